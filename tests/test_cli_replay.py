"""`dcgsim replay` in this process (click's CliRunner): the text and JSON of a game whose event log is written
out by hand (the engine's `replay_game` replaced by a recorder, so nothing plays or compiles), every refusal
whole, the help, and one real game read against its own JSON."""
import json

import numpy as np
import pytest
from click.testing import CliRunner

from cli.main import main
from cli.replay import card_label, describe
from simcore.effect_codes import ACTION_NAMES
from simcore.layout import BATTLE_ATTACKER_WINS, BATTLE_BOTH_LOSE, DEL_BATTLE, DEL_EFFECT, EVENT_NAMES
from simcore.rule_switches import SWITCHES

RULES_OFF = {name: False for name in SWITCHES}
# the card-type indices of the recorded games' event rows
NUMBERS = ["ST1-03", "ST1-06", "ST2-03", "ST2-13", "ST1-12", "XX-99", "ST2-01", "ST1-04", "ST2-06"]
AGUMON, COREDRAMON, GABUMON, HAMMER_SPARK, TAI, UNKNOWN, TSUNOMON, DRACOMON, GARURUMON = range(len(NUMBERS))


def row(turn, player, kind, memory, a=0, b=0, c=0, d=0, e=0, f=0):
    return [turn, player, EVENT_NAMES.index(kind), memory, a, b, c, d, e, f]


# game 5 of ST1 vs ST2, master seed 77: B goes first, redraws; every kind of event; B wins on security
GAME = ({"game_id": 5, "seed": 123456789, "winner": 1, "win_reason": "security", "turns": 2, "first_player": 1,
         "security_a": 0, "security_b": 4, "mulligan_a": False, "mulligan_b": True},
        [row(0, 1, "deal", 0, 1),
         row(0, 1, "redraw", 0, 1),
         row(0, 0, "redraw", 0, 0),
         row(1, 1, "turn_start", -2, 40, 5, 5),
         row(1, 1, "hatch", -2, TSUNOMON),
         row(1, 1, "digivolve", -2, GABUMON, TSUNOMON, 0, 7, 1),
         row(1, 1, "draw", -2, HAMMER_SPARK),
         row(1, 1, "option", -1, HAMMER_SPARK, 1),
         row(1, 1, "memory", -2, 1, HAMMER_SPARK),
         row(1, 1, "effect", -2, HAMMER_SPARK, ACTION_NAMES.index("dp"), DRACOMON, -2000, 0, 5),
         row(1, 1, "effect", -2, UNKNOWN, ACTION_NAMES.index("draw"), -1, 1, 1, -1),
         row(1, 1, "effect", -2, HAMMER_SPARK, ACTION_NAMES.index("delete"), DRACOMON, 0, 0, 5),
         row(1, 1, "pass", 1),
         row(1, 1, "turn_end", 1),
         row(2, 0, "turn_start", 3, 39, 6, 5),
         row(2, 0, "move_out", 3, COREDRAMON, 2),
         row(2, 0, "play", 1, TAI, 2, 3),
         row(2, 0, "digivolve", -1, COREDRAMON, AGUMON, 2, 4, 0),
         row(2, 0, "dna_digivolve", -4, COREDRAMON, 3, 9, 4, 6),
         row(2, 0, "attack", -4, COREDRAMON, 9, -1, -1),
         row(2, 0, "security_check", -4, GARURUMON, 4, 1, 2),
         row(2, 0, "battle", -4, COREDRAMON, 7000, GARURUMON, 7000, BATTLE_BOTH_LOSE, 1),
         row(2, 0, "trash", -4, GARURUMON, 1, 0, 11),
         row(2, 0, "delete", -4, COREDRAMON, 0, DEL_EFFECT, 9),
         row(2, 0, "attack", -4, AGUMON, 8, GABUMON, 7),
         row(2, 1, "block", -4, GABUMON, 7),
         row(2, 0, "battle", -4, AGUMON, 2000, GABUMON, 3000, BATTLE_ATTACKER_WINS, 0),
         row(2, 0, "battle", -4, TAI, 1000, DRACOMON, 4000, 1, 0),
         row(2, 0, "delete", -4, GABUMON, 1, DEL_BATTLE, 7),
         row(2, 0, "game_end", -4, 1, 1)])

GAME_TEXT = """\
Game 5 of ST1 (A, random) vs ST2 (B, greedy), master seed 77, game seed 123456789
Result: B (ST2) wins by security after 2 turns
B goes first   [memory A +0]
B redraws the opening hand   [memory A +0]
A keeps the opening hand   [memory A +0]
Turn 1: B (memory +2, deck 40, hand 5, security 5)
  B hatches ST2-01 Tsunomon   [memory A -2]
  B digivolves ST2-01 Tsunomon into ST2-03 Gabumon in the breeding area (cost 0)   [memory A -2]
  B draws ST2-13 Hammer Spark   [memory A -2]
  B uses ST2-13 Hammer Spark (cost 1)   [memory A -1]
  B memory +1 (ST2-13 Hammer Spark)   [memory A -2]
  B effect of ST2-13 Hammer Spark: dp -2000 on ST1-04 Dracomon   [memory A -2]
  B effect of XX-99: draw +1   [memory A -2]
  B effect of ST2-13 Hammer Spark: delete on ST1-04 Dracomon   [memory A -2]
  B passes   [memory A +1]
  B ends the turn   [memory A +1]
Turn 2: A (memory +3, deck 39, hand 6, security 5)
  A moves ST1-06 Coredramon out of the breeding area   [memory A +3]
  A plays ST1-12 Tai Kamiya (cost 2)   [memory A +1]
  A digivolves ST1-03 Agumon into ST1-06 Coredramon (cost 2)   [memory A -1]
  A DNA digivolves uid 4 and uid 6 into ST1-06 Coredramon (cost 3)   [memory A -4]
  A attacks the player with ST1-06 Coredramon   [memory A -4]
  A security check 1/2: ST2-06 Garurumon (4 left)   [memory A -4]
  A battle: ST1-06 Coredramon 7000 DP vs ST2-06 Garurumon (Security Digimon) 7000 DP -> both deleted   [memory A -4]
  A ST2-06 Garurumon of B is trashed (no_dp)   [memory A -4]
  A ST1-06 Coredramon of A is deleted (effect)   [memory A -4]
  A attacks ST2-03 Gabumon with ST1-03 Agumon   [memory A -4]
  B blocks with ST2-03 Gabumon   [memory A -4]
  A battle: ST1-03 Agumon 2000 DP vs ST2-03 Gabumon 3000 DP -> attacker wins   [memory A -4]
  A battle: ST1-12 Tai Kamiya 1000 DP vs ST1-04 Dracomon 4000 DP -> defender wins   [memory A -4]
  A ST2-03 Gabumon of B is deleted (battle)   [memory A -4]
  A game over: B wins (security)   [memory A -4]
"""

# game 3 of ST4 vs ST5: A wins on its first turn when B's deck is out
DECK_OUT = ({"game_id": 3, "seed": 8, "winner": 0, "win_reason": "deck_out", "turns": 1, "first_player": 0,
             "security_a": 5, "security_b": 5, "mulligan_a": False, "mulligan_b": False},
            [row(1, 0, "turn_start", 0, 45, 5, 5),
             row(1, 0, "game_end", 0, 0, 2)])

# game 0 of ST3 vs ST1, master seed 0: nobody wins at the turn limit
DRAW = ({"game_id": 0, "seed": 42, "winner": -1, "win_reason": "turn_limit", "turns": 1, "first_player": 0,
         "security_a": 5, "security_b": 5, "mulligan_a": False, "mulligan_b": False},
        [row(0, 0, "deal", 0, 0),
         row(1, 0, "turn_start", 0, 45, 5, 5),
         row(1, 0, "game_end", 0, -1, 3)])


@pytest.fixture
def recorded(monkeypatch):
    """Replace the engine's replay_game: `recorded.play(game)` sets the game it returns; `recorded.calls` lists
    the (matchup, game id) it was asked for."""
    class Recorder:
        calls = []
        game = GAME

        def play(self, game):
            self.game = game

    rec = Recorder()
    rec.calls = []

    def replay_game(m, game_id):
        rec.calls.append((m, game_id))
        outcome, rows = rec.game
        return dict(outcome), np.array(rows, dtype=np.int32).reshape(-1, 10), list(NUMBERS)

    monkeypatch.setattr("simcore.runner.replay_game", replay_game)
    return rec


def invoke(*args):
    return CliRunner().invoke(main, ["replay", *args])


def matchup_facts(m):
    return (m.deck_a.name, m.deck_b.name, m.pilot_a, m.pilot_b, m.seed, m.rules)


def test_text_is_the_header_the_result_and_one_line_an_event(recorded):
    r = invoke("ST1", "ST2", "--seed", "77", "--game", "5", "--pilot-a", "random")
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout == GAME_TEXT
    assert [(matchup_facts(m), k) for m, k in recorded.calls] == [(("ST1", "ST2", "random", "greedy", 77, 0), 5)]


def test_text_of_a_game_nobody_wins(recorded):
    recorded.play(DRAW)
    r = invoke("ST3", "ST1", "--game", "0")
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout == ("Game 0 of ST3 (A, greedy) vs ST1 (B, greedy), master seed 0, game seed 42\n"
                        "Result: nobody wins by turn_limit after 1 turns\n"
                        "A goes first   [memory A +0]\n"
                        "Turn 1: A (memory +0, deck 45, hand 5, security 5)\n"
                        "  A game over: nobody wins (turn_limit)   [memory A +0]\n")
    assert [(matchup_facts(m), k) for m, k in recorded.calls] == [(("ST3", "ST1", "greedy", "greedy", 0, 0), 0)]


def test_text_of_a_game_side_a_wins(recorded):
    recorded.play(DECK_OUT)
    r = invoke("ST4", "ST5", "--game", "3")
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout == ("Game 3 of ST4 (A, greedy) vs ST5 (B, greedy), master seed 0, game seed 8\n"
                        "Result: A (ST4) wins by deck_out after 1 turns\n"
                        "Turn 1: A (memory +0, deck 45, hand 5, security 5)\n"
                        "  A game over: A wins (deck_out)   [memory A +0]\n")


def test_json_is_the_outcome_the_matchup_the_rules_and_the_events(recorded, tmp_path):
    recorded.play(DRAW)
    rules = tmp_path / "rules.json"
    rules.write_text('{"gone_attacker_wins": true}')
    r = invoke("ST3", "ST1", "--game", "0", "--seed", "9", "--pilot-b", "random", "--format", "json",
               "--rules", str(rules))
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout.endswith("}\n") and r.stdout.count("\n") == 1
    assert json.loads(r.stdout) == {
        "game_id": 0, "seed": 42, "winner": -1, "win_reason": "turn_limit", "turns": 1, "first_player": 0,
        "security_a": 5, "security_b": 5, "mulligan_a": False, "mulligan_b": False,
        "deck_a": "ST3", "deck_b": "ST1", "pilot_a": "greedy", "pilot_b": "random", "master_seed": 9,
        "rules": dict(RULES_OFF, gone_attacker_wins=True),
        "events": [{"turn": 0, "player": 0, "kind": "deal", "memory": 0, "first_player": 0},
                   {"turn": 1, "player": 0, "kind": "turn_start", "memory": 0, "deck": 45, "hand": 5, "security": 5},
                   {"turn": 1, "player": 0, "kind": "game_end", "memory": 0, "winner": -1, "reason": "turn_limit"}]}
    assert [(matchup_facts(m), k) for m, k in recorded.calls] == [
        (("ST3", "ST1", "greedy", "random", 9, SWITCHES["gone_attacker_wins"][0]), 0)]


def test_json_events_name_the_effects_and_cards(recorded):
    r = invoke("ST1", "ST2", "--seed", "77", "--game", "5", "--format", "json")
    assert (r.exit_code, r.stderr) == (0, "")
    events = json.loads(r.stdout)["events"]
    assert len(events) == len(GAME[1])
    assert events[9] == {"turn": 1, "player": 1, "kind": "effect", "memory": -2, "card": "ST2-13", "effect": "dp",
                         "target": "ST1-04", "amount": -2000, "target_player": 0, "target_uid": 5}
    assert events[18] == {"turn": 2, "player": 0, "kind": "dna_digivolve", "memory": -4, "card": "ST1-06", "cost": 3,
                          "uid": 9, "top_uid": 4, "other_uid": 6}


def test_the_highest_game_id_and_seed_are_replayed(recorded):
    top = str(2**63 - 1)
    r = invoke("ST1", "ST2", "--seed", top, "--game", top, "--format", "json")
    assert (r.exit_code, r.stderr) == (0, "")
    assert json.loads(r.stdout)["master_seed"] == 2**63 - 1
    assert [(m.seed, k) for m, k in recorded.calls] == [(2**63 - 1, 2**63 - 1)]


def test_describe_and_card_label_directly():
    catalog = {"ST1-03": type("Card", (), {"name": "Agumon"})()}
    assert card_label(None, catalog) == "-"
    assert card_label("ST1-03", catalog) == "ST1-03 Agumon"
    assert card_label("ST9-99", catalog) == "ST9-99"
    assert describe({"kind": "something_new"}, catalog) == "something_new"
    assert describe({"kind": "draw"}, catalog) == "draws -"
    assert describe({"kind": "game_end", "winner": 0, "reason": "deck_out"}, catalog) == "game over: A wins (deck_out)"
    assert describe({"kind": "game_end", "winner": 1, "reason": "security"}, catalog) == "game over: B wins (security)"
    assert describe({"kind": "game_end", "winner": -1, "reason": "turn_limit"}, catalog) == (
        "game over: nobody wins (turn_limit)")
    assert describe({"kind": "effect", "card": "ST1-03", "effect": "dp", "amount": 0, "target": None},
                    catalog) == "effect of ST1-03 Agumon: dp"


REFUSALS = [
    (["ST1", "ST2", "--game", "-1"], "--game must be in [0, 2**63-1], got -1"),
    (["ST1", "ST2", "--game", str(2**63)], f"--game must be in [0, 2**63-1], got {2**63}"),
    (["ST1", "ST2", "--game", "0", "--seed", "-1"], "--seed must be an integer in [0, 2**63-1], got -1"),
    (["ST1", "ST2", "--game", "0", "--seed", str(2**63)], f"--seed must be an integer in [0, 2**63-1], got {2**63}"),
    # the seed is checked before the game id
    (["ST1", "ST2", "--game", "-1", "--seed", "-1"], "--seed must be an integer in [0, 2**63-1], got -1"),
    (["ST1", "ST2"], "main replay: Missing option '--game'."),
    (["ST1", "--game", "0"], "main replay: Missing argument 'DECK_B'."),
    (["ST1", "ST2", "--game", "x"], "main replay: Invalid value for '--game': 'x' is not a valid integer."),
    (["ST1", "ST2", "--game", "0", "--format", "xml"],
     "main replay: Invalid value for '--format': 'xml' is not one of 'text', 'json'."),
    (["ST1", "ST2", "--game", "0", "--pilot-b", "nobody"],
     "unknown pilot 'nobody' (choose from greedy, random, lookahead[:N], or a user pilot package.module:NAME)"),
    (["ST1", "ST2", "--game", "0", "--pilot-a", "nobody"],
     "unknown pilot 'nobody' (choose from greedy, random, lookahead[:N], or a user pilot package.module:NAME)"),
    (["ST1", "missing.txt", "--game", "0"], "missing.txt: no such deck file"),
    (["missing.txt", "ST2", "--game", "0"], "missing.txt: no such deck file"),
    (["ST1", "ST2", "--game", "0", "--rules", "missing.json"],
     "missing.json: cannot read the rules file (No such file or directory)"),
]


@pytest.mark.parametrize("args, reason", REFUSALS)
def test_refusals_are_one_line_and_play_nothing(recorded, monkeypatch, tmp_path, args, reason):
    monkeypatch.chdir(tmp_path)
    r = invoke(*args)
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", f"dcgsim: error: {reason}\n")
    assert recorded.calls == []


def test_a_rules_file_that_is_not_a_table_is_refused(recorded, tmp_path):
    (tmp_path / "list.json").write_text("[]")
    r = invoke("ST1", "ST2", "--game", "0", "--rules", str(tmp_path / "list.json"))
    assert (r.exit_code, r.stdout) == (2, "")
    assert r.stderr == f"dcgsim: error: {tmp_path / 'list.json'}: a rules file is a table of switch names to true or false\n"
    assert recorded.calls == []


def test_help_names_every_option_and_default():
    r = invoke("--help")
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout == """\
Usage: main replay [OPTIONS] DECK_A DECK_B

  Replay game K of `dcgsim matchup DECK_A DECK_B --seed S`, event by event.

Options:
  --seed INTEGER        Master seed of the run.  [default: 0]
  --game INTEGER        Game id K (0-based) within the run.  [required]
  --pilot-a TEXT        Pilot of deck A: greedy, random, lookahead[:N] (a search
                        pilot, N rollouts per candidate action), or a user pilot
                        package.module:NAME (README, 'Pilots').  [default:
                        greedy]
  --pilot-b TEXT        Pilot of deck B: greedy, random, lookahead[:N] (a search
                        pilot, N rollouts per candidate action), or a user pilot
                        package.module:NAME (README, 'Pilots').  [default:
                        greedy]
  --format [text|json]  [default: text]
  --rules FILE          A TOML (.toml) or JSON file of named switches for the
                        [GAP] readings of the rules (README, 'Rules'); default:
                        the engine's readings.
  -h, --help            Show this message and exit.
"""


def test_real_game_text_is_its_json_line_by_line():
    """One game played by the engine (about 20 s in a fresh process: the engine's cache loads): the JSON is
    replay_game's outcome and event_dicts' events, and the text says each turn's facts and every event's memory."""
    from simcore.events import event_dicts
    from simcore.runner import Matchup, replay_game
    from decks.decklist import load_deck

    j = invoke("ST1", "ST2", "--seed", "3", "--game", "2", "--format", "json")
    assert (j.exit_code, j.stderr) == (0, "")
    data = json.loads(j.stdout)
    outcome, ev, numbers = replay_game(Matchup(load_deck("ST1"), load_deck("ST2"), seed=3), 2)
    assert data == dict(outcome, deck_a="ST1", deck_b="ST2", pilot_a="greedy", pilot_b="greedy", master_seed=3,
                        rules=RULES_OFF, events=event_dicts(ev, numbers, ACTION_NAMES))
    t = invoke("ST1", "ST2", "--seed", "3", "--game", "2")
    assert (t.exit_code, t.stderr) == (0, "")
    lines = t.stdout.splitlines()
    winner = {0: "A (ST1)", 1: "B (ST2)", -1: "nobody"}[data["winner"]]
    assert lines[:2] == [f"Game 2 of ST1 (A, greedy) vs ST2 (B, greedy), master seed 3, game seed {data['seed']}",
                         f"Result: {winner} wins by {data['win_reason']} after {data['turns']} turns"]
    assert len(lines) == 2 + len(data["events"])
    for line, e in zip(lines[2:], data["events"]):
        p = "AB"[e["player"]]
        if e["kind"] == "turn_start":
            mine = e["memory"] if e["player"] == 0 else -e["memory"]
            assert line == (f"Turn {e['turn']}: {p} (memory {mine:+d}, deck {e['deck']}, hand {e['hand']}, "
                            f"security {e['security']})")
        else:
            assert line.startswith(("  " if e["turn"] else "") + f"{p} ")
            assert line.endswith(f"   [memory A {e['memory']:+d}]")

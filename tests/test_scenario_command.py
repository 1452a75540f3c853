"""`dcgsim scenario` in this process without the engine: the scenario file's every refusal whole, the parsed
position, the playouts' summary, the text and JSON outputs whole, the options, the file errors and the help.
The engine's part (simcore.scenario.ScenarioGame) is replaced by a recorder that returns a position written out
by hand, so nothing plays or compiles; tests/test_scenario.py plays the real positions."""
import builtins
import json

import numpy as np
import pytest
from click.testing import CliRunner

import simcore.scenario
from cli import scenario as cmd
from cli.errors import InputError
from cli.main import main
from cli.scenario import parse_scenario, playout_summary, print_text
from decks.catalog import load_catalog
from simcore.runner import COLD_COMPILE_SECONDS, TURN_CAP
from simcore.scenario import Action, Permanent, Scenario, ScenarioError, Zones
from wilson_reference import wilson_by_definition


def doc(**changes):
    d = {"turn_player": 0, "turn": 4, "memory": 3,
         "players": [{"hand": ["ST1-03"], "deck": ["ST1-02"], "security": ["ST1-05"],
                      "battle": [{"stack": ["ST1-03", "ST1-07"], "suspended": True, "played_this_turn": True,
                                  "links": ["ST1-02"]}, {"stack": ["ST1-12"]}]},
                     {"trash": ["ST2-16"], "eggs": ["ST2-01"], "breeding": ["ST2-01"], "face_up": ["ST2-06"]}]}
    d.update(changes)
    return d


def refusal(d, message):
    with pytest.raises(InputError) as exc:
        parse_scenario(d)
    assert str(exc.value) == message


# --- the scenario file -------------------------------------------------------------------------------------

def test_a_position_parses_to_every_field_with_its_defaults():
    sc, raw = parse_scenario(doc())
    assert raw == []
    assert sc == Scenario(turn_player=0, turn=4, memory=3, players=(
        Zones(hand=["ST1-03"], deck=["ST1-02"], security=["ST1-05"],
              battle=[Permanent(stack=["ST1-03", "ST1-07"], suspended=True, played_this_turn=True, links=["ST1-02"]),
                      Permanent(stack=["ST1-12"], suspended=False, played_this_turn=False, links=[])]),
        Zones(trash=["ST2-16"], eggs=["ST2-01"], breeding=["ST2-01"], face_up=["ST2-06"])),
        actions=[], choices=[], pilot="greedy")
    assert isinstance(sc.players, tuple) and sc.players[1].battle == [] and sc.players[1].hand == []


def test_actions_choices_and_the_pilot_parse_as_given():
    choices = [True, False, "none", "ST1-03", {"player": 1, "slot": 2}]
    actions = [{"player": 0, "do": "play", "card": "ST1-03"},
               {"player": 0, "do": "digivolve", "card": "ST1-05", "slot": "breeding"},
               {"player": 0, "do": "attack", "slot": 0, "target": "player"},
               {"player": 1, "do": "attack", "slot": 1, "target": {"player": 0, "slot": 3}},
               {"player": 1, "do": "pass"}, {"player": 1, "do": "dna"}]
    sc, raw = parse_scenario(doc(turn_player=1, memory=-2, actions=actions, choices=choices, pilot="random"))
    assert raw == choices
    assert (sc.turn_player, sc.memory, sc.pilot) == (1, -2, "random")
    assert sc.choices == [True, False, "none", ("card", "ST1-03"), ("target", 1, 2)]
    assert sc.actions == [Action(player=0, do="play", card="ST1-03", slot=None, target=None),
                          Action(player=0, do="digivolve", card="ST1-05", slot="breeding", target=None),
                          Action(player=0, do="attack", card=None, slot=0, target="player"),
                          Action(player=1, do="attack", card=None, slot=1, target=(0, 3)),
                          Action(player=1, do="pass", card=None, slot=None, target=None),
                          Action(player=1, do="dna", card=None, slot=None, target=None)]


def test_the_position_refusals_whole():
    refusal([], "scenario: must be an object")
    refusal(doc(players={}), "players: must be a list of two players")
    refusal(doc(players=[{}]), "players: must be a list of two players")
    refusal(doc(players=[{}, {}, {}]), "players: must be a list of two players")
    refusal({k: v for k, v in doc().items() if k != "players"}, "players: must be a list of two players")
    refusal(doc(players=[{}, []]), "players[1]: must be an object")
    refusal(doc(actions={}), "actions: must be a list")
    refusal(doc(choices="none"), "choices: must be a list")
    refusal(doc(pilot=3), "pilot: must be a pilot name")
    for value in (2, -1, True, "0", None):
        refusal(doc(turn_player=value), "turn_player: must be 0 or 1")
    refusal({k: v for k, v in doc().items() if k != "turn_player"}, "turn_player: must be 0 or 1")
    refusal({k: v for k, v in doc().items() if k != "turn"}, "turn: missing")
    refusal({k: v for k, v in doc().items() if k != "memory"}, "memory: missing")
    refusal(doc(turn=True), "turn: must be an integer, not true")
    refusal(doc(turn=None), "turn: must be an integer, not null")
    refusal(doc(memory=1.5), "memory: must be an integer, not 1.5")
    refusal(doc(memory="3"), 'memory: must be an integer, not "3"')


def player(p, **zones):
    d = doc()
    d["players"][p] = zones
    return d


def test_the_zone_and_battle_refusals_whole():
    refusal(player(0, hand="ST1-03"), "players[0].hand: must be a list of card numbers")
    refusal(player(1, deck=["ST1-03", 3]), "players[1].deck: must be a list of card numbers")
    for zone in ("security", "face_up", "trash", "eggs", "breeding"):
        refusal(player(1, **{zone: {}}), f"players[1].{zone}: must be a list of card numbers")
    refusal(player(0, battle={}), "players[0].battle: must be a list of permanents")
    refusal(player(0, battle=[{"stack": ["ST1-03"]}, "ST1-03"]), "players[0].battle[1]: must be an object")
    refusal(player(1, battle=[{"suspended": True}]), "players[1].battle[0].stack: missing")
    refusal(player(1, battle=[{"stack": "ST1-03"}]), "players[1].battle[0].stack: must be a list of card numbers")
    refusal(player(0, battle=[{"stack": ["ST1-03"], "links": "ST1-02"}]), "players[0].battle[0].links: must be a list")
    refusal(player(0, battle=[{"stack": ["ST1-03"], "suspended": 1}]),
            "players[0].battle[0].suspended: must be true or false, not 1")
    refusal(player(0, battle=[{"stack": ["ST1-03"], "played_this_turn": "yes"}]),
            'players[0].battle[0].played_this_turn: must be true or false, not "yes"')


def actions(*acts, **changes):
    return doc(actions=list(acts), **changes)


def test_the_action_refusals_whole():
    refusal(actions({"player": 0, "do": "pass"}, "pass"), "actions[1]: must be an object")
    refusal(actions({"player": 0}), "actions[0].do: missing")
    refusal(actions({"player": 0, "do": 1}), "actions[0].do: missing")
    refusal(actions({"player": 0, "do": "play", "card": 3}), "actions[0].card: must be a card number")
    for slot in ("x", True, 1.0):
        refusal(actions({"player": 0, "do": "activate", "slot": slot}),
                'actions[0].slot: must be an integer or "breeding"')
    refusal(actions({"player": 0, "do": "attack", "slot": 0, "target": "opponent"}),
            "actions[0].target: must be an object")
    refusal(actions({"player": 0, "do": "attack", "slot": 0, "target": {"slot": 0}}),
            "actions[0].target.player: must be 0 or 1")
    refusal(actions({"player": 0, "do": "attack", "slot": 0, "target": {"player": True, "slot": 0}}),
            "actions[0].target.player: must be 0 or 1")
    refusal(actions({"player": 0, "do": "attack", "slot": 0, "target": {"player": 1}}),
            "actions[0].target.slot: missing")
    refusal(actions({"player": 0, "do": "attack", "slot": 0, "target": {"player": 1, "slot": "0"}}),
            'actions[0].target.slot: must be an integer, not "0"')
    refusal(actions({"player": 0, "do": "play"}), "actions[0].card: missing")
    refusal(actions({"player": 0, "do": "digivolve", "card": "ST1-05"}), "actions[0].slot: missing")
    refusal(actions({"player": 0, "do": "attack", "slot": 0}), "actions[0].target: missing")
    refusal(actions({"player": 0, "do": "pass"}, {"do": "pass"}), "actions[1].player: must be 0 or 1")
    refusal(actions({"player": 2, "do": "pass"}), "actions[0].player: must be 0 or 1")


def test_the_choice_refusals_whole():
    refusal(doc(choices=["none", 5]), 'choices[1]: must be a target, a card number, true/false or "none"')
    refusal(doc(choices=[None]), 'choices[0]: must be a target, a card number, true/false or "none"')
    refusal(doc(choices=[{"player": 2, "slot": 0}]), "choices[0].player: must be 0 or 1")
    refusal(doc(choices=[{"player": 1}]), "choices[0].slot: missing")


# --- the playouts' summary and the text ----------------------------------------------------------------------

def test_playout_summary_counts_draws_half_with_wilson_intervals():
    winners = np.array([0, 1, -1, 0, 0, 1, -1], np.int8)
    s = playout_summary(winners, np.array([5, 6, 9, 7, 5, 8, 9], np.int32), 11, "random")
    assert list(s) == ["games", "seed", "pilot", "wins", "draws", "win_rate", "ci95", "mean_turns"]
    assert {k: s[k] for k in ("games", "seed", "pilot", "wins", "draws", "win_rate", "mean_turns")} == \
        {"games": 7, "seed": 11, "pilot": "random", "wins": [3, 2], "draws": 2, "win_rate": [4 / 7, 3 / 7],
         "mean_turns": 7.0}
    for p, score in ((0, 4), (1, 3)):
        assert s["ci95"][p] == pytest.approx(list(wilson_by_definition(score, 7)), abs=1e-12)
    assert all(type(x) is float for x in s["win_rate"] + s["ci95"][0] + s["ci95"][1] + [s["mean_turns"]])
    assert all(type(x) is int for x in s["wins"] + [s["draws"], s["games"]])
    one = playout_summary(np.array([1], np.int8), np.array([3], np.int32), 0, "greedy")
    assert (one["wins"], one["draws"], one["win_rate"], one["mean_turns"]) == ([0, 1], 0, [0.0, 1.0], 3.0)


def position():
    return {"turn": 6, "turn_player": 1, "memory": 2,
            "players": [{"hand": ["ST1-03", "ST1-16"], "deck": ["ST1-02", "ST1-04", "ST1-05"], "security": ["ST1-06"],
                         "face_up": [], "trash": ["ST1-13"], "eggs": [], "breeding": ["ST1-01", "ST1-02"],
                         "battle": [{"stack": ["ST1-03", "ST1-07", "ST1-09"], "suspended": True,
                                     "played_this_turn": False, "links": [], "dp": 8000,
                                     "keywords": ["blocker", "jamming"]},
                                    {"stack": ["ST1-12"], "suspended": False, "played_this_turn": True, "links": [],
                                     "dp": None, "keywords": []}]},
                        {"hand": [], "deck": ["ST2-02"], "security": [], "face_up": [], "trash": [],
                         "eggs": ["ST2-01", "ST2-01"], "breeding": [],
                         "battle": [{"stack": ["ST2-03"], "suspended": False, "played_this_turn": False, "links": [],
                                     "dp": 2000, "keywords": []}]}]}


EVENTS = [{"kind": "play", "player": 1, "card": "ST2-03", "cost": 3, "memory": -1},
          {"kind": "turn_start", "player": 0, "turn": 7, "deck": 3, "hand": 2, "security": 1},
          {"kind": "draw", "player": 0, "card": "ST1-04", "memory": 2}]


def test_text_is_the_whole_position_the_events_and_the_playouts(capsys):
    result = {**position(), "winner": -1, "win_reason": None, "events": EVENTS,
              "choices_used": [{"player": 1, "slot": 0}, "none", True, "ST1-03"],
              "playouts": {"games": 20, "seed": 5, "pilot": "random", "wins": [12, 7], "draws": 1,
                           "win_rate": [0.625, 0.375], "ci95": [[0.40625, 0.81875], [0.18125, 0.59375]],
                           "mean_turns": 9.25}}
    print_text(result, load_catalog())
    text = capsys.readouterr().out
    assert text == (
        "Turn 6, player 1 to act, memory +2 (turn player's side)\n"
        "Player 0 (A): hand ST1-03, ST1-16; deck 3, security 1, eggs 0; trash ST1-13\n"
        "  breeding: ST1-01, ST1-02\n"
        "  [0] ST1-09 MetalGreymon, 8000 DP, blocker jamming, suspended, 2 under\n"
        "  [1] ST1-12 Tai Kamiya, active, 0 under\n"
        "Player 1 (B): hand -; deck 1, security 0, eggs 2; trash -\n"
        "  [0] ST2-03 Gabumon, 2000 DP, active, 0 under\n"
        'Choices used: {"player": 1, "slot": 0}, "none", true, "ST1-03"\n'
        "Winner: none yet\n"
        "Events (3):\n"
        "  B plays ST2-03 Gabumon (cost 3)   [memory A -1]\n"
        "  turn 7: A (deck 3, hand 2, security 1)\n"
        "  A draws ST1-04 Dracomon   [memory A +2]\n"
        "Playouts: 20 games, pilot random, seed 5, mean 9.2 turns, 1 draws\n"
        "  player 0 (A) wins 62.5% [40.6, 81.9]\n"
        "  player 1 (B) wins 37.5% [18.1, 59.4]\n")


def test_text_of_a_won_game_without_choices_events_or_playouts(capsys):
    result = {**position(), "memory": -3, "winner": 1, "win_reason": "security", "events": [], "choices_used": []}
    result["players"][0]["breeding"] = []
    print_text(result, load_catalog())
    text = capsys.readouterr().out
    assert text == (
        "Turn 6, player 1 to act, memory -3 (turn player's side)\n"
        "Player 0 (A): hand ST1-03, ST1-16; deck 3, security 1, eggs 0; trash ST1-13\n"
        "  [0] ST1-09 MetalGreymon, 8000 DP, blocker jamming, suspended, 2 under\n"
        "  [1] ST1-12 Tai Kamiya, active, 0 under\n"
        "Player 1 (B): hand -; deck 1, security 0, eggs 2; trash -\n"
        "  [0] ST2-03 Gabumon, 2000 DP, active, 0 under\n"
        "Winner: player 1 (security)\n"
        "Events (0):\n")
    result["winner"] = 0
    print_text(result, load_catalog())
    assert "Winner: player 0 (security)\n" in capsys.readouterr().out


# --- the command, the engine replaced ------------------------------------------------------------------------

class FakeGame:
    """Records what the command asks of the scenario engine and answers with a position written out by hand."""
    made = []
    fail = None
    used = 1

    def __init__(self, sc):
        FakeGame.made.append(("game", sc))
        self.sc = sc

    def run_script(self):
        FakeGame.made.append(("run_script",))
        if FakeGame.fail:
            raise ScenarioError(FakeGame.fail)

    def position(self):
        return position()

    def outcome(self):
        return {"winner": -1, "win_reason": None}

    def events(self):
        return [dict(e) for e in EVENTS]

    def choices_used(self):
        return list(self.sc.choices[:FakeGame.used])

    def playouts(self, n, seed, pilot, turn_cap):
        FakeGame.made.append(("playouts", n, seed, pilot, turn_cap))
        return np.array([0, 1, -1, 0], np.int8), np.array([6, 7, 8, 9], np.int32), np.zeros(4, np.int8)


@pytest.fixture
def engine(monkeypatch):
    warm = []
    FakeGame.made, FakeGame.fail, FakeGame.used = [], None, 1
    monkeypatch.setattr(simcore.scenario, "ScenarioGame", FakeGame)
    monkeypatch.setattr(simcore.scenario, "cache_is_warm", lambda playouts: warm.append(playouts) or True)
    return warm


def run(tmp_path, d, *args):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(d))
    return CliRunner().invoke(main, ["scenario", str(path), *args])


def test_json_is_the_whole_result_with_the_choices_as_given(tmp_path, engine):
    choices = [{"player": 1, "slot": 0}, "ST1-03"]
    r = run(tmp_path, doc(choices=choices))
    assert r.exit_code == 0 and r.stderr == ""
    expected = {**position(), "winner": -1, "win_reason": None, "events": EVENTS, "choices_used": choices[:1]}
    assert r.stdout == json.dumps(expected) + "\n"
    assert FakeGame.made == [("game", parse_scenario(doc(choices=choices))[0]), ("run_script",)]
    assert engine == [False]
    FakeGame.used = 0
    assert json.loads(run(tmp_path, doc(choices=choices)).stdout)["choices_used"] == []


def test_playouts_are_summarised_after_the_position(tmp_path, engine):
    r = run(tmp_path, doc(pilot="random"), "--playouts", "4", "--seed", "9")
    assert r.exit_code == 0 and r.stderr == ""
    summary = playout_summary(np.array([0, 1, -1, 0]), np.array([6, 7, 8, 9]), 9, "random")
    expected = {**position(), "winner": -1, "win_reason": None, "events": EVENTS, "choices_used": [],
                "playouts": summary}
    assert r.stdout == json.dumps(expected) + "\n"
    assert FakeGame.made[2:] == [("playouts", 4, 9, "random", TURN_CAP)]
    assert engine == [True]
    FakeGame.made = []
    r = run(tmp_path, doc(), "--playouts", "1")
    assert json.loads(r.stdout)["playouts"]["seed"] == 0 and json.loads(r.stdout)["playouts"]["pilot"] == "greedy"
    assert FakeGame.made[2:] == [("playouts", 1, 0, "greedy", TURN_CAP)]
    assert engine == [True, True]


def test_text_format_prints_the_position(tmp_path, engine):
    r = run(tmp_path, doc(), "--format", "text")
    assert r.exit_code == 0 and r.stderr == ""
    assert r.stdout.startswith("Turn 6, player 1 to act, memory +2 (turn player's side)\n")
    assert r.stdout.endswith("Events (3):\n  B plays ST2-03 Gabumon (cost 3)   [memory A -1]\n"
                             "  turn 7: A (deck 3, hand 2, security 1)\n  A draws ST1-04 Dracomon   [memory A +2]\n")


def test_a_cold_cache_is_announced_on_stderr(tmp_path, engine, monkeypatch):
    asked = []
    monkeypatch.setattr(simcore.scenario, "cache_is_warm", lambda playouts: asked.append(playouts) and False)
    r = run(tmp_path, doc())
    assert r.exit_code == 0 and json.loads(r.stdout)["winner"] == -1
    assert r.stderr == (f"dcgsim: compiling the scenario engine; this happens once (about {COLD_COMPILE_SECONDS} s "
                        "on 2 cores), later runs start from the cache\n")
    assert asked == [False]


def test_a_refused_script_is_one_line(tmp_path, engine):
    FakeGame.fail = "actions[0]: play is not legal here (why)"
    r = run(tmp_path, doc())
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", "dcgsim: error: actions[0]: play is not legal here (why)\n")
    r = run(tmp_path, doc(turn="4"))
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", 'dcgsim: error: turn: must be an integer, not "4"\n')


def refused(r, message):
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", f"dcgsim: error: {message}\n")


def test_option_refusals_whole_and_the_bounds_accepted(tmp_path, engine):
    refused(run(tmp_path, doc(), "--playouts", "-1"), "--playouts must be in [0, 10,000,000], got -1")
    refused(run(tmp_path, doc(), "--playouts", "10000001"), "--playouts must be in [0, 10,000,000], got 10000001")
    refused(run(tmp_path, doc(), "--seed", "-1"), "--seed must be an integer in [0, 2**63-1], got -1")
    refused(run(tmp_path, doc(), "--format", "xml"),
            "main scenario: Invalid value for '--format': 'xml' is not one of 'json', 'text'.")
    assert FakeGame.made == []
    assert run(tmp_path, doc(), "--playouts", "10000000", "--seed", str(2**63 - 1)).exit_code == 0
    assert FakeGame.made[2:] == [("playouts", 10_000_000, 2**63 - 1, "greedy", TURN_CAP)]
    FakeGame.made = []
    r = run(tmp_path, doc(), "--playouts", "0")
    assert r.exit_code == 0 and "playouts" not in json.loads(r.stdout)
    assert [m[0] for m in FakeGame.made] == ["game", "run_script"]


def test_file_refusals_whole(tmp_path, engine, monkeypatch):
    missing = tmp_path / "none.json"
    refused(CliRunner().invoke(main, ["scenario", str(missing)]), f"{missing}: no such scenario file")
    refused(CliRunner().invoke(main, ["scenario", str(tmp_path)]),
            f"main scenario: Invalid value for 'FILE': File '{tmp_path}' is a directory.")
    bad = tmp_path / "bad.json"
    bad.write_text('{\n"turn": }')
    refused(CliRunner().invoke(main, ["scenario", str(bad)]), f"{bad}: not JSON (line 2: Expecting value)")
    bad.write_bytes(b'{"turn": "\xff"}')
    refused(CliRunner().invoke(main, ["scenario", str(bad)]), f"{bad}: cannot be read (UnicodeDecodeError)")
    opened = []

    def no_permission(path, *args, **kwargs):
        opened.append((path, args, kwargs))
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(cmd, "open", no_permission, raising=False)
    refused(CliRunner().invoke(main, ["scenario", str(bad)]), f"{bad}: cannot be read (PermissionError)")
    assert opened == [(str(bad), (), {"encoding": "utf-8"})]
    monkeypatch.setattr(cmd, "open", builtins.open)
    assert FakeGame.made == []


def test_help_whole():
    r = CliRunner().invoke(main, ["scenario", "--help"])
    assert r.exit_code == 0
    assert r.stdout == (
        "Usage: main scenario [OPTIONS] FILE\n\n"
        "  Apply a script of actions to a position (a JSON FILE); print the position\n"
        "  after it and the events.\n\n"
        "Options:\n"
        "  --format [json|text]  [default: json]\n"
        "  --playouts INTEGER    Games played to the end from the position after the\n"
        "                        script, hidden cards reshuffled.  [default: 0]\n"
        "  --seed INTEGER        Master seed of the playouts.  [default: 0]\n"
        "  -h, --help            Show this message and exit.\n")

"""The switchable [GAP] readings of RULES.md (simcore.rule_switches, `--rules FILE`): the file format, each
switch on and off in a scenario on made-up cards, and the switches recorded in a run's metadata."""
import json

import numpy as np
import pyarrow.parquet as pq
import pytest

from decks.effects import parse_effects
from positions import Side, Slot, build_position, digimon, option
from simcore import engine as E
from simcore import layout as L
from simcore.rule_switches import SWITCHES, RulesFileError, load_rules_file, rules_record

I32 = np.int32
CARDS = [
    digimon("V-02", 3, 3000, 3),
    digimon("V-03", 4, 5000, 4, digivolve=[("red", 3, 2)]),
    digimon("V-34", 4, 5000, 4),  # when attacking: delete this Digimon
    digimon("V-50", 3, 3000, 3),  # end of your turn: gain 3 memory (each time)
    digimon("V-51", 5, 7000, 5),  # <Piercing>
    option("V-52", 0),            # draw 2
]
EFFECTS = parse_effects("""
V-34 main when_attacking : delete target=self
V-50 main end_of_your_turn : memory +3
V-51 main static : piercing target=self
V-52 main main : draw 2
""")


def build(a, b, switch=None, **kw):
    pos = build_position(CARDS, a, b, effects=EFFECTS, **kw)
    if switch is not None:
        pos.tb.rules = SWITCHES[switch][0]
    return pos


# --- the file ------------------------------------------------------------------------------------------------

def test_rules_files_in_toml_and_json(tmp_path):
    (tmp_path / "r.toml").write_text("piercing_wins_at_zero_security = true\nempty_deck_draw_loses = false\n")
    (tmp_path / "r.json").write_text('{"pass_gain_ends_turn": true, "gone_attacker_wins": true}')
    (tmp_path / "none.json").write_text("{}")
    assert load_rules_file(tmp_path / "r.toml") == L.RS_PIERCING_WINS
    assert load_rules_file(tmp_path / "r.json") == L.RS_PASS_GAIN_ENDS_TURN | L.RS_GONE_ATTACKER_WINS
    assert load_rules_file(tmp_path / "none.json") == 0
    assert rules_record(L.RS_PIERCING_WINS) == {"pass_gain_ends_turn": False, "gone_attacker_wins": False,
                                                "piercing_wins_at_zero_security": True,
                                                "empty_deck_draw_loses": False,
                                                "effect_option_ignores_colors": False}


@pytest.mark.parametrize("name, text, says", [
    ("u.json", '{"piercing": true}', "unknown rules switch 'piercing'"),
    ("n.json", '{"gone_attacker_wins": 1}', "must be true or false"),
    ("l.json", "[]", "a table of switch names"),
    ("b.toml", "x = = 1", "not a valid TOML rules file"),
    ("b.json", "{", "not a valid JSON rules file"),
])
def test_bad_rules_files_say_what_is_wrong_in_one_line(tmp_path, name, text, says):
    (tmp_path / name).write_text(text)
    with pytest.raises(RulesFileError) as exc:
        load_rules_file(tmp_path / name)
    assert says in str(exc.value) and "\n" not in str(exc.value)


# --- each switch in play -------------------------------------------------------------------------------------

@pytest.mark.parametrize("switch, turn_ends", [(None, E.MAX_TURN_ENDS), ("pass_gain_ends_turn", 1)])
def test_pass_then_end_of_turn_gain(switch, turn_ends):
    """RULES.md §4 [GAP]: by default a gain back to 0 after a pass lets the turn go on (the pilot passes
    again, up to the cap); switched, the pass ends the turn."""
    pos = build(Side(deck=["V-02"] * 3, battle=[Slot(["V-50"], suspended=True)]), Side(deck=["V-02"] * 3), switch,
                memory=0)
    E.main_phase(pos.st, pos.tb, I32(0))
    assert [e["kind"] for e in pos.events()].count("turn_end") == turn_ends
    assert pos.memory(0) == 0


@pytest.mark.parametrize("switch, over", [(None, False), ("gone_attacker_wins", True)])
def test_attack_on_a_player_without_security_after_the_attacker_left(switch, over):
    """RULES.md §6.4 [GAP]: by default an attacker that left wins nothing."""
    pos = build(Side(deck=["V-02"] * 3, battle=[Slot(["V-34"])]), Side(deck=["V-02"] * 3), switch)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    assert pos.battle(0) == []
    assert pos.over() is over
    if over:
        assert (pos.winner(), pos.reason()) == (0, "security")


@pytest.mark.parametrize("switch, over", [(None, False), ("piercing_wins_at_zero_security", True)])
def test_piercing_against_a_player_without_security(switch, over):
    """RULES.md §9 [GAP]: by default <Piercing> checks the normal count and cannot win at 0 security."""
    pos = build(Side(deck=["V-02"] * 3, battle=[Slot(["V-51"])]),
                Side(deck=["V-02"] * 3, battle=[Slot(["V-02"], suspended=True)]), switch)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(1))
    assert pos.battle(1) == [] and pos.events("security_check") == []
    assert pos.over() is over
    if over:
        assert (pos.winner(), pos.reason()) == (0, "security")


@pytest.mark.parametrize("switch, over", [(None, False), ("empty_deck_draw_loses", True)])
def test_digivolve_draw_from_an_empty_deck(switch, over):
    """RULES.md §14.11 [GAP]: by default the digivolve draw from an empty deck draws nothing, loses nothing."""
    pos = build(Side(hand=["V-03"], battle=[Slot(["V-02"])]), Side(deck=["V-02"] * 3), switch, memory=3)
    E.digivolve(pos.st, pos.tb, I32(0), I32(0), I32(1), I32(2))
    assert pos.battle(0) == [["V-02", "V-03"]] and pos.hand(0) == []
    assert pos.over() is over
    if over:
        assert (pos.winner(), pos.reason()) == (1, "deck_out")


@pytest.mark.parametrize("switch, over", [(None, False), ("empty_deck_draw_loses", True)])
def test_draw_effect_from_a_short_deck(switch, over):
    pos = build(Side(hand=["V-52"], deck=["V-02"], battle=[Slot(["V-02"])]), Side(deck=["V-02"] * 3), switch)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert pos.hand(0) == ["V-02"]               # the one card there was is drawn either way
    assert pos.over() is over
    if over:
        assert (pos.winner(), pos.reason()) == (1, "deck_out")


# --- recorded with the run -----------------------------------------------------------------------------------

def test_switches_travel_to_the_engine_and_into_the_metadata(tmp_path):
    from decks.decklist import load_deck
    from simcore.runner import Matchup, play_chunk, write_chunk
    from simcore.tables import build_tables

    a, b = load_deck("ST1"), load_deck("ST2")
    assert build_tables(a, b, rules=L.RS_PIERCING_WINS)[0].rules == L.RS_PIERCING_WINS
    m = Matchup(a, b, seed=4, rules=L.RS_EMPTY_DECK_DRAW_LOSES)
    path = write_chunk(str(tmp_path), m, 0, play_chunk(m, 0, 20))
    meta = pq.read_schema(path).metadata
    assert json.loads(meta[b"rules"]) == rules_record(L.RS_EMPTY_DECK_DRAW_LOSES)
    assert meta[b"overflow_games"] == b"0"


def test_a_sweep_resumes_only_with_the_same_switches():
    from decks.decklist import load_deck
    from simcore.sweep import SweepPlan, manifest_differences

    decks = [load_deck("ST1"), load_deck("ST2")]
    default = SweepPlan(decks, 100).manifest()
    switched = SweepPlan(decks, 100, rules=L.RS_GONE_ATTACKER_WINS | L.RS_PIERCING_WINS).manifest()
    assert "rules" not in default                # a default sweep's manifest is as before the switches
    assert switched["rules"] == rules_record(L.RS_GONE_ATTACKER_WINS | L.RS_PIERCING_WINS)
    assert manifest_differences(default, default) == []
    assert manifest_differences(switched, default) == [
        "rules switched on: gone_attacker_wins, piercing_wins_at_zero_security there, the default rules here"]

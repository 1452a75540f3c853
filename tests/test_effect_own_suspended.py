"""The timing "when any of your [X] trait Digimon suspend" (own_digimon_suspended, the suspended Digimon's top
card filtered by `card.` options): BT23-081 Chitose Imai suspends itself to give an opponent's Digimon -3000 DP
when one of its player's [Hudie] Digimon suspends (here by attacking), BT23-077 Sistermon Ciel's "when this Digimon
suspends" (when_suspended), and the compiled lines of that wording."""
import json

from effect_positions import Side, Slot, build
from decks.tools import compile_effects as ce


def test_bt23_081_suspends_when_a_hudie_digimon_attacks_and_weakens_an_opponents_digimon():
    # BT23-017 Betamon (1000 DP) has the [Hudie] trait; the opponent's Agumon (2000 DP) drops to 0 and is deleted
    pos = build(Side(battle=["BT23-081", Slot("BT23-017")], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-07"], deck=["ST1-03"]))
    pos.attack(0, 2)
    assert pos.suspended(0, 1)              # Chitose paid by suspending
    assert pos.battle(1) == []
    assert pos.trash(1) == ["ST1-03", "ST1-07"]   # Agumon by the DP effect, then the checked Greymon
    assert pos.trash(0) == ["BT23-017"]     # Betamon lost to the Security Digimon
    assert pos.violation() == 0


def test_bt23_081_stays_unsuspended_when_a_digimon_without_the_trait_attacks():
    pos = build(Side(battle=["BT23-081", Slot("ST1-08")], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-07"], deck=["ST1-03"]))
    pos.attack(0, 2)
    assert not pos.suspended(0, 1)
    assert pos.battle(1) == [["ST1-03"]]
    assert pos.violation() == 0


def test_bt23_077_de_digivolves_when_it_suspends_and_not_when_another_digimon_does():
    # Sistermon Ciel attacks: it suspends, and the opponent's Garudamon (ST1-08 on ST1-07) loses its top card
    pos = build(Side(battle=[Slot("BT23-077"), Slot("ST1-07")], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-07", "ST1-08"])], security=["ST1-06", "ST1-06"], deck=["ST1-03"]))
    pos.attack(0, 2)   # Greymon attacks first: Sistermon Ciel stays unsuspended, nothing happens
    assert pos.battle(1) == [["ST1-07", "ST1-08"]] and not pos.suspended(0, 1)
    assert pos.trash(1) == ["ST1-06"]   # the checked security card
    pos.attack(0, 1)
    assert pos.battle(1) == [["ST1-07"]] and pos.trash(1) == ["ST1-06", "ST1-08", "ST1-06"]
    assert pos.violation() == 0


def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines


def test_compiled_lines_of_the_own_digimon_suspended_timing():
    assert ("BT23-081 main own_digimon_suspended optional card.trait=hudie : suspend_self_cost ; then dp -3000 "
            "target=opponent count=1 duration=turn") in _lines("BT23-081")
    assert _lines("BT15-046") == ["BT15-046 main own_digimon_suspended your_turn once_per_turn : draw 1"]
    # "when this digimon suspends": the timing when_suspended
    assert _lines("BT23-077")[-1] == "BT23-077 main when_suspended : de_digivolve 1 target=opponent count=1"
    assert _lines("BT13-071")[-1] == ("BT13-071 inherited own_digimon_suspended opponents_turn once_per_turn : "
                                      "trash_opponent_security_top 1")

"""A cost paid by suspending 1 of your other Digimon (suspend_own_cost filter=other), then what it pays for.

Real cards: BT20-014 SaviorHuckmon (at the end of your turn, by suspending another Digimon, it digivolves into a
[Jesmon] from the hand for free) and BT13-058 (by suspending another Digimon, it unsuspends): their generated
lines, then played scenarios."""
from pathlib import Path

import pytest
from effect_positions import Side, Slot, build, ok, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage, describe
from simcore import effect_codes as ec

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")


# --- the compiled lines ------------------------------------------------------------------------------------------

@needs_shared
def test_bt20_014_end_of_turn_digivolution_paid_by_suspending_another_digimon():
    assert lines_of("BT20-014")[2] == (
        "BT20-014 main end_of_your_turn optional : suspend_own_cost filter=other ; then digivolve_from_hand"
        " target=self kind=digimon name~jesmon")
    assert card_coverage(load_catalog()["BT20-014"]) == "full"


@needs_shared
def test_bt13_058_unsuspends_itself_by_suspending_another_digimon():
    assert "BT13-058 main when_attacking optional : suspend_own_cost filter=other ; then unsuspend target=self" in (
        lines_of("BT13-058"))


def test_suspend_own_cost_reads_as_one_of_your_digimon():
    words = describe("X-1 main on_play : suspend_own_cost filter=other ; then memory +1")
    assert "cost: suspend 1 of your Digimon (other)" in words


# --- played ------------------------------------------------------------------------------------------------------

@needs_shared
def test_bt20_014_suspends_the_other_digimon_and_digivolves_into_jesmon_for_free():
    # BT6-016 Jesmon (red Lv.6 from red Lv.5): free at the turn's end; ST1-03 Agumon pays, suspended; the
    # digivolution draws 1
    pos = build(Side(hand=["BT6-016"], battle=["BT20-014", "ST1-03"], deck=["ST1-07"]),
                Side(battle=["ST1-03"]), memory=2)
    pos.end_of_turn(0)
    assert pos.battle(0) == [["BT20-014", "BT6-016"], ["ST1-03"]]
    assert pos.suspended(0, 2) and not pos.suspended(0, 1)
    assert pos.hand(0) == ["ST1-07"] and pos.memory(0) == 2
    paid = [e for e in pos.effects("BT20-014") if e[1] == ec.A_SUSPEND_OWN_COST]
    assert [e[2] for e in paid] == ["ST1-03"]
    ok(pos)


@needs_shared
def test_bt20_014_without_another_unsuspended_digimon_pays_nothing_and_stays():
    # the only other Digimon is suspended already: the cost can't be paid, Jesmon stays in the hand
    pos = build(Side(hand=["BT6-016"], battle=["BT20-014", Slot("ST1-03", suspended=True)], deck=["ST1-07"]),
                Side(battle=["ST1-03"]), memory=2)
    pos.end_of_turn(0)
    assert pos.battle(0) == [["BT20-014"], ["ST1-03"]] and pos.hand(0) == ["BT6-016"]
    ok(pos)
    # alone (this Digimon does not pay for itself), even though it is unsuspended
    pos = build(Side(hand=["BT6-016"], battle=["BT20-014"], deck=["ST1-07"]), Side(battle=["ST1-03"]), memory=2)
    pos.end_of_turn(0)
    assert pos.battle(0) == [["BT20-014"]] and not pos.suspended(0, 1) and pos.hand(0) == ["BT6-016"]
    ok(pos)

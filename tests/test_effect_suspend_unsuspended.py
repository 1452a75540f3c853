"""`suspend_unsuspended` (counted targets among the unsuspended Digimon only) with `if=not_suspended` after it ("if this
effect didn't suspend"), "none of their Digimon can unsuspend" for a duration, and "this Digimon and 1 of your [X]
Digimon may unsuspend". Scenarios on real cards (Paildramon, CresGarurumon) with the exact zones, and their compiled
lines checked against the printed text."""
import numpy as np
from effect_positions import Side, answered, build, script, lines_of
from positions import Slot

from decks.effects import load_effects
from simcore import query as Q
from simcore.effect_codes import CANT_UNSUSPEND

i32 = np.int32


def test_paildramon_and_cresgarurumon_are_read_from_the_card_text():
    lines = lines_of("BT16-025")
    assert "BT16-025 main when_digivolving : suspend target=all_opponent at_most_self=digivolution_cards ; then " \
           "if=dna_digivolving cant unsuspend target=all_opponent duration=opponents_next_turn" in lines
    assert "BT16-025 main when_attacking once_per_turn : suspend_unsuspended target=opponent count=1 ; then " \
           "if=not_suspended unsuspend target=self" in lines
    assert not load_effects()["BT16-025"].unmodeled
    assert "AD1-012 main on_play once_per_turn : bounce target=opponent count=1 rank=lowest_level filter=may ; then " \
           "unsuspend target=self filter=may ; then unsuspend target=own count=1 up_to name~greymon" \
           in lines_of("AD1-012")
    assert not load_effects()["AD1-012"].unmodeled


def test_paildramon_attacking_suspends_an_unsuspended_digimon_and_stays_suspended():
    # the opponent's suspended Agumon can't be chosen; the unsuspended Garurumon is suspended: Paildramon stays
    # suspended by its attack
    pos = build(Side(battle=[["ST2-06", "BT1-071", "BT16-025"]]),
                Side(battle=[Slot("ST1-03", suspended=True), "ST2-06"], security=["ST1-03", "ST1-03"]))
    pos.attack(0, 1)
    assert pos.suspended(1, 1) and pos.suspended(1, 2)
    assert pos.suspended(0, 1)
    assert pos.violation() == 0


def test_paildramon_unsuspends_when_its_effect_suspended_nothing():
    # all of the opponent's Digimon are suspended already: nothing can be chosen, so Paildramon unsuspends
    pos = build(Side(battle=[["ST2-06", "BT1-071", "BT16-025"]]),
                Side(battle=[Slot("ST1-03", suspended=True)], security=["ST1-03", "ST1-03"]))
    pos.attack(0, 1)
    assert pos.suspended(1, 1)
    assert not pos.suspended(0, 1)
    assert pos.violation() == 0


def test_paildramon_dna_digivolving_suspends_the_ones_with_as_many_or_fewer_cards_and_locks_them():
    # DNA digivolution of Garurumon (blue Lv.4) and Vegiemon (green Lv.4): Paildramon has 2 digivolution cards; the
    # opponent's bare Agumon and its 2-card Garurumon are suspended, the 3-source WereGarurumon is not; and their Digimon
    # stay suspended through their next turn
    pos = build(Side(battle=["ST2-06", "BT1-071"], hand=["BT16-025"]),
                Side(battle=["ST1-03", ["ST1-03", "ST2-06"], ["ST1-03", "ST1-03", "ST1-03", "ST2-08"]]), memory=3)
    pos.dna(0, "BT16-025", 1, 2)
    assert pos.battle(0) == [["BT1-071", "ST2-06", "BT16-025"]]
    assert pos.suspended(1, 1) and pos.suspended(1, 2) and not pos.suspended(1, 3)
    for s in (1, 2, 3):
        assert Q.restricted(pos.st, pos.tb, i32(1), i32(s), i32(CANT_UNSUSPEND))
    pos.next_turn()   # the opponent's turn: still locked
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(CANT_UNSUSPEND))
    pos.next_turn()   # over
    assert not Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(CANT_UNSUSPEND))
    assert pos.violation() == 0


def test_cresgarurumon_returns_the_lowest_level_and_unsuspends_itself_and_a_greymon():
    # CresGarurumon digivolves from the suspended WereGarurumon (cost 3): the opponent's lowest-level Digimon
    # (Agumon, Lv.3, below Garurumon's Lv.4) returns to the hand; then it and the suspended Greymon unsuspend
    for unsuspend_self in (True, False):
        pos = build(Side(battle=[Slot("ST2-08", suspended=True), Slot("ST1-07", suspended=True)], hand=["AD1-012"]),
                    Side(battle=["ST2-06", "ST1-03"]), memory=3)
        script(pos, 0, True, unsuspend_self)   # the return, then this Digimon's unsuspension: each a choice
        pos.digivolve(0, "AD1-012", 1)
        assert answered(pos)
        assert pos.battle(1) == [["ST2-06"]] and pos.hand(1) == ["ST1-03"]
        assert pos.suspended(0, 1) != unsuspend_self
        assert not pos.suspended(0, 2)   # the Greymon either way
        assert pos.violation() == 0

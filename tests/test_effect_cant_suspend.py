"""The restriction "can't suspend" (cant suspend) on the opponent's Digimon or Tamers (kinds=digimon,tamer) or on
1 Digimon and 1 Tamer: the exact lines of real cards and scenarios in hand-built positions."""
import numpy as np
from effect_positions import Side, build, ok, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage
from simcore import query as Q
from simcore.effect_codes import CANT_SUSPEND
from simcore.effects import suspend_slot

I32 = np.int32


def cant_suspend(pos, p, s):
    return bool(Q.restricted(pos.st, pos.tb, I32(p), I32(s), I32(CANT_SUSPEND)))


def test_the_restriction_compiles():
    assert lines_of("EX9-019")[:2] == [
        "EX9-019 main on_play : cant suspend target=opponent count=1 kinds=digimon,tamer duration=opponents_next_turn",
        "EX9-019 main when_digivolving : cant suspend target=opponent count=1 kinds=digimon,tamer "
        "duration=opponents_next_turn"]
    assert card_coverage(load_catalog()["EX9-019"]) == "full"
    # hand-written (decks/data/effects_overrides.txt): its [On Play] may resolve in the opponent's turn too
    assert "EX10-012 main on_play : cant suspend target=opponent count=1 duration=opponents_turn_end ; then cant " \
           "suspend target=opponent count=1 filter=tamer duration=opponents_turn_end" in lines_of("EX10-012")
    assert "BT18-025 main on_play : cant suspend target=opponent count=1 filter=no_digivolution_cards " \
           "duration=opponents_next_turn" in lines_of("BT18-025")


def test_a_digimon_that_cant_suspend_neither_attacks_nor_is_suspended_till_its_turn_ends():
    pos = build(Side(hand=["EX9-019"], deck=["ST1-03"] * 3), Side(battle=["ST1-07"], deck=["ST1-03"] * 3),
                memory=9)
    pos.play(0, "EX9-019")
    assert cant_suspend(pos, 1, 1) and not cant_suspend(pos, 0, 1)
    suspend_slot(pos.st, pos.tb, I32(1), I32(1))
    assert not pos.suspended(1, 1)                  # an effect doesn't suspend it
    pos.next_turn()
    assert pos.can_attack(1, 1) is False            # an attack would suspend it
    pos.next_turn()                                 # the end of its turn: the restriction is over
    assert not cant_suspend(pos, 1, 1)
    suspend_slot(pos.st, pos.tb, I32(1), I32(1))
    assert pos.suspended(1, 1)
    ok(pos)


def test_a_tamer_may_be_the_one_that_cant_suspend():
    # the opponent has only a Tamer: it is the target of "1 of your opponent's Digimon or Tamers"
    pos = build(Side(hand=["EX9-019"], deck=["ST1-03"] * 3), Side(battle=["ST1-12"], deck=["ST1-03"] * 3),
                memory=9)
    pos.play(0, "EX9-019")
    assert cant_suspend(pos, 1, 1)
    suspend_slot(pos.st, pos.tb, I32(1), I32(1))
    assert not pos.suspended(1, 1)
    ok(pos)


def test_without_tamers_in_the_targets_a_tamer_stays_free():
    # the same target without kinds=digimon,tamer: only the Digimon
    pos = build(Side(hand=["EX5-020"], deck=["ST1-03"] * 3), Side(battle=["ST1-12", "ST1-07"], deck=["ST1-03"] * 3),
                memory=9)
    pos.play(0, "EX5-020")
    assert not cant_suspend(pos, 1, 1) and cant_suspend(pos, 1, 2)
    ok(pos)


def test_a_suspension_passes_by_a_digimon_that_cant_suspend_or_is_suspended():
    # "suspend 1 of your opponent's Digimon" (BT1-070) on the only target: it can't suspend, then it is suspended
    # already; either way nothing changes and no suspension is logged
    pos = build(Side(hand=["EX9-019", "BT1-070", "BT1-070"], deck=["ST1-03"] * 3),
                Side(battle=["ST1-07"], deck=["ST1-03"] * 3), memory=9)
    pos.play(0, "EX9-019")
    pos.set_memory(0, 9)
    pos.play(0, "BT1-070")
    assert not pos.suspended(1, 1)
    assert [x for x in pos.effects("BT1-070") if x[1] == "suspend"] == []
    pos.st.susp[1, 1] = 1
    pos.set_memory(0, 9)
    pos.play(0, "BT1-070")
    assert pos.suspended(1, 1)
    assert [x for x in pos.effects("BT1-070") if x[1] == "suspend"] == []
    ok(pos)

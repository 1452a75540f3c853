"""EX9-073 Machinedramon: its [On Play] / [When Digivolving] / [When Attacking] (one effect, one use a turn) places a
level 5 [Cyborg] or [Ver.5] card of the hand or trash right under its top card (`place_top_digivolution_cost`), then
1 [On Play] effect of that card activates as this Digimon's (`activate_placed_on_play`); when it would leave the
battle area, trashing its bottom 2 digivolution cards that lie face down or have the [Cyborg] trait keeps it
(`trash_bottom_face_down_or_cost`, then `stay`)."""
import numpy as np

import effect_positions
from effect_positions import Side, script, answered, lines_of, full
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import effects as EF
from simcore.layout import DEL_EFFECT

MACHINEDRAMON = "EX9-073"   # Lv.6 [Machine] [DM] [Ver.5], cost 12
METALGREYMON = "EX9-011"    # Lv.5 [Cyborg] [Ver.1]: up to 5000 DP in total, +2000 for each face-down card
METALGREYMON_ST = "ST1-09"  # Lv.5 [Cyborg], 7000 DP
AGUMON = "ST1-03"           # Lv.3, 2000 DP
VORVOMON = "BT2-011"        # Lv.3, 5000 DP, no text
NUMEMON = "BT2-056"         # black Lv.4, no trait of theirs, no text
BIG = "BT1-024"             # Lv.5, 10000 DP, no text


def face_down(pos, p, s):
    tb = pos.tb
    return [int(tb.face_up[c]) != int(c) for c in pos.st.stk[p, s, :pos.st.stk_n[p, s]]]


def test_encoded_lines_and_full():
    use = ("once_per_turn optional : place_top_digivolution_cost target=self level=5 trait=cyborg|ver.5 ; then "
           "activate_placed_on_play target=self")
    assert lines_of(MACHINEDRAMON) == [
        "EX9-073 main on_play " + use,
        "EX9-073 main when_digivolving " + use,
        "EX9-073 main when_attacking " + use,
        "EX9-073 main would_leave_any_way optional : trash_bottom_face_down_or_cost 2 target=self trait=cyborg ; "
        "then stay target=self"]
    assert full(MACHINEDRAMON)
    assert (ec.A_PLACE_TOP_DIGIVOLUTION_COST, ec.A_ACTIVATE_PLACED_ON_PLAY,
            ec.A_TRASH_BOTTOM_FACE_DOWN_OR_COST) == (313, 314, 315)


def test_on_play_places_a_cyborg_of_the_hand_on_top_of_the_stack_and_runs_its_on_play():
    pos = effect_positions.build(Side(hand=[MACHINEDRAMON, METALGREYMON], trash=[AGUMON], deck=[AGUMON] * 3),
                                 Side(battle=[VORVOMON, AGUMON, BIG], deck=[AGUMON] * 3), memory=12)
    script(pos, 0, True, True)   # Machinedramon's effect; MetalGreymon's [On Play] as its own
    pos.play(0, MACHINEDRAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    # MetalGreymon right under the top card, then its cost's Agumon face down at the bottom of Machinedramon
    assert pos.battle(0) == [[AGUMON, METALGREYMON, MACHINEDRAMON]]
    assert face_down(pos, 0, 1) == [True, False, False]
    assert pos.hand(0) == [] and pos.trash(0) == []
    # 5000 + 2000 for the one face-down card: Vorvomon and Agumon, the 10000 DP Digimon stays
    assert pos.battle(1) == [[BIG]] and sorted(pos.trash(1)) == sorted([VORVOMON, AGUMON])
    ok(pos)


def test_the_card_may_come_from_the_trash():
    pos = effect_positions.build(Side(hand=[MACHINEDRAMON], trash=[METALGREYMON], deck=[AGUMON] * 3),
                                 Side(battle=[BIG], deck=[AGUMON] * 3), memory=12)
    script(pos, 0, True)   # MetalGreymon's own cost finds no Digimon card left in the trash: nothing more
    pos.play(0, MACHINEDRAMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[METALGREYMON, MACHINEDRAMON]] and pos.trash(0) == []
    assert pos.battle(1) == [[BIG]]
    ok(pos)


def test_no_level_5_cyborg_nothing_is_placed():
    pos = effect_positions.build(Side(hand=[MACHINEDRAMON, NUMEMON], deck=[AGUMON] * 3),
                                 Side(battle=[BIG], deck=[AGUMON] * 3), memory=12)
    script(pos, 0, True)
    pos.play(0, MACHINEDRAMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[MACHINEDRAMON]] and pos.hand(0) == [NUMEMON]
    ok(pos)


def test_would_leave_trashes_the_bottom_two_face_down_or_cyborg_cards_and_stays():
    pos = effect_positions.build(
        Side(battle=[Slot([AGUMON, NUMEMON, METALGREYMON_ST, NUMEMON, MACHINEDRAMON])],
             deck=[AGUMON, AGUMON, METALGREYMON]),   # MetalGreymon places cards face down: the twins exist
        Side(deck=[AGUMON] * 3))
    assert pos.tb.face_down_of[pos.card(AGUMON)] >= 0
    pos.st.stk[0, 1, 0] = pos.tb.face_down_of[pos.card(AGUMON)]   # the bottom card lies face down
    script(pos, 0, True)
    EF.delete_slot(pos.st, pos.tb, np.int32(0), np.int32(1), np.int32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    # the face-down Agumon and the [Cyborg] MetalGreymon, the lowest two that qualify; the Numemon between stays
    assert pos.battle(0) == [[NUMEMON, NUMEMON, MACHINEDRAMON]]
    assert sorted(pos.trash(0)) == sorted([AGUMON, METALGREYMON_ST])
    ok(pos)


def test_would_leave_with_one_such_card_it_leaves():
    pos = effect_positions.build(
        Side(battle=[Slot([NUMEMON, METALGREYMON_ST, MACHINEDRAMON])], deck=[AGUMON] * 3), Side(deck=[AGUMON] * 3))
    script(pos, 0, True)
    EF.delete_slot(pos.st, pos.tb, np.int32(0), np.int32(1), np.int32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == []
    assert sorted(pos.trash(0)) == sorted([NUMEMON, METALGREYMON_ST, MACHINEDRAMON])
    ok(pos)

""""When one of your other Digimon is deleted" read as "when any of your other Digimon are deleted"
(own_digimon_deleted; the deleted Digimon is gone when the timing comes): EX1-055 Tapirmon's inherited draw in your
turn, once per turn."""
import numpy as np
import effect_positions
import pytest
from effect_positions import Side, Slot, full, lines_of, ok

from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot

TAPIRMON = "EX1-055"          # inherited: your turn, once per turn, another of yours deleted: draw 1
AGUMON = "ST1-03"
GREYMON = "ST1-07"
DECK = [AGUMON] * 6


def test_the_compiled_lines():
    assert lines_of(TAPIRMON) == ["EX1-055 inherited own_digimon_deleted your_turn once_per_turn : draw 1"]
    for card, line in (("BT2-073", "BT2-073 inherited own_digimon_deleted your_turn once_per_turn : memory +1"),
                       ("BT5-076", "BT5-076 inherited own_digimon_deleted your_turn once_per_turn : security_attack +1 "
                                   "target=self duration=turn"),
                       ("BT14-064", "BT14-064 inherited own_digimon_deleted once_per_turn : reveal_play 3 kind=digimon "
                                    "name=commandramon up_to filter=rest_to_trash")):
        assert line in lines_of(card)
    for card in (TAPIRMON, "BT2-073", "BT5-006", "BT5-076", "BT14-064"):
        assert full(card), card


def delete_by_opponent(pos, s):
    pos.st.g[L.G_EFFECT_PLAYER] = 2   # an effect of player 1
    delete_slot(pos.st, pos.tb, np.int32(0), np.int32(s), np.int32(L.DEL_EFFECT))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


@pytest.mark.parametrize("current, drawn", [(0, 1), (1, 0)])
def test_tapirmon_beneath_draws_1_when_another_of_yours_is_deleted_in_your_turn(current, drawn):
    pos = effect_positions.build(Side(battle=[Slot([TAPIRMON, GREYMON]), AGUMON, AGUMON], deck=DECK),
                                 Side(deck=DECK), current=current)
    hand = len(pos.hand(0))
    delete_by_opponent(pos, 2)
    assert len(pos.hand(0)) == hand + drawn
    delete_by_opponent(pos, 2)   # once per turn
    assert len(pos.hand(0)) == hand + drawn
    ok(pos)


def test_tapirmon_beneath_draws_nothing_when_its_own_digimon_is_deleted():
    pos = effect_positions.build(Side(battle=[Slot([TAPIRMON, GREYMON]), AGUMON], deck=DECK), Side(deck=DECK))
    delete_by_opponent(pos, 1)
    assert pos.hand(0) == []
    ok(pos)


@pytest.mark.parametrize("others, drawn", [([AGUMON], 1), ([], 0), (["BT8-086"], 0)])
def test_missimon_beneath_draws_1_on_deletion_if_you_have_a_digimon(others, drawn):
    # EX4-001: "if you have a Digimon" is if=own_has with kind=digimon (a Tamer alone is not one)
    assert lines_of("EX4-001") == ["EX4-001 inherited on_deletion if=own_has : draw 1 kind=digimon"]
    assert full("EX4-001")
    pos = effect_positions.build(Side(battle=[Slot(["EX4-001", GREYMON]), *others], deck=DECK), Side(deck=DECK))
    delete_by_opponent(pos, 1)
    assert len(pos.hand(0)) == drawn
    ok(pos)

"""The condition "if you have [A] or [B]" / "[A]/[B]" (a Digimon or Tamer of one of those names): `if=own_has` with
`kinds=digimon,tamer name=a|b`, read by a play cost reduction of the card in the hand (BT23-031 Angewomon,
BT23-067 LadyDevimon) and by a [Start of Your Main Phase] memory gain (BT19-030 Renamon, BT19-044 Terriermon)."""
import numpy as np
import pytest
from effect_positions import Side, build, full, lines_of

from simcore import engine as E
from simcore import layout as L

ANGEWOMON = "BT23-031"     # cost 7; 3 less with [LadyDevimon] or [Mirei Mikagura]
LADYDEVIMON = "BT15-077"   # named LadyDevimon
MIREI = "BT22-089"         # Tamer named Mirei Mikagura
RIKA = "BT17-085"          # Tamer of another name
RENAMON = "BT19-030"       # Start of Your Main Phase: with [Rika Nonaka]/[Calumon], gain 1 memory
CALUMON = "BT19-077"       # a Digimon named Calumon
TERRIERMON = "BT19-044"    # the same with [Henry Wong]/[Calumon]


def test_the_compiled_lines():
    assert lines_of(ANGEWOMON)[0] == ("BT23-031 main static if=own_has : play_cost_down 3 target=self "
                                      "kinds=digimon,tamer name=ladydevimon|mirei_mikagura")
    assert lines_of("BT23-067")[0] == ("BT23-067 main static if=own_has : play_cost_down 3 target=self "
                                       "kinds=digimon,tamer name=angewomon|mirei_mikagura")
    assert lines_of(RENAMON)[0] == ("BT19-030 main start_of_your_main_phase if=own_has : memory +1 "
                                    "kinds=digimon,tamer name=rika_nonaka|calumon")
    assert lines_of(TERRIERMON)[0] == ("BT19-044 main start_of_your_main_phase if=own_has : memory +1 "
                                       "kinds=digimon,tamer name=henry_wong|calumon")
    for card in (ANGEWOMON, "BT23-067", RENAMON, TERRIERMON):
        assert full(card), card


def _play_cost(pos, number):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_PLAY and a[1] == i]


@pytest.mark.parametrize("field, cost", [([MIREI], 4), ([LADYDEVIMON], 4), ([RIKA], 7), ([], 7)])
def test_angewomon_costs_3_less_with_one_of_the_two_names(field, cost):
    pos = build(Side(hand=[ANGEWOMON], battle=field, deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=8)
    assert _play_cost(pos, ANGEWOMON) == [cost]
    assert pos.violation() == 0


@pytest.mark.parametrize("field, gain", [([RENAMON, CALUMON], 1), ([RENAMON, "BT19-083"], 1), ([RENAMON, RIKA], 1),
                                         ([RENAMON, MIREI], 0), ([RENAMON], 0)])
def test_renamon_gains_1_memory_at_the_start_of_the_main_phase_with_rika_or_calumon(field, gain):
    # BT19-083 and BT17-085 are both named Rika Nonaka
    pos = build(Side(battle=field, deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=0)
    E.begin_main_phase(pos.st, pos.tb, np.int32(0))
    assert pos.memory(0) == gain
    assert pos.violation() == 0

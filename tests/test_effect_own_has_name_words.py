""""If (while) you have [X] (in play), ..." with one exact name: the condition own_has_name (a Digimon or Tamer of
that name in the battle area), on persistent and timed effects (P-059 Gammamon, P-060 Angoramon, P-061); not for
[Mother D-Reaper], a Digi-Egg card the engine does not keep in the battle area (EX2-052 ADR-06 Horn Striker stays
partial); "while you have N or more memory" is own_memory>=N on a persistent effect too (BT1-018 Flarerizamon)."""
import effect_positions
import pytest
from effect_positions import Side, Slot, full, lines_of, ok

from simcore import engine as E

HORN_STRIKER = "EX2-052"     # Rush in your turn while you have [Mother D-Reaper]
GAMMAMON = "P-059"           # inherited: +2000 DP in your turn while you have [Hiro Amanokawa]
HIRO = "P-062"               # Tamer named Hiro Amanokawa
RULI = "BT10-091"            # Tamer named Ruli Tsukiyono
ANGORAMON = "P-060"          # inherited: when attacking, once per turn, with [Ruli Tsukiyono], gain 1 memory
FLARERIZAMON = "BT1-018"     # <Security A. +1> in your turn while you have 3 or more memory
GREYMON = "ST1-07"           # red Lv.4
AGUMON = "ST1-03"
DECK = [AGUMON] * 4


def test_the_compiled_lines():
    assert lines_of(GAMMAMON) == ["P-059 inherited static your_turn if=own_has_name=hiro_amanokawa : dp +2000 "
                                  "target=self"]
    assert lines_of(ANGORAMON) == ["P-060 inherited when_attacking once_per_turn if=own_has_name=ruli_tsukiyono : "
                                   "memory +1"]
    assert lines_of("P-061") == ["P-061 inherited when_attacking once_per_turn "
                                 "if=own_has_name=kiyoshiro_higashimitarai : draw 1"]
    assert lines_of(FLARERIZAMON) == ["BT1-018 main static your_turn if=own_memory>=3 : security_attack +1 target=self"]
    for card in (GAMMAMON, ANGORAMON, "P-061", FLARERIZAMON):
        assert full(card), card
    for card in (HORN_STRIKER, "EX2-050"):
        assert not any("own_has_name" in x for x in lines_of(card)) and not full(card), card


@pytest.mark.parametrize("tamer, bonus", [(HIRO, 2000), (RULI, 0), (None, 0)])
def test_gammamon_beneath_gets_2000_dp_with_hiro_in_play(tamer, bonus):
    field = [Slot([GAMMAMON, GREYMON])] + ([tamer] if tamer else [])
    plain = effect_positions.build(Side(battle=[GREYMON], deck=DECK), Side(deck=DECK))
    pos = effect_positions.build(Side(battle=field, deck=DECK), Side(deck=DECK))
    assert pos.dp(0, 1) == plain.dp(0, 1) + bonus
    ok(pos)


def test_gammamon_beneath_gives_nothing_in_the_opponents_turn():
    field = [Slot([GAMMAMON, GREYMON]), HIRO]
    plain = effect_positions.build(Side(battle=[GREYMON], deck=DECK), Side(deck=DECK), current=1)
    pos = effect_positions.build(Side(battle=field, deck=DECK), Side(deck=DECK), current=1)
    assert pos.dp(0, 1) == plain.dp(0, 1)


@pytest.mark.parametrize("tamer, gain", [(RULI, 1), (HIRO, 0)])
def test_angoramon_beneath_gains_1_memory_attacking_with_ruli_in_play(tamer, gain):
    pos = effect_positions.build(Side(battle=[Slot([ANGORAMON, GREYMON]), tamer], deck=DECK),
                                 Side(security=[AGUMON], deck=DECK), memory=2)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 2 + gain
    ok(pos)


@pytest.mark.parametrize("memory, extra", [(3, 1), (2, 0)])
def test_flarerizamon_checks_1_more_card_with_3_or_more_memory(memory, extra):
    plain = effect_positions.build(Side(battle=[GREYMON], deck=DECK), Side(deck=DECK), memory=memory)
    pos = effect_positions.build(Side(battle=[FLARERIZAMON], deck=DECK), Side(deck=DECK), memory=memory)
    assert pos.security_attack(0, 1) == plain.security_attack(0, 1) + extra


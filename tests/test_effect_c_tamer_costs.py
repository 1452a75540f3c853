"""Tamers read with words the language already has, hand-written: P-012 (Tai Kamiya (V-Tamer)): its [Main], while
one of your Digimon is named with [Veedramon], suspends the Tamer for one of two effects: a may draw, the +1000 DP
for the turn given only when the draw is declined (`if=declined`); BT8-092 (Yuji Musya): the moved-out and attacking
[X-Antibody] Digimon (`card.trait~`, `card.all=color:black|in_trait:x-antibody`, `place_under_cost target=event`)."""
import numpy as np

from effect_positions import Side, answered, build, full, lines_of, script
from positions import ok
from simcore import engine as E

TAI = "P-012"
VEEDRAMON = "ST8-05"     # Lv.4 blue, 5000 DP, [Veedramon] in its name, no main text
GORILLAMON = "BT1-037"   # Lv.4 blue, 6000 DP, no text
MONODRAMON = "BT1-009"   # Lv.3 red, 3000 DP, no text


def test_encoded_lines():
    assert full(TAI)
    assert lines_of(TAI) == [
        "P-012 main activated if=own_has optional : suspend_self_cost kind=digimon name~veedramon ; then draw 1 "
        "filter=may ; then if=declined dp +1000 target=own count=1 duration=turn",
        "P-012 security security : play_self"]


def _tai(*answers):
    pos = build(Side(battle=[TAI, VEEDRAMON], deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=3)
    assert pos.activatable(0, 1)
    script(pos, 0, *answers)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    return pos


def test_tai_draws():
    pos = _tai(True, True)
    assert pos.hand(0) == [MONODRAMON] and pos.dp(0, 2) == 5000
    ok(pos)


def test_tai_gives_1000_dp_when_the_draw_is_declined():
    pos = _tai(True, False)
    assert pos.hand(0) == [] and pos.dp(0, 2) == 6000
    ok(pos)


def test_tai_offers_nothing_without_a_veedramon():
    pos = build(Side(battle=[TAI, GORILLAMON], deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=3)
    assert not pos.activatable(0, 1)
    ok(pos)



# --- BT8-092 (Yuji Musya): a moved-out [X-Antibody] Digimon draws and gains memory; an attacking black one may take a
# card from the hand beneath it for the Tamer's suspension
YUJI = "BT8-092"
DORUMON = "BT13-063"     # Lv.3 black, [X Antibody]
KOSUKE = "BT16-087"      # a Tamer: its [Security] plays it, no battle


def test_yuji_lines():
    assert full(YUJI)
    assert lines_of(YUJI) == [
        "BT8-092 main own_digimon_moved_out your_turn card.trait~x-antibody : memory +1 ; then draw 1",
        "BT8-092 main own_digimon_attacks your_turn optional card.all=color:black|in_trait:x-antibody : "
        "suspend_self_cost ; then place_under_cost 1 trait~x-antibody target=event",
        "BT8-092 security security : play_self"]


def test_yuji_places_an_x_antibody_card_under_the_attacker():
    pos = build(Side(battle=[YUJI, DORUMON], hand=[DORUMON], deck=[MONODRAMON]),
                Side(security=[KOSUKE, KOSUKE], deck=[MONODRAMON]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1) and pos.hand(0) == []
    assert pos.battle(0)[1] == [DORUMON, DORUMON]
    ok(pos)


def test_yuji_passes_a_digimon_of_another_colour_by():
    pos = build(Side(battle=[YUJI, MONODRAMON], hand=[DORUMON], deck=[MONODRAMON]),
                Side(security=[KOSUKE, KOSUKE], deck=[MONODRAMON]), memory=3)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1) and pos.hand(0) == [DORUMON]
    ok(pos)


def test_yuji_answers_the_move_out_of_an_x_antibody_digimon():
    pos = build(Side(battle=[YUJI], breeding=DORUMON, deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=3)
    E.breeding_phase(pos.st, pos.tb, np.int32(0))
    E.settle(pos.st, pos.tb)
    assert DORUMON in [s[-1] for s in pos.battle(0)]
    assert pos.memory(0) == 4 and pos.hand(0) == [MONODRAMON]
    ok(pos)

"""Tamers read with words the language already has, hand-written: P-012 (Tai Kamiya (V-Tamer)): its [Main], while
you have a Digimon with [Veedramon] in its name, suspends the Tamer for one of two effects: a may draw, the +1000 DP
for the turn given only when the draw is declined (`if=declined`)."""
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


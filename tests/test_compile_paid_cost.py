"""The effect cost "by paying N cost": `memory -N` as the first clause of an optional effect, the memory lost
whether or not it goes below 0 (BT17-001's inherited When Attacking, BT15-009's [Main], BT22-010, BT22-074)."""
from effect_positions import Side, answered, build, full, lines_of, script
from positions import Slot, ok
from simcore import engine as E

GIGIMON = "BT17-001"     # Digi-Egg; inherited When Attacking: pay 1 to delete up to 3000 DP
MERAMON = "BT15-009"     # Lv.4, 4000 DP; [Main] once per turn: pay 2 to delete at most this Digimon's DP
MONODRAMON = "BT1-009"   # Lv.3 red, 3000 DP, no text
ARMADILLOMON = "BT1-027"  # Lv.3 blue, 4000 DP, no text
GORILLAMON = "BT1-037"   # Lv.4 blue, 6000 DP, no text


def test_encoded_lines():
    for card in (GIGIMON, MERAMON, "BT22-010", "BT22-074"):
        assert full(card), card
    assert lines_of(GIGIMON) == [
        "BT17-001 inherited when_attacking optional : memory -1 ; then delete target=opponent count=1 dp<=3000"]
    assert lines_of(MERAMON) == [
        "BT15-009 main activated once_per_turn optional : memory -2 ; then delete target=opponent count=1 "
        "at_most_self=dp"]
    assert lines_of("BT22-010")[0] == (
        "BT22-010 main activated once_per_turn optional : memory -2 ; then keyword raid target=self duration=turn ; "
        "then piercing target=self duration=turn ; then attack target=self")
    assert lines_of("BT22-074")[0] == (
        "BT22-074 main activated once_per_turn optional : memory -3 ; then delete target=opponent count=1 level<=5 ; "
        "then if=not_deleted security_attack +1 target=self duration=turn ; then attack target=self")


def test_gigimon_pays_1_memory_to_delete_a_3000_dp_digimon():
    pos = build(Side(battle=[Slot([GIGIMON, MONODRAMON])], deck=[MONODRAMON]),
                Side(battle=[MONODRAMON, GORILLAMON], security=[MONODRAMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 2
    assert pos.battle(1) == [[GORILLAMON]]
    ok(pos)


def test_gigimon_declined_pays_nothing():
    pos = build(Side(battle=[Slot([GIGIMON, MONODRAMON])], deck=[MONODRAMON]),
                Side(battle=[MONODRAMON], security=[MONODRAMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, False)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 3 and pos.battle(1) == [[MONODRAMON]]
    ok(pos)


def test_meramon_pays_2_memory_to_delete_up_to_its_own_dp_once_per_turn():
    pos = build(Side(battle=[MERAMON], deck=[MONODRAMON]),
                Side(battle=[GORILLAMON, ARMADILLOMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, True)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 1
    assert pos.battle(1) == [[GORILLAMON]]   # 6000 DP is more than Meramon's 4000
    assert not pos.activatable(0, 1)
    ok(pos)


def test_the_memory_paid_may_go_below_0():
    pos = build(Side(battle=[MERAMON], deck=[MONODRAMON]),
                Side(battle=[ARMADILLOMON], deck=[MONODRAMON]), memory=1)
    script(pos, 0, True)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == -1 and pos.battle(1) == []
    ok(pos)

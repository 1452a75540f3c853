"""The conditions on the opponent's memory, read from your side: "if your opponent has N or more memory" is
`if=own_memory<=-N`, "N or less memory" `if=own_memory>=-N` (BT15-069, the inherited End of Attack of BT15-071,
BT15-075 and BT16-076); BT15-071 and BT15-075 hand-written for their <Draw 1> under a [SoC] Tamer card beneath."""
from effect_positions import Side, answered, build, full, lines_of, script
from positions import Slot, ok
from simcore import engine as E

CANDLEMON = "BT15-069"   # Lv.3, 2000 DP; On Deletion: draw 1 / gain 1 memory by the opponent's memory
LOOGAMON = "BT15-071"    # Lv.3; When Attacking: trash 1 to delete up to 3000 DP, then draw 1 with a [SoC] Tamer
LOOGARMON = "BT15-075"
MONODRAMON = "BT1-009"   # Lv.3 red, 3000 DP, no text
ARMADILLOMON = "BT1-027"  # Lv.3 blue, 4000 DP, no text
GORILLAMON = "BT1-037"   # Lv.4 blue, 6000 DP, no text
KOSUKE = "BT16-087"      # a Tamer with the [SoC] trait


def test_encoded_lines():
    for card in (CANDLEMON, LOOGAMON, LOOGARMON):
        assert full(card), card
    assert lines_of(CANDLEMON) == [
        "BT15-069 main on_deletion : branches ; then if=own_memory>=-1 draw 1 ; then if=own_memory<=-1 memory +1"]
    assert lines_of(LOOGAMON) == [
        "BT15-071 main when_attacking optional : trash_from_hand_cost 1 ; then delete target=opponent count=1 "
        "dp<=3000 ; then if=named_digivolution_cards>=1 draw 1 this_all=kind:tamer|trait:soc",
        "BT15-071 inherited end_of_attack once_per_turn if=own_memory<=-1 : memory +1"]
    assert lines_of(LOOGARMON)[2] == "BT15-075 inherited end_of_attack once_per_turn if=own_memory<=-1 : memory +1"
    assert lines_of("BT16-076")[0] == "BT16-076 inherited end_of_attack once_per_turn if=own_memory<=-1 : unsuspend " \
                                      "target=self"


def _candlemon_deleted_in_the_opponents_turn(their_memory):
    pos = build(Side(battle=[Slot(CANDLEMON, suspended=True)], deck=[MONODRAMON]),
                Side(battle=[GORILLAMON], deck=[MONODRAMON]), current=1, memory=their_memory)
    pos.attack(1, 1, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [] and pos.trash(0) == [CANDLEMON]
    return pos


def test_candlemon_draws_while_the_opponent_has_1_memory_or_less():
    pos = _candlemon_deleted_in_the_opponents_turn(0)
    assert pos.hand(0) == [MONODRAMON] and pos.memory(1) == 0
    ok(pos)


def test_candlemon_draws_and_gains_1_memory_while_the_opponent_has_exactly_1():
    pos = _candlemon_deleted_in_the_opponents_turn(1)
    assert pos.hand(0) == [MONODRAMON] and pos.memory(1) == 0
    ok(pos)


def test_candlemon_gains_1_memory_only_while_the_opponent_has_2():
    pos = _candlemon_deleted_in_the_opponents_turn(2)
    assert pos.hand(0) == [] and pos.memory(1) == 1
    ok(pos)


def _loogamon_attack(under, memory):
    pos = build(Side(battle=[Slot([*under, LOOGAMON])], hand=[ARMADILLOMON], deck=[GORILLAMON]),
                Side(battle=[MONODRAMON], security=[MONODRAMON], deck=[MONODRAMON]), memory=memory)
    script(pos, 0, True)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [] and ARMADILLOMON in pos.trash(0)   # the 3000 DP Digimon deleted for the card
    return pos


def test_loogamon_draws_with_a_soc_tamer_card_beneath():
    pos = _loogamon_attack([KOSUKE], 3)
    assert pos.hand(0) == [GORILLAMON]
    ok(pos)


def test_loogamon_does_not_draw_without_one():
    pos = _loogamon_attack([], 3)
    assert pos.hand(0) == []
    ok(pos)


def test_the_inherited_memory_at_the_end_of_attack_needs_the_opponent_to_have_memory():
    for memory, after in ((-1, 0), (0, 0)):
        pos = build(Side(battle=[Slot([LOOGAMON, GORILLAMON])], deck=[MONODRAMON]),
                    Side(security=[MONODRAMON, MONODRAMON], deck=[MONODRAMON]), memory=memory)
        pos.attack(0, 1, -1)
        E.settle(pos.st, pos.tb)
        assert pos.memory(0) == after, memory
        ok(pos)

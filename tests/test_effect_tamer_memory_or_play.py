"""BT7-013 MetalGreymon's [On Play], read from the Tamers its player has: with a Tamer, 2 memory (`on_play
if=own_tamers>=1 : memory +2`); with none, the player may play a red Tamer card of the hand for free (`on_play
if=own_tamers<=0 optional : play_from_hand kind=tamer color=red`)."""
import effect_positions
from effect_positions import Side, script, answered, lines_of, full
from positions import ok
from simcore import engine as E

METALGREYMON = "BT7-013"   # red Lv.5, cost 7
TAI = "ST1-12"             # red Tamer, cost 2
MATT = "ST2-12"            # blue Tamer, cost 2
AGUMON = "ST1-03"


def test_encoded_lines_and_full():
    assert lines_of(METALGREYMON) == [
        "BT7-013 main on_play if=own_tamers>=1 : memory +2",
        "BT7-013 main on_play if=own_tamers<=0 optional : play_from_hand kind=tamer color=red",
        "BT7-013 inherited opponent_digimon_deleted your_turn once_per_turn : memory +1"]
    assert full(METALGREYMON)


def test_without_a_tamer_a_red_tamer_of_the_hand_is_played_for_free():
    pos = effect_positions.build(Side(hand=[METALGREYMON, TAI, MATT], deck=[AGUMON]), Side(deck=[AGUMON]), memory=7)
    script(pos, 0, True)
    pos.play(0, METALGREYMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[METALGREYMON], [TAI]] and pos.hand(0) == [MATT]
    assert pos.memory(0) == 0   # 7 paid, nothing for the Tamer, no memory gained
    ok(pos)


def test_with_a_tamer_two_memory_and_no_play():
    pos = effect_positions.build(Side(hand=[METALGREYMON, TAI], battle=[MATT], deck=[AGUMON]), Side(deck=[AGUMON]),
                                 memory=7)
    script(pos, 0)   # no question asked
    pos.play(0, METALGREYMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[MATT], [METALGREYMON]] and pos.hand(0) == [TAI]
    assert pos.memory(0) == 2
    ok(pos)


def test_without_a_tamer_a_blue_one_is_not_played():
    pos = effect_positions.build(Side(hand=[METALGREYMON, MATT], deck=[AGUMON]), Side(deck=[AGUMON]), memory=7)
    script(pos, 0, True)
    pos.play(0, METALGREYMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[METALGREYMON]] and pos.hand(0) == [MATT] and pos.memory(0) == 0
    ok(pos)

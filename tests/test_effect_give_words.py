""""Give N of their Digimon <Security A. -N> until ..." read as "N of your opponent's Digimon
gain <Security A. -1> ..." (ST20-05 Gatomon, EX8-019), and "gets +N DP and <Security A. +1>" as "gains
<Security A. +1> and +N DP" (BT1-093 Great Tornado): the same Digimon chosen for both changes."""
import effect_positions
from effect_positions import Side, full, lines_of, ok

from simcore import engine as E

GATOMON = "ST20-05"     # yellow Lv.4, on play / when digivolving: 2 of theirs get <Security A. -1>
GREAT_TORNADO = "BT1-093"     # red option: 1 of yours +2000 DP and <Security A. +1> for the turn
AGUMON = "ST1-03"            # red Lv.3
GREYMON = "ST1-07"           # red Lv.4
METALGREYMON = "ST1-09"      # red Lv.5
DECK = [AGUMON] * 4


def test_the_compiled_lines():
    assert lines_of(GATOMON)[:2] == [
        "ST20-05 main on_play : security_attack -1 target=opponent count=2 duration=opponents_next_turn",
        "ST20-05 main when_digivolving : security_attack -1 target=opponent count=2 duration=opponents_next_turn"]
    assert lines_of("EX8-019")[1] == ("EX8-019 inherited when_attacking : security_attack -1 target=opponent count=1 "
                                      "duration=opponents_next_turn")
    assert lines_of(GREAT_TORNADO)[0] == ("BT1-093 main main : security_attack +1 target=own count=1 duration=turn ; "
                                         "then dp +2000 target=own count=1 filter=same_targets duration=turn")
    for card in (GATOMON, "EX8-019", GREAT_TORNADO):
        assert full(card), card


def test_gatomon_played_gives_2_of_the_3_opponents_digimon_security_attack_minus_1_till_their_turn_ends():
    pos = effect_positions.build(Side(hand=[GATOMON], deck=DECK),
                                 Side(battle=[AGUMON, GREYMON, METALGREYMON], deck=DECK), memory=10)
    before = [pos.security_attack(1, s) for s in (1, 2, 3)]
    pos.play(0, GATOMON)
    E.settle(pos.st, pos.tb)
    after = [pos.security_attack(1, s) for s in (1, 2, 3)]
    assert sorted(b - a for a, b in zip(after, before)) == [0, 1, 1]
    ok(pos)
    pos.next_turn()   # the opponent's turn: still there
    assert [pos.security_attack(1, s) for s in (1, 2, 3)] == after
    pos.next_turn()
    assert [pos.security_attack(1, s) for s in (1, 2, 3)] == before


def test_great_tornado_gives_one_digimon_both_changes_for_the_turn():
    pos = effect_positions.build(Side(hand=[GREAT_TORNADO], battle=[AGUMON], deck=DECK), Side(deck=DECK), memory=5)
    dp, sa = pos.dp(0, 1), pos.security_attack(0, 1)
    pos.use_option(0, GREAT_TORNADO)
    E.settle(pos.st, pos.tb)
    assert (pos.dp(0, 1), pos.security_attack(0, 1)) == (dp + 2000, sa + 1)
    ok(pos)
    pos.next_turn()
    assert (pos.dp(0, 1), pos.security_attack(0, 1)) == (dp, sa)

"""Wordings read as words the engine knows: "this Digimon can (may) also attack your opponent's unsuspended Digimon"
is the keyword attacks_unsuspended (BT8-018 Marsmon in [Your Turn], ST12-08 SaviorHuckmon for the turn by its
[When Digivolving]); "delete 1 of your opponent's unsuspended Digimon" is delete_unsuspended (BT2-110 Trump Sword)."""
import effect_positions
from effect_positions import Side, Slot, full, lines_of, ok

from simcore import engine as E
from simcore import layout as L

MARSMON = "BT8-018"          # red Lv.6, attacks unsuspended Digimon in its turn
SAVIORHUCKMON = "ST12-08"    # red Lv.5, for the turn when digivolving
BAOHUCKMON = "ST12-06"       # red Lv.4
TRUMP_SWORD = "BT2-110"      # purple option, cost 7
AGUMON = "ST1-03"
GAZIMON = "EX9-058"          # purple Lv.3: the option's colour in play
GREYMON = "ST1-07"
WARGREYMON = "ST1-11"
DECK = [AGUMON] * 4


def test_the_compiled_lines():
    assert lines_of(MARSMON) == ["BT8-018 main static your_turn : keyword attacks_unsuspended target=self"]
    assert lines_of(SAVIORHUCKMON)[0] == ("ST12-08 main when_digivolving : keyword attacks_unsuspended target=self "
                                          "duration=turn")
    assert lines_of(TRUMP_SWORD) == ["BT2-110 main main : delete_unsuspended target=opponent count=1",
                                     "BT2-110 security security : activate_main"]
    for card in (MARSMON, SAVIORHUCKMON, TRUMP_SWORD):
        assert full(card), card


def attack_targets(pos, s):
    return sorted(a[2] for a in pos.actions_of(0) if a[0] == L.A_ATTACK and a[1] == s and a[2] >= 0)


def opponent():
    return Side(battle=[WARGREYMON, Slot(GREYMON, suspended=True)], security=[AGUMON], deck=DECK)


def test_marsmon_may_attack_an_unsuspended_digimon_in_its_turn():
    pos = effect_positions.build(Side(battle=[MARSMON, GREYMON], deck=DECK), opponent(), memory=3)
    assert attack_targets(pos, 1) == [1, 2]   # the unsuspended WarGreymon too (slot 0: the breeding area)
    assert attack_targets(pos, 2) == [2]      # a Digimon without the text: the suspended one only
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    ok(pos)


def test_savior_huckmon_digivolved_may_attack_unsuspended_digimon_for_the_turn_only():
    pos = effect_positions.build(Side(battle=[BAOHUCKMON], hand=[SAVIORHUCKMON], deck=DECK), opponent(), memory=5)
    assert attack_targets(pos, 1) == [2]
    pos.digivolve(0, SAVIORHUCKMON, 1)
    E.settle(pos.st, pos.tb)
    assert attack_targets(pos, 1) == [1, 2]
    ok(pos)
    pos.next_turn()
    pos.next_turn()
    assert attack_targets(pos, 1) == [2]   # the suspended Greymon only, once the turn is over


def test_trump_sword_deletes_an_unsuspended_digimon_only():
    pos = effect_positions.build(Side(hand=[TRUMP_SWORD], battle=[GAZIMON], deck=DECK), opponent(), memory=7)
    pos.use_option(0, TRUMP_SWORD)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[GREYMON]]   # the suspended Greymon stays
    assert sorted(pos.trash(1)) == [WARGREYMON]
    ok(pos)

"""Wordings read as words the engine knows: "this Digimon can (may) also attack your opponent's unsuspended Digimon"
is the keyword attacks_unsuspended (BT8-018 Marsmon in [Your Turn], ST12-08 SaviorHuckmon for the turn by its
[When Digivolving]); "delete 1 of your opponent's unsuspended Digimon" is delete_unsuspended (BT2-110 Trump Sword);
"can't be blocked by your opponent's Digimon" and "is unblockable" are `cant be_blocked` (BT3-074 MetalEtemon, ST8-09
Slayerdramon); "4 or less cards in your hand" is `own_hand<=4` (BT1-046 Kudamon)."""
import effect_positions
import pytest
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
METALETEMON = "BT3-074"      # black Lv.6, 10000 DP, can't be blocked in its turn
SLAYERDRAMON = "ST8-09"      # blue Lv.6, unblockable in its turn
KUDAMON = "BT1-046"          # when attacking with 4 or fewer cards in the hand, draw 1
ANDROMON = "BT2-061"         # <Blocker>, 7000 DP
DECK = [AGUMON] * 4


def test_the_compiled_lines():
    assert lines_of(MARSMON) == ["BT8-018 main static your_turn : keyword attacks_unsuspended target=self"]
    assert lines_of(SAVIORHUCKMON)[0] == ("ST12-08 main when_digivolving : keyword attacks_unsuspended target=self "
                                          "duration=turn")
    assert lines_of(TRUMP_SWORD) == ["BT2-110 main main : delete_unsuspended target=opponent count=1",
                                     "BT2-110 security security : activate_main"]
    assert lines_of(METALETEMON)[0] == "BT3-074 main static your_turn : cant be_blocked target=self"
    assert lines_of(SLAYERDRAMON)[1] == "ST8-09 main static your_turn : cant be_blocked target=self"
    assert lines_of(KUDAMON) == ["BT1-046 main when_attacking if=own_hand<=4 : draw 1"]
    for card in (MARSMON, SAVIORHUCKMON, TRUMP_SWORD, METALETEMON, SLAYERDRAMON, KUDAMON):
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


@pytest.mark.parametrize("attacker, blocked", [(METALETEMON, False), (SLAYERDRAMON, False), (WARGREYMON, True)])
def test_an_unblockable_digimon_is_not_blocked_with_the_last_security_card_at_stake(attacker, blocked):
    # with 1 security card left the defender blocks with the strongest Blocker it has, if it may
    pos = effect_positions.build(Side(battle=[attacker], deck=DECK),
                                 Side(battle=[ANDROMON], security=[AGUMON], deck=DECK), memory=3)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    if blocked:
        assert pos.battle(1) == [] and pos.trash(1) == [ANDROMON] and pos.security(1) == [AGUMON]
    else:
        assert pos.battle(1) == [[ANDROMON]] and pos.security(1) == []
    ok(pos)


@pytest.mark.parametrize("hand, drawn", [(4, 1), (5, 0)])
def test_kudamon_draws_1_attacking_with_4_or_fewer_cards_in_the_hand(hand, drawn):
    pos = effect_positions.build(Side(battle=[KUDAMON], hand=[AGUMON] * hand, deck=DECK),
                                 Side(security=[AGUMON], deck=DECK), memory=3)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    assert len(pos.hand(0)) == hand + drawn
    ok(pos)

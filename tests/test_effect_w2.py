"""Cards of BT12 and later read in full with words the language already has.

- BT17-016: its delete at both timings, and when that deleted nothing, +3000 DP and <Blocker> through the
  opponent's turn (`if=not_deleted` on each chained clause);
- EX3-001: an inherited +1000 DP for the turn when its Digimon unsuspends, only while that Digimon has
  [Dramon] or [Examon] in its name (`when_unsuspended` with `if=this_has this_name~...`), once per turn;
- BT13-095: "you may suspend this Tamer" on play (`suspend_self_cost` alone), and whenever it becomes suspended,
  -3000 DP to 1 of the opponent's Digimon, then memory +1 with an [Agumon]/[Greymon] Digimon (`if=own_has`);
- BT12-098: its [Main] with 4+ Tamers: suspending it gives one <Save> Digimon of yours one more security check
  this turn;
- BT14-041: a card added to your security stack (its own Recovery when it digivolves too) gives -7000 DP to 1 of the
  opponent's Digimon and Security Attack +1 to it for the turn, once per turn (`own_security_added`);
- BT17-017: On Deletion, a Tamer card and a [Hybrid] Digimon card from the trash to the hand (each on its own), then
  it may play a Tamer from the hand for free;
- BT16-054: On Play and When Digivolving, 3 [D-Brigade]/[DigiPolice] cards from the trash to the deck top buy Rush and
  no block for the turn;
- BT22-046: When Digivolving with 1 or fewer Tamers, it may play a [CS] Tamer from the hand for free;
- BT23-054: after its draw, 1 of your [Royal Knight]/[CS] Digimon can't be returned to the hand or deck by the
  opponent's effects until the end of their turn."""
import numpy as np

import effect_positions
from effect_positions import Side, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import query as Q
from simcore.effects import delete_slot, new_batch, unsuspend_slot
from simcore.layout import DEL_EFFECT

BT17_016 = "BT17-016"        # Lv.6, 11000 DP: delete up to 8000 DP, else +3000 DP and Blocker
EX3_001 = "EX3-001"          # Digi-Egg: inherited +1000 DP when a [Dramon]/[Examon] Digimon unsuspends
VOLCANICDRAMON = "EX7-014"   # 13000 DP, "dramon" in its name
AGUMON = "ST1-03"            # Lv.3, 2000 DP
BT13_095 = "BT13-095"        # Tamer, cost 5
BT12_098 = "BT12-098"        # Tamer [Hunter]
SAVER = "BT12-008"           # Lv.3 with <Save> in its text
TAMER_A = "BT12-088"         # Tamers, only counted here
TAMER_B = "BT12-090"
BT14_041 = "BT14-041"        # yellow Lv.6, from yellow Lv.5 for 4
MAGNA_OLD = "BT1-060"        # yellow Lv.5
BT17_017 = "BT17-017"        # Lv.6
AGUNIMON = "BT12-012"        # Lv.4 [Hybrid]
BT16_054 = "BT16-054"        # black Lv.4 [D-Brigade] [DigiPolice], cost 4
BT22_046 = "BT22-046"        # Lv.4, from a Lv.3 [CS] for 2
TERRIERMON = "BT22-043"      # Lv.3 [CS]
MIREI = "BT22-089"           # Tamer [CS], cost 3
BT23_054 = "BT23-054"        # Lv.5 [Royal Knight] [CS], cost 7
GABUMON = "ST2-03"           # Lv.3, neither [Agumon] nor [Greymon] in its name

I32 = np.int32


def test_encoded_lines():
    assert full(BT17_016) and full(EX3_001)
    assert lines_of(BT17_016) == [
        "BT17-016 main when_digivolving : delete target=opponent count=1 dp<=8000 ; then if=not_deleted dp +3000 "
        "target=self duration=opponents_turn_end ; then if=not_deleted blocker target=self duration=opponents_turn_end",
        "BT17-016 main when_attacking : delete target=opponent count=1 dp<=8000 ; then if=not_deleted dp +3000 "
        "target=self duration=opponents_turn_end ; then if=not_deleted blocker target=self duration=opponents_turn_end",
        "BT17-016 main static your_turn if=own_memory<=0 : cant be_affected_by_opponents_effects target=self"]
    assert full(BT13_095) and lines_of(BT13_095) == [
        "BT13-095 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "BT13-095 main on_play optional : suspend_self_cost",
        "BT13-095 main when_suspended : dp -3000 target=opponent count=1 duration=turn ; then if=own_has memory +1 "
        "kind=digimon name~agumon|greymon",
        "BT13-095 security security : play_self"]
    assert full(BT12_098) and lines_of(BT12_098) == [
        "BT12-098 main on_play : reveal_add_two 3 kind=digimon text~<save> ; then and_add trait=hunter",
        "BT12-098 main activated if=own_tamers>=4 optional : suspend_self_cost ; then security_attack +1 "
        "target=own count=1 duration=turn text~<save>",
        "BT12-098 security security : play_self"]
    assert full(BT14_041) and lines_of(BT14_041) == [
        "BT14-041 main when_digivolving : recovery 1",
        "BT14-041 main own_security_added once_per_turn : dp -7000 target=opponent count=1 duration=turn ; then "
        "security_attack +1 target=self duration=turn"]
    assert full(BT17_017) and lines_of(BT17_017) == [
        "BT17-017 main static : security_attack +1 target=self",
        "BT17-017 main on_play : delete target=opponent count=1 at_most_self=dp",
        "BT17-017 main when_digivolving : delete target=opponent count=1 at_most_self=dp",
        "BT17-017 main on_deletion : return_from_trash kind=tamer ; then return_from_trash kind=digimon trait=hybrid "
        "; then play_from_hand kind=tamer filter=may",
        "BT17-017 main static : digixros 3 target=self name=agunimon",
        "BT17-017 main static : digixros 3 target=self name=burninggreymon"]
    assert full(BT16_054) and lines_of(BT16_054) == [
        "BT16-054 main on_play optional : return_from_trash_top_cost 3 trait=d-brigade|digipolice ; then rush "
        "target=self duration=turn ; then cant be_blocked target=self duration=turn",
        "BT16-054 main when_digivolving optional : return_from_trash_top_cost 3 trait=d-brigade|digipolice ; then "
        "rush target=self duration=turn ; then cant be_blocked target=self duration=turn",
        "BT16-054 inherited static : dp +1000 target=all_own filter=other trait=d-brigade|digipolice"]
    assert full(BT22_046) and lines_of(BT22_046) == [
        "BT22-046 main when_digivolving if=own_tamers<=1 optional : play_from_hand kind=tamer trait=cs",
        "BT22-046 inherited static : dp +1000 target=self"]
    assert full(BT23_054) and lines_of(BT23_054) == [
        "BT23-054 main static : blocker target=self",
        "BT23-054 main static : keyword armor_purge target=self",
        "BT23-054 main on_play : draw 1 ; then cant be_returned_by_opponent target=own count=1 "
        "trait=royal_knight|cs duration=opponents_turn_end",
        "BT23-054 main when_digivolving : draw 1 ; then cant be_returned_by_opponent target=own count=1 "
        "trait=royal_knight|cs duration=opponents_turn_end"]
    assert lines_of(EX3_001) == [
        "EX3-001 inherited when_unsuspended once_per_turn if=this_has : dp +1000 target=self duration=turn "
        "this_name~dramon|examon"]


def test_bt17_016_with_nothing_to_delete_gains_3000_and_blocker_through_the_opponents_turn():
    pos = effect_positions.build(Side(battle=[BT17_016], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], security=[AGUMON], deck=[AGUMON] * 3), memory=3)
    script(pos, 0)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1)[0] == [VOLCANICDRAMON]        # 13000 DP: out of the delete's reach
    assert pos.dp(0, 1) == 11000 + 3000
    assert pos.has(0, 1, ec.A_BLOCKER)
    pos.next_turn()                                   # the opponent's turn: both still hold
    assert pos.dp(0, 1) == 11000 + 3000 and pos.has(0, 1, ec.A_BLOCKER)
    pos.next_turn()                                   # gone after it
    assert pos.dp(0, 1) == 11000 and not pos.has(0, 1, ec.A_BLOCKER)
    ok(pos)


def test_bt17_016_that_deletes_gains_nothing():
    pos = effect_positions.build(Side(battle=[BT17_016], deck=[AGUMON] * 3),
                                 Side(battle=[AGUMON], security=[AGUMON], deck=[AGUMON] * 3), memory=3)
    script(pos, 0)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [] and AGUMON in pos.trash(1)
    assert pos.dp(0, 1) == 11000
    assert not pos.has(0, 1, ec.A_BLOCKER)
    ok(pos)


def unsuspend(pos, p, s):
    new_batch(pos.st)
    unsuspend_slot(pos.st, pos.tb, I32(p), I32(s))
    E.settle(pos.st, pos.tb)


def test_ex3_001_gives_1000_once_per_turn_to_a_dramon_that_unsuspends():
    pos = effect_positions.build(Side(battle=[Slot([EX3_001, VOLCANICDRAMON], suspended=True)], deck=[AGUMON] * 3),
                                 Side(deck=[AGUMON] * 3, security=[AGUMON]), memory=3)
    assert pos.dp(0, 1) == 13000
    unsuspend(pos, 0, 1)
    assert not pos.suspended(0, 1) and pos.dp(0, 1) == 14000
    pos.attack(0, 1, -1)                              # suspended by its attack
    E.settle(pos.st, pos.tb)
    unsuspend(pos, 0, 1)                              # once per turn
    assert pos.dp(0, 1) == 14000
    pos.next_turn()                                   # for the turn only
    assert pos.dp(0, 1) == 13000
    ok(pos)


def test_ex3_001_does_nothing_under_a_digimon_without_the_names():
    pos = effect_positions.build(Side(battle=[Slot([EX3_001, AGUMON], suspended=True)], deck=[AGUMON] * 3),
                                 Side(deck=[AGUMON] * 3), memory=3)
    base = pos.dp(0, 1)
    unsuspend(pos, 0, 1)
    assert not pos.suspended(0, 1) and pos.dp(0, 1) == base
    ok(pos)


def test_bt13_095_suspended_on_play_cuts_3000_and_gains_1_memory_with_an_agumon():
    pos = effect_positions.build(Side(battle=[AGUMON], hand=[BT13_095], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=6)
    script(pos, 0, True)                              # suspend it
    pos.play(0, BT13_095)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[AGUMON], [BT13_095]] and pos.suspended(0, 2)
    assert pos.dp(1, 1) == 13000 - 3000
    assert pos.memory(0) == 6 - 5 + 1
    ok(pos)


def test_bt13_095_without_an_agumon_gains_no_memory_and_declined_does_nothing():
    pos = effect_positions.build(Side(battle=[GABUMON], hand=[BT13_095], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=6)
    script(pos, 0, True)
    pos.play(0, BT13_095)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 2) and pos.dp(1, 1) == 13000 - 3000 and pos.memory(0) == 6 - 5
    ok(pos)
    pos = effect_positions.build(Side(battle=[AGUMON], hand=[BT13_095], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=6)
    script(pos, 0, False)
    pos.play(0, BT13_095)
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 2) and pos.dp(1, 1) == 13000 and pos.memory(0) == 6 - 5
    ok(pos)


def test_bt12_098_with_four_tamers_gives_security_attack_to_a_save_digimon():
    pos = effect_positions.build(Side(battle=[AGUMON, SAVER, BT12_098, TAMER_A, TAMER_B, BT13_095], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=3)
    assert pos.activatable(0, 3)
    script(pos, 0, True)
    pos.activate(0, 3)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 3)
    assert pos.security_attack(0, 2) == 2 and pos.security_attack(0, 1) == 1   # only the <Save> one
    pos.next_turn()
    assert pos.security_attack(0, 2) == 1
    ok(pos)


def test_bt12_098_with_three_tamers_does_nothing():
    pos = effect_positions.build(Side(battle=[SAVER, BT12_098, TAMER_A, TAMER_B], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=3)
    if pos.activatable(0, 2):
        script(pos, 0, True)
        pos.activate(0, 2)
        E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 2) and pos.security_attack(0, 1) == 1
    ok(pos)


def test_bt14_041_recovery_on_digivolving_cuts_7000_and_adds_a_check_for_the_turn():
    pos = effect_positions.build(Side(battle=[MAGNA_OLD], hand=[BT14_041], security=[AGUMON], deck=[GABUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=5)
    script(pos, 0)
    pos.digivolve(0, BT14_041, 1)
    E.settle(pos.st, pos.tb)
    assert len(pos.security(0)) == 2
    assert pos.dp(1, 1) == 13000 - 7000
    assert pos.security_attack(0, 1) == 2
    pos.next_turn()
    assert pos.dp(1, 1) == 13000 and pos.security_attack(0, 1) == 1
    ok(pos)


def delete(pos, p, s):
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)


def test_bt17_017_on_deletion_returns_a_tamer_and_a_hybrid_then_plays_the_tamer():
    pos = effect_positions.build(Side(battle=[BT17_017], trash=[BT12_098, AGUNIMON, GABUMON], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=3)
    script(pos, 0, True)
    delete(pos, 0, 1)
    assert pos.battle(0) == [[BT12_098]]
    assert pos.hand(0) == [AGUNIMON]
    assert sorted(pos.trash(0)) == sorted([BT17_017, GABUMON])
    assert pos.memory(0) == 3
    ok(pos)


def test_bt17_017_without_a_tamer_in_the_trash_still_returns_the_hybrid():
    pos = effect_positions.build(Side(battle=[BT17_017], trash=[AGUNIMON], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=3)
    script(pos, 0)
    delete(pos, 0, 1)
    assert pos.battle(0) == [] and pos.hand(0) == [AGUNIMON] and pos.trash(0) == [BT17_017]
    ok(pos)


def test_bt16_054_returns_three_to_the_deck_top_for_rush():
    pos = effect_positions.build(Side(hand=[BT16_054], trash=[BT16_054] * 3 + [GABUMON], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=5)
    script(pos, 0, True)
    pos.play(0, BT16_054)
    E.settle(pos.st, pos.tb)
    assert pos.trash(0) == [GABUMON]
    assert pos.deck(0)[-3:] == [BT16_054] * 3 or pos.deck(0)[:3] == [BT16_054] * 3
    assert pos.has(0, 1, ec.A_RUSH) and pos.can_attack(0, 1)
    ok(pos)


def test_bt16_054_with_two_in_the_trash_pays_nothing_and_gains_nothing():
    pos = effect_positions.build(Side(hand=[BT16_054], trash=[BT16_054] * 2, deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=5)
    script(pos, 0, True)
    pos.play(0, BT16_054)
    E.settle(pos.st, pos.tb)
    assert pos.trash(0) == [BT16_054] * 2
    assert not pos.has(0, 1, ec.A_RUSH) and not pos.can_attack(0, 1)
    ok(pos)


def test_bt22_046_plays_a_cs_tamer_for_free_with_one_or_fewer_tamers():
    pos = effect_positions.build(Side(battle=[TERRIERMON, BT13_095], hand=[BT22_046, MIREI], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=5)
    script(pos, 0, True, False)                       # play Mirei; decline her own On Play cost
    pos.digivolve(0, BT22_046, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[TERRIERMON, BT22_046], [BT13_095], [MIREI]]
    assert pos.hand(0) == [AGUMON] and pos.memory(0) == 5 - 2   # the digivolution's draw
    ok(pos)


def test_bt22_046_with_two_tamers_plays_nothing():
    pos = effect_positions.build(Side(battle=[TERRIERMON, BT13_095, BT12_098], hand=[BT22_046, MIREI],
                                      deck=[AGUMON] * 3), Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=5)
    script(pos, 0, True, False)
    pos.digivolve(0, BT22_046, 1)
    E.settle(pos.st, pos.tb)
    assert sorted(pos.hand(0)) == sorted([MIREI, AGUMON]) and len(pos.battle(0)) == 3
    ok(pos)


def test_bt23_054_draws_and_shields_a_royal_knight_or_cs_digimon_through_the_opponents_turn():
    pos = effect_positions.build(Side(battle=[GABUMON], hand=[BT23_054], deck=[AGUMON] * 3),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON] * 3), memory=7)
    script(pos, 0)
    pos.play(0, BT23_054)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [AGUMON]
    code = ec.CANT_BE_RETURNED_BY_OPPONENT
    assert Q.restricted(pos.st, pos.tb, 0, 2, code)       # itself: the only [Royal Knight]/[CS] Digimon
    assert not Q.restricted(pos.st, pos.tb, 0, 1, code)   # Gabumon
    pos.next_turn()
    assert Q.restricted(pos.st, pos.tb, 0, 2, code)
    pos.next_turn()
    assert not Q.restricted(pos.st, pos.tb, 0, 2, code)
    ok(pos)

"""Newer cards read with words the language already has.

- <Blast Digivolve> followed by the card's keywords in one run of text (ST15-12, ST17-08): the blast line, then each
  keyword a static line of its own;
- <De-Digivolve>'s reminder text after its target with a full stop inside (ST15-10);
- "by suspending 1 of your [colour] Tamers": suspend_own_cost filter=tamer color=... (BT17-029, BT17-033);
- "when one of your [colour] Digimon attacks a player": own_digimon_attacks card.color=... with if=attacking_player as
  the second condition (BT15-008, its <Draw 1> printed as its reminder text alone);
- a free play from the trash written place and cost first, your Tamers' names ruled out (BT16-073);
- a DP cut for one opponent's Digimon and every one of their Security Digimon: two clauses (ST17-06);
- "[Digivolve] [X] while you have N or fewer security cards: Cost M": digivolve_while_you_have under
  if=own_security<=N, and "with equal or fewer digivolution cards than this Digimon" (LM-022);
- BT16-021 ([All Turns] "when an opponent's Digimon becomes suspended") and ST21-03 (a misprint, its On Play also in
  the opponent's turn) hand-written;
- "when an attack target is changed": attack_target_switched (BT18-071, whose digivolution from [Sephirothmon] with
  [Mercurymon] under it is hand-written; BT18-091);
- EX10-034 ("when Digimon attack": both attack timings, one once-per-turn use) hand-written;
- ST17-08 (2 suspended, then 2 barred from unsuspending and digivolving) hand-written;
- BT16-026 (`cant suspend target=all_opponent filter=one_or_fewer_digivolution_cards`) hand-written;
- EX10-047 (delete_total_dp without a raise) and BT16-027 (the [Imperialdramon: Dragon Mode] under it) hand-written."""
import numpy as np

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import query as Q
from simcore.layout import A_DIGIVOLVE

i32 = np.int32

MUCHOMON = "BT15-008"      # Lv.3 red; your turn, once: a red Digimon of yours attacks a player: draw 1
AGUMON_Y = "BT17-029"      # Lv.3 yellow; When Attacking: by suspending a yellow Tamer, draw 1
GEOGREYMON = "BT17-033"     # Lv.4 yellow, 5000 DP; When Attacking: by suspending a yellow Tamer, +3000 DP for the turn
ARUKENIMON = "EX10-047"    # Lv.5, cost 6; On Play: trash 1 card from the hand: delete up to 6000 DP in total
MUMMYMON = "BT16-073"      # Lv.5 6000 DP; On Deletion: may play a Tamer with [Myotismon] in its text from the trash
FIGHTER_MODE = "BT16-027"  # Imperialdramon: Fighter Mode, 13000 DP
DRAGON_MODE = "BT16-028"   # Imperialdramon: Dragon Mode
ANDROMON = "ST15-10"       # Lv.5; When Digivolving: De-Digivolve 1
WARGREYMON = "ST15-12"     # Lv.6; Blast Digivolve, Blocker
MEGAGARGOMON = "ST17-08"
OIKAWA = "BT8-093"         # purple Tamer with [Myotismon] in its text
TK = "ST3-12"              # yellow Tamer (its text works in the opponent's turn only)
MONODRAMON = "BT1-009"     # Lv.3 red, 3000 DP, no text
MUCHOMON_PLAIN = "BT1-013"  # Lv.3 red, 5000 DP, no text
KOKATORIMON = "BT1-014"    # Lv.4 red, 4000 DP, no text
GORILLAMON = "BT1-037"     # Lv.4 blue, 6000 DP, no text
DARKTYRANNOMON = "BT1-019"  # Lv.4 red, 6000 DP, no text
GOLEMON = "BT10-062"       # Lv.4 black, 5000 DP, no text


def test_encoded_lines():
    for card in (MUCHOMON, AGUMON_Y, GEOGREYMON, ARUKENIMON, MUMMYMON, FIGHTER_MODE, ANDROMON, WARGREYMON):
        assert full(card), card
    assert lines_of(MUCHOMON) == [
        "BT15-008 main own_digimon_attacks your_turn once_per_turn card.color=red if=attacking_player : draw 1"]
    assert lines_of(AGUMON_Y) == [
        "BT17-029 main when_attacking optional : suspend_own_cost filter=tamer color=yellow ; then draw 1",
        "BT17-029 inherited static your_turn : dp -3000 target=all_opponent filter=security_digimon"]
    assert lines_of(GEOGREYMON) == [
        "BT17-033 main when_attacking optional : suspend_own_cost filter=tamer color=yellow ; then dp +3000 "
        "target=self duration=turn",
        "BT17-033 inherited static your_turn : dp -3000 target=all_opponent filter=security_digimon"]
    assert lines_of(ARUKENIMON) == [
        "EX10-047 main on_play optional : trash_from_hand_cost 1 ; then delete_total_dp 6000 target=opponent",
        "EX10-047 main on_deletion optional : play_from_trash kind=tamer text~myotismon filter=unlike_own_tamers"]
    assert lines_of(MUMMYMON) == [
        "BT16-073 main static : retaliation target=self",
        "BT16-073 main on_play : draw 2 ; then trash_from_hand 2",
        "BT16-073 main on_deletion optional : play_from_trash kind=tamer text~myotismon filter=unlike_own_tamers"]
    assert lines_of(FIGHTER_MODE) == [
        "BT16-027 main hand_counter optional : digivolve_from_hand target=own",
        "BT16-027 main on_play : to_deck_bottom target=opponent count=1 at_most_self=digivolution_cards",
        "BT16-027 main when_digivolving : to_deck_bottom target=opponent count=1 at_most_self=digivolution_cards",
        "BT16-027 main end_of_attack once_per_turn : unsuspend target=self ; then if=named_digivolution_cards>=1 "
        "to_deck_bottom target=opponent count=1 filter=suspended name~dragon_mode",
        "BT16-027 main static : overflow 4"]
    assert lines_of(ANDROMON) == [
        "ST15-10 main when_digivolving : de_digivolve 1 target=opponent count=1",
        "ST15-10 inherited static : reboot target=self"]
    assert lines_of(WARGREYMON) == [
        "ST15-12 main hand_counter optional : digivolve_from_hand target=own",
        "ST15-12 main static : blocker target=self",
        "ST15-12 main own_security_removed once_per_turn optional : unsuspend target=self",
        "ST15-12 main opponent_security_removed once_per_turn optional : unsuspend target=self",
        "ST15-12 main static : overflow 4"]
    # MegaGargomon's blast and keywords are read (its When Digivolving bars hand-written)
    assert full(MEGAGARGOMON)
    assert lines_of(MEGAGARGOMON)[:3] == [
        "ST17-08 main hand_counter optional : digivolve_from_hand target=own",
        "ST17-08 main static : blocker target=self",
        "ST17-08 main static : reboot target=self"]


def test_blast_keywords_are_the_cards_own():
    pos = effect_positions.build(Side(battle=[Slot([KOKATORIMON, WARGREYMON])], deck=[MONODRAMON]),
                                 Side(deck=[MONODRAMON]), memory=3)
    assert pos.can_block(0, 1)
    ok(pos)


def test_muchomon_draws_when_a_red_digimon_attacks_a_player_once_per_turn():
    pos = effect_positions.build(
        Side(battle=[MUCHOMON, MUCHOMON_PLAIN, MUCHOMON_PLAIN], deck=[MONODRAMON, MONODRAMON, MONODRAMON]),
        Side(security=[MONODRAMON, MONODRAMON], deck=[MONODRAMON]), memory=3)
    pos.attack(0, 2, -1)   # 5000 DP beats the 3000 DP security Digimon
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [MONODRAMON]
    pos.attack(0, 3, -1)   # once per turn: the second attack draws nothing
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [MONODRAMON]
    assert len(pos.security(1)) == 0
    ok(pos)


def test_muchomon_does_not_draw_for_an_attack_on_a_digimon_or_by_a_digimon_of_another_colour():
    pos = effect_positions.build(
        Side(battle=[MUCHOMON, GORILLAMON, MUCHOMON_PLAIN], deck=[MONODRAMON, MONODRAMON]),
        Side(battle=[Slot(KOKATORIMON, suspended=True)], security=[MONODRAMON, MONODRAMON], deck=[MONODRAMON]),
        memory=3)
    pos.attack(0, 2, -1)   # blue, on the player
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [] and len(pos.security(1)) == 1
    pos.attack(0, 3, 1)    # red, on a Digimon (5000 DP beats 4000)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [] and pos.battle(1) == []
    ok(pos)


def test_agumon_suspends_a_yellow_tamer_to_draw():
    pos = effect_positions.build(Side(battle=[AGUMON_Y, TK], deck=[MONODRAMON, MONODRAMON]),
                                 Side(security=[TK, TK], deck=[MONODRAMON]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON_Y], [TK]]   # a Tamer checked from security: no battle
    assert pos.suspended(0, 2)
    assert pos.hand(0) == [MONODRAMON]
    ok(pos)


def test_agumon_without_an_unsuspended_yellow_tamer_pays_nothing():
    pos = effect_positions.build(Side(battle=[AGUMON_Y, OIKAWA, Slot(TK, suspended=True)], deck=[MONODRAMON]),
                                 Side(security=[TK, TK], deck=[MONODRAMON]), memory=3)
    script(pos, 0)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON_Y], [OIKAWA], [TK]]
    assert not pos.suspended(0, 2)   # the purple Tamer can't pay it
    assert pos.hand(0) == []
    ok(pos)


def test_greymon_gets_3000_dp_for_a_yellow_tamer():
    pos = effect_positions.build(Side(battle=[GEOGREYMON, TK], deck=[MONODRAMON]),
                                 Side(battle=[Slot(GORILLAMON, suspended=True)], deck=[MONODRAMON]), memory=3)
    assert pos.dp(0, 1) == 5000
    script(pos, 0, True)
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 2)
    assert pos.battle(1) == []   # 8000 DP beat 6000
    assert pos.dp(0, 1) == 8000   # for the turn
    ok(pos)


def test_arukenimon_deletes_up_to_6000_dp_in_total():
    pos = effect_positions.build(
        Side(hand=[ARUKENIMON, MONODRAMON], deck=[MONODRAMON]),
        Side(battle=[MONODRAMON, ANDROMON, MONODRAMON], deck=[MONODRAMON]), memory=6)
    script(pos, 0, True)
    pos.play(0, ARUKENIMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == [] and pos.trash(0) == [MONODRAMON]
    assert pos.battle(1) == [[ANDROMON]]   # 3000 + 3000; 7000 DP is over the total
    assert sorted(pos.trash(1)) == [MONODRAMON, MONODRAMON]
    ok(pos)


def test_mummymon_deleted_plays_a_tamer_with_myotismon_in_its_text_from_the_trash():
    pos = effect_positions.build(
        Side(hand=[ARUKENIMON, MONODRAMON], deck=[MONODRAMON]),
        Side(battle=[MUMMYMON, ANDROMON], trash=[OIKAWA], deck=[MONODRAMON]), memory=6)
    script(pos, 0, True)
    script(pos, 1, True)   # Mummymon's On Deletion: play Oikawa from the trash
    pos.play(0, ARUKENIMON)
    E.settle(pos.st, pos.tb)
    assert [s[-1] for s in pos.battle(1)] == [ANDROMON, OIKAWA]
    assert pos.trash(1) == [MUMMYMON]
    ok(pos)


def test_arukenimon_without_a_card_to_trash_deletes_nothing():
    pos = effect_positions.build(Side(hand=[ARUKENIMON], deck=[MONODRAMON]),
                                 Side(battle=[MONODRAMON], deck=[MONODRAMON]), memory=6)
    script(pos, 0, True)
    pos.play(0, ARUKENIMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[MONODRAMON]]
    ok(pos)


def test_mummymon_plays_no_tamer_named_like_one_of_yours():
    pos = effect_positions.build(
        Side(hand=[ARUKENIMON, MONODRAMON], deck=[MONODRAMON]),
        Side(battle=[MUMMYMON, OIKAWA], trash=[OIKAWA], deck=[MONODRAMON]), memory=6)
    script(pos, 0, True)
    pos.play(0, ARUKENIMON)
    E.settle(pos.st, pos.tb)
    assert [s[-1] for s in pos.battle(1)] == [OIKAWA]
    assert pos.trash(1).count(OIKAWA) == 1
    ok(pos)


def test_fighter_mode_unsuspends_and_returns_a_suspended_digimon_with_dragon_mode_under_it():
    pos = effect_positions.build(
        Side(battle=[Slot([DRAGON_MODE, FIGHTER_MODE])], deck=[MONODRAMON]),
        Side(battle=[Slot(KOKATORIMON, suspended=True), Slot(GORILLAMON, suspended=True)],
             deck=[MONODRAMON]), memory=3)
    pos.attack(0, 1, 1)   # Kokatorimon deleted in battle
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1)
    assert pos.battle(1) == []
    assert pos.deck(1)[0] == GORILLAMON   # at the bottom of the deck
    ok(pos)


def test_fighter_mode_without_dragon_mode_under_it_only_unsuspends():
    pos = effect_positions.build(
        Side(battle=[Slot([DARKTYRANNOMON, FIGHTER_MODE])], deck=[MONODRAMON]),
        Side(battle=[Slot(KOKATORIMON, suspended=True), Slot(GORILLAMON, suspended=True)],
             deck=[MONODRAMON]), memory=3)
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1)
    assert [s[-1] for s in pos.battle(1)] == [GORILLAMON]
    ok(pos)


def test_andromon_de_digivolves_1_when_digivolving():
    pos = effect_positions.build(
        Side(battle=[GOLEMON], hand=[ANDROMON], deck=[MONODRAMON]),
        Side(battle=[Slot([MONODRAMON, KOKATORIMON])], deck=[MONODRAMON]), memory=5)
    pos.digivolve(0, ANDROMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[MONODRAMON]]
    assert pos.trash(1) == [KOKATORIMON]
    ok(pos)


RAPIDMON = "ST17-06"       # 7000 DP; suspended (once per turn): -4000 DP to 1 opponent's Digimon and their Security Digimon


def test_rapidmon_suspended_cuts_a_digimon_and_the_security_digimon_until_their_turn_ends():
    assert full(RAPIDMON)
    assert lines_of(RAPIDMON)[2] == (
        "ST17-06 main when_suspended once_per_turn : dp -4000 target=opponent count=1 duration=opponents_turn_end ; "
        "then dp -4000 target=all_opponent filter=security_digimon duration=opponents_turn_end")
    pos = effect_positions.build(Side(battle=[RAPIDMON], deck=[MONODRAMON]),
                                 Side(battle=[GORILLAMON], security=[MONODRAMON, MONODRAMON], deck=[MUCHOMON_PLAIN]), memory=3)
    pos.attack(0, 1, -1)   # attacking suspends it; it beats the security Monodramon
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1)
    assert pos.dp(1, 1) == 6000 - 4000
    assert pos.security_digimon_dp(1, MUCHOMON_PLAIN) == 5000 - 4000
    pos.next_turn()   # the opponent's turn: still cut
    assert pos.dp(1, 1) == 2000 and pos.security_digimon_dp(1, MUCHOMON_PLAIN) == 1000
    pos.next_turn()
    assert pos.dp(1, 1) == 6000 and pos.security_digimon_dp(1, MUCHOMON_PLAIN) == 5000
    ok(pos)


def test_rapidmon_without_an_opponents_digimon_still_cuts_the_security_digimon():
    pos = effect_positions.build(Side(battle=[RAPIDMON], deck=[MONODRAMON]),
                                 Side(security=[MONODRAMON, MONODRAMON], deck=[MUCHOMON_PLAIN]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.security_digimon_dp(1, MUCHOMON_PLAIN) == 1000
    ok(pos)


BOND_GABUMON = "LM-022"    # Lv.7, 14000 DP; from [Gabumon] for 3 while you have 2 or fewer security cards
GABUMON = "BT4-076"        # Lv.3 purple [Gabumon], no text


def _gabumon_costs(pos):
    i = pos.hand_index(0, BOND_GABUMON)
    return sorted(a[3] for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == 1)


def test_bond_of_friendship_digivolves_from_gabumon_with_2_or_fewer_security_cards():
    assert full(BOND_GABUMON)
    assert lines_of(BOND_GABUMON)[0] == (
        "LM-022 main static if=own_security<=2 : digivolve_while_you_have 3 base_name=gabumon")
    three = effect_positions.build(Side(battle=[GABUMON], hand=[BOND_GABUMON], security=[MONODRAMON] * 3,
                                        deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=5)
    assert _gabumon_costs(three) == []
    pos = effect_positions.build(
        Side(battle=[GABUMON], hand=[BOND_GABUMON], security=[MONODRAMON] * 2, deck=[MONODRAMON]),
        Side(battle=[MONODRAMON, Slot([MONODRAMON, KOKATORIMON]), Slot([MONODRAMON, KOKATORIMON, GORILLAMON])],
             deck=[MONODRAMON]), memory=5)
    assert _gabumon_costs(pos) == [3]
    pos.digivolve(0, BOND_GABUMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 5 - 3
    # 1 digivolution card under it: the two opponent's Digimon with 1 or fewer go to the bottom of the deck
    assert pos.battle(1) == [[MONODRAMON, KOKATORIMON, GORILLAMON]]
    assert len(pos.deck(1)) == 1 + 3
    ok(pos)


TOGEMOGUMON = "BT16-021"   # Blocker; all turns, once: an opponent's Digimon suspended: trash 1 top digivolution card
IKKAKUMON = "ST21-03"      # cost 4; On Play: trash the top 2 digivolution cards of 1, then 1 bare one can't attack/block


def test_togemogumon_on_an_attack_in_the_opponents_turn():
    assert full(TOGEMOGUMON)
    pos = effect_positions.build(
        Side(battle=[Slot(TOGEMOGUMON, suspended=True)], security=[MONODRAMON], deck=[MONODRAMON]),
        Side(battle=[Slot([MONODRAMON, GORILLAMON])], deck=[MONODRAMON]), current=1, turn=4, memory=3)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    # the attacker lost its digivolution card, then got the bar (the only one without digivolution cards)
    assert MONODRAMON in pos.trash(1)
    assert pos.battle(1) == [[GORILLAMON]]
    assert ec.A_CANT_ATTACK_OR_BLOCK in [x[1] for x in pos.effects(TOGEMOGUMON)]
    ok(pos)


def test_ikkakumon_strips_2_cards_and_bars_the_bare_digimon_until_their_turn_ends():
    assert full(IKKAKUMON)
    pos = effect_positions.build(
        Side(hand=[IKKAKUMON], deck=[MONODRAMON]),
        Side(battle=[Slot([MONODRAMON, KOKATORIMON, GORILLAMON])], deck=[MONODRAMON]), memory=4)
    pos.play(0, IKKAKUMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[GORILLAMON]]
    assert sorted(pos.trash(1)) == sorted([MONODRAMON, KOKATORIMON])
    pos.next_turn()   # their turn: barred
    assert not pos.can_attack(1, 1) and not pos.can_block(1, 1)
    pos.next_turn()
    pos.next_turn()   # their next turn: free again
    assert pos.can_attack(1, 1)
    ok(pos)


SHADOWSERAPHIMON = "BT18-071"   # Lv.6; from [Sephirothmon] with [Mercurymon] under it for 4; attack target changed: -5000
SEPHIROTHMON = "BT18-066"       # Lv.4 black
MERCURYMON = "BT18-064"         # Lv.4 black


def _shadow_costs(pos):
    i = pos.hand_index(0, SHADOWSERAPHIMON)
    return sorted(a[3] for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == 1)


def test_shadowseraphimon_digivolves_from_sephirothmon_with_mercurymon_under_it():
    assert full(SHADOWSERAPHIMON)
    with_mercurymon = effect_positions.build(
        Side(battle=[Slot([MERCURYMON, SEPHIROTHMON])], hand=[SHADOWSERAPHIMON], deck=[MONODRAMON]),
        Side(deck=[MONODRAMON]), memory=5)
    assert _shadow_costs(with_mercurymon) == [4]
    alone = effect_positions.build(Side(battle=[SEPHIROTHMON], hand=[SHADOWSERAPHIMON], deck=[MONODRAMON]),
                                   Side(deck=[MONODRAMON]), memory=5)
    assert _shadow_costs(alone) == []


def test_shadowseraphimon_cuts_5000_when_a_block_changes_the_attack_target():
    pos = effect_positions.build(
        Side(battle=[SHADOWSERAPHIMON, GORILLAMON], deck=[MONODRAMON]),
        Side(battle=[Slot([KOKATORIMON, WARGREYMON]), DARKTYRANNOMON], security=[MONODRAMON], deck=[MONODRAMON]),
        memory=3)
    pos.attack(0, 2, -1)   # the opponent's WarGreymon (Blocker) blocks: the target changes
    E.settle(pos.st, pos.tb)
    cuts = [x for x in pos.effects(SHADOWSERAPHIMON) if x[1] == ec.A_DP]
    assert len(cuts) == 1 and cuts[0][3] == -5000
    ok(pos)


def test_an_attack_target_is_changed_reads_as_attack_target_switched():
    assert lines_of(SHADOWSERAPHIMON)[5] == (
        "BT18-071 main attack_target_switched once_per_turn : dp -5000 target=opponent count=1 duration=turn")
    assert full("BT18-091") and lines_of("BT18-091") == [
        "BT18-091 main start_of_your_main_phase optional : trash_from_hand_cost 1 trait=hybrid|ten_warriors ; then "
        "draw 1",
        "BT18-091 inherited attack_target_switched once_per_turn optional : play_from_hand kind=tamer "
        "any=inherited:tamer",
        "BT18-091 security security : play_self"]


BAGRAMON_EX = "EX10-034"   # all turns, once per turn: when Digimon attack, trash 2 of its cards: S.A. +1, +3000 DP


def test_a_digimon_attack_of_either_player_lets_it_pay_2_cards_for_security_a_and_dp_until_your_turn_ends():
    assert full(BAGRAMON_EX)
    pos = effect_positions.build(
        Side(battle=[Slot([MONODRAMON, KOKATORIMON, GORILLAMON, BAGRAMON_EX], suspended=True)],
             security=[MONODRAMON], deck=[MONODRAMON]),
        Side(battle=[DARKTYRANNOMON], deck=[MONODRAMON]), current=1, turn=4, memory=3)
    base = pos.dp(0, 1)
    sa = pos.security_attack(0, 1)
    script(pos, 0, True)
    pos.attack(1, 1, -1)   # the opponent's Digimon attacks
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    stack = pos.stack(0, 1)   # any 2 of its digivolution cards, as the pilot picks
    assert len(stack) == 2 and stack[-1] == BAGRAMON_EX
    assert len(pos.trash(0)) == 2 + 1   # and the security Digimon the attack checked
    assert pos.dp(0, 1) == base + 3000 and pos.security_attack(0, 1) == sa + 1
    pos.next_turn()   # your turn: still there
    assert pos.dp(0, 1) == base + 3000
    pos.next_turn()
    assert pos.dp(0, 1) == base
    ok(pos)


VIKEMON = "BT16-026"       # Lv.6 blue/black, from blue Lv.5 for 4; De-Digivolve 2, then no suspension for the bare ones
MONZAEMON = "BT1-038"      # Lv.5 blue, no text


def test_vikemon_bars_the_suspension_of_digimon_with_1_or_fewer_digivolution_cards_until_their_turn_ends():
    assert full(VIKEMON)
    pos = effect_positions.build(
        Side(battle=[MONZAEMON], hand=[VIKEMON], deck=[MONODRAMON]),
        Side(battle=[Slot([MONODRAMON, KOKATORIMON, GORILLAMON, DARKTYRANNOMON])], hand=[GORILLAMON],
             deck=[MONODRAMON]), memory=4)
    pos.digivolve(0, VIKEMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.stack(1, 1) == [MONODRAMON, KOKATORIMON]
    pos.next_turn()   # their turn: 1 digivolution card, it can't suspend, so it can't attack
    assert not pos.can_attack(1, 1)
    pos.next_turn()
    pos.next_turn()
    assert pos.can_attack(1, 1)
    ok(pos)


def test_vikemon_bar_spares_a_digimon_with_2_digivolution_cards():
    pos = effect_positions.build(
        Side(battle=[MONZAEMON], hand=[VIKEMON], deck=[MONODRAMON]),
        Side(battle=[Slot([MONODRAMON, KOKATORIMON, GORILLAMON, DARKTYRANNOMON, GORILLAMON])], hand=[GORILLAMON],
             deck=[MONODRAMON]), memory=4)
    pos.digivolve(0, VIKEMON, 1)
    E.settle(pos.st, pos.tb)
    assert len(pos.stack(1, 1)) == 3   # 2 digivolution cards left: not barred
    pos.next_turn()
    assert pos.can_attack(1, 1)
    ok(pos)


GOGMAMON = "BT10-064"      # Lv.5 black, no text


def test_megagargomon_suspends_2_and_bars_2_from_unsuspending_and_digivolving_until_their_turn_ends():
    pos = effect_positions.build(
        Side(battle=[GOGMAMON], hand=[MEGAGARGOMON], deck=[MONODRAMON]),
        Side(battle=[GORILLAMON, KOKATORIMON], deck=[MONODRAMON]), memory=4)
    script(pos, 0, False)   # its own unsuspension declined
    pos.digivolve(0, MEGAGARGOMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(1, 1) and pos.suspended(1, 2)
    for s in (1, 2):
        for code in (ec.CANT_UNSUSPEND, ec.CANT_DIGIVOLVE):
            assert Q.restricted(pos.st, pos.tb, i32(1), i32(s), i32(code))
    pos.next_turn()
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    pos.next_turn()
    assert not Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    ok(pos)

"""Hand-written cards read with words the language already has.

- BT11-108 DG Dimension: <De-Digivolve 1> on 3 of the opponent's Digimon, then 3 of theirs with play cost 6 or
  less deleted (its [Main] text carries the keyword's reminder in the middle);
- BT8-102 Samadhi Santi: by suspending one of your Digimon, 1 of the opponent's Digimon or Tamers suspended and kept
  from unsuspending through their next turn (suspend_own_cost, then filter=same_targets);
- BT16-046 GranKuwagamon: 2 suspended skip their next unsuspend phase, then a suspended Tamer of theirs deleted;
- BT20-026 MegaSeadramon (X Antibody): a bottom-deck return, then with a MegaSeadramon or an X Antibody beneath it a
  no-suspend restriction (if=named_digivolution_cards>=1);
- the [DM] rookies' [On Play] (EX9-007, EX9-014, EX9-023, EX9-035, EX9-058): a compiler reading, 1 revealed [DM]
  card to the hand, then 1 card of the rookie's [Ver.N] trait face down under one of your [DM] Digimon
  (reveal_add_and_place_face_down);
- a keyword given for a duration written duration first ("until ..., 1 of ... gains <X>"): ST15-16 (the given
  main-phase attack after <De-Digivolve 3>), BT1-103 (<Blocker> through the opponent's next turn), P-183; and
  <De-Digivolve>'s reminder "(trash up to N cards from the top ...)" after its target left out (ST15-16's
  [Security]); <Security A. -N> given for a duration written duration first (BT12-039, BT12-040, BT12-044, still
  partial: their play cost reduction and the Security Attack counted per Digimon are not read);
- "It can't unsuspend until their turn ends" after a suspension of 1 of the opponent's Digimon or Tamers: the one
  suspended (filter=same_targets, its kinds kept) through their next turn (BT25-053 full; BT18-053, ST24-10 read)."""
import numpy as np

from simcore import layout as L

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import query as Q

i32 = np.int32

DG_DIMENSION = "BT11-108"
SAMADHI = "BT8-102"
GRANKUWAGAMON = "BT16-046"
MEGASEADRAMON_X = "BT20-026"
MEGASEADRAMON = "BT2-029"   # Lv.5 blue, no encoded lines
NENE = "BT10-092"          # black Tamer (On Play / On Deletion only)
MONODRAMON = "BT1-009"     # Lv.3 red, cost 2, no text
KOKATORIMON = "BT1-014"    # Lv.4 red, cost 3, no text
GORILLAMON = "BT1-037"     # Lv.4 blue, cost 6, no text
DARKTYRANNOMON = "BT1-019"  # Lv.4 red, cost 6, no text
HIANDROMON = "BT2-064"     # Lv.6 black, cost 10, no text
ARGOMON = "BT2-042"        # Lv.3 green, no text
TRICERAMON = "BT7-050"     # Lv.5 green, no text
AGUMON_DM = "EX9-007"      # Lv.3 [DM] [Ver.1]
GABUMON_DM = "EX9-014"     # Lv.3 [DM] [Ver.2], cost 3; inherited <Jamming>
CRESGARURUMON = "EX9-020"  # Lv.6 [DM] [Ver.2]
VORVOMON = "BT2-011"       # Lv.3, no text
TRIDENT_ARM = "ST15-16"
TESTAMENT = "BT1-103"
GAIOMON = "P-183"
TSUKAIMON = "BT1-045"      # Lv.3 yellow, no text
GOGMAMON = "BT10-064"      # Lv.5 black, no text
LAMPMON = "BT12-044"
SIRENMON = "BT1-057"       # Lv.5 yellow, no text
AEGIOCHUSMON = "BT25-053"  # Lv.5 green/red, cost 8, 8000 DP


def test_encoded_lines():
    for card in (DG_DIMENSION, SAMADHI, GRANKUWAGAMON, MEGASEADRAMON_X):
        assert full(card), card
    assert lines_of(DG_DIMENSION) == [
        "BT11-108 main static if=own_has : play_cost_down 1 target=self color=black kind=tamer",
        "BT11-108 main main : de_digivolve 1 target=opponent count=3 ; then delete target=opponent count=3 cost<=6",
        "BT11-108 security security : activate_main"]
    assert lines_of(SAMADHI) == [
        "BT8-102 main main optional : suspend_own_cost ; then suspend target=opponent count=1 kinds=digimon,tamer ; "
        "then cant unsuspend target=opponent count=1 kinds=digimon,tamer filter=same_targets "
        "duration=opponents_next_turn",
        "BT8-102 security security : suspend target=opponent count=1 kinds=digimon,tamer"]
    suspend_two = ("suspend target=opponent count=2 kinds=digimon,tamer ; then cant unsuspend_in_unsuspend_phase "
                   "target=opponent count=2 kinds=digimon,tamer filter=same_targets duration=opponents_next_turn ; "
                   "then delete target=opponent count=1 filter=tamer,suspended")
    assert lines_of(GRANKUWAGAMON) == [
        "BT16-046 main hand_counter optional : digivolve_from_hand target=own",
        "BT16-046 main on_play : " + suspend_two,
        "BT16-046 main when_digivolving : " + suspend_two,
        "BT16-046 main when_suspended your_turn once_per_turn : security_attack +1 target=own count=1 duration=turn",
        "BT16-046 main static : overflow 4"]
    back = ("to_deck_bottom target=opponent count=1 level<=4 ; then if=named_digivolution_cards>=1 cant suspend "
            "target=opponent count=1 name=megaseadramon|x_antibody duration=opponents_next_turn")
    assert lines_of(MEGASEADRAMON_X) == [
        "BT20-026 main on_play : " + back,
        "BT20-026 main when_digivolving : " + back,
        "BT20-026 inherited static your_turn : cant attack_target_change target=self"]


def test_dg_dimension_de_digivolves_3_then_deletes_3_of_play_cost_6_or_less():
    pos = effect_positions.build(
        Side(battle=[NENE], hand=[DG_DIMENSION], deck=[MONODRAMON]),
        Side(battle=[Slot([MONODRAMON, KOKATORIMON]), Slot([MONODRAMON, GORILLAMON]),
                     Slot([MONODRAMON, DARKTYRANNOMON]), HIANDROMON], deck=[MONODRAMON]), memory=7)
    pos.use_option(0, DG_DIMENSION)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 0   # 8, less 1 for the black Tamer
    assert pos.battle(1) == [[HIANDROMON]]
    assert sorted(pos.trash(1)) == sorted([KOKATORIMON, GORILLAMON, DARKTYRANNOMON] + [MONODRAMON] * 3)
    ok(pos)


def test_samadhi_suspends_one_of_yours_to_suspend_and_hold_one_of_theirs():
    pos = effect_positions.build(
        Side(battle=[ARGOMON], hand=[SAMADHI], deck=[MONODRAMON]),
        Side(battle=[HIANDROMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, True)
    pos.use_option(0, SAMADHI)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1) and pos.suspended(1, 1)
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    pos.next_turn()
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    pos.next_turn()
    assert not Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    ok(pos)


def test_samadhi_declined_suspends_nothing():
    pos = effect_positions.build(
        Side(battle=[ARGOMON], hand=[SAMADHI], deck=[MONODRAMON]),
        Side(battle=[HIANDROMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, False)
    pos.use_option(0, SAMADHI)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1) and not pos.suspended(1, 1)
    assert not Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    ok(pos)


def test_grankuwagamon_suspends_2_holds_them_and_deletes_a_suspended_tamer():
    pos = effect_positions.build(
        Side(battle=[TRICERAMON], hand=[GRANKUWAGAMON], deck=[MONODRAMON]),
        Side(battle=[HIANDROMON, NENE], deck=[MONODRAMON]), memory=4)
    pos.digivolve(0, GRANKUWAGAMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[HIANDROMON]]
    assert NENE in pos.trash(1)
    assert pos.suspended(1, 1)
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND_IN_UNSUSPEND_PHASE))
    ok(pos)


def test_megaseadramon_x_over_a_megaseadramon_returns_one_and_bars_another_from_suspending():
    pos = effect_positions.build(
        Side(battle=[Slot([GORILLAMON, MEGASEADRAMON])], hand=[MEGASEADRAMON_X], deck=[MONODRAMON]),
        Side(battle=[KOKATORIMON, HIANDROMON], deck=[MONODRAMON]), memory=4)
    pos.digivolve(0, MEGASEADRAMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[HIANDROMON]]
    assert pos.deck(1)[0] == KOKATORIMON   # the bottom of the deck
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_SUSPEND))
    ok(pos)


def test_megaseadramon_x_without_a_named_card_beneath_only_returns():
    pos = effect_positions.build(
        Side(battle=[GORILLAMON], hand=[MEGASEADRAMON_X], deck=[MONODRAMON]),
        Side(battle=[KOKATORIMON, HIANDROMON], deck=[MONODRAMON]), memory=4)
    pos.digivolve(0, MEGASEADRAMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[HIANDROMON]]
    assert not Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_SUSPEND))
    ok(pos)


def test_dm_rookies_read_their_reveal_and_face_down_placement():
    for card, ver, inherited in (
            (AGUMON_DM, "ver.1", "EX9-007 inherited static your_turn : dp +2000 target=self"),
            (GABUMON_DM, "ver.2", "EX9-014 inherited static : jamming target=self"),
            ("EX9-023", "ver.3", "EX9-023 inherited static : keyword barrier target=self"),
            ("EX9-035", "ver.4", "EX9-035 inherited when_attacking once_per_turn : suspend target=opponent count=1"),
            ("EX9-058", "ver.5", "EX9-058 inherited static : retaliation target=self")):
        assert full(card), card
        assert lines_of(card) == [
            f"{card} main on_play : reveal_add_and_place_face_down 3 trait=dm placed_trait={ver} base_trait=dm",
            inherited]


def test_gabumon_adds_a_dm_card_and_places_a_ver2_card_face_down_under_itself():
    # deck top last: the top 3 are Gabumon and CresGarurumon ([DM] [Ver.2] both) and Vorvomon (neither)
    pos = effect_positions.build(
        Side(hand=[GABUMON_DM], deck=[MONODRAMON, VORVOMON, GABUMON_DM, CRESGARURUMON], battle=[KOKATORIMON]),
        Side(battle=[VORVOMON]), memory=3)
    pos.play(0, GABUMON_DM)
    E.settle(pos.st, pos.tb)
    hand = pos.hand(0)
    assert len(hand) == 1 and hand[0] in (GABUMON_DM, CRESGARURUMON)
    other = GABUMON_DM if hand[0] == CRESGARURUMON else CRESGARURUMON
    assert pos.battle(0) == [[KOKATORIMON], [other, GABUMON_DM]]
    assert pos.deck(0) == [VORVOMON, MONODRAMON]
    ok(pos)


def test_gabumon_without_a_ver2_card_adds_the_dm_card_only():
    # the top 3: Kokatorimon, Agumon ([DM] [Ver.1]) and Vorvomon
    pos = effect_positions.build(
        Side(hand=[GABUMON_DM], deck=[MONODRAMON, VORVOMON, AGUMON_DM, KOKATORIMON]), Side(battle=[VORVOMON]),
        memory=3)
    pos.play(0, GABUMON_DM)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [AGUMON_DM] and pos.battle(0) == [[GABUMON_DM]]
    assert sorted(pos.deck(0)[:2]) == sorted([KOKATORIMON, VORVOMON]) and pos.deck(0)[2] == MONODRAMON
    ok(pos)


def _given_main_phase_attack(pos):
    mods = pos.st.mod[:pos.mods()]
    return [(int(m[L.MOD_PLAYER]), int(m[L.MOD_UID])) for m in mods
            if m[L.MOD_ACTION] == ec.A_KEYWORD and m[L.MOD_AMOUNT] == ec.KW_ATTACKS_AT_MAIN_PHASE_START]


def test_keywords_given_for_a_duration_named_first_read():
    for card in (TRIDENT_ARM, TESTAMENT, GAIOMON):
        assert full(card), card
    assert lines_of(TRIDENT_ARM) == [
        "ST15-16 main main : de_digivolve 3 target=opponent count=1 ; then keyword attacks_at_main_phase_start "
        "target=opponent count=1 duration=opponents_next_turn",
        "ST15-16 security security : de_digivolve 3 target=opponent count=1"]
    assert lines_of(TESTAMENT) == [
        "BT1-103 main main : blocker target=own count=1 duration=opponents_next_turn",
        "BT1-103 security security : draw 1 ; then add_self_to_hand"]
    assert lines_of(GAIOMON) == [
        "P-183 main static : reboot target=self",
        "P-183 main static : blocker target=self",
        "P-183 main when_digivolving : keyword attacks_at_main_phase_start target=opponent count=1 "
        "duration=opponents_next_turn ; then attack target=self",
        "P-183 main attack_target_switched once_per_turn : trash_opponent_security_top 1"]


def test_trident_arm_de_digivolves_3_then_has_a_digimon_attack_at_their_main_phase():
    pos = effect_positions.build(
        Side(battle=[HIANDROMON], hand=[TRIDENT_ARM], deck=[MONODRAMON], security=[MONODRAMON]),
        Side(battle=[Slot([MONODRAMON, KOKATORIMON, GORILLAMON])], deck=[MONODRAMON, MONODRAMON]), memory=6)
    pos.use_option(0, TRIDENT_ARM)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[MONODRAMON]]   # level 3 reached: no more
    assert sorted(pos.trash(1)) == sorted([KOKATORIMON, GORILLAMON])
    assert _given_main_phase_attack(pos) == [(1, int(pos.st.uid[1, 1]))]
    pos.next_turn()
    E.begin_main_phase(pos.st, pos.tb, i32(1))
    assert [(a["player"], a["attacker"]) for a in pos.events("attack")] == [(1, MONODRAMON)]
    ok(pos)


def test_trident_arm_security_de_digivolves_the_attacker_3():
    pos = effect_positions.build(
        Side(security=[TRIDENT_ARM], deck=[MONODRAMON]),
        Side(battle=[Slot([MONODRAMON, KOKATORIMON, GORILLAMON])], deck=[MONODRAMON]), current=1)
    pos.attack(1, 1)
    E.settle(pos.st, pos.tb)
    assert KOKATORIMON in pos.trash(1) and GORILLAMON in pos.trash(1)
    assert _given_main_phase_attack(pos) == []
    ok(pos)


def test_testament_gives_blocker_through_the_opponents_next_turn():
    pos = effect_positions.build(
        Side(battle=[TSUKAIMON], hand=[TESTAMENT], deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=3)
    assert not pos.has(0, 1, ec.A_BLOCKER)
    pos.use_option(0, TESTAMENT)
    E.settle(pos.st, pos.tb)
    assert pos.has(0, 1, ec.A_BLOCKER)
    pos.next_turn()
    assert pos.has(0, 1, ec.A_BLOCKER)
    pos.next_turn()
    assert not pos.has(0, 1, ec.A_BLOCKER)
    ok(pos)


def test_gaiomon_gives_an_opponents_digimon_the_main_phase_attack():
    pos = effect_positions.build(
        Side(battle=[GOGMAMON], hand=[GAIOMON], deck=[MONODRAMON], security=[MONODRAMON]),
        Side(battle=[KOKATORIMON], deck=[MONODRAMON], security=[MONODRAMON]), memory=5)
    pos.digivolve(0, GAIOMON, 1)
    E.settle(pos.st, pos.tb)
    assert _given_main_phase_attack(pos) == [(1, int(pos.st.uid[1, 1]))]
    ok(pos)


def test_security_attack_given_for_a_duration_named_first_reads():
    for card in ("BT12-039", "BT12-040"):
        assert f"{card} inherited when_attacking once_per_turn : security_attack -1 target=opponent count=1 " \
            "duration=opponents_next_turn" in lines_of(card)
    assert "BT12-044 main when_digivolving : security_attack -2 target=opponent count=1 " \
        "duration=opponents_next_turn" in lines_of(LAMPMON)


def test_lampmon_takes_2_security_checks_from_an_opponents_digimon_through_their_next_turn():
    pos = effect_positions.build(
        Side(battle=[SIRENMON], hand=[LAMPMON], deck=[MONODRAMON]),
        Side(battle=[KOKATORIMON], deck=[MONODRAMON, MONODRAMON]), memory=3)
    assert pos.security_attack(1, 1) == 1
    pos.digivolve(0, LAMPMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.security_attack(1, 1) == -1
    pos.next_turn()
    assert pos.security_attack(1, 1) == -1
    pos.next_turn()
    assert pos.security_attack(1, 1) == 1
    ok(pos)


HOLD = ("suspend target=opponent count=1 kinds=digimon,tamer ; then cant unsuspend target=opponent count=1 "
        "kinds=digimon,tamer filter=same_targets duration=opponents_next_turn")


def test_it_cant_unsuspend_until_their_turn_ends_reads():
    assert full(AEGIOCHUSMON)
    rest = " ; then if=own_security<=3 piercing target=self duration=turn ; then if=own_security<=3 dp +5000 " \
        "target=self duration=turn"
    assert lines_of(AEGIOCHUSMON) == [
        "BT25-053 main static : keyword vortex target=self",
        "BT25-053 main would_leave optional : play_from_digivolution_cards target=self kind=digimon name=aegiomon",
        "BT25-053 main on_play : " + HOLD + rest,
        "BT25-053 main when_digivolving : " + HOLD + rest,
        "BT25-053 inherited own_security_removed once_per_turn optional : suspend target=opponent count=1 "
        "kinds=digimon,tamer"]
    assert "BT18-053 main when_digivolving : " + HOLD in lines_of("BT18-053")


def test_aegiochusmon_suspends_a_tamer_and_holds_it_through_their_next_turn():
    pos = effect_positions.build(
        Side(hand=[AEGIOCHUSMON], deck=[MONODRAMON], security=[MONODRAMON] * 4),
        Side(battle=[NENE], deck=[MONODRAMON, MONODRAMON]), memory=8)
    pos.play(0, AEGIOCHUSMON)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(1, 1)
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    assert pos.dp(0, 1) == 8000   # 4 security cards: no <Piercing> nor DP
    pos.next_turn()
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    pos.next_turn()
    assert not Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    ok(pos)


def test_aegiochusmon_with_3_or_fewer_security_cards_gains_piercing_and_5000_dp():
    pos = effect_positions.build(
        Side(hand=[AEGIOCHUSMON], deck=[MONODRAMON], security=[MONODRAMON] * 3),
        Side(battle=[KOKATORIMON], deck=[MONODRAMON]), memory=8)
    pos.play(0, AEGIOCHUSMON)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(1, 1)
    assert pos.dp(0, 1) == 13000 and pos.has(0, 1, ec.A_PIERCING)
    ok(pos)

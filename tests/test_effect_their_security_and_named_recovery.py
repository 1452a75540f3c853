"""Cards read with words the language already has.

- "the top card of their security stack" read as the opponent's top security card, as "your opponent's" is:
  BT6-018 (your turn, once: an opponent's Digimon deleted) and ST17-07's inherited effect (either turn, once: this
  Digimon deletes an opponent's Digimon in battle);
- EX2-020 (hand-written): a named Tamer as the effect's condition, 3 or fewer security cards as its clause's;
- BT12-085 (hand-written): with [Beelzemon] or [X Antibody] beneath it, one opponent's security card for every 10
  cards of your trash, as chained conditions;
- a deletion of any of the opponent's Digimon whose DP together stays within N:
  delete_total_dp N target=opponent (ST7-12, BT9-094, BT17-018);
- BT17-018 (hand-written): one security card for every 10 cards of both trashes, chained from the highest count down."""
from effect_positions import Side, build, full, lines_of
from positions import Slot, ok

AGUMON_BOND = "BT6-018"    # Lv.7 14000 DP; When Attacking: with a Tamer, delete up to 13000 DP
RAPIDMON = "ST17-07"       # inherited: a battle win over an opponent's Digimon trashes their top security card
LOPMON = "EX2-020"         # On Play: with [Shu-Chong Wong] and 3 or fewer security cards, Recovery +1
SHU_CHONG = "EX2-059"      # Tamer [Shu-Chong Wong]
TK = "ST3-12"              # yellow Tamer (its text works in the opponent's turn only)
MONODRAMON = "BT1-009"     # Lv.3 red, 3000 DP, no text
KOKATORIMON = "BT1-014"    # Lv.4 red, 4000 DP, no text
DARKTYRANNOMON = "BT1-019"  # Lv.4 red, 6000 DP, no text
BEELZEMON_X = "BT12-085"   # Lv.6; When Digivolving: with [Beelzemon]/[X Antibody] beneath, 1 security per 10 trash
BEELZEMON = "BT2-111"      # Lv.6 [Beelzemon], no inherited effect
JOKERMON = "BT12-079"      # Lv.5 purple, no text
ATOMIC_BLASTER = "ST7-12"  # red option, cost 5: delete up to 8000 DP in total
CRIMSON_MODE = "BT17-018"  # Lv.7 15000 DP; When Attacking, once: 1 security card per 10 cards of both trashes


def test_encoded_lines():
    for card in (AGUMON_BOND, LOPMON, BEELZEMON_X, ATOMIC_BLASTER, "BT9-094", CRIMSON_MODE):
        assert full(card), card
    assert not full(RAPIDMON)   # its On Play / When Digivolving keeping effect is not read
    assert lines_of(AGUMON_BOND) == [
        "BT6-018 main when_attacking if=own_tamers>=1 : delete target=opponent count=1 dp<=13000",
        "BT6-018 main opponent_digimon_deleted your_turn once_per_turn : trash_opponent_security_top 1"]
    assert "ST17-07 inherited deletes_in_battle once_per_turn : trash_opponent_security_top 1" in lines_of(RAPIDMON)
    assert lines_of(LOPMON) == [
        "EX2-020 main on_play if=own_has_name=shu-chong_wong : branches ; then if=own_security<=3 recovery 1"]
    assert lines_of(ATOMIC_BLASTER) == ["ST7-12 main main : delete_total_dp 8000 target=opponent",
                                        "ST7-12 security security : activate_main"]
    assert lines_of(CRIMSON_MODE)[1:4] == [
        "BT17-018 main on_play : delete_total_dp 15000 target=opponent",
        "BT17-018 main when_digivolving : delete_total_dp 15000 target=opponent",
        "BT17-018 main when_attacking once_per_turn : branches"
        + "".join(f" ; then if=all_trash>={n} trash_opponent_security_top 1" for n in range(110, 0, -10))]
    assert lines_of(BEELZEMON_X) == [
        "BT12-085 main when_digivolving if=named_digivolution_cards>=1 : branches name=beelzemon|x_antibody"
        + "".join(f" ; then if=own_trash>={n} trash_opponent_security_top 1" for n in (10, 20, 30, 40, 50)),
        "BT12-085 main on_deletion optional : play_from_trash kind=digimon name~impmon"]


def test_agumon_bond_trashes_the_top_security_card_when_its_attack_deletes_a_digimon():
    pos = build(Side(battle=[AGUMON_BOND, TK]),
                Side(battle=[KOKATORIMON], security=[MONODRAMON, MONODRAMON, KOKATORIMON]))
    pos.attack(0, 1, -1)
    assert pos.battle(1) == []
    # the deletion trashes the top card (Kokatorimon), the attack checks one more: 1 left
    assert pos.security(1) == [MONODRAMON]
    assert KOKATORIMON in pos.trash(1) and pos.trash(1).count(KOKATORIMON) == 2
    ok(pos)


def test_agumon_bond_once_per_turn_and_not_on_the_opponents_turn():
    pos = build(Side(battle=[AGUMON_BOND, TK]),
                Side(battle=[KOKATORIMON, KOKATORIMON], security=[MONODRAMON, MONODRAMON, MONODRAMON]))
    pos.attack(0, 1, -1)
    assert len(pos.battle(1)) == 1 and len(pos.security(1)) == 1   # 1 trashed, 1 checked
    pos.st.susp[0, 1] = 0
    pos.attack(0, 1, -1)
    assert pos.battle(1) == [] and pos.security(1) == []   # the second deletion trashes nothing: 1 checked
    ok(pos)
    pos = build(Side(battle=[Slot(AGUMON_BOND, suspended=True), TK]),
                Side(battle=[MONODRAMON], security=[MONODRAMON, MONODRAMON]), turn=4, current=1)
    pos.attack(1, 1, 1)   # their Digimon loses the battle on their turn: nothing trashed
    assert pos.battle(1) == [] and len(pos.security(1)) == 2
    ok(pos)


def test_rapidmon_under_a_digimon_trashes_their_top_security_card_on_either_turn_once():
    pos = build(Side(battle=[Slot([RAPIDMON, DARKTYRANNOMON])]),
                Side(battle=[Slot(KOKATORIMON, suspended=True), Slot(KOKATORIMON, suspended=True)],
                     security=[MONODRAMON, KOKATORIMON]))
    pos.attack(0, 1, 1)
    assert pos.security(1) == [MONODRAMON] and pos.trash(1) == [KOKATORIMON, KOKATORIMON]
    pos.st.susp[0, 1] = 0
    pos.attack(0, 1, 1)
    assert pos.battle(1) == [] and pos.security(1) == [MONODRAMON]   # once per turn
    ok(pos)
    pos = build(Side(battle=[Slot([RAPIDMON, DARKTYRANNOMON], suspended=True)], security=[MONODRAMON]),
                Side(battle=[MONODRAMON], security=[MONODRAMON, KOKATORIMON]), turn=4, current=1)
    pos.attack(1, 1, 1)   # their attacker loses the battle on their turn: their top security card trashed
    assert pos.battle(1) == [] and pos.security(1) == [MONODRAMON]
    assert pos.security(0) == [MONODRAMON]
    ok(pos)


def test_lopmon_recovers_with_shu_chong_wong_and_3_or_fewer_security_cards():
    pos = build(Side(battle=[SHU_CHONG], hand=[LOPMON], security=[MONODRAMON] * 3, deck=[KOKATORIMON]),
                memory=3)
    pos.play(0, LOPMON)
    assert pos.security(0) == [MONODRAMON] * 3 + [KOKATORIMON] and pos.deck(0) == []
    ok(pos)


def test_lopmon_recovers_nothing_with_4_security_cards_or_another_tamer():
    pos = build(Side(battle=[SHU_CHONG], hand=[LOPMON], security=[MONODRAMON] * 4, deck=[KOKATORIMON]),
                memory=3)
    pos.play(0, LOPMON)
    assert len(pos.security(0)) == 4 and pos.deck(0) == [KOKATORIMON]
    ok(pos)
    pos = build(Side(battle=[TK], hand=[LOPMON], security=[MONODRAMON] * 3, deck=[KOKATORIMON]), memory=3)
    pos.play(0, LOPMON)
    assert len(pos.security(0)) == 3 and pos.deck(0) == [KOKATORIMON]
    ok(pos)


def _beelzemon_x(under, trash):
    return build(Side(battle=[Slot(under)], hand=[BEELZEMON_X], trash=[MONODRAMON] * trash),
                 Side(security=[MONODRAMON, KOKATORIMON, KOKATORIMON, KOKATORIMON]), memory=10)


def test_beelzemon_x_trashes_one_security_card_for_every_10_cards_in_the_trash():
    for trash, left in ((9, 4), (10, 3), (29, 2), (30, 1)):
        pos = _beelzemon_x([JOKERMON, BEELZEMON], trash)
        pos.digivolve(0, BEELZEMON_X, 1)
        assert len(pos.security(1)) == left, trash
        assert pos.security(1)[0] == MONODRAMON   # from the top
        ok(pos)


def test_beelzemon_x_trashes_nothing_without_beelzemon_beneath_it():
    pos = _beelzemon_x([DARKTYRANNOMON, JOKERMON], 30)
    pos.digivolve(0, BEELZEMON_X, 1)
    assert len(pos.security(1)) == 4
    ok(pos)


def test_atomic_blaster_deletes_up_to_8000_dp_in_total():
    pos = build(Side(battle=[MONODRAMON], hand=[ATOMIC_BLASTER]),
                Side(battle=[MONODRAMON, KOKATORIMON, DARKTYRANNOMON]), memory=5)
    pos.use_option(0, ATOMIC_BLASTER)
    dp = {MONODRAMON: 3000, KOKATORIMON: 4000, DARKTYRANNOMON: 6000}
    gone = pos.trash(1)
    assert gone and sum(dp[c] for c in gone) <= 8000
    assert len(pos.battle(1)) == 3 - len(gone)
    ok(pos)


def test_crimson_mode_counts_both_trashes_as_the_attack_begins():
    for mine, theirs, left in ((10, 9, 2), (12, 13, 1), (5, 4, 3)):
        pos = build(Side(battle=[CRIMSON_MODE], trash=[MONODRAMON] * mine),
                    Side(security=[MONODRAMON] * 4, trash=[KOKATORIMON] * theirs))
        pos.attack(0, 1, -1)
        # 19 cards: 1 trashed (the trash then holds 20: not a second), 25: 2, 9: none; then 1 checked
        assert len(pos.security(1)) == left, (mine, theirs)
        ok(pos)

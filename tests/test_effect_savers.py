"""<Save> cards (BT12 Xros Heart / Hunter): the words and card facts they brought.

- "with <Save> in its text" (RULES.md section 11: the top card's text, the icon exactly, never <Material Save N>)
  is the card fact `<save>` of decks/data/text_names.tsv, read by `text~<save>` card filters, `this_text~<save>`
  / `if=this_has` conditions and the catalog's "Lv.3 w/<Save> in text" digivolution requirements;
- the older "DigiXros -N: A + B" headers read as `digixros` rows, "1 Digimon card w/<Save> in text" as
  `digixros N target=self kind=digimon text~<save>`;
- `place_under_tamer_from_trash` (a card of the trash only, under 1 of your Tamers), `place_under_tamer_cost` (the
  cost "by placing 1 ... from your hand under one of your Tamers") and `return_from_under_tamers` (a card from under
  your Tamers back to the hand)."""
import numpy as np

import effect_positions
from decks.effects import text_names
from effect_positions import Side, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot
from simcore.layout import A_DIGIVOLVE, DEL_EFFECT

ARRESTERDRAMON = "BT12-077"   # Lv.4 purple, from Lv.3 w/<Save> for 2; On Deletion <Save>, then 1 from the trash
DAMEMON = "BT12-063"          # Lv.4 black, cost 5, [DigiXros -2] 1 Digimon card with <Save> in its text
SHOUTMON_KING = "BT12-011"    # Lv.4 red; inherited: When Attacking, if <Save> in its text, delete 4000 DP or less
SHOUTMON_X5 = "BT10-013"      # DigiXros -2 of five names, <Security A. +1>, <Blocker>, <Material Save 3>
GUMDRAMON = "BT12-074"        # Lv.3 purple, <Save>; inherited: When Attacking, if <Save> in its text, draw 1
PSYCHEMON = "BT12-075"        # Lv.3 purple, <Save>
DRACMON = "BT12-048"          # Lv.3 green, <Save>
METALGREYMON = "BT10-024"     # <Material Save 2> only: no <Save> in its text
TAIKI = "BT10-087"            # Tamer (no <Save> in its text)
AGUMON = "ST1-03"             # Lv.3 red, no <Save>
GOBLIMON = "BT1-064"          # Lv.3 green, no text
VORVOMON = "BT2-011"          # Lv.3 red, no text


def delete(pos, p, s):
    delete_slot(pos.st, pos.tb, np.int32(p), np.int32(s), np.int32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)


def test_encoded_lines():
    assert all(full(c) for c in (ARRESTERDRAMON, DAMEMON, SHOUTMON_KING, SHOUTMON_X5, GUMDRAMON, PSYCHEMON))
    assert lines_of(GUMDRAMON) == [
        "BT12-074 main static : digixros 2 target=self kind=digimon text~<save>",
        "BT12-074 main on_play optional : place_under_tamer_cost 1 kind=digimon text~<save> ; then draw 1",
        "BT12-074 main on_deletion : save",
        "BT12-074 inherited when_attacking once_per_turn if=this_has : draw 1 text~<save>"]
    assert lines_of(PSYCHEMON) == [
        "BT12-075 main static : digixros 2 target=self kind=digimon text~<save>",
        "BT12-075 main on_play optional : return_from_under_tamers 1 kind=digimon text~<save>",
        "BT12-075 main on_deletion : save",
        "BT12-075 inherited when_attacking once_per_turn if=this_has : draw 1 text~<save>"]
    assert lines_of(ARRESTERDRAMON) == [
        "BT12-077 main when_digivolving if=digivolution_cards>=2 : rush target=self duration=turn",
        "BT12-077 main on_deletion : save ; then place_under_tamer_from_trash 1 kind=digimon text~<save>",
        "BT12-077 inherited when_attacking once_per_turn if=this_has : draw 1 text~<save>"]
    assert lines_of(DAMEMON) == [
        "BT12-063 main on_play : reveal_play 3 kind=tamer name=taiki_kudo|yuu_amano|tagiru_akashi up_to",
        "BT12-063 main when_digivolving : reveal_play 3 kind=tamer name=taiki_kudo|yuu_amano|tagiru_akashi up_to",
        "BT12-063 main on_deletion : save ; then place_under_tamer_from_trash 1 kind=digimon text~<save>",
        "BT12-063 main static : digixros 2 target=self kind=digimon text~<save>",
        "BT12-063 inherited static opponents_turn if=this_has : blocker target=self text~<save>"]
    assert lines_of(SHOUTMON_KING) == [
        "BT12-011 main static : digixros 2 target=self kind=digimon text~<save>",
        "BT12-011 main on_play optional : play_from_hand kind=tamer name=taiki_kudo|yuu_amano|tagiru_akashi",
        "BT12-011 main when_digivolving optional : play_from_hand kind=tamer name=taiki_kudo|yuu_amano|tagiru_akashi",
        "BT12-011 main on_deletion : save ; then place_under_tamer_from_trash 1 kind=digimon text~<save>",
        "BT12-011 inherited when_attacking once_per_turn if=this_has : delete target=opponent count=1 dp<=4000 "
        "this_text~<save>"]
    assert lines_of(SHOUTMON_X5) == [
        "BT10-013 main static : digixros 2 target=self name=shoutmon",
        "BT10-013 main static : digixros 2 target=self name=ballistamon",
        "BT10-013 main static : digixros 2 target=self name=dorulumon",
        "BT10-013 main static : digixros 2 target=self name=starmons",
        "BT10-013 main static : digixros 2 target=self name=sparrowmon",
        "BT10-013 main static : security_attack +1 target=self",
        "BT10-013 main static : blocker target=self",
        "BT10-013 main would_leave_any_way if=would_be_deleted optional : material_save 3 target=self"]


def test_save_in_the_text_is_the_icon_exactly():
    names = text_names()
    assert "<save>" in names[ARRESTERDRAMON] and "<save>" in names[GUMDRAMON]
    assert "<save>" not in names.get(METALGREYMON, ())   # <Material Save 2> is not <Save>
    assert "<save>" not in names.get(TAIKI, ())


def test_on_deletion_saves_then_places_a_save_card_of_the_trash():
    # the hand's <Save> card may not go (the trash only); Agumon has no <Save>
    pos = effect_positions.build(Side(battle=[TAIKI, ARRESTERDRAMON], hand=[GUMDRAMON], trash=[AGUMON, PSYCHEMON],
                                      deck=[AGUMON] * 2), Side(deck=[AGUMON]))
    delete(pos, 0, 2)
    assert pos.battle(0) == [[PSYCHEMON, ARRESTERDRAMON, TAIKI]]
    assert pos.hand(0) == [GUMDRAMON] and pos.trash(0) == [AGUMON]
    assert [x[1:4] for x in pos.effects(ARRESTERDRAMON)] == [
        (ec.A_SAVE, ARRESTERDRAMON, 1), (ec.A_PLACE_UNDER_TAMER_FROM_TRASH, PSYCHEMON, 0)]
    ok(pos)


def test_no_save_card_left_in_the_trash_places_nothing():
    pos = effect_positions.build(Side(battle=[TAIKI, ARRESTERDRAMON], hand=[GUMDRAMON], trash=[AGUMON],
                                      deck=[AGUMON] * 2), Side(deck=[AGUMON]))
    delete(pos, 0, 2)
    assert pos.battle(0) == [[ARRESTERDRAMON, TAIKI]]
    assert pos.hand(0) == [GUMDRAMON] and pos.trash(0) == [AGUMON]
    assert ec.A_PLACE_UNDER_TAMER_FROM_TRASH not in [x[1] for x in pos.effects()]
    ok(pos)


def test_without_a_tamer_nothing_moves():
    pos = effect_positions.build(Side(battle=[ARRESTERDRAMON], trash=[PSYCHEMON], deck=[AGUMON] * 2),
                                 Side(deck=[AGUMON]))
    delete(pos, 0, 1)
    assert pos.battle(0) == []
    assert sorted(pos.trash(0)) == sorted([PSYCHEMON, ARRESTERDRAMON])
    ok(pos)


def _attack_draws(top):
    pos = effect_positions.build(Side(battle=[Slot([GUMDRAMON, top])], deck=[AGUMON] * 3),
                                 Side(security=[AGUMON] * 3, deck=[AGUMON]), memory=3)
    script(pos, 0)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    return len(pos.hand(0)), pos


def test_the_inherited_draw_reads_the_top_cards_save():
    drawn, pos = _attack_draws(ARRESTERDRAMON)   # <Save> in the top card's text
    assert drawn == 1
    ok(pos)
    drawn, pos = _attack_draws(VORVOMON)   # no <Save> on top (the card beneath has it: it does not count)
    assert drawn == 0
    ok(pos)


def test_the_inherited_delete_reads_the_top_cards_save():
    pos = effect_positions.build(Side(battle=[Slot([SHOUTMON_KING, ARRESTERDRAMON])], deck=[AGUMON] * 3),
                                 Side(battle=[GOBLIMON], security=[AGUMON] * 3, deck=[AGUMON]), memory=3)
    script(pos, 0)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [] and GOBLIMON in pos.trash(1)   # 3000 DP: deleted
    ok(pos)


def _digivolve_costs(pos, number, s):
    i = pos.hand_index(0, number)
    return sorted(int(a[3]) for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == s)


def test_digivolves_from_a_level_3_with_save_of_another_colour():
    pos = effect_positions.build(Side(battle=[DRACMON, GOBLIMON], hand=[ARRESTERDRAMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    assert _digivolve_costs(pos, ARRESTERDRAMON, 1) == [2]   # green Dracmon has <Save>
    assert _digivolve_costs(pos, ARRESTERDRAMON, 2) == []    # green Goblimon has not
    ok(pos)


def _plays(pos, number):
    i = pos.hand_index(0, number)
    return sorted((int(a[2]), int(a[3])) for a in pos.actions_of(0) if a[0] == L.A_PLAY and a[1] == i)


def test_digixros_takes_a_digimon_card_with_save():
    pos = effect_positions.build(Side(hand=[DAMEMON, GUMDRAMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    assert _plays(pos, DAMEMON) == [(0, 5), (1, 3)]
    pos = effect_positions.build(Side(hand=[DAMEMON, AGUMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    assert _plays(pos, DAMEMON) == [(0, 5)]
    ok(pos)


def test_digixros_material_save_card_goes_under_damemon():
    pos = effect_positions.build(Side(hand=[DAMEMON, PSYCHEMON], deck=[AGUMON] * 4), Side(deck=[AGUMON]),
                                 memory=5)
    pos.play_digixros(0, DAMEMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[PSYCHEMON, DAMEMON]]
    assert pos.memory(0) == 5 - 3
    ok(pos)


def test_gumdramon_pays_a_save_card_of_the_hand_under_a_tamer_and_draws():
    pos = effect_positions.build(Side(battle=[TAIKI], hand=[GUMDRAMON, AGUMON, PSYCHEMON], deck=[GOBLIMON] * 2),
                                 Side(deck=[AGUMON]), memory=4)
    script(pos, 0, True)
    pos.play(0, GUMDRAMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[PSYCHEMON, TAIKI], [GUMDRAMON]]   # Agumon has no <Save>: it stays
    assert sorted(pos.hand(0)) == sorted([AGUMON, GOBLIMON])
    assert [x[1:4] for x in pos.effects(GUMDRAMON) if x[1] == ec.A_PLACE_UNDER_TAMER_COST] == [
        (ec.A_PLACE_UNDER_TAMER_COST, PSYCHEMON, 1)]
    ok(pos)


def test_gumdramon_without_a_save_card_draws_nothing():
    pos = effect_positions.build(Side(battle=[TAIKI], hand=[GUMDRAMON, AGUMON], deck=[GOBLIMON] * 2),
                                 Side(deck=[AGUMON]), memory=4)
    script(pos, 0, True)
    pos.play(0, GUMDRAMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[TAIKI], [GUMDRAMON]]
    assert pos.hand(0) == [AGUMON]
    ok(pos)


def test_psychemon_returns_a_save_card_from_under_a_tamer():
    pos = effect_positions.build(Side(battle=[Slot([AGUMON, ARRESTERDRAMON, TAIKI])], hand=[PSYCHEMON],
                                      deck=[GOBLIMON] * 2), Side(deck=[AGUMON]), memory=4)
    script(pos, 0, True)
    pos.play(0, PSYCHEMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[AGUMON, TAIKI], [PSYCHEMON]]   # Agumon has no <Save>: it stays
    assert pos.hand(0) == [ARRESTERDRAMON]
    assert [x[1:4] for x in pos.effects(PSYCHEMON)] == [(ec.A_RETURN_FROM_UNDER_TAMERS, ARRESTERDRAMON, 0)]
    ok(pos)

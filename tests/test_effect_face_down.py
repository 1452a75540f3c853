"""Face-down digivolution cards: a card placed face down beneath a Digimon is a twin card type of the match's tables
(simcore.tables: no name, traits, level, colours, DP, play cost nor effects) and is its own card again as it leaves
the stack (simcore.zones.face_up). The words: `place_from_trash_face_down_cost` (EX9-030 Andromon, EX9-043
MetalTyrannomon: a Digimon card of the trash face down under this Digimon), `for_each=face_down` (this Digimon's
face-down cards), `reveal_add_and_place_face_down` (EX9-058 Gazimon) and `place_from_hand_face_down` (EX9-068
Analogman, under the Digimon just played)."""
import numpy as np

import effect_positions
from effect_positions import Side, script, answered, lines_of, full
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import effects as EF
from simcore.layout import DEL_EFFECT

ANDROMON = "EX9-030"         # Lv.5 [Cyborg] [DM] [Ver.3], cost 7; inherited <Blocker>
METALTYRANNOMON = "EX9-043"  # Lv.5 [Cyborg] [DM] [Ver.5], cost 7; inherited <Piercing>
GAZIMON = "EX9-058"          # Lv.3 [DM] [Ver.5], cost 3; inherited <Retaliation>
ANALOGMAN = "EX9-068"        # Tamer [DM], cost 4
MEGADRAMON = "EX9-064"       # Lv.5 [Cyborg] [DM] [Ver.4], cost 7
METALGREYMON_ST = "ST1-09"   # Lv.5 [Cyborg], cost 7, 7000 DP
AGUMON = "ST1-03"            # Lv.3, 2000 DP
VORVOMON = "BT2-011"         # Lv.3, 5000 DP, no text
KOKATORIMON = "BT1-014"      # Lv.4, 4000 DP, no text
NUMEMON = "BT2-056"          # black Lv.4, 3000 DP, no text


def face_down(pos, p, s):
    """For each card of p's stack in slot s, bottom first: it lies face down (a twin type)."""
    tb = pos.tb
    return [int(tb.face_up[c]) != int(c) for c in pos.st.stk[p, s, :pos.st.stk_n[p, s]]]


def real_cards_only(pos):
    """No twin type outside the battle area's stacks."""
    st, tb = pos.st, pos.tb
    for p in range(2):
        for pile, n in ((st.hand[p], st.hand_n[p]), (st.trash[p], st.trash_n[p]), (st.deck[p], st.deck_n[p]),
                        (st.sec[p], st.sec_n[p])):
            assert all(int(tb.face_up[c]) == int(c) for c in pile[:n])


def test_encoded_lines_and_full():
    assert lines_of(METALTYRANNOMON)[1] == (
        "EX9-043 main on_play optional : place_from_trash_face_down_cost 1 kind=digimon target=self ; then "
        "de_digivolve 1 target=opponent count=1 for_each=face_down ; then delete target=opponent count=1 dp<=3000")
    assert lines_of(ANDROMON)[1] == (
        "EX9-030 main on_play optional : place_from_trash_face_down_cost 1 kind=digimon target=self ; then dp -3000 "
        "target=opponent count=1 duration=opponents_turn_end ; then dp -2000 target=opponent count=1 "
        "filter=same_targets duration=opponents_turn_end for_each=face_down")
    assert lines_of(GAZIMON) == [
        "EX9-058 main on_play : reveal_add_and_place_face_down 3 trait=dm placed_trait=ver.5 base_trait=dm",
        "EX9-058 inherited static : retaliation target=self"]
    assert lines_of(ANALOGMAN)[1].endswith("then memory +1 ; then place_from_hand_face_down target=event")
    for card in (ANDROMON, METALTYRANNOMON, GAZIMON, ANALOGMAN):
        assert full(card), card


def test_twins_only_for_a_deck_that_places_face_down():
    pos = effect_positions.build(Side(hand=[METALTYRANNOMON], trash=[AGUMON]), Side(battle=[VORVOMON]))
    tb = pos.tb
    assert tb.face_down_of[pos.card(AGUMON)] >= 0 and tb.face_down_of[pos.card(METALTYRANNOMON)] >= 0
    assert tb.face_down_of[pos.card(VORVOMON)] == -1   # the other deck places nothing face down
    t = int(tb.face_down_of[pos.card(AGUMON)])
    assert tb.face_up[t] == pos.card(AGUMON) and pos.numbers[t] == AGUMON
    assert (tb.level[t], tb.colors[t], tb.dp[t], tb.cost[t], tb.eff_n[t], tb.match_bits[t]) == (0, 0, -1, -1, 0, 0)
    assert tb.name_id[t] == t and t < tb.token_first


def test_ex9_043_cost_places_face_down_and_de_digivolves_once_per_face_down_card():
    # MetalTyrannomon digivolves onto a stack that already has a face-down card: with the one its cost places, 2
    pos = effect_positions.build(
        Side(hand=[METALTYRANNOMON], trash=[AGUMON], battle=[Slot([VORVOMON, NUMEMON])], deck=[AGUMON] * 3),
        Side(battle=[Slot([AGUMON, KOKATORIMON, METALGREYMON_ST])], deck=[AGUMON]), memory=5)
    pos.st.stk[0, 1, 0] = pos.tb.face_down_of[pos.card(VORVOMON)]   # the bottom card lies face down
    script(pos, 0, True)
    pos.digivolve(0, METALTYRANNOMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON, VORVOMON, NUMEMON, METALTYRANNOMON]]
    assert face_down(pos, 0, 1) == [True, True, False, False]
    assert pos.trash(0) == []
    # <De-Digivolve 2>: MetalGreymon and Kokatorimon trashed, Agumon (2000 DP) left, then deleted (3000 DP or less;
    # with 1 face-down card, Kokatorimon's 4000 DP would have stayed)
    assert pos.battle(1) == [] and sorted(pos.trash(1)) == sorted([METALGREYMON_ST, KOKATORIMON, AGUMON])
    real_cards_only(pos)
    ok(pos)


def test_ex9_043_with_one_face_down_card_de_digivolves_once():
    pos = effect_positions.build(
        Side(hand=[METALTYRANNOMON], trash=[AGUMON], deck=[AGUMON] * 3),
        Side(battle=[Slot([AGUMON, KOKATORIMON, METALGREYMON_ST])], deck=[AGUMON]), memory=7)
    script(pos, 0, True)
    pos.play(0, METALTYRANNOMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON, METALTYRANNOMON]] and face_down(pos, 0, 1) == [True, False]
    assert pos.battle(1) == [[AGUMON, KOKATORIMON]] and pos.trash(1) == [METALGREYMON_ST]
    ok(pos)


def test_ex9_043_cost_refused_without_a_digimon_card_in_the_trash():
    pos = effect_positions.build(
        Side(hand=[METALTYRANNOMON], trash=[ANALOGMAN], deck=[AGUMON] * 3),
        Side(battle=[Slot([AGUMON, KOKATORIMON])], deck=[AGUMON]), memory=7)
    script(pos, 0, True)
    pos.play(0, METALTYRANNOMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[METALTYRANNOMON]] and pos.trash(0) == [ANALOGMAN]
    assert pos.battle(1) == [[AGUMON, KOKATORIMON]]   # nothing after the unpaid cost
    ok(pos)


def test_face_down_card_gives_no_inherited_effect_and_returns_face_up_when_deleted():
    pos = effect_positions.build(
        Side(battle=[Slot([ANDROMON, METALGREYMON_ST]), Slot([ANDROMON, METALGREYMON_ST])], hand=[METALTYRANNOMON]),
        Side(battle=[AGUMON]))
    assert pos.can_block(0, 1) and pos.can_block(0, 2)   # Andromon's inherited <Blocker>
    pos.st.stk[0, 2, 0] = pos.tb.face_down_of[pos.card(ANDROMON)]
    E.rule_check(pos.st, pos.tb)
    assert pos.can_block(0, 1) and not pos.can_block(0, 2)   # face down: no inherited effect
    assert pos.battle(0)[1] == [ANDROMON, METALGREYMON_ST]
    # deleted: the face-down card goes to the trash as its card
    EF.delete_slot(pos.st, pos.tb, np.int32(0), np.int32(2), np.int32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[ANDROMON, METALGREYMON_ST]]
    assert sorted(pos.trash(0)) == sorted([ANDROMON, METALGREYMON_ST])
    real_cards_only(pos)
    ok(pos)


def test_ex9_030_minus_3000_and_2000_for_each_face_down_card():
    pos = effect_positions.build(
        Side(hand=[ANDROMON], trash=[AGUMON], deck=[AGUMON] * 3),
        Side(battle=[Slot([AGUMON, KOKATORIMON, METALGREYMON_ST])], deck=[AGUMON]), memory=7)
    script(pos, 0, True)
    pos.play(0, ANDROMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert face_down(pos, 0, 1) == [True, False]
    assert pos.dp(1, 1) == 7000 - 3000 - 2000
    real_cards_only(pos)
    ok(pos)


def test_ex9_058_reveals_adds_a_dm_card_and_places_a_ver5_card_face_down():
    # deck top last: the top 3 are MetalTyrannomon and Gazimon ([DM] [Ver.5] both) and Vorvomon (neither)
    pos = effect_positions.build(
        Side(hand=[GAZIMON], deck=[AGUMON, VORVOMON, GAZIMON, METALTYRANNOMON], battle=[Slot([KOKATORIMON])]),
        Side(battle=[VORVOMON]), memory=3)
    pos.play(0, GAZIMON)
    E.settle(pos.st, pos.tb)
    hand = pos.hand(0)
    assert len(hand) == 1 and hand[0] in (GAZIMON, METALTYRANNOMON)
    other = GAZIMON if hand[0] == METALTYRANNOMON else METALTYRANNOMON
    # the other one face down under Gazimon, the only [DM] Digimon; Vorvomon to the deck bottom
    assert pos.battle(0) == [[KOKATORIMON], [other, GAZIMON]]
    assert face_down(pos, 0, 2) == [True, False]
    assert pos.deck(0) == [VORVOMON, AGUMON]
    assert [(a, t, n) for _, a, t, n, _ in pos.effects(GAZIMON)] == [
        (ec.A_REVEAL_ADD_AND_PLACE_FACE_DOWN, hand[0], 1), (ec.A_REVEAL_ADD_AND_PLACE_FACE_DOWN, other, 2)]
    real_cards_only(pos)
    ok(pos)


def test_ex9_058_without_a_ver5_card_adds_the_dm_card_and_places_nothing():
    # the top 3: Kokatorimon, Andromon ([DM] [Ver.3]) and Vorvomon
    pos = effect_positions.build(
        Side(hand=[GAZIMON], deck=[AGUMON, VORVOMON, ANDROMON, KOKATORIMON]), Side(battle=[VORVOMON]), memory=3)
    pos.play(0, GAZIMON)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [ANDROMON] and pos.battle(0) == [[GAZIMON]]
    assert sorted(pos.deck(0)[:2]) == sorted([KOKATORIMON, VORVOMON]) and pos.deck(0)[2] == AGUMON
    ok(pos)


def test_for_each_face_down_word():
    assert ec.FOR_EACH_NAMES[ec.Q_FACE_DOWN] == "face_down"
    assert ec.A_PLACE_FROM_HAND_FACE_DOWN in (240, 241, 242)


def test_ex9_068_may_place_a_hand_card_face_down_under_the_played_digimon():
    pos = effect_positions.build(Side(battle=[ANALOGMAN], hand=[MEGADRAMON], deck=[AGUMON]), Side(deck=[AGUMON]),
                                 memory=8)
    script(pos, 0, False, True, True)   # Megadramon's own [On Play] declined; suspend Analogman; place the card drawn
    pos.play(0, MEGADRAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[ANALOGMAN], [AGUMON, MEGADRAMON]]
    assert face_down(pos, 0, 2) == [True, False]
    assert pos.hand(0) == [] and pos.memory(0) == 8 - 7 + 1
    assert [(a, t) for _, a, t, n, _ in pos.effects(ANALOGMAN) if a == ec.A_PLACE_FROM_HAND_FACE_DOWN] == [
        (ec.A_PLACE_FROM_HAND_FACE_DOWN, AGUMON)]
    real_cards_only(pos)
    ok(pos)

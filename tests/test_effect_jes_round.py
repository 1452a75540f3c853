"""A keyword that lets a Digimon attack unsuspended Digimon too (keyword attacks_unsuspended), a condition that holds
with a named digivolution card or a Digimon of a name part in play (named_under_or_own_has), a free play from the
hand or from beneath this Digimon before one of your Digimon leaves (play_from_hand_or_digivolution_cards), a gained
[On Deletion] effect given to 1 of your Digimon (gain_on_deletion target=own), and a card placed under as the cost of
a Recovery: BT10-016 Jesmon (X Antibody), BT24-065 Diaboromon (X Antibody), BT6-104 Parabolic Junk, BT7-082
Sistermon Blanc (Awakened)."""
import numpy as np

import effect_positions
from decks.effects import describe
from effect_positions import Side, Slot, answered, full, lines_of, ok, script
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot

I32 = np.int32
JESMON_X = "BT10-016"
JESMON = "BT6-016"          # named Jesmon
METALGREYMON = "ST1-09"     # red level 5, an inherited text only
BLANC = "BT6-082"           # Sistermon Blanc
AWAKENED = "BT7-082"        # Sistermon Blanc (Awakened)
HUCKMON = "BT6-009"
DIABOROMON_X = "BT24-065"
DIABOROMON = "P-016"        # named Diaboromon
NUMEMON = "BT2-056"         # black, no effects
GREYMON = "ST1-07"
WARGREYMON = "ST1-11"
JUNK = "BT6-104"
BLANC_ST = "ST12-12"        # Sistermon Blanc with <Decoy (Red/Black)>
DECK = ["ST1-03"] * 4


def delete_by(pos, p, s, by):
    """Delete p's Digimon in slot s by an effect of player `by`."""
    pos.st.g[L.G_EFFECT_PLAYER] = 1 + by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(L.DEL_EFFECT))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def test_the_compiled_lines():
    assert lines_of(JESMON_X) == [
        "BT10-016 main static : piercing target=self",
        "BT10-016 main when_digivolving : play_from_hand kind=digimon name~sistermon filter=may,or_trash ; then "
        "if=named_under_or_own_has keyword attacks_unsuspended target=all_own name~sistermon this_name=jesmon "
        "duration=opponents_turn_end ; then if=named_under_or_own_has dp +2000 target=all_own name~sistermon "
        "this_name=jesmon duration=opponents_turn_end"]
    assert lines_of(DIABOROMON_X)[-1] == (
        "BT24-065 main own_digimon_would_leave card.name~diaboromon once_per_turn optional : "
        "play_from_hand_or_digivolution_cards kind=digimon name=diaboromon")
    assert lines_of(JUNK) == [
        "BT6-104 main main : gain_on_deletion target=own count=1 duration=opponents_next_turn",
        "BT6-104 main gained_on_deletion : memory +2", "BT6-104 security security : add_self_to_hand"]
    assert lines_of(AWAKENED) == [
        "BT7-082 main on_play optional : place_under_cost 1 name=sistermon_blanc target=self filter=or_trash ; then "
        "recovery 1",
        "BT7-082 main on_deletion : return_from_trash "
        "any=name:jesmon|name:huckmon|name:sistermon|not_named:sistermon_blanc_(awakened)"]
    assert lines_of(BLANC_ST) == [
        "ST12-12 main on_play optional : trash_from_hand_cost 1 ; then draw 2",
        "ST12-12 main static if=named_under_or_own_has : keyword decoy target=self color=red,black "
        "any=name:huckmon|trait:royal_knight"]
    for card in (JESMON_X, DIABOROMON_X, JUNK, AWAKENED, BLANC_ST):
        assert full(card), card


def test_cards_show_says_both_halves_of_the_condition_and_where_the_play_comes_from():
    line = "BT10-016 main when_digivolving : " + lines_of(JESMON_X)[1].split(" : ", 1)[1]
    words = describe(line)
    assert "you may play 1 digimon with sistermon in its name from your hand or trash; then " in words
    assert words.count("if a digivolution card is named jesmon, or you have a Digimon with sistermon in its name, "
                       "all of your Digimon") == 2
    assert "this_" not in words


# --- BT10-016 Jesmon (X Antibody) ------------------------------------------------------------------------

def jesmon_position(base, hand=(), trash=(), battle=()):
    return effect_positions.build(
        Side(battle=[Slot(base), *battle], hand=[JESMON_X, *hand], trash=list(trash), deck=DECK),
        Side(battle=[WARGREYMON, Slot(GREYMON, suspended=True)], security=["ST1-03"], deck=DECK), memory=5)


def unsuspended_attack_targets(pos, s):
    return sorted(a[2] for a in pos.actions_of(0) if a[0] == L.A_ATTACK and a[1] == s and a[2] >= 0)


def test_jesmon_x_on_a_jesmon_lets_all_attack_unsuspended_digimon_with_2000_more_dp():
    pos = jesmon_position([HUCKMON, JESMON], hand=[BLANC])
    assert unsuspended_attack_targets(pos, 1) == [2]   # before: the suspended Greymon only
    pos.digivolve(0, JESMON_X, 1)
    assert pos.battle(0) == [[HUCKMON, JESMON, JESMON_X], [BLANC]]   # the Sistermon played from the hand
    assert pos.dp(0, 1) == 11000 + 2000 and pos.dp(0, 2) == 3000 + 2000
    assert unsuspended_attack_targets(pos, 1) == [1, 2]   # the unsuspended WarGreymon too
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    ok(pos)


def test_jesmon_x_without_a_jesmon_beneath_needs_a_sistermon_in_play():
    pos = jesmon_position([HUCKMON, METALGREYMON])   # no Sistermon to play, none in play
    pos.digivolve(0, JESMON_X, 1)
    assert pos.dp(0, 1) == 11000 and unsuspended_attack_targets(pos, 1) == [2]
    ok(pos)
    pos = jesmon_position([HUCKMON, METALGREYMON], trash=[BLANC])   # the Sistermon played from the trash
    pos.digivolve(0, JESMON_X, 1)
    assert pos.battle(0)[1] == [BLANC] and pos.trash(0) == []
    assert pos.dp(0, 1) == 13000 and unsuspended_attack_targets(pos, 1) == [1, 2]
    ok(pos)


def test_jesmon_x_declined_play_and_a_sistermon_already_in_play():
    pos = jesmon_position([HUCKMON, METALGREYMON], hand=[BLANC], battle=[AWAKENED])
    script(pos, 0, False)   # the play declined: the Awakened one in play has the name part
    pos.digivolve(0, JESMON_X, 1)
    assert answered(pos) and BLANC in pos.hand(0)
    assert pos.dp(0, 1) == 13000 and pos.dp(0, 2) == 5000 + 2000
    ok(pos)


def test_the_dp_and_the_attacks_last_until_the_end_of_the_opponents_turn():
    pos = jesmon_position([HUCKMON, JESMON])
    pos.digivolve(0, JESMON_X, 1)
    pos.next_turn()
    assert pos.dp(0, 1) == 13000
    pos.next_turn()
    assert pos.dp(0, 1) == 11000 and unsuspended_attack_targets(pos, 1) == [2]


# --- BT24-065 Diaboromon (X Antibody) ----------------------------------------------------------------------

def diaboromon_position(under=(DIABOROMON,), hand=(), battle=()):
    return effect_positions.build(
        Side(battle=[Slot([*under, DIABOROMON_X]), *battle], hand=list(hand), deck=DECK),
        Side(battle=[WARGREYMON], deck=DECK), current=1, memory=3)


def plays(pos):
    return [(a, t) for _, a, t, _, _ in pos.effects(DIABOROMON_X)
            if a in (ec.A_PLAY_FROM_HAND, ec.A_PLAY_FROM_DIGIVOLUTION_CARDS)]


def test_play_from_hand_or_digivolution_cards_diaboromon_x_leaving_plays_the_one_beneath_it():
    pos = diaboromon_position(under=(NUMEMON, DIABOROMON), hand=[DIABOROMON])
    delete_by(pos, 0, 1, 1)
    assert plays(pos) == [(ec.A_PLAY_FROM_DIGIVOLUTION_CARDS, DIABOROMON)]
    assert pos.battle(0) == [[DIABOROMON]] and sorted(pos.trash(0)) == sorted([NUMEMON, DIABOROMON_X])
    assert pos.hand(0) == [DIABOROMON]
    ok(pos)


def test_another_diaboromon_leaving_plays_one_from_the_hand_once_per_turn():
    pos = diaboromon_position(hand=[DIABOROMON, DIABOROMON], battle=[DIABOROMON, NUMEMON])
    delete_by(pos, 0, 2, 1)   # the other Diaboromon
    assert plays(pos) == [(ec.A_PLAY_FROM_HAND, DIABOROMON)]
    assert pos.battle(0) == [[DIABOROMON, DIABOROMON_X], [NUMEMON], [DIABOROMON]]
    delete_by(pos, 0, 3, 1)   # once per turn: nothing more
    assert len(plays(pos)) == 1 and pos.hand(0) == [DIABOROMON]
    ok(pos)


def test_a_digimon_without_the_name_or_nothing_to_play_or_declined():
    pos = diaboromon_position(hand=[DIABOROMON], battle=[NUMEMON])
    delete_by(pos, 0, 2, 1)   # Numemon: not a Diaboromon
    assert plays(pos) == []
    pos = diaboromon_position(under=(NUMEMON,), battle=[DIABOROMON])
    delete_by(pos, 0, 2, 1)   # no Diaboromon card in the hand nor beneath
    assert plays(pos) == [] and pos.battle(0) == [[NUMEMON, DIABOROMON_X]]
    pos = diaboromon_position(hand=[DIABOROMON], battle=[DIABOROMON])
    script(pos, 0, False)
    delete_by(pos, 0, 2, 1)
    assert answered(pos) and plays(pos) == []
    ok(pos)


# --- BT6-104 Parabolic Junk ----------------------------------------------------------------------------

def test_parabolic_junk_gives_1_digimon_2_memory_on_deletion():
    pos = effect_positions.build(Side(battle=[NUMEMON], hand=[JUNK], deck=DECK),
                                 Side(battle=[WARGREYMON], deck=DECK), memory=3)
    pos.use_option(0, JUNK)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 3
    pos.next_turn()
    delete_by(pos, 0, 1, 1)
    assert pos.memory(0) == 3 + 2
    assert pos.effects(JUNK) == [(JUNK, ec.A_GAIN_ON_DELETION, NUMEMON, 0, 0)]
    ok(pos)


def test_parabolic_junk_ends_after_the_opponents_next_turn():
    pos = effect_positions.build(Side(battle=[NUMEMON], hand=[JUNK], deck=DECK),
                                 Side(battle=[WARGREYMON], deck=DECK), memory=3)
    pos.use_option(0, JUNK)
    E.settle(pos.st, pos.tb)
    pos.next_turn()
    pos.next_turn()
    delete_by(pos, 0, 1, 1)
    assert pos.memory(0) == 3
    ok(pos)


# --- BT7-082 Sistermon Blanc (Awakened) ----------------------------------------------------------------

def test_awakened_places_a_sistermon_blanc_for_a_recovery():
    pos = effect_positions.build(Side(hand=[AWAKENED, AWAKENED], trash=[BLANC], deck=DECK, security=["ST1-02"]),
                                 Side(deck=DECK), memory=6)
    script(pos, 0, True)   # (the greedy pilot keeps its short deck: no Recovery)
    pos.play(0, AWAKENED)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[BLANC, AWAKENED]] and pos.trash(0) == []
    assert len(pos.security(0)) == 2 and pos.security(0)[-1] == "ST1-03"
    ok(pos)


def test_awakened_finds_no_sistermon_blanc_in_another_awakened():
    pos = effect_positions.build(Side(hand=[AWAKENED, AWAKENED], deck=DECK, security=["ST1-02"]),
                                 Side(deck=DECK), memory=6)
    script(pos, 0, True)
    pos.play(0, AWAKENED)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[AWAKENED]] and len(pos.security(0)) == 1
    ok(pos)


def test_awakened_deleted_returns_a_jesmon_huckmon_or_sistermon_card_but_no_awakened():
    pos = effect_positions.build(Side(battle=[AWAKENED], trash=[AWAKENED, GREYMON], deck=DECK),
                                 Side(battle=[WARGREYMON], deck=DECK), current=1)
    delete_by(pos, 0, 1, 1)
    assert pos.hand(0) == [] and sorted(pos.trash(0)) == sorted([AWAKENED, AWAKENED, GREYMON])
    pos = effect_positions.build(Side(battle=[AWAKENED], trash=[AWAKENED, HUCKMON], deck=DECK),
                                 Side(battle=[WARGREYMON], deck=DECK), current=1)
    delete_by(pos, 0, 1, 1)
    assert pos.hand(0) == [HUCKMON]
    ok(pos)


# --- ST12-12 Sistermon Blanc ---------------------------------------------------------------------------

def decoy_position(*others):
    return effect_positions.build(Side(battle=[NUMEMON, BLANC_ST, *others], deck=DECK),
                                  Side(battle=[WARGREYMON], deck=DECK), current=1, memory=3)


def test_st12_12_decoy_works_while_a_huckmon_or_a_royal_knight_is_in_play():
    for other in (HUCKMON, JESMON):   # Huckmon in its name; Jesmon: the Royal Knight trait
        pos = decoy_position(other)
        delete_by(pos, 0, 1, 1)   # the black Numemon: Sistermon Blanc deleted instead
        assert pos.battle(0) == [[NUMEMON], [other]] and pos.trash(0) == [BLANC_ST]
        ok(pos)


def test_st12_12_decoy_needs_the_huckmon_or_royal_knight_and_a_red_or_black_digimon():
    pos = decoy_position(GREYMON)   # no Huckmon, no Royal Knight
    delete_by(pos, 0, 1, 1)
    assert pos.battle(0) == [[BLANC_ST], [GREYMON]]
    pos = decoy_position(HUCKMON, BLANC)
    delete_by(pos, 0, 4, 1)   # the white Sistermon Blanc: not covered
    assert pos.battle(0) == [[NUMEMON], [BLANC_ST], [HUCKMON]]
    ok(pos)

"""Options used by an effect from other places than the hand, and what follows such a use.

use_option_from_trash N: an option of the trash used, its use cost less N paid (BT25-083 LadyDevimon, after trashing
an option card from under any of your Digimon). use_option_from_hand_or_digivolution_cards: a free use from the hand
or from this Digimon's digivolution cards (BT25-085 BeelStarmon). trash_from_digivolution_or_link_cost: the cost of
an option card from the digivolution cards or link cards of any of your Digimon (BT25-085's unsuspending effect, also
at the counter timing). The condition option_used: the clause after a use, run once the option has resolved
(EX8-037 Sakuyamon (X Antibody): "If you did, 1 of your Digimon unsuspends"); the key this_name= gives
named_digivolution_cards>= its names apart from a play_token's name= (EX8-037's Token).

Other real cards: EX7-070 Der Blitz (black [Three Musketeers] option, cost 6: deletes the opponent's lowest play cost
Digimon, then goes under a [Three Musketeers] Digimon), ST1-13 Shadow Wing (red, cost 1), ST3-13 Heaven's Gate
(yellow, cost 1), ST1-16 Gaia Force (red, cost 8), ST22-05 Sakuyamon, ST3 and ST1 Digimon."""
import numpy as np

from decks.effects import load_effects
from effect_positions import build, script, answered, ok, Side, Slot, row_of
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import activate

I32 = np.int32


def texts(card):
    return [e.text for e in load_effects()[card].effects]


def test_the_encoded_lines():
    assert texts("BT25-083") == [
        "BT25-083 main on_play optional : place_under_cost 1 trait=three_musketeers target=own filter=or_trash ; "
        "then draw 1",
        "BT25-083 main when_digivolving optional : place_under_cost 1 trait=three_musketeers target=own "
        "filter=or_trash ; then draw 1",
        "BT25-083 main when_digivolving once_per_turn optional : trash_from_hand_or_digivolution_cost 1 kind=option "
        "filter=from_digivolution_cards ; then use_option_from_trash 3 kind=option trait=three_musketeers",
        "BT25-083 main when_attacking once_per_turn optional : trash_from_hand_or_digivolution_cost 1 kind=option "
        "filter=from_digivolution_cards ; then use_option_from_trash 3 kind=option trait=three_musketeers",
        "BT25-083 inherited on_deletion optional : play_from_trash kind=digimon level<=4 text~three_musketeers"]
    assert texts("BT25-085") == [
        "BT25-085 main static : blocker target=self",
        "BT25-085 main static : ignore_color_requirements text~three_musketeers filter=use_requirement",
        "BT25-085 main when_digivolving once_per_turn optional : use_option_from_hand_or_digivolution_cards "
        "kind=option trait=three_musketeers|ts",
        "BT25-085 main when_attacking once_per_turn optional : use_option_from_hand_or_digivolution_cards "
        "kind=option trait=three_musketeers|ts",
        "BT25-085 main when_digivolving once_per_turn optional : trash_from_digivolution_or_link_cost 1 kind=option "
        "; then unsuspend target=self",
        "BT25-085 main when_attacking once_per_turn optional : trash_from_digivolution_or_link_cost 1 kind=option "
        "; then unsuspend target=self",
        "BT25-085 main counter once_per_turn optional : trash_from_digivolution_or_link_cost 1 kind=option ; then "
        "unsuspend target=self",
        "BT25-085 main main : delete target=opponent count=1 rank=highest_level ; then place_under_cost 1 "
        "trait=three_musketeers target=own filter=or_trash,may"]
    assert texts("EX8-037") == [
        "EX8-037 main when_digivolving if=named_digivolution_cards>=1 : play_token name=uka_no_mitama "
        "this_name=sakuyamon|x_antibody|x_antibody_proto_form",
        "EX8-037 main own_digimon_attacks your_turn once_per_turn optional : use_option_from_hand kind=option "
        "any=colors:1 cost<=5 ; then if=option_used unsuspend target=own count=1"]
    for card in ("BT25-083", "BT25-085", "EX8-037"):
        assert not load_effects()[card].unmodeled


def run(pos, card, trigger, action, slot, *answers):
    """Activate the effect of `card` (the top card of player 0's slot) starting with that timing and action."""
    r = row_of(pos, card, trigger, action)
    script(pos, 0, *answers)
    activate(pos.st, pos.tb, I32(0), I32(r), I32(pos.st.uid[0, slot]), I32(pos.card(card)), I32(0))
    E.settle(pos.st, pos.tb)
    E.effects_resolved(pos.st, pos.tb, I32(0))


# --- BT25-083: an option from under a Digimon trashed, a [Three Musketeers] option of the trash used for 3 less -----

def ladydevimon(trash, memory=5):
    return build(Side(battle=[Slot(["ST1-13", "ST1-07", "BT25-083"], entered=1), Slot("BT25-085", entered=1)],
                      trash=trash, deck=["ST1-03", "ST1-03"]),
                 Side(battle=[Slot("ST1-03", entered=1), Slot("ST1-08", entered=1)], deck=["ST1-03"]),
                 memory=memory)


def test_ladydevimon_uses_der_blitz_from_the_trash_for_3_less():
    pos = ladydevimon(["EX7-070"])
    run(pos, "BT25-083", ec.T_WHEN_DIGIVOLVING, ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, 1, True)
    assert answered(pos)
    assert pos.memory(0) == 5 - 3   # the use cost 6, less 3
    # Der Blitz deletes the lowest play cost Digimon (the Agumon), then goes under BeelStarmon (of the trait)
    assert pos.battle(1) == [["ST1-08"]] and pos.trash(1) == ["ST1-03"]
    assert pos.battle(0) == [["ST1-07", "BT25-083"], ["EX7-070", "BT25-085"]]
    assert pos.trash(0) == ["ST1-13"]
    assert [x[1] for x in pos.effects("BT25-083")] == [ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST,
                                                        ec.A_USE_OPTION_FROM_TRASH]
    ok(pos)


def test_ladydevimon_uses_no_option_of_another_trait_after_paying():
    pos = ladydevimon(["ST1-16"])
    run(pos, "BT25-083", ec.T_WHEN_DIGIVOLVING, ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, 1, True)
    assert pos.memory(0) == 5 and sorted(pos.trash(0)) == ["ST1-13", "ST1-16"]
    assert pos.battle(0)[0] == ["ST1-07", "BT25-083"] and len(pos.battle(1)) == 2
    ok(pos)


def test_ladydevimon_without_an_option_beneath_pays_nothing_and_uses_nothing():
    pos = build(Side(battle=[Slot(["ST1-07", "BT25-083"], entered=1), Slot("BT25-085", entered=1)],
                     trash=["EX7-070"], deck=["ST1-03"]),
                Side(battle=[Slot("ST1-03", entered=1)], deck=["ST1-03"]), memory=5)
    run(pos, "BT25-083", ec.T_WHEN_DIGIVOLVING, ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, 1, True)
    assert pos.memory(0) == 5 and pos.trash(0) == ["EX7-070"] and pos.battle(1) == [["ST1-03"]]
    ok(pos)


# --- BT25-085: an option of the trait from its digivolution cards, free; an option card trashed to unsuspend ---------

def test_beelstarmon_uses_der_blitz_from_its_digivolution_cards_free():
    pos = build(Side(battle=[Slot(["EX7-070", "ST1-08", "BT25-085"], entered=1)], deck=["ST1-03"]),
                Side(battle=[Slot("ST1-03", entered=1), Slot("ST1-08", entered=1)], deck=["ST1-03"]), memory=2)
    run(pos, "BT25-085", ec.T_WHEN_DIGIVOLVING, ec.A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS, 1, True)
    assert answered(pos)
    assert pos.memory(0) == 2   # free
    assert pos.battle(1) == [["ST1-08"]]
    # used from beneath, it goes back under BeelStarmon, of the trait, as its bottom card
    assert pos.battle(0) == [["EX7-070", "ST1-08", "BT25-085"]] and pos.trash(0) == []
    assert [x[1] for x in pos.effects("BT25-085")] == [ec.A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS]
    ok(pos)


def test_beelstarmon_uses_no_option_without_the_trait():
    pos = build(Side(hand=["ST1-13"], battle=[Slot(["ST1-16", "ST1-08", "BT25-085"], entered=1)], deck=["ST1-03"]),
                Side(battle=[Slot("ST1-03", entered=1)], deck=["ST1-03"]), memory=2)
    run(pos, "BT25-085", ec.T_WHEN_DIGIVOLVING, ec.A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS, 1, True)
    assert pos.hand(0) == ["ST1-13"] and pos.battle(0) == [["ST1-16", "ST1-08", "BT25-085"]]
    assert pos.battle(1) == [["ST1-03"]]
    ok(pos)


def test_beelstarmon_unsuspends_by_trashing_an_option_from_another_digimons_digivolution_cards():
    pos = build(Side(battle=[Slot(["ST1-07", "BT25-085"], suspended=True, entered=1),
                             Slot(["ST1-13", "ST1-07"], entered=1)], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=2)
    run(pos, "BT25-085", ec.T_COUNTER, ec.A_TRASH_FROM_DIGIVOLUTION_OR_LINK_COST, 1, True)
    assert not pos.suspended(0, 1)
    assert pos.battle(0) == [["ST1-07", "BT25-085"], ["ST1-07"]] and pos.trash(0) == ["ST1-13"]
    ok(pos)


def test_beelstarmon_unsuspends_by_trashing_an_option_link_card():
    pos = build(Side(battle=[Slot(["ST1-07", "BT25-085"], suspended=True, entered=1)], deck=["ST1-03", "ST1-13"]),
                Side(deck=["ST1-03"]), memory=2)
    pos.st.lnk[0, 1, 0] = pos.card("ST1-13")   # an option card linked beside it (a copy in the deck: in the tables)
    pos.st.lnk_n[0, 1] = 1
    run(pos, "BT25-085", ec.T_WHEN_ATTACKING, ec.A_TRASH_FROM_DIGIVOLUTION_OR_LINK_COST, 1, True)
    assert not pos.suspended(0, 1)
    assert pos.st.lnk_n[0, 1] == 0 and pos.trash(0) == ["ST1-13"]
    assert pos.battle(0) == [["ST1-07", "BT25-085"]]


def test_beelstarmon_without_an_option_card_stays_suspended():
    pos = build(Side(battle=[Slot(["ST1-07", "BT25-085"], suspended=True, entered=1)], hand=["ST1-13"],
                     deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=2)
    run(pos, "BT25-085", ec.T_COUNTER, ec.A_TRASH_FROM_DIGIVOLUTION_OR_LINK_COST, 1, True)
    assert pos.suspended(0, 1) and pos.hand(0) == ["ST1-13"] and pos.trash(0) == []
    ok(pos)


# --- EX8-037: the Token when [Sakuyamon] is beneath; a 1-colour option when a Digimon attacks, then an unsuspend ----

def test_sakuyamon_x_plays_the_uka_no_mitama_token_with_sakuyamon_beneath():
    pos = build(Side(hand=["EX8-037"], battle=[Slot(["ST3-08", "ST22-05"], entered=1)], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=3)
    pos.digivolve(0, "EX8-037", 1)
    assert pos.battle(0) == [["ST3-08", "ST22-05", "EX8-037"], ["TK-UKA_NO_MITAMA"]]
    assert pos.memory(0) == 3 - 1
    ok(pos)


def test_sakuyamon_x_plays_no_token_without_sakuyamon_beneath():
    pos = build(Side(hand=["EX8-037"], battle=[Slot(["ST3-05", "ST3-08"], entered=1)], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=5)
    pos.digivolve(0, "EX8-037", 1)
    assert pos.battle(0) == [["ST3-05", "ST3-08", "EX8-037"]]
    ok(pos)


def test_sakuyamon_x_uses_a_one_colour_option_when_a_digimon_attacks_then_unsuspends_one():
    pos = build(Side(hand=["ST3-13", "ST1-16"], battle=[Slot(["ST3-08", "EX8-037"], entered=1),
                                                         Slot("ST3-05", suspended=True, entered=1)],
                     deck=["ST1-03", "ST1-03"]),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert pos.hand(0) == ["ST1-16"]   # Gaia Force costs 8: not offered
    assert "ST3-13" in pos.trash(0)
    assert pos.memory(0) == 3   # free
    assert not pos.suspended(0, 1) or not pos.suspended(0, 2)   # one of them unsuspended after the option
    acts = [x[1] for x in pos.effects("EX8-037")]
    assert acts == [ec.A_USE_OPTION_FROM_HAND, ec.A_UNSUSPEND]
    ok(pos)


def test_sakuyamon_x_without_an_option_to_use_unsuspends_none():
    pos = build(Side(hand=["ST1-16"], battle=[Slot(["ST3-08", "EX8-037"], entered=1),
                                              Slot("ST3-05", suspended=True, entered=1)],
                     deck=["ST1-03", "ST1-03"]),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert pos.hand(0) == ["ST1-16"] and pos.suspended(0, 2)
    assert ec.A_UNSUSPEND not in [x[1] for x in pos.effects("EX8-037")]
    ok(pos)

"""Keeping effects that answer only a deletion or a return to the hand or deck (not a placement in a security stack,
not a battle), and the cost of two digivolution cards of one same level.

BT9-012 (Greymon (X Antibody)) and P-072, inherited: while the Digimon has [Greymon] or [Omnimon] in its name, an
effect (either player's) that would delete it or return it to the hand or deck may be answered by trashing 2 of its
digivolution cards of the same level (`trash_same_level_digivolution_cost 2`, then `stay` under
`if=deleted_or_returned_by_effects`). BT9-024 (Garurumon (X Antibody)): the same cost against a deletion in battle only (`if=deleted_in_battle`).
BT5-086 (Omnimon): the same answer to the opponent's effects only
(`if=deleted_or_returned_by_opponent_effects`), for a level 6 Digimon card from beneath it."""
import numpy as np

from effect_positions import Side, build, full, lines_of
from positions import Slot, ok
from decks import effects as de
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import delete_slot, to_security_top
from simcore import layout as L
from simcore.layout import DEL_BATTLE, DEL_EFFECT

I32 = np.int32

GREYMON_X = "BT9-012"       # Lv.4, [Greymon] in its name
GARURUMON_X = "BT9-024"     # Lv.4, [Garurumon] in its name
OMNIMON = "BT5-086"         # Lv.7
MONODRAMON = "BT1-009"      # Lv.3 red, no text
GROUNDRAMON = "BT1-020"     # Lv.5 red, no text, no [Greymon] in its name
PHOENIXMON = "ST1-10"       # Lv.6 red, no text
MONZAEMON = "BT1-038"       # Lv.5 blue, no text
GAIA_FORCE = "ST1-16"       # red option: delete 1 of the opponent's Digimon
V_WING_BLADE = "ST8-12"     # blue option: return 1 of the opponent's level 6 or lower Digimon to the hand


# --- the encoded lines ---------------------------------------------------------------------------------------------

def test_greymon_x_keeping_effect_is_encoded_in_full():
    assert full(GREYMON_X)
    assert lines_of(GREYMON_X) == [
        "BT9-012 inherited would_leave_any_way optional if=this_has : trash_same_level_digivolution_cost 2 "
        "this_name~greymon|omnimon ; then if=deleted_or_returned_by_effects stay target=self"]


def test_p072_reads_the_same_keeping_effect_with_slashed_names():
    assert ("P-072 inherited would_leave_any_way optional if=this_has : trash_same_level_digivolution_cost 2 "
            "this_name~greymon|omnimon ; then if=deleted_or_returned_by_effects stay target=self") in lines_of("P-072")


def test_omnimon_keeps_itself_from_the_opponents_deletions_and_returns_only():
    assert full(OMNIMON)
    assert ("BT5-086 main would_leave_any_way optional : trash_own_digivolution_cost 1 kind=digimon level=6 ; then "
            "if=deleted_or_returned_by_opponent_effects stay target=self") in lines_of(OMNIMON)


def test_the_new_words_are_described():
    text = ("X-1 inherited would_leave_any_way optional if=this_has : trash_same_level_digivolution_cost 2 "
            "this_name~greymon ; then if=deleted_or_returned_by_effects stay target=self")
    _, _, eff = de.parse_line(text, "t")
    assert eff.rows[0][ec.F_ACTION] == ec.A_TRASH_SAME_LEVEL_DIGIVOLUTION_COST and eff.rows[0][ec.F_AMOUNT] == 2
    assert eff.rows[1][ec.F_COND] == ec.C_DELETED_OR_RETURNED_BY_EFFECTS
    words = de.describe(text)
    assert "of the same level" in words and "delete it or return it to the hand or deck" in words


def test_garurumon_x_keeps_its_digimon_from_a_deletion_in_battle_only():
    assert full(GARURUMON_X)
    assert lines_of(GARURUMON_X) == [
        "BT9-024 inherited would_leave_any_way optional if=this_has : trash_same_level_digivolution_cost 2 "
        "this_name~garurumon|omnimon ; then if=deleted_in_battle stay target=self"]


# --- BT9-012 in play ------------------------------------------------------------------------------------------------

def _greymon_stack(under, top=GREYMON_X):
    return Slot([*under, GREYMON_X, top])


def _opponent_uses(option, stack, opponent_digimon):
    pos = build(Side(battle=[stack], deck=[MONODRAMON]),
                Side(battle=[opponent_digimon], hand=[option], deck=[MONODRAMON]), current=1, memory=9)
    pos.use_option(1, option)
    E.settle(pos.st, pos.tb)
    return pos


def test_greymon_x_stays_for_two_cards_of_one_level_when_deleted_by_an_effect():
    pos = _opponent_uses(GAIA_FORCE, _greymon_stack([MONODRAMON, MONODRAMON]), MONODRAMON)
    assert pos.battle(0) == [[GREYMON_X, GREYMON_X]]
    assert sorted(pos.trash(0)) == [MONODRAMON, MONODRAMON]
    ok(pos)


def test_greymon_x_stays_when_returned_to_the_hand_by_an_effect():
    pos = _opponent_uses(V_WING_BLADE, _greymon_stack([MONODRAMON, MONODRAMON]), MONZAEMON)
    assert pos.battle(0) == [[GREYMON_X, GREYMON_X]] and pos.hand(0) == []
    assert sorted(pos.trash(0)) == [MONODRAMON, MONODRAMON]
    ok(pos)


def test_greymon_x_without_two_cards_of_one_level_is_deleted():
    """Levels 3, 4 and 5 beneath it: no two share a level, so nothing is offered."""
    pos = _opponent_uses(GAIA_FORCE, Slot([MONODRAMON, GROUNDRAMON, GREYMON_X, GREYMON_X]), MONODRAMON)
    assert pos.battle(0) == []
    ok(pos)


def test_greymon_x_under_a_digimon_without_the_names_is_deleted():
    pos = _opponent_uses(GAIA_FORCE, _greymon_stack([MONODRAMON, MONODRAMON], top=GROUNDRAMON), MONODRAMON)
    assert pos.battle(0) == []
    ok(pos)


def test_greymon_x_keeps_it_from_its_owners_own_effect_too():
    """"An effect": a deletion by your own effect is answered as well."""
    pos = build(Side(battle=[_greymon_stack([MONODRAMON, MONODRAMON])], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=3)
    pos.st.g[L.G_EFFECT_PLAYER] = 1   # 1 + the player whose effect deletes: player 0's own
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[GREYMON_X, GREYMON_X]]
    ok(pos)


def test_greymon_x_is_deleted_in_battle():
    pos = build(Side(battle=[_greymon_stack([MONODRAMON, MONODRAMON])], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=3)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_BATTLE))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == []
    ok(pos)


def test_greymon_x_placed_in_the_security_stack_leaves():
    """A placement in the security stack is neither a deletion nor a return to the hand or deck."""
    pos = build(Side(battle=[_greymon_stack([MONODRAMON, MONODRAMON])], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), current=1, memory=3)
    to_security_top(pos.st, pos.tb, I32(1), I32(pos.card(MONODRAMON)), I32(0), I32(1))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [] and pos.security(0) == [GREYMON_X]
    ok(pos)


# --- BT9-024 in play ------------------------------------------------------------------------------------------------

def _garurumon_deleted(cause):
    pos = build(Side(battle=[Slot([MONODRAMON, MONODRAMON, GARURUMON_X, GARURUMON_X])], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=3)
    pos.st.g[L.G_EFFECT_PLAYER] = 2   # an effect's deletion: the opponent's
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(cause))
    E.settle(pos.st, pos.tb)
    return pos


def test_garurumon_x_stays_for_two_cards_of_one_level_when_deleted_in_battle():
    pos = _garurumon_deleted(DEL_BATTLE)
    assert pos.battle(0) == [[GARURUMON_X, GARURUMON_X]] and pos.trash(0) == [MONODRAMON, MONODRAMON]
    ok(pos)


def test_garurumon_x_is_deleted_by_an_effect():
    pos = _garurumon_deleted(DEL_EFFECT)
    assert pos.battle(0) == []
    ok(pos)


# --- BT5-086 in play ------------------------------------------------------------------------------------------------

def test_omnimon_stays_for_a_level_6_card_when_the_opponent_deletes_it():
    pos = _opponent_uses(GAIA_FORCE, Slot([PHOENIXMON, OMNIMON]), MONODRAMON)
    assert pos.battle(0) == [[OMNIMON]] and pos.trash(0) == [PHOENIXMON]
    ok(pos)


def test_omnimon_placed_in_the_security_stack_by_the_opponent_leaves():
    pos = build(Side(battle=[Slot([PHOENIXMON, OMNIMON])], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), current=1, memory=3)
    to_security_top(pos.st, pos.tb, I32(1), I32(pos.card(MONODRAMON)), I32(0), I32(1))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [] and pos.security(0) == [OMNIMON] and pos.trash(0) == [PHOENIXMON]
    ok(pos)



# --- BT15-100 (Seventh Lightning): a [Trash] effect when one of your Digimon digivolves into a named card ----------
SEVENTH_LIGHTNING = "BT15-100"
LEVIAMON_X = "BT15-081"     # Lv.6 purple, [Leviamon (X Antibody)]
SANDIRAMON = "BT10-079"     # Lv.5 purple, no text
BOLTMON = "BT3-089"         # Lv.6 purple, no text
WIZARDMON_DATA = "BT6-034"  # Lv.4 yellow, no text
TITAMON = "BT1-080"         # Lv.6 green, no text


def test_seventh_lightning_trash_effect_is_encoded_in_full():
    assert full(SEVENTH_LIGHTNING)
    assert ("BT15-100 main trash_own_digimon_digivolved optional card.kind=digimon card.name=leviamon_(x_antibody) : "
            "return_self_from_trash_cost ; then delete target=opponent count=1 level<=4 level>=4 ; then delete "
            "target=opponent count=1 level<=6 level>=6") in lines_of(SEVENTH_LIGHTNING)
    _, _, eff = de.parse_line(lines_of(SEVENTH_LIGHTNING)[0], "t")
    assert eff.rows[0][ec.F_TRIGGER] == ec.T_TRASH_OWN_DIGIMON_DIGIVOLVED
    assert eff.rows[0][ec.F_ACTION] == ec.A_RETURN_SELF_FROM_TRASH_COST and eff.rows[0][ec.F_COND] == ec.C_CAUSE_CARD


def _digivolve_from_sandiramon_into(card):
    pos = build(Side(battle=[SANDIRAMON], hand=[card], trash=[SEVENTH_LIGHTNING], deck=[MONODRAMON, MONODRAMON]),
                Side(battle=[WIZARDMON_DATA, TITAMON], deck=[MONODRAMON]), memory=9)
    pos.digivolve(0, card, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_seventh_lightning_goes_under_the_deck_to_delete_a_level_4_and_a_level_6():
    pos = _digivolve_from_sandiramon_into(LEVIAMON_X)
    assert pos.battle(0) == [[SANDIRAMON, LEVIAMON_X]]
    assert pos.trash(0) == [] and pos.deck(0)[0] == SEVENTH_LIGHTNING
    assert pos.battle(1) == [] and sorted(pos.trash(1)) == sorted([WIZARDMON_DATA, TITAMON])
    ok(pos)


def test_seventh_lightning_stays_in_the_trash_for_another_digivolution():
    pos = _digivolve_from_sandiramon_into(BOLTMON)
    assert pos.trash(0) == [SEVENTH_LIGHTNING]
    assert pos.battle(1) == [[WIZARDMON_DATA], [TITAMON]]
    ok(pos)

"""The effects that run before a Digimon leaves the battle area (RULES.md section 8 "Immediate", section 9): the
keywords <Fragment N> and <Scapegoat>, and the would_leave_any_way / own_digimon_would_leave effects whose cost
keeps a Digimon there (`stay`). Made-up cards first, then real ones."""
from dataclasses import replace

import numpy as np

from decks.effects import parse_effects
from positions import Side, Slot, build_position, digimon, option, ok
from simcore import engine as E
from simcore.effect_codes import A_STAY
from simcore.effects import delete_slot
from simcore.layout import DEL_BATTLE, DEL_EFFECT, DEL_RULE, G_EFFECT_PLAYER

I32 = np.int32
BASE = digimon("W-90", 3, 3000, 3)
FRAGMENT = digimon("W-80", 6, 9000, 8)
SCAPEGOAT = digimon("W-81", 5, 7000, 6)
KEEPER = digimon("W-82", 4, 4000, 4)        # its inherited effect keeps a Test Diaboromon
DIABOROMON = replace(digimon("W-83", 6, 9000, 8), name="Test Diaboromon")
GUARD = replace(digimon("W-85", 5, 6000, 6), name="Test Guardmon")
RETURNER = digimon("W-87", 4, 4000, 4)      # returns itself to the hand to keep another Test Guardmon
DELETE_OPPONENT = option("W-94", 1)
DELETE_OWN = option("W-95", 1)
BOUNCE = option("W-96", 1)
DELETE_ALL = option("W-97", 1)
CARDS = [BASE, FRAGMENT, SCAPEGOAT, KEEPER, DIABOROMON, GUARD, RETURNER, DELETE_OPPONENT, DELETE_OWN, BOUNCE,
         DELETE_ALL]
EFFECTS = parse_effects("""
W-80 main static : keyword fragment target=self count=2
W-81 main static : keyword scapegoat target=self
W-82 inherited would_leave_any_way once_per_turn optional : delete_own_cost filter=other name=Test_Diaboromon ; then if=this_has stay target=self name~diaboromon
W-87 main own_digimon_would_leave card.name~guardmon optional : bounce target=self ; then if=by_opponent_effects stay target=event filter=other
W-94 main main : delete target=opponent count=1
W-95 main main : delete target=own count=1
W-96 main main : bounce target=opponent count=1
W-97 main main : delete target=all_opponent
""")


def position(mine, theirs=(), hand=(), current=0):
    return build_position(CARDS, Side(battle=[Slot(s) for s in mine], deck=["W-90"], hand=list(hand)),
                          Side(battle=[Slot(s) for s in theirs], hand=["W-94", "W-96", "W-97"], deck=["W-90"]),
                          effects=EFFECTS, current=current, memory=5)


def delete(pos, p, s, cause, by=0):
    """Delete p's Digimon in slot s (cause DEL_*), by: 1 + the player whose effect deletes it (0: none)."""
    pos.st.g[G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(cause))
    pos.st.g[G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def use(pos, p, number):
    """Player p uses the option `number` from the hand (its [Main] effect picks the target)."""
    E.use_option(pos.st, pos.tb, I32(p), I32(pos.hand_index(p, number)))


# --- <Fragment N> ------------------------------------------------------------------------------------------

def test_fragment_trashes_two_digivolution_cards_instead_of_the_deletion():
    pos = position([["W-90", "W-90", "W-90", "W-80"]])
    delete(pos, 0, 1, DEL_BATTLE)
    assert pos.battle(0) == [["W-90", "W-80"]]   # greedy trashes the cards nearest the top
    assert pos.trash(0) == ["W-90", "W-90"]
    ok(pos)


def test_fragment_without_enough_digivolution_cards_the_digimon_is_deleted():
    pos = position([["W-90", "W-80"]])
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == []
    assert sorted(pos.trash(0)) == ["W-80", "W-90"]
    ok(pos)


# --- <Scapegoat> -------------------------------------------------------------------------------------------

def test_scapegoat_deletes_another_own_digimon_instead_of_an_opponents_deletion():
    pos = position([["W-81"], ["W-90"]], current=1)
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [["W-81"]]
    assert pos.trash(0) == ["W-90"]
    ok(pos)


def test_scapegoat_does_not_work_against_its_owners_own_effects():
    pos = position([["W-81"], ["W-90"]])
    delete(pos, 0, 1, DEL_EFFECT, by=1)
    assert pos.battle(0) == [["W-90"]]
    assert pos.trash(0) == ["W-81"]
    ok(pos)


def test_scapegoat_at_zero_dp_keeps_it_by_deleting_the_other_one():
    pos = position([["W-81"], ["W-90"]])
    delete(pos, 0, 1, DEL_RULE)
    assert pos.battle(0) == [["W-81"]] and pos.trash(0) == ["W-90"]
    ok(pos)


def test_scapegoat_alone_is_deleted():
    pos = position([["W-81"]])
    delete(pos, 0, 1, DEL_BATTLE)
    assert pos.battle(0) == [] and pos.trash(0) == ["W-81"]
    ok(pos)


# --- would_leave_any_way: "When this Digimon would leave, by deleting 1 of your other [X], it doesn't leave" ---

def test_the_inherited_effect_deletes_another_diaboromon_and_the_digimon_stays():
    pos = position([["W-82", "W-83"], ["W-83"]])
    delete(pos, 0, 1, DEL_BATTLE)
    assert pos.battle(0) == [["W-82", "W-83"]]
    assert pos.trash(0) == ["W-83"]
    stays = [e for e in pos.events("effect") if e["effect"] == A_STAY]
    assert len(stays) == 1 and stays[0]["target"] == "W-83"
    ok(pos)


def test_once_per_turn_the_second_deletion_goes_through():
    pos = position([["W-82", "W-83"], ["W-83"], ["W-83"]])
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [["W-82", "W-83"], ["W-83"]]
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [["W-83"]]
    assert sorted(pos.trash(0)) == ["W-82", "W-83", "W-83"]
    ok(pos)


def test_without_another_diaboromon_the_cost_is_unpaid_and_it_leaves():
    pos = position([["W-82", "W-83"], ["W-90"]])
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [["W-90"]]
    assert sorted(pos.trash(0)) == ["W-82", "W-83"]
    ok(pos)


def test_the_condition_reads_the_top_card_another_name_on_top_nothing_runs():
    pos = position([["W-82", "W-90"], ["W-83"]])
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [["W-83"]]   # the other Diaboromon is not deleted for nothing
    assert sorted(pos.trash(0)) == ["W-82", "W-90"]
    ok(pos)


def test_returned_to_the_hand_by_an_effect_it_stays_too():
    pos = position([["W-82", "W-83"], ["W-83"]], current=1)
    use(pos, 1, "W-96")   # the opponent's bounce picks one of the two Diaboromon
    E.settle(pos.st, pos.tb)
    assert len(pos.battle(0)) == 1 and pos.hand(0) == []
    assert pos.trash(0)[-1] == "W-83"
    ok(pos)


# --- own_digimon_would_leave: another of your Digimon of a trait would leave by the opponent's effects; returning
# this Digimon to the hand keeps it there ---

def test_by_an_opponents_effect_the_returner_goes_to_the_hand_and_the_guardmon_stays():
    pos = position([["W-85"], ["W-87"]], current=1)
    use(pos, 1, "W-94")   # greedy deletes the strongest: the Guardmon
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["W-85"]]
    assert pos.hand(0) == ["W-87"]
    ok(pos)


def test_by_its_owners_own_effect_nothing_keeps_the_guardmon():
    pos = position([["W-85"], ["W-87"]], hand=["W-95"])
    use(pos, 0, "W-95")
    E.settle(pos.st, pos.tb)
    assert ["W-85"] not in pos.battle(0) or ["W-87"] not in pos.battle(0)
    assert pos.hand(0) == []
    ok(pos)


def test_in_battle_the_returner_does_not_keep_it():
    pos = position([["W-85"], ["W-87"]])
    delete(pos, 0, 1, DEL_BATTLE)
    assert pos.battle(0) == [["W-87"]] and pos.trash(0) == ["W-85"]
    ok(pos)


def test_the_returner_does_not_keep_itself():
    pos = position([["W-87"], ["W-85"]], current=1)
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [["W-85"]] and pos.trash(0) == ["W-87"]
    ok(pos)


def test_deleted_all_at_once_one_return_keeps_both_guardmon():
    # "they don't leave": one payment for the Digimon the clause deletes together; the returner is no Guardmon
    pos = position([["W-85"], ["W-87"], ["W-85"]], current=1)
    use(pos, 1, "W-97")
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["W-85"], ["W-85"]]
    assert pos.hand(0) == ["W-87"] and pos.trash(0) == []
    stays = [e for e in pos.events("effect") if e["effect"] == A_STAY]
    assert len(stays) == 2
    ok(pos)

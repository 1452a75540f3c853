"""Conditions on the opponent's trash (opponent_trash<= / >=), the top cards of both players' decks trashed
(trash_both_decks_top), "if you have a Tamer (in play)" (own_tamers>=1) and a Digimon that deletes itself with an
opponent's Digimon and hatches: the exact lines of real cards and a scenario in a hand-built position each."""
import numpy as np
import pytest
from effect_positions import Side, build, lines_of
from positions import Slot, ok

from decks.catalog import load_catalog
from decks.effects import card_coverage
from simcore import engine as E


def start_of_main_phase(pos, p=0):
    E.begin_main_phase(pos.st, pos.tb, np.int32(p))


# --- compiled lines -----------------------------------------------------------------------------------------

def test_the_trash_conditions_and_both_decks_compile():
    assert lines_of("EX10-040") == [
        "EX10-040 main start_of_your_main_phase : branches ; then if=opponent_trash<=10 trash_both_decks_top 2 ; "
        "then if=opponent_trash>=10 memory +1",
        "EX10-040 inherited when_attacking once_per_turn : trash_both_decks_top 1"]
    assert card_coverage(load_catalog()["EX10-040"]) == "full"
    assert "BT5-083 main when_digivolving : trash_both_decks_top 5" in lines_of("BT5-083")
    assert "BT14-080 main when_attacking once_per_turn if=opponent_trash>=10 : security_attack +1 target=self " \
           "duration=turn" in lines_of("BT14-080")


def test_a_tamer_in_play_and_the_hatch_compile():
    assert lines_of("EX4-074")[-1] == ("EX4-074 main end_of_attack : delete target=self ; then delete target=opponent "
                                       "count=1 ; then recovery 1 ; then if=own_tamers>=1 hatch")
    assert card_coverage(load_catalog()["EX4-074"]) == "full"
    assert lines_of("BT1-115")[0] == "BT1-115 main when_attacking once_per_turn if=own_tamers>=1 : unsuspend target=self"
    assert lines_of("P-047")[0] == ("P-047 main when_digivolving : trash_deck_top 3 ; then if=own_tamers>=1 "
                                    "dp +3000 target=self duration=turn")
    assert lines_of("P-123") == ["P-123 main own_digimon_moved_out your_turn once_per_turn : hatch filter=may ; then "
                                 "memory +1"]


# --- scenarios ------------------------------------------------------------------------------------------------

def test_both_decks_lose_their_top_card_when_it_attacks():
    # EX10-040 under Greymon: its inherited When Attacking trashes the top card of each deck
    pos = build(Side(battle=[Slot(["EX10-040", "ST1-07"])], deck=["ST1-03", "ST2-03"]),
                Side(deck=["ST1-12", "ST1-07"], security=["ST2-03", "ST2-03"]))
    pos.attack(0, 1)
    assert pos.trash(0) == ["ST2-03"] and pos.deck(0) == ["ST1-03"]
    assert pos.trash(1)[0] == "ST1-07" and pos.deck(1) == ["ST1-12"]
    ok(pos)


@pytest.mark.parametrize("opponent_trash, trashed, gained", [(8, 2, 1), (7, 2, 0), (11, 0, 1)])
def test_the_main_phase_trash_and_memory_go_by_the_opponents_trash(opponent_trash, trashed, gained):
    # EX10-040: at 10 or fewer trashes the top 2 of both decks; then, either way, gains 1 memory at 10 or more
    pos = build(Side(battle=["EX10-040"], deck=["ST1-03"] * 4),
                Side(deck=["ST2-03"] * 4, trash=["ST1-07"] * opponent_trash), memory=2)
    start_of_main_phase(pos)
    assert len(pos.deck(0)) == 4 - trashed and len(pos.deck(1)) == 4 - trashed
    assert len(pos.trash(1)) == opponent_trash + trashed
    assert pos.memory(0) == 2 + gained
    ok(pos)


@pytest.mark.parametrize("tamer", [True, False])
def test_the_end_of_attack_deletes_both_recovers_and_hatches_with_a_tamer(tamer):
    # EX4-074 attacks the player; at the end of the attack it and the opponent's Agumon are deleted, the top card
    # of the deck goes to the security stack and, with Tai Kamiya in play, the Digi-Egg hatches
    battle = [Slot(["ST1-03", "EX4-074"])] + (["ST1-12"] if tamer else [])
    pos = build(Side(battle=battle, deck=["ST1-07"], eggs=["ST1-01"]),
                Side(battle=["ST1-03"], security=["ST2-03"], deck=["ST2-03"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [] and sorted(pos.trash(1)) == ["ST1-03", "ST2-03"]
    assert pos.battle(0) == ([["ST1-12"]] if tamer else [])
    assert sorted(pos.trash(0)) == ["EX4-074", "ST1-03"]
    assert pos.security(0) == ["ST1-07"] and pos.deck(0) == []
    assert pos.breeding(0) == (["ST1-01"] if tamer else [])
    assert pos.eggs(0) == ([] if tamer else ["ST1-01"])
    ok(pos)


def test_an_options_cost_of_deleting_one_of_your_digimon_compiles():
    # "You may delete 1 of your Digimon to ...": the cost delete_own_cost, the rest only if it was paid
    assert lines_of("BT5-106")[0] == ("BT5-106 main main optional : delete_own_cost ; then unsuspend target=own "
                                      "count=1 color=purple")
    assert card_coverage(load_catalog()["BT5-106"]) == "full"
    assert lines_of("BT2-109")[0] == ("BT2-109 main main optional : delete_own_cost ; then delete target=opponent "
                                      "count=2 up_to level<=4")


# --- "Gain N memory. At end of turn, lose N memory": lose_memory_at_turn_end ---------------------------------

def test_memory_lost_at_turn_end_compiles():
    assert lines_of("BT1-090") == ["BT1-090 main main : memory +2 ; then lose_memory_at_turn_end 2"]
    assert card_coverage(load_catalog()["BT1-090"]) == "full"
    assert lines_of("BT1-021")[0] == "BT1-021 main when_attacking : memory +3 ; then lose_memory_at_turn_end 3"


def test_the_memory_gained_is_lost_at_the_end_of_the_turn():
    pos = build(Side(hand=["BT1-090"], battle=["ST1-03"], deck=["ST1-03"] * 3), Side(deck=["ST1-03"] * 3), memory=1)
    pos.use_option(0, "BT1-090")
    assert pos.memory(0) == 3                          # 1 + 2, the option costing 0
    pos.end_of_turn(0)
    assert pos.memory(0) == 1                          # 2 lost at the end of the turn
    assert [e["change"] for e in pos.events("memory")] == [2, -2]
    pos.next_turn()
    pos.end_of_turn(1)
    assert pos.memory(0) == 1                          # lost once only
    ok(pos)

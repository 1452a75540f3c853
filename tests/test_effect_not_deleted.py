"""The chained condition "If this effect didn't delete, ..." (not_deleted: the delete clause before it deleted
nothing): BT21-068 Growlmon's [On Play] delete, else trash the top 2 cards of the deck, and the compiled lines of
BT21-068 (a stray full stop in its source text), BT25-014 (after a cost) and EX2-067 (another wording); EX3-057
Growlmon's [When Digivolving] delete, else trash the top 2 cards of both decks (the wording "no Digimon is
deleted")."""
import json

from effect_positions import Side, build
from decks.tools import compile_effects as ce

DECK = ["ST1-03", "ST1-04", "ST1-05"]


def test_bt21_068_deletes_a_4000_dp_digimon_and_keeps_its_deck():
    pos = build(Side(hand=["BT21-068"], deck=list(DECK)), Side(battle=["ST1-03", "ST1-08"], deck=["ST1-03"]),
                memory=5)
    pos.play(0, "BT21-068")
    assert pos.battle(1) == [["ST1-08"]] and pos.trash(1) == ["ST1-03"]
    assert pos.deck(0) == DECK and pos.trash(0) == []
    assert pos.violation() == 0


def test_bt21_068_without_a_target_trashes_the_top_2_cards_of_its_deck():
    pos = build(Side(hand=["BT21-068"], deck=list(DECK)), Side(battle=["ST1-08"], deck=["ST1-03"]), memory=5)
    pos.play(0, "BT21-068")
    assert pos.battle(1) == [["ST1-08"]]
    assert pos.deck(0) == ["ST1-03"] and sorted(pos.trash(0)) == ["ST1-04", "ST1-05"]
    assert pos.violation() == 0


def test_ex2_067_fire_ball_draws_2_when_no_opponent_digimon_was_deleted():
    # "If an opponent's Digimon wasn't deleted by this effect": the same condition; Agumon meets the red requirement
    pos = build(Side(battle=["ST1-03"], hand=["EX2-067"], deck=list(DECK)), Side(battle=["ST1-08"], deck=["ST1-03"]),
                memory=3)
    pos.use_option(0, "EX2-067")
    assert pos.battle(1) == [["ST1-08"]]
    assert sorted(pos.hand(0)) == ["ST1-04", "ST1-05"] and pos.deck(0) == ["ST1-03"]
    assert pos.trash(0) == ["EX2-067"] and pos.memory(0) == 1
    assert pos.violation() == 0


def test_ex3_057_deletes_a_3000_dp_digimon_and_keeps_both_decks():
    # digivolves from a red Guilmon through its older "if name contains" header, for 2, and draws 1
    pos = build(Side(battle=["BT2-009"], hand=["EX3-057"], deck=list(DECK)),
                Side(battle=["ST1-03", "ST1-08"], deck=["ST1-04", "ST1-05"]), memory=5)
    pos.digivolve(0, "EX3-057", 1)
    assert pos.memory(0) == 3
    assert pos.battle(1) == [["ST1-08"]] and pos.trash(1) == ["ST1-03"]
    assert pos.deck(0) == DECK[:-1] and pos.deck(1) == ["ST1-04", "ST1-05"] and pos.trash(0) == []
    assert pos.violation() == 0


def test_ex3_057_without_a_target_trashes_the_top_2_cards_of_both_decks():
    pos = build(Side(battle=["BT2-009"], hand=["EX3-057"], deck=list(DECK)),
                Side(battle=["ST1-08"], deck=["ST1-04", "ST1-05", "ST1-03"]), memory=5)
    pos.digivolve(0, "EX3-057", 1)
    assert pos.battle(1) == [["ST1-08"]]
    # the top card (the last of the list) was drawn; the other 2 of each deck are trashed
    assert pos.deck(0) == [] and sorted(pos.trash(0)) == ["ST1-03", "ST1-04"] and pos.hand(0) == ["ST1-05"]
    assert pos.deck(1) == ["ST1-04"] and sorted(pos.trash(1)) == ["ST1-03", "ST1-05"]
    assert pos.violation() == 0


def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    reading = ce.read_card(record)
    assert reading.unmodeled == []
    return reading.lines


def test_compiled_lines_of_the_not_deleted_condition():
    assert _lines("BT21-068")[:2] == [
        "BT21-068 main on_play : delete target=opponent count=1 dp<=4000 ; then if=not_deleted trash_deck_top 2",
        "BT21-068 main when_digivolving : delete target=opponent count=1 dp<=4000 ; then if=not_deleted "
        "trash_deck_top 2"]
    assert _lines("BT25-014")[0] == ("BT25-014 main activated once_per_turn optional : trash_from_hand_cost 1 "
                                     "trait=flame|ts ; then delete target=opponent count=1 dp<=4000 ; then "
                                     "if=not_deleted draw 2")
    assert _lines("EX3-057")[0] == ("EX3-057 main when_digivolving : delete target=opponent count=1 dp<=3000 ; "
                                    "then if=not_deleted trash_both_decks_top 2")
    assert _lines("EX2-067")[0] == "EX2-067 main main : delete target=opponent count=1 dp<=3000 ; then if=not_deleted draw 2"

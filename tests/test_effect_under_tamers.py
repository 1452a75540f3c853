"""Cards under Tamers: `reveal_add_and_place_under_tamer` (ST23-06 Gekkomon: of the top 3 cards, 1 [Glowing Dawn]
trait card to the hand and 1 more under one of your [Glowing Dawn] trait Tamers, the rest to the deck bottom). A
card under a Tamer is no digivolution card: its inherited text gives the Tamer nothing."""
import effect_positions
from decks.effects import load_effects
from effect_positions import Side, ok
from simcore import effect_codes as ec


def test_the_compiled_lines_of_st23_06():
    assert [e.text for e in load_effects()["ST23-06"].effects] == [
        "ST23-06 main when_moving : reveal_add_and_place_under_tamer 3 trait=glowing_dawn base_trait=glowing_dawn",
        "ST23-06 main on_play : reveal_add_and_place_under_tamer 3 trait=glowing_dawn base_trait=glowing_dawn",
        "ST23-06 inherited static : piercing target=self"]
    assert not load_effects()["ST23-06"].unmodeled


def test_st23_06_adds_one_and_places_one_under_the_glowing_dawn_tamer():
    # deck bottom first: the top 3 are ST23-06 (Lv.3, Glowing Dawn), ST1-03 (no such trait), ST23-14 (a Glowing
    # Dawn Tamer); the greedy pilot takes the highest level to the hand
    pos = effect_positions.build(Side(battle=["ST23-13"], hand=["ST23-06"], deck=["ST1-03", "ST23-14", "ST1-03",
                                                                                   "ST23-06"]),
                                 Side(deck=["ST1-03"]), memory=3)
    pos.play(0, "ST23-06")
    assert pos.hand(0) == ["ST23-06"]
    assert pos.battle(0) == [["ST23-14", "ST23-13"], ["ST23-06"]]
    assert pos.deck(0) == ["ST1-03", "ST1-03"]   # the one not taken went under the deck
    assert pos.memory(0) == 0
    assert [x[1:4] for x in pos.effects("ST23-06")] == [
        (ec.A_REVEAL_ADD_AND_PLACE_UNDER_TAMER, "ST23-06", 1), (ec.A_REVEAL_ADD_AND_PLACE_UNDER_TAMER, "ST23-14", 2)]
    ok(pos)


def test_without_a_tamer_of_the_trait_only_the_hand_gets_a_card():
    pos = effect_positions.build(Side(battle=["BT1-085"], hand=["ST23-06"], deck=["ST1-03", "ST23-14", "ST1-03",
                                                                                   "ST23-06"]),
                                 Side(deck=["ST1-03"]), memory=3)
    pos.play(0, "ST23-06")
    assert pos.hand(0) == ["ST23-06"]
    assert pos.battle(0) == [["BT1-085"], ["ST23-06"]]
    assert pos.deck(0) == ["ST1-03", "ST23-14", "ST1-03"]   # the two not taken under the deck, one by one
    ok(pos)


def test_a_card_under_a_tamer_gives_it_no_inherited_effect():
    pos = effect_positions.build(Side(battle=["ST23-13", "ST23-06"], hand=["ST23-06"],
                                      deck=["ST1-03", "ST1-03", "ST23-06", "ST23-06"]),
                                 Side(deck=["ST1-03"]), memory=3)
    pos.play(0, "ST23-06")   # the top 3: two ST23-06 and an ST1-03; one ST23-06 goes under the Tamer
    assert pos.battle(0)[0] == ["ST23-06", "ST23-13"]
    assert not pos.has(0, 1, ec.A_PIERCING)   # ST23-06's inherited <Piercing> does not reach the Tamer
    assert not pos.has(0, 2, ec.A_PIERCING)   # nor a Digimon without digivolution cards
    ok(pos)


def test_the_compiled_lines_of_st23_13():
    assert [e.text for e in load_effects()["ST23-13"].effects][:2] == [
        "ST23-13 main start_of_your_main_phase : deck_top_under_self 1 filter=may ; then if=opponent_digimon>=1 "
        "memory +1",
        "ST23-13 main on_play : deck_top_under_self 1 filter=may ; then if=opponent_digimon>=1 memory +1"]


def test_st23_13_places_the_deck_top_under_itself_then_gains_memory():
    # deck bottom first: ST1-03 is the top card; the opponent has a Digimon
    pos = effect_positions.build(Side(hand=["ST23-13"], deck=["ST23-06", "ST23-06", "ST23-06", "ST23-06", "ST23-06",
                                                              "ST23-06", "ST1-03"]),
                                 Side(battle=["ST1-07"], deck=["ST1-03"]), memory=4)
    pos.play(0, "ST23-13")
    assert pos.battle(0) == [["ST1-03", "ST23-13"]]
    assert pos.deck(0) == ["ST23-06"] * 6
    assert pos.memory(0) == 4 - 4 + 1
    assert (ec.A_DECK_TOP_UNDER_SELF, "ST1-03", 1) in [x[1:4] for x in pos.effects("ST23-13")]
    ok(pos)


def test_st23_13_may_leave_the_deck_alone_and_gains_nothing_without_an_opponents_digimon():
    pos = effect_positions.build(Side(hand=["ST23-13"], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=4)
    pos.play(0, "ST23-13")   # a deck of one card: the greedy pilot keeps it
    assert pos.battle(0) == [["ST23-13"]] and pos.deck(0) == ["ST1-03"]
    assert pos.memory(0) == 0
    ok(pos)

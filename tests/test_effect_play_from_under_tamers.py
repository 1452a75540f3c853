"""Playing a card from under a Tamer (`play_from_under_tamers`): P-224 Kotone Amano's [Main] (suspending the Tamer
pays for a play, 1 cheaper, of a level 5 or higher [Xros Heart] Digimon from under any of your Tamers), its [On
Play] (a card from the hand or trash placed under it pays for a draw while the hand holds 7 cards or fewer; the
condition tested after the cost), and the compiled lines of the cards
that play from under Tamers for free."""
from effect_positions import Side, Slot, build
from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from simcore import effect_codes as ec

LV4 = "BT10-111"   # Shoutmon (King Version): Xros Heart, level 4, play cost 5
LV5 = "BT10-013"   # Shoutmon X5: Xros Heart, level 5, play cost 10


def test_p_224_plays_a_level_5_card_from_under_a_tamer_for_one_less():
    pos = build(Side(battle=[Slot([LV4, LV5, "P-224"])], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=10)
    pos.activate(0, 1)
    assert pos.battle(0) == [[LV4, "P-224"], [LV5]]   # the level 4 card stays under the Tamer
    assert pos.suspended(0, 1)
    assert pos.memory(0) == 1                          # 10 - (10 - 1)
    played = [e for e in pos.effects("P-224") if e[1] == ec.A_PLAY_FROM_UNDER_TAMERS]
    assert len(played) == 1 and played[0][2] == LV5
    assert pos.violation() == 0


def test_p_224_plays_from_under_another_tamer_and_pays_past_0():
    pos = build(Side(battle=["P-224", Slot([LV5, "P-224"])], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=9)
    pos.activate(0, 1)
    assert pos.battle(0) == [["P-224"], ["P-224"], [LV5]] and pos.memory(0) == 0
    assert pos.violation() == 0
    pos = build(Side(battle=[Slot([LV5, "P-224"])], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=8)
    pos.activate(0, 1)
    assert pos.battle(0) == [["P-224"], [LV5]]   # paid past 0, into the opponent's side
    assert pos.suspended(0, 1) and pos.memory(0) == -1
    assert pos.violation() == 0


def test_a_suspended_p_224_offers_no_activation():
    pos = build(Side(battle=[Slot([LV5, "P-224"], suspended=True)], deck=["ST1-03"]), Side(deck=["ST1-03"]),
                memory=10)
    assert not pos.activatable(0, 1)


def test_p_224_on_play_places_a_card_under_itself_then_draws_with_7_or_fewer_cards():
    pos = build(Side(hand=["P-224", LV4], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=5)
    pos.play(0, "P-224")
    assert pos.battle(0) == [[LV4, "P-224"]]
    assert pos.hand(0) == ["ST1-03"]
    assert pos.violation() == 0


def test_p_224_on_play_draws_nothing_with_8_cards_left():
    hand = ["P-224", LV4] + ["ST1-06"] * 4 + ["ST1-07"] * 4
    pos = build(Side(hand=hand, deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=5)
    pos.play(0, "P-224")
    assert pos.battle(0) == [[LV4, "P-224"]]
    assert len(pos.hand(0)) == 8 and "ST1-03" not in pos.hand(0)   # the cost paid, the condition not met
    assert pos.violation() == 0


def test_compiled_lines_of_plays_from_under_tamers():
    lines = [e.text for e in load_effects()["P-224"].effects]
    assert lines == [
        "P-224 main start_of_your_main_phase optional : place_under_cost 1 kind=digimon trait=xros_heart|twilight "
        "target=self filter=or_trash ; then if=own_hand<=7 draw 1",
        "P-224 main on_play optional : place_under_cost 1 kind=digimon trait=xros_heart|twilight target=self "
        "filter=or_trash ; then if=own_hand<=7 draw 1",
        "P-224 main activated optional : suspend_self_cost ; then play_from_under_tamers 1 kind=digimon level>=5 "
        "trait=xros_heart filter=pay_cost",
        "P-224 security security : play_self"]
    assert card_coverage(load_catalog()["P-224"]) == "full"
    assert "BT19-063 main on_deletion optional : play_from_under_tamers kind=digimon level<=4 text~knightmon" in [
        e.text for e in load_effects()["BT19-063"].effects]
    assert "BT19-102 main on_deletion optional : play_from_under_tamers kinds=digimon,tamer cost<=5" in [
        e.text for e in load_effects()["BT19-102"].effects]

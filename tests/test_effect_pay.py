"""Costs paid by returning cards to the deck (this Tamer; matching cards of the trash) and free plays with the
card filters real cards use (a named card as an alternative, printed DP, traits or names of several kinds,
"[X] in its text"): the vocabulary on made-up cards, then real cards (BT24-088 Asuna Shiroki, BT24-083
Hiroko Sagisaka, BT21-064 Guilmon-era draw cost)."""
from dataclasses import replace

import numpy as np
import pytest

from decks.effects import EffectSyntaxError, parse_effects
from simcore import engine as E
from positions import Side, build_position, digimon, option, tamer, ok

I32 = np.int32
DRAGON = replace(digimon("W-20", 4, 4000, 4), name="Test Dragonmon", traits=("Dragon",))
BEAST = replace(digimon("W-21", 5, 7000, 6), name="Test Beastmon", traits=("Beast",))
PLAIN = digimon("W-03", 3, 3000, 3)
FRIEND = replace(tamer("W-61", 2), name="Test Friend")
CARDS = [
    DRAGON, BEAST, PLAIN, FRIEND,
    tamer("W-60", 0), tamer("W-62", 0), option("W-63", 0), option("W-64", 0), option("W-65", 0),
    option("W-66", 0), digimon("W-67", 3, 2000, 0), digimon("W-68", 3, 2000, 0),
]
EFFECTS = parse_effects("""
W-60 main on_play optional : return_self_to_deck_cost ; then play_from_hand kind=digimon dp<=4000 or_name=Test_Friend
W-62 main on_play : return_self_to_deck_cost ; then memory +2
W-63 main main : return_from_trash_cost 2 any=trait:Dragon|name:Beastmon ; then memory +3
W-64 main main optional : return_from_trash_cost 1 trait=Dragon ; then play_from_hand kind=digimon dp<=4000
W-65 main main : return_from_trash_top_cost 2 any=kind:digimon|kind:tamer ; then memory +1
W-66 main main : delete_own_cost level>=4 ; then memory +2
W-67 main on_play : delete_own_cost target=self ; then memory +1
W-68 main on_play : delete_own_cost filter=other ; then memory +1
""")


def build(a, b=None, **kw):
    return build_position(CARDS, a, b or Side(deck=["W-03"]), effects=EFFECTS, **kw)


def use(pos, number):
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)))


def play(pos, number):
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)))


def test_tamer_returns_to_the_deck_bottom_to_play_a_low_dp_digimon_for_free():
    pos = build(Side(hand=["W-60", "W-21", "W-20"], deck=["W-03"]), memory=3)
    play(pos, "W-60")       # worth it: the Tamer for a free Digimon; W-21 has 7000 DP, too much
    assert pos.deck(0) == ["W-60", "W-03"]
    assert pos.battle(0) == [["W-20"]]
    assert pos.hand(0) == ["W-21"]
    assert pos.memory(0) == 3
    ok(pos)


def test_or_name_plays_the_named_card_whatever_the_other_filters_say():
    pos = build(Side(hand=["W-60", "W-61", "W-21"], deck=["W-03"]), memory=3)
    play(pos, "W-60")       # Test Friend is a Tamer without DP, taken by its name
    assert pos.battle(0) == [["W-61"]]
    assert pos.deck(0) == ["W-60", "W-03"] and pos.hand(0) == ["W-21"]
    ok(pos)


def test_nothing_to_play_the_pilot_keeps_its_tamer():
    pos = build(Side(hand=["W-60", "W-21"], deck=["W-03"]), memory=3)
    play(pos, "W-60")       # no match in the hand: declining keeps the Tamer in play
    assert pos.battle(0) == [["W-60"]]
    assert pos.deck(0) == ["W-03"] and pos.hand(0) == ["W-21"]
    ok(pos)


def test_a_required_return_cost_is_paid_and_the_chain_runs():
    pos = build(Side(hand=["W-62"], deck=["W-03"]), memory=3)
    play(pos, "W-62")
    assert pos.battle(0) == [] and pos.deck(0) == ["W-62", "W-03"]
    assert pos.memory(0) == 5
    ok(pos)


def test_return_from_trash_cost_takes_matching_cards_to_the_deck_bottom():
    pos = build(Side(hand=["W-63"], deck=["W-03"], trash=["W-20", "W-03", "W-21"]), memory=3)
    use(pos, "W-63")        # a Dragon or a Beastmon: W-20 (lowest level first), then W-21 under it
    assert pos.deck(0) == ["W-21", "W-20", "W-03"]
    assert sorted(pos.trash(0)) == ["W-03", "W-63"]
    assert pos.memory(0) == 6
    ok(pos)


def test_return_from_trash_cost_with_too_few_cards_stops_the_effect():
    pos = build(Side(hand=["W-63"], deck=["W-03"], trash=["W-20", "W-03"]), memory=3)
    use(pos, "W-63")        # 2 asked, 1 matching: nothing moves, no memory
    assert pos.deck(0) == ["W-03"]
    assert sorted(pos.trash(0)) == ["W-03", "W-20", "W-63"]
    assert pos.memory(0) == 3
    ok(pos)


def test_optional_return_from_trash_is_paid_only_for_a_play():
    pos = build(Side(hand=["W-64", "W-20"], deck=["W-03"], trash=["W-20"]), memory=3)
    use(pos, "W-64")
    assert pos.deck(0) == ["W-20", "W-03"] and pos.battle(0) == [["W-20"]]
    pos = build(Side(hand=["W-64", "W-21"], deck=["W-03"], trash=["W-20"]), memory=3)
    use(pos, "W-64")        # nothing in the hand to play: the card stays in the trash
    assert pos.deck(0) == ["W-03"] and sorted(pos.trash(0)) == ["W-20", "W-64"]
    ok(pos)


@pytest.mark.parametrize("line, message", [
    ("W-70 main main : play_from_hand or_name=A or_name=B", "one non-empty or_name="),
    ("W-70 main main : play_from_hand any=colour:red", "any= takes KIND:TEXT"),
    ("W-70 main main : play_from_hand text~a trait=b", "one trait or name filter"),
    ("W-70 main main : digivolve_from_hand base_name=A or_name=B", "base_name= and or_name="),
])
def test_bad_filters_are_refused(line, message):
    with pytest.raises(EffectSyntaxError, match=message):
        parse_effects(line)


def test_return_from_trash_top_cost_puts_the_cards_on_the_deck_top_one_by_one():
    pos = build(Side(hand=["W-65"], deck=["W-03"], trash=["W-63", "W-20", "W-61"]), memory=3)
    use(pos, "W-65")        # a Digimon or a Tamer (the option W-63 is neither): W-61 (no level), then W-20 on it
    assert pos.deck(0) == ["W-03", "W-61", "W-20"]
    assert sorted(pos.trash(0)) == ["W-63", "W-65"]
    assert pos.memory(0) == 4
    ok(pos)


def test_delete_own_cost_takes_only_a_digimon_passing_its_filters():
    pos = build(Side(hand=["W-66"], battle=["W-03", "W-21"], deck=["W-03"]), memory=3)
    use(pos, "W-66")        # level 4 or higher: W-21, not the level 3 W-03
    assert pos.battle(0) == [["W-03"]] and "W-21" in pos.trash(0)
    assert pos.memory(0) == 5
    pos = build(Side(hand=["W-66"], battle=["W-03"], deck=["W-03"]), memory=3)
    use(pos, "W-66")        # none at level 4 or higher: unpaid, no memory
    assert pos.battle(0) == [["W-03"]] and pos.memory(0) == 3
    ok(pos)


def test_delete_own_cost_of_this_digimon_or_another_one():
    pos = build(Side(hand=["W-67"], battle=["W-03"], deck=["W-03"]), memory=3)
    play(pos, "W-67")       # deletes itself, not W-03
    assert pos.battle(0) == [["W-03"]] and pos.trash(0) == ["W-67"]
    assert pos.memory(0) == 4
    pos = build(Side(hand=["W-68"], deck=["W-03"]), memory=3)
    play(pos, "W-68")       # no other Digimon: unpaid
    assert pos.battle(0) == [["W-68"]] and pos.memory(0) == 3
    pos = build(Side(hand=["W-68"], battle=["W-21"], deck=["W-03"]), memory=3)
    play(pos, "W-68")
    assert pos.battle(0) == [["W-68"]] and pos.trash(0) == ["W-21"] and pos.memory(0) == 4
    ok(pos)

"""Wordings of costs paid by an effect: a Tamer suspending itself to give 1 Digimon two keywords for the
opponent's turn, then unsuspending that Digimon if it has a trait (a chained clause on the Digimon the clause
before chose, taken only if that Digimon passes its own filters: filter=same_targets with a trait); a card
trashed from the hand to return another card naming the same word from the trash (kinds=digimon,tamer,option with
text~); a trait card trashed from under one of your Digimon (filter=from_digivolution_cards: not from the hand); a
revealed card placed under this Digimon (reveal_add_or_place target=self); two keywords and a DP gain in one
clause; the timing of effects trashing your Digimon's digivolution cards (own_digivolution_cards_trashed); and
cards from the hand or trash placed under this or another Digimon as a cost (place_under_cost): made-up cards, the compiled lines of real cards (EX7-064 Shoto Kazama, BT21-056 Vemmon,
EX7-039, BT18-036, P-167 and EX10-028 Landramon, BT21-054, EX10-063 Close, EX7-011 Megadramon, EX7-051, BT21-071)
and positions with them."""
from dataclasses import replace

import numpy as np
import pytest

import effect_positions
from decks.effects import EffectSyntaxError, load_effects, parse_effects
from positions import Side, Slot, build_position, digimon, option, tamer, ok
from simcore import engine as E
from simcore.effect_codes import A_BLOCKER, A_PIERCING, A_REBOOT
from simcore import layout as L

I32 = np.int32
ROCK = replace(digimon("K-03", 3, 3000, 3), traits=("Rock",))
CARDS = [digimon("K-01", 3, 3000, 3), digimon("K-02", 4, 5000, 4), ROCK, option("K-30", 0), option("K-31", 0),
         option("K-32", 0), option("K-33", 0), option("K-34", 0), tamer("K-20", 0)]
EFFECTS = parse_effects("""
K-30 main main : piercing target=own count=1 duration=turn ; then unsuspend target=own count=1 filter=same_targets level<=3
K-31 main main : trash_from_hand_or_digivolution_cost 1 trait=Rock filter=from_digivolution_cards ; then draw 1
K-32 main main : trash_digivolution_bottom 2 target=own count=1
K-20 main own_digivolution_cards_trashed card.trait=Rock : memory +1
K-33 main main : place_under_cost 1 trait=Rock target=own ; then draw 1
K-34 main main : place_under_cost 2 trait=Rock target=own filter=or_trash ; then draw 1
""")
DECK = ["K-02"] * 4


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def texts(card):
    return [e.text for e in load_effects()[card].effects]


# --- a chained clause on the chosen Digimon, under a filter of its own ----------------------------------------

def test_the_chosen_digimon_that_passes_the_filter_unsuspends():
    pos = build(Side(hand=["K-30"], battle=[Slot("K-01", suspended=True)], deck=DECK), Side(deck=DECK), memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-30")))
    assert not pos.suspended(0, 1)
    ok(pos)


def test_the_chosen_digimon_that_fails_the_filter_stays_suspended():
    pos = build(Side(hand=["K-30"], battle=[Slot("K-02", suspended=True)], deck=DECK), Side(deck=DECK), memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-30")))
    assert pos.suspended(0, 1)
    ok(pos)


# --- a cost paid from the digivolution cards only ------------------------------------------------------------

def test_a_matching_card_in_the_hand_does_not_pay_a_cost_from_the_digivolution_cards():
    pos = build(Side(hand=["K-31", "K-03"], battle=[Slot(["K-01", "K-02"])], deck=DECK), Side(deck=DECK), memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-31")))
    assert pos.hand(0) == ["K-03"] and pos.stack(0, 1) == ["K-01", "K-02"] and len(pos.deck(0)) == 4
    ok(pos)


def test_a_matching_digivolution_card_pays_it():
    pos = build(Side(hand=["K-31", "K-03"], battle=[Slot(["K-01", "K-03", "K-02"])], deck=DECK), Side(deck=DECK),
                memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-31")))
    assert sorted(pos.hand(0)) == ["K-02", "K-03"] and pos.stack(0, 1) == ["K-01", "K-02"]
    assert sorted(pos.trash(0)) == ["K-03", "K-31"]
    ok(pos)


# --- own_digivolution_cards_trashed -----------------------------------------------------------------------------

@pytest.mark.parametrize("top, gained", [("K-03", 1), ("K-02", 0)])
def test_an_effect_that_trashes_two_digivolution_cards_triggers_once_for_a_digimon_that_passes_the_filter(top, gained):
    pos = build(Side(hand=["K-32"], battle=[Slot(["K-01", "K-01", top]), "K-20"], deck=DECK), Side(deck=DECK),
                memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-32")))
    assert pos.stack(0, 1) == [top]
    assert pos.memory(0) == 3 + gained
    ok(pos)


# --- place_under_cost ------------------------------------------------------------------------------------------

def test_a_card_of_the_hand_placed_under_a_digimon_pays_for_the_draw():
    pos = build(Side(hand=["K-33", "K-03"], battle=["K-02"], deck=DECK), Side(deck=DECK), memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-33")))
    assert pos.stack(0, 1) == ["K-03", "K-02"] and pos.hand(0) == ["K-02"]
    ok(pos)


def test_a_card_of_the_trash_does_not_pay_without_or_trash():
    pos = build(Side(hand=["K-33"], battle=["K-02"], trash=["K-03"], deck=DECK), Side(deck=DECK), memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-33")))
    assert pos.stack(0, 1) == ["K-02"] and pos.hand(0) == [] and len(pos.deck(0)) == 4
    ok(pos)


@pytest.mark.parametrize("trash, paid", [(["K-03"], True), ([], False)])
def test_two_cards_from_the_hand_and_the_trash_or_none(trash, paid):
    pos = build(Side(hand=["K-34", "K-03"], battle=["K-02"], trash=trash, deck=DECK), Side(deck=DECK), memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-34")))
    if paid:
        assert pos.stack(0, 1) == ["K-03", "K-03", "K-02"] and pos.hand(0) == ["K-02"]
    else:
        assert pos.stack(0, 1) == ["K-02"] and pos.hand(0) == ["K-03"] and len(pos.deck(0)) == 4
    ok(pos)


@pytest.mark.parametrize("line, message", [
    ("K-31 main main : reveal_add_or_place 3 trait=Rock target=self base_trait=Rock", "reveal_add_or_place"),
    ("K-31 main main : reveal_add_or_place 3 trait=Rock target=own count=1", "reveal_add_or_place"),
    ("K-31 main main : place_under_cost 1 trait=Rock target=opponent count=1", "place_under_cost"),
])
def test_parser_refuses(line, message):
    with pytest.raises(EffectSyntaxError, match=message):
        parse_effects(line)


# --- real cards -----------------------------------------------------------------------------------------------

def test_the_compiled_lines():
    assert ("EX7-064 main end_of_your_turn optional : suspend_self_cost ; then piercing target=own count=1 "
            "duration=opponents_next_turn ; then blocker target=own count=1 filter=same_targets "
            "duration=opponents_next_turn ; then unsuspend target=own count=1 filter=same_targets "
            "trait=vortex_warriors") in texts("EX7-064")
    assert ("BT21-056 main on_play optional : trash_from_hand_cost 1 text~vemmon ; then return_from_trash "
            "kinds=digimon,tamer,option text~vemmon") in texts("BT21-056")
    assert ("EX7-039 main start_of_your_main_phase optional : trash_from_hand_cost 1 trait=rock_dragon|earth_dragon ; "
            "then draw 1 ; then memory +1") in texts("EX7-039")
    assert "BT18-036 main when_digivolving optional : trash_own_security 1 ; then draw 1 ; then memory +1" in texts(
        "BT18-036")
    assert ("P-167 main when_digivolving optional : trash_from_hand_or_digivolution_cost 1 trait=mineral|rock "
            "filter=from_digivolution_cards ; then reveal_add_or_place 3 trait=mineral|rock target=self "
            "filter=top_or_bottom") in texts("P-167")
    assert "P-167 inherited digivolution_card_trashed card.trait=mineral|rock : de_digivolve 1 target=opponent count=1" \
        in texts("P-167")
    assert ("EX10-028 main on_play optional : trash_from_hand_or_digivolution_cost 1 trait=mineral|rock "
            "filter=from_digivolution_cards ; then reboot target=own count=1 trait=mineral|rock "
            "duration=opponents_next_turn ; then blocker target=own count=1 filter=same_targets "
            "duration=opponents_next_turn ; then dp +3000 target=own count=1 filter=same_targets "
            "duration=opponents_next_turn") in texts("EX10-028")
    assert ("BT21-054 main on_play optional : trash_from_hand_or_digivolution_cost 1 trait=appmon|three_musketeers "
            "filter=from_digivolution_cards ; then de_digivolve 1 target=opponent count=1") in texts("BT21-054")
    assert ("EX10-063 main own_digivolution_cards_trashed optional card.trait=mineral|rock : suspend_self_cost ; then "
            "memory +1") in texts("EX10-063")
    assert ("EX7-011 main on_play optional : place_under_cost 1 kind=option trait=three_musketeers target=self "
            "filter=or_trash ; then delete target=opponent count=1 dp<=6000") in texts("EX7-011")
    assert ("EX7-051 main start_of_your_main_phase optional : place_under_cost 1 kind=option trait=three_musketeers "
            "target=own filter=or_trash ; then draw 1") in texts("EX7-051")
    assert ("BT21-071 main when_digivolving optional : place_under_cost 1 trait=appmon|three_musketeers target=own "
            "filter=or_trash ; then memory +1") in texts("BT21-071")
    for card in ("EX7-064", "BT21-056", "EX7-039", "P-167", "EX10-028", "EX10-063", "EX7-011", "EX7-051"):
        assert not load_effects()[card].unmodeled, card


def test_ex7_064_shoto_kazama_unsuspends_a_vortex_warriors_digimon_it_gave_piercing_and_blocker():
    # EX7-036 Zephagamon has the [Vortex Warriors] trait
    pos = effect_positions.build(Side(battle=[Slot("EX7-036", suspended=True), "EX7-064"], deck=["ST1-02"] * 3),
                                 Side(deck=["ST1-02"] * 3), memory=-1)
    pos.end_of_turn(0)
    assert pos.suspended(0, 2)   # the Tamer paid
    assert pos.has(0, 1, A_PIERCING) and pos.has(0, 1, A_BLOCKER)
    assert not pos.suspended(0, 1)
    ok(pos)


def test_ex7_064_shoto_kazama_leaves_another_digimon_suspended():
    # ST1-07 Greymon: no [Vortex Warriors] trait
    pos = effect_positions.build(Side(battle=[Slot("ST1-07", suspended=True), "EX7-064"], deck=["ST1-02"] * 3),
                                 Side(deck=["ST1-02"] * 3), memory=-1)
    pos.end_of_turn(0)
    assert pos.suspended(0, 2)
    assert pos.has(0, 1, A_PIERCING) and pos.has(0, 1, A_BLOCKER)
    assert pos.suspended(0, 1)
    ok(pos)


def test_bt21_056_vemmon_trades_a_vemmon_card_of_the_hand_for_a_non_egg_vemmon_card_of_the_trash():
    # BT11-070 Destromon (a [Vemmon] text) is trashed; BT11-111 Galacticmon comes back, BT21-006 Tsumemon (a
    # Digi-Egg with [Vemmon] in its text) may not
    pos = effect_positions.build(Side(hand=["BT21-056", "BT11-070"], trash=["BT11-111", "BT21-006"],
                                      deck=["ST1-02"] * 3), Side(deck=["ST1-02"] * 3), memory=3)
    effect_positions.script(pos, 0, True)
    pos.play(0, "BT21-056")
    assert pos.st.g[L.G_CHOICE_AT] == 1 and pos.st.g[L.G_CHOICE_BAD] == 0
    assert pos.hand(0) == ["BT11-111"]
    assert sorted(pos.trash(0)) == ["BT11-070", "BT21-006"]
    ok(pos)


def test_p_167_landramon_pays_with_a_rock_card_under_it_and_places_the_revealed_card_under_itself():
    # BT2-054 Gotsumon ([Rock]) under it pays, not BT4-066 Golemon ([Mineral]) of the hand; the revealed Golemon
    # goes under Landramon itself, not under the stronger BT4-075 Blastmon (the greedy pilot places a card it
    # holds a copy of under its strongest Digimon that may take it)
    deck = ["ST1-02", "ST1-02", "ST1-02", "BT4-066", "ST1-02", "ST1-02"]
    pos = effect_positions.build(Side(hand=["P-167", "BT4-066"], battle=["BT2-054", "BT4-075"], deck=deck),
                                 Side(deck=["ST1-02"] * 3), memory=3)
    effect_positions.script(pos, 0, True)
    pos.digivolve(0, "P-167", 1)
    assert pos.st.g[L.G_CHOICE_AT] == 1 and pos.st.g[L.G_CHOICE_BAD] == 0
    assert pos.stack(0, 1) == ["BT4-066", "P-167"]
    assert pos.stack(0, 2) == ["BT4-075"]
    assert "BT2-054" in pos.trash(0)
    assert sorted(pos.hand(0)) == ["BT4-066", "ST1-02"]
    ok(pos)


def test_ex10_063_close_gains_memory_when_landramon_pays_with_a_card_under_it():
    # P-167 Landramon ([Mineral]) trashes BT2-054 Gotsumon from under itself: Close suspends for 1 memory
    pos = effect_positions.build(Side(hand=["P-167"], battle=["BT2-054", "EX10-063"], deck=["ST1-02"] * 5),
                                 Side(deck=["ST1-02"] * 3), memory=3)
    effect_positions.script(pos, 0, True)
    pos.digivolve(0, "P-167", 1)
    assert "BT2-054" in pos.trash(0)
    assert pos.suspended(0, 2)
    assert pos.memory(0) == 3 - 2 + 1
    ok(pos)


def test_ex7_011_megadramon_places_a_three_musketeers_option_of_the_trash_under_itself_and_deletes():
    # EX7-066 Chaos Triangular ([Three Musketeers] option) from the trash; ST1-06 Coredramon (6000 DP) is deleted
    pos = effect_positions.build(Side(hand=["EX7-011"], trash=["EX7-066"], deck=["ST1-02"] * 3),
                                 Side(battle=["ST1-06"], deck=["ST1-02"] * 3), memory=7)
    effect_positions.script(pos, 0, True)
    pos.play(0, "EX7-011")
    assert pos.st.g[L.G_CHOICE_AT] == 1 and pos.st.g[L.G_CHOICE_BAD] == 0
    assert pos.stack(0, 1) == ["EX7-066", "EX7-011"]
    assert pos.trash(0) == [] and pos.battle(1) == [] and pos.trash(1) == ["ST1-06"]
    ok(pos)


def test_ex10_028_landramon_gives_reboot_blocker_and_dp_to_one_mineral_or_rock_digimon():
    # BT2-054 Gotsumon ([Rock]) under BT4-066 Golemon ([Mineral]) pays; Landramon itself or Golemon gains all three
    pos = effect_positions.build(Side(hand=["EX10-028"], battle=[Slot(["BT2-054", "BT4-066"])], deck=["ST1-02"] * 3),
                                 Side(deck=["ST1-02"] * 3), memory=4)
    effect_positions.script(pos, 0, True)
    pos.play(0, "EX10-028")
    assert pos.stack(0, 1) == ["BT4-066"] and "BT2-054" in pos.trash(0)
    gained = [s for s in (1, 2) if pos.has(0, s, A_BLOCKER)]
    assert len(gained) == 1 and pos.has(0, gained[0], A_REBOOT)
    printed = {1: 3000, 2: 4000}   # Golemon +1000 for each black Digimon of its own persistent text
    boosted = {s: pos.dp(0, s) for s in (1, 2)}
    other = 3 - gained[0]
    assert boosted[gained[0]] - boosted[other] == printed[gained[0]] - printed[other] + 3000
    ok(pos)

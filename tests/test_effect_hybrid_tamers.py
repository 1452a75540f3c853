"""Tamers that digivolve (a "[Digivolve] [X]: Cost N" requirement naming a Tamer: that Tamer in the battle area is
the base, RULES.md §5.2 with the card text's requirement), "1 of your Digimon or Tamers may digivolve" by effect
(target=own_or_tamer), its reduction counted over the red Tamers' names (for_each=red_tamer_names), the card filter
"Tamer card with inherited effects" (any=inherited:tamer) and the condition all_trash>=N.

Real cards: BT18-011 Agunimon (from [Takuya Kanbara] for 2; returns a Hybrid / Ten Warriors card or a Tamer card
with inherited effects from the trash), BT21-082 Takuya Kanbara, BT18-048 Kazemon, EX4-006 Guilmon."""
from pathlib import Path

import numpy as np
import pytest
from effect_positions import Side, build, script, ok, lines_of

from decks.catalog import AltDigivolve, DigivolveFrom, get_card, load_catalog
from decks.effects import card_coverage
from simcore import engine as E
from simcore import layout as L

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")


def offered_cost(pos, number, slot):
    """The cost of the digivolution of `slot` into `number` that the rules offer player 0, or None."""
    i = pos.hand_index(0, number)
    found = [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == slot]
    assert len(found) <= 1
    return found[0] if found else None


# --- the requirement naming a Tamer ----------------------------------------------------------------------------

def test_the_catalog_holds_a_requirement_naming_a_tamer():
    assert get_card("BT18-011").alt_digivolve == (
        AltDigivolve(2, (DigivolveFrom(names=("Takuya Kanbara",)),)),
        AltDigivolve(0, (DigivolveFrom(names=("BurningGreymon",)),)))
    # AD1-002 asks for cards under the Tamer as well: not held
    assert get_card("AD1-002").alt_digivolve == ()


def test_a_tamer_named_by_the_requirement_digivolves_into_the_card():
    # BT21-082 Takuya Kanbara may be the base for 2; ST1-12 Tai Kamiya (another red Tamer) may not
    pos = build(Side(hand=["BT18-011"], battle=["BT21-082", "ST1-12"], deck=["BT1-010", "BT1-010"]),
                Side(battle=["BT1-010"]), memory=3)
    assert offered_cost(pos, "BT18-011", 1) == 2
    assert offered_cost(pos, "BT18-011", 2) is None
    script(pos, 0, False)   # its [When Digivolving] "you may" declined
    pos.digivolve(0, "BT18-011", 1)
    assert pos.battle(0) == [["BT21-082", "BT18-011"], ["ST1-12"]]   # the Tamer beneath, now a Digimon
    assert pos.memory(0) == 1 and pos.hand(0) == ["BT1-010"] and pos.deck(0) == ["BT1-010"]
    ok(pos)


# --- a Tamer card with inherited effects -----------------------------------------------------------------------

@needs_shared
def test_bt18_011_returns_a_tamer_card_with_inherited_effects():
    assert lines_of("BT18-011") == [
        "BT18-011 main when_digivolving optional : return_from_trash any=trait:hybrid|trait:ten_warriors"
        "|inherited:tamer",
        "BT18-011 inherited static your_turn : dp +2000 target=self"]
    assert card_coverage(load_catalog()["BT18-011"]) == "full"
    # in the trash: ST1-12 (a Tamer without inherited effects), BT12-088 (a Tamer with them): the latter comes back
    pos = build(Side(hand=["BT18-011"], battle=["BT21-082"], trash=["ST1-12", "BT12-088"],
                     deck=["BT1-010", "BT1-010"]), Side(battle=["BT1-010"]), memory=3)
    script(pos, 0, True)
    pos.digivolve(0, "BT18-011", 1)
    assert sorted(pos.hand(0)) == ["BT1-010", "BT12-088"] and pos.trash(0) == ["ST1-12"]
    ok(pos)
    # only a Tamer without inherited effects there: nothing to return
    pos = build(Side(hand=["BT18-011"], battle=["BT21-082"], trash=["ST1-12"], deck=["BT1-010", "BT1-010"]),
                Side(battle=["BT1-010"]), memory=3)
    script(pos, 0, True)
    pos.digivolve(0, "BT18-011", 1)
    assert pos.hand(0) == ["BT1-010"] and pos.trash(0) == ["ST1-12"]
    ok(pos)


# --- "1 of your Digimon or Tamers may digivolve", the reduction counted over red Tamers' names -------------------

@needs_shared
def test_bt21_082_lines():
    assert lines_of("BT21-082")[0] == (
        "BT21-082 main start_of_your_main_phase optional : digivolve_from_hand 1 target=own_or_tamer count=1"
        " kind=digimon trait=hybrid|hero for_each=red_tamer_names filter=pay_cost")
    assert card_coverage(load_catalog()["BT21-082"]) == "full"


@needs_shared
@pytest.mark.parametrize("others, cost", [
    (["BT7-085", "ST1-12"], 0),   # names: Takuya Kanbara (twice, counted once), Tai Kamiya: 2 less
    (["BT7-085"], 1),             # one name: 1 less
    (["BT17-084"], 1),            # a blue Tamer is not counted
])
def test_bt21_082_digivolves_a_tamer_for_less_per_red_tamer_name(others, cost):
    pos = build(Side(hand=["BT18-011"], battle=["BT21-082", *others], deck=["BT1-010", "BT1-010"]),
                Side(battle=["BT1-010"]), memory=3)
    script(pos, 0, True, False)   # it digivolves; BT18-011's own "you may" declined
    E.begin_main_phase(pos.st, pos.tb, np.int32(0))
    tops = [stack[-1] for stack in pos.battle(0)]
    assert tops.count("BT18-011") == 1
    base = pos.battle(0)[tops.index("BT18-011")]
    assert base[0] in ("BT21-082", "BT7-085") and len(base) == 2
    assert pos.memory(0) == 3 - cost and pos.hand(0) == ["BT1-010"]
    ok(pos)


@needs_shared
def test_bt18_048_lets_a_tamer_digivolve_when_it_attacks():
    assert lines_of("BT18-048")[1] == (
        "BT18-048 main when_attacking once_per_turn optional : digivolve_from_hand 1 target=own_or_tamer count=1"
        " kind=digimon color=green,red trait=hybrid filter=pay_cost")
    assert card_coverage(load_catalog()["BT18-048"]) == "full"
    # Kazemon attacks; BT21-082 Takuya Kanbara (its only other card) digivolves into BT18-011 for 2 - 1
    pos = build(Side(hand=["BT18-011"], battle=["BT21-082", "BT18-048"], deck=["BT1-010"] * 4),
                Side(deck=["BT1-010"] * 4, security=["BT1-010"] * 3), memory=3)
    script(pos, 0, True, False)
    pos.attack(0, 2)
    assert pos.battle(0)[0] == ["BT21-082", "BT18-011"]
    assert pos.memory(0) == 2
    ok(pos)


# --- both players' trashes -------------------------------------------------------------------------------------

@needs_shared
@pytest.mark.parametrize("mine, theirs, rush", [(12, 8, True), (12, 7, False)])
def test_ex4_006_gains_rush_with_twenty_cards_in_both_trashes(mine, theirs, rush):
    assert lines_of("EX4-006") == ["EX4-006 main on_play if=all_trash>=20 : rush target=self duration=turn"]
    assert card_coverage(load_catalog()["EX4-006"]) == "full"
    pos = build(Side(hand=["EX4-006"], trash=["BT1-010"] * mine, deck=["BT1-010"]),
                Side(battle=["BT1-010"], trash=["BT1-010"] * theirs, security=["BT1-010"]), memory=3)
    pos.play(0, "EX4-006")
    assert pos.can_attack(0, 1) == rush
    ok(pos)


# --- "when an effect plays one of your Digimon" ----------------------------------------------------------------

@needs_shared
def test_lines_of_a_play_by_effect():
    assert lines_of("BT16-075")[2] == ("BT16-075 inherited own_digimon_played_by_effect your_turn once_per_turn :"
                                       " rush target=own count=1 duration=turn")
    assert lines_of("EX5-057")[-1] == ("EX5-057 inherited own_digimon_played_by_effect your_turn once_per_turn :"
                                       " memory +1")
    for card in ("BT16-075", "EX5-057"):
        assert card_coverage(load_catalog()[card]) == "full", card


@needs_shared
def test_a_digimon_played_by_an_effect_opens_the_timing_a_play_from_the_hand_does_not():
    # BT3-110 (5) plays BT16-075 from the trash: EX5-057 beneath the Digimon gives 1 memory, once per turn
    pos = build(Side(hand=["BT3-110"], battle=[["EX5-057", "BT16-075"]], trash=["BT16-075"], deck=["BT1-010"]),
                Side(battle=["BT1-010"]), memory=5)
    pos.use_option(0, "BT3-110")
    assert [s[-1] for s in pos.battle(0)] == ["BT16-075", "BT16-075"] and pos.memory(0) == 1
    ok(pos)
    # played from the hand as an action: nothing
    pos = build(Side(hand=["BT16-075"], battle=[["EX5-057", "BT16-075"]], deck=["BT1-010"]),
                Side(battle=["BT1-010"]), memory=7)
    pos.play(0, "BT16-075")
    assert pos.memory(0) == 0
    ok(pos)


# --- a card trashed from the hand by one of your effects ---------------------------------------------------------

@needs_shared
def test_lines_of_a_card_trashed_from_the_hand():
    assert lines_of("BT7-077") == [
        "BT7-077 main trashed_from_hand : memory +1",
        "BT7-077 main when_digivolving optional : trash_from_hand_cost 1 ; then delete target=opponent count=1"
        " level<=4"]
    assert card_coverage(load_catalog()["BT7-077"]) == "full"


@needs_shared
@pytest.mark.parametrize("hand, gain", [(["BT7-077"], 1), (["BT1-010"], 0)])
def test_a_card_trashed_from_the_hand_by_an_own_cost_works_from_the_trash(hand, gain):
    # BT6-072 Ogremon (5): trashing 1 card of the hand deletes the opponent's level 4 or lower Digimon; Nidhoggmon
    # so trashed gives 1 memory
    pos = build(Side(hand=["BT6-072", *hand], deck=["BT1-010"]), Side(battle=["BT1-010"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "BT6-072")
    assert pos.trash(0) == hand and pos.battle(1) == [] and pos.memory(0) == gain
    ok(pos)


# --- "place this Digimon under the played Tamer" ---------------------------------------------------------------

@needs_shared
def test_place_self_under_played_bt21_012_plays_a_tamer_and_goes_under_it():
    assert lines_of("BT21-012")[0] == (
        "BT21-012 main activated optional : suspend_self_cost ; then play_from_hand kind=tamer color=red"
        " any=inherited:tamer ; then if=played place_self_under_played target=self")
    assert card_coverage(load_catalog()["BT21-012"]) == "full"
    # Flamemon (over a Digi-Egg) plays BT21-082 Takuya Kanbara for free and goes under it, its egg too; ST1-12
    # (a red Tamer without inherited effects) can't be played so
    pos = build(Side(hand=["ST1-12", "BT21-082", "BT18-011"], battle=[["ST1-01", "BT21-012"]],
                     deck=["BT1-010", "BT1-010"]), Side(battle=["BT1-010"]), memory=3)
    script(pos, 0, True)
    pos.activate(0, 1)
    assert pos.battle(0) == [["ST1-01", "BT21-012", "BT21-082"]] and pos.memory(0) == 3
    assert sorted(pos.hand(0)) == ["BT18-011", "ST1-12"]
    ok(pos)
    # the Tamer then digivolves with the cards beneath it (BT18-011 from [Takuya Kanbara] for 2)
    script(pos, 0, False)
    pos.digivolve(0, "BT18-011", 1)
    assert pos.battle(0) == [["ST1-01", "BT21-012", "BT21-082", "BT18-011"]] and pos.memory(0) == 1
    ok(pos)


# --- a card under this Digimon or under a Tamer ----------------------------------------------------------------

@needs_shared
def test_bt21_013_lines():
    assert lines_of("BT21-013")[0] == (
        "BT21-013 main when_digivolving optional : place_under_self_or_tamer 1 target=self kind=digimon"
        " trait=hybrid|hero base_all=color:red|inherited:tamer filter=or_trash")
    assert card_coverage(load_catalog()["BT21-013"]) == "full"


@needs_shared
def test_bt21_013_places_a_card_under_itself_or_under_a_red_tamer_with_inherited_effects():
    # ST1-12 Tai Kamiya has no inherited effects: the Hybrid card from the trash goes under Agunimon itself
    pos = build(Side(hand=["BT21-013"], battle=["BT1-010", "ST1-12"], trash=["BT18-011"],
                     deck=["BT1-010", "BT1-010"]), Side(battle=["BT1-010"]), memory=3)
    script(pos, 0, True)
    pos.digivolve(0, "BT21-013", 1)
    assert pos.battle(0) == [["BT18-011", "BT1-010", "BT21-013"], ["ST1-12"]] and pos.trash(0) == []
    ok(pos)
    # with BT21-082 Takuya Kanbara (red, inherited effects) it may go there instead; never under ST1-12
    pos = build(Side(hand=["BT21-013", "BT18-011"], battle=["BT1-010", "ST1-12", "BT21-082"],
                     deck=["BT1-010", "BT1-010"]), Side(battle=["BT1-010"]), memory=3)
    script(pos, 0, True)
    pos.digivolve(0, "BT21-013", 1)
    assert pos.battle(0) in ([["BT18-011", "BT1-010", "BT21-013"], ["ST1-12"], ["BT21-082"]],
                             [["BT1-010", "BT21-013"], ["ST1-12"], ["BT18-011", "BT21-082"]])
    assert pos.hand(0) == ["BT1-010"]
    ok(pos)

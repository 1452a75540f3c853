"""Digivolving by an effect, opened by two or three events at once (your Digimon or Tamers played or digivolving,
with a name filter on them; then a digivolution of this Digimon from the hand), and the
digivolution requirement "w/[X] in text" of the cards that carry such effects.

Real cards: their generated lines, then played scenarios. EX9-012 MetalGreymon: Alterous Mode (one line per event,
the digivolved Digimon's filter apart from the played card's), AD1-001 Greymon / AD1-010 Garurumon (one filter for
all three events, on either player's turn), EX6-063 (a Tamer's cost after the same opening)."""
from pathlib import Path

import pytest
from effect_positions import Side, build, ok, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage
from simcore import effect_codes as ec

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")


# --- the compiled lines ------------------------------------------------------------------------------------------

@needs_shared
def test_ex9_012_digivolves_on_three_events_each_with_its_own_filter():
    assert lines_of("EX9-012")[2:5] == [
        "EX9-012 main own_digimon_played your_turn optional card.name~garurumon|tai_kamiya : digivolve_from_hand"
        " target=self kind=digimon name~greymon",
        "EX9-012 main own_tamer_played your_turn optional card.name~garurumon|tai_kamiya : digivolve_from_hand"
        " target=self kind=digimon name~greymon",
        "EX9-012 main own_digimon_digivolved your_turn optional card.name~garurumon : digivolve_from_hand"
        " target=self kind=digimon name~greymon"]
    assert card_coverage(load_catalog()["EX9-012"]) == "full"


@needs_shared
def test_ad1_cards_digivolve_on_either_turn_with_one_filter_for_every_event():
    assert [x for x in lines_of("AD1-010") if "digivolve_from_hand" in x] == [
        f"AD1-010 main {t} optional card.name~greymon|matt_ishida : digivolve_from_hand target=self kind=digimon"
        " name~garurumon" for t in ("own_digimon_played", "own_tamer_played", "own_digimon_digivolved")]
    for card in ("AD1-001", "AD1-010"):   # with the requirement "Lv.3 w/[Omnimon] in text" held by the catalog
        assert card_coverage(load_catalog()[card]) == "full", card


@needs_shared
def test_a_tamer_cost_after_the_played_or_digivolved_opening():
    # a Digimon of yours played or digivolving with one of three traits, paid by suspending this Tamer, gains
    # 1 memory: no Tamer event (the Digimon only)
    assert [x for x in lines_of("EX6-063") if "memory +1" in x] == [
        f"EX6-063 main {t} your_turn optional card.trait=angel|archangel|three_great_angels : suspend_self_cost ;"
        " then memory +1" for t in ("own_digimon_played", "own_digimon_digivolved")]


# --- played ------------------------------------------------------------------------------------------------------

@needs_shared
def test_ex9_012_digivolves_for_free_when_tai_kamiya_is_played():
    # ST1-12 Tai Kamiya costs 2; ST1-11 WarGreymon (red Lv.6 from red Lv.5 for 4) comes free, with its draw
    pos = build(Side(hand=["ST1-12", "ST1-11"], battle=["EX9-012"], deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"]), memory=5)
    pos.play(0, "ST1-12")
    assert pos.battle(0) == [["EX9-012", "ST1-11"], ["ST1-12"]]
    assert pos.memory(0) == 3 and pos.hand(0) == ["ST1-03"] and pos.deck(0) == ["ST1-03"]
    ok(pos)
    # a Digimon without [Garurumon] or [Tai Kamiya] in its name: nothing digivolves
    pos = build(Side(hand=["ST1-03", "ST1-11"], battle=["EX9-012"], deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"]), memory=5)
    pos.play(0, "ST1-03")
    assert pos.battle(0) == [["EX9-012"], ["ST1-03"]] and pos.hand(0) == ["ST1-11"] and pos.memory(0) == 2
    ok(pos)


@needs_shared
def test_ex9_012_digivolves_when_another_digimon_digivolves_into_a_garurumon_only():
    # BT1-029 Gabumon digivolves into BT5-024 Garurumon for 2 (draw 1; +1 memory, a [Gabumon] beneath it); then
    # EX9-012 into ST1-11 (draw 1)
    pos = build(Side(hand=["BT5-024", "ST1-11"], battle=["EX9-012", "BT1-029"], deck=["ST1-03"] * 3),
                Side(battle=["ST1-03"]), memory=5)
    pos.digivolve(0, "BT5-024", 2)
    assert pos.battle(0) == [["EX9-012", "ST1-11"], ["BT1-029", "BT5-024"]]
    assert pos.memory(0) == 4 and pos.hand(0) == ["ST1-03", "ST1-03"]
    ok(pos)
    # ST1-03 Agumon into ST1-07 Greymon: the card digivolved into has no [Garurumon] in its name
    pos = build(Side(hand=["ST1-07", "ST1-11"], battle=["EX9-012", "ST1-03"], deck=["ST1-03"] * 3),
                Side(battle=["ST1-03"]), memory=5)
    pos.digivolve(0, "ST1-07", 2)
    assert pos.battle(0) == [["EX9-012"], ["ST1-03", "ST1-07"]] and pos.hand(0) == ["ST1-11", "ST1-03"]
    ok(pos)


# --- cards from the trash under the Digimon that digivolved ------------------------------------------------------

@needs_shared
def test_ex8_067_places_up_to_2_cards_under_the_digimon_that_digivolved():
    assert lines_of("EX8-067")[1] == (
        "EX8-067 main own_digimon_digivolved your_turn optional card.trait=mineral|rock : suspend_self_cost ; then"
        " place_from_trash_under 2 up_to trait=mineral|rock")
    assert card_coverage(load_catalog()["EX8-067"]) == "full"
    # BT2-054 Gotsumon (Rock) digivolves into BT4-066 Golemon (Mineral) for 2: the Tamer suspends and the two
    # Rock cards of the trash go under Golemon, the pilot's pick (greedy: highest level, then cost) first
    pos = build(Side(hand=["BT4-066"], battle=["EX8-067", "BT2-054"], deck=["ST1-03"],
                     trash=["BT4-070", "ST1-03", "BT4-072", "BT7-043"]),
                Side(battle=["ST1-03"]), memory=5)
    pos.digivolve(0, "BT4-066", 2)
    assert pos.stack(0, 2) == ["BT4-070", "BT4-072", "BT2-054", "BT4-066"]
    assert pos.suspended(0, 1) and sorted(pos.trash(0)) == ["BT7-043", "ST1-03"]
    assert pos.memory(0) == 3
    assert [t for _, a, t, n, _ in pos.effects("EX8-067") if a == ec.A_PLACE_FROM_TRASH_UNDER] == [
        "BT4-072", "BT4-070"]
    ok(pos)


@needs_shared
def test_ex8_067_needs_a_mineral_or_rock_digimon_and_places_what_the_trash_has():
    # ST1-03 Agumon into ST1-07 Greymon (no Mineral or Rock trait): the Tamer stays unsuspended
    pos = build(Side(hand=["ST1-07"], battle=["EX8-067", "ST1-03"], deck=["ST1-03"], trash=["BT4-070"]),
                Side(battle=["ST1-03"]), memory=5)
    pos.digivolve(0, "ST1-07", 2)
    assert pos.stack(0, 2) == ["ST1-03", "ST1-07"] and not pos.suspended(0, 1) and pos.trash(0) == ["BT4-070"]
    ok(pos)
    # one Rock card in the trash: "up to 2" places that one
    pos = build(Side(hand=["BT4-066"], battle=["EX8-067", "BT2-054"], deck=["ST1-03"], trash=["ST1-03", "BT4-070"]),
                Side(battle=["ST1-03"]), memory=5)
    pos.digivolve(0, "BT4-066", 2)
    assert pos.stack(0, 2) == ["BT4-070", "BT2-054", "BT4-066"] and pos.trash(0) == ["ST1-03"]
    ok(pos)


def test_place_from_trash_under_belongs_to_the_digivolved_timing():
    from decks.effects import EffectSyntaxError, describe, parse_line

    with pytest.raises(EffectSyntaxError, match="own_digimon_digivolved"):
        parse_line("X-1 main on_play : place_from_trash_under 2 trait=rock", "t")
    with pytest.raises(EffectSyntaxError, match="own_digimon_digivolved"):
        parse_line("X-1 main own_digimon_played : draw 1 ; then place_from_trash_under 1 trait=rock", "t")
    line = "X-1 main own_digimon_digivolved : place_from_trash_under 2 up_to trait=rock"
    row = parse_line(line, "t")[2].rows[0]
    assert (row[ec.F_ACTION], row[ec.F_AMOUNT], row[ec.F_UPTO]) == (ec.A_PLACE_FROM_TRASH_UNDER, 2, 1)
    assert "place up to 2 with trait rock from your trash under the Digimon that digivolved" in describe(line)


# --- "with [A] or [B], other than [C], in any of its traits or the [D] trait" --------------------------------------

@needs_shared
def test_bt25_009_digivolves_free_into_a_beast_animal_or_sovereign_other_than_sea_animal_or_ts():
    assert lines_of("BT25-009")[0] == (
        "BT25-009 main start_of_your_main_phase if=own_memory<=4 optional : digivolve_from_hand target=self"
        " kind=digimon any=in_trait:beast|in_trait:animal|in_trait:sovereign|other_than_trait:sea_animal|trait:ts")
    assert card_coverage(load_catalog()["BT25-009"]) == "full"
    from decks.catalog import get_card
    from decks.effects import card_has

    # as the parser reads any=in_trait:animal|other_than_trait:sea_animal|trait:ts
    aside = ("any", "trait_has:animal|trait_except:sea animal|trait:ts")
    assert card_has(get_card("BT20-070"), aside)        # Dark Animal
    assert not card_has(get_card("BT1-033"), aside)     # Sea Animal only
    assert card_has(get_card("BT24-011"), aside)        # TS
    assert not card_has(get_card("BT11-010"), aside)    # Beast: not asked here
    # 3 memory: BT25-009 Bearmon digivolves into BT11-010 Grizzlymon (Beast) for free at the start of the main phase
    pos = build(Side(hand=["BT11-010"], battle=["BT25-009"], deck=["ST1-03"] * 2),
                Side(battle=[], security=["ST1-03"] * 3, deck=["ST1-03"]), memory=3)
    pos.main_phase(0)
    assert pos.stack(0, 1)[:2] == ["BT25-009", "BT11-010"]
    assert [(t, n) for _, a, t, n, _ in pos.effects("BT25-009") if a == ec.A_DIGIVOLVE_FROM_HAND] == [("BT11-010", 0)]
    ok(pos)
    # 5 memory: the effect does not activate
    pos = build(Side(hand=["BT11-010"], battle=["BT25-009"], deck=["ST1-03"] * 2),
                Side(battle=[], security=["ST1-03"] * 3, deck=["ST1-03"]), memory=5)
    pos.main_phase(0)
    assert not [x for x in pos.effects("BT25-009") if x[1] == ec.A_DIGIVOLVE_FROM_HAND]
    ok(pos)


# --- "At turn end, delete the Digimon this effect played" --------------------------------------------------------

@needs_shared
def test_ex11_061_plays_a_level_3_puppet_that_is_deleted_at_turn_end():
    assert lines_of("EX11-061")[1] == (
        "EX11-061 main own_digimon_digivolved your_turn optional card.trait=puppet : suspend_self_cost ; then"
        " play_from_hand kind=digimon level=3 trait=puppet filter=deleted_at_turn_end")
    assert card_coverage(load_catalog()["EX11-061"]) == "full"
    # BT2-055 ToyAgumon digivolves into BT15-060 Omekamon (Puppet) for 3: the Tamer suspends and BT6-057
    # ToyAgumon (level 3 Puppet) comes from the hand for free; at the turn's end it is deleted, the others stay
    pos = build(Side(hand=["BT15-060", "BT6-057"], battle=["EX11-061", "BT2-055", "BT6-057"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"]), memory=5)
    pos.digivolve(0, "BT15-060", 2)
    assert pos.battle(0) == [["EX11-061"], ["BT2-055", "BT15-060"], ["BT6-057"], ["BT6-057"]]
    assert pos.suspended(0, 1) and pos.memory(0) == 2 and pos.hand(0) == ["ST1-03"]
    played = pos.uids(0)[3]
    pos.end_of_turn(0)
    assert pos.battle(0) == [["EX11-061"], ["BT2-055", "BT15-060"], ["BT6-057"]] and pos.trash(0) == ["BT6-057"]
    assert played not in pos.uids(0)
    deleted = [e for e in pos.events("delete") if e["card"] == "BT6-057"]
    assert len(deleted) == 1 and deleted[0]["uid"] == played and deleted[0]["cause"] == "effect"
    ok(pos)
    # the next end of the turn deletes nothing more
    pos.end_of_turn(0)
    assert pos.battle(0) == [["EX11-061"], ["BT2-055", "BT15-060"], ["BT6-057"]]
    ok(pos)

"""Scenarios with real cards for the card filters of reveals: "with [A], [B] or [C], other than [D], in one of its
traits" (a trait with A, B or C in it that is not D), "with the [X] trait or with [A] ... in any of its traits",
"1 [X] trait or 1 2-color card", "with [X] in its type", "1 [NAME] card", "reveal N cards from the top" with two
cards and "add up to 2". Each checks the card's generated lines against the reading of its printed text (written
here by hand), then plays the effect in a hand-built position with exact results."""
import pytest
from effect_positions import Side, build, ok, lines_of, full

from decks.catalog import load_catalog
from decks.effects import _text_or_any_match, card_has


BEASTS_NOT_SEA_ANIMAL = "in_trait:beast|in_trait:animal|in_trait:sovereign|other_than_trait:sea_animal"


@pytest.mark.parametrize("card, has", [
    ("BT1-031", True),    # Monmon: Beast
    ("BT7-027", False),   # Whamon: Sea Animal only
    ("BT24-030", True),   # Neptunemon: Shaman (the trait itself), Aquatic
    ("BT1-010", False),   # Agumon: Reptile
])
def test_a_trait_with_a_part_other_than_one_trait(card, has):
    match = _text_or_any_match("any=trait:shaman|" + BEASTS_NOT_SEA_ANIMAL, "test")
    assert card_has(load_catalog()[card], match) == has


def test_reveal_shaman_or_beast_other_than_sea_animal_and_ts_bt24_043_tapirmon():
    assert ("BT24-043 main on_play : reveal_add_two 3 kind=digimon any=trait:shaman|" + BEASTS_NOT_SEA_ANIMAL +
            " ; then and_add trait=ts") in lines_of("BT24-043")
    assert full("BT24-043")
    # the top 3: Whamon (Sea Animal), Monmon (Beast), Submarimon (TS)
    pos = build(Side(hand=["BT24-043"], deck=["BT1-010", "BT7-027", "BT1-031", "BT24-024"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "BT24-043")
    assert sorted(pos.hand(0)) == ["BT1-031", "BT24-024"]
    assert pos.deck(0) == ["BT7-027", "BT1-010"]
    ok(pos)


def test_a_sea_animal_is_not_taken_bt24_043_tapirmon():
    # the top 3: Agumon, Whamon (Sea Animal), Neptunemon (Shaman and TS: one card, for either filter)
    pos = build(Side(hand=["BT24-043"], deck=["BT1-009", "BT1-010", "BT7-027", "BT24-030"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "BT24-043")
    assert pos.hand(0) == ["BT24-030"]
    assert sorted(pos.deck(0)[:2]) == ["BT1-010", "BT7-027"] and pos.deck(0)[2] == "BT1-009"
    ok(pos)


def test_reveal_light_fang_and_night_claw_or_two_colours_bt16_029_agumon():
    assert "BT16-029 main on_play : reveal_add_two 3 trait=light_fang ; then and_add any=trait:night_claw|colors:2" \
        in lines_of("BT16-029")
    assert full("BT16-029")
    # the top 3: Monmon (blue), Shoutmon X4 (red and yellow), Apollomon (Light Fang)
    pos = build(Side(hand=["BT16-029"], deck=["BT1-010", "BT1-031", "BT10-009", "EX5-014"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "BT16-029")
    assert sorted(pos.hand(0)) == ["BT10-009", "EX5-014"]
    assert pos.deck(0) == ["BT1-031", "BT1-010"]
    ok(pos)


def test_reveal_5_from_the_top_unidentified_type_and_arata_sanada_card_bt5_059_keramon():
    assert "BT5-059 main on_play : reveal_add_two 5 kind=digimon trait=unidentified ; then and_add kind=tamer " \
           "name=arata_sanada" in lines_of("BT5-059")
    assert full("BT5-059")
    # the top 5: Arata Sanada, Agumon, Infermon (Unidentified), Monmon, Greymon
    pos = build(Side(hand=["BT5-059"], deck=["BT1-009", "BT1-015", "BT1-031", "BT2-062", "BT1-010", "BT5-090"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT5-059")
    assert sorted(pos.hand(0)) == ["BT2-062", "BT5-090"]
    assert sorted(pos.deck(0)[:3]) == ["BT1-010", "BT1-015", "BT1-031"] and pos.deck(0)[3] == "BT1-009"
    ok(pos)


def test_reveal_5_add_up_to_2_huckmon_jesmon_sistermon_bt6_009_huckmon():
    assert ("BT6-009 main on_play : reveal_add_two 5 kind=digimon name~huckmon|jesmon|sistermon ; then and_add "
            "kind=digimon name~huckmon|jesmon|sistermon") in lines_of("BT6-009")
    assert full("BT6-009")
    # the top 5: Huckmon, Monodramon, Agumon, BaoHuckmon, Jesmon: greedy takes the two highest levels
    pos = build(Side(hand=["BT6-009"], deck=["BT1-031", "ST12-04", "BT1-009", "BT1-010", "BT6-011", "BT6-016"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT6-009")
    assert sorted(pos.hand(0)) == ["BT6-011", "BT6-016"]
    assert sorted(pos.deck(0)[:3]) == ["BT1-009", "BT1-010", "ST12-04"] and pos.deck(0)[3] == "BT1-031"
    ok(pos)


MACHINE_CYBORG_TS = "trait=machine|cyborg|ts base_trait=machine|cyborg|ts filter=top_or_bottom"


def test_reveal_add_to_the_hand_bt24_058_blimpmon():
    assert lines_of("BT24-058")[:2] == [
        f"BT24-058 main on_play : reveal_add_or_place 3 kinds=digimon,tamer {MACHINE_CYBORG_TS}",
        f"BT24-058 main when_digivolving : reveal_add_or_place 3 kinds=digimon,tamer {MACHINE_CYBORG_TS}"]
    assert full("BT24-058")
    # the top 3: HiAndromon (Cyborg, level 6), Monmon (Beast), Hagurumon (Machine, level 3): greedy takes
    # HiAndromon to the hand (no copy of it there) and puts the rest at the bottom
    pos = build(Side(hand=["BT24-058"], deck=["BT1-010", "BT2-064", "BT1-031", "BT2-052"]), Side(deck=["BT1-010"]),
                memory=5)
    pos.play(0, "BT24-058")
    assert pos.hand(0) == ["BT2-064"]
    assert sorted(pos.deck(0)[:2]) == ["BT1-031", "BT2-052"] and pos.deck(0)[2] == "BT1-010"
    assert pos.stack(0, 1) == ["BT24-058"]
    ok(pos)


def test_reveal_place_under_the_strongest_cyborg_bt24_058_blimpmon():
    # a copy of HiAndromon in the hand: greedy places the revealed one under MetalTyrannomon (Cyborg, 10000 DP),
    # not under Blimpmon itself (Machine, 5000 DP)
    pos = build(Side(hand=["BT24-058", "BT2-064"], battle=["BT1-024"], deck=["BT1-010", "BT2-064", "BT1-031",
                                                                              "BT2-052"]),
                Side(deck=["BT1-010"]), memory=5)
    pos.play(0, "BT24-058")
    assert pos.hand(0) == ["BT2-064"]
    assert pos.stack(0, 1) == ["BT2-064", "BT1-024"]
    assert pos.stack(0, 2) == ["BT24-058"]
    assert len(pos.deck(0)) == 3
    ok(pos)


def test_reveal_nothing_to_place_under_goes_to_the_hand_bt24_058_blimpmon():
    # Hagurumon (Machine) alone matches; the only Digimon is Blimpmon, which it could go under, but greedy holds no
    # copy of it, so it goes to the hand
    pos = build(Side(hand=["BT24-058"], deck=["BT1-010", "BT1-031", "BT1-009", "BT2-052"]), Side(deck=["BT1-010"]),
                memory=5)
    pos.play(0, "BT24-058")
    assert pos.hand(0) == ["BT2-052"]
    assert pos.stack(0, 1) == ["BT24-058"]
    ok(pos)


@pytest.mark.parametrize("card, line", [
    ("BT24-020", "main on_play : reveal_add_two 3 kind=digimon any=trait:sea_beast|trait:shaman|in_trait:aqua|"
                 "in_trait:sea_animal ; then and_add trait=ts"),
    ("BT23-048", "main on_play : reveal_add_two 3 trait=hudie ; then and_add kinds=tamer,option trait=cs"),
    ("ST12-15", "security security : reveal_add_one 3 any=name:huckmon|name:sistermon|trait:royal_knight "
                "filter=rest_to_trash ; then place_in_battle_area"),
    ("BT12-047", "main on_play : reveal_add_two 3 kind=digimon any=name:imperialdramon|trait:free ; then and_add "
                 "kind=tamer name~ken_ichijoji"),
    ("BT15-001", "inherited on_deletion : return_from_trash kind=digimon any=in_trait:avian|in_trait:bird|"
                 "in_trait:beast|in_trait:animal|in_trait:sovereign|other_than_trait:sea_animal"),
])
def test_card_filters_of_reveals_and_returns_read_exactly(card, line):
    """The filters these readings share, on cards that wait for another mechanic or whose effect is a plain
    return: the line as the printed text reads."""
    assert f"{card} {line}" in lines_of(card)

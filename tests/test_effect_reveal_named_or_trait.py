"""Scenarios with real cards for the compiler's readings of reveals that take a card "with [A] in its traits, [B],
or [C]" (a part of a trait or an exact name: `any=in_trait:a|named:b|named:c`), a "[NAME] Digimon card", a
card "with [X] in its form" (the older wording of the trait X), "1 such Tamer card or Option card" (the same trait
as the first card) and an effect opened by "You may reveal". Each checks the card's generated lines against the
reading of its printed text (written here by hand), then plays the effect in a hand-built position with exact
results. The deck lists are written bottom first: the last cards are the top of the deck; cards put at the bottom come first."""
import pytest
from effect_positions import Side, build, full, lines_of, ok, script

from decks.catalog import get_card
from decks.effects import card_has


# --- a Hybrid-trait card or one of two exact names (BT7-008, BT7-019) ---------------------------------------------

def test_bt7_008_and_bt7_019_read_a_trait_part_or_two_exact_names():
    assert lines_of("BT7-008") == [
        "BT7-008 main on_play : reveal_add_one 4 any=in_trait:hybrid|named:susanoomon|named:takuya_kanbara",
        "BT7-008 inherited on_deletion optional : play_from_hand kind=tamer name=takuya_kanbara"]
    assert lines_of("BT7-019") == [
        "BT7-019 main on_play : reveal_add_one 4 any=in_trait:hybrid|named:susanoomon|named:koji_minamoto",
        "BT7-019 inherited on_deletion optional : play_from_hand kind=tamer name=koji_minamoto"]
    assert full("BT7-008") and full("BT7-019")
    match = ("any", "trait_has:hybrid|name_is:susanoomon|name_is:takuya kanbara")
    assert card_has(get_card("BT7-085"), match)        # Takuya Kanbara
    assert card_has(get_card("BT7-112"), match)        # Susanoomon
    assert card_has(get_card("BT4-009"), match)        # Flamemon, Hybrid
    assert card_has(get_card("BT18-088"), match)       # Takuya Kanbara & Koji Minamoto: also treated as both
    assert not card_has(get_card("AD1-020"), match)    # Tommy, Takuya, & Zoe: another name
    assert not card_has(get_card("BT1-010"), match)


@pytest.mark.parametrize("wanted", ["BT7-085", "BT7-112", "BT4-009"])
def test_bt7_008_adds_takuya_susanoomon_or_a_hybrid_card(wanted):
    # the top 4: Tommy, Takuya, & Zoe (not the name asked), Agumon, Monodramon and the card asked for
    pos = build(Side(hand=["BT7-008"], deck=["BT1-031", "AD1-020", "BT1-010", "BT1-009", wanted]),
                Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT7-008")
    assert pos.hand(0) == [wanted]
    assert pos.deck(0)[-1] == "BT1-031" and sorted(pos.deck(0)[:-1]) == ["AD1-020", "BT1-009", "BT1-010"]
    assert pos.memory(0) == 0 and pos.trash(0) == []
    ok(pos)


def test_bt7_019_without_a_match_puts_the_4_cards_at_the_bottom():
    # the top 4: Takuya Kanbara (Koji Minamoto asked for here), J.P., Koji, & Koichi, Agumon, Monodramon
    pos = build(Side(hand=["BT7-019"], deck=["BT1-031", "BT7-085", "AD1-023", "BT1-010", "BT1-009"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT7-019")
    assert pos.hand(0) == []
    assert pos.deck(0)[-1] == "BT1-031" and sorted(pos.deck(0)[:-1]) == ["AD1-023", "BT1-009", "BT1-010", "BT7-085"]
    ok(pos)


# --- a Hybrid "form" Digimon and a red Tamer (the older wording of a trait) ----------------------------------------

def test_bt4_009_and_bt4_023_read_the_form_as_the_trait():
    assert lines_of("BT4-009") == [
        "BT4-009 main on_play : reveal_add_two 3 kind=digimon trait=hybrid ; then and_add color=red kind=tamer"]
    assert lines_of("BT4-023") == [
        "BT4-023 main on_play : reveal_add_two 3 kind=digimon trait=hybrid ; then and_add color=blue kind=tamer"]
    assert full("BT4-009") and full("BT4-023")


def test_bt4_009_adds_a_hybrid_digimon_and_a_red_tamer():
    # the top 3: Flamemon BT7-008 (Hybrid), Tai Kamiya (red Tamer), Agumon
    pos = build(Side(hand=["BT4-009"], deck=["BT1-031", "BT1-010", "BT1-085", "BT7-008"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "BT4-009")
    assert sorted(pos.hand(0)) == ["BT1-085", "BT7-008"]
    assert pos.deck(0) == ["BT1-010", "BT1-031"]
    ok(pos)
    # Susanoomon (white, no Hybrid trait) and a red option: only the red Tamer
    pos = build(Side(hand=["BT4-009"], deck=["BT1-031", "BT7-112", "BT4-100", "BT7-085"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "BT4-009")
    assert pos.hand(0) == ["BT7-085"]
    assert pos.deck(0)[-1] == "BT1-031" and sorted(pos.deck(0)[:-1]) == ["BT4-100", "BT7-112"]
    ok(pos)


# --- a named Digimon and a Legend-Arms "type" Digimon (BT3-062, BT3-008) ------------------------------------------

def test_bt3_062_adds_ragnaloardmon_and_a_legend_arms_digimon():
    assert lines_of("BT3-062") == [
        "BT3-062 main on_play : reveal_add_two 5 kind=digimon name=ragnaloardmon ; then and_add kind=digimon"
        " trait=legend-arms"]
    assert lines_of("BT3-008") == [
        "BT3-008 main on_play : reveal_add_two 5 kind=digimon name=ragnaloardmon ; then and_add kind=digimon"
        " trait=legend-arms"]
    assert full("BT3-062") and full("BT3-008")
    # the top 5: RagnaLoardmon, Agumon, Monodramon, BT3-010 (Legend-Arms), Monmon
    pos = build(Side(hand=["BT3-062"], deck=["BT1-014", "BT3-019", "BT1-010", "BT1-009", "BT3-010", "BT1-031"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT3-062")
    assert sorted(pos.hand(0)) == ["BT3-010", "BT3-019"]
    assert pos.deck(0)[-1] == "BT1-014" and sorted(pos.deck(0)[:-1]) == ["BT1-009", "BT1-010", "BT1-031"]
    ok(pos)


# --- an ADVENTURE-trait Digimon and a Tamer or Option of the same trait --------------------------------------------

def test_st20_02_adds_an_adventure_digimon_and_an_adventure_tamer_or_option():
    assert lines_of("ST20-02")[0] == (
        "ST20-02 main on_play : reveal_add_two 3 kind=digimon trait=adventure ; then and_add kinds=tamer,option"
        " trait=adventure")
    assert full("ST20-02")
    # the top 3: Tai Kamiya (a Tamer without the trait), ST20-14 (an ADVENTURE option), ST20-03 (ADVENTURE Digimon)
    pos = build(Side(hand=["ST20-02"], deck=["BT1-031", "BT1-085", "ST20-14", "ST20-03"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "ST20-02")
    assert sorted(pos.hand(0)) == ["ST20-03", "ST20-14"]
    assert pos.deck(0) == ["BT1-085", "BT1-031"]
    ok(pos)
    # a Tamer and an option without the trait: only the Digimon
    pos = build(Side(hand=["ST20-02"], deck=["BT1-031", "BT1-085", "BT4-100", "ST20-03"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "ST20-02")
    assert pos.hand(0) == ["ST20-03"]
    assert pos.deck(0)[-1] == "BT1-031" and sorted(pos.deck(0)[:-1]) == ["BT1-085", "BT4-100"]
    ok(pos)


# --- "You may reveal the top N cards of your deck. Add 1 ..." ----------------------------------------------------

def test_bt8_046_may_reveal_5_and_add_a_gargomon_or_rapidmon():
    assert lines_of("BT8-046") == ["BT8-046 main on_play optional : reveal_add_one 5 name~gargomon|rapidmon"]
    assert full("BT8-046")
    # the top 5: MegaGargomon BT3-057, Agumon, Monodramon, Monmon, Kokatorimon
    pos = build(Side(hand=["BT8-046"], deck=["BT1-010", "BT3-057", "BT1-010", "BT1-009", "BT1-031", "BT1-014"]),
                Side(deck=["BT1-010"]), memory=3)
    script(pos, 0, True)
    pos.play(0, "BT8-046")
    assert pos.hand(0) == ["BT3-057"]
    assert pos.deck(0)[-1] == "BT1-010" and sorted(pos.deck(0)[:-1]) == ["BT1-009", "BT1-010", "BT1-014", "BT1-031"]
    ok(pos)


def test_ex1_048_may_reveal_3_add_a_level_6_machine_and_trash_the_rest():
    for card in ("EX1-048", "EX1-049", "EX1-050"):
        assert lines_of(card)[0] == (f"{card} main when_digivolving optional : reveal_add_one 3 kind=digimon"
                                     " level>=6 level<=6 trait~machine filter=rest_to_trash")
        assert full(card), card
    # Guardromon (black level 4) digivolves into Andromon for 3 and draws Agumon; the top 3 then: MetalGarurumon
    # BT2-066 (level 6 Machine), Andromon BT1-042 (level 5 Machine), Monmon
    pos = build(Side(hand=["EX1-048"], battle=["BT2-058"],
                     deck=["BT1-014", "BT1-031", "BT1-042", "BT2-066", "BT1-010"]),
                Side(deck=["BT1-010"]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, "EX1-048", 1)
    assert sorted(pos.hand(0)) == ["BT1-010", "BT2-066"]
    assert sorted(pos.trash(0)) == ["BT1-031", "BT1-042"]
    assert pos.deck(0) == ["BT1-014"] and pos.memory(0) == 2
    ok(pos)


# --- "1 2-color purple card", "1 Digimon card and 1 Tamer card―both with [X] in their traits―" -------------------

def test_bt9_072_adds_a_2_color_purple_card():
    assert lines_of("BT9-072") == ["BT9-072 main on_play : reveal_add_one 4 color=purple any=colors:2"]
    assert lines_of("BT8-021") == ["BT8-021 main on_play : reveal_add_one 4 color=blue any=colors:2"]
    assert full("BT9-072") and full("BT8-021")
    # the top 4: BT19-101 (red, purple and black: 3 colours), Agumon, BT8-041 (yellow and purple), Monmon
    pos = build(Side(hand=["BT9-072"], deck=["BT1-009", "BT19-101", "BT1-010", "BT8-041", "BT1-031"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT9-072")
    assert pos.hand(0) == ["BT8-041"]
    assert pos.deck(0)[-1] == "BT1-009" and sorted(pos.deck(0)[:-1]) == ["BT1-010", "BT1-031", "BT19-101"]
    ok(pos)


def test_bt10_008_adds_a_xros_heart_digimon_and_a_xros_heart_tamer():
    assert lines_of("BT10-008")[0] == (
        "BT10-008 main on_play : reveal_add_two 3 kind=digimon trait~xros_heart ; then and_add kind=tamer"
        " trait~xros_heart")
    assert full("BT10-008")
    # the top 3: Tai Kamiya (a Tamer without the trait), BT10-089 (Xros Heart Tamer), BT10-007 (Xros Heart Digimon)
    pos = build(Side(hand=["BT10-008"], deck=["BT1-031", "BT1-085", "BT10-089", "BT10-007"]), Side(deck=["BT1-010"]),
                memory=4)
    pos.play(0, "BT10-008")
    assert sorted(pos.hand(0)) == ["BT10-007", "BT10-089"]
    assert pos.deck(0) == ["BT1-085", "BT1-031"]
    ok(pos)


# --- a Tamer, or a Digimon named with Gabumon ----------------------------------------------------------------------

def test_ex1_011_reads_a_tamer_or_a_gabumon_where_only_digimon_have_the_name():
    assert lines_of("EX1-011") == [
        "EX1-011 inherited when_attacking once_per_turn : reveal_add_one 3 any=kind:tamer|name:gabumon"]
    assert full("EX1-011")
    # EX1-001 Agumon: some card with [Agumon] in its name is not a Digimon, so the reading is refused
    assert not full("EX1-001")
    assert card_has(get_card("BT1-085"), ("any", "kind_is:tamer|name_has:gabumon"))
    assert card_has(get_card("BT1-029"), ("any", "kind_is:tamer|name_has:gabumon"))
    assert not card_has(get_card("BT4-100"), ("any", "kind_is:tamer|name_has:gabumon"))


# --- a Tamer with inherited text; a card put under one of your Digimon at the bottom, or else to the hand ------------

def test_bt17_009_adds_a_hybrid_or_ten_warriors_card_and_a_tamer_with_an_inherited_effect():
    assert lines_of("BT17-009")[0] == (
        "BT17-009 main on_play : reveal_add_two 3 trait=hybrid|ten_warriors ; then and_add kind=tamer"
        " any=inherited:tamer")
    assert full("BT17-009") and full("BT17-020")
    # the top 3: AncientMegatheriummon (Ten Warriors), Tai Kamiya (no inherited effect), Takuya Kanbara (one)
    pos = build(Side(hand=["BT17-009"], deck=["BT1-031", "BT7-085", "BT1-085", "BT7-030"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "BT17-009")
    assert sorted(pos.hand(0)) == ["BT7-030", "BT7-085"]
    assert pos.deck(0) == ["BT1-085", "BT1-031"]
    ok(pos)


def test_ex5_071_places_a_deva_card_under_any_of_your_digimon_or_adds_it():
    assert lines_of("EX5-071")[1] == "EX5-071 main main : reveal_add_or_place 3 trait=deva|four_sovereigns" \
                                     " filter=top_or_bottom"
    assert full("EX5-071")
    # the top 3: Vajramon (Deva), Monodramon, Agumon; greedy adds Vajramon to the hand, the rest to the bottom
    pos = build(Side(hand=["EX5-071"], battle=["BT6-027"], deck=["BT1-031", "BT1-010", "BT1-009", "BT5-077"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.use_option(0, "EX5-071")
    assert pos.hand(0) == ["BT5-077"] and pos.stack(0, 1) == ["BT6-027"]
    assert pos.deck(0)[-1] == "BT1-031" and sorted(pos.deck(0)[:-1]) == ["BT1-009", "BT1-010"]
    assert pos.trash(0) == ["EX5-071"] and pos.memory(0) == 2
    ok(pos)
    # with a copy in the hand it goes under one of your Digimon: Majiramon, not Monmon
    pos = build(Side(hand=["EX5-071", "BT5-077"], battle=["BT6-027", "BT1-031"],
                     deck=["BT1-031", "BT1-010", "BT1-009", "BT5-077"]), Side(deck=["BT1-010"]), memory=3)
    pos.use_option(0, "EX5-071")
    assert pos.hand(0) == ["BT5-077"]
    assert pos.stack(0, 1) == ["BT5-077", "BT6-027"] and pos.stack(0, 2) == ["BT1-031"]
    assert pos.deck(0)[-1] == "BT1-031" and sorted(pos.deck(0)[:-1]) == ["BT1-009", "BT1-010"]
    ok(pos)


def test_bt7_046_adds_a_hybrid_card_and_j_p_shibayama():
    # the name is written "[J. P. Shibayama]" once normalised: read as the card name J.P. Shibayama
    assert lines_of("BT7-046") == [
        "BT7-046 main when_digivolving : reveal_add_two 5 trait~hybrid ; then and_add kind=tamer name=j.p._shibayama"]
    assert full("BT7-046")
    # Goblimon (green Lv.3) digivolves into Beetlemon for 2 and draws Agumon; the top 5 then: J.P. Shibayama
    # BT7-089, Tai Kamiya, Flamemon BT7-008 (Hybrid), Monodramon, Monmon
    pos = build(Side(hand=["BT7-046"], battle=["BT1-064"],
                     deck=["BT1-014", "BT1-031", "BT1-009", "BT7-008", "BT1-085", "BT7-089", "BT1-010"]),
                Side(deck=["BT1-010"]), memory=5)
    pos.digivolve(0, "BT7-046", 1)
    assert sorted(pos.hand(0)) == ["BT1-010", "BT7-008", "BT7-089"]
    assert pos.deck(0)[-1] == "BT1-014" and sorted(pos.deck(0)[:-1]) == ["BT1-009", "BT1-031", "BT1-085"]
    assert pos.memory(0) == 3
    ok(pos)

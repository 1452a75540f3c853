"""Scenarios with real cards for the reveals that take one card to the hand and place another under a Digimon
(and_place), take one card to the hand or place one of another filter under this Digimon (or_place), take an
option card of a given cost, and run only when a suspension before them suspended one of your Digimon
(suspended_own). Each checks the card's generated lines against the reading of its printed text (written here by
hand), then plays the effect in a hand-built position with exact results."""
from effect_positions import Side, build, full, lines_of, ok, script

from simcore import layout as L


def test_add_one_with_vemmon_in_its_text_and_place_a_vemmon_under_a_digimon_bt18_060_vemmon():
    assert "BT18-060 main on_play : reveal_add_two 3 text~vemmon ; then and_place kind=digimon name=vemmon" \
        in lines_of("BT18-060")
    assert full("BT18-060")
    # the top 3: Agumon, Destromon ([Vemmon] in its text), Vemmon: Destromon to the hand, Vemmon under the
    # strongest Digimon (MetalTyrannomon, not the Vemmon just played)
    pos = build(Side(hand=["BT18-060"], battle=["BT1-024"], deck=["BT1-031", "BT1-010", "BT11-070", "BT11-061"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT18-060")
    assert pos.hand(0) == ["BT11-070"]
    assert pos.stack(0, 1) == ["BT11-061", "BT1-024"]
    assert pos.stack(0, 2) == ["BT18-060"]
    assert pos.deck(0) == ["BT1-010", "BT1-031"]
    ok(pos)


def test_no_vemmon_revealed_only_the_card_for_the_hand_bt18_060_vemmon():
    # the top 3: Agumon, Greymon, Destromon: Destromon to the hand, nothing placed
    pos = build(Side(hand=["BT18-060"], battle=["BT1-024"], deck=["BT1-031", "BT1-010", "BT1-009", "BT11-070"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT18-060")
    assert pos.hand(0) == ["BT11-070"]
    assert pos.stack(0, 1) == ["BT1-024"]
    assert sorted(pos.deck(0)[:2]) == ["BT1-009", "BT1-010"] and pos.deck(0)[2] == "BT1-031"
    ok(pos)


GAZIMON = "reveal_add_or_place 3 text~three_musketeers ; then or_place trait=three_musketeers target=self"


def test_three_musketeers_to_the_hand_or_under_this_digimon_bt25_078_gazimon():
    assert lines_of("BT25-078")[:2] == [f"BT25-078 main when_moving : {GAZIMON}",
                                        f"BT25-078 main on_play : {GAZIMON}"]
    assert full("BT25-078")
    # the top 3: Agumon, Deputymon ([Three Musketeers] in its text), MagnaKidmon (the trait): greedy takes
    # MagnaKidmon; with a copy in the hand it goes under Gazimon itself, not under the stronger MetalTyrannomon
    pos = build(Side(hand=["BT25-078", "BT6-017"], battle=["BT1-024"],
                     deck=["BT1-031", "BT1-010", "BT6-060", "BT6-017"]), Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT25-078")
    assert pos.hand(0) == ["BT6-017"]
    assert pos.stack(0, 2) == ["BT6-017", "BT25-078"]
    assert pos.stack(0, 1) == ["BT1-024"]
    assert pos.deck(0) == ["BT6-060", "BT1-010", "BT1-031"]
    ok(pos)


def test_without_a_copy_the_card_goes_to_the_hand_bt25_078_gazimon():
    pos = build(Side(hand=["BT25-078"], deck=["BT1-031", "BT1-010", "BT6-060", "BT6-017"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "BT25-078")
    assert pos.hand(0) == ["BT6-017"]
    assert pos.stack(0, 1) == ["BT25-078"]
    assert pos.deck(0) == ["BT6-060", "BT1-010", "BT1-031"]
    ok(pos)


def test_add_a_three_musketeers_card_and_an_option_with_a_cost_of_6_ex7_008_toyagumon():
    assert "EX7-008 main on_play : reveal_add_two 3 text~three_musketeers ; then and_add kind=option cost_in=6" \
        in lines_of("EX7-008")
    assert full("EX7-008")
    # the top 3: Oblivion Bird (cost 5), Holy Wave (cost 6), Deputymon
    pos = build(Side(hand=["EX7-008"], deck=["BT1-010", "BT1-094", "BT1-107", "BT6-060"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "EX7-008")
    assert sorted(pos.hand(0)) == ["BT1-107", "BT6-060"]
    assert pos.deck(0) == ["BT1-094", "BT1-010"]
    ok(pos)


MUCHOMON = ("BT24-044 main on_play optional : suspend target=any count=1 level<=6 ; then if=suspended_own "
            "reveal_add_two 3 kind=tamer name=shoto_kazama ; then and_add any=in_trait:avian|in_trait:bird|"
            "trait:vortex_warriors")


def test_suspending_your_own_digimon_reveals_bt24_044_muchomon():
    assert MUCHOMON in lines_of("BT24-044")
    assert full("BT24-044")
    # the opponent has no Digimon; said yes to, greedy suspends its own Agumon (not the weaker Muchomon); the
    # top 3: Greymon, Muchomon (Avian), Shoto Kazama
    pos = build(Side(hand=["BT24-044"], battle=["BT1-010"], deck=["BT1-031", "BT1-009", "BT1-013", "BT20-085"]),
                Side(deck=["BT1-010"]), memory=3)
    script(pos, 0, True)
    pos.play(0, "BT24-044")
    assert pos.st.g[L.G_CHOICE_AT] == 1 and pos.st.g[L.G_CHOICE_BAD] == 0
    assert pos.suspended(0, 1) and not pos.suspended(0, 2)
    assert sorted(pos.hand(0)) == ["BT1-013", "BT20-085"]
    assert pos.deck(0) == ["BT1-009", "BT1-031"]
    ok(pos)


def test_suspending_an_opponents_digimon_reveals_nothing_bt24_044_muchomon():
    # greedy suspends the opponent's Agumon: not yours, so nothing is revealed
    pos = build(Side(hand=["BT24-044"], battle=["BT1-010"], deck=["BT1-031", "BT1-009", "BT1-013", "BT20-085"]),
                Side(battle=["BT1-010"], deck=["BT1-010"]), memory=3)
    pos.play(0, "BT24-044")
    assert pos.suspended(1, 1) and not pos.suspended(0, 1)
    assert pos.hand(0) == []
    assert pos.deck(0) == ["BT1-031", "BT1-009", "BT1-013", "BT20-085"]
    ok(pos)


def test_suspended_own_read_on_an_option_ex7_069_wind_slicer():
    assert "EX7-069 main main optional : suspend target=any count=1 level<=6 ; then if=suspended_own unsuspend " \
           "target=own count=1" in lines_of("EX7-069")


def test_by_suspending_this_digimon_reveal_add_and_place_under_it_bt11_061_vemmon():
    assert ("BT11-061 main activated optional : suspend_self_cost ; then reveal_add_two 3 "
            "name=snatchmon|destromon|galacticmon|fusionize ; then and_place kind=digimon name=vemmon target=self") \
        in lines_of("BT11-061")
    assert full("BT11-061")
    # the top 3: Agumon, Vemmon, Destromon: Destromon to the hand, Vemmon under this Vemmon (not under the
    # stronger MetalTyrannomon); suspended, it offers the effect no more
    pos = build(Side(battle=["BT11-061", "BT1-024"], deck=["BT1-031", "BT1-010", "BT11-061", "BT11-070"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.activate(0, 1)
    assert pos.suspended(0, 1)
    assert pos.hand(0) == ["BT11-070"]
    assert pos.stack(0, 1) == ["BT11-061", "BT11-061"]
    assert pos.stack(0, 2) == ["BT1-024"]
    assert pos.deck(0) == ["BT1-010", "BT1-031"]
    assert not pos.activatable(0, 1)
    ok(pos)


def test_by_suspending_this_digimon_on_play_reveal_bt14_042_kunemon():
    assert "BT14-042 main on_play optional : suspend_self_cost ; then reveal_add_one 3 color=green" \
        in lines_of("BT14-042")
    assert full("BT14-042")
    # the top 3: Greymon, Agumon, Muchomon (green)
    pos = build(Side(hand=["BT14-042"], deck=["BT1-031", "BT1-009", "BT1-010", "BT24-044"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "BT14-042")
    assert pos.suspended(0, 1)
    assert pos.hand(0) == ["BT24-044"]
    ok(pos)


def test_one_of_two_named_cards_in_a_reveal_ex11_071_cool_boy():
    assert ("EX11-071 main on_play : reveal_add_two 3 kind=digimon name=omekamon|omnimon_(x_antibody) ; then and_add "
            "trait=royal_knight|liberator") in lines_of("EX11-071")


def test_a_green_or_blue_card_of_2_or_more_colours_and_ken_ichijoji_p_118_wormmon():
    assert ("P-118 main on_play : reveal_add_two 3 color=green,blue any=colors:2|colors:3 ; then and_add kind=tamer "
            "name~ken_ichijoji") in lines_of("P-118")
    # the top 3: Titamon (green alone), Ken Ichijoji, Paildramon (green and blue)
    pos = build(Side(hand=["P-118"], deck=["BT1-010", "BT1-080", "BT3-094", "AD1-011"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "P-118")
    assert sorted(pos.hand(0)) == ["AD1-011", "BT3-094"]
    assert pos.deck(0) == ["BT1-080", "BT1-010"]
    ok(pos)

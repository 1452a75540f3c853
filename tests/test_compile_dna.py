"""The compiled lines of DNA wordings: DNA digivolving by an inherited effect, "if this Digimon would DNA digivolve
into a [colour] card", "if DNA digivolving", and "while this Digimon has [A] in its name or a [B] trait"."""
from pathlib import Path

import pytest

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from effect_positions import lines_of

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")


@needs_shared
@pytest.mark.parametrize("card", ["BT12-021", "BT12-047", "P-118"])
def test_end_of_turn_dna_digivolution_of_this_digimon_and_another(card):
    assert lines_of(card)[-1] == ("%s inherited end_of_your_turn optional : dna_digivolve_from_hand target=self"
                                  " kind=digimon filter=pay_cost" % card)
    assert card_coverage(load_catalog()[card]) == "full"


@needs_shared
def test_would_dna_digivolve_into_a_coloured_card_and_the_name_or_trait_condition():
    assert lines_of("BT12-022") == [
        "BT12-022 main would_dna_digivolve your_turn card.color=green : memory +1",
        "BT12-022 inherited static your_turn if=this_has : jamming target=self any=name:imperialdramon|trait:free"]
    assert lines_of("BT12-050") == [
        "BT12-050 main would_dna_digivolve your_turn card.color=blue : memory +1",
        "BT12-050 inherited static your_turn if=this_has : piercing target=self any=name:imperialdramon|trait:free"]
    assert card_coverage(load_catalog()["BT12-022"]) == card_coverage(load_catalog()["BT12-050"]) == "full"


@needs_shared
def test_if_dna_digivolving_first_and_chained():
    assert lines_of("EX3-010")[0] == ("EX3-010 main when_digivolving if=dna_digivolving optional : play_from_trash"
                                      " kind=digimon name=dinobeemon")
    assert lines_of("BT8-015")[0] == ("BT8-015 main when_digivolving : dp -5000 target=opponent count=1 duration=turn"
                                      " ; then if=dna_digivolving delete target=opponent count=1 dp<=5000")
    assert card_coverage(load_catalog()["BT8-015"]) == "full"


@needs_shared
def test_a_dna_header_is_encoded_by_the_catalog():
    # BT16-036: the header and its reminder are the catalog's; the effects after it on the same line are read
    assert lines_of("BT16-036")[:4] == [
        "BT16-036 main static : keyword barrier target=self",
        "BT16-036 main static : blocker target=self",
        "BT16-036 main would_leave_any_way if=partition optional : play_from_digivolution_cards target=self"
        " kind=digimon level=6 color=yellow ; then play_from_digivolution_cards target=self kind=digimon level=6"
        " color=black",
        "BT16-036 main when_digivolving : de_digivolve 3 target=opponent count=1 ; then dp -8000 target=opponent"
        " count=1 duration=turn"]
    assert load_effects()["BT16-036"].unmodeled == ["main: security stack manipulation"]


@needs_shared
def test_digivolve_into_a_card_under_your_tamers():
    assert lines_of("BT19-057")[0] == ("BT19-057 main when_attacking optional : digivolve_from_under_tamers"
                                       " target=self kind=digimon name=raptorsparrowmon")
    assert lines_of("BT19-025")[2] == ("BT19-025 main when_attacking : de_digivolve 1 target=opponent count=1 ; then"
                                       " digivolve_from_under_tamers target=self kind=digimon trait=blue_flare"
                                       " filter=may")
    assert card_coverage(load_catalog()["BT19-057"]) == "full"


@needs_shared
def test_reduce_the_memory_cost_of_the_digivolution_into_a_card_with_x_in_its_traits():
    assert lines_of("ST10-04")[1] == ("ST10-04 main static your_turn : digivolve_cost_down 2 target=self kind=digimon"
                                      " trait~archangel|fallen_angel")
    assert card_coverage(load_catalog()["ST10-04"]) == "full"


@needs_shared
def test_two_of_your_digimon_may_dna_digivolve_into_a_named_card():
    # after a keyword with its full stop left out, under "if it's your turn"; the DNA cost is paid
    assert lines_of("BT23-027")[1] == ("BT23-027 main on_play : draw 1 ; then if=turn_is_yours dna_digivolve_from_hand"
                                       " target=own kind=digimon name=shakkoumon filter=may,pay_cost")
    assert lines_of("BT24-035")[0] == ("BT24-035 main on_play : dp -3000 target=opponent count=1 duration=turn ; then"
                                       " if=turn_is_yours dna_digivolve_from_hand target=own kind=digimon"
                                       " name=silphymon filter=may,pay_cost")
    assert lines_of("AD1-009")[-2] == ("AD1-009 main end_of_your_turn : dna_digivolve_from_hand target=own"
                                       " kind=digimon name=omnimon_alter-s filter=may,pay_cost ; then attack"
                                       " target=own count=1")
    assert lines_of("EX6-074")[1] == ("EX6-074 main end_of_your_turn once_per_turn optional : dna_digivolve_from_hand"
                                      " target=own kind=digimon filter=pay_cost")
    cards = load_catalog()
    assert all(card_coverage(cards[c]) == "full" for c in ("BT23-027", "BT23-050", "BT24-035", "BT20-011"))


@needs_shared
@pytest.mark.parametrize("card", ["BT22-008", "BT22-017", "BT21-046"])
def test_this_digimon_and_any_other_may_dna_digivolve(card):
    assert lines_of(card)[-1] == ("%s inherited end_of_your_turn optional : dna_digivolve_from_hand target=self"
                                  " kind=digimon filter=pay_cost" % card)

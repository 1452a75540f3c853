"""`cant attack_target_change`: a Digimon whose attack target can't change is not blocked (a block makes the
blocker the target, RULES.md §6.3), and <Raid> or effects don't switch its target; AD1-012 CresGarurumon's inherited
restriction on its owner's turn, and the compiled lines of the wording."""
import pytest
from effect_positions import Side, Slot, build, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage
from decks.tools import compile_effects as ce

needs_shared = pytest.mark.skipif(not ce.DEFAULT_CARDS_JSON.exists(), reason="../shared/carddata is not available")


def blocks(pos):
    return [e["blocker"] for e in pos.events("block")]


@needs_shared
@pytest.mark.parametrize("beneath", [True, False])
def test_an_attacker_with_the_restriction_is_not_blocked(beneath):
    # Greymon attacks the player; Gaiomon (13000, <Blocker>) blocks it unless CresGarurumon is beneath Greymon
    attacker = Slot(["AD1-012", "ST1-06"]) if beneath else Slot(["ST1-06"])
    pos = build(Side(battle=[attacker], security=["ST1-02", "ST1-03"]),
                Side(battle=["P-183"], security=["ST1-02", "ST1-03"]))
    pos.attack(0, 1)
    assert blocks(pos) == ([] if beneath else ["P-183"])
    assert (pos.battle(0) == []) == (not beneath)   # blocked, Greymon loses the battle
    assert pos.violation() == 0


@needs_shared
def test_compiled_lines_of_the_restriction():
    assert lines_of("AD1-012")[-1] == "AD1-012 inherited static your_turn : cant attack_target_change target=self"
    assert lines_of("BT19-023")[-1] == "BT19-023 inherited static your_turn : cant attack_target_change target=self"
    assert lines_of("AD1-011")[1] == ("AD1-011 main when_digivolving : cant be_deleted_in_battle target=self"
                                      " duration=opponents_next_turn ; then if=dna_digivolving cant attack_target_change"
                                      " target=self duration=turn")
    assert card_coverage(load_catalog()["AD1-011"]) == "full"


@needs_shared
@pytest.mark.parametrize("beneath", [True, False])
def test_raid_does_not_switch_a_fixed_target(beneath):
    # Aquilamon (4000, <Raid>) attacks the player beside the opponent's unsuspended Monodramon (3000): the greedy
    # pilot switches to it, unless CresGarurumon beneath keeps the target
    from simcore import effect_codes as ec

    attacker = Slot(["AD1-012", "BT25-011"]) if beneath else Slot(["BT25-011"])
    pos = build(Side(battle=[attacker], security=["ST1-02", "ST1-03"]),
                Side(battle=["BT1-009"], security=["ST1-02", "ST1-03"]))
    pos.attack(0, 1)
    raids = [e for e in pos.effects("BT25-011") if e[1] == ec.A_KEYWORD and e[3] == -ec.KW_RAID]
    assert len(raids) == (0 if beneath else 1)
    assert (pos.battle(1) == []) == (not beneath)   # Monodramon lost the battle it was drawn into
    assert pos.violation() == 0

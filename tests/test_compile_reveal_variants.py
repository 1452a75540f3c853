"""Scenarios with real cards for the compiler's readings of a reveal that trashes the cards not taken, a card
filter "with [X] in one of its traits", "when one of your level N or higher Digimon with digivolution cards is
deleted", "gain N memory, then hatch", "1 [NAME]" in a reveal, targets "with [A] in their names or [B] in their
types", "when any of your red or yellow Tamers suspend" and "if your opponent has N or fewer security cards". Each checks the card's generated lines against the reading of its
printed text (written here by hand), then plays the effect in a hand-built position with exact results.
test_compile_effects.py counts these readings as exercised (REVEAL_READINGS there)."""
import numpy as np
import pytest
from effect_positions import Side, Slot, build, ok, lines_of, full


i32 = np.int32


def test_on_play_reveal_3_add_a_digimon_trash_the_rest_ex1_066_analog_youth():
    assert "EX1-066 main on_play : reveal_add_one 3 kind=digimon filter=rest_to_trash" in lines_of("EX1-066")
    assert full("EX1-066")
    # deck bottom first: the top 3 are Agumon, Tai Kamiya, Trident Revolver
    pos = build(Side(hand=["EX1-066"], deck=["BT1-031", "BT4-100", "BT1-085", "BT1-010"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "EX1-066")
    assert pos.hand(0) == ["BT1-010"]
    assert sorted(pos.trash(0)) == ["BT1-085", "BT4-100"]
    assert pos.deck(0) == ["BT1-031"]
    assert pos.memory(0) == 3 - 2
    ok(pos)


@pytest.mark.parametrize("victim, fires", [
    (["BT1-019", "BT1-020"], True),    # Groundramon (level 5) over DarkTyrannomon
    (["BT1-020"], False),              # no digivolution cards
    (["BT1-009", "BT1-019"], False),   # DarkTyrannomon is level 4
])
def test_level_5_with_digivolution_cards_deleted_suspend_gain_1_hatch_ex1_066(victim, fires):
    assert ("EX1-066 main own_digimon_with_sources_deleted optional card.level>=5 : suspend_self_cost ; then "
            "memory +1 ; then hatch") in lines_of("EX1-066")
    # MetalTyrannomon (10000, no effects) attacks player 1's suspended Digimon and deletes it in battle
    pos = build(Side(battle=[Slot("BT1-024")], deck=["BT1-010"]),
                Side(battle=["EX1-066", Slot(victim, suspended=True)], eggs=["BT1-001"], deck=["BT1-010"]),
                memory=3)
    pos.attack(0, 1, 2)
    assert pos.trash(1) == victim
    assert pos.suspended(1, 1) == fires
    assert pos.memory(0) == (3 - 1 if fires else 3)
    assert pos.breeding(1) == (["BT1-001"] if fires else [])
    ok(pos)


def test_reveal_two_with_bird_in_one_of_its_traits_st18_04_pteromon():
    assert "ST18-04 main on_play : reveal_add_two 3 trait~bird|avian ; then and_add trait=vortex_warriors|liberator" \
        in lines_of("ST18-04")
    assert full("ST18-04")
    # the top 3: Kokatorimon (Giant Bird), Owen Dreadnought (LIBERATOR), Monodramon (neither)
    pos = build(Side(hand=["ST18-04"], deck=["BT1-031", "BT1-009", "BT18-087", "BT1-014"]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, "ST18-04")
    assert sorted(pos.hand(0)) == ["BT1-014", "BT18-087"]
    assert pos.deck(0) == ["BT1-009", "BT1-031"]
    ok(pos)


def test_all_your_huckmon_or_royal_knight_digimon_get_2000_bt6_084_sistermon_ciel():
    assert "BT6-084 main static : dp +2000 target=all_own any=name:huckmon|trait:royal_knight" in lines_of("BT6-084")
    assert full("BT6-084")
    # Huckmon (name), Magnamon (X Antibody) (Royal Knight trait), Agumon (neither); the opponent's Huckmon too
    digimon = [Slot("BT6-009"), Slot("BT16-102"), Slot("BT1-010")]
    without = build(Side(battle=list(digimon), deck=["BT1-031"]), Side(battle=[Slot("BT6-009")], deck=["BT1-010"]))
    pos = build(Side(battle=[*digimon, "BT6-084"], deck=["BT1-031"]), Side(battle=[Slot("BT6-009")],
                                                                           deck=["BT1-010"]))
    assert [pos.dp(0, s) - without.dp(0, s) for s in (1, 2, 3)] == [2000, 2000, 0]
    assert pos.dp(1, 1) == without.dp(1, 1)
    ok(pos)


@pytest.mark.parametrize("card, named", [("EX8-009", "BT2-013"), ("BT9-008", "BT1-015")])
def test_reveal_two_with_one_x_antibody_by_its_exact_name(card, named):
    assert any(line.endswith("; then and_add kind=option name=x_antibody") for line in lines_of(card))
    assert full(card)
    # the top 3: Agumon (X Antibody) (not named "X Antibody"), X Antibody (the option), Growlmon / Greymon
    pos = build(Side(hand=[card], deck=["BT1-031", "BT9-008", "BT9-109", named]), Side(deck=["BT1-010"]),
                memory=3)
    pos.play(0, card)
    assert sorted(pos.hand(0)) == sorted([named, "BT9-109"])
    assert pos.deck(0) == ["BT9-008", "BT1-031"]
    ok(pos)


def test_tamer_suspended_to_pay_its_cost_draw_1_bt21_004_koromon_inherited():
    assert lines_of("BT21-004") == ["BT21-004 inherited own_tamer_suspended your_turn once_per_turn card.color=yellow,red"
                                    " : draw 1"]
    assert full("BT21-004")
    # MetalTyrannomon over Koromon attacks the player; the security check removes Monmon, so the red Tai Kamiya
    # (BT14-082) may suspend to gain 1 memory: greedy does, and Koromon's inherited effect draws 1
    pos = build(Side(battle=[Slot(["BT21-004", "BT1-024"]), "BT14-082"], deck=["BT1-031", "BT1-010"]),
                Side(security=["BT1-031"], deck=["BT1-010"]), memory=3)
    pos.attack(0, 1)
    assert pos.suspended(0, 2)
    assert pos.memory(0) == 3 + 1
    assert pos.hand(0) == ["BT1-010"]
    ok(pos)


@pytest.mark.parametrize("security, placed", [(5, True), (6, False)])
def test_opponent_places_a_hand_card_under_security_then_trash_the_top_bt21_024_cyberdramon(security, placed):
    # the condition is the first sentence's alone: "Then, trash their top security card" runs either way
    assert ("BT21-024 main on_play : branches ; then if=opponent_security<=5 hand_to_security 1 target=opponent "
            "filter=bottom ; then trash_opponent_security_top 1") in lines_of("BT21-024")
    assert full("BT21-024")
    stack = ["BT1-010", "BT1-015", "BT1-020", "BT1-024", "BT1-031", "BT1-009"][:security]   # bottom first
    pos = build(Side(hand=["BT21-024"], deck=["BT1-031"]), Side(hand=["BT1-085"], security=stack, deck=["BT1-010"]),
                memory=7)
    pos.play(0, "BT21-024")
    if placed:
        assert pos.security(1) == ["BT1-085", *stack[:-1]] and pos.trash(1) == [stack[-1]] and pos.hand(1) == []
    else:
        assert pos.security(1) == stack[:-1] and pos.trash(1) == [stack[-1]] and pos.hand(1) == ["BT1-085"]
    ok(pos)

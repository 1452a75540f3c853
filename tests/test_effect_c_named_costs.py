"""Cards read with words the language already has, hand-written for a second name or trait test on their
digivolution cards or on the card a cost takes.

- EX5-023 (WereGarurumon (X Antibody)): trash 2 from the hand to unsuspend, then a may-return whose own name filter
  differs from the exact names asked of its digivolution cards (this_name=); its inherited unsuspension asks this
  Digimon's name (if=this_has with this_name~ on the cost clause);
- BT16-058 (Dorugamon): trash 1 to draw 1, then, with a Tamer card of the [SoC] trait beneath it, the given
  main-phase attack for 1 of the opponent's Digimon (this_all=kind:tamer|trait:soc);
- BT15-007 (Biyomon): its start-of-main-phase cost takes a Digimon card with a part of a trait, one trait set aside,
  then reveals 4 for a red card;
- EX5-059 (Dobermon (X Antibody)): its When Digivolving runs its own On Play (Retaliation for 1 of your Digimon),
  written out as a chained clause, when a digivolution card has [Dobermon] in its name or is named [X Antibody]
  (this_any=)."""
import numpy as np

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L

I32 = np.int32

WEREGARURUMON_X = "EX5-023"
DORUGAMON = "BT16-058"
BIYOMON = "BT15-007"
DOBERMON_X = "EX5-059"
WEREGARURUMON = "BT1-040"   # Lv.5 blue, named WereGarurumon
GARURUMON = "BT1-036"       # Lv.4 blue Digimon card, [Garurumon] in its name
GORILLAMON = "BT1-037"      # Lv.4 blue, 6000 DP, no text
ARMADILLOMON = "BT1-027"    # Lv.3 blue, [Mammal], no text
MONODRAMON = "BT1-009"      # Lv.3 red, [Mini Dragon], no text
KOKATORIMON = "BT1-014"     # Lv.4 red, [Giant Bird], no text
DORUMON = "BT13-063"        # Lv.3 black, named Dorumon
HAGURUMON = "BT2-052"       # Lv.3 black, [Machine], no text
KOSUKE = "BT16-087"         # a Tamer with the [SoC] trait
DOKUNEMON = "BT11-075"      # Lv.3 purple, no text
GOBLIMON = "BT1-064"        # Lv.3 green, no text
X_ANTIBODY = "BT9-109"      # the option named X Antibody


def test_encoded_lines():
    for card in (WEREGARURUMON_X, DORUGAMON, BIYOMON, DOBERMON_X):
        assert full(card), card
    assert lines_of(WEREGARURUMON_X) == [
        "EX5-023 main when_digivolving optional : trash_from_hand_cost 2 ; then unsuspend target=self ; then "
        "if=named_digivolution_cards>=1 return_from_trash kind=digimon name~garurumon|x_antibody filter=may "
        "this_name=weregarurumon|x_antibody",
        "EX5-023 inherited when_attacking once_per_turn if=this_has optional : trash_from_hand_cost 1 "
        "this_name~garurumon|omnimon ; then unsuspend target=self"]
    grant = ("; then draw 1 ; then if=named_digivolution_cards>=1 keyword attacks_at_main_phase_start target=opponent "
             "count=1 duration=opponents_turn_end this_all=kind:tamer|trait:soc")
    assert lines_of(DORUGAMON) == [
        "BT16-058 main static : keyword collision target=self",
        "BT16-058 main on_play optional : trash_from_hand_cost 1 " + grant,
        "BT16-058 main when_digivolving optional : trash_from_hand_cost 1 " + grant,
        "BT16-058 inherited static : dp +1000 target=self"]
    assert lines_of(BIYOMON) == [
        "BT15-007 main start_of_your_main_phase optional : trash_from_hand_cost 1 kind=digimon "
        "any=in_trait:avian|in_trait:bird|in_trait:beast|in_trait:animal|in_trait:sovereign|"
        "other_than_trait:sea_animal ; then reveal_add_one 4 color=red",
        "BT15-007 inherited opponent_security_removed your_turn once_per_turn : memory +1"]
    assert lines_of(DOBERMON_X) == [
        "EX5-059 main on_play : retaliation target=own count=1 duration=opponents_turn_end",
        "EX5-059 main when_digivolving : draw 1 ; then trash_from_hand 1 ; then if=named_digivolution_cards>=1 "
        "retaliation target=own count=1 duration=opponents_turn_end this_any=name:dobermon|named:x_antibody",
        "EX5-059 inherited own_digimon_played_by_effect your_turn once_per_turn : memory +1"]


def test_weregarurumon_x_unsuspends_and_returns_a_garurumon_with_weregarurumon_beneath():
    pos = effect_positions.build(
        Side(battle=[Slot([WEREGARURUMON, GORILLAMON], suspended=True)],
             hand=[WEREGARURUMON_X, MONODRAMON, ARMADILLOMON], trash=[GARURUMON], deck=[GORILLAMON]),
        Side(deck=[GORILLAMON]), memory=9)
    script(pos, 0, True, True)
    pos.digivolve(0, WEREGARURUMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1)
    # the digivolution drew Gorillamon; the cost took 2 of the 3 cards then in the hand
    assert len(pos.trash(0)) == 2 and GARURUMON not in pos.trash(0)
    assert len(pos.hand(0)) == 2 and GARURUMON in pos.hand(0)
    ok(pos)


def test_weregarurumon_x_returns_nothing_without_the_named_card_beneath():
    pos = effect_positions.build(
        Side(battle=[Slot([ARMADILLOMON, GORILLAMON], suspended=True)],
             hand=[WEREGARURUMON_X, MONODRAMON, KOKATORIMON], trash=[GARURUMON], deck=[GORILLAMON]),
        Side(deck=[GORILLAMON]), memory=9)
    script(pos, 0, True)
    pos.digivolve(0, WEREGARURUMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1)
    assert len(pos.trash(0)) == 3 and GARURUMON in pos.trash(0) and len(pos.hand(0)) == 1
    ok(pos)


def test_weregarurumon_x_inherited_unsuspends_a_garurumon_attacker_only():
    pos = effect_positions.build(Side(battle=[Slot([WEREGARURUMON_X, GARURUMON])], hand=[MONODRAMON], deck=[GORILLAMON]),
                                 Side(security=[ARMADILLOMON], deck=[GORILLAMON]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1) and pos.trash(0) == [MONODRAMON] and pos.hand(0) == []
    ok(pos)
    other = effect_positions.build(Side(battle=[Slot([WEREGARURUMON_X, GORILLAMON])], hand=[MONODRAMON],
                                        deck=[GORILLAMON]),
                                   Side(security=[ARMADILLOMON], deck=[GORILLAMON]), memory=3)
    other.attack(0, 1, -1)
    E.settle(other.st, other.tb)
    assert other.suspended(0, 1) and other.hand(0) == [MONODRAMON]
    ok(other)


def _attack_grants(pos):
    mods = pos.st.mod[:pos.mods()]
    return [m for m in mods if m[L.MOD_ACTION] == ec.A_KEYWORD
            and m[L.MOD_AMOUNT] == ec.KW_ATTACKS_AT_MAIN_PHASE_START]


def test_dorugamon_grants_the_main_phase_attack_with_a_soc_tamer_card_beneath():
    pos = effect_positions.build(
        Side(battle=[Slot([KOSUKE, DORUMON])], hand=[DORUGAMON, MONODRAMON], deck=[ARMADILLOMON, GORILLAMON]),
        Side(battle=[GORILLAMON], deck=[GORILLAMON]), memory=9)
    script(pos, 0, True)
    pos.digivolve(0, DORUGAMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert len(pos.hand(0)) == 2 and len(pos.trash(0)) == 1 and pos.deck(0) == []
    grants = _attack_grants(pos)
    assert len(grants) == 1 and grants[0][L.MOD_PLAYER] == 1 and grants[0][L.MOD_UID] == pos.st.uid[1, 1]
    ok(pos)


def test_dorugamon_only_draws_without_a_soc_tamer_card_beneath():
    pos = effect_positions.build(
        Side(battle=[Slot([HAGURUMON, DORUMON])], hand=[DORUGAMON, MONODRAMON], deck=[ARMADILLOMON, GORILLAMON]),
        Side(battle=[GORILLAMON], deck=[GORILLAMON]), memory=9)
    script(pos, 0, True)
    pos.digivolve(0, DORUGAMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert len(pos.hand(0)) == 2 and len(pos.trash(0)) == 1 and pos.deck(0) == []
    assert _attack_grants(pos) == []
    ok(pos)


def test_biyomon_trashes_a_bird_card_to_add_a_red_card():
    pos = effect_positions.build(
        Side(battle=[BIYOMON], hand=[KOKATORIMON, ARMADILLOMON],
             deck=[GORILLAMON, GORILLAMON, MONODRAMON, GORILLAMON]),
        Side(deck=[GORILLAMON]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.trash(0) == [KOKATORIMON]
    assert sorted(pos.hand(0)) == sorted([ARMADILLOMON, MONODRAMON]) and len(pos.deck(0)) == 3
    ok(pos)


def test_biyomon_pays_nothing_without_such_a_card():
    pos = effect_positions.build(
        Side(battle=[BIYOMON], hand=[MONODRAMON, ARMADILLOMON],
             deck=[GORILLAMON, GORILLAMON, MONODRAMON, GORILLAMON]),
        Side(deck=[GORILLAMON]), memory=3)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    E.settle(pos.st, pos.tb)
    assert pos.trash(0) == [] and sorted(pos.hand(0)) == sorted([MONODRAMON, ARMADILLOMON])
    assert len(pos.deck(0)) == 4
    ok(pos)


def test_dobermon_x_gives_retaliation_again_with_x_antibody_beneath():
    pos = effect_positions.build(
        Side(battle=[Slot([X_ANTIBODY, DOKUNEMON])], hand=[DOBERMON_X, MONODRAMON], deck=[MONODRAMON, MONODRAMON]),
        Side(deck=[GORILLAMON]), memory=9)
    pos.digivolve(0, DOBERMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert len(pos.hand(0)) == 2 and len(pos.trash(0)) == 1 and pos.deck(0) == []
    assert pos.has(0, 1, ec.A_RETALIATION)
    ok(pos)


def test_dobermon_x_gives_nothing_without_such_a_card_beneath():
    pos = effect_positions.build(
        Side(battle=[Slot([GOBLIMON, DOKUNEMON])], hand=[DOBERMON_X, MONODRAMON], deck=[MONODRAMON, MONODRAMON]),
        Side(deck=[GORILLAMON]), memory=9)
    pos.digivolve(0, DOBERMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert len(pos.hand(0)) == 2 and len(pos.trash(0)) == 1 and pos.deck(0) == []
    assert not pos.has(0, 1, ec.A_RETALIATION)
    ok(pos)

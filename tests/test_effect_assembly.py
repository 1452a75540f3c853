"""<Assembly -N> (RULES.md section 10.9): `assembly` rows (timing assembly) list a Digimon's requirement, one per
element; played from the hand with a card of the trash for every element placed under it as its bottom
digivolution cards, the play cost is reduced by N once. The main phase lists that play besides the plain one.
Then a cost placing a card of the hand under this Digimon, its filter a level and traits in either order."""
import numpy as np

import effect_positions
from decks.effects import load_effects
from effect_positions import Side, ok, script
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q

i32 = np.int32


def lines(card):
    return [e.text for e in load_effects()[card].effects if " assembly " in e.text]


def plays(pos, p, number):
    """(flag, cost) of the play actions listed for `number` (flag 2: with the Assembly requirement met)."""
    i = pos.hand_index(p, number)
    return sorted((a[2], a[3]) for a in pos.actions_of(p) if a[0] == L.A_PLAY and a[1] == i)


def play_assembly(pos, p, number):
    i = pos.hand_index(p, number)
    found = [a for a in pos.actions_of(p) if a[:3] == (L.A_PLAY, i, 2)]
    assert found, f"{number} can't be played with Assembly"
    E.play_from_hand_as(pos.st, pos.tb, i32(p), i32(i), i32(2))
    return found[0][3]


def test_the_compiled_requirements():
    assert lines("EX12-016") == [
        "EX12-016 main assembly : assembly 2 target=self level<=4 any=name:agumon|name:greymon|trait:me|trait:vb"]
    assert lines("EX12-046") == ["EX12-046 main assembly : assembly 2 target=self level<=4 trait=tb"]
    assert lines("EX12-031") == [
        "EX12-031 main assembly : assembly 2 target=self level<=4 any=in_trait:aqua|in_trait:sea_animal|trait:tb"]
    assert lines("EX12-035") == [
        f"EX12-035 main assembly : assembly 6 target=self level={lv} "
        "any=name:gabumon|name:garurumon|trait:me|trait:vb" for lv in (5, 4, 3)]
    assert lines("BT26-079") == ["BT26-079 main assembly : assembly 2 target=self name=plutomon"]
    assert lines("EX12-076") == [   # 8 cards with different names: filter=other on each element
        "EX12-076 main assembly : assembly 9 target=self trait=hybrid|shambala filter=other"] * 8


def test_a_card_of_the_trash_goes_under_and_lowers_the_cost():
    # MetalGreymon EX12-016 (cost 7, Assembly -2: a Lv.4 or lower card with Agumon/Greymon in its name or the
    # ME/VB trait); the trash holds a Leomon (no fit) and a Greymon
    pos = effect_positions.build(Side(hand=["EX12-016"], trash=["BT1-035", "ST1-07"], deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"]), memory=3)
    assert plays(pos, 0, "EX12-016") == [(0, 7), (2, 5)]
    assert play_assembly(pos, 0, "EX12-016") == 5
    assert pos.battle(0) == [["ST1-07", "EX12-016"]]
    assert pos.trash(0) == ["BT1-035"]
    assert pos.memory(0) == -2
    assert [x[1:4] for x in pos.effects("EX12-016")][:1] == [(ec.A_ASSEMBLY, "ST1-07", 2)]
    ok(pos)


def test_no_fitting_card_in_the_trash_no_assembly_play():
    pos = effect_positions.build(Side(hand=["EX12-016", "ST1-07"], trash=["BT1-035", "BT1-021"],
                                      deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"]), memory=3)
    assert plays(pos, 0, "EX12-016") == [(0, 7)]   # a Lv.5 card and a Leomon fit not; the hand is no source
    ok(pos)


def test_every_element_or_none():
    # MetalGarurumon EX12-035 (cost 12, Assembly -6: Lv.5 x Lv.4 x Lv.3 with Gabumon/Garurumon in the name or
    # ME/VB trait): without the Lv.3 card nothing is offered; with it, all three go under it, the Lv.5 highest
    side = dict(hand=["EX12-035"], deck=["ST1-03"] * 3)
    pos = effect_positions.build(Side(trash=["BT1-040", "BT1-036", "ST1-03"], **side), Side(deck=["ST1-03"]),
                                 memory=10)
    assert plays(pos, 0, "EX12-035") == [(0, 12)]
    pos = effect_positions.build(Side(trash=["ST2-03", "BT1-040", "ST1-03", "BT1-036"], **side),
                                 Side(deck=["ST1-03"]), memory=0)
    assert plays(pos, 0, "EX12-035") == [(2, 6)]   # 0 - 12 is out of reach: with Assembly only
    assert play_assembly(pos, 0, "EX12-035") == 6
    assert pos.battle(0) == [["ST2-03", "BT1-036", "BT1-040", "EX12-035"]]
    assert pos.trash(0) == ["ST1-03"]
    assert pos.memory(0) == -6
    ok(pos)


# --- a card of the hand placed under this Digimon as a cost: filters "level N or lower card with [A] or [B] in any
# of its traits or the [C] trait" ------------------------------------------------------------------------------

def test_the_compiled_cost_lines():
    cost = "place_under_cost 1 level<=6 any=in_trait:aqua|in_trait:sea_animal|trait:tb target=self"
    assert [e.text for e in load_effects()["EX12-031"].effects if "on_play" in e.text] == [
        f"EX12-031 main on_play optional : {cost} ; then bounce target=opponent count=1 "
        "filter=one_or_fewer_digivolution_cards"]
    assert [e.text for e in load_effects()["EX12-036"].effects if "when_attacking" in e.text] == [
        f"EX12-036 main when_attacking once_per_turn optional : {cost} ; then unsuspend target=own count=1 up_to"]


def test_a_tb_card_of_the_hand_goes_under_and_a_small_digimon_returns():
    # MarineBullmon EX12-031 played (no Assembly): Ryugumon EX12-036 (Lv.6, TB) from the hand goes under it; of the
    # opponent's Digimon only the one with 1 or fewer digivolution cards can return to the hand
    pos = effect_positions.build(Side(hand=["EX12-031", "EX12-036"], deck=["ST1-03"] * 3),
                                 Side(battle=[["ST1-03"], ["ST2-03", "BT1-036", "BT1-040"]], deck=["ST1-03"]),
                                 memory=10)
    script(pos, 0, True)
    E.play_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "EX12-031")))
    assert pos.battle(0) == [["EX12-036", "EX12-031"]]
    assert pos.hand(0) == []
    assert pos.battle(1) == [["ST2-03", "BT1-036", "BT1-040"]]
    assert pos.hand(1) == ["ST1-03"]
    ok(pos)


def test_without_such_a_card_nothing_returns():
    pos = effect_positions.build(Side(hand=["EX12-031", "ST1-07"], deck=["ST1-03"] * 3),
                                 Side(battle=[["ST1-03"]], deck=["ST1-03"]), memory=10)
    script(pos, 0, True)
    E.play_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "EX12-031")))
    assert pos.battle(0) == [["EX12-031"]]
    assert pos.hand(0) == ["ST1-07"]
    assert pos.battle(1) == [["ST1-03"]]
    ok(pos)


# --- Karakurumon EX12-063 and Shishimamon EX12-046: their [On Play] restrictions --------------------

def test_a_suspended_opponent_digimon_can_not_unsuspend():
    # one opponent's Digimon: suspended, then it can't unsuspend through the opponent's next turn
    pos = effect_positions.build(Side(hand=["EX12-063"], deck=["ST1-03"] * 3),
                                 Side(battle=[["BT1-036"]], deck=["ST1-03"]), memory=10)
    pos.play(0, "EX12-063")
    assert pos.suspended(1, 1)
    assert bool(Q.restricted(pos.st, pos.tb, i32(1), i32(1), ec.CANT_UNSUSPEND))
    ok(pos)


def test_security_attack_and_dp_down_on_one_opponent_digimon():
    pos = effect_positions.build(Side(hand=["EX12-046"], deck=["ST1-03"] * 3),
                                 Side(battle=[["BT1-036"]], deck=["ST1-03"]), memory=10)
    dp = pos.dp(1, 1)
    pos.play(0, "EX12-046")
    assert pos.dp(1, 1) == dp - 3000
    assert pos.security_attack(1, 1) == 0   # 1 check less
    pos.next_turn()   # the opponent's turn: still so
    assert pos.dp(1, 1) == dp - 3000
    ok(pos)

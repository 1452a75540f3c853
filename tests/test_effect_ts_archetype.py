"""The [TS] trait Olympos XII Digimon: a cost that places one of your Digimon in your security stack
(place_own_in_security_cost), before a `stay` or a chain, trashing the top security card before a `stay`, and the
conditions on both players' battle areas and security stacks together (all_digimon>=, all_security<=). Real cards:
BT24-040 Venusmon, BT24-051 Merukimon, BT25-044 Junomon, BT24-101 Jupitermon, BT24-050 WereGarurumon, with BT24-035
Gatomon ([TS]), ST1-03 Agumon, ST1-07 Greymon and ST1-12 Tai Kamiya."""
import numpy as np
from effect_positions import Side, Slot, answered, build, script, ok, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.effect_codes import CANT_ACTIVATE_WHEN_DIGIVOLVING, CANT_SUSPEND, CANT_UNSUSPEND
from simcore.effects import delete_slot

I32 = np.int32


def restricted(pos, p, s, what):
    return bool(Q.restricted(pos.st, pos.tb, I32(p), I32(s), I32(what)))


def play_cost(pos, p, number):
    i = pos.hand_index(p, number)
    return [a[3] for a in pos.actions_of(p) if a[:3] == (L.A_PLAY, i, 0)]


def delete(pos, p, s, by):
    """Delete p's Digimon in slot s by an effect of player by - 1 (0: not by an effect)."""
    pos.st.g[L.G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(L.DEL_EFFECT if by else L.DEL_BATTLE))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


# --- the lines --------------------------------------------------------------------------------------------

def test_the_lines_and_coverage():
    assert ("BT24-040 main own_digimon_would_leave card.trait=ts once_per_turn optional : place_own_in_security_cost"
            " filter=other,no_digivolution_cards,bottom ; then if=not_by_own_effects stay target=event"
            ) in lines_of("BT24-040")
    assert "BT24-051 main static if=all_digimon>=3 : play_cost_down 5 target=self" in lines_of("BT24-051")
    catalog = load_catalog()
    assert card_coverage(catalog["BT24-040"]) == "full"
    assert card_coverage(catalog["BT24-051"]) == "full"
    assert card_coverage(catalog["BT25-044"]) == "full"
    assert card_coverage(catalog["BT24-050"]) == "full"
    assert card_coverage(catalog["BT24-101"]) == "full"


# --- BT24-040: a Digimon with no digivolution cards goes under the security stack, the [TS] Digimon stays -----

def _venusmon_beside_gatomon(bare="ST1-03"):
    """Player 0: Venusmon (with a card under it), Gatomon ([TS]) and a bare Agumon; 1 security card."""
    return build(Side(battle=[Slot(["ST1-07", "BT24-040"]), "BT24-035", bare], security=["ST1-07"],
                      deck=["ST1-03"]),
                 Side(battle=["ST1-03"], deck=["ST1-03"]), current=1, memory=3)


def test_bt24_040_the_bare_digimon_becomes_the_bottom_security_card_and_gatomon_stays():
    pos = _venusmon_beside_gatomon()
    script(pos, 0, True)
    delete(pos, 0, 2, by=2)   # the opponent's effect deletes Gatomon
    assert pos.battle(0) == [["ST1-07", "BT24-040"], ["BT24-035"]]
    assert pos.security(0) == ["ST1-03", "ST1-07"]   # bottom first: Agumon under the stack
    assert pos.trash(0) == []
    assert answered(pos)
    ok(pos)


def test_bt24_040_once_per_turn_the_second_deletion_goes_through():
    pos = build(Side(battle=[Slot(["ST1-07", "BT24-040"]), "BT24-035", "ST1-03", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]), current=1, memory=3)
    script(pos, 0, True)
    delete(pos, 0, 2, by=2)
    assert pos.battle(0) == [["ST1-07", "BT24-040"], ["BT24-035"], ["ST1-03"]]
    delete(pos, 0, 2, by=2)
    assert pos.battle(0) == [["ST1-07", "BT24-040"], ["ST1-03"]]
    assert pos.trash(0) == ["BT24-035"] and pos.security(0) == ["ST1-03"]
    ok(pos)


def test_bt24_040_by_its_owners_own_effect_nothing_is_placed():
    pos = _venusmon_beside_gatomon()
    delete(pos, 0, 2, by=1)
    assert pos.battle(0) == [["ST1-07", "BT24-040"], ["ST1-03"]]
    assert pos.security(0) == ["ST1-07"] and pos.trash(0) == ["BT24-035"]
    ok(pos)


def test_bt24_040_in_battle_it_stays_too():
    pos = _venusmon_beside_gatomon()
    script(pos, 0, True)
    delete(pos, 0, 2, by=0)
    assert pos.battle(0) == [["ST1-07", "BT24-040"], ["BT24-035"]]
    assert pos.security(0) == ["ST1-03", "ST1-07"]
    ok(pos)


def test_bt24_040_a_digimon_with_digivolution_cards_cant_pay():
    pos = _venusmon_beside_gatomon(bare=Slot(["ST1-03", "ST1-07"]))
    script(pos, 0, True)
    delete(pos, 0, 2, by=2)
    assert pos.st.g[L.G_CHOICE_AT] == 0   # an effect whose cost can't be paid is not offered
    assert pos.battle(0) == [["ST1-07", "BT24-040"], ["ST1-03", "ST1-07"]]
    assert pos.trash(0) == ["BT24-035"] and pos.security(0) == ["ST1-07"]
    ok(pos)


def test_bt24_040_a_non_ts_digimon_is_not_kept():
    pos = build(Side(battle=[Slot(["ST1-07", "BT24-040"]), "ST1-07", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]), current=1, memory=3)
    delete(pos, 0, 2, by=2)
    assert pos.battle(0) == [["ST1-07", "BT24-040"], ["ST1-03"]] and pos.trash(0) == ["ST1-07"]
    ok(pos)


# --- BT24-040's [On Play]: all digivolution cards of 1 Digimon, then 2 Digimon or Tamers restricted --------------

def test_bt24_040_on_play_cost_trash_and_restrictions():
    pos = build(Side(hand=["BT24-040"], security=["ST1-03", "ST1-03", "ST1-03"], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-03", "ST1-07"]), "ST1-12"], deck=["ST1-03"]), memory=7)
    assert play_cost(pos, 0, "BT24-040") == [7]   # 3 security cards: 12 - 5
    pos.play(0, "BT24-040")
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [["ST1-07"], ["ST1-12"]] and pos.trash(1) == ["ST1-03", "ST1-03"]
    for s in (1, 2):
        assert restricted(pos, 1, s, CANT_SUSPEND)
        assert restricted(pos, 1, s, CANT_ACTIVATE_WHEN_DIGIVOLVING)
    pos.next_turn()   # the opponent's turn: still restricted
    assert restricted(pos, 1, 1, CANT_SUSPEND) and restricted(pos, 1, 2, CANT_ACTIVATE_WHEN_DIGIVOLVING)
    pos.next_turn()
    assert not restricted(pos, 1, 1, CANT_SUSPEND) and not restricted(pos, 1, 2, CANT_SUSPEND)
    ok(pos)


def test_bt24_040_four_security_cards_no_reduction():
    pos = build(Side(hand=["BT24-040"], security=["ST1-03"] * 4, deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]), memory=10)
    assert play_cost(pos, 0, "BT24-040") == [12]   # 4 security cards: the printed cost


# --- BT24-051: 3 or more Digimon in both battle areas; +5000 DP and an attack on a Digimon ------------------------

def test_bt24_051_the_reduction_counts_both_battle_areas():
    two = build(Side(hand=["BT24-051"], battle=["ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]), memory=10)
    assert play_cost(two, 0, "BT24-051") == [12]   # 2 Digimon: the printed cost
    three = build(Side(hand=["BT24-051"], battle=["ST1-03"], deck=["ST1-03"]),
                  Side(battle=["ST1-03", "ST1-12", "ST1-07"], deck=["ST1-03"]), memory=10)
    assert play_cost(three, 0, "BT24-051") == [7]   # the Tamer does not count, the 3 Digimon do


def test_bt24_051_on_play_suspends_two_and_the_strengthened_digimon_attacks_a_digimon():
    pos = build(Side(hand=["BT24-051"], battle=["ST1-07"], deck=["ST1-03"]),
                Side(battle=["ST1-03", "ST1-12"], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    before = pos.dp(0, 1)
    pos.play(0, "BT24-051")
    E.settle(pos.st, pos.tb)
    assert pos.suspended(1, 1) and pos.suspended(1, 2)   # the Digimon and the Tamer
    assert pos.st.g[L.G_EFFECT_ATTACK_ROW] != 0   # the attack waits for the effects to resolve
    s = [t for t in (1, 2) if pos.st.uid[0, t] == pos.st.g[L.G_EFFECT_ATTACK_SOURCE]]
    assert len(s) == 1   # the Digimon that got +5000 DP
    assert pos.dp(0, s[0]) == (before if s[0] == 1 else 12000) + 5000
    ok(pos)


# --- BT25-044: 6 or fewer security cards in all; another Digimon on top of the stack, then both top cards trashed --

def test_bt25_044_places_agumon_on_top_then_both_top_cards_are_trashed():
    pos = build(Side(hand=["BT25-044"], battle=["ST1-03"], security=["ST1-07"] * 3, deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03", "ST1-03", "ST1-07"], deck=["ST1-03"]), memory=7)
    assert play_cost(pos, 0, "BT25-044") == [7]   # 6 security cards together: 12 - 5
    script(pos, 0, True)
    pos.play(0, "BT25-044")
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["BT25-044"]]
    assert pos.security(0) == ["ST1-07"] * 3 and pos.trash(0) == ["ST1-03"]   # Agumon went on top, then to the trash
    assert pos.security(1) == ["ST1-03", "ST1-03"] and pos.trash(1) == ["ST1-07"]
    ok(pos)


def test_bt25_044_seven_security_cards_no_reduction_and_alone_it_cant_pay():
    pos = build(Side(hand=["BT25-044"], security=["ST1-07"] * 4, deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"] * 3, deck=["ST1-03"]), memory=10)
    assert play_cost(pos, 0, "BT25-044") == [12]
    script(pos, 0, True)
    pos.play(0, "BT25-044")
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["BT25-044"]] and len(pos.security(0)) == 4 and len(pos.security(1)) == 3
    ok(pos)


# --- BT24-101: the top security card trashed keeps a [TS] Digimon; the [On Play] ---------------------------------

def test_bt24_101_trashing_the_top_security_card_keeps_gatomon_and_trashes_the_opponents_top_card():
    pos = build(Side(battle=[Slot(["ST1-07", "BT24-101"]), "BT24-035"], security=["ST1-03", "ST1-07"],
                     deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), current=1, memory=3)
    script(pos, 0, True)
    delete(pos, 0, 2, by=2)
    assert pos.battle(0) == [["ST1-07", "BT24-101"], ["BT24-035"]]
    assert pos.security(0) == ["ST1-03"] and pos.trash(0) == ["ST1-07"]
    assert pos.security(1) == [] and pos.trash(1) == ["ST1-03"]   # "when your security stack is removed from"
    ok(pos)


def test_bt24_101_with_no_security_card_the_digimon_leaves():
    pos = build(Side(battle=[Slot(["ST1-07", "BT24-101"]), "BT24-035"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]), current=1, memory=3)
    delete(pos, 0, 2, by=2)
    assert pos.battle(0) == [["ST1-07", "BT24-101"]] and pos.trash(0) == ["BT24-035"]
    ok(pos)


def test_bt24_101_on_play_minus_13000_the_top_card_trashed_then_recovery():
    pos = build(Side(hand=["BT24-101"], security=["ST1-03", "ST1-07"], deck=["ST1-03", "ST1-03", "ST1-03"]),
                Side(battle=["ST1-07"], security=["ST1-03", "ST1-03"], deck=["ST1-03"]), memory=10)
    pos.play(0, "BT24-101")
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [] and sorted(pos.trash(1)) == ["ST1-03", "ST1-07"]   # deleted at 0 DP; 1 security card
    assert pos.security(0) == ["ST1-03", "ST1-03", "ST1-03"] and pos.trash(0) == ["ST1-07"]   # 1 left: Recovery +2
    assert pos.deck(0) == ["ST1-03"]
    ok(pos)


def digivolve_costs(pos, p, number):
    i = pos.hand_index(p, number)
    return [a[3] for a in pos.actions_of(p) if a[0] == L.A_DIGIVOLVE and a[1] == i]


def test_bt24_101_digivolves_from_aegiochusmon_for_1_per_security_card():
    for sec, cost in ((0, 0), (2, 2), (5, 3)):   # 3: the requirement of the [TS] trait Lv.5 Digimon is cheaper
        pos = build(Side(hand=["BT24-101"], battle=["BT24-014"], security=["ST1-03"] * sec, deck=["ST1-03"]),
                    Side(battle=["ST1-03"], deck=["ST1-03"]), memory=3)
        assert digivolve_costs(pos, 0, "BT24-101") == [cost], sec
        ok(pos)


def test_bt24_101_keeps_a_ts_tamer_and_bt24_040_does_not():
    pos = build(Side(battle=[Slot(["ST1-07", "BT24-101"]), "BT24-088"], security=["ST1-03", "ST1-07"],
                     deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]), current=1, memory=3)
    script(pos, 0, True)
    delete(pos, 0, 2, by=2)
    assert pos.battle(0) == [["ST1-07", "BT24-101"], ["BT24-088"]]
    assert pos.security(0) == ["ST1-03"] and pos.trash(0) == ["ST1-07"]
    ok(pos)
    pos = _venusmon_beside_gatomon(bare="BT24-088")   # BT24-040 keeps [TS] Digimon only: the Tamer leaves
    script(pos, 0, True)
    delete(pos, 0, 3, by=2)
    assert pos.battle(0) == [["ST1-07", "BT24-040"], ["BT24-035"]] and pos.trash(0) == ["BT24-088"]
    ok(pos)


# --- BT24-050: 1 of your Digimon unsuspends, 1 of the opponent's can't until their turn ends ---------------------

def test_bt24_050_unsuspends_greymon_and_the_opponents_digimon_cant_unsuspend():
    pos = build(Side(hand=["BT24-050"], battle=[Slot("ST1-07", suspended=True)], deck=["ST1-03"]),
                Side(battle=[Slot("ST1-03", suspended=True)], deck=["ST1-03"]), memory=7)
    pos.play(0, "BT24-050")
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1)
    assert restricted(pos, 1, 1, CANT_UNSUSPEND)
    pos.next_turn()
    assert restricted(pos, 1, 1, CANT_UNSUSPEND)
    pos.next_turn()
    assert not restricted(pos, 1, 1, CANT_UNSUSPEND)
    ok(pos)

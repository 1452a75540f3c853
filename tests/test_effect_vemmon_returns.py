"""Scenarios with real cards for the [Vemmon] digivolution cards: a DP bonus counted on the [Vemmon] beneath a Digimon
(named_digivolution_cards>=, BT21-006), the cost that returns digivolution cards to the bottom of the deck
(return_digivolution_cards_cost: BT21-062 keeping itself in the battle area, BT18-092 paying with the attacker's
cards as any of your Digimon attacks, own_digimon_attacks), the timing it fires on the Digimon
(digivolution_cards_returned: BT21-058's and BT18-065's inherited effects), BT21-058's reveal and placing, and an
option used from the trash (BT21-062's use_option_from_hand filter=or_trash). Each checks the card's encoded lines,
then plays them in a hand-built position with exact results."""
import numpy as np
import pytest

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from effect_positions import Side, Slot, build, script, answered
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot
from simcore.effect_codes import A_BLOCKER

I32 = np.int32
VEMMON = "BT11-061"   # Vemmon (no [On Play]; its inherited text only lowers digivolution costs)


def lines_of(card):
    return [e.text for e in load_effects()[card].effects]


def full(card):
    return card_coverage(load_catalog()[card]) == "full"


def ok(pos):
    assert pos.violation() == 0
    assert pos.st.g[L.G_VIOLATION] == 0


def delete_by_opponent(pos, p, s):
    """p's Digimon in slot s is deleted by the opponent's effect."""
    pos.st.g[L.G_EFFECT_PLAYER] = 2 - p
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(L.DEL_EFFECT))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


# --- BT21-006 Tsumemon: +3000 DP with 4 [Vemmon] beneath --------------------------------------------------------

def test_tsumemon_counts_the_vemmon_beneath():
    assert lines_of("BT21-006") == [
        "BT21-006 inherited static if=named_digivolution_cards>=4 : dp +3000 target=self name=vemmon"]
    assert full("BT21-006")
    pos = build(Side(battle=[Slot(["BT21-006", VEMMON, VEMMON, VEMMON, VEMMON, "BT1-024"]),
                             Slot(["BT21-006", VEMMON, VEMMON, "BT1-009", "BT1-024"])]),
                Side(deck=["BT1-010"]), memory=3)
    assert pos.dp(0, 1) == 13000   # 4 Vemmon (Tsumemon itself and MetalTyrannomon are not counted)
    assert pos.dp(0, 2) == 10000   # 2 Vemmon and a Monodramon: 3 short of the bonus
    ok(pos)


# --- BT21-062 Galacticmon: the return of 4 [Vemmon] keeps it; BT21-058 beneath answers the return ---------------

def test_galacticmon_returns_four_vemmon_and_stays_and_snatchmon_beneath_deletes():
    assert lines_of("BT21-062") == [
        "BT21-062 main when_digivolving optional : place_from_trash_under_cost 4 target=self text~vemmon ; then "
        "use_option_from_hand kind=option name=ragnarok_cannon filter=or_trash",
        "BT21-062 main start_of_your_main_phase : delete target=opponent count=1",
        "BT21-062 main would_leave_any_way optional : return_digivolution_cards_cost 4 target=self name=vemmon ; "
        "then stay target=self"]
    assert full("BT21-062")
    assert "BT21-058 inherited digivolution_cards_returned once_per_turn card.name=vemmon : delete target=opponent " \
           "count=1 cost<=4" in lines_of("BT21-058")
    assert full("BT21-058")
    stack = [VEMMON, VEMMON, "BT1-009", VEMMON, VEMMON, VEMMON, "BT21-058", "BT21-062"]
    pos = build(Side(battle=[Slot(stack)], deck=["BT1-010"]),
                Side(battle=["BT1-020", "BT1-009"], deck=["BT1-010"]), current=1, memory=3)
    script(pos, 0, True)
    delete_by_opponent(pos, 0, 1)
    assert answered(pos)
    # 4 of the 5 Vemmon went under the deck (the pilot's picks, one by one); Galacticmon stayed
    assert pos.stack(0, 1)[-2:] == ["BT21-058", "BT21-062"]
    assert pos.stack(0, 1).count(VEMMON) == 1 and "BT1-009" in pos.stack(0, 1)
    assert pos.deck(0) == [VEMMON] * 4 + ["BT1-010"]
    # Snatchmon's inherited effect: the opponent's play cost 4 or less Digimon (Monodramon) is deleted, not
    # Groundramon (cost 5)
    assert pos.battle(1) == [["BT1-020"]]
    assert "BT1-009" in pos.trash(1)
    ok(pos)


def test_galacticmon_with_three_vemmon_cannot_pay_and_leaves():
    pos = build(Side(battle=[Slot([VEMMON, VEMMON, VEMMON, "BT21-058", "BT21-062"])], deck=["BT1-010"]),
                Side(battle=["BT1-009"], deck=["BT1-010"]), current=1, memory=3)
    delete_by_opponent(pos, 0, 1)
    assert pos.battle(0) == []
    assert pos.deck(0) == ["BT1-010"]
    assert pos.battle(1) == [["BT1-009"]]   # nothing returned: Snatchmon's effect did not fire
    ok(pos)


def test_galacticmon_places_four_from_the_trash_and_uses_ragnarok_cannon_from_the_trash():
    pos = build(Side(battle=[Slot([VEMMON, "BT21-058"])], hand=["BT21-062"],
                     trash=[VEMMON, "BT21-098", VEMMON, "BT11-070", VEMMON, VEMMON], deck=["BT1-010", "BT1-010"]),
                Side(battle=["BT1-024", "BT1-009"], deck=["BT1-010"]), memory=12)
    script(pos, 0, True)
    pos.digivolve(0, "BT21-062", 1)
    E.effects_resolved(pos.st, pos.tb, I32(0))   # the option use waits for the effects to resolve
    # the 4 cards with [Vemmon] in their text went under it (greedy's picks), Ragnarok Cannon came from the trash,
    # deleted the lowest play cost Digimon (Monodramon) and stays in the battle area
    stack = pos.stack(0, 1)
    assert stack[-1] == "BT21-062" and len(stack) == 7
    assert "BT21-098" not in pos.trash(0)
    assert any(s == ["BT21-098"] for s in pos.battle(0))
    assert pos.battle(1) == [["BT1-024"]]
    assert len(pos.trash(0)) == 1
    ok(pos)


# --- BT18-092 Zenith: when any of your Digimon attack, suspend and return 2 [Vemmon] from it -------------------

def test_zenith_returns_two_vemmon_from_the_attacker_and_de_digivolves():
    assert lines_of("BT18-092") == [
        "BT18-092 main start_of_your_main_phase optional : trash_from_hand_cost 1 name=vemmon ; then draw 1 ; then "
        "memory +1",
        "BT18-092 main own_digimon_attacks your_turn optional : return_digivolution_cards_cost 2 target=event "
        "name=vemmon ; then suspend_self_cost ; then de_digivolve 1 target=opponent count=1",
        "BT18-092 security security : play_self"]
    assert full("BT18-092")
    # BT18-065 beneath the attacker: the return unsuspends it and it gains <Blocker>
    pos = build(Side(battle=[Slot([VEMMON, "BT18-065", VEMMON, VEMMON, "BT21-062"]), "BT18-092"],
                     deck=["BT1-010"], security=["BT1-010"]),
                Side(battle=[Slot(["BT1-009", "BT1-024"])], deck=["BT1-010"], security=["BT1-010", "BT1-010"]),
                memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.suspended(0, 2)                            # Zenith paid by suspending
    assert pos.stack(0, 1).count(VEMMON) == 1             # 2 of the 3 Vemmon went under the deck
    assert pos.deck(0)[:2] == [VEMMON, VEMMON]
    assert pos.battle(1)[0] == ["BT1-009"]                # MetalTyrannomon de-digivolved
    assert not pos.suspended(0, 1)                        # BT18-065 beneath: unsuspended...
    assert pos.has(0, 1, A_BLOCKER)                       # ...with <Blocker>
    ok(pos)


def test_zenith_without_two_vemmon_pays_nothing():
    pos = build(Side(battle=[Slot([VEMMON, "BT1-009", "BT21-058"]), "BT18-092"], deck=["BT1-010"]),
                Side(battle=[Slot(["BT1-009", "BT1-024"])], deck=["BT1-010"], security=["BT1-010", "BT1-010"]),
                memory=3)
    pos.attack(0, 1)
    assert not pos.suspended(0, 2)
    assert pos.stack(0, 1) == [VEMMON, "BT1-009", "BT21-058"]
    assert pos.battle(1)[0] == ["BT1-009", "BT1-024"]
    ok(pos)


# --- BT21-058 Snatchmon: reveal, then up to 2 [Vemmon] from the trash under one of your Digimon -----------------

def test_snatchmon_reveals_and_places_two_vemmon_from_the_trash():
    assert lines_of("BT21-058")[:2] == [
        "BT21-058 main on_play : reveal_add_one 3 text~vemmon filter=rest_to_trash ; then place_from_trash_under 2 "
        "target=own up_to name=vemmon",
        "BT21-058 main when_digivolving : reveal_add_one 3 text~vemmon filter=rest_to_trash ; then "
        "place_from_trash_under 2 target=own up_to name=vemmon"]
    # the top 3: Agumon, Destromon ([Vemmon] in its text), Monodramon: Destromon to the hand, the rest trashed
    pos = build(Side(hand=["BT21-058"], battle=["BT1-024"], trash=[VEMMON, VEMMON, VEMMON],
                     deck=["BT1-020", "BT1-010", "BT11-070", "BT1-009"]),
                Side(deck=["BT1-010"]), memory=6)
    pos.play(0, "BT21-058")
    assert pos.hand(0) == ["BT11-070"]
    assert pos.deck(0) == ["BT1-020"]
    assert sorted(pos.trash(0)) == sorted(["BT1-010", "BT1-009", VEMMON])
    placed = [s for s in pos.battle(0) if s.count(VEMMON) == 2]
    assert len(placed) == 1 and placed[0][:2] == [VEMMON, VEMMON]
    ok(pos)


@pytest.mark.parametrize("card", ["BT18-065"])
def test_snatchmon_bt18_065_stays_partial_for_its_digixros_from_the_trash(card):
    assert not full(card)
    assert "BT18-065 inherited digivolution_cards_returned once_per_turn card.name=vemmon : unsuspend target=self ; " \
           "then blocker target=self duration=opponents_turn_end" in lines_of(card)

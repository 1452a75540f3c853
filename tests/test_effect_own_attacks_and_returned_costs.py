"""The timing own_digimon_attacks (one of your Digimon attacks, its top card filtered by `card.` options), the cost
bounce_own_cost (one of your Digimon back to the hand, with a suspension of this Tamer as one cost), the condition
own_lacks_name, the count own_digimon_and_tamers, the colour of an event's card kept apart from the action's filters
(`card.any=color:...`), the two timings of "when your [X] is played or suspends", and the older digivolution header
naming one card without brackets:

- BT23-092 Ice Archery, placed in the battle area: when a [CS] trait Digimon of its player attacks, its <Delay>
  stops 1 of the opponent's Digimon and 1 of their Tamers from suspending;
- BT23-090 Keisuke Amasawa: at the end of its player's turn, returning a [Hudie] Digimon to the hand and suspending
  itself, it plays a [CS] Tamer from the hand; its [Hudie] Digimon get +1000 DP;
- BT12-034 Agumon / BT12-038 GeoGreymon: their inherited DP loss when a yellow or red Tamer suspends; GeoGreymon
  plays Marcus Damon only while none is in play; Agumon digivolves from Koromon for 0;
- AD1-016 ShineGreymon: Marcus Damon from the trash, then -3000 DP for each Digimon and Tamer; a deletion when a
  Marcus Damon is played or suspends, once per turn;
- BT25-016 GrapLeomon: when a Digimon of either player with 13000 DP or more attacks, it may digivolve into Marsmon
  from the hand for free (the condition attacker_dp>=);
- BT25-024 Lekismon: when a red Digimon of its player is played, it may digivolve into Crescemon for 1 less;
- EX5-016: at the start of its player's main phase, one of their Digimon back to the hand for 2 memory.
"""
import json

import numpy as np
import pytest

from effect_positions import answered, build, script, Side, Slot, ok
from decks.catalog import format_alt_digivolve, get_card
from decks.effects import load_effects
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import query as Q
from simcore.effects import suspend_slot
from simcore import engine as E
from simcore.engine import settle

pytestmark = pytest.mark.skipif(not ce.DEFAULT_CARDS_JSON.exists(), reason="needs the shared card data")

DECK = ["ST1-03"] * 3


def cant_suspend(pos, p, s):
    return bool(Q.restricted(pos.st, pos.tb, p, s, ec.CANT_SUSPEND))


# --- own_digimon_attacks: BT23-092 ---------------------------------------------------------------------------------

def test_bt23_092_delay_when_a_cs_digimon_attacks_stops_a_digimon_and_a_tamer_suspending():
    # BT22-043 Terriermon has the [CS] trait; the option was placed in an earlier turn
    pos = build(Side(battle=[Slot("BT23-092", entered=1), "BT22-043"], deck=DECK),
                Side(battle=["ST1-09", "ST2-12"], security=["ST1-02"], deck=DECK))
    script(pos, 0, True)
    pos.attack(0, 2)
    assert "BT23-092" in pos.trash(0) and ["BT23-092"] not in pos.battle(0)
    assert cant_suspend(pos, 1, 1) and cant_suspend(pos, 1, 2) and answered(pos)
    pos.next_turn()   # "until your opponent's turn ends": through their turn
    assert cant_suspend(pos, 1, 1) and cant_suspend(pos, 1, 2)
    pos.next_turn()
    assert not cant_suspend(pos, 1, 1) and not cant_suspend(pos, 1, 2)
    ok(pos)


def test_bt23_092_stays_when_a_digimon_without_the_trait_attacks():
    pos = build(Side(battle=[Slot("BT23-092", entered=1), "ST1-03"], deck=DECK),
                Side(battle=["ST1-09", "ST2-12"], security=["ST1-02"], deck=DECK))
    script(pos, 0, True)
    pos.attack(0, 2)
    assert pos.battle(0)[0] == ["BT23-092"] and "BT23-092" not in pos.trash(0)
    assert not cant_suspend(pos, 1, 1) and not cant_suspend(pos, 1, 2)
    ok(pos)


# --- bounce_own_cost: BT23-090 ---------------------------------------------------------------------------------------

def test_bt23_090_returns_a_hudie_digimon_and_suspends_to_play_a_cs_tamer():
    # BT23-017 Betamon ([Hudie]) goes back to the hand; BT23-081 Chitose Imai ([CS] Tamer) is played for free (its
    # own On Play declined)
    pos = build(Side(hand=["BT23-081"], battle=["BT23-090", "BT23-017"], deck=DECK), Side(deck=DECK), memory=2)
    assert pos.dp(0, 2) == 2000   # Betamon 1000 DP, +1000 from Keisuke
    script(pos, 0, True, False)
    pos.end_of_turn(0)
    assert pos.battle(0) == [["BT23-090"], ["BT23-081"]]
    assert pos.suspended(0, 1) and pos.hand(0) == ["BT23-017"] and pos.trash(0) == []
    assert pos.memory(0) == 2 and answered(pos)
    ok(pos)


def test_bt23_090_pays_nothing_while_suspended_or_without_a_hudie_digimon():
    pos = build(Side(hand=["BT23-081"], battle=[Slot("BT23-090", suspended=True), "BT23-017"], deck=DECK),
                Side(deck=DECK), memory=2)
    script(pos, 0, True)
    pos.end_of_turn(0)
    assert pos.battle(0) == [["BT23-090"], ["BT23-017"]] and pos.hand(0) == ["BT23-081"]
    ok(pos)
    pos = build(Side(hand=["BT23-081"], battle=["BT23-090", "ST1-03"], deck=DECK), Side(deck=DECK), memory=2)
    script(pos, 0, True)
    pos.end_of_turn(0)
    assert pos.battle(0) == [["BT23-090"], ["ST1-03"]] and not pos.suspended(0, 1)
    assert pos.hand(0) == ["BT23-081"]
    ok(pos)


def test_ex5_016_returns_one_of_its_players_digimon_for_2_memory():
    pos = build(Side(battle=["EX5-016", "ST1-03"], deck=DECK), Side(deck=DECK), memory=0)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, np.int32(0))
    assert len(pos.battle(0)) == 1 and len(pos.hand(0)) == 1 and pos.memory(0) == 2 and answered(pos)
    ok(pos)


# --- the colour of a suspended Tamer: BT12-034 ------------------------------------------------------------------------

@pytest.mark.parametrize("tamer, deleted", [("ST3-12", True), ("ST2-12", False)])
def test_bt12_034_inherited_weakens_when_a_yellow_or_red_tamer_suspends(tamer, deleted):
    # Greymon on BT12-034 Agumon; the opponent's ST1-03 Agumon (2000 DP) falls to 0 when the yellow T.K. suspends,
    # not when the blue Matt does
    pos = build(Side(battle=[Slot(["BT12-034", "ST1-07"]), tamer], deck=DECK),
                Side(battle=["ST1-03"], deck=DECK))
    suspend_slot(pos.st, pos.tb, np.int32(0), np.int32(2))
    settle(pos.st, pos.tb)
    assert (pos.battle(1) == []) == deleted
    ok(pos)


# --- own_lacks_name: BT12-038 ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("in_play", [False, True])
def test_bt12_038_plays_marcus_damon_only_while_none_is_in_play(in_play):
    battle = [Slot("BT12-034")] + (["BT12-092"] if in_play else [])
    pos = build(Side(hand=["BT12-038", "BT12-092"], battle=battle, deck=DECK), Side(deck=DECK), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, "BT12-038", 1)
    assert pos.stack(0, 1) == ["BT12-034", "BT12-038"]
    if in_play:
        assert pos.hand(0) == ["BT12-092", "ST1-03"]   # the drawn card after it
    else:
        assert pos.battle(0)[1] == ["BT12-092"] and "BT12-092" not in pos.hand(0) and answered(pos)
    ok(pos)


# --- AD1-016: own_digimon_and_tamers, and a named Tamer played or suspending --------------------------------------------

def test_ad1_016_plays_marcus_damon_from_the_trash_and_counts_digimon_and_tamers():
    # RizeGreymon into ShineGreymon: Marcus Damon from the trash; 1 Digimon + 1 Tamer: -6000 DP on MetalGreymon
    # (7000); the deletion Marcus Damon's play offers is declined
    pos = build(Side(hand=["AD1-016"], battle=["BT17-037"], trash=["BT12-092"], deck=DECK),
                Side(battle=["ST1-09"], deck=DECK), memory=5)
    script(pos, 0, True, False)
    pos.digivolve(0, "AD1-016", 1)
    assert pos.battle(0) == [["BT17-037", "AD1-016"], ["BT12-092"]] and pos.trash(0) == []
    assert pos.dp(1, 1) == 1000 and answered(pos)
    ok(pos)


def test_ad1_016_deletes_when_marcus_damon_is_played_then_not_again_when_he_suspends():
    pos = build(Side(hand=["BT12-092"], battle=["AD1-016"], deck=DECK),
                Side(battle=["ST1-09", "ST1-10"], deck=DECK), memory=5)
    script(pos, 0, True, True)
    pos.play(0, "BT12-092")
    assert pos.battle(1) == [["ST1-10"]] or pos.battle(1) == [["ST1-09"]]
    left = pos.battle(1)
    suspend_slot(pos.st, pos.tb, np.int32(0), np.int32(2))   # the same turn: its [Once Per Turn] is spent
    settle(pos.st, pos.tb)
    assert pos.battle(1) == left
    ok(pos)


# --- attacker_dp>=: BT25-016 -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("attacker, digivolves", [("BT4-062", True), ("ST1-11", False)])
def test_bt25_016_digivolves_into_marsmon_when_an_opponents_strong_digimon_attacks(attacker, digivolves):
    # BT4-062 Nidhoggmon has 13000 DP, ST1-11 WarGreymon 12000; BT25-020 Marsmon's own battle is declined
    pos = build(Side(hand=["BT25-020"], battle=["BT25-016"], security=["ST1-02"], deck=DECK),
                Side(battle=[attacker], deck=DECK), current=1, memory=0)
    script(pos, 0, True, False)
    pos.attack(1, 1)
    assert pos.stack(0, 1) == (["BT25-016", "BT25-020"] if digivolves else ["BT25-016"])
    assert pos.hand(0) == (["ST1-03"] if digivolves else ["BT25-020"])   # a digivolution draws 1
    assert pos.memory(1) == 0
    ok(pos)


def test_bt25_016_digivolves_when_its_own_players_strong_digimon_attacks():
    # the opponent has no Digimon: Marsmon's own battle is not offered
    pos = build(Side(hand=["BT25-020"], battle=["BT25-016", "BT4-062"], deck=DECK),
                Side(security=["ST1-02"], deck=DECK), memory=0)
    script(pos, 0, True)
    pos.attack(0, 2)
    assert pos.stack(0, 1) == ["BT25-016", "BT25-020"] and pos.memory(0) == 0 and answered(pos)
    ok(pos)


# --- the colour of a played card: BT25-024 ---------------------------------------------------------------------------

@pytest.mark.parametrize("played, digivolves", [("ST1-03", True), ("ST2-03", False)])
def test_bt25_024_digivolves_into_crescemon_for_1_less_when_a_red_digimon_is_played(played, digivolves):
    # BT25-026 Crescemon costs 3 from Lekismon: 2 after playing the red Agumon (3), nothing for the blue Gabumon
    pos = build(Side(hand=[played, "BT25-026"], battle=["BT25-024"], deck=DECK), Side(deck=DECK), memory=5)
    script(pos, 0, True)
    pos.play(0, played)
    assert pos.stack(0, 1) == (["BT25-024", "BT25-026"] if digivolves else ["BT25-024"])
    assert pos.memory(0) == (0 if digivolves else 2)
    ok(pos)


# --- the compiled lines ------------------------------------------------------------------------------------------------

def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines


def test_compiled_lines():
    assert ("BT23-092 main own_digimon_attacks your_turn optional card.trait=cs : delay ; then cant suspend "
            "target=opponent count=1 duration=opponents_turn_end ; then cant suspend target=opponent count=1 "
            "filter=tamer duration=opponents_turn_end") in _lines("BT23-092")
    assert ("BT21-102 main own_digimon_attacks your_turn optional : suspend_self_cost ; then draw 1"
            in _lines("BT21-102"))
    assert ("BT12-034 inherited own_tamer_suspended your_turn once_per_turn card.any=color:yellow|color:red : "
            "dp -2000 target=opponent count=1 duration=turn") in _lines("BT12-034")
    assert ("BT12-038 main when_digivolving if=own_lacks_name=marcus_damon optional : play_from_hand kind=tamer "
            "name=marcus_damon") in _lines("BT12-038")
    assert ("AD1-016 main own_tamer_played once_per_turn optional card.name=marcus_damon : delete target=opponent "
            "count=1 at_most_self=dp") in _lines("AD1-016")
    assert ("AD1-016 main own_tamer_suspended once_per_turn optional card.name=marcus_damon : delete "
            "target=opponent count=1 at_most_self=dp") in _lines("AD1-016")
    assert any("for_each=own_digimon_and_tamers" in line for line in _lines("AD1-016"))
    assert ("BT23-090 main end_of_your_turn optional : bounce_own_cost trait=hudie ; then suspend_self_cost ; "
            "then play_from_hand kind=tamer trait=cs") in _lines("BT23-090")
    assert "EX5-016 main start_of_your_main_phase optional : bounce_own_cost ; then memory +2" in _lines("EX5-016")
    assert ("BT25-016 main opponent_digimon_attacks optional if=attacker_dp>=13000 : digivolve_from_hand target=self "
            "kind=digimon name=marsmon|callismon") in _lines("BT25-016")
    assert ("BT25-013 main own_digimon_digivolved your_turn optional card.any=color:blue : digivolve_from_hand 1 "
            "target=self kind=digimon name=flaremon filter=pay_cost") in _lines("BT25-013")
    assert ("EX4-005 inherited own_tamer_suspended your_turn once_per_turn card.color=red,yellow : draw 1"
            in _lines("EX4-005"))   # the keyword lost in front of its reminder text
    for card in ("BT23-092", "BT23-090", "BT12-034", "BT12-038", "AD1-016", "BT25-016", "BT25-013", "EX4-005"):
        assert not load_effects()[card].unmodeled, card


def test_bt12_034_digivolves_from_koromon_for_0():
    assert format_alt_digivolve(get_card("BT12-034").alt_digivolve) == "0:name=Koromon"
    # in the breeding area: the colour requirement costs 1, the named one 0
    pos = build(Side(hand=["BT12-034"], breeding="ST1-01", deck=DECK), Side(deck=DECK), memory=0)
    pos.digivolve(0, "BT12-034", 0)
    assert pos.breeding(0) == ["ST1-01", "BT12-034"] and pos.memory(0) == 0
    ok(pos)

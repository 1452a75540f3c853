"""BT11-092 Analogman: at the opponent's attack on the player (the timing opponent_digimon_attacks under the condition
attacking_player), suspending the Tamer turns the attack on one of its player's level 6 Digimon with [Machine] in
its traits; an attack on a Digimon is left alone. At the start of its player's main phase, trashing a level 5 card
with [Cyborg] in its traits from the hand gains 1 memory and draws 1 (trash_from_hand_cost with an exact level).

Also the card wordings these read: "level N card", "with [X] in its traits" (a trait with X in it), "gain N memory
and <Draw N>", and costs naming one card (BT14-058 Numemon places a named Tamer from the hand under itself, BT18-092
Zenith trashes a named Digimon from the hand)."""
import json

import numpy as np
import pytest

from effect_positions import Side, Slot, answered, build, script
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E

I32 = np.int32
needs_shared = pytest.mark.skipif(not ce.DEFAULT_CARDS_JSON.exists(), reason="../shared/carddata is not available")

TAMER = "BT11-092"
ATTACKER = Slot("ST1-07")      # Greymon, 4000 DP, no effect of its own on top
MACHINE_6 = "EX5-055"          # HeavyLeomon: level 6, [Machine] trait, 13000 DP, no effect
MACHINE_5 = "BT1-042"          # LoaderLeomon: level 5, [Machine] trait, no effect
CYBORG_5 = "BT1-024"           # MetalTyrannomon: level 5, [Cyborg] trait, no effect


def switches(pos):
    return [e for e in pos.effects(TAMER) if e[1] == ec.A_SWITCH_ATTACK_TARGET]


def test_an_attack_on_the_player_turns_on_a_level_6_machine_digimon():
    pos = build(Side(battle=[ATTACKER], deck=["ST1-03"]),
                Side(battle=[TAMER, MACHINE_6], security=["ST1-06"], deck=["ST1-03"]))
    script(pos, 1, True)
    pos.attack(0, 1)
    assert switches(pos) == [(TAMER, ec.A_SWITCH_ATTACK_TARGET, MACHINE_6, 0, 1)]
    assert pos.suspended(1, 1)                        # the cost: the Tamer suspends
    assert pos.security(1) == ["ST1-06"] and pos.events("security_check") == []
    assert pos.battle(0) == [] and pos.trash(0) == ["ST1-07"]   # 4000 DP against 13000 DP
    assert pos.battle(1) == [[TAMER], [MACHINE_6]]
    assert answered(pos) and pos.violation() == 0


def test_an_attack_on_a_digimon_is_not_switched():
    pos = build(Side(battle=[ATTACKER], deck=["ST1-03"]),
                Side(battle=[TAMER, MACHINE_6, Slot("ST1-03", suspended=True)], security=["ST1-06"], deck=["ST1-03"]))
    pos.attack(0, 1, 3)
    assert switches(pos) == [] and not pos.suspended(1, 1)
    assert pos.battle(1) == [[TAMER], [MACHINE_6]] and pos.trash(1) == ["ST1-03"]
    assert pos.security(1) == ["ST1-06"] and pos.violation() == 0


def test_no_level_6_machine_digimon_no_switch():
    pos = build(Side(battle=[ATTACKER], deck=["ST1-03"]),
                Side(battle=[TAMER, MACHINE_5], security=["ST1-06"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert switches(pos) == []                                    # a level 5 one is no target
    assert pos.security(1) == [] and pos.trash(1) == ["ST1-06"]   # the check came
    assert pos.violation() == 0


def test_the_main_phase_cost_takes_a_level_5_cyborg_card_only():
    pos = build(Side(battle=[TAMER], hand=["ST1-03", MACHINE_5, CYBORG_5], deck=["ST1-07"]), Side(deck=["ST1-03"]),
                memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.trash(0) == [CYBORG_5]
    assert sorted(pos.hand(0)) == sorted(["ST1-03", MACHINE_5, "ST1-07"]) and pos.memory(0) == 4
    assert answered(pos) and pos.violation() == 0


def test_without_a_level_5_cyborg_card_nothing_happens():
    pos = build(Side(battle=[TAMER], hand=["ST1-03", MACHINE_5], deck=["ST1-07"]), Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.trash(0) == [] and sorted(pos.hand(0)) == sorted(["ST1-03", MACHINE_5]) and pos.memory(0) == 3
    assert pos.violation() == 0


def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines


@needs_shared
def test_compiled_lines():
    assert _lines(TAMER)[:2] == [
        "BT11-092 main start_of_your_main_phase optional : trash_from_hand_cost 1 level>=5 level<=5 trait~cyborg ; "
        "then memory +1 ; then draw 1",
        "BT11-092 main opponent_digimon_attacks opponents_turn optional if=attacking_player : suspend_self_cost ; "
        "then switch_attack_target target=own count=1 level<=6 level>=6 any=in_trait:machine"]
    assert _lines("BT1-067") == ["BT1-067 main on_play : reveal_add_one 3 kind=digimon level>=4 level<=4"]
    assert _lines("ST9-02") == ["ST9-02 main on_play : reveal_add_one 3 trait~free"]
    assert "EX2-017 main on_deletion : memory +2 ; then draw 1" in _lines("EX2-017")


# --- costs naming one card: "by placing 1 [NAME] from your hand ...", "by trashing 1 [NAME] in your hand" ----------

SATSUKI = "BT14-086"   # Satsuki Tamahime, the Tamer BT14-058 Numemon takes under itself
VEMMON = "BT18-060"


def test_bt14_058_places_the_named_tamer_under_itself_and_a_digimon_gains_rush():
    pos = build(Side(hand=["BT14-058", SATSUKI, "ST1-03"], deck=["ST1-07"]), Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "BT14-058")
    assert pos.battle(0) == [[SATSUKI, "BT14-058"]] and pos.hand(0) == ["ST1-03"]
    assert pos.has(0, 1, ec.A_RUSH)
    assert answered(pos) and pos.violation() == 0


def test_bt14_058_without_the_named_card_in_the_hand_pays_nothing():
    pos = build(Side(hand=["BT14-058", "BT14-085", "ST1-03"], deck=["ST1-07"]), Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "BT14-058")
    assert pos.battle(0) == [["BT14-058"]] and sorted(pos.hand(0)) == ["BT14-085", "ST1-03"]
    assert not pos.has(0, 1, ec.A_RUSH) and pos.violation() == 0


def test_bt18_092_trashes_a_vemmon_from_the_hand_then_draws_and_gains_memory():
    pos = build(Side(battle=["BT18-092"], hand=["ST1-03", VEMMON], deck=["ST1-07"]), Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.trash(0) == [VEMMON] and sorted(pos.hand(0)) == ["ST1-03", "ST1-07"] and pos.memory(0) == 4
    assert answered(pos) and pos.violation() == 0


@needs_shared
def test_compiled_lines_of_named_costs():
    assert _lines("BT14-058") == [
        "BT14-058 main on_play optional : place_under_cost 1 kind=tamer name=satsuki_tamahime target=self ; then rush "
        "target=own count=1 duration=turn",
        "BT14-058 main when_digivolving optional : place_under_cost 1 kind=tamer name=satsuki_tamahime target=self ; "
        "then rush target=own count=1 duration=turn",
        "BT14-058 inherited static : blocker target=self"]
    assert _lines("BT18-092")[0] == ("BT18-092 main start_of_your_main_phase optional : trash_from_hand_cost 1 "
                                     "kind=digimon name=vemmon ; then draw 1 ; then memory +1")
    assert _lines("BT12-073")[0] == ("BT12-073 main on_play optional : trash_from_hand_cost 1 kind=option ; then "
                                     "return_from_trash kind=digimon trait=evil|wizard|demon_lord")


# --- "you may trash 1 X in your hand to Y" (trash_from_hand_cost), "[X-Antibody] in its traits" ----------------------

def test_ex1_045_trashes_a_machine_or_cyborg_digimon_card_to_draw_2():
    pos = build(Side(hand=["EX1-045", "ST1-03", CYBORG_5], deck=["ST1-06", "ST1-07"]), Side(deck=["ST1-03"]),
                memory=5)
    script(pos, 0, True)
    pos.play(0, "EX1-045")
    assert pos.trash(0) == [CYBORG_5] and sorted(pos.hand(0)) == ["ST1-03", "ST1-06", "ST1-07"]
    assert answered(pos) and pos.violation() == 0


def test_ex1_045_without_such_a_card_draws_nothing():
    pos = build(Side(hand=["EX1-045", "ST1-03"], deck=["ST1-06", "ST1-07"]), Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "EX1-045")
    assert pos.trash(0) == [] and pos.hand(0) == ["ST1-03"] and pos.violation() == 0


def test_bt7_090_reads_the_hyphenated_x_antibody_as_the_x_antibody_trait():
    # deck bottom first: Dorimon (the X Antibody trait) among the top 4
    pos = build(Side(hand=["BT7-090"], deck=["ST1-06", "ST1-03", "BT7-005", "ST1-07", "ST1-03"]), Side(deck=["ST1-03"]),
                memory=5)
    pos.play(0, "BT7-090")
    assert pos.hand(0) == ["BT7-005"]
    assert sorted(pos.deck(0)) == sorted(["ST1-06", "ST1-03", "ST1-07", "ST1-03"]) and pos.violation() == 0


@needs_shared
def test_compiled_lines_of_you_may_trash_to():
    assert _lines("EX1-045") == ["EX1-045 main on_play optional : trash_from_hand_cost 1 kind=digimon "
                                 "trait~machine|cyborg ; then draw 2"]
    assert _lines("EX1-069") == ["EX1-069 main main optional : trash_from_hand_cost 1 kind=digimon level>=5 level<=5 "
                                 "trait~cyborg ; then memory +2 ; then draw 1",
                                 "EX1-069 security security : activate_main"]

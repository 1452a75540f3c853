"""The defender's "change the attack target to 1 of your Digimon" (switch_attack_target) at the timing "when one
of your opponent's Digimon attacks": BT19-065 Machinedramon's inherited effect turns the attack on one of its
player's [Composite]/[Wicked God] trait Digimon, which then battles the attacker; and the compiled lines of the
cards with that wording."""
import json

from effect_positions import Side, Slot, build
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import layout as L

ATTACKER = Slot("ST1-07")           # Greymon, 4000 DP, no effect of its own on top
HOLDER = Slot(["BT19-065", "ST1-03"])   # Agumon on top of Machinedramon: the inherited effect
COMPOSITE = "BT6-012"               # a [Composite] trait Digimon, 7000 DP, no effect


def switches(pos):
    return [e for e in pos.effects("BT19-065") if e[1] == ec.A_SWITCH_ATTACK_TARGET]


def test_bt19_065_turns_an_attack_on_the_player_onto_a_composite_digimon():
    pos = build(Side(battle=[ATTACKER], deck=["ST1-03"]),
                Side(battle=[HOLDER, COMPOSITE], security=["ST1-06"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert switches(pos) == [("BT19-065", ec.A_SWITCH_ATTACK_TARGET, COMPOSITE, 0, 1)]
    assert pos.security(1) == ["ST1-06"]                  # no security check
    assert pos.events("security_check") == []
    assert len(pos.events("battle")) == 1                 # 4000 DP against 7000 DP: the attacker is deleted
    assert pos.battle(0) == [] and pos.trash(0) == ["ST1-07"]
    assert pos.battle(1) == [["BT19-065", "ST1-03"], [COMPOSITE]]
    assert pos.st.g[L.G_ATK_TARGET] == -2
    assert pos.violation() == 0


def test_bt19_065_switches_once_per_turn():
    # Garudamon (7000 DP) twice against one security card: the first attack is switched, both battlers deleted
    pos = build(Side(battle=[Slot("ST1-08"), Slot("ST1-08")], deck=["ST1-03"]),
                Side(battle=[HOLDER, COMPOSITE, COMPOSITE], security=["ST1-06"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert len(switches(pos)) == 1
    assert pos.security(1) == ["ST1-06"]
    assert pos.battle(1) == [["BT19-065", "ST1-03"], [COMPOSITE]]
    pos.attack(0, 1)                                     # the second attack reaches the security stack
    assert len(switches(pos)) == 1
    assert pos.security(1) == []
    assert pos.violation() == 0


def test_nothing_switches_without_a_composite_or_wicked_god_digimon():
    pos = build(Side(battle=[ATTACKER], deck=["ST1-03"]),
                Side(battle=[HOLDER, "ST1-03"], security=["ST1-06"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert switches(pos) == []
    assert pos.security(1) == [] and pos.trash(1) == ["ST1-06"]   # the check came
    assert pos.battle(1) == [["BT19-065", "ST1-03"], ["ST1-03"]]
    assert pos.violation() == 0


def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines


def test_compiled_lines_of_the_attack_target_change():
    assert _lines("BT19-065") == [
        "BT19-065 main on_play : delete target=any count=1 level<=5",
        "BT19-065 main when_digivolving : delete target=any count=1 level<=5",
        "BT19-065 main on_deletion optional : play_from_trash kind=digimon level<=5 trait=cyborg|composite",
        "BT19-065 main static : digixros 1 target=self count=5 level<=5 kind=digimon trait=cyborg|composite",
        "BT19-065 inherited opponent_digimon_attacks opponents_turn once_per_turn optional : switch_attack_target "
        "target=own count=1 trait=composite|wicked_god"]
    # by suspending the Tamer: a cost first
    assert ("BT22-091 main opponent_digimon_attacks opponents_turn optional : suspend_self_cost ; then "
            "switch_attack_target target=own count=1 trait=unidentified|cs") in _lines("BT22-091")

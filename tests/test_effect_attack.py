"""`attack`: an effect lets one of your Digimon attack; the engine starts the attack once the effect has
resolved, through the attack decision (pass: no attack), with the usual requirements; none during another
attack. The vocabulary on made-up cards, then the compiled lines of real cards."""
from dataclasses import replace

import numpy as np

from decks.effects import load_effects, parse_effects
from positions import Side, Slot, build_position, digimon
from simcore import engine as E
from simcore.effect_codes import A_ATTACK
from simcore.layout import G_EFFECT_ATTACKER, G_VIOLATION

I32 = np.int32
CALLER = digimon("W-90", 4, 5000, 4)
PLAIN = digimon("W-91", 5, 6000, 5)
HUNTER = digimon("W-92", 5, 5000, 5)
CHARGER = digimon("W-93", 5, 7000, 5)
SMALL = replace(digimon("W-94", 3, 3000, 3), name="Test Smallmon")
CARDS = [CALLER, PLAIN, HUNTER, CHARGER, SMALL]
EFFECTS = parse_effects("""
W-90 main on_play : attack target=own count=1
W-92 main end_of_your_turn : attack target=self filter=digimon_only
W-93 main when_attacking : attack target=own count=1
""")


def ok(pos):
    assert pos.violation() == 0
    assert pos.st.g[G_VIOLATION] == 0


def attack_effects(pos):
    return [e for e in pos.events("effect") if e["effect"] == A_ATTACK]


def test_on_play_lets_another_digimon_attack_once_the_effect_has_resolved():
    # the opponent has no security: the attack on the player wins; W-90 was just played and can't attack
    pos = build_position(CARDS, Side(battle=[Slot("W-91", entered=1)], hand=["W-90"], deck=["W-94"]),
                         Side(deck=["W-94"]), effects=EFFECTS, memory=5, turn=3)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert [(e["card"], e["target"]) for e in attack_effects(pos)] == [("W-90", "W-91")]
    assert pos.events("attack") == []   # not yet: effects first
    E.effect_attacks(pos.st, pos.tb, I32(0))
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("W-91", "player")]
    assert pos.over() and pos.winner() == 0 and pos.reason() == "security"
    assert pos.st.g[G_EFFECT_ATTACKER] == 0


def test_no_digimon_that_may_attack_no_attack():
    # the only other Digimon is suspended: the effect names none
    pos = build_position(CARDS, Side(battle=[Slot("W-91", suspended=True, entered=1)], hand=["W-90"],
                                     deck=["W-94"]), Side(deck=["W-94"]), effects=EFFECTS, memory=5, turn=3)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    E.effect_attacks(pos.st, pos.tb, I32(0))
    assert attack_effects(pos) == [] and pos.events("attack") == []
    assert not pos.over()
    ok(pos)


def test_end_of_turn_attack_on_a_digimon_only():
    # memory on the opponent's side: the turn ends, and its end-of-turn attack comes first; the player can't be
    # attacked by it, the suspended W-94 (3000 DP) can
    pos = build_position(CARDS, Side(battle=[Slot("W-92", entered=1)], deck=["W-91"]),
                         Side(battle=[Slot("W-94", suspended=True)], security=["W-91"], deck=["W-91"]),
                         effects=EFFECTS, memory=-1, turn=3)
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("W-92", "W-94")]
    assert pos.battle(1) == [] and pos.trash(1) == ["W-94"]
    assert pos.security(1) == ["W-91"]
    assert pos.suspended(0, 1)
    ok(pos)


def test_end_of_turn_attack_with_no_suspended_digimon_to_attack_is_not_made():
    pos = build_position(CARDS, Side(battle=[Slot("W-92", entered=1)], deck=["W-91"]),
                         Side(battle=["W-94"], security=["W-91"], deck=["W-91"]), effects=EFFECTS, memory=-1, turn=3)
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert pos.events("attack") == [] and not pos.suspended(0, 1)
    assert pos.st.g[G_EFFECT_ATTACKER] == 0
    ok(pos)


def test_no_attack_by_effect_during_an_attack():
    # W-93's [When Attacking] would let W-91 attack: not during W-93's own attack
    pos = build_position(CARDS, Side(battle=[Slot("W-93", entered=1), Slot("W-91", entered=1)], deck=["W-94"]),
                         Side(security=["W-94", "W-94"], deck=["W-94"]), effects=EFFECTS, memory=3, turn=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    E.effect_attacks(pos.st, pos.tb, I32(0))
    assert attack_effects(pos) == []
    assert [e["attacker"] for e in pos.events("attack")] == ["W-93"]
    assert not pos.suspended(0, 2)
    ok(pos)


def test_compiled_lines():
    lines = {n: [e.text for e in load_effects()[n].effects] for n in ("BT14-054", "AD1-004", "BT25-016", "BT17-084")}
    assert "BT14-054 main end_of_your_turn : attack target=self filter=digimon_only" in lines["BT14-054"]
    assert "AD1-004 main end_of_your_turn : attack target=own count=1" in lines["AD1-004"]
    assert ("BT25-016 main on_play : dp +3000 target=own count=1 duration=turn ; then attack target=own count=1"
            in lines["BT25-016"])
    assert ("BT17-084 main end_of_your_turn : attack target=own count=1 trait=free filter=digimon_only"
            in lines["BT17-084"])

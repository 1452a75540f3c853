"""Persistent restrictions on the opponent's Digimon that have <Security Attack> (the condition has_security_attack
of an all_opponent row), in the opponent's turn: they can't attack the row's Digimon (the restriction attack_this)
and can't activate [When Attacking] (activate_when_attacking) or [When Digivolving] effects; and a timed Security
Attack -1 for all of the opponent's Digimon through their turn. BT10-042 Venusmon."""
import numpy as np
from effect_positions import Side, Slot, build

from simcore import engine as E
from simcore import query as Q
from simcore.effect_codes import A_DP, CANT_ACTIVATE_WHEN_ATTACKING, CANT_ACTIVATE_WHEN_DIGIVOLVING, CANT_ATTACK_THIS

VENUSMON = "BT10-042"   # level 6 yellow, from a level 5 yellow for 4
DECK = ["ST1-03", "ST1-04", "ST1-05"]
SA_STACK = ["ST1-07", "ST1-06"]   # Coredramon over Greymon: <Security Attack +1> inherited; [When Attacking] memory -2
i32 = np.int32


def attack_targets(pos, p, s):
    """The slots p's Digimon in slot s may attack (-1: the player)."""
    n = E.list_attacks(pos.st, pos.tb, i32(p), i32(s), i32(0), False)
    return sorted(int(pos.st.acts[k, 2]) for k in range(n))


def restricted(pos, p, s, code):
    return bool(Q.restricted(pos.st, pos.tb, i32(p), i32(s), code))


def test_when_digivolving_all_opponent_digimon_lose_one_security_check_through_their_turn():
    pos = build(Side(battle=["ST3-08"], hand=[VENUSMON], deck=list(DECK)),
                Side(battle=["ST1-05", Slot(SA_STACK)], deck=["ST1-03"]), memory=5)
    assert pos.security_attack(1, 1) == 1 and pos.security_attack(1, 2) == 2
    pos.digivolve(0, VENUSMON, 1)
    assert pos.security_attack(1, 1) == 0 and pos.security_attack(1, 2) == 1
    assert pos.security_attack(0, 1) == 1                 # not the player's own
    pos.next_turn()                                       # the opponent's turn: still in force
    assert pos.security_attack(1, 1) == 0 and pos.security_attack(1, 2) == 1
    pos.next_turn()                                       # over with the end of their turn
    assert pos.security_attack(1, 1) == 1 and pos.security_attack(1, 2) == 2
    assert pos.violation() == 0


def test_in_the_opponents_turn_their_digimon_with_security_attack_cant_attack_it():
    # Venusmon and Birdramon suspended: attack targets; the attacker with <Security Attack +1> may not pick Venusmon,
    # the one without may
    pos = build(Side(battle=[Slot(VENUSMON, suspended=True), Slot("ST1-05", suspended=True)], deck=list(DECK)),
                Side(battle=[Slot(SA_STACK), "ST1-06"], deck=["ST1-03"]), turn=4, current=1, memory=5)
    assert attack_targets(pos, 1, 1) == [-1, 2]
    assert attack_targets(pos, 1, 2) == [-1, 1, 2]
    assert restricted(pos, 1, 1, CANT_ATTACK_THIS) and not restricted(pos, 1, 2, CANT_ATTACK_THIS)
    pos.set_turn(5, 0)                                    # its owner's turn: the rows don't hold
    assert not restricted(pos, 1, 1, CANT_ATTACK_THIS)
    assert not restricted(pos, 1, 1, CANT_ACTIVATE_WHEN_ATTACKING)


def test_in_the_opponents_turn_their_digimon_with_security_attack_activate_no_when_attacking_effects():
    pos = build(Side(battle=[VENUSMON], security=["ST1-03", "ST1-04", "ST1-05"], deck=list(DECK)),
                Side(battle=[Slot(SA_STACK), "ST1-06"], deck=["ST1-03"]), turn=4, current=1, memory=5)
    assert restricted(pos, 1, 1, CANT_ACTIVATE_WHEN_ATTACKING) and not restricted(pos, 1, 2, CANT_ACTIVATE_WHEN_ATTACKING)
    pos.attack(1, 1, -1)                                  # Coredramon with <Security Attack +1>: no memory -2
    assert pos.memory(1) == 5
    pos.attack(1, 2, -1)                                  # the one without: its [When Attacking] works
    assert pos.memory(1) == 3
    assert pos.violation() == 0


def test_in_the_opponents_turn_their_digimon_with_security_attack_activate_no_when_digivolving_effects():
    # Garudamon's [When Digivolving] gives +3000 DP: the Digimon with <Security Attack +1> beneath doesn't get it
    pos = build(Side(battle=[VENUSMON], deck=list(DECK)),
                Side(battle=[Slot(["ST1-07", "ST1-05"]), "ST1-05"], hand=["ST1-08", "ST1-08"], deck=["ST1-03", "ST1-04"]),
                turn=4, current=1, memory=9)
    assert restricted(pos, 1, 1, CANT_ACTIVATE_WHEN_DIGIVOLVING)
    pos.digivolve(1, "ST1-08", 1)
    assert [e for e in pos.effects("ST1-08") if e[1] == A_DP] == []
    pos.digivolve(1, "ST1-08", 2)                         # no <Security Attack>: the effect works
    assert len([e for e in pos.effects("ST1-08") if e[1] == A_DP]) == 1
    assert pos.violation() == 0


def test_the_security_attack_minus_one_it_gave_counts_as_security_attack_in_the_opponents_turn():
    # a Digimon with none of its own, given -1 by Venusmon's [When Digivolving]: it may not attack Venusmon then
    pos = build(Side(battle=["ST3-08"], hand=[VENUSMON], deck=list(DECK)),
                Side(battle=["ST1-06"], deck=["ST1-03"]), memory=5)
    pos.digivolve(0, VENUSMON, 1)
    pos.next_turn()
    pos.st.susp[0, 1] = 1
    assert attack_targets(pos, 1, 1) == [-1]
    assert restricted(pos, 1, 1, CANT_ACTIVATE_WHEN_ATTACKING)
    pos.next_turn()
    pos.next_turn()                                       # their next turn: the -1 is over, so is the restriction
    assert attack_targets(pos, 1, 1) == [-1, 1]
    assert not restricted(pos, 1, 1, CANT_ACTIVATE_WHEN_ATTACKING)

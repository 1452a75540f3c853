"""`attack`: an effect lets one of your Digimon attack; the engine starts the attack once the effect has
resolved, through the attack decision (pass: no attack), with the usual requirements; none during another
attack. The vocabulary on made-up cards, then the compiled lines of real cards."""
from dataclasses import replace

import numpy as np

import effect_positions
from decks.effects import load_effects, parse_effects
from positions import Side, Slot, build_position, digimon, option, tamer, ok
from simcore import engine as E
from simcore.effect_codes import A_ATTACK, A_PIERCING, A_USE_OPTION_FROM_HAND
from simcore.layout import G_EFFECT_ATTACK_ROW, RS_EFFECT_OPTION_IGNORES_COLORS

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


def attack_effects(pos):
    return [e for e in pos.events("effect") if e["effect"] == A_ATTACK]


def test_on_play_lets_another_digimon_attack_once_the_effect_has_resolved():
    # the opponent has no security: the attack on the player wins; W-90 was just played and can't attack
    pos = build_position(CARDS, Side(battle=[Slot("W-91", entered=1)], hand=["W-90"], deck=["W-94"]),
                         Side(deck=["W-94"]), effects=EFFECTS, memory=5, turn=3)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.events("attack") == [] and pos.st.g[G_EFFECT_ATTACK_ROW] != 0   # not yet: the effects first
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert [(e["card"], e["target"]) for e in attack_effects(pos)] == [("W-90", "W-91")]
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("W-91", "player")]
    assert pos.over() and pos.winner() == 0 and pos.reason() == "security"
    assert pos.st.g[G_EFFECT_ATTACK_ROW] == 0


def test_no_digimon_that_may_attack_no_attack():
    # the only other Digimon is suspended: the effect names none
    pos = build_position(CARDS, Side(battle=[Slot("W-91", suspended=True, entered=1)], hand=["W-90"],
                                     deck=["W-94"]), Side(deck=["W-94"]), effects=EFFECTS, memory=5, turn=3)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    E.effects_resolved(pos.st, pos.tb, I32(0))
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
    assert pos.st.g[G_EFFECT_ATTACK_ROW] == 0
    ok(pos)


def test_no_attack_by_effect_during_an_attack():
    # W-93's [When Attacking] would let W-91 attack: not during W-93's own attack
    pos = build_position(CARDS, Side(battle=[Slot("W-93", entered=1), Slot("W-91", entered=1)], deck=["W-94"]),
                         Side(security=["W-94", "W-94"], deck=["W-94"]), effects=EFFECTS, memory=3, turn=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    E.effects_resolved(pos.st, pos.tb, I32(0))
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


# --- use_option_from_hand -------------------------------------------------------------------------------------
TAMER = replace(tamer("W-95", 2), name="Test Partner", traits=("TS",))
DRAWING = replace(option("W-96", 2), name="Test Draw", traits=("TS",))
COSTLY = replace(option("W-97", 6), name="Test Costly", traits=("TS",))
PLAIN_OPTION = option("W-98", 1)
BLUE = replace(option("W-99", 1, colors=("blue",)), name="Test Blue", traits=("TS",))
TS_DIGIMON = replace(digimon("W-9A", 5, 6000, 5), name="Test Fightmon", traits=("TS",))
OPTION_CARDS = [TAMER, DRAWING, COSTLY, PLAIN_OPTION, BLUE, TS_DIGIMON, PLAIN]
OPTION_EFFECTS = parse_effects("""
W-95 main end_of_your_turn optional : suspend_self_cost ; then use_option_from_hand kind=option trait=TS filter=cost_up_to_opponent_memory ; then attack target=own count=1 trait=TS
W-96 main main : draw 1
W-97 main main : draw 1
W-99 main main : draw 1
""")


def option_position(hand, opponent_memory=2, deck=("W-91", "W-91")):
    return build_position(
        OPTION_CARDS, Side(battle=["W-95", Slot("W-9A", entered=1), Slot("W-91", entered=1)], hand=list(hand),
                           deck=list(deck)),
        Side(security=["W-98"], deck=["W-98"]), effects=OPTION_EFFECTS, memory=-opponent_memory, turn=3)


def test_end_of_turn_uses_an_option_up_to_the_opponents_memory_then_a_ts_digimon_attacks():
    # W-97 costs 6 (opponent at 2), W-98 has no [TS] trait, W-99 is blue with no blue card on the field
    pos = option_position(["W-97", "W-98", "W-99", "W-96"])
    E.end_of_turn(pos.st, pos.tb, I32(0))
    used = [e for e in pos.events("effect") if e["effect"] == A_USE_OPTION_FROM_HAND]
    assert [(e["card"], e["target"]) for e in used] == [("W-95", "W-96")]
    assert pos.suspended(0, 1)                       # the Tamer paid for it
    assert pos.hand(0) == ["W-97", "W-98", "W-99", "W-91"]   # W-96's [Main]: draw 1
    assert pos.trash(0) == ["W-96"]                  # then to the trash
    assert pos.memory(0) == -2                       # free
    # then the [TS] W-9A attacks, after the option (W-91 has no [TS] trait)
    kinds = [e["kind"] for e in pos.events() if e["kind"] in ("draw", "attack")]
    assert kinds == ["draw", "attack"]
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("W-9A", "player")]
    assert pos.security(1) == [] and pos.trash(1) == ["W-98"]
    ok(pos)


def test_no_option_fits_the_attack_still_comes():
    pos = option_position(["W-97", "W-98", "W-99"])
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert [e for e in pos.events("effect") if e["effect"] == A_USE_OPTION_FROM_HAND] == []
    assert pos.hand(0) == ["W-97", "W-98", "W-99"]
    assert [e["attacker"] for e in pos.events("attack")] == ["W-9A"]
    ok(pos)


def test_colour_requirements_switched_off():
    pos = option_position(["W-99"])
    pos.tb.rules = RS_EFFECT_OPTION_IGNORES_COLORS
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert pos.trash(0) == ["W-99"] and pos.hand(0) == ["W-91"]
    ok(pos)


def test_bt24_085_uses_a_ts_option_at_the_end_of_the_turn():
    # BT24-100 (use cost 3, opponent at 3 memory): reveal 3, add a [TS] trait card, then it stays in the battle
    # area; its colour requirement is lifted by the [TS] trait Tamer BT24-085 itself
    pos = effect_positions.build(Side(battle=["BT24-085"], hand=["BT24-100"], deck=["ST1-03", "BT24-085", "ST1-03"]),
                                 Side(deck=["ST1-03"]), memory=-3)
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert pos.suspended(0, 1)
    assert pos.hand(0) == ["BT24-085"]
    assert pos.battle(0) == [["BT24-085"], ["BT24-100"]]
    assert pos.deck(0) == ["ST1-03", "ST1-03"]
    assert pos.memory(0) == -3
    ok(pos)


def test_bt24_085_compiled_line():
    assert ("BT24-085 main end_of_your_turn optional : suspend_self_cost ; then use_option_from_hand kind=option "
            "trait=ts filter=cost_up_to_opponent_memory ; then attack target=own count=1 trait=ts"
            in [e.text for e in load_effects()["BT24-085"].effects])
    assert not load_effects()["BT24-085"].unmodeled


# --- opponent_digimon_attacks -----------------------------------------------------------------------------------
GUARD = replace(tamer("W-9B", 2), name="Test Guard")
WATCH_CARDS = [GUARD, PLAIN, SMALL]
WATCH_EFFECTS = parse_effects("""
W-9B main opponent_digimon_attacks opponents_turn optional : suspend_self_cost ; then draw 1
""")


def test_the_defender_draws_when_an_opponents_digimon_attacks():
    pos = build_position(WATCH_CARDS, Side(battle=[Slot("W-91", entered=1)], deck=["W-94"]),
                         Side(battle=["W-9B"], security=["W-94", "W-94"], deck=["W-94", "W-91"]),
                         effects=WATCH_EFFECTS, memory=3, turn=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    assert pos.suspended(1, 1)
    assert pos.hand(1) == ["W-91"] and pos.deck(1) == ["W-94"]
    draw, check = pos.events("draw")[-1], pos.events("security_check")[0]
    assert pos.events().index(draw) < pos.events().index(check)   # at the declaration, before the checks
    ok(pos)


def test_not_in_its_own_turn():
    pos = build_position(WATCH_CARDS, Side(battle=["W-9B", Slot("W-91", entered=1)], deck=["W-94"]),
                         Side(security=["W-94", "W-94"], deck=["W-94"]), effects=WATCH_EFFECTS, memory=3, turn=3)
    E.attack(pos.st, pos.tb, I32(0), I32(2), I32(-1))
    assert not pos.suspended(0, 1) and pos.hand(0) == []
    ok(pos)


def test_compiled_opponent_digimon_attacks_lines():
    assert ("BT13-027 main opponent_digimon_attacks opponents_turn optional : play_from_digivolution_cards target=self "
            "kind=digimon level<=4" in [e.text for e in load_effects()["BT13-027"].effects])
    assert ("EX2-058 main opponent_digimon_attacks opponents_turn optional : suspend_self_cost ; then draw 1"
            in [e.text for e in load_effects()["EX2-058"].effects])


def test_greedy_uses_a_free_option_when_it_may():
    cards = [replace(digimon("W-9C", 5, 6000, 5), name="Test Caller"), DRAWING, PLAIN]
    effects = parse_effects("""
W-9C main on_play optional : use_option_from_hand kind=option cost<=5
W-96 main main : draw 1
""")
    pos = build_position(cards, Side(battle=["W-9C"], hand=["W-9C", "W-96"], deck=["W-91"]), Side(deck=["W-91"]),
                         effects=effects, memory=5, turn=3)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert pos.trash(0) == ["W-96"] and pos.hand(0) == ["W-91"]
    assert pos.memory(0) == 0                    # the Digimon's cost only
    ok(pos)


# --- "Then, that Digimon attacks": same_targets, mandatory -------------------------------------------------------
RIDER = replace(tamer("W-9D", 3), name="Test Rider")
LIZARD = replace(digimon("W-9E", 4, 5000, 4), name="Test Lizardmon", traits=("Reptile",))
WALL = replace(digimon("W-9F", 6, 12000, 6), name="Test Wallmon")
RIDER_CARDS = [RIDER, LIZARD, WALL, PLAIN, SMALL]
RIDER_LINE = ("W-9D main end_of_your_turn optional : suspend_self_cost ; then piercing target=own count=1 "
              "trait=Reptile duration=turn ; then attack target=own count=1 filter=same_targets{}")
WALL_LINE = "\nW-9F main static : blocker target=self"


def rider_position(own, opponent, mandatory=True):
    effects = parse_effects(RIDER_LINE.format(",mandatory" if mandatory else "") + WALL_LINE)
    return build_position(RIDER_CARDS, Side(battle=["W-9D", *own], deck=["W-94"]),
                          Side(battle=list(opponent), security=["W-94"], deck=["W-94"]), effects=effects,
                          memory=-1, turn=3)


def test_the_digimon_that_gained_piercing_attacks():
    # W-91 could attack too, but it has no [Reptile] trait: the Lizardmon chosen for <Piercing> attacks
    pos = rider_position([Slot("W-91", entered=1), Slot("W-9E", entered=1)], [])
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert pos.suspended(0, 1)                                  # the Tamer paid
    assert [e["target"] for e in pos.events("effect") if e["effect"] == A_PIERCING] == ["W-9E"]
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("W-9E", "player")]
    assert [(e["card"], e["target"]) for e in attack_effects(pos)] == [("W-9D", "W-9E")]
    assert pos.security(1) == [] and not pos.suspended(0, 2)
    ok(pos)


def test_that_digimon_attacks_even_into_a_stronger_blocker():
    # the greedy pilot declines an attack a 12000 DP blocker wins ("may attack"); "attacks" leaves no choice
    declined = rider_position([Slot("W-9E", entered=1)], ["W-9F"], mandatory=False)
    E.end_of_turn(declined.st, declined.tb, I32(0))
    assert declined.events("attack") == [] and declined.security(1) == ["W-94"]
    ok(declined)
    pos = rider_position([Slot("W-9E", entered=1)], ["W-9F"])
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert [e["attacker"] for e in pos.events("attack")] == ["W-9E"]
    ok(pos)


def test_no_reptile_no_attack():
    # the <Piercing> clause chooses no Digimon: W-91 does not attack in its place
    pos = rider_position([Slot("W-91", entered=1)], [])
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert pos.events("attack") == [] and pos.security(1) == ["W-94"]
    ok(pos)


def test_compiled_that_digimon_attacks_lines():
    assert not load_effects()["BT21-081"].unmodeled
    assert ("BT21-081 main end_of_your_turn optional : suspend_self_cost ; then piercing target=own count=1 "
            "trait=reptile|dragonkin duration=turn ; then attack target=own count=1 filter=same_targets,mandatory"
            in [e.text for e in load_effects()["BT21-081"].effects])
    assert ("BT23-036 main end_of_your_turn once_per_turn : keyword raid target=own count=1 duration=turn ; then "
            "attack target=own count=1 filter=same_targets" in [e.text for e in load_effects()["BT23-036"].effects])
    # "it" after "this Digimon": still this Digimon
    assert ("BT14-101 main when_digivolving : keyword raid target=self duration=turn ; then attack target=self"
            in [e.text for e in load_effects()["BT14-101"].effects])

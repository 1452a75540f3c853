"""The Vortex Warriors' immunity and battles: EX11-074 Vortexdramon (immunity to the opponent's Digimon effects and
+6000 DP once the first clause suspended one of your Digimon; unsuspending, then a battle with 1 of the opponent's
Digimon, when any Digimon suspends), EX7-034 GrandGalemon (a mandatory suspension, the immunity when it suspended
one of yours; an inherited unsuspension when the Digimon attacks one of the opponent's Digimon), and the compiled
readings of an attack on a Digimon or on the player (when_attacking with the condition attacking_digimon or
attacking_player: ST7-02 Agumon's inherited DP, ST15-05 and ST16-05 losing memory).

Real cards, with ST1-03 Agumon (2000 DP), ST1-07 Greymon (4000 DP, no effect of its own in the model) and
BT14-014 MetalGreymon (7000 DP)."""
import numpy as np

from decks.effects import load_effects
from effect_positions import answered, build, script, Side, Slot, row_of
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.effects import activate

I32 = np.int32


def texts(card):
    return [e.text for e in load_effects()[card].effects]


def run_effect(pos, card, trigger, action, slot, *answers, p=0):
    r = row_of(pos, card, trigger, action)
    script(pos, p, *answers)
    activate(pos.st, pos.tb, I32(p), I32(r), I32(pos.st.uid[p, slot]), I32(pos.card(card)), I32(0))
    E.settle(pos.st, pos.tb)


def immune(pos, p, s):
    return int(Q.immunity_of(pos.st, I32(p), I32(pos.st.uid[p, s])))


def test_the_cards_are_full_and_their_lines():
    for card in ("EX11-074", "EX7-034", "ST16-05"):
        assert not load_effects()[card].unmodeled, card
    assert ("EX11-074 main when_attacking : suspend target=any count=1 filter=may ; then if=suspended_own cant "
            "be_affected_by_opponents_digimon_effects target=self duration=opponents_turn_end ; then if=suspended_own "
            "dp +6000 target=self duration=opponents_turn_end") in texts("EX11-074")
    assert ("EX11-074 main any_digimon_suspended once_per_turn optional : unsuspend target=self ; then battle "
            "target=self filter=may") in texts("EX11-074")
    assert texts("EX7-034")[1:] == [
        "EX7-034 main when_digivolving : suspend target=any count=1 ; then if=suspended_own cant "
        "be_affected_by_opponents_digimon_effects target=self duration=opponents_next_turn",
        "EX7-034 inherited when_attacking your_turn once_per_turn optional if=attacking_digimon : unsuspend target=self"]
    assert "ST16-05 main when_attacking your_turn if=attacking_digimon : memory -2" in texts("ST16-05")
    assert ("ST18-10 inherited when_attacking your_turn once_per_turn optional if=attacking_digimon : unsuspend "
            "target=self") in texts("ST18-10")


# --- EX11-074: immunity and +6000 DP when the suspension was of one of yours ---------------------------------------

def test_vortexdramon_suspending_itself_is_immune_with_6000_more_dp_until_the_opponents_turn_ends():
    # Vortexdramon alone: the one Digimon to suspend; the any-Digimon-suspends timing it sets off declined
    pos = build(Side(battle=[Slot(["EX7-034", "EX11-074"])], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    run_effect(pos, "EX11-074", ec.T_WHEN_ATTACKING, ec.A_SUSPEND, 1, True, False)
    assert answered(pos) and pos.suspended(0, 1)
    assert immune(pos, 0, 1) == 1 and pos.dp(0, 1) == 20000
    pos.next_turn()   # the opponent's turn: still
    assert immune(pos, 0, 1) == 1 and pos.dp(0, 1) == 20000
    pos.next_turn()
    assert immune(pos, 0, 1) == 0 and pos.dp(0, 1) == 14000
    assert pos.violation() == 0


def test_vortexdramon_suspending_the_opponents_digimon_gains_nothing():
    # Vortexdramon suspended already: the greedy pilot suspends the opponent's Agumon
    pos = build(Side(battle=[Slot(["EX7-034", "EX11-074"], suspended=True)], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]))
    run_effect(pos, "EX11-074", ec.T_WHEN_ATTACKING, ec.A_SUSPEND, 1, True)
    assert pos.suspended(1, 1)
    assert immune(pos, 0, 1) == 0 and pos.dp(0, 1) == 14000
    assert pos.violation() == 0


# --- EX11-074: unsuspend, then battle ------------------------------------------------------------------------------

def test_vortexdramon_unsuspends_and_battles_when_a_digimon_suspends_by_an_effect():
    pos = build(Side(battle=[Slot(["EX7-034", "EX11-074"], suspended=True)], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]))
    script(pos, 0, True, True)
    pos.st.g[L.G_EFFECT_PLAYER] = 1
    E.suspend_slot(pos.st, pos.tb, I32(1), I32(1))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1)
    assert pos.st.g[L.G_EFFECT_BATTLE] != 0   # recorded: fought once the effects resolved
    E.effect_battle_made(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [] and pos.trash(1) == ["ST1-03"]   # 14000 against 2000
    assert pos.battle(0) == [["EX7-034", "EX11-074"]] and not pos.suspended(0, 1)
    assert pos.violation() == 0


def test_vortexdramon_declining_the_battle_fights_none():
    pos = build(Side(battle=[Slot(["EX7-034", "EX11-074"], suspended=True)], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]))
    script(pos, 0, True, False)
    E.suspend_slot(pos.st, pos.tb, I32(1), I32(1))
    E.settle(pos.st, pos.tb)
    assert answered(pos) and not pos.suspended(0, 1)
    assert pos.st.g[L.G_EFFECT_BATTLE] == 0 and pos.battle(1) == [["ST1-03"]]


def test_vortexdramon_blocking_battles_before_the_attack_is_confirmed():
    # the opponent's MetalGreymon attacks player 0; Vortexdramon lets the declaration's suspension pass (declined),
    # blocks, unsuspends on its own suspension and battles the attacker at once: the attack has no battle left
    pos = build(Side(battle=[Slot(["EX7-034", "EX11-074"])], security=["ST1-03"], deck=["ST1-03"]),
                Side(battle=["BT14-014"], security=["ST1-03"], deck=["ST1-03"]), current=1)
    script(pos, 0, False, True, True, True)
    pos.st.choice[1] = (L.CH_TARGET, 0, 0)   # the block: player 0's first permanent, Vortexdramon
    pos.attack(1, 1)
    assert answered(pos)
    assert pos.battle(1) == [] and pos.trash(1) == ["BT14-014"]
    assert pos.battle(0) == [["EX7-034", "EX11-074"]] and not pos.suspended(0, 1)
    assert pos.security(0) == ["ST1-03"]
    assert pos.st.g[L.G_EFFECT_BATTLE] == 0
    assert ec.A_BATTLE in [x[1] for x in pos.effects("EX11-074")]
    assert pos.violation() == 0


# --- EX7-034 --------------------------------------------------------------------------------------------------------

def test_grandgalemon_suspending_one_of_yours_is_immune_until_the_opponents_turn_ends():
    pos = build(Side(battle=[Slot(["ST1-03", "EX7-034"]), "ST1-03"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    run_effect(pos, "EX7-034", ec.T_WHEN_DIGIVOLVING, ec.A_SUSPEND, 1)
    assert pos.suspended(0, 1) or pos.suspended(0, 2)   # one of yours: there is no other
    assert immune(pos, 0, 1) == 1 and immune(pos, 0, 2) == 0
    pos.next_turn()
    assert immune(pos, 0, 1) == 1
    pos.next_turn()
    assert immune(pos, 0, 1) == 0


def test_grandgalemon_suspending_the_opponents_digimon_is_not_immune():
    # its own Digimon suspended already: the opponent's Agumon is the only one to suspend
    pos = build(Side(battle=[Slot(["ST1-03", "EX7-034"], suspended=True)], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]))
    run_effect(pos, "EX7-034", ec.T_WHEN_DIGIVOLVING, ec.A_SUSPEND, 1)
    assert pos.suspended(1, 1) and immune(pos, 0, 1) == 0


def attack_with_grandgalemon_beneath(target):
    """Greymon with GrandGalemon beneath attacks (target: the opponent's slot, or -1 for the player)."""
    pos = build(Side(battle=[Slot(["EX7-034", "ST1-07"])], deck=["ST1-03"]),
                Side(battle=[Slot("ST1-03", suspended=True)], security=["ST1-03", "ST1-03"], deck=["ST1-03"]))
    script(pos, 0, True)
    pos.attack(0, 1, target)
    return pos


def test_the_inherited_effect_unsuspends_the_digimon_attacking_a_digimon():
    pos = attack_with_grandgalemon_beneath(1)
    assert answered(pos) and not pos.suspended(0, 1)
    assert pos.battle(1) == [] and pos.trash(1) == ["ST1-03"]   # 4000 against 2000
    assert pos.violation() == 0


def test_the_inherited_effect_waits_for_an_attack_on_a_digimon():
    pos = attack_with_grandgalemon_beneath(-1)
    assert pos.suspended(0, 1) and pos.st.g[L.G_CHOICE_AT] == 0   # nothing offered
    assert pos.violation() == 0


# --- "when this Digimon attacks a player" -----------------------------------------------------------------------------

def test_the_attacking_player_wordings_are_read():
    assert "ST7-02 inherited when_attacking if=attacking_player : dp +2000 target=self duration=turn" in texts("ST7-02")
    assert "ST15-05 main when_attacking your_turn if=attacking_player : memory -2" in texts("ST15-05")
    for card in ("ST7-02", "ST15-05", "BT2-012", "EX1-010"):
        assert not load_effects()[card].unmodeled, card


def attack_with_agumon_beneath(target):
    """Greymon with ST7-02 Agumon beneath attacks (target: the opponent's slot, or -1 for the player)."""
    pos = build(Side(battle=[Slot(["ST7-02", "ST1-07"])], deck=["ST1-03"]),
                Side(battle=[Slot("ST1-03", suspended=True)], security=["ST1-03", "ST1-03"], deck=["ST1-03"]))
    pos.attack(0, 1, target)
    return pos


def test_the_inherited_dp_comes_with_an_attack_on_the_player():
    pos = attack_with_agumon_beneath(-1)
    assert pos.dp(0, 1) == 6000 and pos.security(1) == ["ST1-03"]
    assert pos.violation() == 0


def test_the_inherited_dp_waits_for_an_attack_on_the_player():
    pos = attack_with_agumon_beneath(1)
    assert pos.dp(0, 1) == 4000 and pos.trash(1) == ["ST1-03"]
    assert pos.violation() == 0

"""Mineral/Rock and Vortex Warriors cards: the restriction be_returned_or_de_digivolved_by_opponent (the opponent's
effects can't return the Digimon to the hand or deck nor <De-Digivolve> it), the condition
opponent_no_unsuspended_digimon and a second condition on one row (column cond2, the second if= of a timed effect).

Also the [Mineral]/[Rock] costs: trash_from_hand_or_digivolution_cost of several cards, place_from_trash_under_cost,
and place_from_trash_under under this Digimon (target=self) or 1 of yours (target=own, base_trait).

Real cards: P-215 Icemon with BT4-065 Gotsumon, against BT15-031 MetalSeadramon (returns a Digimon to the hand on
play) and BT18-067 MetalKabuterimon (<De-Digivolve 1> on play); ST22-13 GrandGalemon under EX7-034 GrandGalemon
(Vortex Warriors) or ST1-03 Agumon (not); EX7-029 and RB1-020 for the compiled condition; EX10-036 Magneticdramon,
EX8-055 and EX11-044 Pyramidimon, EX10-025 Sunarizamon with BT4-065 Gotsumon and BT10-062 Golemon."""
import numpy as np
import pytest

from decks.effects import EffectSyntaxError, load_effects, parse_effects
from effect_positions import answered, build, script, Side, Slot, row_of
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.effects import activate, delete_slot, trash_digivolution_card
from simcore.layout import DEL_EFFECT

I32 = np.int32
PROTECTED = ec.CANT_BE_RETURNED_OR_DE_DIGIVOLVED_BY_OPPONENT


def texts(card):
    return [e.text for e in load_effects()[card].effects]


def test_the_encoded_lines():
    chain = (": place_under_cost 1 level<=4 trait=ice-snow|mineral|rock target=self filter=or_trash ; then cant "
             "be_returned_or_de_digivolved_by_opponent target=own count=1 trait=ice-snow|mineral|rock duration=")
    assert texts("P-215") == [
        "P-215 main when_moving optional " + chain + "opponents_next_turn",
        "P-215 main on_play your_turn optional " + chain + "opponents_next_turn",
        "P-215 main on_play opponents_turn optional " + chain + "turn",
        "P-215 main when_digivolving your_turn optional " + chain + "opponents_next_turn",
        "P-215 main when_digivolving opponents_turn optional " + chain + "turn",
        "P-215 inherited static : blocker target=self"]
    assert ("ST22-13 inherited when_attacking once_per_turn optional if=this_has if=opponent_no_unsuspended_digimon"
            " : unsuspend target=self trait=vortex_warriors") in texts("ST22-13")
    for card in ("P-215", "ST22-13"):
        assert not load_effects()[card].unmodeled
    row = load_effects()["ST22-13"].effects[-1].rows[0]
    assert row[ec.F_COND] == ec.C_THIS_HAS and row[ec.F_COND2] == ec.C_OPPONENT_NO_UNSUSPENDED


def test_the_compiled_condition():
    assert ("EX7-029 main when_attacking once_per_turn : suspend target=opponent count=1 ; then"
            " if=opponent_no_unsuspended_digimon unsuspend target=self") in texts("EX7-029")
    assert "RB1-020 inherited static if=opponent_no_unsuspended_digimon : dp +1000 target=self" in texts("RB1-020")
    assert ("BT14-039 main on_play optional : place_from_trash_under_cost 1 kind=digimon name~numemon target=self ; "
            "then memory +2") in texts("BT14-039")


def test_a_second_condition_is_one_without_a_number_of_a_timed_effect():
    parse_effects("W-1 main when_attacking if=has_blocker if=opponent_no_unsuspended_digimon : draw 1")
    with pytest.raises(EffectSyntaxError):
        parse_effects("W-1 main when_attacking if=has_blocker if=own_security<=2 : draw 1")
    with pytest.raises(EffectSyntaxError):
        parse_effects("W-1 main static if=has_blocker if=opponent_no_unsuspended_digimon : dp +1000 target=self")
    with pytest.raises(EffectSyntaxError):
        parse_effects("W-1 main when_attacking if=has_blocker if=attacking_digimon if=turn_is_yours : draw 1")


# --- P-215: the cost, then the protection ------------------------------------------------------------------------

def icemon_played(place):
    """P-215 played from the hand, BT4-065 (a level 3 Rock card) in the trash; `place`: the cost is paid."""
    pos = build(Side(hand=["P-215"], trash=["BT4-065"], deck=["ST1-03"]),
                Side(hand=["BT15-031", "BT18-067"], deck=["ST1-03"]), memory=5)
    script(pos, 0, place)
    pos.play(0, "P-215")
    assert answered(pos)
    return pos


def opponents_turn(pos):
    pos.next_turn()
    pos.set_memory(1, 20)


def test_icemon_places_a_card_from_the_trash_and_is_protected_until_the_opponents_turn_ends():
    pos = icemon_played(True)
    assert pos.battle(0) == [["BT4-065", "P-215"]] and pos.trash(0) == []
    assert Q.restricted(pos.st, pos.tb, 0, 1, PROTECTED)
    assert [x[1:4] for x in pos.effects("P-215")] == [(ec.A_PLACE_UNDER_COST, "BT4-065", 0),
                                                      (ec.A_CANT, "P-215", PROTECTED)]
    opponents_turn(pos)
    pos.play(1, "BT15-031")   # its return to the hand passes the Icemon by
    assert pos.battle(0) == [["BT4-065", "P-215"]] and pos.hand(0) == []
    pos.play(1, "BT18-067")   # its <De-Digivolve 1> too
    assert pos.battle(0) == [["BT4-065", "P-215"]]
    assert pos.violation() == 0
    pos.next_turn()   # the opponent's turn ended: the protection with it
    assert not Q.restricted(pos.st, pos.tb, 0, 1, PROTECTED)


def test_declined_no_protection():
    pos = icemon_played(False)
    assert pos.battle(0) == [["P-215"]] and pos.trash(0) == ["BT4-065"]
    assert not Q.restricted(pos.st, pos.tb, 0, 1, PROTECTED)
    opponents_turn(pos)
    pos.play(1, "BT15-031")
    assert pos.battle(0) == [] and pos.hand(0) == ["P-215"]


def test_de_digivolve_without_protection():
    pos = build(Side(battle=[Slot(["BT4-065", "P-215"], entered=1)], deck=["ST1-03"]),
                Side(hand=["BT18-067"], deck=["ST1-03"]), current=1, memory=20)
    pos.play(1, "BT18-067")   # <De-Digivolve 1>: the Icemon's top card to the trash
    assert pos.battle(0) == [["BT4-065"]] and pos.trash(0) == ["P-215"]


# --- ST22-13 inherited: two conditions ----------------------------------------------------------------------------

def galemon_attacks(top, opponent_suspended):
    pos = build(Side(battle=[Slot(["ST22-13", top], entered=1)], deck=["ST1-03"]),
                Side(battle=[Slot("BT4-065", suspended=opponent_suspended, entered=1)], security=["ST1-03"],
                     deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1, -1)
    return pos


def test_grandgalemon_unsuspends_when_both_conditions_hold():
    pos = galemon_attacks("EX7-034", True)
    assert not pos.suspended(0, 1) and answered(pos)
    assert [x[1] for x in pos.effects("ST22-13")] == [ec.A_UNSUSPEND]


def test_grandgalemon_stays_suspended_while_the_opponent_has_an_unsuspended_digimon():
    pos = galemon_attacks("EX7-034", False)
    assert pos.suspended(0, 1) and pos.effects("ST22-13") == []


def test_grandgalemon_stays_suspended_under_a_digimon_without_the_trait():
    pos = galemon_attacks("ST1-03", True)
    assert pos.suspended(0, 1) and pos.effects("ST22-13") == []


# --- costs from under your Digimon and from the trash; cards placed back from the trash ----------------------------

def run_effect(pos, card, trigger, action, slot, p=0):
    """Activate that effect of p's Digimon in `slot` (its "you may" taken), then let what it caused resolve."""
    r = row_of(pos, card, trigger, action)
    script(pos, p, True)
    activate(pos.st, pos.tb, I32(p), I32(r), I32(pos.st.uid[p, slot]), I32(pos.card(card)), I32(0))
    E.settle(pos.st, pos.tb)


def placed(pos, card):
    return [x[2] for x in pos.effects(card) if x[1] in (ec.A_PLACE_FROM_TRASH_UNDER, ec.A_PLACE_FROM_TRASH_UNDER_COST)]


def test_the_encoded_lines_of_the_mineral_digimon():
    assert ("EX10-036 main when_attacking optional : trash_from_hand_or_digivolution_cost 3 trait=mineral|rock "
            "filter=from_digivolution_cards ; then delete target=opponent count=1 ; then trash_opponent_security_top 1"
            ) in texts("EX10-036")
    assert ("EX10-036 main when_attacking once_per_turn optional : place_from_trash_under_cost 3 trait=mineral|rock "
            "target=self ; then unsuspend target=self") in texts("EX10-036")
    assert ("EX10-025 main on_play optional : place_from_trash_under 2 trait=mineral|rock target=own "
            "base_trait=mineral|rock") in texts("EX10-025")
    for card in ("EX8-055", "EX10-025", "EX10-036"):
        assert not load_effects()[card].unmodeled
    assert not load_effects()["EX10-033"].unmodeled   # its last clause: digimon_play_cost_down (test_effect_costs.py)
    with pytest.raises(EffectSyntaxError):
        parse_effects("W-1 main on_play : place_from_trash_under_cost 3 trait=mineral target=opponent")
    with pytest.raises(EffectSyntaxError):
        parse_effects("W-1 main on_play : place_from_trash_under 3 trait=mineral")


def test_magneticdramon_trashes_three_from_under_any_of_your_digimon_deletes_and_trashes_a_security_card():
    # 2 cards under the Magneticdramon, 1 under the Golemon: 3 [Mineral]/[Rock] cards in all
    pos = build(Side(battle=[Slot(["BT4-065", "BT10-062", "EX10-036"], suspended=True),
                             Slot(["BT4-065", "BT10-062"])], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03", "ST1-03"], deck=["ST1-03"]))
    run_effect(pos, "EX10-036", ec.T_WHEN_ATTACKING, ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, 1)
    assert pos.battle(0) == [["EX10-036"], ["BT10-062"]]
    assert sorted(pos.trash(0)) == ["BT10-062", "BT4-065", "BT4-065"]
    assert pos.battle(1) == [] and len(pos.security(1)) == 1 and pos.trash(1) == ["ST1-03", "ST1-03"]
    assert pos.violation() == 0


def test_magneticdramon_with_two_such_cards_pays_nothing():
    pos = build(Side(battle=[Slot(["ST1-03", "BT4-065", "BT10-062", "EX10-036"], suspended=True)], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]))
    run_effect(pos, "EX10-036", ec.T_WHEN_ATTACKING, ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, 1)
    assert pos.battle(0) == [["ST1-03", "BT4-065", "BT10-062", "EX10-036"]] and pos.trash(0) == []
    assert pos.battle(1) == [["ST1-03"]] and len(pos.security(1)) == 1


def test_magneticdramon_places_three_from_the_trash_and_unsuspends():
    pos = build(Side(battle=[Slot("EX10-036", suspended=True)], trash=["BT4-065", "ST1-03", "BT10-062", "BT4-065"],
                     deck=["ST1-03"]), Side(deck=["ST1-03"]))
    run_effect(pos, "EX10-036", ec.T_WHEN_ATTACKING, ec.A_PLACE_FROM_TRASH_UNDER_COST, 1)
    assert sorted(pos.battle(0)[0][:3]) == ["BT10-062", "BT4-065", "BT4-065"] and pos.battle(0)[0][3] == "EX10-036"
    assert pos.trash(0) == ["ST1-03"] and not pos.suspended(0, 1)
    assert len(placed(pos, "EX10-036")) == 3


def test_magneticdramon_with_two_such_cards_in_the_trash_stays_suspended():
    pos = build(Side(battle=[Slot("EX10-036", suspended=True)], trash=["BT4-065", "ST1-03", "BT10-062"],
                     deck=["ST1-03"]), Side(deck=["ST1-03"]))
    run_effect(pos, "EX10-036", ec.T_WHEN_ATTACKING, ec.A_PLACE_FROM_TRASH_UNDER_COST, 1)
    assert pos.battle(0) == [["EX10-036"]] and len(pos.trash(0)) == 3 and pos.suspended(0, 1)


def test_pyramidimon_ex8_055_unsuspends_with_security_attack_and_refills_at_turn_end():
    pos = build(Side(battle=[Slot(["BT4-065", "BT10-062", "BT4-065", "EX8-055"], suspended=True)],
                     trash=["BT10-062", "ST1-03"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    sa = pos.security_attack(0, 1)
    run_effect(pos, "EX8-055", ec.T_WHEN_ATTACKING, ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, 1)
    assert pos.battle(0) == [["EX8-055"]] and not pos.suspended(0, 1)
    assert pos.security_attack(0, 1) == sa + 1 and len(pos.trash(0)) == 5
    run_effect(pos, "EX8-055", ec.T_END_OF_YOUR_TURN, ec.A_PLACE_FROM_TRASH_UNDER, 1)
    assert len(pos.battle(0)[0]) == 4 and len(pos.trash(0)) == 2   # up to 3 of the 4 such cards
    assert len(placed(pos, "EX8-055")) == 3


def test_sunarizamon_places_two_under_your_mineral_digimon():
    # Agumon is not a [Mineral]/[Rock] Digimon: the cards go under the Sunarizamon just played
    pos = build(Side(battle=["ST1-03"], hand=["EX10-025"], trash=["BT4-065", "BT10-062", "BT4-065"],
                     deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "EX10-025")
    assert pos.battle(0)[0] == ["ST1-03"] and len(pos.battle(0)[1]) == 3 and pos.battle(0)[1][2] == "EX10-025"
    assert len(pos.trash(0)) == 1 and len(placed(pos, "EX10-025")) == 2


def test_pyramidimon_ex11_044_refills_when_an_effect_trashes_its_digivolution_cards():
    pos = build(Side(battle=[Slot(["ST1-03", "EX11-044"])], trash=["BT4-065", "BT10-062", "BT4-065"],
                     deck=["ST1-03"]), Side(deck=["ST1-03"]))
    trash_digivolution_card(pos.st, pos.tb, I32(0), I32(1), I32(0))
    E.settle(pos.st, pos.tb)
    assert len(pos.battle(0)[0]) == 4 and pos.trash(0) == ["ST1-03"]
    assert len(placed(pos, "EX11-044")) == 3


# --- a digivolution requirement that holds while you have a named card ----------------------------------------------

def test_the_compiled_requirement_lines():
    assert "BT22-028 main static : digivolve_while_you_have 6 name=yao_qinglan base_name=marinebullmon" in texts(
        "BT22-028")
    assert "EX10-036 main static : digivolve_while_you_have 6 name=close base_name=proganomon" in texts("EX10-036")
    assert not load_effects()["EX10-036"].unmodeled
    with pytest.raises(EffectSyntaxError):
        parse_effects("W-1 main static : digivolve_while_you_have 6 name=close")


def digivolutions(pos, number):
    i = pos.hand_index(0, number)
    return [(a[2], a[3]) for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i]


def test_magneticdramon_digivolves_from_proganomon_while_you_have_close():
    pos = build(Side(battle=["EX10-063", "EX8-051"], hand=["EX10-036"], deck=["ST1-03", "ST1-03"]),
                Side(deck=["ST1-03"]), memory=6)
    assert digivolutions(pos, "EX10-036") == [(2, 6)]
    pos.digivolve(0, "EX10-036", 2)
    assert pos.battle(0)[1] == ["EX8-051", "EX10-036"] and pos.memory(0) == 0
    assert pos.violation() == 0


def test_without_close_no_digivolution_from_proganomon():
    pos = build(Side(battle=["ST1-03", "EX8-051"], hand=["EX10-036"], deck=["ST1-03"]), Side(deck=["ST1-03"]),
                memory=6)
    assert digivolutions(pos, "EX10-036") == []


def test_gogmamon_digi_burst_gives_one_of_your_digimon_2000_dp():
    assert texts("BT4-072") == [
        "BT4-072 main activated : digi_burst 1 ; then dp +2000 target=own count=1 duration=opponents_next_turn",
        "BT4-072 inherited static : dp +1000 target=self"]
    bare = build(Side(battle=["BT4-072"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    pos = build(Side(battle=[Slot(["BT4-065", "BT4-072"])], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    pos.activate(0, 1)
    assert pos.battle(0) == [["BT4-072"]] and pos.trash(0) == ["BT4-065"]
    assert pos.dp(0, 1) == bare.dp(0, 1) + 2000
    pos.next_turn()
    assert pos.dp(0, 1) == bare.dp(0, 1) + 2000   # until the end of the opponent's next turn
    pos.next_turn()
    assert pos.dp(0, 1) == bare.dp(0, 1)


# --- EX8-050 Gogmamon: "you may play" among the revealed cards, the rest trashed; the attack switched to it ----------

def gogmamon_deleted(play):
    # the deck's top 3 (the last 3 listed): BT10-062 Golemon (Mineral), ST1-03, BT4-065 Gotsumon (Rock)
    pos = build(Side(battle=["EX8-050"], deck=["ST1-03", "BT4-065", "ST1-03", "BT10-062"]), Side(deck=["ST1-03"]))
    script(pos, 0, play)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    return pos


def test_gogmamon_plays_one_revealed_mineral_or_rock_digimon_and_trashes_the_rest():
    pos = gogmamon_deleted(True)
    assert len(pos.battle(0)) == 1 and pos.battle(0)[0][0] in ("BT4-065", "BT10-062")
    assert sorted(pos.trash(0)) == sorted(["EX8-050", "ST1-03", ({"BT4-065", "BT10-062"} - set(pos.battle(0)[0])).pop()])
    assert pos.deck(0) == ["ST1-03"] and pos.violation() == 0


def test_gogmamon_may_play_none_all_three_trashed():
    pos = gogmamon_deleted(False)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == ["BT10-062", "BT4-065", "EX8-050", "ST1-03"]


def test_gogmamon_inherited_changes_the_attack_target_to_this_digimon():
    pos = build(Side(battle=[Slot(["EX8-050", "ST1-03"]), "ST1-03"], deck=["ST1-03"]),
                Side(battle=[Slot("EX7-034", entered=1)], deck=["ST1-03"]), current=1, memory=3)
    script(pos, 0, True)
    pos.attack(1, 1, 2)   # at the Agumon without Gogmamon beneath: the attack goes to the one with it
    assert [x[1] for x in pos.effects("EX8-050")] == [ec.A_SWITCH_ATTACK_TARGET]
    assert pos.battle(0) == [["ST1-03"]] and sorted(pos.trash(0)) == ["EX8-050", "ST1-03"]

"""Costs paid by an effect around the Digimon of a timing's event: own_digimon_played carries the played Digimon
(target=event), so "by suspending this Tamer, you may place 1 card ... as any of those Digimon's bottom
digivolution card" (place_under_cost target=event) and "one of them may attack" (attack target=event) reach it;
and a Tamer's "by placing 1 card ... from your hand under this Tamer" (place_under_cost target=self of a Tamer).

Also: "by suspending this Digimon, they don't leave" (suspend_self_cost before stay), "by deleting 1 of your Tokens or
other [Puppet] trait Digimon" (filter=or_token) and an option of the battle area placed under a Tamer
(place_self_under_tamer_cost).

Real cards: EX11-065 Close, BT21-083 Taiki Kudo, ST22-07 Rika Nonaka, BT24-030 Neptunemon, EX11-022 Karakurumon with
EX11-019 Shoemon's Familiar Token, ST23-15 e-Pulse; made-up cards for the attack and the stay."""
from dataclasses import replace

import numpy as np

from decks.effects import load_effects, parse_effects
from effect_positions import answered, build, script, Side, Slot
from positions import build_position, digimon, option, tamer
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot
from simcore.targets import digimon_matches

I32 = np.int32


def texts(card):
    return [e.text for e in load_effects()[card].effects]


def test_the_compiled_lines():
    assert texts("EX11-065") == [
        "EX11-065 main start_of_your_main_phase optional : trash_from_hand_or_digivolution_cost 1 trait=mineral|rock ;"
        " then memory +1",
        "EX11-065 main own_digimon_played optional card.trait=mineral|rock : suspend_self_cost ; then place_under_cost"
        " 1 trait=mineral|rock target=event filter=or_trash",
        "EX11-065 main own_digimon_digivolved optional card.trait=mineral|rock : suspend_self_cost ; then"
        " place_under_cost 1 trait=mineral|rock target=event filter=or_trash",
        "EX11-065 security security : play_self"]
    assert texts("BT21-083") == [
        "BT21-083 main start_of_your_main_phase optional : place_under_cost 1 kind=digimon"
        " trait=xros_heart|blue_flare|hero target=self ; then draw 1 ; then memory +1",
        "BT21-083 main own_digimon_played your_turn optional card.trait=xros_heart|hero : suspend_self_cost ; then"
        " attack target=event",
        "BT21-083 main own_digimon_digivolved your_turn optional card.trait=xros_heart|hero : suspend_self_cost ; then"
        " attack target=event",
        "BT21-083 security security : play_self"]
    assert ("ST22-07 main on_play optional : place_under_cost 1 kind=option trait=onmyōjutsu|plug-in target=self ;"
            " then draw 1 ; then memory +1") in texts("ST22-07")
    assert not load_effects()["EX11-065"].unmodeled and not load_effects()["BT21-083"].unmodeled


def test_ex11_065_places_a_card_from_the_trash_under_the_played_rock_digimon():
    # BT4-065 Gotsumon (Rock) is played; BT10-062 Golemon (Mineral) in the trash goes under it, the Tamer suspends
    pos = build(Side(battle=["EX11-065", "ST1-03"], hand=["BT4-065"], trash=["BT10-062"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "BT4-065")
    assert pos.battle(0) == [["EX11-065"], ["ST1-03"], ["BT10-062", "BT4-065"]]
    assert pos.suspended(0, 1) and pos.trash(0) == [] and pos.memory(0) == 1
    assert [x[1:4] for x in pos.effects("EX11-065")] == [(ec.A_SUSPEND_SELF_COST, "EX11-065", 0),
                                                         (ec.A_PLACE_UNDER_COST, "BT10-062", 0)]
    assert answered(pos) and pos.violation() == 0


def test_ex11_065_takes_a_card_of_the_hand_and_skips_a_digimon_without_the_trait():
    pos = build(Side(battle=["EX11-065"], hand=["ST1-03", "BT4-065", "BT10-062"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=8)
    pos.play(0, "ST1-03")   # no Mineral or Rock trait: not asked, nothing moves
    assert pos.battle(0) == [["EX11-065"], ["ST1-03"]] and not pos.suspended(0, 1)
    script(pos, 0, True)
    pos.play(0, "BT4-065")
    assert pos.battle(0) == [["EX11-065"], ["ST1-03"], ["BT10-062", "BT4-065"]] and pos.hand(0) == []
    assert pos.suspended(0, 1) and answered(pos) and pos.violation() == 0


def test_ex11_065_with_nothing_to_place_only_suspends():
    pos = build(Side(battle=["EX11-065"], hand=["BT4-065"], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "BT4-065")
    assert pos.battle(0) == [["EX11-065"], ["BT4-065"]] and pos.suspended(0, 1)
    assert [x[1] for x in pos.effects("EX11-065")] == [ec.A_SUSPEND_SELF_COST] and pos.violation() == 0


def test_bt21_083_places_a_xros_heart_card_under_itself_then_draws_and_gains_memory():
    pos = build(Side(battle=["BT21-083"], hand=["ST1-03", "BT10-007"], deck=["ST1-07"]), Side(deck=["ST1-03"]),
                memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.battle(0) == [["BT10-007", "BT21-083"]]
    assert sorted(pos.hand(0)) == ["ST1-03", "ST1-07"] and pos.memory(0) == 4
    assert [x[1:4] for x in pos.effects("BT21-083")] == [(ec.A_PLACE_UNDER_COST, "BT10-007", 1), (ec.A_DRAW, None, 1)]
    assert answered(pos) and pos.violation() == 0


def test_bt21_083_without_a_matching_card_in_the_hand_pays_nothing_and_draws_nothing():
    pos = build(Side(battle=["BT21-083"], hand=["ST1-03"], deck=["ST1-07"]), Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.battle(0) == [["BT21-083"]] and pos.hand(0) == ["ST1-03"] and pos.memory(0) == 3
    assert pos.violation() == 0


# --- made-up cards: a Tamer lets the played Hero Digimon (with <Rush>) attack ------------------------------------

CARDS = [tamer("V-90", 3), replace(digimon("V-91", 4, 5000, 3), traits=("Hero",)), digimon("V-92", 4, 5000, 3)]
EFFECTS = parse_effects("""
V-90 main own_digimon_played your_turn optional card.trait=hero : suspend_self_cost ; then attack target=event
V-91 main static : rush target=self
V-92 main static : rush target=self
""")


def test_the_played_digimon_of_the_trait_attacks_once_the_effects_have_resolved():
    pos = build_position(CARDS, Side(battle=["V-90", "V-92"], hand=["V-91"], deck=["V-92"]),
                         Side(security=["V-92"], deck=["V-92"]), effects=EFFECTS, memory=5)
    script(pos, 0, True)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "V-91")))
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("V-91", "player")]
    assert pos.suspended(0, 1) and not pos.suspended(0, 2) and pos.suspended(0, 3)
    assert pos.st.g[L.G_VIOLATION] == 0


# --- "by suspending this Digimon, they don't leave" (suspend_self_cost, then stay) --------------------------------

STAY_CARDS = [replace(digimon("V-93", 4, 5000, 3), traits=("Aqua",)), digimon("V-94", 6, 12000, 12),
              option("V-95", 0)]
STAY_EFFECTS = parse_effects("""
V-94 main own_digimon_would_leave card.any=trait:ts|in_trait:aqua|in_trait:sea_animal optional : suspend_self_cost ; then if=by_opponent_effects stay target=event
V-95 main main : delete target=opponent count=1 trait=aqua
""")


def _opponent_deletes(suspended):
    pos = build_position(STAY_CARDS, Side(battle=["V-93", "V-94"], deck=["V-93"]),
                         Side(hand=["V-95"], deck=["V-93"]), effects=STAY_EFFECTS, current=1, memory=3)
    pos.st.susp[0, 2] = int(suspended)
    script(pos, 0, True)
    E.use_option(pos.st, pos.tb, I32(1), I32(pos.hand_index(1, "V-95")))
    return pos


def test_suspending_this_digimon_keeps_the_aqua_digimon_from_the_opponents_deletion():
    pos = _opponent_deletes(False)
    assert pos.battle(0) == [["V-93"], ["V-94"]] and pos.suspended(0, 2) and pos.trash(0) == []
    assert answered(pos) and pos.st.g[L.G_VIOLATION] == 0


def test_a_suspended_digimon_cant_pay_and_the_aqua_digimon_is_deleted():
    pos = _opponent_deletes(True)
    assert pos.battle(0) == [["V-94"]] and pos.trash(0) == ["V-93"]
    assert pos.st.g[L.G_CHOICE_AT] == 0 and pos.st.g[L.G_VIOLATION] == 0   # not even asked


def test_bt24_030_compiled_lines():
    assert texts("BT24-030")[1:] == [
        "BT24-030 main on_play : to_deck_bottom target=all_opponent filter=fewest_digivolution_cards",
        "BT24-030 main when_digivolving : to_deck_bottom target=all_opponent filter=fewest_digivolution_cards",
        "BT24-030 main when_suspended once_per_turn optional : unsuspend target=self",
        "BT24-030 main own_digimon_would_leave card.any=trait:ts|in_trait:aqua|in_trait:sea_animal optional :"
        " suspend_self_cost ; then if=by_opponent_effects stay target=event"]


# --- "by deleting 1 of your Tokens or other [Puppet] trait Digimon" (filter=other,or_token) ----------------------

def _familiar_beside_karakurumon(under):
    """Player 0's Shoemon (EX11-019) is deleted by an effect: its [On Deletion] plays a Familiar Token. Beside it,
    ST1-07 with `under` beneath it."""
    pos = build(Side(battle=["EX11-019", Slot([under, "ST1-07"])], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]), current=1, memory=3)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(L.DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[under, "ST1-07"], ["TK-FAMILIAR"]]
    return pos


def test_ex11_022_a_token_pays_to_keep_the_digimon_it_lies_under():
    pos = _familiar_beside_karakurumon("EX11-022")
    script(pos, 0, True)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(L.DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["EX11-022", "ST1-07"]] and pos.trash(0) == ["EX11-019"]   # the Token left the game
    assert answered(pos) and pos.violation() == 0


def test_without_the_inherited_text_the_digimon_goes():
    pos = _familiar_beside_karakurumon("ST1-03")
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(L.DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["TK-FAMILIAR"]] and pos.violation() == 0


def test_or_token_lets_a_token_pass_the_trait_filter_only():
    assert ("EX11-022 inherited would_leave_any_way once_per_turn optional : delete_own_cost filter=other,or_token"
            " trait=puppet ; then if=not_by_own_effects stay target=self") in texts("EX11-022")
    assert not load_effects()["EX11-022"].unmodeled
    pos = build(Side(battle=["EX11-022", "ST1-03"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    row = next(r for r in pos.tb.eff if r[ec.F_ACTION] == ec.A_DELETE_OWN_COST)
    assert [bool(digimon_matches(pos.st, pos.tb, row, I32(0), I32(s), -1)) for s in (1, 2)] == [True, False]


# --- an option of the battle area placed under a Tamer (place_self_under_tamer_cost) -------------------------------

def test_st23_15_goes_under_the_beatbreak_tamer_then_draws_and_gains_memory():
    assert ("ST23-15 main start_of_your_main_phase optional : place_self_under_tamer_cost trait=beatbreak ; then draw 1"
            " ; then memory +1") in texts("ST23-15")
    assert not load_effects()["ST23-15"].unmodeled
    pos = build(Side(battle=["ST23-15", "BT25-088"], deck=["ST1-03", "ST1-07"]), Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.battle(0) == [["ST23-15", "BT25-088"]] and pos.hand(0) == ["ST1-07"] and pos.memory(0) == 4
    assert [x[1:4] for x in pos.effects("ST23-15")][0] == (ec.A_PLACE_SELF_UNDER_TAMER_COST, "ST23-15", 0)
    assert answered(pos) and pos.violation() == 0


def test_st23_15_stays_without_a_beatbreak_tamer():
    pos = build(Side(battle=["ST23-15", "BT1-085"], deck=["ST1-03", "ST1-07"]), Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.battle(0) == [["ST23-15"], ["BT1-085"]] and pos.hand(0) == [] and pos.memory(0) == 3
    assert pos.violation() == 0

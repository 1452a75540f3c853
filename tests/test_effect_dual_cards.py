"""Dual Digimon/Option cards: the option side (the record's optionEffect) compiles to an option's rows of the
source main (its <Use Req.> row, its [Main] rows), and the card in the hand is offered both as a Digimon to play
and as an option to use (A_OPTION) for its printed cost while the <Use Req.> holds. ST23-09 and BT25-057 used as
options; the compiled lines of ST23-09, BT25-057 and BT25-043. play_or_use_from_hand (ST23-08's [On Play]):
a Digimon played, an option used once the effects have resolved, a dual card either way; EX12-013's filter
"with [X] in its text or the [Y] trait"."""
import json

import numpy as np
import pytest

from effect_positions import Side, Slot, answered, build, script
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L

needs_shared = pytest.mark.skipif(not ce.DEFAULT_CARDS_JSON.exists(), reason="../shared/carddata is not available")


def _offers(pos, p, number):
    i = pos.hand_index(p, number)
    return {a[0] for a in pos.actions_of(p) if a[1] == i and a[0] in (L.A_PLAY, L.A_OPTION)}


def test_st23_09_is_offered_as_an_option_only_with_a_beatbreak_card_on_the_field():
    # a red Digimon without the trait: the card may be played as a Digimon, not used as an option
    pos = build(Side(battle=["ST1-03"], hand=["ST23-09"], deck=["ST1-02"]), Side(deck=["ST1-03"]), memory=5)
    assert _offers(pos, 0, "ST23-09") == {L.A_PLAY}
    # a [BEATBREAK] Digimon of the opponent's does not count
    pos = build(Side(battle=["ST1-03"], hand=["ST23-09"], deck=["ST1-02"]),
                Side(battle=["BT25-032"], deck=["ST1-03"]), memory=5)
    assert _offers(pos, 0, "ST23-09") == {L.A_PLAY}
    # one of yours (a yellow one: the option's green is not asked)
    pos = build(Side(battle=["BT25-032"], hand=["ST23-09"], deck=["ST1-02"]), Side(deck=["ST1-03"]), memory=5)
    assert _offers(pos, 0, "ST23-09") == {L.A_PLAY, L.A_OPTION}
    option = next(a for a in pos.actions_of(0) if a[0] == L.A_OPTION)
    assert option[3] == 5   # the printed cost


def test_st23_09_used_suspends_then_sends_the_highest_dp_suspended_digimon_to_the_deck_bottom():
    for seed in range(1, 5):
        pos = build(Side(battle=["BT25-032"], hand=["ST23-09"], deck=["ST1-02"]),
                    Side(battle=["ST1-02", Slot("ST1-04", suspended=True)], deck=["ST1-03"]),
                    memory=5, pilots=("random", "random"), seed=seed)
        pos.use_option(0, "ST23-09")
        # whichever Digimon was suspended, the 4000 DP Dracomon is the suspended one with the highest DP
        assert pos.battle(1) == [["ST1-02"]] and pos.deck(1) == ["ST1-04", "ST1-03"]
        assert pos.memory(0) == 0 and pos.trash(0) == ["ST23-09"] and pos.hand(0) == []
        assert pos.battle(0) == [["BT25-032"]]
        assert pos.violation() == 0


def test_bt25_057_used_gives_one_digimon_rush_security_attack_and_dp_and_lets_it_attack():
    pos = build(Side(battle=[Slot("BT25-046", entered=3)], hand=["BT25-057"], deck=["ST1-02"]),
                Side(deck=["ST1-03"]), memory=4, turn=3)
    assert not pos.can_attack(0, 1)   # played this turn
    pos.use_option(0, "BT25-057")
    assert pos.dp(0, 1) == 7000 and pos.has(0, 1, ec.A_RUSH) and pos.security_attack(0, 1) == 2
    assert pos.can_attack(0, 1)
    assert pos.st.g[L.G_EFFECT_ATTACK_ROW] > 0   # "it may attack": the attack comes once the effects resolved
    assert pos.memory(0) == 0 and pos.trash(0) == ["BT25-057"]
    assert pos.violation() == 0


def _reading(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record)


@needs_shared
def test_compiled_option_sides():
    reading = _reading("ST23-09")
    assert reading.unmodeled == []
    assert reading.lines[-2:] == [
        "ST23-09 main static : ignore_color_requirements trait=beatbreak filter=use_requirement",
        "ST23-09 main main : suspend target=opponent count=1 ; then to_deck_bottom target=opponent count=1 "
        "filter=suspended,highest_dp"]
    reading = _reading("BT25-057")
    assert reading.unmodeled == []
    assert reading.lines[-1] == (
        "BT25-057 main main : rush target=own count=1 duration=turn ; then security_attack +1 target=own count=1 "
        "filter=same_targets duration=turn ; then dp +5000 target=own count=1 filter=same_targets duration=turn ; "
        "then attack target=own count=1 filter=same_targets")
    reading = _reading("BT25-043")
    assert reading.lines[-1] == (
        "BT25-043 main main : dp -8000 target=opponent count=1 duration=turn ; then trash_own_security 1 filter=may ; "
        "then dp -5000 target=all_opponent duration=turn")
    assert ("main", "dual card option use") not in reading.unmodeled


# --- play_or_use_from_hand: a card of the hand played or used for N less ---------------------------------------

def _murasame_side(hand, deck=("ST1-03",)):
    # ST23-13 (a Tamer) with 1 face-down card under it to pay ST23-08's cost
    return Side(hand=["ST23-08", *hand], battle=[Slot(["ST1-02", "ST23-13"])], deck=list(deck))


def test_st23_08_on_play_pays_under_a_tamer_and_plays_a_glowing_dawn_digimon_for_3_less():
    pos = build(_murasame_side(["BT25-049"]), Side(deck=["ST1-03"], security=["ST1-02"]), memory=8)
    pos.play(0, "ST23-08")   # 7: memory 1, then BT25-049 for 4 - 3
    assert pos.trash(0) == ["ST1-02"] and pos.hand(0) == []
    assert [s[-1] for s in pos.battle(0)] == ["ST23-13", "ST23-08", "BT25-049"]
    assert pos.memory(0) == 0
    plays = [(e["card"], e["cost"]) for e in pos.events("play")]
    assert plays == [("ST23-08", 7), ("BT25-049", 1)]
    assert pos.violation() == 0


def test_st23_08_in_the_opponents_turn_offers_neither_the_cost_nor_the_play():
    pos = build(_murasame_side(["BT25-049"]), Side(deck=["ST1-03"], security=["ST1-02"]), memory=8)
    pos.set_turn(4, 1)
    E.play_from_hand(pos.st, pos.tb, np.int32(0), np.int32(pos.hand_index(0, "ST23-08")))
    assert pos.hand(0) == ["BT25-049"] and pos.trash(0) == []
    assert pos.battle(0)[0] == ["ST1-02", "ST23-13"]
    assert pos.violation() == 0


def test_st23_08_uses_a_glowing_dawn_option_for_3_less_once_the_effects_have_resolved():
    pos = build(_murasame_side(["P-236"], deck=["ST1-03", "ST1-02", "BT25-046"]),
                Side(deck=["ST1-03"], security=["ST1-02"]), memory=8)
    pos.play(0, "ST23-08")
    assert pos.hand(0) == ["P-236"] and pos.st.g[L.G_EFFECT_OPTION_ROW] > 0   # recorded, not yet used
    E.effects_resolved(pos.st, pos.tb, np.int32(0))
    assert pos.hand(0) == ["BT25-046"]   # P-236's [Main]: 1 of the top 3 to the hand, then it stays
    assert [s[-1] for s in pos.battle(0)] == ["ST23-13", "ST23-08", "P-236"]
    assert pos.memory(0) == 1   # 3 - 3: used for nothing
    assert pos.st.g[L.G_EFFECT_OPTION_ROW] == 0 and pos.st.g[L.G_PLAY_OR_USE_CARD] == 0
    assert pos.violation() == 0


def test_a_dual_card_may_be_played_or_used_by_play_or_use():
    seen = set()
    for seed in range(1, 25):
        pos = build(_murasame_side(["BT25-057"]), Side(deck=["ST1-03"], security=["ST1-02", "ST1-03"]), memory=8,
                    pilots=("random", "random"), seed=seed)
        pos.play(0, "ST23-08")
        E.effects_resolved(pos.st, pos.tb, np.int32(0))
        tops = [s[-1] for s in pos.battle(0)]
        if "BT25-057" in tops:
            seen.add("played")
            assert pos.memory(0) == 0 and [e["cost"] for e in pos.events("play")] == [7, 1]
        elif "BT25-057" in pos.trash(0):
            seen.add("used")
            assert pos.memory(0) == 0
            used = [e for e in pos.events("effect") if e["effect"] == ec.A_PLAY_OR_USE_FROM_HAND]
            assert [(e["target"], e["amount"]) for e in used] == [("BT25-057", 1)]
        else:
            assert pos.hand(0) == ["BT25-057"]
        assert pos.violation() == 0
    assert seen == {"played", "used"}


BETELGAMMAMON = "EX12-013"   # [Main] once per turn: play or use 1 card with [Gammamon] in its text or [VB] for 2 less
KAUSGAMMAMON = "BT9-023"     # cost 5, [Gammamon] in its text (its digivolution requirement), no [VB] trait
MUCHOMON = "BT1-013"         # cost 3, neither


@needs_shared
def test_play_or_use_reads_a_card_with_a_name_in_its_text_or_a_trait():
    reading = _reading(BETELGAMMAMON)
    assert reading.unmodeled == []
    assert "EX12-013 main activated once_per_turn optional : play_or_use_from_hand 2 any=text:gammamon|trait:vb" \
        in reading.lines


def test_betelgammamon_plays_a_card_with_gammamon_in_its_text_for_2_less_and_no_other():
    pos = build(Side(battle=[BETELGAMMAMON], hand=[MUCHOMON, KAUSGAMMAMON], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=3)
    pos.activate(0, 1)
    assert [s[-1] for s in pos.battle(0)] == [BETELGAMMAMON, KAUSGAMMAMON]
    assert [(e["card"], e["cost"]) for e in pos.events("play")] == [(KAUSGAMMAMON, 3)]
    assert pos.hand(0) == [MUCHOMON] and pos.memory(0) == 0
    assert not pos.activatable(0, 1)   # once per turn
    pos = build(Side(battle=[BETELGAMMAMON], hand=[MUCHOMON], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=3)
    pos.activate(0, 1)
    assert pos.hand(0) == [MUCHOMON] and pos.events("play") == [] and pos.memory(0) == 3
    assert pos.violation() == 0


# --- trash_most_security_top_cost: the top security card of the bigger stack, as a cost ----------------------------

def _habakiri(own_security, opp_security, pilots=("greedy", "greedy")):
    return build(Side(hand=["BT25-043"], battle=[Slot("BT25-041", suspended=True)], security=list(own_security),
                      deck=["ST1-02", "ST1-03", "ST1-04"]),
                 Side(deck=["ST1-03"], security=list(opp_security)), memory=5, pilots=pilots)


def test_bt25_043_trashes_the_opponents_top_security_card_when_they_have_the_most_and_unsuspends():
    pos = _habakiri(["ST1-02", "ST1-03"], ["ST1-02", "ST1-03", "ST1-04", "ST1-05"])
    pos.digivolve(0, "BT25-043", 1)
    assert len(pos.security(0)) == 3   # <Recovery +1>
    assert pos.security(1) == ["ST1-02", "ST1-03", "ST1-04"] and pos.trash(1) == ["ST1-05"]
    assert not pos.suspended(0, 1)
    assert pos.violation() == 0


def test_bt25_043_on_a_tie_the_pilot_picks_whose_and_declined_nothing_happens():
    pos = _habakiri(["ST1-02", "ST1-03"], ["ST1-02", "ST1-03", "ST1-04"])
    script(pos, 0, True, False)   # pay; of a tie, not the opponent's: its own (the card Recovery just placed)
    pos.digivolve(0, "BT25-043", 1)
    assert answered(pos)
    assert len(pos.security(0)) == 2 and len(pos.trash(0)) == 1 and len(pos.security(1)) == 3
    assert not pos.suspended(0, 1)
    pos = _habakiri(["ST1-02", "ST1-03"], ["ST1-02", "ST1-03", "ST1-04"])
    script(pos, 0, False)   # not paid: it stays suspended
    pos.digivolve(0, "BT25-043", 1)
    assert answered(pos)
    assert len(pos.security(0)) == 3 and len(pos.security(1)) == 3 and pos.suspended(0, 1)
    assert pos.violation() == 0


@needs_shared
def test_compiled_lines_of_the_most_security_cost():
    assert _reading("BT25-043").unmodeled == []
    assert _reading("BT25-043").lines[:2] == [
        "BT25-043 main when_digivolving once_per_turn : recovery 1 ; then trash_most_security_top_cost filter=may ; "
        "then unsuspend target=self",
        "BT25-043 main when_attacking once_per_turn : recovery 1 ; then trash_most_security_top_cost filter=may ; "
        "then unsuspend target=self"]
    reading = _reading("ST23-08")
    assert reading.unmodeled == []
    assert reading.lines[1] == (
        "ST23-08 main on_play : dp +3000 target=self duration=opponents_turn_end ; then if=turn_is_yours "
        "trash_under_tamer_cost 1 filter=may ; then if=turn_is_yours play_or_use_from_hand 3 trait=glowing_dawn")


# --- security_or_under_tamer_cost: the security card to the hand, or a card from under a Tamer -------------------

def _murasame_digivolving(pilots=("greedy", "greedy")):
    return build(Side(hand=["BT25-041", "BT25-049"], battle=[Slot(["ST1-02", "ST23-13"]), "BT25-035"],
                      security=["ST1-04", "ST1-05"], deck=["ST1-03", "ST1-03"]),
                 Side(deck=["ST1-03"], security=["ST1-02"]), memory=5, pilots=pilots)


def test_bt25_041_pays_from_under_a_tamer_and_plays_a_glowing_dawn_digimon_for_3_less():
    pos = _murasame_digivolving()
    pos.digivolve(0, "BT25-041", 2)
    assert pos.trash(0) == ["ST1-02"] and pos.security(0) == ["ST1-04", "ST1-05"]
    assert [s[-1] for s in pos.battle(0)] == ["ST23-13", "BT25-041", "BT25-049"]
    assert [e["cost"] for e in pos.events("play")] == [1]
    assert pos.violation() == 0


def test_bt25_041_may_pay_with_the_top_security_card_instead():
    pos = _murasame_digivolving()
    script(pos, 0, True, False)   # the effect; not the Tamer's card: the security card
    pos.digivolve(0, "BT25-041", 2)
    assert pos.security(0) == ["ST1-04"] and "ST1-05" in pos.hand(0) and pos.trash(0) == []
    paid = [e for e in pos.events("effect") if e["effect"] == ec.A_SECURITY_OR_UNDER_TAMER_COST]
    assert [(e["target"], e["amount"]) for e in paid] == [("ST1-05", 1)]
    assert pos.battle(0)[0] == ["ST1-02", "ST23-13"]
    assert [s[-1] for s in pos.battle(0)] == ["ST23-13", "BT25-041", "BT25-049"]
    assert pos.violation() == 0


@needs_shared
def test_compiled_lines_of_the_either_cost():
    reading = _reading("BT25-041")
    assert reading.unmodeled == []
    assert reading.lines[1] == ("BT25-041 main when_digivolving once_per_turn your_turn optional : "
                                "security_or_under_tamer_cost ; then play_or_use_from_hand 3 trait=glowing_dawn")


def test_an_activated_main_whose_condition_fails_is_not_offered():
    # EX12-013's [Main] row given the condition "you have 1 or more Tamers": offered only once a Tamer is there,
    # as the inherited [Main] effects are (the engine's list of actions asks the row's condition)
    def position(battle):
        pos = build(Side(battle=battle, hand=[MUCHOMON, KAUSGAMMAMON], deck=["ST1-03"]), Side(deck=["ST1-03"]),
                    memory=3)
        c = pos.card(BETELGAMMAMON)
        first = int(pos.tb.eff_first[c])
        rows = [r for r in range(first, first + int(pos.tb.eff_n[c]))
                if pos.tb.eff[r, ec.F_TRIGGER] == ec.T_ACTIVATED and pos.tb.eff[r, ec.F_CHAIN] == 0]
        assert len(rows) == 1
        pos.tb.eff[rows[0], ec.F_COND] = ec.C_OWN_TAMERS_GE
        pos.tb.eff[rows[0], ec.F_COND_ARG] = 1
        return pos

    assert not position([BETELGAMMAMON]).activatable(0, 1)
    pos = position([BETELGAMMAMON, "ST1-12"])
    assert pos.activatable(0, 1)
    pos.activate(0, 1)
    assert [(e["card"], e["cost"]) for e in pos.events("play")] == [(KAUSGAMMAMON, 3)]
    assert pos.violation() == 0

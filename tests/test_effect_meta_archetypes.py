"""Words of the suspend-count plants and the tamers of the meta archetypes.

- `if=suspended_digimon>=N` (a condition: N or more Digimon of both battle areas together are suspended), read from
  "if there are N or more suspended Digimon": BT25-055 Deramon (1 of your Digimon may unsuspend after its optional
  suspension), BT25-050 (1 of the opponent's Digimon can't unsuspend), and a card's own play cost reduction read
  from the hand (BT25-059 Ceresmon, BT26-046);
- "suspend up to N Digimon" (of either player): Ceresmon's optional suspension, `suspend target=any count=N up_to`;
- an immunity to the opponent's (Digimon) effects granted to all of your Digimon that pass filters (`cant
  be_affected_by_opponents_digimon_effects target=all_own filter=suspended trait=...`), the filters tested again at
  every read (RULES.md section 11), read from "none of your suspended [X] or [Y] trait Digimon are affected by ...":
  Ceresmon's [On Play] / [When Digivolving];
- `for_each=suspended_digimon` on a timed DP change of counted targets, counted as it resolves: Ceresmon's -3000 DP
  for each suspended Digimon of both players when any Digimon suspends;
- `suspend_own_play_cost_down N` (a persistent reduction of a card played from the hand, bought by suspending 1 of
  your unsuspended Digimon of the row's base_ filter, this one too, once per turn with once_per_turn): BT14-046
  Togemon's green Tamers, 3 less by suspending 1 of your green Digimon;
- `if=one_or_fewer_own_digimon` (you have 1 or fewer Digimon; a flag, so also a second condition beside a `card.`
  option): BT11-094 Mirei Mikagura, whose Digimon digivolving into one of two names lets her play the other name
  from the hand (one timing for each name digivolved into);
- place_from_trash_under_cost as a chained cost ("Then, by placing N cards ... from your trash as this Digimon's
  bottom digivolution cards, X"): declined or unpaid (fewer such cards there), X does not happen: P-240
  Arcturusmon's [On Play] / [When Digivolving].
"""
import numpy as np
import pytest

import effect_positions
from effect_positions import Side, full, lines_of, script
from positions import Slot, ok
from decks.effects import describe
from decks.tools import compile_effects as ce
from simcore import layout as L
from simcore import query as Q
from simcore import effect_codes as ec
from simcore.query import has_named_keyword
from simcore import targets

DERAMON = "BT25-055"      # green Lv.5, from green Lv.4 for 3
TS_LV3 = "BT25-050"       # green Lv.4 [TS], from Lv.3 with the [TS] trait
CERESMON = "BT25-059"     # green/yellow Lv.6, play cost 12
VEGIEMON = "BT1-071"      # green Lv.4, no text
MONODRAMON = "BT1-009"    # red Lv.3 3000 DP, no text
GROUNDRAMON = "BT1-020"   # red Lv.5 6000 DP, no text
METALTYRANNO = "BT1-024"  # red Lv.5 10000 DP, no text
MUSHROOMON = "BT1-065"    # green Lv.3 4000 DP [Vegetation], no text
TOGEMON = "BT14-046"      # green Lv.4
MIMI = "BT1-089"          # green Tamer, play cost 4
AKIHO = "BT11-089"        # red Tamer
MIREI = "BT11-094"        # purple/yellow Tamer
ANGEWOMON = "BT11-042"    # yellow Lv.5, from yellow or purple Lv.4 for 3 (its own text not encoded)
LADYDEVIMON = "BT11-083"  # purple Lv.5, from purple or yellow Lv.4 for 3 (its own text not encoded)
WIZARDMON = "ST10-10"     # purple/yellow Lv.4, no text
ARCTURUSMON = "P-240"      # purple/black Lv.6, from purple Lv.5 for 5
MYOTISMON = "BT2-075"     # purple Lv.5 7000 DP, no text
GAMMAMON = "EX12-007"     # red/yellow Lv.3 [VB]
AGUMON_VB = "EX12-005"    # red Lv.3 [VB]
I32 = np.int32


def test_encoded_lines_of_the_suspended_count():
    assert full(DERAMON) and full(TS_LV3)
    for timing in ("on_play", "when_digivolving"):
        assert f"BT25-055 main {timing} : suspend target=any count=1 filter=may ; then if=suspended_digimon>=2 " \
            "unsuspend target=own count=1 up_to" in lines_of(DERAMON)
    assert "BT25-059 main static if=suspended_digimon>=2 : play_cost_down 5 target=self" in lines_of(CERESMON)
    assert "if 2 or more Digimon of both players together are suspended" in describe(
        "W-1 main on_play if=suspended_digimon>=2 : draw 1")


def test_compiler_reads_the_count_of_suspended_digimon_of_both_players():
    seg = ce.Segment("main", ("on play",), "if there are 3 or more suspended digimon, gain 1 memory.")
    assert ce.read_segment("X-1", "digimon", seg, 4)[0] == ["X-1 main on_play if=suspended_digimon>=3 : memory +1"]


def _deramon(own, opponent, answers):
    pos = effect_positions.build(Side(battle=[VEGIEMON, *own], hand=[DERAMON], deck=[MONODRAMON] * 3),
                                 Side(battle=opponent, deck=[MONODRAMON]), memory=5)
    script(pos, 0, *answers)
    pos.digivolve(0, DERAMON, 1)
    ok(pos)
    return pos


def test_deramon_unsuspends_one_of_yours_when_two_digimon_of_both_sides_are_suspended():
    # one of yours and one of the opponent's suspended already; the suspension declined: 2 suspended
    pos = _deramon([Slot(GROUNDRAMON, suspended=True)], [Slot(MONODRAMON, suspended=True)], [False])
    assert not pos.suspended(0, 2)
    assert pos.suspended(1, 1)


def test_deramon_counts_the_digimon_it_suspended_itself():
    # one of yours suspended; Deramon suspends the opponent's Digimon: 2 suspended, yours unsuspends
    pos = _deramon([Slot(GROUNDRAMON, suspended=True)], [MONODRAMON], [True])
    assert pos.suspended(1, 1)
    assert not pos.suspended(0, 2)


def test_deramon_with_one_suspended_digimon_unsuspends_none():
    pos = _deramon([Slot(GROUNDRAMON, suspended=True)], [MONODRAMON], [False])
    assert pos.suspended(0, 2)
    assert not pos.suspended(1, 1)


@pytest.mark.parametrize("suspended,cost", [(0, 12), (1, 12), (2, 7)])
def test_ceresmon_play_cost_falls_by_5_with_two_suspended_digimon_of_either_side(suspended, cost):
    own = [Slot(GROUNDRAMON, suspended=suspended >= 1)]
    opp = [Slot(MONODRAMON, suspended=suspended >= 2)]
    pos = effect_positions.build(Side(battle=own, hand=[CERESMON], deck=[MONODRAMON]),
                                 Side(battle=opp, deck=[MONODRAMON]), memory=5)
    assert int(Q.play_cost(pos.st, pos.tb, I32(0), I32(pos.card(CERESMON)))) == cost


def test_ceresmon_encoded_lines():
    assert full(CERESMON)
    for timing in ("on_play", "when_digivolving"):
        assert f"BT25-059 main {timing} : suspend target=any count=2 up_to filter=may ; then cant " \
            "be_affected_by_opponents_digimon_effects target=all_own filter=suspended trait=vegetation|ts " \
            "duration=opponents_next_turn" in lines_of(CERESMON)
    assert "BT25-059 main any_digimon_suspended once_per_turn : dp -3000 target=opponent count=1 " \
        "duration=opponents_turn_end for_each=suspended_digimon" in lines_of(CERESMON)


def test_compiler_reads_an_immunity_of_all_of_your_suspended_digimon_of_a_trait():
    seg = ce.Segment("main", ("on play",), "none of your suspended [plant] trait digimon are affected by your "
                     "opponent's effects for the turn.")
    assert ce.read_segment("X-1", "digimon", seg, 4)[0] == [
        "X-1 main on_play : cant be_affected_by_opponents_effects target=all_own filter=suspended trait=plant "
        "duration=turn"]


def immunity(pos, p, s):
    return int(Q.immunity_now(pos.st, pos.tb, I32(p), I32(pos.st.uid[p, s])))


def test_ceresmon_makes_your_suspended_vegetation_digimon_immune_while_they_stay_suspended():
    # slots: 1 Mushroomon (suspended, [Vegetation]), 2 Vegiemon (suspended, no such trait), 3 Mushroomon
    pos = effect_positions.build(Side(battle=[Slot(MUSHROOMON, suspended=True), Slot(VEGIEMON, suspended=True),
                                              MUSHROOMON], hand=[CERESMON], deck=[MONODRAMON]),
                                 Side(battle=[MONODRAMON], deck=[MONODRAMON]), memory=10)
    script(pos, 0, False)   # no Digimon suspended by it
    pos.play(0, CERESMON)   # 2 suspended: 12 - 5
    assert pos.memory(0) == 3
    assert pos.battle(0)[3] == [CERESMON]
    assert [immunity(pos, 0, s) for s in (1, 2, 3, 4)] == [1, 0, 0, 0]
    pos.st.susp[0, 1] = 0   # no longer suspended: no longer immune
    pos.st.susp[0, 3] = 1   # suspended now: immune
    assert [immunity(pos, 0, s) for s in (1, 3)] == [0, 1]
    pos.next_turn()   # the opponent's turn: still
    assert immunity(pos, 0, 3) == 1
    pos.next_turn()   # over
    assert immunity(pos, 0, 3) == 0
    ok(pos)


def test_ceresmon_gives_minus_3000_for_each_suspended_digimon_when_a_digimon_suspends_once_per_turn():
    # Vegiemon attacks (it suspends): it and the opponent's suspended MetalTyrannomon are 2 suspended Digimon
    pos = effect_positions.build(Side(battle=[CERESMON, VEGIEMON, MUSHROOMON], deck=[MONODRAMON]),
                                 Side(battle=[Slot(METALTYRANNO, suspended=True)], security=[MONODRAMON],
                                      deck=[MONODRAMON]), memory=3)
    pos.attack(0, 2)
    assert pos.dp(1, 1) == 10000 - 2 * 3000
    pos.attack(0, 3)   # once per turn: no second change
    assert pos.dp(1, 1) == 4000
    pos.next_turn()   # until the opponent's turn ends
    assert pos.dp(1, 1) == 4000
    pos.next_turn()
    assert pos.dp(1, 1) == 10000
    ok(pos)


def play_costs(pos, number):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_PLAY and a[1] == i]


def test_togemon_encoded_line():
    assert full(TOGEMON)
    assert lines_of(TOGEMON)[0] == ("BT14-046 main static your_turn once_per_turn : suspend_own_play_cost_down 3 "
                                    "color=green kind=tamer base_color=green")


def test_togemon_makes_a_green_tamer_3_cheaper_by_suspending_a_green_digimon_once_per_turn():
    pos = effect_positions.build(Side(battle=[TOGEMON, VEGIEMON, MONODRAMON], hand=[MIMI, MIMI, AKIHO],
                                      deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=5)
    assert play_costs(pos, MIMI) == [1]
    assert play_costs(pos, AKIHO) == [3]     # a red Tamer: its own cost, no reduction
    pos.play(0, MIMI)
    assert pos.memory(0) == 4
    assert sorted(pos.suspended(0, s) for s in (1, 2)) == [False, True]   # one of the green Digimon
    assert not pos.suspended(0, 3)           # never the red one
    assert play_costs(pos, MIMI) == [4]      # once per turn
    ok(pos)


def test_togemon_reduction_needs_an_unsuspended_green_digimon():
    pos = effect_positions.build(Side(battle=[Slot(TOGEMON, suspended=True), MONODRAMON], hand=[MIMI],
                                      deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=5)
    assert play_costs(pos, MIMI) == [4]
    pos.play(0, MIMI)
    assert pos.memory(0) == 1 and not pos.suspended(0, 2)
    ok(pos)


def test_togemon_reduction_on_your_turn_only():
    pos = effect_positions.build(Side(battle=[TOGEMON], hand=[MIMI], deck=[MONODRAMON]),
                                 Side(deck=[MONODRAMON]), current=1)
    assert int(targets.paid_play_reduction(pos.st, pos.tb, I32(0), I32(pos.card(MIMI)))) == 0


def test_mirei_encoded_lines():
    assert full(MIREI)
    assert "BT11-094 main own_digimon_digivolved your_turn card.name=angewomon if=one_or_fewer_own_digimon optional " \
        ": suspend_self_cost ; then play_from_hand kind=digimon name=ladydevimon" in lines_of(MIREI)
    assert "BT11-094 main own_digimon_digivolved your_turn card.name=ladydevimon if=one_or_fewer_own_digimon " \
        "optional : suspend_self_cost ; then play_from_hand kind=digimon name=angewomon" in lines_of(MIREI)
    assert "if you have 1 or fewer Digimon" in describe(lines_of(MIREI)[1])


@pytest.mark.parametrize("into,other", [(ANGEWOMON, LADYDEVIMON), (LADYDEVIMON, ANGEWOMON)])
def test_mirei_plays_the_other_name_when_your_only_digimon_digivolves_into_one(into, other):
    pos = effect_positions.build(Side(battle=[WIZARDMON, MIREI], hand=[into, other], deck=[MONODRAMON] * 3),
                                 Side(deck=[MONODRAMON]), memory=5)
    pos.digivolve(0, into, 1)
    assert pos.battle(0)[0][-1] == into
    assert [other] in pos.battle(0)          # played for free
    assert pos.memory(0) == 2                # the digivolution's cost only
    assert pos.suspended(0, 2)               # Mirei paid
    ok(pos)


def test_mirei_does_nothing_with_two_digimon():
    pos = effect_positions.build(Side(battle=[WIZARDMON, MONODRAMON, MIREI], hand=[ANGEWOMON, LADYDEVIMON],
                                      deck=[MONODRAMON] * 3), Side(deck=[MONODRAMON]), memory=5)
    pos.digivolve(0, ANGEWOMON, 1)
    assert LADYDEVIMON in pos.hand(0)
    assert not pos.suspended(0, 3)
    ok(pos)


def test_arcturusmon_encoded_lines():
    assert full(ARCTURUSMON)
    for timing in ("on_play", "when_digivolving"):
        assert f"P-240 main {timing} : de_digivolve 3 target=opponent count=1 ; then place_from_trash_under_cost 2 " \
            "any=text:gammamon|trait:vb target=self filter=may ; then keyword attacks_at_main_phase_start " \
            "target=opponent count=1 duration=opponents_next_turn" in lines_of(ARCTURUSMON)


def _arcturusmon(trash):
    pos = effect_positions.build(Side(battle=[MYOTISMON], hand=[ARCTURUSMON], trash=trash, deck=[MONODRAMON] * 3),
                                 Side(battle=[Slot([MONODRAMON, VEGIEMON, GROUNDRAMON, METALTYRANNO])],
                                      deck=[MONODRAMON]), memory=5)
    script(pos, 0, True)   # the placing paid if it can be
    pos.digivolve(0, ARCTURUSMON, 1)
    ok(pos)
    return pos


def test_arcturusmon_places_two_cards_from_the_trash_to_make_the_opponents_digimon_attack():
    pos = _arcturusmon([GAMMAMON, AGUMON_VB, MONODRAMON])
    assert pos.stack(1, 1) == [MONODRAMON]                       # <De-Digivolve 3>
    assert sorted(pos.stack(0, 1)[:2]) == sorted([GAMMAMON, AGUMON_VB])   # at the bottom
    assert pos.stack(0, 1)[2:] == [MYOTISMON, ARCTURUSMON]
    assert pos.trash(0) == [MONODRAMON]
    assert has_named_keyword(pos.st, pos.tb, I32(1), I32(1), I32(ec.KW_ATTACKS_AT_MAIN_PHASE_START))


def test_arcturusmon_with_one_such_card_in_the_trash_pays_nothing_and_gives_nothing():
    pos = _arcturusmon([GAMMAMON, MONODRAMON])
    assert pos.stack(1, 1) == [MONODRAMON]                       # the first sentence happens anyway
    assert pos.stack(0, 1) == [MYOTISMON, ARCTURUSMON]
    assert sorted(pos.trash(0)) == sorted([GAMMAMON, MONODRAMON])
    assert not has_named_keyword(pos.st, pos.tb, I32(1), I32(1), I32(ec.KW_ATTACKS_AT_MAIN_PHASE_START))

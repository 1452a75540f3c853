"""Scenario tests of rule timings on made-up cards: "up to N" targets (RULES.md §11), the turn ending before
the first main-phase action (§4), one [Counter] effect per counter timing and the timings that run after the
attacker has left (§6), the rule check before pending triggers and its simultaneous deletions (§7), a
once-per-turn use spent only when the effect activates (§8), <Retaliation> as a trigger (§9), and the
pilot's choices of Digi-Burst and of playing from digivolution cards."""
import numpy as np
from scipy import stats

from decks.effects import parse_effects
from positions import Side, Slot, build_position, digimon, egg, option, tamer, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.invariants import V_OVERFLOW, check_state

I32 = np.int32
CARDS = [
    egg("V-01"),
    digimon("V-02", 3, 3000, 3),
    option("V-30", 0),            # suspend up to 2 of the opponent's Digimon
    tamer("V-31", 2),             # start of your main phase: lose 3 memory
    tamer("V-32", 2),             # start of your turn: lose 3 memory
    digimon("V-33", 3, 3000, 3),  # counter: gain 1 memory
    digimon("V-34", 4, 5000, 4),  # when attacking: delete this Digimon
    digimon("V-35", 3, 3000, 3),  # end of your turn, once per turn: by suspending this Digimon, gain 3 memory
    digimon("V-36", 3, 1000, 3),  # all of your Digimon get +1000 DP
    digimon("V-37", 3, 3000, 0),  # on play: gain 1 memory
    digimon("V-38", 3, 2000, 3),  # <Retaliation>
    digimon("V-39", 4, 5000, 4),  # when it deletes a Digimon in battle: gain 1 memory
    digimon("V-40", 3, 2000, 3),
    option("V-41", 0),            # play a Lv.3 or lower Digimon from under one of yours
    digimon("V-42", 5, 7000, 6),  # activated: Digi-Burst 1, then gain 1 memory
    digimon("V-03", 4, 5000, 4),
    digimon("V-04", 5, 7000, 6),
    option("V-43", 0),            # 1 of the opponent's Digimon gets -1000 DP for the turn
]
EFFECTS = parse_effects("""
V-30 main main : suspend target=opponent count=2 up_to
V-31 main start_of_your_main_phase : memory -3
V-32 main start_of_your_turn : memory -3
V-33 main counter : memory +1
V-34 main when_attacking : delete target=self
V-35 main end_of_your_turn once_per_turn : suspend_self_cost ; then memory +3
V-36 main static : dp +1000 target=all_own
V-37 main on_play : memory +1
V-38 main static : retaliation target=self
V-39 main deletes_in_battle : memory +1
V-41 main main : play_from_digivolution_cards target=own count=1 kind=digimon level<=3
V-42 main activated : digi_burst 1 ; then memory +1
V-43 main main : dp -1000 target=opponent count=1 duration=turn
""")
DECK = ["V-02"] * 3


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def kinds(pos):
    return [e["kind"] for e in pos.events()]


# --- "up to N" (RULES.md §11): any number from 0 to N ---------------------------------------------------------

def test_up_to_greedy_skips_a_target_the_effect_would_not_change():
    pos = build(Side(hand=["V-30"], deck=DECK, battle=[Slot(["V-02"])]),
                Side(deck=DECK, battle=[Slot(["V-02"], suspended=True), Slot(["V-33"])]))
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    suspends = [e for e in pos.events("effect") if e["card"] == "V-30"]
    assert [(e["target"], e["target_player"]) for e in suspends] == [("V-33", 1)]
    assert pos.suspended(1, 1) and pos.suspended(1, 2)
    ok(pos)


def test_up_to_greedy_takes_nothing_when_nothing_changes():
    pos = build(Side(hand=["V-30"], deck=DECK, battle=[Slot(["V-02"])]),
                Side(deck=DECK, battle=[Slot(["V-02"], suspended=True)]))
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert [e for e in pos.events("effect") if e["card"] == "V-30"] == []
    assert pos.trash(0) == ["V-30"]
    ok(pos)


def test_up_to_random_pilot_takes_0_1_or_2_targets_uniformly():
    """The count is the pilot's: a random pilot picks it uniformly from 0..2 (chi-square against 1/3 each)."""
    counts = [0, 0, 0]
    for seed in range(240):
        pos = build(Side(hand=["V-30"], deck=DECK, battle=[Slot(["V-02"])]),
                    Side(deck=DECK, battle=[Slot(["V-33"]), Slot(["V-33"]), Slot(["V-33"])]),
                    pilots=("random", "random"), seed=seed)
        E.use_option(pos.st, pos.tb, I32(0), I32(0))
        counts[sum(pos.suspended(1, s) for s in (1, 2, 3))] += 1
    assert stats.chisquare(counts).pvalue > 1e-4, counts


# --- RULES.md §4: memory on the opponent's side ends the turn, also before the first action --------------------

def test_start_of_main_phase_paying_memory_over_ends_the_turn_before_any_action():
    pos = build(Side(hand=["V-02"], deck=DECK, battle=[Slot(["V-31"])]), Side(deck=DECK), memory=1)
    E.main_phase(pos.st, pos.tb, I32(0))
    assert kinds(pos) == ["memory", "turn_end"]
    assert pos.memory(0) == -2                 # not a pass (-3): the opponent starts with 2
    assert pos.hand(0) == ["V-02"]
    ok(pos)


def test_start_of_turn_paying_memory_over_ends_the_turn_after_draw_and_breeding():
    pos = build(Side(hand=["V-02"], deck=DECK, battle=[Slot(["V-32"])]), Side(deck=DECK), memory=2, turn=3)
    E.play_turn(pos.st, pos.tb)
    assert kinds(pos) == ["turn_start", "memory", "draw", "turn_end"]
    assert pos.memory(0) == -1
    assert pos.hand(0) == ["V-02", "V-02"]
    ok(pos)


# --- RULES.md §6: counter timing -------------------------------------------------------------------------------

def test_only_one_counter_effect_per_counter_timing():
    pos = build(Side(deck=DECK, battle=[Slot(["V-02"])]),
                Side(deck=DECK, security=["V-02"], battle=[Slot(["V-33"]), Slot(["V-33"])]), memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    counters = [e for e in pos.events("memory") if e["card"] == "V-33"]
    assert [(e["player"], e["change"]) for e in counters] == [(1, 1)]
    assert pos.memory(0) == 2
    ok(pos)


def test_a_new_attack_has_a_new_counter_timing():
    pos = build(Side(deck=DECK, battle=[Slot(["V-02"]), Slot(["V-02"])]),
                Side(deck=DECK, security=["V-31", "V-31"], battle=[Slot(["V-33"])]), memory=5)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    E.attack(pos.st, pos.tb, I32(0), I32(2), I32(-1))
    assert len([e for e in pos.events("memory") if e["card"] == "V-33"]) == 2
    assert pos.memory(0) == 3
    ok(pos)


def test_counter_timing_runs_after_the_attacker_left_but_no_security_check():
    """§6: all five timings run even if the attacker leaves; [GAP] §6.4: without it, no checks."""
    pos = build(Side(deck=DECK, battle=[Slot(["V-34"])]),
                Side(deck=DECK, security=["V-02", "V-02"], battle=[Slot(["V-33"])]), memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    assert pos.battle(0) == []
    assert [(e["card"], e["cause"]) for e in pos.events("delete")] == [("V-34", "effect")]
    assert [(e["card"], e["player"]) for e in pos.events("memory")] == [("V-33", 1)]
    assert pos.events("security_check") == [] and pos.events("battle") == []
    assert len(pos.security(1)) == 2 and not pos.over()
    ok(pos)


# --- RULES.md §7: the rule check -------------------------------------------------------------------------------

def _cut(pos, p, s, amount):
    """A DP cut for this turn on p's Digimon in slot s, put straight into the modifiers (no rule check)."""
    i = pos.st.g[L.G_MODN]
    row = pos.st.mod[i]
    row[L.MOD_PLAYER], row[L.MOD_UID], row[L.MOD_ACTION] = p, pos.st.uid[p, s], ec.A_DP
    row[L.MOD_AMOUNT], row[L.MOD_UNTIL], row[L.MOD_SCOPE] = amount, pos.st.g[L.G_TURN], L.SCOPE_DIGIMON
    pos.st.g[L.G_MODN] = i + 1


def test_rule_check_runs_before_pending_triggers():
    pos = build(Side(hand=["V-37"], deck=DECK, battle=[Slot(["V-02"])]), Side(deck=DECK), memory=3)
    _cut(pos, 0, 1, -3000)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert kinds(pos) == ["play", "delete", "memory"]
    assert pos.events("delete")[0]["cause"] == "rule"
    assert pos.memory(0) == 4
    ok(pos)


def test_rule_check_finds_its_victims_first_and_checks_again_after_removing_them():
    """V-36 (slot 2) gives V-02 (slot 1) +1000: the first check finds only V-36 at 0 DP; without its +1000
    V-02 is at 0 DP too, and the next check (nothing is processing) deletes it."""
    pos = build(Side(deck=DECK, battle=[Slot(["V-02"]), Slot(["V-36"])]), Side(deck=DECK))
    _cut(pos, 0, 1, -3000)
    _cut(pos, 0, 2, -2000)
    assert [int(Q.slot_dp(pos.st, pos.tb, I32(0), I32(s))) for s in (1, 2)] == [1000, 0]
    E.settle(pos.st, pos.tb)
    assert [(e["card"], e["cause"]) for e in pos.events("delete")] == [("V-36", "rule"), ("V-02", "rule")]
    assert pos.battle(0) == []
    ok(pos)


# --- RULES.md §8: once per turn --------------------------------------------------------------------------------

def test_once_per_turn_is_not_spent_when_the_cost_cannot_be_paid():
    pos = build(Side(deck=DECK, battle=[Slot(["V-35"], suspended=True)]), Side(deck=DECK), memory=0)
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert pos.events("memory") == []          # already suspended: the cost can't be paid, nothing activates
    pos.st.susp[0, 1] = 0
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert [e["change"] for e in pos.events("memory")] == [3]
    assert pos.suspended(0, 1)
    E.end_of_turn(pos.st, pos.tb, I32(0))      # now it is spent
    assert len(pos.events("memory")) == 1
    ok(pos)


# --- RULES.md §9: <Retaliation> is a trigger after the battle ---------------------------------------------------

def test_retaliation_deletes_the_winner_after_the_battle_by_a_trigger():
    """The winner is not deleted in battle: its "deletes in battle" trigger still comes (turn player first),
    then the loser's <Retaliation> deletes it."""
    pos = build(Side(deck=DECK, battle=[Slot(["V-39"])]),
                Side(deck=DECK, battle=[Slot(["V-38"], suspended=True)]), memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(1))
    assert [(e["card"], e["cause"]) for e in pos.events("delete")] == [("V-38", "battle"), ("V-39", "effect")]
    assert [e["kind"] for e in pos.events("battle", "delete", "memory")] == ["battle", "delete", "memory", "delete"]
    assert pos.memory(0) == 4
    assert pos.battle(0) == [] and pos.battle(1) == []
    ok(pos)


def test_no_retaliation_when_both_are_deleted():
    pos = build(Side(deck=DECK, battle=[Slot(["V-40"])]),
                Side(deck=DECK, battle=[Slot(["V-38"], suspended=True)]), memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(1))
    assert sorted((e["card"], e["cause"]) for e in pos.events("delete")) == [("V-38", "battle"), ("V-40", "battle")]
    assert [e for e in pos.events("effect") if e["card"] == "V-38"] == []
    ok(pos)


# --- Digi-Burst and playing from digivolution cards: the pilot's choice, the effect's filters -------------------

def test_play_from_digivolution_cards_honours_the_level_filter():
    pos = build(Side(hand=["V-41"], deck=DECK, battle=[Slot(["V-01", "V-02", "V-03", "V-04"])]), Side(deck=DECK),
                memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["V-01", "V-03", "V-04"], ["V-02"]]   # V-03 is the higher level but Lv.4
    ok(pos)


def test_play_from_digivolution_cards_without_a_match_plays_nothing():
    pos = build(Side(hand=["V-41"], deck=DECK, battle=[Slot(["V-01", "V-03", "V-04"])]), Side(deck=DECK), memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["V-01", "V-03", "V-04"]]
    ok(pos)


def test_digi_burst_trashes_the_cards_the_pilot_picks():
    """A random pilot picks either digivolution card (chi-square against 1/2 each); greedy the one nearest
    the top."""
    counts = {"V-02": 0, "V-03": 0}
    for seed in range(120):
        pos = build(Side(deck=DECK, battle=[Slot(["V-02", "V-03", "V-42"])]), Side(deck=DECK),
                    pilots=("random", "random"), seed=seed)
        E.activate_main(pos.st, pos.tb, I32(0), I32(1), I32(_burst_row(pos)))
        assert len(pos.trash(0)) == 1
        counts[pos.trash(0)[0]] += 1
    assert stats.chisquare(list(counts.values())).pvalue > 1e-4, counts
    pos = build(Side(deck=DECK, battle=[Slot(["V-02", "V-03", "V-42"])]), Side(deck=DECK))
    E.activate_main(pos.st, pos.tb, I32(0), I32(1), I32(_burst_row(pos)))
    assert pos.trash(0) == ["V-03"] and pos.battle(0) == [["V-02", "V-42"]]
    ok(pos)


def _burst_row(pos):
    n = E.list_actions(pos.st, pos.tb, I32(0))
    rows = [int(pos.st.acts[k, 2]) for k in range(n) if pos.st.acts[k, 0] == L.A_ACTIVATE]
    assert len(rows) == 1
    return rows[0]


# --- fixed-size buffers: an entry that does not fit is counted, never dropped silently ------------------------

def test_a_full_modifier_buffer_is_counted_and_caught_by_checking_mode():
    pos = build(Side(hand=["V-43"], deck=DECK, battle=[Slot(["V-02"])]),
                Side(deck=DECK, battle=[Slot(["V-02"])]), check=False)
    assert check_state(pos.st, pos.tb) == 0
    pos.st.g[L.G_MODN] = L.MAXMOD          # every modifier slot taken (by do-nothing entries)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert pos.st.g[L.G_OVERFLOW] == 1
    assert check_state(pos.st, pos.tb) == V_OVERFLOW


def test_a_full_pending_queue_is_counted():
    pos = build(Side(hand=["V-37"], deck=DECK), Side(deck=DECK), memory=3, check=False)
    pos.st.g[L.G_PENDN] = L.MAXPEND
    pos.st.pend[:, L.P_UID] = 10_000           # entries whose card left the area: they fizzle
    pos.st.pend[:, L.P_FROM_TRASH] = 0
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.st.g[L.G_OVERFLOW] == 1
    assert pos.memory(0) == 3                  # the On Play that did not fit never resolved

"""Scenario tests of the rules (RULES.md §2–§7, §14) on hand-built positions with made-up vanilla cards.

Each test builds a position (tests/positions.py), calls the engine's own functions and asserts the exact
resulting state. The positions run in checking mode and every test ends by asserting that the engine's
invariants (card conservation, zone bounds, memory) still hold.
"""
import numpy as np
import pytest

from positions import Side, Slot, build_position, digimon, egg, option, tamer
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.deal import deal_hand, deal_security, redraw_hand
from simcore.rng import new_state as new_rng

# RULES.md §14 cases (or parts of cases) not covered here, and why. These scenario tests use vanilla cards so
# that card effects never interfere; the effect-dependent cases belong with the tests of the effect interpreter.
EFFECTS = "needs card effects: covered with real cards in tests/test_effects.py (these tests use vanilla cards)"
NOT_YET_APPLICABLE = {
    2: "partly: 'Security A. -1 gives 0 checks, so no win at 0 security' " + EFFECTS,
    3: "Security A. +1 " + EFFECTS,
    4: "Security A. +1 " + EFFECTS,
    6: "partly: cost reductions are not in the effect vocabulary yet (no ST1-ST6 card reduces a cost)",
    8: "an end-of-turn memory gain: covered in tests/test_effect_vocabulary.py with a made-up card",
    9: "a defender's [Security] memory +2 " + EFFECTS,
    12: "partly: 'no On Play when moving out' is covered in tests/test_effect_vocabulary.py; the move itself here",
    13: "partly: DNA digivolution is not implemented in the engine",
    14: "partly: [When Digivolving] after the bonus draw " + EFFECTS + "; the draw itself is tested",
    17: "simultaneous On Deletion and derived triggers " + EFFECTS,
    18: "fizzling and On Deletion from the trash " + EFFECTS,
    19: "partly: <Blocker> " + EFFECTS + "; that vanilla Digimon never block is tested",
    20: "ending an attack by an effect: no card of ST1-ST6 ends an attack, so the engine has no such action yet",
    21: "DigiXros is not implemented in the engine",
    22: "Burst digivolution is not implemented in the engine",
    23: "Overflow (ACE) is not implemented in the engine",
    24: "tokens are not implemented in the engine",
    25: "De-Digivolve " + EFFECTS,
    26: "Link is not implemented in the engine",
}
COVERED = {1, 2, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 19, 27}

RED, BLUE, YELLOW = ("red",), ("blue",), ("yellow",)
CARDS = [
    egg("T-01", RED),
    egg("T-02", YELLOW),
    digimon("T-03", 3, 3000, 3, RED, [("red", 2, 0)]),
    digimon("T-04", 3, 2000, 2, RED, [("red", 2, 0)]),
    digimon("T-05", 4, 5000, 5, RED, [("red", 3, 2)]),
    digimon("T-06", 3, 3000, 3, BLUE, [("blue", 2, 0)]),
    digimon("T-07", 4, 4000, 4, BLUE, [("blue", 3, 2)]),
    digimon("T-08", 5, 7000, 7, RED, [("red", 4, 3)]),
    digimon("T-09", 6, 12000, 13, RED, [("red", 5, 4)]),
    tamer("T-10", 2, RED),
    tamer("T-11", 1, BLUE),
    option("T-12", 1, RED),
    option("T-13", 2, ("red", "blue")),
    option("T-14", 0, YELLOW),
    digimon("T-15", 3, 1000, 2, ("red", "blue")),
    digimon("T-16", 3, None, 1, RED),                       # no printed DP
    digimon("T-17", 3, 0, 0, RED),                          # printed DP 0
    digimon("T-18", 4, 4000, 4, RED, [("red", 3, 3), ("blue", 3, 1)]),
]


class R:
    """The engine's rule functions called with the integer types the engine itself passes them (players,
    slots and hand indices read from st.g / st.acts are int32), so numba reuses the compiled code of the
    game loop instead of compiling every function again for Python ints."""
    i32 = np.int32

    @staticmethod
    def attack(pos, p, s, t):
        E.attack(pos.st, pos.tb, R.i32(p), R.i32(s), R.i32(t))

    @staticmethod
    def battle(pos, p, s, q, t):
        return E.battle(pos.st, pos.tb, R.i32(p), s, q, t)

    @staticmethod
    def security_check(pos, p, s, q, number, due):
        return E.security_check(pos.st, pos.tb, R.i32(p), s, q, number, due)

    @staticmethod
    def breeding_phase(pos, p):
        E.breeding_phase(pos.st, pos.tb, R.i32(p))

    @staticmethod
    def list_actions(pos, p):
        return E.list_actions(pos.st, pos.tb, R.i32(p))

    @staticmethod
    def main_phase(pos, p):
        E.main_phase(pos.st, pos.tb, R.i32(p))

    @staticmethod
    def play_from_hand(pos, p, i):
        E.play_from_hand(pos.st, pos.tb, R.i32(p), R.i32(i))

    @staticmethod
    def digivolve(pos, p, i, s, cost):
        E.digivolve(pos.st, pos.tb, R.i32(p), R.i32(i), R.i32(s), R.i32(cost))

    @staticmethod
    def use_option(pos, p, i):
        E.use_option(pos.st, pos.tb, R.i32(p), R.i32(i))

    @staticmethod
    def can_block(pos, p, s):
        return Q.can_block(pos.st, pos.tb, p, s)

    @staticmethod
    def play_turn(pos):
        E.play_turn(pos.st, pos.tb)

    @staticmethod
    def rule_check(pos):
        E.rule_check(pos.st, pos.tb)

    @staticmethod
    def setup_game(pos):
        E.setup_game(pos.st, pos.tb)

    @staticmethod
    def set_memory(pos, p, m):
        E.set_memory(pos.st, R.i32(p), m)

    @staticmethod
    def add_memory(pos, p, delta):
        E.add_memory(pos.st, R.i32(p), delta)

    @staticmethod
    def can_pay(pos, p, cost):
        return E.can_pay(pos.st, R.i32(p), cost)


def position(a=None, b=None, **kw):
    return build_position(CARDS, a, b, **kw)


def assert_consistent(pos):
    assert pos.violation() == 0
    assert pos.st.g[L.G_VIOLATION] == 0


def attacks(pos, p=0):
    """The attack actions list_actions offers player p, as (attacking slot, target slot or -1)."""
    n = R.list_actions(pos, p)
    return sorted((a[1], a[2]) for a in pos.actions(n) if a[0] == L.A_ATTACK)


def actions(pos, p=0):
    n = R.list_actions(pos, p)
    return pos.actions(n)


def kinds(pos):
    return [e["kind"] for e in pos.events()]


def test_not_yet_applicable_names_every_other_case():
    assert set(NOT_YET_APPLICABLE) | COVERED == set(range(1, 28))
    assert all(isinstance(v, str) and v for v in NOT_YET_APPLICABLE.values())


# --- battles (§6) ---------------------------------------------------------------------------------------

def test_battle_higher_dp_wins_and_the_loser_is_deleted():
    pos = position(Side(battle=[Slot(["T-01", "T-03", "T-05"])]),
                   Side(battle=[Slot(["T-02", "T-06"], suspended=True)]))
    R.attack(pos, 0, 1, 1)
    assert pos.battle(0) == [["T-01", "T-03", "T-05"]]
    assert pos.suspended(0, 1)
    assert pos.battle(1) == []
    assert pos.trash(1) == ["T-02", "T-06"]         # the cards under it go to the trash with it
    assert pos.trash(0) == []
    battles = pos.events("battle")
    assert [(e["attacker"], e["attacker_dp"], e["defender"], e["defender_dp"], e["result"],
             e["security_digimon"]) for e in battles] == [("T-05", 5000, "T-06", 3000, "attacker_wins", False)]
    assert [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")] == [("T-06", 1, "battle")]
    assert not pos.over()
    assert_consistent(pos)


def test_battle_attacker_with_lower_dp_is_deleted_with_its_stack():
    pos = position(Side(battle=[Slot(["T-01", "T-04"])]), Side(battle=[Slot("T-06", suspended=True)]))
    R.attack(pos, 0, 1, 1)
    assert pos.battle(0) == []
    assert pos.trash(0) == ["T-01", "T-04"]
    assert pos.battle(1) == [["T-06"]]
    assert pos.suspended(1, 1)
    assert pos.events("battle")[0]["result"] == "defender_wins"
    assert_consistent(pos)


def test_case1_equal_dp_both_deleted():
    pos = position(Side(battle=[Slot(["T-01", "T-03"])]), Side(battle=[Slot(["T-01", "T-06"], suspended=True)]))
    R.attack(pos, 0, 1, 1)
    assert pos.battle(0) == [] and pos.battle(1) == []
    assert pos.trash(0) == ["T-01", "T-03"]
    assert pos.trash(1) == ["T-01", "T-06"]
    assert pos.events("battle")[0]["result"] == "both_deleted"
    assert sorted((e["card"], e["cause"]) for e in pos.events("delete")) == [("T-03", "battle"), ("T-06", "battle")]
    assert_consistent(pos)


def test_battle_direct_call_and_slots_close_up_in_order():
    pos = position(Side(battle=["T-03", "T-04", "T-05"]), Side(battle=[Slot("T-06", suspended=True), "T-07"]))
    before = pos.uids(0)
    R.battle(pos, 0, 2, 1, 1)            # T-04 (2000) against T-06 (3000)
    assert pos.battle(0) == [["T-03"], ["T-05"]]
    assert pos.uids(0) == [before[0], before[2]]
    assert pos.battle(1) == [["T-06"], ["T-07"]]
    assert pos.trash(0) == ["T-04"]
    assert_consistent(pos)


def test_only_suspended_digimon_can_be_attacked():
    pos = position(Side(battle=["T-05"]),
                   Side(breeding=Slot(["T-01", "T-03"]),
                        battle=["T-06", Slot("T-03", suspended=True), Slot("T-11", suspended=True),
                                Slot("T-07", suspended=True)]))
    # the unsuspended T-06 (slot 1), the suspended Tamer (slot 3) and the breeding area are no targets
    assert attacks(pos) == [(1, -1), (1, 2), (1, 4)]


def test_who_may_attack():
    pos = position(Side(breeding=Slot(["T-01", "T-03"]),
                        battle=[Slot("T-03", entered=1),                 # earlier turn: may attack
                                Slot("T-04", suspended=True, entered=1),  # suspended
                                Slot("T-05", entered=4),                 # played this turn
                                Slot("T-10", entered=1),                 # a Tamer
                                Slot("T-06", entered=-1)]),              # moved out of breeding
                   turn=4)
    assert attacks(pos) == [(1, -1), (5, -1)]
    assert attacks(pos, 1) == []                                         # not player 1's turn


def test_attack_declaration_suspends_the_attacker_and_checks_one_card():
    pos = position(Side(battle=[Slot(["T-01", "T-05"])]), Side(security=["T-03", "T-12"]))
    R.attack(pos, 0, 1, -1)
    assert pos.suspended(0, 1)
    assert pos.security(1) == ["T-03"]
    assert pos.trash(1) == ["T-12"]                 # a checked option is trashed, no battle
    assert pos.events("battle") == []
    checks = pos.events("security_check")
    assert [(e["card"], e["security_left"], e["check"], e["checks_due"]) for e in checks] == [("T-12", 1, 1, 1)]
    assert kinds(pos) == ["attack", "security_check"]
    assert not pos.over()
    assert_consistent(pos)


@pytest.mark.parametrize("attacker, result, survives", [
    ("T-05", "attacker_wins", True),   # 5000 vs 3000
    ("T-06", "both_deleted", False),   # 3000 vs 3000: §14 case 1, the attacker dies
    ("T-04", "defender_wins", False),  # 2000 vs 3000
])
def test_case1_security_digimon_battle(attacker, result, survives):
    pos = position(Side(battle=[Slot(["T-02", attacker])]), Side(security=["T-12", "T-03"]))
    R.attack(pos, 0, 1, -1)
    battles = pos.events("battle")
    assert [(e["defender"], e["defender_dp"], e["result"], e["security_digimon"]) for e in battles] == [
        ("T-03", 3000, result, True)]
    assert pos.trash(1) == ["T-03"]                 # the Security Digimon is trashed, never deleted
    assert pos.security(1) == ["T-12"]               # the attack ended after one check
    assert len(pos.events("security_check")) == 1
    if survives:
        assert pos.battle(0) == [["T-02", attacker]] and pos.trash(0) == []
        assert pos.events("delete") == []
    else:
        assert pos.battle(0) == [] and pos.trash(0) == ["T-02", attacker]
        assert [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")] == [(attacker, 0, "battle")]
    assert not pos.over()
    assert_consistent(pos)


def test_security_check_direct_call_returns_the_attacker_slot():
    pos = position(Side(battle=["T-04", "T-05"]), Side(security=["T-03", "T-03"]))
    R.security_check(pos, 0, 2, 1, 1, 1)  # T-05 beats the Security T-03
    assert pos.battle(0) == [["T-04"], ["T-05"]]
    R.security_check(pos, 0, 1, 1, 1, 1)  # T-04 loses to it
    assert pos.battle(0) == [["T-05"]]
    assert pos.security(1) == []
    assert pos.trash(1) == ["T-03", "T-03"]
    assert_consistent(pos)


@pytest.mark.parametrize("p", [0, 1])
def test_case2_win_only_on_an_attack_at_zero_security(p):
    me = Side(battle=["T-05", "T-08"])
    other = Side(security=["T-12"])
    pos = position(*((me, other) if p == 0 else (other, me)), current=p)
    R.attack(pos, p, 1, -1)              # checks the last card: no win yet
    assert pos.security(1 - p) == [] and not pos.over()
    R.attack(pos, p, 2, -1)              # an attack on a player with 0 security succeeds
    assert pos.over() and pos.winner() == p and pos.reason() == "security"
    assert len(pos.events("security_check")) == 1
    end = pos.events("game_end")
    assert [(e["winner"], e["reason"]) for e in end] == [(p, "security")]
    assert pos.events()[-1]["kind"] == "game_end"
    assert_consistent(pos)


def test_the_main_phase_stops_when_an_attack_wins():
    pos = position(Side(hand=["T-04"], battle=["T-05", "T-03"]), memory=5, turn=3)
    R.main_phase(pos, 0)
    assert pos.over() and pos.winner() == 0 and pos.reason() == "security"
    assert kinds(pos) == ["attack", "game_end"]     # the greedy pilot attacks first; nothing after the win
    assert pos.memory(0) == 5
    assert_consistent(pos)


def test_attack_on_a_digimon_at_zero_security_does_not_win():
    pos = position(Side(battle=["T-05"]), Side(battle=[Slot("T-03", suspended=True)]))
    R.attack(pos, 0, 1, 1)
    assert not pos.over()
    assert pos.battle(1) == []


def test_case19_vanilla_digimon_cannot_block():
    pos = position(Side(battle=["T-04"]), Side(battle=["T-08", "T-05"], security=["T-12"]))
    assert not R.can_block(pos, 1, 1) and not R.can_block(pos, 1, 2)
    R.attack(pos, 0, 1, -1)
    assert pos.events("block") == []
    assert not pos.suspended(1, 1) and not pos.suspended(1, 2)
    assert pos.security(1) == [] and pos.trash(1) == ["T-12"]    # the attack went through to the player
    assert_consistent(pos)


# --- rule checks (§7) -----------------------------------------------------------------------------------

def test_case16_zero_dp_deleted_at_rule_check_for_both_players():
    pos = position(Side(breeding=Slot(["T-01", "T-17"]), battle=["T-03", Slot(["T-01", "T-17"]), "T-10"]),
                   Side(battle=["T-17", "T-06"]))
    R.rule_check(pos)
    assert pos.battle(0) == [["T-03"], ["T-10"]]
    assert pos.breeding(0) == ["T-01", "T-17"]      # rule checks look at the battle area only
    assert pos.battle(1) == [["T-06"]]
    assert pos.trash(0) == ["T-01", "T-17"] and pos.trash(1) == ["T-17"]
    assert sorted((e["card"], e["owner"], e["cause"]) for e in pos.events("delete")) == [
        ("T-17", 0, "rule"), ("T-17", 1, "rule")]
    assert_consistent(pos)


def test_rule_check_no_printed_dp_is_trashed_not_deleted():
    pos = position(Side(breeding=Slot("T-02"), battle=[Slot(["T-01", "T-16"]), "T-02", "T-11", "T-03"]))
    R.rule_check(pos)
    assert pos.battle(0) == [["T-11"], ["T-03"]]    # a Tamer in the battle area stays
    assert pos.breeding(0) == ["T-02"]               # an egg in the breeding area stays
    assert sorted(pos.trash(0)) == ["T-01", "T-02", "T-16"]
    assert pos.events("delete") == []
    assert sorted((e["card"], e["cause"]) for e in pos.events("trash")) == [("T-02", "no_dp"), ("T-16", "no_dp")]
    assert_consistent(pos)


def test_playing_a_zero_dp_digimon_deletes_it_at_the_rule_check():
    pos = position(Side(hand=["T-17"]), memory=2)
    R.play_from_hand(pos, 0, 0)
    assert pos.battle(0) == [] and pos.trash(0) == ["T-17"]
    assert kinds(pos) == ["play", "delete"]
    assert pos.events("delete")[0]["cause"] == "rule"
    assert_consistent(pos)


# --- memory (§4) ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("p", [0, 1])
def test_memory_is_clamped_and_seen_from_both_sides(p):
    pos = position(current=p)
    R.set_memory(pos, p, 15)
    assert pos.memory(p) == 10 and pos.memory(1 - p) == -10
    R.set_memory(pos, p, -15)
    assert pos.memory(p) == -10
    R.set_memory(pos, p, 9)
    R.add_memory(pos, p, 3)                      # §14 case 6: 9 + 3 -> 10
    assert pos.memory(p) == 10
    R.set_memory(pos, p, -8)
    R.add_memory(pos, p, -5)
    assert pos.memory(p) == -10
    R.set_memory(pos, p, 2)
    R.add_memory(pos, 1 - p, 4)                  # the opponent's gain is this player's loss
    assert pos.memory(p) == -2 and pos.memory(1 - p) == 2


@pytest.mark.parametrize("m, legal", [(2, False), (3, True), (10, True), (-8, False)])
def test_case6_cost_13_needs_three_memory(m, legal):
    pos = position(Side(hand=["T-09"]), memory=m)
    assert bool(R.can_pay(pos, 0, 13)) is legal
    assert ((L.A_PLAY, 0, 0, 13) in actions(pos)) is legal   # the cost to pay in the last column
    if legal:
        R.play_from_hand(pos, 0, 0)
        assert pos.memory(0) == m - 13
        assert pos.battle(0) == [["T-09"]]
        assert_consistent(pos)


def test_case7_paying_from_one_to_minus_four_gives_the_opponent_four():
    pos = position(Side(hand=["T-05"]), memory=1)
    R.play_from_hand(pos, 0, 0)
    assert pos.memory(0) == -4 and pos.memory(1) == 4
    e = pos.events("play")[0]
    assert (e["card"], e["cost"]) == ("T-05", 5)


@pytest.mark.parametrize("p", [0, 1])
def test_case7_memory_exactly_zero_continues_the_turn(p):
    me = Side(hand=["T-03", "T-03"])
    pos = position(*((me, None) if p == 0 else (None, me)), current=p, memory=3, turn=3)
    R.main_phase(pos, p)
    # the first play leaves exactly 0: the turn goes on and the second copy is played too
    assert kinds(pos) == ["play", "play", "turn_end"]
    assert [e["memory"] * (1 if p == 0 else -1) for e in pos.events("play")] == [0, -3]
    assert pos.memory(1 - p) == 3
    assert pos.battle(p) == [["T-03"], ["T-03"]]
    assert_consistent(pos)


def test_case7_turn_ends_once_memory_is_below_zero():
    pos = position(Side(hand=["T-03", "T-04"]), memory=1, turn=3)
    R.main_phase(pos, 0)
    assert kinds(pos) == ["play", "turn_end"]        # no second action after m = -2
    assert pos.memory(1) == 2
    assert pos.hand(0) == ["T-04"]
    assert_consistent(pos)


@pytest.mark.parametrize("p", [0, 1])
@pytest.mark.parametrize("m", [7, 0])
def test_case5_pass_gives_the_opponent_three(p, m):
    pos = position(current=p, memory=m, turn=3)
    R.main_phase(pos, p)
    assert kinds(pos) == ["pass", "turn_end"]
    assert pos.memory(p) == -3 and pos.memory(1 - p) == 3
    assert pos.st.g[L.G_MEM] == (-3 if p == 0 else 3)
    assert_consistent(pos)


# --- turn structure (§3) --------------------------------------------------------------------------------

def test_case10_first_player_skips_the_first_draw():
    pos = position(Side(hand=["T-05"], deck=["T-03", "T-04"]), turn=1, current=0, first=0)
    R.play_turn(pos)
    assert pos.hand(0) == ["T-05"]
    assert pos.deck(0) == ["T-03", "T-04"]
    assert "draw" not in kinds(pos)
    assert_consistent(pos)


@pytest.mark.parametrize("turn, current, first", [(2, 1, 0), (2, 0, 1), (3, 0, 0), (4, 1, 1)])
def test_case10_every_later_turn_draws_the_top_card(turn, current, first):
    me = Side(hand=["T-05"], deck=["T-03", "T-04"])
    pos = position(*((me, None) if current == 0 else (None, me)), turn=turn, current=current, first=first)
    R.play_turn(pos)
    assert pos.deck(current) == ["T-03"]
    assert pos.events("draw")[0]["card"] == "T-04"
    assert pos.events("draw")[0]["player"] == current
    assert_consistent(pos)


def test_case11_empty_deck_at_the_draw_phase_loses():
    pos = position(Side(hand=["T-03"], battle=["T-05"]), Side(security=["T-12"]), turn=3)
    R.play_turn(pos)
    assert pos.over() and pos.winner() == 1 and pos.reason() == "deck_out"
    assert kinds(pos) == ["turn_start", "game_end"]  # nothing else happens that turn
    assert pos.hand(0) == ["T-03"]
    assert_consistent(pos)


def test_case11_first_player_with_empty_deck_on_turn_one_does_not_lose():
    pos = position(Side(hand=["T-05"]), turn=1, current=0, first=0)
    R.play_turn(pos)
    assert not pos.over()
    assert kinds(pos) == ["turn_start", "pass", "turn_end"]


def test_case11_digivolve_draw_from_an_empty_deck_draws_nothing_and_does_not_lose():
    pos = position(Side(hand=["T-05"], battle=["T-03"]), memory=4)
    R.digivolve(pos, 0, 0, 1, 2)
    assert pos.battle(0) == [["T-03", "T-05"]]
    assert pos.hand(0) == [] and pos.memory(0) == 2
    assert not pos.over()
    assert kinds(pos) == ["digivolve"]
    assert_consistent(pos)


def test_unsuspend_phase_unsuspends_only_the_turn_players_cards():
    pos = position(Side(deck=["T-04"], battle=[Slot("T-03", suspended=True, entered=1)]),
                   Side(security=["T-12"], battle=[Slot("T-05", suspended=True)]), turn=3)
    R.play_turn(pos)
    # T-03 was unsuspended, so it could attack the player (the only attack worth making)
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("T-03", "player")]
    assert pos.suspended(0, 1)
    assert pos.suspended(1, 1)                      # the opponent's Digimon stays suspended
    assert pos.security(1) == [] and pos.trash(1) == ["T-12"]
    assert pos.battle(0) == [["T-03"], ["T-04"]]     # then it played the card it drew and ended the turn
    assert pos.memory(1) == 2
    assert_consistent(pos)


# --- breeding phase (§3.3, §14 case 12) -----------------------------------------------------------------

def test_hatch_takes_the_top_egg_into_an_empty_breeding_area():
    pos = position(Side(eggs=["T-02", "T-01"]))
    R.breeding_phase(pos, 0)
    assert pos.breeding(0) == ["T-01"] and pos.eggs(0) == ["T-02"]
    assert not pos.suspended(0, L.BREEDING)
    assert [e["card"] for e in pos.events("hatch")] == ["T-01"]
    assert_consistent(pos)


def test_case12_hatch_refused_when_occupied_and_an_egg_cannot_move_out():
    pos = position(Side(eggs=["T-02"], breeding=Slot("T-01")))
    R.breeding_phase(pos, 0)
    assert pos.breeding(0) == ["T-01"] and pos.eggs(0) == ["T-02"] and pos.battle(0) == []
    assert pos.events() == []


def test_a_digimon_without_printed_dp_cannot_move_out():
    pos = position(Side(breeding=Slot(["T-01", "T-16"])))
    R.breeding_phase(pos, 0)
    assert pos.breeding(0) == ["T-01", "T-16"] and pos.battle(0) == []
    assert pos.events() == []


def test_no_hatch_without_eggs():
    pos = position()
    R.breeding_phase(pos, 0)
    assert pos.breeding(0) == [] and pos.events() == []


def test_case12_moved_out_digimon_attacks_the_same_turn():
    pos = position(Side(breeding=Slot(["T-01", "T-03"])), Side(security=["T-12"]), turn=3)
    R.breeding_phase(pos, 0)
    assert pos.breeding(0) == [] and pos.battle(0) == [["T-01", "T-03"]]
    assert [e["card"] for e in pos.events("move_out")] == ["T-03"]
    assert "play" not in kinds(pos)                 # moving out is not playing
    assert attacks(pos) == [(1, -1)]
    R.attack(pos, 0, 1, -1)
    assert pos.security(1) == []
    assert_consistent(pos)


# --- playing and digivolving (§5.1, §5.2) ---------------------------------------------------------------

def test_play_pays_and_puts_the_card_unsuspended_at_the_end():
    pos = position(Side(hand=["T-04", "T-10"], battle=[Slot("T-05", suspended=True)]), memory=3, turn=5)
    R.play_from_hand(pos, 0, 0)
    R.play_from_hand(pos, 0, 0)
    assert pos.battle(0) == [["T-05"], ["T-04"], ["T-10"]]
    assert pos.memory(0) == -1
    assert pos.hand(0) == []
    assert not pos.suspended(0, 2) and pos.st.entered[0, 2] == 5
    assert len(set(pos.uids(0))) == 3
    assert attacks(pos) == []                       # played this turn / Tamer / suspended
    assert [(e["card"], e["cost"]) for e in pos.events("play")] == [("T-04", 2), ("T-10", 2)]
    assert_consistent(pos)


def test_playable_cards_need_enough_memory():
    pos = position(Side(hand=["T-05", "T-03", "T-10"]), memory=-7)
    plays = sorted(pos.hand(0)[a[1]] for a in actions(pos) if a[0] == L.A_PLAY)
    assert plays == ["T-03", "T-10"]                # -7 - 5 < -10


def test_digivolve_requirements_and_cheapest_cost():
    pos = position(Side(hand=["T-18", "T-05"], breeding=Slot("T-01"),
                        battle=["T-03", "T-06", "T-05", "T-10", Slot("T-15", suspended=True)]))
    digis = sorted((pos.hand(0)[a[1]], a[2], a[3]) for a in actions(pos) if a[0] == L.A_DIGIVOLVE)
    assert digis == [
        ("T-05", 1, 2),     # red Lv.3 -> T-05 (red:3:2)
        ("T-05", 5, 2),     # the red/blue Lv.3 counts as red; suspended is fine
        ("T-18", 1, 3),     # red base: red:3:3
        ("T-18", 2, 1),     # blue base: blue:3:1
        ("T-18", 5, 1),     # red/blue base: the cheaper requirement
    ]


def test_digivolve_needs_memory_for_its_cost():
    pos = position(Side(hand=["T-05"], battle=["T-03"]), memory=-9)
    assert [a for a in actions(pos) if a[0] == L.A_DIGIVOLVE] == []
    R.set_memory(pos, 0, -8)
    assert [a for a in actions(pos) if a[0] == L.A_DIGIVOLVE] == [(L.A_DIGIVOLVE, 0, 1, 2)]


def test_case13_digivolving_keeps_suspended_and_draws():
    pos = position(Side(hand=["T-05"], deck=["T-04", "T-06"], battle=[Slot(["T-01", "T-03"], suspended=True)]),
                   memory=1)
    uid = pos.uids(0)
    R.digivolve(pos, 0, 0, 1, 2)
    assert pos.battle(0) == [["T-01", "T-03", "T-05"]]
    assert pos.suspended(0, 1)
    assert pos.uids(0) == uid                       # still the same Digimon
    assert pos.memory(0) == -1
    assert pos.hand(0) == ["T-06"] and pos.deck(0) == ["T-04"]   # §14 case 14: the bonus draw
    assert kinds(pos) == ["digivolve", "draw"]
    e = pos.events("digivolve")[0]
    assert (e["card"], e["base"], e["cost"], e["breeding"]) == ("T-05", "T-03", 2, False)
    assert attacks(pos) == []
    assert_consistent(pos)


@pytest.mark.parametrize("entered, can", [(4, False), (3, True), (-1, True)])
def test_case13_played_this_turn_still_cannot_attack_after_digivolving(entered, can):
    pos = position(Side(hand=["T-05"], deck=["T-04"], battle=[Slot("T-03", entered=entered)]), memory=3, turn=4)
    R.digivolve(pos, 0, 0, 1, 2)
    assert pos.st.entered[0, 1] == entered
    assert attacks(pos) == ([(1, -1)] if can else [])


def test_case14_digivolving_in_the_breeding_area_draws_too():
    pos = position(Side(hand=["T-03"], deck=["T-06", "T-04"], breeding=Slot("T-01")))
    acts = [a for a in actions(pos) if a[0] == L.A_DIGIVOLVE]
    assert acts == [(L.A_DIGIVOLVE, 0, L.BREEDING, 0)]
    R.digivolve(pos, 0, 0, L.BREEDING, 0)
    assert pos.breeding(0) == ["T-01", "T-03"]
    assert pos.hand(0) == ["T-04"] and pos.deck(0) == ["T-06"]
    assert pos.memory(0) == 0
    assert pos.events("digivolve")[0]["breeding"] is True
    assert kinds(pos) == ["digivolve", "draw"]
    assert_consistent(pos)


# --- options (§5.3, §14 case 15) ------------------------------------------------------------------------

def usable_options(pos):
    return sorted(pos.hand(0)[a[1]] for a in actions(pos) if a[0] == L.A_OPTION)


def test_case15_option_needs_every_color():
    hand = ["T-12", "T-13", "T-14"]
    assert usable_options(position(Side(hand=hand))) == []
    assert usable_options(position(Side(hand=hand, battle=["T-03"]))) == ["T-12"]
    assert usable_options(position(Side(hand=hand, battle=["T-03", "T-11"]))) == ["T-12", "T-13"]
    # one red/blue card covers both colors, suspended or not
    assert usable_options(position(Side(hand=hand, battle=[Slot("T-15", suspended=True)]))) == ["T-12", "T-13"]
    # a Lv.2 egg in the breeding area supplies its color; the opponent's cards never do
    assert usable_options(position(Side(hand=hand, breeding=Slot("T-02")))) == ["T-14"]
    assert usable_options(position(Side(hand=hand), Side(battle=["T-03", "T-06"]))) == []
    # colors of digivolution cards under the top do not count
    assert usable_options(position(Side(hand=hand, battle=[Slot(["T-06", "T-03"])]))) == ["T-12"]


def test_option_needs_memory_and_is_trashed_after_use():
    pos = position(Side(hand=["T-13", "T-12"], battle=["T-15"]), memory=-9)
    assert usable_options(pos) == ["T-12"]
    R.set_memory(pos, 0, 0)
    R.use_option(pos, 0, 0)
    assert pos.hand(0) == ["T-12"] and pos.trash(0) == ["T-13"]
    assert pos.memory(0) == -2
    assert [(e["card"], e["cost"]) for e in pos.events("option")] == [("T-13", 2)]
    assert_consistent(pos)


# --- setup (§2, §14 case 27) ----------------------------------------------------------------------------

def test_deal_security_puts_the_deck_top_at_the_bottom():
    deck = np.arange(100, 112, dtype=np.int16)       # top card is 111
    sec = np.zeros(8, np.int16)
    n = deal_security(deck, 12, sec)
    assert n == 7
    assert sec[:5].tolist() == [111, 110, 109, 108, 107]   # security[0] is the bottom card
    assert deck[:7].tolist() == list(range(100, 107))


def test_deal_hand_and_redraw_keep_the_cards():
    rs = new_rng(7)
    deck = np.zeros(64, np.int16)
    deck[:50] = np.arange(50)
    hand = np.zeros(64, np.int16)
    n = deal_hand(deck, 50, hand, rs, 50)
    assert n == 45
    assert sorted(deck[:45].tolist() + hand[:5].tolist()) == list(range(50))
    n = redraw_hand(deck, n, hand, 5, rs, 50)
    assert n == 45
    assert sorted(deck[:45].tolist() + hand[:5].tolist()) == list(range(50))


def full_side(main, eggs=()):
    return Side(deck=list(main), eggs=list(eggs))


MAIN_WITH_LV3 = ["T-03"] * 4 + ["T-04"] * 4 + ["T-05"] * 4 + ["T-06"] * 4 + ["T-07"] * 4 + ["T-08"] * 4 + \
    ["T-09"] * 4 + ["T-10"] * 4 + ["T-11"] * 4 + ["T-12"] * 4 + ["T-13"] * 4 + ["T-14"] * 4 + ["T-18"] * 2
MAIN_WITHOUT_LV3 = ["T-05"] * 10 + ["T-07"] * 10 + ["T-08"] * 10 + ["T-09"] * 10 + ["T-12"] * 10


@pytest.mark.parametrize("seed", range(8))
def test_case27_setup_deals_and_the_first_player_decides_first(seed):
    pos = position(full_side(MAIN_WITHOUT_LV3, ["T-01"] * 5), full_side(MAIN_WITH_LV3, ["T-02"] * 3),
                   seed=seed, turn=0, current=0)
    E.reset_game(pos.st, pos.tb, np.int64(seed), np.int32(0), np.int32(0))
    R.setup_game(pos)
    first = int(pos.st.g[L.G_FIRST])
    assert pos.st.g[L.G_CUR] == first and pos.memory(0) == 0
    for p in range(2):
        assert len(pos.hand(p)) == 5 and len(pos.security(p)) == 5 and len(pos.deck(p)) == 40
    assert len(pos.eggs(0)) == 5 and len(pos.eggs(1)) == 3
    ev = pos.events()
    assert [(e["kind"], e["player"]) for e in ev] == [("deal", first), ("redraw", first), ("redraw", 1 - first)]
    # the greedy pilot redraws a hand without a Lv.3: player 0 never has one
    assert pos.st.g[L.G_MULL0] == 1
    assert ev[1 if first == 0 else 2]["redraw"] is True
    assert_consistent(pos)


def test_case27_first_player_varies_with_the_seed():
    firsts = set()
    for seed in range(20):
        pos = position(full_side(MAIN_WITH_LV3), full_side(MAIN_WITH_LV3), log=0)
        E.reset_game(pos.st, pos.tb, np.int64(seed), np.int32(1), np.int32(1))
        R.setup_game(pos)
        firsts.add(int(pos.st.g[L.G_FIRST]))
    assert firsts == {0, 1}

"""All-target / restriction / security placement vocabulary on made-up cards: "all of ..." effects with filters
(persistent from the main and inherited texts of either player, for a duration with the filters tested again,
on each Digimon there now for delete and the like, on Security Digimon), `cant` restrictions on Digimon and on
players, and `hand_to_security`."""
from dataclasses import replace

import numpy as np

from decks.effects import parse_effects
from positions import Side, Slot, build_position, digimon, option, tamer, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q

I32 = np.int32
CARDS = [
    replace(digimon("W-01", 3, 3000, 3), traits=("TS",)),
    digimon("W-02", 5, 7000, 5, colors=("blue",)),
    replace(digimon("W-03", 4, 5000, 4, digivolve=[("red", 3, 2)]), traits=("TS",)),
    tamer("W-10", 2),    # all of your [TS] trait Digimon get +1000 DP
    option("W-11", 0),   # every opposing Digimon of 6000 DP or less deleted
    option("W-12", 0),   # all of your opponent's level 5 or higher Digimon get -2000 DP for the turn
    digimon("W-13", 3, 2000, 3),   # inherited, your turn: -3000 DP on every opposing Security Digimon
    option("W-14", 0),   # the opponent: no Digimon played by effects, up to the end of their next turn
    option("W-15", 0),   # play 1 Digimon card from your hand without paying the cost
    digimon("W-16", 3, 3000, 3),   # can't digivolve; can't attack players
    option("W-17", 0),   # 1 opposing Digimon stays suspended through the opponent's next turn
    digimon("W-18", 3, 1000, 3),   # can't be deleted
    option("W-19", 0),   # the opponent puts a card of the hand under the security stack; then its top one is trashed
    tamer("W-20", 2),    # your opponent can't gain memory except by Tamers' effects
    option("W-21", 0),   # gain 2 memory
    option("W-22", 0),   # -3000 DP on every opposing Digimon for the turn (no filter)
    tamer("W-23", 2),    # your opponent's Digimon can't block (all_opponent, persistent)
]
EFFECTS = parse_effects("""
W-10 main static : dp +1000 target=all_own trait=TS
W-11 main main : delete target=all_opponent dp<=6000
W-12 main main : dp -2000 target=all_opponent level>=5 duration=turn
W-13 inherited static your_turn : dp -3000 target=all_opponent filter=security_digimon
W-14 main main : cant play_digimon_by_effects target=opponent duration=opponents_next_turn
W-15 main main : play_from_hand kind=digimon
W-16 main static : cant digivolve target=self
W-16 main static : cant attack_players target=self
W-17 main main : cant unsuspend target=opponent count=1 duration=opponents_next_turn
W-18 main static : cant be_deleted target=self
W-19 main main : hand_to_security 1 target=opponent filter=bottom ; then trash_opponent_security_top 1
W-20 main static : cant gain_memory_except_by_tamers target=opponent
W-21 main main : memory +2
W-22 main main : dp -3000 target=all_opponent duration=turn
W-23 main static : cant block target=all_opponent
""")
FILL = ["W-21"] * 3


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def use(pos, p, number):
    E.use_option(pos.st, pos.tb, I32(p), I32(pos.hand_index(p, number)))


def dp(pos, p, s):
    return int(Q.slot_dp(pos.st, pos.tb, I32(p), I32(s)))


def test_a_persistent_filtered_all_target_reaches_only_matching_digimon_and_later_entrants():
    pos = build(Side(hand=["W-03"], deck=FILL, battle=["W-10", "W-01", "W-02"]), Side(deck=FILL), memory=5)
    assert [dp(pos, 0, s) for s in (2, 3)] == [4000, 7000]          # W-01 has [TS], W-02 not
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "W-03")))
    assert dp(pos, 0, 4) == 6000                                      # played later: reached too
    ok(pos)


def test_delete_all_with_a_dp_filter_hits_each_digimon_there_now():
    pos = build(Side(hand=["W-11"], deck=FILL), Side(deck=FILL, battle=["W-01", "W-02", "W-03"]))
    use(pos, 0, "W-11")
    assert pos.battle(1) == [["W-02"]]                                # 3000 and 5000 deleted, 7000 stays
    assert sorted(pos.trash(1)) == ["W-01", "W-03"]
    assert pos.trash(0) == ["W-11"]
    ok(pos)


def test_a_timed_filtered_all_target_tests_its_filter_again_for_every_digimon():
    pos = build(Side(hand=["W-12"], deck=FILL), Side(hand=["W-02", "W-01"], deck=FILL, battle=["W-01", "W-02"]))
    use(pos, 0, "W-12")
    assert [dp(pos, 1, 1), dp(pos, 1, 2)] == [3000, 5000]            # only the level 5 loses 2000
    # RULES.md section 11: a Digimon that enters during the duration is reached if it passes the filter
    E.play_from_hand(pos.st, pos.tb, I32(1), I32(pos.hand_index(1, "W-02")))
    E.play_from_hand(pos.st, pos.tb, I32(1), I32(pos.hand_index(1, "W-01")))
    assert [dp(pos, 1, 3), dp(pos, 1, 4)] == [5000, 3000]
    E.expire_mods(pos.st, pos.st.g[L.G_TURN])                        # the end of the turn
    assert [dp(pos, 1, s) for s in (1, 2, 3, 4)] == [3000, 7000, 7000, 3000]
    ok(pos)


def test_security_digimon_of_the_opponent_lose_dp_from_an_inherited_effect_on_your_turn_only():
    pos = build(Side(deck=FILL, battle=[Slot(["W-13", "W-01"])]), Side(deck=FILL, security=["W-02"]))
    card = pos.card("W-02")
    assert int(Q.security_digimon_dp(pos.st, pos.tb, I32(1), I32(card))) == 4000
    pos.st.g[L.G_CUR] = 1                                             # the opponent's turn: not in its window
    assert int(Q.security_digimon_dp(pos.st, pos.tb, I32(1), I32(card))) == 7000


def test_only_a_match_with_a_row_on_opposing_security_digimon_scans_for_one():
    # tables.reach: the security check skips the scan of the opponent's cards in a match without such a row
    pos = build(Side(deck=FILL, battle=[Slot(["W-01"])]), Side(deck=FILL, security=["W-02"]))
    assert (int(pos.tb.reach) & L.REACH_OPPONENT_SECURITY) == 0
    assert int(Q.security_digimon_dp(pos.st, pos.tb, I32(1), I32(pos.card("W-02")))) == 7000
    pos = build(Side(deck=FILL, battle=[Slot(["W-13", "W-01"])]), Side(deck=FILL, security=["W-02"]))
    assert (int(pos.tb.reach) & L.REACH_OPPONENT_SECURITY) != 0
    assert int(Q.security_digimon_dp(pos.st, pos.tb, I32(1), I32(pos.card("W-02")))) == 4000


def test_the_opponent_cant_play_digimon_by_effects_until_the_end_of_their_turn():
    pos = build(Side(hand=["W-14"], deck=FILL), Side(hand=["W-15", "W-01"], deck=FILL))
    use(pos, 0, "W-14")
    pos.st.g[L.G_CUR] = 1
    pos.st.g[L.G_TURN] += 1                                           # their turn: still in force
    use(pos, 1, "W-15")
    assert pos.battle(1) == [] and pos.hand(1) == ["W-01"]
    E.expire_mods(pos.st, pos.st.g[L.G_TURN])                        # the end of their turn: it is gone
    assert pos.st.g[L.G_MODN] == 0
    pos2 = build(Side(deck=FILL), Side(hand=["W-15", "W-01"], deck=FILL), current=1)
    use(pos2, 1, "W-15")
    assert pos2.battle(1) == [["W-01"]]                               # without the restriction it is played
    ok(pos)


def test_cant_digivolve_and_cant_attack_players_take_those_actions_away():
    pos = build(Side(hand=["W-03"], deck=FILL, battle=["W-16", "W-01"]), Side(deck=FILL, battle=[Slot("W-02", True)]),
                memory=5)
    n = E.list_actions(pos.st, pos.tb, I32(0))
    acts = pos.actions(n)
    digivolves = {a[2] for a in acts if a[0] == L.A_DIGIVOLVE}
    attacks = {(a[1], a[2]) for a in acts if a[0] == L.A_ATTACK}
    assert digivolves == {2}                                          # W-01 may, W-16 may not
    assert attacks == {(1, 1), (2, -1), (2, 1)}                       # W-16 attacks the suspended Digimon only
    ok(pos)


def test_cant_unsuspend_keeps_the_digimon_suspended_through_its_unsuspend_phase():
    pos = build(Side(hand=["W-17"], deck=FILL), Side(deck=FILL, battle=[Slot("W-02", True), Slot("W-01", True)]))
    use(pos, 0, "W-17")                                               # the pilot picks the strongest: W-02
    pos.st.g[L.G_CUR] = 1
    pos.st.g[L.G_TURN] += 1
    E.start_turn(pos.st, pos.tb)
    assert [pos.suspended(1, 1), pos.suspended(1, 2)] == [True, False]
    ok(pos)


def test_a_digimon_that_cant_be_deleted_stays_at_zero_dp_and_survives_delete_effects():
    pos = build(Side(hand=["W-22"], deck=FILL), Side(deck=FILL, battle=["W-18", "W-01"]))
    use(pos, 0, "W-22")                                               # -3000 to all: W-01 to 0 DP, W-18 too
    assert pos.battle(1) == [["W-18"]]
    assert pos.trash(1) == ["W-01"]
    pos2 = build(Side(hand=["W-11"], deck=FILL), Side(deck=FILL, battle=["W-18"]))
    use(pos2, 0, "W-11")
    assert pos2.battle(1) == [["W-18"]] and pos2.trash(1) == []
    ok(pos)
    ok(pos2)


def test_the_opponent_places_a_card_from_hand_under_their_security_then_the_top_one_is_trashed():
    pos = build(Side(hand=["W-19"], deck=FILL), Side(hand=["W-02", "W-01", "W-01"], deck=FILL,
                                                    security=["W-03", "W-16"]))
    use(pos, 0, "W-19")
    # greedy gives up a spare copy first: a W-01 goes under the stack, then the top card (W-16) is trashed
    assert pos.security(1) == ["W-01", "W-03"]
    assert pos.hand(1) == ["W-02", "W-01"]
    assert pos.trash(1) == ["W-16"]
    ok(pos)


def test_the_opponent_gains_memory_only_from_tamers():
    pos = build(Side(deck=FILL, battle=["W-20"]), Side(hand=["W-21"], deck=FILL), current=1, memory=0)
    use(pos, 1, "W-21")
    assert pos.memory(1) == 0
    pos2 = build(Side(deck=FILL), Side(hand=["W-21"], deck=FILL), current=1, memory=0)
    use(pos2, 1, "W-21")
    assert pos2.memory(1) == 2
    ok(pos)


def test_a_persistent_all_opponent_restriction_takes_blocking_away():
    pos = build(Side(deck=FILL, battle=["W-23"]), Side(deck=FILL, battle=["W-01"]))
    assert not Q.has_named(pos.st, pos.tb, I32(1), I32(1), I32(ec.A_CANT), I32(ec.CANT_ATTACK))
    assert Q.has_named(pos.st, pos.tb, I32(1), I32(1), I32(ec.A_CANT), I32(ec.CANT_BLOCK))
    assert not Q.has_named(pos.st, pos.tb, I32(0), I32(1), I32(ec.A_CANT), I32(ec.CANT_BLOCK))

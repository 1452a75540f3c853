"""A user pilot with the built-in greedy pilot's logic, written against the pilot interface:

    dcgsim matchup ST1 ST2 --pilot-a strategies.examples.greedy:PILOT

It makes the main-phase and block decisions itself (the same choices as greedy, so its games are
greedy's games) and leaves the others to greedy. Copy it as the start of your own pilot.
"""
from simcore.jit import engine_jit
from simcore.layout import A_ATTACK, A_OPTION
from simcore.query import memory_of, slot_dp
from strategies.api import Pilot
from strategies.pilots import _greedy_attack_facts, _greedy_score
from strategies.valuation import effect_value_bound, opponent_best


@engine_jit
def choose_main(st, tb, p, n):
    """Index into st.acts[0:n] of the action to take (acts[0] is pass): the first with the highest
    positive score; options, the costliest to value, only when a bound of their score could still win."""
    block_dp = -1
    for k in range(1, n):
        if st.acts[k, 0] == A_ATTACK:
            block_dp = _greedy_attack_facts(st, tb, p)
            break
    best = 0
    best_score = 0
    options = False
    for k in range(1, n):
        if st.acts[k, 0] == A_OPTION:
            options = True
            continue
        sc = _greedy_score(st, tb, p, k, block_dp)
        if sc > best_score:
            best_score = sc
            best = k
    if options:
        opp_best = opponent_best(st, tb, p)
        m = memory_of(st, p)
        for k in range(1, n):
            if st.acts[k, 0] != A_OPTION:
                continue
            card = st.hand[p, st.acts[k, 1]]
            after = m - st.acts[k, 3]
            bound = effect_value_bound(tb, card, opp_best)
            ceiling = 90 + bound if after >= 0 else (5 + bound if after >= -3 else -1)
            if ceiling <= 0 or ceiling < best_score:
                continue
            sc = _greedy_score(st, tb, p, k, block_dp)
            if sc > best_score or (sc == best_score and sc > 0 and k < best):
                best_score = sc
                best = k
    return best


@engine_jit
def choose_block(st, tb, q, n, attacker_dp, target_is_player):
    """A blocker among st.cand[0:n] (slots of defender q) or -1: the smallest that wins the battle, else
    the strongest when the attack may decide the game, else one that trades at 2 security or less."""
    if attacker_dp < 0:
        return -1
    best = -1
    best_dp = 0
    for i in range(n):
        d = slot_dp(st, tb, q, st.cand[i])
        if d > attacker_dp and (best < 0 or d < best_dp):
            best = st.cand[i]
            best_dp = d
    if best >= 0:
        return best
    if target_is_player and st.sec_n[q] <= 1:
        for i in range(n):
            d = slot_dp(st, tb, q, st.cand[i])
            if best < 0 or d > best_dp:
                best = st.cand[i]
                best_dp = d
        return best
    if target_is_player and st.sec_n[q] <= 2:
        for i in range(n):
            if slot_dp(st, tb, q, st.cand[i]) == attacker_dp:
                return st.cand[i]
    return -1


PILOT = Pilot(choose_main=choose_main, choose_block=choose_block)

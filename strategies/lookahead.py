"""The lookahead pilot (`--pilot lookahead` or `lookahead:N`): at each main-phase decision it plays each of a
few candidate actions out to the end of the game N times with greedy on both sides, over deals of the
cards hidden from it, and takes the action that won most; its other decisions are greedy's.

Its rollouts run on `dcgsim_rollout`, a copy of the engine modules with the dispatch fixed to the built-in
pilots that strategies.plugins generates next to the user-pilot dispatch, so no jitted function calls
itself (numba can neither infer nor cache recursion). This module imports that package and so is
importable only once strategies.plugins.activate has loaded a lookahead pilot.
"""
import numba
import numpy as np
from numba.extending import intrinsic

from simcore.jit import engine_jit

from dcgsim_rollout.engine import PASS_MEMORY, action_done, apply_action, play_turns
from dcgsim_rollout.state import copy_state
from simcore.deal import reshuffle_hidden
from simcore.layout import (A_ATTACK, A_PASS, G_CHECK_MODE, G_EVCAP, G_PILOT0, G_PILOT1, G_WINNER, STATE_DTYPE,
                            new_state)
from simcore.rng import derive_seed, rand_below, seed_state
from simcore.runner import TURN_CAP
from simcore.zones import set_memory
from strategies.pilots import GREEDY, _greedy_attack_facts, _greedy_score
from strategies.pilots import choose_main as builtin_main

CANDIDATES = 3            # the actions with greedy's best scores that are played out, besides pass
ROLLOUT_STREAM = 0x100C   # rollout i of a decision: derive_seed(a number drawn from the game's stream, this, i)
SEED_RANGE = 1 << 30

_STATE = numba.typeof(new_state())
_STATE_BYTES = STATE_DTYPE.itemsize


@intrinsic
def _state_in(typingctx, buf):
    """The game state laid over a byte buffer of STATE_DTYPE's size: a record taken by indexing an array
    of records this large crashes numba's compiled code (0.68: seen from about 100 KB on)."""
    def codegen(context, builder, sig, args):
        ary = context.make_array(buf)(context, builder, value=args[0])
        return builder.bitcast(ary.data, context.get_value_type(_STATE))
    return _STATE(buf), codegen


@engine_jit
def candidates(st, tb, p, n, cand, scores):
    """Into cand: greedy's choice, then up to CANDIDATES other actions by greedy's score (higher first,
    then listed first), then pass if not among them; scores holds the kept ones' scores. Returns how
    many."""
    first = builtin_main(GREEDY, st, tb, p, n)
    block_dp = -1
    for k in range(1, n):
        if st.acts[k, 0] == A_ATTACK:
            block_dp = _greedy_attack_facts(st, tb, p)
            break
    m = 0
    cand[m] = first
    m += 1
    taken = 0
    for k in range(1, n):
        if k == first:
            continue
        sc = _greedy_score(st, tb, p, k, block_dp)
        # insert k among the kept ones, best first (a later k with an equal score goes after)
        at = taken
        while at > 0 and scores[at - 1] < sc:
            at -= 1
        if at >= CANDIDATES:
            continue
        j = min(taken, CANDIDATES - 1)
        while j > at:
            scores[j] = scores[j - 1]
            cand[m + j] = cand[m + j - 1]
            j -= 1
        scores[at] = sc
        cand[m + at] = k
        taken = min(taken + 1, CANDIDATES)
    m += taken
    if first != 0:
        cand[m] = 0
        m += 1
    return m


@engine_jit(allocates=True)
def lookahead_main(st, tb, p, n, budget):
    """Index into st.acts[0:n] of the candidate action whose `budget` rollouts won most (a draw is half a
    win; ties go to the candidate greedy prefers). Rollout i of every candidate starts from the same deal
    of the hidden cards and random stream, both drawn from the game's own stream."""
    if n <= 1:
        return 0
    cand = np.empty(CANDIDATES + 2, np.int64)
    m = candidates(st, tb, p, n, cand, np.empty(CANDIDATES, np.float64))
    if m == 1:
        return cand[0]
    buf = np.empty(_STATE_BYTES, np.uint8)
    work = _state_in(buf)
    base = rand_below(st.rs, SEED_RANGE)
    best = cand[0]
    best_score = -1
    for c in range(m):
        k = cand[c]
        score = 0
        for i in range(budget):
            copy_state(work, st)
            work.g[G_EVCAP] = 0
            work.g[G_CHECK_MODE] = 0
            work.g[G_PILOT0] = GREEDY
            work.g[G_PILOT1] = GREEDY
            seed_state(work.rs, derive_seed(base, ROLLOUT_STREAM, i))
            reshuffle_hidden(work, 1 - p)
            if work.acts[k, 0] == A_PASS:
                set_memory(work, p, -PASS_MEMORY)
                action_done(work, tb)
            else:
                apply_action(work, tb, p, k)
            play_turns(work, tb, TURN_CAP, 1)   # the rest of this main phase, then turns to the end
            if work.g[G_WINNER] == p:
                score += 2
            elif work.g[G_WINNER] < 0:
                score += 1
        if score > best_score:
            best_score = score
            best = k
    return best

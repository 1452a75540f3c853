"""Counter-based random streams: game K of a run is reproducible from (master seed, stream, K) alone.

The generator is SplitMix64 (a Weyl sequence through a 64-bit mixer): one add, two multiplies per
number, and any seed gives an independent-looking stream. The state is a one-element uint64 array so
jitted code can advance it in place.
"""
import numpy as np
from simcore.jit import engine_jit

GOLDEN = np.uint64(0x9E3779B97F4A7C15)
MIX1 = np.uint64(0xBF58476D1CE4E5B9)
MIX2 = np.uint64(0x94D049BB133111EB)
SEED_MASK = np.uint64(0x7FFFFFFFFFFFFFFF)


@engine_jit
def mix64(z):
    z = (z ^ (z >> np.uint64(30))) * MIX1
    z = (z ^ (z >> np.uint64(27))) * MIX2
    return z ^ (z >> np.uint64(31))


@engine_jit
def derive_seed(master, stream, k):
    """Seed of game `k` of stream `stream` under master seed `master` (all int64), as a non-negative int64."""
    h = mix64(np.uint64(master) ^ mix64(np.uint64(stream) + GOLDEN))
    h = mix64(h + np.uint64(k) * GOLDEN)
    return np.int64(h & SEED_MASK)


@engine_jit
def seed_state(rs, seed):
    rs[0] = mix64(np.uint64(seed) ^ MIX2)


@engine_jit
def next_u64(rs):
    rs[0] += GOLDEN
    return mix64(rs[0])


@engine_jit
def rand_below(rs, n):
    """Uniform integer in [0, n) for 0 < n < 2**31 (multiply-shift; bias below 2**-32)."""
    return np.int64(((next_u64(rs) >> np.uint64(32)) * np.uint64(n)) >> np.uint64(32))


def new_state(seed=0):
    rs = np.zeros(1, dtype=np.uint64)
    seed_state(rs, np.int64(seed))
    return rs


def _guard_cache():
    # rng is imported by every jitted module of simcore before anything is loaded from numba's cache
    from simcore.jitcache import ensure_fresh

    ensure_fresh([mix64])


_guard_cache()

"""Card effects hook into the rules here. Every function is called by the engine at the RULES.md timing
it names; with no effect tables loaded they change nothing."""
from numba import njit


@njit(cache=True, _nrt=False)
def persistent_dp(st, tb, p, s):
    return 0


@njit(cache=True, _nrt=False)
def security_attack_bonus(st, tb, p, s):
    return 0


@njit(cache=True, _nrt=False)
def has_blocker(st, tb, p, s):
    return False


@njit(cache=True, _nrt=False)
def has_rush(st, tb, p, s):
    return False


@njit(cache=True, _nrt=False)
def has_jamming(st, tb, p, s):
    return False


@njit(cache=True, _nrt=False)
def cannot_attack(st, tb, p, s):
    return False


@njit(cache=True, _nrt=False)
def cannot_block(st, tb, p, s):
    return False

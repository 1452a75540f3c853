"""Read-only questions about a game state, shared by the rules and the pilots."""
from numba import njit

from simcore import effects
from simcore.layout import (BREEDING, G_CUR, G_MEM, G_TURN, K_DIGIMON, K_EGG, K_TAMER)


@njit(cache=True, _nrt=False)
def memory_of(st, p):
    """Memory on player p's side of the shared gauge."""
    m = st.g[G_MEM]
    return m if p == 0 else -m


@njit(cache=True, _nrt=False)
def top_card(st, p, s):
    return st.stk[p, s, st.stk_n[p, s] - 1]


@njit(cache=True, _nrt=False)
def is_digimon_slot(st, tb, p, s):
    if st.stk_n[p, s] == 0:
        return False
    k = tb.kind[top_card(st, p, s)]
    return k == K_DIGIMON or k == K_EGG


@njit(cache=True, _nrt=False)
def is_tamer_slot(st, tb, p, s):
    return st.stk_n[p, s] > 0 and tb.kind[top_card(st, p, s)] == K_TAMER


@njit(cache=True, _nrt=False)
def digivolution_cards(st, p, s):
    return st.stk_n[p, s] - 1


@njit(cache=True, _nrt=False)
def slot_dp(st, tb, p, s):
    """Current DP of the Digimon in slot s (printed DP + effects), floored at 0."""
    d = tb.dp[top_card(st, p, s)]
    if d < 0:
        return 0
    d += st.dp_turn[p, s] + effects.persistent_dp(st, tb, p, s)
    return d if d > 0 else 0


@njit(cache=True, _nrt=False)
def security_attack(st, tb, p, s):
    """Number of security checks this Digimon performs: 1 + Security A. modifiers (may be <= 0)."""
    return 1 + effects.security_attack_bonus(st, tb, p, s)


@njit(cache=True, _nrt=False)
def has_blocker(st, tb, p, s):
    return effects.has_blocker(st, tb, p, s)


@njit(cache=True, _nrt=False)
def can_attack(st, tb, p, s):
    """Slot s of player p may declare an attack now (battle area, Digimon, unsuspended, not played this
    turn unless it has Rush, not barred by an effect)."""
    if s == BREEDING or not is_digimon_slot(st, tb, p, s) or st.susp[p, s] != 0:
        return False
    if st.g[G_CUR] != p:
        return False
    if st.entered[p, s] == st.g[G_TURN] and not effects.has_rush(st, tb, p, s):
        return False
    return not effects.cannot_attack(st, tb, p, s)


@njit(cache=True, _nrt=False)
def can_block(st, tb, p, s):
    if s == BREEDING or not is_digimon_slot(st, tb, p, s) or st.susp[p, s] != 0:
        return False
    return has_blocker(st, tb, p, s) and not effects.cannot_block(st, tb, p, s)


@njit(cache=True, _nrt=False)
def has_color_on_field(st, tb, p, mask):
    """True if player p has a Digimon or Tamer of every color in `mask` in the battle or breeding area."""
    have = 0
    for s in range(st.fld_n[p]):
        if st.stk_n[p, s] > 0:
            have |= tb.colors[top_card(st, p, s)]
    return (have & mask) == mask


@njit(cache=True, _nrt=False)
def digivolve_cost(tb, card, base_top):
    """Cheapest printed requirement of `card` met by a Digimon whose top card is `base_top`, or -1."""
    best = -1
    lv = tb.level[base_top]
    col = tb.colors[base_top]
    bk = tb.kind[base_top]
    if bk != K_DIGIMON and bk != K_EGG:
        return -1
    for r in range(tb.evo_n[card]):
        if tb.evo[card, r, 1] == lv and (tb.evo[card, r, 0] & col) != 0:
            c = tb.evo[card, r, 2]
            if best < 0 or c < best:
                best = c
    return best

"""Read-only questions about a game state, shared by the rules, the effects and the pilots: zone facts
and the persistent effects (DP, Security A., keywords) worked out from the effect rows, the Tamers on
the field and the modifiers with a duration."""
import numpy as np
from simcore.jit import engine_jit

from simcore.effect_codes import (C_OWN_MEMORY_LE, C_OWN_TAMERS_LE, A_BLOCKER, A_KEYWORD, A_CANT_ATTACK_OR_BLOCK, A_DP, A_JAMMING, A_PIERCING, A_REBOOT,
                                  A_RETALIATION, A_RUSH, A_SECURITY_ATTACK, C_ATTACKING_DIGIMON,
                                  C_BATTLING_BARE_DIGIMON, C_DIGIVOLUTION_CARDS_GE, C_HAS_BLOCKER, C_LEVEL_GE,
                                  C_NONE, C_OPPONENT_DID_NOT_ATTACK, C_OPPONENT_HAS_BARE_DIGIMON,
                                  C_OWN_SECURITY_GE, C_OWN_SECURITY_LE, C_OWN_TRASH_GE, F_ACTION, F_AMOUNT,
                                  F_COND, F_COND_ARG, F_PER, F_SOURCE, F_TARGET, F_TRIGGER, F_WINDOW, S_INHERITED,
                                  S_MAIN, T_STATIC, TG_ALL_OWN, TG_ALL_OWN_AND_SECURITY, TG_ALL_OWN_SECURITY,
                                  TG_SELF, W_ANY, W_YOURS, C_THIS_HAS)
from simcore.effect_codes import C_COLORS_GE, C_OPPONENT_DIGIMON_GE, C_OWN_HAND_LE, C_OWN_MEMORY_GE
from simcore.layout import (BREEDING, G_ATK_TARGET, G_ATTACKED, G_BATTLE_BARE0, G_CUR, G_MEM, G_MODN, G_TURN,
                            K_DIGIMON, K_EGG, K_TAMER, MOD_ACTION, MOD_AMOUNT, MOD_PLAYER, MOD_SCOPE, MOD_UID,
                            SCOPE_DIGIMON, SCOPE_SECURITY)


@engine_jit
def memory_of(st, p):
    """Memory on player p's side of the shared gauge."""
    m = st.g[G_MEM]
    return m if p == 0 else -m


@engine_jit
def top_card(st, p, s):
    return st.top[p, s]  # kept by every move that changes a stack's top (checked in checking mode)


@engine_jit
def is_digimon_slot(st, tb, p, s):
    if st.stk_n[p, s] == 0:
        return False
    k = tb.kind[top_card(st, p, s)]
    return k == K_DIGIMON or k == K_EGG


@engine_jit
def is_tamer_slot(st, tb, p, s):
    return st.stk_n[p, s] > 0 and tb.kind[top_card(st, p, s)] == K_TAMER


@engine_jit
def digivolution_cards(st, p, s):
    return st.stk_n[p, s] - 1


@engine_jit
def window_ok(st, p, w):
    """An effect of player p limited to [Your Turn] / [Opponent's Turn] works now."""
    return w == W_ANY or (w == W_YOURS) == (st.g[G_CUR] == p)


@engine_jit
def has_bare_digimon(st, tb, q):
    """Player q has a battle-area Digimon with no digivolution cards."""
    for s in range(1, st.fld_n[q]):
        if st.stk_n[q, s] == 1 and is_digimon_slot(st, tb, q, s):
            return True
    return False


@engine_jit
def mod_sum(st, p, uid, action, scope):
    """Sum of the modifiers of player p with this action on the Digimon `uid` or player-wide in `scope`."""
    total = 0
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == action:
            u = st.mod[i, MOD_UID]
            if (uid >= 0 and u == uid) or (u == -1 and (st.mod[i, MOD_SCOPE] & scope) != 0):
                total += st.mod[i, MOD_AMOUNT]
    return total


@engine_jit
def unconditional_keyword(st, tb, p, s, action):
    """A keyword from the stack's unconditional static rows or a modifier (used inside conditions, so it
    evaluates no condition itself)."""
    bit = np.int64(1) << action
    n = st.stk_n[p, s]
    if (tb.self_static_any & bit) != 0:
        for i in range(n):
            c = st.stk[p, s, i]
            src = S_MAIN if i == n - 1 else S_INHERITED
            if (tb.self_static_bits[c, src] & bit) == 0:
                continue
            f = tb.eff_first[c]
            for r in range(f, f + tb.eff_n[c]):
                e = tb.eff[r]
                if (e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == action
                        and e[F_TARGET] == TG_SELF and e[F_COND] == C_NONE and window_ok(st, p, e[F_WINDOW])):
                    return True
    return mod_sum(st, p, st.uid[p, s], action, SCOPE_DIGIMON) > 0


@engine_jit
def condition_holds(st, tb, p, s, cond, arg):
    """Condition of an effect controlled by player p whose source is slot s (-1 = none)."""
    if cond == C_NONE:
        return True
    if cond == C_OWN_SECURITY_LE:
        return st.sec_n[p] <= arg
    if cond == C_OWN_SECURITY_GE:
        return st.sec_n[p] >= arg
    if cond == C_OWN_TRASH_GE:
        return st.trash_n[p] >= arg
    if cond == C_OWN_MEMORY_LE:
        return memory_of(st, p) <= arg
    if cond == C_OWN_TAMERS_LE:
        n = 0
        for t in range(1, st.fld_n[p]):
            if is_tamer_slot(st, tb, p, t):
                n += 1
        return n <= arg
    if cond == C_OPPONENT_HAS_BARE_DIGIMON:
        return has_bare_digimon(st, tb, 1 - p)
    if cond == C_OWN_MEMORY_GE:
        return memory_of(st, p) >= arg
    if cond == C_OWN_HAND_LE:
        return st.hand_n[p] <= arg
    if cond == C_OPPONENT_DIGIMON_GE:
        n = 0
        for t in range(1, st.fld_n[1 - p]):
            if is_digimon_slot(st, tb, 1 - p, t):
                n += 1
        return n >= arg
    if cond == C_ATTACKING_DIGIMON:
        return st.g[G_ATK_TARGET] >= 0
    if cond == C_OPPONENT_DID_NOT_ATTACK:
        return st.g[G_ATTACKED] == 0
    if s < 0 or st.stk_n[p, s] == 0:
        return False
    if cond == C_DIGIVOLUTION_CARDS_GE:
        return st.stk_n[p, s] - 1 >= arg
    if cond == C_LEVEL_GE:
        return tb.level[top_card(st, p, s)] >= arg
    if cond == C_HAS_BLOCKER:
        return unconditional_keyword(st, tb, p, s, A_BLOCKER)
    if cond == C_BATTLING_BARE_DIGIMON:
        return st.g[G_BATTLE_BARE0 + p] != 0
    if cond == C_COLORS_GE:
        colors = tb.colors[top_card(st, p, s)]
        n = 0
        while colors != 0:
            n += colors & 1
            colors >>= 1
        return n >= arg
    if cond == C_THIS_HAS:   # arg: the row's trait/name bit (decks.effects.effect_rows), 0 for none
        return arg > 0 and ((tb.match_bits[top_card(st, p, s)] >> (arg - 1)) & 1) != 0
    return False


@engine_jit
def field_static(st, tb, p, action, scope):
    """Player-wide persistent effects of player p's battle-area cards (e.g. a Tamer's "all of your
    Digimon get +1000 DP") that reach `scope` (SCOPE_DIGIMON or SCOPE_SECURITY)."""
    total = 0
    bit = np.int64(1) << action
    if (tb.field_static_any & bit) == 0:
        return 0
    for t in range(1, st.fld_n[p]):
        c = top_card(st, p, t)
        if (tb.field_static_bits[c] & bit) == 0:
            continue
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != S_MAIN or e[F_ACTION] != action:
                continue
            tg = e[F_TARGET]
            reach = 0
            if tg == TG_ALL_OWN:
                reach = SCOPE_DIGIMON
            elif tg == TG_ALL_OWN_SECURITY:
                reach = SCOPE_SECURITY
            elif tg == TG_ALL_OWN_AND_SECURITY:
                reach = SCOPE_DIGIMON | SCOPE_SECURITY
            if (reach & scope) != 0 and window_ok(st, p, e[F_WINDOW]) and \
                    condition_holds(st, tb, p, t, e[F_COND], e[F_COND_ARG]):
                total += e[F_AMOUNT]
    return total


@engine_jit
def static_sum(st, tb, p, s, action):
    """Everything that gives the battle-area Digimon in slot s of player p `action` (DP, Security A.,
    a keyword count...): its own static rows (top card's main, the inherited ones beneath), player-wide
    statics, and modifiers. A Digimon in the breeding area activates no effects."""
    if s == BREEDING:
        return 0
    total = 0
    bit = np.int64(1) << action
    n = st.stk_n[p, s]
    if (tb.self_static_any & bit) != 0:
        for i in range(n):
            c = st.stk[p, s, i]
            src = S_MAIN if i == n - 1 else S_INHERITED
            if (tb.self_static_bits[c, src] & bit) == 0:
                continue
            f = tb.eff_first[c]
            for r in range(f, f + tb.eff_n[c]):
                e = tb.eff[r]
                if (e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == action
                        and e[F_TARGET] == TG_SELF and window_ok(st, p, e[F_WINDOW])
                        and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG])):
                    amount = e[F_AMOUNT]
                    if e[F_PER] > 0:
                        amount *= (n - 1) // e[F_PER]
                    total += amount
    total += field_static(st, tb, p, action, SCOPE_DIGIMON)
    if st.g[G_MODN] > 0:
        total += mod_sum(st, p, st.uid[p, s], action, SCOPE_DIGIMON)
    return total


@engine_jit
def slot_dp(st, tb, p, s):
    """Current DP of the Digimon in slot s (printed DP + effects), floored at 0."""
    d = tb.dp[top_card(st, p, s)]
    if d < 0:
        return 0
    d += static_sum(st, tb, p, s, A_DP)
    return d if d > 0 else 0


@engine_jit
def security_digimon_dp(st, tb, q, card):
    """DP of `card` as player q's Security Digimon: printed DP + effects on q's Security Digimon."""
    d = tb.dp[card]
    if d < 0:
        d = 0
    d += field_static(st, tb, q, A_DP, SCOPE_SECURITY) + mod_sum(st, q, -1, A_DP, SCOPE_SECURITY)
    return d if d > 0 else 0


@engine_jit
def security_attack(st, tb, p, s):
    """Number of security checks this Digimon performs: 1 + Security A. modifiers (may be <= 0)."""
    return 1 + static_sum(st, tb, p, s, A_SECURITY_ATTACK)


@engine_jit
def has_keyword(st, tb, p, s, action):
    return static_sum(st, tb, p, s, action) > 0


@engine_jit
def can_attack(st, tb, p, s):
    """Slot s of player p may declare an attack now (battle area, Digimon, unsuspended, not played this
    turn unless it has Rush, not barred by an effect)."""
    if s == BREEDING or not is_digimon_slot(st, tb, p, s) or st.susp[p, s] != 0:
        return False
    if st.g[G_CUR] != p:
        return False
    if st.entered[p, s] == st.g[G_TURN] and not has_keyword(st, tb, p, s, A_RUSH):
        return False
    return not has_keyword(st, tb, p, s, A_CANT_ATTACK_OR_BLOCK)


@engine_jit
def can_block(st, tb, p, s):
    if s == BREEDING or not is_digimon_slot(st, tb, p, s) or st.susp[p, s] != 0:
        return False
    return has_keyword(st, tb, p, s, A_BLOCKER) and not has_keyword(st, tb, p, s, A_CANT_ATTACK_OR_BLOCK)


@engine_jit
def has_color_on_field(st, tb, p, mask):
    """True if player p has a Digimon or Tamer of every color in `mask` in the battle or breeding area."""
    have = 0
    for s in range(st.fld_n[p]):
        if st.stk_n[p, s] > 0:
            have |= tb.colors[top_card(st, p, s)]
    return (have & mask) == mask


@engine_jit
def digivolve_cost(tb, card, base_top):
    """Cheapest printed requirement of `card` met by a Digimon whose top card is `base_top`, or -1."""
    return tb.evo_cost[card, base_top]  # worked out per match by simcore.tables.summarize


# Keyword shorthands used by the rules.
@engine_jit
def has_jamming(st, tb, p, s):
    return has_keyword(st, tb, p, s, A_JAMMING)


@engine_jit
def has_piercing(st, tb, p, s):
    return has_keyword(st, tb, p, s, A_PIERCING)


@engine_jit
def has_retaliation(st, tb, p, s):
    return has_keyword(st, tb, p, s, A_RETALIATION)


@engine_jit
def has_reboot(st, tb, p, s):
    return has_keyword(st, tb, p, s, A_REBOOT)


@engine_jit
def has_named_keyword(st, tb, p, s, kw):
    """The Digimon in slot s of player p has the keyword `kw` (KW_*, the amount of an A_KEYWORD row): from its
    own static rows (top card's main, the inherited ones beneath), player-wide statics, or a modifier."""
    if s == BREEDING:
        return False
    bit = np.int64(1) << A_KEYWORD
    n = st.stk_n[p, s]
    if (tb.self_static_any & bit) != 0:
        for i in range(n):
            c = st.stk[p, s, i]
            src = S_MAIN if i == n - 1 else S_INHERITED
            if (tb.self_static_bits[c, src] & bit) == 0:
                continue
            f = tb.eff_first[c]
            for r in range(f, f + tb.eff_n[c]):
                e = tb.eff[r]
                if (e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == A_KEYWORD
                        and e[F_AMOUNT] == kw and e[F_TARGET] == TG_SELF and window_ok(st, p, e[F_WINDOW])
                        and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG])):
                    return True
    if (tb.field_static_any & bit) != 0:
        for t in range(1, st.fld_n[p]):
            c = top_card(st, p, t)
            if (tb.field_static_bits[c] & bit) == 0:
                continue
            f = tb.eff_first[c]
            for r in range(f, f + tb.eff_n[c]):
                e = tb.eff[r]
                if (e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == S_MAIN and e[F_ACTION] == A_KEYWORD
                        and e[F_AMOUNT] == kw and (e[F_TARGET] == TG_ALL_OWN or e[F_TARGET] == TG_ALL_OWN_AND_SECURITY)
                        and window_ok(st, p, e[F_WINDOW]) and condition_holds(st, tb, p, t, e[F_COND], e[F_COND_ARG])):
                    return True
    uid = st.uid[p, s]
    for i in range(st.g[G_MODN]):   # a granted keyword: a modifier whose amount names it
        if st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == A_KEYWORD and st.mod[i, MOD_AMOUNT] == kw:
            u = st.mod[i, MOD_UID]
            if u == uid or (u == -1 and (st.mod[i, MOD_SCOPE] & SCOPE_DIGIMON) != 0):
                return True
    return False

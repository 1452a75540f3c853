"""Which Digimon and cards an effect row may choose (RULES.md §11: counted targets, filters)."""
import numpy as np

from simcore.jit import engine_jit
from simcore.effect_codes import (A_DIGIVOLVE_COST_DOWN, F_ACTION, F_AMOUNT, F_CHAIN, F_COND, F_COND_ARG,
                                  F_SOURCE, F_TRIGGER, F_WINDOW, S_INHERITED, S_MAIN, T_STATIC, F_COLOR, F_COST_EQ, F_COST_MAX, F_DP_MAX, F_FILTER, F_KIND, F_LEVEL_EQ,
                                  F_LEVEL_MAX, F_LEVEL_MIN, F_MATCH, F_TARGET,
                                  FL_TAMER, TG_OPPONENT, TG_OWN, F_OR_MATCH)
from simcore.effect_codes import F_KINDS, F_ONCE, TG_ANY
from simcore.effect_codes import A_SUSPEND_UNSUSPENDED
from simcore.effect_codes import A_DELETE_UNSUSPENDED, A_DELETE_UNSUSPENDED_AT_MOST_PAID_LEVEL
from simcore.layout import K_TAMER, K_DIGIMON
from simcore.effect_codes import A_CANT, CANT_NAMED_DIGIVOLUTION_CARDS_TRASHED
from simcore.effect_codes import FL_UNLIKE_OWN_TAMERS, FL_OTHER_LEVEL
from simcore.layout import G_ONCEN, G_OVERFLOW, G_PLAYED_LEVEL, MAXONCE, NSLOT
from simcore.layout import G_MODN, MOD_ACTION, MOD_AMOUNT, MOD_PLAYER, MOD_UID
from simcore.effect_codes import A_NEXT_DIGIVOLVE_COST_DOWN
from simcore.query import has_keyword, shielded_from
from simcore.effect_codes import A_BLOCKER, FL_HAS_BLOCKER
from simcore.effect_codes import FL_HIGHEST_DP, FL_PAID_FROM_UNDER_TAMER, A_PLAY_COST_DOWN
from simcore.effect_codes import FL_PAID_BY_DELETING
from simcore.effect_codes import FL_FEWEST_DIGIVOLUTION_CARDS
from simcore.query import condition_holds, is_digimon_slot, is_tamer_slot, slot_dp, top_card, window_ok
from simcore.query import play_cost_reducible, slot_state_passes
from simcore.effect_codes import F_RANK, F_AT_MOST_SELF, RK_LOWEST_DP, RK_LOWEST_LEVEL, RK_HIGHEST_LEVEL, VS_DP
from simcore.effect_codes import RK_LOWEST_PLAY_COST
from simcore.effect_codes import TG_NEW_NAMES, TG_HAND
from simcore.effect_codes import TG_INTO_THIS
from simcore.effect_codes import TG_OWN_DIGIMON_COLORS
from simcore.effect_codes import TG_OWN_PROGRESS, KW_PROGRESS
from simcore.query import has_named_keyword
from simcore.effect_codes import S_SECURITY, TG_ALL_OWN
from simcore.layout import REACH_FACE_UP_SECURITY
from simcore.effect_codes import A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN, TG_SUSPEND_ANY, F_BASE_MATCH, F_COUNT, CANT_SUSPEND
from simcore.layout import MOD_SCOPE, SCOPE_ROW_SHIFT
from simcore.query import restricted, slot_play_cost, player_restricted
from simcore.effect_codes import CANT_REDUCE_DIGIVOLUTION_COSTS, A_SUSPEND_PLAY_COST_DOWN, A_SUSPEND_DIGIVOLVE_COST_DOWN
from simcore.effect_codes import A_SUSPEND_OWN_PLAY_COST_DOWN
from simcore.effect_codes import A_BOTTOM_DECK_PLAY_COST_DOWN, CANT_BE_RETURNED
from simcore.effect_codes import A_TAMER_DIGIVOLVE_COST_DOWN
from simcore.layout import STACK
from simcore.effect_codes import A_KEYWORD, KW_DIGISORPTION


@engine_jit
def digimon_matches(st, tb, e, q, s, src_uid):
    """The battle-area Digimon (or, with FL_TAMER, Tamer) in slot s of player q passes the filters of row e."""
    if (e[F_FILTER] & FL_TAMER) != 0:
        if not is_tamer_slot(st, tb, q, s):
            return False
    elif not is_digimon_slot(st, tb, q, s):
        if (e[F_KINDS] >> K_TAMER) & 1 == 0 or not is_tamer_slot(st, tb, q, s):   # kinds=digimon,tamer: either
            return False
    if not slot_state_passes(st, tb, e, q, s, src_uid):
        return False
    f = e[F_FILTER]
    c = top_card(st, q, s)
    if e[F_DP_MAX] >= 0 and ((tb.dp[c] < 0 and tb.kind[c] != K_TAMER) or slot_dp(st, tb, q, s) > e[F_DP_MAX]):
        return False
    if (f & FL_HAS_BLOCKER) != 0 and not has_keyword(st, tb, q, s, A_BLOCKER):
        return False
    if e[F_TARGET] == TG_OWN_PROGRESS and not has_named_keyword(st, tb, q, s, KW_PROGRESS):
        return False   # "1 of your Digimon with <Progress>"
    return True


@engine_jit
def gather_targets(st, tb, p, e, src_uid):
    """Fill st.cand with the Digimon (q * NSLOT + slot) that row e of an effect of player p may target
    (TG_OWN: p's, TG_OPPONENT: the opponent's, TG_ANY: both); returns how many."""
    tg = e[F_TARGET]
    if tg == TG_OWN or tg == TG_ANY or tg == TG_OWN_PROGRESS:
        q = p
    elif tg == TG_OPPONENT:
        q = 1 - p
    else:
        return 0
    n = 0
    unsuspended_only = (e[F_ACTION] == A_SUSPEND_UNSUSPENDED or e[F_ACTION] == A_DELETE_UNSUSPENDED
                        or e[F_ACTION] == A_DELETE_UNSUSPENDED_AT_MOST_PAID_LEVEL)
    for s in range(1, st.fld_n[q]):
        if unsuspended_only and st.susp[q, s] != 0:
            continue
        if digimon_matches(st, tb, e, q, s, src_uid) and (q == p or not shielded_from(st, tb, q, s, e)):
            st.cand[n] = q * NSLOT + s
            n += 1
    if tg == TG_ANY:   # the opponent's too
        for s in range(1, st.fld_n[1 - p]):
            if unsuspended_only and st.susp[1 - p, s] != 0:
                continue
            if digimon_matches(st, tb, e, 1 - p, s, src_uid) and not shielded_from(st, tb, 1 - p, s, e):
                st.cand[n] = (1 - p) * NSLOT + s
                n += 1
    if (e[F_FILTER] & FL_HIGHEST_DP) != 0 and n > 1:   # "with the highest DP": only the tied best remain
        best = slot_dp(st, tb, st.cand[0] // NSLOT, st.cand[0] % NSLOT)
        for i in range(1, n):
            best = max(best, slot_dp(st, tb, st.cand[i] // NSLOT, st.cand[i] % NSLOT))
        kept = 0
        for i in range(n):
            if slot_dp(st, tb, st.cand[i] // NSLOT, st.cand[i] % NSLOT) == best:
                st.cand[kept] = st.cand[i]
                kept += 1
        n = kept
    if (e[F_FILTER] & FL_FEWEST_DIGIVOLUTION_CARDS) != 0 and n > 1:
        n = keep_fewest_digivolution_cards(st, n)
    if (e[F_RANK] != 0 or e[F_AT_MOST_SELF] != 0) and n > 0:
        n = keep_ranked(st, tb, p, e, src_uid, n)
    return n


@engine_jit
def rank_value(st, tb, kind, q, s):
    """The number rank= kind `kind` ranks the Digimon in slot s of player q by, lowest first (a highest rank
    negated); -1 << 30 for one it does not rank (no level, no play cost)."""
    c = top_card(st, q, s)
    if kind == RK_LOWEST_DP:
        return slot_dp(st, tb, q, s)
    if kind == RK_LOWEST_LEVEL or kind == RK_HIGHEST_LEVEL:
        if tb.level[c] <= 0:
            return -1 << 30
        return tb.level[c] if kind == RK_LOWEST_LEVEL else -tb.level[c]
    cost = slot_play_cost(st, tb, q, s)   # as lowered by digimon_play_cost_down
    if cost < 0:
        return -1 << 30
    return cost if kind == RK_LOWEST_PLAY_COST else -cost


@engine_jit
def keep_ranked(st, tb, p, e, src_uid, n):
    """Of the n candidates in st.cand (q * NSLOT + slot) for row e of player p's effect from the Digimon src_uid,
    only those with no more DP / digivolution cards than that Digimon (at_most_self=; none while it is not in p's
    battle area; src_uid -1, a valuation without a source: not compared), then only those ranked first (rank=)
    remain, in order; returns how many."""
    vs = e[F_AT_MOST_SELF]
    if vs != 0 and src_uid >= 0:
        me = -1
        for s in range(1, st.fld_n[p]):
            if st.uid[p, s] == src_uid:
                me = s
        if me < 0:
            return 0
        if vs == VS_DP:
            bound = slot_dp(st, tb, p, me)
        else:
            bound = st.stk_n[p, me]
        kept = 0
        for i in range(n):
            q = st.cand[i] // NSLOT
            s = st.cand[i] % NSLOT
            if (slot_dp(st, tb, q, s) if vs == VS_DP else st.stk_n[q, s]) <= bound:
                st.cand[kept] = st.cand[i]
                kept += 1
        n = kept
    kind = e[F_RANK]
    if kind == 0 or n == 0:
        return n
    best = 1 << 30
    for i in range(n):
        v = rank_value(st, tb, kind, st.cand[i] // NSLOT, st.cand[i] % NSLOT)
        if v != -1 << 30 and v < best:
            best = v
    kept = 0
    for i in range(n):
        if rank_value(st, tb, kind, st.cand[i] // NSLOT, st.cand[i] % NSLOT) == best:
            st.cand[kept] = st.cand[i]
            kept += 1
    return kept


@engine_jit
def keep_fewest_digivolution_cards(st, n):
    """Of the n candidates in st.cand (q * NSLOT + slot), only those with the fewest digivolution cards remain, in
    order; returns how many."""
    fewest = st.stk_n[st.cand[0] // NSLOT, st.cand[0] % NSLOT]
    for i in range(1, n):
        fewest = min(fewest, st.stk_n[st.cand[i] // NSLOT, st.cand[i] % NSLOT])
    kept = 0
    for i in range(n):
        if st.stk_n[st.cand[i] // NSLOT, st.cand[i] % NSLOT] == fewest:
            st.cand[kept] = st.cand[i]
            kept += 1
    return kept


@engine_jit
def card_matches(tb, e, c):
    """Card type c passes the card filters of row e (kind, color, level, cost, printed DP), or has the
    exact name of its or_name= alternative."""
    if e[F_OR_MATCH] > 0 and (tb.match_bits[c] >> (e[F_OR_MATCH] - 1)) & 1 != 0:
        return True
    if e[F_KIND] >= 0 and tb.kind[c] != e[F_KIND]:
        return False
    if (e[F_KIND] >= 0 or e[F_KINDS] != 0) and tb.face_up[c] != c:
        return False   # a face-down digivolution card (simcore.tables): no kind to show
    if e[F_KINDS] != 0 and (e[F_KINDS] >> tb.kind[c]) & 1 == 0:
        return False
    if e[F_MATCH] > 0 and (tb.match_bits[c] >> (e[F_MATCH] - 1)) & 1 == 0:
        return False
    if e[F_COLOR] != 0 and (tb.colors[c] & e[F_COLOR]) == 0:
        return False
    if e[F_LEVEL_EQ] > 0 and tb.level[c] != e[F_LEVEL_EQ]:
        return False
    if e[F_LEVEL_MAX] >= 0 and (tb.level[c] == 0 or tb.level[c] > e[F_LEVEL_MAX]):
        return False
    if e[F_LEVEL_MIN] >= 0 and tb.level[c] < e[F_LEVEL_MIN]:
        return False
    if e[F_COST_EQ] >= 0:
        a = e[F_COST_EQ] // 100
        b = e[F_COST_EQ] % 100
        if tb.cost[c] != a and tb.cost[c] != b:
            return False
    if e[F_COST_MAX] >= 0 and (tb.cost[c] < 0 or tb.cost[c] > e[F_COST_MAX]):
        return False
    if e[F_DP_MAX] >= 0 and (tb.dp[c] < 0 or tb.dp[c] > e[F_DP_MAX]):
        return False
    return True


@engine_jit
def gather_pile(tb, pile, n, e, out):
    """Indices into pile[0:n] of the cards matching row e, into out; returns how many (one per distinct
    card type, so equal choices are listed once)."""
    k = 0
    for i in range(n):
        c = pile[i]
        if not card_matches(tb, e, c):
            continue
        dup = False
        for j in range(k):
            if pile[out[j]] == c:
                dup = True
                break
        if not dup:
            out[k] = i
            k += 1
    return k


@engine_jit
def has_digimon_named(st, tb, p, name):
    """p has a Digimon in the battle area whose top card has the name `name` (a name_id)."""
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s) and tb.name_id[top_card(st, p, s)] == name:
            return True
    return False


@engine_jit
def gather_playable(st, tb, p, e, pile, n):
    """gather_pile for a card p would play by row e: with filter=unlike_own_tamers, without the cards named like
    a Tamer p has in the battle area; with filter=other_level, without the cards of the level of the card the play
    row before it played. Returns how many (indices into pile in st.cand)."""
    k = gather_pile(tb, pile, n, e, st.cand)
    if e[F_TARGET] == TG_NEW_NAMES:   # not a card named like one of p's Digimon
        kept = 0
        for j in range(k):
            if not has_digimon_named(st, tb, p, tb.name_id[pile[st.cand[j]]]):
                st.cand[kept] = st.cand[j]
                kept += 1
        k = kept
    if e[F_TARGET] == TG_OWN_DIGIMON_COLORS:   # only a card sharing a colour with one of p's Digimon on the field
        colors = 0
        for s in range(st.fld_n[p]):
            if is_digimon_slot(st, tb, p, s):
                colors |= tb.colors[top_card(st, p, s)]
        kept = 0
        for j in range(k):
            if (tb.colors[pile[st.cand[j]]] & colors) != 0:
                st.cand[kept] = st.cand[j]
                kept += 1
        k = kept
    if (e[F_FILTER] & (FL_UNLIKE_OWN_TAMERS | FL_OTHER_LEVEL)) == 0:
        return k
    kept = 0
    unlike = (e[F_FILTER] & FL_UNLIKE_OWN_TAMERS) != 0
    level = st.g[G_PLAYED_LEVEL] if (e[F_FILTER] & FL_OTHER_LEVEL) != 0 else 0
    for j in range(k):
        c = pile[st.cand[j]]
        name = tb.name_id[c]
        clash = level > 0 and tb.level[c] == level
        for s in range(1, st.fld_n[p]):
            if clash or not unlike:
                break
            if is_tamer_slot(st, tb, p, s) and tb.name_id[top_card(st, p, s)] == name:
                clash = True
        if not clash:
            st.cand[kept] = st.cand[j]
            kept += 1
    return kept


@engine_jit
def digivolve_reduction(st, tb, p, s, c):
    """How much the persistent "when this Digimon would digivolve into [a card like c], reduce the digivolution
    cost by N" effects of p's Digimon in slot s take off digivolving it into card c: the top card's own text
    and the inherited texts beneath, each in its window, under its condition and, once per turn, unused (0 if
    none)."""
    return digivolve_reduction_of(st, tb, p, s, c, False, True)


@engine_jit
def digivolve_reduction_of(st, tb, p, s, c, spend, paid):
    """digivolve_reduction; spend: the once-per-turn ones that apply are used now; paid: the ones bought by
    trashing a card from under a Tamer count while the Tamers have cards enough (otherwise they are left to
    effects.pay_digivolve_reductions, which asks the pilot)."""
    if tb.digivolve_cost_down == 0 or player_restricted(st, tb, p, CANT_REDUCE_DIGIVOLUTION_COSTS):
        return 0
    total = 0
    under = -1 if paid else 0   # cards under p's Tamers, counted at the first paid reduction
    for i in range(st.g[G_MODN]):   # "the next time one of your Digimon would digivolve this turn": p's, used up
        if st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == A_NEXT_DIGIVOLVE_COST_DOWN \
                and st.mod[i, MOD_UID] == -1:
            total += st.mod[i, MOD_AMOUNT]
            if spend:
                st.mod[i, MOD_AMOUNT] = 0
        # "... you may suspend 1 of your Digimon to reduce": while one could pay (effects.pay_digivolve_reductions
        # asks the pilot and uses it up)
        if paid and st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN \
                and st.mod[i, MOD_UID] == -1 and st.mod[i, MOD_AMOUNT] > 0 and s >= 1 \
                and base_passes(st, tb, p, s, (st.mod[i, MOD_SCOPE] >> SCOPE_ROW_SHIFT) - 1) and own_can_suspend(st, tb, p):
            total += st.mod[i, MOD_AMOUNT]
    n = st.stk_n[p, s]
    for i in range(n):
        b = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        if ((tb.trigger_bits[b, src] >> T_STATIC) & 1) == 0:
            continue
        f = tb.eff_first[b]
        for r in range(f, f + tb.eff_n[b]):
            e = tb.eff[r]
            if e[F_ACTION] != A_DIGIVOLVE_COST_DOWN or e[F_SOURCE] != src or e[F_TRIGGER] != T_STATIC \
                    or e[F_CHAIN] != 0 or e[F_TARGET] == TG_INTO_THIS:   # (that one: the card digivolved into's)
                continue
            if e[F_ONCE] != 0 and once_spent(st, tb, st.uid[p, s], r):   # [Once Per Turn]: used this turn
                continue
            if e[F_ONCE] != 0 and not spend and i < n - 1 and same_card_below(st, p, s, i, b):
                continue   # copies of one card share its once-per-turn use (once_spent): counted as paying counts it
            if window_ok(st, p, e[F_WINDOW]) and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG]) \
                    and card_matches(tb, e, c):
                if (e[F_FILTER] & FL_PAID_FROM_UNDER_TAMER) != 0:   # one card from under a Tamer each
                    if under < 0:
                        under = under_tamer_cards(st, tb, p)
                    if under == 0:
                        continue
                    under -= 1
                total += e[F_AMOUNT]
                if spend and e[F_ONCE] != 0:
                    spend_once(st, tb, st.uid[p, s], r)
    if paid and (tb.digivolve_cost_down & 2) != 0:   # a Tamer's, bought by suspending it: one card under Tamers each
        for t in range(1, st.fld_n[p]):
            r = tamer_reduction_row(st, tb, p, t, s, c)
            if r < 0:
                continue
            if tb.eff[r, F_ACTION] == A_SUSPEND_DIGIVOLVE_COST_DOWN:   # bought by suspending it alone
                total += tb.eff[r, F_AMOUNT]
                continue
            if under < 0:
                under = under_tamer_cards(st, tb, p)
            if under == 0:
                break
            under -= 1
            total += tb.eff[r, F_AMOUNT]
    if (tb.reach & REACH_FACE_UP_SECURITY) != 0:   # p's face-up security cards' rows (RULES.md §10.8)
        total += face_up_digivolve_reduction(st, tb, p, c, spend)
    total += into_this_reduction(st, tb, p, s, c)
    if paid and s >= 1:   # <Digisorption> of the card: while one of p's Digimon could be suspended for it
        total += digisorption_reduction(st, tb, p, c)
    return total


@engine_jit
def tamer_reduction_row(st, tb, p, t, s, c):
    """The tamer_digivolve_cost_down or suspend_digivolve_cost_down row of p's card in slot t (the top card's own
    text) that p's Digimon in slot s digivolving into card c may buy now: t unsuspended and able to be suspended, the
    row's window, condition, base_ and card filters met, room under the Digimon; -1 if none."""
    if t == s or s < 1 or st.stk_n[p, t] == 0 or st.susp[p, t] != 0 or st.stk_n[p, s] + 1 > STACK:
        return -1
    b = top_card(st, p, t)
    if ((tb.trigger_bits[b, S_MAIN] >> T_STATIC) & 1) == 0:
        return -1
    f = tb.eff_first[b]
    for r in range(f, f + tb.eff_n[b]):
        e = tb.eff[r]
        if e[F_ACTION] == A_TAMER_DIGIVOLVE_COST_DOWN and st.stk_n[p, s] + 2 > STACK:
            continue   # no room under the Digimon for the card moved
        if (e[F_ACTION] == A_TAMER_DIGIVOLVE_COST_DOWN or e[F_ACTION] == A_SUSPEND_DIGIVOLVE_COST_DOWN) \
                and e[F_SOURCE] == S_MAIN and e[F_TRIGGER] == T_STATIC \
                and e[F_CHAIN] == 0 and window_ok(st, p, e[F_WINDOW]) and base_passes(st, tb, p, s, r) \
                and condition_holds(st, tb, p, t, e[F_COND], e[F_COND_ARG]) and card_matches(tb, e, c) \
                and not restricted(st, tb, p, t, CANT_SUSPEND):
            return r
    return -1


@engine_jit
def digisorption_row(tb, c):
    """The row of card c's own <Digisorption -N> (keyword digisorption, count=N), -1 if it has none."""
    if ((tb.trigger_bits[c, S_MAIN] >> T_STATIC) & 1) == 0:
        return -1
    f = tb.eff_first[c]
    for r in range(f, f + tb.eff_n[c]):
        e = tb.eff[r]
        if e[F_ACTION] == A_KEYWORD and e[F_AMOUNT] == KW_DIGISORPTION and e[F_SOURCE] == S_MAIN \
                and e[F_TRIGGER] == T_STATIC and e[F_CHAIN] == 0:
            return r
    return -1


@engine_jit
def digisorption_reduction(st, tb, p, c):
    """What card c's <Digisorption -N> takes off a digivolution of one of p's Digimon into it from the hand, while
    one of p's Digimon could be suspended to pay it (0 if none; effects.pay_digivolve_reductions asks the pilot)."""
    r = digisorption_row(tb, c)
    if r < 0 or not own_can_suspend(st, tb, p):
        return 0
    return tb.eff[r, F_COUNT]


@engine_jit
def base_passes(st, tb, p, s, r):
    """The top card of p's Digimon in slot s passes row r's base_ filter (none: any)."""
    m = tb.eff[r, F_BASE_MATCH]
    return m <= 0 or (tb.match_bits[top_card(st, p, s)] >> (m - 1)) & 1 != 0


@engine_jit
def own_can_suspend(st, tb, p):
    """One of p's battle-area Digimon is unsuspended and can be suspended."""
    for s in range(1, st.fld_n[p]):
        if st.susp[p, s] == 0 and is_digimon_slot(st, tb, p, s) and not restricted(st, tb, p, s, CANT_SUSPEND):
            return True
    return False


@engine_jit
def suspendable_any(st, tb, p, e):
    """Fill st.cand with the unsuspended Digimon of either battle area that row e (suspend_unsuspended target=any)
    of player p could suspend and that can be suspended; returns how many."""
    n = gather_targets(st, tb, p, e, -1)
    k = 0
    for i in range(n):
        if not restricted(st, tb, st.cand[i] // NSLOT, st.cand[i] % NSLOT, CANT_SUSPEND):
            st.cand[k] = st.cand[i]
            k += 1
    return k


@engine_jit
def into_this_reduction(st, tb, p, s, c):
    """What card c's own digivolve_cost_down rows with target=into_this take off p's Digimon in slot s digivolving
    into it from the hand ("when one of your Digimon ... digivolves into this card in your hand, reduce the
    digivolution cost by N"): each in its window, its condition read on that Digimon (0 if none). A digivolution
    into c from elsewhere (the trash, under a Tamer) takes it back (simcore.effects)."""
    if ((tb.trigger_bits[c, S_MAIN] >> T_STATIC) & 1) == 0 \
            or player_restricted(st, tb, p, CANT_REDUCE_DIGIVOLUTION_COSTS):
        return 0
    total = 0
    f = tb.eff_first[c]
    for r in range(f, f + tb.eff_n[c]):
        e = tb.eff[r]
        if e[F_ACTION] == A_DIGIVOLVE_COST_DOWN and e[F_TARGET] == TG_INTO_THIS and e[F_SOURCE] == S_MAIN \
                and e[F_TRIGGER] == T_STATIC and e[F_CHAIN] == 0 and window_ok(st, p, e[F_WINDOW]) \
                and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG]):
            total += e[F_AMOUNT]
    return total


@engine_jit
def same_card_below(st, p, s, i, b):
    """Card type b lies in the stack of p's slot s below index i too (an earlier copy of the same card)."""
    for j in range(i):
        if st.stk[p, s, j] == b:
            return True
    return False


@engine_jit
def face_up_digivolve_reduction(st, tb, p, c, spend):
    """What the persistent [Security] digivolve_cost_down rows (target=all_own) of p's face-up security cards take
    off any of p's Digimon digivolving into card c: each in its window, under its condition; once per turn: unused
    this turn, kept for the card as activate keeps a card's (-1 - card: [GAP] two face-up copies share one use);
    spend: the once-per-turn ones that apply are used now."""
    total = 0
    bit = np.int64(1) << A_DIGIVOLVE_COST_DOWN
    for i in range(st.sec_n[p]):
        b = st.sec[p, i]
        if st.sec_up[p, i] == 0 or (tb.field_static_bits[b] & bit) == 0:
            continue
        f = tb.eff_first[b]
        for r in range(f, f + tb.eff_n[b]):
            e = tb.eff[r]
            if e[F_ACTION] != A_DIGIVOLVE_COST_DOWN or e[F_SOURCE] != S_SECURITY or e[F_TRIGGER] != T_STATIC \
                    or e[F_CHAIN] != 0 or e[F_TARGET] != TG_ALL_OWN:
                continue
            if e[F_ONCE] != 0 and once_spent(st, tb, -1 - b, r):
                continue
            if window_ok(st, p, e[F_WINDOW]) and condition_holds(st, tb, p, -1, e[F_COND], e[F_COND_ARG]) \
                    and card_matches(tb, e, c):
                total += e[F_AMOUNT]
                if spend and e[F_ONCE] != 0:
                    spend_once(st, tb, -1 - b, r)
    return total


@engine_jit
def once_row(tb, r):
    """The row that keeps the [Once Per Turn] use of row r: its own, or, for one effect printed with several
    timings (a row per timing), the first of them (F_ONCE - 1 rows before), so that one use spends them all."""
    return r - (tb.eff[r, F_ONCE] - 1)


@engine_jit
def once_spent(st, tb, key, r):
    """The [Once Per Turn] effect starting at row r of the Digimon (or card) `key` was used this turn."""
    r = once_row(tb, r)
    for i in range(st.g[G_ONCEN]):
        if st.once[i, 0] == key and st.once[i, 1] == r:
            return True
    return False


@engine_jit
def spend_once(st, tb, key, r):
    """Note a use of the [Once Per Turn] effect starting at row r of `key` (an overflow is counted)."""
    r = once_row(tb, r)
    i = st.g[G_ONCEN]
    if i < MAXONCE:
        st.once[i, 0] = key
        st.once[i, 1] = r
        st.g[G_ONCEN] = i + 1
    else:
        st.g[G_OVERFLOW] += 1


@engine_jit
def spend_digivolve_reduction(st, tb, p, s, c):
    """p's Digimon in slot s digivolves into card c now: its once-per-turn reductions that apply are used; the
    amount of those not bought from under a Tamer."""
    if tb.digivolve_cost_down != 0:
        return digivolve_reduction_of(st, tb, p, s, c, True, False)
    return 0


@engine_jit
def under_tamer_cards(st, tb, p):
    """How many cards lie under p's Tamers (what costs paid from under a Tamer may trash)."""
    n = 0
    for t in range(1, st.fld_n[p]):
        if st.stk_n[p, t] > 1 and is_tamer_slot(st, tb, p, t):
            n += st.stk_n[p, t] - 1
    return n


@engine_jit
def paid_play_row_applies(st, tb, p, s, r, c):
    """Row r, of the top card of p's Digimon or Tamer in slot s, is a play or use cost reduction bought from under a
    Tamer (play_cost_down ... filter=paid_from_under_tamer) that applies to card c now: in its window, under its
    condition, once per turn unused, c passing its card filters."""
    e = tb.eff[r]
    return (e[F_ACTION] == A_PLAY_COST_DOWN and e[F_SOURCE] == S_MAIN and e[F_TRIGGER] == T_STATIC
            and e[F_CHAIN] == 0 and (e[F_FILTER] & FL_PAID_FROM_UNDER_TAMER) != 0
            and not (e[F_ONCE] != 0 and once_spent(st, tb, st.uid[p, s], r)) and window_ok(st, p, e[F_WINDOW])
            and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG]) and card_matches(tb, e, c))


@engine_jit
def paid_play_reduction(st, tb, p, c):
    """What the play or use cost reductions bought from under a Tamer of p's Digimon and Tamers in the battle area
    take off playing or using card c from the hand, as many as the cards under p's Tamers pay for (0 if none; the
    pilot pays or leaves each when the card is played: effects.pay_play_reductions)."""
    if (tb.play_cost_down & 2) == 0 or not play_cost_reducible(st, tb, p, c):
        return 0
    total = 0
    under = -1
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] == 0:
            continue
        b = top_card(st, p, s)
        if ((tb.trigger_bits[b, S_MAIN] >> T_STATIC) & 1) == 0:
            continue
        f = tb.eff_first[b]
        for r in range(f, f + tb.eff_n[b]):
            if suspend_play_row_applies(st, tb, p, s, r, c):   # bought by suspending this Tamer or Digimon
                total += tb.eff[r, F_AMOUNT]
                continue
            if not paid_play_row_applies(st, tb, p, s, r, c) or under == 0:
                continue
            if under < 0:
                under = under_tamer_cards(st, tb, p)
            if under == 0:
                continue
            under -= 1
            total += tb.eff[r, F_AMOUNT]
    return total


@engine_jit
def suspend_play_row_applies(st, tb, p, s, r, c):
    """Row r, of the top card of p's Tamer or Digimon in slot s, is a play cost reduction bought by suspending that
    card (suspend_play_cost_down; bottom_deck_play_cost_down: by returning it to the bottom of the deck) that applies
    to card c now: the card unsuspended and able to be suspended (able to be returned), in the row's window, under its
    condition, once per turn unused, c passing its card filters."""
    e = tb.eff[r]
    if e[F_ACTION] == A_BOTTOM_DECK_PLAY_COST_DOWN:   # bought by returning it to the bottom of the deck instead
        if restricted(st, tb, p, s, CANT_BE_RETURNED):
            return False
    elif e[F_ACTION] == A_SUSPEND_OWN_PLAY_COST_DOWN:   # bought by suspending 1 of p's Digimon of the base filter
        if own_base_suspendable(st, tb, p, r, False) == 0:
            return False
    elif e[F_ACTION] != A_SUSPEND_PLAY_COST_DOWN or st.susp[p, s] != 0 or restricted(st, tb, p, s, CANT_SUSPEND):
        return False
    return (e[F_SOURCE] == S_MAIN and e[F_TRIGGER] == T_STATIC and e[F_CHAIN] == 0
            and not (e[F_ONCE] != 0 and once_spent(st, tb, st.uid[p, s], r)) and window_ok(st, p, e[F_WINDOW])
            and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG]) and card_matches(tb, e, c))


@engine_jit
def own_base_suspendable(st, tb, p, r, fill):
    """How many of p's unsuspended battle-area Digimon can be suspended and have a top card passing row r's base_
    filter (suspend_own_play_cost_down's payers); fill: they are written to st.cand too."""
    n = 0
    for s in range(1, st.fld_n[p]):
        if st.susp[p, s] == 0 and is_digimon_slot(st, tb, p, s) and base_passes(st, tb, p, s, r) \
                and not restricted(st, tb, p, s, CANT_SUSPEND):
            if fill:
                st.cand[n] = p * NSLOT + s
            n += 1
    return n


@engine_jit
def deleting_row_applies(st, tb, p, r, held):
    """Row r is a play cost reduction of a card's own text bought by deleting 1 of p's Digimon
    (play_cost_down filter=paid_by_deleting) that works now (window, condition) and that one of p's Digimon passing
    its filters could pay; with target=hand, bought by trashing 1 card of p's hand passing its card filters instead,
    which some card there could pay (held: the card played while still in the hand, which can't pay for itself, -1
    once it has left)."""
    e = tb.eff[r]
    if e[F_ACTION] != A_PLAY_COST_DOWN or e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != S_MAIN or e[F_CHAIN] != 0 \
            or (e[F_FILTER] & FL_PAID_BY_DELETING) == 0:
        return False
    if not (window_ok(st, p, e[F_WINDOW]) and condition_holds(st, tb, p, -1, e[F_COND], e[F_COND_ARG])):
        return False
    if e[F_TARGET] == TG_SUSPEND_ANY:   # count= Digimon of either player to suspend
        k = 0
        for q in range(2):
            for s in range(1, st.fld_n[q]):
                if st.susp[q, s] == 0 and is_digimon_slot(st, tb, q, s) and not restricted(st, tb, q, s, CANT_SUSPEND) \
                        and (q == p or not shielded_from(st, tb, q, s, e)):
                    k += 1
        return k >= e[F_COUNT]
    if e[F_TARGET] == TG_HAND:
        k = 0
        for i in range(st.hand_n[p]):
            if card_matches(tb, e, st.hand[p, i]):
                k += 1
        if held >= 0 and card_matches(tb, e, held):
            k -= 1
        return k > 0
    for s in range(1, st.fld_n[p]):
        if digimon_matches(st, tb, e, p, s, -1):
            return True
    return False


@engine_jit
def deleting_reduction(st, tb, p, c):
    """What card c's own play cost reductions bought by deleting 1 of p's Digimon take off playing it from the
    hand, each while a Digimon could pay it (0 if none; the pilot pays or leaves each when the card is played:
    effects.pay_deleting_reductions)."""
    if not play_cost_reducible(st, tb, p, c) or ((tb.trigger_bits[c, S_MAIN] >> T_STATIC) & 1) == 0:
        return 0
    total = 0
    f = tb.eff_first[c]
    for r in range(f, f + tb.eff_n[c]):
        if deleting_row_applies(st, tb, p, r, c):   # c is still in the hand
            total += tb.eff[r, F_AMOUNT]
    return total


@engine_jit
def kept_under(st, tb, p, s, c):
    """Card c under p's Digimon in slot s is one that effects can't trash: a static `cant
    named_digivolution_cards_trashed` row of that Digimon (its top card's main, the inherited ones beneath), in its
    window, whose card filters c passes ("effects can't trash [X] in this Digimon's digivolution cards")."""
    if (tb.cant_codes & (np.int64(1) << CANT_NAMED_DIGIVOLUTION_CARDS_TRASHED)) == 0 or s < 1:
        return False   # no card of the match keeps its kind so
    n = st.stk_n[p, s]
    if n == 0 or tb.kind[st.top[p, s]] != K_DIGIMON:
        return False
    for i in range(n):
        d = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        f = tb.eff_first[d]
        if f < 0:
            continue
        for r in range(f, f + tb.eff_n[d]):
            e = tb.eff[r]
            if e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == A_CANT \
                    and e[F_AMOUNT] == CANT_NAMED_DIGIVOLUTION_CARDS_TRASHED and window_ok(st, p, e[F_WINDOW]) \
                    and card_matches(tb, e, c):
                return True
    return False


@engine_jit
def trashable_under(st, tb, p, s):
    """How many digivolution cards of p's Digimon in slot s effects may trash (kept_under: not those)."""
    n = 0
    for i in range(st.stk_n[p, s] - 1):
        if not kept_under(st, tb, p, s, st.stk[p, s, i]):
            n += 1
    return n

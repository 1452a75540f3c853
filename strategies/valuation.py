"""How much an option's [Main] effect would help its player right now (the greedy pilot uses options
only when this is positive)."""
from simcore.jit import engine_jit

from simcore.effect_codes import (A_BOUNCE, A_CANT_ATTACK_OR_BLOCK, A_DE_DIGIVOLVE, A_DELETE, A_DELETE_OWN_COST,
                                  A_DP, A_MEMORY, A_PLAY_FROM_DIGIVOLUTION_CARDS, A_PLAY_FROM_HAND, A_PLAY_FROM_TRASH,
                                  A_SECURITY_ATTACK, A_SUSPEND, A_TRASH_DIGIVOLUTION_BOTTOM, F_ACTION, F_AMOUNT,
                                  F_CHAIN, F_SOURCE, F_TARGET, F_TRIGGER, S_MAIN, T_MAIN, TG_OPPONENT, TG_OWN)
from simcore.layout import K_DIGIMON, NSLOT
from simcore.query import can_attack, slot_dp, top_card
from simcore.targets import gather_pile, gather_targets


# Actions row_value gives no value of its own, by name (tests check every action is weighed there or listed
# here): keywords and statics work without a choice, gains (draw, recovery, memory from a Tamer...) and costs
# come with cards the pilot plays for their body or for the action chained after them.
UNWEIGHED_ACTIONS = ("blocker", "reboot", "retaliation", "piercing", "jamming", "rush", "draw", "recovery",
                     "unsuspend", "play_self", "add_self_to_hand", "activate_main", "reveal_top_add_if",
                     "reveal_add_one", "trash_opponent_security_top", "trash_deck_top", "trash_from_hand",
                     "return_from_trash", "digi_burst", "suspend_self_cost", "trash_digivolution_top", "keyword")


@engine_jit
def best_opponent_target(st, tb, p, e):
    """(targets, highest DP + level score among them) for row e aimed at the opponent."""
    n = gather_targets(st, tb, p, e, -1)
    best = 0
    for i in range(n):
        q = st.cand[i] // NSLOT
        s = st.cand[i] % NSLOT
        v = slot_dp(st, tb, q, s) // 1000 + tb.level[top_card(st, q, s)]
        if v > best:
            best = v
    return n, best


@engine_jit
def row_value(st, tb, p, r):
    e = tb.eff[r]
    a = e[F_ACTION]
    tg = e[F_TARGET]
    if tg == TG_OPPONENT and (a == A_DELETE or a == A_BOUNCE or a == A_SUSPEND or a == A_DE_DIGIVOLVE
                              or a == A_CANT_ATTACK_OR_BLOCK or a == A_TRASH_DIGIVOLUTION_BOTTOM):
        n, best = best_opponent_target(st, tb, p, e)
        return 5 + best if n > 0 else 0
    if tg == TG_OPPONENT and a == A_DP and e[F_AMOUNT] < 0:
        n = gather_targets(st, tb, p, e, -1)
        best = 0
        for i in range(n):
            q = st.cand[i] // NSLOT
            s = st.cand[i] % NSLOT
            if slot_dp(st, tb, q, s) + e[F_AMOUNT] <= 0:
                v = 5 + tb.level[top_card(st, q, s)]
                if v > best:
                    best = v
        return best
    if tg == TG_OPPONENT and a == A_SECURITY_ATTACK:
        n = gather_targets(st, tb, p, e, -1)
        return 2 if n > 0 else 0
    if tg == TG_OWN and a == A_DP and e[F_AMOUNT] > 0:
        n = gather_targets(st, tb, p, e, -1)
        for i in range(n):
            if can_attack(st, tb, p, st.cand[i] % NSLOT):
                return 2
        return 0
    if a == A_MEMORY:
        return 3 * e[F_AMOUNT]
    if a == A_PLAY_FROM_DIGIVOLUTION_CARDS:
        for s in range(1, st.fld_n[p]):
            for i in range(st.stk_n[p, s] - 1):
                if tb.kind[st.stk[p, s, i]] == K_DIGIMON:
                    return 8
        return 0
    if a == A_PLAY_FROM_TRASH:
        return 8 if gather_pile(tb, st.trash[p], st.trash_n[p], e, st.cand) > 0 else 0
    if a == A_PLAY_FROM_HAND:
        return 8 if gather_pile(tb, st.hand[p], st.hand_n[p], e, st.cand) > 0 else 0
    if a == A_DELETE_OWN_COST:
        # worth it when the opponent's best target outranks our weakest Digimon
        n, best = best_opponent_target(st, tb, p, tb.eff[r + 1])
        if n == 0:
            return 0
        weakest = 1 << 30
        for s in range(1, st.fld_n[p]):
            if st.stk_n[p, s] > 0 and tb.dp[top_card(st, p, s)] >= 0:
                v = slot_dp(st, tb, p, s) // 1000 + tb.level[top_card(st, p, s)]
                if v < weakest:
                    weakest = v
        return best - weakest if weakest < (1 << 30) else 0
    return 0


@engine_jit
def main_row(tb, card):
    """The first row of the first [Main] effect of `card`, -1 if none."""
    f = tb.eff_first[card]
    if f < 0:
        return -1
    for r in range(f, f + tb.eff_n[card]):
        e = tb.eff[r]
        if e[F_TRIGGER] == T_MAIN and e[F_SOURCE] == S_MAIN and e[F_CHAIN] == 0:
            return r
    return -1


@engine_jit
def opponent_best(st, tb, p):
    """Highest DP // 1000 + level among the cards on the opponent's field (0 if none)."""
    q = 1 - p
    best = 0
    for s in range(st.fld_n[q]):
        if st.stk_n[q, s] > 0:
            v = slot_dp(st, tb, q, s) // 1000 + tb.level[top_card(st, q, s)]
            if v > best:
                best = v
    return best


@engine_jit
def effect_value_bound(tb, card, opp_best):
    """An upper bound of effect_value(st, tb, p, card) given opp_best = opponent_best(st, tb, p): every
    branch of row_value stays at or below it (keep the two together). The greedy pilot values an option
    only when this bound could beat its best action so far."""
    r = main_row(tb, card)
    if r < 0:
        return 0
    if tb.eff[r, F_ACTION] == A_MEMORY:
        return 3 * tb.eff[r, F_AMOUNT]
    return max(8, 5 + opp_best)


@engine_jit
def effect_value(st, tb, p, card):
    """Value of the first [Main] effect of `card` (an option) for player p; 0 = no use now."""
    r = main_row(tb, card)
    return row_value(st, tb, p, r) if r >= 0 else 0

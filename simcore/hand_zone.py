"""Effects that work from the hand ([Hand] [Main]): main-phase actions of a card in the hand, offered in the
action list next to the plays (layout A_HAND_MAIN: a = hand index, b = slot, c = cost) and taken or left by the
pilot like them.

The one such effect so far is `hand_main : hand_digivolve N [name=...] [base_name=...]` (simcore.effect_codes):
the card digivolves from the hand onto one of your Digimon for N, ignoring digivolution requirements, after a
card from your trash went under that Digimon as its bottom digivolution card (that Digimon's "digivolve for
less" effects reduce the cost as they do any digivolution's). simcore.engine lists these actions
only in a match with a hand_main row (tb.trigger_any), and applies them (engine.hand_main).

The other is `hand_main : hand_play N`: the card is played from the hand for its play cost less N while the row's
condition holds (listed with slot 0; filter=deleted_at_turn_end: deleted at the end of the turn).
"""
from simcore.jit import engine_jit
from simcore.effect_codes import (A_HAND_DIGIVOLVE, CANT_DIGIVOLVE, F_ACTION, F_AMOUNT, F_BASE_MATCH, F_COND,
                                  F_COND_ARG, F_MATCH, S_MAIN, T_HAND_MAIN)
from simcore.effects import effect_start, log_effect
from simcore.effects import cards_placed_under
from simcore.effect_codes import A_HAND_PLAY
from simcore.effects import delete_at_turn_end_if_asked, log_play_cost_down, play_card
from simcore.layout import NSLOT
from simcore.query import play_cost
from simcore.zones import add_memory, take_from_hand
from simcore.layout import A_HAND_MAIN, G_PILOT0, G_TOPS_CHANGED, MAXACT, STACK
from simcore.query import condition_holds, is_digimon_slot, restricted, top_card
from simcore.targets import card_matches, digivolve_reduction, gather_pile
from simcore.zones import can_pay, remove_at
from strategies.dispatch import choose_card


@engine_jit
def trash_has_match(st, tb, p, e):
    """Player p's trash holds a card passing row e's card filters."""
    for i in range(st.trash_n[p]):
        if card_matches(tb, e, st.trash[p, i]):
            return True
    return False


@engine_jit
def hand_digivolve_base(st, tb, p, s, e):
    """p's Digimon in slot s may be the one a hand_digivolve row e digivolves: a Digimon of the battle area (not a
    Token), its top card with the row's base name, free to digivolve, with room for the card placed under it."""
    if s < 1 or s >= st.fld_n[p] or not is_digimon_slot(st, tb, p, s):
        return False
    top = top_card(st, p, s)
    if top >= tb.token_first:   # RULES.md section 10.1: a Token can't digivolve
        return False
    if e[F_BASE_MATCH] > 0 and ((tb.match_bits[top] >> (e[F_BASE_MATCH] - 1)) & 1) == 0:
        return False
    placed = 1 if e[F_MATCH] > 0 else 0
    if st.stk_n[p, s] + 1 + placed > STACK:
        return False
    return not restricted(st, tb, p, s, CANT_DIGIVOLVE)


@engine_jit
def list_hand_main(st, tb, p, n):
    """Add to st.acts from index n p's [Hand] [Main] actions that can be carried out now (one per card type in the
    hand and Digimon it may digivolve); returns the new count."""
    acts = st.acts
    for i in range(st.hand_n[p]):
        c = st.hand[p, i]
        if tb.eff_first[c] < 0:
            continue
        r = effect_start(tb, c, T_HAND_MAIN, S_MAIN)
        if r >= 0 and tb.eff[r, F_ACTION] == A_HAND_PLAY:
            n = list_hand_play(st, tb, p, i, r, n)
            continue
        if r < 0 or tb.eff[r, F_ACTION] != A_HAND_DIGIVOLVE:
            continue
        seen = False
        for j in range(i):   # copies of one card in the hand give one action
            if st.hand[p, j] == c:
                seen = True
                break
        if seen:
            continue
        e = tb.eff[r]
        if not condition_holds(st, tb, p, -1, e[F_COND], e[F_COND_ARG]):
            continue
        if e[F_MATCH] > 0 and not trash_has_match(st, tb, p, e):   # the cost can't be paid
            continue
        for s in range(1, st.fld_n[p]):
            if n >= MAXACT or not hand_digivolve_base(st, tb, p, s, e):
                continue
            cost = e[F_AMOUNT]
            if cost > 0 and tb.digivolve_cost_down != 0:   # the Digimon's reductions, as for any digivolution
                cost = max(cost - digivolve_reduction(st, tb, p, s, c), 0)
            if can_pay(st, p, cost):
                acts[n, 0] = A_HAND_MAIN
                acts[n, 1] = i
                acts[n, 2] = s
                acts[n, 3] = cost
                n += 1
    return n


@engine_jit
def hand_play_cost(st, tb, p, r, c):
    """The cost of card c's hand_play row r: its play cost (its own reductions in) less the row's amount, >= 0."""
    return max(play_cost(st, tb, p, c) - tb.eff[r, F_AMOUNT], 0)


@engine_jit
def list_hand_play(st, tb, p, i, r, n):
    """The hand_play action of the card at hand index i (row r), added at acts[n] when its condition holds, there is
    room in the battle area and p can pay (one action for the copies of a card); returns the new count."""
    c = st.hand[p, i]
    for j in range(i):
        if st.hand[p, j] == c:
            return n
    e = tb.eff[r]
    if n >= MAXACT or st.fld_n[p] >= NSLOT or not condition_holds(st, tb, p, -1, e[F_COND], e[F_COND_ARG]):
        return n
    cost = hand_play_cost(st, tb, p, r, c)
    if not can_pay(st, p, cost):
        return n
    st.acts[n, 0] = A_HAND_MAIN
    st.acts[n, 1] = i
    st.acts[n, 2] = 0
    st.acts[n, 3] = cost
    return n + 1


@engine_jit
def hand_play(st, tb, p, i, cost):
    """hand_play: the card at hand index i is played from the hand for `cost` (what list_hand_play listed), its On Play
    effects queued; with filter=deleted_at_turn_end the Digimon is deleted at the end of the turn."""
    c = st.hand[p, i]
    r = effect_start(tb, c, T_HAND_MAIN, S_MAIN)
    take_from_hand(st, p, i)
    log_play_cost_down(st, tb, p, c, cost)
    log_effect(st, p, c, A_HAND_PLAY, c, cost, p, -1)
    add_memory(st, p, -cost)
    s = play_card(st, tb, p, c, cost, True)
    delete_at_turn_end_if_asked(st, tb, p, tb.eff[r], s, c)


@engine_jit
def place_hand_main_cost(st, tb, p, c, s):
    """The cost of card c's hand_digivolve onto p's Digimon in slot s: 1 card of p's trash passing the row's card
    filters goes under it as its bottom digivolution card, the pilot picking which (strategies: choose_card over
    the trash). Returns False where the action can't be carried out (nothing moves)."""
    r = effect_start(tb, c, T_HAND_MAIN, S_MAIN)
    if r < 0:
        return False
    e = tb.eff[r]
    if not hand_digivolve_base(st, tb, p, s, e):
        return False
    if e[F_MATCH] == 0:
        return True
    k = gather_pile(tb, st.trash[p], st.trash_n[p], e, st.cand)
    if k == 0:
        return False
    i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], k)]
    t = remove_at(st.trash[p], st.trash_n[p], i)
    st.trash_n[p] -= 1
    for j in range(st.stk_n[p, s], 0, -1):   # under the others: the stack moves up by one
        st.stk[p, s, j] = st.stk[p, s, j - 1]
    st.stk[p, s, 0] = t
    st.stk_n[p, s] += 1
    st.g[G_TOPS_CHANGED] = 1
    log_effect(st, p, c, A_HAND_DIGIVOLVE, t, 1, p, st.uid[p, s])
    cards_placed_under(st, tb, p, s, t)
    return True

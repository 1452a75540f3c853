"""The rules of the game (RULES.md §1–§7) over the struct-of-arrays state of simcore.layout.

`run_games` plays a whole batch of games inside one jitted call; `play_game` plays one game into a
caller-owned state (the replay uses it with an event log).
"""
import numpy as np
from numba import njit

from simcore import effects
from simcore.deal import deal_hand, deal_security, redraw_hand, shuffle_top
from simcore.layout import (A_ATTACK, A_DIGIVOLVE, A_OPTION, A_PASS, A_PLAY, B_HATCH, B_MOVE_OUT,
                            BATTLE_ATTACKER_WINS, BATTLE_BOTH_LOSE, BATTLE_DEFENDER_WINS, BREEDING, DEL_BATTLE,
                            DEL_RULE, E_ATTACK, E_BATTLE, E_BLOCK, E_DEAL, E_DELETE, E_DIGIVOLVE, E_DRAW,
                            E_GAME_END, E_HATCH, E_MOVE_OUT, E_OPTION, E_PASS, E_PLAY, E_REDRAW,
                            E_SECURITY_CHECK, E_TRASH, E_TURN_END, E_TURN_START, EV_WIDTH, G_ATTACKS, G_CHECKS,
                            G_CUR, G_EVLOST, G_EVN, G_FIRST, G_MEM, G_MULL0, G_MULL1, G_OVER, G_PILOT0,
                            G_PILOT1, G_REASON, G_TURN, G_UID, G_WINNER, K_DIGIMON, K_OPTION, K_TAMER, MAXACT,
                            NSLOT, R_DECK_OUT, R_SECURITY, R_TURN_LIMIT, STACK, TRASH_NO_DP)
from simcore.query import (can_attack, can_block, digivolve_cost, has_color_on_field, is_digimon_slot, memory_of,
                           security_attack, slot_dp, top_card)
from simcore.rng import derive_seed, rand_below, seed_state
from strategies.pilots import choose_block, choose_main, decide_breeding, decide_redraw

MEMORY_LIMIT = 10
PASS_MEMORY = 3


# --- event log ----------------------------------------------------------------------------------------

@njit(cache=True, _nrt=False)
def log_event(st, player, kind, a, b, c, d, e, f):
    cap = st.ev.shape[0]
    if cap == 0:
        return
    i = st.g[G_EVN]
    if i >= cap:
        st.g[G_EVLOST] += 1
        return
    row = st.ev[i]
    row[0] = st.g[G_TURN]
    row[1] = player
    row[2] = kind
    row[3] = st.g[G_MEM]
    row[4] = a
    row[5] = b
    row[6] = c
    row[7] = d
    row[8] = e
    row[9] = f
    st.g[G_EVN] = i + 1


# --- memory -------------------------------------------------------------------------------------------

@njit(cache=True, _nrt=False)
def set_memory(st, p, m):
    """Put the gauge at m on player p's side, clamped into [-10, 10]."""
    if m > MEMORY_LIMIT:
        m = MEMORY_LIMIT
    elif m < -MEMORY_LIMIT:
        m = -MEMORY_LIMIT
    st.g[G_MEM] = m if p == 0 else -m


@njit(cache=True, _nrt=False)
def add_memory(st, p, delta):
    set_memory(st, p, memory_of(st, p) + delta)


@njit(cache=True, _nrt=False)
def can_pay(st, p, cost):
    return memory_of(st, p) - cost >= -MEMORY_LIMIT


# --- piles and slots ----------------------------------------------------------------------------------

@njit(cache=True, _nrt=False)
def draw_card(st, p):
    """Draw one card; False (and nothing happens) if the deck is empty."""
    n = st.deck_n[p]
    if n == 0:
        return False
    n -= 1
    c = st.deck[p, n]
    st.deck_n[p] = n
    st.hand[p, st.hand_n[p]] = c
    st.hand_n[p] += 1
    log_event(st, p, E_DRAW, c, 0, 0, 0, 0, 0)
    return True


@njit(cache=True, _nrt=False)
def take_from_hand(st, p, i):
    """Remove hand[i] (order of the rest is kept) and return it."""
    c = st.hand[p, i]
    n = st.hand_n[p] - 1
    for j in range(i, n):
        st.hand[p, j] = st.hand[p, j + 1]
    st.hand_n[p] = n
    return c


@njit(cache=True, _nrt=False)
def to_trash(st, p, c):
    st.trash[p, st.trash_n[p]] = c
    st.trash_n[p] += 1


@njit(cache=True, _nrt=False)
def init_slot(st, p, s, card, entered):
    st.stk[p, s, 0] = card
    st.stk_n[p, s] = 1
    st.susp[p, s] = 0
    st.entered[p, s] = entered
    st.dp_turn[p, s] = 0
    st.uid[p, s] = st.g[G_UID]
    st.g[G_UID] += 1


@njit(cache=True, _nrt=False)
def new_battle_slot(st, p):
    s = st.fld_n[p]
    st.fld_n[p] = s + 1
    return s


@njit(cache=True, _nrt=False)
def copy_slot(st, p, src, dst):
    n = st.stk_n[p, src]
    for i in range(n):
        st.stk[p, dst, i] = st.stk[p, src, i]
    st.stk_n[p, dst] = n
    st.susp[p, dst] = st.susp[p, src]
    st.entered[p, dst] = st.entered[p, src]
    st.uid[p, dst] = st.uid[p, src]
    st.dp_turn[p, dst] = st.dp_turn[p, src]


@njit(cache=True, _nrt=False)
def clear_slot(st, p, s):
    """Everything in the slot goes to the trash together; battle slots close up, keeping their order."""
    for i in range(st.stk_n[p, s]):
        to_trash(st, p, st.stk[p, s, i])
    st.stk_n[p, s] = 0
    if s == BREEDING:
        return
    last = st.fld_n[p] - 1
    for j in range(s, last):
        copy_slot(st, p, j + 1, j)
    st.stk_n[p, last] = 0
    st.fld_n[p] = last


@njit(cache=True, _nrt=False)
def find_uid(st, p, u):
    for s in range(st.fld_n[p]):
        if st.stk_n[p, s] > 0 and st.uid[p, s] == u:
            return s
    return -1


@njit(cache=True, _nrt=False)
def delete_slot(st, tb, p, s, cause):
    log_event(st, p, E_DELETE, top_card(st, p, s), p, cause, st.uid[p, s], 0, 0)
    clear_slot(st, p, s)


@njit(cache=True, _nrt=False)
def end_game(st, winner, reason):
    if st.g[G_OVER] != 0:
        return
    st.g[G_OVER] = 1
    st.g[G_WINNER] = winner
    st.g[G_REASON] = reason
    log_event(st, st.g[G_CUR], E_GAME_END, winner, reason, 0, 0, 0, 0)


# --- rule processing (RULES.md §7) --------------------------------------------------------------------

@njit(cache=True, _nrt=False)
def rule_check(st, tb):
    """Battle-area Digimon without printed DP are trashed; those at 0 DP are deleted. All at once: the
    victims are found first, then removed."""
    cur = st.g[G_CUR]
    for k in range(2):
        p = cur if k == 0 else 1 - cur
        s = st.fld_n[p] - 1
        while s >= 1:
            if is_digimon_slot(st, tb, p, s):
                c = top_card(st, p, s)
                if tb.dp[c] < 0:
                    log_event(st, p, E_TRASH, c, p, TRASH_NO_DP, 0, 0, 0)
                    clear_slot(st, p, s)
                elif slot_dp(st, tb, p, s) <= 0:
                    delete_slot(st, tb, p, s, DEL_RULE)
            s -= 1


# --- setup and turn phases ----------------------------------------------------------------------------

@njit(cache=True, _nrt=False)
def reset_game(st, tb, seed, pilot0, pilot1):
    st.g[:] = 0
    st.g[G_WINNER] = -1
    st.g[G_UID] = 1
    st.g[G_PILOT0] = pilot0
    st.g[G_PILOT1] = pilot1
    seed_state(st.rs, seed)
    for p in range(2):
        n = tb.main_n[p]
        for i in range(n):
            st.deck[p, i] = tb.main[p, i]
        st.deck_n[p] = n
        e = tb.egg_n[p]
        for i in range(e):
            st.eggs[p, i] = tb.egg[p, i]
        st.egg_n[p] = e
        st.hand_n[p] = 0
        st.sec_n[p] = 0
        st.trash_n[p] = 0
        st.fld_n[p] = 1
        for s in range(NSLOT):
            st.stk_n[p, s] = 0


@njit(cache=True, _nrt=False)
def setup_game(st, tb):
    """RULES.md §2: shuffle, first player at random, 5 cards each, redraws (first player decides first),
    5 security cards from the deck top."""
    first = rand_below(st.rs, 2)
    st.g[G_FIRST] = first
    st.g[G_CUR] = first
    st.g[G_TURN] = 0
    log_event(st, first, E_DEAL, first, 0, 0, 0, 0, 0)
    for k in range(2):
        p = first if k == 0 else 1 - first
        shuffle_top(st.eggs[p], st.egg_n[p], st.egg_n[p], st.rs)
        st.deck_n[p] = deal_hand(st.deck[p], st.deck_n[p], st.hand[p], st.rs, st.deck_n[p])
        st.hand_n[p] = 5
    for k in range(2):
        p = first if k == 0 else 1 - first
        pilot = st.g[G_PILOT0 + p]
        redraw = decide_redraw(pilot, st, tb, p)
        if redraw:
            st.deck_n[p] = redraw_hand(st.deck[p], st.deck_n[p], st.hand[p], st.hand_n[p], st.rs,
                                       st.deck_n[p] + st.hand_n[p])
            st.hand_n[p] = 5
            st.g[G_MULL0 + p] = 1
        log_event(st, p, E_REDRAW, 1 if redraw else 0, 0, 0, 0, 0, 0)
    for p in range(2):
        st.deck_n[p] = deal_security(st.deck[p], st.deck_n[p], st.sec[p])
        st.sec_n[p] = 5
    st.g[G_MEM] = 0


@njit(cache=True, _nrt=False)
def breeding_phase(st, tb, p):
    occupied = st.stk_n[p, BREEDING] > 0
    can_hatch = (not occupied) and st.egg_n[p] > 0
    can_move = occupied and tb.dp[top_card(st, p, BREEDING)] >= 0 and is_digimon_slot(st, tb, p, BREEDING)
    if not can_hatch and not can_move:
        return
    choice = decide_breeding(st.g[G_PILOT0 + p], st, tb, p, can_hatch, can_move)
    if choice == B_HATCH and can_hatch:
        st.egg_n[p] -= 1
        c = st.eggs[p, st.egg_n[p]]
        init_slot(st, p, BREEDING, c, -1)
        log_event(st, p, E_HATCH, c, 0, 0, 0, 0, 0)
    elif choice == B_MOVE_OUT and can_move:
        s = new_battle_slot(st, p)
        copy_slot(st, p, BREEDING, s)
        st.stk_n[p, BREEDING] = 0
        log_event(st, p, E_MOVE_OUT, top_card(st, p, s), st.uid[p, s], 0, 0, 0, 0)


@njit(cache=True, _nrt=False)
def list_actions(st, tb, p):
    """Fill st.acts with the legal main-phase actions of player p; acts[0] is pass. Returns the count.
    Copies of one card in hand give one action."""
    acts = st.acts
    acts[0, 0] = A_PASS
    n = 1
    q = 1 - p
    for i in range(st.hand_n[p]):
        c = st.hand[p, i]
        dup = False
        for j in range(i):
            if st.hand[p, j] == c:
                dup = True
                break
        if dup:
            continue
        k = tb.kind[c]
        if k == K_DIGIMON or k == K_TAMER:
            if can_pay(st, p, tb.cost[c]) and st.fld_n[p] < NSLOT and n < MAXACT:
                acts[n, 0] = A_PLAY
                acts[n, 1] = i
                n += 1
        if k == K_OPTION:
            if can_pay(st, p, tb.cost[c]) and has_color_on_field(st, tb, p, tb.colors[c]) and n < MAXACT:
                acts[n, 0] = A_OPTION
                acts[n, 1] = i
                n += 1
        if k == K_DIGIMON and tb.evo_n[c] > 0:
            for s in range(st.fld_n[p]):
                if st.stk_n[p, s] == 0 or st.stk_n[p, s] >= STACK:
                    continue
                cost = digivolve_cost(tb, c, top_card(st, p, s))
                if cost >= 0 and can_pay(st, p, cost) and n < MAXACT:
                    acts[n, 0] = A_DIGIVOLVE
                    acts[n, 1] = i
                    acts[n, 2] = s
                    acts[n, 3] = cost
                    n += 1
    for s in range(1, st.fld_n[p]):
        if can_attack(st, tb, p, s):
            if n < MAXACT:
                acts[n, 0] = A_ATTACK
                acts[n, 1] = s
                acts[n, 2] = -1
                n += 1
            for t in range(1, st.fld_n[q]):
                if st.susp[q, t] != 0 and is_digimon_slot(st, tb, q, t) and n < MAXACT:
                    acts[n, 0] = A_ATTACK
                    acts[n, 1] = s
                    acts[n, 2] = t
                    n += 1
    return n


# --- actions ------------------------------------------------------------------------------------------

@njit(cache=True, _nrt=False)
def play_from_hand(st, tb, p, i):
    """RULES.md §5.1: reveal, pay, put unsuspended in the battle area."""
    c = st.hand[p, i]
    cost = tb.cost[c]
    take_from_hand(st, p, i)
    add_memory(st, p, -cost)
    s = new_battle_slot(st, p)
    init_slot(st, p, s, c, st.g[G_TURN])
    log_event(st, p, E_PLAY, c, cost, st.uid[p, s], 0, 0, 0)


@njit(cache=True, _nrt=False)
def digivolve(st, tb, p, i, s, cost):
    """RULES.md §5.2: pay, place on top (state kept), draw 1, then [When Digivolving]."""
    c = st.hand[p, i]
    old = top_card(st, p, s)
    take_from_hand(st, p, i)
    add_memory(st, p, -cost)
    st.stk[p, s, st.stk_n[p, s]] = c
    st.stk_n[p, s] += 1
    log_event(st, p, E_DIGIVOLVE, c, old, cost, st.uid[p, s], 1 if s == BREEDING else 0, 0)
    draw_card(st, p)  # an empty deck here draws nothing and loses nothing


@njit(cache=True, _nrt=False)
def use_option(st, tb, p, i):
    """RULES.md §5.3: pay; the card is in no area while its [Main] resolves, then trashed."""
    c = st.hand[p, i]
    cost = tb.cost[c]
    take_from_hand(st, p, i)
    add_memory(st, p, -cost)
    log_event(st, p, E_OPTION, c, cost, 0, 0, 0, 0)
    to_trash(st, p, c)


@njit(cache=True, _nrt=False)
def battle(st, tb, p, s, q, t):
    """Battle between two Digimon: the lower DP is deleted, both on a tie."""
    a_card = top_card(st, p, s)
    d_card = top_card(st, q, t)
    a_dp = slot_dp(st, tb, p, s)
    d_dp = slot_dp(st, tb, q, t)
    if a_dp > d_dp:
        outcome = BATTLE_ATTACKER_WINS
    elif a_dp < d_dp:
        outcome = BATTLE_DEFENDER_WINS
    else:
        outcome = BATTLE_BOTH_LOSE
    log_event(st, p, E_BATTLE, a_card, a_dp, d_card, d_dp, outcome, 0)
    a_uid = st.uid[p, s]
    if outcome != BATTLE_ATTACKER_WINS:
        delete_slot(st, tb, p, s, DEL_BATTLE)
    if outcome != BATTLE_DEFENDER_WINS:
        delete_slot(st, tb, q, t, DEL_BATTLE)
    return find_uid(st, p, a_uid)


@njit(cache=True, _nrt=False)
def security_check(st, tb, p, s, q, number, due):
    """One security check by the Digimon in slot s of p against player q. Returns the attacker's slot
    afterwards, or -1 if it left the battle area."""
    n = st.sec_n[q] - 1
    c = st.sec[q, n]
    st.sec_n[q] = n
    st.g[G_CHECKS] += 1
    log_event(st, p, E_SECURITY_CHECK, c, n, number, due, 0, 0)
    if tb.kind[c] == K_DIGIMON:
        a_dp = slot_dp(st, tb, p, s)
        d_dp = tb.dp[c]
        if d_dp < 0:
            d_dp = 0
        if a_dp > d_dp:
            outcome = BATTLE_ATTACKER_WINS
        elif a_dp < d_dp:
            outcome = BATTLE_DEFENDER_WINS
        else:
            outcome = BATTLE_BOTH_LOSE
        log_event(st, p, E_BATTLE, top_card(st, p, s), a_dp, c, d_dp, outcome, 1)
        if outcome != BATTLE_ATTACKER_WINS and not effects.has_jamming(st, tb, p, s):
            delete_slot(st, tb, p, s, DEL_BATTLE)
            s = -1
    to_trash(st, q, c)  # a checked card goes to the trash unless an effect moved it
    return s


@njit(cache=True, _nrt=False)
def attack(st, tb, p, s, t):
    """RULES.md §6: declaration, counter, block, confirmation, end of attack. t = opponent slot or -1."""
    q = 1 - p
    a_uid = st.uid[p, s]
    st.susp[p, s] = 1
    st.g[G_ATTACKS] += 1
    t_uid = -1
    if t >= 0:
        t_uid = st.uid[q, t]
        log_event(st, p, E_ATTACK, top_card(st, p, s), a_uid, top_card(st, q, t), t_uid, 0, 0)
    else:
        log_event(st, p, E_ATTACK, top_card(st, p, s), a_uid, -1, -1, 0, 0)
    # block timing: one unsuspended Blocker other than the current target
    nc = 0
    for b in range(1, st.fld_n[q]):
        if st.uid[q, b] != t_uid and can_block(st, tb, q, b):
            st.cand[nc] = b
            nc += 1
    if nc > 0:
        s = find_uid(st, p, a_uid)
        b = choose_block(st.g[G_PILOT0 + q], st, tb, q, nc, slot_dp(st, tb, p, s), t_uid < 0)
        if b >= 0:
            st.susp[q, b] = 1
            t_uid = st.uid[q, b]
            log_event(st, q, E_BLOCK, top_card(st, q, b), t_uid, 0, 0, 0, 0)
    # confirmation
    s = find_uid(st, p, a_uid)
    if s < 0:
        return
    if t_uid >= 0:
        t = find_uid(st, q, t_uid)
        if t >= 0:
            battle(st, tb, p, s, q, t)
    else:
        due = security_attack(st, tb, p, s)
        if st.sec_n[q] == 0:
            if due >= 1:
                end_game(st, p, R_SECURITY)
            return
        for k in range(due):
            if s < 0 or st.sec_n[q] == 0:
                break
            s = security_check(st, tb, p, s, q, k + 1, due)


@njit(cache=True, _nrt=False)
def apply_action(st, tb, p, k):
    kind = st.acts[k, 0]
    if kind == A_PLAY:
        play_from_hand(st, tb, p, st.acts[k, 1])
    elif kind == A_DIGIVOLVE:
        digivolve(st, tb, p, st.acts[k, 1], st.acts[k, 2], st.acts[k, 3])
    elif kind == A_OPTION:
        use_option(st, tb, p, st.acts[k, 1])
    elif kind == A_ATTACK:
        attack(st, tb, p, st.acts[k, 1], st.acts[k, 2])
    rule_check(st, tb)


@njit(cache=True, _nrt=False)
def end_of_turn(st, tb, p):
    """End-of-turn timing, then effects that last for the turn expire."""
    log_event(st, p, E_TURN_END, 0, 0, 0, 0, 0, 0)


@njit(cache=True, _nrt=False)
def expire_turn_effects(st):
    for p in range(2):
        for s in range(st.fld_n[p]):
            st.dp_turn[p, s] = 0


@njit(cache=True, _nrt=False)
def main_phase(st, tb, p):
    pilot = st.g[G_PILOT0 + p]
    while True:
        n = list_actions(st, tb, p)
        k = choose_main(pilot, st, tb, p, n)
        if st.acts[k, 0] == A_PASS:
            set_memory(st, p, -PASS_MEMORY)
            log_event(st, p, E_PASS, 0, 0, 0, 0, 0, 0)
        else:
            apply_action(st, tb, p, k)
            if st.g[G_OVER] != 0:
                return
        if memory_of(st, p) < 0:
            end_of_turn(st, tb, p)
            if memory_of(st, p) < 0 or st.g[G_OVER] != 0:
                return


@njit(cache=True, _nrt=False)
def play_turn(st, tb):
    p = st.g[G_CUR]
    log_event(st, p, E_TURN_START, st.deck_n[p], st.hand_n[p], st.sec_n[p], 0, 0, 0)
    # unsuspend phase
    for s in range(st.fld_n[p]):
        st.susp[p, s] = 0
    # draw phase: the first player skips it on the game's first turn
    if st.g[G_TURN] > 1:
        if not draw_card(st, p):
            end_game(st, 1 - p, R_DECK_OUT)
            return
    breeding_phase(st, tb, p)
    main_phase(st, tb, p)
    expire_turn_effects(st)


@njit(cache=True, _nrt=False)
def play_game(st, tb, seed, pilot0, pilot1, turn_cap):
    """Play one whole game into st; the outcome is in st.g (G_WINNER, G_REASON, G_TURN, ...)."""
    reset_game(st, tb, seed, pilot0, pilot1)
    setup_game(st, tb)
    st.g[G_TURN] = 1
    while True:
        play_turn(st, tb)
        if st.g[G_OVER] != 0:
            return
        if st.g[G_TURN] >= turn_cap:
            end_game(st, -1, R_TURN_LIMIT)
            return
        st.g[G_CUR] = 1 - st.g[G_CUR]
        st.g[G_TURN] += 1


@njit(cache=True, _nrt=False)
def run_games(st, tb, master_seed, stream, first_game, n_games, pilot0, pilot1, turn_cap,
              seeds, first_player, winner, reason, turns, security_a, security_b, mulligan_a, mulligan_b):
    """Play games first_game .. first_game+n_games-1 of a run; game K's seed depends only on
    (master_seed, stream, K). Writes one entry per game into the output arrays."""
    for i in range(n_games):
        seed = derive_seed(master_seed, stream, first_game + i)
        play_game(st, tb, seed, pilot0, pilot1, turn_cap)
        seeds[i] = seed
        first_player[i] = st.g[G_FIRST]
        winner[i] = st.g[G_WINNER]
        reason[i] = st.g[G_REASON]
        turns[i] = st.g[G_TURN]
        security_a[i] = st.sec_n[0]
        security_b[i] = st.sec_n[1]
        mulligan_a[i] = st.g[G_MULL0] != 0
        mulligan_b[i] = st.g[G_MULL1] != 0

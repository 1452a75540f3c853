"""Moving cards between zones, the memory gauge and the event log: the primitives every rule and effect
uses. Nothing here activates effects."""
from simcore.jit import engine_jit

from simcore.layout import G_EFFECT_PLAYER, G_HAND_ADDED
from simcore.layout import (BREEDING, CR_PLAYED, CR_PLAYS, CR_SEEN, G_RECORD, E_DRAW, E_GAME_END, G_EVCAP, G_CUR, G_EVLOST, G_EVN, G_MEM, G_OVER,
                            G_REASON, G_TOPS_CHANGED, G_TURN, G_UID, G_WINNER)
from simcore.query import memory_of

MEMORY_LIMIT = 10


@engine_jit
def log_event(st, player, kind, a, b, c, d, e, f):
    cap = st.g[G_EVCAP]
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


@engine_jit
def note_card(st, p, c, what):
    """Card records (only with G_RECORD on): the first game turn player p's card type c did `what`
    (CR_SEEN, CR_PLAYED, CR_FIELD); CR_PLAYED also counts the play."""
    if st.g[G_RECORD] == 0:
        return
    if st.crec[p, c, what] < 0:
        st.crec[p, c, what] = st.g[G_TURN]
    if what == CR_PLAYED and st.crec[p, c, CR_PLAYS] < 32767:
        st.crec[p, c, CR_PLAYS] += 1


@engine_jit
def set_memory(st, p, m):
    """Put the gauge at m on player p's side, clamped into [-10, 10]."""
    if m > MEMORY_LIMIT:
        m = MEMORY_LIMIT
    elif m < -MEMORY_LIMIT:
        m = -MEMORY_LIMIT
    st.g[G_MEM] = m if p == 0 else -m


@engine_jit
def add_memory(st, p, delta):
    set_memory(st, p, memory_of(st, p) + delta)


@engine_jit
def can_pay(st, p, cost):
    return memory_of(st, p) - cost >= -MEMORY_LIMIT


@engine_jit
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
    note_card(st, p, c, CR_SEEN)
    log_event(st, p, E_DRAW, c, 0, 0, 0, 0, 0)
    return True


@engine_jit
def remove_at(pile, n, i):
    """Remove pile[i] from pile[0:n] keeping the order; returns the card."""
    c = pile[i]
    for j in range(i, n - 1):
        pile[j] = pile[j + 1]
    return c


@engine_jit
def take_from_hand(st, p, i):
    c = remove_at(st.hand[p], st.hand_n[p], i)
    st.hand_n[p] -= 1
    return c


@engine_jit(inline=True)
def face_up(st, c):
    """The real card of card type c: a face-down digivolution card (a twin type, simcore.tables) is its card again
    once it leaves the stack; any other card is itself."""
    return c - st.fu_delta[c]


@engine_jit
def to_hand(st, p, c):
    c = face_up(st, c)
    st.hand[p, st.hand_n[p]] = c
    st.hand_n[p] += 1
    note_card(st, p, c, CR_SEEN)
    if st.g[G_EFFECT_PLAYER] != 0:   # an effect added it (opponent_hand_added, queued as the effect ends)
        st.g[G_HAND_ADDED] |= 1 << p


@engine_jit
def to_trash(st, p, c):
    st.trash[p, st.trash_n[p]] = face_up(st, c)
    st.trash_n[p] += 1


@engine_jit
def to_deck_bottom(st, p, c):
    c = face_up(st, c)
    n = st.deck_n[p]
    for j in range(n, 0, -1):
        st.deck[p, j] = st.deck[p, j - 1]
    st.deck[p, 0] = c
    st.deck_n[p] = n + 1


@engine_jit
def init_slot(st, p, s, card, entered):
    st.stk[p, s, 0] = card
    st.stk_n[p, s] = 1
    st.top[p, s] = card
    st.g[G_TOPS_CHANGED] = 1
    st.susp[p, s] = 0
    st.entered[p, s] = entered
    st.uid[p, s] = st.g[G_UID]
    st.g[G_UID] += 1
    st.lnk_n[p, s] = 0


@engine_jit
def new_battle_slot(st, p):
    s = st.fld_n[p]
    st.fld_n[p] = s + 1
    return s


@engine_jit
def copy_slot(st, p, src, dst):
    n = st.stk_n[p, src]
    for i in range(n):
        st.stk[p, dst, i] = st.stk[p, src, i]
    st.stk_n[p, dst] = n
    st.top[p, dst] = st.top[p, src]
    st.g[G_TOPS_CHANGED] = 1
    st.susp[p, dst] = st.susp[p, src]
    st.entered[p, dst] = st.entered[p, src]
    st.uid[p, dst] = st.uid[p, src]
    k = st.lnk_n[p, src]
    for i in range(k):
        st.lnk[p, dst, i] = st.lnk[p, src, i]
    st.lnk_n[p, dst] = k


@engine_jit
def close_slot(st, p, s):
    """Empty the slot (its cards must already be elsewhere; its link cards go to the trash, RULES.md §10.6);
    battle slots close up, keeping their order."""
    st.stk_n[p, s] = 0
    if st.lnk_n[p, s] > 0:
        for i in range(st.lnk_n[p, s]):
            to_trash(st, p, st.lnk[p, s, i])
        st.lnk_n[p, s] = 0
    if s == BREEDING:
        return
    last = st.fld_n[p] - 1
    for j in range(s, last):
        copy_slot(st, p, j + 1, j)
    st.stk_n[p, last] = 0
    st.lnk_n[p, last] = 0
    st.fld_n[p] = last


@engine_jit
def clear_slot(st, tb, p, s):
    """Everything in the slot goes to the trash together, but a Token, which leaves the game (RULES.md §10.1)."""
    for i in range(st.stk_n[p, s]):
        if st.stk[p, s, i] < tb.token_first:
            to_trash(st, p, st.stk[p, s, i])
    close_slot(st, p, s)


@engine_jit
def find_uid(st, p, u):
    for s in range(st.fld_n[p]):
        if st.stk_n[p, s] > 0 and st.uid[p, s] == u:
            return s
    return -1


@engine_jit
def end_game(st, winner, reason):
    if st.g[G_OVER] != 0:
        return
    st.g[G_OVER] = 1
    st.g[G_WINNER] = winner
    st.g[G_REASON] = reason
    log_event(st, st.g[G_CUR], E_GAME_END, winner, reason, 0, 0, 0, 0)

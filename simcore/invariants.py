"""Invariants of a game state, checked after every action in checking mode (`dcgsim matchup --check`).
A violation is recorded in g[G_VIOLATION] with the action number, so the game can be replayed."""
from simcore.jit import engine_jit

from simcore.layout import (BREEDING, EGG_PILE, G_MEM, G_OVER, G_OVERFLOW, G_REASON, G_WINNER, K_DIGIMON, K_EGG, NSLOT, PILE,
                            R_NONE, R_TURN_LIMIT, STACK, LINK_MAX)

V_NONE = 0
V_CARD_COUNT = 1        # a card is in no zone or in two zones
V_ZONE_SIZE = 2         # a zone's size out of bounds
V_MEMORY = 3            # memory outside [-10, 10]
V_ILLEGAL_ATTACK = 4    # an attack by a Digimon that may not attack
V_SECURITY_CHECK = 5    # a security check that is not part of a successful attack on the player
V_WINNER = 6            # a winner without a reason the rules allow, or a reason without an end
V_BREEDING = 7          # something other than a Digimon in the breeding area
V_STACK_TOP = 8         # the recorded top card of a stack is not the card on top
V_OVERFLOW = 9          # a fixed-size buffer (modifiers, pending effects, once-per-turn marks) was full
VIOLATION_NAMES = ("none", "card_count", "zone_size", "memory", "illegal_attack", "security_check", "winner",
                   "breeding_area", "stack_top", "buffer_overflow")


@engine_jit
def check_state(st, tb):
    """0 if the state is consistent, else the first V_* code found."""
    if st.g[G_OVERFLOW] != 0:
        return V_OVERFLOW
    m = st.g[G_MEM]
    if m < -10 or m > 10:
        return V_MEMORY
    for p in range(2):
        if (st.deck_n[p] < 0 or st.deck_n[p] > PILE or st.hand_n[p] < 0 or st.hand_n[p] > PILE
                or st.sec_n[p] < 0 or st.sec_n[p] > PILE or st.trash_n[p] < 0 or st.trash_n[p] > PILE
                or st.egg_n[p] < 0 or st.egg_n[p] > EGG_PILE or st.fld_n[p] < 1 or st.fld_n[p] > NSLOT):
            return V_ZONE_SIZE
        for s in range(st.fld_n[p]):
            n = st.stk_n[p, s]
            if n < 0 or n > STACK or (n == 0 and s != BREEDING):
                return V_ZONE_SIZE
            if n > 0 and st.top[p, s] != st.stk[p, s, n - 1]:
                return V_STACK_TOP
        if st.stk_n[p, BREEDING] > 0:
            k = tb.kind[st.stk[p, BREEDING, st.stk_n[p, BREEDING] - 1]]
            if k != K_DIGIMON and k != K_EGG:
                return V_BREEDING
    # every card a player owns is in exactly one zone: counts per card type match the decks; a Token (types from
    # tb.token_first on) is in no deck and nowhere but the battle area (RULES.md §10.1)
    t = tb.n_types
    for p in range(2):
        for c in range(t):
            st.count[p, c] = 0
        for i in range(tb.main_n[p]):
            st.count[p, tb.main[p, i]] += 1
        for i in range(tb.egg_n[p]):
            st.count[p, tb.egg[p, i]] += 1
        for i in range(st.deck_n[p]):
            st.count[p, st.deck[p, i]] -= 1
        for i in range(st.egg_n[p]):
            st.count[p, st.eggs[p, i]] -= 1
        for i in range(st.hand_n[p]):
            st.count[p, st.hand[p, i]] -= 1
        for i in range(st.sec_n[p]):
            st.count[p, st.sec[p, i]] -= 1
        for i in range(st.trash_n[p]):
            st.count[p, st.trash[p, i]] -= 1
        for c in range(tb.token_first, t):
            if st.count[p, c] != 0:
                return V_CARD_COUNT
        for s in range(st.fld_n[p]):
            if st.stk_n[p, s] > 1 and st.stk[p, s, st.stk_n[p, s] - 1] >= tb.token_first:
                return V_CARD_COUNT   # cards under a Token
            if s == BREEDING and st.stk_n[p, s] > 0 and st.stk[p, s, 0] >= tb.token_first:
                return V_BREEDING
            for i in range(st.stk_n[p, s] - 1):
                if st.stk[p, s, i] >= tb.token_first:
                    return V_CARD_COUNT   # a Token under a card
            for i in range(st.stk_n[p, s]):   # a face-down card (simcore.tables) is its card; elsewhere one is wrong
                st.count[p, tb.face_up[st.stk[p, s, i]]] -= 1
            if st.lnk_n[p, s] < 0 or st.lnk_n[p, s] > LINK_MAX or (st.lnk_n[p, s] > 0 and s == BREEDING):
                return V_ZONE_SIZE   # link cards: LINK_MAX at most (RULES.md §10.6: 1, raised by <Link +N>), only
                # beside a battle-area Digimon
            for i in range(st.lnk_n[p, s]):
                st.count[p, st.lnk[p, s, i]] -= 1
        for c in range(min(t, tb.token_first)):
            if st.count[p, c] != 0:
                return V_CARD_COUNT
    if st.g[G_OVER] != 0:
        w = st.g[G_WINNER]
        r = st.g[G_REASON]
        if r == R_NONE or (r == R_TURN_LIMIT and w != -1) or (r != R_TURN_LIMIT and w != 0 and w != 1):
            return V_WINNER
    elif st.g[G_WINNER] != -1:
        return V_WINNER
    return V_NONE

"""Shuffling and dealing, shared by the game engine and the opening-hand statistics.

A pile of cards is a 1-D int16 array `cards[0:n]` with the top card at index n-1, so drawing is a pop
from the end. `shuffle_top` randomises only the top `depth` positions (a partial Fisher-Yates from the
end): those positions become a uniform random sequence of distinct cards from the whole pile whatever
order the pile was in, which is all a caller that only looks at the top `depth` cards needs.
"""
import numpy as np
from simcore.jit import engine_jit

from simcore.rng import rand_below

HAND_SIZE = 5
SECURITY_SIZE = 5


@engine_jit
def shuffle_top(cards, n, depth, rs):
    if depth > n:
        depth = n
    for s in range(depth):
        i = np.uint64(n - 1 - s)  # unsigned positions (never negative here): no wraparound code in the loop
        j = np.uint64(rand_below(rs, i + np.uint64(1)))
        t = cards[i]
        cards[i] = cards[j]
        cards[j] = t


@engine_jit
def draw_into(deck, deck_n, dest, dest_n, count):
    """Move up to `count` cards from the deck top to the end of `dest`; returns (deck_n, dest_n)."""
    for _ in range(count):
        if deck_n == 0:
            break
        deck_n -= 1
        dest[dest_n] = deck[deck_n]
        dest_n += 1
    return deck_n, dest_n


@engine_jit
def deal_hand(deck, deck_n, hand, rs, depth):
    """Shuffle (top `depth` positions) and deal the 5-card opening hand into hand[0:5]. Returns deck_n."""
    shuffle_top(deck, deck_n, depth, rs)
    deck_n, _ = draw_into(deck, deck_n, hand, 0, HAND_SIZE)
    return deck_n


@engine_jit
def redraw_hand(deck, deck_n, hand, hand_n, rs, depth):
    """The redraw: the whole hand goes back into the deck, which is shuffled, then 5 new cards. Returns deck_n."""
    for i in range(hand_n):
        deck[deck_n] = hand[i]
        deck_n += 1
    return deal_hand(deck, deck_n, hand, rs, depth)


@engine_jit
def deal_security(deck, deck_n, security):
    """Five cards from the deck top, one at a time: the deck's original top card ends at the bottom
    (security[0]) and the security top is security[4]. Returns deck_n."""
    deck_n, _ = draw_into(deck, deck_n, security, 0, SECURITY_SIZE)
    return deck_n


@engine_jit
def reshuffle_hidden(st, opponent):
    """Deal each player's hidden cards again at random: its deck and security stack, and the opponent's
    hand too; every zone keeps its size."""
    pool = st.cand
    for p in range(2):
        n = 0
        for i in range(st.deck_n[p]):
            pool[n] = st.deck[p, i]
            n += 1
        for i in range(st.sec_n[p]):
            if st.sec_up[p, i] == 0:   # a face-up card is public: it stays where it is (RULES.md §10.8)
                pool[n] = st.sec[p, i]
                n += 1
        if p == opponent:
            for i in range(st.hand_n[p]):
                pool[n] = st.hand[p, i]
                n += 1
        # sorted first, so that the deal depends on which cards are hidden, never on their hidden order
        for i in range(1, n):
            c = pool[i]
            j = i - 1
            while j >= 0 and pool[j] > c:
                pool[j + 1] = pool[j]
                j -= 1
            pool[j + 1] = c
        for i in range(n - 1, 0, -1):
            j = rand_below(st.rs, i + 1)
            c = pool[i]
            pool[i] = pool[j]
            pool[j] = c
        n = 0
        for i in range(st.deck_n[p]):
            st.deck[p, i] = pool[n]
            n += 1
        for i in range(st.sec_n[p]):
            if st.sec_up[p, i] == 0:
                st.sec[p, i] = pool[n]
                n += 1
        if p == opponent:
            for i in range(st.hand_n[p]):
                st.hand[p, i] = pool[n]
                n += 1

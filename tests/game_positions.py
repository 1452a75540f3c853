"""Positions from real games: games of the built-in decks played by the engine up to a turn, and the
cards hidden from a player dealt again."""
import numpy as np

from simcore import layout as L
from simcore.engine import play_game
from simcore.rng import derive_seed
from simcore.runner import Matchup, _prepared_match
from strategies.pilots import GREEDY, RANDOM

MATCHUPS = (("ST1", "ST2"), ("ST3", "ST4"), ("ST5", "ST6"))
GAMES = 24          # per matchup; each stopped at a turn drawn from 2..12


def copy_state(st):
    buf = np.empty(1, L.STATE_DTYPE)
    buf[0] = st
    return buf.view(np.recarray)[0]


def redeal_hidden(st, p, rng):
    """A copy of st in which what player p cannot see is dealt again."""
    s = copy_state(st)
    q = 1 - p
    piles = [(s.hand[q], s.hand_n[q]), (s.deck[q], s.deck_n[q]), (s.sec[q], s.sec_n[q])]
    pool = rng.permutation(np.concatenate([pile[:n] for pile, n in piles]))
    at = 0
    for pile, n in piles:
        pile[:n] = pool[at:at + n]
        at += n
    for pl in (p, q):
        s.eggs[pl, :s.egg_n[pl]] = rng.permutation(s.eggs[pl, :s.egg_n[pl]])
    own = [(s.deck[p], s.deck_n[p]), (s.sec[p], s.sec_n[p])]
    pool = rng.permutation(np.concatenate([pile[:n] for pile, n in own]))
    at = 0
    for pile, n in own:
        pile[:n] = pool[at:at + n]
        at += n
    return s


def positions(builtin_decks):
    """(state, tables, player) from games stopped partway; the player is the one to move next."""
    rng = np.random.default_rng(2026)
    for a, b in MATCHUPS:
        m = Matchup(builtin_decks[a], builtin_decks[b], "greedy", "random", seed=5)
        tables, _, _ = _prepared_match(m)
        for k in range(GAMES):
            st = L.new_state(0)
            seed = derive_seed(np.int64(m.seed), np.int64(m.stream), np.int64(k))
            play_game(st, tables, np.int64(seed), np.int32(GREEDY), np.int32(RANDOM),
                      np.int32(rng.integers(2, 13)), np.int32(0))
            yield st, tables, int(1 - st.g[L.G_CUR])

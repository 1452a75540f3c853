"""Card records: per game, side and card type, the game turn a copy was first in hand, first played and
first on the field, and how often it was played (simcore.layout CR_*). The engine keeps them in st.crec
while G_RECORD is on (simcore.zones.note_card) without drawing a random number or changing a decision,
so every game's outcome is the same with or without them. simcore.runner writes them as the card
dataset (simcore.results.CARD_RECORD_COLUMNS); simcore.card_stats analyses it.
"""
import numpy as np
from simcore.jit import engine_jit

from simcore.engine import run_games
from simcore.layout import CR_WIDTH, G_RECORD, G_VIOLATION


@engine_jit
def run_games_recorded(st, tb, master_seed, stream, first_game, n_games, pilot0, pilot1, turn_cap, check,
                       seeds, first_player, winner, reason, turns, security_a, security_b, mulligan_a,
                       mulligan_b, records):
    """engine.run_games, and each game's card records into records[i] (int16, (n_games, 2, n_types,
    CR_WIDTH)). Returns the number of games played, as run_games does."""
    n_types = tb.n_types
    st.g[G_RECORD] = 1
    for i in range(n_games):
        run_games(st, tb, master_seed, stream, first_game + i, 1, pilot0, pilot1, turn_cap, check,
                  seeds[i:i + 1], first_player[i:i + 1], winner[i:i + 1], reason[i:i + 1], turns[i:i + 1],
                  security_a[i:i + 1], security_b[i:i + 1], mulligan_a[i:i + 1], mulligan_b[i:i + 1])
        for p in range(2):
            for c in range(n_types):
                for k in range(CR_WIDTH):
                    records[i, p, c, k] = st.crec[p, c, k]
        if st.g[G_VIOLATION] != 0:
            st.g[G_RECORD] = 0
            return i + 1
    st.g[G_RECORD] = 0
    return n_games


def new_records(n_games, n_types):
    return np.zeros((n_games, 2, n_types, CR_WIDTH), np.int16)

"""Long checks, run with `pytest -m slow`: a million games in checking mode (every action verified) over
every pairing of the built-in decks with both pilots."""
import itertools

import pytest

from decks.decklist import BUILTIN_DECKS, load_deck
from simcore.runner import Matchup, run_matchup

PILOTS = [("greedy", "greedy"), ("random", "random"), ("greedy", "random"), ("random", "greedy")]


@pytest.mark.slow
def test_a_million_checked_games():
    pairs = list(itertools.combinations_with_replacement(BUILTIN_DECKS, 2))
    per_run = -(-1_000_000 // (len(pairs) * len(PILOTS)))
    total = 0
    for (a, b), (pa, pb) in itertools.product(pairs, PILOTS):
        m = Matchup(load_deck(a), load_deck(b), pa, pb, seed=20261122)
        s = run_matchup(m, per_run, workers=2, check=True)  # raises InvariantViolation on the first violation
        assert s["games"] == per_run
        assert s["wins_a"] + s["wins_b"] + s["draws"] == per_run
        assert set(s["reasons"]) <= {"security", "deck_out", "turn_limit"}
        total += per_run
    assert total >= 1_000_000

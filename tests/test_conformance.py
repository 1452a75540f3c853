"""Random playouts with the built-in decks in checking mode: the engine verifies its invariants after every
action (card conservation, zone bounds, memory, attack legality, security checks, winners) and raises
InvariantViolation on the first broken one; these tests add checks of every finished game."""
import math

import numpy as np
import pytest

from decks.decklist import BUILTIN_DECKS
from simcore import runner
from simcore.invariants import V_BREEDING, V_CARD_COUNT, V_ILLEGAL_ATTACK, V_MEMORY, V_STACK_TOP, V_WINNER
from simcore.layout import G_MEM, G_OVER, G_REASON, G_VIOLATION, G_WINNER, R_DECK_OUT, R_SECURITY, R_TURN_LIMIT
from simcore.runner import Matchup, play_chunk

# games per ordered deck pair (36 pairs) for each pilot pairing: 12,600 games in all
GAMES = {("greedy", "greedy"): 150, ("random", "random"): 100, ("greedy", "random"): 50, ("random", "greedy"): 50}


@pytest.fixture(scope="module")
def results(builtin_decks):
    """Every pairing's columns, played in checking mode."""
    out = {}
    for (pa, pb), n in GAMES.items():
        for a in builtin_decks.values():
            for b in builtin_decks.values():
                m = Matchup(a, b, pa, pb, seed=20240)
                out[(a.name, b.name, pa, pb)] = play_chunk(m, 0, n, check=True)
    return out


def test_every_builtin_deck_plays(builtin_decks):
    assert set(builtin_decks) == set(BUILTIN_DECKS)


def test_every_game_ends_with_a_winner_the_rules_allow(results):
    for key, c in results.items():
        n = len(c["winner"])
        reason, winner, turns, first = c["reason"], c["winner"], c["turns"].astype(int), c["first_player"]
        assert n == GAMES[key[2:]]
        assert np.isin(reason, [R_SECURITY, R_DECK_OUT, R_TURN_LIMIT]).all(), key
        decided = reason != R_TURN_LIMIT
        assert np.isin(winner[decided], [0, 1]).all(), key
        assert (winner[~decided] == -1).all(), key
        assert (turns[~decided] == runner.TURN_CAP).all(), key
        assert ((turns >= 1) & (turns <= runner.TURN_CAP)).all(), key
        # the player whose turn it was: the first player on odd turns
        mover = np.where(turns % 2 == 1, first, 1 - first)
        by_security = reason == R_SECURITY
        assert (winner[by_security] == mover[by_security]).all(), key          # won by attacking
        by_deck_out = reason == R_DECK_OUT
        assert (winner[by_deck_out] == 1 - mover[by_deck_out]).all(), key      # the mover could not draw
        assert (turns[by_deck_out] >= 2).all(), key
        loser_security = np.where(winner == 0, c["security_b"], c["security_a"])
        assert (loser_security[by_security] == 0).all(), key


def test_security_counts_within_bounds(results):
    for key, c in results.items():
        for col in ("security_a", "security_b"):
            assert ((c[col] >= 0) & (c[col] <= 10)).all(), key


def test_seeds_and_ids_are_distinct(results):
    for key, c in results.items():
        assert len(np.unique(c["seed"])) == len(c["seed"]), key
        assert (c["seed"] >= 0).all()
        assert c["game_id"].tolist() == list(range(len(c["seed"])))


def test_first_player_is_a_fair_coin(results):
    first = np.concatenate([c["first_player"] for c in results.values()])
    n = len(first)
    assert set(np.unique(first).tolist()) == {0, 1}
    k = int(np.count_nonzero(first == 0))
    assert abs(k - n / 2) <= 5 * math.sqrt(n / 4), (k, n)


def test_games_are_decided_both_ways(results):
    winners = np.concatenate([c["winner"] for c in results.values()])
    reasons = np.concatenate([c["reason"] for c in results.values()])
    assert np.count_nonzero(winners == 0) > 0 and np.count_nonzero(winners == 1) > 0
    assert np.count_nonzero(reasons == R_SECURITY) > len(reasons) // 2
    mull = np.concatenate([c["mulligan_a"] for c in results.values()])
    assert mull.dtype == np.bool_ and mull.any() and not mull.all()


def test_turn_limit_ends_games_without_a_winner(builtin_decks, monkeypatch):
    monkeypatch.setattr(runner, "TURN_CAP", 4)
    m = Matchup(builtin_decks["ST1"], builtin_decks["ST2"], "random", "random", seed=5)
    c = play_chunk(m, 0, 300, check=True)
    limited = c["reason"] == R_TURN_LIMIT
    assert limited.sum() > 250
    assert (c["turns"][limited] == 4).all() and (c["winner"][limited] == -1).all()
    assert (c["turns"] <= 4).all()


# --- the checks themselves must be able to fail ------------------------------------------------------------

def test_check_state_finds_broken_states():
    from positions import Side, build_position, digimon, egg, option

    cards = [egg("T-01"), digimon("T-03", 3, 3000, 3, digivolve=[("red", 2, 0)]), option("T-12", 1)]
    pos = build_position(cards, Side(hand=["T-03", "T-12"], deck=["T-03"], breeding="T-01"), Side(deck=["T-03"]))
    assert pos.violation() == 0
    pos.st.hand_n[0] = 1                                    # a card vanishes
    assert pos.violation() == V_CARD_COUNT
    pos.st.hand_n[0] = 2
    pos.st.g[G_MEM] = 11
    assert pos.violation() == V_MEMORY
    pos.st.g[G_MEM] = 0
    pos.st.stk[0, 0, 0], pos.st.hand[0, 1] = pos.card("T-12"), pos.card("T-01")  # an option in breeding
    assert pos.violation() == V_STACK_TOP                   # ... with the recorded top card left behind
    pos.st.top[0, 0] = pos.card("T-12")
    assert pos.violation() == V_BREEDING
    pos.st.stk[0, 0, 0], pos.st.hand[0, 1] = pos.card("T-01"), pos.card("T-12")
    pos.st.top[0, 0] = pos.card("T-01")
    pos.st.g[G_WINNER] = 1                                  # a winner while the game goes on
    assert pos.violation() == V_WINNER
    pos.st.g[G_OVER], pos.st.g[G_REASON] = 1, R_TURN_LIMIT  # a turn limit with a winner
    assert pos.violation() == V_WINNER
    pos.st.g[G_WINNER] = -1
    assert pos.violation() == 0


def test_checking_mode_flags_an_illegal_attack():
    from positions import Side, Slot, build_position, digimon
    from simcore.engine import attack

    cards = [digimon("T-03", 3, 3000, 3)]
    pos = build_position(cards, Side(battle=[Slot("T-03", suspended=True)]), Side(security=["T-03"]))
    attack(pos.st, pos.tb, np.int32(0), np.int32(1), np.int32(-1))
    assert pos.st.g[G_VIOLATION] == V_ILLEGAL_ATTACK

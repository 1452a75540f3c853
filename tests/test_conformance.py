"""Random playouts with the built-in decks in checking mode: the engine verifies its invariants after every
action (card conservation, zone bounds, memory, attack legality, security checks, winners) and raises
InvariantViolation on the first broken one; these tests add checks of every finished game."""
import math

import numpy as np
import pytest

from decks.decklist import BUILTIN_DECKS
from simcore import runner
from simcore.invariants import V_BREEDING, V_CARD_COUNT, V_ILLEGAL_ATTACK, V_MEMORY, V_STACK_TOP, V_WINNER
from simcore.layout import (G_MEM, G_OVER, G_REASON, G_VIOLATION, G_WINNER, K_OPTION, R_DECK_OUT, R_SECURITY,
                            R_TURN_LIMIT)
from simcore.rng import derive_seed
from simcore.runner import Matchup, play_chunk
from strategies.pilots import PILOT_NAMES

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


def test_every_deck_and_pilot_mix_plays_in_both_seats(results):
    mixes = {(a, b) for a in PILOT_NAMES for b in PILOT_NAMES}
    assert set(GAMES) == mixes
    for deck in BUILTIN_DECKS:
        for pa, pb in mixes:
            as_a = [c for (a, _, x, y), c in results.items() if (a, x, y) == (deck, pa, pb)]
            as_b = [c for (_, b, x, y), c in results.items() if (b, x, y) == (deck, pa, pb)]
            assert len(as_a) == len(as_b) == len(BUILTIN_DECKS), (deck, pa, pb)
            for c in as_a + as_b:
                assert len(c["winner"]) == GAMES[(pa, pb)] and (c["turns"] >= 1).all(), (deck, pa, pb)


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


def test_seeds_and_ids_are_distinct(results, builtin_decks):
    for key, c in results.items():
        assert len(np.unique(c["seed"])) == len(c["seed"]), key
        assert (c["seed"] >= 0).all()
        assert c["game_id"].tolist() == list(range(len(c["seed"])))
    # a game id names the game: a chunk that starts later holds the same games under the same ids
    key = ("ST3", "ST5", "greedy", "random")
    whole = results[key]
    m = Matchup(builtin_decks["ST3"], builtin_decks["ST5"], "greedy", "random", seed=20240)
    later = play_chunk(m, 17, 20, check=True)
    assert later["game_id"].tolist() == list(range(17, 37))
    assert later["overflow_games"] == 0
    for col, values in later.items():
        if col != "overflow_games":  # a count over the chunk, not a column
            np.testing.assert_array_equal(values, whole[col][17:37], err_msg=col)
    # ... and each game's seed is derive_seed(master seed, matchup stream, game id)
    expected = [int(derive_seed(np.int64(20240), np.int64(m.stream), np.int64(k))) for k in whole["game_id"]]
    assert whole["seed"].tolist() == expected


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


# --- a violation is reported with the game to replay --------------------------------------------------------

def corrupt_eggs(tables, numbers):
    """Make both Digi-Eggs options in the card table: the first hatch puts an option in a breeding area."""
    for egg in ("ST1-01", "ST2-01"):
        tables.kind[numbers.index(egg)] = K_OPTION


def test_a_corrupted_table_stops_the_run_with_the_game_to_replay(builtin_decks):
    m = Matchup(builtin_decks["ST1"], builtin_decks["ST2"], seed=31)
    tables, numbers, _ = runner._prepared_match(m)
    corrupt_eggs(tables, numbers)
    try:
        play_chunk(m, 5, 10)                # unchecked unless asked: the run goes through
        with pytest.raises(runner.InvariantViolation) as info:
            play_chunk(m, 5, 10, check=True)
    finally:
        runner._prepared.clear()            # the next user builds whole tables again
    e = info.value
    assert (e.code, e.game_id) == (V_BREEDING, 5)   # the first game of the chunk: every game hatches an egg
    assert e.seed == int(derive_seed(np.int64(31), np.int64(m.stream), np.int64(5)))
    assert 0 < e.action < 20
    assert str(e) == (f"invariant violated (breeding_area) in game 5 (game seed {e.seed}) at action {e.action}; "
                      "replay it with: dcgsim replay ST1 ST2 --seed 31 --game 5 --pilot-a greedy --pilot-b greedy")
    # the same tables untouched play those games cleanly
    assert play_chunk(m, 5, 10, check=True)["game_id"].tolist() == list(range(5, 15))


def test_a_violation_after_the_chunks_first_game_names_that_game(builtin_decks, monkeypatch):
    """The engine plays the chunk's first three games on sound tables, then the rest on corrupted ones: the
    violation is in the chunk's fourth game, and the report names that game and its seed."""
    import simcore.engine as engine

    m = Matchup(builtin_decks["ST1"], builtin_decks["ST2"], seed=31)
    tables, numbers, _ = runner._prepared_match(m)
    real_run_games = engine.run_games
    sound = 3

    def corrupted_after_three(st, tb, master_seed, stream, first_game, n_games, *rest):
        pilots_and_flags, outputs = rest[:4], rest[4:]
        played = real_run_games(st, tb, master_seed, stream, first_game, np.int64(sound), *pilots_and_flags,
                                *outputs)
        assert played == sound and st.g[G_VIOLATION] == 0
        corrupt_eggs(tb, numbers)
        return sound + real_run_games(st, tb, master_seed, stream, first_game + sound, n_games - sound,
                                      *pilots_and_flags, *(col[sound:] for col in outputs))

    monkeypatch.setattr(engine, "run_games", corrupted_after_three)
    try:
        with pytest.raises(runner.InvariantViolation) as info:
            play_chunk(m, 5, 10, check=True)
    finally:
        runner._prepared.clear()
    e = info.value
    assert (e.code, e.game_id) == (V_BREEDING, 8)
    assert e.seed == int(derive_seed(np.int64(31), np.int64(m.stream), np.int64(8)))
    assert "--seed 31 --game 8 " in str(e)


def test_matchup_check_reports_a_violation_and_removes_its_output(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from cli.main import main

    real = runner._prepared_match

    def corrupted(m):
        tables, numbers, st = real(m)
        corrupt_eggs(tables, numbers)
        return tables, numbers, st

    monkeypatch.setattr(runner, "_prepared_match", corrupted)
    out = tmp_path / "games"
    try:
        r = CliRunner().invoke(main, ["matchup", "ST1", "ST2", "--games", "30", "--seed", "31", "--workers", "1",
                                      "--check", "--out", str(out)])
    finally:
        runner._prepared.clear()
    assert r.exit_code == 1, (r.output, r.exception)
    lines = r.stderr.splitlines()
    assert lines[-1].startswith("dcgsim: invariant violated (breeding_area) in game 0 (game seed "), lines
    assert lines[-1].endswith("replay it with: dcgsim replay ST1 ST2 --seed 31 --game 0 --pilot-a greedy "
                              "--pilot-b greedy")
    assert r.stdout == "" and not out.exists()

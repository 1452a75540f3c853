import json

import numpy as np
import pandas as pd
import pytest
from click.testing import CliRunner

from cli.main import main
from simcore.tournament import (TIEBREAK_OMW, TIEBREAK_RANDOM, bracket_order, pair_round_nb,
                                simulate_tournaments, standings_nb, swiss_batch_nb, validate_parameters)

FLAT3 = np.full((3, 3), 0.5)


def within(observed, expected, samples, sigmas=4.5):
    """|observed - expected| within `sigmas` binomial standard errors of `samples` draws."""
    se = np.sqrt(np.maximum(expected * (1 - expected), 1e-12) / samples)
    return np.all(np.abs(np.asarray(observed) - expected) <= sigmas * se)


def dominance(p, n=3):
    """Deck 0 wins with probability p against every other deck; the others are even."""
    m = np.full((n, n), 0.5)
    m[0, 1:] = p
    m[1:, 0] = 1 - p
    return m


def test_bracket_order():
    assert bracket_order(1).tolist() == [0]
    assert bracket_order(2).tolist() == [0, 1]
    assert bracket_order(8).tolist() == [0, 7, 3, 4, 1, 6, 2, 5]


def test_identical_decks_win_in_proportion_to_share():
    shares = np.array([0.5, 0.3, 0.2])
    samples = 40_000
    odds = simulate_tournaments(FLAT3, shares, players=16, rounds=4, top=4, samples=samples, seed=11)
    assert odds["share"].tolist() == pytest.approx(shares.tolist(), abs=1e-15)
    assert within(odds["win_probability"], shares, samples)
    assert odds["top_cut_share"].sum() == pytest.approx(1.0, abs=1e-12)
    assert odds["cut_seats"].sum() == 4 * samples and odds["players"].sum() == 16 * samples
    assert within(odds["top_cut_share"], shares, samples * 4 // 16)
    assert np.allclose(odds["top_cut_rate"], 4 / 16, atol=0.01)


def test_odd_field_with_byes_and_omw_tiebreak_stays_fair():
    shares = np.array([0.25, 0.25, 0.5])
    samples = 30_000
    odds = simulate_tournaments(FLAT3, shares, players=7, rounds=3, top=4, samples=samples, seed=5,
                                tiebreak="omw")
    assert odds["top_cut_share"].sum() == pytest.approx(1.0, abs=1e-12)
    assert odds["wins"].sum() == samples
    assert within(odds["win_probability"], shares, samples)


def test_a_deck_that_never_loses_wins_whenever_it_enters():
    # 8 players, 3 rounds: one player stays undefeated, and it is a deck-0 player whenever the field
    # has one, so P(deck 0 wins) = 1 - 0.75**8 both with a top 1 and a full top 8.
    matrix = dominance(1.0, 2)
    samples = 40_000
    expected = 1 - 0.75**8
    for top in (1, 8):
        odds = simulate_tournaments(matrix, [0.25, 0.75], players=8, rounds=3, top=top, samples=samples,
                                    seed=2)
        assert within(odds["win_probability"].iloc[0], expected, samples)
    assert odds["top_cut_rate"].tolist() == [1.0, 1.0]


def test_best_of_three_match_odds_and_amplification():
    # Two players, one round, top 1: deck 0 wins when both play it, and otherwise when it wins the
    # single match (0.6 in best-of-1, 0.6**2 * (3 - 2 * 0.6) = 0.648 in best-of-3).
    matrix = dominance(0.6, 2)
    samples = 100_000
    bo1 = simulate_tournaments(matrix, [0.5, 0.5], 2, 1, 1, best_of=1, samples=samples, seed=8)
    bo3 = simulate_tournaments(matrix, [0.5, 0.5], 2, 1, 1, best_of=3, samples=samples, seed=8)
    assert within(bo1["win_probability"].iloc[0], 0.25 + 0.5 * 0.6, samples)
    assert within(bo3["win_probability"].iloc[0], 0.25 + 0.5 * 0.648, samples)


def test_dominant_deck_wins_more_and_best_of_three_amplifies():
    shares = [0.2, 0.4, 0.4]
    samples = 20_000
    bo1 = simulate_tournaments(dominance(0.6), shares, 32, 5, 8, samples=samples, seed=3)
    bo3 = simulate_tournaments(dominance(0.6), shares, 32, 5, 8, best_of=3, samples=samples, seed=3)
    se = np.sqrt(0.25 / samples)
    assert bo1["win_probability"].iloc[0] > 0.2 + 10 * se
    assert bo1["top_cut_rate"].iloc[0] > 0.25 + 0.05
    assert bo3["win_probability"].iloc[0] > bo1["win_probability"].iloc[0] + 6 * se


def test_draws_keep_the_odds_of_identical_decks():
    odds = simulate_tournaments(FLAT3, [0.5, 0.25, 0.25], 9, 3, 2, samples=20_000, seed=1,
                                draw_rate=0.2)
    assert within(odds["win_probability"], np.array([0.5, 0.25, 0.25]), 20_000)


def test_draws_keep_each_matchups_expected_score():
    """Two players, deck 0 scores 0.7 against deck 1, 40% of games drawn. A game between them is then won by
    deck 0 with probability 0.6 * q where 0.6 * q + 0.4 / 2 = 0.7: q = 5/6, so A wins 0.5, B 0.1, draw 0.4.
    Each player plays deck 0 with probability 1/2; a mirror is won by that deck.
    - One Swiss round, top 1: a drawn round leaves a coin toss, so deck 0 takes the title from a mixed
      pairing with 0.5 + 0.4 / 2 = 0.7, in all 1/4 + 1/2 * 0.7 = 0.60 (0.56 if draws ate wins and losses
      alike).
    - Top 2 after that round: a drawn final is replayed, so 0.5 / (0.5 + 0.1) = 5/6, in all 1/4 + 5/12."""
    p = np.array([[0.5, 0.7], [0.3, 0.5]])
    samples = 40_000
    for top, expected in ((1, 0.60), (2, 0.25 + 5 / 12)):
        odds = simulate_tournaments(p, [0.5, 0.5], players=2, rounds=1, top=top, samples=samples, seed=8,
                                    draw_rate=0.4)
        assert within(odds["win_probability"].iloc[0], expected, samples), (top, odds["win_probability"].iloc[0])


def test_reproducible_by_seed_and_independent_of_batching():
    a = simulate_tournaments(dominance(0.55), [0.3, 0.3, 0.4], 12, 4, 4, samples=500, seed=99)
    b = simulate_tournaments(dominance(0.55), [0.3, 0.3, 0.4], 12, 4, 4, samples=500, seed=99)
    c = simulate_tournaments(dominance(0.55), [0.3, 0.3, 0.4], 12, 4, 4, samples=500, seed=100)
    assert a.equals(b)
    assert not a[["players", "cut_seats", "wins"]].equals(c[["players", "cut_seats", "wins"]])

    q = np.ascontiguousarray(dominance(0.55))
    cum = np.cumsum([0.3, 0.3, 0.4])
    cum[-1] = 1.0

    def batch(first, count):
        return swiss_batch_nb(q, 0.0, cum, np.int64(12), np.int64(4), np.int64(1),
                              np.int64(TIEBREAK_RANDOM), bracket_order(4), np.int64(99),
                              np.int64(first), np.int64(count))

    whole = batch(0, 500)
    halves = [x + y for x, y in zip(batch(0, 200), batch(200, 300))]
    for w, h, column in zip(whole, halves, ["players", "cut_seats", "wins"]):
        assert w.tolist() == h.tolist() == a[column].tolist()


def test_pairing_avoids_rematches_and_gives_the_bye_low():
    n = 5
    opponents = np.full((n, 3), -1, dtype=np.int64)
    opponents[0, 0], opponents[1, 0] = 1, 0  # 0 and 1 met in round 1
    had_bye = np.zeros(n, dtype=np.bool_)
    had_bye[4] = True
    paired = np.zeros(n, dtype=np.bool_)
    pairs = np.zeros((n // 2, 2), dtype=np.int64)
    order = np.arange(n, dtype=np.int64)
    count, bye = pair_round_nb(order, opponents, had_bye, 1, paired, pairs)
    assert bye == 3  # lowest-ranked player without a bye
    assert pairs[:count].tolist() == [[0, 2], [1, 4]]
    # When everyone left was met, a rematch is allowed rather than leaving a player out.
    opponents[0, 0], opponents[2, 0] = 2, 0
    opponents[0, 1], opponents[1, 1] = 1, 0
    order4 = np.arange(4, dtype=np.int64)
    count, bye = pair_round_nb(order4, opponents[:4], had_bye[:4], 2, paired[:4], pairs)
    assert bye == -1
    assert pairs[:count].tolist() == [[0, 3], [1, 2]]


def test_standings_break_ties_by_opponents_match_win_percentage():
    points = np.array([3, 3, 6, 0], dtype=np.int64)
    opponents = np.array([[2, -1], [3, -1], [0, 3], [1, 2]], dtype=np.int64)
    scratch = np.zeros(4, dtype=np.int64)
    counts = np.zeros(7, dtype=np.int64)
    order = np.zeros(4, dtype=np.int64)
    seen = set()
    for seed in range(40):
        rs = np.array([seed * 7919 + 1], dtype=np.uint64)
        standings_nb(points, opponents, 2, TIEBREAK_OMW, scratch, counts, order, rs)
        assert order.tolist() == [2, 0, 1, 3]  # 0 met the 6-point player, 1 the 0-point one
        standings_nb(points, opponents, 2, TIEBREAK_RANDOM, scratch, counts, order, rs)
        assert order[0] == 2 and order[3] == 3
        seen.add(tuple(order.tolist()))
    assert seen == {(2, 0, 1, 3), (2, 1, 0, 3)}


def test_parameter_validation():
    # the whole one-line message, as the command prints it
    for kwargs, message in [
        (dict(players=1, rounds=1, top=1), "players must be at least 2, not 1"),
        (dict(players=8, rounds=0, top=1), "rounds must be at least 1, not 0"),
        (dict(players=8, rounds=3, top=3), "top cut must be a power of two (1, 2, 4, 8, ...), not 3"),
        (dict(players=8, rounds=3, top=16), "top cut 16 is larger than the 8 players"),
        (dict(players=8, rounds=3, top=2, samples=0), "samples must be positive, not 0"),
        (dict(players=8, rounds=3, top=2, best_of=2), "best_of must be 1 or 3, not 2"),
        (dict(players=8, rounds=3, top=2, draw_rate=1.0), "draw_rate must be in [0, 1), not 1.0"),
        (dict(players=8, rounds=3, top=2, tiebreak="elo"), "tiebreak must be one of random, omw, not 'elo'"),
    ]:
        with pytest.raises(ValueError) as e:
            simulate_tournaments(FLAT3, [1, 1, 1], **kwargs)
        assert str(e.value) == message


def test_the_smallest_valid_parameters_and_the_defaults_pass():
    # each bound at its lowest allowed value, and every optional parameter left at its default
    validate_parameters(2, 1, 1)
    validate_parameters(2, 1, 2, best_of=3, samples=1, tiebreak="omw", draw_rate=0.0)
    validate_parameters(8, 3, 8, draw_rate=0.99)


def test_seeds_cover_the_63_bit_range():
    for seed in (0, 2**63 - 1):
        result = simulate_tournaments(FLAT3, [1, 1, 1], players=4, rounds=2, top=2, samples=10, seed=seed)
        assert result["wins"].sum() == 10 and result.attrs["seed"] == seed
    for seed in (-1, 2**63):
        with pytest.raises(ValueError) as e:
            simulate_tournaments(FLAT3, [1, 1, 1], players=4, rounds=2, top=2, samples=10, seed=seed)
        assert str(e.value) == f"seed must be in [0, 2**63), not {seed}"


def test_shares_are_normalised():
    # shares 2:1:1 are the field 1/2, 1/4, 1/4; identical decks then enter in that proportion
    result = simulate_tournaments(FLAT3, [2, 1, 1], players=8, rounds=3, top=2, samples=2000, seed=3)
    assert result["share"].tolist() == [0.5, 0.25, 0.25]
    entered = result["players"].to_numpy()
    assert entered.sum() == 8 * 2000
    assert within(entered / entered.sum(), np.array([0.5, 0.25, 0.25]), 8 * 2000)


def test_defaults_are_recorded_and_the_frame_is_indexed_by_deck():
    # a two-player field, one round, top 1: cheap enough to leave samples and seed at their defaults
    matrix = dominance(0.6, 2)
    result = simulate_tournaments(matrix, [1, 1], players=2, rounds=1, top=1)
    assert result.attrs == dict(players=2, rounds=1, top=1, best_of=1, samples=100_000, seed=0, tiebreak="random",
                                draw_rate=0.0)
    assert result["wins"].sum() == 100_000 and result["players"].sum() == 2 * 100_000
    assert result.equals(simulate_tournaments(matrix, [1, 1], 2, 1, 1, best_of=1, samples=100_000, seed=0,
                                              tiebreak="random", draw_rate=0.0))
    assert list(result.columns) == ["share", "top_cut_rate", "top_cut_share", "win_probability", "players",
                                    "cut_seats", "wins"]
    assert result.index.name == "deck" and result.index.tolist() == ["0", "1"]
    named = simulate_tournaments(pd.DataFrame(FLAT3, index=DECKS, columns=DECKS), [1, 1, 1], 4, 2, 2, samples=10)
    assert named.index.name == "deck" and named.index.tolist() == DECKS


def test_top_cut_rates_are_cut_seats_per_player_and_nan_for_a_deck_never_entered():
    # one tournament of two players and a top 1: a deck enters 0, 1 or 2 times and takes 0 or 1 seat,
    # so the rates 1/1, 0/1, 1/2 and 0/2 each show up over a few seeds, and NaN for a deck with no player
    seen = set()
    for seed in range(40):
        r = simulate_tournaments(FLAT3[:2, :2], [1, 1], players=2, rounds=1, top=1, samples=1, seed=seed)
        for entered, seats, rate in zip(r["players"], r["cut_seats"], r["top_cut_rate"]):
            if entered == 0:
                assert np.isnan(rate)
            else:
                assert rate == seats / entered
            seen.add((int(entered), int(seats)))
        assert r["top_cut_share"].tolist() == r["cut_seats"].tolist()
        assert r["win_probability"].tolist() == r["wins"].tolist()
    assert seen == {(0, 0), (1, 0), (1, 1), (2, 1)}
    # a share of 0: that deck never enters
    r = simulate_tournaments(FLAT3, [1, 0, 1], players=4, rounds=2, top=2, samples=50, seed=1)
    assert r["players"].iloc[1] == 0 and np.isnan(r["top_cut_rate"].iloc[1])
    assert r["top_cut_share"].tolist() == (r["cut_seats"] / 100).tolist()


# --- the `tournament` command ---------------------------------------------------------------------

DECKS = ["Alpha", "Beta", "Gamma"]


@pytest.fixture
def files(tmp_path):
    matrix = tmp_path / "m.csv"
    matrix.write_text("deck,Alpha,Beta,Gamma\nAlpha,0.5,0.6,0.6\nBeta,0.4,0.5,0.5\nGamma,0.4,0.5,0.5\n")
    shares = tmp_path / "s.csv"
    shares.write_text("deck,share\nAlpha,0.2\nBeta,0.4\nGamma,0.4\n")
    return str(matrix), str(shares), tmp_path


def invoke(args):
    return CliRunner().invoke(main, ["tournament", *args])


def assert_input_error(result, fragment):
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("dcgsim: error: "), result.stderr
    assert fragment in lines[0], lines[0]
    assert result.stdout == "" and "Traceback" not in result.output


def test_tournament_json(files):
    matrix, shares, _ = files
    args = ["--matrix", matrix, "--shares", shares, "--players", "16", "--rounds", "4", "--top", "4",
            "--samples", "2000", "--seed", "7", "--format", "json"]
    result = invoke(args)
    assert result.exit_code == 0 and result.stderr == "", result.output
    report = json.loads(result.stdout)
    assert list(report["archetypes"]) == DECKS
    assert set(report["archetypes"]["Alpha"]) == {"share", "top_cut_rate", "top_cut_share",
                                                  "win_probability"}
    assert [report["archetypes"][d]["share"] for d in DECKS] == [0.2, 0.4, 0.4]
    assert sum(report["archetypes"][d]["top_cut_share"] for d in DECKS) == pytest.approx(1, abs=1e-5)
    assert (report["samples"], report["seed"], report["best_of"]) == (2000, 7, 1)
    expected = simulate_tournaments(
        np.array([[0.5, 0.6, 0.6], [0.4, 0.5, 0.5], [0.4, 0.5, 0.5]]), [0.2, 0.4, 0.4], 16, 4, 4,
        samples=2000, seed=7)
    assert report["archetypes"]["Alpha"]["win_probability"] == expected["win_probability"].iloc[0]
    assert invoke(args).stdout == result.stdout


def test_tournament_table_and_share_warning(files):
    matrix, _, tmp_path = files
    shares = tmp_path / "pct.json"
    shares.write_text('{"Alpha": 20, "Beta": 40, "Gamma": 40}')
    result = invoke(["--matrix", matrix, "--shares", str(shares), "--players", "8", "--rounds", "3",
                     "--top", "2", "--best-of", "3", "--samples", "500"])
    assert result.exit_code == 0
    assert result.stderr == f"dcgsim: warning: shares in {shares} sum to 100, not 1; normalised\n"
    lines = result.stdout.splitlines()
    assert lines[0] == ("Swiss: 8 players, 3 rounds, top 2, best-of-3, tiebreak random; "
                        "500 tournaments, seed 0")
    assert lines[2].startswith("Beta") and lines[4].startswith("Alpha")  # by share, largest first


def test_tournament_bad_input(files):
    matrix, shares, tmp_path = files
    base = ["--shares", shares, "--players", "8", "--rounds", "3", "--top", "4"]
    cases = [
        (base, "exactly one of --results DIR or --matrix FILE"),
        (["--matrix", matrix, "--results", str(tmp_path), *base], "exactly one of"),
        (["--matrix", str(tmp_path / "none.csv"), *base], "matrix file not found"),
        (["--results", str(tmp_path / "none"), *base], "results not found"),
        (["--matrix", matrix, *base, "--players", "1"], "--players must be at least 2, not 1"),
        (["--matrix", matrix, *base, "--top", "6"], "--top must be a power of two"),
        (["--matrix", matrix, *base, "--top", "0"], "--top must be a power of two"),
        (["--matrix", matrix, *base, "--top", "16"], "--top 16 is larger than --players 8"),
        (["--matrix", matrix, *base, "--rounds", "0"], "--rounds must be at least 1"),
        (["--matrix", matrix, *base, "--samples", "0"], "--samples must be at least 1"),
        (["--matrix", matrix, *base, "--seed", "-1"], "--seed must be in [0, 2**63)"),
        (["--matrix", matrix, *base, "--best-of", "2"], "'2' is not one of '1', '3'"),
        (["--matrix", matrix, "--players", "8", "--rounds", "3", "--top", "4"], "--shares"),
        (["--matrix", matrix, *base, "--shares", str(tmp_path / "no.csv")], "shares file not found"),
    ]
    bad_matrix = tmp_path / "bad.csv"
    bad_matrix.write_text("deck,Alpha,Beta\nAlpha,0.5,0.8\nBeta,0.8,0.5\n")
    cases.append((["--matrix", str(bad_matrix), *base], "not within 0.05 of 1"))
    unknown = tmp_path / "unknown.csv"
    unknown.write_text("Alpha,0.5\nOmega,0.5\n")
    cases.append((["--matrix", matrix, *base, "--shares", str(unknown)], "not in the matrix: 'Omega'"))
    negative = tmp_path / "negative.csv"
    negative.write_text("Alpha,0.5\nBeta,-0.5\n")
    cases.append((["--matrix", matrix, *base, "--shares", str(negative)], "must be a finite number >= 0"))
    for args, fragment in cases:
        assert_input_error(invoke(args), fragment)

import dataclasses
import json
import os
import sys
import warnings

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import scipy.optimize
from click.testing import CliRunner

from cli.main import main
from simcore.meta import (MatchupMatrix, best_response, deck_archetypes, field_win_rate, matchup_matrix,
                          nash_equilibrium, read_matrix_csv, read_shares, symmetrised, wilson_interval)
from simcore.results import _game_schema

RPS = [[0.5, 0.0, 1.0], [1.0, 0.5, 0.0], [0.0, 1.0, 0.5]]  # Rock loses to Paper, beats Scissors
DECKS3 = ["Rock", "Paper", "Scissors"]


def write_csv(path, rows):
    path.write_text("\n".join(",".join(str(c) for c in row) for row in rows) + "\n")
    return path


def matrix_rows(names, values):
    return [["deck"] + names] + [[n] + list(v) for n, v in zip(names, values)]


def games_frame(rows):
    """rows: (deck_a, deck_b, first_player, winner)."""
    return pd.DataFrame({
        "game_id": np.arange(len(rows), dtype=np.int64),
        "deck_a": [r[0] for r in rows], "deck_b": [r[1] for r in rows],
        "first_player": np.array([r[2] for r in rows], dtype=np.int8),
        "winner": np.array([r[3] for r in rows], dtype=np.int8),
    })


GAMES = [
    ("X", "Y", 0, 0),   # X first, X wins
    ("X", "Y", 1, 1),   # Y first, Y wins
    ("X", "Y", 0, -1),  # X first, draw
    ("Y", "X", 0, 1),   # Y first, X wins
    ("X", "X", 1, 0),   # mirror: B first, A wins
    ("X", "X", 0, 0),   # mirror: A first, A wins
    ("X", "X", 0, 1),   # mirror: A first, B wins
]


# --- matchup_matrix -------------------------------------------------------------------------------

def test_matchup_matrix_combines_both_seats_and_counts_draws_half():
    m = matchup_matrix(games_frame(GAMES))
    assert isinstance(m, MatchupMatrix) and m.decks == ["X", "Y"]
    np.testing.assert_allclose(m.win_rate.to_numpy(), [[2 / 3, 2.5 / 4], [1.5 / 4, 0.5]])
    np.testing.assert_array_equal(m.games.to_numpy(), [[3, 4], [4, 0]])
    # No mirror games of Y: 0.5 with 0 games and the uninformative interval.
    assert (m.low.loc["Y", "Y"], m.high.loc["Y", "Y"]) == (0.0, 1.0)
    assert m.missing_pairs() == []


def test_matchup_matrix_split_by_who_went_first():
    first = matchup_matrix(games_frame(GAMES), split="first")
    np.testing.assert_allclose(first.win_rate.to_numpy(), [[1 / 3, 1.5 / 2], [1 / 2, 0.5]])
    np.testing.assert_array_equal(first.games.to_numpy(), [[3, 2], [2, 0]])
    second = matchup_matrix(games_frame(GAMES), split="second")
    np.testing.assert_allclose(second.win_rate.to_numpy(), [[2 / 3, 1 / 2], [0.5 / 2, 0.5]])
    np.testing.assert_array_equal(second.games.to_numpy(), [[3, 2], [2, 0]])


def test_matchup_matrix_missing_pair_and_bad_split():
    m = matchup_matrix(games_frame([("X", "X", 0, 0), ("Y", "Y", 0, 1)]))
    assert np.isnan(m.win_rate.loc["X", "Y"]) and m.missing_pairs() == [("X", "Y")]
    with pytest.raises(ValueError, match="split"):
        matchup_matrix(games_frame(GAMES), split="both")
    with pytest.raises(ValueError, match="no games"):
        matchup_matrix(games_frame([]))


def test_wilson_interval_known_values():
    low, high = wilson_interval([8.0, 0.0], [10, 10])
    np.testing.assert_allclose(low, [0.49016, 0.0], atol=1e-5)
    np.testing.assert_allclose(high, [0.94331, 0.27753], atol=1e-5)


def test_wilson_interval_matches_scipy_and_its_definition():
    from scipy.stats import binomtest
    from wilson_reference import wilson_by_definition

    cases = [(0, 1), (1, 1), (3, 7), (50, 100), (1, 300), (299, 300), (5678, 10_000), (123_456, 1_000_000)]
    low, high = wilson_interval([k for k, _ in cases], [n for _, n in cases])
    for (k, n), lo, hi in zip(cases, low, high):
        ci = binomtest(k, n).proportion_ci(confidence_level=0.95, method="wilson")
        assert (lo, hi) == pytest.approx((ci.low, ci.high), abs=1e-12), (k, n)
    # draws make a score fractional; scipy takes whole successes only
    for score, n in [(2.5, 7), (150.5, 300), (0.5, 1), (9999.5, 10_000)]:
        lo, hi = wilson_interval(score, n)
        assert (float(lo), float(hi)) == pytest.approx(wilson_by_definition(score, n), abs=1e-12), (score, n)
    lo, hi = wilson_interval(0, 0)
    assert (lo, hi) == (0.0, 1.0)


# --- matrix files -----------------------------------------------------------------------------------

def test_read_matrix_csv_roundtrip(tmp_path):
    path = write_csv(tmp_path / "m.csv", matrix_rows(DECKS3, RPS))
    m = read_matrix_csv(path)
    assert list(m.index) == DECKS3 and list(m.columns) == DECKS3
    np.testing.assert_array_equal(m.to_numpy(), RPS)


@pytest.mark.parametrize("rows, message", [
    ([["deck", "A", "B"], ["A", 0.5, 0.5]], "not square: 1 rows, 2 columns"),
    ([["deck", "A", "B"], ["A", 0.5, 0.5], ["C", 0.5, 0.5]], "only in rows: 'C'; only in columns: 'B'"),
    ([["deck", "A", "B"], ["B", 0.5, 0.5], ["A", 0.5, 0.5]], "different order .*row 'B', column 'A'"),
    ([["deck", "A", "A"], ["A", 0.5, 0.5], ["A", 0.5, 0.5]], "duplicate column name 'A'"),
    ([["deck", "A", "B"], ["A", 0.5, "x"], ["B", 0.5, 0.5]], "'A' vs 'B' is not a number: 'x'"),
    ([["deck", "A", "B"], ["A", 0.5, 1.2], ["B", -0.2, 0.5]], "'A' vs 'B' = 1.2 is outside"),
    ([["deck", "A", "B"], ["A", 0.5, "nan"], ["B", 0.5, 0.5]], "outside"),
    ([["deck", "A", "B"], ["A", 0.5, 0.7], ["B", 0.4, 0.5]], r"'A' vs 'B' \(0.7\) and the reverse \(0.4\)"),
    ([["deck", "A", "B"], ["A", 0.6, 0.5], ["B", 0.5, 0.5]], "'A' vs itself is 0.6"),
    ([["deck", "A", "B"], ["A", 0.5], ["B", 0.5, 0.5]], "row 'A' has 1 values, expected 2"),
])
def test_read_matrix_csv_rejects(tmp_path, rows, message):
    path = write_csv(tmp_path / "m.csv", rows)
    with pytest.raises(ValueError, match=message) as info:
        read_matrix_csv(path)
    assert "\n" not in str(info.value)


def test_read_matrix_csv_tolerates_small_asymmetry(tmp_path):
    path = write_csv(tmp_path / "m.csv", [["", "A", "B"], ["A", 0.5, 0.53], ["B", 0.5, 0.5]])
    m = read_matrix_csv(path)
    np.testing.assert_allclose(symmetrised(m).to_numpy(), [[0.5, 0.515], [0.485, 0.5]])
    with pytest.raises(ValueError, match="not found"):
        read_matrix_csv(tmp_path / "missing.csv")


# --- shares ---------------------------------------------------------------------------------------

def test_read_shares_formats(tmp_path):
    with_header = write_csv(tmp_path / "a.csv", [["deck", "share"], ["Rock", 0.5], ["Paper", 0.5]])
    without_header = write_csv(tmp_path / "b.csv", [["Rock", 0.5], ["Paper", 0.5]])
    as_json = tmp_path / "c.json"
    as_json.write_text(json.dumps({"Rock": 0.5, "Paper": 0.5}))
    for path in (with_header, without_header, as_json):
        shares = read_shares(path, DECKS3)
        assert shares.to_dict() == {"Rock": 0.5, "Paper": 0.5, "Scissors": 0.0}
    assert read_shares(as_json).to_dict() == {"Rock": 0.5, "Paper": 0.5}


def test_read_shares_normalises_with_warning(tmp_path):
    path = write_csv(tmp_path / "s.csv", [["Rock", 30], ["Paper", 10]])
    with pytest.warns(UserWarning, match="sum to 40, not 1; normalised"):
        shares = read_shares(path, DECKS3)
    assert shares.to_dict() == {"Rock": 0.75, "Paper": 0.25, "Scissors": 0.0}


@pytest.mark.parametrize("rows, message", [
    ([["Rock", 0.5], ["Lizard", 0.5]], "not in the matrix: 'Lizard'"),
    ([["Rock", 1.5], ["Paper", -0.5]], "share of 'Paper' must be a finite number >= 0"),
    ([["Rock", 0.5], ["Rock", 0.5]], "duplicate deck 'Rock'"),
    ([["Rock", 0], ["Paper", 0]], "sum to 0"),
    ([["deck", "share"], ["Rock", "lots"]], "share of 'Rock' is not a number"),
])
def test_read_shares_rejects(tmp_path, rows, message):
    with pytest.raises(ValueError, match=message):
        read_shares(write_csv(tmp_path / "s.csv", rows), DECKS3)


# --- field, best response, Nash -------------------------------------------------------------------

def rps_frame():
    return pd.DataFrame(RPS, index=DECKS3, columns=DECKS3)


def test_field_win_rate_is_matrix_times_shares():
    rng = np.random.default_rng(5)
    values = rng.uniform(0.2, 0.8, (5, 5))
    values = (values + 1 - values.T) / 2
    shares = rng.dirichlet(np.ones(5))
    np.testing.assert_allclose(field_win_rate(values, shares).to_numpy(), values @ shares, rtol=1e-15)
    rates = field_win_rate(rps_frame(), {"Rock": 0.5, "Scissors": 0.5})
    assert rates.to_dict() == {"Rock": 0.75, "Paper": 0.5, "Scissors": 0.25}
    assert best_response(rps_frame(), {"Rock": 0.5, "Scissors": 0.5}) == "Rock"
    assert best_response(rps_frame(), {"Rock": 1.0}) == "Paper"


def test_nash_rock_paper_scissors():
    shares, value = nash_equilibrium(rps_frame())
    np.testing.assert_allclose(shares.to_numpy(), [1 / 3] * 3, atol=1e-9)
    assert value == pytest.approx(0.5, abs=1e-9)
    assert list(shares.index) == DECKS3


def test_nash_weighted_cycle():
    # A beats B 60-40, B beats C 70-30, C beats A 80-20: shares proportional to (0.2, 0.3, 0.1).
    m = [[0.5, 0.6, 0.2], [0.4, 0.5, 0.7], [0.8, 0.3, 0.5]]
    shares, value = nash_equilibrium(m)
    np.testing.assert_allclose(shares.to_numpy(), [1 / 3, 1 / 2, 1 / 6], atol=1e-9)
    assert value == pytest.approx(0.5, abs=1e-9)


def test_nash_dominant_deck():
    m = [[0.5, 0.6, 0.55], [0.4, 0.5, 0.7], [0.45, 0.3, 0.5]]
    shares, value = nash_equilibrium(m)
    np.testing.assert_allclose(shares.to_numpy(), [1.0, 0.0, 0.0], atol=1e-9)
    assert value == pytest.approx(0.5, abs=1e-9)
    # A near-tie is still a pure equilibrium, not one blurred by solver slack.
    shares, _ = nash_equilibrium([[0.5, 0.5005], [0.4995, 0.5]])
    assert shares.tolist() == [1.0, 0.0]


def test_nash_is_an_equilibrium_of_random_metagames():
    rng = np.random.default_rng(2024)
    for n in (2, 5, 12):
        for _ in range(5):
            m = rng.uniform(0.2, 0.8, (n, n))
            shares, value = nash_equilibrium(m)
            sym = symmetrised(m).to_numpy()
            assert shares.sum() == pytest.approx(1.0, abs=1e-12) and (shares >= 0).all()
            # No deck does better than 50% against the equilibrium field, and the field is at 50%.
            assert (sym @ shares.to_numpy()).max() <= 0.5 + 1e-7
            assert value == pytest.approx(0.5, abs=1e-7)


def test_nash_flat_matrix_is_even():
    shares, value = nash_equilibrium(np.full((4, 4), 0.5))
    np.testing.assert_allclose(shares.to_numpy(), [0.25] * 4, atol=1e-9)
    assert value == pytest.approx(0.5, abs=1e-12)
    np.testing.assert_allclose(field_win_rate(np.full((4, 4), 0.5), shares).to_numpy(), [0.5] * 4)


def test_nash_splits_evenly_between_clones_that_beat_the_rest():
    # A and B are the same deck and both beat C 60-40: every mix of A and B is an equilibrium; the one
    # with the smallest largest share is half each, and C, beaten by both, gets nothing.
    m = pd.DataFrame([[0.5, 0.5, 0.6], [0.5, 0.5, 0.6], [0.4, 0.4, 0.5]], index=list("ABC"), columns=list("ABC"))
    shares, value = nash_equilibrium(m)
    np.testing.assert_allclose(shares.to_numpy(), [0.5, 0.5, 0.0], atol=1e-9)
    assert shares.name == "nash" and shares.index.name == "deck"
    assert value == pytest.approx(0.5, abs=1e-9)


def test_nash_reports_a_failed_solver(monkeypatch):
    failed = scipy.optimize.OptimizeResult(status=2, message="The problem is infeasible.", x=None)
    monkeypatch.setattr(scipy.optimize, "linprog", lambda *args, **kwargs: failed)
    with pytest.raises(RuntimeError) as e:
        nash_equilibrium(np.full((2, 2), 0.5))
    assert str(e.value) == "linear program failed: The problem is infeasible."


def test_nash_keeps_the_first_solution_when_the_tie_break_fails(monkeypatch):
    solve = scipy.optimize.linprog
    first = []

    def second_fails(*args, **kwargs):
        if first:
            return scipy.optimize.OptimizeResult(status=4, message="numerical difficulties", x=None)
        first.append(solve(*args, **kwargs))
        return first[0]

    monkeypatch.setattr(scipy.optimize, "linprog", second_fails)
    shares, value = nash_equilibrium(np.full((3, 3), 0.5))
    # any mix is an equilibrium of a flat matrix: the shares are the first program's, whatever it found
    expected = np.clip(first[0].x[:3], 0.0, None)
    np.testing.assert_allclose(shares.to_numpy(), expected / expected.sum(), atol=1e-12)
    assert value == pytest.approx(0.5, abs=1e-12)


def test_plot_matrix_writes_png(tmp_path):
    pytest.importorskip("matplotlib")
    from simcore.meta import plot_matrix

    names = [f"Archetype number {i}" for i in range(12)]
    rng = np.random.default_rng(1)
    values = rng.uniform(0.3, 0.7, (12, 12))
    m = symmetrised(pd.DataFrame(values, index=names, columns=names))
    path = tmp_path / "m.png"
    plot_matrix(m, field_win_rate(m, np.full(12, 1 / 12)), path)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert sorted(os.listdir(tmp_path)) == ["m.png"]


# --- exact results and messages (each asserted whole, so a changed message or value fails) -------

def test_matchup_matrix_is_immutable():
    m = matchup_matrix(games_frame(GAMES))
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.games = None


def test_wilson_interval_stays_within_zero_and_one():
    # unclipped, rounding puts the upper bound of 16 of 16 above 1 and the lower bound of 0 of 21 below 0
    low, high = wilson_interval([16.0, 0.0], [16, 21])
    assert high[0] == 1.0 and low[1] == 0.0


def test_matchup_matrix_by_archetype_pools_lists():
    # X and Z are lists of one archetype (recorded in the dataset); X vs Z is that archetype's mirror.
    df = games_frame([("X", "Y", 0, 0), ("Z", "Y", 0, 1), ("X", "Z", 0, 0)])
    df.attrs["deck_archetypes"] = {"X": "Red", "Z": "Red"}
    m = matchup_matrix(df, by="archetype")
    assert m.decks == ["Red", "Y"]
    np.testing.assert_array_equal(m.games.to_numpy(), [[1, 2], [2, 0]])
    np.testing.assert_array_equal(m.win_rate.to_numpy(), [[1.0, 0.5], [0.5, 0.5]])
    # a mapping given by the caller overrides the record; an unknown deck keeps its own name
    m = matchup_matrix(df, by="archetype", archetypes={"Z": "Blue"})
    assert m.decks == ["Blue", "Red", "Y"]
    np.testing.assert_array_equal(m.games.to_numpy(), [[0, 1, 1], [1, 0, 1], [1, 1, 0]])
    np.testing.assert_array_equal(m.win_rate.to_numpy(), [[0.5, 0.0, 0.0], [1.0, 0.5, 1.0], [1.0, 0.0, 0.5]])
    # without a record, the library's archetype, else the name
    assert deck_archetypes(["X", "limitless-olympos-xii"]) == {"X": "X", "limitless-olympos-xii": "Olympos XII"}
    assert deck_archetypes(["X"], attrs={"deck_archetypes": None}) == {"X": "X"}


def test_matchup_matrix_messages():
    df = games_frame(GAMES)
    for kwargs, message in [
        ({"split": "both"}, "split must be None, 'first' or 'second', not 'both'"),
        ({"by": "list"}, "by must be 'deck' or 'archetype', not 'list'"),
    ]:
        with pytest.raises(ValueError) as info:
            matchup_matrix(df, **kwargs)
        assert str(info.value) == message
    with pytest.raises(ValueError) as info:
        matchup_matrix(df.drop(columns=["winner", "first_player"]))
    assert str(info.value) == "results lack column(s) winner, first_player"
    with pytest.raises(ValueError) as info:
        matchup_matrix(games_frame([]))
    assert str(info.value) == "no games in the results"


@pytest.mark.parametrize("matrix, message", [
    ([1.0, 2.0], "matrix must be two-dimensional"),
    ([[1.0, 2.0]], "matrix must be square, not 1x2"),
    (pd.DataFrame([[0.5, 0.5], [0.5, 0.5]], index=["a", "b"], columns=["b", "a"]),
     "matrix must be square with the same decks, in the same order, on both axes"),
    (pd.DataFrame([[0.5, 0.5]], index=["a"], columns=["a", "b"]),
     "matrix must be square with the same decks, in the same order, on both axes"),
    (np.zeros((0, 0)), "matrix has no decks"),
    ([[0.5, 0.5], [np.nan, 0.5]], "matrix has no value for 1 vs 0"),
])
def test_matrix_arguments_are_checked(matrix, message):
    with pytest.raises(ValueError) as info:
        field_win_rate(matrix, [1.0] + [0.0] * (len(matrix) - 1) if len(matrix) else [])
    assert str(info.value) == message


@pytest.mark.parametrize("shares, message", [
    ({"Lizard": 1.0}, "shares name deck(s) not in the matrix: Lizard"),
    ([1.0, 0.0], "shares need 3 values, got shape (2,)"),
    ([1.0, -0.5, 0.5], "shares must be finite and >= 0"),
    ([np.inf, 0.0, 0.0], "shares must be finite and >= 0"),
    ([0.0, 0.0, 0.0], "shares sum to 0"),
])
def test_share_arguments_are_checked(shares, message):
    with pytest.raises(ValueError) as info:
        field_win_rate(rps_frame(), shares)
    assert str(info.value) == message


def test_equal_and_aligned_shares_are_named_series():
    from simcore.meta import align_shares, equal_shares

    for shares in (equal_shares(rps_frame()), align_shares(rps_frame(), {"Paper": 2.0})):
        assert (shares.index.name, shares.name, list(shares.index)) == ("deck", "share", DECKS3)
    assert equal_shares(rps_frame()).tolist() == [1 / 3] * 3
    assert align_shares(rps_frame(), {"Paper": 2.0}).tolist() == [0.0, 2.0, 0.0]
    with pytest.raises(ValueError) as info:
        align_shares(rps_frame(), {"Lizard": 1.0, "Spock": 1.0})
    assert str(info.value) == "shares name deck(s) not in the matrix: Lizard, Spock"


def test_field_win_rate_normalises_shares_and_keeps_matrix_order():
    rates = field_win_rate(rps_frame(), pd.Series({"Scissors": 3.0, "Rock": 1.0}))
    assert rates.to_dict() == {"Rock": 0.875, "Paper": 0.25, "Scissors": 0.375}
    assert rates.name == "field_win_rate"
    # ties go to the first deck
    assert best_response(np.full((3, 3), 0.5), [1.0, 1.0, 1.0]) == "0"


def test_read_matrix_csv_messages_are_whole(tmp_path):
    def message(name, text):
        path = tmp_path / name
        path.write_bytes(text)
        with pytest.raises(ValueError) as info:
            read_matrix_csv(path)
        return str(info.value).replace(str(path), "FILE")

    assert message("e.csv", b"\n ,\n") == "matrix file FILE is empty"
    assert message("h.csv", b"deck,A\n") == "matrix file FILE needs a header row of deck names and one row per deck"
    assert message("n.csv", b"deck,\xff\n") == ("matrix file FILE is not a readable CSV ('utf-8' codec can't "
                                                 "decode byte 0xff in position 5: invalid start byte)")
    assert message("c.csv", b"deck,A,\nA,0.5,0.5\n,0.5,0.5\n") == "matrix file FILE: empty column name (at column 2)"
    assert message("r.csv", b"deck,A,B\nA,0.5,0.5\n,0.5,0.5\n") == "matrix file FILE: empty row name (at row 2)"
    assert message("d.csv", b"deck,A,B\nA,0.5,0.5\nA,0.5,0.5\n") == "matrix file FILE: duplicate row name 'A'"
    assert message("x.csv", b"deck,A,B\nA,0.5,0.5\nC,0.5,0.5\nD,0.5,0.5\n") == (
        "matrix file FILE is not square: 3 rows, 2 columns")
    assert message("o.csv", b"deck,A,B\nA,0.5,0.5\nC,0.5,0.5\n") == (
        "matrix file FILE: row and column names differ (only in rows: 'C'; only in columns: 'B')")
    assert message("o4.csv", b"deck,A,B,C,D\nA,.5,.5,.5,.5\nB,.5,.5,.5,.5\nE,.5,.5,.5,.5\nF,.5,.5,.5,.5\n") == (
        "matrix file FILE: row and column names differ (only in rows: 'E', 'F'; only in columns: 'C', 'D')")
    assert message("o2.csv", b"deck,A,B,C\nB,0.5,0.5,0.5\nA,0.5,0.5,0.5\nC,0.5,0.5,0.5\n") == (
        "matrix file FILE: rows and columns are in a different order (position 1: row 'B', column 'A')")
    assert message("v.csv", b"deck,A,B\nA,0.5,0.5,0.5\nB,0.5,0.5\n") == (
        "matrix file FILE: row 'A' has 3 values, expected 2")
    assert message("nn.csv", b"deck,A,B\nA,0.5, x \nB,0.5,0.5\n") == "matrix file FILE: 'A' vs 'B' is not a number: 'x'"
    assert message("ec.csv", b"deck,A,B\nA,0.5,\nB,0.5,0.5\n") == "matrix file FILE: 'A' vs 'B' is not a number: ''"
    assert message("big.csv", b"deck,A,B\nA,0.5,1.5\nB,0.5,0.5\n") == (
        "matrix file FILE: 'A' vs 'B' = 1.5 is outside [0, 1]")
    assert message("neg.csv", b"deck,A,B\nA,0.5,0.5\nB,-0.25,0.5\n") == (
        "matrix file FILE: 'B' vs 'A' = -0.25 is outside [0, 1]")
    assert message("p.csv", b"deck,A,B\nA,0.5,0.7\nB,0.4,0.5\n") == (
        "matrix file FILE: 'A' vs 'B' (0.7) and the reverse (0.4) sum to 1.1, not within 0.05 of 1")
    assert message("s.csv", b"deck,A,B\nA,0.5,0.5\nB,0.5,0.4\n") == (
        "matrix file FILE: 'B' vs itself is 0.4, not within 0.05 of 0.5")
    with pytest.raises(ValueError) as info:
        read_matrix_csv(tmp_path)
    assert str(info.value) == f"matrix path is a directory: {tmp_path}"
    with pytest.raises(ValueError) as info:
        read_matrix_csv(tmp_path / "none.csv")
    assert str(info.value) == f"matrix file not found: {tmp_path / 'none.csv'}"


def test_read_matrix_csv_edges(tmp_path):
    # trailing commas in rows, blank lines, a byte-order mark and padded names are all read
    path = tmp_path / "m.csv"
    path.write_bytes(b"\xef\xbb\xbfdeck, A , B\n\nA,0.5,0.55,,\n B ,0.5,0.5,\n")
    m = read_matrix_csv(path)
    assert list(m.index) == ["A", "B"] and m.index.name == "deck" and m.columns.name == "opponent"
    np.testing.assert_array_equal(m.to_numpy(), [[0.5, 0.55], [0.5, 0.5]])
    # the pair tolerance is 0.05 exactly: 0.55 + 0.5 passes, 0.5501 + 0.5 does not
    path.write_text("deck,A,B\nA,0.5,0.5501\nB,0.5,0.5\n")
    with pytest.raises(ValueError, match="sum to 1.0501"):
        read_matrix_csv(path)
    path.write_text("deck,A,B\nA,0.5,0.45\nB,0.5,0.5\n")
    assert read_matrix_csv(path).loc["A", "B"] == 0.45
    path.write_text("deck,A\nA,0.525\n")  # a diagonal within 0.05 of 0.5 when doubled
    assert read_matrix_csv(path).loc["A", "A"] == 0.525


def test_read_shares_messages_are_whole(tmp_path):
    def message(name, text, decks=DECKS3):
        path = tmp_path / name
        path.write_bytes(text)
        with pytest.raises(ValueError) as info:
            read_shares(path, decks)
        return str(info.value).replace(str(path), "FILE")

    assert message("s.csv", b"A,\xff\n") == "shares file FILE is not text"
    assert message("j.json", b"{bad") == (
        "shares file FILE is not valid JSON (Expecting property name enclosed in double quotes at line 1)")
    assert message("l.json", b"[1]") == "shares file FILE must hold a JSON object {deck: share}"
    assert message("b.json", b'{"Rock": true}') == "shares file FILE: share of 'Rock' is not a number: True"
    assert message("q.json", b'{"Rock": "1"}') == "shares file FILE: share of 'Rock' is not a number: '1'"
    assert message("t.csv", b"Rock,1\nPaper,1,2\n") == "shares file FILE: line 2 should be 'deck,share'"
    assert message("em.csv", b" ,1\n") == "shares file FILE: empty deck name"
    assert message("none.csv", b"deck,share\n") == "shares file FILE lists no decks"
    assert message("inf.csv", b"Rock,inf\n") == "shares file FILE: share of 'Rock' must be a finite number >= 0, not inf"
    assert message("neg.csv", b"Rock,-0.5\n") == "shares file FILE: share of 'Rock' must be a finite number >= 0, not -0.5"
    assert message("dup.csv", b"Rock,1\nRock,1\n") == "shares file FILE: duplicate deck 'Rock'"
    assert message("nan.csv", b"deck,share\nRock,x\n") == "shares file FILE: share of 'Rock' is not a number: 'x'"
    assert message("u.csv", b"Rock,1\nLizard,1\nSpock,1\n") == (
        "shares file FILE: deck(s) not in the matrix: 'Lizard', 'Spock'")
    assert message("z.csv", b"Rock,0\n") == "shares file FILE: shares sum to 0"
    with pytest.raises(ValueError) as info:
        read_shares(tmp_path)
    assert str(info.value) == f"shares path is a directory: {tmp_path}"
    with pytest.raises(ValueError) as info:
        read_shares(tmp_path / "missing.csv")
    assert str(info.value) == f"shares file not found: {tmp_path / 'missing.csv'}"


def test_read_shares_edges(tmp_path):
    # a JSON object is recognised by its content too; names are stripped; the order is the matrix's
    path = tmp_path / "s.txt"
    path.write_text(' {" Paper ": 1, "Rock": 3}')
    with pytest.warns(UserWarning, match="sum to 4, not 1"):
        shares = read_shares(path, rps_frame())
    assert shares.to_dict() == {"Rock": 0.75, "Paper": 0.25, "Scissors": 0.0}
    assert list(shares.index) == DECKS3 and shares.index.name == "deck" and shares.name == "share"
    # trailing empty cells are dropped; a header only counts on the first line
    path.write_text("deck,share,,\nRock,1,\n")
    assert read_shares(path).to_dict() == {"Rock": 1.0}
    # sums within 1e-6 of 1 are taken without a warning, beyond it with one
    path.write_text("Rock,0.5\nPaper,0.5000009\n")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        read_shares(path)
    path.write_text("Rock,0.5\nPaper,0.5000011\n")
    with pytest.warns(UserWarning, match="sum to 1, not 1; normalised"):
        read_shares(path)


def test_a_matchup_matrix_is_accepted_wherever_a_matrix_is():
    m = matchup_matrix(games_frame(GAMES))
    for frame in (m.win_rate, m.games, m.low, m.high):
        assert (frame.index.name, frame.columns.name) == ("deck", "opponent")
    rates = field_win_rate(m, {"X": 1.0})
    assert rates.to_dict() == {"X": pytest.approx(2 / 3, abs=1e-15), "Y": 0.375}
    assert best_response(m, {"Y": 1.0}) == "X"
    shares, _ = nash_equilibrium(m)
    assert shares.to_dict() == {"X": 1.0, "Y": 0.0} and shares.index.name == "deck"


def test_plot_matrix_annotates_every_cell(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    from matplotlib.figure import Figure

    from simcore.meta import plot_matrix

    figures = []
    save = Figure.savefig

    def keep(fig, *args, **kwargs):
        figures.append(fig)
        return save(fig, *args, **kwargs)

    monkeypatch.setattr(Figure, "savefig", keep)
    m = pd.DataFrame([[0.5, 0.9, 0.2], [0.1, 0.5, 0.6], [0.8, 0.4, 0.5]], index=DECKS3, columns=DECKS3)
    field = pd.Series({"Scissors": 0.65, "Rock": 0.55, "Paper": 0.35})  # any order: read by deck
    plot_matrix(m, field, tmp_path / "m.svg", title="RPS")
    assert (tmp_path / "m.svg").read_bytes().lstrip().startswith(b"<?xml")
    assert sorted(os.listdir(tmp_path)) == ["m.svg"]
    (fig,) = figures
    ax, ax_field = fig.axes
    cells = {(t.get_position(), t.get_text(), t.get_color()) for t in ax.texts}
    # spread 0.4: a cell more than 0.24 from 50% is written in white
    assert cells == {((0, 0), "50", "black"), ((1, 0), "90", "white"), ((2, 0), "20", "white"),
                     ((0, 1), "10", "white"), ((1, 1), "50", "black"), ((2, 1), "60", "black"),
                     ((0, 2), "80", "white"), ((1, 2), "40", "black"), ((2, 2), "50", "black")}
    assert [(t.get_position(), t.get_text()) for t in ax_field.texts] == [((0, 0), "55"), ((0, 1), "35"),
                                                                       ((0, 2), "65")]
    assert [t.get_text() for t in ax.get_xticklabels()] == DECKS3
    assert [t.get_text() for t in ax.get_yticklabels()] == DECKS3
    assert [t.get_text() for t in ax_field.get_xticklabels()] == ["vs field"]
    assert ax.get_title(loc="left") == "RPS"
    assert (ax.get_xlabel(), ax.get_ylabel()) == ("opponent (column deck)", "deck (row)")
    norm = ax.images[0].norm
    assert (norm.vmin, norm.vcenter, norm.vmax) == pytest.approx((0.1, 0.5, 0.9))
    assert ax_field.images[0].norm is norm


def test_plot_matrix_marks_missing_cells_and_keeps_a_minimum_colour_range(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    from matplotlib.figure import Figure

    from simcore.meta import plot_matrix

    figures = []
    save = Figure.savefig
    monkeypatch.setattr(Figure, "savefig", lambda fig, *a, **k: (figures.append(fig), save(fig, *a, **k))[1])
    flat = np.full((2, 2), 0.5)
    plot_matrix(flat, pd.Series({"0": np.nan, "1": 0.52}), tmp_path / "m.png")
    (fig,) = figures
    ax, ax_field = fig.axes
    assert [t.get_text() for t in ax_field.texts] == ["–", "52"]
    assert all(t.get_color() == "black" for t in ax.texts + ax_field.texts)
    norm = ax.images[0].norm
    assert (norm.vmin, norm.vmax) == pytest.approx((0.4, 0.6))
    assert ax.get_title(loc="left") == "Win rate of row deck vs column deck (%)"
    assert (tmp_path / "m.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def plotted_figure(monkeypatch, matrix, path, field=None):
    from matplotlib.figure import Figure

    from simcore.meta import field_win_rate, plot_matrix

    figures = []
    save = Figure.savefig
    monkeypatch.setattr(Figure, "savefig", lambda fig, *a, **k: (figures.append(fig), save(fig, *a, **k))[1])
    m = pd.DataFrame(matrix)
    m.index = m.columns = [str(c) for c in m.columns]
    plot_matrix(m, field_win_rate(m, np.full(len(m), 1 / len(m))) if field is None else field, path)
    (fig,) = figures
    return fig


@pytest.mark.parametrize("n", [3, 13])
def test_plot_matrix_cells_are_square_and_the_field_column_is_one_cell_half_a_cell_away(tmp_path, monkeypatch, n):
    pytest.importorskip("matplotlib")
    fig = plotted_figure(monkeypatch, np.full((n, n), 0.5), tmp_path / "m.png")
    ax, ax_field = fig.axes
    width, height = fig.get_size_inches()
    (x0, y0), (x1, y1) = ax.get_position().get_points() * [width, height]
    (f0, g0), (f1, g1) = ax_field.get_position().get_points() * [width, height]
    cell = (x1 - x0) / n
    assert (y1 - y0) / n == pytest.approx(cell)
    assert (f1 - f0, f0 - x1) == pytest.approx((cell, cell / 2))
    assert (g0, g1) == pytest.approx((y0, y1))
    # room for labels on the left and below, the same margin right of the field column and above
    assert x0 == pytest.approx(y0) and width - f1 == pytest.approx(height - y1)
    assert x0 > width - f1 > 0
    # the view holds the n x n cells and nothing else, with a white line between neighbours
    borders = np.arange(n + 1) - 0.5
    assert ax.get_xlim() == (-0.5, n - 0.5) and ax.get_ylim() == (n - 0.5, -0.5)
    np.testing.assert_array_equal(ax.get_xticks(minor=True), borders)
    np.testing.assert_array_equal(ax.get_yticks(minor=True), borders)
    np.testing.assert_array_equal(ax_field.get_xticks(minor=True), [-0.5, 0.5])
    assert ax_field.get_xlim() == (-0.5, 0.5) and ax_field.get_ylim() == (n - 0.5, -0.5)
    assert list(ax_field.get_xticks()) == [0]
    # the field column shares the matrix's rows: no second set of deck names or ticks beside it, and
    # no tick marks on the white lines
    for which in ("major", "minor"):
        y = ax_field.yaxis.get_tick_params(which=which)
        assert (y["left"], y["labelleft"]) == (False, False)
    assert [a.get_tick_params(which="minor")["length"] for a in (ax.xaxis, ax.yaxis, ax_field.xaxis)] == [0, 0, 0]
    # a diverging red-blue map, centred on 50%, for the cells and the field column alike
    assert [a.images[0].get_cmap().name for a in (ax, ax_field)] == ["RdBu", "RdBu"]


def test_plot_matrix_leaves_nothing_behind_when_saving_fails(tmp_path):
    pytest.importorskip("matplotlib")
    from simcore.meta import plot_matrix

    with pytest.raises(ValueError):
        plot_matrix(np.full((2, 2), 0.5), {"0": 0.5, "1": 0.5}, tmp_path / "m.xyz")
    assert os.listdir(tmp_path) == []


def test_plot_matrix_reads_the_format_from_the_suffix_in_any_case(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    from simcore.meta import plot_matrix

    plot_matrix(np.full((2, 2), 0.5), {"0": 0.5, "1": 0.5}, tmp_path / "M.SVG")
    plot_matrix(np.full((2, 2), 0.5), {"0": 0.5, "1": 0.5}, str(tmp_path / "plain"))
    assert (tmp_path / "M.SVG").read_bytes().lstrip().startswith(b"<?xml")
    assert (tmp_path / "plain").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert sorted(os.listdir(tmp_path)) == ["M.SVG", "plain"]


# --- the `meta` command ---------------------------------------------------------------------------

def invoke(args):
    return CliRunner().invoke(main, args)


def assert_input_error(result, fragment):
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("dcgsim: error: "), result.stderr
    assert fragment in lines[0], lines[0]
    assert result.stdout == ""
    assert "Traceback" not in result.output


@pytest.fixture
def rps_csv(tmp_path):
    return str(write_csv(tmp_path / "rps.csv", matrix_rows(DECKS3, RPS)))


def write_games(root, rows):
    """A one-file game dataset from (deck_a, deck_b, first_player, winner) rows."""
    df = games_frame(rows)
    n = len(df)
    table = pa.table({
        "game_id": df.game_id.to_numpy(), "seed": np.zeros(n, np.int64),
        "deck_a": df.deck_a.tolist(), "deck_b": df.deck_b.tolist(),
        "pilot_a": ["greedy"] * n, "pilot_b": ["greedy"] * n,
        "first_player": df.first_player.to_numpy(), "winner": df.winner.to_numpy(),
        "win_reason": ["security"] * n, "turns": np.full(n, 8, np.int16),
        "security_a": np.zeros(n, np.int8), "security_b": np.zeros(n, np.int8),
        "mulligan_a": np.zeros(n, bool), "mulligan_b": np.zeros(n, bool),
    }, schema=_game_schema())
    folder = root / "deck_a=all" / "deck_b=all"
    folder.mkdir(parents=True)
    pq.write_table(table, folder / "part-000000.parquet", compression="zstd")
    return str(root)


def test_meta_json_from_matrix(tmp_path, rps_csv):
    shares = write_csv(tmp_path / "s.csv", [["deck", "share"], ["Rock", 0.5], ["Scissors", 0.5]])
    result = invoke(["meta", "--matrix", rps_csv, "--shares", str(shares), "--format", "json"])
    assert result.exit_code == 0 and result.stderr == "", result.output
    report = json.loads(result.stdout)
    assert report["decks"] == DECKS3 and report["matrix"] == RPS
    assert report["field_win_rate"] == {"Rock": 0.75, "Paper": 0.5, "Scissors": 0.25}
    assert report["best_response"] == {"deck": "Rock", "field_win_rate": 0.75}
    assert report["nash"] == {"Rock": 0.333333, "Paper": 0.333333, "Scissors": 0.333333}
    assert report["nash_value"] == 0.5
    assert "games" not in report


def test_meta_json_from_results_has_counts_and_intervals(tmp_path):
    root = write_games(tmp_path / "games", GAMES)
    result = invoke(["meta", "--results", root, "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["decks"] == ["X", "Y"]
    assert report["matrix"] == [[0.666667, 0.625], [0.375, 0.5]]
    assert report["games"] == [[3, 4], [4, 0]]
    assert report["interval_low"][1][1] == 0.0 and report["interval_high"][1][1] == 1.0
    assert report["shares"] == {"X": 0.5, "Y": 0.5}
    assert report["field_win_rate"] == {"X": pytest.approx((2 / 3 + 0.625) / 2, abs=1e-6),
                                        "Y": pytest.approx(0.4375, abs=1e-6)}


def test_meta_table_and_plot(tmp_path, rps_csv):
    pytest.importorskip("matplotlib")
    plot = tmp_path / "meta.png"
    result = invoke(["meta", "--matrix", rps_csv, "--plot", str(plot)])
    assert result.exit_code == 0, result.output
    assert "Best response to the field: Rock (50.0%)" in result.stdout
    assert "Nash equilibrium (win rate 50.0%): Rock 33.3%, Paper 33.3%, Scissors 33.3%" in result.stdout
    assert plot.read_bytes()[:4] == b"\x89PNG"


def test_meta_shares_warning_is_one_line(tmp_path, rps_csv):
    shares = write_csv(tmp_path / "s.csv", [["Rock", 2], ["Paper", 2]])
    result = invoke(["meta", "--matrix", rps_csv, "--shares", str(shares), "--format", "json"])
    assert result.exit_code == 0
    assert result.stderr == f"dcgsim: warning: shares in {shares} sum to 4, not 1; normalised\n"
    assert json.loads(result.stdout)["shares"] == {"Rock": 0.5, "Paper": 0.5, "Scissors": 0.0}


def test_meta_bad_sources(tmp_path, rps_csv):
    assert_input_error(invoke(["meta"]), "exactly one of --results DIR or --matrix FILE")
    assert_input_error(invoke(["meta", "--matrix", rps_csv, "--results", str(tmp_path)]),
                       "exactly one of")
    assert_input_error(invoke(["meta", "--matrix", str(tmp_path / "no.csv")]), "matrix file not found")
    assert_input_error(invoke(["meta", "--results", str(tmp_path / "none")]), "results not found")
    (tmp_path / "empty").mkdir()
    assert_input_error(invoke(["meta", "--results", str(tmp_path / "empty")]), "no game files")
    junk = tmp_path / "junk"
    junk.mkdir()
    (junk / "part-000000.parquet").write_text("not parquet")
    assert_input_error(invoke(["meta", "--results", str(junk)]), "not a game dataset")
    gap = write_games(tmp_path / "gap", [("X", "X", 0, 0), ("Y", "Y", 0, 0)])
    assert_input_error(invoke(["meta", "--results", gap]), "no games between 'X' and 'Y'")


@pytest.mark.parametrize("rows, fragment", [
    ([["deck", "A", "B"], ["A", 0.5, 0.5]], "not square"),
    ([["deck", "A", "B"], ["A", 0.5, 0.5], ["C", 0.5, 0.5]], "row and column names differ"),
    ([["deck", "A", "B"], ["B", 0.5, 0.5], ["A", 0.5, 0.5]], "different order"),
    ([["deck", "A", "B"], ["A", 0.5, "?"], ["B", 0.5, 0.5]], "not a number"),
    ([["deck", "A", "B"], ["A", 0.5, 2], ["B", -1, 0.5]], "outside [0, 1]"),
    ([["deck", "A", "B"], ["A", 0.5, 0.9], ["B", 0.9, 0.5]], "not within 0.05 of 1"),
    ([["deck", "A", "A"], ["A", 0.5, 0.5], ["A", 0.5, 0.5]], "duplicate column name"),
])
def test_meta_bad_matrix(tmp_path, rows, fragment):
    path = write_csv(tmp_path / "bad.csv", rows)
    assert_input_error(invoke(["meta", "--matrix", str(path)]), fragment)


def test_meta_bad_shares(tmp_path, rps_csv):
    unknown = write_csv(tmp_path / "u.csv", [["Rock", 0.5], ["Spock", 0.5]])
    assert_input_error(invoke(["meta", "--matrix", rps_csv, "--shares", str(unknown)]),
                       "not in the matrix: 'Spock'")
    negative = tmp_path / "n.json"
    negative.write_text('{"Rock": 1.2, "Paper": -0.2}')
    assert_input_error(invoke(["meta", "--matrix", rps_csv, "--shares", str(negative)]), ">= 0")
    assert_input_error(invoke(["meta", "--matrix", rps_csv, "--shares", str(tmp_path / "x.csv")]),
                       "shares file not found")


def test_meta_plot_errors(tmp_path, rps_csv, monkeypatch):
    pytest.importorskip("matplotlib")
    assert_input_error(invoke(["meta", "--matrix", rps_csv, "--plot", str(tmp_path / "no" / "m.png")]),
                       "does not exist")
    assert_input_error(invoke(["meta", "--matrix", rps_csv, "--plot", str(tmp_path)]), "is a directory")
    assert_input_error(invoke(["meta", "--matrix", rps_csv, "--plot", str(tmp_path / "m.xyz")]),
                       "unsupported image type .xyz")
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.backend_bases", None)
    result = invoke(["meta", "--matrix", rps_csv, "--plot", str(tmp_path / "m.png")])
    assert_input_error(result, "pip install 'dcgsim[plot]'")
    assert not (tmp_path / "m.png").exists()

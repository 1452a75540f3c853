"""cli/sweep.py's matchup matrix in this process, with no engine: `matrix_report` from summaries written out by
hand, and `print_matrix`'s whole table."""
from types import SimpleNamespace

import pytest

from cli.sweep import _cell, matrix_report, print_matrix
from simcore.meta import wilson_interval


def plan(names, pairs, mode="round-robin", mirrors=False, pilot="greedy", seed=7, games_per_pair=10):
    return SimpleNamespace(decks=[SimpleNamespace(name=n) for n in names], pairs=pairs, mode=mode,
                           mirrors=mirrors, pilot=pilot, seed=seed, games_per_pair=games_per_pair)


def wilson(score, games):
    lo, hi = wilson_interval(score, games)
    return [float(lo), float(hi)]


def test_matrix_report_scores_each_side_with_draws_as_half_and_skips_empty_pairs():
    p = plan(["ST1", "ST2", "ST3"], [(0, 0), (0, 1), (0, 2), (2, 1)], mirrors=True, pilot="random", seed=11)
    summaries = [{"games": 4, "wins_a": 1, "wins_b": 1, "draws": 2},
                 {"games": 10, "wins_a": 6, "wins_b": 2, "draws": 2},
                 {"games": 0, "wins_a": 0, "wins_b": 0, "draws": 0},
                 {"games": 8, "wins_a": 8, "wins_b": 0, "draws": 0}]
    lo01, hi01 = wilson(7, 10)
    lo21, hi21 = wilson(8, 8)
    assert lo01 < 0.7 < hi01 and lo21 < 1.0 and hi21 == pytest.approx(1.0)
    assert matrix_report(p, summaries) == {
        "decks": ["ST1", "ST2", "ST3"],
        "matrix": [[0.5, 0.7, None], [pytest.approx(0.3), None, 0.0], [None, 1.0, None]],
        "ci95": [[wilson(2, 4), [lo01, hi01], None],
                 [[pytest.approx(1 - hi01), pytest.approx(1 - lo01)], None, [pytest.approx(1 - hi21), pytest.approx(1 - lo21)]],
                 [None, [lo21, hi21], None]],
        "games": [[4, 10, 0], [10, 0, 8], [0, 8, 0]],
        "seed": 11, "games_per_pair": 10, "mode": "round-robin", "mirrors": True, "pilot": "random"}


def test_matrix_report_of_a_game_with_only_draws_is_one_half():
    r = matrix_report(plan(["A", "B"], [(0, 1)]), [{"games": 3, "wins_a": 0, "wins_b": 0, "draws": 3}])
    assert r["matrix"] == [[None, 0.5], [0.5, None]] and r["games"] == [[0, 3], [3, 0]]


def test_matrix_report_needs_one_summary_a_pair():
    with pytest.raises(ValueError):
        matrix_report(plan(["A", "B", "C"], [(0, 1), (0, 2)]), [{"games": 1, "wins_a": 1, "wins_b": 0, "draws": 0}])


def test_cell():
    assert _cell(None, None) == "-"
    assert _cell(0.5, [0.25, 0.755]) == "50.0 [25.0, 75.5]"
    assert _cell(0.0, [0.0, 0.3]) == "0.0 [0.0, 30.0]"


def test_print_matrix_table_whole(capsys):
    print_matrix({
        "decks": ["ST1", "a-long-deck", "B"],
        "matrix": [[0.5, 0.7, None], [0.3, None, 0.0], [None, 1.0, None]],
        "ci95": [[[0.2, 0.8], [0.39, 0.9], None], [[0.1, 0.61], None, [0.0, 0.3]], [None, [0.7, 1.0], None]],
        "games": [[4, 10, 0], [10, 0, 8], [0, 8, 0]],
        "seed": 7, "games_per_pair": 10000, "mode": "round-robin", "mirrors": True, "pilot": "greedy"})
    out = capsys.readouterr()
    assert out.err == ""
    assert out.out.splitlines() == [
        "3 decks, round-robin with mirrors: 3 pairs x 10,000 games, pilot greedy, seed 7",
        "row deck's win rate against column deck in % (draws count half), 95% CI in brackets",
        "                           ST1          a-long-deck                B",
        "ST1          50.0 [20.0, 80.0]    70.0 [39.0, 90.0]                -",
        "a-long-deck  30.0 [10.0, 61.0]                    -  0.0 [0.0, 30.0]",
        "B                            -  100.0 [70.0, 100.0]                -",
    ]


def test_print_matrix_of_a_gauntlet_without_mirrors(capsys):
    print_matrix({
        "decks": ["first", "ST2"],
        "matrix": [[None, 0.25], [0.75, None]],
        "ci95": [[None, [0.125, 0.5]], [[0.5, 0.875], None]],
        "games": [[0, 40], [40, 0]],
        "seed": 0, "games_per_pair": 40, "mode": "gauntlet", "mirrors": False, "pilot": "random"})
    assert capsys.readouterr().out.splitlines() == [
        "2 decks, gauntlet: 1 pairs x 40 games, pilot random, seed 0",
        "row deck's win rate against column deck in % (draws count half), 95% CI in brackets",
        "                   first                ST2",
        "first                  -  25.0 [12.5, 50.0]",
        "ST2    75.0 [50.0, 87.5]                  -",
    ]


# --- a resumed sweep: its recorded chunk size and the notes on stderr ------------------------------------

def test_note_resume_says_complete_resuming_or_nothing_and_counts_damaged_files(capsys):
    from cli.sweep import _note_resume

    def state(games_done, replaced, total=3000):
        return SimpleNamespace(plan=SimpleNamespace(total_games=total), complete=games_done == total,
                               games_done=games_done, out_dir="runs/s1", replaced=replaced)

    _note_resume(state(3000, 0))
    assert capsys.readouterr().err == "dcgsim: the sweep in runs/s1 is complete; nothing to play\n"
    _note_resume(state(1200, 2))
    assert capsys.readouterr().err == ("dcgsim: resuming: 1,200 of 3,000 games already in runs/s1\n"
                                       "dcgsim: 2 damaged chunk file(s) deleted; they are played again\n")
    _note_resume(state(0, 1))
    assert capsys.readouterr().err == "dcgsim: 1 damaged chunk file(s) deleted; they are played again\n"
    _note_resume(state(0, 0))
    assert capsys.readouterr() == ("", "")


def test_a_resumed_sweep_takes_the_recorded_chunk_size(tmp_path):
    import json
    from dataclasses import dataclass

    from cli.sweep import _with_recorded_chunk_size
    from simcore.sweep import MANIFEST_FORMAT, MANIFEST_NAME

    @dataclass(frozen=True)
    class Plan:
        chunk_size: int

    plan = Plan(100)
    assert _with_recorded_chunk_size(plan, str(tmp_path / "missing")) is plan
    (tmp_path / "file").write_text("x")
    assert _with_recorded_chunk_size(plan, str(tmp_path / "file")) is plan
    assert _with_recorded_chunk_size(plan, str(tmp_path)) is plan      # a directory without a manifest

    def recorded(**fields):
        (tmp_path / MANIFEST_NAME).write_text(json.dumps({"format": MANIFEST_FORMAT, **fields}))
        return _with_recorded_chunk_size(plan, str(tmp_path))

    assert recorded(chunk_size=50) == Plan(50)
    assert recorded(chunk_size=1) == Plan(1)
    assert recorded(chunk_size=100) is plan
    for size in (0, -5, "50", 50.0, None):
        assert recorded(chunk_size=size) is plan, size
    assert recorded() is plan

"""cli/sweep.py in this process, with no engine: `matrix_report` from summaries written out by hand,
`print_matrix`'s whole table, a resumed sweep's notes and chunk size, and the command's checks with the playing
replaced."""
import json
import os
import sys
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


# --- the command's checks, with the playing replaced -----------------------------------------------------

REPORT = {"decks": ["ST1", "ST2"], "matrix": [[None, 0.25], [0.75, None]], "ci95": [[None, [0.125, 0.5]], [[0.5, 0.875], None]],
          "games": [[0, 40], [40, 0]], "seed": 0, "games_per_pair": 40, "mode": "gauntlet", "mirrors": False,
          "pilot": "random"}


@pytest.fixture
def played(monkeypatch, tmp_path):
    """`play_with_progress` replaced by a recorder of (plan facts, backend, workers, scheduler, out_dir) that
    returns REPORT; the command runs in an empty directory."""
    calls = []

    def play(state, backend, workers, scheduler):
        p = state.plan
        calls.append(((tuple(d.name for d in p.decks), p.pairs, p.games_per_pair, p.chunk_size, p.mode, p.mirrors,
                       p.pilot, p.seed, p.rules, p.card_stats), backend, workers, scheduler, state.out_dir))
        return REPORT

    monkeypatch.setattr("cli.sweep.play_with_progress", play)
    monkeypatch.chdir(tmp_path)
    return calls


def run_sweep(*args):
    from click.testing import CliRunner

    from cli.main import main

    return CliRunner().invoke(main, ["sweep", *args])


DECKS3 = ["ST1", "ST2", "ST3"]
SWEEP_REFUSALS = [
    (["--games", "0"], "--games must be a positive integer, got 0"),
    (["--games", str(10**10 + 1)], f"--games must be at most 10000000000, got {10**10 + 1}"),
    (["--seed", "-1"], "--seed must be an integer in [0, 2**63-1], got -1"),
    (["--seed", str(2**63)], f"--seed must be an integer in [0, 2**63-1], got {2**63}"),
    (["--backend", "dask", "--pilot", "my.mod:P"],
     "user pilots run on the local backend only (the cluster's workers cannot load them)"),
    (["--pilot", "nobody"],
     "unknown pilot 'nobody' (choose from greedy, random, lookahead[:N], or a user pilot package.module:NAME)"),
    # a user pilot on the local backend is loaded (and here fails to load), not refused for the cluster
    (["--pilot", "my.mod:P"], "pilot 'my.mod:P': module my.mod not found (No module named 'my')"),
    (["--workers", "0"], "--workers must be a positive integer, got 0"),
    (["--workers", "1025"], "--workers must be at most 1024, got 1025"),
    (["--chunk-size", "0"], "--chunk-size must be a positive integer, got 0"),
    (["--scheduler", "tcp://x:1"], "--scheduler needs --backend dask"),
    (["--backend", "dask", "--scheduler", "tcp://x:1", "--workers", "2"],
     "--workers sets the size of a pool on this machine; with --scheduler the cluster's workers are used"),
    (["--resume"], "--resume needs --out (the directory of the sweep to finish)"),
    (["--card-stats"], "--card-stats needs --out (the card records are written beside the games)"),
]


@pytest.mark.parametrize("args, reason", SWEEP_REFUSALS)
def test_sweep_refusals_whole_and_nothing_played(played, args, reason):
    r = run_sweep(*DECKS3, *args)
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", f"dcgsim: error: {reason}\n")
    assert played == []


@pytest.mark.parametrize("args, reason", [
    (["ST1"], "round-robin of 1 deck has no matchup; give at least two decks (or --mirrors)"),
    (["ST1", "--mode", "gauntlet"], "gauntlet of 1 deck has no matchup; give at least two decks (or --mirrors)"),
    (["ST1", "ST1"], "decks 'ST1' and 'ST1' have the same name; each deck of a sweep needs a distinct name "
                     "(rename a file)"),
])
def test_sweep_without_a_matchup_is_refused(played, args, reason):
    r = run_sweep(*args)
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", f"dcgsim: error: {reason}\n")
    assert played == []


def test_sweep_limits_and_defaults_reach_the_plan(played):
    top = str(2**63 - 1)
    r = run_sweep(*DECKS3, "--games", str(10**10), "--seed", top, "--workers", "1024", "--chunk-size", "1",
                  "--format", "json")
    assert (r.exit_code, r.stderr) == (0, "")
    assert json.loads(r.stdout) == REPORT and r.stdout.count("\n") == 1
    r = run_sweep("ST1", "ST2", "--mode", "gauntlet", "--mirrors", "--pilot", "random")
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout.splitlines() == [
        "2 decks, gauntlet: 1 pairs x 40 games, pilot random, seed 0",
        "row deck's win rate against column deck in % (draws count half), 95% CI in brackets",
        " " * 19 + "ST1" + " " * 16 + "ST2",
        "ST1" + " " * 18 + "-  25.0 [12.5, 50.0]",
        "ST2  75.0 [50.0, 87.5]" + " " * 18 + "-",
    ]
    r = run_sweep("ST1", "--mirrors")
    assert r.exit_code == 0
    assert played == [
        ((("ST1", "ST2", "ST3"), ((0, 1), (0, 2), (1, 2)), 10**10, 1, "round-robin", False, "greedy", 2**63 - 1, 0,
          False), "local", 1024, None, None),
        ((("ST1", "ST2"), ((0, 0), (0, 1)), 10_000, 1_000, "gauntlet", True, "random", 0, 0, False), "local", None,
         None, None),
        ((("ST1",), ((0, 0),), 10_000, 1_000, "round-robin", True, "greedy", 0, 0, False), "local", None, None,
         None)]


def test_sweep_out_card_stats_rules_and_a_resume_that_keeps_its_chunk_size(played):
    from simcore.rule_switches import SWITCHES

    with open("rules.json", "w") as f:
        f.write('{"empty_deck_draw_loses": true}')
    r = run_sweep("ST1", "ST2", "--games", "10", "--chunk-size", "3", "--out", "o", "--card-stats", "--rules",
                  "rules.json", "--format", "json")
    assert (r.exit_code, r.stderr) == (0, "")
    r = run_sweep("ST1", "ST2", "--games", "10", "--out", "o", "--card-stats", "--rules", "rules.json", "--resume",
                  "--workers", "2", "--format", "json")
    assert (r.exit_code, r.stderr) == (0, "")
    mask = SWITCHES["empty_deck_draw_loses"][0]
    plan = (("ST1", "ST2"), ((0, 1),), 10, 3, "round-robin", False, "greedy", 0, mask, True)
    out = os.path.abspath("o")
    assert played == [(plan, "local", None, None, out), (plan, "local", 2, None, out)]


def test_sweep_on_a_cluster_needs_dask_distributed_and_a_scheduler_takes_no_workers(played, monkeypatch):
    r = run_sweep("ST1", "ST2", "--backend", "dask", "--scheduler", "tcp://x:1", "--format", "json")
    assert (r.exit_code, r.stderr) == (0, "")
    assert [call[1:] for call in played] == [("dask", None, "tcp://x:1", None)]
    monkeypatch.setitem(sys.modules, "distributed", None)
    r = run_sweep("ST1", "ST2", "--format", "json")     # the local backend does not import it
    assert (r.exit_code, r.stderr) == (0, "")
    r = run_sweep("ST1", "ST2", "--backend", "dask", "--format", "json")
    assert (r.exit_code, r.stdout, r.stderr) == (
        2, "", "dcgsim: error: the dask backend needs dask.distributed; install it with pip install 'dcgsim[dask]'\n")
    assert [call[1:] for call in played] == [("dask", None, "tcp://x:1", None), ("local", None, None, None)]

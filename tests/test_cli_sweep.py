"""cli/sweep.py in this process, with no engine: `matrix_report` from summaries written out by hand,
`print_matrix`'s whole table, a resumed sweep's notes and chunk size, the command's checks and help with the
playing replaced, and `play_with_progress` and `_play` with the backend, the playing and the clock replaced."""
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


def test_sweep_needs_decks_a_directory_for_out_and_a_file_for_rules(played, tmp_path):
    r = run_sweep()
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", "dcgsim: error: main sweep: Missing argument 'DECKS...'.\n")
    (tmp_path / "f").write_text("")
    r = run_sweep("ST1", "ST2", "--out", "f")
    assert (r.exit_code, r.stdout, r.stderr) == (
        2, "", "dcgsim: error: main sweep: Invalid value for '--out': Directory 'f' is a file.\n")
    (tmp_path / "d").mkdir()
    r = run_sweep("ST1", "ST2", "--rules", "d")
    assert (r.exit_code, r.stdout, r.stderr) == (
        2, "", "dcgsim: error: main sweep: Invalid value for '--rules': File 'd' is a directory.\n")
    assert played == []


def test_sweep_help_names_every_option_and_default():
    r = run_sweep("--help")
    assert (r.exit_code, r.stdout) == (0, SWEEP_HELP)


# --- play_with_progress and _play, with the playing, the backend and the clock replaced ---------------------

class Plan(SimpleNamespace):
    def matchups(self):
        return [f"matchup {a}-{b}" for a, b in self.pairs]


def state_of(total=900, done=0, chunk=100, complete=False, out_dir="o", pilot="greedy", card_stats=False,
             summaries=({"games": 300},), done_chunks=()):
    p = Plan(decks=["d1", "d2"], pairs=[(0, 1), (1, 0)], total_games=total, chunk_size=chunk, pilot=pilot,
             card_stats=card_stats)
    return SimpleNamespace(plan=p, complete=complete, games_done=done, out_dir=out_dir, done=list(done_chunks),
                           summaries=[dict(s) for s in summaries])


@pytest.fixture
def backend(monkeypatch):
    """simcore.sweep's backend, playing and clean-up replaced by recorders (events in order), the compile check,
    the warm-up, the fidelity warning, the terminal check, the cores and the clock in cli/sweep.py too; matrix_report
    returns what it is given. play_sweep returns "played" (or raises "raise") and reports each of "chunks"."""
    import cli.sweep as command
    import simcore.sweep as engine_sweep
    from contextlib import contextmanager

    rec = SimpleNamespace(events=[], cold=False, terminal=False, cpus=8, clock=[10.0, 12.5], played=700,
                          chunks=[], raise_=None, raise_at="play")

    @contextmanager
    def open_backend(backend, workers, scheduler, on_note=None):
        rec.events.append(("open", backend, workers, scheduler))
        if rec.raise_at == "open" and rec.raise_ is not None:
            raise rec.raise_
        on_note("2 workers compile the engine")
        yield "executor", 6
        rec.events.append(("close",))

    def play_sweep(state, executor=None, max_in_flight=None, on_chunk=None):
        rec.events.append(("play", executor, max_in_flight, on_chunk is not None))
        for n in rec.chunks:
            on_chunk("task", {"games": n})
        if rec.raise_at == "play" and rec.raise_ is not None:
            raise rec.raise_
        return rec.played

    def warm(m, card_stats=False):
        rec.events.append(("warm", m, card_stats))
        if rec.raise_at == "warm" and rec.raise_ is not None:
            raise rec.raise_

    def announce(card_stats=False):
        rec.events.append(("announce", card_stats))
        return rec.cold

    monkeypatch.setattr(engine_sweep, "open_backend", open_backend)
    monkeypatch.setattr(engine_sweep, "play_sweep", play_sweep)
    monkeypatch.setattr(engine_sweep, "finish_sweep", lambda state: rec.events.append(("finish", state)))
    monkeypatch.setattr(engine_sweep, "discard_new_sweep", lambda state: rec.events.append(("discard", state)))
    monkeypatch.setattr(command, "announce_compile_if_cold", announce)
    monkeypatch.setattr(command, "warm_up_engine", warm)
    monkeypatch.setattr(command, "warn_fidelity", lambda decks: rec.events.append(("fidelity", decks)))
    monkeypatch.setattr(command, "stderr_is_terminal", lambda: rec.terminal)
    monkeypatch.setattr(command, "matrix_report", lambda plan, summaries: ("report", plan, summaries))
    monkeypatch.setattr(command.os, "cpu_count", lambda: rec.cpus)
    monkeypatch.setattr(command.time, "perf_counter", lambda: rec.clock.pop(0) if rec.clock else 0.0)
    return rec


def play(state, backend="local", workers=None, scheduler=None):
    """play_with_progress with its stderr captured: (result or the exception, stderr)."""
    from click.testing import CliRunner

    from cli.sweep import play_with_progress

    with CliRunner().isolation() as (_out, err, _):
        try:
            result = play_with_progress(state, backend, workers, scheduler)
        except BaseException as exc:  # noqa: BLE001 - the test looks at it
            result = exc
        return result, err.getvalue().decode()


def test_play_with_progress_plays_the_rest_says_the_rate_and_returns_the_matrix(backend):
    state = state_of(done=200)
    result, err = play(state)
    assert result == ("report", state.plan, state.summaries)
    assert err == ("dcgsim: 2 workers compile the engine\n"
                   "dcgsim: played 700 games in 2.5 s (280 games/s)\n")
    assert backend.events == [("announce", False), ("open", "local", 7, None), ("fidelity", ["d1", "d2"]),
                              ("play", "executor", 6, False), ("close",), ("finish", state)]


def test_play_with_progress_groups_thousands_and_says_dash_without_time(backend):
    backend.played, backend.clock = 1_234_567, [3.0, 3.5]
    assert play(state_of(total=10**7, chunk=10**5), workers=2)[1].splitlines()[-1] == (
        "dcgsim: played 1,234,567 games in 0.5 s (2,469,134 games/s)")
    backend.played, backend.clock = 700, [3.0, 3.0]
    assert play(state_of())[1].splitlines()[-1] == "dcgsim: played 700 games in 0.0 s (- games/s)"


@pytest.mark.parametrize("total, done, chunk, workers, cpus, expect", [
    (900, 200, 100, None, 16, 7),     # one worker a chunk left, at most
    (950, 0, 100, None, 16, 10),      # the last chunk is short
    (901, 900, 100, None, 16, 1),
    (900, 0, 100, None, 4, 4),        # the cores
    (900, 0, 100, None, None, 1),     # no count of cores: one
    (900, 0, 100, 3, 16, 3),          # --workers
    (900, 0, 100, 30, 16, 9),
    (900, 0, 100, 2, None, 2),
])
def test_workers_are_the_cores_or_workers_at_most_one_a_chunk_left(backend, total, done, chunk, workers, cpus,
                                                                   expect):
    backend.cpus = cpus
    play(state_of(total=total, done=done, chunk=chunk), workers=workers)
    assert backend.events[1] == ("open", "local", expect, None)


def test_a_cluster_at_a_scheduler_sizes_itself_and_warms_nothing_here(backend):
    backend.cold = True
    state = state_of()
    result, err = play(state, backend="dask", scheduler="tcp://x:1")
    assert result == ("report", state.plan, state.summaries)
    assert backend.events == [("open", "dask", 1, "tcp://x:1"), ("fidelity", ["d1", "d2"]),
                              ("play", "executor", 6, False), ("close",), ("finish", state)]


@pytest.mark.parametrize("backend_name, workers, pilot, card_stats, warmed", [
    ("local", 1, "greedy", False, False),     # one worker compiles as it plays
    ("local", 2, "greedy", True, True),       # once here rather than in every worker
    ("dask", 1, "greedy", False, True),       # a local Dask cluster's workers
    ("local", 1, "my.mod:P", False, True),    # a user pilot: its errors are one line here
    ("local", 1, "lookahead", False, True),
])
def test_a_cold_engine_is_warmed_here_before_workers_a_cluster_or_user_pilots(backend, backend_name, workers,
                                                                              pilot, card_stats, warmed):
    backend.cold = True
    play(state_of(pilot=pilot, card_stats=card_stats), backend=backend_name, workers=workers)
    assert backend.events[0] == ("announce", card_stats)
    assert (backend.events[1] == ("warm", "matchup 0-1", card_stats)) is warmed
    assert backend.events[1 + warmed] == ("open", backend_name, workers, None)
    backend.events.clear()
    backend.cold, backend.clock = False, [1.0, 2.0]
    play(state_of(pilot=pilot, card_stats=card_stats), backend=backend_name, workers=workers)
    assert [e[0] for e in backend.events][:2] == ["announce", "open"]


def test_a_complete_sweep_plays_nothing_and_is_finished(backend):
    state = state_of(complete=True, summaries=[{"games": 300, "overflow_games": 2}, {"games": 300}])
    result, err = play(state, workers=4)
    assert result == ("report", state.plan, state.summaries)
    assert err == "dcgsim: in 2 games an engine buffer was full (see overflow_games in the manifest)\n"
    assert backend.events == [("finish", state)]


def test_overflows_are_counted_over_every_pair(backend):
    summaries = [{"games": 300, "overflow_games": 1000}, {"games": 300}, {"games": 300, "overflow_games": 234},
                 {"games": 300, "overflow_games": 0}]
    assert play(state_of(summaries=summaries))[1].splitlines()[-1] == (
        "dcgsim: in 1,234 games an engine buffer was full (see overflow_games in the manifest)")


@pytest.mark.parametrize("where", ["warm", "open", "play"])
def test_a_refused_or_stopped_sweep_is_discarded_and_says_why(backend, where):
    from click import ClickException

    from cli.errors import InputError
    from simcore.sweep import SweepError, SweepStopped

    def stopped(state):
        """play's result for the state, and the events after the announcement and any warm-up: the sweep is
        discarded last, never finished."""
        backend.events.clear()
        result, _ = play(state, workers=2)
        assert backend.events[-1] == ("discard", state) and not any(e[0] == "finish" for e in backend.events)
        return result

    backend.cold, backend.raise_at = True, where
    backend.raise_ = SweepError("the cluster has no workers")
    result = stopped(state_of())
    assert type(result) is InputError and str(result) == "the cluster has no workers"
    backend.raise_ = SweepStopped("chunk 3 of ST1 vs ST2 failed")
    result = stopped(state_of())
    assert type(result) is ClickException and result.message == "chunk 3 of ST1 vs ST2 failed"
    result = stopped(state_of(done_chunks=[0]))     # finished chunks are kept for --resume
    assert result.message == ("chunk 3 of ST1 vs ST2 failed; the finished chunks are kept: run the same command "
                              "with --resume to play the rest")
    result = stopped(state_of(out_dir=None, done_chunks=[0]))    # nothing kept without --out
    assert result.message == "chunk 3 of ST1 vs ST2 failed"
    backend.raise_ = KeyboardInterrupt()
    assert type(stopped(state_of())) is KeyboardInterrupt


def test_the_progress_bar_only_on_a_terminal_counts_the_games_already_played_and_each_chunk(backend, monkeypatch):
    import click

    bars = []

    class Bar:
        def __init__(self, length, label, file):
            self.args, self.updates = (length, label, file), []
            bars.append(self)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def update(self, n):
            self.updates.append(n)

    monkeypatch.setattr(click, "progressbar", Bar)
    backend.chunks = [100, 100, 50]
    play(state_of(total=950, done=700))
    assert bars == [] and backend.events[3] == ("play", "executor", 6, False)
    backend.terminal, backend.clock = True, [1.0, 2.0]
    from click.testing import CliRunner

    from cli.sweep import _play

    with CliRunner().isolation() as (out, err, _):
        assert _play(state_of(total=950, done=700), "executor", 6) == 700
        [bar] = bars
        bar.args[2].write("the bar's stream")
        bar.args[2].flush()
        assert (out.getvalue(), err.getvalue()) == (b"", b"the bar's stream")    # stderr
    assert bar.args[:2] == (950, "games")
    assert bar.updates == [700, 100, 100, 50]
    assert backend.events[-1] == ("play", "executor", 6, True)
SWEEP_HELP = (
    'Usage: main sweep [OPTIONS] DECKS...\n'
    '\n'
    '  Play every matchup of DECKS and print the matchup matrix. A DECK is a built-in\n'
    '  (ST1..ST6) or library name (dcgsim decks list), a deck file or code, a library\n'
    '  selection such as since:2026-01-01 or archetype:Xros,kind:tournament, or @FILE\n'
    '  (one DECK per line).\n'
    '\n'
    '  With --out, every game is written to a Parquet dataset\n'
    '  (deck_a=.../deck_b=.../part-NNNNNN.parquet, plus _manifest.json). An\n'
    '  interrupted sweep keeps its finished chunks; run the same command with\n'
    '  --resume to play only the rest.\n'
    '\n'
    'Options:\n'
    '  -n, --games INTEGER            Games per pair of decks.  [default: 10000]\n'
    '  --mode [round-robin|gauntlet]  round-robin: every pair of decks (the deck\n'
    '                                 given first is side A); gauntlet: the first\n'
    '                                 deck against each of the others.  [default:\n'
    '                                 round-robin]\n'
    '  --mirrors                      Also play each deck (gauntlet: the first deck)\n'
    '                                 against itself.\n'
    '  --seed INTEGER                 Master seed; game K of a pair is game K of\n'
    '                                 `dcgsim matchup A B` with this seed.  [default:\n'
    '                                 0]\n'
    '  --out DIRECTORY                Write one row per game to a Parquet dataset in\n'
    '                                 this directory (new or empty, or with --resume\n'
    '                                 one holding this sweep).\n'
    '  --resume                       Finish the sweep in --out: play only the chunks\n'
    '                                 it lacks. The command must match the one that\n'
    '                                 started it.\n'
    '  -w, --workers INTEGER          Worker processes (default: the number of\n'
    "                                 cores); with --scheduler, the cluster's own.\n"
    '  --backend [local|dask]         local: a process pool on this machine; dask: a\n'
    '                                 Dask.distributed cluster.  [default: local]\n'
    '  --scheduler ADDRESS            Dask scheduler to use, e.g. tcp://host:8786\n'
    '                                 (default: a local Dask cluster).\n'
    '  --pilot TEXT                   Pilot of both sides: greedy, random,\n'
    '                                 lookahead[:N] (a search pilot, N rollouts per\n'
    '                                 candidate action), or a user pilot\n'
    "                                 package.module:NAME (README, 'Pilots').\n"
    '                                 [default: greedy]\n'
    '  --format [table|json]          [default: table]\n'
    '  --card-stats                   With --out, also record when each card of every\n'
    '                                 list was first in hand, played and on the field\n'
    '                                 (DIR/_cards; read with dcgsim cards impact).\n'
    '  --rules FILE                   A TOML (.toml) or JSON file of named switches\n'
    '                                 for the [GAP] readings of the rules (README,\n'
    "                                 'Rules'); default: the engine's readings.\n"
    '  -h, --help                     Show this message and exit.\n'
)

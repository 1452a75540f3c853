"""`dcgsim sweep`: play the matchups of many decks, print the matchup matrix, optionally write every game
to one resumable Parquet dataset."""
import json
import os
import sys
import time

import click

from cli.common import (PILOT_HELP, RULES_HELP, announce_compile_if_cold, check_pilots, check_seed, expand_decks,
                        load_rules, positive, stderr_is_terminal, uses_user_pilots, warm_up_engine, warn_fidelity)
from cli.errors import InputError
from cli.matchup import MAX_GAMES, score_interval


def matrix_report(plan, summaries):
    """The matchup matrix: cell [i][j] is deck i's score rate against deck j (draws count half), from
    deck i's side whichever side it played; a mirror cell is side A's rate. Cells without games are None."""
    n = len(plan.decks)
    rate = [[None] * n for _ in range(n)]
    ci95 = [[None] * n for _ in range(n)]
    games = [[0] * n for _ in range(n)]
    for (i, j), s in zip(plan.pairs, summaries, strict=True):
        g = s["games"]
        if g == 0:
            continue
        score = s["wins_a"] + 0.5 * s["draws"]
        lo, hi = score_interval(score, g)
        rate[i][j], ci95[i][j], games[i][j] = score / g, [lo, hi], g
        if i != j:
            rate[j][i], ci95[j][i], games[j][i] = 1 - score / g, [1 - hi, 1 - lo], g
    return {
        "decks": [d.name for d in plan.decks],
        "matrix": rate,
        "ci95": ci95,
        "games": games,
        "seed": plan.seed,
        "games_per_pair": plan.games_per_pair,
        "mode": plan.mode,
        "mirrors": plan.mirrors,
        "pilot": plan.pilot,
    }


def print_matrix(r):
    names = r["decks"]
    played = sum(1 for i, row in enumerate(r["games"]) for j, g in enumerate(row) if g and j >= i)
    click.echo(f"{len(names)} decks, {r['mode']}{' with mirrors' if r['mirrors'] else ''}: {played} pairs x "
               f"{r['games_per_pair']:,} games, pilot {r['pilot']}, seed {r['seed']}")
    click.echo("row deck's win rate against column deck in % (draws count half), 95% CI in brackets")
    cells = [[_cell(r["matrix"][i][j], r["ci95"][i][j]) for j in range(len(names))] for i in range(len(names))]
    label_w = max(len(n) for n in names)
    col_w = [max(len(names[j]), *(len(row[j]) for row in cells)) for j in range(len(names))]
    click.echo(" " * label_w + "".join(f"  {names[j]:>{col_w[j]}}" for j in range(len(names))))
    for i, row in enumerate(cells):
        click.echo(f"{names[i]:<{label_w}}" + "".join(f"  {row[j]:>{col_w[j]}}" for j in range(len(names))))


def _cell(rate, ci):
    if rate is None:
        return "-"
    return f"{100 * rate:.1f} [{100 * ci[0]:.1f}, {100 * ci[1]:.1f}]"


@click.command()
@click.argument("decks", nargs=-1, required=True)
@click.option("--games", "-n", type=int, default=10_000, show_default=True, help="Games per pair of decks.")
@click.option("--mode", type=click.Choice(["round-robin", "gauntlet"]), default="round-robin", show_default=True,
              help="round-robin: every pair of decks (the deck given first is side A); gauntlet: the first deck "
                   "against each of the others.")
@click.option("--mirrors", is_flag=True, help="Also play each deck (gauntlet: the first deck) against itself.")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Master seed; game K of a pair is game K of `dcgsim matchup A B` with this seed.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default=None,
              help="Write one row per game to a Parquet dataset in this directory (new or empty, or "
                   "with --resume one holding this sweep).")
@click.option("--resume", is_flag=True,
              help="Finish the sweep in --out: play only the chunks it lacks. The command must match the "
                   "one that started it.")
@click.option("--workers", "-w", type=int, default=None,
              help="Worker processes (default: the number of cores); with --scheduler, the cluster's own.")
@click.option("--backend", type=click.Choice(["local", "dask"]), default="local", show_default=True,
              help="local: a process pool on this machine; dask: a Dask.distributed cluster.")
@click.option("--scheduler", default=None, metavar="ADDRESS",
              help="Dask scheduler to use, e.g. tcp://host:8786 (default: a local Dask cluster).")
@click.option("--pilot", default="greedy", show_default=True, help=f"Pilot of both sides: {PILOT_HELP}.")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
@click.option("--card-stats", is_flag=True, help="With --out, also record when each card of every list was "
              "first in hand, played and on the field (DIR/_cards; read with dcgsim cards impact).")
@click.option("--rules", "rules_file", type=click.Path(dir_okay=False), default=None, help=RULES_HELP)
@click.option("--chunk-size", type=int, default=None, hidden=True)
def sweep(decks, games, mode, mirrors, seed, out_dir, resume, workers, backend, scheduler, pilot, fmt,
          card_stats, rules_file, chunk_size):
    """Play every matchup of DECKS and print the matchup matrix. A DECK is a built-in (ST1..ST6) or library
    name (dcgsim decks list), a deck file or code, a library selection such as since:2026-01-01 or
    archetype:Xros,kind:tournament, or @FILE (one DECK per line).

    With --out, every game is written to a Parquet dataset (deck_a=.../deck_b=.../part-NNNNNN.parquet,
    plus _manifest.json). An interrupted sweep keeps its finished chunks; run the same command with
    --resume to play only the rest."""
    positive("--games", games, MAX_GAMES)
    check_seed(seed)
    if backend == "dask" and uses_user_pilots(pilot):
        raise InputError("user pilots run on the local backend only (the cluster's workers cannot load them)")
    check_pilots(pilot)  # before the engine loads: user pilots are compiled into it
    from simcore.sweep import SweepError, SweepPlan, check_distinct_names, import_distributed, open_sweep

    if workers is not None:
        positive("--workers", workers, 1024)
    if chunk_size is not None:
        positive("--chunk-size", chunk_size)
    if scheduler is not None and backend != "dask":
        raise InputError("--scheduler needs --backend dask")
    if scheduler is not None and workers is not None:
        raise InputError("--workers sets the size of a pool on this machine; with --scheduler the cluster's "
                         "workers are used")
    if resume and out_dir is None:
        raise InputError("--resume needs --out (the directory of the sweep to finish)")
    if card_stats and out_dir is None:
        raise InputError("--card-stats needs --out (the card records are written beside the games)")
    rules = load_rules(rules_file)
    loaded = expand_decks(decks)
    try:
        check_distinct_names(loaded)
        if backend == "dask":
            import_distributed()
        plan = SweepPlan(loaded, games, mode, mirrors, pilot, seed, chunk_size or 0, card_stats=card_stats,
                         rules=rules)
        if not plan.pairs:
            raise InputError(f"{mode} of {len(loaded)} deck{'s' if len(loaded) > 1 else ''} has no matchup; "
                             "give at least two decks (or --mirrors)")
        if resume and chunk_size is None:
            plan = _with_recorded_chunk_size(plan, out_dir)
        state = open_sweep(plan, out_dir, resume)
    except SweepError as exc:
        raise InputError(str(exc)) from None
    _note_resume(state)
    report = play_with_progress(state, backend, workers, scheduler)
    if fmt == "json":
        click.echo(json.dumps(report))
    else:
        print_matrix(report)


def _with_recorded_chunk_size(plan, out_dir):
    """A resumed sweep keeps the chunks it started with, whatever --workers or defaults say now."""
    from dataclasses import replace

    from simcore.sweep import read_manifest

    recorded = read_manifest(out_dir) if os.path.isdir(out_dir) else None
    size = recorded.get("chunk_size") if recorded else None
    if isinstance(size, int) and size > 0 and size != plan.chunk_size:
        return replace(plan, chunk_size=size)
    return plan


def _note_resume(state):
    plan = state.plan
    if state.complete:
        click.echo(f"dcgsim: the sweep in {state.out_dir} is complete; nothing to play", err=True)
    elif state.games_done:
        click.echo(f"dcgsim: resuming: {state.games_done:,} of {plan.total_games:,} games already in "
                   f"{state.out_dir}", err=True)
    if state.replaced:
        click.echo(f"dcgsim: {state.replaced} damaged chunk file(s) deleted; they are played again", err=True)


def play_with_progress(state, backend, workers, scheduler):
    """Play what the sweep lacks (progress bar on a terminal, closing line with the rate), mark it
    complete and return the matrix report. A sweep this run started is removed again if it fails
    before its first chunk is written."""
    from simcore.sweep import SweepError, SweepStopped, discard_new_sweep, finish_sweep, open_backend

    plan = state.plan
    if not state.complete:
        if scheduler is None:
            todo_chunks = -(-(plan.total_games - state.games_done) // plan.chunk_size)
            workers = min(workers or os.cpu_count() or 1, todo_chunks)
        try:
            cold = scheduler is None and announce_compile_if_cold(plan.card_stats)
            if cold and (backend == "dask" or workers > 1 or uses_user_pilots(plan.pilot)):
                # compile once here rather than in every worker
                warm_up_engine(plan.matchups()[0], plan.card_stats)
            with open_backend(backend, workers or 1, scheduler,
                              on_note=lambda text: click.echo(f"dcgsim: {text}", err=True)) as (ex, limit):
                warn_fidelity(plan.decks)   # once nothing can refuse the sweep any more
                t0 = time.perf_counter()
                played = _play(state, ex, limit)
        except SweepError as exc:
            discard_new_sweep(state)
            raise InputError(str(exc)) from None
        except SweepStopped as exc:
            discard_new_sweep(state)
            hint = "; the finished chunks are kept: run the same command with --resume to play the rest" \
                if state.out_dir and state.done else ""
            raise click.ClickException(f"{exc}{hint}") from None
        except BaseException:
            discard_new_sweep(state)
            raise
        seconds = time.perf_counter() - t0
        rate = f"{played / seconds:,.0f}" if seconds > 0 else "-"
        click.echo(f"dcgsim: played {played:,} games in {seconds:.1f} s ({rate} games/s)", err=True)
    finish_sweep(state)
    overflows = sum(s.get("overflow_games", 0) for s in state.summaries)
    if overflows:
        click.echo(f"dcgsim: in {overflows:,} games an engine buffer was full (see overflow_games in the "
                   "manifest)", err=True)
    return matrix_report(plan, state.summaries)


def _play(state, executor, limit):
    from simcore.sweep import play_sweep

    if not stderr_is_terminal():
        return play_sweep(state, executor, limit)
    with click.progressbar(length=state.plan.total_games, label="games",
                           file=sys.stderr) as bar:
        bar.update(state.games_done)
        return play_sweep(state, executor, limit, lambda task, summary: bar.update(summary["games"]))

"""`dcgsim matchup`: play one matchup, print the summary, optionally write every game to Parquet."""
import json
import os
import shutil
import sys

import click

from cli.common import (PILOT_HELP, RULES_HELP, announce_compile_if_cold, check_pilots, check_seed, load_decks,
                        load_rules, positive, stderr_is_terminal, uses_user_pilots, warm_up_engine, warn_fidelity)
from cli.errors import InputError

MAX_GAMES = 10**10


def score_interval(score, games):
    """95% Wilson interval of a score (draws count half) as two floats."""
    from simcore.meta import wilson_interval

    lo, hi = wilson_interval(score, games)
    return float(lo), float(hi)


def default_workers(games):
    cores = os.cpu_count() or 1
    return max(1, min(cores, games // 20_000))


def prepare_out_dir(path):
    """Create --out (it must not exist or be empty) and check it is writable. Returns True if created."""
    if os.path.exists(path):
        if not os.path.isdir(path):
            raise InputError(f"--out {path}: exists and is not a directory")
        if os.listdir(path):
            raise InputError(f"--out {path}: directory is not empty (choose a new one)")
        created = False
    else:
        try:
            os.makedirs(path)
        except OSError as exc:
            raise InputError(f"--out {path}: cannot create directory ({exc.strerror})") from None
        created = True
    probe = os.path.join(path, ".dcgsim-write-test")
    try:
        with open(probe, "w"):
            pass
        os.remove(probe)
    except OSError as exc:
        if created:
            shutil.rmtree(path, ignore_errors=True)
        raise InputError(f"--out {path}: not writable ({exc.strerror})") from None
    return created


def matchup_report(summary, m):
    from simcore.rule_switches import rules_record

    games = summary["games"]
    score = summary["wins_a"] + 0.5 * summary["draws"]
    lo, hi = score_interval(score, games)
    return {
        "deck_a": m.deck_a.name,
        "deck_b": m.deck_b.name,
        "pilot_a": m.pilot_a,
        "pilot_b": m.pilot_b,
        "games": games,
        "wins_a": summary["wins_a"],
        "wins_b": summary["wins_b"],
        "draws": summary["draws"],
        "win_rate_a": score / games,
        "ci95": [lo, hi],
        "first_player_win_rate": summary["first_player_wins"] / games,
        "mean_turns": summary["turns_sum"] / games,
        "win_reasons": summary["reasons"],
        "seed": m.seed,
        "overflow_games": summary.get("overflow_games", 0),
        "rules": rules_record(m.rules),
    }


def print_table(r):
    click.echo(f"{r['deck_a']} ({r['pilot_a']}) vs {r['deck_b']} ({r['pilot_b']}): {r['games']:,} games, "
               f"seed {r['seed']}")
    lo, hi = r["ci95"]
    click.echo(f"  {r['deck_a']} win rate     {100 * r['win_rate_a']:6.2f}%   95% CI [{100 * lo:.2f}%, "
               f"{100 * hi:.2f}%]")
    click.echo(f"  wins A / B / draws  {r['wins_a']:,} / {r['wins_b']:,} / {r['draws']:,}")
    click.echo(f"  first player wins   {100 * r['first_player_win_rate']:6.2f}%")
    click.echo(f"  mean turns          {r['mean_turns']:6.2f}")
    reasons = ", ".join(f"{k} {v:,}" for k, v in sorted(r["win_reasons"].items()))
    click.echo(f"  win reasons         {reasons}")
    if r["overflow_games"]:
        click.echo(f"  buffer overflows    {r['overflow_games']:,} games (an engine buffer was full)")


@click.command()
@click.argument("deck_a")
@click.argument("deck_b")
@click.option("--games", "-n", type=int, default=10_000, show_default=True, help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Master seed; game K is reproducible from it.")
@click.option("--workers", "-w", type=int, default=None,
              help="Worker processes (default: one per 20,000 games, at most the number of cores).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default=None,
              help="Write one row per game to a Parquet dataset in this new directory.")
@click.option("--pilot-a", default="greedy", show_default=True, help=f"Pilot of deck A: {PILOT_HELP}.")
@click.option("--pilot-b", default="greedy", show_default=True, help=f"Pilot of deck B: {PILOT_HELP}.")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
@click.option("--check", is_flag=True, help="Verify the rules' invariants after every action (slower); stop at "
              "the first violation with the game id and seed to replay it.")
@click.option("--card-stats", is_flag=True, help="With --out, also record when each card of both lists was "
              "first in hand, played and on the field (DIR/_cards; read with dcgsim cards impact).")
@click.option("--rules", "rules_file", type=click.Path(dir_okay=False), default=None, help=RULES_HELP)
@click.option("--chunk-size", type=int, default=None, hidden=True)
def matchup(deck_a, deck_b, games, seed, workers, out_dir, pilot_a, pilot_b, fmt, check, card_stats, rules_file,
            chunk_size):
    """Play DECK_A against DECK_B (built-in ST1..ST6 or deck-list files) and report A's win rate.

    The first player is chosen at random for every game. With --out, every game's outcome is written to
    a Parquet dataset (deck_a=.../deck_b=.../part-NNNNNN.parquet)."""
    positive("--games", games, MAX_GAMES)
    check_seed(seed)
    check_pilots(pilot_a, pilot_b)  # before the engine loads: user pilots are compiled into it
    from simcore.runner import InvariantViolation, Matchup

    if workers is not None:
        positive("--workers", workers, 1024)
    if chunk_size is not None:
        positive("--chunk-size", chunk_size)
    rules = load_rules(rules_file)
    da, db = load_decks([deck_a, deck_b])
    m = Matchup(da, db, pilot_a, pilot_b, seed, rules)
    workers = workers or default_workers(games)
    if out_dir is not None and not out_dir.strip():
        raise InputError("--out must name a directory, got an empty path")
    if card_stats and out_dir is None:
        raise InputError("--card-stats needs --out (the card records are written beside the games)")
    created = prepare_out_dir(out_dir) if out_dir is not None else False
    warn_fidelity([da, db])  # once nothing can refuse the run any more
    try:
        if announce_compile_if_cold(card_stats) and (workers > 1 or uses_user_pilots(pilot_a, pilot_b)):
            warm_up_engine(m, card_stats)  # compile once here rather than in every worker
        summary = run_with_progress(m, games, workers, out_dir, chunk_size, check, card_stats)
    except InvariantViolation as exc:
        if created:
            shutil.rmtree(out_dir, ignore_errors=True)
        click.echo(f"dcgsim: {exc}", err=True)
        sys.exit(1)
    except BaseException:
        if created:
            shutil.rmtree(out_dir, ignore_errors=True)
        raise
    report = matchup_report(summary, m)
    if fmt == "json":
        click.echo(json.dumps(report))
    else:
        print_table(report)


def run_with_progress(m, games, workers, out_dir, chunk_size, check, card_stats=False):
    from simcore.runner import run_matchup

    if not stderr_is_terminal() or games < 50_000:
        return run_matchup(m, games, workers, out_dir, chunk_size, check=check, card_stats=card_stats)
    with click.progressbar(length=games, label="games", file=sys.stderr) as bar:
        return run_matchup(m, games, workers, out_dir, chunk_size, check=check, card_stats=card_stats,
                           on_done=lambda task, s: bar.update(s["games"]))

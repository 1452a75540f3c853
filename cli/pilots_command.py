"""`dcgsim pilots compare`: pilot A's win rate against pilot B per deck, mirror and cross matches."""
import json
import os

import click

from cli.common import (PILOT_HELP, RULES_HELP, announce_compile_if_cold, check_pilots, check_seed,
                        compiling_user_pilots, expand_decks, load_rules, positive, warn_fidelity)
from cli.errors import InputError

MAX_GAMES = 10**9


@click.group()
def pilots():
    """Pilots: compare two of them."""


@pilots.command(help=f"""PILOT_A's win rate against PILOT_B (draws count half) on each deck, with 95% Wilson
intervals: mirror matches (both play the deck) and, with --cross, A on one deck against B on another.

Pilots: {PILOT_HELP}. Decks as for dcgsim sweep (names, files, codes, selections, @FILE).""")
@click.argument("pilot_a")
@click.argument("pilot_b")
@click.option("--decks", "deck_args", multiple=True, required=True,
              help="A deck both pilots play (repeat, or several after one --decks: --decks ST1 ST2 ...).")
@click.argument("more_decks", nargs=-1, metavar="[DECK]...")
@click.option("--games", "-n", type=int, default=2_000, show_default=True,
              help="Games per deck (mirror) and per deck pair (cross), half from each seat.")
@click.option("--cross", is_flag=True, help="Also A on each deck against B on each other deck.")
@click.option("--seed", type=int, default=0, show_default=True, help="Master seed.")
@click.option("--workers", "-w", type=int, default=None, help="Worker processes (default: the number of cores).")
@click.option("--rules", "rules_file", type=click.Path(dir_okay=False), default=None, help=RULES_HELP)
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
def compare(pilot_a, pilot_b, deck_args, more_decks, games, cross, seed, workers, rules_file, fmt):
    positive("--games", games, MAX_GAMES)
    check_seed(seed)
    if workers is not None:
        positive("--workers", workers, 1024)
    check_pilots(pilot_a, pilot_b)  # before the engine loads: user pilots are compiled into it
    rules = load_rules(rules_file)
    decks = expand_decks(list(deck_args) + list(more_decks))
    names = [d.name for d in decks]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise InputError(f"deck {dup[0]} is given twice")
    from simcore.pilot_compare import cells, compare_pilots, seat_matchups
    from simcore.runner import warm_up

    n_tasks = sum(len(seat_matchups(c, pilot_a, pilot_b, games, seed)) for c in cells(decks, cross))
    workers = min(workers or os.cpu_count() or 1, n_tasks)
    first = seat_matchups(cells(decks)[0], pilot_a, pilot_b, games, seed, rules)[0][0]
    if announce_compile_if_cold():
        compiling_user_pilots((pilot_a, pilot_b), lambda: warm_up(first))  # once here, not in every worker
    warn_fidelity(decks)
    result = compare_pilots(pilot_a, pilot_b, decks, games, seed, workers, cross, rules)
    report = {"pilot_a": pilot_a, "pilot_b": pilot_b, "decks": names, "games": games, "seed": seed, **result}
    if fmt == "json":
        click.echo(json.dumps(report))
    else:
        print_table(report)


def _cell(r):
    lo, hi = r["ci95"]
    return f"{100 * r['win_rate_a']:5.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}]"


def print_table(r):
    click.echo(f"{r['pilot_a']} (A) against {r['pilot_b']} (B): A's win rate in %, draws count half, 95% CI; "
               f"{r['games']:,} games a cell, half from each seat, seed {r['seed']}")
    width = max(len(n) for n in r["decks"] + ["all mirrors"])
    click.echo(f"{'mirror':<{width}}  {'A wins':>26}  {'games':>9}")
    for name in r["decks"]:
        c = r["mirror"][name]
        click.echo(f"{name:<{width}}  {_cell(c):>26}  {c['games']:>9,}")
    click.echo(f"{'all mirrors':<{width}}  {_cell(r['mirrors']):>26}  {r['mirrors']['games']:>9,}")
    if r["cross"]:
        click.echo("cross: row = A's deck, column = B's deck")
        by = {(c["deck_a"], c["deck_b"]): c for c in r["cross"]}
        cw = 26
        click.echo(f"{'':<{width}}  " + "  ".join(f"{n:>{cw}}" for n in r["decks"]))
        for a in r["decks"]:
            row = [_cell(by[(a, b)]) if (a, b) in by else "-" for b in r["decks"]]
            click.echo(f"{a:<{width}}  " + "  ".join(f"{c:>{cw}}" for c in row))
        click.echo(f"{'all cross':<{width}}  {_cell(r['crosses']):>26}  {r['crosses']['games']:>9,}")

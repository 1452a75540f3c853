"""`dcgsim meta` (matchup matrix, field win rates, Nash equilibrium) and `dcgsim tournament` (Swiss
tournament odds). Both take the matchups from a game dataset (--results) or a matrix CSV (--matrix)."""
import json
import math
import os
import warnings

import click

from cli.errors import InputError

PLOT_INSTALL_HINT = "pip install 'dcgsim[plot]'"
TABLE_NAME_WIDTH = 30


def _source_options(func):
    func = click.option("--matrix", "matrix_path", metavar="FILE",
                        help="Matchup matrix CSV: header row of deck names, then one row per deck with "
                             "its win rate (0-1) against each column deck.")(func)
    func = click.option("--results", "results_path", metavar="DIR",
                        help="Game dataset directory written by the simulation commands.")(func)
    return func


def _by_option(func):
    return click.option("--by", type=click.Choice(["deck", "archetype"]), default="deck", show_default=True,
                        help="With --results: one row per deck, or per archetype (the games of all its "
                             "lists pooled; archetypes from the sweep's record, the deck library or a "
                             "file's '# archetype: NAME' line).")(func)


def _format_option(func):
    return click.option("--format", "output_format", type=click.Choice(["table", "json"]),
                        default="table", show_default=True, help="Output format.")(func)


def _load_matchups(results_path, matrix_path, by="deck"):
    """(matrix DataFrame, MatchupMatrix or None) from exactly one of the two sources."""
    if (results_path is None) == (matrix_path is None):
        raise InputError("give exactly one of --results DIR or --matrix FILE")
    if by != "deck" and matrix_path is not None:
        raise InputError("--by archetype needs --results DIR (a matrix file already has its rows)")
    if matrix_path is not None:
        from simcore.meta import read_matrix_csv

        try:
            return read_matrix_csv(matrix_path), None
        except ValueError as exc:
            raise InputError(str(exc)) from None

    from simcore.meta import matchup_matrix
    from simcore.results import load_results

    try:
        games = load_results(results_path)
        measured = matchup_matrix(games, by=by)
    except ValueError as exc:
        raise InputError(str(exc)) from None
    missing = measured.missing_pairs()
    if missing:
        a, b = missing[0]
        more = f" (and {len(missing) - 1} more pairs)" if len(missing) > 1 else ""
        raise InputError(f"no games between {a!r} and {b!r} in {results_path}{more}; "
                         f"the matrix needs every pairing")
    return measured.win_rate, measured


def _load_shares(shares_path, matrix):
    from simcore.meta import equal_shares, read_shares

    if shares_path is None:
        return equal_shares(matrix)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            shares = read_shares(shares_path, matrix)
        except ValueError as exc:
            raise InputError(str(exc)) from None
    for warning in caught:
        click.echo(f"dcgsim: warning: {warning.message}", err=True)
    return shares


def _check_plot_target(path):
    """Fail before any work if the plot cannot be made or written."""
    try:
        from matplotlib.backend_bases import FigureCanvasBase
    except ImportError:
        raise InputError(f"--plot needs matplotlib; install it with: {PLOT_INSTALL_HINT}") from None
    if os.path.isdir(path):
        raise InputError(f"--plot {path} is a directory")
    suffix = os.path.splitext(path)[1].lstrip(".").lower()
    if suffix not in FigureCanvasBase.get_supported_filetypes():
        raise InputError(f"--plot {path}: unsupported image type {('.' + suffix) if suffix else '(none)'}; "
                         f"use .png, .svg or .pdf")
    directory = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(directory):
        raise InputError(f"cannot write --plot {path}: directory {directory} does not exist")
    if not os.access(directory, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise InputError(f"cannot write --plot {path}: permission denied")


def _number(x, digits=6):
    if x is None:
        return None
    x = float(x)
    return None if math.isnan(x) else round(x, digits)


def _short(name, width=TABLE_NAME_WIDTH):
    return name if len(name) <= width else name[: width - 1] + "…"


@click.command("meta")
@_source_options
@click.option("--shares", "shares_path", metavar="FILE",
              help="Field shares: CSV 'deck,share' or JSON {deck: share}. Default: equal shares.")
@_by_option
@_format_option
@click.option("--plot", "plot_path", metavar="FILE.png",
              help=f"Also save a heatmap of the matrix with the field win rates (needs {PLOT_INSTALL_HINT}).")
def meta(results_path, matrix_path, shares_path, by, output_format, plot_path):
    """Matchup matrix, field win rates, best response and Nash equilibrium of a metagame."""
    if (results_path is None) == (matrix_path is None):
        raise InputError("give exactly one of --results DIR or --matrix FILE")
    if plot_path is not None:
        _check_plot_target(plot_path)
    matrix, measured = _load_matchups(results_path, matrix_path, by)
    shares = _load_shares(shares_path, matrix)

    from simcore.meta import best_response, field_win_rate, nash_equilibrium

    field = field_win_rate(matrix, shares)
    best = best_response(matrix, shares)
    nash, nash_value = nash_equilibrium(matrix)

    if plot_path is not None:
        from simcore.meta import plot_matrix

        try:
            plot_matrix(matrix, field, plot_path)
        except OSError as exc:
            raise InputError(f"cannot write --plot {plot_path}: {exc.strerror or exc}") from None

    decks = [str(d) for d in matrix.index]
    if output_format == "json":
        report = {
            "decks": decks,
            "matrix": [[_number(x) for x in row] for row in matrix.to_numpy()],
            "shares": {d: _number(x) for d, x in zip(decks, shares.to_numpy())},
            "field_win_rate": {d: _number(x) for d, x in zip(decks, field.to_numpy())},
            "best_response": {"deck": best, "field_win_rate": _number(field[best])},
            "nash": {d: _number(x) for d, x in zip(decks, nash.to_numpy())},
            "nash_value": _number(nash_value),
        }
        if measured is not None:
            report["games"] = measured.games.to_numpy().tolist()
            report["interval_low"] = [[_number(x) for x in row] for row in measured.low.to_numpy()]
            report["interval_high"] = [[_number(x) for x in row] for row in measured.high.to_numpy()]
        click.echo(json.dumps(report, indent=2, allow_nan=False, ensure_ascii=False))
        return

    n = len(decks)
    width = max(4, len(str(n)) + 2)
    name_width = min(TABLE_NAME_WIDTH, max(len(d) for d in decks))
    numbers = "".join(f"{j + 1:>{width}}" for j in range(n))
    click.echo("Win rate of the row deck against the column deck (%)")
    click.echo(f"{'#':>3}  {'deck':<{name_width}}{numbers}  {'field':>6} {'share':>6} {'nash':>6}")
    values = matrix.to_numpy()
    for i, deck in enumerate(decks):
        cells = "".join(f"{100 * x:>{width}.0f}" for x in values[i])
        click.echo(f"{i + 1:>3}  {_short(deck, name_width):<{name_width}}{cells}  "
                   f"{100 * field.iloc[i]:>6.1f} {100 * shares.iloc[i]:>6.1f} {100 * nash.iloc[i]:>6.1f}")
    if measured is not None:
        games = measured.games.to_numpy()
        click.echo("")
        click.echo("Games behind each cell")
        click.echo(f"{'#':>3}  {'deck':<{name_width}}"
                   + "".join(f"{j + 1:>{max(width, 7)}}" for j in range(n)))
        for i, deck in enumerate(decks):
            click.echo(f"{i + 1:>3}  {_short(deck, name_width):<{name_width}}"
                       + "".join(f"{g:>{max(width, 7)}}" for g in games[i]))
        half = (measured.high.to_numpy() - measured.low.to_numpy()) / 2
        played = games > 0   # a mirror without games (0.5 by convention) has no interval to speak of
        if played.any():
            click.echo(f"widest 95% interval: ±{100 * half[played].max():.1f} points")
    click.echo("")
    click.echo(f"Best response to the field: {best} ({100 * field[best]:.1f}%)")
    support = [(d, x) for d, x in zip(decks, nash.to_numpy()) if x >= 0.0005]
    support.sort(key=lambda item: -item[1])
    click.echo(f"Nash equilibrium (win rate {100 * nash_value:.1f}%): "
               + ", ".join(f"{d} {100 * x:.1f}%" for d, x in support))


def _positive_int(value, option, minimum):
    if value < minimum:
        raise InputError(f"{option} must be at least {minimum}, not {value}")


@click.command("tournament")
@_source_options
@click.option("--shares", "shares_path", metavar="FILE", required=True,
              help="Field shares: CSV 'deck,share' or JSON {deck: share}.")
@click.option("--players", type=int, required=True, help="Players per tournament (>= 2).")
@click.option("--rounds", type=int, required=True, help="Swiss rounds (>= 1).")
@click.option("--top", type=int, required=True, help="Top cut size, a power of two <= players.")
@click.option("--best-of", "best_of", type=click.Choice(["1", "3"]), default="1", show_default=True,
              help="Games per match.")
@click.option("--tiebreak", type=click.Choice(["random", "omw"]), default="random", show_default=True,
              help="How equal points are ordered for the cut: at random, or by opponents' match-win %.")
@click.option("--samples", type=int, default=100_000, show_default=True,
              help="Number of tournaments to simulate.")
@click.option("--seed", type=int, default=0, show_default=True, help="Master seed (0 <= seed < 2**63).")
@_by_option
@_format_option
def tournament(results_path, matrix_path, shares_path, players, rounds, top, best_of, tiebreak,
               samples, seed, by, output_format):
    """Odds of each archetype in Swiss tournaments with a top cut, from a matchup matrix."""
    if (results_path is None) == (matrix_path is None):
        raise InputError("give exactly one of --results DIR or --matrix FILE")
    _positive_int(players, "--players", 2)
    _positive_int(rounds, "--rounds", 1)
    _positive_int(samples, "--samples", 1)
    if top < 1 or top & (top - 1):
        raise InputError(f"--top must be a power of two (1, 2, 4, 8, ...), not {top}")
    if top > players:
        raise InputError(f"--top {top} is larger than --players {players}")
    if not 0 <= seed < 2**63:
        raise InputError(f"--seed must be in [0, 2**63), not {seed}")
    matrix, _ = _load_matchups(results_path, matrix_path, by)
    shares = _load_shares(shares_path, matrix)

    from simcore.tournament import simulate_tournaments

    try:
        odds = simulate_tournaments(matrix, shares, players=players, rounds=rounds, top=top,
                                    best_of=int(best_of), samples=samples, seed=seed, tiebreak=tiebreak)
    except ValueError as exc:
        raise InputError(str(exc)) from None

    fields = ("share", "top_cut_rate", "top_cut_share", "win_probability")
    if output_format == "json":
        report = {
            "archetypes": {str(deck): {f: _number(row[f]) for f in fields}
                           for deck, row in odds.iterrows()},
            "players": players, "rounds": rounds, "top": top, "best_of": int(best_of),
            "tiebreak": tiebreak, "samples": samples, "seed": seed,
        }
        click.echo(json.dumps(report, indent=2, allow_nan=False, ensure_ascii=False))
        return

    decks = [str(d) for d in odds.index]
    name_width = min(TABLE_NAME_WIDTH, max(len("deck"), *(len(d) for d in decks)))
    click.echo(f"Swiss: {players} players, {rounds} rounds, top {top}, best-of-{best_of}, "
               f"tiebreak {tiebreak}; {samples} tournaments, seed {seed}")
    click.echo(f"{'deck':<{name_width}}  {'share':>7}  {'top cut rate':>12}  {'top cut share':>13}  "
               f"{'win prob':>8}")
    for deck, row in odds.sort_values("share", ascending=False, kind="stable").iterrows():
        rate = "-" if math.isnan(row["top_cut_rate"]) else f"{100 * row['top_cut_rate']:.1f}%"
        click.echo(f"{_short(str(deck), name_width):<{name_width}}  {100 * row['share']:>6.1f}%  "
                   f"{rate:>12}  {100 * row['top_cut_share']:>12.1f}%  "
                   f"{100 * row['win_probability']:>7.1f}%")

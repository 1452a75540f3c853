"""How simulated win rates compare with real ones: the 2026 online metagame (Limitless ranking) simulated.

    python -m benchmarks.validity [--games N] [--archetypes K] [--seed S] [--workers W] [--bootstrap B]
                                  [--plot FILE] [--results FILE] [--quick]

1. Sweeps the library's Limitless archetype lists (`limitless-*`, one per archetype of the ranking, the top K by
   rank) round-robin, N games per pairing, greedy pilots.
2. Computes each list's field win rate: the matchup matrix times the ranking's meta shares (mirrors 0.5).
3. Compares it with the real results of the ranking (`decks/data/library/online_results_2026.json`): the win rate
   of the archetype's matches (draws half) and its top-8 rate, with Spearman and Pearson correlations
   (scipy.stats). The 95% intervals come from a parametric bootstrap that redraws every source of sampling
   error: each archetype's real matches (binomial in its match count), its top-8 finishes (binomial in its
   entries) and each simulated matchup (binomial in the games played).
4. Draws a scatter plot (simulated field win rate against real win rate and top-8 rate, with 95% bars) and
   appends the figures, with machine and date, to benchmarks/RESULTS.md.

It is a measurement, not a pass/fail test. `--quick` is a smoke run (6 archetypes, 40 games a pairing,
200 bootstrap draws) that writes nothing unless --plot/--results are given.
"""
import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import time
from importlib import resources
from pathlib import Path

import numpy as np

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_RESULTS = REPO_ROOT / "benchmarks" / "RESULTS.md"
DEFAULT_PLOT = REPO_ROOT / "benchmarks" / "validity.png"
RANKING_FILE = ("data", "library", "online_results_2026.json")


def load_ranking():
    return json.loads(resources.files("decks").joinpath(*RANKING_FILE).read_text(encoding="utf-8"))


def simulate(decks, games, seed, workers):
    """(win-rate matrix, games matrix, seconds) of a round-robin sweep of `decks`; the diagonal is 0.5."""
    from simcore.sweep import SweepPlan, run_sweep

    plan = SweepPlan(decks, games, "round-robin", False, "greedy", seed)
    result = run_sweep(plan, workers=workers)
    n = len(decks)
    rate = np.full((n, n), 0.5)
    count = np.zeros((n, n), dtype=np.int64)
    for (i, j), s in zip(plan.pairs, result.state.summaries, strict=True):
        score = (s["wins_a"] + 0.5 * s["draws"]) / s["games"]
        rate[i, j], rate[j, i] = score, 1 - score
        count[i, j] = count[j, i] = s["games"]
    return rate, count, result.seconds


def _rank_rows(x):
    from scipy.stats import rankdata

    return rankdata(x, axis=-1)


def _pearson_rows(x, y):
    """Pearson correlation of each row of x with the same row of y."""
    x = x - x.mean(axis=-1, keepdims=True)
    y = y - y.mean(axis=-1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return (x * y).sum(axis=-1) / np.sqrt((x * x).sum(axis=-1) * (y * y).sum(axis=-1))


def bootstrap_correlations(rate, count, shares, real_points, real_games, top8, entries, draws, seed):
    """{(measure, target): (low, high)} 95% percentile intervals of the correlations over `draws` redraws of
    the simulated matchups, the real match results and the real top-8 finishes."""
    rng = np.random.default_rng(seed)
    n = rate.shape[0]
    iu = np.triu_indices(n, 1)
    p = np.clip(rate[iu], 0, 1)
    sim = np.full((draws, n, n), 0.5)
    upper = rng.binomial(count[iu], p, size=(draws, len(p))) / count[iu]
    sim[:, iu[0], iu[1]] = upper
    sim[:, iu[1], iu[0]] = 1 - upper
    field = sim @ shares
    real = rng.binomial(real_games, np.clip(real_points / real_games, 0, 1), size=(draws, n)) / real_games
    top = rng.binomial(entries, top8 / entries, size=(draws, n)) / entries
    out = {}
    for target, values in (("win_rate", real), ("top8_rate", top)):
        pearson = _pearson_rows(field, values)
        spearman = _pearson_rows(_rank_rows(field), _rank_rows(values))
        for measure, r in (("pearson", pearson), ("spearman", spearman)):
            r = r[np.isfinite(r)]
            out[(measure, target)] = (float(np.quantile(r, 0.025)), float(np.quantile(r, 0.975)))
    return out


def _wilson_bars(successes, trials):
    """(below, above) distances from the rate to its 95% Wilson interval, for error bars."""
    from simcore.meta import wilson_interval

    low, high = wilson_interval(successes, trials)
    rate = successes / trials
    return np.vstack([rate - low, high - rate])


def plot(path, names, field, field_err, real, real_err, top, top_err):
    from matplotlib.figure import Figure

    fig = Figure(figsize=(12, 5.5), layout="constrained")
    for ax, y, yerr, label in ((fig.add_subplot(1, 2, 1), real, real_err, "real win rate (draws half)"),
                               (fig.add_subplot(1, 2, 2), top, top_err, "real top-8 rate")):
        ax.errorbar(100 * field, 100 * y, xerr=100 * field_err, yerr=100 * yerr, fmt="o", ms=4, lw=0.8,
                    capsize=2, alpha=0.8)
        for x0, y0, name in zip(field, y, names):
            ax.annotate(name, (100 * x0, 100 * y0), fontsize=7, xytext=(3, 3), textcoords="offset points")
        ax.set_xlabel("simulated field win rate, Limitless meta shares (%)")
        ax.set_ylabel(f"{label} (%)")
        ax.grid(alpha=0.3)
    fig.suptitle("dcgsim vs Limitless online events 2026 (bars: 95% intervals)")
    tmp = f"{path}.tmp{os.getpid()}{os.path.splitext(str(path))[1]}"
    fig.savefig(tmp, dpi=110)
    os.replace(tmp, path)


def _commit():
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO_ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _shown_path(path):
    path = Path(path).resolve()
    return str(path.relative_to(REPO_ROOT)) if path.is_relative_to(REPO_ROOT) else str(path)


def report_markdown(r):
    lines = [
        f"## {r['date']}, validity: simulated vs real 2026 online results — `python -m benchmarks.validity "
        f"--games {r['games']}`",
        "",
        f"Commit {r['commit']}, {r['machine']}; {r['archetypes']} Limitless archetype lists (`limitless-*`), "
        f"round-robin, {r['games']:,} games a pairing ({r['total_games']:,} games, {r['seconds']:.0f} s on "
        f"{r['workers']} worker{'s' if r['workers'] > 1 else ''}), greedy pilots, seed {r['seed']}; "
        f"{r['bootstrap']:,} bootstrap draws. Real results: {r['tournaments']} online events "
        f"{r['first_event']}..{r['last_event']}. Mean card fidelity of the lists (share of cards whose effects "
        f"are fully modeled): {100 * r['mean_fidelity']:.0f}%; the rest play with their printed facts only.",
        "",
        "| correlation of the simulated field win rate with | Pearson r [95%] | Spearman rho [95%] |",
        "|---|---:|---:|",
    ]
    for target, label in (("win_rate", "real win rate (draws half)"), ("top8_rate", "real top-8 rate")):
        cells = []
        for measure in ("pearson", "spearman"):
            value = r["correlations"][f"{measure}_{target}"]
            lo, hi = r["intervals"][f"{measure}_{target}"]
            cells.append(f"{value:+.2f} [{lo:+.2f}, {hi:+.2f}]")
        lines.append(f"| {label} | {cells[0]} | {cells[1]} |")
    lines += ["", "| archetype | share | simulated field win rate | real win rate (matches) | real top-8 rate "
              "(entries) | fidelity |", "|---|---:|---:|---:|---:|---:|"]
    for row in r["rows"]:
        lines.append(f"| {row['name']} | {100 * row['share']:.1f}% | {100 * row['field']:.1f}% | "
                     f"{100 * row['real']:.1f}% ({row['matches']}) | {100 * row['top8_rate']:.1f}% "
                     f"({row['entries']}) | {100 * row['fidelity']:.0f}% |")
    lines += ["", f"Plot: `{r['plot']}`." if r["plot"] else "", ""]
    return "\n".join(lines)


def run(games, archetypes, seed, workers, draws, plot_path, results_path):
    from scipy import stats

    from decks.effects import deck_fidelity
    from decks.library import find_entry, library_deck

    ranking = load_ranking()
    rows = sorted(ranking["archetypes"], key=lambda a: a["rank"])[:archetypes]
    decks = [library_deck(find_entry(a["deck"])) for a in rows]
    rate, count, seconds = simulate(decks, games, seed, workers)

    shares = np.array([a["meta_share"] for a in rows])
    shares = shares / shares.sum()
    field = rate @ shares
    matches = np.array([a["wins"] + a["losses"] + a["ties"] for a in rows])
    points = np.array([a["wins"] + 0.5 * a["ties"] for a in rows])
    real = points / matches
    entries = np.array([a["entries"] for a in rows])
    top8 = np.array([a["top8"] for a in rows])
    top8_rate = top8 / entries

    correlations = {}
    for target, values in (("win_rate", real), ("top8_rate", top8_rate)):
        correlations[f"pearson_{target}"] = float(stats.pearsonr(field, values).statistic)
        correlations[f"spearman_{target}"] = float(stats.spearmanr(field, values).statistic)
    intervals = {f"{m}_{t}": v for (m, t), v in bootstrap_correlations(
        rate, count, shares, points, matches, top8, entries, draws, seed).items()}

    # 95% bars for the plot: the field rate's from the games behind it, the real rates' Wilson intervals.
    var_cells = np.where(count > 0, rate * (1 - rate) / np.maximum(count, 1), 0.0)
    field_err = 1.96 * np.sqrt(var_cells @ (shares ** 2))
    real_err = _wilson_bars(points, matches)
    top_err = _wilson_bars(top8, entries)
    if plot_path is not None:
        plot(plot_path, [a["name"] for a in rows], field, field_err, real, real_err, top8_rate, top_err)

    report = {
        "date": datetime.date.today().isoformat(),
        "commit": _commit(),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores",
        "games": games, "archetypes": len(rows), "seed": seed, "workers": workers, "bootstrap": draws,
        "total_games": int(count[np.triu_indices(len(rows), 1)].sum()), "seconds": seconds,
        "tournaments": ranking["tournaments"], "first_event": ranking["first_event"],
        "last_event": ranking["last_event"],
        "mean_fidelity": float(np.mean([deck_fidelity(d)[0] for d in decks])),
        "correlations": correlations, "intervals": intervals,
        "rows": [{"name": a["name"], "deck": a["deck"], "share": float(s), "field": float(f), "real": float(w),
                  "matches": int(g), "top8_rate": float(t), "entries": int(e), "fidelity": float(deck_fidelity(d)[0])}
                 for a, s, f, w, g, t, e, d in zip(rows, shares, field, real, matches, top8_rate, entries, decks)],
        "plot": None if plot_path is None else _shown_path(plot_path),
    }
    if results_path is not None:
        with open(results_path, "a", encoding="utf-8") as f:
            f.write("\n" + report_markdown(report))
    return report


def main(argv=None):
    parser = argparse.ArgumentParser(description="Simulated vs real win rates of the 2026 online metagame.")
    parser.add_argument("--games", type=int, default=None, help="games per pairing (default 100,000)")
    parser.add_argument("--archetypes", type=int, default=None, help="top K archetypes of the ranking (default all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--bootstrap", type=int, default=None, help="bootstrap draws (default 10,000)")
    parser.add_argument("--plot", type=Path, default=None, help=f"scatter plot file (default {DEFAULT_PLOT})")
    parser.add_argument("--results", type=Path, default=None, help=f"append the figures here (default "
                                                                      f"{DEFAULT_RESULTS})")
    parser.add_argument("--quick", action="store_true", help="smoke run; writes only what --plot/--results name")
    parser.add_argument("--format", choices=["text", "json"], default="text")
    args = parser.parse_args(argv)
    n_ranked = len(load_ranking()["archetypes"])
    games = args.games or (40 if args.quick else 100_000)
    archetypes = args.archetypes or (6 if args.quick else n_ranked)
    draws = args.bootstrap or (200 if args.quick else 10_000)
    for name, value, low, high in (("--games", games, 1, 10**8), ("--archetypes", archetypes, 3, n_ranked),
                                   ("--workers", args.workers, 1, 1024), ("--bootstrap", draws, 10, 10**6)):
        if not low <= value <= high:
            print(f"validity: {name} must be in {low}..{high}, got {value}", file=sys.stderr)
            return 2
    plot_path = args.plot if args.plot is not None or args.quick else DEFAULT_PLOT
    results_path = args.results if args.results is not None or args.quick else DEFAULT_RESULTS
    t0 = time.perf_counter()
    report = run(games, archetypes, args.seed, args.workers, draws, plot_path, results_path)
    if args.format == "json":
        print(json.dumps(report, indent=1))
    else:
        print(report_markdown(report))
        print(f"validity: done in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

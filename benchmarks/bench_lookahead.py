"""The lookahead pilot's speed: marginal games per CPU second of each starter mirror with lookahead[:N] as
side A and greedy as side B, against greedy on both sides (as in benchmarks/bench.py: one process, one
core, the best of `repeats` (short, long) timings).

    python -m benchmarks.bench_lookahead [--pilot lookahead] [--quick]

Uses the user-pilot cache as dcgsim does (the first run compiles the engine with the pilot).
"""
import argparse
import os

DECKS = ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pilot", default="lookahead")
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args(argv)
    from strategies.plugins import activate

    activate([args.pilot])
    from benchmarks.bench import game_rate
    from decks.decklist import load_deck
    from simcore.runner import Matchup

    search = (20, 60, 1) if args.quick else (50, 250, 2)
    greedy = (1000, 5000, 1) if args.quick else (2000, 12000, 3)
    print(f"| mirror | {args.pilot} vs greedy, games per CPU s | greedy vs greedy | ratio |")
    print("|---|---:|---:|---:|")
    total_l = total_g = 0.0
    for deck in DECKS:
        d = load_deck(deck)
        _, look, _ = game_rate(Matchup(d, d, args.pilot, "greedy", 0), *search)
        _, plain, _ = game_rate(Matchup(d, d, "greedy", "greedy", 0), *greedy)
        total_l += look
        total_g += plain
        print(f"| {deck} | {look:,.1f} | {plain:,.0f} | 1/{plain / look:,.0f} |", flush=True)
    n = len(DECKS)
    print(f"| mean | {total_l / n:,.1f} | {total_g / n:,.0f} | 1/{total_g / total_l:,.0f} |")
    print(f"load average after the run: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()

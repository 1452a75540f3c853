"""Every pair of a set of deck lists, on one core: games per CPU second, optionally in checking mode.

    python -m benchmarks.bench_lists DECK... [--games N] [--pilot greedy|random] [--check] [--seed S]

Each unordered pair of DECKs plays N games (default 100) in one process; the figure is games per CPU second
of the playing alone (the engine warm-up and deck loading are left out). With --check the engine verifies its
invariants after every action and stops at the first violation (InvariantViolation names the game). Prints
one JSON object: decks, pairs, games, cpu_s, games_per_cpu_s, check, pilot, seed, violations (0 when it
finishes), win_reasons.
"""
import argparse
import json
import sys
import time

from decks.decklist import DeckError, load_deck
from simcore.layout import R_DECK_OUT, R_SECURITY, R_TURN_LIMIT
from simcore.runner import Matchup, play_chunk, warm_up

REASONS = {R_SECURITY: "security", R_DECK_OUT: "deck_out", R_TURN_LIMIT: "turn_limit"}


def run(decks, games, pilot, check, seed):
    pairs = [(a, b) for i, a in enumerate(decks) for b in decks[i + 1:]]
    warm_up(Matchup(decks[0], decks[-1], pilot, pilot, seed=seed))
    reasons = {name: 0 for name in REASONS.values()}
    total = 0
    start = time.process_time()
    for a, b in pairs:
        c = play_chunk(Matchup(a, b, pilot, pilot, seed=seed), 0, games, check=check)
        total += len(c["winner"])
        for code, name in REASONS.items():
            reasons[name] += int((c["reason"] == code).sum())
    cpu = time.process_time() - start
    return {"decks": len(decks), "pairs": len(pairs), "games": total, "cpu_s": round(cpu, 2),
            "games_per_cpu_s": round(total / cpu), "check": check, "pilot": pilot, "seed": seed,
            "violations": 0, "win_reasons": reasons}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="+", help="deck-list files (or built-in names)")
    parser.add_argument("--games", type=int, default=100, help="games per pair (default 100)")
    parser.add_argument("--pilot", choices=("greedy", "random"), default="greedy")
    parser.add_argument("--check", action="store_true", help="checking mode (invariants after every action)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.games < 1 or len(args.decks) < 2:
        print("bench_lists: error: need at least two decks and --games >= 1", file=sys.stderr)
        return 2
    try:
        decks = [load_deck(d) for d in args.decks]
    except DeckError as exc:
        print(f"bench_lists: error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(run(decks, args.games, args.pilot, args.check, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

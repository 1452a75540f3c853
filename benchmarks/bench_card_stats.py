"""What `--card-stats` costs: games per CPU second with and without card records on the starter matchups
(best of repeated timings, the two modes alternating), playing only and playing plus writing each chunk
to Parquet (as `--out` does), and the card dataset's size per million games.

    python -m benchmarks.bench_card_stats [--games N] [--repeat R] [--quick]
"""
import argparse
import os
import tempfile
import time

STARTER_PAIRS = (("ST1", "ST2"), ("ST2", "ST3"), ("ST3", "ST1"), ("ST4", "ST5"), ("ST5", "ST6"), ("ST6", "ST4"))
CHUNK = 20_000   # the largest chunk the runner plays (and writes) at once


def rates(m, games, repeat, out_dir=None):
    """Best games per CPU second without and with card records, over `repeat` alternating timings;
    with out_dir each chunk is also written there (games, and card records when on)."""
    from simcore.runner import play_chunk, write_chunk

    for on in (False, True):
        cols = play_chunk(m, 0, 10, card_stats=on)
        if out_dir:
            write_chunk(out_dir, m, 0, cols)   # imports and first-call costs out of the timings
    best = [0.0, 0.0]
    for _ in range(repeat):
        for k, on in enumerate((False, True)):
            t0 = time.process_time()
            cols = play_chunk(m, 0, games, card_stats=on)
            if out_dir:
                write_chunk(out_dir, m, 0, cols)
            best[k] = max(best[k], games / max(time.process_time() - t0, 1e-9))
    return best


def sizes(m, games):
    """Bytes per million games of the games files and of the card files, for one chunk of `games`."""
    from simcore.runner import card_partition_dir, chunk_file_name, partition_dir, play_chunk, write_chunk

    cols = play_chunk(m, 0, games, card_stats=True)
    with tempfile.TemporaryDirectory() as d:
        write_chunk(d, m, 0, cols)
        g = os.path.getsize(os.path.join(partition_dir(d, m), chunk_file_name(0)))
        c = os.path.getsize(os.path.join(card_partition_dir(d, m), chunk_file_name(0)))
    return g * 1e6 / games, c * 1e6 / games


def main(argv=None):
    from decks.decklist import load_deck
    from simcore.runner import Matchup

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20_000, help="games per timing")
    ap.add_argument("--repeat", type=int, default=5, help="timings per mode and matchup (best is kept)")
    ap.add_argument("--quick", action="store_true", help="a smoke run: 300 games, 1 timing, one matchup")
    args = ap.parse_args(argv)
    games, repeat, pairs = (300, 1, STARTER_PAIRS[:1]) if args.quick else (args.games, args.repeat, STARTER_PAIRS)
    print("| matchup | games/CPU s without | with --card-stats | ratio | written to Parquet: without | with | "
          "ratio | games MB / 1M games | cards MB / 1M games |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for a, b in pairs:
        m = Matchup(load_deck(a), load_deck(b))
        off, on = rates(m, games, repeat)
        with tempfile.TemporaryDirectory() as d:
            w_off, w_on = rates(m, games, repeat, d)
        g, c = sizes(m, min(CHUNK, max(games, 1000)))
        print(f"| {a} vs {b} | {off:,.0f} | {on:,.0f} | {on / off:.2f} | {w_off:,.0f} | {w_on:,.0f} | "
              f"{w_on / w_off:.2f} | {g / 1e6:.1f} | {c / 1e6:.1f} |", flush=True)

if __name__ == "__main__":
    main()

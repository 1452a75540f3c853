"""dcgsim's benchmark harness: full games per second per core on the starter matchups, compile and warm-start
times, opening hands per second, multi-core scaling, and memory and Parquet rates of a long sweep.

    python -m benchmarks.bench [--quick] [--format table|json]      (also: dcgsim bench)

Game rates are marginal, after compilation: (long - short games) / (long - short seconds) of the same
process, so start-up and compilation cancel; the best of three such timings (of fifteen for opening
hands) is reported, as other work on a shared machine only ever slows a run down. `--quick` is a smoke mode (seconds; skips the cold compile and
the long sweep): it checks that every measurement runs and reports, not how fast.
"""
import argparse
import datetime
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import threading
import time

from benchmarks.bench_hands import cpu_model

MATCHUPS = [("ST1", "ST2"), ("ST2", "ST3"), ("ST3", "ST1"), ("ST4", "ST5"), ("ST5", "ST6"), ("ST6", "ST4")]
TARGETS = {"games_per_s_per_core": 20_000, "hands_per_s": 20e6, "scaling_2_cores": 1.8, "warm_start_s": 1.0,
           "cold_compile_s": 60, "peak_rss_mb": 500}


def matchup(a, b, pilot="greedy", seed=0):
    from decks.decklist import load_deck
    from simcore.runner import Matchup

    return Matchup(load_deck(a), load_deck(b), pilot, pilot, seed)


def game_rate(m, short, long, repeats):
    """Marginal games per second (wall and CPU) of one process playing matchup m: the best of `repeats`
    (short, long) timings, since other work on the machine only ever slows a run down."""
    from simcore.runner import play_chunk

    play_chunk(m, 0, 10)  # compile or load from the cache
    wall = cpu = 0.0
    for _ in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        play_chunk(m, 0, short)
        t1, c1 = time.perf_counter(), time.process_time()
        cols = play_chunk(m, 0, long)
        t2, c2 = time.perf_counter(), time.process_time()
        wall = max(wall, (long - short) / max((t2 - t1) - (t1 - t0), 1e-9))
        cpu = max(cpu, (long - short) / max((c2 - c1) - (c1 - c0), 1e-9))
    return wall, cpu, float(cols["turns"].mean())


def subprocess_seconds(code, env=None):
    """Wall and CPU (user+sys) seconds of a Python child running `code`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=env, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


FIRST_GAME = ("from simcore.runner import Matchup, play_chunk; from decks.decklist import load_deck; "
              "play_chunk(Matchup(load_deck('ST1'), load_deck('ST2')), 0, 1)")


def cold_compile_seconds():
    """Wall and CPU seconds from start to the first finished game with an empty numba cache (a throw-away
    cache directory); on a shared machine the CPU figure is the one to compare."""
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, NUMBA_CACHE_DIR=d)
        return subprocess_seconds(FIRST_GAME, env)


def warm_start_seconds():
    subprocess_seconds(FIRST_GAME)  # make sure the cache is filled
    return min(subprocess_seconds(FIRST_GAME)[0] for _ in range(3))


def scaling(games, workers, repeats):
    """Games per second with `workers` worker processes against one worker process, over the same games
    in the same chunks. Both pools are started and their workers have loaded the engine before any clock
    starts, so the ratio is that of playing, not of process start-up; the two are timed in turn,
    `repeats` times, and the best of each is kept (a shared machine's speed drifts)."""
    from simcore.runner import make_executor, plan_chunks, run_chunks

    m = matchup("ST1", "ST2")
    chunk = max(1, games // (8 * workers))
    tasks = [(m, ci, g0, n, None, False) for ci, g0, n in plan_chunks(games, chunk)]
    with make_executor(1) as one_pool, make_executor(workers) as all_pool:
        best = {}
        for w, pool in ((1, one_pool), (workers, all_pool)):
            run_chunks([(m, i, 0, 2_000, None, False) for i in range(2 * w)], w, executor=pool)  # warm-up
        for _ in range(repeats):
            for w, pool in ((1, one_pool), (workers, all_pool)):
                t = time.perf_counter()
                run_chunks(tasks, w, executor=pool)
                best[w] = max(best.get(w, 0.0), games / (time.perf_counter() - t))
    return best[1], best[workers]


def rss_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def children(pid):
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(x) for x in f.read().split()]
    except OSError:
        return []


def sweep_memory(games_per_pair, workers):
    """Peak RSS of the parent and of each worker while `dcgsim sweep` writes a dataset; games/s and rows/s."""
    decks = ["ST1", "ST2", "ST3"]
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "sweep")
        cmd = [sys.executable, "-m", "cli.main", "sweep", *decks, "--games", str(games_per_pair), "--out", out,
               "--workers", str(workers), "--format", "json"]
        t = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        peaks = {"parent": 0.0}
        stop = threading.Event()

        def poll():
            while not stop.is_set():
                peaks["parent"] = max(peaks["parent"], rss_mb(proc.pid))
                for c in children(proc.pid):
                    peaks[c] = max(peaks.get(c, 0.0), rss_mb(c))
                time.sleep(0.2)

        th = threading.Thread(target=poll, daemon=True)
        th.start()
        proc.communicate()
        stop.set()
        th.join()
        seconds = time.perf_counter() - t
        if proc.returncode != 0:
            raise RuntimeError(f"sweep failed with status {proc.returncode}")
    games = games_per_pair * 3
    workers_peak = sorted((v for k, v in peaks.items() if k != "parent"), reverse=True)
    return {"games": games, "seconds": seconds, "games_per_s": games / seconds,
            "peak_rss_parent_mb": peaks["parent"], "peak_rss_workers_mb": workers_peak[:workers]}


def parquet_rate(rows):
    """Rows per second writing one chunk of game rows to zstd Parquet (the workers' write path)."""
    import numpy as np

    from simcore.runner import write_chunk

    m = matchup("ST1", "ST2")
    cols = {"game_id": np.arange(rows, dtype=np.int64), "seed": np.arange(rows, dtype=np.int64),
            "first_player": np.zeros(rows, np.int8), "winner": np.zeros(rows, np.int8),
            "reason": np.ones(rows, np.int8), "turns": np.full(rows, 12, np.int16),
            "security_a": np.zeros(rows, np.int8), "security_b": np.zeros(rows, np.int8),
            "mulligan_a": np.zeros(rows, np.bool_), "mulligan_b": np.zeros(rows, np.bool_)}
    with tempfile.TemporaryDirectory() as d:
        t = time.perf_counter()
        write_chunk(d, m, 0, cols)
        return rows / (time.perf_counter() - t)


def hands_rate(quick):
    from benchmarks.bench_hands import CONFIGS, measure

    short, long, repeats = (10_000, 110_000, 1) if quick else (200_000, 2_200_000, 15)
    return measure(CONFIGS[0], short, long, repeats)["samples_per_cpu_s_best"]


def run(quick):
    r = {"date": datetime.date.today().isoformat(), "cpu": cpu_model(), "cores": os.cpu_count(),
         "python": platform.python_version(), "quick": quick, "targets": TARGETS}
    short, long, repeats = (200, 2_000, 1) if quick else (20_000, 220_000, 3)
    r["games"] = []
    for a, b in MATCHUPS:
        wall, cpu, turns = game_rate(matchup(a, b), short, long, repeats)
        r["games"].append({"matchup": f"{a} vs {b}", "games_per_s": wall, "games_per_cpu_s": cpu,
                           "mean_turns": turns})
    r["warm_start_s"] = warm_start_seconds()
    r["cold_compile_s"], r["cold_compile_cpu_s"] = (None, None) if quick else cold_compile_seconds()
    r["load_average"] = os.getloadavg()[0]
    r["hands_per_s"] = hands_rate(quick)
    workers = min(2, os.cpu_count() or 1)
    one, many = scaling(4_000 if quick else 400_000, workers, 1 if quick else 3)
    r["scaling"] = {"workers": workers, "one_core_games_per_s": one, "all_cores_games_per_s": many,
                    "ratio": many / one}
    r["parquet_rows_per_s"] = parquet_rate(10_000 if quick else 1_000_000)
    r["sweep"] = sweep_memory(2_000 if quick else 3_333_334, workers)
    return r


def print_table(r):
    print(f"dcgsim benchmarks, {r['date']}: {r['cpu']}, {r['cores']} cores, Python {r['python']}"
          f"{' (quick smoke mode: numbers not meaningful)' if r['quick'] else ''}")
    print(f"{'matchup (greedy pilots)':<26}{'games/s':>10}{'games/CPU s':>13}{'mean turns':>12}")
    for g in r["games"]:
        print(f"{g['matchup']:<26}{g['games_per_s']:>10,.0f}{g['games_per_cpu_s']:>13,.0f}{g['mean_turns']:>12.1f}")
    cold = "skipped" if r["cold_compile_s"] is None else \
        f"{r['cold_compile_s']:.1f} s ({r['cold_compile_cpu_s']:.1f} s CPU, load average {r['load_average']:.2f})"
    print(f"cold compile to first game   {cold}")
    print(f"warm start to first game     {r['warm_start_s']:.2f} s")
    print(f"opening hands per CPU second {r['hands_per_s'] / 1e6:.1f} M")
    s = r["scaling"]
    print(f"scaling                      {s['all_cores_games_per_s']:,.0f} games/s on {s['workers']} cores vs "
          f"{s['one_core_games_per_s']:,.0f} on 1: x{s['ratio']:.2f}")
    w = r["sweep"]
    print(f"sweep of {w['games']:,} games        {w['games_per_s']:,.0f} games/s; peak RSS parent "
          f"{w['peak_rss_parent_mb']:.0f} MB, workers {', '.join(f'{x:.0f}' for x in w['peak_rss_workers_mb'])} MB")
    print(f"Parquet write                {r['parquet_rows_per_s'] / 1e6:.2f} M rows/s")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smoke mode: small runs, seconds")
    parser.add_argument("--format", choices=["table", "json"], default="table")
    args = parser.parse_args(argv)
    r = run(args.quick)
    if args.format == "json":
        print(json.dumps(r))
    else:
        print_table(r)
    return r


if __name__ == "__main__":
    main()

"""User pilots against the built-in ones: the first run with a user pilot (the engine compiled with it),
the next run's start, and games per second of a user pilot against the built-in greedy.

    python -m benchmarks.bench_pilots [--pilot strategies.examples.greedy:PILOT] [--quick]

Game rates are marginal, as in benchmarks/bench.py (best of three (short, long) timings per matchup,
one process, one core), over the six starter matchups, the pilot on both sides. The first run uses an
empty user-pilot cache (a temporary DCGSIM_CACHE); --quick plays fewer games.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

EXAMPLE = "strategies.examples.greedy:PILOT"
MATCHUPS = [("ST1", "ST2"), ("ST2", "ST3"), ("ST3", "ST1"), ("ST4", "ST5"), ("ST5", "ST6"), ("ST6", "ST4")]


def inner(pilot, short, long):
    """In this process: load the pilot, then print the marginal games/s of each matchup as JSON."""
    from strategies.plugins import activate, is_user_pilot

    if is_user_pilot(pilot):
        activate([pilot])
    from benchmarks.bench import game_rate, matchup

    rates = {}
    for a, b in MATCHUPS:
        wall, cpu, _ = game_rate(matchup(a, b, pilot), short, long, 3)
        rates[f"{a} vs {b}"] = cpu
    print(json.dumps(rates))


def timed(args, env):
    """Wall and CPU seconds of a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    r = subprocess.run(args, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        raise SystemExit(f"{' '.join(args)}: exit status {r.returncode}\n{r.stderr}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), r.stdout


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pilot", default=EXAMPLE)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--inner", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    short, long = (200, 1000) if args.quick else (2000, 12000)
    if args.inner:
        inner(args.inner, short, long)
        return
    exe = os.path.join(os.path.dirname(sys.executable), "dcgsim")
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, DCGSIM_CACHE=cache)
        one = [exe, "matchup", "ST1", "ST2", "--games", "1", "--workers", "1", "--format", "json"]
        cold = timed(one + ["--pilot-a", args.pilot, "--pilot-b", args.pilot], env)
        warm = timed(one + ["--pilot-a", args.pilot, "--pilot-b", args.pilot], env)
        timed(one, env)  # the built-in engine's own cache, compiled if need be
        builtin = timed(one, env)
        rate = {}
        for pilot in ("greedy", args.pilot):
            out = timed([sys.executable, "-m", "benchmarks.bench_pilots", "--inner", pilot]
                        + (["--quick"] if args.quick else []), env)[2]
            rate[pilot] = json.loads(out)
    print(f"load average after the run: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"| measurement | {args.pilot} | built-in greedy |")
    print("|---|---:|---:|")
    print(f"| first run, empty user-pilot cache (`dcgsim matchup ST1 ST2 --games 1`) | {cold[0]:.1f} s wall, "
          f"{cold[1]:.1f} s CPU | — |")
    print(f"| next run, the same command | {warm[0]:.2f} s wall | {builtin[0]:.2f} s wall |")
    for m in rate["greedy"]:
        u, g = rate[args.pilot][m], rate["greedy"][m]
        print(f"| games per CPU s, {m} | {u:,.0f} ({100 * u / g:.0f}%) | {g:,.0f} |")
    u = sum(rate[args.pilot].values()) / len(MATCHUPS)
    g = sum(rate["greedy"].values()) / len(MATCHUPS)
    print(f"| games per CPU s, mean of the six | {u:,.0f} ({100 * u / g:.0f}%) | {g:,.0f} |")


if __name__ == "__main__":
    main()

"""Playouts per second of `dcgsim scenario --playouts` from the example positions (tests/scenarios): the
marginal rate of one process (long minus short run, best of `repeats`), so start-up and compilation cancel.

    python -m benchmarks.bench_scenario [--quick]
"""
import argparse
import json
import time
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "tests" / "scenarios"


def playout_rate(path, short, long, repeats):
    """(playouts per wall second, per CPU second, mean turns) from the position after path's script."""
    from cli.scenario import parse_scenario
    from simcore.runner import TURN_CAP
    from simcore.scenario import ScenarioGame

    sc = parse_scenario(json.loads(Path(path).read_text()))[0]
    game = ScenarioGame(sc)
    game.run_script()
    game.playouts(10, 0, sc.pilot, TURN_CAP)  # compile or load from the cache
    wall = cpu = 0.0
    turns = None
    for _ in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        game.playouts(short, 0, sc.pilot, TURN_CAP)
        t1, c1 = time.perf_counter(), time.process_time()
        _, turns, _ = game.playouts(long, 0, sc.pilot, TURN_CAP)
        t2, c2 = time.perf_counter(), time.process_time()
        wall = max(wall, (long - short) / max((t2 - t1) - (t1 - t0), 1e-9))
        cpu = max(cpu, (long - short) / max((c2 - c1) - (c1 - c0), 1e-9))
    return wall, cpu, float(turns.mean()) - sc.turn


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small runs that only check the harness works")
    args = ap.parse_args(argv)
    short, long, repeats = (100, 1_100, 1) if args.quick else (10_000, 110_000, 3)
    for path in sorted(EXAMPLES.glob("*.json")):
        wall, cpu, turns = playout_rate(path, short, long, repeats)
        print(f"{path.name}: {cpu:,.0f} playouts/CPU s ({wall:,.0f} per wall s), {turns:.1f} turns after the "
              f"position")


if __name__ == "__main__":
    main()

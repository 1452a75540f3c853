"""Opening-hand throughput of `dcgsim hands` on one core.

A sample is one full deal: 5-card hand, redraw decision (and redraw), 5 security cards, T draws, with
the statistics of every target group. The rate is marginal, after compilation: (long - short samples) /
(long - short seconds), so start-up, compilation and per-call costs cancel. Each configuration is timed
`repeats` times; the table shows the best and the median rate (other processes on the machine only ever
make a run slower, so the best is the truest). Rates are given per second of this process's CPU time
(the kernel is single-threaded, so this is one core's throughput even when other processes compete for
the core) and per second of wall-clock time.

    python -m benchmarks.bench_hands           # about 15 seconds
    python -m benchmarks.bench_hands --quick   # smoke test, seconds
"""
import argparse
import json
import os
import platform
import statistics
import time

TARGET_RATE = 20e6

# (name, deck, policy, target groups (None: the Lv.3 Digimon), turns)
CONFIGS = [
    ("ST1 default", "ST1", "no-level3", None, 5),
    ("ST1 never", "ST1", "never", None, 5),
    ("ST4 default", "ST4", "no-level3", None, 5),
    ("ST1 missing-target, 3 groups", "ST1", "missing-target", [["ST1-12"], ["ST1-03", "ST1-13"], ["ST1-09"]], 5),
    ("ST1 default, 10 turns", "ST1", "no-level3", None, 10),
]


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def pin_to_one_core():
    """Run on a single CPU where the OS allows it; returns the CPU id or None."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    cpu = max(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    return cpu


def deck_inputs(deck_name, targets):
    from decks.catalog import get_card
    from decks.decklist import load_deck

    cards = load_deck(deck_name).main_cards()
    level3 = sorted({c for c in cards if get_card(c).kind == "digimon" and get_card(c).level == 3})
    return cards, (targets if targets is not None else [level3]), level3


def timed_run(cards, groups, redraw_cards, turns, samples, seed):
    from simcore.hands import count_hands

    wall, cpu = time.perf_counter(), time.process_time()
    counts = count_hands(cards, groups, redraw_cards, turns=turns, samples=samples, seed=seed)
    return time.perf_counter() - wall, time.process_time() - cpu, counts


def measure(config, short, long, repeats):
    from simcore.hands import redraw_set

    name, deck_name, policy, targets, turns = config
    cards, groups, level3 = deck_inputs(deck_name, targets)
    groups = [frozenset(g) for g in groups]
    redraw_cards = redraw_set(policy, groups, level3)
    timed_run(cards, groups, redraw_cards, turns, 1000, 0)  # compile or load from the cache
    cpu_rates, wall_rates = [], []
    redraw_rate = 0.0
    for r in range(repeats):
        wall_short, cpu_short, _ = timed_run(cards, groups, redraw_cards, turns, short, r)
        wall_long, cpu_long, counts = timed_run(cards, groups, redraw_cards, turns, long, r)
        cpu_rates.append((long - short) / max(cpu_long - cpu_short, 1e-9))
        wall_rates.append((long - short) / max(wall_long - wall_short, 1e-9))
        redraw_rate = counts.redraws / counts.samples
    return {"config": name, "deck": deck_name, "mulligan": policy, "groups": len(groups), "turns": turns,
            "redraw_rate": redraw_rate,
            "samples_per_cpu_s_best": max(cpu_rates), "samples_per_cpu_s_median": statistics.median(cpu_rates),
            "samples_per_wall_s_best": max(wall_rates), "samples_per_wall_s_median": statistics.median(wall_rates),
            "ns_per_sample_best": 1e9 / max(cpu_rates), "repeats": repeats, "short": short, "long": long}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny runs: checks that the benchmark works")
    parser.add_argument("--repeats", type=int, default=None, help="timings per configuration")
    parser.add_argument("--pin", action="store_true", help="pin the process to one CPU")
    args = parser.parse_args(argv)
    # Many short timings rather than a few long ones: the best of them is the least disturbed by other work.
    short, long, repeats = (10_000, 110_000, 1) if args.quick else (200_000, 2_200_000, 15)
    repeats = args.repeats or repeats
    cpu = pin_to_one_core() if args.pin else None
    results = [measure(c, short, long, repeats) for c in CONFIGS]
    where = f"pinned to CPU {cpu}" if cpu is not None else "not pinned"
    print(f"dcgsim hands throughput on one core: {cpu_model()}, {os.cpu_count()} CPUs visible, {where}")
    print(f"marginal rate over {long - short:,} samples, million samples per second: best and median of "
          f"{repeats}, per CPU second and per wall-clock second")
    print(f"{'configuration':<32}{'redraw':>7}{'cpu best':>10}{'cpu median':>11}{'wall best':>10}"
          f"{'wall median':>12}{'ns/sample':>10}")
    for r in results:
        print(f"{r['config']:<32}{r['redraw_rate']:>7.3f}{r['samples_per_cpu_s_best'] / 1e6:>10.1f}"
              f"{r['samples_per_cpu_s_median'] / 1e6:>11.1f}{r['samples_per_wall_s_best'] / 1e6:>10.1f}"
              f"{r['samples_per_wall_s_median'] / 1e6:>12.1f}{r['ns_per_sample_best']:>10.1f}")
    verdict = "meets" if results[0]["samples_per_cpu_s_best"] >= TARGET_RATE else "misses"
    print(f"default configuration ({results[0]['config']}) {verdict} the target of {TARGET_RATE / 1e6:.0f}M "
          f"samples per CPU second")
    print(json.dumps({"benchmark": "hands", "cpu": cpu_model(), "pinned_cpu": cpu, "cpus": os.cpu_count(),
                      "quick": args.quick, "target_samples_per_s": TARGET_RATE, "results": results}))


if __name__ == "__main__":
    main()

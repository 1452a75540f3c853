"""Where the engine's cold compile goes: numba's compile events of one first game, by jitted function.

    python -m benchmarks.compile_profile [--top N] [--format table|json]

Plays the first game of ST1 vs ST2 in a child process with an empty, throw-away numba cache and records
numba's `numba:compile` and `numba:run_pass` events. Each function's time is its own (exclusive): the
compiles of the callees it triggers are charged to them. Columns: how many specializations (signatures)
were compiled, seconds in type inference, in lowering (numba's IR to LLVM, LLVM's optimization of the
function and of every callee linked into it, machine code), and in the rest (other passes, the cache
write); then the same time by compiler pass. The child's wall and CPU (user+sys) seconds are reported
too; on a shared machine the CPU figure is the one to compare.
"""
import argparse
import collections
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

FIRST_GAME = ("from simcore.runner import Matchup, play_chunk; from decks.decklist import load_deck; "
              "play_chunk(Matchup(load_deck('ST1'), load_deck('ST2')), 0, 1)")


def phase_of(pass_name):
    if pass_name.startswith("nopython_type_inference"):
        return "typing"
    if pass_name.startswith("native_lowering"):
        return "lowering"
    return "other"


def record():
    """In the child: play the first game under numba's event recorders; returns the profile as a dict."""
    from numba.core import event

    t0 = time.perf_counter()
    with event.install_recorder("numba:compile") as compiles, event.install_recorder("numba:run_pass") as passes:
        exec(FIRST_GAME, {})
    wall = time.perf_counter() - t0
    events = sorted(compiles.buffer + passes.buffer, key=lambda te: te[0])
    # Walk the nested events with a stack, charging each interval to the innermost open event.
    stack = []  # [function name, phase, pass name]
    own = collections.defaultdict(lambda: collections.Counter())
    by_pass = collections.Counter()
    specializations = collections.Counter()
    last = None
    for t, ev in events:
        if stack and last is not None:
            name, phase, pass_name = stack[-1]
            own[name][phase] += t - last
            by_pass[pass_name] += t - last
        last = t
        if ev.kind == "numba:compile":
            d = ev.data["dispatcher"]
            name = f"{d.py_func.__module__.split('.')[-1]}.{d.py_func.__name__}"
            if ev.is_start:
                specializations[name] += 1
                stack.append([name, "other", "(outside passes: cache write)"])
            else:
                stack.pop()
        else:  # a pass of the innermost compile
            if ev.is_start:
                pass_name = ev.data["name"].split(" [")[0]
                stack.append([stack[-1][0], phase_of(pass_name), pass_name])
            else:
                stack.pop()
    rows = [{"function": n, "specializations": specializations[n], "seconds": sum(c.values()),
             "typing_s": c["typing"], "lowering_s": c["lowering"], "other_s": c["other"]} for n, c in own.items()]
    rows.sort(key=lambda r: -r["seconds"])
    passes = [{"pass": n, "seconds": v} for n, v in by_pass.most_common()]
    return {"wall_s": wall, "compiled_s": sum(r["seconds"] for r in rows), "functions": rows, "passes": passes}


def profile():
    """Run the recording child with an empty numba cache; returns the profile plus the child's CPU seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, NUMBA_CACHE_DIR=d)
        t = time.perf_counter()
        out = subprocess.run([sys.executable, "-m", "benchmarks.compile_profile", "--child"], env=env,
                             check=True, stdout=subprocess.PIPE).stdout
        wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = json.loads(out)
    r["process_wall_s"] = wall
    r["process_cpu_s"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    r["load"] = os.getloadavg()
    return r


def print_table(r, top):
    rows = r["functions"]
    total_spec = sum(x["specializations"] for x in rows)
    print(f"cold first game: {r['process_wall_s']:.1f} s wall, {r['process_cpu_s']:.1f} s CPU (user+sys); "
          f"{r['compiled_s']:.1f} s in numba compiles; {len(rows)} functions, {total_spec} specializations; "
          f"load average {r['load'][0]:.2f}")
    print(f"{'function':<40}{'specs':>6}{'seconds':>9}{'typing':>8}{'lowering':>10}{'other':>7}")
    for x in rows[:top]:
        print(f"{x['function']:<40}{x['specializations']:>6}{x['seconds']:>9.2f}{x['typing_s']:>8.2f}"
              f"{x['lowering_s']:>10.2f}{x['other_s']:>7.2f}")
    rest = rows[top:]
    if rest:
        print(f"{f'({len(rest)} more)':<40}{sum(x['specializations'] for x in rest):>6}"
              f"{sum(x['seconds'] for x in rest):>9.2f}")
    phases = {k: sum(x[k] for x in rows) for k in ("typing_s", "lowering_s", "other_s")}
    print(f"{'all':<40}{total_spec:>6}{r['compiled_s']:>9.2f}{phases['typing_s']:>8.2f}"
          f"{phases['lowering_s']:>10.2f}{phases['other_s']:>7.2f}")
    print("by compiler pass: " + ", ".join(f"{p['pass']} {p['seconds']:.1f} s" for p in r["passes"][:6]))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=25, help="functions to list (default 25)")
    parser.add_argument("--format", choices=["table", "json"], default="table")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(record()))
        return
    r = profile()
    if args.format == "json":
        print(json.dumps(r))
    else:
        print_table(r, args.top)


if __name__ == "__main__":
    main()

"""Where the engine's time goes: a `perf` profile of full games, by jitted function.

    python -m benchmarks.perf_profile ST6 ST4 [--games 60000] [--top 25]

Linux `perf` cannot name numba's machine code by itself. This loads the engine from numba's cache,
keeping the object code numba hands to LLVM, reads its symbols (`nm`), and writes their loaded
addresses to /tmp/perf-PID.map, the file `perf report` looks for; then it records itself playing the
games and prints the self time per function, summed over numba's specialisations. LLVM inlines small
functions into their callers, whose self time then includes them. Needs `perf` and `nm` on the PATH.
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time


def keep_object_code():
    """Record the object code of every library numba loads from its cache, by library name."""
    from numba.core import codegen

    kept = {}
    original = codegen.CPUCodeLibrary._set_compiled_object

    def keep(self, value):
        kept[self.name] = value
        return original(self, value)

    codegen.CPUCodeLibrary._set_compiled_object = keep
    return kept


def symbol_map(library, object_code, workdir):
    """Lines 'address size name' for the functions in one library's object code."""
    path = os.path.join(workdir, f"{library.name}.o")
    with open(path, "wb") as f:
        f.write(object_code)
    out = subprocess.run(["nm", "-S", "--defined-only", path], capture_output=True, text=True, check=True).stdout
    lines = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTWw":
            address = library.get_pointer_to_function(parts[3])
            if address:
                name = re.sub(r"B\d*v\d+B.*", "", parts[3])  # drop numba's specialisation suffix
                lines.append(f"{address:x} {int(parts[1], 16):x} {name}")
    return lines


def readable(symbol):
    """simcore.engine.list_actions for _ZN7simcore6engine12list_actions (length-prefixed parts)."""
    if not symbol.startswith("_ZN"):
        return symbol
    parts, rest = [], symbol[3:]
    while rest and rest[0].isdigit():
        digits = re.match(r"\d+", rest).group()
        n = int(digits)
        parts.append(rest[len(digits):len(digits) + n])
        rest = rest[len(digits) + n:]
    return ".".join(parts) or symbol


def self_time_by_function(data):
    report = subprocess.run(["perf", "report", "-i", data, "--no-children", "--sort", "symbol"],
                            check=True, capture_output=True, text=True).stdout
    totals = collections.Counter()
    for line in report.splitlines():
        m = re.match(r"\s+([0-9.]+)%\s+\[\.\]\s+(\S+)", line)
        if m:
            totals[readable(m.group(2))] += float(m.group(1))
    return totals


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deck_a")
    parser.add_argument("deck_b")
    parser.add_argument("--games", type=int, default=60_000)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)
    for tool in ("perf", "nm"):
        if shutil.which(tool) is None:
            sys.exit(f"error: {tool} is not on the PATH")

    kept = keep_object_code()
    from benchmarks.bench import matchup
    from simcore import engine
    from simcore.runner import play_chunk

    try:
        m = matchup(args.deck_a, args.deck_b)
    except (OSError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)
    play_chunk(m, 0, 10)  # load (or compile) the engine
    with tempfile.TemporaryDirectory() as workdir:
        lines = []
        for overload in engine.run_games.overloads.values():
            code = kept.get(overload.library.name)
            if code is None:
                sys.exit("error: the engine was compiled in this run, not loaded from the cache: run again")
            lines += symbol_map(overload.library, code, workdir)
        map_path = f"/tmp/perf-{os.getpid()}.map"
        with open(map_path, "w") as f:
            f.write("\n".join(lines) + "\n")
        data = os.path.join(workdir, "perf.data")
        rec = subprocess.Popen(["perf", "record", "-F", "2000", "-o", data, "-p", str(os.getpid())],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        play_chunk(m, 0, args.games)
        rec.send_signal(2)
        rec.wait()
        totals = self_time_by_function(data)
        os.unlink(map_path)
    print(f"self time by function, {args.games:,} games {args.deck_a} vs {args.deck_b} (greedy pilots)")
    for name, pct in totals.most_common(args.top):
        print(f"{pct:6.2f}%  {name}")


if __name__ == "__main__":
    main()

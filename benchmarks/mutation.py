"""Mutation testing of the modules that are not jitted, one module at a time with the tests that cover it.

    python -m benchmarks.mutation                       # every module below
    python -m benchmarks.mutation decks/decklist.py     # some of them
    python -m benchmarks.mutation simcore/meta.py:394-518   # only the mutants on those source lines
    mutmut results                                      # what survived; `mutmut show ID` shows a mutant
    python -m mutmut run ID --paths-to-mutate MODULE --runner "python -m benchmarks.mutation --test MODULE"
                                                        # one mutant again, after adding a test

Needs mutmut 2 with its patch reader (`pip install -e '.[dev]'`), which edits the module in place, runs
the tests, and puts it back. Do not run `mutmut show` or `mutmut apply` while a run is going: they
re-read the module, mutated at that moment, into mutmut's line records, and the run then stops with
"Attribute Mutant.line is required" (running the same command again resumes). Re-running a module
after its tests changed runs its survivors again and keeps the kills. mutmut keeps the baseline time of its
last run in .mutmut-cache and times a mutant out at ten times it: delete the cache before a module whose tests
are slower than the last one's.

The engine's jitted modules are not mutated: an edit to a jitted module recompiles it and the modules
that import it (simcore/jitcache.py, numba's own source stamps). simcore/tournament.py is the exception:
nothing imports it, so a mutant costs only the compile of its own kernels (about 9 CPU seconds; its
tests take 4 warm). Each module runs only the test files that exercise it, and only tests that need no
cold compile, so keep the engine's cache warm first (any `dcgsim matchup` does it). FUNCTION_TESTS gives
some functions other tests than their module's (the sweep's backends: the tests that start worker
processes and a Dask cluster; the runner's chunk, executor and replay functions: only the fast tests written
for them); a module with such entries is run in line ranges, one mutmut run each.

simcore/sweep.py changes the digest of no jitted module (simcore/jitcache.py), so its mutants compile
nothing. simcore/runner.py is imported at the top of strategies/lookahead.py (TURN_CAP), so a runner
mutant drops the cached lookahead pilot, which the listed tests do not use: it compiles again once, on
its next use after the run.
"""
import os
import subprocess
import sys
import tempfile

# the fuzz tests that run in this process (the others start `dcgsim`, which a mutant of the parser also reaches)
IN_PROCESS_FUZZ = ["tests/test_fuzz.py", "-k",
                   "not bad_numbers and not bad_seeds and not bad_deck_files and not unusable_out and not unwritable"]
# the sweep tests that play in this process (about 5 s warm): the others start worker processes or a Dask
# cluster (15 s more), and only the backends need them
SWEEP_IN_PROCESS = ["tests/test_sweep.py", "tests/test_card_stats.py::test_sweep_card_stats_resume",
                    "tests/test_card_stats.py::test_card_stats_needs_out",
                    "tests/test_rule_switches.py::test_a_sweep_resumes_only_with_the_same_switches",
                    "tests/test_meta_archetype.py::test_a_sweep_records_archetypes_and_meta_reads_them",
                    "-k", "not two_workers and not dask_cluster and not process_group_is_killed"]
# the tests that run `dcgsim matchup` in this process, besides its own tests/test_matchup_command.py
MATCHUP_IN_PROCESS = ["tests/test_cli_common.py", "tests/test_cards_cli.py::test_fidelity_warning_on_matchup",
                      "tests/test_library.py::test_decks_errors_are_one_line",
                      "tests/test_card_stats.py::test_card_stats_needs_out", "tests/test_fuzz.py::test_unwritable_out",
                      "tests/test_conformance.py::test_matchup_check_reports_a_violation_and_removes_its_output"]
# module -> pytest runs (each a list of arguments) that exercise it, in order: the first failure kills
TESTS = {
    "decks/decklist.py": [["tests/test_decks.py",
                           "tests/test_cli_matchup.py::test_bad_deck_files_fail_for_the_intended_reason"],
                          IN_PROCESS_FUZZ],
    # deck codes and the deck-list formats: pure Python, their tests need no engine
    "decks/deckcode.py": [["tests/test_deckcode.py"]],
    "decks/formats.py": [["tests/test_deckcode.py", "tests/test_library.py"]],
    "decks/library.py": [["tests/test_library.py", "tests/test_deckcode.py"]],
    # the catalog's rows and Tokens, then the alternative digivolution requirements' text (not the scenarios,
    # which play them)
    "decks/catalog.py": [["tests/test_decks.py", "tests/test_compile_tokens.py"],
                         ["tests/test_alt_digivolve.py", "-k", "grammar or headers or round_trip or real_cards"]],
    "simcore/meta.py": [["tests/test_meta.py"]],
    "simcore/results.py": [["tests/test_results.py", "tests/test_meta.py"]],
    # jitted: each mutant recompiles the module's own kernels (about 9 CPU s; nothing imports it)
    "simcore/tournament.py": [["tests/test_tournament.py"]],
    "simcore/sweep.py": [SWEEP_IN_PROCESS],
    # the violation report is checked where a corrupted table makes one
    "simcore/runner.py": [["tests/test_determinism.py", "tests/test_sweep.py",
                           "tests/test_conformance.py::test_a_corrupted_table_stops_the_run_with_the_game_to_replay",
                           "tests/test_conformance.py::test_a_violation_after_the_chunks_first_game_names_that_game"]],
    # `dcgsim matchup` in this process (tests/test_cli_matchup.py and the fuzz tests run it as `dcgsim` subprocesses,
    # 55 s a surviving mutant, and started from a test's temporary directory they import the installed copy
    # unless PYTHONPATH names the worktree by its absolute path)
    "cli/matchup.py": [["tests/test_matchup_command.py", *MATCHUP_IN_PROCESS]],
    "cli/cards.py": [["tests/test_cards_cli.py"]],
    # `dcgsim pilots compare`, run in this process
    "cli/pilots_command.py": [["tests/test_pilots_compare.py"]],
    # `dcgsim meta` and `dcgsim tournament` in this process: tests/test_meta_commands.py (the tournament's odds
    # replaced), then the command-line tests of test_meta.py and test_tournament.py (the rest of the two files tests
    # simcore/meta.py and simcore/tournament.py, which the commands call)
    "cli/meta_commands.py": [["tests/test_meta_commands.py"], ["tests/test_meta.py", "-k", "meta_"],
                             ["tests/test_tournament.py", "-k", "tournament_"]],
    "cli/hands_command.py": [["tests/test_hands.py", "-k", "cli"]],
    # `dcgsim replay` in this process with the engine's replay_game replaced (5 s); not the real game (its engine
    # cache load), and not tests/test_cli_matchup.py's subprocesses
    "cli/replay.py": [["tests/test_cli_replay.py", "-k", "not real_game"]],
    # the matchup matrix and its table without the engine (5 s), then the sweep's command-line tests that play in
    # this process (17 s at load 10); the worker pool, the Dask cluster and the killed process group only in
    # the whole file
    "cli/sweep.py": [["tests/test_cli_sweep.py"],
                     ["tests/test_sweep.py", "-k", "not two_workers and not dask_cluster and not process_group_is_killed"]],
    # `dcgsim decks list` and `decks show`, run in this process; no engine
    "cli/decks_command.py": [["tests/test_library.py"]],
    # the commands' shared argument checks; the deck, cards and hands commands reach them in this process
    "cli/common.py": [["tests/test_cli_common.py", "tests/test_library.py", "tests/test_cards_cli.py"],
                      ["tests/test_hands.py", "-k", "cli"]],
    # `dcgsim scenario` in this process: tests/test_scenario_command.py with the scenario engine replaced (2 s), then
    # the real positions of tests/test_scenario.py (the engine's cache warm: its fixture loads it once; 6 s)
    "cli/scenario.py": [["tests/test_scenario_command.py"], ["tests/test_scenario.py"]],
    # the command group: every ending of a command, the shared options, the registered commands (no engine)
    "cli/main.py": [["tests/test_cli_main.py"]],
    # `dcgsim bench` with the harness replaced (tests/test_bench_smoke.py runs the harness itself: minutes)
    "cli/bench.py": [["tests/test_bench_command.py"]],
    # every refused command goes through it; the meta command's refusals need no engine
    "cli/errors.py": [["tests/test_meta.py", "-k", "meta_bad"]],
}
# module -> [(top-level functions or classes, pytest runs)]: the mutants inside those definitions run these
# tests instead of the module's own (a smaller set that still reaches them, or a larger one)
FUNCTION_TESTS = {
    # `cards impact` reads a dataset of card records: tests/test_card_stats.py's command-line tests (11 s) reach it
    "cli/cards.py": [
        (("impact", "_missing_deck", "_pct", "_print_impact"), [["tests/test_card_stats.py", "-k", "cli"]]),
    ],
    # the sweep's playing: the command's tests that play in this process, then a worker pool and a Dask cluster (one
    # pytest run: they share the reference sweep)
    "cli/sweep.py": [
        (("play_with_progress", "_play"), [["tests/test_cli_sweep.py"],
                                           ["tests/test_sweep.py", "-k", "not process_group_is_killed"]]),
    ],
    # the chunk's table, files and summary, then the executors, run_matchup and the replay: only the tests written
    # for them in tests/test_determinism.py (3 s each warm; the module's own list took a minute at load 10), and no
    # worker process (those tests replace the pools by a recorder or a thread pool)
    "simcore/runner.py": [
        (("chunk_table", "side_card_types", "record_table", "partition_dir", "chunk_file_name", "card_partition_dir",
          "dcgsim_version", "_write_table", "write_chunk", "summarize", "run_chunk"),
         [["tests/test_determinism.py", "-k", "chunk_file or chunk_summary or run_chunk_returns or run_chunk_passes"
           " or card_records_table or dataset_directories or installed_version"]]),
        (("_ignore_interrupts", "make_executor", "run_chunks", "iter_chunk_results", "run_matchup", "replay_game"),
         [["tests/test_determinism.py", "-k", "local_pools or pool_worker or run_chunks_in or iter_chunk"
           " or run_matchup_plays or replay"]]),
    ],
    "simcore/sweep.py": [
        (("sweep_pairs", "default_chunk_size"), [["tests/test_sweep.py", "-k", "pairs_and_default or gauntlet or unknown_mode"]]),
        (("import_distributed", "_stop_pool", "dask_setup", "_worker_threads", "open_backend", "_worker_report",
          "check_dask_workers"), [SWEEP_IN_PROCESS, ["tests/test_sweep.py", "-k", "two_workers or dask_cluster"]]),
    ],
}


def definition_lines(module):
    """{name: (first, last)} source lines of the module's top-level functions and classes, decorators
    included."""
    import ast

    with open(module, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    return {node.name: (min([node.lineno, *(d.lineno for d in node.decorator_list)]), node.end_lineno)
            for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}


def tests_by_line(module):
    """{line: pytest runs} for the lines of FUNCTION_TESTS' definitions in the module."""
    spans = definition_lines(module)
    chosen = {}
    for names, runs in FUNCTION_TESTS.get(module, []):
        missing = [n for n in names if n not in spans]
        if missing:
            raise ValueError(f"{module} defines no {', '.join(missing)} (FUNCTION_TESTS)")
        for n in names:
            for line in range(spans[n][0], spans[n][1] + 1):
                chosen[line] = runs
    return chosen


def segments(module, lines=None):
    """The lines to mutate (all of the module's if None) cut into ranges that run the same tests:
    [(range, runs)]."""
    with open(module, encoding="utf-8") as f:
        text = f.read().splitlines()
    if lines is None:
        lines = range(1, len(text) + 1)
    chosen = tests_by_line(module)
    out = []
    for line in lines:
        runs = chosen.get(line, TESTS[module])
        # a blank or comment line has no mutant: it joins the range before it (each range costs a run of
        # mutmut, which first runs the tests unmutated)
        blank = line > len(text) or not text[line - 1].strip() or text[line - 1].lstrip().startswith("#")
        if out and out[-1][0][-1] == line - 1 and (out[-1][1] is runs or blank):
            out[-1] = (range(out[-1][0][0], line + 1), out[-1][1])
        else:
            out.append((range(line, line + 1), runs))
    return out


def _die_with_driver():
    """Run in each pytest process before it starts: mutmut's timeout kills this driver, not the pytest it started,
    and a looping mutant's pytest would live on, growing, holding mutmut's output pipe (Linux: PR_SET_PDEATHSIG)."""
    import ctypes
    import signal

    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL))
    except (OSError, AttributeError):
        pass   # no prctl here: the run then relies on mutmut's timeout alone


def run_tests(target):
    """The test command mutmut runs for each mutant of `target` (MODULE or MODULE:FIRST-LAST, one segment).
    mutmut 2 counts only exit status 1 as a kill, so a mutant that breaks collection (status 2) would pass
    as a survivor: every failure becomes 1."""
    module, lines = parse_target(target)
    runs = TESTS[module] if lines is None else tests_by_line(module).get(lines[0], TESTS[module])
    # no bytecode of a mutant is written, so none can outlive it
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    for args in runs:
        r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *args], env=env,
                           preexec_fn=_die_with_driver)
        if r.returncode != 0:
            return 1
    return 0


def parse_target(target):
    """"MODULE" or "MODULE:FIRST-LAST" (source lines, both included) -> (module, lines or None)."""
    module, _, span = target.partition(":")
    if not span:
        return module, None
    first, _, last = span.partition("-")
    if not (first.isdigit() and last.isdigit() and 0 < int(first) <= int(last)):
        raise ValueError(f"bad line range {span!r} (expected FIRST-LAST, e.g. 394-518)")
    return module, range(int(first), int(last) + 1)


def line_patch(module, lines):
    """A unified diff that adds `lines` of `module`: mutmut's --use-patch-file mutates only added lines."""
    return "".join([f"--- {module}\n+++ {module}\n@@ -{lines[0] - 1},0 +{lines[0]},{len(lines)} @@\n",
                    *("+\n" for _ in lines)])


def mutate(module, lines=None):
    target = module if lines is None else f"{module}:{lines[0]}-{lines[-1]}"
    runner = f"{sys.executable} -m benchmarks.mutation --test {target}"
    args = [sys.executable, "-m", "mutmut", "run", "--paths-to-mutate", module, "--runner", runner,
            "--no-progress", "--simple-output"]
    if lines is None:
        return subprocess.run(args).returncode
    with tempfile.TemporaryDirectory() as d:
        patch = os.path.join(d, "lines.diff")
        with open(patch, "w") as f:
            f.write(line_patch(module, lines))
        return subprocess.run([*args, "--use-patch-file", patch]).returncode


def main(argv):
    if argv[:1] == ["--test"]:
        return run_tests(argv[1])
    try:
        targets = [parse_target(t) for t in argv or list(TESTS)]
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    unknown = [m for m, _ in targets if m not in TESTS]
    if unknown:
        print(f"no tests listed for {', '.join(unknown)} (known: {', '.join(TESTS)})", file=sys.stderr)
        return 2
    for module, lines in targets:
        parts = segments(module, lines) if module in FUNCTION_TESTS else [(lines, None)]
        for part, _ in parts:
            print(f"== {module}" + (f" lines {part[0]}-{part[-1]}" if part else ""), flush=True)
            mutate(module, part)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

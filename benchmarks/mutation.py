"""Mutation testing of the modules that are not jitted, one module at a time with the tests that cover it.

    python -m benchmarks.mutation                       # every module below
    python -m benchmarks.mutation decks/decklist.py     # some of them
    mutmut results                                      # what survived; `mutmut show ID` shows a mutant
    python -m mutmut run ID --paths-to-mutate MODULE --runner "python -m benchmarks.mutation --test MODULE"
                                                        # one mutant again, after adding a test

Needs mutmut 2 (`pip install -e '.[dev]'`), which edits the module in place, runs the tests, and puts it
back. Only modules without jitted code are mutated: an edit to a jitted file drops numba's whole cache
(simcore/jitcache.py), and every mutant would then recompile the engine. Each module runs only the test
files that exercise it, and only tests that need no cold compile, so keep the engine's cache warm first
(any `dcgsim matchup` does it).
"""
import os
import subprocess
import sys

# the fuzz tests that run in this process (the others start `dcgsim`, which a mutant of the parser also reaches)
IN_PROCESS_FUZZ = ["tests/test_fuzz.py", "-k",
                   "not bad_numbers and not bad_seeds and not bad_deck_files and not unusable_out and not unwritable"]
# module -> pytest runs (each a list of arguments) that exercise it, in order: the first failure kills
TESTS = {
    "decks/decklist.py": [["tests/test_decks.py",
                           "tests/test_cli_matchup.py::test_bad_deck_files_fail_for_the_intended_reason"],
                          IN_PROCESS_FUZZ],
    "simcore/meta.py": [["tests/test_meta.py"]],
    "simcore/results.py": [["tests/test_results.py", "tests/test_meta.py"]],
    "simcore/sweep.py": [["tests/test_sweep.py"]],
    "simcore/runner.py": [["tests/test_determinism.py", "tests/test_sweep.py"]],
    "cli/matchup.py": [["tests/test_cli_matchup.py"], ["tests/test_fuzz.py", "-k", "not random and not valid"]],
    "cli/cards.py": [["tests/test_cards_cli.py"]],
    "cli/meta_commands.py": [["tests/test_meta.py", "tests/test_tournament.py"]],
    "cli/hands_command.py": [["tests/test_hands.py", "-k", "cli"]],
    "cli/sweep.py": [["tests/test_sweep.py"]],
}


def run_tests(module):
    """The test command mutmut runs for each mutant. mutmut 2 counts only exit status 1 as a kill, so a
    mutant that breaks collection (status 2) would pass as a survivor: every failure becomes 1."""
    # no bytecode of a mutant is written, so none can outlive it
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    for args in TESTS[module]:
        r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *args], env=env)
        if r.returncode != 0:
            return 1
    return 0


def mutate(module):
    runner = f"{sys.executable} -m benchmarks.mutation --test {module}"
    return subprocess.run([sys.executable, "-m", "mutmut", "run", "--paths-to-mutate", module, "--runner", runner,
                           "--no-progress", "--simple-output"]).returncode


def main(argv):
    if argv[:1] == ["--test"]:
        return run_tests(argv[1])
    modules = argv or list(TESTS)
    unknown = [m for m in modules if m not in TESTS]
    if unknown:
        print(f"no tests listed for {', '.join(unknown)} (known: {', '.join(TESTS)})", file=sys.stderr)
        return 2
    for module in modules:
        print(f"== {module}", flush=True)
        mutate(module)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

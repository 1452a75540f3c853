"""`dcgsim bench` in this process with the harness (benchmarks.bench.main) replaced by a recorder: the
arguments it passes on, its refusal and its help, whole. tests/test_bench_smoke.py runs the harness itself."""
import pytest
from click.testing import CliRunner

import benchmarks.bench
from cli.main import main


@pytest.fixture
def harness(monkeypatch):
    calls = []
    monkeypatch.setattr(benchmarks.bench, "main", lambda argv=None: calls.append(argv))
    return calls


@pytest.mark.parametrize("args, argv", [
    ([], ["--format", "table"]),
    (["--quick"], ["--quick", "--format", "table"]),
    (["--format", "json"], ["--format", "json"]),
    (["--quick", "--format", "table"], ["--quick", "--format", "table"]),
    (["--format", "json", "--quick"], ["--quick", "--format", "json"]),
])
def test_bench_passes_quick_and_the_format_to_the_harness(harness, args, argv):
    r = CliRunner().invoke(main, ["bench", *args])
    assert (r.exit_code, r.stdout, r.stderr) == (0, "", "")
    assert harness == [argv]


def test_bench_refuses_an_unknown_format_and_runs_nothing(harness):
    r = CliRunner().invoke(main, ["bench", "--format", "csv"])
    assert (r.exit_code, r.stdout, r.stderr) == (
        2, "", "dcgsim: error: main bench: Invalid value for '--format': 'csv' is not one of 'table', 'json'.\n")
    r = CliRunner().invoke(main, ["bench", "--quick", "yes"])
    assert (r.exit_code, r.stdout, r.stderr) == (
        2, "", "dcgsim: error: main bench: Got unexpected extra argument (yes)\n")
    assert harness == []


def test_bench_help_whole(harness):
    r = CliRunner().invoke(main, ["bench", "--help"])
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout == (
        "Usage: main bench [OPTIONS]\n\n"
        "  Measure games/s per core, compile and warm-start times, hands/s, scaling,\n"
        "  sweep memory.\n\n"
        "Options:\n"
        "  --format [table|json]  [default: table]\n"
        "  --quick                Smoke mode: small runs that check every measurement\n"
        "                         works.\n"
        "  -h, --help             Show this message and exit.\n")
    assert harness == []

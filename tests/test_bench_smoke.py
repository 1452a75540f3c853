"""The benchmark harnesses in smoke mode: they run and report every figure (no speed is asserted)."""
import json

import pytest

from benchmarks import bench, bench_hands

# the harnesses start worker processes, which load the engine from the cache
pytestmark = pytest.mark.usefixtures("compiled_engine")


@pytest.fixture(scope="module")
def quick_result():
    return bench.run(quick=True)


def test_bench_quick_reports_every_figure(quick_result):
    r = json.loads(json.dumps(quick_result))
    assert r["quick"] is True
    assert [g["matchup"] for g in r["games"]] == [f"{a} vs {b}" for a, b in bench.MATCHUPS]
    assert all(g["games_per_s"] > 0 and g["games_per_cpu_s"] > 0 and g["mean_turns"] > 1 for g in r["games"])
    assert r["warm_start_s"] > 0 and r["cold_compile_s"] is None
    assert r["hands_per_s"] > 0
    assert r["scaling"]["ratio"] > 0
    assert r["parquet_rows_per_s"] > 0
    assert r["sweep"]["games"] == 6_000 and r["sweep"]["peak_rss_parent_mb"] > 0
    assert len(r["sweep"]["peak_rss_workers_mb"]) >= 1


def test_bench_table_format(quick_result, capsys):
    bench.print_table(quick_result)
    out = capsys.readouterr().out
    for words in ("games/s", "warm start", "opening hands", "scaling", "peak RSS", "Parquet write"):
        assert words in out


def test_bench_hands_quick(capsys):
    bench_hands.main(["--quick"])
    out = capsys.readouterr().out.strip().splitlines()
    assert json.loads(out[-1])["results"][0]["samples_per_cpu_s_best"] > 0


def test_profile_names_jitted_functions_readably():
    from benchmarks.perf_profile import readable

    assert readable("_ZN7simcore6engine12list_actions") == "simcore.engine.list_actions"
    assert readable("_ZN10strategies6pilots13_greedy_score") == "strategies.pilots._greedy_score"
    assert readable("PyObject_Call") == "PyObject_Call"


def test_bench_card_stats_quick(capsys):
    from benchmarks import bench_card_stats

    bench_card_stats.main(["--quick"])
    row = capsys.readouterr().out.strip().splitlines()[-1]
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[0] == "ST1 vs ST2" and len(cells) == 9
    assert all(float(c.replace(",", "")) > 0 for c in cells[1:])


def test_validity_quick_writes_its_figures_and_plot(tmp_path):
    from benchmarks import validity

    plot, results = tmp_path / "validity.png", tmp_path / "RESULTS.md"
    assert validity.main(["--quick", "--plot", str(plot), "--results", str(results)]) == 0
    assert plot.stat().st_size > 10_000
    text = results.read_text()
    assert "| real win rate (draws half) |" in text and "| Olympos XII |" in text and str(plot) in text
    report = validity.run(20, 3, 1, 1, 50, None, None)
    assert report["total_games"] == 60 and len(report["rows"]) == 3
    # the field win rate is the matrix times the normalised shares: the shares' average of it is 1/2
    shares = [row["share"] for row in report["rows"]]
    assert abs(sum(s * row["field"] for s, row in zip(shares, report["rows"])) - 0.5) < 1e-9
    for key, (lo, hi) in report["intervals"].items():
        assert -1 <= lo <= hi <= 1, key

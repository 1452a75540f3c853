import glob
import json
import os
import shutil
import signal
import subprocess
import sys
import time

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from cli.main import main
from wilson_reference import wilson_by_definition
from decks.decklist import load_deck
from simcore import runner
from simcore.results import load_results
from simcore.sweep import (MANIFEST_NAME, SweepPlan, default_chunk_size, manifest_differences, sweep_pairs)
from cli_checks import one_error_line

# some tests start `dcgsim` processes, which load the engine from the cache
pytestmark = pytest.mark.usefixtures("compiled_engine")

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DECKS = ["ST1", "ST2", "ST3"]
GAMES, CHUNK, SEED = 300, 100, 7
BASE = [*DECKS, "--games", str(GAMES), "--seed", str(SEED)]


def sweep(*args):
    result = CliRunner().invoke(main, ["sweep", *args])
    return result


def sweep_ok(*args):
    result = sweep(*args)
    assert result.exit_code == 0, (result.output, result.stderr, result.exception)
    return result


def refused(*args, says):
    return one_error_line(sweep(*args), says)


def dataset_files(root):
    return sorted(os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "**", "*"), recursive=True)
                  if os.path.isfile(p) and os.path.basename(p) != MANIFEST_NAME)


def assert_same_dataset(a, b):
    """Same files, byte for byte (the rows, their order in files, and the file metadata)."""
    files = dataset_files(a)
    assert files == dataset_files(b)
    for name in files:
        with open(os.path.join(a, name), "rb") as fa, open(os.path.join(b, name), "rb") as fb:
            assert fa.read() == fb.read(), name


def manifest(root):
    with open(os.path.join(root, MANIFEST_NAME)) as f:
        return json.load(f)


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """The uninterrupted sweep every other run is compared with (played in this process)."""
    out = str(tmp_path_factory.mktemp("sweep") / "reference")
    result = sweep_ok(*BASE, "--chunk-size", str(CHUNK), "--workers", "1", "--out", out, "--format", "json")
    return out, json.loads(result.stdout)


def test_pairs_and_default_chunks():
    assert sweep_pairs(3) == [(0, 1), (0, 2), (1, 2)]
    assert sweep_pairs(3, mirrors=True) == [(0, 0), (0, 1), (0, 2), (1, 1), (1, 2), (2, 2)]
    assert sweep_pairs(3, "gauntlet") == [(0, 1), (0, 2)]
    assert sweep_pairs(3, "gauntlet", mirrors=True) == [(0, 0), (0, 1), (0, 2)]
    assert sweep_pairs(1) == [] and sweep_pairs(1, mirrors=True) == [(0, 0)]
    assert default_chunk_size(10_000, 3) == 1_000          # at least 1,000 games a chunk
    assert default_chunk_size(500, 3) == 500               # never more than a pair has
    assert default_chunk_size(1_000_000 // 3, 3) == 15_625  # about 64 chunks in all
    assert default_chunk_size(10**7, 3) == 20_000          # at most 20,000


def test_dataset_layout_rows_and_matrix(reference):
    out, report = reference
    assert dataset_files(out) == [f"deck_a={a}/deck_b={b}/part-{k:06d}.parquet"
                                  for a, b in [("ST1", "ST2"), ("ST1", "ST3"), ("ST2", "ST3")] for k in range(3)]
    m = manifest(out)
    assert m["complete"] is True and m["seed"] == SEED and m["games_per_pair"] == GAMES
    assert m["overflow_games"] == 0
    assert m["chunk_size"] == CHUNK and [d["name"] for d in m["decks"]] == DECKS
    assert not any(name.startswith(".") for _, _, names in os.walk(out) for name in names)

    df = load_results(out)
    assert len(df) == 3 * GAMES
    expected = {"game_id": np.int64, "seed": np.int64, "first_player": np.int8, "winner": np.int8,
                "turns": np.int16, "security_a": np.int8, "security_b": np.int8,
                "mulligan_a": np.bool_, "mulligan_b": np.bool_}
    for column, dtype in expected.items():
        assert df[column].dtype == np.dtype(dtype), column
    for column in ("deck_a", "deck_b", "pilot_a", "pilot_b", "win_reason"):
        assert pd.api.types.is_string_dtype(df[column].dtype) and not isinstance(df[column].dtype,
                                                                                   pd.CategoricalDtype)
    assert df.attrs["master_seed"] == str(SEED)

    assert report["decks"] == DECKS and report["seed"] == SEED and report["games_per_pair"] == GAMES
    assert report["mode"] == "round-robin"
    for i, a in enumerate(DECKS):
        assert report["matrix"][i][i] is None and report["ci95"][i][i] is None and report["games"][i][i] == 0
        for j in range(i + 1, 3):
            b = DECKS[j]
            games = df[(df.deck_a == a) & (df.deck_b == b)]
            score = (games.winner == 0).sum() + 0.5 * (games.winner < 0).sum()
            assert report["games"][i][j] == report["games"][j][i] == GAMES
            assert report["matrix"][i][j] == pytest.approx(score / GAMES, abs=1e-12)
            assert report["matrix"][j][i] == pytest.approx(1 - score / GAMES, abs=1e-12)
            lo, hi = report["ci95"][i][j]
            assert lo < report["matrix"][i][j] < hi
            assert (lo, hi) == pytest.approx(wilson_by_definition(score, GAMES),
                                             abs=1e-12)
            assert report["ci95"][j][i] == pytest.approx([1 - hi, 1 - lo], abs=1e-12)


def test_game_k_of_a_sweep_is_game_k_of_the_matchup(reference):
    out, _ = reference
    df = load_results(out)
    st1, st3 = load_deck("ST1"), load_deck("ST3")
    cols = runner.play_chunk(runner.Matchup(st1, st3, "greedy", "greedy", SEED), 0, GAMES)
    rows = df[(df.deck_a == "ST1") & (df.deck_b == "ST3")]
    assert rows.game_id.tolist() == list(range(GAMES))
    for column in ("seed", "first_player", "winner", "turns", "security_a", "security_b", "mulligan_a",
                   "mulligan_b"):
        assert np.array_equal(rows[column].to_numpy(), cols[column]), column


def test_identical_with_two_workers(reference, tmp_path):
    out = str(tmp_path / "two")
    result = sweep_ok(*BASE, "--chunk-size", str(CHUNK), "--workers", "2", "--out", out, "--format", "json")
    assert json.loads(result.stdout) == reference[1]
    assert_same_dataset(reference[0], out)
    assert "games/s" in result.stderr


def test_identical_on_a_dask_cluster(reference, tmp_path):
    distributed = pytest.importorskip("distributed")
    import logging

    out = str(tmp_path / "dask")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=logging.ERROR) as cluster:
        result = sweep_ok(*BASE, "--chunk-size", str(CHUNK), "--out", out, "--format", "json",
                          "--backend", "dask", "--scheduler", cluster.scheduler_address)
    assert json.loads(result.stdout) == reference[1]
    assert_same_dataset(reference[0], out)


def test_no_out_prints_the_same_matrix(reference):
    result = sweep_ok(*BASE, "--chunk-size", str(CHUNK), "--workers", "1", "--format", "json")
    assert json.loads(result.stdout) == reference[1]
    table = sweep_ok(*BASE, "--chunk-size", str(CHUNK), "--workers", "1").stdout
    st1_vs_st2 = reference[1]["matrix"][0][1]
    assert f"{100 * st1_vs_st2:.1f} [" in table
    assert table.splitlines()[2].split() == DECKS


def test_gauntlet_with_mirrors(tmp_path):
    result = sweep_ok("ST1", "ST2", "ST3", "--games", "40", "--mode", "gauntlet", "--mirrors", "--workers", "1",
                      "--format", "json", "--out", str(tmp_path / "g"))
    r = json.loads(result.stdout)
    assert r["games"] == [[40, 40, 40], [40, 0, 0], [40, 0, 0]]
    assert r["matrix"][1][2] is None and r["matrix"][0][0] is not None
    assert sorted({(a, b) for a, b in load_results(tmp_path / "g")[["deck_a", "deck_b"]].itertuples(
        index=False)}) == [("ST1", "ST1"), ("ST1", "ST2"), ("ST1", "ST3")]


def test_resume_after_the_process_group_is_killed(reference, tmp_path):
    out = str(tmp_path / "killed")
    # One game a chunk: enough files that the kill surely lands mid-way.
    cmd = [sys.executable, "-c", "import sys; from cli.main import main; sys.argv[0] = 'dcgsim'; main()",
           "sweep", *BASE, "--chunk-size", "1", "--workers", "2", "--out", out]
    proc = subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while len(glob.glob(os.path.join(out, "*", "*", "part-*.parquet"))) < 40:
            assert proc.poll() is None, proc.stderr.read().decode()
            assert time.monotonic() < deadline, "the sweep wrote too few files"
            time.sleep(0.005)
        os.killpg(proc.pid, signal.SIGKILL)
    finally:
        proc.wait()
        proc.stderr.close()
    assert manifest(out)["complete"] is False
    finals = glob.glob(os.path.join(out, "*", "*", "part-*.parquet"))
    assert 40 <= len(finals) < 3 * GAMES
    for path in finals:   # a file under its final name is always whole
        assert pq.read_table(path).num_rows == 1, path

    stale = os.path.join(out, "deck_a=ST2", "deck_b=ST3")
    os.makedirs(stale, exist_ok=True)
    with open(os.path.join(stale, ".part-000299.parquet.12345.tmp"), "wb") as f:
        f.write(b"PAR1 half written")
    result = sweep_ok(*BASE, "--workers", "1", "--out", out, "--resume", "--format", "json")
    assert "resuming" in result.stderr
    assert json.loads(result.stdout) == reference[1]
    assert not any(name.startswith(".") for _, _, names in os.walk(out) for name in names)
    assert len(dataset_files(out)) == 3 * GAMES and manifest(out)["complete"] is True
    assert load_results(out).equals(load_results(reference[0]))


def test_interrupt_keeps_finished_chunks_and_resume_completes(reference, tmp_path, monkeypatch):
    out = str(tmp_path / "interrupted")
    real_run_chunk = runner.run_chunk
    calls = []

    def interrupted_on_the_fourth_chunk(*task):
        calls.append(task)
        if len(calls) == 4:
            raise KeyboardInterrupt
        return real_run_chunk(*task)

    monkeypatch.setattr(runner, "run_chunk", interrupted_on_the_fourth_chunk)
    result = sweep(*BASE, "--chunk-size", str(CHUNK), "--workers", "1", "--out", out)
    assert result.exit_code == 130 and result.stderr.strip().splitlines()[-1] == "dcgsim: interrupted"
    assert len(dataset_files(out)) == 3 and manifest(out)["complete"] is False
    monkeypatch.setattr(runner, "run_chunk", real_run_chunk)
    # A machine that crashed after a rename may leave a file whose data never reached the disk.
    damaged = os.path.join(out, "deck_a=ST1", "deck_b=ST2", "part-000001.parquet")
    with open(damaged, "r+b") as f:
        f.truncate(0)

    result = sweep_ok(*BASE, "--chunk-size", str(CHUNK), "--workers", "1", "--out", out, "--resume")
    assert "200 of 900 games already" in result.stderr
    assert "1 damaged chunk file(s)" in result.stderr
    assert "played 700 games" in result.stderr
    assert_same_dataset(reference[0], out)


def test_resume_replays_chunk_files_that_hold_other_games(reference, tmp_path):
    """A whole, readable Parquet file under a chunk's name is trusted only if it holds exactly that chunk's
    games: one copied over its neighbour (same size, other game ids) and one cut short are both played again."""
    out = str(tmp_path / "copied")
    shutil.copytree(reference[0], out)
    pair = os.path.join(out, "deck_a=ST1", "deck_b=ST2")
    shutil.copyfile(os.path.join(pair, "part-000000.parquet"), os.path.join(pair, "part-000001.parquet"))
    cut = os.path.join(out, "deck_a=ST2", "deck_b=ST3", "part-000002.parquet")
    pq.write_table(pq.read_table(cut).slice(0, CHUNK - 1), cut)
    assert manifest(out)["complete"] is True
    result = sweep_ok(*BASE, "--chunk-size", str(CHUNK), "--workers", "1", "--out", out, "--resume",
                      "--format", "json")
    assert "2 damaged chunk file(s)" in result.stderr and "played 200 games" in result.stderr, result.stderr
    assert json.loads(result.stdout) == reference[1]
    assert_same_dataset(reference[0], out)


def test_chunk_summary_from_file_checks_rows_and_game_ids(reference, tmp_path):
    from simcore.layout import REASON_NAMES
    from simcore.sweep import chunk_summary_from_file

    path = os.path.join(reference[0], "deck_a=ST1", "deck_b=ST3", "part-000001.parquet")
    rows = pq.read_table(path).to_pandas()
    expected = runner.summarize({
        "winner": rows["winner"].to_numpy(), "first_player": rows["first_player"].to_numpy(),
        "turns": rows["turns"].to_numpy(), "reason": rows["win_reason"].map(REASON_NAMES.index).to_numpy()})
    assert chunk_summary_from_file(path, CHUNK, CHUNK) == expected
    assert chunk_summary_from_file(path, 0, CHUNK) is None                  # other game ids
    assert chunk_summary_from_file(path, CHUNK, CHUNK + 1) is None          # other row count
    assert chunk_summary_from_file(path, CHUNK + 1, CHUNK - 1) is None
    assert chunk_summary_from_file(str(tmp_path / "missing.parquet"), CHUNK, CHUNK) is None
    table = pq.read_table(path)
    odd = table.set_column(table.schema.get_field_index("win_reason"), "win_reason",
                           pa.array(["resigned"] * CHUNK))
    pq.write_table(odd, tmp_path / "odd.parquet")
    assert chunk_summary_from_file(str(tmp_path / "odd.parquet"), CHUNK, CHUNK) is None   # an unknown reason


def test_a_failed_start_leaves_no_directory(tmp_path, monkeypatch):
    import simcore.sweep

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(simcore.sweep, "play_sweep", interrupted)
    out = tmp_path / "new"
    assert sweep(*BASE, "--workers", "1", "--out", str(out)).exit_code == 130
    assert not out.exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    assert sweep(*BASE, "--workers", "1", "--out", str(empty)).exit_code == 130
    assert empty.is_dir() and not list(empty.iterdir())


def test_resume_refusals(reference, tmp_path):
    out = str(tmp_path / "done")
    shutil.copytree(reference[0], out)
    refused(*BASE, "--chunk-size", str(CHUNK), "--out", out, says="not empty")
    refused(*DECKS, "--games", str(GAMES), "--seed", "8", "--out", out, "--resume", says="seed 7 there, 8 here")
    refused(*DECKS, "--games", "400", "--seed", str(SEED), "--out", out, "--resume",
            says="games per pair 300 there, 400 here")
    refused("ST1", "ST2", "--games", str(GAMES), "--seed", str(SEED), "--out", out, "--resume",
            says="decks ST1, ST2, ST3 there, ST1, ST2 here")
    refused(*BASE, "--out", out, "--resume", "--mirrors", says="mirrors off there, on here")
    refused(*BASE, "--out", out, "--resume", "--chunk-size", "50", says="chunk size 100 there, 50 here")
    refused(*BASE, "--out", out, "--resume", "--pilot", "random", says="pilot a greedy there, random here")
    # A complete sweep resumes to the same report without playing.
    result = sweep_ok(*BASE, "--out", out, "--resume", "--format", "json")
    assert json.loads(result.stdout) == reference[1] and "complete" in result.stderr
    assert_same_dataset(reference[0], out)

    other = tmp_path / "other"
    other.mkdir()
    (other / "notes.txt").write_text("x")
    refused(*BASE, "--out", str(other), "--resume", says="holds no sweep")
    # --resume on a missing directory just starts.
    sweep_ok("ST1", "ST2", "--games", "10", "--workers", "1", "--out", str(tmp_path / "fresh"), "--resume")
    assert manifest(tmp_path / "fresh")["complete"] is True


def test_an_edited_deck_file_is_another_sweep(tmp_path):
    builtin = load_deck("ST1")
    lines = [f"{count} {number}" for number, count in builtin.main + builtin.eggs]
    deck = tmp_path / "mine.txt"
    deck.write_text("\n".join(lines) + "\n")
    out = str(tmp_path / "out")
    sweep_ok(str(deck), "ST2", "--games", "10", "--workers", "1", "--out", out)
    deck.write_text("\n".join(reversed(lines)) + "\n")   # same cards, another unshuffled order
    refused(str(deck), "ST2", "--games", "10", "--out", out, "--resume", says="deck list mine changed")


def test_argument_refusals(tmp_path, monkeypatch):
    out = tmp_path / "out"
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    text = "\n".join(f"{count} {number}" for number, count in load_deck("ST1").main + load_deck("ST1").eggs)
    (tmp_path / "a" / "deck.txt").write_text(text)
    (tmp_path / "b" / "deck.txt").write_text(text)
    refused("ST1", "st1", "--out", str(out), says="same name")
    refused(str(tmp_path / "a" / "deck.txt"), str(tmp_path / "b" / "deck.txt"), "ST2", says="same name")
    refused("ST1", "--out", str(out), says="no matchup")
    refused(*DECKS, "--games", "0", says="--games must be a positive integer")
    refused(*DECKS, "--workers", "0", says="--workers must be a positive integer")
    refused(*DECKS, "--mode", "swiss", says="--mode")
    refused(*DECKS, "--pilot", "nobody", says="unknown pilot")
    refused(*DECKS, "--scheduler", "tcp://127.0.0.1:8786", says="--scheduler needs --backend dask")
    refused(*DECKS, "--backend", "dask", "--scheduler", "tcp://127.0.0.1:8786", "--workers", "2",
            says="--workers")
    refused(*DECKS, "--resume", says="--resume needs --out")
    monkeypatch.setitem(sys.modules, "distributed", None)
    refused(*DECKS, "--backend", "dask", "--out", str(out), says="pip install 'dcgsim[dask]'")
    assert not out.exists()


def test_bounded_chunks_in_flight():
    from concurrent.futures import ThreadPoolExecutor

    m = runner.Matchup(load_deck("ST1"), load_deck("ST2"), seed=SEED)
    pulled, in_flight, most = [], set(), [0]

    def tasks():
        for k in range(20):
            pulled.append(k)
            yield (m, k, k, 1, None)

    class Recording(ThreadPoolExecutor):
        def submit(self, fn, *args):
            f = super().submit(fn, *args)
            in_flight.add(f)
            most[0] = max(most[0], sum(not x.done() for x in in_flight))
            return f

    with Recording(max_workers=1) as ex:
        results = runner.iter_chunk_results(tasks(), ex, max_in_flight=3)
        first = next(results)
        assert len(pulled) <= 4   # three submitted, at most one more after the first finished
        rest = list(results)
    assert most[0] <= 3
    got = sorted([first, *rest], key=lambda r: r[0][1])
    assert [t[1] for t, _ in got] == list(range(20))
    cols = runner.play_chunk(m, 0, 20)
    assert [s["wins_a"] for _, s in got] == (cols["winner"] == 0).astype(int).tolist()


def test_manifest_differences_name_what_changed():
    plan = SweepPlan([load_deck("ST1"), load_deck("ST2")], 100, seed=1)
    a = plan.manifest()
    assert manifest_differences(a, dict(a)) == []
    b = SweepPlan([load_deck("ST1"), load_deck("ST2")], 100, mode="gauntlet", seed=2).manifest()
    assert manifest_differences(a, b) == ["mode round-robin there, gauntlet here", "seed 1 there, 2 here"]

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
    assert "dcgsim: 2 damaged chunk file(s) deleted; they are played again" in result.stderr.splitlines()
    assert "played 200 games" in result.stderr, result.stderr
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


# --- the sweep module's parts, with what a user sees of them ---------------------------------------------

def test_sweep_pairs_refuses_an_unknown_mode():
    with pytest.raises(ValueError) as e:
        sweep_pairs(3, "swiss")
    assert str(e.value) == "unknown mode 'swiss' (choose from round-robin, gauntlet)"
    assert sweep_pairs(0) == [] and sweep_pairs(0, "gauntlet", mirrors=True) == []
    assert sweep_pairs(2, "gauntlet") == [(0, 1)]


def test_deck_digest_is_the_sha256_of_the_list_as_parsed():
    """Manifests written by earlier runs hold this digest: it must stay the same for the same list."""
    import hashlib

    from simcore.sweep import deck_digest

    st1 = load_deck("ST1")
    entries = lambda pairs: ",".join(f'["{n}",{c}]' for n, c in pairs)   # noqa: E731
    text = '{"main":[' + entries(st1.main) + '],"eggs":[' + entries(st1.eggs) + ']}'
    assert deck_digest(st1) == hashlib.sha256(text.encode()).hexdigest()


def test_distinct_names_messages(tmp_path):
    from simcore.sweep import SweepError, check_distinct_names

    def message(decks):
        with pytest.raises(SweepError) as e:
            check_distinct_names(decks)
        return str(e.value)

    tail = "; each deck of a sweep needs a distinct name (rename a file)"
    st1 = load_deck("ST1")
    assert message([st1, load_deck("ST2"), st1]) == "decks 'ST1' and 'ST1' have the same name" + tail
    text = "\n".join(f"{c} {n}" for n, c in st1.main + st1.eggs)
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "Mine.txt").write_text(text)
    (tmp_path / "mine.txt").write_text(text)
    upper, lower = load_deck(str(tmp_path / "a" / "Mine.txt")), load_deck(str(tmp_path / "mine.txt"))
    assert message([upper, lower]) == ("decks 'Mine' and 'mine' have names that differ only in letter case "
                                       f"({upper.source} and {lower.source})" + tail)
    file_st1 = load_deck(str((tmp_path / "ST1.txt").write_text(text) and tmp_path / "ST1.txt"))
    assert message([st1, file_st1]) == f"decks 'ST1' and 'ST1' have the same name (built-in and {file_st1.source})" + tail
    check_distinct_names([st1, load_deck("ST2"), upper])


def test_manifest_records_the_plan():
    from importlib.metadata import version

    plan = SweepPlan([load_deck("ST1"), load_deck("ST2"), load_deck("ST3")], 100, mode="gauntlet", mirrors=True,
                     pilot="random", seed=3, chunk_size=30)
    m = plan.manifest()
    digests = [d["sha256"] for d in m["decks"]]
    assert len(set(digests)) == 3 and all(len(x) == 64 for x in digests)
    assert m == {
        "format": "dcgsim-sweep/1",
        "decks": [{"name": n, "sha256": x} for n, x in zip(DECKS, digests)],
        "mode": "gauntlet", "mirrors": True, "pilot_a": "random", "pilot_b": "random", "seed": 3,
        "games_per_pair": 100, "chunk_size": 30, "turn_cap": 400, "rules_version": runner.RULES_VERSION,
        "dcgsim_version": version("dcgsim"), "deck_sources": ["built-in"] * 3, "deck_archetypes": {},
        "pairs": [["ST1", "ST1"], ["ST1", "ST2"], ["ST1", "ST3"]], "total_games": 300, "complete": False}
    assert plan.total_games == 300 and plan.chunks() == [(0, 0, 30), (1, 30, 30), (2, 60, 30), (3, 90, 10)]
    assert [(x.deck_a.name, x.deck_b.name, x.pilot_a, x.pilot_b, x.seed) for x in plan.matchups()] == [
        ("ST1", "ST1", "random", "random", 3), ("ST1", "ST2", "random", "random", 3),
        ("ST1", "ST3", "random", "random", 3)]
    assert SweepPlan([load_deck("ST1"), load_deck("ST2")], 5000).chunk_size == 1000   # the default
    import dataclasses

    with pytest.raises(dataclasses.FrozenInstanceError):   # pairs and chunk size are derived once
        plan.mirrors = False


def test_manifest_file_round_trip_and_refusals(tmp_path):
    from simcore.sweep import SweepError, read_manifest, write_manifest

    assert read_manifest(str(tmp_path)) is None
    write_manifest(str(tmp_path), {"format": "dcgsim-sweep/1", "seed": 5})
    assert os.listdir(tmp_path) == [MANIFEST_NAME]
    assert (tmp_path / MANIFEST_NAME).read_text() == '{\n "format": "dcgsim-sweep/1",\n "seed": 5\n}\n'
    assert read_manifest(str(tmp_path)) == {"format": "dcgsim-sweep/1", "seed": 5}
    path = str(tmp_path / MANIFEST_NAME)
    for text, says in [("{", f"{path}: unreadable sweep manifest (Expecting property name enclosed in double "
                              "quotes: line 1 column 2 (char 1))"),
                       ("[1]", f"{path}: not a dcgsim sweep manifest"),
                       ('{"format": "dcgsim-sweep/2"}', f"{path}: not a dcgsim sweep manifest")]:
        (tmp_path / MANIFEST_NAME).write_text(text)
        with pytest.raises(SweepError) as e:
            read_manifest(str(tmp_path))
        assert str(e.value) == says


def test_manifest_differences_of_each_kind():
    plan = SweepPlan([load_deck("ST1"), load_deck("ST2")], 100)
    a = plan.manifest()
    edited = dict(a, decks=[{"name": "ST1", "sha256": "0"}, {"name": "ST2", "sha256": "1"}])
    assert manifest_differences(edited, a) == ["deck lists ST1, ST2 changed"]
    assert manifest_differences(dict(a, decks=[a["decks"][0], {"name": "ST2", "sha256": "1"}]), a) == [
        "deck list ST2 changed"]
    assert manifest_differences(dict(a, decks="ST1"), a) == ["decks 'ST1' there, ST1, ST2 here"]
    assert manifest_differences(dict(a, decks=[{"sha256": "0"}]), a) == ["decks ? there, ST1, ST2 here"]
    assert manifest_differences(dict(a, card_stats=True), a) == ["card stats on there, off here"]
    assert manifest_differences(a, dict(a, mirrors=True, turn_cap=5)) == ["mirrors off there, on here",
                                                                          "turn cap 400 there, 5 here"]
    assert manifest_differences(dict(a, rules={"x": True, "y": False, "z": True}), dict(a, rules={"y": True})) \
        == ["rules switched on: x, z there, y here"]
    assert manifest_differences(dict(a, dcgsim_version="0.1", rules_version="4.0", pilot_b="random"), a) == [
        "pilot b random there, greedy here", f"rules version 4.0 there, {runner.RULES_VERSION} here",
        f"dcgsim version 0.1 there, {a['dcgsim_version']} here"]
    # entries for readers only are no part of the identity
    assert manifest_differences(dict(a, pairs=[], total_games=1, complete=True, deck_sources=[]), a) == []


def test_chunk_summary_reads_the_overflow_count(reference, tmp_path):
    from simcore.sweep import chunk_summary_from_file

    table = pq.read_table(os.path.join(reference[0], "deck_a=ST1", "deck_b=ST2", "part-000000.parquet"))
    assert chunk_summary_from_file(os.path.join(reference[0], "deck_a=ST1", "deck_b=ST2", "part-000000.parquet"),
                                   0, CHUNK)["overflow_games"] == 0
    for value, expected in [(b"3", 3), (b"x", 0), (None, 0)]:
        meta = {k: v for k, v in table.schema.metadata.items() if k != b"overflow_games"}
        if value is not None:
            meta[b"overflow_games"] = value
        pq.write_table(table.replace_schema_metadata(meta), tmp_path / "c.parquet")
        summary = chunk_summary_from_file(str(tmp_path / "c.parquet"), 0, CHUNK)
        assert summary["overflow_games"] == expected and summary["games"] == CHUNK


def test_card_records_whole(tmp_path):
    from simcore.sweep import card_records_whole

    def ids(*values):
        path = tmp_path / f"r{len(list(tmp_path.iterdir()))}.parquet"
        pq.write_table(pa.table({"game_id": pa.array(values, pa.int64())}), path)
        return str(path)

    assert card_records_whole(ids(10, 10, 11, 12, 12), 10, 3)        # several rows a game
    assert not card_records_whole(ids(10, 12), 10, 3)                # a game without rows
    assert not card_records_whole(ids(10, 11, 12, 13), 10, 3)        # another chunk's game
    assert not card_records_whole(ids(), 0, 0)                       # no rows at all
    assert not card_records_whole(str(tmp_path / "missing.parquet"), 0, 1)
    (tmp_path / "bad.parquet").write_bytes(b"PAR1 cut")
    assert not card_records_whole(str(tmp_path / "bad.parquet"), 0, 1)


def test_out_dir_refusals_whole(tmp_path, monkeypatch):
    from simcore.sweep import SweepError, check_out_dir

    def message(path, resume=False):
        with pytest.raises(SweepError) as e:
            check_out_dir(str(path), resume)
        return str(e.value)

    check_out_dir(str(tmp_path / "missing"), False)
    check_out_dir(str(tmp_path), False)                          # empty
    (tmp_path / "f").write_text("x")
    assert message(tmp_path / "f") == f"--out {tmp_path / 'f'}: exists and is not a directory"
    assert message(tmp_path) == (f"--out {tmp_path}: directory is not empty (choose a new one, or add --resume "
                                 "to finish the sweep written there)")
    assert message(tmp_path, True) == (f"--out {tmp_path}: cannot resume, the directory holds no sweep "
                                       "(_manifest.json is missing)")

    def unreadable(path):
        raise PermissionError(13, "Permission denied", path)

    monkeypatch.setattr(os, "listdir", unreadable)
    assert message(tmp_path, True) == f"--out {tmp_path}: cannot read directory (Permission denied)"


def test_open_sweep_creates_or_refuses_and_leaves_nothing(tmp_path, monkeypatch):
    import simcore.sweep as sw

    plan = SweepPlan([load_deck("ST1"), load_deck("ST2")], 20, chunk_size=10)
    state = sw.open_sweep(plan)
    assert state.out_dir is None and state.created is None and not os.listdir(tmp_path)
    state = sw.open_sweep(plan, str(tmp_path / "new"))
    assert state.created == "dir" and state.out_dir == str(tmp_path / "new")
    assert os.listdir(tmp_path / "new") == [MANIFEST_NAME] and manifest(tmp_path / "new") == plan.manifest()
    (tmp_path / "empty").mkdir()
    assert sw.open_sweep(plan, str(tmp_path / "empty")).created == "contents"
    assert sw.open_sweep(plan, str(tmp_path / "empty"), resume=True).created is None
    with pytest.raises(sw.SweepError):               # without resume, a sweep already there is refused
        sw.open_sweep(plan, str(tmp_path / "empty"))
    with pytest.raises(sw.SweepError) as e:
        sw.open_sweep(SweepPlan(plan.decks, 30, chunk_size=10, seed=1), str(tmp_path / "empty"), resume=True)
    assert str(e.value) == (f"cannot resume {tmp_path / 'empty'}: it holds another sweep (seed 0 there, 1 here; "
                            "games per pair 20 there, 30 here)")

    def full(out_dir, manifest):
        with open(os.path.join(out_dir, "partial"), "w"):
            pass
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(sw, "write_manifest", full)
    for name, made in [("fresh", False), ("kept", True)]:
        out = tmp_path / name
        if made:
            out.mkdir()
        with pytest.raises(sw.SweepError) as e:
            sw.open_sweep(plan, str(out))
        assert str(e.value) == f"--out {out}: cannot write (No space left on device)"
        assert out.exists() == made and (not made or not list(out.iterdir()))


def test_discard_new_sweep_empties_only_what_it_made(tmp_path):
    import simcore.sweep as sw

    plan = SweepPlan([load_deck("ST1"), load_deck("ST2")], 20, chunk_size=10)
    out = tmp_path / "out"
    out.mkdir()
    state = sw.open_sweep(plan, str(out))
    (out / "sub" / "deeper").mkdir(parents=True)
    (out / "sub" / "deeper" / "f").write_text("x")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "keep").write_text("x")
    os.symlink(tmp_path / "elsewhere", out / "link")
    sw.discard_new_sweep(state)
    assert out.is_dir() and not list(out.iterdir()) and (tmp_path / "elsewhere" / "keep").exists()

    state = sw.open_sweep(plan, str(out))
    state.add(0, 0, runner.merge_summaries([]))
    sw.discard_new_sweep(state)                      # a finished chunk: the sweep stays
    assert os.listdir(out) == [MANIFEST_NAME]
    resumed = sw.open_sweep(plan, str(out), resume=True)
    sw.discard_new_sweep(resumed)                    # not made by this run
    assert os.listdir(out) == [MANIFEST_NAME]


def test_finish_sweep_marks_the_manifest_once(tmp_path):
    import re

    import simcore.sweep as sw

    plan = SweepPlan([load_deck("ST1"), load_deck("ST2"), load_deck("ST3")], 20, chunk_size=10)
    state = sw.open_sweep(plan, str(tmp_path / "out"))
    (tmp_path / "out" / ".part-000000.parquet.1.tmp").write_text("x")
    state.summaries = [dict(runner.merge_summaries([]), overflow_games=k) for k in (2, 0, 3)]
    sw.finish_sweep(state)
    m = manifest(tmp_path / "out")
    assert m["complete"] is True and m["overflow_games"] == 5
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}", m["completed_at"]), m["completed_at"]
    assert sorted(os.listdir(tmp_path / "out")) == [MANIFEST_NAME]
    state.summaries = [runner.merge_summaries([])] * 3
    sw.finish_sweep(state)                           # already complete: left as it is
    assert manifest(tmp_path / "out") == m
    sw.finish_sweep(sw.open_sweep(plan))             # nothing written: nothing to do


def test_run_sweep_plays_resumes_and_removes_a_failed_start(tmp_path):
    import simcore.sweep as sw

    st1, st2 = load_deck("ST1"), load_deck("ST2")
    plan = SweepPlan([st1, st2], 30, seed=SEED, chunk_size=10)
    seen = []
    t0 = time.perf_counter()
    result = sw.run_sweep(plan, str(tmp_path / "out"), on_chunk=lambda task, s: seen.append((task[1], s["games"])))
    elapsed = time.perf_counter() - t0
    expected = runner.run_matchup(runner.Matchup(st1, st2, seed=SEED), 30, chunk_size=10)
    assert result.games_played == 30 and 0 < result.seconds <= elapsed and result.state.complete
    assert seen == [(0, 10), (1, 10), (2, 10)] and result.state.done == {(0, 0), (0, 1), (0, 2)}
    with pytest.raises(sw.SweepError) as e:          # not a resume unless asked for
        sw.run_sweep(plan, str(tmp_path / "out"))
    assert str(e.value) == (f"--out {tmp_path / 'out'}: directory is not empty (choose a new one, or add --resume "
                            "to finish the sweep written there)")
    assert result.state.summaries == [expected]
    assert manifest(tmp_path / "out")["complete"] is True
    again = sw.run_sweep(plan, str(tmp_path / "out"), resume=True)
    assert again.games_played == 0 and again.state.summaries == [expected]
    with pytest.raises(sw.SweepError) as e:
        sw.run_sweep(plan, str(tmp_path / "bad"), backend="cloud")
    assert str(e.value) == "unknown backend 'cloud' (choose from local, dask)"
    assert not (tmp_path / "bad").exists()
    assert sw.run_sweep(plan).state.summaries == [expected]     # without a directory


def test_local_backend(tmp_path):
    import simcore.sweep as sw

    with pytest.raises(sw.SweepError) as e:
        with sw.open_backend("local", 2, scheduler="tcp://127.0.0.1:1"):
            pass
    assert str(e.value) == "--scheduler needs --backend dask"
    with sw.open_backend("local", 1) as (ex, limit):
        assert (ex, limit) == (None, None)
    with sw.open_backend() as (ex, limit):           # the defaults: this process
        assert (ex, limit) == (None, None)


@pytest.mark.parametrize("failure, says", [
    ("lost", "a worker process stopped before finishing its chunk (killed, out of memory, or its machine lost: "
             "BrokenProcessPool)"),
    ("disk", "cannot write a chunk file ([Errno 28] No space left on device)")])
def test_a_chunk_that_cannot_finish_stops_the_sweep(tmp_path, monkeypatch, failure, says):
    from concurrent.futures.process import BrokenProcessPool

    real_run_chunk = runner.run_chunk
    calls = []

    def failing_on_the_third_chunk(*task):
        calls.append(task)
        if len(calls) == 3:
            raise BrokenProcessPool("gone") if failure == "lost" else OSError(28, "No space left on device")
        return real_run_chunk(*task)

    monkeypatch.setattr(runner, "run_chunk", failing_on_the_third_chunk)
    out = str(tmp_path / "out")
    result = sweep(*BASE, "--chunk-size", str(CHUNK), "--workers", "1", "--out", out)
    assert result.exit_code == 1
    assert result.stderr.strip().splitlines() == [
        f"dcgsim: error: {says}; the finished chunks are kept: run the same command with --resume to play the rest"]
    assert len(dataset_files(out)) == 2 and manifest(out)["complete"] is False
    monkeypatch.setattr(runner, "run_chunk", real_run_chunk)
    result = sweep_ok(*BASE, "--chunk-size", str(CHUNK), "--workers", "1", "--out", out, "--resume")
    assert "200 of 900 games already" in result.stderr


def test_sweep_state_counts_done_chunks_and_lists_the_rest(tmp_path):
    import simcore.sweep as sw

    plan = SweepPlan([load_deck("ST1"), load_deck("ST2"), load_deck("ST3")], 25, chunk_size=10, card_stats=True)
    state = sw.open_sweep(plan, str(tmp_path / "out"))
    out = str(tmp_path / "out")
    m = plan.matchups()
    assert list(state.pending_tasks()) == [(m[p], ci, g0, n, out, False, True)
                                           for p in range(3) for ci, g0, n in [(0, 0, 10), (1, 10, 10), (2, 20, 5)]]
    one = dict(runner.merge_summaries([]), games=10, wins_a=4, wins_b=6, reasons={"security": 10})
    state.add(1, 0, one)
    state.add(1, 2, dict(one, games=5, reasons={"deck_out": 5}))
    assert state.games_done == 15 and not state.complete and state.done == {(1, 0), (1, 2)}
    assert state.summaries[1] == dict(runner.merge_summaries([]), games=15, wins_a=8, wins_b=12,
                                      reasons={"security": 10, "deck_out": 5})
    assert state.summaries[0] == state.summaries[2] == runner.merge_summaries([])
    assert [(t[0], t[1]) for t in state.pending_tasks()] == [
        (m[0], 0), (m[0], 1), (m[0], 2), (m[1], 1), (m[2], 0), (m[2], 1), (m[2], 2)]
    state.games_done = 75
    assert state.complete


def test_resume_removes_only_temporary_files(tmp_path):
    import simcore.sweep as sw

    plan = SweepPlan([load_deck("ST1"), load_deck("ST2")], 20, chunk_size=10)
    out = tmp_path / "out"
    sw.open_sweep(plan, str(out))
    (out / "deck_a=ST1" / "deck_b=ST2").mkdir(parents=True)
    left = [out / ".part-000000.parquet.77.tmp", out / "deck_a=ST1" / "deck_b=ST2" / ".part-000001.parquet.8.tmp"]
    kept = [out / ".hidden", out / "notes.tmp", out / "deck_a=ST1" / ".tmpfile"]
    for path in left + kept:
        path.write_text("x")
    state = sw.open_sweep(plan, str(out), resume=True)
    assert state.temp_removed == 2 and state.replaced == 0 and state.games_done == 0
    assert [p.exists() for p in left + kept] == [False, False, True, True, True]


class FakeDaskClient:
    """What check_dask_workers asks of a dask.distributed Client, with the answers a test needs."""

    def __init__(self, reports=None, joined=True, run_error=None):
        self.reports, self.joined, self.run_error = reports, joined, run_error

    def wait_for_workers(self, n, timeout):
        assert n == 1 and timeout == 60
        if not self.joined:
            raise TimeoutError

    def run(self, fn):
        if self.run_error:
            raise self.run_error
        assert fn.__name__ == "_worker_report"
        return self.reports

    def nthreads(self):
        if self.reports is None:
            raise OSError("scheduler gone")
        return {w: 2 for w in self.reports}


def test_dask_worker_checks():
    from importlib.metadata import version

    import simcore.sweep as sw

    mine = version("dcgsim")

    def refusal(client):
        with pytest.raises(sw.SweepError) as e:
            sw.check_dask_workers(client, "tcp://10.0.0.1:8786")
        return str(e.value)

    assert refusal(FakeDaskClient(joined=False)) == \
        "no Dask worker joined the scheduler at tcp://10.0.0.1:8786 within 60 s"
    assert refusal(FakeDaskClient(run_error=ModuleNotFoundError("No module named 'simcore'"))) == (
        "Dask workers cannot run dcgsim (ModuleNotFoundError: No module named 'simcore'); install dcgsim on "
        "every worker")
    assert refusal(FakeDaskClient({"tcp://b": ("0.1", True), "tcp://a": ("0.2", True), "tcp://c": (mine, True)})) \
        == f"Dask workers run another dcgsim version than this one ({mine}): tcp://a has 0.2, tcp://b has 0.1"
    notes = []
    sw.check_dask_workers(FakeDaskClient({"a": (mine, False), "b": (mine, True), "c": (mine, False)}),
                          on_note=notes.append)
    assert notes == ["2 of 3 Dask workers have no compiled engine in their numba cache and compile it first "
                     "(about a minute)"]
    notes.clear()
    sw.check_dask_workers(FakeDaskClient({"a": (mine, True)}), on_note=notes.append)
    sw.check_dask_workers(FakeDaskClient({"a": (mine, False)}))      # no one to tell
    assert notes == []
    assert sw._worker_threads(FakeDaskClient({"a": 0, "b": 0})) == 4
    assert sw._worker_threads(FakeDaskClient()) == 1
    assert sw._worker_report() == (mine, runner.engine_cache_is_warm())


def test_dask_worker_setup_ignores_interrupts():
    import threading

    import simcore.sweep as sw

    before = signal.getsignal(signal.SIGINT)
    try:
        sw.dask_setup(None)
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)
    failures = []
    t = threading.Thread(target=lambda: failures.append(sw.dask_setup(None)))   # not the main thread: no error
    t.start()
    t.join()
    assert failures == [None] and signal.getsignal(signal.SIGINT) is before


def test_a_local_pool_stops_at_once_on_a_failure():
    import simcore.sweep as sw

    with pytest.raises(KeyboardInterrupt):
        with sw.open_backend("local", 2) as (ex, limit):
            assert limit == 6
            # Ctrl-C in a terminal reaches the workers too: they leave it to this process
            assert ex.submit(signal.getsignal, signal.SIGINT).result() == signal.SIG_IGN
            slow = [ex.submit(time.sleep, 60) for _ in range(2)]   # a process each
            procs = list(ex._processes.values())
            assert len(procs) == 2
            raise KeyboardInterrupt
    # Poll rather than join: the pool's own thread may reap a worker first, and a join racing it
    # can report a stopped worker as running once.
    deadline = time.monotonic() + 10
    while any(p.exitcode is None for p in procs) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert [p.pid for p in procs if p.exitcode is None] == []
    assert all(f.cancelled() or f.exception() is not None for f in slow)


def test_the_dask_backend_says_how_to_install_it(tmp_path, monkeypatch):
    import simcore.sweep as sw

    monkeypatch.setitem(sys.modules, "distributed", None)
    with pytest.raises(sw.SweepError) as e:
        sw.import_distributed()
    assert str(e.value) == "the dask backend needs dask.distributed; install it with pip install 'dcgsim[dask]'"

    # a local sweep does not need it; a dask sweep is refused before its directory is touched
    st1, st2 = load_deck("ST1"), load_deck("ST2")
    assert sw.run_sweep(SweepPlan([st1, st2], 2)).games_played == 2
    out = tmp_path / "out"
    plan = SweepPlan([st1, st2], 20, chunk_size=10)
    sw.open_sweep(plan, str(out))
    (out / ".part-000000.parquet.5.tmp").write_text("x")
    with pytest.raises(sw.SweepError) as e:
        sw.run_sweep(plan, str(out), resume=True, backend="dask")
    assert str(e.value).startswith("the dask backend needs")
    assert sorted(os.listdir(out)) == [".part-000000.parquet.5.tmp", MANIFEST_NAME]


def test_a_plan_from_python_has_the_documented_defaults():
    st1, st2 = load_deck("ST1"), load_deck("ST2")
    plan = SweepPlan([st1, st2], 100)
    assert plan.decks == (st1, st2)                  # a tuple, whatever was given
    assert (plan.mode, plan.mirrors, plan.pilot, plan.seed, plan.chunk_size, plan.card_stats, plan.rules,
            plan.pairs) == ("round-robin", False, "greedy", 0, 100, False, 0, ((0, 1),))


def test_a_manifest_write_cut_short_leaves_a_file_that_resume_deletes(tmp_path, monkeypatch):
    from simcore.sweep import remove_temp_files, write_manifest

    def crash(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        write_manifest(str(tmp_path), {"format": "dcgsim-sweep/1"})
    monkeypatch.undo()
    assert os.listdir(tmp_path) == [f".{MANIFEST_NAME}.{os.getpid()}.tmp"]
    assert remove_temp_files(str(tmp_path)) == 1 and os.listdir(tmp_path) == []


def test_resume_counts_the_chunks_after_a_missing_one(reference, tmp_path):
    out = str(tmp_path / "gap")
    shutil.copytree(reference[0], out)
    os.remove(os.path.join(out, "deck_a=ST1", "deck_b=ST2", "part-000001.parquet"))
    result = sweep_ok(*BASE, "--chunk-size", str(CHUNK), "--workers", "1", "--out", out, "--resume")
    assert "resuming: 800 of 900 games already" in result.stderr and "played 100 games" in result.stderr
    assert_same_dataset(reference[0], out)


def test_a_failed_start_is_discarded_as_far_as_it_can_be(tmp_path, monkeypatch):
    import simcore.sweep as sw

    plan = SweepPlan([load_deck("ST1"), load_deck("ST2")], 20, chunk_size=10)

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    # the directory this run made, or one made inside an empty --out: what cannot be removed stays,
    # and the error that stopped the sweep is the one raised
    made = tmp_path / "made"
    state = sw.open_sweep(plan, str(made))
    monkeypatch.setattr(os, "rmdir", refuse)
    sw.discard_new_sweep(state)
    assert made.is_dir() and os.listdir(made) == []
    monkeypatch.undo()
    given = tmp_path / "given"
    given.mkdir()
    state = sw.open_sweep(plan, str(given))
    (given / "deck_a=ST1" / "deck_b=ST2").mkdir(parents=True)
    (given / "deck_a=ST1" / "deck_b=ST2" / ".part-000000.parquet.9.tmp").write_text("x")
    monkeypatch.setattr(os, "rmdir", refuse)
    sw.discard_new_sweep(state)
    assert sorted(os.listdir(given)) == ["deck_a=ST1"] and os.listdir(given / "deck_a=ST1" / "deck_b=ST2") == []


class FakeDistributed:
    """The parts of dask.distributed that open_backend uses, recording the calls."""

    def __init__(self, connect_error=None, threads=None):
        self.calls, self.connect_error, self.threads = [], connect_error, threads
        mine = runner.dcgsim_version()
        fake = self

        class LocalCluster:
            def __init__(self, **kwargs):
                fake.calls.append(("LocalCluster", kwargs))

            def close(self):
                fake.calls.append(("cluster.close",))

        class Executor:
            def shutdown(self, wait):
                fake.calls.append(("executor.shutdown", wait))

        class Client(FakeDaskClient):
            def __init__(self, address):
                fake.calls.append(("Client", "cluster" if isinstance(address, LocalCluster) else address))
                if fake.connect_error:
                    raise fake.connect_error
                super().__init__({"tcp://w1": (mine, True)})

            def nthreads(self):
                return fake.threads

            def get_executor(self, **kwargs):
                fake.calls.append(("get_executor", kwargs))
                return Executor()

            def close(self):
                fake.calls.append(("client.close",))

        self.LocalCluster, self.Client = LocalCluster, Client


def test_the_dask_backend_starts_its_own_cluster_or_connects(monkeypatch):
    import logging

    import simcore.sweep as sw

    fake = FakeDistributed(threads={"tcp://w1": 1, "tcp://w2": 1, "tcp://w3": 1})
    monkeypatch.setitem(sys.modules, "distributed", fake)
    with sw.open_backend("dask", 3) as (ex, limit):
        assert limit() == 9
        fake.threads = {}                             # a scheduler between workers: one chunk's worth
        assert limit() == 3
    assert fake.calls == [
        ("LocalCluster", dict(n_workers=3, threads_per_worker=1, processes=True, dashboard_address=None,
                              silence_logs=logging.CRITICAL, preload=["simcore.sweep"])),
        ("Client", "cluster"), ("get_executor", {"pure": False}), ("executor.shutdown", False),
        ("client.close",), ("cluster.close",)]

    fake.calls.clear()
    with sw.open_backend("dask", 1, scheduler="tcp://10.0.0.1:8786") as (ex, limit):
        pass
    assert fake.calls == [("Client", "tcp://10.0.0.1:8786"), ("get_executor", {"pure": False}),
                          ("executor.shutdown", False), ("client.close",)]

    fake.connect_error = OSError("Timed out trying to connect")
    fake.calls.clear()
    with pytest.raises(sw.SweepError) as e:
        with sw.open_backend("dask", 1, scheduler="tcp://10.0.0.1:8786"):
            pass
    assert str(e.value) == "cannot connect to the Dask scheduler at tcp://10.0.0.1:8786 (Timed out trying to connect)"
    assert fake.calls == [("Client", "tcp://10.0.0.1:8786")]
    fake.calls.clear()
    with pytest.raises(OSError):                      # its own cluster's client failing: the cluster is closed
        with sw.open_backend("dask", 2):
            pass
    assert [c[0] for c in fake.calls] == ["LocalCluster", "Client", "cluster.close"]

    fake.connect_error = None
    fake.calls.clear()
    names = ("tornado.application", "distributed")
    levels = [logging.getLogger(n).level for n in names]
    try:
        with pytest.raises(KeyboardInterrupt):       # stopped: results still in transit are not logged
            with sw.open_backend("dask", 2):
                raise KeyboardInterrupt
        assert [logging.getLogger(n).level for n in names] == [logging.CRITICAL] * 2
    finally:
        for n, level in zip(names, levels):
            logging.getLogger(n).setLevel(level)
    assert [c[0] for c in fake.calls] == ["LocalCluster", "Client", "get_executor", "executor.shutdown",
                                          "client.close", "cluster.close"]


def test_a_cold_engine_is_announced_with_its_compile_time(monkeypatch, capsys):
    import re

    from cli.common import announce_compile_if_cold

    monkeypatch.setattr(runner, "engine_cache_is_warm", lambda card_stats=False: False)
    assert announce_compile_if_cold() is True
    err = capsys.readouterr().err
    assert re.fullmatch(r"dcgsim: compiling the game engine; this happens once \(about \d+ s on 2 cores\), "
                        r"later runs start from the cache\n", err), err

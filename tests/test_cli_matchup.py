"""`dcgsim matchup` and `dcgsim replay` as a user runs them: the console script in a subprocess."""
import json
import math
import os
import subprocess
import sys
import textwrap
from importlib import resources
from importlib.metadata import version

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

GAMES = 300
SEED = 5
REPORT_KEYS = {"games", "wins_a", "wins_b", "draws", "win_rate_a", "ci95", "first_player_win_rate", "mean_turns",
               "win_reasons", "seed", "overflow_games"}
SCHEMA = {
    "game_id": pa.int64(), "seed": pa.int64(), "deck_a": pa.string(), "deck_b": pa.string(),
    "pilot_a": pa.string(), "pilot_b": pa.string(), "first_player": pa.int8(), "winner": pa.int8(),
    "win_reason": pa.string(), "turns": pa.int16(), "security_a": pa.int8(), "security_b": pa.int8(),
    "mulligan_a": pa.bool_(), "mulligan_b": pa.bool_(),
}


def run(exe, *args, cwd):
    return subprocess.run([exe, *args], cwd=cwd, capture_output=True, text=True, timeout=900)


def assert_quiet_success(r):
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    # only notices (compiling, approximate effects) may appear on stderr
    assert all(line.startswith("dcgsim: ") for line in r.stderr.splitlines()), r.stderr


@pytest.fixture(scope="module")
def work(tmp_path_factory):
    return tmp_path_factory.mktemp("cli")


@pytest.fixture(scope="module")
def dataset_run(dcgsim_exe, work):
    """One run with --out and JSON output, shared by the dataset tests."""
    out = work / "games"
    r = run(dcgsim_exe, "matchup", "ST1", "ST2", "--games", str(GAMES), "--seed", str(SEED), "--out", str(out),
            "--format", "json", cwd=work)
    assert_quiet_success(r)
    return json.loads(r.stdout), out


def read_dataset(out):
    parts = sorted(out.glob("deck_a=*/deck_b=*/part-*.parquet"))
    assert parts
    return [pq.read_table(p) for p in parts], parts


def test_json_report(dataset_run):
    report, _ = dataset_run
    assert set(report) >= REPORT_KEYS
    assert report["games"] == GAMES and report["seed"] == SEED
    assert report["wins_a"] + report["wins_b"] + report["draws"] == GAMES
    assert report["win_rate_a"] == pytest.approx((report["wins_a"] + 0.5 * report["draws"]) / GAMES)
    lo, hi = report["ci95"]
    assert 0 <= lo < report["win_rate_a"] < hi <= 1
    assert 0 <= report["first_player_win_rate"] <= 1
    assert report["mean_turns"] > 1
    assert sum(report["win_reasons"].values()) == GAMES
    assert set(report["win_reasons"]) <= {"security", "deck_out", "turn_limit"}
    assert report["overflow_games"] == 0     # no engine buffer is ever full in starter-deck games


def test_dataset_schema_metadata_and_rows(dataset_run):
    report, out = dataset_run
    tables, parts = read_dataset(out)
    assert [p.relative_to(out).parts[:2] for p in parts] == [("deck_a=ST1", "deck_b=ST2")] * len(parts)
    for t in tables:
        assert {f.name: f.type for f in t.schema} == SCHEMA
        meta = t.schema.metadata
        assert meta[b"dcgsim_version"].decode() == version("dcgsim")
        assert meta[b"rules_version"].decode() == "5.0"
        assert meta[b"master_seed"].decode() == str(SEED)
    rows = pa.concat_tables(tables).to_pylist()
    rows.sort(key=lambda r: r["game_id"])
    assert [r["game_id"] for r in rows] == list(range(GAMES))
    assert {(r["deck_a"], r["deck_b"], r["pilot_a"], r["pilot_b"]) for r in rows} == {
        ("ST1", "ST2", "greedy", "greedy")}
    assert len({r["seed"] for r in rows}) == GAMES
    # the dataset and the report tell the same story
    assert sum(r["winner"] == 0 for r in rows) == report["wins_a"]
    assert sum(r["winner"] == 1 for r in rows) == report["wins_b"]
    assert sum(r["turns"] for r in rows) / GAMES == pytest.approx(report["mean_turns"])
    assert sum(r["winner"] == r["first_player"] for r in rows) / GAMES == pytest.approx(
        report["first_player_win_rate"])
    reasons = {}
    for r in rows:
        reasons[r["win_reason"]] = reasons.get(r["win_reason"], 0) + 1
    assert reasons == report["win_reasons"]
    # the first player is a fair coin (5 sigma)
    k = sum(r["first_player"] == 0 for r in rows)
    assert abs(k - GAMES / 2) <= 5 * math.sqrt(GAMES / 4)
    assert not list(out.rglob("*.tmp")) and not list(out.rglob(".*"))


def test_table_matches_json_and_workers_do_not_matter(dcgsim_exe, work, dataset_run):
    report, _ = dataset_run
    r = run(dcgsim_exe, "matchup", "ST1", "ST2", "--games", str(GAMES), "--seed", str(SEED), cwd=work)
    assert_quiet_success(r)
    lines = r.stdout.splitlines()
    assert lines[0] == f"ST1 (greedy) vs ST2 (greedy): {GAMES:,} games, seed {SEED}"
    assert f"{report['wins_a']:,} / {report['wins_b']:,} / {report['draws']:,}" in r.stdout
    assert f"{100 * report['win_rate_a']:6.2f}%" in r.stdout
    assert f"{report['mean_turns']:6.2f}" in r.stdout
    r2 = run(dcgsim_exe, "matchup", "ST1", "ST2", "--games", str(GAMES), "--seed", str(SEED), "--workers", "2",
             "--chunk-size", "70", "--format", "json", cwd=work)
    assert_quiet_success(r2)
    assert json.loads(r2.stdout) == report


def test_replay_text_and_json(dcgsim_exe, work, dataset_run):
    _, out = dataset_run
    rows = {r["game_id"]: r for t in read_dataset(out)[0] for r in t.to_pylist()}
    k = 7
    r = run(dcgsim_exe, "replay", "ST1", "ST2", "--seed", str(SEED), "--game", str(k), "--format", "json", cwd=work)
    assert_quiet_success(r)
    data = json.loads(r.stdout)
    assert {"game_id", "winner", "turns", "win_reason", "events"} <= set(data)
    assert data["game_id"] == k
    for col in ("winner", "turns", "win_reason", "seed", "first_player"):
        assert data[col] == rows[k][col], col
    assert data["events"] and all({"turn", "player", "kind", "memory"} <= set(e) for e in data["events"])
    assert data["events"][-1]["kind"] == "game_end"
    t = run(dcgsim_exe, "replay", "ST1", "ST2", "--seed", str(SEED), "--game", str(k), cwd=work)
    assert_quiet_success(t)
    lines = t.stdout.splitlines()
    assert lines[0].startswith(f"Game {k} of ST1 (A, greedy) vs ST2 (B, greedy), master seed {SEED}, "
                               f"game seed {rows[k]['seed']}")
    winner = "A (ST1)" if data["winner"] == 0 else "B (ST2)"
    assert lines[1] == f"Result: {winner} wins by {data['win_reason']} after {data['turns']} turns"
    assert sum(line.startswith("Turn ") for line in lines) == data["turns"]


# --- bad input: exit status 2, one line on stderr, no traceback, nothing written ----------------------------

def deck_text(edit=None):
    """ST1 as a deck file, optionally edited: edit(list of (count, number)) -> list."""
    text = resources.files("decks").joinpath("data", "ST1.txt").read_text(encoding="utf-8")
    entries = []
    for line in text.splitlines():
        line = line.split("#")[0].strip()
        if line:
            count, number = line.split()[:2]
            entries.append((int(count), number))
    if edit:
        entries = edit(entries)
    return "".join(f"{c} {n}\n" for c, n in entries)


def two_copies_more(entries):
    (c, n), rest = entries[1], entries[2:]
    return [entries[0], (c + 1, n)] + [(rest[0][0] - 1, rest[0][1])] + rest[1:]


BAD_FILES = {
    "short.txt": deck_text(lambda e: e[:-1] + [(e[-1][0] - 1, e[-1][1])]),         # 49 cards
    "copies.txt": deck_text(two_copies_more),                                        # 5 copies of one card
    "unknown.txt": deck_text(lambda e: e[:-1] + [(e[-1][0], "ZZ9-999")]),
    "eggs.txt": deck_text(lambda e: [(4, "ST1-01"), (2, "ST2-01")] + e[1:]),        # 6 Digi-Eggs
}
ERROR_CASES = [
    ("games 0", ["matchup", "ST1", "ST2", "--games", "0"]),
    ("games negative", ["matchup", "ST1", "ST2", "--games", "-3"]),
    ("games not an integer", ["matchup", "ST1", "ST2", "--games", "ten"]),
    ("games fractional", ["matchup", "ST1", "ST2", "--games", "1.5"]),
    ("unknown pilot a", ["matchup", "ST1", "ST2", "--games", "10", "--pilot-a", "nobody"]),
    ("unknown pilot b", ["matchup", "ST1", "ST2", "--games", "10", "--pilot-b", "nobody"]),
    ("unknown built-in deck", ["matchup", "ST9", "ST2", "--games", "10"]),
    ("missing deck file", ["matchup", "ST1", "missing.txt", "--games", "10"]),
    ("49 cards", ["matchup", "short.txt", "ST2", "--games", "10"]),
    ("too many copies", ["matchup", "copies.txt", "ST2", "--games", "10"]),
    ("unknown card", ["matchup", "ST1", "unknown.txt", "--games", "10"]),
    ("too many eggs", ["matchup", "eggs.txt", "ST2", "--games", "10"]),
    ("binary deck file", ["matchup", "binary.txt", "ST2", "--games", "10"]),
    ("deck is a directory", ["matchup", "somedir", "ST2", "--games", "10"]),
    ("negative seed", ["matchup", "ST1", "ST2", "--games", "10", "--seed", "-1"]),
    ("out not empty", ["matchup", "ST1", "ST2", "--games", "10", "--out", "full"]),
    ("out is a file", ["matchup", "ST1", "ST2", "--games", "10", "--out", "plain.txt"]),
    ("out not creatable", ["matchup", "ST1", "ST2", "--games", "10", "--out", "plain.txt/sub"]),
    ("workers 0", ["matchup", "ST1", "ST2", "--games", "10", "--workers", "0"]),
    # a valid deck whose effects are only partly modeled (a warning) must not add a line to the error
    ("out not empty, approximate deck", ["matchup", "approx.txt", "ST2", "--games", "10", "--out", "full"]),
    ("replay negative game", ["replay", "ST1", "ST2", "--game", "-1"]),
    ("replay unknown deck", ["replay", "ST1", "missing.txt", "--game", "0"]),
    ("replay unknown pilot", ["replay", "ST1", "ST2", "--game", "0", "--pilot-a", "nobody"]),
    ("rules file missing", ["matchup", "ST1", "ST2", "--games", "10", "--rules", "missing.json"]),
    ("rules unknown switch", ["matchup", "ST1", "ST2", "--games", "10", "--rules", "rules_unknown.json"]),
    ("rules not a boolean", ["matchup", "ST1", "ST2", "--games", "10", "--out", "new", "--rules", "rules_number.toml"]),
    ("rules bad toml", ["sweep", "ST1", "ST2", "--games", "10", "--rules", "rules_bad.toml"]),
    ("rules not a table", ["replay", "ST1", "ST2", "--game", "0", "--rules", "rules_list.json"]),
]

# Runs many commands in one interpreter (the command's own group, as the console script calls it), each in a
# copy of the same small directory; reports exit status, output, and any file the command left behind.
DRIVER = textwrap.dedent("""
    import contextlib, io, json, os, shutil, sys, traceback
    from cli.main import main
    cases, template, root = json.loads(sys.stdin.read())
    def snapshot(d):
        out = {}
        for base, dirs, files in os.walk(d):
            for name in dirs + files:
                p = os.path.join(base, name)
                out[os.path.relpath(p, d)] = os.path.getsize(p) if os.path.isfile(p) else -1
        return out
    results = []
    for i, args in enumerate(cases):
        d = os.path.join(root, f"case{i}")
        shutil.copytree(template, d)
        before = snapshot(d)
        os.chdir(d)
        out, err = io.StringIO(), io.StringIO()
        code = None
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main(args, prog_name="dcgsim")
            except SystemExit as e:
                code = e.code
            except BaseException:
                traceback.print_exc()
                code = "raised"
        os.chdir(root)
        results.append({"code": code, "stdout": out.getvalue(), "stderr": err.getvalue(),
                        "changed": snapshot(d) != before})
    print(json.dumps(results))
""")


def approximate_deck_text():
    """A legal deck of Digimon whose effects are not all modeled (falls back to ST1 if every card is)."""
    try:
        from decks.catalog import load_catalog
        from decks.effects import card_coverage
    except ImportError:
        return deck_text()
    picks = [c.number for c in load_catalog().values()
             if c.kind == "digimon" and c.max_copies >= 4 and c.cost is not None and card_coverage(c) != "full"]
    if len(picks) < 13:
        return deck_text()
    return "".join(f"4 {n}\n" for n in picks[:12]) + f"2 {picks[12]}\n"


def error_template(root):
    t = root / "template"
    t.mkdir()
    (t / "approx.txt").write_text(approximate_deck_text())
    for name, text in BAD_FILES.items():
        (t / name).write_text(text)
    (t / "binary.txt").write_bytes(b"4 ST1-01\n\x00\x01\x02\xff" * 20)
    (t / "somedir").mkdir()
    (t / "full").mkdir()
    (t / "full" / "keep.txt").write_text("x")
    (t / "plain.txt").write_text("x")
    (t / "rules_unknown.json").write_text('{"piercing_wins_at_zero_security": true, "no_such_rule": true}')
    (t / "rules_number.toml").write_text("empty_deck_draw_loses = 1\n")
    (t / "rules_bad.toml").write_text("pass_gain_ends_turn = \n")
    (t / "rules_list.json").write_text('["gone_attacker_wins"]')
    return t


@pytest.fixture(scope="module")
def error_results(tmp_path_factory):
    root = tmp_path_factory.mktemp("errors")
    template = error_template(root)
    payload = json.dumps([[args for _, args in ERROR_CASES], str(template), str(root)])
    r = subprocess.run([sys.executable, "-c", DRIVER], input=payload, capture_output=True, text=True, timeout=600,
                       cwd=root)
    assert r.returncode == 0, r.stderr
    return dict(zip([name for name, _ in ERROR_CASES], json.loads(r.stdout.splitlines()[-1]), strict=True))


def test_bad_deck_files_fail_for_the_intended_reason():
    from decks.decklist import DeckError, parse_deck_text

    assert parse_deck_text(deck_text(), "ok.txt", "ok").main_cards()  # the unedited text is a valid deck
    for name, text in BAD_FILES.items():
        with pytest.raises(DeckError):
            parse_deck_text(text, name, name)


@pytest.mark.parametrize("case", [name for name, _ in ERROR_CASES])
def test_bad_input_is_one_line_and_exit_2(error_results, case):
    r = error_results[case]
    assert r["code"] == 2, r
    lines = r["stderr"].splitlines()
    assert len(lines) == 1 and lines[0].startswith("dcgsim: error: "), r["stderr"]
    assert "Traceback" not in r["stderr"]
    assert r["stdout"] == ""
    assert not r["changed"], "the command wrote something"


@pytest.mark.parametrize("args", [
    ["matchup", "ST1", "ST2", "--games", "0"],
    ["matchup", "ST1", "ST2", "--games", "x"],
    ["matchup", "missing.txt", "ST2"],
    ["replay", "ST1", "ST2", "--game", "-1"],
])
def test_bad_input_through_the_console_script(dcgsim_exe, tmp_path, args):
    r = run(dcgsim_exe, *args, cwd=tmp_path)
    assert r.returncode == 2
    assert len(r.stderr.splitlines()) == 1 and r.stderr.startswith("dcgsim: error: ")
    assert "Traceback" not in r.stderr and r.stdout == ""
    assert os.listdir(tmp_path) == []

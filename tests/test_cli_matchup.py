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
    from wilson_reference import wilson_by_definition

    score = report["wins_a"] + report["draws"] / 2
    assert (lo, hi) == pytest.approx(wilson_by_definition(score, report["games"]), abs=1e-12)
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


def test_check_mode_plays_the_same_games(dcgsim_exe, work, dataset_run):
    """--check verifies every action and changes nothing: the same report as the unchecked run."""
    r = run(dcgsim_exe, "matchup", "ST1", "ST2", "--games", str(GAMES), "--seed", str(SEED), "--check",
            "--format", "json", cwd=work)
    assert_quiet_success(r)
    assert json.loads(r.stdout) == dataset_run[0]


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
# why each of them is refused: (line or None, reason)
BAD_FILE_REASONS = {
    "short.txt": (None, "main deck has 49 cards; it must have exactly 50"),
    "copies.txt": (2, "5 copies of ST1-02 (Biyomon); at most 4 allowed"),
    "unknown.txt": (16, "unknown card number ZZ9-999"),
    "eggs.txt": (None, "Digi-Egg deck has 6 cards; at most 5 allowed"),
}
# (name, arguments, the one line the user must see)
ERROR_CASES = [
    ("games 0", ["matchup", "ST1", "ST2", "--games", "0"], "--games must be a positive integer, got 0"),
    ("games negative", ["matchup", "ST1", "ST2", "--games", "-3"], "--games must be a positive integer, got -3"),
    ("games not an integer", ["matchup", "ST1", "ST2", "--games", "ten"],
     "dcgsim matchup: Invalid value for '--games' / '-n': 'ten' is not a valid integer."),
    ("games fractional", ["matchup", "ST1", "ST2", "--games", "1.5"],
     "dcgsim matchup: Invalid value for '--games' / '-n': '1.5' is not a valid integer."),
    ("unknown pilot a", ["matchup", "ST1", "ST2", "--games", "10", "--pilot-a", "nobody"],
     "unknown pilot 'nobody' (choose from greedy, random, lookahead[:N], or a user pilot package.module:NAME)"),
    ("unknown pilot b", ["matchup", "ST1", "ST2", "--games", "10", "--pilot-b", "nobody"],
     "unknown pilot 'nobody' (choose from greedy, random, lookahead[:N], or a user pilot package.module:NAME)"),
    ("unknown built-in deck", ["matchup", "ST9", "ST2", "--games", "10"],
     "ST9: neither a built-in deck (ST1..ST6), a library deck (dcgsim decks list), a file nor a deck code"),
    ("missing deck file", ["matchup", "ST1", "missing.txt", "--games", "10"], "missing.txt: no such deck file"),
    ("49 cards", ["matchup", "short.txt", "ST2", "--games", "10"],
     "short.txt: main deck has 49 cards; it must have exactly 50"),
    ("too many copies", ["matchup", "copies.txt", "ST2", "--games", "10"],
     "copies.txt, line 2: 5 copies of ST1-02 (Biyomon); at most 4 allowed"),
    ("unknown card", ["matchup", "ST1", "unknown.txt", "--games", "10"],
     "unknown.txt, line 16: unknown card number ZZ9-999"),
    ("too many eggs", ["matchup", "eggs.txt", "ST2", "--games", "10"],
     "eggs.txt: Digi-Egg deck has 6 cards; at most 5 allowed"),
    ("binary deck file", ["matchup", "binary.txt", "ST2", "--games", "10"],
     "binary.txt: binary file, not a text deck list"),
    ("deck is a directory", ["matchup", "somedir", "ST2", "--games", "10"], "somedir: is a directory, not a deck file"),
    ("negative seed", ["matchup", "ST1", "ST2", "--games", "10", "--seed", "-1"],
     "--seed must be an integer in [0, 2**63-1], got -1"),
    ("out not empty", ["matchup", "ST1", "ST2", "--games", "10", "--out", "full"],
     "--out full: directory is not empty (choose a new one)"),
    ("out is a file", ["matchup", "ST1", "ST2", "--games", "10", "--out", "plain.txt"],
     "dcgsim matchup: Invalid value for '--out': Directory 'plain.txt' is a file."),
    ("out not creatable", ["matchup", "ST1", "ST2", "--games", "10", "--out", "plain.txt/sub"],
     "--out plain.txt/sub: cannot create directory (Not a directory)"),
    ("workers 0", ["matchup", "ST1", "ST2", "--games", "10", "--workers", "0"],
     "--workers must be a positive integer, got 0"),
    # a valid deck whose effects are only partly modeled (a warning) must not add a line to the error
    ("out not empty, approximate deck", ["matchup", "approx.txt", "ST2", "--games", "10", "--out", "full"],
     "--out full: directory is not empty (choose a new one)"),
    ("replay negative game", ["replay", "ST1", "ST2", "--game", "-1"], "--game must be in [0, 2**63-1], got -1"),
    ("replay unknown deck", ["replay", "ST1", "missing.txt", "--game", "0"], "missing.txt: no such deck file"),
    ("replay unknown pilot", ["replay", "ST1", "ST2", "--game", "0", "--pilot-a", "nobody"],
     "unknown pilot 'nobody' (choose from greedy, random, lookahead[:N], or a user pilot package.module:NAME)"),
    ("rules file missing", ["matchup", "ST1", "ST2", "--games", "10", "--rules", "missing.json"],
     "missing.json: cannot read the rules file (No such file or directory)"),
    ("rules unknown switch", ["matchup", "ST1", "ST2", "--games", "10", "--rules", "rules_unknown.json"],
     "rules_unknown.json: unknown rules switch 'no_such_rule' (known: pass_gain_ends_turn, gone_attacker_wins, "
     "piercing_wins_at_zero_security, empty_deck_draw_loses, effect_option_ignores_colors)"),
    ("rules not a boolean", ["matchup", "ST1", "ST2", "--games", "10", "--out", "new", "--rules", "rules_number.toml"],
     "rules_number.toml: rules switch 'empty_deck_draw_loses' must be true or false, not 1"),
    ("rules bad toml", ["sweep", "ST1", "ST2", "--games", "10", "--rules", "rules_bad.toml"],
     "rules_bad.toml: not a valid TOML rules file (Invalid value (at line 1, column 23))"),
    ("rules not a table", ["replay", "ST1", "ST2", "--game", "0", "--rules", "rules_list.json"],
     "rules_list.json: a rules file is a table of switch names to true or false"),
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
    payload = json.dumps([[args for _, args, _ in ERROR_CASES], str(template), str(root)])
    r = subprocess.run([sys.executable, "-c", DRIVER], input=payload, capture_output=True, text=True, timeout=600,
                       cwd=root)
    assert r.returncode == 0, r.stderr
    return dict(zip([name for name, _, _ in ERROR_CASES], json.loads(r.stdout.splitlines()[-1]), strict=True))


def test_bad_deck_files_fail_for_the_intended_reason():
    from decks.decklist import DeckError, parse_deck_text

    assert parse_deck_text(deck_text(), "ok.txt", "ok").main_cards()  # the unedited text is a valid deck
    assert set(BAD_FILE_REASONS) == set(BAD_FILES)
    for name, text in BAD_FILES.items():
        with pytest.raises(DeckError) as info:
            parse_deck_text(text, name, name)
        assert (info.value.line, info.value.reason) == BAD_FILE_REASONS[name], name
    # one Digi-Egg fewer than eggs.txt is the most a deck may have
    five = parse_deck_text(deck_text(lambda e: [(4, "ST1-01"), (1, "ST2-01")] + e[1:]), "five.txt", "five")
    assert five.egg_cards() == ["ST1-01"] * 4 + ["ST2-01"]


@pytest.mark.parametrize("case, reason", [(name, reason) for name, _, reason in ERROR_CASES],
                         ids=[name for name, _, _ in ERROR_CASES])
def test_bad_input_is_one_line_and_exit_2(error_results, case, reason):
    r = error_results[case]
    assert r["code"] == 2, r
    assert r["stderr"].splitlines() == [f"dcgsim: error: {reason}"], r["stderr"]
    assert "Traceback" not in r["stderr"]
    assert r["stdout"] == ""
    assert not r["changed"], "the command wrote something"


@pytest.mark.parametrize("args, reason", [
    (["matchup", "ST1", "ST2", "--games", "0"], "--games must be a positive integer, got 0"),
    (["matchup", "ST1", "ST2", "--games", "x"],
     "dcgsim matchup: Invalid value for '--games' / '-n': 'x' is not a valid integer."),
    (["matchup", "missing.txt", "ST2"], "missing.txt: no such deck file"),
    (["replay", "ST1", "ST2", "--game", "-1"], "--game must be in [0, 2**63-1], got -1"),
])
def test_bad_input_through_the_console_script(dcgsim_exe, tmp_path, args, reason):
    r = run(dcgsim_exe, *args, cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.splitlines() == [f"dcgsim: error: {reason}"]
    assert "Traceback" not in r.stderr and r.stdout == ""
    assert os.listdir(tmp_path) == []

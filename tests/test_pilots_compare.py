"""`dcgsim pilots compare`: A's record per deck is the sum of the matchups it plays from both seats; a
pilot against itself scores exactly one half in a mirror and complementary rates across; errors. Then the
command in this process with the games replaced by a result written out by hand: the table and the JSON
whole, the refusals whole, the bounds, the workers, the compile warm-up and the help."""
import json

import pytest
from click.testing import CliRunner

from cli.main import main
from cli_checks import one_error_line
from simcore.meta import wilson_interval
from simcore.runner import Matchup, run_matchup

N = 40


def compare(*args):
    r = CliRunner().invoke(main, ["pilots", "compare", *args])
    assert r.exit_code == 0, r.output
    return r


@pytest.fixture(scope="module")
def self_play():
    return json.loads(compare("greedy", "greedy", "--decks", "ST1", "ST4", "--games", str(N), "--cross",
                              "--workers", "1", "--format", "json").stdout)


def test_json_shape(self_play):
    r = self_play
    assert set(r) == {"pilot_a", "pilot_b", "decks", "games", "seed", "mirror", "mirrors", "cross", "crosses"}
    assert r["decks"] == ["ST1", "ST4"] and r["games"] == N and r["seed"] == 0
    assert list(r["mirror"]) == ["ST1", "ST4"]
    assert [(c["deck_a"], c["deck_b"]) for c in r["cross"]] == [("ST1", "ST4"), ("ST4", "ST1")]
    for cell in [*r["mirror"].values(), *r["cross"], r["mirrors"], r["crosses"]]:
        assert set(cell) >= {"games", "wins_a", "wins_b", "draws", "win_rate_a", "ci95"}
        assert cell["wins_a"] + cell["wins_b"] + cell["draws"] == cell["games"]
        lo, hi = wilson_interval(cell["wins_a"] + 0.5 * cell["draws"], cell["games"])
        assert cell["ci95"] == pytest.approx([float(lo), float(hi)])
    assert r["mirrors"]["games"] == 2 * N and r["crosses"]["games"] == 2 * N


def test_a_pilot_against_itself(self_play):
    """Both seats of a mirror see the same deals: exactly one half. Across, A on X against B on Y from
    one seat is B on X against A on Y from the other: the two cells add up to one."""
    for cell in self_play["mirror"].values():
        assert cell["win_rate_a"] == 0.5
        assert cell["ci95"][0] < 0.5 < cell["ci95"][1]
    x, y = self_play["cross"]
    assert x["win_rate_a"] + y["win_rate_a"] == 1
    assert x["wins_a"] == y["wins_b"] and x["draws"] == y["draws"]


def test_a_cell_is_its_two_seats(builtin_decks):
    r = json.loads(compare("greedy", "random", "--decks", "ST2", "--games", str(N + 1), "--seed", "3",
                           "--workers", "1", "--format", "json").stdout)
    d = builtin_decks["ST2"]
    first = run_matchup(Matchup(d, d, "greedy", "random", 3), N // 2 + 1)
    second = run_matchup(Matchup(d, d, "random", "greedy", 3), N // 2)
    cell = r["mirror"]["ST2"]
    assert cell["games"] == N + 1
    assert cell["wins_a"] == first["wins_a"] + second["wins_b"]
    assert cell["wins_b"] == first["wins_b"] + second["wins_a"]
    assert r["cross"] == [] and r["crosses"] is None


def test_table(self_play):
    out = compare("greedy", "greedy", "--decks", "ST1", "--decks", "ST4", "--games", str(N), "--cross",
                  "--workers", "1").stdout.splitlines()
    assert out[0].startswith("greedy (A) against greedy (B):")
    mirror = {line.split()[0]: line for line in out[2:5]}
    assert list(mirror) == ["ST1", "ST4", "all"]
    assert all("50.0%" in line and line.endswith(str(N if name != "all" else 2 * N))
               for name, line in mirror.items())
    assert out[5] == "cross: row = A's deck, column = B's deck"
    assert out[-1].startswith("all cross")


@pytest.mark.parametrize("args, says", [
    (["greedy", "random", "--decks", "ST1", "ST1"], "deck ST1 is given twice"),
    (["greedy", "random", "--decks", "ST1", "--games", "0"], "--games must be a positive integer"),
    (["greedy", "random", "--decks", "NOPE9"], "NOPE9"),
    (["greedy", "cautious", "--decks", "ST1"], "unknown pilot 'cautious'"),
    (["greedy", "random"], "Missing option '--decks'"),
])
def test_errors(args, says):
    one_error_line(CliRunner().invoke(main, ["pilots", "compare", *args]), says)


# --- the command with the games replaced ---------------------------------------------------------------------
# compare_pilots replaced by a recorder that returns a result written out by hand (nothing plays or compiles):
# the table and the JSON whole, the refusals whole, the bounds, the workers and the warm-up.

def _result(games, lo, hi, rate, **more):
    return {"games": games, "wins_a": 0, "wins_b": 0, "draws": 0, "win_rate_a": rate, "ci95": [lo, hi], **more}


RESULT = {
    "mirror": {"ST1": _result(2000, 0.478, 0.522, 0.5), "ST4": _result(2000, 0.613, 0.655, 0.634)},
    "mirrors": _result(4000, 0.551, 0.582, 0.567),
    "cross": [_result(2000, 0.0, 0.019, 0.0, deck_a="ST1", deck_b="ST4"),
              _result(2000, 0.981, 1.0, 1.0, deck_a="ST4", deck_b="ST1")],
    "crosses": _result(4000, 0.485, 0.516, 0.5),
}


@pytest.fixture
def played(monkeypatch):
    """compare_pilots, warm_up and the compile check replaced: the calls are recorded; compare_pilots returns
    RESULT (without cross cells unless --cross), or what the test puts in "result"."""
    from cli import pilots_command
    from simcore import pilot_compare, runner

    calls = {"compare": [], "warm": [], "cold": False, "result": None}

    def fake_compare(pilot_a, pilot_b, decks, games, seed=0, workers=1, cross=False, rules=0, on_done=None):
        calls["compare"].append({"pilots": (pilot_a, pilot_b), "decks": [d.name for d in decks], "games": games,
                                 "seed": seed, "workers": workers, "cross": cross, "rules": rules})
        if calls["result"] is not None:
            return calls["result"]
        return RESULT if cross else {**RESULT, "cross": [], "crosses": None}

    monkeypatch.setattr(pilot_compare, "compare_pilots", fake_compare)
    monkeypatch.setattr(runner, "warm_up", lambda m, card_stats=False: calls["warm"].append(m))
    monkeypatch.setattr(pilots_command, "announce_compile_if_cold", lambda card_stats=False: calls["cold"])
    return calls


def invoke(*args):
    return CliRunner().invoke(main, ["pilots", "compare", *args])


def test_table_whole(played):
    r = invoke("greedy", "random", "--decks", "ST1", "ST4", "--cross", "--seed", "7")
    assert r.exit_code == 0 and r.stderr == "", r.stderr
    assert r.stdout == (
        "greedy (A) against random (B): A's win rate in %, draws count half, 95% CI; 2,000 games a cell, half from "
        "each seat, seed 7\n"
        "mirror                           A wins      games\n"
        "ST1                50.0% [ 47.8,  52.2]      2,000\n"
        "ST4                63.4% [ 61.3,  65.5]      2,000\n"
        "all mirrors        56.7% [ 55.1,  58.2]      4,000\n"
        "cross: row = A's deck, column = B's deck\n"
        "                                    ST1                         ST4\n"
        "ST1                                   -         0.0% [  0.0,   1.9]\n"
        "ST4               100.0% [ 98.1, 100.0]                           -\n"
        "all cross          50.0% [ 48.5,  51.6]      4,000\n")
    assert played["compare"] == [{"pilots": ("greedy", "random"), "decks": ["ST1", "ST4"], "games": 2000, "seed": 7,
                                  "workers": played["compare"][0]["workers"], "cross": True, "rules": 0}]


def test_table_without_cross_ends_with_the_mirrors(played):
    r = invoke("random", "greedy", "--decks", "ST4", "--games", "1234567", "--workers", "1")
    assert r.exit_code == 0 and r.stderr == "", r.stderr
    assert r.stdout == (
        "random (A) against greedy (B): A's win rate in %, draws count half, 95% CI; 1,234,567 games a cell, half "
        "from each seat, seed 0\n"
        "mirror                           A wins      games\n"
        "ST4                63.4% [ 61.3,  65.5]      2,000\n"
        "all mirrors        56.7% [ 55.1,  58.2]      4,000\n")


def test_table_name_column_fits_the_longest_name():
    from cli.pilots_command import print_table

    report = {"pilot_a": "a", "pilot_b": "b", "decks": ["A Long Deck Name", "X"], "games": 10, "seed": 1,
              "mirror": {"A Long Deck Name": _result(10, 0.25, 0.75, 0.5), "X": _result(10, 0.1, 0.2, 0.15)},
              "mirrors": _result(20, 0.3, 0.7, 0.5),
              "cross": [_result(10, 0.2, 0.9, 0.6, deck_a="A Long Deck Name", deck_b="X")],
              "crosses": _result(10, 0.2, 0.9, 0.6)}
    runner = CliRunner()
    with runner.isolation() as (out, _err, _):
        print_table(report)
        text = out.getvalue().decode()
    assert text == (
        "a (A) against b (B): A's win rate in %, draws count half, 95% CI; 10 games a cell, half from each seat, "
        "seed 1\n"
        "mirror                                A wins      games\n"
        "A Long Deck Name        50.0% [ 25.0,  75.0]         10\n"
        "X                       15.0% [ 10.0,  20.0]         10\n"
        "all mirrors             50.0% [ 30.0,  70.0]         20\n"
        "cross: row = A's deck, column = B's deck\n"
        "                            A Long Deck Name                           X\n"
        "A Long Deck Name                           -        60.0% [ 20.0,  90.0]\n"
        "X                                          -                           -\n"
        "all cross               60.0% [ 20.0,  90.0]         10\n")


def test_json_is_the_whole_report_and_the_rules_reach_the_run(played, tmp_path):
    (tmp_path / "r.toml").write_text("piercing_wins_at_zero_security = true\n")
    r = invoke("greedy", "random", "--decks", "ST1", "--decks", "ST4", "--cross", "--games", "40", "--seed", "9",
               "--workers", "2", "--rules", str(tmp_path / "r.toml"), "--format", "json")
    assert r.exit_code == 0 and r.stderr == "", r.stderr
    report = json.loads(r.stdout)
    assert list(report) == ["pilot_a", "pilot_b", "decks", "games", "seed", "mirror", "mirrors", "cross", "crosses"]
    assert report == {"pilot_a": "greedy", "pilot_b": "random", "decks": ["ST1", "ST4"], "games": 40, "seed": 9,
                      **RESULT}
    from simcore import layout as L

    assert played["compare"] == [{"pilots": ("greedy", "random"), "decks": ["ST1", "ST4"], "games": 40, "seed": 9,
                                  "workers": 2, "cross": True, "rules": L.RS_PIERCING_WINS}]


def test_workers_default_to_the_cores_at_most_one_a_task(played, monkeypatch):
    from cli import pilots_command

    cores = [8]
    monkeypatch.setattr(pilots_command.os, "cpu_count", lambda: cores[0])
    # ST1 and ST4 with --cross: 4 cells of 2 seats each, 8 tasks
    for args, cpus, expect in [([], 8, 8), ([], 16, 8), ([], 3, 3), ([], None, 1), (["--workers", "3"], 8, 3),
                               (["--workers", "1024"], 8, 8), (["--workers", "5"], None, 5)]:
        cores[0] = cpus
        r = invoke("greedy", "random", "--decks", "ST1", "ST4", "--cross", "--games", "40", "--format", "json", *args)
        assert r.exit_code == 0, r.stderr
        assert played["compare"].pop()["workers"] == expect, (args, cpus)
    # one deck, one game: one task
    cores[0] = None
    r = invoke("greedy", "random", "--decks", "ST1", "--games", "1", "--format", "json")
    assert r.exit_code == 0, r.stderr
    assert played["compare"].pop()["workers"] == 1


def test_a_cold_engine_is_warmed_once_with_the_first_seat_of_the_first_deck(played, tmp_path):
    (tmp_path / "r.json").write_text('{"gone_attacker_wins": true}')
    r = invoke("greedy", "random", "--decks", "ST1", "ST4", "--games", "40", "--seed", "5", "--workers", "1",
               "--rules", str(tmp_path / "r.json"), "--format", "json")
    assert r.exit_code == 0, r.stderr
    assert played["warm"] == []                       # a warm engine: nothing to compile first
    played["cold"] = True
    r = invoke("greedy", "random", "--decks", "ST1", "ST4", "--games", "40", "--seed", "5", "--workers", "1",
               "--rules", str(tmp_path / "r.json"), "--format", "json")
    assert r.exit_code == 0, r.stderr
    from simcore import layout as L

    [m] = played["warm"]
    assert (m.deck_a.name, m.deck_b.name, m.pilot_a, m.pilot_b, m.seed, m.rules) == (
        "ST1", "ST1", "greedy", "random", 5, L.RS_GONE_ATTACKER_WINS)


@pytest.mark.parametrize("args, line", [
    (["--games", "0"], "dcgsim: error: --games must be a positive integer, got 0"),
    (["--games", "1000000001"], "dcgsim: error: --games must be at most 1000000000, got 1000000001"),
    (["--seed", "-1"], "dcgsim: error: --seed must be an integer in [0, 2**63-1], got -1"),
    (["--workers", "0"], "dcgsim: error: --workers must be a positive integer, got 0"),
    (["--workers", "1025"], "dcgsim: error: --workers must be at most 1024, got 1025"),
    (["ST1"], "dcgsim: error: deck ST1 is given twice"),
    (["ST4", "ST4", "ST1"], "dcgsim: error: deck ST1 is given twice"),
])
def test_refusals_whole_and_nothing_played(played, args, line):
    r = invoke("greedy", "random", "--decks", "ST1", *args)
    assert r.exit_code == 2 and r.stdout == "" and r.stderr == line + "\n", (r.stdout, r.stderr)
    assert played["compare"] == [] and played["warm"] == []


def test_a_directory_is_no_rules_file(played, tmp_path):
    r = invoke("greedy", "random", "--decks", "ST1", "--rules", str(tmp_path))
    assert r.exit_code == 2 and r.stdout == "", r.stdout
    assert r.stderr == (f"dcgsim: error: main pilots compare: Invalid value for '--rules': File '{tmp_path}' is a "
                        "directory.\n")
    assert played["compare"] == []


def test_the_largest_counts_are_accepted(played):
    r = invoke("greedy", "random", "--decks", "ST1", "--games", "1000000000", "--workers", "1024",
               "--seed", str(2**63 - 1), "--format", "json")
    assert r.exit_code == 0, r.stderr
    [call] = played["compare"]
    assert (call["games"], call["workers"], call["seed"]) == (10**9, 2, 2**63 - 1)


def test_help_names_every_option_and_default():
    r = CliRunner().invoke(main, ["pilots", "compare", "--help"])
    assert r.exit_code == 0
    assert r.stdout == HELP


HELP = (
    'Usage: main pilots compare [OPTIONS] PILOT_A PILOT_B [DECK]...\n'
    '\n'
    "  PILOT_A's win rate against PILOT_B (draws count half) on each deck, with 95%\n"
    '  Wilson intervals: mirror matches (both play the deck) and, with --cross, A on\n'
    '  one deck against B on another.\n'
    '\n'
    '  Pilots: greedy, random, lookahead[:N] (a search pilot, N rollouts per\n'
    "  candidate action), or a user pilot package.module:NAME (README, 'Pilots').\n"
    '  Decks as for dcgsim sweep (names, files, codes, selections, @FILE).\n'
    '\n'
    'Options:\n'
    '  --decks TEXT           A deck both pilots play (repeat, or several after one\n'
    '                         --decks: --decks ST1 ST2 ...).  [required]\n'
    '  -n, --games INTEGER    Games per deck (mirror) and per deck pair (cross), half\n'
    '                         from each seat.  [default: 2000]\n'
    '  --cross                Also A on each deck against B on each other deck.\n'
    '  --seed INTEGER         Master seed.  [default: 0]\n'
    '  -w, --workers INTEGER  Worker processes (default: the number of cores).\n'
    '  --rules FILE           A TOML (.toml) or JSON file of named switches for the\n'
    "                         [GAP] readings of the rules (README, 'Rules'); default:\n"
    "                         the engine's readings.\n"
    '  --format [table|json]  [default: table]\n'
    '  -h, --help             Show this message and exit.\n'
)

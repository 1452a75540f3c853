"""`dcgsim matchup` in this process, with the games replaced by a summary written out by hand: the report's
figures, the table and JSON whole, the refusals, --out's checks and clean-up, the workers, the compile warm-up,
the progress bar and the help. (tests/test_cli_matchup.py runs real games through the console script.)"""
import json
import os
import sys

import pytest
from click.testing import CliRunner

from cli import matchup as command
from cli.errors import InputError
from cli.main import main
from simcore import runner
from wilson_reference import wilson_by_definition

# 8 games: A wins 5, B 2, one draw (a score of 5.5); the first player won 3; 77 turns in all
SUMMARY = {"games": 8, "wins_a": 5, "wins_b": 2, "draws": 1, "first_player_wins": 3, "turns_sum": 77,
           "reasons": {"security": 6, "deck_out": 1, "turn_limit": 1}, "overflow_games": 0}


@pytest.fixture
def played(monkeypatch):
    """run_matchup replaced: records its arguments and returns SUMMARY (or what the test puts in "summary");
    "raise" makes it raise instead."""
    calls = {"summary": dict(SUMMARY), "args": [], "raise": None}

    def fake(m, n_games, workers=1, out_dir=None, chunk_size=None, on_done=None, check=False, card_stats=False):
        calls["args"].append({"m": m, "games": n_games, "workers": workers, "out_dir": out_dir,
                              "chunk_size": chunk_size, "on_done": on_done, "check": check,
                              "card_stats": card_stats})
        if calls["raise"] is not None:
            raise calls["raise"](m)
        return calls["summary"]

    monkeypatch.setattr(runner, "run_matchup", fake)
    monkeypatch.setattr(command, "announce_compile_if_cold", lambda card_stats=False: False)
    return calls


def matchup(*args):
    return CliRunner().invoke(main, ["matchup", *args])


def test_json_report_is_every_figure_of_the_summary(played):
    r = matchup("ST1", "ST2", "--games", "8", "--seed", "12", "--format", "json")
    assert r.exit_code == 0 and r.stderr == "", r.stderr
    report = json.loads(r.stdout)
    lo, hi = report.pop("ci95")
    assert (lo, hi) == pytest.approx(wilson_by_definition(5.5, 8), abs=1e-12)
    rules = report.pop("rules")
    assert rules and not any(rules.values())          # no rules file: every switch off
    assert report == {"deck_a": "ST1", "deck_b": "ST2", "pilot_a": "greedy", "pilot_b": "greedy", "games": 8,
                      "wins_a": 5, "wins_b": 2, "draws": 1, "win_rate_a": 5.5 / 8, "first_player_win_rate": 3 / 8,
                      "mean_turns": 77 / 8, "win_reasons": {"security": 6, "deck_out": 1, "turn_limit": 1},
                      "seed": 12, "overflow_games": 0}
    assert list(json.loads(r.stdout)) == ["deck_a", "deck_b", "pilot_a", "pilot_b", "games", "wins_a", "wins_b",
                                          "draws", "win_rate_a", "ci95", "first_player_win_rate", "mean_turns",
                                          "win_reasons", "seed", "overflow_games", "rules"]
    [call] = played["args"]
    assert (call["m"].deck_a.name, call["m"].deck_b.name, call["m"].seed) == ("ST1", "ST2", 12)
    assert (call["games"], call["workers"], call["out_dir"], call["chunk_size"], call["check"],
            call["card_stats"], call["on_done"]) == (8, 1, None, None, False, False, None)


def test_a_summary_without_overflow_count_reports_none(played):
    del played["summary"]["overflow_games"]
    r = matchup("ST1", "ST2", "--games", "8", "--format", "json")
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout)["overflow_games"] == 0


def test_table_is_the_whole_report(played):
    r = matchup("ST1", "ST2", "--games", "8", "--seed", "12", "--pilot-a", "random")
    assert r.exit_code == 0 and r.stderr == "", r.stderr
    assert r.stdout == (
        "ST1 (random) vs ST2 (greedy): 8 games, seed 12\n"
        "  ST1 win rate      68.75%   95% CI [35.58%, 89.76%]\n"
        "  wins A / B / draws  5 / 2 / 1\n"
        "  first player wins    37.50%\n"
        "  mean turns            9.62\n"
        "  win reasons         deck_out 1, security 6, turn_limit 1\n")
    assert [round(100 * x, 2) for x in wilson_by_definition(5.5, 8)] == [35.58, 89.76]


def test_table_groups_thousands_and_names_buffer_overflows(played):
    played["summary"] = {"games": 12345, "wins_a": 6000, "wins_b": 5345, "draws": 1000, "first_player_wins": 6200,
                         "turns_sum": 12345 * 11, "reasons": {"turn_limit": 1000, "security": 11345},
                         "overflow_games": 1234}
    r = matchup("ST3", "ST1", "--games", "12345", "--pilot-b", "random", "--workers", "1")
    assert r.exit_code == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "ST3 (greedy) vs ST1 (random): 12,345 games, seed 0"
    assert lines[1].startswith("  ST3 win rate      52.65%   95% CI [")
    assert lines[2:] == ["  wins A / B / draws  6,000 / 5,345 / 1,000",
                         "  first player wins    50.22%",
                         "  mean turns           11.00",
                         "  win reasons         security 11,345, turn_limit 1,000",
                         "  buffer overflows    1,234 games (an engine buffer was full)"]


def test_score_interval_is_wilsons_as_floats():
    lo, hi = command.score_interval(5.5, 8)
    assert type(lo) is float and type(hi) is float
    assert (lo, hi) == pytest.approx(wilson_by_definition(5.5, 8), abs=1e-12)
    assert command.score_interval(0, 10)[0] == pytest.approx(0, abs=1e-12)


def test_default_workers_one_per_20000_games_at_most_the_cores(monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    assert [command.default_workers(n) for n in (1, 19_999, 20_000, 39_999, 40_000, 79_999, 80_000, 10**9)] == \
        [1, 1, 1, 1, 2, 3, 4, 4]
    monkeypatch.setattr(os, "cpu_count", lambda: None)
    assert command.default_workers(10**9) == 1


def test_workers_chunk_size_check_and_card_stats_reach_the_run(played, tmp_path):
    out = tmp_path / "games"
    r = matchup("ST1", "ST2", "--games", "40000", "--chunk-size", "7", "--check", "--card-stats", "--out", str(out))
    assert r.exit_code == 0, r.stderr
    [call] = played["args"]
    assert (call["games"], call["workers"], call["out_dir"], call["chunk_size"], call["check"],
            call["card_stats"]) == (40000, min(os.cpu_count() or 1, 2), str(out), 7, True, True)
    assert out.is_dir() and os.listdir(out) == []      # made, and the probe file gone
    r = matchup("ST1", "ST2", "--games", "8", "--workers", "3")
    assert r.exit_code == 0, r.stderr
    assert played["args"][1]["workers"] == 3 and played["args"][1]["check"] is False


@pytest.mark.parametrize("args, reason", [
    (["--games", "0"], "--games must be a positive integer, got 0"),
    (["--games", str(10**10 + 1)], f"--games must be at most {10**10}, got {10**10 + 1}"),
    (["--workers", "0"], "--workers must be a positive integer, got 0"),
    (["--workers", "1025"], "--workers must be at most 1024, got 1025"),
    (["--chunk-size", "0"], "--chunk-size must be a positive integer, got 0"),
    (["--out", " "], "--out must name a directory, got an empty path"),
    (["--card-stats"], "--card-stats needs --out (the card records are written beside the games)"),
])
def test_refusals_are_one_line_and_play_nothing(played, args, reason):
    r = matchup("ST1", "ST2", *args)
    assert r.exit_code == 2 and r.stdout == ""
    assert r.stderr == f"dcgsim: error: {reason}\n"
    assert played["args"] == []


def test_the_largest_counts_are_accepted(played):
    played["summary"]["games"] = 10**10
    r = matchup("ST1", "ST2", "--games", str(10**10), "--workers", "1024", "--format", "json")
    assert r.exit_code == 0, r.stderr
    assert (played["args"][0]["games"], played["args"][0]["workers"]) == (10**10, 1024)


def test_out_must_be_a_new_or_empty_directory(played, tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("x")
    full = tmp_path / "full"
    full.mkdir()
    (full / "keep").write_text("x")
    with pytest.raises(InputError) as info:
        command.prepare_out_dir(str(afile))        # (click refuses a file given as --out before)
    assert str(info.value) == f"--out {afile}: exists and is not a directory"
    for out, reason in [(full, f"--out {full}: directory is not empty (choose a new one)"),
                        (afile / "sub", f"--out {afile / 'sub'}: cannot create directory (Not a directory)")]:
        r = matchup("ST1", "ST2", "--games", "8", "--out", str(out))
        assert r.exit_code == 2 and r.stdout == ""
        assert r.stderr == f"dcgsim: error: {reason}\n"
    assert played["args"] == [] and os.listdir(full) == ["keep"] and afile.read_text() == "x"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert command.prepare_out_dir(str(empty)) is False and os.listdir(empty) == []
    assert command.prepare_out_dir(str(tmp_path / "new" / "deeper")) is True
    assert os.listdir(tmp_path / "new" / "deeper") == []


def test_an_unwritable_out_is_removed_only_if_the_command_made_it(tmp_path, monkeypatch):
    def refuse(path, *args, **kwargs):
        raise PermissionError(13, "Permission denied", path)

    monkeypatch.setattr(command, "open", refuse, raising=False)
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(InputError) as info:
        command.prepare_out_dir(str(empty))
    assert str(info.value) == f"--out {empty}: not writable (Permission denied)"
    assert empty.is_dir()
    with pytest.raises(InputError) as info:
        command.prepare_out_dir(str(tmp_path / "made"))
    assert str(info.value) == f"--out {tmp_path / 'made'}: not writable (Permission denied)"
    assert os.listdir(tmp_path) == ["empty"]


def test_an_unwritable_out_that_cannot_be_removed_is_still_one_refusal(tmp_path, monkeypatch):
    def refuse(path, *args, **kwargs):
        raise PermissionError(13, "Permission denied", path)

    def stuck(path, *args, **kwargs):
        raise PermissionError(13, "Permission denied", path)

    monkeypatch.setattr(command, "open", refuse, raising=False)
    monkeypatch.setattr(os, "rmdir", stuck)
    with pytest.raises(InputError) as info:
        command.prepare_out_dir(str(tmp_path / "made"))
    assert str(info.value) == f"--out {tmp_path / 'made'}: not writable (Permission denied)"
    assert (tmp_path / "made").is_dir()           # left behind, as the removal could not be done


def violation(m):
    return runner.InvariantViolation(m, 3, 99, 1, 17)


def test_a_violation_exits_1_with_its_message_and_removes_the_new_out(played, tmp_path):
    from simcore.invariants import VIOLATION_NAMES

    played["raise"] = violation
    out = tmp_path / "games"
    r = matchup("ST1", "ST2", "--games", "8", "--seed", "4", "--check", "--out", str(out))
    assert r.exit_code == 1 and r.stdout == ""
    assert r.stderr == (f"dcgsim: invariant violated ({VIOLATION_NAMES[1]}) in game 3 (game seed 99) at action 17; "
                        "replay it with: dcgsim replay ST1 ST2 --seed 4 --game 3 --pilot-a greedy --pilot-b greedy\n")
    assert not out.exists()
    # a directory that was there before stays
    out.mkdir()
    r = matchup("ST1", "ST2", "--games", "8", "--check", "--out", str(out))
    assert r.exit_code == 1 and out.is_dir()


def test_an_interrupted_run_removes_the_new_out_and_goes_on_failing(played, tmp_path):
    played["raise"] = lambda m: KeyboardInterrupt()
    out = tmp_path / "games"
    r = matchup("ST1", "ST2", "--games", "8", "--out", str(out))
    assert r.exit_code == 130 and r.stdout == "" and not out.exists()
    played["raise"] = lambda m: MemoryError()
    r = matchup("ST1", "ST2", "--games", "8", "--out", str(out))
    assert isinstance(r.exception, MemoryError) and not out.exists()
    out.mkdir()
    r = matchup("ST1", "ST2", "--games", "8", "--out", str(out))
    assert isinstance(r.exception, MemoryError) and out.is_dir()


def test_a_stopped_run_whose_out_cannot_be_removed_still_ends_as_it_would(played, tmp_path, monkeypatch):
    def stuck(path, *args, **kwargs):
        raise PermissionError(13, "Permission denied", path)

    out = tmp_path / "games"
    played["raise"] = violation
    monkeypatch.setattr(os, "rmdir", stuck)
    r = matchup("ST1", "ST2", "--games", "8", "--check", "--out", str(out))
    assert r.exit_code == 1 and r.stderr.startswith("dcgsim: invariant violated (") and out.is_dir()
    played["raise"] = lambda m: KeyboardInterrupt()
    r = matchup("ST1", "ST2", "--games", "8", "--out", str(tmp_path / "other"))
    assert r.exit_code == 130 and (tmp_path / "other").is_dir()


def test_a_cold_engine_is_warmed_once_before_workers_or_user_pilots(played, monkeypatch):
    warmed = []
    cold = {"card_stats": []}

    def announce(card_stats=False):
        cold["card_stats"].append(card_stats)
        return True

    monkeypatch.setattr(command, "announce_compile_if_cold", announce)
    monkeypatch.setattr(command, "warm_up_engine", lambda m, card_stats=False: warmed.append((m.seed, card_stats)))
    assert matchup("ST1", "ST2", "--games", "8", "--workers", "1").exit_code == 0
    assert warmed == []                           # one worker: the run itself compiles
    assert matchup("ST1", "ST2", "--games", "8", "--workers", "2", "--seed", "5").exit_code == 0
    assert warmed == [(5, False)]
    monkeypatch.setattr(command, "uses_user_pilots", lambda a, b: (a, b) == ("greedy", "greedy"))
    assert matchup("ST1", "ST2", "--games", "8", "--workers", "1", "--seed", "6").exit_code == 0
    assert warmed == [(5, False), (6, False)]
    assert cold["card_stats"] == [False, False, False]
    monkeypatch.setattr(command, "announce_compile_if_cold", lambda card_stats=False: False)
    assert matchup("ST1", "ST2", "--games", "8", "--workers", "2").exit_code == 0
    assert warmed == [(5, False), (6, False)]


def test_progress_bar_only_for_50000_games_on_a_terminal(played, monkeypatch):
    monkeypatch.setattr(command, "stderr_is_terminal", lambda: True)
    assert matchup("ST1", "ST2", "--games", "49999", "--workers", "1").exit_code == 0
    assert played["args"][-1]["on_done"] is None
    r = matchup("ST1", "ST2", "--games", "50000", "--workers", "1")
    assert r.exit_code == 0, r.stderr
    on_done = played["args"][-1]["on_done"]
    assert on_done is not None
    monkeypatch.setattr(command, "stderr_is_terminal", lambda: False)
    assert matchup("ST1", "ST2", "--games", "50000", "--workers", "1").exit_code == 0
    assert played["args"][-1]["on_done"] is None


def test_progress_bar_counts_the_games_of_each_chunk(monkeypatch):
    seen = []

    def fake(m, n_games, workers=1, out_dir=None, chunk_size=None, on_done=None, check=False, card_stats=False):
        on_done(None, {"games": 20000})
        on_done(None, {"games": 30000})
        seen.append(n_games)
        return dict(SUMMARY)

    bars = []

    class Bar:
        def __init__(self, length, label, file):
            self.length, self.label, self.file, self.done = length, label, file, 0
            bars.append(self)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def update(self, n):
            self.done += n

    monkeypatch.setattr(runner, "run_matchup", fake)
    monkeypatch.setattr(command, "stderr_is_terminal", lambda: True)
    monkeypatch.setattr(command.click, "progressbar", Bar)
    assert command.run_with_progress(None, 50000, 1, None, None, False) == SUMMARY
    assert seen == [50000]
    [bar] = bars
    assert (bar.length, bar.label, bar.done) == (50000, "games", 50000)
    assert bar.file is sys.stderr


def test_help_names_every_option_and_default():
    r = CliRunner().invoke(main, ["matchup", "--help"])
    assert r.exit_code == 0
    assert r.stdout == HELP


HELP = (
    'Usage: main matchup [OPTIONS] DECK_A DECK_B\n'
    '\n'
    '  Play DECK_A against DECK_B (built-in ST1..ST6 or deck-list files) and report\n'
    "  A's win rate.\n"
    '\n'
    "  The first player is chosen at random for every game. With --out, every game's\n"
    '  outcome is written to a Parquet dataset (deck_a=.../deck_b=.../part-\n'
    '  NNNNNN.parquet).\n'
    '\n'
    'Options:\n'
    '  -n, --games INTEGER    Games to play.  [default: 10000]\n'
    '  --seed INTEGER         Master seed; game K is reproducible from it.  [default:\n'
    '                         0]\n'
    '  -w, --workers INTEGER  Worker processes (default: one per 20,000 games, at\n'
    '                         most the number of cores).\n'
    '  --out DIRECTORY        Write one row per game to a Parquet dataset in this new\n'
    '                         directory.\n'
    '  --pilot-a TEXT         Pilot of deck A: greedy, random, lookahead[:N] (a\n'
    '                         search pilot, N rollouts per candidate action), or a\n'
    "                         user pilot package.module:NAME (README, 'Pilots').\n"
    '                         [default: greedy]\n'
    '  --pilot-b TEXT         Pilot of deck B: greedy, random, lookahead[:N] (a\n'
    '                         search pilot, N rollouts per candidate action), or a\n'
    "                         user pilot package.module:NAME (README, 'Pilots').\n"
    '                         [default: greedy]\n'
    '  --format [table|json]  [default: table]\n'
    "  --check                Verify the rules' invariants after every action\n"
    '                         (slower); stop at the first violation with the game id\n'
    '                         and seed to replay it.\n'
    '  --card-stats           With --out, also record when each card of both lists\n'
    '                         was first in hand, played and on the field (DIR/_cards;\n'
    '                         read with dcgsim cards impact).\n'
    '  --rules FILE           A TOML (.toml) or JSON file of named switches for the\n'
    "                         [GAP] readings of the rules (README, 'Rules'); default:\n"
    "                         the engine's readings.\n"
    '  -h, --help             Show this message and exit.\n'
)

"""`dcgsim meta` and `dcgsim tournament` in this process: the tables and the JSON whole, every refusal whole,
the plot's checks and the help. The tournament's odds are replaced by a frame written out by hand (nothing is
simulated); the metagame's figures are those of small matrices worked out by hand."""
import json
import os
import sys
from types import SimpleNamespace

import pandas as pd
import pytest
from click.testing import CliRunner

from cli.main import main
from test_meta import GAMES, write_csv, write_games
from wilson_reference import wilson_by_definition

RPS_ROWS = [["deck", "Rock", "Paper", "Scissors"], ["Rock", 0.5, 0.0, 1.0], ["Paper", 1.0, 0.5, 0.0],
            ["Scissors", 0.0, 1.0, 0.5]]


def invoke(*args):
    return CliRunner().invoke(main, list(args))


def refused(result):
    """The one stderr line of a refused command (exit status 2, nothing on stdout)."""
    assert (result.exit_code, result.stdout) == (2, ""), (result.exit_code, result.output)
    return result.stderr


# --- dcgsim meta ---------------------------------------------------------------------------------------------

def test_meta_table_of_a_matrix_whole(tmp_path):
    # Rock Paper Scissors and a deck that loses to each: the Nash mix leaves it out
    rows = [["deck", "Rock", "Paper", "Scissors", "Dud"], ["Rock", 0.5, 0.0, 1.0, 1.0], ["Paper", 1.0, 0.5, 0.0, 1.0],
            ["Scissors", 0.0, 1.0, 0.5, 1.0], ["Dud", 0.0, 0.0, 0.0, 0.5]]
    matrix = write_csv(tmp_path / "m.csv", rows)
    shares = write_csv(tmp_path / "s.csv", [["deck", "share"], ["Rock", 0.5], ["Paper", 0.25], ["Scissors", 0.125],
                                            ["Dud", 0.125]])
    r = invoke("meta", "--matrix", str(matrix), "--shares", str(shares))
    assert (r.exit_code, r.stderr) == (0, ""), r.output
    # field: Rock .25 + 0 + .125 + .125 = .5; Paper .5 + .125 + 0 + .125 = .75; Scissors 0 + .25 + .0625 + .125
    # = .4375; Dud .0625
    assert r.stdout == (
        "Win rate of the row deck against the column deck (%)\n"
        "  #  deck       1   2   3   4   field  share   nash\n"
        "  1  Rock      50   0 100 100    50.0   50.0   33.3\n"
        "  2  Paper    100  50   0 100    75.0   25.0   33.3\n"
        "  3  Scissors   0 100  50 100    43.8   12.5   33.3\n"
        "  4  Dud        0   0   0  50     6.2   12.5    0.0\n"
        "\n"
        "Best response to the field: Paper (75.0%)\n"
        "Nash equilibrium (win rate 50.0%): Rock 33.3%, Paper 33.3%, Scissors 33.3%\n")


def test_meta_table_of_a_dataset_has_the_games_and_the_widest_interval(tmp_path):
    root = write_games(tmp_path / "games", GAMES)
    r = invoke("meta", "--results", root)
    assert (r.exit_code, r.stderr) == (0, ""), r.output
    # X against X: 2 wins of 3 (either seat); X against Y: 2 wins and a draw of 4; Y against itself: no games
    halves = [(hi - lo) / 2 for lo, hi in (wilson_by_definition(2, 3), wilson_by_definition(2.5, 4))]
    widest = f"{100 * max(halves):.1f}"
    assert widest == "36.5"
    field_x = 100 * (2 / 3 + 0.625) / 2
    assert r.stdout == (
        "Win rate of the row deck against the column deck (%)\n"
        "  #  deck   1   2   field  share   nash\n"     # the names are narrower than "deck"
        "  1  X  67  62    64.6   50.0  100.0\n"
        "  2  Y  38  50    43.8   50.0    0.0\n"
        "\n"
        "Games behind each cell\n"
        "  #  deck      1      2\n"
        "  1  X      3      4\n"
        "  2  Y      4      0\n"
        f"widest 95% interval: ±{widest} points\n"
        "\n"
        f"Best response to the field: X ({field_x:.1f}%)\n"
        "Nash equilibrium (win rate 50.0%): X 100.0%\n")


def test_meta_nash_mix_largest_first_and_one_game_cells_have_an_interval(tmp_path):
    # A beats B 60-40, B beats C 70-30, C beats A 80-20: the Nash mix is 1/3, 1/2, 1/6
    matrix = write_csv(tmp_path / "m.csv", [["deck", "A", "B", "C"], ["A", 0.5, 0.6, 0.2], ["B", 0.4, 0.5, 0.7],
                                            ["C", 0.8, 0.3, 0.5]])
    r = invoke("meta", "--matrix", str(matrix))
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[-1] == "Nash equilibrium (win rate 50.0%): B 50.0%, A 33.3%, C 16.7%"
    # one game behind every cell: each has its interval
    root = write_games(tmp_path / "games", [("X", "Y", 0, 0), ("X", "X", 0, 0), ("Y", "Y", 0, 0)])
    r = invoke("meta", "--results", root)
    assert r.exit_code == 0, r.output
    z = 1.959963984540054     # 1 game of 1 (or 0 of 1): the interval [1 / (1 + z**2), 1] (or its mirror)
    assert f"{100 * (1 - 1 / (1 + z * z)) / 2:.1f}" == "39.7"
    assert "widest 95% interval: ±39.7 points\n" in r.stdout


def test_meta_names_are_cut_to_30_characters_and_numbers_widen_past_99_decks(tmp_path):
    long30, long31 = "A" * 30, "B" * 29 + "CD"
    matrix = write_csv(tmp_path / "m.csv", [["deck", long30, long31], [long30, 0.5, 0.5], [long31, 0.5, 0.5]])
    r = invoke("meta", "--matrix", str(matrix))
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[1:4] == [
        "  #  deck" + " " * 26 + "   1   2   field  share   nash",
        "  1  " + long30 + "  50  50    50.0   50.0   50.0",
        "  2  " + "B" * 29 + "…  50  50    50.0   50.0   50.0",
    ]
    names = [f"D{i}" for i in range(100)]
    matrix = write_csv(tmp_path / "big.csv", [["deck", *names], *([n, *[0.5] * 100] for n in names)])
    lines = invoke("meta", "--matrix", str(matrix)).stdout.splitlines()
    assert lines[1].startswith("  #  deck    1    2    3") and lines[1].endswith("   99  100   field  share   nash")
    assert lines[101].startswith("100  D99   50   50") and lines[2].startswith("  1  D0    50   50")


def test_meta_json_of_a_dataset_whole(tmp_path):
    root = write_games(tmp_path / "games", GAMES)
    r = invoke("meta", "--results", root, "--format", "json")
    assert (r.exit_code, r.stderr) == (0, ""), r.output
    report = json.loads(r.stdout)
    assert list(report) == ["decks", "matrix", "shares", "field_win_rate", "best_response", "nash", "nash_value",
                            "games", "interval_low", "interval_high"]
    xx, xy = wilson_by_definition(2, 3), wilson_by_definition(2.5, 4)
    yx = wilson_by_definition(1.5, 4)
    low, high = report.pop("interval_low"), report.pop("interval_high")
    assert [low[0], low[1]] == [pytest.approx([xx[0], xy[0]], abs=1e-6), pytest.approx([yx[0], 0.0], abs=1e-6)]
    assert [high[0], high[1]] == [pytest.approx([xx[1], xy[1]], abs=1e-6), pytest.approx([yx[1], 1.0], abs=1e-6)]
    assert all(round(x, 6) == x for row in low + high for x in row)
    assert report == {"decks": ["X", "Y"], "matrix": [[0.666667, 0.625], [0.375, 0.5]],
                      "shares": {"X": 0.5, "Y": 0.5}, "field_win_rate": {"X": 0.645833, "Y": 0.4375},
                      "best_response": {"deck": "X", "field_win_rate": 0.645833}, "nash": {"X": 1.0, "Y": 0.0},
                      "nash_value": 0.5, "games": [[3, 4], [4, 0]]}
    assert r.stdout.startswith('{\n  "decks": [\n    "X",\n    "Y"\n  ],\n  "matrix": [\n')


def test_meta_json_keeps_names_as_written(tmp_path):
    matrix = write_csv(tmp_path / "m.csv", [["deck", "Ω", "Dorumon"], ["Ω", 0.5, 0.75], ["Dorumon", 0.25, 0.5]])
    r = invoke("meta", "--matrix", str(matrix), "--format", "json")
    assert r.exit_code == 0, r.output
    assert '"Ω"' in r.stdout and "\\u" not in r.stdout
    assert "games" not in json.loads(r.stdout)


def test_meta_number_rounds_to_six_digits_and_has_no_nan():
    from cli.meta_commands import _number

    assert _number(None) is None and _number(float("nan")) is None
    assert _number(0.1234565001) == 0.123457 and _number(2) == 2.0 and _number(0.5, 1) == 0.5
    assert _number(0.26, 1) == 0.3


def test_meta_refusals_whole(tmp_path):
    matrix = write_csv(tmp_path / "m.csv", RPS_ROWS)
    r = invoke("meta")
    assert refused(r) == "dcgsim: error: give exactly one of --results DIR or --matrix FILE\n"
    r = invoke("meta", "--matrix", str(matrix), "--by", "archetype")
    assert refused(r) == "dcgsim: error: --by archetype needs --results DIR (a matrix file already has its rows)\n"
    one = write_games(tmp_path / "one", [("X", "X", 0, 0), ("Y", "Y", 0, 0)])
    assert refused(invoke("meta", "--results", one)) == (
        f"dcgsim: error: no games between 'X' and 'Y' in {one}; the matrix needs every pairing\n")
    two = write_games(tmp_path / "two", [("X", "X", 0, 0), ("Y", "Y", 0, 0), ("Z", "Z", 0, 0), ("X", "Y", 0, 0)])
    assert refused(invoke("meta", "--results", two)) == (
        f"dcgsim: error: no games between 'X' and 'Z' in {two} (and 1 more pairs); the matrix needs every pairing\n")
    three = write_games(tmp_path / "three", [("X", "X", 0, 0), ("Y", "Y", 0, 0), ("Z", "Z", 0, 0)])
    assert refused(invoke("meta", "--results", three)) == (
        f"dcgsim: error: no games between 'X' and 'Y' in {three} (and 2 more pairs); the matrix needs every "
        "pairing\n")


def test_meta_plot_refusals_whole(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    import cli.meta_commands as command

    matrix = str(write_csv(tmp_path / "m.csv", RPS_ROWS))

    def plot(path):
        return refused(invoke("meta", "--matrix", matrix, "--plot", path))

    assert plot(str(tmp_path)) == f"dcgsim: error: --plot {tmp_path} is a directory\n"
    p = str(tmp_path / "m.xyz")
    assert plot(p) == f"dcgsim: error: --plot {p}: unsupported image type .xyz; use .png, .svg or .pdf\n"
    p = str(tmp_path / "m.Xyz")     # only the dot is taken off the suffix
    assert plot(p) == f"dcgsim: error: --plot {p}: unsupported image type .xyz; use .png, .svg or .pdf\n"
    p = str(tmp_path / "m")
    assert plot(p) == f"dcgsim: error: --plot {p}: unsupported image type (none); use .png, .svg or .pdf\n"
    p = str(tmp_path / "no" / "m.png")
    assert plot(p) == f"dcgsim: error: cannot write --plot {p}: directory {tmp_path / 'no'} does not exist\n"
    p = str(tmp_path / "m.png")
    writable = {str(tmp_path): True, p: True}
    monkeypatch.setattr(command.os, "access", lambda path, mode: writable[str(path)])
    writable[str(tmp_path)] = False
    assert plot(p) == f"dcgsim: error: cannot write --plot {p}: permission denied\n"
    writable[str(tmp_path)] = True
    open(p, "w").close()
    writable[p] = False
    assert plot(p) == f"dcgsim: error: cannot write --plot {p}: permission denied\n"
    writable[p] = True
    os.remove(p)
    del writable[p]     # a path that does not exist is not asked about
    import simcore.meta

    def fails(error):
        def plot_matrix(matrix, field, path):
            raise error
        return plot_matrix

    monkeypatch.setattr(simcore.meta, "plot_matrix", fails(OSError(28, "No space left on device")))
    assert plot(p) == f"dcgsim: error: cannot write --plot {p}: No space left on device\n"
    monkeypatch.setattr(simcore.meta, "plot_matrix", fails(OSError("the disk went away")))
    assert plot(p) == f"dcgsim: error: cannot write --plot {p}: the disk went away\n"
    monkeypatch.setitem(sys.modules, "matplotlib.backend_bases", None)
    assert plot(p) == "dcgsim: error: --plot needs matplotlib; install it with: pip install 'dcgsim[plot]'\n"


def test_meta_plot_in_capitals_is_made(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    import simcore.meta

    made = []
    monkeypatch.setattr(simcore.meta, "plot_matrix", lambda matrix, field, path: made.append(
        (list(matrix.index), [round(x, 6) for x in field], path)))
    matrix = str(write_csv(tmp_path / "m.csv", RPS_ROWS))
    p = str(tmp_path / "M.PNG")
    r = invoke("meta", "--matrix", matrix, "--plot", p, "--format", "json")
    assert (r.exit_code, r.stderr) == (0, ""), r.output
    assert made == [(["Rock", "Paper", "Scissors"], [0.5, 0.5, 0.5], p)]


def test_meta_help_whole():
    r = invoke("meta", "--help")
    assert (r.exit_code, r.stdout) == (0, META_HELP)


# --- dcgsim tournament ---------------------------------------------------------------------------------------

ODDS = pd.DataFrame({"share": [0.2, 0.4, 0.4, 0.0], "top_cut_rate": [0.123456789, 0.25, 0.0625, float("nan")],
                     "top_cut_share": [0.2, 0.5, 0.3, 0.0], "win_probability": [0.25, 0.5, 0.25, 0.0]},
                    index=["Alpha", "Beta", "Gamma", "Delta"])


@pytest.fixture
def simulated(monkeypatch, tmp_path):
    """simulate_tournaments replaced: records its arguments and returns ODDS; the matrix and shares files."""
    import simcore.tournament

    calls = []

    def simulate(matrix, shares, **kw):
        calls.append((list(matrix.index), [round(float(x), 6) for x in shares], kw))
        if isinstance(calls_raise[0], Exception):
            raise calls_raise[0]
        return ODDS

    calls_raise = [None]
    monkeypatch.setattr(simcore.tournament, "simulate_tournaments", simulate)
    m = write_csv(tmp_path / "m.csv", [["deck", "Alpha", "Beta", "Gamma", "Delta"], ["Alpha", 0.5, 0.6, 0.6, 0.5],
                                       ["Beta", 0.4, 0.5, 0.5, 0.5], ["Gamma", 0.4, 0.5, 0.5, 0.5],
                                       ["Delta", 0.5, 0.5, 0.5, 0.5]])
    s = write_csv(tmp_path / "s.csv", [["deck", "share"], ["Alpha", 0.2], ["Beta", 0.4], ["Gamma", 0.4]])
    return SimpleNamespace(calls=calls, raise_=calls_raise, matrix=str(m), shares=str(s))


def tournament(sim, *args):
    return invoke("tournament", "--matrix", sim.matrix, "--shares", sim.shares, *args)


def test_tournament_table_whole(simulated):
    r = tournament(simulated, "--players", "16", "--rounds", "4", "--top", "4")
    assert (r.exit_code, r.stderr) == (0, ""), r.output
    assert r.stdout == (
        "Swiss: 16 players, 4 rounds, top 4, best-of-1, tiebreak random; 100000 tournaments, seed 0\n"
        "deck     share  top cut rate  top cut share  win prob\n"
        "Beta     40.0%         25.0%          50.0%     50.0%\n"
        "Gamma    40.0%          6.2%          30.0%     25.0%\n"
        "Alpha    20.0%         12.3%          20.0%     25.0%\n"
        "Delta     0.0%             -           0.0%      0.0%\n")
    assert simulated.calls == [(["Alpha", "Beta", "Gamma", "Delta"], [0.2, 0.4, 0.4, 0.0],
                                {"players": 16, "rounds": 4, "top": 4, "best_of": 1, "samples": 100000, "seed": 0,
                                 "tiebreak": "random"})]


def test_tournament_table_names_are_cut_to_30_characters(simulated, monkeypatch):
    long = "L" * 31
    import simcore.tournament

    monkeypatch.setattr(simcore.tournament, "simulate_tournaments",
                        lambda matrix, shares, **kw: ODDS.rename(index={"Alpha": long, "Beta": "B" * 30}))
    r = tournament(simulated, "--players", "2", "--rounds", "1", "--top", "1", "--best-of", "3", "--tiebreak",
                   "omw", "--samples", "1", "--seed", str(2**63 - 1))
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines() == [
        f"Swiss: 2 players, 1 rounds, top 1, best-of-3, tiebreak omw; 1 tournaments, seed {2**63 - 1}",
        "deck" + " " * 26 + "    share  top cut rate  top cut share  win prob",
        "B" * 30 + "    40.0%         25.0%          50.0%     50.0%",
        "Gamma" + " " * 25 + "    40.0%          6.2%          30.0%     25.0%",
        "L" * 29 + "…    20.0%         12.3%          20.0%     25.0%",
        "Delta" + " " * 25 + "     0.0%             -           0.0%      0.0%",
    ]


def test_tournament_json_whole(simulated):
    r = tournament(simulated, "--players", "8", "--rounds", "3", "--top", "8", "--best-of", "3", "--tiebreak", "omw",
                   "--samples", "500", "--seed", "9", "--format", "json")
    assert (r.exit_code, r.stderr) == (0, ""), r.output
    assert json.loads(r.stdout) == {
        "archetypes": {
            "Alpha": {"share": 0.2, "top_cut_rate": 0.123457, "top_cut_share": 0.2, "win_probability": 0.25},
            "Beta": {"share": 0.4, "top_cut_rate": 0.25, "top_cut_share": 0.5, "win_probability": 0.5},
            "Gamma": {"share": 0.4, "top_cut_rate": 0.0625, "top_cut_share": 0.3, "win_probability": 0.25},
            "Delta": {"share": 0.0, "top_cut_rate": None, "top_cut_share": 0.0, "win_probability": 0.0}},
        "players": 8, "rounds": 3, "top": 8, "best_of": 3, "tiebreak": "omw", "samples": 500, "seed": 9}
    assert r.stdout.startswith('{\n  "archetypes": {\n    "Alpha": {\n      "share": 0.2,\n')
    assert simulated.calls[0][2] == {"players": 8, "rounds": 3, "top": 8, "best_of": 3, "samples": 500, "seed": 9,
                                     "tiebreak": "omw"}


@pytest.mark.parametrize("args, line", [
    (["--players", "1", "--rounds", "3", "--top", "1"], "--players must be at least 2, not 1"),
    (["--players", "8", "--rounds", "0", "--top", "4"], "--rounds must be at least 1, not 0"),
    (["--players", "8", "--rounds", "3", "--top", "4", "--samples", "0"], "--samples must be at least 1, not 0"),
    (["--players", "8", "--rounds", "3", "--top", "0"], "--top must be a power of two (1, 2, 4, 8, ...), not 0"),
    (["--players", "8", "--rounds", "3", "--top", "6"], "--top must be a power of two (1, 2, 4, 8, ...), not 6"),
    (["--players", "8", "--rounds", "3", "--top", "-2"], "--top must be a power of two (1, 2, 4, 8, ...), not -2"),
    (["--players", "8", "--rounds", "3", "--top", "16"], "--top 16 is larger than --players 8"),
    (["--players", "8", "--rounds", "3", "--top", "4", "--seed", "-1"], "--seed must be in [0, 2**63), not -1"),
    (["--players", "8", "--rounds", "3", "--top", "4", "--seed", str(2**63)],
     f"--seed must be in [0, 2**63), not {2**63}"),
])
def test_tournament_refusals_whole_and_nothing_simulated(simulated, args, line):
    assert refused(tournament(simulated, *args)) == f"dcgsim: error: {line}\n"
    assert simulated.calls == []


def test_tournament_needs_one_source_and_says_why_it_cannot_simulate(simulated):
    r = invoke("tournament", "--shares", simulated.shares, "--players", "8", "--rounds", "3", "--top", "4")
    assert refused(r) == "dcgsim: error: give exactly one of --results DIR or --matrix FILE\n"
    simulated.raise_[0] = ValueError("shares must name a deck of the matrix")
    r = tournament(simulated, "--players", "8", "--rounds", "3", "--top", "4")
    assert refused(r) == "dcgsim: error: shares must name a deck of the matrix\n"


def test_tournament_smallest_counts_are_accepted(simulated):
    for args in (["--players", "2", "--rounds", "1", "--top", "2", "--samples", "1"],
                 ["--players", "3", "--rounds", "1", "--top", "1", "--seed", str(2**63 - 1)]):
        assert tournament(simulated, *args, "--format", "json").exit_code == 0
    assert [c[2]["players"] for c in simulated.calls] == [2, 3]


def test_tournament_help_whole():
    r = invoke("tournament", "--help")
    assert (r.exit_code, r.stdout) == (0, TOURNAMENT_HELP)


META_HELP = (
    'Usage: main meta [OPTIONS]\n'
    '\n'
    '  Matchup matrix, field win rates, best response and Nash equilibrium of a\n'
    '  metagame.\n'
    '\n'
    'Options:\n'
    '  --results DIR          Game dataset directory written by the simulation\n'
    '                         commands.\n'
    '  --matrix FILE          Matchup matrix CSV: header row of deck names, then one\n'
    '                         row per deck with its win rate (0-1) against each\n'
    '                         column deck.\n'
    "  --shares FILE          Field shares: CSV 'deck,share' or JSON {deck: share}.\n"
    '                         Default: equal shares.\n'
    '  --by [deck|archetype]  With --results: one row per deck, or per archetype (the\n'
    '                         games of all its lists pooled; archetypes from the\n'
    "                         sweep's record, the deck library or a file's '#\n"
    "                         archetype: NAME' line).  [default: deck]\n"
    '  --format [table|json]  Output format.  [default: table]\n'
    '  --plot FILE.png        Also save a heatmap of the matrix with the field win\n'
    "                         rates (needs pip install 'dcgsim[plot]').\n"
    '  -h, --help             Show this message and exit.\n'
)
TOURNAMENT_HELP = (
    'Usage: main tournament [OPTIONS]\n'
    '\n'
    '  Odds of each archetype in Swiss tournaments with a top cut, from a matchup\n'
    '  matrix.\n'
    '\n'
    'Options:\n'
    '  --results DIR            Game dataset directory written by the simulation\n'
    '                           commands.\n'
    '  --matrix FILE            Matchup matrix CSV: header row of deck names, then\n'
    '                           one row per deck with its win rate (0-1) against each\n'
    '                           column deck.\n'
    "  --shares FILE            Field shares: CSV 'deck,share' or JSON {deck: share}.\n"
    '                           [required]\n'
    '  --players INTEGER        Players per tournament (>= 2).  [required]\n'
    '  --rounds INTEGER         Swiss rounds (>= 1).  [required]\n'
    '  --top INTEGER            Top cut size, a power of two <= players.  [required]\n'
    '  --best-of [1|3]          Games per match.  [default: 1]\n'
    '  --tiebreak [random|omw]  How equal points are ordered for the cut: at random,\n'
    "                           or by opponents' match-win %.  [default: random]\n"
    '  --samples INTEGER        Number of tournaments to simulate.  [default: 100000]\n'
    '  --seed INTEGER           Master seed (0 <= seed < 2**63).  [default: 0]\n'
    '  --by [deck|archetype]    With --results: one row per deck, or per archetype\n'
    '                           (the games of all its lists pooled; archetypes from\n'
    "                           the sweep's record, the deck library or a file's '#\n"
    "                           archetype: NAME' line).  [default: deck]\n"
    '  --format [table|json]    Output format.  [default: table]\n'
    '  -h, --help               Show this message and exit.\n'
)


def test_tournament_json_keeps_names_as_written(simulated, monkeypatch):
    import simcore.tournament

    monkeypatch.setattr(simcore.tournament, "simulate_tournaments",
                        lambda matrix, shares, **kw: ODDS.rename(index={"Alpha": "Ω"}))
    r = tournament(simulated, "--players", "8", "--rounds", "3", "--top", "4", "--format", "json")
    assert r.exit_code == 0, r.output
    assert '"Ω": {' in r.stdout and "\\u" not in r.stdout

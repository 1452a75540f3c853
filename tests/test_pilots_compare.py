"""`dcgsim pilots compare`: A's record per deck is the sum of the matchups it plays from both seats; a
pilot against itself scores exactly one half in a mirror and complementary rates across; errors."""
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

"""Card records (`--card-stats`) and card-level analytics (`simcore.card_stats`, `dcgsim cards impact`).

- a small hand-built dataset whose figures are counted by hand below;
- the records of real games against their event logs, replayed;
- outcomes identical with and without records;
- consistency of the figures on a real run; the command line and its errors.
"""
import json
import os
from collections import Counter

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from cli.main import main
from decks.decklist import load_deck
from simcore import card_stats
from simcore.results import CARD_RECORD_COLUMNS, CARDS_DIR, GAME_COLUMNS, load_results

# --- a hand-built dataset -------------------------------------------------------------------------------
# Deck ST1 plays (ST1, ST2) games 0-3 as side A and (ST3, ST1) games 0-1 as side B.
# game: (deck_a, deck_b, game_id, first_player, winner)
GAMES = [
    ("ST1", "ST2", 0, 0, 0),    # ST1 first, wins          -> 1 point
    ("ST1", "ST2", 1, 1, 1),    # ST1 second, loses        -> 0
    ("ST1", "ST2", 2, 0, -1),   # ST1 first, no winner     -> 0.5
    ("ST1", "ST2", 3, 1, 0),    # ST1 second, wins         -> 1
    ("ST3", "ST1", 0, 1, 1),    # ST1 (side B) first, wins -> 1
    ("ST3", "ST1", 1, 0, 0),    # ST1 second, loses        -> 0
]
# ST1's card rows per game above: card -> (first_seen, first_played, plays, first_on_field)
ST1_ROWS = [
    {"ST1-01": (-1, 1, 1, -1), "ST1-03": (0, 3, 2, 3), "ST1-09": (2, 5, 1, 5)},
    {"ST1-01": (-1, -1, 0, -1), "ST1-03": (4, 4, 1, 4), "ST1-09": (-1, -1, 0, -1)},
    {"ST1-01": (-1, -1, 0, -1), "ST1-03": (-1, -1, 0, -1), "ST1-09": (0, 3, 1, 5)},
    {"ST1-01": (-1, -1, 0, -1), "ST1-03": (0, -1, 0, -1), "ST1-09": (-1, -1, 0, -1)},
    {"ST1-01": (-1, -1, 0, -1), "ST1-03": (5, 5, 1, 5), "ST1-09": (-1, -1, 0, -1)},
    {"ST1-01": (-1, -1, 0, -1), "ST1-03": (-1, -1, 0, -1), "ST1-09": (1, -1, 0, -1)},
]
OTHER_ROW = (0, 1, 3, 1)   # the opponents' cards: must not count for ST1


def hand_built_frames():
    games = pd.DataFrame(GAMES, columns=["deck_a", "deck_b", "game_id", "first_player", "winner"])
    rows = []
    for (a, b, gid, _, _), cards in zip(GAMES, ST1_ROWS, strict=True):
        st1_side = 0 if a == "ST1" else 1
        other = "ST2-03" if b == "ST2" else "ST3-03"
        for side in (0, 1):
            for card, values in (cards.items() if side == st1_side else [(other, OTHER_ROW)]):
                rows.append((gid, a, b, side, card, *values))
    records = pd.DataFrame(rows, columns=list(CARD_RECORD_COLUMNS))
    return games, records


def write_hand_built(root):
    """The hand-built dataset as files: games and card records, partitioned as the simulator does."""
    games, records = hand_built_frames()
    full = games.assign(seed=np.arange(len(games)), pilot_a="greedy", pilot_b="greedy",
                        win_reason=np.where(games["winner"] < 0, "turn_limit", "security"), turns=9,
                        security_a=0, security_b=0, mulligan_a=False, mulligan_b=False)[list(GAME_COLUMNS)]
    game_schema = pa.schema([(n, pa.type_for_alias(t)) for n, t in GAME_COLUMNS.items()])
    card_schema = pa.schema([(n, pa.type_for_alias(t)) for n, t in CARD_RECORD_COLUMNS.items()])
    for (a, b), part in full.groupby(["deck_a", "deck_b"]):
        d = os.path.join(root, f"deck_a={a}", f"deck_b={b}")
        os.makedirs(d)
        pq.write_table(pa.Table.from_pandas(part, game_schema, preserve_index=False),
                       os.path.join(d, "part-000000.parquet"))
    for (a, b), part in records.groupby(["deck_a", "deck_b"]):
        d = os.path.join(root, CARDS_DIR, f"deck_a={a}", f"deck_b={b}")
        os.makedirs(d)
        pq.write_table(pa.Table.from_pandas(part, card_schema, preserve_index=False),
                       os.path.join(d, "part-000000.parquet"))
    return root


def test_figures_match_a_hand_count():
    games, records = hand_built_frames()
    r = card_stats.impact_from_frames(games, records, "ST1", turns=4)
    assert (r.games, r.games_first) == (6, 3)
    assert r.win_rate == pytest.approx(3.5 / 6)
    c = r.cards
    assert list(c.index) == ["ST1-01", "ST1-03", "ST1-09"]
    assert (c["games"] == 6).all()
    agumon = c.loc["ST1-03"]
    # in hand: games 0 (1), 1 (0), 3 (1), 4 (1); opening: 0, 3; never drawn: 2 (0.5), 5 (0)
    assert (agumon["in_hand_games"], agumon["opening_games"], agumon["not_drawn_games"]) == (4, 2, 2)
    assert agumon["in_hand_win_rate"] == pytest.approx(0.75)
    assert agumon["opening_win_rate"] == pytest.approx(1.0)
    assert agumon["not_drawn_win_rate"] == pytest.approx(0.25)
    assert agumon["improvement"] == pytest.approx(0.5)
    # played in games 0 (game turn 3 on the play: own turn 2), 1 (turn 4 on the draw: 2), 4 (5 on the play: 3)
    assert agumon["played_games"] == 3 and agumon["played_rate"] == pytest.approx(0.5)
    assert agumon["mean_turn_played"] == pytest.approx(7 / 3)
    assert agumon["mean_plays"] == pytest.approx(4 / 6)
    metal = c.loc["ST1-09"]
    # in hand: games 0 (1), 2 (0.5), 5 (0); opening: 2 only
    assert (metal["in_hand_games"], metal["opening_games"], metal["not_drawn_games"]) == (3, 1, 3)
    assert metal["in_hand_win_rate"] == pytest.approx(0.5)
    assert metal["opening_win_rate"] == pytest.approx(0.5)
    assert metal["not_drawn_win_rate"] == pytest.approx(2 / 3)
    assert metal["improvement"] == pytest.approx(0.5 - 2 / 3)
    assert metal["mean_turn_played"] == pytest.approx((3 + 2) / 2)   # game turns 5 and 3, both on the play
    egg = c.loc["ST1-01"]
    assert np.isnan(egg["in_hand_win_rate"]) and np.isnan(egg["not_drawn_win_rate"])  # never in hand
    assert egg["played_games"] == 1 and egg["mean_turn_played"] == pytest.approx(1.0)


def test_intervals_use_wilson_and_newcombe():
    from simcore.meta import wilson_interval

    games, records = hand_built_frames()
    c = card_stats.impact_from_frames(games, records, "ST1").cards.loc["ST1-03"]
    lo1, hi1 = wilson_interval([3.0], [4])
    lo0, hi0 = wilson_interval([0.5], [2])
    assert (c["in_hand_low"], c["in_hand_high"]) == pytest.approx((lo1[0], hi1[0]))
    assert (c["not_drawn_low"], c["not_drawn_high"]) == pytest.approx((lo0[0], hi0[0]))
    d = 0.75 - 0.25
    assert c["improvement_low"] == pytest.approx(d - np.sqrt((0.75 - lo1[0]) ** 2 + (hi0[0] - 0.25) ** 2))
    assert c["improvement_high"] == pytest.approx(d + np.sqrt((hi1[0] - 0.75) ** 2 + (0.25 - lo0[0]) ** 2))
    assert c["improvement_low"] < d < c["improvement_high"]


def test_curve_odds_match_a_hand_count():
    games, records = hand_built_frames()
    curve = card_stats.impact_from_frames(games, records, "ST1", turns=4).curve
    got = {(w, lv): list(part["probability"]) for (w, lv), part in curve.groupby(["when", "level"])}
    # Lv.3 (ST1-03) on the play: games 0 (game turn 3 = own turn 2), 2 (never), 4 (turn 5 = own turn 3)
    assert got[("play", 3)] == pytest.approx([0, 1 / 3, 2 / 3, 2 / 3])
    # on the draw: game 1 (game turn 4 = own turn 2); 3 and 5 never
    assert got[("draw", 3)] == pytest.approx([0, 1 / 3, 1 / 3, 1 / 3])
    # Lv.5 (ST1-09) on the play: games 0 and 2 at game turn 5 (own turn 3)
    assert got[("play", 5)] == pytest.approx([0, 0, 2 / 3, 2 / 3])
    assert got[("draw", 5)] == pytest.approx([0, 0, 0, 0])
    assert set(curve["level"]) == {3, 5}           # the Digi-Egg is not a Digimon in the battle area
    assert (curve.loc[curve["when"] == "play", "games"] == 3).all()


def test_level_turns_per_game():
    games, records = hand_built_frames()
    rows = card_stats.deck_rows(games, records, "ST1")
    got = sorted(tuple(x) for x in card_stats.level_turns(rows)[["deck_a", "game_id", "side", "level",
                                                                  "first_turn"]].itertuples(index=False))
    assert got == [("ST1", 0, 0, 3, 3), ("ST1", 0, 0, 5, 5), ("ST1", 1, 0, 3, 4), ("ST1", 2, 0, 5, 5),
                   ("ST3", 0, 1, 3, 5)]


def test_by_side_keeps_only_those_games():
    games, records = hand_built_frames()
    first = card_stats.impact_from_frames(games, records, "ST1", by="first")
    assert (first.games, first.win_rate) == (3, pytest.approx(2.5 / 3))
    agumon = first.cards.loc["ST1-03"]
    assert (agumon["in_hand_games"], agumon["in_hand_win_rate"]) == (2, pytest.approx(1.0))
    assert (agumon["not_drawn_games"], agumon["not_drawn_win_rate"]) == (1, pytest.approx(0.5))
    assert set(first.curve["when"]) == {"play"}
    second = card_stats.impact_from_frames(games, records, "ST1", by="second")
    assert second.games == 3 and second.win_rate == pytest.approx(1 / 3)
    assert set(second.curve["when"]) == {"draw"}


def test_load_card_records_reads_the_dataset(tmp_path):
    root = write_hand_built(str(tmp_path / "run"))
    records = card_stats.load_card_records(root)
    assert len(records) == len(hand_built_frames()[1])
    assert str(records["card"].dtype) == "category"
    assert records["first_seen"].dtype == np.int16 and records["plays"].dtype == np.int8
    assert len(load_results(root)) == len(GAMES)      # the game reader skips the card records
    r = card_stats.card_impact(root, "ST1")
    assert r.cards.loc["ST1-03", "improvement"] == pytest.approx(0.5)


# --- the command line ----------------------------------------------------------------------------------

def cli(*args):
    return CliRunner().invoke(main, ["cards", "impact", *args])


def one_line_error(result, says):
    assert result.exit_code == 2, (result.output, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dcgsim: error:"), result.stderr
    assert says in lines[0], lines[0]


def test_cli_json_gives_the_hand_counted_figures(tmp_path):
    root = write_hand_built(str(tmp_path / "run"))
    result = cli("--results", root, "--deck", "ST1", "--format", "json", "--turns", "3")
    assert result.exit_code == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["games"] == 6 and out["win_rate"] == pytest.approx(3.5 / 6)
    cards = {c["card"]: c for c in out["cards"]}
    assert cards["ST1-03"]["in_hand_games"] == 4 and cards["ST1-03"]["improvement"] == pytest.approx(0.5)
    assert cards["ST1-01"]["in_hand_win_rate"] is None
    assert (cards["ST1-09"]["kind"], cards["ST1-09"]["level"]) == ("digimon", 5)
    assert out["curve"]["play"]["levels"]["3"]["probability"] == pytest.approx([0, 1 / 3, 2 / 3])
    assert out["curve"]["draw"]["games"] == 3


def test_cli_table_and_plot(tmp_path):
    root = write_hand_built(str(tmp_path / "run"))
    png = tmp_path / "iwd.png"
    result = cli("--results", root, "--deck", "ST1", "--plot", str(png))
    assert result.exit_code == 0, result.stderr
    assert "ST1: 6 games" in result.stdout and "Agumon" in result.stdout and "Lv.5 on the play" in result.stdout
    with open(png, "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n"


def test_cli_errors(tmp_path):
    root = write_hand_built(str(tmp_path / "run"))
    one_line_error(cli("--results", str(tmp_path / "nothing"), "--deck", "ST1"), "results not found")
    empty = tmp_path / "empty"
    empty.mkdir()
    one_line_error(cli("--results", str(empty), "--deck", "ST1"), "no card records")
    one_line_error(cli("--results", root, "--deck", "Nonesuch"), "unknown deck 'Nonesuch'")
    one_line_error(cli("--results", root, "--deck", "ST4"), "deck ST4 has no games with card records")
    one_line_error(cli("--results", root, "--deck", "st1"), "did you mean 'ST1'")
    one_line_error(cli("--results", root, "--deck", "ST1", "--turns", "0"), "--turns")
    one_line_error(cli("--results", root, "--deck", "ST1", "--plot", str(tmp_path / "x.nope")), "unsupported")


# the whole table of the hand-built dataset: the figures counted by hand in test_figures_match_a_hand_count
# and test_curve_odds_match_a_hand_count, in %, with the game counts behind them; cards by improvement when
# drawn, the one never drawn last
IMPACT_HEAD = ("win rates in % with games behind them; IWD = improvement when drawn (in-hand minus not-drawn win "
               "rate, points); turn = mean own turn of first play\n"
               "card      name                 in hand    opening hand       not drawn        IWD [95% CI] "
               "played  turn\n")
CURVE_HEAD = "a Digimon of each level in the battle area by the end of the deck's turn t, % of games\n"


def test_cli_table_is_every_figure_of_the_deck(tmp_path):
    root = write_hand_built(str(tmp_path / "run"))
    result = cli("--results", root, "--deck", "ST1")
    assert result.exit_code == 0 and result.stderr == "", result.stderr
    assert result.stdout == (
        "ST1: 6 games (3 on the play), win rate 58.3% [24.1, 86.1]\n" + IMPACT_HEAD +
        "ST1-03    Agumon        75.0 (      4) 100.0 (      2)  25.0 (      2) +50.0 [-21.2, +80.3]  50.0%  2.33\n"
        "ST1-09    MetalGreymon  50.0 (      3)  50.0 (      1)  66.7 (      3) -16.7 [-63.0, +42.6]  33.3%  2.50\n"
        "ST1-01    Koromon          - (      0)     - (      0)     - (      6)                   -  16.7%  1.00\n"
        + CURVE_HEAD +
        "                     t=1    t=2    t=3    t=4    t=5    t=6\n"
        "Lv.3 on the play     0.0   33.3   66.7   66.7   66.7   66.7\n"
        "Lv.5 on the play     0.0    0.0   66.7   66.7   66.7   66.7\n"
        "Lv.3 on the draw     0.0   33.3   33.3   33.3   33.3   33.3\n"
        "Lv.5 on the draw     0.0    0.0    0.0    0.0    0.0    0.0\n")


def test_cli_table_by_side_names_the_side_and_has_its_curve_only(tmp_path):
    root = write_hand_built(str(tmp_path / "run"))
    first = cli("--results", root, "--deck", "ST1", "--by", "first", "--turns", "2")
    assert first.exit_code == 0, first.stderr
    # on the play: games 0 (win), 2 (no winner), 4 (win)
    assert first.stdout == (
        "ST1: 3 games, going first, win rate 83.3% [31.0, 98.2]\n" + IMPACT_HEAD +
        "ST1-03    Agumon       100.0 (      2) 100.0 (      1)  50.0 (      1) +50.0 [-29.4, +94.5]  66.7%  2.50\n"
        "ST1-09    MetalGreymon  75.0 (      2)  50.0 (      1) 100.0 (      1) -25.0 [-80.2, +57.4]  66.7%  2.50\n"
        "ST1-01    Koromon          - (      0)     - (      0)     - (      3)                   -  33.3%  1.00\n"
        + CURVE_HEAD +
        "                     t=1    t=2\n"
        "Lv.3 on the play     0.0   33.3\n"
        "Lv.5 on the play     0.0    0.0\n")
    # on the draw: games 1, 3 (win), 5; MetalGreymon never played, so no mean turn
    second = cli("--results", root, "--deck", "ST1", "--by", "second", "--turns", "1")
    assert second.exit_code == 0, second.stderr
    assert second.stdout == (
        "ST1: 3 games, going second, win rate 33.3% [6.1, 79.2]\n" + IMPACT_HEAD +
        "ST1-03    Agumon        50.0 (      2) 100.0 (      1)   0.0 (      1) +50.0 [-39.1, +90.5]  33.3%  2.00\n"
        "ST1-09    MetalGreymon   0.0 (      1)     - (      0)  50.0 (      2) -50.0 [-90.5, +39.1]   0.0%     -\n"
        "ST1-01    Koromon          - (      0)     - (      0)     - (      3)                   -   0.0%     -\n"
        + CURVE_HEAD +
        "                     t=1\n"
        "Lv.3 on the draw     0.0\n"
        "Lv.5 on the draw     0.0\n")


def test_cli_table_name_column_fits_the_longest_name(tmp_path, monkeypatch):
    root = write_hand_built(str(tmp_path / "run"))
    monkeypatch.setattr(card_stats, "card_names", lambda numbers: {n: f"{n} with a long name" for n in numbers})
    result = cli("--results", root, "--deck", "ST1", "--turns", "1")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[2] == ("card      name                            in hand    opening hand       not drawn        "
                        "IWD [95% CI] played  turn")
    assert lines[3].startswith("ST1-03    ST1-03 with a long name  75.0 (      4) ")
    assert lines[5].startswith("ST1-01    ST1-01 with a long name     - (      0) ")


def test_cli_turns_are_1_to_30(tmp_path):
    root = write_hand_built(str(tmp_path / "run"))
    for bad in ("0", "31"):
        result = cli("--results", root, "--deck", "ST1", "--turns", bad)
        assert result.exit_code == 2 and result.stdout == ""
        assert result.stderr == f"dcgsim: error: --turns must be in 1..30, got {bad}\n"
    one = cli("--results", root, "--deck", "ST1", "--turns", "1", "--format", "json")
    assert one.exit_code == 0, one.stderr
    assert json.loads(one.stdout)["curve"]["play"]["levels"]["3"]["probability"] == [0.0]
    thirty = cli("--results", root, "--deck", "ST1", "--turns", "30", "--format", "json")
    assert thirty.exit_code == 0, thirty.stderr
    assert json.loads(thirty.stdout)["curve"]["draw"]["levels"]["3"]["probability"] == \
        pytest.approx([0] + [1 / 3] * 29)
    # six turns unless told
    default = cli("--results", root, "--deck", "ST1", "--format", "json")
    assert default.exit_code == 0, default.stderr
    assert json.loads(default.stdout)["curve"]["play"]["levels"]["5"]["probability"] == \
        pytest.approx([0, 0, 2 / 3, 2 / 3, 2 / 3, 2 / 3])


def test_cli_json_is_the_whole_result(tmp_path):
    root = write_hand_built(str(tmp_path / "run"))
    result = cli("--results", root, "--deck", "ST1", "--by", "second", "--format", "json", "--turns", "2")
    assert result.exit_code == 0, result.stderr
    expected = card_stats.impact_from_frames(*hand_built_frames(), "ST1", "second", 2).to_dict()
    assert json.loads(result.stdout) == expected
    assert result.stdout == json.dumps(expected) + "\n"
    assert (expected["deck"], expected["by"], expected["games"]) == ("ST1", "second", 3)


def test_cli_errors_name_the_dataset_and_its_decks(tmp_path):
    root = write_hand_built(str(tmp_path / "run"))
    there = "(decks with card records: ST1, ST2, ST3)"

    def refused(deck, says):
        result = cli("--results", root, "--deck", deck)
        assert result.exit_code == 2 and result.stdout == ""
        assert result.stderr == f"dcgsim: error: {says}\n"

    refused("Nonesuch", f"unknown deck 'Nonesuch': no deck of that name in {root} {there}")
    refused("st1", f"deck 'st1' is not in {root}; did you mean 'ST1'? {there}")
    refused("st4", f"deck st4 has no games with card records in {root} {there}")
    refused("ST6", f"deck ST6 has no games with card records in {root} {there}")
    refused("ST1-01", f"unknown deck 'ST1-01': no deck of that name in {root} {there}")


def test_cli_plot_that_cannot_be_written_says_why(tmp_path, monkeypatch):
    root = write_hand_built(str(tmp_path / "run"))
    png = str(tmp_path / "iwd.png")

    def denied(result, path):
        raise PermissionError(13, "Permission denied", path)

    monkeypatch.setattr(card_stats, "plot_impact", denied)
    result = cli("--results", root, "--deck", "ST1", "--plot", png)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"dcgsim: error: cannot write --plot {png}: Permission denied\n"

    def bare(result, path):
        raise OSError("disk gone")

    monkeypatch.setattr(card_stats, "plot_impact", bare)
    result = cli("--results", root, "--deck", "ST1", "--plot", png)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"dcgsim: error: cannot write --plot {png}: disk gone\n"
    # a directory is refused before anything is read
    result = cli("--results", str(tmp_path / "nothing"), "--deck", "ST1", "--plot", str(tmp_path))
    assert result.stderr == f"dcgsim: error: --plot {tmp_path} is a directory\n"


def test_cli_help_names_every_option(tmp_path):
    result = cli("--help")
    assert result.exit_code == 0
    assert result.stdout == (
        "Usage: main cards impact [OPTIONS]\n"
        "\n"
        "  Which cards of a deck win games: per card, the win rate of games with a copy\n"
        "  in hand, in the opening hand and never drawn, improvement when drawn, the\n"
        "  share of games it was played and its mean turn of first play (95% intervals,\n"
        "  game counts); and the odds of a Digimon of each level in the battle area by\n"
        "  each of the deck's turns, on the play and on the draw.\n"
        "\n"
        "Options:\n"
        "  --results DIR          A dataset written with --card-stats (dcgsim\n"
        "                         matchup/sweep --out DIR --card-stats).  [required]\n"
        "  --deck TEXT            The deck to analyse, by its name in the dataset.\n"
        "                         [required]\n"
        "  --by [first|second]    Only the games the deck went first (on the play) or\n"
        "                         second (on the draw).\n"
        "  --turns INTEGER        Curve odds for the deck's turns 1..TURNS.  [default: 6]\n"
        "  --format [table|json]  [default: table]\n"
        "  --plot FILE.png        Save the cards by improvement when drawn, with 95%\n"
        "                         intervals (needs matplotlib).\n"
        "  -h, --help             Show this message and exit.\n")


# --- real games -----------------------------------------------------------------------------------------

PAIRINGS = [("ST1", "ST2"), ("ST3", "ST5"), ("ST6", "ST4")]


def matchup(a, b, seed=3):
    from simcore.runner import Matchup

    return Matchup(load_deck(a), load_deck(b), seed=seed)


OUTCOME = ("seed", "first_player", "winner", "reason", "turns", "security_a", "security_b", "mulligan_a",
           "mulligan_b", "game_id")


@pytest.mark.parametrize("a,b", PAIRINGS)
def test_records_do_not_change_outcomes(a, b):
    from simcore.runner import play_chunk

    m = matchup(a, b)
    plain = play_chunk(m, 0, 1000)
    recorded = play_chunk(m, 0, 1000, card_stats=True)
    again = play_chunk(m, 0, 1000)         # the shared state is left without recording
    for name in OUTCOME:
        assert np.array_equal(plain[name], recorded[name]), name
        assert np.array_equal(plain[name], again[name]), name
    assert "card_records" not in again


EFFECT_PLAYS = ("play_from_trash", "play_from_hand", "play_from_digivolution_cards")


def records_from_log(events, final_hands, numbers):
    """The card records re-derived from a game's event log and the hands at its end: {(side, card):
    (first_seen, first_played, plays, first_on_field)}, and the sides whose field can't be followed."""
    seen, played, plays, field = {}, {}, Counter(), {}
    added, removed = [Counter(), Counter()], [Counter(), Counter()]
    unfollowed = set()

    def first(d, key, turn):
        d.setdefault(key, turn)

    for i, e in enumerate(events):
        k, p, t = e["kind"], e["player"], e["turn"]
        if k == "draw":
            added[p][e["card"]] += 1
            first(seen, (p, e["card"]), t)
        elif k == "effect":
            name, target = e["effect"], e["target"]
            to_hand = (name in ("add_self_to_hand", "return_from_trash")
                       or (name in ("reveal_top_add_if", "reveal_add_one") and e["amount"] == 1))
            if to_hand and target is not None:
                added[p][target] += 1
                first(seen, (p, target), t)
            elif name == "bounce":
                added[e["target_player"]][target] += 1
                first(seen, (e["target_player"], target), t)
            elif name == "trash_from_hand":
                removed[p][target] += 1
            elif name == "de_digivolve":
                unfollowed.add(e["target_player"])   # the new top card is not in the log
        elif k in ("play", "digivolve", "option", "hatch"):
            card = e["card"]
            first(played, (p, card), t)
            plays[(p, card)] += 1
            prev = events[i - 1]
            by_effect = k == "play" and (
                (prev["kind"] == "effect" and prev["effect"] in EFFECT_PLAYS and prev["target"] == card)
                or (prev["kind"] == "security_check" and prev["card"] == card))
            if k != "hatch" and (not by_effect or prev.get("effect") == "play_from_hand"):
                removed[p][card] += 1
            if k == "play" or (k == "digivolve" and not e["breeding"]):
                first(field, (p, card), t)
        elif k == "move_out":
            first(field, (p, e["card"]), t)
    for p in (0, 1):
        opening = Counter(final_hands[p]) + removed[p]
        opening.subtract(added[p])
        assert min(opening.values(), default=0) >= 0 and sum(opening.values()) == 5, opening
        for card, n in opening.items():
            if n > 0:
                seen[(p, card)] = 0
    out = {}
    for p in (0, 1):
        for card in numbers:
            out[(p, card)] = (seen.get((p, card), -1), played.get((p, card), -1), plays[(p, card)],
                              field.get((p, card), -1))
    return out, unfollowed


def replay_with_hands(m, game_id):
    """Replay a game with its event log; returns (events as dicts, the two hands at the end, numbers)."""
    from simcore.effect_codes import ACTION_NAMES
    from simcore.engine import play_game
    from simcore.events import event_dicts
    from simcore.layout import EV_CAPACITY, G_EVLOST, G_EVN, new_state
    from simcore.rng import derive_seed
    from simcore.runner import TURN_CAP, _prepared_match
    from strategies.pilots import pilot_id

    tables, numbers, _ = _prepared_match(m)
    st = new_state(EV_CAPACITY)
    seed = derive_seed(np.int64(m.seed), np.int64(m.stream), np.int64(game_id))
    play_game(st, tables, np.int64(seed), np.int32(pilot_id(m.pilot_a)), np.int32(pilot_id(m.pilot_b)),
              np.int32(TURN_CAP), np.int32(0))
    assert st.g[G_EVLOST] == 0
    events = event_dicts(st.ev[:st.g[G_EVN]], numbers, ACTION_NAMES)
    hands = [[numbers[c] for c in st.hand[p, :st.hand_n[p]]] for p in (0, 1)]
    return events, hands, numbers


@pytest.mark.parametrize("a,b", PAIRINGS)
def test_records_match_the_event_log(a, b):
    from simcore.runner import _prepared_match, play_chunk, side_card_types

    m = matchup(a, b)
    n = 100
    recs = play_chunk(m, 0, n, card_stats=True)["card_records"]
    _, numbers, _ = _prepared_match(m)
    own = [set(side_card_types(d, numbers)) for d in (m.deck_a, m.deck_b)]
    followed = 0
    for gid in range(n):
        events, hands, numbers = replay_with_hands(m, gid)
        want, unfollowed = records_from_log(events, hands, numbers)
        for p in (0, 1):
            for c in own[p]:
                got = tuple(int(x) for x in recs[gid, p, c])
                exp = want[(p, numbers[c])]
                if p in unfollowed:   # the field turn may come from a de-digivolve
                    got, exp = got[:3], exp[:3]
                assert got == exp, (gid, p, numbers[c])
            followed += p not in unfollowed
    assert followed >= n   # most sides are checked in full


def test_matchup_card_stats_dataset_and_consistency(tmp_path):
    out = str(tmp_path / "run")
    result = CliRunner().invoke(main, ["matchup", "ST1", "ST2", "--games", "600", "--seed", "5", "--out", out,
                                       "--card-stats", "--chunk-size", "250", "--workers", "1"])
    assert result.exit_code == 0, result.stderr
    games = load_results(out)
    records = card_stats.load_card_records(out)
    cards_a = len(set(load_deck("ST1").main_cards()) | set(load_deck("ST1").egg_cards()))
    cards_b = len(set(load_deck("ST2").main_cards()) | set(load_deck("ST2").egg_cards()))
    assert len(records) == 600 * (cards_a + cards_b)
    assert sorted(os.listdir(os.path.join(out, CARDS_DIR, "deck_a=ST1", "deck_b=ST2"))) == [
        "part-000000.parquet", "part-000001.parquet", "part-000002.parquet"]
    for deck, side in (("ST1", 0), ("ST2", 1)):
        r = card_stats.card_impact(out, deck)
        wins = (games["winner"] == side).sum() + 0.5 * (games["winner"] < 0).sum()
        assert r.games == 600 and r.win_rate == pytest.approx(wins / 600)
        c = r.cards[r.cards["kind"] != "digi-egg"]
        # every game is an in-hand or a not-drawn game, and together they give the deck's win rate
        assert (c["in_hand_games"] + c["not_drawn_games"] == 600).all()
        points = (c["in_hand_win_rate"] * c["in_hand_games"]
                  + c["not_drawn_win_rate"].fillna(0) * c["not_drawn_games"])
        assert np.allclose(points, wins)
        assert (c["opening_games"] <= c["in_hand_games"]).all()
        assert (r.cards["played_games"] <= 600).all()
        rec = records[records["side"] == side]
        assert (rec["first_played"] < 0).eq(rec["plays"] == 0).all()
        # an option is used only from the hand (a Digimon may also be played from the trash or security)
        options = rec[rec["card"].astype(str).map(lambda n: r.cards.loc[n, "kind"] == "option")]
        used = options[options["first_played"] >= 0]
        assert len(used) and (used["first_seen"] >= 0).all()
        assert (used["first_played"] >= used["first_seen"]).all()
        curve = r.curve
        for (_, _), part in curve.groupby(["when", "level"]):
            assert np.all(np.diff(part["probability"].to_numpy()) >= 0)   # by turn t: never decreasing


def test_card_stats_needs_out():
    result = CliRunner().invoke(main, ["matchup", "ST1", "ST2", "--games", "10", "--card-stats"])
    one_line_error(result, "--card-stats needs --out")
    result = CliRunner().invoke(main, ["sweep", "ST1", "ST2", "--games", "10", "--card-stats"])
    one_line_error(result, "--card-stats needs --out")


def test_sweep_card_stats_resume(tmp_path):
    def sweep(*args):
        return CliRunner().invoke(main, ["sweep", "ST1", "ST2", "--games", "300", "--seed", "2",
                                         "--chunk-size", "100", "--workers", "1", *args])

    whole, cut = str(tmp_path / "whole"), str(tmp_path / "cut")
    assert sweep("--out", whole, "--card-stats").exit_code == 0
    assert sweep("--out", cut, "--card-stats").exit_code == 0
    lost = os.path.join(cut, CARDS_DIR, "deck_a=ST1", "deck_b=ST2", "part-000001.parquet")
    with open(lost, "wb") as f:
        f.write(b"PAR1 cut short")                 # a card file whose data never reached the disk
    one_line_error(sweep("--out", cut, "--resume"), "card stats on there, off here")
    result = sweep("--out", cut, "--card-stats", "--resume")
    assert result.exit_code == 0, result.stderr
    assert "1 damaged chunk file(s)" in result.stderr
    a, b = card_stats.load_card_records(whole), card_stats.load_card_records(cut)
    pd.testing.assert_frame_equal(a.sort_values(["game_id", "side", "card"]).reset_index(drop=True),
                                  b.sort_values(["game_id", "side", "card"]).reset_index(drop=True))
    with open(os.path.join(cut, "_manifest.json")) as f:
        assert json.load(f)["card_stats"] is True


def test_de_digivolve_records_the_exposed_top_card():
    """A de-digivolved Digimon's new top card is on the field from that turn (the event log does not name
    it, so the replay cross-check cannot see it)."""
    from effect_positions import Side, Slot, build

    from simcore.layout import CR_FIELD, CR_PLAYED, CR_PLAYS, CR_SEEN, G_RECORD

    pos = build(Side(battle=["ST5-02"], hand=["ST5-15"]),
                Side(battle=[Slot(["ST1-01", "ST1-03", "ST1-07", "ST1-09"]), Slot(["ST1-02", "ST1-05"]),
                             Slot(["ST1-01", "ST1-04"])]), memory=4, turn=3)
    pos.st.crec[:] = -1
    pos.st.crec[:, :, CR_PLAYS] = 0
    pos.st.g[G_RECORD] = 1
    pos.use_option(0, "ST5-15")
    rec = pos.st.crec
    assert pos.battle(1) == [["ST1-01", "ST1-03", "ST1-07"], ["ST1-02"], ["ST1-01", "ST1-04"]]
    assert rec[1, pos.card("ST1-07"), CR_FIELD] == 3 and rec[1, pos.card("ST1-02"), CR_FIELD] == 3
    assert rec[1, pos.card("ST1-04"), CR_FIELD] == -1          # untouched
    assert tuple(rec[0, pos.card("ST5-15"), [CR_SEEN, CR_PLAYED, CR_PLAYS]]) == (-1, 3, 1)


def test_a_mirror_game_counts_once_per_side(tmp_path):
    out = str(tmp_path / "mirror")
    result = CliRunner().invoke(main, ["sweep", "ST4", "--mirrors", "--games", "200", "--workers", "1",
                                       "--out", out, "--card-stats"])
    assert result.exit_code == 0, result.stderr
    r = card_stats.card_impact(out, "ST4")
    assert r.games == 400 and r.games_first == 200
    assert r.win_rate == pytest.approx(0.5)    # each game gives one point to the two sides together
    assert (r.cards["games"] == 400).all()

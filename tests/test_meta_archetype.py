"""Matchup matrices by archetype: the games of every list of an archetype pooled, exact counts."""
import numpy as np
import pandas as pd
import pytest
from click.testing import CliRunner

from simcore.meta import deck_archetypes, matchup_matrix


def games(rows):
    """rows: (deck_a, deck_b, winner, count) -> a results frame with `count` such games."""
    out = []
    for a, b, w, n in rows:
        out += [(a, b, w, k % 2) for k in range(n)]
    return pd.DataFrame(out, columns=["deck_a", "deck_b", "winner", "first_player"]).astype(
        {"winner": "int8", "first_player": "int8"})


FIELD = games([
    ("red1", "blue1", 0, 30), ("red1", "blue1", 1, 10),     # red1 3:1 against blue1 (40 games)
    ("blue1", "red2", 0, 5), ("blue1", "red2", 1, 15),      # red2 15:5 from seat B (20 games)
    ("red1", "red2", 0, 7), ("red1", "red2", 1, 3),         # two lists of one archetype (10 games)
    ("red2", "blue1", -1, 4),                               # draws count half (4 games)
])
ARCHETYPES = {"red1": "Red", "red2": "Red", "blue1": "Blue"}


def test_lists_pool_by_their_games():
    m = matchup_matrix(FIELD, by="archetype", archetypes=ARCHETYPES)
    assert m.decks == ["Blue", "Red"]
    # Red vs Blue: 30 + 15 + 2 points of 40 + 20 + 4 games.
    assert m.games.loc["Red", "Blue"] == 64 and m.games.loc["Blue", "Red"] == 64
    assert m.win_rate.loc["Red", "Blue"] == pytest.approx(47 / 64)
    assert m.win_rate.loc["Blue", "Red"] == pytest.approx(17 / 64)
    # Games between two Red lists are Red's mirror, counted once from seat A.
    assert m.games.loc["Red", "Red"] == 10 and m.win_rate.loc["Red", "Red"] == pytest.approx(0.7)
    assert m.games.loc["Blue", "Blue"] == 0 and m.win_rate.loc["Blue", "Blue"] == 0.5
    by_deck = matchup_matrix(FIELD)
    assert by_deck.decks == ["blue1", "red1", "red2"]


def test_archetype_sources_in_order():
    # explicit mapping, then the dataset's record, then the library, then the name itself
    attrs = {"deck_archetypes": {"mine": "Recorded", "ST2": "Recorded too"}}
    got = deck_archetypes(["mine", "ST2", "ad1-dgo-2026-03-28-1-olympus-xii", "other"], {"ST2": "Given"}, attrs)
    assert got == {"mine": "Recorded", "ST2": "Given", "ad1-dgo-2026-03-28-1-olympus-xii": "Olympus XII",
                   "other": "other"}
    df = FIELD.copy()
    df.attrs["deck_archetypes"] = ARCHETYPES
    assert matchup_matrix(df, by="archetype").decks == ["Blue", "Red"]
    with pytest.raises(ValueError):
        matchup_matrix(FIELD, by="colour")


def test_a_sweep_records_archetypes_and_meta_reads_them(tmp_path):
    from cli.main import main
    from decks.decklist import load_deck
    from simcore.results import load_results

    st1 = load_deck("ST1")
    text = "\n".join(f"{c} {n}" for n, c in (*st1.eggs, *st1.main))
    (tmp_path / "redA.txt").write_text("# archetype: Red\n" + text)
    (tmp_path / "redB.txt").write_text("# archetype: Red\n" + text)
    out = tmp_path / "run"
    result = CliRunner().invoke(main, ["sweep", str(tmp_path / "redA.txt"), str(tmp_path / "redB.txt"), "ST2",
                                       "--games", "60", "--workers", "1", "--out", str(out)])
    assert result.exit_code == 0, result.stderr
    df = load_results(out)
    assert df.attrs["deck_archetypes"] == {"redA": "Red", "redB": "Red", "ST2": "ST2"}
    m = matchup_matrix(df, by="archetype")
    assert m.decks == ["Red", "ST2"] and m.games.loc["Red", "ST2"] == 120 and m.games.loc["Red", "Red"] == 60
    red_points = sum(((df.deck_a == d) & (df.deck_b == "ST2") & (df.winner == 0)).sum()
                     + 0.5 * ((df.deck_a == d) & (df.deck_b == "ST2") & (df.winner == -1)).sum()
                     for d in ("redA", "redB"))
    assert m.win_rate.loc["Red", "ST2"] == pytest.approx(red_points / 120)
    meta = CliRunner().invoke(main, ["meta", "--results", str(out), "--by", "archetype", "--format", "json"])
    assert meta.exit_code == 0, meta.stderr
    import json

    report = json.loads(meta.stdout)
    assert report["decks"] == ["Red", "ST2"] and report["games"] == [[60, 120], [120, 0]]
    assert np.isclose(report["matrix"][0][1], red_points / 120)
    tour = CliRunner().invoke(main, ["tournament", "--results", str(out), "--by", "archetype", "--shares",
                                     str(_shares(tmp_path)), "--players", "8", "--rounds", "3", "--top", "4",
                                     "--samples", "2000", "--format", "json"])
    assert tour.exit_code == 0, tour.stderr
    assert set(json.loads(tour.stdout)["archetypes"]) == {"Red", "ST2"}


def _shares(tmp_path):
    path = tmp_path / "shares.csv"
    path.write_text("deck,share\nRed,0.6\nST2,0.4\n")
    return path

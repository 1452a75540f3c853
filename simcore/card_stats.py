"""Card-level analytics: which cards win games, from the card records of `--card-stats` runs.

For one deck, every game it played is an observation from its side (a mirror game gives two, one per
side), with 1 point for a win, 0.5 for a game without a winner and 0 for a loss. Per card of its list:

- in hand: a copy was in hand at some point (opening hand, drawn, or added by an effect);
- opening hand: a copy was in the kept opening hand; not drawn: never in hand;
- improvement when drawn: in-hand win rate minus not-drawn win rate (Newcombe's interval for a
  difference of proportions, from the two Wilson intervals);
- mean turn first played: the side's own turn number (its 1st, 2nd, ... turn) of the first play,
  digivolution, use or hatch, over the games where the card was played.

Curve odds: the probability that the side had a Digimon of level N in its battle area by the end of its
own turn t (game turn 2t-1 on the play, 2t on the draw), over all of its games (a game that ended
earlier counts as not there unless it got there in time).

```python
from simcore import card_stats
impact = card_stats.card_impact("runs/st", "ST1")      # CardImpact: .cards, .curve, .win_rate, ...
records = card_stats.load_card_records("runs/st")       # one row per game, side and card
```
"""
import math
import os
from dataclasses import dataclass

import numpy as np
import pandas as pd

from simcore.meta import WILSON_Z, wilson_interval
from simcore.results import CARD_RECORD_COLUMNS, CARDS_DIR

SIDES = ("first", "second")
KEY = ["deck_a", "deck_b", "game_id", "side"]


def load_card_records(path, decks=None):
    """The card dataset of a results directory (DIR/_cards) as a DataFrame, one row per game, side and
    card of that side's list. deck_a/deck_b are plain strings, card a categorical, the turn columns
    int16 (-1 = never). decks: keep only games where deck_a or deck_b is one of these names. Raises
    ValueError for a missing directory or one without card records."""
    import pyarrow as pa
    import pyarrow.compute as pc
    import pyarrow.dataset as ds

    from simcore.results import game_files

    path = os.fspath(path)
    if not os.path.isdir(path):
        raise ValueError(f"results not found: {path}" if not os.path.exists(path)
                         else f"results path is not a directory: {path}")
    files = game_files(os.path.join(path, CARDS_DIR))
    if not files:
        raise ValueError(f"no card records in {path} (play the games with --card-stats)")
    try:
        dataset = ds.dataset(files, format="parquet", partitioning=None)
        missing = [c for c in CARD_RECORD_COLUMNS if c not in dataset.schema.names]
        if missing:
            raise ValueError(f"not a card dataset: {path} lacks column(s) {', '.join(missing)}")
        condition = None
        if decks is not None:
            names = [decks] if isinstance(decks, str) else [str(d) for d in decks]
            condition = pc.field("deck_a").isin(names) | pc.field("deck_b").isin(names)
        table = dataset.to_table(columns=list(CARD_RECORD_COLUMNS), filter=condition)
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError, pa.ArrowTypeError, OSError) as exc:
        raise ValueError(f"not a card dataset: {path} ({str(exc).strip().splitlines()[0]})") from None
    df = table.to_pandas()
    for name in ("deck_a", "deck_b"):
        df[name] = df[name].astype(str)
    df["card"] = df["card"].astype("category")
    return df


def record_decks(records):
    """Deck names that have card records (either side), sorted."""
    return sorted(set(records["deck_a"]) | set(records["deck_b"]))


def record_deck_names(path):
    """Deck names with card records in a results directory, from its partition directories (nothing is
    read), sorted."""
    from urllib.parse import unquote

    root = os.path.join(os.fspath(path), CARDS_DIR)
    names = set()
    for a in os.listdir(root) if os.path.isdir(root) else ():
        if a.startswith("deck_a=") and os.path.isdir(os.path.join(root, a)):
            names.add(unquote(a[len("deck_a="):]))
            names.update(unquote(b[len("deck_b="):]) for b in os.listdir(os.path.join(root, a))
                         if b.startswith("deck_b="))
    return sorted(names)


def card_facts(numbers):
    """{card number: (kind, level)} from the catalog ((None, None) for a number it does not know)."""
    from decks.catalog import get_card

    out = {}
    for n in numbers:
        try:
            c = get_card(n)
            out[n] = (c.kind, c.level)
        except KeyError:
            out[n] = (None, None)
    return out


def deck_rows(games, records, deck, by=None):
    """The card rows of `deck`'s side in every game of `games` it played, joined with the outcome:
    `points` (1 win, 0.5 no winner, 0 loss) and `first` (the side went first). by: None, "first" or
    "second" keeps only the games where the side went first / second."""
    if by not in (None,) + SIDES:
        raise ValueError(f"by must be one of {', '.join(SIDES)}, not {by!r}")
    rec = records[((records["side"] == 0) & (records["deck_a"] == deck))
                  | ((records["side"] == 1) & (records["deck_b"] == deck))]
    outcome = games[["deck_a", "deck_b", "game_id", "first_player", "winner"]].astype(
        {"deck_a": str, "deck_b": str})
    rows = rec.merge(outcome, on=["deck_a", "deck_b", "game_id"], how="inner", validate="many_to_one")
    side = rows["side"].to_numpy()
    winner = rows["winner"].to_numpy()
    rows["points"] = np.where(winner == side, 1.0, np.where(winner < 0, 0.5, 0.0))
    rows["first"] = rows["first_player"].to_numpy() == side
    if by is not None:
        rows = rows[rows["first"] == (by == "first")]
    return rows.reset_index(drop=True)


def own_turn(game_turn, first):
    """The side's own turn number during game turn T: (T + 1) // 2 on the play, T // 2 on the draw."""
    t = np.asarray(game_turn)
    return np.where(first, (t + 1) // 2, t // 2)


def difference_interval(p1, lo1, hi1, p0, lo0, hi0):
    """Newcombe's hybrid score interval for p1 - p0 from the two proportions' Wilson intervals."""
    d = p1 - p0
    return d - np.sqrt((p1 - lo1) ** 2 + (hi0 - p0) ** 2), d + np.sqrt((hi1 - p1) ** 2 + (p0 - lo0) ** 2)


def _rate(points, games):
    """Win rates with Wilson intervals; NaN where there are no games."""
    points = np.asarray(points, np.float64)
    games = np.asarray(games, np.int64)
    with np.errstate(invalid="ignore", divide="ignore"):
        rate = np.where(games > 0, points / np.maximum(games, 1), np.nan)
    lo, hi = wilson_interval(points, games)
    return rate, np.where(games > 0, lo, np.nan), np.where(games > 0, hi, np.nan)


def card_table(rows, facts=None):
    """Per card of the deck (index: card number), from deck_rows: games, the in-hand, opening-hand and
    not-drawn win rates with their games and 95% intervals (`*_low`, `*_high`), improvement when drawn,
    the share of games the card was played, the mean own turn of its first play (with a normal 95%
    interval) and the mean number of plays. A Digi-Egg is never in hand: its hand figures are NaN."""
    cards = [str(c) for c in pd.unique(rows["card"].astype(str))]
    facts = facts if facts is not None else card_facts(cards)
    seen = rows["first_seen"].to_numpy()
    played_turn = rows["first_played"].to_numpy()
    pts = rows["points"].to_numpy()
    played = played_turn >= 0
    frame = pd.DataFrame({
        "card": rows["card"].astype(str).to_numpy(),
        "one": 1,
        "in_hand": seen >= 0, "in_hand_pts": np.where(seen >= 0, pts, 0.0),
        "opening": seen == 0, "opening_pts": np.where(seen == 0, pts, 0.0),
        "not_drawn": seen < 0, "not_drawn_pts": np.where(seen < 0, pts, 0.0),
        "played": played,
        "turn": np.where(played, own_turn(played_turn, rows["first"].to_numpy()), 0).astype(np.float64),
        "plays": rows["plays"].to_numpy().astype(np.float64),
    })
    frame["turn2"] = frame["turn"] ** 2
    s = frame.groupby("card", sort=True).sum(numeric_only=True)
    out = pd.DataFrame(index=pd.Index(s.index, name="card"))
    out["games"] = s["one"].astype(np.int64)
    for what in ("in_hand", "opening", "not_drawn"):
        n = s[what].astype(np.int64)
        rate, lo, hi = _rate(s[f"{what}_pts"], n)
        out[f"{what}_games"] = n
        out[f"{what}_win_rate"], out[f"{what}_low"], out[f"{what}_high"] = rate, lo, hi
    egg = np.array([facts.get(c, (None, None))[0] == "digi-egg" for c in out.index])
    for col in out.columns:
        if col.startswith(("in_hand", "opening", "not_drawn")) and not col.endswith("_games"):
            out.loc[egg, col] = np.nan
    lo, hi = difference_interval(out["in_hand_win_rate"], out["in_hand_low"], out["in_hand_high"],
                                 out["not_drawn_win_rate"], out["not_drawn_low"], out["not_drawn_high"])
    out["improvement"] = out["in_hand_win_rate"] - out["not_drawn_win_rate"]
    out["improvement_low"], out["improvement_high"] = lo, hi
    n_played = s["played"].astype(np.int64)
    out["played_games"] = n_played
    out["played_rate"] = n_played / out["games"]
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = np.where(n_played > 0, s["turn"] / np.maximum(n_played, 1), np.nan)
        var = np.where(n_played > 1, (s["turn2"] - n_played * mean ** 2) / np.maximum(n_played - 1, 1), np.nan)
        half = WILSON_Z * np.sqrt(np.maximum(var, 0.0) / np.maximum(n_played, 1))
    out["mean_turn_played"] = mean
    out["mean_turn_played_low"], out["mean_turn_played_high"] = mean - half, mean + half
    out["mean_plays"] = s["plays"] / out["games"]
    out.insert(0, "level", [facts.get(c, (None, None))[1] for c in out.index])
    out.insert(0, "kind", [facts.get(c, (None, None))[0] for c in out.index])
    return out


def digimon_levels(cards, facts=None):
    """{card number: level} of the Digimon among `cards` (catalog facts unless given)."""
    cards = [str(c) for c in cards]
    facts = facts if facts is not None else card_facts(cards)
    return {c: int(lv) for c, (kind, lv) in facts.items() if c in cards and kind == "digimon" and lv}


def level_turns(records, facts=None):
    """Per game, side and level: the first game turn that side had a Digimon of that level in its
    battle area (a game and side that never had one has no row). A Digimon's level is its top card's,
    and a top card enters the battle area only as recorded in first_on_field, so this is the minimum
    of first_on_field over the side's Digimon cards of that level. Columns: KEY, level, first_turn."""
    level_of = digimon_levels(pd.unique(records["card"].astype(str)), facts)
    on_field = records[records["first_on_field"] >= 0]
    lv = on_field["card"].astype(str).map(level_of)
    on_field = on_field.assign(level=lv)[lv.notna()].astype({"level": np.int8})
    return (on_field.groupby(KEY + ["level"])["first_on_field"].min().rename("first_turn").reset_index())


def curve_table(rows, turns=8, facts=None):
    """Curve odds: for each side ("play": went first, "draw": went second), level of the deck's
    Digimon and turn t in 1..turns, the share of games with a Digimon of that level in the battle area
    by the end of the side's own turn t, its games and 95% Wilson interval. Long format."""
    levels = sorted(set(digimon_levels(pd.unique(rows["card"].astype(str)), facts).values()))
    obs = rows.drop_duplicates(KEY)[KEY + ["first"]]
    cols = {"when": [], "level": [], "turn": [], "games": [], "probability": [], "low": [], "high": []}
    first_at = level_turns(rows, facts).rename(columns={"first_turn": "at"})
    for when, first in (("play", True), ("draw", False)):
        keys = obs[obs["first"] == first]
        n = len(keys)
        if n == 0:
            continue   # e.g. --by first: no games on the draw
        for level in levels:
            at = first_at[first_at["level"] == level].merge(keys, on=KEY)["at"].to_numpy()
            for t in range(1, turns + 1):
                limit = 2 * t - 1 if first else 2 * t
                cols["when"].append(when)
                cols["level"].append(int(level))
                cols["turn"].append(t)
                cols["games"].append(n)
                cols["probability"].append(int(np.count_nonzero(at <= limit)))
    hits = np.array(cols["probability"], np.float64)
    games = np.array(cols["games"], np.int64)
    rate, lo, hi = _rate(hits, games)
    cols["probability"], cols["low"], cols["high"] = rate, lo, hi
    return pd.DataFrame(cols)


@dataclass
class CardImpact:
    """What `card_impact` finds for one deck."""
    deck: str
    by: object              # None, "first" or "second"
    games: int              # observations (a mirror game counts once per side)
    games_first: int        # of which the deck went first
    win_rate: float         # draws count half
    low: float
    high: float
    cards: pd.DataFrame     # card_table
    curve: pd.DataFrame     # curve_table

    def to_dict(self):
        """Plain JSON-ready data (NaN becomes None)."""
        def clean(x):
            if isinstance(x, (float, np.floating)):
                return None if math.isnan(x) else float(x)
            if isinstance(x, (np.integer,)):
                return int(x)
            return x

        cards = []
        for number, r in self.cards.iterrows():
            entry = {"card": number}
            entry.update({k: clean(v) for k, v in r.items()})
            entry["level"] = None if entry["level"] is None else int(entry["level"])
            cards.append(entry)
        curve = {}
        for (when, level), part in self.curve.groupby(["when", "level"], sort=False):
            side = curve.setdefault(when, {"games": int(part["games"].iloc[0]), "levels": {}})
            side["levels"][str(level)] = {
                "probability": [clean(v) for v in part["probability"]],
                "ci95": [[clean(a), clean(b)] for a, b in zip(part["low"], part["high"], strict=True)],
            }
        return {"deck": self.deck, "by": self.by, "games": self.games, "games_first": self.games_first,
                "win_rate": clean(self.win_rate), "ci95": [clean(self.low), clean(self.high)],
                "cards": cards, "curve": curve}


def impact_from_frames(games, records, deck, by=None, turns=8, facts=None):
    """card_impact from a game DataFrame (simcore.load_results) and card records (load_card_records)."""
    rows = deck_rows(games, records, deck, by)
    if rows.empty:
        have = record_decks(records)
        raise ValueError(f"deck {deck!r} has no games with card records"
                         f"{' going ' + by if by else ''} (decks with card records: {', '.join(have) or 'none'})")
    obs = rows.drop_duplicates(KEY)
    n = len(obs)
    points = float(obs["points"].sum())
    rate, lo, hi = _rate([points], [n])
    return CardImpact(deck, by, n, int(obs["first"].sum()), float(rate[0]), float(lo[0]), float(hi[0]),
                      card_table(rows, facts), curve_table(rows, turns, facts))


def card_impact(path, deck, by=None, turns=8):
    """Card figures and curve odds of `deck` over the games of the results directory `path` that have
    card records. by: None (all games), "first" or "second" (only the games the deck went first /
    second); turns: curve odds for own turns 1..turns."""
    from simcore.results import load_results

    records = load_card_records(path, decks=[deck])
    if records.empty:
        raise ValueError(f"deck {deck!r} has no games with card records in {path} "
                         f"(decks with card records: {', '.join(record_deck_names(path))})")
    return impact_from_frames(load_results(path), records, deck, by, turns)


def plot_impact(impact, path):
    """Save the cards by improvement when drawn, with their 95% intervals (needs matplotlib). The
    image format follows the file suffix."""
    from matplotlib.figure import Figure

    t = impact.cards[impact.cards["improvement"].notna()].sort_values("improvement")
    names = card_names(t.index)
    labels = [f"{n}  {names[n]}" for n in t.index]
    height = 1.2 + 0.28 * max(len(t), 1)
    fig = Figure(figsize=(7.5, height), dpi=110)
    ax = fig.add_subplot(1, 1, 1)
    y = np.arange(len(t))
    x = 100 * t["improvement"].to_numpy()
    err = 100 * np.vstack([t["improvement"] - t["improvement_low"], t["improvement_high"] - t["improvement"]])
    ax.errorbar(x, y, xerr=err, fmt="o", color="#1f4e79", ecolor="#7f9fbf", capsize=2, markersize=4)
    ax.axvline(0, color="grey", linewidth=0.8)
    ax.set_yticks(y)
    ax.set_yticklabels(labels, fontsize=8)
    ax.set_xlabel("improvement when drawn (win-rate points, 95% interval)")
    by = f", going {impact.by}" if impact.by else ""
    ax.set_title(f"{impact.deck}: {impact.games:,} games{by}, win rate {100 * impact.win_rate:.1f}%", fontsize=10)
    ax.grid(axis="x", linewidth=0.3)
    fig.savefig(path, bbox_inches="tight")


def card_names(numbers):
    """{card number: name} from the catalog (the number itself where it is unknown)."""
    from decks.catalog import get_card

    out = {}
    for n in numbers:
        try:
            out[n] = get_card(n).name
        except KeyError:
            out[n] = n
    return out

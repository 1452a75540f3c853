"""Metagame analysis: matchup matrices, field win rates, best responses and the Nash equilibrium.

Conventions used throughout:
- a *matrix* is a square `pandas.DataFrame` with the same deck names as index and columns; cell
  (row, col) is the row deck's win rate against the column deck (draws count half);
- *shares* is a `pandas.Series` of non-negative floats summing to 1, indexed by deck name (decks a
  matrix has but the shares lack get share 0).

Every function that takes a matrix also takes a `MatchupMatrix` (from `matchup_matrix`) or a plain
square array (decks are then named "0", "1", ...).
"""
import csv
import json
import math
import os
import warnings
from dataclasses import dataclass

import numpy as np
import pandas as pd

WILSON_Z = 1.959963984540054  # two-sided 95%
PAIR_TOLERANCE = 0.05  # a[i][j] + a[j][i] may differ from 1 by this much in a matrix file
SUM_TOLERANCE = 1e-6  # shares summing to 1 within this are taken as they are


@dataclass(frozen=True)
class MatchupMatrix:
    """Matchups measured from games. All frames are indexed by deck on both axes, in the same order.

    win_rate: row deck's win rate against the column deck (draws half; NaN where no games were played)
    games: number of games behind each cell
    low, high: bounds of the 95% Wilson score interval of each cell (0 and 1 where there are no games)
    """

    win_rate: pd.DataFrame
    games: pd.DataFrame
    low: pd.DataFrame
    high: pd.DataFrame

    @property
    def decks(self):
        return list(self.win_rate.index)

    def missing_pairs(self):
        """(row deck, column deck) pairs with no games, each unordered pair once."""
        values = self.win_rate.to_numpy()
        decks = self.decks
        return [(decks[i], decks[j]) for i in range(len(decks)) for j in range(i, len(decks))
                if np.isnan(values[i, j])]


def wilson_interval(points, games, z=WILSON_Z):
    """95% Wilson score interval for `points` successes out of `games` (arrays; draws may make points
    fractional). Cells with no games get (0, 1)."""
    points = np.asarray(points, dtype=np.float64)
    games = np.asarray(games, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = points / games
        z2 = z * z
        denom = 1.0 + z2 / games
        centre = (p + z2 / (2 * games)) / denom
        half = z * np.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denom
    empty = games == 0
    low = np.where(empty, 0.0, np.clip(centre - half, 0.0, 1.0))
    high = np.where(empty, 1.0, np.clip(centre + half, 0.0, 1.0))
    return low, high


def deck_archetypes(names, archetypes=None, attrs=None):
    """{deck name: archetype} for these names: from `archetypes` (a mapping), else the dataset's record
    (`attrs["deck_archetypes"]`, which `load_results` reads from a sweep's manifest), else the deck library,
    else the deck's own name."""
    from decks.library import archetype_of

    recorded = dict((attrs or {}).get("deck_archetypes") or {})
    given = dict(archetypes or {})
    out = {}
    for name in names:
        out[name] = given.get(name) or recorded.get(name) or archetype_of(name) or name
    return out


def matchup_matrix(df, split=None, by="deck", archetypes=None):
    """Matchup matrix of a results DataFrame (as from `simcore.load_results`).

    by="archetype" pools the games of every list of an archetype (see `deck_archetypes`; `archetypes`
    maps deck names to archetypes and overrides the rest), so each list weighs by its games; a game
    between two lists of one archetype counts as that archetype's mirror.

    Each game between different decks X and Y counts in cell (X, Y) from X's side and in (Y, X) from
    Y's side, whichever seat each deck had. A mirror game (deck_a == deck_b) counts once in its
    diagonal cell, from seat A's side (with `split`, from the side that went first/second). A mirror
    with no games is 0.5 with 0 games; any other pair with no games is NaN.

    split: None (all games), "first" (only games where the row deck went first) or "second".
    Returns a `MatchupMatrix`; decks are sorted by name.
    """
    if split not in (None, "first", "second"):
        raise ValueError(f"split must be None, 'first' or 'second', not {split!r}")
    if by not in ("deck", "archetype"):
        raise ValueError(f"by must be 'deck' or 'archetype', not {by!r}")
    missing = [c for c in ("deck_a", "deck_b", "winner", "first_player") if c not in df.columns]
    if missing:
        raise ValueError(f"results lack column(s) {', '.join(missing)}")
    if len(df) == 0:
        raise ValueError("no games in the results")

    deck_a = df["deck_a"].astype(str).to_numpy()
    deck_b = df["deck_b"].astype(str).to_numpy()
    if by == "archetype":
        names = deck_archetypes(sorted(set(deck_a) | set(deck_b)), archetypes, df.attrs)
        deck_a = np.array([names[x] for x in deck_a], dtype=object)
        deck_b = np.array([names[x] for x in deck_b], dtype=object)
    decks = sorted(set(deck_a) | set(deck_b))
    n = len(decks)
    index = {name: i for i, name in enumerate(decks)}
    ia = np.fromiter((index[x] for x in deck_a), dtype=np.int64, count=len(deck_a))
    ib = np.fromiter((index[x] for x in deck_b), dtype=np.int64, count=len(deck_b))
    winner = df["winner"].to_numpy().astype(np.int64)
    a_first = df["first_player"].to_numpy().astype(np.int64) == 0
    points_a = np.where(winner == 0, 1.0, np.where(winner == 1, 0.0, 0.5))
    mirror = ia == ib

    # Side A of every game, and side B of every non-mirror game.
    rows = [ia, ib[~mirror]]
    cols = [ib, ia[~mirror]]
    points = [points_a, 1.0 - points_a[~mirror]]
    went_first = [a_first, ~a_first[~mirror]]
    rows, cols, points, went_first = (np.concatenate(x) for x in (rows, cols, points, went_first))
    if split is not None:
        keep = went_first if split == "first" else ~went_first
        # A mirror game counts from the side that went first/second, which may be seat B.
        n_a = len(ia)
        flip = np.zeros(len(rows), dtype=bool)
        flip[:n_a] = mirror & ~keep[:n_a]
        points = np.where(flip, 1.0 - points, points)
        keep = keep | flip
        rows, cols, points = rows[keep], cols[keep], points[keep]

    cell = rows * n + cols
    games = np.bincount(cell, minlength=n * n).reshape(n, n).astype(np.int64)
    won = np.bincount(cell, weights=points, minlength=n * n).reshape(n, n)
    with np.errstate(divide="ignore", invalid="ignore"):
        rate = won / games
    diagonal = np.arange(n)
    no_mirror = games[diagonal, diagonal] == 0
    rate[diagonal[no_mirror], diagonal[no_mirror]] = 0.5
    low, high = wilson_interval(won, games)

    def frame(values):
        return pd.DataFrame(values, index=pd.Index(decks, name="deck"), columns=pd.Index(decks, name="opponent"))

    return MatchupMatrix(win_rate=frame(rate), games=frame(games), low=frame(low), high=frame(high))


def as_matrix(matrix):
    """The win-rate DataFrame of a MatchupMatrix, DataFrame or square array (validated square)."""
    if isinstance(matrix, MatchupMatrix):
        matrix = matrix.win_rate
    if not isinstance(matrix, pd.DataFrame):
        values = np.asarray(matrix, dtype=np.float64)
        if values.ndim != 2:
            raise ValueError("matrix must be two-dimensional")
        if values.shape[0] != values.shape[1]:
            raise ValueError(f"matrix must be square, not {values.shape[0]}x{values.shape[1]}")
        names = [str(i) for i in range(values.shape[0])]
        matrix = pd.DataFrame(values, index=names, columns=names)
    if matrix.shape[0] != matrix.shape[1] or list(matrix.index) != list(matrix.columns):
        raise ValueError("matrix must be square with the same decks, in the same order, on both axes")
    if matrix.shape[0] == 0:
        raise ValueError("matrix has no decks")
    values = matrix.to_numpy(dtype=np.float64)
    if np.isnan(values).any():
        rows, cols = np.nonzero(np.isnan(values))
        raise ValueError(f"matrix has no value for {matrix.index[rows[0]]} vs {matrix.columns[cols[0]]}")
    return matrix.astype(np.float64)


def read_matrix_csv(path):
    """Read a matchup matrix CSV: a header row of deck names (the first cell is a label or empty), then
    one row per deck: its name, then its win rate against each column deck.

    Validates: square, the same names in the same order on both axes, no duplicate names, numbers in
    [0, 1], and a[i][j] + a[j][i] within 0.05 of 1. Raises ValueError with one line otherwise.
    """
    path = os.fspath(path)
    try:
        with open(path, newline="", encoding="utf-8-sig") as handle:
            rows = [row for row in csv.reader(handle) if any(cell.strip() for cell in row)]
    except FileNotFoundError:
        raise ValueError(f"matrix file not found: {path}") from None
    except IsADirectoryError:
        raise ValueError(f"matrix path is a directory: {path}") from None
    except (UnicodeDecodeError, csv.Error) as exc:
        raise ValueError(f"matrix file {path} is not a readable CSV ({exc})") from None
    if not rows:
        raise ValueError(f"matrix file {path} is empty")

    columns = [cell.strip() for cell in rows[0][1:]]
    names = [row[0].strip() for row in rows[1:]]
    where = f"matrix file {path}"
    if not columns or not names:
        raise ValueError(f"{where} needs a header row of deck names and one row per deck")
    for axis, labels in (("column", columns), ("row", names)):
        if "" in labels:
            raise ValueError(f"{where}: empty {axis} name (at {axis} {labels.index('') + 1})")
        seen = set()
        for label in labels:
            if label in seen:
                raise ValueError(f"{where}: duplicate {axis} name {label!r}")
            seen.add(label)
    if len(names) != len(columns):
        raise ValueError(f"{where} is not square: {len(names)} rows, {len(columns)} columns")
    if names != columns:
        only_rows = [x for x in names if x not in columns]
        only_cols = [x for x in columns if x not in names]
        if only_rows or only_cols:
            parts = []
            if only_rows:
                parts.append(f"only in rows: {', '.join(map(repr, only_rows))}")
            if only_cols:
                parts.append(f"only in columns: {', '.join(map(repr, only_cols))}")
            raise ValueError(f"{where}: row and column names differ ({'; '.join(parts)})")
        k = next(i for i, (r, c) in enumerate(zip(names, columns)) if r != c)
        raise ValueError(f"{where}: rows and columns are in a different order "
                         f"(position {k + 1}: row {names[k]!r}, column {columns[k]!r})")

    n = len(names)
    values = np.empty((n, n), dtype=np.float64)
    for i, row in enumerate(rows[1:]):
        cells = row[1:]
        while len(cells) > n and not cells[-1].strip():
            cells = cells[:-1]  # trailing commas
        if len(cells) != n:
            raise ValueError(f"{where}: row {names[i]!r} has {len(cells)} values, expected {n}")
        for j, cell in enumerate(cells):
            try:
                x = float(cell)
            except ValueError:
                raise ValueError(f"{where}: {names[i]!r} vs {columns[j]!r} is not a number: "
                                 f"{cell.strip()!r}") from None
            if not 0.0 <= x <= 1.0:  # also rejects NaN
                raise ValueError(f"{where}: {names[i]!r} vs {columns[j]!r} = {cell.strip()} is "
                                 f"outside [0, 1]")
            values[i, j] = x
    for i in range(n):
        for j in range(i, n):
            total = values[i, j] + values[j, i]
            if abs(total - 1.0) > PAIR_TOLERANCE + 1e-12:
                pair = (f"{names[i]!r} vs itself is {values[i, i]:g}" if i == j else
                        f"{names[i]!r} vs {names[j]!r} ({values[i, j]:g}) and the reverse "
                        f"({values[j, i]:g}) sum to {total:g}")
                raise ValueError(f"{where}: {pair}, not within {PAIR_TOLERANCE} of "
                                 f"{'0.5' if i == j else '1'}")
    return pd.DataFrame(values, index=pd.Index(names, name="deck"),
                        columns=pd.Index(names, name="opponent"))


def _deck_names(decks):
    if decks is None:
        return None
    if isinstance(decks, (pd.DataFrame, MatchupMatrix)):
        return list(as_matrix(decks).index)
    return [str(d) for d in decks]


def read_shares(path, decks=None):
    """Read field shares: a CSV `deck,share` (header row optional) or a JSON object {deck: share}.

    decks: a matrix or a list of deck names; names in the file that are not among them raise
    ValueError, and decks missing from the file get share 0 (the result is then in that order).
    Negative shares raise ValueError; shares not summing to 1 are normalised with a warning.
    Returns a float Series indexed by deck.
    """
    path = os.fspath(path)
    try:
        with open(path, encoding="utf-8-sig") as handle:
            text = handle.read()
    except FileNotFoundError:
        raise ValueError(f"shares file not found: {path}") from None
    except IsADirectoryError:
        raise ValueError(f"shares path is a directory: {path}") from None
    except UnicodeDecodeError:
        raise ValueError(f"shares file {path} is not text") from None

    where = f"shares file {path}"
    pairs = []
    if path.lower().endswith(".json") or text.lstrip().startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{where} is not valid JSON ({exc.msg} at line {exc.lineno})") from None
        if not isinstance(data, dict):
            raise ValueError(f"{where} must hold a JSON object {{deck: share}}")
        for name, value in data.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError(f"{where}: share of {name!r} is not a number: {value!r}")
            pairs.append((name.strip(), float(value)))
    else:
        rows = [row for row in csv.reader(text.splitlines()) if any(c.strip() for c in row)]
        for k, row in enumerate(rows):
            cells = [c.strip() for c in row]
            while len(cells) > 2 and not cells[-1]:
                cells.pop()
            if len(cells) != 2:
                raise ValueError(f"{where}: line {k + 1} should be 'deck,share'")
            try:
                value = float(cells[1])
            except ValueError:
                if k == 0:
                    continue  # header row
                raise ValueError(f"{where}: share of {cells[0]!r} is not a number: {cells[1]!r}") from None
            pairs.append((cells[0], value))
    if not pairs:
        raise ValueError(f"{where} lists no decks")

    shares = {}
    for name, value in pairs:
        if not name:
            raise ValueError(f"{where}: empty deck name")
        if name in shares:
            raise ValueError(f"{where}: duplicate deck {name!r}")
        if not math.isfinite(value) or value < 0:
            raise ValueError(f"{where}: share of {name!r} must be a finite number >= 0, not {value:g}")
        shares[name] = value

    names = _deck_names(decks)
    if names is not None:
        unknown = [name for name in shares if name not in names]
        if unknown:
            raise ValueError(f"{where}: deck(s) not in the matrix: {', '.join(map(repr, unknown))}")
        series = pd.Series([shares.get(name, 0.0) for name in names], index=names, dtype=np.float64)
    else:
        series = pd.Series(shares, dtype=np.float64)
    series.index.name = "deck"
    series.name = "share"
    total = float(series.sum())
    if total <= 0:
        raise ValueError(f"{where}: shares sum to 0")
    if abs(total - 1.0) > SUM_TOLERANCE:
        warnings.warn(f"shares in {path} sum to {total:g}, not 1; normalised", UserWarning, stacklevel=2)
    return series / total


def equal_shares(matrix):
    names = list(as_matrix(matrix).index)
    return pd.Series(1.0 / len(names), index=pd.Index(names, name="deck"), name="share")


def align_shares(matrix, shares):
    """Shares as a Series in the matrix's deck order (missing decks 0). Accepts a Series, a dict or
    an array in matrix order. Raises ValueError for unknown decks, negative values or a zero sum;
    does not normalise."""
    names = list(as_matrix(matrix).index)
    if isinstance(shares, dict):
        shares = pd.Series(shares, dtype=np.float64)
    if isinstance(shares, pd.Series):
        unknown = [str(name) for name in shares.index if name not in names]
        if unknown:
            raise ValueError(f"shares name deck(s) not in the matrix: {', '.join(unknown)}")
        values = shares.reindex(names, fill_value=0.0).to_numpy(dtype=np.float64)
    else:
        values = np.asarray(shares, dtype=np.float64)
        if values.shape != (len(names),):
            raise ValueError(f"shares need {len(names)} values, got shape {values.shape}")
    if not np.isfinite(values).all() or (values < 0).any():
        raise ValueError("shares must be finite and >= 0")
    if values.sum() <= 0:
        raise ValueError("shares sum to 0")
    return pd.Series(values, index=pd.Index(names, name="deck"), name="share")


def field_win_rate(matrix, shares):
    """Each deck's expected win rate against a field with these shares: matrix @ shares."""
    matrix = as_matrix(matrix)
    shares = align_shares(matrix, shares)
    shares = shares / shares.sum()
    rates = matrix.to_numpy() @ shares.to_numpy()
    return pd.Series(rates, index=matrix.index.copy(), name="field_win_rate")


def best_response(matrix, shares):
    """The deck with the highest field win rate against these shares (the first one on ties)."""
    rates = field_win_rate(matrix, shares)
    return str(rates.index[int(np.argmax(rates.to_numpy()))])


def symmetrised(matrix):
    """(a + (1 - a.T)) / 2: the constant-sum matrix closest to `matrix` (a + a.T = 1 exactly)."""
    matrix = as_matrix(matrix)
    values = matrix.to_numpy()
    return pd.DataFrame((values + 1.0 - values.T) / 2.0, index=matrix.index.copy(),
                        columns=matrix.columns.copy())


def nash_equilibrium(matrix):
    """The symmetric Nash equilibrium of the metagame: deck shares that no deck beats on average.

    The matrix is first made constant-sum (`symmetrised`), so the payoff a[i][j] - 0.5 is
    antisymmetric; the maximin mix is found by linear programming (scipy's HiGHS). Where several mixes
    are optimal, a second program picks one with the smallest largest share (e.g. equal shares for a
    flat matrix). Returns (shares Series, value) where value is the equilibrium's guaranteed win rate
    (0.5 up to solver precision).
    """
    from scipy.optimize import linprog

    sym = symmetrised(matrix)
    payoff = sym.to_numpy() - 0.5
    n = payoff.shape[0]
    # Variables x_1..x_n, v: maximise v subject to (x @ payoff)_j >= v for every column j.
    c = np.zeros(n + 1)
    c[-1] = -1.0
    a_ub = np.hstack([-payoff.T, np.ones((n, 1))])
    b_ub = np.zeros(n)
    a_eq = np.hstack([np.ones((1, n)), np.zeros((1, 1))])
    bounds = [(0.0, 1.0)] * n + [(None, None)]
    first = linprog(c, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=[1.0], bounds=bounds, method="highs")
    if first.status != 0:
        raise RuntimeError(f"linear program failed: {first.message}")
    value = float(first.x[-1])

    # Among optimal mixes, pick the one with the smallest largest share t. Every equilibrium of a
    # zero-sum game plays only best responses to any other equilibrium, so decks that are not a best
    # response to the first solution are left out; then x_i <= t and (x @ payoff)_j >= value.
    x = first.x[:n]
    best_reply = payoff @ x >= value - 1e-9
    c2 = np.zeros(n + 1)
    c2[-1] = 1.0
    a_ub2 = np.vstack([np.hstack([-payoff.T, np.zeros((n, 1))]),
                       np.hstack([np.eye(n), -np.ones((n, 1))])])
    b_ub2 = np.concatenate([np.full(n, -value + 1e-10), np.zeros(n)])
    bounds2 = [(0.0, 1.0 if best_reply[i] else 0.0) for i in range(n)] + [(0.0, 1.0)]
    second = linprog(c2, A_ub=a_ub2, b_ub=b_ub2, A_eq=a_eq, b_eq=[1.0], bounds=bounds2,
                     method="highs")
    if second.status == 0:
        x = second.x[:n]
    x = np.clip(x, 0.0, None)
    x[x < 1e-7] = 0.0  # solver slack, not a share
    x = x / x.sum()
    shares = pd.Series(x, index=sym.index.copy(), name="nash")
    shares.index.name = "deck"
    return shares, 0.5 + value


def plot_matrix(matrix, field_win_rates, path, title=None):
    """Save an annotated heatmap of the matrix (percent, row deck vs column deck) with the field win
    rates as a column beside it. The image format follows the file suffix (png, svg, pdf...).
    Needs matplotlib (`pip install 'dcgsim[plot]'`). The file is written whole or not at all."""
    from matplotlib import colors as mcolors
    from matplotlib.figure import Figure

    matrix = as_matrix(matrix)
    decks = [str(d) for d in matrix.index]
    values = matrix.to_numpy()
    field = pd.Series(field_win_rates).reindex(matrix.index).to_numpy(dtype=np.float64)
    n = len(decks)

    cell = 0.42 if n > 12 else 0.6
    font = 7 if n > 16 else 8 if n > 10 else 10
    longest = max(len(d) for d in decks)
    label_space = min(0.085 * longest * font / 8, 4.0)
    # Axes placed in inches: n x n square cells, then the one-cell field column half a cell away;
    # the margins only need to hold the labels (savefig trims the rest).
    left = bottom = label_space + 0.6
    top = right = 0.6
    width = left + cell * (n + 1.5) + right
    height = bottom + cell * n + top
    fig = Figure(figsize=(width, height), dpi=110)
    ax = fig.add_axes((left / width, bottom / height, cell * n / width, cell * n / height))
    ax_field = fig.add_axes(((left + cell * (n + 0.5)) / width, bottom / height, cell / width,
                             cell * n / height), sharey=ax)

    spread = max(0.1, float(np.nanmax(np.abs(np.concatenate([values.ravel(), field]) - 0.5))))
    norm = mcolors.TwoSlopeNorm(vcenter=0.5, vmin=0.5 - spread, vmax=0.5 + spread)
    cmap = "RdBu"
    ax.imshow(values, cmap=cmap, norm=norm, aspect="equal")
    ax_field.imshow(field.reshape(-1, 1), cmap=cmap, norm=norm, aspect="equal")

    def annotate(axis, grid_values):
        for (i, j), x in np.ndenumerate(grid_values):
            if np.isnan(x):
                text, colour = "–", "black"
            else:
                text = f"{100 * x:.0f}"
                colour = "white" if abs(x - 0.5) > 0.6 * spread else "black"
            axis.text(j, i, text, ha="center", va="center", fontsize=font, color=colour)

    annotate(ax, values)
    annotate(ax_field, field.reshape(-1, 1))

    ax.set_xticks(range(n), labels=decks, rotation=50, ha="right", rotation_mode="anchor",
                  fontsize=font)
    ax.set_yticks(range(n), labels=decks, fontsize=font)
    ax.set_xlabel("opponent (column deck)", fontsize=font + 1)
    ax.set_ylabel("deck (row)", fontsize=font + 1)
    ax.set_xticks(np.arange(n + 1) - 0.5, minor=True)
    ax.set_yticks(np.arange(n + 1) - 0.5, minor=True)
    ax.grid(which="minor", color="white", linewidth=0.8)
    ax.tick_params(which="minor", length=0)
    ax_field.set_xticks([0], labels=["vs field"], rotation=50, ha="right", rotation_mode="anchor",
                        fontsize=font)
    ax_field.set_xticks([-0.5, 0.5], minor=True)
    ax_field.grid(which="minor", color="white", linewidth=0.8)
    ax_field.tick_params(axis="y", which="both", left=False, labelleft=False)
    ax_field.tick_params(axis="x", which="minor", length=0)
    ax.set_title(title or "Win rate of row deck vs column deck (%)", fontsize=font + 3, loc="left")

    path = os.fspath(path)
    suffix = os.path.splitext(path)[1].lstrip(".").lower() or "png"
    directory, name = os.path.split(path)
    temp = os.path.join(directory, f".{name}.{os.getpid()}.tmp")
    try:
        fig.savefig(temp, format=suffix, bbox_inches="tight")
        os.replace(temp, path)
    finally:
        if os.path.exists(temp):
            os.remove(temp)

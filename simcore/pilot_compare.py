"""Pilot A against pilot B: A's win rate per deck in mirror matches (both pilots play the deck) and, if
asked, in cross matches (A plays one deck, B another), with 95% Wilson intervals.

Every cell is played from both seats: half its games with A as side A of the matchup, half with A as
side B, so the seat (the matchup's random stream) favours neither pilot. Both halves use game ids
0, 1, ... of their matchup, so in a mirror both seats see the same deals: a pilot against itself scores
exactly one half.
"""
from dataclasses import dataclass

from simcore.runner import Matchup, default_chunk_size, merge_summaries, plan_chunks, run_chunks


@dataclass(frozen=True)
class Cell:
    """One cell: A plays deck_a, B plays deck_b (the same deck in a mirror)."""
    deck_a: object
    deck_b: object

    @property
    def mirror(self):
        return self.deck_a.name == self.deck_b.name


def cells(decks, cross=False):
    """The mirror of each deck, then (with cross) every ordered pair of distinct decks."""
    out = [Cell(d, d) for d in decks]
    if cross:
        out += [Cell(a, b) for a in decks for b in decks if a.name != b.name]
    return out


def seat_matchups(cell, pilot_a, pilot_b, games, seed, rules=0):
    """[(matchup, games, a_is_side_a)]: A as side A for the first half (the extra game of an odd count),
    then A as side B."""
    first = games - games // 2
    out = [(Matchup(cell.deck_a, cell.deck_b, pilot_a, pilot_b, seed, rules), first, True)]
    if games // 2:
        out.append((Matchup(cell.deck_b, cell.deck_a, pilot_b, pilot_a, seed, rules), games // 2, False))
    return out


def cell_result(parts):
    """A's record over its (summary, a_is_side_a) parts: games, wins, losses, draws, win rate, interval."""
    from simcore.meta import wilson_interval

    games = wins = losses = draws = 0
    for s, a_is_side_a in parts:
        games += s["games"]
        wins += s["wins_a"] if a_is_side_a else s["wins_b"]
        losses += s["wins_b"] if a_is_side_a else s["wins_a"]
        draws += s["draws"]
    score = wins + 0.5 * draws
    lo, hi = wilson_interval(score, games)
    return {"games": games, "wins_a": wins, "wins_b": losses, "draws": draws,
            "win_rate_a": score / games if games else None, "ci95": [float(lo), float(hi)]}


def compare_pilots(pilot_a, pilot_b, decks, games, seed=0, workers=1, cross=False, rules=0, on_done=None):
    """Play every cell (games each) and return {"mirror": {deck: result}, "mirrors": pooled result,
    "cross": [{"deck_a", "deck_b", **result}], "crosses": pooled result or None}."""
    plan = [(cell, seat_matchups(cell, pilot_a, pilot_b, games, seed, rules)) for cell in cells(decks, cross)]
    tasks, owner = [], []
    for ci, (cell, seats) in enumerate(plan):
        for m, n, a_is_side_a in seats:
            for chunk, g0, k in plan_chunks(n, default_chunk_size(n, workers)):
                tasks.append((m, chunk, g0, k))
                owner.append((ci, a_is_side_a))
    summaries = run_chunks(tasks, workers, on_done=on_done)
    parts = [[] for _ in plan]
    for (ci, a_is_side_a), s in zip(owner, summaries):
        parts[ci].append((s, a_is_side_a))
    mirror, cross_rows, all_mirror, all_cross = {}, [], [], []
    for (cell, _), p in zip(plan, parts):
        merged = [(merge_summaries([s for s, side in p if side == a_side]), a_side) for a_side in (True, False)
                  if any(side == a_side for _, side in p)]
        if cell.mirror:
            mirror[cell.deck_a.name] = cell_result(merged)
            all_mirror += merged
        else:
            cross_rows.append({"deck_a": cell.deck_a.name, "deck_b": cell.deck_b.name, **cell_result(merged)})
            all_cross += merged
    return {"mirror": mirror, "mirrors": cell_result(all_mirror), "cross": cross_rows,
            "crosses": cell_result(all_cross) if cross_rows else None}

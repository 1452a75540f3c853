"""Swiss tournaments with a single-elimination top cut, simulated from a matchup matrix.

One call of `swiss_batch_nb` plays a whole batch of tournaments. Tournament t draws its own random
stream from (seed, TOURNAMENT_STREAM, t), so its outcome depends on nothing else: results do not
change with batch size or order.

A tournament: N players, each playing an archetype drawn from the field shares (a multinomial field);
R Swiss rounds paired by match points (3 win, 1 draw, 0 loss) in random order within each score group,
top to bottom, avoiding rematches where the next players allow it (an odd player out floats down to
the next group); with an odd N the lowest-ranked player without a bye gets one (a win). Final
standings: points, then random or opponents' match-win percentage (each opponent's floored at 1/3,
byes left out) then random. The top K (a power of two) play a seeded single-elimination bracket
(1 v K, ...) in which a drawn match is replayed.
"""
import numpy as np
from numba import njit

from simcore.rng import derive_seed, next_u64, rand_below, seed_state

TOURNAMENT_STREAM = 0x5715  # derive_seed stream of tournament simulations
TIEBREAK_RANDOM = 0
TIEBREAK_OMW = 1
TIEBREAKS = {"random": TIEBREAK_RANDOM, "omw": TIEBREAK_OMW}
MATCH_WIN_A = 0
MATCH_WIN_B = 1
MATCH_DRAW = 2
MW_FLOOR = 1.0 / 3.0


@njit(cache=True)
def uniform_nb(rs):
    """Uniform float64 in [0, 1) with 53 random bits."""
    return np.float64(next_u64(rs) >> np.uint64(11)) * (1.0 / 9007199254740992.0)


@njit(cache=True)
def pick_nb(cum_shares, u):
    """Index of the first cumulative share above u (binary search), so zero shares are never picked."""
    lo = 0
    hi = cum_shares.shape[0] - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if cum_shares[mid] > u:
            hi = mid
        else:
            lo = mid + 1
    return lo


@njit(cache=True)
def match_nb(win_q, draw_rate, deck_a, deck_b, best_of, rs):
    """One best-of-`best_of` match: each game is a draw with probability draw_rate, else won by A with
    probability win_q[deck_a, deck_b]. Returns MATCH_WIN_A, MATCH_WIN_B or MATCH_DRAW."""
    need = best_of // 2 + 1
    wins_a = 0
    wins_b = 0
    q = win_q[deck_a, deck_b]
    for _ in range(best_of):
        if draw_rate > 0.0 and uniform_nb(rs) < draw_rate:
            pass
        elif uniform_nb(rs) < q:
            wins_a += 1
        else:
            wins_b += 1
        if wins_a == need or wins_b == need:
            break
    if wins_a > wins_b:
        return MATCH_WIN_A
    if wins_b > wins_a:
        return MATCH_WIN_B
    return MATCH_DRAW


@njit(cache=True)
def shuffled_by_points_nb(points, max_points, scratch, counts, order, rs):
    """Fill `order` with all players by points, highest first, in random order within equal points."""
    n = points.shape[0]
    for i in range(n):
        scratch[i] = i
    for i in range(n - 1, 0, -1):
        j = rand_below(rs, i + 1)
        t = scratch[i]
        scratch[i] = scratch[j]
        scratch[j] = t
    counts[:] = 0
    for p in range(n):
        counts[points[p]] += 1
    pos = 0
    for s in range(max_points, -1, -1):
        c = counts[s]
        counts[s] = pos
        pos += c
    for i in range(n):
        p = scratch[i]
        order[counts[points[p]]] = p
        counts[points[p]] += 1


@njit(cache=True)
def pair_round_nb(order, opponents, had_bye, round_index, paired, pairs):
    """Pair one Swiss round. `order` ranks the players (best first). Each player, from the top, meets
    the next unpaired player below it not met before (the next unpaired one if all were met). With an
    odd count the lowest-ranked player without a bye (the lowest, if all had one) gets the bye.
    Writes pairs[k] = (p, q) and returns (number of pairs, bye player or -1)."""
    n = order.shape[0]
    paired[:] = False
    bye = -1
    if n % 2 == 1:
        bye = order[n - 1]
        for idx in range(n - 1, -1, -1):
            if not had_bye[order[idx]]:
                bye = order[idx]
                break
        paired[bye] = True
    n_pairs = 0
    for idx in range(n):
        p = order[idx]
        if paired[p]:
            continue
        chosen = -1
        fallback = -1
        for jdx in range(idx + 1, n):
            q = order[jdx]
            if paired[q]:
                continue
            if fallback < 0:
                fallback = q
            met = False
            for k in range(round_index):
                if opponents[p, k] == q:
                    met = True
                    break
            if not met:
                chosen = q
                break
        if chosen < 0:
            chosen = fallback
        paired[p] = True
        paired[chosen] = True
        pairs[n_pairs, 0] = p
        pairs[n_pairs, 1] = chosen
        n_pairs += 1
    return n_pairs, bye


@njit(cache=True)
def standings_nb(points, opponents, n_rounds, tiebreak, scratch, counts, order, rs):
    """Final standings into `order`: points, then (TIEBREAK_OMW) opponents' match-win percentage,
    then random."""
    max_points = 3 * n_rounds
    shuffled_by_points_nb(points, max_points, scratch, counts, order, rs)
    if tiebreak != TIEBREAK_OMW:
        return
    n = points.shape[0]
    key = np.empty(n, dtype=np.float64)
    for p in range(n):
        total = 0.0
        met = 0
        for k in range(n_rounds):
            q = opponents[p, k]
            if q >= 0:
                mw = points[q] / (3.0 * n_rounds)
                total += mw if mw > MW_FLOOR else MW_FLOOR
                met += 1
        omw = total / met if met > 0 else 0.0
        key[p] = -(2.0 * points[p] + omw)  # omw <= 1 < 2: never crosses a point
    ranked = np.argsort(key[order], kind="mergesort")  # stable: random order stays within ties
    scratch[:] = order[ranked]
    order[:] = scratch


@njit(cache=True)
def swiss_batch_nb(win_q, draw_rate, cum_shares, n_players, n_rounds, best_of, tiebreak, bracket,
                   seed, first, count):
    """Play tournaments first..first+count-1. Returns per-archetype int64 totals over them:
    (players entered, top-cut seats, tournaments won)."""
    n_decks = win_q.shape[0]
    top_k = bracket.shape[0]
    entered = np.zeros(n_decks, dtype=np.int64)
    cut_seats = np.zeros(n_decks, dtype=np.int64)
    titles = np.zeros(n_decks, dtype=np.int64)

    rs = np.zeros(1, dtype=np.uint64)
    deck = np.empty(n_players, dtype=np.int64)
    points = np.empty(n_players, dtype=np.int64)
    opponents = np.empty((n_players, n_rounds), dtype=np.int64)
    had_bye = np.empty(n_players, dtype=np.bool_)
    paired = np.empty(n_players, dtype=np.bool_)
    order = np.empty(n_players, dtype=np.int64)
    scratch = np.empty(n_players, dtype=np.int64)
    counts = np.empty(3 * n_rounds + 1, dtype=np.int64)
    pairs = np.empty((n_players // 2, 2), dtype=np.int64)
    alive = np.empty(top_k, dtype=np.int64)

    for t in range(first, first + count):
        seed_state(rs, derive_seed(seed, TOURNAMENT_STREAM, t))
        for p in range(n_players):
            d = pick_nb(cum_shares, uniform_nb(rs))
            deck[p] = d
            entered[d] += 1
        points[:] = 0
        opponents[:, :] = -1
        had_bye[:] = False

        for r in range(n_rounds):
            shuffled_by_points_nb(points, 3 * n_rounds, scratch, counts, order, rs)
            n_pairs, bye = pair_round_nb(order, opponents, had_bye, r, paired, pairs)
            if bye >= 0:
                had_bye[bye] = True
                points[bye] += 3
            for k in range(n_pairs):
                p = pairs[k, 0]
                q = pairs[k, 1]
                opponents[p, r] = q
                opponents[q, r] = p
                result = match_nb(win_q, draw_rate, deck[p], deck[q], best_of, rs)
                if result == MATCH_WIN_A:
                    points[p] += 3
                elif result == MATCH_WIN_B:
                    points[q] += 3
                else:
                    points[p] += 1
                    points[q] += 1

        standings_nb(points, opponents, n_rounds, tiebreak, scratch, counts, order, rs)
        for i in range(top_k):
            cut_seats[deck[order[i]]] += 1
            alive[i] = order[bracket[i]]
        m = top_k
        while m > 1:
            for i in range(m // 2):
                a = alive[2 * i]
                b = alive[2 * i + 1]
                result = MATCH_DRAW
                while result == MATCH_DRAW:
                    result = match_nb(win_q, draw_rate, deck[a], deck[b], best_of, rs)
                alive[i] = a if result == MATCH_WIN_A else b
            m //= 2
        titles[deck[alive[0]]] += 1
    return entered, cut_seats, titles


def bracket_order(k):
    """Standings positions (0 = first seed) in single-elimination bracket order: 1 v k, then the
    pairs that keep the top seeds apart until the end (k=8: 1-8, 4-5, 2-7, 3-6)."""
    seeds = [0]
    while len(seeds) < k:
        m = 2 * len(seeds)
        seeds = [x for s in seeds for x in (s, m - 1 - s)]
    return np.array(seeds, dtype=np.int64)


def is_power_of_two(k):
    return k >= 1 and k & (k - 1) == 0


def validate_parameters(players, rounds, top, best_of=1, samples=1, tiebreak="random", draw_rate=0.0):
    """Raise ValueError (one line) for tournament parameters that cannot be simulated."""
    if players < 2:
        raise ValueError(f"players must be at least 2, not {players}")
    if rounds < 1:
        raise ValueError(f"rounds must be at least 1, not {rounds}")
    if not is_power_of_two(top):
        raise ValueError(f"top cut must be a power of two (1, 2, 4, 8, ...), not {top}")
    if top > players:
        raise ValueError(f"top cut {top} is larger than the {players} players")
    if best_of not in (1, 3):
        raise ValueError(f"best_of must be 1 or 3, not {best_of}")
    if samples <= 0:
        raise ValueError(f"samples must be positive, not {samples}")
    if tiebreak not in TIEBREAKS:
        raise ValueError(f"tiebreak must be one of {', '.join(TIEBREAKS)}, not {tiebreak!r}")
    if not 0.0 <= draw_rate < 1.0:
        raise ValueError(f"draw_rate must be in [0, 1), not {draw_rate}")


def simulate_tournaments(matrix, shares, players, rounds, top, best_of=1, samples=100_000, seed=0,
                         tiebreak="random", draw_rate=0.0):
    """Simulate `samples` Swiss tournaments; returns a DataFrame indexed by deck with columns

    share: the field share used (normalised); top_cut_rate: share of the archetype's players who make
    the top cut (NaN if it never entered); top_cut_share: expected share of the top-cut seats;
    win_probability: probability that the tournament winner plays it; and the raw totals behind them
    (players, cut_seats, wins). The parameters are in `df.attrs`.

    matrix: matchup matrix (DataFrame/MatchupMatrix/array), made constant-sum first so a match's
    odds do not depend on which player is listed first. draw_rate: probability that a game is a
    draw; the other games keep each matchup's expected score (win + draw/2) where possible.
    """
    from simcore.meta import align_shares, as_matrix, symmetrised

    validate_parameters(players, rounds, top, best_of, samples, tiebreak, draw_rate)
    if not 0 <= seed < 2**63:
        raise ValueError(f"seed must be in [0, 2**63), not {seed}")
    matrix = as_matrix(matrix)
    share = align_shares(matrix, shares)
    share = share / share.sum()
    p = symmetrised(matrix).to_numpy()
    if draw_rate > 0.0:
        win_q = np.clip((p - draw_rate / 2.0) / (1.0 - draw_rate), 0.0, 1.0)
    else:
        win_q = p
    cum = np.cumsum(share.to_numpy())
    cum[-1] = 1.0
    entered, cut_seats, titles = swiss_batch_nb(
        np.ascontiguousarray(win_q, dtype=np.float64), np.float64(draw_rate),
        np.ascontiguousarray(cum, dtype=np.float64), np.int64(players), np.int64(rounds),
        np.int64(best_of), np.int64(TIEBREAKS[tiebreak]), bracket_order(top), np.int64(seed),
        np.int64(0), np.int64(samples))

    import pandas as pd

    with np.errstate(divide="ignore", invalid="ignore"):
        top_cut_rate = np.where(entered > 0, cut_seats / np.maximum(entered, 1), np.nan)
    result = pd.DataFrame({
        "share": share.to_numpy(),
        "top_cut_rate": top_cut_rate,
        "top_cut_share": cut_seats / float(top * samples),
        "win_probability": titles / float(samples),
        "players": entered,
        "cut_seats": cut_seats,
        "wins": titles,
    }, index=matrix.index.copy())
    result.index.name = "deck"
    result.attrs.update(players=players, rounds=rounds, top=top, best_of=best_of, samples=samples,
                        seed=seed, tiebreak=tiebreak, draw_rate=draw_rate)
    return result

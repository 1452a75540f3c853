"""Opening-hand and redraw statistics: Monte Carlo with the engine's own dealing code, and exact values.

A sample is one full deal as the game does it (RULES.md §2): shuffle, 5-card hand, the redraw decision
(the whole hand goes back, the deck is shuffled, 5 new cards, once), 5 security cards from the deck top,
then one draw per turn. By the main phase of turn t a player has drawn t-1 cards on the play and t on the
draw (the first player skips the draw of turn 1), so one deal answers both.

Only the positions that are looked at are shuffled, and lazily: the hand is dealt after
`shuffle_top(deck, n, 5)`, and `shuffle_top(deck, n - 5, 5 + T)` then finishes the shuffle for security
and draws. A Fisher-Yates step at position i draws from [0, i] whatever happened above it, so the two
calls make exactly the same deck top, from the same random numbers, as one `shuffle_top(deck, n, 10 + T)`
or the engine's full `shuffle_top(deck, n, n)`. A redraw puts the hand back and starts a new shuffle the
same way. The security cards and the draws are read where they lie, the next positions from the deck
top, which are the cards the engine's `deal_security` and `draw_into` would take.

Each card type gets a 64-bit word of eight byte lanes: lane g (g < MAX_GROUPS) is 1 when the card is in
target group g, lane REDRAW_LANE is 1 when the card's absence from the hand triggers a redraw. Summing
the five hand words counts copies per group in all lanes at once; OR-ing words gives "seen" flags.
Per-sample flags are added into lane accumulators that are emptied into int64 counters every
LANE_FLUSH samples, before a lane can overflow.

Samples come in blocks of LANE_FLUSH; block b draws from the random stream
`derive_seed(seed, HANDS_STREAM, b)`, so a result depends on the seed and the sample count only.

Exact values: with no redraw every statistic is hypergeometric (any set of m dealt positions is a uniform
random m-subset of the deck). With a redraw on "no card of set R in hand" (probability q), the second
deal is a fresh shuffle, so for any event A of the final deal
    P(A) = P1(A and hand meets R) + q P1(A) = (1 + q) P1(A) - P1(A and hand misses R),
where P1 is one plain deal; the last term is a product of hypergeometric factors (see `exact_group`).
"""
import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from simcore.jit import engine_jit

from simcore.deal import HAND_SIZE, SECURITY_SIZE, deal_hand, redraw_hand, shuffle_top
from simcore.rng import derive_seed, seed_state

POLICIES = ("never", "no-level3", "missing-target")
DEFAULT_POLICY = "no-level3"
MAX_GROUPS = 7
MAX_TURNS = 30
HANDS_STREAM = 0x4A4E  # derive_seed stream of opening-hand statistics
REDRAW_LANE = 7
LANE_FLUSH = 255  # samples per accumulator flush: each adds at most 1 to an 8-bit lane
_LANE_LOW7 = np.uint64(0x7F7F7F7F7F7F7F7F)
_LANE_HIGH = np.uint64(0x8080808080808080)
_BYTE = np.uint64(0xFF)


@engine_jit
def _nonzero_lanes(x):
    """1 in each byte lane of x that is nonzero, for lanes holding at most 127."""
    return ((x + _LANE_LOW7) & _LANE_HIGH) >> np.uint64(7)


@engine_jit
def _flush_lanes(acc, counts, n_groups):
    for r in range(acc.shape[0]):
        word = acc[r]
        for g in range(n_groups):
            counts[r, g] += np.int64((word >> np.uint64(8 * g)) & _BYTE)
        acc[r] = np.uint64(0)


@engine_jit
def hand_stats_nb(deck, lanes, n_groups, redraw_on_missing, turns, seed, first_block, n_samples,
                  rs, work, acc, seen_counts, count_hist):
    """Deal n_samples samples, starting at block first_block, and add their statistics to the counters.

    deck: int16[n], n >= 10 + turns, card-type ids indexing `lanes`; it is left in some other order.
    lanes: uint64[types], the lane word of each card type (module doc).
    redraw_on_missing: 1 to redraw a hand with no card flagged in REDRAW_LANE, 0 to keep every hand.
    rs: uint64[1] random state; work: int16[5] scratch for the hand; acc: uint64[turns + 2], all zero.
    seen_counts: int64[turns + 2, n_groups], added to: row k <= turns counts samples whose group was among
    the opening hand and the first k draws, row turns + 1 those whose group was among the security cards.
    count_hist: int64[n_groups, HAND_SIZE + 1], added to: copies of the group in the opening hand.
    Returns the number of redraws.
    """
    n = deck.shape[0]
    hand = work[0:HAND_SIZE]
    depth_after_hand = SECURITY_SIZE + turns
    redraw_shift = np.uint64(8 * REDRAW_LANE)
    redraws = 0
    done = 0
    block_id = first_block
    while done < n_samples:
        block = min(LANE_FLUSH, n_samples - done)
        seed_state(rs, derive_seed(seed, HANDS_STREAM, block_id))
        for _ in range(block):
            # Card ids are never negative: unsigned indexes skip the negative-index wraparound code.
            deck_n = deal_hand(deck, n, hand, rs, HAND_SIZE)
            in_hand = np.uint64(0)
            for i in range(HAND_SIZE):
                in_hand += lanes[np.uint16(hand[i])]
            if redraw_on_missing != 0 and (in_hand >> redraw_shift) == 0:
                redraws += 1
                deck_n = redraw_hand(deck, deck_n, hand, HAND_SIZE, rs, HAND_SIZE)
                in_hand = np.uint64(0)
                for i in range(HAND_SIZE):
                    in_hand += lanes[np.uint16(hand[i])]
            # One call site for the rest of the shuffle keeps it inlined (it is the hot loop).
            shuffle_top(deck, deck_n, depth_after_hand, rs)
            for g in range(n_groups):
                count_hist[g, (in_hand >> np.uint64(8 * g)) & _BYTE] += 1
            seen = _nonzero_lanes(in_hand)
            acc[0] += seen
            # the security cards and the draws are the next cards from the deck top (what deal_security
            # and draw_into would take): read in place, where copying them out costs a store a card
            top = np.uint64(deck_n)
            in_security = np.uint64(0)
            for i in range(SECURITY_SIZE):
                in_security |= lanes[np.uint16(deck[top - np.uint64(1 + i)])]
            acc[turns + 1] += in_security
            for t in range(turns):
                seen |= lanes[np.uint16(deck[top - np.uint64(1 + SECURITY_SIZE + t)])]
                acc[t + 1] += seen
        _flush_lanes(acc, seen_counts, n_groups)
        done += block
        block_id += 1
    return redraws


@dataclass(frozen=True)
class HandCounts:
    """Raw Monte Carlo counts of one run (see hand_stats_nb)."""
    samples: int
    redraws: int
    seen: np.ndarray          # int64[turns + 1, groups]: group seen by the hand plus k draws
    security: np.ndarray      # int64[groups]: group among the security cards
    opening_counts: np.ndarray  # int64[groups, 6]: copies of the group in the opening hand


def encode_deck(main_cards, groups, redraw_cards=None):
    """The kernel's inputs: (deck int16[n] of card-type ids, lanes uint64[types]).

    main_cards: the main deck as card numbers, copies repeated; groups: up to MAX_GROUPS collections of
    card numbers; redraw_cards: the cards whose absence triggers a redraw, or None.
    """
    if not 1 <= len(groups) <= MAX_GROUPS:
        raise ValueError(f"between 1 and {MAX_GROUPS} target groups, not {len(groups)}")
    type_ids = {}
    deck = np.empty(len(main_cards), dtype=np.int16)
    for pos, number in enumerate(main_cards):
        deck[pos] = type_ids.setdefault(number, len(type_ids))
    lanes = np.zeros(max(len(type_ids), 1), dtype=np.uint64)
    for number, type_id in type_ids.items():
        word = 0
        for g, group in enumerate(groups):
            if number in group:
                word |= 1 << (8 * g)
        if redraw_cards is not None and number in redraw_cards:
            word |= 1 << (8 * REDRAW_LANE)
        lanes[type_id] = word
    return deck, lanes


def count_hands(main_cards, groups, redraw_cards=None, *, turns=5, samples=1_000_000, seed=0):
    """Run the Monte Carlo kernel on one core and return its HandCounts.

    redraw_cards=None keeps every hand; otherwise a hand with none of redraw_cards is redrawn once.
    """
    if not 1 <= turns <= MAX_TURNS:
        raise ValueError(f"turns must be 1..{MAX_TURNS}, not {turns}")
    if len(main_cards) < HAND_SIZE + SECURITY_SIZE + turns:
        raise ValueError(f"a deck of {len(main_cards)} cards cannot deal hand, security and {turns} draws")
    if samples < 1:
        raise ValueError(f"samples must be positive, not {samples}")
    if seed < 0:
        raise ValueError(f"seed must be non-negative, not {seed}")
    deck, lanes = encode_deck(main_cards, groups, redraw_cards)
    n_groups = len(groups)
    seen_counts = np.zeros((turns + 2, n_groups), dtype=np.int64)
    opening_counts = np.zeros((n_groups, HAND_SIZE + 1), dtype=np.int64)
    redraws = hand_stats_nb(deck, lanes, np.int64(n_groups), np.int64(redraw_cards is not None),
                            np.int64(turns), np.int64(seed), np.int64(0), np.int64(samples),
                            np.zeros(1, dtype=np.uint64), np.zeros(HAND_SIZE, np.int16),
                            np.zeros(turns + 2, dtype=np.uint64), seen_counts, opening_counts)
    return HandCounts(samples=int(samples), redraws=int(redraws), seen=seen_counts[:turns + 1],
                      security=seen_counts[turns + 1].copy(), opening_counts=opening_counts)


def _hyper_miss(n, k, m):
    """P(none of k marked cards among m drawn from n)."""
    return Fraction(math.comb(n - k, m), math.comb(n, m))


def exact_group(deck_size, copies, turns, redraw_copies=None, group_redraw_copies=0):
    """Exact statistics of one group as Fractions.

    copies: cards of the group in the deck; redraw_copies: cards of the redraw set R in the deck (None: no
    redraw); group_redraw_copies: cards in both. Returns (q, seen[k] for k = 0..turns, security,
    opening_dist[0..5]) with q the redraw probability.
    """
    n, k, h = deck_size, copies, HAND_SIZE
    hands = math.comb(n, h)
    seen = [1 - _hyper_miss(n, k, h + d) for d in range(turns + 1)]
    security = 1 - _hyper_miss(n, k, SECURITY_SIZE)
    dist = [Fraction(math.comb(k, j) * math.comb(n - k, h - j), hands) for j in range(h + 1)]
    if redraw_copies is None:
        return Fraction(0), seen, security, dist
    r = redraw_copies
    only_group = k - group_redraw_copies          # in the group, not in R
    neither = n - r - only_group                  # in neither
    q = _hyper_miss(n, r, h)
    # Joint terms: the event together with "the first hand misses R".
    hand_misses_both = Fraction(math.comb(neither, h), hands)
    seen_joint = [q - hand_misses_both * _hyper_miss(n - h, k, d) for d in range(turns + 1)]
    dist_joint = [Fraction(math.comb(only_group, j) * math.comb(neither, h - j), hands) for j in range(h + 1)]
    security_miss_joint = sum(dist_joint[j] * _hyper_miss(n - h, k - j, SECURITY_SIZE) for j in range(h + 1))
    security_joint = q - security_miss_joint
    seen = [(1 + q) * p - pj for p, pj in zip(seen, seen_joint)]
    security = (1 + q) * security - security_joint
    dist = [(1 + q) * p - pj for p, pj in zip(dist, dist_joint)]
    return q, seen, security, dist


def redraw_set(policy, groups, level3_cards):
    """The cards whose absence from the hand triggers a redraw under `policy` (None for "never")."""
    if policy == "never":
        return None
    if policy == "no-level3":
        return frozenset(level3_cards)
    if policy == "missing-target":
        return frozenset(groups[0])
    raise ValueError(f"unknown mulligan policy {policy!r}; choose from {', '.join(POLICIES)}")


def _p_se(count, samples):
    p = count / samples
    return p, math.sqrt(max(p * (1.0 - p), 0.0) / samples)


def hand_statistics(main_cards, groups, level3_cards, *, policy=DEFAULT_POLICY, turns=5, samples=1_000_000,
                    seed=0, labels=None):
    """Monte Carlo estimates, standard errors and exact values for each target group, as a JSON-ready dict.

    main_cards: the main deck, copies repeated; groups: lists of card numbers ("any of these");
    level3_cards: the deck's Lv.3 Digimon (for the no-level3 policy); labels: display names of the groups.
    """
    groups = [list(dict.fromkeys(g)) for g in groups]
    redraw_cards = redraw_set(policy, groups, level3_cards)
    counts = count_hands(main_cards, [frozenset(g) for g in groups], redraw_cards,
                         turns=turns, samples=samples, seed=seed)
    n = counts.samples
    deck_size = len(main_cards)
    rate, rate_se = _p_se(counts.redraws, n)
    out_groups = []
    q = Fraction(0)
    for g, cards in enumerate(groups):
        members = set(cards)
        copies = sum(1 for c in main_cards if c in members)
        if redraw_cards is None:
            exact = exact_group(deck_size, copies, turns)
        else:
            r = sum(1 for c in main_cards if c in redraw_cards)
            both = sum(1 for c in main_cards if c in members and c in redraw_cards)
            exact = exact_group(deck_size, copies, turns, r, both)
        q, seen_x, security_x, dist_x = exact
        seen = [_p_se(int(c), n) for c in counts.seen[:, g]]
        security = _p_se(int(counts.security[g]), n)
        dist = [_p_se(int(c), n) for c in counts.opening_counts[g]]
        out_groups.append({
            "label": labels[g] if labels else ",".join(cards),
            "cards": cards,
            "copies": copies,
            "p_opening": seen[0][0],
            "p_opening_se": seen[0][1],
            "p_opening_exact": float(seen_x[0]),
            "p_by_turn": {"play": [s[0] for s in seen[:turns]], "draw": [s[0] for s in seen[1:]]},
            "p_by_turn_se": {"play": [s[1] for s in seen[:turns]], "draw": [s[1] for s in seen[1:]]},
            "p_by_turn_exact": {"play": [float(x) for x in seen_x[:turns]],
                                "draw": [float(x) for x in seen_x[1:]]},
            "p_in_security": security[0],
            "p_in_security_se": security[1],
            "p_in_security_exact": float(security_x),
            "opening_count_dist": [d[0] for d in dist],
            "opening_count_dist_se": [d[1] for d in dist],
            "opening_count_dist_exact": [float(x) for x in dist_x],
        })
    return {
        "samples": n,
        "seed": seed,
        "mulligan": policy,
        "turns": turns,
        "mulligan_rate": rate,
        "mulligan_rate_se": rate_se,
        "mulligan_rate_exact": float(q),
        "groups": out_groups,
    }

"""Opening-hand statistics: the kernel against a sample-by-sample reference deal, Monte Carlo against
exact hypergeometric values, and the `dcgsim hands` command."""
import json
import math

import numpy as np
import pytest
from click.testing import CliRunner
from scipy.stats import hypergeom

from cli.main import main
from decks.catalog import get_card
from decks.decklist import load_deck
from simcore.deal import deal_hand, deal_security, draw_into, redraw_hand, shuffle_top
from simcore.hands import (HANDS_STREAM, LANE_FLUSH, POLICIES, count_hands, exact_group, hand_statistics,
                           redraw_set)
from simcore.rng import derive_seed, seed_state

SAMPLES = 200_000


def deck_cards(name):
    return load_deck(name).main_cards()


def level3(cards):
    return sorted({c for c in cards if get_card(c).kind == "digimon" and get_card(c).level == 3})


# --- dealing --------------------------------------------------------------------------------------

def test_lazy_shuffle_is_one_shuffle_and_the_engines_deck_top():
    """Hand first, then the rest: the same deck top and random state as one shuffle of that depth, and the
    same top as the engine's full shuffle from the same state."""
    base = np.arange(50, dtype=np.int16)
    for seed in range(40):
        depth = 5 + seed % 31
        lazy, one, full = base.copy(), base.copy(), base.copy()
        rs_lazy, rs_one, rs_full = (np.zeros(1, np.uint64) for _ in range(3))
        for rs in (rs_lazy, rs_one, rs_full):
            seed_state(rs, seed)
        hand = np.zeros(5, np.int16)
        deck_n = deal_hand(lazy, 50, hand, rs_lazy, 5)
        shuffle_top(lazy, deck_n, depth, rs_lazy)
        shuffle_top(one, 50, 5 + depth, rs_one)
        shuffle_top(full, 50, 50, rs_full)
        assert np.array_equal(lazy, one) and rs_lazy[0] == rs_one[0]
        assert np.array_equal(hand, one[45:][::-1])
        assert np.array_equal(one[50 - 5 - depth:], full[50 - 5 - depth:])


def reference_counts(main_cards, groups, redraw_cards, turns, samples, seed):
    """The deal sample by sample with the engine's functions called from Python, statistics by set
    membership: what hand_stats_nb must reproduce exactly."""
    names = list(dict.fromkeys(main_cards))
    deck = np.array([names.index(c) for c in main_cards], dtype=np.int16)
    n = len(deck)
    hand, security, draws = np.zeros(5, np.int16), np.zeros(5, np.int16), np.zeros(turns, np.int16)
    rs = np.zeros(1, np.uint64)
    seen = np.zeros((turns + 1, len(groups)), np.int64)
    in_security = np.zeros(len(groups), np.int64)
    dist = np.zeros((len(groups), 6), np.int64)
    redraws = 0
    for k in range(samples):
        if k % LANE_FLUSH == 0:
            seed_state(rs, derive_seed(seed, HANDS_STREAM, k // LANE_FLUSH))
        deck_n = deal_hand(deck, n, hand, rs, 5)
        if redraw_cards is not None and not {names[c] for c in hand} & redraw_cards:
            redraws += 1
            deck_n = redraw_hand(deck, deck_n, hand, 5, rs, 10 + turns)  # one shot, not hand first
        else:
            shuffle_top(deck, deck_n, 5 + turns, rs)
        deck_n = deal_security(deck, deck_n, security)
        deck_n, _ = draw_into(deck, deck_n, draws, 0, turns)
        hand_cards = [names[c] for c in hand]
        for g, group in enumerate(groups):
            dist[g, sum(c in group for c in hand_cards)] += 1
            in_security[g] += any(names[c] in group for c in security)
            for d in range(turns + 1):
                seen[d, g] += any(c in group for c in hand_cards + [names[c] for c in draws[:d]])
    return redraws, seen, in_security, dist


@pytest.mark.parametrize("policy", POLICIES)
def test_kernel_matches_reference_deal(policy):
    cards = deck_cards("ST1")
    groups = [frozenset(level3(cards)), frozenset({"ST1-12"}), frozenset({"ST1-03", "ST1-13", "ST1-16"})]
    redraw_cards = redraw_set(policy, groups, level3(cards))
    samples = 2 * LANE_FLUSH + 37  # crosses two seed blocks and accumulator flushes
    counts = count_hands(cards, groups, redraw_cards, turns=4, samples=samples, seed=11)
    redraws, seen, in_security, dist = reference_counts(cards, groups, redraw_cards, 4, samples, 11)
    assert counts.redraws == redraws
    assert (redraws > 0) == (policy != "never")
    assert np.array_equal(counts.seen, seen)
    assert np.array_equal(counts.security, in_security)
    assert np.array_equal(counts.opening_counts, dist)


# --- exact values ---------------------------------------------------------------------------------

def test_exact_values_without_redraw_are_hypergeometric():
    for copies in (0, 1, 4, 12, 50):
        q, seen, security, dist = exact_group(50, copies, 8)
        assert q == 0
        for d in range(9):
            assert math.isclose(float(seen[d]), hypergeom(50, copies, 5 + d).sf(0), abs_tol=1e-12)
        assert math.isclose(float(security), hypergeom(50, copies, 5).sf(0), abs_tol=1e-12)
        assert np.allclose([float(x) for x in dist], hypergeom(50, copies, 5).pmf(range(6)), atol=1e-12)


def test_exact_values_with_redraw_are_distributions():
    q, seen, security, dist = exact_group(50, 6, 5, redraw_copies=12, group_redraw_copies=2)
    assert sum(dist) == 1 and all(0 <= x <= 1 for x in dist + seen + [security])
    assert seen == sorted(seen)
    # Redrawing on the group itself: at least one in hand unless both hands miss it.
    q, seen, _, _ = exact_group(50, 12, 5, redraw_copies=12, group_redraw_copies=12)
    assert seen[0] == 1 - q * q


def arrangements(counts):
    """Every distinct order of a deck holding counts[label] cards of each label; a uniform shuffle makes
    each equally likely."""
    labels = [label for label, c in counts.items() if c]
    n = sum(counts.values())

    def place(left, prefix):
        if len(prefix) == n:
            yield tuple(prefix)
            return
        for label in labels:
            if left[label]:
                left[label] -= 1
                prefix.append(label)
                yield from place(left, prefix)
                prefix.pop()
                left[label] += 1

    return list(place(dict(counts), []))


def enumerated_deal(counts, turns):
    """exact_group's figures worked out by walking every deck order of a small deck: G in the group only,
    B in the group and the redraw set, R in the redraw set only, N in neither. The deal: hand = positions
    0-4, security = 5-9, the d-th draw = position 9 + d; a hand without B or R is put back and the deck
    shuffled anew (a fresh, independent order), once."""
    from fractions import Fraction

    orders = arrangements(counts)
    group = {"G", "B"}

    def figures(order):
        hand = order[:5]
        seen = [any(c in group for c in hand + order[10:10 + d]) for d in range(turns + 1)]
        return seen, any(c in group for c in order[5:10]), sum(c in group for c in hand)

    plain = [figures(o) for o in orders]
    redraws = [not ({"B", "R"} & set(o[:5])) for o in orders]
    q = Fraction(sum(redraws), len(orders))
    per_order = Fraction(1, len(orders))
    seen = [Fraction(0)] * (turns + 1)
    security = Fraction(0)
    dist = [Fraction(0)] * 6
    for (s_, sec, j), redraw in zip(plain, redraws):
        # kept: this order is the deal; redrawn: the deal is another uniform order
        weight = per_order * (0 if redraw else 1) + q * per_order
        seen = [acc + weight * hit for acc, hit in zip(seen, s_)]
        security += weight * sec
        dist[j] += weight
    return q, seen, security, dist


@pytest.mark.parametrize("counts", [
    {"G": 2, "B": 1, "R": 2, "N": 7},      # a target that is partly a redraw card
    {"G": 0, "B": 3, "R": 0, "N": 9},      # redraw on the target itself
    {"G": 3, "B": 0, "R": 3, "N": 6},      # target and redraw set apart
    {"G": 1, "B": 0, "R": 0, "N": 11},     # no redraw card: every hand without one is redrawn
])
def test_exact_values_with_redraw_match_every_deal_of_a_small_deck(counts):
    turns = 2
    n, k = sum(counts.values()), counts["G"] + counts["B"]
    expected = enumerated_deal(counts, turns)
    assert exact_group(n, k, turns, redraw_copies=counts["B"] + counts["R"],
                       group_redraw_copies=counts["B"]) == expected


# --- Monte Carlo against exact values -------------------------------------------------------------

def assert_matches_exact(result):
    """Every Monte Carlo figure within 4 standard errors of its exact value (SE from the exact p; two
    counts of slack for outcomes too rare for the normal approximation)."""
    n = result["samples"]

    def close(mc, exact, what):
        tolerance = 4 * math.sqrt(exact * (1 - exact) / n) + 2 / n
        assert abs(mc - exact) <= tolerance, (what, mc, exact, tolerance)

    close(result["mulligan_rate"], result["mulligan_rate_exact"], "mulligan_rate")
    for g in result["groups"]:
        close(g["p_opening"], g["p_opening_exact"], (g["label"], "p_opening"))
        close(g["p_in_security"], g["p_in_security_exact"], (g["label"], "p_in_security"))
        for side in ("play", "draw"):
            for t, (mc, exact) in enumerate(zip(g["p_by_turn"][side], g["p_by_turn_exact"][side])):
                close(mc, exact, (g["label"], side, t + 1))
        for j, (mc, exact) in enumerate(zip(g["opening_count_dist"], g["opening_count_dist_exact"])):
            close(mc, exact, (g["label"], "copies", j))


CASES = [
    ("ST1", [["ST1-12"], ["ST1-03", "ST1-13", "ST1-16"], ["ST2-03"]]),
    ("ST4", [["ST4-08"], ["ST4-02", "ST4-14"]]),
    ("ST6", [["ST6-16", "ST6-11", "ST6-12", "ST6-13"]]),
]


@pytest.mark.parametrize("deck,targets", CASES)
def test_never_policy_matches_hypergeometric(deck, targets):
    cards = deck_cards(deck)
    groups = [level3(cards)] + targets
    result = hand_statistics(cards, groups, level3(cards), policy="never", turns=6, samples=SAMPLES, seed=3)
    assert result["mulligan_rate"] == 0
    for group in result["groups"]:
        copies = sum(c in group["cards"] for c in cards)
        assert group["copies"] == copies
        assert group["p_opening_exact"] == pytest.approx(hypergeom(50, copies, 5).sf(0), abs=1e-12)
        assert group["p_by_turn"]["play"][0] == group["p_opening"]  # turn 1 on the play: no draw yet
    absent = [g for g in result["groups"] if g["cards"] == ["ST2-03"]]
    for g in absent:
        assert g["p_opening"] == g["p_in_security"] == g["p_by_turn"]["draw"][-1] == 0.0
        assert g["opening_count_dist"][0] == 1.0
    assert_matches_exact(result)


@pytest.mark.parametrize("deck,targets", CASES[:2])
@pytest.mark.parametrize("policy", ["no-level3", "missing-target"])
def test_redraw_policies_match_exact_values(deck, targets, policy):
    cards = deck_cards(deck)
    groups = targets + [level3(cards)]
    result = hand_statistics(cards, groups, level3(cards), policy=policy, turns=5, samples=SAMPLES, seed=5)
    redraw_cards = level3(cards) if policy == "no-level3" else targets[0]
    copies = sum(c in redraw_cards for c in cards)
    q = hypergeom(50, copies, 5).pmf(0)
    assert result["mulligan_rate_exact"] == pytest.approx(q, abs=1e-12)
    assert_matches_exact(result)


def test_no_level3_two_step_opening_probability():
    cards = deck_cards("ST1")
    lv3 = level3(cards)
    result = hand_statistics(cards, [lv3], lv3, policy="no-level3", samples=SAMPLES, seed=9)
    q = hypergeom(50, 12, 5).pmf(0)
    group = result["groups"][0]
    assert group["p_opening_exact"] == pytest.approx(1 - q * q, abs=1e-12)
    se = math.sqrt(q * q * (1 - q * q) / SAMPLES)
    assert abs(group["p_opening"] - (1 - q * q)) <= 4 * se
    assert abs(result["mulligan_rate"] - q) <= 4 * math.sqrt(q * (1 - q) / SAMPLES)


def test_rare_single_copy_card():
    cards = ["ONE"] + ["OTHER"] * 49
    result = hand_statistics(cards, [["ONE"]], [], policy="never", turns=30, samples=SAMPLES, seed=1)
    group = result["groups"][0]
    assert group["p_by_turn_exact"]["draw"][-1] == pytest.approx(35 / 50)
    assert group["opening_count_dist_exact"][2:] == [0.0] * 4 and group["opening_count_dist"][2:] == [0.0] * 4
    assert_matches_exact(result)


def test_seed_reproducibility():
    cards = deck_cards("ST2")
    lv3 = level3(cards)
    a = hand_statistics(cards, [lv3, ["ST2-12"]], lv3, samples=20_000, seed=42)
    b = hand_statistics(cards, [lv3, ["ST2-12"]], lv3, samples=20_000, seed=42)
    c = hand_statistics(cards, [lv3, ["ST2-12"]], lv3, samples=20_000, seed=43)
    assert a == b
    assert a["groups"] != c["groups"]


# --- the `hands` command --------------------------------------------------------------------------

def invoke(args):
    return CliRunner().invoke(main, ["hands", *args])


def assert_input_error(result, fragment):
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("dcgsim: error: "), result.stderr
    assert fragment in lines[0], lines[0]
    assert result.stdout == ""


GROUP_KEYS = {"label", "cards", "copies", "p_opening", "p_opening_se", "p_opening_exact", "p_by_turn",
              "p_by_turn_se", "p_by_turn_exact", "p_in_security", "p_in_security_se", "p_in_security_exact",
              "opening_count_dist", "opening_count_dist_se", "opening_count_dist_exact"}
TOP_KEYS = {"deck", "samples", "seed", "mulligan", "turns", "mulligan_rate", "mulligan_rate_se",
            "mulligan_rate_exact", "groups"}


def check_result_shape(r, turns, n_groups):
    assert set(r) == TOP_KEYS
    assert len(r["groups"]) == n_groups
    for g in r["groups"]:
        assert set(g) == GROUP_KEYS
        for key in ("p_by_turn", "p_by_turn_se", "p_by_turn_exact"):
            assert set(g[key]) == {"play", "draw"} and all(len(v) == turns for v in g[key].values())
        for key in ("opening_count_dist", "opening_count_dist_se", "opening_count_dist_exact"):
            assert len(g[key]) == 6


def test_cli_json():
    result = invoke(["ST1", "--target", "st1-12", "-t", "ST1-03,ST1-13", "--turns", "3", "-n", "20000",
                     "--seed", "7", "--format", "json"])
    assert result.exit_code == 0, result.output
    r = json.loads(result.stdout)
    check_result_shape(r, 3, 2)
    assert (r["deck"], r["samples"], r["seed"], r["mulligan"]) == ("ST1", 20000, 7, "no-level3")
    assert r["groups"][0]["cards"] == ["ST1-12"] and r["groups"][1]["cards"] == ["ST1-03", "ST1-13"]
    assert r["groups"][1]["copies"] == 8
    assert r["mulligan_rate_exact"] == pytest.approx(hypergeom(50, 12, 5).pmf(0))


def test_cli_default_group_is_level3_and_table():
    result = invoke(["ST3", "-n", "20000"])
    assert result.exit_code == 0, result.output
    assert "mulligan no-level3" in result.stdout and "(12 in the deck)" in result.stdout
    assert "Group 1: Lv.3 Digimon: ST3-02" in result.stdout
    assert "seen by turn 5, on the draw" in result.stdout and "redraw rate" in result.stdout
    help_text = " ".join(invoke(["--help"]).stdout.split()).replace("no- level3", "no-level3")
    assert "[default: no-level3]" in help_text


def test_cli_compare_mulligan():
    result = invoke(["ST4", "-t", "ST4-08", "-n", "20000", "--format", "json", "--compare-mulligan"])
    assert result.exit_code == 0, result.output
    r = json.loads(result.stdout)
    assert list(r) == list(POLICIES)
    for policy, res in r.items():
        check_result_shape(res, 5, 1)
        assert res["mulligan"] == policy and res["seed"] == 0
    assert r["never"]["mulligan_rate"] == 0
    assert r["missing-target"]["mulligan_rate"] > r["no-level3"]["mulligan_rate"]
    table = invoke(["ST4", "-t", "ST4-08", "-n", "20000", "--compare-mulligan"])
    assert table.exit_code == 0 and all(p in table.stdout for p in POLICIES)


def test_cli_target_not_in_deck_warns():
    result = invoke(["ST1", "-t", "ST2-03", "-n", "20000", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith("dcgsim: warning: ST2-03 is not in the main deck of ST1")
    assert json.loads(result.stdout)["groups"][0]["p_opening"] == 0.0


@pytest.mark.parametrize("args,fragment", [
    (["ST1", "-t", "ST1-99"], "unknown card number 'ST1-99'"),
    (["ST1", "-t", "ST1-03,XYZ-1"], "unknown card number 'XYZ-1'"),
    (["ST1", "-t", ""], "no card numbers"),
    (["ST1", "-t", " , "], "no card numbers"),
    (["ST1", "-t", "ST1-03,,ST1-04"], "empty card number"),
    (["ST1"] + ["-t", "ST1-03"] * 8, "at most 7 groups"),
    (["ST1", "--turns", "0"], "--turns must be a positive integer"),
    (["ST1", "--turns", "31"], "--turns must be at most 30"),
    (["ST1", "--samples", "0"], "--samples must be a positive integer"),
    (["ST1", "--samples", "-5"], "--samples must be a positive integer"),
    (["ST1", "--samples", str(10**11)], "--samples must be at most"),
    (["ST1", "--seed", "-1"], "--seed must be an integer"),
    (["ST1", "--seed", "1.5"], "is not a valid integer"),
    (["ST1", "--mulligan", "always"], "always"),
    (["no-such-deck.txt"], "no-such-deck.txt"),
    (["ST9"], "neither a built-in deck"),
])
def test_cli_bad_input(args, fragment, monkeypatch):
    import cli.hands_command as command

    # arguments a broken check let through return at once instead of dealing 10**11 hands
    monkeypatch.setattr(command, "run_policy", lambda *a: {"ran": a[4:]})
    assert_input_error(invoke(args), fragment)


def test_cli_limits_match_the_kernel():
    import cli.hands_command as command
    import simcore.hands as hands

    assert (command.POLICIES, command.DEFAULT_POLICY, command.MAX_TURNS, command.MAX_GROUPS) == \
        (hands.POLICIES, hands.DEFAULT_POLICY, hands.MAX_TURNS, hands.MAX_GROUPS)


# --- the `hands` command's output, whole ------------------------------------------------------------

def run_ok(args):
    result = invoke(args)
    assert result.exit_code == 0, result.output
    return result


def expected_rows(g, turns):
    """(label, estimate, SE, exact) of one group of the JSON, in the order of the table."""
    rows = [("in opening hand", g["p_opening"], g["p_opening_se"], g["p_opening_exact"])]
    for t in range(turns):
        for side, word in (("play", "on the play"), ("draw", "on the draw")):
            rows.append((f"seen by turn {t + 1}, {word}", g["p_by_turn"][side][t], g["p_by_turn_se"][side][t],
                         g["p_by_turn_exact"][side][t]))
    rows.append(("in security", g["p_in_security"], g["p_in_security_se"], g["p_in_security_exact"]))
    for j in range(6):
        rows.append((f"exactly {j} in opening hand", g["opening_count_dist"][j], g["opening_count_dist_se"][j],
                     g["opening_count_dist_exact"][j]))
    return rows


def test_cli_table_is_the_json_in_columns():
    args = ["ST1", "-n", "12345", "--turns", "2", "--seed", "3"]
    r = json.loads(run_ok(args + ["--format", "json"]).stdout)
    assert (r["deck"], r["samples"], r["seed"], r["mulligan"], r["turns"]) == ("ST1", 12345, 3, "no-level3", 2)
    assert [g["label"] for g in r["groups"]] == ["Lv.3 Digimon"]
    assert r["groups"][0]["cards"] == ["ST1-02", "ST1-03", "ST1-04"] and r["groups"][0]["copies"] == 12
    assert r["mulligan_rate_exact"] == pytest.approx(hypergeom(50, 12, 5).pmf(0))
    g = r["groups"][0]
    lines = ["ST1: mulligan no-level3 (redraw a hand with no Lv.3 Digimon), 12,345 samples, seed 3",
             f"redraw rate {r['mulligan_rate']:.4f}  (SE {r['mulligan_rate_se']:.5f}, exact "
             f"{r['mulligan_rate_exact']:.4f})",
             "",
             "Group 1: Lv.3 Digimon: ST1-02 Biyomon, ST1-03 Agumon, ST1-04 Dracomon (12 in the deck)",
             "  P(at least one)                estimate        SE    exact"]
    rows = expected_rows(g, 2)
    assert [row[0] for row in rows] == [
        "in opening hand", "seen by turn 1, on the play", "seen by turn 1, on the draw",
        "seen by turn 2, on the play", "seen by turn 2, on the draw", "in security",
        "exactly 0 in opening hand", "exactly 1 in opening hand", "exactly 2 in opening hand",
        "exactly 3 in opening hand", "exactly 4 in opening hand", "exactly 5 in opening hand"]
    for label, p, se, exact in rows:
        if label == "exactly 0 in opening hand":
            lines.append("  P(copies)")
        lines.append("  " + label.ljust(30) + f"{p:.4f}".rjust(9) + f"{se:.5f}".rjust(10) + f"{exact:.4f}".rjust(9))
    assert run_ok(args).stdout == "\n".join(lines) + "\n"


def test_cli_table_of_an_absent_card_under_never_is_all_zero_and_warns():
    result = run_ok(["ST1", "-t", "st2-03", "-n", "100", "--turns", "1", "--mulligan", "never"])
    assert result.stderr == ("dcgsim: warning: ST2-03 is not in the main deck of ST1; it is never drawn "
                             "(probability 0)\n")
    zero, one = "  0.0000   0.00000   0.0000", "  1.0000   0.00000   1.0000"
    assert result.stdout == "\n".join([
        "ST1: mulligan never (keep every hand), 100 samples, seed 0",
        "redraw rate 0.0000  (SE 0.00000, exact 0.0000)",
        "",
        "Group 1: ST2-03 Gabumon (0 in the deck)",
        "  P(at least one)                estimate        SE    exact",
        "  in opening hand                " + zero,
        "  seen by turn 1, on the play    " + zero,
        "  seen by turn 1, on the draw    " + zero,
        "  in security                    " + zero,
        "  P(copies)",
        "  exactly 0 in opening hand      " + one,
        "  exactly 1 in opening hand      " + zero,
        "  exactly 2 in opening hand      " + zero,
        "  exactly 3 in opening hand      " + zero,
        "  exactly 4 in opening hand      " + zero,
        "  exactly 5 in opening hand      " + zero]) + "\n"


def test_cli_table_titles_of_groups_and_the_missing_target_policy():
    args = ["ST1", "-t", "ST1-03, ST1-13,st1-03", "-t", "st1-12", "-t", "ST1-02,ST2-03,ST1-02", "-n", "1000",
            "--turns", "1", "--mulligan", "missing-target", "--seed", "9"]
    r = json.loads(run_ok(args + ["--format", "json"]).stdout)
    assert [g["label"] for g in r["groups"]] == ["ST1-03,ST1-13", "ST1-12", "ST1-02,ST2-03"]
    assert [g["cards"] for g in r["groups"]] == [["ST1-03", "ST1-13"], ["ST1-12"], ["ST1-02", "ST2-03"]]
    assert [g["copies"] for g in r["groups"]] == [8, 4, 4]
    result = run_ok(args)
    assert result.stderr == ("dcgsim: warning: ST2-03 is not in the main deck of ST1; it is never drawn "
                             "(probability 0)\n")
    lines = result.stdout.splitlines()
    assert lines[0] == "ST1: mulligan missing-target (redraw a hand with no card of the first target group), " \
                       "1,000 samples, seed 9"
    assert [line for line in lines if line.startswith("Group")] == [
        "Group 1: any of ST1-03 Agumon, ST1-13 Shadow Wing (8 in the deck)",
        "Group 2: ST1-12 Tai Kamiya (4 in the deck)",
        "Group 3: any of ST1-02 Biyomon, ST2-03 Gabumon (4 in the deck)"]
    assert len(lines) == 2 + 3 * 14


def test_cli_compare_mulligan_table_is_the_json_side_by_side():
    args = ["ST1", "-t", "ST1-03,ST1-13", "-t", "st1-12", "-n", "1000", "--turns", "1", "--compare-mulligan",
            "--seed", "5"]
    r = json.loads(run_ok(args + ["--format", "json"]).stdout)
    assert list(r) == ["never", "no-level3", "missing-target"]
    for policy, res in r.items():
        assert (res["deck"], res["samples"], res["seed"], res["mulligan"], res["turns"]) == \
            ("ST1", 1000, 5, policy, 1)
    single = json.loads(run_ok(["ST1", "-t", "ST1-03,ST1-13", "-t", "st1-12", "-n", "1000", "--turns", "1",
                                "--seed", "5", "--mulligan", "missing-target", "--format", "json"]).stdout)
    assert r["missing-target"] == single

    def cell(p, se, exact):
        return f"{p:.4f}±{se:.4f} ({exact:.4f})".rjust(24)

    lines = ["ST1: 1,000 samples per policy, seed 5",
             " " * 32 + "never".rjust(24) + "no-level3".rjust(24) + "missing-target".rjust(24),
             " " * 32 + "estimate±SE (exact)".rjust(24) * 3,
             "  redraw rate" + " " * 19 + "".join(
                 cell(r[p]["mulligan_rate"], r[p]["mulligan_rate_se"], r[p]["mulligan_rate_exact"]) for p in r)]
    titles = ["Group 1: any of ST1-03 Agumon, ST1-13 Shadow Wing (8 in the deck)",
              "Group 2: ST1-12 Tai Kamiya (4 in the deck)"]
    for i, title in enumerate(titles):
        lines += ["", title]
        per_policy = [expected_rows(r[p]["groups"][i], 1) for p in r]
        for k, (label, *_unused) in enumerate(per_policy[0]):
            lines.append("  " + label.ljust(30) + "".join(cell(*rows[k][1:]) for rows in per_policy))
    assert run_ok(args).stdout == "\n".join(lines) + "\n"
    assert r["never"]["mulligan_rate"] == r["never"]["mulligan_rate_exact"] == 0


@pytest.mark.parametrize("args,message", [
    (["ST1", "-t", "ST1-99"], "--target: unknown card number 'ST1-99'"),
    (["ST1", "-t", "ST1-03,XYZ-1"], "--target: unknown card number 'XYZ-1'"),
    (["ST1", "-t", ""], "--target '': no card numbers (give a comma-separated list such as ST1-03,ST1-04)"),
    (["ST1", "-t", " , "], "--target ' , ': no card numbers (give a comma-separated list such as ST1-03,ST1-04)"),
    (["ST1", "-t", "ST1-03,,ST1-04"], "--target 'ST1-03,,ST1-04': empty card number in the list"),
    (["ST1"] + ["-t", "ST1-03"] * 8, "--target: at most 7 groups, got 8"),
    (["ST1", "--samples", str(10**10 + 1)], "--samples must be at most 10000000000, got 10000000001"),
])
def test_cli_refusals_whole(args, message, monkeypatch):
    import cli.hands_command as command

    # a check that let the arguments through returns at once instead of dealing 10**10 hands
    monkeypatch.setattr(command, "run_policy", lambda *a: {"ran": a[4:]})
    result = invoke(args)
    assert result.exit_code == 2, result.output
    assert (result.stdout, result.stderr) == ("", f"dcgsim: error: {message}\n")


def test_cli_seven_groups_and_ten_billion_samples_are_allowed(monkeypatch):
    import cli.hands_command as command

    assert (command.DEFAULT_SAMPLES, command.MAX_SAMPLES, command.LEVEL3_LABEL) == \
        (2_000_000, 10**10, "Lv.3 Digimon")
    seen = []
    monkeypatch.setattr(command, "run_policy", lambda *a: seen.append(a[4:]) or {"ok": 1})
    result = run_ok(["ST1"] + ["-t", "ST1-03"] * 7 + ["-n", str(10**10), "--format", "json"])
    assert result.stdout == '{"ok": 1}\n'
    assert seen == [("no-level3", 5, 10**10, 0)]
    seen.clear()
    assert run_ok(["ST1", "--format", "json"]).stdout == '{"ok": 1}\n'
    assert seen == [("no-level3", 5, 2_000_000, 0)]


def test_cli_deck_without_level3_digimon_is_refused_without_targets(tmp_path):
    pool = [n for d in ("ST1", "ST2", "ST3") for n in dict.fromkeys(deck_cards(d))]
    others = [n for n in dict.fromkeys(pool) if not (get_card(n).kind == "digimon" and get_card(n).level == 3)]
    lines = [f"4 {n}" for n in others[:12]] + [f"2 {others[12]}"]
    path = tmp_path / "nolevel3.txt"
    path.write_text("\n".join(lines) + "\n")
    result = invoke([str(path)])
    assert result.exit_code == 2, result.output
    name = load_deck(str(path)).name
    assert (result.stdout, result.stderr) == (
        "", f"dcgsim: error: deck {name} has no Lv.3 Digimon; name the cards to look for with --target\n")
    assert run_ok([str(path), "-t", others[0], "-n", "100", "--turns", "1", "--format", "json"]).stdout


def test_cli_help_names_every_option_and_default():
    help_text = " ".join(invoke(["--help"]).stdout.split())
    options = help_text[help_text.index("Options:"):]
    assert options == (
        'Options: -t, --target CARDS Comma-separated card numbers, a group meaning "any of these" (e.g. '
        "ST1-03,ST1-04); repeat for several groups (at most 7). Default: one group, any Lv.3 Digimon of the deck. "
        "--turns INTEGER Report turns 1..T (at most 30). [default: 5] "
        "--mulligan [never|no-level3|missing-target] Redraw policy: never keeps every hand; no- level3 redraws a "
        "hand with no Lv.3 Digimon; missing-target redraws a hand with no card of the first target group. "
        "[default: no-level3] "
        "-n, --samples INTEGER Deals to simulate (each: hand, redraw decision, security, T draws). [default: "
        "2000000] "
        "--seed INTEGER Seed; the same seed gives the same result. [default: 0] "
        "--format [table|json] [default: table] "
        "--compare-mulligan Run all three policies with the same seed and show them side by side (JSON: an "
        "object keyed by policy name, each value the single-policy result). "
        "-h, --help Show this message and exit.")
    assert help_text.startswith("Usage: main hands [OPTIONS] DECK Opening-hand odds of DECK (built-in ST1..ST6 "
                                "or a deck-list file).")

"""`dcgsim hands`: opening-hand, redraw and draw odds of a deck, by Monte Carlo next to the exact values."""
import json

import click

from cli.common import check_seed, load_decks, positive
from cli.errors import InputError

POLICIES = ("never", "no-level3", "missing-target")  # simcore.hands.POLICIES, kept here so --help stays light
DEFAULT_POLICY = "no-level3"
DEFAULT_SAMPLES = 2_000_000
MAX_SAMPLES = 10**10
MAX_TURNS = 30
MAX_GROUPS = 7
LEVEL3_LABEL = "Lv.3 Digimon"
RATE_KEYS = ("mulligan_rate", "mulligan_rate_se", "mulligan_rate_exact")
POLICY_TEXT = {
    "never": "keep every hand",
    "no-level3": "redraw a hand with no Lv.3 Digimon",
    "missing-target": "redraw a hand with no card of the first target group",
}


def parse_target(text):
    """Card numbers of one --target value, canonical and without repeats; InputError on a bad one."""
    from decks.catalog import get_card

    items = [item.strip() for item in text.split(",")]
    if not any(items):
        raise InputError(f"--target {text!r}: no card numbers (give a comma-separated list such as ST1-03,ST1-04)")
    if not all(items):
        raise InputError(f"--target {text!r}: empty card number in the list")
    numbers = []
    for item in items:
        try:
            numbers.append(get_card(item).number)
        except KeyError:
            raise InputError(f"--target: unknown card number {item!r}") from None
    return list(dict.fromkeys(numbers))


def level3_digimon(main_cards):
    from decks.catalog import get_card

    out = []
    for number in dict.fromkeys(main_cards):
        card = get_card(number)
        if card.kind == "digimon" and card.level == 3:
            out.append(number)
    return out


def build_groups(deck, targets):
    """(groups, labels, level-3 cards) for the deck and the --target values; warns about absent cards."""
    main_cards = deck.main_cards()
    level3 = level3_digimon(main_cards)
    if len(targets) > MAX_GROUPS:
        raise InputError(f"--target: at most {MAX_GROUPS} groups, got {len(targets)}")
    if not targets:
        if not level3:
            raise InputError(f"deck {deck.name} has no Lv.3 Digimon; name the cards to look for with --target")
        return [level3], [LEVEL3_LABEL], level3
    groups = [parse_target(t) for t in targets]
    in_deck = set(main_cards)
    absent = list(dict.fromkeys(n for g in groups for n in g if n not in in_deck))
    for number in absent:
        click.echo(f"dcgsim: warning: {number} is not in the main deck of {deck.name}; it is never drawn "
                   f"(probability 0)", err=True)
    return groups, [",".join(g) for g in groups], level3


def run_policy(deck, groups, labels, level3, policy, turns, samples, seed):
    from simcore.hands import hand_statistics

    result = hand_statistics(deck.main_cards(), groups, level3, policy=policy, turns=turns, samples=samples,
                             seed=seed, labels=labels)
    return {"deck": deck.name, **result}


def _names(cards):
    from decks.catalog import get_card

    return ", ".join(f"{n} {get_card(n).name}" for n in cards)


def _rows(group, turns):
    """(label, estimate, SE, exact) rows of one group's statistics."""
    rows = [("in opening hand", group["p_opening"], group["p_opening_se"], group["p_opening_exact"])]
    for t in range(turns):
        for side, word in (("play", "on the play"), ("draw", "on the draw")):
            rows.append((f"seen by turn {t + 1}, {word}", group["p_by_turn"][side][t], group["p_by_turn_se"][side][t],
                         group["p_by_turn_exact"][side][t]))
    rows.append(("in security", group["p_in_security"], group["p_in_security_se"], group["p_in_security_exact"]))
    for j in range(len(group["opening_count_dist"])):
        rows.append((f"exactly {j} in opening hand", group["opening_count_dist"][j],
                     group["opening_count_dist_se"][j], group["opening_count_dist_exact"][j]))
    return rows


def _group_title(i, group):
    cards = _names(group["cards"])
    if group["label"] == LEVEL3_LABEL:
        cards = f"{LEVEL3_LABEL}: {cards}"
    elif len(group["cards"]) > 1:
        cards = f"any of {cards}"
    return f"Group {i + 1}: {cards} ({group['copies']} in the deck)"


def print_table(r):
    click.echo(f"{r['deck']}: mulligan {r['mulligan']} ({POLICY_TEXT[r['mulligan']]}), {r['samples']:,} samples, "
               f"seed {r['seed']}")
    click.echo(f"redraw rate {r['mulligan_rate']:.4f}  (SE {r['mulligan_rate_se']:.5f}, exact "
               f"{r['mulligan_rate_exact']:.4f})")
    for i, group in enumerate(r["groups"]):
        click.echo("")
        click.echo(_group_title(i, group))
        click.echo(f"  {'P(at least one)':<30}{'estimate':>9}{'SE':>10}{'exact':>9}")
        for label, p, se, exact in _rows(group, r["turns"]):
            if label.startswith("exactly 0"):
                click.echo("  P(copies)")
            click.echo(f"  {label:<30}{p:>9.4f}{se:>10.5f}{exact:>9.4f}")


def print_comparison(results):
    first = results[POLICIES[0]]
    click.echo(f"{first['deck']}: {first['samples']:,} samples per policy, seed {first['seed']}")
    cell = 24
    head = "".join(f"{p:>{cell}}" for p in POLICIES)
    click.echo(f"  {'':<30}{head}")
    click.echo(f"  {'':<30}" + "".join(f"{'estimate±SE (exact)':>{cell}}" for _ in POLICIES))
    rates = "".join(f"{_cell(*(results[p][k] for k in RATE_KEYS)):>{cell}}" for p in POLICIES)
    click.echo(f"  {'redraw rate':<30}{rates}")
    for i, group in enumerate(first["groups"]):
        click.echo("")
        click.echo(_group_title(i, group))
        per_policy = [_rows(results[p]["groups"][i], first["turns"]) for p in POLICIES]
        for row_index, (label, *_unused) in enumerate(per_policy[0]):
            cells = "".join(f"{_cell(*rows[row_index][1:]):>{cell}}" for rows in per_policy)
            click.echo(f"  {label:<30}{cells}")


def _cell(p, se, exact):
    return f"{p:.4f}±{se:.4f} ({exact:.4f})"


@click.command()
@click.argument("deck")
@click.option("--target", "-t", "targets", multiple=True, metavar="CARDS",
              help="Comma-separated card numbers, a group meaning \"any of these\" (e.g. ST1-03,ST1-04); repeat "
                   f"for several groups (at most {MAX_GROUPS}). Default: one group, any Lv.3 Digimon of the deck.")
@click.option("--turns", type=int, default=5, show_default=True,
              help=f"Report turns 1..T (at most {MAX_TURNS}).")
@click.option("--mulligan", type=click.Choice(POLICIES), default=DEFAULT_POLICY, show_default=True,
              help="Redraw policy: never keeps every hand; no-level3 redraws a hand with no Lv.3 Digimon; "
                   "missing-target redraws a hand with no card of the first target group.")
@click.option("--samples", "-n", type=int, default=DEFAULT_SAMPLES, show_default=True,
              help="Deals to simulate (each: hand, redraw decision, security, T draws).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed; the same seed gives the same result.")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
@click.option("--compare-mulligan", is_flag=True,
              help="Run all three policies with the same seed and show them side by side (JSON: an object "
                   "keyed by policy name, each value the single-policy result).")
def hands(deck, targets, turns, mulligan, samples, seed, fmt, compare_mulligan):
    """Opening-hand odds of DECK (built-in ST1..ST6 or a deck-list file).

    For each target group: the chance of at least one copy in the opening hand (after the redraw
    decision), seen by the main phase of turns 1..T on the play and on the draw (drawn cards count whether
    or not still held), among the 5 security cards, and the distribution of copies in the opening hand;
    plus the redraw rate. Every Monte Carlo figure comes with its standard error and the exact value.
    The deal is the game's: shuffle, 5 cards, one optional redraw of the whole hand, 5 security cards
    from the deck top, then one draw per turn (none on turn 1 for the first player)."""
    positive("--turns", turns, MAX_TURNS)
    positive("--samples", samples, MAX_SAMPLES)
    check_seed(seed)
    (the_deck,) = load_decks([deck])
    groups, labels, level3 = build_groups(the_deck, targets)
    if compare_mulligan:
        results = {p: run_policy(the_deck, groups, labels, level3, p, turns, samples, seed) for p in POLICIES}
        if fmt == "json":
            click.echo(json.dumps(results))
        else:
            print_comparison(results)
        return
    result = run_policy(the_deck, groups, labels, level3, mulligan, turns, samples, seed)
    if fmt == "json":
        click.echo(json.dumps(result))
    else:
        print_table(result)

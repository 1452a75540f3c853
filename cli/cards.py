"""`dcgsim cards`: the card catalog, how much of each card's effects the engine models, and card-level
analytics from card records (`impact`)."""
import json

import click

from cli.common import load_decks
from cli.errors import InputError


@click.group()
def cards():
    """Card facts, effect coverage and which cards win games."""


@cards.command()
@click.argument("decks", nargs=-1)
@click.option("--pool", is_flag=True, help="Coverage of the whole card pool, by set and by missing mechanic.")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
def coverage(decks, pool, fmt):
    """Per card of each DECK: are its effects fully modeled, partly, or not; and the deck's fidelity (share of
    its 50 main cards plus Digi-Eggs fully modeled). With --pool: the whole card pool, by set and by the
    missing mechanics that keep cards from being full; DECKs given with --pool weight the mechanics by
    their card copies (and "copies" counts the copies that are full, partial or none)."""
    if pool:
        _pool_coverage(decks, fmt)
        return
    if not decks:
        raise InputError("give one or more DECKs, or --pool")
    from decks.catalog import get_card
    from decks.effects import deck_fidelity

    out = {}
    for deck in load_decks(decks):
        fidelity, per_card = deck_fidelity(deck)
        out[deck.name] = {"fidelity": fidelity, "cards": per_card}
    if fmt == "json":
        click.echo(json.dumps({"decks": out}))
        return
    for name, d in out.items():
        click.echo(f"{name}: fidelity {100 * d['fidelity']:.1f}%")
        for number, cov in d["cards"].items():
            click.echo(f"  {number:<10} {get_card(number).name:<28} {cov}")


def _pool_coverage(deck_specs, fmt):
    from decks.catalog import load_catalog
    from decks.effects import pool_coverage

    copies = None
    if deck_specs:
        copies = {}
        for deck in load_decks(deck_specs):
            for n in deck.main_cards() + deck.egg_cards():
                copies[n] = copies.get(n, 0) + 1
    result = pool_coverage(load_catalog(), copies=copies)
    if fmt == "json":
        click.echo(json.dumps(result))
        return

    def line(label, c):
        return (f"{label:<12} {c['cards']:>6} {c['full']:>6} {c['partial']:>8} {c['none']:>6}"
                f" {100 * c['full'] / max(c['cards'], 1):>6.1f}%")

    click.echo(f"{'':<12} {'cards':>6} {'full':>6} {'partial':>8} {'none':>6} {'full':>7}")
    click.echo(line("pool", result["pool"]))
    if "copies" in result:
        click.echo(line("deck copies", result["copies"]))
    click.echo("by set:")
    for name, c in result["by_set"].items():
        click.echo(line("  " + name, c))
    click.echo("missing mechanics (cards; cards it alone keeps from full" +
               ("; deck copies; copies it alone keeps from full):" if copies is not None else "):"))
    for name, m in result["by_mechanic"].items():
        extra = f" {m['copies']:>6} {m['sole_copies']:>6}" if copies is not None else ""
        click.echo(f"  {m['cards']:>6} {m['sole']:>6}{extra}  {name}")


@cards.command()
@click.argument("number")
def show(number):
    """Facts of card NUMBER and its effects in the project's encoding."""
    from decks.catalog import describe_alt_digivolve, describe_dna_digivolve, get_card
    from decks.effects import card_coverage, describe, load_effects, name_aliases

    try:
        card = get_card(number)
    except KeyError:
        raise InputError(f"unknown card number {number!r}") from None
    click.echo(f"{card.number}  {card.name}")
    exact, parts = name_aliases().get(card.number, ((), ()))
    if exact:   # the names its rule lines give it (decks/data/name_aliases.tsv)
        click.echo(f"  also named  {', '.join(exact)}")
    if parts:
        click.echo(f"  in its name {', '.join(parts)}")
    click.echo(f"  kind        {card.kind}")
    click.echo(f"  colors      {', '.join(card.colors)}")
    if card.level is not None:
        click.echo(f"  level       {card.level}")
    if card.cost is not None:
        click.echo(f"  {'use cost' if card.kind == 'option' else 'play cost':<11} {card.cost}")
    if card.dp is not None:
        click.echo(f"  DP          {card.dp}")
    for req in card.digivolve:
        click.echo(f"  digivolve   from {req.color} Lv.{req.level} for {req.cost}")
    for req in card.alt_digivolve:
        click.echo(f"  digivolve   {describe_alt_digivolve(req)}")
    for req in card.dna:
        click.echo(f"  digivolve   {describe_dna_digivolve(req)}")
    if card.traits:
        click.echo(f"  traits      {', '.join(card.traits)}")
    click.echo(f"  text blocks {', '.join(card.effects) if card.effects else 'none'}")
    entry = load_effects().get(card.number)
    click.echo(f"  effects     {card_coverage(card)}")
    if entry:
        for e in entry.effects:
            click.echo(f"    {e.text}")
            click.echo(f"      = {describe(e.text)}")
        for note in entry.unmodeled:
            click.echo(f"    not modeled: {note}")


@cards.command()
@click.option("--results", "results_path", required=True, metavar="DIR",
              help="A dataset written with --card-stats (dcgsim matchup/sweep --out DIR --card-stats).")
@click.option("--deck", required=True, help="The deck to analyse, by its name in the dataset.")
@click.option("--by", type=click.Choice(["first", "second"]), default=None,
              help="Only the games the deck went first (on the play) or second (on the draw).")
@click.option("--turns", type=int, default=6, show_default=True, help="Curve odds for the deck's turns 1..TURNS.")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
@click.option("--plot", "plot_path", metavar="FILE.png", default=None,
              help="Save the cards by improvement when drawn, with 95% intervals (needs matplotlib).")
def impact(results_path, deck, by, turns, fmt, plot_path):
    """Which cards of a deck win games: per card, the win rate of games with a copy in hand, in the
    opening hand and never drawn, improvement when drawn, the share of games it was played and its
    mean turn of first play (95% intervals, game counts); and the odds of a Digimon of each level in the
    battle area by each of the deck's turns, on the play and on the draw."""
    from cli.meta_commands import _check_plot_target

    if not 1 <= turns <= 30:
        raise InputError(f"--turns must be in 1..30, got {turns}")
    if plot_path is not None:
        _check_plot_target(plot_path)
    from simcore import card_stats
    from simcore.results import load_results

    try:
        records = card_stats.load_card_records(results_path, decks=[deck])
        if records.empty:
            raise InputError(_missing_deck(deck, card_stats.record_deck_names(results_path), results_path))
        result = card_stats.impact_from_frames(load_results(results_path), records, deck, by, turns)
    except ValueError as exc:
        raise InputError(str(exc)) from None
    if plot_path is not None:
        try:
            card_stats.plot_impact(result, plot_path)
        except OSError as exc:
            raise InputError(f"cannot write --plot {plot_path}: {exc.strerror or exc}") from None
    if fmt == "json":
        click.echo(json.dumps(result.to_dict()))
    else:
        _print_impact(result)


def _missing_deck(deck, names, path):
    from decks.decklist import BUILTIN_DECKS

    there = f"decks with card records: {', '.join(names)}"
    near = [n for n in names if n.casefold() == deck.casefold()]
    if near:
        return f"deck {deck!r} is not in {path}; did you mean {near[0]!r}? ({there})"
    if deck.upper() in BUILTIN_DECKS:
        return f"deck {deck} has no games with card records in {path} ({there})"
    return f"unknown deck {deck!r}: no deck of that name in {path} ({there})"


def _pct(x):
    return "    -" if x != x else f"{100 * x:5.1f}"


def _print_impact(r):
    from simcore.card_stats import card_names

    by = f", going {r.by}" if r.by else f" ({r.games_first:,} on the play)"
    click.echo(f"{r.deck}: {r.games:,} games{by}, win rate {100 * r.win_rate:.1f}% "
               f"[{100 * r.low:.1f}, {100 * r.high:.1f}]")
    click.echo("win rates in % with games behind them; IWD = improvement when drawn (in-hand minus not-drawn "
               "win rate, points); turn = mean own turn of first play")
    names = card_names(r.cards.index)
    width = max(12, *(len(n) for n in names.values()))
    click.echo(f"{'card':<9} {'name':<{width}} {'in hand':>15} {'opening hand':>15} {'not drawn':>15} "
               f"{'IWD [95% CI]':>19} {'played':>6} {'turn':>5}")
    for number, c in r.cards.sort_values("improvement", ascending=False, na_position="last").iterrows():
        def cell(what):
            return f"{_pct(c[f'{what}_win_rate'])} ({c[f'{what}_games']:>7,})"
        if c["improvement"] == c["improvement"]:
            iwd = f"{100 * c['improvement']:+5.1f} [{100 * c['improvement_low']:+5.1f}, " \
                  f"{100 * c['improvement_high']:+5.1f}]"
        else:
            iwd = "-"
        turn = "-" if c["mean_turn_played"] != c["mean_turn_played"] else f"{c['mean_turn_played']:.2f}"
        click.echo(f"{number:<9} {names[number]:<{width}} {cell('in_hand')} {cell('opening')} "
                   f"{cell('not_drawn')} {iwd:>19} {_pct(c['played_rate'])}% {turn:>5}")
    turns = sorted(set(r.curve["turn"]))
    click.echo("a Digimon of each level in the battle area by the end of the deck's turn t, % of games")
    click.echo(f"{'':<17}" + "".join(f"{'t=' + str(t):>7}" for t in turns))
    for (when, level), part in r.curve.groupby(["when", "level"], sort=False):
        label = f"Lv.{level} {'on the play' if when == 'play' else 'on the draw'}"
        click.echo(f"{label:<17}" + "".join(f"{_pct(p):>7}" for p in part["probability"]))

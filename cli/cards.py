"""`dcgsim cards`: the card catalog and how much of each card's effects the engine models."""
import json

import click

from cli.common import load_decks
from cli.errors import InputError


@click.group()
def cards():
    """Card facts and effect coverage."""


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
    from decks.catalog import describe_alt_digivolve, get_card
    from decks.effects import card_coverage, describe, load_effects

    try:
        card = get_card(number)
    except KeyError:
        raise InputError(f"unknown card number {number!r}") from None
    click.echo(f"{card.number}  {card.name}")
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

"""`dcgsim cards`: the card catalog and how much of each card's effects the engine models."""
import json

import click

from cli.common import load_decks
from cli.errors import InputError


@click.group()
def cards():
    """Card facts and effect coverage."""


@cards.command()
@click.argument("decks", nargs=-1, required=True)
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
def coverage(decks, fmt):
    """Per card of each DECK: are its effects fully modeled, partly, or not; and the deck's fidelity (share of
    its 50 main cards plus Digi-Eggs fully modeled)."""
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


@cards.command()
@click.argument("number")
def show(number):
    """Facts of card NUMBER and its effects in the project's encoding."""
    from decks.catalog import get_card
    from decks.effects import card_coverage, load_effects

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
    if card.traits:
        click.echo(f"  traits      {', '.join(card.traits)}")
    click.echo(f"  text blocks {', '.join(card.effects) if card.effects else 'none'}")
    entry = load_effects().get(card.number)
    click.echo(f"  effects     {card_coverage(card)}")
    if entry:
        for e in entry.effects:
            click.echo(f"    {e.text}")
        for note in entry.unmodeled:
            click.echo(f"    not modeled: {note}")

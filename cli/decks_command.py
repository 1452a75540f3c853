"""`dcgsim decks`: the deck library (list, filter) and any deck as text, JSON or a deck code."""
import json

import click

from cli.errors import InputError


@click.group("decks")
def decks():
    """The deck library: tournament lists (2021-2026), starter decks, product recipes and Limitless archetype
    lists. Every deck's name works as a DECK argument."""


@decks.command("list")
@click.option("--archetype", default=None, help="Only this archetype (any letter case).")
@click.option("--kind", default=None, help="Only tournament, starter, product or limitless lists.")
@click.option("--since", default=None, metavar="DATE", help="Only lists of events on or after DATE (YYYY-MM-DD).")
@click.option("--until", default=None, metavar="DATE", help="Only lists of events on or before DATE.")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
def list_decks(archetype, kind, since, until, fmt):
    """List the library's decks with their metadata (event, date, region, placing, archetype, format block)."""
    from decks.decklist import DeckError
    from decks.library import select

    try:
        entries = select(since=since, until=until, archetype=archetype, kind=kind)
    except DeckError as exc:
        raise InputError(exc.reason if exc.source == "selection" else str(exc)) from None
    if fmt == "json":
        click.echo(json.dumps([e.metadata() for e in entries], indent=1, ensure_ascii=False))
        return
    if not entries:
        click.echo("no library deck matches", err=True)
        return
    name_w = max(len("name"), *(len(e.name) for e in entries))
    arch_w = min(28, max(len("archetype"), *(len(e.archetype or "-") for e in entries)))
    click.echo(f"{'name':<{name_w}}  {'kind':<10}  {'date':<10}  {'place':>5}  {'archetype':<{arch_w}}  event")
    for e in entries:
        place = "-" if e.placing is None else str(e.placing)
        archetype_text = (e.archetype or "-")[:arch_w]
        click.echo(f"{e.name:<{name_w}}  {e.kind:<10}  {e.date or '-':<10}  {place:>5}  "
                   f"{archetype_text:<{arch_w}}  {e.event or e.title}")
    click.echo(f"{len(entries)} deck{'s' if len(entries) != 1 else ''}", err=True)


@decks.command("show")
@click.argument("deck")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "code"]), default="text", show_default=True,
              help="text: a deck list dcgsim reads back; json: metadata and counts; code: the DCG deck code.")
def show(deck, fmt):
    """Show DECK (a library or built-in name, a deck file or a deck code) as a list, JSON or deck code."""
    from cli.common import load_decks
    from decks.catalog import load_catalog
    from decks.formats import deck_to_code
    from decks.library import find_entry

    (the_deck,) = load_decks([deck])
    entry = find_entry(the_deck.name) if the_deck.source in ("library", "built-in") else None
    if fmt == "code":
        click.echo(deck_to_code(the_deck))
        return
    if fmt == "json":
        report = entry.metadata() if entry is not None else {"name": the_deck.name, "archetype": the_deck.archetype}
        report["source"] = the_deck.source
        report["main"] = {n: c for n, c in the_deck.main}
        report["egg"] = {n: c for n, c in the_deck.eggs}
        report["code"] = deck_to_code(the_deck)
        click.echo(json.dumps(report, indent=1, ensure_ascii=False))
        return
    catalog = load_catalog()
    click.echo(f"# {the_deck.name}" + (f": {entry.title}" if entry is not None and entry.title else ""))
    if entry is not None and entry.event:
        facts = [entry.event, entry.date, entry.region,
                 None if entry.placing is None else f"placing {entry.placing}",
                 None if entry.players is None else f"{entry.players} players"]
        click.echo("# " + ", ".join(str(f) for f in facts if f))
    if entry is not None and not entry.verbatim and entry.kind == "tournament":
        click.echo("# adapted to a later banlist by the data's source")
    if the_deck.archetype:
        click.echo(f"# archetype: {the_deck.archetype}")
    for title, pairs in (("Digi-Egg deck", the_deck.eggs), ("Main deck", the_deck.main)):
        click.echo(f"{title}:")
        for number, count in pairs:
            click.echo(f"{count} {number} {catalog[number].name}")

"""Deck inputs in the common list formats, told apart by their content:

- the project's text lines (`4 ST1-03`, `ST1-03 x4`, see decks.decklist), and exports that put the number in
  brackets after the name: `Agumon (ST1-03) x4`, `4 Agumon (ST1-03)`, `4x Agumon [ST1-03]`;
- a JSON array of card numbers, one per copy (the Tabletop Simulator style); a leading string that is not a card
  number (the deck's name) is ignored;
- a JSON object `{"main": {"ST1-03": 4, ...}, "egg": {"ST1-01": 4}}` (`eggs` is accepted too);
- a community deck code (`DCG...`, see decks.deckcode).

Parallel-art ids fold into the card number (`BT1-085_P1`, `BT1-085-P2` and a code's parallel id all mean BT1-085).
A `# archetype: NAME` comment line of a text list (or an `"archetype"` key of a JSON object) names the deck's
archetype for `matchup_matrix(..., by="archetype")`. Every problem is a DeckError with a one-line message.
"""
import json
import re
from dataclasses import replace

from decks import deckcode
from decks.decklist import DeckError, parse_deck_text

_CARD = r"[A-Za-z]{1,4}[0-9]{0,3}-[0-9]{1,4}"
_PARALLEL = r"(?:[_-][Pp][0-9]{1,2})"
_CARD_WITH_ART = re.compile(rf"(?P<number>{_CARD}){_PARALLEL}?")
_PARALLEL_SUFFIX = re.compile(rf"\b({_CARD}){_PARALLEL}\b")
# `Agumon (ST1-03) x4`, `4 Agumon (ST1-03)`, `4x Agumon [ST1-03]`
_BRACKETED = re.compile(rf"\s*(?:(?P<lead>[0-9]+)\s*[xX×]?\s+)?(?P<name>.*?)\s*[(\[]\s*(?P<number>{_CARD})"
                        rf"{_PARALLEL}?\s*[)\]]\s*(?:[xX×]\s*(?P<trail>[0-9]+))?\s*")
_ARCHETYPE = re.compile(r"\s*(?:#|//)\s*archetype\s*:\s*(?P<name>.*?)\s*", re.I)


def fold_parallel(number: str) -> str:
    """The card number of a parallel-art id: `BT1-085_P1` -> `BT1-085`."""
    m = _CARD_WITH_ART.fullmatch(number.strip())
    return m.group("number").upper() if m else number.strip().upper()


def _entries_text(main, eggs):
    """Deck-list text of (number, count) pairs, for the one parser that checks every deck."""
    return "\n".join(f"{count} {number}" for number, count in (*eggs, *main))


def _merged(pairs):
    out = {}
    for number, count in pairs:
        number = fold_parallel(number)
        out[number] = out.get(number, 0) + count
    return list(out.items())


def _checked(main, eggs, label, name, archetype=None, source=None):
    """A Deck from already-read entries; the parser's checks apply, its message without a line number."""
    if not main and not eggs:
        raise DeckError(label, "the deck holds no cards")
    try:
        deck = parse_deck_text(_entries_text(_merged(main), _merged(eggs)), label, name)
    except DeckError as exc:
        raise DeckError(label, exc.reason) from None
    return replace(deck, source=source or label, archetype=archetype)


def _split_by_kind(numbers):
    from decks.catalog import load_catalog

    catalog = load_catalog()
    main, eggs = [], []
    for number, count in numbers:
        card = catalog.get(fold_parallel(number))
        (eggs if card is not None and card.kind == "digi-egg" else main).append((number, count))
    return main, eggs


def deck_from_code(code, label, name=None, archetype=None):
    """A Deck from a deck code; its name is `name`, else the code's own name, else `DCG-` and a short digest."""
    try:
        coded = deckcode.decode(code)
    except deckcode.DeckCodeError as exc:
        raise DeckError(label, str(exc)) from None
    if name is None:
        name = " ".join(coded.name.split()) or _code_name(code)
    main = [(e.number, e.count) for e in coded.main]
    eggs = [(e.number, e.count) for e in coded.eggs]
    return _checked(main, eggs, label, name, archetype)


def _code_name(code):
    import hashlib

    return "DCG-" + hashlib.sha256(code.strip().encode()).hexdigest()[:8]


def deck_to_code(deck, name=None) -> str:
    """The deck code (version 5, English) of a Deck."""
    def as_entries(pairs):
        return tuple(deckcode.CodeEntry(n, c) for n, c in pairs)

    coded = deckcode.CodedDeck(eggs=as_entries(deck.eggs), main=as_entries(deck.main),
                               name=deck.name if name is None else name)
    return deckcode.encode(coded)


# the record of a published tournament list (the shared deck-list data): its facts beside "main" and "egg" are
# read over, "main_count" / "egg_count" checked against the cards
LIST_RECORD_KEYS = {"id", "format_block", "colors", "source_type", "tournament", "verbatim", "adaptation_note",
                    "source", "sources", "main_count", "egg_count", "kind", "complete", "notes"}


def _from_json(text, label, name):
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise DeckError(label, f"not valid JSON ({exc.msg} at line {exc.lineno})") from None
    if isinstance(data, list):
        if data and isinstance(data[0], str) and not _CARD_WITH_ART.fullmatch(data[0].strip()):
            data = data[1:]   # the deck's name
        counts = {}
        for k, item in enumerate(data):
            if not isinstance(item, str) or not _CARD_WITH_ART.fullmatch(item.strip()):
                raise DeckError(label, f"JSON array item {k + 1} is not a card number: {json.dumps(item)[:40]}")
            number = fold_parallel(item)
            counts[number] = counts.get(number, 0) + 1
        main, eggs = _split_by_kind(counts.items())
        return _checked(main, eggs, label, name)
    if isinstance(data, dict):
        unknown = sorted(set(data) - {"main", "egg", "eggs", "name", "archetype"} - LIST_RECORD_KEYS)
        if "main" not in data or unknown:
            raise DeckError(label, "a JSON deck object needs \"main\" and may have \"egg\", \"name\" and "
                                   "\"archetype\"" + (f" (unknown key {unknown[0]!r})" if unknown else ""))
        sections = []
        for key in ("main", "egg" if "egg" in data else "eggs"):
            section = data.get(key, {})
            if not isinstance(section, dict) or not all(
                    isinstance(n, str) and isinstance(c, int) and not isinstance(c, bool)
                    for n, c in section.items()):
                raise DeckError(label, f"\"{key}\" must map card numbers to counts, e.g. {{\"ST1-03\": 4}}")
            sections.append(list(section.items()))
        for key, section in (("main_count", sections[0]), ("egg_count", sections[1])):
            if key in data and data[key] != sum(c for _, c in section):
                raise DeckError(label, f"\"{key}\" is {data[key]!r} but the cards listed count "
                                       f"{sum(c for _, c in section)}")
        archetype = data.get("archetype")
        if archetype is not None and not isinstance(archetype, str):
            raise DeckError(label, "\"archetype\" must be a string")
        return _checked(sections[0], sections[1], label, name, archetype or None)
    raise DeckError(label, "a JSON deck is an array of card numbers or an object with \"main\" and \"egg\"")


def _from_lines(text, label, name):
    archetype = None
    lines = []
    for raw in text.split("\n"):
        m = _ARCHETYPE.fullmatch(raw)
        if m is not None and m.group("name"):
            archetype = m.group("name")
        b = _BRACKETED.fullmatch(raw.split("#")[0].split("//")[0]) if "(" in raw or "[" in raw else None
        if b is not None and (b.group("lead") is None) != (b.group("trail") is None):
            raw = f"{b.group('lead') or b.group('trail')} {b.group('number')}"
        else:
            raw = _PARALLEL_SUFFIX.sub(r"\1", raw)
        lines.append(raw)
    deck = parse_deck_text("\n".join(lines), label, name)
    return replace(deck, archetype=archetype) if archetype else deck


def parse_any(text: str, label: str, name: str):
    """A Deck from text in any of the formats above; `label` names it in errors, `name` becomes Deck.name."""
    if text.startswith("\ufeff"):
        text = text[1:]
    stripped = text.strip()
    if deckcode.looks_like_code(stripped):
        return deck_from_code(stripped, label, name)
    if stripped.startswith(("[", "{")):
        return _from_json(stripped, label, name)
    return _from_lines(text, label, name)

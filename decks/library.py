"""The deck library: tournament lists, starter decks, product recipes and the Limitless archetype lists shipped as
package data (`decks/data/library/decks.json`, built by `python -m decks.tools.build_library`; sources and
licences in `decks/data/library/NOTICE.md`). Every deck is addressable by its name (any letter case).

Resolving a DECK argument (`resolve_deck`): a built-in name (ST1..ST6), a library name, an existing file (any
format of decks.formats), or a deck code. Expanding arguments that may name many decks (`expand_deck_args`):
also a selection `KEY:VALUE[,KEY:VALUE...]` of library decks (keys in SELECTION_KEYS, e.g. `since:2026-01-01`,
`archetype:Xros,kind:tournament`) or `@FILE`, a file with one DECK argument per line (`#` comments allowed).
"""
import datetime
import difflib
import json
import os
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources

from decks.decklist import BUILTIN_DECKS, DeckError, load_deck, parse_deck_text

LIBRARY_FILE = ("data", "library", "decks.json")
KINDS = ("tournament", "starter", "product", "limitless")
SELECTION_KEYS = ("since", "until", "archetype", "kind", "format")
METADATA_FIELDS = ("name", "kind", "title", "archetype", "format_block", "event", "date", "region", "placing",
                   "players", "verbatim")


@dataclass(frozen=True)
class LibraryEntry:
    name: str
    kind: str                  # one of KINDS
    title: str
    archetype: str | None
    format_block: str | None
    event: str | None
    date: str | None           # ISO date of the event (tournament lists only)
    region: str | None
    placing: int | None        # final placing (tournament lists); rank in the ranking (limitless lists)
    players: int | None        # participants of the event (limitless lists: entries of the archetype)
    verbatim: bool             # False: adapted to a later banlist, or derived (limitless lists)
    main: tuple
    eggs: tuple

    def metadata(self):
        return {f: getattr(self, f) for f in METADATA_FIELDS}


@cache
def library() -> dict:
    """{casefolded name: LibraryEntry} in the file's order, read once."""
    text = resources.files("decks").joinpath(*LIBRARY_FILE).read_text(encoding="utf-8")
    out = {}
    for d in json.loads(text)["decks"]:
        entry = LibraryEntry(main=tuple((n, c) for n, c in d["main"]), eggs=tuple((n, c) for n, c in d["eggs"]),
                             **{f: d.get(f) for f in METADATA_FIELDS})
        out[entry.name.casefold()] = entry
    return out


def find_entry(name: str) -> LibraryEntry | None:
    return library().get(name.strip().casefold())


def library_deck(entry: LibraryEntry):
    """The checked Deck of a library entry."""
    text = "\n".join(f"{c} {n}" for n, c in (*entry.eggs, *entry.main))
    deck = parse_deck_text(text, f"library deck {entry.name}", entry.name)
    return replace(deck, source="library", archetype=entry.archetype)


def archetype_of(name: str) -> str | None:
    """The library's archetype of a deck name (built-in starters included), or None."""
    entry = find_entry(name)
    return entry.archetype if entry is not None else None


# --- selections -----------------------------------------------------------------------------------------

def parse_date(text, what="date"):
    try:
        return datetime.date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise DeckError(what, f"bad date {text!r} (expected YYYY-MM-DD)") from None


def select(since=None, until=None, archetype=None, kind=None, format_block=None):
    """Library entries matching every given filter (dates inclusive; a dated filter keeps dated lists only;
    archetype, kind and format block in any letter case). Raises DeckError for a bad date, kind, archetype or
    format block."""
    since = parse_date(since, "--since") if since is not None else None
    until = parse_date(until, "--until") if until is not None else None
    if since and until and since > until:
        raise DeckError("selection", f"since {since} is after until {until}")
    entries = list(library().values())
    if kind is not None:
        if kind.casefold() not in KINDS:
            raise DeckError("selection", f"unknown kind {kind!r} (choose from {', '.join(KINDS)})")
        entries = [e for e in entries if e.kind == kind.casefold()]
    for value, attribute, what in ((archetype, "archetype", "archetype"), (format_block, "format_block",
                                                                           "format block")):
        if value is None:
            continue
        known = sorted({getattr(e, attribute) for e in library().values() if getattr(e, attribute)})
        if value.casefold() not in {k.casefold() for k in known}:
            close = difflib.get_close_matches(value, known, n=3)
            hint = f" (did you mean {', '.join(close)}?)" if close else ""
            raise DeckError("selection", f"no library deck has {what} {value!r}{hint}")
        entries = [e for e in entries if (getattr(e, attribute) or "").casefold() == value.casefold()]
    if since is not None:
        entries = [e for e in entries if e.date and e.date >= since]
    if until is not None:
        entries = [e for e in entries if e.date and e.date <= until]
    return entries


def is_selection(spec: str) -> bool:
    key = spec.split(":", 1)[0].strip().casefold()
    return ":" in spec and key in SELECTION_KEYS and not os.path.exists(spec)


def parse_selection(spec: str):
    """Library entries of a selection `KEY:VALUE[,KEY:VALUE...]`; DeckError if it is malformed or empty."""
    filters = {}
    for part in spec.split(","):
        key, sep, value = part.partition(":")
        key, value = key.strip().casefold(), value.strip()
        if not sep or key not in SELECTION_KEYS or not value:
            raise DeckError(spec, f"bad selection part {part.strip()!r} (use KEY:VALUE with KEY one of "
                                  f"{', '.join(SELECTION_KEYS)})")
        if key in filters:
            raise DeckError(spec, f"selection names {key} twice")
        filters["format_block" if key == "format" else key] = value
    try:
        entries = select(**filters)
    except DeckError as exc:
        raise DeckError(spec, exc.reason) from None
    if not entries:
        raise DeckError(spec, "selection matches no library deck")
    return entries


# --- resolving DECK arguments ----------------------------------------------------------------------------

def resolve_deck(spec: str):
    """One Deck for a DECK argument: built-in name, library name, file (any format) or deck code."""
    from decks import deckcode, formats
    from decks.decklist import _read_deck_file

    if not spec.strip():
        raise DeckError("deck", "no deck given (a built-in or library name, a file or a deck code)")
    if spec.strip().upper() in BUILTIN_DECKS:
        return replace(load_deck(spec.strip()), archetype=archetype_of(spec))
    entry = find_entry(spec)
    if entry is not None:
        return library_deck(entry)
    if os.path.exists(spec):
        name = os.path.splitext(os.path.basename(spec.rstrip("/")))[0] or spec
        return formats.parse_any(_read_deck_file(spec), spec, name)
    if spec.strip().startswith(deckcode.PREFIX) and deckcode.looks_like_code(spec):
        return formats.deck_from_code(spec.strip(), "deck code")
    if "/" in spec or os.sep in spec or os.path.splitext(spec)[1]:  # meant as a file path
        raise DeckError(spec, "no such deck file")
    close = difflib.get_close_matches(spec.casefold(), list(library()), n=3, cutoff=0.75)
    hint = f" (did you mean {', '.join(library()[c].name for c in close)}?)" if close else ""
    raise DeckError(spec, "neither a built-in deck (ST1..ST6), a library deck (dcgsim decks list), a file nor a "
                          f"deck code{hint}")


MAX_LIST_FILE_DEPTH = 4


def expand_deck_args(specs, _depth=0, _base=None):
    """Decks for DECK arguments that may also be selections or `@FILE` lists, in the order given."""
    out = []
    for spec in specs:
        if spec.startswith("@"):
            out.extend(_read_list_file(spec[1:], _depth, _base))
        elif is_selection(spec):
            out.extend(library_deck(e) for e in parse_selection(spec))
        else:
            if _base is not None and not os.path.isabs(spec) and os.path.exists(os.path.join(_base, spec)) \
                    and find_entry(spec) is None and spec.upper() not in BUILTIN_DECKS:
                spec = os.path.join(_base, spec)
            out.append(resolve_deck(spec))
    return out


def _read_list_file(path, depth, base):
    from decks.decklist import _read_deck_file

    if not path:
        raise DeckError("@", "no file after @ (write @FILE, a file with one deck per line)")
    if base is not None and not os.path.isabs(path) and not os.path.exists(path):
        path = os.path.join(base, path)
    if depth >= MAX_LIST_FILE_DEPTH:
        raise DeckError(path, f"deck list files nest more than {MAX_LIST_FILE_DEPTH} deep")
    text = _read_deck_file(path)
    specs = []
    for lineno, raw in enumerate(text.split("\n"), start=1):
        line = raw.split("#", 1)[0].strip()
        if line:
            specs.append((lineno, line))
    if not specs:
        raise DeckError(path, "deck list file names no deck")
    out = []
    for lineno, line in specs:
        try:
            out.extend(expand_deck_args([line], depth + 1, os.path.dirname(os.path.abspath(path))))
        except DeckError as exc:
            raise DeckError(path, f"{exc}", lineno) from None
    return out

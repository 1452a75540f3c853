"""Deck lists: the built-in starter decks and deck files in a simple text format.

One entry per line, in any of these forms (card numbers in any letter case):

    4 ST1-03            4 ST1-03 Agumon      4x ST1-03 Agumon     4 x ST1-03
    ST1-03 x4           ST1-03 x 4

`#` and `//` start a comment (whole line or trailing). Blank lines, surrounding whitespace, CRLF line ends and a
UTF-8 byte-order mark are fine. A name after the number is for the reader and is not checked. Digi-Eggs are told
apart by their catalog kind, so no sections are needed; section lines such as `Main deck:` or `Digi-Egg deck (4):`
are accepted, and then every card below them must belong to that section. A deck has exactly 50 main-deck cards
and at most 5 Digi-Eggs, with no more copies of a card than it allows (usually 4).

Every problem raises `DeckError`, whose message is one line naming the file and, where there is one, the line.
"""
import os
import re
import stat
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from decks.catalog import load_catalog

BUILTIN_DECKS = ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6")
MAIN_DECK_SIZE = 50
MAX_EGG_CARDS = 5
MAX_ENTRY_COUNT = 50          # no card allows more copies than a whole main deck
MAX_DECK_FILE_BYTES = 1_000_000

_NUMBER = r"[A-Za-z]{1,4}[0-9]{0,3}-[0-9]{1,4}"
_COUNT = r"[+-]?[0-9]+"
# "4 XX1-01" must read as four of XX1-01, so an "x" after the count needs a space before the number.
_COUNT_FIRST = re.compile(rf"(?P<count>{_COUNT})(?:[xX×]?\s+|\s+[xX×]\s+)(?P<number>{_NUMBER})(?:\s+(?P<name>.*))?")
_NUMBER_FIRST = re.compile(rf"(?P<number>{_NUMBER})\s*[xX×]\s*(?P<count>{_COUNT})")
_MAIN_HEADER = r"main(?:\s+deck)?|deck|digimon|tamers?|options?"
_EGG_HEADER = r"digi-?eggs?(?:\s+deck)?|eggs?(?:\s+deck)?|digitama(?:\s+deck)?"
_HEADER = re.compile(rf"(?:(?P<main>{_MAIN_HEADER})|(?P<egg>{_EGG_HEADER}))\s*(?:\(\s*[0-9]+\s*\))?\s*:?", re.I)
_LOOKS_LIKE_HEADER = re.compile(r"[^:]*:|[A-Za-z][A-Za-z -]*\(\s*[0-9]+\s*\)")
_LOOKS_LIKE_DECK_NAME = re.compile(r"[A-Za-z]{1,4}-?[0-9]{1,3}")
_SPLIT_NUMBER = re.compile(r"([A-Z]+[0-9]*)-([0-9]+)")


class DeckError(ValueError):
    """A deck list that cannot be used. `str(e)` is one line naming the file and, where there is one, the line."""

    def __init__(self, source, message, line=None):
        self.source = source
        self.line = line
        self.reason = message
        where = _printable(source) if line is None else f"{_printable(source)}, line {line}"
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Deck:
    name: str                              # "ST1" for built-ins, the file's stem for files
    main: tuple[tuple[str, int], ...]      # (card number, count) in first-seen order, duplicates merged
    eggs: tuple[tuple[str, int], ...]
    source: str                            # "built-in", "library" or the file path as given
    archetype: str | None = None           # the library's archetype, or a file's `# archetype: NAME` line

    def main_cards(self) -> list[str]:
        """The main deck as 50 card numbers, copies repeated."""
        return [number for number, count in self.main for _ in range(count)]

    def egg_cards(self) -> list[str]:
        """The Digi-Egg deck as 0 to 5 card numbers, copies repeated."""
        return [number for number, count in self.eggs for _ in range(count)]


def _printable(text):
    # Keeps a message on one line whatever characters a path or a deck line holds.
    return text if text.isprintable() else text.encode("unicode_escape").decode("ascii")


def _quote(text, limit=60):
    text = text if len(text) <= limit else text[: limit - 3] + "..."
    return repr(text)


def _strip_comment(line):
    cut = len(line)
    for marker in ("#", "//"):
        at = line.find(marker)
        if 0 <= at < cut:
            cut = at
    return line[:cut].strip()


def _padding_hint(number, catalog):
    """' (did you mean ST1-03?)' when the number only lacks (or has extra) leading zeros."""
    m = _SPLIT_NUMBER.fullmatch(number)
    if m is None:
        return ""
    prefix, serial = m.group(1), int(m.group(2))
    for width in (2, 3):
        candidate = f"{prefix}-{serial:0{width}d}"  # pragma: no mutate (mutmut 2 misreads the nested format)
        if candidate in catalog:
            return f" (did you mean {candidate}?)"
    return ""


def parse_deck_text(text: str, source: str, name: str) -> Deck:
    """Parse and check a deck list. `source` names it in errors ("built-in" or a path); `name` becomes Deck.name."""
    label = f"built-in deck {name}" if source == "built-in" else source
    catalog = load_catalog()
    if text.startswith("\ufeff"):
        text = text[1:]
    counts = {"main": {}, "egg": {}}
    section = None
    for lineno, raw in enumerate(text.split("\n"), start=1):
        line = _strip_comment(raw)
        if not line:
            continue
        line = " ".join(line.split())
        m = _COUNT_FIRST.fullmatch(line) or _NUMBER_FIRST.fullmatch(line)
        if m is None:
            header = _HEADER.fullmatch(line)
            if header is not None:
                section = "main" if header.group("main") else "egg"
                continue
            if _LOOKS_LIKE_HEADER.fullmatch(line):
                raise DeckError(label, f"unknown section {_quote(line)} (the sections are 'Main deck:' and "
                                       "'Digi-Egg deck:', and neither is needed)", lineno)
            hint = "(expected e.g. '4 ST1-03' or 'ST1-03 x4')"
            raise DeckError(label, f"not a deck entry: {_quote(line)} {hint}", lineno)  # pragma: no mutate
        count_text, number = m.group("count"), m.group("number").upper()
        count = int(count_text) if len(count_text) <= 6 else MAX_ENTRY_COUNT + 1
        if count <= 0:
            raise DeckError(label, f"count must be at least 1, got {count} for {number}", lineno)
        if count > MAX_ENTRY_COUNT:
            raise DeckError(label, f"count {count_text.lstrip('+')} for {number} is not a plausible number of copies "
                                   f"(at most {MAX_ENTRY_COUNT})", lineno)
        card = catalog.get(number)
        if card is None:
            raise DeckError(label, f"unknown card number {number}{_padding_hint(number, catalog)}", lineno)
        kind = "egg" if card.kind == "digi-egg" else "main"
        if section is not None and kind != section:
            what = "a Digi-Egg" if kind == "egg" else "not a Digi-Egg"
            where = "the main deck" if section == "main" else "the Digi-Egg deck"
            raise DeckError(label, f"{number} ({card.name}) is {what} but is listed in {where}", lineno)
        total = counts[kind].get(number, 0) + count
        if total > card.max_copies:
            raise DeckError(label, f"{total} copies of {number} ({card.name}); at most {card.max_copies} allowed",
                            lineno)
        counts[kind][number] = total
    main_total = sum(counts["main"].values())
    egg_total = sum(counts["egg"].values())
    if main_total == 0 and egg_total == 0:
        raise DeckError(label, "no cards listed (only comments and blank lines)")
    if main_total != MAIN_DECK_SIZE:
        raise DeckError(label, f"main deck has {main_total} cards; it must have exactly {MAIN_DECK_SIZE}")
    if egg_total > MAX_EGG_CARDS:
        raise DeckError(label, f"Digi-Egg deck has {egg_total} cards; at most {MAX_EGG_CARDS} allowed")
    return Deck(name=name, main=tuple(counts["main"].items()), eggs=tuple(counts["egg"].items()), source=source)


def _read_deck_file(spec):
    """The text of a deck file, or DeckError. Large files are refused before they are read."""
    try:
        info = os.stat(spec)
    except FileNotFoundError:
        if _LOOKS_LIKE_DECK_NAME.fullmatch(spec):
            raise DeckError(spec, f"neither a built-in deck ({', '.join(BUILTIN_DECKS)}) nor a file") from None
        raise DeckError(spec, "no such deck file") from None
    except OSError as exc:
        raise DeckError(spec, f"cannot open deck file ({exc.strerror or exc})") from None
    if stat.S_ISDIR(info.st_mode):
        raise DeckError(spec, "is a directory, not a deck file")
    if stat.S_ISREG(info.st_mode) and info.st_size > MAX_DECK_FILE_BYTES:
        raise DeckError(spec, f"file is too large for a deck list ({info.st_size} bytes; "
                              f"at most {MAX_DECK_FILE_BYTES})")
    try:
        with open(spec, "rb") as f:
            data = f.read(MAX_DECK_FILE_BYTES + 1)
    except OSError as exc:
        raise DeckError(spec, f"cannot read deck file ({exc.strerror or exc})") from None
    if len(data) > MAX_DECK_FILE_BYTES:
        raise DeckError(spec, f"file is too large for a deck list (more than {MAX_DECK_FILE_BYTES} bytes)")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise DeckError(spec, "file is UTF-16 text; save it as UTF-8")
    if b"\x00" in data:
        raise DeckError(spec, "binary file, not a text deck list")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise DeckError(spec, f"not UTF-8 text (byte 0x{data[exc.start]:02x})", line) from None
    if not text.strip():
        raise DeckError(spec, "file is empty")
    return text


def load_deck(spec: str) -> Deck:
    """A built-in deck ("ST1".."ST6", any letter case) or the deck file at path `spec`.

    A built-in name wins over a file of the same name; write `./ST1` to load such a file.
    """
    if spec.upper() in BUILTIN_DECKS:
        name = spec.upper()
        text = resources.files("decks").joinpath("data", f"{name}.txt").read_text(encoding="utf-8")
        return parse_deck_text(text, "built-in", name)
    if not spec.strip():
        raise DeckError("deck", "no deck given (a built-in name or a file path)")
    text = _read_deck_file(spec)
    return parse_deck_text(text, spec, Path(spec).stem)

"""The community deck code: a string `DCG` + base64url (no padding) of a compact binary deck.

This is the format of the reference codec published with niamu/digimon-card-game (versions 0 to 5); the
decoder reads every version, the encoder writes any of them (version 5 by default, as the reference does).

Layout (bytes):
- header: version << 4 | Digi-Egg entry count (versions 3-4: version << 4 | language bit << 3 | count & 7);
  checksum (low byte of the sum of the card bytes after the third); name length (version 5: language << 6 |
  length); from version 2 a sideboard entry count (version 4+: bit 7 set when an 8-character icon
  prefixes the name).
- card groups: the cards sorted by number and grouped by (set, digits of the serial). Per group: the set
  name (version 0: 4 ASCII bytes padded with spaces; later: base-36 characters, bit 7 = more follow), then
  (digits - 1) << 6 | entry count (from version 2 a variable-length integer), then per entry
  (version 0: count - 1 in 2 bits, parallel id in 3 bits; later: a byte count - 1 and a byte with the
  parallel id in its top 3 bits) and the serial's offset from the previous entry as a variable-length
  integer that starts in the remaining bits.
- the deck name, UTF-8, at most 63 bytes.

The entries are, in order, the Digi-Egg deck (its count in the header), the main deck and the sideboard
(its count in the header).
"""
import base64
import binascii
import re
from dataclasses import dataclass

PREFIX = "DCG"
LATEST_VERSION = 5
LANGUAGES = ("ja", "en", "zh", "ko")
MAX_NAME_BYTES = 0x3F
ICON_WIDTH = 8
_BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_NUMBER = re.compile(r"([A-Z0-9]+)-([0-9]+)")


class DeckCodeError(ValueError):
    """A string that is not a readable deck code, or a deck that cannot be encoded. One-line message."""


@dataclass(frozen=True)
class CodeEntry:
    number: str          # card number as printed, e.g. "BT1-085"
    count: int
    parallel_id: int = 0  # 0 = the regular art


@dataclass(frozen=True)
class CodedDeck:
    eggs: tuple = ()       # CodeEntry
    main: tuple = ()
    sideboard: tuple = ()
    name: str = ""
    language: str = "en"
    icon: str | None = None
    version: int = LATEST_VERSION


# --- decoding -----------------------------------------------------------------------------------------

class _Reader:
    def __init__(self, data, end):
        self.data, self.pos, self.end = data, 0, end

    def byte(self):
        if self.pos >= self.end:
            raise DeckCodeError("deck code is truncated")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def varint(self, first, bits):
        """An unsigned integer whose low bits-1 bits sit in `first`, bit bits-1 of `first` saying more follow
        (7 bits a byte, bit 7 = more)."""
        value = first & ((1 << (bits - 1)) - 1)
        if not first & (1 << (bits - 1)):
            return value
        shift = bits - 1
        while True:
            b = self.byte()
            value |= (b & 0x7F) << shift
            if not b & 0x80:
                return value
            shift += 7
            if shift > 63:
                raise DeckCodeError("deck code has an over-long number")


def _code_bytes(code):
    text = code.strip()
    if not text.startswith(PREFIX):
        raise DeckCodeError(f"a deck code starts with {PREFIX!r}")
    body = text[len(PREFIX):]
    if not body or not re.fullmatch(r"[A-Za-z0-9_\-]+=*", body):
        raise DeckCodeError("deck code holds characters outside base64url")
    body = body.rstrip("=")
    try:
        return base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise DeckCodeError("deck code is not valid base64url") from None


def decode(code: str) -> CodedDeck:
    """The deck a code holds, entries as coded (parallel ids kept). Raises DeckCodeError."""
    data = _code_bytes(code)
    if len(data) < 3:
        raise DeckCodeError("deck code is too short")
    head = data[0]
    version = head >> 4
    if version > LATEST_VERSION:
        raise DeckCodeError(f"deck code version {version} is newer than this reader (at most {LATEST_VERSION})")
    egg_entries = head & (0x07 if 3 <= version <= 4 else 0x0F)
    checksum = data[1]
    length_byte = data[2]
    name_length = length_byte & 0x3F if version >= 5 else length_byte
    if version >= 5:
        language = LANGUAGES[length_byte >> 6]
    elif version >= 3:
        language = "en" if (head >> 3) & 1 else "ja"
    else:
        language = "en"
    end = len(data) - name_length
    if end < 3:
        raise DeckCodeError("deck code is truncated (name longer than the code)")
    reader = _Reader(data, end)
    reader.pos = 3
    sideboard_entries, has_icon = 0, False
    if version >= 2:
        sideboard_entries = reader.byte()
        if version >= 4:
            has_icon = bool(sideboard_entries >> 7)
            sideboard_entries &= 0x7F
    if sum(data[3:end]) & 0xFF != checksum:
        raise DeckCodeError("deck code checksum does not match (mistyped or cut short?)")

    entries = []
    while reader.pos < end:
        if version == 0:
            if reader.pos + 4 > end:
                raise DeckCodeError("deck code is truncated")
            card_set = data[reader.pos:reader.pos + 4].decode("ascii", "replace").strip()
            reader.pos += 4
        else:
            chars = []
            while True:
                b = reader.byte()
                if (b & 0x3F) >= len(_BASE36):
                    raise DeckCodeError("deck code has a bad card set")
                chars.append(_BASE36[b & 0x3F])
                if not b & 0x80:
                    break
            card_set = "".join(chars)
        pad_and_count = reader.byte()
        digits = (pad_and_count >> 6) + 1
        group_size = reader.varint(pad_and_count, 6) if version >= 2 else pad_and_count & 0x3F
        serial = 0
        for _ in range(group_size):
            if version == 0:
                b = reader.byte()
                count = (b >> 6) + 1
                parallel = (b >> 3) & 0x07
                serial += reader.varint(b, 3)
            else:
                count = reader.byte() + 1
                b = reader.byte()
                parallel = b >> 5
                serial += reader.varint(b, 5)
            entries.append(CodeEntry(f"{card_set}-{serial:0{digits}d}", count, parallel))
    if egg_entries + sideboard_entries > len(entries):
        raise DeckCodeError("deck code counts more Digi-Egg and sideboard entries than it holds")
    try:
        name = data[end:].decode("utf-8")
    except UnicodeDecodeError:
        raise DeckCodeError("deck code name is not UTF-8") from None
    icon = None
    if has_icon:
        icon, name = name[:ICON_WIDTH].strip(), name[ICON_WIDTH:]
    main_end = len(entries) - sideboard_entries
    return CodedDeck(eggs=tuple(entries[:egg_entries]), main=tuple(entries[egg_entries:main_end]),
                     sideboard=tuple(entries[main_end:]), name=name, language=language, icon=icon,
                     version=version)


# --- encoding -----------------------------------------------------------------------------------------

def _with_carry(value, bits):
    """The low bits-1 bits of value, with bit bits-1 set when more bits follow."""
    limit = 1 << (bits - 1)
    return (value & (limit - 1)) | (limit if value >= limit else 0)


def _rest(out, value, bits):
    value >>= bits - 1
    while value > 0:
        out.append(_with_carry(value, 8))
        value >>= 7


def _groups(entries):
    """Entries sorted by (number, parallel id), grouped by (set, serial digits) in first-seen order."""
    groups = {}
    for e in sorted(entries, key=lambda e: (e.number, e.parallel_id)):
        m = _NUMBER.fullmatch(e.number.upper())
        if m is None:
            raise DeckCodeError(f"cannot encode card number {e.number!r}")
        groups.setdefault((m.group(1), len(m.group(2))), []).append((int(m.group(2)), e))
    return groups


def _truncate_utf8(text, limit):
    data = text.encode("utf-8")[:limit]
    return data.decode("utf-8", "ignore")


def encode(deck: CodedDeck, version: int = LATEST_VERSION) -> str:
    """The code of a deck, written as the reference codec's given version writes it."""
    if not 0 <= version <= LATEST_VERSION:
        raise DeckCodeError(f"deck code version must be 0..{LATEST_VERSION}")
    if version < 2 and deck.sideboard:
        raise DeckCodeError(f"deck code version {version} has no sideboard")
    limit = 0x07 if 3 <= version <= 4 else 0x0F
    if len(deck.eggs) > limit:
        raise DeckCodeError(f"at most {limit} Digi-Egg entries fit in a version {version} code")
    if deck.language not in LANGUAGES:
        raise DeckCodeError(f"unknown language {deck.language!r}")
    for e in (*deck.eggs, *deck.main, *deck.sideboard):
        if not 1 <= e.count <= (4 if version == 0 else 256) or not 0 <= e.parallel_id <= 7:
            raise DeckCodeError(f"cannot encode {e.count} copies of {e.number} (parallel id {e.parallel_id})")
    name = deck.name.strip()
    icon = deck.icon if version >= 4 else None
    if icon:
        name = icon[:ICON_WIDTH].ljust(ICON_WIDTH) + name
    name = _truncate_utf8(name, MAX_NAME_BYTES).strip()
    name_bytes = name.encode("utf-8")

    if 3 <= version <= 4:
        head = version << 4 | (0 if deck.language == "ja" else 1) << 3 | len(deck.eggs) & 0x07
    else:
        head = version << 4 | len(deck.eggs) & 0x0F
    out = [head, 0, len(name_bytes) | (LANGUAGES.index(deck.language) << 6 if version >= 5 else 0)]
    if version >= 2:
        if len(deck.sideboard) > 0x7F:
            raise DeckCodeError("too many sideboard entries")
        out.append(len(deck.sideboard) | (0x80 if icon else 0))
    for section in (deck.eggs, deck.main, deck.sideboard):
        for (card_set, digits), cards in _groups(section).items():
            if version == 0:
                # a longer set name would be cut to another card's
                if len(card_set) > 4:
                    raise DeckCodeError(f"set {card_set} does not fit a version 0 code (4 characters at most)")
                out.extend(card_set.ljust(4).encode("ascii"))
            else:
                for k, ch in enumerate(card_set):
                    out.append(_BASE36.index(ch) | (0x80 if k < len(card_set) - 1 else 0))
            if version >= 2:
                out.append((digits - 1) << 6 | _with_carry(len(cards), 6))
                _rest(out, len(cards), 6)
            else:
                if len(cards) > 0x3F:
                    raise DeckCodeError(f"too many cards of set {card_set} for a version {version} code")
                out.append((digits - 1) << 6 | len(cards))
            previous = 0
            for serial, e in cards:
                offset = serial - previous
                if version == 0:
                    out.append((e.count - 1) << 6 | e.parallel_id << 3 | _with_carry(offset, 3))
                    _rest(out, offset, 3)
                else:
                    out.append(e.count - 1)
                    out.append(e.parallel_id << 5 | _with_carry(offset, 5))
                    _rest(out, offset, 5)
                previous = serial
    out[1] = sum(out[3:]) & 0xFF
    out.extend(name_bytes)
    return PREFIX + base64.urlsafe_b64encode(bytes(out)).decode("ascii").rstrip("=")


def looks_like_code(text: str) -> bool:
    """True for a string that is meant as a deck code (the prefix and base64url characters only)."""
    return bool(re.fullmatch(rf"{PREFIX}[A-Za-z0-9_\-]+=*", text.strip()))

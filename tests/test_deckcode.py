"""Deck codes: the reference codec's published test vectors (niamu/digimon-card-game, codec/*/test) decode to
exactly their published decks and encode back to exactly the published strings; every library deck round-trips."""
import base64
import dataclasses
from dataclasses import replace

import pytest

from decks import deckcode
from decks.deckcode import CodedDeck, CodeEntry, DeckCodeError, decode, encode


def entries(*items):
    return tuple(CodeEntry(n, c, p) for n, c, p in (item if len(item) == 3 else (*item, 0) for item in items))


ST1_MAIN = entries(("ST1-02", 4), ("ST1-03", 4), ("ST1-04", 4), ("ST1-05", 4), ("ST1-06", 4), ("ST1-07", 2),
                   ("ST1-08", 4), ("ST1-09", 4), ("ST1-10", 2), ("ST1-11", 2), ("ST1-12", 4), ("ST1-13", 4),
                   ("ST1-14", 4), ("ST1-15", 2), ("ST1-16", 2))
ST1 = CodedDeck(eggs=entries(("ST1-01", 4)), main=ST1_MAIN, name="Starter Deck, Gaia Red [ST-1]")
BROS_EGGS = entries(("BT2-001", 4), ("ST1-01", 1))
BROS_MAIN = entries(("BT1-009", 1), ("BT1-019", 4), ("BT1-020", 2), ("BT1-085", 2, 1), ("BT2-016", 4),
                    ("BT3-008", 4), ("BT3-013", 4), ("BT3-016", 3), ("BT3-018", 2), ("BT3-019", 4), ("BT3-072", 3),
                    ("ST1-02", 4), ("ST1-03", 4), ("ST1-06", 3), ("ST1-07", 1), ("ST1-07", 3, 1), ("ST1-16", 2))
BROS = CodedDeck(eggs=BROS_EGGS, main=BROS_MAIN, name="Digi Bros: Ragnaloardmon Red (youtu.be/o0KoW2wwhR4)")
SIDEBOARD = CodedDeck(eggs=BROS_EGGS, main=BROS_MAIN[:10], sideboard=BROS_MAIN[10:], name="_" * 63)
WITH_ICON = CodedDeck(eggs=BROS_EGGS, main=BROS_MAIN[:10], sideboard=BROS_MAIN[10:], name="_" * 55,
                      icon="BACK-001")

# (code, version, language, expected deck): the published strings.
VECTORS = [
    ("DCGAREdU1QxIEHBU1QxIE_CwcHBwUHBwUFBwcHBQUFTdGFydGVyIERlY2ssIEdhaWEgUmVkIFtTVC0xXQ", 0, "en", ST1),
    ("DCGETsdnJ0BQQMBnJ0BTwMCAwEDAQMBAwEBAQMBAwEBAQEBAwEDAQMBAQEBAVN0YXJ0ZXIgRGVjaywgR2FpYSBSZWQgW1NULTFd", 1,
     "en", ST1),
    ("DCGApQzQlQyIIHBU1QxIEEBQlQxIIQFAsYCQU0QQlQyIIHEBEJUMyCGxALFAYNCwYUNU1QxIEbCwYMBiEUCRGlnaSBCcm9zOiBSYWdu"
     "YWxvYXJkbW9uIFJlZCAoeW91dHUuYmUvbzBLb1cyd3doUjQp", 0, "en", BROS),
    ("DCGEoozi50CgQMBnJ0BQQABi50BhAAJAwoBAQExBIudAoEDEAGLnQOGAwgDBQIDAQIDAQIVA5ydAUYDAgMBAgMAAQIgAQlEaWdpIEJy"
     "b3M6IFJhZ25hbG9hcmRtb24gUmVkICh5b3V0dS5iZS9vMEtvVzJ3d2hSNCk", 1, "en", BROS),
    ("DCGIkA_B4udAoEDAZydAUEAAYudAYQACQMKAQEBMQSLnQKBAxABi50DhQMIAwUCAwECAwGLnQOBAhgEnJ0BRgMCAwECAwABAiABCV9fX19f"
     "X19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fXw", 2, "en", SIDEBOARD),
    ("DCGOkA_B4udAoEDAZydAUEAAYudAYQACQMKAQEBMQSLnQKBAxABi50DhQMIAwUCAwECAwGLnQOBAhgEnJ0BRgMCAwECAwABAiABCV9fX19f"
     "X19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fXw", 3, "en", SIDEBOARD),
    ("DCGSsA_h4udAoEDAZydAUEAAYudAYQACQMKAQEBMQSLnQKBAxABi50DhQMIAwUCAwECAwGLnQOBAhgEnJ0BRgMCAwECAwABAiABCUJBQ0st"
     "MDAxX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fXw", 4, "en", WITH_ICON),
    ("DCGQsA_h4udAoEDAZydAUEAAYudAYQACQMKAQEBMQSLnQKBAxABi50DhQMIAwUCAwECAwGLnQOBAhgEnJ0BRgMCAwECAwABAiABCUJBQ0st"
     "MDAxX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fXw", 4, "ja", WITH_ICON),
    ("DCGUsC_h4udAoEDAZydAUEAAYudAYQACQMKAQEBMQSLnQKBAxABi50DhQMIAwUCAwECAwGLnQOBAhgEnJ0BRgMCAwECAwABAiABCUJBQ0st"
     "MDAxX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fXw", 5, "zh", WITH_ICON),
    ("DCGUsD_h4udAoEDAZydAUEAAYudAYQACQMKAQEBMQSLnQKBAxABi50DhQMIAwUCAwECAwGLnQOBAhgEnJ0BRgMCAwECAwABAiABCUJBQ0st"
     "MDAxX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fX19fXw", 5, "ko", WITH_ICON),
]


@pytest.mark.parametrize("code, version, language, expected", VECTORS)
def test_published_vectors_decode_exactly(code, version, language, expected):
    got = decode(code)
    assert (got.eggs, got.main, got.sideboard) == (expected.eggs, expected.main, expected.sideboard)
    assert (got.name, got.icon, got.version, got.language) == (expected.name, expected.icon, version, language)


@pytest.mark.parametrize("code, version, language, expected", VECTORS)
def test_published_vectors_encode_exactly(code, version, language, expected):
    deck = CodedDeck(eggs=expected.eggs, main=expected.main, sideboard=expected.sideboard, name=expected.name,
                     icon=expected.icon, language=language)
    assert encode(deck, version) == code


def test_version_4_takes_the_icon_out_of_a_long_name():
    # The reference encodes the icon deck's full 63-character name as icon + the first 55 characters.
    long_name = CodedDeck(eggs=BROS_EGGS, main=BROS_MAIN[:10], sideboard=BROS_MAIN[10:], name="_" * 63,
                          icon="BACK-001")
    assert encode(long_name, 4) == VECTORS[6][0]


def test_encoding_ignores_the_order_of_parallel_entries():
    a = CodedDeck(main=entries(("ST1-02", 2), ("ST1-02", 2, 1), ("ST1-03", 4)))
    b = CodedDeck(main=entries(("ST1-02", 2, 1), ("ST1-02", 2), ("ST1-03", 4)))
    assert encode(a) == encode(b)


def test_large_card_group_counts_round_trip():
    # More than 63 cards of one set needs the group count's continuation bytes.
    many = CodedDeck(main=tuple(CodeEntry(f"TEST-{n:03d}", 1) for n in range(1, 200)))
    assert decode(encode(many)).main == many.main


def test_bad_codes_are_refused_with_one_line():
    good = VECTORS[1][0]
    flipped = good[:20] + ("A" if good[20] != "A" else "B") + good[21:]
    for code, says in [("XYZ123", "starts with"), ("DCG", "base64url"), ("DCG!!!!", "base64url"),
                       ("DCGAA", "too short"), (flipped, "checksum"), (good[:30], "")]:
        with pytest.raises(DeckCodeError) as info:
            decode(code)
        assert says in str(info.value) and "\n" not in str(info.value)
    assert deckcode.looks_like_code(good) and not deckcode.looks_like_code("ST1")


def test_every_library_deck_round_trips_through_its_code():
    from decks.formats import deck_from_code, deck_to_code
    from decks.library import library, library_deck

    for entry in library().values():
        deck = library_deck(entry)
        back = deck_from_code(deck_to_code(deck), "code", deck.name)
        assert (dict(back.main), dict(back.eggs)) == (dict(deck.main), dict(deck.eggs)), entry.name
        assert decode(deck_to_code(deck)).name == deck.name


# --- hand-built codes: the layout of the module docstring, byte by byte ---------------------------------------

# set "ST1" in base 36 (S = 28, T = 29, bit 7 = more characters follow), a group of 2-digit serials with 1 entry
# (0x41), the entry's count - 1 (3) and its serial offset 1 with parallel id 0
ST1_01_X4 = [0x9C, 0x9D, 0x01, 0x41, 0x03, 0x01]
ONE_MAIN = (CodeEntry("ST1-01", 4),)


def raw_code(data):
    return deckcode.PREFIX + base64.urlsafe_b64encode(bytes(data)).decode("ascii").rstrip("=")


def v5(body, name=b"", eggs=0):
    """A version 5 English code: body starts with the sideboard count; the checksum is the low byte of its sum."""
    return raw_code([0x50 | eggs, sum(body) & 0xFF, 0x40 | len(name), *body, *name])


def egg_entries(k):
    return tuple(CodeEntry(f"E-{n:02d}", 1) for n in range(1, k + 1))


def test_a_deck_and_its_entries_default_to_a_version_5_english_code():
    one = CodedDeck(main=ONE_MAIN)
    assert (one.eggs, one.sideboard, one.name, one.language, one.icon, one.version) == ((), (), "", "en", None, 5)
    assert CodedDeck().main == () and one.main[0].parallel_id == 0
    assert v5([0, *ST1_01_X4]) == "DCGUH9AAJydAUEDAQ"
    assert encode(one) == "DCGUH9AAJydAUEDAQ"
    assert encode(CodedDeck(main=(CodeEntry("st1-01", 4),))) == "DCGUH9AAJydAUEDAQ"
    assert decode("DCGUH9AAJydAUEDAQ") == one


def test_decoded_decks_are_hashable_values():
    a, b = decode(VECTORS[3][0]), decode(VECTORS[3][0])
    assert a == b and len({a, b}) == 1 and len(set(a.main)) == len(BROS_MAIN)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.name = "changed"
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.main[0].count = 1


def test_padding_and_surrounding_space_are_accepted():
    for code in ("DCGUH9AAJydAUEDAQ=", "DCGUH9AAJydAUEDAQ==", "DCGUH9AAJydAUEDAQ===", "  DCGUH9AAJydAUEDAQ\n"):
        assert decode(code) == CodedDeck(main=ONE_MAIN), code
        assert deckcode.looks_like_code(code), code
    for text in ("DCG", "DCG=", "xDCGUH9A", "DCGUH9A=A", "DCGUH 9A"):
        assert not deckcode.looks_like_code(text), text
    # only the padding is stripped: this code's last base64 character is an X (the low 6 bits of "W", 0x57)
    ends_in_x = CodedDeck(main=ONE_MAIN, name="aW")
    assert encode(ends_in_x) == v5([0, *ST1_01_X4], b"aW") and encode(ends_in_x).endswith("X")
    assert decode(encode(ends_in_x) + "=") == ends_in_x


@pytest.mark.parametrize("code, message", [
    ("XYZ123", "a deck code starts with 'DCG'"),
    ("DCG", "deck code holds characters outside base64url"),
    ("DCG!!!!", "deck code holds characters outside base64url"),
    ("DCGUH9A AJyd", "deck code holds characters outside base64url"),
    ("DCG=", "deck code holds characters outside base64url"),
    # one base64 character is not a whole byte
    ("DCGUH9AA", "deck code is not valid base64url"),
    (raw_code([0x50, 0x00]), "deck code is too short"),
    (raw_code([0x60, 0x00, 0x00]), "deck code version 6 is newer than this reader (at most 5)"),
    (raw_code([0xF0, 0x00, 0x00]), "deck code version 15 is newer than this reader (at most 5)"),
    # version 5 has a sideboard byte after the header
    (raw_code([0x50, 0x00, 0x40]), "deck code is truncated"),
    (raw_code([0x50, 0x00, 0x42, 0x00]), "deck code is truncated (name longer than the code)"),
    (raw_code([0x50, 0x00, 0x41, 0x00]), "deck code is truncated"),
    # the entry's serial offset is missing, with and without a name after it
    (v5([0, *ST1_01_X4[:-1]]), "deck code is truncated"),
    (v5([0, *ST1_01_X4[:-1]], b"x"), "deck code is truncated"),
    (raw_code([0x50, 0x7E, 0x40, 0, *ST1_01_X4]), "deck code checksum does not match (mistyped or cut short?)"),
    # 36 is past Z
    (v5([0, 0x24, 0x41, 0x03, 0x01]), "deck code has a bad card set"),
    (v5([0, 0xA4, 0x01, 0x41, 0x03, 0x01]), "deck code has a bad card set"),
    # an offset with 9 continuation bytes: 4 + 9 * 7 bits is over 63
    (v5([0, *ST1_01_X4[:-1], 0x11, *[0x80] * 9, 0x00]), "deck code has an over-long number"),
    (v5([0], eggs=1), "deck code counts more Digi-Egg and sideboard entries than it holds"),
    (v5([1]), "deck code counts more Digi-Egg and sideboard entries than it holds"),
    (v5([1, *ST1_01_X4], eggs=1), "deck code counts more Digi-Egg and sideboard entries than it holds"),
    (v5([0], b"\xff"), "deck code name is not UTF-8"),
    # version 0: a set name is 4 bytes
    (raw_code([0x00, sum(b"ST1") & 0xFF, 0x00, *b"ST1"]), "deck code is truncated"),
    (raw_code([0x00, sum(b"ST1 ") & 0xFF, 0x00, *b"ST1 "]), "deck code is truncated"),
])
def test_unreadable_codes_are_refused_with_their_reason(code, message):
    with pytest.raises(DeckCodeError) as info:
        decode(code)
    assert str(info.value) == message


def test_hand_built_codes_at_the_limits_decode():
    # a version 1 code of only a name: the name starts right after the header
    assert decode(raw_code([0x10, 0x00, 0x01, *b"x"])) == CodedDeck(name="x", version=1)
    # every entry a Digi-Egg; every entry in the sideboard
    assert decode(v5([0, *ST1_01_X4], eggs=1)) == CodedDeck(eggs=ONE_MAIN)
    assert decode(v5([1, *ST1_01_X4])) == CodedDeck(sideboard=ONE_MAIN)
    # Z is the last base-36 character
    assert decode(v5([0, 0x23, 0x41, 0x00, 0x01])) == CodedDeck(main=(CodeEntry("Z-01", 1),))
    # 8 continuation bytes (4 + 8 * 7 bits) are still read: the offset is 1
    assert decode(v5([0, *ST1_01_X4[:-1], 0x11, *[0x80] * 8, 0x00], b"ab")) == CodedDeck(main=ONE_MAIN, name="ab")
    # versions 3 and 4 keep the language in bit 3 of the header and the Digi-Egg count in bits 0-2
    assert decode(raw_code([0x30, 0x00, 0x00, 0x00])) == CodedDeck(language="ja", version=3)
    assert decode(raw_code([0x48, 0x00, 0x00, 0x00])) == CodedDeck(language="en", version=4)
    # before version 3 that bit belongs to the Digi-Egg count, and the code is English
    with pytest.raises(DeckCodeError, match="counts more Digi-Egg"):
        decode(raw_code([0x28, 0x00, 0x00, 0x00]))
    # a version 0 set name that is not ASCII is read, not refused: the catalog refuses the number later
    bad_set = [0xC9, *b"T1 ", 0x41, 0xC1]
    assert decode(raw_code([0x00, sum(bad_set) & 0xFF, 0x00, *bad_set])) == CodedDeck(
        main=(CodeEntry("\ufffdT1-01", 4),), version=0)


def test_an_icon_is_padded_to_8_characters_and_read_back_without_the_padding():
    deck = CodedDeck(main=ONE_MAIN, name="Deck", icon="ABC")
    for version in (4, 5):
        code = encode(deck, version)
        data = base64.urlsafe_b64decode(code[3:] + "=" * (-len(code[3:]) % 4))
        assert data[3] == 0x80 and data.endswith(b"ABC     Deck")
        assert decode(code) == replace(deck, version=version)
    long_icon = decode(encode(CodedDeck(main=ONE_MAIN, name="Deck", icon="LONGICON99")))
    assert (long_icon.icon, long_icon.name) == ("LONGICON", "Deck")
    # before version 4 there is no icon
    assert encode(deck, 3) == encode(replace(deck, icon=None), 3)
    assert decode(encode(deck, 3)) == CodedDeck(main=ONE_MAIN, name="Deck", version=3)


def test_names_are_stripped_and_cut_to_63_bytes_between_characters():
    def coded_name(name):
        return decode(encode(CodedDeck(main=ONE_MAIN, name=name))).name

    assert coded_name("  Red  ") == "Red"
    assert coded_name("x" * 70) == "x" * 63
    # 2 bytes each: 31 fit in 63 bytes, the 32nd is dropped whole
    assert coded_name("é" * 40) == "é" * 31
    # the cut leaves a trailing space, which goes too
    assert coded_name("x" * 62 + " yz") == "x" * 62


@pytest.mark.parametrize("deck, version, message", [
    (CodedDeck(main=ONE_MAIN), -1, "deck code version must be 0..5"),
    (CodedDeck(main=ONE_MAIN), 6, "deck code version must be 0..5"),
    (CodedDeck(main=ONE_MAIN, sideboard=ONE_MAIN), 1, "deck code version 1 has no sideboard"),
    (CodedDeck(main=ONE_MAIN, sideboard=ONE_MAIN), 0, "deck code version 0 has no sideboard"),
    (CodedDeck(eggs=egg_entries(8)), 3, "at most 7 Digi-Egg entries fit in a version 3 code"),
    (CodedDeck(eggs=egg_entries(8)), 4, "at most 7 Digi-Egg entries fit in a version 4 code"),
    (CodedDeck(eggs=egg_entries(16)), 5, "at most 15 Digi-Egg entries fit in a version 5 code"),
    (CodedDeck(eggs=egg_entries(16)), 2, "at most 15 Digi-Egg entries fit in a version 2 code"),
    (CodedDeck(main=ONE_MAIN, language="fr"), 5, "unknown language 'fr'"),
    (CodedDeck(main=(CodeEntry("ST1-01", 0),)), 5, "cannot encode 0 copies of ST1-01 (parallel id 0)"),
    (CodedDeck(main=(CodeEntry("ST1-01", 257),)), 5, "cannot encode 257 copies of ST1-01 (parallel id 0)"),
    (CodedDeck(main=(CodeEntry("ST1-01", 5),)), 0, "cannot encode 5 copies of ST1-01 (parallel id 0)"),
    (CodedDeck(main=(CodeEntry("ST1-01", 1, 8),)), 5, "cannot encode 1 copies of ST1-01 (parallel id 8)"),
    (CodedDeck(main=(CodeEntry("ST1-01", 1, -1),)), 5, "cannot encode 1 copies of ST1-01 (parallel id -1)"),
    (CodedDeck(main=(CodeEntry("ST101", 1),)), 5, "cannot encode card number 'ST101'"),
    (CodedDeck(sideboard=tuple(CodeEntry(f"T-{n:03d}", 1) for n in range(128))), 5, "too many sideboard entries"),
    (CodedDeck(main=tuple(CodeEntry(f"T-{n:03d}", 1) for n in range(64))), 1,
     "too many cards of set T for a version 1 code"),
    (CodedDeck(main=tuple(CodeEntry(f"T-{n:03d}", 1) for n in range(64))), 0,
     "too many cards of set T for a version 0 code"),
    (CodedDeck(main=(CodeEntry("ABCDE-01", 1),)), 0, "set ABCDE does not fit a version 0 code (4 characters at most)"),
])
def test_decks_that_cannot_be_coded_are_refused_with_their_reason(deck, version, message):
    with pytest.raises(DeckCodeError) as info:
        encode(deck, version)
    assert str(info.value) == message


@pytest.mark.parametrize("deck, version", [
    (CodedDeck(eggs=egg_entries(7)), 3),
    (CodedDeck(eggs=egg_entries(7), language="ja"), 4),
    (CodedDeck(eggs=egg_entries(15)), 2),
    (CodedDeck(eggs=egg_entries(15), language="ko"), 5),
    (CodedDeck(main=(CodeEntry("ST1-01", 4, 7),)), 0),
    (CodedDeck(main=(CodeEntry("ST1-01", 1, 0), CodeEntry("ST1-01", 256, 7))), 5),
    (CodedDeck(main=ONE_MAIN, sideboard=tuple(CodeEntry(f"T-{n:03d}", 1) for n in range(127))), 5),
    (CodedDeck(main=tuple(CodeEntry(f"T-{n:03d}", 1) for n in range(63))), 1),
    # from version 2 the group count is a variable-length integer: 5 bits, then continuation bytes
    (CodedDeck(main=tuple(CodeEntry(f"T-{n:03d}", 1) for n in range(100))), 2),
    (CodedDeck(main=tuple(CodeEntry(f"T-{n:03d}", 4) for n in range(63))), 0),
    # serials far apart: offsets that need continuation bytes in every version
    (CodedDeck(main=(CodeEntry("P-0001", 1), CodeEntry("P-0100", 1), CodeEntry("P-9999", 2, 3))), 0),
    (CodedDeck(main=(CodeEntry("P-0001", 1), CodeEntry("P-0100", 1), CodeEntry("P-9999", 2, 3))), 5),
    (CodedDeck(main=(CodeEntry("ABCD-01", 1), CodeEntry("ABCDE-01", 1))), 1),
    (CodedDeck(main=(CodeEntry("ABCD-01", 1),)), 0),
])
def test_decks_at_the_limits_round_trip(deck, version):
    assert decode(encode(deck, version)) == replace(deck, version=version)

"""The card catalog, the built-in starter decks and the deck-list parser."""
import errno
import json
import os
import socket
from pathlib import Path

import pytest

from decks.catalog import COLORS, KINDS, Card, DigivolveCost, get_card, load_catalog
from decks.decklist import BUILTIN_DECKS, MAX_DECK_FILE_BYTES, Deck, DeckError, load_deck, parse_deck_text
from decks.tools.build_catalog import effect_blocks, rule_traits

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
CARDS_JSON = SHARED / "carddata" / "cards_aegis.json"
STARTER_DIR = SHARED / "carddata" / "decks" / "starter"
needs_shared = pytest.mark.skipif(not CARDS_JSON.is_file(), reason="../shared/carddata is not present")

ST1_EGGS = (("ST1-01", 4),)
ST1_MAIN = (("ST1-02", 4), ("ST1-03", 4), ("ST1-04", 4), ("ST1-05", 4), ("ST1-06", 4), ("ST1-07", 2),
            ("ST1-08", 4), ("ST1-09", 4), ("ST1-10", 2), ("ST1-11", 2), ("ST1-12", 4), ("ST1-13", 4),
            ("ST1-14", 4), ("ST1-15", 2), ("ST1-16", 2))


# ---------------------------------------------------------------------------------------------------- catalog


def test_catalog_size_and_cache():
    catalog = load_catalog()
    assert len(catalog) == 4388
    assert load_catalog() is catalog
    assert all(number == card.number == number.upper() for number, card in catalog.items())
    assert {card.kind for card in catalog.values()} == set(KINDS)
    assert {c for card in catalog.values() for c in card.colors} == set(COLORS)


def test_agumon_facts():
    assert get_card("ST1-03") == Card(
        number="ST1-03", name="Agumon", kind="digimon", colors=("red",), level=3, cost=3, dp=2000,
        digivolve=(DigivolveCost("red", 2, 0),), traits=("Rookie", "Vaccine", "Reptile"), max_copies=4,
        effects=("inherited",))


def test_starter_card_facts():
    koromon = get_card("ST1-01")
    assert (koromon.name, koromon.kind, koromon.colors, koromon.level, koromon.cost, koromon.dp, koromon.digivolve) \
        == ("Koromon", "digi-egg", ("red",), 2, None, None, ())
    tai = get_card("ST1-12")
    assert (tai.name, tai.kind, tai.level, tai.cost, tai.dp, tai.traits) == ("Tai Kamiya", "tamer", None, 2, None, ())
    gaia_force = get_card("ST1-16")
    assert (gaia_force.name, gaia_force.kind, gaia_force.cost, gaia_force.level, gaia_force.dp) \
        == ("Gaia Force", "option", 8, None, None)
    wargreymon = get_card("ST1-11")
    assert (wargreymon.level, wargreymon.cost, wargreymon.dp, wargreymon.digivolve) \
        == (6, 12, 12000, (DigivolveCost("red", 5, 4),))
    metalgarurumon = get_card("ST2-11")
    assert (metalgarurumon.name, metalgarurumon.colors, metalgarurumon.level) == ("MetalGarurumon", ("blue",), 6)


def test_special_rows():
    # Dual Digimon/Option cards are Digimon.
    habakirimon = get_card("BT25-043")
    assert (habakirimon.kind, habakirimon.level, habakirimon.cost, habakirimon.dp) == ("digimon", 6, 6, 12000)
    # A requirement open to every colour is listed once per colour.
    assert get_card("EX12-076").digivolve == tuple(DigivolveCost(c, 6, 6) for c in COLORS)
    # Mangled accents and HTML entities in the source names are repaired.
    assert get_card("BT10-101").name == "Lónkhē Adistakto"
    assert all("&amp;" not in card.name for card in load_catalog().values())
    assert get_card("BT11-061").max_copies == 50


def test_get_card_any_case_and_unknown():
    assert get_card("st1-03") is get_card("ST1-03")
    assert get_card("bt1-001").name == "Yokomon"
    with pytest.raises(KeyError):
        get_card("ST1-99")
    with pytest.raises(KeyError):
        get_card("")


def test_catalog_file_is_small_and_sorted():
    from importlib import resources

    data = resources.files("decks").joinpath("data", "cards.tsv").read_bytes()
    assert len(data) < 1_000_000
    assert b"\r" not in data
    from decks.tools.build_catalog import number_key

    numbers = [line.split(b"\t", 1)[0].decode() for line in data.splitlines()[1:]]
    assert numbers == sorted(numbers, key=number_key)


@needs_shared
def test_catalog_file_is_up_to_date():
    from importlib import resources

    from decks.tools.build_catalog import catalog_text

    records = json.loads(CARDS_JSON.read_text(encoding="utf-8"))
    assert catalog_text(records) == resources.files("decks").joinpath("data", "cards.tsv").read_text("utf-8")


# The source spells these names with an HTML entity or a mangled Latin-1 escape.
REPAIRED_NAMES = {"BT10-101": "Lónkhē Adistakto", "BT23-100": "Hudie Net Café", "BT6-105": "Gewalt Schwärmer",
                  "EX5-064": "Koh & Sayo"}


@needs_shared
def test_every_catalog_row_matches_the_json():
    records = json.loads(CARDS_JSON.read_text(encoding="utf-8"))
    catalog = load_catalog()
    assert set(catalog) == {r["cardId"] for r in records}
    for r in records:
        card = catalog[r["cardId"]]
        number = r["cardId"]
        assert card.name == REPAIRED_NAMES.get(number, r["nameEn"]), number
        assert card.colors == tuple(c.lower() for c in r["colors"]), number
        expected_kind = "digimon" if "Digimon" in r["kinds"] else {"DigiEgg": "digi-egg", "Tamer": "tamer",
                                                                     "Option": "option"}[r["kinds"][0]]
        assert card.kind == expected_kind, number
        assert card.level == r.get("level"), number
        assert card.cost == (None if r["playCost"] == -1 else r["playCost"]), number
        if card.kind == "digimon":
            assert card.dp == r["dp"], number
        else:
            assert card.dp == (r["dp"] or None), number
        printed = {(e["color"].lower(), e["level"], e["memoryCost"]) for e in r["evoCosts"]}
        listed = {(d.color, d.level, d.cost) for d in card.digivolve}
        if any(color == "all" for color, _, _ in printed):
            printed = {(c, lv, cost) for color, lv, cost in printed for c in (COLORS if color == "all" else (color,))}
        assert listed == printed, number
        for trait in card.traits:   # the record's traits, and those its `[Rule] Trait: Has [X]` lines give it
            assert trait in (r.get("forms") or []) + (r.get("attributes") or []) + (r.get("types") or []) + \
                rule_traits(r), number
        assert set(r.get("types") or []) - {"-"} <= set(card.traits), number
        assert card.max_copies == r["maxCountInDeck"], number


@pytest.mark.parametrize("text, inherited, blocks", [
    ("Digivolve: 0 from [Greymon]", "", []),   # an old-style header alone: a requirement, no effect
    ("Digivolve: 2 from Lv.3 w/\uff1cSave\uff1e in text", "\uff1cReboot\uff1e", ["inherited"]),
    ("Digivolve: 2 from [Gammamon]\uff1cPiercing\uff1e (reminder)", "", ["main"]),   # a keyword after the header
    ("Digivolve: 0 from [Salamon][When Digivolving] Draw 1.", "", ["main"]),
])
def test_effect_blocks_leave_out_what_the_catalog_holds_as_requirements(text, inherited, blocks):
    record = {"effectText": text, "inheritedEffectText": inherited, "evoCosts": [
        {"color": "Yellow", "level": 3, "memoryCost": 2}]}
    assert effect_blocks(record) == blocks


@needs_shared
def test_the_rule_of_digivolving_onto_a_tamer_of_a_colour_is_no_effect_block():
    # BT7-035 / BT4-025: onto a Tamer of a colour, held as a requirement way (kind=tamer); BT12-012: onto a named
    # Tamer, no requirement way, so an effect to encode
    records = {r["cardId"]: r for r in json.loads(CARDS_JSON.read_text(encoding="utf-8"))}
    assert effect_blocks(records["BT7-035"]) == [] and effect_blocks(records["BT4-025"]) == []
    assert "main" in effect_blocks(records["BT12-012"])


# ------------------------------------------------------------------------------------------ catalog rows, parsed

HEADER = "\t".join(("number", "name", "kind", "colors", "level", "cost", "dp", "digivolve", "alt_digivolve", "traits",
                    "max_copies", "effects"))


def _rows(*rows):
    return "\n".join([HEADER, *("\t".join(r) for r in rows)]) + "\n"


FOOMON = ("XX1-010", "Foomon", "digimon", "red,blue", "4", "5", "6000", "red:3:2;blue:3:2", "3:lv=3&name~Koro",
          "Champion;Vaccine", "4", "main,inherited")
BAREGG = ("XX1-001", "Baregg", "digi-egg", "red,blue", "2", "", "", "", "", "", "50", "")


def test_catalog_rows_parse_into_cards():
    from decks.catalog import AltDigivolve, DigivolveFrom, parse_catalog

    cards = parse_catalog(_rows(FOOMON, BAREGG))
    assert list(cards) == ["XX1-010", "XX1-001"]
    assert cards["XX1-010"] == Card(
        number="XX1-010", name="Foomon", kind="digimon", colors=("red", "blue"), level=4, cost=5, dp=6000,
        digivolve=(DigivolveCost("red", 3, 2), DigivolveCost("blue", 3, 2)), traits=("Champion", "Vaccine"),
        max_copies=4, effects=("main", "inherited"),
        alt_digivolve=(AltDigivolve(3, (DigivolveFrom(level=3, name_contains=("Koro",)),)),))
    # empty fields: no cost, DP, digivolution costs, requirements, traits or rules text
    assert cards["XX1-001"] == Card(number="XX1-001", name="Baregg", kind="digi-egg", colors=("red", "blue"),
                                    level=2, cost=None, dp=None, digivolve=(), traits=(), max_copies=50)
    # a colour set read once is shared by the rows that repeat it
    assert cards["XX1-001"].colors is cards["XX1-010"].colors


def test_malformed_catalog_rows_are_refused_with_their_line():
    from decks.catalog import parse_catalog

    header = ("cards.tsv: header must be number name kind colors level cost dp digivolve alt_digivolve traits "
              "max_copies effects")
    for text, message in [
            ("", header),
            (HEADER.replace("dp", "DP") + "\n", header),
            (_rows(FOOMON[:-1]), "cards.tsv:2: malformed row (not enough values to unpack (expected 12, got 11))"),
            (_rows(BAREGG, FOOMON[:3] + ("red,pink",) + FOOMON[4:]),
             "cards.tsv:3: malformed row (unknown colour in 'red,pink')"),
            (_rows(FOOMON[:4] + ("four",) + FOOMON[5:]),
             "cards.tsv:2: malformed row (invalid literal for int() with base 10: 'four')"),
            (_rows(FOOMON[:7] + ("red:3",) + FOOMON[8:]),
             "cards.tsv:2: malformed row (not enough values to unpack (expected 3, got 2))"),
            (_rows(FOOMON[:8] + ("3:lv=x",) + FOOMON[9:]),
             "cards.tsv:2: malformed row (bad digivolution requirement test 'lv=x')"),
            (_rows(FOOMON[:2] + ("token",) + FOOMON[3:]), "cards.tsv:2: unknown kind 'token'"),
            (_rows(FOOMON, BAREGG, FOOMON), "cards.tsv:4: duplicate card number XX1-010")]:
        with pytest.raises(ValueError) as info:
            parse_catalog(text)
        assert str(info.value) == message


def test_alternative_requirements_in_plain_words_and_their_refusals():
    from decks.catalog import AltDigivolve, DigivolveFrom, describe_alt_digivolve, format_alt_digivolve, \
        parse_alt_digivolve

    greymon = AltDigivolve(3, (DigivolveFrom(level=4, name_contains=("Greymon",)),
                               DigivolveFrom(level=4, traits=("ADVENTURE",))))
    assert describe_alt_digivolve(greymon) == \
        "from Lv.4 with Greymon in its name, or Lv.4 with the ADVENTURE trait for 3"
    every = DigivolveFrom(level=3, level_min=5, names=("Foomon", "Barmon"), name_contains=("Foo",), traits=("Bar",),
                          trait_contains=("Aq",), text_contains=("Omnimon",), without_traits=("X",),
                          colors=("red", "blue"), without_colors=("white",), color_count=2, play_cost=7,
                          play_cost_max=9, play_cost_min=1)
    # in the order of the catalog's tests
    assert describe_alt_digivolve(AltDigivolve(0, (every,))) == (
        "from Lv.3 Lv.5 or higher [Foomon or Barmon] with Foo in its name with the Bar trait with Aq in a trait "
        "with [Omnimon] in its text without the X trait red or blue not white of 2 colours of play cost 7 "
        "of play cost 9 or less of play cost 1 or more for 0")
    assert format_alt_digivolve([AltDigivolve(0, (every,))]) == (
        "0:lv=3&lv>=5&name=Foomon/Barmon&name~Foo&trait=Bar&trait~Aq&text~Omnimon&!trait=X&color=red/blue"
        "&!color=white&colors=2&cost=7&cost<=9&cost>=1")
    # a zero is a test, not a missing one
    assert format_alt_digivolve([AltDigivolve(1, (DigivolveFrom(play_cost=0),))]) == "1:cost=0"
    # a base of a kind ("onto one of your red Tamers"), and none by default: an empty tuple like the other lists
    tamer_base = AltDigivolve(2, (DigivolveFrom(colors=("red",), kinds=("tamer",)),))
    assert describe_alt_digivolve(tamer_base) == "from red a tamer card for 2"
    assert format_alt_digivolve([tamer_base]) == "2:color=red&kind=tamer"
    assert DigivolveFrom(level=3).kinds == ()
    assert parse_alt_digivolve("1:cost=0;2:lv>=6") == (AltDigivolve(1, (DigivolveFrom(play_cost=0),)),
                                                       AltDigivolve(2, (DigivolveFrom(level_min=6),)))
    for reqs, message in [
            ([AltDigivolve(1, (DigivolveFrom(names=("",)),))],
             "digivolution requirement value [''] holds a separator or is empty"),
            ([AltDigivolve(1, (DigivolveFrom(traits=("Foo", "Bar/Baz")),))],
             "digivolution requirement value ['Foo', 'Bar/Baz'] holds a separator or is empty"),
            ([AltDigivolve(1, (DigivolveFrom(level=4), DigivolveFrom()))],
             "a digivolution requirement way without any test")]:
        with pytest.raises(ValueError) as info:
            format_alt_digivolve(reqs)
        assert str(info.value) == message
    for text, message in [("3", "bad digivolution requirement '3'"),
                          ("2:lv=4;x:lv=4", "bad digivolution requirement 'x:lv=4'"),
                          ("3:", "bad digivolution requirement '3:'"),
                          ("3:lv=4|level=4", "bad digivolution requirement test 'level=4'"),
                          ("3:lv=4&name=", "bad digivolution requirement test 'name='"),
                          ("3:lv=4&lv=5", "bad digivolution requirement test 'lv=5'"),
                          ("3:lv=4&colors=two", "bad digivolution requirement test 'colors=two'")]:
        with pytest.raises(ValueError) as info:
            parse_alt_digivolve(text)
        assert str(info.value) == message


def test_catalog_values_are_frozen_and_tokens_are_numbered_by_name():
    import dataclasses

    from decks.catalog import AltDigivolve, DigivolveFrom, is_token, load_tokens, token_number

    assert DigivolveFrom() == DigivolveFrom(None, None, (), (), (), (), (), (), (), (), None, None, None, None)
    for value, field in [(get_card("ST1-03"), "level"), (DigivolveCost("red", 2, 0), "cost"),
                         (DigivolveFrom(level=4), "level"), (AltDigivolve(1, ()), "cost")]:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, field, 5)
    # upper case, any run of characters other than ASCII letters and digits one underscore
    assert token_number("  Uka-no-Mitama ") == "TK-UKA_NO_MITAMA"
    assert token_number("Pétra  Fire!") == "TK-P_TRA_FIRE"
    assert is_token("tk-familiar") and not is_token("ST1-01") and not is_token("XTK-1")
    assert load_tokens() is load_tokens() and get_card(" tk-familiar") is load_tokens()["TK-FAMILIAR"]
    with pytest.raises(KeyError) as info:
        get_card(" st1-99 ")
    assert info.value.args == ("unknown card number ' st1-99 '",)
    with pytest.raises(KeyError) as info:
        get_card("TK-NO_SUCH_TOKEN")
    assert info.value.args == ("unknown card number 'TK-NO_SUCH_TOKEN'",)


# ---------------------------------------------------------------------------------------------------- built-ins


@pytest.mark.parametrize("name", BUILTIN_DECKS)
def test_builtin_deck_loads(name):
    deck = load_deck(name.lower())
    assert deck.name == name and deck.source == "built-in"
    assert len(deck.main_cards()) == 50
    assert deck.egg_cards() == [f"{name}-01"] * 4
    assert all(get_card(n).kind != "digi-egg" for n in deck.main_cards())


def test_builtin_st1_exact():
    deck = load_deck("ST1")
    assert deck.main == ST1_MAIN and deck.eggs == ST1_EGGS


@needs_shared
@pytest.mark.parametrize("name", BUILTIN_DECKS)
def test_builtin_deck_matches_starter_json(name):
    reference = json.loads((STARTER_DIR / f"{name}.json").read_text(encoding="utf-8"))
    deck = load_deck(name)
    assert dict(deck.main) == reference["main"]
    assert dict(deck.eggs) == reference["egg"]


def test_st2_uses_the_majority_list():
    main = dict(load_deck("ST2").main)
    assert (main["ST2-14"], main["ST2-15"]) == (4, 2)


# ---------------------------------------------------------------------------------------------------- formats


def _st1_text(entry, eol="\n"):
    lines = [entry(count, number, get_card(number).name) for number, count in ST1_EGGS + ST1_MAIN]
    return eol.join(lines) + eol


ENTRY_FORMATS = {
    "count number": lambda c, n, name: f"{c} {n}",
    "count number name": lambda c, n, name: f"{c} {n} {name}",
    "countx number": lambda c, n, name: f"{c}x {n}",
    "countX number name": lambda c, n, name: f"{c}X {n} {name}",
    "count x number": lambda c, n, name: f"{c} x {n}",
    "number xcount": lambda c, n, name: f"{n} x{c}",
    "number x count": lambda c, n, name: f"{n} x {c}",
    "lowercase number": lambda c, n, name: f"{c} {n.lower()}",
    "surrounding whitespace": lambda c, n, name: f" \t {c}   {n}  {name} \t",
    "trailing hash comment": lambda c, n, name: f"{c} {n} # {name}",
    "trailing slash comment": lambda c, n, name: f"{n} x{c} // {name}",
}


@pytest.mark.parametrize("variant", ENTRY_FORMATS)
def test_entry_format(tmp_path, variant):
    path = tmp_path / "mine.txt"
    path.write_text(_st1_text(ENTRY_FORMATS[variant]), encoding="utf-8")
    deck = load_deck(str(path))
    assert (deck.name, deck.source, deck.main, deck.eggs) == ("mine", str(path), ST1_MAIN, ST1_EGGS)


def test_comments_blank_lines_crlf_and_bom(tmp_path):
    body = _st1_text(ENTRY_FORMATS["count number name"], eol="\r\n")
    text = "# My deck\r\n\r\n// another comment\r\n   \r\n" + body + "\r\n# end\r\n"
    path = tmp_path / "crlf.txt"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    deck = load_deck(str(path))
    assert (deck.main, deck.eggs) == (ST1_MAIN, ST1_EGGS)


def test_mixed_formats_and_merged_duplicates():
    text = "2 ST1-03\nST1-02 x4\n" + "\n".join(f"{c} {n}" for n, c in ST1_EGGS + ST1_MAIN if n not in
                                                ("ST1-02", "ST1-03")) + "\n2x st1-03 Agumon\n"
    deck = parse_deck_text(text, "mixed.txt", "mixed")
    assert deck.main[:2] == (("ST1-03", 4), ("ST1-02", 4))
    assert sorted(deck.main) == sorted(ST1_MAIN) and deck.eggs == ST1_EGGS
    assert deck.main_cards()[:5] == ["ST1-03"] * 4 + ["ST1-02"]


def test_no_eggs_is_fine():
    text = "\n".join(f"{c} {n}" for n, c in ST1_MAIN)
    deck = parse_deck_text(text, "noeggs.txt", "noeggs")
    assert deck.eggs == () and deck.egg_cards() == [] and len(deck.main_cards()) == 50


@pytest.mark.parametrize("egg_header", ["Digi-Egg deck (4):", "Digi-Eggs:", "digiegg", "Eggs deck:", "Egg:",
                                        "Digitama (4)", "digitama deck:"])
def test_egg_section_header_forms(egg_header):
    text = f"{egg_header}\n4 ST1-01\nMain deck:\n" + "\n".join(f"{c} {n}" for n, c in ST1_MAIN)
    deck = parse_deck_text(text, "sections.txt", "sections")
    assert (deck.main, deck.eggs) == (ST1_MAIN, ST1_EGGS)
    with pytest.raises(DeckError) as info:      # the header binds: a main card below it is refused
        parse_deck_text(f"{egg_header}\n4 ST1-01\n4 ST1-02\n", "sections.txt", "sections")
    assert (info.value.line, info.value.reason) == (3, "ST1-02 (Biyomon) is not a Digi-Egg but is listed in the "
                                                       "Digi-Egg deck")


def test_a_deck_is_a_value():
    """Decks are compared and hashed by content: the runner keys its per-match tables on them."""
    import dataclasses

    a, b = load_deck("ST1"), load_deck("st1")
    assert a == b and hash(a) == hash(b) and len({a, b, load_deck("ST2")}) == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.name = "other"


def test_section_headers():
    text = ("Digi-Egg deck (4):\n4 ST1-01 Koromon\n\nMain deck:\n"
            + "\n".join(f"{c} {n}" for n, c in ST1_MAIN[:10]) + "\nTamers:\n4 ST1-12\nOptions (12)\n"
            + "\n".join(f"{c} {n}" for n, c in ST1_MAIN[11:]))
    deck = parse_deck_text(text, "sections.txt", "sections")
    assert (deck.main, deck.eggs) == (ST1_MAIN, ST1_EGGS)


def test_deck_from_cwd_relative_path(tmp_path, monkeypatch):
    (tmp_path / "rel.dek").write_text(_st1_text(ENTRY_FORMATS["count number"]), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    deck = load_deck("rel.dek")
    assert (deck.name, deck.source, deck.main) == ("rel", "rel.dek", ST1_MAIN)


# ---------------------------------------------------------------------------------------------------- errors


def _error(path, content):
    """Write `content` (str or bytes) to `path`, load it and return the one-line DeckError message."""
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(DeckError) as info:
        load_deck(str(path))
    message = str(info.value)
    assert "\n" not in message and "\r" not in message
    assert message.startswith(str(path))
    return message


def _valid_lines():
    return [f"{c} {n}" for n, c in ST1_EGGS + ST1_MAIN]


def test_missing_file(tmp_path):
    path = tmp_path / "nope.txt"
    with pytest.raises(DeckError) as info:
        load_deck(str(path))
    assert str(info.value) == f"{path}: no such deck file"


def test_unknown_builtin_name():
    with pytest.raises(DeckError) as info:
        load_deck("ST99")
    assert str(info.value) == "ST99: neither a built-in deck (ST1, ST2, ST3, ST4, ST5, ST6) nor a file"


def test_empty_spec():
    for spec in ("", "   "):
        with pytest.raises(DeckError) as info:
            load_deck(spec)
        assert str(info.value) == "deck: no deck given (a built-in name or a file path)"


def test_path_through_a_file(tmp_path):
    (tmp_path / "afile").write_text("x")
    path = tmp_path / "afile" / "deck.txt"
    with pytest.raises(DeckError) as info:
        load_deck(str(path))
    assert str(info.value) == f"{path}: cannot open deck file (Not a directory)"


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_endless_device_is_read_only_up_to_the_limit():
    with pytest.raises(DeckError) as info:     # no size to check first: at most the limit and one byte are read
        load_deck("/dev/zero")
    assert str(info.value) == f"/dev/zero: file is too large for a deck list (more than {MAX_DECK_FILE_BYTES} bytes)"


def test_file_of_exactly_the_limit_is_read_to_its_last_byte(tmp_path):
    body = "\n".join(_valid_lines())          # ends with the last entry's card number, no line end
    data = ("#" * (MAX_DECK_FILE_BYTES - len(body) - 1) + "\n" + body).encode()
    assert len(data) == MAX_DECK_FILE_BYTES
    path = tmp_path / "full.txt"
    path.write_bytes(data)
    assert load_deck(str(path)).main == ST1_MAIN


def test_directory(tmp_path):
    with pytest.raises(DeckError) as info:
        load_deck(str(tmp_path))
    assert str(info.value) == f"{tmp_path}: is a directory, not a deck file"


def test_unreadable_file(tmp_path, monkeypatch):
    import decks.decklist

    path = tmp_path / "locked.txt"
    path.write_text("4 ST1-01\n", encoding="utf-8")

    def refuse(name, *args, **kwargs):   # what a file without read permission gives any user but root
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), name)

    monkeypatch.setattr(decks.decklist, "open", refuse, raising=False)
    with pytest.raises(DeckError) as info:
        load_deck(str(path))
    assert str(info.value) == f"{path}: cannot read deck file (Permission denied)"


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="needs Unix sockets")
def test_unopenable_file(tmp_path):
    path = tmp_path / "sock"
    with socket.socket(socket.AF_UNIX) as server:
        try:
            server.bind(str(path))
        except OSError:
            pytest.skip("path too long for a Unix socket")
        with pytest.raises(DeckError) as info:
            load_deck(str(path))
    assert str(info.value).startswith(f"{path}: cannot read deck file (")


def test_binary_file(tmp_path):
    path = tmp_path / "deck.bin"
    assert _error(path, b"4 ST1-01\n\x00\x01\x02") == f"{path}: binary file, not a text deck list"


def test_utf16_file(tmp_path):
    path = tmp_path / "u16.txt"
    assert _error(path, "\n".join(_valid_lines()).encode("utf-16")) == f"{path}: file is UTF-16 text; save it as UTF-8"
    for bom, encoding in ((b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be")):
        data = bom + "\n".join(_valid_lines()).encode(encoding)
        assert _error(path, data) == f"{path}: file is UTF-16 text; save it as UTF-8", encoding


def test_non_utf8_file(tmp_path):
    path = tmp_path / "latin1.txt"
    assert _error(path, b"4 ST1-01\n# caf\xe9\n") == f"{path}, line 2: not UTF-8 text (byte 0xe9)"


@pytest.mark.parametrize("content", ["", "   \n\t\r\n", "\ufeff"])
def test_empty_file(tmp_path, content):
    path = tmp_path / "empty.txt"
    assert _error(path, content) == f"{path}: file is empty"


def test_only_comments(tmp_path):
    path = tmp_path / "comments.txt"
    assert _error(path, "# nothing\n// here\n") == f"{path}: no cards listed (only comments and blank lines)"


def test_too_large_file_is_refused_unread(tmp_path):
    path = tmp_path / "huge.txt"
    with open(path, "wb") as f:
        f.truncate(MAX_DECK_FILE_BYTES + 1)  # sparse: the size alone must refuse it
    with pytest.raises(DeckError) as info:
        load_deck(str(path))
    assert str(info.value) == (f"{path}: file is too large for a deck list ({MAX_DECK_FILE_BYTES + 1} bytes; "
                               f"at most {MAX_DECK_FILE_BYTES})")


def test_not_an_entry(tmp_path):
    path = tmp_path / "bad.txt"
    lines = _valid_lines()
    lines.insert(2, "four ST1-03")
    assert _error(path, "\n".join(lines)) == \
        f"{path}, line 3: not a deck entry: 'four ST1-03' (expected e.g. '4 ST1-03' or 'ST1-03 x4')"


def test_number_without_count(tmp_path):
    path = tmp_path / "bad.txt"
    assert _error(path, "4 ST1-01\nST1-03 Agumon\n").startswith(f"{path}, line 2: not a deck entry: 'ST1-03 Agumon'")


def test_long_bad_line_is_shortened(tmp_path):
    path = tmp_path / "bad.txt"
    message = _error(path, "\n\n" + "z" * 5000 + "\n")
    assert message.startswith(f"{path}, line 3: not a deck entry: 'zzz") and len(message) < len(str(path)) + 200
    # a line is quoted whole up to 60 characters, else its first 57 and "..."
    hint = " (expected e.g. '4 ST1-03' or 'ST1-03 x4')"
    for length, shown in ((60, "z" * 60), (61, "z" * 57 + "..."), (5000, "z" * 57 + "...")):
        assert _error(path, "z" * length) == f"{path}, line 1: not a deck entry: '{shown}'{hint}", length


def test_unknown_section(tmp_path):
    path = tmp_path / "side.txt"
    lines = _valid_lines() + ["Side deck:", "4 ST2-03"]
    assert _error(path, "\n".join(lines)) == (f"{path}, line 17: unknown section 'Side deck:' (the sections are "
                                              "'Main deck:' and 'Digi-Egg deck:', and neither is needed)")


def test_card_in_the_wrong_section(tmp_path):
    path = tmp_path / "wrong.txt"
    assert _error(path, "Main deck:\n4 ST1-01\n") == \
        f"{path}, line 2: ST1-01 (Koromon) is a Digi-Egg but is listed in the main deck"
    assert _error(path, "Digi-Egg deck:\n4 ST1-03\n") == \
        f"{path}, line 2: ST1-03 (Agumon) is not a Digi-Egg but is listed in the Digi-Egg deck"


@pytest.mark.parametrize("entry, reason", [
    ("0 ST1-03", "count must be at least 1, got 0 for ST1-03"),
    ("-2 ST1-03", "count must be at least 1, got -2 for ST1-03"),
    ("ST1-03 x0", "count must be at least 1, got 0 for ST1-03"),
    ("51 ST1-03", "count 51 for ST1-03 is not a plausible number of copies (at most 50)"),
    ("99999999999999999999 ST1-03", "count 99999999999999999999 for ST1-03 is not a plausible number of copies "
                                    "(at most 50)"),
])
def test_bad_count(tmp_path, entry, reason):
    path = tmp_path / "count.txt"
    assert _error(path, f"4 ST1-01\n\n{entry}\n") == f"{path}, line 3: {reason}"


def test_counts_with_sign_and_zeros_up_to_six_characters():
    lines = [f"{c} {n}" for n, c in ST1_EGGS + ST1_MAIN]
    lines[1] = "000004 ST1-02"      # six characters: read as a number
    lines[2] = "+4 ST1-03"
    deck = parse_deck_text("\n".join(lines), "zeros.txt", "zeros")
    assert (deck.main, deck.eggs) == (ST1_MAIN, ST1_EGGS)


def test_unknown_card_number(tmp_path):
    path = tmp_path / "unknown.txt"
    assert _error(path, "4 ST1-01\n4 ST1-99\n") == f"{path}, line 2: unknown card number ST1-99"
    assert _error(path, "4 st1-3 Agumon\n") == f"{path}, line 1: unknown card number ST1-3 (did you mean ST1-03?)"
    assert _error(path, "4 BT1-10\n") == f"{path}, line 1: unknown card number BT1-10 (did you mean BT1-010?)"


def test_too_many_copies(tmp_path):
    path = tmp_path / "copies.txt"
    assert _error(path, "5 ST1-03\n") == f"{path}, line 1: 5 copies of ST1-03 (Agumon); at most 4 allowed"
    # Counted across lines, reported where the limit is passed.
    assert _error(path, "3 ST1-03\n# more\n2 ST1-03 Agumon\n") == \
        f"{path}, line 3: 5 copies of ST1-03 (Agumon); at most 4 allowed"
    assert _error(path, "ST1-01 x3\n2 ST1-01\n") == f"{path}, line 2: 5 copies of ST1-01 (Koromon); at most 4 allowed"


def test_fifty_copy_card_is_allowed():
    deck = parse_deck_text("50 BT11-061 Vemmon\n", "vemmon.txt", "vemmon")
    assert deck.main == (("BT11-061", 50),)


@pytest.mark.parametrize("drop, total", [(1, 49), (-1, 51)])
def test_main_deck_size(tmp_path, drop, total):
    path = tmp_path / "size.txt"
    lines = _valid_lines()
    if drop > 0:
        lines[1] = "3 ST1-02"
    else:
        lines.append("1 BT1-010")
    assert _error(path, "\n".join(lines)) == f"{path}: main deck has {total} cards; it must have exactly 50"


def test_five_eggs_are_allowed(tmp_path):
    path = tmp_path / "five.txt"
    path.write_text("\n".join(_valid_lines() + ["1 ST2-01"]), encoding="utf-8")
    deck = load_deck(str(path))
    assert deck.eggs == (("ST1-01", 4), ("ST2-01", 1)) and len(deck.egg_cards()) == 5


def test_too_many_eggs(tmp_path):
    path = tmp_path / "eggs.txt"
    lines = _valid_lines() + ["2 ST2-01"]
    assert _error(path, "\n".join(lines)) == f"{path}: Digi-Egg deck has 6 cards; at most 5 allowed"


def test_strange_path_stays_on_one_line(tmp_path):
    path = tmp_path / "two\nlines.txt"
    path.write_text("nonsense\n", encoding="utf-8")
    with pytest.raises(DeckError) as info:
        load_deck(str(path))
    message = str(info.value)
    assert "\n" not in message and "two\\nlines.txt, line 1: not a deck entry" in message
    assert info.value.line == 1 and info.value.source == str(path)


def test_error_in_text_names_the_source():
    with pytest.raises(DeckError) as info:
        parse_deck_text("4 ST1-01\n4 XX1-01\n", "pasted", "pasted")
    assert str(info.value) == "pasted, line 2: unknown card number XX1-01"


def test_error_in_a_builtin_list_names_the_deck():
    with pytest.raises(DeckError) as info:
        parse_deck_text("4 ST1-01\n", "built-in", "ST7")
    assert str(info.value) == "built-in deck ST7: main deck has 0 cards; it must have exactly 50"


def test_text_with_a_byte_order_mark():
    text = "\ufeff" + "\n".join(f"{c} {n}" for n, c in ST1_EGGS + ST1_MAIN)
    deck = parse_deck_text(text, "pasted", "pasted")
    assert (deck.main, deck.eggs) == (ST1_MAIN, ST1_EGGS)


def test_deck_error_is_a_value_error():
    assert issubclass(DeckError, ValueError)
    assert isinstance(load_deck("ST3"), Deck)

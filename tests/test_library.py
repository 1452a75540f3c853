"""The deck library, the deck input formats and `dcgsim decks`."""
import hashlib
import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from decks.decklist import DeckError, load_deck
from decks.formats import deck_to_code, fold_parallel, parse_any
from decks.library import (KINDS, expand_deck_args, find_entry, library, library_deck, parse_selection,
                           resolve_deck, select)
from cli_checks import one_error_line

SHARED_DECKS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "..", "shared",
                            "carddata", "decks")


def run(*args):
    return CliRunner().invoke(main, list(args))


def refused(*args, says):
    return one_error_line(run(*args), says)


# --- the library -----------------------------------------------------------------------------------------

def test_library_holds_every_list_once_with_metadata():
    entries = list(library().values())
    by_kind = {k: [e for e in entries if e.kind == k] for k in KINDS}
    assert len(by_kind["tournament"]) == 289
    assert [e.name for e in by_kind["starter"]] == ["ST1", "ST2", "ST3", "ST4", "ST5", "ST6", "ST7", "ST14"]
    assert len(by_kind["product"]) == 25
    assert len({e.name.casefold() for e in entries}) == len(entries)
    for e in by_kind["tournament"]:
        assert e.archetype and e.format_block and e.event and e.region
        assert e.date[:4] in {str(y) for y in range(2021, 2027)} and e.placing >= 1


def test_library_matches_its_source_files():
    if not os.path.isdir(SHARED_DECKS):
        pytest.skip("../shared/carddata is not available")
    for kind, folder in (("tournament", "tournament"), ("product", "product_recipes")):
        names = sorted(f[:-5] for f in os.listdir(os.path.join(SHARED_DECKS, folder)) if f.endswith(".json"))
        assert sorted(e.name for e in library().values() if e.kind == kind) == names
        for name in names[:: max(1, len(names) // 20)]:
            with open(os.path.join(SHARED_DECKS, folder, name + ".json"), encoding="utf-8") as f:
                data = json.load(f)
            entry = find_entry(name)
            assert dict(entry.main) == data["main"] and dict(entry.eggs) == data["egg"]
            if kind == "tournament":
                assert (entry.date, entry.placing) == (data["tournament"]["date"], data["tournament"]["placement"])


def test_builtin_starters_equal_the_library_starters():
    for name in ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6"):
        a, b = load_deck(name), library_deck(find_entry(name))
        assert (a.main, a.eggs) == (b.main, b.eggs)


def test_selection_by_date_archetype_and_kind():
    of_2026 = select(since="2026-01-01")
    assert len(of_2026) == 53 and all(e.kind == "tournament" and e.date >= "2026-01-01" for e in of_2026)
    assert len(select(since="2026-01-01", until="2026-12-31")) == 53
    until_2021 = select(until="2021-12-31")
    assert until_2021 and all(e.date <= "2021-12-31" for e in until_2021)
    xros = parse_selection("archetype:XROS,kind:limitless")
    assert [e.name for e in xros] == ["limitless-xros"]
    assert len(select(kind="limitless")) == 58
    for bad, says in (("since:2026-02-30", "bad date"), ("archetype:Nope", "no library deck has archetype"),
                      ("kind:box", "unknown kind"), ("since:2026-01-01,since:2026-02-01", "twice"),
                      ("since:2027-01-01", "matches no library deck"), ("since:", "bad selection part"),
                      ("since:2026-05-01,until:2026-01-01", "after until")):
        with pytest.raises(DeckError) as info:
            parse_selection(bad)
        assert says in str(info.value) and "\n" not in str(info.value), bad


def test_deck_arguments_resolve_names_files_codes_and_lists(tmp_path):
    assert resolve_deck("ad1-dgo-2026-03-28-1-olympus-xii").archetype == "Olympus XII"
    assert resolve_deck("AD1-DGO-2026-03-28-1-OLYMPUS-XII").name == "ad1-dgo-2026-03-28-1-olympus-xii"
    st1 = resolve_deck("st1")
    assert st1.source == "built-in" and st1.archetype == "ST1"
    code = deck_to_code(st1)
    from_code = resolve_deck(code)
    assert (from_code.main, from_code.eggs, from_code.name) == (st1.main, st1.eggs, "ST1")
    (tmp_path / "mine.txt").write_text(code + "\n")
    assert resolve_deck(str(tmp_path / "mine.txt")).name == "mine"
    (tmp_path / "field.txt").write_text("# my field\nST2\nmine.txt\nsince:2026-05-01  # recent lists\n")
    decks = expand_deck_args([f"@{tmp_path / 'field.txt'}", "ST3"])
    recent = [e.name for e in select(since="2026-05-01")]
    assert [d.name for d in decks] == ["ST2", "mine", *recent, "ST3"]
    (tmp_path / "bad.txt").write_text("ST2\nno-such-deck\n")
    with pytest.raises(DeckError) as info:
        expand_deck_args([f"@{tmp_path / 'bad.txt'}"])
    assert "line 2" in str(info.value) and "no-such-deck" in str(info.value)



def test_the_library_is_read_once_into_frozen_entries():
    import dataclasses

    assert library() is library()
    entry = find_entry("  ST1 ")
    assert entry is library()["st1"] and resolve_deck("ad1-dgo-2026-03-28-1-olympus-xii").source == "library"
    with pytest.raises(dataclasses.FrozenInstanceError):
        entry.name = "ST9"


def test_selections_by_format_block_and_on_a_single_day():
    # 19 lists of the BT18-19 block; `format` is the selection's key for it, and a block alone filters too
    assert [e.format_block for e in parse_selection("format:bt18-19")] == ["BT18-19"] * 19
    assert len(select(format_block="BT18-19")) == 19
    assert len(select(archetype="olympus xii", format_block="AD1")) >= 1
    # dates are inclusive on both ends: the two lists of 2026-03-28
    assert [e.name for e in select(since="2026-03-28", until="2026-03-28")] == [
        "ad1-dgo-2026-03-28-1-olympus-xii", "ad1-dgo-2026-03-28-2-magneticdramon"]


def test_selection_refusals_are_whole():
    from decks.library import parse_date

    keys = "use KEY:VALUE with KEY one of since, until, archetype, kind, format"
    for call, message in [
            (lambda: parse_date(" 2026-1-x"), "date: bad date ' 2026-1-x' (expected YYYY-MM-DD)"),
            (lambda: select(since="2026-13-01"), "--since: bad date '2026-13-01' (expected YYYY-MM-DD)"),
            (lambda: select(until="soon"), "--until: bad date 'soon' (expected YYYY-MM-DD)"),
            (lambda: select(since="2026-05-01", until="2026-01-01"),
             "selection: since 2026-05-01 is after until 2026-01-01"),
            (lambda: select(kind="box"), "selection: unknown kind 'box' (choose from tournament, starter, product, "
                                         "limitless)"),
            # difflib's three best, ties by the larger name: BT1 is as close to BT10..BT19 and BT21
            (lambda: select(format_block="BT1"),
             "selection: no library deck has format block 'BT1' (did you mean BT21, BT19, BT18?)"),
            (lambda: select(archetype="qqqq"), "selection: no library deck has archetype 'qqqq'"),
            (lambda: parse_selection("kind:starter,colour:red"),
             f"kind:starter,colour:red: bad selection part 'colour:red' ({keys})"),
            (lambda: parse_selection("until:2026-01-01,until:2026-02-01"),
             "until:2026-01-01,until:2026-02-01: selection names until twice"),
            (lambda: parse_selection("since:2027-01-01"), "since:2027-01-01: selection matches no library deck")]:
        with pytest.raises(DeckError) as info:
            call()
        assert str(info.value) == message


def test_deck_argument_refusals_are_whole():
    neither = "neither a built-in deck (ST1..ST6), a library deck (dcgsim decks list), a file nor a deck code"
    for spec, message in [
            ("  ", "deck: no deck given (a built-in or library name, a file or a deck code)"),
            ("no/such", "no/such: no such deck file"),
            ("qqqq", "qqqq: " + neither),
            # the prefix alone does not make a code: it must be base64url characters too
            ("DCG?", "DCG?: " + neither),
            # the three closest names at a ratio of 0.75 or more (the fourth, vulcanusmon, is left out)
            ("bt25-dgo-2026-06-06-", "bt25-dgo-2026-06-06-: " + neither + " (did you mean bt25-dgo-2026-06-06-1-angels,"
             " bt25-dgo-2026-06-06-8-marsmon, bt25-dgo-2026-06-06-3-jupitermon?)")]:
        with pytest.raises(DeckError) as info:
            resolve_deck(spec)
        assert str(info.value) == message, spec
    from dataclasses import replace

    entry = find_entry("ST1")
    with pytest.raises(DeckError) as info:
        library_deck(replace(entry, main=entry.main[1:]))
    assert str(info.value) == (f"library deck ST1: main deck has {50 - entry.main[0][1]} cards; it must have "
                               "exactly 50")


def test_a_deck_file_is_named_by_its_file_name_without_extension(tmp_path):
    code = deck_to_code(load_deck("ST1"))
    for file_name, name in (("REDX", "REDX"), ("red.X.txt", "red.X")):
        (tmp_path / file_name).write_text(code + "\n")
        assert resolve_deck(str(tmp_path / file_name)).name == name

def test_deck_list_files_nest_four_deep_relative_to_each_other(tmp_path, monkeypatch):
    lists = tmp_path / "lists"
    lists.mkdir()
    monkeypatch.chdir(tmp_path)   # the nested names resolve against the list that names them, not here
    for k in range(5):
        (lists / f"f{k}.txt").write_text(f"@f{k + 1}.txt\n")
    (lists / "f5.txt").write_text("ST1\n")
    # f2 -> f3 -> f4 -> f5: four files deep
    assert [d.name for d in expand_deck_args(["@lists/f2.txt"])] == ["ST1"]
    with pytest.raises(DeckError) as info:
        expand_deck_args(["@lists/f1.txt"])
    paths = [str(lists / f"f{k}.txt") for k in range(2, 6)]
    assert str(info.value) == ("lists/f1.txt, line 1: " + ", line 1: ".join(paths)
                               + ": deck list files nest more than 4 deep")
    (lists / "comments.txt").write_text("# nothing yet\n\n   # still nothing\n")
    for spec, message in [
            ("@", "@: no file after @ (write @FILE, a file with one deck per line)"),
            ("@no-such-list", "no-such-list: no such deck file"),
            ("@lists/comments.txt", "lists/comments.txt: deck list file names no deck")]:
        with pytest.raises(DeckError) as info:
            expand_deck_args([spec])
        assert str(info.value) == message, spec


# --- formats ---------------------------------------------------------------------------------------------

ST1_TEXT = load_deck("ST1")


def _same_as_st1(deck):
    return dict(deck.main) == dict(ST1_TEXT.main) and dict(deck.eggs) == dict(ST1_TEXT.eggs)


def test_bracketed_exports_with_parallel_ids():
    lines = ["// exported", "Koromon (ST1-01) x4"]
    for k, (number, count) in enumerate(ST1_TEXT.main):
        name = "Card Name"
        lines.append([f"{name} ({number}) x{count}", f"{count} {name} ({number}_P1)",
                      f"{count}x {name} [{number}]", f"{name} (X Antibody) ({number}) x {count}"][k % 4])
    deck = parse_any("\n".join(lines) + "\n", "export.txt", "export")
    assert _same_as_st1(deck)


def test_tabletop_simulator_json_array():
    numbers = ["Exported deck name"] + [n for n, c in ST1_TEXT.eggs for _ in range(c)]
    numbers += [(f"{n}_P2" if k == 0 else n) for n, c in ST1_TEXT.main for k in range(c)]
    assert _same_as_st1(parse_any(json.dumps(numbers), "tts.json", "tts"))
    with pytest.raises(DeckError) as info:
        parse_any(json.dumps(["ST1-01", 5]), "tts.json", "tts")
    assert "item 2 is not a card number" in str(info.value)


def test_main_and_egg_json_object():
    obj = {"main": dict(ST1_TEXT.main), "egg": dict(ST1_TEXT.eggs), "archetype": "Red Starter"}
    deck = parse_any(json.dumps(obj), "deck.json", "deck")
    assert _same_as_st1(deck) and deck.archetype == "Red Starter"
    obj["main"]["ST1-02"] = 3
    with pytest.raises(DeckError) as info:
        parse_any(json.dumps(obj), "deck.json", "deck")
    assert str(info.value) == "deck.json: main deck has 49 cards; it must have exactly 50"
    with pytest.raises(DeckError):
        parse_any('{"cards": {}}', "deck.json", "deck")


def test_archetype_line_of_a_text_list():
    text = "# archetype: Red Starter\n" + "\n".join(f"{c} {n}" for n, c in (*ST1_TEXT.eggs, *ST1_TEXT.main))
    deck = parse_any(text, "red.txt", "red")
    assert _same_as_st1(deck) and deck.archetype == "Red Starter"
    assert fold_parallel("bt1-085_p1") == "BT1-085" and fold_parallel("BT1-085-P2") == "BT1-085"


def test_every_library_deck_loads():
    for entry in library().values():
        deck = library_deck(entry)
        assert len(deck.main_cards()) == 50 and len(deck.egg_cards()) <= 5
        assert deck.archetype == entry.archetype


# --- the command line ------------------------------------------------------------------------------------

def test_decks_list_json_of_2026():
    result = run("decks", "list", "--since", "2026-01-01", "--format", "json")
    assert result.exit_code == 0, result.stderr
    rows = json.loads(result.stdout)
    assert len(rows) == 53
    assert set(rows[0]) == {"name", "kind", "title", "archetype", "format_block", "event", "date", "region",
                            "placing", "players", "verbatim"}
    table = run("decks", "list", "--archetype", "olympus xii", "--since", "2026-01-01")
    assert table.exit_code == 0 and "ad1-dgo-2026-03-28-1-olympus-xii" in table.stdout


def test_decks_show_text_reads_back_and_code_round_trips(tmp_path):
    name = "bt12-blasemetabee-ukge-2023"
    text = run("decks", "show", name)
    assert text.exit_code == 0 and "# archetype: Red Hybrid" in text.stdout
    (tmp_path / "copy.txt").write_text(text.stdout)
    copy = resolve_deck(str(tmp_path / "copy.txt"))
    original = resolve_deck(name)
    assert (copy.main, copy.eggs, copy.archetype) == (original.main, original.eggs, "Red Hybrid")
    code = run("decks", "show", name, "--format", "code").stdout.strip()
    shown = json.loads(run("decks", "show", code, "--format", "json").stdout)
    assert shown["main"] == dict(original.main) and shown["egg"] == dict(original.eggs) and shown["code"] == code


def test_decks_errors_are_one_line():
    refused("decks", "list", "--since", "2026-1-x", says="bad date '2026-1-x'")
    refused("decks", "list", "--archetype", "Olympus 12", says="no library deck has archetype")
    refused("decks", "list", "--kind", "box", says="unknown kind")
    refused("decks", "show", "no-such-deck", says="neither a built-in deck")
    refused("decks", "show", "DCGAAAAAAAAAAA", says="deck code: the deck holds no cards")
    code = deck_to_code(load_deck("ST1"))
    refused("decks", "show", code[:12] + ("B" if code[12] == "A" else "A") + code[13:], says="checksum")
    refused("sweep", "since:2030-01-01", says="matches no library deck")
    refused("sweep", "@/no/such/list.txt", says="no such deck file")
    refused("sweep", "@", says="no file after @")
    refused("sweep", "ST1", "since:2026-99-01", says="since:2026-99-01: bad date '2026-99-01'")
    refused("sweep", "ST1", "colour:red", says="neither a built-in deck")
    refused("matchup", "ST1", "DCGnotacode", says="deck code")
    refused("meta", "--matrix", "m.csv", "--by", "archetype", says="--by archetype needs --results")


def test_json_decks_are_refused_with_their_reason():
    main = dict(ST1_TEXT.main)
    needs = "a JSON deck object needs \"main\" and may have \"egg\", \"name\" and \"archetype\""
    for text, reason in [
            ('{"main": ', "not valid JSON (Expecting value at line 1)"),
            ('{"cards": {}}', needs + " (unknown key 'cards')"),
            ('{"egg": {}}', needs),
            (json.dumps({"main": main, "colour": "red"}), needs + " (unknown key 'colour')"),
            ('{"main": ["ST1-03"]}', "\"main\" must map card numbers to counts, e.g. {\"ST1-03\": 4}"),
            ('{"main": {"ST1-03": "4"}}', "\"main\" must map card numbers to counts, e.g. {\"ST1-03\": 4}"),
            ('{"main": {"ST1-03": true}}', "\"main\" must map card numbers to counts, e.g. {\"ST1-03\": 4}"),
            (json.dumps({"main": main, "eggs": {"ST1-01": "4"}}),
             "\"eggs\" must map card numbers to counts, e.g. {\"ST1-03\": 4}"),
            (json.dumps({"main": main, "archetype": 3}), "\"archetype\" must be a string"),
            (json.dumps({"main": main, "main_count": 49}), "\"main_count\" is 49 but the cards listed count 50"),
            # a leading string that is not a card number is the deck's name; the item after it is the first
            ('["My deck", 5]', "JSON array item 1 is not a card number: 5"),
            (json.dumps(["ST1-01", "x" * 50]), "JSON array item 2 is not a card number: \"" + "x" * 39)]:
        with pytest.raises(DeckError) as info:
            parse_any(text, "deck.json", "deck")
        assert str(info.value) == "deck.json: " + reason, text


def test_json_objects_with_eggs_a_name_or_no_eggs():
    obj = {"main": dict(ST1_TEXT.main), "eggs": dict(ST1_TEXT.eggs), "name": "ignored"}
    deck = parse_any(json.dumps(obj), "deck.json", "deck")
    assert _same_as_st1(deck) and (deck.name, deck.source, deck.archetype) == ("deck", "deck.json", None)
    no_eggs = parse_any(json.dumps({"main": dict(ST1_TEXT.main)}), "main.json", "main")
    assert (no_eggs.main, no_eggs.eggs) == (ST1_TEXT.main, ())


def test_a_published_list_record_loads_with_its_facts_read_over():
    # the record of a tournament list: id, event, colours, counts... beside "main" and "egg"
    record = {"id": "x-2026-1", "name": "X", "archetype": "Agumon", "format_block": "BT1", "colors": ["Red"],
              "source_type": "community_tournament_deck", "tournament": {"date": "2026-01-01", "placement": 1},
              "verbatim": True, "adaptation_note": None, "source": "somewhere", "main_count": 50, "egg_count": 4,
              "main": dict(ST1_TEXT.main), "egg": dict(ST1_TEXT.eggs)}
    deck = parse_any(json.dumps(record), "x.json", "x")
    assert _same_as_st1(deck) and deck.archetype == "Agumon"


SHARED_LISTS = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "decks" / "tournament"


@pytest.mark.skipif(not SHARED_LISTS.is_dir(), reason="../shared/carddata is not available")
def test_every_shared_tournament_list_file_loads():
    # `dcgsim cards coverage ../shared/carddata/decks/tournament/*.json` reads each as a deck file
    files = sorted(SHARED_LISTS.glob("*.json"))
    assert len(files) == 289
    for f in files:
        deck = parse_any(f.read_text(encoding="utf-8"), f.name, f.stem)
        assert sum(c for _, c in deck.main) == 50, f.name


def test_a_deck_code_names_its_deck_or_is_named_by_its_digest():
    from decks.formats import deck_from_code

    spaced = deck_from_code(deck_to_code(ST1_TEXT, name="  Red   Deck "), "code")
    assert (spaced.name, spaced.source, spaced.main, spaced.eggs) == ("Red Deck", "code", ST1_TEXT.main, ST1_TEXT.eggs)
    code = deck_to_code(ST1_TEXT, name="")
    assert deck_from_code(" " + code + "\n", "code").name == "DCG-" + hashlib.sha256(code.encode()).hexdigest()[:8]


def test_parallel_suffixes_of_text_lines_fold():
    lines = [f"{c} {n}" for n, c in ST1_TEXT.eggs]
    lines += [f"{c} {n}{['_P1', '-P2', '_p3', ''][k % 4]}" for k, (n, c) in enumerate(ST1_TEXT.main)]
    assert _same_as_st1(parse_any("\n".join(lines), "parallel.txt", "parallel"))


def test_bracketed_lines_with_comments_and_a_byte_order_mark():
    lines = [f"Koromon ({n}) x{c} # the egg" for n, c in ST1_TEXT.eggs]
    lines += [f"Card ({n}) x{c} // note" for n, c in ST1_TEXT.main]
    assert _same_as_st1(parse_any("\n".join(lines), "export.txt", "export"))
    obj = {"main": dict(ST1_TEXT.main), "egg": dict(ST1_TEXT.eggs)}
    assert _same_as_st1(parse_any("\ufeff" + json.dumps(obj), "bom.json", "bom"))


# --- `dcgsim decks list` and `decks show`, whole ------------------------------------------------------------

STARTER_TABLE = """\
name  kind        date        place  archetype  event
ST1   starter     -               -  ST1        Starter Deck Gaia Red [ST-1]
ST2   starter     -               -  ST2        Starter Deck Cocytus Blue [ST-2]
ST3   starter     -               -  ST3        Starter Deck Heaven's Yellow [ST-3]
ST4   starter     -               -  ST4        Starter Deck Giga Green [ST-4]
ST5   starter     -               -  ST5        Starter Deck Machine Black [ST-5]
ST6   starter     -               -  ST6        Starter Deck Venomous Violet [ST-6]
ST7   starter     -               -  ST7        Starter Deck Gallantmon [ST-7]
ST14  starter     -               -  ST14       Advanced Deck Beelzemon [ST-14]
"""

ONE_DAY_TABLE = """\
name                                 kind        date        place  archetype       event
ad1-dgo-2026-03-28-1-olympus-xii     tournament  2026-03-28      1  Olympus XII     Regionals — TAK Games
ad1-dgo-2026-03-28-2-magneticdramon  tournament  2026-03-28      2  Magneticdramon  Regionals — TAK Games
"""


def test_decks_list_table_columns_fit_their_widest_cell_and_the_count_goes_to_stderr():
    r = run("decks", "list", "--kind", "starter")
    assert (r.exit_code, r.stdout, r.stderr) == (0, STARTER_TABLE, "8 decks\n")
    r = run("decks", "list", "--since", "2026-03-28", "--until", "2026-03-28")
    assert (r.exit_code, r.stdout, r.stderr) == (0, ONE_DAY_TABLE, "2 decks\n")
    r = run("decks", "list", "--archetype", "olympus xii", "--since", "2026-03-28", "--until", "2026-03-28")
    assert (r.exit_code, r.stdout, r.stderr) == (0, (
        "name                              kind        date        place  archetype    event\n"
        "ad1-dgo-2026-03-28-1-olympus-xii  tournament  2026-03-28      1  Olympus XII  Regionals — TAK Games\n"),
        "1 deck\n")


def test_decks_list_cuts_archetypes_at_28_characters():
    r = run("decks", "list", "--archetype", "TS Neptunemon / TS Abyss Sanctuary")
    assert (r.exit_code, r.stderr) == (0, "1 deck\n")
    assert r.stdout == (
        "name                                        kind        date        place  archetype                     event\n"
        "limitless-ts-neptunemon-ts-abyss-sanctuary  limitless   -              15  TS Neptunemon / TS Abyss San  "
        "Limitless online events, 2026-08-20 snapshot\n")


def test_decks_list_of_nothing_says_so_on_stderr_and_json_is_an_empty_list():
    r = run("decks", "list", "--since", "2030-01-01")
    assert (r.exit_code, r.stdout, r.stderr) == (0, "", "no library deck matches\n")
    r = run("decks", "list", "--since", "2030-01-01", "--format", "json")
    assert (r.exit_code, r.stdout, r.stderr) == (0, "[]\n", "")


def test_decks_list_json_is_the_metadata_indented_by_one_and_not_escaped():
    r = run("decks", "list", "--since", "2026-03-28", "--until", "2026-03-28", "--format", "json")
    rows = [find_entry(n).metadata() for n in ("ad1-dgo-2026-03-28-1-olympus-xii",
                                               "ad1-dgo-2026-03-28-2-magneticdramon")]
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout == json.dumps(rows, indent=1, ensure_ascii=False) + "\n"
    assert '\n  "event": "Regionals — TAK Games",\n' in r.stdout


def test_decks_list_refusals_name_the_selection_reason_without_its_source():
    assert refused("decks", "list", "--archetype", "Olympus 12", says="") == (
        "dcgsim: error: no library deck has archetype 'Olympus 12' (did you mean Olympus XII, Olympos XII?)")
    assert refused("decks", "list", "--kind", "box", says="") == (
        "dcgsim: error: unknown kind 'box' (choose from tournament, starter, product, limitless)")
    assert refused("decks", "list", "--since", "2026-1-x", says="") == (
        "dcgsim: error: --since: bad date '2026-1-x' (expected YYYY-MM-DD)")


def test_decks_help_names_every_option_and_default():
    r = run("decks", "list", "--help")
    assert r.exit_code == 0 and r.stdout.split("Options:\n")[1] == (
        "  --archetype TEXT       Only this archetype (any letter case).\n"
        "  --kind TEXT            Only tournament, starter, product or limitless lists.\n"
        "  --since DATE           Only lists of events on or after DATE (YYYY-MM-DD).\n"
        "  --until DATE           Only lists of events on or before DATE.\n"
        "  --format [table|json]  [default: table]\n"
        "  -h, --help             Show this message and exit.\n")
    r = run("decks", "show", "--help")
    assert r.exit_code == 0 and r.stdout.split("Options:\n")[1] == (
        "  --format [text|json|code]  text: a deck list dcgsim reads back; json: metadata\n"
        "                             and counts; code: the DCG deck code.  [default:\n"
        "                             text]\n"
        "  -h, --help                 Show this message and exit.\n")


def deck_lines(deck):
    from decks.catalog import load_catalog

    catalog = load_catalog()
    return (["Digi-Egg deck:"] + [f"{c} {n} {catalog[n].name}" for n, c in deck.eggs]
            + ["Main deck:"] + [f"{c} {n} {catalog[n].name}" for n, c in deck.main])


@pytest.mark.parametrize("name, header", [
    ("ad1-dgo-2026-03-28-1-olympus-xii", ["# ad1-dgo-2026-03-28-1-olympus-xii: AD1 Olympus XII",
                                          "# Regionals — TAK Games, 2026-03-28, oceania, placing 1, 99 players",
                                          "# archetype: Olympus XII"]),
    ("bt10-dgo-2022-11-19-4-metalgarurumon", ["# bt10-dgo-2022-11-19-4-metalgarurumon: BT10 MetalGarurumon",
                                              "# Ultimate Cup, 2022-11-19, north-america, placing 4",
                                              "# adapted to a later banlist by the data's source",
                                              "# archetype: MetalGarurumon"]),
    ("limitless-ts-neptunemon-ts-abyss-sanctuary", [
        "# limitless-ts-neptunemon-ts-abyss-sanctuary: TS Neptunemon / TS Abyss Sanctuary (Limitless 2026 "
        "inclusion list)",
        "# Limitless online events, 2026-08-20 snapshot, online, placing 15, 8 players",
        "# archetype: TS Neptunemon / TS Abyss Sanctuary"]),
    ("ST1", ["# ST1: Starter Deck Gaia Red [ST-1]", "# archetype: ST1"]),
])
def test_decks_show_text_heads_the_list_with_the_entrys_facts(name, header):
    r = run("decks", "show", name)
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout.splitlines() == header + deck_lines(resolve_deck(name))


TINY = "# archetype: Tiny Red\n4 ST1-01\n" + "".join(f"4 ST1-{n:02d}\n" for n in range(2, 14)) + "2 ST1-14\n"


def test_decks_show_of_a_file_has_only_its_name_and_archetype(tmp_path):
    path = tmp_path / "tiny.txt"
    path.write_text(TINY)
    r = run("decks", "show", str(path))
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout.splitlines() == ["# tiny", "# archetype: Tiny Red"] + deck_lines(resolve_deck(str(path)))
    r = run("decks", "show", str(path), "--format", "json")
    assert (r.exit_code, r.stderr) == (0, "")
    code = deck_to_code(resolve_deck(str(path)))
    assert r.stdout == json.dumps({"name": "tiny", "archetype": "Tiny Red", "source": str(path),
                                   "main": {f"ST1-{n:02d}": 4 for n in range(2, 14)} | {"ST1-14": 2},
                                   "egg": {"ST1-01": 4}, "code": code}, indent=1) + "\n"
    assert run("decks", "show", str(path), "--format", "code").stdout == code + "\n"


def test_decks_show_json_of_library_and_built_in_decks_is_their_entry_and_source():
    r = run("decks", "show", "ST1", "--format", "json")
    assert r.exit_code == 0
    st1 = load_deck("ST1")
    assert json.loads(r.stdout) == find_entry("ST1").metadata() | {
        "source": "built-in", "main": dict(st1.main), "egg": dict(st1.eggs), "code": deck_to_code(st1)}
    assert r.stdout.startswith('{\n "name": "ST1",\n "kind": "starter",\n')
    name = "ad1-dgo-2026-03-28-1-olympus-xii"
    r = run("decks", "show", name, "--format", "json")
    deck = resolve_deck(name)
    assert json.loads(r.stdout) == find_entry(name).metadata() | {
        "source": "library", "main": dict(deck.main), "egg": dict(deck.eggs), "code": deck_to_code(deck)}
    assert '\n "event": "Regionals — TAK Games",\n' in r.stdout

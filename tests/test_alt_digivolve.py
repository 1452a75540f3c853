"""Alternative digivolution requirements (RULES.md §5.2: "a name/trait requirement ... is a normal digivolution";
§11: `[X]` is the exact name, "X in its name" a part of it, "A/B" either): the header grammar of
decks/tools/build_catalog.py, the catalog's `alt_digivolve` facts, the compiler counting a header as encoded only
when the catalog holds it, and the engine playing them with real cards.

The grammar tests use made-up names (Foomon, Barmon, ...) so that no card text is needed; the scenarios use real
cards and their catalog facts."""
import json
import re
import pytest
from pathlib import Path
from effect_positions import Side, build
from decks.catalog import (ALT_TESTS, AltDigivolve, DigivolveFrom, format_alt_digivolve, get_card, load_catalog,
                           parse_alt_digivolve)
from decks.tools import compile_effects as C
from decks.tools.build_catalog import digivolve_headers, parse_requirement, read_digivolve_header
from simcore import layout as L

W = DigivolveFrom


# --- the grammar -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,ways", [
    ("Lv.4 w/[Foo] trait", (W(level=4, traits=("Foo",)),)),
    ("Lv.5 w/[Foo]/[Bar Baz] trait", (W(level=5, traits=("Foo", "Bar Baz")),)),
    ("Lv.3 w/[Foomon] in name", (W(level=3, name_contains=("Foomon",)),)),
    ("Lv.3 w/[Foomon] in its name", (W(level=3, name_contains=("Foomon",)),)),
    ("Lv.4 w/[Foomon]/[Barmon] in its name", (W(level=4, name_contains=("Foomon", "Barmon")),)),
    ("Lv.4 w/[Foomon] in name or w/[Foo] trait", (W(level=4, name_contains=("Foomon",)), W(level=4, traits=("Foo",)))),
    ("Lv.4 w/[Foomon] in name or Lv.3 w/[Foo] trait",
     (W(level=4, name_contains=("Foomon",)), W(level=3, traits=("Foo",)))),
    ("[Foomon]", (W(names=("Foomon",)),)),
    ("[Foomon: Bar Mode]", (W(names=("Foomon: Bar Mode",)),)),
    ("[Foomon]/[Barmon]", (W(names=("Foomon", "Barmon")),)),
    ("[Foomon] or [Barmon]", (W(names=("Foomon", "Barmon")),)),
    ("[Foomon]/Lv.2 w/[Foo] trait", (W(names=("Foomon",)), W(level=2, traits=("Foo",)))),
    ("[Foomon] or Lv.5 w/[Foo] trait", (W(names=("Foomon",)), W(level=5, traits=("Foo",)))),
    ("[Foomon] in name", (W(name_contains=("Foomon",)),)),
    ("Lv.2 [Foomon]", (W(level=2, names=("Foomon",)),)),
    ("Lv.3 w/[Foomon] in name and [Foo] trait", (W(level=3, name_contains=("Foomon",), traits=("Foo",)),)),
    ("Lv.4 w/[Foomon] in name w/o [Bar] trait", (W(level=4, name_contains=("Foomon",), without_traits=("Bar",)),)),
    ("Lv.6 w/[Foo] trait w/o [Bar] trait", (W(level=6, traits=("Foo",), without_traits=("Bar",)),)),
    ("Lv.4 w/[Aq] or [Sea Foo] in any trait or w/[Bar] trait",
     (W(level=4, trait_contains=("Aq", "Sea Foo")), W(level=4, traits=("Bar",)))),
    ("Lv.5 or higher w/[Foomon] in its name", (W(level_min=5, name_contains=("Foomon",)),)),
    ("Black Lv.2 w/[Foo] trait", (W(level=2, traits=("Foo",), colors=("black",)),)),
    ("Yellow/Purple Lv.4 w/[Foo] trait", (W(level=4, traits=("Foo",), colors=("yellow", "purple")),)),
    ("Non-white Lv.4 w/[Foo] trait", (W(level=4, traits=("Foo",), without_colors=("white",)),)),
    ("2-color w/[Foomon] in name", (W(name_contains=("Foomon",), color_count=2),)),
    ("3-Color [Foomon]", (W(names=("Foomon",), color_count=3),)),
    ("Lv.4 2-color w/green", (W(level=4, colors=("green",), color_count=2),)),
    ("Lv.4 if name contains [Foomon]", (W(level=4, name_contains=("Foomon",)),)),
    ("Lv.2 w/[Foo Bar] in traits", (W(level=2, traits=("Foo Bar",)),)),
    ("Play cost 12 [Foomon]", (W(names=("Foomon",), play_cost=12),)),
    ("Play cost 4 or less [Foomon]/[Barmon]", (W(names=("Foomon", "Barmon"), play_cost_max=4),)),
    ("Play cost 10 or higher Lv.6 w/[Foo] trait", (W(level=6, traits=("Foo",), play_cost_min=10),)),
    ("Lv.6 w/[Foo] trait and play cost 13 or less", (W(level=6, traits=("Foo",), play_cost_max=13),)),
    ("Lv.5 w/[Foo]/[Bar Baz]/[Qux]", (W(level=5, traits=("Foo", "Bar Baz", "Qux")),)),   # [GAP] a bare list: traits
    ("Lv.4 w/[Foomon] in text", (W(level=4, text_contains=("Foomon",)),)),
    ("Lv.3 w/[Foomon] in its text or w/[Foo] trait", (W(level=3, text_contains=("Foomon",)), W(level=3, traits=("Foo",)))),
])
def test_grammar_reads_each_form(text, ways):
    assert parse_requirement(text, 3) == AltDigivolve(3, ways)
    assert parse_requirement(text.lower(), 3) == AltDigivolve(3, tuple(
        W(**{k: tuple(x.lower() for x in v) if isinstance(v, tuple) else v for k, v in vars(w).items()})
        for w in ways))


@pytest.mark.parametrize("text", [
    "Lv.2 w/<Foo> in text",                           # a keyword, not a [NAME]
    "While you have [Foo Bar], [Foomon]",            # the base's state or the player's
    "[Foomon] while you have 2 or fewer security cards",
    "[Foo Bar] w/2 or more [Foo] trait cards under",
    "[Foomon] w/[Barmon] digivolution card",
    "[Foomon] w/o 3 colors",
    "Lv.3 w/[Foo]",                                   # one bare word: trait or name? not said
    "Lv.3 w/[Foo]/[Bar] and [Baz] trait",            # a bare list reads as traits only at the end
    "Foomon",                                         # a name without brackets
    "Lv.4 w/[Foo] trait or",
    "",
])
def test_grammar_leaves_what_it_does_not_understand(text):
    assert parse_requirement(text, 2) is None


def test_headers_on_a_line_and_where_they_end():
    line = "[Digivolve][Foomon]: Cost 2 [Digivolve]Lv.4 w/[Foo] trait: Cost 3[On Play] Gain 1 memory."
    hs = digivolve_headers(line)
    assert [h.requirement for h in hs] == [AltDigivolve(2, (W(names=("Foomon",)),)),
                                           AltDigivolve(3, (W(level=4, traits=("Foo",)),))]
    assert line[hs[-1].end:] == "[On Play] Gain 1 memory."
    # a cost that goes on is not a plain cost; a zero-padded one is a misprint
    varying = "[Digivolve] Lv.5 w/[Foomon] in name: Cost 1 for each of your cards"
    assert read_digivolve_header(varying).requirement is None
    assert read_digivolve_header("[Digivolve][Foomon]: Cost 3 /Purple [Barmon]: Cost 1").requirement is None
    assert read_digivolve_header("[Digivolve] Lv.3 w/[Foo] trait: Cost 02").requirement is None
    # the older wording ends where the next effect, keyword or reminder starts
    old = read_digivolve_header("Digivolve: 2 from [Foomon]<Blocker>")
    assert old.requirement == AltDigivolve(2, (W(names=("Foomon",)),)) and old.end == len("Digivolve: 2 from [Foomon]")
    old = read_digivolve_header("Digivolve: 2 if name contains [Foomon]<Evade>")
    assert old.requirement == AltDigivolve(2, (W(name_contains=("Foomon",)),))
    assert old.end == len("Digivolve: 2 if name contains [Foomon]")
    assert read_digivolve_header("Digivolve: 5 from [Foomon]/3 from Lv.4 w/<Foo> text").requirement is None
    assert read_digivolve_header("Digivolve: 3 from [Foomon] w/ [Barmon] digivolution card").requirement is None
    assert read_digivolve_header("[On Play] Gain 1 memory.") is None


# --- the catalog's facts -----------------------------------------------------------------------------------------

def test_catalog_format_round_trip_and_errors():
    reqs = (AltDigivolve(3, (W(level=4, name_contains=("Foomon",)), W(level=4, traits=("Foo Bar",)))),
            AltDigivolve(0, (W(names=("Foomon: Bar Mode", "Barmon"), play_cost_max=4),)),
            AltDigivolve(2, (W(level_min=5, trait_contains=("Aq",), without_traits=("X",), colors=("red", "blue"),
                               without_colors=("white",), color_count=2, play_cost=7, play_cost_min=1),)))
    text = format_alt_digivolve(reqs)
    assert text.startswith("3:lv=4&name~Foomon|lv=4&trait=Foo Bar;0:name=Foomon: Bar Mode/Barmon&cost<=4;")
    assert parse_alt_digivolve(text) == reqs
    assert len({f for f, _ in ALT_TESTS.values()}) == len(ALT_TESTS)
    for bad in ("3", "x:lv=4", "3:", "3:lv=four", "3:level=4", "3:lv=4&lv=5", "3:name="):
        with pytest.raises(ValueError):
            parse_alt_digivolve(bad)
    with pytest.raises(ValueError):
        format_alt_digivolve([AltDigivolve(1, (W(names=("Foo & Bar|Baz",)),))])


def test_catalog_holds_the_requirements_of_real_cards():
    # EX9-012: "[MetalGreymon]" for 1, and a Lv.4 with Greymon in its name or with the ADVENTURE trait for 3
    assert get_card("EX9-012").alt_digivolve == (
        AltDigivolve(1, (W(names=("MetalGreymon",)),)),
        AltDigivolve(3, (W(level=4, name_contains=("Greymon",)), W(level=4, traits=("ADVENTURE",)))))
    # BT10-016: the older wording, from [Jesmon] for 0
    assert get_card("BT10-016").alt_digivolve == (AltDigivolve(0, (W(names=("Jesmon",)),)),)
    # AD1-001: a Lv.3 with [Omnimon] in its text or with the ADVENTURE trait, for 2
    assert get_card("AD1-001").alt_digivolve == (
        AltDigivolve(2, (W(level=3, text_contains=("Omnimon",)), W(level=3, traits=("ADVENTURE",)))),)
    # AD1-002 names a Tamer with cards under it: not held
    assert get_card("AD1-002").alt_digivolve == ()
    assert get_card("ST1-03").alt_digivolve == ()


def test_compiler_encodes_a_header_only_when_the_catalog_holds_it():
    def reading(text):
        return C.read_card({"cardId": "EX9-012", "kinds": ["Digimon"], "maxCountInDeck": 4, "effectText": text})

    # the same requirements as the catalog's, in other words: the comparison is of the requirements read
    held = reading("[Digivolve] [MetalGreymon]: Cost 1\n[Digivolve] Lv.4 w/[Greymon] in its name or Lv.4 w/[ADVENTURE]"
                   " trait: Cost 3")
    assert held.unmodeled == [] and held.lines == [] and held.patterns == [C.DIGIVOLVE_REQUIREMENT] * 2
    for text in ("[Digivolve] [MetalGreymon]: Cost 2",          # another cost than the catalog's
                 "[Digivolve] [Greymon]: Cost 1",                # another card
                 "[Digivolve] Lv.4 w/<Greymon> in text: Cost 3"):  # not understood
        assert reading(text).unmodeled == [("main", "alt digivolve requirement")], text


# --- playing them ------------------------------------------------------------------------------------------------

# (card digivolving, base it may digivolve from at the header's cost, that cost,
#  a base that misses the requirement, what digivolving from that one costs: None = not at all, else printed)
SCENARIOS = [
    # "Lv.5 w/[ADVENTURE]/[Hero] trait": Paildramon (blue/green, Hero) — printed red/black only; a Lv.4 ADVENTURE
    ("AD1-004", "AD1-011", 3, "AD1-001", None),
    # "Lv.5 w/[Greymon] in name": a blue MetalGreymon; Zudomon (blue Lv.5) has neither name nor trait
    ("AD1-004", "BT10-024", 3, "BT1-041", None),
    # "from [Jesmon]" (older wording): exactly Jesmon, not "Jesmon (X Antibody)"
    ("BT10-016", "BT13-017", 0, "BT20-019", None),
    # "[Paildramon] or [Dinobeemon]": a purple/red Dinobeemon; WarGrowlmon (red Lv.5) is neither
    ("BT12-030", "BT20-074", 3, "AD1-003", None),
    # "Lv.4 [Eosmon]": the Lv.4 Eosmon, not the Lv.5 one
    ("BT17-075", "BT17-074", 3, "BT6-085", None),
    # "Lv.3 w/[Agumon] in name and [Dinosaur] trait": cheaper than the printed 3; a Reptile Agumon pays 3
    ("BT12-038", "BT12-034", 2, "BT1-010", 3),
    # "Lv.4 w/[Tyrannomon] in name w/o [X Antibody] trait"
    ("BT22-070", "BT1-016", 0, "P-160", None),
    # "Non-white Lv.4 w/[Puppet]/[Shambala] trait": black Omekamon yes, white Sistermon Ciel (Puppet) no
    ("EX12-063", "BT15-060", 3, "BT10-085", None),
    # "Yellow/Purple Lv.4 w/[Puppet] trait": yellow/black KnightChessmon for 3 (printed 4); black Omekamon no
    ("EX11-022", "BT13-039", 3, "BT15-060", None),
    # "Lv.4 2-color w/green" (older wording): green/red Tyrannomon for 3; a green-only Lv.4 pays the printed 4
    ("EX4-029", "BT11-052", 3, "BT1-069", 4),
    # "2-color w/[Magnamon] in name": a 2-colour Magnamon; the 3-colour Magnamon (X Antibody) no
    ("BT16-102", "BT13-040", 5, "BT16-102", None),
    # "Lv.5 or higher w/[Lucemon] in its name": a Lv.7 Lucemon yes, the Lv.3 one no
    ("BT19-043", "BT18-101", 3, "BT18-034", None),
    # "Lv.5 w/[Aqua] or [Sea Animal] in any trait": Thetismon for 3 (printed 4); Zudomon's Sea Beast is not one
    ("BT24-030", "BT10-023", 3, "BT1-041", 4),
    # "Play cost 12 [Ceresmon]": the Ceresmon of play cost 12, not the one of 5
    ("BT26-032", "BT3-056", 2, "BT26-032", None),
    # "Lv.6 w/[Insectoid] trait and play cost 13 or less": HerculesKabuterimon (12) yes, TyrantKabuterimon (14) no
    ("BT16-048", "BT1-081", 2, "BT16-048", None),
    # "Play cost 10 or higher Lv.6 w/[Vortex Warriors] trait": Zephagamon of 11 yes, of 8 no
    ("BT20-101", "EX11-035", 1, "BT20-101", None),
    # "Lv.5 w/[A]/[B]/[TS]" (a bare list, read as traits): MasterBlimpmon (TS) for 3 (printed black 4); Zudomon no
    ("BT24-041", "BT24-062", 3, "BT1-041", None),
    # "Lv.3 w/[Omnimon] in text": a blue Gabumon whose text names Omnimon for 2 (printed red only); Elecmon no
    ("AD1-001", "BT5-020", 2, "BT1-028", None),
    # "Digivolve: 2 if name contains [Guilmon]" (older wording): a red Guilmon for 2; a red Agumon not at all
    ("EX3-057", "BT2-009", 2, "BT1-010", None),
    # a red Tamer taken as a level 3 red Digimon (kind=tamer): Tai Kamiya for the printed 3; Matt Ishida (blue) no
    ("BT17-012", "ST1-12", 3, "ST2-12", None),
]


def offered_cost(pos, number, slot):
    """The cost of the digivolution of `slot` into `number` that the rules offer player 0, or None."""
    i = pos.hand_index(0, number)
    found = [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == slot]
    assert len(found) <= 1
    return found[0] if found else None


@pytest.mark.parametrize("card,good,cost,bad,bad_cost", SCENARIOS)
def test_digivolve_through_an_alternative_requirement(card, good, cost, bad, bad_cost):
    pos = build(Side(hand=[card], battle=[good, bad], deck=["BT1-010", "BT1-010"]), Side(battle=["BT1-010"]),
                memory=5)
    assert offered_cost(pos, card, 1) == cost
    assert offered_cost(pos, card, 2) == bad_cost
    pos.digivolve(0, card, 1)     # like any digivolution: pay, place on top, draw 1
    e = pos.events("digivolve")[-1]
    assert (e["card"], e["base"], e["cost"]) == (card, good, cost)
    assert pos.stack(0, 1)[-2:] == [good, card]
    assert pos.hand(0) == ["BT1-010"] and pos.deck(0) == ["BT1-010"]
    assert pos.violation() == 0


def test_scenarios_cover_every_test_of_the_catalog_format():
    used = set()
    for card, good, cost, _, _ in SCENARIOS:
        for req in get_card(card).alt_digivolve:
            if req.cost == cost:
                used |= {f for w in req.ways for f, v in vars(w).items() if v is not None and v != ()}
    assert used == {f for f, _ in ALT_TESTS.values()}


CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"


@pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")
def test_a_bare_list_after_w_names_traits_in_every_card_of_the_database():
    """[GAP] "Lv.N w/[A]/[B]" is read as traits: every such header of the database lists traits of its cards and
    no card name, and the catalog holds each of them."""
    records = json.loads(CARDS_JSON.read_text(encoding="utf-8"))
    traits = {t.casefold() for card in load_catalog().values() for t in card.traits}
    names = {card.name.casefold() for card in load_catalog().values()}
    bare = re.compile(r"\[Digivolve\][^\n]*?w/((?:\[[^\]]+\]/)+\[[^\]]+\])\s*:\s*Cost (\d+)")
    found = 0
    for r in records:
        for m in bare.finditer(r.get("effectText") or ""):
            words = re.findall(r"\[([^\]]+)\]", m.group(1))
            assert all(w.casefold() in traits and w.casefold() not in names for w in words), r["cardId"]
            held = [req for req in get_card(r["cardId"].upper()).alt_digivolve if req.cost == int(m.group(2))]
            assert [tuple(w.casefold() for w in held[0].ways[0].traits)] == [tuple(w.casefold() for w in words)]
            found += 1
    assert found >= 3


# --- traits a [Rule] line gives ----------------------------------------------------------------------------------

def test_a_rule_trait_is_a_trait_of_the_catalog_and_plays_as_one():
    # MarineBullmon's record lacks the Aquatic trait its [Rule] line gives it: with it, Neptunemon's "Lv.5 w/[Aqua]
    # in any trait" requirement (3) is met, cheaper than the printed blue Lv.5 (4)
    assert "Aquatic" in get_card("EX12-031").traits and "Aquatic" in get_card("BT26-018").traits
    pos = build(Side(hand=["BT24-030"], battle=["EX12-031"], deck=["BT1-010", "BT1-010"]),
                Side(battle=["BT1-010"]), memory=5)
    assert offered_cost(pos, "BT24-030", 1) == 3


@pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")
def test_compiler_encodes_a_rule_trait_only_when_the_catalog_holds_it():
    def reading(text):
        return C.read_card({"cardId": "EX12-031", "kinds": ["Digimon"], "maxCountInDeck": 4, "effectText": text})

    for text in ("[Rule] Trait: Has [Aquatic] Type.", "[Rule] Trait: Has the [Aquatic] type."):
        held = reading(text)
        assert held.unmodeled == [] and held.lines == [] and held.patterns == [C.RULE_TRAIT_HELD], text
    # not a trait of the card
    assert reading("[Rule] Trait: Has the [Dragonkin] type.").unmodeled == [("main", "name or trait aliases")]
    # a name: a fact of decks/data/name_aliases.tsv (tests/test_effect_alias.py)
    named = reading("[Rule] Name: Also treated as [Foomon].")
    assert named.unmodeled == [] and named.lines == [] and named.patterns == [C.NAME_ALIAS_HELD]

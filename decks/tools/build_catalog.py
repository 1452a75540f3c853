"""Regenerate `decks/data/cards.tsv` (and the built-in starter deck lists) from the card database.

    python -m decks.tools.build_catalog [CARDS_JSON] [--starters DIR] [--out-dir DIR]

CARDS_JSON defaults to `../shared/carddata/cards_aegis.json` relative to the repository root; the starter deck
JSON files are looked up in `decks/starter/` beside it. Only card facts are written, never rules text.

Source: the card compilation of github.com/vinicius3333/aegis-digimon-tcg (MIT), itself built from
TakaOtaku/Digimon-Card-App (MIT). Card names belong to Bandai.

Mapping from the JSON (one row per card, sorted by set and card number):
- kind: `DigiEgg` -> digi-egg, `Digimon`, `Tamer`, `Option`; the dual cards listed as both Digimon and Option
  become `digimon` (they are played and digivolved as Digimon; the option use is an effect).
- level: as given (some Digimon and Digi-Eggs have none). cost: `playCost` (the use cost for Options), empty for the
  -1 "no cost" marker. dp: Digimon always; other kinds only when a non-zero DP is printed.
- digivolve: `evoCosts` as `color:level:cost`; a requirement of "All" colours is written once per colour, since any
  one met requirement suffices.
- alt_digivolve: the `[Digivolve] ...: Cost N` header lines of effectText (and the older `Digivolve: N from ...`
  wording), read with the small grammar of `read_digivolve_header` into decks.catalog.AltDigivolve facts. A header
  is stored only when every word of it is understood and it depends on the base card's printed facts alone; one
  that needs text ("with X in its text") or the base's state ("while ...", "with N cards under") is left out (the
  compiler then notes it as not modeled). A `[X]` may name a Tamer (a name printed on Tamers only): that Tamer in
  the battle area is the base (simcore.tables.meets).
- traits: forms, attributes and types in that order, then a trait a `[Rule] Trait: Has [X] ...` line gives the
  card where the record lacks it, without the "-" placeholders and duplicates. Tamers and Options
  keep an attribute only when it is not a Digimon attribute (the database gives a few of them a stray "Vaccine").
- names: HTML entities decoded and the database's mangled Latin-1 escapes (`CafxE9`) repaired.
"""
import argparse
import html
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from decks.catalog import AltDigivolve, DigivolveFrom, DnaDigivolve, format_alt_digivolve

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_CARDS_JSON = REPO_ROOT.parent / "shared" / "carddata" / "cards_aegis.json"
DATA_DIR = REPO_ROOT / "decks" / "data"

COLUMNS = ("number", "name", "kind", "colors", "level", "cost", "dp", "digivolve", "alt_digivolve", "traits",
           "max_copies", "effects")
COLORS = ("red", "blue", "yellow", "green", "black", "purple", "white")
STARTER_DECKS = ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6")

_KIND = {"DigiEgg": "digi-egg", "Digimon": "digimon", "Tamer": "tamer", "Option": "option"}
_DIGIMON_ATTRIBUTES = {"Vaccine", "Data", "Virus", "Free", "Variable", "Unknown"}
_MANGLED_LATIN1 = re.compile(r"(?<=[A-Za-z])x([C-F][0-9A-F])")
_NUMBER_KEY = re.compile(r"([A-Z]+)(\d*)-(\d+)")


def number_key(number):
    """Sort key: set letters, set number, card number (BT2 before BT10)."""
    m = _NUMBER_KEY.fullmatch(number)
    if m is None:
        raise ValueError(f"unexpected card number {number!r}")
    return m.group(1), int(m.group(2) or 0), int(m.group(3))


def clean_name(name):
    name = html.unescape(name)
    name = _MANGLED_LATIN1.sub(lambda m: bytes([int(m.group(1), 16)]).decode("latin-1"), name)
    return " ".join(name.split())


def card_kind(kinds):
    if "Digimon" in kinds:
        return "digimon"
    if len(kinds) != 1 or kinds[0] not in _KIND:
        raise ValueError(f"unexpected kinds {kinds!r}")
    return _KIND[kinds[0]]


# "[Rule] Trait: Has the [X] type." (or attribute, form): the card has the trait X (RULES.md §11 traits)
RULE_TRAIT = re.compile(r"\[rule\]\s*trait:\s*has (?:the )?\[(?P<trait>[^\[\]]+)\](?: (?:type|attribute|form))?\.?\s*$",
                        re.I)


# "[Rule] Name: Also treated as [X]/[Y]" and its older wordings ("The name of this card/Digimon is also treated as
# [X] and [Y]", "... as if its name is [X]"): more exact names; "... as having [X]" (in its name): a part of its name.
# decks.tools.compile_effects writes the names to decks/data/name_aliases.tsv.
NAME_ALIAS = re.compile(
    r"(?:\[rule\] name: (?:also )?treated as|(?:the name of )?this card(?:/(?:digimon|tamer))? is also treated as"
    r"(?: if its name is)?) (?P<having>having )?(?P<names>\[[^\]]+\](?:(?:/| and |, | or )\[[^\]]+\])*)"
    r"(?(having)(?: in its name)?)", re.I)
_NAME_ALIAS_SENTENCE = re.compile(NAME_ALIAS.pattern + r"(?:\.|$)", re.I | re.M)


def rule_traits(record):
    """The traits the card's `[Rule] Trait: Has [X] ...` lines give it."""
    text = (record.get("effectText") or "").translate(_TRANSLATE)
    return [" ".join(m["trait"].split()) for line in text.split("\n")
            if (m := RULE_TRAIT.search(" ".join(line.split()))) is not None]


def card_traits(record, kind):
    attributes = record.get("attributes") or []
    if kind in ("tamer", "option"):
        attributes = [a for a in attributes if a not in _DIGIMON_ATTRIBUTES]
    traits = []
    for trait in [*(record.get("forms") or []), *attributes, *(record.get("types") or []), *rule_traits(record)]:
        trait = " ".join(trait.split())
        if trait and trait != "-" and trait.casefold() not in {t.casefold() for t in traits}:
            traits.append(trait)
    return traits


def digivolve_costs(record):
    costs = []
    for req in record["evoCosts"]:
        color = req["color"].lower()
        colors = COLORS if color == "all" else (color,)
        for c in colors:
            if c not in COLORS:
                raise ValueError(f"{record['cardId']}: unexpected digivolve colour {req['color']!r}")
            entry = (c, int(req["level"]), int(req["memoryCost"]))
            if entry not in costs:
                costs.append(entry)
    return costs


# --- alternative digivolution requirements --------------------------------------------------------------
# Characters the card text spells in several ways, unified before reading (the compiler reads with them too).
TEXT_REPLACEMENTS = {"\uff1c": "<", "\uff1e": ">", "\xa0": " ", "\u2019": "'", "\u2018": "'", "\u201c": '"',
                     "\u201d": '"', "\u2013": "-", "\u2014": "-", "\uff08": "(", "\uff09": ")", "\uff3b": "[",
                     "\uff3d": "]", "\uff0c": ", ", "\u3001": ", "}
_TRANSLATE = str.maketrans(TEXT_REPLACEMENTS)

# The grammar of a requirement (case-insensitive), as the headers write it:
#   requirement := ["play cost" N ["or less" | "or higher"]] way (("/" | "or") way)*
#   way         := [colours] ["lv." N ["or higher"]] [colours] (names | "w/" test ("and" test)* ["w/o" test])
#   names       := "[A]" ("/" "[B]")* [" in name"]          exact names, or "in name": contains
#   test        := list "trait" | list "in traits" | list "in any trait" | list "in (its) name"
#                | list "in (its) text" | COLOUR
#                | "play cost" N ["or less" | "or higher"]
#                | "[A]/[B]..." at the end, without a word after it: traits ([GAP], see _test)
#   list        := "[A]" (("/" | " or ") "[B]")*
#   colours     := COLOUR ("/" COLOUR)* | "non-" COLOUR | N "-color"
# A way without a level of its own after one with a level ("Lv.4 w/[A] in name or w/[B] trait") has that level.
_COLOR = "(?:red|blue|yellow|green|black|purple|white)"
_NEW_HEADER = re.compile(r"\[digivolve\]\s*", re.I)
_OLD_HEADER = re.compile(r"digivolve: (\d+) from ", re.I)
# an older header naming a part of the base's name: "Digivolve: N if name contains [X]" (any Digimon whose name
# contains X)
_OLD_NAME_HEADER = re.compile(r"digivolve: (\d+) if name contains \[([^\[\]]+)\]", re.I)
# DNA digivolution: `[DNA Digivolve] Blue/Black Lv.5 + Purple Lv.5 : Cost 0` (older: `DNA Digivolution: 0 from
# blue Lv.4 + green Lv.4`, some within <>), the older ones followed by a reminder that the rules say anyway.
_DNA_SIDE = rf"(?:({_COLOR}(?:/{_COLOR})*) lv\.(\d+)|\[([^\[\]]+)\])"   # colours and level, or one [name]
# a bare one-word name after an older header, the next effect following ("Digivolve: 0 from X [On Play] ...")
_BARE_NAME = re.compile(r"(?!lv\.|" + _COLOR + r"\b)([a-z][a-z0-9]*)(?=\s*(?:$|\[))", re.I)
_DNA_HEADER = re.compile(rf"\[dna digivol\w*\]\s*{_DNA_SIDE}\s*\+\s*{_DNA_SIDE}\s*:\s*cost (\d+)", re.I)
_OLD_DNA_HEADER = re.compile(rf"<?dna digivolution: (\d+) from {_DNA_SIDE}\s*\+\s*{_DNA_SIDE}>?", re.I)
_DNA_REMINDER = re.compile(r"\s*digivolve unsuspended with the 2 specified digimon stacked on top of each other\.?",
                           re.I)
_HEADER_COST = re.compile(r":\s*cost (\d+)", re.I)
# `[Digivolve]Name: Cost N`: one card named without brackets, a single word of letters and digits
_BARE_HEADER_NAME = re.compile(r"(?!lv\.|" + _COLOR + r"\b)([a-z][a-z0-9]*)", re.I)
_ANY_COST = re.compile(r"cost \d+", re.I)
# After the cost, text that makes it part of something longer ("Cost 1 for each ...", "Cost 3 /Purple ...").
_COST_GOES_ON = re.compile(r"\s*(?:/|for |or |\+)", re.I)
# The older wording has no closing word: the requirement ends where the next effect, keyword or reminder starts.
_OLD_HEADER_END = re.compile(r"\s*(?:$|[\[<(]|when |you may |digixros -)", re.I)
_TIMING_TAG_START = re.compile(r"\[(?:on play|when digivolving|when attacking|on deletion|your turn|opponent's turn"
                               r"|all turns|main|end of|start of|once per turn|security|hand|trash|counter)", re.I)
# a name in brackets, or the <Save> icon as a name of "w/<Save> in text" (RULES.md §11: the icon exactly)
_BRACKETED = re.compile(r"\[([^\[\]]+)\]|(<save>)(?= (?:in )?text| in )", re.I)
_LIST_SEP = re.compile(r"(?:/| or )(?=\[)", re.I)
_LEVEL = re.compile(r"lv\.(\d+)( or higher)?\s*", re.I)
_COLORS = re.compile(rf"(?:(?P<non>non-)(?P<one>{_COLOR})|(?P<n>\d)-colou?r|(?P<list>{_COLOR}(?:/{_COLOR})*"
                     rf"|{_COLOR}(?:, {_COLOR})*,? or {_COLOR}))\s+", re.I)   # "red/black", "red, black, or purple"
_COLOR_WORD = re.compile(_COLOR + r"(?![a-z])", re.I)
_PLAY_COST = re.compile(r"play cost (\d+)( or less| or higher)?", re.I)
_WAY_SEP = re.compile(r"\s*/\s*|\s+or\s+", re.I)
_TEST_SUFFIX = re.compile(r" (?:(?P<trait>trait|in traits)|(?P<any>in any trait)|(?P<name>in (?:its )?name)"
                          r"|(?P<text>(?:in (?:its )?)?text))(?![a-z])", re.I)   # "w/<Save> text": in its text


class _NoParse(Exception):
    pass


def _bracket_list(text, i):
    """The names of a list `[A]/[B] or [C]` at i, and the end; _NoParse if there is none."""
    items = []
    while True:
        m = _BRACKETED.match(text, i)
        if m is None:
            raise _NoParse(text[i:])
        items.append(" ".join((m.group(1) or m.group(2)).split()))
        i = m.end()
        sep = _LIST_SEP.match(text, i)
        if sep is None:
            return items, i
        i = sep.end()


def _play_cost(m, fields):
    n, how = int(m.group(1)), (m.group(2) or "").strip().lower()
    key = {"": "play_cost", "or less": "play_cost_max", "or higher": "play_cost_min"}[how]
    if key in fields:
        raise _NoParse("two play costs")
    fields[key] = n


def _way(text, i, prefix, level_before):
    """One way at i: (fields, end, whether it had its own level or exact names)."""
    fields = dict(prefix)
    m = _COLORS.match(text, i)
    if m is not None and not _LEVEL.match(text, i):
        _colors(m, fields)
        i = m.end()
    own_level = False
    m = _LEVEL.match(text, i)
    if m is not None:
        fields["level_min" if m.group(2) else "level"] = int(m.group(1))
        own_level, i = True, m.end()
        m = _COLORS.match(text, i)
        if m is not None:
            _colors(m, fields)
            i = m.end()
    if text.startswith("[", i):
        names, i = _bracket_list(text, i)
        m = _TEST_SUFFIX.match(text, i)
        if m is not None and m.group("name"):
            fields["name_contains"] = tuple(names)
            i = m.end()
        elif m is not None:
            raise _NoParse("trait list without w/")
        else:
            fields["names"] = tuple(names)
            own_level = True     # an exact name needs no level
        return fields, i, own_level
    if text[i:i + 2].lower() == "w/" and text[i:i + 3].lower() != "w/o":
        i += 2
        while True:
            i = _test(text, i, fields)
            if text[i:i + 5].lower() == " and ":
                i += 5
                continue
            break
        if text[i:i + 5].lower() == " w/o ":
            names, j = _bracket_list(text, i + 5)
            m = _TEST_SUFFIX.match(text, j)
            if m is None or not m.group("trait"):
                raise _NoParse("w/o without a trait")
            fields["without_traits"] = tuple(names)
            i = m.end()
        if not own_level and level_before is not None:
            fields.update(level_before)
        return fields, i, own_level
    if text[i:i + 20].lower().startswith("if name contains "):
        names, i = _bracket_list(text, i + 17)
        fields["name_contains"] = tuple(names)
        return fields, i, own_level
    raise _NoParse(text[i:])


def _colors(m, fields):
    if "colors" in fields or "without_colors" in fields or "color_count" in fields:
        raise _NoParse("two colour tests")
    if m.group("non"):
        fields["without_colors"] = (m.group("one").lower(),)
    elif m.group("n"):
        fields["color_count"] = int(m.group("n"))
    else:
        fields["colors"] = tuple(c.lower() for c in re.split(r"/|,? or |, ", m.group("list")))


def _test(text, i, fields):
    """One test after `w/` or `and` at i; returns the end."""
    m = _PLAY_COST.match(text, i)
    if m is not None:
        _play_cost(m, fields)
        return m.end()
    m = _COLOR_WORD.match(text, i)
    if m is not None:
        if "colors" in fields:
            raise _NoParse("two colour tests")
        fields["colors"] = (m.group(0).lower(),)
        return m.end()
    names, i = _bracket_list(text, i)
    m = _TEST_SUFFIX.match(text, i)
    if m is None and i == len(text) and len(names) > 1:
        # [GAP] "Lv.5 w/[A]/[B]/[C]" says neither trait nor name: read as traits (every such header of the
        # database lists traits only; tests/test_alt_digivolve.py checks it)
        if "traits" in fields:
            raise _NoParse("the same test twice")
        fields["traits"] = tuple(names)
        return i
    if m is None:
        raise _NoParse(text[i:])
    key = "traits" if m.group("trait") else "trait_contains" if m.group("any") else \
        "text_contains" if m.group("text") else "name_contains"
    if key in fields:
        raise _NoParse("the same test twice")
    fields[key] = tuple(names)
    return m.end()


def parse_requirement(text, cost):
    """The AltDigivolve for the requirement `text` (the words between the header tag and the cost), or None if
    the grammar does not take all of it. Names and traits are kept as written."""
    try:
        ways, end = _ways(text, 0)
    except _NoParse:
        return None
    if end != len(text):
        return None
    return AltDigivolve(cost, tuple(ways))


def _ways(text, i):
    prefix = {}
    m = _PLAY_COST.match(text, i)
    if m is not None:
        _play_cost(m, prefix)
        i = m.end()
        if not text.startswith(" ", i):
            raise _NoParse("play cost")
        i += 1
    ways, level_before = [], None
    while True:
        fields, i, own_level = _way(text, i, prefix, level_before)
        if own_level and ("level" in fields or "level_min" in fields):
            level_before = {k: fields[k] for k in ("level", "level_min") if k in fields}
        ways.append(DigivolveFrom(**fields))
        sep = _WAY_SEP.match(text, i)
        if sep is None:
            return ways, i
        i = sep.end()


@dataclass(frozen=True)
class DigivolveHeader:
    start: int
    end: int                    # the header's text is line[start:end]; effects may follow on the same line
    requirement: object         # AltDigivolve or DnaDigivolve, or None when the grammar does not understand it all


def read_digivolve_header(line, i=0):
    """The digivolution header (`[Digivolve] ...: Cost N` or `Digivolve: N from ...`, or a DNA one) at position i of
    one line of card text, or None if there is none there. Works on any letter case."""
    dna = _DNA_HEADER.match(line, i)
    old = dna is None and _OLD_DNA_HEADER.match(line, i)
    if dna or old:
        m = dna or old
        cost, a, b = (m.group(7), 1, 4) if dna else (m.group(1), 2, 5)
        sides = [DigivolveFrom(names=(" ".join(m.group(k + 2).split()),)) if m.group(k + 2) else
                 DigivolveFrom(colors=tuple(c.lower() for c in m.group(k).split("/")), level=int(m.group(k + 1)))
                 for k in (a, b)]
        end = m.end()
        reminder = _DNA_REMINDER.match(line, end)
        return DigivolveHeader(i, reminder.end() if reminder else end, DnaDigivolve(int(cost), *sides))
    m = _NEW_HEADER.match(line, i)
    if m is not None:
        c = _HEADER_COST.search(line, m.end())
        if c is None:
            a = _ANY_COST.search(line, m.end())
            return DigivolveHeader(i, a.end() if a else len(line), None)
        req = None
        if not _COST_GOES_ON.match(line, c.end()) and (not c.group(1).startswith("0") or c.group(1) == "0"):
            req = parse_requirement(line[m.end():c.start()].strip(), int(c.group(1)))
            bare = _BARE_HEADER_NAME.fullmatch(line[m.end():c.start()].strip())
            if req is None and bare is not None:   # one card named without brackets: that exact name
                req = AltDigivolve(int(c.group(1)), (DigivolveFrom(names=(bare.group(1),)),))
        return DigivolveHeader(i, c.end(), req)
    m = _OLD_NAME_HEADER.match(line, i)
    if m is not None:
        return DigivolveHeader(i, m.end(), AltDigivolve(int(m.group(1)), (DigivolveFrom(name_contains=(m.group(2),)),)))
    m = _OLD_HEADER.match(line, i)
    if m is None:
        return None
    bare = _BARE_NAME.match(line, m.end())
    if bare is not None:   # an older header naming one card without brackets: that exact name
        return DigivolveHeader(i, bare.end(), AltDigivolve(int(m.group(1)), (DigivolveFrom(names=(bare.group(1),)),)))
    try:
        ways, end = _ways(line, m.end())
        if not _OLD_HEADER_END.match(line, end):
            raise _NoParse(line[end:])
        return DigivolveHeader(i, end, AltDigivolve(int(m.group(1)), tuple(ways)))
    except _NoParse:
        tag = _TIMING_TAG_START.search(line, m.end())
        return DigivolveHeader(i, tag.start() if tag else len(line), None)


def digivolve_headers(line):
    """The digivolution headers that open one line of card text, one after the other."""
    out, i = [], 0
    while (h := read_digivolve_header(line, i)) is not None:
        out.append(h)
        i = h.end
        while i < len(line) and line[i] == " ":
            i += 1
    return out


# a rule of the card's own: it digivolves from the hand onto one of your Tamers of a colour, that Tamer taken as a
# Digimon of a level and the same colour, for its printed cost from such a Digimon or for a cost named here
TAMER_AS_DIGIMON = re.compile(r"you may digivolve this card from your hand onto one of your (?P<color>" + _COLOR +
                              r") tamers as if (?:that card|the tamer) is a level (?P<level>\d) (?:(?P<as>" + _COLOR +
                              r") )?digimon(?: for a memory cost of (?P<cost>\d+))?\.", re.I)


def tamer_as_digimon(record, sentence):
    """The AltDigivolve of a TAMER_AS_DIGIMON sentence (a Tamer of its colour, kind=tamer) or None: the cost
    named, else the card's printed cost from a Digimon of that level and colour (none: None)."""
    m = TAMER_AS_DIGIMON.fullmatch(sentence.strip())
    if m is None or (m["as"] and m["as"].lower() != m["color"].lower()):
        return None
    color, level = m["color"].lower(), int(m["level"])
    if m["cost"] is not None:
        cost = int(m["cost"])
    else:
        printed = [c for col, lv, c in digivolve_costs(record) if col == color and lv == level]
        if not printed:
            return None
        cost = min(printed)
    return AltDigivolve(cost, (DigivolveFrom(colors=(color,), kinds=("tamer",)),))


def alt_digivolve(record, digimon_names, trait_spelling):
    """The AltDigivolve facts of one card record: its understood headers, names and traits spelled as the
    catalog spells them, and its rule of digivolving onto a Tamer as if it were a Digimon (TAMER_AS_DIGIMON). A
    header naming a card that is neither a Digimon nor a Tamer is left out."""
    text = (record.get("effectText") or "").translate(_TRANSLATE)
    reqs = []
    for line in text.split("\n"):
        line = " ".join(line.split())
        for h in digivolve_headers(line):
            req = canonical_requirement(h.requirement, digimon_names, trait_spelling)
            if req is not None and req not in reqs:
                reqs.append(req)
        for sentence in re.findall(r"you may digivolve this card from your hand onto [^.]*\.", line, re.I):
            req = tamer_as_digimon(record, sentence)
            if req is not None and req not in reqs:
                reqs.append(req)
    return reqs


def canonical_requirement(req, digimon_names, trait_spelling):
    """`req` with exact names and traits spelled as the catalog does; None if it is None, names a card that is
    not a Digimon, Digi-Egg or Tamer (of one kind only), or holds a separator of the catalog format."""
    if req is None:
        return None
    if isinstance(req, DnaDigivolve):   # colours and levels only: nothing to spell
        return req
    ways = []
    for way in req.ways:
        names = []
        for n in way.names:
            if n.casefold() not in digimon_names:
                return None
            names.append(digimon_names[n.casefold()])
        spell = lambda ts: tuple(trait_spelling.get(t.casefold(), t) for t in ts)  # noqa: E731
        ways.append(DigivolveFrom(**{**way.__dict__, "names": tuple(names), "traits": spell(way.traits),
                                     "without_traits": spell(way.without_traits)}))
    req = AltDigivolve(req.cost, tuple(ways))
    try:
        format_alt_digivolve([req])
    except ValueError:
        return None
    return req


SPECIAL_DIGIVOLVE_HEADER = re.compile(r"^\s*\[(Digivolve|DigiXros|DNA|Burst|App Fusion|Blast)[^\]]*\][^\n]*$", re.I | re.M)


def _without_headers(line):
    """One line of card text less the digivolution headers that open it (read by digivolve_headers)."""
    line = line.translate(_TRANSLATE)
    headers = digivolve_headers(line)
    return line[headers[-1].end:] if headers else line


def effect_blocks(record):
    """Which blocks of rules text the card carries (main, inherited, security): a fact used to report how
    much of a card the project's effect encoding covers. No text is kept."""
    blocks = []
    main = SPECIAL_DIGIVOLVE_HEADER.sub("", record.get("effectText") or "")
    # an old-style "Digivolve: N from ..." header line and the rule of digivolving onto a Tamer of a colour as a
    # Digimon are requirements the catalog holds (alt_digivolve), no effect
    main = "\n".join(_without_headers(" ".join(line.split())) for line in main.split("\n"))
    main = re.sub(r"you may digivolve this card from your hand onto [^.]*\.",
                  lambda m: "" if tamer_as_digimon(record, m[0]) is not None else m[0], main, flags=re.I)
    # a rule giving the card more names is a fact (decks/data/name_aliases.tsv), not an effect
    main = _NAME_ALIAS_SENTENCE.sub("", "\n".join(" ".join(line.split()) for line in main.split("\n"))).strip()
    if main and not re.fullmatch(r"\[Security\].*", main, re.S):
        blocks.append("main")
    if (record.get("inheritedEffectText") or "").strip():
        blocks.append("inherited")
    # "[Security]" in the main text is a security block, not where it names the effects of checked cards
    # ("doesn't activate [Security] skills on Option cards", BT1-025)
    if (record.get("securityEffectText") or "").strip() or re.search(r"\[Security\](?! (?:skills|effects) o[nf]\b)",
                                                                     record.get("effectText") or ""):
        blocks.append("security")
    return blocks


def card_row(record, digimon_names, trait_spelling):
    """One catalog row (a dict of strings keyed by COLUMNS) for one JSON card record. digimon_names and
    trait_spelling ({casefolded: as spelled}) come from all records (see name_tables)."""
    kind = card_kind(record["kinds"])
    colors = [c.lower() for c in record["colors"]]
    if not colors or any(c not in COLORS for c in colors):
        raise ValueError(f"{record['cardId']}: unexpected colours {record['colors']!r}")
    level = record.get("level")
    cost = record["playCost"]
    dp = record["dp"]
    return {
        "number": record["cardId"].upper(),
        "name": clean_name(record["nameEn"]),
        "kind": kind,
        "colors": ",".join(colors),
        "level": "" if level is None else str(int(level)),
        "cost": "" if cost is None or cost < 0 else str(int(cost)),
        "dp": str(int(dp)) if kind == "digimon" or dp else "",
        "digivolve": ";".join(f"{c}:{lv}:{cost}" for c, lv, cost in digivolve_costs(record)),
        "alt_digivolve": format_alt_digivolve(alt_digivolve(record, digimon_names, trait_spelling))
        if kind == "digimon" else "",
        "traits": ";".join(card_traits(record, kind)),
        "max_copies": str(int(record["maxCountInDeck"])),
        "effects": ",".join(effect_blocks(record)),
    }


def name_tables(records):
    """({casefolded name: name} of the Digimon and Digi-Eggs and of the Tamers, {casefolded trait: trait}) of all
    records; a name printed on cards of two of these groups, or on an Option, is left out (a requirement naming it
    is not held)."""
    names, tamers, others, traits = {}, {}, set(), {}
    for r in records:
        kind = card_kind(r["kinds"])
        name = clean_name(r["nameEn"])
        if kind in ("digimon", "digi-egg"):
            names.setdefault(name.casefold(), name)
        elif kind == "tamer":
            tamers.setdefault(name.casefold(), name)
        else:
            others.add(name.casefold())
        for t in card_traits(r, kind):
            traits.setdefault(t.casefold(), t)
    both = (set(names) & set(tamers)) | others
    return {k: v for k, v in {**names, **tamers}.items() if k not in both}, traits


def catalog_text(records):
    names, traits = name_tables(records)
    rows = sorted((card_row(r, names, traits) for r in records), key=lambda row: number_key(row["number"]))
    seen = set()
    lines = ["\t".join(COLUMNS)]
    for row in rows:
        if row["number"] in seen:
            raise ValueError(f"duplicate card number {row['number']}")
        seen.add(row["number"])
        for value in row.values():
            if "\t" in value or "\n" in value:
                raise ValueError(f"{row['number']}: tab or newline in {value!r}")
        lines.append("\t".join(row[c] for c in COLUMNS))
    return "\n".join(lines) + "\n"


def starter_deck_text(deck, names):
    """A deck list in the project's format for one starter deck JSON ({main: {no: n}, egg: {no: n}})."""
    lines = [f"# {deck['id']}: {deck['name']}"]
    if deck.get("notes") and "majority" in deck["notes"].lower():
        lines.append("# Majority list of the published sources; one source swaps two counts.")
    lines += ["", "# Digi-Egg deck"]
    lines += [f"{n} {no} {names[no]}" for no, n in sorted(deck["egg"].items(), key=lambda kv: number_key(kv[0]))]
    lines += ["", "# Main deck"]
    lines += [f"{n} {no} {names[no]}" for no, n in sorted(deck["main"].items(), key=lambda kv: number_key(kv[0]))]
    return "\n".join(lines) + "\n"


def build(cards_json, starters_dir, out_dir):
    records = json.loads(Path(cards_json).read_text(encoding="utf-8"))
    names = {r["cardId"].upper(): clean_name(r["nameEn"]) for r in records}
    # Everything is built before anything is written, so a failure leaves the old files intact.
    outputs = {"cards.tsv": catalog_text(records)}
    for deck_id in STARTER_DECKS:
        deck = json.loads((Path(starters_dir) / f"{deck_id}.json").read_text(encoding="utf-8"))
        outputs[f"{deck_id}.txt"] = starter_deck_text(deck, names)
    out_dir.mkdir(parents=True, exist_ok=True)
    for filename, text in outputs.items():
        (out_dir / filename).write_text(text, encoding="utf-8", newline="\n")
    return len(records), list(outputs)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cards_json", nargs="?", default=str(DEFAULT_CARDS_JSON), help="cards_aegis.json")
    parser.add_argument("--starters", help="folder with ST1.json..ST6.json (default: decks/starter beside the JSON)")
    parser.add_argument("--out-dir", default=str(DATA_DIR), help="where to write (default: decks/data)")
    args = parser.parse_args(argv)
    cards_json = Path(args.cards_json)
    starters = Path(args.starters) if args.starters else cards_json.parent / "decks" / "starter"
    try:
        count, written = build(cards_json, starters, Path(args.out_dir))
    except (OSError, ValueError, KeyError) as exc:
        print(f"build_catalog: error: {exc}", file=sys.stderr)
        return 2
    print(f"{count} cards; wrote {', '.join(written)} to {args.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

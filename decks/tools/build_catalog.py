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
- traits: forms, attributes and types in that order, without the "-" placeholders and duplicates. Tamers and Options
  keep an attribute only when it is not a Digimon attribute (the database gives a few of them a stray "Vaccine").
- names: HTML entities decoded and the database's mangled Latin-1 escapes (`CafxE9`) repaired.
"""
import argparse
import html
import json
import re
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_CARDS_JSON = REPO_ROOT.parent / "shared" / "carddata" / "cards_aegis.json"
DATA_DIR = REPO_ROOT / "decks" / "data"

COLUMNS = ("number", "name", "kind", "colors", "level", "cost", "dp", "digivolve", "traits", "max_copies", "effects")
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


def card_traits(record, kind):
    attributes = record.get("attributes") or []
    if kind in ("tamer", "option"):
        attributes = [a for a in attributes if a not in _DIGIMON_ATTRIBUTES]
    traits = []
    for trait in [*(record.get("forms") or []), *attributes, *(record.get("types") or [])]:
        trait = " ".join(trait.split())
        if trait and trait != "-" and trait not in traits:
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


SPECIAL_DIGIVOLVE_HEADER = re.compile(r"^\s*\[(Digivolve|DigiXros|DNA|Burst|App Fusion|Blast)[^\]]*\][^\n]*$", re.I | re.M)


def effect_blocks(record):
    """Which blocks of rules text the card carries (main, inherited, security): a fact used to report how
    much of a card the project's effect encoding covers. No text is kept."""
    blocks = []
    main = SPECIAL_DIGIVOLVE_HEADER.sub("", record.get("effectText") or "").strip()
    if main and not re.fullmatch(r"\[Security\].*", main, re.S):
        blocks.append("main")
    if (record.get("inheritedEffectText") or "").strip():
        blocks.append("inherited")
    if (record.get("securityEffectText") or "").strip() or "[Security]" in (record.get("effectText") or ""):
        blocks.append("security")
    return blocks


def card_row(record):
    """One catalog row (a dict of strings keyed by COLUMNS) for one JSON card record."""
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
        "traits": ";".join(card_traits(record, kind)),
        "max_copies": str(int(record["maxCountInDeck"])),
        "effects": ",".join(effect_blocks(record)),
    }


def catalog_text(records):
    rows = sorted((card_row(r) for r in records), key=lambda row: number_key(row["number"]))
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

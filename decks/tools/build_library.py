"""Regenerate the deck library (`decks/data/library/decks.json`) from the deck data in `../shared/carddata`.

    python -m decks.tools.build_library [--carddata DIR] [--out FILE]

Sources (see decks/data/library/NOTICE.md for their licences and attribution):
- `decks/tournament/*.json`: tournament lists with their event, date, region, placing, archetype and format
  block, and whether the list is verbatim or was adapted to a later banlist;
- `decks/starter/*.json`: the starter decks marked complete (incomplete ones are left out);
- `decks/product_recipes/*.json`: the recipes printed with the booster products;
- `meta/limitless_decks.json` with `meta/limitless_meta.json` and `banlist_aegis.json`: one list per archetype of
  the online-event ranking, built from the card inclusion table (see `limitless_list`);
- `meta/limitless_meta.json` and `meta/limitless_meta_entries.json`: the ranking's real results with the match
  counts behind them, written beside the library as `online_results_2026.json` (read by benchmarks.validity).

Only card numbers, counts and event facts are written, never card text. A deck is named by its source file's stem
(tournament and product lists), its set code (starters) or `limitless-` and the archetype's slug.
"""
import argparse
import json
import re
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_CARDDATA = REPO_ROOT.parent / "shared" / "carddata"
DEFAULT_OUT = REPO_ROOT / "decks" / "data" / "library" / "decks.json"

MAIN_DECK_SIZE = 50
MAX_EGGS = 5
LIMITLESS_PREFIX = "limitless-"
RANKING_FILE = "online_results_2026.json"


def _entries(counts):
    return [[number.upper(), int(count)] for number, count in counts.items()]


def tournament_entry(path, data):
    t = data["tournament"]
    return {
        "name": path.stem,
        "kind": "tournament",
        "title": data.get("name", path.stem),
        "archetype": data.get("archetype"),
        "format_block": data.get("format_block"),
        "event": t.get("name"),
        "date": t.get("date"),
        "region": t.get("region"),
        "placing": t.get("placement"),
        "players": t.get("participants"),
        "verbatim": bool(data.get("verbatim", True)),
        "main": _entries(data["main"]),
        "eggs": _entries(data["egg"]),
    }


def product_entry(path, data, kind):
    return {
        "name": path.stem,
        "kind": kind,
        "title": data.get("name", path.stem),
        "archetype": data.get("archetype") or path.stem,
        "format_block": data.get("format_block") or path.stem.upper(),
        "event": None, "date": None, "region": None, "placing": None, "players": None,
        "verbatim": True,
        "main": _entries(data["main"]),
        "eggs": _entries(data["egg"]),
    }


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def legal_copies(number, catalog, banlist):
    """Copies a deck may hold today: the card's own limit, lowered by the current banlist."""
    limit = catalog[number].max_copies
    status = banlist.get(number)
    if status is not None:
        limit = min(limit, int(status.get("count", limit)))
    return limit


def limitless_list(cards, catalog, banlist):
    """One legal list from an archetype's inclusion table.

    The cards are taken in order of inclusion rate (most played first; ties keep the table's order), each with
    its modal copy count capped by what the banlist allows: Digi-Eggs until the egg deck holds 5, the others until
    the main deck holds 50 (the card that crosses 50 contributes only the copies that fit). If the table runs out
    first, the included cards are raised towards their limit in the same order until the main deck is full.
    Returns (main entries, egg entries); raises ValueError when 50 cards cannot be reached.
    """
    ordered = sorted(enumerate(cards), key=lambda item: (-item[1]["inclusion_pct"], item[0]))
    main, eggs = {}, {}
    for _, c in ordered:
        number = c["card_id"].upper()
        if number not in catalog:
            continue
        limit = legal_copies(number, catalog, banlist)
        want = min(int(c["copies"]), limit)
        if catalog[number].kind == "digi-egg":
            take = min(want, MAX_EGGS - sum(eggs.values()))
            if take > 0:
                eggs[number] = take
        else:
            take = min(want, MAIN_DECK_SIZE - sum(main.values()))
            if take > 0:
                main[number] = take
    for _, c in ordered:
        total = sum(main.values())
        if total >= MAIN_DECK_SIZE:
            break
        number = c["card_id"].upper()
        if number in main:
            main[number] += min(legal_copies(number, catalog, banlist) - main[number], MAIN_DECK_SIZE - total)
    if sum(main.values()) != MAIN_DECK_SIZE:
        raise ValueError(f"only {sum(main.values())} main-deck cards")
    return [[n, k] for n, k in main.items()], [[n, k] for n, k in eggs.items()]


def limitless_entries(carddata, catalog):
    tables = json.loads((carddata / "meta" / "limitless_decks.json").read_text(encoding="utf-8"))
    meta = json.loads((carddata / "meta" / "limitless_meta.json").read_text(encoding="utf-8"))
    banlist = json.loads((carddata / "banlist_aegis.json").read_text(encoding="utf-8"))["current"]
    ranking = {r["deck_id"]: r for r in meta["deck_ranking"]}
    out = []
    for table in tables:
        main, eggs = limitless_list(table["cards"], catalog, banlist)
        r = ranking.get(table["deck_id"])
        out.append({
            "name": LIMITLESS_PREFIX + slug(table["deck_id"].removeprefix("deck-")),
            "kind": "limitless",
            "title": f"{table['name']} (Limitless 2026 inclusion list)",
            "archetype": table["archetype"],
            "format_block": None,
            "event": f"Limitless online events, {meta.get('generated_at', '')} snapshot",
            "date": None, "region": "online",
            "placing": r["rank"] if r else None,
            "players": r["entries"] if r else None,
            "verbatim": False,
            "main": main,
            "eggs": eggs,
        })
    return out


def limitless_ranking(carddata):
    """The ranking's real results per archetype, with the match counts behind them (summed over the standings
    entries): {"snapshot", "tournaments", "archetypes": [{name, deck, rank, entries, meta_share, top8, wins,
    losses, ties, win_rate, top8_rate}]}; `deck` is the library name of the archetype's list."""
    meta = json.loads((carddata / "meta" / "limitless_meta.json").read_text(encoding="utf-8"))
    standings = json.loads((carddata / "meta" / "limitless_meta_entries.json").read_text(encoding="utf-8"))
    rows = []
    for r in meta["deck_ranking"]:
        mine = [e for e in standings if e["deck_id"] == r["deck_id"]]
        rows.append({
            "name": r["name"],
            "deck": LIMITLESS_PREFIX + slug(r["deck_id"].removeprefix("deck-")),
            "rank": r["rank"],
            "entries": len(mine),
            "meta_share": round(r["meta_usage"] / 100, 4),
            "top8": sum(1 for e in mine if e["placing"] is not None and e["placing"] <= 8),
            "wins": sum(e["wins"] for e in mine),
            "losses": sum(e["losses"] for e in mine),
            "ties": sum(e["ties"] for e in mine),
            "win_rate": round(r["win_rate"] / 100, 4),
            "top8_rate": round(r["top8"] / 100, 4),
        })
    return {"snapshot": meta.get("generated_at"), "tournaments": meta.get("tournaments"),
            "first_event": min(e["date"] for e in standings), "last_event": max(e["date"] for e in standings),
            "archetypes": rows}


def build(carddata):
    from decks.catalog import load_catalog

    catalog = load_catalog()
    decks_dir = carddata / "decks"
    entries = []
    for path in sorted((decks_dir / "tournament").glob("*.json")):
        entries.append(tournament_entry(path, json.loads(path.read_text(encoding="utf-8"))))
    for path in sorted((decks_dir / "starter").glob("*.json"), key=lambda p: (len(p.stem), p.stem)):
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("complete", True):
            entries.append(product_entry(path, data, "starter"))
    for path in sorted((decks_dir / "product_recipes").glob("*.json")):
        entries.append(product_entry(path, json.loads(path.read_text(encoding="utf-8")), "product"))
    entries.extend(limitless_entries(carddata, catalog))
    names = [e["name"].casefold() for e in entries]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise ValueError(f"duplicate deck names: {', '.join(duplicates)}")
    return entries


def write(entries, out):
    out.parent.mkdir(parents=True, exist_ok=True)
    lines = ",\n".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in entries)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(f"{{\"format\":1,\"decks\":[\n{lines}\n]}}\n", encoding="utf-8")
    tmp.replace(out)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--carddata", type=Path, default=DEFAULT_CARDDATA)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    if not (args.carddata / "decks" / "tournament").is_dir():
        print(f"build_library: no deck data in {args.carddata}", file=sys.stderr)
        return 2
    entries = build(args.carddata)
    write(entries, args.out)
    ranking = args.out.parent / RANKING_FILE
    ranking.write_text(json.dumps(limitless_ranking(args.carddata), indent=1) + "\n", encoding="utf-8")
    kinds = {}
    for e in entries:
        kinds[e["kind"]] = kinds.get(e["kind"], 0) + 1
    print(f"wrote {len(entries)} decks to {args.out} ({', '.join(f'{n} {k}' for k, n in kinds.items())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The project's effect language: `decks/data/effects.txt` (one effect per line, see its header) parsed and
compiled to int32 rows (simcore.effect_codes) that the jitted engine interprets, and the coverage of
each card: how much of its rules text the encoding models."""
import functools
from dataclasses import dataclass, field
from importlib import resources

import numpy as np

from simcore import effect_codes as ec

EFFECTS_FILE = "effects.txt"
COLOR_BITS = {c: 1 << i for i, c in enumerate(("red", "blue", "yellow", "green", "black", "purple", "white"))}
KIND_CODES = {"digi-egg": 0, "digimon": 1, "tamer": 2, "option": 3}
FILTER_BITS = {"no_digivolution_cards": ec.FL_NO_DIGIVOLUTION_CARDS, "suspended": ec.FL_SUSPENDED,
               "other": ec.FL_OTHER, "no_on_play": ec.FL_NO_ON_PLAY, "pay_cost": ec.FL_PAY_COST,
               "tamer": ec.FL_TAMER}
SOURCES = {"main": ec.S_MAIN, "inherited": ec.S_INHERITED, "security": ec.S_SECURITY}
SOURCE_OF_BLOCK = {ec.S_MAIN: "main", ec.S_INHERITED: "inherited", ec.S_SECURITY: "security"}
CONDITIONS = [("own_security<=", ec.C_OWN_SECURITY_LE), ("own_security>=", ec.C_OWN_SECURITY_GE),
              ("digivolution_cards>=", ec.C_DIGIVOLUTION_CARDS_GE), ("level>=", ec.C_LEVEL_GE),
              ("own_trash>=", ec.C_OWN_TRASH_GE)]
FLAG_CONDITIONS = {"has_blocker": ec.C_HAS_BLOCKER, "opponent_has_bare_digimon": ec.C_OPPONENT_HAS_BARE_DIGIMON,
                   "attacking_digimon": ec.C_ATTACKING_DIGIMON,
                   "opponent_did_not_attack": ec.C_OPPONENT_DID_NOT_ATTACK,
                   "battling_bare_digimon": ec.C_BATTLING_BARE_DIGIMON}


class EffectSyntaxError(ValueError):
    """A malformed line of the effect file (message names the file and line)."""


@dataclass(frozen=True)
class Effect:
    card: str
    source: str
    text: str                 # the encoded line, as written in effects.txt
    rows: tuple               # tuple of int tuples (EFW columns each); F_CARD is 0 until bound to a match
    matches: tuple = ()       # per row: None or ("trait" | "name_has" | "name_is", text), bound per match


@dataclass
class CardEffects:
    effects: list = field(default_factory=list)
    unmodeled: list = field(default_factory=list)   # (block, what) notes


def _new_row():
    r = [0] * ec.EFW
    r[ec.F_DP_MAX] = -1
    r[ec.F_LEVEL_MAX] = -1
    r[ec.F_COST_MAX] = -1
    r[ec.F_KIND] = -1
    r[ec.F_COST_EQ] = -1
    r[ec.F_LEVEL_MIN] = -1
    r[ec.F_COUNT] = 1
    return r


def _int(tok, where):
    try:
        return int(tok)
    except ValueError:
        raise EffectSyntaxError(f"{where}: expected a number, got {tok!r}") from None


def _action_row(words, where):
    """One ACTION [AMOUNT] [KEY=VALUE|FLAG ...] clause → (row with trigger fields left 0, trait/name match
    or None)."""
    if not words:
        raise EffectSyntaxError(f"{where}: missing action")
    r = _new_row()
    name = words[0]
    if name not in ec.ACTION_NAMES or name == "none":
        raise EffectSyntaxError(f"{where}: unknown action {name!r}")
    r[ec.F_ACTION] = ec.ACTION_NAMES.index(name)
    rest = words[1:]
    if rest and (rest[0].lstrip("+-").isdigit()):
        r[ec.F_AMOUNT] = _int(rest[0], where)
        rest = rest[1:]
    elif r[ec.F_ACTION] in ec.KEYWORD_ACTIONS or r[ec.F_ACTION] == ec.A_CANT_ATTACK_OR_BLOCK:
        r[ec.F_AMOUNT] = 1  # a status: present once
    target_given = False
    match = None
    for w in rest:
        if w.startswith(("trait=", "name~", "name=")):
            if match is not None:
                raise EffectSyntaxError(f"{where}: one trait or name filter per clause")
            prefix = "trait=" if w.startswith("trait=") else w[:5]
            kind = {"trait=": "trait", "name~": "name_has", "name=": "name_is"}[prefix]
            text = w[len(prefix):].replace("_", " ")
            if not text:
                raise EffectSyntaxError(f"{where}: empty {prefix} filter")
            match = (kind, text)
            continue
        if w == "up_to":
            r[ec.F_UPTO] = 1
        elif w.startswith("target="):
            t = w[7:]
            if t not in ec.TARGET_NAMES or t == "none":
                raise EffectSyntaxError(f"{where}: unknown target {t!r}")
            r[ec.F_TARGET] = ec.TARGET_NAMES.index(t)
            target_given = True
        elif w.startswith("count="):
            r[ec.F_COUNT] = _int(w[6:], where)
        elif w.startswith("filter="):
            for f in w[7:].split(","):
                if f not in FILTER_BITS:
                    raise EffectSyntaxError(f"{where}: unknown filter {f!r}")
                r[ec.F_FILTER] |= FILTER_BITS[f]
        elif w.startswith("dp<="):
            r[ec.F_DP_MAX] = _int(w[4:], where)
        elif w.startswith("level<="):
            r[ec.F_LEVEL_MAX] = _int(w[7:], where)
        elif w.startswith("level>="):
            r[ec.F_LEVEL_MIN] = _int(w[7:], where)
        elif w.startswith("level="):
            r[ec.F_LEVEL_EQ] = _int(w[6:], where)
        elif w.startswith("cost<="):
            r[ec.F_COST_MAX] = _int(w[6:], where)
        elif w.startswith("cost_in="):
            a, _, b = w[8:].partition(",")
            r[ec.F_COST_EQ] = _int(a, where) * 100 + _int(b or a, where)
        elif w.startswith("color="):
            for c in w[6:].split(","):
                if c not in COLOR_BITS:
                    raise EffectSyntaxError(f"{where}: unknown color {c!r}")
                r[ec.F_COLOR] |= COLOR_BITS[c]
        elif w.startswith("kind="):
            k = w[5:]
            if k not in KIND_CODES:
                raise EffectSyntaxError(f"{where}: unknown kind {k!r}")
            r[ec.F_KIND] = KIND_CODES[k]
        elif w.startswith("duration="):
            d = w[9:]
            if d not in ec.DURATION_NAMES:
                raise EffectSyntaxError(f"{where}: unknown duration {d!r}")
            r[ec.F_DURATION] = ec.DURATION_NAMES.index(d)
        elif w.startswith("per="):
            r[ec.F_PER] = _int(w[4:], where)
        else:
            raise EffectSyntaxError(f"{where}: unknown word {w!r}")
    if not target_given:
        r[ec.F_TARGET] = ec.TG_PLAYER
    return r, match


def parse_line(line, where):
    """(card, source, Effect) for an effect line, or (card, None, note) for an `unmodeled` line."""
    head, sep, body = line.partition(":")
    words = head.split()
    if len(words) >= 2 and words[1] == "unmodeled":
        return words[0].upper(), None, line.split("unmodeled", 1)[1].strip()
    if not sep or len(words) < 3:
        raise EffectSyntaxError(f"{where}: expected 'CARD SOURCE TRIGGER [OPTIONS] : ACTION ...'")
    card, source, trigger = words[0].upper(), words[1], words[2]
    if source not in SOURCES:
        raise EffectSyntaxError(f"{where}: unknown source {source!r}")
    if trigger not in ec.TRIGGER_NAMES:
        raise EffectSyntaxError(f"{where}: unknown trigger {trigger!r}")
    clauses = [c.strip() for c in body.split(";")]
    rows = []
    matches = []
    for i, clause in enumerate(clauses):
        cw = clause.split()
        if i > 0:
            if not cw or cw[0] != "then":
                raise EffectSyntaxError(f"{where}: chained clauses start with 'then'")
            cw = cw[1:]
        r, match = _action_row(cw, where)
        matches.append(match)
        r[ec.F_SOURCE] = SOURCES[source]
        r[ec.F_TRIGGER] = ec.TRIGGER_NAMES.index(trigger)
        r[ec.F_CHAIN] = 1 if i > 0 else 0
        rows.append(r)
    first = rows[0]
    for opt in words[3:]:
        if opt == "your_turn":
            first[ec.F_WINDOW] = ec.W_YOURS
        elif opt == "opponents_turn":
            first[ec.F_WINDOW] = ec.W_OPPONENTS
        elif opt == "once_per_turn":
            first[ec.F_ONCE] = 1
        elif opt == "optional":
            first[ec.F_OPTIONAL] = 1
        elif opt.startswith("if="):
            cond = opt[3:]
            if cond in FLAG_CONDITIONS:
                first[ec.F_COND] = FLAG_CONDITIONS[cond]
            else:
                for prefix, code in CONDITIONS:
                    if cond.startswith(prefix):
                        first[ec.F_COND] = code
                        first[ec.F_COND_ARG] = _int(cond[len(prefix):], where)
                        break
                else:
                    raise EffectSyntaxError(f"{where}: unknown condition {cond!r}")
        else:
            raise EffectSyntaxError(f"{where}: unknown option {opt!r}")
    for r in rows[1:]:
        r[ec.F_WINDOW] = first[ec.F_WINDOW]
    text = " ".join(line.split())
    return card, source, Effect(card, source, text, tuple(tuple(r) for r in rows), tuple(matches))


def parse_effects(text, source_name=EFFECTS_FILE):
    """{card number: CardEffects} from effect-file text."""
    out = {}
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        card, source, item = parse_line(line, f"{source_name}:{lineno}")
        entry = out.setdefault(card, CardEffects())
        if source is None:
            entry.unmodeled.append(item)
        else:
            entry.effects.append(item)
    return out


@functools.cache
def load_effects():
    text = resources.files("decks").joinpath("data", EFFECTS_FILE).read_text(encoding="utf-8")
    return parse_effects(text)


def card_coverage(card, effects=None):
    """'full' if every block of the card's rules text is encoded and nothing is marked unmodeled (cards
    without text are full), 'none' if it has text but no encoding, else 'partial'."""
    effects = load_effects() if effects is None else effects
    entry = effects.get(card.number)
    if not card.effects:
        return "full"
    if entry is None or not entry.effects:
        return "none"
    encoded_blocks = {e.source for e in entry.effects}
    if entry.unmodeled or any(b not in encoded_blocks for b in card.effects):
        return "partial"
    return "full"


def deck_fidelity(deck, cards=None, effects=None):
    """Share of the deck's cards (50 main cards plus Digi-Eggs, counting copies) whose effects are fully
    modeled, and {card number: coverage}."""
    if cards is None:
        from decks.catalog import get_card
    else:
        get_card = cards.__getitem__
    numbers = deck.main_cards() + deck.egg_cards()
    per_card = {n: card_coverage(get_card(n), effects) for n in dict.fromkeys(numbers)}
    full = sum(1 for n in numbers if per_card[n] == "full")
    return full / len(numbers), per_card


MAX_MATCHES = 62  # distinct trait/name filters in one match (bits of an int64)


def card_has(card, match):
    kind, text = match
    if kind == "trait":
        return any(t.lower() == text.lower() for t in card.traits)
    if kind == "name_has":
        return text.lower() in card.name.lower()
    return card.name.lower() == text.lower()


def effect_rows(numbers, effects=None, cards=None):
    """Rows for the card types of a match (numbers in card-type order): (rows int32[E, EFW] with F_CARD,
    F_EFFECT and F_MATCH filled, first int32[T], count int32[T], match_bits int64[T]); rows of one card
    are contiguous. Trait and name filters become bits: bit k of match_bits[t] says card type t has the
    k-th distinct trait/name the effects of this match ask for."""
    effects = load_effects() if effects is None else effects
    if cards is None:
        from decks.catalog import get_card
    else:
        get_card = cards.__getitem__
    rows = []
    first = np.full(len(numbers), -1, np.int32)
    count = np.zeros(len(numbers), np.int32)
    match_index = {}
    for t, n in enumerate(numbers):
        entry = effects.get(n)
        if entry is None:
            continue
        first[t] = len(rows)
        for k, e in enumerate(entry.effects):
            for r, match in zip(e.rows, e.matches or (None,) * len(e.rows)):
                r = list(r)
                r[ec.F_CARD] = t
                r[ec.F_EFFECT] = k
                if match is not None:
                    if match not in match_index:
                        if len(match_index) >= MAX_MATCHES:
                            raise ValueError(f"more than {MAX_MATCHES} trait/name filters in one match")
                        match_index[match] = len(match_index)
                    r[ec.F_MATCH] = match_index[match] + 1
                rows.append(r)
        count[t] = len(rows) - first[t]
    match_bits = np.zeros(len(numbers), np.int64)
    for match, k in match_index.items():
        for t, n in enumerate(numbers):
            if card_has(get_card(n), match):
                match_bits[t] |= np.int64(1) << np.int64(k)
    table = np.array(rows, np.int32).reshape(len(rows), ec.EFW) if rows else np.zeros((1, ec.EFW), np.int32)
    return table, first, count, match_bits

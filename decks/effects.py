"""The project's effect language (one effect per line, see the header of `decks/data/effects.txt`) parsed and
compiled to int32 rows (simcore.effect_codes) that the jitted engine interprets, and the coverage of
each card: how much of its rules text the encoding models.

The lines are written by hand in `effects.txt` (the starter decks) and `effects_overrides.txt` (other cards
where the compiled reading falls short), and compiled from the card text into `effects_generated.txt` by
`python -m decks.tools.compile_effects`. A card with any hand-written line takes all its lines from the
hand-written files; the generated file gives the rest."""
import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources

import numpy as np

from simcore import effect_codes as ec

EFFECTS_FILE = "effects.txt"
HAND_WRITTEN_FILES = (EFFECTS_FILE, "effects_overrides.txt")   # the starter decks; other cards
GENERATED_FILE = "effects_generated.txt"
COLOR_BITS = {c: 1 << i for i, c in enumerate(("red", "blue", "yellow", "green", "black", "purple", "white"))}
KIND_CODES = {"digi-egg": 0, "digimon": 1, "tamer": 2, "option": 3}
FILTER_BITS = ec.FILTERS.codes()
SOURCES = ec.SOURCES.codes()
SOURCE_OF_BLOCK = dict(enumerate(ec.SOURCE_NAMES))
# conditions with a number (`own_security<=N`) and plain ones (`has_blocker`)
CONDITIONS = [(n, c) for c, n, _ in ec.CONDITIONS.entries() if n.endswith("=")]
FLAG_CONDITIONS = {n: c for c, n, _ in ec.CONDITIONS.entries() if c != ec.C_NONE and not n.endswith("=")}


class EffectSyntaxError(ValueError):
    """A malformed line of the effect file (message names the file and line)."""


@dataclass(frozen=True)
class Effect:
    card: str
    source: str
    text: str                 # the encoded line, as written in effects.txt
    rows: tuple               # tuple of int tuples (EFW columns each); F_CARD is 0 until bound to a match
    matches: tuple = ()       # per row: None or ("trait" | "name_has" | "name_is", text), bound per match
    base_matches: tuple = ()  # per row: None or (column, (match kind, text)): F_BASE_MATCH, the Digimon a
    #                           digivolve_from_hand row may use; F_OR_MATCH, a card that passes the card filter too
    cause_match: object = None  # the trait/name a `card.` option asks of the event's card (condition cause_has)


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


# keys of the Digimon a digivolve_from_hand row may use (column F_BASE_MATCH): the match kind of card_has
BASE_KEYS = {"base_name=": "name_is", "base_trait=": "trait", "base_color=": "color", "base_any=": "any",
             "base_all=": "all"}


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
    if r[ec.F_ACTION] == ec.A_KEYWORD:   # `keyword NAME`: the amount names the keyword
        if not rest or rest[0] not in ec.KEYWORD_NAMES or rest[0] == "none":
            raise EffectSyntaxError(f"{where}: keyword needs a keyword name ({', '.join(ec.KEYWORD_NAMES[1:])})")
        r[ec.F_AMOUNT] = ec.KEYWORD_NAMES.index(rest[0])
        rest = rest[1:]
    elif r[ec.F_ACTION] == ec.A_CANT:   # `cant NAME`: the amount names the restriction
        if not rest or rest[0] not in ec.RESTRICTION_NAMES or rest[0] == "none":
            raise EffectSyntaxError(f"{where}: cant needs a restriction ({', '.join(ec.RESTRICTION_NAMES[1:])})")
        r[ec.F_AMOUNT] = ec.RESTRICTION_NAMES.index(rest[0])
        rest = rest[1:]
    elif rest and (rest[0].lstrip("+-").isdigit()):
        r[ec.F_AMOUNT] = _int(rest[0], where)
        rest = rest[1:]
    elif r[ec.F_ACTION] in ec.KEYWORD_ACTIONS or r[ec.F_ACTION] == ec.A_CANT_ATTACK_OR_BLOCK:
        r[ec.F_AMOUNT] = 1  # a status: present once
    target_given = count_given = False
    match = None
    base_match = None
    or_match = None
    this_match = None
    trash_match = None
    for w in rest:
        if w.startswith(tuple(THIS_KEYS)):   # the trait or name if=this_has asks of this Digimon, not of the targets
            key = next(k for k in THIS_KEYS if w.startswith(k))
            text = w[len(key):].replace("_", " ")
            if not text or this_match is not None:
                raise EffectSyntaxError(f"{where}: one non-empty this_trait=, this_trait~ or this_name~ per clause")
            this_match = (THIS_KEYS[key], text)
            if key in ("this_all=", "this_any="):   # all of its parts / any of them (the kinds of all=, any=):
                this_match = _text_or_any_match(w[len("this_"):], where)   # "with [X] in its name or [Y]"
            continue
        if w.startswith("trash_name="):   # dna_digivolve_with_trash: the card of the trash (column F_TRASH_MATCH)
            text = w[len("trash_name="):].replace("_", " ")
            if not text or trash_match is not None:
                raise EffectSyntaxError(f"{where}: one non-empty trash_name= per clause")
            trash_match = ("name_is", text)
            continue
        if w.startswith("placed_trait="):   # reveal_add_and_place_face_down: the card placed (column F_TRASH_MATCH)
            text = w[len("placed_trait="):].replace("_", " ")
            if not text or trash_match is not None:
                raise EffectSyntaxError(f"{where}: one non-empty placed_trait= per clause")
            trash_match = ("trait", text)
            continue
        if w.startswith("or_name="):
            text = w[len("or_name="):].replace("_", " ")
            if not text or or_match is not None:
                raise EffectSyntaxError(f"{where}: one non-empty or_name= per clause")
            or_match = ("name_is", text)
            continue
        if w.startswith(("text~", "any=", "all=")):
            if match is not None:
                raise EffectSyntaxError(f"{where}: one trait or name filter per clause")
            match = _text_or_any_match(w, where)
            continue
        if w.startswith(tuple(BASE_KEYS)):
            key, _, text = w.partition("=")
            if not text or base_match is not None:
                raise EffectSyntaxError(f"{where}: one non-empty base_name=, base_trait=, base_color= or base_any= per"
                                        " clause")
            if key in ("base_any", "base_all"):   # base_any=K:X|K:Y: a Digimon with any of them (the kinds of any=)
                base_match = _text_or_any_match(key[len("base_"):] + "=" + text, where)   # base_all=: all of them
                continue
            text = text.replace("_", " ")
            if key == "base_color" and any(c not in COLOR_BITS for c in text.split("|")):
                raise EffectSyntaxError(f"{where}: unknown color in {w!r}")
            base_match = (BASE_KEYS[key + "="], text)
            continue
        if w.startswith(("trait=", "trait~", "name~", "name=")):
            if match is not None:
                raise EffectSyntaxError(f"{where}: one trait or name filter per clause")
            prefix = w[:6] if w.startswith("trait") else w[:5]
            kind = {"trait=": "trait", "trait~": "trait_has", "name~": "name_has", "name=": "name_is"}[prefix]
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
            count_given = True
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
        elif w.startswith("kinds="):
            for k in w[6:].split(","):
                if k not in KIND_CODES:
                    raise EffectSyntaxError(f"{where}: unknown kind {k!r}")
                r[ec.F_KINDS] |= 1 << KIND_CODES[k]
        elif w.startswith("duration="):
            d = w[9:]
            if d not in ec.DURATION_NAMES:
                raise EffectSyntaxError(f"{where}: unknown duration {d!r}")
            r[ec.F_DURATION] = ec.DURATION_NAMES.index(d)
        elif w.startswith("per="):
            r[ec.F_PER] = _int(w[4:], where)
        elif w.startswith("for_each="):
            q = w[9:]
            if q not in ec.FOR_EACH_NAMES or q == "none":
                raise EffectSyntaxError(f"{where}: unknown for_each {q!r}")
            r[ec.F_FOR_EACH] = ec.FOR_EACH_NAMES.index(q)
        elif w.startswith("rank="):
            q = w[5:]
            if q not in ec.RANK_NAMES or q == "none":
                raise EffectSyntaxError(f"{where}: unknown rank {q!r}")
            r[ec.F_RANK] = ec.RANK_NAMES.index(q)
        elif w.startswith("at_most_self="):
            q = w[13:]
            if q not in ec.AT_MOST_SELF_NAMES or q == "none":
                raise EffectSyntaxError(f"{where}: unknown at_most_self {q!r}")
            r[ec.F_AT_MOST_SELF] = ec.AT_MOST_SELF_NAMES.index(q)
        else:
            raise EffectSyntaxError(f"{where}: unknown word {w!r}")
    if not target_given:
        r[ec.F_TARGET] = ec.TG_PLAYER
    if r[ec.F_ACTION] == ec.A_STAY and not count_given:
        r[ec.F_COUNT] = 0   # "they don't leave": all of them (count=1: "1 of those Digimon", simcore.effects.keep_together)
    if base_match is not None and r[ec.F_ACTION] not in (ec.A_DIGIVOLVE_FROM_HAND, ec.A_DIGIVOLVE_FROM_TRASH,
                                                         ec.A_DIGIVOLVE_IGNORING_REQUIREMENTS,
                                                         ec.A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS,
                                                         ec.A_HAND_DIGIVOLVE,
                                                         ec.A_REVEAL_ADD_OR_PLACE, ec.A_AND_PLACE, ec.A_OR_PLACE,
                                                         ec.A_REVEAL_ADD_AND_PLACE_UNDER_TAMER,
                                                         ec.A_PLACE_FROM_TRASH_UNDER, ec.A_DIGIVOLVE_WHILE_YOU_HAVE,
                                                         ec.A_PLACE_UNDER_TAMER, ec.A_PLACE_UNDER_SELF_OR_TAMER,
                                                         ec.A_PLACE_UNDER_TAMER_FROM_TRASH,
                                                         ec.A_DNA_DIGIVOLVE_WITH_TRASH, ec.A_DIGIVOLVE_INTO_WHILE,
                                                         ec.A_REVEAL_ADD_AND_PLACE_FACE_DOWN,
                                                         ec.A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN,
                                                         ec.A_SUSPEND_OWN_PLAY_COST_DOWN) and not (
            r[ec.F_ACTION] in (ec.A_DE_DIGIVOLVE, ec.A_TRASH_OPPONENT_SECURITY_TOP)
            and r[ec.F_FOR_EACH] == ec.Q_NAMED_DIGIVOLUTION_CARD_PAIRS) and not (
            r[ec.F_ACTION] == ec.A_DELETE_TOTAL_COST and r[ec.F_FOR_EACH] == ec.Q_NAMED_DIGIVOLUTION_CARDS) and not (
            r[ec.F_ACTION] in (ec.A_DP, ec.A_DELETE_COST_RAISED) and r[ec.F_FOR_EACH] == ec.Q_OWN_TRAIT_DIGIMON) and not (
            r[ec.F_FOR_EACH] == ec.Q_OWN_TAMER_COLOR_PAIRS and r[ec.F_COUNT] >= 1
            and r[ec.F_ACTION] not in FOR_EACH_ACTIONS) and not (
            r[ec.F_ACTION] == ec.A_RETURN_DIGIVOLUTION_CARDS_COST and r[ec.F_TARGET] == ec.TG_OWN):
        raise EffectSyntaxError(f"{where}: base_name=, base_trait=, base_color= and base_any= belong to"
                                " digivolve_from_hand, digivolve_from_trash, reveal_add_or_place, and_place,"
                                " or_place, reveal_add_and_place_under_tamer, place_from_trash_under and"
                                " digivolve_while_you_have, digivolve_into_while")
    if r[ec.F_ACTION] == ec.A_DIGIVOLVE_INTO_WHILE and base_match is None:
        raise EffectSyntaxError(f"{where}: digivolve_into_while needs a base filter (the card digivolved into)")
    if r[ec.F_ACTION] == ec.A_DIGIVOLVE_WHILE_YOU_HAVE and base_match is None:
        raise EffectSyntaxError(f"{where}: digivolve_while_you_have needs a base filter (and a card filter or a"
                                " condition)")
    if r[ec.F_TARGET] == ec.TG_NEW_NAMES and r[ec.F_ACTION] not in (ec.A_PLAY_FROM_HAND, ec.A_PLAY_FROM_TRASH,
                                                                  ec.A_PLAY_TOKEN):
        raise EffectSyntaxError(f"{where}: target=new_names belongs to play_from_hand, play_from_trash and play_token")
    if r[ec.F_TARGET] == ec.TG_NEW_NAMES_FIELD_OR_TRASH and r[ec.F_ACTION] != ec.A_PLAY_TO_BREEDING_AREA:
        raise EffectSyntaxError(f"{where}: target=new_names_field_or_trash belongs to play_to_breeding_area")
    if r[ec.F_TARGET] == ec.TG_OWN_DIGIMON_COLORS and r[ec.F_ACTION] not in (ec.A_PLAY_FROM_HAND,
                                                                           ec.A_PLAY_FROM_TRASH):
        raise EffectSyntaxError(f"{where}: target=own_digimon_colors belongs to play_from_hand and play_from_trash")
    if r[ec.F_TARGET] == ec.TG_INTO_THIS and r[ec.F_ACTION] != ec.A_DIGIVOLVE_COST_DOWN:
        raise EffectSyntaxError(f"{where}: target=into_this belongs to digivolve_cost_down")
    if r[ec.F_ACTION] == ec.A_PLACE_UNDER_SELF_COLORS and r[ec.F_TARGET] != ec.TG_SELF:
        raise EffectSyntaxError(f"{where}: place_under_self_colors places under this Tamer (target=self)")
    if r[ec.F_ACTION] == ec.A_PLACE_UNDER_SELF_OR_TAMER and r[ec.F_TARGET] != ec.TG_SELF:
        raise EffectSyntaxError(f"{where}: place_under_self_or_tamer places under this Digimon (target=self) or a "
                                "Tamer")
    if r[ec.F_TARGET] == ec.TG_OWN_OR_TAMER and r[ec.F_ACTION] not in (ec.A_DIGIVOLVE_FROM_HAND,
                                                                       ec.A_DIGIVOLVE_FROM_TRASH):
        raise EffectSyntaxError(f"{where}: target=own_or_tamer belongs to digivolve_from_hand and digivolve_from_trash")
    if r[ec.F_FOR_EACH] == ec.Q_RED_TAMER_NAMES and r[ec.F_ACTION] != ec.A_DIGIVOLVE_FROM_HAND:
        raise EffectSyntaxError(f"{where}: for_each=red_tamer_names belongs to digivolve_from_hand")
    if r[ec.F_TARGET] == ec.TG_OWN_PROGRESS and (r[ec.F_ACTION] != ec.A_DP or r[ec.F_COUNT] < 1):
        raise EffectSyntaxError(f"{where}: target=own_progress belongs to a counted dp (count=)")
    if r[ec.F_FOR_EACH] == ec.Q_OWN_TRAIT_DIGIMON and (
            r[ec.F_ACTION] not in (ec.A_DP, ec.A_DELETE_COST_RAISED) or base_match is None
            or r[ec.F_TARGET] not in (ec.TG_OWN, ec.TG_OPPONENT, ec.TG_ANY)):
        raise EffectSyntaxError(f"{where}: for_each=own_trait_digimon belongs to a dp of a counted target and to "
                                "delete_cost_raised, the Digimon counted named by base_trait= or base_name=")
    if r[ec.F_FOR_EACH] == ec.Q_OWN_SECURITY and r[ec.F_ACTION] not in (ec.A_DIGIVOLVE_WHILE_YOU_HAVE, ec.A_DP):
        raise EffectSyntaxError(f"{where}: for_each=own_security belongs to digivolve_while_you_have and dp")
    if r[ec.F_PER] > 0 and r[ec.F_FOR_EACH] not in (ec.Q_NONE, ec.Q_OWN_SECURITY):
        raise EffectSyntaxError(f"{where}: per= counts digivolution cards, or with for_each=own_security security "
                                "cards")
    if r[ec.F_FOR_EACH] == ec.Q_OWN_HAND and r[ec.F_ACTION] != ec.A_DP:
        raise EffectSyntaxError(f"{where}: for_each=own_hand belongs to dp")
    if r[ec.F_ACTION] == ec.A_PLACE_FROM_TRASH_UNDER_COST and (r[ec.F_TARGET] not in (ec.TG_SELF, ec.TG_OWN)
                                                               or r[ec.F_UPTO]):
        raise EffectSyntaxError(f"{where}: place_from_trash_under_cost places under this Digimon (target=self) or"
                                " 1 of yours (target=own)")
    if r[ec.F_FOR_EACH] == ec.Q_NAMED_DIGIVOLUTION_CARDS and (r[ec.F_ACTION] != ec.A_DELETE_TOTAL_COST
                                                               or base_match is None):
        raise EffectSyntaxError(f"{where}: for_each=named_digivolution_cards belongs to delete_total_cost, its"
                                " digivolution cards named by base_name= or base_trait=")
    if r[ec.F_ACTION] == ec.A_DELETE_TOTAL_COST and r[ec.F_TARGET] != ec.TG_OPPONENT:
        raise EffectSyntaxError(f"{where}: delete_total_cost deletes the opponent's cards (target=opponent)")
    if r[ec.F_ACTION] == ec.A_RETURN_DIGIVOLUTION_CARDS_COST and r[ec.F_TARGET] == ec.TG_OWN and base_match is None:
        raise EffectSyntaxError(f"{where}: return_digivolution_cards_cost target=own names the Digimon by a base"
                                " filter")
    if r[ec.F_FOR_EACH] == ec.Q_NAMED_DIGIVOLUTION_CARD_PAIRS and (
            r[ec.F_ACTION] not in (ec.A_DE_DIGIVOLVE, ec.A_TRASH_OPPONENT_SECURITY_TOP) or base_match is None):
        raise EffectSyntaxError(f"{where}: for_each=named_digivolution_card_pairs belongs to de_digivolve and"
                                " trash_opponent_security_top, its digivolution cards named by base_name= or"
                                " base_trait=")
    if r[ec.F_ACTION] == ec.A_REVEAL_ADD_OR_PLACE and (
            r[ec.F_TARGET] not in (ec.TG_PLAYER, ec.TG_SELF) or (r[ec.F_TARGET] == ec.TG_SELF and base_match is not None)):
        raise EffectSyntaxError(f"{where}: reveal_add_or_place places under one of your Digimon (a base filter) or"
                                " under this Digimon (target=self, no base filter)")
    if r[ec.F_ACTION] == ec.A_PLACE_UNDER_COST and r[ec.F_TARGET] not in (ec.TG_SELF, ec.TG_OWN, ec.TG_EVENT):
        raise EffectSyntaxError(f"{where}: place_under_cost places under this Digimon (target=self), 1 of yours"
                                " (target=own) or that Digimon (target=event)")
    if (r[ec.F_RANK] != ec.RK_NONE or r[ec.F_AT_MOST_SELF] != ec.VS_NONE) and not (
            r[ec.F_ACTION] == ec.A_DELETE_OWN_COST or (
                r[ec.F_TARGET] in (ec.TG_OWN, ec.TG_OPPONENT, ec.TG_ANY, ec.TG_ALL_OWN, ec.TG_ALL_OPPONENT)
                and r[ec.F_ACTION] not in RANK_REFUSED
                and (r[ec.F_TARGET] in (ec.TG_OWN, ec.TG_OPPONENT, ec.TG_ANY)
                     or r[ec.F_ACTION] not in MODIFIER_ACTIONS))):
        raise EffectSyntaxError(f"{where}: rank= and at_most_self= belong to counted targets, instant all-target "
                                "actions and delete_own_cost")
    if r[ec.F_FOR_EACH] == ec.Q_PAID and r[ec.F_ACTION] not in (ec.A_DRAW, ec.A_MEMORY, ec.A_DIGIMON_PLAY_COST_DOWN):
        raise EffectSyntaxError(f"{where}: for_each=paid belongs to draw, memory and digimon_play_cost_down")
    if r[ec.F_FOR_EACH] == ec.Q_PAID_PAIRS and (r[ec.F_ACTION] != ec.A_DELETE or r[ec.F_TARGET] != ec.TG_OPPONENT):
        raise EffectSyntaxError(f"{where}: for_each=paid_pairs belongs to a counted delete of the opponent's")
    if r[ec.F_FOR_EACH] == ec.Q_SUSPENDED_DIGIMON and not (
            r[ec.F_ACTION] == ec.A_DP and r[ec.F_TARGET] in (ec.TG_OWN, ec.TG_OPPONENT) and r[ec.F_COUNT] >= 1
            and r[ec.F_DURATION] != ec.D_INSTANT) and (
            r[ec.F_ACTION] != ec.A_PLAY_FROM_HAND or r[ec.F_DP_MAX] < 0
            or r[ec.F_FILTER] & (ec.FL_PAY_COST | ec.FL_OR_TRASH)):
        raise EffectSyntaxError(f"{where}: for_each=suspended_digimon belongs to a free play_from_hand with dp<= and "
                                "to a timed dp of counted targets")
    if r[ec.F_FOR_EACH] == ec.Q_OWN_FACE_UP_SECURITY and not (
            r[ec.F_ACTION] == ec.A_PLAY_FROM_HAND and r[ec.F_FILTER] & ec.FL_PAY_COST) and (
            r[ec.F_TARGET] not in (ec.TG_OWN, ec.TG_OPPONENT, ec.TG_ANY) or r[ec.F_COUNT] < 1
            or r[ec.F_FILTER] & ec.FL_SAME_TARGETS):
        raise EffectSyntaxError(f"{where}: for_each=own_face_up_security belongs to a counted clause that picks its "
                                "targets (target=own, opponent or any with count=)")
    if r[ec.F_FOR_EACH] == ec.Q_SUSPENDED_DIGIMON_PAIRS and (
            r[ec.F_TARGET] not in (ec.TG_OWN, ec.TG_OPPONENT, ec.TG_ANY) or r[ec.F_COUNT] < 1
            or r[ec.F_ACTION] in FOR_EACH_ACTIONS):
        raise EffectSyntaxError(f"{where}: for_each=suspended_digimon_pairs belongs to a counted clause (target=own, "
                                "opponent or any with count=)")
    if r[ec.F_FOR_EACH] == ec.Q_OWN_TAMER_COLOR_PAIRS and not (
            (r[ec.F_TARGET] in (ec.TG_OWN, ec.TG_OPPONENT, ec.TG_ANY) and r[ec.F_COUNT] >= 1
             and r[ec.F_ACTION] not in FOR_EACH_ACTIONS)
            or (r[ec.F_ACTION] in (ec.A_DE_DIGIVOLVE, ec.A_DP, ec.A_TRASH_DIGIVOLUTION_CARDS_OF_ONE)
                and base_match is None)):
        raise EffectSyntaxError(f"{where}: for_each=own_tamer_color_pairs belongs to a counted clause (target=own, "
                                "opponent or any with count=; its base_trait=/base_name=: the Tamers counted) or "
                                "to the amount of de_digivolve, dp and trash_digivolution_cards_of_one")
    if r[ec.F_FOR_EACH] == ec.Q_OTHER_SUSPENDED_DIGIMON and r[ec.F_ACTION] == ec.A_DELETE and (
            r[ec.F_TARGET] not in (ec.TG_OWN, ec.TG_OPPONENT, ec.TG_ANY) or r[ec.F_DP_MAX] < 0):
        raise EffectSyntaxError(f"{where}: a delete with for_each=other_suspended_digimon is counted, with dp<=")
    if r[ec.F_ACTION] == ec.A_PLAY_COST_DOWN and r[ec.F_TARGET] == ec.TG_SUSPEND_ANY and (
            not r[ec.F_FILTER] & ec.FL_PAID_BY_DELETING or r[ec.F_COUNT] < 1):
        raise EffectSyntaxError(f"{where}: target=suspend_any belongs to play_cost_down filter=paid_by_deleting, "
                                "with count=")
    if (r[ec.F_FOR_EACH] not in (ec.Q_NONE, ec.Q_PAID, ec.Q_PAID_PAIRS, ec.Q_SUSPENDED_DIGIMON,
                                 ec.Q_OWN_FACE_UP_SECURITY, ec.Q_NAMED_DIGIVOLUTION_CARDS,
                                 ec.Q_NAMED_DIGIVOLUTION_CARD_PAIRS, ec.Q_SUSPENDED_DIGIMON_PAIRS,
                                 ec.Q_OPPONENT_HAND_QUADS, ec.Q_OWN_HAND, ec.Q_OWN_TAMER_COLOR_PAIRS)   # (own checks)
            and r[ec.F_ACTION] not in FOR_EACH_ACTIONS
            and not (r[ec.F_FOR_EACH] == ec.Q_OPPONENT_DIGIMON and r[ec.F_ACTION] == ec.A_DRAW)
            and not (r[ec.F_FOR_EACH] == ec.Q_OTHER_SUSPENDED_DIGIMON and r[ec.F_ACTION] == ec.A_DELETE)
            and not (r[ec.F_FOR_EACH] == ec.Q_OWN_TRASH_TENS and r[ec.F_ACTION] == ec.A_MEMORY)):
        raise EffectSyntaxError(f"{where}: for_each= belongs to play_cost_down, de_digivolve, digivolve_from_hand, dp"
                                " and play_token")
    if r[ec.F_FOR_EACH] == ec.Q_BOTH_TRASH_FIVES and r[ec.F_ACTION] != ec.A_PLAY_COST_DOWN:
        raise EffectSyntaxError(f"{where}: for_each=both_trash_fives belongs to play_cost_down")
    if r[ec.F_FOR_EACH] == ec.Q_OWN_TRASH_TENS and r[ec.F_ACTION] not in (ec.A_PLAY_COST_DOWN, ec.A_MEMORY):
        raise EffectSyntaxError(f"{where}: for_each=own_trash_tens belongs to play_cost_down and memory")
    if r[ec.F_FOR_EACH] == ec.Q_BOTH_TRASH_TENS and r[ec.F_ACTION] not in (ec.A_DIGIVOLVE_FROM_HAND,
                                                                          ec.A_DIGIVOLVE_FROM_TRASH):
        raise EffectSyntaxError(f"{where}: for_each=both_trash_tens belongs to digivolve_from_hand")
    if r[ec.F_ACTION] == ec.A_DELETE_DP_AT_LEAST and (r[ec.F_TARGET] not in (ec.TG_OPPONENT, ec.TG_ANY)
                                                    or r[ec.F_COUNT] != 1 or r[ec.F_AMOUNT] <= 0):
        raise EffectSyntaxError(f"{where}: delete_dp_at_least deletes 1 (count=1) of target=opponent or any, "
                                "amount DP or more")
    if r[ec.F_FOR_EACH] == ec.Q_OPPONENT_HAND_QUADS and r[ec.F_ACTION] not in (ec.A_MEMORY, ec.A_DP):
        raise EffectSyntaxError(f"{where}: for_each=opponent_hand_quads belongs to memory and dp")
    if r[ec.F_ACTION] == ec.A_DRAW and r[ec.F_FOR_EACH] not in (ec.Q_NONE, ec.Q_PAID, ec.Q_OPPONENT_DIGIMON):
        raise EffectSyntaxError(f"{where}: a draw counts for_each=paid or for_each=opponent_digimon only")
    if base_match is not None and or_match is not None:
        raise EffectSyntaxError(f"{where}: base_name= and or_name= in one clause")
    if r[ec.F_ACTION] == ec.A_ASSEMBLY and r[ec.F_TARGET] != ec.TG_SELF:
        raise EffectSyntaxError(f"{where}: assembly is a requirement of this card: target=self")
    if r[ec.F_ACTION] in (ec.A_DIGIXROS, ec.A_DIGIXROS_NAME) and r[ec.F_TARGET] != ec.TG_SELF:
        raise EffectSyntaxError(f"{where}: {name} is a requirement of this card: target=self")
    if r[ec.F_ACTION] == ec.A_DIGIXROS_NAME and (match is None or match[0] != "name_is"):
        raise EffectSyntaxError(f"{where}: digixros_name names the name with name=")
    if r[ec.F_ACTION] == ec.A_DIGIXROS and match is not None and match[0] == "name_is":
        match = ("xros_name", match[1])   # the name, or a card treated as having it for DigiXros (effect_rows)
    if r[ec.F_FOR_EACH] == ec.Q_DIGIVOLUTION_CARD_COLORS and r[ec.F_ACTION] == ec.A_DP and r[ec.F_TARGET] in (
            ec.TG_ALL_OWN, ec.TG_ALL_OPPONENT) and r[ec.F_DURATION] != ec.D_INSTANT:
        pass   # "all of ... get -N DP for each colour ... for the turn": counted once, as it resolves
    elif r[ec.F_FOR_EACH] == ec.Q_DIGIVOLUTION_CARD_COLORS and (
            r[ec.F_ACTION] != ec.A_DP or r[ec.F_TARGET] != ec.TG_SELF or r[ec.F_DURATION] != ec.D_INSTANT):
        raise EffectSyntaxError(f"{where}: for_each=digivolution_card_colors belongs to a persistent dp target=self "
                                "or a timed dp on all of a player's Digimon")
    if r[ec.F_ACTION] == ec.A_REVEAL_ADD_AND_PLACE_FACE_DOWN and (
            trash_match is None or trash_match[0] != "trait" or base_match is None or or_match is not None
            or this_match is not None):
        raise EffectSyntaxError(f"{where}: reveal_add_and_place_face_down takes a base_...= and a placed_trait=")
    if r[ec.F_ACTION] == ec.A_REVEAL_ADD_AND_PLACE_FACE_DOWN:
        pass
    elif (trash_match is not None) != (r[ec.F_ACTION] == ec.A_DNA_DIGIVOLVE_WITH_TRASH) or (
            trash_match is not None and (base_match is None or or_match is not None or this_match is not None
                                         or trash_match[0] != "name_is")):
        raise EffectSyntaxError(f"{where}: dna_digivolve_with_trash takes a base_...= and a trash_name=, and "
                                "trash_name= belongs to it alone")
    if trash_match is not None:   # two extra matches: (column, match) pairs
        return r, match, ((ec.F_BASE_MATCH, base_match), (ec.F_TRASH_MATCH, trash_match))
    if this_match is not None:
        if base_match is not None or or_match is not None:
            raise EffectSyntaxError(f"{where}: this_trait= or this_name~ with base_...= or or_name= in one clause")
        return r, match, (ec.F_THIS_MATCH, this_match)
    if base_match is not None:
        return r, match, (ec.F_BASE_MATCH, base_match)
    return r, match, (ec.F_OR_MATCH, or_match) if or_match is not None else None


# actions whose Digimon are not chosen where rank= and at_most_self= are read (simcore.targets.keep_ranked)
RANK_REFUSED = (ec.A_ATTACK, ec.A_SWITCH_ATTACK_TARGET, ec.A_ACTIVATE_ON_PLAY_OR_DIGIVOLVING,
                ec.A_PLAY_FROM_DIGIVOLUTION_CARDS)
# actions that change "all of" the Digimon for a duration (simcore.effects.is_modifier_action): no rank= there
MODIFIER_ACTIONS = (ec.A_DP, ec.A_SECURITY_ATTACK, ec.A_KEYWORD, ec.A_CANT, ec.A_CANT_ATTACK_OR_BLOCK, ec.A_BLOCKER,
                    ec.A_REBOOT, ec.A_RETALIATION, ec.A_PIERCING, ec.A_JAMMING, ec.A_RUSH)
# this_trait= / this_trait~ / this_name~: the kind of card_has match each names
THIS_KEYS = {"this_trait=": "trait", "this_trait~": "trait_has", "this_name~": "name_has", "this_name=": "name_is",
             "this_all=": "all", "this_any=": "any", "this_text~": "text_has"}
# the conditions on the digivolution cards of this Digimon that carry a trait or name (packed N * 64 + its bit):
# N or more of them, and the opposite side, N or fewer ("... instead")
NAMED_UNDER_CONDITIONS = (ec.C_NAMED_DIGIVOLUTION_CARDS_GE, ec.C_NAMED_DIGIVOLUTION_CARDS_LE)


def _named_under_count(cond):
    """'N or more' / 'N or fewer' (none: 'no') for the words of a named_digivolution_cards>= / <= condition."""
    n = cond[len("named_digivolution_cards>="):]
    if cond.startswith("named_digivolution_cards<="):
        return "no" if n == "0" else f"{n} or fewer"
    return f"{n} or more"


# actions whose amount may count something (for_each=): simcore.query.play_cost, simcore.effects.apply_to_digimon,
# simcore.effects.digivolve_from_hand
SELF_HAS_ACTIONS = (ec.A_DP, ec.A_SECURITY_ATTACK, *ec.KEYWORD_ACTIONS)   # persistent rows own_has may condition
FOR_EACH_ACTIONS = (ec.A_PLAY_COST_DOWN, ec.A_DE_DIGIVOLVE, ec.A_DIGIVOLVE_FROM_HAND, ec.A_DP, ec.A_PLAY_TOKEN,
                    ec.A_DIGIVOLVE_WHILE_YOU_HAVE,   # the last: for_each=own_security only
                    ec.A_DELETE_TOTAL_DP, ec.A_DELETE_COST_RAISED, ec.A_TRASH_DIGIVOLUTION_CARDS_OF_ONE,
                    ec.A_PLACE_OPPONENT_UNDER)   # its level maximum raised for each
# any=K:X|K:Y: the kinds of card_has an alternative may name (in_trait: a part of a trait; colors: that many colours;
# other_than_trait: a trait that counts for none of the other alternatives; inherited: a card of that kind with
# inherited effects; named: the exact name; not_named: a name that fails the whole filter, whatever the others say)
ANY_KINDS = {"trait": "trait", "name": "name_has", "text": "text_has", "kind": "kind_is", "in_trait": "trait_has",
             "colors": "colors_is", "other_than_trait": "trait_except", "color": "color",
             "inherited": "inherited_kind", "named": "name_is", "not_named": "name_except"}


def _text_or_any_match(w, where):
    """The match of `text~NAME` ([NAME] in the card's text), `any=K:X|K:Y` (any of several kinds) or `all=K:X|K:Y`
    (all of them; `K:X,Z` in it: X or Z)."""
    if w.startswith("text~"):
        text = w[len("text~"):].replace("_", " ")
        if not text:
            raise EffectSyntaxError(f"{where}: empty text~ filter")
        return ("text_has", text)
    key = w[:3]
    alts = []
    for alt in w[len("any="):].split("|"):
        kind, _, text = alt.partition(":")
        if kind not in ANY_KINDS or not text or (key == "any" and "," in text):
            raise EffectSyntaxError(f"{where}: {key}= takes KIND:TEXT alternatives ({', '.join(ANY_KINDS)}), "
                                    f"not {alt!r}")
        alts.append(f"{ANY_KINDS[kind]}:{text.replace('_', ' ')}")
    if key == "all" and len(alts) < 2:
        raise EffectSyntaxError(f"{where}: all= takes two or more KIND:TEXT parts")
    return (key, "|".join(alts))


CAUSE_PREFIX = "card."   # option: a card filter on the card that caused the trigger (a played Digimon)
# costs without card filters of their own, whose row may carry the trait or name an `if=this_has` reads ("By ...ing,
# this [X] trait Digimon ...")
THIS_HAS_COSTS = ("trash_under_tamer_cost",)
CAUSE_FILTER_ACTIONS = ("draw", "memory", "recovery", "trash_deck_top", "trash_opponent_security_top",
                        "suspend_self_cost", "trash_own_security", "return_self_from_trash_cost")
# the timings whose `card.` options filter the card the event happened to
CAUSE_TRIGGERS = ("own_digimon_played", "opponent_digimon_deleted", "digivolution_card_trashed",
                  "own_digimon_moved_out", "opponent_digimon_moved_out", "own_digimon_with_sources_deleted",
                  "own_tamer_suspended", "own_digimon_deleted", "own_digimon_digivolved", "own_tamer_played",
                  "own_digimon_suspended", "own_digivolution_cards_trashed", "own_digimon_wins_battle",
                  "own_digimon_would_leave", "attack_target_switched", "would_dna_digivolve",
                  "own_security_placed_face_up", "cards_placed_under", "own_digimon_cards_placed_under",
                  "digivolution_cards_returned", "own_digimon_attacks", "own_tamer_deleted",
                  "own_digimon_would_leave_not_in_battle", "own_digimon_linked", "when_linked",
                  "trash_own_digimon_digivolved")
# actions on this Digimon alone (target=self), whose card filters the conditions own_has / opponent_has may read
SELF_ACTIONS_WITHOUT_FILTERS = ("unsuspend", "dp", "security_attack", "blocker", "reboot", "retaliation", "piercing",
                                "jamming", "rush", "cant")
# conditions that read the first clause's card filters (their action must have none of its own)
FILTER_CONDITIONS = (ec.C_THIS_HAS, ec.C_OWN_HAS, ec.C_OPPONENT_HAS, ec.C_OWN_TRASH_HAS, ec.C_OWN_HAS_NONE)
# conditions on the cause of a leaving: of a `stay` clause only (simcore.effects.leaving_holds)
LEAVING_CONDITIONS = (ec.C_NOT_BY_OWN_EFFECTS, ec.C_BY_OPPONENT_EFFECTS, ec.C_WOULD_BE_DELETED, ec.C_PARTITION,
                      ec.C_BY_EFFECTS, ec.C_DELETED_NOT_BY_OWN_EFFECTS, ec.C_DELETED_OR_RETURNED_BY_EFFECTS,
                      ec.C_DELETED_OR_RETURNED_BY_OPPONENT_EFFECTS, ec.C_DELETED_IN_BATTLE)
# the timings that run before a Digimon leaves (simcore.effects.stays_instead): an effect keeping it there
LEAVING_TRIGGERS = ("would_leave_any_way", "own_digimon_would_leave", "own_digimon_would_leave_not_in_battle")
# conditions the engine checks for timed effects only (simcore.effects.row_condition_holds)
TIMED_CONDITIONS = (ec.C_DP_GE, ec.C_OWN_HAS, ec.C_OPPONENT_HAS, ec.C_NOT_DELETED, ec.C_DELETED_BY_EFFECT,
                    ec.C_CAUSE_SAME_NAME, ec.C_SUSPENDED_OWN, ec.C_PLAYED, ec.C_NOT_PLAYED, ec.C_NOT_PLACED,
                    ec.C_OPPONENT_DP_GE,
                    *LEAVING_CONDITIONS, ec.C_NOT_SUSPENDED, ec.C_UNSUSPENDED, ec.C_SUSPENDED_BY_EFFECT,
                    ec.C_OWN_SUSPENDED_BY_EFFECT, ec.C_SELF_SUSPENDED_BY_EFFECT, ec.C_BY_EFFECT, ec.C_EVENT_DNA_DIGIVOLVED,
                    ec.C_EVENT_SAME_LEVEL,
                    ec.C_RETURNED, ec.C_NOT_RETURNED, ec.C_DIGIMON_DP_GE, ec.C_OWN_TRASH_HAS, ec.C_HAS_JAMMING,
                    ec.C_OPTION_USED, ec.C_DECLINED, ec.C_OWN_HAS_NONE, ec.C_OWN_DIGIMON_HAS, ec.C_OTHER_PLAYED)
# restrictions the engine reads from granted modifiers only (simcore.query.immunity_of): on this Digimon or counted
# Digimon of your own, for a duration
GRANTED_RESTRICTIONS = (ec.CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON, ec.CANT_BE_AFFECTED_BY_OPPONENTS)
_CARD_FILTER_COLUMNS = (ec.F_KIND, ec.F_COLOR, ec.F_LEVEL_EQ, ec.F_LEVEL_MAX, ec.F_LEVEL_MIN, ec.F_COST_MAX,
                        ec.F_COST_EQ, ec.F_KINDS)


def _set_condition(row, cond, where):
    if cond in FLAG_CONDITIONS:
        row[ec.F_COND] = FLAG_CONDITIONS[cond]
        return
    for prefix, code in CONDITIONS:
        if cond.startswith(prefix):
            row[ec.F_COND] = code
            row[ec.F_COND_ARG] = _int(cond[len(prefix):], where)
            return
    raise EffectSyntaxError(f"{where}: unknown condition {cond!r}")


def _set_second_condition(row, cond, trigger, where):
    """A second if= of a timed effect: a condition without a number or filters of its own (column cond2)."""
    code = FLAG_CONDITIONS.get(cond)
    if code is None or code in FILTER_CONDITIONS or code in TIMED_CONDITIONS or code in (ec.C_OWN_LACKS,
                                                                                       ec.C_CAUSE_CARD,
                                                                                       ec.C_CAUSE_HAS,
                                                                                       ec.C_NAMED_UNDER_OR_OWN_HAS):
        raise EffectSyntaxError(f"{where}: a second condition is one without a number or filters ({cond!r})")
    if trigger == "static" or row[ec.F_COND2] != ec.C_NONE:
        raise EffectSyntaxError(f"{where}: two conditions: of a timed effect, no more than two")
    row[ec.F_COND2] = code


def _set_cause_match(first, cause, word, where):
    """`card.trait=X` (or a name) on an action with filters of its own, for the timings of CAUSE_TRIGGERS: the
    condition cause_has, its trait or name kept apart from the row's filters."""
    fr, match, _ = _action_row(["and_add", word], where)
    blank = _new_row()
    if match is None or any(fr[c] != blank[c] for c in _CARD_FILTER_COLUMNS) or cause:
        raise EffectSyntaxError(f"{where}: {CAUSE_PREFIX} filters on an action with filters of its own: one trait"
                                " or name only")
    if first[ec.F_COND] != ec.C_NONE:
        raise EffectSyntaxError(f"{where}: {CAUSE_PREFIX} filters and another condition")
    first[ec.F_COND] = ec.C_CAUSE_HAS
    cause.append(match)


def _set_cause_filter(first, matches, word, where):
    """`card.KEY=VALUE`: the first row's card-filter columns (which its action does not use) describe the
    card that caused the trigger; for the timings after own_digimon_played, the row's condition `cause_card`
    says so (own_digimon_played always tests them)."""
    if ec.TRIGGER_NAMES[first[ec.F_TRIGGER]] not in CAUSE_TRIGGERS:
        raise EffectSyntaxError(f"{where}: {CAUSE_PREFIX} filters only for " + ", ".join(CAUSE_TRIGGERS))
    if ec.ACTION_NAMES[first[ec.F_ACTION]] not in CAUSE_FILTER_ACTIONS and not (
            first[ec.F_TRIGGER] == ec.T_OWN_DIGIMON_WOULD_LEAVE and first[ec.F_ACTION] == ec.A_DELAY):
        raise EffectSyntaxError(f"{where}: {CAUSE_PREFIX} filters need a first action without a filter of its own")
    if first[ec.F_TRIGGER] != ec.T_OWN_DIGIMON_PLAYED:
        if first[ec.F_COND] not in (ec.C_NONE, ec.C_CAUSE_CARD):
            raise EffectSyntaxError(f"{where}: {CAUSE_PREFIX} filters and another condition")
        first[ec.F_COND] = ec.C_CAUSE_CARD
    fr, match, _ = _action_row(["and_add", word], where)
    blank = _new_row()
    for col in _CARD_FILTER_COLUMNS:
        if fr[col] != blank[col]:
            first[col] = fr[col]
    if match is not None:
        if matches[0] is not None:
            raise EffectSyntaxError(f"{where}: one trait or name filter per clause")
        matches[0] = match


def _check_leaving_rows(rows, trigger, where):
    """The rows of a would_leave_any_way / own_digimon_would_leave effect end with one `stay` clause, after its
    cost, or (would_leave_any_way) are one play_from_digivolution_cards target=self; `stay`, and the conditions on a
    leaving's cause, belong to these timings alone; <Fragment> says its N."""
    for r in rows:
        if r[ec.F_ACTION] == ec.A_KEYWORD and r[ec.F_AMOUNT] == ec.KW_FRAGMENT and (
                trigger != "static" or r[ec.F_TARGET] != ec.TG_SELF or r[ec.F_COUNT] < 1):
            raise EffectSyntaxError(f"{where}: keyword fragment is a static keyword of this Digimon with count=N")
        if r[ec.F_ACTION] == ec.A_KEYWORD and r[ec.F_AMOUNT] == ec.KW_DIGISORPTION and (
                trigger != "static" or r[ec.F_TARGET] != ec.TG_SELF or r[ec.F_COUNT] < 1):
            raise EffectSyntaxError(f"{where}: keyword digisorption is a static keyword of this card with count=N")
    stays = [i for i, r in enumerate(rows) if r[ec.F_ACTION] == ec.A_STAY]
    if trigger == "would_leave_any_way" and len(rows) == 1 and rows[0][ec.F_ACTION] == ec.A_PLAY_FROM_DIGIVOLUTION_CARDS \
            and rows[0][ec.F_TARGET] == ec.TG_SELF:
        return   # a play from beneath this Digimon before it leaves (its cause a condition of the row)
    saves = [r[ec.F_ACTION] for r in rows if r[ec.F_ACTION] in (ec.A_MATERIAL_SAVE, ec.A_DIGIVOLUTION_CARDS_UNDER_TAMER,
                                                                ec.A_PLAY_PLACED)]
    if saves:   # cards from beneath this Digimon under a Tamer before it leaves (and a play of 1 of them)
        acts = [r[ec.F_ACTION] for r in rows]
        if trigger != "would_leave_any_way" or rows[0][ec.F_TARGET] != ec.TG_SELF or acts not in (
                [ec.A_MATERIAL_SAVE], [ec.A_DIGIVOLUTION_CARDS_UNDER_TAMER],
                [ec.A_DIGIVOLUTION_CARDS_UNDER_TAMER, ec.A_PLAY_PLACED]):
            raise EffectSyntaxError(f"{where}: material_save, digivolution_cards_under_tamer (then play_placed) are "
                                    "the one row of a would_leave_any_way effect, target=self")
        return
    if trigger == "own_digimon_would_leave" and stays and rows[0][ec.F_ACTION] == ec.A_DELAY:
        # "<Delay>: by digivolving that Digimon ..., prevent that deletion": its free digivolution keeps it
        if stays != [2] or len(rows) != 3 or rows[1][ec.F_ACTION] != ec.A_DIGIVOLVE_FROM_HAND or \
                rows[1][ec.F_TARGET] != ec.TG_EVENT or rows[2][ec.F_TARGET] != ec.TG_EVENT or (
                    int(rows[1][ec.F_FILTER]) & (ec.FL_PAY_COST | ec.FL_OR_TRASH | ec.FL_MAY)) != 0:
            raise EffectSyntaxError(f"{where}: a <Delay> that keeps that Digimon runs one free digivolve_from_hand "
                                    "target=event, then stay target=event")
        return
    if trigger == "own_digimon_would_leave" and not stays and rows[0][ec.F_ACTION] == ec.A_DELAY:
        # an option's <Delay> effect: its free play runs before that Digimon leaves, which leaves all the same
        if len(rows) != 2 or rows[1][ec.F_ACTION] != ec.A_PLAY_FROM_HAND or (
                int(rows[1][ec.F_FILTER]) & (ec.FL_PAY_COST | ec.FL_OR_TRASH)) != 0:
            raise EffectSyntaxError(f"{where}: a <Delay> at own_digimon_would_leave runs one free play_from_hand")
        return
    if trigger == "own_digimon_would_leave" and not stays and rows[0][ec.F_ACTION] in (
            ec.A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS, ec.A_PLAY_FROM_HAND):
        # a free play (from the hand, or from beneath too) before that Digimon leaves, which leaves all the same
        if len(rows) != 1 or (int(rows[0][ec.F_FILTER]) & (ec.FL_PAY_COST | ec.FL_OR_TRASH)) != 0:
            raise EffectSyntaxError(f"{where}: play_from_hand_or_digivolution_cards or play_from_hand is the one free "
                                    "row of an own_digimon_would_leave effect")
        return
    if trigger == "would_leave_any_way" and not stays and rows[0][ec.F_ACTION] == ec.A_DRAW:
        # a draw, then a free play from the hand or from beneath this Digimon, before it leaves all the same
        if len(rows) != 2 or rows[1][ec.F_ACTION] != ec.A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS or \
                rows[0][ec.F_FOR_EACH] != 0 or rows[0][ec.F_COND] != ec.C_NONE or rows[0][ec.F_OPTIONAL] != 0 or \
                (int(rows[1][ec.F_FILTER]) & (ec.FL_PAY_COST | ec.FL_OR_TRASH)) != 0:
            raise EffectSyntaxError(f"{where}: a draw at would_leave_any_way runs one free "
                                    "play_from_hand_or_digivolution_cards after it")
        return
    if any(r[ec.F_ACTION] == ec.A_DNA_DIGIVOLVE_BEFORE_LEAVING for r in rows):   # a new Digimon instead
        if trigger != "own_digimon_would_leave" or len(rows) != 1:
            raise EffectSyntaxError(f"{where}: dna_digivolve_before_leaving is the one row of an "
                                    "own_digimon_would_leave effect")
        return
    if any(r[ec.F_ACTION] == ec.A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS for r in rows):
        raise EffectSyntaxError(f"{where}: play_from_hand_or_digivolution_cards belongs to own_digimon_would_leave")
    if trigger == "would_leave_any_way" and len(rows) == 2 and rows[0][ec.F_COND] == ec.C_PARTITION and all(
            r[ec.F_ACTION] == ec.A_PLAY_FROM_DIGIVOLUTION_CARDS and r[ec.F_TARGET] == ec.TG_SELF for r in rows):
        return   # <Partition>: one card of each side, its two rows
    if trigger == "own_digimon_would_leave_not_in_battle":   # a face-up security card's keeping effect
        if stays != [1] or len(rows) != 2 or rows[0][ec.F_ACTION] != ec.A_TRASH_SELF_FROM_SECURITY_COST \
                or rows[1][ec.F_TARGET] != ec.TG_EVENT or any(r[ec.F_COND] in LEAVING_CONDITIONS for r in rows):
            raise EffectSyntaxError(f"{where}: {trigger} runs trash_self_from_security_cost, then stay target=event")
        return
    if trigger not in LEAVING_TRIGGERS:
        if stays or any(r[ec.F_COND] in LEAVING_CONDITIONS for r in rows):
            raise EffectSyntaxError(f"{where}: stay and the leaving conditions belong to " + ", ".join(LEAVING_TRIGGERS))
        return
    if stays != [1] or len(rows) != 2 or not (
            rows[0][ec.F_ACTION] in (ec.A_DELETE_OWN_COST, ec.A_TRASH_FROM_HAND_COST, ec.A_TRASH_UNDER_TAMER_COST,
                                     ec.A_SUSPEND_SELF_COST, ec.A_PLACE_OWN_IN_SECURITY_COST,
                                     ec.A_TRASH_OWN_SECURITY, ec.A_TRASH_LINK_COST, ec.A_DELETE_COST,
                                     ec.A_FLIP_FACE_UP_SECURITY_COST, ec.A_TRASH_OWN_DIGIVOLUTION_COST,
                                     ec.A_TRASH_SAME_LEVEL_DIGIVOLUTION_COST)
            and rows[0][ec.F_UPTO] == 0
            and rows[0][ec.F_TARGET] != ec.TG_SELF
            or rows[0][ec.F_ACTION] in (ec.A_RETURN_DIGIVOLUTION_CARDS_COST, ec.A_TRASH_BOTTOM_FACE_DOWN_OR_COST)
            and rows[0][ec.F_TARGET] == ec.TG_SELF and trigger == "would_leave_any_way"
            or rows[0][ec.F_ACTION] == ec.A_BOUNCE and rows[0][ec.F_TARGET] == ec.TG_SELF
            or rows[0][ec.F_ACTION] == ec.A_PLACE_OWN_IN_SECURITY_COST and rows[0][ec.F_TARGET] == ec.TG_SELF
            and trigger == "own_digimon_would_leave" and rows[1][ec.F_FILTER] & ec.FL_OTHER):
        raise EffectSyntaxError(f"{where}: {trigger} runs a cost (delete_own_cost, trash_from_hand_cost, "
                                "trash_under_tamer_cost, suspend_self_cost, place_own_in_security_cost, "
                                "trash_own_security, trash_link_cost, delete_cost, flip_face_up_security_cost, "
                                "trash_own_digivolution_cost, trash_same_level_digivolution_cost, bounce target=self; return_digivolution_cards_cost target=self of "
                                "would_leave_any_way), then stay")
    stay = rows[-1]
    if not (stay[ec.F_TARGET] == ec.TG_SELF or (stay[ec.F_TARGET] == ec.TG_EVENT and trigger ==
                                                   "own_digimon_would_leave", "would_dna_digivolve")):
        raise EffectSyntaxError(f"{where}: stay keeps this Digimon (target=self) or, of own_digimon_would_leave, "
                                "that Digimon (target=event)")
    if any(r[ec.F_COND] in LEAVING_CONDITIONS for r in rows[:-1]):
        raise EffectSyntaxError(f"{where}: the leaving conditions belong to the stay clause")


def split_line(line):
    """(head, sep, body) of an effect line: the options before " : ", the clauses after it (a `card.any=K:X`
    option holds colons of its own)."""
    head, sep, body = line.partition(" : ")
    return (head, sep, body) if sep else line.partition(":")


def parse_line(line, where):
    """(card, source, Effect) for an effect line, or (card, None, note) for an `unmodeled` line."""
    head, sep, body = split_line(line)
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
    cause = []   # the trait or name of a `card.` option read as the condition cause_has
    base_matches = []
    for i, clause in enumerate(clauses):
        cw = clause.split()
        cond = None
        if i > 0:
            if not cw or cw[0] != "then":
                raise EffectSyntaxError(f"{where}: chained clauses start with 'then'")
            cw = cw[1:]
            if cw and cw[0].startswith("if="):   # "Then, if ..., ...": a condition of this clause alone
                cond, cw = cw[0][3:], cw[1:]
        r, match, base_match = _action_row(cw, where)
        if cond is not None:
            _set_condition(r, cond, where)
        matches.append(match)
        base_matches.append(base_match)
        r[ec.F_SOURCE] = SOURCES[source]
        r[ec.F_TRIGGER] = ec.TRIGGER_NAMES.index(trigger)
        static = r[ec.F_TRIGGER] == ec.T_STATIC
        if r[ec.F_TARGET] == ec.TG_ALL_OWN_SAME_NAME and (not static or r[ec.F_ACTION] not in (
                ec.A_DP, ec.A_RUSH, ec.A_BLOCKER, ec.A_JAMMING, ec.A_PIERCING, ec.A_REBOOT, ec.A_KEYWORD)):
            raise EffectSyntaxError(f"{where}: target=all_own_same_name belongs to a persistent dp or keyword")
        if r[ec.F_ACTION] == ec.A_ASSEMBLY and (r[ec.F_TRIGGER] != ec.T_ASSEMBLY or i > 0 or source != "main"):
            raise EffectSyntaxError(f"{where}: the action assembly goes with the timing assembly, one clause of the "
                                    "card's own text")
        if r[ec.F_FOR_EACH] not in (ec.Q_NONE, ec.Q_DIGIVOLUTION_CARD_COLORS) and r[ec.F_ACTION] == ec.A_DP and static \
                and not (r[ec.F_FOR_EACH] == ec.Q_OWN_SECURITY and r[ec.F_TARGET] == ec.TG_SELF):
            raise EffectSyntaxError(f"{where}: a dp counted for_each= is given by a timed effect, not a persistent one"
                                    " (but for_each=own_security of this Digimon, simcore.query.static_sum)")
        if r[ec.F_FOR_EACH] == ec.Q_OWN_SECURITY and r[ec.F_ACTION] == ec.A_DP and static and r[ec.F_PER] < 1:
            raise EffectSyntaxError(f"{where}: a persistent dp for_each=own_security counts every per= cards")
        if r[ec.F_FOR_EACH] == ec.Q_DIGIVOLUTION_CARD_COLORS and not static and r[ec.F_TARGET] not in (
                ec.TG_ALL_OWN, ec.TG_ALL_OPPONENT):   # simcore.query.static_sum; simcore.effects.act (all of them)
            raise EffectSyntaxError(f"{where}: for_each=digivolution_card_colors belongs to a persistent dp")
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
        elif opt.startswith(("if=own_has_name=", "if=own_lacks_name=")):
            # "if you have [NAME]" / "if you don't have [NAME]": the name bound like a cause_has one
            lacks = opt.startswith("if=own_lacks_name=")
            text = opt.split("=", 2)[2].replace("_", " ")
            if not text or first[ec.F_COND] != ec.C_NONE or cause:
                raise EffectSyntaxError(f"{where}: own_has_name= names one card and is the effect's only condition")
            first[ec.F_COND] = ec.C_OWN_LACKS_NAME if lacks else ec.C_OWN_HAS_NAME
            cause.append(("name_is", text))   # bare if=own_has_name: no name, never holds
        elif opt.startswith("if=") and first[ec.F_COND] not in (ec.C_NONE, ec.C_CAUSE_CARD, ec.C_CAUSE_HAS):
            _set_second_condition(first, opt[3:], trigger, where)
        elif opt.startswith("if="):
            if first[ec.F_COND] == ec.C_CAUSE_HAS and FLAG_CONDITIONS.get(opt[3:]) == ec.C_NOT_BY_OWN_EFFECTS \
                    and first[ec.F_ACTION] == ec.A_DNA_DIGIVOLVE_BEFORE_LEAVING and first[ec.F_COND2] == ec.C_NONE:
                first[ec.F_COND2] = ec.C_NOT_BY_OWN_EFFECTS   # the leaving's cause beside the leaving card's trait
                continue
            if first[ec.F_COND] in (ec.C_CAUSE_CARD, ec.C_CAUSE_HAS) and first[ec.F_COND2] == ec.C_NONE \
                    and FLAG_CONDITIONS.get(opt[3:]) == ec.C_EVENT_SAME_LEVEL:
                first[ec.F_COND2] = ec.C_EVENT_SAME_LEVEL   # the Digimon that digivolved, beside the card's filter
                continue
            if first[ec.F_COND] in (ec.C_CAUSE_CARD, ec.C_CAUSE_HAS) \
                    and FLAG_CONDITIONS.get(opt[3:]) == ec.C_ONE_OR_FEWER_OWN_DIGIMON:
                _set_second_condition(first, opt[3:], trigger, where)   # beside a `card.` option
                continue
            if first[ec.F_COND] == ec.C_CAUSE_HAS and FLAG_CONDITIONS.get(opt[3:]) == ec.C_ONE_OR_FEWER_OWN_TAMERS:
                _set_second_condition(first, opt[3:], trigger, where)   # beside a `card.` option's cause_has
                continue
            if first[ec.F_COND] == ec.C_CAUSE_CARD and FLAG_CONDITIONS.get(opt[3:]) == ec.C_ATTACKING_PLAYER:
                _set_second_condition(first, opt[3:], trigger, where)   # the attack's target, beside the attacker's
                continue
            if first[ec.F_COND] in (ec.C_CAUSE_CARD, ec.C_CAUSE_HAS):
                raise EffectSyntaxError(f"{where}: {CAUSE_PREFIX} filters and another condition")
            _set_condition(first, opt[3:], where)
        elif opt.startswith(CAUSE_PREFIX):
            if trigger in CAUSE_TRIGGERS and ec.ACTION_NAMES[first[ec.F_ACTION]] not in CAUSE_FILTER_ACTIONS and not (
                    trigger == "own_digimon_would_leave" and first[ec.F_ACTION] == ec.A_DELAY):   # (no filters)
                _set_cause_match(first, cause, opt[len(CAUSE_PREFIX):], where)
            else:
                _set_cause_filter(first, matches, opt[len(CAUSE_PREFIX):], where)
        else:
            raise EffectSyntaxError(f"{where}: unknown option {opt!r}")
    if trigger == "would_leave" and (len(rows) != 1 or first[ec.F_ACTION] != ec.A_PLAY_FROM_DIGIVOLUTION_CARDS
                                     or first[ec.F_TARGET] != ec.TG_SELF):
        raise EffectSyntaxError(f"{where}: would_leave runs one play_from_digivolution_cards target=self only")
    _check_leaving_rows(rows, trigger, where)
    if trigger == "hand_counter" and (len(rows) != 1 or first[ec.F_ACTION] != ec.A_DIGIVOLVE_FROM_HAND
                                      or first[ec.F_TARGET] != ec.TG_OWN or source != "main"):
        raise EffectSyntaxError(f"{where}: hand_counter runs one digivolve_from_hand target=own row of the card's own "
                                "text (<Blast Digivolve>)")
    if any(r[ec.F_ACTION] == ec.A_OVERFLOW for r in rows) and (
            trigger != "static" or source != "main" or len(rows) != 1 or first[ec.F_AMOUNT] <= 0):
        raise EffectSyntaxError(f"{where}: overflow N (N > 0) is one persistent row of the card's own text")
    hand_actions = (ec.A_HAND_DIGIVOLVE, ec.A_HAND_PLAY)
    if (trigger == "hand_main") != (first[ec.F_ACTION] in hand_actions) or len(rows) != 1:
        if trigger == "hand_main" or any(r[ec.F_ACTION] in hand_actions for r in rows):
            raise EffectSyntaxError(f"{where}: hand_main runs one hand_digivolve or hand_play row, and those are "
                                    "hand_main's")
    for i, (r, match) in enumerate(zip(rows, matches)):
        # the filter is the condition's (decks.effects.effect_rows moves it to the argument): the action keeps its
        # other filters (a level, DP) and chooses among the opponent's Digimon, or has no target; or a delete, dp or
        # bounce on all of the opponent's Digimon
        on_all_opponent = r[ec.F_TARGET] == ec.TG_ALL_OPPONENT and r[ec.F_ACTION] in (ec.A_DELETE, ec.A_DP, ec.A_BOUNCE)
        this_key = base_matches[i] is not None and base_matches[i][0] == ec.F_THIS_MATCH
        if r[ec.F_COND] in NAMED_UNDER_CONDITIONS and match is not None and not this_key \
                and r[ec.F_TARGET] not in (ec.TG_SELF, ec.TG_NONE, ec.TG_PLAYER, ec.TG_OPPONENT) \
                and not (r[ec.F_TARGET] == ec.TG_ALL_OWN and r[ec.F_ACTION] == ec.A_CANT) and not on_all_opponent:
            raise EffectSyntaxError(f"{where}: named_digivolution_cards>= reads the clause's trait or name filter: an"
                                    " action on this Digimon (target=self), with no target, on the opponent's Digimon"
                                    " (target=opponent; a delete, dp or bounce also target=all_opponent), or a"
                                    " restriction on all of your Digimon (cant target=all_own), with no trait or name"
                                    " filter of its own (none: it counts nothing)")
        if this_key and r[ec.F_COND] == ec.C_NAMED_UNDER_OR_OWN_HAS and trigger == "static":
            raise EffectSyntaxError(f"{where}: a persistent named_under_or_own_has reads the own_has half only (no "
                                    "this_ key)")
        if this_key and not (i == 0 and r[ec.F_COND] in (ec.C_THIS_HAS, ec.C_OWN_DIGIMON_HAS)) \
                and r[ec.F_COND] not in (*NAMED_UNDER_CONDITIONS, ec.C_NAMED_UNDER_OR_OWN_HAS):
            raise EffectSyntaxError(f"{where}: this_trait=, this_name~ and this_name= belong to the first clause of an"
                                    " if=this_has effect or to a clause of if=named_digivolution_cards>=")
        if r[ec.F_COND] == ec.C_THIS_HAS and match is not None and not this_key and not (
                ec.ACTION_NAMES[r[ec.F_ACTION]] in CAUSE_FILTER_ACTIONS + THIS_HAS_COSTS or r[ec.F_TARGET] == ec.TG_SELF):
            raise EffectSyntaxError(f"{where}: this_has reads the clause's trait or name filter: the action must"
                                    " have none of its own")
        # a persistent play_cost_down of a card in the hand has no card filters of its own: own_has reads them
        # (simcore.query.battle_area_has)
        cost_down_has = (r[ec.F_COND] == ec.C_OWN_HAS and r[ec.F_ACTION] == ec.A_PLAY_COST_DOWN
                         and trigger == "static")
        # a persistent dp or keyword of this Digimon: own_has reads its filters too (simcore.query.self_row_holds)
        cost_down_has = cost_down_has or (r[ec.F_COND] == ec.C_OWN_HAS and trigger == "static" and i == 0
                                          and r[ec.F_TARGET] == ec.TG_SELF and r[ec.F_ACTION] in SELF_HAS_ACTIONS)
        self_action = r[ec.F_TARGET] == ec.TG_SELF and ec.ACTION_NAMES[r[ec.F_ACTION]] in SELF_ACTIONS_WITHOUT_FILTERS
        # "if you don't have an [X] Tamer, play an [X] Tamer": the condition and the play read the same filters
        self_action = self_action or (r[ec.F_COND] == ec.C_OWN_HAS_NONE and i == 0
                                      and ec.ACTION_NAMES[r[ec.F_ACTION]] == "play_from_hand")
        if r[ec.F_COND] in FILTER_CONDITIONS[1:] and ec.ACTION_NAMES[r[ec.F_ACTION]] not in CAUSE_FILTER_ACTIONS \
                and not cost_down_has and not self_action:
            raise EffectSyntaxError(f"{where}: {ec.COND_NAMES[r[ec.F_COND]]} reads the clause's card filters: the"
                                    " action must have none of its own")
        if cost_down_has and any(r[c] != _new_row()[c] for c in (ec.F_LEVEL_EQ, ec.F_LEVEL_MAX, ec.F_LEVEL_MIN,
                                                                   ec.F_COST_MAX, ec.F_COST_EQ, ec.F_DP_MAX)):
            raise EffectSyntaxError(f"{where}: own_has of play_cost_down reads kind=, kinds=, color= and a trait or"
                                    " name only")
        # a play_cost_down of a card in the hand reads digimon_dp>= itself (simcore.query.play_cost)
        cost_down_dp = (r[ec.F_COND] == ec.C_DIGIMON_DP_GE and r[ec.F_ACTION] == ec.A_PLAY_COST_DOWN
                        and trigger == "static")
        if r[ec.F_COND] in TIMED_CONDITIONS and trigger == "static" and not cost_down_has and not cost_down_dp and not (
                r[ec.F_COND] == ec.C_OPPONENT_DP_GE and r[ec.F_ACTION] == ec.A_DIGIVOLVE_WHILE_YOU_HAVE):
            raise EffectSyntaxError(f"{where}: {ec.COND_NAMES[r[ec.F_COND]]} is a condition of timed effects")
        if r[ec.F_COND] == ec.C_HAS_SECURITY_ATTACK and (trigger != "static" or r[ec.F_TARGET] not in (
                ec.TG_ALL_OPPONENT, ec.TG_ALL_OWN)):   # simcore.query.field_total tests it on the Digimon reached
            raise EffectSyntaxError(f"{where}: has_security_attack is a condition of a persistent all_opponent or "
                                    "all_own row")
        if r[ec.F_ACTION] == ec.A_CANT and r[ec.F_AMOUNT] == ec.CANT_ATTACK_THIS and (
                trigger != "static" or r[ec.F_TARGET] != ec.TG_ALL_OPPONENT or source == "link"):
            raise EffectSyntaxError(f"{where}: attack_this is a restriction of a persistent all_opponent row of a "
                                    "Digimon (simcore.query.attack_this_barred)")
    for r, match in zip(rows, matches):
        # a persistent one of this Digimon's own (simcore.query.static_immunity) reads no condition but this one
        own_static = (trigger == "static" and r[ec.F_TARGET] == ec.TG_SELF
                      and r[ec.F_AMOUNT] in (ec.CANT_BE_AFFECTED_BY_OPPONENTS, ec.CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON)
                      and r[ec.F_COND] in (ec.C_NONE, ec.C_NO_DIGIVOLUTION_CARDS, ec.C_OWN_MEMORY_LE)
                      and r[ec.F_COND2] == 0)
        # all of your Digimon, later ones too (simcore.query.immunity_of): with no Digimon filters (a trait or name
        # only as the filter named_digivolution_cards>= reads)
        all_own = (r[ec.F_TARGET] == ec.TG_ALL_OWN and r[ec.F_FILTER] == 0
                   and (match is None or r[ec.F_COND] in NAMED_UNDER_CONDITIONS)
                   and all(r[c] == _new_row()[c] for c in _CARD_FILTER_COLUMNS + (ec.F_DP_MAX,)))
        # all of your Digimon passing filters tested again at every read (simcore.query.filtered_immunity): an
        # immunity, its filters those of an "all of ..." row (no DP)
        all_own_filtered = (r[ec.F_TARGET] == ec.TG_ALL_OWN and r[ec.F_DP_MAX] == _new_row()[ec.F_DP_MAX]
                            and r[ec.F_COST_MAX] == _new_row()[ec.F_COST_MAX]
                            and r[ec.F_AMOUNT] in (ec.CANT_BE_AFFECTED_BY_OPPONENTS,
                                                   ec.CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON)
                            and r[ec.F_FILTER] & ~(ec.FL_SUSPENDED | ec.FL_NO_DIGIVOLUTION_CARDS) == 0)
        if r[ec.F_ACTION] == ec.A_CANT and r[ec.F_AMOUNT] in GRANTED_RESTRICTIONS and not own_static and (
                trigger == "static" or r[ec.F_TARGET] not in (ec.TG_SELF, ec.TG_OWN) and not all_own
                and not all_own_filtered):
            raise EffectSyntaxError(f"{where}: {ec.RESTRICTION_NAMES[r[ec.F_AMOUNT]]} is granted for a duration, to "
                                    "this Digimon, counted Digimon of your own or all of your Digimon (an immunity: "
                                    "with filters of an all-of row, no DP)")
        if r[ec.F_ACTION] == ec.A_PLACE_FROM_TRASH_UNDER and (trigger == "own_digimon_digivolved") == (
                r[ec.F_TARGET] in (ec.TG_SELF, ec.TG_OWN)):
            raise EffectSyntaxError(f"{where}: place_from_trash_under places under the Digimon of an "
                                    "own_digimon_digivolved timing, this Digimon (target=self) or 1 of yours "
                                    "(target=own)")
    for before, r in zip(rows, rows[1:]):
        paid_from = (before[ec.F_ACTION] == ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST and r[ec.F_TARGET] == ec.TG_OWN
                     and before[ec.F_FILTER] & ec.FL_FROM_DIGIVOLUTION_CARDS)   # the Digimon the cards came from
        if r[ec.F_FILTER] & ec.FL_SAME_TARGETS and not paid_from and (
                r[ec.F_TARGET] not in (ec.TG_OWN, ec.TG_OPPONENT) or before[ec.F_TARGET] != r[ec.F_TARGET]):
            raise EffectSyntaxError(f"{where}: same_targets takes the counted targets of the clause before it")
        if r[ec.F_COND] in (ec.C_DELETED_BY_EFFECT, ec.C_CAUSE_SAME_NAME, ec.C_EVENT_SAME_LEVEL, ec.C_OTHER_PLAYED):
            raise EffectSyntaxError(f"{where}: {ec.COND_NAMES[r[ec.F_COND]]} is a condition of a whole effect")
        r[ec.F_WINDOW] = first[ec.F_WINDOW]
    for code in (ec.C_SUSPENDED_BY_EFFECT, ec.C_OWN_SUSPENDED_BY_EFFECT, ec.C_SELF_SUSPENDED_BY_EFFECT):
        if any(r[ec.F_COND] == code for r in rows) and trigger != "any_digimon_suspended":
            raise EffectSyntaxError(f"{where}: {ec.COND_NAMES[code]} is a condition of any_digimon_suspended")
    for code, timing in ((ec.C_BY_EFFECT, "any_digimon_played_or_digivolved"),
                         (ec.C_EVENT_DNA_DIGIVOLVED, "own_digimon_digivolved"),
                         (ec.C_EVENT_SAME_LEVEL, "own_digimon_digivolved"),
                         (ec.C_OTHER_PLAYED, "own_digimon_played")):
        if any(r[ec.F_COND] == code or r[ec.F_COND2] == code for r in rows) and trigger != timing:
            raise EffectSyntaxError(f"{where}: {ec.COND_NAMES[code]} is a condition of {timing}")
    for code in (ec.A_RETURN_PLAYED_AT_OPPONENTS_TURN_END, ec.A_DELETE_PLAYED_AT_YOUR_TURN_END,
                 ec.A_PLAYED_CANT_DIGIVOLVE):
        if any(r[ec.F_ACTION] == code and (i == 0 or rows[i][ec.F_COND] != ec.C_PLAYED) for i, r in enumerate(rows)):
            raise EffectSyntaxError(f"{where}: {ec.ACTION_NAMES[code]} follows a play clause, with if=played")
    uses = (ec.A_USE_OPTION_FROM_HAND, ec.A_USE_OPTION_FROM_TRASH, ec.A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS,
            ec.A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS)
    if any(r[ec.F_COND] == ec.C_OPTION_USED and (i == 0 or rows[i - 1][ec.F_ACTION] not in uses)
           for i, r in enumerate(rows)):   # simcore.engine.effect_option_used runs it after the use
        raise EffectSyntaxError(f"{where}: option_used is of the clause right after a use_option_from_* clause")
    if any(r[ec.F_ACTION] == ec.A_TRASH_ANY_DIGIVOLUTION_CARDS and r[ec.F_TARGET] != ec.TG_OPPONENT for r in rows):
        raise EffectSyntaxError(f"{where}: trash_any_digivolution_cards is of the opponent's Digimon (target=opponent)")
    mine = (ec.A_DELETE_TOTAL_DP, ec.A_DELETE_COST_RAISED, ec.A_TRASH_DIGIVOLUTION_CARDS_OF_ONE)
    if any(r[ec.F_ACTION] in (ec.A_PLACE_TOP_DIGIVOLUTION_COST, ec.A_TRASH_BOTTOM_FACE_DOWN_OR_COST,
                              ec.A_ACTIVATE_PLACED_ON_PLAY) and r[ec.F_TARGET] != ec.TG_SELF for r in rows):
        raise EffectSyntaxError(f"{where}: place_top_digivolution_cost, activate_placed_on_play and"
                                " trash_bottom_face_down_or_cost are of this Digimon (target=self)")
    if any(r[ec.F_ACTION] == ec.A_ACTIVATE_PLACED_ON_PLAY and (
            i == 0 or rows[i - 1][ec.F_ACTION] != ec.A_PLACE_TOP_DIGIVOLUTION_COST) for i, r in enumerate(rows)):
        raise EffectSyntaxError(f"{where}: activate_placed_on_play follows a place_top_digivolution_cost clause")
    if any(r[ec.F_ACTION] in mine and r[ec.F_TARGET] != ec.TG_OPPONENT for r in rows):
        raise EffectSyntaxError(f"{where}: delete_total_dp, delete_cost_raised and trash_digivolution_cards_of_one"
                                " are of the opponent's Digimon (target=opponent)")
    text = " ".join(line.split())
    return card, source, Effect(card, source, text, tuple(tuple(r) for r in rows), tuple(matches),
                                tuple(base_matches) if any(base_matches) else (), cause[0] if cause else None)


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


def _read_data(name):
    path = resources.files("decks").joinpath("data", name)
    return path.read_text(encoding="utf-8") if path.is_file() else ""


@functools.cache
def hand_written_effects():
    """{card number: CardEffects} of the hand-written files."""
    out = {}
    for name in HAND_WRITTEN_FILES:
        for card, entry in parse_effects(_read_data(name), name).items():
            merged = out.setdefault(card, CardEffects())
            merged.effects += entry.effects
            merged.unmodeled += entry.unmodeled
    return out


class EffectTable(Mapping):
    """{card number: CardEffects} of the hand-written files and, for the other cards, the generated file. The
    generated lines of a card are parsed when the card is first looked up: a match needs a few dozen cards
    of the thousands in the file."""

    def __init__(self, hand, generated_text, source_name=GENERATED_FILE):
        self._hand = hand
        self._raw = {}
        for lineno, raw in enumerate(generated_text.splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if line:
                card = line.split(None, 1)[0].upper()
                if card not in hand:
                    self._raw.setdefault(card, []).append(f"{source_name}:{lineno}\t{line}")
        self._parsed = {}
        self._cards = list(dict.fromkeys([*self._raw, *hand]))

    def __getitem__(self, card):
        if card in self._hand:
            return self._hand[card]
        entry = self._parsed.get(card)
        if entry is None:
            entry = CardEffects()
            for tagged in self._raw[card]:      # KeyError: no lines for this card
                where, line = tagged.split("\t", 1)
                _, source, item = parse_line(line, where)
                (entry.unmodeled if source is None else entry.effects).append(item)
            self._parsed[card] = entry
        return entry

    def __contains__(self, card):
        return card in self._hand or card in self._raw

    def __iter__(self):
        return iter(self._cards)

    def __len__(self):
        return len(self._cards)


@functools.cache
def load_effects():
    """{card number: CardEffects}: the generated lines, each card with hand-written lines taking those."""
    return EffectTable(hand_written_effects(), _read_data(GENERATED_FILE))


def unmodeled_mechanic(note):
    """(block, mechanic) of an `unmodeled` note written `BLOCK: MECHANIC` (block None for a free note)."""
    block, sep, mechanic = note.partition(":")
    if sep and block.strip() in ("main", "inherited", "security", "link"):
        return block.strip(), mechanic.strip()
    return None, note.strip()


def card_coverage(card, effects=None):
    """'full' if every block of the card's rules text is encoded and nothing is marked unmodeled (cards
    without text are full), 'none' if nothing of its text is encoded, else 'partial'."""
    effects = load_effects() if effects is None else effects
    entry = effects.get(card.number)
    encoded = entry.effects if entry is not None else []
    if entry is not None and entry.unmodeled:
        return "partial" if encoded else "none"
    if not card.effects:
        return "full"
    if not encoded:
        return "none"
    encoded_blocks = {e.source for e in encoded}
    if any(b not in encoded_blocks for b in card.effects):
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


TEXT_NAMES_FILE = "text_names.tsv"


@functools.cache
def text_names():
    """{card number: frozenset of the lowercase [NAME]s the effects ask for that are in the card's text}
    (RULES.md §11 "with X in its text": name, traits, effect and requirement texts), precomputed from the card
    database by decks.tools.compile_effects: the package holds no card text."""
    out = {}
    for line in _read_data(TEXT_NAMES_FILE).splitlines():
        if line and not line.startswith("#"):
            number, _, names = line.partition("\t")
            out[number] = frozenset(names.split("|"))
    return out


NAME_ALIASES_FILE = "name_aliases.tsv"


@functools.cache
def name_aliases():
    """{card number: (the names it is also treated as, the names it also has in its name)}, lowercase, from the
    rule lines that give a card more names ("[Rule] Name: Also treated as [X]", "... as having [X]"), precomputed
    by decks.tools.compile_effects: the package holds no card text."""
    out = {}
    for line in _read_data(NAME_ALIASES_FILE).splitlines():
        if line and not line.startswith("#"):
            number, exact, parts = line.split("\t")
            out[number] = (tuple(n for n in exact.split("|") if n), tuple(n for n in parts.split("|") if n))
    return out


def card_names(card):
    """(the card's exact names: its printed name and those it is also treated as; the names that are only part of
    its name), lowercase. RULES.md section 11 and General Rules 2-3-1-2/2-3-1-3: `[X]` matches an exact name,
    "X in its name" any of them; a name the card is "treated as having" is in its name, never its exact name."""
    exact, parts = name_aliases().get(card.number, ((), ()))
    return (card.name.lower(), *exact), parts


def card_has(card, match, excluded=()):
    """Whether the card has the trait / name of a trait= or name filter (or the colour of base_color=); `A|B` is
    either (RULES.md §11); `any` alternatives name their own kind (`text_has:three musketeers`), a `trait_except`
    one a trait of the card that the others do not see ("[Animal] in one of its traits, other than [Sea Animal]")."""
    kind, text = match
    if kind == "all":   # every part: `trait:reptile,dragonkin|trait:liberator` (a part's X,Z: either)
        parts = (part.partition(":") for part in text.lower().split("|"))
        return all(card_has(card, (k, t.replace(",", "|"))) for k, _, t in parts)
    if kind == "any":
        alts = [alt.partition(":")[::2] for alt in text.lower().split("|")]
        hidden = {t for k, t in alts if k == "trait_except"}
        if any(k == "name_except" and t in card_names(card)[0] for k, t in alts):
            return False   # "[A] in its name (other than [B])": B fails
        return any(card_has(card, (k, t), hidden) for k, t in alts if k not in ("trait_except", "name_except"))
    traits = [t.lower() for t in card.traits if t.lower() not in excluded]
    # the sets print some traits with and without the space or hyphen ([BlueFlare] / [Blue Flare], [ArmorForm] /
    # [Armor Form], [X-Antibody] / [X Antibody]): a trait is compared with neither
    bare_traits = [t.replace(" ", "").replace("-", "") for t in traits]
    for alt in text.lower().split("|"):
        if kind == "text_has" and alt in text_names().get(card.number, ()):
            return True
        if kind == "kind_is" and card.kind == alt:
            return True
        if kind == "inherited_kind" and card.kind == alt and "inherited" in card.effects:
            return True
        bare = alt.replace(" ", "").replace("-", "")
        if kind == "trait" and bare in bare_traits:
            return True
        if kind == "trait_has" and any(bare in t for t in bare_traits):
            return True   # a part of a trait
        if kind == "name_has" and any(alt in n for names in card_names(card) for n in names):
            return True
        if kind == "name_is" and alt in card_names(card)[0]:
            return True
        if kind == "color" and alt in card.colors:
            return True
        if kind == "colors_is" and alt.isdigit() and len(card.colors) == int(alt):
            return True
    return False


def shared_once_key(text):
    """What one [Once Per Turn] effect printed with several timings has the same on each of its lines, one line a
    timing, written one after another: the line less its timing (word 3). Such lines share one use."""
    words = text.split()
    return (words[0], words[1], *words[3:])


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
        once_group = None   # (line without its timing, row keeping the use) of the effect before
        for k, e in enumerate(entry.effects):
            none = (None,) * len(e.rows)
            start = len(rows)
            if e.rows[0][ec.F_ONCE] != 0:
                untimed = shared_once_key(e.text)
                if once_group is None or once_group[0] != untimed:
                    once_group = (untimed, start)
            else:
                once_group = None
            for i, (r, match, base) in enumerate(zip(e.rows, e.matches or none, e.base_matches or none)):
                r = list(r)
                if i == 0 and once_group is not None:   # simcore.targets.once_row: the group's first row keeps it
                    r[ec.F_ONCE] = 1 + start - once_group[1]
                r[ec.F_CARD] = t
                r[ec.F_EFFECT] = k
                extra = (base or (ec.F_BASE_MATCH, None),) if not base or not isinstance(base[0], tuple) else base
                for column, m in ((ec.F_MATCH, match),) + extra:
                    if m is not None:
                        if m not in match_index:
                            if len(match_index) >= MAX_MATCHES:
                                raise ValueError(f"more than {MAX_MATCHES} trait/name filters in one match")
                            match_index[m] = len(match_index)
                        r[column] = match_index[m] + 1
                if r[ec.F_COND] == ec.C_THIS_HAS:   # the trait/name this Digimon must have (0: none)
                    r[ec.F_COND_ARG] = r[ec.F_THIS_MATCH] if r[ec.F_THIS_MATCH] > 0 else r[ec.F_MATCH]
                elif r[ec.F_COND] == ec.C_OWN_LACKS:   # the trait/name no card of the field may have
                    r[ec.F_COND_ARG], r[ec.F_MATCH] = r[ec.F_MATCH], 0
                elif r[ec.F_COND] == ec.C_OWN_DIGIMON_ALL_HAVE:   # the trait/name/text each of your Digimon must have
                    r[ec.F_COND_ARG], r[ec.F_MATCH] = r[ec.F_MATCH], 0
                elif r[ec.F_COND] == ec.C_NO_FACE_UP_SECURITY_OF_COLOR:   # the colours no face-up card may have
                    r[ec.F_COND_ARG], r[ec.F_COLOR] = r[ec.F_COLOR], 0
                elif r[ec.F_COND] == ec.C_NAMED_UNDER_OR_OWN_HAS:   # the trait/name one of your Digimon may have
                    r[ec.F_COND_ARG], r[ec.F_MATCH] = r[ec.F_MATCH], 0   # (F_THIS_MATCH: the digivolution card's)
                elif r[ec.F_COND] in NAMED_UNDER_CONDITIONS and r[ec.F_THIS_MATCH] > 0:
                    # this_name= / this_trait=...: the digivolution cards' trait or name, apart from the clause's
                    r[ec.F_COND_ARG], r[ec.F_THIS_MATCH] = r[ec.F_COND_ARG] * 64 + r[ec.F_THIS_MATCH], 0
                elif r[ec.F_COND] in NAMED_UNDER_CONDITIONS:   # N * 64 + the digivolution cards' bit
                    r[ec.F_COND_ARG], r[ec.F_MATCH] = r[ec.F_COND_ARG] * 64 + r[ec.F_MATCH], 0
                elif r[ec.F_COND] == ec.C_OWN_TAMER_NAMES_GE:   # N * 64 + the Tamers' bit (the clause keeps it)
                    r[ec.F_COND_ARG] = r[ec.F_COND_ARG] * 64 + r[ec.F_MATCH]
                elif r[ec.F_COND] in (ec.C_OWN_TRAIT_TAMERS_GE, ec.C_OWN_TRAIT_DIGIVOLUTION_CARDS_GE,
                                      ec.C_OWN_SUSPENDED_TRAIT_DIGIMON_GE):   # N * 64 + the bit (the clause loses it)
                    r[ec.F_COND_ARG], r[ec.F_MATCH] = r[ec.F_COND_ARG] * 64 + r[ec.F_MATCH], 0
                elif r[ec.F_COND] == ec.C_OWN_NAMED_UNDER:   # the digivolution cards' bit (the clause loses it)
                    r[ec.F_COND_ARG], r[ec.F_MATCH] = r[ec.F_MATCH], 0
                if r[ec.F_COND] in (ec.C_CAUSE_HAS, ec.C_OWN_HAS_NAME, ec.C_OWN_LACKS_NAME) \
                        and e.cause_match is not None \
                        and r[ec.F_CHAIN] == 0:
                    if e.cause_match not in match_index:
                        if len(match_index) >= MAX_MATCHES:
                            raise ValueError(f"more than {MAX_MATCHES} trait/name filters in one match")
                        match_index[e.cause_match] = len(match_index)
                    r[ec.F_COND_ARG] = match_index[e.cause_match] + 1   # the trait/name the event's card must have
                rows.append(r)
        count[t] = len(rows) - first[t]
    match_bits = np.zeros(len(numbers), np.int64)
    xros_names = digixros_names(numbers, effects)
    for match, k in match_index.items():
        for t, n in enumerate(numbers):
            if match[0] == "xros_name":   # a DigiXros entry's name: the card's own, or one it is treated as having
                if card_has(get_card(n), ("name_is", match[1])) or \
                        xros_names.get(n, set()) & set(match[1].lower().split("|")):
                    match_bits[t] |= np.int64(1) << np.int64(k)
            elif card_has(get_card(n), match):
                match_bits[t] |= np.int64(1) << np.int64(k)
    table = np.array(rows, np.int32).reshape(len(rows), ec.EFW) if rows else np.zeros((1, ec.EFW), np.int32)
    return table, first, count, match_bits


def digixros_names(numbers, effects):
    """{card number: the names its `digixros_name` rows give it for DigiXros requirements} (lowercase)."""
    out = {}
    for n in numbers:
        entry = effects.get(n)
        for e in entry.effects if entry is not None else ():
            for r, match in zip(e.rows, e.matches or (None,) * len(e.rows)):
                if r[ec.F_ACTION] == ec.A_DIGIXROS_NAME and match is not None:
                    out.setdefault(n, set()).add(match[1].lower())
    return out


def card_set(number):
    """The set a card number belongs to: 'BT1' for BT1-010, 'P' for P-001."""
    return number.rsplit("-", 1)[0]


def missing_mechanics(number, effects=None):
    """The mechanics named by the card's `unmodeled` notes, in order, without repeats."""
    effects = load_effects() if effects is None else effects
    entry = effects.get(number)
    out = []
    for note in entry.unmodeled if entry is not None else ():
        mechanic = unmodeled_mechanic(note)[1]
        if mechanic not in out:
            out.append(mechanic)
    return out


def pool_coverage(cards, effects=None, copies=None):
    """Coverage of a card pool ({number: Card}): {"pool": {"cards", "full", "partial", "none"},
    "by_set": {set: same}, "by_mechanic": {mechanic: {"cards", "sole"}}} where a mechanic counts the cards
    whose unmodeled notes name it, and "sole" those for which it is the only one missing. With `copies`
    ({number: count}, e.g. the cards of a field of decks), each mechanic also gets "copies" and "sole_copies"
    and the result a "copies" entry like "pool" that counts card copies. Mechanics are sorted by the copies
    (else the cards) they block, most first."""
    effects = load_effects() if effects is None else effects

    def counts():
        return {"cards": 0, "full": 0, "partial": 0, "none": 0}

    pool, by_set, by_mechanic = counts(), {}, {}
    weighted = counts() if copies is not None else None
    for number, card in cards.items():
        cov = card_coverage(card, effects)
        for c in (pool, by_set.setdefault(card_set(number), counts())):
            c["cards"] += 1
            c[cov] += 1
        n = (copies or {}).get(number, 0)
        if weighted is not None and n:
            weighted["cards"] += n
            weighted[cov] += n
        mechanics = missing_mechanics(number, effects)
        for m in mechanics:
            entry = by_mechanic.setdefault(m, {"cards": 0, "sole": 0} if copies is None else
                                           {"cards": 0, "sole": 0, "copies": 0, "sole_copies": 0})
            entry["cards"] += 1
            entry["sole"] += len(mechanics) == 1
            if copies is not None:
                entry["copies"] += n
                entry["sole_copies"] += n if len(mechanics) == 1 else 0
    key = (lambda kv: (-kv[1]["copies"], -kv[1]["cards"], kv[0])) if copies is not None else \
        (lambda kv: (-kv[1]["cards"], kv[0]))
    out = {"pool": pool, "by_set": by_set, "by_mechanic": dict(sorted(by_mechanic.items(), key=key))}
    if weighted is not None:
        out["copies"] = weighted
    return out


# --- plain words: what an encoded line does, for `dcgsim cards show` -----------------------------------------

TRIGGER_WORDS = {
    "static": "always", "on_play": "when it is played", "when_digivolving": "when it digivolves",
    "when_attacking": "when it attacks", "on_deletion": "when it is deleted", "gained_on_deletion": "the [On Deletion] effect a Digimon gains by this card (when it is deleted while it has it)",
    "gained_when_blocked": "the \"when it is blocked\" effect a Digimon gains by this card (when its attack is blocked while it has it)",
    "end_of_attack": "at the end of its attack",
    "start_of_your_turn": "at the start of your turn", "end_of_your_turn": "at the end of your turn",
    "end_of_opponents_turn": "at the end of the opponent's turn", "main": "when the option is used",
    "security": "when revealed as a security card", "when_blocked": "when its attack is blocked",
    "opponent_deleted_by_dp": "when an opponent's Digimon is deleted at 0 DP",
    "own_digimon_deleted": "when one of your Digimon is deleted",
    "opponent_suspended": "when an opponent's Digimon is suspended",
    "blocker_used": "when you block with a Digimon", "deletes_in_battle": "when it deletes a Digimon in battle",
    "activated": "as a main-phase action", "start_of_your_main_phase": "at the start of your main phase",
    "counter": "at the counter timing", "start_of_opponents_turn": "at the start of the opponent's turn",
    "opponent_security_removed": "when a card leaves the opponent's security stack",
    "own_security_removed": "when a card leaves your security stack",
    "own_digimon_played": "when one of your Digimon is played",
    "own_digimon_played_by_effect": "when an effect plays one of your Digimon",
    "trashed_from_hand": "from your trash, when one of your effects trashed it from your hand",
    "trashed_from_security": "from your trash, when an effect trashed it from your security stack",
    "trashed_from_deck": "from your trash, when an effect trashed it from the top of your deck",
    "own_deck_trashed": "when an effect trashes cards from the top of your deck",
    "own_security_added": "when an effect adds cards to your security stack",
    "trash_own_digimon_played": "from your trash, when one of your Digimon is played",
    "trash_own_digimon_digivolved": "from your trash, when one of your Digimon digivolves",
    "own_option_used": "when you use an option card",
    "opponent_option_used": "when your opponent uses an option card",
    "own_hand_trashed": "when one of your effects trashes a card in your hand",
    "own_tamer_digivolved": "when one of your Tamers digivolves",
    "other_own_digivolved": "when another of your Digimon digivolves",
    "own_digimon_moved_out": "when one of your Digimon leaves the breeding area for the battle area",
    "when_moving": "when it leaves the breeding area for the battle area",
    "opponent_digimon_deleted": "when one of the opponent's Digimon is deleted",
    "other_deleted": "when another Digimon or Tamer of either player is deleted",
    "other_deleted_in_battle": "when another Digimon of either player is deleted in battle",
    "opponent_digimon_played": "when one of the opponent's Digimon is played",
    "digivolution_card_trashed": "when this card is trashed from under a Digimon",
    "cards_placed_under": "when an effect places cards under this Digimon",
    "own_digimon_cards_placed_under": "when an effect places cards under one of your Digimon",
    "cards_trashed_from_under": "when an effect trashes a card from under this Tamer",
    "digixros_play": "when you play a Digimon card with its DigiXros materials",
    "assembly": "<Assembly>, when played from the hand",
    "opponent_digimon_moved_out": "when one of the opponent's Digimon leaves the breeding area for the battle area",
    "own_digimon_with_sources_deleted": "when one of your Digimon with digivolution cards is deleted",
    "own_tamer_suspended": "when one of your Tamers suspends",
    "own_tamer_deleted": "when one of your Tamers is deleted",
    "own_digimon_would_leave_not_in_battle": "when one of your Digimon is about to leave play, not in battle",
    "when_suspended": "when it suspends",
    "own_digimon_digivolved": "when one of your Digimon digivolves",
    "own_tamer_played": "when one of your Tamers is played",
    "own_security_placed_face_up": "when an effect places a card face up in your security stack",
    "own_digimon_checks_face_up_security": "when one of your Digimon checks a face-up security card",
    "when_checks_security": "when this Digimon checks a security card",
    "opponent_digimon_attacks": "when one of the opponent's Digimon attacks",
    "own_digimon_suspended": "when one of your Digimon suspends",
    "own_digimon_wins_battle": "when one of your Digimon wins a battle",
    "own_digimon_attacks": "when one of your Digimon attacks",
    "own_digimon_linked": "when a card is linked to one of your Digimon",
    "when_linking": "when this card is linked to one of your Digimon",
    "when_linked": "when a card is linked to this Digimon",
    "digivolution_cards_returned": "when an effect returns cards from its digivolution cards to the deck",
    "end_of_all_turns": "at the end of each turn",
    "would_leave": "when it would leave the battle area other than in battle",
    "wins_battle": "when it wins a battle", "when_unsuspended": "when it unsuspends",
    "any_digimon_suspended": "when any Digimon suspends",
    "opponent_hand_added": "when an effect adds cards to the opponent's hand",
    "any_digimon_played_or_digivolved_by_effect": "when an effect plays or digivolves any Digimon",
    "other_digimon_played_by_effect": "when an effect plays another Digimon (either player's, a Token too)",
    "any_digimon_played_or_digivolved": "when any Digimon is played or digivolves",
    "own_digivolution_cards_trashed": "when an effect trashes digivolution cards of one of your Digimon",
    "would_leave_any_way": "when it would leave the battle area",
    "own_digimon_would_leave": "when one of your Digimon would leave the battle area",
    "attack_target_switched": "when the target of an attack changes",
    "would_dna_digivolve": "when it would DNA digivolve",
    "hand_main": "as a main-phase action while it is in your hand",
    "hand_counter": "from your hand, at the counter timing of an opponent's attack (Blast Digivolve: into this card)",
}
SOURCE_WORDS = {"main": "card's own text", "inherited": "inherited from under a Digimon", "security": "security effect",
                "link": "link text, for the Digimon it is linked to"}
OPTION_WORDS = {"your_turn": "on your turn only", "opponents_turn": "on the opponent's turn only",
                "once_per_turn": "once per turn", "optional": "you may"}
CONDITION_WORDS = {
    "own_security<=": "if you have {} or fewer security cards",
    "cause_cost>=": "if the card used has a cost of {} or more",
    "attacker_dp>=": "if the attacking Digimon has {} or more DP",
    "opponent_no_unsuspended_digimon": "if the opponent has no unsuspended Digimon",
    "opponent_no_digimon": "if the opponent has no Digimon",
    "no_face_up_security": "if none of your security cards lies face up",
    "checked_face_up": "if this card lay face up when it was checked",
    "own_digimon_all_have": "if you have no Digimon other than ones of the filter",
    "no_face_up_security_of_color": "if none of your face-up security cards has a colour of the filter",
    "not_deleted": "if the deletion before it deleted nothing",
    "suspended_own": "if the suspension before it suspended one of your Digimon",
    "not_suspended": "if the suspension before it suspended nothing",
    "this_suspended": "if this Digimon is suspended", "no_digivolution_cards": "while it has no digivolution cards",
    "unsuspended": "if the unsuspension before it unsuspended a Digimon",
    "suspended_by_effect": "if an effect suspended that Digimon",
    "own_suspended_by_effect": "if an effect suspended one of your Digimon",
    "self_suspended_by_effect": "if an effect suspended this Digimon",
    "by_effect": "if an effect played or digivolved that Digimon",
    "event_dna_digivolved": "if that Digimon DNA digivolved",
    "event_same_level": "if that Digimon digivolved into a card of its own level",
    "played": "if the play before it played a card",
    "digivolved": "if the digivolution from the security stack before it took place",
    "option_used": "if the clause before it used an option (after that option's effect)",
    "not_played": "if the play before it played nothing",
    "not_placed": "if the placing before it placed nothing",
    "placed": "if the placing before it placed a card",
    "tamer_beneath": "if that Digimon has a Tamer card among its digivolution cards",
    "declined": "if the choice before it was declined",
    "own_suspended_tamer": "while you have a suspended Tamer",
    "either_trash>=": "if you or the opponent have {} or more cards in the trash",
    "has_on_play": "while this Digimon carries an [On Play]",
    "opponent_bare_digimon>=": "if the opponent has {} or more Digimon with no digivolution cards",
    "own_suspended_digimon>=": "if you have {} or more suspended Digimon",
    "suspended_digimon>=": "if {} or more Digimon of both players together are suspended",
    "opponent_no_stacked_digimon": "if the opponent has no Digimon with digivolution cards",
    "own_has_none": "if you have no card of the filter in the battle area",
    "named_under_or_own_has": "if a digivolution card has the this_ key's trait or name, or you have a Digimon of "
                              "the filter",
    "opponent_dp>=": "if the opponent has a Digimon with {} or more DP",
    "returned": "if the return before it returned a Digimon",
    "not_returned": "if the return before it returned nothing",
    "opponent_two_or_more_digimon": "if the opponent has 2 or more Digimon",
    "digixrosing": "if DigiXrosing",
    "own_digimon_fewer": "if you have fewer Digimon than the opponent",
    "own_security_fewer": "if you have fewer security cards than the opponent",
    "opponent_no_more_digivolution_cards": "if none of the opponent's Digimon has more digivolution cards than it",
    "opponent_field_at_least_own": "if the opponent has as many Digimon and Tamers as you or more",
    "has_security_attack": "reaching only those with <Security Attack>",
    "digimon_dp>=": "if a Digimon has {} or more DP",
    "own_security>=": "if you have {} or more security cards",
    "opponent_security<=": "if the opponent has {} or fewer security cards",
    "own_digimon<=": "if you have {} or fewer Digimon",
    "digivolution_cards>=": "if it has {} or more digivolution cards", "level>=": "if its level is {} or more",
    "named_digivolution_cards>=": "if it has {} or more digivolution cards of the filter",
    "named_digivolution_cards<=": "if it has {} or fewer digivolution cards of the filter",
    "own_tamer_names>=": "if your Tamers of the filter have {} or more different names",
    "own_trait_tamers>=": "if you have {} or more Tamers of the filter (the filter counts those Tamers, nothing else)",
    "own_trait_digivolution_cards>=": "if you have a Digimon of the filter with {} or more digivolution cards (the "
                                      "filter tests that Digimon, nothing else)",
    "own_named_under": "if you have a Digimon with a digivolution card of the filter (the filter tests that card, "
                       "nothing else)",
    "own_suspended_trait_digimon>=": "if you have {} or more suspended Digimon of the filter (the filter counts those "
                                     "Digimon, nothing else)",
    "opponent_level>=": "if the opponent has a Digimon of level {} or more",
    "own_trash>=": "if you have {} or more cards in your trash", "has_blocker": "if it has Blocker",
    "one_or_fewer_own_tamers": "if you have 1 or fewer Tamers",
    "one_or_fewer_own_digimon": "if you have 1 or fewer Digimon",
    "opponent_trash<=": "if the opponent has {} or fewer cards in their trash",
    "opponent_trash>=": "if the opponent has {} or more cards in their trash",
    "all_security<=": "if both players' security stacks hold {} or fewer cards together",
    "all_digimon>=": "if both battle areas hold {} or more Digimon together",
    "all_trash>=": "if both players' trashes hold {} or more cards together",
    "opponent_has_bare_digimon": "if the opponent has a Digimon without digivolution cards",
    "attacking_digimon": "if it attacks a Digimon", "attacking_player": "if it attacks a player",
    "opponent_did_not_attack": "if the opponent did not attack",
    "battling_bare_digimon": "if it battles a Digimon without digivolution cards",
    "own_memory<=": "if you have {} or less memory",
    "own_tamers<=": "if you have {} or fewer Tamers",
    "own_tamers>=": "if you have {} or more Tamers",
    "turn_is_yours": "if it is your turn",
    "this_has": "if it has the trait or name of the filter",
    "own_lacks": "if you have no card with the trait or name of the filter on the field",
    "opponent_digimon>=": "if the opponent has {} or more Digimon", "own_memory>=": "if you have {} or more memory",
    "own_hand<=": "if you have {} or fewer cards in your hand", "dp>=": "if it has {} or more DP",
    "colors>=": "if it has {} or more colors",
    "digivolution_card_colors>=": "if its digivolution cards have {} or more colors among them",
    "own_hand>=": "if you have {} or more cards in your hand",
    "opponent_hand>=": "if the opponent has {} or more cards in their hand",
    "opponent_hand_or_digivolution_cards>=": "if the opponent's hand or this Digimon's digivolution cards reach {} "
                                             "(hundreds: hand cards; units: digivolution cards)", "has_jamming": "if it has Jamming",
    "own_has": "if you have a card of the filter",
    "own_digimon_has": "if you have a Digimon of the condition's this_ filter", "own_trash_has": "if your trash holds a card of the filter", "cause_card": "if the event's card passes the card filters",
    "cause_has": "if the event's card has the trait or name of its card. option", "opponent_has": "if the opponent has a card of the filter",
    "deleted_by_effect": "if an effect deleted it",
    "cause_same_name": "if the played card has its name",
    "other_played": "if the played Digimon is another one",
    "not_by_own_effects": "if it would leave other than by your effects",
    "by_opponent_effects": "if it would leave by the opponent's effects",
    "by_effects": "if it would leave by effects (not in battle)",
    "would_be_deleted": "if it would be deleted",
    "deleted_not_by_own_effects": "if it would be deleted other than by your effects",
    "deleted_or_returned_by_effects": "if an effect would delete it or return it to the hand or deck",
    "deleted_in_battle": "if it would be deleted in battle",
    "deleted_or_returned_by_opponent_effects": "if the opponent's effect would delete it or return it to the hand or "
                                               "deck",
    "partition": "(Partition) if it would leave other than by your effects or in battle with a card of each kind "
                 "beneath it",
    "dna_digivolving": "if it DNA digivolved",
    "own_has_name": "if you have a Digimon or Tamer of the name given (if=own_has_name=NAME)",
    "own_lacks_name": "if you have no Digimon or Tamer of the name given (if=own_lacks_name=NAME)",
}
# {n}: the amount, {t}: the targets, {f}: the card filter
ACTION_WORDS = {
    "hand_play": "play this card from your hand, its play cost reduced by {n} {f}",
    "digivolve_only_into": "this Digimon can digivolve only into a card {f}",
    "place_self_face_up_as_bottom_security": "this card goes under your security stack, face up",
    "play_from_security": "play 1 {f} from among your face-up security cards without paying the cost",
    "delete_played_at_your_turn_end": "the Digimon it played is deleted at the end of your turn",
    "played_cant_digivolve": "the Digimon it played can't digivolve",
    "return_played_at_opponents_turn_end": "the Digimon it played returns to the hand at the end of the opponent's "
                                           "turn",
    "trash_any_digivolution_cards": "trash {n} digivolution cards from under any of the opponent's Digimon",
    "trash_digivolution_cards_of_one": "trash {n} digivolution cards, any of them, from under 1 of the opponent's "
                                       "Digimon",
    "delete_total_dp": "delete up to {n} total DP of the opponent's Digimon ({t})",
    "place_top_digivolution_cost": "cost: place 1 {f} from your hand or trash under {t}'s top card, as its top "
                                   "digivolution card",
    "activate_placed_on_play": "activate 1 [On Play] effect of the card placed, as an effect of {t}",
    "trash_bottom_face_down_or_cost": "cost: trash the bottom {n} digivolution cards of {t} that lie face down or "
                                      "are {f}",
    "delete_cost_raised": "delete {t}",
    "as_digimon": "{t}: also a Digimon with {n} DP",
    "dp": "{t}: {n:+} DP", "security_attack": "{t}: Security Attack {n:+}", "blocker": "{t}: Blocker",
    "reboot": "{t}: Reboot", "retaliation": "{t}: Retaliation", "piercing": "{t}: Piercing",
    "jamming": "{t}: Jamming", "rush": "{t}: Rush", "memory": "memory {n:+} for you", "draw": "draw {n}",
    "draw_both": "both players draw {n}",
    "branches": "each clause after it under its own condition",
    "delete": "delete {t}", "bounce": "return {t} to the hand (cards under it to the trash)",
    "to_deck_bottom": "return {t} to the bottom of the deck (cards under it too)",
    "to_security_top": "place {t} face down as the top security card of its owner (the cards under it trashed)",
    "trash_digivolution_bottom": "trash the bottom {n} digivolution card(s) of {t}",
    "recovery": "recovery +{n} from the deck",
    "cant_attack_or_block": "{t} can't attack or block", "unsuspend": "unsuspend {t}", "suspend": "suspend {t}",
    "suspend_unsuspended": "suspend {t}, chosen among the unsuspended ones",
    "play_self": "play this card for free", "play_self_from_trash": "play this card from your trash for free",
    "play_self_after_battle": "at the end of the battle, play this card for free", "add_self_to_hand": "add this card to your hand",
    "activate_main": "activate this card's main effect", "de_digivolve": "de-digivolve {t} by {n}",
    "play_from_digivolution_cards": "play a Digimon card from under {t} for free",
    "play_from_hand_or_digivolution_cards": "play 1 {f} from your hand or from under this Digimon for free, before "
                                            "that Digimon leaves",
    "dna_digivolve_before_leaving": "before that Digimon leaves, it and another of your Digimon DNA digivolve into 1 "
                                    "{f} from your hand, meeting its DNA requirement (it doesn't leave then)",
    "reveal_top_add_if": "reveal your top card and add it to your hand if it is {f}, else put it at the bottom",
    "reveal_add_one": "reveal your top {n} cards, add 1 {f} to your hand, the rest to the deck bottom",
    "reveal_place_under": "reveal your top {n} cards, every {f} among them under {t} as its bottom digivolution "
                          "cards",
    "reveal_play": "reveal your top {n} cards, {t}play 1 {f} among them for free, the rest to the deck bottom",
    "trash_opponent_security_top": "trash the opponent's top {n} security card(s)",
    "trash_opponent_security_to": "trash the opponent's top security cards until {n} is/are left",
    "trash_opponent_option": "trash 1 of the opponent's option cards in the battle area",
    "battle": "{t} may battle 1 of the opponent's Digimon",
    "trash_deck_top": "trash your top {n} deck card(s)",
    "trash_both_decks_top": "trash the top {n} card(s) of your deck and of the opponent's deck", "trash_from_hand": "trash {n} card(s) from your hand",
    "return_from_trash": "return 1 {f} from your trash to your hand",
    "trash_self_from_security_cost": "cost: trash this card from your security stack", "play_from_trash": "play 1 {f} from your trash",
    "digi_burst": "cost: trash {n} of its digivolution cards", "suspend_self_cost": "cost: suspend this card",
    "delete_own_cost": "cost: delete {t}", "suspend_own_cost": "cost: suspend {t}",
    "bounce_own_cost": "cost: return {t} to the hand",
    "delete_at_most_own_dp": "delete {t} with no more DP than the strongest of your Digimon",
    "delete_dp_at_least": "delete {t} with {n} DP or more",
    "delete_all_but_one": "choose {t} and delete all of the opponent's other Digimon",
    "delete_total_cost": "delete up to {n} total play cost of the opponent's cards ({t})",
    "gain_on_deletion": "{t} gains the card's gained [On Deletion] effect",
    "gain_when_blocked": "{t} gains the card's gained \"when it is blocked\" effect",
    "place_under_self_colors": "place {k} {f} from your hand under this Tamer, each sharing no colour with those "
                               "placed before",
    "trash_to_security": "place {n} {f} from your trash in your security stack",
    "delete_unsuspended": "delete {t}, chosen among the unsuspended ones",
    "delete_unsuspended_at_most_paid_level": "delete {t}, chosen among the unsuspended ones with a level no higher "
                                             "than that of the Digimon the cost deleted",
    "delete_cost": "cost: delete {t}",
    "delete_at_most_paid_cost": "delete {t} with a play cost no higher than that of the card the cost trashed",
    "return_opponent_trash_cost": "cost: return {n} card(s) from the opponent's trash to the bottom of their deck",
    "return_opponent_trash_top_cost": "cost: return {n} {f} from the opponent's trash to the top of their deck",
    "place_own_in_security_cost": "cost: place {t} face down in your security stack",
    "trash_under_tamer_cost": "cost: trash the bottom card from under 1 of your Tamers, {n} time(s)",
    "app_fusion": "App Fusion requirement: 1 of your Digimon whose top card is {f} with a link card that is {f} of "
                  "another name may app fuse into this card, by an effect that says so, for {n}",
    "app_fuse": "have 1 of your Digimon with a link card app fuse into a Digimon card in your hand whose App Fusion "
                "requirement they meet (the link card on top, then the card; its cost; draw 1)",
    "link_requirement": "may be linked to 1 of your Digimon whose top card is a {f}, for a link cost of {n}",
    "link_self": "link this card to 1 of your Digimon that meets its link requirement, for free",
    "link_cost_down": "when a card {f} would be linked to this Digimon paying its link cost, the cost is reduced by {n}",
    "link_to_self": "link 1 {f} to this Digimon, taken from your hand or from beneath it{c}",
    "link_to_self_from_trash": "link 1 {f} to this Digimon, taken from your trash or from beneath it{c}",
    "link_to_own": "link 1 {f} from your hand or from beneath one of your Digimon to one of your Digimon whose "
                   "link requirement it meets{c}",
    "link_from_hand": "link {k} {f} from your hand, each to 1 of your Digimon that meets its link requirement, for "
                      "free",
    "link_from_trash": "link 1 {f} from your trash (if 1: or this card) to 1 of your Digimon that meets its link "
                       "requirement, for free",
    "trash_link_cost": "cost: trash 1 of this Digimon's link cards",
    "link_from_battle_area": "(the log's word) this Digimon leaves the battle area, its top card linked to another "
                             "of your Digimon for the link cost",
    "trash_digivolution_top": "trash the top {n} digivolution card(s) of {t}",
    "play_from_hand": "play 1 {f} from your hand", "play_from_under_tamers": "play 1 {f} from under one of your Tamers{c}",
    "keyword": "{t}: {k}",
    "digivolve_from_hand": "{t} digivolves into 1 {f} from your hand, meeting its requirements{c}",
    "digivolve_from_trash": "{t} digivolves into 1 {f} from your trash, meeting its requirements{c}",
    "digivolve_ignoring_requirements": "{t} digivolves into 1 {f} from your hand, ignoring its digivolution "
                                       "requirements,{c}",
    "digivolve_from_trash_ignoring_requirements": "{t} digivolves into 1 {f} from your trash, ignoring its "
                                                  "digivolution requirements,{c}",
    "digivolve_from_security": "search your security stack: {t} may digivolve into 1 {f} among its cards, meeting its "
                               "requirements{c}; then shuffle your security stack",
    "digivolve_from_under_tamers": "{t} digivolves into 1 {f} from under one of your Tamers, meeting its "
                                   "requirements{c}",
    "dna_digivolve_from_hand": "{t} and another of your Digimon DNA digivolve into 1 {f} from your hand, meeting its "
                               "DNA requirement{c}",
    "dna_digivolve_with_trash": "{t} in play and 1 {k} from your trash DNA digivolve into 1 {f} from your hand, the "
                                "trash card at the bottom{c}",
    "set_memory": "set your memory to {n}",
    "digivolve_cost_down": "when {t} would digivolve into a {f}, the cost is reduced by {n}",
    "next_digivolve_cost_down": "the next digivolution of one of your Digimon this turn costs {n} less",
    "tamer_digivolve_cost_down": "when one of your Digimon digivolves into a {f}, by suspending this Tamer and "
                                 "moving 1 card from under one of your Tamers under that Digimon, the cost is "
                                 "reduced by {n}",
    "suspend_play_cost_down": "when you play a {f} from your hand, by suspending this card, the cost is reduced "
                              "by {n}",
    "suspend_own_play_cost_down": "when you play a {f} from your hand, by suspending 1 of your Digimon of the base "
                                  "filter (this one too), the cost is reduced by {n}",
    "bottom_deck_play_cost_down": "a play of a {f} from your hand costs {n} less, bought by sending this card to "
                                  "the deck's bottom",
    "suspend_digivolve_cost_down": "when another of your Digimon digivolves into a {f}, by suspending this card, the "
                                   "cost is reduced by {n}",
    "digimon_play_cost_down": "the play cost of {t} is reduced by {n}",
    "next_digivolve_suspend_cost_down": "a later digivolution of one of your Digimon this turn: suspending 1 of your "
                                        "Digimon makes it cost {n} less",
    "lose_memory_at_turn_end": "at the end of this turn, lose {n} memory",
    "trash_from_hand_cost": "cost: trash {n} {f} from your hand",
    "hand_to_deck_bottom_cost": "cost: reveal {n} {f} from your hand and place them at the bottom of your deck",
    "trash_from_hand_or_digivolution_cost": "cost: trash {n} {f} from your hand or from under your Digimon",
    "place_under_cost": "cost: place {n} {f} from your hand as the bottom digivolution cards of {t}",
    "security_top_to_hand": "add your top security card to your hand",
    "opponent_security_top_to_hand": "the opponent adds their top security card to their hand",
    "place_self_face_up_in_security": "your bottom {n} security card(s) to the hand, then this option "
                                      "face up at the bottom of your security stack",
    "trash_own_security": "trash your top {n} security card(s)",
    "reveal_add_two": "reveal your top {n} cards, add 1 {f}",
    "and_add": "and 1 {f} to your hand; the rest to the deck bottom",
    "and_trash": "and trash 1 more revealed card {f}",
    "and_place": "and place 1 {f} under {t} as its bottom digivolution card; the rest to the deck bottom",
    "or_place": "(a card placed goes instead: 1 {f}, under {t} as its bottom digivolution card)",
    "play_token": "play 1 Token {f} for free (it leaves the game when it leaves the battle area)",
    "deck_top_under_self": "place your top {n} deck cards under this Tamer",
    "place_self_under_tamer_cost": "cost: place this option from the battle area under 1 of your Tamers that is a {f}",
    "reveal_add_and_place_under_tamer": "reveal your top {n} cards, add 1 {f} to your hand and place 1 more under one "
                                        "of your Tamers, the rest to the deck bottom",
    "reveal_add_or_place": "reveal your top {n} cards, add 1 {f} to your hand or place it under one of your Digimon "
                           "as its bottom digivolution card, the rest to the deck bottom",
    "place_in_battle_area": "place this card in your battle area",
    "delay": "Delay: trash this card from your battle area (not in the turn it was placed)",
    "ignore_color_requirements": "it may be used without a Digimon or Tamer of its colours",
    "return_self_to_deck_cost": "cost: return this card to the bottom of your deck",
    "return_from_trash_cost": "cost: return {n} {f} from your trash to the bottom of your deck",
    "return_from_trash_top_cost": "cost: return {n} {f} from your trash to the top of your deck",
    "return_from_trash_top": "return {n} {f} from your trash to the top of your deck (as many as there are)",
    "return_opponent_trash_levels_top_cost": "cost: return 1 Digimon card of each level from the opponent's trash "
                                             "to the top of their deck",
    "opponent_trash_hand_to": "your opponent trashes cards from their hand until {n} are left",
    "return_pair_from_trash_cost": "cost: return 1 {f} from your trash (one of each name) to the bottom of your deck",
    "play_cost_down": "while this card is in your hand, its play or use cost is reduced by {n}",
    "cant": "{t}: {k}",
    "hand_to_security": "{t} places {n} {f} from the hand {k} the security stack, the placing player choosing",
    "hand_to_security_cost": "cost: place {n} {f} from your hand {k} your security stack",
    "face_down_security_top_to_hand": "add your uppermost face-down security card to your hand",
    "hand_or_digivolution_to_security": "place {n} {f} from your hand or from under your Digimon face down in your "
                                        "security stack",
    "flip_face_up_security_cost": "by turning your uppermost face-up security card face down",
    "flip_opponent_security_face_up": "turn the opponent's uppermost face-down security card face up",
    "hatch": "hatch a Digi-Egg in your breeding area",
    "place_opponent_under": "place 1 of the opponent's Digimon ({f}) under another of their Digimon as its bottom "
                            "digivolution cards or under 1 of their Tamers",
    "hatch_or_move_out": "hatch a Digi-Egg in your empty breeding area, or move the level 3 or higher Digimon there to "
                         "the battle area",
    "security_pick_to_hand": "look through your security stack and add 1 card of it to your hand; if that card is "
                             "{f}, recovery +{n} from the deck; then shuffle your security stack",
    "reveal_add_colors": "reveal your top {n} cards, add {k} {f} of colours no other card added has to your hand, "
                         "the rest to the deck bottom",
    "place_from_trash_under": "place {n} {f} from your trash under {t}, as its bottom digivolution cards",
    "place_from_trash_under_cost": "cost: place {n} {f} from your trash under {t}, as its bottom digivolution "
                                   "cards",
    "place_from_trash_face_down_cost": "cost: place {n} {f} from your trash face down under {t}, as its bottom "
                                       "digivolution cards",
    "reveal_add_and_place_face_down": "reveal your top {n} cards, add 1 {f} to your hand and place 1 more face down "
                                      "under one of your Digimon as its bottom digivolution card, the rest to the "
                                      "deck bottom",
    "place_from_hand_face_down": "you may place 1 {f} from your hand face down under {t}, as its bottom "
                                 "digivolution card",
    "return_digivolution_cards_cost": "cost: return {n} {f} from the digivolution cards of {t} to the bottom of "
                                      "the deck",
    "digivolve_while_you_have": "it may digivolve from a Digimon {k} for a cost of {n} while you have a Digimon or Tamer {f}",
    "place_self_under": "place this option as the bottom digivolution card of 1 of your Digimon {f}",
    "mind_link": "this Tamer goes under 1 of your Digimon {f} at the bottom of its stack, a stack holding no "
                 "Tamer card",
    "place_self_under_lacking": "place this option as the bottom digivolution card of 1 of your Digimon without"
                                " {f} among its digivolution cards",
    "trash_own_digivolution_cost": "cost: trash {n} {f} from this Digimon's digivolution cards",
    "return_self_from_trash_cost": "cost: this card goes from your trash under your deck",
    "trash_same_level_digivolution_cost": "cost: trash {n} digivolution cards of the same level from under this "
                                          "Digimon",
    "digivolve_into_while": "this Digimon may digivolve into a {k} for a cost of {n}, ignoring digivolution "
                            "requirements, while you have a Digimon or Tamer {f}",
    "end_attack": "end the attack",
    "switch_attack_target": "the attack targets {t} instead",
    "activate_on_play_or_digivolving": "activate 1 On Play or When Digivolving effect of {t}",
    "activate_own_when_digivolving": "activate 1 When Digivolving effect of {t}",
    "activate_own_on_play": "activate 1 On Play effect of {t}",
    "top_card_to_security": "place the top card of {t} face down on top of your security stack",
    "play_to_breeding_area": "play {f} from your hand into your empty breeding area for free",
    "top_card_under_cost": "cost: place the top card of {t} under its stack as its bottom digivolution card",
    "place_self_under_played": "place this Digimon, its whole stack, under the card just played",
    "place_under_self_or_tamer": "place {n} {f} from your hand under this Digimon or under 1 of your Tamers",
    "attack": "{t} may attack once the effect has resolved",
    "attack_without_suspending": "{t} may attack without suspending once the effect has resolved",
    "use_option_from_hand": "use 1 {f} from your hand for free once the effect has resolved",
    "use_option_from_trash": "use 1 {f} from your trash, its cost reduced by {n}, once the effect has resolved",
    "use_option_from_hand_or_digivolution_cards": "use 1 {f} from your hand or from this Digimon's digivolution "
                                                  "cards for free once the effect has resolved",
    "use_option_from_hand_or_under_tamers": "use 1 {f} from your hand or from under 1 of your Tamers for free once "
                                            "the effect has resolved",
    "trash_from_digivolution_or_link_cost": "cost: trash 1 {f} from your Digimon's digivolution cards or link cards",
    "play_or_use_from_hand": "play or use 1 {f} from your hand with the cost reduced by {n}",
    "trash_most_security_top_cost": "cost: trash the top security card of the player with the most security cards",
    "security_or_under_tamer_cost": "cost: your top security card to the hand, or a card from under 1 of your "
                                    "Tamers to the trash",
    "stay": "{t} doesn't leave the battle area",
    "save": "you may place this card from the trash under 1 of your Tamers",
    "material_save": "Material Save {n}: {n} of its digivolution cards that fit its DigiXros requirement go under 1 "
                     "of your Tamers",
    "digivolution_cards_under_tamer": "place {f} from under this Digimon under 1 of your Tamers (at most {n})",
    "play_placed": "play 1 of the cards just placed under the Tamer for free",
    "digixros": "DigiXros: when played from the hand, {f} from your hand or battle area may go under it, the play "
                "cost reduced by {n} for each",
    "digixros_name": "for DigiXros requirements, also treated as {f}",
    "digixros_from_trash": "while every Digimon you have is a {f}, cards of your trash may be DigiXros materials too",
    "overflow": "Overflow: when this card leaves the field (not going under a card), you lose {n} memory",
    "assembly": "1 {f} from your trash under it (every element placed: the play cost reduced by {n})",
    "digixros_from_under_tamers": "by suspending this Tamer, cards from under your Tamers (count 1, the default: "
                                  "one Tamer's only; count 0: any) may be materials too (the played card: {f})",
    "place_under_tamer": "place {n} {f} from your hand under 1 of your Tamers",
    "place_under_tamer_from_trash": "place {n} {f} from your trash under 1 of your Tamers",
    "place_under_tamer_cost": "cost: place {n} {f} from your hand under 1 of your Tamers",
    "return_from_under_tamers": "return {n} {f} from under your Tamers to your hand",
    "hand_digivolve": "by placing 1 {f} from your trash as its bottom digivolution card, {t} digivolves into this "
                      "card from your hand for {n}, ignoring requirements",
}
PLAYER_ACTIONS = ("hand_to_security",)   # actions whose target=opponent is the opponent player
# plain words of the keywords named by `keyword NAME`
KEYWORD_WORDS = {"digisorption": "Digisorption (when one of your Digimon digivolves into this card from the hand, you "
                                 "may suspend 1 of your Digimon to make it cost as much less as its count)",
                 "attacks_at_main_phase_start": "an attack at the start of its owner's main phase, if it can",
                 "raid": "Raid (when it attacks, it may switch the target to the opponent's unsuspended Digimon "
                         "with the highest DP)",
                 "barrier": "Barrier (when it would be deleted in battle, your top security card is trashed instead)",
                 "evade": "Evade (when it would be deleted, you may suspend it instead)",
                 "armor_purge": "Armor Purge (when it would be deleted, you may trash its top card instead)",
                 "alliance": "Alliance (when it attacks, you may suspend 1 of your other Digimon: it gets that "
                             "Digimon's DP and Security A. +1 for the attack)",
                 "collision": "Collision (during its attack all of the opponent's Digimon have Blocker and must "
                              "block if they can)",
                 "vortex": "Vortex (at the end of your turn it may attack an opponent's Digimon, even in the turn it "
                           "was played)",
                 "fortitude": "Fortitude (when it is deleted with digivolution cards, you may play it from the trash "
                              "for free)",
                 "overclock": "Overclock (at the end of your turn, by deleting 1 of your other Digimon with the trait "
                              "of the filter, it attacks the opponent without suspending)",
                 "fragment": "Fragment (when it would be deleted, you may trash as many of its digivolution cards as "
                             "its count instead)",
                 "scapegoat": "Scapegoat (when it would be deleted other than by your effects, you may delete 1 of "
                              "your other Digimon instead)",
                 "progress": "Progress (while it attacks, the opponent's effects don't affect it)",
                 "decoy": "Decoy (when another of your Digimon of the filter would be deleted by the opponent's "
                          "effect, you may delete this Digimon instead)",
                 "vortex_players": "its Vortex attack may also target the opponent"}
KEYWORD_WORDS["execute"] = ("Execute (at the end of your turn it may attack, an unsuspended Digimon too; after that "
                            "attack it is deleted)")
KEYWORD_WORDS["ascension"] = ("Ascension (when it is deleted, you may place its top card from the trash as your top "
                              "security card)")
KEYWORD_WORDS["link_plus"] = "Link +N (it may have N more link cards; an all-of grant: 1 more each)"
KEYWORD_WORDS["attacks_unsuspended"] = "it may attack the opponent's unsuspended Digimon too"
TARGET_WORDS = {"self": "this Digimon", "own": "{c} of your Digimon", "own_progress": "{c} of your Digimon with <Progress>", "opponent": "{c} of the opponent's Digimon",
                "all_own": "all of your Digimon", "all_opponent": "all of the opponent's Digimon",
                "all_own_security": "all of your Security Digimon",
                "all_own_and_security": "all of your Digimon and Security Digimon", "player": "you",
                "any": "{c} Digimon (yours or the opponent's)", "event": "that Digimon (of the timing)",
                "new_names": "you (no card named like one of your Digimon)",
                "new_names_field_or_trash": "you (no card named like a card of your battle area or trash)",
                "own_digimon_colors": "you (a card sharing a colour with one of your Digimon on the field)",
                "all_own_same_name": "all of your Digimon named as this one",
                "token": "1 Token (yours or the opponent's)", "own_or_tamer": "{c} of your Digimon or Tamers",
                "hand": "a card of your hand", "suspend_any": "{c} Digimon of either player",
                "into_this": "one of your Digimon digivolving into this card from the hand"}
FOR_EACH_WORDS = {"opponent_digimon": "for each Digimon the opponent has", "own_digimon": "for each Digimon you have",
                  "paid": "for each card paid", "other_suspended_digimon": "for each other suspended Digimon",
                  "differently_colored_tamers": "(the level maximum raised by the amount for each of your "
                                                "differently coloured Tamers)",
                  "paid_pairs": "once for every 2 cards trashed",
                  "digivolution_card_colors": "for each colour among its digivolution cards",
                  "own_security": "for each of your security cards",
                  "named_digivolution_card_pairs": "once for every 2 of its digivolution cards of the base filter",
                  "suspended_digimon": "for each suspended Digimon of both players (a play: its DP maximum raised by the "
                                       "amount for each)",
                  "red_tamer_names": "for each different name among your red Tamers",
                  "own_link_cards": "for each link card of your Digimon",
                  "own_face_up_security": "once for each of your face-up security cards",
                  "returned_card_colors": "for each different colour among the cards the cost returned",
                  "face_down": "for each face-down digivolution card of this Digimon",
                  "named_digivolution_cards": "for each of its digivolution cards of the base filter",
                  "own_trait_digimon": "for each of your Digimon of the base filter",
                  "suspended_digimon_pairs": "once for every 2 suspended Digimon of both players",
                  "own_tamer_color_pairs": "once for every 2 colours among your Tamers",
                  "opponent_hand_quads": "for every 4 cards in the opponent's hand",
                  "both_trash_fives": "for every 5 cards in both players' trashes together",
                  "both_trash_tens": "for every 10 cards in both players' trashes together",
                  "own_trash_tens": "for every 10 cards in your trash",
                  "own_hand": "for each card in your hand",
                  "opponent_digimon_and_tamers": "for each Digimon and each Tamer the opponent has"}
DURATION_WORDS = {"turn": "for the turn", "opponents_next_turn": "until the end of the opponent's next turn",
                  "your_next_turn": "until the end of your next turn",
                  "opponents_turn_end": "until the end of the opponent's turn (theirs to come, or this one)",
                  "your_turn_end": "until the end of your turn (yours to come, or this one)"}
FILTER_WORDS = {"no_digivolution_cards": "without digivolution cards", "suspended": "suspended", "other": "other",
                "no_on_play": "(its On Play does not activate)", "pay_cost": "(paying its cost)",
                "tamer": "(Tamers)", "rest_on_top": "(the rest back on top of the deck, not to the bottom)",
                "top_or_bottom": "(the top or the bottom one)", "or_trash": "(from your hand or trash)",
                "security_digimon": "(their Security Digimon)", "bottom": "(under the stack)",
                "may": "(you may)", "rest_to_trash": "(the rest to the trash)",
                "unlike_own_tamers": "(not named like one of your Tamers)", "same_targets": "(the ones chosen before)",
                "one_or_fewer_digivolution_cards": "with 1 or fewer digivolution cards",
                "highest_dp": "with the highest DP", "fewest_digivolution_cards": "with the fewest digivolution cards",
                "has_blocker": "with <Blocker>", "or_token": "(or a Token)",
                "deleted_at_turn_end": "(deleted at the end of the turn)",
                "held_till_opponents_turn_end": "(can't digivolve; deleted at the end of the opponent's turn)",
                "digimon_only": "(an opponent's Digimon, not the player)", "mandatory": "(it must attack)",
                "cost_up_to_opponent_memory": "(a use cost no higher than the opponent's memory)",
                "use_requirement": "(its use requirement)",
                "other_level": "(not of the level of the card played before)",
                "from_digivolution_cards": "(from under your Digimon only)",
                "paid_from_under_tamer": "(by trashing the bottom card from under 1 of your Tamers)",
                "paid_by_deleting": "(by deleting 1 of your Digimon as it is played)", "face_up": "(face up)"}
# actions on a Digimon whose filters pick a card, not the Digimon
CARD_FILTER_ACTIONS = ("digivolve_from_hand", "digivolve_from_trash", "digivolve_from_under_tamers",
                       "digivolve_ignoring_requirements", "digivolve_from_trash_ignoring_requirements",
                       "digivolve_from_security", "digixros_from_trash",
                       "dna_digivolve_from_hand", "digivolve_cost_down", "tamer_digivolve_cost_down",
                       "suspend_digivolve_cost_down", "suspend_play_cost_down", "suspend_own_play_cost_down",
                       "bottom_deck_play_cost_down", "and_place", "or_place", "place_under_cost",
                       "digixros", "digixros_name", "place_under_tamer", "place_under_tamer_from_trash",
                       "place_under_tamer_cost", "return_from_under_tamers", "hand_digivolve", "place_from_trash_under",
                       "dna_digivolve_with_trash", "assembly", "place_under_self_colors", "dna_digivolve_before_leaving",
                       "link_to_self", "link_to_self_from_trash", "link_to_own")
_FILTER_KEYS = (("dp<=", "with {} DP or less"), ("level<=", "level {} or lower"), ("level>=", "level {} or higher"),
                ("cost<=", "play cost {} or less"), ("level=", "level {}"), ("cost_in=", "cost {}"),
                ("color=", "{}"), ("kind=", "{}"), ("kinds=", "{}"), ("trait=", "with trait {}"), ("trait~", "with {} in a trait"), ("name~", "with {} in its name"),
                ("name=", "named {}"), ("text~", "with [{}] in its text"))
_ANY_WORDS = {"trait": "trait {}", "name": "{} in its name", "text": "[{}] in its text", "kind": "a {} card",
              "in_trait": "{} in a trait", "colors": "{} colours", "color": "the colour {}",
              "inherited": "a {} card with inherited effects", "named": "named {}", "not_named": "not named {}"}


def _any_words(value, joint=" or "):
    """'any=trait:a|text:b' in plain words: 'with trait a or [b] in its text' (', other than trait c' for an
    other_than_trait alternative; joint " and ": all= of them)."""
    alts = [a.partition(":") for a in value.split("|")]
    said = "with " + joint.join(_ANY_WORDS[k].format(t.replace("_", " ").replace(",", " or ")) for k, _, t in alts
                                if k != "other_than_trait")
    hidden = [t.replace("_", " ") for k, _, t in alts if k == "other_than_trait"]
    return said + (", other than trait " + " or ".join(hidden) if hidden else "")


def _or_name_words(card, words):
    """'X' becomes '[NAME] or X' for an or_name= clause."""
    names = [w[len("or_name="):].replace("_", " ") for w in words if w.startswith("or_name=")]
    return f"[{names[0]}] or {card}" if names else card


def _clause_words(words):
    name, rest = words[0], words[1:]
    n, k = 1, ""
    given = False
    if name == "keyword" and rest:
        k, rest = KEYWORD_WORDS.get(rest[0], rest[0]), rest[1:]
    elif name == "cant" and rest:
        k, rest = ec.RESTRICTIONS.words[ec.RESTRICTION_NAMES.index(rest[0])][1], rest[1:]
    elif rest and rest[0].lstrip("+-").isdigit():
        given = True
        n, rest = int(rest[0]), rest[1:]
    target, count, upto, filters, duration, base = "player", "1", False, [], "", ""
    for w in rest:
        if w.startswith("per="):
            what = "security cards you have" if "for_each=own_security" in rest else "digivolution cards"
            duration = f"for every {w[4:]} {what}"
        elif w.startswith("for_each=") and w[9:] == "own_security" and any(x.startswith("per=") for x in rest):
            continue   # said by its per=
        elif w.startswith("for_each="):
            duration = FOR_EACH_WORDS.get(w[9:], w[9:])
        elif w.startswith("rank="):
            filters.append("with the " + w[5:].replace("_", " ").replace(" dp", " DP"))
        elif w.startswith("at_most_self="):
            filters.append("with as " + ("much or less DP" if w[13:] == "dp" else "many or fewer digivolution cards")
                           + " as this Digimon")
        elif w.startswith(tuple(BASE_KEYS)):
            key, _, text = w.partition("=")
            text = text.replace("_", " ").replace("|", " or ")
            base = ("Digimon " + _any_words(w[len("base_any="):]) if key == "base_any" else
                    "card " + _any_words(w[len("base_all="):], " and ") if key == "base_all" else
                    {"base_name": text, "base_trait": f"{text} trait Digimon", "base_color": f"{text} Digimon"}[key])
        elif w.startswith("trash_name="):   # dna_digivolve_with_trash: the card of the trash
            k = w[len("trash_name="):].replace("_", " ")
        elif w.startswith("placed_trait="):   # reveal_add_and_place_face_down: the card placed
            k = "with trait " + w[len("placed_trait="):].replace("_", " ").replace("|", " or ")
        elif w.startswith("target="):
            target = w[7:]
        elif w.startswith("count="):
            count = w[6:]
        elif w == "up_to":
            upto = True
        elif w.startswith("duration="):   # after a for_each= (a count for a duration): both said
            duration = " ".join(x for x in (duration, DURATION_WORDS.get(w[9:], w[9:])) if x)
        elif w.startswith("filter="):
            filters += [FILTER_WORDS.get(f, f) for f in w[7:].split(",")]
        elif w.startswith("any="):
            filters.append(_any_words(w[4:]))
        elif w.startswith("all="):
            filters.append(_any_words(w[4:], " and "))
        else:
            for key, fmt in _FILTER_KEYS:
                if w.startswith(key):
                    filters.append(fmt.format(w[len(key):].replace("_", " ").replace(",", " or ").replace("|", " or ")))
                    break
    if name in ("delete_own_cost", "suspend_own_cost", "bounce_own_cost", "and_place", "or_place", "place_own_in_security_cost",
                "hand_digivolve") and target == "player":   # 1 of your Digimon
        target = "own"
    t = TARGET_WORDS[target].format(c=("up to " if upto else "") + count)
    if target == "opponent" and (name in PLAYER_ACTIONS or (
            name == "cant" and ec.RESTRICTION_NAMES.index(words[1]) in ec.PLAYER_RESTRICTIONS)):
        t = "your opponent"   # an action on a player: target=opponent is the opponent
    if base and "for_each=own_trait_digimon" in rest:   # the base filter names the Digimon counted, not the target
        duration = duration.replace("Digimon of the base filter", base)
        base = ""
    if base and "for_each=own_tamer_color_pairs" in rest:   # the base filter names the Tamers counted
        duration = duration.replace("your Tamers", "your " + base.replace(" Digimon", "") + " Tamers")
        base = ""
    if base:
        t = t.replace("Digimon", f"{base}", 1)
    if FILTER_WORDS["security_digimon"] in filters:
        t = t.replace("Digimon", "Security Digimon")
        filters = [f for f in filters if f != FILTER_WORDS["security_digimon"]]
    if name in ("hand_to_security", "hand_to_security_cost"):   # the filters are the card's; filter=bottom says
        k = "under" if FILTER_WORDS["bottom"] in filters else "on top of"   # where it goes, face_up how it lies
        if FILTER_WORDS["top_or_bottom"] in filters:   # each card on top or under, as the placing pilot picks
            k = "on top of or under"
        if FILTER_WORDS["face_up"] in filters:
            k = "face up " + k
        if FILTER_WORDS["or_trash"] in filters:   # said by the action's words
            k = "or the trash " + k
        filters = [f for f in filters if f not in (FILTER_WORDS["bottom"], FILTER_WORDS["face_up"],
                                                   FILTER_WORDS["top_or_bottom"], FILTER_WORDS["or_trash"])]
    if name in CARD_FILTER_ACTIONS:   # the filters are the card's; the cost is said by the action's words
        filters = [f for f in filters if f != FILTER_WORDS["pay_cost"]]
    either_end = name == "reveal_add_or_place" and FILTER_WORDS["top_or_bottom"] in filters
    if either_end:   # said by the action's words instead
        filters = [f for f in filters if f != FILTER_WORDS["top_or_bottom"]]
    under_only = FILTER_WORDS["from_digivolution_cards"] in filters   # said by the action's words instead
    filters = [f for f in filters if f != FILTER_WORDS["from_digivolution_cards"]]
    trashed = FILTER_WORDS["rest_to_trash"] in filters   # said by the action's words instead
    filters = [f for f in filters if f != FILTER_WORDS["rest_to_trash"]]
    card = _or_name_words(" ".join(filters) or "card", rest)
    if target in ("own", "opponent", "all_own", "all_opponent", "any", "all_own_same_name") and filters \
            and name not in CARD_FILTER_ACTIONS \
            and name not in PLAYER_ACTIONS:
        t += " (" + ", ".join(filters) + ")"
    paid = any(w.startswith("filter=") and "pay_cost" in w[7:].split(",") for w in rest)
    cost = (f", the cost reduced by {n}" if given and n else "") if paid else " for free"
    if name in ("digivolve_ignoring_requirements", "digivolve_from_trash_ignoring_requirements"):
        cost = f" for a digivolution cost of {n}" if paid else " for free"
    if name in ("place_from_trash_under", "trash_from_hand_or_digivolution_cost", "hand_to_deck_bottom_cost") \
            and upto:   # so many cards
        n = f"up to {n}"
    if name == "reveal_play":   # up_to: "you may play 1"
        t = "you may " if upto else ""
    if name == "digivolve_into_while":   # into a card named so
        k = base
    if name == "digivolve_while_you_have":   # from a Digimon named so
        k = base[len("Digimon "):] if base.startswith("Digimon ") else "named " + base
    if name == "place_from_trash_under" and target == "player":   # of an own_digimon_digivolved timing
        t = "the Digimon that digivolved"
    if name == "digixros":   # count=N: that many cards of different card numbers
        card = (f"{count} cards ({card}) of different card numbers" if count not in ("", "1") else f"1 {card}")
    if name == "place_under_self_colors":   # up_to: as many as the pilot places, at most amount
        k = ("up to " if upto else "") + str(n)
    if name in ("link_from_hand", "reveal_add_colors"):   # count=N: that many cards
        k = ("up to " if upto else "") + count
        card = card.replace(FILTER_WORDS["or_trash"], "").replace("()", "").strip() or "card(s)"
    if name in ("place_under_tamer", "link_from_hand", "place_under_self_colors", "play_from_hand") \
            and FILTER_WORDS["or_trash"] in filters:
        card = card.replace(" " + FILTER_WORDS["or_trash"], "")
        text = ACTION_WORDS[name].format(n=n, t=t, f=card, c=cost, k=k).replace("your hand", "your hand or trash")
    else:
        text = ACTION_WORDS[name].format(n=n, t=t, f=card, c=cost, k=k)
    if name == "digivolve_cost_down" and target == "into_this":   # read from the card digivolved into
        text = f"a digivolution from the hand into this card costs {n} less"
    if target == "own_digimon_colors":   # a play's restriction, and the reduction its amount buys
        text += " (a card sharing a colour with one of your Digimon on the field" + (
            f", its cost reduced by {n})" if paid and n else ")")
    if name == "trash_opponent_security_top" and FILTER_WORDS["top_or_bottom"] in filters:   # "any 1" of them
        text = text.replace("top", "top or bottom")
    if name == "play_token" and (target == "opponent" or n != 1):   # "they play N Tokens"
        text = text.replace("play 1 Token", ("the opponent plays " if target == "opponent" else "play ") + f"{n} Token(s)")
    if name == "hand_digivolve" and not filters:   # no card placed from the trash
        text = text.split(", ", 1)[1]
    if trashed:
        text = text.replace("the rest to the deck bottom", "the rest to the trash")
    if either_end:
        text = text.replace("the rest to the deck bottom", "the rest all on top or all at the bottom of the deck")
    if name == "reveal_add_or_place" and base:
        text = text.replace("one of your Digimon", f"one of your {base}")
    if name == "reveal_add_and_place_face_down":
        text = text.replace("place 1 more face down", f"place 1 card {k} face down")
        if base:
            text = text.replace("one of your Digimon", f"one of your {base}")
    if name == "next_digivolve_suspend_cost_down" and base:
        text = text.replace("one of your Digimon digivolves", f"one of your {base} digivolves")
    if name == "reveal_add_and_place_under_tamer" and base:
        text = text.replace("one of your Tamers", "one of your " + base.replace(" Digimon", " Tamers"))
    if name == "reveal_add_or_place" and target == "self":
        text = text.replace("under one of your Digimon", "under this Digimon")
    if under_only:
        text = text.replace("from your hand or from under", "from under")
    if name == "play_cost_down" and FILTER_WORDS["paid_by_deleting"] in filters:   # the Digimon deleted: the filters
        kept = [f for f in filters if f != FILTER_WORDS["paid_by_deleting"]]
        paid = {"hand": "trashing 1 other card of your hand",
                "suspend_any": f"suspending {count} Digimon of either player"}.get(target, "deleting 1 of your Digimon")
        text = (f"as this card would be played, by {paid}{' (' + ', '.join(kept) + ')' if kept else ''}"
                f", its play cost is reduced by {n}")
    if name == "ignore_color_requirements" and FILTER_WORDS["use_requirement"] in filters:   # <Use Req.>: no colours
        text = ("it is used only while you have a Digimon or Tamer ("
                + ", ".join(f for f in filters if f != FILTER_WORDS["use_requirement"]) + "), whatever its colours")
    elif name == "ignore_color_requirements" and filters:   # while you have a Digimon or Tamer passing the filters
        text += " while you have a Digimon or Tamer (" + ", ".join(filters) + ")"
    if name == "digivolve_while_you_have" and not filters:   # no card filter: always
        text = text.rsplit(" while you have", 1)[0]
    if name == "delete_total_cost":   # count= raises the maximum for each thing of the for_each=
        kinds = "Digimon and Tamers" if "kinds=digimon,tamer" in rest else "Digimon"
        text = f"delete up to {n} total play cost of the opponent's {kinds} (the pilot picking them)"
        if duration:
            text += f", the maximum raised by {count} " + duration.replace("once for each", "for each").replace(
                "of the base filter", f"named {base}")
            duration = ""
    if name == "delete_total_dp":   # count= raises the maximum for each thing of the for_each=
        text = f"delete up to {n} total DP of the opponent's Digimon (the pilot picking them)"
        if duration:
            text += f", the maximum raised by {count} " + duration.replace("once for each", "for each")
            duration = ""
    if name == "delete_cost_raised" and duration:   # amount raises the play cost maximum for each thing of the for_each=
        text += f", the play cost maximum raised by {n} " + duration.replace("once for each", "for each")
        duration = ""
    if name == "delete" and "for_each=other_suspended_digimon" in rest:   # amount raises the DP maximum
        text += f", the DP maximum raised by {n} " + duration.replace("once for each", "for each")
        duration = ""
    if name == "trash_digivolution_cards_of_one" and duration:
        text += " " + duration
        duration = ""
    if name == "place_own_in_security_cost" and any(
            w.startswith("filter=") and "face_up" in w[7:].split(",") for w in rest):
        text = text.replace("face down", "face up")
    return f"{text} {duration}".strip()


def _condition_words(cond):
    for prefix, fmt in CONDITION_WORDS.items():
        if cond == prefix or (prefix.endswith("=") and cond.startswith(prefix)):
            return fmt.format(cond[len(prefix):])
    raise ValueError(cond)


def describe(effect_text):
    """Plain words for one encoded line (the text of an Effect), generated from the vocabulary tables."""
    head, _, body = split_line(effect_text)
    words = head.split()
    source, trigger, options = words[1], words[2], words[3:]
    when = [TRIGGER_WORDS[trigger]]
    for o in options:
        if o in ("if=this_has", "if=own_lacks"):   # the trait or name is the first clause's filter
            has = [w for w in body.split(";")[0].split() if w.startswith(("trait=", "name~", "name=", "text~"))]
            own = [w for w in body.split(";")[0].split() if w.startswith(tuple(THIS_KEYS))]
            if o == "if=this_has" and own:   # this_trait= / this_name~: the condition's, apart from the clause's
                has = [w[len("this_"):] for w in own]
                body = " ".join(w for w in body.split() if w not in own)
            what = _clause_words(["and_add", *has])[6:-42] if has else "a filter it lacks"
            what = what[len("with "):] if what.startswith("with ") else what   # "if it has [X] in its text"
            when.append(("if it has " if o == "if=this_has" else "if you have no card on the field ") + what)
            if o == "if=own_lacks":   # the filter is the condition's, not the clause's
                body = " ".join(w for w in body.split() if w not in has)
        elif o == "if=own_digimon_all_have":   # the first clause's trait, name or text: the condition's
            has = [w for w in body.split(";")[0].split() if w.startswith(("trait=", "trait~", "name~", "name=", "text~"))]
            what = _clause_words(["and_add", *has])[6:-42] if has else "of a filter it lacks"
            when.append("if you have no Digimon other than Digimon " + what)
            body = " ".join(w for w in body.split() if w not in has)
        elif o == "if=no_face_up_security_of_color":   # the first clause's colours: the condition's
            has = [w for w in body.split(";")[0].split() if w.startswith("color=")]
            what = " or ".join(has[0][len("color="):].split(",")) if has else "of a colour it lacks"
            when.append(f"if you have no {what} face-up security cards")
            body = " ".join(w for w in body.split() if w not in has)
        elif o == "if=own_digimon_has":   # the first clause's this_ key: the condition's, apart from its filters
            own = [w for w in body.split(";")[0].split() if w.startswith(tuple(THIS_KEYS))]
            body = " ".join(w for w in body.split() if w not in own)
            when.append("if you have a Digimon " + (_clause_words(["and_add", *[w[len("this_"):] for w in own]])[6:-42]
                                                    if own else "of a filter it lacks"))
        elif o in ("if=own_has", "if=opponent_has"):   # the first clause's card filters
            has = [w for w in body.split(";")[0].split() if w.startswith(tuple(k for k, _ in _FILTER_KEYS))]
            whose = "you have" if o == "if=own_has" else "the opponent has"
            when.append(f"if {whose} a " + _clause_words(["and_add", *has])[6:-42])
        elif o.startswith(("if=named_digivolution_cards>=", "if=named_digivolution_cards<=")):   # the first
            first, _, later = body.partition(";")   # clause's trait or name: the condition's
            has = [w for w in first.split() if w.startswith(("trait=", "trait~", "name~", "name=", "any="))]
            own = [w for w in first.split() if w.startswith(tuple(THIS_KEYS))]
            if own:   # this_name= ...: the condition's, apart from the clause's own filters
                has = own
            when.append(f"if it has {_named_under_count(o[3:])} digivolution cards "
                        + (_clause_words(["and_add", *[w[len("this_"):] if own else w for w in has]])[6:-42]
                           if has else "of a filter it lacks"))
            body = " ".join(w for w in first.split() if w not in has) + (";" + later if later else "")
        elif o.startswith("if=own_has_name="):
            when.append("if you have a Digimon or Tamer named " + o[len("if=own_has_name="):].replace("_", " "))
        elif o.startswith("if=own_lacks_name="):
            when.append("if you have no Digimon or Tamer named " + o[len("if=own_lacks_name="):].replace("_", " "))
        elif o.startswith("if="):
            when.append(_condition_words(o[3:]))
        elif o.startswith(CAUSE_PREFIX):
            when.append("if that Digimon is " + _clause_words(["and_add", o[len(CAUSE_PREFIX):]])[6:-42])
        else:
            when.append(OPTION_WORDS[o])
    clauses = [c.strip() for c in body.split(";")]
    acts = []
    for i, c in enumerate(clauses):
        cw = c.split()[1:] if i else c.split()
        may = ""
        for j, w in enumerate(cw):   # filter=may: "you may" in front of the clause, not a card filter
            if w.startswith("filter=") and "may" in w[7:].split(","):
                rest = [f for f in w[7:].split(",") if f != "may"]
                cw = cw[:j] + ([f"filter={','.join(rest)}"] if rest else []) + cw[j + 1:]
                may = "you may "
                break
        if cw[0].startswith(("if=named_digivolution_cards>=", "if=named_digivolution_cards<=")):   # the condition's
            own = [w for w in cw[1:] if w.startswith(tuple(THIS_KEYS))]   # this_name= ...: the condition's own
            has = [w[len("this_"):] for w in own] or [
                w for w in cw[1:] if w.startswith(("trait=", "trait~", "name~", "name=", "any="))]
            cw = [w for w in cw if w not in has and w not in own]
            acts.append(f"if it has {_named_under_count(cw[0][3:])} digivolution cards "
                        + (_clause_words(["and_add", *has])[6:-42] if has else "of a filter it lacks") + ", " + may
                        + _clause_words(cw[1:]))
        elif cw[0] == "if=named_under_or_own_has" and any(w.startswith(tuple(THIS_KEYS)) for w in cw):
            own = [w for w in cw if w.startswith(tuple(THIS_KEYS))]   # the digivolution card's half: the this_ keys
            cw = [w for w in cw if w not in own]
            has = [w for w in cw[1:] if w.startswith(("trait=", "trait~", "name~", "name=", "any="))]
            acts.append("if a digivolution card is " + _clause_words(["and_add", *[w[5:] for w in own]])[6:-42]
                        + (", or you have a Digimon " + _clause_words(["and_add", *has])[6:-42] if has else "")
                        + ", " + may + _clause_words(cw[1:]))
        elif cw[0].startswith("if="):
            acts.append(_condition_words(cw[0][3:]) + ", " + may + _clause_words(cw[1:]))
        else:
            acts.append(may + _clause_words(cw))
    return f"{SOURCE_WORDS[source]}, {', '.join(when)}: " + "; then ".join(acts)

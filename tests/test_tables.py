"""The per-match summaries of simcore.tables.summarize (digivolution costs, effect masks) that let the hot loops
skip cards, and the bound the greedy pilot uses to skip valuing options: each checked against the card facts
and effect rows it summarises, worked out here the slow way."""
import itertools
import random

import numpy as np
import pytest
from effect_positions import Side, Slot, build

from decks.catalog import get_card, is_token, load_catalog
from decks.decklist import Deck, load_deck
from simcore import effect_codes as ec
from simcore.tables import build_tables, face_down_card
from strategies.valuation import effect_value, effect_value_bound, opponent_best

STARTERS = ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6")
PAIRS = [(a, b) for a, b in itertools.combinations(STARTERS, 2)]


def read_text_names():
    """{card number: names in its text, lower case} from the catalog's TSV, read without decks.effects."""
    import os
    out = {}
    path = os.path.join(os.path.dirname(__file__), "..", "decks", "data", "text_names.tsv")
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                number, *names = line.rstrip("\n").split("\t")
                out.setdefault(number, set()).update(n.lower() for field in names for n in field.split("|") if n)
    return out


text_names = read_text_names()


def read_name_aliases():
    """{card number: (names it is also treated as, names it also has in its name)}, lower case, from the catalog's
    TSV (RULES.md §11: "[Rule] Name: Also treated as [X]"), read without decks.effects."""
    import os
    out = {}
    path = os.path.join(os.path.dirname(__file__), "..", "decks", "data", "name_aliases.tsv")
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                number, exact, parts = line.rstrip("\n").split("\t")
                out[number] = ([n.lower() for n in exact.split("|") if n], [n.lower() for n in parts.split("|") if n])
    return out


name_aliases = read_name_aliases()


def slow_way_met(way, base):
    """RULES.md §5.2/§11 read for one way of an alternative requirement: every test it lists holds for `base`."""
    low = str.lower
    name, traits, colors = low(base.name), [low(t) for t in base.traits], list(base.colors)
    also_exact, also_in_name = name_aliases.get(base.number, ((), ()))
    exact_names = [name, *also_exact]   # a card also treated as [X] has X as a name; "having [X]": in its name only
    tests = []
    if way.level is not None:
        tests.append(base.level == way.level)
    if way.level_min is not None:
        tests.append(base.level is not None and base.level >= way.level_min)
    if way.names:
        tests.append(any(n == low(x) for x in way.names for n in exact_names))
    if way.name_contains:
        tests.append(any(low(x) in n for x in way.name_contains for n in (*exact_names, *also_in_name)))
    if way.traits:
        tests.append(any(low(x) == t for x in way.traits for t in traits))
    if way.trait_contains:
        tests.append(any(low(x) in t for x in way.trait_contains for t in traits))
    if way.text_contains:   # the names its text holds: decks/data/text_names.tsv, read here line by line
        tests.append(any(low(x) in text_names.get(base.number, ()) for x in way.text_contains))
    if way.without_traits:
        tests.append(all(low(x) != t for x in way.without_traits for t in traits))
    if way.colors:
        tests.append(any(c in colors for c in way.colors))
    if way.without_colors:
        tests.append(all(c not in colors for c in way.without_colors))
    if way.color_count is not None:
        tests.append(len(colors) == way.color_count)
    if way.play_cost is not None:
        tests.append(base.cost == way.play_cost)
    if way.play_cost_max is not None:
        tests.append(base.cost is not None and base.cost <= way.play_cost_max)
    if way.play_cost_min is not None:
        tests.append(base.cost is not None and base.cost >= way.play_cost_min)
    if way.kinds:   # "onto one of your red Tamers": the base's kind
        tests.append(base.kind in way.kinds)
    return all(tests)


def slow_digivolve_cost(card, base):
    """Cheapest requirement of `card`, printed or alternative, that a Digimon whose top card is `base` meets,
    or -1."""
    if base.kind not in ("digimon", "digi-egg") or is_token(base.number):   # a Token can't digivolve (§10.1)
        return -1
    costs = [req.cost for req in card.digivolve if req.level == base.level and req.color in base.colors]
    costs += [req.cost for req in card.alt_digivolve if any(slow_way_met(w, base) for w in req.ways)]
    return min(costs) if costs else -1


def deck_of(name, numbers):
    return Deck(name=name, main=tuple((n, 1) for n in numbers), eggs=(), source="test")


@pytest.mark.parametrize("seed", range(4))
def test_digivolve_cost_table_with_alternative_requirements(seed):
    """Matches of 50 random cards with alternative requirements against 50 Digimon picked to meet some of them
    (and some that do not): the table equals the slow reading in every cell."""
    rng = random.Random(seed)
    catalog = load_catalog()
    with_alt = sorted(n for n, c in catalog.items() if c.alt_digivolve)
    digimon = sorted(n for n, c in catalog.items() if c.kind == "digimon" and c.level)
    cards = rng.sample(with_alt, 50)
    bases = []
    for n in cards:
        met = [b for b in rng.sample(digimon, 400) if slow_digivolve_cost(catalog[n], catalog[b]) >= 0]
        pick = met[0] if met and rng.random() < 0.7 else rng.choice(digimon)
        if pick not in bases and pick not in cards:
            bases.append(pick)
    tb, numbers = build_tables(deck_of("A", cards), deck_of("B", bases))
    # the cards, the face-down twins of a deck that places cards face down (blank cards), the Tokens played
    facts = [get_card(n) if tb.face_up[k] == k else face_down_card(get_card(n)) for k, n in enumerate(numbers)]
    assert seed != 0 or any(tb.face_up[k] != k for k in range(len(numbers)))   # seed 0 draws such a card
    alt_only = 0
    for i, card in enumerate(facts):
        for j, base in enumerate(facts):
            assert tb.evo_cost[i, j] == slow_digivolve_cost(card, base), (card.number, base.number)
            printed = [r for r in card.digivolve if r.level == base.level and r.color in base.colors]
            alt_only += tb.evo_cost[i, j] >= 0 and not printed
        assert (tb.evo_n[i] > 0) == bool(card.digivolve or card.alt_digivolve)
    assert alt_only >= 10, alt_only   # the alternative requirements make many cells: the comparison has teeth


ANY_COLOUR_CARDS = ("BT7-112", "BT8-084", "BT16-082", "BT16-083", "BT18-102", "BT19-102", "EX9-074", "EX12-076",
                    "P-123")


def test_requirements_open_to_any_colour_hold_for_every_colour():
    """A requirement of any colour is listed once per colour (7 entries, more than the 4 rows of tb.evo): each
    of these cards digivolves from a Digimon of its level in black, purple and white too."""
    catalog = load_catalog()
    assert sorted(ANY_COLOUR_CARDS) == sorted(n for n, c in catalog.items() if len(c.digivolve) > 4)
    for colour in ("black", "purple", "white"):
        for number in ANY_COLOUR_CARDS:
            card = catalog[number]
            req = next(r for r in card.digivolve if r.color == colour)
            base = next(n for n, c in sorted(catalog.items()) if c.kind in ("digimon", "digi-egg")
                        and c.colors == (colour,) and c.level == req.level
                        and not any(slow_way_met(w, c) for r in card.alt_digivolve for w in r.ways))
            tb, numbers = build_tables(deck_of("A", [number]), deck_of("B", [base]))
            cost = tb.evo_cost[numbers.index(number), numbers.index(base)]
            assert cost == min(r.cost for r in card.digivolve if r.color == colour and r.level == req.level), \
                (number, colour)


@pytest.mark.parametrize("a,b", PAIRS)
def test_digivolve_cost_table_matches_the_printed_requirements(a, b):
    tb, numbers = build_tables(load_deck(a), load_deck(b))
    cards = [get_card(n) for n in numbers]
    for i, card in enumerate(cards):
        for j, base in enumerate(cards):
            assert tb.evo_cost[i, j] == slow_digivolve_cost(card, base), (card.number, base.number)
    assert (tb.evo_cost[len(numbers):] == -1).all() and (tb.evo_cost[:, len(numbers):] == -1).all()


@pytest.mark.parametrize("a,b", PAIRS)
def test_effect_masks_say_exactly_which_rows_a_card_has(a, b):
    tb, numbers = build_tables(load_deck(a), load_deck(b))
    seen_trigger = seen_self = seen_field = 0
    for c in range(len(numbers)):
        rows = [tb.eff[r] for r in range(tb.eff_first[c], tb.eff_first[c] + tb.eff_n[c])] if tb.eff_first[c] >= 0 else []
        for src in (ec.S_MAIN, ec.S_INHERITED):
            for t in range(len(ec.TRIGGER_NAMES)):
                has = any(e[ec.F_SOURCE] == src and e[ec.F_TRIGGER] == t and e[ec.F_CHAIN] == 0 for e in rows)
                assert bool((int(tb.trigger_bits[c, src]) >> t) & 1) == has
            for act in range(63):
                has = any(e[ec.F_SOURCE] == src and e[ec.F_TRIGGER] == ec.T_STATIC and e[ec.F_ACTION] == act
                          and e[ec.F_TARGET] == ec.TG_SELF for e in rows)
                assert bool((int(tb.self_static_bits[c, src]) >> act) & 1) == has
        for act in range(63):
            has = any(e[ec.F_SOURCE] == ec.S_MAIN and e[ec.F_TRIGGER] == ec.T_STATIC and e[ec.F_ACTION] == act
                      and e[ec.F_TARGET] in (ec.TG_ALL_OWN, ec.TG_ALL_OWN_SECURITY, ec.TG_ALL_OWN_AND_SECURITY)
                      for e in rows)
            assert bool((int(tb.field_static_bits[c]) >> act) & 1) == has
        seen_trigger |= int(tb.trigger_bits[c, 0]) | int(tb.trigger_bits[c, 1])
        seen_self |= int(tb.self_static_bits[c, 0]) | int(tb.self_static_bits[c, 1])
        seen_field |= int(tb.field_static_bits[c])
    assert (tb.trigger_any, tb.self_static_any, tb.field_static_any) == (seen_trigger, seen_self, seen_field)


def starter_cards(kind):
    return sorted({n for d in STARTERS for n in load_deck(d).main_cards() + load_deck(d).egg_cards()
                   if get_card(n).kind == kind})


def test_option_value_bound_is_never_below_the_value():
    """The greedy pilot skips valuing an option whose bound cannot beat its best action, so the bound must
    hold in every position: options of all six starters against random fields (stacks, suspension, DP)."""
    rng = random.Random(5)
    options = starter_cards("option")
    digimon = [n for n in starter_cards("digimon") if get_card(n).level]
    assert options and digimon
    checked = useful = 0
    for option in options:
        for _ in range(12):
            def field():
                slots = []
                for _ in range(rng.randrange(0, 4)):
                    top = rng.choice(digimon)
                    under = [rng.choice(digimon) for _ in range(rng.randrange(0, 3))]
                    slots.append(Slot(under + [top], suspended=rng.random() < 0.5))
                return slots
            pos = build(Side(hand=[option], battle=field(), trash=[rng.choice(digimon)]), Side(battle=field()),
                        memory=rng.randrange(0, 6))
            card = np.int16(pos.card(option))
            value = effect_value(pos.st, pos.tb, np.int32(0), card)
            bound = effect_value_bound(pos.tb, card, opponent_best(pos.st, pos.tb, np.int32(0)))
            assert value <= bound, (option, value, bound)
            checked += 1
            useful += value > 0
    assert checked == 12 * len(options)
    assert useful > checked // 4   # most positions give the option something to do: the comparison has teeth


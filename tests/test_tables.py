"""The per-match summaries of simcore.tables.summarize (digivolution costs, effect masks) that let the hot loops
skip cards, and the bound the greedy pilot uses to skip valuing options: each checked against the card facts
and effect rows it summarises, worked out here the slow way."""
import itertools
import random

import numpy as np
import pytest
from effect_positions import Side, Slot, build

from decks.catalog import get_card
from decks.decklist import load_deck
from simcore import effect_codes as ec
from simcore.tables import build_tables
from strategies.valuation import effect_value, effect_value_bound, opponent_best

STARTERS = ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6")
PAIRS = [(a, b) for a, b in itertools.combinations(STARTERS, 2)]


def slow_digivolve_cost(card, base):
    """Cheapest printed requirement of `card` that a Digimon whose top card is `base` meets, or -1."""
    if base.kind not in ("digimon", "digi-egg"):
        return -1
    costs = [req.cost for req in card.digivolve if req.level == base.level and req.color in base.colors]
    return min(costs) if costs else -1


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


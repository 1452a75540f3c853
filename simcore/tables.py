"""Card tables for one match: the facts of every card type in both decks as flat int32 arrays, and the
two decks as arrays of card-type indices."""
import numpy as np

from simcore import effect_codes as ec
from simcore.layout import (COLOR_NAMES, EGG_PILE, K_DIGIMON, K_EGG, K_OPTION, K_TAMER, MAX_CARD_TYPES,
                            MAX_EFFECT_ROWS, MAX_EVO, PILE, new_tables)

KIND_CODES = {"digi-egg": K_EGG, "digimon": K_DIGIMON, "tamer": K_TAMER, "option": K_OPTION}


def color_mask(colors):
    mask = 0
    for c in colors:
        mask |= 1 << COLOR_NAMES.index(c)
    return mask


def build_tables(deck_a, deck_b, cards=None, effects=None, rules=0):
    """CardTables for a match between two decks.Deck objects, and the list of card numbers whose
    position is each card-type index. `cards` maps card numbers to decks.catalog.Card facts (default:
    the built-in catalog); tests pass made-up cards. `effects` maps card numbers to decks.effects.CardEffects
    (default: the built-in encoding; {} plays every card without effects). `rules` is the bit mask of
    switched [GAP] readings (simcore.rule_switches; 0 = the defaults)."""
    from decks.effects import effect_rows

    if cards is None:
        from decks.catalog import get_card
    else:
        get_card = cards.__getitem__

    numbers = sorted({n for d in (deck_a, deck_b) for n in d.main_cards() + d.egg_cards()})
    if len(numbers) > MAX_CARD_TYPES:
        raise ValueError(f"a match may use at most {MAX_CARD_TYPES} distinct cards, not {len(numbers)}")
    index = {n: i for i, n in enumerate(numbers)}
    tb = new_tables()
    tb.n_types = len(numbers)
    tb.rules = rules
    tb.cost[:] = -1
    tb.dp[:] = -1
    for i, n in enumerate(numbers):
        card = get_card(n)
        tb.kind[i] = KIND_CODES[card.kind]
        tb.colors[i] = color_mask(card.colors)
        tb.level[i] = card.level or 0
        tb.cost[i] = -1 if card.cost is None else card.cost
        tb.dp[i] = -1 if card.dp is None or card.kind in ("tamer", "option", "digi-egg") else card.dp
        reqs = card.digivolve[:MAX_EVO]
        for r, req in enumerate(reqs):
            tb.evo[i, r] = (color_mask([req.color]), req.level, req.cost)
        tb.evo_n[i] = len(reqs)
    for p, d in enumerate((deck_a, deck_b)):
        m = [index[n] for n in d.main_cards()]
        e = [index[n] for n in d.egg_cards()]
        if len(m) > PILE or len(e) > EGG_PILE:
            raise ValueError(f"deck {d.name} is too large")
        tb.main[p, :len(m)] = m
        tb.egg[p, :len(e)] = e
        tb.main_n[p] = len(m)
        tb.egg_n[p] = len(e)
    eff, eff_first, eff_n, match_bits = effect_rows(numbers, effects, cards)
    if int(eff_n.sum()) > MAX_EFFECT_ROWS:
        raise ValueError(f"a match may use at most {MAX_EFFECT_ROWS} effect rows, not {int(eff_n.sum())}")
    tb.n_rows = int(eff_n.sum())
    tb.eff[:tb.n_rows] = eff[:tb.n_rows]
    rows = eff[:tb.n_rows]
    tb.neg_static_dp = int(((rows[:, ec.F_TRIGGER] == ec.T_STATIC) & (rows[:, ec.F_ACTION] == ec.A_DP)
                            & (rows[:, ec.F_AMOUNT] < 0)).any())
    tb.eff_first[:len(numbers)] = eff_first
    tb.eff_n[:len(numbers)] = eff_n
    tb.match_bits[:len(numbers)] = match_bits
    summarize(tb)
    return tb, numbers


SELF_TARGETS = (ec.TG_SELF,)
FIELD_TARGETS = (ec.TG_ALL_OWN, ec.TG_ALL_OWN_SECURITY, ec.TG_ALL_OWN_AND_SECURITY)


def summarize(tb):
    """Fill the bit masks and the digivolution cost table that let the rules skip cards with nothing to
    say (simcore.layout, TABLES_DTYPE). Call after the card facts and effect rows are in place."""
    n = int(tb.n_types)
    rows = tb.eff[:tb.n_rows]
    if rows.size and max(int(rows[:, ec.F_ACTION].max()), 0) >= 63:
        raise ValueError("effect action codes must stay below 63 for the static-effect masks")
    tb.trigger_bits[:] = 0
    tb.self_static_bits[:] = 0
    tb.field_static_bits[:] = 0
    for c in range(n):
        f = int(tb.eff_first[c])
        if f < 0:
            continue
        for e in tb.eff[f:f + int(tb.eff_n[c])]:
            src, trig, act, tg = int(e[ec.F_SOURCE]), int(e[ec.F_TRIGGER]), int(e[ec.F_ACTION]), int(e[ec.F_TARGET])
            if src not in (ec.S_MAIN, ec.S_INHERITED):
                continue
            if e[ec.F_CHAIN] == 0:
                tb.trigger_bits[c, src] |= 1 << trig
            if trig == ec.T_STATIC and tg in SELF_TARGETS:
                tb.self_static_bits[c, src] |= 1 << act
            if trig == ec.T_STATIC and src == ec.S_MAIN and tg in FIELD_TARGETS:
                tb.field_static_bits[c] |= 1 << act
    tb.trigger_any = int(np.bitwise_or.reduce(tb.trigger_bits[:n].ravel(), initial=0))
    tb.self_static_any = int(np.bitwise_or.reduce(tb.self_static_bits[:n].ravel(), initial=0))
    tb.field_static_any = int(np.bitwise_or.reduce(tb.field_static_bits[:n], initial=0))
    tb.evo_cost[:] = -1
    for c in range(n):
        for r in range(int(tb.evo_n[c])):
            colors, level, cost = (int(v) for v in tb.evo[c, r])
            for b in range(n):
                if tb.kind[b] not in (K_DIGIMON, K_EGG) or tb.level[b] != level or not (tb.colors[b] & colors):
                    continue
                if tb.evo_cost[c, b] < 0 or cost < tb.evo_cost[c, b]:
                    tb.evo_cost[c, b] = cost

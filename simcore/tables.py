"""Card tables for one match: the facts of every card type in both decks as flat int32 arrays, and the
two decks as arrays of card-type indices."""
from simcore import effect_codes as ec
from simcore.layout import (COLOR_NAMES, EGG_PILE, K_DIGIMON, K_EGG, K_OPTION, K_TAMER, MAX_CARD_TYPES,
                            MAX_EFFECT_ROWS, MAX_EVO, PILE, new_tables)

KIND_CODES = {"digi-egg": K_EGG, "digimon": K_DIGIMON, "tamer": K_TAMER, "option": K_OPTION}


def color_mask(colors):
    mask = 0
    for c in colors:
        mask |= 1 << COLOR_NAMES.index(c)
    return mask


def build_tables(deck_a, deck_b, cards=None, effects=None):
    """CardTables for a match between two decks.Deck objects, and the list of card numbers whose
    position is each card-type index. `cards` maps card numbers to decks.catalog.Card facts (default:
    the built-in catalog); tests pass made-up cards. `effects` maps card numbers to decks.effects.CardEffects
    (default: the built-in encoding; {} plays every card without effects)."""
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
    return tb, numbers

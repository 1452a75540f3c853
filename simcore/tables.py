"""Card tables for one match: the facts of every card type in both decks as flat int32 arrays, and the
two decks as arrays of card-type indices."""
import numpy as np

from simcore.layout import (COLOR_NAMES, DECK_SIZE, K_DIGIMON, K_EGG, K_OPTION, K_TAMER, MAX_EGGS, MAX_EVO,
                            CardTables)

KIND_CODES = {"digi-egg": K_EGG, "digimon": K_DIGIMON, "tamer": K_TAMER, "option": K_OPTION}


def color_mask(colors):
    mask = 0
    for c in colors:
        mask |= 1 << COLOR_NAMES.index(c)
    return mask


def build_tables(deck_a, deck_b):
    """CardTables for a match between two decks.Deck objects, and the list of card numbers whose
    position is each card-type index."""
    from decks.catalog import get_card

    numbers = sorted({n for d in (deck_a, deck_b) for n in d.main_cards() + d.egg_cards()})
    index = {n: i for i, n in enumerate(numbers)}
    t = len(numbers)
    kind = np.zeros(t, np.int32)
    colors = np.zeros(t, np.int32)
    level = np.zeros(t, np.int32)
    cost = np.full(t, -1, np.int32)
    dp = np.full(t, -1, np.int32)
    evo = np.zeros((t, MAX_EVO, 3), np.int32)
    evo_n = np.zeros(t, np.int32)
    for i, n in enumerate(numbers):
        card = get_card(n)
        kind[i] = KIND_CODES[card.kind]
        colors[i] = color_mask(card.colors)
        level[i] = card.level or 0
        cost[i] = -1 if card.cost is None else card.cost
        dp[i] = -1 if card.dp is None or card.kind in ("tamer", "option", "digi-egg") else card.dp
        reqs = card.digivolve[:MAX_EVO]
        for r, req in enumerate(reqs):
            evo[i, r] = (color_mask([req.color]), req.level, req.cost)
        evo_n[i] = len(reqs)
    main = np.zeros((2, DECK_SIZE), np.int16)
    egg = np.zeros((2, MAX_EGGS), np.int16)
    main_n = np.zeros(2, np.int32)
    egg_n = np.zeros(2, np.int32)
    for p, d in enumerate((deck_a, deck_b)):
        m = [index[n] for n in d.main_cards()]
        e = [index[n] for n in d.egg_cards()]
        main[p, :len(m)] = m
        egg[p, :len(e)] = e
        main_n[p] = len(m)
        egg_n[p] = len(e)
    tables = CardTables(kind=kind, colors=colors, level=level, cost=cost, dp=dp, evo=evo, evo_n=evo_n,
                        main=main, main_n=main_n, egg=egg, egg_n=egg_n)
    return tables, numbers

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
    real_n = len(numbers)
    tokens = tokens_played(numbers, effects, get_card)   # Tokens last: no deck holds them (RULES.md §10.1)
    if real_n + len(tokens) > MAX_CARD_TYPES:
        raise ValueError(f"a match may use at most {MAX_CARD_TYPES} distinct cards, not {real_n + len(tokens)}")
    # the face-down twins (effect_codes.A_PLACE_FROM_TRASH_FACE_DOWN_COST), between the deck cards and the Tokens:
    # one for each main-deck card of a deck that places cards face down, as many as MAX_CARD_TYPES leaves room for
    room = MAX_CARD_TYPES - real_n - len(tokens)
    twins = sorted({n for d in (deck_a, deck_b) if places_face_down(d, effects) for n in d.main_cards()})[:room]
    token_first = real_n + len(twins)
    numbers += twins + tokens
    index = {n: i for i, n in enumerate(numbers[:real_n])}
    twin_of = {n: real_n + k for k, n in enumerate(twins)}
    facts = [get_card(n) for n in numbers[:real_n]] + [face_down_card(get_card(n)) for n in twins] \
        + [get_card(n) for n in tokens]   # the card facts of each index (a twin: a blank card)
    keys = numbers[:real_n] + [TWIN_KEY + n for n in twins] + tokens   # a twin: no effects (effect_rows)
    by_key = dict(zip(keys, facts))
    tb = new_tables()
    tb.n_types = len(numbers)
    tb.token_first = token_first
    tb.rules = rules
    tb.cost[:] = -1
    tb.dp[:] = -1
    for i, n in enumerate(numbers):
        card = facts[i]
        tb.kind[i] = KIND_CODES[card.kind]
        tb.colors[i] = color_mask(card.colors)
        tb.level[i] = card.level or 0
        tb.cost[i] = -1 if card.cost is None else card.cost
        tb.dp[i] = -1 if card.dp is None or card.kind in ("tamer", "option", "digi-egg") else card.dp
        # evo holds the first MAX_EVO printed requirements; evo_n counts all of them, alternative ones too (the
        # rules only ask whether it is > 0). evo_cost, worked out by summarize from the full lists, decides.
        for r, req in enumerate(card.digivolve[:MAX_EVO]):
            tb.evo[i, r] = (color_mask([req.color]), req.level, req.cost)
        tb.evo_n[i] = len(card.digivolve) + len(card.alt_digivolve)
    first_of_name = {}
    for i, n in enumerate(numbers):
        tb.name_id[i] = first_of_name.setdefault(facts[i].name.casefold(), i) if i not in range(real_n, token_first) \
            else i   # a face-down card has no name: no other card has its name
    for n, t in twin_of.items():
        tb.face_up[t] = index[n]
        tb.face_down_of[index[n]] = t
    for p, d in enumerate((deck_a, deck_b)):
        m = [index[n] for n in d.main_cards()]
        e = [index[n] for n in d.egg_cards()]
        if len(m) > PILE or len(e) > EGG_PILE:
            raise ValueError(f"deck {d.name} is too large")
        tb.main[p, :len(m)] = m
        tb.egg[p, :len(e)] = e
        tb.main_n[p] = len(m)
        tb.egg_n[p] = len(e)
    eff, eff_first, eff_n, match_bits = effect_rows(keys, effects, by_key)
    if int(eff_n.sum()) > MAX_EFFECT_ROWS:
        raise ValueError(f"a match may use at most {MAX_EFFECT_ROWS} effect rows, not {int(eff_n.sum())}")
    tb.n_rows = int(eff_n.sum())
    tb.eff[:tb.n_rows] = eff[:tb.n_rows]
    rows = eff[:tb.n_rows]
    tb.neg_static_dp = int(((rows[:, ec.F_TRIGGER] == ec.T_STATIC) & (rows[:, ec.F_ACTION] == ec.A_DP)
                            & (rows[:, ec.F_AMOUNT] < 0)
                            & ((rows[:, ec.F_FILTER] & ec.FL_SECURITY_DIGIMON) == 0)).any())   # Security Digimon: not checked
    tb.digivolve_cost_down = int(((rows[:, ec.F_ACTION] == ec.A_DIGIVOLVE_COST_DOWN)
                                  | (rows[:, ec.F_ACTION] == ec.A_NEXT_DIGIVOLVE_COST_DOWN)
                                  | (rows[:, ec.F_ACTION] == ec.A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN)
                                  | ((rows[:, ec.F_ACTION] == ec.A_KEYWORD)
                                     & (rows[:, ec.F_AMOUNT] == ec.KW_DIGISORPTION))).any()) \
        | 2 * int(np.isin(rows[:, ec.F_ACTION], (ec.A_TAMER_DIGIVOLVE_COST_DOWN,   # bit 1: a Tamer's, bought
                                                 ec.A_SUSPEND_DIGIVOLVE_COST_DOWN)).any())
    # bit 0: a card's own reduction in the hand; bit 1: one bought from under a Tamer, by suspending a Tamer or
    # Digimon or by returning it to the deck, of the battle area
    paid = (rows[:, ec.F_FILTER] & ec.FL_PAID_FROM_UNDER_TAMER) != 0
    # bit 2: a card's own reduction bought by deleting one of your Digimon as it is played (filter=paid_by_deleting)
    deleting = (rows[:, ec.F_FILTER] & ec.FL_PAID_BY_DELETING) != 0
    tb.play_cost_down = (int(((rows[:, ec.F_ACTION] == ec.A_PLAY_COST_DOWN) & ~paid & ~deleting).any())
                         | 2 * int((((rows[:, ec.F_ACTION] == ec.A_PLAY_COST_DOWN) & paid)
                                   | np.isin(rows[:, ec.F_ACTION], (ec.A_SUSPEND_PLAY_COST_DOWN,
                                                                   ec.A_BOTTOM_DECK_PLAY_COST_DOWN,
                                                                   ec.A_SUSPEND_OWN_PLAY_COST_DOWN))).any())
                         | 4 * int(((rows[:, ec.F_ACTION] == ec.A_PLAY_COST_DOWN) & deleting).any()))
    tb.eff_first[:len(numbers)] = eff_first
    tb.eff_n[:len(numbers)] = eff_n
    tb.match_bits[:len(numbers)] = match_bits
    summarize(tb, facts)
    note_overflow(tb)
    return tb, numbers


def note_overflow(tb):
    """tb.overflow: each card type's <Overflow> memory (its static overflow row, RULES.md §10.5); a face-down twin
    is its card still, and leaving the field costs the same."""
    for c in range(tb.n_types):
        f = int(tb.eff_first[c])
        for e in tb.eff[f:f + int(tb.eff_n[c])] if f >= 0 else ():
            if e[ec.F_ACTION] == ec.A_OVERFLOW and e[ec.F_TRIGGER] == ec.T_STATIC:
                tb.overflow[c] = e[ec.F_AMOUNT]
    for c in range(tb.n_types):
        tb.overflow[c] = tb.overflow[tb.face_up[c]]
    tb.overflow_any = int(tb.overflow[:tb.n_types].any())


TWIN_KEY = "face down:"   # the key of a face-down twin's (empty) effects


def places_face_down(deck, effects):
    """A card of the deck's main deck has a clause placing cards face down beneath a Digimon."""
    from decks.effects import load_effects

    effects = load_effects() if effects is None else effects
    for n in set(deck.main_cards()):
        entry = effects.get(n)
        for e in entry.effects if entry is not None else ():
            if any(r[ec.F_ACTION] in FACE_DOWN_ACTIONS for r in e.rows):
                return True
    return False


FACE_DOWN_ACTIONS = (ec.A_PLACE_FROM_TRASH_FACE_DOWN_COST, ec.A_REVEAL_ADD_AND_PLACE_FACE_DOWN,
                     ec.A_PLACE_FROM_HAND_FACE_DOWN)


def face_down_card(card):
    """The facts of card face down beneath a Digimon: a Digimon card without name, traits, level, colours, DP, play
    cost, digivolution requirements or texts."""
    import dataclasses

    return dataclasses.replace(card, name="", colors=(), level=None, cost=None, dp=None, digivolve=(), traits=(),
                               effects=(), alt_digivolve=(), dna=(), kind="digimon")


def tokens_played(numbers, effects, get_card):
    """The Token numbers (decks.catalog.token_number) that the `play_token` clauses of these cards name, sorted."""
    from decks.catalog import token_number
    from decks.effects import load_effects

    effects = load_effects() if effects is None else effects
    out = set()
    for n in numbers:
        entry = effects.get(n)
        for e in entry.effects if entry is not None else ():
            for r, match in zip(e.rows, e.matches or (None,) * len(e.rows)):
                if r[ec.F_ACTION] == ec.A_PLAY_TOKEN and match is not None:
                    token = token_number(match[1])
                    get_card(token)   # KeyError: a Token the catalog lacks
                    out.add(token)
    return sorted(out)


SELF_TARGETS = (ec.TG_SELF,)
PLAYER_TARGETS = (ec.TG_PLAYER, ec.TG_OPPONENT)
FIELD_TARGETS = (ec.TG_ALL_OWN, ec.TG_ALL_OWN_SECURITY, ec.TG_ALL_OWN_AND_SECURITY, ec.TG_ALL_OPPONENT,
                 ec.TG_ALL_OWN_SAME_NAME)


def summarize(tb, cards):
    """Fill the bit masks and the digivolution cost table that let the rules skip cards with nothing to
    say (simcore.layout, TABLES_DTYPE). `cards`: the decks.catalog.Card facts of each card-type index. Call
    after the card facts and effect rows are in place."""
    n = int(tb.n_types)
    rows = tb.eff[:tb.n_rows]
    static = rows[rows[:, ec.F_TRIGGER] == ec.T_STATIC] if rows.size else rows
    # a digivolution requirement (target=player, read by simcore.query.digivolve_cost_now) is in no mask, nor the
    # DigiXros rule of a card in the hand (read by simcore.digixros.trash_allowed), nor an ACE card's Overflow
    # (tb.overflow, note_overflow), nor an App Fusion requirement (read by effects.app_fuse), a link cost
    # reduction (effects.link_reduction reads the stack of the Digimon a card is linked to) or a Tamer's bought
    # digivolution cost reduction (tb.digivolve_cost_down bit 1, read by simcore.targets.tamer_reduction_row), a
    # digivolve_only_into rule (read by simcore.query.digivolve_into_cost) or a
    # play cost reduction bought by suspending (tb.play_cost_down bit 1, simcore.targets.suspend_play_row_applies)
    static = static[~np.isin(static[:, ec.F_ACTION], (ec.A_DIGIVOLVE_WHILE_YOU_HAVE, ec.A_DIGIVOLVE_INTO_WHILE,
                                                      ec.A_DIGIXROS_FROM_TRASH, ec.A_OVERFLOW, ec.A_APP_FUSION,
                                                      ec.A_LINK_COST_DOWN, ec.A_TAMER_DIGIVOLVE_COST_DOWN,
                                                      ec.A_SUSPEND_PLAY_COST_DOWN, ec.A_SUSPEND_DIGIVOLVE_COST_DOWN,
                                                      ec.A_BOTTOM_DECK_PLAY_COST_DOWN,
                                                      ec.A_SUSPEND_OWN_PLAY_COST_DOWN, ec.A_DIGIVOLVE_ONLY_INTO))] \
        if static.size else static
    if static.size and int(static[:, ec.F_ACTION].max()) > 63:   # timed actions are in no mask: any code
        raise ValueError("persistent effects' action codes must stay below 64 for the static-effect masks")
    tb.trigger_bits[:] = 0
    tb.self_static_bits[:] = 0
    tb.field_static_bits[:] = 0
    field_digimon = np.int64(0)   # the bits of the rows that reach Digimon (all_own_security: only Security Digimon)
    tb.link_row[:] = -1
    tb.link_any = 0
    link_triggers = np.int64(0)   # RULES.md §10.6: the timings and persistent actions of link texts (any link card)
    link_statics = np.int64(0)
    for c in range(n):
        f = int(tb.eff_first[c])
        if f < 0:
            continue
        for k, e in enumerate(tb.eff[f:f + int(tb.eff_n[c])]):
            src, trig, act, tg = int(e[ec.F_SOURCE]), int(e[ec.F_TRIGGER]), int(e[ec.F_ACTION]), int(e[ec.F_TARGET])
            if src == ec.S_LINK:
                tb.link_any = 1
                if act == ec.A_LINK_REQUIREMENT and trig == ec.T_STATIC:
                    tb.link_row[c] = f + k
                elif trig == ec.T_STATIC and tg in SELF_TARGETS:
                    link_statics |= np.int64(1) << np.int64(act)
                elif e[ec.F_CHAIN] == 0:
                    link_triggers |= np.int64(1) << np.int64(trig & 63)
                continue
            if src == ec.S_SECURITY and trig == ec.T_STATIC and tg in FIELD_TARGETS:   # from face-up security
                tb.field_static_bits[c] |= np.int64(1) << np.int64(act)   # (simcore.query.face_up_security_total)
                if tg != ec.TG_ALL_OWN_SECURITY:
                    field_digimon |= np.int64(1) << np.int64(act)
            if src == ec.S_SECURITY and trig == ec.T_OWN_DIGIMON_WOULD_LEAVE_NOT_IN_BATTLE and e[ec.F_CHAIN] == 0:
                link_triggers |= np.int64(1) << np.int64(trig & 63)   # a face-up card's keeping effect (trigger_any)
            if src not in (ec.S_MAIN, ec.S_INHERITED):
                continue
            if e[ec.F_CHAIN] == 0:
                tb.trigger_bits[c, src] |= np.int64(1) << np.int64(trig & 63)   # a timing >= 64 shares a bit
            if trig == ec.T_STATIC and tg in SELF_TARGETS:
                tb.self_static_bits[c, src] |= np.int64(1) << np.int64(act)   # bit 63: `keyword`
            security_only = (int(e[ec.F_FILTER]) & ec.FL_SECURITY_DIGIMON) != 0   # read at security checks only
            if trig == ec.T_STATIC and not security_only and (
                    tg in FIELD_TARGETS or (act == ec.A_CANT and tg in PLAYER_TARGETS)):
                # main or inherited (simcore.query.field_total); a player's restriction (query.player_restricted)
                tb.field_static_bits[c] |= np.int64(1) << np.int64(act)
                if tg != ec.TG_ALL_OWN_SECURITY:
                    field_digimon |= np.int64(1) << np.int64(act)
    tb.reach = reach_flags(rows)
    tb.cant_codes = restriction_codes(rows)
    tb.trigger_any = int(np.bitwise_or.reduce(tb.trigger_bits[:n].ravel(), initial=0))
    tb.self_static_any = int(np.bitwise_or.reduce(tb.self_static_bits[:n].ravel(), initial=0))
    tb.trigger_any = int(np.int64(tb.trigger_any) | link_triggers)
    tb.self_static_any = int(np.int64(tb.self_static_any) | link_statics)
    tb.field_static_any = int(np.bitwise_or.reduce(tb.field_static_bits[:n], initial=0))
    tb.field_digimon_any = int(field_digimon)
    tb.evo_cost[:] = -1
    # RULES.md §5.2: a Digimon is the base; a Tamer only where a requirement names it ("[Digivolve] [X]: Cost N")
    # or takes Tamers as Digimon of a level (a way with kinds=("tamer",))
    bases = [b for b in range(n) if tb.kind[b] in (K_DIGIMON, K_EGG, K_TAMER)]
    for c in range(n):
        card = cards[c]
        alt = card.alt_digivolve
        if not card.digivolve and not alt:
            continue
        for b in bases:
            base = cards[b]
            if tb.kind[b] == K_TAMER:
                costs = [req.cost for req in alt
                         if any((way.names or way.kinds) and meets(way, base) for way in req.ways)]
            else:
                costs = [req.cost for req in card.digivolve if req.level == base.level and req.color in base.colors]
                costs += [req.cost for req in alt if any(meets(way, base) for way in req.ways)]
            if costs and b < tb.token_first:   # a Token can't digivolve (RULES.md §10.1)
                tb.evo_cost[c, b] = min(costs)   # any one met requirement will do: the cheapest
    tb.dna_cost[:] = -1
    tb.dna_side[:] = 0
    tb.dna_any = 0
    for c in range(n):
        if not cards[c].dna:
            continue
        req = cards[c].dna[0]   # every DNA card has one requirement
        tb.dna_cost[c] = req.cost
        tb.dna_any = 1
        for b in bases:
            if b < tb.token_first:
                tb.dna_side[c, b] = (1 if meets(req.left, cards[b]) else 0) | (2 if meets(req.right, cards[b]) else 0)


def reach_flags(rows):
    """simcore.layout REACH_* bits for the effect rows of a match."""
    from simcore.layout import REACH_DIGIVOLVE_WHILE, REACH_FACE_UP_SECURITY
    from simcore.layout import (REACH_CANT, REACH_FILTERED, REACH_INHERITED, REACH_OPPONENT, REACH_OPPONENT_SECURITY,
                                REACH_OVERCLOCK, REACH_PROGRESS, REACH_VORTEX)
    from simcore.layout import REACH_ANY_SUSPENDED

    static = (rows[:, ec.F_TRIGGER] == ec.T_STATIC) & ((rows[:, ec.F_FILTER] & ec.FL_SECURITY_DIGIMON) == 0)
    field = np.isin(rows[:, ec.F_TARGET], FIELD_TARGETS)
    cant = rows[:, ec.F_ACTION] == ec.A_CANT
    every = np.isin(rows[:, ec.F_TARGET], (ec.TG_ALL_OWN, ec.TG_ALL_OPPONENT))
    filtered = ((rows[:, ec.F_MATCH] > 0) | (rows[:, ec.F_LEVEL_MAX] >= 0) | (rows[:, ec.F_LEVEL_MIN] >= 0)
                | (rows[:, ec.F_COST_MAX] >= 0) | (rows[:, ec.F_COLOR] != 0) | (rows[:, ec.F_DP_MAX] >= 0)
                | ((rows[:, ec.F_FILTER] & (ec.FL_SUSPENDED | ec.FL_NO_DIGIVOLUTION_CARDS | ec.FL_OTHER
                                            | ec.FL_TAMER)) != 0))
    flags = 0
    if (rows[:, ec.F_ACTION] == ec.A_DIGIVOLVE_WHILE_YOU_HAVE).any():
        flags |= REACH_DIGIVOLVE_WHILE
    if np.isin(rows[:, ec.F_ACTION], (ec.A_DIGIVOLVE_INTO_WHILE, ec.A_DIGIVOLVE_ONLY_INTO)).any():
        from simcore.layout import REACH_DIGIVOLVE_INTO
        flags |= REACH_DIGIVOLVE_INTO
    if (static & field & (rows[:, ec.F_SOURCE] == ec.S_INHERITED)).any():
        flags |= REACH_INHERITED
    if (static & ((rows[:, ec.F_TARGET] == ec.TG_ALL_OPPONENT) | (cant & np.isin(rows[:, ec.F_TARGET],
                                                                               PLAYER_TARGETS)))).any():
        flags |= REACH_OPPONENT
    # filter=held_till_opponents_turn_end puts a `cant digivolve` modifier on the Digimon it plays
    if cant.any() or ((rows[:, ec.F_FILTER] & ec.FL_HELD_TILL_OPPONENTS_TURN_END) != 0).any():
        flags |= REACH_CANT
    if (every & filtered).any():
        flags |= REACH_FILTERED
    if ((rows[:, ec.F_TRIGGER] == ec.T_STATIC) & (rows[:, ec.F_TARGET] == ec.TG_ALL_OPPONENT)
            & ((rows[:, ec.F_FILTER] & ec.FL_SECURITY_DIGIMON) != 0)).any():
        flags |= REACH_OPPONENT_SECURITY
    if ((rows[:, ec.F_TRIGGER] == ec.T_STATIC) & (rows[:, ec.F_SOURCE] == ec.S_SECURITY) & field).any():
        flags |= REACH_FACE_UP_SECURITY
    if (static & cant & np.isin(rows[:, ec.F_AMOUNT], (ec.CANT_BE_AFFECTED_BY_OPPONENTS,
                                                       ec.CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON))).any():
        from simcore.layout import REACH_STATIC_IMMUNITY
        flags |= REACH_STATIC_IMMUNITY
    keyword = rows[:, ec.F_ACTION] == ec.A_KEYWORD
    if (keyword & (rows[:, ec.F_AMOUNT] == ec.KW_VORTEX)).any():
        flags |= REACH_VORTEX
    if (keyword & (rows[:, ec.F_AMOUNT] == ec.KW_OVERCLOCK)).any():
        flags |= REACH_OVERCLOCK
    if (keyword & (rows[:, ec.F_AMOUNT] == ec.KW_PROGRESS)).any():
        flags |= REACH_PROGRESS
    if (rows[:, ec.F_TRIGGER] == ec.T_ANY_DIGIMON_SUSPENDED).any():
        flags |= REACH_ANY_SUSPENDED
    if np.isin(rows[:, ec.F_TRIGGER], (ec.T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED_BY_EFFECT,
                                       ec.T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED)).any():
        from simcore.layout import REACH_EFFECT_PLAYED_OR_DIGIVOLVED
        flags |= REACH_EFFECT_PLAYED_OR_DIGIVOLVED
    if (keyword & (rows[:, ec.F_AMOUNT] == ec.KW_ATTACKS_AT_MAIN_PHASE_START)).any():
        from simcore.layout import REACH_MAIN_PHASE_ATTACK
        flags |= REACH_MAIN_PHASE_ATTACK
    if (keyword & (rows[:, ec.F_AMOUNT] == ec.KW_EXECUTE)).any():
        from simcore.layout import REACH_EXECUTE
        flags |= REACH_EXECUTE
    return flags


def restriction_codes(rows):
    """Bit k set: some row of the match puts restriction k (CANT_*) on something, so `restricted` looks for it."""
    codes = set(int(c) for c in rows[rows[:, ec.F_ACTION] == ec.A_CANT, ec.F_AMOUNT])
    # filter=held_till_opponents_turn_end puts a `cant digivolve` modifier on the Digimon it plays
    if ((rows[:, ec.F_FILTER] & ec.FL_HELD_TILL_OPPONENTS_TURN_END) != 0).any():
        codes.add(ec.CANT_DIGIVOLVE)
    if (rows[:, ec.F_ACTION] == ec.A_PLAYED_CANT_DIGIVOLVE).any():   # so does played_cant_digivolve
        codes.add(ec.CANT_DIGIVOLVE)
    assert all(0 <= c < 63 for c in codes), "a restriction code outside the cant_codes mask"
    return sum(1 << c for c in codes)


def meets(way, base):
    """Whether the card `base` (the top card of a Digimon) passes every test of one way of an alternative
    digivolution requirement (decks.catalog.DigivolveFrom). Names, traits and colours compare in any letter case;
    RULES.md §11: `[X]` is the exact name, "X in its name" a part of it."""
    if way.kinds and base.kind not in way.kinds:   # "onto one of your red Tamers": a Tamer, not a Digimon
        return False
    level = base.level
    if way.level is not None and level != way.level:
        return False
    if way.level_min is not None and (level is None or level < way.level_min):
        return False
    from decks.effects import card_names

    exact, parts = card_names(base)   # its printed name and the names its rule lines give it
    if way.names and not {x.casefold() for x in way.names} & set(exact):
        return False
    if way.name_contains and not any(x.casefold() in n for x in way.name_contains for n in exact + parts):
        return False
    traits = {t.casefold() for t in base.traits}
    if way.traits and not traits & {x.casefold() for x in way.traits}:
        return False
    if way.trait_contains and not any(x.casefold() in t for x in way.trait_contains for t in traits):
        return False
    if way.without_traits and traits & {x.casefold() for x in way.without_traits}:
        return False
    if way.text_contains:   # "w/[X] in text": the names the card text holds (RULES.md §11)
        from decks.effects import text_names

        names = text_names().get(base.number, frozenset())
        if not any(x.casefold() in names for x in way.text_contains):
            return False
    if way.colors and not set(base.colors) & set(way.colors):
        return False
    if way.without_colors and set(base.colors) & set(way.without_colors):
        return False
    if way.color_count is not None and len(base.colors) != way.color_count:
        return False
    cost = base.cost
    if way.play_cost is not None and cost != way.play_cost:
        return False
    if way.play_cost_max is not None and (cost is None or cost > way.play_cost_max):
        return False
    if way.play_cost_min is not None and (cost is None or cost < way.play_cost_min):
        return False
    return True

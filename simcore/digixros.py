"""DigiXros (RULES.md §10.2): a Digimon card whose `digixros` rows list its requirement may be played from the hand
with, for each entry, 1 card from the hand or the battle area (a top card; the cards under it are trashed) placed
under it, leftmost entry on top, each lowering the play cost by the rows' amount (never below 0). A Tamer's
`digixros_from_under_tamers` effect lets cards from under p's Tamers be materials too, by suspending that Tamer; a
card's own `digixros_from_trash` row lets cards of p's trash be its materials while p's battle-area Digimon all pass
that row's filters.

Materials are numbered: a hand position below FIELD, FIELD + slot for the top card of a battle slot, UNDER + slot *
STACK + index for a card under a Tamer, TRASH + index for a card of the trash. The sources a play may draw on are
one number: the UNDER_* value, plus TRASH_OK when the trash may give materials. The rules here only work out what may be placed; which material fills each
entry is the pilot's (choose_card), and so is which Tamer suspends. The work lies in st.chosen (ROWS: each entry's
row; PICKS: the material each entry took, -1 none; TRY: PICKS while counting what the entries left could take;
WHERE: the material of each candidate offered) and, for the card types offered, behind p's trash cards (a player
owns fewer than PILE cards)."""
from simcore.jit import engine_jit
from simcore.effect_codes import (A_DIGIXROS, A_DIGIXROS_FROM_TRASH, A_DIGIXROS_FROM_UNDER_TAMERS, CANT_SUSPEND,
                                  F_ACTION, F_AMOUNT, F_COUNT, F_SOURCE, F_TRIGGER, F_WINDOW, S_MAIN, T_DIGIXROS_PLAY,
                                  T_STATIC)
from simcore.layout import G_PILOT0, G_TOPS_CHANGED, K_DIGIMON, K_TAMER, NSLOT, PILE, STACK
from simcore.effects import log_effect, suspend_slot
from simcore.query import is_digimon_slot, is_tamer_slot, restricted, top_card, window_ok
from simcore.targets import card_matches
from simcore.zones import can_pay, close_slot, remove_at, take_from_hand, to_trash
from strategies.dispatch import choose_card

MAX_ENTRIES = 8   # entries of one requirement (the longest printed one lists 6 cards)
FIELD = PILE      # material numbers from here on are battle slots
UNDER = 2 * PILE  # and from here on cards under Tamers
TRASH = UNDER + NSLOT * STACK  # and from here on cards of the trash (past every slot's cards under a Tamer)
ROWS = 0          # st.chosen offsets
PICKS = ROWS + MAX_ENTRIES
TRY = PICKS + MAX_ENTRIES
WHERE = TRY + MAX_ENTRIES
UNDER_NONE = 0    # what under_tamers_allowed says: no card from under a Tamer,
UNDER_ONE = 1     # cards from under one Tamer only,
UNDER_ANY = 2     # cards from under any of them
UNDER_MASK = 3    # the UNDER_* part of a sources value
TRASH_OK = 4      # added to it: cards of the trash too


@engine_jit(inline=True)
def has_digixros(tb, c):
    """Card type c has a DigiXros requirement (its `digixros` rows give it the self-static bit)."""
    return ((tb.self_static_bits[c, S_MAIN] >> A_DIGIXROS) & 1) != 0


@engine_jit
def under_row(st, tb, p, t, c):
    """The `digixros_from_under_tamers` row of p's Tamer in slot t that lets cards from under Tamers be materials for
    card c now (the Tamer unsuspended and able to suspend, the row in its window, c passing its card filters), or -1."""
    if not is_tamer_slot(st, tb, p, t) or st.susp[p, t] != 0:
        return -1
    b = top_card(st, p, t)
    if ((tb.trigger_bits[b, S_MAIN] >> T_DIGIXROS_PLAY) & 1) == 0 or restricted(st, tb, p, t, CANT_SUSPEND):
        return -1
    f = tb.eff_first[b]
    for r in range(f, f + tb.eff_n[b]):
        e = tb.eff[r]
        if e[F_TRIGGER] == T_DIGIXROS_PLAY and e[F_ACTION] == A_DIGIXROS_FROM_UNDER_TAMERS and e[F_SOURCE] == S_MAIN \
                and window_ok(st, p, e[F_WINDOW]) and card_matches(tb, e, c):
            return r
    return -1


@engine_jit
def under_tamers_allowed(st, tb, p, c):
    """Whether cards from under p's Tamers may be materials for card c: UNDER_NONE, UNDER_ONE (the rows allow one
    Tamer's cards, count=1) or UNDER_ANY."""
    if ((tb.trigger_any >> T_DIGIXROS_PLAY) & 1) == 0:
        return UNDER_NONE
    best = UNDER_NONE
    for t in range(1, st.fld_n[p]):
        r = under_row(st, tb, p, t, c)
        if r >= 0:
            best = max(best, UNDER_ONE if tb.eff[r, F_COUNT] == 1 else UNDER_ANY)
    return best


@engine_jit
def trash_allowed(st, tb, p, c):
    """Card c's own `digixros_from_trash` row lets p's trash give its materials now: every Digimon in p's battle
    area (none at all included) has a top card passing that row's card filters."""
    f = tb.eff_first[c]
    if f < 0:
        return False
    for r in range(f, f + tb.eff_n[c]):
        e = tb.eff[r]
        if e[F_ACTION] == A_DIGIXROS_FROM_TRASH and e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == S_MAIN:
            for s in range(1, st.fld_n[p]):
                if st.stk_n[p, s] > 0 and is_digimon_slot(st, tb, p, s) and not card_matches(tb, e, top_card(st, p, s)):
                    return False
            return True
    return False


@engine_jit
def material_sources(st, tb, p, c):
    """Where the materials of card c may come from besides the hand and the battle area: under_tamers_allowed, plus
    TRASH_OK when trash_allowed."""
    return under_tamers_allowed(st, tb, p, c) + (TRASH_OK if trash_allowed(st, tb, p, c) else 0)


@engine_jit(inline=True)
def is_under(m):
    return UNDER <= m < TRASH


@engine_jit
def digixros_entries(st, tb, c):
    """The row of each entry of card c's requirement into st.chosen[ROWS:], in printed order (a count=N row fills
    N entries), and PICKS cleared; returns the number of entries."""
    n = 0
    f = tb.eff_first[c]
    for r in range(f, f + tb.eff_n[c]):
        e = tb.eff[r]
        if e[F_ACTION] == A_DIGIXROS and e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == S_MAIN:
            for _ in range(max(e[F_COUNT], 1)):
                if n < MAX_ENTRIES:
                    st.chosen[ROWS + n] = r
                    n += 1
    for j in range(MAX_ENTRIES):
        st.chosen[PICKS + j] = -1
    return n


@engine_jit(inline=True)
def material_card(st, p, m):
    if m >= TRASH:
        return st.trash[p, m - TRASH]
    if m >= UNDER:
        return st.stk[p, (m - UNDER) // STACK, (m - UNDER) % STACK]
    return st.hand[p, m] if m < FIELD else top_card(st, p, m - FIELD)


@engine_jit
def materials_n(st, tb, p, under):
    """How many material numbers material_at walks: the hand, the battle slots, with `under` (a sources value)
    allowing them the cards under p's Tamers, and with TRASH_OK the trash."""
    n = st.hand_n[p] + st.fld_n[p]
    if (under & UNDER_MASK) != UNDER_NONE:
        for t in range(1, st.fld_n[p]):
            if st.stk_n[p, t] > 1 and is_tamer_slot(st, tb, p, t):
                n += st.stk_n[p, t] - 1
    if (under & TRASH_OK) != 0:
        n += st.trash_n[p]
    return n


@engine_jit
def material_at(st, tb, p, k, skip, under):
    """The k-th material of p (hand positions first, then battle slots, then the cards under Tamers, then the
    trash), or -1 if that one can't be placed: the hand position `skip` (the card being played), the breeding
    area, a Token, an option in the battle area. The cards under Tamers and the trash come only where the sources
    value `under` lets materials_n count them."""
    if k < st.hand_n[p]:
        return -1 if k == skip else k
    s = k - st.hand_n[p]
    if s >= st.fld_n[p]:
        u = s - st.fld_n[p]
        if (under & UNDER_MASK) != UNDER_NONE:
            for t in range(1, st.fld_n[p]):
                if st.stk_n[p, t] > 1 and is_tamer_slot(st, tb, p, t):
                    if u < st.stk_n[p, t] - 1:
                        return UNDER + t * STACK + u
                    u -= st.stk_n[p, t] - 1
        if (under & TRASH_OK) != 0 and u < st.trash_n[p]:
            return TRASH + u
        return -1
    if s < 1 or st.stk_n[p, s] == 0:
        return -1
    c = top_card(st, p, s)
    if c >= tb.token_first or (tb.kind[c] != K_DIGIMON and tb.kind[c] != K_TAMER):
        return -1
    return FIELD + s


@engine_jit
def material_fits(st, tb, p, picks, j, m, under):
    """Material m may fill entry j, the entries' materials so far at st.chosen[picks:]: not taken for another
    entry, passing the entry's filters, for a count=N row a card number the other entries of that row did not
    take, and with `under` UNDER_ONE no card from under another Tamer than the ones taken so far."""
    c = material_card(st, p, m)
    r = st.chosen[ROWS + j]
    if not card_matches(tb, tb.eff[r], c):
        return False
    distinct = tb.eff[r, F_COUNT] > 1
    for k in range(MAX_ENTRIES):
        taken = st.chosen[picks + k]
        if taken == m:
            return False
        if distinct and taken >= 0 and k != j and st.chosen[ROWS + k] == r and material_card(st, p, taken) == c:
            return False
        if (under & UNDER_MASK) == UNDER_ONE and is_under(m) and is_under(taken) \
                and (taken - UNDER) // STACK != (m - UNDER) // STACK:
            return False
    return True


@engine_jit
def fill_count(st, tb, p, n, j0, skip, under):
    """How many of the entries j0..n-1 the materials PICKS left could fill, each taking the first that fits."""
    for j in range(MAX_ENTRIES):
        st.chosen[TRY + j] = st.chosen[PICKS + j]
    got = 0
    total = materials_n(st, tb, p, under)
    for j in range(j0, n):
        for k in range(total):
            m = material_at(st, tb, p, k, skip, under)
            if m >= 0 and material_fits(st, tb, p, TRY, j, m, under):
                st.chosen[TRY + j] = m
                got += 1
                break
    return got


@engine_jit
def digixros_cost(st, tb, p, c, pay, skip):
    """The cost of playing card c (its cost from the hand `pay`, at hand position skip) with as many materials as
    p can place, or -1 if none can be placed."""
    n = digixros_entries(st, tb, c)
    got = fill_count(st, tb, p, n, 0, skip, material_sources(st, tb, p, c))
    if got == 0:
        return -1
    return max(pay - tb.eff[st.chosen[ROWS], F_AMOUNT] * got, 0)


@engine_jit
def suspend_for_materials(st, tb, p, c, m):
    """A material came from under a Tamer (m: one such, which fixes the Tamer for a row allowing one only): the
    Tamer whose digixros_from_under_tamers effect allows it suspends, the pilot picking which if several may; the
    effect is logged."""
    nt = st.trash_n[p]
    k = 0
    for t in range(1, st.fld_n[p]):
        r = under_row(st, tb, p, t, c)
        if r < 0 or nt + k >= PILE or WHERE + k >= st.chosen.shape[0]:
            continue
        if tb.eff[r, F_COUNT] == 1:   # one Tamer's cards only: all of them from the Tamer of m
            ok = True
            for j in range(MAX_ENTRIES):
                taken = st.chosen[PICKS + j]
                if is_under(taken) and (taken - UNDER) // STACK != (m - UNDER) // STACK:
                    ok = False
            if not ok:
                continue
        st.trash[p, nt + k] = top_card(st, p, t)
        st.chosen[WHERE + k] = t
        st.cand[k] = k
        k += 1
    if k == 0:
        return
    t = st.chosen[WHERE + (0 if k == 1 else choose_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p, nt:], k))]
    log_effect(st, p, top_card(st, p, t), A_DIGIXROS_FROM_UNDER_TAMERS, c, 0, p, st.uid[p, t])
    suspend_slot(st, tb, p, t)


@engine_jit
def place_materials(st, tb, p, c, pay):
    """The materials of card c (already out of the hand, its cost from the hand `pay`): entry by entry the pilot
    picks 1 of the materials that fit (choose_card) among those that still let p pay; the picks leave the hand, the
    battle area (cards under a picked top card go to the trash) or the cards under a Tamer (that one or another
    allowing it suspends: suspend_for_materials), and their card types go into st.chosen[0:MAX_ENTRIES] in entry
    order (-1: nothing placed there). Returns the cost to pay. Each material is logged before it moves (amount: the
    reduction, negative for a battle-area card, whose uid goes with it)."""
    n = digixros_entries(st, tb, c)
    under = material_sources(st, tb, p, c)
    down = tb.eff[st.chosen[ROWS], F_AMOUNT] if n > 0 else 0
    need = 0   # the fewest materials with which p can pay
    while need < n and not can_pay(st, p, max(pay - down * need, 0)):
        need += 1
    nt = st.trash_n[p]
    got = 0
    total = materials_n(st, tb, p, under)
    for j in range(n):
        k = 0
        for i in range(total):
            m = material_at(st, tb, p, i, -1, under)
            if m < 0 or not material_fits(st, tb, p, PICKS, j, m, under):
                continue
            st.chosen[PICKS + j] = m
            if got + 1 + fill_count(st, tb, p, n, j + 1, -1, under) >= need and nt + k < PILE \
                    and WHERE + k < st.chosen.shape[0]:
                st.trash[p, nt + k] = material_card(st, p, m)
                st.chosen[WHERE + k] = m
                k += 1
            st.chosen[PICKS + j] = -1
        if k == 0:
            continue
        for t in range(k):
            st.cand[t] = t
        st.chosen[PICKS + j] = st.chosen[WHERE + choose_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p, nt:], k)]
        got += 1
    for j in range(n):
        m = st.chosen[PICKS + j]
        if m >= 0:
            uid = st.uid[p, m - FIELD] if FIELD <= m < UNDER else -1
            log_effect(st, p, c, A_DIGIXROS_FROM_TRASH if m >= TRASH else A_DIGIXROS, material_card(st, p, m),
                       -down if FIELD <= m < UNDER else down, p, uid)
    while True:   # the trash's materials, the highest position first: the positions of the others stay
        hi = -1
        for j in range(n):
            if st.chosen[PICKS + j] >= TRASH and (hi < 0 or st.chosen[PICKS + j] > st.chosen[PICKS + hi]):
                hi = j
        if hi < 0:
            break
        st.chosen[PICKS + hi] = -2 - remove_at(st.trash[p], st.trash_n[p], st.chosen[PICKS + hi] - TRASH)
        st.trash_n[p] -= 1
    first_under = -1
    for j in range(n):
        if is_under(st.chosen[PICKS + j]):
            first_under = st.chosen[PICKS + j]
    if first_under >= 0:   # by suspending a Tamer that allows it, before the cards leave (its choice reads them)
        suspend_for_materials(st, tb, p, c, first_under)
        while True:   # the highest places first: the places of the others stay
            hi = -1
            for j in range(n):
                if is_under(st.chosen[PICKS + j]) and (hi < 0 or st.chosen[PICKS + j] > st.chosen[PICKS + hi]):
                    hi = j
            if hi < 0:
                break
            m = st.chosen[PICKS + hi] - UNDER
            st.chosen[PICKS + hi] = -2 - st.stk[p, m // STACK, m % STACK]
            remove_at(st.stk[p, m // STACK], st.stk_n[p, m // STACK], m % STACK)
            st.stk_n[p, m // STACK] -= 1
    for i in range(st.hand_n[p] - 1, -1, -1):   # from the last position: the earlier ones stay where they are
        for j in range(n):
            if st.chosen[PICKS + j] == i:
                st.chosen[PICKS + j] = -2 - take_from_hand(st, p, i)   # -2 - card: taken
    for s in range(st.fld_n[p] - 1, 0, -1):
        for j in range(n):
            if st.chosen[PICKS + j] == FIELD + s:
                st.chosen[PICKS + j] = -2 - top_card(st, p, s)
                for u in range(st.stk_n[p, s] - 1):   # RULES.md §10.2: the top card goes; those under it are trashed
                    if st.stk[p, s, u] < tb.token_first:
                        to_trash(st, p, st.stk[p, s, u])
                close_slot(st, p, s)
                st.g[G_TOPS_CHANGED] = 1
    for j in range(MAX_ENTRIES):
        taken = st.chosen[PICKS + j] if j < n else -1
        st.chosen[j] = -2 - taken if taken <= -2 else -1
    return max(pay - down * got, 0)

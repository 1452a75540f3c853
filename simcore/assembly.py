"""<Assembly -N> (RULES.md section 10.9; General Rules: a play from the hand): a Digimon card whose `assembly` rows
(timing assembly) list its requirement, one row per element, may be played from the hand with, for each element,
1 card of the trash passing the row's card filters placed under it as its bottom digivolution cards; only with
every element placed is the play cost reduced, by the rows' amount, once (never below 0).

Elements are filled from trash positions. The rules here only work out whether the requirement can be met; which
card fills each element is the pilot's (choose_card over the trash). The work lies in st.chosen (as
simcore.digixros: ROWS each element's row, PICKS the trash position each element took, -1 none, TRY PICKS while
counting)."""
from simcore.jit import engine_jit
from simcore.effect_codes import A_ASSEMBLY, F_ACTION, F_AMOUNT, F_SOURCE, F_TRIGGER, S_MAIN, T_ASSEMBLY
from simcore.effect_codes import F_FILTER, FL_OTHER
from simcore.layout import G_PILOT0
from simcore.effects import log_effect
from simcore.targets import card_matches
from simcore.zones import remove_at
from strategies.dispatch import choose_card

MAX_ELEMENTS = 8   # elements of one requirement (the longest printed one lists 8 cards)
ROWS = 0           # st.chosen offsets
PICKS = ROWS + MAX_ELEMENTS
TRY = PICKS + MAX_ELEMENTS


@engine_jit(inline=True)
def has_assembly(tb, c):
    """Card type c has an <Assembly> requirement (its `assembly` rows give it the timing bit)."""
    return ((tb.trigger_bits[c, S_MAIN] >> (T_ASSEMBLY & 63)) & 1) != 0


@engine_jit
def assembly_elements(st, tb, c):
    """The row of each element of card c's requirement into st.chosen[ROWS:], in printed order, and PICKS
    cleared; returns the number of elements."""
    n = 0
    f = tb.eff_first[c]
    for r in range(f, f + tb.eff_n[c]):
        e = tb.eff[r]
        if e[F_ACTION] == A_ASSEMBLY and e[F_TRIGGER] == T_ASSEMBLY and e[F_SOURCE] == S_MAIN and n < MAX_ELEMENTS:
            st.chosen[ROWS + n] = r
            n += 1
    for j in range(MAX_ELEMENTS):
        st.chosen[PICKS + j] = -1
    return n


@engine_jit
def trash_fits(st, tb, p, picks, j, i):
    """p's trash position i may fill element j, the elements' positions so far at st.chosen[picks:]: not taken
    for another element and passing the element's card filters."""
    for k in range(MAX_ELEMENTS):
        if st.chosen[picks + k] == i:
            return False
    e = tb.eff[st.chosen[ROWS + j]]
    if (e[F_FILTER] & FL_OTHER) != 0:   # "w/different names": no other element's card has its name
        for k in range(MAX_ELEMENTS):
            x = st.chosen[picks + k]
            if k != j and x >= 0 and tb.name_id[st.trash[p, x]] == tb.name_id[st.trash[p, i]]:
                return False
    return card_matches(tb, e, st.trash[p, i])


@engine_jit
def fill_rest(st, tb, p, n, j0):
    """Whether the elements j0..n-1 can all be filled from the trash positions PICKS left (each taking the first
    that fits)."""
    for j in range(MAX_ELEMENTS):
        st.chosen[TRY + j] = st.chosen[PICKS + j]
    for j in range(j0, n):
        found = False
        for i in range(st.trash_n[p]):
            if trash_fits(st, tb, p, TRY, j, i):
                st.chosen[TRY + j] = i
                found = True
                break
        if not found:
            return False
    return True


@engine_jit
def assembly_cost(st, tb, p, c, pay):
    """The cost of playing card c (its cost from the hand `pay`) with its whole requirement met from p's trash, or
    -1 if the trash can't meet it."""
    n = assembly_elements(st, tb, c)
    if n == 0 or not fill_rest(st, tb, p, n, 0):
        return -1
    return max(pay - tb.eff[st.chosen[ROWS], F_AMOUNT], 0)


@engine_jit
def place_assembly(st, tb, p, c, pay):
    """The elements of card c (already out of the hand, its cost from the hand `pay`): element by element the pilot
    picks 1 card of p's trash that fits among those that still let the others be filled (choose_card); the picks
    leave the trash and their card types go into st.chosen[0:MAX_ELEMENTS] in element order (-1: none). Each is
    logged (amount: the reduction). Returns the cost to pay: pay less the amount, or pay (nothing placed) if the
    trash can no longer meet the requirement."""
    n = assembly_elements(st, tb, c)
    if n == 0 or not fill_rest(st, tb, p, n, 0):
        for j in range(MAX_ELEMENTS):
            st.chosen[j] = -1
        return pay
    down = tb.eff[st.chosen[ROWS], F_AMOUNT]
    for j in range(n):
        k = 0
        for i in range(st.trash_n[p]):
            if not trash_fits(st, tb, p, PICKS, j, i):
                continue
            st.chosen[PICKS + j] = i
            if fill_rest(st, tb, p, n, j + 1) and k < st.cand.shape[0]:
                st.cand[k] = i
                k += 1
            st.chosen[PICKS + j] = -1
        st.chosen[PICKS + j] = st.cand[0 if k == 1 else choose_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], k)]
    for j in range(n):
        log_effect(st, p, c, A_ASSEMBLY, st.trash[p, st.chosen[PICKS + j]], down, p, -1)
    for i in range(st.trash_n[p] - 1, -1, -1):   # from the last position: the earlier ones stay where they are
        for j in range(n):
            if st.chosen[PICKS + j] == i:
                st.chosen[PICKS + j] = -2 - remove_at(st.trash[p], st.trash_n[p], i)   # -2 - card: taken
                st.trash_n[p] -= 1
    for j in range(MAX_ELEMENTS):
        taken = st.chosen[PICKS + j] if j < n else -1
        st.chosen[j] = -2 - taken if taken <= -2 else -1
    return max(pay - down, 0)

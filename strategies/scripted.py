"""The scripted pilot's decisions (`dcgsim scenario`): each takes the next entry of the state's choice list
(st.choice, CH_* rows of simcore.layout) when it fits the decision. Every reader returns NO_SCRIPT when
the list has run out, and the pilot named by g[G_FALLBACK] decides instead. An entry that fits no decision
is refused: g[G_CHOICE_BAD] records it, later decisions fall back, and the scenario stops with an error.

A decision with a single possible answer (one legal target, one card to pick) takes an entry only if it
names that answer, so a script need not spell out forced choices.

Targets name a permanent by its scenario slot: its place in its player's battle list as the scenario gave
it, the permanents that arrive later appended in the order they arrive (st.scen_uid).
"""
from simcore.jit import engine_jit

from simcore.layout import (CH_BOOL, CH_CARD, CH_NONE, CH_TAKEN, CH_TARGET, G_CHOICE_AT, G_CHOICE_BAD,
                            G_CHOICE_N, G_CHOICE_WANT, MAX_SCEN_SLOTS, NSLOT, P_CARD, STACK)
from simcore.zones import find_uid

NO_SCRIPT = -2      # no scripted choice for this decision: the fallback pilot decides


@engine_jit
def sync_scenario_slots(st):
    """Append the permanents that arrived in a battle area since the last call to the scenario slots."""
    for p in range(2):
        for s in range(1, st.fld_n[p]):
            u = st.uid[p, s]
            known = False
            for i in range(st.scen_n[p]):
                if st.scen_uid[p, i] == u:
                    known = True
                    break
            if not known and st.scen_n[p] < MAX_SCEN_SLOTS:
                st.scen_uid[p, st.scen_n[p]] = u
                st.scen_n[p] += 1


@engine_jit
def next_choice(st):
    """Index of the next scripted choice to take, or -1 when none is left (or one was refused)."""
    if st.g[G_CHOICE_BAD] != 0:
        return -1
    k = st.g[G_CHOICE_AT]
    while k < st.g[G_CHOICE_N] and st.choice[k, 0] == CH_TAKEN:
        k += 1
    st.g[G_CHOICE_AT] = k
    return k if k < st.g[G_CHOICE_N] else -1


@engine_jit
def refuse(st, k, want):
    st.g[G_CHOICE_BAD] = k + 1
    st.g[G_CHOICE_WANT] = want
    return NO_SCRIPT


@engine_jit
def take(st, k, answer):
    st.g[G_CHOICE_AT] = k + 1
    return answer


@engine_jit
def target_entry(st, k):
    """The target of choice k as q * NSLOT + slot of the permanent now, or -1 if it names none."""
    q = st.choice[k, 1]
    i = st.choice[k, 2]
    sync_scenario_slots(st)
    if q < 0 or q > 1 or i < 0 or i >= st.scen_n[q]:
        return -1
    s = find_uid(st, q, st.scen_uid[q, i])
    return -1 if s < 1 else q * NSLOT + s


@engine_jit
def script_target(st, n):
    """Index into st.cand[0:n] (q * NSLOT + slot) of the scripted target."""
    k = next_choice(st)
    if k < 0:
        return NO_SCRIPT
    if st.choice[k, 0] == CH_TARGET:
        e = target_entry(st, k)
        for i in range(n):
            if st.cand[i] == e:
                return take(st, k, i)
    if n == 1:
        return 0
    return refuse(st, k, CH_TARGET)


@engine_jit
def script_target_count(st, n, most):
    """How many targets an "up to `most`" effect takes: the scripted targets that follow, each one of
    st.cand[0:n], at most `most`; "none" ends them early (and alone means none)."""
    k = next_choice(st)
    if k < 0:
        return NO_SCRIPT
    if st.choice[k, 0] == CH_NONE:
        return take(st, k, 0)
    count = 0
    j = k
    while count < most and j < st.g[G_CHOICE_N] and st.choice[j, 0] == CH_TARGET:
        e = target_entry(st, j)
        found = False
        for i in range(n):
            if st.cand[i] == e:
                found = True
                break
        if not found:
            break
        count += 1
        j += 1
    if count == 0:
        return refuse(st, k, CH_TARGET)
    if count < most and j < st.g[G_CHOICE_N] and st.choice[j, 0] == CH_NONE:
        st.choice[j, 0] = CH_TAKEN   # the "none" closing these targets is taken with them
    return count


@engine_jit
def script_optional(st):
    """1 or 0 for a "you may"."""
    k = next_choice(st)
    if k < 0:
        return NO_SCRIPT
    if st.choice[k, 0] == CH_BOOL:
        return take(st, k, st.choice[k, 1])
    return refuse(st, k, CH_BOOL)


@engine_jit
def script_block(st, q, n):
    """The blocking slot among st.cand[0:n] (slots of q), or -1 for no block ("none" or false)."""
    k = next_choice(st)
    if k < 0:
        return NO_SCRIPT
    kind = st.choice[k, 0]
    if kind == CH_NONE or (kind == CH_BOOL and st.choice[k, 1] == 0):
        return take(st, k, -1)
    if kind == CH_TARGET and st.choice[k, 1] == q:
        e = target_entry(st, k)
        for i in range(n):
            if q * NSLOT + st.cand[i] == e:
                return take(st, k, st.cand[i])
    return refuse(st, k, CH_NONE)


FORCED = -3         # wanted_card: a decision with one answer and no card named for it


@engine_jit
def wanted_card(st, n):
    """(choice index, card type) of the next scripted card choice among n possible answers; the index is
    NO_SCRIPT when there is none to take, FORCED for a single answer without its card named."""
    k = next_choice(st)
    if k < 0:
        return NO_SCRIPT, -1
    if st.choice[k, 0] != CH_CARD:
        if n == 1:
            return FORCED, -1
        return refuse(st, k, CH_CARD), -1
    return k, st.choice[k, 1]


@engine_jit
def card_answer(st, k, i, n):
    """The answer once the named card was looked for: its index i (-1 = not among the n answers: forced
    decisions go on, others refuse it)."""
    if k == NO_SCRIPT:
        return NO_SCRIPT
    if k == FORCED:
        return 0
    if i >= 0:
        return take(st, k, i)
    if n == 1:
        return 0
    return refuse(st, k, CH_CARD)


@engine_jit
def script_pile_card(st, pile, n):
    """Index into st.cand[0:n] (positions in `pile`) of the scripted card."""
    k, c = wanted_card(st, n)
    found = -1
    for i in range(n):
        if k >= 0 and pile[st.cand[i]] == c:
            found = i
            break
    return card_answer(st, k, found, n)


@engine_jit
def script_hand_card(st, p):
    """Hand index of the scripted card to trash."""
    n = st.hand_n[p]
    k, c = wanted_card(st, n)
    found = -1
    for i in range(n):
        if k >= 0 and st.hand[p, i] == c:
            found = i
            break
    return card_answer(st, k, found, n)


@engine_jit
def script_stack_card(st, p, n):
    """Index into st.chosen[0:n] (slot * STACK + stack index) of the scripted digivolution card."""
    k, c = wanted_card(st, n)
    found = -1
    for i in range(n):
        if k >= 0 and st.stk[p, st.chosen[i] // STACK, st.chosen[i] % STACK] == c:
            found = i
            break
    return card_answer(st, k, found, n)


@engine_jit
def script_burst_card(st, p, s):
    """Stack index (below the top) of the scripted digivolution card a Digi-Burst trashes."""
    n = st.stk_n[p, s] - 1
    k, c = wanted_card(st, n)
    found = -1
    for i in range(n):
        if k >= 0 and st.stk[p, s, i] == c:
            found = i
            break
    return card_answer(st, k, found, n)


@engine_jit
def script_pending(st, n):
    """Index into st.cand[0:n] (pending effects) of the one to resolve first: the next choice if it is a
    card number of one of their sources; anything else is left for later decisions."""
    k = next_choice(st)
    if k < 0 or n < 2 or st.choice[k, 0] != CH_CARD:
        return NO_SCRIPT
    for i in range(n):
        if st.pend[st.cand[i], P_CARD] == st.choice[k, 1]:
            return take(st, k, i)
    return NO_SCRIPT

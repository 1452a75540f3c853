"""Pilots: the decisions a player makes, as jitted functions dispatched by an integer pilot id (an if/elif
switch keeps every caller cacheable; passing functions around would not be).

Every decision sees the whole state but a pilot reads only what its player may know: its own hand, the
public field, counts of hidden piles.
"""
from simcore.jit import engine_jit

from simcore.effect_codes import A_TAMER_DIGIVOLVE_COST_DOWN, A_SUSPEND_PLAY_COST_DOWN, A_SUSPEND_DIGIVOLVE_COST_DOWN
from simcore.effect_codes import A_SUSPEND_OWN_PLAY_COST_DOWN
from simcore.effect_codes import A_BOTTOM_DECK_PLAY_COST_DOWN
from simcore.effect_codes import A_TRASH_UNDER_TAMER_COST, F_CHAIN
from simcore.effect_codes import T_OWN_DIGIMON_WOULD_LEAVE_NOT_IN_BATTLE, T_HAND_COUNTER
from simcore.effect_codes import A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS
from simcore.effect_codes import A_USE_OPTION_FROM_HAND, A_REVEAL_PLAY
from simcore.effect_codes import A_PLACE_UNDER_SELF_COLORS
from simcore.effect_codes import A_PLACE_TOP_DIGIVOLUTION_COST
from simcore.effect_codes import A_USE_OPTION_FROM_TRASH, A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS
from simcore.effect_codes import A_SUSPEND_OWN_COST, A_PLACE_OWN_IN_SECURITY_COST
from simcore.effect_codes import A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN, KW_DIGISORPTION, A_KEYWORD, F_AMOUNT
from simcore.effect_codes import A_DELETE_ALL_BUT_ONE
from simcore.effect_codes import A_AS_DIGIMON, A_MEMORY
from simcore.effect_codes import A_BOUNCE_OWN_COST
from simcore.effect_codes import A_BATTLE
from simcore.effect_codes import A_RETURN_OPPONENT_TRASH_COST, A_DELETE_COST, A_TRASH_OPPONENT_SECURITY_TOP
from simcore.effect_codes import A_RETURN_OPPONENT_TRASH_LEVELS_TOP_COST
from simcore.effect_codes import A_RETURN_OPPONENT_TRASH_TOP_COST
from simcore.effect_codes import A_TO_DECK_BOTTOM, A_TO_SECURITY_TOP
from simcore.effect_codes import (A_DELAY, A_BOUNCE, A_DE_DIGIVOLVE, A_DELETE, A_DELETE_OWN_COST, A_DP, A_RETURN_FROM_TRASH,
                                  A_SUSPEND, A_SUSPEND_SELF_COST, A_TRASH_DIGIVOLUTION_BOTTOM, A_UNSUSPEND,
                                  F_ACTION, KW_ARMOR_PURGE, KW_BARRIER, KW_EVADE)
from simcore.effect_codes import A_ACTIVATE_OWN_WHEN_DIGIVOLVING, KW_DECOY
from simcore.effect_codes import A_ACTIVATE_OWN_ON_PLAY
from simcore.effect_codes import A_DIGIVOLVE_COST_DOWN, A_PLAY_COST_DOWN, A_SAVE, F_TRIGGER, KW_FRAGMENT, KW_SCAPEGOAT, T_OWN_DIGIMON_WOULD_LEAVE, T_WOULD_LEAVE_ANY_WAY
from simcore.effect_codes import F_OPTIONAL
from simcore.layout import A_DNA, A_HAND_MAIN, A_LINK
from simcore.effect_codes import A_LINK_FROM_TRASH, A_LINK_SELF, A_LINK_FROM_HAND
from simcore.effect_codes import A_LINK_TO_SELF, A_LINK_TO_SELF_FROM_TRASH, A_LINK_TO_OWN, FL_PAY_COST, F_FILTER
from simcore.effect_codes import A_TOP_CARD_UNDER_COST
from simcore.layout import (PILE, A_ACTIVATE, A_ATTACK, A_DIGIVOLVE, A_OPTION, A_PASS, A_PLAY, B_HATCH, B_MOVE_OUT,
                            B_NOTHING, BREEDING, G_FALLBACK, K_DIGIMON, K_TAMER, NSLOT, STACK)
from simcore.query import (can_block, is_digimon_slot, memory_of, slot_dp, top_card)
from simcore.targets import card_matches, digimon_matches, kept_under, trashable_under
from simcore.effect_codes import A_DELETE_AT_MOST_PAID_COST, A_DELETE_DP_AT_LEAST
from simcore.layout import G_COST_ROW
from strategies.valuation import effect_value, effect_value_bound, opponent_best, row_value
from simcore.rng import rand_below
from strategies.scripted import (NO_SCRIPT, script_block, script_burst_card, script_hand_card, script_optional,
                                 script_pending, script_pile_card, script_stack_card, script_target,
                                 script_target_count)

GREEDY = 0
RANDOM = 1
PILOT_NAMES = ("greedy", "random")
SCRIPTED = 99       # `dcgsim scenario`: choices from the script (strategies.scripted), then g[G_FALLBACK]'s pilot; a built-in id, below strategies.api.FIRST_USER_PILOT


def pilot_id(name):
    """Integer id of a pilot name; ValueError for an unknown one."""
    try:
        return PILOT_NAMES.index(name)
    except ValueError:
        raise ValueError(f"unknown pilot {name!r} (choose from {', '.join(PILOT_NAMES)})") from None


# --- redraw -------------------------------------------------------------------------------------------

@engine_jit
def decide_redraw(pilot, st, tb, p):
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        return rand_below(st.rs, 2) == 1
    for i in range(st.hand_n[p]):
        c = st.hand[p, i]
        if tb.kind[c] == K_DIGIMON and tb.level[c] == 3:
            return False
    return True


# --- breeding phase -----------------------------------------------------------------------------------

@engine_jit
def decide_breeding(pilot, st, tb, p, can_hatch, can_move):
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        n = 1 + (1 if can_hatch else 0) + (1 if can_move else 0)
        r = rand_below(st.rs, n)
        if r == 0:
            return B_NOTHING
        if can_hatch:
            return B_HATCH
        return B_MOVE_OUT
    if can_hatch:
        return B_HATCH
    if can_move:
        lv = tb.level[top_card(st, p, BREEDING)]
        if lv >= 4:
            return B_MOVE_OUT
        for s in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, s):
                return B_NOTHING
        return B_MOVE_OUT
    return B_NOTHING


# --- main phase ---

@engine_jit
def option_value(st, tb, p, card):
    """Rough worth (0 = useless now) of using option `card`: it must have a [Main] effect with a target."""
    return effect_value(st, tb, p, card)

@engine_jit
def _greedy_attack_facts(st, tb, p):
    """What every attack's score reads, worked out once per decision: the DP of each battle-area Digimon
    into st.dpc, and the highest DP among the opponent's Digimon able to block (-1 = none)."""
    for pl in range(2):
        for s in range(1, st.fld_n[pl]):
            if is_digimon_slot(st, tb, pl, s):
                st.dpc[pl, s] = slot_dp(st, tb, pl, s)
    q = 1 - p
    block = -1
    for b in range(1, st.fld_n[q]):
        if can_block(st, tb, q, b) and st.dpc[q, b] > block:
            block = st.dpc[q, b]
    return block


@engine_jit
def _greedy_score(st, tb, p, k, block_dp):
    """Value of acts[k] for the greedy pilot; the best positive one is taken, else it passes. Attacks read
    the DP worked out by _greedy_attack_facts (st.dpc, block_dp)."""
    kind = st.acts[k, 0]
    m = memory_of(st, p)
    q = 1 - p
    if kind == A_PASS:
        return 0
    if kind == A_DIGIVOLVE or kind == A_HAND_MAIN:   # A_HAND_MAIN: a [Hand] [Main] digivolution, valued alike
        card = st.hand[p, st.acts[k, 1]]
        after = m - st.acts[k, 3]
        lv = tb.level[card]
        if after >= 0:
            return 200 + 10 * lv - st.acts[k, 3]
        if after >= -3:
            return 30 + lv
        return -1
    if kind == A_DNA:   # two Digimon into one higher level, unsuspended: a digivolution and a bit more
        card = st.hand[p, st.acts[k, 1]]
        after = m - st.acts[k, 3]
        if after >= 0:
            return 205 + 10 * tb.level[card] - st.acts[k, 3]
        return 30 + tb.level[card] if after >= -3 else -1
    if kind == A_PLAY:
        card = st.hand[p, st.acts[k, 1]]
        after = m - st.acts[k, 3]   # the cost to pay, reductions taken off (simcore.engine.list_actions)
        if tb.kind[card] == K_TAMER:
            if after >= 0:
                return 150
            return 20 if after >= -3 else -1
        # develop the board while it is small
        mine = 0
        for s in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, s):
                mine += 1
        if mine >= 4:
            return -1
        if after >= 0:
            return 120 + tb.level[card]
        return 10 + tb.level[card] if after >= -3 else -1
    if kind == A_OPTION:
        card = st.hand[p, st.acts[k, 1]]
        after = m - st.acts[k, 3]
        v = option_value(st, tb, p, card)
        if v <= 0:
            return -1
        if after >= 0:
            return 90 + v
        return 5 + v if after >= -3 else -1
    if kind == A_LINK:   # link DP and effects for one Digimon: below using a card for its effect or developing
        if m - st.acts[k, 3] < 0 or st.lnk_n[p, st.acts[k, 2]] > 0:
            return -1   # not when it gives the turn away or replaces a link card
        if st.acts[k, 1] < 0:   # from the battle area: a Digimon that has attacked (suspended) and has little
            s = -st.acts[k, 1]   # beneath it, spent for link DP and effects rather than left to be attacked
            return 45 if st.susp[p, s] != 0 and st.stk_n[p, s] <= 2 else -1
        return 50
    if kind == A_ACTIVATE:
        r = st.acts[k, 2]
        if tb.eff[r, F_ACTION] == A_DELAY:   # trash the option for its effect only when the effect helps now
            return 95 if row_value(st, tb, p, r) > 0 else -1
        if tb.eff[r, F_ACTION] == A_TOP_CARD_UNDER_COST:   # its top card beneath it: not when that drops it much
            s = st.acts[k, 1]
            m = st.stk_n[p, s]
            return 95 if m >= 2 and tb.level[st.stk[p, s, m - 2]] >= tb.level[st.stk[p, s, m - 1]] - 1 else -1
        if tb.eff[r, F_OPTIONAL] != 0 and row_value(st, tb, p, r) <= 0:
            return -1   # its "you may" would be declined (decide_optional): taking it would change nothing
        return 95
    if kind == A_ATTACK:
        s = st.acts[k, 1]
        t = st.acts[k, 2]
        a = st.dpc[p, s]
        if t < 0:
            if st.sec_n[q] == 0:
                return 1000
            # a blocker that wins the battle makes the attack a loss
            return -1 if block_dp > a else 100
        d = st.dpc[q, t]
        if a > d:
            return 110 + tb.level[top_card(st, q, t)]
        if a == d and tb.level[top_card(st, q, t)] >= tb.level[top_card(st, p, s)]:
            return 40
        return -1
    return -1


@engine_jit
def choose_main(pilot, st, tb, p, n):
    """Index into st.acts[0:n] of the action to take; acts[0] is always pass."""
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        return rand_below(st.rs, n)
    # the first action with the highest positive score, else pass; options, the costliest to value, come
    # last and only when an upper bound of their score could still win
    best = 0
    best_score = 0
    block_dp = -1
    for k in range(1, n):
        if st.acts[k, 0] == A_ATTACK:
            block_dp = _greedy_attack_facts(st, tb, p)
            break
    options = False
    for k in range(1, n):
        if st.acts[k, 0] == A_OPTION:
            options = True
            continue
        sc = _greedy_score(st, tb, p, k, block_dp)
        if sc > best_score:
            best_score = sc
            best = k
    if options:
        opp_best = -1   # looked up at the first option affordable enough to be scored
        m = memory_of(st, p)
        for k in range(1, n):
            if st.acts[k, 0] != A_OPTION:
                continue
            card = st.hand[p, st.acts[k, 1]]
            after = m - st.acts[k, 3]
            if after < -3:
                continue   # its ceiling is -1
            if opp_best < 0:
                opp_best = opponent_best(st, tb, p)
            bound = effect_value_bound(tb, card, opp_best)
            ceiling = 90 + bound if after >= 0 else (5 + bound if after >= -3 else -1)
            if ceiling <= 0 or ceiling < best_score:
                continue
            sc = _greedy_score(st, tb, p, k, block_dp)
            if sc > best_score or (sc == best_score and sc > 0 and k < best):
                best_score = sc
                best = k
    return best


# --- block timing -------------------------------------------------------------------------------------

@engine_jit
def choose_block(pilot, st, tb, q, n, attacker_dp, target_is_player):
    """Pick one of st.cand[0:n] (slots of the defender q able to block) or -1 for no block."""
    if pilot == SCRIPTED:
        answer = script_block(st, q, n)
        if answer != NO_SCRIPT:
            return answer
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        r = rand_below(st.rs, n + 1)
        return -1 if r == n else st.cand[r]
    if attacker_dp < 0:
        return -1  # the attacker has left the battle area: nothing to stop
    best = -1
    best_dp = 0
    for i in range(n):
        s = st.cand[i]
        d = slot_dp(st, tb, q, s)
        if d > attacker_dp and (best < 0 or d < best_dp):
            best = s          # the smallest blocker that still wins
            best_dp = d
    if best >= 0:
        return best
    if target_is_player and st.sec_n[q] <= 1:
        for i in range(n):   # otherwise the attack may decide the game: block with the strongest
            s = st.cand[i]
            d = slot_dp(st, tb, q, s)
            if best < 0 or d > best_dp:
                best = s
                best_dp = d
        return best
    if target_is_player and st.sec_n[q] <= 2:
        for i in range(n):
            s = st.cand[i]
            if slot_dp(st, tb, q, s) == attacker_dp:
                return s
    return -1


# --- keyword choices ----------------------------------------------------------------------------------

@engine_jit
def choose_raid(pilot, st, tb, p, n, attacker_dp, target_dp):
    """<Raid>: index into st.cand[0:n] (q * NSLOT + slot: the opponent's unsuspended Digimon of the highest
    DP) of the new attack target, or -1 to keep the target. `target_dp`: the current target's DP, -1 for the
    player. Greedy switches when the attacker wins that battle, unless the attack on the player would win
    the game or the current target is as big."""
    if pilot == SCRIPTED:
        answer = script_optional(st)
        if answer != NO_SCRIPT:
            if answer == 0:
                return -1
            return script_target(st, n) if n > 1 else 0
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        r = rand_below(st.rs, n + 1)
        return -1 if r == n else r
    if n == 0 or attacker_dp < 0:
        return -1
    q = st.cand[0] // NSLOT
    if target_dp < 0 and st.sec_n[q] == 0:
        return -1
    d = slot_dp(st, tb, q, st.cand[0] % NSLOT)   # all candidates share the highest DP
    if attacker_dp > d and d > target_dp:
        return 0
    return -1


@engine_jit
def choose_deletion_save(pilot, st, tb, p, s, usable, must):
    """Which keyword (KW_*) prevents the deletion of p's Digimon in slot s: `usable` has bit k for each keyword
    k that can; `must`: one of them has no "you may" (<Barrier>), so 0 (let it be deleted) is no answer.
    Greedy saves it at the lowest price: suspending it, then its top card, then its digivolution cards (<Fragment>),
    then a security card, then another of its Digimon (<Scapegoat>), then one with <Decoy> in its place."""
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]   # scripts do not name these choices
    if pilot == RANDOM:   # uniform over the usable keywords (and letting it go, unless one must be used)
        n = 0
        for k in range(1, 63):
            n += (usable >> k) & 1
        r = rand_below(st.rs, n if must else n + 1)
        for k in range(1, 63):
            if (usable >> k) & 1:
                if r == 0:
                    return k
                r -= 1
        return 0
    for k in (KW_EVADE, KW_ARMOR_PURGE, KW_FRAGMENT, KW_BARRIER, KW_SCAPEGOAT, KW_DECOY):
        if (usable >> k) & 1:
            return k
    return 0


# --- effect choices -----------------------------------------------------------------------------------

@engine_jit
def choose_target(pilot, st, tb, p, action, amount, n):
    """Index into st.cand[0:n] (entries q * NSLOT + slot) of the Digimon an effect of player p targets
    next. Greedy hits the opponent's strongest Digimon (one that a DP cut deletes first) and helps its own
    strongest Digimon that can still act; a cost ("delete 1 of your Digimon") takes the weakest."""
    if pilot == SCRIPTED:
        answer = script_target(st, n)
        if answer != NO_SCRIPT:
            return answer
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        return rand_below(st.rs, n)
    best = 0
    best_v = -(1 << 30)
    for i in range(n):
        q = st.cand[i] // NSLOT
        s = st.cand[i] % NSLOT
        d = slot_dp(st, tb, q, s)
        v = d + 100 * tb.level[top_card(st, q, s)]
        if q != p and action == A_BATTLE:   # a battle: the strongest the battler (DP amount) beats
            v = d if d < amount else -(1 << 20) - d
        elif q != p and action == A_DELETE_ALL_BUT_ONE:   # the one spared: the weakest
            v = -v
        elif q != p:
            if action == A_DP and amount < 0 and d + amount <= 0:
                v += 1 << 20
            if (action == A_SUSPEND and st.susp[q, s] != 0) or \
                    (action == A_TRASH_DIGIVOLUTION_BOTTOM and st.stk_n[q, s] == 1):
                v -= 1 << 21  # the effect would change nothing there
        elif action == A_DELETE_OWN_COST or action == A_SUSPEND_OWN_COST or action == A_PLACE_OWN_IN_SECURITY_COST \
                or action == A_BOUNCE_OWN_COST:
            # a cost: the weakest pays it
            v = -v
        elif action == A_DELETE_COST or action == A_DELETE_DP_AT_LEAST:
            v = -v - (1 << 22)   # either player's: one's own after the opponent's, the weakest
        elif action == A_SUSPEND:   # "suspend 1 Digimon" (either player's): one's own after the opponent's
            v += ((1 << 20) if st.susp[q, s] == 0 else 0) - (1 << 22)
        elif action == A_UNSUSPEND:
            v += (1 << 20) if st.susp[q, s] != 0 else 0
        elif st.susp[q, s] == 0:
            v += 1 << 20
        if v > best_v:
            best_v = v
            best = i
    return best


@engine_jit
def changes_nothing_or_hurts(st, tb, p, action, entry):
    """Whether player p's effect `action` on candidate `entry` (q * NSLOT + slot) is wasted (suspending a
    suspended Digimon, trashing from under a bare one, unsuspending an unsuspended one) or harms p's own."""
    q = entry // NSLOT
    s = entry % NSLOT
    if q != p:
        return (action == A_SUSPEND and st.susp[q, s] != 0) or \
            (action == A_TRASH_DIGIVOLUTION_BOTTOM and st.stk_n[q, s] == 1)
    if action == A_UNSUSPEND:
        return st.susp[q, s] == 0
    return action == A_DELETE or action == A_BOUNCE or action == A_TO_DECK_BOTTOM or action == A_DE_DIGIVOLVE \
        or action == A_SUSPEND or action == A_TO_SECURITY_TOP


@engine_jit
def choose_target_count(pilot, st, tb, p, action, amount, n, most):
    """How many targets (0 .. most) an "up to" effect of player p takes among st.cand[0:n]. Greedy takes
    every candidate the effect does some good on, up to the most; random any number."""
    if pilot == SCRIPTED:
        answer = script_target_count(st, n, most)
        if answer != NO_SCRIPT:
            return answer
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        return rand_below(st.rs, most + 1)
    useful = 0
    for i in range(n):
        if not changes_nothing_or_hurts(st, tb, p, action, st.cand[i]):
            useful += 1
    return min(useful, most)


@engine_jit
def decide_optional(pilot, st, tb, p, r):
    """A "you may" of player p for the effect starting at row r. Greedy does it when the valuation says it
    helps, and always pays a self-suspension cost, takes a card back from the trash, uses an option for free,
    pays for keeping a Digimon in the battle area, places a card under a Tamer (<Save>, place_under_self_colors),
    buys a cost reduction from
    under a Tamer, links a card for free (or at a reduced cost while memory is left), plays a revealed card for free or looks at this Digimon's [When
    Digivolving] effects to activate one."""
    if pilot == SCRIPTED:
        answer = script_optional(st)
        if answer != NO_SCRIPT:
            return answer != 0
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        return rand_below(st.rs, 2) == 1
    a = tb.eff[r, F_ACTION]
    t = tb.eff[r, F_TRIGGER]
    if t == T_WOULD_LEAVE_ANY_WAY or t == T_OWN_DIGIMON_WOULD_LEAVE or t == T_OWN_DIGIMON_WOULD_LEAVE_NOT_IN_BATTLE:
        return True   # its cost keeps a Digimon in the battle area
    if t == T_HAND_COUNTER:
        return True   # <Blast Digivolve>: a free digivolution (asked only where one is legal), the Digimon picked next
    if a == A_TRASH_UNDER_TAMER_COST and r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0:
        a = tb.eff[r + 1, F_ACTION]   # a card kept under a Tamer for such costs: taken for what it buys
    # a cost reduction bought from under a Tamer: the digivolution, play or use was chosen at the reduced cost
    if a == A_RETURN_OPPONENT_TRASH_LEVELS_TOP_COST:
        return True   # a memory for each card put back on the opponent's deck
    # a card of the opponent's trash for what it buys (their Tokens that cost them security when deleted), and the
    # opponent's security card trashed
    if a == A_RETURN_OPPONENT_TRASH_COST or a == A_TRASH_OPPONENT_SECURITY_TOP or a == A_RETURN_OPPONENT_TRASH_TOP_COST:
        return True
    if a == A_MEMORY and tb.eff[r, F_AMOUNT] < 0 and r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0 \
            and tb.eff[r + 1, F_ACTION] == A_AS_DIGIMON:
        # memory paid for a Tamer that becomes a Digimon (an attacker whose suspension runs the Tamer's own
        # effects): worth it while the memory stays on p's side, so the turn goes on
        return memory_of(st, p) + tb.eff[r, F_AMOUNT] >= 0
    if a == A_LINK_TO_SELF or a == A_LINK_TO_SELF_FROM_TRASH or a == A_LINK_TO_OWN:
        # a link for its DP and its effects: free, or while a reduced cost (1 or so) keeps the turn
        return (tb.eff[r, F_FILTER] & FL_PAY_COST) == 0 or memory_of(st, p) >= 1
    return (row_value(st, tb, p, r) > 0 or a == A_SUSPEND_SELF_COST or a == A_RETURN_FROM_TRASH
            or a == A_USE_OPTION_FROM_HAND or a == A_SAVE or a == A_DIGIVOLVE_COST_DOWN or a == A_PLAY_COST_DOWN
            or a == A_LINK_SELF or a == A_LINK_FROM_TRASH or a == A_LINK_FROM_HAND or a == A_REVEAL_PLAY
            or a == A_ACTIVATE_OWN_WHEN_DIGIVOLVING or a == A_USE_OPTION_FROM_TRASH or a == A_ACTIVATE_OWN_ON_PLAY
            or a == A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS   # its effects are then taken or left one by one
            or a == A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS
            or a == A_PLACE_UNDER_SELF_COLORS   # a card under the Tamer, for its draw and memory
            or a == A_PLACE_TOP_DIGIVOLUTION_COST   # for the placed card's [On Play], asked as it runs
            # a digivolution chosen at the reduced cost: one of its own Digimon suspended for 5 memory or so
            or a == A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN
            # likewise: a Tamer suspended, a card from under a Tamer put under the Digimon for its inherited text
            or a == A_TAMER_DIGIVOLVE_COST_DOWN
            # a card played at the reduced cost: a Tamer or Digimon suspended for it
            or a == A_SUSPEND_PLAY_COST_DOWN or a == A_SUSPEND_DIGIVOLVE_COST_DOWN or a == A_BOTTOM_DECK_PLAY_COST_DOWN
            or a == A_SUSPEND_OWN_PLAY_COST_DOWN   # likewise, one of its Digimon suspended for it
            or (a == A_KEYWORD and tb.eff[r, F_AMOUNT] == KW_DIGISORPTION))   # <Digisorption>, likewise


@engine_jit
def choose_burst_card(pilot, st, tb, p, s):
    """Stack index (0 .. stk_n - 2) of the digivolution card of p's Digimon in slot s that a Digi-Burst
    trashes next: greedy the one nearest the top (the bottom cards' inherited effects stay), random any."""
    if pilot == SCRIPTED:
        answer = script_burst_card(st, p, s)
        if answer != NO_SCRIPT:
            return answer
        pilot = st.g[G_FALLBACK]
    n = st.stk_n[p, s]
    if pilot == RANDOM:   # any of those effects may trash (not the kept ones: kept_under)
        k = rand_below(st.rs, trashable_under(st, tb, p, s))
        for i in range(n - 1):
            if not kept_under(st, tb, p, s, st.stk[p, s, i]):
                if k == 0:
                    return i
                k -= 1
    for i in range(n - 2, -1, -1):
        if not kept_under(st, tb, p, s, st.stk[p, s, i]):
            return i
    return n - 2


@engine_jit
def choose_stack_card(pilot, st, tb, p, n):
    """Index into st.chosen[0:n] (entries slot * STACK + stack index of p's cards) of the digivolution
    card to play: greedy the highest level, then the highest DP."""
    if pilot == SCRIPTED:
        answer = script_stack_card(st, p, n)
        if answer != NO_SCRIPT:
            return answer
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        return rand_below(st.rs, n)
    best = 0
    best_v = -1
    for k in range(n):
        c = st.stk[p, st.chosen[k] // STACK, st.chosen[k] % STACK]
        v = 100 * tb.level[c] + tb.dp[c] // 1000
        if v > best_v:
            best_v = v
            best = k
    return best


@engine_jit
def choose_digivolution(pilot, st, tb, p, n):
    """Index into st.chosen[0:n] (entries slot * PILE + hand index of p's Digimon and card) of a digivolution
    by effect: greedy the card of the highest level, then DP, onto the Digimon of the lowest level."""
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]  # no scripted form yet: the fallback pilot decides
    if pilot == RANDOM:
        return rand_below(st.rs, n)
    best = 0
    best_v = -1
    for k in range(n):
        c = st.hand[p, st.chosen[k] % PILE]
        base = top_card(st, p, st.chosen[k] // PILE)
        v = 10000 * tb.level[c] + 10 * (tb.dp[c] // 1000) + (9 - min(tb.level[base], 9))
        if v > best_v:
            best_v = v
            best = k
    return best


@engine_jit
def choose_card(pilot, st, tb, p, pile, n):
    """Index into st.cand[0:n] (positions in `pile`) of the card to take (to hand, or to play): greedy
    takes the highest level, then the highest cost."""
    if pilot == SCRIPTED:
        answer = script_pile_card(st, pile, n)
        if answer != NO_SCRIPT:
            return answer
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        return rand_below(st.rs, n)
    best = 0
    best_v = -1
    for i in range(n):
        c = pile[st.cand[i]]
        v = 100 * tb.level[c] + tb.cost[c]
        if v > best_v:
            best_v = v
            best = i
    return best


@engine_jit
def choose_card_count(pilot, st, tb, p, pile, n, most):
    """How many cards (0 .. most) an "up to" effect of player p takes from `pile` (its n candidates, one per card
    type, in st.cand[0:n]): greedy all it may (cards placed under a Digimon add their inherited effects);
    random any number. A script has no word for it: its fallback pilot decides."""
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        return rand_below(st.rs, most + 1)
    return most


@engine_jit
def paid_cost_pick(st, tb, p, pile, n, r):
    """Index into st.cand[0:n] of the hand card to trash for delete_at_most_paid_cost row r: the one whose play
    cost reaches the best opponent's Digimon that row may delete (DP, then level), the cheapest such card; none
    reached: the cheapest card."""
    e = tb.eff[r]
    best = 0
    best_v = -(1 << 30)
    for i in range(n):
        cost = tb.cost[pile[st.cand[i]]]
        reach = -1
        for s in range(1, st.fld_n[1 - p]):
            if is_digimon_slot(st, tb, 1 - p, s) and digimon_matches(st, tb, e, 1 - p, s, -1):
                c = tb.cost[top_card(st, 1 - p, s)]
                if 0 <= c <= cost:
                    reach = max(reach, slot_dp(st, tb, 1 - p, s) // 1000 + tb.level[top_card(st, 1 - p, s)])
        v = 1000 * reach - cost
        if v > best_v:
            best_v = v
            best = i
    return best


@engine_jit
def choose_cost_card(pilot, st, tb, p, pile, n):
    """Index into st.cand[0:n] (positions in `pile`: p's hand, or p's trash for a cost that returns cards to
    the deck) of the card p gives up to pay an effect's cost: greedy a spare copy (in the hand) first, then
    the lowest level, then the cheapest."""
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]  # no scripted form yet: the fallback pilot decides
    if pilot == RANDOM:
        return rand_below(st.rs, n)
    r = st.g[G_COST_ROW] - 1
    if r >= 0 and r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0 \
            and tb.eff[r + 1, F_ACTION] == A_DELETE_AT_MOST_PAID_COST:
        return paid_cost_pick(st, tb, p, pile, n, r + 1)
    best = 0
    best_v = -(1 << 30)
    for i in range(n):
        c = pile[st.cand[i]]
        copies = 0
        for j in range(st.hand_n[p]):
            if st.hand[p, j] == c:
                copies += 1
        v = 10000 * copies - 100 * tb.level[c] - tb.cost[c]
        if v > best_v:
            best_v = v
            best = i
    return best


@engine_jit
def choose_reveal_pair(pilot, st, tb, p, pile, k, ea, eb, two):
    """(i + 1) * (PILE + 1) + j + 1: the revealed cards pile[i] (matching row ea) and pile[j] (matching row eb;
    none unless `two`) that p adds to the hand (an and_place row eb: pile[j] goes under a Digimon), -1 for none (one integer, as every decision returns). Greedy adds as many as it can, then the highest levels and costs;
    random any legal pair."""
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]  # no scripted form yet: the fallback pilot decides
    best_i = -1
    best_j = -1
    best_v = -1
    seen = 0
    for i in range(-1, k):
        if i >= 0 and not card_matches(tb, ea, pile[i]):
            continue
        for j in range(-1, k):
            if j == i and j >= 0:
                continue
            if j >= 0 and (not two or not card_matches(tb, eb, pile[j])):
                continue
            if pilot == RANDOM:
                seen += 1
                if rand_below(st.rs, seen) == 0:   # uniform over the legal pairs, one pass
                    best_i = i
                    best_j = j
                continue
            v = 0
            for t in (i, j):
                if t >= 0:
                    v += 100000 + 100 * tb.level[pile[t]] + tb.cost[pile[t]]
            if v > best_v:
                best_v = v
                best_i = i
                best_j = j
    return (best_i + 1) * (PILE + 1) + best_j + 1


@engine_jit
def choose_security_end(pilot, st):
    """1 to take the bottom security card, 0 the top one (both unknown to their owner): greedy the top."""
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]  # no scripted form yet: the fallback pilot decides
    if pilot == RANDOM:
        return rand_below(st.rs, 2)
    return 0


@engine_jit
def choose_reveal_destination(pilot, st, tb, p, c, n):
    """-1 to add the revealed card c to p's hand, or index into st.cand[0:n] (p * NSLOT + slot) of the Digimon
    that gets c as its bottom digivolution card: greedy places a card it already holds a copy of under its
    strongest such Digimon, else takes it to the hand."""
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]  # no scripted form yet: the fallback pilot decides
    if pilot == RANDOM:
        return rand_below(st.rs, n + 1) - 1
    held = False
    for i in range(st.hand_n[p]):
        if st.hand[p, i] == c:
            held = True
            break
    if not held:
        return -1
    best = 0
    best_v = -(1 << 30)
    for i in range(n):
        s = st.cand[i] % NSLOT
        v = slot_dp(st, tb, p, s)
        if v > best_v:
            best_v = v
            best = i
    return best


@engine_jit
def choose_reveal_rest_end(pilot, st, tb, p, k):
    """1 to put the k revealed cards p did not take on top of the deck (in the order they were), 0 at the bottom:
    greedy the bottom (it did not want them)."""
    if pilot == SCRIPTED:
        pilot = st.g[G_FALLBACK]  # no scripted form yet: the fallback pilot decides
    if pilot == RANDOM:
        return rand_below(st.rs, 2)
    return 0


@engine_jit
def choose_discard(pilot, st, tb, p):
    """Hand index of the card player p trashes: greedy drops a spare copy first, then the costliest."""
    if pilot == SCRIPTED:
        answer = script_hand_card(st, p)
        if answer != NO_SCRIPT:
            return answer
        pilot = st.g[G_FALLBACK]
    n = st.hand_n[p]
    if pilot == RANDOM:
        return rand_below(st.rs, n)
    best = 0
    best_v = -1
    for i in range(n):
        c = st.hand[p, i]
        copies = 0
        for j in range(n):
            if st.hand[p, j] == c:
                copies += 1
        v = 100 * copies + tb.cost[c]
        if v > best_v:
            best_v = v
            best = i
    return best


@engine_jit
def choose_pending(pilot, st, n):
    """Which of n simultaneous triggered effects of one player resolves next (index into st.cand)."""
    if pilot == SCRIPTED:
        answer = script_pending(st, n)
        if answer != NO_SCRIPT:
            return answer
        pilot = st.g[G_FALLBACK]
    if pilot == RANDOM:
        return rand_below(st.rs, n)
    return 0


def _guard_cache():
    from simcore.jitcache import ensure_fresh

    ensure_fresh([choose_main])


_guard_cache()

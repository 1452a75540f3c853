"""The rules of the game (RULES.md §1–§7) over the struct-of-arrays state of simcore.layout, with card
effects hooked in at the §8 timings through simcore.effects.

`run_games` plays a whole batch of games inside one jitted call; `play_game` plays one game into a
caller-owned state (the replay uses it with an event log).
"""
from simcore.jit import engine_jit
from simcore.digixros import MAX_ENTRIES, digixros_cost, has_digixros, place_materials
from simcore.assembly import assembly_cost, has_assembly, place_assembly
from simcore.deal import deal_hand, deal_security, redraw_hand, shuffle_top
from simcore.effect_codes import A_ATTACK_WITHOUT_SUSPENDING
from simcore.effect_codes import T_OWN_DIGIMON_CHECKS_FACE_UP_SECURITY
from simcore.effect_codes import T_WHEN_CHECKS_SECURITY
from simcore.effect_codes import (A_DIGIVOLVE_COST_DOWN, F_ACTION, F_AMOUNT, A_DIGI_BURST, A_DELAY,
                                  A_SUSPEND_SELF_COST, A_KEYWORD, KW_RAID, S_MAIN, T_ACTIVATED, T_COUNTER,
                                  T_END_OF_ATTACK, T_START_OF_OPPONENTS_TURN, T_START_OF_YOUR_MAIN_PHASE,
                                  T_END_OF_OPPONENTS_TURN, T_END_OF_YOUR_TURN, T_BLOCKER_USED, T_DELETES_IN_BATTLE,
                                  T_ON_PLAY, T_START_OF_YOUR_TURN, T_WHEN_ATTACKING, T_WHEN_BLOCKED,
                                  T_OWN_DIGIMON_PLAYED, T_OPPONENT_DIGIMON_ATTACKS, T_OWN_DIGIMON_ATTACKS, FL_OR_TRASH,
                                  T_TRASH_OWN_DIGIMON_PLAYED, T_MAIN, A_PLAY_OR_USE_FROM_HAND,
                                  KW_ATTACKS_AT_MAIN_PHASE_START, A_BATTLE, T_OWN_DIGIMON_WINS_BATTLE, T_WINS_BATTLE,
                                  T_END_OF_ALL_TURNS, CANT_SUSPEND, A_ATTACK as A_ATTACK_EFFECT,
                                  A_USE_OPTION_FROM_HAND, F_CARD, F_FILTER, F_TARGET, FL_COST_UP_TO_OPPONENT_MEMORY,
                                  FL_DIGIMON_ONLY, FL_MANDATORY, FL_SAME_TARGETS, TG_EVENT, TG_SELF,
                                  CANT_ATTACK_PLAYERS, CANT_BE_BLOCKED, CANT_DIGIVOLVE, CANT_ATTACK_TARGET_CHANGE,
                                  F_ONCE, T_OWN_TAMER_PLAYED, A_BLOCKER, A_DP, A_SECURITY_ATTACK, KW_ALLIANCE,
                                  KW_COLLISION, KW_VORTEX, KW_PROGRESS, T_ATTACK_TARGET_SWITCHED,
                                  A_CANT_ATTACK_OR_BLOCK, A_DELETE_OWN_COST, A_RUSH, CANT_ATTACK, F_COND, F_COND_ARG,
                                  F_SOURCE, F_TRIGGER, F_WINDOW, KW_OVERCLOCK, S_INHERITED, T_STATIC,
                                  KW_VORTEX_PLAYERS, T_HAND_MAIN, A_DELETE, KW_EXECUTE)
from simcore.effect_codes import KW_ATTACKS_UNSUSPENDED
from simcore.zones import (remove_at, add_memory, can_pay, draw_card, end_game, find_uid, init_slot, log_event,
                           new_battle_slot, note_card, set_memory, take_from_hand, to_trash)
from simcore.targets import (digivolve_reduction, paid_play_reduction, spend_digivolve_reduction, deleting_reduction,
                             once_spent, card_matches, digimon_matches)
from simcore.effects import collect_face_up_security
from simcore.effects import row_condition_holds
from simcore.effects import mind_link_targets
from simcore.effect_codes import A_MIND_LINK
from simcore.effects import queue_gained_when_blocked
from simcore.effects import collect_hand, overflow_census
from simcore.effect_codes import T_HAND_COUNTER, A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS
from simcore.query import first_source
from simcore.effects import use_option_other_source, option_used_clause
from simcore.effect_codes import A_USE_OPTION_FROM_TRASH, A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS
from simcore.effects import (use_recorded_option, collect_effect_played_or_digivolved, collect_any_played_or_digivolved, collect_trash, chained_cost_payable,
                             log_play_cost_down,
                             pay_digivolve_reductions, pay_play_reductions, pay_deleting_reductions, unsuspend_slot,
                             unsuspend_in_own_phase, play_checked_after_battle, hatch_egg, move_out, event_aux,
                             delete_marked_at_turn_end, digivolve_onto, log_effect, security_removed, activate,
                             collect_field, collect_slot, delete_slot, effect_start, expire_mods, new_batch,
                             push_retaliation, resolve_pending, rule_check, run_main_effects, run_security_effects,
                             suspend_slot, add_mod, drop_attack_mods, remove_deleted, dna_digivolve, dna_pair_ok,
                             link_card, link_fits, link_from_battle_area, link_cost)
from simcore.layout import G_XROS_UID
from simcore.layout import (REACH_MAIN_PHASE_ATTACK, G_EFFECT_BATTLE, G_PLAY_AFTER_BATTLE, G_MODN, A_ACTIVATE,
                            A_ATTACK, A_DIGIVOLVE, A_OPTION, A_PASS, A_PLAY, B_HATCH, B_MOVE_OUT, BATTLE_ATTACKER_WINS,
                            BATTLE_BOTH_LOSE, BATTLE_DEFENDER_WINS, BREEDING, CR_FIELD, CR_PLAYED, CR_PLAYS, CR_SEEN,
                            CR_WIDTH, DEL_BATTLE, G_RECORD, E_ATTACK, E_BATTLE, E_BLOCK, E_DEAL, E_EFFECT, E_OPTION,
                            E_PASS, E_PLAY, E_REDRAW, E_SECURITY_CHECK, E_TURN_END, E_TURN_START, G_ACTIONS,
                            G_ATK_TARGET, G_ATTACK_ENDED, G_ATTACKED, G_ATTACKS, G_BATTLE_BARE0, G_CHECK_MODE,
                            G_COUNTER_USED, G_CHECKS, G_CUR, G_EVCAP, G_FIRST, G_MEM, G_MULL0, G_MULL1, G_ONCEN,
                            G_OVERFLOW, G_RUN_OVERFLOWS, G_PENDN, G_OVER, G_PILOT0, G_PILOT1, G_TURN, G_UID,
                            G_VIOLATION, G_VIOLATION_AT, G_WINNER, G_REASON, K_DIGIMON, K_OPTION, K_TAMER,
                            MAX_CARD_TYPES, MAXACT, NSLOT, R_DECK_OUT, R_SECURITY, R_TURN_LIMIT, RS_GONE_ATTACKER_WINS,
                            RS_PASS_GAIN_ENDS_TURN, RS_PIERCING_WINS, STACK, G_EFFECT_ATTACK_ROW,
                            G_EFFECT_ATTACK_SOURCE, G_EFFECT_OPTION_PLAYER, G_EFFECT_OPTION_ROW,
                            RS_EFFECT_OPTION_IGNORES_COLORS, G_OVERCLOCK_UID, G_PROGRESS_UID, G_VORTEX_UID,
                            SCOPE_FOR_THE_ATTACK, DEL_EFFECT, REACH_OVERCLOCK, REACH_PROGRESS, REACH_VORTEX, A_DNA,
                            A_HAND_MAIN, A_LINK, G_EFFECT_PLAYER, REACH_EXECUTE)
from simcore.invariants import V_ILLEGAL_ATTACK, V_SECURITY_CHECK, check_state
from simcore.query import attack_this_barred
from simcore.query import digivolve_cost_at
from simcore.effect_codes import CANT_ACTIVATE_WHEN_ATTACKING
from simcore.effect_codes import CANT_ACTIVATE_OPTION_SECURITY
from simcore.effect_codes import T_OPPONENT_DIGIMON_PLAYED
from simcore.query import (restricted, colors_on_field, option_colors_met_with, can_attack,
                           option_colors_met, has_piercing, has_reboot, has_retaliation, is_digimon_slot, memory_of,
                           security_attack, security_digimon_dp, slot_dp, top_card, has_jamming, has_named_keyword,
                           play_cost, condition_holds, has_keyword, window_ok, may_attack, may_block)
from strategies.dispatch import (choose_card, choose_block, choose_main, choose_raid, decide_breeding, decide_redraw,
                                 choose_target, choose_target_count)
from simcore.rng import derive_seed, rand_below, seed_state
from simcore.hand_zone import list_hand_main, place_hand_main_cost, hand_play
from simcore.layout import G_CHECKED_FACE_UP
from simcore.effect_codes import A_HAND_PLAY

PASS_MEMORY = 3
assert MAX_CARD_TYPES <= 128   # list_actions keeps the card types it listed in two 64-bit masks
MAX_TURN_ENDS = 16  # end-of-turn timings in one turn before it ends whatever the memory
MAX_MAIN_ACTIONS = 400  # main-phase actions in one turn before the pilot's next choice is a pass, whatever it picks


# --- checking mode -------------------------------------------------------------------------------------

@engine_jit
def note_violation(st, code):
    if code != 0 and st.g[G_VIOLATION] == 0:
        st.g[G_VIOLATION] = code
        st.g[G_VIOLATION_AT] = st.g[G_ACTIONS]


@engine_jit
def action_done(st, tb):
    """Count a finished action; in checking mode verify the state's invariants after it."""
    st.g[G_ACTIONS] += 1
    overflow_census(st, tb)   # RULES.md §10.5: an ACE card gone costs its memory before the turn's memory is read
    if st.g[G_CHECK_MODE] != 0:
        note_violation(st, check_state(st, tb))


@engine_jit
def settle(st, tb):
    """Let everything pending resolve, with rule checks: the state between two actions. RULES.md §7: the
    rule check comes first; the triggers it causes and those already pending count as simultaneous."""
    rule_check(st, tb)
    overflow_census(st, tb)   # an ACE card gone by a battle or a rule costs its memory before the triggers resolve
    if st.g[G_PENDN] > 0:
        resolve_pending(st, tb)


# --- setup and turn phases ----------------------------------------------------------------------------

@engine_jit
def reset_game(st, tb, seed, pilot0, pilot1):
    cap = st.g[G_EVCAP]
    record = st.g[G_RECORD]
    overflows = st.g[G_RUN_OVERFLOWS]
    for i in range(st.g.shape[0]):
        st.g[i] = 0
    st.g[G_EVCAP] = cap
    st.g[G_RECORD] = record
    st.g[G_RUN_OVERFLOWS] = overflows
    if record != 0:
        for p in range(2):
            for c in range(tb.n_types):
                for k in range(CR_WIDTH):
                    st.crec[p, c, k] = 0 if k == CR_PLAYS else -1
    st.g[G_WINNER] = -1
    st.g[G_UID] = 1
    st.g[G_ATK_TARGET] = -2
    st.g[G_PILOT0] = pilot0
    st.g[G_PILOT1] = pilot1
    seed_state(st.rs, seed)
    for c in range(st.fu_delta.shape[0]):
        st.fu_delta[c] = c - tb.face_up[c]   # a face-down twin's way back to its card (zones.face_up)
    for p in range(2):
        n = tb.main_n[p]
        for i in range(n):
            st.deck[p, i] = tb.main[p, i]
        st.deck_n[p] = n
        e = tb.egg_n[p]
        for i in range(e):
            st.eggs[p, i] = tb.egg[p, i]
        st.egg_n[p] = e
        st.hand_n[p] = 0
        st.sec_n[p] = 0
        for i in range(st.sec_up.shape[1]):
            st.sec_up[p, i] = 0
        st.trash_n[p] = 0
        st.fld_n[p] = 1
        for s in range(NSLOT):
            st.stk_n[p, s] = 0
        for c in range(tb.n_types):
            st.ace_n[p, c] = 0


@engine_jit
def setup_game(st, tb):
    """RULES.md §2: shuffle, first player at random, 5 cards each, redraws (first player decides first),
    5 security cards from the deck top."""
    first = rand_below(st.rs, 2)
    st.g[G_FIRST] = first
    st.g[G_CUR] = first
    st.g[G_TURN] = 0
    log_event(st, first, E_DEAL, first, 0, 0, 0, 0, 0)
    for k in range(2):
        p = first if k == 0 else 1 - first
        shuffle_top(st.eggs[p], st.egg_n[p], st.egg_n[p], st.rs)
        st.deck_n[p] = deal_hand(st.deck[p], st.deck_n[p], st.hand[p], st.rs, st.deck_n[p])
        st.hand_n[p] = 5
    for k in range(2):
        p = first if k == 0 else 1 - first
        redraw = decide_redraw(st.g[G_PILOT0 + p], st, tb, p)
        if redraw:
            st.deck_n[p] = redraw_hand(st.deck[p], st.deck_n[p], st.hand[p], st.hand_n[p], st.rs,
                                       st.deck_n[p] + st.hand_n[p])
            st.hand_n[p] = 5
            st.g[G_MULL0 + p] = 1
        log_event(st, p, E_REDRAW, 1 if redraw else 0, 0, 0, 0, 0, 0)
    for p in range(2):
        st.deck_n[p] = deal_security(st.deck[p], st.deck_n[p], st.sec[p])
        st.sec_n[p] = 5
        for i in range(st.hand_n[p]):
            note_card(st, p, st.hand[p, i], CR_SEEN)  # the opening hand, at turn 0
    st.g[G_MEM] = 0


@engine_jit(inline=True)
def breeding_phase(st, tb, p):
    occupied = st.stk_n[p, BREEDING] > 0
    can_hatch = (not occupied) and st.egg_n[p] > 0
    can_move = occupied and tb.dp[top_card(st, p, BREEDING)] >= 0 and is_digimon_slot(st, tb, p, BREEDING)
    if not can_hatch and not can_move:
        return
    choice = decide_breeding(st.g[G_PILOT0 + p], st, tb, p, can_hatch, can_move)
    if choice == B_HATCH and can_hatch:
        hatch_egg(st, p)
    elif choice == B_MOVE_OUT and can_move:
        move_out(st, tb, p)
        settle(st, tb)   # [When Moving] and "when a Digimon moves from the breeding area" effects


@engine_jit
def list_actions(st, tb, p):
    """Fill st.acts with the legal main-phase actions of player p; acts[0] is pass. Returns the count.
    Copies of one card in hand give one action."""
    acts = st.acts
    acts[0, 0] = A_PASS
    n = 1
    colors = -1   # colours of p's Digimon and Tamers, read at the first option
    seen_low = 0   # a bit per card type already listed (types 0-63, then 64-127: MAX_CARD_TYPES <= 128)
    seen_high = 0
    for i in range(st.hand_n[p]):
        c = st.hand[p, i]
        bit = 1 << (c & 63)
        if c < 64:
            if (seen_low & bit) != 0:
                continue
            seen_low |= bit
        else:
            if (seen_high & bit) != 0:
                continue
            seen_high |= bit
        k = tb.kind[c]
        # the printed cost less the card's own reductions in the hand (a call only in a match that has some)
        pay = tb.cost[c] if tb.play_cost_down == 0 else play_cost(st, tb, p, c)
        if (tb.play_cost_down & 2) != 0 and pay > 0:   # and the ones bought from under a Tamer, while it has cards
            pay = max(pay - paid_play_reduction(st, tb, p, c), 0)
        if (tb.play_cost_down & 4) != 0 and pay > 0:   # and its own, bought by deleting one of p's Digimon
            pay = max(pay - deleting_reduction(st, tb, p, c), 0)
        if pay < 0:
            pass  # no printed cost: it cannot be played or used from hand
        elif k == K_DIGIMON or k == K_TAMER:
            if can_pay(st, p, pay) and st.fld_n[p] < NSLOT and n < MAXACT:
                acts[n, 0] = A_PLAY
                acts[n, 1] = i
                acts[n, 2] = 0
                acts[n, 3] = pay
                n += 1
            if k == K_DIGIMON and has_digixros(tb, c) and n < MAXACT:   # also with its DigiXros materials
                xros = digixros_cost(st, tb, p, c, pay, i)
                if 0 <= xros < pay and can_pay(st, p, xros):
                    acts[n, 0] = A_PLAY
                    acts[n, 1] = i
                    acts[n, 2] = 1
                    acts[n, 3] = xros
                    n += 1
            if k == K_DIGIMON and has_assembly(tb, c) and n < MAXACT:   # also with its <Assembly> requirement met
                lower = assembly_cost(st, tb, p, c, pay)
                if 0 <= lower < pay and can_pay(st, p, lower):
                    acts[n, 0] = A_PLAY
                    acts[n, 1] = i
                    acts[n, 2] = 2
                    acts[n, 3] = lower
                    n += 1
        elif k == K_OPTION:
            if colors < 0 and can_pay(st, p, pay):
                colors = colors_on_field(st, tb, p)
            if can_pay(st, p, pay) and option_colors_met_with(st, tb, p, c, colors) \
                    and n < MAXACT:
                acts[n, 0] = A_OPTION
                acts[n, 1] = i
                acts[n, 2] = 0
                acts[n, 3] = pay
                n += 1
        if k == K_DIGIMON and ((tb.trigger_bits[c, S_MAIN] >> T_MAIN) & 1) != 0 and tb.cost[c] >= 0:
            n = list_dual_option(st, tb, p, i, c, n)   # a dual Digimon/Option card: its option side too
        if k == K_DIGIMON and tb.evo_n[c] > 0:
            for s in range(st.fld_n[p]):
                if st.stk_n[p, s] == 0 or st.stk_n[p, s] >= STACK:
                    continue
                cost = digivolve_cost_at(st, tb, p, c, s)
                if cost < 0 or restricted(st, tb, p, s, CANT_DIGIVOLVE):
                    continue
                if cost > 0 and s != BREEDING and tb.digivolve_cost_down != 0:
                    cost = max(cost - digivolve_reduction(st, tb, p, s, c), 0)   # never below 0 (Ver.5.0)
                if cost >= 0 and can_pay(st, p, cost) and n < MAXACT:
                    acts[n, 0] = A_DIGIVOLVE
                    acts[n, 1] = i
                    acts[n, 2] = s
                    acts[n, 3] = cost
                    n += 1
        if tb.link_any != 0 and tb.link_row[c] >= 0:
            n = list_links(st, tb, p, i, c, n)
        if tb.dna_any != 0 and k == K_DIGIMON and tb.dna_cost[c] >= 0 and can_pay(st, p, tb.dna_cost[c]):
            for s1 in range(1, st.fld_n[p]):   # RULES.md §10.3: each ordered pair meeting the two requirements
                for s2 in range(1, st.fld_n[p]):
                    if n < MAXACT and dna_pair_ok(st, tb, p, c, s1, s2):
                        acts[n, 0] = A_DNA
                        acts[n, 1] = i
                        acts[n, 2] = s1 + NSLOT * s2
                        acts[n, 3] = tb.dna_cost[c]
                        n += 1
    if ((tb.trigger_any >> T_HAND_MAIN) & 1) != 0:   # [Hand] [Main] effects: only in a match that has some
        n = list_hand_main(st, tb, p, n)
    for s in range(1, st.fld_n[p]):
        r = effect_start(tb, top_card(st, p, s), T_ACTIVATED, S_MAIN)
        if r >= 0 and n < MAXACT:
            if ((tb.eff[r, F_ACTION] != A_DIGI_BURST or st.stk_n[p, s] - 1 >= tb.eff[r, F_AMOUNT])
                    and (tb.eff[r, F_ACTION] != A_DELAY or st.entered[p, s] < st.g[G_TURN])  # <Delay>: not the turn placed
                    and (tb.eff[r, F_ACTION] != A_SUSPEND_SELF_COST or st.susp[p, s] == 0)  # a cost it can pay
                    and (tb.eff[r, F_ACTION] != A_SUSPEND_SELF_COST or chained_cost_payable(st, tb, p, r))
                    and (tb.eff[r, F_ACTION] != A_MIND_LINK or mind_link_targets(st, tb, p, r) > 0)  # <Mind Link>
                    and (tb.eff[r, F_ONCE] == 0 or not once_spent(st, tb, st.uid[p, s], r))  # [Once Per Turn]: used
                    and row_condition_holds(st, tb, p, s, r)):   # its "if ..." as the inherited ones below
                acts[n, 0] = A_ACTIVATE
                acts[n, 1] = s
                acts[n, 2] = r
                n += 1
        if st.stk_n[p, s] > 1 and ((tb.trigger_any >> T_ACTIVATED) & 1) != 0:
            n = list_inherited_activated(st, tb, p, s, n)
        if tb.link_any != 0 and tb.link_row[top_card(st, p, s)] >= 0:
            n = list_field_links(st, tb, p, s, n)
        if can_attack(st, tb, p, s):
            n = list_attacks(st, tb, p, s, n, False)
    return n


@engine_jit
def list_inherited_activated(st, tb, p, s, n):
    """Add to st.acts from index n the inherited [Main] activated effects of the digivolution cards of p's Digimon
    in slot s (timing activated, source inherited), each while its condition holds and its once per turn is not
    spent. Returns the new count."""
    m = st.stk_n[p, s]
    for i in range(first_source(st, tb, p, s), m - 1):
        r = effect_start(tb, st.stk[p, s, i], T_ACTIVATED, S_INHERITED)
        if r >= 0 and n < MAXACT and (tb.eff[r, F_ONCE] == 0 or not once_spent(st, tb, st.uid[p, s], r)) \
                and row_condition_holds(st, tb, p, s, r):
            st.acts[n, 0] = A_ACTIVATE
            st.acts[n, 1] = s
            st.acts[n, 2] = r
            n += 1
    return n


@engine_jit
def list_dual_option(st, tb, p, i, c, n):
    """Add to st.acts at index n the use of hand card i (type c), a dual Digimon/Option card, as an option:
    its option side's [Main] rows (source main, timing main), for its printed cost ([GAP] the card data gives one
    cost; no reduction of a Digimon's play cost applies), its <Use Req.> row (or else the card's colours, RULES.md
    §5.3) met. Returns the new count."""
    cost = tb.cost[c]
    if n < MAXACT and can_pay(st, p, cost) and option_colors_met(st, tb, p, c):
        st.acts[n, 0] = A_OPTION
        st.acts[n, 1] = i
        st.acts[n, 2] = 0
        st.acts[n, 3] = cost
        n += 1
    return n


@engine_jit
def list_links(st, tb, p, i, c, n):
    """Add to st.acts from index n the links of hand card i (type c) to each of p's Digimon meeting its link
    requirement, for its link cost (RULES.md §4 D, §10.6). Returns the new count."""
    for s in range(1, st.fld_n[p]):
        if n < MAXACT and link_fits(st, tb, p, s, c):
            cost = link_cost(st, tb, p, s, c, False)   # link_cost_down of that Digimon
            if not can_pay(st, p, cost):
                continue
            st.acts[n, 0] = A_LINK
            st.acts[n, 1] = i
            st.acts[n, 2] = s
            st.acts[n, 3] = cost
            n += 1
    return n


@engine_jit
def list_field_links(st, tb, p, s, n):
    """Add to st.acts from index n the links of the top card of p's Digimon in slot s to each other Digimon of p
    meeting its link requirement, for its link cost (RULES.md §10.6: from the battle area too; a = -s). Returns the
    new count."""
    c = top_card(st, p, s)
    if tb.kind[c] != K_DIGIMON:
        return n
    for t in range(1, st.fld_n[p]):
        if t != s and n < MAXACT and link_fits(st, tb, p, t, c):
            cost = link_cost(st, tb, p, t, c, False)   # link_cost_down of that Digimon
            if not can_pay(st, p, cost):
                continue
            st.acts[n, 0] = A_LINK
            st.acts[n, 1] = -s
            st.acts[n, 2] = t
            st.acts[n, 3] = cost
            n += 1
    return n


@engine_jit
def link_from_hand(st, tb, p, i, s, cost):
    """A_LINK: pay the link cost and put hand card i beside p's Digimon in slot s as a link card."""
    c = take_from_hand(st, p, i)
    link_cost(st, tb, p, s, c, True)   # its link_cost_down used and logged (the cost listed already takes it off)
    add_memory(st, p, -cost)
    note_card(st, p, c, CR_PLAYED)
    new_batch(st)   # its "when your Digimon get linked" effects: a batch of their own
    link_card(st, tb, p, s, c)


@engine_jit(inline=True)
def list_attacks(st, tb, p, s, n, digimon_only):
    """Add to st.acts from index n the attacks the Digimon in slot s of p may declare (on the player unless
    digimon_only or barred, on each suspended opponent's Digimon; with <attacks_unsuspended>, on the unsuspended
    ones too). Returns the new count."""
    acts = st.acts
    q = 1 - p
    if n < MAXACT and not digimon_only and not restricted(st, tb, p, s, CANT_ATTACK_PLAYERS):
        acts[n, 0] = A_ATTACK
        acts[n, 1] = s
        acts[n, 2] = -1
        n += 1
    unsusp = -1   # whether it may attack unsuspended Digimon too: read once, at the first one met
    for t in range(1, st.fld_n[q]):
        if st.susp[q, t] == 0 and unsusp < 0 and is_digimon_slot(st, tb, q, t):
            unsusp = 1 if has_named_keyword(st, tb, p, s, KW_ATTACKS_UNSUSPENDED) else 0
        if (st.susp[q, t] != 0 or unsusp == 1) and is_digimon_slot(st, tb, q, t) and n < MAXACT \
                and not attack_this_barred(st, tb, p, s, t):
            acts[n, 0] = A_ATTACK
            acts[n, 1] = s
            acts[n, 2] = t
            n += 1
    return n


# --- actions ------------------------------------------------------------------------------------------

@engine_jit(inline=True)
def play_from_hand(st, tb, p, i):
    """RULES.md §5.1: reveal, pay, put unsuspended in the battle area; [On Play]."""
    play_from_hand_as(st, tb, p, i, 0)


@engine_jit(inline=True)
def play_from_hand_as(st, tb, p, i, xros):
    """RULES.md §5.1: reveal, pay, put unsuspended in the battle area; [On Play]. With xros 1, its DigiXros
    materials go under it first (§10.2), lowering the cost; with xros 2, the cards of its <Assembly> requirement
    from the trash (§10.9, simcore.assembly)."""
    c = st.hand[p, i]
    cost = play_cost(st, tb, p, c)
    if (tb.play_cost_down & 2) != 0 and cost > 0:   # reductions bought from under a Tamer: the pilot pays or not
        cost = max(cost - pay_play_reductions(st, tb, p, c, cost), 0)
    take_from_hand(st, p, i)
    if (tb.play_cost_down & 4) != 0 and cost > 0:   # the card's own, bought by deleting: the card is out of the
        cost = max(cost - pay_deleting_reductions(st, tb, p, c, cost), 0)   # hand while one of p's Digimon goes
    log_play_cost_down(st, tb, p, c, cost)
    if xros == 1:   # the material cards in entry order go into st.chosen[0:MAX_ENTRIES]
        cost = place_materials(st, tb, p, c, cost)
    elif xros == 2:   # the same for the elements of an <Assembly> requirement
        cost = place_assembly(st, tb, p, c, cost)
    add_memory(st, p, -cost)
    s = new_battle_slot(st, p)
    init_slot(st, p, s, c, st.g[G_TURN])
    if xros != 0:   # bottom first: the last entry's card at the bottom, the leftmost entry's right under the card
        u = 0
        for j in range(MAX_ENTRIES - 1, -1, -1):
            if st.chosen[j] >= 0:
                st.stk[p, s, u] = st.chosen[j]
                u += 1
        st.stk[p, s, u] = c
        st.stk_n[p, s] = u + 1
        if xros == 1 and u > 0:   # its [On Play] effects read "if DigiXrosing"
            st.g[G_XROS_UID] = 1 + st.uid[p, s]
    note_card(st, p, c, CR_PLAYED)
    note_card(st, p, c, CR_FIELD)
    log_event(st, p, E_PLAY, c, cost, st.uid[p, s], 0, 0, 0)
    new_batch(st)
    collect_slot(st, tb, T_ON_PLAY, p, s, 0, 0)
    if tb.kind[c] == K_DIGIMON:
        collect_field(st, tb, T_OWN_DIGIMON_PLAYED, p, event_aux(c, st.uid[p, s]))
        collect_any_played_or_digivolved(st, tb, p, c, st.uid[p, s], 0)
        collect_field(st, tb, T_OPPONENT_DIGIMON_PLAYED, 1 - p, c)
        if ((tb.trigger_any >> T_TRASH_OWN_DIGIMON_PLAYED) & 1) != 0:   # [Trash] effects of p's trash
            collect_trash(st, tb, T_TRASH_OWN_DIGIMON_PLAYED, p, event_aux(c, st.uid[p, s]))
    elif tb.kind[c] == K_TAMER:
        collect_field(st, tb, T_OWN_TAMER_PLAYED, p, c)
    settle(st, tb)


@engine_jit(inline=True)
def digivolve(st, tb, p, i, s, cost):
    """RULES.md §5.2: pay, place on top (state kept), draw 1, then [When Digivolving] (not in breeding)."""
    c = take_from_hand(st, p, i)
    new_batch(st)
    printed = digivolve_cost_at(st, tb, p, c, s)
    if printed > 0 and s != BREEDING and tb.digivolve_cost_down != 0:
        # the reductions list_actions counted: once-per-turn ones are used, ones bought from under a Tamer the
        # pilot pays for now or leaves
        cost = printed - spend_digivolve_reduction(st, tb, p, s, c)
        cost = max(cost - pay_digivolve_reductions(st, tb, p, s, c, cost, True), 0)
    if cost < printed:  # a persistent reduction of the Digimon's own: said in the log before the digivolution
        log_effect(st, p, top_card(st, p, s), A_DIGIVOLVE_COST_DOWN, c, printed - cost, p, st.uid[p, s])
    digivolve_onto(st, tb, p, s, c, cost)
    if s != BREEDING:
        collect_any_played_or_digivolved(st, tb, p, c, st.uid[p, s], 0)
        settle(st, tb)


@engine_jit(inline=True)
def hand_main(st, tb, p, i, s, cost):
    """A [Hand] [Main] action (simcore.hand_zone): the card at hand index i digivolves onto p's Digimon in slot s
    for its row's cost, ignoring digivolution requirements, once its cost card went from the trash under that
    Digimon; the Digimon's reductions apply as list_actions counted them (cost: what it listed); then draw 1 and
    [When Digivolving] as for any digivolution (RULES.md section 5.2)."""
    c = st.hand[p, i]
    new_batch(st)
    if tb.eff[effect_start(tb, c, T_HAND_MAIN, S_MAIN), F_ACTION] == A_HAND_PLAY:   # a play, not a digivolution
        hand_play(st, tb, p, i, cost)
        settle(st, tb)
        return
    if not place_hand_main_cost(st, tb, p, c, s):
        return
    printed = tb.eff[effect_start(tb, c, T_HAND_MAIN, S_MAIN), F_AMOUNT]
    cost = printed
    if printed > 0 and tb.digivolve_cost_down != 0:
        cost = printed - spend_digivolve_reduction(st, tb, p, s, c)
        cost = max(cost - pay_digivolve_reductions(st, tb, p, s, c, cost, True), 0)
    if cost < printed:
        log_effect(st, p, top_card(st, p, s), A_DIGIVOLVE_COST_DOWN, c, printed - cost, p, st.uid[p, s])
    take_from_hand(st, p, i)
    digivolve_onto(st, tb, p, s, c, cost)
    collect_effect_played_or_digivolved(st, tb, p, c, st.uid[p, s])
    settle(st, tb)


@engine_jit(inline=True)
def dna(st, tb, p, i, s1, s2, cost):
    """RULES.md §10.3: the card from hand DNA digivolves the Digimon in slots s1 (on top) and s2."""
    c = take_from_hand(st, p, i)
    new_batch(st)
    s = dna_digivolve(st, tb, p, c, s1, s2, cost)
    collect_any_played_or_digivolved(st, tb, p, c, st.uid[p, s], 0)
    settle(st, tb)


@engine_jit(inline=True)
def use_option(st, tb, p, i):
    """RULES.md §5.3: pay; the card is in no area while its [Main] resolves, then trashed unless moved."""
    c = st.hand[p, i]
    if tb.kind[c] == K_DIGIMON:   # the option side of a dual card: its printed cost (list_dual_option)
        cost = tb.cost[c]
    else:
        cost = play_cost(st, tb, p, c)
    if (tb.play_cost_down & 2) != 0 and cost > 0 and tb.kind[c] != K_DIGIMON:   # bought under a Tamer: pilot pays or not
        cost = max(cost - pay_play_reductions(st, tb, p, c, cost), 0)
    log_play_cost_down(st, tb, p, c, cost)
    take_from_hand(st, p, i)
    add_memory(st, p, -cost)
    note_card(st, p, c, CR_PLAYED)
    log_event(st, p, E_OPTION, c, cost, 0, 0, 0, 0)
    moved = run_main_effects(st, tb, p, c)
    if not moved:
        to_trash(st, p, c)
    settle(st, tb)


@engine_jit(inline=True)
def activate_main(st, tb, p, s, r):
    """An activated [Main] effect of the Digimon in slot s (e.g. a Digi-Burst)."""
    new_batch(st)
    activate(st, tb, p, r, st.uid[p, s], tb.eff[r, F_CARD] if tb.eff[r, F_SOURCE] == S_INHERITED   # the card beneath
             else top_card(st, p, s), 0)
    settle(st, tb)


@engine_jit(inline=True)
def battle(st, tb, p, s, q, t):
    """Battle between two Digimon: the lower DP is deleted, both on a tie; a sole loser with <Retaliation>
    triggers, deleting the winner after the battle (RULES.md §9). Returns the outcome."""
    a_card = top_card(st, p, s)
    d_card = top_card(st, q, t)
    st.g[G_BATTLE_BARE0 + p] = 1 if st.stk_n[q, t] == 1 else 0
    st.g[G_BATTLE_BARE0 + q] = 1 if st.stk_n[p, s] == 1 else 0
    a_dp = slot_dp(st, tb, p, s)
    d_dp = slot_dp(st, tb, q, t)
    st.g[G_BATTLE_BARE0] = 0
    st.g[G_BATTLE_BARE0 + 1] = 0
    if a_dp > d_dp:
        outcome = BATTLE_ATTACKER_WINS
    elif a_dp < d_dp:
        outcome = BATTLE_DEFENDER_WINS
    else:
        outcome = BATTLE_BOTH_LOSE
    log_event(st, p, E_BATTLE, a_card, a_dp, d_card, d_dp, outcome, 0)
    a_uid = st.uid[p, s]
    d_uid = st.uid[q, t]
    kill_attacker = outcome != BATTLE_ATTACKER_WINS
    kill_defender = outcome != BATTLE_DEFENDER_WINS
    # <Retaliation> is a trigger of the sole loser, read while it is still in the battle area
    avenge_defender = outcome == BATTLE_ATTACKER_WINS and has_retaliation(st, tb, q, t)
    avenge_attacker = outcome == BATTLE_DEFENDER_WINS and has_retaliation(st, tb, p, s)
    new_batch(st)
    # an immediate keyword (<Evade>, <Barrier>...) may prevent a deletion: what follows goes by what happened
    if kill_attacker:
        kill_attacker = delete_slot(st, tb, p, find_uid(st, p, a_uid), DEL_BATTLE)
    if kill_defender:
        kill_defender = delete_slot(st, tb, q, find_uid(st, q, d_uid), DEL_BATTLE)
    avenge_defender = avenge_defender and kill_defender
    avenge_attacker = avenge_attacker and kill_attacker
    if kill_defender and not kill_attacker:
        collect_slot(st, tb, T_DELETES_IN_BATTLE, p, find_uid(st, p, a_uid), d_uid, 0)
    if kill_attacker and not kill_defender:
        collect_slot(st, tb, T_DELETES_IN_BATTLE, q, find_uid(st, q, d_uid), a_uid, 0)
    # the higher DP wins (RULES.md section 6), whether or not the loser left: the winner, if still there
    if outcome == BATTLE_ATTACKER_WINS and find_uid(st, p, a_uid) >= 0:
        collect_slot(st, tb, T_WINS_BATTLE, p, find_uid(st, p, a_uid), d_uid, 0)
        collect_field(st, tb, T_OWN_DIGIMON_WINS_BATTLE, p, event_aux(top_card(st, p, find_uid(st, p, a_uid)), a_uid))
    if outcome == BATTLE_DEFENDER_WINS and find_uid(st, q, d_uid) >= 0:
        collect_slot(st, tb, T_WINS_BATTLE, q, find_uid(st, q, d_uid), a_uid, 0)
        collect_field(st, tb, T_OWN_DIGIMON_WINS_BATTLE, q, event_aux(top_card(st, q, find_uid(st, q, d_uid)), d_uid))
    if avenge_defender:
        push_retaliation(st, q, d_card, a_uid)
    if avenge_attacker:
        push_retaliation(st, p, a_card, d_uid)
    settle(st, tb)
    return outcome


@engine_jit(inline=True)
def security_check(st, tb, p, s, q, number, due):
    """One security check by the Digimon in slot s of p against player q: the card's [Security] effect,
    then a Security Digimon battles the attacker; the card is trashed unless an effect moved it. Returns
    the attacker's slot afterwards, or -1 if it left the battle area."""
    if st.g[G_CHECK_MODE] != 0 and (st.sec_n[q] <= 0 or find_uid(st, p, st.uid[p, s]) != s):
        note_violation(st, V_SECURITY_CHECK)
    a_uid = st.uid[p, s]
    n = st.sec_n[q] - 1
    c = st.sec[q, n]
    st.sec_n[q] = n
    up = st.sec_up[q, n]
    st.sec_up[q, n] = 0   # revealed anyway: a face-up card leaves the stack like any other
    st.g[G_CHECKS] += 1
    log_event(st, p, E_SECURITY_CHECK, c, n, number, due, 0, 0)
    new_batch(st)
    if up != 0:   # "when your Digimon checks a face-up security card"
        collect_field(st, tb, T_OWN_DIGIMON_CHECKS_FACE_UP_SECURITY, p, 0)
    collect_slot(st, tb, T_WHEN_CHECKS_SECURITY, p, s, 0, 0)   # "when this Digimon checks security"
    security_removed(st, tb, q)   # resolved with the [Security] effects, before the battle (general rules 13-1-8-2)
    st.g[G_PLAY_AFTER_BATTLE] = 0
    moved = False
    if tb.kind[c] != K_OPTION or not restricted(st, tb, p, s, CANT_ACTIVATE_OPTION_SECURITY):
        st.g[G_CHECKED_FACE_UP] = 1 if up != 0 else 0   # "if this card was face-up" (checked_face_up)
        moved = run_security_effects(st, tb, q, c)
        st.g[G_CHECKED_FACE_UP] = 0
    settle(st, tb)
    s = find_uid(st, p, a_uid)
    if tb.kind[c] == K_DIGIMON and not moved and s >= 0:
        a_dp = slot_dp(st, tb, p, s)
        d_dp = security_digimon_dp(st, tb, q, c)
        if a_dp > d_dp:
            outcome = BATTLE_ATTACKER_WINS
        elif a_dp < d_dp:
            outcome = BATTLE_DEFENDER_WINS
        else:
            outcome = BATTLE_BOTH_LOSE
        log_event(st, p, E_BATTLE, top_card(st, p, s), a_dp, c, d_dp, outcome, 1)
        if outcome != BATTLE_ATTACKER_WINS and not has_jamming(st, tb, p, s):
            new_batch(st)
            delete_slot(st, tb, p, s, DEL_BATTLE)
            settle(st, tb)
        elif outcome == BATTLE_ATTACKER_WINS:   # a battle with a Security Digimon won
            new_batch(st)
            collect_slot(st, tb, T_WINS_BATTLE, p, s, 0, 0)
            collect_field(st, tb, T_OWN_DIGIMON_WINS_BATTLE, p, event_aux(top_card(st, p, s), st.uid[p, s]))
            settle(st, tb)
        new_batch(st)
        moved = play_checked_after_battle(st, tb, q, c)
        settle(st, tb)
    st.g[G_PLAY_AFTER_BATTLE] = 0   # no battle: the card is trashed
    if not moved:
        to_trash(st, q, c)
    return find_uid(st, p, a_uid)


@engine_jit(inline=True)
def check_security(st, tb, p, s, q):
    """The security checks of an attack on player q (count from Security A.); no win mid-attack."""
    done = 0
    while s >= 0 and st.sec_n[q] > 0 and st.g[G_OVER] == 0:
        # the count is read again before every check: a [Security] effect may change it mid-attack
        due = security_attack(st, tb, p, s)
        if done >= due:
            break
        done += 1
        s = security_check(st, tb, p, s, q, done, due)


@engine_jit
def raid(st, tb, p, s, t_uid):
    """<Raid> of the attacker in slot s of p: the pilot may switch the target (uid t_uid, -1 = the player) to
    one of the opponent's unsuspended Digimon with the highest DP. Returns the target's uid."""
    q = 1 - p
    best = -1
    nc = 0
    for b in range(1, st.fld_n[q]):
        if is_digimon_slot(st, tb, q, b) and st.susp[q, b] == 0 and st.uid[q, b] != t_uid:
            d = slot_dp(st, tb, q, b)
            if d > best:
                best = d
                nc = 0
            if d == best:
                st.cand[nc] = q * NSLOT + b
                nc += 1
    if nc == 0:
        return t_uid
    t_dp = -1
    if t_uid >= 0:
        t = find_uid(st, q, t_uid)
        t_dp = slot_dp(st, tb, q, t) if t >= 0 else -1
    k = choose_raid(st.g[G_PILOT0 + p], st, tb, p, nc, slot_dp(st, tb, p, s), t_dp)
    if k < 0:
        return t_uid
    b = st.cand[k] % NSLOT
    t_uid = st.uid[q, b]
    st.g[G_ATK_TARGET] = t_uid
    log_event(st, p, E_EFFECT, top_card(st, p, s), A_KEYWORD, top_card(st, q, b), -KW_RAID, q, t_uid)
    return t_uid


@engine_jit(inline=True)
def alliance(st, tb, p, s):
    """<Alliance> (RULES.md §9) of the attacker in slot s of p: p's pilot may suspend 1 of p's other unsuspended
    Digimon (choose_target_count, at most 1, then choose_target); the attacker gets that Digimon's DP as it is now
    and Security A. +1 until the attack ends (a suspended Digimon that later leaves takes nothing back)."""
    n = 0
    for b in range(1, st.fld_n[p]):
        if b != s and st.susp[p, b] == 0 and is_digimon_slot(st, tb, p, b) and not restricted(st, tb, p, b,
                                                                                               CANT_SUSPEND):
            st.cand[n] = p * NSLOT + b
            n += 1
    if n == 0:
        return
    pilot = st.g[G_PILOT0 + p]
    if choose_target_count(pilot, st, tb, p, A_KEYWORD, KW_ALLIANCE, n, 1) < 1:
        return
    b = st.cand[choose_target(pilot, st, tb, p, A_KEYWORD, KW_ALLIANCE, n)] % NSLOT
    dp = slot_dp(st, tb, p, b)
    uid = st.uid[p, s]
    log_effect(st, p, top_card(st, p, s), A_KEYWORD, top_card(st, p, b), -KW_ALLIANCE, p, st.uid[p, b])
    new_batch(st)
    suspend_slot(st, tb, p, b)
    add_mod(st, p, uid, A_DP, dp, st.g[G_TURN], SCOPE_FOR_THE_ATTACK)
    add_mod(st, p, uid, A_SECURITY_ATTACK, 1, st.g[G_TURN], SCOPE_FOR_THE_ATTACK)
    settle(st, tb)


@engine_jit
def attack_target_switched(st, tb, p, a_uid, a_card):
    """The target of p's attack changed: the timing attack_target_switched of both players' cards, p's first; the
    event's card is the attacker's top card (a_card, the one it attacked with, if it has left)."""
    if ((tb.trigger_any >> T_ATTACK_TARGET_SWITCHED) & 1) == 0:
        return
    s = find_uid(st, p, a_uid)
    if s >= 0:
        a_card = top_card(st, p, s)
    collect_field(st, tb, T_ATTACK_TARGET_SWITCHED, p, a_card)
    collect_field(st, tb, T_ATTACK_TARGET_SWITCHED, 1 - p, a_card)


@engine_jit(inline=True)
def effect_switched_target(st, tb, p, a_uid, a_card, t_uid):
    """The target of p's attack after effects resolved: an effect (switch_attack_target) may have changed
    st.g[G_ATK_TARGET]; then the timing attack_target_switched runs and the new target's uid is returned."""
    if st.g[G_ATK_TARGET] == t_uid:
        return t_uid   # inlined: mostly unchanged, without a call
    return target_switched_by_effect(st, tb, p, a_uid, a_card, t_uid)


@engine_jit(inline=True)
def target_switched_by_effect(st, tb, p, a_uid, a_card, t_uid):
    """effect_switched_target, when an effect changed the target."""
    s = find_uid(st, p, a_uid)
    if s >= 0 and restricted(st, tb, p, s, CANT_ATTACK_TARGET_CHANGE):   # the switch doesn't happen
        st.g[G_ATK_TARGET] = t_uid
        return t_uid
    new_batch(st)
    attack_target_switched(st, tb, p, a_uid, a_card)
    settle(st, tb)
    return st.g[G_ATK_TARGET]


@engine_jit
def note_progress(st, tb, p, a_uid):
    """<Progress> (RULES.md §9): while the attacker (uid a_uid of p) has it, the opponent's effects don't affect it;
    read at the declaration (the keyword search is not repeated for every DP or target the attack asks for)."""
    s = find_uid(st, p, a_uid)
    st.g[G_PROGRESS_UID] = a_uid + 1 if s >= 0 and has_named_keyword(st, tb, p, s, KW_PROGRESS) else 0


@engine_jit
def attack(st, tb, p, s, t):
    """RULES.md §6: declaration, counter, block, confirmation, end of attack. t = opponent slot or -1."""
    q = 1 - p
    # a <Vortex> attack may come in the turn its Digimon was played, an <Overclock> one while it is suspended
    overclock = st.g[G_OVERCLOCK_UID] == st.uid[p, s] + 1
    if st.g[G_CHECK_MODE] != 0 and not (overclock and t < 0 and may_overclock(st, tb, p, s)) \
            and not may_attack(st, tb, p, s, st.g[G_VORTEX_UID] == st.uid[p, s] + 1):
        note_violation(st, V_ILLEGAL_ATTACK)
    elif st.g[G_CHECK_MODE] != 0 and t >= 0 and attack_this_barred(st, tb, p, s, t):
        note_violation(st, V_ILLEGAL_ATTACK)   # an effect bars it from attacking that Digimon
    st.g[G_VORTEX_UID] = 0
    st.g[G_OVERCLOCK_UID] = 0
    a_uid = st.uid[p, s]
    a_card = top_card(st, p, s)
    st.g[G_ATTACKS] += 1
    st.g[G_ATTACKED] = 1
    t_uid = -1
    if t >= 0:
        t_uid = st.uid[q, t]
        log_event(st, p, E_ATTACK, a_card, a_uid, top_card(st, q, t), t_uid, 0, 0)
    else:
        log_event(st, p, E_ATTACK, a_card, a_uid, -1, -1, 0, 0)
    st.g[G_ATK_TARGET] = t_uid
    st.g[G_ATTACK_ENDED] = 0
    if (tb.reach & REACH_PROGRESS) != 0:   # the keyword search costs a scan of the stack at every attack
        note_progress(st, tb, p, a_uid)
    new_batch(st)
    if not overclock:
        suspend_slot(st, tb, p, s)
    if not restricted(st, tb, p, s, CANT_ACTIVATE_WHEN_ATTACKING):
        collect_slot(st, tb, T_WHEN_ATTACKING, p, s, t_uid, 0)
    collect_field(st, tb, T_OWN_DIGIMON_ATTACKS, p, event_aux(a_card, a_uid))   # "when any of your Digimon attack"
    collect_face_up_security(st, tb, T_OWN_DIGIMON_ATTACKS, p, event_aux(a_card, a_uid))   # a face-up [Security] row
    # the defender's "when one of your opponent's Digimon attacks" resolve at the declaration too (5.0), after the
    # turn player's
    collect_field(st, tb, T_OPPONENT_DIGIMON_ATTACKS, q, a_uid)
    settle(st, tb)
    if st.g[G_EFFECT_BATTLE] > 0 and st.g[G_OVER] == 0:   # a When Attacking `battle`: fought now
        effect_battle_made(st, tb)
    t_uid = effect_switched_target(st, tb, p, a_uid, a_card, t_uid)
    if (tb.reach & REACH_PROGRESS) != 0:
        note_progress(st, tb, p, a_uid)   # read again: a When Attacking digivolution may bring or take <Progress>
    # an attack ended by an effect skips to the end of attack (§6): no Raid, counter, block or confirmation
    ended = st.g[G_ATTACK_ENDED] != 0
    # <Alliance> (RULES.md §9): [GAP] it resolves after the attacker's other When Attacking effects, before <Raid>
    s = find_uid(st, p, a_uid)
    if not ended and s >= 0 and st.g[G_OVER] == 0 and has_named_keyword(st, tb, p, s, KW_ALLIANCE):
        alliance(st, tb, p, s)
        ended = st.g[G_ATTACK_ENDED] != 0
    # <Raid> (RULES.md §9): [GAP] it resolves after the attacker's other When Attacking effects
    s = find_uid(st, p, a_uid)
    if not ended and s >= 0 and st.g[G_OVER] == 0 and has_named_keyword(st, tb, p, s, KW_RAID) and not restricted(
            st, tb, p, s, CANT_ATTACK_TARGET_CHANGE):
        before = t_uid
        t_uid = raid(st, tb, p, s, t_uid)
        if t_uid != before:
            new_batch(st)
            attack_target_switched(st, tb, p, a_uid, a_card)
            settle(st, tb)
            ended = st.g[G_ATTACK_ENDED] != 0
    # RULES.md §6: all five timings run even if the attacker has left the battle area
    # counter timing: the defender may activate one [Counter] effect (§6.2)
    if st.g[G_OVER] == 0 and not ended:
        st.g[G_COUNTER_USED] = 0
        new_batch(st)
        collect_field(st, tb, T_COUNTER, q, a_uid)
        if ((tb.trigger_any >> (T_HAND_COUNTER & 63)) & 1) != 0:   # <Blast Digivolve> from the hand (§10.5)
            collect_hand(st, tb, T_HAND_COUNTER, q, a_uid)
        settle(st, tb)
        if st.g[G_EFFECT_BATTLE] > 0 and st.g[G_OVER] == 0:   # a `battle` of a counter-timing effect: fought now
            effect_battle_made(st, tb)
        t_uid = effect_switched_target(st, tb, p, a_uid, a_card, t_uid)
    ended = ended or st.g[G_ATTACK_ENDED] != 0
    # block timing: one unsuspended Blocker other than the current target (§6.3)
    s = find_uid(st, p, a_uid)
    if st.g[G_OVER] == 0 and not ended:
        # <Collision> (RULES.md §9): all the defender's Digimon have <Blocker>, and one blocks if it can
        collision = s >= 0 and has_named_keyword(st, tb, p, s, KW_COLLISION)
        nc = 0
        unblockable = s >= 0 and (restricted(st, tb, p, s, CANT_BE_BLOCKED)
                                  or restricted(st, tb, p, s, CANT_ATTACK_TARGET_CHANGE))
        for b in range(1, st.fld_n[q]):
            if st.uid[q, b] != t_uid and may_block(st, tb, q, b, collision) and not unblockable:
                st.cand[nc] = b
                nc += 1
        if nc > 0:
            a_dp = slot_dp(st, tb, p, s) if s >= 0 else -1  # -1: the attacker is gone
            if collision:   # the block is due: the defender's pilot only picks the blocker
                for i in range(nc):
                    st.cand[i] += q * NSLOT
                b = st.cand[choose_target(st.g[G_PILOT0 + q], st, tb, q, A_BLOCKER, 0, nc)] % NSLOT
            else:
                b = choose_block(st.g[G_PILOT0 + q], st, tb, q, nc, a_dp, t_uid < 0)
            if b >= 0:
                t_uid = st.uid[q, b]
                st.g[G_ATK_TARGET] = t_uid
                log_event(st, q, E_BLOCK, top_card(st, q, b), t_uid, 0, 0, 0, 0)
                new_batch(st)
                suspend_slot(st, tb, q, b)
                if s >= 0:
                    collect_slot(st, tb, T_WHEN_BLOCKED, p, s, t_uid, 0)
                    if st.g[G_MODN] > 0:
                        queue_gained_when_blocked(st, tb, p, a_uid, t_uid)   # gain_when_blocked
                collect_field(st, tb, T_BLOCKER_USED, q, t_uid)
                attack_target_switched(st, tb, p, a_uid, a_card)   # the blocker is the new target
                settle(st, tb)
                if st.g[G_EFFECT_BATTLE] > 0 and st.g[G_OVER] == 0:   # a `battle` of the block's effects: fought now
                    effect_battle_made(st, tb)
    ended = ended or st.g[G_ATTACK_ENDED] != 0
    # confirmation
    s = find_uid(st, p, a_uid)
    if s >= 0 and st.g[G_OVER] == 0 and not ended:
        if t_uid >= 0:
            t = find_uid(st, q, t_uid)
            if t >= 0:
                outcome = battle(st, tb, p, s, q, t)
                s = find_uid(st, p, a_uid)
                deleted = find_uid(st, q, t_uid) < 0   # not if a keyword prevented the deletion
                if outcome == BATTLE_ATTACKER_WINS and deleted and s >= 0 and has_piercing(st, tb, p, s):
                    if st.sec_n[q] > 0:
                        check_security(st, tb, p, s, q)
                    elif (tb.rules & RS_PIERCING_WINS) != 0 and st.g[G_OVER] == 0:
                        end_game(st, p, R_SECURITY)  # [GAP] §9 switched; by default no win
        elif st.sec_n[q] == 0:
            if security_attack(st, tb, p, s) >= 1:
                end_game(st, p, R_SECURITY)
        else:
            check_security(st, tb, p, s, q)
    elif not ended and st.g[G_OVER] == 0 and t_uid < 0 and st.sec_n[q] == 0 and (tb.rules & RS_GONE_ATTACKER_WINS) != 0:
        end_game(st, p, R_SECURITY)  # [GAP] §6.4 switched; by default an attacker that left wins nothing
    # end of attack: the timing runs; only an attacker still there has [End of Attack] effects to trigger
    s = find_uid(st, p, a_uid)
    if st.g[G_OVER] == 0:
        new_batch(st)
        if s >= 0:
            collect_slot(st, tb, T_END_OF_ATTACK, p, s, t_uid, 0)
        settle(st, tb)
    if st.g[G_MODN] > 0:
        drop_attack_mods(st)   # what lasted for the attack (<Alliance>) ends with its end-of-attack timing
    st.g[G_ATK_TARGET] = -2
    st.g[G_PROGRESS_UID] = 0
    st.g[G_ATTACK_ENDED] = 0


@engine_jit
def effect_battle_made(st, tb):
    """The battle a `battle` effect called for (simcore.effects.effect_battle), now that the effects have resolved:
    its player's pilot picks that player's Digimon (this Digimon, target=self, if still there; else 1 passing the
    row's filters), then 1 of the opponent's Digimon, and the two battle (RULES.md section 6). None on either side:
    no battle."""
    v = st.g[G_EFFECT_BATTLE]
    st.g[G_EFFECT_BATTLE] = 0
    r = v % 4096 - 1
    x = v // 4096
    y = 1 - x
    src = st.ebattle_uid[0]
    e = tb.eff[r]
    s = -1
    if e[F_TARGET] == TG_SELF:
        s = find_uid(st, x, src) if src >= 0 else -1
        if s >= 0 and not is_digimon_slot(st, tb, x, s):
            s = -1
    else:
        n = 0
        for b in range(1, st.fld_n[x]):
            if digimon_matches(st, tb, e, x, b, src):
                st.cand[n] = x * NSLOT + b
                n += 1
        if n > 0:
            s = st.cand[choose_target(st.g[G_PILOT0 + x], st, tb, x, A_BATTLE, 0, n)] % NSLOT
    if s < 0:
        return
    n = 0
    for b in range(1, st.fld_n[y]):
        if is_digimon_slot(st, tb, y, b):
            st.cand[n] = y * NSLOT + b
            n += 1
    if n == 0:
        return
    t = st.cand[choose_target(st.g[G_PILOT0 + x], st, tb, x, A_BATTLE, slot_dp(st, tb, x, s), n)] % NSLOT
    log_effect(st, x, e[F_CARD], A_BATTLE, top_card(st, y, t), 0, y, st.uid[y, t])
    battle(st, tb, x, s, y, t)


@engine_jit
def effect_attack_made(st, tb, p):
    """The attack an `attack` effect allowed (simcore.effects.effect_attack), now that the effects have resolved:
    the pilot picks one of the attacks that the Digimon the effect names may make now, or passes (no attack;
    filter=mandatory: no pass), at the main-phase decision point."""
    r = st.g[G_EFFECT_ATTACK_ROW] - 1
    src = st.g[G_EFFECT_ATTACK_SOURCE]
    st.g[G_EFFECT_ATTACK_ROW] = 0
    e = tb.eff[r]
    only_digimon = (e[F_FILTER] & FL_DIGIMON_ONLY) != 0
    mandatory = (e[F_FILTER] & FL_MANDATORY) != 0
    st.acts[0, 0] = A_PASS
    n = 1
    if e[F_TARGET] == TG_SELF or e[F_TARGET] == TG_EVENT or (e[F_FILTER] & FL_SAME_TARGETS) != 0:   # src alone
        s = find_uid(st, p, src) if src >= 0 else -1
        if s >= 0 and can_attack(st, tb, p, s):
            n = list_attacks(st, tb, p, s, n, only_digimon)
    else:
        for s in range(1, st.fld_n[p]):
            if digimon_matches(st, tb, e, p, s, src) and can_attack(st, tb, p, s):
                n = list_attacks(st, tb, p, s, n, only_digimon)
    if n > 1:
        if mandatory:   # "that Digimon attacks": the pilots' default (index 0, pass) becomes the first attack
            for j in range(st.acts.shape[1]):
                st.acts[0, j] = st.acts[1, j]
        k = choose_main(st.g[G_PILOT0 + p], st, tb, p, n)
        if st.acts[k, 0] == A_ATTACK:
            s = st.acts[k, 1]
            if e[F_ACTION] == A_ATTACK_WITHOUT_SUSPENDING:   # it does not suspend for this attack (as <Overclock>'s)
                log_effect(st, p, e[F_CARD], A_ATTACK_WITHOUT_SUSPENDING, top_card(st, p, s), 0, p, st.uid[p, s])
                st.g[G_OVERCLOCK_UID] = st.uid[p, s] + 1
            else:
                log_effect(st, p, e[F_CARD], A_ATTACK_EFFECT, top_card(st, p, s), 0, p, st.uid[p, s])
            attack(st, tb, p, s, st.acts[k, 2])
            settle(st, tb)


@engine_jit
def effect_option_used(st, tb):
    """The option use a `use_option_from_hand` effect allowed (simcore.effects.effect_option_use), now that the
    effects have resolved: its player picks one of the matching options in the hand (filter=or_trash: or the
    trash; [GAP] RULES.md §5.3: its colour requirements met unless switched off), used like one from the main phase
    but free (§5.3: in no area while its [Main] resolves, then trashed unless moved)."""
    r = st.g[G_EFFECT_OPTION_ROW] - 1
    q = st.g[G_EFFECT_OPTION_PLAYER]
    st.g[G_EFFECT_OPTION_ROW] = 0
    e = tb.eff[r]
    if e[F_ACTION] == A_PLAY_OR_USE_FROM_HAND:   # the card that row chose, paid for
        use_recorded_option(st, tb, q, r)
        settle(st, tb)
        return
    if e[F_ACTION] == A_USE_OPTION_FROM_TRASH or e[F_ACTION] == A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS \
            or e[F_ACTION] == A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS:
        if use_option_other_source(st, tb, q, r):   # from the trash, paid, or from under the Digimon or a Tamer
            option_used_clause(st, tb, q, r)
        settle(st, tb)
        return
    # filter=or_trash: the trash's cards where they are, then the hand's copied behind them (a player owns fewer
    # than PILE cards; a copy of the trash too would overrun the row once the trash holds half of it)
    nt = st.trash_n[q] if (e[F_FILTER] & FL_OR_TRASH) != 0 else 0
    pile = st.trash[q, st.trash_n[q] - nt:]
    m = nt
    for i in range(st.hand_n[q]):
        pile[m] = st.hand[q, i]
        m += 1
    n = 0
    for i in range(m):
        c = pile[i]
        if (tb.kind[c] == K_OPTION and tb.cost[c] >= 0 and card_matches(tb, e, c)
                and ((e[F_FILTER] & FL_COST_UP_TO_OPPONENT_MEMORY) == 0 or tb.cost[c] <= memory_of(st, 1 - q))
                and ((tb.rules & RS_EFFECT_OPTION_IGNORES_COLORS) != 0 or option_colors_met(st, tb, q, c))):
            st.cand[n] = i
            n += 1
    if n == 0:
        return
    i = st.cand[choose_card(st.g[G_PILOT0 + q], st, tb, q, pile, n)]
    if i < nt:
        c = remove_at(st.trash[q], st.trash_n[q], i)
        st.trash_n[q] -= 1
    else:
        c = take_from_hand(st, q, i - nt)
    log_effect(st, q, e[F_CARD], A_USE_OPTION_FROM_HAND, c, 1 if i < nt else 0, q, -1)   # 1: from the trash
    note_card(st, q, c, CR_PLAYED)
    moved = run_main_effects(st, tb, q, c)
    if not moved:
        to_trash(st, q, c)
    option_used_clause(st, tb, q, r)   # a chained "If you did, ..."
    settle(st, tb)


@engine_jit(inline=True)
def effects_resolved(st, tb, p):
    """What effects left for after their resolution, in turn player p's turn: an option use, then an attack
    (their own effects may leave more)."""
    while st.g[G_OVER] == 0:
        if st.g[G_EFFECT_OPTION_ROW] > 0:
            effect_option_used(st, tb)
        elif st.g[G_EFFECT_BATTLE] > 0:
            effect_battle_made(st, tb)
        elif st.g[G_EFFECT_ATTACK_ROW] > 0:
            effect_attack_made(st, tb, p)
        else:
            return


@engine_jit(inline=True)
def apply_action(st, tb, p, k):
    kind = st.acts[k, 0]
    if kind == A_PLAY:
        play_from_hand_as(st, tb, p, st.acts[k, 1], st.acts[k, 2])
    elif kind == A_DIGIVOLVE:
        digivolve(st, tb, p, st.acts[k, 1], st.acts[k, 2], st.acts[k, 3])
    elif kind == A_DNA:
        dna(st, tb, p, st.acts[k, 1], st.acts[k, 2] % NSLOT, st.acts[k, 2] // NSLOT, st.acts[k, 3])
    elif kind == A_OPTION:
        use_option(st, tb, p, st.acts[k, 1])
    elif kind == A_ACTIVATE:
        activate_main(st, tb, p, st.acts[k, 1], st.acts[k, 2])
    elif kind == A_LINK and st.acts[k, 1] < 0:   # from the battle area: a = -slot
        link_from_battle_area(st, tb, p, -st.acts[k, 1], st.acts[k, 2], st.acts[k, 3])
    elif kind == A_LINK:
        link_from_hand(st, tb, p, st.acts[k, 1], st.acts[k, 2], st.acts[k, 3])
    elif kind == A_HAND_MAIN:
        hand_main(st, tb, p, st.acts[k, 1], st.acts[k, 2], st.acts[k, 3])
    elif kind == A_ATTACK:
        attack(st, tb, p, st.acts[k, 1], st.acts[k, 2])
    settle(st, tb)
    effects_resolved(st, tb, p)
    action_done(st, tb)


@engine_jit(inline=True)
def end_of_turn(st, tb, p):
    """End-of-turn timing: [End of Your Turn] of the turn player, [End of Opponent's Turn] of the other,
    [End of All Turns] of both."""
    log_event(st, p, E_TURN_END, 0, 0, 0, 0, 0, 0)
    new_batch(st)
    collect_field(st, tb, T_END_OF_YOUR_TURN, p, 0)
    collect_field(st, tb, T_END_OF_OPPONENTS_TURN, 1 - p, 0)
    collect_face_up_security(st, tb, T_END_OF_OPPONENTS_TURN, 1 - p, 0)   # a face-up [Security] row
    if st.g[G_MODN] > 0:
        delete_marked_at_turn_end(st, tb)   # "At turn end, delete the Digimon this effect played"
    collect_field(st, tb, T_END_OF_ALL_TURNS, p, 0)
    collect_field(st, tb, T_END_OF_ALL_TURNS, 1 - p, 0)
    settle(st, tb)
    effects_resolved(st, tb, p)
    # tested here, not only inside: a call to either costs its locals' set-up even when it returns at once
    if (tb.reach & REACH_VORTEX) != 0:
        vortex_attacks(st, tb, p)
    if (tb.reach & REACH_OVERCLOCK) != 0:
        overclock_attacks(st, tb, p)
    if (tb.reach & REACH_EXECUTE) != 0:
        execute_attacks(st, tb, p)


@engine_jit
def overclock_row(st, tb, p, s):
    """The `keyword overclock` row that works now for p's Digimon in slot s (its top card's own, else one
    inherited from beneath; its trait= names the Digimon it deletes), -1 if none."""
    n = st.stk_n[p, s]
    for i in range(n - 1, -1, -1):
        c = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        f = tb.eff_first[c]
        if f < 0:
            continue
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if (e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == A_KEYWORD
                    and e[F_AMOUNT] == KW_OVERCLOCK and window_ok(st, p, e[F_WINDOW])
                    and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG])):
                return r
    return -1


@engine_jit
def may_overclock(st, tb, p, s):
    """p's Digimon in slot s may make an <Overclock> attack on the player now: in its player's turn, not in the turn
    it was played unless it has <Rush>, not barred by an effect; [GAP] suspended or not."""
    if s == BREEDING or not is_digimon_slot(st, tb, p, s) or st.g[G_CUR] != p:
        return False
    if st.entered[p, s] == st.g[G_TURN] and not has_keyword(st, tb, p, s, A_RUSH):
        return False
    return not has_keyword(st, tb, p, s, A_CANT_ATTACK_OR_BLOCK) and not restricted(st, tb, p, s, CANT_ATTACK) \
        and not restricted(st, tb, p, s, CANT_ATTACK_PLAYERS)


@engine_jit(inline=True)
def overclock_attacks(st, tb, p):
    """<Overclock (X trait)> (RULES.md §9) at the end of p's turn, [GAP] after <Vortex>: each of p's Digimon with it,
    the longest in the battle area first, that may attack the player: p's pilot may delete 1 of p's other Digimon
    whose top card has the trait (choose_target_count at most 1, then choose_target, action delete_own_cost; a cost:
    nothing prevents the deletion, [GAP] as for delete_own_cost); then it attacks the opponent without suspending."""
    if (tb.reach & REACH_OVERCLOCK) == 0:
        return   # no card of the match has it
    last = -1
    while st.g[G_OVER] == 0:
        s = -1
        for b in range(1, st.fld_n[p]):
            u = st.uid[p, b]
            if u > last and (s < 0 or u < st.uid[p, s]) and is_digimon_slot(st, tb, p, b) \
                    and overclock_row(st, tb, p, b) >= 0:
                s = b
        if s < 0:
            return
        last = st.uid[p, s]
        if not may_overclock(st, tb, p, s):
            continue
        e = tb.eff[overclock_row(st, tb, p, s)]
        n = 0
        for b in range(1, st.fld_n[p]):
            # one of your Tokens, or another Digimon with the trait (RULES.md section 9)
            if b != s and is_digimon_slot(st, tb, p, b) and (card_matches(tb, e, top_card(st, p, b))
                                                              or top_card(st, p, b) >= tb.token_first):
                st.cand[n] = p * NSLOT + b
                n += 1
        if n == 0:
            continue
        pilot = st.g[G_PILOT0 + p]
        if choose_target_count(pilot, st, tb, p, A_DELETE_OWN_COST, 0, n, 1) < 1:
            continue
        b = st.cand[choose_target(pilot, st, tb, p, A_DELETE_OWN_COST, 0, n)] % NSLOT
        new_batch(st)
        remove_deleted(st, tb, p, b, DEL_EFFECT)
        settle(st, tb)
        s = find_uid(st, p, last)
        if s < 0 or st.g[G_OVER] != 0 or not may_overclock(st, tb, p, s):
            continue
        log_effect(st, p, top_card(st, p, s), A_KEYWORD, top_card(st, p, s), -KW_OVERCLOCK, p, last)
        st.g[G_OVERCLOCK_UID] = last + 1
        attack(st, tb, p, s, -1)
        settle(st, tb)
        effects_resolved(st, tb, p)


@engine_jit
def next_keyword_digimon(st, tb, p, last, kw):
    """The slot of p's Digimon with the named keyword kw that came into the battle area first after the one of uid
    `last` (-1: the first of all), or -1."""
    s = -1
    for b in range(1, st.fld_n[p]):
        u = st.uid[p, b]
        if u > last and (s < 0 or u < st.uid[p, s]) and is_digimon_slot(st, tb, p, b) \
                and has_named_keyword(st, tb, p, b, kw):
            s = b
    return s


@engine_jit(inline=True)
def main_phase_start_attacks(st, tb, p):
    """A given "[Start of Your Main Phase] This Digimon attacks." (keyword attacks_at_main_phase_start), after the
    other effects of the timing resolved: each of p's Digimon with it, the longest in the battle area first, attacks
    if it can; the pilot picks the target, passing is not offered."""
    last = -1
    while st.g[G_OVER] == 0:
        s = next_keyword_digimon(st, tb, p, last, KW_ATTACKS_AT_MAIN_PHASE_START)
        if s < 0:
            return
        last = st.uid[p, s]
        if not can_attack(st, tb, p, s):
            continue
        st.acts[0, 0] = A_PASS
        n = list_attacks(st, tb, p, s, 1, False)
        if n == 1:
            continue
        for j in range(st.acts.shape[1]):   # no pass: the pilots' default (index 0) becomes the first attack
            st.acts[0, j] = st.acts[1, j]
        k = choose_main(st.g[G_PILOT0 + p], st, tb, p, n)
        log_effect(st, p, top_card(st, p, s), A_KEYWORD, top_card(st, p, s), -KW_ATTACKS_AT_MAIN_PHASE_START, p, last)
        attack(st, tb, p, s, st.acts[k, 2])
        settle(st, tb)
        effects_resolved(st, tb, p)


@engine_jit(inline=True)
def vortex_attacks(st, tb, p):
    """<Vortex> (RULES.md §9) at the end of p's turn, [GAP] after the other end-of-turn effects resolved: each of
    p's Digimon with it, the longest in the battle area first, may attack an opponent's Digimon, also in the turn
    it was played; the pilot picks the attack or passes at the main-phase decision point."""
    if (tb.reach & REACH_VORTEX) == 0:
        return   # no card of the match has or grants it
    last = -1
    while st.g[G_OVER] == 0:
        s = next_keyword_digimon(st, tb, p, last, KW_VORTEX)
        if s < 0:
            return
        last = st.uid[p, s]
        if not may_attack(st, tb, p, s, True):
            continue
        st.acts[0, 0] = A_PASS
        # "your <Vortex> can also attack players" (a keyword granted while it holds)
        n = list_attacks(st, tb, p, s, 1, not has_named_keyword(st, tb, p, s, KW_VORTEX_PLAYERS))
        if n == 1:
            continue
        k = choose_main(st.g[G_PILOT0 + p], st, tb, p, n)
        if st.acts[k, 0] == A_ATTACK:
            t = st.acts[k, 2]
            log_effect(st, p, top_card(st, p, s), A_KEYWORD, top_card(st, p, s), -KW_VORTEX, p, last)
            st.g[G_VORTEX_UID] = last + 1
            attack(st, tb, p, s, t)
            settle(st, tb)
            effects_resolved(st, tb, p)


@engine_jit(inline=True)
def execute_attacks(st, tb, p):
    """<Execute> (RULES.md §10.9) at the end of p's turn, [GAP] after the other end-of-turn effects and the <Vortex>
    and <Overclock> attacks: each of p's Digimon with it, the longest in the battle area first, may attack (as an
    attack may be made: not in the turn it was played without <Rush>), the opponent or any of their Digimon,
    unsuspended ones too; the pilot picks the attack or passes at the main-phase decision point. Once that attack
    has ended (its end-of-attack effects resolved), the Digimon, if still in the battle area, is deleted by p's
    effect."""
    last = -1
    while st.g[G_OVER] == 0:
        s = -1
        for b in range(1, st.fld_n[p]):
            u = st.uid[p, b]
            if u > last and (s < 0 or u < st.uid[p, s]) and is_digimon_slot(st, tb, p, b) \
                    and has_named_keyword(st, tb, p, b, KW_EXECUTE):
                s = b
        if s < 0:
            return
        last = st.uid[p, s]
        if not may_attack(st, tb, p, s, False):
            continue
        st.acts[0, 0] = A_PASS
        n = list_attacks(st, tb, p, s, 1, False)
        q = 1 - p
        listed = has_named_keyword(st, tb, p, s, KW_ATTACKS_UNSUSPENDED)   # (list_attacks has them then)
        for t in range(1, st.fld_n[q]):   # the opponent's unsuspended Digimon may be attacked too
            if st.susp[q, t] == 0 and not listed and is_digimon_slot(st, tb, q, t) and n < MAXACT \
                    and not attack_this_barred(st, tb, p, s, t):
                st.acts[n, 0] = A_ATTACK
                st.acts[n, 1] = s
                st.acts[n, 2] = t
                n += 1
        if n == 1:
            continue
        k = choose_main(st.g[G_PILOT0 + p], st, tb, p, n)
        if st.acts[k, 0] != A_ATTACK:
            continue
        c = top_card(st, p, s)
        log_effect(st, p, c, A_KEYWORD, c, -KW_EXECUTE, p, last)
        attack(st, tb, p, s, st.acts[k, 2])
        settle(st, tb)
        effects_resolved(st, tb, p)
        s = find_uid(st, p, last)
        if s >= 1 and st.g[G_OVER] == 0 and is_digimon_slot(st, tb, p, s):
            new_batch(st)
            c = top_card(st, p, s)
            log_effect(st, p, c, A_DELETE, c, 1, p, last)
            by = st.g[G_EFFECT_PLAYER]
            st.g[G_EFFECT_PLAYER] = 1 + p   # <Execute>'s deletion: p's effect
            delete_slot(st, tb, p, s, DEL_EFFECT)
            st.g[G_EFFECT_PLAYER] = by
            settle(st, tb)
            effects_resolved(st, tb, p)


@engine_jit(inline=True)
def begin_main_phase(st, tb, p):
    """The start of the main phase: its [Start of Your Main Phase] effects."""
    new_batch(st)
    collect_field(st, tb, T_START_OF_YOUR_MAIN_PHASE, p, 0)
    settle(st, tb)
    effects_resolved(st, tb, p)
    if (tb.reach & REACH_MAIN_PHASE_ATTACK) != 0 and st.g[G_OVER] == 0:
        main_phase_start_attacks(st, tb, p)


@engine_jit(inline=True)
def main_phase(st, tb, p):
    begin_main_phase(st, tb, p)
    main_actions(st, tb, p)


@engine_jit(inline=True)
def main_actions(st, tb, p):
    """The main phase's actions from now on until the turn ends (its start timing has run)."""
    pilot = st.g[G_PILOT0 + p]
    turn_ends = 0
    actions = 0
    passed = False
    if st.g[G_OVER] != 0:
        return
    while True:
        # RULES.md §4: once processing has resolved with memory on the opponent's side the turn ends, also
        # before the first action (an effect at the start of the turn or main phase may have paid it over)
        if memory_of(st, p) < 0:
            end_of_turn(st, tb, p)
            turn_ends += 1
            # an end-of-turn gain back to 0 or more lets the turn go on; the cap keeps a repeatable gain
            # and a pilot that keeps passing from looping forever
            if memory_of(st, p) < 0 or st.g[G_OVER] != 0 or turn_ends >= MAX_TURN_ENDS:
                return
            if passed and (tb.rules & RS_PASS_GAIN_ENDS_TURN) != 0:
                return  # [GAP] §4 switched: after a pass the turn ends whatever the end-of-turn gain
        passed = False
        n = list_actions(st, tb, p)
        k = choose_main(pilot, st, tb, p, n)
        actions += 1
        # [GAP] an action the pilot can repeat for nothing (no cost, no once-per-turn) would never end the turn
        if st.acts[k, 0] == A_PASS or actions > MAX_MAIN_ACTIONS:
            set_memory(st, p, -PASS_MEMORY)
            log_event(st, p, E_PASS, 0, 0, 0, 0, 0, 0)
            action_done(st, tb)
            passed = True
        else:
            apply_action(st, tb, p, k)
            if st.g[G_OVER] != 0:
                return


@engine_jit(inline=True)
def start_turn(st, tb):
    """The turn player's unsuspend, draw and breeding phases. Returns False if the game ended in them."""
    p = st.g[G_CUR]
    q = 1 - p
    st.g[G_ONCEN] = 0
    st.g[G_ATTACKED] = 0
    log_event(st, p, E_TURN_START, st.deck_n[p], st.hand_n[p], st.sec_n[p], 0, 0, 0)
    # unsuspend phase: [Start of Your Turn] first, then unsuspend (<Reboot> Digimon of the opponent too)
    new_batch(st)
    collect_field(st, tb, T_START_OF_YOUR_TURN, p, 0)
    collect_field(st, tb, T_START_OF_OPPONENTS_TURN, q, 0)
    settle(st, tb)
    if st.g[G_OVER] != 0:
        return False
    new_batch(st)   # "when this Digimon unsuspends" effects resolve at the end of the unsuspend phase
    for s in range(st.fld_n[p]):
        unsuspend_in_own_phase(st, tb, p, s)
    for s in range(1, st.fld_n[q]):
        if st.susp[q, s] != 0 and has_reboot(st, tb, q, s):
            unsuspend_slot(st, tb, q, s)
    settle(st, tb)
    if st.g[G_OVER] != 0:
        return False
    # draw phase: the first player skips it on the game's first turn
    if st.g[G_TURN] > 1:
        if not draw_card(st, p):
            end_game(st, q, R_DECK_OUT)
            action_done(st, tb)
            return False
    breeding_phase(st, tb, p)
    # nothing of the kind before the main phase: an attack or option use an effect allowed there is not made
    st.g[G_EFFECT_ATTACK_ROW] = 0
    st.g[G_EFFECT_OPTION_ROW] = 0
    action_done(st, tb)
    return st.g[G_OVER] == 0


@engine_jit(inline=True)
def play_turn(st, tb):
    if start_turn(st, tb):
        main_phase(st, tb, st.g[G_CUR])
        expire_mods(st, st.g[G_TURN])


@engine_jit
def play_turns(st, tb, turn_cap, resume):
    """Play turns from the current one until the game ends, a checking-mode violation or the turn cap.
    resume != 0 takes the current turn up in its main phase, after its start (a scenario's position)."""
    while True:
        # play_turn, with the resumed turn's phases before its main actions skipped
        p = st.g[G_CUR]
        if resume != 0 or start_turn(st, tb):
            if resume == 0:
                begin_main_phase(st, tb, p)
            main_actions(st, tb, p)
            expire_mods(st, st.g[G_TURN])
        resume = 0
        if st.g[G_OVER] != 0 or st.g[G_VIOLATION] != 0:
            return
        if st.g[G_TURN] >= turn_cap:
            end_game(st, -1, R_TURN_LIMIT)
            action_done(st, tb)
            return
        st.g[G_CUR] = 1 - st.g[G_CUR]
        st.g[G_TURN] += 1


@engine_jit(inline=True)
def play_game(st, tb, seed, pilot0, pilot1, turn_cap, check):
    """Play one whole game into st; the outcome is in st.g (G_WINNER, G_REASON, G_TURN, ...). With
    check != 0 the invariants are verified after every action (the first violation is in G_VIOLATION)."""
    reset_game(st, tb, seed, pilot0, pilot1)
    st.g[G_CHECK_MODE] = check
    setup_game(st, tb)
    action_done(st, tb)
    st.g[G_TURN] = 1
    play_turns(st, tb, turn_cap, 0)


@engine_jit
def run_games(st, tb, master_seed, stream, first_game, n_games, pilot0, pilot1, turn_cap, check,
              seeds, first_player, winner, reason, turns, security_a, security_b, mulligan_a, mulligan_b):
    """Play games first_game .. first_game+n_games-1 of a run; game K's seed depends only on
    (master_seed, stream, K). Writes one entry per game into the output arrays. Returns the number of
    games played: fewer than n_games only if checking mode found a violation (in st.g) in the last."""
    for i in range(n_games):
        seed = derive_seed(master_seed, stream, first_game + i)
        play_game(st, tb, seed, pilot0, pilot1, turn_cap, check)
        if st.g[G_OVERFLOW] != 0:
            st.g[G_RUN_OVERFLOWS] += 1
        seeds[i] = seed
        first_player[i] = st.g[G_FIRST]
        winner[i] = st.g[G_WINNER]
        reason[i] = st.g[G_REASON]
        turns[i] = st.g[G_TURN]
        security_a[i] = st.sec_n[0]
        security_b[i] = st.sec_n[1]
        mulligan_a[i] = st.g[G_MULL0] != 0
        mulligan_b[i] = st.g[G_MULL1] != 0
        if st.g[G_VIOLATION] != 0:
            return i + 1
    return n_games


"""How much an option's [Main] effect would help its player right now (the greedy pilot uses options
only when this is positive)."""
from simcore.jit import engine_jit
from simcore.effect_codes import A_RETURN_SELF_FROM_TRASH_COST
from simcore.effect_codes import A_DIGIVOLVE_IGNORING_REQUIREMENTS, A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS
from simcore.effect_codes import A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS, A_DNA_DIGIVOLVE_BEFORE_LEAVING
from simcore.effect_codes import A_DELETE_UNSUSPENDED, A_DELETE_UNSUSPENDED_AT_MOST_PAID_LEVEL
from simcore.effect_codes import A_TO_SECURITY_TOP
from simcore.effect_codes import A_DIGIVOLVE_FROM_SECURITY, A_DELETE_AT_MOST_PAID_COST, A_DELETE_DP_AT_LEAST
from simcore.effect_codes import TG_OWN_PROGRESS
from simcore.effect_codes import A_DELETE_TOTAL_DP, A_DELETE_COST_RAISED
from simcore.effect_codes import A_AS_DIGIMON
from simcore.effect_codes import A_APP_FUSE
from simcore.effect_codes import (A_DNA_DIGIVOLVE_WITH_TRASH, A_DIGIVOLVE_FROM_UNDER_TAMERS, A_DNA_DIGIVOLVE_FROM_HAND,
                                  A_DELETE_AT_MOST_OWN_DP, A_DELETE_ALL_BUT_ONE,
                                  A_DELETE_TOTAL_COST, A_TRASH_TO_SECURITY,
                                  A_TO_DECK_BOTTOM, F_BASE_MATCH, A_DIGIVOLVE_FROM_HAND, A_SET_MEMORY, FL_PAY_COST,
                                  F_FILTER, A_BOUNCE, A_CANT_ATTACK_OR_BLOCK, A_DE_DIGIVOLVE, A_DELETE,
                                  A_DELETE_OWN_COST, A_DP, A_MEMORY, A_PLAY_FROM_DIGIVOLUTION_CARDS, A_PLAY_FROM_HAND,
                                  A_PLAY_FROM_TRASH, A_PLAY_FROM_SECURITY, A_SECURITY_ATTACK, A_SUSPEND, A_TRASH_DIGIVOLUTION_BOTTOM, A_PLAY_SELF_FROM_TRASH,
                                  F_ACTION, F_AMOUNT, F_CHAIN, F_SOURCE, F_TARGET, F_TRIGGER, S_MAIN, T_MAIN,
                                  TG_OPPONENT, TG_OWN, A_DRAW, A_SECURITY_TOP_TO_HAND, A_TRASH_FROM_HAND_COST,
                                  A_TRASH_OWN_SECURITY, F_CARD, A_RECOVERY, C_OWN_SECURITY_LE, F_COND, F_COND_ARG,
                                  A_PLACE_IN_BATTLE_AREA, A_DELAY, A_SUSPEND_UNSUSPENDED,
                                  A_RETURN_PAIR_FROM_TRASH_COST, F_MATCH, F_OR_MATCH, A_RETURN_SELF_TO_DECK_COST,
                                  A_RETURN_FROM_TRASH_COST, FL_OR_TRASH, A_RETURN_FROM_TRASH_TOP_COST,
                                  A_RETURN_FROM_TRASH_TOP, A_HATCH, A_PLACE_FROM_TRASH_UNDER, A_DIGIVOLVE_FROM_TRASH,
                                  TG_ANY, TG_OWN_OR_TAMER, A_SWITCH_ATTACK_TARGET, A_DECK_TOP_UNDER_SELF, A_END_ATTACK,
                                  A_PLAY_TOKEN, F_UPTO, A_TRASH_UNDER_TAMER_COST, A_PLACE_SELF_UNDER_TAMER_COST,
                                  A_PLAY_FROM_UNDER_TAMERS, A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, A_PLACE_UNDER_COST,
                                  FL_FROM_DIGIVOLUTION_CARDS, A_SUSPEND_OWN_COST, A_PLACE_OWN_IN_SECURITY_COST,
                                  A_BOUNCE_OWN_COST, A_PLACE_FROM_TRASH_UNDER_COST, A_RETURN_DIGIVOLUTION_CARDS_COST,
                                  A_SUSPEND_SELF_COST, A_HAND_TO_SECURITY_COST, FL_FACE_UP, A_PLAY_OR_USE_FROM_HAND,
                                  A_TRASH_MOST_SECURITY_TOP_COST, A_SECURITY_OR_UNDER_TAMER_COST, A_CANT,
                                  A_HAND_TO_SECURITY, FL_SECURITY_DIGIMON, TG_ALL_OPPONENT)
from simcore.effect_codes import A_PLACE_FROM_TRASH_FACE_DOWN_COST
from simcore.effect_codes import A_HATCH_OR_MOVE_OUT
from simcore.layout import G_ATK_TARGET, BREEDING, K_DIGIMON, NSLOT, STACK
from simcore.zones import find_uid, can_pay
from simcore.query import (is_digimon_slot, is_tamer_slot, memory_of, can_attack, slot_dp, top_card,
                           is_player_restriction, own_with_bit, count_of)
from simcore.effect_codes import F_FOR_EACH, F_COST_MAX, Q_OWN_TRAIT_DIGIMON
from simcore.targets import (card_matches, digivolve_reduction, gather_pile, gather_targets, digimon_matches,
                             gather_playable)


# Actions row_value gives no value of its own, by name (tests check every action is weighed there or listed
# here): keywords and statics work without a choice, gains and costs come with cards the pilot plays for their
# body or for the action chained after them (draw and recovery count only as what a paid cost buys).
UNWEIGHED_ACTIONS = ("blocker", "reboot", "retaliation", "piercing", "jamming", "rush",
                     "gain_on_deletion",   # a clause of an effect weighed by its other clauses
                     "digixros_from_trash",   # a DigiXros rule: the play it allows is weighed as a play
                     "digimon_play_cost_down",   # worth only what a later play cost effect makes of it
                     "overflow",   # an ACE card's rule (RULES.md §10.5), never a decision
                     "gain_when_blocked",   # a clause of an effect weighed by its other clauses
                     "place_under_self_colors",   # a card under the Tamer: taken when offered (decide_optional)
                     "reveal_place_under",   # after its cost (suspend_self_cost): taken when offered
                     "link_requirement", "link_self", "link_from_trash", "trash_link_cost",   # taken when offered
                     "link_from_hand", "link_from_battle_area",   # (the log's word: a main-phase action)
                     "app_fusion",   # a requirement an app_fuse row reads
                     "link_cost_down",   # a static reduction, always taken
                     "link_to_self", "link_to_self_from_trash", "link_to_own",   # decide_optional weighs the cost
                     "unsuspend", "play_self", "play_self_after_battle", "add_self_to_hand", "activate_main",
                     "reveal_top_add_if", "reveal_add_one", "reveal_play", "trash_opponent_security_top", "trash_deck_top",
                     "trash_opponent_security_to",
                     "trash_both_decks_top", "trash_from_hand",
                     "draw_both",   # a card for each player: taken when offered
                     "security_pick_to_hand",   # a card for a security card, in an effect of its own
                     "reveal_add_colors",   # no choice in it but the cards: taken
                     "place_opponent_under",   # no choice in it but the Digimon and the place
                     "hand_to_deck_bottom_cost",   # a cost of the effect it opens, taken with it
                     "branches",   # does nothing itself: the clauses after it are weighed
                     "opponent_security_top_to_hand",   # the opponent's card, after a return that missed
                     "face_down_security_top_to_hand",   # a card for a security card, in an effect of its own
                     "reveal_add_and_place_face_down",   # no choice in it but the cards: taken
                     "place_from_hand_face_down",   # a spare hand card beneath a Digimon, after a draw: taken when offered
                     "hand_or_digivolution_to_security",   # a card given up for a security card: taken when offered
                     "flip_face_up_security_cost",   # the cost of keeping a Digimon: taken when offered
                     "trash_self_from_security_cost",   # the cost of keeping a Digimon: taken when offered
                     "flip_opponent_security_face_up",   # no choice in it
                     "lose_memory_at_turn_end",   # paid with the gain before it
                     "material_save", "digivolution_cards_under_tamer", "play_placed",   # before leaving: taken
                     "place_self_face_up_in_security",   # the option's own placing, part of its use
                     "place_self_under", "place_self_under_lacking",   # the option's placing: its use
                     "mind_link",   # the Tamer's text beneath a Digimon: taken when offered
                     "digivolve_into_while",   # a requirement read when a digivolution is offered
                     "return_played_at_opponents_turn_end",   # the price of the free play before it
                     "delete_played_at_your_turn_end", "played_cant_digivolve",   # the price of the play before it
                     "trash_any_digivolution_cards",   # the opponent's cards: a gain, taken when offered
                     "trash_digivolution_cards_of_one",   # the opponent's cards: a gain, taken when offered
                     "place_top_digivolution_cost",   # a card for the [On Play] it opens: taken when offered
                     "activate_placed_on_play",   # its effect weighed as it runs
                     "trash_bottom_face_down_or_cost",   # the cost of keeping a Digimon: taken when offered
                     "assembly",   # a requirement: the play with it met is offered beside the plain one
                     "trash_own_digivolution_cost",   # a cost of the effect it opens, taken with it
                     "trash_same_level_digivolution_cost",   # a cost of the effect it opens, taken with it
                     "place_self_under_played",   # after the play it follows, part of it
                     "place_under_self_or_tamer",   # a card for the inherited text of this Digimon or a Tamer
                     "return_from_trash", "digi_burst", "trash_digivolution_top",
                     "digivolve_cost_down", "reveal_add_two", "and_add", "and_trash", "reveal_add_or_place",
                     "and_place", "or_place", "keyword", "reveal_add_and_place_under_tamer",
                     "ignore_color_requirements", "play_cost_down",
                     "activate_on_play_or_digivolving",   # its effects are weighed one by one as it offers them
                     "activate_own_when_digivolving", "activate_own_on_play",
                     "top_card_to_security",   # of a Digimon's own [End of All Turns] text: no choice
                     "play_to_breeding_area",   # after its cost (bounce_own_cost), taken with it
                     "top_card_under_cost",   # a cost of the activated effect it opens (strategies.pilots)
                     # carried out after the effect, the pilot deciding then (the attack decision, the card)
                     "attack", "attack_without_suspending", "use_option_from_hand", "battle",
                     "use_option_from_trash", "use_option_from_hand_or_digivolution_cards",
                     "use_option_from_hand_or_under_tamers",
                     "trash_from_digivolution_or_link_cost",   # a cost of the effect it opens, taken with it
                     "trash_opponent_option",   # taken when it comes: an opponent's option gone
                     "next_digivolve_cost_down",   # weighed by the digivolution it makes cheaper, when it comes
                     "next_digivolve_suspend_cost_down",   # likewise, the suspension bought then
                     "tamer_digivolve_cost_down",   # likewise, the Tamer suspended and the card moved then
                     "suspend_play_cost_down",   # likewise, the Tamer or Digimon suspended as the card is played
                     "suspend_own_play_cost_down",   # likewise, one of your Digimon suspended as the card is played
                     "suspend_digivolve_cost_down",   # likewise, as the Digimon digivolves
                     "bottom_deck_play_cost_down",   # likewise, the Tamer returned to the deck as the card is played
                     "return_opponent_trash_levels_top_cost",   # offered to the pilot when it comes
                     "opponent_trash_hand_to",   # not a choice of its player
                     # the pilot takes these whenever it can (strategies.pilots.decide_optional)
                     "stay", "save", "place_under_tamer", "place_under_tamer_from_trash", "place_under_tamer_cost",
                     "return_from_under_tamers",
                     "return_opponent_trash_cost",   # for the opponent's Tokens after it
                     "return_opponent_trash_top_cost",   # for what it buys
                     "delete_cost",   # the cost of keeping a Digimon in the battle area
                     # a requirement read when the card is played (simcore.digixros), not an effect that resolves
                     "digixros", "digixros_name", "digixros_from_under_tamers", "digivolve_while_you_have",
                     # a main-phase action of a card in the hand (layout A_HAND_MAIN), scored by the main decision
                     "hand_digivolve", "hand_play",
                     "digivolve_only_into",   # a requirement read when a digivolution is offered
                     "place_self_face_up_as_bottom_security")   # no choice in it (On Deletion)


@engine_jit
def raised_cost_target(st, tb, p, e):
    """(targets, highest DP + level score among them) for delete_cost_raised row e: the opponent's Digimon whose
    play cost is within its maximum as the effect would raise it now (for each thing of its for_each=; its other
    filters not read, a valuation only)."""
    if e[F_FOR_EACH] == Q_OWN_TRAIT_DIGIMON:
        m = e[F_COST_MAX] + e[F_AMOUNT] * own_with_bit(st, tb, p, e[F_BASE_MATCH], False)
    else:
        m = e[F_COST_MAX] + e[F_AMOUNT] * count_of(st, tb, p, e[F_FOR_EACH])
    q = 1 - p
    n = 0
    best = 0
    for s in range(1, st.fld_n[q]):
        if not is_digimon_slot(st, tb, q, s):
            continue
        c = top_card(st, q, s)
        if tb.cost[c] < 0 or tb.cost[c] > m:
            continue
        n += 1
        best = max(best, slot_dp(st, tb, q, s) // 1000 + tb.level[c])
    return n, best


@engine_jit
def best_opponent_target(st, tb, p, e):
    """(targets, highest DP + level score among them) for row e aimed at the opponent."""
    n = gather_targets(st, tb, p, e, -1)
    best = 0
    for i in range(n):
        q = st.cand[i] // NSLOT
        s = st.cand[i] % NSLOT
        v = slot_dp(st, tb, q, s) // 1000 + tb.level[top_card(st, q, s)]
        if v > best:
            best = v
    return n, best


@engine_jit
def paid_cost_delete_value(st, tb, p, r):
    """delete_at_most_paid_cost after the trash_from_hand_cost row r - 1: worth a counted deletion when the
    opponent has a Digimon whose play cost the dearest card of p's hand that the cost may trash reaches."""
    if r == 0:
        return 0
    most = -1
    for i in range(gather_pile(tb, st.hand[p], st.hand_n[p], tb.eff[r - 1], st.cand)):
        most = max(most, tb.cost[st.hand[p, st.cand[i]]])
    n = gather_targets(st, tb, p, tb.eff[r], -1)
    best = -1
    for i in range(n):
        q = st.cand[i] // NSLOT
        s = st.cand[i] % NSLOT
        c = tb.cost[top_card(st, q, s)]
        if 0 <= c <= most:
            best = max(best, slot_dp(st, tb, q, s) // 1000 + tb.level[top_card(st, q, s)])
    return 5 + best if best >= 0 else 0


@engine_jit
def placed_in_security_value(st, tb, p, r):
    """A cost placing 1 of p's Digimon in the security stack: worth paying with a Digimon of level 4 or lower (or
    none) while the opponent has security cards for what follows to trash."""
    if st.sec_n[1 - p] == 0:
        return 0
    e = tb.eff[r]
    for s in range(1, st.fld_n[p]):
        if digimon_matches(st, tb, e, p, s, -1) and tb.level[top_card(st, p, s)] <= 4:
            return 3
    return 0


@engine_jit
def row_value(st, tb, p, r):
    """How much the effect starting at row r would help p now (0 = no use): a cost paid by the effect is
    weighed against what the row after it gains."""
    a = tb.eff[r, F_ACTION]
    # <Delay> trashes the option, another a card kept under a Tamer for such costs, the last moves the option under
    # a Tamer, a [Trash] effect's card goes back under the deck: worth what the effect after it does now
    if (a == A_DELAY or a == A_TRASH_UNDER_TAMER_COST or a == A_PLACE_SELF_UNDER_TAMER_COST
            or a == A_SECURITY_OR_UNDER_TAMER_COST or a == A_RETURN_SELF_FROM_TRASH_COST):
        if r + 1 >= tb.n_rows or tb.eff[r + 1, F_CHAIN] == 0 or tb.eff[r + 1, F_CARD] != tb.eff[r, F_CARD]:
            return 0
        r += 1
        a = tb.eff[r, F_ACTION]
    if a == A_RETURN_DIGIVOLUTION_CARDS_COST:   # cards from beneath a Digimon to the deck: worth what they buy
        return returned_digivolution_cards_value(st, tb, p, r)
    if a == A_TRASH_FROM_HAND_COST or a == A_TRASH_OWN_SECURITY or a == A_SECURITY_TOP_TO_HAND:
        return paid_row_value(st, tb, p, r)
    if a == A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST:
        return hand_or_digivolution_paid_value(st, tb, p, r)
    if a == A_PLACE_UNDER_COST or a == A_PLACE_FROM_TRASH_UNDER_COST or a == A_PLACE_FROM_TRASH_FACE_DOWN_COST:
        return placed_under_paid_value(st, tb, p, r)
    if a == A_RETURN_SELF_TO_DECK_COST or a == A_RETURN_FROM_TRASH_COST or a == A_RETURN_FROM_TRASH_TOP_COST:
        return returned_row_value(st, tb, p, r)
    if a == A_RETURN_FROM_TRASH_TOP:
        return returned_to_top_value(st, tb, p, r)
    if a == A_RETURN_PAIR_FROM_TRASH_COST:
        return pair_returned_value(st, tb, p, r)
    if a == A_SUSPEND_OWN_COST:
        return suspended_paid_value(st, tb, p, r)
    if a == A_PLACE_OWN_IN_SECURITY_COST:
        return placed_in_security_value(st, tb, p, r)
    if a == A_HAND_TO_SECURITY_COST:
        return action_value(st, tb, p, r)
    if a == A_BOUNCE_OWN_COST:
        return bounced_paid_value(st, tb, p, r)
    return action_value(st, tb, p, r)


@engine_jit
def bounced_paid_value(st, tb, p, r):
    """Row r returns 1 of p's Digimon (or Tamers) to the hand to pay for what the effect buys (its last clause,
    past a chained suspension of the Tamer that is part of the cost): that clause's gain less 2, nothing without
    one to return."""
    e = tb.eff[r]
    k = r
    while k + 1 < tb.n_rows and tb.eff[k + 1, F_CHAIN] != 0 and tb.eff[k + 1, F_CARD] == e[F_CARD]:
        k += 1
    if k == r:
        return 0
    for s in range(1, st.fld_n[p]):
        if digimon_matches(st, tb, e, p, s, -1):
            return max(action_value(st, tb, p, k) - 2, 0)
    return 0


@engine_jit
def suspended_paid_value(st, tb, p, r):
    """Row r suspends 1 of p's unsuspended Digimon to pay for the chained row after it: that row's gain less 2 (a
    Digimon that can't attack or block this turn), nothing without such a Digimon to pay with."""
    e = tb.eff[r]
    if r + 1 >= tb.n_rows or tb.eff[r + 1, F_CHAIN] == 0 or tb.eff[r + 1, F_CARD] != e[F_CARD]:
        return 0
    for s in range(1, st.fld_n[p]):
        if st.susp[p, s] == 0 and is_digimon_slot(st, tb, p, s):
            return max(action_value(st, tb, p, r + 1) - 2, 0)
    return 0


@engine_jit
def paid_row_value(st, tb, p, r):
    """Row r pays (a card of the hand, a security card) or takes a security card into the hand; the row after
    it, if chained, is what it buys. Each card of the hand counts 2, a security card 4 (3 or more left) or
    more than any gain (fewer); a drawn card 3, at most 8 in all; no branch exceeds effect_value_bound."""
    e = tb.eff[r]
    a = e[F_ACTION]
    gain = 0
    chained = r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0 and tb.eff[r + 1, F_CARD] == e[F_CARD]
    if chained:
        if tb.eff[r + 1, F_ACTION] == A_DRAW:
            gain = min(3 * tb.eff[r + 1, F_AMOUNT], 8)
        else:
            gain = action_value(st, tb, p, r + 1)
    if a == A_SECURITY_TOP_TO_HAND:
        # a card now for a security card: worth it with 4 or more left, or when a recovery after it
        # ("Then, if you have N or fewer security cards") gives the security card back
        if st.sec_n[p] == 0:
            return 0
        nxt = tb.eff[r + 1] if chained else tb.eff[r]
        if chained and nxt[F_ACTION] == A_RECOVERY and (
                nxt[F_COND] == 0 or (nxt[F_COND] == C_OWN_SECURITY_LE and st.sec_n[p] - 1 <= nxt[F_COND_ARG])):
            return 3
        return max(3, gain) if st.sec_n[p] >= 4 else 0   # not 3 + gain: effect_value_bound holds
    if a == A_TRASH_OWN_SECURITY:
        if st.sec_n[p] < e[F_AMOUNT] + 3:
            return 0
        return max(gain - 4 * e[F_AMOUNT], 0)
    # A_TRASH_FROM_HAND_COST
    if gather_pile(tb, st.hand[p], st.hand_n[p], e, st.cand) == 0:
        return 0
    if e[F_UPTO] != 0:   # "up to": weighed one card at a time (a draw for_each=paid gains its amount per card)
        return max(gain - 2, 0)
    return max(gain - 2 * e[F_AMOUNT], 0)


@engine_jit
def hand_or_digivolution_paid_value(st, tb, p, r):
    """Row r trashes `amount` matching cards of the hand or from under p's Digimon for the row chained after it: a
    digivolution card counts 1 (its Digimon keeps its top), a card of the hand 2; 0 when there is none."""
    e = tb.eff[r]
    chained = r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0 and tb.eff[r + 1, F_CARD] == e[F_CARD]
    if not chained:
        return 0
    if tb.eff[r + 1, F_ACTION] == A_DRAW:
        gain = min(3 * tb.eff[r + 1, F_AMOUNT], 8)
    else:
        gain = action_value(st, tb, p, r + 1)
    if e[F_AMOUNT] > 1:   # several cards: those under your Digimon first, 1 each, then the hand's, 2 each
        under = 0
        for s in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, s):
                for j in range(st.stk_n[p, s] - 1):
                    if card_matches(tb, e, st.stk[p, s, j]):
                        under += 1
        held = 0
        if (e[F_FILTER] & FL_FROM_DIGIVOLUTION_CARDS) == 0:
            for i in range(st.hand_n[p]):
                if card_matches(tb, e, st.hand[p, i]):
                    held += 1
        if under + held < e[F_AMOUNT]:
            return 0
        return max(gain - min(under, e[F_AMOUNT]) - 2 * max(e[F_AMOUNT] - under, 0), 0)
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s):
            for j in range(st.stk_n[p, s] - 1):
                if card_matches(tb, e, st.stk[p, s, j]):
                    return max(gain - 1, 0)
    if (e[F_FILTER] & FL_FROM_DIGIVOLUTION_CARDS) != 0 or gather_pile(tb, st.hand[p], st.hand_n[p], e, st.cand) == 0:
        return 0
    return max(gain - 2, 0)


@engine_jit
def placed_under_paid_value(st, tb, p, r):
    """Row r places matching cards of the hand (or_trash: or the trash; place_from_trash_under_cost: the trash only)
    under a Digimon for the row chained after it: a card of the trash costs nothing (under a Digimon it helps), a card of the hand 2; 0 with too few."""
    e = tb.eff[r]
    chained = r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0 and tb.eff[r + 1, F_CARD] == e[F_CARD]
    if not chained:
        return 0
    if tb.eff[r + 1, F_ACTION] == A_DRAW:
        gain = min(3 * tb.eff[r + 1, F_AMOUNT], 8)
    else:
        gain = action_value(st, tb, p, r + 1)
    held = 0
    if e[F_ACTION] == A_PLACE_UNDER_COST:   # place_from_trash_under_cost: the trash's cards only
        for i in range(st.hand_n[p]):
            if card_matches(tb, e, st.hand[p, i]):
                held += 1
    spare = 0
    if (e[F_FILTER] & FL_OR_TRASH) != 0 or e[F_ACTION] != A_PLACE_UNDER_COST:
        for i in range(st.trash_n[p]):
            if card_matches(tb, e, st.trash[p, i]):
                spare += 1
    if held + spare < e[F_AMOUNT]:
        return 0
    return max(gain - 2 * max(e[F_AMOUNT] - spare, 0), 0)


@engine_jit
def returned_to_top_value(st, tb, p, r):
    """Row r returns cards of the trash to the deck top, not as a cost: 1 when one is there (it is drawn next), or
    what the row chained after it gains if more (never above effect_value_bound)."""
    e = tb.eff[r]
    gain = 0
    for i in range(st.trash_n[p]):
        if card_matches(tb, e, st.trash[p, i]):
            gain = 1
            break
    if r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0 and tb.eff[r + 1, F_CARD] == e[F_CARD]:
        gain = max(gain, action_value(st, tb, p, r + 1))
    return gain


@engine_jit
def returned_row_value(st, tb, p, r):
    """Row r pays by returning cards to the deck bottom (this Tamer, or cards of the trash) for the row
    chained after it: a Tamer in play counts 3, a card of the trash 1; 0 when the trash holds too few."""
    e = tb.eff[r]
    chained = r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0 and tb.eff[r + 1, F_CARD] == e[F_CARD]
    if not chained:
        return 0
    gain = action_value(st, tb, p, r + 1)
    if e[F_ACTION] == A_RETURN_SELF_TO_DECK_COST:
        return max(gain - 3, 0)
    have = 0
    for i in range(st.trash_n[p]):
        if card_matches(tb, e, st.trash[p, i]):
            have += 1
    if have < e[F_AMOUNT]:
        return 0
    return max(gain - e[F_AMOUNT], 0)


@engine_jit
def pair_returned_value(st, tb, p, r):
    """Row r pays by returning 2 cards of the trash (one of each of its two names) to the deck bottom for the row
    chained after it: what that row gains less 2; 0 when either card is missing."""
    e = tb.eff[r]
    if r + 1 >= tb.n_rows or tb.eff[r + 1, F_CHAIN] == 0 or tb.eff[r + 1, F_CARD] != e[F_CARD]:
        return 0
    for half in range(2):
        bit = e[F_MATCH] if half == 0 else e[F_OR_MATCH]
        have = 0
        for i in range(st.trash_n[p]):
            if bit > 0 and (tb.match_bits[st.trash[p, i]] >> (bit - 1)) & 1 != 0:
                have += 1
        if have == 0:
            return 0
    return max(action_value(st, tb, p, r + 1) - 2, 0)


@engine_jit
def all_opponent_best(st, tb, p, e):
    """(how many, highest DP // 1000 + level) of the opponent's Digimon an "all of ..." row e hits now."""
    q = 1 - p
    n = 0
    best = 0
    for s in range(1, st.fld_n[q]):
        if digimon_matches(st, tb, e, q, s, -1):
            n += 1
            v = slot_dp(st, tb, q, s) // 1000 + tb.level[top_card(st, q, s)]
            if v > best:
                best = v
    return n, best


@engine_jit
def attack_threat(st, tb, p):
    """(1 if the attack in progress threatens p, its score): a Digimon of p it targets (its DP + level score), or
    p's last security card or the game (10)."""
    t_uid = st.g[G_ATK_TARGET]
    if t_uid == -1:
        return (1, 10) if st.sec_n[p] <= 1 else (0, 0)
    s = find_uid(st, p, t_uid) if t_uid >= 0 else -1
    if s < 0:
        return 0, 0
    return 1, slot_dp(st, tb, p, s) // 1000 + tb.level[top_card(st, p, s)]


@engine_jit
def face_up_placing_value(st, tb, p, e):
    """Placing a card of p's hand face up in p's security stack (filter=face_up): a card of the hand for a security
    card whose persistent [Security] rows work while it lies there, 3 with a matching card in the hand."""
    for i in range(st.hand_n[p]):
        if card_matches(tb, e, st.hand[p, i]):
            return 3
    return 0


@engine_jit
def action_value(st, tb, p, r):
    e = tb.eff[r]
    a = e[F_ACTION]
    tg = e[F_TARGET]
    if a == A_DELETE_AT_MOST_PAID_COST:
        return paid_cost_delete_value(st, tb, p, r)
    if a == A_AS_DIGIMON and tg == TG_OWN:   # a Tamer made a Digimon: worth an attacker while one can still attack
        n = gather_targets(st, tb, p, e, -1)
        for i in range(n):
            if st.susp[p, st.cand[i] % NSLOT] == 0:
                return 2
        return 0
    if tg == TG_ALL_OPPONENT and (a == A_DELETE or a == A_BOUNCE or a == A_TO_DECK_BOTTOM or a == A_SUSPEND or a == A_DE_DIGIVOLVE
                                  or a == A_CANT or a == A_TRASH_DIGIVOLUTION_BOTTOM
                                  or (a == A_DP and e[F_AMOUNT] < 0)) and (e[F_FILTER] & FL_SECURITY_DIGIMON) == 0:
        n, best = all_opponent_best(st, tb, p, e)   # each Digimon hit: the best one counts, like a counted target
        return 5 + best if n > 0 else 0
    if (a == A_HAND_TO_SECURITY or a == A_HAND_TO_SECURITY_COST) and tg != TG_OPPONENT and (e[F_FILTER] & FL_FACE_UP) != 0:
        return face_up_placing_value(st, tb, p, e)
    if a == A_HAND_TO_SECURITY:
        # the opponent gives up a card of the hand; placing one of ours costs a card for a security card
        return 2 if tg == TG_OPPONENT and st.hand_n[1 - p] > 0 else 0
    if a == A_TRASH_TO_SECURITY and (e[F_FILTER] & FL_FACE_UP) != 0:   # a face-up security card from the trash
        for i in range(st.trash_n[p]):
            if card_matches(tb, e, st.trash[p, i]):
                return 3
        return 0
    if tg == TG_OPPONENT and (a == A_DELETE or a == A_DELETE_AT_MOST_OWN_DP or a == A_DELETE_DP_AT_LEAST
                              or a == A_DELETE_ALL_BUT_ONE or a == A_BOUNCE or a == A_TO_DECK_BOTTOM
                              or a == A_TO_SECURITY_TOP
                              or a == A_DELETE_TOTAL_COST or a == A_DELETE_TOTAL_DP or a == A_DELETE_COST_RAISED
                              or a == A_DELETE_UNSUSPENDED or a == A_DELETE_UNSUSPENDED_AT_MOST_PAID_LEVEL
                              or a == A_SUSPEND or a == A_DE_DIGIVOLVE
                              or a == A_SUSPEND_UNSUSPENDED or a == A_CANT_ATTACK_OR_BLOCK or a == A_TRASH_DIGIVOLUTION_BOTTOM
                              or (a == A_CANT and not is_player_restriction(e[F_AMOUNT]))):
        if a == A_DELETE_COST_RAISED and e[F_FOR_EACH] != 0:   # the targets its raised maximum reaches
            n, best = raised_cost_target(st, tb, p, e)
        else:
            n, best = best_opponent_target(st, tb, p, e)
        return 5 + best if n > 0 else 0
    if tg == TG_ANY and a == A_SUSPEND:   # "suspend 1 Digimon": worth it on an unsuspended one of the opponent
        n = gather_targets(st, tb, p, e, -1)
        best = 0
        for i in range(n):
            q = st.cand[i] // NSLOT
            s = st.cand[i] % NSLOT
            if q != p and st.susp[q, s] == 0:
                best = max(best, 5 + slot_dp(st, tb, q, s) // 1000 + tb.level[top_card(st, q, s)])
        return best
    if tg == TG_OPPONENT and a == A_DP and e[F_AMOUNT] < 0:
        n = gather_targets(st, tb, p, e, -1)
        best = 0
        for i in range(n):
            q = st.cand[i] // NSLOT
            s = st.cand[i] % NSLOT
            if slot_dp(st, tb, q, s) + e[F_AMOUNT] <= 0:
                v = 5 + tb.level[top_card(st, q, s)]
                if v > best:
                    best = v
        return best
    if tg == TG_OPPONENT and a == A_SECURITY_ATTACK:
        n = gather_targets(st, tb, p, e, -1)
        return 2 if n > 0 else 0
    if (tg == TG_OWN or tg == TG_OWN_PROGRESS) and a == A_DP and e[F_AMOUNT] > 0:
        n = gather_targets(st, tb, p, e, -1)
        for i in range(n):
            if can_attack(st, tb, p, st.cand[i] % NSLOT):
                return 2
        return 0
    if a == A_MEMORY:
        return 3 * e[F_AMOUNT]
    if a == A_PLAY_TOKEN:   # a Digimon for free, gone for good once it leaves
        return 3 if st.fld_n[p] < NSLOT else 0
    if a == A_DECK_TOP_UNDER_SELF:   # a card for the Tamer's other effects to use, while the deck can spare it
        return 1 if st.deck_n[p] > 5 else 0
    if a == A_SET_MEMORY:
        return 3 * (e[F_AMOUNT] - memory_of(st, p))
    if a == A_DIGIVOLVE_FROM_HAND or a == A_DIGIVOLVE_FROM_TRASH:
        return 8 if can_digivolve_from_hand(st, tb, p, e) else 0
    if a == A_DNA_DIGIVOLVE_FROM_HAND or a == A_DIGIVOLVE_FROM_UNDER_TAMERS:   # the effect finds whether it can
        return 8
    if a == A_DIGIVOLVE_IGNORING_REQUIREMENTS or a == A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS:
        return 8   # a digivolution by effect, at a cost the effect names: the effect finds whether a card fits
    if a == A_DIGIVOLVE_FROM_SECURITY:   # asked once the security cards it may take are found: a free digivolution
        return 8
    if a == A_DNA_DIGIVOLVE_WITH_TRASH:   # a Digimon in play and a card of the trash become one: the effect checks
        return 8
    if a == A_APP_FUSE:   # a free or cheap digivolution and a draw, where a pair fits (the effect checks)
        return 8
    if a == A_PLACE_FROM_TRASH_UNDER:   # each card under a Digimon: its inherited effect, a bigger stack
        n = 0
        for i in range(st.trash_n[p]):
            if card_matches(tb, e, st.trash[p, i]):
                n += 1
        return 2 * min(n, e[F_AMOUNT])
    if a == A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS:   # offered only with a card there to play (a free Digimon)
        return 8
    if a == A_DNA_DIGIVOLVE_BEFORE_LEAVING:   # offered only with a pair and card there: a Digimon kept, and bigger
        return 8
    if a == A_PLAY_FROM_DIGIVOLUTION_CARDS:
        for s in range(1, st.fld_n[p]):
            for i in range(st.stk_n[p, s] - 1):
                if tb.kind[st.stk[p, s, i]] == K_DIGIMON:
                    return 8
        return 0
    if a == A_PLAY_FROM_UNDER_TAMERS:
        for t in range(1, st.fld_n[p]):
            if is_tamer_slot(st, tb, p, t):
                for j in range(st.stk_n[p, t] - 1):
                    if card_matches(tb, e, st.stk[p, t, j]):
                        return 8
        return 0
    if a == A_PLAY_FROM_SECURITY:   # a free Digimon from a face-up security card (a security card fewer)
        for i in range(st.sec_n[p]):
            if st.sec_up[p, i] != 0 and tb.kind[st.sec[p, i]] == K_DIGIMON and card_matches(tb, e, st.sec[p, i]):
                return 8
        return 0
    if a == A_PLAY_SELF_FROM_TRASH:   # the card itself, free: worth a play from the trash
        return 8
    if a == A_PLAY_FROM_TRASH:
        return 8 if gather_playable(st, tb, p, e, st.trash[p], st.trash_n[p]) > 0 else 0
    if a == A_TRASH_TO_SECURITY:   # a security card more, from the trash
        return 4 if gather_pile(tb, st.trash[p], st.trash_n[p], e, st.cand) > 0 else 0
    if a == A_TRASH_MOST_SECURITY_TOP_COST:   # the opponent's security card is worth trashing, not p's
        return 6 if st.sec_n[1 - p] > 0 and st.sec_n[1 - p] >= st.sec_n[p] else 0
    if a == A_PLAY_OR_USE_FROM_HAND:   # a card to play or use for less
        return 8 if gather_pile(tb, st.hand[p], st.hand_n[p], e, st.cand) > 0 else 0
    if a == A_PLAY_FROM_HAND:
        if (e[F_FILTER] & FL_OR_TRASH) != 0 and gather_playable(st, tb, p, e, st.trash[p], st.trash_n[p]) > 0:
            return 8
        return 8 if gather_playable(st, tb, p, e, st.hand[p], st.hand_n[p]) > 0 else 0
    if a == A_END_ATTACK:
        n, best = attack_threat(st, tb, p)
        return min(best, 8) if n > 0 else 0
    if a == A_SWITCH_ATTACK_TARGET:   # another of p's Digimon takes the attack that threatens p
        n, best = attack_threat(st, tb, p)
        if n == 0:
            return 0
        for i in range(gather_targets(st, tb, p, e, -1)):
            if st.uid[p, st.cand[i] % NSLOT] != st.g[G_ATK_TARGET]:
                return min(best, 8)
        return 0
    if a == A_HATCH:   # an egg now is a Digimon to move out later; none when the area is taken
        return 4 if st.stk_n[p, BREEDING] == 0 and st.egg_n[p] > 0 else 0
    if a == A_HATCH_OR_MOVE_OUT:   # an egg hatched as A_HATCH; a Digimon moved out now is one more in play
        if st.stk_n[p, BREEDING] == 0:
            return 4 if st.egg_n[p] > 0 else 0
        top = top_card(st, p, BREEDING)
        return 6 if tb.kind[top] == K_DIGIMON and tb.level[top] >= 3 and st.fld_n[p] < NSLOT else 0
    if a == A_DELETE_OWN_COST:
        # worth it when the opponent's best target outranks our weakest Digimon
        n, best = best_opponent_target(st, tb, p, tb.eff[r + 1])
        if tb.eff[r + 1, F_ACTION] == A_END_ATTACK:   # what the attack would cost us
            n, best = attack_threat(st, tb, p)
        k = r + 2   # "delete 1 of level 3, 1 of level 4 and 1 of level 5": each chained deletion adds its best
        while (k < tb.n_rows and tb.eff[r + 1, F_ACTION] == A_DELETE and tb.eff[k, F_ACTION] == A_DELETE
               and tb.eff[k, F_CHAIN] != 0 and tb.eff[k, F_CARD] == tb.eff[r, F_CARD]):
            m, more = best_opponent_target(st, tb, p, tb.eff[k])
            n += m
            best += more
            k += 1
        if n == 0:   # another gain (memory, a free play from the trash) worth more than a Digimon (5)
            nxt = tb.eff[r + 1]
            if nxt[F_ACTION] == A_MEMORY:
                return max(3 * nxt[F_AMOUNT] - 5, 0)
            if nxt[F_ACTION] == A_PLAY_FROM_TRASH and gather_pile(tb, st.trash[p], st.trash_n[p], nxt, st.cand) > 0:
                return 3
            if nxt[F_ACTION] == A_PLAY_FROM_HAND and (
                    gather_playable(st, tb, p, nxt, st.hand[p], st.hand_n[p]) > 0 or ((nxt[F_FILTER] & FL_OR_TRASH) != 0
                    and gather_playable(st, tb, p, nxt, st.trash[p], st.trash_n[p]) > 0)):
                return 3
            return 0
        weakest = 1 << 30
        for s in range(1, st.fld_n[p]):
            if st.stk_n[p, s] > 0 and tb.dp[top_card(st, p, s)] >= 0:
                v = slot_dp(st, tb, p, s) // 1000 + tb.level[top_card(st, p, s)]
                if v < weakest:
                    weakest = v
        return best - weakest if weakest < (1 << 30) else 0
    return 0


@engine_jit
def can_digivolve_from_hand(st, tb, p, e):
    """Whether row e's digivolution by effect has a Digimon and a card it can use (a Digimon card in hand or, for
    digivolve_from_trash or filter=or_trash, in the trash, that meets a requirement, and its reduced cost payable
    when paid); row e's source is not known here, so target=self counts any of p's Digimon."""
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] == 0 or st.stk_n[p, s] >= STACK:
            continue
        if not is_digimon_slot(st, tb, p, s) and not (e[F_TARGET] == TG_OWN_OR_TAMER and is_tamer_slot(st, tb, p, s)):
            continue
        top = top_card(st, p, s)
        if e[F_BASE_MATCH] > 0 and (tb.match_bits[top] >> (e[F_BASE_MATCH] - 1)) & 1 == 0:
            continue
        hand = e[F_ACTION] == A_DIGIVOLVE_FROM_HAND or (e[F_FILTER] & FL_OR_TRASH) != 0
        trash = e[F_ACTION] == A_DIGIVOLVE_FROM_TRASH or (e[F_FILTER] & FL_OR_TRASH) != 0
        for i in range((st.hand_n[p] if hand else 0) + (st.trash_n[p] if trash else 0)):
            c = st.hand[p, i] if hand and i < st.hand_n[p] else st.trash[p, i - (st.hand_n[p] if hand else 0)]
            cost = tb.evo_cost[c, top]
            if tb.kind[c] != K_DIGIMON or cost < 0 or not card_matches(tb, e, c):
                continue
            if (e[F_FILTER] & FL_PAY_COST) == 0 or \
                    can_pay(st, p, max(cost - e[F_AMOUNT] - digivolve_reduction(st, tb, p, s, c), 0)):
                return True
    return False


@engine_jit
def main_row(tb, card):
    """The first row of the first [Main] effect of `card`, -1 if none."""
    f = tb.eff_first[card]
    if f < 0:
        return -1
    for r in range(f, f + tb.eff_n[card]):
        e = tb.eff[r]
        if e[F_TRIGGER] == T_MAIN and e[F_SOURCE] == S_MAIN and e[F_CHAIN] == 0:
            return r
    return -1


@engine_jit(inline=True)
def opponent_best(st, tb, p):
    """Highest DP // 1000 + level among the cards on the opponent's field (0 if none)."""
    q = 1 - p
    best = 0
    for s in range(st.fld_n[q]):
        if st.stk_n[q, s] > 0:
            v = slot_dp(st, tb, q, s) // 1000 + tb.level[top_card(st, q, s)]
            if v > best:
                best = v
    return best


@engine_jit(inline=True)
def effect_value_bound(tb, card, opp_best):
    """An upper bound of effect_value(st, tb, p, card) given opp_best = opponent_best(st, tb, p): every
    branch of row_value stays at or below it (keep the two together). The greedy pilot values an option
    only when this bound could beat its best action so far."""
    r = main_row(tb, card)
    if r < 0:
        return 0
    bonus = placed_bonus(tb, r)
    if tb.eff[r, F_ACTION] == A_MEMORY:
        return 3 * tb.eff[r, F_AMOUNT] + bonus
    if tb.eff[r, F_ACTION] == A_SET_MEMORY:
        return 3 * (tb.eff[r, F_AMOUNT] + 10) + bonus   # memory is at least -10
    return max(8, 5 + opp_best) + bonus


@engine_jit
def effect_value(st, tb, p, card):
    """Value of the first [Main] effect of `card` (an option) for player p; 0 = no use now."""
    r = main_row(tb, card)
    return row_value(st, tb, p, r) + placed_bonus(tb, r) if r >= 0 else 0


# What an option placed in the battle area is worth beyond its [Main]: the <Delay> effect it brings later.
PLACED_OPTION_VALUE = 4


@engine_jit
def placed_bonus(tb, r):
    """PLACED_OPTION_VALUE if the [Main] effect starting at row r places its option in the battle area, else 0."""
    card = tb.eff[r, F_CARD]
    k = r
    while k < tb.n_rows and tb.eff[k, F_CARD] == card and (k == r or tb.eff[k, F_CHAIN] != 0):
        if tb.eff[k, F_ACTION] == A_PLACE_IN_BATTLE_AREA:
            return PLACED_OPTION_VALUE
        k += 1
    return 0



@engine_jit
def returned_digivolution_cards_value(st, tb, p, r):
    """return_digivolution_cards_cost (and the self-suspension paid with it): worth what the row after the costs
    does now, 0 without one."""
    while r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0 and tb.eff[r + 1, F_CARD] == tb.eff[r, F_CARD] and (
            tb.eff[r + 1, F_ACTION] == A_SUSPEND_SELF_COST or tb.eff[r + 1, F_ACTION] == A_RETURN_DIGIVOLUTION_CARDS_COST):
        r += 1
    if r + 1 >= tb.n_rows or tb.eff[r + 1, F_CHAIN] == 0 or tb.eff[r + 1, F_CARD] != tb.eff[r, F_CARD]:
        return 0
    return action_value(st, tb, p, r + 1)

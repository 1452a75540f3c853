"""The effect interpreter: triggered effects queue up and resolve in the RULES.md §8 order, actions change
the state, persistent effects live in simcore.query (statics) and in modifiers with a duration.

A pending trigger resolves newest batch first (derived triggers go before older pending ones) and, within
a batch, the turn player's first; a trigger whose Digimon left its area fizzles, except On Deletion.
"""
import numpy as np
from simcore.jit import engine_jit
from simcore.effect_codes import A_FLIP_FACE_UP_SECURITY_COST, Q_OWN_FACE_UP_SECURITY, A_FLIP_OPPONENT_SECURITY_FACE_UP
from simcore.effect_codes import (A_PLACE_FROM_TRASH_FACE_DOWN_COST, A_REVEAL_ADD_AND_PLACE_FACE_DOWN,
                                  A_PLACE_FROM_HAND_FACE_DOWN, Q_FACE_DOWN, F_COST_EQ)
from simcore.layout import G_FACE_DOWN
from simcore.effect_codes import A_DELETE_TOTAL_COST, A_TRASH_TO_SECURITY, Q_NAMED_DIGIVOLUTION_CARDS, C_BY_EFFECTS
from simcore.effect_codes import A_GAIN_ON_DELETION, T_GAINED_ON_DELETION
from simcore.effect_codes import A_GAIN_WHEN_BLOCKED, T_GAINED_WHEN_BLOCKED, A_PLACE_UNDER_SELF_COLORS, C_PLACED
from simcore.targets import into_this_reduction
from simcore.effect_codes import CANT_REDUCE_DIGIVOLUTION_COSTS, A_SUSPEND_DIGIVOLVE_COST_DOWN
from simcore.effect_codes import A_BOTTOM_DECK_PLAY_COST_DOWN, Q_BOTH_TRASH_TENS
from simcore.targets import suspend_play_row_applies
from simcore.targets import own_base_suspendable
from simcore.effect_codes import A_SUSPEND_OWN_PLAY_COST_DOWN
from simcore.effect_codes import (A_KEYWORD, KW_ARMOR_PURGE, KW_ASCENSION, KW_BARRIER, KW_EVADE, KW_FORTITUDE,
                                  A_HAND_OR_DIGIVOLUTION_TO_SECURITY,
                                  T_OWN_SECURITY_ADDED, T_TRASHED_FROM_SECURITY,
                                  CANT_BE_AFFECTED_BY_OPPONENTS, CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON,
                                  A_SUSPEND_UNSUSPENDED, C_NOT_SUSPENDED, A_CANT, A_HAND_TO_SECURITY, FL_BOTTOM,
                                  FL_SECURITY_DIGIMON, CANT_BE_DELETED, CANT_BE_DELETED_BY_EFFECTS,
                                  CANT_BE_DELETED_IN_BATTLE, CANT_DIGIVOLVE, CANT_PLAY_DIGIMON_BY_EFFECTS,
                                  CANT_UNSUSPEND, CANT_SUSPEND, CANT_GAIN_MEMORY_EXCEPT_TAMERS, A_SECURITY_ATTACK,
                                  A_DP, A_CANT_ATTACK_OR_BLOCK, A_BLOCKER, A_RUSH, A_REBOOT, A_PIERCING, A_JAMMING,
                                  F_MATCH, F_LEVEL_MAX, F_LEVEL_MIN, F_COST_MAX, F_COLOR, F_DP_MAX, FL_SUSPENDED,
                                  FL_NO_DIGIVOLUTION_CARDS, FL_OTHER, FL_TAMER, F_KIND, F_BASE_MATCH,
                                  A_DIGIVOLVE_FROM_HAND, A_SET_MEMORY, T_OPPONENT_SECURITY_REMOVED,
                                  T_OWN_SECURITY_REMOVED, T_WHEN_DIGIVOLVING, A_ACTIVATE_MAIN, A_DELAY,
                                  A_PLACE_IN_BATTLE_AREA, A_RETALIATION, A_ADD_SELF_TO_HAND, A_PLAY_FROM_HAND,
                                  A_TRASH_DIGIVOLUTION_TOP, FL_PAY_COST, A_BOUNCE, A_DE_DIGIVOLVE, A_DELETE,
                                  A_DELETE_OWN_COST, A_DIGI_BURST, A_DRAW, A_MEMORY, A_PLAY_FROM_DIGIVOLUTION_CARDS,
                                  A_PLAY_FROM_TRASH, A_PLAY_SELF, A_RECOVERY, A_RETURN_FROM_TRASH, A_REVEAL_ADD_ONE,
                                  A_REVEAL_PLAY, A_REVEAL_TOP_ADD_IF, A_SUSPEND, A_SUSPEND_SELF_COST, A_TRASH_DECK_TOP,
                                  A_TRASH_BOTH_DECKS_TOP, A_LOSE_MEMORY_AT_TURN_END, A_TRASH_DIGIVOLUTION_BOTTOM,
                                  A_TRASH_FROM_HAND, A_TRASH_OPPONENT_SECURITY_TOP, A_UNSUSPEND, D_OPPONENTS_NEXT_TURN,
                                  D_YOUR_NEXT_TURN, F_ACTION, F_AMOUNT, F_CARD, F_CHAIN, F_COND, F_COND_ARG, F_COUNT,
                                  F_DURATION, F_FILTER, F_ONCE, F_OPTIONAL, F_SOURCE, F_UPTO, T_COUNTER, F_TARGET,
                                  F_TRIGGER, F_WINDOW, FL_NO_ON_PLAY, S_INHERITED, S_MAIN, S_SECURITY, T_MAIN,
                                  T_ON_DELETION, T_ON_PLAY, T_OPPONENT_DELETED_BY_DP, T_OPPONENT_SUSPENDED,
                                  T_OWN_DIGIMON_DELETED, T_SECURITY, TG_ALL_OPPONENT, TG_ALL_OWN,
                                  TG_ALL_OWN_AND_SECURITY, TG_ALL_OWN_SECURITY, TG_OPPONENT, TG_OWN, TG_SELF,
                                  A_TRASH_FROM_HAND_COST, A_SECURITY_TOP_TO_HAND, A_TRASH_OWN_SECURITY,
                                  A_REVEAL_ADD_TWO, A_AND_ADD, FL_REST_ON_TOP, FL_TOP_OR_BOTTOM, T_OWN_DIGIMON_PLAYED,
                                  T_OTHER_OWN_DIGIVOLVED, A_RETURN_SELF_TO_DECK_COST, A_RETURN_FROM_TRASH_COST,
                                  FL_OR_TRASH, A_RETURN_FROM_TRASH_TOP_COST, T_OWN_TAMER_SUSPENDED, FL_REST_TO_TRASH,
                                  T_OWN_DIGIMON_WITH_SOURCES_DELETED, A_HATCH, C_CAUSE_CARD, C_CAUSE_HAS, C_DP_GE,
                                  C_OPPONENT_HAS, C_OWN_HAS, FL_MAY, T_DIGIVOLUTION_CARD_TRASHED,
                                  T_OPPONENT_DIGIMON_DELETED, T_OPPONENT_DIGIMON_MOVED_OUT, T_OWN_DIGIMON_MOVED_OUT,
                                  T_WHEN_MOVING, A_PLAY_SELF_AFTER_BATTLE, A_DECK_TOP_UNDER_SELF, A_PLAY_TOKEN,
                                  A_PLAY_SELF_FROM_TRASH,
                                  A_REVEAL_ADD_AND_PLACE_UNDER_TAMER, A_PLAY_COST_DOWN, A_RETURN_FROM_TRASH_TOP,
                                  F_FOR_EACH, F_KINDS, A_SUSPEND_OWN_COST, T_OWN_DIGIMON_ATTACKS, A_BOUNCE_OWN_COST,
                                  C_ATTACKER_DP_GE, T_OPPONENT_DIGIMON_ATTACKS, A_DIGIVOLVE_FROM_TRASH,
                                  Q_OTHER_SUSPENDED_DIGIMON, T_WHEN_SUSPENDED, TG_ANY, Q_RED_TAMER_NAMES,
                                  TG_OWN_OR_TAMER, T_OWN_DIGIMON_PLAYED_BY_EFFECT, T_TRASHED_FROM_HAND,
                                  A_PLACE_SELF_UNDER_PLAYED, A_PLACE_UNDER_SELF_OR_TAMER,
                                  A_PLACE_SELF_UNDER_TAMER_COST, A_PLACE_SELF_UNDER, A_TRASH_OWN_DIGIVOLUTION_COST,
                                  T_CARDS_PLACED_UNDER, TG_EVENT, A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, A_END_ATTACK,
                                  Q_PAID, T_OWN_DIGIMON_SUSPENDED, A_SWITCH_ATTACK_TARGET,
                                  A_ACTIVATE_ON_PLAY_OR_DIGIVOLVING, C_NOT_DELETED, C_PLAYED, CANT_BE_RETURNED,
                                  T_OWN_DIGIMON_DIGIVOLVED, T_OWN_TAMER_PLAYED, A_PLACE_FROM_TRASH_UNDER,
                                  T_OWN_HAND_TRASHED, T_OPPONENT_OPTION_USED, T_OWN_TAMER_DIGIVOLVED,
                                  FL_DELETED_AT_TURN_END, FL_SAME_TARGETS, CANT_ADD_SECURITY_BY_EFFECTS,
                                  FL_ONE_OR_FEWER_DIGIVOLUTION_CARDS, C_DELETED_BY_EFFECT, C_CAUSE_SAME_NAME,
                                  C_UNSUSPENDED, Q_SUSPENDED_DIGIMON, EFW, C_SUSPENDED_BY_EFFECT,
                                  T_ANY_DIGIMON_SUSPENDED, T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED_BY_EFFECT, T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED,
                                  C_BY_EFFECT, C_EVENT_DNA_DIGIVOLVED, A_RETURN_PLAYED_AT_OPPONENTS_TURN_END,
                                  A_DELETE_PLAYED_AT_YOUR_TURN_END, A_PLAYED_CANT_DIGIVOLVE, A_PLAY_FROM_SECURITY,
                                  A_PLACE_SELF_FACE_UP_AS_BOTTOM_SECURITY,
                                  A_TRASH_ANY_DIGIVOLUTION_CARDS, A_DNA_DIGIVOLVE_FROM_HAND, A_DIGIVOLVE_FROM_UNDER_TAMERS,
                                  T_WOULD_DNA_DIGIVOLVE, A_PLAY_FROM_UNDER_TAMERS,
                                  A_RETURN_OPPONENT_TRASH_LEVELS_TOP_COST, A_RETURN_PAIR_FROM_TRASH_COST, F_OR_MATCH,
                                  A_OPPONENT_TRASH_HAND_TO, Q_PAID_PAIRS, T_OTHER_DELETED, C_NOT_PLAYED,
                                  C_NOT_PLACED,
                                  C_OPPONENT_DP_GE, KW_DECOY, TG_NEW_NAMES, A_ACTIVATE_OWN_WHEN_DIGIVOLVING,
                                  A_TOP_CARD_TO_SECURITY, T_TRASH_OWN_DIGIMON_PLAYED, C_SUSPENDED_OWN,
                                  T_WHEN_UNSUSPENDED, A_NEXT_DIGIVOLVE_COST_DOWN, D_TURN, D_OPPONENTS_TURN_END,
                                  C_CAUSE_COST_GE, T_OWN_OPTION_USED, C_DIGIMON_DP_GE, C_RETURNED,
                                  A_TRASH_OPPONENT_OPTION, CANT_UNSUSPEND_IN_UNSUSPEND_PHASE, A_BATTLE,
                                  A_DELETE_AT_MOST_OWN_DP, A_DELETE_ALL_BUT_ONE,
                                  A_DELETE_UNSUSPENDED, A_DELETE_UNSUSPENDED_AT_MOST_PAID_LEVEL, A_AND_TRASH,
                                  A_TO_SECURITY_TOP,
                                  T_OWN_DIGIMON_WINS_BATTLE, CANT_BE_RETURNED_OR_DE_DIGIVOLVED_BY_OPPONENT, F_COND2,
                                  A_PLACE_FROM_TRASH_UNDER_COST, A_PLACE_SELF_FACE_UP_IN_SECURITY,
                                  A_FACE_DOWN_SECURITY_TOP_TO_HAND, A_HAND_TO_SECURITY_COST, FL_FACE_UP,
                                  T_OWN_SECURITY_PLACED_FACE_UP, T_WOULD_LEAVE, FL_HELD_TILL_OPPONENTS_TURN_END,
                                  T_STATIC, A_STAY, C_BY_OPPONENT_EFFECTS, C_NOT_BY_OWN_EFFECTS, C_WOULD_BE_DELETED,
                                  KW_FRAGMENT, KW_SCAPEGOAT, T_OWN_DIGIMON_WOULD_LEAVE, T_WOULD_LEAVE_ANY_WAY,
                                  C_PARTITION, A_PLACE_UNDER_TAMER, A_PLACE_UNDER_TAMER_FROM_TRASH, A_SAVE,
                                  A_PLACE_UNDER_TAMER_COST, A_RETURN_FROM_UNDER_TAMERS, CANT_ACTIVATE_WHEN_DIGIVOLVING,
                                  T_CARDS_TRASHED_FROM_UNDER, A_TRASH_UNDER_TAMER_COST, A_DIGIVOLVE_COST_DOWN,
                                  FL_PAID_FROM_UNDER_TAMER, FL_FEWEST_DIGIVOLUTION_CARDS, A_TO_DECK_BOTTOM, F_RANK,
                                  F_AT_MOST_SELF, A_RETURN_OPPONENT_TRASH_COST, A_DELETE_COST, TG_TOKEN,
                                  A_RETURN_OPPONENT_TRASH_TOP_COST, CANT_BE_DE_DIGIVOLVED,
                                  A_LINK_FROM_TRASH, A_LINK_SELF, A_TRASH_LINK_COST, S_LINK, A_REVEAL_ADD_OR_PLACE,
                                  A_AND_PLACE, A_OR_PLACE, FL_FROM_DIGIVOLUTION_CARDS,
                                  T_OWN_DIGIVOLUTION_CARDS_TRASHED, A_PLACE_UNDER_COST, A_ATTACK,
                                  A_USE_OPTION_FROM_HAND, A_PLACE_OWN_IN_SECURITY_COST, A_DNA_DIGIVOLVE_WITH_TRASH,
                                  F_TRASH_MATCH, A_DIGIVOLUTION_CARDS_UNDER_TAMER, A_DIGIXROS, A_MATERIAL_SAVE,
                                  A_PLAY_PLACED, D_YOUR_TURN_END, Q_DIGIVOLUTION_CARD_COLORS,
                                  A_RETURN_DIGIVOLUTION_CARDS_COST, T_DIGIVOLUTION_CARDS_RETURNED,
                                  A_REVEAL_PLACE_UNDER, C_OWN_TRASH_HAS, CANT_STACK_TRASHED_BY_OPPONENT,
                                  A_TRASH_OPPONENT_SECURITY_TO,
                                  Q_NAMED_DIGIVOLUTION_CARD_PAIRS, A_PLAY_OR_USE_FROM_HAND,
                                  A_TRASH_MOST_SECURITY_TOP_COST, A_SECURITY_OR_UNDER_TAMER_COST,
                                  A_USE_OPTION_FROM_TRASH, A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS,
                                  A_TRASH_FROM_DIGIVOLUTION_OR_LINK_COST, C_OPTION_USED)
from simcore.effect_codes import A_TOP_CARD_UNDER_COST, CANT_BE_RETURNED_BY_OPPONENT, A_PLAY_TO_BREEDING_AREA
from simcore.effect_codes import TG_NEW_NAMES_FIELD_OR_TRASH
from simcore.effect_codes import A_HATCH_OR_MOVE_OUT, A_SECURITY_PICK_TO_HAND, A_REVEAL_ADD_COLORS
from simcore.effect_codes import A_HAND_TO_DECK_BOTTOM_COST, A_PLACE_OPPONENT_UNDER
from simcore.query import dp_cut_barred
from simcore.query import only_into_barred
from simcore.effect_codes import A_PLACE_SELF_UNDER_LACKING
from simcore.effect_codes import A_MIND_LINK
from simcore.layout import (SCOPE_BY_OPPONENT, SCOPE_FOR_THE_ATTACK, G_IMMUNITY, MOD_FROM_DIGIMON, E_HATCH, E_MOVE_OUT,
                            G_PLAY_AFTER_BATTLE, SCOPE_ROW_SHIFT, K_OPTION, DEL_BATTLE, K_TAMER, E_DIGIVOLVE, PILE,
                            BREEDING, CR_FIELD, CR_PLAYED, DEL_EFFECT, DEL_RULE, E_DELETE, E_EFFECT, E_MEMORY, E_PLAY,
                            E_TRASH, G_BATCH, G_COUNTER_USED, G_CUR, G_MODN, G_OVERFLOW, G_TOPS_CHANGED, G_OVER,
                            G_PENDN, G_PILOT0, G_SELF_MOVED, G_TURN, K_DIGIMON, MAXMOD, MAXPEND, MOD_ACTION,
                            MOD_AMOUNT, MOD_PLAYER, MOD_SCOPE, MOD_UID, MOD_UNTIL, MOD_WIDTH, NSLOT, PEND_WIDTH,
                            P_BATCH, P_CARD, P_FROM_TRASH, P_PLAYER, P_ROW, P_UID, R_DECK_OUT,
                            RS_EMPTY_DECK_DRAW_LOSES, SCOPE_DIGIMON, SCOPE_SECURITY, STACK, TRASH_NO_DP, P_AUX,
                            G_PLAYED_UID, G_ATK_TARGET, G_ATTACK_ENDED, G_EFFECT_DELETED, G_PAID, G_PICKED_UID,
                            MAX_CARD_TYPES, G_PICKED, G_PLAYED_LEVEL, G_EFFECT_SUSPENDED_OWN, G_EFFECT_PLAYED,
                            G_EFFECT_UNSUSPENDED, REACH_ANY_SUSPENDED, REACH_EFFECT_PLAYED_OR_DIGIVOLVED, E_DNA, G_DNA_UID, G_UID, G_EFFECT_RETURNED,
                            G_EFFECT_BATTLE, G_EFFECT_PLAYER, G_LEAVING, LEAVE_DELETED, LEAVE_MOVED,
                            G_EFFECT_ATTACK_ROW, G_EFFECT_ATTACK_SOURCE, G_EFFECT_OPTION_PLAYER, G_EFFECT_OPTION_ROW,
                            G_NAMED_PAIRS, G_PLAY_OR_USE_CARD)
from simcore.query import (is_digimon_effect, shielded_from, count_of, play_cost, play_cost_reducible, is_tamer_slot,
                           keyword_in_play, opponent_dp_at_least, digimon_dp_at_least, memory_of,
                           condition_holds, has_named_keyword, is_digimon_slot, slot_dp, top_card, window_ok,
                           first_source, is_player_restriction, player_restricted, restricted,
                           named_digivolution_cards, digivolution_card_colors, option_colors_met, link_limit)
from simcore.targets import kept_under, trashable_under
from simcore.targets import (gather_playable, once_spent, spend_once, has_digimon_named, card_matches, digimon_matches,
                             digivolve_reduction, gather_pile, gather_targets, paid_play_row_applies,
                             keep_fewest_digivolution_cards, keep_ranked, spend_digivolve_reduction,
                             deleting_row_applies)
from simcore.effect_codes import TG_HAND
from simcore.effect_codes import A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN, TG_SUSPEND_ANY, A_DIGIMON_PLAY_COST_DOWN
from simcore.query import slot_play_cost
from simcore.targets import base_passes, suspendable_any, digisorption_row, digisorption_reduction
from simcore.targets import tamer_reduction_row, under_tamer_cards
from simcore.effect_codes import A_TAMER_DIGIVOLVE_COST_DOWN
from simcore.effect_codes import C_HAS_JAMMING
from simcore.effect_codes import C_EVENT_SAME_LEVEL
from simcore.query import has_keyword
from simcore.effect_codes import A_OVERFLOW, T_HAND_COUNTER, A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS
from simcore.query import digivolve_cost_at
from simcore.query import own_with_bit
from simcore.query import tamer_color_pairs
from simcore.effect_codes import A_LINK_FROM_HAND, T_OWN_DIGIMON_LINKED, T_WHEN_LINKING, A_LINK_FROM_BATTLE_AREA
from simcore.effect_codes import T_WHEN_LINKED, A_APP_FUSION, A_APP_FUSE
from simcore.effect_codes import A_LINK_TO_SELF, A_LINK_TO_SELF_FROM_TRASH, A_LINK_TO_OWN, A_LINK_COST_DOWN
from simcore.layout import G_PAID as G_RETURNED_N
from simcore.layout import RS_EFFECT_OPTION_IGNORES_COLORS
from simcore.layout import G_COST_DELETED_LEVEL, G_PAID_CARD_COST, G_COST_ROW
from simcore.deal import shuffle_top
from simcore.effect_codes import A_DIGIVOLVE_FROM_SECURITY, A_DELETE_AT_MOST_PAID_COST, C_DIGIVOLVED
from simcore.layout import G_PLACED_TOP
from simcore.effect_codes import (A_PLACE_TOP_DIGIVOLUTION_COST, A_ACTIVATE_PLACED_ON_PLAY,
                                  A_TRASH_BOTTOM_FACE_DOWN_OR_COST)
from simcore.effect_codes import (A_DELETE_TOTAL_DP, A_DELETE_COST_RAISED, A_TRASH_DIGIVOLUTION_CARDS_OF_ONE)
from simcore.effect_codes import T_OPPONENT_DIGIMON_PLAYED, T_OTHER_DELETED_IN_BATTLE
from simcore.effect_codes import T_OWN_DIGIMON_CARDS_PLACED_UNDER
from simcore.effect_codes import T_OWN_TAMER_DELETED, C_DECLINED, C_OWN_HAS_NONE
from simcore.effect_codes import A_AS_DIGIMON, C_OWN_DIGIMON_HAS
from simcore.layout import G_AS_DIGIMON
from simcore.effect_codes import T_OWN_DIGIMON_WOULD_LEAVE_NOT_IN_BATTLE, A_TRASH_SELF_FROM_SECURITY_COST
from simcore.effect_codes import C_NAMED_UNDER_OR_OWN_HAS, A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS, F_THIS_MATCH
from simcore.effect_codes import A_DNA_DIGIVOLVE_BEFORE_LEAVING
from simcore.effect_codes import A_ACTIVATE_OWN_ON_PLAY, Q_OWN_TRAIT_DIGIMON, TG_OWN_PROGRESS
from simcore.effect_codes import T_OTHER_DIGIMON_PLAYED_BY_EFFECT, Q_SUSPENDED_DIGIMON_PAIRS, C_DELETED_NOT_BY_OWN_EFFECTS
from simcore.effect_codes import C_DELETED_OR_RETURNED_BY_EFFECTS, C_DELETED_OR_RETURNED_BY_OPPONENT_EFFECTS
from simcore.effect_codes import A_TRASH_SAME_LEVEL_DIGIVOLUTION_COST, T_TRASH_OWN_DIGIMON_DIGIVOLVED
from simcore.effect_codes import A_RETURN_SELF_FROM_TRASH_COST, C_DELETED_IN_BATTLE
from simcore.effect_codes import Q_OWN_TAMER_COLOR_PAIRS
from simcore.layout import G_DECLINED
from simcore.effect_codes import Q_OPPONENT_DIGIMON
from simcore.layout import G_HAND_ADDED
from simcore.effect_codes import T_OPPONENT_HAND_ADDED, C_OWN_SUSPENDED_BY_EFFECT, C_SELF_SUSPENDED_BY_EFFECT, A_DRAW_BOTH
from simcore.effect_codes import A_DELETE_DP_AT_LEAST
from simcore.effect_codes import Q_OPPONENT_HAND_QUADS, C_NOT_RETURNED, A_OPPONENT_SECURITY_TOP_TO_HAND
from simcore.effect_codes import A_BRANCHES
from simcore.effect_codes import C_OTHER_PLAYED
from simcore.effect_codes import (T_TRASHED_FROM_DECK, T_OWN_DECK_TRASHED, A_DIGIVOLVE_IGNORING_REQUIREMENTS,
                                  A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS, A_ATTACK_WITHOUT_SUSPENDING,
                                  Q_OWN_TRASH_TENS)
from simcore.zones import (copy_slot, set_memory, add_memory, can_pay, clear_slot, close_slot, draw_card, end_game,
                           find_uid, init_slot, log_event, new_battle_slot, note_card, remove_at, take_from_hand,
                           to_deck_bottom, to_hand, to_trash)
from simcore.zones import face_up
from strategies.dispatch import (choose_card_count, choose_burst_card, choose_card, choose_cost_card,
                                 choose_deletion_save, choose_digivolution, choose_discard, choose_pending,
                                 choose_reveal_pair, choose_security_end, choose_stack_card, choose_target,
                                 choose_target_count, decide_optional, choose_reveal_destination,
                                 choose_reveal_rest_end)




# --- modifiers with a duration ------------------------------------------------------------------------

@engine_jit
def until_turn(st, p, duration):
    """Turn number at whose end an effect of player p with this duration expires."""
    t = st.g[G_TURN]
    mine = st.g[G_CUR] == p
    if duration == D_OPPONENTS_NEXT_TURN:
        return t + 1 if mine else t + 2
    if duration == D_YOUR_NEXT_TURN:
        return t + 2 if mine else t + 1
    if duration == D_OPPONENTS_TURN_END:
        return t + 1 if mine else t
    if duration == D_YOUR_TURN_END:
        return t if mine else t + 1
    return t  # for the turn


@engine_jit
def add_mod(st, p, uid, action, amount, until, scope):
    i = st.g[G_MODN]
    if i >= MAXMOD:
        st.g[G_OVERFLOW] += 1  # never dropped silently: counted, reported by checking mode and the run
        return
    st.mod[i, MOD_PLAYER] = p
    st.mod[i, MOD_UID] = uid
    st.mod[i, MOD_ACTION] = action
    st.mod[i, MOD_AMOUNT] = amount
    st.mod[i, MOD_UNTIL] = until
    st.mod[i, MOD_SCOPE] = scope
    st.mod[i, MOD_FROM_DIGIMON] = 0   # set by mark_from_digimon
    st.g[G_MODN] = i + 1


@engine_jit
def mark_from_digimon(st, tb, r):
    """The modifier just added came from the effect row r of the opponent of its Digimon's owner: note whether that
    is a Digimon's effect (immunity to the opponent's Digimon effects sets it aside)."""
    i = st.g[G_MODN] - 1
    if i < 0:
        return
    if is_digimon_effect(tb, tb.eff[r]):
        st.mod[i, MOD_FROM_DIGIMON] = 1


@engine_jit
def expire_mods(st, turn):
    """Drop the modifiers that end at the end of `turn` (or earlier)."""
    k = 0
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_UNTIL] > turn:
            if k != i:
                for c in range(MOD_WIDTH):
                    st.mod[k, c] = st.mod[i, c]
            k += 1
    st.g[G_MODN] = k


@engine_jit
def drop_attack_mods(st):
    """Drop the modifiers that last for the attack (<Alliance>): the attack has ended."""
    k = 0
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_UID] < 0 or st.mod[i, MOD_SCOPE] != SCOPE_FOR_THE_ATTACK:
            if k != i:
                for c in range(MOD_WIDTH):
                    st.mod[k, c] = st.mod[i, c]
            k += 1
    st.g[G_MODN] = k


# --- collecting triggers ------------------------------------------------------------------------------

NEVER_ENDS = 1 << 30   # the last turn of a modifier without an end (it goes with its Digimon's uid)
RETALIATION_ROW = -1  # a pending entry that is the <Retaliation> trigger (RULES.md §9), not an effect row
FORTITUDE_ROW = -2    # a pending entry that is the <Fortitude> trigger (RULES.md §9), not an effect row
ASCENSION_ROW = -3    # a pending entry that is the <Ascension> trigger (effect_codes.KW_ASCENSION), not an effect row

@engine_jit
def new_batch(st):
    st.g[G_BATCH] += 1


@engine_jit
def push_pending(st, p, row, uid, card, aux, from_trash):
    i = st.g[G_PENDN]
    if i >= MAXPEND:
        st.g[G_OVERFLOW] += 1
        return
    st.pend[i, P_PLAYER] = p
    st.pend[i, P_ROW] = row
    st.pend[i, P_UID] = uid
    st.pend[i, P_CARD] = card
    st.pend[i, P_BATCH] = st.g[G_BATCH]
    st.pend[i, P_AUX] = aux
    st.pend[i, P_FROM_TRASH] = from_trash
    st.g[G_PENDN] = i + 1


@engine_jit
def push_retaliation(st, p, card, victim_uid):
    """Queue the <Retaliation> of p's Digimon `card`, deleted alone in battle: it deletes the opponent's
    Digimon victim_uid. Like On Deletion it activates from the trash."""
    push_pending(st, p, RETALIATION_ROW, -1, card, victim_uid, 1)


@engine_jit(inline=True)
def collect_slot(st, tb, trigger, p, s, aux, from_trash):
    """Queue the effects with this trigger of the Digimon/Tamer in slot s: the top card's own effects and
    the inherited effects of the cards beneath. The breeding area activates nothing. Inlined: most calls end
    at the match's table of triggers, without a call."""
    if s == BREEDING or ((tb.trigger_any >> (trigger & 63)) & 1) == 0:   # timing t: bit t & 63 (shared above 63)
        return
    collect_slot_cards(st, tb, trigger, p, s, aux, from_trash)


@engine_jit
def collect_slot_cards(st, tb, trigger, p, s, aux, from_trash):
    """collect_slot, for a trigger some card of the match has."""
    n = st.stk_n[p, s]
    for i in range(first_source(st, tb, p, s), n):
        c = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        if ((tb.trigger_bits[c, src] >> (trigger & 63)) & 1) == 0:
            continue
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            if tb.eff[r, F_TRIGGER] == trigger and tb.eff[r, F_SOURCE] == src and tb.eff[r, F_CHAIN] == 0:
                push_pending(st, p, r, st.uid[p, s], c, aux, from_trash)
    if st.lnk_n[p, s] > 0:
        collect_links(st, tb, trigger, p, s, aux, from_trash)


@engine_jit
def collect_links(st, tb, trigger, p, s, aux, from_trash):
    """Queue the link effects with this trigger of the link cards beside p's Digimon in slot s (RULES.md §10.6):
    they work for that Digimon (its uid), the link card being the effect's card."""
    for i in range(st.lnk_n[p, s]):
        c = st.lnk[p, s, i]
        f = tb.eff_first[c]
        if f < 0:
            continue
        for r in range(f, f + tb.eff_n[c]):
            if tb.eff[r, F_TRIGGER] == trigger and tb.eff[r, F_SOURCE] == S_LINK and tb.eff[r, F_CHAIN] == 0:
                push_pending(st, p, r, st.uid[p, s], c, aux, from_trash)


@engine_jit
def collect_trash(st, tb, trigger, p, aux):
    """Queue the [Trash] effects with this trigger of the cards in p's trash, once for each copy, activating from
    the trash (the card's own text)."""
    for i in range(st.trash_n[p]):
        c = st.trash[p, i]
        if ((tb.trigger_bits[c, S_MAIN] >> (trigger & 63)) & 1) == 0:
            continue
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            if tb.eff[r, F_TRIGGER] == trigger and tb.eff[r, F_SOURCE] == S_MAIN and tb.eff[r, F_CHAIN] == 0:
                push_pending(st, p, r, -1, c, aux, 1)


@engine_jit
def collect_hand(st, tb, trigger, p, aux):
    """Queue the [Hand] effects with this trigger of the cards in p's hand (hand_counter), once for each card type
    there (copies would only offer the same effect again), activating from the hand (no Digimon: uid -1)."""
    for i in range(st.hand_n[p]):
        c = st.hand[p, i]
        if ((tb.trigger_bits[c, S_MAIN] >> (trigger & 63)) & 1) == 0:
            continue
        seen = False
        for j in range(i):
            if st.hand[p, j] == c:
                seen = True
                break
        if seen:
            continue
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            if tb.eff[r, F_TRIGGER] == trigger and tb.eff[r, F_SOURCE] == S_MAIN and tb.eff[r, F_CHAIN] == 0:
                push_pending(st, p, r, -1, c, aux, 1)


@engine_jit
def blast_possible(st, tb, p, c):
    """<Blast Digivolve> of card c (RULES.md §10.5): c is in p's hand and one of p's battle-area Digimon may
    digivolve into it (a requirement met, room in the stack, no restriction)."""
    held = False
    for i in range(st.hand_n[p]):
        if st.hand[p, i] == c:
            held = True
            break
    if not held:
        return False
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] == 0 or st.stk_n[p, s] >= STACK or not is_digimon_slot(st, tb, p, s):
            continue
        if not restricted(st, tb, p, s, CANT_DIGIVOLVE) and digivolve_cost_at(st, tb, p, c, s) >= 0:
            return True
    return False


@engine_jit
def collect_face_up_security(st, tb, trigger, p, aux):
    """Queue the triggered [Security] rows (source security) with this trigger of p's face-up security cards
    (RULES.md §10.8), once for each card, activating where the card lies (no Digimon: uid -1; once per turn: the
    card's)."""
    for i in range(st.sec_n[p]):
        if st.sec_up[p, i] == 0:
            continue
        c = st.sec[p, i]
        f = tb.eff_first[c]
        if f < 0:
            continue
        for r in range(f, f + tb.eff_n[c]):
            if tb.eff[r, F_TRIGGER] == trigger and tb.eff[r, F_SOURCE] == S_SECURITY and tb.eff[r, F_CHAIN] == 0:
                push_pending(st, p, r, -1, c, aux, 1)


@engine_jit(inline=True)
def collect_field(st, tb, trigger, p, aux):
    """collect_slot for each of p's cards in the battle area. Inlined: most calls end at the match's table of
    triggers, without a call."""
    if ((tb.trigger_any >> (trigger & 63)) & 1) == 0:   # timing t: bit t & 63 (shared above 63)
        return
    collect_field_slots(st, tb, trigger, p, aux)


@engine_jit
def collect_field_slots(st, tb, trigger, p, aux):
    for s in range(1, st.fld_n[p]):
        collect_slot(st, tb, trigger, p, s, aux, 0)


# --- resolving ----------------------------------------------------------------------------------------

@engine_jit
def effect_start(tb, card, trigger, source):
    """First row of the card's first effect with this trigger and source, -1 if none."""
    f = tb.eff_first[card]
    if f < 0 or (source <= S_INHERITED and ((tb.trigger_bits[card, source] >> (trigger & 63)) & 1) == 0):
        return -1
    for r in range(f, f + tb.eff_n[card]):
        if tb.eff[r, F_TRIGGER] == trigger and tb.eff[r, F_SOURCE] == source and tb.eff[r, F_CHAIN] == 0:
            return r
    return -1


@engine_jit(inline=True)
def event_aux(c, uid):
    """The P_AUX of a trigger whose event has a card and a Digimon: c, into which the Digimon `uid` digivolved
    (own_digimon_digivolved), its top card (own_digimon_suspended), or the card it was played as
    (own_digimon_played)."""
    return c + MAX_CARD_TYPES * uid


@engine_jit(inline=True)
def event_card(aux):
    return aux % MAX_CARD_TYPES


@engine_jit(inline=True)
def event_uid(aux):
    return aux // MAX_CARD_TYPES


@engine_jit(inline=True)
def event_dna_digivolved(st, t, aux):
    """own_digimon_digivolved (aux: event_aux of the card and the Digimon): that Digimon is what the last DNA
    digivolution made (G_DNA_UID), so it digivolved by one."""
    return t == T_OWN_DIGIMON_DIGIVOLVED and st.g[G_DNA_UID] == 1 + event_uid(aux)


@engine_jit
def event_same_level(st, tb, p, t, aux):
    """own_digimon_digivolved (aux: event_aux of the card and the Digimon): that Digimon, still in p's battle
    area, has a top card of the level of the card right under it (it digivolved into a same-level Digimon)."""
    if t != T_OWN_DIGIMON_DIGIVOLVED:
        return False
    s = find_uid(st, p, event_uid(aux))
    if s < 0 or st.stk_n[p, s] < 2:
        return False
    n = st.stk_n[p, s]
    return tb.level[st.stk[p, s, n - 1]] == tb.level[st.stk[p, s, n - 2]]


@engine_jit
def activate(st, tb, p, r, uid, card, aux):
    """Activate the effect starting at row r for player p (source slot uid, -1 if none): window,
    condition, once per turn and "you may", then its actions. Returns True if it ran."""
    e = tb.eff[r]
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if not window_ok(st, p, e[F_WINDOW]):
        return False
    # the card of the event; aux itself goes on to the actions, whose target=event reads the Digimon's uid in it
    t = e[F_TRIGGER]
    paired = t == T_OWN_DIGIMON_DIGIVOLVED or t == T_OWN_DIGIMON_SUSPENDED or t == T_OWN_DIGIMON_PLAYED \
        or t == T_OWN_DIGIMON_WINS_BATTLE or t == T_OWN_DIGIMON_ATTACKS or t == T_OWN_DIGIMON_LINKED \
        or t == T_OTHER_DIGIMON_PLAYED_BY_EFFECT or t == T_TRASH_OWN_DIGIMON_DIGIVOLVED
    cause = event_card(aux) if paired else aux
    if t == T_OTHER_DIGIMON_PLAYED_BY_EFFECT and uid >= 0 and event_uid(aux) == uid:
        return False   # "another Digimon": its own play does not count
    if e[F_COND] == C_OTHER_PLAYED and (t != T_OWN_DIGIMON_PLAYED or (uid >= 0 and event_uid(aux) == uid)):
        return False   # "one of your other Digimon is played": not this one
    # the played Digimon passes the card filter the effect puts on it (`card.` options)
    # (with the condition cause_has its trait or name is tested below, the row's filters being its action's)
    if t == T_OWN_DIGIMON_PLAYED and (tb.kind[cause] != K_DIGIMON or (
            e[F_COND] != C_CAUSE_HAS and not card_matches(tb, e, cause))):
        return False
    if e[F_TRIGGER] == T_OTHER_OWN_DIGIVOLVED and aux == uid:   # aux: the uid of the Digimon that digivolved
        return False
    if e[F_COND] == C_CAUSE_CARD and not card_matches(tb, e, cause):
        return False
    if e[F_COND] == C_DELETED_BY_EFFECT and (e[F_TRIGGER] != T_ON_DELETION or aux != DEL_EFFECT):   # aux: the cause
        return False
    if e[F_COND] == C_CAUSE_COST_GE and ((t != T_OWN_OPTION_USED and t != T_OWN_DIGIMON_PLAYED)
                                         or tb.cost[cause] < e[F_COND_ARG]):
        return False   # the option used, the Digimon played (other timings: never)
    if e[F_COND] == C_CAUSE_SAME_NAME and (e[F_TRIGGER] != T_OWN_DIGIMON_PLAYED or s < 0
                                           or tb.name_id[cause] != tb.name_id[top_card(st, p, s)]):
        return False   # the played card (other timings: never)
    if e[F_COND] == C_CAUSE_HAS and (e[F_COND_ARG] <= 0 or ((tb.match_bits[cause] >> (e[F_COND_ARG] - 1)) & 1) == 0):
        return False
    if e[F_COND] == C_SUSPENDED_BY_EFFECT and (aux & 1) == 0:   # any_digimon_suspended: aux's low bit
        return False
    if e[F_COND] == C_OWN_SUSPENDED_BY_EFFECT and ((aux & 1) == 0 or find_uid(st, p, aux >> 1) < 0):
        return False   # (aux >> 1: the suspended Digimon's uid, unique to both players)
    if e[F_COND] == C_SELF_SUSPENDED_BY_EFFECT and ((aux & 1) == 0 or (aux >> 1) != uid):
        return False
    if e[F_COND] == C_BY_EFFECT and (t != T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED or (aux & 1) == 0):
        return False
    if e[F_COND] == C_EVENT_DNA_DIGIVOLVED and not event_dna_digivolved(st, t, aux):
        return False
    if (e[F_COND] == C_EVENT_SAME_LEVEL or e[F_COND2] == C_EVENT_SAME_LEVEL) and not event_same_level(
            st, tb, p, t, aux):   # beside a `card.` filter: the second condition
        return False
    if e[F_COND] == C_ATTACKER_DP_GE and not attacker_dp_at_least(st, tb, p, t, aux, e[F_COND_ARG]):
        return False
    if not row_condition_holds(st, tb, p, s, r):
        return False
    key = uid if uid >= 0 else -1 - card
    if e[F_ONCE] != 0 and once_spent(st, tb, key, r):
        return False
    # RULES.md §6.2: the defender activates at most one [Counter] effect per counter timing
    counter = e[F_TRIGGER] == T_COUNTER or e[F_TRIGGER] == T_HAND_COUNTER
    if counter and st.g[G_COUNTER_USED] != 0:
        return False
    if e[F_TRIGGER] == T_HAND_COUNTER and not blast_possible(st, tb, p, card):
        return False   # no Digimon may digivolve into the card now: the effect can't activate, the counter stays free
    if e[F_OPTIONAL] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
        return False
    if counter:
        st.g[G_COUNTER_USED] = 1
    st.g[G_EFFECT_SUSPENDED_OWN] = 0   # a declined "you may suspend" suspended nothing
    st.g[G_EFFECT_UNSUSPENDED] = 0   # nor a declined "you may unsuspend" unsuspended anything
    st.g[G_EFFECT_PLAYED] = 0   # a declined "you may play" played nothing
    st.g[G_EFFECT_RETURNED] = 0   # nor a declined "you may return" returned anything
    by = st.g[G_EFFECT_PLAYER]
    st.g[G_EFFECT_PLAYER] = 1 + p   # what this effect moves, it moves "by p's effects"
    k = r
    while True:
        if tb.eff[k, F_ACTION] == A_ACTIVATE_MAIN:
            m = effect_start(tb, card, T_MAIN, S_MAIN)
            if m >= 0:
                run_chain(st, tb, p, m, uid, card, aux)
            ok = True
        elif k != r and not chained_condition_holds(st, tb, p, k, uid):
            ok = True   # "Then, if ...": this clause is skipped, the effect goes on
        elif k != r and tb.eff[k, F_COND] == C_SUSPENDED_BY_EFFECT and (aux & 1) == 0:
            ok = True   # "if effects suspended those Digimon": a suspension by an attack or a block (aux's low bit)
        elif k != r and tb.eff[k, F_COND] == C_BY_EFFECT and (
                e[F_TRIGGER] != T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED or (aux & 1) == 0):
            ok = True   # "if played or digivolved by effects": a play or digivolution from the hand (aux's low bit)
        elif k != r and tb.eff[k, F_COND] == C_EVENT_DNA_DIGIVOLVED and not event_dna_digivolved(
                st, e[F_TRIGGER], aux):
            ok = True   # "If DNA digivolving": the Digimon digivolved otherwise
        elif not chained_choice(st, tb, p, k):
            # "[Then,] you may ..." of this clause alone: declined, the effect goes on; a declined "Then, by
            # ...ing" cost is unpaid: nothing after it happens (RULES.md section 11)
            ok = not is_effect_cost(tb.eff[k, F_ACTION]) or tb.eff[k, F_UPTO] != 0
            if tb.eff[k, F_UPTO] != 0 and is_effect_cost(tb.eff[k, F_ACTION]):
                st.g[G_PAID] = 0   # a declined "you may ... up to" cost pays none: the chain goes on
        elif tb.eff[k, F_ACTION] == A_ACTIVATE_PLACED_ON_PLAY:
            m = placed_on_play_row(st, tb, p, uid)
            if m >= 0:   # run here, not from act: the placed card's rows go through act themselves
                if tb.eff[m, F_ONCE] != 0:
                    spend_once(st, tb, uid, m)
                run_chain(st, tb, p, m, uid, tb.eff[m, F_CARD], 0)
            ok = True
        elif tb.eff[k, F_ACTION] == A_ACTIVATE_ON_PLAY_OR_DIGIVOLVING or \
                tb.eff[k, F_ACTION] == A_ACTIVATE_OWN_WHEN_DIGIVOLVING or tb.eff[k, F_ACTION] == A_ACTIVATE_OWN_ON_PLAY:
            if tb.eff[k, F_ACTION] == A_ACTIVATE_OWN_WHEN_DIGIVOLVING:
                m = pick_own_timed(st, tb, p, uid, card, T_WHEN_DIGIVOLVING, A_ACTIVATE_OWN_WHEN_DIGIVOLVING)
            elif tb.eff[k, F_ACTION] == A_ACTIVATE_OWN_ON_PLAY:
                m = pick_own_timed(st, tb, p, uid, card, T_ON_PLAY, A_ACTIVATE_OWN_ON_PLAY)
            else:
                m = pick_on_play_or_digivolving(st, tb, p, k, uid, card)
            if m >= 0:   # run here, not from act: the picked effect's rows go through act themselves
                t_uid = st.g[G_PICKED_UID]
                if tb.eff[m, F_ONCE] != 0:
                    spend_once(st, tb, t_uid, m)
                run_chain(st, tb, p, m, t_uid, tb.eff[m, F_CARD], 0)
            ok = True
        else:
            ok = act(st, tb, p, k, uid, card, aux)
        overflow_census(st, tb)   # an ACE card gone by this clause costs its memory before the next (§10.5)
        # RULES.md §8: a once-per-turn use is spent when the effect activates, its cost ("by ...") paid;
        # an unpaid cost on the first row means it never activated
        if k == r and ok and e[F_ONCE] != 0:
            spend_once(st, tb, key, r)
        k += 1
        if not ok or k >= tb.n_rows or tb.eff[k, F_CHAIN] == 0 or tb.eff[k, F_CARD] != card:
            break
        if st.g[G_OVER] != 0:
            break
    st.g[G_EFFECT_PLAYER] = by
    if by == 0:
        collect_hand_added(st, tb)
    return True


@engine_jit
def collect_hand_added(st, tb):
    """An effect that added cards to a hand has ended: the opponent_hand_added effects of that hand's opponent are
    queued, once for the effect."""
    bits = st.g[G_HAND_ADDED]
    st.g[G_HAND_ADDED] = 0
    for q in range(2):
        if (bits >> q) & 1:
            collect_field(st, tb, T_OPPONENT_HAND_ADDED, 1 - q, 0)


@engine_jit
def attacker_dp_at_least(st, tb, p, t, aux, n):
    """The Digimon attacking at timing t of p's effect (own_digimon_attacks: p's, its uid in aux with its card;
    opponent_digimon_attacks: the opponent's, aux its uid) is in the battle area with n or more DP."""
    if t == T_OWN_DIGIMON_ATTACKS:
        q = p
        u = event_uid(aux)
    elif t == T_OPPONENT_DIGIMON_ATTACKS:
        q = 1 - p
        u = aux
    else:
        return False
    s = find_uid(st, q, u)
    return s >= 0 and slot_dp(st, tb, q, s) >= n


@engine_jit
def timed_row_of_slot(st, tb, p, s, k):
    """The k-th first row of an [On Play] or [When Digivolving] effect of p's Digimon in slot s (the top card's own
    effects, then the inherited effects of the cards beneath, top down); -1 past the last."""
    n = st.stk_n[p, s]
    for i in range(n - 1, first_source(st, tb, p, s) - 1, -1):
        c = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        f = tb.eff_first[c]
        if f < 0:
            continue
        for r in range(f, f + tb.eff_n[c]):
            t = tb.eff[r, F_TRIGGER]
            if (t == T_ON_PLAY or t == T_WHEN_DIGIVOLVING) and tb.eff[r, F_SOURCE] == src and tb.eff[r, F_CHAIN] == 0:
                if k == 0:
                    return r
                k -= 1
    return -1


@engine_jit
def usable_timed_row(st, tb, p, s, r):
    """Row r of the Digimon in slot s of p may activate now: its window, condition and once-per-turn allow it."""
    e = tb.eff[r]
    return window_ok(st, p, e[F_WINDOW]) and row_condition_holds(st, tb, p, s, r) and not (
        e[F_ONCE] != 0 and once_spent(st, tb, st.uid[p, s], r))


@engine_jit
def pick_on_play_or_digivolving(st, tb, p, k, uid, card):
    """Row k (activate_on_play_or_digivolving) of p's effect: the pilot picks 1 of p's Digimon passing its filters
    that has an [On Play] or [When Digivolving] effect able to activate (choose_target), then takes or leaves its
    effects one by one (decide_optional) until it takes one. Returns that effect's first row (its Digimon's uid in
    G_PICKED_UID), -1 for none."""
    e = tb.eff[k]
    pilot = st.g[G_PILOT0 + p]
    n = 0
    for s in range(1, st.fld_n[p]):
        if not digimon_matches(st, tb, e, p, s, uid):
            continue
        j = 0
        while True:
            r = timed_row_of_slot(st, tb, p, s, j)
            if r < 0:
                break
            if usable_timed_row(st, tb, p, s, r):
                st.cand[n] = p * NSLOT + s
                n += 1
                break
            j += 1
    if n == 0:
        return -1
    s = st.cand[choose_target(pilot, st, tb, p, A_ACTIVATE_ON_PLAY_OR_DIGIVOLVING, e[F_AMOUNT], n)] % NSLOT
    log_effect(st, p, card, A_ACTIVATE_ON_PLAY_OR_DIGIVOLVING, top_card(st, p, s), 0, p, st.uid[p, s])
    st.g[G_PICKED_UID] = st.uid[p, s]
    j = 0
    while True:
        r = timed_row_of_slot(st, tb, p, s, j)
        if r < 0:
            return -1
        if usable_timed_row(st, tb, p, s, r) and decide_optional(pilot, st, tb, p, r):
            return r
        j += 1


@engine_jit
def pick_own_timed(st, tb, p, uid, card, trigger, action):
    """activate_own_when_digivolving (trigger T_WHEN_DIGIVOLVING: its own effects, then the inherited ones) and
    activate_own_on_play (T_ON_PLAY: its top card's only) of p's Digimon uid: the pilot takes or leaves its effects
    of that timing able to activate one by one until it takes one, the first offer logged as `action`. Returns that
    effect's first row (the Digimon's uid in G_PICKED_UID), -1 for none."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 0:
        return -1
    pilot = st.g[G_PILOT0 + p]
    j = 0
    logged = False
    while True:
        r = timed_row_of_slot(st, tb, p, s, j)
        if r < 0:
            return -1
        j += 1
        if tb.eff[r, F_TRIGGER] != trigger or not usable_timed_row(st, tb, p, s, r):
            continue
        if trigger == T_ON_PLAY and tb.eff[r, F_SOURCE] != S_MAIN:
            continue
        if not logged:
            log_effect(st, p, card, action, top_card(st, p, s), 0, p, uid)
            logged = True
        if decide_optional(pilot, st, tb, p, r):
            st.g[G_PICKED_UID] = uid
            return r


@engine_jit
def chained_condition_holds(st, tb, p, k, uid):
    """The condition of a chained row k ("Then, if ..., ..."), checked when the row's turn comes."""
    if tb.eff[k, F_COND] == 0:
        return True
    s = find_uid(st, p, uid) if uid >= 0 else -1
    return row_condition_holds(st, tb, p, s, k)


@engine_jit(inline=True)
def is_effect_cost(a):
    """Whether action a is a cost paid by an effect ("by ...ing X, Y"): a `may` row of it, declined, stops its
    chain."""
    return (a == A_TRASH_UNDER_TAMER_COST or a == A_TRASH_OWN_SECURITY or a == A_SECURITY_TOP_TO_HAND
            or a == A_TRASH_FROM_HAND_COST or a == A_DELETE_OWN_COST or a == A_PLACE_UNDER_COST
            or a == A_PLACE_UNDER_TAMER_COST
            or a == A_RETURN_FROM_TRASH_COST or a == A_RETURN_FROM_TRASH_TOP_COST or a == A_SUSPEND_OWN_COST
            or a == A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST or a == A_RETURN_OPPONENT_TRASH_COST
            or a == A_DELETE_COST or a == A_HAND_TO_SECURITY_COST
            or a == A_TRASH_OWN_DIGIVOLUTION_COST or a == A_TRASH_SAME_LEVEL_DIGIVOLUTION_COST
            or a == A_RETURN_SELF_FROM_TRASH_COST
            or a == A_TRASH_MOST_SECURITY_TOP_COST or a == A_SECURITY_OR_UNDER_TAMER_COST
            or a == A_RETURN_DIGIVOLUTION_CARDS_COST
            or a == A_BOUNCE_OWN_COST or a == A_RETURN_OPPONENT_TRASH_TOP_COST
            or a == A_FLIP_FACE_UP_SECURITY_COST or a == A_TRASH_FROM_DIGIVOLUTION_OR_LINK_COST
            or a == A_TRASH_LINK_COST or a == A_PLACE_FROM_TRASH_UNDER_COST)


@engine_jit
def chained_choice(st, tb, p, k):
    """A row k marked `may` ("Then, you may ...", or a first "You may ..." whose "Then" runs either way): whether
    its controller runs it (the pilot decides; a declined one is noted in G_DECLINED for a chained if=declined)."""
    if (tb.eff[k, F_FILTER] & FL_MAY) == 0:
        return True
    taken = decide_optional(st.g[G_PILOT0 + p], st, tb, p, k)
    st.g[G_DECLINED] = 0 if taken else 1
    return taken


@engine_jit
def row_condition_holds(st, tb, p, s, r):
    """The condition of row r for player p (source slot s, -1 if none). The conditions that read the DP or the
    row's card filters are worked out here; query.condition_holds has the others (it also serves the
    persistent effects, which these are not written for: decks.effects refuses them there)."""
    if tb.eff[r, F_COND2] == C_NOT_BY_OWN_EFFECTS:   # the cause of a leaving, beside a `card.` option
        if not leaving_holds(st, p, C_NOT_BY_OWN_EFFECTS):
            return False
    elif tb.eff[r, F_COND2] != 0 and tb.eff[r, F_COND2] != C_EVENT_SAME_LEVEL \
            and not condition_holds(st, tb, p, s, tb.eff[r, F_COND2], 0):   # (event_same_level: tested by activate)
        return False   # a second condition, one without a number (query.condition_holds)
    cond = tb.eff[r, F_COND]
    if cond == C_CAUSE_CARD or cond == C_CAUSE_HAS or cond == C_DELETED_BY_EFFECT or cond == C_CAUSE_SAME_NAME \
            or cond == C_CAUSE_COST_GE or cond == C_SUSPENDED_BY_EFFECT or cond == C_ATTACKER_DP_GE \
            or cond == C_BY_EFFECT or cond == C_EVENT_DNA_DIGIVOLVED or cond == C_EVENT_SAME_LEVEL \
            or cond == C_OWN_SUSPENDED_BY_EFFECT or cond == C_SELF_SUSPENDED_BY_EFFECT or cond == C_OTHER_PLAYED:
        return True   # the event's card or cause: tested by activate, which has it
    if cond == C_NOT_DELETED:
        return st.g[G_EFFECT_DELETED] == 0
    if cond == C_OWN_DIGIMON_HAS:   # a Digimon of p's battle area has the row's this_ match (F_THIS_MATCH)
        bit = tb.eff[r, F_THIS_MATCH]
        for t in range(1, st.fld_n[p]):
            if bit > 0 and is_digimon_slot(st, tb, p, t) and ((tb.match_bits[top_card(st, p, t)] >> (bit - 1)) & 1) != 0:
                return True
        return False
    if cond == C_SUSPENDED_OWN:
        return st.g[G_EFFECT_SUSPENDED_OWN] != 0
    if cond == C_NOT_SUSPENDED:
        return not suspended_any_chosen(st)
    if cond == C_UNSUSPENDED:
        return st.g[G_EFFECT_UNSUSPENDED] != 0
    if cond == C_PLAYED or cond == C_DIGIVOLVED:   # digivolve_from_security sets it too
        return st.g[G_EFFECT_PLAYED] != 0
    if cond == C_OPTION_USED:   # run by simcore.engine.effect_option_used once the option has been used
        return False
    if cond == C_NOT_PLAYED:
        return st.g[G_EFFECT_PLAYED] == 0
    if cond == C_NOT_PLACED:   # the hand_to_security clause before it (act) placed nothing
        return st.g[G_EFFECT_PLAYED] == 0
    if cond == C_PLACED:   # the place_under_self_colors clause before it (act) placed a card
        return st.g[G_EFFECT_PLAYED] != 0
    if cond == C_DECLINED:   # the may clause before it was declined (chained_choice)
        return st.g[G_DECLINED] != 0
    if cond == C_OPPONENT_DP_GE:
        return opponent_dp_at_least(st, tb, p, tb.eff[r, F_COND_ARG])
    if cond == C_RETURNED:
        return st.g[G_EFFECT_RETURNED] != 0
    if cond == C_NOT_RETURNED:
        return st.g[G_EFFECT_RETURNED] == 0
    if cond == C_DIGIMON_DP_GE:
        return digimon_dp_at_least(st, tb, tb.eff[r, F_COND_ARG])
    if cond == C_NOT_BY_OWN_EFFECTS or cond == C_BY_OPPONENT_EFFECTS or cond == C_WOULD_BE_DELETED \
            or cond == C_BY_EFFECTS or cond == C_DELETED_NOT_BY_OWN_EFFECTS \
            or cond == C_DELETED_OR_RETURNED_BY_EFFECTS or cond == C_DELETED_OR_RETURNED_BY_OPPONENT_EFFECTS \
            or cond == C_DELETED_IN_BATTLE:
        return leaving_holds(st, p, cond)
    if cond == C_PARTITION:
        return partition_ready(st, tb, p, s, r)
    if cond == C_DP_GE:
        return s >= 0 and st.stk_n[p, s] > 0 and slot_dp(st, tb, p, s) >= tb.eff[r, F_COND_ARG]
    if cond == C_HAS_JAMMING:   # its keywords now, those of conditional rows and modifiers too
        return s >= 0 and st.stk_n[p, s] > 0 and has_keyword(st, tb, p, s, A_JAMMING)
    if cond == C_OWN_TRASH_HAS:   # a card of p's trash passes the row's card filters
        for i in range(st.trash_n[p]):
            if card_matches(tb, tb.eff[r], st.trash[p, i]):
                return True
        return False
    if cond == C_OWN_HAS or cond == C_OPPONENT_HAS:   # a card of that side passes the row's card filters
        side = p if cond == C_OWN_HAS else 1 - p
        for t in range(1, st.fld_n[side]):
            if st.stk_n[side, t] > 0 and card_matches(tb, tb.eff[r], top_card(st, side, t)):
                return True
        return False
    if cond == C_NAMED_UNDER_OR_OWN_HAS:   # a digivolution card of this Digimon (F_THIS_MATCH), or a Digimon of p's
        if s >= 1 and st.stk_n[p, s] > 0 and named_digivolution_cards(st, tb, p, s, tb.eff[r, F_THIS_MATCH]) >= 1:
            return True
        bit = tb.eff[r, F_COND_ARG]   # the clause's trait/name, moved to the argument (decks.effects.effect_rows)
        for t in range(1, st.fld_n[p]):
            if bit > 0 and is_digimon_slot(st, tb, p, t) and ((tb.match_bits[top_card(st, p, t)] >> (bit - 1)) & 1) != 0:
                return True
        return False
    if cond == C_OWN_HAS_NONE:   # none of p's cards in the battle area passes the row's card filters
        for t in range(1, st.fld_n[p]):
            if st.stk_n[p, t] > 0 and card_matches(tb, tb.eff[r], top_card(st, p, t)):
                return False
        return True
    return condition_holds(st, tb, p, s, cond, tb.eff[r, F_COND_ARG])


@engine_jit
def suspended_any_chosen(st):
    """One of the Digimon the last counted clause chose (G_PICKED of st.chosen, by uid) is suspended now: after a
    suspend_unsuspended clause, which chooses unsuspended Digimon only, one it suspended."""
    for i in range(st.g[G_PICKED]):
        for side in range(2):
            t = find_uid(st, side, st.chosen[i]) if st.chosen[i] >= 0 else -1
            if t >= 0 and st.susp[side, t] != 0:
                return True
    return False


@engine_jit(inline=True)
def run_chain(st, tb, p, r, uid, card, aux):
    """Run row r and the rows chained after it ("Then"); an unpaid cost stops the chain."""
    if tb.eff[r, F_OPTIONAL] != 0:
        if not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
            return
    k = r
    while True:
        if k == r or chained_condition_holds(st, tb, p, k, uid):
            if chained_choice(st, tb, p, k):
                ok = act(st, tb, p, k, uid, card, aux)
                overflow_census(st, tb)   # an ACE card gone by this clause costs its memory before the next (§10.5)
                if not ok:
                    return
            elif is_effect_cost(tb.eff[k, F_ACTION]) and tb.eff[k, F_UPTO] == 0:
                return   # a declined "Then, by ...ing" cost: nothing after it happens
            elif is_effect_cost(tb.eff[k, F_ACTION]):
                st.g[G_PAID] = 0   # a declined "you may ... up to" cost pays none: the chain goes on
        k += 1
        if k >= tb.n_rows or tb.eff[k, F_CHAIN] == 0 or tb.eff[k, F_CARD] != card:
            return


@engine_jit(inline=True)
def resolve_pending(st, tb):
    """Resolve queued triggers until none is left (rule checks run between effects)."""
    cur = st.g[G_CUR]
    while st.g[G_PENDN] > 0 and st.g[G_OVER] == 0:
        n = st.g[G_PENDN]
        newest = -1
        for i in range(n):
            if st.pend[i, P_BATCH] > newest:
                newest = st.pend[i, P_BATCH]
        who = 1 - cur
        for i in range(n):
            if st.pend[i, P_BATCH] == newest and st.pend[i, P_PLAYER] == cur:
                who = cur
                break
        m = 0
        for i in range(n):
            if st.pend[i, P_BATCH] == newest and st.pend[i, P_PLAYER] == who:
                st.cand[m] = i
                m += 1
        pick = st.cand[choose_pending(st.g[G_PILOT0 + who], st, m)]
        p = st.pend[pick, P_PLAYER]
        r = st.pend[pick, P_ROW]
        uid = st.pend[pick, P_UID]
        card = st.pend[pick, P_CARD]
        aux = st.pend[pick, P_AUX]
        from_trash = st.pend[pick, P_FROM_TRASH]
        for j in range(pick, n - 1):
            for c in range(PEND_WIDTH):
                st.pend[j, c] = st.pend[j + 1, c]
        st.g[G_PENDN] = n - 1
        if from_trash == 0 and uid >= 0 and find_uid(st, p, uid) < 0:
            continue  # its card left the area: the effect fizzles
        new_batch(st)
        if r == RETALIATION_ROW:
            retaliate(st, tb, p, card, aux)
        elif r == FORTITUDE_ROW:
            fortitude(st, tb, p, card)
        elif r == ASCENSION_ROW:
            ascension(st, tb, p, card)
        else:
            activate(st, tb, p, r, uid if from_trash == 0 else -1, card, aux)
        rule_check(st, tb)


@engine_jit
def retaliate(st, tb, p, card, victim_uid):
    """<Retaliation> of p's `card`: its battle opponent, if still in the battle area, is deleted (by effect)."""
    q = 1 - p
    s = find_uid(st, q, victim_uid)
    if s >= 0:
        log_effect(st, p, card, A_RETALIATION, top_card(st, q, s), 0, q, victim_uid)
        by = st.g[G_EFFECT_PLAYER]
        st.g[G_EFFECT_PLAYER] = 1 + p
        delete_slot(st, tb, q, s, DEL_EFFECT)
        st.g[G_EFFECT_PLAYER] = by


@engine_jit
def take_latest_from_trash(st, tb, p, card):
    """Offer p's pilot the copy of `card` that went to p's trash last (choose_card_count, at most 1): True, with the
    card taken out of the trash, if it is there and the pilot takes it."""
    i = -1
    for k in range(st.trash_n[p] - 1, -1, -1):   # the copy that just went there: the latest
        if st.trash[p, k] == card:
            i = k
            break
    if i < 0:
        return False
    st.cand[0] = i
    if choose_card_count(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], 1, 1) < 1:
        return False
    remove_at(st.trash[p], st.trash_n[p], i)
    st.trash_n[p] -= 1
    return True


@engine_jit
def fortitude(st, tb, p, card):
    """<Fortitude> of p's `card`, deleted with digivolution cards beneath: its owner's pilot may play it from the
    trash without paying the cost (strategies: choose_card_count, at most 1; nothing if it left the trash)."""
    if st.fld_n[p] >= NSLOT or player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS):
        return
    if not take_latest_from_trash(st, tb, p, card):
        return
    log_effect(st, p, card, A_KEYWORD, card, -KW_FORTITUDE, p, -1)
    play_card(st, tb, p, card, 0, True)


@engine_jit
def ascension(st, tb, p, card):
    """<Ascension> of p's `card` (effect_codes.KW_ASCENSION; [GAP] read from the keyword's reminder text), deleted:
    its owner's pilot may place it from the trash face down as the top security card (strategies: choose_card_count,
    at most 1; nothing if it left the trash or p's cards can't be added to the security stack)."""
    if st.sec_n[p] >= PILE or player_restricted(st, tb, p, CANT_ADD_SECURITY_BY_EFFECTS):
        return
    if not take_latest_from_trash(st, tb, p, card):
        return
    n = st.sec_n[p]
    st.sec[p, n] = card
    st.sec_up[p, n] = 0
    st.sec_n[p] = n + 1
    log_effect(st, p, card, A_KEYWORD, card, -KW_ASCENSION, p, -1)
    security_added(st, tb, p)


@engine_jit
def security_added(st, tb, p):
    """An effect added cards to p's security stack: p's "when your security stack is added to" effects are queued
    (once for the effect)."""
    collect_field(st, tb, T_OWN_SECURITY_ADDED, p, 0)


@engine_jit
def trashed_with_own_rows(st, tb, q, c, trigger):
    """An effect trashes card c, just taken from q's security stack or the top of q's deck: to q's trash, and its own
    rows of that timing (trashed_from_security, trashed_from_deck) are queued for q, activating from the trash."""
    to_trash(st, q, c)
    if ((tb.trigger_bits[c, S_MAIN] >> (trigger & 63)) & 1) != 0:
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            if tb.eff[r, F_TRIGGER] == trigger and tb.eff[r, F_SOURCE] == S_MAIN and tb.eff[r, F_CHAIN] == 0:
                push_pending(st, q, r, -1, c, c, 1)


@engine_jit
def security_to_trash(st, tb, q, c):
    """An effect trashes card c, just taken from q's security stack."""
    trashed_with_own_rows(st, tb, q, c, T_TRASHED_FROM_SECURITY)


@engine_jit
def deck_card_trashed(st, tb, q, c):
    """An effect trashes card c, just taken from the top of q's deck."""
    trashed_with_own_rows(st, tb, q, c, T_TRASHED_FROM_DECK)


# --- deletion, suspension, playing (the rule-level moves that trigger effects) -------------------------

@engine_jit
def delete_slot(st, tb, p, s, cause):
    """The Digimon in slot s of p would be deleted (cause DEL_*: battle, rule, effect): the immediate
    keywords that prevent it are offered first (RULES.md §8 "Immediate", §9). Returns True if it was deleted."""
    if cant_be_deleted(st, tb, p, s, cause):
        return False
    if prevent_deletion(st, tb, p, s, cause):
        return False
    uid = st.uid[p, s]
    if stays_instead(st, tb, p, s, LEAVE_DELETED, leaving_by(st, cause)):
        return False
    s = find_uid(st, p, uid)   # the cost of an effect that let it go may have closed a slot below it
    if s < 0:
        return False
    remove_deleted(st, tb, p, s, cause)
    return True


LEAVING_BY_BATTLE = 3   # the cause in G_LEAVING's higher bits of a deletion in battle
LEAVE_TO_SECURITY = 3   # the kind in G_LEAVING's lower bits of a Digimon placed in a security stack (beside LEAVE_*)


@engine_jit(inline=True)
def leaving_by(st, cause):
    """1 + the player whose effect deletes (cause DEL_*), LEAVING_BY_BATTLE for a battle, 0 for a rule check."""
    if cause == DEL_EFFECT:
        return st.g[G_EFFECT_PLAYER]
    return LEAVING_BY_BATTLE if cause == DEL_BATTLE else 0


@engine_jit
def partition_counts(st, tb, p, s, r):
    """The cards beneath p's Digimon in slot s passing row r's filters only, the next row's only, and both."""
    a = 0
    b = 0
    ab = 0
    for i in range(st.stk_n[p, s] - 1):
        c = st.stk[p, s, i]
        if tb.kind[c] != K_DIGIMON:
            continue
        in_a = card_matches(tb, tb.eff[r], c)
        in_b = card_matches(tb, tb.eff[r + 1], c)
        if in_a and in_b:
            ab += 1
        elif in_a:
            a += 1
        elif in_b:
            b += 1
    return a, b, ab


@engine_jit
def partition_ready(st, tb, p, s, r):
    """<Partition> (condition partition, row r and the next row its two sides): p's Digimon in slot s would leave
    other than by p's effects or in battle, and one card of each side is beneath it (two different cards)."""
    g = st.g[G_LEAVING]
    by = g >> 2
    if g == 0 or s < 1 or by == 1 + p or by == LEAVING_BY_BATTLE or r + 1 >= tb.n_rows:
        return False
    a, b, ab = partition_counts(st, tb, p, s, r)
    return a + ab >= 1 and b + ab >= 1 and a + b + ab >= 2


@engine_jit
def leaving_holds(st, p, cond):
    """A cause condition of a `stay` clause of player p (whose Digimon would leave), read from G_LEAVING."""
    g = st.g[G_LEAVING]
    if g == 0:
        return False   # no Digimon is about to leave
    by = g >> 2
    if cond == C_NOT_BY_OWN_EFFECTS:
        return by != 1 + p
    if cond == C_BY_OPPONENT_EFFECTS:
        return by == 2 - p
    if cond == C_BY_EFFECTS:   # either player's effect: not a battle (LEAVING_BY_BATTLE) nor a rule check (0)
        return by == 1 or by == 2
    if cond == C_DELETED_NOT_BY_OWN_EFFECTS:
        return (g & 3) == LEAVE_DELETED and by != 1 + p
    if cond == C_DELETED_OR_RETURNED_BY_EFFECTS:   # deleted, or to the hand or deck; not to a security stack
        return ((g & 3) == LEAVE_DELETED or (g & 3) == LEAVE_MOVED) and (by == 1 or by == 2)
    if cond == C_DELETED_OR_RETURNED_BY_OPPONENT_EFFECTS:
        return ((g & 3) == LEAVE_DELETED or (g & 3) == LEAVE_MOVED) and by == 2 - p
    if cond == C_DELETED_IN_BATTLE:
        return (g & 3) == LEAVE_DELETED and by == LEAVING_BY_BATTLE
    return (g & 3) == LEAVE_DELETED


@engine_jit
def stay_row(tb, r):
    """The `stay` clause of the effect starting at row r (-1 if it has none)."""
    card = tb.eff[r, F_CARD]
    k = r + 1
    while k < tb.n_rows and tb.eff[k, F_CHAIN] != 0 and tb.eff[k, F_CARD] == card:
        if tb.eff[k, F_ACTION] == A_STAY:
            return k
        k += 1
    return -1


@engine_jit
def stays_instead(st, tb, p, s, kind, by):
    """RULES.md section 8 "Immediate": p's Digimon in slot s would leave the battle area (kind LEAVE_DELETED or
    LEAVE_MOVED; by: 1 + the player whose effect moves it, 0 for a battle or a rule check). The effects that may keep
    it there run now, one by one in row order, before it leaves: its own would_leave_any_way rows (the top card's,
    the inherited ones beneath) and the own_digimon_would_leave rows of p's battle area. An effect activates only if
    its `stay` clause would keep this Digimon for this leaving; its owner's pilot takes or leaves it, the effect is
    announced (a `stay` event), its cost is paid and it keeps the Digimon. Returns True once one kept it. Called by
    the moves, not queued, like <Decode>. [GAP] Simultaneous immediate effects come in this fixed order: the
    keywords of prevent_deletion, these, then the plays of <Decode>."""
    if s == BREEDING or (((tb.trigger_any >> T_WOULD_LEAVE_ANY_WAY) | (tb.trigger_any >> T_OWN_DIGIMON_WOULD_LEAVE)
                          | (tb.trigger_any >> (T_OWN_DIGIMON_WOULD_LEAVE_NOT_IN_BATTLE & 63))) & 1) == 0:
        return False
    uid = st.uid[p, s]
    top = top_card(st, p, s)
    before = st.g[G_LEAVING]
    st.g[G_LEAVING] = kind | (by << 2)
    stays = False
    done = 0
    while not stays:   # each effect once, in order; an effect's cost may change the battle area
        r, c, t_uid = next_leaving_row(st, tb, p, uid, done)
        if r < 0:
            break
        done = r + 1
        t = find_uid(st, p, t_uid)
        if tb.eff[r, F_ACTION] == A_PLAY_FROM_DIGIVOLUTION_CARDS:   # a play from beneath it, before it leaves
            play_before_leaving(st, tb, p, t, r, c, t_uid)
            continue
        if tb.eff[r, F_ACTION] == A_MATERIAL_SAVE or tb.eff[r, F_ACTION] == A_DIGIVOLUTION_CARDS_UNDER_TAMER:
            save_before_leaving(st, tb, p, t, r, c, t_uid)   # cards from beneath it under a Tamer, before it leaves
            continue
        if tb.eff[r, F_ACTION] == A_DRAW and tb.eff[r, F_TRIGGER] == T_WOULD_LEAVE_ANY_WAY:   # a draw, a free play
            draw_then_play_before_leaving(st, tb, p, t, r, c, t_uid)
            if find_uid(st, p, uid) < 0:
                break
            continue
        if tb.eff[r, F_ACTION] == A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS or (
                tb.eff[r, F_ACTION] == A_PLAY_FROM_HAND and tb.eff[r, F_TRIGGER] == T_OWN_DIGIMON_WOULD_LEAVE):
            # a free play before it leaves (from the hand only: play_from_hand)
            play_before_other_leaves(st, tb, p, t, r, c, t_uid, uid, top)
            if find_uid(st, p, uid) < 0:
                break
            continue
        if tb.eff[r, F_ACTION] == A_DNA_DIGIVOLVE_BEFORE_LEAVING:   # a new Digimon: the leaving one doesn't leave
            if dna_before_leaving(st, tb, p, t, r, c, t_uid, uid, top):
                stays = True
                break
            continue
        if tb.eff[r, F_ACTION] == A_DELAY:   # an option's <Delay> effect, run before it leaves (or keeping it)
            stays = delay_before_leaving(st, tb, p, t, r, c, t_uid, uid, top)
            uid_s = find_uid(st, p, uid)   # (the option's slot closed; a play opened one)
            if uid_s < 0:
                break
            continue
        if not leaving_row_ready(st, tb, p, t, r, c, uid, t_uid, top):
            continue
        if tb.eff[r, F_OPTIONAL] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
            continue
        log_effect(st, p, c, A_STAY, top, 1, p, uid)   # before its cost: what follows is this effect's
        stays = pay_leaving_cost(st, tb, p, r, c, t_uid, uid)
        if stays and tb.eff[r, F_ONCE] != 0:
            spend_once(st, tb, t_uid, r)
    if not stays and by != LEAVING_BY_BATTLE:   # then a face-up security card's [Security] keeping effect
        stays = security_keeps(st, tb, p, uid, top)
    st.g[G_LEAVING] = before
    return stays


@engine_jit
def security_keeps(st, tb, p, uid, top):
    """p's Digimon uid (top card `top`) would leave the battle area other than in battle: the
    own_digimon_would_leave_not_in_battle rows of p's face-up security cards (RULES.md §10.8), uppermost card first,
    may keep it there: its window and `card.` filters allowing, its owner's pilot takes or leaves it, the effect is
    announced (a `stay` event) and its cost paid, the card going from the security stack to the trash (its
    trashed_from_security rows queued). Returns True once one kept it. [GAP] After the battle area's keeping effects;
    no once per turn is read for these rows (none printed so far)."""
    if tb.kind[top] == K_TAMER:
        return False
    for i in range(st.sec_n[p] - 1, -1, -1):
        if st.sec_up[p, i] == 0:
            continue
        c = st.sec[p, i]
        f = tb.eff_first[c]
        if f < 0:
            continue
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if e[F_TRIGGER] != T_OWN_DIGIMON_WOULD_LEAVE_NOT_IN_BATTLE or e[F_SOURCE] != S_SECURITY \
                    or e[F_CHAIN] != 0 or e[F_ACTION] != A_TRASH_SELF_FROM_SECURITY_COST or stay_row(tb, r) < 0:
                continue
            if not window_ok(st, p, e[F_WINDOW]):
                continue
            if e[F_COND] == C_CAUSE_CARD and not card_matches(tb, e, top):
                continue
            if e[F_COND] == C_CAUSE_HAS and (e[F_COND_ARG] <= 0
                                             or ((tb.match_bits[top] >> (e[F_COND_ARG] - 1)) & 1) == 0):
                continue
            if e[F_OPTIONAL] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
                continue
            log_effect(st, p, c, A_STAY, top, 1, p, uid)   # before its cost: what follows is this effect's
            for j in range(i, st.sec_n[p] - 1):   # the card leaves the stack, the cards above it moving down
                st.sec[p, j] = st.sec[p, j + 1]
                st.sec_up[p, j] = st.sec_up[p, j + 1]
            st.sec_n[p] -= 1
            log_effect(st, p, c, A_TRASH_SELF_FROM_SECURITY_COST, c, 0, p, -1)
            security_to_trash(st, tb, p, c)
            security_removed(st, tb, p)
            return True
    return False


@engine_jit
def play_before_leaving(st, tb, p, t, r, c, uid):
    """A would_leave_any_way row of p's Digimon uid (slot t) that plays a card from its digivolution cards: while
    it is still there, its window, once per turn and condition (the leaving's cause) allowing, its owner's pilot
    taking or leaving it. The Digimon leaves all the same."""
    e = tb.eff[r]
    if t < 0 or st.stk_n[p, t] < 2 or not window_ok(st, p, e[F_WINDOW]):
        return
    if (e[F_ONCE] != 0 and once_spent(st, tb, uid, r)) or not row_condition_holds(st, tb, p, t, r):
        return
    if e[F_OPTIONAL] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
        return
    if e[F_ONCE] != 0:
        spend_once(st, tb, uid, r)
    # the leaving may come from an effect working through its targets in st.chosen: they wait in st.cand's upper half
    for i in range(NSLOT):
        st.cand[NSLOT + i] = st.chosen[i]
    if e[F_COND] == C_PARTITION:   # one card of each side: a side with no card of its own takes first
        a, b, ab = partition_counts(st, tb, p, t, r)
        play_from_digivolution_cards(st, tb, p, r + 1 if b == 0 else r, c, uid)
        play_from_digivolution_cards(st, tb, p, r if b == 0 else r + 1, c, uid)
    else:
        play_from_digivolution_cards(st, tb, p, r, c, uid)
    for i in range(NSLOT):
        st.chosen[i] = st.cand[NSLOT + i]


@engine_jit
def delay_before_leaving(st, tb, p, t, r, c, t_uid, uid, top):
    """An own_digimon_would_leave effect of p's option in the battle area (slot t, card c, row r) whose first clause
    is <Delay>: before p's Digimon uid with top card `top` leaves, its window, once per turn, `card.` filters and
    condition allowing (and not in the turn the option was placed), its owner's pilot takes or leaves it: the option
    is trashed and its free play from the hand happens now (the pilot picking the card); the Digimon leaves all the
    same. Or its clause digivolves that Digimon (digivolve_from_hand target=event, then `stay`): offered only while
    the stay clause's condition holds and a card of the hand can take it; the digivolution keeps it there (returns
    True). (Not run through `act`: a play paid by deleting would reach the leaving again.)"""
    e = tb.eff[r]
    if t < 0 or e[F_TRIGGER] != T_OWN_DIGIMON_WOULD_LEAVE or not window_ok(st, p, e[F_WINDOW]):
        return False
    if tb.kind[top_card(st, p, t)] != K_OPTION or st.entered[p, t] >= st.g[G_TURN]:
        return False
    if e[F_ONCE] != 0 and once_spent(st, tb, t_uid, r):
        return False
    if e[F_COND] == C_CAUSE_CARD and not card_matches(tb, e, top):
        return False
    if tb.kind[top] == K_TAMER and not leaving_tamer_kept(e):
        return False
    if not row_condition_holds(st, tb, p, t, r):
        return False
    k = r + 1   # its clause after <Delay>: a free play_from_hand, or a digivolution then stay (decks.effects checks)
    if k >= tb.n_rows or tb.eff[k, F_CHAIN] == 0 or tb.eff[k, F_CARD] != c:
        k = -1
    keeps = k >= 0 and tb.eff[k, F_ACTION] == A_DIGIVOLVE_FROM_HAND
    if keeps and (not row_condition_holds(st, tb, p, t, k + 1) or not hand_digivolution_ready(st, tb, p, k, uid)):
        return False   # "by digivolving that Digimon ..., prevent that deletion": not for this leaving, or no card
    if e[F_OPTIONAL] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
        return False
    if e[F_ONCE] != 0:
        spend_once(st, tb, t_uid, r)
    if keeps:
        log_effect(st, p, c, A_STAY, top, 1, p, uid)   # announced before its cost, as the keeping effects are
    log_effect(st, p, c, A_DELAY, c, 0, p, t_uid)   # the cost: the option trashed
    clear_slot(st, tb, p, t)
    if k < 0:
        return False
    if keeps:
        s = find_uid(st, p, uid)
        n = st.stk_n[p, s]
        for i in range(NSLOT):   # the leaving may come from an effect working through its targets in st.chosen
            st.cand[NSLOT + i] = st.chosen[i]
        digivolve_from_hand(st, tb, p, k, uid, c)
        for i in range(NSLOT):
            st.chosen[i] = st.cand[NSLOT + i]
        s = find_uid(st, p, uid)
        return s >= 0 and st.stk_n[p, s] > n
    if tb.eff[k, F_ACTION] != A_PLAY_FROM_HAND:
        return False
    if player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS) or st.fld_n[p] >= NSLOT:
        return False
    for i in range(NSLOT):   # the leaving may come from an effect working through its targets in st.chosen
        st.cand[NSLOT + i] = st.chosen[i]
    play_free_from_hand(st, tb, p, k, c)
    for i in range(NSLOT):
        st.chosen[i] = st.cand[NSLOT + i]
    return False


@engine_jit
def hand_digivolution_ready(st, tb, p, r, uid):
    """p's Digimon uid may digivolve now into a Digimon card of p's hand that row r's filters pass, a digivolution
    requirement of it met (a free digivolution by an effect)."""
    s = find_uid(st, p, uid)
    if s < 1 or st.stk_n[p, s] >= STACK or not is_digimon_slot(st, tb, p, s) or restricted(st, tb, p, s, CANT_DIGIVOLVE):
        return False
    for i in range(st.hand_n[p]):
        c = st.hand[p, i]
        if tb.kind[c] == K_DIGIMON and digivolve_cost_at(st, tb, p, c, s) >= 0 and card_matches(tb, tb.eff[r], c):
            return True
    return False


@engine_jit
def play_free_from_hand(st, tb, p, r, c):
    """p plays for free 1 card of the hand that row r's filters pass, the pilot picking it (none: nothing); logged as
    card c's play_from_hand."""
    i = take_card_from_pile(st, tb, p, r, st.hand[p], st.hand_n[p])
    if i >= 0:
        played = st.hand[p, i]
        remove_at(st.hand[p], st.hand_n[p], i)
        st.hand_n[p] -= 1
        log_effect(st, p, c, A_PLAY_FROM_HAND, played, 0, p, -1)
        play_card(st, tb, p, played, 0, True)


@engine_jit
def play_before_other_leaves(st, tb, p, t, r, c, t_uid, uid, top):
    """An own_digimon_would_leave row of p's Digimon or Tamer t_uid (slot t, card c, row r) that plays a card from
    the hand or from beneath that Digimon (play_from_hand_or_digivolution_cards), or from the hand only
    (play_from_hand): before p's Digimon uid (top card `top`)
    leaves, its window, once per turn, `card.` filters and condition allowing and a card there to play, its owner's
    pilot takes or leaves it; the card comes from beneath t_uid when t_uid is the one leaving or the hand has none,
    else from the hand. The Digimon leaves all the same."""
    e = tb.eff[r]
    if t < 0 or e[F_TRIGGER] != T_OWN_DIGIMON_WOULD_LEAVE or not window_ok(st, p, e[F_WINDOW]):
        return
    if e[F_ONCE] != 0 and once_spent(st, tb, t_uid, r):
        return
    if e[F_COND] == C_CAUSE_CARD and not card_matches(tb, e, top):
        return
    if e[F_COND] == C_CAUSE_HAS and (e[F_COND_ARG] <= 0 or ((tb.match_bits[top] >> (e[F_COND_ARG] - 1)) & 1) == 0):
        return
    if tb.kind[top] == K_TAMER and not leaving_tamer_kept(e):
        return
    if not row_condition_holds(st, tb, p, t, r):
        return
    if player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS) or st.fld_n[p] >= NSLOT:
        return
    under = 0
    for i in range(st.stk_n[p, t] - 1 if e[F_ACTION] == A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS else 0):
        x = st.stk[p, t, i]
        if tb.kind[x] == K_DIGIMON and tb.face_up[x] == x and card_matches(tb, e, x):
            under += 1
    in_hand = 0
    for i in range(st.hand_n[p]):
        x = st.hand[p, i]
        if tb.kind[x] == K_DIGIMON and card_matches(tb, e, x):
            in_hand += 1
    if under == 0 and in_hand == 0:
        return
    if e[F_OPTIONAL] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
        return
    if e[F_ONCE] != 0:
        spend_once(st, tb, t_uid, r)
    for i in range(NSLOT):   # the leaving may come from an effect working through its targets in st.chosen
        st.cand[NSLOT + i] = st.chosen[i]
    if under > 0 and (in_hand == 0 or t_uid == uid):
        play_from_digivolution_cards(st, tb, p, r, c, t_uid)
    else:
        play_free_from_hand(st, tb, p, r, c)
    for i in range(NSLOT):
        st.chosen[i] = st.cand[NSLOT + i]


@engine_jit
def draw_then_play_before_leaving(st, tb, p, t, r, c, t_uid):
    """A would_leave_any_way effect of p's Digimon t_uid (slot t, card c, row r) that draws, then plays
    (play_from_hand_or_digivolution_cards, row r + 1, `may`): before this Digimon leaves, its window, once per turn
    and condition allowing, p draws amount cards; then, with a matching Digimon card beneath it or in the hand,
    the pilot may play 1 without paying the cost (from beneath it when there is one there, as
    play_before_other_leaves does for the Digimon leaving). It leaves all the same."""
    e = tb.eff[r]
    if t < 0 or not window_ok(st, p, e[F_WINDOW]) or (e[F_ONCE] != 0 and once_spent(st, tb, t_uid, r)):
        return
    if not row_condition_holds(st, tb, p, t, r):
        return
    if e[F_ONCE] != 0:
        spend_once(st, tb, t_uid, r)
    log_effect(st, p, c, A_DRAW, -1, e[F_AMOUNT], p, -1)
    for _ in range(e[F_AMOUNT]):
        if not draw_card(st, p):
            if (tb.rules & RS_EMPTY_DECK_DRAW_LOSES) != 0:
                end_game(st, 1 - p, R_DECK_OUT)   # [GAP] §14.11 switched
            break
        st.g[G_HAND_ADDED] |= 1 << p
    k = r + 1
    if k >= tb.n_rows or tb.eff[k, F_CHAIN] == 0 or tb.eff[k, F_ACTION] != A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS:
        return
    if player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS) or st.fld_n[p] >= NSLOT:
        return
    under = 0
    for i in range(st.stk_n[p, t] - 1):
        x = st.stk[p, t, i]
        if tb.kind[x] == K_DIGIMON and tb.face_up[x] == x and card_matches(tb, tb.eff[k], x):
            under += 1
    in_hand = 0
    for i in range(st.hand_n[p]):
        x = st.hand[p, i]
        if tb.kind[x] == K_DIGIMON and card_matches(tb, tb.eff[k], x):
            in_hand += 1
    if (under == 0 and in_hand == 0) or not chained_choice(st, tb, p, k):
        return
    for i in range(NSLOT):   # the leaving may come from an effect working through its targets in st.chosen
        st.cand[NSLOT + i] = st.chosen[i]
    if under > 0:
        play_from_digivolution_cards(st, tb, p, k, c, t_uid)
    else:
        play_free_from_hand(st, tb, p, k, c)
    for i in range(NSLOT):
        st.chosen[i] = st.cand[NSLOT + i]


@engine_jit
def dna_before_leaving(st, tb, p, t, r, c, t_uid, uid, top):
    """An own_digimon_would_leave row of p's Digimon t_uid (slot t, card c, row r) that DNA digivolves
    (dna_digivolve_before_leaving): before p's Digimon uid (top card `top`) leaves, its window, once per turn, `card.`
    filters and conditions allowing and a pair and card there, its owner's pilot takes or leaves it; then uid and
    another of p's Digimon DNA digivolve into a card of p's hand passing the row's filters whose DNA requirement
    they meet (RULES.md §10.3; filter=pay_cost: its DNA cost paid), the pilot picking the pair and the card. The
    result is a new Digimon (General Rules: a DNA digivolution makes one new Digimon of the two), so uid is no
    longer there to leave: announced as a `stay` of uid, then the digivolution. Returns True if it DNA digivolved.
    [GAP] README: that the leaving is then void rests on §10.3's new Digimon, no rule text naming this case."""
    e = tb.eff[r]
    if t < 0 or e[F_TRIGGER] != T_OWN_DIGIMON_WOULD_LEAVE or not window_ok(st, p, e[F_WINDOW]):
        return False
    if (e[F_ONCE] != 0 and once_spent(st, tb, t_uid, r)) or tb.kind[top] == K_TAMER or tb.dna_any == 0:
        return False
    if e[F_COND] == C_CAUSE_CARD and not card_matches(tb, e, top):
        return False
    if e[F_COND] == C_CAUSE_HAS and (e[F_COND_ARG] <= 0 or ((tb.match_bits[top] >> (e[F_COND_ARG] - 1)) & 1) == 0):
        return False
    if not row_condition_holds(st, tb, p, t, r):
        return False
    a = find_uid(st, p, uid)
    if a < 1:
        return False
    pay = (e[F_FILTER] & FL_PAY_COST) != 0
    for i in range(NSLOT):   # the leaving may come from an effect working through its targets in st.chosen
        st.cand[NSLOT + i] = st.chosen[i]
    n = 0
    for o in range(1, st.fld_n[p]):
        for i in range(st.hand_n[p]):
            if not dna_hand_card_fits(st, tb, p, e, pay, i, a, o):
                continue
            if n >= NSLOT:
                st.g[G_OVERFLOW] += 1
                continue
            st.chosen[n] = o * PILE + i
            n += 1
    done = False
    if n > 0 and (e[F_OPTIONAL] == 0 or decide_optional(st.g[G_PILOT0 + p], st, tb, p, r)):
        if e[F_ONCE] != 0:
            spend_once(st, tb, t_uid, r)
        k = choose_digivolution(st.g[G_PILOT0 + p], st, tb, p, n)
        o = st.chosen[k] // PILE
        x = take_from_hand(st, p, st.chosen[k] % PILE)
        cost = tb.dna_cost[x] if pay else 0
        log_effect(st, p, c, A_STAY, top, 1, p, uid)   # it won't leave: announced before the digivolution
        log_effect(st, p, c, A_DNA_DIGIVOLVE_BEFORE_LEAVING, x, cost, p, uid)
        if dna_pair_ok(st, tb, p, x, a, o):
            s = dna_digivolve(st, tb, p, x, a, o, cost)
        else:
            s = dna_digivolve(st, tb, p, x, o, a, cost)
        collect_effect_played_or_digivolved(st, tb, p, x, st.uid[p, s])
        done = True
    for i in range(NSLOT):
        st.chosen[i] = st.cand[NSLOT + i]
    return done


@engine_jit
def colors_beneath(st, tb, p, uid):
    """The colours among the digivolution cards of p's Digimon uid (0 once it is gone)."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    return digivolution_card_colors(st, tb, p, s) if s >= 1 else 0


@engine_jit
def under_save_fits(tb, e, top, c):
    """Digivolution card c may go under a Tamer by the row e of Digimon whose top card is `top`: <Material Save>
    (material_save) takes a card fitting an entry of top's DigiXros requirement, digivolution_cards_under_tamer a
    Digimon card passing the row's own filters."""
    if e[F_ACTION] == A_DIGIVOLUTION_CARDS_UNDER_TAMER:
        return tb.kind[c] == K_DIGIMON and card_matches(tb, e, c)
    f = tb.eff_first[top]
    for k in range(f, f + tb.eff_n[top]):
        x = tb.eff[k]
        if x[F_ACTION] == A_DIGIXROS and x[F_TRIGGER] == T_STATIC and x[F_SOURCE] == S_MAIN and card_matches(tb, x, c):
            return True
    return False


@engine_jit
def save_before_leaving(st, tb, p, t, r, c, uid):
    """A would_leave_any_way row of p's Digimon uid (slot t) that places cards from its digivolution cards under 1
    of p's Tamers (material_save, digivolution_cards_under_tamer) while it is still there: its window, once per turn
    and condition (the leaving's cause) allowing, its owner's pilot taking or leaving it, then picking the Tamer
    and, one by one, the cards (each logged: the card, the Tamer's uid); a play_placed row after it plays 1 of
    them for free. The Digimon leaves all the same."""
    e = tb.eff[r]
    if t < 0 or st.stk_n[p, t] < 2 or not window_ok(st, p, e[F_WINDOW]):
        return
    if (e[F_ONCE] != 0 and once_spent(st, tb, uid, r)) or not row_condition_holds(st, tb, p, t, r):
        return
    top = top_card(st, p, t)
    n = 0
    for i in range(st.stk_n[p, t] - 1):
        if under_save_fits(tb, e, top, st.stk[p, t, i]):
            n += 1
    m = 0
    for u in range(1, st.fld_n[p]):
        if u != t and st.stk_n[p, u] > 0 and st.stk_n[p, u] < STACK and tb.kind[top_card(st, p, u)] == K_TAMER:
            m += 1
    if n == 0 or m == 0:
        return
    if e[F_OPTIONAL] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
        return
    if e[F_ONCE] != 0:
        spend_once(st, tb, uid, r)
    # the leaving may come from an effect working through its targets in st.chosen: they wait in st.cand's upper half
    for i in range(NSLOT):
        st.cand[NSLOT + i] = st.chosen[i]
    m = 0
    for u in range(1, st.fld_n[p]):
        if u != t and st.stk_n[p, u] > 0 and st.stk_n[p, u] < STACK and tb.kind[top_card(st, p, u)] == K_TAMER:
            st.cand[m] = p * NSLOT + u
            m += 1
    g = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, e[F_ACTION], e[F_AMOUNT], m)] % NSLOT
    most = min(n, e[F_AMOUNT], STACK - st.stk_n[p, g])
    if e[F_UPTO] != 0 and most > 0:
        k = 0
        for i in range(st.stk_n[p, t] - 1):
            if under_save_fits(tb, e, top, st.stk[p, t, i]):
                st.cand[k] = i
                k += 1
        most = choose_card_count(st.g[G_PILOT0 + p], st, tb, p, st.stk[p, t], k, most)
    placed = 0
    for _ in range(most):
        k = 0
        for i in range(st.stk_n[p, t] - 1):
            if under_save_fits(tb, e, top, st.stk[p, t, i]):
                st.cand[k] = i
                k += 1
        if k == 0:
            break
        i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.stk[p, t], k)]
        x = face_up(st, remove_at(st.stk[p, t], st.stk_n[p, t], i))   # under a Tamer: its card (no twin there)
        st.stk_n[p, t] -= 1
        for j in range(st.stk_n[p, g], 0, -1):
            st.stk[p, g, j] = st.stk[p, g, j - 1]
        st.stk[p, g, 0] = x
        st.stk_n[p, g] += 1
        placed += 1
        log_effect(st, p, c, e[F_ACTION], x, 1, p, st.uid[p, g])
    k = r + 1
    if placed > 0 and k < tb.n_rows and tb.eff[k, F_CHAIN] != 0 and tb.eff[k, F_CARD] == tb.eff[r, F_CARD] \
            and tb.eff[k, F_ACTION] == A_PLAY_PLACED and st.fld_n[p] < NSLOT \
            and not player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS):
        for i in range(placed):   # the cards just placed: the Tamer's bottom ones
            st.cand[i] = i
        i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.stk[p, g], placed)]
        x = remove_at(st.stk[p, g], st.stk_n[p, g], i)
        st.stk_n[p, g] -= 1
        log_effect(st, p, c, A_PLAY_PLACED, x, 0, p, -1)
        play_card(st, tb, p, x, 0, True)
    for i in range(NSLOT):
        st.chosen[i] = st.cand[NSLOT + i]


@engine_jit
def own_delete_cost_candidates(st, tb, p, e, t_uid):
    """Fill st.cand with p's Digimon (p * NSLOT + slot) that the delete_own_cost of row e (an effect of p's Digimon
    t_uid) may delete; returns how many."""
    n = 0
    for s in range(1, st.fld_n[p]):
        if digimon_matches(st, tb, e, p, s, t_uid):
            st.cand[n] = p * NSLOT + s
            n += 1
    return n


@engine_jit
def pay_leaving_cost(st, tb, p, r, card, t_uid, leaving):
    """The cost of the would-leave effect at row r (card `card` of p's Digimon t_uid; p's Digimon `leaving` would
    leave, -1: those keep_together marked): delete 1 of p's Digimon passing
    its filters, trash cards from the hand or from under a Tamer, suspend the Digimon t_uid, place 1 of p's Digimon
    in the security stack, trash p's top security cards, or return this Digimon to the hand. False if it can't be paid. [GAP] A cost: nothing prevents it
    (no effect runs before the Digimon it moves leaves, but <Decode>)."""
    e = tb.eff[r]
    a = e[F_ACTION]
    t = find_uid(st, p, t_uid)
    if t < 0:
        return False
    if a == A_DELETE_OWN_COST:
        n = own_delete_cost_candidates(st, tb, p, e, t_uid)
        if n == 0:
            return False
        i = choose_target(st.g[G_PILOT0 + p], st, tb, p, a, e[F_AMOUNT], n)
        remove_deleted(st, tb, p, st.cand[i] % NSLOT, DEL_EFFECT)
        return True
    if a == A_TRASH_FROM_HAND_COST:
        return trash_from_hand_cost(st, tb, p, r, card)
    if a == A_SUSPEND_SELF_COST:   # the Digimon whose effect it is (leaving_row_ready: it is unsuspended)
        if st.susp[p, t] != 0:
            return False
        st.susp[p, t] = 1
        log_effect(st, p, card, a, card, 0, p, t_uid)
        collect_slot(st, tb, T_WHEN_SUSPENDED, p, t, 0, 0)
        collect_field(st, tb, T_OPPONENT_SUSPENDED, 1 - p, t_uid)
        collect_field(st, tb, T_OWN_DIGIMON_SUSPENDED, p, event_aux(top_card(st, p, t), t_uid))
        collect_any_suspended(st, tb, p, t)
        return True
    if a == A_TRASH_UNDER_TAMER_COST:
        return trash_under_tamer_cost(st, tb, p, e[F_AMOUNT], card)
    if a == A_PLACE_OWN_IN_SECURITY_COST:
        return place_own_in_security_cost(st, tb, p, r, t_uid, card, leaving)
    if a == A_TRASH_OWN_SECURITY:
        return trash_own_security(st, tb, p, r, t_uid, card)
    if a == A_TRASH_LINK_COST:
        return trash_link_cost(st, tb, p, t, card)
    if a == A_FLIP_FACE_UP_SECURITY_COST:
        return flip_face_up_security(st, p, card)
    if a == A_RETURN_DIGIVOLUTION_CARDS_COST:
        return return_digivolution_cards_cost(st, tb, p, r, card, t_uid, t_uid)
    if a == A_TRASH_BOTTOM_FACE_DOWN_OR_COST:
        return trash_bottom_face_down_or_cost(st, tb, p, r, t_uid, card)
    if a == A_DELETE_COST:
        return delete_cost(st, tb, p, r, t_uid, card)
    if a == A_TRASH_OWN_DIGIVOLUTION_COST:   # cards from beneath the Digimon whose effect it is
        return trash_own_digivolution_cost(st, tb, p, r, t_uid, card)
    if a == A_TRASH_SAME_LEVEL_DIGIVOLUTION_COST:
        return trash_same_level_digivolution_cost(st, tb, p, r, t_uid, card)
    if a == A_BOUNCE and e[F_TARGET] == TG_SELF:
        if restricted(st, tb, p, t, CANT_BE_RETURNED):
            return False   # a cost it can't pay
        log_effect(st, p, card, a, top_card(st, p, t), 1, p, t_uid)
        decode_before_leaving(st, tb, p, t)
        t = find_uid(st, p, t_uid)
        n = st.stk_n[p, t]
        for i in range(n - 1):
            to_trash(st, p, st.stk[p, t, i])
        to_hand(st, p, st.stk[p, t, n - 1])
        close_slot(st, p, t)
        return True
    return False


@engine_jit
def keep_together(st, tb, n, a):
    """The Digimon whose uids are st.chosen[0:n] would leave the battle area at once, by the effect resolving now
    (a: delete or bounce). For each owner, an own_digimon_would_leave effect that would keep two or more of them
    ("they don't leave") is offered once, before any leaves: announced for each (a `stay` event), its cost paid, they
    all stay (their st.chosen entries become -1). The others are decided one by one as they leave (stays_instead).
    [GAP] A rule check deletes its Digimon one by one."""
    if n < 2 or ((tb.trigger_any >> T_OWN_DIGIMON_WOULD_LEAVE) & 1) == 0:
        return
    before = st.g[G_LEAVING]
    st.g[G_LEAVING] = (LEAVE_DELETED if a == A_DELETE else LEAVE_MOVED) | (st.g[G_EFFECT_PLAYER] << 2)
    for pl in range(2):
        done = 0
        while True:
            r, c, t_uid = next_leaving_row(st, tb, pl, -1, done)   # uid -1: own_digimon_would_leave rows only
            if r < 0:
                break
            done = r + 1
            k = stay_row(tb, r)
            if k >= 0 and tb.eff[k, F_COUNT] == 1:
                continue   # "1 of those Digimon doesn't leave": decided one by one as they leave (stays_instead)
            t = find_uid(st, pl, t_uid)
            m = 0
            for i in range(n):   # those it keeps: marked -2 - uid until it is paid or not
                u = st.chosen[i]
                s = find_uid(st, pl, u) if u >= 0 else -1
                if s >= 1 and not (a == A_DELETE and cant_be_deleted(st, tb, pl, s, DEL_EFFECT)) \
                        and leaving_row_ready(st, tb, pl, t, r, c, u, t_uid, top_card(st, pl, s)):
                    st.chosen[i] = -2 - u
                    m += 1
            paid = False
            if m >= 2 and (tb.eff[r, F_OPTIONAL] == 0 or decide_optional(st.g[G_PILOT0 + pl], st, tb, pl, r)):
                for i in range(n):
                    if st.chosen[i] <= -2:
                        u = -2 - st.chosen[i]
                        log_effect(st, pl, c, A_STAY, top_card(st, pl, find_uid(st, pl, u)), 1, pl, u)
                paid = pay_leaving_cost(st, tb, pl, r, c, t_uid, -1)
                if paid and tb.eff[r, F_ONCE] != 0:
                    spend_once(st, tb, t_uid, r)
            for i in range(n):
                if st.chosen[i] <= -2:
                    st.chosen[i] = -1 if paid else -2 - st.chosen[i]
    st.g[G_LEAVING] = before


@engine_jit
def next_leaving_row(st, tb, p, uid, first):
    """The first effect row >= first (card order of the tables) of p's battle area that may run before p's Digimon
    uid leaves: its own would_leave_any_way rows, any card's own_digimon_would_leave rows. (row, card, uid of the
    Digimon whose row it is), (-1, -1, -1) for none."""
    best = -1
    bc = -1
    bu = -1
    for t in range(1, st.fld_n[p]):
        n = st.stk_n[p, t]
        for i in range(n):
            c = st.stk[p, t, i]
            src = S_MAIN if i == n - 1 else S_INHERITED
            bits = tb.trigger_bits[c, src]
            if ((bits >> T_OWN_DIGIMON_WOULD_LEAVE) & 1) == 0 and (
                    st.uid[p, t] != uid or ((bits >> T_WOULD_LEAVE_ANY_WAY) & 1) == 0):
                continue
            f = tb.eff_first[c]
            for k in range(max(f, first), f + tb.eff_n[c]):
                tr = tb.eff[k, F_TRIGGER]
                if tb.eff[k, F_SOURCE] == src and tb.eff[k, F_CHAIN] == 0 and (best < 0 or k < best) and (
                        tr == T_OWN_DIGIMON_WOULD_LEAVE or (tr == T_WOULD_LEAVE_ANY_WAY and st.uid[p, t] == uid)):
                    best = k
                    bc = c
                    bu = st.uid[p, t]
                    break
        if st.uid[p, t] == uid and st.lnk_n[p, t] > 0:   # the would_leave_any_way rows of its link cards
            for i in range(st.lnk_n[p, t]):
                c = st.lnk[p, t, i]
                f = tb.eff_first[c]
                if f < 0:
                    continue
                for k in range(max(f, first), f + tb.eff_n[c]):
                    if tb.eff[k, F_SOURCE] == S_LINK and tb.eff[k, F_CHAIN] == 0 and (best < 0 or k < best) and \
                            tb.eff[k, F_TRIGGER] == T_WOULD_LEAVE_ANY_WAY:
                        best = k
                        bc = c
                        bu = uid
                        break
    return best, bc, bu


@engine_jit(inline=True)
def leaving_tamer_kept(e):
    """An own_digimon_would_leave row reaches a leaving Tamer: its card.kind= or card.kinds= names Tamers
    ("any of your ... Digimon or Tamers would leave")."""
    return e[F_COND] == C_CAUSE_CARD and (e[F_KIND] == K_TAMER or (e[F_KINDS] >> K_TAMER) & 1 != 0)


@engine_jit
def leaving_row_ready(st, tb, p, t, r, c, uid, t_uid, top):
    """Whether the effect at row r (card c of p's Digimon in slot t) would keep p's Digimon uid (top card `top`)
    in the battle area now: its timing's window, once per turn, `card.` filters and condition, and those of its
    `stay` clause (the Digimon it keeps, the cause of the leaving)."""
    if t < 0:
        return False
    e = tb.eff[r]
    k = stay_row(tb, r)
    if k < 0 or not window_ok(st, p, e[F_WINDOW]):
        return False
    if e[F_ONCE] != 0 and once_spent(st, tb, t_uid, r):
        return False
    if e[F_ACTION] == A_SUSPEND_SELF_COST and st.susp[p, t] != 0:   # a cost it can't pay
        return False
    if e[F_ACTION] == A_DELETE_COST and delete_cost_candidates(st, tb, p, e, t_uid) == 0:
        return False
    if e[F_ACTION] == A_DELETE_OWN_COST and own_delete_cost_candidates(st, tb, p, e, t_uid) == 0:
        return False
    if e[F_ACTION] == A_PLACE_OWN_IN_SECURITY_COST and own_security_cost_candidates(st, tb, p, e, t_uid, uid) == 0:
        return False   # announced only when its cost can be paid
    if e[F_ACTION] == A_RETURN_DIGIVOLUTION_CARDS_COST and matching_digivolution_cards(st, tb, p, t, e) < e[F_AMOUNT]:
        return False
    if e[F_ACTION] == A_TRASH_OWN_DIGIVOLUTION_COST and matching_digivolution_cards(st, tb, p, t, e) < max(
            e[F_AMOUNT], 1):
        return False
    if e[F_ACTION] == A_FLIP_FACE_UP_SECURITY_COST and uppermost_face_up_security(st, p) < 0:
        return False
    if e[F_ACTION] == A_TRASH_SAME_LEVEL_DIGIVOLUTION_COST and same_level_digivolution_cards(
            st, tb, p, t, max(e[F_AMOUNT], 1), 0) == 0:
        return False
    if e[F_ACTION] == A_TRASH_BOTTOM_FACE_DOWN_OR_COST and face_down_or_matching(st, tb, p, t, e) < max(
            e[F_AMOUNT], 1):
        return False
    if e[F_COND] == C_CAUSE_CARD and not card_matches(tb, e, top):
        return False
    if e[F_TRIGGER] == T_OWN_DIGIMON_WOULD_LEAVE and tb.kind[top] == K_TAMER and not leaving_tamer_kept(e):
        return False   # "any of your Digimon": a Tamer only where its card.kind(s)= says so
    if e[F_COND] == C_CAUSE_HAS and (e[F_COND_ARG] <= 0 or ((tb.match_bits[top] >> (e[F_COND_ARG] - 1)) & 1) == 0):
        return False
    if not row_condition_holds(st, tb, p, t, r):
        return False
    kept = t_uid if tb.eff[k, F_TARGET] == TG_SELF else uid
    if kept != uid or ((tb.eff[k, F_FILTER] & FL_OTHER) != 0 and t_uid == uid):
        return False
    return row_condition_holds(st, tb, p, t, k)


@engine_jit
def cant_be_deleted(st, tb, p, s, cause):
    """A `cant be_deleted...` restriction keeps the Digimon in slot s of p from a deletion with this cause
    ([GAP] a 0 DP rule check is neither "in battle" nor "by effects": only `be_deleted` stops it)."""
    if restricted(st, tb, p, s, CANT_BE_DELETED):
        return True
    if cause == DEL_BATTLE:
        return restricted(st, tb, p, s, CANT_BE_DELETED_IN_BATTLE)
    if cause == DEL_EFFECT:
        return restricted(st, tb, p, s, CANT_BE_DELETED_BY_EFFECTS)
    return False


@engine_jit
def prevent_deletion(st, tb, p, s, cause):
    """<Evade>, <Armor Purge>, <Barrier> (in battle) of the Digimon in slot s of p, before its deletion: its
    owner picks one that can be paid (strategies.pilots.choose_deletion_save); True if one prevented it."""
    bit = np.int64(1) << A_KEYWORD
    if ((tb.self_static_any | tb.field_digimon_any) & bit) == 0:
        granted = False
        for i in range(st.g[G_MODN]):
            if st.mod[i, MOD_ACTION] == A_KEYWORD:
                granted = True
                break
        if not granted:
            return False   # no card of the match has a `keyword` row and none is granted now
    usable = 0
    must = False
    if st.susp[p, s] == 0 and has_named_keyword(st, tb, p, s, KW_EVADE) and not restricted(st, tb, p, s, CANT_SUSPEND):
        usable |= 1 << KW_EVADE
    if st.stk_n[p, s] > 1 and has_named_keyword(st, tb, p, s, KW_ARMOR_PURGE):
        usable |= 1 << KW_ARMOR_PURGE
    if cause == DEL_BATTLE and st.sec_n[p] > 0 and has_named_keyword(st, tb, p, s, KW_BARRIER):
        usable |= 1 << KW_BARRIER
        must = True   # no "you may": the security card goes
    x = fragment_cards(st, tb, p, s)
    if x > 0 and trashable_under(st, tb, p, s) >= x:
        usable |= 1 << KW_FRAGMENT
    if leaving_by(st, cause) != 1 + p and other_digimon(st, tb, p, s) > 0 \
            and has_named_keyword(st, tb, p, s, KW_SCAPEGOAT):
        usable |= 1 << KW_SCAPEGOAT
    if cause == DEL_EFFECT and leaving_by(st, cause) == 2 - p and decoys(st, tb, p, s) > 0:
        usable |= 1 << KW_DECOY
    if usable == 0:
        return False
    k = choose_deletion_save(st.g[G_PILOT0 + p], st, tb, p, s, usable, must)
    if k == 0:
        return False
    if k == KW_DECOY:
        decoy_instead(st, tb, p, s)
        return True
    c = top_card(st, p, s)
    log_effect(st, p, c, A_KEYWORD, c, -k, p, st.uid[p, s])   # a negative amount: the keyword's rule ran
    if k == KW_EVADE:
        suspend_slot(st, tb, p, s)
    elif k == KW_ARMOR_PURGE:   # the top card goes; the Digimon keeps its state under its new top card
        to_trash(st, p, c)
        st.stk_n[p, s] -= 1
        st.top[p, s] = st.stk[p, s, st.stk_n[p, s] - 1]
        st.g[G_TOPS_CHANGED] = 1
        note_card(st, p, st.top[p, s], CR_FIELD)
    elif k == KW_FRAGMENT:   # any x of its digivolution cards, one by one, as the pilot picks
        for _ in range(x):
            trash_digivolution_card(st, tb, p, s, choose_burst_card(st.g[G_PILOT0 + p], st, tb, p, s))
    elif k == KW_SCAPEGOAT:   # another of p's Digimon, as the pilot picks ([GAP] a cost: nothing prevents it)
        n = other_digimon(st, tb, p, s)
        i = choose_target(st.g[G_PILOT0 + p], st, tb, p, A_DELETE_OWN_COST, 0, n)
        remove_deleted(st, tb, p, st.cand[i] % NSLOT, DEL_EFFECT)
    elif k == KW_DECOY:
        return True   # decoy_instead deleted the Digimon with <Decoy> (logged there)
    else:   # <Barrier>: its trashed card left the security stack like any other (the "removed from" timings)
        st.sec_n[p] -= 1
        st.sec_up[p, st.sec_n[p]] = 0
        security_to_trash(st, tb, p, st.sec[p, st.sec_n[p]])
        security_removed(st, tb, p)
    return True


@engine_jit
def decoys(st, tb, p, s):
    """p's other Digimon whose <Decoy (X)> covers the Digimon in slot s (its top card passes the filters of one of
    their static `keyword decoy` rows: the top card's own, the inherited ones beneath) into st.cand (p * NSLOT +
    slot); returns how many."""
    if not keyword_in_play(st, tb):
        return 0
    c = top_card(st, p, s)
    n = 0
    for t in range(1, st.fld_n[p]):
        if t == s or not is_digimon_slot(st, tb, p, t) or not has_named_keyword(st, tb, p, t, KW_DECOY):
            continue
        m = st.stk_n[p, t]
        covers = False
        for i in range(first_source(st, tb, p, t), m):
            b = st.stk[p, t, i]
            src = S_MAIN if i == m - 1 else S_INHERITED
            f = tb.eff_first[b]
            for r in range(f, f + tb.eff_n[b]):
                e = tb.eff[r]
                if e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == A_KEYWORD \
                        and e[F_AMOUNT] == KW_DECOY and card_matches(tb, e, c):
                    covers = True
        if covers:
            st.cand[n] = p * NSLOT + t
            n += 1
    return n


@engine_jit
def decoy_instead(st, tb, p, s):
    """<Decoy>: p's Digimon in slot s would be deleted by the opponent's effect; one of p's Digimon whose <Decoy>
    covers it, as the pilot picks, is deleted instead, by p's effect (its rule logged first)."""
    n = decoys(st, tb, p, s)
    i = choose_target(st.g[G_PILOT0 + p], st, tb, p, A_DELETE_OWN_COST, 0, n)
    t = st.cand[i] % NSLOT
    d = top_card(st, p, t)
    log_effect(st, p, d, A_KEYWORD, d, -KW_DECOY, p, st.uid[p, t])   # a negative amount: the keyword's rule ran
    by = st.g[G_EFFECT_PLAYER]
    st.g[G_EFFECT_PLAYER] = 1 + p   # deleted by its owner's effect
    remove_deleted(st, tb, p, t, DEL_EFFECT)   # [GAP] like a cost: nothing prevents it
    st.g[G_EFFECT_PLAYER] = by


@engine_jit
def other_digimon(st, tb, p, s):
    """p's Digimon other than the one in slot s into st.cand (q * NSLOT + slot); returns how many."""
    n = 0
    for t in range(1, st.fld_n[p]):
        if t != s and is_digimon_slot(st, tb, p, t):
            st.cand[n] = p * NSLOT + t
            n += 1
    return n


@engine_jit
def fragment_cards(st, tb, p, s):
    """N of the <Fragment N> p's Digimon in slot s gives itself (its static `keyword fragment` rows: the top card's,
    the inherited ones beneath; the row's count), 0 without."""
    if not has_named_keyword(st, tb, p, s, KW_FRAGMENT):
        return 0
    n = st.stk_n[p, s]
    x = 0
    for i in range(n):
        c = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == A_KEYWORD \
                    and e[F_AMOUNT] == KW_FRAGMENT and e[F_COUNT] > x:
                x = e[F_COUNT]
    return x


@engine_jit
def remove_deleted(st, tb, p, s, cause):
    """Delete the Digimon in slot s of p: its On Deletion effects (activating from the trash), then "when
    one of your Digimon is deleted" and, for a rule-check deletion at 0 DP, the opponent's "deleted by
    dropping to 0 DP" effects are queued."""
    c = top_card(st, p, s)
    uid = st.uid[p, s]
    if cause != DEL_BATTLE:
        decode_before_leaving(st, tb, p, s)
    had_sources = st.stk_n[p, s] > 1
    log_event(st, p, E_DELETE, c, p, cause, uid, 0, 0)
    collect_slot(st, tb, T_ON_DELETION, p, s, cause, 1)
    queue_gained_on_deletion(st, tb, p, uid, cause)
    if had_sources and has_named_keyword(st, tb, p, s, KW_FORTITUDE):   # a trigger too, from the trash
        push_pending(st, p, FORTITUDE_ROW, -1, c, 0, 1)
    if has_named_keyword(st, tb, p, s, KW_ASCENSION):   # a trigger too, from the trash
        push_pending(st, p, ASCENSION_ROW, -1, c, 0, 1)
    was_tamer = tb.kind[c] == K_TAMER
    clear_slot(st, tb, p, s)
    collect_field(st, tb, T_OWN_DIGIMON_DELETED, p, c)   # the card: for `card.` filters
    if was_tamer:   # "when one of your Tamers is deleted"
        collect_field(st, tb, T_OWN_TAMER_DELETED, p, c)
    if had_sources:   # read before the stack went to the trash
        collect_field(st, tb, T_OWN_DIGIMON_WITH_SOURCES_DELETED, p, c)
    collect_field(st, tb, T_OPPONENT_DIGIMON_DELETED, 1 - p, c)
    collect_field(st, tb, T_OTHER_DELETED, p, c)   # "when other Digimon or Tamers are deleted": both sides
    collect_field(st, tb, T_OTHER_DELETED, 1 - p, c)
    if cause == DEL_BATTLE:   # "when other Digimon are deleted in battle": both sides
        collect_field(st, tb, T_OTHER_DELETED_IN_BATTLE, p, c)
        collect_field(st, tb, T_OTHER_DELETED_IN_BATTLE, 1 - p, c)
    if cause == DEL_RULE:
        collect_field(st, tb, T_OPPONENT_DELETED_BY_DP, 1 - p, uid)


@engine_jit
def decode_before_leaving(st, tb, p, s):
    """<Decode> (RULES.md section 9): p's Digimon in slot s would leave the battle area other than in battle. Each
    would_leave row of its cards (the top card's own, the inherited ones beneath) may play a matching card from
    its digivolution cards, free, while it is still there; its owner's pilot takes or leaves each. Called by the
    moves, not queued: the Digimon is gone by the time queued effects resolve."""
    if s == BREEDING or ((tb.trigger_any >> T_WOULD_LEAVE) & 1) == 0:
        return
    uid = st.uid[p, s]
    # the move may come from an effect working through its targets in st.chosen: they wait in st.cand's upper half
    for i in range(NSLOT):
        st.cand[NSLOT + i] = st.chosen[i]
    last = -1
    while True:   # its rows in row order, each once; a card played from beneath changes the stack
        r = -1
        c = -1
        n = st.stk_n[p, s]
        for i in range(n):
            t = st.stk[p, s, i]
            src = S_MAIN if i == n - 1 else S_INHERITED
            if ((tb.trigger_bits[t, src] >> T_WOULD_LEAVE) & 1) == 0:
                continue
            f = tb.eff_first[t]
            for k in range(f, f + tb.eff_n[t]):
                if tb.eff[k, F_TRIGGER] == T_WOULD_LEAVE and tb.eff[k, F_SOURCE] == src and tb.eff[k, F_CHAIN] == 0 \
                        and k > last and (r < 0 or k < r):
                    r = k
                    c = t
        if r < 0:
            break
        last = r
        if tb.eff[r, F_ACTION] != A_PLAY_FROM_DIGIVOLUTION_CARDS or st.stk_n[p, s] < 2:
            continue
        if tb.eff[r, F_OPTIONAL] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
            continue
        play_from_digivolution_cards(st, tb, p, r, c, uid)
    for i in range(NSLOT):
        st.chosen[i] = st.cand[NSLOT + i]


@engine_jit
def rule_check(st, tb):
    """RULES.md §7: battle-area Digimon without printed DP are trashed; those at 0 DP are deleted. All at
    once: the victims are found first, then removed."""
    # Without DP cuts a Digimon's DP is at least its printed DP, which only a new top card changes: then
    # there is nothing to find unless a top card changed since the last check.
    if st.g[G_TOPS_CHANGED] == 0 and tb.neg_static_dp == 0:
        cut = False
        for i in range(st.g[G_MODN]):
            if st.mod[i, MOD_ACTION] == A_DP and st.mod[i, MOD_AMOUNT] < 0:
                cut = True
                break
        if not cut:
            return
    st.g[G_TOPS_CHANGED] = 0
    if tb.link_any != 0:
        unlink_unfit(st, tb)
    while rule_check_once(st, tb):
        pass  # a removal may bring another Digimon to 0 DP (a DP aura gone): check again until none is left


@engine_jit
def rule_check_once(st, tb):
    """One simultaneous rule check; returns True if it removed anything."""
    cur = st.g[G_CUR]
    # the victims of both players are found first (slot bits, NSLOT < 64), then removed together, so a
    # removal cannot change whether another Digimon is at 0 DP; their triggers join one batch
    trash0 = 0
    trash1 = 0
    del0 = 0
    del1 = 0
    for k in range(2):
        p = cur if k == 0 else 1 - cur
        # DP only drops through DP cuts: without persistent ones, a Digimon's DP is at least its printed DP
        # plus every DP cut on p's side, so the DP sum is needed only where that bound reaches 0
        lowered = tb.neg_static_dp != 0
        cuts = 0
        for i in range(st.g[G_MODN]):
            if st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == A_DP and st.mod[i, MOD_AMOUNT] < 0:
                cuts += st.mod[i, MOD_AMOUNT]
        for s in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, s):
                c = top_card(st, p, s)
                if tb.dp[c] < 0 and tb.kind[c] != K_TAMER:   # a Tamer treated as a Digimon has its effect's DP
                    if p == 0:
                        trash0 |= 1 << s
                    else:
                        trash1 |= 1 << s
                elif (lowered or tb.dp[c] + cuts <= 0) and slot_dp(st, tb, p, s) <= 0 \
                        and not restricted(st, tb, p, s, CANT_BE_DELETED):
                    if p == 0:
                        del0 |= 1 << s
                    else:
                        del1 |= 1 << s
    if (trash0 | trash1 | del0 | del1) == 0:
        return False
    # found by slot, removed by uid: an effect that keeps a Digimon there may close another's slot by its cost.
    # The list waits in st.chosen, free between effects (a rule check comes only then; <Decode> keeps it as it was)
    n = 0
    for k in range(2):
        p = cur if k == 0 else 1 - cur
        trash = trash0 if p == 0 else trash1
        dele = del0 if p == 0 else del1
        for s in range(st.fld_n[p] - 1, 0, -1):
            if ((trash | dele) >> s) & 1:
                st.chosen[n] = (st.uid[p, s] * 2 + p) * 2 + ((trash >> s) & 1)
                n += 1
    for i in range(n):
        v = st.chosen[i]
        p = (v // 2) % 2
        s = find_uid(st, p, v // 4)
        if s < 0:
            continue
        if v % 2 == 1:
            c = top_card(st, p, s)
            log_event(st, p, E_TRASH, c, p, TRASH_NO_DP, st.uid[p, s], 0, 0)
            clear_slot(st, tb, p, s)
        else:
            delete_slot(st, tb, p, s, DEL_RULE)
    overflow_census(st, tb)
    return True


@engine_jit(inline=True)
def collect_effect_played_or_digivolved(st, tb, p, c, uid):
    """Queue the any_digimon_played_or_digivolved_by_effect effects of both players: an effect played p's Digimon
    `uid` as card c or digivolved it into c (and their any_digimon_played_or_digivolved effects, by an effect)."""
    if (tb.reach & REACH_EFFECT_PLAYED_OR_DIGIVOLVED) == 0:
        return   # no card of the match has the timing
    collect_field(st, tb, T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED_BY_EFFECT, p, event_aux(c, uid))
    collect_field(st, tb, T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED_BY_EFFECT, 1 - p, event_aux(c, uid))
    collect_any_played_or_digivolved(st, tb, p, c, uid, 1)


@engine_jit(inline=True)
def collect_any_played_or_digivolved(st, tb, p, c, uid, by_effect):
    """Queue the any_digimon_played_or_digivolved effects of both players: p's Digimon `uid` was played as card c or
    digivolved into c; aux is its event_aux * 2, + 1 where an effect did it (the condition by_effect)."""
    if (tb.reach & REACH_EFFECT_PLAYED_OR_DIGIVOLVED) == 0:
        return   # no card of the match has the timing
    collect_field(st, tb, T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED, p, 2 * event_aux(c, uid) + by_effect)
    collect_field(st, tb, T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED, 1 - p, 2 * event_aux(c, uid) + by_effect)


@engine_jit(inline=True)
def collect_any_suspended(st, tb, q, s):
    """Queue the any_digimon_suspended effects of both players for q's Digimon in slot s, just suspended: aux is its
    uid * 2, + 1 where an effect (or its cost) suspended it, an effect resolving (G_EFFECT_PLAYER); [GAP] <Alliance>
    is read as no effect."""
    if (tb.reach & REACH_ANY_SUSPENDED) == 0:
        return   # no card of the match has the timing
    aux = st.uid[q, s] * 2 + (1 if st.g[G_EFFECT_PLAYER] != 0 else 0)
    collect_field(st, tb, T_ANY_DIGIMON_SUSPENDED, q, aux)
    collect_field(st, tb, T_ANY_DIGIMON_SUSPENDED, 1 - q, aux)


@engine_jit
def suspend_slot(st, tb, q, s):
    """Suspend q's Digimon in slot s; its "when this Digimon suspends" and the other player's "when an opponent's
    Digimon becomes suspended" effects are queued."""
    if st.susp[q, s] != 0 or restricted(st, tb, q, s, CANT_SUSPEND):
        return
    st.susp[q, s] = 1
    queue_suspended(st, tb, q, s)


@engine_jit
def queue_suspended(st, tb, q, s):
    """q's card in slot s has just become suspended: its "when this Digimon suspends" and, for a Digimon, the other
    player's "when an opponent's Digimon becomes suspended" and both players' "when any Digimon suspends" effects are
    queued."""
    collect_slot(st, tb, T_WHEN_SUSPENDED, q, s, 0, 0)
    if is_digimon_slot(st, tb, q, s):   # a Digimon's (a Tamer treated as one too); aux: its uid and top card (event_aux)
        collect_field(st, tb, T_OPPONENT_SUSPENDED, 1 - q, st.uid[q, s])
        collect_field(st, tb, T_OWN_DIGIMON_SUSPENDED, q, event_aux(top_card(st, q, s), st.uid[q, s]))
        collect_any_suspended(st, tb, q, s)
    note_tamer_suspended(st, tb, q, s)


@engine_jit
def unsuspend_in_own_phase(st, tb, q, s):
    """Unsuspend q's card in slot s in q's own unsuspend phase, unless it doesn't unsuspend in that phase
    (unsuspend_in_unsuspend_phase) or can't unsuspend at all."""
    if st.susp[q, s] != 0 and restricted(st, tb, q, s, CANT_UNSUSPEND_IN_UNSUSPEND_PHASE):
        return
    unsuspend_slot(st, tb, q, s)


@engine_jit
def effect_battle(st, p, r, uid):
    """`battle` (row r of player p, its Digimon uid): recorded here, the battle is fought by the engine once the
    effects resolving now have resolved (simcore.engine.effect_battle_made); one at a time."""
    if st.g[G_EFFECT_BATTLE] != 0:
        return
    st.g[G_EFFECT_BATTLE] = 1 + r + 4096 * p
    st.ebattle_uid[0] = uid


@engine_jit
def trash_opponent_option(st, tb, p, card):
    """trash_opponent_option: 1 of the opponent's option cards in the battle area is trashed, p's pilot picking
    which; none there, nothing happens."""
    q = 1 - p
    n = 0
    for t in range(1, st.fld_n[q]):
        if st.stk_n[q, t] > 0 and tb.kind[top_card(st, q, t)] == K_OPTION:
            st.cand[n] = q * NSLOT + t
            n += 1
    if n == 0:
        return
    t = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_TRASH_OPPONENT_OPTION, 0, n)] % NSLOT
    log_effect(st, p, card, A_TRASH_OPPONENT_OPTION, top_card(st, q, t), 1, q, st.uid[q, t])
    clear_slot(st, tb, q, t)


@engine_jit
def unsuspend_slot(st, tb, q, s):
    """Unsuspend q's card in slot s unless it can't unsuspend; its "when this Digimon unsuspends" effects are
    queued."""
    if st.susp[q, s] == 0 or restricted(st, tb, q, s, CANT_UNSUSPEND):
        return
    st.susp[q, s] = 0
    collect_slot(st, tb, T_WHEN_UNSUSPENDED, q, s, 0, 0)


@engine_jit
def note_tamer_suspended(st, tb, p, s):
    """p's card in slot s was just suspended: if it is a Tamer, p's "when one of your Tamers suspends" effects
    are queued (the Tamer card for their `card.` filters)."""
    c = top_card(st, p, s)
    if tb.kind[c] == K_TAMER:
        collect_field(st, tb, T_OWN_TAMER_SUSPENDED, p, c)


@engine_jit
def place_self_under_played(st, tb, p, uid, card):
    """place_self_under_played: p's Digimon uid (this one), its whole stack in order, goes under the card the play
    clause before it played (G_PLAYED_UID), at the bottom of that card's stack; nothing if either left the battle
    area or the stack would not fit. [GAP] Nothing prevents the move: no would-leave effect is offered."""
    if st.g[G_PLAYED_UID] == 0:
        return
    s = find_uid(st, p, uid)
    t = find_uid(st, p, st.g[G_PLAYED_UID] - 1)
    if s < 1 or t < 1 or s == t or st.stk_n[p, s] + st.stk_n[p, t] > STACK:
        return
    n = st.stk_n[p, s]
    for j in range(st.stk_n[p, t] - 1, -1, -1):   # the played card's stack moves up by n
        st.stk[p, t, j + n] = st.stk[p, t, j]
    for j in range(n):
        st.stk[p, t, j] = st.stk[p, s, j]
    st.stk_n[p, t] += n
    log_effect(st, p, card, A_PLACE_SELF_UNDER_PLAYED, top_card(st, p, s), n, p, st.g[G_PLAYED_UID] - 1)
    close_slot(st, p, s)
    st.g[G_TOPS_CHANGED] = 1   # the cards beneath now count: the rule check looks again


@engine_jit(inline=True)
def trashed_from_hand(st, tb, p, c):
    """p's effect trashed card c from p's hand: its trashed_from_hand rows (its own text) are queued, activating
    from the trash; then p's "when one of your effects trashes a card in your hand" effects (own_hand_trashed, the
    card for their `card.` filters). Inlined: most calls end at the card's table of triggers."""
    if ((tb.trigger_bits[c, S_MAIN] >> (T_TRASHED_FROM_HAND & 63)) & 1) != 0:
        trashed_from_hand_rows(st, tb, p, c)
    collect_field(st, tb, T_OWN_HAND_TRASHED, p, c)


@engine_jit
def trashed_from_hand_rows(st, tb, p, c):
    f = tb.eff_first[c]
    for r in range(f, f + tb.eff_n[c]):
        if tb.eff[r, F_TRIGGER] == T_TRASHED_FROM_HAND and tb.eff[r, F_SOURCE] == S_MAIN and tb.eff[r, F_CHAIN] == 0:
            push_pending(st, p, r, -1, c, c, 1)


@engine_jit
def play_card(st, tb, p, card, cost, on_play):
    """Put `card` into p's battle area as played this turn (cost already paid, or free) by an effect; queue its
    On Play effects unless told not to. Returns the slot."""
    s = new_battle_slot(st, p)
    init_slot(st, p, s, card, st.g[G_TURN])
    note_card(st, p, card, CR_PLAYED)
    note_card(st, p, card, CR_FIELD)
    log_event(st, p, E_PLAY, card, cost, st.uid[p, s], 0, 0, 0)
    if on_play:
        collect_slot(st, tb, T_ON_PLAY, p, s, 0, 0)
    if tb.kind[card] == K_DIGIMON:
        collect_field(st, tb, T_OWN_DIGIMON_PLAYED, p, event_aux(card, st.uid[p, s]))
        collect_field(st, tb, T_OWN_DIGIMON_PLAYED_BY_EFFECT, p, event_aux(card, st.uid[p, s]))   # every caller: an effect
        collect_field(st, tb, T_OPPONENT_DIGIMON_PLAYED, 1 - p, card)
        collect_effect_played_or_digivolved(st, tb, p, card, st.uid[p, s])
        collect_field(st, tb, T_OTHER_DIGIMON_PLAYED_BY_EFFECT, p, event_aux(card, st.uid[p, s]))
        collect_field(st, tb, T_OTHER_DIGIMON_PLAYED_BY_EFFECT, 1 - p, event_aux(card, st.uid[p, s]))
        if ((tb.trigger_any >> T_TRASH_OWN_DIGIMON_PLAYED) & 1) != 0:
            collect_trash(st, tb, T_TRASH_OWN_DIGIMON_PLAYED, p, event_aux(card, st.uid[p, s]))
    elif tb.kind[card] == K_TAMER:
        collect_field(st, tb, T_OWN_TAMER_PLAYED, p, card)
    return s


@engine_jit
def play_token(st, tb, p, r, card):
    """RULES.md §10.1: the Token that row r's name= filter names (a card type from tb.token_first on) is played
    into p's battle area by the effect of `card`, free (a Digimon played by an effect)."""
    e = tb.eff[r]
    if e[F_TARGET] == TG_OPPONENT:   # "they play 1 [X] Token": the opponent's, played by them by this effect
        p = 1 - p
    if e[F_MATCH] <= 0 or player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS):
        return
    # "play 1 Token for each of your opponent's Digimon": counted once, as the effect resolves
    n = max(1, e[F_AMOUNT]) if e[F_FOR_EACH] == 0 else count_of(st, tb, p, e[F_FOR_EACH])
    for t in range(tb.token_first, tb.n_types):
        if (tb.match_bits[t] >> (e[F_MATCH] - 1)) & 1:
            if e[F_TARGET] == TG_NEW_NAMES and has_digimon_named(st, tb, p, tb.name_id[t]):
                return   # target=new_names: not a Token named like one of p's Digimon
            for _ in range(n):
                if st.fld_n[p] >= NSLOT:
                    return
                log_effect(st, p, card, A_PLAY_TOKEN, t, 0, p, -1)
                s = play_card(st, tb, p, t, 0, True)
                delete_at_turn_end_if_asked(st, tb, p, e, s, card)
            return


@engine_jit
def named_in_field_or_trash(st, tb, p, name):
    """p has a card named `name` (a name_id) in the battle area (a top card: Digimon, Tamer or option) or in the
    trash."""
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] > 0 and tb.name_id[top_card(st, p, s)] == name:
            return True
    for i in range(st.trash_n[p]):
        if tb.name_id[st.trash[p, i]] == name:
            return True
    return False


@engine_jit
def play_to_breeding_area(st, tb, p, r, card):
    """`play_to_breeding_area` (row r): 1 Digimon card of p's hand passing the row's card filters goes into p's empty
    breeding area without paying the cost, the pilot picking which; the area taken or no such card: nothing.
    Logged with the card played."""
    if st.stk_n[p, BREEDING] > 0:
        return
    k = gather_pile(tb, st.hand[p], st.hand_n[p], tb.eff[r], st.cand)
    if tb.eff[r, F_TARGET] == TG_NEW_NAMES_FIELD_OR_TRASH:   # no name of a card of p's battle area or trash
        kept = 0
        for j in range(k):
            if not named_in_field_or_trash(st, tb, p, tb.name_id[st.hand[p, st.cand[j]]]):
                st.cand[kept] = st.cand[j]
                kept += 1
        k = kept
    if k == 0:
        return
    i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.hand[p], k)]
    c = take_from_hand(st, p, i)
    log_effect(st, p, card, A_PLAY_TO_BREEDING_AREA, c, 0, p, -1)
    init_slot(st, p, BREEDING, c, st.g[G_TURN])
    note_card(st, p, c, CR_PLAYED)


@engine_jit
def top_card_under_cost(st, tb, p, uid, card):
    """Cost `top_card_under_cost` (target=self): the top card of p's Digimon uid goes beneath its other cards as its
    bottom digivolution card, the card that was right under it its new top card, the Digimon's state kept; the moved
    card counts as placed in its digivolution cards by an effect (cards_placed_under). False, nothing moved, for a
    Digimon without digivolution cards or with a Token on top. Logged with the moved card and the Digimon's uid."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 0 or not is_digimon_slot(st, tb, p, s) or st.stk_n[p, s] < 2:
        return False
    c = top_card(st, p, s)
    if c >= tb.token_first:
        return False
    log_effect(st, p, card, A_TOP_CARD_UNDER_COST, c, 0, p, uid)
    n = st.stk_n[p, s]
    for j in range(n - 1, 0, -1):   # the stack moves up one: the top card goes to the bottom
        st.stk[p, s, j] = st.stk[p, s, j - 1]
    st.stk[p, s, 0] = c
    st.top[p, s] = st.stk[p, s, n - 1]
    st.g[G_TOPS_CHANGED] = 1
    note_card(st, p, st.top[p, s], CR_FIELD)
    cards_placed_under(st, tb, p, s, c)
    return True


@engine_jit
def top_card_to_security(st, tb, p, uid, card, up):
    """`top_card_to_security` (target=self): the top card of p's Digimon uid goes face down to the top of p's security
    stack; the Digimon stays under its next card, its state kept, or, a Digimon of 1 card, leaves the battle area
    (its effects that would keep it there or play from beneath it come first). Nothing if cards can't be added to
    p's security stack. up: face up under the stack instead (RULES.md §10.8; logged with amount 2)."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 0 or st.sec_n[p] >= PILE or player_restricted(st, tb, p, CANT_ADD_SECURITY_BY_EFFECTS):
        return
    c = top_card(st, p, s)
    if c >= tb.token_first:
        return   # a Token is no card to place (RULES.md section 10.1)
    if st.stk_n[p, s] == 1:   # its only card: the Digimon leaves the battle area
        if stays_instead(st, tb, p, s, LEAVE_TO_SECURITY, 1 + p):
            return
        s = find_uid(st, p, uid)
        if s < 0:
            return
        decode_before_leaving(st, tb, p, s)
        s = find_uid(st, p, uid)
        if s < 0 or st.stk_n[p, s] != 1:
            return
        log_effect(st, p, card, A_TOP_CARD_TO_SECURITY, c, 2 if up else 1, p, uid)
        close_slot(st, p, s)
    else:
        log_effect(st, p, card, A_TOP_CARD_TO_SECURITY, c, 2 if up else 1, p, uid)
        st.stk_n[p, s] -= 1
        st.top[p, s] = st.stk[p, s, st.stk_n[p, s] - 1]
        st.g[G_TOPS_CHANGED] = 1
        note_card(st, p, st.top[p, s], CR_FIELD)
    n = st.sec_n[p]
    if up:
        for j in range(n, 0, -1):
            st.sec[p, j] = st.sec[p, j - 1]
            st.sec_up[p, j] = st.sec_up[p, j - 1]
        st.sec[p, 0] = c
        st.sec_up[p, 0] = 1
    else:
        st.sec[p, n] = c
        st.sec_up[p, n] = 0
    st.sec_n[p] = n + 1
    if up:
        collect_field(st, tb, T_OWN_SECURITY_PLACED_FACE_UP, p, c)
    security_added(st, tb, p)


@engine_jit
def play_checked_after_battle(st, tb, q, c):
    """A Security Digimon of q (card c) whose [Security] effect asked to be played at the end of its battle:
    played for free, by that effect (its On Play queued: the caller settles). Returns True if it was (not
    trashed then)."""
    if st.g[G_PLAY_AFTER_BATTLE] == 0:
        return False
    st.g[G_PLAY_AFTER_BATTLE] = 0
    if st.fld_n[q] >= NSLOT or player_restricted(st, tb, q, CANT_PLAY_DIGIMON_BY_EFFECTS):
        return False
    log_effect(st, q, c, A_PLAY_SELF_AFTER_BATTLE, c, 0, q, -1)
    play_card(st, tb, q, c, 0, True)
    return True


@engine_jit
def delete_at_turn_end_if_asked(st, tb, p, e, s, card):
    """Row e played a card into p's slot s: with filter=deleted_at_turn_end a Digimon is marked for deletion at
    this turn's end (a modifier: action delete, amount the effect's card, ending with the turn)."""
    if (e[F_FILTER] & FL_DELETED_AT_TURN_END) != 0 and tb.kind[top_card(st, p, s)] == K_DIGIMON:
        add_mod(st, p, st.uid[p, s], A_DELETE, card, st.g[G_TURN], 0)
    if (e[F_FILTER] & FL_HELD_TILL_OPPONENTS_TURN_END) != 0 and tb.kind[top_card(st, p, s)] == K_DIGIMON:
        # the opponent's turn: this one if it is theirs, else the next; "can't digivolve" has no end of its own
        end = st.g[G_TURN] if st.g[G_CUR] != p else st.g[G_TURN] + 1
        add_mod(st, p, st.uid[p, s], A_DELETE, card, end, 0)
        add_mod(st, p, st.uid[p, s], A_CANT, CANT_DIGIVOLVE, NEVER_ENDS, SCOPE_DIGIMON)


@engine_jit
def return_slot_to_hand(st, tb, q, s, p):
    """q's Digimon in slot s returns to q's hand by p's effect (already logged): unless something keeps it there,
    its <Decode> first, then its digivolution cards to the trash and its top card to the hand (a Token leaves the
    game). Returns True if it left."""
    uid = st.uid[q, s]
    if stays_instead(st, tb, q, s, LEAVE_MOVED, 1 + p):
        return False
    s = find_uid(st, q, uid)
    if s < 0:
        return False
    decode_before_leaving(st, tb, q, s)
    n = st.stk_n[q, s]
    for i in range(n - 1):
        to_trash(st, q, st.stk[q, s, i])
    if st.stk[q, s, n - 1] < tb.token_first:   # a Token leaves the game (RULES.md §10.1)
        to_hand(st, q, st.stk[q, s, n - 1])
    close_slot(st, q, s)
    return True


@engine_jit
def return_played_at_opponents_turn_end(st, tb, p, card):
    """return_played_at_opponents_turn_end: the Digimon the play clause before it played (G_PLAYED_UID) is marked
    to return to the hand at the end of the opponent's turn (a modifier: action bounce, amount the effect's card,
    ending with that turn; delete_marked_at_turn_end carries it out)."""
    if st.g[G_PLAYED_UID] == 0:
        return
    s = find_uid(st, p, st.g[G_PLAYED_UID] - 1)
    if s < 1 or not is_digimon_slot(st, tb, p, s):
        return
    end = st.g[G_TURN] if st.g[G_CUR] != p else st.g[G_TURN] + 1   # the opponent's turn: this one or the next
    add_mod(st, p, st.uid[p, s], A_BOUNCE, card, end, 0)


@engine_jit
def played_slot(st, tb, p):
    """p's battle-area slot of the Digimon the play clause before this one played (G_PLAYED_UID), -1 if none or gone."""
    if st.g[G_PLAYED_UID] == 0:
        return -1
    s = find_uid(st, p, st.g[G_PLAYED_UID] - 1)
    if s < 1 or not is_digimon_slot(st, tb, p, s):
        return -1
    return s


@engine_jit
def delete_played_at_your_turn_end(st, tb, p, card):
    """delete_played_at_your_turn_end: the Digimon the play clause before it played is marked for deletion at the
    end of p's turn (this one if it is p's, else p's next): a modifier, action delete, amount the effect's card,
    ending with that turn (delete_marked_at_turn_end carries it out)."""
    s = played_slot(st, tb, p)
    if s < 0:
        return
    end = st.g[G_TURN] if st.g[G_CUR] == p else st.g[G_TURN] + 1
    add_mod(st, p, st.uid[p, s], A_DELETE, card, end, 0)


@engine_jit
def played_cant_digivolve(st, tb, p):
    """played_cant_digivolve: the Digimon the play clause before it played can't digivolve (no end of its own: the
    modifier goes with its uid)."""
    s = played_slot(st, tb, p)
    if s >= 0:
        add_mod(st, p, st.uid[p, s], A_CANT, CANT_DIGIVOLVE, NEVER_ENDS, SCOPE_DIGIMON)


@engine_jit
def place_self_face_up_as_bottom_security(st, tb, p, card):
    """place_self_face_up_as_bottom_security: a copy of `card` in p's trash (copies are alike: the last one) goes face
    up under p's security stack (RULES.md §10.8), logged as top_card_to_security with amount 2 (face up under the
    stack); nothing if none is there or cards can't be added to p's security stack by effects."""
    if st.sec_n[p] >= PILE or player_restricted(st, tb, p, CANT_ADD_SECURITY_BY_EFFECTS):
        return
    n = st.trash_n[p]
    for i in range(n - 1, -1, -1):
        if st.trash[p, i] == card:
            remove_at(st.trash[p], n, i)
            st.trash_n[p] = n - 1
            log_effect(st, p, card, A_PLACE_SELF_FACE_UP_AS_BOTTOM_SECURITY, card, 2, p, -1)
            m = st.sec_n[p]
            for j in range(m, 0, -1):
                st.sec[p, j] = st.sec[p, j - 1]
                st.sec_up[p, j] = st.sec_up[p, j - 1]
            st.sec[p, 0] = card
            st.sec_up[p, 0] = 1
            st.sec_n[p] = m + 1
            collect_field(st, tb, T_OWN_SECURITY_PLACED_FACE_UP, p, card)
            security_added(st, tb, p)
            return


@engine_jit
def play_from_security(st, tb, p, r, card):
    """play_from_security: the face-up security cards of p passing row r's card filters are copied behind p's hand
    (a player owns fewer than PILE cards); the pilot picks one (filter=may: or none) and it leaves the stack, the
    others keeping their places, to be played free. Nothing if none passes, the battle area is full or p can't play
    Digimon by effects."""
    e = tb.eff[r]
    st.g[G_PLAYED_LEVEL] = 0
    st.g[G_EFFECT_PLAYED] = 0
    st.g[G_PLAYED_UID] = 0
    if st.fld_n[p] >= NSLOT or player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS):
        return
    nh = st.hand_n[p]
    m = 0
    for i in range(st.sec_n[p]):
        if st.sec_up[p, i] != 0 and tb.kind[st.sec[p, i]] == K_DIGIMON:
            st.hand[p, nh + m] = st.sec[p, i]
            m += 1
    if m == 0:
        return
    k = take_card_from_pile(st, tb, p, r, st.hand[p, nh:], m)
    if k < 0:
        return
    c = st.hand[p, nh + k]
    n = st.sec_n[p]
    j = 0
    for i in range(n):   # the k-th face-up Digimon card copied: its place in the stack
        if st.sec_up[p, i] != 0 and tb.kind[st.sec[p, i]] == K_DIGIMON:
            if j == k:
                remove_at(st.sec[p], n, i)
                remove_at(st.sec_up[p], n, i)
                st.sec_up[p, n - 1] = 0
                st.sec_n[p] = n - 1
                break
            j += 1
    log_effect(st, p, card, A_PLAY_FROM_SECURITY, c, 0, p, -1)
    security_removed(st, tb, p)
    s = play_card(st, tb, p, c, 0, (e[F_FILTER] & FL_NO_ON_PLAY) == 0)
    st.g[G_PLAYED_LEVEL] = tb.level[c]
    st.g[G_EFFECT_PLAYED] = 1
    st.g[G_PLAYED_UID] = 1 + st.uid[p, s]


@engine_jit
def trash_any_digivolution_cards(st, tb, p, r, card):
    """trash_any_digivolution_cards (row r): amount times, the pilot picks 1 digivolution card from under any of the
    opponent's Digimon (choose_stack_card over st.chosen, entries slot * STACK + stack index of the opponent's) and
    trashes it (its "when trashed" effects queued); fewer there: as many as there are. Those whose stacked cards p's
    effects can't trash, or that are shielded from p's effects, are passed by. Each Digimon that lost cards fires
    own_digivolution_cards_trashed once, at the end."""
    q = 1 - p
    e = tb.eff[r]
    hit = 0   # bit s: q's Digimon in slot s lost a card
    reps = max(e[F_AMOUNT], 1)
    one = -1   # trash_digivolution_cards_of_one: the uid of the Digimon its first card came from
    if e[F_ACTION] == A_TRASH_DIGIVOLUTION_CARDS_OF_ONE:
        one = -2
        if e[F_FOR_EACH] != 0:
            reps = e[F_AMOUNT] * count_of(st, tb, p, e[F_FOR_EACH])
    for _ in range(reps):
        n = 0
        for s in range(1, st.fld_n[q]):
            if not is_digimon_slot(st, tb, q, s) or st.stk_n[q, s] < 2 or shielded_from(st, tb, q, s, e) \
                    or restricted(st, tb, q, s, CANT_STACK_TRASHED_BY_OPPONENT):
                continue
            if one >= 0 and st.uid[q, s] != one:
                continue
            for i in range(st.stk_n[q, s] - 1):
                if n < st.chosen.shape[0] and not kept_under(st, tb, q, s, st.stk[q, s, i]):
                    st.chosen[n] = s * STACK + i
                    n += 1
        if n == 0:
            break
        best = choose_stack_card(st.g[G_PILOT0 + p], st, tb, q, n)
        s = st.chosen[best] // STACK
        i = st.chosen[best] % STACK
        if one == -2:
            one = st.uid[q, s]
        log_effect(st, p, card, A_TRASH_ANY_DIGIVOLUTION_CARDS, st.stk[q, s, i], 1, q, st.uid[q, s])
        trash_digivolution_card(st, tb, q, s, i)
        hit |= 1 << s
    for s in range(1, st.fld_n[q]):
        if ((hit >> s) & 1) != 0:
            digivolution_cards_trashed(st, tb, q, s)


@engine_jit
def delete_marked_at_turn_end(st, tb):
    """The end-of-turn timing: the Digimon marked by delete_at_turn_end_if_asked this turn are deleted by their
    effects (once: the mark is spent even if the deletion is prevented), and the memory an effect said to lose at
    turn end is lost."""
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_ACTION] == A_LOSE_MEMORY_AT_TURN_END and st.mod[i, MOD_UNTIL] == st.g[G_TURN]:
            st.mod[i, MOD_ACTION] = 0   # spent
            p = st.mod[i, MOD_PLAYER]
            add_memory(st, p, -st.mod[i, MOD_AMOUNT])
            log_event(st, p, E_MEMORY, -st.mod[i, MOD_AMOUNT], -1, 0, 0, 0, 0)
            continue
        if st.mod[i, MOD_ACTION] == A_BOUNCE and st.mod[i, MOD_UNTIL] == st.g[G_TURN]:
            st.mod[i, MOD_ACTION] = 0   # spent: return_played_at_opponents_turn_end's Digimon goes to the hand
            p = st.mod[i, MOD_PLAYER]
            s = find_uid(st, p, st.mod[i, MOD_UID])
            if s >= 1 and is_digimon_slot(st, tb, p, s) and not restricted(st, tb, p, s, CANT_BE_RETURNED):
                log_effect(st, p, st.mod[i, MOD_AMOUNT], A_BOUNCE, top_card(st, p, s), 0, p, st.uid[p, s])
                by = st.g[G_EFFECT_PLAYER]
                st.g[G_EFFECT_PLAYER] = 1 + p   # the effect that played it: p's
                return_slot_to_hand(st, tb, p, s, p)
                st.g[G_EFFECT_PLAYER] = by
                if by == 0:
                    collect_hand_added(st, tb)
            continue
        if st.mod[i, MOD_ACTION] != A_DELETE or st.mod[i, MOD_UNTIL] != st.g[G_TURN]:
            continue
        st.mod[i, MOD_ACTION] = 0   # spent
        p = st.mod[i, MOD_PLAYER]
        s = find_uid(st, p, st.mod[i, MOD_UID])
        if s >= 1 and is_digimon_slot(st, tb, p, s):
            log_effect(st, p, st.mod[i, MOD_AMOUNT], A_DELETE, top_card(st, p, s), 1, p, st.uid[p, s])
            by = st.g[G_EFFECT_PLAYER]
            st.g[G_EFFECT_PLAYER] = 1 + p   # the effect that played it: p's
            delete_slot(st, tb, p, s, DEL_EFFECT)
            st.g[G_EFFECT_PLAYER] = by


@engine_jit
def digivolve_onto(st, tb, p, s, c, cost):
    """RULES.md §5.2 from the payment on: card c (already out of its zone) goes on top of p's stack in slot s
    (state kept), the cost is paid, p draws 1, and [When Digivolving] is queued (never in the breeding area)."""
    old = top_card(st, p, s)
    add_memory(st, p, -cost)
    if st.g[G_DNA_UID] == 1 + st.uid[p, s]:   # digivolving again: no longer "DNA digivolving"
        st.g[G_DNA_UID] = 0
    st.stk[p, s, st.stk_n[p, s]] = c
    st.stk_n[p, s] += 1
    st.top[p, s] = c
    st.g[G_TOPS_CHANGED] = 1
    note_card(st, p, c, CR_PLAYED)
    if s != BREEDING:
        note_card(st, p, c, CR_FIELD)
    log_event(st, p, E_DIGIVOLVE, c, old, cost, st.uid[p, s], 1 if s == BREEDING else 0, 0)
    if not draw_card(st, p) and (tb.rules & RS_EMPTY_DECK_DRAW_LOSES) != 0:
        end_game(st, 1 - p, R_DECK_OUT)  # [GAP] §14.11 switched; by default it draws nothing, loses nothing
    if s != BREEDING:
        if not restricted(st, tb, p, s, CANT_ACTIVATE_WHEN_DIGIVOLVING):
            collect_slot(st, tb, T_WHEN_DIGIVOLVING, p, s, 0, 0)
        collect_field(st, tb, T_OTHER_OWN_DIGIVOLVED, p, st.uid[p, s])
        collect_field(st, tb, T_OWN_DIGIMON_DIGIVOLVED, p, event_aux(c, st.uid[p, s]))
        if ((tb.trigger_any >> (T_TRASH_OWN_DIGIMON_DIGIVOLVED & 63)) & 1) != 0:   # [Trash] effects of p's trash
            collect_trash(st, tb, T_TRASH_OWN_DIGIMON_DIGIVOLVED, p, event_aux(c, st.uid[p, s]))
        if tb.kind[old] == K_TAMER:   # a Tamer digivolved into a Digimon
            collect_field(st, tb, T_OWN_TAMER_DIGIVOLVED, p, c)


@engine_jit
def dna_digivolve(st, tb, p, c, s1, s2, cost):
    """RULES.md §10.3 from the payment on: card c (already out of its zone) DNA digivolves p's Digimon in slots
    s1 and s2 (s1's cards go on top of s2's, each keeping its order; c on top). The result is a new Digimon
    (a new uid: effects on the two end, once-per-turn counts start again, and it may attack this turn),
    unsuspended, in s1's place; the cost is paid, p draws 1 and [When Digivolving] is queued. Returns its slot."""
    u1 = st.uid[p, s1]
    u2 = st.uid[p, s2]
    first = st.g[G_PENDN]
    if ((tb.trigger_any >> T_WOULD_DNA_DIGIVOLVE) & 1) != 0:   # read while each is still a Digimon of its own
        collect_slot(st, tb, T_WOULD_DNA_DIGIVOLVE, p, s1, c, 0)
        collect_slot(st, tb, T_WOULD_DNA_DIGIVOLVE, p, s2, c, 0)
    add_memory(st, p, -cost)
    n1 = st.stk_n[p, s1]
    n2 = st.stk_n[p, s2]
    for i in range(n1 - 1, -1, -1):
        st.stk[p, s1, i + n2] = st.stk[p, s1, i]
    for i in range(n2):
        st.stk[p, s1, i] = st.stk[p, s2, i]
    st.stk[p, s1, n1 + n2] = c
    st.stk_n[p, s1] = n1 + n2 + 1
    st.top[p, s1] = c
    st.susp[p, s1] = 0
    st.entered[p, s1] = -1   # not played this turn, whatever its parts were
    uid = st.g[G_UID]
    st.uid[p, s1] = uid
    st.g[G_UID] += 1
    st.g[G_TOPS_CHANGED] = 1
    close_slot(st, p, s2)   # its cards are under the new Digimon now
    s = find_uid(st, p, uid)
    for i in range(first, st.g[G_PENDN]):   # the two are the new Digimon now: their triggers are its
        st.pend[i, P_UID] = uid
    st.g[G_DNA_UID] = 1 + uid
    note_card(st, p, c, CR_PLAYED)
    note_card(st, p, c, CR_FIELD)
    log_event(st, p, E_DNA, c, cost, uid, u1, u2, 0)
    if not draw_card(st, p) and (tb.rules & RS_EMPTY_DECK_DRAW_LOSES) != 0:
        end_game(st, 1 - p, R_DECK_OUT)
    collect_slot(st, tb, T_WHEN_DIGIVOLVING, p, s, 0, 0)
    collect_field(st, tb, T_OTHER_OWN_DIGIVOLVED, p, uid)
    collect_field(st, tb, T_OWN_DIGIMON_DIGIVOLVED, p, event_aux(c, uid))
    if ((tb.trigger_any >> (T_TRASH_OWN_DIGIMON_DIGIVOLVED & 63)) & 1) != 0:   # [Trash] effects of p's trash
        collect_trash(st, tb, T_TRASH_OWN_DIGIMON_DIGIVOLVED, p, event_aux(c, uid))
    return s


@engine_jit
def dna_hand_card_fits(st, tb, p, e, pay, i, a, b):
    """Card i of p's hand is a Digimon card that row e's filters take, with a DNA requirement that p's Digimon in
    slots a and b meet in either order (RULES.md §10.3), its DNA cost payable when the row pays it, and the first
    copy of its card in the hand (copies of one card are one choice)."""
    x = st.hand[p, i]
    if tb.kind[x] != K_DIGIMON or tb.dna_cost[x] < 0 or not card_matches(tb, e, x):
        return False
    if pay and not can_pay(st, p, tb.dna_cost[x]):
        return False
    if not dna_pair_ok(st, tb, p, x, a, b) and not dna_pair_ok(st, tb, p, x, b, a):
        return False
    return first_copy_in_hand(st, p, i)


@engine_jit
def dna_digivolve_from_hand(st, tb, p, r, uid, card):
    """Row r: p's Digimon uid and another of p's Digimon (target=self), or any two of p's Digimon (target=own, "2 of
    your Digimon"), DNA digivolve into a Digimon card of p's hand that matches the row's filters and has a DNA
    requirement the two meet, in either order (RULES.md §10.3); free, or with filter=pay_cost for its DNA cost.
    The pilot picks the pair and the card (choose_digivolution: entries other slot * PILE + hand index, the first
    Digimon of the pair kept in st.cand); the first Digimon goes on top when both orders meet the requirement."""
    e = tb.eff[r]
    pay = (e[F_FILTER] & FL_PAY_COST) != 0
    pair = e[F_TARGET] == TG_OWN
    s0 = find_uid(st, p, uid)
    if (s0 < 1 and not pair) or tb.dna_any == 0:
        return True
    lo = 1
    hi = st.fld_n[p]
    if not pair:
        lo = s0
        hi = s0 + 1
    n = 0
    for a in range(lo, hi):
        for t in range(a + 1 if pair else 1, st.fld_n[p]):
            for i in range(st.hand_n[p]):
                if not dna_hand_card_fits(st, tb, p, e, pay, i, a, t):
                    continue
                if n >= st.chosen.shape[0]:
                    st.g[G_OVERFLOW] += 1
                    continue
                st.chosen[n] = t * PILE + i
                st.cand[n] = a
                n += 1
    if n == 0:
        return True
    k = choose_digivolution(st.g[G_PILOT0 + p], st, tb, p, n)
    t = st.chosen[k] // PILE
    a = st.cand[k]
    c = take_from_hand(st, p, st.chosen[k] % PILE)
    cost = tb.dna_cost[c] if pay else 0
    log_effect(st, p, card, A_DNA_DIGIVOLVE_FROM_HAND, c, cost, p, st.uid[p, a])
    if dna_pair_ok(st, tb, p, c, a, t):
        s = dna_digivolve(st, tb, p, c, a, t, cost)
    else:
        s = dna_digivolve(st, tb, p, c, t, a, cost)
    collect_effect_played_or_digivolved(st, tb, p, c, st.uid[p, s])
    return True


@engine_jit
def first_copy_in_hand(st, p, i):
    """Whether the card at p's hand index i is the first copy of its card number in the hand."""
    c = st.hand[p, i]
    for j in range(i):
        if st.hand[p, j] == c:
            return False
    return True


@engine_jit
def dna_pair_ok(st, tb, p, c, s1, s2):
    """Whether p's Digimon in slots s1 (to go on top) and s2 may DNA digivolve into card c (RULES.md §10.3):
    two different battle-area Digimon meeting the card's two requirements in that order, neither barred from
    digivolving, the stacks fitting together."""
    if s1 == s2 or s1 < 1 or s2 < 1 or s1 >= st.fld_n[p] or s2 >= st.fld_n[p] or tb.dna_cost[c] < 0:
        return False
    if st.stk_n[p, s1] + st.stk_n[p, s2] >= STACK:
        return False
    if (tb.dna_side[c, top_card(st, p, s1)] & 1) == 0 or (tb.dna_side[c, top_card(st, p, s2)] & 2) == 0:
        return False
    if not is_digimon_slot(st, tb, p, s1) or not is_digimon_slot(st, tb, p, s2):
        return False
    if only_into_barred(st, tb, top_card(st, p, s1), c) or only_into_barred(st, tb, top_card(st, p, s2), c):
        return False   # "can only digivolve into [X]": no DNA digivolution into another card
    return not restricted(st, tb, p, s1, CANT_DIGIVOLVE) and not restricted(st, tb, p, s2, CANT_DIGIVOLVE)


@engine_jit
def security_removed(st, tb, q):
    """Cards left q's security stack: queue q's "when your security stack is removed from" and the
    other player's "when your opponent's security stack is removed from" effects."""
    collect_field(st, tb, T_OWN_SECURITY_REMOVED, q, 0)
    collect_field(st, tb, T_OPPONENT_SECURITY_REMOVED, 1 - q, 0)


@engine_jit(inline=True)
def run_security_effects(st, tb, q, card):
    """A checked security card's [Security] effects, for its owner q: immediately, free, colors ignored.
    Returns True if an effect moved the card (it is then not trashed)."""
    st.g[G_SELF_MOVED] = 0
    f = tb.eff_first[card]
    if f >= 0:
        for r in range(f, f + tb.eff_n[card]):
            if tb.eff[r, F_TRIGGER] == T_SECURITY and tb.eff[r, F_SOURCE] == S_SECURITY and tb.eff[r, F_CHAIN] == 0:
                new_batch(st)
                activate(st, tb, q, r, -1, card, 0)
    return st.g[G_SELF_MOVED] != 0


@engine_jit(inline=True)
def run_main_effects(st, tb, p, card):
    """An option's [Main] effects while the card is in no area. Returns True if the card was moved. p's "when you
    use an option card" effects, then the opponent's, are queued first (they resolve once the card's own effects
    have)."""
    collect_field(st, tb, T_OWN_OPTION_USED, p, card)
    collect_field(st, tb, T_OPPONENT_OPTION_USED, 1 - p, card)
    st.g[G_SELF_MOVED] = 0
    f = tb.eff_first[card]
    if f >= 0:
        for r in range(f, f + tb.eff_n[card]):
            if tb.eff[r, F_TRIGGER] == T_MAIN and tb.eff[r, F_SOURCE] == S_MAIN and tb.eff[r, F_CHAIN] == 0:
                new_batch(st)
                activate(st, tb, p, r, -1, card, 0)
    return st.g[G_SELF_MOVED] != 0


# --- actions ------------------------------------------------------------------------------------------

@engine_jit
def log_play_cost_down(st, tb, p, c, cost):
    """A play or use of card c for less than its printed cost: said in the log right before it (an `effect`
    event `play_cost_down` with the amount taken off), so that a reader of the log can check the cost."""
    if cost < tb.cost[c]:
        log_effect(st, p, c, A_PLAY_COST_DOWN, c, tb.cost[c] - cost, p, -1)

@engine_jit
def pick_targets(st, tb, p, r, src_uid):
    """Choose the counted targets of row r once (their uids into st.chosen); returns (count, side)."""
    e = tb.eff[r]
    if e[F_FOR_EACH] == Q_OTHER_SUSPENDED_DIGIMON and e[F_ACTION] == A_DELETE:
        # "for each other suspended Digimon, add N to this DP deletion effect's maximum"
        dp_max_raised_by_suspended(st, tb, r, src_uid)
        n = gather_targets(st, tb, p, st.row, src_uid)
    else:
        n = gather_targets(st, tb, p, e, src_uid)
    side = p if e[F_TARGET] == TG_OWN or e[F_TARGET] == TG_OWN_PROGRESS else 1 - p
    k = 0
    want = e[F_COUNT]
    if e[F_FOR_EACH] == Q_PAID_PAIRS:   # "for every 2 cards trashed, delete 1"
        want *= st.g[G_PAID] // 2
    elif e[F_FOR_EACH] == Q_SUSPENDED_DIGIMON_PAIRS:   # "for every 2 suspended Digimon, ... 1": counted now
        m = 0
        for q in range(2):
            for t in range(1, st.fld_n[q]):
                if st.susp[q, t] != 0 and is_digimon_slot(st, tb, q, t):
                    m += 1
        want *= m // 2
    elif e[F_FOR_EACH] == Q_OWN_TAMER_COLOR_PAIRS:   # "for every 2 colors your Tamers have, ... 1": counted now
        want *= tamer_color_pairs(st, tb, p, e[F_BASE_MATCH])
    pilot = st.g[G_PILOT0 + p]
    if e[F_UPTO] != 0 and n > 0:
        # "up to N": any number from 0 to N of the legal targets; how many is the pilot's choice
        want = choose_target_count(pilot, st, tb, p, e[F_ACTION], e[F_AMOUNT], n, min(want, n))
    while k < want and n > 0:
        i = choose_target(pilot, st, tb, p, e[F_ACTION], e[F_AMOUNT], n)
        st.chosen[k] = st.uid[st.cand[i] // NSLOT, st.cand[i] % NSLOT]   # TG_ANY: either side (uids are unique)
        k += 1
        n -= 1
        st.cand[i] = st.cand[n]
    return k, side


@engine_jit
def dp_max_raised_by_suspended(st, tb, r, src_uid):
    """st.row: a copy of row r whose dp<= maximum is raised by its amount for each suspended Digimon of either
    battle area other than the effect's own (src_uid), counted now."""
    for j in range(EFW):
        st.row[j] = tb.eff[r, j]
    m = 0
    for q in range(2):
        for t in range(1, st.fld_n[q]):
            if st.susp[q, t] != 0 and is_digimon_slot(st, tb, q, t) and st.uid[q, t] != src_uid:
                m += 1
    st.row[F_DP_MAX] += st.row[F_AMOUNT] * m


@engine_jit
def delete_picked(st, tb, p, card, kept, asked):
    """The pilot, asked as for the action code `asked`, deletes 1 of the first `kept` candidates of st.cand (none:
    nothing) as a counted target (st.chosen[0], G_PICKED), by an effect (G_EFFECT_DELETED)."""
    if kept == 0:
        return
    x = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, asked, 0, kept)]
    q = x // NSLOT
    s = x % NSLOT
    st.chosen[0] = st.uid[q, s]
    st.g[G_PICKED] = 1
    log_effect(st, p, card, A_DELETE, top_card(st, q, s), 0, q, st.uid[q, s])
    if delete_slot(st, tb, q, s, DEL_EFFECT):
        st.g[G_EFFECT_DELETED] = 1


@engine_jit
def delete_at_most_own_dp(st, tb, p, r, uid, card):
    """`delete_at_most_own_dp`: of the Digimon row r's target and filters name, those with no more DP than the
    highest DP among p's Digimon now; the pilot deletes 1 of them (chosen as a counted target, st.chosen[0])."""
    st.g[G_EFFECT_DELETED] = 0
    st.g[G_PICKED] = 0
    bound = -1
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s):
            bound = max(bound, slot_dp(st, tb, p, s))
    if bound < 0:
        return
    n = gather_targets(st, tb, p, tb.eff[r], uid)
    kept = 0
    for i in range(n):
        if slot_dp(st, tb, st.cand[i] // NSLOT, st.cand[i] % NSLOT) <= bound:
            st.cand[kept] = st.cand[i]
            kept += 1
    delete_picked(st, tb, p, card, kept, A_DELETE)


@engine_jit
def delete_dp_at_least(st, tb, p, r, uid, card):
    """`delete_dp_at_least`: of the Digimon row r's target and filters name (either player's with target=any),
    those with amount DP or more now; the pilot deletes 1 of them (a counted target, st.chosen[0]); none: nothing,
    G_EFFECT_DELETED left 0 for a chained if=not_deleted."""
    st.g[G_EFFECT_DELETED] = 0
    st.g[G_PICKED] = 0
    n = gather_targets(st, tb, p, tb.eff[r], uid)
    kept = 0
    for i in range(n):
        if slot_dp(st, tb, st.cand[i] // NSLOT, st.cand[i] % NSLOT) >= tb.eff[r, F_AMOUNT]:
            st.cand[kept] = st.cand[i]
            kept += 1
    # its own action code: the pilot takes one of its own Digimon only when no opponent's qualifies
    delete_picked(st, tb, p, card, kept, A_DELETE_DP_AT_LEAST)


@engine_jit
def delete_unsuspended(st, tb, p, r, uid, card, bound):
    """`delete_unsuspended` (bound < 0) / `delete_unsuspended_at_most_paid_level` (bound: the level of the Digimon
    the delete_own_cost before it deleted): of the unsuspended Digimon row r's target and filters name, those with
    a level of at most bound (a Digimon without one: never); the pilot deletes 1 of them (a counted target,
    st.chosen[0])."""
    st.g[G_EFFECT_DELETED] = 0
    st.g[G_PICKED] = 0
    n = gather_targets(st, tb, p, tb.eff[r], uid)   # unsuspended only (simcore.targets)
    kept = 0
    for i in range(n):
        lv = tb.level[top_card(st, st.cand[i] // NSLOT, st.cand[i] % NSLOT)]
        if bound < 0 or (lv > 0 and lv <= bound):
            st.cand[kept] = st.cand[i]
            kept += 1
    delete_picked(st, tb, p, card, kept, A_DELETE)


@engine_jit
def delete_at_most_paid_cost(st, tb, p, r, uid, card, bound):
    """`delete_at_most_paid_cost`: of the Digimon row r's target and filters name, those whose top card's play cost
    is at most bound (the printed cost of the card the trash_from_hand_cost before it trashed; -1: none, nothing);
    the pilot deletes 1 of them (a counted target, st.chosen[0])."""
    st.g[G_EFFECT_DELETED] = 0
    st.g[G_PICKED] = 0
    n = gather_targets(st, tb, p, tb.eff[r], uid)
    kept = 0
    for i in range(n):
        cost = tb.cost[top_card(st, st.cand[i] // NSLOT, st.cand[i] % NSLOT)]
        if 0 <= cost <= bound:
            st.cand[kept] = st.cand[i]
            kept += 1
    delete_picked(st, tb, p, card, kept, A_DELETE)


@engine_jit
def delete_chosen_together(st, tb, p, q, e, card, k):
    """Deletes q's Digimon st.chosen[:k] (uids) together as p's effect of row e: an effect keeping them all
    first, then each logged as delete (an immunity of row e passes one by); none chosen: a delete of nothing."""
    if k == 0:
        log_effect(st, p, card, A_DELETE, -1, 0, q, -1)
        return
    keep_together(st, tb, k, A_DELETE)
    for i in range(k):
        if st.chosen[i] < 0:
            continue   # kept by an effect for all of them
        s = find_uid(st, q, st.chosen[i])
        if s >= 0 and not shielded_from(st, tb, q, s, e):
            log_effect(st, p, card, A_DELETE, top_card(st, q, s), 0, q, st.uid[q, s])
            if delete_slot(st, tb, q, s, DEL_EFFECT):
                st.g[G_EFFECT_DELETED] = 1


@engine_jit
def delete_all_but_one(st, tb, p, r, uid, card):
    """`delete_all_but_one`: the pilot chooses 1 of the opponent's Digimon passing row r's filters, ranked first by
    its rank= (the one spared); all of the opponent's other Digimon are found, then deleted one by one as a delete
    effect's (logged as delete; an immunity passes one by)."""
    e = tb.eff[r]
    q = 1 - p
    st.g[G_EFFECT_DELETED] = 0
    n = 0
    for s in range(1, st.fld_n[q]):
        if is_digimon_slot(st, tb, q, s) and digimon_matches(st, tb, e, q, s, uid):
            st.cand[n] = q * NSLOT + s
            n += 1
    spared = -1
    if n > 0:
        n = keep_ranked(st, tb, p, e, uid, n)
        if n > 0:
            x = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_DELETE_ALL_BUT_ONE, 0, n)]
            spared = st.uid[q, x % NSLOT]
    k = 0
    for s in range(1, st.fld_n[q]):
        if is_digimon_slot(st, tb, q, s) and st.uid[q, s] != spared:
            st.chosen[k] = st.uid[q, s]
            k += 1
    delete_chosen_together(st, tb, p, q, e, card, k)


@engine_jit
def switch_attack_target(st, tb, p, r, uid, card):
    """switch_attack_target: the opponent's attack in progress (not ended) now targets 1 of p's Digimon passing
    row r's filters, the pilot's pick (target=self: this Digimon, uid); the attack reads st.g[G_ATK_TARGET] again once the effects have resolved."""
    if st.g[G_ATK_TARGET] == -2 or st.g[G_ATTACK_ENDED] != 0 or st.g[G_CUR] == p:
        return
    if tb.eff[r, F_TARGET] == TG_SELF:   # "to this Digimon"
        k = 1 if uid >= 0 else 0
        st.chosen[0] = uid
    else:
        k, _ = pick_targets(st, tb, p, r, uid)
    if k == 0 or st.chosen[0] == st.g[G_ATK_TARGET]:
        return   # no such Digimon, or the target already
    s = find_uid(st, p, st.chosen[0])
    if s < 0:
        return
    st.g[G_ATK_TARGET] = st.chosen[0]
    log_effect(st, p, card, A_SWITCH_ATTACK_TARGET, top_card(st, p, s), 0, p, st.chosen[0])


@engine_jit
def to_security_top(st, tb, p, card, q, s):
    """`to_security_top`: q's Digimon in slot s leaves the battle area by p's effect (what would keep it there comes
    first): its digivolution cards go to the trash, its top card face down to the top of q's security stack (a Token
    leaves the game). Logged once it is sure to go, amount the cards q's security stack gains (0 or 1); nothing
    moves while q can't add cards to the security stack by effects or it is full."""
    if st.sec_n[q] >= PILE or player_restricted(st, tb, q, CANT_ADD_SECURITY_BY_EFFECTS):
        return
    uid = st.uid[q, s]
    if stays_instead(st, tb, q, s, LEAVE_TO_SECURITY, 1 + p):
        return
    s = find_uid(st, q, uid)
    if s < 0:
        return
    decode_before_leaving(st, tb, q, s)
    s = find_uid(st, q, uid)
    if s < 0 or st.sec_n[q] >= PILE:
        return
    c = top_card(st, q, s)
    placed = 1 if c < tb.token_first else 0
    log_effect(st, p, card, A_TO_SECURITY_TOP, c, placed, q, uid)
    for i in range(st.stk_n[q, s] - 1):
        if st.stk[q, s, i] < tb.token_first:
            to_trash(st, q, st.stk[q, s, i])
    close_slot(st, q, s)
    if placed == 1:
        n = st.sec_n[q]
        st.sec[q, n] = c
        st.sec_up[q, n] = 0
        st.sec_n[q] = n + 1
        security_added(st, tb, q)


@engine_jit
def log_effect(st, p, card, action, target_card, amount, target_player, target_uid):
    log_event(st, p, E_EFFECT, card, action, target_card, amount, target_player, target_uid)


@engine_jit
def overflow_census(st, tb):
    """RULES.md §10.5, <Overflow -X>: each player's copies of each ACE card on the field (every stack of the battle and
    breeding areas, its top card and the cards beneath) are counted; the copies fewer than at the last count left the
    field for another area (one put under a card or played from beneath one is still there), and their owner loses X
    memory for each, at once. Counted after every clause of an effect, every rule check and every action, so a loss
    comes before the next "Then". Logged as an overflow effect of the card (amount: X for each copy gone), then the
    memory change."""
    if tb.overflow_any == 0:
        return
    for p in range(2):
        for c in range(tb.n_types):
            if tb.overflow[c] == 0 or tb.face_up[c] != c:
                continue   # a face-down twin counts as its card
            have = 0
            for s in range(st.fld_n[p]):
                for i in range(st.stk_n[p, s]):
                    if tb.face_up[st.stk[p, s, i]] == c:
                        have += 1
            gone = st.ace_n[p, c] - have
            st.ace_n[p, c] = have
            if gone > 0:
                before = memory_of(st, p)
                log_effect(st, p, c, A_OVERFLOW, c, tb.overflow[c] * gone, p, -1)
                add_memory(st, p, -tb.overflow[c] * gone)
                log_event(st, p, E_MEMORY, memory_of(st, p) - before, c, 0, 0, 0, 0)


@engine_jit
def apply_to_digimon(st, tb, p, r, card, q, s):
    """Row r of player p's effect applied to q's Digimon in slot s."""
    if q != p and shielded_from(st, tb, q, s, tb.eff[r]):
        return   # <Progress> while it attacks, or a granted immunity: the opponent's effects don't affect it
    e = tb.eff[r]
    a = e[F_ACTION]
    amount = e[F_AMOUNT]
    if e[F_FOR_EACH] == Q_NAMED_DIGIVOLUTION_CARD_PAIRS:   # counted by act as the row began (G_NAMED_PAIRS)
        amount *= st.g[G_NAMED_PAIRS]
    elif e[F_FOR_EACH] == Q_OWN_TRAIT_DIGIMON:   # "for each of your [X] trait Digimon": as it resolves
        amount *= own_with_bit(st, tb, p, e[F_BASE_MATCH], False)
    elif e[F_FOR_EACH] != 0 and e[F_FOR_EACH] != Q_OWN_FACE_UP_SECURITY:   # (that one: the clause repeats, `act`)
        amount *= count_of(st, tb, p, e[F_FOR_EACH])   # "<De-Digivolve 1> for each of your Digimon": as it resolves
    if a == A_DIGIMON_PLAY_COST_DOWN and amount <= 0:
        return   # "for each card trashed", none trashed: nothing
    if a == A_GAIN_WHEN_BLOCKED:   # "gets '[Your Turn] When this Digimon is blocked, ...' for the turn"
        gain_when_blocked(st, tb, p, r, card, q, s)
        return
    if (a == A_BOUNCE or a == A_TO_DECK_BOTTOM) and restricted(st, tb, q, s, CANT_BE_RETURNED):
        return   # it can't be returned to the hand or the deck: the effect passes it by
    if q != p and (a == A_BOUNCE or a == A_TO_DECK_BOTTOM or a == A_DE_DIGIVOLVE) and restricted(
            st, tb, q, s, CANT_BE_RETURNED_OR_DE_DIGIVOLVED_BY_OPPONENT):
        return   # the opponent's effects can't return it nor <De-Digivolve> it: they pass it by
    if q != p and (a == A_BOUNCE or a == A_TO_DECK_BOTTOM) and restricted(st, tb, q, s, CANT_BE_RETURNED_BY_OPPONENT):
        return   # the opponent's effects can't return it to the hand or deck: they pass it by
    if q != p and a == A_DP and amount < 0 and dp_cut_barred(st, tb, q, st.uid[q, s]):
        return   # the opponent's effects can't reduce its DP: they pass it by
    if q != p and (a == A_DE_DIGIVOLVE or a == A_TRASH_DIGIVOLUTION_BOTTOM or a == A_TRASH_DIGIVOLUTION_TOP) \
            and restricted(st, tb, q, s, CANT_STACK_TRASHED_BY_OPPONENT):
        return   # the opponent's effects can't trash its stacked cards: they pass it by
    if a == A_DE_DIGIVOLVE and restricted(st, tb, q, s, CANT_BE_DE_DIGIVOLVED):
        return   # <De-Digivolve> effects don't affect it, whoever's they are
    if (a == A_SUSPEND or a == A_SUSPEND_UNSUSPENDED) and (
            st.susp[q, s] != 0 or restricted(st, tb, q, s, CANT_SUSPEND)):
        return   # already suspended, or it can't suspend: the effect passes it by (nothing to log)
    if a == A_TO_SECURITY_TOP:
        to_security_top(st, tb, p, card, q, s)
        return
    if a != A_TO_DECK_BOTTOM:   # logged once it is sure to go, with the number of cards the deck gains
        log_effect(st, p, card, a, top_card(st, q, s), amount, q, st.uid[q, s])
    if a == A_DELETE:
        if delete_slot(st, tb, q, s, DEL_EFFECT):
            st.g[G_EFFECT_DELETED] = 1
    elif a == A_BOUNCE:
        if return_slot_to_hand(st, tb, q, s, p):
            st.g[G_EFFECT_RETURNED] = 1
    elif a == A_TO_DECK_BOTTOM:
        uid = st.uid[q, s]
        if stays_instead(st, tb, q, s, LEAVE_MOVED, 1 + p):
            return
        s = find_uid(st, q, uid)
        if s < 0:
            return
        decode_before_leaving(st, tb, q, s)
        s = find_uid(st, q, uid)
        if s < 0:
            return
        gained = 0
        for i in range(st.stk_n[q, s]):
            if st.stk[q, s, i] < tb.token_first:
                gained += 1
        log_effect(st, p, card, a, top_card(st, q, s), gained, q, uid)
        for i in range(st.stk_n[q, s] - 1, -1, -1):   # [GAP] they keep their stack order, the top card highest
            if st.stk[q, s, i] < tb.token_first:   # a Token leaves the game (RULES.md §10.1)
                to_deck_bottom(st, q, st.stk[q, s, i])
        close_slot(st, q, s)
    elif a == A_TRASH_DIGIVOLUTION_BOTTOM or a == A_TRASH_DIGIVOLUTION_TOP:
        # the bottom (top) `amount` of the cards effects may trash: those they can't are passed by (kept_under)
        k = min(amount, trashable_under(st, tb, q, s))
        for _ in range(k):
            if a == A_TRASH_DIGIVOLUTION_BOTTOM:
                i = 0
                while kept_under(st, tb, q, s, st.stk[q, s, i]):
                    i += 1
            else:
                i = st.stk_n[q, s] - 2
                while kept_under(st, tb, q, s, st.stk[q, s, i]):
                    i -= 1
            trash_digivolution_card(st, tb, q, s, i)
        if k > 0:
            digivolution_cards_trashed(st, tb, q, s)
    elif a == A_DE_DIGIVOLVE:
        for _ in range(amount):
            if st.stk_n[q, s] <= 1 or tb.level[top_card(st, q, s)] == 3 or tb.kind[top_card(st, q, s)] == K_TAMER:
                break   # a Tamer treated as a Digimon has no digivolution cards to lose (cards under it are none)
            to_trash(st, q, top_card(st, q, s))
            st.stk_n[q, s] -= 1
            st.top[q, s] = st.stk[q, s, st.stk_n[q, s] - 1]
            st.g[G_TOPS_CHANGED] = 1
            note_card(st, q, st.top[q, s], CR_FIELD)
    elif a == A_UNSUSPEND:
        was = st.susp[q, s]
        unsuspend_slot(st, tb, q, s)
        if was != 0 and st.susp[q, s] == 0:
            st.g[G_EFFECT_UNSUSPENDED] = 1
    elif a == A_SUSPEND or a == A_SUSPEND_UNSUSPENDED:
        was = st.susp[q, s]
        suspend_slot(st, tb, q, s)
        if q == p and was == 0 and st.susp[q, s] != 0:
            st.g[G_EFFECT_SUSPENDED_OWN] = 1
    else:  # DP, Security A., keywords, can't attack or block: a modifier on this Digimon
        add_mod(st, q, st.uid[q, s], a, amount, until_turn(st, p, e[F_DURATION]),
                SCOPE_DIGIMON | (SCOPE_BY_OPPONENT if q != p else 0))
        if a == A_AS_DIGIMON:
            st.g[G_AS_DIGIMON] = 1   # a Tamer is a Digimon now: query.is_digimon_slot reads the modifiers from now on
        if q != p:
            mark_from_digimon(st, tb, r)
        elif a == A_CANT and (amount == CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON
                              or amount == CANT_BE_AFFECTED_BY_OPPONENTS):
            st.g[G_IMMUNITY] = 1   # an immunity granted: the immunity checks run from now on


@engine_jit
def take_card_from_pile(st, tb, p, r, pile, n):
    """Let player p choose one card of pile[0:n] matching row r; returns its index or -1."""
    k = gather_playable(st, tb, p, tb.eff[r], pile, n)
    if k == 0:
        return -1
    return st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, pile, k)]


@engine_jit
def take_card_dp_raised(st, tb, p, r, pile, n):
    """take_card_from_pile for a row with for_each=suspended_digimon: its dp<= maximum raised by its amount for
    each suspended Digimon of either battle area, counted now ("add N to this effect's DP maximum")."""
    e = st.row   # the row, its DP maximum raised
    for j in range(EFW):
        e[j] = tb.eff[r, j]
    m = 0
    for q in range(2):
        for t in range(1, st.fld_n[q]):
            if st.susp[q, t] != 0 and is_digimon_slot(st, tb, q, t):
                m += 1
    e[F_DP_MAX] += e[F_AMOUNT] * m
    k = gather_playable(st, tb, p, e, pile, n)
    if k == 0:
        return -1
    return st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, pile, k)]


@engine_jit(inline=True)
def event_digimon(e, aux):
    """uid of the Digimon the event of row e's timing carries (target=event), -1 for a timing without one."""
    t = e[F_TRIGGER]
    if (t == T_OWN_DIGIMON_DIGIVOLVED or t == T_OWN_DIGIMON_SUSPENDED or t == T_OWN_DIGIMON_WOULD_LEAVE
            or t == T_OWN_DIGIMON_PLAYED or t == T_OWN_DIGIMON_WINS_BATTLE or t == T_OWN_DIGIMON_ATTACKS
            or t == T_OWN_DIGIMON_LINKED):
        return event_uid(aux)
    return -1


@engine_jit
def act(st, tb, p, r, uid, card, aux):
    """Carry out row r of an effect controlled by player p. Returns False if a cost could not be paid
    (the rest of the effect is skipped)."""
    e = tb.eff[r]
    a = e[F_ACTION]
    tg = e[F_TARGET]
    amount = e[F_AMOUNT]
    q = 1 - p
    if a == A_BRANCHES:   # "If X, A. If Y, B.": each clause after it under its own condition
        return True
    if e[F_FOR_EACH] == Q_NAMED_DIGIVOLUTION_CARD_PAIRS:   # "for every 2 [X] in this Digimon's digivolution cards"
        s0 = find_uid(st, p, uid) if uid >= 0 else -1
        st.g[G_NAMED_PAIRS] = named_digivolution_cards(st, tb, p, s0, e[F_BASE_MATCH]) // 2 if s0 >= 1 else 0
    if e[F_FOR_EACH] == Q_FACE_DOWN:   # "for each of this Digimon's face-down digivolution cards" (count_of reads it)
        st.g[G_FACE_DOWN] = face_down_cards(st, tb, p, uid)
    if a == A_DELETE:
        st.g[G_EFFECT_DELETED] = 0   # what this clause deletes, for a chained "if this effect didn't delete"
    if a == A_BOUNCE:
        st.g[G_EFFECT_RETURNED] = 0   # for a chained "if this effect returned"
    if a == A_TRASH_OPPONENT_OPTION:
        trash_opponent_option(st, tb, p, card)
        return True
    if a == A_RETURN_PLAYED_AT_OPPONENTS_TURN_END:
        return_played_at_opponents_turn_end(st, tb, p, card)
        return True
    if a == A_DELETE_PLAYED_AT_YOUR_TURN_END:
        delete_played_at_your_turn_end(st, tb, p, card)
        return True
    if a == A_PLAYED_CANT_DIGIVOLVE:
        played_cant_digivolve(st, tb, p)
        return True
    if a == A_PLAY_FROM_SECURITY:
        play_from_security(st, tb, p, r, card)
        return True
    if a == A_PLACE_SELF_FACE_UP_AS_BOTTOM_SECURITY:
        place_self_face_up_as_bottom_security(st, tb, p, card)
        return True
    if a == A_TRASH_ANY_DIGIVOLUTION_CARDS:
        trash_any_digivolution_cards(st, tb, p, r, card)
        return True
    if a == A_DELETE_AT_MOST_OWN_DP:
        delete_at_most_own_dp(st, tb, p, r, uid, card)
        return True
    if a == A_DELETE_DP_AT_LEAST:
        delete_dp_at_least(st, tb, p, r, uid, card)
        return True
    if a == A_DELETE_UNSUSPENDED:
        delete_unsuspended(st, tb, p, r, uid, card, -1)
        return True
    if a == A_DELETE_UNSUSPENDED_AT_MOST_PAID_LEVEL:
        bound = st.g[G_COST_DELETED_LEVEL]
        st.g[G_COST_DELETED_LEVEL] = 0
        delete_unsuspended(st, tb, p, r, uid, card, bound)
        return True
    if a == A_DELETE_ALL_BUT_ONE:
        delete_all_but_one(st, tb, p, r, uid, card)
        return True
    if a == A_DELETE_TOTAL_COST or a == A_DELETE_TOTAL_DP:
        delete_total_cost(st, tb, p, r, uid, card)
        return True
    if a == A_GAIN_ON_DELETION and tg == TG_OWN:   # "1 of your Digimon gains ...": the pilot picks which
        n = 0
        for s in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, s) and digimon_matches(st, tb, e, p, s, uid) and n < NSLOT:
                st.cand[n] = p * NSLOT + s
                n += 1
        if n > 0:
            s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, a, amount, n)] % NSLOT
            gain_on_deletion(st, tb, p, r, st.uid[p, s], card)
        return True
    if a == A_DELETE_COST_RAISED:
        delete_cost_raised(st, tb, p, r, uid, card)
        return True
    if a == A_TRASH_DIGIVOLUTION_CARDS_OF_ONE:
        trash_any_digivolution_cards(st, tb, p, r, card)
        return True
    if a == A_GAIN_ON_DELETION:
        gain_on_deletion(st, tb, p, r, uid, card)
        return True
    if a == A_PLACE_OWN_IN_SECURITY_COST and tg == TG_SELF:   # "place this Digimon as your top security card"
        return place_own_in_security_cost(st, tb, p, r, uid, card, -1)
    if a == A_BATTLE:
        effect_battle(st, p, r, uid)
        return True
    if a == A_SUSPEND:
        st.g[G_EFFECT_SUSPENDED_OWN] = 0   # for a chained "if this effect suspended your Digimon"
    if a == A_UNSUSPEND:
        st.g[G_EFFECT_UNSUSPENDED] = 0   # for a chained "if this effect unsuspended"
    if a == A_DIGIVOLVE_FROM_HAND or a == A_DIGIVOLVE_FROM_TRASH or a == A_DIGIVOLVE_FROM_UNDER_TAMERS \
            or a == A_DIGIVOLVE_IGNORING_REQUIREMENTS or a == A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS:
        return digivolve_from_hand(st, tb, p, r, event_digimon(e, aux) if tg == TG_EVENT else uid, card)
    if a == A_DIGIVOLVE_FROM_SECURITY:
        return digivolve_from_security(st, tb, p, r, uid, card)
    if a == A_DELETE_AT_MOST_PAID_COST:
        bound = st.g[G_PAID_CARD_COST] - 1
        st.g[G_PAID_CARD_COST] = 0
        delete_at_most_paid_cost(st, tb, p, r, uid, card, bound)
        return True
    if a == A_SWITCH_ATTACK_TARGET:
        switch_attack_target(st, tb, p, r, uid, card)
        return True
    if a == A_TOP_CARD_TO_SECURITY:
        top_card_to_security(st, tb, p, uid, card, (e[F_FILTER] & FL_FACE_UP) != 0)
        return True
    if a == A_TOP_CARD_UNDER_COST:
        return top_card_under_cost(st, tb, p, uid, card)
    if a == A_PLACE_SELF_UNDER_PLAYED:
        place_self_under_played(st, tb, p, uid, card)
        return True
    if a == A_DNA_DIGIVOLVE_FROM_HAND:
        return dna_digivolve_from_hand(st, tb, p, r, uid, card)
    if a == A_DNA_DIGIVOLVE_WITH_TRASH:
        return dna_digivolve_with_trash(st, tb, p, r, card)
    if a == A_APP_FUSE:
        app_fuse(st, tb, p)
        return True
    if a == A_PLACE_FROM_TRASH_UNDER:
        if e[F_TRIGGER] == T_OWN_DIGIMON_DIGIVOLVED:
            place_from_trash_under(st, tb, p, r, card, event_uid(aux), a)
        elif tg == TG_SELF:
            place_from_trash_under(st, tb, p, r, card, uid, a)
        elif tg == TG_OWN:
            place_from_trash_under_own(st, tb, p, r, card)
        return True
    if a == A_PLACE_FROM_TRASH_UNDER_COST:
        return place_from_trash_under_cost(st, tb, p, r, card, uid)
    if a == A_PLACE_FROM_TRASH_FACE_DOWN_COST:
        return place_from_trash_face_down_cost(st, tb, p, r, card, uid)
    if a == A_PLACE_TOP_DIGIVOLUTION_COST:
        return place_top_digivolution_cost(st, tb, p, r, card, uid)
    if a == A_TRASH_BOTTOM_FACE_DOWN_OR_COST:
        return trash_bottom_face_down_or_cost(st, tb, p, r, uid, card)
    if a == A_REVEAL_ADD_AND_PLACE_FACE_DOWN:
        reveal_add_and_place_face_down(st, tb, p, r, card)
        return True
    if a == A_PLACE_FROM_HAND_FACE_DOWN:
        place_from_hand_face_down(st, tb, p, r, card, event_digimon(e, aux) if tg == TG_EVENT else uid)
        return True
    if a == A_RETURN_DIGIVOLUTION_CARDS_COST and tg == TG_OWN:   # "from 1 of your [X]'s digivolution cards"
        return return_own_digivolution_cards_cost(st, tb, p, r, card, uid)
    if a == A_RETURN_DIGIVOLUTION_CARDS_COST:
        return return_digivolution_cards_cost(st, tb, p, r, card, uid, event_digimon(e, aux) if tg == TG_EVENT else uid)
    if a == A_REVEAL_PLACE_UNDER:
        reveal_place_under(st, tb, p, r, card, event_digimon(e, aux) if tg == TG_EVENT else uid)
        return True
    if a == A_PLACE_UNDER_COST:
        return place_under_cost(st, tb, p, r, card, event_digimon(e, aux) if tg == TG_EVENT else uid)
    if a == A_REVEAL_ADD_OR_PLACE:   # target=self (here or on its or_place row): under this Digimon only
        reveal_add_or_place(st, tb, p, r, uid, card)
        return True
    if a == A_HAND_TO_SECURITY or a == A_TRASH_TO_SECURITY:
        # what it placed, for a chained if=not_placed ("you may place 1 [X] or 1 [Y]")
        st.g[G_EFFECT_PLAYED] = 1 if hand_to_security(st, tb, p, r, card) > 0 else 0
        return True
    if a == A_HAND_TO_SECURITY_COST:
        return hand_to_security(st, tb, p, r, card) >= e[F_AMOUNT]
    if a == A_SAVE:
        save_under_tamer(st, tb, p, r, card)
        return True
    if a == A_PLACE_UNDER_TAMER or a == A_PLACE_UNDER_SELF_OR_TAMER or a == A_PLACE_UNDER_TAMER_FROM_TRASH:
        place_under_tamer(st, tb, p, r, card, uid)
        return True
    if a == A_PLACE_UNDER_TAMER_COST:
        return place_under_tamer(st, tb, p, r, card, uid) >= e[F_AMOUNT]
    if a == A_RETURN_FROM_UNDER_TAMERS:
        return_from_under_tamers(st, tb, p, r, card)
        return True
    if a == A_PLACE_UNDER_SELF_COLORS:   # what it placed, for a chained if=placed ("if this effect placed, ...")
        st.g[G_EFFECT_PLAYED] = 1 if place_under_self_colors(st, tb, p, r, card, uid) > 0 else 0
        return True
    if a == A_ATTACK or a == A_ATTACK_WITHOUT_SUSPENDING:
        effect_attack(st, tb, p, r, event_digimon(e, aux) if tg == TG_EVENT else uid)
        return True
    if a == A_USE_OPTION_FROM_HAND:
        effect_option_use(st, p, r)
        return True
    if a == A_USE_OPTION_FROM_TRASH or a == A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS:
        effect_option_use(st, p, r)
        return True
    if a == A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS:   # the Digimon whose digivolution cards it may come from
        if st.g[G_EFFECT_OPTION_ROW] == 0:
            st.g[G_PLAY_OR_USE_CARD] = uid + 1
        effect_option_use(st, p, r)
        return True
    if a == A_TRASH_FROM_DIGIVOLUTION_OR_LINK_COST:
        return trash_from_digivolution_or_link_cost(st, tb, p, r, card)
    if a == A_TRASH_LINK_COST:   # "by trashing 1 of this Digimon's link cards": of the Digimon it works for
        s = find_uid(st, p, uid) if uid >= 0 else -1
        return s >= 1 and trash_link_cost(st, tb, p, s, card)
    if a == A_PLAY_OR_USE_FROM_HAND:
        play_or_use_from_hand(st, tb, p, r, card)
        return True
    if a == A_TRASH_MOST_SECURITY_TOP_COST:
        return trash_most_security_top(st, tb, p, r, card)
    if a == A_SECURITY_OR_UNDER_TAMER_COST:
        return security_or_under_tamer_cost(st, tb, p, r, card)
    if a == A_LINK_SELF:
        link_self(st, tb, p, card)
        return True
    if a == A_LINK_FROM_TRASH:
        link_from_trash(st, tb, p, r, card)
        return True
    if a == A_LINK_FROM_HAND:
        link_from_hand_effect(st, tb, p, r, card)
        return True
    if a == A_LINK_TO_SELF or a == A_LINK_TO_SELF_FROM_TRASH or a == A_LINK_TO_OWN:
        return link_to_digimon(st, tb, p, r, card, uid, a)
    if a == A_CANT and is_player_restriction(amount):   # on a player: you (target=player) or the opponent
        side = q if tg == TG_OPPONENT else p
        log_effect(st, p, card, a, -1, amount, side, -1)
        add_mod(st, side, -1, a, amount, until_turn(st, p, e[F_DURATION]), 0)
        return True
    if a == A_PLAY_FROM_DIGIVOLUTION_CARDS and tg == TG_SELF:   # from this Digimon's digivolution cards only
        return play_from_digivolution_cards(st, tb, p, r, card, uid)
    if a == A_DELETE_OWN_COST and tg == TG_SELF:   # cost: delete this Digimon
        s = find_uid(st, p, uid) if uid >= 0 else -1
        if s < 0 or not is_digimon_slot(st, tb, p, s):
            return False
        remove_deleted(st, tb, p, s, DEL_EFFECT)   # [GAP] a cost: nothing prevents it
        return True
    if a == A_PLAY_TOKEN or a == A_DELETE_COST or a == A_RETURN_OPPONENT_TRASH_COST \
            or a == A_RETURN_OPPONENT_TRASH_TOP_COST:   # whatever the target says
        return act_on_opponents_cards(st, tb, p, r, uid, card)
    if tg == TG_SELF or tg == TG_EVENT:
        if tg == TG_EVENT:
            uid = event_digimon(e, aux)
        s = find_uid(st, p, uid) if uid >= 0 else -1
        if s >= 0:
            apply_to_digimon(st, tb, p, r, card, p, s)
        return True
    if tg == TG_OWN or tg == TG_OPPONENT or tg == TG_ANY or tg == TG_OWN_PROGRESS:
        if a == A_PLAY_FROM_DIGIVOLUTION_CARDS:
            return play_from_digivolution_cards(st, tb, p, r, card, -1)
        same = (e[F_FILTER] & FL_SAME_TARGETS) != 0 and e[F_CHAIN] != 0
        # "for each of your face-up security cards, suspend 1 of ...": the clause once for each, picked anew
        reps = count_of(st, tb, p, Q_OWN_FACE_UP_SECURITY) if e[F_FOR_EACH] == Q_OWN_FACE_UP_SECURITY else 1
        for _ in range(reps):
            if same:   # what the clause before chose (st.chosen)
                k = st.g[G_PICKED]
                side = p if tg == TG_OWN or tg == TG_OWN_PROGRESS else q
            else:
                k, side = pick_targets(st, tb, p, r, uid)
                st.g[G_PICKED] = k
                if a == A_DELETE or a == A_BOUNCE or a == A_TO_DECK_BOTTOM:
                    keep_together(st, tb, k, a)
            for i in range(k):
                if st.chosen[i] < 0:
                    continue   # kept by an effect for all of them
                if tg == TG_ANY and find_uid(st, side, st.chosen[i]) < 0:
                    side = 1 - side   # a Digimon of the other player
                s = find_uid(st, side, st.chosen[i])
                # "If that Digimon has the [X] trait, ...": the chosen one, only if it passes this clause's filters
                if s >= 0 and (not same or not has_digimon_filter(e) or digimon_matches(st, tb, e, side, s, uid)):
                    apply_to_digimon(st, tb, p, r, card, side, s)
            if st.g[G_OVER] != 0:
                break
        return True
    if tg == TG_ALL_OWN or tg == TG_ALL_OPPONENT or tg == TG_ALL_OWN_SECURITY or tg == TG_ALL_OWN_AND_SECURITY:
        side = q if tg == TG_ALL_OPPONENT else p
        if (tg == TG_ALL_OWN or tg == TG_ALL_OPPONENT) and not is_modifier_action(a):
            apply_to_all(st, tb, p, r, card, side, uid)   # delete, suspend...: each Digimon there now
            return True
        scope = SCOPE_DIGIMON
        if tg == TG_ALL_OWN_SECURITY or (e[F_FILTER] & FL_SECURITY_DIGIMON) != 0:
            scope = SCOPE_SECURITY
        elif tg == TG_ALL_OWN_AND_SECURITY:
            scope = SCOPE_DIGIMON | SCOPE_SECURITY
        elif has_digimon_filter(e):   # RULES.md §11: the filters are tested again for every Digimon, later ones too
            scope |= (r + 1) << SCOPE_ROW_SHIFT
        if side != p:
            scope |= SCOPE_BY_OPPONENT
        if e[F_FOR_EACH] == Q_DIGIVOLUTION_CARD_COLORS:   # "for each colour in this Digimon's digivolution cards"
            amount *= colors_beneath(st, tb, p, uid)         # counted once, as it resolves
        log_effect(st, p, card, a, -1, amount, side, -1)
        add_mod(st, side, -1, a, amount, until_turn(st, p, e[F_DURATION]), scope)
        if a == A_CANT and (amount == CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON or amount == CANT_BE_AFFECTED_BY_OPPONENTS):
            st.g[G_IMMUNITY] = 1   # an immunity granted to all of p's Digimon (query.immunity_of)
        if side != p:
            mark_from_digimon(st, tb, r)
        return True
    return act_on_player(st, tb, p, r, uid, card)


@engine_jit
def act_on_player(st, tb, p, r, uid, card):
    """The rows of `act` that work on the player's own cards and zones (memory, draw, deck, trash, security...).
    Apart from `act` so that a Digimon-targeting row does not pay for these branches' locals on every call."""
    e = tb.eff[r]
    a = e[F_ACTION]
    amount = e[F_AMOUNT]
    q = 1 - p
    if a == A_TRASH_OPPONENT_SECURITY_TO:   # "so that it has N left": trashed from the top, as many as that takes
        a = A_TRASH_OPPONENT_SECURITY_TOP
        amount = max(0, st.sec_n[q] - amount)
    if a == A_MEMORY:
        if amount > 0 and tb.kind[card] != K_TAMER and player_restricted(st, tb, p, CANT_GAIN_MEMORY_EXCEPT_TAMERS):
            return True   # only Tamers' effects may give this player memory
        if e[F_FOR_EACH] == Q_PAID:   # "1 memory for each card returned" by the cost before it
            amount *= st.g[G_PAID]
            if amount == 0:
                return True
        elif e[F_FOR_EACH] == Q_OPPONENT_HAND_QUADS:   # "for every 4 cards in your opponent's hand"
            amount *= count_of(st, tb, p, Q_OPPONENT_HAND_QUADS)
            if amount == 0:
                return True
        elif e[F_FOR_EACH] == Q_OWN_TRASH_TENS:   # "for every 10 cards in your trash"
            amount *= count_of(st, tb, p, Q_OWN_TRASH_TENS)
            if amount == 0:
                return True
        add_memory(st, p, amount)
        log_event(st, p, E_MEMORY, amount, card, 0, 0, 0, 0)
    elif a == A_DRAW:
        if e[F_FOR_EACH] == Q_PAID:   # "for each card trashed" by the cost before it
            amount *= st.g[G_PAID]
        elif e[F_FOR_EACH] == Q_OPPONENT_DIGIMON:   # "for each Digimon your opponent has", counted as it resolves
            amount *= count_of(st, tb, p, Q_OPPONENT_DIGIMON)
        log_effect(st, p, card, a, -1, amount, p, -1)
        for _ in range(amount):
            if not draw_card(st, p):
                if (tb.rules & RS_EMPTY_DECK_DRAW_LOSES) != 0:
                    end_game(st, 1 - p, R_DECK_OUT)  # [GAP] §14.11 switched; by default nothing happens
                break
            st.g[G_HAND_ADDED] |= 1 << p   # an effect's draw adds to the hand (the digivolution draw: a rule's)
    elif a == A_DRAW_BOTH:   # "both players draw": p first, then the opponent
        log_effect(st, p, card, a, -1, amount, p, -1)
        for q in (p, 1 - p):
            for _ in range(amount):
                if not draw_card(st, q):
                    if (tb.rules & RS_EMPTY_DECK_DRAW_LOSES) != 0:
                        end_game(st, 1 - q, R_DECK_OUT)
                    break
                st.g[G_HAND_ADDED] |= 1 << q
            if st.g[G_OVER] != 0:
                break
    elif a == A_RECOVERY:
        if player_restricted(st, tb, p, CANT_ADD_SECURITY_BY_EFFECTS):
            return True   # this player's effects may not add to security stacks
        log_effect(st, p, card, a, -1, amount, p, -1)
        before = st.sec_n[p]
        for _ in range(amount):
            if st.deck_n[p] == 0:
                break
            st.deck_n[p] -= 1
            st.sec[p, st.sec_n[p]] = st.deck[p, st.deck_n[p]]
            st.sec_n[p] += 1
        if st.sec_n[p] > before:
            security_added(st, tb, p)
    elif a == A_TRASH_OPPONENT_SECURITY_TOP:
        if e[F_FOR_EACH] == Q_NAMED_DIGIVOLUTION_CARD_PAIRS:   # counted by act as the row began (G_NAMED_PAIRS)
            amount *= st.g[G_NAMED_PAIRS]
            if amount == 0:
                return True
        log_effect(st, p, card, a, -1, amount, q, -1)
        before = st.sec_n[q]
        # "any 1 of your opponent's security cards" (filter=top_or_bottom): face down, the top or the bottom one
        bottom = (e[F_FILTER] & FL_TOP_OR_BOTTOM) != 0 and before > 0 and choose_security_end(
            st.g[G_PILOT0 + p], st) == 1
        for _ in range(amount):
            if st.sec_n[q] == 0:
                break
            if bottom:
                c = remove_at(st.sec[q], st.sec_n[q], 0)
                st.sec_n[q] -= 1
                security_to_trash(st, tb, q, c)
                continue
            st.sec_n[q] -= 1
            st.sec_up[q, st.sec_n[q]] = 0
            security_to_trash(st, tb, q, st.sec[q, st.sec_n[q]])
        if st.sec_n[q] < before:
            security_removed(st, tb, q)
    elif a == A_LOSE_MEMORY_AT_TURN_END:   # on the player (no Digimon): spent by delete_marked_at_turn_end
        add_mod(st, p, -1, a, amount, st.g[G_TURN], 0)
    elif a == A_NEXT_DIGIVOLVE_COST_DOWN:   # on the player (no Digimon): read and used up by digivolve_reduction
        add_mod(st, p, -1, a, amount, until_turn(st, p, D_TURN), 0)
        log_effect(st, p, card, a, -1, amount, p, -1)
    elif a == A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN:   # on the player, keeping its row (the base filter, the pilot's
        # question): read by digivolve_reduction, used up by pay_digivolve_reductions
        add_mod(st, p, -1, a, amount, until_turn(st, p, D_TURN), (r + 1) << SCOPE_ROW_SHIFT)
        log_effect(st, p, card, a, -1, amount, p, -1)
    elif a == A_SET_MEMORY:
        before = memory_of(st, p)
        set_memory(st, p, amount)
        log_event(st, p, E_MEMORY, memory_of(st, p) - before, card, 0, 0, 0, 0)
    elif a == A_TRASH_DECK_TOP or a == A_TRASH_BOTH_DECKS_TOP:
        for side in (p, 1 - p):
            if side != p and a == A_TRASH_DECK_TOP:
                break
            log_effect(st, p, card, a, -1, amount, side, -1)
            trashed = 0
            for _ in range(amount):
                if st.deck_n[side] == 0:
                    break
                st.deck_n[side] -= 1
                deck_card_trashed(st, tb, side, st.deck[side, st.deck_n[side]])
                trashed += 1
            if trashed > 0:   # "when a card is trashed from your deck": once for the effect
                collect_field(st, tb, T_OWN_DECK_TRASHED, side, 0)
    elif a == A_TRASH_FROM_HAND:
        for _ in range(amount):
            if st.hand_n[p] == 0:
                break
            c = take_from_hand(st, p, choose_discard(st.g[G_PILOT0 + p], st, tb, p))
            to_trash(st, p, c)
            log_effect(st, p, card, a, c, 1, p, -1)
            trashed_from_hand(st, tb, p, c)
    elif a == A_PLAY_SELF:
        if e[F_SOURCE] == S_SECURITY and e[F_TRIGGER] != T_SECURITY:   # a face-up security card plays itself
            if not take_face_up_security_to_play(st, tb, p, card):
                return True
        play_card(st, tb, p, card, 0, True)
        st.g[G_SELF_MOVED] = 1
    elif a == A_PLAY_SELF_FROM_TRASH:
        play_self_from_trash(st, tb, p, card)
    elif a == A_PLAY_SELF_AFTER_BATTLE:
        st.g[G_PLAY_AFTER_BATTLE] = 1   # the security check plays it when its battle is over
    elif a == A_PLACE_IN_BATTLE_AREA:
        if e[F_TRIGGER] == T_TRASHED_FROM_DECK and tb.kind[card] == K_OPTION and st.fld_n[p] < NSLOT:
            # the card's own text working from the trash: it leaves the trash for the battle area
            n = st.trash_n[p]
            for i in range(n - 1, -1, -1):
                if st.trash[p, i] == card:
                    remove_at(st.trash[p], n, i)
                    st.trash_n[p] = n - 1
                    s = new_battle_slot(st, p)
                    init_slot(st, p, s, card, st.g[G_TURN])
                    log_effect(st, p, card, a, card, 0, p, st.uid[p, s])
                    break
        elif tb.kind[card] == K_OPTION and st.fld_n[p] < NSLOT:
            s = new_battle_slot(st, p)
            init_slot(st, p, s, card, st.g[G_TURN])   # `entered`: <Delay> waits for a later turn
            st.g[G_SELF_MOVED] = 1
            log_effect(st, p, card, a, card, 0, p, st.uid[p, s])
    elif a == A_DELAY:
        # <Delay> (RULES.md §9): the cost is trashing this option from the battle area, from the turn after
        # the one it was placed in; unpaid, nothing of the effect happens
        s = find_uid(st, p, uid) if uid >= 0 else -1
        if s < 0 or tb.kind[top_card(st, p, s)] != K_OPTION or st.entered[p, s] >= st.g[G_TURN]:
            return False
        log_effect(st, p, card, a, card, 0, p, uid)
        clear_slot(st, tb, p, s)
    elif a == A_PLACE_SELF_UNDER_TAMER_COST:
        return place_self_under_tamer(st, tb, p, r, uid, card)
    elif a == A_PLACE_SELF_UNDER or a == A_PLACE_SELF_UNDER_LACKING:
        place_self_under(st, tb, p, r, card)
    elif a == A_MIND_LINK:
        mind_link(st, tb, p, r, uid, card)
    elif a == A_TRASH_OWN_DIGIVOLUTION_COST:
        return trash_own_digivolution_cost(st, tb, p, r, uid, card)
    elif a == A_TRASH_SAME_LEVEL_DIGIVOLUTION_COST:
        return trash_same_level_digivolution_cost(st, tb, p, r, uid, card)
    elif a == A_RETURN_SELF_FROM_TRASH_COST:
        return return_self_from_trash_cost(st, p, card)
    elif a == A_ADD_SELF_TO_HAND:
        to_hand(st, p, card)
        st.g[G_SELF_MOVED] = 1
        log_effect(st, p, card, a, card, 0, p, -1)
    elif a == A_RETURN_FROM_TRASH:
        return_from_trash(st, tb, p, r, uid, card)
    elif a == A_PLAY_FROM_HAND and (e[F_FILTER] & FL_OR_TRASH) != 0:
        play_from_hand_or_trash(st, tb, p, r, card)
    elif a == A_PLAY_TOKEN:
        play_token(st, tb, p, r, card)
    elif a == A_REVEAL_ADD_AND_PLACE_UNDER_TAMER:
        reveal_add_and_place_under_tamer(st, tb, p, r, card)
    elif a == A_DECK_TOP_UNDER_SELF:
        deck_top_under_self(st, p, amount, uid, card)
    elif a == A_PLAY_FROM_TRASH or a == A_PLAY_FROM_HAND:
        return play_from_pile(st, tb, p, r, uid, card)
    elif a == A_PLAY_FROM_UNDER_TAMERS:
        play_from_under_tamers(st, tb, p, r, card)
    elif a == A_REVEAL_TOP_ADD_IF:
        reveal_top_add_if(st, tb, p, r, uid, card)
    elif a == A_REVEAL_ADD_ONE:
        reveal_add_one(st, tb, p, r, uid, card)
    elif a == A_REVEAL_PLAY:
        reveal_play(st, tb, p, r, card)
    elif a == A_DIGI_BURST:
        s = find_uid(st, p, uid) if uid >= 0 else -1
        if s < 0 or trashable_under(st, tb, p, s) < amount:
            return False
        for _ in range(amount):  # any `amount` of its digivolution cards, one by one, as the pilot picks
            trash_digivolution_card(st, tb, p, s, choose_burst_card(st.g[G_PILOT0 + p], st, tb, p, s))
        if amount > 0:
            digivolution_cards_trashed(st, tb, p, s)
        log_effect(st, p, card, a, -1, amount, p, -1)
    elif a == A_SUSPEND_SELF_COST:
        s = find_uid(st, p, uid) if uid >= 0 else -1
        if s < 0 or st.susp[p, s] != 0 or restricted(st, tb, p, s, CANT_SUSPEND):
            return False
        suspend_as_cost(st, tb, p, s, card)
    elif a == A_TRASH_FROM_HAND_COST:
        return trash_from_hand_cost(st, tb, p, r, card)
    elif a == A_HAND_TO_DECK_BOTTOM_COST:
        return hand_to_deck_bottom_cost(st, tb, p, r, card)
    elif a == A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST:
        return trash_from_hand_or_digivolution_cost(st, tb, p, r, card)
    elif a == A_TRASH_UNDER_TAMER_COST:
        return trash_under_tamer_cost(st, tb, p, amount, card)
    elif a == A_RETURN_SELF_TO_DECK_COST:
        return return_self_to_deck_cost(st, tb, p, uid, card)
    elif a == A_RETURN_FROM_TRASH_COST or a == A_RETURN_FROM_TRASH_TOP_COST:
        return return_from_trash_cost(st, tb, p, r, card, a == A_RETURN_FROM_TRASH_TOP_COST, False)
    elif a == A_OPPONENT_TRASH_HAND_TO:
        opponent_trash_hand_to(st, tb, p, amount, card)
    elif a == A_RETURN_OPPONENT_TRASH_LEVELS_TOP_COST:
        return_opponent_trash_levels_top(st, tb, p, r, card)
    elif a == A_RETURN_PAIR_FROM_TRASH_COST:
        return return_pair_from_trash_cost(st, tb, p, r, card)
    elif a == A_RETURN_FROM_TRASH_TOP:
        return_from_trash_cost(st, tb, p, r, card, True, True)
    elif a == A_SECURITY_TOP_TO_HAND:
        if not security_top_to_owner_hand(st, tb, p, p, card, a):
            return False
    elif a == A_OPPONENT_SECURITY_TOP_TO_HAND:   # "your opponent adds their top security card to their hand"
        security_top_to_owner_hand(st, tb, p, q, card, a)   # none there: the effect goes on
    elif a == A_PLACE_SELF_FACE_UP_IN_SECURITY:
        place_self_face_up_in_security(st, tb, p, amount, card)
    elif a == A_FACE_DOWN_SECURITY_TOP_TO_HAND:
        face_down_security_top_to_hand(st, tb, p, card)
    elif a == A_HAND_OR_DIGIVOLUTION_TO_SECURITY:
        hand_or_digivolution_to_security(st, tb, p, r, card)
    elif a == A_FLIP_FACE_UP_SECURITY_COST:
        return flip_face_up_security(st, p, card)
    elif a == A_FLIP_OPPONENT_SECURITY_FACE_UP:
        flip_opponent_security_face_up(st, p, card)
    elif a == A_TRASH_OWN_SECURITY:
        return trash_own_security(st, tb, p, r, uid, card)
    elif a == A_REVEAL_ADD_TWO:
        reveal_add_two(st, tb, p, r, uid, card)
    elif a == A_AND_ADD or a == A_AND_PLACE or a == A_OR_PLACE or a == A_AND_TRASH:
        pass   # the second filter, read by the reveal row before it
    elif a == A_END_ATTACK:
        if st.g[G_ATK_TARGET] != -2 and st.g[G_ATTACK_ENDED] == 0:   # -2: no attack in progress
            st.g[G_ATTACK_ENDED] = 1
            log_effect(st, p, card, a, -1, 0, st.g[G_CUR], -1)   # the attacking player
    elif a == A_PLAY_TO_BREEDING_AREA:
        play_to_breeding_area(st, tb, p, r, card)
    elif a == A_HATCH:
        if st.stk_n[p, BREEDING] == 0 and st.egg_n[p] > 0:   # said before the hatch it causes
            log_effect(st, p, card, a, st.eggs[p, st.egg_n[p] - 1], 1, p, -1)
            hatch_egg(st, p)
    elif a == A_PLACE_OPPONENT_UNDER:
        place_opponent_under(st, tb, p, r, card)
    elif a == A_HATCH_OR_MOVE_OUT:
        hatch_or_move_out(st, tb, p, card)
    elif a == A_SECURITY_PICK_TO_HAND:
        security_pick_to_hand(st, tb, p, r, card)
    elif a == A_REVEAL_ADD_COLORS:
        reveal_add_colors(st, tb, p, r, card)
    elif a == A_DELETE_OWN_COST:
        return delete_own_cost(st, tb, p, r, uid, card)
    elif a == A_SUSPEND_OWN_COST:
        return suspend_own_cost(st, tb, p, r, uid, card)
    elif a == A_BOUNCE_OWN_COST:
        return bounce_own_cost(st, tb, p, r, uid, card)
    elif a == A_PLACE_OWN_IN_SECURITY_COST:
        return place_own_in_security_cost(st, tb, p, r, uid, card, -1)
    return True


@engine_jit
def return_from_trash(st, tb, p, r, uid, card):
    """`return_from_trash`: the pilot picks a card of p's trash passing row r's filters; it goes to the hand."""
    e = tb.eff[r]
    a = e[F_ACTION]
    i = take_card_from_pile(st, tb, p, r, st.trash[p], st.trash_n[p])
    st.g[G_EFFECT_RETURNED] = 1 if i >= 0 else 0   # for a chained "you may return ... instead"
    if i >= 0:
        c = remove_at(st.trash[p], st.trash_n[p], i)
        st.trash_n[p] -= 1
        to_hand(st, p, c)
        log_effect(st, p, card, a, c, 1, p, -1)


@engine_jit
def play_from_pile(st, tb, p, r, uid, card):
    """`play_from_hand` / `play_from_trash`: the pilot picks a card passing row r's filters and plays it, paying
    its cost less the amount with filter=pay_cost, else free. Returns True (the chain goes on)."""
    e = tb.eff[r]
    a = e[F_ACTION]
    amount = e[F_AMOUNT]
    if e[F_FOR_EACH] == Q_OWN_FACE_UP_SECURITY:   # "for each of your face-up security cards, reduce ... by N"
        amount *= count_of(st, tb, p, Q_OWN_FACE_UP_SECURITY)
    from_hand = a == A_PLAY_FROM_HAND
    pile = st.hand[p] if from_hand else st.trash[p]
    n = st.hand_n[p] if from_hand else st.trash_n[p]
    if e[F_FOR_EACH] == Q_SUSPENDED_DIGIMON:   # its DP maximum raised for each suspended Digimon
        i = take_card_dp_raised(st, tb, p, r, pile, n)
    else:
        i = take_card_from_pile(st, tb, p, r, pile, n)
    st.g[G_PLAYED_LEVEL] = 0   # what this row plays, for a chained filter=other_level row
    st.g[G_EFFECT_PLAYED] = 0   # and for a chained "If you did"
    st.g[G_PLAYED_UID] = 0
    if i >= 0 and tb.kind[pile[i]] == K_DIGIMON and player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS):
        return True   # the player can't play Digimon by effects: nothing is played
    if i >= 0:
        c = pile[i]
        cost = 0
        if (e[F_FILTER] & FL_PAY_COST) != 0:
            cost = play_cost(st, tb, p, c)   # the card's own reductions, then the effect's amount (>= 0)
            if cost > 0 and amount > 0 and play_cost_reducible(st, tb, p, c):
                cost = max(cost - amount, 0)
            if cost < 0 or not can_pay(st, p, cost):
                return True  # cannot be paid for: nothing is played
        remove_at(pile, n, i)
        if from_hand:
            st.hand_n[p] -= 1
        else:
            st.trash_n[p] -= 1
        if (e[F_FILTER] & FL_PAY_COST) != 0 and (tb.play_cost_down & 4) != 0 and cost > 0:   # bought by deleting
            cost = max(cost - pay_deleting_reductions(st, tb, p, c, cost), 0)
        log_effect(st, p, card, a, c, cost, p, -1)
        if (e[F_FILTER] & FL_PAY_COST) != 0:
            log_play_cost_down(st, tb, p, c, cost)
        add_memory(st, p, -cost)   # paid with the play (its event says the memory after it)
        s = play_card(st, tb, p, c, cost, (e[F_FILTER] & FL_NO_ON_PLAY) == 0)
        if (e[F_FILTER] & FL_SUSPENDED) != 0:   # played suspended: it enters so (no "becomes suspended" timing)
            st.susp[p, s] = 1
            log_effect(st, p, card, A_SUSPEND, c, 0, p, st.uid[p, s])
        st.g[G_PLAYED_LEVEL] = tb.level[c]
        st.g[G_EFFECT_PLAYED] = 1
        st.g[G_PLAYED_UID] = 1 + st.uid[p, s]
        delete_at_turn_end_if_asked(st, tb, p, e, s, card)
    return True


@engine_jit
def play_from_under_tamers(st, tb, p, r, card):
    """`play_from_under_tamers`: the pilot picks a card passing row r's filters from under p's Tamers (not a
    top card) and plays it, paying its cost less the amount with filter=pay_cost, else free."""
    e = tb.eff[r]
    nh = st.hand_n[p]
    nt = 0
    for t in range(1, st.fld_n[p]):   # the cards under the Tamers are copied behind the hand's, Tamer by Tamer
        if is_tamer_slot(st, tb, p, t):
            for j in range(st.stk_n[p, t] - 1):
                st.hand[p, nh + nt] = st.stk[p, t, j]
                nt += 1
    st.g[G_PLAYED_LEVEL] = 0   # what this row plays, for a chained filter=other_level row
    if nt == 0:
        return
    k = gather_playable(st, tb, p, e, st.hand[p], nh + nt)
    m = 0
    for j in range(k):   # the copies only, never a hand card
        if st.cand[j] >= nh:
            st.cand[m] = st.cand[j]
            m += 1
    if m == 0:
        return
    i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.hand[p], m)] - nh
    c = st.hand[p, nh + i]
    if tb.kind[c] == K_DIGIMON and player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS):
        return
    cost = 0
    if (e[F_FILTER] & FL_PAY_COST) != 0:
        cost = play_cost(st, tb, p, c)   # the card's own reductions, then the effect's amount (>= 0)
        if cost > 0 and e[F_AMOUNT] > 0 and play_cost_reducible(st, tb, p, c):
            cost = max(cost - e[F_AMOUNT], 0)
        if cost < 0 or not can_pay(st, p, cost):
            return
    for t in range(1, st.fld_n[p]):   # the chosen copy's place: the same walk
        if is_tamer_slot(st, tb, p, t):
            if i < st.stk_n[p, t] - 1:
                remove_at(st.stk[p, t], st.stk_n[p, t], i)
                st.stk_n[p, t] -= 1
                break
            i -= st.stk_n[p, t] - 1
    if (e[F_FILTER] & FL_PAY_COST) != 0 and (tb.play_cost_down & 4) != 0 and cost > 0:   # bought by deleting
        cost = max(cost - pay_deleting_reductions(st, tb, p, c, cost), 0)
    log_effect(st, p, card, A_PLAY_FROM_UNDER_TAMERS, c, cost, p, -1)
    if (e[F_FILTER] & FL_PAY_COST) != 0:
        log_play_cost_down(st, tb, p, c, cost)
    add_memory(st, p, -cost)
    s = play_card(st, tb, p, c, cost, (e[F_FILTER] & FL_NO_ON_PLAY) == 0)
    st.g[G_PLAYED_LEVEL] = tb.level[c]
    delete_at_turn_end_if_asked(st, tb, p, e, s, card)


@engine_jit
def reveal_top_add_if(st, tb, p, r, uid, card):
    """`reveal_top_add_if`: the deck's top card goes to the hand if it passes row r's filters, else to the bottom."""
    e = tb.eff[r]
    a = e[F_ACTION]
    if st.deck_n[p] > 0:
        c = st.deck[p, st.deck_n[p] - 1]
        st.deck_n[p] -= 1
        if card_matches(tb, e, c):
            to_hand(st, p, c)
            log_effect(st, p, card, a, c, 1, p, -1)
        else:
            to_deck_bottom(st, p, c)
            log_effect(st, p, card, a, c, 0, p, -1)


@engine_jit
def reveal_add_one(st, tb, p, r, uid, card):
    """`reveal_add_one`: reveal the deck's top `amount` cards, add 1 passing row r's filters, the rest to the
    bottom (or the trash with filter=rest_to_trash)."""
    e = tb.eff[r]
    a = e[F_ACTION]
    amount = e[F_AMOUNT]
    k = min(amount, st.deck_n[p])
    lo = st.deck_n[p] - k
    # the revealed cards sit on the deck top; take one, the rest go to the bottom
    i = take_card_from_pile(st, tb, p, r, st.deck[p, lo:st.deck_n[p]], k)
    got = -1
    if i >= 0:
        got = remove_at(st.deck[p, lo:st.deck_n[p]], k, i)
        st.deck_n[p] -= 1
        k -= 1
        to_hand(st, p, got)
    for j in range(k):
        st.cand[j] = st.deck[p, lo + j]
    st.deck_n[p] = lo
    trashed = (e[F_FILTER] & FL_REST_TO_TRASH) != 0
    for j in range(k):
        if trashed:
            to_trash(st, p, st.cand[j])
        else:
            to_deck_bottom(st, p, st.cand[j])
    log_effect(st, p, card, a, got, 1 if got >= 0 else 0, p, -1)
    if trashed and k > 0:   # logged as the deck's top cards trashed: the deck is k cards shorter
        log_effect(st, p, card, A_TRASH_DECK_TOP, -1, k, p, -1)


@engine_jit
def opponent_under_places(st, tb, q, s, n_cards):
    """Puts in st.cand the slots (q * NSLOT + t) of q's battle area that can take the n_cards cards of q's Digimon in
    slot s beneath: another Digimon (not a Token) or a Tamer, with room in the stack; returns how many."""
    n = 0
    for t in range(1, st.fld_n[q]):
        if t == s or st.stk_n[q, t] == 0 or st.stk_n[q, t] + n_cards > STACK:
            continue
        c = top_card(st, q, t)
        if (is_digimon_slot(st, tb, q, t) and c < tb.token_first) or tb.kind[c] == K_TAMER:
            st.cand[n] = q * NSLOT + t
            n += 1
    return n


@engine_jit
def place_opponent_under(st, tb, p, r, card):
    """`place_opponent_under` (row r): 1 of the opponent's Digimon passing the row's card filters (its level<=
    maximum raised by amount for each for_each= counted now; not a Token) that has a place to go (opponent_under_places)
    goes, its whole stack in order, beneath another of the opponent's Digimon or one of the opponent's Tamers, as
    the bottom cards there; the pilot picks the Digimon, then the place. What would keep it in the battle area comes
    first (stays_instead, <Decode>). Logged before it moves: its top card, the cards moved, the place's uid."""
    q = 1 - p
    e = st.row   # the row, its level maximum raised
    for j in range(EFW):
        e[j] = tb.eff[r, j]
    if e[F_FOR_EACH] != 0 and e[F_LEVEL_MAX] >= 0:
        e[F_LEVEL_MAX] += e[F_AMOUNT] * count_of(st, tb, p, e[F_FOR_EACH])
    fits = 0   # the slots of the Digimon that may go, as bits (st.cand is the places' list meanwhile)
    for s in range(1, st.fld_n[q]):
        if is_digimon_slot(st, tb, q, s) and top_card(st, q, s) < tb.token_first \
                and card_matches(tb, e, top_card(st, q, s)) \
                and opponent_under_places(st, tb, q, s, st.stk_n[q, s]) > 0:
            fits |= 1 << s
    n = 0
    for s in range(1, st.fld_n[q]):
        if (fits >> s) & 1 != 0:
            st.cand[n] = q * NSLOT + s
            n += 1
    if n == 0:
        return
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_PLACE_OPPONENT_UNDER, 0, n)] % NSLOT
    uid = st.uid[q, s]
    k = opponent_under_places(st, tb, q, s, st.stk_n[q, s])
    t_uid = st.uid[q, st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_PLACE_SELF_UNDER, 0, k)] % NSLOT]
    if stays_instead(st, tb, q, s, LEAVE_MOVED, 1 + p):
        return
    s = find_uid(st, q, uid)
    if s < 0:
        return
    decode_before_leaving(st, tb, q, s)
    s = find_uid(st, q, uid)
    t = find_uid(st, q, t_uid)
    if s < 0 or t < 0 or st.stk_n[q, t] + st.stk_n[q, s] > STACK:
        return
    m = st.stk_n[q, s]
    top = top_card(st, q, s)
    log_effect(st, p, card, A_PLACE_OPPONENT_UNDER, top, m, q, t_uid)
    n_t = st.stk_n[q, t]
    for j in range(n_t - 1, -1, -1):   # the place's stack moves up m: the Digimon's cards go to the bottom
        st.stk[q, t, j + m] = st.stk[q, t, j]
    for j in range(m):
        st.stk[q, t, j] = st.stk[q, s, j]
    st.stk_n[q, t] = n_t + m
    close_slot(st, q, s)
    st.g[G_TOPS_CHANGED] = 1   # the cards beneath now count: the rule check looks again
    t = find_uid(st, q, t_uid)
    if t >= 1:
        cards_placed_under(st, tb, q, t, top)


@engine_jit
def hatch_or_move_out(st, tb, p, card):
    """`hatch_or_move_out`: an empty breeding area hatches the top card of p's Digi-Egg deck (logged as hatch, as
    that action); a level 3 or higher Digimon there moves to the battle area (logged as this action, naming it,
    right before the move); anything else (a Digi-Egg or a lower level there, no egg left, no room): nothing."""
    if st.stk_n[p, BREEDING] == 0:
        if st.egg_n[p] > 0:
            log_effect(st, p, card, A_HATCH, st.eggs[p, st.egg_n[p] - 1], 1, p, -1)
            hatch_egg(st, p)
        return
    top = top_card(st, p, BREEDING)
    if tb.kind[top] == K_DIGIMON and tb.level[top] >= 3 and st.fld_n[p] < NSLOT:
        log_effect(st, p, card, A_HATCH_OR_MOVE_OUT, top, 1, p, st.uid[p, BREEDING])
        move_out(st, tb, p)


@engine_jit
def security_pick_to_hand(st, tb, p, r, card):
    """`security_pick_to_hand`: p looks through its security stack and adds 1 card of it to the hand (the pilot
    picks: choose_card over the whole stack), logged naming the card; if that card passes row r's card filters,
    <Recovery +amount (Deck)> (logged as recovery); then the stack is shuffled, face-up cards turned face down
    first. Its "when a card leaves your security" timings are queued for the card taken."""
    e = tb.eff[r]
    n = min(st.sec_n[p], st.cand.shape[0])   # the stack, as far as the scratch list reaches (never short so far)
    if n > 0:
        for i in range(n):
            st.cand[i] = i
        i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.sec[p], n)]
        c = st.sec[p, i]
        for j in range(i, n - 1):   # the cards above it move down
            st.sec[p, j] = st.sec[p, j + 1]
            st.sec_up[p, j] = st.sec_up[p, j + 1]
        st.sec_n[p] -= 1
        st.sec_up[p, st.sec_n[p]] = 0
        log_effect(st, p, card, A_SECURITY_PICK_TO_HAND, c, 1, p, -1)
        to_hand(st, p, c)
        security_removed(st, tb, p)
        if card_matches(tb, e, c) and not player_restricted(st, tb, p, CANT_ADD_SECURITY_BY_EFFECTS):
            log_effect(st, p, card, A_RECOVERY, -1, e[F_AMOUNT], p, -1)
            before = st.sec_n[p]
            for _ in range(e[F_AMOUNT]):
                if st.deck_n[p] == 0:
                    break
                st.deck_n[p] -= 1
                st.sec[p, st.sec_n[p]] = st.deck[p, st.deck_n[p]]
                st.sec_up[p, st.sec_n[p]] = 0
                st.sec_n[p] += 1
            if st.sec_n[p] > before:
                security_added(st, tb, p)
    for j in range(st.sec_n[p]):
        st.sec_up[p, j] = 0
    shuffle_top(st.sec[p], st.sec_n[p], st.sec_n[p], st.rs)


@engine_jit
def reveal_add_colors(st, tb, p, r, card):
    """`reveal_add_colors`: reveal the deck's top `amount` cards; up to `count` of them passing row r's filters go
    to the hand, each sharing no colour with a card added before it (the pilot picks one by one: choose_card among
    those still allowed, choose_card_count how many); the rest to the deck bottom. Each card added is logged."""
    e = tb.eff[r]
    k = min(e[F_AMOUNT], st.deck_n[p])
    lo = st.deck_n[p] - k   # the revealed cards stay on the deck top until the end
    allowed = gather_colors_apart(tb, e, st.deck[p, lo:lo + k], k, 0, st.cand)
    most = min(e[F_COUNT], allowed)
    if e[F_UPTO] != 0 and most > 0:
        most = choose_card_count(st.g[G_PILOT0 + p], st, tb, p, st.deck[p, lo:lo + k], allowed, most)
    used = 0   # the colours of the cards added
    for _ in range(most):
        m = gather_colors_apart(tb, e, st.deck[p, lo:lo + k], k, used, st.cand)
        if m == 0:
            break
        i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.deck[p, lo:lo + k], m)]
        c = remove_at(st.deck[p, lo:lo + k], k, i)
        k -= 1
        st.deck_n[p] -= 1
        used |= tb.colors[c]
        log_effect(st, p, card, A_REVEAL_ADD_COLORS, c, 1, p, -1)
        to_hand(st, p, c)
    for j in range(k):   # the rest to the bottom
        st.cand[j] = st.deck[p, lo + j]
    st.deck_n[p] = lo
    for j in range(k):
        to_deck_bottom(st, p, st.cand[j])


@engine_jit
def gather_colors_apart(tb, e, pile, n, used, out):
    """Indices into pile[0:n] of the cards passing row e whose colours share none of `used`, into out; returns
    how many (reveal_add_colors)."""
    k = 0
    for i in range(n):
        c = pile[i]
        if card_matches(tb, e, c) and (tb.colors[c] & used) == 0:
            out[k] = i
            k += 1
    return k


@engine_jit
def reveal_play(st, tb, p, r, card):
    """`reveal_play`: reveal the deck's top `amount` cards, play 1 passing row r's filters without paying its cost
    (the pilot picks: choose_card among those it may play; up_to: first decide_optional, "you may play"), the rest
    to the bottom (filter=rest_to_trash: to the trash); logged before the play as the
    card played (amount 1), or with no card (amount 0) when none is played."""
    e = tb.eff[r]
    k = min(e[F_AMOUNT], st.deck_n[p])
    lo = st.deck_n[p] - k
    i = -1
    if e[F_UPTO] == 0 or (gather_playable(st, tb, p, e, st.deck[p, lo:st.deck_n[p]], k) > 0
                          and decide_optional(st.g[G_PILOT0 + p], st, tb, p, r)):   # up_to: "you may play 1"
        i = take_card_from_pile(st, tb, p, r, st.deck[p, lo:st.deck_n[p]], k)
    got = -1
    if i >= 0 and st.fld_n[p] < NSLOT and not (tb.kind[st.deck[p, lo + i]] == K_DIGIMON
                       and player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS)):
        got = remove_at(st.deck[p, lo:st.deck_n[p]], k, i)
        st.deck_n[p] -= 1
        k -= 1
    for j in range(k):   # the rest to the bottom before the play: the deck is whole when its effects trigger
        st.cand[j] = st.deck[p, lo + j]
    st.deck_n[p] = lo
    for j in range(k):
        if (e[F_FILTER] & FL_REST_TO_TRASH) != 0:   # "trash the rest"
            to_trash(st, p, st.cand[j])
        else:
            to_deck_bottom(st, p, st.cand[j])
    log_effect(st, p, card, A_REVEAL_PLAY, got, 1 if got >= 0 else 0, p, -1)
    if got >= 0:
        play_card(st, tb, p, got, 0, (e[F_FILTER] & FL_NO_ON_PLAY) == 0)


@engine_jit
def trash_own_security(st, tb, p, r, uid, card):
    """`trash_own_security`: `amount` of p's security cards from the top (or the bottom, where the row lets the
    pilot choose) go to the trash. False (the chain stops) when there are fewer."""
    e = tb.eff[r]
    a = e[F_ACTION]
    amount = e[F_AMOUNT]
    if st.sec_n[p] < amount:
        return False   # [GAP] fewer security cards than it says: nothing is trashed and the chain stops
    bottom = (e[F_FILTER] & FL_TOP_OR_BOTTOM) != 0 and choose_security_end(st.g[G_PILOT0 + p], st) == 1
    for _ in range(amount):
        n = st.sec_n[p]
        c = remove_at(st.sec[p], n, 0) if bottom else st.sec[p, n - 1]
        if bottom:
            remove_at(st.sec_up[p], n, 0)
        st.sec_up[p, n - 1] = 0
        st.sec_n[p] = n - 1
        security_to_trash(st, tb, p, c)
        log_effect(st, p, card, a, c, 1, p, -1)
    if amount > 0:
        security_removed(st, tb, p)
    return True


@engine_jit
def delete_own_cost(st, tb, p, r, uid, card):
    """`delete_own_cost`: the pilot deletes 1 of p's Digimon passing row r's filters; False if none can pay it."""
    e = tb.eff[r]
    a = e[F_ACTION]
    n = 0
    for s in range(1, st.fld_n[p]):
        if digimon_matches(st, tb, e, p, s, uid):   # one of p's Digimon passing the clause's filters
            st.cand[n] = p * NSLOT + s
            n += 1
    if (e[F_RANK] != 0 or e[F_AT_MOST_SELF] != 0) and n > 0:
        n = keep_ranked(st, tb, p, e, uid, n)
    if n == 0:
        return False
    i = choose_target(st.g[G_PILOT0 + p], st, tb, p, a, e[F_AMOUNT], n)
    st.g[G_COST_DELETED_LEVEL] = tb.level[top_card(st, p, st.cand[i] % NSLOT)]   # for delete_unsuspended_at_most_paid_level
    remove_deleted(st, tb, p, st.cand[i] % NSLOT, DEL_EFFECT)   # [GAP] a cost: nothing prevents it
    return True


@engine_jit
def chosen_before(st, k, u):
    """True if uid u is among the targets already picked, st.chosen[:k]."""
    for j in range(k):
        if st.chosen[j] == u:
            return True
    return False


@engine_jit
def delete_total_cost(st, tb, p, r, uid, card):
    """`delete_total_cost`: up to the amount of total play cost (raised by count= for each thing of the for_each=,
    counted now) among the cards row r's target and filters name: the pilot picks them one by one (a counted
    target's choice), each with a play cost no higher than what is left (no play cost: never), until none fits;
    then they are deleted together, each logged as delete (an immunity passes one by)."""
    e = tb.eff[r]
    q = 1 - p
    st.g[G_EFFECT_DELETED] = 0
    st.g[G_PICKED] = 0
    left = e[F_AMOUNT]
    if e[F_FOR_EACH] == Q_NAMED_DIGIVOLUTION_CARDS:   # "for every [X] in this Digimon's digivolution cards"
        s0 = find_uid(st, p, uid) if uid >= 0 else -1
        if s0 >= 1:
            left += e[F_COUNT] * named_digivolution_cards(st, tb, p, s0, e[F_BASE_MATCH])
    elif e[F_FOR_EACH] != 0:
        left += e[F_COUNT] * count_of(st, tb, p, e[F_FOR_EACH])
    k = 0
    while k < NSLOT:
        n = gather_targets(st, tb, p, e, uid)
        kept = 0
        for i in range(n):
            x = st.cand[i]
            if x // NSLOT != q:
                continue
            u = st.uid[q, x % NSLOT]
            c = top_card(st, q, x % NSLOT)
            if e[F_ACTION] == A_DELETE_TOTAL_DP:   # delete_total_dp: the Digimon's DP counted
                if slot_dp(st, tb, q, x % NSLOT) > left:
                    continue
            elif tb.cost[c] < 0 or slot_play_cost(st, tb, q, x % NSLOT) > left:
                continue
            if not chosen_before(st, k, u):
                st.cand[kept] = x
                kept += 1
        if kept == 0:
            break
        x = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_DELETE, 0, kept)]
        st.chosen[k] = st.uid[q, x % NSLOT]
        if e[F_ACTION] == A_DELETE_TOTAL_DP:
            left -= slot_dp(st, tb, q, x % NSLOT)
        else:
            left -= slot_play_cost(st, tb, q, x % NSLOT)
        k += 1
    st.g[G_PICKED] = k
    delete_chosen_together(st, tb, p, q, e, card, k)


@engine_jit
def delete_cost_raised(st, tb, p, r, uid, card):
    """`delete_cost_raised`: up to count= of the opponent's Digimon row r's filters name, its cost<= maximum raised
    by amount for each thing of its for_each= (counted now), the pilot picking them one by one (a counted target's
    choice); then they are deleted together, each logged as delete."""
    q = 1 - p
    e = st.row   # the row, its play cost maximum set
    for j in range(EFW):
        e[j] = tb.eff[r, j]
    st.g[G_EFFECT_DELETED] = 0
    st.g[G_PICKED] = 0
    if e[F_FOR_EACH] == Q_OWN_TRAIT_DIGIMON:   # "for each of your [X], add N to this maximum"
        e[F_COST_MAX] += e[F_AMOUNT] * own_with_bit(st, tb, p, e[F_BASE_MATCH], False)
    elif e[F_FOR_EACH] != 0:
        e[F_COST_MAX] += e[F_AMOUNT] * count_of(st, tb, p, e[F_FOR_EACH])
    e[F_ACTION] = A_DELETE
    k = 0
    while k < max(e[F_COUNT], 1):
        n = gather_targets(st, tb, p, e, uid)
        kept = 0
        for i in range(n):
            x = st.cand[i]
            if x // NSLOT != q:
                continue
            u = st.uid[q, x % NSLOT]
            if not chosen_before(st, k, u):
                st.cand[kept] = x
                kept += 1
        if kept == 0:
            break
        x = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_DELETE, 0, kept)]
        st.chosen[k] = st.uid[q, x % NSLOT]
        k += 1
    st.g[G_PICKED] = k
    delete_chosen_together(st, tb, p, q, e, card, k)


@engine_jit
def return_own_digivolution_cards_cost(st, tb, p, r, card, uid):
    """`return_digivolution_cards_cost` target=own: the pilot picks 1 of p's Digimon whose top card has the row's
    base filter and with at least `amount` digivolution cards passing its card filters; those return as the
    cost's (return_digivolution_cards_cost). False, nothing moved, with no such Digimon."""
    e = tb.eff[r]
    n = 0
    for s in range(1, st.fld_n[p]):
        if not is_digimon_slot(st, tb, p, s):
            continue
        if e[F_BASE_MATCH] > 0 and (tb.match_bits[top_card(st, p, s)] >> (e[F_BASE_MATCH] - 1)) & 1 == 0:
            continue
        if matching_digivolution_cards(st, tb, p, s, e) >= e[F_AMOUNT]:
            st.cand[n] = p * NSLOT + s
            n += 1
    if n == 0:
        return False
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_RETURN_DIGIVOLUTION_CARDS_COST, e[F_AMOUNT], n)] % NSLOT
    return return_digivolution_cards_cost(st, tb, p, r, card, uid, st.uid[p, s])


@engine_jit
def gain_on_deletion(st, tb, p, r, uid, card):
    """`gain_on_deletion` target=self: p's Digimon uid gains, for the row's duration, the gained_on_deletion effect
    of the row's card (a modifier on the Digimon whose amount is that effect's first row); nothing without one."""
    c = tb.eff[r, F_CARD]
    g = -1
    f = tb.eff_first[c]
    for k in range(f, f + tb.eff_n[c]):
        if tb.eff[k, F_TRIGGER] == T_GAINED_ON_DELETION and tb.eff[k, F_CHAIN] == 0:
            g = k
            break
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if g < 0 or s < 0:
        return
    log_effect(st, p, card, A_GAIN_ON_DELETION, top_card(st, p, s), 0, p, uid)
    add_mod(st, p, uid, A_GAIN_ON_DELETION, g, until_turn(st, p, tb.eff[r, F_DURATION]), 0)


@engine_jit
def queue_gained_on_deletion(st, tb, p, uid, cause):
    """p's Digimon uid is deleted: the [On Deletion] effects it gained (gain_on_deletion modifiers on it, not yet
    expired) are queued, from the trash, like its own."""
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_UID] == uid and st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == A_GAIN_ON_DELETION:
            g = st.mod[i, MOD_AMOUNT]
            push_pending(st, p, g, -1, tb.eff[g, F_CARD], cause, 1)


@engine_jit
def gain_when_blocked(st, tb, p, r, card, q, s):
    """`gain_when_blocked`: q's Digimon in slot s gains, for the row's duration, the gained_when_blocked effect of
    the row's card (a modifier on the Digimon whose amount is that effect's first row); nothing without one."""
    c = tb.eff[r, F_CARD]
    g = -1
    f = tb.eff_first[c]
    for k in range(f, f + tb.eff_n[c]):
        if tb.eff[k, F_TRIGGER] == T_GAINED_WHEN_BLOCKED and tb.eff[k, F_CHAIN] == 0:
            g = k
            break
    if g < 0:
        return
    uid = st.uid[q, s]
    log_effect(st, p, card, A_GAIN_WHEN_BLOCKED, top_card(st, q, s), 0, q, uid)
    add_mod(st, q, uid, A_GAIN_WHEN_BLOCKED, g, until_turn(st, p, tb.eff[r, F_DURATION]), 0)


@engine_jit
def queue_gained_when_blocked(st, tb, p, uid, aux):
    """p's Digimon uid was blocked: the "when this Digimon is blocked" effects it gained (gain_when_blocked
    modifiers on it, not yet expired) are queued like its own when_blocked effects."""
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_UID] == uid and st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == A_GAIN_WHEN_BLOCKED:
            g = st.mod[i, MOD_AMOUNT]
            push_pending(st, p, g, uid, tb.eff[g, F_CARD], aux, 0)


@engine_jit
def place_under_self_colors(st, tb, p, r, card, uid):
    """`place_under_self_colors` (target=self): up to `amount` cards matching row r from p's hand (FL_OR_TRASH: or
    trash) go under p's Tamer uid as its bottom cards, one by one, each sharing no colour with those placed before
    by this effect; with up_to the pilot decides before each card whether to place it (decide_optional), else each
    is placed while one fits. The pilot picks each card (choose_card over the trash's cards, then the hand's).
    Logged per card as place_under_tamer: amount 1 from the hand, 0 from the trash, the Tamer's uid. Returns how
    many it placed."""
    e = tb.eff[r]
    t = find_uid(st, p, uid) if uid >= 0 else -1
    if t < 1 or not is_tamer_slot(st, tb, p, t):
        return 0
    used = 0   # the colours of the cards placed so far
    placed = 0
    for _ in range(e[F_AMOUNT]):
        if st.stk_n[p, t] >= STACK:
            break
        nt = st.trash_n[p]
        lo = 0 if (e[F_FILTER] & FL_OR_TRASH) != 0 else nt
        for i in range(st.hand_n[p]):   # behind the trash's cards (a player owns fewer than PILE cards)
            st.trash[p, nt + i] = st.hand[p, i]
        k = gather_pile(tb, st.trash[p, lo:], nt + st.hand_n[p] - lo, e, st.cand)
        kept = 0
        for j in range(k):   # "with different colors": none of the colours placed already
            if (tb.colors[st.trash[p, lo + st.cand[j]]] & used) == 0:
                st.cand[kept] = st.cand[j]
                kept += 1
        if kept == 0:
            break
        if e[F_UPTO] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
            break
        i = lo + st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p, lo:], kept)]
        if i < nt:
            c = remove_at(st.trash[p], nt, i)
            st.trash_n[p] -= 1
        else:
            c = take_from_hand(st, p, i - nt)
        for j in range(st.stk_n[p, t], 0, -1):
            st.stk[p, t, j] = st.stk[p, t, j - 1]
        st.stk[p, t, 0] = c
        st.stk_n[p, t] += 1
        used |= tb.colors[c]
        placed += 1
        log_effect(st, p, card, A_PLACE_UNDER_TAMER, c, 1 if i >= nt else 0, p, uid)
    return placed


@engine_jit
def own_security_cost_candidates(st, tb, p, e, uid, leaving):
    """Fill st.cand with p's Digimon that row e's place_own_in_security_cost may place (see there); 0 where none
    can or cards can't be added to p's security stack."""
    if st.sec_n[p] >= PILE or player_restricted(st, tb, p, CANT_ADD_SECURITY_BY_EFFECTS):
        return 0
    n = 0
    for s in range(1, st.fld_n[p]):
        u = st.uid[p, s]
        if u == leaving or top_card(st, p, s) >= tb.token_first or not digimon_matches(st, tb, e, p, s, uid):
            continue
        if e[F_TARGET] == TG_SELF and u != uid:
            continue   # "place this Digimon": this one only
        marked = False
        for i in range(NSLOT):
            if st.chosen[i] == -2 - u:   # keep_together: one of those that would leave now
                marked = True
        if not marked:
            st.cand[n] = p * NSLOT + s
            n += 1
    return n


@engine_jit
def place_own_in_security_cost(st, tb, p, r, uid, card, leaving):
    """`place_own_in_security_cost`: the pilot picks 1 of p's Digimon passing row r's filters (filter=other: not
    uid's), neither a Token nor the Digimon `leaving` (-1: none) nor one marked as leaving by keep_together; its
    digivolution cards go to the trash and its top card face down to the top of p's security stack (filter=bottom:
    under it). False (the chain stops) if none can pay it or cards can't be added to p's security stack.
    [GAP] A cost: nothing prevents the move."""
    e = tb.eff[r]
    a = e[F_ACTION]
    n = own_security_cost_candidates(st, tb, p, e, uid, leaving)
    if n == 0:
        return False
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, a, e[F_AMOUNT], n)] % NSLOT
    c = top_card(st, p, s)
    log_effect(st, p, card, a, c, 2 if (e[F_FILTER] & FL_FACE_UP) != 0 else 1, p, st.uid[p, s])   # 2: face up
    for i in range(st.stk_n[p, s] - 1):
        to_trash(st, p, st.stk[p, s, i])
    close_slot(st, p, s)
    k = st.sec_n[p]
    up = 1 if (e[F_FILTER] & FL_FACE_UP) != 0 else 0   # "as the face-up bottom security card"
    if (e[F_FILTER] & FL_BOTTOM) != 0:
        for j in range(k, 0, -1):
            st.sec[p, j] = st.sec[p, j - 1]
            st.sec_up[p, j] = st.sec_up[p, j - 1]
        st.sec[p, 0] = c
        st.sec_up[p, 0] = up
    else:
        st.sec[p, k] = c
        st.sec_up[p, k] = up
    st.sec_n[p] = k + 1
    if up:
        collect_field(st, tb, T_OWN_SECURITY_PLACED_FACE_UP, p, c)
    security_added(st, tb, p)
    return True


@engine_jit
def suspend_own_cost(st, tb, p, r, uid, card):
    """`suspend_own_cost`: the pilot suspends 1 of p's unsuspended Digimon passing row r's filters; False if none
    can pay it."""
    e = tb.eff[r]
    a = e[F_ACTION]
    n = 0
    for s in range(1, st.fld_n[p]):
        # a suspended one, or one that can't suspend, can't pay it
        if st.susp[p, s] == 0 and digimon_matches(st, tb, e, p, s, uid) \
                and not restricted(st, tb, p, s, CANT_SUSPEND):
            st.cand[n] = p * NSLOT + s
            n += 1
    if n == 0:
        return False
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, a, e[F_AMOUNT], n)] % NSLOT
    log_effect(st, p, card, a, top_card(st, p, s), 0, p, st.uid[p, s])
    suspend_slot(st, tb, p, s)
    return True


@engine_jit
def suspend_any_own(st, tb, p, card):
    """A cost of `card`'s effect: the pilot suspends 1 of p's unsuspended Digimon that can suspend (logged as
    suspend_own_cost); False if none can pay it."""
    n = 0
    for s in range(1, st.fld_n[p]):
        if st.susp[p, s] == 0 and is_digimon_slot(st, tb, p, s) and not restricted(st, tb, p, s, CANT_SUSPEND):
            st.cand[n] = p * NSLOT + s
            n += 1
    if n == 0:
        return False
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_SUSPEND_OWN_COST, 0, n)] % NSLOT
    log_effect(st, p, card, A_SUSPEND_OWN_COST, top_card(st, p, s), 0, p, st.uid[p, s])
    suspend_slot(st, tb, p, s)
    return True


@engine_jit
def bounce_own_cost(st, tb, p, r, uid, card):
    """`bounce_own_cost`: the pilot returns 1 of p's Digimon (filter=tamer: Tamers) passing row r's filters to the
    hand, its digivolution cards to the trash; False (the chain stops) if none can be returned. A suspend_self_cost
    row chained right after it is part of the same cost: while the effect's own card (uid) is suspended or can't
    suspend, nothing is paid. [GAP] A cost: nothing prevents the move (no would-leave effect, but <Decode>)."""
    e = tb.eff[r]
    a = e[F_ACTION]
    if r + 1 < tb.n_rows and tb.eff[r + 1, F_CHAIN] != 0 and tb.eff[r + 1, F_CARD] == e[F_CARD] \
            and tb.eff[r + 1, F_ACTION] == A_SUSPEND_SELF_COST:
        s = find_uid(st, p, uid) if uid >= 0 else -1
        if s < 0 or st.susp[p, s] != 0 or restricted(st, tb, p, s, CANT_SUSPEND):
            return False
    n = 0
    for s in range(1, st.fld_n[p]):
        if digimon_matches(st, tb, e, p, s, uid) and not restricted(st, tb, p, s, CANT_BE_RETURNED):
            st.cand[n] = p * NSLOT + s
            n += 1
    if n == 0:
        return False
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, a, e[F_AMOUNT], n)] % NSLOT
    log_effect(st, p, card, a, top_card(st, p, s), 1, p, st.uid[p, s])
    t_uid = st.uid[p, s]
    decode_before_leaving(st, tb, p, s)
    s = find_uid(st, p, t_uid)
    if s < 0:
        return True
    m = st.stk_n[p, s]
    for i in range(m - 1):
        to_trash(st, p, st.stk[p, s, i])
    if st.stk[p, s, m - 1] < tb.token_first:   # a Token leaves the game (RULES.md §10.1)
        to_hand(st, p, st.stk[p, s, m - 1])
    close_slot(st, p, s)
    return True


@engine_jit
def trash_under_tamer_cost(st, tb, p, amount, card):
    """`trash_under_tamer_cost`: the bottom card under 1 of p's Tamers goes to the trash, `amount` times, the pilot
    picking the Tamer each time; each Tamer's "when effects trash cards from under this" is queued. Fewer such
    cards in all: nothing moves and the chain stops (a cost is paid in full or not at all)."""
    have = 0
    for t in range(1, st.fld_n[p]):
        if st.stk_n[p, t] > 1 and tb.kind[top_card(st, p, t)] == K_TAMER:
            have += st.stk_n[p, t] - 1
    if have < amount:
        return False
    for _ in range(amount):
        n = 0
        for t in range(1, st.fld_n[p]):
            if st.stk_n[p, t] > 1 and tb.kind[top_card(st, p, t)] == K_TAMER:
                st.cand[n] = p * NSLOT + t
                n += 1
        t = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_TRASH_UNDER_TAMER_COST, amount, n)] % NSLOT
        m = st.stk_n[p, t]
        c = remove_at(st.stk[p, t], m, 0)
        st.stk_n[p, t] = m - 1
        to_trash(st, p, c)
        log_effect(st, p, card, A_TRASH_UNDER_TAMER_COST, c, 1, p, st.uid[p, t])
        collect_slot(st, tb, T_CARDS_TRASHED_FROM_UNDER, p, t, 0, 0)
    return True


@engine_jit
def pay_digivolve_reductions(st, tb, p, s, c, left, hand):
    """p's Digimon in slot s digivolves into card c (from the hand: hand), paying a cost of which `left` is still
    to pay: each of its digivolution cost reductions bought by trashing a card from under a Tamer
    (filter=paid_from_under_tamer) or by suspending 1 of p's Digimon (next_digivolve_suspend_cost_down, the card's
    <Digisorption>) that applies, while some cost is left, the pilot takes, paying, or leaves (a cost it could not
    pay otherwise is bought). The amount taken."""
    if tb.digivolve_cost_down == 0 or player_restricted(st, tb, p, CANT_REDUCE_DIGIVOLUTION_COSTS):
        return 0
    total = 0
    r = digisorption_row(tb, c) if hand and s >= 1 else -1
    if r >= 0 and total < left and (not can_pay(st, p, left) or decide_optional(st.g[G_PILOT0 + p], st, tb, p, r)) \
            and suspend_any_own(st, tb, p, c):
        total += tb.eff[r, F_COUNT]
    for i in range(st.g[G_MODN]):   # "the next time one of your [green] Digimon digivolves, you may suspend 1 ..."
        if st.mod[i, MOD_PLAYER] != p or st.mod[i, MOD_ACTION] != A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN \
                or st.mod[i, MOD_UID] != -1 or st.mod[i, MOD_AMOUNT] == 0 or s < 1:
            continue
        r = (st.mod[i, MOD_SCOPE] >> SCOPE_ROW_SHIFT) - 1
        if not base_passes(st, tb, p, s, r):
            continue
        amount = st.mod[i, MOD_AMOUNT]
        st.mod[i, MOD_AMOUNT] = 0   # this digivolution uses it up, bought or not
        # the digivolution was offered at the reduced cost: a cost the player could not pay otherwise is bought
        if total < left and (not can_pay(st, p, left - total) or decide_optional(st.g[G_PILOT0 + p], st, tb, p, r)) \
                and suspend_any_own(st, tb, p, tb.eff[r, F_CARD]):
            total += amount
    n = st.stk_n[p, s]
    for i in range(n):
        b = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        if ((tb.trigger_bits[b, src] >> T_STATIC) & 1) == 0:
            continue
        f = tb.eff_first[b]
        for r in range(f, f + tb.eff_n[b]):
            e = tb.eff[r]
            if e[F_ACTION] != A_DIGIVOLVE_COST_DOWN or e[F_SOURCE] != src or e[F_TRIGGER] != T_STATIC \
                    or e[F_CHAIN] != 0 or (e[F_FILTER] & FL_PAID_FROM_UNDER_TAMER) == 0:
                continue
            if e[F_ONCE] != 0 and once_spent(st, tb, st.uid[p, s], r):
                continue
            if total >= left or not (window_ok(st, p, e[F_WINDOW])
                                     and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG])
                                     and card_matches(tb, e, c)):
                continue
            if decide_optional(st.g[G_PILOT0 + p], st, tb, p, r) and trash_under_tamer_cost(st, tb, p, 1, b):
                total += e[F_AMOUNT]
                if e[F_ONCE] != 0:
                    spend_once(st, tb, st.uid[p, s], r)
    if (tb.digivolve_cost_down & 2) != 0:   # each of p's Tamers whose row applies: suspended with a card moved
        for t in range(1, st.fld_n[p]):
            r = tamer_reduction_row(st, tb, p, t, s, c)
            if total >= left or r < 0:
                continue
            alone = tb.eff[r, F_ACTION] == A_SUSPEND_DIGIVOLVE_COST_DOWN   # by suspending it, no card moved
            if not alone and under_tamer_cards(st, tb, p) == 0:
                continue
            # the digivolution was offered at the reduced cost: a cost the player could not pay otherwise is bought
            if not can_pay(st, p, left - total) or decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
                if alone:
                    suspend_for_play_reduction(st, tb, p, t)
                    log_effect(st, p, top_card(st, p, t), A_SUSPEND_DIGIVOLVE_COST_DOWN, c, tb.eff[r, F_AMOUNT], p,
                               st.uid[p, s])
                else:
                    tamer_paid_reduction(st, tb, p, t, s)
                total += tb.eff[r, F_AMOUNT]
    return total


@engine_jit
def tamer_paid_reduction(st, tb, p, t, s):
    """tamer_digivolve_cost_down's cost: p's Tamer in slot t is suspended (its "when suspended" effects queued), then
    1 card from under one of p's Tamers, the pilot picking it, goes to the bottom of the digivolution cards of p's
    Digimon in slot s."""
    card = top_card(st, p, t)
    st.susp[p, t] = 1
    log_effect(st, p, card, A_SUSPEND_SELF_COST, card, 0, p, st.uid[p, t])
    collect_slot(st, tb, T_WHEN_SUSPENDED, p, t, 0, 0)
    note_tamer_suspended(st, tb, p, t)
    n = 0
    for u in range(1, st.fld_n[p]):
        if st.stk_n[p, u] > 1 and is_tamer_slot(st, tb, p, u):
            for j in range(st.stk_n[p, u] - 1):
                if n < st.chosen.shape[0]:
                    st.chosen[n] = u * STACK + j
                    n += 1
    k = st.chosen[choose_stack_card(st.g[G_PILOT0 + p], st, tb, p, n)]
    u = k // STACK
    x = remove_at(st.stk[p, u], st.stk_n[p, u], k % STACK)
    st.stk_n[p, u] -= 1
    m = st.stk_n[p, s]
    for j in range(m, 0, -1):
        st.stk[p, s, j] = st.stk[p, s, j - 1]
    st.stk[p, s, 0] = x
    st.stk_n[p, s] = m + 1
    log_effect(st, p, card, A_TAMER_DIGIVOLVE_COST_DOWN, x, st.uid[p, u], p, st.uid[p, s])


@engine_jit
def pay_play_reductions(st, tb, p, c, left):
    """p plays or uses card c from the hand, paying its cost, `left` of it still to pay: each play or use cost
    reduction bought from under a Tamer that applies (targets.paid_play_reduction's), while some cost is left, the
    pilot takes, paying, or leaves. The amount taken."""
    if (tb.play_cost_down & 2) == 0 or not play_cost_reducible(st, tb, p, c):
        return 0
    total = 0
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] == 0:
            continue
        b = top_card(st, p, s)
        if ((tb.trigger_bits[b, S_MAIN] >> T_STATIC) & 1) == 0:
            continue
        f = tb.eff_first[b]
        for r in range(f, f + tb.eff_n[b]):
            if total < left and suspend_play_row_applies(st, tb, p, s, r, c):   # by suspending this Tamer or Digimon
                # the card was offered at the reduced cost: a cost the player could not pay otherwise is bought
                if not can_pay(st, p, left - total) or decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
                    if tb.eff[r, F_ONCE] != 0:
                        spend_once(st, tb, st.uid[p, s], r)
                    if tb.eff[r, F_ACTION] == A_SUSPEND_OWN_PLAY_COST_DOWN:   # 1 of p's Digimon of the base filter
                        suspend_own_base(st, tb, p, r, b)
                        log_effect(st, p, b, A_PLAY_COST_DOWN, c, tb.eff[r, F_AMOUNT], p, st.uid[p, s])
                        total += tb.eff[r, F_AMOUNT]
                        continue
                    if tb.eff[r, F_ACTION] == A_BOTTOM_DECK_PLAY_COST_DOWN:   # it leaves: the slots close up
                        if return_self_to_deck_cost(st, tb, p, st.uid[p, s], b):
                            log_effect(st, p, b, A_PLAY_COST_DOWN, c, tb.eff[r, F_AMOUNT], p, -1)
                            return total + tb.eff[r, F_AMOUNT]
                        continue
                    suspend_for_play_reduction(st, tb, p, s)
                    log_effect(st, p, b, A_PLAY_COST_DOWN, c, tb.eff[r, F_AMOUNT], p, st.uid[p, s])
                    total += tb.eff[r, F_AMOUNT]
                continue
            if total >= left or not paid_play_row_applies(st, tb, p, s, r, c):
                continue
            if decide_optional(st.g[G_PILOT0 + p], st, tb, p, r) and trash_under_tamer_cost(st, tb, p, 1, b):
                total += tb.eff[r, F_AMOUNT]
                if tb.eff[r, F_ONCE] != 0:
                    spend_once(st, tb, st.uid[p, s], r)
    return total


@engine_jit
def suspend_as_cost(st, tb, p, s, card):
    """A cost suspends p's Tamer or Digimon in slot s (logged as suspend_self_cost with `card`): its "when suspended"
    effects are queued, and for a Digimon the timings of a suspended Digimon, as suspend_slot does."""
    st.susp[p, s] = 1
    log_effect(st, p, card, A_SUSPEND_SELF_COST, card, 0, p, st.uid[p, s])
    queue_suspended(st, tb, p, s)


@engine_jit
def suspend_own_base(st, tb, p, r, card):
    """suspend_own_play_cost_down's cost (row r of `card`): the pilot suspends 1 of p's unsuspended Digimon whose top
    card passes the row's base_ filter (logged as suspend_own_cost); False if none can pay it."""
    n = own_base_suspendable(st, tb, p, r, True)
    if n == 0:
        return False
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_SUSPEND_OWN_COST, 0, n)] % NSLOT
    log_effect(st, p, card, A_SUSPEND_OWN_COST, top_card(st, p, s), 0, p, st.uid[p, s])
    suspend_slot(st, tb, p, s)
    return True


@engine_jit
def suspend_for_play_reduction(st, tb, p, s):
    """suspend_play_cost_down's and suspend_digivolve_cost_down's cost: p's Tamer or Digimon in slot s suspended."""
    suspend_as_cost(st, tb, p, s, top_card(st, p, s))


@engine_jit
def save_under_tamer(st, tb, p, r, card):
    """<Save> (row r): p may place `card` from the trash under 1 of p's Tamers as its bottom card (the pilot decides,
    then picks the Tamer); nothing without a Tamer or with the card no longer in the trash."""
    i = -1
    for k in range(st.trash_n[p] - 1, -1, -1):   # the card that just went there: the newest of that type
        if st.trash[p, k] == card:
            i = k
            break
    n = 0
    for t in range(1, st.fld_n[p]):
        if st.stk_n[p, t] > 0 and st.stk_n[p, t] < STACK and tb.kind[top_card(st, p, t)] == K_TAMER:
            st.cand[n] = p * NSLOT + t
            n += 1
    if i < 0 or n == 0 or not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
        return
    t = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_SAVE, 0, n)] % NSLOT
    remove_at(st.trash[p], st.trash_n[p], i)
    st.trash_n[p] -= 1
    m = st.stk_n[p, t]
    for j in range(m, 0, -1):
        st.stk[p, t, j] = st.stk[p, t, j - 1]
    st.stk[p, t, 0] = card
    st.stk_n[p, t] = m + 1
    log_effect(st, p, card, A_SAVE, card, 1, p, st.uid[p, t])


@engine_jit
def place_under_tamer(st, tb, p, r, card, uid):
    """`amount` cards matching row r from p's hand (FL_OR_TRASH: or trash) go under 1 of p's Tamers as its bottom
    cards, one by one: the pilot picks the card (choose_card over the trash's cards, then the hand's), then the
    Tamer (choose_target). Nothing without a Tamer or a matching card. Logged per card: amount 1 from the hand, 0
    from the trash, the Tamer's uid. place_under_self_or_tamer: p's Digimon uid (this one) may take the card too,
    as its bottom digivolution card. place_under_tamer_from_trash: the trash's cards only. Returns how many it
    placed (place_under_tamer_cost: amount 1, so a failed cost moves nothing)."""
    e = tb.eff[r]
    trash_only = e[F_ACTION] == A_PLACE_UNDER_TAMER_FROM_TRASH
    placed = 0
    for _ in range(e[F_AMOUNT]):
        if gather_tamer_bases(st, tb, p, e) + gather_self_base(st, tb, p, e, uid, 0) == 0:
            return placed
        nt = st.trash_n[p]
        lo = 0 if (e[F_FILTER] & FL_OR_TRASH) != 0 or trash_only else nt
        for i in range(st.hand_n[p]):   # behind the trash's cards (a player owns fewer than PILE cards)
            st.trash[p, nt + i] = st.hand[p, i]
        k = gather_pile(tb, st.trash[p, lo:], (nt if trash_only else nt + st.hand_n[p]) - lo, e, st.cand)
        if k == 0:
            return placed
        i = lo + st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p, lo:], k)]
        n = gather_tamer_bases(st, tb, p, e)
        n += gather_self_base(st, tb, p, e, uid, n)
        t = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, e[F_ACTION], 1, n)] % NSLOT
        if i < nt:
            c = remove_at(st.trash[p], nt, i)
            st.trash_n[p] -= 1
        else:
            c = take_from_hand(st, p, i - nt)
        for j in range(st.stk_n[p, t], 0, -1):
            st.stk[p, t, j] = st.stk[p, t, j - 1]
        st.stk[p, t, 0] = c
        st.stk_n[p, t] += 1
        log_effect(st, p, card, e[F_ACTION], c, 1 if i >= nt else 0, p, st.uid[p, t])
        if tb.kind[top_card(st, p, t)] != K_TAMER:
            st.g[G_TOPS_CHANGED] = 1   # a digivolution card: its inherited text counts, the rule check looks again
        placed += 1
    return placed


@engine_jit
def return_from_under_tamers(st, tb, p, r, card):
    """`return_from_under_tamers`: up to `amount` cards passing row r's filters from under p's Tamers (not a top
    card) go to the hand, the pilot picking each (choose_card over copies put behind the hand's cards). Logged per
    card with the Tamer's uid."""
    e = tb.eff[r]
    for _ in range(e[F_AMOUNT]):
        nh = st.hand_n[p]
        if nh >= PILE:
            return
        n = 0
        for t in range(1, st.fld_n[p]):   # the cards under the Tamers copied behind the hand's, Tamer by Tamer
            if is_tamer_slot(st, tb, p, t):
                for j in range(st.stk_n[p, t] - 1):
                    if nh + n < PILE:
                        st.hand[p, nh + n] = st.stk[p, t, j]
                        n += 1
        k = gather_pile(tb, st.hand[p, nh:], n, e, st.cand)
        if k == 0:
            return
        i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.hand[p, nh:], k)]
        for t in range(1, st.fld_n[p]):   # the chosen copy's place: the same walk
            if is_tamer_slot(st, tb, p, t):
                if i < st.stk_n[p, t] - 1:
                    c = remove_at(st.stk[p, t], st.stk_n[p, t], i)
                    st.stk_n[p, t] -= 1
                    to_hand(st, p, c)
                    log_effect(st, p, card, A_RETURN_FROM_UNDER_TAMERS, c, 0, p, st.uid[p, t])
                    break
                i -= st.stk_n[p, t] - 1


@engine_jit
def gather_self_base(st, tb, p, e, uid, n):
    """place_under_self_or_tamer: p's Digimon uid (the effect's own), with room beneath, as p * NSLOT + slot into
    st.cand[n]. Returns how many (0 or 1; 0 for another action)."""
    if e[F_ACTION] != A_PLACE_UNDER_SELF_OR_TAMER or uid < 0:
        return 0
    s = find_uid(st, p, uid)
    if s < 1 or st.stk_n[p, s] >= STACK or not is_digimon_slot(st, tb, p, s):
        return 0
    st.cand[n] = p * NSLOT + s
    return 1


@engine_jit
def place_self_under_tamer(st, tb, p, r, uid, card):
    """Cost (row r): this option (`card`, slot uid of p's battle area) goes under 1 of p's Tamers whose top card
    passes the row's card filter, at the bottom of its cards, the pilot picking the Tamer. False, nothing moved,
    without the option there or such a Tamer."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 0 or top_card(st, p, s) != card or tb.kind[card] != K_OPTION:
        return False
    n = 0
    for t in range(1, st.fld_n[p]):
        c = top_card(st, p, t)
        if t != s and st.stk_n[p, t] < STACK and tb.kind[c] == K_TAMER and card_matches(tb, tb.eff[r], c):
            st.cand[n] = p * NSLOT + t
            n += 1
    if n == 0:
        return False
    t_uid = st.uid[p, st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_PLACE_SELF_UNDER_TAMER_COST, 0, n)]
                      % NSLOT]
    log_effect(st, p, card, A_PLACE_SELF_UNDER_TAMER_COST, card, 0, p, t_uid)
    close_slot(st, p, s)   # the option's slot holds it alone
    t = find_uid(st, p, t_uid)
    m = st.stk_n[p, t]
    for j in range(m, 0, -1):   # the stack moves up one: the card goes to the bottom
        st.stk[p, t, j] = st.stk[p, t, j - 1]
    st.stk[p, t, 0] = card
    st.stk_n[p, t] = m + 1
    return True


@engine_jit
def cards_placed_under(st, tb, p, s, c):
    """An effect placed card c as a digivolution card of p's Digimon in slot s: its cards' cards_placed_under
    effects are queued, c the card of the event (inlined collect_slot: nothing in a match without the timing)."""
    collect_slot(st, tb, T_CARDS_PLACED_UNDER, p, s, c, 0)
    collect_field(st, tb, T_OWN_DIGIMON_CARDS_PLACED_UNDER, p, c)   # any of p's Digimon: p's cards, options too


@engine_jit
def place_self_under(st, tb, p, r, card):
    """`place_self_under` (row r): the option `card`, resolving in no area, goes as the bottom digivolution card of
    1 of p's battle-area Digimon whose top card passes the row's card filters (not a Token: RULES.md section
    10.1), the pilot picking which; the option is then moved (G_SELF_MOVED). None there: nothing, the option is
    trashed as usual."""
    if tb.kind[card] != K_OPTION or st.g[G_SELF_MOVED] != 0:
        return
    lacking = tb.eff[r, F_ACTION] == A_PLACE_SELF_UNDER_LACKING   # the filters name the cards it must not have
    n = 0
    for t in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, t) and st.stk_n[p, t] < STACK and top_card(st, p, t) < tb.token_first \
                and (matching_digivolution_cards(st, tb, p, t, tb.eff[r]) == 0 if lacking
                     else card_matches(tb, tb.eff[r], top_card(st, p, t))):
            st.cand[n] = p * NSLOT + t
            n += 1
    if n == 0:
        return
    t = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_PLACE_SELF_UNDER, 0, n)] % NSLOT
    m = st.stk_n[p, t]
    for j in range(m, 0, -1):   # the stack moves up one: the card goes to the bottom
        st.stk[p, t, j] = st.stk[p, t, j - 1]
    st.stk[p, t, 0] = card
    st.stk_n[p, t] = m + 1
    st.g[G_SELF_MOVED] = 1
    log_effect(st, p, card, tb.eff[r, F_ACTION], card, 0, p, st.uid[p, t])
    cards_placed_under(st, tb, p, t, card)


@engine_jit
def mind_link_targets(st, tb, p, r):
    """`mind_link` (row r): puts in st.cand the slots (p * NSLOT + t) of p's battle-area Digimon (not a Token, room
    in the stack) whose top card passes the row's card filters and that have no Tamer card among their digivolution
    cards; returns how many."""
    n = 0
    for t in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, t) and st.stk_n[p, t] < STACK and top_card(st, p, t) < tb.token_first \
                and card_matches(tb, tb.eff[r], top_card(st, p, t)):
            tamer = False
            for j in range(st.stk_n[p, t] - 1):
                if tb.kind[st.stk[p, t, j]] == K_TAMER:
                    tamer = True
            if not tamer:
                st.cand[n] = p * NSLOT + t
                n += 1
    return n


@engine_jit
def mind_link(st, tb, p, r, uid, card):
    """`mind_link` (row r): p's Tamer uid (this one, still in the battle area) goes as the bottom digivolution card
    of 1 of the Digimon of mind_link_targets, the pilot picking which; any cards under the Tamer go to the trash.
    None there, or the Tamer gone: nothing."""
    s = find_uid(st, p, uid)
    if s < 1 or tb.kind[top_card(st, p, s)] != K_TAMER:
        return
    n = mind_link_targets(st, tb, p, r)
    if n == 0:
        return
    t = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_PLACE_SELF_UNDER, 0, n)] % NSLOT
    tamer = top_card(st, p, s)
    for j in range(st.stk_n[p, s] - 1):
        to_trash(st, p, st.stk[p, s, j])
    m = st.stk_n[p, t]
    for j in range(m, 0, -1):   # the stack moves up one: the Tamer goes to the bottom
        st.stk[p, t, j] = st.stk[p, t, j - 1]
    st.stk[p, t, 0] = tamer
    st.stk_n[p, t] = m + 1
    target_uid = st.uid[p, t]
    log_effect(st, p, card, A_MIND_LINK, tamer, 0, p, target_uid)
    close_slot(st, p, s)
    st.g[G_TOPS_CHANGED] = 1   # the card beneath now counts: the rule check looks again
    t = find_uid(st, p, target_uid)
    if t >= 1:
        cards_placed_under(st, tb, p, t, tamer)


@engine_jit
def drop_kept_of(st, tb, p, s, k):
    """st.cand[0:k], stack indices of p's Digimon in slot s, less those of cards effects can't trash (kept_under);
    returns how many are left."""
    m = 0
    for j in range(k):
        if not kept_under(st, tb, p, s, st.stk[p, s, st.cand[j]]):
            st.cand[m] = st.cand[j]
            m += 1
    return m


@engine_jit
def drop_kept_in_pile(st, tb, p, off, k):
    """st.cand[0:k], indices into a cost pile whose entries from `off` on are the digivolution cards of p's Digimon
    in slot order (any after them: other cards), less those effects can't trash (kept_under); returns how many
    are left."""
    m = 0
    for j in range(k):
        i = st.cand[j] - off
        kept = False
        if i >= 0:
            for s in range(1, st.fld_n[p]):
                if is_digimon_slot(st, tb, p, s):
                    if i < st.stk_n[p, s] - 1:
                        kept = kept_under(st, tb, p, s, st.stk[p, s, i])
                        break
                    i -= st.stk_n[p, s] - 1
        if not kept:
            st.cand[m] = st.cand[j]
            m += 1
    return m


@engine_jit
def trash_own_digivolution_cost(st, tb, p, r, uid, card):
    """Cost (row r): trash `amount` digivolution cards passing the row's card filters from under this Digimon
    (slot uid of p's), one by one as the pilot picks (choose_cost_card), each by trash_digivolution_card (its
    "when trashed from digivolution cards" effects queued), then the Digimon's own_digivolution_cards_trashed
    once. False, nothing trashed, with fewer such cards or the Digimon gone."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 0 or not is_digimon_slot(st, tb, p, s):
        return False
    e = tb.eff[r]
    amount = max(e[F_AMOUNT], 1)
    if drop_kept_of(st, tb, p, s, gather_pile(tb, st.stk[p, s], st.stk_n[p, s] - 1, e, st.cand)) < amount:
        return False
    for _ in range(amount):
        k = drop_kept_of(st, tb, p, s, gather_pile(tb, st.stk[p, s], st.stk_n[p, s] - 1, e, st.cand))
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.stk[p, s], k)]
        log_effect(st, p, card, A_TRASH_OWN_DIGIVOLUTION_COST, st.stk[p, s, i], 0, p, uid)
        trash_digivolution_card(st, tb, p, s, i)
    digivolution_cards_trashed(st, tb, p, s)
    return True


@engine_jit
def return_self_from_trash_cost(st, p, card):
    """Cost of a [Trash] effect: `card` (the copy that went to p's trash last) goes to the bottom of p's deck,
    logged; False, nothing moved, if it is no longer in the trash."""
    for k in range(st.trash_n[p] - 1, -1, -1):
        if st.trash[p, k] == card:
            remove_at(st.trash[p], st.trash_n[p], k)
            st.trash_n[p] -= 1
            to_deck_bottom(st, p, card)
            log_effect(st, p, card, A_RETURN_SELF_FROM_TRASH_COST, card, 1, p, -1)
            return True
    return False


@engine_jit
def same_level_digivolution_cards(st, tb, p, s, amount, level):
    """st.cand[0:k], stack indices of the digivolution cards of p's Digimon in slot s that effects may trash and
    that have a level: of `level`, or (level 0) of any level that `amount` or more such cards share; returns k."""
    n = st.stk_n[p, s] - 1
    k = 0
    for i in range(n):
        c = st.stk[p, s, i]
        lv = tb.level[c]
        if lv <= 0 or (level > 0 and lv != level) or kept_under(st, tb, p, s, c):
            continue
        if level == 0:
            same = 0
            for j in range(n):
                d = st.stk[p, s, j]
                if tb.level[d] == lv and not kept_under(st, tb, p, s, d):
                    same += 1
            if same < amount:
                continue
        st.cand[k] = i
        k += 1
    return k


@engine_jit
def trash_same_level_digivolution_cost(st, tb, p, r, uid, card):
    """Cost (row r): trash `amount` digivolution cards of one same level from under this Digimon (slot uid of
    p's), one by one as the pilot picks (choose_cost_card; the first card picked sets the level), each by
    trash_digivolution_card, then the Digimon's own_digivolution_cards_trashed once. False, nothing trashed,
    without that many cards of one level or the Digimon gone."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 0 or not is_digimon_slot(st, tb, p, s):
        return False
    amount = max(tb.eff[r, F_AMOUNT], 1)
    if same_level_digivolution_cards(st, tb, p, s, amount, 0) == 0:
        return False
    level = 0
    for _ in range(amount):
        k = same_level_digivolution_cards(st, tb, p, s, amount, level)
        if k == 0:
            break
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.stk[p, s], k)]
        level = tb.level[st.stk[p, s, i]]
        log_effect(st, p, card, A_TRASH_SAME_LEVEL_DIGIVOLUTION_COST, st.stk[p, s, i], 0, p, uid)
        trash_digivolution_card(st, tb, p, s, i)
    digivolution_cards_trashed(st, tb, p, s)
    return True


@engine_jit
def effect_attack(st, tb, p, r, uid):
    """`attack` (row r, its Digimon uid): recorded here, the attack is made by the engine once the effects
    resolving now have resolved (an attack never starts mid-effect), the pilot picking the Digimon then. No
    attack can be declared during another attack, so during one the effect does nothing."""
    if st.g[G_ATK_TARGET] != -2 or st.g[G_CUR] != p or st.g[G_EFFECT_ATTACK_ROW] != 0:
        return
    if (tb.eff[r, F_FILTER] & FL_SAME_TARGETS) != 0 and tb.eff[r, F_CHAIN] != 0:
        if st.g[G_PICKED] < 1:
            return   # the clause before chose no Digimon: none attacks
        uid = st.chosen[0]   # "Then, that Digimon attacks": the one the clause before chose
    st.g[G_EFFECT_ATTACK_ROW] = r + 1
    st.g[G_EFFECT_ATTACK_SOURCE] = uid


@engine_jit
def effect_option_use(st, p, r):
    """`use_option_from_hand` (row r): recorded here, the option is used by the engine once the effects resolving
    now have resolved (its [Main] is an effect of its own, not one inside this one)."""
    if st.g[G_EFFECT_OPTION_ROW] != 0:
        return
    st.g[G_EFFECT_OPTION_ROW] = r + 1
    st.g[G_EFFECT_OPTION_PLAYER] = p


@engine_jit(inline=True)
def is_dual_card(tb, c):
    """A dual Digimon/Option card: a Digimon card with [Main] rows of an option (its option side)."""
    return tb.kind[c] == K_DIGIMON and ((tb.trigger_bits[c, S_MAIN] >> T_MAIN) & 1) != 0


@engine_jit
def use_cost_reduced(st, tb, p, c, amount):
    """What using card c of p's hand as an option costs with `amount` off (never below 0): an option's use cost with
    its own reductions in the hand, a dual card's printed cost; -1 if it can't be used now (no cost, its <Use Req.>
    or colours not met, the reduced cost not payable)."""
    if tb.kind[c] == K_OPTION:
        cost = play_cost(st, tb, p, c)
    elif is_dual_card(tb, c):
        cost = tb.cost[c]
    else:
        return -1
    if cost < 0:
        return -1
    cost = max(cost - amount, 0)
    if not can_pay(st, p, cost) or not option_colors_met(st, tb, p, c):
        return -1
    return cost


@engine_jit
def play_cost_reduced(st, tb, p, c, amount):
    """What playing Digimon or Tamer card c of p's hand costs with `amount` off (its own reductions first, never
    below 0); -1 if it can't be played now (no cost, no room, Digimon barred from plays by effects, not payable)."""
    k = tb.kind[c]
    if (k != K_DIGIMON and k != K_TAMER) or st.fld_n[p] >= NSLOT:
        return -1
    if k == K_DIGIMON and player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS):
        return -1
    cost = play_cost(st, tb, p, c)
    if cost < 0:
        return -1
    if cost > 0 and amount > 0 and play_cost_reducible(st, tb, p, c):
        cost = max(cost - amount, 0)
    return cost if can_pay(st, p, cost) else -1


@engine_jit
def play_or_use_from_hand(st, tb, p, r, card):
    """`play_or_use_from_hand` (row r): the pilot picks 1 card of p's hand passing the row's filters among those it
    can play (Digimon, Tamers) or use (options, dual cards as options), the cost reduced by the amount; a dual card
    is listed twice, first as a play, then as a use. A play is made at once; a use is recorded and made once the
    effects resolving now have resolved (use_recorded_option), as use_option_from_hand's."""
    e = tb.eff[r]
    amount = e[F_AMOUNT]
    st.g[G_EFFECT_PLAYED] = 0
    pile = st.hand[p]
    n = st.hand_n[p]
    k = gather_pile(tb, pile, n, e, st.cand)   # the plays first, one per card type
    plays = 0
    for j in range(k):
        if play_cost_reduced(st, tb, p, pile[st.cand[j]], amount) >= 0:
            st.cand[plays] = st.cand[j]
            plays += 1
    uses = 0
    if st.g[G_EFFECT_OPTION_ROW] == 0:   # one option use waits at a time
        out = st.cand[plays:]
        k = gather_pile(tb, pile, n, e, out)   # then the uses
        for j in range(k):
            if use_cost_reduced(st, tb, p, pile[out[j]], amount) >= 0:
                out[uses] = out[j]
                uses += 1
    if plays + uses == 0:
        return
    j = choose_card(st.g[G_PILOT0 + p], st, tb, p, pile, plays + uses)
    i = st.cand[j]
    c = pile[i]
    if j >= plays:   # a use: once the effects have resolved
        st.g[G_EFFECT_OPTION_ROW] = r + 1
        st.g[G_EFFECT_OPTION_PLAYER] = p
        st.g[G_PLAY_OR_USE_CARD] = c + 1
        return
    cost = play_cost_reduced(st, tb, p, c, amount)
    take_from_hand(st, p, i)
    if (tb.play_cost_down & 4) != 0 and cost > 0:   # the card's own reduction bought by deleting
        cost = max(cost - pay_deleting_reductions(st, tb, p, c, cost), 0)
    log_effect(st, p, card, A_PLAY_OR_USE_FROM_HAND, c, cost, p, -1)
    log_play_cost_down(st, tb, p, c, cost)
    add_memory(st, p, -cost)
    play_card(st, tb, p, c, cost, True)
    st.g[G_EFFECT_PLAYED] = 1


@engine_jit
def trash_most_security_top(st, tb, p, r, card):
    """`trash_most_security_top_cost`: the top security card of the player with the most security cards goes to the
    trash (tied: the pilot's yes/no on row r picks the opponent's); False (the chain stops) when both have none."""
    q = 1 - p
    if st.sec_n[p] == 0 and st.sec_n[q] == 0:
        return False
    side = p
    if st.sec_n[q] > st.sec_n[p] or (st.sec_n[q] == st.sec_n[p] and decide_optional(st.g[G_PILOT0 + p], st, tb, p, r)):
        side = q
    n = st.sec_n[side]
    c = st.sec[side, n - 1]
    st.sec_up[side, n - 1] = 0
    st.sec_n[side] = n - 1
    security_to_trash(st, tb, side, c)
    log_effect(st, p, card, A_TRASH_MOST_SECURITY_TOP_COST, c, 1, side, -1)
    security_removed(st, tb, side)
    return True


@engine_jit
def security_or_under_tamer_cost(st, tb, p, r, card):
    """`security_or_under_tamer_cost`: p's top security card to the hand, or the bottom card from under 1 of p's
    Tamers trashed (trash_under_tamer_cost), the pilot's yes/no on row r picking the Tamer's where both can be paid;
    False (the chain stops) when neither can."""
    under = False
    for t in range(1, st.fld_n[p]):
        if st.stk_n[p, t] > 1 and tb.kind[top_card(st, p, t)] == K_TAMER:
            under = True
            break
    if not under and st.sec_n[p] == 0:
        return False
    if under and (st.sec_n[p] == 0 or decide_optional(st.g[G_PILOT0 + p], st, tb, p, r)):
        return trash_under_tamer_cost(st, tb, p, 1, card)
    st.sec_n[p] -= 1
    c = st.sec[p, st.sec_n[p]]
    st.sec_up[p, st.sec_n[p]] = 0
    to_hand(st, p, c)
    log_effect(st, p, card, A_SECURITY_OR_UNDER_TAMER_COST, c, 1, p, -1)
    security_removed(st, tb, p)
    return True


@engine_jit
def use_recorded_option(st, tb, q, r):
    """The use a play_or_use_from_hand row (r) of player q recorded, now that the effects have resolved: the card
    (an option, or a dual card as one) is used from q's hand paying its cost less the row's amount, its [Main]
    resolving (RULES.md §5.3: in no area meanwhile, then trashed unless moved); nothing if it has left the hand or
    can't be used or paid for now."""
    c = st.g[G_PLAY_OR_USE_CARD] - 1
    st.g[G_PLAY_OR_USE_CARD] = 0
    i = -1
    for j in range(st.hand_n[q]):
        if st.hand[q, j] == c:
            i = j
            break
    if i < 0:
        return
    cost = use_cost_reduced(st, tb, q, c, tb.eff[r, F_AMOUNT])
    if cost < 0:
        return
    take_from_hand(st, q, i)
    add_memory(st, q, -cost)   # paid with the use: its event says the memory after it, and the cost as its amount
    log_effect(st, q, tb.eff[r, F_CARD], A_PLAY_OR_USE_FROM_HAND, c, cost, q, -1)
    note_card(st, q, c, CR_PLAYED)
    if not run_main_effects(st, tb, q, c):
        to_trash(st, q, c)


@engine_jit
def use_option_other_source(st, tb, q, r):
    """The option use a `use_option_from_trash` or `use_option_from_hand_or_digivolution_cards` row r of player q
    recorded (effect_option_use), now that the effects have resolved: the pilot picks 1 option card passing the
    row's filters from q's trash (its use cost less the row's amount paid, never below 0; one q can't pay is not
    offered) or from q's hand or the digivolution cards of the Digimon recorded in G_PLAY_OR_USE_CARD (free); its
    colours met unless the rules switch that off (RULES.md §5.3); its [Main] resolves, then it goes to the trash
    unless it moved itself. Returns True if an option was used."""
    e = tb.eff[r]
    trash = e[F_ACTION] == A_USE_OPTION_FROM_TRASH
    under_tamers = e[F_ACTION] == A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS
    s = -1
    if not trash and not under_tamers:
        uid = st.g[G_PLAY_OR_USE_CARD] - 1
        st.g[G_PLAY_OR_USE_CARD] = 0
        s = find_uid(st, q, uid) if uid >= 0 else -1
        if s >= 0 and st.stk_n[q, s] == 0:
            s = -1
    # the trash's cards where they are, the others copied behind them (a player owns fewer than PILE cards)
    nt = st.trash_n[q] if trash else 0
    pile = st.trash[q, st.trash_n[q] - nt:]
    m = nt
    nh = 0 if trash else st.hand_n[q]
    for i in range(nh):
        pile[m] = st.hand[q, i]
        m += 1
    if s >= 0:
        for j in range(st.stk_n[q, s] - 1):
            pile[m] = st.stk[q, s, j]
            m += 1
    if under_tamers:   # the cards under each of q's Tamers, slot by slot
        for t in range(1, st.fld_n[q]):
            if is_tamer_slot(st, tb, q, t):
                for j in range(st.stk_n[q, t] - 1):
                    pile[m] = st.stk[q, t, j]
                    m += 1
    n = 0
    for i in range(m):
        c = pile[i]
        if tb.kind[c] != K_OPTION or tb.cost[c] < 0 or not card_matches(tb, e, c):
            continue
        if (tb.rules & RS_EFFECT_OPTION_IGNORES_COLORS) == 0 and not option_colors_met(st, tb, q, c):
            continue
        if trash and not can_pay(st, q, max(tb.cost[c] - e[F_AMOUNT], 0)):
            continue
        st.cand[n] = i
        n += 1
    if n == 0:
        return False
    i = st.cand[choose_card(st.g[G_PILOT0 + q], st, tb, q, pile, n)]
    cost = 0
    where = 0   # logged: 0 from the hand, 1 from the trash (the amount: the cost paid), 2 from under the Digimon
    if trash:
        c = remove_at(st.trash[q], st.trash_n[q], i)
        st.trash_n[q] -= 1
        cost = max(tb.cost[c] - e[F_AMOUNT], 0)
        add_memory(st, q, -cost)
        log_effect(st, q, e[F_CARD], A_USE_OPTION_FROM_TRASH, c, cost, q, -1)
    elif i < nh:
        c = take_from_hand(st, q, i)
        log_effect(st, q, e[F_CARD], e[F_ACTION], c, where, q, -1)
    elif under_tamers:   # logged with amount 3 and the Tamer's uid
        k = i - nh
        c = -1
        for t in range(1, st.fld_n[q]):
            if not is_tamer_slot(st, tb, q, t):
                continue
            if k < st.stk_n[q, t] - 1:
                c = remove_at(st.stk[q, t], st.stk_n[q, t], k)
                st.stk_n[q, t] -= 1
                log_effect(st, q, e[F_CARD], A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS, c, 3, q, st.uid[q, t])
                break
            k -= st.stk_n[q, t] - 1
    else:
        c = remove_at(st.stk[q, s], st.stk_n[q, s], i - nh)
        st.stk_n[q, s] -= 1
        log_effect(st, q, e[F_CARD], A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS, c, 2, q, st.uid[q, s])
    note_card(st, q, c, CR_PLAYED)
    if not run_main_effects(st, tb, q, c):
        to_trash(st, q, c)
    return True


@engine_jit
def option_used_clause(st, tb, q, r):
    """The clause chained after a use row r with if=option_used ("If you did, ..."): run now that the option its
    row used has resolved."""
    k = r + 1
    if k < tb.n_rows and tb.eff[k, F_CHAIN] != 0 and tb.eff[k, F_CARD] == tb.eff[r, F_CARD] \
            and tb.eff[k, F_COND] == C_OPTION_USED:
        act(st, tb, q, k, -1, tb.eff[r, F_CARD], 0)


@engine_jit
def trash_from_hand_cost(st, tb, p, r, card):
    """Cost: trash `amount` cards of p's hand that match row r, one by one as the pilot picks; False (nothing
    trashed) if the hand holds fewer."""
    e = tb.eff[r]
    a = e[F_ACTION]
    have = 0
    for i in range(st.hand_n[p]):
        if card_matches(tb, e, st.hand[p, i]):
            have += 1
    if e[F_UPTO] != 0:
        # "up to": the first card, then each further one as the pilot decides again; G_PAID counts them
        n = 0
        while n < e[F_AMOUNT] and n < have and (n == 0 or decide_optional(st.g[G_PILOT0 + p], st, tb, p, r)):
            k = gather_pile(tb, st.hand[p], st.hand_n[p], e, st.cand)
            i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.hand[p], k)]
            c = take_from_hand(st, p, i)
            to_trash(st, p, c)
            trashed_from_hand(st, tb, p, c)
            log_effect(st, p, card, a, c, 1, p, -1)
            n += 1
        st.g[G_PAID] = n
        return True
    if have < e[F_AMOUNT]:
        return False
    for _ in range(e[F_AMOUNT]):
        k = gather_pile(tb, st.hand[p], st.hand_n[p], e, st.cand)
        st.g[G_COST_ROW] = r + 1   # what the card buys may weigh on the pick (delete_at_most_paid_cost)
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.hand[p], k)]
        st.g[G_COST_ROW] = 0
        c = take_from_hand(st, p, i)
        to_trash(st, p, c)
        trashed_from_hand(st, tb, p, c)
        log_effect(st, p, card, a, c, 1, p, -1)
        st.g[G_PAID_CARD_COST] = 1 + tb.cost[c] if tb.cost[c] >= 0 else 0   # for delete_at_most_paid_cost
    return True


@engine_jit
def hand_to_deck_bottom_cost(st, tb, p, r, card):
    """Cost `hand_to_deck_bottom_cost`: `amount` cards of p's hand matching row r go to the bottom of p's deck,
    one by one as the pilot picks (choose_cost_card), each logged; up_to: the first, then each further one as the
    pilot decides again, G_PAID counting them (for_each=paid); otherwise False, nothing placed, if the hand holds
    fewer."""
    e = tb.eff[r]
    have = 0
    for i in range(st.hand_n[p]):
        if card_matches(tb, e, st.hand[p, i]):
            have += 1
    if e[F_UPTO] == 0 and have < e[F_AMOUNT]:
        return False
    n = 0
    while n < e[F_AMOUNT] and n < have and (e[F_UPTO] == 0 or n == 0
                                            or decide_optional(st.g[G_PILOT0 + p], st, tb, p, r)):
        k = gather_pile(tb, st.hand[p], st.hand_n[p], e, st.cand)
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.hand[p], k)]
        c = take_from_hand(st, p, i)
        log_effect(st, p, card, A_HAND_TO_DECK_BOTTOM_COST, c, 1, p, -1)
        to_deck_bottom(st, p, c)
        n += 1
    st.g[G_PAID] = n
    return True


@engine_jit
def trash_from_hand_or_digivolution_cost(st, tb, p, r, card):
    """Cost: trash `amount` cards matching row r from p's hand (not with FL_FROM_DIGIVOLUTION_CARDS) or from the
    digivolution cards of p's Digimon, one by one as the pilot picks (trash_one_from_hand_or_digivolution); False,
    nothing trashed, with fewer such cards. Each Digimon that lost cards fires its "when effects trash" timings
    once (digivolution_cards_trashed), after the last card."""
    e = tb.eff[r]
    amount = max(e[F_AMOUNT], 1)
    hand = (e[F_FILTER] & FL_FROM_DIGIVOLUTION_CARDS) == 0
    have = 0
    if hand:
        for i in range(st.hand_n[p]):
            if card_matches(tb, e, st.hand[p, i]):
                have += 1
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s):
            for j in range(st.stk_n[p, s] - 1):
                if card_matches(tb, e, st.stk[p, s, j]) and not kept_under(st, tb, p, s, st.stk[p, s, j]):
                    have += 1
    paid = 0
    if e[F_UPTO] != 0:   # "up to": the first card, then each further one as the pilot decides again
        amount = min(amount, have)
    elif have < amount:
        return False
    under = np.int64(0)   # the slots whose digivolution cards were trashed
    for _ in range(amount):
        if paid > 0 and e[F_UPTO] != 0 and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
            break
        s = trash_one_from_hand_or_digivolution(st, tb, p, r, card)
        if s == -2:
            return False
        paid += 1
        if s > 0:
            under |= np.int64(1) << np.int64(s)
    st.g[G_PAID] = paid   # for a for_each=paid clause after it
    k = 0   # the Digimon the cards came from, for a chained filter=same_targets clause ("1 of such Digimon")
    for s in range(1, st.fld_n[p]):
        if ((under >> np.int64(s)) & 1) != 0 and st.stk_n[p, s] > 0:
            st.chosen[k] = st.uid[p, s]
            k += 1
    st.g[G_PICKED] = k
    for s in range(1, st.fld_n[p]):
        if ((under >> np.int64(s)) & 1) != 0 and st.stk_n[p, s] > 0:
            digivolution_cards_trashed(st, tb, p, s)
    return True


@engine_jit
def chained_cost_payable(st, tb, p, r):
    """A second cost chained to the first row r of an activated [Main] ("by suspending this Tamer and trashing 1
    X from your hand or your Digimon's digivolution cards, ..."): whether p can pay it now, so that the effect is
    offered only while both costs can be paid (RULES.md section 11: all or nothing). True without such a row."""
    k = r + 1
    if k >= tb.n_rows or tb.eff[k, F_CHAIN] == 0 or tb.eff[k, F_CARD] != tb.eff[r, F_CARD] \
            or tb.eff[k, F_ACTION] != A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST:
        return True
    e = tb.eff[k]
    have = 0
    if (e[F_FILTER] & FL_FROM_DIGIVOLUTION_CARDS) == 0:
        for i in range(st.hand_n[p]):
            if card_matches(tb, e, st.hand[p, i]):
                have += 1
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s):
            for j in range(st.stk_n[p, s] - 1):
                if card_matches(tb, e, st.stk[p, s, j]) and not kept_under(st, tb, p, s, st.stk[p, s, j]):
                    have += 1
    return have >= max(e[F_AMOUNT], 1)


@engine_jit
def trash_one_from_hand_or_digivolution(st, tb, p, r, card):
    """Trash 1 card matching row r from p's hand (not with FL_FROM_DIGIVOLUTION_CARDS) or from the
    digivolution cards of one of p's Digimon, as the pilot picks (choose_cost_card over the hand's cards, then those under each Digimon in slot order; a card type
    in both is offered once, from the hand); False if there is none. The log's amount: 1 from the hand, 0 from
    under a Digimon (whose uid it names). Returns the Digimon's slot, 0 for the hand, -2 for none."""
    nh = st.hand_n[p] if (tb.eff[r, F_FILTER] & FL_FROM_DIGIVOLUTION_CARDS) == 0 else 0
    pile = st.trash[p, st.trash_n[p]:]   # scratch behind the trash's cards (a player owns fewer than PILE cards)
    n = 0
    for i in range(nh):
        pile[n] = st.hand[p, i]
        n += 1
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s):
            for j in range(st.stk_n[p, s] - 1):
                pile[n] = st.stk[p, s, j]
                n += 1
    k = drop_kept_in_pile(st, tb, p, nh, gather_pile(tb, pile, n, tb.eff[r], st.cand))
    if k == 0:
        return -2
    i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, pile, k)]
    c = pile[i]
    if i < nh:
        to_trash(st, p, take_from_hand(st, p, i))
        log_effect(st, p, card, A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, c, 1, p, -1)
        trashed_from_hand(st, tb, p, c)
        return 0
    i -= nh
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s):
            if i < st.stk_n[p, s] - 1:
                log_effect(st, p, card, A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, c, 0, p, st.uid[p, s])
                trash_digivolution_card(st, tb, p, s, i)
                return s
            i -= st.stk_n[p, s] - 1
    return -2


@engine_jit
def hand_or_digivolution_to_security(st, tb, p, r, card):
    """`hand_or_digivolution_to_security`: `amount` cards matching row r, one by one, from p's hand or from the
    digivolution cards of p's Digimon go face down to p's security stack, on top (filter=bottom: under it;
    filter=top_or_bottom: choose_security_end for each), the pilot picking each (choose_cost_card over the hand's
    cards, then those under each Digimon in slot order). Logged per card: amount 1 from the hand, 0 from under a
    Digimon (whose uid it names). Returns how many were placed."""
    e = tb.eff[r]
    placed = 0
    if player_restricted(st, tb, p, CANT_ADD_SECURITY_BY_EFFECTS):
        return placed
    for _ in range(max(e[F_AMOUNT], 1)):
        if st.sec_n[p] >= PILE:
            break
        nh = st.hand_n[p]
        pile = st.trash[p, st.trash_n[p]:]   # scratch behind the trash's cards (a player owns fewer than PILE cards)
        n = 0
        for i in range(nh):
            pile[n] = st.hand[p, i]
            n += 1
        for s in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, s):
                for j in range(st.stk_n[p, s] - 1):
                    pile[n] = st.stk[p, s, j]
                    n += 1
        k = gather_pile(tb, pile, n, e, st.cand)
        if k == 0:
            break
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, pile, k)]
        c = face_up(st, pile[i])   # a face-down digivolution card is its card again in the security stack
        if i < nh:
            take_from_hand(st, p, i)
            log_effect(st, p, card, A_HAND_OR_DIGIVOLUTION_TO_SECURITY, c, 1, p, -1)
        else:
            i -= nh
            for s in range(1, st.fld_n[p]):
                if is_digimon_slot(st, tb, p, s):
                    if i < st.stk_n[p, s] - 1:
                        log_effect(st, p, card, A_HAND_OR_DIGIVOLUTION_TO_SECURITY, c, 0, p, st.uid[p, s])
                        remove_at(st.stk[p, s], st.stk_n[p, s], i)
                        st.stk_n[p, s] -= 1
                        break
                    i -= st.stk_n[p, s] - 1
        m = st.sec_n[p]
        if (e[F_FILTER] & FL_BOTTOM) != 0 or ((e[F_FILTER] & FL_TOP_OR_BOTTOM) != 0 and choose_security_end(
                st.g[G_PILOT0 + p], st) == 1):
            for j in range(m, 0, -1):
                st.sec[p, j] = st.sec[p, j - 1]
                st.sec_up[p, j] = st.sec_up[p, j - 1]
            st.sec[p, 0] = c
            st.sec_up[p, 0] = 0
        else:
            st.sec[p, m] = c
            st.sec_up[p, m] = 0
        st.sec_n[p] = m + 1
        placed += 1
    if placed > 0:
        security_added(st, tb, p)
    return placed


@engine_jit
def place_under_cost(st, tb, p, r, card, uid):
    """Cost: `amount` cards matching row r from p's hand (FL_OR_TRASH: or trash) go under p's Digimon as its bottom
    digivolution cards, one by one as the pilot picks (choose_cost_card over the trash's cards, then the hand's):
    under this Digimon or this Tamer (target=self), under the Digimon `uid` of the event (target=event: the caller
    passes its uid) or under 1 of p's Digimon the pilot picks (choose_target). False, nothing
    moved, with fewer such cards or no such Digimon. Logged per card: amount 1 from the hand, 0 from the trash,
    the Digimon's uid."""
    e = tb.eff[r]
    amount = e[F_AMOUNT]
    or_trash = (e[F_FILTER] & FL_OR_TRASH) != 0
    nt = st.trash_n[p]
    lo = 0 if or_trash else nt
    have = 0
    for i in range(st.hand_n[p]):
        if card_matches(tb, e, st.hand[p, i]):
            have += 1
    for i in range(lo, nt):
        if card_matches(tb, e, st.trash[p, i]):
            have += 1
    if have < amount:
        return False
    if e[F_TARGET] == TG_SELF or e[F_TARGET] == TG_EVENT:
        s = find_uid(st, p, uid) if uid >= 0 else -1
        if s < 0 or st.stk_n[p, s] + amount > STACK:
            return False
        # a Tamer takes cards under itself ("under this Tamer"); another card only under a Digimon
        if not is_digimon_slot(st, tb, p, s) and not (e[F_TARGET] == TG_SELF and top_card(st, p, s) == card
                                                      and tb.kind[card] == K_TAMER):
            return False
    else:
        n = 0
        for t in range(1, st.fld_n[p]):   # nothing goes under a Token (RULES.md section 10.1)
            if is_digimon_slot(st, tb, p, t) and st.stk_n[p, t] + amount <= STACK and top_card(st, p, t) < tb.token_first:
                st.cand[n] = p * NSLOT + t
                n += 1
        if n == 0:
            return False
        s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_PLACE_UNDER_COST, amount, n)] % NSLOT
    for _ in range(amount):
        nt = st.trash_n[p]
        lo = 0 if or_trash else nt
        for i in range(st.hand_n[p]):   # behind the trash's cards (a player owns fewer than PILE cards)
            st.trash[p, nt + i] = st.hand[p, i]
        k = gather_pile(tb, st.trash[p, lo:], nt + st.hand_n[p] - lo, e, st.cand)
        i = lo + st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p, lo:], k)]
        if i < nt:
            c = remove_at(st.trash[p], nt, i)
            st.trash_n[p] -= 1
        else:
            c = take_from_hand(st, p, i - nt)
        for j in range(st.stk_n[p, s], 0, -1):   # under the others: the stack moves up by one
            st.stk[p, s, j] = st.stk[p, s, j - 1]
        st.stk[p, s, 0] = c
        st.stk_n[p, s] += 1
        st.g[G_TOPS_CHANGED] = 1   # its inherited effects now count: the rule check looks again
        log_effect(st, p, card, A_PLACE_UNDER_COST, c, 1 if i >= nt else 0, p, st.uid[p, s])
        cards_placed_under(st, tb, p, s, c)
    return True


@engine_jit
def play_from_hand_or_trash(st, tb, p, r, card):
    """Play 1 card matching row r from p's trash or hand ("from your hand or trash"), free or (pay_cost) paid.
    The pilot picks among the trash's cards, then the hand's (strategies: choose_card over both piles, the
    trash first); a card type in both is offered once, from the trash, which leaves the hand the same card."""
    e = tb.eff[r]
    nt = st.trash_n[p]
    pile = st.trash[p]   # the hand is copied behind the trash's cards (a player owns fewer than PILE cards)
    for i in range(st.hand_n[p]):
        pile[nt + i] = st.hand[p, i]
    i = take_card_from_pile(st, tb, p, r, pile, nt + st.hand_n[p])
    st.g[G_PLAYED_LEVEL] = 0   # what this row plays, for a chained filter=other_level row
    st.g[G_EFFECT_PLAYED] = 0   # and for a chained "If you did"
    st.g[G_PLAYED_UID] = 0
    if i < 0:
        return
    c = pile[i]
    cost = 0
    if (e[F_FILTER] & FL_PAY_COST) != 0:
        # a hand card's own reductions apply in the hand only, then the effect's amount (never below 0)
        cost = play_cost(st, tb, p, c) if i >= nt else tb.cost[c]
        if cost > 0 and e[F_AMOUNT] > 0 and play_cost_reducible(st, tb, p, c):
            cost = max(cost - e[F_AMOUNT], 0)
        if cost < 0 or not can_pay(st, p, cost):
            return
    if i < nt:
        remove_at(st.trash[p], nt, i)
        st.trash_n[p] -= 1
    else:
        take_from_hand(st, p, i - nt)
    if (e[F_FILTER] & FL_PAY_COST) != 0 and (tb.play_cost_down & 4) != 0 and cost > 0:   # bought by deleting
        cost = max(cost - pay_deleting_reductions(st, tb, p, c, cost), 0)
    if i < nt:
        log_effect(st, p, card, A_PLAY_FROM_TRASH, c, cost, p, -1)
    else:
        log_effect(st, p, card, A_PLAY_FROM_HAND, c, cost, p, -1)
        if (e[F_FILTER] & FL_PAY_COST) != 0:
            log_play_cost_down(st, tb, p, c, cost)
    add_memory(st, p, -cost)
    s = play_card(st, tb, p, c, cost, (e[F_FILTER] & FL_NO_ON_PLAY) == 0)
    st.g[G_PLAYED_LEVEL] = tb.level[c]
    st.g[G_EFFECT_PLAYED] = 1
    st.g[G_PLAYED_UID] = 1 + st.uid[p, s]
    delete_at_turn_end_if_asked(st, tb, p, e, s, card)


@engine_jit
def security_top_to_owner_hand(st, tb, p, side, card, a):
    """The top security card of `side` goes to that player's hand (p's effect `card`, action `a` logged); False when
    that stack is empty."""
    if st.sec_n[side] == 0:
        return False
    st.sec_n[side] -= 1
    c = st.sec[side, st.sec_n[side]]
    st.sec_up[side, st.sec_n[side]] = 0
    to_hand(st, side, c)
    log_effect(st, p, card, a, c, 1, side, -1)
    security_removed(st, tb, side)
    return True


@engine_jit
def face_down_security_top_to_hand(st, tb, p, card):
    """face_down_security_top_to_hand: p's uppermost face-down security card goes to p's hand, the face-up cards
    above it keeping their places (RULES.md §10.8); none face down: nothing."""
    n = st.sec_n[p]
    for i in range(n - 1, -1, -1):
        if st.sec_up[p, i] == 0:
            c = remove_at(st.sec[p], n, i)
            remove_at(st.sec_up[p], n, i)
            st.sec_up[p, n - 1] = 0
            st.sec_n[p] = n - 1
            to_hand(st, p, c)
            log_effect(st, p, card, A_FACE_DOWN_SECURITY_TOP_TO_HAND, c, 1, p, -1)
            security_removed(st, tb, p)
            return


@engine_jit
def play_self_from_trash(st, tb, p, card):
    """play_self_from_trash: a copy of `card` in p's trash (copies are alike: the last one) is played from there,
    free, its On Play effects queued; logged as play_from_trash. Nothing if none is there, the battle area is full
    or p can't play Digimon by effects."""
    st.g[G_EFFECT_PLAYED] = 0
    st.g[G_PLAYED_UID] = 0
    if st.fld_n[p] >= NSLOT or (tb.kind[card] == K_DIGIMON and player_restricted(st, tb, p,
                                                                               CANT_PLAY_DIGIMON_BY_EFFECTS)):
        return
    n = st.trash_n[p]
    for i in range(n - 1, -1, -1):
        if st.trash[p, i] == card:
            remove_at(st.trash[p], n, i)
            st.trash_n[p] = n - 1
            log_effect(st, p, card, A_PLAY_FROM_TRASH, card, 0, p, -1)
            s = play_card(st, tb, p, card, 0, True)
            st.g[G_EFFECT_PLAYED] = 1
            st.g[G_PLAYED_UID] = 1 + st.uid[p, s]
            return


@engine_jit
def take_face_up_security_to_play(st, tb, p, card):
    """play_self of a triggered [Security] row (BT20-052): the uppermost face-up copy of `card` in p's security
    stack leaves it to be played (logged play_self); False, nothing moved, if none lies face up there, the battle
    area is full or p can't play Digimon by effects."""
    if st.fld_n[p] >= NSLOT or (tb.kind[card] == K_DIGIMON and player_restricted(st, tb, p,
                                                                               CANT_PLAY_DIGIMON_BY_EFFECTS)):
        return False
    n = st.sec_n[p]
    for i in range(n - 1, -1, -1):
        if st.sec[p, i] == card and st.sec_up[p, i] != 0:
            remove_at(st.sec[p], n, i)
            remove_at(st.sec_up[p], n, i)
            st.sec_up[p, n - 1] = 0
            st.sec_n[p] = n - 1
            log_effect(st, p, card, A_PLAY_SELF, card, 0, p, -1)
            security_removed(st, tb, p)
            return True
    return False


@engine_jit
def uppermost_face_up_security(st, p):
    """Index (bottom first) of p's uppermost face-up security card, -1 if none lies face up."""
    for i in range(st.sec_n[p] - 1, -1, -1):
        if st.sec_up[p, i] != 0:
            return i
    return -1


@engine_jit
def flip_face_up_security(st, p, card):
    """flip_face_up_security_cost: p's uppermost face-up security card is turned face down where it lies (RULES.md
    §10.8), logged with that card; False if none lies face up (the cost is not paid)."""
    i = uppermost_face_up_security(st, p)
    if i < 0:
        return False
    st.sec_up[p, i] = 0
    log_effect(st, p, card, A_FLIP_FACE_UP_SECURITY_COST, st.sec[p, i], 1, p, -1)
    return True


@engine_jit
def flip_opponent_security_face_up(st, p, card):
    """flip_opponent_security_face_up: the uppermost face-down security card of p's opponent is turned face up where
    it lies (RULES.md §10.8), logged with that card; none face down: nothing."""
    q = 1 - p
    for i in range(st.sec_n[q] - 1, -1, -1):
        if st.sec_up[q, i] == 0:
            st.sec_up[q, i] = 1
            log_effect(st, p, card, A_FLIP_OPPONENT_SECURITY_FACE_UP, st.sec[q, i], 1, q, -1)
            return


@engine_jit
def place_self_face_up_in_security(st, tb, p, amount, card):
    """place_self_face_up_in_security: p's bottom `amount` security cards go to p's hand (as many as there are),
    then the option `card`, resolving in no area, goes face up as p's bottom security card (RULES.md §10.8)."""
    moved = 0
    for _ in range(amount):
        n = st.sec_n[p]
        if n == 0:
            break
        c = remove_at(st.sec[p], n, 0)
        remove_at(st.sec_up[p], n, 0)
        st.sec_up[p, n - 1] = 0
        st.sec_n[p] = n - 1
        to_hand(st, p, c)
        moved += 1
    if tb.kind[card] == K_OPTION and st.g[G_SELF_MOVED] == 0 and st.sec_n[p] < PILE and \
            not player_restricted(st, tb, p, CANT_ADD_SECURITY_BY_EFFECTS):
        n = st.sec_n[p]
        for j in range(n, 0, -1):
            st.sec[p, j] = st.sec[p, j - 1]
            st.sec_up[p, j] = st.sec_up[p, j - 1]
        st.sec[p, 0] = card
        st.sec_up[p, 0] = 1
        st.sec_n[p] = n + 1
        st.g[G_SELF_MOVED] = 1
        log_effect(st, p, card, A_PLACE_SELF_FACE_UP_IN_SECURITY, card, moved, p, -1)
        collect_field(st, tb, T_OWN_SECURITY_PLACED_FACE_UP, p, card)
        security_added(st, tb, p)
    else:
        log_effect(st, p, card, A_PLACE_SELF_FACE_UP_IN_SECURITY, -1, moved, p, -1)
    if moved > 0:
        security_removed(st, tb, p)


@engine_jit
def return_self_to_deck_cost(st, tb, p, uid, card):
    """Cost: p's card in the battle area (its slot's cards, the top last) goes to the bottom of p's deck; it
    leaves without being deleted. False if it is no longer there."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 0 or restricted(st, tb, p, s, CANT_BE_RETURNED):
        return False
    decode_before_leaving(st, tb, p, s)
    n = st.stk_n[p, s]
    log_effect(st, p, card, A_RETURN_SELF_TO_DECK_COST, top_card(st, p, s), n, p, uid)
    for i in range(n - 1, -1, -1):   # [GAP] they keep their stack order under the deck, the top card highest
        if st.stk[p, s, i] < tb.token_first:   # a Token leaves the game (RULES.md §10.1)
            to_deck_bottom(st, p, st.stk[p, s, i])
    close_slot(st, p, s)
    return True


@engine_jit
def return_from_trash_cost(st, tb, p, r, card, top, as_many):
    """Cost: return `amount` cards of p's trash that match row r to the bottom (top: the top) of p's deck, one by
    one as the pilot picks (strategies: choose_cost_card over the trash); False (nothing moved) if the trash
    holds fewer. as_many: not a cost, as many as there are (up to `amount`), always True."""
    e = tb.eff[r]
    have = 0
    for i in range(st.trash_n[p]):
        if card_matches(tb, e, st.trash[p, i]):
            have += 1
    if have < e[F_AMOUNT] and not as_many:
        return False
    for _ in range(min(have, e[F_AMOUNT])):
        k = gather_pile(tb, st.trash[p], st.trash_n[p], e, st.cand)
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], k)]
        c = remove_at(st.trash[p], st.trash_n[p], i)
        st.trash_n[p] -= 1
        if top:
            st.deck[p, st.deck_n[p]] = c
            st.deck_n[p] += 1
        else:
            to_deck_bottom(st, p, c)
        log_effect(st, p, card, e[F_ACTION], c, 1, p, -1)
    return True


@engine_jit
def return_opponent_trash_levels_top(st, tb, p, r, card):
    """Cost of row r, all or nothing: if p's pilot pays it (decide_optional), 1 Digimon card of each level in the
    opponent's trash goes to the top of their deck, one by one, the pilot picking the card of each level
    (choose_cost_card over the opponent's trash); G_PAID counts them (declined or none there: 0, the chain goes
    on)."""
    q = 1 - p
    seen = 0   # bit k: a card of level k returned
    n = 0
    st.g[G_PAID] = 0
    paying = False
    while True:
        k = 0
        for i in range(st.trash_n[q]):
            c = st.trash[q, i]
            if tb.kind[c] != K_DIGIMON or (seen >> tb.level[c]) & 1 != 0:
                continue
            dup = False
            for j in range(k):
                if st.trash[q, st.cand[j]] == c:
                    dup = True
                    break
            if not dup:
                st.cand[k] = i
                k += 1
        if k == 0:
            break
        if not paying:
            if not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
                return
            paying = True
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[q], k)]
        c = remove_at(st.trash[q], st.trash_n[q], i)
        st.trash_n[q] -= 1
        st.deck[q, st.deck_n[q]] = c
        st.deck_n[q] += 1
        seen |= 1 << tb.level[c]
        n += 1
        log_effect(st, p, card, A_RETURN_OPPONENT_TRASH_LEVELS_TOP_COST, c, 1, q, -1)
    st.g[G_PAID] = n


@engine_jit
def opponent_trash_hand_to(st, tb, p, amount, card):
    """p's opponent trashes cards from their hand, their own pilot picking each (choose_discard), until `amount`
    are left; G_PAID counts them."""
    q = 1 - p
    n = 0
    while st.hand_n[q] > amount:
        c = take_from_hand(st, q, choose_discard(st.g[G_PILOT0 + q], st, tb, q))
        to_trash(st, q, c)
        log_effect(st, p, card, A_OPPONENT_TRASH_HAND_TO, c, 1, q, -1)
        n += 1
    st.g[G_PAID] = n


@engine_jit
def return_pair_from_trash_cost(st, tb, p, r, card):
    """Cost of row r: 1 card of p's trash with the row's match bit and 1 with its or_name bit go to the bottom of
    p's deck, each as the pilot picks; False (nothing moved) unless both are there."""
    e = tb.eff[r]
    for half in range(2):
        bit = e[F_MATCH] if half == 0 else e[F_OR_MATCH]
        if bit <= 0 or count_bit_in_trash(st, tb, p, bit) == 0:
            return False
    for half in range(2):
        bit = e[F_MATCH] if half == 0 else e[F_OR_MATCH]
        k = 0
        for i in range(st.trash_n[p]):
            if (tb.match_bits[st.trash[p, i]] >> (bit - 1)) & 1 != 0:
                st.cand[k] = i
                k += 1
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], k)]
        c = remove_at(st.trash[p], st.trash_n[p], i)
        st.trash_n[p] -= 1
        to_deck_bottom(st, p, c)
        log_effect(st, p, card, A_RETURN_PAIR_FROM_TRASH_COST, c, 1, p, -1)
    return True


@engine_jit
def count_bit_in_trash(st, tb, p, bit):
    """How many cards of p's trash have bit `bit` - 1 of the match's trait/name table."""
    n = 0
    for i in range(st.trash_n[p]):
        if (tb.match_bits[st.trash[p, i]] >> (bit - 1)) & 1 != 0:
            n += 1
    return n


@engine_jit
def second_reveal_row(tb, r, action):
    """Whether row r + 1 is the chained `action` row (and_add, and_place, or_place) of the reveal at row r."""
    return (r + 1 < tb.n_rows and tb.eff[r + 1, F_ACTION] == action and tb.eff[r + 1, F_CHAIN] != 0
            and tb.eff[r + 1, F_CARD] == tb.eff[r, F_CARD])


@engine_jit
def gather_reveal_bases(st, tb, p, e, uid):
    """The Digimon of p that may take a revealed card as their bottom digivolution card by row e, as p * NSLOT +
    slot into st.cand: this Digimon (uid) with target=self (of a Tamer: under this Tamer), else any whose top card
    passes the base match. Returns how many."""
    n = 0
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] == 0 or st.stk_n[p, s] >= STACK or top_card(st, p, s) >= tb.token_first:
            continue   # nothing goes under a Token (RULES.md section 10.1)
        if not is_digimon_slot(st, tb, p, s) and not (e[F_TARGET] == TG_SELF and is_tamer_slot(st, tb, p, s)):
            continue
        if e[F_TARGET] == TG_SELF and st.uid[p, s] != uid:
            continue
        if e[F_BASE_MATCH] > 0 and (tb.match_bits[top_card(st, p, s)] >> (e[F_BASE_MATCH] - 1)) & 1 == 0:
            continue
        st.cand[n] = p * NSLOT + s
        n += 1
    return n


@engine_jit
def place_revealed_under(st, p, s, c, card):
    """Revealed card c becomes the bottom digivolution card of p's Digimon in slot s (logged as
    reveal_add_or_place, amount 2, with the Digimon's uid)."""
    m = st.stk_n[p, s]
    for j in range(m, 0, -1):   # the stack moves up one: the card goes to the bottom
        st.stk[p, s, j] = st.stk[p, s, j - 1]
    st.stk[p, s, 0] = c
    st.stk_n[p, s] = m + 1
    st.g[G_TOPS_CHANGED] = 1   # an inherited effect it brings may change DP
    log_effect(st, p, card, A_REVEAL_ADD_OR_PLACE, c, 2, p, st.uid[p, s])


@engine_jit
def reveal_add_two(st, tb, p, r, uid, card):
    """Reveal the top `amount` cards of p's deck; add 1 matching row r and 1 matching row r + 1 (and_add) to
    the hand, the pilot pairing them; the rest to the deck bottom (FL_REST_ON_TOP: back on top, in order).
    With an and_place row r + 1 its card goes under one of p's Digimon that
    row allows (the pilot picks which; with none, only the first card is taken)."""
    e = tb.eff[r]
    k = min(e[F_AMOUNT], st.deck_n[p])
    lo = st.deck_n[p] - k
    place = second_reveal_row(tb, r, A_AND_PLACE)
    trash = second_reveal_row(tb, r, A_AND_TRASH)   # and_trash: the second card goes to the trash
    two = second_reveal_row(tb, r, A_AND_ADD) or trash or (
        place and gather_reveal_bases(st, tb, p, tb.eff[r + 1], uid) > 0)
    pair = choose_reveal_pair(st.g[G_PILOT0 + p], st, tb, p, st.deck[p, lo:st.deck_n[p]], k, e,
                              tb.eff[r + 1 if two else r], two)
    i = pair // (PILE + 1) - 1
    j = pair % (PILE + 1) - 1
    if trash and i < 0 and j >= 0 and card_matches(tb, e, st.deck[p, lo + j]):
        i = j   # the card added comes first: a single card that may go to the hand goes there, none to the trash
        j = -1
    for t in range(k):
        st.cand[t] = st.deck[p, lo + t]
    st.deck_n[p] = lo
    got = 0
    placed = -1
    rest = 0
    for t in range(k):
        c = st.cand[t]
        if t == j and place:
            placed = c
        elif t == j and trash:
            to_trash(st, p, c)
            log_effect(st, p, card, A_AND_TRASH, c, 1, p, -1)
        elif t == i or t == j:
            to_hand(st, p, c)
            log_effect(st, p, card, A_REVEAL_ADD_TWO, c, 1, p, -1)
            got += 1
        elif (e[F_FILTER] & FL_REST_ON_TOP) != 0:
            st.deck[p, st.deck_n[p]] = c
            st.deck_n[p] += 1
        elif (e[F_FILTER] & FL_REST_TO_TRASH) != 0:   # "trash the rest"
            to_trash(st, p, c)
            rest += 1
        else:
            to_deck_bottom(st, p, c)
    if rest > 0:   # logged as the deck's top cards trashed, as reveal_add_one's
        log_effect(st, p, card, A_TRASH_DECK_TOP, -1, rest, p, -1)
    if placed >= 0:
        n = gather_reveal_bases(st, tb, p, tb.eff[r + 1], uid)
        w = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_AND_PLACE, 0, n)]
        place_revealed_under(st, p, w % NSLOT, placed, card)
        cards_placed_under(st, tb, p, w % NSLOT, placed)
        got += 1
    if got == 0:
        log_effect(st, p, card, A_REVEAL_ADD_TWO, -1, 0, p, -1)


@engine_jit
def reveal_add_or_place(st, tb, p, r, uid, card):
    """Reveal the top `amount` cards of p's deck; the pilot takes 1 matching row r and adds it to the hand or
    places it as the bottom digivolution card of one of p's Digimon whose top card passes the row's base match
    (target=self: of this Digimon alone, "as this Digimon's bottom digivolution card");
    the rest to the deck bottom (FL_TOP_OR_BOTTOM: all on top, in order, or all at the bottom, as the pilot
    picks). With an or_place row r + 1, a card placed passes that row's filters instead and goes under a Digimon
    that row allows (target=self: this one). Logged: amount 1 for the hand, 2 with the Digimon's uid for a card
    placed under it."""
    e = tb.eff[r]
    k = min(e[F_AMOUNT], st.deck_n[p])
    lo = st.deck_n[p] - k
    alt = second_reveal_row(tb, r, A_OR_PLACE)
    ep = tb.eff[r + 1] if alt else e   # the row of a card placed under a Digimon
    bases = gather_reveal_bases(st, tb, p, ep, uid)
    if alt:   # a card for the hand, or one for a Digimon while there is one to take it
        pile = st.deck[p, lo:st.deck_n[p]]
        kk = 0
        for t in range(k):
            if card_matches(tb, e, pile[t]) or (bases > 0 and card_matches(tb, ep, pile[t])):
                st.cand[kk] = t
                kk += 1
        i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, pile, kk)] if kk > 0 else -1
    else:
        i = take_card_from_pile(st, tb, p, r, st.deck[p, lo:st.deck_n[p]], k)
    if i >= 0:
        got = remove_at(st.deck[p, lo:st.deck_n[p]], k, i)
        st.deck_n[p] -= 1
        k -= 1
        n = gather_reveal_bases(st, tb, p, ep, uid) if card_matches(tb, ep, got) else 0
        if n > 0 and not card_matches(tb, e, got):   # only a Digimon may take it
            where = choose_target(st.g[G_PILOT0 + p], st, tb, p, A_OR_PLACE, 0, n)
        else:
            where = choose_reveal_destination(st.g[G_PILOT0 + p], st, tb, p, got, n) if n > 0 else -1
        if where >= 0:
            place_revealed_under(st, p, st.cand[where] % NSLOT, got, card)
            cards_placed_under(st, tb, p, st.cand[where] % NSLOT, got)
        else:
            to_hand(st, p, got)
            log_effect(st, p, card, A_REVEAL_ADD_OR_PLACE, got, 1, p, -1)
    else:
        log_effect(st, p, card, A_REVEAL_ADD_OR_PLACE, -1, 0, p, -1)
    # the cards not taken are still the deck's top k
    if k > 0 and ((e[F_FILTER] & FL_TOP_OR_BOTTOM) == 0 or choose_reveal_rest_end(st.g[G_PILOT0 + p], st, tb, p,
                                                                                   k) == 0):
        for j in range(k):
            st.cand[j] = st.deck[p, lo + j]
        st.deck_n[p] = lo
        for j in range(k):
            to_deck_bottom(st, p, st.cand[j])


@engine_jit
def deck_top_under_self(st, p, amount, uid, card):
    """The top `amount` cards of p's deck go, one by one, to the bottom of the cards of p's card `uid` (a Tamer that
    places the deck's top card under itself)."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    for _ in range(amount):
        if s < 1 or st.deck_n[p] == 0 or st.stk_n[p, s] >= STACK:
            return
        st.deck_n[p] -= 1
        c = st.deck[p, st.deck_n[p]]
        m = st.stk_n[p, s]
        for j in range(m, 0, -1):   # the stack moves up one: the card goes to the bottom
            st.stk[p, s, j] = st.stk[p, s, j - 1]
        st.stk[p, s, 0] = c
        st.stk_n[p, s] = m + 1
        log_effect(st, p, card, A_DECK_TOP_UNDER_SELF, c, 1, p, uid)


@engine_jit
def gather_tamer_bases(st, tb, p, e):
    """p's Tamers with room beneath whose top card passes row e's base match, as p * NSLOT + slot into st.cand.
    Returns how many."""
    n = 0
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] == 0 or st.stk_n[p, s] >= STACK or tb.kind[top_card(st, p, s)] != K_TAMER:
            continue
        if e[F_BASE_MATCH] > 0 and (tb.match_bits[top_card(st, p, s)] >> (e[F_BASE_MATCH] - 1)) & 1 == 0:
            continue
        st.cand[n] = p * NSLOT + s
        n += 1
    return n


@engine_jit
def reveal_add_and_place_under_tamer(st, tb, p, r, card):
    """Reveal the top `amount` cards of p's deck; the pilot adds 1 matching row r to the hand (choose_card), then
    places 1 more matching card (choose_card) under one of p's Tamers passing the row's base match (choose_target),
    at the bottom of its cards; the rest to the deck bottom. Logged: amount 1 for the hand, 2 with the Tamer's uid
    for the card placed under it (a card under a Tamer is no digivolution card: its inherited text does nothing)."""
    e = tb.eff[r]
    k = min(e[F_AMOUNT], st.deck_n[p])
    lo = st.deck_n[p] - k
    i = take_card_from_pile(st, tb, p, r, st.deck[p, lo:st.deck_n[p]], k)
    if i >= 0:
        got = remove_at(st.deck[p, lo:st.deck_n[p]], k, i)
        st.deck_n[p] -= 1
        k -= 1
        to_hand(st, p, got)
        log_effect(st, p, card, A_REVEAL_ADD_AND_PLACE_UNDER_TAMER, got, 1, p, -1)
    n = gather_tamer_bases(st, tb, p, e)
    if n > 0 and k > 0:
        lo = st.deck_n[p] - k
        i = take_card_from_pile(st, tb, p, r, st.deck[p, lo:st.deck_n[p]], k)
        if i >= 0:
            n = gather_tamer_bases(st, tb, p, e)   # again: take_card_from_pile used st.cand
            got = remove_at(st.deck[p, lo:st.deck_n[p]], k, i)
            st.deck_n[p] -= 1
            k -= 1
            s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_REVEAL_ADD_AND_PLACE_UNDER_TAMER, 0, n)] % NSLOT
            m = st.stk_n[p, s]
            for j in range(m, 0, -1):   # the stack moves up one: the card goes to the bottom
                st.stk[p, s, j] = st.stk[p, s, j - 1]
            st.stk[p, s, 0] = got
            st.stk_n[p, s] = m + 1
            log_effect(st, p, card, A_REVEAL_ADD_AND_PLACE_UNDER_TAMER, got, 2, p, st.uid[p, s])
    if k > 0:   # the cards not taken are still the deck's top k
        lo = st.deck_n[p] - k
        for j in range(k):
            st.cand[j] = st.deck[p, lo + j]
        st.deck_n[p] = lo
        for j in range(k):
            to_deck_bottom(st, p, st.cand[j])


@engine_jit
def play_from_digivolution_cards(st, tb, p, r, card, only_uid):
    """Play a Digimon card (or, with kind=tamer, a Tamer card) matching row r's filters from under one of p's
    Digimon (only_uid >= 0: that one) as another Digimon or Tamer, for free; the pilot picks which."""
    e = tb.eff[r]
    n = 0
    for s in range(1, st.fld_n[p]):
        if only_uid >= 0 and st.uid[p, s] != only_uid:
            continue
        for i in range(st.stk_n[p, s] - 1):
            c = st.stk[p, s, i]
            # a Tamer card only where the row names Tamers (kind=tamer, kinds=digimon,tamer)
            playable = tb.kind[c] == K_DIGIMON or ((e[F_KIND] >= 0 or e[F_KINDS] != 0) and tb.kind[c] == K_TAMER)
            playable = playable and tb.face_up[c] == c   # a face-down card: nothing to play
            if playable and card_matches(tb, e, c) and n < NSLOT:
                st.chosen[n] = s * STACK + i
                n += 1
    if n == 0 or player_restricted(st, tb, p, CANT_PLAY_DIGIMON_BY_EFFECTS):
        return True
    best = choose_stack_card(st.g[G_PILOT0 + p], st, tb, p, n)
    s = st.chosen[best] // STACK
    i = st.chosen[best] % STACK
    c = remove_at(st.stk[p, s], st.stk_n[p, s], i)
    st.stk_n[p, s] -= 1
    log_effect(st, p, card, A_PLAY_FROM_DIGIVOLUTION_CARDS, c, 0, p, -1)
    play_card(st, tb, p, c, 0, True)
    st.g[G_EFFECT_PLAYED] = 1   # "if this effect played" (any of its rows)
    return True


@engine_jit
def red_tamer_names(st, tb, p):
    """How many different names p's red Tamers in the battle area have (for_each=red_tamer_names)."""
    n = 0
    for s in range(1, st.fld_n[p]):
        if not is_tamer_slot(st, tb, p, s) or (tb.colors[top_card(st, p, s)] & 1) == 0:   # bit 0: red
            continue
        seen = False
        for t in range(1, s):
            if (is_tamer_slot(st, tb, p, t) and (tb.colors[top_card(st, p, t)] & 1) != 0
                    and tb.name_id[top_card(st, p, t)] == tb.name_id[top_card(st, p, s)]):
                seen = True
                break
        if not seen:
            n += 1
    return n


@engine_jit
def digivolve_from_hand(st, tb, p, r, uid, card):
    """Row r: one of p's battle-area Digimon (this one for target=self) digivolves into a Digimon card of p's
    hand (digivolve_from_trash: trash; filter=or_trash: either) that matches the row's filters and meets a
    digivolution requirement of that Digimon (RULES.md §5.2); free, or with filter=pay_cost paying the
    requirement's cost less `amount`, never below 0 (§4, Ver.5.0). The pilot picks the Digimon and the card
    among the pairs p can pay for."""
    e = tb.eff[r]
    pay = (e[F_FILTER] & FL_PAY_COST) != 0
    amount = e[F_AMOUNT]
    if e[F_FOR_EACH] == Q_OTHER_SUSPENDED_DIGIMON:   # "for every other suspended Digimon, reduce ... by N"
        m = 0
        for q in range(2):
            for t in range(1, st.fld_n[q]):
                if st.susp[q, t] != 0 and is_digimon_slot(st, tb, q, t) and st.uid[q, t] != uid:
                    m += 1
        amount *= m
    elif e[F_FOR_EACH] == Q_RED_TAMER_NAMES:   # "for each of your red Tamers with different names, reduce ... by N"
        amount *= red_tamer_names(st, tb, p)
    elif e[F_FOR_EACH] == Q_BOTH_TRASH_TENS:   # N off per 10 cards across both trashes
        amount *= count_of(st, tb, p, Q_BOTH_TRASH_TENS)
    if player_restricted(st, tb, p, CANT_REDUCE_DIGIVOLUTION_COSTS):   # "can't reduce digivolution costs"
        amount = 0
    # digivolve_ignoring_requirements: any Digimon card passing the filters, for the row's amount (or free)
    ignoring = e[F_ACTION] == A_DIGIVOLVE_IGNORING_REQUIREMENTS or \
        e[F_ACTION] == A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS
    from_hand = e[F_ACTION] == A_DIGIVOLVE_FROM_HAND or e[F_ACTION] == A_DIGIVOLVE_IGNORING_REQUIREMENTS \
        or (e[F_FILTER] & FL_OR_TRASH) != 0
    under_tamers = e[F_ACTION] == A_DIGIVOLVE_FROM_UNDER_TAMERS
    from_security = e[F_ACTION] == A_DIGIVOLVE_FROM_SECURITY
    nh = st.hand_n[p]
    nt = 0
    if from_security:   # the security cards behind the hand's, as the trash's below
        nt = st.sec_n[p]
        for j in range(nt):
            st.hand[p, nh + j] = st.sec[p, j]
    elif e[F_ACTION] == A_DIGIVOLVE_FROM_TRASH or e[F_ACTION] == A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS \
            or (e[F_FILTER] & FL_OR_TRASH) != 0:
        # the trash's cards are copied behind the hand's (a player owns fewer than PILE cards): a pair is
        # slot * PILE + index into st.hand as the pilots read it, an index >= hand_n being a trash card
        nt = st.trash_n[p]
        for j in range(nt):
            st.hand[p, nh + j] = st.trash[p, j]
    elif under_tamers:   # likewise the cards under p's Tamers, st.cand saying where each lies (slot * STACK + index)
        for t in range(1, st.fld_n[p]):
            if is_tamer_slot(st, tb, p, t):
                for j in range(st.stk_n[p, t] - 1):
                    st.hand[p, nh + nt] = st.stk[p, t, j]
                    st.cand[nt] = t * STACK + j
                    nt += 1
    lo = 0 if from_hand else nh
    n = 0
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] == 0 or st.stk_n[p, s] >= STACK:
            continue
        if not is_digimon_slot(st, tb, p, s) and not (e[F_TARGET] == TG_OWN_OR_TAMER and is_tamer_slot(st, tb, p, s)):
            continue   # "1 of your Digimon or Tamers": a Tamer too, through a requirement naming it (tables.evo_cost)
        if (e[F_TARGET] == TG_SELF or e[F_TARGET] == TG_EVENT) and st.uid[p, s] != uid:
            continue   # target=event: the event's Digimon ("it may digivolve"), its uid passed by act
        if restricted(st, tb, p, s, CANT_DIGIVOLVE):
            continue
        if (e[F_FILTER] & FL_OTHER) != 0 and st.uid[p, s] == uid:   # "1 of your other Digimon"
            continue
        top = top_card(st, p, s)
        if e[F_BASE_MATCH] > 0 and (tb.match_bits[top] >> (e[F_BASE_MATCH] - 1)) & 1 == 0:
            continue
        for i in range(lo, nh + nt):
            c = st.hand[p, i]
            if tb.kind[c] != K_DIGIMON or not card_matches(tb, e, c):
                continue
            if ignoring:
                if pay and not can_pay(st, p, e[F_AMOUNT]):
                    continue
            elif digivolve_cost_at(st, tb, p, c, s) < 0:
                continue
            if (e[F_TRIGGER] == T_TRASH_OWN_DIGIMON_PLAYED or e[F_TRIGGER] == T_HAND_COUNTER) and c != card:
                continue   # a [Trash] effect, <Blast Digivolve> from the hand: into this card only
            if pay and not ignoring and not can_pay(st, p, max(digivolve_cost_at(st, tb, p, c, s) - amount
                                              - digivolve_reduction(st, tb, p, s, c)
                                              + (into_this_reduction(st, tb, p, s, c)
                                                 + digisorption_reduction(st, tb, p, c) if i >= nh else 0), 0)):
                continue
            # copies of one card are one choice; a card in both zones is offered from the trash, which leaves the
            # hand the same card
            dup = False
            if i < nh:   # a hand card: an earlier copy in the hand, or one in the trash
                for j in range(nh + nt):
                    if st.hand[p, j] == c and (j < i or j >= nh):
                        dup = True
                        break
            else:
                for j in range(nh, i):
                    if st.hand[p, j] == c:
                        dup = True
                        break
            if dup:
                continue
            if n >= st.chosen.shape[0]:
                st.g[G_OVERFLOW] += 1  # counted, never dropped silently
                continue
            st.chosen[n] = s * PILE + i
            n += 1
    if n == 0:
        return True
    if from_security and not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):   # "may digivolve"
        return True
    k = choose_digivolution(st.g[G_PILOT0 + p], st, tb, p, n)
    s = st.chosen[k] // PILE
    i = st.chosen[k] % PILE
    if i >= nh and from_security:
        c = remove_at(st.sec[p], st.sec_n[p], i - nh)
        remove_at(st.sec_up[p], st.sec_n[p], i - nh)
        st.sec_n[p] -= 1
        st.sec_up[p, st.sec_n[p]] = 0
    elif i >= nh and under_tamers:
        t = st.cand[i - nh] // STACK
        c = remove_at(st.stk[p, t], st.stk_n[p, t], st.cand[i - nh] % STACK)
        st.stk_n[p, t] -= 1
    elif i >= nh:
        c = remove_at(st.trash[p], st.trash_n[p], i - nh)
        st.trash_n[p] -= 1
    else:
        c = take_from_hand(st, p, i)
    cost = 0
    if pay and ignoring:   # the cost the effect names
        cost = e[F_AMOUNT]
    elif pay:  # the effect's reduction and the Digimon's own, never below 0 (Ver.5.0)
        cost = digivolve_cost_at(st, tb, p, c, s) - amount - spend_digivolve_reduction(st, tb, p, s, c)
        if i >= nh and tb.digivolve_cost_down != 0:   # not from the hand: the card's own "in your hand" reduction
            cost += into_this_reduction(st, tb, p, s, c)
        cost = max(cost - pay_digivolve_reductions(st, tb, p, s, c, cost, i < nh), 0)
    if ignoring:
        log_effect(st, p, card, A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS if i >= nh
                   else A_DIGIVOLVE_IGNORING_REQUIREMENTS, c, cost, p, st.uid[p, s])
    else:
        log_effect(st, p, card, A_DIGIVOLVE_FROM_SECURITY if from_security and i >= nh
                   else A_DIGIVOLVE_FROM_UNDER_TAMERS if under_tamers else A_DIGIVOLVE_FROM_TRASH if i >= nh
                   else A_DIGIVOLVE_FROM_HAND, c, cost, p, st.uid[p, s])
    digivolve_onto(st, tb, p, s, c, cost)
    if s != BREEDING:
        collect_effect_played_or_digivolved(st, tb, p, c, st.uid[p, s])
    if from_security:   # the card left the stack: its "when a card leaves your security" timings
        security_removed(st, tb, p)
    return True


@engine_jit
def digivolve_from_security(st, tb, p, r, uid, card):
    """`digivolve_from_security`: p searches its security stack and the Digimon may digivolve into 1 of its cards
    (digivolve_from_hand, the pilot deciding); then the stack is shuffled, face-up cards turned face down first
    (RULES.md §10.8), whatever was decided. G_EFFECT_PLAYED says whether it digivolved (if=digivolved)."""
    before = st.sec_n[p]
    digivolve_from_hand(st, tb, p, r, uid, card)
    st.g[G_EFFECT_PLAYED] = 1 if st.sec_n[p] < before else 0
    for j in range(st.sec_n[p]):
        st.sec_up[p, j] = 0
    shuffle_top(st.sec[p], st.sec_n[p], st.sec_n[p], st.rs)
    return True


@engine_jit
def place_from_trash_under(st, tb, p, r, card, target_uid, action):
    """Row r: `amount` cards of p's trash matching the row (up_to: as many of them as the pilot says) go under
    p's Digimon target_uid as its bottom digivolution cards, one by one as the pilot picks (strategies:
    choose_card_count, then choose_card over the trash). Nothing if that Digimon left the battle area. Logged as
    `action` (place_from_trash_under or its cost)."""
    e = tb.eff[r]
    s = find_uid(st, p, target_uid)
    if s < 0 or not is_digimon_slot(st, tb, p, s):
        return
    have = 0
    for i in range(st.trash_n[p]):
        if card_matches(tb, e, st.trash[p, i]):
            have += 1
    most = min(e[F_AMOUNT], have, STACK - st.stk_n[p, s])
    n = most
    if e[F_UPTO] != 0 and most > 0:
        k = gather_pile(tb, st.trash[p], st.trash_n[p], e, st.cand)
        n = choose_card_count(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], k, most)
    for _ in range(n):
        k = gather_pile(tb, st.trash[p], st.trash_n[p], e, st.cand)
        if k == 0:
            break
        i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], k)]
        c = remove_at(st.trash[p], st.trash_n[p], i)
        st.trash_n[p] -= 1
        if action == A_PLACE_FROM_TRASH_FACE_DOWN_COST and tb.face_down_of[c] >= 0:
            c = tb.face_down_of[c]   # placed face down: its face-down twin (simcore.tables)
        for j in range(st.stk_n[p, s], 0, -1):   # under the others: the stack moves up by one
            st.stk[p, s, j] = st.stk[p, s, j - 1]
        st.stk[p, s, 0] = c
        st.stk_n[p, s] += 1
        st.g[G_TOPS_CHANGED] = 1   # its inherited effects now count: the rule check looks again
        log_effect(st, p, card, action, c, 1, p, target_uid)
        cards_placed_under(st, tb, p, s, c)


@engine_jit
def place_from_trash_under_own(st, tb, p, r, card):
    """place_from_trash_under target=own: under 1 of p's Digimon whose top card has the row's base match, the
    pilot's pick (choose_target); nothing without such a Digimon or such a card in the trash."""
    e = tb.eff[r]
    have = False
    for i in range(st.trash_n[p]):
        if card_matches(tb, e, st.trash[p, i]):
            have = True
            break
    if not have:
        return
    n = gather_reveal_bases(st, tb, p, e, -1)
    if n == 0:
        return
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_PLACE_FROM_TRASH_UNDER, e[F_AMOUNT], n)] % NSLOT
    place_from_trash_under(st, tb, p, r, card, st.uid[p, s], A_PLACE_FROM_TRASH_UNDER)


@engine_jit
def place_from_trash_under_cost(st, tb, p, r, card, uid):
    """Cost: `amount` cards of p's trash matching row r go under this Digimon (uid) as its bottom digivolution
    cards, as the pilot picks (place_from_trash_under); False, nothing moved, with fewer such cards, no room or
    the Digimon gone."""
    e = tb.eff[r]
    have = 0
    for i in range(st.trash_n[p]):
        if card_matches(tb, e, st.trash[p, i]):
            have += 1
    if have < e[F_AMOUNT]:
        return False
    if e[F_TARGET] == TG_OWN:   # under 1 of p's Digimon with room for them, the pilot's pick
        n = 0
        for t in range(1, st.fld_n[p]):   # nothing goes under a Token (RULES.md section 10.1)
            if is_digimon_slot(st, tb, p, t) and st.stk_n[p, t] + e[F_AMOUNT] <= STACK \
                    and top_card(st, p, t) < tb.token_first:
                st.cand[n] = p * NSLOT + t
                n += 1
        if n == 0:
            return False
        uid = st.uid[p, st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_PLACE_FROM_TRASH_UNDER_COST,
                                                e[F_AMOUNT], n)] % NSLOT]
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 0 or not is_digimon_slot(st, tb, p, s) or st.stk_n[p, s] + e[F_AMOUNT] > STACK:
        return False
    place_from_trash_under(st, tb, p, r, card, uid, A_PLACE_FROM_TRASH_UNDER_COST)
    return True


@engine_jit
def face_down_cards(st, tb, p, uid):
    """How many face-down digivolution cards (twin types, simcore.tables) p's Digimon uid has (0: it is gone)."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    n = 0
    if s >= 1:
        for i in range(st.stk_n[p, s] - 1):
            if tb.face_up[st.stk[p, s, i]] != st.stk[p, s, i]:
                n += 1
    return n


@engine_jit
def place_face_down_under(st, tb, p, s, c, card, action, amount):
    """Card c goes face down (its twin, if the match has one) to the bottom of p's stack in slot s, logged as
    `action` with `amount` and the Digimon's uid; the stack's "cards placed under" effects are queued."""
    if tb.face_down_of[c] >= 0:
        c = tb.face_down_of[c]
    for j in range(st.stk_n[p, s], 0, -1):   # under the others: the stack moves up by one
        st.stk[p, s, j] = st.stk[p, s, j - 1]
    st.stk[p, s, 0] = c
    st.stk_n[p, s] += 1
    st.g[G_TOPS_CHANGED] = 1
    log_effect(st, p, card, action, c, amount, p, st.uid[p, s])
    cards_placed_under(st, tb, p, s, c)


@engine_jit
def place_from_trash_face_down_cost(st, tb, p, r, card, uid):
    """Cost (place_from_trash_face_down_cost): `amount` cards of p's trash matching row r go face down under this
    Digimon (uid) as its bottom digivolution cards, as the pilot picks (place_from_trash_under); False, nothing
    moved, with fewer such cards, no room, the Digimon gone or a Token."""
    e = tb.eff[r]
    have = 0
    for i in range(st.trash_n[p]):
        if card_matches(tb, e, st.trash[p, i]):
            have += 1
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if have < e[F_AMOUNT] or s < 1 or not is_digimon_slot(st, tb, p, s) or st.stk_n[p, s] + e[F_AMOUNT] > STACK \
            or top_card(st, p, s) >= tb.token_first:
        return False
    place_from_trash_under(st, tb, p, r, card, uid, A_PLACE_FROM_TRASH_FACE_DOWN_COST)
    return True


@engine_jit
def place_top_digivolution_cost(st, tb, p, r, card, uid):
    """Cost (place_top_digivolution_cost): 1 card of p's trash or hand matching row r goes under this Digimon's
    (uid) top card as its top digivolution card, the pilot picking it (choose_card over the trash's cards, then the
    hand's); noted in G_PLACED_TOP for a chained activate_placed_on_play. False, nothing moved, with no such card,
    no room, the Digimon gone or a Token on top."""
    e = tb.eff[r]
    st.g[G_PLACED_TOP] = 0
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 1 or not is_digimon_slot(st, tb, p, s) or st.stk_n[p, s] + 1 > STACK \
            or top_card(st, p, s) >= tb.token_first:
        return False
    nt = st.trash_n[p]
    for i in range(st.hand_n[p]):   # behind the trash's cards (a player owns fewer than PILE cards)
        st.trash[p, nt + i] = st.hand[p, i]
    k = gather_pile(tb, st.trash[p], nt + st.hand_n[p], e, st.cand)
    if k == 0:
        return False
    i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], k)]
    if i < nt:
        c = remove_at(st.trash[p], nt, i)
        st.trash_n[p] -= 1
    else:
        c = take_from_hand(st, p, i - nt)
    n = st.stk_n[p, s]
    st.stk[p, s, n] = st.stk[p, s, n - 1]   # the top card up by one, the card placed right under it
    st.stk[p, s, n - 1] = c
    st.stk_n[p, s] = n + 1
    st.g[G_TOPS_CHANGED] = 1   # its inherited effects now count: the rule check looks again
    log_effect(st, p, card, A_PLACE_TOP_DIGIVOLUTION_COST, c, 1 if i >= nt else 0, p, uid)
    cards_placed_under(st, tb, p, s, c)
    st.g[G_PLACED_TOP] = 1 + c
    return True


@engine_jit
def placed_on_play_row(st, tb, p, uid):
    """activate_placed_on_play: the first row of the first [On Play] effect of the card the last
    place_top_digivolution_cost placed (its own text) whose window, condition and once per turn allow it, read for
    p's Digimon uid; -1 for none."""
    c = st.g[G_PLACED_TOP] - 1
    st.g[G_PLACED_TOP] = 0
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if c < 0 or s < 1:
        return -1
    f = tb.eff_first[c]
    if f < 0:
        return -1
    for r in range(f, f + tb.eff_n[c]):
        if tb.eff[r, F_TRIGGER] == T_ON_PLAY and tb.eff[r, F_SOURCE] == S_MAIN and tb.eff[r, F_CHAIN] == 0 \
                and window_ok(st, p, tb.eff[r, F_WINDOW]) and row_condition_holds(st, tb, p, s, r) \
                and not (tb.eff[r, F_ONCE] != 0 and once_spent(st, tb, uid, r)):
            return r
    return -1


@engine_jit
def face_down_or_matching(st, tb, p, s, e):
    """How many digivolution cards of p's Digimon in slot s lie face down or pass row e's card filters."""
    n = 0
    for i in range(st.stk_n[p, s] - 1):
        c = st.stk[p, s, i]
        if (tb.face_up[c] != c or card_matches(tb, e, c)) and not kept_under(st, tb, p, s, c):
            n += 1
    return n


@engine_jit
def trash_bottom_face_down_or_cost(st, tb, p, r, uid, card):
    """Cost (trash_bottom_face_down_or_cost): this Digimon's (uid) bottom `amount` digivolution cards among those
    lying face down or passing row r's card filters are trashed, the lowest first (trash_digivolution_card), then its
    own_digivolution_cards_trashed once. False, nothing trashed, with fewer such cards or the Digimon gone."""
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 0 or not is_digimon_slot(st, tb, p, s):
        return False
    e = tb.eff[r]
    amount = max(e[F_AMOUNT], 1)
    if face_down_or_matching(st, tb, p, s, e) < amount:
        return False
    for _ in range(amount):
        for i in range(st.stk_n[p, s] - 1):
            c = st.stk[p, s, i]
            if (tb.face_up[c] != c or card_matches(tb, e, c)) and not kept_under(st, tb, p, s, c):
                log_effect(st, p, card, A_TRASH_OWN_DIGIVOLUTION_COST, c, 0, p, uid)
                trash_digivolution_card(st, tb, p, s, i)
                break
    digivolution_cards_trashed(st, tb, p, s)
    return True


@engine_jit
def reveal_add_and_place_face_down(st, tb, p, r, card):
    """Reveal the top `amount` cards of p's deck; the pilot adds 1 matching row r to the hand (choose_card), then
    places 1 card with the row's placed trait (F_TRASH_MATCH; choose_card) face down under one of p's Digimon whose
    top card passes the row's base match (choose_target), as its bottom digivolution card; the rest to the deck
    bottom. Logged: amount 1 for the hand, 2 with the Digimon's uid for the card placed."""
    e = tb.eff[r]
    k = min(e[F_AMOUNT], st.deck_n[p])
    lo = st.deck_n[p] - k
    i = take_card_from_pile(st, tb, p, r, st.deck[p, lo:st.deck_n[p]], k)
    if i >= 0:
        got = remove_at(st.deck[p, lo:st.deck_n[p]], k, i)
        st.deck_n[p] -= 1
        k -= 1
        to_hand(st, p, got)
        log_effect(st, p, card, A_REVEAL_ADD_AND_PLACE_FACE_DOWN, got, 1, p, -1)
    placed = st.row   # the card filter of the card placed: the placed trait only
    for j in range(EFW):
        placed[j] = 0
    placed[F_KIND] = -1
    placed[F_LEVEL_MAX] = -1
    placed[F_LEVEL_MIN] = -1
    placed[F_COST_EQ] = -1
    placed[F_COST_MAX] = -1
    placed[F_DP_MAX] = -1
    placed[F_MATCH] = e[F_TRASH_MATCH]
    if k > 0 and gather_reveal_bases(st, tb, p, e, -1) > 0:
        lo = st.deck_n[p] - k
        n = gather_pile(tb, st.deck[p, lo:st.deck_n[p]], k, placed, st.cand)
        if n > 0:
            i = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.deck[p, lo:st.deck_n[p]], n)]
            got = remove_at(st.deck[p, lo:st.deck_n[p]], k, i)
            st.deck_n[p] -= 1
            k -= 1
            n = gather_reveal_bases(st, tb, p, e, -1)
            s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_REVEAL_ADD_AND_PLACE_FACE_DOWN, 0, n)] % NSLOT
            place_face_down_under(st, tb, p, s, got, card, A_REVEAL_ADD_AND_PLACE_FACE_DOWN, 2)
    if k > 0:   # the cards not taken are still the deck's top k
        lo = st.deck_n[p] - k
        for j in range(k):
            st.cand[j] = st.deck[p, lo + j]
        st.deck_n[p] = lo
        for j in range(k):
            to_deck_bottom(st, p, st.cand[j])


@engine_jit
def place_from_hand_face_down(st, tb, p, r, card, uid):
    """place_from_hand_face_down: p's pilot may place 1 card of the hand matching row r (decide_optional, then
    choose_cost_card) face down under p's Digimon uid as its bottom digivolution card; nothing if that Digimon is
    gone, a Token or full, or no such card is in the hand. Logged with amount 1 (from the hand) and its uid."""
    e = tb.eff[r]
    s = find_uid(st, p, uid) if uid >= 0 else -1
    if s < 1 or not is_digimon_slot(st, tb, p, s) or st.stk_n[p, s] >= STACK or top_card(st, p, s) >= tb.token_first:
        return
    k = gather_pile(tb, st.hand[p], st.hand_n[p], e, st.cand)
    if k == 0 or not decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
        return
    k = gather_pile(tb, st.hand[p], st.hand_n[p], e, st.cand)
    i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.hand[p], k)]
    c = take_from_hand(st, p, i)
    place_face_down_under(st, tb, p, s, c, card, A_PLACE_FROM_HAND_FACE_DOWN, 1)


# --- all-target effects, restrictions, security placement -----------------------------------------------

@engine_jit
def is_modifier_action(a):
    """Actions that change a Digimon for a duration (a modifier), not once."""
    return a == A_DP or a == A_SECURITY_ATTACK or a == A_KEYWORD or a == A_CANT or a == A_CANT_ATTACK_OR_BLOCK \
        or a == A_BLOCKER or a == A_REBOOT or a == A_RETALIATION or a == A_PIERCING or a == A_JAMMING or a == A_RUSH


@engine_jit
def has_digimon_filter(e):
    """Row e narrows "all of ..." Digimon by a filter (trait/name, level, cost, colour, DP, state, other)."""
    return e[F_MATCH] > 0 or e[F_LEVEL_MAX] >= 0 or e[F_LEVEL_MIN] >= 0 or e[F_COST_MAX] >= 0 or e[F_COLOR] != 0 \
        or e[F_DP_MAX] >= 0 or (e[F_FILTER] & (FL_SUSPENDED | FL_NO_DIGIVOLUTION_CARDS | FL_OTHER | FL_TAMER
                                                | FL_ONE_OR_FEWER_DIGIVOLUTION_CARDS)) != 0


@engine_jit
def apply_to_all(st, tb, p, r, card, side, src_uid):
    """Row r of player p's effect applied once to each of side's Digimon that pass its filters now (delete all,
    suspend all, <De-Digivolve> all...): all are found first, then changed one by one, so the change to one
    cannot decide whether another is hit."""
    e = tb.eff[r]
    n = 0
    fewest = (e[F_FILTER] & FL_FEWEST_DIGIVOLUTION_CARDS) != 0
    ranked = e[F_RANK] != 0 or e[F_AT_MOST_SELF] != 0
    for s in range(1, st.fld_n[side]):
        if digimon_matches(st, tb, e, side, s, src_uid):
            if fewest or ranked:   # candidates first (st.cand), the fewest digivolution cards / ranked first kept
                st.cand[n] = side * NSLOT + s
            else:
                st.chosen[n] = st.uid[side, s]
            n += 1
    if (fewest or ranked) and n > 0:
        if fewest:
            n = keep_fewest_digivolution_cards(st, n)
        if ranked:
            n = keep_ranked(st, tb, p, e, src_uid, n)
        for i in range(n):
            st.chosen[i] = st.uid[side, st.cand[i] % NSLOT]
    if n == 0:
        log_effect(st, p, card, e[F_ACTION], -1, e[F_AMOUNT], side, -1)
    if e[F_ACTION] == A_DELETE or e[F_ACTION] == A_BOUNCE or e[F_ACTION] == A_TO_DECK_BOTTOM:
        keep_together(st, tb, n, e[F_ACTION])
    for i in range(n):
        if st.chosen[i] < 0:
            continue   # kept by an effect for all of them
        s = find_uid(st, side, st.chosen[i])
        if s >= 0:
            apply_to_digimon(st, tb, p, r, card, side, s)


@engine_jit
def hand_to_security(st, tb, p, r, card):
    """Row r: p (target=player) or p's opponent (target=opponent) places `amount` cards matching the row from the
    hand on top of the security stack (filter=bottom: under it), one by one; the placing player's pilot picks
    each (strategies.pilots.choose_cost_card: the card it can best spare). Fewer in hand: as many as there are.
    filter=face_up: the cards lie face up, each logged (RULES.md §10.8). Returns how many were placed."""
    e = tb.eff[r]
    side = 1 - p if e[F_TARGET] == TG_OPPONENT else p
    up = 1 if (e[F_FILTER] & FL_FACE_UP) != 0 else 0
    placed = 0
    if player_restricted(st, tb, p, CANT_ADD_SECURITY_BY_EFFECTS):   # p's effect, whoever's hand and stack
        return placed
    # the source: the hand; trash_to_security: the trash; filter=or_trash: both (the hand behind the trash's cards)
    from_trash = e[F_ACTION] == A_TRASH_TO_SECURITY or (e[F_FILTER] & FL_OR_TRASH) != 0
    from_hand = e[F_ACTION] != A_TRASH_TO_SECURITY
    for _ in range(e[F_AMOUNT]):
        if from_trash:
            nt = st.trash_n[side]
            nh = st.hand_n[side] if from_hand else 0
            for i in range(nh):   # a player owns fewer than PILE cards
                st.trash[side, nt + i] = st.hand[side, i]
            k = gather_pile(tb, st.trash[side], nt + nh, e, st.cand)
            if k == 0 or st.sec_n[side] >= PILE:
                break
            i = st.cand[choose_cost_card(st.g[G_PILOT0 + side], st, tb, side, st.trash[side], k)]
            if i < nt:
                c = remove_at(st.trash[side], nt, i)
                st.trash_n[side] -= 1
            else:
                c = take_from_hand(st, side, i - nt)
            in_hand = 1 if i >= nt else 0
        else:
            k = gather_pile(tb, st.hand[side], st.hand_n[side], e, st.cand)
            if k == 0 or st.sec_n[side] >= PILE:
                break
            i = st.cand[choose_cost_card(st.g[G_PILOT0 + side], st, tb, side, st.hand[side], k)]
            c = take_from_hand(st, side, i)
            in_hand = 1
        n = st.sec_n[side]
        bottom = (e[F_FILTER] & FL_BOTTOM) != 0 or ((e[F_FILTER] & FL_TOP_OR_BOTTOM) != 0 and choose_security_end(
            st.g[G_PILOT0 + side], st) == 1)
        if bottom:
            for j in range(n, 0, -1):
                st.sec[side, j] = st.sec[side, j - 1]
                st.sec_up[side, j] = st.sec_up[side, j - 1]
            st.sec[side, 0] = c
            st.sec_up[side, 0] = up
        else:
            st.sec[side, n] = c
            st.sec_up[side, n] = up
        st.sec_n[side] = n + 1
        placed += 1
        # a hidden card: not logged; amount 1 from the hand, 0 from the trash
        log_effect(st, p, card, A_HAND_TO_SECURITY, c if up else -1, in_hand, side, -1)
        if up:
            collect_field(st, tb, T_OWN_SECURITY_PLACED_FACE_UP, side, c)
    if placed > 0:
        security_added(st, tb, side)
    return placed


@engine_jit
def trash_digivolution_card(st, tb, p, s, i):
    """Trash the digivolution card at stack index i (below the top) of p's Digimon in slot s; its inherited
    "when this card is trashed from the digivolution cards" effects are queued, activating from the trash,
    with the Digimon's top card for their `card.` filter. [GAP] Only a stack that stays counts: the cards that
    go with a deleted or returned Digimon are not trashed "from the digivolution cards"."""
    n = st.stk_n[p, s]
    c = remove_at(st.stk[p, s], n, i)
    st.stk_n[p, s] = n - 1
    to_trash(st, p, c)
    # an option under a Digimon: its own text of this timing (source main) works so too
    src = S_MAIN if tb.kind[c] == K_OPTION else S_INHERITED
    if ((tb.trigger_bits[c, src] >> T_DIGIVOLUTION_CARD_TRASHED) & 1) != 0:
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            if (tb.eff[r, F_TRIGGER] == T_DIGIVOLUTION_CARD_TRASHED and tb.eff[r, F_SOURCE] == src
                    and tb.eff[r, F_CHAIN] == 0):
                push_pending(st, p, r, -1, c, top_card(st, p, s), 1)
    collect_slot(st, tb, T_CARDS_TRASHED_FROM_UNDER, p, s, 0, 0)   # "when effects trash cards from under this"


@engine_jit
def digivolution_cards_trashed(st, tb, p, s):
    """An effect trashed digivolution cards of p's Digimon in slot s (its stack stays): p's "when effects trash
    any of your Digimon's digivolution cards" effects are queued, the Digimon's top card for their `card.`
    filter. [GAP] Once per Digimon and effect: an effect that trashes under two Digimon triggers them twice."""
    collect_field(st, tb, T_OWN_DIGIVOLUTION_CARDS_TRASHED, p, top_card(st, p, s))


@engine_jit
def hatch_egg(st, p):
    """Hatch: the top card of p's Digi-Egg deck to p's empty breeding area (RULES.md §3). Returns False if the
    area is occupied or the egg deck is empty (nothing happens)."""
    if st.stk_n[p, BREEDING] > 0 or st.egg_n[p] == 0:
        return False
    st.egg_n[p] -= 1
    c = st.eggs[p, st.egg_n[p]]
    init_slot(st, p, BREEDING, c, -1)
    note_card(st, p, c, CR_PLAYED)
    log_event(st, p, E_HATCH, c, 0, 0, 0, 0, 0)
    return True


@engine_jit
def move_out(st, tb, p):
    """p's Digimon in the breeding area moves to the battle area (RULES.md §3); its [When Moving] effects and
    the "when a Digimon moves from the breeding area" effects of both players are queued (the moved card for
    their `card.` filters). Returns its slot."""
    s = new_battle_slot(st, p)
    copy_slot(st, p, BREEDING, s)
    st.stk_n[p, BREEDING] = 0
    c = top_card(st, p, s)
    note_card(st, p, c, CR_FIELD)
    log_event(st, p, E_MOVE_OUT, c, st.uid[p, s], 0, 0, 0, 0)
    new_batch(st)
    collect_slot(st, tb, T_WHEN_MOVING, p, s, 0, 0)
    collect_field(st, tb, T_OWN_DIGIMON_MOVED_OUT, p, c)
    collect_field(st, tb, T_OPPONENT_DIGIMON_MOVED_OUT, 1 - p, c)
    return s


# --- Link (RULES.md §10.6) ------------------------------------------------------------------------------

@engine_jit
def link_fits(st, tb, p, s, c):
    """Card c may be linked to p's battle-area Digimon in slot s: its top card passes the card filters of c's
    A_LINK_REQUIREMENT row (tb.link_row, found by simcore.tables)."""
    r = tb.link_row[c]
    if r < 0 or s == BREEDING or s >= st.fld_n[p] or st.stk_n[p, s] == 0:
        return False
    top = st.top[p, s]
    return tb.kind[top] == K_DIGIMON and card_matches(tb, tb.eff[r], top)


@engine_jit
def link_reduction(st, tb, p, s, c, spend):
    """What the link_cost_down rows of p's Digimon in slot s (its top card's own text, the inherited texts beneath)
    take off linking card c to it, each in its window, under its condition and, once per turn, unused; spend: those
    that apply are used now and logged (the row's card, c, the amount)."""
    total = 0
    n = st.stk_n[p, s]
    if s == BREEDING or n == 0:
        return 0
    for i in range(n):
        b = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        if ((tb.trigger_bits[b, src] >> T_STATIC) & 1) == 0:
            continue
        f = tb.eff_first[b]
        for r in range(f, f + tb.eff_n[b]):
            e = tb.eff[r]
            if e[F_ACTION] != A_LINK_COST_DOWN or e[F_SOURCE] != src or e[F_TRIGGER] != T_STATIC or e[F_CHAIN] != 0:
                continue
            if e[F_ONCE] != 0 and once_spent(st, tb, st.uid[p, s], r):
                continue
            if window_ok(st, p, e[F_WINDOW]) and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG]) \
                    and card_matches(tb, e, c):
                total += e[F_AMOUNT]
                if spend:
                    if e[F_ONCE] != 0:
                        spend_once(st, tb, st.uid[p, s], r)
                    log_effect(st, p, b, A_LINK_COST_DOWN, c, e[F_AMOUNT], p, st.uid[p, s])
    return total


@engine_jit
def link_cost(st, tb, p, s, c, spend):
    """The link cost of card c to p's Digimon in slot s: its link_requirement's amount less link_reduction (never
    below 0)."""
    return max(0, tb.eff[tb.link_row[c], F_AMOUNT] - link_reduction(st, tb, p, s, c, spend))


@engine_jit
def link_card(st, tb, p, s, c):
    """Put card c (already out of its zone) beside p's Digimon in slot s as a link card. Beyond its limit (one, or
    more by <Link +N>: query.link_limit) the oldest link card there is replaced and trashed."""
    limit = 1 if not keyword_in_play(st, tb) else link_limit(st, tb, p, s)
    while st.lnk_n[p, s] >= limit:
        to_trash(st, p, st.lnk[p, s, 0])
        for i in range(st.lnk_n[p, s] - 1):
            st.lnk[p, s, i] = st.lnk[p, s, i + 1]
        st.lnk_n[p, s] -= 1
    st.lnk[p, s, st.lnk_n[p, s]] = c
    st.lnk_n[p, s] += 1
    log_effect(st, p, c, A_LINK_SELF, st.top[p, s], 0, p, st.uid[p, s])
    collect_field(st, tb, T_OWN_DIGIMON_LINKED, p, event_aux(c, st.uid[p, s]))
    collect_slot(st, tb, T_WHEN_LINKED, p, s, c, 0)   # "when this Digimon gets linked": aux the linked card
    if ((tb.trigger_any >> (T_WHEN_LINKING & 63)) & 1) != 0:
        collect_when_linking(st, tb, p, s, c)


@engine_jit
def collect_when_linking(st, tb, p, s, c):
    """[When Linking] (RULES.md §10.6): the rows of that timing of card c's link text, c just linked to p's Digimon
    in slot s, are queued for that Digimon (its uid), c being the effect's card."""
    f = tb.eff_first[c]
    if f < 0:
        return
    for r in range(f, f + tb.eff_n[c]):
        if tb.eff[r, F_TRIGGER] == T_WHEN_LINKING and tb.eff[r, F_SOURCE] == S_LINK and tb.eff[r, F_CHAIN] == 0:
            push_pending(st, p, r, st.uid[p, s], c, 0, 0)


@engine_jit
def link_from_battle_area(st, tb, p, s, t, cost):
    """A main-phase link of the top card of p's Digimon in slot s to p's Digimon in slot t (RULES.md §10.6): the
    link cost is paid, the Digimon leaves the battle area (the cards beneath it and its link cards to the trash),
    then its top card is linked. [GAP] The leaving is the owner's choice: no effect before a Digimon leaves is
    offered (<Decode>, "would leave" effects)."""
    c = st.top[p, s]
    t_uid = st.uid[p, t]
    link_cost(st, tb, p, t, c, True)   # its link_cost_down used and logged (the cost listed already takes it off)
    add_memory(st, p, -cost)
    log_effect(st, p, c, A_LINK_FROM_BATTLE_AREA, c, cost, p, st.uid[p, s])
    n = st.stk_n[p, s]
    for i in range(n - 1):
        to_trash(st, p, st.stk[p, s, i])
    close_slot(st, p, s)
    t = find_uid(st, p, t_uid)
    new_batch(st)   # its "when your Digimon get linked" and [When Linking] effects: a batch of their own
    link_card(st, tb, p, t, c)


@engine_jit
def app_fusion_row(tb, c):
    """The app_fusion row (App Fusion requirement, RULES.md §10.7) of card c's own text, -1 for none."""
    f = tb.eff_first[c]
    if f < 0:
        return -1
    for r in range(f, f + tb.eff_n[c]):
        if tb.eff[r, F_ACTION] == A_APP_FUSION and tb.eff[r, F_SOURCE] == S_MAIN:
            return r
    return -1


@engine_jit
def app_fusion_link(tb, r, top, x):
    """Link card x beside a Digimon whose top card is `top` makes an App Fusion pair for row r: both named as entries
    of the requirement, and as two different entries."""
    e = tb.eff[r]
    return card_matches(tb, e, top) and card_matches(tb, e, x) and tb.name_id[x] != tb.name_id[top]


@engine_jit
def app_fuse(st, tb, p):
    """app_fuse (RULES.md §10.7): 1 of p's battle-area Digimon and a Digimon card of p's hand whose App Fusion
    requirement that Digimon's top card and one of its link cards meet (entries slot * PILE + hand index, picked by
    choose_digivolution; the link card by choose_card where several fit): the link card leaves the link area and
    goes on top of the stack, then the card from the hand, for the requirement's cost; draw 1, [When Digivolving]
    (digivolve_onto). Nothing where no pair fits."""
    n = 0
    for i in range(st.hand_n[p]):
        c = st.hand[p, i]
        if tb.kind[c] != K_DIGIMON or not first_copy_in_hand(st, p, i):
            continue
        r = app_fusion_row(tb, c)
        if r < 0 or not can_pay(st, p, tb.eff[r, F_AMOUNT]):
            continue
        for s in range(1, st.fld_n[p]):
            if st.lnk_n[p, s] == 0 or st.stk_n[p, s] + 2 > STACK or not is_digimon_slot(st, tb, p, s):
                continue
            if restricted(st, tb, p, s, CANT_DIGIVOLVE):
                continue
            fits = False
            for j in range(st.lnk_n[p, s]):
                if app_fusion_link(tb, r, top_card(st, p, s), st.lnk[p, s, j]):
                    fits = True
            if not fits:
                continue
            if n >= st.chosen.shape[0]:
                st.g[G_OVERFLOW] += 1
                continue
            st.chosen[n] = s * PILE + i
            n += 1
    if n == 0:
        return
    k = choose_digivolution(st.g[G_PILOT0 + p], st, tb, p, n)
    s = st.chosen[k] // PILE
    c = st.hand[p, st.chosen[k] % PILE]
    r = app_fusion_row(tb, c)
    m = 0
    for j in range(st.lnk_n[p, s]):
        if app_fusion_link(tb, r, top_card(st, p, s), st.lnk[p, s, j]):
            st.cand[m] = j
            m += 1
    j = st.cand[0] if m == 1 else st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.lnk[p, s], m)]
    x = remove_at(st.lnk[p, s], st.lnk_n[p, s], j)
    st.lnk_n[p, s] -= 1
    take_from_hand(st, p, st.chosen[k] % PILE)
    cost = tb.eff[r, F_AMOUNT]
    log_effect(st, p, x, A_APP_FUSE, c, cost, p, st.uid[p, s])   # the link card, then the card and its cost
    st.stk[p, s, st.stk_n[p, s]] = x   # vertical now: a digivolution card
    st.stk_n[p, s] += 1
    st.top[p, s] = x
    digivolve_onto(st, tb, p, s, c, cost)
    collect_effect_played_or_digivolved(st, tb, p, c, st.uid[p, s])


@engine_jit
def link_self(st, tb, p, card):
    """link_self: the card in resolution (an option used or checked) is linked, free, to 1 of p's Digimon that
    meets its link requirement (the pilot picks which); it is then not trashed."""
    if tb.link_row[card] < 0 or st.g[G_SELF_MOVED] != 0:
        return
    n = 0
    for s in range(1, st.fld_n[p]):
        if link_fits(st, tb, p, s, card):
            st.cand[n] = p * NSLOT + s
            n += 1
    if n == 0:
        return
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_LINK_SELF, 0, n)] % NSLOT
    link_card(st, tb, p, s, card)
    st.g[G_SELF_MOVED] = 1


@engine_jit
def unlink_unfit(st, tb):
    """Rule check E (RULES.md §7): a link card whose Digimon no longer meets its requirement is trashed."""
    for p in range(2):
        for s in range(1, st.fld_n[p]):
            i = 0
            while i < st.lnk_n[p, s]:
                c = st.lnk[p, s, i]
                if link_fits(st, tb, p, s, c):
                    i += 1
                    continue
                to_trash(st, p, c)
                for j in range(i, st.lnk_n[p, s] - 1):
                    st.lnk[p, s, j] = st.lnk[p, s, j + 1]
                st.lnk_n[p, s] -= 1


@engine_jit
def link_from_trash(st, tb, p, r, card):
    """link_from_trash: a card of p's trash passing row r's card filters (amount 1: or `card`, the option in
    resolution) that some Digimon of p may link is linked to one of them, free; the pilot picks the card, then the
    Digimon. The option, offered from the end of the trash, leaves it again when another card is picked."""
    e = tb.eff[r]
    own = e[F_AMOUNT] == 1 and st.g[G_SELF_MOVED] == 0 and tb.link_row[card] >= 0 and st.trash_n[p] < PILE
    if own:
        to_trash(st, p, card)
    n = 0
    last = st.trash_n[p] - 1
    for i in range(st.trash_n[p]):
        c = st.trash[p, i]
        if tb.link_row[c] < 0 or not ((own and i == last) or card_matches(tb, e, c)):
            continue
        for s in range(1, st.fld_n[p]):
            if link_fits(st, tb, p, s, c):
                st.cand[n] = i
                n += 1
                break
    k = -1
    if n > 0:
        k = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], n)]
    if own and k != last:
        st.trash_n[p] -= 1   # the option was not picked: out of the trash again, its use goes on
    if k < 0:
        return
    c = remove_at(st.trash[p], st.trash_n[p], k)
    st.trash_n[p] -= 1
    if own and k == last:
        st.g[G_SELF_MOVED] = 1
    m = 0
    for s in range(1, st.fld_n[p]):
        if link_fits(st, tb, p, s, c):
            st.cand[m] = p * NSLOT + s
            m += 1
    s = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_LINK_FROM_TRASH, 0, m)] % NSLOT
    link_card(st, tb, p, s, c)


@engine_jit
def link_from_hand_effect(st, tb, p, r, card):
    """link_from_hand: up to F_COUNT cards of p's hand (FL_OR_TRASH: or trash) passing row r's card filters, each
    one some Digimon of p may link, are linked free, one at a time: with up_to the pilot says how many first
    (choose_target_count), then picks each card (choose_card over the trash's cards, then the hand's) and the Digimon
    (choose_target). Logged per card before its link: amount 1 from the hand, 0 from the trash."""
    e = tb.eff[r]
    pilot = st.g[G_PILOT0 + p]
    want = max(1, e[F_COUNT])
    j = 0
    while j < want:
        nt = st.trash_n[p]
        lo = 0 if (e[F_FILTER] & FL_OR_TRASH) != 0 else nt
        for i in range(st.hand_n[p]):   # behind the trash's cards (a player owns fewer than PILE cards)
            st.trash[p, nt + i] = st.hand[p, i]
        k = 0
        for i in range(lo, nt + st.hand_n[p]):
            c = st.trash[p, i]
            if tb.link_row[c] < 0 or not card_matches(tb, e, c):
                continue
            for s in range(1, st.fld_n[p]):
                if link_fits(st, tb, p, s, c):
                    st.cand[k] = i - lo
                    k += 1
                    break
        if k == 0:
            return
        if j == 0 and e[F_UPTO] != 0:
            want = choose_target_count(pilot, st, tb, p, A_LINK_FROM_HAND, 0, k, min(want, k))
            if want <= 0:
                return
        i = lo + st.cand[choose_card(pilot, st, tb, p, st.trash[p, lo:], k)]
        if i < nt:
            c = remove_at(st.trash[p], nt, i)
            st.trash_n[p] -= 1
        else:
            c = take_from_hand(st, p, i - nt)
        m = 0
        for s in range(1, st.fld_n[p]):
            if link_fits(st, tb, p, s, c):
                st.cand[m] = p * NSLOT + s
                m += 1
        s = st.cand[choose_target(pilot, st, tb, p, A_LINK_FROM_HAND, 0, m)] % NSLOT
        log_effect(st, p, card, A_LINK_FROM_HAND, c, 1 if i >= nt else 0, p, st.uid[p, s])
        link_card(st, tb, p, s, c)
        j += 1


@engine_jit
def link_to_digimon(st, tb, p, r, card, uid, a):
    """link_to_self / link_to_self_from_trash / link_to_own (row r): 1 card passing the row's filters, with a link
    text, from p's hand (from_trash: p's trash) or the digivolution cards of p's Digimon uid (link_to_own: of any of
    p's Digimon), is linked to that Digimon (link_to_own: to 1 of p's Digimon meeting its requirement); free, or with
    filter=pay_cost for its link cost less the row's amount (at least 0), payable ones only. The pilot picks the
    card (choose_card), then the Digimon (choose_target). Logged before the link with the cost paid and the uid of
    the Digimon the card came from (-1: the hand or trash). False where none is linked (a cost's chain stops)."""
    e = tb.eff[r]
    pay = (e[F_FILTER] & FL_PAY_COST) != 0
    pilot = st.g[G_PILOT0 + p]
    own = a == A_LINK_TO_OWN
    s0 = find_uid(st, p, uid) if uid >= 0 else -1
    if not own and s0 < 1:
        return False
    nt = st.trash_n[p]
    lo = 0 if a == A_LINK_TO_SELF_FROM_TRASH else nt
    n = nt
    if a != A_LINK_TO_SELF_FROM_TRASH:
        for i in range(st.hand_n[p]):   # behind the trash's cards (a player owns fewer than PILE cards)
            st.trash[p, n] = st.hand[p, i]
            n += 1
    nh = n
    for s in range(1, st.fld_n[p]):
        if (own or s == s0) and is_digimon_slot(st, tb, p, s):
            for j in range(st.stk_n[p, s] - 1):
                st.trash[p, n] = st.stk[p, s, j]
                st.chosen[n - nh] = s * STACK + j   # where it lies
                n += 1
    k = 0
    for i in range(lo, n):
        c = st.trash[p, i]
        if tb.link_row[c] < 0 or not card_matches(tb, e, c):
            continue
        for s in range(1, st.fld_n[p]):
            if (own or s == s0) and link_fits(st, tb, p, s, c) and (
                    not pay or can_pay(st, p, max(0, link_cost(st, tb, p, s, c, False) - e[F_AMOUNT]))):
                st.cand[k] = i - lo
                k += 1
                break
    if k == 0:
        return False
    i = lo + st.cand[choose_card(pilot, st, tb, p, st.trash[p, lo:], k)]
    src = -1
    if i < nt:
        c = remove_at(st.trash[p], nt, i)
        st.trash_n[p] -= 1
    elif i < nh:
        c = take_from_hand(st, p, i - nt)
    else:
        s = st.chosen[i - nh] // STACK
        src = st.uid[p, s]
        c = remove_at(st.stk[p, s], st.stk_n[p, s], st.chosen[i - nh] % STACK)
        st.stk_n[p, s] -= 1
    m = 0
    for s in range(1, st.fld_n[p]):
        if (own or s == s0) and link_fits(st, tb, p, s, c) and (
                not pay or can_pay(st, p, max(0, link_cost(st, tb, p, s, c, False) - e[F_AMOUNT]))):
            st.cand[m] = p * NSLOT + s
            m += 1
    if m == 0:   # never: the top cards stay as they were
        to_trash(st, p, c)
        return False
    t = st.cand[choose_target(pilot, st, tb, p, a, 0, m) if m > 1 else 0] % NSLOT
    cost = max(0, link_cost(st, tb, p, t, c, True) - e[F_AMOUNT]) if pay else 0
    add_memory(st, p, -cost)
    log_effect(st, p, card, a, c, cost, p, src)
    link_card(st, tb, p, t, c)
    return True


@engine_jit
def trash_link_cost(st, tb, p, t, card):
    """trash_link_cost: trash 1 of the link cards of p's Digimon in slot t (the pilot picks which); False if it has
    none."""
    n = st.lnk_n[p, t]
    if n == 0:
        return False
    for i in range(n):
        st.cand[i] = i
    k = st.cand[choose_card(st.g[G_PILOT0 + p], st, tb, p, st.lnk[p, t], n)] if n > 1 else 0
    c = remove_at(st.lnk[p, t], n, k)
    st.lnk_n[p, t] = n - 1
    to_trash(st, p, c)
    log_effect(st, p, card, A_TRASH_LINK_COST, c, 1, p, st.uid[p, t])
    return True


@engine_jit
def trash_from_digivolution_or_link_cost(st, tb, p, r, card):
    """`trash_from_digivolution_or_link_cost` (row r): 1 card matching the row from the digivolution cards or the
    link cards of p's Digimon goes to the trash, the pilot picking it (choose_cost_card over the digivolution cards,
    Digimon in slot order, then the link cards); False (the chain stops) with none. Logged with amount 0 from under
    a Digimon, 2 from beside it (the Digimon's uid named)."""
    e = tb.eff[r]
    pile = st.trash[p, st.trash_n[p]:]   # scratch behind the trash's cards
    n = 0
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s):
            for j in range(st.stk_n[p, s] - 1):
                pile[n] = st.stk[p, s, j]
                n += 1
    nd = n
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s):
            for j in range(st.lnk_n[p, s]):
                pile[n] = st.lnk[p, s, j]
                n += 1
    k = 0
    for i in range(n):
        if card_matches(tb, e, pile[i]):
            st.cand[k] = i
            k += 1
    k = drop_kept_in_pile(st, tb, p, 0, k)   # the link cards after the digivolution cards: never kept
    if k == 0:
        return False
    i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, pile, k)]
    c = pile[i]
    if i < nd:
        for s in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, s):
                if i < st.stk_n[p, s] - 1:
                    log_effect(st, p, card, A_TRASH_FROM_DIGIVOLUTION_OR_LINK_COST, c, 0, p, st.uid[p, s])
                    trash_digivolution_card(st, tb, p, s, i)
                    if st.stk_n[p, s] > 0:
                        digivolution_cards_trashed(st, tb, p, s)
                    return True
                i -= st.stk_n[p, s] - 1
        return False
    i -= nd
    for s in range(1, st.fld_n[p]):
        if is_digimon_slot(st, tb, p, s):
            if i < st.lnk_n[p, s]:
                c = remove_at(st.lnk[p, s], st.lnk_n[p, s], i)
                st.lnk_n[p, s] -= 1
                to_trash(st, p, c)
                log_effect(st, p, card, A_TRASH_FROM_DIGIVOLUTION_OR_LINK_COST, c, 2, p, st.uid[p, s])
                return True
            i -= st.lnk_n[p, s]
    return False


@engine_jit
def dna_digivolve_with_trash(st, tb, p, r, card):
    """Row r (dna_digivolve_with_trash): 1 of p's Digimon whose top card has the row's base match and 1 card of p's
    trash with its trash match DNA digivolve into a Digimon card of p's hand passing the row's card filters, the pair
    being the one the effect names (no DNA requirement asked of the card). The pilot picks the Digimon and the
    card (choose_digivolution: entries slot * PILE + hand index), then the trash card (choose_cost_card). With
    filter=pay_cost the card's DNA digivolution cost is paid (nothing for a card without one). Nothing without all
    three."""
    e = tb.eff[r]
    if e[F_TRASH_MATCH] <= 0 or count_bit_in_trash(st, tb, p, e[F_TRASH_MATCH]) == 0:
        return True
    pay = (e[F_FILTER] & FL_PAY_COST) != 0
    n = 0
    for a in range(1, st.fld_n[p]):
        if st.stk_n[p, a] == 0 or st.stk_n[p, a] + 2 > STACK or not is_digimon_slot(st, tb, p, a):
            continue
        if e[F_BASE_MATCH] > 0 and (tb.match_bits[top_card(st, p, a)] >> (e[F_BASE_MATCH] - 1)) & 1 == 0:
            continue
        if restricted(st, tb, p, a, CANT_DIGIVOLVE):
            continue
        for i in range(st.hand_n[p]):
            c = st.hand[p, i]
            if tb.kind[c] != K_DIGIMON or not card_matches(tb, e, c):
                continue
            if pay and tb.dna_cost[c] > 0 and not can_pay(st, p, tb.dna_cost[c]):
                continue
            if not first_copy_in_hand(st, p, i):   # copies of one card are one choice
                continue
            if n >= st.chosen.shape[0]:
                st.g[G_OVERFLOW] += 1
                continue
            st.chosen[n] = a * PILE + i
            n += 1
    if n == 0:
        return True
    k = choose_digivolution(st.g[G_PILOT0 + p], st, tb, p, n)
    a = st.chosen[k] // PILE
    hi = st.chosen[k] % PILE
    m = 0
    for i in range(st.trash_n[p]):
        if (tb.match_bits[st.trash[p, i]] >> (e[F_TRASH_MATCH] - 1)) & 1 != 0:
            st.cand[m] = i
            m += 1
    j = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[p], m)]
    b = remove_at(st.trash[p], st.trash_n[p], j)
    st.trash_n[p] -= 1
    c = take_from_hand(st, p, hi)
    cost = tb.dna_cost[c] if pay and tb.dna_cost[c] > 0 else 0
    log_effect(st, p, card, A_DNA_DIGIVOLVE_WITH_TRASH, b, 0, p, -1)   # the trash card, then the card and cost
    log_effect(st, p, card, A_DNA_DIGIVOLVE_WITH_TRASH, c, cost, p, st.uid[p, a])
    dna_digivolve_onto_card(st, tb, p, c, a, b, cost)
    collect_effect_played_or_digivolved(st, tb, p, c, st.uid[p, a])
    return True


@engine_jit
def act_on_opponents_cards(st, tb, p, r, uid, card):
    """The rows of `act` whose target names whose cards they take, not Digimon they work on: play_token (target=
    opponent: the opponent plays it), delete_cost and return_opponent_trash_cost. False if a cost can't be paid."""
    a = tb.eff[r, F_ACTION]
    if a == A_PLAY_TOKEN:
        play_token(st, tb, p, r, card)
        return True
    if a == A_DELETE_COST:
        return delete_cost(st, tb, p, r, uid, card)
    if a == A_RETURN_OPPONENT_TRASH_TOP_COST:
        return return_opponent_trash_top_cost(st, tb, p, r, card)
    return return_opponent_trash_cost(st, tb, p, r, card)


@engine_jit
def delete_cost_candidates(st, tb, p, e, uid):
    """Fill st.cand with the Digimon (q * NSLOT + slot) that row e's delete_cost of player p (its effect from the
    Digimon uid) may delete: the opponent's passing the row's filters and rank (target=opponent), or the Tokens of
    both players (target=token); none that can't be deleted by effects. Returns how many."""
    n = 0
    if e[F_TARGET] == TG_TOKEN:
        for q in (1 - p, p):
            for s in range(1, st.fld_n[q]):
                if top_card(st, q, s) >= tb.token_first and is_digimon_slot(st, tb, q, s) and (
                        q == p or not shielded_from(st, tb, q, s, e)):
                    st.cand[n] = q * NSLOT + s
                    n += 1
    elif e[F_TARGET] == TG_OPPONENT:
        n = gather_targets(st, tb, p, e, uid)
    kept = 0
    for i in range(n):
        if not cant_be_deleted(st, tb, st.cand[i] // NSLOT, st.cand[i] % NSLOT, DEL_EFFECT):
            st.cand[kept] = st.cand[i]
            kept += 1
    return kept


@engine_jit
def delete_cost(st, tb, p, r, uid, card):
    """`delete_cost`: p's pilot deletes 1 of the Digimon delete_cost_candidates finds for row r (an opponent's, or a
    Token of either player); False (the chain stops) if there is none. [GAP] A cost: nothing prevents the
    deletion (no <Evade>, no would-leave effect of the deleted Digimon's owner)."""
    n = delete_cost_candidates(st, tb, p, tb.eff[r], uid)
    if n == 0:
        return False
    x = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_DELETE_COST, 0, n)]
    q = x // NSLOT
    s = x % NSLOT
    log_effect(st, p, card, A_DELETE_COST, top_card(st, q, s), 1, q, st.uid[q, s])
    remove_deleted(st, tb, q, s, DEL_EFFECT)
    return True


@engine_jit
def dna_digivolve_onto_card(st, tb, p, c, s, b, cost):
    """RULES.md §10.3 with a single card as the second half of the pair: card c (out of its zone) DNA digivolves
    p's Digimon in slot s and card b (out of the trash): b at the bottom, the Digimon's cards on it, c on top; a new
    Digimon (a new uid), unsuspended, which may attack this turn; the cost is paid, p draws 1 and [When Digivolving]
    is queued, as dna_digivolve. Logged as E_DNA with no second uid (-1)."""
    u = st.uid[p, s]
    first = st.g[G_PENDN]
    if ((tb.trigger_any >> T_WOULD_DNA_DIGIVOLVE) & 1) != 0:
        collect_slot(st, tb, T_WOULD_DNA_DIGIVOLVE, p, s, c, 0)
    add_memory(st, p, -cost)
    n = st.stk_n[p, s]
    for i in range(n - 1, -1, -1):
        st.stk[p, s, i + 1] = st.stk[p, s, i]
    st.stk[p, s, 0] = b
    st.stk[p, s, n + 1] = c
    st.stk_n[p, s] = n + 2
    st.top[p, s] = c
    st.susp[p, s] = 0
    st.entered[p, s] = -1
    uid = st.g[G_UID]
    st.uid[p, s] = uid
    st.g[G_UID] += 1
    st.g[G_TOPS_CHANGED] = 1
    for i in range(first, st.g[G_PENDN]):
        st.pend[i, P_UID] = uid
    st.g[G_DNA_UID] = 1 + uid
    note_card(st, p, c, CR_PLAYED)
    note_card(st, p, c, CR_FIELD)
    log_event(st, p, E_DNA, c, cost, uid, u, -1, 0)
    if not draw_card(st, p) and (tb.rules & RS_EMPTY_DECK_DRAW_LOSES) != 0:
        end_game(st, 1 - p, R_DECK_OUT)
    collect_slot(st, tb, T_WHEN_DIGIVOLVING, p, s, 0, 0)
    collect_field(st, tb, T_OTHER_OWN_DIGIVOLVED, p, uid)
    collect_field(st, tb, T_OWN_DIGIMON_DIGIVOLVED, p, event_aux(c, uid))
    if ((tb.trigger_any >> (T_TRASH_OWN_DIGIMON_DIGIVOLVED & 63)) & 1) != 0:   # [Trash] effects of p's trash
        collect_trash(st, tb, T_TRASH_OWN_DIGIMON_DIGIVOLVED, p, event_aux(c, uid))


@engine_jit
def pay_deleting_reductions(st, tb, p, c, left):
    """p plays card c from the hand paying its cost, `left` of it still to pay: each of c's own play cost
    reductions bought by deleting 1 of p's Digimon (filter=paid_by_deleting) that applies, while some cost is left
    and a Digimon passes its filters, the pilot takes, deleting one it picks, or leaves (takes, when the cost left
    could not be paid without it). The amount taken."""
    if not play_cost_reducible(st, tb, p, c) or ((tb.trigger_bits[c, S_MAIN] >> T_STATIC) & 1) == 0:
        return 0
    total = 0
    f = tb.eff_first[c]
    for r in range(f, f + tb.eff_n[c]):
        if total >= left or not deleting_row_applies(st, tb, p, r, -1):   # c is out of the hand by now
            continue
        # the play was offered at the reduced cost: a cost the player could not pay otherwise is bought
        if not can_pay(st, p, left - total) or decide_optional(st.g[G_PILOT0 + p], st, tb, p, r):
            if tb.eff[r, F_TARGET] == TG_SUSPEND_ANY:   # count= unsuspended Digimon of either player suspended
                suspend_any_cost(st, tb, p, r, c)
                total += tb.eff[r, F_AMOUNT]
            elif tb.eff[r, F_TARGET] == TG_HAND:   # target=hand: 1 matching card of the hand to the trash
                k = gather_pile(tb, st.hand[p], st.hand_n[p], tb.eff[r], st.cand)
                x = take_from_hand(st, p, st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.hand[p], k)])
                to_trash(st, p, x)
                trashed_from_hand(st, tb, p, x)
                log_effect(st, p, c, A_TRASH_FROM_HAND_COST, x, 1, p, -1)
                total += tb.eff[r, F_AMOUNT]
            elif delete_own_cost(st, tb, p, r, -1, c):
                total += tb.eff[r, F_AMOUNT]
    return total


@engine_jit
def suspend_any_cost(st, tb, p, r, card):
    """Cost of play_cost_down target=suspend_any (row r of card): p's pilot suspends count= unsuspended Digimon of
    either battle area one by one (targets.suspendable_any said they are there)."""
    e = st.row
    for j in range(EFW):
        e[j] = tb.eff[r, j]
    e[F_ACTION] = A_SUSPEND_UNSUSPENDED
    e[F_TARGET] = TG_ANY
    e[F_FILTER] = 0
    for _ in range(tb.eff[r, F_COUNT]):
        n = suspendable_any(st, tb, p, e)
        if n == 0:
            return
        x = st.cand[choose_target(st.g[G_PILOT0 + p], st, tb, p, A_SUSPEND, 0, n)]
        q = x // NSLOT
        s = x % NSLOT
        log_effect(st, p, card, A_SUSPEND_UNSUSPENDED, top_card(st, q, s), 0, q, st.uid[q, s])
        suspend_slot(st, tb, q, s)


@engine_jit
def return_opponent_trash_cost(st, tb, p, r, card):
    """Cost: `amount` cards of the opponent's trash go to the bottom of their deck, one by one as p's pilot picks
    (choose_cost_card over that trash); False (nothing moved) if it holds fewer."""
    q = 1 - p
    amount = tb.eff[r, F_AMOUNT]
    if st.trash_n[q] < amount:
        return False
    for _ in range(amount):
        for i in range(st.trash_n[q]):
            st.cand[i] = i
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[q], st.trash_n[q])]
        c = remove_at(st.trash[q], st.trash_n[q], i)
        st.trash_n[q] -= 1
        to_deck_bottom(st, q, c)
        log_effect(st, p, card, A_RETURN_OPPONENT_TRASH_COST, c, 1, q, -1)
    st.g[G_RETURNED_N] = amount   # for_each=returned_card_colors: the bottom `amount` cards of the opponent's deck
    return True


@engine_jit
def return_opponent_trash_top_cost(st, tb, p, r, card):
    """Cost: `amount` cards of the opponent's trash passing row r's card filters go to the top of their deck, one by
    one as p's pilot picks (choose_cost_card over those cards); False (nothing moved) if it holds fewer."""
    q = 1 - p
    e = tb.eff[r]
    amount = e[F_AMOUNT]
    k = 0
    for i in range(st.trash_n[q]):
        if card_matches(tb, e, st.trash[q, i]):
            k += 1
    if k < amount:
        return False
    for _ in range(amount):
        k = 0
        for i in range(st.trash_n[q]):
            if card_matches(tb, e, st.trash[q, i]):
                st.cand[k] = i
                k += 1
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, st.trash[q], k)]
        c = remove_at(st.trash[q], st.trash_n[q], i)
        st.trash_n[q] -= 1
        st.deck[q, st.deck_n[q]] = c
        st.deck_n[q] += 1
        log_effect(st, p, card, A_RETURN_OPPONENT_TRASH_TOP_COST, c, 1, q, -1)
    return True


@engine_jit
def matching_digivolution_cards(st, tb, p, s, e):
    """How many digivolution cards of p's Digimon in slot s pass row e's card filters."""
    n = 0
    for i in range(st.stk_n[p, s] - 1):
        if card_matches(tb, e, st.stk[p, s, i]):
            n += 1
    return n


@engine_jit
def return_digivolution_cards_cost(st, tb, p, r, card, uid, t_uid):
    """Cost: `amount` digivolution cards of p's Digimon t_uid passing row r's card filters go to the bottom of
    p's deck, one by one as the pilot picks (choose_cost_card); False, nothing moved, with fewer such cards, the
    Digimon gone, or a suspend_self_cost chained right after it that the effect's own card (uid) can't pay. Then
    the Digimon's digivolution_cards_returned effects are queued (the last card returned for their `card.`
    filter). Logged per card, the Digimon's uid."""
    e = tb.eff[r]
    amount = e[F_AMOUNT]
    s = find_uid(st, p, t_uid) if t_uid >= 0 else -1
    if s < 1 or matching_digivolution_cards(st, tb, p, s, e) < amount:
        return False
    if r + 1 < tb.eff.shape[0] and tb.eff[r + 1, F_CHAIN] != 0 and tb.eff[r + 1, F_ACTION] == A_SUSPEND_SELF_COST:
        o = find_uid(st, p, uid) if uid >= 0 else -1   # both costs are paid, or neither
        if o < 0 or st.susp[p, o] != 0 or restricted(st, tb, p, o, CANT_SUSPEND):
            return False
    c = -1
    for _ in range(amount):
        pile = st.trash[p, st.trash_n[p]:]   # scratch behind the trash's cards (a player owns fewer than PILE cards)
        n = st.stk_n[p, s] - 1
        for i in range(n):
            pile[i] = st.stk[p, s, i]
        k = gather_pile(tb, pile, n, e, st.cand)
        i = st.cand[choose_cost_card(st.g[G_PILOT0 + p], st, tb, p, pile, k)]
        c = remove_at(st.stk[p, s], st.stk_n[p, s], i)
        st.stk_n[p, s] -= 1
        to_deck_bottom(st, p, c)
        log_effect(st, p, card, A_RETURN_DIGIVOLUTION_CARDS_COST, c, 0, p, t_uid)
    if amount > 0:
        st.g[G_TOPS_CHANGED] = 1   # inherited effects gone: the rule check looks again
        collect_slot(st, tb, T_DIGIVOLUTION_CARDS_RETURNED, p, s, c, 0)
    return True


@engine_jit
def reveal_place_under(st, tb, p, r, card, uid):
    """`reveal_place_under`: reveal p's top `amount` cards; every one passing row r's card filters goes under p's
    Digimon uid as its bottom digivolution card, in the order revealed (the Digimon gone, a Token, or its stack
    full: the cards go with the rest); the rest to the deck bottom (filter=rest_to_trash: to the trash). Logged
    per card placed (amount 2, the Digimon's uid), then the cards trashed as the deck's top cards trashed."""
    e = tb.eff[r]
    k = min(e[F_AMOUNT], st.deck_n[p])
    lo = st.deck_n[p] - k
    for j in range(k):   # the top card first
        st.cand[j] = st.deck[p, st.deck_n[p] - 1 - j]
    st.deck_n[p] = lo
    s = find_uid(st, p, uid) if uid >= 0 else -1
    under = s >= 1 and is_digimon_slot(st, tb, p, s) and top_card(st, p, s) < tb.token_first
    trashed = (e[F_FILTER] & FL_REST_TO_TRASH) != 0
    rest = 0
    for j in range(k):
        c = st.cand[j]
        if under and st.stk_n[p, s] < STACK and card_matches(tb, e, c):
            for i in range(st.stk_n[p, s], 0, -1):   # the stack moves up one: the card goes to the bottom
                st.stk[p, s, i] = st.stk[p, s, i - 1]
            st.stk[p, s, 0] = c
            st.stk_n[p, s] += 1
            st.g[G_TOPS_CHANGED] = 1   # its inherited effects now count: the rule check looks again
            log_effect(st, p, card, A_REVEAL_PLACE_UNDER, c, 2, p, uid)
        elif trashed:
            to_trash(st, p, c)
            rest += 1
        else:
            to_deck_bottom(st, p, c)
            rest += 1
    if trashed and rest > 0:   # logged as the deck's top cards trashed
        log_effect(st, p, card, A_TRASH_DECK_TOP, -1, rest, p, -1)

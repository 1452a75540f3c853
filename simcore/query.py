"""Read-only questions about a game state, shared by the rules, the effects and the pilots: zone facts
and the persistent effects (DP, Security A., keywords) worked out from the effect rows, the Tamers on
the field and the modifiers with a duration."""
import numpy as np
from simcore.jit import engine_jit

from simcore.effect_codes import (C_OWN_MEMORY_LE, C_OWN_TAMERS_LE, A_BLOCKER, A_KEYWORD, A_CANT_ATTACK_OR_BLOCK, A_DP, A_JAMMING, A_PIERCING, A_REBOOT,
                                  A_RETALIATION, A_RUSH, A_SECURITY_ATTACK, C_ATTACKING_DIGIMON, C_ATTACKING_PLAYER,
                                  C_BATTLING_BARE_DIGIMON, C_DIGIVOLUTION_CARDS_GE, C_HAS_BLOCKER, C_LEVEL_GE,
                                  C_NONE, C_OPPONENT_DID_NOT_ATTACK, C_OPPONENT_HAS_BARE_DIGIMON,
                                  C_OWN_SECURITY_GE, C_OWN_SECURITY_LE, C_OWN_TRASH_GE, C_OPPONENT_TRASH_LE, C_OPPONENT_TRASH_GE, F_ACTION, F_AMOUNT,
                                  F_COND, F_COND_ARG, F_PER, F_SOURCE, F_TARGET, F_TRIGGER, F_WINDOW, S_INHERITED,
                                  S_MAIN, T_STATIC, TG_ALL_OWN, TG_ALL_OWN_AND_SECURITY, TG_ALL_OWN_SECURITY,
                                  TG_SELF, W_ANY, W_YOURS, C_THIS_HAS, C_OWN_LACKS,
                                  A_IGNORE_COLOR_REQUIREMENTS, F_CHAIN, F_COLOR, F_KIND, F_MATCH)
from simcore.effect_codes import A_PLAY_COST_DOWN, F_FOR_EACH, Q_OPPONENT_DIGIMON, Q_OWN_DIGIMON
from simcore.effect_codes import C_DNA_DIGIVOLVING, Q_DIGIVOLUTION_CARD_COLORS
from simcore.effect_codes import C_NAMED_DIGIVOLUTION_CARDS_LE, Q_OWN_TAMER_COLOR_PAIRS, Q_DIFFERENTLY_COLORED_TAMERS
from simcore.effect_codes import C_OPPONENT_NO_UNSUSPENDED, A_DIGIVOLVE_WHILE_YOU_HAVE, F_BASE_MATCH
from simcore.layout import REACH_DIGIVOLVE_WHILE
from simcore.layout import REACH_DIGIVOLVE_INTO
from simcore.effect_codes import A_DIGIVOLVE_INTO_WHILE
from simcore.layout import G_DNA_UID, G_XROS_UID
from simcore.effect_codes import C_DIGIXROSING, C_OPPONENT_TWO_OR_MORE_DIGIMON, C_OPPONENT_NO_DIGIMON
from simcore.effect_codes import (A_CANT, F_COST_MAX, F_FILTER, F_LEVEL_MAX, F_LEVEL_MIN,
                                  FL_NO_DIGIVOLUTION_CARDS, FL_OTHER, FL_SECURITY_DIGIMON, FL_SUSPENDED, FL_TAMER,
                                  TG_ALL_OPPONENT, CANT_ATTACK, CANT_BLOCK, PLAYER_RESTRICTIONS, TG_OPPONENT, TG_PLAYER)
from simcore.effect_codes import CANT_SUSPEND
from simcore.effect_codes import CANT_DP_REDUCED_BY_OPPONENT, C_ONE_OR_FEWER_OWN_TAMERS
from simcore.effect_codes import C_OPPONENT_SECURITY_LE
from simcore.effect_codes import C_OWN_DIGIMON_LE, C_OWN_HAS, C_OWN_TAMERS_GE, CANT_REDUCE_PLAY_COSTS, F_KINDS
from simcore.effect_codes import C_TURN_IS_YOURS, FL_USE_REQUIREMENT, FL_PAID_FROM_UNDER_TAMER
from simcore.effect_codes import KW_LINK_PLUS, F_COUNT
from simcore.layout import LINK_MAX
from simcore.effect_codes import FL_PAID_BY_DELETING
from simcore.effect_codes import C_OWN_HAS_NAME, C_OWN_LACKS_NAME, Q_OWN_DIGIMON_AND_TAMERS
from simcore.effect_codes import Q_OPPONENT_DIGIMON_AND_TAMERS
from simcore.effect_codes import C_COLORS_GE, C_OPPONENT_DIGIMON_GE, C_OWN_HAND_LE, C_OWN_MEMORY_GE
from simcore.effect_codes import C_OPPONENT_HAND_GE, C_OWN_HAND_GE
from simcore.effect_codes import C_ALL_DIGIMON_GE, C_ALL_SECURITY_LE, C_ALL_TRASH_GE
from simcore.effect_codes import C_OWN_DIGIMON_FEWER, C_DIGIMON_DP_GE
from simcore.effect_codes import C_OPPONENT_FIELD_AT_LEAST_OWN
from simcore.layout import (BREEDING, G_ATK_TARGET, G_ATTACKED, G_BATTLE_BARE0, G_CUR, G_MEM, G_MODN, G_TURN,
                            K_DIGIMON, K_EGG, K_OPTION, K_TAMER, MOD_ACTION, MOD_AMOUNT, MOD_PLAYER, MOD_SCOPE, MOD_UID,
                            SCOPE_DIGIMON, SCOPE_SECURITY, SCOPE_ROW_SHIFT, REACH_FILTERED,
                            REACH_INHERITED, REACH_OPPONENT, REACH_OPPONENT_SECURITY)
from simcore.layout import G_PROGRESS_UID, SCOPE_BY_OPPONENT
from simcore.effect_codes import FL_OR_TOKEN
from simcore.effect_codes import FL_ONE_OR_FEWER_DIGIVOLUTION_CARDS, C_DIGIVOLUTION_CARD_COLORS_GE
from simcore.effect_codes import TG_ALL_OWN_SAME_NAME
from simcore.effect_codes import S_LINK
from simcore.effect_codes import CANT_BE_AFFECTED_BY_OPPONENTS, CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON, F_CARD
from simcore.layout import G_IMMUNITY, MOD_FROM_DIGIMON
from simcore.effect_codes import Q_RETURNED_CARD_COLORS
from simcore.effect_codes import Q_BOTH_TRASH_FIVES, Q_BOTH_TRASH_TENS, Q_OWN_TRASH_TENS
from simcore.layout import G_PAID
from simcore.layout import G_AS_DIGIMON
from simcore.effect_codes import A_AS_DIGIMON
from simcore.effect_codes import Q_OWN_SECURITY, Q_OWN_FACE_UP_SECURITY
from simcore.effect_codes import Q_FACE_DOWN, Q_PAID, A_DIGIMON_PLAY_COST_DOWN
from simcore.layout import G_FACE_DOWN
from simcore.effect_codes import C_NO_FACE_UP_SECURITY, S_SECURITY
from simcore.effect_codes import C_CHECKED_FACE_UP, C_OWN_DIGIMON_ALL_HAVE, C_NO_FACE_UP_SECURITY_OF_COLOR
from simcore.effect_codes import A_DIGIVOLVE_ONLY_INTO
from simcore.layout import G_CHECKED_FACE_UP
from simcore.effect_codes import C_OWN_SUSPENDED_TAMER
from simcore.effect_codes import T_ON_PLAY
from simcore.effect_codes import (C_EITHER_TRASH_GE, C_HAS_ON_PLAY, C_OPPONENT_BARE_DIGIMON_GE,
                                  C_OWN_SUSPENDED_DIGIMON_GE, C_OPPONENT_NO_STACKED_DIGIMON)
from simcore.effect_codes import C_SUSPENDED_DIGIMON_GE, Q_SUSPENDED_DIGIMON, C_ONE_OR_FEWER_OWN_DIGIMON
from simcore.layout import REACH_FACE_UP_SECURITY
from simcore.effect_codes import C_OPPONENT_DP_GE
from simcore.effect_codes import C_NAMED_DIGIVOLUTION_CARDS_GE
from simcore.effect_codes import C_TAMER_BENEATH
from simcore.effect_codes import C_NAMED_UNDER_OR_OWN_HAS
from simcore.effect_codes import C_NO_DIGIVOLUTION_CARDS, C_THIS_SUSPENDED
from simcore.layout import REACH_STATIC_IMMUNITY
from simcore.effect_codes import C_HAS_SECURITY_ATTACK, CANT_ATTACK_THIS, Q_OWN_LINK_CARDS
from simcore.effect_codes import Q_OPPONENT_HAND_QUADS, C_OPPONENT_HAND_OR_DIGIVOLUTION_CARDS_GE
from simcore.effect_codes import C_OWN_TAMER_NAMES_GE, C_OPPONENT_LEVEL_GE
from simcore.effect_codes import C_OWN_TRAIT_TAMERS_GE, C_OWN_TRAIT_DIGIVOLUTION_CARDS_GE, C_OWN_NAMED_UNDER
from simcore.effect_codes import C_OWN_SUSPENDED_TRAIT_DIGIMON_GE
from simcore.effect_codes import C_OWN_SECURITY_FEWER, Q_OWN_HAND
from simcore.effect_codes import C_OPPONENT_NO_MORE_DIGIVOLUTION_CARDS


@engine_jit
def first_source(st, tb, p, s):
    """Stack index of the lowest card of p's slot s whose text works: 0 under a Digimon (the inherited effects of its
    digivolution cards), the top card alone otherwise (cards under a Tamer are no digivolution cards)."""
    return 0 if tb.kind[st.top[p, s]] == K_DIGIMON else st.stk_n[p, s] - 1

@engine_jit
def memory_of(st, p):
    """Memory on player p's side of the shared gauge."""
    m = st.g[G_MEM]
    return m if p == 0 else -m


@engine_jit
def top_card(st, p, s):
    return st.top[p, s]  # kept by every move that changes a stack's top (checked in checking mode)


@engine_jit
def is_digimon_slot(st, tb, p, s):
    """Every "is this a Digimon" question asks here: a Digimon or Digi-Egg, or a Tamer an as_digimon effect
    treats as a Digimon now (read only once such an effect was used this game, G_AS_DIGIMON)."""
    if st.stk_n[p, s] == 0:
        return False
    k = tb.kind[top_card(st, p, s)]
    if k == K_DIGIMON or k == K_EGG:
        return True
    return k == K_TAMER and st.g[G_AS_DIGIMON] != 0 and as_digimon_dp(st, p, s) > 0


@engine_jit
def as_digimon_dp(st, p, s):
    """The DP p's Tamer in slot s has as a Digimon: the newest as_digimon modifier on it (a newer such effect
    overwrites the DP of an older one, General Rules Q&A), 0 when none is in force."""
    uid = st.uid[p, s]
    for i in range(st.g[G_MODN] - 1, -1, -1):
        if st.mod[i, MOD_ACTION] == A_AS_DIGIMON and st.mod[i, MOD_UID] == uid and st.mod[i, MOD_PLAYER] == p:
            return st.mod[i, MOD_AMOUNT]
    return 0


@engine_jit
def is_tamer_slot(st, tb, p, s):
    return st.stk_n[p, s] > 0 and tb.kind[top_card(st, p, s)] == K_TAMER


@engine_jit
def digivolution_cards(st, p, s):
    return st.stk_n[p, s] - 1


@engine_jit
def window_ok(st, p, w):
    """An effect of player p limited to [Your Turn] / [Opponent's Turn] works now."""
    return w == W_ANY or (w == W_YOURS) == (st.g[G_CUR] == p)


@engine_jit
def has_bare_digimon(st, tb, q):
    """Player q has a battle-area Digimon with no digivolution cards."""
    for s in range(1, st.fld_n[q]):
        if st.stk_n[q, s] == 1 and is_digimon_slot(st, tb, q, s):
            return True
    return False


@engine_jit
def progress_shielded(st, q, s):
    """q's Digimon in slot s attacks with <Progress> now: the effects of q's opponent don't affect it."""
    return st.g[G_PROGRESS_UID] != 0 and st.g[G_PROGRESS_UID] == st.uid[q, s] + 1


@engine_jit
def set_aside(st, tb, i, uid):
    """Modifier i is one an opponent's effect gave the Digimon `uid`, which attacks with <Progress> now, or which
    the opponent's effects (their Digimon's effects, for a modifier one of those gave) don't affect now."""
    if (st.mod[i, MOD_SCOPE] & SCOPE_BY_OPPONENT) == 0 or uid < 0:
        return False
    if st.g[G_PROGRESS_UID] == uid + 1:
        return True
    if st.mod[i, MOD_ACTION] == A_DP and st.mod[i, MOD_AMOUNT] < 0 and \
            (tb.cant_codes & (np.int64(1) << CANT_DP_REDUCED_BY_OPPONENT)) != 0 and \
            dp_cut_barred(st, tb, st.mod[i, MOD_PLAYER], uid):
        return True   # the opponent's effects can't reduce its DP now (dp_reduced_by_opponent); no call without it
    if st.g[G_IMMUNITY] == 0 and (tb.reach & REACH_STATIC_IMMUNITY) == 0:
        return False
    imm = immunity_now(st, tb, st.mod[i, MOD_PLAYER], uid)
    return imm == 2 or (imm == 1 and st.mod[i, MOD_FROM_DIGIMON] != 0)


@engine_jit
def dp_cut_barred(st, tb, q, uid):
    """q's Digimon `uid` is under a granted dp_reduced_by_opponent now (a modifier of its own, or one on all of q's
    Digimon): the DP cuts of q's opponent's effects are set aside. Reads the modifiers alone (no condition), so that
    the DP queries it serves never call back into it."""
    if (tb.cant_codes & (np.int64(1) << CANT_DP_REDUCED_BY_OPPONENT)) == 0 or uid < 0:
        return False
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_PLAYER] == q and st.mod[i, MOD_ACTION] == A_CANT and \
                st.mod[i, MOD_AMOUNT] == CANT_DP_REDUCED_BY_OPPONENT and (
                st.mod[i, MOD_UID] == uid or (st.mod[i, MOD_UID] == -1 and st.mod[i, MOD_SCOPE] == SCOPE_DIGIMON)):
            return True
    return False


@engine_jit
def immunity_now(st, tb, q, uid):
    """immunity_of, with the persistent immunity rows of the Digimon's own cards (static_immunity) too."""
    imm = immunity_of(st, q, uid) if st.g[G_IMMUNITY] != 0 else 0
    if imm < 2 and st.g[G_IMMUNITY] != 0:
        k = filtered_immunity(st, tb, q, uid)
        if k > imm:
            imm = k
    if imm < 2 and (tb.reach & REACH_STATIC_IMMUNITY) != 0:
        for s in range(1, st.fld_n[q]):
            if st.uid[q, s] == uid and st.stk_n[q, s] > 0:
                k = static_immunity(st, tb, q, s)
                if k > imm:
                    imm = k
                break
    return imm


@engine_jit
def static_immunity(st, tb, q, s):
    """What of the opponent's effects don't affect q's Digimon in slot s by a persistent `cant` row of its own
    cards (the top card's main text, the inherited text beneath; target=self, in its window, with no condition,
    if=no_digivolution_cards or if=own_memory<=N): 0 nothing, 1 the effects of the opponent's Digimon, 2 all of the
    opponent's effects. Reads no other condition, so that the DP and restriction queries it serves never call back into it."""
    bit = np.int64(1) << A_CANT
    if (tb.self_static_any & bit) == 0:
        return 0
    best = 0
    n = st.stk_n[q, s]
    for i in range(first_source(st, tb, q, s), n):
        c = st.stk[q, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        if (tb.self_static_bits[c, src] & bit) == 0:
            continue
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != src or e[F_ACTION] != A_CANT or e[F_TARGET] != TG_SELF:
                continue
            a = e[F_AMOUNT]
            if a != CANT_BE_AFFECTED_BY_OPPONENTS and a != CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON:
                continue
            if not window_ok(st, q, e[F_WINDOW]):
                continue
            if e[F_COND] == C_NO_DIGIVOLUTION_CARDS:
                if n > 1:
                    continue
            elif e[F_COND] == C_OWN_MEMORY_LE:   # "while you have N or less memory": the gauge, no query
                if memory_of(st, q) > e[F_COND_ARG]:
                    continue
            elif e[F_COND] != C_NONE:
                continue
            if a == CANT_BE_AFFECTED_BY_OPPONENTS:
                return 2
            best = 1
    return best


@engine_jit
def immunity_of(st, q, uid):
    """What of the opponent's effects don't affect q's Digimon `uid` now, by a granted restriction (its own, or one
    on all of q's Digimon): 0 nothing, 1 the effects of the opponent's Digimon, 2 all of the opponent's effects."""
    best = 0
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_PLAYER] == q and st.mod[i, MOD_ACTION] == A_CANT and (
                st.mod[i, MOD_UID] == uid or (st.mod[i, MOD_UID] == -1 and st.mod[i, MOD_SCOPE] == SCOPE_DIGIMON)):
            a = st.mod[i, MOD_AMOUNT]
            if a == CANT_BE_AFFECTED_BY_OPPONENTS:
                return 2
            if a == CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON:
                best = 1
    return best


@engine_jit
def filtered_immunity(st, tb, q, uid):
    """What of the opponent's effects don't affect q's Digimon `uid` now by a restriction q granted to all of q's
    Digimon that pass its row's filters, tested again at every read (RULES.md section 11: "none of your suspended [X]
    trait Digimon are affected by ..."): 0 nothing, 1 the effects of the opponent's Digimon, 2 all of them."""
    best = 0
    for i in range(st.g[G_MODN]):
        sc = st.mod[i, MOD_SCOPE]
        if st.mod[i, MOD_PLAYER] != q or st.mod[i, MOD_ACTION] != A_CANT or st.mod[i, MOD_UID] != -1 \
                or (sc & SCOPE_DIGIMON) == 0 or (sc & SCOPE_BY_OPPONENT) != 0 or (sc >> SCOPE_ROW_SHIFT) == 0:
            continue
        a = st.mod[i, MOD_AMOUNT]
        if a != CANT_BE_AFFECTED_BY_OPPONENTS and a != CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON:
            continue
        for s in range(1, st.fld_n[q]):
            if st.uid[q, s] == uid:
                if immunity_row_passes(st, tb, tb.eff[(sc >> SCOPE_ROW_SHIFT) - 1], q, s):
                    if a == CANT_BE_AFFECTED_BY_OPPONENTS:
                        return 2
                    best = 1
                break
    return best


@engine_jit
def immunity_row_passes(st, tb, e, q, s):
    """q's Digimon in slot s passes the filters of the immunity row e (decks.effects allows these only: suspended, no
    digivolution cards, trait/name, level, colour): slot_state_passes without the play cost, which reads modifiers and
    would call back into the immunity."""
    if not is_digimon_slot(st, tb, q, s):
        return False
    f = e[F_FILTER]
    if (f & FL_NO_DIGIVOLUTION_CARDS) != 0 and st.stk_n[q, s] != 1:
        return False
    if (f & FL_SUSPENDED) != 0 and st.susp[q, s] == 0:
        return False
    c = top_card(st, q, s)
    if e[F_MATCH] > 0 and (tb.match_bits[c] >> (e[F_MATCH] - 1)) & 1 == 0:
        return False
    if e[F_LEVEL_MAX] >= 0 and tb.level[c] > e[F_LEVEL_MAX]:
        return False
    if e[F_LEVEL_MIN] >= 0 and tb.level[c] < e[F_LEVEL_MIN]:
        return False
    return e[F_COLOR] == 0 or (tb.colors[c] & e[F_COLOR]) != 0


@engine_jit
def is_digimon_effect(tb, e):
    """Row e is an effect of a Digimon: the text of a Digimon card (main, [Security], link) or inherited text."""
    src = e[F_SOURCE]
    if src == S_INHERITED or src == S_LINK:
        return True
    k = tb.kind[e[F_CARD]]
    return k == K_DIGIMON or k == K_EGG


@engine_jit
def shielded_from(st, tb, q, s, e):
    """The effect row e of q's opponent doesn't affect q's Digimon in slot s: <Progress> while it attacks, or a
    granted immunity to the opponent's (Digimon) effects."""
    if progress_shielded(st, q, s):
        return True
    if st.g[G_IMMUNITY] == 0 and (tb.reach & REACH_STATIC_IMMUNITY) == 0:
        return False
    imm = immunity_now(st, tb, q, st.uid[q, s])
    return imm == 2 or (imm == 1 and is_digimon_effect(tb, e))


@engine_jit
def mod_sum(st, tb, p, uid, action, scope):
    """Sum of the modifiers of player p with this action on the Digimon `uid` or player-wide in `scope`."""
    total = 0
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == action and not set_aside(st, tb, i, uid):
            u = st.mod[i, MOD_UID]
            if (uid >= 0 and u == uid) or (u == -1 and (st.mod[i, MOD_SCOPE] & scope) != 0
                                           and (st.mod[i, MOD_SCOPE] >> SCOPE_ROW_SHIFT) == 0):
                total += st.mod[i, MOD_AMOUNT]
    return total


@engine_jit(inline=True)
def slot_state_passes(st, tb, e, q, s, src_uid):
    """The filters of row e on the card in q's slot s, whatever its kind (slot_passes and
    simcore.targets.digimon_matches test the kind first): suspended, digivolution cards, other than the effect's
    own (src_uid), trait/name (FL_OR_TOKEN: or a Token), level, play cost, colour."""
    f = e[F_FILTER]
    if (f & FL_NO_DIGIVOLUTION_CARDS) != 0 and st.stk_n[q, s] != 1:
        return False
    if (f & FL_ONE_OR_FEWER_DIGIVOLUTION_CARDS) != 0 and st.stk_n[q, s] > 2:
        return False
    if (f & FL_SUSPENDED) != 0 and st.susp[q, s] == 0:
        return False
    if (f & FL_OTHER) != 0 and st.uid[q, s] == src_uid:
        return False
    c = top_card(st, q, s)
    if e[F_MATCH] > 0 and (tb.match_bits[c] >> (e[F_MATCH] - 1)) & 1 == 0 and not (
            (f & FL_OR_TOKEN) != 0 and c >= tb.token_first):   # "all of your Tokens and [X] trait Digimon"
        return False
    if e[F_LEVEL_MAX] >= 0 and tb.level[c] > e[F_LEVEL_MAX]:
        return False
    if e[F_LEVEL_MIN] >= 0 and tb.level[c] < e[F_LEVEL_MIN]:
        return False
    if e[F_COST_MAX] >= 0 and (tb.cost[c] < 0 or (tb.cost[c] > e[F_COST_MAX]
                                                  and slot_play_cost(st, tb, q, s) > e[F_COST_MAX])):
        return False
    return e[F_COLOR] == 0 or (tb.colors[c] & e[F_COLOR]) != 0


@engine_jit(inline=True)
def slot_passes(st, tb, e, q, s, src_uid):
    """q's battle-area Digimon (FL_TAMER: Tamer) in slot s passes the filters of row e that an "all of ..." effect
    keeps testing (RULES.md §11): trait/name, level, play cost, colour, suspended, no digivolution cards, other
    than the effect's own (src_uid). DP filters are the counted targets' (simcore.targets), never persistent.
    Inlined: field_total asks it of every Digimon at every DP read while an "all of ..." row is in play."""
    if (e[F_FILTER] & FL_TAMER) != 0:
        if not is_tamer_slot(st, tb, q, s):
            return False
    elif not is_digimon_slot(st, tb, q, s):
        return False
    return slot_state_passes(st, tb, e, q, s, src_uid)


@engine_jit
def slot_play_cost(st, tb, q, s):
    """The play cost of q's Digimon in slot s as effects read it in the battle area: its top card's, less its
    digimon_play_cost_down modifiers, never below 0 (-1: no play cost)."""
    c = top_card(st, q, s)
    if tb.cost[c] < 0:
        return -1
    return max(tb.cost[c] - mod_sum(st, tb, q, st.uid[q, s], A_DIGIMON_PLAY_COST_DOWN, 0), 0)


@engine_jit
def filtered_mod_total(st, tb, p, s, action, value):
    """Player-wide modifiers of p with this action whose row filters the Digimon in slot s passes (MOD_SCOPE's
    row bits): value < 0, the sum of their amounts; else how many have the amount `value` (a named word)."""
    total = 0
    for i in range(st.g[G_MODN]):
        sc = st.mod[i, MOD_SCOPE]
        if st.mod[i, MOD_PLAYER] != p or st.mod[i, MOD_ACTION] != action or (sc >> SCOPE_ROW_SHIFT) == 0 \
                or st.mod[i, MOD_UID] != -1 or (sc & SCOPE_DIGIMON) == 0:
            continue
        if value >= 0 and st.mod[i, MOD_AMOUNT] != value:
            continue
        if set_aside(st, tb, i, st.uid[p, s]):
            continue
        if slot_passes(st, tb, tb.eff[(sc >> SCOPE_ROW_SHIFT) - 1], p, s, -1):
            total += st.mod[i, MOD_AMOUNT] if value < 0 else 1
    return total


@engine_jit
def field_total(st, tb, p, s, action, value):
    """Persistent "all of ..." rows of both players' battle-area cards that reach p's Digimon in slot s: p's own
    all_own / all_own_and_security rows and the opponent's all_opponent rows, from top cards (main) and the cards
    beneath (inherited), each in its owner's window, under its condition and passing its Digimon filters.
    value < 0: the sum of their amounts; else how many have the amount `value` (a named keyword, a restriction)."""
    bit = np.int64(1) << action
    if (tb.field_digimon_any & bit) == 0:
        return 0
    total = 0
    sides = 2 if (tb.reach & REACH_OPPONENT) != 0 and not progress_shielded(st, p, s) else 1
    imm = 0 if sides == 1 or (st.g[G_IMMUNITY] == 0 and (tb.reach & REACH_STATIC_IMMUNITY) == 0) \
        else immunity_now(st, tb, p, st.uid[p, s])
    if imm == 2:
        sides = 1   # none of the opponent's effects affect it
    for k in range(sides):
        owner = p if k == 0 else 1 - p
        for t in range(1, st.fld_n[owner]):
            n = st.stk_n[owner, t]
            lo = first_source(st, tb, owner, t) if (tb.reach & REACH_INHERITED) != 0 else n - 1   # top cards only,
            # unless some row is inherited
            for i in range(lo, n):
                c = st.stk[owner, t, i]
                if (tb.field_static_bits[c] & bit) == 0:
                    continue
                src = S_MAIN if i == n - 1 else S_INHERITED
                f = tb.eff_first[c]
                for r in range(f, f + tb.eff_n[c]):
                    e = tb.eff[r]
                    if e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != src or e[F_ACTION] != action or e[F_CHAIN] != 0:
                        continue
                    tg = e[F_TARGET]
                    if k == 0:
                        if tg == TG_ALL_OWN_SAME_NAME:   # the Digimon named as this one's top card
                            if tb.name_id[top_card(st, p, s)] != tb.name_id[st.stk[owner, t, n - 1]]:
                                continue
                        elif tg != TG_ALL_OWN and tg != TG_ALL_OWN_AND_SECURITY:
                            continue
                    elif tg != TG_ALL_OPPONENT or (e[F_FILTER] & FL_SECURITY_DIGIMON) != 0:
                        continue
                    elif imm == 1 and is_digimon_effect(tb, e):
                        continue   # the opponent's Digimon effects don't affect it
                    elif action == A_DP and e[F_AMOUNT] < 0 and dp_cut_barred(st, tb, p, st.uid[p, s]):
                        continue   # the opponent's effects can't reduce its DP now (dp_reduced_by_opponent)
                    if value >= 0 and e[F_AMOUNT] != value:
                        continue
                    if e[F_COND] == C_HAS_SECURITY_ATTACK and not security_attack_granted(st, tb, p, s):
                        continue   # "Digimon with <Security Attack>": this one has none
                    if window_ok(st, owner, e[F_WINDOW]) and \
                            condition_holds(st, tb, owner, t, e[F_COND], e[F_COND_ARG]) and \
                            slot_passes(st, tb, e, p, s, st.uid[owner, t]):
                        total += e[F_AMOUNT] if value < 0 else 1
    if (tb.reach & REACH_FACE_UP_SECURITY) != 0 and st.sec_n[p] > 0:
        total += face_up_security_total(st, tb, p, s, action, value)
    return total


@engine_jit(inline=True)
def own_static_row_holds(st, tb, p, s, action, value):
    """A persistent row of p's Digimon in slot s itself (its top card's main, the inherited ones beneath) gives it
    `action` now, with the amount `value` (value < 0: any amount but 0), in its window and under its condition.
    Inlined: most calls end at the match's table of persistent effects, without a loop."""
    bit = np.int64(1) << action
    if (tb.self_static_any & bit) == 0:
        return False
    n = st.stk_n[p, s]
    for i in range(first_source(st, tb, p, s), n):
        c = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        if (tb.self_static_bits[c, src] & bit) == 0:
            continue
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if (e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == action
                    and (e[F_AMOUNT] == value if value >= 0 else e[F_AMOUNT] != 0) and e[F_TARGET] == TG_SELF
                    and window_ok(st, p, e[F_WINDOW]) and self_row_holds(st, tb, p, s, e)):
                return True
    return False


@engine_jit
def security_attack_granted(st, tb, p, s):
    """p's Digimon in slot s has <Security Attack> now, +N or -N (the condition has_security_attack): a row of its own
    (top card's main, the inherited ones beneath), a link card's, an all-of row of either battle area or p's face-up
    security, or a modifier gives it one. Apart from static_sum, which it must not call (field_total calls this):
    a Digimon given +1 and -1 has both."""
    if s == BREEDING or st.stk_n[p, s] == 0:
        return False
    bit = np.int64(1) << A_SECURITY_ATTACK
    if own_static_row_holds(st, tb, p, s, A_SECURITY_ATTACK, -1):
        return True
    if st.lnk_n[p, s] > 0 and link_static(st, tb, p, s, A_SECURITY_ATTACK, -1) != 0:
        return True
    if (tb.field_digimon_any & bit) != 0:
        for k in range(2):
            owner = p if k == 0 else 1 - p
            for t in range(1, st.fld_n[owner]):
                m = st.stk_n[owner, t]
                for i in range(first_source(st, tb, owner, t), m):
                    c = st.stk[owner, t, i]
                    if (tb.field_static_bits[c] & bit) == 0:
                        continue
                    src = S_MAIN if i == m - 1 else S_INHERITED
                    f = tb.eff_first[c]
                    for r in range(f, f + tb.eff_n[c]):
                        e = tb.eff[r]
                        if e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != src or e[F_ACTION] != A_SECURITY_ATTACK \
                                or e[F_CHAIN] != 0 or e[F_AMOUNT] == 0:
                            continue
                        tg = e[F_TARGET]
                        if k == 0 and tg != TG_ALL_OWN and tg != TG_ALL_OWN_AND_SECURITY:
                            continue
                        if k == 1 and (tg != TG_ALL_OPPONENT or (e[F_FILTER] & FL_SECURITY_DIGIMON) != 0):
                            continue
                        if window_ok(st, owner, e[F_WINDOW]) and \
                                condition_holds(st, tb, owner, t, e[F_COND], e[F_COND_ARG]) and \
                                slot_passes(st, tb, e, p, s, st.uid[owner, t]):
                            return True
        if (tb.reach & REACH_FACE_UP_SECURITY) != 0 and st.sec_n[p] > 0 and \
                face_up_security_total(st, tb, p, s, A_SECURITY_ATTACK, -1) != 0:
            return True
    uid = st.uid[p, s]
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_PLAYER] != p or st.mod[i, MOD_ACTION] != A_SECURITY_ATTACK or st.mod[i, MOD_AMOUNT] == 0 \
                or set_aside(st, tb, i, uid):
            continue
        u = st.mod[i, MOD_UID]
        sc = st.mod[i, MOD_SCOPE]
        if u == uid or (u == -1 and (sc & SCOPE_DIGIMON) != 0 and (
                (sc >> SCOPE_ROW_SHIFT) == 0 or slot_passes(st, tb, tb.eff[(sc >> SCOPE_ROW_SHIFT) - 1], p, s, -1))):
            return True
    return False


@engine_jit
def attack_this_barred(st, tb, p, s, t):
    """p's Digimon in slot s can't attack the opponent's Digimon in slot t (the restriction attack_this): t has a
    persistent all_opponent `cant attack_this` row (its top card's main, or inherited beneath) in its owner's window,
    under its condition, whose Digimon filters (and has_security_attack) the attacker passes."""
    if not restricted(st, tb, p, s, CANT_ATTACK_THIS):
        return False   # no such row reaches the attacker
    q = 1 - p
    n = st.stk_n[q, t]
    for i in range(first_source(st, tb, q, t), n):
        c = st.stk[q, t, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        f = tb.eff_first[c]
        if f < 0:
            continue
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != src or e[F_ACTION] != A_CANT or e[F_CHAIN] != 0 \
                    or e[F_AMOUNT] != CANT_ATTACK_THIS or e[F_TARGET] != TG_ALL_OPPONENT:
                continue
            if e[F_COND] == C_HAS_SECURITY_ATTACK and not security_attack_granted(st, tb, p, s):
                continue
            if window_ok(st, q, e[F_WINDOW]) and condition_holds(st, tb, q, t, e[F_COND], e[F_COND_ARG]) and \
                    slot_passes(st, tb, e, p, s, st.uid[q, t]):
                return True
    return False


@engine_jit
def face_up_security_total(st, tb, p, s, action, value):
    """What p's face-up security cards give p's Digimon in slot s (RULES.md §10.8): their persistent [Security]
    rows (source security, static) on all of p's Digimon, in their window, under their condition and passing their
    Digimon filters. value < 0: the sum of the amounts; else how many have the amount `value`."""
    bit = np.int64(1) << action
    total = 0
    for i in range(st.sec_n[p]):
        if st.sec_up[p, i] == 0:
            continue
        c = st.sec[p, i]
        if (tb.field_static_bits[c] & bit) == 0:
            continue
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != S_SECURITY or e[F_ACTION] != action or e[F_CHAIN] != 0:
                continue
            if e[F_TARGET] != TG_ALL_OWN and e[F_TARGET] != TG_ALL_OWN_AND_SECURITY:
                continue
            if value >= 0 and e[F_AMOUNT] != value:
                continue
            if window_ok(st, p, e[F_WINDOW]) and condition_holds(st, tb, p, -1, e[F_COND], e[F_COND_ARG]) and \
                    slot_passes(st, tb, e, p, s, -1):
                total += e[F_AMOUNT] if value < 0 else 1
    return total


@engine_jit
def opponent_security_static(st, tb, q, action):
    """Persistent "all of your opponent's Security Digimon" rows (all_opponent, filter=security_digimon) of the
    battle-area cards of q's opponent, main or inherited, that reach q's Security Digimon now."""
    if (tb.reach & REACH_OPPONENT_SECURITY) == 0:
        return 0   # no card of the match has one
    o = 1 - q
    total = 0
    for t in range(1, st.fld_n[o]):
        n = st.stk_n[o, t]
        for i in range(first_source(st, tb, o, t), n):
            c = st.stk[o, t, i]
            src = S_MAIN if i == n - 1 else S_INHERITED
            if ((tb.trigger_bits[c, src] >> T_STATIC) & 1) == 0:
                continue   # no persistent row there (these rows are left out of field_static_bits)
            f = tb.eff_first[c]
            for r in range(f, f + tb.eff_n[c]):
                e = tb.eff[r]
                if e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == action and e[F_CHAIN] == 0 \
                        and e[F_TARGET] == TG_ALL_OPPONENT and (e[F_FILTER] & FL_SECURITY_DIGIMON) != 0 \
                        and window_ok(st, o, e[F_WINDOW]) and condition_holds(st, tb, o, t, e[F_COND], e[F_COND_ARG]):
                    total += e[F_AMOUNT]
    return total


@engine_jit
def unconditional_keyword(st, tb, p, s, action):
    """A keyword from the stack's unconditional static rows or a modifier (used inside conditions, so it
    evaluates no condition itself)."""
    bit = np.int64(1) << action
    n = st.stk_n[p, s]
    if (tb.self_static_any & bit) != 0:
        for i in range(first_source(st, tb, p, s), n):
            c = st.stk[p, s, i]
            src = S_MAIN if i == n - 1 else S_INHERITED
            if (tb.self_static_bits[c, src] & bit) == 0:
                continue
            f = tb.eff_first[c]
            for r in range(f, f + tb.eff_n[c]):
                e = tb.eff[r]
                if (e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == action
                        and e[F_TARGET] == TG_SELF and e[F_COND] == C_NONE and window_ok(st, p, e[F_WINDOW])):
                    return True
    return mod_sum(st, tb, p, st.uid[p, s], action, SCOPE_DIGIMON) > 0


@engine_jit(inline=True)
def condition_holds(st, tb, p, s, cond, arg):
    """Condition of an effect controlled by player p whose source is slot s (-1 = none). Inlined: most rows
    have none, and the persistent-effect scans ask at every DP or keyword read."""
    if cond == C_NONE or cond == C_HAS_SECURITY_ATTACK:   # has_security_attack: of the Digimon reached
        return True                                          # (field_total), not of the row's own
    return condition_holds_now(st, tb, p, s, cond, arg)


@engine_jit
def condition_holds_now(st, tb, p, s, cond, arg):
    """condition_holds for a row with a condition."""
    if cond == C_NAMED_UNDER_OR_OWN_HAS:   # persistent rows: the own_has half, a Digimon of p's with bit arg-1
        for t in range(1, st.fld_n[p]):   # (timed rows: simcore.effects.row_condition_holds reads both halves)
            if arg > 0 and is_digimon_slot(st, tb, p, t) and ((tb.match_bits[top_card(st, p, t)] >> (arg - 1)) & 1) != 0:
                return True
        return False
    if cond == C_OWN_HAS_NAME or cond == C_OWN_LACKS_NAME:
        # a Digimon or Tamer of the battle area, its top card with the name (bit arg-1); own_lacks_name: none
        for t in range(1, st.fld_n[p]):
            if st.stk_n[p, t] > 0 and arg > 0 and ((tb.match_bits[top_card(st, p, t)] >> (arg - 1)) & 1) != 0 \
                    and (is_digimon_slot(st, tb, p, t) or tb.kind[top_card(st, p, t)] == K_TAMER):
                return cond == C_OWN_HAS_NAME
        return cond == C_OWN_LACKS_NAME
    if cond == C_OWN_SECURITY_LE:
        return st.sec_n[p] <= arg
    if cond == C_DNA_DIGIVOLVING:
        return s >= 0 and st.g[G_DNA_UID] == 1 + st.uid[p, s]
    if cond == C_DIGIXROSING:
        return s >= 0 and st.g[G_XROS_UID] == 1 + st.uid[p, s]
    if cond == C_OPPONENT_SECURITY_LE:
        return st.sec_n[1 - p] <= arg
    if cond == C_OWN_SECURITY_GE:
        return st.sec_n[p] >= arg
    if cond == C_OWN_TRASH_GE:
        return st.trash_n[p] >= arg
    if cond == C_OPPONENT_TRASH_LE:
        return st.trash_n[1 - p] <= arg
    if cond == C_OPPONENT_TRASH_GE:
        return st.trash_n[1 - p] >= arg
    if cond == C_OWN_MEMORY_LE:
        return memory_of(st, p) <= arg
    if cond == C_OWN_TAMERS_LE or cond == C_ONE_OR_FEWER_OWN_TAMERS:
        n = 0
        for t in range(1, st.fld_n[p]):
            if is_tamer_slot(st, tb, p, t):
                n += 1
        return n <= (1 if cond == C_ONE_OR_FEWER_OWN_TAMERS else arg)
    if cond == C_OPPONENT_HAS_BARE_DIGIMON:
        return has_bare_digimon(st, tb, 1 - p)
    if cond == C_OWN_MEMORY_GE:
        return memory_of(st, p) >= arg
    if cond == C_OWN_HAND_LE:
        return st.hand_n[p] <= arg
    if cond == C_OWN_HAND_GE:
        return st.hand_n[p] >= arg
    if cond == C_OPPONENT_HAND_GE:
        return st.hand_n[1 - p] >= arg
    if cond == C_OPPONENT_HAND_OR_DIGIVOLUTION_CARDS_GE:   # arg: hand cards * 100 + digivolution cards
        if st.hand_n[1 - p] >= arg // 100:
            return True
        return s >= 0 and st.stk_n[p, s] > 0 and st.stk_n[p, s] - 1 >= arg % 100
    if cond == C_TURN_IS_YOURS:
        return st.g[G_CUR] == p
    if cond == C_OWN_TAMERS_GE:
        n = 0
        for t in range(1, st.fld_n[p]):
            if is_tamer_slot(st, tb, p, t):
                n += 1
        return n >= arg
    if cond == C_OWN_TAMER_NAMES_GE:   # arg: N * 64 + the trait/name bit (0: any Tamer)
        return own_tamer_names(st, tb, p, arg % 64) >= arg // 64
    if cond == C_OWN_TRAIT_TAMERS_GE:   # arg: N * 64 + the trait/name bit (0: any Tamer)
        return own_with_bit(st, tb, p, arg % 64, True) >= arg // 64
    if cond == C_OWN_TRAIT_DIGIVOLUTION_CARDS_GE or cond == C_OWN_NAMED_UNDER \
            or cond == C_OWN_SUSPENDED_TRAIT_DIGIMON_GE:
        return own_digimon_under(st, tb, p, cond, arg)
    if cond == C_OPPONENT_LEVEL_GE:
        for t in range(1, st.fld_n[1 - p]):
            if is_digimon_slot(st, tb, 1 - p, t) and tb.level[top_card(st, 1 - p, t)] >= arg:
                return True
        return False
    if cond == C_ONE_OR_FEWER_OWN_DIGIMON:
        return count_of(st, tb, p, Q_OWN_DIGIMON) <= 1
    if cond == C_OWN_DIGIMON_LE:
        return count_of(st, tb, p, Q_OWN_DIGIMON) <= arg
    if cond == C_ALL_SECURITY_LE:
        return st.sec_n[0] + st.sec_n[1] <= arg
    if cond == C_ALL_TRASH_GE:
        return st.trash_n[0] + st.trash_n[1] >= arg
    if cond == C_ALL_DIGIMON_GE:
        n = 0
        for q in range(2):
            for t in range(1, st.fld_n[q]):
                if is_digimon_slot(st, tb, q, t):
                    n += 1
        return n >= arg
    if cond == C_EITHER_TRASH_GE:
        return st.trash_n[p] >= arg or st.trash_n[1 - p] >= arg
    if cond == C_HAS_ON_PLAY:   # the top card's own [On Play] rows
        if s < 0 or st.stk_n[p, s] == 0:
            return False
        c = top_card(st, p, s)
        f = tb.eff_first[c]
        if f < 0:
            return False
        for r in range(f, f + tb.eff_n[c]):
            if tb.eff[r, F_TRIGGER] == T_ON_PLAY and tb.eff[r, F_SOURCE] == S_MAIN:
                return True
        return False
    if cond == C_OPPONENT_BARE_DIGIMON_GE or cond == C_OPPONENT_NO_STACKED_DIGIMON:
        bare = 0
        stacked = 0
        for t in range(1, st.fld_n[1 - p]):
            if is_digimon_slot(st, tb, 1 - p, t):
                if st.stk_n[1 - p, t] == 1:
                    bare += 1
                else:
                    stacked += 1
        return bare >= arg if cond == C_OPPONENT_BARE_DIGIMON_GE else stacked == 0
    if cond == C_OWN_SUSPENDED_DIGIMON_GE:
        n = 0
        for t in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, t) and st.susp[p, t] != 0:
                n += 1
        return n >= arg
    if cond == C_SUSPENDED_DIGIMON_GE:   # both battle areas together
        n = 0
        for q in range(2):
            for t in range(1, st.fld_n[q]):
                if is_digimon_slot(st, tb, q, t) and st.susp[q, t] != 0:
                    n += 1
        return n >= arg
    if cond == C_OWN_SUSPENDED_TAMER:   # "while you have a suspended Tamer"
        for t in range(1, st.fld_n[p]):
            if is_tamer_slot(st, tb, p, t) and st.susp[p, t] != 0:
                return True
        return False
    if cond == C_CHECKED_FACE_UP:
        return st.g[G_CHECKED_FACE_UP] != 0
    if cond == C_OWN_DIGIMON_ALL_HAVE:   # every Digimon of p's battle area has the match (bit arg-1)
        for t in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, t) and (arg <= 0 or ((tb.match_bits[top_card(st, p, t)] >> (arg - 1)) & 1) == 0):
                return False
        return True
    if cond == C_NO_FACE_UP_SECURITY_OF_COLOR:   # arg: the colours no face-up card of p's may have
        for i in range(st.sec_n[p]):
            if st.sec_up[p, i] != 0 and (tb.colors[st.sec[p, i]] & arg) != 0:
                return False
        return True
    if cond == C_NO_FACE_UP_SECURITY:
        for i in range(st.sec_n[p]):
            if st.sec_up[p, i] != 0:
                return False
        return True
    if cond == C_OWN_DIGIMON_FEWER:
        return count_of(st, tb, p, Q_OWN_DIGIMON) < count_of(st, tb, p, Q_OPPONENT_DIGIMON)
    if cond == C_OWN_SECURITY_FEWER:
        return st.sec_n[p] < st.sec_n[1 - p]
    if cond == C_OPPONENT_NO_MORE_DIGIVOLUTION_CARDS:   # the row's own Digimon against each of the opponent's
        if s < 0 or st.stk_n[p, s] == 0:
            return False
        for t in range(1, st.fld_n[1 - p]):
            if is_digimon_slot(st, tb, 1 - p, t) and st.stk_n[1 - p, t] > st.stk_n[p, s]:
                return False
        return True
    if cond == C_OPPONENT_FIELD_AT_LEAST_OWN:
        return count_of(st, tb, 1 - p, Q_OWN_DIGIMON_AND_TAMERS) >= count_of(st, tb, p, Q_OWN_DIGIMON_AND_TAMERS)
    if cond == C_OPPONENT_NO_UNSUSPENDED:
        for t in range(1, st.fld_n[1 - p]):
            if is_digimon_slot(st, tb, 1 - p, t) and st.susp[1 - p, t] == 0:
                return False
        return True
    if cond == C_OPPONENT_NO_DIGIMON:
        for t in range(1, st.fld_n[1 - p]):
            if is_digimon_slot(st, tb, 1 - p, t):
                return False
        return True
    if cond == C_OPPONENT_DIGIMON_GE or cond == C_OPPONENT_TWO_OR_MORE_DIGIMON:
        n = 0
        for t in range(1, st.fld_n[1 - p]):
            if is_digimon_slot(st, tb, 1 - p, t):
                n += 1
        return n >= (2 if cond == C_OPPONENT_TWO_OR_MORE_DIGIMON else arg)
    if cond == C_ATTACKING_DIGIMON:
        return st.g[G_ATK_TARGET] >= 0
    if cond == C_ATTACKING_PLAYER:
        return st.g[G_ATK_TARGET] == -1
    if cond == C_OPPONENT_DID_NOT_ATTACK:
        return st.g[G_ATTACKED] == 0
    if cond == C_OWN_LACKS:   # arg: the row's trait/name bit (decks.effects.effect_rows); the breeding area too
        for t in range(st.fld_n[p]):
            if st.stk_n[p, t] > 0 and arg > 0 and ((tb.match_bits[top_card(st, p, t)] >> (arg - 1)) & 1) != 0:
                return False
        return True
    if s < 0 or st.stk_n[p, s] == 0:
        return False
    if cond == C_DIGIVOLUTION_CARDS_GE:
        return st.stk_n[p, s] - 1 >= arg
    if cond == C_NO_DIGIVOLUTION_CARDS:
        return st.stk_n[p, s] == 1
    if cond == C_THIS_SUSPENDED:
        return st.susp[p, s] != 0
    if cond == C_LEVEL_GE:
        return tb.level[top_card(st, p, s)] >= arg
    if cond == C_HAS_BLOCKER:
        return unconditional_keyword(st, tb, p, s, A_BLOCKER)
    if cond == C_BATTLING_BARE_DIGIMON:
        return st.g[G_BATTLE_BARE0 + p] != 0
    if cond == C_DIGIVOLUTION_CARD_COLORS_GE:
        return s >= 1 and digivolution_card_colors(st, tb, p, s) >= arg
    if cond == C_COLORS_GE:
        colors = tb.colors[top_card(st, p, s)]
        n = 0
        while colors != 0:
            n += colors & 1
            colors >>= 1
        return n >= arg
    if cond == C_THIS_HAS:   # arg: the row's trait/name bit (decks.effects.effect_rows), 0 for none
        return arg > 0 and ((tb.match_bits[top_card(st, p, s)] >> (arg - 1)) & 1) != 0
    if cond == C_NAMED_DIGIVOLUTION_CARDS_GE:
        return named_digivolution_cards(st, tb, p, s, arg % 64) >= arg // 64
    if cond == C_NAMED_DIGIVOLUTION_CARDS_LE:   # the opposite side ("... instead"), packed the same way
        return named_digivolution_cards(st, tb, p, s, arg % 64) <= arg // 64
    if cond == C_TAMER_BENEATH:   # a Tamer card among the digivolution cards of the Digimon in slot s
        if s < 0:
            return False
        for i in range(st.stk_n[p, s] - 1):
            if tb.kind[st.stk[p, s, i]] == K_TAMER:
                return True
        return False
    return False


@engine_jit
def own_with_bit(st, tb, p, bit, tamers):
    """How many Tamers (tamers) or Digimon of p's battle area have a top card with bit `bit`-1 of the match's
    trait/name table (0: any): the condition own_trait_tamers>=, for_each=own_trait_digimon."""
    n = 0
    for t in range(1, st.fld_n[p]):
        if tamers and not is_tamer_slot(st, tb, p, t):
            continue
        if not tamers and not is_digimon_slot(st, tb, p, t):
            continue
        if bit > 0 and ((tb.match_bits[top_card(st, p, t)] >> (bit - 1)) & 1) == 0:
            continue
        n += 1
    return n


@engine_jit
def own_digimon_under(st, tb, p, cond, arg):
    """One of p's battle-area Digimon passes the condition: own_trait_digivolution_cards>= (arg N * 64 + a bit of
    the match's trait/name table, 0: any): its top card has that bit and it has N or more digivolution cards;
    own_named_under (arg: the bit): one of its digivolution cards has that bit; own_suspended_trait_digimon>= (arg
    N * 64 + the bit): N or more of them are suspended, their top cards with the bit."""
    bit = arg % 64
    k = 0
    for t in range(1, st.fld_n[p]):
        if not is_digimon_slot(st, tb, p, t):
            continue
        if cond == C_OWN_SUSPENDED_TRAIT_DIGIMON_GE:
            if st.susp[p, t] != 0 and (bit == 0 or ((tb.match_bits[top_card(st, p, t)] >> (bit - 1)) & 1) != 0):
                k += 1
                if k >= arg // 64:
                    return True
            continue
        n = st.stk_n[p, t] - 1
        if cond == C_OWN_TRAIT_DIGIVOLUTION_CARDS_GE:
            if n >= arg // 64 and (bit == 0 or ((tb.match_bits[top_card(st, p, t)] >> (bit - 1)) & 1) != 0):
                return True
            continue
        for i in range(n):
            if bit == 0 or ((tb.match_bits[st.stk[p, t, i]] >> (bit - 1)) & 1) != 0:
                return True
    return False


@engine_jit
def own_tamer_names(st, tb, p, bit):
    """How many different names the top cards of p's Tamers in the battle area have among them, counting only those
    with bit `bit`-1 of the match's trait/name table (0: every Tamer): the condition own_tamer_names>=."""
    n = 0
    for t in range(1, st.fld_n[p]):
        if not is_tamer_slot(st, tb, p, t):
            continue
        c = top_card(st, p, t)
        if bit > 0 and ((tb.match_bits[c] >> (bit - 1)) & 1) == 0:
            continue
        seen = False
        for u in range(1, t):
            if is_tamer_slot(st, tb, p, u) and tb.name_id[top_card(st, p, u)] == tb.name_id[c] and (
                    bit <= 0 or ((tb.match_bits[top_card(st, p, u)] >> (bit - 1)) & 1) != 0):
                seen = True
                break
        if not seen:
            n += 1
    return n


@engine_jit
def tamer_color_pairs(st, tb, p, bit):
    """Every 2 different colours among the top cards of p's Tamers in the battle area, only those whose top card
    has bit `bit`-1 of the match's trait/name table (0: all of them): for_each=own_tamer_color_pairs."""
    mask = 0
    for t in range(1, st.fld_n[p]):
        if not is_tamer_slot(st, tb, p, t):
            continue
        if bit > 0 and ((tb.match_bits[top_card(st, p, t)] >> (bit - 1)) & 1) == 0:
            continue
        mask |= tb.colors[top_card(st, p, t)]
    n = 0
    while mask != 0:
        n += mask & 1
        mask >>= 1
    return n // 2


@engine_jit
def differently_colored_tamers(st, tb, p):
    """How many of p's battle-area Tamers count as differently coloured (for_each=differently_colored_tamers): the
    most of them that can each be given one of their colours, no colour given twice (a matching of Tamers to
    colours). Read by Hall's rule: a set of colours can all be given when each part T of it has at least |T| Tamers
    showing a colour of T; the largest such set. `bad` holds the parts that fail (bit T of two words, 7 colours)."""
    bad_lo = 0
    bad_hi = 0
    for m in range(1, 128):
        k = 0
        for t in range(1, st.fld_n[p]):
            if is_tamer_slot(st, tb, p, t) and (tb.colors[top_card(st, p, t)] & m) != 0:
                k += 1
        if k < popcount7(m):
            if m < 64:
                bad_lo |= 1 << m
            else:
                bad_hi |= 1 << (m - 64)
    best = 0
    for m in range(1, 128):
        size = popcount7(m)
        if size <= best:
            continue
        fits = True
        sub = m
        while sub > 0:   # every non-empty part of m
            if (sub < 64 and (bad_lo >> sub) & 1 != 0) or (sub >= 64 and (bad_hi >> (sub - 64)) & 1 != 0):
                fits = False
                break
            sub = (sub - 1) & m
        if fits:
            best = size
    return best


@engine_jit(inline=True)
def popcount7(m):
    """The bits set among the 7 lowest of m (the colours of a colour mask)."""
    n = 0
    for i in range(7):
        n += (m >> i) & 1
    return n


@engine_jit
def named_digivolution_cards(st, tb, p, s, bit):
    """How many digivolution cards of p's Digimon in slot s have bit `bit`-1 of the match's trait/name table (the
    condition named_digivolution_cards>=, its argument packed N * 64 + bit by decks.effects.effect_rows)."""
    n = 0
    if bit <= 0:
        return 0
    for i in range(st.stk_n[p, s] - 1):
        if ((tb.match_bits[st.stk[p, s, i]] >> (bit - 1)) & 1) != 0:
            n += 1
    return n


@engine_jit
def field_static(st, tb, p, action, scope):
    """Player-wide persistent effects of player p's battle-area cards (e.g. a Tamer's "all of your
    Digimon get +1000 DP") that reach `scope` (SCOPE_DIGIMON or SCOPE_SECURITY)."""
    total = 0
    bit = np.int64(1) << action
    if (tb.field_static_any & bit) == 0:
        return 0
    for t in range(1, st.fld_n[p]):
        c = top_card(st, p, t)
        if (tb.field_static_bits[c] & bit) == 0:
            continue
        f = tb.eff_first[c]
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != S_MAIN or e[F_ACTION] != action:
                continue
            tg = e[F_TARGET]
            reach = 0
            if tg == TG_ALL_OWN:
                reach = SCOPE_DIGIMON
            elif tg == TG_ALL_OWN_SECURITY:
                reach = SCOPE_SECURITY
            elif tg == TG_ALL_OWN_AND_SECURITY:
                reach = SCOPE_DIGIMON | SCOPE_SECURITY
            if (reach & scope) != 0 and window_ok(st, p, e[F_WINDOW]) and \
                    condition_holds(st, tb, p, t, e[F_COND], e[F_COND_ARG]):
                total += e[F_AMOUNT]
    return total


@engine_jit
def digivolution_card_colors(st, tb, p, s):
    """How many colours the digivolution cards of p's Digimon in slot s have among them (the cards under its top)."""
    mask = 0
    for i in range(st.stk_n[p, s] - 1):
        c = st.stk[p, s, i]
        if c < tb.token_first:
            mask |= tb.colors[c]
    n = 0
    while mask != 0:
        n += mask & 1
        mask >>= 1
    return n


@engine_jit
def static_sum(st, tb, p, s, action):
    """Everything that gives the battle-area Digimon in slot s of player p `action` (DP, Security A.,
    a keyword count...): its own static rows (top card's main, the inherited ones beneath), player-wide
    statics, and modifiers. A Digimon in the breeding area activates no effects."""
    if s == BREEDING:
        return 0
    total = 0
    bit = np.int64(1) << action
    n = st.stk_n[p, s]
    if (tb.self_static_any & bit) != 0:
        for i in range(first_source(st, tb, p, s), n):
            c = st.stk[p, s, i]
            src = S_MAIN if i == n - 1 else S_INHERITED
            if (tb.self_static_bits[c, src] & bit) == 0:
                continue
            f = tb.eff_first[c]
            for r in range(f, f + tb.eff_n[c]):
                e = tb.eff[r]
                if (e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == action
                        and e[F_TARGET] == TG_SELF and window_ok(st, p, e[F_WINDOW])
                        and self_row_holds(st, tb, p, s, e)):
                    amount = e[F_AMOUNT]
                    if e[F_FOR_EACH] == Q_OWN_SECURITY:   # "for every N security cards you have"
                        amount *= st.sec_n[p] // max(1, e[F_PER])
                    elif e[F_PER] > 0:
                        amount *= (n - 1) // e[F_PER]
                    if e[F_FOR_EACH] == Q_DIGIVOLUTION_CARD_COLORS:
                        amount *= digivolution_card_colors(st, tb, p, s)
                    total += amount
    if st.lnk_n[p, s] > 0:
        total += link_static(st, tb, p, s, action, -1)
    if (tb.field_digimon_any & bit) != 0:
        total += field_total(st, tb, p, s, action, -1)
    if st.g[G_MODN] > 0:
        total += mod_sum(st, tb, p, st.uid[p, s], action, SCOPE_DIGIMON)
        if (tb.reach & REACH_FILTERED) != 0:
            total += filtered_mod_total(st, tb, p, s, action, -1)
    return total


@engine_jit
def link_static(st, tb, p, s, action, value):
    """What the link cards beside the Digimon in slot s of player p give it (RULES.md §10.6): their persistent
    link rows with `action` (and the amount `value` of a named keyword or restriction, -1 = summed)."""
    total = 0
    for i in range(st.lnk_n[p, s]):
        c = st.lnk[p, s, i]
        f = tb.eff_first[c]
        if f < 0:
            continue
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if (e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == S_LINK and e[F_ACTION] == action
                    and e[F_TARGET] == TG_SELF and (value < 0 or e[F_AMOUNT] == value)
                    and window_ok(st, p, e[F_WINDOW]) and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG])):
                total += e[F_AMOUNT] if value < 0 else 1
    return total


@engine_jit
def slot_dp(st, tb, p, s):
    """Current DP of the Digimon in slot s (printed DP + effects), floored at 0."""
    c = top_card(st, p, s)
    d = tb.dp[c]
    if d < 0:
        if tb.kind[c] != K_TAMER or st.g[G_AS_DIGIMON] == 0:
            return 0
        d = as_digimon_dp(st, p, s)   # a Tamer treated as a Digimon: the effect's DP is its base
        if d <= 0:
            return 0
    d += static_sum(st, tb, p, s, A_DP)
    return d if d > 0 else 0


@engine_jit
def digimon_dp_at_least(st, tb, n):
    """A Digimon of either battle area has n or more DP (the condition digimon_dp>=)."""
    for q in range(2):
        for t in range(1, st.fld_n[q]):
            if is_digimon_slot(st, tb, q, t) and slot_dp(st, tb, q, t) >= n:
                return True
    return False


@engine_jit
def security_digimon_dp(st, tb, q, card):
    """DP of `card` as player q's Security Digimon: printed DP + effects on q's Security Digimon."""
    d = tb.dp[card]
    if d < 0:
        d = 0
    d += field_static(st, tb, q, A_DP, SCOPE_SECURITY) + mod_sum(st, tb, q, -1, A_DP, SCOPE_SECURITY) \
        + opponent_security_static(st, tb, q, A_DP)
    return d if d > 0 else 0


@engine_jit
def security_attack(st, tb, p, s):
    """Number of security checks this Digimon performs: 1 + Security A. modifiers (may be <= 0)."""
    return 1 + static_sum(st, tb, p, s, A_SECURITY_ATTACK)


@engine_jit(inline=True)
def has_keyword(st, tb, p, s, action):
    if ((tb.self_static_any | tb.field_digimon_any) & (np.int64(1) << action)) == 0 \
            and not modifier_in_force(st, action):
        return False   # no card of the match gives it persistently and no modifier of it is in force
    return static_sum(st, tb, p, s, action) > 0


@engine_jit(inline=True)
def modifier_in_force(st, action):
    """Some modifier with this action is in force (for either player, on any Digimon): without one, and without a
    persistent row of the match giving it, no Digimon has the action (static_sum adds up nothing else)."""
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_ACTION] == action:
            return True
    return False


@engine_jit
def can_attack(st, tb, p, s):
    """Slot s of player p may declare an attack now (battle area, Digimon, unsuspended, not played this
    turn unless it has Rush, not barred by an effect)."""
    return may_attack(st, tb, p, s, False)


@engine_jit
def may_attack(st, tb, p, s, entered_ok):
    """can_attack; with entered_ok also in the turn it was played (<Vortex>)."""
    if s == BREEDING or not is_digimon_slot(st, tb, p, s) or st.susp[p, s] != 0:
        return False
    if st.g[G_CUR] != p:
        return False
    if not entered_ok and st.entered[p, s] == st.g[G_TURN] and not has_keyword(st, tb, p, s, A_RUSH):
        return False
    return not has_keyword(st, tb, p, s, A_CANT_ATTACK_OR_BLOCK) and not restricted(st, tb, p, s, CANT_ATTACK) \
        and not restricted(st, tb, p, s, CANT_SUSPEND)   # an attack suspends it


@engine_jit
def can_block(st, tb, p, s):
    return may_block(st, tb, p, s, False)


@engine_jit
def may_block(st, tb, p, s, blocker_given):
    """can_block; with blocker_given as if it had <Blocker> (the attacker's <Collision> gives it)."""
    if s == BREEDING or not is_digimon_slot(st, tb, p, s) or st.susp[p, s] != 0:
        return False
    return (blocker_given or has_keyword(st, tb, p, s, A_BLOCKER)) and not has_keyword(st, tb, p, s,
                                                                                     A_CANT_ATTACK_OR_BLOCK) \
        and not restricted(st, tb, p, s, CANT_BLOCK) and not restricted(st, tb, p, s, CANT_SUSPEND)


@engine_jit
def colors_on_field(st, tb, p):
    """Color mask of player p's Digimon and Tamers in the battle and breeding areas (an option placed in the
    battle area is neither)."""
    have = 0
    for s in range(st.fld_n[p]):
        if st.stk_n[p, s] > 0 and tb.kind[top_card(st, p, s)] != K_OPTION:
            have |= tb.colors[top_card(st, p, s)]
    return have


@engine_jit
def has_color_on_field(st, tb, p, mask):
    """True if player p has a Digimon or Tamer of every color in `mask` in the battle or breeding area."""
    return (colors_on_field(st, tb, p) & mask) == mask


@engine_jit
def field_has(st, tb, p, e):
    """Player p has a Digimon or Tamer in the battle or breeding area passing row e's card filters (kind, colour,
    trait/name; a hatched Digi-Egg is a Digimon)."""
    for s in range(st.fld_n[p]):
        if st.stk_n[p, s] == 0:
            continue
        c = top_card(st, p, s)
        k = tb.kind[c]
        if k == K_EGG:
            k = K_DIGIMON
        if k == K_OPTION or (e[F_KIND] >= 0 and k != e[F_KIND]):
            continue
        if e[F_COLOR] != 0 and (tb.colors[c] & e[F_COLOR]) == 0:
            continue
        if e[F_MATCH] > 0 and ((tb.match_bits[c] >> (e[F_MATCH] - 1)) & 1) == 0:
            continue
        return True
    return False


@engine_jit
def option_colors_met(st, tb, p, card):
    """RULES.md §5.3: player p meets the colour requirements of option `card`: a Digimon or Tamer of each of
    its colours, or the card's own ignore_color_requirements row (its condition holding, and a Digimon or
    Tamer passing its card filters, if it has any). An option with a <Use Req.> (filter=use_requirement) is
    used only while p has a Digimon or Tamer passing its filters, whatever its colours."""
    return option_colors_met_with(st, tb, p, card, colors_on_field(st, tb, p))


@engine_jit
def option_colors_met_with(st, tb, p, card, on_field):
    """option_colors_met with the colours of p's Digimon and Tamers already read (on_field: colors_on_field's
    bits), as list_actions reads them once for the whole hand."""
    f = tb.eff_first[card]
    if f < 0 or ((tb.trigger_bits[card, S_MAIN] >> T_STATIC) & 1) == 0:   # no persistent row: the colours alone
        return (on_field & tb.colors[card]) == tb.colors[card]
    for r in range(f, f + tb.eff_n[card]):   # a <Use Req.> takes the place of the colour requirements
        e = tb.eff[r]
        if (e[F_ACTION] == A_IGNORE_COLOR_REQUIREMENTS and e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == S_MAIN
                and e[F_CHAIN] == 0 and (e[F_FILTER] & FL_USE_REQUIREMENT) != 0):
            return field_has(st, tb, p, e)
    if (on_field & tb.colors[card]) == tb.colors[card]:
        return True
    for r in range(f, f + tb.eff_n[card]):
        e = tb.eff[r]
        if (e[F_ACTION] == A_IGNORE_COLOR_REQUIREMENTS and e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == S_MAIN
                and e[F_CHAIN] == 0 and condition_holds(st, tb, p, -1, e[F_COND], e[F_COND_ARG])):
            if e[F_KIND] < 0 and e[F_COLOR] == 0 and e[F_MATCH] == 0:
                return True
            if field_has(st, tb, p, e):
                return True
    return False


@engine_jit
def digivolve_cost(tb, card, base_top):
    """Cheapest printed requirement of `card` met by a Digimon whose top card is `base_top`, or -1."""
    return tb.evo_cost[card, base_top]  # worked out per match by simcore.tables.summarize


@engine_jit(inline=True)
def digivolve_cost_now(st, tb, p, card, base_top):
    """digivolve_cost, with the requirements of `card` that hold at times (digivolve_while_you_have: a Digimon
    whose top card has the row's base match, while p has a Digimon or Tamer passing its card filters)."""
    cost = tb.evo_cost[card, base_top]
    if (tb.reach & REACH_DIGIVOLVE_INTO) != 0:   # this Digimon's own rule: no call in a match without one
        cost = digivolve_into_cost(st, tb, p, card, base_top, cost)
    if (tb.reach & REACH_DIGIVOLVE_WHILE) == 0 or tb.eff_first[card] < 0:
        return cost   # inlined: no call in a match without such requirements
    return digivolve_cost_while(st, tb, p, card, base_top, cost)


@engine_jit
def only_into_barred(st, tb, top, card):
    """The Digimon whose top card is `top` has a digivolve_only_into rule that `card` fails ("This Digimon can only
    digivolve into [X]"): it may not digivolve into it, by a DNA digivolution either."""
    if (tb.reach & REACH_DIGIVOLVE_INTO) == 0 or top >= tb.token_first or tb.eff_first[top] < 0:
        return False
    f = tb.eff_first[top]
    for r in range(f, f + tb.eff_n[top]):
        e = tb.eff[r]
        if e[F_ACTION] == A_DIGIVOLVE_ONLY_INTO and e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == S_MAIN \
                and e[F_MATCH] > 0 and ((tb.match_bits[card] >> (e[F_MATCH] - 1)) & 1) == 0:
            return True
    return False


@engine_jit
def digivolve_into_cost(st, tb, p, card, base_top, cost):
    """digivolve_cost_now with the digivolve_into_while rows of `base_top`, the top card of one of p's battle-area
    Digimon (the breeding area's activate nothing, RULES.md §2): the lowest amount of those whose card digivolved
    into has the row's base match and that hold now (window, the card filters of p's field, the condition).
    [GAP] The Digimon is known by its top card: a copy in p's breeding area shares a battle-area twin's rule."""
    if (tb.kind[card] != K_DIGIMON or tb.kind[base_top] != K_DIGIMON or base_top >= tb.token_first
            or tb.eff_first[base_top] < 0):
        return cost
    found = False
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] > 0 and top_card(st, p, s) == base_top:
            found = True
            break
    if not found:
        return cost
    f = tb.eff_first[base_top]
    for r in range(f, f + tb.eff_n[base_top]):
        e = tb.eff[r]
        if e[F_ACTION] == A_DIGIVOLVE_ONLY_INTO and e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == S_MAIN:
            # "this Digimon can only digivolve into [X]": any other card, no digivolution
            if e[F_MATCH] > 0 and ((tb.match_bits[card] >> (e[F_MATCH] - 1)) & 1) == 0:
                return -1
            continue
        if e[F_ACTION] != A_DIGIVOLVE_INTO_WHILE or e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != S_MAIN:
            continue
        if cost >= 0 and e[F_AMOUNT] >= cost:
            continue
        if e[F_BASE_MATCH] > 0 and ((tb.match_bits[card] >> (e[F_BASE_MATCH] - 1)) & 1) == 0:
            continue
        if not window_ok(st, p, e[F_WINDOW]):
            continue
        if (e[F_MATCH] > 0 or e[F_KIND] >= 0 or e[F_KINDS] != 0 or e[F_COLOR] != 0) and not field_has(st, tb, p, e):
            continue
        if e[F_COND] != C_NONE and not condition_holds(st, tb, p, -1, e[F_COND], e[F_COND_ARG]):
            continue
        cost = e[F_AMOUNT]
    return cost


@engine_jit
def digivolve_cost_while(st, tb, p, card, base_top, cost):
    """digivolve_cost_now past its printed requirements: the lowest `cost` of the rows that hold now."""
    if tb.kind[base_top] != K_DIGIMON or base_top >= tb.token_first:   # a Token can't digivolve (RULES.md §10.1)
        return cost
    f = tb.eff_first[card]
    for r in range(f, f + tb.eff_n[card]):
        e = tb.eff[r]
        if e[F_ACTION] != A_DIGIVOLVE_WHILE_YOU_HAVE or e[F_TRIGGER] != T_STATIC \
                or e[F_COND] == C_NAMED_DIGIVOLUTION_CARDS_GE:   # read on the base's slot: digivolve_cost_at
            continue
        if e[F_COND] == C_OWN_TRAIT_TAMERS_GE:   # read by digivolve_cost_named (its base a Tamer too)
            continue
        amount = e[F_AMOUNT]
        if e[F_FOR_EACH] == Q_OWN_SECURITY:   # "Cost 1 for each of your security cards": read as it is asked
            amount *= st.sec_n[p]
        if ((cost < 0 or amount < cost)
                and e[F_BASE_MATCH] > 0 and ((tb.match_bits[base_top] >> (e[F_BASE_MATCH] - 1)) & 1) != 0
                and digivolve_while_holds(st, tb, p, e)):
            cost = amount
    return cost


@engine_jit(inline=True)
def digivolve_cost_at(st, tb, p, card, s):
    """digivolve_cost_now of `card` onto p's Digimon or Tamer in slot s, with the digivolve_while_you_have rows of
    `card` whose if=named_digivolution_cards>= reads the cards under that slot's top card ("[X] w/N or more [Y]
    trait cards under: Cost M", a Tamer's cards too): the lowest cost that holds now."""
    base_top = top_card(st, p, s)
    cost = digivolve_cost_now(st, tb, p, card, base_top)
    if (tb.reach & REACH_DIGIVOLVE_WHILE) == 0 or tb.eff_first[card] < 0 or base_top >= tb.token_first:
        return cost   # inlined: no call in a match without such requirements (a Token can't digivolve, §10.1)
    return digivolve_cost_named(st, tb, p, card, s, base_top, cost)


@engine_jit
def digivolve_cost_named(st, tb, p, card, s, base_top, cost):
    """digivolve_cost_at past the requirements digivolve_cost_now reads: the rows of `card` under
    if=named_digivolution_cards>=, read on slot s (its top card base_top), lower than `cost`."""
    f = tb.eff_first[card]
    for r in range(f, f + tb.eff_n[card]):
        e = tb.eff[r]
        if e[F_ACTION] != A_DIGIVOLVE_WHILE_YOU_HAVE or e[F_TRIGGER] != T_STATIC:
            continue
        if e[F_COND] == C_OWN_TRAIT_TAMERS_GE:   # "while you have N or more [X] trait Tamers": a Tamer base too
            if (cost < 0 or e[F_AMOUNT] < cost) and e[F_BASE_MATCH] > 0 \
                    and ((tb.match_bits[base_top] >> (e[F_BASE_MATCH] - 1)) & 1) != 0 \
                    and own_with_bit(st, tb, p, e[F_COND_ARG] % 64, True) >= e[F_COND_ARG] // 64:
                cost = e[F_AMOUNT]
            continue
        if e[F_COND] != C_NAMED_DIGIVOLUTION_CARDS_GE:
            continue
        if (cost < 0 or e[F_AMOUNT] < cost) and e[F_BASE_MATCH] > 0 \
                and ((tb.match_bits[base_top] >> (e[F_BASE_MATCH] - 1)) & 1) != 0 \
                and named_digivolution_cards(st, tb, p, s, e[F_COND_ARG] % 64) >= e[F_COND_ARG] // 64:
            cost = e[F_AMOUNT]
    return cost


@engine_jit
def digivolve_while_holds(st, tb, p, e):
    """The "while ..." of a digivolve_while_you_have row e of p's card: p has a Digimon or Tamer passing its card
    filters or, a row without them, its condition holds (opponent_dp>=: read here, the DP worked out)."""
    if e[F_MATCH] > 0 or e[F_KIND] >= 0 or e[F_KINDS] != 0 or e[F_COLOR] != 0:
        return field_has(st, tb, p, e)
    if e[F_COND] == C_OPPONENT_DP_GE:
        return opponent_dp_at_least(st, tb, p, e[F_COND_ARG])
    return condition_holds(st, tb, p, -1, e[F_COND], e[F_COND_ARG])


@engine_jit
def opponent_dp_at_least(st, tb, p, n):
    """p's opponent has a Digimon in the battle area with n or more DP now (condition opponent_dp>=)."""
    q = 1 - p
    for t in range(1, st.fld_n[q]):
        if is_digimon_slot(st, tb, q, t) and slot_dp(st, tb, q, t) >= n:
            return True
    return False


@engine_jit
def count_of(st, tb, p, what):
    """How many things of kind `what` (Q_*) player p counts now."""
    q = 1 - p if what == Q_OPPONENT_DIGIMON or what == Q_OPPONENT_DIGIMON_AND_TAMERS else p
    n = 0
    if what == Q_OPPONENT_DIGIMON or what == Q_OWN_DIGIMON:
        for s in range(1, st.fld_n[q]):
            if is_digimon_slot(st, tb, q, s):
                n += 1
    elif what == Q_OWN_SECURITY:
        n = st.sec_n[p]
    elif what == Q_FACE_DOWN:   # the effect's Digimon's face-down cards, counted by effects.act as its row began
        n = st.g[G_FACE_DOWN]
    elif what == Q_OWN_FACE_UP_SECURITY:
        for i in range(st.sec_n[p]):
            if st.sec_up[p, i] != 0:
                n += 1
    elif what == Q_OWN_DIGIMON_AND_TAMERS or what == Q_OPPONENT_DIGIMON_AND_TAMERS:
        for s in range(1, st.fld_n[q]):
            if is_digimon_slot(st, tb, q, s) or is_tamer_slot(st, tb, q, s):
                n += 1
    elif what == Q_OPPONENT_HAND_QUADS:
        n = st.hand_n[1 - p] // 4
    elif what == Q_BOTH_TRASH_FIVES:
        n = (st.trash_n[0] + st.trash_n[1]) // 5
    elif what == Q_BOTH_TRASH_TENS:
        n = (st.trash_n[0] + st.trash_n[1]) // 10
    elif what == Q_OWN_TRASH_TENS:
        n = st.trash_n[p] // 10
    elif what == Q_OWN_HAND:
        n = st.hand_n[p]
    elif what == Q_SUSPENDED_DIGIMON:   # both battle areas, counted as it resolves
        for k in range(2):
            for s in range(1, st.fld_n[k]):
                if is_digimon_slot(st, tb, k, s) and st.susp[k, s] != 0:
                    n += 1
    elif what == Q_OWN_TAMER_COLOR_PAIRS:
        n = tamer_color_pairs(st, tb, p, 0)
    elif what == Q_DIFFERENTLY_COLORED_TAMERS:
        n = differently_colored_tamers(st, tb, p)
    elif what == Q_OWN_LINK_CARDS:
        for s in range(1, st.fld_n[p]):
            if is_digimon_slot(st, tb, p, s):
                n += st.lnk_n[p, s]
    elif what == Q_PAID:   # what the "up to" cost before it paid (digimon_play_cost_down)
        n = st.g[G_PAID]
    elif what == Q_RETURNED_CARD_COLORS:   # the cards return_opponent_trash_cost just put under the opponent's deck
        mask = 0
        for i in range(min(st.g[G_PAID], st.deck_n[1 - p])):   # (index 0: the bottom card)
            mask |= tb.colors[st.deck[1 - p, i]]
        while mask != 0:
            n += mask & 1
            mask >>= 1
    return n


@engine_jit
def play_cost_reducible(st, tb, p, c):
    """Player p may reduce the cost of playing card c: not a Digimon or Tamer card while p can't reduce play costs
    (an option's use cost is not a play cost)."""
    k = tb.kind[c]
    return (k != K_DIGIMON and k != K_TAMER) or not player_restricted(st, tb, p, CANT_REDUCE_PLAY_COSTS)


@engine_jit
def battle_area_has(st, tb, p, e):
    """Player p has a Digimon or Tamer in the battle area whose top card passes row e's kind, kinds, colour and
    trait/name filters (the condition own_has of a persistent play_cost_down row)."""
    return battle_area_has_besides(st, tb, p, e, -1)


@engine_jit(inline=True)
def self_row_holds(st, tb, p, s, e):
    """The condition of a persistent row of p's Digimon in slot s on itself: own_has reads the row's card filters
    ("while you have a red Digimon"; filter=other: not this Digimon), the others condition_holds."""
    if e[F_COND] == C_OWN_HAS:
        return battle_area_has_besides(st, tb, p, e, s if (e[F_FILTER] & FL_OTHER) != 0 else -1)
    return condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG])


@engine_jit
def battle_area_has_besides(st, tb, p, e, skip):
    """battle_area_has, the slot skip (-1: none) left out."""
    for s in range(1, st.fld_n[p]):
        if st.stk_n[p, s] == 0 or s == skip:
            continue
        c = top_card(st, p, s)
        k = tb.kind[c]
        if k == K_EGG:
            k = K_DIGIMON
        if k != K_DIGIMON and k != K_TAMER:
            continue
        if (e[F_KIND] >= 0 and k != e[F_KIND]) or (e[F_KINDS] != 0 and ((e[F_KINDS] >> k) & 1) == 0):
            continue
        if e[F_COLOR] != 0 and (tb.colors[c] & e[F_COLOR]) == 0:
            continue
        if e[F_MATCH] > 0 and ((tb.match_bits[c] >> (e[F_MATCH] - 1)) & 1) == 0:
            continue
        return True
    return False


@engine_jit
def play_cost(st, tb, p, c):
    """What player p pays to play or use card c from the hand: its printed cost less its own persistent
    "reduce the play cost" rows (`play_cost_down`, each in its window and under its condition), never below 0
    (Ver.5.0); -1 for a card without a cost."""
    cost = tb.cost[c]
    if (tb.play_cost_down & 1) == 0 or cost <= 0 or ((tb.trigger_bits[c, S_MAIN] >> T_STATIC) & 1) == 0:
        return cost
    if not play_cost_reducible(st, tb, p, c):
        return cost
    f = tb.eff_first[c]
    for r in range(f, f + tb.eff_n[c]):
        e = tb.eff[r]
        if e[F_ACTION] != A_PLAY_COST_DOWN or e[F_TRIGGER] != T_STATIC or e[F_SOURCE] != S_MAIN or e[F_CHAIN] != 0:
            continue
        if (e[F_FILTER] & FL_PAID_FROM_UNDER_TAMER) != 0:   # works from the battle area: paid_play_reduction
            continue
        if (e[F_FILTER] & FL_PAID_BY_DELETING) != 0:   # bought as the card is played: pay_deleting_reductions
            continue
        if e[F_COND] == C_OWN_HAS:   # "if you have an [X] trait Digimon or Tamer": the row's card filters
            held = battle_area_has(st, tb, p, e)
        elif e[F_COND] == C_DIGIMON_DP_GE:   # "if there is a Digimon with N DP or more"
            held = digimon_dp_at_least(st, tb, e[F_COND_ARG])
        else:
            held = condition_holds(st, tb, p, -1, e[F_COND], e[F_COND_ARG])
        if window_ok(st, p, e[F_WINDOW]) and held:
            amount = e[F_AMOUNT]
            if e[F_FOR_EACH] != 0:
                amount *= count_of(st, tb, p, e[F_FOR_EACH])
            cost -= amount
    return cost if cost > 0 else 0


# Keyword shorthands used by the rules.
@engine_jit
def has_jamming(st, tb, p, s):
    return has_keyword(st, tb, p, s, A_JAMMING)


@engine_jit
def has_piercing(st, tb, p, s):
    return has_keyword(st, tb, p, s, A_PIERCING)


@engine_jit
def has_retaliation(st, tb, p, s):
    return has_keyword(st, tb, p, s, A_RETALIATION)


@engine_jit
def has_reboot(st, tb, p, s):
    return has_keyword(st, tb, p, s, A_REBOOT)


@engine_jit(inline=True)
def has_named_keyword(st, tb, p, s, kw):
    """The Digimon in slot s of player p has the keyword `kw` (KW_*, the amount of an A_KEYWORD row): from its
    own static rows (top card's main, the inherited ones beneath), player-wide statics, or a modifier. Inlined:
    in a match with no keyword rows and no keyword modifier in force it ends without a call."""
    if ((tb.self_static_any | tb.field_digimon_any) & (np.int64(1) << A_KEYWORD)) == 0 \
            and not modifier_in_force(st, A_KEYWORD):
        return False   # keyword_in_play, read without a call
    return has_named(st, tb, p, s, A_KEYWORD, kw)


@engine_jit
def keyword_in_play(st, tb):
    """Some card of the match has a persistent `keyword` row, or a modifier grants a keyword now: otherwise no
    Digimon has a named keyword, and the searches of every Digimon's rows at each attack, deletion and turn end
    are skipped."""
    if ((tb.self_static_any | tb.field_digimon_any) & (np.int64(1) << A_KEYWORD)) != 0:
        return True
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_ACTION] == A_KEYWORD:
            return True
    return False


@engine_jit(inline=True)
def restricted(st, tb, p, s, code):
    """The Digimon in slot s of player p is under the restriction `code` (CANT_*, the amount of a `cant` row).
    Inlined: most calls end at the match's table of restrictions, without a call."""
    if (tb.cant_codes & (np.int64(1) << code)) == 0:
        return False   # no card of the match has a `cant` row of this restriction
    return restricted_held(st, tb, p, s, code)


@engine_jit
def restricted_held(st, tb, p, s, code):
    """restricted, for a restriction some card of the match has."""
    bit = np.int64(1) << A_CANT
    if ((tb.self_static_any | tb.field_digimon_any) & bit) == 0:
        found = False
        for i in range(st.g[G_MODN]):
            if st.mod[i, MOD_ACTION] == A_CANT:
                found = True
                break
        if not found:
            return False   # no card of the match has a persistent `cant` row and none is in force now
    return has_named(st, tb, p, s, A_CANT, code)


@engine_jit
def is_player_restriction(code):
    """A `cant` row's restriction binds a player, not Digimon (effect_codes.PLAYER_RESTRICTIONS)."""
    for c in PLAYER_RESTRICTIONS:
        if c == code:
            return True
    return False


@engine_jit(inline=True)
def player_restricted(st, tb, p, code):
    """Player p is under the player's restriction `code`: a `cant` modifier on no Digimon (MOD_SCOPE 0), or a
    persistent `cant` row of a battle-area card's main text, target=player on its controller and target=opponent
    on the other player, in its window and under its condition. Inlined like restricted."""
    if (tb.cant_codes & (np.int64(1) << code)) == 0:
        return False
    return player_restricted_held(st, tb, p, code)


@engine_jit
def player_restricted_held(st, tb, p, code):
    """player_restricted, for a restriction some card of the match has."""
    for i in range(st.g[G_MODN]):
        if st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == A_CANT and st.mod[i, MOD_AMOUNT] == code \
                and st.mod[i, MOD_UID] == -1 and st.mod[i, MOD_SCOPE] == 0:
            return True
    bit = np.int64(1) << A_CANT
    if (tb.field_static_any & bit) == 0:
        return False
    for k in range(2):
        owner = p if k == 0 else 1 - p
        for t in range(1, st.fld_n[owner]):
            c = top_card(st, owner, t)
            if (tb.field_static_bits[c] & bit) == 0:
                continue
            f = tb.eff_first[c]
            for r in range(f, f + tb.eff_n[c]):
                e = tb.eff[r]
                if e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == S_MAIN and e[F_ACTION] == A_CANT \
                        and e[F_AMOUNT] == code and e[F_TARGET] == (TG_PLAYER if k == 0 else TG_OPPONENT) \
                        and window_ok(st, owner, e[F_WINDOW]) \
                        and condition_holds(st, tb, owner, t, e[F_COND], e[F_COND_ARG]):
                    return True
    return False


@engine_jit
def has_named(st, tb, p, s, action, value):
    """The Digimon in slot s of player p has `action` with the amount `value` (a named keyword or restriction):
    from its own static rows (top card's main, the inherited ones beneath), player-wide statics of either player,
    or a modifier."""
    if s == BREEDING:
        return False
    bit = np.int64(1) << action
    if own_static_row_holds(st, tb, p, s, action, value):
        return True
    if st.lnk_n[p, s] > 0 and link_static(st, tb, p, s, action, value) > 0:
        return True
    if (tb.field_digimon_any & bit) != 0 and field_total(st, tb, p, s, action, value) > 0:
        return True
    uid = st.uid[p, s]
    for i in range(st.g[G_MODN]):   # a granted keyword / restriction: a modifier whose amount names it
        if st.mod[i, MOD_PLAYER] == p and st.mod[i, MOD_ACTION] == action and st.mod[i, MOD_AMOUNT] == value \
                and not set_aside(st, tb, i, uid):
            u = st.mod[i, MOD_UID]
            sc = st.mod[i, MOD_SCOPE]
            if u == uid or (u == -1 and (sc & SCOPE_DIGIMON) != 0 and (
                    (sc >> SCOPE_ROW_SHIFT) == 0 or slot_passes(st, tb, tb.eff[(sc >> SCOPE_ROW_SHIFT) - 1], p, s, -1))):
                return True
    return False


@engine_jit
def link_limit(st, tb, p, s):
    """How many link cards p's Digimon in slot s may have (RULES.md §10.6): 1, raised by its <Link +N> (the
    keyword link_plus): N of each of its own rows (top card's main, the inherited ones beneath, in their window,
    under their condition), +1 for each all-of row of the battle areas or face-up security cards and each link
    row giving it; at most LINK_MAX."""
    if not has_named_keyword(st, tb, p, s, KW_LINK_PLUS):
        return 1
    x = 1 + field_total(st, tb, p, s, A_KEYWORD, KW_LINK_PLUS)
    if st.lnk_n[p, s] > 0:
        x += link_static(st, tb, p, s, A_KEYWORD, KW_LINK_PLUS)
    n = st.stk_n[p, s]
    for i in range(first_source(st, tb, p, s), n):
        c = st.stk[p, s, i]
        src = S_MAIN if i == n - 1 else S_INHERITED
        f = tb.eff_first[c]
        if f < 0:
            continue
        for r in range(f, f + tb.eff_n[c]):
            e = tb.eff[r]
            if e[F_TRIGGER] == T_STATIC and e[F_SOURCE] == src and e[F_ACTION] == A_KEYWORD \
                    and e[F_AMOUNT] == KW_LINK_PLUS and e[F_TARGET] == TG_SELF and window_ok(st, p, e[F_WINDOW]) \
                    and condition_holds(st, tb, p, s, e[F_COND], e[F_COND_ARG]):
                x += max(e[F_COUNT], 1)
    return min(x, LINK_MAX)

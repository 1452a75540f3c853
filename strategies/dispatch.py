"""The decision points as the engine calls them: a user pilot's function where it has one (strategies.api,
strategies.plugins), else the built-in pilot's (strategies/pilots.py; greedy for a user pilot). The engine
imports its decisions from here, so a user pilot reaches every one of them through one integer id and the
engine stays cacheable (numba caches no function passed as an argument)."""
from simcore.jit import engine_jit

from strategies import no_user_pilots, pilots
from strategies.api import FIRST_USER_PILOT, NOT_HANDLED, user_dispatch_module
from strategies.pilots import GREEDY

# the generated dispatch of the loaded user pilots (DCGSIM_USER_PILOTS), else one that handles nothing
user = user_dispatch_module() or no_user_pilots


@engine_jit
def decide_redraw(pilot, st, tb, p):
    if pilot >= FIRST_USER_PILOT:
        choice = user.decide_redraw(pilot, st, tb, p)
        if choice != NOT_HANDLED:
            return choice == 1
        return pilots.decide_redraw(GREEDY, st, tb, p)
    return pilots.decide_redraw(pilot, st, tb, p)


@engine_jit
def decide_breeding(pilot, st, tb, p, can_hatch, can_move):
    if pilot >= FIRST_USER_PILOT:
        choice = user.decide_breeding(pilot, st, tb, p, can_hatch, can_move)
        if choice != NOT_HANDLED:
            return choice
        return pilots.decide_breeding(GREEDY, st, tb, p, can_hatch, can_move)
    return pilots.decide_breeding(pilot, st, tb, p, can_hatch, can_move)


@engine_jit
def choose_main(pilot, st, tb, p, n):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_main(pilot, st, tb, p, n)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_main(GREEDY, st, tb, p, n)
    return pilots.choose_main(pilot, st, tb, p, n)


@engine_jit
def choose_block(pilot, st, tb, q, n, attacker_dp, target_is_player):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_block(pilot, st, tb, q, n, attacker_dp, target_is_player)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_block(GREEDY, st, tb, q, n, attacker_dp, target_is_player)
    return pilots.choose_block(pilot, st, tb, q, n, attacker_dp, target_is_player)


@engine_jit
def choose_target(pilot, st, tb, p, action, amount, n):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_target(pilot, st, tb, p, action, amount, n)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_target(GREEDY, st, tb, p, action, amount, n)
    return pilots.choose_target(pilot, st, tb, p, action, amount, n)


@engine_jit
def choose_target_count(pilot, st, tb, p, action, amount, n, most):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_target_count(pilot, st, tb, p, action, amount, n, most)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_target_count(GREEDY, st, tb, p, action, amount, n, most)
    return pilots.choose_target_count(pilot, st, tb, p, action, amount, n, most)


@engine_jit
def decide_optional(pilot, st, tb, p, r):
    if pilot >= FIRST_USER_PILOT:
        choice = user.decide_optional(pilot, st, tb, p, r)
        if choice != NOT_HANDLED:
            return choice == 1
        return pilots.decide_optional(GREEDY, st, tb, p, r)
    return pilots.decide_optional(pilot, st, tb, p, r)


@engine_jit
def choose_burst_card(pilot, st, tb, p, s):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_burst_card(pilot, st, tb, p, s)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_burst_card(GREEDY, st, tb, p, s)
    return pilots.choose_burst_card(pilot, st, tb, p, s)


@engine_jit
def choose_stack_card(pilot, st, tb, p, n):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_stack_card(pilot, st, tb, p, n)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_stack_card(GREEDY, st, tb, p, n)
    return pilots.choose_stack_card(pilot, st, tb, p, n)


@engine_jit
def choose_digivolution(pilot, st, tb, p, n):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_digivolution(pilot, st, tb, p, n)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_digivolution(GREEDY, st, tb, p, n)
    return pilots.choose_digivolution(pilot, st, tb, p, n)


@engine_jit
def choose_cost_card(pilot, st, tb, p, pile, n):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_cost_card(pilot, st, tb, p, pile, n)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_cost_card(GREEDY, st, tb, p, pile, n)
    return pilots.choose_cost_card(pilot, st, tb, p, pile, n)


@engine_jit
def choose_reveal_pair(pilot, st, tb, p, pile, k, ea, eb, two):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_reveal_pair(pilot, st, tb, p, pile, k, ea, eb, two)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_reveal_pair(GREEDY, st, tb, p, pile, k, ea, eb, two)
    return pilots.choose_reveal_pair(pilot, st, tb, p, pile, k, ea, eb, two)


@engine_jit
def choose_security_end(pilot, st):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_security_end(pilot, st)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_security_end(GREEDY, st)
    return pilots.choose_security_end(pilot, st)


@engine_jit
def choose_reveal_destination(pilot, st, tb, p, c, n):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_reveal_destination(pilot, st, tb, p, c, n)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_reveal_destination(GREEDY, st, tb, p, c, n)
    return pilots.choose_reveal_destination(pilot, st, tb, p, c, n)


@engine_jit
def choose_reveal_rest_end(pilot, st, tb, p, k):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_reveal_rest_end(pilot, st, tb, p, k)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_reveal_rest_end(GREEDY, st, tb, p, k)
    return pilots.choose_reveal_rest_end(pilot, st, tb, p, k)


@engine_jit
def choose_raid(pilot, st, tb, p, n, attacker_dp, target_dp):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_raid(pilot, st, tb, p, n, attacker_dp, target_dp)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_raid(GREEDY, st, tb, p, n, attacker_dp, target_dp)
    return pilots.choose_raid(pilot, st, tb, p, n, attacker_dp, target_dp)


@engine_jit
def choose_deletion_save(pilot, st, tb, p, s, usable, must):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_deletion_save(pilot, st, tb, p, s, usable, must)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_deletion_save(GREEDY, st, tb, p, s, usable, must)
    return pilots.choose_deletion_save(pilot, st, tb, p, s, usable, must)


@engine_jit
def choose_card(pilot, st, tb, p, pile, n):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_card(pilot, st, tb, p, pile, n)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_card(GREEDY, st, tb, p, pile, n)
    return pilots.choose_card(pilot, st, tb, p, pile, n)


@engine_jit
def choose_card_count(pilot, st, tb, p, pile, n, most):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_card_count(pilot, st, tb, p, pile, n, most)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_card_count(GREEDY, st, tb, p, pile, n, most)
    return pilots.choose_card_count(pilot, st, tb, p, pile, n, most)


@engine_jit
def choose_discard(pilot, st, tb, p):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_discard(pilot, st, tb, p)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_discard(GREEDY, st, tb, p)
    return pilots.choose_discard(pilot, st, tb, p)


@engine_jit
def choose_pending(pilot, st, n):
    if pilot >= FIRST_USER_PILOT:
        choice = user.choose_pending(pilot, st, n)
        if choice != NOT_HANDLED:
            return choice
        return pilots.choose_pending(GREEDY, st, n)
    return pilots.choose_pending(pilot, st, n)

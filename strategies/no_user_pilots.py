"""The user-pilot dispatch when no user pilot is loaded: every decision is left to the built-in pilots.
strategies.plugins generates a module with these functions for each set of user pilots."""
from simcore.jit import engine_jit

from strategies.api import NOT_HANDLED

PILOTS = ()


@engine_jit
def decide_redraw(pilot, st, tb, p):
    return NOT_HANDLED


@engine_jit
def decide_breeding(pilot, st, tb, p, can_hatch, can_move):
    return NOT_HANDLED


@engine_jit
def choose_main(pilot, st, tb, p, n):
    return NOT_HANDLED


@engine_jit
def choose_block(pilot, st, tb, p, n, attacker_dp, target_is_player):
    return NOT_HANDLED


@engine_jit
def choose_target(pilot, st, tb, p, action, amount, n):
    return NOT_HANDLED


@engine_jit
def choose_target_count(pilot, st, tb, p, action, amount, n, most):
    return NOT_HANDLED


@engine_jit
def decide_optional(pilot, st, tb, p, r):
    return NOT_HANDLED


@engine_jit
def choose_burst_card(pilot, st, tb, p, s):
    return NOT_HANDLED


@engine_jit
def choose_stack_card(pilot, st, tb, p, n):
    return NOT_HANDLED


@engine_jit
def choose_digivolution(pilot, st, tb, p, n):
    return NOT_HANDLED


@engine_jit
def choose_cost_card(pilot, st, tb, p, pile, n):
    return NOT_HANDLED


@engine_jit
def choose_reveal_pair(pilot, st, tb, p, pile, k, ea, eb, two):
    return NOT_HANDLED


@engine_jit
def choose_security_end(pilot, st):
    return NOT_HANDLED


@engine_jit
def choose_reveal_destination(pilot, st, tb, p, c, n):
    return NOT_HANDLED


@engine_jit
def choose_reveal_rest_end(pilot, st, tb, p, k):
    return NOT_HANDLED


@engine_jit
def choose_raid(pilot, st, tb, p, n, attacker_dp, target_dp):
    return NOT_HANDLED


@engine_jit
def choose_deletion_save(pilot, st, tb, p, s, usable, must):
    return NOT_HANDLED


@engine_jit
def choose_card(pilot, st, tb, p, pile, n):
    return NOT_HANDLED


@engine_jit
def choose_card_count(pilot, st, tb, p, pile, n, most):
    return NOT_HANDLED


@engine_jit
def choose_discard(pilot, st, tb, p):
    return NOT_HANDLED


@engine_jit
def choose_pending(pilot, st, n):
    return NOT_HANDLED

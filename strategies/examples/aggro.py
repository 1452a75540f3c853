"""A user pilot that attacks the player whenever it can, else plays as greedy:

    dcgsim pilots compare strategies.examples.aggro:PILOT greedy --decks ST1 ST2 ST3 ST4 ST5 ST6
"""
from simcore.jit import engine_jit
from simcore.layout import A_ATTACK
from strategies.api import Pilot
from strategies.examples.greedy import choose_main as greedy_main


@engine_jit
def choose_main(st, tb, p, n):
    for k in range(1, n):
        if st.acts[k, 0] == A_ATTACK and st.acts[k, 2] < 0:   # operand 2 < 0: the attack targets the player
            return k
    return greedy_main(st, tb, p, n)


PILOT = Pilot(choose_main=choose_main)

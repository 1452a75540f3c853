"""Game-state layout: struct-of-arrays buffers preallocated once per batch and reset per game.

Every pile is an int16 array of card-type indices (an index into the match's card tables) with the top
card last. A player's field is a dense list of slots: slot 0 is the breeding area, slots 1..fld_n-1 the
battle area. A slot holds one Digimon or Tamer as a stack (stk[p, s, 0] is the bottom card, the top is
stk[p, s, stk_n-1]). Slots are identified across moves by a per-game unique id (uid).
Scalars of the game live in the int32 array `g`, indexed by the G_* constants.
"""
from typing import NamedTuple

import numpy as np

# Capacities. A player owns at most 50 main cards + 5 Digi-Eggs, so piles of 64 never overflow.
PILE = 64
EGG_PILE = 8
NSLOT = 56          # breeding slot + up to 55 battle slots: one per card a player owns
STACK = 32          # cards in one Digimon's stack
MAXACT = 1024       # legal main-phase actions listed at once
DECK_SIZE = 50
MAX_EGGS = 5
BREEDING = 0        # slot index of the breeding area

# Card kinds (card tables).
K_EGG = 0
K_DIGIMON = 1
K_TAMER = 2
K_OPTION = 3

# Colors as bits of a mask.
COLOR_NAMES = ("red", "blue", "yellow", "green", "black", "purple", "white")
MAX_EVO = 4         # printed digivolution requirements per card

# g[] scalar indices.
G_TURN = 0          # 1-based turn number of the whole game
G_CUR = 1           # player whose turn it is
G_FIRST = 2         # player who went first
G_MEM = 3           # memory gauge from player 0's side, in [-10, 10]
G_WINNER = 4        # -1 while undecided / no winner
G_REASON = 5        # R_* constant once the game has ended
G_UID = 6           # next slot uid
G_MULL0 = 7         # 1 if player 0 redrew
G_MULL1 = 8
G_EVN = 9           # events written so far
G_EVLOST = 10       # events dropped because the log was full
G_OVER = 11         # 1 once the game has ended
G_ATTACKS = 12      # attacks declared this game (statistics)
G_PILOT0 = 13       # pilot id of player 0
G_PILOT1 = 14
G_CHECKS = 15       # security checks performed this game
G_SIZE = 16

# Why a game ended.
R_NONE = 0
R_SECURITY = 1      # an attack on a player with no security succeeded
R_DECK_OUT = 2      # a player could not draw in the draw phase
R_TURN_LIMIT = 3    # safety cap on turns fired
REASON_NAMES = ("none", "security", "deck_out", "turn_limit")

# Main-phase actions: acts[i] = (kind, a, b, c).
A_PASS = 0
A_PLAY = 1          # a = hand index
A_DIGIVOLVE = 2     # a = hand index, b = slot, c = cost
A_OPTION = 3        # a = hand index
A_ATTACK = 4        # a = attacking slot, b = target slot of the opponent, or -1 for the player

# Breeding-phase choices.
B_NOTHING = 0
B_HATCH = 1
B_MOVE_OUT = 2

# Event log: ev[i] = (turn, player, kind, memory_from_A, a, b, c, d, e, f).
EV_WIDTH = 10
E_TURN_START = 1    # a = cards in deck, b = cards in hand, c = security count
E_DRAW = 2          # a = card
E_HATCH = 3         # a = card
E_MOVE_OUT = 4      # a = top card, b = uid
E_PLAY = 5          # a = card, b = cost paid, c = uid
E_DIGIVOLVE = 6     # a = card, b = card digivolved from, c = cost paid, d = uid, e = 1 if in breeding area
E_OPTION = 7        # a = card, b = cost paid
E_EFFECT = 8        # a = source card, b = effect op, c = target card, d = amount, e = target player
E_ATTACK = 9        # a = attacker card, b = attacker uid, c = target card (-1 = player), d = target uid
E_BLOCK = 10        # a = blocker card, b = blocker uid
E_SECURITY_CHECK = 11  # a = card revealed, b = security left, c = check number (1-based), d = checks due
E_BATTLE = 12       # a = attacker card, b = attacker DP, c = defender card, d = defender DP, e = outcome, f = 1 vs Security Digimon
E_DELETE = 13       # a = top card, b = owner, c = cause (DEL_*), d = uid
E_PASS = 14
E_GAME_END = 15     # a = winner (-1 none), b = reason (R_*)
E_REDRAW = 16       # a = 1 if the player redrew the opening hand
E_TRASH = 17        # a = top card, b = owner, c = cause (TRASH_*)
E_TURN_END = 18
E_MEMORY = 19       # a = memory change for the acting player (by effect), b = source card
E_DEAL = 20         # a = first player
EVENT_NAMES = ("", "turn_start", "draw", "hatch", "move_out", "play", "digivolve", "option", "effect", "attack",
               "block", "security_check", "battle", "delete", "pass", "game_end", "redraw", "trash",
               "turn_end", "memory", "deal")

# Battle outcomes (E_BATTLE e).
BATTLE_ATTACKER_WINS = 0
BATTLE_DEFENDER_WINS = 1
BATTLE_BOTH_LOSE = 2

# Deletion causes.
DEL_BATTLE = 0
DEL_RULE = 1        # 0 DP at a rule check
DEL_EFFECT = 2
TRASH_NO_DP = 0     # rule check: a battle-area Digimon without printed DP


class GameState(NamedTuple):
    g: np.ndarray           # int32[G_SIZE]
    rs: np.ndarray          # uint64[1] random stream
    deck: np.ndarray        # int16[2, PILE]
    deck_n: np.ndarray      # int32[2]
    eggs: np.ndarray        # int16[2, EGG_PILE]
    egg_n: np.ndarray       # int32[2]
    hand: np.ndarray        # int16[2, PILE]
    hand_n: np.ndarray      # int32[2]
    sec: np.ndarray         # int16[2, PILE] security stack, top last
    sec_n: np.ndarray       # int32[2]
    trash: np.ndarray       # int16[2, PILE]
    trash_n: np.ndarray     # int32[2]
    stk: np.ndarray         # int16[2, NSLOT, STACK]
    stk_n: np.ndarray       # int32[2, NSLOT] cards in the slot's stack (0 = empty breeding area)
    fld_n: np.ndarray       # int32[2] slots in use, breeding slot included
    susp: np.ndarray        # int8[2, NSLOT] 1 = suspended
    entered: np.ndarray     # int32[2, NSLOT] turn the slot was played (-1 = not played, e.g. moved out)
    uid: np.ndarray         # int32[2, NSLOT]
    dp_turn: np.ndarray     # int32[2, NSLOT] DP change lasting until the end of this turn
    acts: np.ndarray        # int32[MAXACT, 4] legal main-phase actions
    cand: np.ndarray        # int32[NSLOT] scratch list of candidate slots
    ev: np.ndarray          # int32[capacity, EV_WIDTH] event log (capacity 0 = no log)


def new_state(log_capacity=0):
    return GameState(
        g=np.zeros(G_SIZE, np.int32),
        rs=np.zeros(1, np.uint64),
        deck=np.zeros((2, PILE), np.int16),
        deck_n=np.zeros(2, np.int32),
        eggs=np.zeros((2, EGG_PILE), np.int16),
        egg_n=np.zeros(2, np.int32),
        hand=np.zeros((2, PILE), np.int16),
        hand_n=np.zeros(2, np.int32),
        sec=np.zeros((2, PILE), np.int16),
        sec_n=np.zeros(2, np.int32),
        trash=np.zeros((2, PILE), np.int16),
        trash_n=np.zeros(2, np.int32),
        stk=np.zeros((2, NSLOT, STACK), np.int16),
        stk_n=np.zeros((2, NSLOT), np.int32),
        fld_n=np.zeros(2, np.int32),
        susp=np.zeros((2, NSLOT), np.int8),
        entered=np.zeros((2, NSLOT), np.int32),
        uid=np.zeros((2, NSLOT), np.int32),
        dp_turn=np.zeros((2, NSLOT), np.int32),
        acts=np.zeros((MAXACT, 4), np.int32),
        cand=np.zeros(NSLOT, np.int32),
        ev=np.zeros((log_capacity, EV_WIDTH), np.int32),
    )


class CardTables(NamedTuple):
    """Facts of the card types in one match (both decks), indexed by card-type index, plus the two decks."""
    kind: np.ndarray        # int32[T] K_*
    colors: np.ndarray      # int32[T] color bit mask
    level: np.ndarray       # int32[T] 0 = none
    cost: np.ndarray        # int32[T] play/use cost, -1 = none
    dp: np.ndarray          # int32[T] printed DP, -1 = no DP
    evo: np.ndarray         # int32[T, MAX_EVO, 3] (color mask, level, cost)
    evo_n: np.ndarray       # int32[T]
    main: np.ndarray        # int16[2, DECK_SIZE] each player's main deck
    main_n: np.ndarray      # int32[2]
    egg: np.ndarray         # int16[2, MAX_EGGS] each player's Digi-Egg deck
    egg_n: np.ndarray       # int32[2]

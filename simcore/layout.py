"""Game-state layout: struct-of-arrays buffers preallocated once per batch and reset per game.

Every pile is an int16 array of card-type indices (an index into the match's card tables) with the top
card last. A player's field is a dense list of slots: slot 0 is the breeding area, slots 1..fld_n-1 the
battle area. A slot holds one Digimon or Tamer as a stack (stk[p, s, 0] is the bottom card, the top is
stk[p, s, stk_n-1]). Slots are identified across moves by a per-game unique id (uid).
Scalars of the game live in the int32 array `g`, indexed by the G_* constants.
"""
import numpy as np

from simcore.effect_codes import EFW

# Capacities. A player owns at most 50 main cards + 5 Digi-Eggs, so piles of 64 never overflow.
PILE = 64
EGG_PILE = 8
NSLOT = 56          # breeding slot + up to 55 battle slots: one per card a player owns
STACK = 32          # cards in one Digimon's stack
MAXACT = 1024       # legal main-phase actions listed at once
MAXMOD = 128        # effect modifiers with a duration alive at once
MAXPEND = 64        # pending triggered effects
MAXONCE = 64        # once-per-turn uses in one turn
DECK_SIZE = 50
MAX_EGGS = 5
BREEDING = 0        # slot index of the breeding area
MAX_TYPES = 128     # distinct card types in one match (two decks of at most 55 cards each)
LINK_MAX = 4        # link cards beside one Digimon (RULES.md §10.6: 1, raised by <Link +X>)

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
G_CHECK_MODE = 16   # 1 = verify the invariants after every action (simcore.invariants)
G_VIOLATION = 17    # first invariant violated (V_* in simcore.invariants), 0 = none
G_VIOLATION_AT = 18 # action number at which it was found
G_ACTIONS = 19      # actions taken so far this game (setup, phases and main-phase actions)
G_MODN = 20         # modifiers in use (st.mod)
G_PENDN = 21        # pending triggered effects (st.pend)
G_BATCH = 22        # id of the newest batch of triggers (derived triggers resolve first)
G_ONCEN = 23        # once-per-turn uses recorded this turn (st.once)
G_ATTACKED = 24     # 1 once the turn player attacked with a Digimon this turn
G_ATK_TARGET = 25   # uid of the Digimon the current attack targets, -1 = the player, -2 = no attack
G_BATTLE_BARE0 = 26 # 1 while player 0's Digimon battles an opponent's Digimon with no digivolution cards
G_BATTLE_BARE1 = 27
G_SELF_MOVED = 28   # the card whose effect resolves (option / security card) was moved by it
G_EVCAP = 29        # events the log may hold (0 = no log)
G_TOPS_CHANGED = 30 # 1 when a battle-area stack got a new top card since the last rule check
G_RECORD = 31       # 1 = keep card records (st.crec) for this game; survives reset_game like G_EVCAP
G_COUNTER_USED = 32 # 1 once a [Counter] effect activated in the current counter timing (RULES.md §6.2)
G_OVERFLOW = 33     # entries a full buffer (modifiers, pending effects, once-per-turn marks) could not take
G_RUN_OVERFLOWS = 34  # games with G_OVERFLOW > 0 since the caller cleared it; survives reset_game
G_CHOICE_N = 35     # scripted choices in st.choice (simcore.scenario)
G_CHOICE_AT = 36    # next scripted choice to take
G_CHOICE_BAD = 37   # 1 + index of the first scripted choice that fit no decision, 0 = none
G_CHOICE_WANT = 38  # CH_* kind of the decision that choice was offered to
G_FALLBACK = 39     # pilot id that decides for the scripted pilot once the choices run out
G_ATTACK_ENDED = 40 # 1 once an effect ended the attack in progress (RULES.md section 6)
G_PAID = 41         # cards the last "up to" cost paid (an effect's for_each=paid reads it)
G_PICKED_UID = 42   # uid of the Digimon whose effect an activate_on_play_or_digivolving row picked
G_EFFECT_DELETED = 43  # 1 once the delete clause in resolution deleted a Digimon (the condition not_deleted)
G_EFFECT_ATTACK_ROW = 44     # 1 + row of an `attack` effect waiting for the effects to resolve (0 = none)
G_EFFECT_ATTACK_SOURCE = 45  # uid of that effect's Digimon (-1 = none)
G_EFFECT_OPTION_ROW = 46     # 1 + row of a `use_option_from_hand` effect waiting likewise (0 = none)
G_EFFECT_OPTION_PLAYER = 47  # the player of that effect
G_PICKED = 48      # how many Digimon the last counted clause chose (a `same_targets` clause after it takes them)
G_VORTEX_UID = 49  # 1 + uid of the Digimon making a <Vortex> attack, which may attack in the turn it was played
G_OVERCLOCK_UID = 50  # 1 + uid of the Digimon making an <Overclock> attack, which does not suspend for it
G_EFFECT_PLAYER = 51   # 1 + the player whose effect resolves now (0: none), for "other than by your effects"
G_LEAVING = 52      # the leaving the effects before a Digimon leaves decide on: LEAVE_* and its cause (0 = none)
G_DNA_UID = 54      # 1 + uid of the Digimon the last DNA digivolution made, until it digivolves again ("if DNA
#                     digivolving"; 0 = none)
G_PROGRESS_UID = 55  # 1 + uid of the attacking Digimon while it has <Progress> (0 = none): the opponent's effects
# don't affect it until the attack ends
G_PLAY_AFTER_BATTLE = 57  # 1 once the checked security card's effect asked for its play at the end of its battle
G_PLAYED_UID = 60  # 1 + uid of the card the play clause in resolution played (0 = none), for place_self_under_played
G_EFFECT_PLAYED = 58  # 1 once the play clause in resolution played a card ("If you did, ...")
G_PLAYED_LEVEL = 61  # level of the card the last play_from_hand / play_from_trash row played (0 = none)
G_EFFECT_SUSPENDED_OWN = 62  # 1 once the suspend clause in resolution suspended its controller's Digimon
G_IMMUNITY = 69  # 1 once an effect made a Digimon of this game unaffected by the opponent's (Digimon) effects
# (a be_affected_by_opponents[_digimon]_effects restriction granted): the immunity checks run only then
G_EFFECT_UNSUSPENDED = 70  # 1 once the unsuspend clause in resolution unsuspended a suspended Digimon
G_EFFECT_RETURNED = 59  # 1 once the bounce clause in resolution returned a Digimon to the hand (the condition returned)
G_PLAY_OR_USE_CARD = 56  # 1 + the hand card type a play_or_use_from_hand row chose to use as an option (0 = none)
G_EFFECT_BATTLE = 65  # a `battle` effect waiting for the effects to resolve: 1 + its row + 4096 * its player (0 = none)
G_NAMED_PAIRS = 63  # for_each=named_digivolution_card_pairs of the row in resolution: its count, set by act
G_COST_DELETED_LEVEL = 79  # level of the Digimon the last delete_own_cost deleted (0: none or no level)
G_FACE_DOWN = 80  # for_each=face_down of the row in resolution: the effect's Digimon's face-down cards, set by act
G_DECLINED = 88  # 1 when the last `may` clause of the chain in resolution was declined (the condition declined)
G_PLACED_TOP = 82  # 1 + the card the last place_top_digivolution_cost placed (0: none)
G_PAID_CARD_COST = 76  # 1 + the printed play cost of the card the last trash_from_hand_cost trashed (0: none)
G_COST_ROW = 77  # 1 + the row of the trash_from_hand_cost picking its cards now (0: none), for the pilot's pick
G_AS_DIGIMON = 53  # 1 once an as_digimon effect made a Tamer of this game a Digimon (the Tamer checks run only then)
G_HAND_ADDED = 71  # bit p set once an effect added cards to p's hand; the effect's end queues opponent_hand_added
G_XROS_UID = 68  # 1 + uid of the Digimon the last DigiXros play made with materials under it (0 = none): "if
#                   DigiXrosing"
G_CHECKED_FACE_UP = 87  # 1 while the [Security] effects of a card that lay face up when checked resolve
G_SIZE = 90  # slots 64, 66, 67, 72-75, 78, 81, 83-86 and 89: kept for other scalars

# Why a game ended.
R_NONE = 0
R_SECURITY = 1      # an attack on a player with no security succeeded
R_DECK_OUT = 2      # a player could not draw in the draw phase
R_TURN_LIMIT = 3    # safety cap on turns fired
REASON_NAMES = ("none", "security", "deck_out", "turn_limit")

# Main-phase actions: acts[i] = (kind, a, b, c).
A_PASS = 0
A_PLAY = 1          # a = hand index, c = cost (the printed cost less the card's reductions in the hand)
A_DIGIVOLVE = 2     # a = hand index, b = slot, c = cost
A_OPTION = 3        # a = hand index, c = cost
A_ATTACK = 4        # a = attacking slot, b = target slot of the opponent, or -1 for the player
A_ACTIVATE = 5      # a = slot, b = effect row of an activated [Main] effect
A_DNA = 6           # a = hand index, b = slot going on top + NSLOT * the other slot, c = cost (RULES.md §10.3)
A_LINK = 7          # a = hand index (-slot: the top card of that battle-area Digimon), b = slot of the Digimon it is
#                     linked to, c = cost (the link cost, RULES.md §10.6)
A_HAND_MAIN = 8     # a = hand index, b = slot, c = cost: a [Hand] [Main] effect of the card (simcore.hand_zone)

# Breeding-phase choices.
B_NOTHING = 0
B_HATCH = 1
B_MOVE_OUT = 2

# Scripted choices (simcore.scenario, the scripted pilot of strategies.pilots): st.choice[i] = (CH_*, a, b).
MAXCHOICE = 256
CH_TARGET = 1       # a = player, b = scenario slot (simcore.scenario: the permanent's place in st.scen_uid)
CH_CARD = 2         # a = card type, -1 = a card not in this match
CH_BOOL = 3         # a = 0 or 1: a "you may"
CH_NONE = 4         # nothing: no block, or fewer targets than "up to" allows
CH_TAKEN = 5        # a CH_NONE already taken with the "up to" targets before it
MAX_SCEN_SLOTS = 2 * NSLOT  # permanents one player may have had in the battle area during a script

# Modifier rows: an effect with a duration on one Digimon (uid) or on all of a player's (uid -1).
MOD_PLAYER = 0
MOD_UID = 1
MOD_ACTION = 2      # effect_codes.A_* (DP, Security A., keyword, can't attack or block)
MOD_AMOUNT = 3
MOD_UNTIL = 4       # ends at the end of this turn number
MOD_SCOPE = 5       # SCOPE_* for player-wide modifiers
MOD_FROM_DIGIMON = 6  # 1: a Digimon's modifier that an effect of an opponent's Digimon gave it (immunity to the
#                     opponent's Digimon effects sets it aside)
MOD_WIDTH = 7
SCOPE_DIGIMON = 1
SCOPE_SECURITY = 2
SCOPE_BY_OPPONENT = 4     # a Digimon's modifier that an effect of its owner's opponent gave it (<Progress> sets it aside)
SCOPE_FOR_THE_ATTACK = 8  # a Digimon's modifier that ends with the attack in progress (<Alliance>)
SCOPE_ROW_SHIFT = 4  # a player-wide modifier's MOD_SCOPE >> this: 1 + the effect row whose Digimon filters it keeps
                     # (RULES.md §11: "all" effects re-evaluate their filters continuously), 0 = none

# Pending triggered effects.
P_PLAYER = 0        # controller
P_ROW = 1           # first effect row
P_UID = 2           # uid of the source slot (-1 = none)
P_CARD = 3          # source card type
P_BATCH = 4
P_AUX = 5           # event detail (e.g. uid of the other Digimon)
P_FROM_TRASH = 6    # 1 = On Deletion: activates from the trash, never fizzles
PEND_WIDTH = 7

# Event log: ev[i] = (turn, player, kind, memory_from_A, a, b, c, d, e, f).
EV_WIDTH = 10
E_TURN_START = 1    # a = cards in deck, b = cards in hand, c = security count
E_DRAW = 2          # a = card
E_HATCH = 3         # a = card
E_MOVE_OUT = 4      # a = top card, b = uid
E_PLAY = 5          # a = card, b = cost paid, c = uid
E_DIGIVOLVE = 6     # a = card, b = card digivolved from, c = cost paid, d = uid, e = 1 if in breeding area
E_OPTION = 7        # a = card, b = cost paid
E_EFFECT = 8        # a = source card, b = effect op, c = target card, d = amount, e = target player, f = target uid
E_ATTACK = 9        # a = attacker card, b = attacker uid, c = target card (-1 = player), d = target uid
E_BLOCK = 10        # a = blocker card, b = blocker uid
E_SECURITY_CHECK = 11  # a = card revealed, b = security left, c = check number (1-based), d = checks due
E_BATTLE = 12       # a = attacker card, b = attacker DP, c = defender card, d = defender DP, e = outcome, f = 1 vs Security Digimon
E_DELETE = 13       # a = top card, b = owner, c = cause (DEL_*), d = uid
E_PASS = 14
E_GAME_END = 15     # a = winner (-1 none), b = reason (R_*)
E_REDRAW = 16       # a = 1 if the player redrew the opening hand
E_TRASH = 17        # a = top card, b = owner, c = cause (TRASH_*), d = uid
E_TURN_END = 18
E_MEMORY = 19       # a = memory change for the acting player (by effect), b = source card
E_DEAL = 20         # a = first player
E_DNA = 21          # a = card, b = cost paid, c = new uid, d = uid of the Digimon on top, e = uid of the other
EVENT_NAMES = ("", "turn_start", "draw", "hatch", "move_out", "play", "digivolve", "option", "effect", "attack",
               "block", "security_check", "battle", "delete", "pass", "game_end", "redraw", "trash",
               "turn_end", "memory", "deal", "dna_digivolve")

# Battle outcomes (E_BATTLE e).
BATTLE_ATTACKER_WINS = 0
BATTLE_DEFENDER_WINS = 1
BATTLE_BOTH_LOSE = 2

# Deletion causes.
DEL_BATTLE = 0
DEL_RULE = 1        # 0 DP at a rule check
DEL_EFFECT = 2
# the leaving G_LEAVING's low bits name while the effects before a Digimon leaves run (simcore.effects.stays_instead;
# its higher bits: 1 + the player whose effect moves it, 0 for a battle or a rule check)
LEAVE_DELETED = 1   # it would be deleted
LEAVE_MOVED = 2     # it would return to the hand or the deck
TRASH_NO_DP = 0     # rule check: a battle-area Digimon without printed DP


# Card records: crec[p, card type, CR_*], the game turn (0 = set-up) at which player p first did a thing
# with a copy of the card (-1 = never), and how many times the card was played.
CR_SEEN = 0         # a copy was in hand: opening hand (0), drawn or added by an effect
CR_PLAYED = 1       # played, digivolved onto a Digimon, used (option) or hatched (Digi-Egg)
CR_PLAYS = 2        # times played/digivolved/used/hatched (a count, not a turn)
CR_FIELD = 3        # became the top card of a Digimon or Tamer in the battle area
CR_WIDTH = 4


# The state of one game is a single numpy record (a structured scalar) with fixed-size array fields: jitted
# code receives it as one pointer, where a tuple of separate arrays would be passed as hundreds of
# scalar arguments to every call. Field access reads the same either way: st.deck[p, i].
EV_CAPACITY = 16384  # events one game's log can hold

STATE_DTYPE = np.dtype([
    ("g", np.int32, (G_SIZE,)),              # game scalars, G_*
    ("rs", np.uint64, (1,)),                 # random stream
    ("deck", np.int16, (2, PILE)),
    ("deck_n", np.int32, (2,)),
    ("eggs", np.int16, (2, EGG_PILE)),
    ("egg_n", np.int32, (2,)),
    ("hand", np.int16, (2, PILE)),
    ("hand_n", np.int32, (2,)),
    ("sec", np.int16, (2, PILE)),            # security stack, top last
    ("sec_n", np.int32, (2,)),
    ("trash", np.int16, (2, PILE)),
    ("trash_n", np.int32, (2,)),
    ("stk", np.int16, (2, NSLOT, STACK)),    # stacks, bottom first
    ("stk_n", np.int32, (2, NSLOT)),         # cards in the slot (0 = empty breeding area)
    ("top", np.int16, (2, NSLOT)),           # the stack's top card, kept with stk (meaningless when empty)
    ("fld_n", np.int32, (2,)),               # slots in use, breeding slot included
    ("susp", np.int8, (2, NSLOT)),           # 1 = suspended
    ("entered", np.int32, (2, NSLOT)),       # turn the slot was played (-1 = not played, e.g. moved out)
    ("uid", np.int32, (2, NSLOT)),
    ("acts", np.int32, (MAXACT, 4)),         # legal main-phase actions
    ("cand", np.int32, (NSLOT * 2,)),        # scratch: candidates
    ("dpc", np.int32, (2, NSLOT)),           # scratch: DP of each slot, worked out once per pilot decision
    ("chosen", np.int32, (NSLOT * 2,)),      # scratch: chosen targets (uids)
    ("count", np.int32, (2, MAX_TYPES)),     # scratch: card counts (invariant checks)
    ("mod", np.int32, (MAXMOD, MOD_WIDTH)),  # modifiers with a duration, MOD_*
    ("pend", np.int32, (MAXPEND, PEND_WIDTH)),  # pending triggered effects, P_*
    ("once", np.int32, (MAXONCE, 2)),        # (uid or card, effect row) used this turn
    ("scen_uid", np.int32, (2, MAX_SCEN_SLOTS)),  # uid of each scenario slot: the battle list, then arrivals
    ("scen_n", np.int32, (2,)),
    ("lnk", np.int16, (2, NSLOT, LINK_MAX)),  # link cards beside each slot's Digimon, oldest first (RULES.md §10.6)
    ("lnk_n", np.int32, (2, NSLOT)),         # link cards of the slot
    ("ebattle_uid", np.int32, (1,)),         # uid of the Digimon whose `battle` effect waits (G_EFFECT_BATTLE)
    ("row", np.int32, (EFW,)),               # scratch: a copy of an effect row whose filters its effect widens
    ("sec_up", np.int8, (2, PILE)),          # 1 = the security card at this index lies face up (RULES.md §10.8);
    #                                          0 beyond sec_n
    ("fu_delta", np.int16, (MAX_TYPES,)),    # card type c - its face-up type (tables.face_up; 0: c is a real card):
    #                                          a face-down twin turns back into its card as it leaves a stack
    ("ace_n", np.int16, (2, MAX_TYPES)),     # copies of each ACE card type on each player's field at the last
    #                                          count (effects.overflow_census, RULES.md §10.5)
    # the big fields the games between two decks rarely read last, so that the rest lie close together (fewer
    # cache lines and pages for the hot loops); new fields go above this line
    ("choice", np.int32, (MAXCHOICE, 3)),   # scripted choices, CH_* rows (G_CHOICE_N of them)
    ("crec", np.int16, (2, MAX_TYPES, CR_WIDTH)),  # card records (G_RECORD), CR_*
    ("ev", np.int32, (EV_CAPACITY, EV_WIDTH)),  # event log; g[G_EVCAP] rows of it are used
])


def new_state(log_capacity=0):
    """A zeroed game state; log_capacity > 0 turns the event log on (at most EV_CAPACITY events)."""
    if not 0 <= log_capacity <= EV_CAPACITY:
        raise ValueError(f"log capacity must be in [0, {EV_CAPACITY}]")
    st = np.zeros(1, STATE_DTYPE).view(np.recarray)[0]
    st.g[G_EVCAP] = log_capacity
    return st


MAX_CARD_TYPES = 128    # distinct card types in one match (two decks of at most 55 cards each)
MAX_EFFECT_ROWS = 2048  # effect rows of those card types

# [GAP] readings of RULES.md that a run may switch (simcore.rule_switches names them); 0 = the defaults
RS_PASS_GAIN_ENDS_TURN = 1          # §4: a pass ends the turn even if an end-of-turn gain brings memory back
RS_GONE_ATTACKER_WINS = 2           # §6.4: an attack on a player with no security wins after its attacker left
RS_PIERCING_WINS = 4                # §9: <Piercing> after a won battle wins when the player has no security
RS_EMPTY_DECK_DRAW_LOSES = 8        # §14.11: a draw from an empty deck outside the draw phase loses
RS_EFFECT_OPTION_IGNORES_COLORS = 256  # §5.3: an option used by an effect needs no Digimon or Tamer of its colours

# tables.reach: which kinds of "all of ..." and `cant` rows a match has, so the rules skip the scans it needs none of
REACH_INHERITED = 1     # a persistent player-wide row in an inherited text (scan the cards under each Digimon)
REACH_OPPONENT = 2      # a persistent row on the opponent's Digimon (all_opponent, a player's restriction)
REACH_CANT = 4          # a `cant` row (restrictions to look for)
REACH_FILTERED = 8      # an "all of ..." row with Digimon filters (filtered player-wide modifiers)
REACH_OPPONENT_SECURITY = 16   # a persistent row on the opponent's Security Digimon (all_opponent, security_digimon)
REACH_VORTEX = 32       # a row that gives or grants <Vortex> (end-of-turn attacks to look for)
REACH_OVERCLOCK = 64    # a row that gives <Overclock>
REACH_PROGRESS = 128    # a row that gives <Progress> (the attacker's keyword to look up at each attack)
REACH_DIGIVOLVE_WHILE = 256   # a digivolve_while_you_have row (a digivolution requirement that holds at times)
REACH_STATIC_IMMUNITY = 512   # a persistent be_affected_by_opponents[_digimon]_effects row (immunity from the rows)
REACH_FACE_UP_SECURITY = 1024  # a persistent [Security] row (it works from a face-up security card, RULES.md §10.8)
REACH_ANY_SUSPENDED = 65536   # a row with the timing any_digimon_suspended (queued at every suspension)
REACH_DIGIVOLVE_INTO = 16384   # a digivolve_into_while row (a Digimon that may digivolve into more cards)
REACH_MAIN_PHASE_ATTACK = 2048   # a row that gives "[Start of Your Main Phase] This Digimon attacks."
REACH_EFFECT_PLAYED_OR_DIGIVOLVED = 131072   # a row with the timing any_digimon_played_or_digivolved_by_effect
REACH_EXECUTE = 262144   # a row that gives or grants <Execute> (end-of-turn attacks to look for)

TABLES_DTYPE = np.dtype([
    # the 8-byte fields first, at offsets that are multiples of 8 (a packed record aligns nothing itself)
    ("cant_codes", np.int64),                   # bit k: a `cant` row of restriction k (CANT_*) in the match
    ("match_bits", np.int64, (MAX_CARD_TYPES,)),  # bit k: the card has the k-th trait/name of the effects
    ("n_types", np.int32),
    ("n_rows", np.int32),
    ("neg_static_dp", np.int32),                # 1 if some persistent effect lowers DP
    ("digivolve_cost_down", np.int32),          # 1 if some card reduces digivolution costs
    ("rules", np.int32),                        # RS_* bits: the [GAP] readings switched from their defaults
    ("play_cost_down", np.int32),               # bit 0: some card's play or use cost is reduced in the hand; bit 1:
                                                # some card in the battle area reduces others' (paid_from_under_tamer)
    ("reach", np.int32),                        # REACH_* bits: the "all of ..." and `cant` rows the match has
    ("kind", np.int32, (MAX_CARD_TYPES,)),      # K_*
    ("colors", np.int32, (MAX_CARD_TYPES,)),    # color bit mask
    ("level", np.int32, (MAX_CARD_TYPES,)),     # 0 = none
    ("cost", np.int32, (MAX_CARD_TYPES,)),      # play/use cost, -1 = none
    ("dp", np.int32, (MAX_CARD_TYPES,)),        # printed DP, -1 = no DP
    ("eff_first", np.int32, (MAX_CARD_TYPES,)), # first row of the card type, -1 = none
    ("eff_n", np.int32, (MAX_CARD_TYPES,)),     # rows of the card type
    ("evo", np.int32, (MAX_CARD_TYPES, MAX_EVO, 3)),  # (color mask, level, cost)
    ("evo_n", np.int32, (MAX_CARD_TYPES,)),
    ("dna_cost", np.int32, (MAX_CARD_TYPES,)),   # cost of the card's DNA digivolution, -1 = it has none
    ("dna_any", np.int32),                     # 1 if some card of the match has a DNA digivolution
    # Summaries of the rows and requirements above, filled by simcore.tables so the hot loops can skip
    # cards that have nothing to say: bit t / bit a of each mask, the *_any masks OR-ed over the match.
    ("trigger_bits", np.int64, (MAX_CARD_TYPES, 2)),   # bit t & 63: a first row with timing t, main / inherited
    ("self_static_bits", np.int64, (MAX_CARD_TYPES, 2)),  # bit a: a persistent row giving this Digimon a
    ("field_static_bits", np.int64, (MAX_CARD_TYPES,)),   # bit a: a persistent row giving all own Digimon a
    ("trigger_any", np.int64),
    ("self_static_any", np.int64),
    ("field_static_any", np.int64),
    ("field_digimon_any", np.int64),   # field_static_any less the rows that reach only Security Digimon
    ("main", np.int16, (2, PILE)),              # each player's main deck
    ("main_n", np.int32, (2,)),
    ("egg", np.int16, (2, EGG_PILE)),           # each player's Digi-Egg deck
    ("egg_n", np.int32, (2,)),
    ("name_id", np.int32, (MAX_CARD_TYPES,)),   # the first card-type index with the same name (same name: same id)
    ("token_first", np.int32),                  # card types from here to n_types are Tokens (RULES.md §10.1)
    ("link_row", np.int32, (MAX_CARD_TYPES,)),  # the card's link_requirement row (RULES.md §10.6), -1 = none
    ("link_any", np.int32),                     # 1 if some card of the match has a link text
    ("face_up", np.int32, (MAX_CARD_TYPES,)),   # the real card type of each type (itself, or the card a face-down
    #                                             twin stands for: a digivolution card placed face down)
    ("face_down_of", np.int32, (MAX_CARD_TYPES,)),  # the face-down twin of each card type, -1 = none
    ("overflow", np.int32, (MAX_CARD_TYPES,)),  # an ACE card's <Overflow> memory (effect_codes.A_OVERFLOW), 0 = none
    ("overflow_any", np.int32),                 # 1 if some card of the match has one
    # the big arrays last, so that the summaries and per-card facts the hot loops read lie close together
    # (fewer cache lines and pages); new fields go above this line
    ("evo_cost", np.int32, (MAX_CARD_TYPES, MAX_CARD_TYPES)),  # [card, base top card] cheapest cost, -1 = no
    ("dna_side", np.int8, (MAX_CARD_TYPES, MAX_CARD_TYPES)),  # [card, base top card]: bit 0 the base meets the
    #                                          first (top) requirement of its DNA digivolution, bit 1 the second
    ("eff", np.int32, (MAX_EFFECT_ROWS, EFW)),  # effect rows (simcore.effect_codes), grouped by card type
])


def new_tables():
    """Zeroed card tables (one numpy record); simcore.tables.build_tables fills them for a match."""
    tb = np.zeros(1, TABLES_DTYPE).view(np.recarray)[0]
    tb.eff_first[:] = -1
    tb.evo_cost[:] = -1
    tb.dna_cost[:] = -1
    tb.link_row[:] = -1
    tb.face_up[:] = np.arange(MAX_CARD_TYPES)
    tb.face_down_of[:] = -1
    tb.token_first = MAX_CARD_TYPES   # no Tokens until build_tables says where they start
    return tb

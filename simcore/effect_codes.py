"""The numeric vocabulary of card effects: each effect line of the catalog compiles to one or more rows of
int32 columns F_*, interpreted by simcore.effects. New words get new codes; existing codes never change
meaning, so the vocabulary grows without a redesign."""

# Row columns.
F_CARD = 0        # card-type index (filled per match)
F_SOURCE = 1      # S_*
F_TRIGGER = 2     # T_*
F_WINDOW = 3      # W_*: whose turn the effect works in
F_ONCE = 4        # 1 = once per turn
F_OPTIONAL = 5    # 1 = "you may"
F_COND = 6        # C_*
F_COND_ARG = 7
F_ACTION = 8      # A_*
F_AMOUNT = 9
F_TARGET = 10     # TG_*
F_COUNT = 11      # how many targets (counted targets)
F_UPTO = 12       # 1 = "up to" the count
F_FILTER = 13     # FL_* bits
F_DP_MAX = 14     # target filter: DP <= x (-1 = none)
F_LEVEL_MAX = 15  # target filter: level <= x (-1 = none)
F_COST_MAX = 16   # target filter: play cost <= x (-1 = none)
F_DURATION = 17   # D_*
F_PER = 18        # amount scales with every F_PER digivolution cards (0 = fixed)
F_CHAIN = 19      # 1 = continues the row before it ("Then")
F_EFFECT = 20     # index of the effect within its card (once-per-turn bookkeeping)
F_COLOR = 21      # target/card filter: color mask (0 = any)
F_LEVEL_EQ = 22   # card filter: exact level (0 = any)
F_KIND = 23       # card filter: K_* kind (-1 = any)
F_COST_EQ = 24    # card filter: cost equal to one of two values (packed a*100+b, -1 = any)
F_LEVEL_MIN = 25  # target filter: level >= x (-1 = none)
F_MATCH = 26      # card/target filter: bit k-1 of the match's trait/name table (0 = none), see decks.effects
EFW = 27

# Where the text sits on the card.
S_MAIN = 0        # works from the top card (or an option/tamer)
S_INHERITED = 1   # works from a digivolution card under the top
S_SECURITY = 2    # [Security]

# Timings (RULES.md §8).
T_STATIC = 0                 # persistent: DP, Security A., keywords while the condition holds
T_ON_PLAY = 1
T_WHEN_DIGIVOLVING = 2
T_WHEN_ATTACKING = 3
T_ON_DELETION = 4
T_END_OF_ATTACK = 5
T_START_OF_YOUR_TURN = 6
T_END_OF_YOUR_TURN = 7
T_END_OF_OPPONENTS_TURN = 8
T_MAIN = 9                   # [Main] of an option
T_SECURITY = 10
T_WHEN_BLOCKED = 11          # this Digimon's attack was blocked
T_OPPONENT_DELETED_BY_DP = 12  # an opponent's Digimon was deleted by dropping to 0 DP
T_OWN_DIGIMON_DELETED = 13
T_OPPONENT_SUSPENDED = 14    # an opponent's Digimon became suspended
T_BLOCKER_USED = 15          # you suspended one of your Digimon with <Blocker>
T_DELETES_IN_BATTLE = 16     # this Digimon deleted an opponent's Digimon in battle and survived
T_ACTIVATED = 17             # [Main] activated effect of a Digimon in the battle area
T_START_OF_YOUR_MAIN_PHASE = 18
T_COUNTER = 19               # [Counter] of the defender's battle-area cards, at the counter timing
T_START_OF_OPPONENTS_TURN = 20
TRIGGER_NAMES = ("static", "on_play", "when_digivolving", "when_attacking", "on_deletion", "end_of_attack",
                 "start_of_your_turn", "end_of_your_turn", "end_of_opponents_turn", "main", "security",
                 "when_blocked", "opponent_deleted_by_dp", "own_digimon_deleted", "opponent_suspended",
                 "blocker_used", "deletes_in_battle", "activated", "start_of_your_main_phase", "counter",
                 "start_of_opponents_turn")

W_ANY = 0
W_YOURS = 1
W_OPPONENTS = 2
WINDOW_NAMES = ("any_turn", "your_turn", "opponents_turn")

# Conditions, checked when the effect activates (triggers) or continuously (static).
C_NONE = 0
C_OWN_SECURITY_LE = 1        # you have <= n security cards
C_OWN_SECURITY_GE = 2
C_DIGIVOLUTION_CARDS_GE = 3  # this Digimon has >= n digivolution cards
C_LEVEL_GE = 4               # this Digimon's level >= n
C_HAS_BLOCKER = 5            # this Digimon has <Blocker>
C_OWN_TRASH_GE = 6           # >= n cards in your trash
C_OPPONENT_HAS_BARE_DIGIMON = 7  # the opponent has a Digimon with no digivolution cards
C_ATTACKING_DIGIMON = 8      # this attack targets a Digimon
C_OPPONENT_DID_NOT_ATTACK = 9    # the opponent attacked with no Digimon this turn
C_BATTLING_BARE_DIGIMON = 10     # this Digimon is battling an opponent's Digimon with no digivolution cards
COND_NAMES = ("none", "own_security<=", "own_security>=", "digivolution_cards>=", "level>=", "has_blocker",
              "own_trash>=", "opponent_has_bare_digimon", "attacking_digimon", "opponent_did_not_attack",
              "battling_bare_digimon")

# Actions.
A_NONE = 0
A_DP = 1                 # DP +/- amount
A_SECURITY_ATTACK = 2    # Security A. +/- amount
A_BLOCKER = 3            # keyword gained
A_REBOOT = 4
A_RETALIATION = 5
A_PIERCING = 6
A_JAMMING = 7
A_RUSH = 8
A_MEMORY = 9             # gain (+) / lose (-) memory
A_DRAW = 10
A_DELETE = 11
A_BOUNCE = 12            # return to its owner's hand (digivolution cards trashed)
A_TRASH_DIGIVOLUTION_BOTTOM = 13  # trash amount digivolution cards from the bottom
A_RECOVERY = 14          # Recovery +amount (Deck)
A_CANT_ATTACK_OR_BLOCK = 15
A_UNSUSPEND = 16
A_SUSPEND = 17
A_PLAY_SELF = 18         # play this card for free ([Security] of Tamers)
A_ADD_SELF_TO_HAND = 19
A_ACTIVATE_MAIN = 20     # activate this card's [Main] effect
A_DE_DIGIVOLVE = 21
A_PLAY_FROM_DIGIVOLUTION_CARDS = 22  # play a Digimon card from under one of your Digimon, free
A_REVEAL_TOP_ADD_IF = 23  # reveal the top card; add it to hand if it matches the filter, else deck bottom
A_REVEAL_ADD_ONE = 24     # reveal the top `amount`; add 1 matching card to hand; rest to deck bottom
A_TRASH_OPPONENT_SECURITY_TOP = 25
A_TRASH_DECK_TOP = 26     # trash the top `amount` cards of your deck
A_TRASH_FROM_HAND = 27    # trash `amount` cards from your hand
A_RETURN_FROM_TRASH = 28  # return 1 matching card from your trash to your hand
A_PLAY_FROM_TRASH = 29    # play 1 matching Digimon card from your trash for free
A_DIGI_BURST = 30         # cost: trash `amount` of this Digimon's digivolution cards (then the chain runs)
A_SUSPEND_SELF_COST = 31  # cost: suspend this Tamer (then the chain runs)
A_DELETE_OWN_COST = 32    # cost: delete 1 of your Digimon (then the chain runs)
A_TRASH_DIGIVOLUTION_TOP = 33  # trash `amount` digivolution cards from the top (just under the top card)
A_PLAY_FROM_HAND = 34     # play 1 matching Digimon/Tamer card from your hand (free unless filter=pay_cost)
ACTION_NAMES = ("none", "dp", "security_attack", "blocker", "reboot", "retaliation", "piercing", "jamming", "rush",
                "memory", "draw", "delete", "bounce", "trash_digivolution_bottom", "recovery",
                "cant_attack_or_block", "unsuspend", "suspend", "play_self", "add_self_to_hand", "activate_main",
                "de_digivolve", "play_from_digivolution_cards", "reveal_top_add_if", "reveal_add_one",
                "trash_opponent_security_top", "trash_deck_top", "trash_from_hand", "return_from_trash",
                "play_from_trash", "digi_burst", "suspend_self_cost", "delete_own_cost", "trash_digivolution_top",
                "play_from_hand")
KEYWORD_ACTIONS = (A_BLOCKER, A_REBOOT, A_RETALIATION, A_PIERCING, A_JAMMING, A_RUSH)

# Targets.
TG_NONE = 0
TG_SELF = 1              # this Digimon / this card
TG_OWN = 2               # counted: 1 (or up to N) of your Digimon
TG_OPPONENT = 3          # counted: 1 (or up to N) of the opposing Digimon
TG_ALL_OWN = 4           # all of your Digimon (later entrants too, for the duration)
TG_ALL_OPPONENT = 5
TG_ALL_OWN_SECURITY = 6  # all of your Security Digimon
TG_ALL_OWN_AND_SECURITY = 7  # all of your Digimon and Security Digimon
TG_PLAYER = 8            # the effect's controller (memory, draw...)
TARGET_NAMES = ("none", "self", "own", "opponent", "all_own", "all_opponent", "all_own_security",
                "all_own_and_security", "player")

FL_NO_DIGIVOLUTION_CARDS = 1
FL_SUSPENDED = 2
FL_OTHER = 4             # other than this Digimon
FL_NO_ON_PLAY = 8        # a card played by this effect does not activate its [On Play]
FL_PAY_COST = 16         # a card played by this effect is paid for (its printed cost)
FL_TAMER = 32            # the targets are Tamers, not Digimon

D_INSTANT = 0
D_TURN = 1               # for the turn
D_OPPONENTS_NEXT_TURN = 2  # until the end of the opponent's next turn
D_YOUR_NEXT_TURN = 3     # until the end of your next turn
D_WHILE = 4              # static: while the condition holds
DURATION_NAMES = ("instant", "turn", "opponents_next_turn", "your_next_turn", "while")

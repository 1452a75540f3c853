"""The numeric vocabulary of card effects, declared once: every word of the effect language (row column,
timing, whose turn, option, condition, action, target, filter flag, duration, key) is declared here with its
code, its name in the language and a one-line meaning. The parser (decks.effects), the effect files' headers
and the README's word list (decks.tools.vocabulary) are generated from these declarations.

Each effect line of the catalog compiles to one or more rows of int32 columns F_*, interpreted by
simcore.effects. New words get new codes; existing codes never change meaning, so the vocabulary grows
without a redesign. Codes are plain module-level ints, so the jitted engine reads them as constants."""


class Vocabulary:
    """One kind of word: {code: (name, meaning)}, declared one word at a time with `word`."""

    def __init__(self, kind, title):
        self.kind = kind
        self.title = title
        self.words = {}

    def word(self, code, name, meaning):
        """Declare a word; returns its code."""
        if code in self.words:
            raise ValueError(f"{self.kind} code {code} declared twice")
        if any(n == name for n, _ in self.words.values()):
            raise ValueError(f"{self.kind} {name!r} declared twice")
        self.words[code] = (name, meaning)
        return code

    def names(self):
        """Names by code ('' for a code not in use): names()[code]."""
        return tuple(self.words.get(c, ("", ""))[0] for c in range(max(self.words) + 1))

    def codes(self):
        """{name: code}."""
        return {n: c for c, (n, _) in self.words.items()}

    def entries(self):
        """(code, name, meaning) in code order."""
        return [(c, *self.words[c]) for c in sorted(self.words)]


# --- row columns ------------------------------------------------------------------------------------------
COLUMNS = Vocabulary("column", "Row columns (F_*)")
F_CARD = COLUMNS.word(0, "card", "card-type index (filled per match)")
F_SOURCE = COLUMNS.word(1, "source", "where the text sits on the card (S_*)")
F_TRIGGER = COLUMNS.word(2, "trigger", "timing (T_*)")
F_WINDOW = COLUMNS.word(3, "window", "whose turn the effect works in (W_*)")
F_ONCE = COLUMNS.word(4, "once", "1 = once per turn")
F_OPTIONAL = COLUMNS.word(5, "optional", "1 = \"you may\"")
F_COND = COLUMNS.word(6, "cond", "condition (C_*)")
F_COND_ARG = COLUMNS.word(7, "cond_arg", "the condition's number")
F_ACTION = COLUMNS.word(8, "action", "action (A_*)")
F_AMOUNT = COLUMNS.word(9, "amount", "the action's number")
F_TARGET = COLUMNS.word(10, "target", "target (TG_*)")
F_COUNT = COLUMNS.word(11, "count", "how many targets (counted targets)")
F_UPTO = COLUMNS.word(12, "upto", "1 = \"up to\" the count")
F_FILTER = COLUMNS.word(13, "filter", "filter flags (FL_* bits)")
F_DP_MAX = COLUMNS.word(14, "dp_max", "target filter: DP <= x (-1 = none)")
F_LEVEL_MAX = COLUMNS.word(15, "level_max", "target filter: level <= x (-1 = none)")
F_COST_MAX = COLUMNS.word(16, "cost_max", "target filter: play cost <= x (-1 = none)")
F_DURATION = COLUMNS.word(17, "duration", "duration (D_*)")
F_PER = COLUMNS.word(18, "per", "amount scales with every F_PER digivolution cards (0 = fixed; for_each=own_security: "
                    "every F_PER security cards)")
F_CHAIN = COLUMNS.word(19, "chain", "1 = continues the row before it (\"Then\")")
F_EFFECT = COLUMNS.word(20, "effect", "index of the effect within its card (once-per-turn bookkeeping)")
F_COLOR = COLUMNS.word(21, "color", "target/card filter: colour mask (0 = any)")
F_LEVEL_EQ = COLUMNS.word(22, "level_eq", "card filter: exact level (0 = any)")
F_KIND = COLUMNS.word(23, "kind", "card filter: K_* kind (-1 = any)")
F_COST_EQ = COLUMNS.word(24, "cost_eq", "card filter: cost equal to one of two values (packed a*100+b, -1 = any)")
F_LEVEL_MIN = COLUMNS.word(25, "level_min", "target filter: level >= x (-1 = none)")
F_MATCH = COLUMNS.word(26, "match", "card/target filter: bit k-1 of the match's trait/name table (0 = none)")
F_BASE_MATCH = COLUMNS.word(27, "base_match", "digivolve_from_hand, reveal_add_or_place (the Tamer's, "
                            "reveal_add_and_place_under_tamer): the Digimon's top card has "
                            "bit k-1 of the match's trait/name table (0 = any Digimon)")
F_OR_MATCH = COLUMNS.word(29, "or_match", "card filter: a card with bit k-1 of the match's trait/name table passes "
                          "whatever the other filters say (\"1 [X] or 1 ...\"; 0 = none)")
F_FOR_EACH = COLUMNS.word(30, "for_each", "the amount counts once for each thing of this kind (Q_*, 0 = fixed): "
                          "play_cost_down, de_digivolve, digivolve_from_hand, dp (timed: counted as it resolves), "
                          "play_token (that many Tokens)")
F_KINDS = COLUMNS.word(31, "kinds", "card filter: kinds mask, bit k for K_* kind k (0 = any)")
F_RANK = COLUMNS.word(32, "rank", "counted targets, instant \"all of\" actions and delete_own_cost: only the Digimon "
                      "ranked first among those passing the other filters (RK_*, 0 = none)")
F_AT_MOST_SELF = COLUMNS.word(33, "at_most_self", "counted targets, instant \"all of\" actions and delete_own_cost: "
                              "only Digimon with no more of this than the effect's own Digimon has (VS_*, 0 = none)")
F_COND2 = COLUMNS.word(36, "cond2", "a second condition (C_*, one without a number) that must hold too: the second "
                       "if= of a timed effect (\"if ... and this Digimon has ...\")")
F_THIS_MATCH = COLUMNS.word(38, "this_match", "condition this_has on a clause with card filters of its own: bit k-1 "
                            "of the match's trait/name table that this Digimon must have (0: the clause's own "
                            "trait/name filter is the condition's)")
F_TRASH_MATCH = COLUMNS.word(34, "trash_match", "dna_digivolve_with_trash: the card of your trash that is the "
                             "second half of the pair has bit k-1 of the match's trait/name table")
# columns 28, 35, 37: kept for other words
EFW = 39

# --- where the text sits on the card ------------------------------------------------------------------------
SOURCES = Vocabulary("source", "SOURCE: where the text sits")
S_MAIN = SOURCES.word(0, "main", "the card's own text: works from the top card (or an option/Tamer)")
S_INHERITED = SOURCES.word(1, "inherited", "inherited: works from a digivolution card under the top")
S_SECURITY = SOURCES.word(2, "security", "[Security]: works when revealed as a security card")
S_LINK = SOURCES.word(3, "link", "the card's link text (RULES.md §10.6): works from a link card beside a Digimon, "
                      "for that Digimon (its link DP a persistent dp row); the link_requirement row says where it "
                      "may be linked")
SOURCE_NAMES = SOURCES.names()

# --- timings (RULES.md §8) ------------------------------------------------------------------------------------
# A card's timings are bits of an int64 (simcore.tables.trigger_bits): a code of 64 or more shares bit code & 63 with
# a lower one, which only costs a scan of rows, except for the timings read from the bit alone (BIT_ONLY_TRIGGERS).
TRIGGERS = Vocabulary("trigger", "TRIGGER: the timing")
T_STATIC = TRIGGERS.word(0, "static", "persistent: DP, Security A., keywords while the condition holds")
T_ON_PLAY = TRIGGERS.word(1, "on_play", "[On Play]: the card was played")
T_WHEN_DIGIVOLVING = TRIGGERS.word(2, "when_digivolving", "[When Digivolving]: the Digimon digivolved")
T_WHEN_ATTACKING = TRIGGERS.word(3, "when_attacking", "[When Attacking]: the Digimon attacks")
T_ON_DELETION = TRIGGERS.word(4, "on_deletion", "[On Deletion]: the Digimon was deleted (works from the trash)")
T_END_OF_ATTACK = TRIGGERS.word(5, "end_of_attack", "[End of Attack]: the Digimon's attack ended")
T_START_OF_YOUR_TURN = TRIGGERS.word(6, "start_of_your_turn", "[Start of Your Turn]")
T_END_OF_YOUR_TURN = TRIGGERS.word(7, "end_of_your_turn", "[End of Your Turn]")
T_END_OF_OPPONENTS_TURN = TRIGGERS.word(8, "end_of_opponents_turn", "[End of Opponent's Turn]")
T_MAIN = TRIGGERS.word(9, "main", "[Main] of an option: the option is used")
T_SECURITY = TRIGGERS.word(10, "security", "[Security]: revealed by a security check")
T_WHEN_BLOCKED = TRIGGERS.word(11, "when_blocked", "this Digimon's attack was blocked")
T_OPPONENT_DELETED_BY_DP = TRIGGERS.word(12, "opponent_deleted_by_dp",
                                         "an opponent's Digimon was deleted by dropping to 0 DP")
T_OWN_DIGIMON_DELETED = TRIGGERS.word(13, "own_digimon_deleted", "one of your Digimon was deleted (the card: options "
                                      "filter its top card)")
T_OPPONENT_SUSPENDED = TRIGGERS.word(14, "opponent_suspended", "an opponent's Digimon became suspended")
T_BLOCKER_USED = TRIGGERS.word(15, "blocker_used", "you suspended one of your Digimon with <Blocker>")
T_DELETES_IN_BATTLE = TRIGGERS.word(16, "deletes_in_battle",
                                    "this Digimon deleted an opponent's Digimon in battle and survived")
T_ACTIVATED = TRIGGERS.word(17, "activated", "[Main] activated effect of a Digimon in the battle area")
T_START_OF_YOUR_MAIN_PHASE = TRIGGERS.word(18, "start_of_your_main_phase", "[Start of Your Main Phase]")
T_COUNTER = TRIGGERS.word(19, "counter", "[Counter] of the defender's battle-area cards, at the counter timing")
T_START_OF_OPPONENTS_TURN = TRIGGERS.word(20, "start_of_opponents_turn", "[Start of Opponent's Turn]")
T_OPPONENT_SECURITY_REMOVED = TRIGGERS.word(21, "opponent_security_removed",
                                            "a card left the opponent's security stack (a check or an effect)")
T_OWN_SECURITY_REMOVED = TRIGGERS.word(22, "own_security_removed",
                                       "a card left your security stack (a check or an effect)")
T_OWN_DIGIMON_PLAYED = TRIGGERS.word(24, "own_digimon_played",
                                     "one of your Digimon was played (the card: options filter it; target=event is "
                                     "that Digimon)")
T_OTHER_OWN_DIGIVOLVED = TRIGGERS.word(25, "other_own_digivolved",
                                       "another of your Digimon (not this one) digivolved in the battle area")
T_OWN_SECURITY_PLACED_FACE_UP = TRIGGERS.word(
    26, "own_security_placed_face_up", "an effect placed a card face up in your security stack (RULES.md §10.8; "
    "queued once for each card placed, the effects placing one card at a time; the card: options filter it)")
T_OWN_DIGIMON_MOVED_OUT = TRIGGERS.word(23, "own_digimon_moved_out", "one of your Digimon moved from the breeding "
                                        "area to the battle area (the card: options filter it)")
T_WHEN_MOVING = TRIGGERS.word(30, "when_moving", "[When Moving]: this Digimon moved from the breeding area to the "
                              "battle area")
T_OPPONENT_DIGIMON_DELETED = TRIGGERS.word(31, "opponent_digimon_deleted", "one of the opponent's Digimon was "
                                           "deleted (the card: options filter its top card)")
T_DIGIVOLUTION_CARD_TRASHED = TRIGGERS.word(
    32, "digivolution_card_trashed", "this card was trashed from under a Digimon whose stack stays (works from the "
    "trash; the card: options filter that Digimon's top card); of an option placed under a Digimon, its own text "
    "(source main) of this timing works so too")
T_OPPONENT_DIGIMON_MOVED_OUT = TRIGGERS.word(33, "opponent_digimon_moved_out", "one of the opponent's Digimon "
                                             "moved from the breeding area to the battle area (the card: options "
                                             "filter it)")
T_OWN_DIGIMON_WITH_SOURCES_DELETED = TRIGGERS.word(
    34, "own_digimon_with_sources_deleted", "one of your Digimon that had digivolution cards was deleted (the card: "
    "options filter its top card)")
T_OWN_TAMER_SUSPENDED = TRIGGERS.word(35, "own_tamer_suspended", "one of your Tamers became suspended (the card: "
                                       "options filter it)")
T_WHEN_SUSPENDED = TRIGGERS.word(38, "when_suspended", "this Digimon became suspended (by an attack, a block, an "
                                "effect or a cost)")
T_OWN_DIGIMON_DIGIVOLVED = TRIGGERS.word(28, "own_digimon_digivolved", "one of your Digimon digivolved in the "
                                         "battle area (the card: options filter the card it digivolved into)")
T_OWN_TAMER_PLAYED = TRIGGERS.word(29, "own_tamer_played", "one of your Tamers was played (the card: options filter "
                                   "it)")
T_OPPONENT_DIGIMON_ATTACKS = TRIGGERS.word(36, "opponent_digimon_attacks", "one of the opponent's Digimon attacks "
                                           "(at the declaration, after the attacker's own effects are queued)")
T_OWN_DIGIMON_SUSPENDED = TRIGGERS.word(37, "own_digimon_suspended", "one of your Digimon became suspended (the "
                                        "card: options filter its top card; this Digimon alone: when_suspended)")
T_WOULD_DNA_DIGIVOLVE = TRIGGERS.word(39, "would_dna_digivolve", "this Digimon is one of the two about to DNA "
                                      "digivolve (the event's card, tested by `card.` filters, is the new card); it "
                                      "resolves with the new Digimon's [When Digivolving] effects")
T_END_OF_ALL_TURNS = TRIGGERS.word(45, "end_of_all_turns", "[End of All Turns]: the end of either player's turn")
T_CARDS_TRASHED_FROM_UNDER = TRIGGERS.word(
    55, "cards_trashed_from_under", "an effect trashed a card from under this Tamer or Digimon, its stack staying "
    "(queued once for each card)")
T_WOULD_LEAVE = TRIGGERS.word(48, "would_leave", "<Decode>: this Digimon would leave the battle area other than in "
                              "battle (deleted by an effect or at 0 DP, returned to the hand or deck): its row runs at "
                              "once, before it leaves (play_from_digivolution_cards target=self only)")
T_OWN_DIGIMON_WINS_BATTLE = TRIGGERS.word(
    46, "own_digimon_wins_battle", "one of your Digimon won a battle (as wins_battle; the card: options filter its top "
    "card; target=event is that Digimon)")
T_OWN_DIGIMON_PLAYED_BY_EFFECT = TRIGGERS.word(
    40, "own_digimon_played_by_effect", "an effect played one of your Digimon (any player's effect, a keyword's "
    "too; not a play from the hand as an action)")
T_TRASHED_FROM_HAND = TRIGGERS.word(
    42, "trashed_from_hand", "one of your effects (its cost too) trashed this card from your hand: the card's own text "
    "works from the trash")
T_WINS_BATTLE = TRIGGERS.word(61, "wins_battle", "this Digimon won a battle (its DP higher than the other Digimon's, "
                              "a Security Digimon's too) and is still in the battle area")
T_WHEN_UNSUSPENDED = TRIGGERS.word(62, "when_unsuspended", "this Digimon became unsuspended (the unsuspend phase, "
                                   "<Reboot> or an effect)")
T_OWN_DIGIVOLUTION_CARDS_TRASHED = TRIGGERS.word(
    59, "own_digivolution_cards_trashed", "an effect trashed digivolution cards of one of your Digimon whose stack "
    "stays (the card: options filter its top card; once per Digimon and effect)")
T_WOULD_LEAVE_ANY_WAY = TRIGGERS.word(
    51, "would_leave_any_way", "this Digimon would leave the battle area in any way (in battle too; would_leave: other "
    "than in battle): the effect runs at once, before it leaves, its owner's pilot taking or leaving it; its `stay` "
    "clause keeps it there, or its one play_from_digivolution_cards target=self row plays a card from beneath it "
    "(the cause of the leaving a condition of that row), or it draws, then its play_from_hand_or_digivolution_cards row "
    "may play a card from the hand or from beneath it")
T_OWN_DIGIMON_WOULD_LEAVE = TRIGGERS.word(
    52, "own_digimon_would_leave", "one of your Digimon would leave the battle area in any way: as "
    "would_leave_any_way, at once (the card: options filter its top card; target=event is that Digimon)")
T_ATTACK_TARGET_SWITCHED = TRIGGERS.word(
    41, "attack_target_switched", "the target of an attack changed (a <Blocker> blocked, <Raid> switched it): the "
    "cards of both players, the turn player's first (the card: options filter the attacking Digimon's top card)")
T_OTHER_DELETED = TRIGGERS.word(
    49, "other_deleted", "another Digimon or Tamer of either player (not this one) was deleted (the deleted card's "
    "top card: the event's card)")
T_DIGIXROS_PLAY = TRIGGERS.word(
    53, "digixros_play", "you play a Digimon card with a DigiXros requirement from the hand, with its materials (read "
    "as they are placed, simcore.digixros; the clause's card filters test the played card)")
T_OWN_OPTION_USED = TRIGGERS.word(
    54, "own_option_used", "you used an option card (from the hand, or by an effect), before its [Main] effects "
    "resolve (the card: the condition cause_cost>= reads it)")
T_HAND_MAIN = TRIGGERS.word(
    43, "hand_main", "[Hand] [Main]: a main-phase action of this card while it is in your hand, offered in the action "
    "list (layout A_HAND_MAIN) while the effect can be carried out in full; the pilot takes it or not like a play")
T_TRASH_OWN_DIGIMON_PLAYED = TRIGGERS.word(
    58, "trash_own_digimon_played", "[Trash]: this card is in your trash and one of your Digimon was played (queued "
    "once for each copy there, activating from the trash; a digivolve_from_trash row of it digivolves into this card "
    "only)")
T_ANY_DIGIMON_SUSPENDED = TRIGGERS.word(
    65, "any_digimon_suspended", "a Digimon of either player became suspended (by an attack, a block, an effect or "
    "a cost; the condition suspended_by_effect tells an effect's)")
T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED_BY_EFFECT = TRIGGERS.word(
    68, "any_digimon_played_or_digivolved_by_effect", "an effect (any player's, a [Hand] [Main] digivolution too) "
    "played a Digimon of either player or digivolved one in a battle area (a DNA digivolution too)")
T_OWN_DIGIMON_CHECKS_FACE_UP_SECURITY = TRIGGERS.word(
    76, "own_digimon_checks_face_up_security", "one of your Digimon checked a security card that lay face up (RULES.md "
    "§10.8; queued as the card is checked, with its [Security] effects)")
T_ANY_DIGIMON_PLAYED_OR_DIGIVOLVED = TRIGGERS.word(
    79, "any_digimon_played_or_digivolved", "a Digimon of either player was played (from the hand or by an effect) "
    "or digivolved in a battle area (a DNA digivolution too); the condition by_effect tells an effect's")
T_CARDS_PLACED_UNDER = TRIGGERS.word(
    50, "cards_placed_under", "an effect placed cards as digivolution cards of this Digimon (from the hand, trash, "
    "deck or its own resolution; not a digivolution nor a DigiXros): queued once for each card, the card: options "
    "filtering it (with an action's own filters, the condition cause_has)")
T_DIGIVOLUTION_CARDS_RETURNED = TRIGGERS.word(
    44, "digivolution_cards_returned", "cards beneath this Digimon went under its owner's deck by an effect "
    "(return_digivolution_cards_cost), its stack staying (once per effect; the card: options test the last card "
    "put there)")
T_OWN_DIGIMON_ATTACKS = TRIGGERS.word(
    47, "own_digimon_attacks", "one of your Digimon attacks (at the declaration, with the attacker's When Attacking "
    "effects; the card: options filter the attacker's top card; target=event is that Digimon)")
T_ASSEMBLY = TRIGGERS.word(
    57, "assembly", "<Assembly>: not an event but where the rows of the card's Assembly requirement sit (the action "
    "assembly; simcore.assembly reads them when the card is played from the hand)")
T_TRASHED_FROM_SECURITY = TRIGGERS.word(
    27, "trashed_from_security", "an effect (either player's, a keyword's such as <Barrier> too; not a security check) "
    "trashed this card from its owner's security stack: the card's own text works from the trash, for its owner")
T_OWN_SECURITY_ADDED = TRIGGERS.word(
    56, "own_security_added", "an effect added cards to your security stack (<Recovery>, a card placed from the hand, "
    "the field or the trash; either player's effect): queued once for each effect that added any")
T_OWN_DIGIMON_LINKED = TRIGGERS.word(
    82, "own_digimon_linked", "a card was linked to one of your Digimon (a link from the hand or by an effect; queued "
    "once for each card; target=event is that Digimon)")
T_WHEN_LINKED = TRIGGERS.word(
    189, "when_linked", "a card was linked to this Digimon (from the hand, from the battle area or by an effect; "
    "queued once for each card, after own_digimon_linked; the card: options filter the linked card)")
T_WHEN_LINKING = TRIGGERS.word(
    171, "when_linking", "[When Linking] of a link text: this card was just linked to one of your Digimon (from the "
    "hand, from the battle area or by an effect); it works for that Digimon (RULES.md §10.6)")
T_OWN_HAND_TRASHED = TRIGGERS.word(
    60, "own_hand_trashed", "one of your effects (its cost too) trashed a card from your hand: queued on your Digimon "
    "and Tamers once for each card trashed (the card: options filter the trashed card)")
T_OPPONENT_OPTION_USED = TRIGGERS.word(
    63, "opponent_option_used", "your opponent used an option card (from the hand, or by an effect), before its [Main] "
    "effects resolve: own_option_used seen from the other side")
T_OWN_TAMER_DIGIVOLVED = TRIGGERS.word(
    85, "own_tamer_digivolved", "one of your Tamers digivolved into a Digimon (its top card before the digivolution a "
    "Tamer; the card: options filter the card it digivolved into)")
T_OPPONENT_DIGIMON_PLAYED = TRIGGERS.word(
    94, "opponent_digimon_played", "one of the opponent's Digimon was played (from the hand or by an effect, a Token "
    "too; the card: options filter it)")
T_OTHER_DELETED_IN_BATTLE = TRIGGERS.word(
    95, "other_deleted_in_battle", "another Digimon of either player (not this one) was deleted in battle (the deleted "
    "card's top card: the event's card)")
T_OWN_DIGIMON_CARDS_PLACED_UNDER = TRIGGERS.word(
    120, "own_digimon_cards_placed_under", "an effect placed cards as digivolution cards of one of your Digimon (as "
    "cards_placed_under, of any of your Digimon): queued on your Digimon, Tamers and battle-area options once for "
    "each card placed (the card: options filter the placed card)")
T_WHEN_CHECKS_SECURITY = TRIGGERS.word(
    144, "when_checks_security", "this Digimon checked a security card of the opponent's (each check of an attack, "
    "queued as the card is checked, with its [Security] effects; the effect's condition read as it activates)")
T_GAINED_ON_DELETION = TRIGGERS.word(136, "gained_on_deletion", "an [On Deletion] effect that a Digimon gains by the "
                                      "card's gain_on_deletion clause, never of the card itself: it activates only "
                                      "as that Digimon, while it has it, is deleted (from the trash)")
T_OWN_TAMER_DELETED = TRIGGERS.word(
    152, "own_tamer_deleted", "one of your Tamers was deleted (its top card a Tamer as it went; the card: options "
    "filter that card)")
T_OWN_DIGIMON_WOULD_LEAVE_NOT_IN_BATTLE = TRIGGERS.word(
    153, "own_digimon_would_leave_not_in_battle", "[Security] of a face-up security card (RULES.md §10.8): one of your "
    "Digimon would leave the battle area other than in battle (deleted by an effect or at 0 DP, returned to the hand "
    "or deck): run at once, before it leaves, after the battle area's keeping effects (the card: options filter its "
    "top card; target=event is that Digimon; a Tamer never)")
T_GAINED_WHEN_BLOCKED = TRIGGERS.word(
    208, "gained_when_blocked", "a \"when this Digimon is blocked\" effect that a Digimon gains by the card's "
    "gain_when_blocked clause, never of the card itself: it activates only as that Digimon's attack, while it has it, "
    "is blocked (with the Digimon's own when_blocked effects)")
T_HAND_COUNTER = TRIGGERS.word(
    161, "hand_counter", "[Hand] [Counter]: this card is in the defender's hand at the counter timing of an attack "
    "(RULES.md §6.2: one [Counter] effect in all, the battle area's or the hand's; queued once for each card type "
    "there); its one digivolve_from_hand row digivolves 1 of that player's battle-area Digimon into this card only "
    "(<Blast Digivolve>, §10.5)")
T_OTHER_DIGIMON_PLAYED_BY_EFFECT = TRIGGERS.word(
    175, "other_digimon_played_by_effect", "an effect (either player's, a keyword's too) played a Digimon of either "
    "player, a Token too, other than this one; not a digivolution, nor a play from the hand as an action")
T_OPPONENT_HAND_ADDED = TRIGGERS.word(
    186, "opponent_hand_added", "an effect (either player's) added cards to the opponent's hand: drawn, returned, "
    "taken from the deck, trash or security stack (queued once for each effect that added any, as it ends)")
T_TRASHED_FROM_DECK = TRIGGERS.word(
    215, "trashed_from_deck", "an effect (either player's) trashed this card from the top of its owner's deck: the "
    "card's own text works from the trash, for its owner (queued once for each card; place_in_battle_area then takes "
    "this card from the trash)")
T_TRASH_OWN_DIGIMON_DIGIVOLVED = TRIGGERS.word(
    217, "trash_own_digimon_digivolved", "[Trash]: this card is in your trash and one of your Digimon digivolved in "
    "the battle area (a DNA digivolution too; queued once for each copy there, activating from the trash; the card: "
    "options filter the card it digivolved into)")
T_OWN_DECK_TRASHED = TRIGGERS.word(
    216, "own_deck_trashed", "an effect (either player's) trashed cards from the top of your deck (queued once for "
    "each effect that trashed any)")
TRIGGER_NAMES = TRIGGERS.names()
# the timings that simcore reads from a card's bit alone, without a look at its rows: no other timing may share it
BIT_ONLY_TRIGGERS = (T_STATIC, T_MAIN, T_WOULD_LEAVE, T_DIGIVOLUTION_CARD_TRASHED, T_DIGIXROS_PLAY, T_ASSEMBLY,
                     T_TRASHED_FROM_HAND, T_TRASHED_FROM_SECURITY)

# --- whose turn -----------------------------------------------------------------------------------------------
WINDOWS = Vocabulary("window", "Whose turn (an OPTION)")
W_ANY = WINDOWS.word(0, "any_turn", "either player's turn (the default; not written)")
W_YOURS = WINDOWS.word(1, "your_turn", "[Your Turn]: only in its controller's turn")
W_OPPONENTS = WINDOWS.word(2, "opponents_turn", "[Opponent's Turn]: only in the opponent's turn")
WINDOW_NAMES = WINDOWS.names()

# --- options other than whose turn ------------------------------------------------------------------------
OPTIONS = Vocabulary("option", "OPTION: after the timing")
OPTIONS.word(0, "your_turn", "only in its controller's turn")
OPTIONS.word(1, "opponents_turn", "only in the opponent's turn")
OPTIONS.word(2, "once_per_turn", "[Once Per Turn]: spent when the effect activates; lines of a card one after "
             "another that differ only in their timing (one effect printed with several timings) share one use")
OPTIONS.word(3, "optional", "\"you may\": the pilot decides")
OPTIONS.word(4, "if=CONDITION", "only while / when the CONDITION holds")
OPTIONS.word(15, "card.KEY=VALUE", "the card that caused the trigger (a played Digimon) passes this card filter")

# --- conditions, checked when the effect activates (triggers) or continuously (static) -----------------
CONDITIONS = Vocabulary("condition", "CONDITION: of if=; N is a number")
C_NONE = CONDITIONS.word(0, "none", "no condition (not written)")
C_OWN_SECURITY_LE = CONDITIONS.word(1, "own_security<=", "you have N or fewer security cards")
C_OWN_SECURITY_GE = CONDITIONS.word(2, "own_security>=", "you have N or more security cards")
C_DIGIVOLUTION_CARDS_GE = CONDITIONS.word(3, "digivolution_cards>=", "this Digimon has N or more digivolution cards")
C_LEVEL_GE = CONDITIONS.word(4, "level>=", "this Digimon's level is N or more")
C_THIS_SUSPENDED = CONDITIONS.word(18, "this_suspended", "this Digimon is suspended")
C_NO_DIGIVOLUTION_CARDS = CONDITIONS.word(17, "no_digivolution_cards", "this Digimon has no digivolution "
                                         "cards")
C_HAS_BLOCKER = CONDITIONS.word(5, "has_blocker", "this Digimon has <Blocker>")
C_OWN_TRASH_GE = CONDITIONS.word(6, "own_trash>=", "N or more cards in your trash")
C_OPPONENT_HAS_BARE_DIGIMON = CONDITIONS.word(7, "opponent_has_bare_digimon",
                                              "the opponent has a Digimon with no digivolution cards")
C_ATTACKING_DIGIMON = CONDITIONS.word(8, "attacking_digimon", "this attack targets a Digimon")
C_ATTACKING_PLAYER = CONDITIONS.word(64, "attacking_player", "the attack in progress targets a player "
                                     "(opponent_digimon_attacks: \"when an opponent's Digimon attacks a player\")")
C_OPPONENT_DID_NOT_ATTACK = CONDITIONS.word(9, "opponent_did_not_attack",
                                            "the opponent attacked with no Digimon this turn")
C_BATTLING_BARE_DIGIMON = CONDITIONS.word(10, "battling_bare_digimon",
                                          "this Digimon is battling an opponent's Digimon with no digivolution cards")
C_OWN_MEMORY_LE = CONDITIONS.word(11, "own_memory<=", "you have N or less memory")
C_OWN_TAMERS_LE = CONDITIONS.word(12, "own_tamers<=", "you have N or fewer Tamers in the battle area")
C_THIS_HAS = CONDITIONS.word(15, "this_has", "this Digimon's top card has the trait or name of the first clause's"
                             " trait=/name~/name= filter (that filter then tests this Digimon only)")
C_OWN_LACKS = CONDITIONS.word(16, "own_lacks", "you have no card on the field (an option in the battle area too) with"
                              " the trait or name of the first clause's trait=/name~/name= filter (that filter then"
                              " tests nothing else)")
C_OPPONENT_DIGIMON_GE = CONDITIONS.word(13, "opponent_digimon>=", "the opponent has N or more Digimon in the "
                                        "battle area")
C_OWN_MEMORY_GE = CONDITIONS.word(14, "own_memory>=", "you have N or more memory")
C_OWN_HAND_LE = CONDITIONS.word(22, "own_hand<=", "you have N or fewer cards in your hand")
C_DP_GE = CONDITIONS.word(23, "dp>=", "this Digimon has N or more DP")
C_OWN_HAND_GE = CONDITIONS.word(19, "own_hand>=", "you have N or more cards in your hand")
C_OPPONENT_HAND_GE = CONDITIONS.word(39, "opponent_hand>=", "the opponent has N or more cards in their hand")
C_HAS_JAMMING = CONDITIONS.word(46, "has_jamming", "this Digimon has <Jamming> now, from any row or modifier "
                              "(timed effects only: simcore.effects.row_condition_holds)")
C_COLORS_GE = CONDITIONS.word(24, "colors>=", "this Digimon's top card has N or more colours")
C_OWN_HAS = CONDITIONS.word(25, "own_has", "you have a Digimon or Tamer whose top card passes the first clause's "
                            "card filters (kind=, trait=, name, level...; those filters then test your cards only); "
                            "of a persistent play_cost_down, its kind=, kinds=, color= and trait/name filters; of a "
                            "persistent dp or keyword of this Digimon (target=self), the same filters, filter=other: "
                            "a card other than this Digimon's (\"while you have another ...\")")
C_OPPONENT_HAS = CONDITIONS.word(26, "opponent_has", "the opponent has a Digimon or Tamer whose top card passes "
                                 "the first clause's card filters (kind=, trait=, name, level...; those filters then "
                                 "test the opponent's cards only)")
C_CAUSE_CARD = CONDITIONS.word(27, "cause_card", "the card of the event (the moved, deleted or trashed-from Digimon's "
                               "top card) passes the first clause's card filters: written as `card.` options")
C_CAUSE_HAS = CONDITIONS.word(28, "cause_has", "the card of the event has the trait or name of a `card.` option on an "
                              "action with filters of its own (the trait/name bit bound with the tables)")
C_OPPONENT_SECURITY_LE = CONDITIONS.word(29, "opponent_security<=", "the opponent has N or fewer security cards")
C_NOT_DELETED = CONDITIONS.word(30, "not_deleted", "the delete clause before it deleted nothing (\"if this effect "
                                "didn't delete\"; a chained clause only)")
C_PLAYED = CONDITIONS.word(31, "played", "the play clause before it (play_from_hand, play_from_trash) played a card "
                           "(\"If you did, ...\"; a chained clause only)")
C_OWN_DIGIMON_LE = CONDITIONS.word(33, "own_digimon<=", "you have N or fewer Digimon in the battle area")
C_ONE_OR_FEWER_OWN_TAMERS = CONDITIONS.word(107, "one_or_fewer_own_tamers", "you have 1 or fewer Tamers in the "
                                           "battle area (own_tamers<=1 without a number: also a second if=, beside "
                                           "a `card.` option's cause_has)")
C_ONE_OR_FEWER_OWN_DIGIMON = CONDITIONS.word(267, "one_or_fewer_own_digimon", "you have 1 or fewer Digimon in the "
                                            "battle area (own_digimon<=1 without a number: also a second if=, beside "
                                            "a `card.` option)")
C_OWN_TAMERS_GE = CONDITIONS.word(34, "own_tamers>=", "you have N or more Tamers in the battle area")
C_DNA_DIGIVOLVING = CONDITIONS.word(20, "dna_digivolving", "this Digimon became what it is by a DNA digivolution "
                                   "(\"if DNA digivolving\", of its [When Digivolving] effects)")
C_TURN_IS_YOURS = CONDITIONS.word(35, "turn_is_yours", "it is your turn (\"Then, if it's your turn, ...\")")
C_DELETED_BY_EFFECT = CONDITIONS.word(43, "deleted_by_effect", "on_deletion: this card's Digimon was deleted by an "
                                      "effect (not in battle, not at 0 DP)")
C_CAUSE_SAME_NAME = CONDITIONS.word(44, "cause_same_name", "own_digimon_played: the played card has the same name as "
                                    "this Digimon's top card")
C_OTHER_PLAYED = CONDITIONS.word(200, "other_played", "own_digimon_played: the played Digimon is not this one (\"when "
                                 "one of your other Digimon is played\"; its own play passes it by)")
C_SUSPENDED_OWN = CONDITIONS.word(63, "suspended_own", "the suspend clause before it suspended one of your Digimon "
                                  "(\"if this effect suspended your Digimon\"; a chained clause only)")
C_NOT_BY_OWN_EFFECTS = CONDITIONS.word(48, "not_by_own_effects", "stay, or a would_leave_any_way play: the Digimon "
                                       "would leave other than by your effects (in battle, at 0 DP, by the "
                                       "opponent's effects)")
C_BY_OPPONENT_EFFECTS = CONDITIONS.word(49, "by_opponent_effects", "stay: the Digimon would leave by the opponent's "
                                        "effects")
C_DELETED_NOT_BY_OWN_EFFECTS = CONDITIONS.word(
    175, "deleted_not_by_own_effects", "stay: the Digimon would be deleted other than by your effects (in battle, at "
    "0 DP by the rules or by the opponent's effect: \"would be deleted other than by one of your effects\")")
C_WOULD_BE_DELETED = CONDITIONS.word(50, "would_be_deleted", "stay: the Digimon would be deleted (not returned to "
                                     "the hand or deck)")
C_PARTITION = CONDITIONS.word(56, "partition", "<Partition>, a would_leave_any_way play with a second play row: the "
                              "Digimon would leave other than by your effects or in battle, and beneath it are a "
                              "card passing this row's filters and another card passing the next row's; both rows "
                              "play, the side with no card of its own alone first")
C_OPPONENT_TRASH_LE = CONDITIONS.word(52, "opponent_trash<=", "the opponent has N or fewer cards in their trash")
C_OPPONENT_TRASH_GE = CONDITIONS.word(53, "opponent_trash>=", "the opponent has N or more cards in their trash")
C_ALL_SECURITY_LE = CONDITIONS.word(21, "all_security<=", "both players' security stacks hold N or fewer cards "
                                    "together")
C_ALL_DIGIMON_GE = CONDITIONS.word(36, "all_digimon>=", "both battle areas hold N or more Digimon together")
C_ATTACKER_DP_GE = CONDITIONS.word(70, "attacker_dp>=", "own_digimon_attacks / opponent_digimon_attacks: the attacking "
                                   "Digimon has N or more DP (its DP as the effect activates)")
C_ALL_TRASH_GE = CONDITIONS.word(38, "all_trash>=", "both players' trashes hold N or more cards together")
C_CAUSE_COST_GE = CONDITIONS.word(51, "cause_cost>=", "the card of the event (the option used, own_option_used; "
                                   "the Digimon played, own_digimon_played) has a printed cost of N or more")
C_OWN_HAS_NAME = CONDITIONS.word(37, "own_has_name", "you have a Digimon or Tamer in the battle area whose top card "
                                  "has the exact name written after it (if=own_has_name=NAME; the name bound with the "
                                  "match's trait/name table)")
C_OWN_LACKS_NAME = CONDITIONS.word(69, "own_lacks_name", "you have no Digimon or Tamer in the battle area whose top "
                                   "card has the exact name written after it (if=own_lacks_name=NAME; the name bound "
                                   "as own_has_name's)")
C_OPPONENT_NO_UNSUSPENDED = CONDITIONS.word(40, "opponent_no_unsuspended_digimon", "the opponent has no "
                                            "unsuspended Digimon in the battle area (none at all included)")
C_NOT_SUSPENDED = CONDITIONS.word(62, "not_suspended", "the suspend_unsuspended clause before it suspended none of "
                                  "the Digimon it chose, or chose none (\"if this effect didn't suspend\"; a chained "
                                  "clause only)")
C_NO_FACE_UP_SECURITY = CONDITIONS.word(32, "no_face_up_security", "none of your security cards lies face up "
                                        "(RULES.md §10.8)")
C_OPPONENT_DP_GE = CONDITIONS.word(59, "opponent_dp>=", "the opponent has a Digimon in the battle area with N or more "
                                   "DP (its DP now)")
C_NOT_PLAYED = CONDITIONS.word(60, "not_played", "the play clause before it (play_from_hand, play_from_trash) played "
                               "no card, declined or unable (\"... or, instead, ...\"; a chained clause only)")
C_NOT_PLACED = CONDITIONS.word(90, "not_placed", "the hand_to_security clause before it placed no card, declined or "
                               "unable (\"you may place 1 [X] or 1 [Y]\": the second offered only when the first "
                               "placed nothing; a chained clause only)")
C_OWN_TAMER_NAMES_GE = CONDITIONS.word(
    100, "own_tamer_names>=", "your Tamers in the battle area have N or more different names among them, counting "
    "only Tamers whose top card has the trait or name of the first clause's trait=/name= filter (the filter stays the "
    "clause's too; the argument packed N * 64 + its bit)")
C_BY_EFFECTS = CONDITIONS.word(110, "by_effects", "stay: the Digimon would leave by an effect, either player's "
                               "(not in battle, not at 0 DP by the rules: \"would leave the battle area by effects\")")
C_OPPONENT_LEVEL_GE = CONDITIONS.word(101, "opponent_level>=", "the opponent has a Digimon in the battle area of "
                                      "level N or higher")
C_UNSUSPENDED = CONDITIONS.word(66, "unsuspended", "the unsuspend clause before it unsuspended a suspended Digimon "
                                "(\"if this effect unsuspended\"; a chained clause only)")
C_SUSPENDED_BY_EFFECT = CONDITIONS.word(67, "suspended_by_effect", "any_digimon_suspended: an effect (its cost too) "
                                        "suspended the Digimon, not an attack or a block (\"if effects suspended "
                                        "those Digimon\"; of the first clause or a chained one)")
C_OWN_DIGIMON_FEWER = CONDITIONS.word(41, "own_digimon_fewer", "you have fewer Digimon in the battle area than the "
                                     "opponent")
C_DIGIMON_DP_GE = CONDITIONS.word(42, "digimon_dp>=", "a Digimon of either battle area has N or more DP (timed effects "
                                  "and a persistent play_cost_down only)")
C_RETURNED = CONDITIONS.word(45, "returned", "the bounce clause before it returned a Digimon to the hand (\"if this "
                             "effect returned, ...\")")
C_NAMED_DIGIVOLUTION_CARDS_GE = CONDITIONS.word(
    47, "named_digivolution_cards>=", "this Digimon has N or more digivolution cards with the trait or name of the "
    "first clause's trait=/name=/name~ filter (that filter then tests nothing else)")
C_OWN_TRASH_HAS = CONDITIONS.word(
    54, "own_trash_has", "a card of your trash passes the first clause's card filters (kind=, trait=, name...; those "
    "filters then test your trash only; timed effects)")
C_HAS_SECURITY_ATTACK = CONDITIONS.word(
    83, "has_security_attack", "of a persistent all_opponent or all_own row: it reaches only the Digimon that have "
    "<Security Attack> now, +N or -N (a row of their own, a link card, an all-of row or a modifier giving them one; "
    "\"Digimon with <Security Attack>\"); the row's own Digimon needs no condition")
C_BY_EFFECT = CONDITIONS.word(
    80, "by_effect", "any_digimon_played_or_digivolved: an effect played or digivolved that Digimon, not a play or "
    "digivolution from the hand as an action (\"if played or digivolved by effects\"; of the first clause or a "
    "chained one)")
C_EVENT_DNA_DIGIVOLVED = CONDITIONS.word(
    81, "event_dna_digivolved", "own_digimon_digivolved: the Digimon that digivolved did so by a DNA digivolution "
    "(\"if DNA digivolving\" of another card's effect; of the first clause or a chained one)")
C_EVENT_SAME_LEVEL = CONDITIONS.word(
    185, "event_same_level", "own_digimon_digivolved: the Digimon that digivolved has a top card of the same level "
    "as the card right under it (\"digivolves into a same-level Digimon\"; of the first clause, beside a `card.` "
    "filter its second condition)")
C_OPTION_USED = CONDITIONS.word(
    95, "option_used", "the use_option_from_hand (or _from_trash, _from_hand_or_digivolution_cards) clause before it "
    "used an option (\"If you did, ...\"; a chained clause only): it runs once that option's [Main] effect has "
    "resolved, not with the other clauses")
C_OPPONENT_FIELD_AT_LEAST_OWN = CONDITIONS.word(
    103, "opponent_field_at_least_own", "the opponent has as many Digimon and Tamers in the battle area together as "
    "you have, or more (the two counts compared, ties included)")
C_OWN_SUSPENDED_TAMER = CONDITIONS.word(
    116, "own_suspended_tamer", "you have a suspended Tamer in the battle area (\"while you have a suspended Tamer\")")
C_DECLINED = CONDITIONS.word(
    117, "declined", "the `may` clause right before it was declined by the pilot (\"activate 1 of the effects below\": "
    "the first offered as a may, the second run only when the first was not taken; a chained clause only)")
C_OWN_HAS_NONE = CONDITIONS.word(
    118, "own_has_none", "the opposite of own_has: you have no Digimon or Tamer in the battle area whose top card "
    "passes the first clause's card filters (\"if you don't have ... in play\"; timed effects)")
C_DIGIVOLUTION_CARD_COLORS_GE = CONDITIONS.word(
    120, "digivolution_card_colors>=", "this Digimon's digivolution cards have N or more colours among them (\"if "
    "this Digimon has N or more colors in its digivolution cards\")")
C_TAMER_BENEATH = CONDITIONS.word(
    127, "tamer_beneath", "this Digimon has a Tamer card among its digivolution cards (digivolve_cost_down "
    "target=into_this: the Digimon digivolving)")
C_PLACED = CONDITIONS.word(
    126, "placed", "the place_under_self_colors clause right before it placed 1 or more cards (\"if this effect "
    "placed, ...\"; a chained clause only)")
C_NAMED_UNDER_OR_OWN_HAS = CONDITIONS.word(
    129, "named_under_or_own_has", "this Digimon has a digivolution card with the trait or name of the clause's "
    "this_name=/this_trait= key, or you have a Digimon in the battle area whose top card has the clause's own "
    "trait/name filter (that filter the condition's then, not the action's; a persistent row: that second half "
    "only, without a this_ key)")
C_OWN_TRAIT_TAMERS_GE = CONDITIONS.word(
    132, "own_trait_tamers>=", "you have N or more Tamers in the battle area whose top card has the trait or name of "
    "the first clause's trait=/name= filter (that filter then tests nothing else; the argument packed N * 64 + its "
    "bit); of a digivolve_while_you_have row, read as the cost is asked, the base a Digimon or a Tamer (\"while you "
    "have 4 or more [X] trait Tamers, [Y]: Cost N\")")
C_OWN_TRAIT_DIGIVOLUTION_CARDS_GE = CONDITIONS.word(
    240, "own_trait_digivolution_cards>=", "you have a Digimon in the battle area whose top card has the trait or name "
    "of the first clause's trait=/name= filter and that has N or more digivolution cards (that filter then tests "
    "nothing else; the argument packed N * 64 + its bit; \"if you have a Digimon with N or more digivolution cards "
    "and the [X] trait\")")
C_OWN_NAMED_UNDER = CONDITIONS.word(
    241, "own_named_under", "you have a Digimon in the battle area with a digivolution card that has the trait or "
    "name of the first clause's trait=/name= filter (that filter then tests nothing else; \"if you have a Digimon "
    "with [X] in its digivolution cards\")")
C_OWN_SUSPENDED_TRAIT_DIGIMON_GE = CONDITIONS.word(
    242, "own_suspended_trait_digimon>=", "you have N or more suspended Digimon in the battle area whose top card has "
    "the trait, name or colour of the first clause's trait=/name=/any= filter (that filter then tests nothing else; "
    "the argument packed N * 64 + its bit; e.g. a count of your suspended green Digimon)")
C_DIGIVOLVED = CONDITIONS.word(
    155, "digivolved", "the digivolve_from_security clause before it digivolved a Digimon (\"If digivolved by this "
    "effect, ...\"; a chained clause only)")
C_OWN_DIGIMON_HAS = CONDITIONS.word(
    160, "own_digimon_has", "you have a Digimon in the battle area whose top card has the first clause's this_trait=, "
    "this_name~ or this_all= match (\"if you have a yellow Digimon with [X] in its name\"; the clause keeps its "
    "own filters for its targets; timed effects)")
C_OWN_SUSPENDED_BY_EFFECT = CONDITIONS.word(
    190, "own_suspended_by_effect", "any_digimon_suspended: an effect (its cost too) suspended one of your Digimon "
    "(\"when an effect suspends one of your Digimon\")")
C_SELF_SUSPENDED_BY_EFFECT = CONDITIONS.word(
    191, "self_suspended_by_effect", "any_digimon_suspended: an effect (its cost too) suspended this Digimon "
    "(\"when an effect suspends this Digimon\")")
C_NOT_RETURNED = CONDITIONS.word(192, "not_returned", "the bounce clause before it returned no Digimon (\"if no "
                                 "Digimon was returned by this effect\"), or the return_from_trash clause before it "
                                 "returned no card, declined or unable (\"you may return ... instead\"); a chained "
                                 "clause only")
C_OPPONENT_TWO_OR_MORE_DIGIMON = CONDITIONS.word(
    209, "opponent_two_or_more_digimon", "the opponent has 2 or more Digimon in the battle area (opponent_digimon>=2 "
    "without a number: also a second if=, beside this_has)")
C_OPPONENT_NO_DIGIMON = CONDITIONS.word(
    261, "opponent_no_digimon", "the opponent has no Digimon in the battle area (\"when your opponent has no Digimon "
    "in play\"; without a number: also a second if=, beside this_has)")
C_DIGIXROSING = CONDITIONS.word(210, "digixrosing", "this Digimon was played from the hand by DigiXros with at least "
                                "1 material placed under it (\"if DigiXrosing\", of its [On Play] effects)")
C_OPPONENT_HAND_OR_DIGIVOLUTION_CARDS_GE = CONDITIONS.word(
    193, "opponent_hand_or_digivolution_cards>=", "the opponent has H or more cards in their hand, or this Digimon "
    "has D or more digivolution cards (the number H * 100 + D: 803 for 8 cards or 3 digivolution cards)")
C_OWN_SECURITY_FEWER = CONDITIONS.word(212, "own_security_fewer", "you have fewer security cards than the opponent")
C_EITHER_TRASH_GE = CONDITIONS.word(250, "either_trash>=", "you or the opponent have N or more cards in the trash "
                                    "(\"if either player has N or more cards in their trash\")")
C_HAS_ON_PLAY = CONDITIONS.word(251, "has_on_play", "this Digimon's top card has an [On Play] row of its own text "
                                "(a condition on this Digimon carrying an [On Play]); [GAP] an [On Play] left "
                                "unmodeled on the top card does not count")
C_OPPONENT_BARE_DIGIMON_GE = CONDITIONS.word(252, "opponent_bare_digimon>=", "N or more of the opponent's "
                                             "battle-area Digimon have empty stacks")
C_OWN_SUSPENDED_DIGIMON_GE = CONDITIONS.word(253, "own_suspended_digimon>=", "you have N or more suspended Digimon "
                                             "in the battle area")
C_SUSPENDED_DIGIMON_GE = CONDITIONS.word(266, "suspended_digimon>=", "N or more Digimon of both battle areas "
                                         "together are suspended (\"if there are N or more suspended Digimon\")")
C_OPPONENT_NO_STACKED_DIGIMON = CONDITIONS.word(254, "opponent_no_stacked_digimon", "none of the opponent's "
                                                "battle-area Digimon has a card under it (no Digimon at all included)")
C_OPPONENT_NO_MORE_DIGIVOLUTION_CARDS = CONDITIONS.word(
    220, "opponent_no_more_digivolution_cards", "none of the opponent's Digimon has more digivolution cards than "
    "this Digimon (the row's own); an effect with no Digimon of its own: never")
C_NAMED_DIGIVOLUTION_CARDS_LE = CONDITIONS.word(
    255, "named_digivolution_cards<=", "the opposite side of named_digivolution_cards>=: this Digimon has N or fewer "
    "digivolution cards with the trait or name of the clause's this_ key or trait=/name=/name~ filter, read and "
    "packed as that one's (N 0: none of them; \"do A; if X is in its digivolution cards, do B instead\": A under "
    "this, B under named_digivolution_cards>=)")
C_DELETED_OR_RETURNED_BY_EFFECTS = CONDITIONS.word(
    256, "deleted_or_returned_by_effects", "stay: an effect of either player is deleting the Digimon or sending it "
    "back to its owner's hand or deck (not a battle, not the 0 DP rule, not a placement in a security stack)")
C_DELETED_OR_RETURNED_BY_OPPONENT_EFFECTS = CONDITIONS.word(
    257, "deleted_or_returned_by_opponent_effects", "stay: as deleted_or_returned_by_effects, by the opponent's "
    "effects only")
C_DELETED_IN_BATTLE = CONDITIONS.word(
    258, "deleted_in_battle", "stay: the Digimon would be deleted in battle (not by an effect, not at 0 DP by the "
    "rules)")
C_CHECKED_FACE_UP = CONDITIONS.word(
    271, "checked_face_up", "a [Security] row: the card lay face up in the security stack when the check revealed it "
    "(\"If this card was face-up\"; RULES.md §10.8)")
C_OWN_DIGIMON_ALL_HAVE = CONDITIONS.word(
    272, "own_digimon_all_have", "every Digimon you have in the battle area (none at all included) has a top card with "
    "the first clause's trait=/name/text~ match (none of yours lacks it; that match then tests nothing else)")
C_NO_FACE_UP_SECURITY_OF_COLOR = CONDITIONS.word(
    273, "no_face_up_security_of_color", "none of your face-up security cards (RULES.md §10.8) has a colour of the "
    "first clause's color= filter (\"If you have no blue face-up security cards\"; that filter then tests nothing "
    "else)")
COND_NAMES = CONDITIONS.names()

# --- actions --------------------------------------------------------------------------------------------------
ACTIONS = Vocabulary("action", "ACTION [AMOUNT]")
A_NONE = ACTIONS.word(0, "none", "no action (not written)")
A_DP = ACTIONS.word(1, "dp", "DP +/- amount")
A_SECURITY_ATTACK = ACTIONS.word(2, "security_attack", "Security A. +/- amount")
A_BLOCKER = ACTIONS.word(3, "blocker", "<Blocker> gained")
A_REBOOT = ACTIONS.word(4, "reboot", "<Reboot> gained")
A_RETALIATION = ACTIONS.word(5, "retaliation", "<Retaliation> gained")
A_PIERCING = ACTIONS.word(6, "piercing", "<Piercing> gained")
A_JAMMING = ACTIONS.word(7, "jamming", "<Jamming> gained")
A_RUSH = ACTIONS.word(8, "rush", "<Rush> gained")
A_MEMORY = ACTIONS.word(9, "memory", "gain (+) / lose (-) memory")
A_DRAW = ACTIONS.word(10, "draw", "draw amount cards")
A_DELETE = ACTIONS.word(11, "delete", "delete the targets")
A_BOUNCE = ACTIONS.word(12, "bounce", "return to its owner's hand (digivolution cards trashed)")
A_TRASH_DIGIVOLUTION_BOTTOM = ACTIONS.word(13, "trash_digivolution_bottom",
                                           "trash amount digivolution cards from the bottom")
A_RECOVERY = ACTIONS.word(14, "recovery", "Recovery +amount (Deck)")
A_CANT_ATTACK_OR_BLOCK = ACTIONS.word(15, "cant_attack_or_block", "the targets can't attack or block")
A_UNSUSPEND = ACTIONS.word(16, "unsuspend", "unsuspend the targets")
A_SUSPEND = ACTIONS.word(17, "suspend", "suspend the targets")
A_PLAY_SELF = ACTIONS.word(18, "play_self", "play this card for free ([Security] of Tamers)")
A_PLAY_SELF_AFTER_BATTLE = ACTIONS.word(
    79, "play_self_after_battle", "[Security] of a Digimon card: at the end of the battle its Security Digimon fought, "
    "the card is played for free instead of going to the trash (no battle, the attacker gone: trashed)")
A_PLAY_SELF_FROM_TRASH = ACTIONS.word(
    460, "play_self_from_trash", "a card's own text working from its owner's trash (trashed_from_security): the card "
    "is played from the trash for free (logged as play_from_trash; no longer there, the battle area full or its "
    "player unable to play Digimon by effects: nothing)")
A_ADD_SELF_TO_HAND = ACTIONS.word(19, "add_self_to_hand", "add this card to its owner's hand")
A_ACTIVATE_MAIN = ACTIONS.word(20, "activate_main", "activate this card's [Main] effect")
A_DE_DIGIVOLVE = ACTIONS.word(21, "de_digivolve", "<De-Digivolve amount> on the targets")
A_PLAY_FROM_DIGIVOLUTION_CARDS = ACTIONS.word(22, "play_from_digivolution_cards",
                                              "play a Digimon card from under one of your Digimon, free (a chained "
                                              "if=played reads whether any such row of the effect played)")
A_REVEAL_TOP_ADD_IF = ACTIONS.word(23, "reveal_top_add_if",
                                   "reveal the top card; add it to hand if it matches the filter, else deck bottom")
A_REVEAL_ADD_ONE = ACTIONS.word(24, "reveal_add_one",
                                "reveal the top amount; add 1 matching card to hand; rest to deck bottom")
A_TRASH_OPPONENT_SECURITY_TOP = ACTIONS.word(25, "trash_opponent_security_top",
                                             "trash the opponent's top amount security cards")
A_TRASH_OPPONENT_SECURITY_TO = ACTIONS.word(142, "trash_opponent_security_to", "trash the opponent's top security "
                                            "cards until amount cards are left (none if they have that many or fewer)")
A_FLIP_OPPONENT_SECURITY_FACE_UP = ACTIONS.word(
    171, "flip_opponent_security_face_up", "the opponent's uppermost face-down security card is turned face up where "
    "it lies (RULES.md §10.8; none face down: nothing), its persistent [Security] rows working for its owner")
A_FLIP_FACE_UP_SECURITY_COST = ACTIONS.word(
    170, "flip_face_up_security_cost", "cost: your uppermost face-up security card is turned face down where it lies "
    "(RULES.md §10.8; none lies face up: not paid, the chain stops); also the cost of a would-leave effect")
A_TRASH_DECK_TOP = ACTIONS.word(26, "trash_deck_top", "trash the top amount cards of your deck")
A_TRASH_FROM_HAND = ACTIONS.word(27, "trash_from_hand", "trash amount cards from your hand")
A_RETURN_FROM_TRASH = ACTIONS.word(28, "return_from_trash", "return 1 matching card from your trash to your hand")
A_PLAY_FROM_TRASH = ACTIONS.word(29, "play_from_trash", "play 1 matching Digimon card from your trash for free")
A_DIGI_BURST = ACTIONS.word(30, "digi_burst",
                            "cost: trash amount of this Digimon's digivolution cards (then the chain runs)")
A_SUSPEND_SELF_COST = ACTIONS.word(31, "suspend_self_cost", "cost: suspend this Tamer (then the chain runs)")
A_DELETE_OWN_COST = ACTIONS.word(32, "delete_own_cost", "cost: delete 1 of your Digimon passing the clause's "
                                 "filters, or this Digimon with target=self (then the chain runs)")
A_TRASH_DIGIVOLUTION_TOP = ACTIONS.word(33, "trash_digivolution_top",
                                        "trash amount digivolution cards from the top (just under the top card)")
A_PLAY_FROM_HAND = ACTIONS.word(34, "play_from_hand",
                                "play 1 matching Digimon/Tamer card from your hand (free unless filter=pay_cost)")
A_DIGIVOLVE_FROM_HAND = ACTIONS.word(
    35, "digivolve_from_hand", "the target digivolves into a matching Digimon card in your hand, requirements kept; "
    "free, or with filter=pay_cost paying the cost less amount (never below 0)")
A_DNA_DIGIVOLVE_FROM_HAND = ACTIONS.word(
    56, "dna_digivolve_from_hand", "this Digimon (target=self) and another of your Digimon, or any 2 of your "
    "Digimon (target=own), DNA digivolve into a matching Digimon card in your hand whose DNA requirement they meet "
    "(RULES.md §10.3); free, or with filter=pay_cost paying its DNA digivolution cost")
A_DIGIVOLVE_FROM_UNDER_TAMERS = ACTIONS.word(
    57, "digivolve_from_under_tamers", "like digivolve_from_hand, into a matching Digimon card under one of your "
    "Tamers (not its top card)")
A_PLAY_FROM_UNDER_TAMERS = ACTIONS.word(
    75, "play_from_under_tamers", "play 1 matching card from under one of your Tamers (not its top card); free, or "
    "with filter=pay_cost paying its play cost less amount (never below 0)")
A_REVEAL_PLAY = ACTIONS.word(
    70, "reveal_play", "reveal the top amount; play 1 matching Digimon/Tamer card among them without paying its cost "
    "(filter=no_on_play: its [On Play] does not activate), the pilot picking which (up_to: or none, \"you may play\"); "
    "the rest to the deck bottom")
A_SET_MEMORY = ACTIONS.word(36, "set_memory", "set your memory to amount")
A_DIGIVOLVE_COST_DOWN = ACTIONS.word(
    37, "digivolve_cost_down", "static: when this Digimon would digivolve into a matching card, the digivolution "
    "cost is reduced by amount (never below 0); once_per_turn: the first such digivolution of the turn only; a "
    "security row target=all_own, from a face-up security card (RULES.md §10.8): any of your Digimon digivolving")
A_RETURN_SELF_TO_DECK_COST = ACTIONS.word(
    38, "return_self_to_deck_cost", "cost: return this card (a Tamer, or a Digimon with its digivolution cards) to "
    "the bottom of the deck (then the chain runs)")
A_RETURN_FROM_TRASH_COST = ACTIONS.word(
    39, "return_from_trash_cost", "cost: return amount matching cards from your trash to the bottom of the deck "
    "(fewer there: the chain stops)")
A_RETURN_FROM_TRASH_TOP_COST = ACTIONS.word(
    40, "return_from_trash_top_cost", "cost: return amount matching cards from your trash to the top of the deck, "
    "one by one (fewer there: the chain stops)")
A_RETURN_FROM_TRASH_TOP = ACTIONS.word(
    68, "return_from_trash_top", "return amount matching cards from your trash to the top of the deck, one by one "
    "(fewer there: as many as there are; the chain goes on)")
A_DIGIVOLVE_FROM_TRASH = ACTIONS.word(
    69, "digivolve_from_trash", "as digivolve_from_hand, into a matching Digimon card of your trash (the log names "
    "the zone the card came from)")
A_PLAY_COST_DOWN = ACTIONS.word(
    43, "play_cost_down", "static, of a card in the hand: when it would be played or used, paying its cost, the cost "
    "is reduced by amount (never below 0) while the condition holds")
A_LINK_REQUIREMENT = ACTIONS.word(
    46, "link_requirement", "of a link text (source link, static): the card may be linked (RULES.md §10.6) to one of "
    "its owner's battle-area Digimon whose top card passes the row's card filters (trait=, name=, level>=...); "
    "from the hand or from the battle area (a Digimon's own, RULES.md §10.6) as a main-phase action for amount memory")
A_LINK_SELF = ACTIONS.word(
    60, "link_self", "the card whose effect resolves (an option) is linked to 1 of your battle-area Digimon that meets "
    "its link_requirement, without paying the cost (the link card there beyond the limit is trashed)")
A_LINK_FROM_TRASH = ACTIONS.word(
    61, "link_from_trash", "1 card of your trash passing the row's card filters (amount 1: or the card in resolution, "
    "an option, itself) is linked, without paying the cost, to 1 of your battle-area Digimon meeting that card's "
    "link_requirement: the pilot picks the card, then the Digimon")
A_LINK_FROM_HAND = ACTIONS.word(
    190, "link_from_hand", "up to count= cards of your hand (filter=or_trash: of your hand or trash) passing the row's "
    "card filters are linked, without paying the cost, one at a time, each to 1 of your battle-area Digimon meeting "
    "its link_requirement: the pilot says how many (up_to), then picks each card, then its Digimon")
A_LINK_FROM_BATTLE_AREA = ACTIONS.word(
    410, "link_from_battle_area", "the log's word for a main-phase link of a battle-area Digimon's top card (RULES.md "
    "§10.6, never a row of a card): that Digimon leaves the battle area (the cards beneath it and its link cards to "
    "the trash; amount the link cost paid), its top card then linked to another of your Digimon")
A_APP_FUSION = ACTIONS.word(
    450, "app_fusion", "a Digimon card's App Fusion requirement (RULES.md §10.7; static, its own text): amount its "
    "cost, name= its entries; an app_fuse row reads it, it never acts itself")
A_APP_FUSE = ACTIONS.word(
    451, "app_fuse", "1 of your battle-area Digimon whose top card has the name of one entry of the app_fusion row of "
    "a Digimon card in your hand, with a link card beside it named as another entry, app fuses into that card "
    "(RULES.md §10.7): the link card goes on top of its stack, then the card from the hand, for the row's cost; "
    "then draw 1 and [When Digivolving], as a digivolution by an effect. The pilot picks the Digimon and the card "
    "(choose_digivolution), then the link card where several fit (choose_card)")
A_LINK_TO_SELF = ACTIONS.word(
    452, "link_to_self", "1 card passing the row's card filters, from your hand or this Digimon's digivolution cards, "
    "is linked to this Digimon where it meets the card's link_requirement: free, or with filter=pay_cost for its link "
    "cost reduced by amount (never below 0; payable ones only). The pilot picks the card; none linked: the chain "
    "stops (a cost)")
A_LINK_TO_SELF_FROM_TRASH = ACTIONS.word(
    453, "link_to_self_from_trash", "as link_to_self, the card from your trash or this Digimon's digivolution cards")
A_LINK_COST_DOWN = ACTIONS.word(
    455, "link_cost_down", "static, of a Digimon's text (its own or inherited): when a card passing the row's card "
    "filters would be linked to this Digimon paying its link cost (a main-phase link, from the hand or the battle "
    "area, or an effect's paid link), that cost is reduced by amount (never below 0), in the row's window, once per "
    "turn where it says so; always taken. Logged as its own event (the linked card, the amount) before the link")
A_LINK_TO_OWN = ACTIONS.word(
    454, "link_to_own", "as link_to_self, the card from your hand or the digivolution cards of any of your Digimon, "
    "linked to 1 of your Digimon meeting its link_requirement (the pilot picks the card, then the Digimon)")
A_TRASH_LINK_COST = ACTIONS.word(
    66, "trash_link_cost", "cost: trash 1 of the link cards of this Digimon (of a would_leave_any_way effect of a "
    "link text: the Digimon it would keep; of a link effect: the Digimon it works for), its owner's pilot picking "
    "which (none there: the chain stops)")
A_TRASH_FROM_HAND_COST = ACTIONS.word(47, "trash_from_hand_cost",
                                     "cost: trash amount matching cards from your hand (then the chain runs)")
A_SECURITY_TOP_TO_HAND = ACTIONS.word(48, "security_top_to_hand",
                                      "add your top security card to your hand (none there: the chain stops)")
A_TRASH_OWN_SECURITY = ACTIONS.word(49, "trash_own_security",
                                    "trash your top amount security cards (fewer there: the chain stops)")
A_REVEAL_ADD_TWO = ACTIONS.word(50, "reveal_add_two", "reveal the top amount; add 1 matching card and 1 card"
                                " matching the and_add row after it to hand; rest to deck bottom")
A_AND_ADD = ACTIONS.word(51, "and_add", "the second card filter of the reveal_add_two row before it")
A_PLACE_IN_BATTLE_AREA = ACTIONS.word(
    52, "place_in_battle_area", "place this option in its owner's battle area, where it stays (not a Digimon); of a "
    "trashed_from_deck row, taken from the trash (no longer there: nothing)")
A_DELAY = ACTIONS.word(53, "delay", "<Delay>: cost: trash this option from the battle area, not in the turn it was "
                       "placed (then the chain runs)")
A_IGNORE_COLOR_REQUIREMENTS = ACTIONS.word(
    54, "ignore_color_requirements", "static, of an option: it may be used without a Digimon or Tamer of its colours "
    "while the condition holds and, if the clause has card filters (kind=, color=, trait/name), you have a Digimon "
    "or Tamer on the field that passes them")
A_HATCH = ACTIONS.word(55, "hatch", "hatch: the top card of your Digi-Egg deck to your breeding area (nothing if "
                      "the area is occupied or the egg deck is empty)")
A_KEYWORD = ACTIONS.word(63, "keyword", "a keyword of RULES.md §9 gained: the next word names it (see KEYWORD)")
A_CANT = ACTIONS.word(58, "cant", "a restriction: the targets can't do what the next word names (see RESTRICTION); "
                      "for a player's restriction, target=player is you and target=opponent your opponent")
A_HAND_TO_SECURITY = ACTIONS.word(59, "hand_to_security", "you (target=player) or your opponent (target=opponent) "
                                  "place amount matching cards from the hand as the top security cards (filter=bottom:"
                                  " the bottom ones; filter=top_or_bottom: top or bottom as the placing pilot picks "
                                  "for each card), the placing player's pilot picking which")
A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST = ACTIONS.word(
    42, "trash_from_hand_or_digivolution_cost", "cost: trash amount matching cards from your hand or from under your "
    "Digimon (their digivolution cards), one by one as the pilot picks (fewer there: nothing is trashed, the chain "
    "stops); up_to: the first card, then each further one as the pilot decides again, as many as there are at "
    "most, counted for a for_each=paid clause after it")
A_REVEAL_ADD_OR_PLACE = ACTIONS.word(
    76, "reveal_add_or_place", "reveal the top amount; 1 matching card goes to the hand or, as the pilot picks, under "
    "one of your Digimon whose top card has the base_trait/base_name (its bottom digivolution card); the rest to the "
    "deck bottom (filter=top_or_bottom: all on top or all at the bottom, as the pilot picks; target=self: under this "
    "Digimon only, no base filter)")
A_AND_PLACE = ACTIONS.word(
    96, "and_place", "the second card filter of the reveal_add_two row before it: that card is placed as the bottom "
    "digivolution card of one of your Digimon whose top card has the base_trait/base_name (target=self: this "
    "Digimon), the pilot picking which, instead of going to the hand (no such Digimon: only the first card is taken)")
A_OR_PLACE = ACTIONS.word(
    97, "or_place", "the card filter of the reveal_add_or_place row before it for a card placed under a Digimon "
    "(target=self: under this Digimon only): the card taken goes to the hand if it passes that row's filters, or under "
    "the Digimon if it passes this row's, as the pilot picks")
A_HAND_DIGIVOLVE = ACTIONS.word(
    82, "hand_digivolve", "hand_main: this card digivolves from the hand onto 1 of your Digimon in the battle area whose "
    "top card has the base_name (any Digimon without one), the pilot picking which, for a digivolution cost of amount, "
    "ignoring digivolution requirements; with a card filter (name=...), first placing 1 matching card from your trash "
    "as that Digimon's bottom digivolution card (a cost: none there, the action is not offered), the pilot picking it")
A_PLACE_UNDER_COST = ACTIONS.word(
    100, "place_under_cost", "cost: place amount matching cards from your hand (filter=or_trash: or your trash) as the "
    "bottom digivolution cards of this Digimon (target=self; of a Tamer: under this Tamer), of the Digimon of the "
    "timing's event (target=event) or of 1 of your Digimon the pilot picks (target=own; the "
    "clause's filters are the cards'), one by one as the pilot picks (fewer there: nothing moves, the chain stops)")
A_SUSPEND_OWN_COST = ACTIONS.word(
    80, "suspend_own_cost", "cost: suspend 1 of your unsuspended Digimon passing the clause's filters (filter=other: "
    "not this Digimon), the pilot picking which (none: the chain stops)")
A_PLACE_FROM_TRASH_UNDER = ACTIONS.word(
    72, "place_from_trash_under", "place amount (up_to: up to amount, as the pilot picks; fewer there: as many as "
    "there are) matching cards from your trash as the bottom digivolution cards of the Digimon that digivolved "
    "(own_digimon_digivolved), of this Digimon (target=self) or of 1 of your Digimon whose top card has the "
    "base_trait/base_name (target=own), the pilot picking the Digimon and the cards")
A_PLACE_FROM_TRASH_UNDER_COST = ACTIONS.word(
    93, "place_from_trash_under_cost", "cost: place amount matching cards from your trash as the bottom digivolution "
    "cards of this Digimon (target=self) or of 1 of your Digimon the pilot picks (target=own), one by one as the pilot "
    "picks (fewer there: nothing moves, the chain stops)")
A_ACTIVATE_ON_PLAY_OR_DIGIVOLVING = ACTIONS.word(
    65, "activate_on_play_or_digivolving", "activate 1 [On Play] or [When Digivolving] effect (its own or inherited) "
    "of 1 of your Digimon passing the clause's filters, as that Digimon's effect: the pilot picks the Digimon, then "
    "takes or leaves its effects one by one")
A_TO_DECK_BOTTOM = ACTIONS.word(62, "to_deck_bottom", "return to the bottom of its owner's deck, with its digivolution "
                                "cards (a Token leaves the game; [GAP] the cards keep their stack order, the top card "
                                "highest)")
A_END_ATTACK = ACTIONS.word(64, "end_attack", "the attack in progress ends: no counter, block or confirmation; the "
                            "end-of-attack timing still comes (RULES.md section 6)")
A_SWITCH_ATTACK_TARGET = ACTIONS.word(
    83, "switch_attack_target", "the opponent's attack in progress targets the chosen one of your Digimon (target=own, "
    "its filters; target=self: this Digimon) instead (\"change the attack target to 1 of your Digimon\"); the timing attack_target_switched "
    "follows")
A_ATTACK = ACTIONS.word(
    77, "attack", "the target (target=self: this Digimon; target=own: 1 of your Digimon passing the filters) may "
    "attack: once the effects resolving now have resolved, the pilot picks one of the attacks those Digimon may "
    "make then (unsuspended, not played this turn unless <Rush>...) at the attack decision, or passes; nothing "
    "during another attack (filter=digimon_only: only on an opponent's Digimon)")
A_USE_OPTION_FROM_HAND = ACTIONS.word(
    78, "use_option_from_hand", "use 1 matching option card from your hand without paying its cost, its colour "
    "requirements met ([GAP] switchable): once the effects resolving now have resolved, its [Main] effect resolves "
    "and it goes to the trash unless it moved itself (filter=cost_up_to_opponent_memory: a use cost no higher "
    "than the opponent's memory; filter=or_trash: from your hand or trash)")
A_NEXT_DIGIVOLVE_COST_DOWN = ACTIONS.word(
    104, "next_digivolve_cost_down", "the next time one of your Digimon in the battle area digivolves this turn, "
    "paying a cost, that cost is reduced by amount (never below 0): a modifier on you for the turn, used up by that "
    "digivolution")
A_NEXT_DIGIVOLVE_SUSPEND_COST_DOWN = ACTIONS.word(
    370, "next_digivolve_suspend_cost_down", "the next time one of your Digimon in the battle area whose top card "
    "passes the row's base_ filters (base_color=...) digivolves this turn, paying a cost, you may suspend 1 of your "
    "unsuspended Digimon (the one digivolving too) to reduce that cost by amount (never below 0): a modifier on you "
    "for the turn, used up by that digivolution whether the pilot pays or not (a cost it could not pay otherwise is "
    "bought)")
A_TAMER_DIGIVOLVE_COST_DOWN = ACTIONS.word(
    475, "tamer_digivolve_cost_down", "static of a Tamer: when one of your Digimon in the battle area digivolves, "
    "paying a cost, into a card passing the row's card filters, the cost may be reduced by amount (never below 0) "
    "by suspending this unsuspended Tamer and moving 1 card from under one of your Tamers (the pilot picks it) to the "
    "bottom of that Digimon's digivolution cards; each such Tamer once for each digivolution; no card under a Tamer: "
    "no reduction (a cost it could not pay otherwise is bought). Logged as the Tamer's suspend_self_cost, then this "
    "word naming the card moved, the Digimon's uid and, as the amount, the uid of the Tamer it came from")
A_SUSPEND_PLAY_COST_DOWN = ACTIONS.word(
    515, "suspend_play_cost_down", "static of a Tamer or Digimon in the battle area (its top card's own text): when "
    "you play a card passing the row's card filters from the hand, paying its cost, the cost may be reduced by "
    "amount (never below 0) by suspending this unsuspended Tamer or Digimon (the pilot pays or leaves it; a cost it "
    "could not pay otherwise is bought). Logged as its suspend_self_cost, then play_cost_down")
A_SUSPEND_DIGIVOLVE_COST_DOWN = ACTIONS.word(
    516, "suspend_digivolve_cost_down", "static of a Tamer or Digimon in the battle area (its top card's own text): "
    "when another of your Digimon in the battle area whose top card passes the row's base_ filters digivolves, "
    "paying a cost, into a card passing the row's card filters, the cost may be reduced by amount (never below 0) by "
    "suspending this unsuspended Tamer or Digimon (the pilot pays or leaves it; a cost it could not pay otherwise is "
    "bought); each such card once for each digivolution. Logged as its suspend_self_cost, then this word naming the "
    "card digivolved into, the amount and the Digimon's uid")
A_BOTTOM_DECK_PLAY_COST_DOWN = ACTIONS.word(
    517, "bottom_deck_play_cost_down", "as suspend_play_cost_down, the reduction bought by returning this Tamer or "
    "Digimon (its slot's cards) to the bottom of your deck instead of suspending it (it must be able to be returned)")
A_SUSPEND_OWN_PLAY_COST_DOWN = ACTIONS.word(
    545, "suspend_own_play_cost_down", "as suspend_play_cost_down, the reduction bought by suspending 1 of your "
    "unsuspended Digimon whose top card passes the row's base_ filters (this one too; the pilot picks it) instead of "
    "this card (e.g. a Tamer of a colour made cheaper by suspending a Digimon of that colour). Logged as "
    "suspend_own_cost, then play_cost_down")
A_DIGIMON_PLAY_COST_DOWN = ACTIONS.word(
    371, "digimon_play_cost_down", "the counted target Digimon's play cost, as it is read in the battle area (play "
    "cost filters cost<=, ranks by play cost, totals of play costs), is reduced by amount (never below 0) for the "
    "duration: a modifier on that Digimon; for_each=paid: amount once for each card the \"up to\" cost before it "
    "paid (none paid: nothing)")
A_PLAY_TOKEN = ACTIONS.word(
    88, "play_token", "play 1 Token whose name is the clause's name= into your battle area (RULES.md section 10.1: "
    "created by the effect with its printed facts; it can't digivolve, nothing goes under it, and leaving the "
    "battle area removes it from the game); amount N: N Tokens; target=opponent: the opponent plays it into their "
    "battle area (\"they play 1 [X] Token\"), a Digimon of theirs played by an effect")
A_REVEAL_ADD_AND_PLACE_UNDER_TAMER = ACTIONS.word(
    89, "reveal_add_and_place_under_tamer", "reveal the top amount; 1 matching card goes to the hand, then 1 more "
    "matching card under one of your Tamers whose top card has the base_trait (any Tamer without one), at the bottom "
    "of its cards, the pilot picking the cards and the Tamer; the rest to the deck bottom")
A_DECK_TOP_UNDER_SELF = ACTIONS.word(
    90, "deck_top_under_self", "place the top amount cards of your deck under this card (a Tamer), at the bottom of "
    "its cards")
A_STAY = ACTIONS.word(
    84, "stay", "would_leave_any_way / own_digimon_would_leave, after its cost (delete_own_cost, trash_from_hand_cost, "
    "trash_under_tamer_cost, suspend_self_cost: this unsuspended Digimon, place_own_in_security_cost, "
    "trash_own_security, bounce target=self): "
    "the Digimon that would leave (target=self: this one; target=event, filter=other: that one, not this) doesn't; "
    "the clause's condition is read before the effect activates: for another leaving it does not activate; "
    "target=event count=1: \"1 of those Digimon doesn't leave\", one Digimon at a time, never several leaving at once")
A_SAVE = ACTIONS.word(
    85, "save", "<Save>: its player may (the pilot decides) place this card, from the trash, under 1 of their Tamers as "
    "its bottom card, the pilot picking the Tamer (no Tamer, or the card gone from the trash: nothing)")
A_TRASH_UNDER_TAMER_COST = ACTIONS.word(
    86, "trash_under_tamer_cost", "cost: trash the bottom card from under 1 of your Tamers (a card placed under it), "
    "amount times, the pilot picking the Tamer each time (fewer such cards: nothing is trashed, the chain stops); "
    "each fires that Tamer's cards_trashed_from_under")
A_TRASH_BOTH_DECKS_TOP = ACTIONS.word(94, "trash_both_decks_top", "trash the top amount cards of your deck, then the "
                                      "top amount cards of the opponent's deck (as many as there are)")
A_LOSE_MEMORY_AT_TURN_END = ACTIONS.word(95, "lose_memory_at_turn_end", "at the end of this turn you lose amount "
                                         "memory (\"At end of turn, lose N memory\")")
A_DIGIXROS = ACTIONS.word(
    41, "digixros", "static, one row per entry of the card's DigiXros requirement, in printed order (RULES.md section "
    "10.2): when it is played from the hand, 1 card passing the row's card filters (a name= filter also takes the "
    "cards that digixros_name treats as that name) may go under it from the hand or the battle area (a top card; its "
    "own digivolution cards are trashed), each lowering the cost by amount (never below 0); count=N: N such cards of "
    "different card numbers")
A_DIGIXROS_NAME = ACTIONS.word(
    44, "digixros_name", "static: this card is also treated as having the name of the name= filter, for DigiXros "
    "requirements only")
A_PLACE_UNDER_TAMER = ACTIONS.word(
    45, "place_under_tamer", "place amount matching cards from your hand (filter=or_trash: or your trash) under 1 of "
    "your Tamers as its bottom cards, the pilot picking the cards and the Tamer (no Tamer or no such card: nothing)")
A_PLACE_SELF_UNDER_TAMER_COST = ACTIONS.word(
    71, "place_self_under_tamer_cost", "cost: this option goes from the battle area under 1 of your Tamers whose top "
    "card passes the clause's card filters, at the bottom of its cards (face down: no effects), the pilot picking the "
    "Tamer (no such Tamer: the chain stops)")
A_PLACE_OWN_IN_SECURITY_COST = ACTIONS.word(
    67, "place_own_in_security_cost", "cost: 1 of your Digimon passing the clause's filters (filter=other: not this "
    "Digimon; never a Token, nor a Digimon that would leave the battle area now) is placed face down as your top "
    "security card (filter=bottom: the bottom one), its digivolution cards trashed, the pilot picking which (none, "
    "or cards can't be added to your security stack: the chain stops); target=self: this Digimon only, a clause of "
    "an effect (\"place this Digimon as your top security card\")")
A_RETURN_OPPONENT_TRASH_LEVELS_TOP_COST = ACTIONS.word(
    102, "return_opponent_trash_levels_top_cost", "cost, all or nothing as the pilot decides: 1 Digimon card of each "
    "level in the opponent's trash goes to the top of their deck, one by one, the pilot picking each (declined or "
    "none there: nothing paid, the chain goes on); for_each=paid after it counts them")
A_RETURN_PAIR_FROM_TRASH_COST = ACTIONS.word(
    103, "return_pair_from_trash_cost", "cost: return 1 card with the name or trait of the clause's match (name=, "
    "trait=) and 1 card of its or_name= name from your trash to the bottom of your deck, the pilot picking each "
    "(either missing: nothing moves, the chain stops)")
A_OPPONENT_TRASH_HAND_TO = ACTIONS.word(
    105, "opponent_trash_hand_to", "the opponent trashes cards from their hand, their pilot picking each, until they "
    "have amount left (none if they have that many or fewer); for_each=paid_pairs after it counts them")
A_DIGIXROS_FROM_UNDER_TAMERS = ACTIONS.word(
    107, "digixros_from_under_tamers", "digixros_play of a Tamer: cards from under your Tamers (count=1: from under one "
    "of them only) may be materials of that Digimon too, by suspending this Tamer (unsuspended, able to suspend): the "
    "pilot picks the materials, and if one came from under a Tamer, a Tamer whose effect allows it suspends (the "
    "pilot picks which if several may)")
A_RETURN_OPPONENT_TRASH_COST = ACTIONS.word(
    73, "return_opponent_trash_cost", "cost: return amount cards of the opponent's trash to the bottom of their deck, "
    "one by one as the pilot picks (fewer there: nothing moves, the chain stops)")
A_RETURN_OPPONENT_TRASH_TOP_COST = ACTIONS.word(
    117, "return_opponent_trash_top_cost", "cost: return amount cards of the opponent's trash passing the clause's card "
    "filters to the top of their deck, one by one as the pilot picks (fewer there: nothing moves, the chain stops)")
A_DELETE_COST = ACTIONS.word(
    74, "delete_cost", "cost: delete 1 Digimon not your own to pay: 1 of the opponent's passing the clause's filters "
    "and rank= (target=opponent) or 1 Token of either player (target=token), the pilot picking which (none that can "
    "be deleted by effects: the chain stops); also a cost of would_leave_any_way / own_digimon_would_leave")
A_DIGIVOLVE_WHILE_YOU_HAVE = ACTIONS.word(
    98, "digivolve_while_you_have", "static, of a Digimon card: it may also digivolve from a Digimon whose top card "
    "has the base_name/base_trait, for a cost of amount, while you have a Digimon or Tamer passing the clause's card "
    "filters (\"while you have [X], [Y]: cost N\"); a row without card filters: while its condition holds (if=, "
    "e.g. opponent_dp>=N); with if=named_digivolution_cards>=N: from a Digimon or Tamer whose top card has the base "
    "match and N or more cards under it with the clause's trait/name (\"[X] w/N or more [Y] trait cards under: "
    "Cost M\", read on that Digimon or Tamer)")
A_PLACE_SELF_UNDER_PLAYED = ACTIONS.word(
    109, "place_self_under_played", "target=self, after a play clause (if=played): this Digimon, its whole stack in "
    "order, goes under the card that clause played, at the bottom of its cards (\"place this Digimon under the played "
    "Tamer\"); nothing if either is no longer in the battle area")
A_PLACE_UNDER_SELF_OR_TAMER = ACTIONS.word(
    112, "place_under_self_or_tamer", "target=self: amount matching cards from your hand (filter=or_trash: or your "
    "trash) go, one by one, as this Digimon's bottom digivolution cards or under 1 of your Tamers passing the row's "
    "base filter, at the bottom of its cards: the pilot picks the card, then where (neither: nothing)")
A_SUSPEND_UNSUSPENDED = ACTIONS.word(111, "suspend_unsuspended", "suspend the counted targets, chosen among the "
                                     "unsuspended Digimon passing the filters only (\"suspend 1 of ... unsuspended "
                                     "Digimon\"); if=not_suspended after it reads what it did")
A_DNA_DIGIVOLVE_WITH_TRASH = ACTIONS.word(
    99, "dna_digivolve_with_trash", "1 of your Digimon whose top card has the base_name (in play) and 1 card of "
    "your trash with the trash_name DNA digivolve into a matching Digimon card in your hand (the pair the effect "
    "names: no DNA requirement asked; RULES.md §10.3): the Digimon's cards go on top of the trash card, the new "
    "card on top; filter=pay_cost pays the card's DNA digivolution cost (none for a card without one); the pilot "
    "picks the Digimon, the card and the trash card; nothing without all three")
A_DIGIVOLUTION_CARDS_UNDER_TAMER = ACTIONS.word(
    106, "digivolution_cards_under_tamer", "would_leave_any_way (target=self), before this Digimon leaves: up to amount "
    "(up_to; else as many as there are, at most amount) of its digivolution cards passing the row's card filters go "
    "under 1 of your Tamers, at the bottom of its cards, the pilot picking the Tamer, then the cards one by one (no "
    "Tamer: nothing); a play_placed row after it plays from those cards")
A_PLAY_PLACED = ACTIONS.word(
    108, "play_placed", "after digivolution_cards_under_tamer: play 1 of the cards that row just placed under the "
    "Tamer without paying the cost, the pilot picking which (none placed: nothing)")
A_MATERIAL_SAVE = ACTIONS.word(
    119, "material_save", "<Material Save N> (the amount), a would_leave_any_way row of this Digimon with "
    "if=would_be_deleted: before it is deleted, its owner may place N of its digivolution cards (fewer there: as many "
    "as there are) that fit an entry of its top card's DigiXros requirement (its digixros rows, names treated as by "
    "digixros_name included) under 1 of their Tamers, at the bottom, the pilot picking the Tamer and the cards")
A_PLACE_SELF_FACE_UP_IN_SECURITY = ACTIONS.word(
    81, "place_self_face_up_in_security", "your bottom amount security cards go to your hand (as many as there are), "
    "then the option resolving goes face up as your bottom security card (nothing while its player can't add cards to "
    "security stacks by effects): while it lies there face up, its persistent [Security] rows (source security, "
    "static, target all_own) work for its owner (RULES.md §10.8)")
A_FACE_DOWN_SECURITY_TOP_TO_HAND = ACTIONS.word(
    87, "face_down_security_top_to_hand", "your uppermost face-down security card goes to your hand, the face-up cards "
    "above it staying in place (none face down: nothing; the chain goes on either way)")
A_HAND_TO_SECURITY_COST = ACTIONS.word(
    101, "hand_to_security_cost", "cost: as hand_to_security target=player (filter=bottom, face_up read the same "
    "way): fewer cards placed than the amount (none in the hand that match, or cards can't be added to your "
    "security stack), the chain stops")
A_TOP_CARD_TO_SECURITY = ACTIONS.word(
    110, "top_card_to_security", "target=self: this Digimon's top card goes face down to the top of your security "
    "stack (filter=face_up,bottom: face up under the stack), the Digimon staying under its next card with its state; "
    "a Digimon of 1 card leaves the battle area so (nothing if cards can't be added to your security stack)")
A_ACTIVATE_OWN_WHEN_DIGIVOLVING = ACTIONS.word(
    120, "activate_own_when_digivolving", "target=self: activate 1 [When Digivolving] effect (its own or inherited) of "
    "this Digimon, as this Digimon's effect: the pilot takes or leaves them one by one")
A_ACTIVATE_OWN_ON_PLAY = ACTIONS.word(
    340, "activate_own_on_play", "target=self: activate 1 [On Play] effect of this Digimon (its top card's), as this "
    "Digimon's effect, though it was not just played: the pilot takes or leaves them one by one")
A_BATTLE = ACTIONS.word(92, "battle", "1 of your Digimon (target=self: this Digimon; target=own: 1 passing the "
                        "clause's filters) battles 1 of the opponent's Digimon (RULES.md section 6: the lower DP is "
                        "deleted, both on a tie) without an attack: recorded, the battle comes once the effects "
                        "resolving now have resolved (in an attack, after its When Attacking effects), the pilot "
                        "picking both Digimon")
A_TRASH_OPPONENT_OPTION = ACTIONS.word(91, "trash_opponent_option", "trash 1 of the opponent's option cards in "
                                       "the battle area, the pilot picking which (none there: nothing)")
A_PLACE_SELF_UNDER = ACTIONS.word(
    115, "place_self_under", "an option's [Main]: the option resolving goes as the bottom digivolution card of 1 of "
    "your battle-area Digimon whose top card passes the clause's card filters (not a Token), the pilot picking "
    "which; none there: it goes to the trash as usual")
A_PLACE_SELF_UNDER_LACKING = ACTIONS.word(
    500, "place_self_under_lacking", "an option's [Main]: as place_self_under, the option going under 1 of your "
    "battle-area Digimon (not a Token) with no digivolution card passing the clause's card filters (\"under 1 of "
    "your Digimon without [X] in its digivolution cards\"), the pilot picking which; none there: it goes to the "
    "trash as usual")
A_TRASH_OWN_DIGIVOLUTION_COST = ACTIONS.word(
    116, "trash_own_digivolution_cost", "cost: trash amount digivolution cards passing the clause's card filters "
    "from under this Digimon, one by one as the pilot picks (fewer there: nothing is trashed, the chain stops); "
    "each card trashed fires its digivolution_card_trashed effects, then this Digimon's "
    "own_digivolution_cards_trashed (also the cost of a would_leave_any_way `stay`, offered only with enough cards)")
A_DIGIVOLVE_INTO_WHILE = ACTIONS.word(
    126, "digivolve_into_while", "static, of a Digimon's own text: this Digimon (in the battle area) may also "
    "digivolve into a Digimon card whose top card has the base_name/base_trait, for a digivolution cost of amount, "
    "ignoring digivolution requirements, in the row's window, while you have a Digimon or Tamer passing the "
    "clause's card filters (none: always) and its condition holds (\"this Digimon may digivolve into X for a cost "
    "of N, ignoring digivolution requirements\")")
A_PLAY_OR_USE_FROM_HAND = ACTIONS.word(
    132, "play_or_use_from_hand", "play or use 1 matching card of your hand, its cost reduced by amount (never below "
    "0), the pilot picking the card and, for a dual Digimon/Option card, which: a Digimon or Tamer is played at once "
    "(room in the battle area, the reduced cost paid); an option, or a dual card used as one, its <Use Req.> or "
    "colours met, is recorded and used, paying the reduced cost, once the effects resolving now have resolved (as "
    "use_option_from_hand); none it can pay for: nothing")
A_TRASH_MOST_SECURITY_TOP_COST = ACTIONS.word(
    133, "trash_most_security_top_cost", "cost: trash the top security card of the player with the most security "
    "cards (\"of 1 player with the most security cards\"); both with as many: the pilot's yes/no (decide_optional "
    "on this row) trashes the opponent's, else yours; both with none: nothing, the chain stops")
A_SECURITY_OR_UNDER_TAMER_COST = ACTIONS.word(
    134, "security_or_under_tamer_cost", "cost, one of two as the pilot picks: your top security card goes to the "
    "hand, or the bottom card from under 1 of your Tamers is trashed (as trash_under_tamer_cost 1); only one "
    "possible: that one; neither: nothing, the chain stops (the pilot's yes/no on this row: yes, the Tamer's card)")
A_RETURN_DIGIVOLUTION_CARDS_COST = ACTIONS.word(
    113, "return_digivolution_cards_cost", "cost: return amount digivolution cards passing the clause's card filters "
    "from under this Digimon (target=self) or the Digimon of the timing's event (target=event) to the bottom of the "
    "deck, one by one as the pilot picks (fewer there: nothing moves, the chain stops; followed by suspend_self_cost, "
    "a suspended Tamer: nothing moves either); the Digimon's digivolution_cards_returned follows; also a cost of "
    "would_leave_any_way")
A_REVEAL_PLACE_UNDER = ACTIONS.word(
    114, "reveal_place_under", "reveal the top amount; every card passing the clause's card filters goes under the "
    "Digimon of the timing's event (target=event) or this Digimon (target=self) as its bottom digivolution card "
    "(the Digimon gone or a Token: none does); the rest to the deck bottom (filter=rest_to_trash: to the trash)")
A_BOUNCE_OWN_COST = ACTIONS.word(
    121, "bounce_own_cost", "cost: return 1 of your Digimon passing the clause's filters (filter=tamer: a Tamer) to "
    "the hand, its digivolution cards trashed, the pilot picking which (none that can be returned: the chain stops); "
    "a suspend_self_cost chained right after it is the same cost (\"by suspending this Tamer and returning ...\"): "
    "with this card suspended, nothing is paid")
A_DELETE_AT_MOST_OWN_DP = ACTIONS.word(
    139, "delete_at_most_own_dp", "delete 1 of the Digimon the clause's target and filters name (target=opponent) "
    "whose DP is no higher than that of 1 of your Digimon (the highest DP among your Digimon as it resolves), the "
    "pilot picking which; you with no Digimon: nothing")
A_DELETE_DP_AT_LEAST = ACTIONS.word(
    480, "delete_dp_at_least", "delete 1 of the Digimon the clause's target and filters name (target=opponent, or "
    "any: either player's) whose DP is amount or more, the pilot picking which; none: nothing (a chained "
    "if=not_deleted runs)")
A_DELETE_ALL_BUT_ONE = ACTIONS.word(
    200, "delete_all_but_one", "the pilot chooses 1 of the opponent's Digimon passing the clause's filters and rank= "
    "(\"choose 1 of your opponent's highest play cost Digimon\"); all of the opponent's other Digimon are deleted, "
    "found first, then one by one (none to choose: all of them)")
A_DELETE_TOTAL_COST = ACTIONS.word(
    260, "delete_total_cost", "delete up to amount total play cost of the Digimon the clause's target and filters "
    "name (target=opponent; kinds=digimon,tamer: Tamers too), the maximum raised by count= for each thing of its "
    "for_each= (own_face_up_security, named_digivolution_cards; counted as it resolves): the pilot picks them one by "
    "one, each within what is left (a card without a play cost: never), then they are deleted together")
A_TRASH_TO_SECURITY = ACTIONS.word(
    261, "trash_to_security", "as hand_to_security target=player, the cards coming from your trash instead of the "
    "hand (filter=face_up, bottom, top_or_bottom read the same way; logged with amount 0, a card from the trash)")
A_GAIN_ON_DELETION = ACTIONS.word(
    262, "gain_on_deletion", "target=self: this Digimon gains, for the duration, the card's gained_on_deletion effect "
    "(the line of that timing): when it is deleted while it has it, that effect activates from the trash as an [On "
    "Deletion] (\"this Digimon gains '[On Deletion] ...' until ...\"); it stays with the Digimon when it digivolves; "
    "target=own count=1: 1 of your Digimon gains it, the pilot picking which (an option's \"1 of your Digimon gains "
    "...\")")
A_DELETE_UNSUSPENDED = ACTIONS.word(
    201, "delete_unsuspended", "delete 1 of the Digimon the clause's target and filters name, chosen among the "
    "unsuspended ones only (\"delete 1 of your opponent's unsuspended Digimon\"), the pilot picking which; none: "
    "nothing")
A_AND_TRASH = ACTIONS.word(
    203, "and_trash", "the second card filter of the reveal_add_two row before it: that card goes to the trash "
    "instead of the hand (\"add 1 X to the hand and trash 1 such card\"; none there: only the first card is taken)")
A_DELETE_UNSUSPENDED_AT_MOST_PAID_LEVEL = ACTIONS.word(
    202, "delete_unsuspended_at_most_paid_level", "delete_unsuspended among the Digimon whose level is no higher "
    "than that of the Digimon the delete_own_cost clause before it deleted (its top card's level as it was deleted; "
    "a Digimon without a level passes never, nor does any when that Digimon had none)")
A_ASSEMBLY = ACTIONS.word(
    123, "assembly", "timing assembly, target=self, one row per element of the card's <Assembly -amount> requirement "
    "in printed order (RULES.md section 10.9): when it is played from the hand, 1 card of your trash passing the "
    "row's card filters may go under it for each row, as its bottom digivolution cards; with every element placed "
    "(all or none) the play cost is reduced by amount (never below 0)")
A_HAND_OR_DIGIVOLUTION_TO_SECURITY = ACTIONS.word(
    160, "hand_or_digivolution_to_security", "place amount matching cards, one by one, from your hand or from the "
    "digivolution cards of your Digimon face down as your top security card (filter=bottom: the bottom one; "
    "filter=top_or_bottom: top or bottom as the pilot picks for each), the pilot picking each card (choose_cost_card, "
    "the hand's first); fewer there: as many as there are; nothing while cards can't be added to your security stack")
A_RETURN_PLAYED_AT_OPPONENTS_TURN_END = ACTIONS.word(
    180, "return_played_at_opponents_turn_end", "after a play clause (if=played): the Digimon that clause played "
    "returns to its owner's hand at the end of the opponent's turn (this one if it is theirs, else their next), "
    "its digivolution cards trashed (a modifier on that Digimon: gone with it, nothing if it left the battle area "
    "or became another Digimon by a DNA digivolution)")
A_PLAY_FROM_SECURITY = ACTIONS.word(
    551, "play_from_security", "play 1 Digimon card passing the clause's card filters from among your face-up "
    "security cards (RULES.md §10.8) without paying the cost, the pilot picking which (filter=may: or none); the "
    "other cards keep their places; none lies face up that passes, the battle area full or you can't play Digimon by "
    "effects: nothing (a chained if=played reads whether it played)")
A_DELETE_PLAYED_AT_YOUR_TURN_END = ACTIONS.word(
    552, "delete_played_at_your_turn_end", "after a play clause (if=played): the Digimon that clause played is deleted "
    "at the end of your turn (this one if it is yours, else your next) (a modifier on that Digimon: gone with it, "
    "nothing if it left the battle area)")
A_PLAYED_CANT_DIGIVOLVE = ACTIONS.word(
    553, "played_cant_digivolve", "after a play clause (if=played): the Digimon that clause played can't digivolve "
    "for as long as it stays in the battle area")
A_HAND_PLAY = ACTIONS.word(
    554, "hand_play", "hand_main: this card is played from the hand as a main-phase action, paying its play cost "
    "less amount (never below 0), while the row's condition holds and there is room in the battle area "
    "(filter=deleted_at_turn_end: the Digimon is deleted at the end of the turn); a play by an effect, its [On Play] "
    "effects as any play's")
A_DIGIVOLVE_ONLY_INTO = ACTIONS.word(
    555, "digivolve_only_into", "static, target=self: this Digimon can digivolve only into a card passing the row's "
    "card filters (name=...): no other digivolution of it is offered, by the rules or by an effect")
A_PLACE_SELF_FACE_UP_AS_BOTTOM_SECURITY = ACTIONS.word(
    556, "place_self_face_up_as_bottom_security", "on_deletion: this card (the deleted Digimon's top card, now in your "
    "trash) goes face up under your security stack as its bottom card (RULES.md §10.8); no longer in the trash, or "
    "cards can't be added to your security stack by effects: nothing")
A_TRASH_ANY_DIGIVOLUTION_CARDS = ACTIONS.word(
    181, "trash_any_digivolution_cards", "target=opponent: trash amount digivolution cards from under the "
    "opponent's Digimon, any of them (\"trash any N digivolution cards from your opponent's Digimon\"), one by one, "
    "the pilot picking the Digimon and the card each time (fewer there: as many as there are; a Digimon whose "
    "stacked cards the effect can't trash is passed by); each Digimon whose cards went fires its "
    "own_digivolution_cards_trashed once")
A_USE_OPTION_FROM_TRASH = ACTIONS.word(
    210, "use_option_from_trash", "use 1 matching option card from your trash, paying its use cost less amount "
    "(never below 0), its colour requirements met: once the effects resolving now have resolved (as "
    "use_option_from_hand), the pilot picks one it can pay for, its [Main] effect resolves and it goes to the trash "
    "unless it moved itself (none it can pay for: nothing)")
A_USE_OPTION_FROM_HAND_OR_DIGIVOLUTION_CARDS = ACTIONS.word(
    211, "use_option_from_hand_or_digivolution_cards", "as use_option_from_hand (free, its colours met, once the "
    "effects resolving now have resolved), the option coming from your hand or from this Digimon's digivolution "
    "cards (the Digimon gone: from the hand only)")
A_TRASH_FROM_DIGIVOLUTION_OR_LINK_COST = ACTIONS.word(
    212, "trash_from_digivolution_or_link_cost", "cost: trash 1 matching card from the digivolution cards or the "
    "link cards of any of your Digimon, the pilot picking it (none there: nothing is trashed, the chain stops); "
    "a digivolution card so trashed fires its digivolution_card_trashed effects, then its Digimon's "
    "own_digivolution_cards_trashed")
A_PLACE_FROM_TRASH_FACE_DOWN_COST = ACTIONS.word(
    240, "place_from_trash_face_down_cost", "cost: as place_from_trash_under_cost target=self, each card placed face "
    "down (a face-down digivolution card: no name, traits, level, colours, DP, play cost nor effects, and no kind to "
    "a kind= or kinds= filter, while it is beneath the Digimon; it still counts as a digivolution card; leaving the "
    "stack, for the trash, the hand, the deck or the security stack, it is its card again; [GAP] one left as the top "
    "card has no printed DP: trashed by the rule check, RULES.md §7)")
A_REVEAL_ADD_AND_PLACE_FACE_DOWN = ACTIONS.word(
    241, "reveal_add_and_place_face_down", "reveal the top amount; 1 card passing the clause's card filters goes to "
    "the hand, then 1 card with the placed_trait goes face down (see place_from_trash_face_down_cost) under one of "
    "your Digimon whose top card has the base_trait, as its bottom digivolution card, the pilot picking the cards and "
    "the Digimon (none of either: that part is skipped); the rest to the deck bottom")
A_PLACE_FROM_HAND_FACE_DOWN = ACTIONS.word(
    242, "place_from_hand_face_down", "you may place 1 card of your hand passing the clause's card filters face down "
    "(see place_from_trash_face_down_cost) as the bottom digivolution card of the Digimon of the timing's event "
    "(target=event; gone from the battle area, or no room: nothing), the pilot deciding whether and which")
A_TRASH_SELF_FROM_SECURITY_COST = ACTIONS.word(
    281, "trash_self_from_security_cost", "cost of an own_digimon_would_leave_not_in_battle row of a face-up security "
    "card: that card goes from the security stack to the trash (an effect trashing it: its trashed_from_security "
    "rows follow)")
A_TOP_CARD_UNDER_COST = ACTIONS.word(
    250, "top_card_under_cost", "cost, target=self: this Digimon's top card goes beneath its other cards as its bottom "
    "digivolution card, the card that was right under it becoming its top card, its state kept (no digivolution "
    "cards, or a Token on top: nothing moves, the chain stops); the moved card counts as placed by an effect in its "
    "digivolution cards (cards_placed_under, own_digimon_cards_placed_under)")
A_PLAY_TO_BREEDING_AREA = ACTIONS.word(
    251, "play_to_breeding_area", "play 1 matching Digimon card of your hand into your empty breeding area without "
    "paying the cost, the pilot picking which (the area taken, or no such card: nothing); [GAP] as a card in the "
    "breeding area activates no effects, no timing of a play follows")
A_TO_SECURITY_TOP = ACTIONS.word(
    300, "to_security_top", "counted targets (target=opponent): the Digimon's digivolution cards go to the trash and "
    "its top card face down on top of its owner's security stack (\"an opponent's Digimon placed on top of their "
    "security stack\"); a Token leaves the game; nothing moves while its owner can't add cards to the security stack "
    "by effects or the stack is full (the chain goes on)")
A_GAIN_WHEN_BLOCKED = ACTIONS.word(
    320, "gain_when_blocked", "the targets (target=self, or counted: target=own with filter=same_targets too) gain, "
    "for the duration, the card's gained_when_blocked effect (the line of that timing): when the Digimon's attack is "
    "blocked while it has it, that effect activates as its own (\"gets '[Your Turn] When this Digimon is blocked, "
    "...' for the turn\"); it stays with the Digimon when it digivolves")
A_PLACE_UNDER_SELF_COLORS = ACTIONS.word(
    321, "place_under_self_colors", "target=self, of a Tamer: up to amount (up_to) matching cards from your hand "
    "(filter=or_trash: or your trash) go, one by one, under this Tamer as its bottom cards, each sharing no colour "
    "with a card this effect placed before it (\"with different colors\"), the pilot picking each card and when to "
    "stop (the first one too, with up_to); logged as place_under_tamer, one event per card")
A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS = ACTIONS.word(
    330, "play_from_hand_or_digivolution_cards", "own_digimon_would_leave, its one row: before that Digimon leaves, "
    "play 1 matching Digimon card from your hand or from this Digimon's digivolution cards without paying the cost "
    "(the pilot: from beneath this Digimon when it is the one leaving or the hand has none, else from the hand); "
    "that Digimon leaves all the same (also the chained `may` row after a draw of a would_leave_any_way effect: that draw, "
    "then this play, before this Digimon leaves all the same)")
A_DNA_DIGIVOLVE_BEFORE_LEAVING = ACTIONS.word(
    400, "dna_digivolve_before_leaving", "own_digimon_would_leave, its one row: before that Digimon leaves, it and "
    "another of your Digimon may DNA digivolve into a matching Digimon card in your hand whose DNA requirement they "
    "meet (RULES.md §10.3), paying its DNA digivolution cost with filter=pay_cost, the pilot picking the pair and the "
    "card; a new Digimon then, the one that would leave doesn't ([GAP] README, card effects)")
A_DELETE_TOTAL_DP = ACTIONS.word(
    310, "delete_total_dp", "as delete_total_cost, the total counted in DP (each Digimon's DP as the pilot picks it) "
    "instead of play cost: delete up to amount total DP of the opponent's Digimon the clause's filters name, the "
    "maximum raised by count= for each thing of its for_each= (face_down: \"for each face-down card, add N to this "
    "effect's DP maximum\")")
A_DELETE_COST_RAISED = ACTIONS.word(
    311, "delete_cost_raised", "delete count= of the opponent's Digimon the clause's filters name (target=opponent), "
    "its cost<= maximum raised by amount for each thing of its for_each= (face_down: \"for each face-down card, add "
    "N to this effect's play cost maximum\"), the pilot picking them, deleted together")
A_TRASH_DIGIVOLUTION_CARDS_OF_ONE = ACTIONS.word(
    312, "trash_digivolution_cards_of_one", "target=opponent: as trash_any_digivolution_cards, all of the cards from "
    "under 1 of the opponent's Digimon (the one the pilot's first card is taken from), amount times once for each "
    "thing of its for_each= (face_down: counted after the cost before it)")
A_PLACE_TOP_DIGIVOLUTION_COST = ACTIONS.word(
    313, "place_top_digivolution_cost", "cost, target=self: 1 card of your hand or trash passing the clause's card "
    "filters goes under this Digimon's top card as its top digivolution card, the pilot picking it (choose_card over "
    "the trash, then the hand); none there, no room, the Digimon gone or a Token: nothing moves, the chain stops; "
    "the card placed is the one a chained activate_placed_on_play reads")
A_ACTIVATE_PLACED_ON_PLAY = ACTIONS.word(
    314, "activate_placed_on_play", "after place_top_digivolution_cost: 1 [On Play] effect of the card that cost "
    "placed (its own text's, the first in printed order whose window and condition allow it) activates as an effect "
    "of this Digimon (its \"you may\" asked as it runs; none: nothing)")
A_TRASH_BOTTOM_FACE_DOWN_OR_COST = ACTIONS.word(
    315, "trash_bottom_face_down_or_cost", "cost, target=self: trash this Digimon's bottom amount digivolution cards "
    "among those lying face down or passing the clause's card filters, the lowest first (fewer such cards: nothing "
    "is trashed, the chain stops); each fires its digivolution_card_trashed effects, then this Digimon's "
    "own_digivolution_cards_trashed (logged as trash_own_digivolution_cost)")
A_DIGIVOLVE_FROM_SECURITY = ACTIONS.word(
    380, "digivolve_from_security", "you search your security stack (its cards seen by you only): the target "
    "(target=self: this Digimon) may digivolve, as digivolve_from_hand, into a matching Digimon card among them, the "
    "pilot deciding and picking the card; then the security stack is shuffled, its face-up cards turned face down "
    "first (RULES.md §10.8), whether or not it digivolved; a chained if=digivolved reads whether it did")
A_DIGIXROS_FROM_TRASH = ACTIONS.word(
    381, "digixros_from_trash", "static, of a card with a DigiXros requirement: while every Digimon in your battle "
    "area (none at all included) has a top card passing the row's card filters (\"while you have no Digimon other "
    "than [X]\"), cards of your trash may be its materials too, each filling an entry as a hand card does (RULES.md "
    "§10.2); logged once for each material taken from the trash")
A_DELETE_AT_MOST_PAID_COST = ACTIONS.word(
    382, "delete_at_most_paid_cost", "after a trash_from_hand_cost clause: delete 1 of the Digimon the clause's target "
    "and filters name (target=opponent) whose play cost is no higher than the printed play cost of the card that "
    "cost trashed (a play cost equal to it is no higher), the pilot picking which; a "
    "Digimon without a play cost, or none: nothing")
A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS = ACTIONS.word(
    351, "use_option_from_hand_or_under_tamers", "as use_option_from_hand (free, its colours met, once the effects "
    "resolving now have resolved), the option coming from your hand or from under one of your Tamers (not its top "
    "card), the pilot picking it")
A_OVERFLOW = ACTIONS.word(
    350, "overflow", "static, of an ACE card (RULES.md §10.5): <Overflow -amount>: whenever the card leaves the field "
    "(a stack of the battle or breeding area, its top or beneath) for another area, its owner loses amount memory at "
    "once, before the next clause of an effect in resolution (not when it goes under a card, nor when it is played "
    "from beneath one: it stays on the field)")
A_AS_DIGIMON = ACTIONS.word(
    390, "as_digimon", "the target Tamer (target=self: this Tamer; target=own filter=tamer: 1 of your Tamers passing "
    "the filters) is also treated as a Digimon with amount DP for the duration: still a Tamer (its effects work, it "
    "counts as a Tamer), and a Digimon of that DP too (DP changes apply; it may attack, be attacked, block with "
    "<Blocker>, battle, be deleted and be chosen as a Digimon); the newest such effect on it sets its DP (General "
    "Rules Q&A); once the duration ends it is a Tamer only")
A_PLACE_UNDER_TAMER_FROM_TRASH = ACTIONS.word(
    420, "place_under_tamer_from_trash", "as place_under_tamer, the cards from your trash only (\"place N ... from your "
    "trash under 1 of your Tamers\"); logged as itself, one event per card, amount 0")
A_PLACE_UNDER_TAMER_COST = ACTIONS.word(
    421, "place_under_tamer_cost", "cost: as place_under_tamer, amount matching cards from your hand under 1 of your "
    "Tamers (\"by placing N ... from your hand under one of your Tamers\"); fewer placed: the chain stops")
A_RETURN_FROM_UNDER_TAMERS = ACTIONS.word(
    422, "return_from_under_tamers", "return amount matching cards from under your Tamers (never a top card) to the "
    "hand, one by one as the pilot picks (fewer there: as many as there are); logged per card with the Tamer's uid")
A_DRAW_BOTH = ACTIONS.word(440, "draw_both", "you draw amount cards, then the opponent draws amount cards (\"both "
                           "players draw\"; an empty deck draws what it holds)")
A_OPPONENT_SECURITY_TOP_TO_HAND = ACTIONS.word(
    441, "opponent_security_top_to_hand", "the opponent adds their top security card to their hand (none there: "
    "nothing happens)")
A_BRANCHES = ACTIONS.word(
    490, "branches", "does nothing itself: the first clause of an effect of sentences that each open with their own "
    "condition (\"If X, A. If Y, B.\"): the effect activates without a condition, each clause after it runs under its "
    "own if=, tested as it comes")
A_MIND_LINK = ACTIONS.word(
    510, "mind_link", "a Tamer's [Main] (<Mind Link>): this Tamer leaves the battle area and goes under 1 of your "
    "battle-area Digimon (not a Token), at the bottom of its stack; that Digimon's top card passes the clause's "
    "card filters and its stack holds no Tamer card, the pilot picking which (cards under the "
    "Tamer go to the trash); offered only while there is such a Digimon")
A_DIGIVOLVE_IGNORING_REQUIREMENTS = ACTIONS.word(
    530, "digivolve_ignoring_requirements", "the target digivolves into a matching Digimon card in your hand "
    "(filter=or_trash: hand or trash), ignoring digivolution requirements: free, or with filter=pay_cost for a "
    "digivolution cost of amount (\"for a digivolution cost of N, ignoring its digivolution requirements\"); the "
    "pilot picks the Digimon and the card among those it can pay for")
A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS = ACTIONS.word(
    531, "digivolve_from_trash_ignoring_requirements", "as digivolve_ignoring_requirements, into a matching Digimon "
    "card of your trash")
A_ATTACK_WITHOUT_SUSPENDING = ACTIONS.word(
    532, "attack_without_suspending", "as attack, the Digimon not suspending for the attack it makes (it must be "
    "able to attack as attack says: unsuspended)")
A_TRASH_SAME_LEVEL_DIGIVOLUTION_COST = ACTIONS.word(
    533, "trash_same_level_digivolution_cost", "cost: trash amount digivolution cards of one same level from under "
    "this Digimon (cards without a level never count), the pilot picking the level among those with enough cards "
    "(none: nothing is trashed, the chain stops); as trash_own_digivolution_cost, each card fires its "
    "digivolution_card_trashed effects, then this Digimon's own_digivolution_cards_trashed (also the cost of a "
    "would_leave_any_way `stay`, offered only with enough cards)")
A_RETURN_SELF_FROM_TRASH_COST = ACTIONS.word(
    534, "return_self_from_trash_cost", "cost of a [Trash] effect: this card goes from your trash to the bottom of "
    "your deck (no longer in the trash: not paid, the chain stops)")
A_HATCH_OR_MOVE_OUT = ACTIONS.word(
    539, "hatch_or_move_out", "hatch (the top card of your Digi-Egg deck to your empty breeding area) or move your "
    "breeding area's level 3 or higher Digimon to the battle area, whichever the breeding area allows (an empty one: "
    "the hatch; a level 3 or higher Digimon there: the move, its [When Moving] effects queued; anything else: "
    "nothing)")
A_SECURITY_PICK_TO_HAND = ACTIONS.word(
    540, "security_pick_to_hand", "you look through your security stack and add 1 card of it to your hand, the pilot "
    "picking which; if that card passes the clause's card filters (color=...), <Recovery +amount (Deck)>; then your "
    "security stack is shuffled, face-up cards turned face down first (none there: nothing, the stack still shuffled)")
A_REVEAL_ADD_COLORS = ACTIONS.word(
    541, "reveal_add_colors", "reveal the top amount cards of your deck; add up to count cards passing the clause's "
    "card filters to your hand, each sharing no colour with another card added (\"differently colored\"), the pilot "
    "picking them one by one; the rest to the deck bottom")
A_HAND_TO_DECK_BOTTOM_COST = ACTIONS.word(
    542, "hand_to_deck_bottom_cost", "cost: reveal amount cards of your hand passing the clause's card filters and "
    "place them at the bottom of your deck, one by one as the pilot picks (up_to: the first, then each further one "
    "as the pilot decides; for_each=paid after it counts them); without up_to, fewer such cards: nothing placed, the "
    "chain stops")
A_PLACE_OPPONENT_UNDER = ACTIONS.word(
    543, "place_opponent_under", "1 of the opponent's Digimon passing the clause's card filters (not a Token; with "
    "for_each=, its level<= maximum raised by amount for each) goes, its whole stack in order, under another of the "
    "opponent's Digimon (not a Token) as its bottom digivolution cards or under 1 of the opponent's Tamers, the pilot "
    "picking both (what would keep it in the battle area comes first); none that fits: nothing")
ACTION_NAMES = ACTIONS.names()
KEYWORD_ACTIONS = (A_BLOCKER, A_REBOOT, A_RETALIATION, A_PIERCING, A_JAMMING, A_RUSH)

# --- keywords named by the `keyword` action (its AMOUNT; RULES.md §9) -------------------------------------------
KEYWORDS = Vocabulary("keyword", "KEYWORD: the word after the `keyword` action")
KW_NONE = KEYWORDS.word(0, "none", "no keyword (not written)")
KW_RAID = KEYWORDS.word(1, "raid", "<Raid>: when it attacks, it may switch the target to the opponent's "
                        "unsuspended Digimon with the highest DP")
KW_BARRIER = KEYWORDS.word(2, "barrier", "<Barrier>: when it would be deleted in battle, the top security card "
                           "is trashed instead")
KW_EVADE = KEYWORDS.word(3, "evade", "<Evade>: when it would be deleted, it may be suspended instead")
KW_ARMOR_PURGE = KEYWORDS.word(4, "armor_purge", "<Armor Purge>: when it would be deleted, its top card may be "
                               "trashed instead")
KW_ALLIANCE = KEYWORDS.word(5, "alliance", "<Alliance>: when it attacks, its owner may suspend 1 of their other "
                            "Digimon; it then has that Digimon's DP added to its own and Security A. +1 until the "
                            "attack ends")
KW_COLLISION = KEYWORDS.word(6, "collision", "<Collision>: during its attack all of the opponent's Digimon have "
                             "<Blocker>, and the opponent blocks if one can")
KW_VORTEX = KEYWORDS.word(7, "vortex", "<Vortex>: at the end of its owner's turn it may attack an opponent's Digimon, "
                          "even in the turn it was played")
KW_FORTITUDE = KEYWORDS.word(8, "fortitude", "<Fortitude>: when it is deleted while it has digivolution cards, its "
                             "owner may play its top card from the trash without paying the cost")
KW_OVERCLOCK = KEYWORDS.word(9, "overclock", "<Overclock (X trait)> (the trait: the row's trait=): at the end of its "
                             "owner's turn, by deleting 1 of their Tokens or other Digimon with that trait, it "
                             "attacks the "
                             "opponent without suspending")
KW_PROGRESS = KEYWORDS.word(10, "progress", "<Progress>: while it attacks, the opponent's effects don't affect it: "
                            "they can't choose it, their \"all of\" effects pass it by, and their modifiers and "
                            "persistent effects on it are set aside until the attack ends")
KW_FRAGMENT = KEYWORDS.word(11, "fragment", "<Fragment N> (the row's count=N): when it would be deleted, it may "
                            "trash N of its digivolution cards, as the pilot picks, instead")
KW_DIGISORPTION = KEYWORDS.word(46, "digisorption", "<Digisorption -N> (the row's count=N), read from the card in "
                                "the hand: when one of your battle-area Digimon digivolves into it from the hand "
                                "paying a cost, you may suspend 1 of your unsuspended Digimon (the one digivolving "
                                "too) to reduce that cost by N (never below 0; the pilot pays or leaves it, and buys "
                                "it without asking when the cost could not be paid otherwise); offered only while one "
                                "of your Digimon could be suspended")
KW_SCAPEGOAT = KEYWORDS.word(12, "scapegoat", "<Scapegoat>: when it would be deleted other than by your effects, you "
                             "may delete 1 of your other Digimon instead")
KW_DECOY = KEYWORDS.word(18, "decoy", "<Decoy (X)> (X: the row's card filters, color= or trait=, tested on the other "
                         "Digimon's top card): when one of its owner's other Digimon passing them would be deleted by "
                         "the opponent's effect, its owner may delete this Digimon instead, and that one is not "
                         "deleted")
KW_VORTEX_PLAYERS = KEYWORDS.word(20, "vortex_players", "the Digimon's <Vortex> attack may also target the opponent "
                                  "(\"your <Vortex> can also attack players\")")
KW_EXECUTE = KEYWORDS.word(22, "execute", "<Execute>: at the end of its owner's turn it may attack (not in the turn "
                           "it was played, unless it has <Rush>), the opponent's unsuspended Digimon too; at the end of "
                           "that attack it is deleted, by its owner's effect")
KW_ATTACKS_AT_MAIN_PHASE_START = KEYWORDS.word(
    15, "attacks_at_main_phase_start", "a given \"[Start of Your Main Phase] This Digimon attacks.\": at the start of "
    "its owner's main phase, once the other effects of that timing have resolved, it attacks if it can (its owner's "
    "pilot picks the target; it may not pass)")
KW_LINK_PLUS = KEYWORDS.word(24, "link_plus", "<Link +N> (RULES.md §10.6; a Digimon's own row: count=N; an all-of row "
                             "of the battle area or a face-up security card: +1 each): the Digimon's limit of link "
                             "cards, 1, is raised by N (the +N of its rows summed, at most layout.LINK_MAX cards)")
KW_ASCENSION = KEYWORDS.word(27, "ascension", "<Ascension> ([GAP] read from the keyword's reminder text, its "
                             "General Rules number not found): when it is deleted, its owner may place its top card "
                             "(the card with the keyword) from the trash face down as the top security card: a trigger "
                             "like [On Deletion], activating from the trash (nothing if the card left the trash or "
                             "cards can't be added to the security stack)")
KW_ATTACKS_UNSUSPENDED = KEYWORDS.word(34, "attacks_unsuspended", "the Digimon may attack the opponent's "
                                       "unsuspended Digimon too (\"may also attack unsuspended Digimon\")")
KEYWORD_NAMES = KEYWORDS.names()

# --- what an amount counts (for_each=, column F_FOR_EACH) -------------------------------------------------------
FOR_EACH = Vocabulary("for_each", "for_each=: what the amount counts, once for each")
Q_NONE = FOR_EACH.word(0, "none", "a fixed amount (not written)")
Q_OPPONENT_DIGIMON = FOR_EACH.word(1, "opponent_digimon", "each Digimon the opponent has in the battle area")
Q_OWN_DIGIMON = FOR_EACH.word(2, "own_digimon", "each Digimon you have in the battle area")
Q_PAID = FOR_EACH.word(3, "paid", "each card the \"up to\" cost of the effect paid (a chained draw: \"for each card "
                       "trashed\"; a chained memory: \"for each card returned\")")
Q_OTHER_SUSPENDED_DIGIMON = FOR_EACH.word(4, "other_suspended_digimon", "each suspended Digimon of either battle "
                                          "area other than this one (a counted delete: the amount is added to its "
                                          "dp<= maximum once for each, counted as it resolves)")
Q_PAID_PAIRS = FOR_EACH.word(9, "paid_pairs", "every 2 cards the clause before trashed (opponent_trash_hand_to): a "
                             "counted clause's count, \"for every 2 cards trashed, delete 1\"")
Q_DIGIVOLUTION_CARD_COLORS = FOR_EACH.word(10, "digivolution_card_colors", "each colour among this Digimon's "
                                            "digivolution cards (a static dp row of a Digimon: counted as it is read; a timed dp of all of a player's "
                                            "Digimon: counted once, as it resolves)")
Q_OWN_SECURITY = FOR_EACH.word(6, "own_security", "each of your security cards (digivolve_while_you_have: a "
                                "digivolution cost of amount for each, \"Cost 1 for each of your security cards\"; "
                                "counted as the cost is read; a static dp of this Digimon with per=N: amount for every "
                                "N of them, \"+1000 DP for every 3 security cards\", counted as it is read; a timed dp: "
                                "counted as it resolves)")
Q_OWN_DIGIMON_AND_TAMERS = FOR_EACH.word(13, "own_digimon_and_tamers", "each Digimon and each Tamer you have in the "
                                        "battle area (counted as it resolves)")
Q_SUSPENDED_DIGIMON = FOR_EACH.word(14, "suspended_digimon", "each suspended Digimon of either battle area, this one "
                                    "too (play_from_hand: the amount is added to its dp<= maximum once for each, "
                                    "counted as it resolves: \"for each suspended Digimon, add N to this effect's DP "
                                    "maximum\")")
Q_OWN_LINK_CARDS = FOR_EACH.word(23, "own_link_cards", "each link card beside your Digimon in the battle area")
Q_NAMED_DIGIVOLUTION_CARD_PAIRS = FOR_EACH.word(
    8, "named_digivolution_card_pairs", "every 2 digivolution cards of this Digimon with the clause's base_name/"
    "base_trait (de_digivolve, trash_opponent_security_top: counted as it resolves, \"for every 2 [X] in this "
    "Digimon's digivolution cards\")")
Q_RED_TAMER_NAMES = FOR_EACH.word(7, "red_tamer_names", "each different name among your red Tamers in the battle "
                                  "area (digivolve_from_hand: the amount taken off the cost once for each, counted "
                                  "as it resolves: \"for each of your red Tamers with different names\")")
Q_OWN_FACE_UP_SECURITY = FOR_EACH.word(19, "own_face_up_security", "each of your face-up security cards (RULES.md "
                                      "§10.8; a counted clause, \"for each ..., suspend 1 of ...\": carried out once "
                                      "for each, counted as it resolves, its target picked anew each time, the same "
                                      "one again too; none face up: not at all)")
Q_NAMED_DIGIVOLUTION_CARDS = FOR_EACH.word(
    29, "named_digivolution_cards", "each digivolution card of this Digimon with the clause's base_name/base_trait "
    "(delete_total_cost: counted as it resolves, \"for every [X] in this Digimon's digivolution cards\")")
Q_OWN_TRAIT_DIGIMON = FOR_EACH.word(
    38, "own_trait_digimon", "each of your Digimon in the battle area whose top card has the clause's base_trait/"
    "base_name (a timed dp of a counted target: counted as it resolves, \"for each of your [X] trait Digimon\")")
Q_RETURNED_CARD_COLORS = FOR_EACH.word(24, "returned_card_colors", "each different colour among the cards the "
                                       "return_opponent_trash_cost clause before it returned to the bottom of the "
                                       "opponent's deck (counted as it resolves)")
Q_FACE_DOWN = FOR_EACH.word(25, "face_down", "each face-down digivolution card of this Digimon (the effect's own; "
                            "counted as the clause begins, after the cost before it placed its card: de_digivolve, "
                            "dp and the others counted as they resolve)")
Q_SUSPENDED_DIGIMON_PAIRS = FOR_EACH.word(
    45, "suspended_digimon_pairs", "every 2 suspended Digimon of either battle area, this one too (a counted clause's "
    "count, counted as it resolves: \"for every 2 suspended Digimon, ... 1 of ...\")")
Q_OPPONENT_HAND_QUADS = FOR_EACH.word(
    50, "opponent_hand_quads", "every 4 cards in the opponent's hand, counted as it resolves (\"for every 4 cards in "
    "your opponent's hand\")")
Q_BOTH_TRASH_FIVES = FOR_EACH.word(
    53, "both_trash_fives", "every 5 cards in both players' trashes together, counted as it is read (play_cost_down: "
    "\"reduce the play cost by N for every 5 total cards in both players' trashes\")")
Q_BOTH_TRASH_TENS = FOR_EACH.word(
    63, "both_trash_tens", "every 10 cards in both players' trashes together, counted as it is read "
    "(digivolve_from_hand: its digivolution cost falls by N per 10 cards across both trashes)")
Q_OWN_TRASH_TENS = FOR_EACH.word(
    64, "own_trash_tens", "every 10 cards in your trash, counted as it is read (play_cost_down: \"reduce the play "
    "cost by N for every 10 cards in your trash\"; memory: \"gain N memory for every 10 cards in your trash\")")
Q_OWN_HAND = FOR_EACH.word(56, "own_hand", "each card in your hand, counted as it resolves (\"gets -1000 DP for "
                           "each card in your hand\")")
Q_OPPONENT_DIGIMON_AND_TAMERS = FOR_EACH.word(
    51, "opponent_digimon_and_tamers", "each Digimon and each Tamer the opponent has in the battle area (play_cost_down: "
    "counted as the cost is read, \"for each Digimon and Tamer your opponent has\")")
Q_DIFFERENTLY_COLORED_TAMERS = FOR_EACH.word(
    68, "differently_colored_tamers", "each of your differently coloured Tamers in the battle area: the most of "
    "them that can each be given one of their colours, no colour given twice (place_opponent_under: its level "
    "maximum raised for each)")
Q_OWN_TAMER_COLOR_PAIRS = FOR_EACH.word(
    65, "own_tamer_color_pairs", "every 2 different colours among the top cards of your Tamers in the battle area, "
    "counted as it resolves (a counted clause's count, \"for every 2 colors your Tamers have, ... 1 of ...\", its "
    "base_trait/base_name: only Tamers whose top card has it; de_digivolve, dp, trash_digivolution_cards_of_one: the "
    "amount once for each)")
FOR_EACH_NAMES = FOR_EACH.names()

# --- ranked targets (rank=, column F_RANK) ----------------------------------------------------------------------
RANKS = Vocabulary("rank", "rank=: only the Digimon ranked first among those passing the other filters (ties: all of "
                   "them; counted targets: the pilot picks among them)")
RK_NONE = RANKS.word(0, "none", "no ranking (not written)")
RK_LOWEST_DP = RANKS.word(1, "lowest_dp", "the lowest DP (\"lowest DP Digimon\", \"with the lowest DP\")")
RK_LOWEST_LEVEL = RANKS.word(2, "lowest_level", "the lowest level (a Digimon without a level is not ranked)")
RK_LOWEST_PLAY_COST = RANKS.word(3, "lowest_play_cost", "the lowest play cost (one without a play cost is not ranked)")
RK_HIGHEST_LEVEL = RANKS.word(4, "highest_level", "the highest level (a Digimon without a level is not ranked)")
RK_HIGHEST_PLAY_COST = RANKS.word(5, "highest_play_cost", "the highest play cost (one without a play cost is not "
                                  "ranked)")
RANK_NAMES = RANKS.names()

# --- comparisons with the effect's own Digimon (at_most_self=, column F_AT_MOST_SELF) ------------------------
AT_MOST_SELF = Vocabulary("at_most_self", "at_most_self=: only Digimon with as much of this as the effect's own "
                          "Digimon has, or less (none when that Digimon is no longer in the battle area)")
VS_NONE = AT_MOST_SELF.word(0, "none", "no comparison (not written)")
VS_DP = AT_MOST_SELF.word(1, "dp", "DP (\"with as much or less DP as this Digimon\")")
VS_DIGIVOLUTION_CARDS = AT_MOST_SELF.word(2, "digivolution_cards", "digivolution cards (\"with as many or fewer "
                                          "digivolution cards as this Digimon\")")
AT_MOST_SELF_NAMES = AT_MOST_SELF.names()

# --- restrictions named by the `cant` action (its AMOUNT) -------------------------------------------------------
RESTRICTIONS = Vocabulary("restriction", "RESTRICTION: the word after the `cant` action")
CANT_NONE = RESTRICTIONS.word(0, "none", "no restriction (not written)")
CANT_ATTACK = RESTRICTIONS.word(1, "attack", "can't attack")
CANT_BLOCK = RESTRICTIONS.word(2, "block", "can't block")
CANT_DIGIVOLVE = RESTRICTIONS.word(3, "digivolve", "can't digivolve (by the rules or by effects)")
CANT_UNSUSPEND = RESTRICTIONS.word(4, "unsuspend", "can't unsuspend (unsuspend phase, <Reboot>, effects)")
CANT_BE_DELETED = RESTRICTIONS.word(5, "be_deleted", "can't be deleted (in battle, by effects, at 0 DP)")
CANT_BE_DELETED_IN_BATTLE = RESTRICTIONS.word(6, "be_deleted_in_battle", "can't be deleted in battle")
CANT_BE_DELETED_BY_EFFECTS = RESTRICTIONS.word(7, "be_deleted_by_effects", "can't be deleted by effects")
CANT_PLAY_DIGIMON_BY_EFFECTS = RESTRICTIONS.word(8, "play_digimon_by_effects",
                                              "can't play Digimon by effects (a player's restriction)")
CANT_ATTACK_PLAYERS = RESTRICTIONS.word(9, "attack_players", "can't attack players (Digimon still may be attacked)")
CANT_GAIN_MEMORY_EXCEPT_TAMERS = RESTRICTIONS.word(10, "gain_memory_except_by_tamers",
                                                "can't gain memory except by Tamers' effects (a player's "
                                                "restriction)")
CANT_BE_BLOCKED = RESTRICTIONS.word(11, "be_blocked", "its attacks can't be blocked")
CANT_ACTIVATE_WHEN_DIGIVOLVING = RESTRICTIONS.word(12, "activate_when_digivolving", "can't activate [When "
                                                   "Digivolving] effects (its own and inherited ones)")
CANT_REDUCE_PLAY_COSTS = RESTRICTIONS.word(13, "reduce_play_costs", "can't reduce the play costs of Digimon and Tamer "
                                           "cards (a player's restriction)")
CANT_ADD_SECURITY_BY_EFFECTS = RESTRICTIONS.word(16, "add_security_by_effects", "can't add cards to security stacks "
                                                 "by effects: Recovery, cards from the hand (a player's restriction)")
CANT_BE_RETURNED = RESTRICTIONS.word(17, "be_returned", "can't be returned to the hand or deck (by any effect, a cost "
                                     "included)")
CANT_SUSPEND = RESTRICTIONS.word(20, "suspend", "can't suspend: it can't attack or block (either would suspend it), it "
                                 "pays no cost by suspending, and effects and keywords don't suspend it")
CANT_ATTACK_TARGET_CHANGE = RESTRICTIONS.word(23, "attack_target_change", "its attack target can't change: its "
                                              "attacks can't be blocked (a block makes the blocker the target), "
                                              "<Raid> and effects don't switch their target")
CANT_BE_RETURNED_OR_DE_DIGIVOLVED_BY_OPPONENT = RESTRICTIONS.word(
    19, "be_returned_or_de_digivolved_by_opponent", "the opponent's effects can't return it to the hand or deck, nor "
    "<De-Digivolve> it (they pass it by)")
CANT_BE_AFFECTED_BY_OPPONENTS_DIGIMON = RESTRICTIONS.word(
    31, "be_affected_by_opponents_digimon_effects", "the effects of the opponent's Digimon (their main, inherited, "
    "link and [Security] text of Digimon cards) don't affect it: they can't choose it, pass it by, and the "
    "modifiers they gave it are set aside while this lasts (a granted restriction with a duration; target=all_own "
    "with no Digimon filters: all of your Digimon, later ones too, for the duration)")
CANT_BE_AFFECTED_BY_OPPONENTS = RESTRICTIONS.word(
    32, "be_affected_by_opponents_effects", "none of the opponent's effects affect it (as be_affected_by_opponents_"
    "digimon_effects, for Tamers' and options' effects too); also a persistent row of a Digimon (target=self, with "
    "no condition, if=no_digivolution_cards or if=own_memory<=N): it holds while the row's window and condition do")
CANT_UNSUSPEND_IN_UNSUSPEND_PHASE = RESTRICTIONS.word(22, "unsuspend_in_unsuspend_phase", "doesn't unsuspend in "
                                                      "its owner's unsuspend phase (<Reboot> in the other player's "
                                                      "and effects still unsuspend it); with "
                                                      "duration=opponents_next_turn: their next unsuspend phase")
CANT_STACK_TRASHED_BY_OPPONENT = RESTRICTIONS.word(
    24, "stack_trashed_by_opponent", "the opponent's effects can't trash its stacked cards: they don't <De-Digivolve> "
    "it nor trash its digivolution cards (they pass it by)")
CANT_BE_DE_DIGIVOLVED = RESTRICTIONS.word(
    14, "be_de_digivolved", "isn't affected by <De-Digivolve> effects, either player's (they pass it by)")
CANT_ACTIVATE_WHEN_ATTACKING = RESTRICTIONS.word(45, "activate_when_attacking", "can't activate [When Attacking] "
                                                 "effects (its own and inherited ones)")
CANT_ATTACK_THIS = RESTRICTIONS.word(
    46, "attack_this", "can't attack this Digimon, the one whose persistent all_opponent row it is (other Digimon and "
    "the player it still may)")
CANT_DP_REDUCED_BY_OPPONENT = RESTRICTIONS.word(
    50, "dp_reduced_by_opponent", "the opponent's effects can't reduce its DP: their DP cuts, timed or persistent, "
    "those in force when it is granted too, are set aside while this lasts (a granted restriction with a duration "
    "only: a persistent row of it is not read)")
CANT_BE_RETURNED_BY_OPPONENT = RESTRICTIONS.word(
    51, "be_returned_by_opponent", "the opponent's effects can't return it to the hand or deck (they pass it by; "
    "<De-Digivolve> still works)")
CANT_ACTIVATE_OPTION_SECURITY = RESTRICTIONS.word(
    56, "activate_option_security", "doesn't activate the [Security] effects of the option cards it checks (they are "
    "trashed as checked, their effects not run; Digimon and Tamer cards it checks work as before)")
CANT_NAMED_DIGIVOLUTION_CARDS_TRASHED = RESTRICTIONS.word(
    57, "named_digivolution_cards_trashed", "its digivolution cards passing the row's card filters can't be trashed "
    "by effects, either player's, costs too (target=self, static; the filters name the cards kept, not the "
    "Digimon): an effect trashing digivolution cards passes them by, counting and offering the others")
CANT_REDUCE_DIGIVOLUTION_COSTS = RESTRICTIONS.word(
    62, "reduce_digivolution_costs", "can't reduce digivolution costs: no reduction of the cost of a digivolution, "
    "persistent or bought or an effect's \"with the digivolution cost reduced by N\", takes anything off (a "
    "player's restriction)")
RESTRICTION_NAMES = RESTRICTIONS.names()
PLAYER_RESTRICTIONS = (CANT_PLAY_DIGIMON_BY_EFFECTS, CANT_GAIN_MEMORY_EXCEPT_TAMERS,   # on a player, not on Digimon
                       CANT_REDUCE_PLAY_COSTS, CANT_ADD_SECURITY_BY_EFFECTS, CANT_REDUCE_DIGIVOLUTION_COSTS)

# --- targets --------------------------------------------------------------------------------------------------
TARGETS = Vocabulary("target", "target=: what the action works on")
TG_NONE = TARGETS.word(0, "none", "no target (not written)")
TG_SELF = TARGETS.word(1, "self", "this Digimon / this card")
TG_OWN = TARGETS.word(2, "own", "counted: 1 (or up to N) of your Digimon")
TG_OPPONENT = TARGETS.word(3, "opponent", "counted: 1 (or up to N) of the opposing Digimon")
TG_ALL_OWN = TARGETS.word(4, "all_own", "all of your Digimon (later entrants too, for the duration)")
TG_ALL_OPPONENT = TARGETS.word(5, "all_opponent", "all of the opponent's Digimon")
TG_ALL_OWN_SECURITY = TARGETS.word(6, "all_own_security", "all of your Security Digimon")
TG_ALL_OWN_AND_SECURITY = TARGETS.word(7, "all_own_and_security", "all of your Digimon and Security Digimon")
TG_PLAYER = TARGETS.word(8, "player", "the effect's controller (memory, draw...; the default)")
TG_TOKEN = TARGETS.word(9, "token", "delete_cost: 1 Token (RULES.md section 10.1) of either player")
TG_OWN_OR_TAMER = TARGETS.word(13, "own_or_tamer", "digivolve_from_hand, digivolve_from_trash: counted: 1 of your "
                                "Digimon or Tamers (a "
                                "Tamer digivolves only into a card whose requirement names it)")
TG_ANY = TARGETS.word(10, "any", "counted: 1 (or up to N) Digimon of either player")
TG_EVENT = TARGETS.word(11, "event", "the Digimon of the timing's event, yours (\"that Digimon\": the one that "
                       "digivolved, own_digimon_digivolved; the one played, own_digimon_played; the one suspended, "
                       "own_digimon_suspended)")
TG_NEW_NAMES = TARGETS.word(16, "new_names", "play_from_hand, play_from_trash, play_token: the player plays, but "
                            "no card or Token with the same name as one of their Digimon in the battle area")
TG_ALL_OWN_SAME_NAME = TARGETS.word(20, "all_own_same_name", "persistent rows (keywords, dp): all of your Digimon "
                                    "whose top card has the name of this Digimon's top card (with filter=other: "
                                    "the others only)")
TG_HAND = TARGETS.word(21, "hand", "play_cost_down filter=paid_by_deleting: the reduction is bought by trashing 1 "
                      "card of your hand passing the row's card filters (not the card played) instead of deleting")
TG_OWN_DIGIMON_COLORS = TARGETS.word(24, "own_digimon_colors", "play_from_hand, play_from_trash: the player plays, "
                                     "but only a card that shares a colour with one of their Digimon on the field "
                                     "(battle area or breeding area)")
TG_INTO_THIS = TARGETS.word(
    29, "into_this", "digivolve_cost_down of a Digimon card's own text, read from the card in the hand: when one of "
    "your Digimon, under the row's condition (read on that Digimon), digivolves from the hand into this card, paying "
    "a cost, the cost is reduced by amount (\"when one of your Digimon ... digivolves into this card in your hand, "
    "reduce the digivolution cost by N\"); not read while the card is the top card of a Digimon")
TG_SUSPEND_ANY = TARGETS.word(46, "suspend_any", "play_cost_down filter=paid_by_deleting: the reduction is bought "
                              "by suspending count= unsuspended Digimon of either battle area (that can be suspended "
                              "by the player's effects; the pilot picks them one by one) instead of deleting")
TG_OWN_PROGRESS = TARGETS.word(33, "own_progress", "counted: 1 (or up to N) of your Digimon that have <Progress> "
                               "now, from any row or modifier (\"1 of your Digimon with <Progress>\"; a dp only)")
TG_NEW_NAMES_FIELD_OR_TRASH = TARGETS.word(
    52, "new_names_field_or_trash", "play_to_breeding_area: the player plays, but no card with the same name as a "
    "card of their battle area (the top card of a Digimon, a Tamer or an option there) or of their trash")
TARGET_NAMES = TARGETS.names()

# --- filter flags (bits of F_FILTER) -----------------------------------------------------------------------
FILTERS = Vocabulary("filter", "filter=: flags, comma-separated")
FL_NO_DIGIVOLUTION_CARDS = FILTERS.word(1, "no_digivolution_cards", "targets without digivolution cards")
FL_SUSPENDED = FILTERS.word(2, "suspended", "suspended targets; play_from_hand / play_from_trash: the card "
                           "played enters the battle area suspended (\"play ... suspended\")")
FL_OTHER = FILTERS.word(4, "other", "other than this Digimon; of an assembly row: the element's card has a name "
                        "different from those of the other elements' cards (\"w/different names\")")
FL_NO_ON_PLAY = FILTERS.word(8, "no_on_play", "a card played by this effect does not activate its [On Play]")
FL_PAY_COST = FILTERS.word(16, "pay_cost", "a card played by this effect is paid for (its printed cost)")
FL_TAMER = FILTERS.word(32, "tamer", "the targets are Tamers, not Digimon")
FL_OR_TRASH = FILTERS.word(128, "or_trash", "play_from_hand / digivolve_from_hand / use_option_from_hand: the card may "
                           "come from your trash too (\"from your hand or trash\", \"in the hand or trash\")")
FL_FACE_UP = FILTERS.word(256, "face_up", "hand_to_security, hand_to_security_cost: the placed cards lie face up "
                          "(RULES.md §10.8), their persistent [Security] rows working for their owner while there")
FL_REST_ON_TOP = FILTERS.word(512, "rest_on_top", "revealed cards not taken go back on top of the deck")
FL_TOP_OR_BOTTOM = FILTERS.word(1024, "top_or_bottom", "the top or the bottom security card, as the pilot picks "
                                "(reveal_add_or_place: the revealed cards not taken, all on top or all at the bottom "
                                "of the deck; hand_to_security: each card placed on top or at the bottom; "
                                "trash_opponent_security_top: the opponent's top or bottom card, "
                                "\"any 1 of your opponent's security cards\", face down)")
FL_SECURITY_DIGIMON = FILTERS.word(4096, "security_digimon", "all_opponent: the opponent's Security Digimon, not "
                                   "their battle area's")
FL_BOTTOM = FILTERS.word(8192, "bottom", "hand_to_security: the cards go under the security stack")
FL_REST_TO_TRASH = FILTERS.word(32768, "rest_to_trash", "reveal_add_one, reveal_add_two, reveal_play: the revealed "
                                "cards not taken are trashed")
FL_MAY = FILTERS.word(2048, "may", "a clause its controller may skip, the clauses after it running either way "
                      "(\"Then, you may ...\", or \"You may ...\" followed by \"Then, ...\"): the pilot decides (the "
                      "`optional` option makes the whole effect the choice); on a cost row (\"Then, by ...ing X, "
                      "Y\": trash_under_tamer_cost, trash_own_security, security_top_to_hand, trash_from_hand_cost, "
                      "trash_from_hand_or_digivolution_cost, delete_own_cost, place_under_cost, suspend_own_cost, "
                      "return_from_trash_cost, return_from_trash_top_cost), declining is not paying: the clauses "
                      "after it don't run; an `up_to` cost row declined pays none (for_each=paid counts 0) and the "
                      "clauses after it run (\"You may trash 1 X. If this effect trashed, ... Then, ...\")")
FL_FROM_DIGIVOLUTION_CARDS = FILTERS.word(524288, "from_digivolution_cards", "trash_from_hand_or_digivolution_cost: "
                                          "from your Digimon's digivolution cards only, not the hand (\"from any of "
                                          "your Digimon's digivolution cards\")")
FL_DELETED_AT_TURN_END = FILTERS.word(1048576, "deleted_at_turn_end", "play_from_hand / play_from_trash: a Digimon "
                                      "played by this effect is deleted at the end of the turn (\"At turn end, "
                                      "delete the Digimon this effect played\")")
FL_HELD_TILL_OPPONENTS_TURN_END = FILTERS.word(
    134217728, "held_till_opponents_turn_end", "play_from_hand / play_from_trash: a Digimon played by this effect can't "
    "digivolve and is deleted at the end of the opponent's turn")
FL_UNLIKE_OWN_TAMERS = FILTERS.word(16384, "unlike_own_tamers", "play_from_hand / play_from_trash: not a card with "
                                    "the same name as one of your Tamers in the battle area")
FL_DIGIMON_ONLY = FILTERS.word(4194304, "digimon_only", "attack: the attack may only target an opponent's Digimon, "
                               "not the player")
FL_COST_UP_TO_OPPONENT_MEMORY = FILTERS.word(8388608, "cost_up_to_opponent_memory",
                                             "use_option_from_hand: a card whose printed cost is at most the "
                                             "opponent's memory")
FL_SAME_TARGETS = FILTERS.word(16777216, "same_targets", "a chained clause on the Digimon the counted clause before "
                               "it chose (\"1 of your Digimon gains <Raid> and +3000 DP\"); with Digimon filters of "
                               "its own, only on a chosen one that passes them (\"If that Digimon has the [X] trait, "
                               "...\"); after a trash_from_hand_or_digivolution_cost filter=from_digivolution_cards, "
                               "the Digimon whose digivolution cards it trashed (\"1 of your such Digimon\")")
FL_ONE_OR_FEWER_DIGIVOLUTION_CARDS = FILTERS.word(33554432, "one_or_fewer_digivolution_cards",
                                                  "targets with 1 or fewer digivolution cards")
FL_USE_REQUIREMENT = FILTERS.word(131072, "use_requirement", "ignore_color_requirements: its card filters are the "
                                  "option's <Use Req.>: it is used only while you have a Digimon or Tamer on the field "
                                  "that passes them, its colours not asked")
FL_OTHER_LEVEL = FILTERS.word(2097152, "other_level", "play_from_hand / play_from_trash: not a card of the level of "
                              "the card the play row before it played (\"play 2 ... this effect can't play cards of the "
                              "same level\")")
FL_HAS_BLOCKER = FILTERS.word(65536, "has_blocker", "counted targets and instant \"all of\" actions: only Digimon "
                              "that have <Blocker> now (\"with <Blocker>\")")
FL_FEWEST_DIGIVOLUTION_CARDS = FILTERS.word(64, "fewest_digivolution_cards", "counted targets and instant \"all of\" "
                                            "actions: only those with the fewest digivolution cards among the Digimon "
                                            "passing the other filters (ties: all of them)")
FL_HIGHEST_DP = FILTERS.word(268435456, "highest_dp", "counted targets: only those with the highest DP among the "
                             "Digimon passing the other filters (ties: the pilot picks)")
FL_PAID_BY_DELETING = FILTERS.word(
    1 << 29, "paid_by_deleting", "play_cost_down of a card's own text: the reduction is bought, as the card would be "
    "played from the hand paying its cost, by deleting 1 of your Digimon passing the row's card filters (the pilot "
    "pays, picking which, or leaves it; none to delete: no reduction)")
FL_PAID_FROM_UNDER_TAMER = FILTERS.word(
    1 << 30, "paid_from_under_tamer", "digivolve_cost_down, play_cost_down: the reduction is bought by trashing the "
    "bottom card from under 1 of your Tamers (a cost put before a reduction: a card from under a Tamer to the trash, "
    "then the cost falls): when the digivolution, play or use comes, the pilot pays or leaves it; none under a Tamer: no "
    "reduction. A play_cost_down so bought works from the battle area (the top card of a Digimon or Tamer) on your "
    "cards passing its card filters, played or used from the hand in the main phase")
FL_OR_TOKEN = FILTERS.word(262144, "or_token", "Digimon filters: a Token passes the trait or name filter, whatever "
                           "it names (\"1 of your Tokens or other [X] trait Digimon\")")
FL_MANDATORY = FILTERS.word(67108864, "mandatory", "attack: the Digimon attacks if it can (\"that Digimon attacks\"): "
                            "the pilot picks the target, passing is not offered")

# --- durations ------------------------------------------------------------------------------------------------
DURATIONS = Vocabulary("duration", "duration=: how long a change lasts")
D_INSTANT = DURATIONS.word(0, "instant", "once, now (the default)")
D_TURN = DURATIONS.word(1, "turn", "for the turn")
D_OPPONENTS_NEXT_TURN = DURATIONS.word(2, "opponents_next_turn", "until the end of the opponent's next turn")
D_YOUR_NEXT_TURN = DURATIONS.word(3, "your_next_turn", "until the end of your next turn")
D_WHILE = DURATIONS.word(4, "while", "static: while the condition holds (not written)")
D_OPPONENTS_TURN_END = DURATIONS.word(10, "opponents_turn_end", "until the end of the opponent's turn, whoever's turn "
                                      "it is: used in your turn, through the opponent's next turn; used in the "
                                      "opponent's turn, for that turn")
D_YOUR_TURN_END = DURATIONS.word(9, "your_turn_end", "until the end of your turn, whoever's turn it is: used in the "
                                 "opponent's turn, through your next turn; used in your turn, for that turn")
DURATION_NAMES = DURATIONS.names()

# --- keys of an action clause: the word as written, the column it fills ---------------------------------------
KEYS = Vocabulary("key", "KEY=VALUE | FLAG after an action (code: the column filled)")
KEYS.word(F_TARGET, "target=T", "what the action works on (see target=)")
KEYS.word(F_COUNT, "count=N", "how many targets")
KEYS.word(F_UPTO, "up_to", "up to count targets")
KEYS.word(F_FILTER, "filter=F[,F]", "filter flags (see filter=)")
KEYS.word(F_DP_MAX, "dp<=N", "targets with N DP or less (a card: its printed DP)")
KEYS.word(F_LEVEL_MAX, "level<=N", "targets / cards of level N or lower")
KEYS.word(F_LEVEL_MIN, "level>=N", "targets / cards of level N or higher")
KEYS.word(F_LEVEL_EQ, "level=N", "cards of level N")
KEYS.word(F_COST_MAX, "cost<=N", "cards with a play cost of N or less")
KEYS.word(F_COST_EQ, "cost_in=A,B", "cards with a play cost of A or B")
KEYS.word(F_COLOR, "color=C[,C]", "cards of a colour: red, blue, yellow, green, black, purple, white")
KEYS.word(F_KIND, "kind=K", "cards of a kind: digi-egg, digimon, tamer, option")
KEYS.word(F_KINDS, "kinds=K,K", "cards of any of these kinds")
KEYS.word(F_DURATION, "duration=D", "how long the change lasts (see duration=)")
KEYS.word(F_PER, "per=N", "the amount counts once for every N digivolution cards (for_each=own_security: every N "
          "security cards)")
KEYS.word(F_RANK, "rank=R", "only the Digimon ranked first (see rank=)")
KEYS.word(F_AT_MOST_SELF, "at_most_self=X", "only Digimon with no more of X than this Digimon (see at_most_self=)")
KEYS.word(F_FOR_EACH, "for_each=Q", "the amount counts once for each thing of this kind (see for_each=)")
KEYS.word(F_BASE_MATCH, "base_name=NAME | base_trait=T | base_color=C | base_any=K:X|K:Y | base_all=K:X|K:Y",
          "digivolve_from_hand, digivolve_from_trash, reveal_add_or_place (reveal_add_and_place_under_tamer, "
          "place_under_tamer, place_under_self_or_tamer: a Tamer): only a Digimon whose top card has this "
          "exact name, this trait, this colour or any of several of these (base_any: the kinds of any=; base_all: all "
          "of them, as all=) (A|B: either)")
KEYS.word(F_COND, "if=CONDITION", "after 'then': the clause runs only if the CONDITION holds")
KEYS.word(F_MATCH, "trait=T | trait~TEXT | name~TEXT | name=NAME | text~NAME | any=K:X|K:Y | all=K:X|K:Y",
          "a trait, a part of a trait, a part of the name, the exact name, [NAME] in the card's text, any of "
          "several of these, or all of them (K: trait, name, text, kind, in_trait (a part of a trait), colors (that "
          "many colours), other_than_trait (a trait the other alternatives do not see), color (a colour of the card), "
          "inherited (a card of that kind with inherited effects: inherited:tamer); in "
          "all=, K:X,Z is X or Z; "
          "underscores stand for spaces, A|B for either; one per clause)")
KEYS.word(F_THIS_MATCH, "this_trait=T | this_trait~TEXT | this_name~TEXT | this_name=NAME",
          "if=this_has on a clause whose own filters pick its targets: the trait, a part of a trait or a part of the "
          "name this Digimon must have (A|B: either); if=named_digivolution_cards>= on a clause whose name= or "
          "trait= is its own (play_token name=): the trait or name the digivolution cards must have")
KEYS.word(F_TRASH_MATCH, "trash_name=NAME | placed_trait=T", "dna_digivolve_with_trash: the exact name of the card "
          "of your trash that DNA digivolves with the Digimon in play; reveal_add_and_place_face_down (placed_trait=): "
          "the trait of the revealed card placed face down")
KEYS.word(F_OR_MATCH, "or_name=NAME", "a card of this exact name passes the card filter too (\"1 [NAME] or 1 ...\")")

VOCABULARIES = (SOURCES, TRIGGERS, OPTIONS, CONDITIONS, ACTIONS, KEYWORDS, TARGETS, FILTERS, DURATIONS, KEYS,
                WINDOWS,
                COLUMNS, FOR_EACH, RESTRICTIONS, RANKS, AT_MOST_SELF)

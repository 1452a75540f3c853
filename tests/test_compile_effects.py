"""The card-pool compiler (decks/tools/compile_effects.py) and the generated effect file.

Every pattern of the compiler has a scenario with a real card: the card's generated lines are checked against
the reading of its printed text (written here by hand), then the effect is played in a hand-built position
(tests/effect_positions.py) and its exact result asserted. `pattern` records which patterns a test exercises;
test_every_pattern_has_a_scenario checks that none is left out. Tests that read the card database skip when
../shared is absent.
"""
import json
from pathlib import Path

import pytest
from effect_positions import Side, Slot, build, ok

from decks.catalog import load_catalog, load_tokens
from decks.effects import (GENERATED_FILE, text_names, card_coverage, describe, effect_rows, hand_written_effects,
                           load_effects, parse_effects, pool_coverage, unmodeled_mechanic)
from decks.tools import compile_effects as C
from simcore import effect_codes as ec
from simcore import layout as L

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")
GENERATED = Path(__file__).resolve().parents[1] / "decks" / "data" / GENERATED_FILE

PATTERNS_EXERCISED = set()
CONDITIONS_EXERCISED = {"condition own_security>=", "condition attacking_digimon", "timing when_blocked",
                        "condition own_security<=", "cost delete_own_cost", "timing deletes_in_battle",
                        "window your_turn", "window opponents_turn",
                        "condition own_memory<=", "timing opponent_security_removed", "timing own_security_removed",
                        "condition own_tamers<=", "cost suspend_self_cost", "cost trash_from_hand_cost",
                        "cost security_top_to_hand", "cost trash_own_security top_or_bottom",
                        "cost trash_own_security", "timing own_digimon_played",
                        "condition this_has", "timing other_own_digivolved", "<delay>",
                        "option colour requirement", "<use req>",
                        # tests/test_effect_pay_cards.py (BT24-083, BT24-088, BT17-061, BT16-071, EX10-074) and
                        # test_return_from_trash_cost_reads_its_card_filter below
                        "cost return_self_to_deck_cost", "cost return_from_trash_cost",
                        "cost return_from_trash_top_cost", "cost delete_own_cost target=self",
                        "cost delete_own_cost filtered",
                        # tests/test_effect_trash_hand_or_under.py (EX11-038)
                        "cost trash_from_hand_or_digivolution_cost",
                        "timing when this card would be played",   # tests/test_play_cost_and_digivolve.py
                        "condition not_suspended"}   # tests/test_effect_suspend_unsuspended.py (BT16-025)
# scenarios below (BT6-037, BT7-033, BT1-001, BT1-022, BT3-042, BT23-064, BT18-005, BT2-010, EX5-005, P-197,
# BT1-085, BT21-001, BT24-003, BT24-084, EX7-031, BT19-069, BT25-030, BT15-003, BT18-040, BT14-001, BT24-004,
# BT25-001 and EX4-038; <delay> and option colour requirements: BT24-100, LM-049, LM-054, BT10-105; <use req>:
# EX12-073, P-237)
# readings with their scenarios in test_compile_when.py
WHEN_READINGS = {"condition opponent_digimon>=1", "condition opponent_digimon>=", "condition own_memory>=",
                 "condition own_hand<=", "condition dp>=", "condition colors>=", "condition own_has",
                 "timing own_digimon_moved_out", "timing opponent_digimon_moved_out", "timing opponent_digimon_deleted",
                 "timing digivolution_card_trashed"}
CONDITIONS_EXERCISED |= WHEN_READINGS
PATTERNS_EXERCISED.add("hatch")   # test_compile_when.py: BT8-091, BT16-082
# test_effect_paid_and_reduced_costs.py: BT5-030, P-051; BT26-058, BT23-008, BT23-018
PATTERNS_EXERCISED.add("this digimon can't be attacked")
PATTERNS_EXERCISED.add("draw and another action")   # the same file: EX10-015
CONDITIONS_EXERCISED.add("cost top_card_under_cost")
# test_effect_suspend_and_deck_hand_written.py: EX9-007, EX9-014, EX9-023, EX9-035, EX9-058
PATTERNS_EXERCISED.add("reveal, add one and place one face down under a digimon of a trait")
PATTERNS_EXERCISED.add("keyword for a duration named first")   # the same file: ST15-16, BT1-103, P-183
PATTERNS_EXERCISED.add("security attack for a duration named first")   # the same file: BT12-044
PATTERNS_EXERCISED.add("it can't unsuspend for a duration")   # the same file: BT25-053
# test_effect_their_security_and_named_recovery.py: ST7-12, BT9-094, BT17-018
PATTERNS_EXERCISED.add("delete opponent's digimon up to a total dp")
# test_effect_hybrid_tamers.py: BT21-013, BT21-012
PATTERNS_EXERCISED |= {"place under this digimon or a tamer", "place this digimon under the played tamer"}
CONDITIONS_EXERCISED |= {"condition all_trash>=", "timing own_digimon_played_by_effect", "timing trashed_from_hand"}
# test_effect_digivolve_and_event_words.py: ST14-12, P-077 (trashed_from_deck), ST14-08, ST14-02 (own_deck_trashed)
CONDITIONS_EXERCISED |= {"timing trashed_from_deck", "timing own_deck_trashed"}
# test_effect_ts_options_and_play_conditions.py: BT24-091, BT25-093, BT24-095, BT7-103, BT25-054, BT25-020, BT25-075
PATTERNS_EXERCISED |= {"trash an opponent's option in the battle area", "it doesn't unsuspend in the next unsuspend phase",
                       "keyword given for a duration", "suspend digimon or tamers", "battle an opponent's digimon"}
CONDITIONS_EXERCISED |= {"condition returned", "condition own_digimon_fewer", "condition digimon_dp>=",
                         "timing own_digimon_wins_battle"}
PATTERNS_EXERCISED.add("keyword given for a duration named first")   # test_effect_callismon.py: BT23-032
PATTERNS_EXERCISED.add("keyword for a duration named first")   # test_compile_keyword_duration_first.py: BT12-107
# test_compile_face_down_then_digivolve.py: BT22-049; test_compile_digivolve_into_this_for.py: BT5-111 (and BT5-014)
CONDITIONS_EXERCISED |= {"cost place_from_trash_face_down_cost", C.DIGIVOLVE_INTO_THIS_FOR}
PATTERNS_EXERCISED.add("delete an unsuspended Digimon")   # test_effect_attack_unsuspended_words.py: BT2-110
PATTERNS_EXERCISED.add("digi-burst")   # test_effect_w1.py: BT4-046 (and ST4-13, ST5-13, ST6-13 read as written by hand)
# test_effect_common_wordings.py: BT1-060, BT2-098, BT15-034, BT6-089, BT16-017; BT21-072 and BT14-037 (its
# compiled reading: an override holds its lines) read by the same patterns
PATTERNS_EXERCISED |= {"this digimon gets dp for every N security cards", "dp for each card in your hand or security stack",
                       "dp for each card in your hand or security stack, the duration first",
                       "this digimon gets dp for each of its digivolution cards"}
CONDITIONS_EXERCISED |= {"branches", "condition own_security_fewer"}
CONDITIONS_EXERCISED.add("condition own_has_name=")   # test_effect_own_has_name_words.py: P-059, P-060
# test_effect_ascension.py: BT25-034, BT25-040 (trashed from security), EX1-029, BT25-038 (security stack added to)
CONDITIONS_EXERCISED |= {"timing trashed_from_security", "timing own_security_added"}
PATTERNS_EXERCISED.add("this digimon isn't affected")   # test_effect_zeedmillenniummon.py: BT19-101
PATTERNS_EXERCISED.add("this digimon gets dp for every N of its digivolution cards")   # test_effect_c_old2.py: BT11-019
# test_effect_event_triggers.py: BT6-006, BT14-070, BT14-073 (own_hand_trashed), EX2-003 (own_option_used with
# cause_cost>=), BT3-096 (either player's option), BT11-023 (a blue Tamer), BT14-071, ST7-05, EX3-037
CONDITIONS_EXERCISED |= {"timing own_hand_trashed", "timing own_option_used", "timing " + C.ANY_OPTION_USED,
                         "timing own_tamer_digivolved"}   # and BT7-081
# test_effect_zeedmillenniummon.py: BT19-101, BT14-061; test_effect_callismon.py: BT25-058
CONDITIONS_EXERCISED |= {"condition no_digivolution_cards", "cost return_opponent_trash_top_cost",
                         "timing any_digimon_played_or_digivolved_by_effect"}
PATTERNS_EXERCISED.add("link plus keyword")   # test_effect_link.py: EX11-073, BT21-101 (and BT25-075, BT25-102)
CONDITIONS_EXERCISED.add("cost trash_link_cost")   # test_effect_link_battle_area.py: EX10-014
# tests/test_compile_wordsall.py: BT16-013 (a card leaving either security stack), BT13-034 (all_security<=)
CONDITIONS_EXERCISED |= {"timing " + C.ANY_SECURITY_REMOVED, "condition all_security<="}
# tests/test_compile_words.py: ST16-12 (memory for each card trashed), BT11-076 (level no higher than the deleted
# Digimon's), BT13-015 (a red or yellow Tamer deleted, a named card of the trash on top of the security stack),
# BT9-065 (a Digimon or Tamer of the opponent deleted)
PATTERNS_EXERCISED |= {"gain memory for every 10 cards in the trash"}   # test_effect_digivolve_and_event_words
PATTERNS_EXERCISED |= {"gain memory for each card the cost trashed", "delete digimon or tamers",
                       "delete an unsuspended Digimon no higher than the deleted one",
                       "place a named card from the trash on top of the security stack"}
CONDITIONS_EXERCISED.add("timing own_tamer_deleted")
PATTERNS_EXERCISED.add("return to the bottom of the deck")   # test_effect_deck_bottom_and_fewest.py: BT24-030, BT15-052
# tests/test_effect_hand_and_keyword_conditions.py: ST8-02, EX4-019, BT3-002, EX5-003, BT16-002
CONDITIONS_EXERCISED |= {"condition own_hand>=", "condition opponent_hand>=", "condition has_jamming",
                         "condition this_suspended"}
# readings with their scenarios in test_compile_reveal_variants.py (EX1-066, BT21-004, BT21-024)
REVEAL_READINGS = {"timing own_digimon_with_sources_deleted", "timing own_tamer_suspended",
                   "condition opponent_security<="}
CONDITIONS_EXERCISED |= REVEAL_READINGS
# readings with their scenarios in test_effect_mineral_vortex.py (EX7-029, RB1-020, BT14-039)
CONDITIONS_EXERCISED |= {"condition opponent_no_unsuspended_digimon", "cost place_from_trash_under_cost"}
PATTERNS_EXERCISED.add("gain memory, then hatch")
CONDITIONS_EXERCISED.add(C.HAND_DIGIVOLVE)   # test_effect_hand_main.py: BT24-016, EX10-032, BT22-013
CONDITIONS_EXERCISED.add("timing any_digimon_suspended")   # test_effect_vortex_warriors.py: BT20-045, P-222
# test_effect_event_costs.py: EX11-065, BT21-083, BT24-030, EX11-022, ST23-15
PATTERNS_EXERCISED |= {"one of the event's digimon may attack", "place cards under the event's digimon",
                       "this digimon may unsuspend"}
CONDITIONS_EXERCISED |= {"cost place_under_cost tamer", "cost delete_own_cost token or trait",
                         "cost place_self_under_tamer_cost"}
# test_effect_tamer_stacks.py: ST23-13, ST23-14, ST24-14, BT25-088
CONDITIONS_EXERCISED.add("timing cards_trashed_from_under")
# test_effect_own_attacks_and_returned_costs.py: BT23-092, BT25-016, AD1-016, BT12-038, BT23-090, EX5-016
CONDITIONS_EXERCISED |= {"timing own_digimon_attacks", "timing " + C.ANY_STRONG_DIGIMON_ATTACKS,
                         "timing " + C.TAMER_PLAYED_OR_SUSPENDS, "condition own_lacks_name=", "cost bounce_own_cost",
                         "cost bounce_own_cost and suspend_self_cost"}
# test_effect_trash_under_tamer.py: ST23-12, ST24-12, ST23-01, BT25-027
CONDITIONS_EXERCISED.add("cost trash_under_tamer_cost")
# test_effect_attack.py: BT14-054, AD1-004, BT25-016, BT17-084, BT24-085, BT13-027, EX2-058, BT21-081, BT23-036
PATTERNS_EXERCISED.update({"a digimon may attack", "use an option card from the hand without paying",
                           "that digimon attacks"})
CONDITIONS_EXERCISED.add("timing opponent_digimon_attacks")
# test_effect_vortexdramon.py: EX7-034, ST16-05, ST18-10, ST7-02, ST15-05
CONDITIONS_EXERCISED |= {"timing " + C.THIS_ATTACKS_DIGIMON, "condition attacking_player"}
# test_effect_reveal_named_or_trait.py: EX5-071
PATTERNS_EXERCISED.add("reveal and place one under a digimon or add it")
PATTERNS_EXERCISED.update({"reveal and add up to two",   # test_compile_reveal_filters.py: BT6-009, BT24-058
                           "reveal and add one or place it under a digimon"})
# tests/test_reduced_plays_and_digivolved.py: BT20-013, P-205 (plays 2 / 3 less), EX9-067 (the timing)
PATTERNS_EXERCISED.add("play from hand or trash with the play cost reduced")
PATTERNS_EXERCISED.add("play or use from hand with the cost reduced")   # test_effect_dual_cards.py: ST23-08
CONDITIONS_EXERCISED.update({"cost security_or_under_tamer_cost", "cost trash_most_security_top_cost"})   # and BT25-041
CONDITIONS_EXERCISED.update({"timing own_digimon_digivolved", "timing own_tamer_played"})   # and P-229
# tests/test_effect_digivolve_by_effect.py: EX9-012 (the timing), EX8-067 (the placement)
CONDITIONS_EXERCISED.add("timing " + C.PLAYED_OR_DIGIVOLVED)
PATTERNS_EXERCISED.add("place cards from the trash under the digivolved digimon")
# tests/test_effect_machinedramon.py: BT18-073, BT18-015 (a Digimon in play and a card of the trash), BT13-083
PATTERNS_EXERCISED.add("DNA digivolve a digimon in play and a card in the trash into a card in the hand")
CONDITIONS_EXERCISED.add(C.PAID_BY_DELETING)
CONDITIONS_EXERCISED.add(C.PAID_BY_TRASHING)   # tests/test_effect_dm_cyborgs.py: EX9-011, EX9-030
# tests/test_compile_would_leave.py: EX8-051 (<Fragment>), BT22-057 and BT24-012 (the would-leave effects)
PATTERNS_EXERCISED.update({"fragment keyword", "save"})   # and BT10-029 (<Save>)
PATTERNS_EXERCISED.add("digisorption keyword")   # tests/test_effect_costs.py: BT2-045 (<Digisorption -2>)
# tests/test_dna_digivolve.py: EX6-074, BT20-011 (any two of your Digimon DNA digivolve)
PATTERNS_EXERCISED.add("DNA digivolve 2 digimon into a card in the hand")
# tests/test_effect_switch_attack_target.py: BT19-065, BT22-091
PATTERNS_EXERCISED.add("change the attack target to one of your digimon")
# tests/test_effect_xros_heart.py: BT19-035 (give <Security A.> and DP), AD1-013 and P-185 (DP for each colour)
PATTERNS_EXERCISED.add("give security attack and dp for a duration")
CONDITIONS_EXERCISED.update({C.EACH_SOURCE_COLOR, C.XROS_UNDER_TAMERS})   # and BT19-079, BT10-087 (DigiXros)
# tests/test_effect_digixros.py: BT19-061, BT21-021
PATTERNS_EXERCISED.add("place cards from the hand or trash under a tamer")
# tests/test_effect_savers.py: BT12-075 (a card from under a Tamer to the hand), BT12-074 (the placement as a cost)
PATTERNS_EXERCISED.add("return cards from under tamers to the hand")
CONDITIONS_EXERCISED.add("cost place_under_tamer_cost")
CONDITIONS_EXERCISED.update({"would leave: it doesn't leave", "cost delete_own_cost other named",
                             "cost bounce target=self"})
# test_effect_decode.py: BT25-025, EX9-018 (unsuspend scenarios in test_effects.py)
PATTERNS_EXERCISED.update({"digimon unsuspends", "digimon may unsuspend"})
PATTERNS_EXERCISED.add("this digimon unsuspends")   # test_effect_chained_costs.py: ST23-08 (inherited)
PATTERNS_EXERCISED.add("end the attack")   # scenarios in test_effect_end_attack.py
PATTERNS_EXERCISED.update({"link this card", "link a card from the trash"})   # test_effect_link.py: BT24-097,
# BT25-100, BT24-092, BT25-101, BT25-069
PATTERNS_EXERCISED.update({"mind link", "this digimon gains keywords"})   # test_effect_mind_link.py: BT14-087
CONDITIONS_EXERCISED |= {"condition opponent_no_more_digivolution_cards",   # there too: BT14-029, BT14-002,
                         "condition own_memory<=-"}   # BT15-071
CONDITIONS_EXERCISED.add(C.LINK_REQUIREMENT)   # and the link requirements and link DP there
# test_effect_appfusion.py: BT21-097 (a card of the hand linked), BT21-005 and BT21-009 (this Digimon linked), P-217
PATTERNS_EXERCISED.add("link a card from the hand")
# test_effect_appfusion.py: BT25-089 and BT21-084 (app fuse), BT25-052, BT25-056, BT25-072, BT25-089 (a card linked
# to this Digimon or to 1 of yours), BT25-045 and BT25-004 (the link cost reduced)
PATTERNS_EXERCISED.update({"a digimon may app fuse", "link a card to this digimon", "link cost reduced"})
CONDITIONS_EXERCISED.update({"timing when_linked", "timing own_digimon_linked"})
# scenarios in test_dna_digivolve.py: BT12-021, BT12-047 (by effect), BT12-022, BT12-050 (the timing), EX3-010
PATTERNS_EXERCISED.add("DNA digivolve with this digimon into a card in the hand")
CONDITIONS_EXERCISED.update({"condition dna_digivolving", "timing would_dna_digivolve"})
CONDITIONS_EXERCISED.add("cost suspend_own_cost other")   # test_effect_suspend_own_cost.py: BT20-014, BT13-058
PATTERNS_EXERCISED.add("draw for each card the cost trashed")   # scenarios in test_effect_paid_draw.py
CONDITIONS_EXERCISED.add("cost trash_from_hand_cost up_to")
# tests/test_effect_attacks_a_player.py: BT11-092 (the main phase cost, then memory and a draw), EX1-045, EX1-069
PATTERNS_EXERCISED.add("gain memory and draw")
CONDITIONS_EXERCISED.add("cost trash_from_hand_cost you may ... to")
CONDITIONS_EXERCISED.add("timing own_digimon_suspended")   # scenarios in test_effect_own_suspended.py
# scenarios in test_effect_homeros.py
PATTERNS_EXERCISED.update({"suspend this tamer and draw", "activate an on play or when digivolving effect"})
CONDITIONS_EXERCISED.add("condition not_deleted")   # scenarios in test_effect_not_deleted.py
# tests/test_effect_hybrid.py: BT7-107 (your own Digimon deleted, then up to 2 cards back from the trash)
PATTERNS_EXERCISED.update({"delete one of your digimon", "return up to n from trash to hand"})
# scenarios in test_effect_reveal_place.py: BT18-060, BT25-078, BT24-044
PATTERNS_EXERCISED.update({"reveal, add one and place one under a digimon",
                           "reveal and add one, or place one under this digimon", "suspend, then if it was yours the rest"})
CONDITIONS_EXERCISED.add("timing opponent_digimon_attacks")
# tests/test_effect_may_then_and_reductions.py: BT24-041 (de-digivolved for each of your Digimon) and LM-027's
# <Delay> (a red Digimon card to the deck top, then a play without a Digimon)
PATTERNS_EXERCISED.update({"de-digivolve, the target first", "return from trash to the deck top",
                           "players can't reduce play costs",    # and a made-up Digimon that forbids reductions
                           "suspend a digimon of either player"})   # P-166

CONDITIONS_EXERCISED.update({"condition own_digimon<=0", C.TAMERS_READING,   # and P-117's reduction with a Tamer
                             "timing when_suspended",    # BT23-076 (a digivolution from the hand or trash)
                             "condition turn_is_yours"})   # P-166
# tests/test_effect_suspended_and_deleted.py: EX11-008, BT23-077, EX2-067, P-193, BT9-103
PATTERNS_EXERCISED.update({"keyword and dp for a duration",
                           "opponent's digimon can't attack players, no cards added to security by their effects"})
CONDITIONS_EXERCISED.update({"cost delete_own_cost named",
                             "condition deleted_by_effect"})   # and BT5-071, BT2-053
# tests/test_compile_single_clauses.py: BT24-037, BT19-008, BT21-021
PATTERNS_EXERCISED.update({"security attack and dp for a duration", "reveal and play one", "delete this digimon",
                           "restriction and dp for a duration"})
CONDITIONS_EXERCISED.add("condition played")
PATTERNS_EXERCISED.add("overclock keyword")   # scenarios in test_keywords_attack.py (ST19-12)
PATTERNS_EXERCISED.add("opponent can't reduce digivolution costs")   # scenarios in test_effect_cost_words.py (ST20-07)
# scenarios in test_effect_cost_words.py: ST21-12, BT8-091, EX5-012, BT9-097
CONDITIONS_EXERCISED.update({C.SUSPEND_PLAY_COST_DOWN, C.SUSPEND_DIGIVOLVE_COST_DOWN, C.PLAYED_OR_DIGIVOLVED_SOURCED,
                             "condition own_named_under"})
# tests/test_effect_more_wordings.py: P-220 (two plays of different levels, a deletion of either player's Digimon),
# BT25-051 and EX11-028 (a battle won), BT24-020 (unsuspending), EX11-026 (a suspension of your own Digimon)
PATTERNS_EXERCISED.update({"delete a digimon of either player", "the next digivolution this turn costs less",
                           "play two cards of different levels from the trash without paying"})
CONDITIONS_EXERCISED.update({"timing wins_battle", "timing when_unsuspended", "condition suspended_own"})
# tests/test_effect_paid_wordings.py: EX7-064, P-167, EX10-028, EX10-063, EX7-011
PATTERNS_EXERCISED.update({"keywords and dp for a duration", "reveal and add one or place it under this digimon"})
CONDITIONS_EXERCISED.update({"if that digimon has the trait", "cost place_under_cost",
                             "cost trash_from_hand_or_digivolution_cost from_digivolution_cards",
                             "timing own_digivolution_cards_trashed"})
PATTERNS_EXERCISED.add("reveal and add one, place one under a tamer")   # tests/test_effect_under_tamers.py: ST23-06
PATTERNS_EXERCISED.add("place the deck's top card under this tamer")   # tests/test_effect_under_tamers.py: ST23-13
CONDITIONS_EXERCISED.add("timing attack_target_switched")   # tests/test_effect_attack_target_switched.py: BT21-025
PATTERNS_EXERCISED.add("play a token")   # tests/test_effect_tokens.py: EX11-019, P-165 and the Familiar's text
# tests/test_effect_play_after_battle.py: P-165; tests/test_effect_counted_tokens_and_dp.py: EX11-024, BT22-084
PATTERNS_EXERCISED.update({"play this card at the end of the battle", "dp given to a target, the target first"})
PATTERNS_EXERCISED.add("play this card from the trash")   # tests/test_effect_limrest.py: BT15-037, BT13-098, BT22-034
CONDITIONS_EXERCISED.add("condition own_digimon<=")
CONDITIONS_EXERCISED.add("would leave: a play from its digivolution cards")   # tests/test_effect_leave_play.py
# tests/test_effect_trash_counts_and_tamers.py: EX10-040 (both decks, the opponent's trash), EX4-074 (a Tamer in play)
PATTERNS_EXERCISED.update({"trash top of both decks", "delete this digimon and 1 of the opponent's, and recovery",
                           "lose memory at turn end"})   # and BT1-090
CONDITIONS_EXERCISED.update({"condition opponent_trash<=", "condition opponent_trash>=", "condition own_tamers>=1"})
# readings with their scenarios in test_effect_petrification.py (EX11-012, BT24-018, BT24-017, BT21-029)
PATTERNS_EXERCISED.update({"they play a token", "trash any of the opponent's security cards",
                           "dp for each, until the opponent's turn ends"})
CONDITIONS_EXERCISED.update({"cost return_opponent_trash_cost", "cost delete_cost token", "cost delete_cost opponent's",
                             "timing opponent's digimon deleted or security removed"})
# tests/test_effect_delete_each_level.py (BT19-070), tests/test_effect_play_from_under_tamers.py (P-224)
PATTERNS_EXERCISED.update({"delete one of each level", "play from under tamers"})
# tests/test_effect_royal_base_security.py: EX11-025, EX11-030, BT18-004, BT23-038, BT23-083, BT22-100, EX11-063
PATTERNS_EXERCISED.update({"add your top face-down security card to hand", "field option placed face up in security",
                           "keywords for a duration, and attacks"})
CONDITIONS_EXERCISED.update({"face-up security persistent effect", "cost hand_to_security_cost face_up",
                             "option colour requirement without face-up security cards",
                             "timing own_security_placed_face_up"})
HEADERS_EXERCISED = {C.DIGIVOLVE_REQUIREMENT, C.RULE_TRAIT_HELD}   # scenarios in test_alt_digivolve.py
HEADERS_EXERCISED.add(C.DIGIVOLVE_WHILE)   # test_effect_mineral_vortex.py (BT22-028, EX10-036)
# tests/test_effect_jesmon_decoy.py: BT6-059, EX3-046, BT23-013; tests/test_effect_trash_trigger_and_own_digivolving.py:
# BT20-084, BT22-042, BT22-040
HEADERS_EXERCISED.update({C.DIGIVOLVE_WHILE_OPPONENT_DP, C.TRASH_DIGIVOLVE})
HEADERS_EXERCISED.add(C.INTO_THIS_FROM_TAMER_BENEATH)   # test_effect_c_old1.py (BT7-038)
PATTERNS_EXERCISED.update({"decoy keyword", "play a token or a card, not named like your digimon",
                           "activate one of this digimon's when digivolving effects",
                           "this digimon's top card to the top of the security stack"})
# tests/test_effect_heroes.py: BT14-023, BT23-019 (and BT16-085's own line)
PATTERNS_EXERCISED.add("trash any digivolution cards of the opponent's digimon")
PATTERNS_EXERCISED.add("reveal and may play one")   # tests/test_effect_reveal_may_play.py (EX12-055, EX12-058)
# tests/test_effect_musketeers_options.py: P-180, EX7-070, EX7-071, EX7-073, BT25-082, BT25-092, BT25-005
PATTERNS_EXERCISED.update({"place this option under one of your digimon",
                           "delete, and trash the opponent's top security card"})
CONDITIONS_EXERCISED.update({"timing cards_placed_under", "timing digivolution_card_trashed",
                             "cost trash_own_digivolution_cost",
                             "cost suspend_self_cost and trash_from_hand_or_digivolution_cost"})
HEADERS_EXERCISED.add(C.DIGIVOLVE_INTO_WHILE)
HEADERS_EXERCISED.add(C.TAMER_AS_DIGIMON)   # scenarios in test_effect_hybrid.py (BT17-012, BT7-011)
HEADERS_EXERCISED.add(C.TAMER_DIGIVOLVE_COST_DOWN)   # scenarios in test_effect_tamers.py (BT12-087/094/096)
HEADERS_EXERCISED.add(C.NAME_ALIAS_HELD)   # scenarios in test_effect_alias.py (EX4-026, EX12-041, BT11-063)
# scenarios in test_effect_suspend.py: EX4-015, BT13-097 (both players draw, a Gaomon attacking), BT10-048 (the
# suspension of a green Digimon), EX4-002 / EX3-038 (an effect suspending yours or this one), EX4-017 (the hand)
PATTERNS_EXERCISED.add("both players draw")
CONDITIONS_EXERCISED.update({"cost suspend_own_cost colour", "timing " + C.EFFECT_SUSPENDS,
                             "timing opponent_hand_added"})
PATTERNS_EXERCISED.add("dp for each, of a counted target")   # test_effect_xanti2.py: BT15-040
CONDITIONS_EXERCISED.add("cost suspend_own_cost tamer colour")   # test_effect_c_new.py: BT17-029, BT17-033
# tests/test_effect_breeding_plays_and_board_counts.py: EX5-009 (the [Deva] play), EX3-062, EX3-048, BT8-002,
# BT1-004, EX3-043, EX3-050
PATTERNS_EXERCISED.add("play to the breeding area, unlike the battle area and trash")
CONDITIONS_EXERCISED |= {"condition either_trash>=", "condition has_on_play", "condition opponent_bare_digimon>=",
                         "condition opponent_no_stacked_digimon", "condition own_suspended_digimon>=",
                         "condition own_suspended_tamer"}
HEADERS_EXERCISED.add(C.DIGIVOLVE_WHILE_OWN_SECURITY)   # test_effect_c_new.py: LM-022
CONDITIONS_EXERCISED.add("cost memory paid")   # scenarios in test_compile_paid_cost.py (BT17-001, BT15-009)
# scenarios in test_compile_opponent_memory.py (BT15-069, BT15-071)
CONDITIONS_EXERCISED.update({"condition own_memory<=-", "condition own_memory>=-"})
# scenarios in test_effect_condition_words.py: BT12-017, BT12-078 ("instead"), ST20-09, ST21-09, BT21-061 (Tamer
# colours), EX5-011 (opponent_has), BT8-060 (<Decoy> under this_has)
CONDITIONS_EXERCISED.update({C.INSTEAD_UNDER_NAMED, C.TAMER_COLOR_PAIRS, "condition opponent_has"})
PATTERNS_EXERCISED.add("this digimon gains decoy")
# scenarios in test_effect_meta_archetypes.py: BT25-055, BT25-059 (the suspended Digimon of both players; Ceresmon's
# suspension and the immunity of your suspended [Vegetation]/[TS] Digimon)
CONDITIONS_EXERCISED.add("condition suspended_digimon>=")
PATTERNS_EXERCISED.update({"suspend up to N digimon of either player",
                           "none of your digimon of a filter are affected by the opponent's effects for a duration"})


def pattern(*names):
    for n in names:
        assert n in C.PATTERN_NAMES, n
    PATTERNS_EXERCISED.update(names)
    return lambda f: f


def lines_of(card):
    entry = load_effects()[card]
    return [e.text for e in entry.effects]


# --- the generated file ------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def records():
    return json.loads(CARDS_JSON.read_text(encoding="utf-8"))


@needs_shared
def test_generated_file_is_up_to_date(records):
    expected = C.generated_text(records, C.hand_written_cards())
    assert GENERATED.read_text(encoding="utf-8") == expected, \
        "decks/data/effects_generated.txt is stale: run python -m decks.tools.compile_effects"


@needs_shared
def test_text_names_file_is_up_to_date(records):
    generated = (C.DEFAULT_OUT).read_text(encoding="utf-8")
    expected = C.text_names_text(records, C.all_asked_text_names(records, generated))
    assert C.DEFAULT_TEXT_NAMES_OUT.read_text(encoding="utf-8") == expected, \
        "decks/data/text_names.tsv is out of date: run python -m decks.tools.compile_effects"
    names = text_names()
    assert "three musketeers" in names["BT6-060"] and "three musketeers" not in names.get("BT24-046", ())


@needs_shared
def test_name_aliases_file_is_up_to_date(records):
    path = C.DEFAULT_OUT.with_name(C.NAME_ALIASES_FILE)
    assert path.read_text(encoding="utf-8") == C.name_aliases_text(records), \
        "decks/data/name_aliases.tsv is out of date: run python -m decks.tools.compile_effects"


def test_every_generated_line_parses_and_compiles_to_rows():
    generated = parse_effects(GENERATED.read_text(encoding="utf-8"), GENERATED_FILE)
    catalog = {**load_catalog(), **load_tokens()}   # the Tokens' own texts are compiled too
    assert len(generated) > 3000
    for card, entry in generated.items():
        assert card in catalog, card
        if entry.effects:
            table, first, count, _ = effect_rows([card], generated)
            assert count[0] == sum(len(e.rows) for e in entry.effects)
        for note in entry.unmodeled:
            block, mechanic = unmodeled_mechanic(note)
            assert block in ("main", "inherited", "security", "link"), note
            assert mechanic in C.MECHANIC_NAMES or mechanic.startswith("keyword "), note


def test_hand_written_lines_win_over_generated_ones():
    generated = parse_effects(GENERATED.read_text(encoding="utf-8"), GENERATED_FILE)
    hand = hand_written_effects()
    assert hand and not set(hand) & set(generated)       # the compiler leaves hand-written cards out
    effects = load_effects()
    for card in hand:
        assert [e.text for e in effects[card].effects] == [e.text for e in hand[card].effects]


def test_coverage_follows_the_unmodeled_notes():
    catalog = load_catalog()
    effects = load_effects()
    # a card without text and without notes is full; notes without any line: none; lines and notes: partial
    assert card_coverage(catalog["BT1-009"]) == "full" and "BT1-009" not in effects
    assert card_coverage(catalog["BT9-051"]) == "none"   # its requirement and its play: no line
    assert effects["BT9-051"].unmodeled[0] == "main: alt digivolve requirement"
    assert card_coverage(catalog["BT16-066"]) == "partial"
    assert card_coverage(catalog["BT1-072"]) == "full"
    result = pool_coverage(catalog)
    pool = result["pool"]
    assert pool["cards"] == len(catalog) == 4388
    assert pool["full"] + pool["partial"] + pool["none"] == pool["cards"]
    assert sum(s["cards"] for s in result["by_set"].values()) == pool["cards"]
    assert result["by_set"]["BT1"]["cards"] == sum(1 for n in catalog if n.startswith("BT1-"))
    alt = result["by_mechanic"]["alt digivolve requirement"]
    assert alt["cards"] == sum(1 for e in effects.values()
                               if any(unmodeled_mechanic(n)[1] == "alt digivolve requirement" for n in e.unmodeled))


def test_coverage_weighted_by_deck_copies():
    # BT18-067 lacks only its alt digivolve requirement, BT9-051 that and more
    catalog = {n: c for n, c in load_catalog().items() if n in ("BT1-072", "BT18-067", "BT9-051")}
    result = pool_coverage(catalog, copies={"BT1-072": 4, "BT18-067": 3, "BT9-051": 2})
    assert result["copies"] == {"cards": 9, "full": 4, "partial": 3, "none": 2}
    alt = result["by_mechanic"]["alt digivolve requirement"]
    assert (alt["cards"], alt["copies"], alt["sole"], alt["sole_copies"]) == (2, 5, 1, 3)


def test_describe_gives_plain_words_for_every_line():
    for entry in load_effects().values():
        for e in entry.effects:
            assert describe(e.text)
    assert describe("BT1-055 main on_play : dp -3000 target=opponent count=1 duration=turn") == \
        "card's own text, when it is played: 1 of the opponent's Digimon: -3000 DP for the turn"


def test_override_bt15_066_machinedramon_restores_its_keywords():
    assert "BT15-066" in hand_written_effects()
    assert lines_of("BT15-066") == ["BT15-066 main on_play : de_digivolve 2 target=opponent count=1",
                                    "BT15-066 main when_attacking : de_digivolve 2 target=opponent count=1",
                                    "BT15-066 inherited static : reboot target=self"]
    assert card_coverage(load_catalog()["BT15-066"]) == "partial"
    pos = build(Side(hand=["BT15-066"], battle=[Slot(["BT15-066", "BT1-015"])]),
                Side(battle=[Slot(["BT1-010", "BT1-015", "BT19-054"])]), memory=10)
    assert pos.has(0, 1, ec.A_REBOOT)
    pos.play(0, "BT15-066")
    assert pos.stack(1, 1) == ["BT1-010"]       # two cards off the top
    ok(pos)


# --- reading the text ----------------------------------------------------------------------------------------

def test_sentences_split_outside_brackets():
    assert C.sentences("gain 1 memory. <security a. +1> stays. then, draw") == \
        ["gain 1 memory", "<security a. +1> stays", "then, draw"]


def test_segments_cut_at_timing_tags_and_keywords_and_drop_keyword_reminders():
    text = C.normalize("\uff1cBlocker\uff1e (a reminder.)[When Attacking] Lose 2 memory.\n[Digivolve] Lv.3: Cost 2")
    segs = C.segments("main", text)
    assert [(s.tags, s.body) for s in segs] == [
        ((), "<blocker>"), (("when attacking",), "lose 2 memory."),
        (("header", "[digivolve]"), "[digivolve] lv.3: cost 2")]


def test_target_phrases():
    assert C.target_words("up to 2 of your opponent's digimon with 4500 dp or less") == \
        ["target=opponent", "count=2", "up_to", "dp<=4500"]
    assert C.target_words("up to 3 of your opponent's level 7 or lower digimon with no digivolution cards") == \
        ["target=opponent", "count=3", "up_to", "filter=no_digivolution_cards", "level<=7"]
    with pytest.raises(C.NoFit):
        C.target_words("1 of your opponent's digimon or tamers")
    with pytest.raises(C.NoFit):
        C.target_words("all of your opponent's digimon")      # an instant action on all: not in the vocabulary


@needs_shared
def test_a_card_with_an_unencodable_effect_is_not_full(records):
    by_number = {r["cardId"].upper(): r for r in records}
    reading = C.read_card(by_number["BT1-084"])      # a "choose, then delete all that share its name" card
    assert reading.lines == [] and reading.unmodeled
    # "all of your Digimon get +1000 DP" under a Digimon: read now (player-wide rows work from under a Digimon too)
    reading = C.read_card(by_number["BT20-008"])
    assert reading.lines[-1] == "BT20-008 inherited static your_turn : dp +1000 target=all_own"
    # the Overflow rule of an ACE card is a field of the record, not text: a static overflow row of its memory
    aces = [r for r in records if r.get("isAce")]
    assert aces and all(f"{r['cardId']} main static : overflow {r['overflowMemory']}" in C.read_card(r).lines
                        and ("main", "ACE overflow") not in C.read_card(r).unmodeled for r in aces)
    reading = C.read_card(by_number["BT1-072"])
    assert reading.unmodeled == [] and reading.patterns == ["keyword", "lose memory"]


# --- one scenario per pattern, with real cards -----------------------------------------------------------------

@pattern("keyword")
def test_keyword_bt1_031_monmon_blocks():
    assert lines_of("BT1-031") == ["BT1-031 main static : blocker target=self"]
    pos = build(Side(battle=["BT1-031", Slot(["BT1-031", "BT1-015"])]))
    assert pos.can_block(0, 1)
    assert not pos.can_block(0, 2)              # under another card: its own text does not work


@pattern("security attack keyword")
def test_security_attack_bt19_054_megagargomon_checks_two():
    assert lines_of("BT19-054")[0] == "BT19-054 main static : security_attack +1 target=self"
    pos = build(Side(battle=["BT19-054"]), Side(security=["BT1-031", "BT1-015", "BT1-010"]))
    assert pos.security_attack(0, 1) == 2
    pos.attack(0, 1)
    assert len(pos.events("security_check")) == 2
    ok(pos)


@pattern("this digimon gets dp")
def test_persistent_dp_bt1_015_greymon_inherited_on_your_turn():
    assert lines_of("BT1-015") == ["BT1-015 inherited static your_turn : dp +2000 target=self"]
    pos = build(Side(battle=[Slot(["BT1-015", "BT1-072"]), "BT1-015"]))
    assert pos.dp(0, 1) == 8000
    assert pos.dp(0, 2) == 4000
    pos.set_turn(4, 1)
    assert pos.dp(0, 1) == 6000


@pattern("this digimon gains keyword")
def test_conditional_keyword_bt7_033_bulkmon_inherited_blocker_on_the_opponents_turn():
    assert lines_of("BT7-033") == ["BT7-033 inherited static opponents_turn if=own_security>=3 : blocker target=self"]
    pos = build(Side(battle=[Slot(["BT7-033", "BT1-015"])], security=["BT1-091"] * 3), turn=4, current=1)
    assert pos.can_block(0, 1)
    pos.set_turn(5, 0)
    assert not pos.can_block(0, 1)              # not on your turn
    pos = build(Side(battle=[Slot(["BT7-033", "BT1-015"])], security=["BT1-091"] * 2), turn=4, current=1)
    assert not pos.can_block(0, 1)              # fewer than 3 security cards


@pattern("this digimon gains security attack")
def test_conditional_security_attack_bt6_037_bulkmon():
    assert lines_of("BT6-037") == ["BT6-037 main static your_turn if=own_security>=3 : security_attack +1 target=self"]
    pos = build(Side(battle=["BT6-037"], security=["BT1-091"] * 3))
    assert pos.security_attack(0, 1) == 2
    pos = build(Side(battle=["BT6-037"], security=["BT1-091"] * 2))
    assert pos.security_attack(0, 1) == 1


@pattern("reveal and add one")
def test_reveal_bt1_010_agumon_adds_a_tamer_from_the_top_5():
    assert lines_of("BT1-010") == ["BT1-010 main on_play : reveal_add_one 5 kind=tamer"]
    # bottom first: the top 5 are Volcanic Flare, Angemon, Woodmon, the Tamer, Greymon; a second Tamer lies 7th
    deck = ["AD1-020", "BT1-031", "BT1-015", "AD1-020", "BT1-072", "BT1-055", "BT2-091"]
    pos = build(Side(hand=["BT1-010"], deck=deck), memory=5)
    pos.play(0, "BT1-010")
    assert pos.hand(0) == ["AD1-020"]
    assert sorted(pos.deck(0)[:4]) == sorted(["BT2-091", "BT1-055", "BT1-072", "BT1-015"])
    assert pos.deck(0)[4:] == ["AD1-020", "BT1-031"]
    ok(pos)


@pattern("draw then trash from hand")
def test_draw_and_trash_bt16_066_syakomon_once_per_turn():
    assert lines_of("BT16-066")[0] == \
        "BT16-066 inherited when_attacking once_per_turn : draw 1 ; then trash_from_hand 1"
    pos = build(Side(battle=[Slot(["BT16-066", "BT1-035"])], hand=["BT2-091"], deck=["BT1-031", "BT1-010"]),
                Side(security=["BT1-091", "BT1-091"]))
    pos.attack(0, 1)
    assert len(pos.hand(0)) == 1 and len(pos.deck(0)) == 1
    assert len(pos.trash(0)) == 1
    pos.st.susp[0, 1] = 0
    pos.attack(0, 1)
    assert len(pos.deck(0)) == 1                # once per turn
    ok(pos)


@pattern("gain memory")
def test_gain_memory_bt1_035_leomon_on_deletion():
    assert lines_of("BT1-035") == ["BT1-035 main on_deletion : memory +2"]
    pos = build(Side(battle=["BT1-072"]), Side(battle=[Slot("BT1-035", suspended=True)]), memory=3)
    pos.attack(0, 1, 1)                          # Woodmon (6000) deletes Leomon (5000) in battle
    assert pos.trash(1) == ["BT1-035"]
    assert pos.memory(0) == -1                   # Woodmon loses 2 when attacking, Leomon's owner gains 2
    ok(pos)


@pattern("lose memory")
def test_lose_memory_bt1_072_woodmon_when_attacking():
    assert lines_of("BT1-072") == ["BT1-072 main static : blocker target=self",
                                   "BT1-072 main when_attacking : memory -2"]
    pos = build(Side(battle=["BT1-072"]), Side(security=["BT1-031"]), memory=3)
    pos.attack(0, 1)
    assert pos.memory(0) == 1
    ok(pos)


@pattern("draw")
def test_draw_bt13_026_teslajellymon_when_attacking():
    assert lines_of("BT13-026")[0] == "BT13-026 main when_attacking : draw 1"
    pos = build(Side(battle=["BT13-026"], deck=["BT1-031", "BT1-010"]), Side(security=["BT1-072"]))
    pos.attack(0, 1)
    assert pos.hand(0) == ["BT1-010"] and pos.deck(0) == ["BT1-031"]
    ok(pos)


@pattern("recovery")
def test_recovery_bt18_038_arkhaiangemon_inherited_on_deletion():
    assert "BT18-038 inherited on_deletion : recovery 1" in lines_of("BT18-038")
    pos = build(Side(battle=[Slot("BT1-072")]),
                Side(battle=[Slot(["BT18-038", "BT1-010"], suspended=True)], deck=["BT1-031", "BT1-015"]))
    pos.attack(0, 1, 1)                          # Woodmon 6000 deletes Agumon 2000
    assert pos.security(1) == ["BT1-015"] and pos.deck(1) == ["BT1-031"]
    ok(pos)


@pattern("trash top of deck")
def test_trash_deck_top_bt2_007_pagumon_inherited_when_attacking():
    assert lines_of("BT2-007") == ["BT2-007 inherited when_attacking : trash_deck_top 1"]
    pos = build(Side(battle=[Slot(["BT2-007", "BT1-010"])], deck=["BT1-031", "BT1-015"]),
                Side(security=["BT1-091"]))          # an option without a security effect: no battle
    pos.attack(0, 1)
    assert pos.deck(0) == ["BT1-031"] and pos.trash(0) == ["BT1-015"]
    ok(pos)


@pattern("trash from hand")
def test_trash_from_hand_bt13_080_protogizmon_on_play():
    assert lines_of("BT13-080")[0] == "BT13-080 main on_play : draw 1 ; then trash_from_hand 1"
    pos = build(Side(hand=["BT13-080", "BT1-010"], deck=["BT1-031"]), memory=5)
    pos.play(0, "BT13-080")
    assert len(pos.hand(0)) == 1 and pos.deck(0) == []
    assert len(pos.trash(0)) == 1
    ok(pos)


@pattern("trash opponent's top security card")
def test_trash_security_bt16_011_garudamon_x_inherited_on_deletion():
    assert "BT16-011 inherited on_deletion : trash_opponent_security_top 1" in lines_of("BT16-011")
    pos = build(Side(battle=[Slot(["BT16-011", "BT1-010"], suspended=True)]),
                Side(battle=["BT1-072"], security=["BT1-031", "BT1-015"]), turn=4, current=1)
    pos.attack(1, 1, 1)                          # Woodmon deletes Agumon: the effect hits the attacker's owner
    assert sorted(pos.trash(0)) == ["BT1-010", "BT16-011"]
    assert pos.security(1) == ["BT1-031"] and pos.trash(1) == ["BT1-015"]
    ok(pos)


@pattern("delete")
def test_delete_bt14_008_gizamon_inherited_when_attacking_once_per_turn():
    assert lines_of("BT14-008") == \
        ["BT14-008 inherited when_attacking once_per_turn : delete target=opponent count=1 dp<=3000"]
    pos = build(Side(battle=[Slot(["BT14-008", "BT1-072"])]),
                Side(battle=["BT1-010", "BT1-015"], security=["BT1-031", "BT1-031"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [["BT1-015"]]       # Agumon 2000 deleted, Greymon 4000 is no target
    ok(pos)


@pattern("return to hand")
def test_bounce_ex2_014_icedevimon_when_attacking():
    assert lines_of("EX2-014") == [
        "EX2-014 main when_attacking : bounce target=opponent count=1 filter=no_digivolution_cards level<=4"]
    pos = build(Side(battle=["EX2-014"]),
                Side(battle=[Slot(["BT1-010", "BT1-015"]), "BT19-054", "BT1-072"], security=["BT1-031"]))
    pos.attack(0, 1)
    assert pos.hand(1) == ["BT1-072"]           # the only bare level 4 or lower
    ok(pos)


@pattern("suspend")
def test_suspend_bt1_070_kuwagamon_on_play():
    assert lines_of("BT1-070") == ["BT1-070 main on_play : suspend target=opponent count=1"]
    pos = build(Side(hand=["BT1-070"]), Side(battle=["BT1-010"]), memory=4)
    pos.play(0, "BT1-070")
    assert pos.suspended(1, 1)
    ok(pos)


@pattern("unsuspend")
def test_unsuspend_bt1_036_garurumon_on_play():
    assert lines_of("BT1-036") == ["BT1-036 main on_play : unsuspend target=own count=1"]
    pos = build(Side(hand=["BT1-036"], battle=[Slot("BT1-010", suspended=True)]), memory=6)
    pos.play(0, "BT1-036")
    assert not pos.suspended(0, 1)
    ok(pos)


@pattern("de-digivolve")
def test_de_digivolve_bt24_061_vademon_inherited():
    assert lines_of("BT24-061")[0] == \
        "BT24-061 inherited when_attacking once_per_turn : de_digivolve 1 target=opponent count=1"
    pos = build(Side(battle=[Slot(["BT24-061", "BT19-054"])]),
                Side(battle=[Slot(["BT1-010", "BT1-015"])], security=["BT1-091"]))
    pos.attack(0, 1)
    assert pos.stack(1, 1) == ["BT1-010"]
    assert pos.trash(1) == ["BT1-015", "BT1-091"]      # the top card, then the checked security card
    ok(pos)


@pattern("trash bottom digivolution cards")
def test_trash_bottom_bt4_002_bukamon_inherited_level_4_or_lower():
    assert lines_of("BT4-002") == [
        "BT4-002 inherited when_attacking : trash_digivolution_bottom 1 target=opponent count=1 level<=4"]
    pos = build(Side(battle=[Slot(["BT4-002", "BT1-031"])]),
                Side(battle=[Slot(["BT1-010", "BT1-015"]), Slot(["BT1-010", "BT19-054"])], security=["BT1-072"]))
    pos.attack(0, 1)
    assert pos.stack(1, 1) == ["BT1-015"] and pos.stack(1, 2) == ["BT1-010", "BT19-054"]
    ok(pos)


@pattern("dp for a duration")
def test_dp_bt1_055_angemon_on_play_for_the_turn():
    assert lines_of("BT1-055") == ["BT1-055 main on_play : dp -3000 target=opponent count=1 duration=turn"]
    pos = build(Side(hand=["BT1-055"]), Side(battle=["BT1-072"]), memory=5)
    pos.play(0, "BT1-055")
    assert pos.dp(1, 1) == 3000
    pos.expire(3)
    assert pos.dp(1, 1) == 6000
    ok(pos)


@pattern("keyword for a duration")
def test_keyword_bt1_091_scrap_claw_piercing_for_the_turn():
    assert lines_of("BT1-091") == ["BT1-091 main main : piercing target=own count=1 duration=turn"]
    pos = build(Side(hand=["BT1-091"], battle=["BT1-015"]), memory=3)
    assert not pos.has(0, 1, ec.A_PIERCING)
    pos.use_option(0, "BT1-091")
    assert pos.has(0, 1, ec.A_PIERCING)
    pos.expire(3)
    assert not pos.has(0, 1, ec.A_PIERCING)
    ok(pos)


@pattern("security attack for a duration", "trash top of deck", "activate main")
def test_security_attack_bt14_099_dark_wings_delusion():
    assert lines_of("BT14-099") == [
        "BT14-099 main main : trash_deck_top 3 ; then security_attack +1 target=own count=1 name~devimon "
        "duration=turn", "BT14-099 security security : activate_main"]
    # ProtoGizmon is there for the option's purple color requirement
    pos = build(Side(hand=["BT14-099"], battle=["EX2-014", "BT1-015", "BT13-080"], deck=["BT1-031"] * 4), memory=1)
    pos.use_option(0, "BT14-099")
    assert pos.deck(0) == ["BT1-031"] and len(pos.trash(0)) == 4
    assert pos.security_attack(0, 1) == 2 and pos.security_attack(0, 2) == 1   # IceDevimon has Devimon in its name
    ok(pos)


@pattern("play this card")
def test_play_self_ad1_020_tamer_security():
    assert "AD1-020 security security : play_self" in lines_of("AD1-020")
    pos = build(Side(security=["BT1-031", "AD1-020"]), Side(battle=["BT1-072"]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.battle(0) == [["AD1-020"]]
    ok(pos)


@pattern("activate main", "delete")
def test_activate_main_bt2_091_volcanic_flare_security_deletes_the_attacker():
    assert lines_of("BT2-091") == ["BT2-091 main main : delete target=opponent count=1 dp<=4000",
                                   "BT2-091 security security : activate_main"]
    pos = build(Side(security=["BT1-031", "BT2-091"]), Side(battle=["BT1-015"]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.trash(1) == ["BT1-015"] and pos.trash(0) == ["BT2-091"]
    ok(pos)


@pattern("add this card to hand")
def test_add_self_bt4_112_hells_gate_security():
    assert lines_of("BT4-112") == ["BT4-112 main main : delete target=opponent count=1 level>=6",
                                   "BT4-112 security security : add_self_to_hand"]
    pos = build(Side(security=["BT1-031", "BT4-112"]), Side(battle=["BT1-072"]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.hand(0) == ["BT4-112"] and pos.security(0) == ["BT1-031"]
    ok(pos)


@pattern("return from trash to hand")
def test_return_from_trash_bt1_011_agumon_expert_on_play():
    assert lines_of("BT1-011") == ["BT1-011 main on_play : return_from_trash kind=digimon name~agumon"]
    pos = build(Side(hand=["BT1-011"], trash=["BT1-015", "BT1-010", "BT2-091"]), memory=3)
    pos.play(0, "BT1-011")
    assert pos.hand(0) == ["BT1-010"]            # the only Digimon card with Agumon in its name
    assert pos.trash(0) == ["BT1-015", "BT2-091"]
    ok(pos)


@pattern("trash top digivolution cards")
def test_trash_top_digivolution_card_bt4_028_piranimon_inherited():
    assert lines_of("BT4-028") == [
        "BT4-028 inherited when_attacking : trash_digivolution_top 1 target=opponent count=1"]
    pos = build(Side(battle=[Slot(["BT4-028", "BT1-072"])]),
                Side(battle=[Slot(["BT1-010", "BT1-015", "BT19-054"])], security=["BT1-091"]))
    pos.attack(0, 1)
    assert pos.stack(1, 1) == ["BT1-010", "BT19-054"]   # the card just under the top
    ok(pos)


def test_condition_attacking_a_digimon_bt1_001_yokomon():
    assert lines_of("BT1-001") == ["BT1-001 inherited when_attacking if=attacking_digimon : dp +1000 target=self "
                                   "duration=turn"]
    pos = build(Side(battle=[Slot(["BT1-001", "BT1-010"]), Slot(["BT1-001", "BT1-010"])]),
                Side(battle=[Slot("BT1-031", suspended=True)], security=["BT1-091"]))
    pos.attack(0, 1, 1)
    assert pos.dp(0, 1) == 3000 and pos.trash(1) == ["BT1-031"]
    pos.attack(0, 2)                             # at the player: no bonus
    assert pos.dp(0, 2) == 2000
    ok(pos)


def test_condition_security_3_or_fewer_bt3_042():
    assert lines_of("BT3-042") == [
        "BT3-042 main when_attacking if=own_security<=3 : dp -6000 target=opponent count=1 duration=turn"]
    for own_security, dp in ((3, 7000), (4, 13000)):       # MegaGargomon has 13000 DP
        pos = build(Side(battle=["BT3-042"], security=["BT1-091"] * own_security),
                    Side(battle=["BT19-054"], security=["BT1-091"]))
        pos.attack(0, 1)
        assert pos.dp(1, 1) == dp
        ok(pos)


def test_timing_phrase_when_blocked_bt1_022_garudamon_inherited_draws():
    assert lines_of("BT1-022") == ["BT1-022 main static : piercing target=self",
                                   "BT1-022 inherited when_blocked your_turn : draw 1"]
    pos = build(Side(battle=[Slot(["BT1-022", "BT1-072"])], deck=["BT1-031", "BT1-010"]),
                Side(battle=["BT1-072"], security=["BT1-091"]))
    pos.attack(0, 1)
    assert [e["blocker"] for e in pos.events("block")] == ["BT1-072"]
    assert pos.hand(0) == ["BT1-010"]
    ok(pos)


@pattern("play from hand or trash without paying")
def test_play_from_hand_bt5_074_troopmon_on_deletion_plays_a_troopmon():
    # "[Troopmon]" is a card name: both Troopmon cards are Digimon, so the kind is part of the filter
    assert lines_of("BT5-074") == ["BT5-074 main on_deletion optional : play_from_hand kind=digimon name=troopmon"]
    assert card_coverage(load_catalog()["BT5-074"]) == "full"
    pos = build(Side(battle=["BT1-072"]),
                Side(battle=[Slot("BT5-074", suspended=True)], hand=["BT1-010", "BT10-076"]), memory=3)
    pos.attack(0, 1, 1)                          # Woodmon 6000 deletes Troopmon 3000
    assert pos.trash(1) == ["BT5-074"]
    assert pos.battle(1) == [["BT10-076"]] and pos.hand(1) == ["BT1-010"]
    assert pos.memory(0) == 1                    # played free: only Woodmon's own "lose 2 memory"
    ok(pos)


@pattern("play from hand or trash without paying")
def test_play_from_trash_st16_09_pumpkinmon_plays_a_purple_level_3():
    assert lines_of("ST16-09") == ["ST16-09 main on_play optional : play_from_trash kind=digimon color=purple level=3"]
    # the trash holds a purple level 4 (Troopmon), a red level 3 (Agumon) and the one purple level 3 (Phascomon)
    pos = build(Side(hand=["ST16-09"], trash=["BT5-074", "BT1-010", "BT13-078"]), memory=6)
    pos.play(0, "ST16-09")
    assert pos.battle(0) == [["ST16-09"], ["BT13-078"]]
    assert sorted(pos.trash(0)) == ["BT1-010", "BT5-074"]
    assert pos.memory(0) == 0                    # Pumpkinmon's cost 6 only
    ok(pos)


@pattern("reveal the top card and add it if it matches")
def test_reveal_top_add_if_bt12_045_ebiburgamon_takes_a_green_digimon():
    assert lines_of("BT12-045") == ["BT12-045 main on_play : reveal_top_add_if color=green kind=digimon"]
    pos = build(Side(hand=["BT12-045"], deck=["BT1-031", "BT1-072"]), memory=3)    # Woodmon (green) on top
    pos.play(0, "BT12-045")
    assert pos.hand(0) == ["BT1-072"] and pos.deck(0) == ["BT1-031"]
    pos = build(Side(hand=["BT12-045"], deck=["BT1-072", "BT1-031"]), memory=3)    # Monmon (blue) on top
    pos.play(0, "BT12-045")
    assert pos.hand(0) == [] and pos.deck(0) == ["BT1-031", "BT1-072"]            # to the bottom
    ok(pos)


@pattern("draw then trash from hand")
def test_draw_then_trash_bt13_078_phascomon_on_deletion():
    assert lines_of("BT13-078") == ["BT13-078 main on_deletion : draw 1 ; then trash_from_hand 1",
                                    "BT13-078 inherited end_of_opponents_turn once_per_turn : draw 1 ; "
                                    "then trash_from_hand 1"]
    pos = build(Side(battle=["BT1-072"]),
                Side(battle=[Slot("BT13-078", suspended=True)], hand=["BT1-010"], deck=["BT1-031", "BT1-015"]))
    pos.attack(0, 1, 1)
    assert pos.deck(1) == ["BT1-031"] and len(pos.hand(1)) == 1
    assert len(pos.trash(1)) == 2 and "BT13-078" in pos.trash(1)
    ok(pos)


@pattern("delete")
def test_exact_level_target_p_018_devimon_deletes_a_level_3_only():
    assert lines_of("P-018") == ["P-018 main on_play : delete target=opponent count=1 level<=3 level>=3"]
    pos = build(Side(hand=["P-018"]), Side(battle=["BT1-072", "BT19-054", "BT1-010"]), memory=5)
    pos.play(0, "P-018")
    assert pos.trash(1) == ["BT1-010"]          # Agumon, the only level 3
    pos = build(Side(hand=["P-018"]), Side(battle=["BT1-072", "BT1-015"]), memory=5)
    pos.play(0, "P-018")
    assert pos.trash(1) == []                    # level 4 only: no target
    ok(pos)


@pattern("dp for a duration")
def test_their_turn_duration_bt21_043_sociamon_lasts_through_the_opponents_turn():
    assert lines_of("BT21-043")[0] == \
        "BT21-043 main on_play : dp -2000 target=opponent count=1 duration=opponents_next_turn"
    pos = build(Side(hand=["BT21-043"]), Side(battle=["BT1-072"]), memory=4)
    pos.play(0, "BT21-043")
    assert pos.dp(1, 1) == 4000
    pos.next_turn()
    assert pos.dp(1, 1) == 4000                  # still on the opponent's turn
    pos.next_turn()
    assert pos.dp(1, 1) == 6000
    ok(pos)


@pattern("de-digivolve")
def test_de_digivolve_written_without_a_space_bt18_067_metalkabuterimon():
    assert lines_of("BT18-067")[1] == "BT18-067 main on_play : de_digivolve 1 target=opponent count=1"
    pos = build(Side(hand=["BT18-067"]), Side(battle=[Slot(["BT1-010", "BT1-015"])]), memory=6)
    pos.play(0, "BT18-067")
    assert pos.stack(1, 1) == ["BT1-010"]
    ok(pos)


def test_cost_delete_one_of_yours_bt23_064_bakemon():
    assert lines_of("BT23-064")[0] == \
        "BT23-064 main on_play optional : delete_own_cost ; then delete target=opponent count=1 level<=4"
    assert card_coverage(load_catalog()["BT23-064"]) == "full"
    pos = build(Side(hand=["BT23-064"], battle=["BT1-010"]), Side(battle=["BT19-054", "BT1-072"]), memory=4)
    pos.play(0, "BT23-064")
    assert pos.trash(1) == ["BT1-072"]          # the level 4; MegaGargomon (level 6) is no target
    assert len(pos.battle(0)) == 1 and len(pos.trash(0)) == 1   # one of ours paid for it
    # nothing to delete: the greedy pilot does not pay
    pos = build(Side(hand=["BT23-064"], battle=["BT1-010"]), Side(battle=["BT19-054"]), memory=4)
    pos.play(0, "BT23-064")
    assert pos.trash(0) == [] and pos.battle(1) == [["BT19-054"]]
    ok(pos)


@pattern("reveal and add one each of two kinds")
def test_reveal_two_kinds_bt24_031_elecmon_adds_an_iliad_and_a_ts_card():
    assert lines_of("BT24-031")[0] == "BT24-031 main on_play : reveal_add_two 3 trait=iliad ; then and_add trait=ts"
    assert card_coverage(load_catalog()["BT24-031"]) == "full"
    pos = build(Side(hand=["BT24-031"], deck=["BT1-031", "BT1-010", "BT25-030", "BT24-031"]), memory=3)
    pos.play(0, "BT24-031")                      # reveals BT24-031, BT25-030 (both Iliad and TS) and BT1-010
    assert sorted(pos.hand(0)) == ["BT24-031", "BT25-030"]
    assert pos.deck(0) == ["BT1-010", "BT1-031"]
    ok(pos)


@pattern("add your top security card to hand")
def test_security_to_hand_then_recovery_at_zero_bt24_031_elecmon_inherited():
    assert lines_of("BT24-031")[1] == ("BT24-031 inherited when_attacking once_per_turn optional : "
                                       "security_top_to_hand ; then if=own_security<=0 recovery 1")
    pos = build(Side(battle=[Slot(["BT24-031", "BT1-015"])], security=["BT1-031"], deck=["BT1-072", "BT1-010"]),
                Side(security=["BT1-031", "BT1-031"]))
    pos.attack(0, 1)                             # Greymon (4000) checks Monmon (1000) and survives
    assert pos.hand(0) == ["BT1-031"] and pos.security(0) == ["BT1-010"] and pos.deck(0) == ["BT1-072"]
    assert pos.security(1) == ["BT1-031"]
    # with 2 security cards no recovery would follow: the greedy pilot keeps its security
    pos = build(Side(battle=[Slot(["BT24-031", "BT1-015"])], security=["BT1-031", "BT1-010"], deck=["BT1-072"]),
                Side(security=["BT1-031", "BT1-031"]))
    pos.attack(0, 1)
    assert pos.hand(0) == [] and pos.security(0) == ["BT1-031", "BT1-010"]
    ok(pos)


@pattern("trash your top security cards")
def test_trash_own_security_bt4_104_blinding_ray_then_gains_2_memory():
    assert lines_of("BT4-104") == ["BT4-104 main main : trash_own_security 1 ; then memory +2"]
    assert card_coverage(load_catalog()["BT4-104"]) == "full"
    pos = build(Side(hand=["BT4-104"], battle=["BT24-031"], security=["BT1-031", "BT1-010"]), memory=3)
    pos.use_option(0, "BT4-104")
    assert pos.security(0) == ["BT1-031"] and sorted(pos.trash(0)) == ["BT1-010", "BT4-104"]
    assert pos.memory(0) == 5
    pos = build(Side(hand=["BT4-104"], battle=["BT24-031"]), memory=3)
    pos.use_option(0, "BT4-104")                 # no security card: no memory either
    assert pos.trash(0) == ["BT4-104"] and pos.memory(0) == 3
    ok(pos)


def test_cost_trash_from_hand_bt19_069_deltamon_deletes_a_level_4():
    assert lines_of("BT19-069")[0] == \
        "BT19-069 main on_play optional : trash_from_hand_cost 1 ; then delete target=opponent count=1 level<=4"
    assert card_coverage(load_catalog()["BT19-069"]) == "full"
    pos = build(Side(hand=["BT19-069", "BT1-010"]), Side(battle=["BT1-015"]), memory=5)
    pos.play(0, "BT19-069")
    assert pos.trash(0) == ["BT1-010"] and pos.trash(1) == ["BT1-015"]
    pos = build(Side(hand=["BT19-069"]), Side(battle=["BT1-015"]), memory=5)
    pos.play(0, "BT19-069")                      # nothing in hand to pay with: no deletion
    assert pos.trash(1) == [] and pos.battle(1) == [["BT1-015"]]
    ok(pos)


@pattern("draw written as its reminder text")
def test_cost_trash_a_level_5_bt15_006_demimeramon_inherited_on_deletion_draws_2():
    assert lines_of("BT15-006") == ["BT15-006 inherited on_deletion optional : "
                                    "trash_from_hand_cost 1 kind=digimon level>=5 ; then draw 2"]
    assert card_coverage(load_catalog()["BT15-006"]) == "full"
    pos = build(Side(battle=[Slot(["BT15-006", "BT1-010"], suspended=True)], hand=["BT1-015", "BT1-058"],
                     deck=["BT1-031", "BT1-072", "BT1-016"]),
                Side(battle=["BT1-072"]), turn=4, current=1)
    pos.attack(1, 1, 1)                          # Woodmon deletes Agumon: pay Chirinmon (level 5), draw 2
    assert sorted(pos.hand(0)) == ["BT1-015", "BT1-016", "BT1-072"] and pos.deck(0) == ["BT1-031"]
    assert sorted(pos.trash(0)) == ["BT1-010", "BT1-058", "BT15-006"]
    pos = build(Side(battle=[Slot(["BT15-006", "BT1-010"], suspended=True)], hand=["BT1-015"],
                     deck=["BT1-031", "BT1-072"]),
                Side(battle=["BT1-072"]), turn=4, current=1)
    pos.attack(1, 1, 1)                          # no level 5 or higher Digimon card in hand: no draw
    assert pos.hand(0) == ["BT1-015"] and pos.deck(0) == ["BT1-031", "BT1-072"]
    ok(pos)


def test_cost_security_to_hand_bt25_030_elecmon_start_of_main_phase_gains_1_memory():
    assert lines_of("BT25-030")[0] == \
        "BT25-030 main start_of_your_main_phase optional : security_top_to_hand ; then memory +1"
    pos = build(Side(battle=["BT25-030"], security=["BT1-031", "BT1-010", "BT1-072", "BT1-084"]), memory=0)
    pos.main_phase(0)                            # 4 security cards: it takes Omnimon (too costly to play)
    assert pos.hand(0) == ["BT1-084"] and pos.security(0) == ["BT1-031", "BT1-010", "BT1-072"]
    gains = [e for e in pos.events("memory") if e["card"] == "BT25-030"]
    assert len(gains) == 1 and gains[0]["change"] == 1
    pos = build(Side(battle=["BT25-030"], security=["BT1-031", "BT1-010", "BT1-084"]), memory=0)
    pos.main_phase(0)                            # 3 left: the greedy pilot keeps them
    assert pos.hand(0) == [] and not [e for e in pos.events("memory") if e["card"] == "BT25-030"]
    ok(pos)


def test_cost_trash_top_or_bottom_security_bt15_003_nyaromon_inherited():
    assert lines_of("BT15-003") == ["BT15-003 inherited when_attacking once_per_turn optional : "
                                    "trash_own_security 1 filter=top_or_bottom ; then memory +1"]
    outcomes = set()
    for seed in range(12):                       # the random pilot pays or not, takes the top or the bottom
        pos = build(Side(battle=[Slot(["BT15-003", "BT1-015"])], security=["BT1-031", "BT1-010", "BT1-072"]),
                    Side(security=["BT1-031", "BT1-031"]), pilots=("random", "greedy"), seed=seed, memory=3)
        pos.attack(0, 1)
        own = pos.security(0)
        gained = [e for e in pos.events("memory") if e["card"] == "BT15-003"]
        if own == ["BT1-031", "BT1-010", "BT1-072"]:
            assert not gained
            outcomes.add("declined")
        else:
            assert own in (["BT1-031", "BT1-010"], ["BT1-010", "BT1-072"]) and len(gained) == 1
            assert pos.trash(0) == ["BT1-072" if own == ["BT1-031", "BT1-010"] else "BT1-031"]
            outcomes.add("top" if own == ["BT1-031", "BT1-010"] else "bottom")
        ok(pos)
    assert outcomes == {"declined", "top", "bottom"}


def test_timing_phrase_security_removed_bt14_001_koromon_draws_once():
    assert lines_of("BT14-001") == ["BT14-001 inherited opponent_security_removed your_turn once_per_turn : draw 1"]
    pos = build(Side(battle=[Slot(["BT14-001", "BT1-015"]), Slot(["BT1-072"])], deck=["BT1-031", "BT1-010"]),
                Side(security=["BT1-031", "BT1-031", "BT1-031"]))
    pos.attack(0, 1)                             # a check: draw 1
    assert pos.hand(0) == ["BT1-010"] and len(pos.security(1)) == 2
    pos.attack(0, 2)                             # another check, the same turn: once per turn
    assert pos.hand(0) == ["BT1-010"] and len(pos.security(1)) == 1
    ok(pos)


def test_timing_phrase_own_digimon_played_bt24_004_wanyamon_draws_for_an_iliad():
    assert lines_of("BT24-004") == ["BT24-004 inherited own_digimon_played your_turn once_per_turn "
                                    "card.trait=iliad : draw 1"]
    pos = build(Side(battle=[Slot(["BT24-004", "BT25-030"])], hand=["BT1-031", "BT25-030"],
                     deck=["BT1-010", "BT1-072"]), memory=8)
    pos.play(0, "BT1-031")                       # Monmon, no Iliad trait: no draw
    assert pos.deck(0) == ["BT1-010", "BT1-072"]
    pos.play(0, "BT25-030")
    assert pos.deck(0) == ["BT1-010"] and pos.hand(0) == ["BT1-072"]
    ok(pos)


def test_cost_trash_top_security_bt18_040_dynasmon_on_play_cuts_6000_dp():
    assert lines_of("BT18-040")[1:3] == ["BT18-040 main static : keyword raid target=self",
                                        "BT18-040 main on_play optional : trash_own_security 1 ; "
                                        "then dp -6000 target=opponent count=1 duration=opponents_next_turn"]
    pos = build(Side(hand=["BT18-040"], security=["BT1-031", "BT1-010", "BT1-072", "BT1-015"]),
                Side(battle=["BT1-072"]), memory=7)
    pos.play(0, "BT18-040")                      # 4 security cards: the top one for Woodmon (6000 DP)
    assert pos.security(0) == ["BT1-031", "BT1-010", "BT1-072"] and pos.trash(0) == ["BT1-015"]
    assert pos.trash(1) == ["BT1-072"]
    pos = build(Side(hand=["BT18-040"], security=["BT1-031", "BT1-010", "BT1-072"]), Side(battle=["BT1-072"]),
                memory=7)
    pos.play(0, "BT18-040")                      # 3 left: the greedy pilot keeps them
    assert len(pos.security(0)) == 3 and pos.battle(1) == [["BT1-072"]]
    ok(pos)


def test_condition_this_has_bt25_001_tokomon_draws_under_a_ts_digimon():
    assert lines_of("BT25-001") == ["BT25-001 inherited when_attacking once_per_turn if=this_has : draw 1 trait=ts"]
    pos = build(Side(battle=[Slot(["BT25-001", "BT24-031"])], deck=["BT1-072", "BT1-031"]),
                Side(security=["BT1-072"]))
    pos.attack(0, 1)                             # Elecmon has the TS trait: draw 1
    assert pos.hand(0) == ["BT1-031"]
    pos = build(Side(battle=[Slot(["BT25-001", "BT1-015"])], deck=["BT1-072", "BT1-031"]),
                Side(security=["BT1-072"]))
    pos.attack(0, 1)                             # Greymon has not
    assert pos.hand(0) == []
    ok(pos)


def test_timing_phrase_other_digimon_digivolves_ex4_038_agumon_inherited():
    assert lines_of("EX4-038")[1] == "EX4-038 inherited other_own_digivolved your_turn once_per_turn : memory +1"
    pos = build(Side(battle=[Slot(["EX4-038", "BT1-010"]), Slot(["BT1-010"])], hand=["BT1-015", "BT1-016"],
                     deck=["BT1-072", "BT1-031"]), memory=6)
    pos.digivolve(0, "BT1-016", 1)               # the Digimon with EX4-038 under it: not another one
    assert pos.memory(0) == 4
    pos.digivolve(0, "BT1-015", 2)               # another of ours: +1
    assert pos.memory(0) == 3
    assert sorted(pos.hand(0)) == ["BT1-031", "BT1-072"]
    ok(pos)


def test_timing_phrase_deletes_in_battle_bt18_005_kozenimon_on_either_turn():
    # "when this Digimon deletes your opponent's Digimon in battle" under [All Turns]: no window
    assert lines_of("BT18-005") == ["BT18-005 inherited deletes_in_battle once_per_turn : draw 1"]
    assert card_coverage(load_catalog()["BT18-005"]) == "full"
    pos = build(Side(battle=[Slot(["BT18-005", "BT1-072"])], deck=["BT1-031", "BT1-010"]),
                Side(battle=[Slot("BT1-010", suspended=True)]), memory=3)
    pos.attack(0, 1, 1)                          # Woodmon 6000 deletes Agumon 2000 and survives
    assert pos.trash(1) == ["BT1-010"] and pos.hand(0) == ["BT1-010"]
    ok(pos)
    # on the opponent's turn: their Agumon attacks the suspended Woodmon and is deleted
    pos = build(Side(battle=[Slot(["BT18-005", "BT1-072"], suspended=True)], deck=["BT1-031", "BT1-010"]),
                Side(battle=["BT1-010"]), turn=4, current=1)
    pos.attack(1, 1, 1)
    assert pos.trash(1) == ["BT1-010"] and pos.hand(0) == ["BT1-010"]
    ok(pos)
    # both deleted (equal DP): the Digimon left the area, nothing is drawn
    pos = build(Side(battle=[Slot(["BT18-005", "BT1-072"])], deck=["BT1-031", "BT1-010"]),
                Side(battle=[Slot("BT1-072", suspended=True)]), memory=3)
    pos.attack(0, 1, 1)
    assert pos.hand(0) == [] and pos.battle(0) == []
    ok(pos)


@pattern("play without paying, its on play not activating")
def test_play_from_trash_without_on_play_bt5_078_jokermon_on_deletion():
    assert lines_of("BT5-078") == [
        "BT5-078 main on_deletion optional : play_from_trash kind=digimon color=purple level=3 filter=no_on_play"]
    # DemiDevimon (purple level 3) would trash the top 2 cards of its owner's deck when played
    pos = build(Side(battle=["BT1-024"]),
                Side(battle=[Slot("BT5-078", suspended=True)], trash=["P-017", "BT1-010"],
                     deck=["BT1-031", "BT1-015"]))
    pos.attack(0, 1, 1)                          # MetalTyrannomon 10000 deletes Jokermon 7000
    assert pos.battle(1) == [["P-017"]]
    assert pos.deck(1) == ["BT1-031", "BT1-015"]          # its On Play did not activate
    assert sorted(pos.trash(1)) == ["BT1-010", "BT5-078"]
    ok(pos)


def test_window_phrases_bt2_010_biyomon_and_ex5_005_tokomon_on_deletion():
    assert lines_of("BT2-010") == ["BT2-010 main on_deletion your_turn : memory +1"]
    assert lines_of("EX5-005") == ["EX5-005 inherited on_deletion opponents_turn : draw 1"]
    # own turn: Biyomon 2000 attacks a suspended Greymon 4000 and is deleted
    pos = build(Side(battle=[Slot(["EX5-005", "BT2-010"])], deck=["BT1-031", "BT1-010"]),
                Side(battle=[Slot("BT1-015", suspended=True)]))
    pos.attack(0, 1, 1)
    assert pos.battle(0) == [] and pos.memory(0) == 1 and pos.hand(0) == []
    ok(pos)
    # the opponent's turn: Greymon attacks the suspended Biyomon
    pos = build(Side(battle=[Slot(["EX5-005", "BT2-010"], suspended=True)], deck=["BT1-031", "BT1-010"]),
                Side(battle=["BT1-015"]), turn=4, current=1)
    pos.attack(1, 1, 1)
    assert pos.battle(0) == [] and pos.hand(0) == ["BT1-010"]
    assert pos.memory(1) == 0                    # no memory for Biyomon's owner on the opponent's turn
    ok(pos)


@pattern("deck copies rule")
def test_copies_rule_ex2_046_is_the_catalogs_max_copies(tmp_path):
    from decks.decklist import DeckError, load_deck

    assert load_catalog()["EX2-046"].max_copies == 50
    assert not any("copies" in n for n in load_effects()["EX2-046"].unmodeled)
    deck = tmp_path / "many.txt"
    deck.write_text("12 EX2-046\n4 BT1-031\n4 BT1-015\n4 BT1-010\n4 BT1-035\n4 BT1-055\n4 BT1-070\n"
                    "4 BT14-008\n4 EX2-014\n4 BT1-072\n2 BT2-091\n")
    assert load_deck(str(deck)).main_cards().count("EX2-046") == 12
    deck.write_text("8 BT1-031\n42 EX2-046\n")
    with pytest.raises(DeckError):
        load_deck(str(deck))                     # 8 copies of a card without the rule


@needs_shared
def test_copies_rule_must_match_the_catalog(records):
    record = dict(next(r for r in records if r["cardId"].upper() == "EX2-046"))
    assert "deck copies rule" in C.read_card(record).patterns
    record["maxCountInDeck"] = 4                 # the rule says 50: no longer held by the catalog
    reading = C.read_card(record)
    assert "deck copies rule" not in reading.patterns and ("main", "other wording") in reading.unmodeled


@needs_shared
def test_compiled_attack_keywords(records):
    """<Alliance>, <Overclock ([X] trait)>, <Collision>, <Fortitude> as the cards print them (their reminder text
    left out; scenarios in test_keywords_attack.py)."""
    by_number = {r["cardId"].upper(): r for r in records}
    reading = C.read_card(by_number["EX11-024"])
    assert reading.lines[:2] == ["EX11-024 main static : keyword alliance target=self",
                                 "EX11-024 main static : keyword overclock target=self trait=puppet"]
    assert "overclock keyword" in reading.patterns
    # written without a space before its reminder, the trait word in lower case
    assert C.read_card(by_number["BT19-101"]).lines[0] == \
        "BT19-101 main static : keyword overclock target=self trait=composite"
    reading = C.read_card(by_number["BT25-068"])
    assert reading.lines == ["BT25-068 main static : keyword collision target=self",
                             "BT25-068 main when_suspended once_per_turn : de_digivolve 1 target=opponent count=1",
                             "BT25-068 inherited static : dp +1000 target=self"] and reading.unmodeled == []
    reading = C.read_card(by_number["ST18-02"])
    assert reading.lines == ["ST18-02 main static : keyword fortitude target=self"] and reading.unmodeled == []


def test_every_pattern_has_a_scenario():
    assert set(C.PATTERN_NAMES) == PATTERNS_EXERCISED


@needs_shared
def test_compiled_starter_cards_equal_their_hand_written_lines(records):
    """The starter decks are encoded by hand and each line has a scenario in test_effects.py: where the compiler
    reads such a card in full, its lines must be exactly the hand-written ones. The conditions, timing phrases
    and costs of READ_NAMES are exercised here (with their scenarios there) or by a scenario in this file."""
    by_number = {r["cardId"].upper(): r for r in records}
    hand = hand_written_effects()
    full, used = 0, set()
    for card, entry in hand.items():
        reading = C.read_card(by_number[card])
        if reading.unmodeled:
            continue
        full += 1
        assert sorted(reading.lines) == sorted(e.text for e in entry.effects), card
        used.update(reading.patterns)
    assert full >= 47
    exercised = used | PATTERNS_EXERCISED | CONDITIONS_EXERCISED | HEADERS_EXERCISED
    assert set(C.READ_NAMES) <= exercised, set(C.READ_NAMES) - exercised


# --- play / digivolve / cost ---------------------------------------------------------------------------------

@pattern("play cost reduced in the hand")
def test_bt24_040_costs_5_less_with_3_or_fewer_security_cards():
    assert "BT24-040 main static if=own_security<=3 : play_cost_down 5 target=self" in lines_of("BT24-040")
    for security, cost in ((3, 7), (4, 12)):
        pos = build(Side(hand=["BT24-040"], security=["BT1-010"] * security, deck=["BT1-010"]),
                    Side(battle=["BT1-010"]), memory=3)
        i = pos.hand_index(0, "BT24-040")
        assert [a[3] for a in pos.actions_of(0) if a[:2] == (L.A_PLAY, i)] == [cost]
        pos.play(0, "BT24-040")
        assert pos.memory(0) == 3 - cost and pos.battle(0)[-1] == ["BT24-040"]
        assert pos.violation() == 0


@pattern("play cost reduced in the hand")
def test_bt8_097_costs_1_less_for_each_opponent_digimon():
    assert lines_of("BT8-097")[0] == "BT8-097 main static : play_cost_down 1 target=self for_each=opponent_digimon"
    # printed 6; the opponent has 3 Digimon and a Tamer: 3 (its other text is not encoded: the option does nothing
    # more)
    pos = build(Side(hand=["BT8-097"], battle=["BT1-085", "BT1-010"], deck=["BT1-010"]),
                Side(battle=["BT1-010", "BT1-010", "BT1-085", "BT2-009"]), memory=0)
    i = pos.hand_index(0, "BT8-097")
    assert [a[3] for a in pos.actions_of(0) if a[:2] == (L.A_OPTION, i)] == [3]
    pos.use_option(0, "BT8-097")
    assert pos.memory(0) == -3
    assert [(e["card"], e["cost"]) for e in pos.events("option")] == [("BT8-097", 3)]
    assert pos.violation() == 0


def fire(pos, trigger, p):
    """Queue player p's effects with this timing from the battle area and let them resolve (the engine's own
    calls, with the integer types it passes)."""
    import numpy as np

    from simcore import engine as E
    from simcore.effects import collect_field, new_batch

    new_batch(pos.st)
    collect_field(pos.st, pos.tb, np.int64(trigger), np.int32(p), np.int64(0))
    E.settle(pos.st, pos.tb)


@pattern("digivolve into a card in the hand")
def test_p_197_patamon_digivolves_free_into_an_angel_or_ts_card_with_4_or_less_memory():
    assert lines_of("P-197")[0] == ("P-197 main start_of_your_main_phase if=own_memory<=4 optional : "
                                    "digivolve_from_hand target=self kind=digimon trait=angel|ts")
    # Seasarmon has the Holy Beast trait; Darcmon (4000 DP) and Piddomon (5000 DP) are Angels: the pilot takes
    # the stronger
    for memory, digivolved in ((4, True), (5, False)):
        pos = build(Side(battle=["P-197"], hand=["BT1-053", "BT1-052", "BT4-042"], deck=["BT1-010"]),
                    Side(battle=["BT1-010"]), memory=memory)
        fire(pos, ec.T_START_OF_YOUR_MAIN_PHASE, 0)
        if digivolved:
            assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == \
                [("BT4-042", "P-197", 0)]
            assert pos.battle(0) == [["P-197", "BT4-042"]]
            assert pos.hand(0) == ["BT1-053", "BT1-052", "BT1-010"] and pos.deck(0) == []
        else:
            assert pos.events("digivolve") == [] and pos.battle(0) == [["P-197"]]
        assert pos.memory(0) == memory
        ok(pos)


@pattern("set memory")
def test_bt1_085_tai_kamiya_sets_memory_to_3_with_2_or_less():
    assert lines_of("BT1-085")[0] == "BT1-085 main start_of_your_turn if=own_memory<=2 : set_memory 3"
    for memory, change in ((1, 2), (-4, 7), (3, None)):
        pos = build(Side(battle=["BT1-085"], deck=["ST2-16"]), Side(battle=["BT1-010"]), memory=memory)
        pos.play_turn()
        sets = [(e["card"], e["change"]) for e in pos.events("memory") if e["card"] == "BT1-085"]
        assert sets == ([("BT1-085", change)] if change else []), memory
        assert pos.hand(0) == ["ST2-16"]            # a blue option without a blue card to use it: it passed
        assert pos.memory(0) == -3
        ok(pos)


def test_bt21_001_gigimon_digivolves_on_a_security_check_with_the_cost_reduced_by_1():
    assert lines_of("BT21-001") == [
        "BT21-001 inherited opponent_security_removed your_turn once_per_turn optional : digivolve_from_hand 1 "
        "target=own count=1 kind=digimon trait=reptile|dragonkin filter=pay_cost"]
    # Guilmon (3000 DP) attacks; the check removes a card: it digivolves into Dimetromon (Reptile, 4000 DP, cost 2
    # less 1), which then beats the Security Guilmon. Seasarmon needs a yellow level 3.
    pos = build(Side(battle=[Slot(["BT21-001", "BT2-009"])], hand=["BT1-052", "BT21-017"], deck=["BT1-010"]),
                Side(security=["BT2-009"], deck=["BT1-057"]), memory=3)
    pos.attack(0, 1)
    assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("BT21-017", "BT2-009", 1)]
    k = [e["kind"] for e in pos.events()]
    assert k.index("security_check") < k.index("digivolve") < k.index("battle")
    assert [(b["attacker"], b["attacker_dp"], b["result"]) for b in pos.events("battle")] == \
        [("BT21-017", 4000, "attacker_wins")]
    assert pos.battle(0) == [["BT21-001", "BT2-009", "BT21-017"]] and pos.suspended(0, 1)
    assert pos.hand(0) == ["BT1-052", "BT1-010"] and pos.memory(0) == 2
    assert pos.security(1) == [] and pos.trash(1) == ["BT2-009"]
    ok(pos)


def test_bt24_003_tsunomon_digivolves_when_your_security_is_removed_on_your_turn_only():
    import numpy as np

    from simcore import engine as E
    from simcore.effects import security_removed

    assert lines_of("BT24-003") == [
        "BT24-003 inherited own_security_removed your_turn once_per_turn optional : digivolve_from_hand 1 "
        "target=self kind=digimon trait=shaman filter=pay_cost"]
    # your turn: a card leaves your security stack; Angemon digivolves into Sirenmon (Shaman, cost 2 less 1)
    pos = build(Side(battle=[Slot(["BT24-003", "BT1-055"])], hand=["BT1-057"], deck=["BT1-010"], security=[]),
                Side(battle=["BT1-010"]), memory=3)
    E.new_batch(pos.st)
    security_removed(pos.st, pos.tb, np.int32(0))
    E.settle(pos.st, pos.tb)
    assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("BT1-057", "BT1-055", 1)]
    assert pos.battle(0) == [["BT24-003", "BT1-055", "BT1-057"]] and pos.memory(0) == 2
    ok(pos)
    # the opponent's turn: its attack checks your security card, and nothing digivolves
    pos = build(Side(battle=[Slot(["BT24-003", "BT1-055"])], hand=["BT1-057"], deck=["BT1-010"],
                     security=["BT1-052"]), Side(battle=["BT2-009"]), turn=4, current=1, memory=3)
    pos.attack(1, 1)
    assert pos.events("digivolve") == [] and pos.hand(0) == ["BT1-057"]
    ok(pos)


@pattern("option use cost reduced from under a tamer")
def test_bt25_049_and_bt25_090_make_glowing_dawn_options_cheaper_by_a_card_from_under_a_tamer(records):
    """Both wordings ("an Option card with the [X] trait", "[X] trait Option cards"; "under" and "from under"), a
    Digimon's and a Tamer's; the scenarios in test_effect_paid_reductions.py."""
    by_number = {r["cardId"].upper(): r for r in records}
    reading = C.read_card(by_number["BT25-049"])
    assert reading.lines[2] == ("BT25-049 main static your_turn once_per_turn : play_cost_down 3 kind=option "
                                "trait=glowing_dawn filter=paid_from_under_tamer") and reading.unmodeled == []
    reading = C.read_card(by_number["BT25-090"])
    assert reading.lines == [
        "BT25-090 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "BT25-090 main own_digimon_suspended optional : suspend_self_cost ; then deck_top_under_self 2",
        "BT25-090 main opponent_suspended optional : suspend_self_cost ; then deck_top_under_self 2",
        "BT25-090 main static your_turn once_per_turn : play_cost_down 1 kind=option trait=glowing_dawn "
        "filter=paid_from_under_tamer",
        "BT25-090 security security : play_self"] and reading.unmodeled == []
    # BT25-090 with ST1-03 under it: P-236 (use cost 3, a [Glowing Dawn] option) 1 less
    pos = build(Side(battle=[Slot(["ST1-03", "BT25-090"]), "BT25-049"], hand=["P-236"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=3)
    i = pos.hand_index(0, "P-236")
    assert [a[3] for a in pos.actions_of(0) if a[0] == L.A_OPTION and a[1] == i] == [2]   # one card: one reduction
    # the digivolution wording with the same cost (ST23-03, ST23-11)
    reading = C.read_card(by_number["ST23-11"])
    assert reading.lines[1] == ("ST23-11 main static your_turn : digivolve_cost_down 2 target=self kind=digimon "
                                "trait=glowing_dawn filter=paid_from_under_tamer") and reading.unmodeled == []


@pattern("digivolution cost reduced")
def test_ex7_031_pteromon_digivolves_for_1_less_and_ex7_032_galemon_plays_shoto_with_1_or_fewer_tamers():
    assert lines_of("EX7-031")[0] == \
        "EX7-031 main static your_turn : digivolve_cost_down 1 target=self kind=digimon trait~bird|avian"
    assert lines_of("EX7-032")[0] == \
        "EX7-032 main when_digivolving if=own_tamers<=1 optional : play_from_hand kind=tamer name=shoto_kazama"
    # Galemon (Bird Dragon) and Kiwimon (Ancient Bird) cost 2 from a green level 3, Aquilamon (Giant Bird) 3:
    # each 1 less from Pteromon; Angemon needs a yellow level 3
    for tamers, plays in ((["BT1-085"], True), (["BT1-085", "EX7-064"], False)):
        pos = build(Side(battle=["EX7-031", *tamers], hand=["EX7-032", "BT5-049", "BT16-008", "BT1-055", "BT20-085"],
                         deck=["BT1-010"]), Side(battle=["BT1-010"]), memory=3)
        costs = {pos.hand(0)[a[1]]: a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[2] == 1}
        assert costs == {"EX7-032": 1, "BT5-049": 1, "BT16-008": 2}
        pos.digivolve(0, "EX7-032", 1)
        assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("EX7-032", "EX7-031", 1)]
        assert pos.memory(0) == 2
        assert [e["card"] for e in pos.events("play")] == (["BT20-085"] if plays else [])
        assert pos.battle(0) == [["EX7-031", "EX7-032"]] + [[t] for t in tamers] + ([["BT20-085"]] if plays else [])
        assert pos.hand(0) == ["BT5-049", "BT16-008", "BT1-055"] + ([] if plays else ["BT20-085"]) + ["BT1-010"]
        ok(pos)


def test_bt24_084_inori_misono_suspends_to_digivolve_aegiomon_when_your_security_loses_a_card():
    assert lines_of("BT24-084")[1] == (
        "BT24-084 main own_security_removed optional : suspend_self_cost ; then digivolve_from_hand target=own "
        "count=1 base_name=aegiomon kind=digimon name~aegiochusmon")
    # the opponent's attack checks a security card: Inori suspends and Aegiomon digivolves into Aegiochusmon for
    # free (Angemon, a yellow level 4 too, meets the card's requirement but is not an Aegiomon)
    pos = build(Side(battle=["BT24-084", "BT1-055", "BT24-034"], hand=["BT24-014"], deck=["BT1-010"],
                     security=["BT1-052"]), Side(battle=["BT2-009"]), turn=4, current=1, memory=3)
    pos.attack(1, 1)
    assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("BT24-014", "BT24-034", 0)]
    assert pos.battle(0)[2] == ["BT24-034", "BT24-014"] and pos.suspended(0, 1)
    assert pos.hand(0) == ["BT1-010"] and pos.memory(1) == 3
    ok(pos)
    # already suspended: the cost can't be paid, nothing digivolves
    pos = build(Side(battle=[Slot("BT24-084", suspended=True), "BT24-034"], hand=["BT24-014"], deck=["BT1-010"],
                     security=["BT1-052"]), Side(battle=["BT2-009"]), turn=4, current=1, memory=3)
    pos.attack(1, 1)
    assert pos.events("digivolve") == [] and pos.hand(0) == ["BT24-014"]
    ok(pos)


@pattern("play from this digimon's digivolution cards")
def test_st9_06_imperialdramon_plays_a_blue_and_a_green_level_4_or_lower_from_under_itself():
    assert lines_of("ST9-06") == [
        "ST9-06 main when_digivolving optional : play_from_digivolution_cards target=self kind=digimon color=blue "
        "level<=4 ; then play_from_digivolution_cards target=self kind=digimon color=green level<=4"]
    # under Paildramon: Minomon (a Digi-Egg), Wormmon (green 3), ExVeemon (blue 4); the other Digimon has a blue
    # Veemon under it, which stays
    pos = build(Side(battle=[Slot(["ST9-01", "ST9-08", "ST9-04", "ST9-05"]), Slot(["ST9-02", "ST9-09"])],
                     hand=["ST9-06"], deck=["BT1-010"]), Side(battle=["BT1-010"]), memory=5)
    pos.digivolve(0, "ST9-06", 1)
    assert [(e["card"], e["cost"]) for e in pos.events("play")] == [("ST9-04", 0), ("ST9-08", 0)]
    assert pos.battle(0) == [["ST9-01", "ST9-05", "ST9-06"], ["ST9-02", "ST9-09"], ["ST9-04"], ["ST9-08"]]
    assert pos.memory(0) == 1 and pos.hand(0) == ["BT1-010"]
    ok(pos)


# --- checked playouts with 2026 tournament lists ---------------------------------------------------------------

TOURNAMENT_DIR = CARDS_JSON.parent / "decks" / "tournament"


def tournament_lists_2026():
    """(id, {card: copies}) of the tournament lists dated 2026 or later, sorted by id."""
    out = []
    for f in sorted(TOURNAMENT_DIR.glob("*.json")):
        d = json.loads(f.read_text(encoding="utf-8"))
        if d["tournament"]["date"] >= "2026-01-01":
            out.append((d["id"], {**d["egg"], **d["main"]}))
    return out


@needs_shared
def test_checked_playouts_with_2026_tournament_lists(tmp_path):
    from decks.decklist import load_deck
    from simcore.layout import R_DECK_OUT, R_SECURITY, R_TURN_LIMIT
    from simcore.runner import Matchup, play_chunk

    effects = load_effects()
    lists = tournament_lists_2026()
    assert len(lists) == 53
    # the six lists with the most cards that play generated lines
    def encoded(cards):
        return sum(n for c, n in cards.items() if c.upper() in effects and effects[c.upper()].effects)
    chosen = sorted(lists, key=lambda x: (-encoded(x[1]), x[0]))[:6]
    decks = []
    for name, cards in chosen:
        path = tmp_path / f"{name}.txt"
        path.write_text("".join(f"{n} {c}\n" for c, n in cards.items()), encoding="utf-8")
        decks.append(load_deck(str(path)))
    for i, a in enumerate(decks):
        for b in decks[i + 1:]:
            for pilots, n in ((("greedy", "greedy"), 60), (("random", "random"), 30)):
                c = play_chunk(Matchup(a, b, *pilots, seed=2026), 0, n, check=True)   # raises on a violation
                assert len(c["winner"]) == n
                assert set(c["reason"].tolist()) <= {R_SECURITY, R_DECK_OUT, R_TURN_LIMIT}


# --- the command line --------------------------------------------------------------------------------------------

def dcgsim(*args):
    from click.testing import CliRunner

    from cli.main import main

    return CliRunner().invoke(main, list(args))


def test_cards_coverage_pool_json_has_the_documented_structure():
    r = dcgsim("cards", "coverage", "--pool", "--format", "json")
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert set(out) == {"pool", "by_set", "by_mechanic"}
    assert out["pool"] == pool_coverage(load_catalog())["pool"]
    assert set(out["pool"]) == {"cards", "full", "partial", "none"}
    assert out["by_set"]["ST1"] == {"cards": 16, "full": 16, "partial": 0, "none": 0}


def test_cards_coverage_pool_weighted_by_decks(tmp_path):
    deck = tmp_path / "d.txt"
    full = ["BT1-072", "BT1-031", "BT1-015", "BT1-010", "BT1-035", "BT1-055", "BT1-070", "BT14-008", "EX2-014",
            "BT2-091", "BT4-112"]
    deck.write_text("".join(f"4 {n}\n" for n in full) + "4 BT18-067\n2 BT9-051\n")
    catalog = load_catalog()
    assert all(card_coverage(catalog[n]) == "full" for n in full)
    r = dcgsim("cards", "coverage", "--pool", str(deck), "--format", "json")
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["copies"] == {"cards": 50, "full": 44, "partial": 4, "none": 2}
    assert out["by_mechanic"]["alt digivolve requirement"]["copies"] == 6
    r = dcgsim("cards", "coverage", "--pool", str(deck))
    assert r.exit_code == 0 and "deck copies" in r.output


def test_cards_coverage_without_decks_or_pool_is_a_one_line_error():
    r = dcgsim("cards", "coverage")
    assert r.exit_code == 2
    assert r.output.strip() == "dcgsim: error: give one or more DECKs, or --pool"


def test_cards_show_gives_each_line_in_plain_words():
    r = dcgsim("cards", "show", "bt1-055")
    assert r.exit_code == 0, r.output
    assert "BT1-055 main on_play : dp -3000 target=opponent count=1 duration=turn" in r.output
    assert "= card's own text, when it is played: 1 of the opponent's Digimon: -3000 DP for the turn" in r.output
    r = dcgsim("cards", "show", "BT9-051")
    assert "not modeled: main: alt digivolve requirement" in r.output
    r = dcgsim("cards", "show", "AD1-001")
    assert "digivolve   from Lv.3 with [Omnimon] in its text, or Lv.3 with the ADVENTURE trait for 2\n" in r.output
    r = dcgsim("cards", "show", "EX9-012")
    assert r.exit_code == 0, r.output
    assert "digivolve   from [MetalGreymon] for 1\n" in r.output
    assert "digivolve   from Lv.4 with Greymon in its name, or Lv.4 with the ADVENTURE trait for 3\n" in r.output


# --- the cross-check against the peer IR -------------------------------------------------------------------------

IR_JSON = CARDS_JSON.parent / "effects_ir_aegis.json"


@pytest.mark.skipif(not IR_JSON.exists(), reason="../shared/carddata is not available")
def test_compare_ir_finds_the_digi_burst_misreading_and_agrees_on_hammer_spark():
    from decks.tools.compare_ir import compare

    ir = json.loads(IR_JSON.read_text(encoding="utf-8"))
    result = compare(load_effects(), ir, ["ST2-13", "ST4-13", "BT1-001"])
    assert "ST2-13" not in result
    # the IR names <Digi-Burst 2> as a keyword and also trashes 2 of your Digimon
    assert result["ST4-13"] == {"ours_only": [], "ir_only": [["main", "Main", "Trash", 2, None]]}
    # the IR gives Yokomon's bonus to an opponent's Digimon; ours to this Digimon
    assert result["BT1-001"]["ours_only"] == [["inherited", "WhenAttacking", "ModifyDP", 1000, None]]
    assert result["BT1-001"]["ir_only"] == [["inherited", "WhenAttacking", "ModifyDP", 1000, 1]]


def _our_tuples_of(text):
    from decks.tools.compare_ir import our_tuples

    (entry,) = parse_effects(text).values()
    return dict(our_tuples(entry))


def test_compare_ir_reads_our_lines_in_the_shared_vocabulary():
    # BT24-043: one reveal adding two cards is the IR's one RevealAdd; BT24-034: a keyword line is named by its
    # keyword, a whole effect's options are no action
    assert _our_tuples_of(
        "BT24-043 main on_play : reveal_add_two 3 kind=digimon any=trait:shaman|in_trait:beast|in_trait:animal|"
        "in_trait:sovereign|other_than_trait:sea_animal ; then and_add trait=ts\n"
        "BT24-043 inherited when_attacking once_per_turn : suspend target=opponent count=1\n") == {
        ("main", "OnPlay", "RevealAdd", 3, None): 1, ("inherited", "WhenAttacking", "Suspend", None, 1): 1}
    assert _our_tuples_of(
        "BT24-034 main static : keyword barrier target=self\n"
        "BT24-034 main when_moving optional : security_top_to_hand ; then play_from_hand kind=tamer trait=ts"
        " filter=unlike_own_tamers\n") == {
        ("main", "Static", "Barrier", None, None): 1, ("main", "WhenMoving", "SecurityManipulation", 1, None): 1,
        ("main", "WhenMoving", "PlayWithoutCost", None, 1): 1}
    # BT21-093: a cost reduction of the card, the option placed, <Delay> under the event of its timing
    assert _our_tuples_of(
        "BT21-093 main static if=opponent_security<=3 : play_cost_down 4 target=self\n"
        "BT21-093 main main : delete target=opponent count=1 filter=highest_dp ; then place_in_battle_area\n"
        "BT21-093 main opponent_security_removed optional : delay ; then digivolve_from_hand target=own count=1"
        " base_trait=reptile|dragonkin kind=digimon trait=reptile|dragonkin\n") == {
        ("main", "Static", "CostModifier", 4, None): 1, ("main", "Main", "Delete", None, 1): 1,
        ("main", "Main", "PlaceInBattleAreaSelf", None, None): 1,
        ("main", "When:whenSecurityRemoved", "Delay", None, None): 1,
        ("main", "When:whenSecurityRemoved", "Digivolve", None, 1): 1}
    # BT24-014: "then if=..." is the condition of the delete, not an action; <Decode> is one keyword
    assert _our_tuples_of(
        "BT24-014 main would_leave optional : play_from_digivolution_cards target=self kind=digimon name=aegiomon\n"
        "BT24-014 main when_digivolving : dp -5000 target=opponent count=1 duration=turn ; then if=own_security<=3"
        " delete target=opponent count=1 dp<=7000\n") == {
        ("main", "Static", "Decode", None, None): 1, ("main", "WhenDigivolving", "ModifyDP", -5000, 1): 1,
        ("main", "WhenDigivolving", "Delete", None, 1): 1}
    # BT24-012: a "would leave" line is one Replacement; BT23-017: a cost is inside the action it pays for
    assert _our_tuples_of(
        "BT24-012 main own_digimon_would_leave card.trait=reptile|dragonkin optional : bounce target=self ;"
        " then if=by_opponent_effects stay target=event filter=other\n") == {
        ("main", "Static", "Replacement", None, None): 1}
    assert _our_tuples_of(
        "BT23-017 main on_play optional : trash_from_hand_cost 1 ; then return_from_trash kinds=digimon,tamer,option"
        " trait=cs\n") == {("main", "OnPlay", "Return", None, 1): 1}
    # AD1-001: a Digimon or a Tamer played is one IR event: two of our timings with the same effect count once
    assert _our_tuples_of(
        "AD1-001 main own_digimon_played optional card.name~garurumon|tai_kamiya : digivolve_from_hand target=self"
        " kind=digimon name~greymon\n"
        "AD1-001 main own_tamer_played optional card.name~garurumon|tai_kamiya : digivolve_from_hand target=self"
        " kind=digimon name~greymon\n"
        "AD1-001 inherited static : keyword raid target=self\n") == {
        ("main", "When:whenPlayed", "Digivolve", None, None): 1, ("inherited", "Static", "Raid", None, None): 1}
    # EX8-051: count= of a keyword of this Digimon is the keyword's number; LM-027: the count of cards returned
    assert _our_tuples_of("EX8-051 main static : keyword fragment target=self count=3\n") == {
        ("main", "Static", "Fragment", 3, None): 1}
    assert _our_tuples_of(
        "LM-027 main start_of_your_turn optional if=opponent_digimon>=1 : delay ; then return_from_trash_top 1"
        " color=red kind=digimon ; then if=own_digimon<=0 play_from_trash kind=digimon color=red dp<=2000"
        " filter=may\n") == {
        ("main", "StartOfYourTurn", "Delay", None, None): 1, ("main", "StartOfYourTurn", "Return", None, 1): 1,
        ("main", "StartOfYourTurn", "PlayWithoutCost", None, 1): 1}


def test_compare_ir_maps_dna_digixros_tamer_piles_and_negated_memory():
    # BT12-021: a DNA digivolution from the hand is the IR's DnaDigivolve; BT19-070: a DigiXros requirement row
    # is the card's header there, not an effect; BT19-012: "also treated as" for a DigiXros is a static grant
    assert _our_tuples_of(
        "BT12-021 inherited end_of_your_turn optional : dna_digivolve_from_hand target=self kind=digimon"
        " filter=pay_cost\n") == {("inherited", "EndOfYourTurn", "DnaDigivolve", None, None): 1}
    assert _our_tuples_of("BT19-070 main static : digixros 1 target=self count=3 level=4 kind=digimon"
                          " trait=composite\n") == {}
    assert _our_tuples_of("BT19-012 main static : digixros_name target=self name=shoutmon\n") == {
        ("main", "Static", "GrantStatic", None, None): 1}
    # EX9-033: "when other Digimon are deleted" is two of our timings (yours, the opponent's) and one IR event
    assert _our_tuples_of(
        "EX9-033 main own_digimon_deleted once_per_turn : delete target=opponent count=1 rank=lowest_level\n"
        "EX9-033 main opponent_digimon_deleted once_per_turn : delete target=opponent count=1 rank=lowest_level\n") == {
        ("main", "When:onDeletionOf", "Delete", None, 1): 1}
    # BT1-090: losing 2 memory at the end of the turn is the IR's GainMemory of -2; BT19-013: one card from under
    # a Tamer; ST23-15: placing this option under a Tamer is the cost of the draw
    assert _our_tuples_of("BT1-090 main main : lose_memory_at_turn_end 2\n") == {
        ("main", "Main", "GainMemory", -2, None): 1}
    assert _our_tuples_of("BT19-013 main on_deletion optional : play_from_under_tamers kind=digimon cost<=4"
                          " trait=xros_heart\n") == {
        ("main", "OnDeletion", "PlayWithoutCost", None, 1): 1}
    assert _our_tuples_of(
        "ST23-15 main start_of_your_main_phase optional : place_self_under_tamer_cost trait=beatbreak ; then draw 1"
        " ; then memory +1\n") == {("main", "StartOfYourMainPhase", "Draw", 1, None): 1,
                                   ("main", "StartOfYourMainPhase", "GainMemory", 1, None): 1}


@needs_shared
@pytest.mark.skipif(not IR_JSON.exists(), reason="../shared/carddata is not available")
def test_every_disagreement_on_a_full_card_of_the_2026_lists_has_a_verdict():
    # decks/tools/ir_disagreements.md says, for each full card of the 2026 tournament lists whose reading differs
    # from the IR's, which side is wrong; a card made full since needs its line there
    import re

    from decks.effects import load_effects
    from decks.library import select
    from decks.tools.compare_ir import compare

    lists = select(since="2026-01-01", kind="tournament")
    assert len(lists) == 53
    catalog, effects = load_catalog(), load_effects()
    cards = sorted({n for d in lists for n, _ in d.main + d.eggs} & set(catalog))
    full = [c for c in cards if card_coverage(catalog[c], effects) == "full"]
    disagreeing = compare(effects, json.loads(IR_JSON.read_text(encoding="utf-8")), full)
    table = Path(C.__file__).with_name("ir_disagreements.md").read_text(encoding="utf-8")
    section = table[table.index("## Cards of the 2026"):table.index("## Other full cards")]
    judged = {c for row in re.findall(r"^\| ([A-Z0-9, -]+) \|", section, re.M) for c in row.split(", ")}
    assert sorted(set(disagreeing) - judged) == []


@pytest.mark.skipif(not IR_JSON.exists(), reason="../shared/carddata is not available")
def test_compare_ir_reads_the_ir_shapes_of_delay_cost_reductions_and_keyword_actions():
    from decks.tools.compare_ir import compare, ir_tuples

    ir = json.loads(IR_JSON.read_text(encoding="utf-8"))
    # BT24-089: the IR leaves the digivolution of a <Delay> beside its "when": it is read under the event
    assert dict(ir_tuples(ir["BT24-089"])) == {
        ("main", "Main", "PlayWithoutCost", None, 1): 1, ("main", "Main", "PlaceInBattleAreaSelf", None, None): 1,
        ("main", "When:whenSuspended", "Delay", None, None): 1, ("main", "When:whenSuspended", "Digivolve", 3, 1): 1,
        ("security", "Security", "ActivateMain", None, None): 1}
    # P-035: <Delay> on a [Main] effect; the trashing of this card in its reminder text is the keyword itself
    assert ir_tuples(ir["P-035"])[("main", "Main", "Delay", None, None)] == 1
    assert ("main", "Main", "Trash", None, None) not in ir_tuples(ir["P-035"])
    # LM-054: the IR's cost reduction just after the digivolution is its amount
    assert ir_tuples(ir["LM-054"])[("main", "Main", "Digivolve", 2, 1)] == 1
    # BT23-005: a reduction of 1 of the cost of this Digimon's digivolution is a Replacement of 1 on both sides
    assert ir_tuples(ir["BT23-005"])[("main", "YourTurn", "Replacement", 1, None)] == 1
    assert "BT23-005" not in compare(load_effects(), ir, ["BT23-005"])
    # BT20-057: a play cost reduction of this card; AD1-010: <Draw 1> used by On Play
    assert ir_tuples(ir["BT20-057"])[("main", "Static", "CostModifier", 4, None)] == 1
    assert ir_tuples(ir["AD1-010"])[("main", "OnPlay", "Draw", 1, None)] == 1
    # cards of the 2026 lists that now agree, and one the IR gets wrong (+3000 DP to any 1 of your Digimon, and
    # the attack outside the event, where both go to the Digimon that digivolved)
    result = compare(load_effects(), ir, ["BT24-043", "BT24-089", "LM-054", "P-035", "AD1-001", "BT24-082"])
    assert list(result) == ["BT24-082"]
    assert result["BT24-082"] == {
        "ours_only": [["main", "When:whenOneOfYoursDigivolves", "ModifyDP", 3000, None],
                      ["main", "When:whenOneOfYoursDigivolves", "Attack", None, None]],
        "ir_only": [["main", "When:whenOneOfYoursDigivolves", "ModifyDP", 3000, 1],
                    ["main", "YourTurn", "Attack", None, None]]}


# --- wordings read by the existing vocabulary ------------------------------------------------------------------

def test_this_has_in_its_traits_bt10_003_pickmons_draws_under_a_xros_heart_digimon():
    assert lines_of("BT10-003") == ["BT10-003 inherited when_attacking if=this_has : draw 1 trait~xros_heart"]
    assert card_coverage(load_catalog()["BT10-003"]) == "full"
    pos = build(Side(battle=[Slot(["BT10-003", "BT10-007"])], deck=["BT1-072", "BT1-031"]),
                Side(security=["BT1-031"]))
    pos.attack(0, 1)                             # Dorulumon's traits hold Xros Heart: draw 1
    assert pos.hand(0) == ["BT1-031"] and pos.deck(0) == ["BT1-072"]
    pos = build(Side(battle=[Slot(["BT10-003", "BT1-015"])], deck=["BT1-072", "BT1-031"]),
                Side(security=["BT1-031"]))
    pos.attack(0, 1)                             # Greymon: no Xros Heart, no draw
    assert pos.hand(0) == [] and pos.deck(0) == ["BT1-072", "BT1-031"]
    ok(pos)


@pattern("draw and gain memory")
def test_cost_trash_then_draw_and_gain_memory_ex12_008_toyagumon():
    assert lines_of("EX12-008")[0] == ("EX12-008 main start_of_your_main_phase optional : "
                                       "trash_from_hand_cost 1 trait=puppet|me ; then draw 1 ; then memory +1")
    assert card_coverage(load_catalog()["EX12-008"]) == "full"
    paid = unpaid = 0
    for seed in range(8):                        # the random pilot pays with the ToyAgumon in hand or not
        pos = build(Side(battle=["EX12-008"], hand=["EX12-008"], deck=["BT1-072", "BT1-031"]),
                    pilots=("random", "greedy"), seed=seed, memory=0)
        fire(pos, ec.T_START_OF_YOUR_MAIN_PHASE, 0)
        gains = [e for e in pos.events("memory") if e["card"] == "EX12-008"]
        if pos.trash(0) == ["EX12-008"]:
            paid += 1
            assert pos.hand(0) == ["BT1-031"] and len(gains) == 1 and gains[0]["change"] == 1
        else:
            unpaid += 1
            assert pos.hand(0) == ["EX12-008"] and pos.deck(0) == ["BT1-072", "BT1-031"] and not gains
        ok(pos)
    assert paid and unpaid
    pos = build(Side(battle=["EX12-008"], hand=["BT1-010"], deck=["BT1-072", "BT1-031"]), memory=0)
    fire(pos, ec.T_START_OF_YOUR_MAIN_PHASE, 0)     # Agumon is neither Puppet nor ME: nothing to pay with
    assert pos.hand(0) == ["BT1-010"] and pos.trash(0) == [] and pos.deck(0) == ["BT1-072", "BT1-031"]
    ok(pos)


def test_recovery_written_without_deck_st23_03_cougarmon_on_play():
    assert lines_of("ST23-03")[:2] == ["ST23-03 main on_play : security_top_to_hand ; then recovery 1",
                                       "ST23-03 main when_digivolving : security_top_to_hand ; then recovery 1"]
    pos = build(Side(hand=["ST23-03"], security=["BT1-031", "BT1-010"], deck=["BT1-072", "BT1-016"]), memory=5)
    pos.play(0, "ST23-03")
    assert pos.hand(0) == ["BT1-010"] and pos.security(0) == ["BT1-031", "BT1-016"] and pos.deck(0) == ["BT1-072"]
    ok(pos)


def test_lost_bracket_and_shared_card_kind_bt3_093_davis_adds_a_blue_and_a_green_digimon():
    assert lines_of("BT3-093")[:2] == [
        "BT3-093 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "BT3-093 main on_play : reveal_add_two 3 color=blue kind=digimon ; then and_add color=green kind=digimon"]
    assert card_coverage(load_catalog()["BT3-093"]) == "full"
    pos = build(Side(hand=["BT3-093"], deck=["BT1-084", "BT1-010", "BT1-072", "BT1-031"]), memory=5)
    pos.play(0, "BT3-093")                       # reveals Monmon (blue), Woodmon (green) and Agumon (red)
    assert sorted(pos.hand(0)) == ["BT1-031", "BT1-072"] and pos.deck(0) == ["BT1-010", "BT1-084"]
    ok(pos)


def test_static_this_digimon_with_the_trait_st20_01_and_bt19_008():
    assert lines_of("ST20-01") == ["ST20-01 inherited static if=this_has : dp +1000 target=self trait=adventure"]
    assert card_coverage(load_catalog()["ST20-01"]) == "full"
    pos = build(Side(battle=[Slot(["ST20-01", "AD1-001"]), Slot(["ST20-01", "BT1-015"])]))
    assert pos.dp(0, 1) == 6000 and pos.dp(0, 2) == 4000     # an ADVENTURE Digimon on top: +1000
    assert lines_of("BT19-008")[-1] == \
        "BT19-008 inherited static your_turn if=this_has : rush target=self trait=xros_heart"
    pos = build(Side(battle=[Slot(["BT19-008", "BT10-007"]), Slot(["BT19-008", "BT1-015"])]))
    assert pos.has(0, 1, ec.A_RUSH) and not pos.has(0, 2, ec.A_RUSH)
    pos = build(Side(battle=[Slot(["BT19-008", "BT10-007"])]), turn=4, current=1)
    assert not pos.has(0, 1, ec.A_RUSH)                       # the opponent's turn
    ok(pos)


def test_set_it_to_3_read_as_memory_ex11_054_sets_memory_at_start_of_turn():
    assert lines_of("EX11-054")[0] == "EX11-054 main start_of_your_turn if=own_memory<=2 : set_memory 3"
    pos = build(Side(battle=["EX11-054"]), memory=1)
    fire(pos, ec.T_START_OF_YOUR_TURN, 0)
    assert pos.memory(0) == 3
    pos = build(Side(battle=["EX11-054"]), memory=4)
    fire(pos, ec.T_START_OF_YOUR_TURN, 0)        # more than 2: unchanged
    assert pos.memory(0) == 4
    ok(pos)


# --- options in the battle area, <Delay>, colour requirements -------------------------------------------------

def option_usable(pos, p, number):
    return (L.A_OPTION, pos.hand_index(p, number), 0) in [a[:3] for a in pos.actions_of(p)]


@pattern("place this option in the battle area")
def test_bt24_100_in_between_theater_is_placed_and_later_trashed_for_its_delay():
    assert lines_of("BT24-100") == [
        "BT24-100 main static : ignore_color_requirements trait=ts",
        "BT24-100 main main : reveal_add_one 3 trait=ts ; then place_in_battle_area",
        "BT24-100 main activated : delay ; then memory +2",
        "BT24-100 security security : place_in_battle_area"]
    assert card_coverage(load_catalog()["BT24-100"]) == "full"
    # a white option: no white card, but a [TS] trait Digimon (BT24-009) lets it ignore its colour requirements
    deck = ["ST1-03", "BT24-011", "ST1-02", "ST1-03"]     # bottom first: the top 3 hold one [TS] card, BT24-011
    assert not option_usable(build(Side(hand=["BT24-100"], deck=deck, battle=["ST1-03"]), memory=3), 0, "BT24-100")
    pos = build(Side(hand=["BT24-100"], deck=deck, battle=["BT24-009"]), memory=3)
    pos.use_option(0, "BT24-100")
    assert pos.hand(0) == ["BT24-011"]
    assert sorted(pos.deck(0)[:2]) == ["ST1-02", "ST1-03"] and pos.deck(0)[2:] == ["ST1-03"]
    assert pos.battle(0) == [["BT24-009"], ["BT24-100"]] and pos.trash(0) == [] and pos.memory(0) == 0
    assert not pos.activatable(0, 2)                        # not in the turn it was placed
    pos.next_turn()
    pos.next_turn()
    pos.set_memory(0, 1)
    pos.activate(0, 2)
    assert pos.battle(0) == [["BT24-009"]] and pos.trash(0) == ["BT24-100"] and pos.memory(0) == 3
    ok(pos)


@pattern("place this option in the battle area")
def test_p_035_red_memory_boost_places_itself_from_security():
    assert lines_of("P-035")[-1] == "P-035 security security : place_in_battle_area"
    pos = build(Side(battle=["ST1-02"]), Side(security=["ST1-03", "P-035"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [["P-035"]] and pos.security(1) == ["ST1-03"] and "P-035" not in pos.trash(1)
    ok(pos)


def test_lm_049_blue_also_meets_its_colour_requirement():
    assert lines_of("LM-049")[:3] == [
        "LM-049 main static : ignore_color_requirements color=blue",
        "LM-049 main main : reveal_add_one 3 color=black,blue kind=digimon ; then place_in_battle_area",
        "LM-049 main activated : delay ; then memory +2"]
    assert card_coverage(load_catalog()["LM-049"]) == "full"
    deck = ["ST1-03", "ST2-02", "ST1-15", "ST1-03"]         # the top 3: Agumon (red), Giga Destroyer, Gomamon (blue)
    assert not option_usable(build(Side(hand=["LM-049"], deck=deck, battle=["ST1-03"]), memory=3), 0, "LM-049")
    pos = build(Side(hand=["LM-049"], deck=deck, battle=["ST2-03"]), memory=3)
    pos.use_option(0, "LM-049")
    assert pos.hand(0) == ["ST2-02"] and pos.battle(0) == [["ST2-03"], ["LM-049"]]
    ok(pos)


def test_lm_054_ignores_its_colour_requirements_while_you_have_no_treadmill_training():
    assert lines_of("LM-054")[0] == "LM-054 main static if=own_lacks : ignore_color_requirements name=treadmill_training"
    # a yellow and black option used with only a red Digimon: no [Treadmill Training] on the field
    assert option_usable(build(Side(hand=["LM-054"], deck=["ST1-03"] * 3, battle=["ST1-03"]), memory=3), 0, "LM-054")
    pos = build(Side(hand=["LM-054"], deck=["ST1-03"] * 3, battle=["ST1-03", "LM-054"]), memory=3)
    assert not option_usable(pos, 0, "LM-054")               # one is in the battle area
    ok(pos)


def test_ex12_073_giant_meat_is_used_only_with_a_digimon_of_its_use_requirement():
    assert lines_of("EX12-073") == [
        "EX12-073 main static : ignore_color_requirements trait=nsp|ds|nso|wg|me|vb filter=use_requirement",
        "EX12-073 main main : reveal_add_one 3 trait=nsp|ds|nso|wg|me|vb ; then place_in_battle_area",
        "EX12-073 main activated : delay ; then memory +2",
        "EX12-073 security security : place_in_battle_area"]
    assert card_coverage(load_catalog()["EX12-073"]) == "full"
    deck = ["ST1-03", "EX12-008", "ST1-03", "ST1-03"]       # bottom first: the top 3 hold one [ME] card
    # a white option: a white Digimon without the traits does not let it be used
    assert not option_usable(build(Side(hand=["EX12-073"], deck=deck, battle=["BT6-082"]), memory=3), 0, "EX12-073")
    pos = build(Side(hand=["EX12-073"], deck=deck, battle=["EX12-008"]), memory=3)   # a red [ME] Digimon
    pos.use_option(0, "EX12-073")
    assert pos.hand(0) == ["EX12-008"] and pos.battle(0) == [["EX12-008"], ["EX12-073"]] and pos.memory(0) == 0
    ok(pos)


def test_p_237_use_requirement_with_a_name_in_the_text():
    assert lines_of("P-237")[0] == "P-237 main static : ignore_color_requirements text~maquinamon filter=use_requirement"
    assert card_coverage(load_catalog()["P-237"]) == "full"
    # a green and black option: green and black Digimon without [Maquinamon] in their text don't let it be used
    deck = ["ST1-03"] * 3
    assert not option_usable(build(Side(hand=["P-237"], deck=deck, battle=["ST4-03", "EX12-053"]), memory=3), 0,
                             "P-237")
    # a white Digi-Egg with [Maquinamon] in its text, in the breeding area, does
    assert option_usable(build(Side(hand=["P-237"], deck=deck, breeding="EX11-006"), memory=3), 0, "P-237")


def test_bt23_099_ignores_its_colour_requirements_while_you_have_a_digimon_with_huckmon_in_its_name():
    # the source drops "on" in "in its name on the field": the misprint is read as the rule
    assert lines_of("BT23-099")[0] == "BT23-099 main static : ignore_color_requirements kind=digimon name~huckmon"
    assert card_coverage(load_catalog()["BT23-099"]) == "full"
    deck = ["ST1-03"] * 3
    # a white option: a red Digimon without [Huckmon] in its name does not let it be used, a red Huckmon does
    assert not option_usable(build(Side(hand=["BT23-099"], deck=deck, battle=["ST1-03"]), memory=3), 0, "BT23-099")
    pos = build(Side(hand=["BT23-099"], deck=deck, battle=["BT6-009"]), memory=3)
    pos.use_option(0, "BT23-099")
    assert pos.hand(0) == ["ST1-03"] and pos.battle(0) == [["BT6-009"], ["BT23-099"]] and pos.memory(0) == 1
    ok(pos)


def test_colour_requirements_ignored_with_a_name_in_a_digimons_name_or_text():
    assert lines_of("EX2-069")[0] == "EX2-069 main static : ignore_color_requirements kind=digimon name~beelzemon"
    assert card_coverage(load_catalog()["EX2-069"]) == "full"
    assert lines_of("BT21-090")[0] == "BT21-090 main static : ignore_color_requirements text~gammamon"
    assert lines_of("BT18-099")[0] == "BT18-099 main static : ignore_color_requirements kind=digimon text~knightmon"
    assert lines_of("EX10-071")[0] == "EX10-071 main static : ignore_color_requirements kind=digimon name~lucemon"
    assert lines_of("P-206")[0] == "P-206 main static : ignore_color_requirements"   # always
    assert lines_of("BT9-109")[0] == "BT9-109 main static : ignore_color_requirements kind=digimon"
    assert lines_of("BT21-100")[0] == "BT21-100 main static : ignore_color_requirements name=takato_matsuki"
    assert lines_of("BT18-098")[0] == \
        "BT18-098 main static : ignore_color_requirements color=yellow kind=digimon trait=data|witchelny"
    # "with [Three Musketeers] in its type": in one of its traits; BT6-109 is purple, BT6-017 a red Three Musketeers
    assert lines_of("BT6-109")[0] == \
        "BT6-109 main static : ignore_color_requirements kind=digimon trait~three_musketeers"
    assert card_coverage(load_catalog()["BT6-109"]) == "full"
    assert lines_of("BT17-094")[0] == "BT17-094 main static : ignore_color_requirements any=kind:tamer|trait:hybrid"
    assert lines_of("BT20-099")[0] == \
        "BT20-099 main static : ignore_color_requirements kind=digimon any=name:chaosmon|trait:accel"
    deck = ["ST1-03"] * 3
    assert option_usable(build(Side(hand=["BT6-109"], deck=deck, battle=["BT6-017"]), memory=3), 0, "BT6-109")
    assert not option_usable(build(Side(hand=["BT6-109"], deck=deck, battle=["ST1-03"]), memory=3), 0, "BT6-109")
    # BT17-094 is red and blue: a red Digimon alone is not enough, a green Tamer beside it is
    assert not option_usable(build(Side(hand=["BT17-094"], deck=deck, battle=["ST1-03"]), memory=3), 0, "BT17-094")
    assert option_usable(build(Side(hand=["BT17-094"], deck=deck, battle=["ST1-03", "BT1-088"]), memory=3), 0,
                         "BT17-094")
    # EX2-069 is blue: a purple Beelzemon lets it be used
    assert option_usable(build(Side(hand=["EX2-069"], deck=deck, battle=["BT2-111"]), memory=3), 0, "EX2-069")
    assert not option_usable(build(Side(hand=["EX2-069"], deck=deck, battle=["ST1-03"]), memory=3), 0, "EX2-069")


def test_ex12_055_andromon_counter_digivolves_another_digimon_when_the_opponent_attacks():
    assert "EX12-055 main counter once_per_turn optional : digivolve_from_hand target=own count=1 kind=digimon " \
           "level<=6 trait=me filter=other" in lines_of("EX12-055")
    # the opponent's Agumon attacks; at the counter timing Andromon's owner digivolves the [ME] Rookie beside it
    # into the [ME] Champion in the hand for free (and draws 1 for the digivolution)
    pos = build(Side(deck=["ST1-03"] * 3, battle=["ST1-03"]),
                Side(hand=["EX12-010"], deck=["ST1-02"], security=["ST1-02"], battle=["EX12-055", "EX12-008"]),
                memory=3)
    pos.attack(0, 1)
    assert pos.battle(1) == [["EX12-055"], ["EX12-008", "EX12-010"]]
    assert pos.hand(1) == ["ST1-02"] and pos.memory(0) == 3
    ok(pos)


def test_bt10_105_ignores_its_colour_requirements_while_you_have_a_tamer():
    assert lines_of("BT10-105")[0] == "BT10-105 main static : ignore_color_requirements kind=tamer"
    colors = load_catalog()["BT10-105"].colors
    assert "blue" not in colors
    assert not option_usable(build(Side(hand=["BT10-105"], deck=["ST1-03"] * 3, battle=["ST2-03"]), memory=5), 0,
                             "BT10-105")
    assert option_usable(build(Side(hand=["BT10-105"], deck=["ST1-03"] * 3, battle=["ST2-03", "ST2-12"]), memory=5),
                         0, "BT10-105")
def test_return_from_trash_cost_reads_its_card_filter():
    ctx = C.Context("X-1", "main", "on_play", 4, "digimon")
    options, clauses, names = C.read_body(
        "by returning 3 cards with [ds] in their names or the [aqua] trait from your trash to the bottom of your"
        " deck, gain 2 memory.", ctx)
    assert options == ["optional"] and names == ["cost return_from_trash_cost", "gain memory"]
    assert clauses == ["return_from_trash_cost 3 any=name:ds|trait:aqua", "memory +2"]
    _, clauses, _ = C.read_body("by returning 4 non-digi-egg cards from your trash to the top of your deck, "
                                "<draw 1>.", ctx)
    assert clauses == ["return_from_trash_top_cost 4 any=kind:digimon|kind:tamer|kind:option", "draw 1"]


@pytest.mark.parametrize("phrase, words", [
    ("1 [hiroko sagisaka] or 1 level 3 digimon card with the [aqua] trait or [vemmon] in its text",
     ["kind=digimon", "level=3", "any=trait:aqua|text:vemmon", "or_name=hiroko_sagisaka"]),
    ("1 [ts] trait digimon card with 5000 dp or less", ["kind=digimon", "trait=ts", "dp<=5000"]),
    ("1 5000 dp or lower [reptile]/[dragonkin] trait digimon card",
     ["kind=digimon", "trait=reptile|dragonkin", "dp<=5000"]),
    ("1 level 5 or lower red or green [dm] trait digimon card",
     ["kind=digimon", "color=red,green", "level<=5", "trait=dm"]),
    ("1 [agumon] or [gabumon]", ["kind=digimon", "name=agumon|gabumon"]),
    ("1 tamer card with [royal base] in its text", ["kind=tamer", "text~royal_base"]),
])
def test_playable_card_filters(phrase, words):
    assert C.playable_card_words(phrase) == words


def test_bracketed_words_without_trait_are_traits_unless_one_names_a_card():
    # "[a] or [b] digimon card": no card is named Reptile or Dragonkin, so traits (as a bare base "[A] Digimon")
    assert C.playable_card_words("1 5000 dp or lower [reptile] or [dragonkin] digimon card") == \
        ["kind=digimon", "trait=reptile|dragonkin", "dp<=5000"]
    with pytest.raises(C.NoFit):   # Agumon names a card: a trait or a name? not said
        C.playable_card_words("1 5000 dp or lower [agumon] or [dragonkin] digimon card")


def test_card_filter_with_a_name_or_text_or_a_trait():
    assert C.card_filter_words("card with [three musketeers] in its text or the [ts] trait") == \
        ["any=text:three_musketeers|trait:ts"]
    assert C.card_filter_words("card with [guilmon]/[growlmon] in its name or the [hero] trait") == \
        ["any=name:guilmon|name:growlmon|trait:hero"]


# --- all-target effects, restrictions, security placement ------------------------------------------------------

def use_option(pos, p, number):
    """Use an option from p's hand whatever its color and cost (the engine's own call)."""
    import numpy as np

    from simcore import engine as E

    E.use_option(pos.st, pos.tb, np.int32(p), np.int32(pos.hand_index(p, number)))


@pattern("all of your digimon gain keywords")
def test_bt8_016_mastertyrannomon_gives_tyrannomon_digimon_security_attack_on_your_turn():
    assert lines_of("BT8-016") == ["BT8-016 main static your_turn : security_attack +1 target=all_own name~tyrannomon",
                                   "BT8-016 inherited static : security_attack +1 target=self"]
    # Tyrannomon and MasterTyrannomon itself have "Tyrannomon" in their names, Hagurumon not
    pos = build(Side(battle=["BT8-016", "BT1-016", "BT2-052"]))
    assert [pos.security_attack(0, s) for s in (1, 2, 3)] == [2, 2, 1]
    pos = build(Side(battle=["BT8-016", "BT1-016"]), turn=4, current=1)
    assert [pos.security_attack(0, s) for s in (1, 2)] == [1, 1]          # the opponent's turn
    ok(pos)


@pattern("this digimon can't")
def test_bt2_058_guardromon_cant_attack_on_your_turn_and_still_blocks():
    assert lines_of("BT2-058") == ["BT2-058 main static : blocker target=self",
                                   "BT2-058 main static your_turn : cant attack target=self"]
    pos = build(Side(battle=["BT2-058", "BT2-052"]), Side(battle=[Slot("BT1-016", suspended=True)]))
    assert not pos.can_attack(0, 1) and pos.can_attack(0, 2)
    pos = build(Side(battle=["BT2-058"]), Side(battle=["BT1-016"]), turn=4, current=1)
    assert pos.can_block(0, 1)
    ok(pos)


@pattern("your opponent can't gain memory except by tamers")
def test_bt18_009_shamanmon_keeps_the_opponent_from_gaining_memory_by_an_option():
    assert lines_of("BT18-009") == ["BT18-009 main static : cant gain_memory_except_by_tamers target=opponent"]
    for shamanmon, memory in ((True, 0), (False, 1)):
        pos = build(Side(battle=["BT18-009"] if shamanmon else []), Side(hand=["ST2-13"]), turn=4, current=1)
        use_option(pos, 1, "ST2-13")                  # Hammer Spark: gain 1 memory
        assert pos.memory(1) == memory and pos.trash(1) == ["ST2-13"]
        ok(pos)


@pattern("players can't play digimon by effects")
def test_bt14_009_gotsumon_stops_a_play_from_the_trash():
    assert lines_of("BT14-009") == ["BT14-009 main static : cant play_digimon_by_effects target=player",
                                    "BT14-009 main static : cant play_digimon_by_effects target=opponent"]
    for gotsumon_side in (0, 1, None):               # either player's Gotsumon binds both players
        sides = [Side(), Side()]
        sides[0] = Side(hand=["BT3-110"], trash=["BT2-075"], battle=["BT14-009"] if gotsumon_side == 0 else [])
        if gotsumon_side == 1:
            sides[1] = Side(battle=["BT14-009"])
        pos = build(*sides)
        use_option(pos, 0, "BT3-110")                # Necrophobia: play a purple level 5 from the trash
        played = [["BT2-075"]] if gotsumon_side is None else []
        assert [x for x in pos.battle(0) if x != ["BT14-009"]] == played, gotsumon_side
        ok(pos)


@pattern("dp for a duration, the duration first")
def test_ex4_074_shinegreymon_ruin_mode_cuts_all_opponents_digimon_until_their_turn_ends():
    assert lines_of("EX4-074")[0] == \
        "EX4-074 main when_digivolving : dp -5000 target=all_opponent duration=opponents_next_turn"
    pos = build(Side(battle=["BT2-079"], hand=["EX4-074"], deck=["BT1-010"]),
                Side(battle=["BT2-080", "BT1-016"], hand=["BT2-075"]), memory=6)
    pos.digivolve(0, "EX4-074", 1)
    assert pos.battle(1) == [["BT2-080"]] and pos.dp(1, 1) == 5000        # Tyrannomon (4000) is deleted
    pos.next_turn()                                                        # the opponent's turn: still in force
    import numpy as np

    from simcore import engine as E
    E.play_from_hand(pos.st, pos.tb, np.int32(1), np.int32(pos.hand_index(1, "BT2-075")))
    assert pos.dp(1, 2) == 2000                                            # a later entrant: reached too
    ok(pos)


@pattern("keywords for a duration")
def test_bt8_062_skullknightmon_gains_jamming_and_blocker_until_the_opponents_turn_ends():
    assert lines_of("BT8-062")[0] == ("BT8-062 main when_digivolving : jamming target=self duration=opponents_next_turn"
                                      " ; then blocker target=self duration=opponents_next_turn")
    pos = build(Side(battle=["BT2-052"], hand=["BT8-062"], deck=["BT1-010"]), memory=5)
    pos.digivolve(0, "BT8-062", 1)
    assert pos.has(0, 1, ec.A_JAMMING) and pos.has(0, 1, ec.A_BLOCKER)
    pos.next_turn()
    assert pos.can_block(0, 1)
    pos.next_turn()                                                        # the end of the opponent's turn: gone
    assert not pos.has(0, 1, ec.A_JAMMING) and not pos.has(0, 1, ec.A_BLOCKER)
    ok(pos)


@pattern("restriction for a duration")
def test_bt16_018_exveemon_is_not_deleted_when_it_loses_a_battle_on_the_opponents_turn():
    assert lines_of("BT16-018")[1] == \
        "BT16-018 main on_play : cant be_deleted_in_battle target=own count=1 duration=opponents_next_turn"
    pos = build(Side(hand=["BT16-018"], deck=["BT1-010"]), Side(battle=["BT2-076"], deck=["BT1-010"]), memory=5)
    pos.play(0, "BT16-018")
    pos.next_turn()
    pos.st.susp[0, 1] = 1
    pos.attack(1, 1, 1)                                # Pumpkinmon (6000) attacks the suspended ExVeemon (4000)
    assert [b["result"] for b in pos.events("battle")] == ["attacker_wins"]
    assert pos.battle(0) == [["BT16-018"]] and pos.events("delete") == []
    ok(pos)


@pattern("restriction for a duration, the duration first")
def test_ex3_067_sourai_bares_a_digimon_and_no_bare_digimon_may_attack():
    assert lines_of("EX3-067")[0] == (
        "EX3-067 main main : trash_digivolution_top 4 target=opponent count=1 ; then cant attack target=all_opponent "
        "filter=no_digivolution_cards duration=opponents_next_turn")
    pos = build(Side(hand=["EX3-067"]), Side(battle=[Slot(["BT2-052", "BT2-076"]), Slot(["BT2-054", "BT2-075"])]))
    use_option(pos, 0, "EX3-067")
    # the pilot bares the stronger one, Myotismon (7000 DP); Pumpkinmon keeps its digivolution card
    assert pos.battle(1) == [["BT2-052", "BT2-076"], ["BT2-075"]]
    pos.next_turn()
    assert [pos.can_attack(1, s) for s in (1, 2)] == [True, False]
    ok(pos)


@pattern("opponent can't play digimon by effects")
def test_bt8_097_crimson_blaze_deletes_all_with_6000_dp_or_less_and_stops_plays_by_effects():
    import numpy as np

    from simcore import query as Q
    assert ("BT8-097 main main : cant play_digimon_by_effects target=opponent duration=opponents_next_turn ; then "
            "delete target=all_opponent dp<=6000") in lines_of("BT8-097")
    pos = build(Side(hand=["BT8-097"]), Side(battle=["BT2-076", "BT1-016", "BT2-079"], hand=["BT3-110"],
                                             trash=["BT2-075"]))
    use_option(pos, 0, "BT8-097")
    assert pos.battle(1) == [["BT2-079"]] and sorted(pos.trash(1)) == ["BT1-016", "BT2-075", "BT2-076"]
    pos.next_turn()
    assert Q.player_restricted(pos.st, pos.tb, np.int32(1), np.int32(ec.CANT_PLAY_DIGIMON_BY_EFFECTS))
    use_option(pos, 1, "BT3-110")                    # their Necrophobia plays nothing
    assert pos.battle(1) == [["BT2-079"]]
    ok(pos)


@pattern("place cards from the hand in the security stack")
def test_ex6_003_cupimon_swaps_a_security_card_for_an_angel_from_the_hand():
    assert lines_of("EX6-003") == [
        "EX6-003 inherited when_attacking once_per_turn optional : security_top_to_hand ; then hand_to_security 1 "
        "kind=digimon trait=angel|archangel|three_great_angels target=player filter=bottom"]
    pos = build(Side(battle=[Slot(["EX6-003", "BT1-053"])], hand=["BT2-052", "BT4-042"],
                     security=["BT1-016", "BT2-080", "BT2-054", "BT2-052"]), Side(security=["BT1-010"], deck=["BT1-010"]))
    pos.attack(0, 1)
    # the top security card (Hagurumon) comes to the hand, Piddomon (the only Angel) goes under the stack
    assert pos.security(0) == ["BT4-042", "BT1-016", "BT2-080", "BT2-054"]
    assert pos.hand(0) == ["BT2-052", "BT2-052"]
    ok(pos)


# --- immunity, suspend_unsuspended (scenarios: test_effect_immunity.py, test_effect_suspend_unsuspended.py) ------

@pattern("immunity to the opponent's effects for a duration")
def test_immunity_after_its_target_reads_whose_effects():
    assert "ST15-15 main main : unsuspend target=own count=1 ; then cant be_affected_by_opponents_digimon_effects " \
           "target=own count=1 name~greymon duration=opponents_next_turn" in lines_of("ST15-15")
    assert "BT26-058 main when_digivolving once_per_turn : cant be_affected_by_opponents_digimon_effects " \
           "target=own count=1 trait=cs duration=opponents_next_turn" in lines_of("BT26-058")


@pattern("immunity to the opponent's effects, the duration first")
def test_immunity_with_the_duration_first_reads_each_target_and_all_effects():
    assert "P-221 main when_digivolving if=dna_digivolving : cant be_affected_by_opponents_effects target=self " \
           "duration=opponents_next_turn" in lines_of("P-221")
    assert "AD1-009 main on_play : de_digivolve 3 target=opponent count=1 ; then cant " \
           "be_affected_by_opponents_digimon_effects target=self duration=opponents_next_turn ; then cant " \
           "be_affected_by_opponents_digimon_effects target=own count=1 name~garurumon " \
           "duration=opponents_next_turn" in lines_of("AD1-009")


@pattern("suspend unsuspended", "none of the opponent's digimon can ... for a duration")
def test_paildramon_reads_the_unsuspended_target_and_the_lock():
    assert "BT16-025 main when_attacking once_per_turn : suspend_unsuspended target=opponent count=1 ; then " \
           "if=not_suspended unsuspend target=self" in lines_of("BT16-025")
    assert "BT16-025 main when_digivolving : suspend target=all_opponent at_most_self=digivolution_cards ; then " \
           "if=dna_digivolving cant unsuspend target=all_opponent duration=opponents_next_turn" in lines_of("BT16-025")


@pattern("this digimon and digimon may unsuspend")
def test_cresgarurumon_reads_both_unsuspensions_as_choices():
    assert "AD1-012 main when_attacking once_per_turn : bounce target=opponent count=1 rank=lowest_level filter=may " \
           "; then unsuspend target=self filter=may ; then unsuspend target=own count=1 up_to name~greymon" \
           in lines_of("AD1-012")

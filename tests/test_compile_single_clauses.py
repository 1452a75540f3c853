"""Compiled lines of wordings read in one clause each: "If X, Y." after the first sentence of an effect (Y alone
under the condition), "gains <Security A. +N> and +M DP" (two clauses on one Digimon), and `reveal_play` (reveal,
play 1 of the revealed cards for free, the rest to the deck bottom) and "If you did, ..." after a play (the condition
`played`), and the restriction `be_returned` ("can't be returned to the hand or deck"), with positions of real and
made-up cards."""
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from effect_positions import Side, Slot, build, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage, parse_effects
from decks.tools import compile_effects as C
from simcore import engine as E
from simcore import query as Q
from positions import build_position, digimon, tamer, ok
from simcore.effect_codes import A_ATTACK, A_BOUNCE, A_REVEAL_PLAY, A_SECURITY_ATTACK
from simcore.layout import G_CUR, G_TURN
from simcore.zones import set_memory

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")
I32 = np.int32


def effects_of(pos, card):
    """(action, target card, amount) of the effect events of `card`."""
    return [(e["effect"], e["target"], e["amount"]) for e in pos.events("effect") if e["card"] == card]


@needs_shared
def test_if_dna_digivolving_sentence_after_a_may_attack_bt24_037():
    chain = (": dp -5000 target=opponent count=1 duration=turn ; then attack target=own count=1 ; then "
             "if=dna_digivolving security_attack +1 target=own count=1 duration=turn ; then if=dna_digivolving "
             "dp +5000 target=own count=1 filter=same_targets duration=turn")
    assert lines_of("BT24-037")[:2] == ["BT24-037 main on_play " + chain, "BT24-037 main when_digivolving " + chain]
    assert card_coverage(load_catalog()["BT24-037"]) == "full"


@needs_shared
def test_a_condition_sentence_after_a_conditional_first_sentence_reads_branches():
    # "If you have 3 or more security cards, X. If you have 3 or fewer security cards, Y.": the first condition is
    # X's alone, not the whole effect's: `branches`, each clause under its own condition
    assert "BT10-040 main when_attacking once_per_turn : branches ; then if=own_security>=3 dp -5000 target=opponent " \
        "count=1 duration=turn ; then if=own_security<=3 memory +2" in lines_of("BT10-040")
    assert "ST14-10 main when_digivolving : unsuspend target=self ; then if=own_trash>=20 memory +3" in lines_of("ST14-10")


def test_security_attack_and_dp_pattern_reads_two_clauses_on_one_digimon():
    ctx = C.Context(card="X", block="main", trigger="on_play", kind="digimon")
    assert C.match_sentence("1 of your digimon gains <security a. +2> and +7000 dp for the turn", ctx) == (
        "security attack and dp for a duration",
        ["security_attack +2 target=own count=1 duration=turn",
         "dp +7000 target=own count=1 filter=same_targets duration=turn"])


@needs_shared
def test_bt24_037_played_weakens_then_lets_a_digimon_attack_no_dna_bonus():
    # played, not DNA digivolved: the opponent's Greymon (4000 DP) drops to 0 and is deleted, then our Greymon may
    # attack the player, who has no security: the attack wins; no Security A. is given
    pos = build(Side(hand=["BT24-037"], battle=[Slot("BT1-015", entered=1)], deck=["BT1-031"] * 3),
                Side(battle=["BT1-015"], deck=["BT1-031"]), memory=8)
    pos.play(0, "BT24-037")
    assert pos.trash(1) == ["BT1-015"] and pos.battle(1) == []
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert [x[1] for x in pos.effects("BT24-037") if x[1] in (A_ATTACK, A_SECURITY_ATTACK)] == [A_ATTACK]
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("BT1-015", "player")]
    assert pos.over() and pos.winner() == 0


# --- reveal_play -----------------------------------------------------------------------------------------------
REVEALER = digimon("W-80", 3, 3000, 3)
PARTNER = replace(tamer("W-81", 2), name="Test Partner", traits=("TS",))
STRANGER = tamer("W-82", 2)
FILLER = digimon("W-83", 4, 4000, 4)
REVEAL_CARDS = [REVEALER, PARTNER, STRANGER, FILLER]
REVEAL_EFFECTS = parse_effects("W-80 main on_play : reveal_play 3 kind=tamer trait=TS")


def reveal_position(deck):
    return build_position(REVEAL_CARDS, Side(hand=["W-80"], deck=list(deck)), Side(deck=["W-83"]),
                          effects=REVEAL_EFFECTS, memory=5, turn=3)


def test_reveal_play_plays_the_matching_tamer_for_free_and_puts_the_rest_at_the_bottom():
    # deck bottom first: the top three are W-83, W-81, W-82 (top last); W-81 is played, W-82 then W-83 go under
    pos = reveal_position(["W-83", "W-82", "W-81", "W-83"])
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["W-80"], ["W-81"]]
    assert [(e["card"], e["cost"]) for e in pos.events("play")] == [("W-80", 3), ("W-81", 0)]
    assert sorted(pos.deck(0)[:2]) == ["W-82", "W-83"] and pos.deck(0)[2] == "W-83" and len(pos.deck(0)) == 3
    assert effects_of(pos, "W-80") == [(A_REVEAL_PLAY, "W-81", 1)]
    assert pos.memory(0) == 2
    ok(pos)


def test_reveal_play_without_a_matching_card_plays_nothing():
    # the TS Tamer is fourth from the top: not revealed, it is the top card after; W-82 is a Tamer without the trait
    pos = reveal_position(["W-81", "W-83", "W-82", "W-83"])
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["W-80"]]
    assert pos.deck(0)[-1] == "W-81" and sorted(pos.deck(0)[:3]) == ["W-82", "W-83", "W-83"]
    assert [(a, n) for a, _, n in effects_of(pos, "W-80")] == [(A_REVEAL_PLAY, 0)]
    ok(pos)


@needs_shared
def test_bt19_008_on_deletion_reveals_and_plays_a_xros_heart_tamer_then_saves():
    assert lines_of("BT19-008")[1] == "BT19-008 main on_deletion : reveal_play 3 kind=tamer trait=xros_heart ; then save"
    assert card_coverage(load_catalog()["BT19-008"]) == "full"


def test_the_older_words_for_a_free_play_and_a_reveal_read_as_the_newer():
    # "without paying its memory cost" is "without paying the cost"; "reveal N cards from the top of your deck" is
    # "reveal the top N cards of your deck"; "on the Digimon played with this effect" as "on Digimon played ..."
    assert C.normalize("Reveal 8 cards from the top of your deck. You may play 1 [X] among them without paying its "
                       "memory cost.") == ("reveal the top 8 cards of your deck. you may play 1 [x] among them without "
                                           "paying the cost.")
    assert C.normalize("Play 2 [X] without paying their memory costs.") == "play 2 [x] without paying the costs."
    assert C.normalize("Any [On Play] effects on the Digimon played with this effect.") == (
        "any [on play] effects on digimon played with this effect.")


@needs_shared
@pytest.mark.parametrize("card, line", [
    ("BT2-108", "BT2-108 main main : play_from_trash kind=digimon color=purple level=3 filter=no_on_play"),
    ("BT3-063", "BT3-063 main on_deletion : reveal_play 3 kind=digimon name=chuumon up_to"),
    ("BT4-063", "BT4-063 main on_deletion : reveal_play 3 kind=digimon name=commandramon up_to"),
    ("BT3-070", "BT3-070 main on_deletion : reveal_play 5 kind=digimon level=6 name~etemon up_to"),
    ("BT7-105", "BT7-105 main main : reveal_play 3 kind=digimon color=black cost<=4 up_to filter=rest_to_trash ; then "
                "place_in_battle_area")])
def test_older_cards_with_those_words_are_read(card, line):
    assert line in lines_of(card)
    assert card_coverage(load_catalog()[card]) == "full"


def test_attacks_on_unsuspended_digimon_and_a_misprinted_dp_read_as_words_of_the_vocabulary():
    # "this digimon can (may) also attack your opponent's unsuspended digimon": the keyword attacks_unsuspended (not
    # with a filter after it, a wording of its own); "get-4000 dp": "get -4000 dp"
    assert C.normalize("This Digimon can also attack your opponent's unsuspended Digimon.") == (
        "this digimon gains <attack unsuspended>.")
    assert C.normalize("This Digimon may also attack your opponent's unsuspended Digimon.") == (
        "this digimon gains <attack unsuspended>.")
    assert "gains <attack" not in C.normalize("This Digimon can also attack your opponent's unsuspended Digimon with "
                                               "[Zzz] in its name.")
    assert C.normalize("3 of your opponent's level 3 Digimon get-4000 DP") == (
        "3 of your opponent's level 3 digimon get -4000 dp")


@needs_shared
@pytest.mark.parametrize("card, line", [
    ("BT2-097", "BT2-097 main main : dp -4000 target=opponent count=3 level<=3 level>=3 duration=turn"),
    ("BT2-110", "BT2-110 main main : delete_unsuspended target=opponent count=1"),
    ("BT8-018", "BT8-018 main static your_turn : keyword attacks_unsuspended target=self"),
    ("BT18-084", "BT18-084 main on_play : delete_unsuspended target=opponent count=1"),
    ("BT18-084", "BT18-084 main when_digivolving : delete_unsuspended target=opponent count=1"),
    ("ST12-08", "ST12-08 main when_digivolving : keyword attacks_unsuspended target=self duration=turn")])
def test_cards_with_those_words_are_read(card, line):
    assert line in lines_of(card)
    assert card_coverage(load_catalog()[card]) == "full"


def test_an_unblockable_digimon_and_n_or_less_cards_read_as_the_usual_words():
    # only the opponent blocks: "can't be blocked by your opponent's digimon" and "is unblockable" are "can't be
    # blocked" (not with a filter of the blockers after it); "4 or less cards" is "4 or fewer cards"
    assert C.normalize("This Digimon can't be blocked by your opponent's Digimon.") == "this digimon can't be blocked."
    assert C.normalize("This Digimon is unblockable.") == "this digimon can't be blocked."
    assert C.normalize("Zzzmon can't be blocked by your opponent's Digimon with [Zzz] in its name.") == (
        "zzzmon can't be blocked by your opponent's digimon with [zzz] in its name.")
    assert C.normalize("If you have 4 or less cards in your hand") == "if you have 4 or fewer cards in your hand"


@needs_shared
@pytest.mark.parametrize("card, line", [
    ("BT3-074", "BT3-074 main static your_turn : cant be_blocked target=self"),
    ("ST8-09", "ST8-09 main static your_turn : cant be_blocked target=self"),
    ("BT1-046", "BT1-046 main when_attacking if=own_hand<=4 : draw 1")])
def test_cards_with_the_unblockable_and_or_less_words_are_read(card, line):
    assert line in lines_of(card)
    assert card_coverage(load_catalog()[card]) == "full"


def test_if_or_while_you_have_one_name_is_own_has_name_and_while_you_have_n_memory_own_memory():
    assert C.split_condition("while you have a [hiro amanokawa] in play, this digimon gets +7000 dp.", "static") == (
        "if=own_has_name=hiro_amanokawa", "this digimon gets +7000 dp.")
    assert C.split_condition("if you have [shoto kazama], gain 1 memory.", "when_attacking") == (
        "if=own_has_name=shoto_kazama", "gain 1 memory.")
    assert C.split_condition("while you have 3 or more memory, this digimon gains <blocker>.", "static") == (
        "if=own_memory>=3", "this digimon gains <blocker>.")
    # two names: own_has (a Digimon or Tamer of either name), read apart; [Mother D-Reaper]: not read
    assert C.split_condition("if you have [a] or [b], gain 1 memory.", "main")[0] is None
    assert C.split_condition("while you have a [mother d-reaper] in play, this digimon gets +9000 dp.", "static")[0] is None


@needs_shared
@pytest.mark.parametrize("card, line", [
    ("P-059", "P-059 inherited static your_turn if=own_has_name=hiro_amanokawa : dp +2000 target=self"),
    ("P-060", "P-060 inherited when_attacking once_per_turn if=own_has_name=ruli_tsukiyono : memory +1"),
    ("P-061", "P-061 inherited when_attacking once_per_turn if=own_has_name=kiyoshiro_higashimitarai : draw 1"),
    ("BT1-018", "BT1-018 main static your_turn if=own_memory>=3 : security_attack +1 target=self")])
def test_cards_with_one_name_or_memory_conditions_are_read(card, line):
    assert line in lines_of(card)
    assert card_coverage(load_catalog()[card]) == "full"


def test_give_a_keyword_and_dp_before_a_keyword_read_in_the_usual_order():
    assert C.normalize("Give 4 of your opponent's Digimon <Security A. -3> until their turn ends.") == (
        "4 of your opponent's digimon gain <security a. -3> until their turn ends.")
    assert C.normalize("Give 3 of your opponent's Digimon <Security Attack -3>until the end of their turn.") == (
        "3 of your opponent's digimon gain <security a. -3> until the end of their turn.")
    assert C.normalize("1 of your Digimon gets +7000 DP and <Security Attack +3> (a reminder) for the turn.") == (
        "1 of your digimon gains <security a. +3> and +7000 dp for the turn.")
    assert C.normalize("1 of your Digimon gets +7000 DP and <Piercing> for the turn.") == (
        "1 of your digimon gets +7000 dp and gains <piercing> for the turn.")
    # more words after the keyword: left as written
    assert C.normalize("Give 3 of your opponent's Digimon <Security A. -1> and -5000 DP until their turn ends.") == (
        "give 3 of your opponent's digimon <security a. -1> and -5000 dp until their turn ends.")


@needs_shared
@pytest.mark.parametrize("card, line", [
    ("ST20-05", "ST20-05 main on_play : security_attack -1 target=opponent count=2 duration=opponents_next_turn"),
    ("EX8-019", "EX8-019 inherited when_attacking : security_attack -1 target=opponent count=1 "
                "duration=opponents_next_turn"),
    ("EX8-034", "EX8-034 main on_deletion : security_attack -1 target=opponent count=2 duration=opponents_turn_end"),
    ("BT1-093", "BT1-093 main main : security_attack +1 target=own count=1 duration=turn ; then dp +2000 target=own "
                "count=1 filter=same_targets duration=turn"),
    ("BT3-101", "BT3-101 main main : security_attack -1 target=opponent count=1 duration=opponents_next_turn ; then "
                "dp -3000 target=opponent count=1 filter=same_targets duration=opponents_next_turn"),
    ("BT6-081", "BT6-081 main own_hand_trashed your_turn once_per_turn : security_attack +1 target=self duration=turn "
                "; then dp +2000 target=self duration=turn"),
    ("BT8-103", "BT8-103 main main : dp +2000 target=own count=1 any=colors:2|colors:3 duration=turn ; then piercing "
                "target=own count=1 filter=same_targets duration=turn")])
def test_cards_with_the_give_and_dp_and_keyword_words_are_read(card, line):
    assert line in lines_of(card)
    assert card_coverage(load_catalog()[card]) == "full"


def test_your_hand_has_n_or_more_cards_and_1_digivolution_card_from_the_bottom():
    assert C.split_condition("if your hand has 9 or more cards, trash 2 cards in your hand.", "when_attacking") == (
        "if=own_hand>=9", "trash 2 cards in your hand.")
    ctx = C.Context(card="X", block="main", trigger="on_play", kind="digimon")
    assert C.match_sentence("trash 1 digivolution card from the bottom of 2 of your opponent's digimon", ctx) == (
        "trash bottom digivolution cards", ["trash_digivolution_bottom 1 target=opponent count=2"])


@needs_shared
@pytest.mark.parametrize("card, line", [
    ("EX12-023", "EX12-023 inherited when_attacking once_per_turn : draw 1 ; then if=own_hand>=7 trash_from_hand 1"),
    ("EX12-027", "EX12-027 inherited when_attacking once_per_turn : draw 1 ; then if=own_hand>=7 trash_from_hand 1"),
    ("EX1-012", "EX1-012 main on_play : trash_digivolution_bottom 1 target=opponent count=1"),
    ("BT7-021", "BT7-021 main when_digivolving : trash_digivolution_bottom 1 target=opponent count=1")])
def test_cards_with_the_hand_has_and_bottom_card_words_are_read(card, line):
    assert line in lines_of(card)
    assert card_coverage(load_catalog()[card]) == "full"


def test_a_memory_gain_and_the_card_to_the_hand_are_two_clauses():
    assert C.normalize("[Security] Gain 3 memory, and add this card to its owner's hand.") == (
        "[security] gain 3 memory. then, add this card to its owner's hand.")
    assert C.normalize("Suspend 4 of your Digimon. Then add this card its owner's hand.") == (
        "suspend 4 of your digimon. then, add this card to its owner's hand.")


@needs_shared
@pytest.mark.parametrize("card, line", [
    ("BT1-108", "BT1-108 security security : suspend target=opponent count=1 ; then add_self_to_hand"),
    ("BT10-109", "BT10-109 security security : memory +1 ; then add_self_to_hand")])
def test_options_with_those_security_words_are_read(card, line):
    assert line in lines_of(card)
    assert card_coverage(load_catalog()[card]) == "full"


@needs_shared
def test_a_delete_of_an_unsuspended_digimon_with_more_words_is_not_read_as_the_bare_one():
    # "delete 3 of ... unsuspended": delete_unsuspended deletes 1 only
    assert not any("delete_unsuspended" in x for x in lines_of("BT11-110"))
    assert card_coverage(load_catalog()["BT11-110"]) != "full"


# --- if=played ("If you did, ...") ------------------------------------------------------------------------------
PLAYER = digimon("W-84", 5, 6000, 3)
PLAYED_EFFECTS = parse_effects("W-84 main on_play : play_from_hand 5 kind=tamer trait=TS filter=pay_cost ; "
                               "then if=played delete target=self")


def played_position(hand):
    return build_position(REVEAL_CARDS + [PLAYER], Side(hand=["W-84", *hand], deck=["W-83"] * 2),
                          Side(deck=["W-83"]), effects=PLAYED_EFFECTS, memory=5, turn=3)


def test_if_you_did_runs_after_a_play_that_played():
    # the TS Tamer costs 2, 5 less: free; it is played, then W-84 deletes itself
    pos = played_position(["W-81"])
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["W-81"]] and pos.trash(0) == ["W-84"]
    assert [(e["card"], e["cost"]) for e in pos.events("play")] == [("W-84", 3), ("W-81", 0)]
    assert pos.memory(0) == 2
    ok(pos)


def test_if_you_did_does_not_run_when_nothing_was_played():
    # W-82 is a Tamer without the trait: nothing is played, W-84 stays
    pos = played_position(["W-82"])
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["W-84"]] and pos.trash(0) == [] and pos.hand(0) == ["W-82"]
    ok(pos)


@needs_shared
def test_bt21_021_end_of_attack_play_reduced_then_delete_itself_and_ex1_062():
    assert lines_of("BT21-021")[1] == (
        "BT21-021 main end_of_attack : play_from_hand 5 kinds=digimon,tamer trait=xros_heart|blue_flare|hero "
        "filter=may,pay_cost ; then if=played delete target=self")
    assert card_coverage(load_catalog()["BT21-021"]) == "full"
    assert "EX1-062 main end_of_attack : delete target=self" in lines_of("EX1-062")


# --- cant be_returned -------------------------------------------------------------------------------------------
GUARDED = digimon("W-85", 5, 6000, 3)
BOUNCER = digimon("W-86", 4, 4000, 3)
RETURN_EFFECTS = parse_effects("""
W-85 main on_play : cant be_returned target=own count=1 duration=opponents_next_turn ; then dp +3000 target=own count=1 filter=same_targets duration=opponents_next_turn
W-86 main on_play : bounce target=opponent count=1
""")


def bounce_in_the_opponents_turn(first_effects):
    """Player 0 plays W-85 (its only Digimon), then player 1 plays W-86, whose effect returns 1 of player 0's
    Digimon to the hand."""
    pos = build_position([GUARDED, BOUNCER, FILLER], Side(hand=["W-85"], deck=["W-83"] * 2),
                         Side(hand=["W-86"], deck=["W-83"] * 2), effects=first_effects, memory=5, turn=3)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    pos.st.g[G_TURN] = 4
    pos.st.g[G_CUR] = 1
    set_memory(pos.st, I32(1), 5)
    E.play_from_hand(pos.st, pos.tb, I32(1), I32(0))
    return pos


def test_a_digimon_that_cant_be_returned_stays_when_an_effect_would_return_it():
    pos = bounce_in_the_opponents_turn(RETURN_EFFECTS)
    assert pos.battle(0) == [["W-85"]] and pos.hand(0) == []
    assert Q.slot_dp(pos.st, pos.tb, I32(0), I32(1)) == 9000   # its +3000 lasts through the opponent's turn
    assert [e for e in pos.events("effect") if e["effect"] == A_BOUNCE] == []
    ok(pos)


def test_without_the_restriction_the_same_effect_returns_it():
    pos = bounce_in_the_opponents_turn(parse_effects("W-86 main on_play : bounce target=opponent count=1"))
    assert pos.battle(0) == [] and pos.hand(0) == ["W-85"]
    ok(pos)


@needs_shared
def test_bt19_051_gives_1_of_your_digimon_the_restriction_and_dp():
    chain = (": cant be_returned target=own count=1 duration=opponents_next_turn ; then dp +3000 target=own count=1 "
             "filter=same_targets duration=opponents_next_turn")
    assert "BT19-051 main on_play " + chain in lines_of("BT19-051")
    assert "BT19-051 main when_digivolving " + chain in lines_of("BT19-051")
    assert card_coverage(load_catalog()["BT19-051"]) == "full"

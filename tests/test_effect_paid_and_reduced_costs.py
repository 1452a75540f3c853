"""Costs paid by an effect, and the restrictions and reminders the compiler reads around them.

- "with [X] trait or with [Y] in its name": the two filters of a card in the other order, either one
  (any=name:Y|trait:X): ST19-13 ShinMonzaemon's cost placing a card from the trash under it;
- <De-Digivolve N>'s reminder text after a target with filters, after a full stop left out, or after a
  keyword written without its space: the keyword's own wording (P-015 Infermon, BT2-066 Machinedramon,
  BT4-068 Baboongamon, BT3-064 TiaLudomon, EX7-049 Metallicdramon);
- a text that is <Jamming>'s (or <Rush>'s) reminder alone, the keyword dropped in front of it: the keyword
  (BT15-025 Seadramon, BT15-022, EX4-018), and <Jamming>'s reminder after the sentence that gives it (BT7-022);
- "this Digimon can't be attacked" (persistent): `cant attack_this target=all_opponent` (BT5-030 Neptunemon,
  P-051); "while this Digimon ..., it can't ..." read as "this Digimon can't" (EX3-060 ExTyrannomon);
- the cost of moving this Digimon's top card beneath the rest of its stack (top_card_under_cost):
  BT23-008, BT23-018 (not of a leaving timing, which doesn't run it: BT26-058 stays unmodeled);
- "<Draw N> and <another action>": the draw, then the other action as it reads alone (EX10-015 Psychemon);
- the reminder texts of <Blocker>, <Reboot>, <Security A. +1/-1>, <Piercing>, <Retaliation>, <Rush> and <Jamming>
  standing where the keyword was left out of the data (a text of its own, "gains (...)"): the keyword; after the
  sentence that gives the keyword: dropped (BT15-030, BT15-055, BT15-073, BT15-086, LM-011, BT15-015, BT11-104,
  BT15-035)."""
import numpy as np

import effect_positions
from effect_positions import Side, Slot, answered, full, lines_of, ok, script

from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import query as Q

SHINMONZAEMON = "ST19-13"   # yellow Lv.6 [Puppet], from yellow Lv.5 for 4; the cost: a card from the trash under it
SIRENMON = "BT1-057"        # yellow Lv.5, no text
NUMEMON = "BT2-056"         # Lv.4 Numemon [Mollusk], no text: [Numemon] in its name
TOYAGUMON = "BT7-007"       # Lv.3 [Puppet], no text
GOGMAMON = "BT10-064"       # black Lv.5, no text: neither name nor trait
MONODRAMON = "BT1-009"      # red Lv.3, no text
INFERMON = "P-015"          # black Lv.5, from black Lv.4 for 3; on play: <De-Digivolve 1> on 1 of the opponent's
GOLEMON = "BT10-062"        # black Lv.4, no text
SEADRAMON = "BT15-025"      # blue Lv.4: <Rush>; inherited <Jamming> (the keywords' reminders alone)
IKKAKUMON = "BT1-034"       # blue Lv.4, no text
I32 = np.int32


def test_encoded_lines():
    for card in (SHINMONZAEMON, INFERMON, "BT2-066", "BT4-068", "BT3-064", "BT3-069", "BT2-105", "BT2-106",
                 SEADRAMON, "BT7-022"):
        assert full(card), card
    assert lines_of(SHINMONZAEMON)[1:] == [
        "ST19-13 main on_play optional : place_from_trash_under_cost 1 level<=5 any=name:numemon|trait:puppet "
        "target=self ; then recovery 1",
        "ST19-13 main when_digivolving optional : place_from_trash_under_cost 1 level<=5 any=name:numemon|"
        "trait:puppet target=self ; then recovery 1"]
    assert lines_of(INFERMON) == ["P-015 main on_play : de_digivolve 1 target=opponent count=1"]
    assert "BT2-066 main on_play : de_digivolve 2 target=opponent count=2" in lines_of("BT2-066")
    assert lines_of("BT4-068") == [
        "BT4-068 main activated : digi_burst 2 ; then de_digivolve 1 target=opponent count=1 cost<=7"]
    assert lines_of("EX7-049")[:2] == ["EX7-049 main on_play : de_digivolve 4 target=opponent count=1",
                                      "EX7-049 main when_attacking : de_digivolve 4 target=opponent count=1"]
    assert lines_of(SEADRAMON) == ["BT15-025 main static : rush target=self",
                                   "BT15-025 inherited static : jamming target=self"]
    assert "BT15-022 inherited static : jamming target=self" in lines_of("BT15-022")
    assert "EX4-018 inherited static : jamming target=self" in lines_of("EX4-018")
    assert lines_of("BT7-022")[-1] == "BT7-022 main when_digivolving if=named_digivolution_cards>=1 : jamming " \
        "target=self duration=turn any=in_trait:hybrid|named:koji_minamoto"


def test_normalize_reads_the_filters_in_either_order():
    # made-up wordings of the two orders give the same text
    a = ce.normalize("By placing 1 card with [Foo] trait or with [Bar] in its name from your trash, gain 1 memory.")
    b = ce.normalize("By placing 1 card with [Bar] in its name or the [Foo] trait from your trash, gain 1 memory.")
    assert a == b
    assert ce.card_filter_words("card with [bar] in its name or the [foo] trait") == ["any=name:bar|trait:foo"]


def test_normalize_drops_a_de_digivolve_reminder_after_a_filtered_target():
    target = "1 of your opponent's Digimon"
    filtered = target + " with 5000 DP or less"
    reminder = "(Trash " + "up to 3 cards from the top; " + "stop at level 3.)"
    made_up = "<De-Digivolve 3> on " + filtered + ". " + reminder
    assert ce.normalize(made_up) == "<de-digivolve 3> " + filtered.lower() + "."
    misprinted = "<De-DigivoLv.e 2> on " + target + ". " + reminder
    assert ce.normalize(misprinted) == "<de-digivolve 2> " + target.lower() + "."


def _shinmonzaemon(trash, *answers):
    pos = effect_positions.build(Side(battle=[SIRENMON], hand=[SHINMONZAEMON], trash=trash,
                                      deck=[MONODRAMON, GOLEMON, IKKAKUMON]),
                                 Side(deck=[MONODRAMON]), memory=5)
    script(pos, 0, *answers)
    pos.digivolve(0, SHINMONZAEMON, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_cost_places_a_card_with_numemon_in_its_name_then_recovery():
    pos = _shinmonzaemon([GOGMAMON, NUMEMON], True)
    assert answered(pos)
    assert pos.stack(0, 1) == [NUMEMON, SIRENMON, SHINMONZAEMON]   # the bottom digivolution card
    assert pos.trash(0) == [GOGMAMON]                              # neither filter: stays
    assert len(pos.security(0)) == 1                               # <Recovery +1 (Deck)>
    assert pos.memory(0) == 5 - 4
    ok(pos)


def test_cost_places_a_puppet_trait_card():
    pos = _shinmonzaemon([TOYAGUMON], True)
    assert answered(pos)
    assert pos.stack(0, 1) == [TOYAGUMON, SIRENMON, SHINMONZAEMON]
    assert pos.trash(0) == []
    assert len(pos.security(0)) == 1
    ok(pos)


def test_no_card_to_place_no_recovery():
    pos = _shinmonzaemon([GOGMAMON])   # a level 5 card with neither the name nor the trait
    assert pos.stack(0, 1) == [SIRENMON, SHINMONZAEMON]
    assert pos.trash(0) == [GOGMAMON]
    assert pos.security(0) == []
    ok(pos)


def test_cost_declined_no_recovery():
    pos = _shinmonzaemon([NUMEMON], False)
    assert answered(pos)
    assert pos.trash(0) == [NUMEMON]
    assert pos.security(0) == []
    ok(pos)


def test_infermon_de_digivolves_one_of_the_opponents_digimon_by_1():
    pos = effect_positions.build(Side(hand=[INFERMON], deck=[MONODRAMON]),
                                 Side(battle=[Slot([MONODRAMON, GOLEMON, GOGMAMON])], deck=[MONODRAMON]), memory=7)
    script(pos, 0)
    pos.play(0, INFERMON)   # [On Play]
    E.settle(pos.st, pos.tb)
    assert pos.stack(1, 1) == [MONODRAMON, GOLEMON]   # its top card trashed
    assert pos.trash(1) == [GOGMAMON]
    ok(pos)


def test_seadramon_keywords_read_from_their_reminders():
    pos = effect_positions.build(Side(battle=[SEADRAMON, Slot([SEADRAMON, IKKAKUMON])], deck=[MONODRAMON]),
                                 Side(deck=[MONODRAMON]))
    assert pos.has(0, 1, ec.A_RUSH)          # its own text
    assert not pos.has(0, 1, ec.A_JAMMING)   # the inherited one counts from under a Digimon only
    assert pos.has(0, 2, ec.A_JAMMING)
    assert not pos.has(0, 2, ec.A_RUSH)
    ok(pos)


NEPTUNEMON = "BT5-030"   # [Opponent's Turn]: none of the opponent's Digimon may attack it
EX3_060 = "EX3-060"      # <Blocker>; without digivolution cards, no attack nor block


def test_encoded_restriction_lines():
    for card in (NEPTUNEMON, "P-051", EX3_060):
        assert full(card), card
    assert lines_of(NEPTUNEMON) == ["BT5-030 main static opponents_turn : cant attack_this target=all_opponent"]
    assert lines_of("P-051")[-1] == "P-051 main static opponents_turn : cant attack_this target=all_opponent"
    assert lines_of(EX3_060)[1:] == ["EX3-060 main static if=no_digivolution_cards : cant attack target=self",
                                     "EX3-060 main static if=no_digivolution_cards : cant block target=self"]


def test_this_digimon_cant_be_attacked_in_the_opponents_turn():
    # both of player 0's Digimon suspended: either may be attacked by the rules
    pos = effect_positions.build(Side(battle=[Slot([NEPTUNEMON], suspended=True), Slot([GOLEMON], suspended=True)],
                                      deck=[MONODRAMON]),
                                 Side(battle=[GOGMAMON], deck=[MONODRAMON]), current=1)
    assert Q.attack_this_barred(pos.st, pos.tb, I32(1), I32(1), I32(1))       # not this one
    assert not Q.attack_this_barred(pos.st, pos.tb, I32(1), I32(1), I32(2))   # another one: yes
    ok(pos)


def test_no_digivolution_cards_no_attack_nor_block():
    bare = effect_positions.build(Side(battle=[EX3_060], deck=[MONODRAMON]), Side(deck=[MONODRAMON]), turn=5)
    assert not bare.can_attack(0, 1)
    stacked = effect_positions.build(Side(battle=[Slot([MONODRAMON, EX3_060])], deck=[MONODRAMON]),
                                     Side(deck=[MONODRAMON]), turn=5)
    assert stacked.can_attack(0, 1)
    bare_theirs = effect_positions.build(Side(battle=[EX3_060], deck=[MONODRAMON]), Side(deck=[MONODRAMON]),
                                         current=1, turn=5)
    assert not bare_theirs.can_block(0, 1)
    stacked_theirs = effect_positions.build(Side(battle=[Slot([MONODRAMON, EX3_060])], deck=[MONODRAMON]),
                                            Side(deck=[MONODRAMON]), current=1, turn=5)
    assert stacked_theirs.can_block(0, 1)


GREYMON_CS = "BT23-008"   # red Lv.4 [CS]; [Main] once per turn: its top card under its stack pays for a play 2 cheaper
GABUMON = "EX1-011"       # blue Lv.3 Gabumon, play cost 3, no text


def test_encoded_top_stacked_card_cost_lines():
    assert full(GREYMON_CS) and full("BT23-018")
    assert "BT23-008 main activated once_per_turn optional : top_card_under_cost target=self ; then play_from_hand 2 " \
        "name=gabumon|nokia_shiramine filter=pay_cost" in lines_of(GREYMON_CS)
    assert "BT23-018 main activated once_per_turn optional : top_card_under_cost target=self ; then play_from_hand 2 " \
        "name=agumon|nokia_shiramine filter=pay_cost" in lines_of("BT23-018")
    # the leaving timings don't run this cost: the keeping effect stays unmodeled
    assert not full("BT26-058")


def _greymon_cs(stack, hand, *answers):
    pos = effect_positions.build(Side(battle=[Slot(stack)], hand=hand, deck=[MONODRAMON]),
                                 Side(deck=[MONODRAMON]), memory=3)
    script(pos, 0, *answers)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_top_stacked_card_under_then_a_cheaper_play():
    pos = _greymon_cs([MONODRAMON, GREYMON_CS], [GABUMON], True)
    assert answered(pos)
    assert pos.stack(0, 1) == [GREYMON_CS, MONODRAMON]   # its top card now its bottom digivolution card
    assert pos.battle(0)[1] == [GABUMON]
    assert pos.memory(0) == 3 - (3 - 2)
    assert not pos.activatable(0, 1)   # once per turn
    ok(pos)


def test_no_digivolution_cards_no_play():
    pos = _greymon_cs([GREYMON_CS], [GABUMON], True)
    assert pos.stack(0, 1) == [GREYMON_CS]
    assert pos.hand(0) == [GABUMON]
    assert pos.memory(0) == 3
    ok(pos)


PSYCHEMON = "EX10-015"   # Start of Your Main Phase: a <Save> card from the hand pays for a draw and a suspension
DRACMON = "BT12-048"     # a card with <Save> in its text


def test_encoded_draw_and_another_action():
    assert full(PSYCHEMON)
    assert lines_of(PSYCHEMON)[0] == "EX10-015 main start_of_your_main_phase optional : trash_from_hand_cost 1 " \
        "text~<save> ; then draw 1 ; then suspend target=opponent count=1"


def _psychemon(hand, *answers):
    pos = effect_positions.build(Side(battle=[PSYCHEMON], hand=hand, deck=[MONODRAMON]),
                                 Side(battle=[GOLEMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, *answers)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    return pos


def test_a_save_card_trashed_draw_then_suspend():
    pos = _psychemon([DRACMON], True)
    assert answered(pos)
    assert pos.trash(0) == [DRACMON]
    assert pos.hand(0) == [MONODRAMON]
    assert pos.suspended(1, 1)
    ok(pos)


def test_no_save_card_nothing():
    pos = _psychemon([GOLEMON])
    assert pos.hand(0) == [GOLEMON] and pos.trash(0) == []
    assert not pos.suspended(1, 1)
    ok(pos)


def test_encoded_keywords_read_from_their_reminders():
    """A keyword's reminder text with the keyword itself left out of the data: the keyword."""
    for card in ("BT15-030", "BT15-055", "BT15-073", "BT15-086", "LM-011", "BT15-015", "BT11-104"):
        assert full(card), card
    assert "BT15-030 main static : blocker target=self" in lines_of("BT15-030")
    assert "BT15-055 inherited static : reboot target=self" in lines_of("BT15-055")
    assert "BT15-073 inherited static : retaliation target=self" in lines_of("BT15-073")
    assert "BT15-070 inherited static : retaliation target=self" in lines_of("BT15-070")
    assert "BT15-050 inherited static : piercing target=self" in lines_of("BT15-050")
    assert "EX4-046 inherited static : blocker target=self" in lines_of("EX4-046")   # the older blocker reminder
    assert lines_of("BT15-086")[2:4] == [
        "BT15-086 inherited static if=this_has : jamming target=self trait=machine|cyborg|soc",
        "BT15-086 inherited static if=this_has : blocker target=self trait=machine|cyborg|soc"]
    assert "BT15-065 inherited static your_turn if=this_has : security_attack +1 target=self " \
        "name~monzaemon|numemon" in lines_of("BT15-065")
    assert lines_of("LM-011")[0] == "LM-011 main on_play : suspend target=opponent count=1 ; then " \
        "if=opponent_no_unsuspended_digimon blocker target=own count=1 duration=opponents_next_turn"
    assert lines_of("BT15-015")[0] == "BT15-015 main activated once_per_turn optional : memory -2 ; then " \
        "security_attack +1 target=self duration=turn ; then attack target=self"
    # the reminder after the sentence that gives the keyword: dropped
    assert lines_of("BT11-104")[1] == "BT11-104 main main : dp +5000 target=own count=1 duration=turn ; then rush " \
        "target=own count=1 filter=same_targets duration=turn ; then attack target=own count=1 filter=digimon_only"
    assert lines_of("BT13-051")[0] == "BT13-051 main on_play : piercing target=own count=1 duration=turn"
    assert full("BT15-035") and "BT15-035 inherited when_attacking : security_attack -1 target=opponent count=1 " \
        "duration=opponents_next_turn" in lines_of("BT15-035")


def test_keyword_reminders_in_made_up_texts():
    blocker = ce._KEYWORD_REMINDERS[0][1]
    assert ce.keyword_reminders("[on play] x. it gains <blocker> for the turn. (made up)") == \
        "[on play] x. it gains <blocker> for the turn. (made up)"   # another parenthesis: kept
    assert blocker.startswith("(?:at blocker timing")


def test_blocker_reboot_retaliation_from_reminders():
    pos = effect_positions.build(Side(battle=["BT15-030", Slot([MONODRAMON, "BT15-055"]), Slot(["BT15-073", GOLEMON])],
                                      deck=[MONODRAMON]), Side(deck=[MONODRAMON]))
    assert pos.has(0, 1, ec.A_BLOCKER)
    assert not pos.has(0, 2, ec.A_REBOOT)          # its own text: not inherited from itself
    assert pos.has(0, 3, ec.A_RETALIATION)         # inherited from under Golemon
    stacked = effect_positions.build(Side(battle=[Slot(["BT15-055", GOLEMON])], deck=[MONODRAMON]),
                                     Side(deck=[MONODRAMON]))
    assert stacked.has(0, 1, ec.A_REBOOT)
    ok(pos)

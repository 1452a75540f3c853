"""The timing any_digimon_played_or_digivolved (a play or digivolution of any Digimon, either player's, with the
condition by_effect for one an effect did), the action return_played_at_opponents_turn_end (a free play whose Digimon
goes back to the hand when the opponent's turn ends), the condition event_dna_digivolved (the Digimon of an
own_digimon_digivolved timing digivolved by a DNA digivolution) and the action trash_any_digivolution_cards (cards
picked one by one from under any of the opponent's Digimon).

Real cards: AD1-024 Imperialdramon: Fighter Mode, BT16-085 Davis Motomiya & Ken Ichijoji, BT3-021 Veemon (<Jamming>
only), ST2-03 Gabumon / ST2-06 Garurumon (blue, no text of their own), ST1-03 Agumon / ST1-07 Greymon (red),
ST4-07 Kuwagamon (green level 4), BT12-028 Paildramon (DNA: blue level 4 + green level 4; its own text not modeled,
nothing of it runs here), ST2-08 WereGarurumon."""
import json

import numpy as np
import pytest
from effect_positions import Side, Slot, answered, build, script, ok, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage, parse_line
from decks.tools import compile_effects as ce
from simcore import engine as E
from simcore.effect_codes import A_BOUNCE, A_TRASH_ANY_DIGIVOLUTION_CARDS


# --- AD1-024 ---------------------------------------------------------------------------------------------------

def test_ad1_024_a_play_from_the_hand_suspends_an_opponents_digimon_and_unsuspends_it():
    pos = build(Side(hand=["ST1-03"], battle=[Slot("AD1-024", suspended=True)], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-07"])], deck=["ST1-03"]), memory=5)
    script(pos, 0, True)   # its "you may"; no deck-bottom choice follows: the play was not by an effect
    pos.play(0, "ST1-03")
    assert not pos.suspended(0, 1) and pos.suspended(1, 1)
    assert pos.battle(1) == [["ST1-03", "ST1-07"]] and pos.deck(1) == ["ST1-03"]
    assert answered(pos)
    ok(pos)


def test_ad1_024_once_per_turn_and_declined():
    pos = build(Side(hand=["ST1-03", "ST1-03", "ST1-03"], battle=[Slot("AD1-024", suspended=True)], deck=["ST1-03"]),
                Side(battle=["ST1-07"], deck=["ST1-03"]), memory=9)
    script(pos, 0, False)   # declined: nothing happens, the use not spent
    pos.play(0, "ST1-03")
    assert pos.suspended(0, 1) and not pos.suspended(1, 1)
    script(pos, 0, True)
    pos.play(0, "ST1-03")
    assert not pos.suspended(0, 1) and pos.suspended(1, 1)
    pos.st.susp[0, 1] = 1
    pos.st.susp[1, 1] = 0
    script(pos, 0)          # the third play: spent, it does not activate (greedy would take it)
    pos.play(0, "ST1-03")
    assert pos.suspended(0, 1) and not pos.suspended(1, 1)
    ok(pos)


def test_ad1_024_an_opponents_digivolution_fires_it_too():
    pos = build(Side(battle=[Slot("AD1-024", suspended=True)], deck=["ST1-03"]),
                Side(hand=["ST1-07"], battle=["ST1-03", "ST2-06"], deck=["ST1-03"]), current=1, memory=5)
    script(pos, 0, True)
    pos.digivolve(1, "ST1-07", 1)
    assert not pos.suspended(0, 1)
    assert pos.suspended(1, 1) or pos.suspended(1, 2)   # 1 of the opponent's Digimon
    assert len(pos.battle(1)) == 2
    ok(pos)


def test_ad1_024_after_a_play_by_an_effect_returns_a_suspended_digimon_to_the_deck_bottom():
    # BT16-085 plays Veemon at the start of the main phase, an effect: Imperialdramon suspends the opponent's
    # only unsuspended Digimon, unsuspends itself, then returns a suspended one to the deck bottom
    pos = build(Side(hand=["BT3-021"], battle=["BT16-085", Slot("AD1-024", suspended=True)], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-07"])], deck=["ST2-03"]), memory=3)
    script(pos, 0, True, True, True)   # the free play, Imperialdramon's "you may", the return
    E.begin_main_phase(pos.st, pos.tb, np.int32(0))
    assert answered(pos)
    assert pos.battle(0) == [["BT16-085"], ["AD1-024"], ["BT3-021"]] and not pos.suspended(0, 2)
    assert pos.battle(1) == [] and sorted(pos.deck(1)) == ["ST1-03", "ST1-07", "ST2-03"]
    assert pos.deck(1)[-1] == "ST2-03"   # under the deck: its top card stays on top
    ok(pos)


def test_ad1_024_lines_and_coverage():
    assert ("AD1-024 main any_digimon_played_or_digivolved once_per_turn optional : suspend target=opponent count=1 "
            "; then unsuspend target=self ; then if=by_effect to_deck_bottom target=opponent count=1 "
            "filter=suspended,may") in lines_of("AD1-024")
    assert card_coverage(load_catalog()["AD1-024"]) == "full"


# --- BT16-085 --------------------------------------------------------------------------------------------------

def test_bt16_085_plays_veemon_free_and_returns_it_when_the_opponents_turn_ends():
    pos = build(Side(hand=["BT3-021"], battle=["BT16-085"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, np.int32(0))
    assert pos.battle(0) == [["BT16-085"], ["BT3-021"]] and pos.hand(0) == [] and pos.memory(0) == 3
    pos.end_of_turn(0)
    assert pos.battle(0) == [["BT16-085"], ["BT3-021"]]   # its own turn's end: still there
    pos.next_turn()
    pos.end_of_turn(1)
    assert pos.battle(0) == [["BT16-085"]] and pos.hand(0) == ["BT3-021"]
    returned = [x for x in pos.effects("BT16-085") if x[1] in ("bounce", A_BOUNCE)]
    assert len(returned) == 1 and returned[0][2] == "BT3-021" and returned[0][4] == 0
    ok(pos)


def test_bt16_085_the_played_digimon_goes_back_digivolved_its_cards_trashed():
    pos = build(Side(hand=["BT3-021", "ST2-06"], battle=["BT16-085"], deck=["ST1-03", "ST1-03"]),
                Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True, True)   # the free play; then, the blue digivolution, the memory by suspending the Tamer
    E.begin_main_phase(pos.st, pos.tb, np.int32(0))
    pos.digivolve(0, "ST2-06", 2)
    assert pos.battle(0) == [["BT16-085"], ["BT3-021", "ST2-06"]] and pos.memory(0) == 2 and pos.suspended(0, 1)
    pos.end_of_turn(0)
    pos.next_turn()
    pos.end_of_turn(1)
    assert pos.battle(0) == [["BT16-085"]] and pos.hand(0) == ["ST1-03", "ST2-06"]
    assert pos.trash(0) == ["BT3-021"]
    assert answered(pos)
    ok(pos)


def test_bt16_085_no_veemon_or_wormmon_in_the_hand_nothing_played():
    pos = build(Side(hand=["ST2-03"], battle=["BT16-085"], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, np.int32(0))
    assert pos.battle(0) == [["BT16-085"]] and pos.hand(0) == ["ST2-03"]
    ok(pos)


def test_bt16_085_gains_a_memory_when_a_digimon_digivolves_into_a_blue_one():
    pos = build(Side(hand=["ST2-06", "ST1-07"], battle=["BT16-085", "ST2-03", "ST1-03"], deck=["ST1-03", "ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-07"])], deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, "ST1-07", 3)   # red: nothing (no "you may" asked)
    assert not pos.suspended(0, 1) and pos.memory(0) == 3
    pos.digivolve(0, "ST2-06", 2)   # blue: the Tamer suspends, 1 memory
    assert pos.suspended(0, 1) and pos.memory(0) == 5 - 2 - 2 + 1
    assert pos.battle(1) == [["ST1-03", "ST1-07"]]   # not a DNA digivolution: nothing trashed
    assert answered(pos)
    ok(pos)


def test_bt16_085_a_dna_digivolution_also_trashes_3_cards_from_under_the_opponents_digimon():
    # BT12-028 Paildramon's own [When Digivolving] trashes the top 3 from under each of the opponent's Digimon too:
    # 6 cards beneath, 3 for each effect
    pos = build(Side(hand=["BT12-028"], battle=["BT16-085", "ST2-06", "ST4-07"], deck=["ST1-03", "ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST2-03", "ST1-03", "ST2-03", "ST1-03", "ST2-06", "ST1-07"])],
                     deck=["ST1-03"]), memory=3)
    found = pos.dna_actions(0, "BT12-028")
    assert found
    script(pos, 0, True)
    pos.dna(0, "BT12-028", *found[0][:2])
    assert pos.suspended(0, 1)
    assert pos.battle(1) == [["ST1-07"]]
    assert sorted(pos.trash(1)) == ["ST1-03", "ST1-03", "ST1-03", "ST2-03", "ST2-03", "ST2-06"]
    trashed = [x for x in pos.effects("BT16-085")
               if x[1] in ("trash_any_digivolution_cards", A_TRASH_ANY_DIGIVOLUTION_CARDS)]
    assert len(trashed) == 3 and all(x[4] == 1 for x in trashed)
    ok(pos)


def test_bt16_085_fewer_cards_there_trashes_as_many_as_there_are():
    pos = build(Side(hand=["BT12-028"], battle=["BT16-085", "ST2-06", "ST4-07"], deck=["ST1-03", "ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-07"]), "ST2-08"], deck=["ST1-03"]), memory=3)
    found = pos.dna_actions(0, "BT12-028")
    script(pos, 0, True)
    pos.dna(0, "BT12-028", *found[0][:2])
    assert pos.battle(1) == [["ST1-07"], ["ST2-08"]] and pos.trash(1) == ["ST1-03"]
    ok(pos)


def test_bt16_085_lines_and_coverage():
    assert lines_of("BT16-085") == [
        "BT16-085 main start_of_your_main_phase optional : play_from_hand kind=digimon name=veemon|wormmon ; then "
        "if=played return_played_at_opponents_turn_end",
        "BT16-085 main own_digimon_digivolved your_turn optional card.color=blue,green : suspend_self_cost ; then "
        "memory +1 ; then if=event_dna_digivolved trash_any_digivolution_cards 3 target=opponent",
        "BT16-085 security security : play_self"]
    assert card_coverage(load_catalog()["BT16-085"]) == "full"


def test_the_new_words_are_refused_out_of_place():
    from decks.effects import EffectSyntaxError
    with pytest.raises(EffectSyntaxError, match="by_effect is a condition of any_digimon_played_or_digivolved"):
        parse_line("X-1 main on_play if=by_effect : draw 1", "t")
    with pytest.raises(EffectSyntaxError, match="event_dna_digivolved is a condition of own_digimon_digivolved"):
        parse_line("X-1 main on_play : draw 1 ; then if=event_dna_digivolved draw 1", "t")
    with pytest.raises(EffectSyntaxError, match="follows a play clause"):
        parse_line("X-1 main on_play : return_played_at_opponents_turn_end", "t")
    with pytest.raises(EffectSyntaxError, match="target=opponent"):
        parse_line("X-1 main on_play : trash_any_digivolution_cards 2 target=own", "t")


# --- the compiled wording --------------------------------------------------------------------------------------

def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines


def test_compiled_trash_any_digivolution_cards_of_the_opponents_digimon():
    assert "BT14-023 main when_digivolving : trash_any_digivolution_cards 2 target=opponent" in _lines("BT14-023")
    assert _lines("BT23-019")[:2] == ["BT23-019 main on_play : trash_any_digivolution_cards 2 target=opponent",
                                      "BT23-019 main when_digivolving : trash_any_digivolution_cards 2 target=opponent"]
    # "of 1 of your opponent's Digimon": one Digimon's cards, another reading
    assert not any("trash_any_digivolution_cards" in line for line in _lines("BT24-074"))


def test_bt23_019_on_play_trashes_2_cards_picked_from_under_any_of_the_opponents_digimon():
    # the opponent's two Digimon hold 1 and 2 cards beneath: 2 of the 3 go, whichever the pilot picks
    pos = build(Side(hand=["BT23-019"], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-07"]), Slot(["ST2-03", "ST2-06", "ST2-08"])], deck=["ST1-03"]),
                memory=4)
    pos.play(0, "BT23-019")
    under = sum(len(stack) - 1 for stack in pos.battle(1))
    assert under == 1 and len(pos.trash(1)) == 2
    assert [stack[-1] for stack in pos.battle(1)] == ["ST1-07", "ST2-08"]
    assert card_coverage(load_catalog()["BT23-019"]) == "full"
    ok(pos)


def test_bt14_023_when_digivolving_trashes_as_many_as_there_are_when_fewer_than_2():
    pos = build(Side(hand=["BT14-023"], battle=["ST2-03"], deck=["ST1-03", "ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-07"]), "ST2-08"], deck=["ST1-03"]), memory=3)
    pos.digivolve(0, "BT14-023", 1)
    assert pos.battle(1) == [["ST1-07"], ["ST2-08"]] and pos.trash(1) == ["ST1-03"]   # only 1 there
    assert card_coverage(load_catalog()["BT14-023"]) == "full"
    ok(pos)

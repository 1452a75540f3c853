"""Cards under a Tamer: the deck's top cards placed face down under this Tamer (`deck_top_under_self`), the
timing `cards_trashed_from_under` (an effect trashed a card from under this Tamer), and the rule that the cards
under a Tamer lend it no inherited effects.

Real cards: ST23-13 Tomoro Tenma & Kyo Sawashiro ([On Play] you may place the deck's top card under it, then with an
opponent's Digimon gain 1 memory) and ST23-06 Gekkomon (inherited <Piercing>). A made-up option that trashes the
bottom card from under one of your Tamers sets off ST23-13's own lines on a made-up Tamer; the compiled lines of
ST23-14, ST24-14 and BT25-088."""
import json
from dataclasses import replace

import numpy as np

from decks.effects import parse_effects
from decks.tools import compile_effects as ce
from effect_positions import answered, build, script, Side, Slot
from positions import build_position, digimon, option, tamer
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q

I32 = np.int32


def test_st23_13_places_the_deck_top_under_itself_then_gains_1_memory():
    pos = build(Side(hand=["ST23-13"], deck=["ST1-02", "ST1-03"]), Side(battle=["ST1-04"], deck=["ST1-03"]),
                memory=4)
    script(pos, 0, True)
    pos.play(0, "ST23-13")
    assert pos.battle(0) == [["ST1-03", "ST23-13"]] and pos.deck(0) == ["ST1-02"]
    assert pos.memory(0) == 1 and answered(pos)
    assert pos.violation() == 0


def test_st23_13_declined_keeps_the_deck_and_without_an_opponents_digimon_gains_nothing():
    pos = build(Side(hand=["ST23-13"], deck=["ST1-02", "ST1-03"]), Side(deck=["ST1-03"]), memory=4)
    script(pos, 0, False)
    pos.play(0, "ST23-13")
    assert pos.battle(0) == [["ST23-13"]] and pos.deck(0) == ["ST1-02", "ST1-03"]
    assert pos.memory(0) == 0 and answered(pos)
    assert pos.violation() == 0


def test_cards_under_a_tamer_lend_it_no_inherited_effects():
    # Gekkomon's inherited <Piercing> counts under a Digimon, not under a Tamer
    pos = build(Side(battle=[Slot(["ST23-06", "ST23-13"]), Slot(["ST23-06", "ST1-07"])]), Side(deck=["ST1-03"]))
    assert not pos.has(0, 1, ec.A_PIERCING)
    assert pos.has(0, 2, ec.A_PIERCING)
    assert pos.violation() == 0


# --- made-up cards: ST23-13's lines on V-81, trashed from by V-82 ---------------------------------------------

CARDS = [
    tamer("V-81", 4),
    option("V-82", 0),   # [Main] trash the bottom card from under 1 of your Tamers
    replace(digimon("V-83", 3, 3000, 3), traits=("Glowing Dawn",)),
    digimon("V-84", 3, 3000, 3),
]
EFFECTS = parse_effects("""
V-81 main cards_trashed_from_under your_turn optional : suspend_self_cost ; then dp +3000 target=own count=1 trait=glowing_dawn duration=opponents_next_turn
V-81 main cards_trashed_from_under opponents_turn optional : suspend_self_cost ; then dp +3000 target=own count=1 trait=glowing_dawn duration=turn
V-82 main main : trash_digivolution_bottom 1 target=own count=1 filter=tamer
""")


def _use(pos, number):
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)))


def test_a_card_trashed_from_under_a_tamer_sets_off_its_timing_and_its_suspension_pays():
    pos = build_position(CARDS, Side(hand=["V-82"], battle=[Slot(["V-84", "V-81"]), "V-83"], deck=["V-84"]),
                         Side(deck=["V-84"]), effects=EFFECTS, memory=3)
    script(pos, 0, True)
    _use(pos, "V-82")
    assert pos.battle(0) == [["V-81"], ["V-83"]] and pos.trash(0) == ["V-84", "V-82"]
    assert pos.suspended(0, 1) and int(Q.slot_dp(pos.st, pos.tb, 0, 2)) == 6000
    assert answered(pos) and pos.st.g[L.G_VIOLATION] == 0
    # the Tamer with nothing under it: nothing to trash, nothing set off
    pos = build_position(CARDS, Side(hand=["V-82"], battle=["V-81", "V-83"], deck=["V-84"]), Side(deck=["V-84"]),
                         effects=EFFECTS, memory=3)
    script(pos, 0, True)
    _use(pos, "V-82")
    assert not pos.suspended(0, 1) and int(Q.slot_dp(pos.st, pos.tb, 0, 2)) == 3000
    assert pos.st.g[L.G_CHOICE_AT] == 0 and pos.st.g[L.G_VIOLATION] == 0


def _reading(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record)


def test_compiled_lines_of_cards_placed_under_tamers():
    reading = _reading("ST23-14")
    assert reading.unmodeled == []
    assert reading.lines == [
        "ST23-14 main start_of_your_main_phase : deck_top_under_self 1 filter=may ; then if=opponent_digimon>=1 "
        "memory +1",
        "ST23-14 main on_play : deck_top_under_self 1 filter=may ; then if=opponent_digimon>=1 memory +1",
        "ST23-14 main cards_trashed_from_under your_turn optional : suspend_self_cost ; then jamming target=own "
        "count=1 trait=glowing_dawn duration=turn",
        "ST23-14 security security : play_self"]
    assert _reading("ST24-14").lines[2] == ("ST24-14 main cards_trashed_from_under optional : suspend_self_cost ; "
                                            "then suspend target=opponent count=1")
    assert _reading("BT25-088").lines[1] == ("BT25-088 main own_security_removed optional : suspend_self_cost ; "
                                             "then deck_top_under_self 2")

"""BT24-102 Homeros: a chained condition kept on two clauses (with 5 or more memory, the Tamer suspends and its
player draws), and activating an [On Play] or [When Digivolving] effect of another Digimon as that
Digimon's effect (activate_on_play_or_digivolving), paid by suspending the Tamer."""
import json

import numpy as np

from effect_positions import Side, Slot, build
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E


def start_of_main_phase(pos):
    E.begin_main_phase(pos.st, pos.tb, np.int32(0))


def test_homeros_suspends_and_draws_when_the_memory_reaches_5():
    pos = build(Side(battle=["BT24-102"], deck=["ST1-03", "ST1-04"]), memory=4)
    start_of_main_phase(pos)
    assert pos.memory(0) == 5
    assert pos.suspended(0, 1)
    assert pos.hand(0) == ["ST1-04"] and pos.deck(0) == ["ST1-03"]
    assert pos.violation() == 0


def test_homeros_below_5_memory_only_gains_memory():
    pos = build(Side(battle=["BT24-102"], deck=["ST1-03", "ST1-04"]), memory=2)
    start_of_main_phase(pos)
    assert pos.memory(0) == 3
    assert not pos.suspended(0, 1)
    assert pos.hand(0) == [] and pos.deck(0) == ["ST1-03", "ST1-04"]
    assert pos.violation() == 0


def test_homeros_activates_the_on_play_effect_of_an_olympos_xii_digimon_at_the_end_of_the_turn():
    # BT25-077 Bacchusmon [Olympos XII]: [On Play] you may play a [TS] Digimon with 6000 DP or less from the hand
    # for free; BT24-046 Garurumon is one (4000 DP)
    pos = build(Side(battle=["BT24-102", Slot("BT25-077")], hand=["BT24-046"], deck=["ST1-03"]), memory=2)
    pos.end_of_turn(0)
    assert pos.suspended(0, 1)
    assert pos.battle(0) == [["BT24-102"], ["BT25-077"], ["BT24-046"]]
    assert pos.hand(0) == [] and pos.memory(0) == 2
    picked = [e for e in pos.effects("BT24-102") if e[1] == ec.A_ACTIVATE_ON_PLAY_OR_DIGIVOLVING]
    assert [e[2] for e in picked] == ["BT25-077"]
    assert pos.violation() == 0


def test_homeros_activates_nothing_without_an_olympos_xii_digimon():
    # BT24-046 has [On Play] effects but not the [Olympos XII] trait; the greedy pilot pays the suspension anyway
    pos = build(Side(battle=["BT24-102", Slot("BT24-046")], hand=["BT24-046"], deck=["ST1-03"]), memory=2)
    pos.end_of_turn(0)
    assert pos.suspended(0, 1)
    assert pos.battle(0) == [["BT24-102"], ["BT24-046"]] and pos.hand(0) == ["BT24-046"]
    assert [e for e in pos.effects("BT24-102") if e[1] == ec.A_ACTIVATE_ON_PLAY_OR_DIGIVOLVING] == []
    assert pos.violation() == 0


def test_compiled_lines_of_homeros():
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8"))
                  if r["cardId"] == "BT24-102")
    reading = ce.read_card(record)
    assert reading.unmodeled == []
    assert reading.lines == [
        "BT24-102 main start_of_your_main_phase : memory +1 ; then if=own_memory>=5 suspend target=self ; then "
        "if=own_memory>=5 draw 1",
        "BT24-102 main static : dp +1000 target=all_own trait=ts",
        "BT24-102 main end_of_your_turn optional : suspend_self_cost ; then activate_on_play_or_digivolving "
        "target=own count=1 trait=olympos_xii",
        "BT24-102 security security : play_self",
    ]

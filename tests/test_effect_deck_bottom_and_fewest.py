"""Returning an opponent's Digimon to the bottom of the deck (to_deck_bottom: with its digivolution cards, in their
stack order, the top card highest) and targets "with the fewest digivolution cards" (filter=fewest_digivolution_cards:
only those with the fewest among the Digimon passing the other filters, ties all kept). BT24-030 Neptunemon's
[On Play] returns all of them; BT15-052 Puppetmon's returns 1 suspended one; AD1-013 ZeigGreymon's counted delete.
The compiled lines of BT24-030, BT15-052, AD1-013 and EX7-036."""
import json

import numpy as np

from effect_positions import Side, Slot, build
from decks.tools import compile_effects as ce
from simcore import layout as L
from simcore.targets import gather_targets


def test_bt24_030_returns_all_the_digimon_with_the_fewest_digivolution_cards():
    pos = build(Side(hand=["BT24-030"], deck=["ST1-02"]),
                Side(battle=[Slot(["ST1-03", "ST1-06"]), "ST1-04", Slot(["ST1-02", "ST1-07", "ST1-08"]), "ST1-05"],
                     deck=["ST1-09"]), memory=10)
    pos.play(0, "BT24-030")   # 12 - 5: the opponent has 2 or more Digimon
    assert pos.battle(0) == [["BT24-030"]] and pos.memory(0) == 3
    assert pos.battle(1) == [["ST1-03", "ST1-06"], ["ST1-02", "ST1-07", "ST1-08"]]
    assert pos.deck(1) == ["ST1-05", "ST1-04", "ST1-09"]   # bottom first: each went under the deck in turn
    assert pos.trash(1) == [] and pos.violation() == 0


def test_the_fewest_digivolution_cards_may_be_more_than_none():
    pos = build(Side(hand=["BT24-030"]),
                Side(battle=[Slot(["ST1-03", "ST1-06"]), Slot(["ST1-02", "ST1-07", "ST1-08"]), Slot(["ST1-04", "ST1-05"])],
                     deck=["ST1-09"]), memory=10)
    pos.play(0, "BT24-030")
    assert pos.battle(1) == [["ST1-02", "ST1-07", "ST1-08"]]
    # the stacks in their order under the deck, each top card above its digivolution cards
    assert pos.deck(1) == ["ST1-04", "ST1-05", "ST1-03", "ST1-06", "ST1-09"]
    assert pos.violation() == 0


def test_bt15_052_returns_a_suspended_digimon_with_its_digivolution_cards():
    for seed in range(1, 5):
        pos = build(Side(hand=["BT15-052"]),
                    Side(battle=[Slot(["ST1-03", "ST1-06"], suspended=True), "ST1-04"], deck=["ST1-09"]),
                    memory=12, pilots=("random", "random"), seed=seed)
        pos.play(0, "BT15-052")
        assert pos.battle(1) == [["ST1-04"]]   # the only suspended one, whatever the pilot
        assert pos.deck(1) == ["ST1-03", "ST1-06", "ST1-09"] and pos.violation() == 0


def test_counted_fewest_digivolution_cards_keeps_the_tied_ones():
    pos = build(Side(hand=["AD1-013"]),
                Side(battle=[Slot(["ST1-03", "ST1-06"]), "ST1-04", Slot(["ST1-02", "ST1-07", "ST1-08"]), "ST1-05"],
                     deck=["ST1-09"]), memory=10)
    row = next(r for r in range(pos.tb.eff.shape[0]) if pos.tb.eff[r, 0] == pos.card("AD1-013")
               and pos.tb.eff[r, 2] == 1)   # its [On Play] row
    n = gather_targets(pos.st, pos.tb, np.int32(0), pos.tb.eff[row], np.int32(-1))
    assert sorted(int(pos.st.cand[i]) for i in range(n)) == [L.NSLOT + 2, L.NSLOT + 4]


def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record)


def test_compiled_lines_of_deck_bottom_and_fewest():
    reading = _lines("BT24-030")
    assert reading.unmodeled == []
    assert reading.lines[1:3] == [
        "BT24-030 main on_play : to_deck_bottom target=all_opponent filter=fewest_digivolution_cards",
        "BT24-030 main when_digivolving : to_deck_bottom target=all_opponent filter=fewest_digivolution_cards"]
    assert _lines("BT15-052").lines[:2] == [
        "BT15-052 main on_play : to_deck_bottom target=opponent count=1 filter=suspended",
        "BT15-052 main when_attacking : to_deck_bottom target=opponent count=1 filter=suspended"]
    assert _lines("AD1-013").lines[2:4] == [
        "AD1-013 main on_play : delete target=opponent count=1 filter=fewest_digivolution_cards",
        "AD1-013 main when_digivolving : delete target=opponent count=1 filter=fewest_digivolution_cards"]
    assert "EX7-036 main when_digivolving : suspend target=any count=1 ; then if=suspended_own to_deck_bottom " \
           "target=opponent count=1 filter=suspended" in _lines("EX7-036").lines

"""Deleting one of the opponent's Digimon of each of several levels (one of level 3, one of level 4 and one of
level 5), behind the cost of deleting one of your own Digimon: BT19-070
Kimeramon's [On Play], and the compiled lines of the cards with that wording."""
import json

from effect_positions import Side, build
from decks.catalog import load_catalog
from decks.effects import card_coverage
from decks.tools import compile_effects as ce


def test_bt19_070_deletes_one_digimon_of_each_level_for_one_of_its_own():
    pos = build(Side(hand=["BT19-070"], battle=["ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03", "ST1-07", "ST1-08", "ST1-11", "ST1-09"], deck=["ST1-03"]), memory=10)
    pos.play(0, "BT19-070")
    assert pos.trash(0) == ["ST1-03"]               # its Agumon, deleted as the cost
    assert pos.battle(0) == [["BT19-070"]]
    # one of level 3, one of level 4, one of level 5 (Garudamon or MetalGreymon); the level 6 stays
    battle = [s[-1] for s in pos.battle(1)]
    assert sorted(pos.trash(1)) in (["ST1-03", "ST1-07", "ST1-08"], ["ST1-03", "ST1-07", "ST1-09"])
    assert "ST1-11" in battle and len(battle) == 2
    assert pos.violation() == 0


def test_a_missing_level_deletes_the_others():
    pos = build(Side(hand=["BT19-070"], battle=["ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03", "ST1-08", "ST1-11"], deck=["ST1-03"]), memory=10)
    pos.play(0, "BT19-070")
    assert pos.trash(0) == ["ST1-03"]
    assert sorted(pos.trash(1)) == ["ST1-03", "ST1-08"]
    assert pos.battle(1) == [["ST1-11"]]
    assert pos.violation() == 0


def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines


def test_compiled_lines_of_one_of_each_level():
    each = ("delete target=opponent count=1 level<=3 level>=3 ; then delete target=opponent count=1 level<=4 level>=4"
            " ; then delete target=opponent count=1 level<=5 level>=5")
    assert _lines("BT19-070")[:2] == ["BT19-070 main on_play optional : delete_own_cost ; then " + each,
                                      "BT19-070 main when_digivolving optional : delete_own_cost ; then " + each]
    assert card_coverage(load_catalog()["BT19-070"]) == "full"
    # "level 4 and 1 of their level 6 Digimon", paid from the hand
    assert "BT15-100 main main optional : trash_from_hand_cost 1 ; then delete target=opponent count=1 " \
           "level<=4 level>=4 ; then delete target=opponent count=1 level<=6 level>=6" in _lines("BT15-100")

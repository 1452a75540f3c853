""""When any of your [X] trait Digimon are deleted, by suspending this Tamer, ...": own_digimon_deleted with a
`card.` filter on the deleted Digimon's top card, in either player's turn; the vocabulary on made-up cards, then
EX11-055 Chitose Horaiji (a free [Gazimon] or [Gizamon] from the hand)."""
from dataclasses import replace

import numpy as np

import effect_positions
from decks.effects import load_effects, parse_effects
from positions import Side, build_position, digimon, tamer, ok
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import DEL_EFFECT

I32 = np.int32
DRAGON = replace(digimon("W-80", 4, 4000, 4), name="Test Dragonmon", traits=("Dragon",))
PLAIN = digimon("W-81", 3, 3000, 3)
FREE = replace(digimon("W-82", 3, 3000, 5), name="Test Freemon")
CARDS = [DRAGON, PLAIN, FREE, tamer("W-83", 2)]
EFFECTS = parse_effects("""
W-83 main own_digimon_deleted optional card.trait=Dragon : suspend_self_cost ; then play_from_hand kind=digimon name=Test_Freemon
""")


def delete(pos, p, s):
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)


def test_a_deleted_digimon_with_the_trait_lets_the_tamer_suspend_to_play_the_named_card():
    for current in (0, 1):   # no window: either player's turn
        pos = build_position(CARDS, Side(battle=["W-83", "W-80"], hand=["W-81", "W-82"], deck=["W-81"]),
                             Side(deck=["W-81"]), effects=EFFECTS, current=current, memory=3)
        delete(pos, 0, 2)
        assert pos.battle(0) == [["W-83"], ["W-82"]]
        assert pos.suspended(0, 1)
        assert pos.hand(0) == ["W-81"] and pos.trash(0) == ["W-80"]
        ok(pos)


def test_a_deleted_digimon_without_the_trait_triggers_nothing():
    pos = build_position(CARDS, Side(battle=["W-83", "W-81"], hand=["W-82"], deck=["W-81"]), Side(deck=["W-81"]),
                         effects=EFFECTS, memory=3)
    delete(pos, 0, 2)
    assert pos.battle(0) == [["W-83"]] and not pos.suspended(0, 1)
    assert pos.hand(0) == ["W-82"]
    ok(pos)


def test_the_compiled_line_filters_the_deleted_digimon():
    assert ("EX11-055 main own_digimon_deleted optional card.trait=composite|wicked_god : suspend_self_cost ; then "
            "play_from_hand kind=digimon name=gazimon|gizamon") in [e.text for e in load_effects()["EX11-055"].effects]


def test_ex11_055_chitose_plays_gazimon_when_a_composite_digimon_is_deleted():
    # BT6-012 Deltamon has the [Composite] trait and no text; BT3-077 Gazimon; ST1-03 Agumon is neither name
    pos = effect_positions.build(Side(battle=["EX11-055", "BT6-012"], hand=["ST1-03", "BT3-077"], deck=["ST1-03"]),
                                 memory=3)
    delete(pos, 0, 2)
    assert pos.battle(0) == [["EX11-055"], ["BT3-077"]]
    assert pos.suspended(0, 1)
    assert pos.hand(0) == ["ST1-03"] and pos.trash(0) == ["BT6-012"]
    assert pos.memory(0) == 3
    ok(pos)


def test_ex11_055_chitose_already_suspended_plays_nothing():
    pos = effect_positions.build(Side(battle=[effect_positions.Slot("EX11-055", suspended=True), "BT6-012"],
                                      hand=["BT3-077"], deck=["ST1-03"]), memory=3)
    delete(pos, 0, 2)
    assert pos.battle(0) == [["EX11-055"]] and pos.hand(0) == ["BT3-077"]
    ok(pos)

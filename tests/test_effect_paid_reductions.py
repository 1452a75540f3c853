"""Digivolution cost reductions bought from under a Tamer (`digivolve_cost_down ... filter=paid_from_under_tamer`):
before this Digimon digivolves into X, the bottom card from under one of your Tamers may go to the trash to take
N off the cost. The action list counts the reduction while a Tamer has a card under it; when the
digivolution comes, the pilot pays (the bottom card under a Tamer goes to the trash) or leaves it and pays the
printed cost.

Also the use cost reductions a Digimon or Tamer in the battle area buys the same way for your options ("when you
would use a [X] trait Option card, by trashing ..., reduce the cost by N": `play_cost_down ... kind=option
trait=X filter=paid_from_under_tamer`).

Real cards: ST23-03 Cougarmon (2 less into a [Glowing Dawn] Digimon, in your turn), ST23-04 Murasamemon (yellow
Lv.5, 3 from a yellow Lv.4), ST1-12 (a Tamer), ST23-06 (a Lv.3 under ST23-03), BT25-049 Armalizamon (a [Glowing
Dawn] option 3 less, once per turn), P-236 (a [Glowing Dawn] option, use cost 3), ST1-14 (a red option, cost 2)."""
from pathlib import Path

import numpy as np
import pytest

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from effect_positions import build, script, Side, Slot, ok
from simcore import effect_codes as ec
from simcore import layout as L

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")
I32 = np.int32


def lines(number):
    return [e.text for e in load_effects()[number].effects]


def digivolve_costs(pos, number, s):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == s]


def position(under_tamer):
    # slot 1: ST1-12 with `under_tamer` beneath it; slot 2: ST23-03 over ST23-06; ST23-04 in the hand
    return build(Side(battle=[Slot([*under_tamer, "ST1-12"]), Slot(["ST23-06", "ST23-03"])], hand=["ST23-04"],
                      deck=["ST1-03", "ST1-03"]),
                 Side(deck=["ST1-03"]), memory=5)


@needs_shared
def test_the_compiled_lines_of_the_paid_reductions():
    assert lines("ST23-03")[2] == ("ST23-03 main static your_turn : digivolve_cost_down 2 target=self kind=digimon "
                                    "trait=glowing_dawn filter=paid_from_under_tamer")
    assert lines("ST23-11") == [
        "ST23-11 main static : blocker target=self",
        "ST23-11 main static your_turn : digivolve_cost_down 2 target=self kind=digimon trait=glowing_dawn "
        "filter=paid_from_under_tamer",
        "ST23-11 inherited static : blocker target=self"]
    catalog = load_catalog()
    for number in ("ST23-03", "ST23-11"):
        assert card_coverage(catalog[number]) == "full", number


@needs_shared
def test_st23_03_digivolves_2_less_by_trashing_the_card_under_a_tamer():
    pos = position(["ST1-03"])
    assert digivolve_costs(pos, "ST23-04", 2) == [1]   # 3 from a yellow Lv.4, 2 less
    pos.digivolve(0, "ST23-04", 2)
    assert pos.memory(0) == 4
    assert pos.battle(0) == [["ST1-12"], ["ST23-06", "ST23-03", "ST23-04"]]
    assert pos.trash(0) == ["ST1-03"]
    assert [x[:4] for x in pos.effects()] == [("ST23-03", ec.A_TRASH_UNDER_TAMER_COST, "ST1-03", 1),
                                              ("ST23-03", ec.A_DIGIVOLVE_COST_DOWN, "ST23-04", 2)]
    ok(pos)


@needs_shared
def test_without_a_card_under_a_tamer_the_printed_cost_is_paid():
    pos = position([])
    assert digivolve_costs(pos, "ST23-04", 2) == [3]
    pos.digivolve(0, "ST23-04", 2)
    assert pos.memory(0) == 2
    assert pos.trash(0) == [] and pos.effects() == []
    ok(pos)


@needs_shared
def test_the_pilot_may_leave_the_reduction_and_pay_the_printed_cost():
    pos = position(["ST1-03"])
    script(pos, 0, False)
    pos.digivolve(0, "ST23-04", 2)
    assert pos.st.g[L.G_CHOICE_BAD] == 0 and pos.st.g[L.G_CHOICE_AT] == 1
    assert pos.memory(0) == 2
    assert pos.battle(0) == [["ST1-03", "ST1-12"], ["ST23-06", "ST23-03", "ST23-04"]]
    assert pos.trash(0) == [] and pos.effects() == []
    ok(pos)


@needs_shared
def test_not_into_a_card_without_the_trait_and_not_in_the_opponents_turn():
    # ST3-08 MagnaAngemon (yellow Lv.5, 3 from a yellow Lv.4) has no [Glowing Dawn] trait
    pos = build(Side(battle=[Slot(["ST1-03", "ST1-12"]), Slot(["ST23-06", "ST23-03"])], hand=["ST23-04", "ST3-08"],
                     deck=["ST1-03", "ST1-03"]),
                Side(deck=["ST1-03"]), memory=5)
    assert digivolve_costs(pos, "ST3-08", 2) == [3]
    assert digivolve_costs(pos, "ST23-04", 2) == [1]
    pos.set_turn(4, 1)   # the opponent's turn: the [Your Turn] reduction is off
    assert digivolve_costs(pos, "ST23-04", 2) == [3]


# --- option use costs bought from under a Tamer by a Digimon in the battle area -------------------------------

def option_costs(pos, number):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_OPTION and a[1] == i]


def option_position(under_tamer, hand):
    # slot 1: ST1-12 with `under_tamer` beneath it; slot 2: BT25-049
    return build(Side(battle=[Slot([*under_tamer, "ST1-12"]), "BT25-049"], hand=hand,
                      deck=["ST1-03", "ST1-03", "ST1-03", "ST1-03"]),
                 Side(deck=["ST1-03"]), memory=3)


@needs_shared
def test_the_compiled_line_of_the_option_reduction():
    assert lines("BT25-049")[2] == ("BT25-049 main static your_turn once_per_turn : play_cost_down 3 kind=option "
                                    "trait=glowing_dawn filter=paid_from_under_tamer")
    assert card_coverage(load_catalog()["BT25-049"]) == "full"
    assert ("BT25-090 main static your_turn once_per_turn : play_cost_down 1 kind=option trait=glowing_dawn "
            "filter=paid_from_under_tamer") in lines("BT25-090")


@needs_shared
def test_bt25_049_makes_a_glowing_dawn_option_3_cheaper_once_per_turn_by_a_card_under_a_tamer():
    pos = option_position(["ST1-03", "ST1-03"], ["P-236", "P-236", "ST1-14"])
    assert option_costs(pos, "P-236") == [0]
    assert option_costs(pos, "ST1-14") == [2]   # no [Glowing Dawn] trait: its printed cost
    pos.use_option(0, "P-236")
    assert pos.memory(0) == 3
    assert pos.trash(0) == ["ST1-03"]   # the bottom card under ST1-12
    assert pos.battle(0)[0] == ["ST1-03", "ST1-12"]
    assert [x[:4] for x in pos.effects()][:2] == [("BT25-049", ec.A_TRASH_UNDER_TAMER_COST, "ST1-03", 1),
                                                  ("P-236", ec.A_PLAY_COST_DOWN, "P-236", 3)]
    assert option_costs(pos, "P-236") == [3]   # once per turn: used
    ok(pos)


@needs_shared
def test_without_a_card_under_a_tamer_or_when_left_the_option_costs_its_printed_cost():
    pos = option_position([], ["P-236"])
    assert option_costs(pos, "P-236") == [3]
    pos.use_option(0, "P-236")
    assert pos.memory(0) == 0 and pos.trash(0) == []
    pos = option_position(["ST1-03"], ["P-236"])
    script(pos, 0, False)
    pos.use_option(0, "P-236")
    assert pos.st.g[L.G_CHOICE_BAD] == 0 and pos.st.g[L.G_CHOICE_AT] == 1
    assert pos.memory(0) == 0 and pos.trash(0) == []
    assert pos.battle(0)[0] == ["ST1-03", "ST1-12"]
    ok(pos)


@needs_shared
def test_no_card_is_paid_once_the_cost_is_down_to_0():
    # BT25-049 (slot 1) takes P-236's 3 off with the first card; BT25-090's 1 less is not bought: nothing is left
    pos = build(Side(battle=["BT25-049", Slot(["ST1-03", "ST1-04", "BT25-090"])], hand=["P-236"],
                     deck=["ST1-03", "ST1-03", "ST1-03"]),
                Side(deck=["ST1-03"]), memory=3)
    assert option_costs(pos, "P-236") == [0]
    pos.use_option(0, "P-236")
    assert pos.memory(0) == 3
    assert pos.trash(0) == ["ST1-03"] and pos.battle(0)[1] == ["ST1-04", "BT25-090"]
    assert [x[:4] for x in pos.effects()][:2] == [("BT25-049", ec.A_TRASH_UNDER_TAMER_COST, "ST1-03", 1),
                                                  ("P-236", ec.A_PLAY_COST_DOWN, "P-236", 3)]
    ok(pos)


@needs_shared
def test_the_reduction_works_from_the_battle_area_only():
    # BT25-049 in the hand does not make itself or an option cheaper
    pos = build(Side(battle=[Slot(["ST1-03", "ST1-12"]), "BT25-049"], hand=["BT25-049", "P-236"],
                     deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=5)
    i = pos.hand_index(0, "BT25-049")
    assert [a[3] for a in pos.actions_of(0) if a[0] == L.A_PLAY and a[1] == i] == [4]
    pos = build(Side(battle=[Slot(["ST1-03", "ST1-12"])], hand=["BT25-049", "P-236"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=5)
    assert option_costs(pos, "P-236") == []   # no [Glowing Dawn] Digimon or Tamer: its <Use Req.> is not met


# --- "when any Digimon suspend, by suspending this Tamer, ...": a Digimon of either player ---------------------

@needs_shared
def test_bt25_090_places_the_deck_top_under_itself_when_any_digimon_suspends():
    assert lines("BT25-090")[1:3] == [
        "BT25-090 main own_digimon_suspended optional : suspend_self_cost ; then deck_top_under_self 2",
        "BT25-090 main opponent_suspended optional : suspend_self_cost ; then deck_top_under_self 2"]
    assert card_coverage(load_catalog()["BT25-090"]) == "full"
    # BT25-049's [On Play] suspends the opponent's ST1-03: BT25-090 suspends and takes the deck's top 2 under it
    pos = build(Side(battle=["BT25-090"], hand=["BT25-049"], deck=["ST1-02", "ST1-03", "ST1-04"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]), memory=5)
    pos.play(0, "BT25-049")
    assert pos.suspended(1, 1)
    assert pos.suspended(0, 1)
    assert pos.battle(0) == [["ST1-03", "ST1-04", "BT25-090"], ["BT25-049"]]   # one by one, each at the bottom
    assert pos.deck(0) == ["ST1-02"]
    ok(pos)


@needs_shared
def test_bt25_090_answers_its_own_digimon_suspending_once_while_it_is_unsuspended():
    # ST1-03 attacks (suspends): BT25-090 pays; a second Digimon suspending finds it suspended, nothing moves (the
    # security cards are Tamers: no battle)
    pos = build(Side(battle=["BT25-090", "ST1-03", "ST1-04"], deck=["ST1-02", "ST1-03", "ST1-04"]),
                Side(security=["ST1-12", "ST1-12"], deck=["ST1-03"]), memory=5)
    pos.attack(0, 2)
    assert pos.suspended(0, 1) and pos.suspended(0, 2)
    assert pos.battle(0)[0] == ["ST1-03", "ST1-04", "BT25-090"]
    pos.attack(0, 3)
    assert pos.suspended(0, 3)
    assert pos.battle(0)[0] == ["ST1-03", "ST1-04", "BT25-090"] and pos.deck(0) == ["ST1-02"]
    ok(pos)


@needs_shared
def test_an_opponents_tamer_suspending_is_no_digimon_suspending():
    from simcore.effects import suspend_slot
    from simcore.engine import settle
    pos = build(Side(battle=["BT25-090"], deck=["ST1-02", "ST1-03"]),
                Side(battle=["ST1-12"], deck=["ST1-03"]), memory=5)
    suspend_slot(pos.st, pos.tb, I32(1), I32(1))
    settle(pos.st, pos.tb)
    assert pos.suspended(1, 1) and not pos.suspended(0, 1)
    assert pos.battle(0) == [["BT25-090"]]

"""Effect vocabulary on made-up cards: hatching by effect, a chained clause its controller may skip
("Then, you may ..."), the timings "a Digimon moved from the breeding area" ([When Moving], yours, the
opponent's), "an opponent's Digimon was deleted" and "this card was trashed from the digivolution cards", the
conditions on counts, memory, hand size, DP, colours and cards in play, and the kinds= card filter."""
from dataclasses import replace

import numpy as np
import pytest

from decks.effects import EffectSyntaxError, parse_effects
from simcore import engine as E
from positions import Side, Slot, build_position, digimon, egg, option, tamer, ok
from simcore.effect_codes import A_DP

I32 = np.int32
EGG = egg("V-01")
EGG2 = egg("V-02")
ROOKIE = digimon("V-03", 3, 3000, 3)
DRAGON = replace(digimon("V-04", 4, 5000, 4), name="Test Dragonmon", traits=("Dragon",))
CHAMPION = digimon("V-05", 5, 7000, 6)
TWO_COLORS = digimon("V-06", 3, 4000, 3, colors=("red", "blue"))
CARDS = [
    EGG, EGG2, ROOKIE, DRAGON, CHAMPION, TWO_COLORS,
    tamer("V-10", 0), tamer("V-11", 0), tamer("V-12", 0), tamer("V-13", 0),
    digimon("V-20", 3, 2000, 3), digimon("V-21", 3, 2000, 3), digimon("V-22", 3, 3000, 3),
    digimon("V-23", 3, 3000, 3, colors=("red", "blue")), digimon("V-24", 3, 3000, 3),
    option("V-30", 0), option("V-31", 0), option("V-32", 0), option("V-33", 0), option("V-34", 0),
    option("V-35", 0), option("V-36", 0), option("V-37", 0), option("V-38", 0),
]
EFFECTS = parse_effects("""
V-10 main own_digimon_moved_out your_turn once_per_turn : draw 1 ; then hatch filter=may
V-11 main opponent_digimon_moved_out opponents_turn card.level=3 : memory +2
V-12 main opponent_digimon_deleted card.level<=4 : memory +1
V-13 main start_of_your_main_phase if=opponent_digimon>=2 : memory +1
V-20 main when_moving : memory +1
V-21 inherited digivolution_card_trashed card.trait=Dragon : memory +1
V-22 main on_play if=dp>=4000 : memory +1
V-23 main on_play if=colors>=2 : memory +1
V-24 inherited digivolution_card_trashed card.trait=Dragon : delete target=opponent count=1 level<=3
V-30 main main : trash_digivolution_bottom 1 target=own count=1
V-31 main main : delete target=opponent count=1
V-32 main main if=own_memory>=3 : draw 1
V-33 main main if=own_hand<=1 : draw 1
V-34 main main if=own_has : memory +1 kind=digimon trait=Dragon
V-35 main main if=opponent_has : memory +1 kind=tamer
V-36 main main : reveal_add_one 3 kinds=digimon,tamer
V-37 main main : memory +1 ; then dp -3000 target=opponent count=1 duration=turn filter=may
V-38 main main : trash_digivolution_top 1 target=own count=1
""")


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def use(pos, number, p=0):
    E.use_option(pos.st, pos.tb, I32(p), I32(pos.hand_index(p, number)))


def breeding_phase(pos, p=0):
    E.breeding_phase(pos.st, pos.tb, I32(p))


# --- hatch, moving out ------------------------------------------------------------------------------------

def test_moving_out_triggers_the_tamer_which_draws_then_hatches_the_next_egg():
    pos = build(Side(breeding=Slot(["V-01", "V-03"]), battle=["V-10"], eggs=["V-02"], deck=["V-05", "V-04"]),
                Side(deck=["V-03"]))
    breeding_phase(pos)                          # greedy moves the Rookie out (no Digimon in the battle area)
    assert pos.battle(0) == [["V-10"], ["V-01", "V-03"]]
    assert pos.hand(0) == ["V-04"]               # draw 1
    assert pos.breeding(0) == ["V-02"] and pos.eggs(0) == []   # then the egg deck's top card hatched
    ok(pos)


def test_hatch_does_nothing_without_an_egg():
    pos = build(Side(breeding=Slot(["V-01", "V-03"]), battle=["V-10"], deck=["V-05", "V-04"]), Side(deck=["V-03"]))
    breeding_phase(pos)
    assert pos.hand(0) == ["V-04"] and pos.breeding(0) == []
    ok(pos)


def test_when_moving_works_from_the_moved_digimon_and_the_opponent_sees_its_level():
    pos = build(Side(breeding=Slot(["V-01", "V-20"]), deck=["V-05"]), Side(battle=["V-11"], deck=["V-03"]),
                memory=0)
    breeding_phase(pos)                          # [When Moving] +1 for player 0; V-11 (level 3 moved) +2 for 1
    assert pos.battle(0) == [["V-01", "V-20"]]
    assert pos.memory(0) == 1 - 2
    ok(pos)
    pos = build(Side(breeding=Slot(["V-01", "V-04"]), deck=["V-05"]), Side(battle=["V-11"], deck=["V-03"]))
    breeding_phase(pos)                          # a level 4 moved: V-11 does nothing
    assert pos.memory(0) == 0
    ok(pos)


# --- deletion, digivolution cards trashed -----------------------------------------------------------------

@pytest.mark.parametrize("victim, gain", [("V-03", 1), ("V-05", 0)])
def test_opponent_digimon_deleted_passes_the_card_filter(victim, gain):
    pos = build(Side(hand=["V-31"], battle=["V-12"], deck=["V-05"]), Side(battle=[victim], deck=["V-03"]), memory=2)
    use(pos, "V-31")
    assert pos.trash(1) == [victim]
    assert pos.memory(0) == 2 + gain
    ok(pos)


@pytest.mark.parametrize("top, gain", [("V-04", 1), ("V-05", 0)])
def test_a_card_trashed_from_under_a_digimon_works_from_the_trash_by_the_digimon_it_left(top, gain):
    pos = build(Side(hand=["V-30"], battle=[Slot(["V-21", "V-03", top])], deck=["V-05"]), Side(deck=["V-03"]),
                memory=2)
    use(pos, "V-30")                             # the bottom card: V-21, whose inherited effect sees the top
    assert pos.stack(0, 1) == ["V-03", top]
    assert sorted(pos.trash(0)) == sorted(["V-21", "V-30"])
    assert pos.memory(0) == 2 + gain
    ok(pos)


@pytest.mark.parametrize("top, deleted", [("V-04", True), ("V-05", False)])
def test_a_trait_asked_of_the_digimon_left_apart_from_the_actions_own_filter(top, deleted):
    # card.trait=Dragon with a delete that has level<=3 of its own: the condition cause_has
    pos = build(Side(hand=["V-30"], battle=[Slot(["V-24", "V-03", top])], deck=["V-05"]),
                Side(battle=["V-20", "V-05"], deck=["V-03"]), memory=2)
    use(pos, "V-30")
    assert "V-24" in pos.trash(0)
    assert pos.trash(1) == (["V-20"] if deleted else [])   # the level 5 is no target either way
    ok(pos)


def test_trash_from_the_top_of_the_digivolution_cards_triggers_too_but_a_deletion_does_not():
    pos = build(Side(hand=["V-38"], battle=[Slot(["V-03", "V-21", "V-04"])], deck=["V-05"]), Side(deck=["V-03"]),
                memory=2)
    use(pos, "V-38")
    assert pos.stack(0, 1) == ["V-03", "V-04"] and pos.memory(0) == 3
    ok(pos)
    pos = build(Side(battle=[Slot(["V-21", "V-04"])], deck=["V-05"]), Side(hand=["V-31"], deck=["V-03"]),
                current=1, memory=2)
    use(pos, "V-31", p=1)                        # the Digimon is deleted with V-21 beneath: no trigger
    assert sorted(pos.trash(0)) == ["V-04", "V-21"] and pos.memory(1) == 2
    ok(pos)


# --- conditions ------------------------------------------------------------------------------------------

def test_opponent_digimon_count_condition():
    for opp, gain in ((["V-03", "V-05"], 1), (["V-03", "V-10"], 0)):   # a Tamer is no Digimon
        pos = build(Side(battle=["V-13"], deck=["V-05"]), Side(battle=opp, deck=["V-03"]), memory=0)
        E.begin_main_phase(pos.st, pos.tb, I32(0))
        assert pos.memory(0) == gain
        ok(pos)


@pytest.mark.parametrize("number, gain", [("V-22", 0), ("V-23", 1)])
def test_dp_and_colors_of_this_digimon(number, gain):
    # V-22: 3000 DP, not 4000 or more; V-23: red and blue
    pos = build(Side(hand=[number], deck=["V-05"]), Side(deck=["V-03"]), memory=5)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.memory(0) == 2 + gain
    ok(pos)


@pytest.mark.parametrize("memory, drawn", [(3, ["V-05"]), (2, [])])
def test_memory_at_least(memory, drawn):
    pos = build(Side(hand=["V-32"], deck=["V-05"]), Side(deck=["V-03"]), memory=memory)
    use(pos, "V-32")
    assert pos.hand(0) == drawn
    ok(pos)


@pytest.mark.parametrize("hand, drawn", [(["V-32"], 1), (["V-32", "V-03"], 0)])
def test_hand_at_most(hand, drawn):
    pos = build(Side(hand=["V-33", *hand], deck=["V-05"]), Side(deck=["V-03"]), memory=0)
    use(pos, "V-33")                             # the option has left the hand when the condition is read
    assert len(pos.hand(0)) == len(hand) + drawn
    ok(pos)


@pytest.mark.parametrize("field, gain", [(["V-04"], 1), ([Slot(["V-04", "V-05"])], 0), (["V-03"], 0)])
def test_own_has_reads_the_top_cards(field, gain):
    pos = build(Side(hand=["V-34"], battle=field, deck=["V-05"]), Side(deck=["V-03"]), memory=0)
    use(pos, "V-34")
    assert pos.memory(0) == gain
    ok(pos)


@pytest.mark.parametrize("field, gain", [(["V-10"], 1), (["V-03"], 0)])
def test_opponent_has_a_tamer(field, gain):
    pos = build(Side(hand=["V-35"], deck=["V-05"]), Side(battle=field, deck=["V-03"]), memory=0)
    use(pos, "V-35")
    assert pos.memory(0) == gain
    ok(pos)


# --- kinds, may ----------------------------------------------------------------------------------------

def test_kinds_filter_takes_a_digimon_or_a_tamer():
    pos = build(Side(hand=["V-36"], deck=["V-31", "V-32", "V-11", "V-30"]), Side(deck=["V-03"]), memory=0)
    use(pos, "V-36")                             # revealed (top first): V-30, V-11, V-32: the Tamer is taken
    assert pos.hand(0) == ["V-11"]
    assert pos.deck(0) == ["V-30", "V-32", "V-31"]   # the other two to the bottom, the unrevealed V-31 on top
    ok(pos)


@pytest.mark.parametrize("target, deleted", [("V-20", True), ("V-05", False)])
def test_a_chained_may_is_the_pilots_choice(target, deleted):
    # greedy takes -3000 only when it deletes (2000 DP), declines it against 7000 DP; the memory comes first
    pos = build(Side(hand=["V-37"], deck=["V-05"]), Side(battle=[target], deck=["V-03"]), memory=0)
    use(pos, "V-37")
    assert pos.memory(0) == 1
    assert (pos.trash(1) == [target]) is deleted
    assert len([e for e in pos.events("effect") if e["effect"] == A_DP]) == (1 if deleted else 0)
    ok(pos)


# --- the language refuses what the engine cannot do --------------------------------------------------------

@pytest.mark.parametrize("line, message", [
    ("V-90 main static if=dp>=5000 : dp +1000 target=self", "condition of timed effects"),
    ("V-90 main on_play if=own_has : delete target=opponent count=1 trait=Dragon", "none of its own"),
    ("V-90 main when_attacking card.level=3 : draw 1", "filters only for"),
    ("V-90 main main : reveal_add_one 3 kinds=digimon,card", "unknown kind"),
    ("V-90 main opponent_digimon_deleted card.level=3 if=own_hand<=3 : draw 1", "another condition"),
    ("V-90 main opponent_digimon_deleted card.level=3 : delete target=opponent count=1", "one trait or name only"),
])
def test_parser_refuses(line, message):
    with pytest.raises(EffectSyntaxError, match=message):
        parse_effects(line)

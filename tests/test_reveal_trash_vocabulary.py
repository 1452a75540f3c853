"""Effect vocabulary on made-up cards: a reveal whose cards not taken are trashed (filter=rest_to_trash), the
timing "one of your Digimon with digivolution cards was deleted" (own_digimon_with_sources_deleted) with a
`card.` level filter on the deleted Digimon's top card, the timing "one of your Tamers suspends"
(own_tamer_suspended) with a `card.` colour filter, and the condition opponent_security<=N."""
from dataclasses import replace

import numpy as np
import pytest

from decks.effects import parse_effects
from simcore import engine as E
from positions import Side, Slot, build_position, digimon, egg, option, tamer, ok

I32 = np.int32
CARDS = [
    egg("W-01"), digimon("W-03", 3, 3000, 3), digimon("W-04", 4, 5000, 4), digimon("W-05", 5, 7000, 6),
    tamer("W-10", 0), option("W-30", 0), option("W-31", 0),
    replace(tamer("W-11", 0), name="Other Tamer"),
    tamer("W-12", 0), tamer("W-14", 0, colors=("yellow",)), tamer("W-15", 0, colors=("red",)),
    tamer("W-16", 0, colors=("yellow",)), tamer("W-17", 0, colors=("red",)),
    option("W-32", 0), option("W-33", 0),
]
EFFECTS = parse_effects("""
W-10 main own_digimon_with_sources_deleted optional card.level>=5 : suspend_self_cost ; then memory +1 ; then hatch
W-30 main main : reveal_add_one 3 kind=digimon filter=rest_to_trash
W-31 main main : delete target=opponent count=1
W-12 main own_tamer_suspended card.color=yellow,blue : memory +1
W-14 main opponent_digimon_deleted optional : suspend_self_cost ; then draw 1
W-15 main opponent_digimon_deleted optional : suspend_self_cost ; then draw 1
W-16 main own_tamer_suspended card.color=yellow,blue : memory +1
W-17 main own_tamer_suspended card.color=yellow,blue : memory +1
W-32 main main : suspend target=opponent count=1 filter=tamer
W-33 main main if=opponent_security<=1 : memory +1
""")


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def use(pos, number, p=0):
    E.use_option(pos.st, pos.tb, I32(p), I32(pos.hand_index(p, number)))


@pytest.mark.parametrize("deck, hand, trashed", [
    (["W-05", "W-10", "W-03", "W-31"], ["W-03"], ["W-10", "W-31"]),   # the top 3: W-31, W-03, W-10
    (["W-05", "W-10", "W-11", "W-31"], [], ["W-10", "W-11", "W-31"]),   # no Digimon among them: all trashed
    (["W-31", "W-04"], ["W-04"], ["W-31"]),                             # only 2 cards to reveal
])
def test_reveal_adds_one_and_trashes_the_rest(deck, hand, trashed):
    pos = build(Side(hand=["W-30"], deck=deck), Side(deck=["W-03"]))
    use(pos, "W-30")
    assert pos.hand(0) == hand
    assert sorted(pos.trash(0)) == sorted(["W-30", *trashed])
    assert pos.deck(0) == deck[:max(0, len(deck) - 3)]   # nothing back under the deck
    ok(pos)


@pytest.mark.parametrize("victim, fires", [
    (["W-03", "W-05"], True),     # level 5 with a digivolution card
    (["W-05"], False),            # level 5 without digivolution cards
    (["W-03", "W-04"], False),    # level 4 with a digivolution card
])
def test_own_digimon_with_digivolution_cards_deleted(victim, fires):
    pos = build(Side(hand=["W-31"], deck=["W-03"]),
                Side(battle=["W-10", Slot(victim)], eggs=["W-01"], deck=["W-03"]), memory=2)
    use(pos, "W-31")                             # deletes player 1's only Digimon
    assert pos.trash(1) == victim
    assert pos.suspended(1, 1) == fires          # the Tamer paid the cost (greedy accepts)
    assert pos.memory(0) == (2 - 1 if fires else 2)   # player 1 gained 1
    assert pos.breeding(1) == (["W-01"] if fires else []) and pos.eggs(1) == ([] if fires else ["W-01"])
    ok(pos)


def test_the_opponents_digimon_deleted_does_not_trigger_it():
    pos = build(Side(hand=["W-31"], battle=["W-10"], eggs=["W-01"], deck=["W-03"]),
                Side(battle=[Slot(["W-03", "W-05"])], deck=["W-03"]), memory=2)
    use(pos, "W-31")
    assert pos.trash(1) == ["W-03", "W-05"]
    assert not pos.suspended(0, 1) and pos.memory(0) == 2 and pos.breeding(0) == []
    ok(pos)


@pytest.mark.parametrize("payer, gain", [("W-14", 1), ("W-15", 0)])
def test_a_tamer_suspended_to_pay_a_cost_triggers_by_its_colour(payer, gain):
    pos = build(Side(hand=["W-31"], battle=["W-12", payer], deck=["W-03", "W-04"]),
                Side(battle=["W-03"], deck=["W-03"]), memory=2)
    use(pos, "W-31")                             # the opponent's Digimon deleted: the payer suspends, draws 1
    assert pos.suspended(0, 2) and pos.hand(0) == ["W-04"]
    assert pos.memory(0) == 2 + gain             # W-12 sees a yellow Tamer suspended, not a red one
    ok(pos)


@pytest.mark.parametrize("tamer, gain", [("W-16", 1), ("W-17", 0)])
def test_a_tamer_suspended_by_the_opponents_effect_triggers_its_own_effect(tamer, gain):
    pos = build(Side(hand=["W-32"], deck=["W-03"]), Side(battle=[tamer], deck=["W-03"]), memory=2)
    use(pos, "W-32")
    assert pos.suspended(1, 1)
    assert pos.memory(0) == 2 - gain             # player 1 gains: the yellow Tamer sees itself suspended
    ok(pos)


@pytest.mark.parametrize("security, gain", [(["W-03"], 1), (["W-03", "W-04"], 0), ([], 1)])
def test_opponent_security_at_most(security, gain):
    pos = build(Side(hand=["W-33"], security=["W-05"] * 3, deck=["W-03"]),
                Side(security=security, deck=["W-03"]), memory=2)
    use(pos, "W-33")
    assert pos.memory(0) == 2 + gain             # the opponent's security counts, not ours (3)
    ok(pos)

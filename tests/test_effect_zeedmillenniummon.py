"""BT19-101 ZeedMillenniummon: its digivolution header naming one card without brackets (a catalog fact), the
[On Play] / [When Digivolving] / [When Attacking] cost that returns 1 Digimon card of the opponent's trash to the top
of their deck (return_opponent_trash_top_cost) to return 1 of their Digimon to the bottom of the deck, and the
persistent immunity of a Digimon with no digivolution cards (`static if=no_digivolution_cards : cant suspend` and
`cant be_affected_by_opponents_effects`, simcore.query.static_immunity). Scenarios on real cards with the exact
zones; compiled lines checked against the printed text."""
import numpy as np
import pytest

from effect_positions import Side, Slot, build, lines_of

from decks.catalog import load_catalog
from decks.effects import load_effects
from simcore import query as Q
from simcore.effect_codes import CANT_SUSPEND, T_ON_PLAY
from simcore import engine as E
from simcore.effects import collect_slot

I32 = np.int32
ZEED = "BT19-101"
MOON = "BT19-075"        # MoonMillenniummon, the card the header names
VEGIEMON = "BT14-061"    # the same cost for 1 memory
COCYTUS = "ST2-16"       # option: return 1 of the opponent's Digimon to the hand
# ST1-03 Agumon, ST1-07 Greymon (Digimon cards), ST1-16 an option card, ST2-03 Gabumon (blue, for ST2-16's colour)


def on_play(pos, p, s):
    collect_slot(pos.st, pos.tb, I32(T_ON_PLAY), I32(p), I32(s), I32(0), I32(0))
    E.settle(pos.st, pos.tb)


def test_the_lines_and_the_digivolution_header_are_read_from_the_card_text():
    entry = load_effects()[ZEED]
    assert not entry.unmodeled
    texts = lines_of(ZEED)
    for trigger in ("on_play", "when_digivolving", "when_attacking"):
        assert (f"{ZEED} main {trigger} optional : return_opponent_trash_top_cost 1 kind=digimon ; then to_deck_bottom "
                "target=opponent count=1") in texts
    assert f"{ZEED} main static if=no_digivolution_cards : cant suspend target=self" in texts
    assert f"{ZEED} main static if=no_digivolution_cards : cant be_affected_by_opponents_effects target=self" in texts
    reqs = load_catalog().get(ZEED).alt_digivolve
    assert len(reqs) == 1 and reqs[0].cost == 2 and reqs[0].ways[0].names == ("MoonMillenniummon",)
    assert not load_effects()[VEGIEMON].unmodeled
    assert f"{VEGIEMON} main on_play optional : return_opponent_trash_top_cost 1 kind=digimon ; then memory +1" \
        in lines_of(VEGIEMON)


def test_digivolving_from_moonmillenniummon_costs_2_and_returns_a_digimon_card_to_the_top_for_a_bottom_bounce():
    pos = build(Side(battle=[MOON], hand=[ZEED], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"], trash=["ST1-16", "ST1-07"]), memory=5)
    pos.digivolve(0, ZEED, 1)
    assert pos.memory(0) == 3   # the header's cost of 2
    assert pos.battle(0) == [[MOON, ZEED]]
    # Greymon (the only Digimon card of the trash) goes on top of their deck, Agumon to its bottom
    assert pos.deck(1) == ["ST1-03", "ST1-03", "ST1-07"]
    assert pos.trash(1) == ["ST1-16"] and pos.battle(1) == []
    assert pos.violation() == 0


def test_without_a_digimon_card_in_the_opponents_trash_nothing_is_returned():
    pos = build(Side(battle=[ZEED], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"], trash=["ST1-16"]), memory=0)
    on_play(pos, 0, 1)
    assert pos.battle(1) == [["ST1-03"]] and pos.deck(1) == ["ST1-03"] and pos.trash(1) == ["ST1-16"]
    assert pos.violation() == 0


def test_vegiemon_pays_the_same_cost_for_a_memory():
    pos = build(Side(battle=[VEGIEMON], deck=["ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"], trash=["ST1-07"]), memory=0)
    on_play(pos, 0, 1)
    assert pos.deck(1) == ["ST1-03", "ST1-07"] and pos.trash(1) == [] and pos.memory(0) == 1
    assert pos.violation() == 0


@pytest.mark.parametrize("stacked", [False, True])
def test_with_no_digivolution_cards_it_cant_be_suspended_nor_chosen_by_the_opponents_effects(stacked):
    zeed = Slot([MOON, ZEED] if stacked else ZEED)
    pos = build(Side(battle=[zeed, "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST2-03"], hand=[COCYTUS], deck=["ST2-03"]), memory=10)
    assert pos.can_attack(0, 1) == stacked
    assert bool(Q.restricted(pos.st, pos.tb, I32(0), I32(1), I32(CANT_SUSPEND))) == (not stacked)
    assert int(Q.static_immunity(pos.st, pos.tb, I32(0), I32(1))) == (0 if stacked else 2)
    pos.next_turn()
    pos.set_memory(1, 10)
    pos.use_option(1, COCYTUS)
    if stacked:   # the greedy pilot returns ZeedMillenniummon, MoonMillenniummon goes to the trash
        assert pos.battle(0) == [["ST1-03"]] and pos.hand(0) == [ZEED] and pos.trash(0) == [MOON]
    else:         # it can't be chosen: Agumon goes back to the hand
        assert pos.battle(0) == [[ZEED]] and pos.hand(0) == ["ST1-03"]
    assert pos.violation() == 0

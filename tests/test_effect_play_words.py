"""Wordings of cards that play or return cards by their effects.

- "1 <colour> or <colour> level N Digimon card" played from the trash (the two colours before the level):
  BT8-082 Lucemon: Chaos Mode's [On Deletion], P-102's [On Deletion] (main and inherited);
- "return 1 [NAME] from your trash to the hand" (a card of that name): BT26-087's Start of Your Main Phase,
  after its cost."""
import numpy as np

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from decks.tools import compile_effects as ce
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import DEL_EFFECT

LUCEMON_CM = "BT8-082"    # purple Lv.6; deleted, it plays a purple/yellow Lv.<=4 Digimon from the trash
P102 = "P-102"            # On Deletion (main and inherited): a purple or red level 3 Digimon card from the trash
TS_TAMER = "BT26-087"     # Tamer [TS]; Start of Your Main Phase: the cost, memory, then [Giant Slayer] to the hand
GIANT_SLAYER = "BT26-085"
TS_DIGIMON = "BT24-009"   # a [TS] trait Digimon card
MONODRAMON = "BT1-009"    # red Lv.3, no text
TSUKAIMON = "BT1-045"     # yellow Lv.3, no text
REPPAMON = "BT1-051"      # yellow Lv.4, no text
SIRENMON = "BT1-057"      # yellow Lv.5, no text
GOGMAMON = "BT10-064"     # black Lv.5, no text
I32 = np.int32


def test_encoded_lines():
    for card in (LUCEMON_CM, P102, TS_TAMER):
        assert full(card), card
    assert "BT8-082 main on_deletion optional : play_from_trash kind=digimon color=purple,yellow level<=4" \
        in lines_of(LUCEMON_CM)
    assert "P-102 main on_deletion optional : play_from_trash kind=digimon color=purple,red level=3" in lines_of(P102)
    assert "P-102 inherited on_deletion optional : play_from_trash kind=digimon color=red,purple level=3" \
        in lines_of(P102)
    assert "BT26-087 main start_of_your_main_phase optional : return_from_trash_cost 1 kind=digimon trait=ts ; then " \
        "memory +1 ; then return_from_trash kind=digimon name=giant_slayer filter=may" in lines_of(TS_TAMER)


def test_compiler_reads_two_colours_before_the_level_and_a_named_card_from_the_trash():
    seg = ce.Segment("main", ("on deletion",), "you may play 1 red or blue level 3 digimon card from your trash "
                     "without paying the cost.")
    lines, _ = ce.read_segment("X-1", "digimon", seg, 4)
    assert lines == ["X-1 main on_deletion optional : play_from_trash kind=digimon color=red,blue level=3"]
    seg = ce.Segment("main", ("on play",), "return 1 [gabumon] from your trash to the hand.")
    lines, _ = ce.read_segment("X-1", "digimon", seg, 4)
    assert lines == ["X-1 main on_play : return_from_trash kind=digimon name=gabumon"]


def _delete(pos, s):
    delete_slot(pos.st, pos.tb, I32(0), I32(s), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)


def test_lucemon_on_deletion_plays_a_yellow_level_4_or_lower_card_and_no_other():
    pos = effect_positions.build(
        Side(battle=[LUCEMON_CM], trash=[MONODRAMON, SIRENMON, TSUKAIMON], deck=[MONODRAMON]),
        Side(deck=[MONODRAMON]), memory=3)
    script(pos, 0, True)
    _delete(pos, 1)
    assert answered(pos)
    assert [s[-1] for s in pos.battle(0)] == [TSUKAIMON]   # red: other colour; yellow Lv.5: too high
    assert sorted(pos.trash(0)) == sorted([MONODRAMON, SIRENMON, LUCEMON_CM])
    assert pos.memory(0) == 3   # free
    ok(pos)


def test_lucemon_on_deletion_finds_nothing_of_the_colours_and_levels():
    pos = effect_positions.build(
        Side(battle=[LUCEMON_CM], trash=[MONODRAMON, SIRENMON], deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=3)
    _delete(pos, 1)
    assert pos.battle(0) == []
    assert sorted(pos.trash(0)) == sorted([MONODRAMON, SIRENMON, LUCEMON_CM])
    ok(pos)


def test_p102_inherited_on_deletion_plays_a_red_level_3_card_not_a_yellow_one():
    pos = effect_positions.build(
        Side(battle=[Slot([P102, GOGMAMON])], trash=[TSUKAIMON, REPPAMON, MONODRAMON], deck=[MONODRAMON]),
        Side(deck=[MONODRAMON]), memory=3)
    script(pos, 0, True)
    _delete(pos, 1)
    assert answered(pos)
    assert [s[-1] for s in pos.battle(0)] == [MONODRAMON]
    assert sorted(pos.trash(0)) == sorted([TSUKAIMON, REPPAMON, P102, GOGMAMON])
    ok(pos)


def test_ts_tamer_pays_gains_memory_and_returns_giant_slayer():
    # two copies of the [TS] trait Giant Slayer: one paid to the bottom of the deck, the other to the hand
    pos = effect_positions.build(
        Side(battle=[TS_TAMER], trash=[GIANT_SLAYER, GIANT_SLAYER], deck=[MONODRAMON]),
        Side(battle=[GOGMAMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, True, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert answered(pos)
    assert pos.hand(0) == [GIANT_SLAYER] and pos.trash(0) == []
    assert pos.deck(0) == [GIANT_SLAYER, MONODRAMON]   # the bottom first
    assert pos.memory(0) == 4
    ok(pos)


def test_ts_tamer_without_the_cost_gains_nothing_and_returns_nothing():
    pos = effect_positions.build(
        Side(battle=[TS_TAMER], trash=[GIANT_SLAYER, TS_DIGIMON], deck=[MONODRAMON]),
        Side(battle=[GOGMAMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, False)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert answered(pos)
    assert pos.hand(0) == [] and sorted(pos.trash(0)) == sorted([GIANT_SLAYER, TS_DIGIMON])
    assert pos.memory(0) == 3
    ok(pos)

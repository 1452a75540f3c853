"""BT18-019 Millenniummon: the DNA-digivolving clause that returns one Digimon card of each level in the
opponent's trash to the top of their deck (all or nothing) for 1 memory each
(return_opponent_trash_levels_top_cost, memory for_each=paid), and the On Deletion that pays with one [Kimeramon]
and one [Machinedramon] of the trash to come back from the trash (return_pair_from_trash_cost)."""
import numpy as np

import effect_positions
from decks.effects import load_effects
from effect_positions import Side, script, answered, ok
from simcore import engine as E
from simcore.effect_codes import T_WHEN_DIGIVOLVING
from simcore.effects import collect_slot, delete_slot
from simcore.layout import DEL_EFFECT, G_DNA_UID

I32 = np.int32
MILLENNIUMMON = "BT18-019"
KIMERAMON = "BT18-015"
MACHINEDRAMON = "BT18-073"
# ST1-03 Agumon (Lv.3), ST1-07 Greymon (Lv.4), ST1-09 MetalGreymon (Lv.5), ST1-16 an option card


def digivolved(pos, s, dna):
    """Player 0's Digimon in slot s just digivolved (by DNA digivolution when `dna`): its [When Digivolving]
    effects resolve."""
    pos.st.g[G_DNA_UID] = 1 + int(pos.st.uid[0, s]) if dna else 0
    collect_slot(pos.st, pos.tb, I32(T_WHEN_DIGIVOLVING), I32(0), I32(s), I32(0), I32(0))
    E.settle(pos.st, pos.tb)


def opponent(trash):
    return Side(battle=["ST1-03"], deck=["ST1-07"], trash=trash)


def test_encoded_lines_are_full():
    entry = load_effects()[MILLENNIUMMON]
    assert not entry.unmodeled
    texts = [e.text for e in entry.effects]
    assert ("BT18-019 main on_deletion optional : return_pair_from_trash_cost name=kimeramon or_name=machinedramon ; "
            "then play_from_trash name=millenniummon") in texts


def test_return_opponent_trash_levels_top_cost_when_dna_digivolving_gains_a_memory_each():
    pos = effect_positions.build(Side(battle=[MILLENNIUMMON], deck=["ST1-03"]),
                                 opponent(["ST1-07", "ST1-07", "ST1-09", "ST1-16"]), memory=0)
    digivolved(pos, 1, dna=True)
    # Agumon deleted first (Lv.3), then Lv.3, one Lv.4 and Lv.5 go on top, lowest level first
    assert pos.battle(1) == []
    assert pos.deck(1) == ["ST1-07", "ST1-03", "ST1-07", "ST1-09"]
    assert sorted(pos.trash(1)) == ["ST1-07", "ST1-16"]
    assert pos.memory(0) == 3
    ok(pos)


def test_the_cost_is_all_or_nothing():
    pos = effect_positions.build(Side(battle=[MILLENNIUMMON], deck=["ST1-03"]),
                                 opponent(["ST1-07", "ST1-09"]), memory=0)
    script(pos, 0, False)   # declined: no card returned, no memory
    digivolved(pos, 1, dna=True)
    assert answered(pos)
    assert pos.deck(1) == ["ST1-07"]
    assert sorted(pos.trash(1)) == ["ST1-03", "ST1-07", "ST1-09"]
    assert pos.memory(0) == 0
    ok(pos)
    pos = effect_positions.build(Side(battle=[MILLENNIUMMON], deck=["ST1-03"]),
                                 opponent(["ST1-07", "ST1-09"]), memory=0)
    script(pos, 0, True)    # paid: one card of each of the three levels, asked once
    digivolved(pos, 1, dna=True)
    assert answered(pos)
    assert pos.deck(1) == ["ST1-07", "ST1-03", "ST1-07", "ST1-09"]
    assert pos.trash(1) == []
    assert pos.memory(0) == 3
    ok(pos)


def test_without_dna_digivolving_only_the_deletion_happens():
    pos = effect_positions.build(Side(battle=[MILLENNIUMMON], deck=["ST1-03"]),
                                 opponent(["ST1-07", "ST1-09"]), memory=0)
    digivolved(pos, 1, dna=False)
    assert pos.battle(1) == []
    assert pos.deck(1) == ["ST1-07"]
    assert sorted(pos.trash(1)) == ["ST1-03", "ST1-07", "ST1-09"]
    assert pos.memory(0) == 0
    ok(pos)


def test_on_deletion_returns_kimeramon_and_machinedramon_to_come_back():
    pos = effect_positions.build(Side(battle=[MILLENNIUMMON], deck=["ST1-03"], trash=[KIMERAMON, MACHINEDRAMON]),
                                 Side(battle=["ST1-07"], deck=["ST1-03"]), memory=0)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    # both named cards to the bottom of the deck (Kimeramon first), Millenniummon back from the trash; its
    # [On Play] deletes the opponent's Greymon (not DNA digivolving: nothing returned, no memory)
    assert pos.deck(0) == [MACHINEDRAMON, KIMERAMON, "ST1-03"]
    assert pos.battle(0) == [[MILLENNIUMMON]]
    assert pos.trash(0) == []
    assert pos.battle(1) == [] and pos.trash(1) == ["ST1-07"] and pos.deck(1) == ["ST1-03"]
    assert pos.memory(0) == 0
    ok(pos)


def test_on_deletion_without_both_names_stays_in_the_trash():
    pos = effect_positions.build(Side(battle=[MILLENNIUMMON], deck=["ST1-03"], trash=[KIMERAMON, KIMERAMON]),
                                 Side(battle=["ST1-07"], deck=["ST1-03"]), memory=0)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == []
    assert sorted(pos.trash(0)) == [KIMERAMON, KIMERAMON, MILLENNIUMMON]
    assert pos.deck(0) == ["ST1-03"]
    assert pos.battle(1) == [["ST1-07"]]
    ok(pos)


def test_the_pilot_may_decline_the_cost():
    pos = effect_positions.build(Side(battle=[MILLENNIUMMON], deck=["ST1-03"], trash=[KIMERAMON, MACHINEDRAMON]),
                                 Side(battle=["ST1-07"], deck=["ST1-03"]), memory=0)
    script(pos, 0, False)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == []
    assert sorted(pos.trash(0)) == sorted([KIMERAMON, MACHINEDRAMON, MILLENNIUMMON])
    ok(pos)

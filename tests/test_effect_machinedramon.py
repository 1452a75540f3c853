"""BT18-073 Machinedramon and BT18-015 Kimeramon: the On Deletion that DNA digivolves one of them in play and the
other from the trash into [Millenniummon] of the hand (dna_digivolve_with_trash), and the play cost reduction
bought by deleting one of your [Composite] trait Digimon as the card is played (play_cost_down
filter=paid_by_deleting); BT13-083 Gizmon: AT the same with a level 3 Digimon."""
import numpy as np

import effect_positions
from decks.effects import load_effects
from effect_positions import Side, script, answered
from positions import Slot, ok
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import A_PLAY, DEL_EFFECT, G_DNA_UID

I32 = np.int32
MILLENNIUMMON = "BT18-019"   # Lv.7, no DNA requirement of its own
KIMERAMON = "BT18-015"       # Lv.5 [Composite]
MACHINEDRAMON = "BT18-073"   # Lv.6 [Composite], cost 11, 4 off by deleting a [Composite] Digimon
GIZMON_AT = "BT13-083"       # Lv.4, cost 6, 4 off by deleting a level 3 Digimon
AGUMON = "ST1-03"            # Lv.3, no trait of theirs


def test_encoded_lines_are_full():
    effects = load_effects()
    for number in (MACHINEDRAMON, KIMERAMON):
        assert not effects[number].unmodeled, number
    texts = [e.text for e in effects[MACHINEDRAMON].effects]
    assert ("BT18-073 main static : play_cost_down 4 target=self trait=composite filter=paid_by_deleting") in texts
    assert ("BT18-073 main on_deletion optional : dna_digivolve_with_trash target=own kind=digimon name=millenniummon "
            "base_name=kimeramon trash_name=machinedramon filter=pay_cost") in texts
    assert ("BT18-015 main on_deletion optional : dna_digivolve_with_trash target=own kind=digimon name=millenniummon "
            "base_name=machinedramon trash_name=kimeramon filter=pay_cost") in [e.text for e in effects[KIMERAMON].effects]


def deleted(pos, s):
    delete_slot(pos.st, pos.tb, I32(0), I32(s), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)


def test_deleted_machinedramon_dna_digivolves_with_kimeramon_into_millenniummon():
    pos = effect_positions.build(
        Side(battle=[Slot([AGUMON, KIMERAMON], suspended=True), MACHINEDRAMON], hand=[MILLENNIUMMON],
             deck=[AGUMON, "ST1-07"]),
        Side(deck=[AGUMON]), memory=2)
    old_uid = pos.uids(0)[0]
    deleted(pos, 2)
    # the trash's Machinedramon at the bottom, Kimeramon's cards on it, Millenniummon on top; a new unsuspended
    # Digimon; no DNA cost (the card has none); 1 card drawn
    assert pos.battle(0) == [[MACHINEDRAMON, AGUMON, KIMERAMON, MILLENNIUMMON]]
    assert not pos.suspended(0, 1)
    assert pos.uids(0)[0] != old_uid
    assert pos.st.g[G_DNA_UID] == 1 + pos.uids(0)[0]   # "if DNA digivolving" holds for its [When Digivolving]
    assert pos.trash(0) == []
    assert pos.hand(0) == ["ST1-07"]
    assert pos.deck(0) == [AGUMON]
    assert pos.memory(0) == 2
    ok(pos)


def test_deleted_kimeramon_dna_digivolves_with_machinedramon():
    pos = effect_positions.build(Side(battle=[KIMERAMON, MACHINEDRAMON], hand=[MILLENNIUMMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=2)
    deleted(pos, 1)
    assert pos.battle(0) == [[KIMERAMON, MACHINEDRAMON, MILLENNIUMMON]]
    assert pos.trash(0) == [] and pos.hand(0) == [AGUMON]
    assert pos.memory(0) == 2
    ok(pos)


def test_declined_or_missing_a_part_nothing_happens():
    pos = effect_positions.build(Side(battle=[KIMERAMON, MACHINEDRAMON], hand=[MILLENNIUMMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=2)
    script(pos, 0, False)
    deleted(pos, 2)
    assert answered(pos)
    assert pos.battle(0) == [[KIMERAMON]] and pos.trash(0) == [MACHINEDRAMON] and pos.hand(0) == [MILLENNIUMMON]
    ok(pos)
    # no [Kimeramon] in play (a second Machinedramon is not one)
    pos = effect_positions.build(Side(battle=[MACHINEDRAMON, MACHINEDRAMON], hand=[MILLENNIUMMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=2)
    deleted(pos, 2)
    assert pos.battle(0) == [[MACHINEDRAMON]] and pos.trash(0) == [MACHINEDRAMON]
    assert pos.hand(0) == [MILLENNIUMMON]
    ok(pos)
    # no [Millenniummon] in the hand
    pos = effect_positions.build(Side(battle=[KIMERAMON, MACHINEDRAMON], hand=[AGUMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=2)
    deleted(pos, 2)
    assert pos.battle(0) == [[KIMERAMON]] and pos.trash(0) == [MACHINEDRAMON] and pos.hand(0) == [AGUMON]
    ok(pos)


def play_cost_listed(pos, number):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[:3] == (A_PLAY, i, 0)]


def test_play_cost_reduced_by_deleting_a_composite_digimon():
    pos = effect_positions.build(Side(battle=[KIMERAMON], hand=[MACHINEDRAMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=3)
    assert play_cost_listed(pos, MACHINEDRAMON) == [7]
    script(pos, 0, True)
    pos.play(0, MACHINEDRAMON)
    E.settle(pos.st, pos.tb)
    # Kimeramon deleted for the reduction (its On Deletion finds no Millenniummon in the hand): 11 - 4 paid
    assert pos.battle(0) == [[MACHINEDRAMON]]
    assert pos.trash(0) == [KIMERAMON]
    assert pos.memory(0) == 3 - 7
    ok(pos)


def test_play_cost_reduction_declined_pays_the_printed_cost():
    pos = effect_positions.build(Side(battle=[KIMERAMON], hand=[MACHINEDRAMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=3)
    script(pos, 0, False)
    pos.play(0, MACHINEDRAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[KIMERAMON], [MACHINEDRAMON]]
    assert pos.trash(0) == []
    assert pos.memory(0) == 3 - 11
    ok(pos)


def test_no_reduction_without_a_digimon_to_delete():
    pos = effect_positions.build(Side(battle=[AGUMON], hand=[MACHINEDRAMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=3)
    assert play_cost_listed(pos, MACHINEDRAMON) == [11]
    script(pos, 0)   # no question asked
    pos.play(0, MACHINEDRAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON], [MACHINEDRAMON]]
    assert pos.memory(0) == 3 - 11
    ok(pos)


def test_gizmon_at_deletes_a_level_3_digimon():
    pos = effect_positions.build(Side(battle=["ST1-07", AGUMON], hand=[GIZMON_AT], deck=[AGUMON, AGUMON, AGUMON]),
                                 Side(deck=[AGUMON]), memory=3)
    assert play_cost_listed(pos, GIZMON_AT) == [2]
    script(pos, 0, True)
    pos.play(0, GIZMON_AT)
    E.settle(pos.st, pos.tb)
    # Agumon (Lv.3) deleted, not Greymon (Lv.4); 6 - 4 paid; its [On Play] draws 2 and trashes 2
    assert pos.battle(0) == [["ST1-07"], [GIZMON_AT]]
    assert pos.memory(0) == 3 - 2
    assert len(pos.trash(0)) == 3 and AGUMON in pos.trash(0)
    ok(pos)


def test_the_reduction_is_bought_when_the_printed_cost_could_not_be_paid():
    # memory 0: 11 is past the limit, 7 is not; the play was listed at 7, so the Digimon is deleted whatever
    # the pilot would say
    pos = effect_positions.build(Side(battle=[KIMERAMON], hand=[MACHINEDRAMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=0)
    assert play_cost_listed(pos, MACHINEDRAMON) == [7]
    script(pos, 0, False)
    pos.play(0, MACHINEDRAMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[MACHINEDRAMON]]
    assert pos.trash(0) == [KIMERAMON]
    assert pos.memory(0) == -7
    ok(pos)

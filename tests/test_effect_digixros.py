"""DigiXros (RULES.md section 10.2): `digixros` rows list a Digimon's requirement, one per entry in printed order;
played from the hand with its materials (from the hand, or top cards of the battle area whose cards beneath are
trashed), each lowers the cost by the amount, the leftmost entry's card right under the new Digimon.
`digixros_name` treats a card as having another name for these requirements only. Then `place_under_tamer`:
cards of the hand or trash placed under a Tamer."""
import numpy as np

import effect_positions
from decks.effects import load_effects
from effect_positions import Side, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot
from simcore.layout import DEL_EFFECT


def lines(card):
    return [e.text for e in load_effects()[card].effects if "digixros" in e.text]


def plays(pos, p, number):
    """(xros flag, cost) of the play actions listed for `number`."""
    i = pos.hand_index(p, number)
    return sorted((a[2], a[3]) for a in pos.actions_of(p) if a[0] == L.A_PLAY and a[1] == i)


def test_the_compiled_requirements():
    assert lines("BT18-019") == ["BT18-019 main static : digixros 2 target=self name=kimeramon",
                                 "BT18-019 main static : digixros 2 target=self name=machinedramon"]
    assert lines("BT19-070") == [
        "BT19-070 main static : digixros 1 target=self count=3 level=4 kind=digimon trait=composite"]
    assert lines("BT19-025") == ["BT19-025 main static : digixros 2 target=self color=blue name=greymon",
                                 "BT19-025 main static : digixros 2 target=self name=mailbirdramon"]
    assert lines("EX10-034") == ["EX10-034 main static : digixros 2 target=self kind=digimon trait=bagra_army"] * 2
    assert lines("BT18-084") == ["BT18-084 main static : digixros 2 target=self name=loweemon|duskmon",
                                 "BT18-084 main static : digixros 2 target=self name=kaiserleomon|velgrmon"]
    assert lines("BT19-061") == ["BT19-061 main static : digixros_name target=self name=sparrowmon"]


def test_materials_from_hand_and_battle_area_lower_the_cost():
    # Millenniummon (cost 14): [Kimeramon] x [Machinedramon], -2 each; Kimeramon in the hand, Machinedramon in
    # the battle area on top of a Lv.5 card
    pos = effect_positions.build(Side(battle=[["BT6-012", "BT19-065"]], hand=["BT18-019", "BT8-084"],
                                      deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"]), memory=3)
    assert plays(pos, 0, "BT18-019") == [(1, 10)]   # 3 - 14 is out of reach: with DigiXros only
    assert pos.play_digixros(0, "BT18-019") == 10
    assert pos.battle(0) == [["BT19-065", "BT8-084", "BT18-019"]]   # the leftmost entry right under it
    assert pos.hand(0) == []
    assert pos.trash(0) == ["BT6-012"]   # the Machinedramon's card beneath it: trashed
    assert pos.memory(0) == -7
    assert [x[1:4] for x in pos.effects("BT18-019")] == [(ec.A_DIGIXROS, "BT8-084", 2),
                                                        (ec.A_DIGIXROS, "BT19-065", -2)]
    ok(pos)


def test_one_material_is_enough_and_the_plain_play_stays():
    pos = effect_positions.build(Side(hand=["BT18-019", "BT8-084"], deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"]), memory=3)
    assert plays(pos, 0, "BT18-019") == [(1, 12)]
    pos.set_memory(0, 10)
    assert plays(pos, 0, "BT18-019") == [(0, 14), (1, 12)]
    pos.play_digixros(0, "BT18-019")
    assert pos.battle(0) == [["BT8-084", "BT18-019"]]
    assert pos.memory(0) == -2
    ok(pos)


def test_a_card_treated_as_the_name_fills_the_entry():
    # Shoutmon X7 asks for [Sparrowmon]: RaptorSparrowmon is treated as Sparrowmon for DigiXros
    pos = effect_positions.build(Side(hand=["AD1-006", "BT19-061"], deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"]), memory=3)
    assert plays(pos, 0, "AD1-006") == [(0, 13), (1, 11)]
    pos.play_digixros(0, "AD1-006")
    assert pos.battle(0) == [["BT19-061", "AD1-006"]]
    ok(pos)


def test_count_entries_take_different_card_numbers():
    # Kimeramon BT19-070: 3 Lv.4 [Composite] trait Digimon cards with different card numbers, -1 each
    pos = effect_positions.build(Side(hand=["BT19-070", "BT6-012", "BT6-012", "BT18-013"], deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"]), memory=0)
    assert plays(pos, 0, "BT19-070") == [(0, 8), (1, 6)]   # two card numbers: two entries filled
    pos.play_digixros(0, "BT19-070")
    assert sorted(pos.battle(0)[0][:2]) == ["BT18-013", "BT6-012"]
    assert pos.hand(0) == ["BT6-012"]
    assert pos.memory(0) == -6
    ok(pos)



# --- place_under_tamer: "place 1 ... from your hand or trash under (any of) your Tamers" ----------------------

def delete(pos, p, s):
    delete_slot(pos.st, pos.tb, np.int32(p), np.int32(s), np.int32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)


def test_the_compiled_placements_under_tamers():
    assert [e.text for e in load_effects()["BT19-061"].effects if "place_under_tamer" in e.text] == [
        "BT19-061 main on_deletion : place_under_tamer 1 kind=digimon trait=xros_heart|blue_flare filter=or_trash"]
    assert [e.text for e in load_effects()["BT21-021"].effects if "place_under_tamer" in e.text] == [
        "BT21-021 main on_deletion : place_under_tamer 1 kind=digimon trait=xros_heart|blue_flare "
        "filter=may,or_trash ; then save"]
    assert not load_effects()["BT19-061"].unmodeled


def test_a_deleted_raptorsparrowmon_goes_from_the_trash_under_the_tamer():
    # its own card is in the trash when [On Deletion] resolves; the hand's Lv.3 Xros Heart card ranks lower
    pos = effect_positions.build(Side(battle=["BT10-087", "BT19-061"], hand=["BT19-035"], deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"]))
    delete(pos, 0, 2)
    assert pos.battle(0) == [["BT19-061", "BT10-087"]]
    assert pos.trash(0) == [] and pos.hand(0) == ["BT19-035"]
    assert [x[1:4] for x in pos.effects("BT19-061")] == [(ec.A_PLACE_UNDER_TAMER, "BT19-061", 0)]
    ok(pos)


def test_a_card_of_the_hand_may_go_under_the_tamer():
    pos = effect_positions.build(Side(battle=["BT10-087", "BT19-061"], hand=["ST1-03", "BT21-021"],
                                      deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"]))
    delete(pos, 0, 2)
    assert pos.battle(0) == [["BT21-021", "BT10-087"]]   # the Lv.5 of the hand ranks first
    assert pos.hand(0) == ["ST1-03"] and pos.trash(0) == ["BT19-061"]
    assert [x[1:4] for x in pos.effects("BT19-061")] == [(ec.A_PLACE_UNDER_TAMER, "BT21-021", 1)]
    ok(pos)


def test_without_a_tamer_nothing_moves():
    pos = effect_positions.build(Side(battle=["BT19-061"], hand=["BT21-021"], deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"]))
    delete(pos, 0, 1)
    assert pos.battle(0) == [] and pos.hand(0) == ["BT21-021"] and pos.trash(0) == ["BT19-061"]
    ok(pos)


# --- cant activate_when_digivolving -----------------------------------------------------------------------------

def test_jaegerdorulumon_stops_the_when_digivolving_effects_of_the_digimon_it_chose():
    assert [e.text for e in load_effects()["BT19-038"].effects if e.text.split()[2] == "on_play"] == [
        "BT19-038 main on_play : suspend target=opponent count=1 ; then cant activate_when_digivolving "
        "target=opponent count=1 duration=opponents_next_turn ; then cant unsuspend target=opponent count=1 "
        "filter=same_targets duration=opponents_next_turn"]
    assert not load_effects()["BT19-038"].unmodeled
    pos = effect_positions.build(Side(hand=["BT19-038"], deck=["ST1-03"] * 3),
                                 Side(battle=["ST1-05"], hand=["ST1-08"], deck=["ST1-03"] * 3), memory=10)
    pos.play(0, "BT19-038")
    assert pos.suspended(1, 1)
    pos.next_turn()
    pos.set_memory(1, 5)
    pos.digivolve(1, "ST1-08", 1)
    assert pos.battle(1) == [["ST1-05", "ST1-08"]]
    assert pos.effects("ST1-08") == []   # its [When Digivolving] +3000 DP did not activate
    assert pos.dp(1, 1) == 7000
    ok(pos)


def test_without_the_restriction_the_when_digivolving_effect_activates():
    pos = effect_positions.build(Side(deck=["ST1-03"] * 3),
                                 Side(battle=["ST1-05"], hand=["ST1-08"], deck=["ST1-03"] * 3), current=1, memory=5)
    pos.digivolve(1, "ST1-08", 1)
    assert pos.dp(1, 1) == 10000
    ok(pos)

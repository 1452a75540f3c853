"""<Decode ([X])> (RULES.md section 9): when the Digimon would leave the battle area other than in battle (deleted by
an effect or at 0 DP, returned to the hand or deck), its owner may play 1 [X] from its digivolution cards, free,
before it leaves: the would_leave timing, run by the move itself. Made-up cards first, then P-213 Aegiochusmon."""
from dataclasses import replace

import numpy as np

import effect_positions
from decks.effects import load_effects, parse_effects
from positions import Side, Slot, build_position, digimon, option, ok
from simcore import engine as E
from simcore.effects import apply_to_digimon, delete_slot
from simcore.layout import DEL_BATTLE, DEL_EFFECT

I32 = np.int32
BASE = digimon("W-90", 3, 3000, 3)
NAMED = replace(digimon("W-91", 4, 4000, 4), name="Test Codemon")
DECODER = digimon("W-92", 5, 7000, 6)
TOP = digimon("W-93", 6, 9000, 8)
BOUNCE = option("W-94", 1)
CARDS = [BASE, NAMED, DECODER, TOP, BOUNCE]
EFFECTS = parse_effects("""
W-92 main would_leave optional : play_from_digivolution_cards target=self kind=digimon name=Test_Codemon
W-92 inherited would_leave optional : play_from_digivolution_cards target=self kind=digimon name=Test_Codemon
W-94 main main : bounce target=opponent count=1
""")


def position(stack, **kw):
    return build_position(CARDS, Side(battle=[Slot(stack, suspended=True)], deck=["W-90"]),
                          Side(hand=["W-94"], deck=["W-90"]), effects=EFFECTS, **kw)


def delete(pos, p, s, cause):
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(cause))
    E.settle(pos.st, pos.tb)


def test_deleted_by_an_effect_the_named_card_is_played_from_beneath_and_the_rest_is_deleted():
    pos = position(["W-90", "W-91", "W-92"])
    delete(pos, 0, 1, DEL_EFFECT)
    assert pos.battle(0) == [["W-91"]]
    assert not pos.suspended(0, 1)   # a new Digimon: played, not the deleted one's state
    assert sorted(pos.trash(0)) == ["W-90", "W-92"]
    ok(pos)


def test_deleted_in_battle_nothing_is_played():
    pos = position(["W-90", "W-91", "W-92"])
    delete(pos, 0, 1, DEL_BATTLE)
    assert pos.battle(0) == []
    assert sorted(pos.trash(0)) == ["W-90", "W-91", "W-92"]
    ok(pos)


def test_without_the_named_card_beneath_the_digimon_is_just_deleted():
    pos = position(["W-90", "W-92"])
    delete(pos, 0, 1, DEL_EFFECT)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == ["W-90", "W-92"]
    ok(pos)


def test_the_inherited_decode_works_under_another_top_card():
    pos = position(["W-91", "W-92", "W-93"])
    delete(pos, 0, 1, DEL_EFFECT)
    assert pos.battle(0) == [["W-91"]]
    assert sorted(pos.trash(0)) == ["W-92", "W-93"]
    ok(pos)


def test_returned_to_the_hand_the_named_card_stays_in_play():
    pos = position(["W-90", "W-91", "W-92"], current=1)
    r = int(pos.tb.eff_first[pos.card("W-94")])
    apply_to_digimon(pos.st, pos.tb, I32(1), I32(r), I32(pos.card("W-94")), I32(0), I32(1))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["W-91"]]
    assert pos.hand(0) == ["W-92"] and pos.trash(0) == ["W-90"]
    ok(pos)


def test_the_compiled_lines_of_aegiochusmon():
    lines = [e.text for e in load_effects()["BT24-014"].effects]
    assert ("BT24-014 main would_leave optional : play_from_digivolution_cards target=self kind=digimon "
            "name=aegiomon") in lines
    assert ("BT24-014 inherited would_leave optional : play_from_digivolution_cards target=self kind=digimon "
            "name=aegiomon") in lines
    assert not load_effects()["BT24-014"].unmodeled


def test_p213_aegiochusmon_deleted_by_an_effect_leaves_its_aegiomon_in_play():
    # P-194 Aegiomon (<Blocker>, <Barrier>: no timed effect of its own); ST1-03 Agumon beneath it
    pos = effect_positions.build(Side(battle=[Slot(["ST1-03", "P-194", "P-213"], suspended=True)], deck=["ST1-03"]),
                                 Side(deck=["ST1-03"]))
    delete(pos, 0, 1, DEL_EFFECT)
    assert pos.battle(0) == [["P-194"]] and not pos.suspended(0, 1)
    assert sorted(pos.trash(0)) == ["P-213", "ST1-03"]
    ok(pos)


def test_the_compiled_lines_of_aegiochusmon_blue_and_the_unsuspend_wordings():
    lines = [e.text for e in load_effects()["BT25-025"].effects]
    assert lines == [
        "BT25-025 main static : blocker target=self",
        "BT25-025 main would_leave optional : play_from_digivolution_cards target=self kind=digimon name=aegiomon",
        "BT25-025 main on_play : de_digivolve 1 target=opponent count=1 ; then if=own_security<=3 unsuspend "
        "target=own count=1",
        "BT25-025 main when_digivolving : de_digivolve 1 target=opponent count=1 ; then if=own_security<=3 unsuspend "
        "target=own count=1",
        "BT25-025 inherited own_security_removed once_per_turn : unsuspend target=own count=1 up_to trait=shaman"]
    assert not load_effects()["BT25-025"].unmodeled
    assert ("EX9-018 inherited end_of_your_turn once_per_turn : unsuspend target=own count=1"
            in [e.text for e in load_effects()["EX9-018"].effects])


def test_bt25_025_on_play_de_digivolves_then_unsuspends_one_of_yours_with_3_or_fewer_security():
    # the opponent's P-194 Aegiomon on ST1-03 Agumon loses its top card; our suspended ST1-03 unsuspends
    pos = effect_positions.build(Side(hand=["BT25-025"], battle=[Slot("ST1-03", suspended=True)],
                                      security=["ST1-03", "ST1-03"], deck=["ST1-03"]),
                                 Side(battle=[Slot(["ST1-03", "P-194"])], deck=["ST1-03"]), memory=10)
    pos.play(0, "BT25-025")
    assert pos.battle(1) == [["ST1-03"]] and pos.trash(1) == ["P-194"]
    assert pos.battle(0) == [["ST1-03"], ["BT25-025"]]
    assert not pos.suspended(0, 1)
    assert pos.memory(0) == 2
    ok(pos)

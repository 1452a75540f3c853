"""BT21-091 Spirit Evolution!: its colour requirements ignored while you have a Tamer with inherited effects
(`ignore_color_requirements kind=tamer any=inherited:tamer`); placed in the battle area, its <Delay> when one of
your Tamers with inherited effects is played: 1 of your Tamers (`target=own_or_tamer base_any=kind:tamer`, not a
Digimon) may digivolve into a [Hybrid] trait Digimon card of the hand, through a requirement that names it, for
free."""
import effect_positions
from decks.effects import load_effects
from effect_positions import Side, script, answered, ok
from positions import Slot
from simcore import engine as E
from simcore.layout import A_OPTION

SPIRIT = "BT21-091"      # red option, use cost 3
TAKUYA = "BT12-088"      # red Tamer with inherited effects, cost 4
TAI = "ST1-12"           # red Tamer without inherited effects, cost 2
ZOE = "BT7-088"          # yellow Tamer with inherited effects
AGUNIMON = "BT17-011"    # Lv.4 [Hybrid]: from [Takuya Kanbara] for 2, or a red Lv.3 for 3
AGUMON = "ST1-03"        # red Lv.3
PATAMON = "BT14-033"     # yellow Lv.3
DECK = ["BT3-007"] * 4


def test_encoded_lines():
    assert not load_effects()[SPIRIT].unmodeled
    assert [e.text for e in load_effects()[SPIRIT].effects] == [
        "BT21-091 main static : ignore_color_requirements kind=tamer any=inherited:tamer",
        "BT21-091 main main optional : trash_from_hand_cost 1 trait=hybrid ; then draw 2 ; then place_in_battle_area",
        "BT21-091 main own_tamer_played optional card.any=inherited:tamer : delay ; then digivolve_from_hand "
        "target=own_or_tamer count=1 base_any=kind:tamer kind=digimon trait=hybrid filter=may",
        "BT21-091 security security : play_from_hand kind=tamer any=inherited:tamer filter=may,or_trash ; then "
        "add_self_to_hand"]


def usable(pos):
    i = pos.hand_index(0, SPIRIT)
    return any(a[:3] == (A_OPTION, i, 0) for a in pos.actions_of(0))


def test_colour_requirements_ignored_with_a_tamer_with_inherited_effects():
    pos = effect_positions.build(Side(battle=[ZOE], hand=[SPIRIT], deck=DECK), Side(deck=DECK), memory=5)
    assert usable(pos)
    ok(pos)


def test_colour_requirements_kept_without_one():
    pos = effect_positions.build(Side(battle=[PATAMON], hand=[SPIRIT], deck=DECK), Side(deck=DECK), memory=5)
    assert not usable(pos)
    ok(pos)


def test_delay_when_a_tamer_with_inherited_effects_is_played_digivolves_that_tamer_for_free():
    pos = effect_positions.build(Side(battle=[Slot(SPIRIT, entered=1), AGUMON], hand=[TAKUYA, AGUNIMON], deck=DECK),
                                 Side(deck=DECK), memory=5)
    script(pos, 0, True, True)
    pos.play(0, TAKUYA)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert SPIRIT in pos.trash(0)
    assert pos.battle(0) == [[AGUMON], [TAKUYA, AGUNIMON]]   # the Tamer, not the red Lv.3 Digimon
    assert pos.memory(0) == 5 - 4   # the Tamer's play cost only: the digivolution is free
    ok(pos)


def test_the_digivolution_may_be_left_undone():
    pos = effect_positions.build(Side(battle=[Slot(SPIRIT, entered=1), AGUMON], hand=[TAKUYA, AGUNIMON], deck=DECK),
                                 Side(deck=DECK), memory=5)
    script(pos, 0, True, False)
    pos.play(0, TAKUYA)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert SPIRIT in pos.trash(0)
    assert pos.battle(0) == [[AGUMON], [TAKUYA]] and AGUNIMON in pos.hand(0)
    ok(pos)


def test_no_delay_for_a_tamer_without_inherited_effects():
    pos = effect_positions.build(Side(battle=[Slot(SPIRIT, entered=1), AGUMON], hand=[TAI, AGUNIMON], deck=DECK),
                                 Side(deck=DECK), memory=5)
    script(pos, 0)
    pos.play(0, TAI)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[SPIRIT], [AGUMON], [TAI]]
    assert SPIRIT not in pos.trash(0) and AGUNIMON in pos.hand(0)
    ok(pos)

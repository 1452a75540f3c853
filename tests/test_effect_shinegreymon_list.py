"""Cards of a ShineGreymon list: the Agumon that may digivolve into [ShineGreymon] ignoring requirements while either
of two conditions holds, and the option whose <Delay> plays a Tamer sharing a colour with one of your Digimon.

BT21-040 Agumon: two digivolve_into_while rows, one for each condition: `if=opponent_level>=6` (the opponent has a
Digimon of level 6 or more in the battle area) and `if=own_tamer_names>=3` with `kind=tamer trait=hero` (your
[Hero] Tamers have 3 or more different names). P-206 Digital Gate Open: `play_from_hand 4
target=own_digimon_colors kind=tamer filter=pay_cost`, a Tamer of a colour that one of your Digimon on the field (the
breeding area too) has, its cost 4 less.

Real cards: BT2-041 / BT4-020 ShineGreymon (Lv.6, no text), BT21-080 / BT21-083 / BT21-084 Hero Tamers of three
names, BT1-085 Tai Kamiya (red Tamer, cost 4), BT1-086 Matt Ishida (blue Tamer, cost 4), ST1 Digimon."""
import numpy as np

from decks.effects import load_effects
from effect_positions import Side, Slot, answered, build, ok, script
from simcore import layout as L

I32 = np.int32
AGUMON = "BT21-040"
SHINEGREYMON = "BT2-041"       # yellow Lv.6, no text: from a yellow Lv.5 only by its printed requirement
OPPONENT_LV6 = "BT4-020"       # red Lv.6, no text
HEROES = ("BT21-080", "BT21-083", "BT21-084")   # Hiro Amanokawa, Taiki Kudo, Haru Shinkai: [Hero] Tamers
GATE = "P-206"
TAI = "BT1-085"                # red Tamer, cost 4
MATT = "BT1-086"               # blue Tamer, cost 4


def texts(card):
    return [e.text for e in load_effects()[card].effects]


def test_the_encoded_lines():
    assert texts(AGUMON) == [
        "BT21-040 main static your_turn if=opponent_level>=6 : digivolve_into_while 4 base_name=shinegreymon",
        "BT21-040 main static your_turn if=own_tamer_names>=3 : digivolve_into_while 4 kind=tamer trait=hero "
        "base_name=shinegreymon",
        "BT21-040 inherited static your_turn : dp +2000 target=self"]
    assert texts(GATE) == [
        "P-206 main static : ignore_color_requirements",
        "P-206 main main : reveal_add_two 3 kind=digimon ; then and_add kind=tamer ; then place_in_battle_area",
        "P-206 main activated optional : delay ; then play_from_hand 4 target=own_digimon_colors kind=tamer "
        "filter=may,pay_cost",
        "P-206 security security : play_from_hand kind=digimon cost<=3 filter=may,or_trash ; then add_self_to_hand"]
    for card in (AGUMON, GATE):
        assert not load_effects()[card].unmodeled


# --- BT21-040 Agumon -------------------------------------------------------------------------------------------

def digivolutions(pos, number):
    i = pos.hand_index(0, number)
    return [(a[2], a[3]) for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i]


def agumon(tamers=(), opponent=()):
    return build(Side(hand=[SHINEGREYMON], battle=[Slot(AGUMON, entered=1)] + [Slot(t, entered=1) for t in tamers],
                      deck=["ST1-03", "ST1-03"]),
                 Side(battle=[Slot(x, entered=1) for x in opponent], deck=["ST1-03"]), memory=10)


def test_agumon_digivolves_into_shinegreymon_for_4_while_the_opponent_has_a_level_6():
    pos = agumon(opponent=[OPPONENT_LV6])
    assert digivolutions(pos, SHINEGREYMON) == [(1, 4)]
    pos.digivolve(0, SHINEGREYMON, 1)
    assert pos.battle(0) == [[AGUMON, SHINEGREYMON]] and pos.memory(0) == 6
    ok(pos)


def test_a_level_5_of_the_opponent_is_not_enough():
    assert digivolutions(agumon(opponent=["ST1-09"]), SHINEGREYMON) == []   # MetalGreymon, Lv.5
    assert digivolutions(agumon(), SHINEGREYMON) == []


def test_three_hero_tamers_of_different_names_let_it_digivolve():
    pos = agumon(tamers=HEROES)
    assert digivolutions(pos, SHINEGREYMON) == [(1, 4)]
    pos.digivolve(0, SHINEGREYMON, 1)
    assert pos.battle(0)[0] == [AGUMON, SHINEGREYMON] and pos.memory(0) == 6
    ok(pos)


def test_two_names_or_a_tamer_without_the_trait_are_not_enough():
    assert digivolutions(agumon(tamers=HEROES[:2]), SHINEGREYMON) == []
    assert digivolutions(agumon(tamers=(HEROES[0], HEROES[0], HEROES[1])), SHINEGREYMON) == []   # 2 names
    assert digivolutions(agumon(tamers=HEROES[:2] + (TAI,)), SHINEGREYMON) == []   # Tai Kamiya: no [Hero]


# --- P-206 Digital Gate Open -----------------------------------------------------------------------------------

def gate(hand, battle=("ST1-03",), breeding=None):
    return build(Side(hand=list(hand), battle=[Slot(x, entered=1) for x in battle] + [Slot(GATE, entered=1)],
                      breeding=Slot(breeding) if breeding else None, deck=["ST1-03", "ST1-03"]),
                 Side(deck=["ST1-03"]), memory=3)


def test_the_delay_plays_a_tamer_of_a_colour_of_your_digimon_for_4_less():
    pos = gate([MATT, TAI])   # ST1-03 Agumon is red: Tai Kamiya (red) only
    script(pos, 0, True, True)
    pos.activate(0, 2)
    assert pos.battle(0) == [["ST1-03"], [TAI]] and pos.hand(0) == [MATT]
    assert pos.trash(0) == [GATE] and pos.memory(0) == 3   # cost 4, 4 less: nothing paid
    assert answered(pos)
    ok(pos)


def test_no_tamer_of_such_a_colour_plays_nothing():
    pos = gate([MATT])
    script(pos, 0, True, True)
    pos.activate(0, 2)
    assert pos.battle(0) == [["ST1-03"]] and pos.hand(0) == [MATT] and pos.trash(0) == [GATE]
    ok(pos)


def test_a_digimon_of_the_breeding_area_counts_too():
    pos = gate([TAI, MATT], battle=("ST1-03",), breeding="ST2-01")   # ST2-01 Tsunomon: blue
    script(pos, 0, True, True)
    pos.activate(0, 2)
    assert [TAI, MATT] != pos.hand(0) and len(pos.hand(0)) == 1   # either colour now: one of them is played
    assert pos.trash(0) == [GATE] and pos.memory(0) == 3
    ok(pos)

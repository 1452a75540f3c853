"""Two copies of one card beneath a Digimon share the once-per-turn use of their inherited digivolution cost
reduction (once_spent keeps a use per Digimon and row): the cost a digivolution is listed for is the cost it pays.
BT11-061 Vemmon: its inherited text takes 1 off a digivolution into [Destromon] or [Galacticmon], once per turn."""
from effect_positions import Side, Slot, build, ok

from simcore import layout as L

VEMMON = "BT11-061"
NUMEMON = "BT2-056"      # black Lv.4, no text
DESTROMON = "P-094"      # black Lv.5 from black Lv.4 for 5
AGUMON = "ST1-03"


def _position(under):
    return build(Side(battle=[Slot([*under, NUMEMON])], hand=[DESTROMON], deck=[AGUMON, AGUMON]),
                 Side(deck=[AGUMON]), memory=10)


def _listed_cost(pos):
    i = pos.hand_index(0, DESTROMON)
    costs = [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == 1]
    assert len(costs) == 1
    return costs[0]


def test_two_copies_are_listed_and_paid_with_one_reduction():
    pos = _position([VEMMON, VEMMON])
    assert _listed_cost(pos) == 5 - 1
    pos.digivolve(0, DESTROMON, 1)
    assert pos.memory(0) == 10 - 4
    assert pos.battle(0) == [[VEMMON, VEMMON, NUMEMON, DESTROMON]]
    ok(pos)


def test_one_copy_takes_1_off():
    pos = _position([VEMMON])
    assert _listed_cost(pos) == 4
    pos.digivolve(0, DESTROMON, 1)
    assert pos.memory(0) == 6
    ok(pos)


def test_no_copy_no_reduction():
    pos = _position([])
    assert _listed_cost(pos) == 5
    pos.digivolve(0, DESTROMON, 1)
    assert pos.memory(0) == 5
    ok(pos)

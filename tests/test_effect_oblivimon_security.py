"""BT20-052 Oblivimon: lying face up in its owner's security stack, its [Security] [End of Opponent's Turn] effect
plays it from the stack without paying the cost (a triggered [Security] row of a face-up security card, play_self:
the card leaves the stack for the battle area); face down it does nothing. ST1-03 Agumon fills the stacks."""
from effect_positions import Side, answered, build, script, ok

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from simcore import engine as E

OBLIVIMON = "BT20-052"
AGUMON = "ST1-03"


def test_coverage_and_line():
    assert card_coverage(load_catalog()[OBLIVIMON]) == "full"
    assert "BT20-052 security end_of_opponents_turn : play_self" in [e.text for e in load_effects()[OBLIVIMON].effects]


def _end_of_turn(up):
    pos = build(Side(security=[AGUMON], deck=[AGUMON]),
                Side(security=[OBLIVIMON, AGUMON], deck=[AGUMON]), turn=3, memory=2)
    pos.st.sec_up[1, 0] = 1 if up else 0   # the bottom card of player 1's stack
    script(pos, 0)
    pos.end_of_turn(0)
    E.settle(pos.st, pos.tb)
    return pos


def test_bt20_052_face_up_plays_itself_at_the_end_of_the_opponents_turn():
    pos = _end_of_turn(True)
    assert pos.battle(1) == [[OBLIVIMON]]
    assert pos.security(1) == [AGUMON] and [int(x) for x in pos.st.sec_up[1, :1]] == [0]
    assert pos.memory(0) == 2   # free
    ok(pos)


def test_bt20_052_face_down_stays():
    pos = _end_of_turn(False)
    assert answered(pos)
    assert pos.battle(1) == [] and pos.security(1) == [OBLIVIMON, AGUMON]
    ok(pos)

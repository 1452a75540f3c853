"""BT22-012 RizeGreymon: as it digivolves, with 1 or fewer Tamers of its player in the battle area, one free play
from the hand of a red or black Tamer card of play cost 4 or less, or else of a [CS] Tamer card (two clauses: the
first kind, then, when it played nothing, the second); with 2 Tamers, nothing."""
import effect_positions
from decks.effects import load_effects
from effect_positions import Side, ok
from positions import Slot
from simcore import engine as E

RIZEGREYMON = "BT22-012"   # Lv.5 red/black [CS], digivolves from a Lv.4 with Greymon in its name for 3
GREYMON = "ST1-07"         # Lv.4 red, Greymon
AGUMON = "ST1-03"
TAI = "ST1-12"             # red Tamer, cost 2, no trait
TK = "ST3-12"              # yellow Tamer, cost 2, no trait
AMI = "BT22-093"           # white [CS] Tamer, cost 4


def test_encoded_lines():
    card = load_effects()[RIZEGREYMON]
    assert not card.unmodeled
    assert [e.text for e in card.effects] == [
        "BT22-012 main static : keyword raid target=self",
        "BT22-012 main when_digivolving if=own_tamers<=1 : play_from_hand kind=tamer color=red,black cost<=4 "
        "filter=may ; then if=not_played play_from_hand kind=tamer trait=cs filter=may",
        "BT22-012 inherited static : security_attack +1 target=self",
    ]


def _digivolve(hand, tamers):
    pos = effect_positions.build(
        Side(hand=[RIZEGREYMON, *hand], battle=[Slot([AGUMON, GREYMON]), *tamers], deck=[AGUMON, AGUMON]),
        Side(deck=[AGUMON]), memory=5)
    pos.digivolve(0, RIZEGREYMON, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_red_tamer_played_free_and_only_one_play():
    pos = _digivolve([TAI, AMI], [TK])
    assert pos.battle(0) == [[AGUMON, GREYMON, RIZEGREYMON], [TK], [TAI]]
    assert sorted(pos.hand(0)) == sorted([AMI, AGUMON])   # the digivolution's draw
    assert pos.memory(0) == 5 - 3
    ok(pos)


def test_cs_tamer_played_when_no_red_or_black_one():
    pos = _digivolve([TK, AMI], [TK])
    assert pos.battle(0) == [[AGUMON, GREYMON, RIZEGREYMON], [TK], [AMI]]
    assert sorted(pos.hand(0)) == sorted([TK, AGUMON])
    assert pos.memory(0) == 5 - 3
    ok(pos)


def test_two_tamers_play_nothing():
    pos = _digivolve([TAI, AMI], [TK, TK])
    assert pos.battle(0) == [[AGUMON, GREYMON, RIZEGREYMON], [TK], [TK]]
    assert sorted(pos.hand(0)) == sorted([TAI, AMI, AGUMON])
    assert pos.memory(0) == 5 - 3
    ok(pos)

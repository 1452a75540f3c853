"""EX8-043 MetalTyrannomon: "you may suspend 1 Digimon" of either player, then, if this Digimon is suspended
(`if=this_suspended`), <De-Digivolve 1> 1 of the opponent's Digimon and, until the end of the opponent's turn, the
opponent's effects can't return it to the hand or deck (be_returned_or_de_digivolved_by_opponent) and no
<De-Digivolve> effect affects it (be_de_digivolved). Scenarios on real cards with the exact zones."""
import numpy as np

from effect_positions import Side, Slot, answered, build, script

from decks.effects import load_effects
from simcore import engine as E
from simcore import query as Q
from simcore.effect_codes import CANT_BE_DE_DIGIVOLVED, CANT_BE_RETURNED_OR_DE_DIGIVOLVED_BY_OPPONENT, T_ON_PLAY
from simcore.effects import collect_slot

I32 = np.int32
TYRANNO = "EX8-043"
COCYTUS = "ST2-16"   # option: return 1 of the opponent's Digimon to the hand
# ST1-03 Agumon, ST1-07 Greymon, ST2-03 Gabumon (blue, for ST2-16's colour)


def on_play(pos, p, s):
    collect_slot(pos.st, pos.tb, I32(T_ON_PLAY), I32(p), I32(s), I32(0), I32(0))
    E.settle(pos.st, pos.tb)


def guarded(pos, s):
    return [bool(Q.restricted(pos.st, pos.tb, I32(0), I32(s), I32(code)))
            for code in (CANT_BE_RETURNED_OR_DE_DIGIVOLVED_BY_OPPONENT, CANT_BE_DE_DIGIVOLVED)]


def test_the_card_is_full():
    entry = load_effects()[TYRANNO]
    assert not entry.unmodeled
    assert len(entry.effects) == 3


def test_a_suspended_metaltyrannomon_de_digivolves_and_is_guarded_through_the_opponents_turn():
    pos = build(Side(battle=[Slot(TYRANNO, suspended=True)], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-07"]), "ST2-03"], hand=[COCYTUS], deck=["ST2-03"]), memory=0)
    script(pos, 0, False)   # it suspends nothing: it is suspended already
    on_play(pos, 0, 1)
    assert answered(pos)
    assert pos.battle(1) == [["ST1-03"], ["ST2-03"]] and pos.trash(1) == ["ST1-07"]
    assert guarded(pos, 1) == [True, True]
    pos.next_turn()
    pos.set_memory(1, 10)
    pos.use_option(1, COCYTUS)   # its only target passes it by
    assert pos.battle(0) == [[TYRANNO]] and pos.hand(0) == []
    assert guarded(pos, 1) == [True, True]
    pos.next_turn()   # the opponent's turn is over
    assert guarded(pos, 1) == [False, False]
    assert pos.violation() == 0


def test_unsuspended_and_declining_nothing_else_happens():
    pos = build(Side(battle=[TYRANNO], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-07"])], deck=["ST1-03"]), memory=0)
    script(pos, 0, False)
    on_play(pos, 0, 1)
    assert answered(pos)
    assert pos.battle(1) == [["ST1-03", "ST1-07"]] and pos.trash(1) == []
    assert guarded(pos, 1) == [False, False]
    assert pos.violation() == 0

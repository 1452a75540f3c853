"""The duration your_turn_end ("until your turn ends", read from a timing of either turn): used in the opponent's
turn it lasts through your next turn, used in your own turn it ends with that turn. ST22-09's [Security] effect (the
opponent's Digimon can't suspend, then the card goes to the hand) and BT23-035's Security A. +1, with their lines."""
from pathlib import Path

import numpy as np
import pytest

from decks.effects import load_effects
from effect_positions import Side, build
from simcore import effect_codes as ec
from simcore import query as Q
from simcore.effects import apply_to_digimon

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
pytestmark = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")
i32 = np.int32
PLUG_IN_H = "ST22-09"


def test_the_lines_of_st22_09_and_bt23_035():
    effects = load_effects()
    assert ("ST22-09 security security : cant suspend target=opponent count=1 kinds=digimon,tamer "
            "duration=your_turn_end ; then add_self_to_hand") in [e.text for e in effects[PLUG_IN_H].effects]
    assert not effects[PLUG_IN_H].unmodeled
    assert ("BT23-035 main own_security_removed once_per_turn : security_attack +1 target=self "
            "duration=your_turn_end ; then if=own_security<=3 recovery 1") in [e.text for e in effects["BT23-035"].effects]
    assert not effects["BT23-035"].unmodeled


def _cant_suspend_from_security(current):
    pos = build(Side(hand=[PLUG_IN_H], deck=["ST1-03"]), Side(battle=["ST1-09"], deck=["ST1-03"]),
                turn=4, current=current)
    card = pos.card(PLUG_IN_H)
    r = int(pos.tb.eff_first[card])
    while pos.tb.eff[r, ec.F_SOURCE] != ec.S_SECURITY:
        r += 1
    apply_to_digimon(pos.st, pos.tb, i32(0), i32(r), i32(card), i32(1), i32(1))
    return pos


def cant_suspend(pos):
    return bool(Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_SUSPEND)))


def test_used_in_the_opponents_turn_it_lasts_through_your_next_turn():
    pos = _cant_suspend_from_security(current=1)
    assert cant_suspend(pos)
    pos.next_turn()   # your turn
    assert cant_suspend(pos)
    pos.next_turn()   # gone once your turn has ended
    assert not cant_suspend(pos)


def test_used_in_your_turn_it_ends_with_that_turn():
    pos = _cant_suspend_from_security(current=0)
    assert cant_suspend(pos)
    pos.next_turn()
    assert not cant_suspend(pos)

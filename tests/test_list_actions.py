"""simcore.engine.list_actions: the legal main-phase actions, one per card type in the hand."""
import numpy as np

from positions import Side, build_position, digimon
from simcore import engine as E
from simcore import layout as L

# 70 vanilla card types: the types listed so far are kept as bits, those from 64 up in a second word
CARDS = [digimon(f"Z-{i:03d}", 3, 1000, 0) for i in range(70)]


def test_copies_in_the_hand_give_one_play_for_every_card_type_below_and_above_64():
    hand = ["Z-069", "Z-001", "Z-069", "Z-065", "Z-001", "Z-065", "Z-000", "Z-064"]
    pos = build_position(CARDS, Side(deck=[c.number for c in CARDS[:35]], hand=hand),
                         Side(deck=[c.number for c in CARDS[35:]]), memory=5)
    assert [pos.card(n) >= 64 for n in ("Z-069", "Z-065", "Z-064", "Z-001")] == [True, True, True, False]
    n = E.list_actions(pos.st, pos.tb, np.int32(0))
    plays = [a[1] for a in pos.actions(n) if a[0] == L.A_PLAY]
    assert plays == [0, 1, 3, 6, 7]   # the hand index of each type's first copy, in hand order

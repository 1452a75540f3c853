"""filter=held_till_opponents_turn_end: a free play whose Digimon may not digivolve and goes at the opponent's turn
end (BT23-017, BT23-037, BT23-048 inherited): the played Digimon stays through its own turn's end, can't digivolve
meanwhile, then is deleted by the effect."""
import numpy as np

import effect_positions

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects, parse_effects
from positions import Side, build_position, digimon, option, ok
from simcore import engine as E
from simcore.effect_codes import CANT_DIGIVOLVE
from simcore.query import restricted

I32 = np.int32
CHEAP = digimon("W-70", 4, 5000, 5)
DEAR = digimon("W-71", 5, 7000, 6)
PLAY = option("W-73", 0)
CARDS = [CHEAP, DEAR, PLAY]
EFFECTS = parse_effects("""
W-73 main main : play_from_hand kind=digimon cost<=5 filter=held_till_opponents_turn_end
""")


def test_the_played_digimon_cant_digivolve_and_goes_at_the_end_of_the_opponents_turn():
    pos = build_position(CARDS, Side(hand=["W-73", "W-71", "W-70"], deck=["W-71"]), Side(deck=["W-71"]),
                         effects=EFFECTS, memory=3)
    pos.__class__ = effect_positions.EffectPosition
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "W-73")))   # its colour requirement aside
    assert pos.battle(0) == [["W-70"]]   # the cost 6 card stays in the hand
    assert pos.hand(0) == ["W-71"] and pos.memory(0) == 3
    assert restricted(pos.st, pos.tb, I32(0), I32(1), I32(CANT_DIGIVOLVE))
    pos.end_of_turn(0)
    assert pos.battle(0) == [["W-70"]]   # its own turn's end: still there
    pos.next_turn()
    assert restricted(pos.st, pos.tb, I32(0), I32(1), I32(CANT_DIGIVOLVE))
    pos.end_of_turn(1)
    assert pos.battle(0) == [] and pos.trash(0) == ["W-73", "W-70"]
    deleted = pos.events("delete")
    assert len(deleted) == 1 and deleted[0]["cause"] == "effect"
    ok(pos)


def test_the_compiled_lines_of_the_hudie_partners():
    for card in ("BT23-017", "BT23-037", "BT23-048"):
        assert (f"{card} inherited when_attacking once_per_turn optional : play_from_hand kind=digimon cost<=5 "
                "trait=hudie filter=held_till_opponents_turn_end") in [e.text for e in load_effects()[card].effects]
    assert card_coverage(load_catalog()["BT23-037"]) == "full"
    assert card_coverage(load_catalog()["BT23-048"]) == "full"

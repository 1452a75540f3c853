"""A play from a Digimon's digivolution cards before it leaves the battle area in any way (would_leave_any_way with
one play_from_digivolution_cards target=self row; RULES.md section 8 "Immediate"): BT24-037 Silphymon's play, before it
leaves other than by its owner's effects, of a level 4 or lower card of its digivolution cards with one of the
named colours or the [TS] trait (once per turn), in battle, by the opponent's effect and not by its
owner's own; and the compiled lines of the cards with the wording."""
import json

import numpy as np

from effect_positions import Side, Slot, build
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import DEL_BATTLE, DEL_EFFECT, G_EFFECT_PLAYER

I32 = np.int32


def delete(pos, p, s, cause, by=0):
    """Delete p's Digimon in slot s (cause DEL_*), by: 1 + the player whose effect deletes it (0: none)."""
    pos.st.g[G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(cause))
    pos.st.g[G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def silphymon_over(card):
    return build(Side(battle=[Slot([card, "BT24-037"])], deck=["ST1-03"]), Side(deck=["ST1-03"]))


def plays(pos):
    return [e for e in pos.effects("BT24-037") if e[1] == ec.A_PLAY_FROM_DIGIVOLUTION_CARDS]


def test_deleted_by_the_opponents_effect_it_plays_cyclonemon_from_beneath():
    pos = silphymon_over("BT24-011")   # Cyclonemon: red, [TS], level 4
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [["BT24-011"]] and pos.trash(0) == ["BT24-037"]
    assert len(plays(pos)) == 1
    assert pos.violation() == 0


def test_deleted_in_battle_it_plays_too():
    pos = silphymon_over("BT24-011")
    delete(pos, 0, 1, DEL_BATTLE)
    assert pos.battle(0) == [["BT24-011"]] and pos.trash(0) == ["BT24-037"]
    assert pos.violation() == 0


def test_deleted_by_its_owners_own_effect_nothing_is_played():
    pos = silphymon_over("BT24-011")
    delete(pos, 0, 1, DEL_EFFECT, by=1)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == ["BT24-011", "BT24-037"]
    assert plays(pos) == []
    assert pos.violation() == 0


def test_a_card_of_another_colour_without_the_trait_is_not_played():
    pos = silphymon_over("BT1-033")   # Dolphmon: blue, level 4, no [TS]
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == ["BT1-033", "BT24-037"]
    assert pos.violation() == 0


def _reading(number):
    records = json.load(open(ce.DEFAULT_CARDS_JSON, encoding="utf-8"))
    return ce.read_card(next(r for r in records if r["cardId"] == number))


def test_compiled_lines_of_a_play_before_leaving():
    card = "kind=digimon level<=4 any=color:yellow|color:red|trait:ts"
    lines = [line for line in _reading("BT24-037").lines if " would_leave_any_way " in line]
    assert lines == [
        "BT24-037 main would_leave_any_way once_per_turn if=not_by_own_effects optional : "
        "play_from_digivolution_cards target=self " + card,
        "BT24-037 inherited would_leave_any_way once_per_turn if=not_by_own_effects optional : "
        "play_from_digivolution_cards target=self " + card]
    # without a cause: in any way
    assert _reading("BT21-060").lines[0] == (
        "BT21-060 main would_leave_any_way optional : play_from_digivolution_cards target=self kind=digimon "
        "name=vemmon")
    reading = _reading("BT18-028")
    assert "BT18-028 main would_leave_any_way optional : play_from_digivolution_cards target=self kind=digimon " \
           "level<=4 trait=mammal|ice-snow|hybrid" in reading.lines

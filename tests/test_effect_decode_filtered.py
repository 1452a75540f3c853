"""<Decode (X)> with a card description instead of names (a level, colours, names or traits): the would_leave row
plays 1 Digimon card passing that description from the Digimon's digivolution cards, free, before it leaves other
than in battle. EX12-016 MetalGreymon (its own and its inherited <Decode>: level 4 or lower, [Agumon]/[Greymon] in
the name or the [ME]/[VB] trait) in positions, and the compiled lines of cards with such descriptions."""
import json
from pathlib import Path

import numpy as np
import pytest

from effect_positions import Side, Slot, build
from decks.tools import compile_effects as ce
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import DEL_BATTLE, DEL_EFFECT

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")

I32 = np.int32
METALGREYMON = "EX12-016"   # Lv.5; <Decode (Lv.4 or lower, [Agumon]/[Greymon] in name or [ME]/[VB] trait)>
GREYMON = "ST1-07"          # Lv.4 with [Greymon] in its name: passes
DRACOMON = "ST1-04"         # Lv.3, no such name or trait: does not pass
GARUDAMON = "ST1-08"        # Lv.5, a top card without a <Decode> of its own


def delete(pos, p, s, cause):
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(cause))
    E.settle(pos.st, pos.tb)


def position(stack):
    return build(Side(battle=[Slot(stack, suspended=True)], deck=[DRACOMON]), Side(deck=[DRACOMON]))


def test_deleted_by_an_effect_the_card_of_the_description_is_played_from_beneath():
    pos = position([DRACOMON, GREYMON, METALGREYMON])
    delete(pos, 0, 1, DEL_EFFECT)
    assert pos.battle(0) == [[GREYMON]]
    assert not pos.suspended(0, 1)
    assert sorted(pos.trash(0)) == sorted([DRACOMON, METALGREYMON])
    assert pos.violation() == 0


def test_no_card_of_the_description_beneath_nothing_is_played():
    pos = position([DRACOMON, METALGREYMON])
    delete(pos, 0, 1, DEL_EFFECT)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([DRACOMON, METALGREYMON])
    assert pos.violation() == 0


def test_deleted_in_battle_nothing_is_played():
    pos = position([DRACOMON, GREYMON, METALGREYMON])
    delete(pos, 0, 1, DEL_BATTLE)
    assert pos.battle(0) == []
    assert pos.violation() == 0


def test_the_inherited_decode_plays_a_level_4_card_not_the_level_5_decoder():
    # under Garudamon: MetalGreymon's inherited <Decode>; MetalGreymon itself (Lv.5) is above the description's level
    pos = position([GREYMON, METALGREYMON, GARUDAMON])
    delete(pos, 0, 1, DEL_EFFECT)
    assert pos.battle(0) == [[GREYMON]]
    assert sorted(pos.trash(0)) == sorted([METALGREYMON, GARUDAMON])
    assert pos.violation() == 0


def _lines(number):
    record = next(r for r in json.loads(CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines


@needs_shared
def test_compiled_lines():
    decode = ("would_leave optional : play_from_digivolution_cards target=self kind=digimon level<=4 "
              "any=name:agumon|name:greymon|trait:me|trait:vb")
    lines = _lines(METALGREYMON)
    assert f"{METALGREYMON} main {decode}" in lines and f"{METALGREYMON} inherited {decode}" in lines
    # colours and an exact level; two <Decode>s, two rows
    assert [x for x in _lines("BT22-015") if " would_leave " in x] == [
        "BT22-015 main would_leave optional : play_from_digivolution_cards target=self kind=digimon "
        "color=red,black level=3",
        "BT22-015 main would_leave optional : play_from_digivolution_cards target=self kind=digimon "
        "color=blue,yellow level=3"]
    # a part of a trait, or a trait
    assert ("EX12-036 main would_leave optional : play_from_digivolution_cards target=self kind=digimon level<=5 "
            "any=in_trait:aqua|in_trait:sea_animal|trait:tb") in _lines("EX12-036")
    # a trait alone
    assert ("EX12-028 main would_leave optional : play_from_digivolution_cards target=self kind=digimon level<=4 "
            "trait=ds") in _lines("EX12-028")

"""<Partition (A & B)> (RULES.md §10.9): when the Digimon, holding a card of each named kind beneath it, would leave
the battle area other than by its owner's effects or in battle, its owner may play one card of each kind from
beneath it for free (would_leave_any_way, condition partition, two play_from_digivolution_cards rows); BT16-012
Silphymon (red Lv.4 & yellow Lv.4) and the compiled lines of the keyword's wordings."""
import json

import numpy as np
import pytest

from effect_positions import Side, Slot, build
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import DEL_BATTLE, DEL_EFFECT, DEL_RULE, G_EFFECT_PLAYER

needs_shared = pytest.mark.skipif(not ce.DEFAULT_CARDS_JSON.exists(), reason="../shared/carddata is not available")

I32 = np.int32
SILPHYMON = "BT16-012"                   # <Partition (red Lv.4 & yellow Lv.4)>
RED4, YELLOW4, RED4B = "BT1-014", "BT1-051", "BT1-019"   # no effects
RED_YELLOW4 = "BT16-009"                 # red and yellow Lv.4, no effects


def delete(pos, p, s, cause, by=0):
    """Delete p's Digimon in slot s (cause DEL_*), by: 1 + the player whose effect deletes it (0: none)."""
    pos.st.g[G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(cause))
    pos.st.g[G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def silphymon_over(*beneath):
    return build(Side(battle=[Slot([*beneath, SILPHYMON])], deck=["ST1-03"]), Side(deck=["ST1-03"]))


def plays(pos):
    return [e[2] for e in pos.effects(SILPHYMON) if e[1] == ec.A_PLAY_FROM_DIGIVOLUTION_CARDS]


@needs_shared
@pytest.mark.parametrize("cause,by", [(DEL_EFFECT, 2), (DEL_RULE, 0)])
def test_deleted_other_than_by_its_owner_or_in_battle_it_plays_one_of_each(cause, by):
    pos = silphymon_over(YELLOW4, RED4)
    delete(pos, 0, 1, cause, by)
    assert sorted(pos.battle(0)) == sorted([[RED4], [YELLOW4]]) and pos.trash(0) == [SILPHYMON]
    assert sorted(plays(pos)) == sorted([RED4, YELLOW4])
    assert pos.violation() == 0


@needs_shared
@pytest.mark.parametrize("cause,by", [(DEL_BATTLE, 0), (DEL_EFFECT, 1)])
def test_deleted_in_battle_or_by_its_owners_effect_nothing_is_played(cause, by):
    pos = silphymon_over(YELLOW4, RED4)
    delete(pos, 0, 1, cause, by)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([YELLOW4, RED4, SILPHYMON])
    assert plays(pos) == []


@needs_shared
def test_without_a_card_of_each_kind_nothing_is_played():
    pos = silphymon_over(RED4B, RED4)
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [] and plays(pos) == []


@needs_shared
def test_a_card_of_both_kinds_goes_to_the_side_without_a_card_of_its_own():
    pos = silphymon_over(RED4, RED_YELLOW4)
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert sorted(pos.battle(0)) == sorted([[RED4], [RED_YELLOW4]]) and pos.trash(0) == [SILPHYMON]
    assert pos.violation() == 0


def _reading(number):
    records = json.load(open(ce.DEFAULT_CARDS_JSON, encoding="utf-8"))
    return ce.read_card(next(r for r in records if r["cardId"] == number))


@needs_shared
def test_compiled_lines_of_partition():
    play = "play_from_digivolution_cards target=self kind=digimon "
    assert [x for x in _reading("BT16-025").lines if "partition" in x] == [
        "BT16-025 main would_leave_any_way if=partition optional : " + play + "level=4 color=blue ; then " + play
        + "level=4 color=green",
        "BT16-025 inherited would_leave_any_way if=partition optional : " + play + "level=4 color=blue ; then " + play
        + "level=4 color=green"]
    assert [x for x in _reading("AD1-025").lines if "partition" in x][0] == ("AD1-025 main would_leave_any_way if=partition optional : " + play
                                            + "name=wargreymon ; then " + play + "name=metalgarurumon")
    assert [x for x in _reading("EX6-062").lines if "partition" in x][0].endswith("level=6 color=yellow,black ; then " + play
                                                 + "level=6 color=green,purple")
    assert "keyword partition" not in " ".join(m for _, m in _reading("BT16-012").unmodeled)

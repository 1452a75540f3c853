"""Cards from beneath a Digimon go under a Tamer before it leaves: <Material Save N> (material_save: when it would be
deleted, N of its digivolution cards that fit its DigiXros requirement), BT19-014 Shoutmon EX6; and AD1-006 Shoutmon
X7's would-leave effect (digivolution_cards_under_tamer, up to 4 [Xros Heart]/[Blue Flare] Digimon cards, then
play_placed: 1 of them played for free). Also BT19-014's [On Play] DP cut counted by the colours beneath it, its
play from under the Tamers, and AD1-006's return to the deck bottom."""
import json

import numpy as np
import pytest

from effect_positions import Side, Slot, build
from decks.effects import load_effects
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import apply_to_digimon, delete_slot
from simcore.layout import DEL_BATTLE, DEL_EFFECT, G_EFFECT_PLAYER

needs_shared = pytest.mark.skipif(not ce.DEFAULT_CARDS_JSON.exists(), reason="../shared/carddata is not available")

I32 = np.int32
EX6 = "BT19-014"          # Shoutmon EX6: <Material Save 4>, DigiXros with OmniShoutmon, AtlurBallistamon, ...
X7 = "AD1-006"            # Shoutmon X7
OMNI = "BT19-012"         # OmniShoutmon (red, yellow; Xros Heart), a DigiXros entry of EX6
ATLUR = "BT19-051"        # AtlurBallistamon (green, black; Xros Heart), a DigiXros entry of EX6
STAR = "BT19-035"         # ShootingStarmon (yellow, red; Xros Heart), level 4
RAPTOR = "BT19-061"       # RaptorSparrowmon (black, purple; Xros Heart), level 4
PLAIN = "BT1-014"         # red level 4, no trait of these, no entry of any requirement
TAMER = "ST3-12"          # a Tamer whose effect works in the opponent's turn on Security Digimon only
BOUNCER = "BT9-097"       # its second row (after its use cost reduction) returns 1 of the opponent's Digimon to the hand


def delete(pos, p, s, cause, by=0):
    pos.st.g[G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(cause))
    pos.st.g[G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def placed(pos, card, action):
    return [e[2] for e in pos.effects(card) if e[1] == action]


@needs_shared
@pytest.mark.parametrize("cause,by", [(DEL_EFFECT, 2), (DEL_BATTLE, 0), (DEL_EFFECT, 1)])
def test_material_save_places_the_requirement_cards_under_a_tamer_when_deleted(cause, by):
    pos = build(Side(battle=[Slot([OMNI, PLAIN, ATLUR, EX6]), TAMER], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, cause, by)
    assert pos.battle(0) == [[OMNI, ATLUR, TAMER]] or pos.battle(0) == [[ATLUR, OMNI, TAMER]]
    assert sorted(pos.trash(0)) == sorted([PLAIN, EX6])
    assert sorted(placed(pos, EX6, ec.A_MATERIAL_SAVE)) == sorted([OMNI, ATLUR])
    assert pos.violation() == 0


@needs_shared
def test_material_save_places_no_more_than_n():
    cards = [OMNI, ATLUR, "BT19-038", "BT19-061", "AD1-013"]   # + JaegerDorulumon, RaptorSparrowmon, ZeigGreymon
    pos = build(Side(battle=[Slot([*cards, EX6]), TAMER], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, DEL_EFFECT, 2)
    assert len(pos.battle(0)) == 1 and len(pos.battle(0)[0]) == 5   # 4 under the Tamer
    assert len(pos.trash(0)) == 2 and EX6 in pos.trash(0)
    assert pos.violation() == 0


@needs_shared
def test_material_save_without_a_tamer_or_when_returned_places_nothing():
    pos = build(Side(battle=[Slot([OMNI, ATLUR, EX6])], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, DEL_EFFECT, 2)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([OMNI, ATLUR, EX6])
    pos = build(Side(battle=[Slot([OMNI, ATLUR, EX6]), TAMER], deck=["ST1-03"]),
                Side(battle=[], hand=[BOUNCER], deck=["ST1-03"]), current=1)
    r = int(pos.tb.eff_first[pos.card(BOUNCER)]) + 1
    apply_to_digimon(pos.st, pos.tb, I32(1), I32(r), I32(pos.card(BOUNCER)), I32(0), I32(1))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[TAMER]] and pos.hand(0) == [EX6]   # not deleted: no Material Save
    assert placed(pos, EX6, ec.A_MATERIAL_SAVE) == []
    assert pos.violation() == 0


@needs_shared
@pytest.mark.parametrize("cause,by", [(DEL_EFFECT, 2), (DEL_BATTLE, 0)])
def test_x7_places_its_xros_heart_cards_under_a_tamer_and_plays_one(cause, by):
    pos = build(Side(battle=[Slot([STAR, PLAIN, RAPTOR, X7]), TAMER], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, cause, by)
    assert sorted(placed(pos, X7, ec.A_DIGIVOLUTION_CARDS_UNDER_TAMER)) == sorted([STAR, RAPTOR])
    played = placed(pos, X7, ec.A_PLAY_PLACED)
    assert len(played) == 1 and played[0] in (STAR, RAPTOR)
    kept = RAPTOR if played[0] == STAR else STAR
    assert pos.battle(0) == [[kept, TAMER], [played[0]]]
    assert PLAIN in pos.trash(0) and X7 in pos.trash(0) and STAR not in pos.trash(0) and RAPTOR not in pos.trash(0)
    assert pos.violation() == 0


@needs_shared
def test_x7_returned_to_the_hand_still_places_and_plays():
    pos = build(Side(battle=[Slot([STAR, X7]), TAMER], deck=["ST1-03"]),
                Side(hand=[BOUNCER], deck=["ST1-03"]), current=1)
    r = int(pos.tb.eff_first[pos.card(BOUNCER)]) + 1
    apply_to_digimon(pos.st, pos.tb, I32(1), I32(r), I32(pos.card(BOUNCER)), I32(0), I32(1))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[TAMER], [STAR]] and pos.hand(0) == [X7]
    assert pos.violation() == 0


@needs_shared
def test_x7_without_a_tamer_plays_nothing():
    pos = build(Side(battle=[Slot([STAR, X7])], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, DEL_EFFECT, 2)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([STAR, X7])
    assert placed(pos, X7, ec.A_PLAY_PLACED) == []


@needs_shared
def test_x7_on_play_returns_a_digimon_with_no_more_dp_to_the_deck_bottom():
    # X7 has 13000 DP: the 13000-or-less Digimon is the only one it may return
    pos = build(Side(hand=[X7], deck=["ST1-03"]),
                Side(battle=[Slot(["AD1-013"]), Slot(["BT19-014"])], deck=["ST1-03"]), memory=15)
    pos.play(0, X7)
    E.settle(pos.st, pos.tb)
    assert sorted(pos.battle(1)) == sorted([["BT19-014"]]) or sorted(pos.battle(1)) == sorted([["AD1-013"]])
    assert len(pos.deck(1)) == 2
    assert pos.violation() == 0


@needs_shared
def test_ex6_on_play_cuts_dp_by_the_colours_beneath_and_plays_shootingstarmon():
    # played with OmniShoutmon (red, yellow) and AtlurBallistamon (green, black) beneath: 4 colours, -4000 DP
    pos = build(Side(hand=[EX6, OMNI, ATLUR], battle=[Slot([STAR, TAMER])], deck=["ST1-03"]),
                Side(battle=[Slot([RAPTOR])], deck=["ST1-03"]), memory=12)
    pos.play_digixros(0, EX6)
    E.settle(pos.st, pos.tb)
    assert [(e[3], e[4]) for e in pos.effects(EX6) if e[1] == ec.A_DP] == [(-4000, 1)]   # all of player 1's
    assert [STAR] in pos.battle(0) and [TAMER] in pos.battle(0)
    assert [e[2] for e in pos.effects(EX6) if e[1] == ec.A_PLAY_FROM_UNDER_TAMERS] == [STAR]
    assert pos.violation() == 0


def _reading(number):
    records = json.load(open(ce.DEFAULT_CARDS_JSON, encoding="utf-8"))
    return ce.read_card(next(r for r in records if r["cardId"] == number))


@needs_shared
def test_compiled_material_save_and_the_lines_of_the_two_cards():
    assert "BT19-025 main would_leave_any_way if=would_be_deleted optional : material_save 2 target=self" in \
        _reading("BT19-025").lines
    assert "keyword material save" not in " ".join(m for _, m in _reading("BT19-063").unmodeled)
    effects = load_effects()
    assert not effects[X7].unmodeled and not effects[EX6].unmodeled

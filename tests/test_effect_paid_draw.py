"""A cost of "up to N" cards of the hand and a draw for each card it trashed: BT25-008 Coronamon (when moving and
on play, up to 2 [Iliad] or [TS] cards of the hand trashed, one draw per card; trash_from_hand_cost ... up_to ;
then draw 1 for_each=paid), and its compiled lines."""
import json

from effect_positions import Side, build
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import layout as L

# BT25-014 Meramon: [Flame], [Iliad], [TS]; ST1-03 Agumon: neither trait
DECK = ["ST1-05", "ST1-04", "ST1-03"]   # drawn from the end


def draws(pos):
    return [e[3] for e in pos.effects("BT25-008") if e[1] == ec.A_DRAW]


def test_bt25_008_trashes_two_ts_cards_and_draws_two():
    pos = build(Side(hand=["BT25-008", "BT25-014", "ST1-03", "BT25-014"], deck=list(DECK)), memory=5)
    pos.play(0, "BT25-008")
    assert pos.battle(0) == [["BT25-008"]]
    assert pos.trash(0) == ["BT25-014", "BT25-014"]
    assert draws(pos) == [2]
    assert sorted(pos.hand(0)) == ["ST1-03", "ST1-03", "ST1-04"]
    assert pos.deck(0) == ["ST1-05"]
    assert pos.memory(0) == 2 and pos.violation() == 0


def test_bt25_008_with_one_ts_card_trashes_it_and_draws_one():
    pos = build(Side(hand=["BT25-008", "ST1-03", "BT25-014"], deck=list(DECK)), memory=5)
    pos.play(0, "BT25-008")
    assert pos.trash(0) == ["BT25-014"]
    assert draws(pos) == [1]
    assert sorted(pos.hand(0)) == ["ST1-03", "ST1-03"]
    assert pos.deck(0) == ["ST1-05", "ST1-04"]
    assert pos.st.g[L.G_PAID] == 1 and pos.violation() == 0


def test_bt25_008_without_a_ts_card_in_the_hand_draws_nothing():
    pos = build(Side(hand=["BT25-008", "ST1-03"], deck=list(DECK)), memory=5)
    pos.play(0, "BT25-008")
    assert pos.trash(0) == [] and draws(pos) == []
    assert pos.hand(0) == ["ST1-03"] and pos.deck(0) == DECK
    assert pos.violation() == 0


def test_compiled_lines_of_bt25_008():
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8"))
                  if r["cardId"] == "BT25-008")
    assert ce.read_card(record).lines == [
        "BT25-008 main when_moving optional : trash_from_hand_cost 2 trait=iliad|ts up_to ; then draw 1 for_each=paid",
        "BT25-008 main on_play optional : trash_from_hand_cost 2 trait=iliad|ts up_to ; then draw 1 for_each=paid",
        "BT25-008 inherited static your_turn : dp +2000 target=self",
    ]

"""BT15-096 Supreme Connection!: of the top 5 cards revealed, 1 [Machine]/[Cyborg] card goes to the hand and 1 more
to the trash (`reveal_add_two ... filter=rest_on_top ; then and_trash ...`), the others back on top in their order,
and the option stays in the battle area; from there, a later turn, trashing it plays a level 5 or higher
[Machine]/[Cyborg] Digimon from the hand for its play cost less 3 (`delay ; then play_from_hand 3 ...`)."""
import effect_positions
from decks.effects import load_effects
from effect_positions import Side, ok
from positions import Slot
from simcore import engine as E

CONNECTION = "BT15-096"   # black option, cost 3
MEGADRAMON = "EX9-064"    # purple/black Lv.5 [Cyborg]: the colour for the option
ANDROMON = "EX9-030"      # Lv.5 [Cyborg], cost 7
METALGREYMON = "ST1-09"   # Lv.5 [Cyborg], cost 7
AGUMON = "ST1-03"         # no such trait
AGUMON_B = "BT1-010"
GREYMON = "ST1-07"


def test_encoded_lines():
    card = load_effects()[CONNECTION]
    assert not card.unmodeled
    reveal = ("reveal_add_two 5 trait=machine|cyborg filter=rest_on_top ; then and_trash trait=machine|cyborg ; then "
              "place_in_battle_area")
    assert [e.text for e in card.effects] == [
        f"BT15-096 main main : {reveal}",
        "BT15-096 main activated : delay ; then play_from_hand 3 kind=digimon level>=5 trait=machine|cyborg "
        "filter=may,pay_cost",
        f"BT15-096 security security : {reveal}",
    ]


def test_one_to_the_hand_one_to_the_trash_the_rest_back_on_top():
    pos = effect_positions.build(
        Side(hand=[CONNECTION], battle=[MEGADRAMON],
             deck=[AGUMON_B, GREYMON, METALGREYMON, AGUMON, ANDROMON, GREYMON]),
        Side(deck=[AGUMON]), memory=5)
    pos.use_option(0, CONNECTION)
    E.settle(pos.st, pos.tb)
    assert sorted(pos.hand(0) + pos.trash(0)) == sorted([METALGREYMON, ANDROMON])
    assert len(pos.hand(0)) == 1 and len(pos.trash(0)) == 1
    assert pos.deck(0) == [AGUMON_B, GREYMON, AGUMON, GREYMON]
    assert pos.battle(0) == [[MEGADRAMON], [CONNECTION]]
    assert pos.memory(0) == 5 - 3
    ok(pos)


def test_a_single_match_goes_to_the_hand_and_none_to_the_trash():
    pos = effect_positions.build(
        Side(hand=[CONNECTION], battle=[MEGADRAMON], deck=[AGUMON_B, GREYMON, AGUMON, ANDROMON, GREYMON]),
        Side(deck=[AGUMON]), memory=5)
    pos.use_option(0, CONNECTION)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [ANDROMON]
    assert pos.trash(0) == []
    assert pos.deck(0) == [AGUMON_B, GREYMON, AGUMON, GREYMON]
    assert pos.battle(0) == [[MEGADRAMON], [CONNECTION]]
    ok(pos)


def test_trashed_a_later_turn_it_plays_a_cyborg_for_3_less():
    pos = effect_positions.build(
        Side(hand=[ANDROMON, AGUMON], battle=[MEGADRAMON, Slot(CONNECTION, entered=2)], deck=[AGUMON]),
        Side(deck=[AGUMON]), turn=3, memory=5)
    pos.activate(0, 2)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[MEGADRAMON], [ANDROMON]]
    assert pos.trash(0) == [CONNECTION]
    assert pos.hand(0) == [AGUMON]
    assert pos.memory(0) == 5 - (7 - 3)
    ok(pos)


def test_not_in_the_turn_it_was_placed():
    pos = effect_positions.build(
        Side(hand=[ANDROMON], battle=[MEGADRAMON, Slot(CONNECTION, entered=3)], deck=[AGUMON]),
        Side(deck=[AGUMON]), turn=3, memory=5)
    assert not pos.activatable(0, 2)

""""If your hand has N or more cards" is own_hand>=N (EX12-023 Jellymon's inherited draw, then a trash with 7 or more
cards in the hand); "trash 1 digivolution card from the bottom of" 1 opponent's Digimon is
trash_digivolution_bottom 1 (EX1-012 Gomamon)."""
import effect_positions
import pytest
from effect_positions import Side, Slot, full, lines_of, ok

from simcore import engine as E

JELLYMON = "EX12-023"        # inherited: when attacking, once per turn: draw 1, then with 7+ in hand trash 1
GOMAMON = "EX1-012"         # on play: trash the bottom digivolution card of 1 of the opponent's Digimon
AGUMON = "ST1-03"
GREYMON = "ST1-07"
METALGREYMON = "ST1-09"
DECK = [AGUMON] * 6


def test_the_compiled_lines():
    assert lines_of(JELLYMON)[1] == ("EX12-023 inherited when_attacking once_per_turn : draw 1 ; then if=own_hand>=7 "
                                     "trash_from_hand 1")
    assert lines_of(GOMAMON) == ["EX1-012 main on_play : trash_digivolution_bottom 1 target=opponent count=1"]
    for card in (JELLYMON, "EX12-027", GOMAMON, "BT7-021"):
        assert full(card), card


@pytest.mark.parametrize("hand, after", [(6, 6), (5, 6)])
def test_jellymon_beneath_draws_then_trashes_1_with_7_or_more_cards_in_the_hand(hand, after):
    pos = effect_positions.build(Side(battle=[Slot([JELLYMON, GREYMON])], hand=[AGUMON] * hand, deck=DECK),
                                 Side(security=[AGUMON], deck=DECK))
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    assert len(pos.hand(0)) == after
    assert len(pos.trash(0)) == hand + 1 - after
    ok(pos)


def test_gomamon_played_trashes_the_bottom_card_of_an_opponents_digimon():
    pos = effect_positions.build(Side(hand=[GOMAMON], deck=DECK),
                                 Side(battle=[Slot([AGUMON, GREYMON, METALGREYMON])], deck=DECK), memory=5)
    pos.play(0, GOMAMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[GREYMON, METALGREYMON]] and pos.trash(1) == [AGUMON]
    ok(pos)

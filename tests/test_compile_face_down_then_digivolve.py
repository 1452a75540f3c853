"""Once per turn at the end of your turn, 3 [Ver.N] Digimon of the trash put face down under this Digimon, then a
digivolution into a [Ver.N] Digimon of the hand or trash: the cost
place_from_trash_face_down_cost (the trait's full stop read inside the trait), then digivolve_from_hand paying the
cost from the hand or the trash (BT22-049 Vegiemon, EX9-028 Nanimon, EX9-049 Sukamon, EX9-050 Numemon, EX9-052
Raremon, all full). A scenario on real cards: Vegiemon pays with 3 cards and digivolves into Vademon at the end of the
turn, paying its cost of 3."""
import numpy as np
from effect_positions import Side, Slot, answered, build, full, lines_of, ok, script

from simcore import effect_codes as ec
from simcore import engine as E

VEGIEMON = "BT22-049"   # Lv.4 green [Ver.2]
VADEMON = "BT22-061"    # Lv.5 [Ver.2]; [Digivolve] [Vegiemon]: Cost 3
GABUMON = "EX9-014"     # Lv.3 [Ver.2]
GARURUMON = "EX9-017"   # Lv.4 [Ver.2]
ELECMON = "EX9-022"     # Lv.3 [Ver.2]
AGUMON = "ST1-03"       # Lv.3, no [Ver.2]

I32 = np.int32


def _line(card, trait):
    return (f"{card} main end_of_your_turn once_per_turn optional : place_from_trash_face_down_cost 3 kind=digimon "
            f"trait={trait} target=self ; then digivolve_from_hand 0 target=self kind=digimon trait={trait} "
            "filter=or_trash,pay_cost")


def test_encoded_lines():
    assert lines_of(VEGIEMON) == [_line(VEGIEMON, "ver.2"), "BT22-049 inherited static : piercing target=self"]
    assert lines_of("EX9-028") == [
        _line("EX9-028", "ver.4"),
        "EX9-028 inherited static your_turn : dp -3000 target=all_opponent filter=security_digimon"]
    assert lines_of("EX9-049") == [_line("EX9-049", "ver.3"), "EX9-049 inherited static : blocker target=self"]
    assert lines_of("EX9-050") == [_line("EX9-050", "ver.1"), "EX9-050 inherited static : blocker target=self"]
    assert lines_of("EX9-052") == [_line("EX9-052", "ver.5"),
                                   "EX9-052 inherited on_deletion : de_digivolve 1 target=opponent count=1"]
    for card in (VEGIEMON, "EX9-028", "EX9-049", "EX9-050", "EX9-052"):
        assert full(card), card


def test_vegiemon_places_three_cards_face_down_and_digivolves_at_the_end_of_the_turn():
    pos = build(Side(battle=[Slot([VEGIEMON])], hand=[VADEMON], trash=[GABUMON, GARURUMON, ELECMON, AGUMON],
                     deck=[AGUMON]), Side(deck=[AGUMON]), memory=1)
    script(pos, 0, True)
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert answered(pos)
    stack = pos.stack(0, 1)
    assert stack[-2:] == [VEGIEMON, VADEMON] and sorted(stack[:3]) == sorted([GABUMON, GARURUMON, ELECMON])
    assert pos.trash(0) == [AGUMON] and pos.hand(0) == [AGUMON]   # the digivolution drew 1
    assert [e[1] for e in pos.effects(VEGIEMON)][:1] == [ec.A_PLACE_FROM_TRASH_FACE_DOWN_COST]
    assert pos.memory(0) == -2   # Vademon's cost of 3 from Vegiemon paid
    ok(pos)


def test_too_few_cards_of_the_trait_no_digivolution():
    pos = build(Side(battle=[Slot([VEGIEMON])], hand=[VADEMON], trash=[GABUMON, GARURUMON, AGUMON],
                     deck=[AGUMON]), Side(deck=[AGUMON]), memory=1)
    script(pos, 0, True)
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert pos.stack(0, 1) == [VEGIEMON] and pos.hand(0) == [VADEMON]
    assert pos.trash(0) == [GABUMON, GARURUMON, AGUMON]
    ok(pos)

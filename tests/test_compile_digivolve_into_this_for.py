"""A card of the hand that your [X] (or a Digimon named with [X]) may digivolve into for N, its own requirements
set aside: the static row digivolve_while_you_have N with base_name= (or
base_any=name:) (BT5-014, BT5-067, BT7-017, BT7-111 read; BT5-111 Omnimon X hand-written and full, with its
optional cost of 2 cards from under it that ends an attack). Scenarios on real cards: Omnimon X
digivolves onto an Omnimon for 3, and ends an attack of the opponent's by trashing 2 of its digivolution cards."""
from effect_positions import Side, Slot, answered, build, full, lines_of, ok, script

from simcore import effect_codes as ec
from simcore import layout as L

OMNIMON_X = "BT5-111"
OMNIMON = "BT1-084"     # Lv.7 white
AGUMON = "ST1-03"
GREYMON = "ST1-07"      # Lv.4, no text of its own on top
METALGREYMON = "ST1-09"


def test_encoded_lines():
    assert lines_of(OMNIMON_X) == [
        "BT5-111 main static : digivolve_while_you_have 3 base_any=name:omnimon",
        "BT5-111 main when_attacking : delete target=opponent count=1 at_most_self=dp",
        "BT5-111 main opponent_digimon_attacks opponents_turn optional : trash_own_digivolution_cost 2 ; then "
        "end_attack"]
    assert full(OMNIMON_X)
    for card, n, base in (("BT5-014", 4, "shoutmon"), ("BT5-067", 4, "keramon"), ("BT7-017", 1, "machinedramon"),
                          ("BT7-111", 7, "lucemon")):
        assert f"{card} main static : digivolve_while_you_have {n} base_name={base}" in lines_of(card), card


def test_omnimon_x_digivolves_onto_an_omnimon_for_3():
    pos = build(Side(battle=[Slot([OMNIMON])], hand=[OMNIMON_X], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    i = pos.hand_index(0, OMNIMON_X)
    assert [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == 1] == [3]
    pos.digivolve(0, OMNIMON_X, 1)
    assert pos.stack(0, 1) == [OMNIMON, OMNIMON_X]
    assert pos.memory(0) == 0 and pos.hand(0) == [AGUMON]
    ok(pos)


def test_omnimon_x_trashes_2_digivolution_cards_to_end_an_attack():
    pos = build(Side(battle=[Slot(GREYMON)], deck=[AGUMON]),
                Side(battle=[Slot([AGUMON, METALGREYMON, OMNIMON, OMNIMON_X])], security=[AGUMON], deck=[AGUMON]))
    script(pos, 1, True)
    pos.attack(0, 1)
    assert answered(pos)
    assert [e[1] for e in pos.effects(OMNIMON_X)] == [ec.A_TRASH_OWN_DIGIVOLUTION_COST] * 2 + [ec.A_END_ATTACK]
    assert len(pos.stack(1, 1)) == 2 and pos.stack(1, 1)[-1] == OMNIMON_X and len(pos.trash(1)) == 2
    assert pos.security(1) == [AGUMON] and pos.events("security_check") == []
    assert pos.suspended(0, 1)
    ok(pos)

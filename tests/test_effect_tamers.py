"""The Xros Heart Tamers' digivolution cost reduction (BT12-087 Taiki Kudo, BT12-094 Yuu Amano, BT12-096 Tagiru
Akashi): `tamer_digivolve_cost_down N` (a Tamer's persistent row, your turn): a digivolution of one of your Digimon
into a card passing the row's filters (here a Digimon card with <Save> in its text) costs N less, bought by
suspending the Tamer and moving 1 card from under one of your Tamers to the bottom of that Digimon's digivolution
cards. Taiki's [Start of Your Main Phase] places a <Save> Digimon card from the hand under him for a draw."""
import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.layout import A_DIGIVOLVE

TAIKI = "BT12-087"       # red Tamer; start of main phase: a <Save> Digimon card from the hand under him, draw 1
YUU = "BT12-094"         # black Tamer; likewise, gain 1 memory
TAGIRU = "BT12-096"      # purple Tamer
CHUUCHUMON = "BT12-060"  # Lv.3 black, <Save> (the Digimon that digivolves)
DAMEMON = "BT14-059"     # Lv.4 black/purple, <Save>, from black Lv.3 for 2
GREYMON = "BT2-057"      # Lv.4 black, from black Lv.3 for 2, no <Save>
SHOUTMON = "BT12-008"    # Lv.3 red, <Save> (a card under a Tamer)
CLOCKMON = "BT12-086"    # Lv.4 white, <Save> (a card under a Tamer)
AGUMON = "ST1-03"


def test_encoded_lines():
    assert full(TAIKI) and full(YUU) and full(TAGIRU)
    reduction = "main static your_turn : tamer_digivolve_cost_down 1 kind=digimon text~<save>"
    assert lines_of(TAIKI) == [
        "BT12-087 main start_of_your_main_phase optional : place_under_cost 1 kind=digimon text~<save> target=self "
        "; then draw 1",
        "BT12-087 " + reduction,
        "BT12-087 security security : play_self"]
    assert lines_of(YUU) == [
        "BT12-094 main start_of_your_main_phase optional : place_under_cost 1 kind=digimon text~<save> target=self "
        "; then memory +1",
        "BT12-094 " + reduction,
        "BT12-094 security security : play_self"]
    assert lines_of(TAGIRU) == [
        "BT12-096 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "BT12-096 " + reduction,
        "BT12-096 security security : play_self"]


def _costs(pos, card, s=1):
    i = pos.hand_index(0, card)
    return sorted(a[3] for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == s)


def _pos(tamers, hand, memory=5):
    return effect_positions.build(Side(battle=[CHUUCHUMON, *tamers], hand=hand, deck=[AGUMON, AGUMON]),
                                  Side(deck=[AGUMON]), memory=memory)


def test_offered_cost_counts_each_tamer_with_a_card_under_a_tamer_for_it():
    # two unsuspended Tamers, two cards under Taiki: 2 less
    assert _costs(_pos([Slot([SHOUTMON, CLOCKMON, TAIKI]), TAGIRU], [DAMEMON]), DAMEMON) == [0]
    # one card under the Tamers: only one of them can pay
    assert _costs(_pos([Slot([SHOUTMON, TAIKI]), TAGIRU], [DAMEMON]), DAMEMON) == [1]
    # no card under a Tamer: no reduction
    assert _costs(_pos([TAIKI, TAGIRU], [DAMEMON]), DAMEMON) == [2]
    # suspended Tamers can't pay
    assert _costs(_pos([Slot([SHOUTMON, TAIKI], suspended=True), Slot(TAGIRU, suspended=True)], [DAMEMON]),
                  DAMEMON) == [2]
    # a card without <Save> in its text: no reduction
    assert _costs(_pos([Slot([SHOUTMON, CLOCKMON, TAIKI]), TAGIRU], [GREYMON]), GREYMON) == [2]


def test_bought_reduction_suspends_the_tamer_and_moves_the_highest_level_card_under_the_digimon():
    pos = _pos([Slot([SHOUTMON, CLOCKMON, TAIKI]), Slot(TAGIRU, suspended=True)], [DAMEMON])
    assert _costs(pos, DAMEMON) == [1]
    script(pos, 0, True)
    pos.digivolve(0, DAMEMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[CLOCKMON, CHUUCHUMON, DAMEMON], [SHOUTMON, TAIKI], [TAGIRU]]
    assert pos.suspended(0, 2)
    assert pos.memory(0) == 5 - 1
    kinds = [x[1] for x in pos.effects(TAIKI)]
    assert kinds == [ec.A_SUSPEND_SELF_COST, ec.A_TAMER_DIGIVOLVE_COST_DOWN]
    ok(pos)


def test_two_tamers_each_pay_one():
    # the greedy pilot buys both; each picks the highest level card left under the Tamers
    pos = _pos([Slot([SHOUTMON, CLOCKMON, TAIKI]), TAGIRU], [DAMEMON])
    pos.digivolve(0, DAMEMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[SHOUTMON, CLOCKMON, CHUUCHUMON, DAMEMON], [TAIKI], [TAGIRU]]
    assert pos.suspended(0, 2) and pos.suspended(0, 3)
    assert pos.memory(0) == 5
    ok(pos)


def test_declined_reduction_leaves_the_tamers_and_pays_the_full_cost():
    pos = _pos([Slot([SHOUTMON, TAIKI]), TAGIRU], [DAMEMON])
    script(pos, 0, False, False)
    pos.digivolve(0, DAMEMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[CHUUCHUMON, DAMEMON], [SHOUTMON, TAIKI], [TAGIRU]]
    assert not pos.suspended(0, 2) and not pos.suspended(0, 3)
    assert pos.memory(0) == 5 - 2
    ok(pos)


def test_taiki_places_a_save_card_from_the_hand_under_himself_and_draws():
    pos = effect_positions.build(Side(battle=[TAIKI], hand=[DAMEMON, GREYMON], deck=[AGUMON, AGUMON]),
                                 Side(deck=[AGUMON]), memory=0)
    script(pos, 0, True)
    pos.main_phase(0)
    assert pos.stack(0, 1)[:2] == [DAMEMON, TAIKI]
    done = [(a, t) for _, a, t, _, _ in pos.effects(TAIKI)]
    assert done[0] == (ec.A_PLACE_UNDER_COST, DAMEMON) and done[1][0] == ec.A_DRAW
    assert DAMEMON not in pos.hand(0) and GREYMON in pos.hand(0) + [s[-1] for s in pos.battle(0)]
    ok(pos)

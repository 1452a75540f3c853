"""Hand-written cards read with words the language already has.

- BT11-108 DG Dimension: <De-Digivolve 1> on 3 of the opponent's Digimon, then 3 of theirs with play cost 6 or
  less deleted (its [Main] text carries the keyword's reminder in the middle);
- BT8-102 Samadhi Santi: by suspending one of your Digimon, 1 of the opponent's Digimon or Tamers suspended and kept
  from unsuspending through their next turn (suspend_own_cost, then filter=same_targets);
- BT16-046 GranKuwagamon: 2 suspended skip their next unsuspend phase, then a suspended Tamer of theirs deleted;
- BT20-026 MegaSeadramon (X Antibody): a bottom-deck return, then with a MegaSeadramon or an X Antibody beneath it a
  no-suspend restriction (if=named_digivolution_cards>=1)."""
import numpy as np

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import query as Q

i32 = np.int32

DG_DIMENSION = "BT11-108"
SAMADHI = "BT8-102"
GRANKUWAGAMON = "BT16-046"
MEGASEADRAMON_X = "BT20-026"
MEGASEADRAMON = "BT2-029"   # Lv.5 blue, no encoded lines
NENE = "BT10-092"          # black Tamer (On Play / On Deletion only)
MONODRAMON = "BT1-009"     # Lv.3 red, cost 2, no text
KOKATORIMON = "BT1-014"    # Lv.4 red, cost 3, no text
GORILLAMON = "BT1-037"     # Lv.4 blue, cost 6, no text
DARKTYRANNOMON = "BT1-019"  # Lv.4 red, cost 6, no text
HIANDROMON = "BT2-064"     # Lv.6 black, cost 10, no text
ARGOMON = "BT2-042"        # Lv.3 green, no text
TRICERAMON = "BT7-050"     # Lv.5 green, no text


def test_encoded_lines():
    for card in (DG_DIMENSION, SAMADHI, GRANKUWAGAMON, MEGASEADRAMON_X):
        assert full(card), card
    assert lines_of(DG_DIMENSION) == [
        "BT11-108 main static if=own_has : play_cost_down 1 target=self color=black kind=tamer",
        "BT11-108 main main : de_digivolve 1 target=opponent count=3 ; then delete target=opponent count=3 cost<=6",
        "BT11-108 security security : activate_main"]
    assert lines_of(SAMADHI) == [
        "BT8-102 main main optional : suspend_own_cost ; then suspend target=opponent count=1 kinds=digimon,tamer ; "
        "then cant unsuspend target=opponent count=1 kinds=digimon,tamer filter=same_targets "
        "duration=opponents_next_turn",
        "BT8-102 security security : suspend target=opponent count=1 kinds=digimon,tamer"]
    suspend_two = ("suspend target=opponent count=2 kinds=digimon,tamer ; then cant unsuspend_in_unsuspend_phase "
                   "target=opponent count=2 kinds=digimon,tamer filter=same_targets duration=opponents_next_turn ; "
                   "then delete target=opponent count=1 filter=tamer,suspended")
    assert lines_of(GRANKUWAGAMON) == [
        "BT16-046 main hand_counter optional : digivolve_from_hand target=own",
        "BT16-046 main on_play : " + suspend_two,
        "BT16-046 main when_digivolving : " + suspend_two,
        "BT16-046 main when_suspended your_turn once_per_turn : security_attack +1 target=own count=1 duration=turn",
        "BT16-046 main static : overflow 4"]
    back = ("to_deck_bottom target=opponent count=1 level<=4 ; then if=named_digivolution_cards>=1 cant suspend "
            "target=opponent count=1 name=megaseadramon|x_antibody duration=opponents_next_turn")
    assert lines_of(MEGASEADRAMON_X) == [
        "BT20-026 main on_play : " + back,
        "BT20-026 main when_digivolving : " + back,
        "BT20-026 inherited static your_turn : cant attack_target_change target=self"]


def test_dg_dimension_de_digivolves_3_then_deletes_3_of_play_cost_6_or_less():
    pos = effect_positions.build(
        Side(battle=[NENE], hand=[DG_DIMENSION], deck=[MONODRAMON]),
        Side(battle=[Slot([MONODRAMON, KOKATORIMON]), Slot([MONODRAMON, GORILLAMON]),
                     Slot([MONODRAMON, DARKTYRANNOMON]), HIANDROMON], deck=[MONODRAMON]), memory=7)
    pos.use_option(0, DG_DIMENSION)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 0   # 8, less 1 for the black Tamer
    assert pos.battle(1) == [[HIANDROMON]]
    assert sorted(pos.trash(1)) == sorted([KOKATORIMON, GORILLAMON, DARKTYRANNOMON] + [MONODRAMON] * 3)
    ok(pos)


def test_samadhi_suspends_one_of_yours_to_suspend_and_hold_one_of_theirs():
    pos = effect_positions.build(
        Side(battle=[ARGOMON], hand=[SAMADHI], deck=[MONODRAMON]),
        Side(battle=[HIANDROMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, True)
    pos.use_option(0, SAMADHI)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1) and pos.suspended(1, 1)
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    pos.next_turn()
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    pos.next_turn()
    assert not Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    ok(pos)


def test_samadhi_declined_suspends_nothing():
    pos = effect_positions.build(
        Side(battle=[ARGOMON], hand=[SAMADHI], deck=[MONODRAMON]),
        Side(battle=[HIANDROMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, False)
    pos.use_option(0, SAMADHI)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1) and not pos.suspended(1, 1)
    assert not Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND))
    ok(pos)


def test_grankuwagamon_suspends_2_holds_them_and_deletes_a_suspended_tamer():
    pos = effect_positions.build(
        Side(battle=[TRICERAMON], hand=[GRANKUWAGAMON], deck=[MONODRAMON]),
        Side(battle=[HIANDROMON, NENE], deck=[MONODRAMON]), memory=4)
    pos.digivolve(0, GRANKUWAGAMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[HIANDROMON]]
    assert NENE in pos.trash(1)
    assert pos.suspended(1, 1)
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_UNSUSPEND_IN_UNSUSPEND_PHASE))
    ok(pos)


def test_megaseadramon_x_over_a_megaseadramon_returns_one_and_bars_another_from_suspending():
    pos = effect_positions.build(
        Side(battle=[Slot([GORILLAMON, MEGASEADRAMON])], hand=[MEGASEADRAMON_X], deck=[MONODRAMON]),
        Side(battle=[KOKATORIMON, HIANDROMON], deck=[MONODRAMON]), memory=4)
    pos.digivolve(0, MEGASEADRAMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[HIANDROMON]]
    assert pos.deck(1)[0] == KOKATORIMON   # the bottom of the deck
    assert Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_SUSPEND))
    ok(pos)


def test_megaseadramon_x_without_a_named_card_beneath_only_returns():
    pos = effect_positions.build(
        Side(battle=[GORILLAMON], hand=[MEGASEADRAMON_X], deck=[MONODRAMON]),
        Side(battle=[KOKATORIMON, HIANDROMON], deck=[MONODRAMON]), memory=4)
    pos.digivolve(0, MEGASEADRAMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[HIANDROMON]]
    assert not Q.restricted(pos.st, pos.tb, i32(1), i32(1), i32(ec.CANT_SUSPEND))
    ok(pos)

"""Cost reductions and the restriction on them:

- suspend_play_cost_down: a play of [X] Digimon from the hand made N cheaper by suspending this Tamer
  (ST20-12, ST20-13, ST21-12, ST21-13; EX3-040's by suspending itself);
- bottom_deck_play_cost_down: the same bought by returning the Tamer to the bottom of the deck (BT22-094);
- suspend_digivolve_cost_down: a digivolution of one of your Digimon into X made N cheaper by suspending this
  Tamer (BT8-091, P-200);
- `cant reduce_digivolution_costs target=opponent` (BT5-021, ST20-07, BT5-008, BT5-033);
- a cheaper digivolution of this Digimon under a green Tamer of yours: if=own_trait_tamers>=1 with the Tamers'
  colour as the condition's filter (BT13-049, BT13-050, BT14-044, BT14-046, EX2-026);
- if=own_trait_digivolution_cards>=N (EX5-012, EX5-020: their play and digivolution costs), if=own_named_under
  (BT9-097, BT9-095, BT11-107), if=own_suspended_trait_digimon>=N (BT10-103);
- for_each=both_trash_tens of digivolve_from_hand (BT21-076), for_each=own_trash_tens of play_cost_down (ST14-09);
- hand-written: BT16-024 (a security search digivolving for 2 less), BT17-035 and BT17-094 (an option or a card of
  the hand used or played for less), BT21-088 (a Tamer-bought digivolution reduction), BT16-030, EX10-048 (its play
  cost reduction bought by deleting a Digimon with [Myotismon] in its text), BT12-016 (partial: its digivolution after a
  deletion that deleted nothing)."""
import numpy as np

from effect_positions import Side, Slot, build, full, lines_of, ok, script
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L

i32 = np.int32

JOE_MIMI = "ST21-12"       # Tamer; your turn: an [ADVENTURE] Digimon played from the hand 1 less by suspending it
SORA_KARI = "ST20-12"      # the same reduction
TENTOMON = "ST20-07"       # Lv.3 green [ADVENTURE], cost 3; opponent's turn: the opponent can't reduce digivolution costs
GOBLIMON = "BT1-064"       # Lv.3 green, cost 2, no text, no [ADVENTURE]
YUUGO = "BT22-094"         # Tamer; your turn: a [CS] Digimon or Tamer 2 less by returning it to the bottom of the deck
MERAMON_CS = "BT22-010"    # Lv.4 [CS] Digimon, cost 5
WILLIS = "BT8-091"         # Tamer; your turn: into a [Gargomon]/[Rapidmon] name 1 less by suspending it
VEGIEMON = "BT1-071"       # Lv.4 green, no text
RAPIDMON = "BT3-052"       # Lv.5 green, 2 from a green Lv.4, no text
OKUWAMON = "ST4-09"        # Lv.5 green, 2 from a green Lv.4, no text
LALAMON = "BT13-049"       # Lv.3; inherited: your turn, once: 1 less while you have a green Tamer
IZZY = "BT1-088"           # green Tamer
TAI = "ST1-12"             # red Tamer
FLAREMON = "EX5-012"       # Lv.5 red, cost 7; 2 less while you have a [Light Fang]/[Night Claw]/[Galaxy] Digimon with 3+
GAOGAMON = "BT16-020"      # Lv.4 blue [Night Claw]
METAL_STORM = "BT9-097"    # blue option, cost 7; 2 less with an [X Antibody] under one of your Digimon
X_ANTIBODY = "BT9-109"     # [X Antibody]
GORILLAMON = "BT1-037"     # Lv.4 blue, no text
GRAN_DEL_SOL = "BT10-103"  # green option, cost 8; 2 less with 2 of your green Digimon suspended
WARGROWLMON = "BT21-076"   # Lv.5; When Attacking, once: may digivolve from the hand, 1 less for every 10 in both trashes
MEGIDRAMON = "BT21-079"    # Lv.6, 4 from a Lv.5 with [Growlmon] in its name
BEELSTARMON = "ST14-09"    # Lv.6, cost 13; 4 less for every 10 cards in your trash
MONODRAMON = "BT1-009"     # Lv.3 red, no text
MUCHOMON = "BT1-013"       # Lv.3 red, no text
KOKATORIMON = "BT1-014"    # Lv.4 red, no text


def test_encoded_lines():
    for card in (JOE_MIMI, SORA_KARI, "ST21-13", "ST20-13", YUUGO, "EX3-040", "BT5-021", TENTOMON, "BT5-033", WILLIS,
                 "P-200", LALAMON, "BT13-050", "EX2-026", FLAREMON, "EX5-020", METAL_STORM, GRAN_DEL_SOL,
                 WARGROWLMON, "BT16-024", "BT17-035", "BT17-094", "BT21-088", "BT16-030", "EX10-048"):
        assert full(card), card
    assert lines_of(JOE_MIMI)[1] == "ST21-12 main static your_turn : suspend_play_cost_down 1 kind=digimon trait=adventure"
    assert lines_of(YUUGO)[1] == ("BT22-094 main static your_turn : bottom_deck_play_cost_down 2 kinds=digimon,tamer "
                                  "trait=cs")
    assert lines_of("EX3-040")[0] == "EX3-040 main static your_turn : suspend_play_cost_down 1 color=green kind=digimon"
    assert lines_of("BT5-021") == ["BT5-021 main static opponents_turn : cant reduce_digivolution_costs target=opponent"]
    assert lines_of(WILLIS)[1] == ("BT8-091 main static your_turn : suspend_digivolve_cost_down 1 kind=digimon "
                                   "name~gargomon|rapidmon")
    assert lines_of("P-200")[1] == "P-200 main static your_turn : suspend_digivolve_cost_down 1 kind=digimon trait=ts"
    assert lines_of(LALAMON)[1] == ("BT13-049 inherited static your_turn once_per_turn if=own_trait_tamers>=1 : "
                                    "digivolve_cost_down 1 target=self kind=digimon any=color:green")
    assert lines_of("EX2-026")[0] == ("EX2-026 main static your_turn if=own_trait_tamers>=1 : digivolve_cost_down 1 "
                                      "target=self kind=digimon any=color:green")
    assert lines_of(FLAREMON)[:2] == [
        "EX5-012 main static if=own_trait_digivolution_cards>=3 : play_cost_down 2 target=self "
        "trait=light_fang|night_claw|galaxy",
        "EX5-012 main static if=own_trait_digivolution_cards>=3 : digivolve_cost_down 2 target=into_this "
        "trait=light_fang|night_claw|galaxy"]
    assert lines_of(METAL_STORM)[0] == ("BT9-097 main static if=own_named_under : play_cost_down 2 target=self "
                                        "name=x_antibody")
    assert lines_of(GRAN_DEL_SOL)[0] == ("BT10-103 main static if=own_suspended_trait_digimon>=2 : play_cost_down 2 "
                                         "target=self any=color:green")
    assert lines_of(WARGROWLMON)[2] == (
        "BT21-076 main when_attacking once_per_turn optional : digivolve_from_hand 1 target=self kind=digimon "
        "name~megidramon|chaosgallantmon filter=pay_cost for_each=both_trash_tens")
    assert lines_of(BEELSTARMON)[0] == "ST14-09 main static : play_cost_down 4 target=self for_each=own_trash_tens"
    assert lines_of("BT16-024")[0] == (
        "BT16-024 main on_play your_turn : digivolve_from_security 2 target=self kind=digimon "
        "trait=angel|three_great_angels filter=pay_cost ; then if=digivolved hand_to_security 1 kind=digimon "
        "trait=angel|archangel|three_great_angels target=player filter=may,bottom")
    assert lines_of("BT17-035")[1:] == [
        "BT17-035 main when_digivolving optional : play_or_use_from_hand 2 kind=option any=name:plug-in|color:yellow",
        "BT17-035 inherited when_attacking once_per_turn if=this_has optional : play_or_use_from_hand 2 kind=option "
        "any=name:plug-in|color:yellow this_name~sakuyamon"]
    assert lines_of("BT21-088")[1] == ("BT21-088 main static your_turn : tamer_digivolve_cost_down 1 kind=digimon "
                                       "any=text:<save>|trait:hero")


def play_costs(pos, number):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_PLAY and a[1] == i]


def digivolve_costs(pos, number, s):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == s]


def option_costs(pos, number):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_OPTION and a[1] == i]


def test_a_tamer_suspends_to_make_an_adventure_digimon_1_cheaper():
    pos = build(Side(battle=[JOE_MIMI], hand=[TENTOMON, GOBLIMON], deck=[MONODRAMON]), Side(deck=[MONODRAMON]),
                memory=3)
    assert play_costs(pos, TENTOMON) == [2]
    assert play_costs(pos, GOBLIMON) == [2]   # no [ADVENTURE] trait: its printed cost
    pos.play(0, TENTOMON)
    assert pos.memory(0) == 1
    assert pos.suspended(0, 1)
    assert pos.battle(0) == [[JOE_MIMI], [TENTOMON]]
    assert [x[:4] for x in pos.effects()][:2] == [(JOE_MIMI, ec.A_SUSPEND_SELF_COST, JOE_MIMI, 0),
                                                  (JOE_MIMI, ec.A_PLAY_COST_DOWN, TENTOMON, 1)]
    assert play_costs(pos, GOBLIMON) == [2]   # suspended: nothing more to buy
    ok(pos)


def test_the_pilot_may_leave_the_tamer_unsuspended_and_pay_the_printed_cost():
    pos = build(Side(battle=[SORA_KARI], hand=[TENTOMON], deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=3)
    script(pos, 0, False)
    pos.play(0, TENTOMON)
    assert pos.memory(0) == 0
    assert not pos.suspended(0, 1)
    ok(pos)


def test_the_tamer_reduction_is_off_in_the_opponents_turn_and_from_a_suspended_tamer():
    pos = build(Side(battle=[Slot(JOE_MIMI, suspended=True)], hand=[TENTOMON], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=3)
    assert play_costs(pos, TENTOMON) == [3]
    pos = build(Side(battle=[JOE_MIMI], hand=[TENTOMON], deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=3)
    pos.set_turn(4, 1)
    assert play_costs(pos, TENTOMON) == [3]


def test_yuugo_goes_to_the_bottom_of_the_deck_to_make_a_cs_card_2_cheaper():
    pos = build(Side(battle=[YUUGO], hand=[MERAMON_CS], deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=3)
    assert play_costs(pos, MERAMON_CS) == [3]
    pos.play(0, MERAMON_CS)
    assert pos.memory(0) == 0
    assert pos.battle(0) == [[MERAMON_CS]]
    assert sorted(pos.deck(0)) == sorted([MONODRAMON, YUUGO])
    ok(pos)


def test_willis_suspends_to_make_a_digivolution_into_rapidmon_1_cheaper():
    pos = build(Side(battle=[WILLIS, VEGIEMON], hand=[RAPIDMON, OKUWAMON], deck=[MONODRAMON, MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=3)
    assert digivolve_costs(pos, RAPIDMON, 2) == [1]
    assert digivolve_costs(pos, OKUWAMON, 2) == [2]   # no such name: the printed cost
    pos.digivolve(0, RAPIDMON, 2)
    assert pos.memory(0) == 2
    assert pos.suspended(0, 1)
    assert pos.battle(0)[1] == [VEGIEMON, RAPIDMON]
    assert (WILLIS, ec.A_SUSPEND_DIGIVOLVE_COST_DOWN, RAPIDMON, 1) in [x[:4] for x in pos.effects()]
    ok(pos)


def test_a_green_tamer_makes_the_digivolution_of_a_digimon_over_lalamon_1_cheaper_once_per_turn():
    pos = build(Side(battle=[IZZY, Slot([LALAMON, VEGIEMON])], hand=[OKUWAMON], deck=[MONODRAMON, MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=3)
    assert digivolve_costs(pos, OKUWAMON, 2) == [1]
    pos.digivolve(0, OKUWAMON, 2)
    assert pos.memory(0) == 2
    pos = build(Side(battle=[TAI, Slot([LALAMON, VEGIEMON])], hand=[OKUWAMON], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=3)
    assert digivolve_costs(pos, OKUWAMON, 2) == [2]   # a red Tamer: no reduction


def test_the_opponents_tentomon_bars_digivolution_cost_reductions_in_its_owners_opponents_turn():
    pos = build(Side(battle=[IZZY, Slot([LALAMON, VEGIEMON]), WILLIS], hand=[OKUWAMON, RAPIDMON],
                     deck=[MONODRAMON]),
                Side(battle=[TENTOMON], deck=[MONODRAMON]), memory=3)
    assert digivolve_costs(pos, OKUWAMON, 2) == [2]
    assert digivolve_costs(pos, RAPIDMON, 2) == [2]
    pos.digivolve(0, RAPIDMON, 2)
    assert pos.memory(0) == 1 and not pos.suspended(0, 3)
    ok(pos)


def test_flaremon_is_2_cheaper_while_you_have_a_night_claw_digimon_with_3_digivolution_cards():
    pos = build(Side(battle=[Slot([MONODRAMON, MUCHOMON, KOKATORIMON, GAOGAMON])], hand=[FLAREMON],
                     deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=5)
    assert play_costs(pos, FLAREMON) == [5]
    pos = build(Side(battle=[Slot([MUCHOMON, KOKATORIMON, GAOGAMON])], hand=[FLAREMON], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=5)
    assert play_costs(pos, FLAREMON) == [7]
    pos = build(Side(battle=[Slot([MONODRAMON, MUCHOMON, MONODRAMON, KOKATORIMON])], hand=[FLAREMON],
                     deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=5)
    assert play_costs(pos, FLAREMON) == [7]   # no such trait
    # digivolving into it: 3 from a red Lv.4, 2 less
    pos = build(Side(battle=[Slot([MONODRAMON, MUCHOMON, KOKATORIMON, GAOGAMON]), KOKATORIMON], hand=[FLAREMON],
                     deck=[MONODRAMON, MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=5)
    assert digivolve_costs(pos, FLAREMON, 2) == [1]


def test_metal_storm_is_2_cheaper_while_a_digimon_has_x_antibody_under_it():
    pos = build(Side(battle=[Slot([X_ANTIBODY, GORILLAMON])], hand=[METAL_STORM], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=7)
    assert option_costs(pos, METAL_STORM) == [5]
    pos = build(Side(battle=[Slot([MONODRAMON, GORILLAMON])], hand=[METAL_STORM], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=7)
    assert option_costs(pos, METAL_STORM) == [7]


def test_gran_del_sol_is_2_cheaper_with_2_suspended_green_digimon():
    two = build(Side(battle=[Slot(VEGIEMON, suspended=True), Slot(GOBLIMON, suspended=True)], hand=[GRAN_DEL_SOL],
                     deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=8)
    assert option_costs(two, GRAN_DEL_SOL) == [6]
    one = build(Side(battle=[Slot(VEGIEMON, suspended=True), GOBLIMON, Slot(GORILLAMON, suspended=True)],
                     hand=[GRAN_DEL_SOL], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=8)
    assert option_costs(one, GRAN_DEL_SOL) == [8]   # 1 suspended green one, a suspended blue one


def test_wargrowlmon_digivolves_when_attacking_1_cheaper_for_every_10_cards_in_both_trashes():
    pos = build(Side(battle=[WARGROWLMON], hand=[MEGIDRAMON], deck=[MONODRAMON, MONODRAMON],
                     trash=[GOBLIMON] * 4 + [MUCHOMON] * 4 + [KOKATORIMON] * 4),
                Side(security=[MONODRAMON], deck=[MONODRAMON], trash=[GORILLAMON] * 4 + [VEGIEMON] * 4), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0)[0][:2] == [WARGROWLMON, MEGIDRAMON]
    assert pos.memory(0) == 1   # 4 from a Lv.5 with [Growlmon] in its name, 2 less for 20 cards


def test_beelstarmon_is_4_cheaper_for_every_10_cards_in_your_trash():
    pos = build(Side(hand=[BEELSTARMON], deck=[MONODRAMON],
                     trash=[GOBLIMON] * 4 + [MUCHOMON] * 4 + [KOKATORIMON] * 4 + [GORILLAMON] * 4 + [VEGIEMON] * 4),
                Side(deck=[MONODRAMON]), memory=5)
    assert play_costs(pos, BEELSTARMON) == [5]


def test_lucemon_chaos_mode_is_3_cheaper_for_every_10_cards_in_your_trash_and_lucemon_8_cheaper_from_10():
    trash = [GOBLIMON] * 4 + [MUCHOMON] * 4 + [KOKATORIMON] * 4 + [GORILLAMON] * 4 + [VEGIEMON] * 4
    assert lines_of("BT7-111")[0] == "BT7-111 main static : play_cost_down 3 target=self for_each=own_trash_tens"
    assert lines_of("BT4-115")[0] == "BT4-115 main static if=own_trash>=10 : play_cost_down 8 target=self"
    pos = build(Side(hand=["BT7-111", "BT4-115"], deck=[MONODRAMON], trash=trash), Side(deck=[MONODRAMON]), memory=10)
    assert play_costs(pos, "BT7-111") == [8]   # 14, 6 less for 20 cards
    assert play_costs(pos, "BT4-115") == [5]   # 13, 8 less
    pos = build(Side(hand=["BT7-111", "BT4-115"], deck=[MONODRAMON], trash=trash[:9]), Side(deck=[MONODRAMON]),
                memory=10)
    assert play_costs(pos, "BT7-111") == [14]
    assert play_costs(pos, "BT4-115") == [13]

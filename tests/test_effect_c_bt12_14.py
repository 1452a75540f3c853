"""BT12-012 Agunimon, BT12-013 BurningGreymon and BT12-062 Greymon, in words the engine already has.

- Agunimon and BurningGreymon digivolve from the hand onto a [Takuya Kanbara] Tamer as if it were a red level 3
  Digimon: a digivolve_while_you_have row read on that Tamer (if=own_trait_tamers>=1 naming the base itself), for 2;
- Greymon's When Digivolving play of a Tamer with [Tai Kamiya] in its name, only while you have none: own_has_none
  over the play's own filters;
- BT13-053 Mihiramon: its On Play suspend and "doesn't unsuspend" restriction, and its inherited reduction of any
  digivolution by 1, once per turn;
- BT14-098 DCD Bomb: <De-Digivolve 1>, then the optional return of 3 [D-Brigade]/[DigiPolice] cards from the trash
  to the deck top that buys the deletion of up to 6 play cost's total worth of the opponent's Digimon;
- BT12-109 Overflowing Power: used without its colour while you have a [Hunter] trait Tamer, it digivolves 1 of your
  Digimon into a <Save> card lying beneath a Tamer of yours, paying the digivolution cost;
- BT12-028 Paildramon: the top 3 digivolution cards of each of the opponent's Digimon trashed, then, DNA digivolving
  only, 2 of their Digimon without digivolution cards can't attack until their turn ends."""
import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.layout import A_DIGIVOLVE

AGUNIMON = "BT12-012"        # Lv.4 red, from red Lv.3 for 2
BURNINGGREYMON = "BT12-013"  # Lv.4 red, from red Lv.3 for 3
GREYMON = "BT12-062"         # Lv.4, from a Lv.3 with [Agumon] in its name for 2
TAKUYA = "BT12-088"          # Tamer [Takuya Kanbara]
KOJI = "BT17-083"            # Tamer [Koji Minamoto]
TAI = "BT14-082"             # Tamer [Tai Kamiya]
TAI_KARI = "BT17-093"        # Tamer [Tai Kamiya & Kari Kamiya]
AGUMON = "BT12-059"          # Lv.3 [Agumon]
FILLER = "ST1-03"
MIHIRAMON = "BT13-053"       # Lv.5 green, cost 7, 7000 DP
TITAMON = "BT1-080"          # Lv.6, from green Lv.5 for 2
GRYPHONMON = "BT10-055"      # Lv.6, 13000 DP
DCD_BOMB = "BT14-098"        # option, black, cost 4
COMMANDRAMON = "BT14-056"    # Lv.3 black [D-Brigade] [DigiPolice], cost 3
RED_AGUMON = "ST1-03"        # Lv.3, cost 3
GOLEMON = "BT10-062"         # Lv.4, no text
OVERFLOWING = "BT12-109"     # option, purple, cost 0
SHOUTMON_KING = "BT12-011"   # Lv.4 red, <Save> in its text, from red Lv.3 for 2
AIRU = "BT12-091"            # Tamer, yellow [Hunter]
RYOMA = "EX10-067"           # Tamer, purple [Hunter]
PAILDRAMON = "BT12-028"      # Lv.5 blue/green; DNA blue Lv.4 + green Lv.4 for 0, or from a blue Lv.4 for 4
BLUE4, GREEN4, BLUE3 = "BT1-037", "BT1-071", "BT1-028"


def test_encoded_lines():
    assert full(AGUNIMON) and full(BURNINGGREYMON) and full(GREYMON)
    assert lines_of(AGUNIMON) == [
        "BT12-012 main static if=own_trait_tamers>=1 : digivolve_while_you_have 2 base_name=takuya_kanbara "
        "name=takuya_kanbara",
        "BT12-012 main on_deletion optional : play_from_hand kind=digimon name=flamemon filter=suspended",
        "BT12-012 inherited on_deletion optional : play_from_hand kind=tamer name=takuya_kanbara"]
    assert lines_of(BURNINGGREYMON) == [
        "BT12-013 main static if=own_trait_tamers>=1 : digivolve_while_you_have 2 base_name=takuya_kanbara "
        "name=takuya_kanbara",
        "BT12-013 main when_digivolving : dp +2000 target=self duration=turn",
        "BT12-013 inherited static your_turn if=this_has : dp +2000 target=self trait=hybrid|ten_warriors"]
    assert lines_of(GREYMON) == [
        "BT12-062 main when_digivolving if=own_has_none optional : play_from_hand kind=tamer name~tai_kamiya",
        "BT12-062 inherited static if=this_has : dp +1000 target=self name~greymon|omnimon"]
    assert full(MIHIRAMON)
    assert lines_of(MIHIRAMON) == [
        "BT13-053 main on_play : suspend target=opponent count=1 dp<=7000 ; then cant unsuspend target=opponent "
        "count=1 duration=opponents_turn_end",
        "BT13-053 inherited static your_turn once_per_turn : digivolve_cost_down 1 target=self kind=digimon"]
    assert full(DCD_BOMB)
    assert lines_of(DCD_BOMB) == [
        "BT14-098 main main : de_digivolve 1 target=opponent count=1 ; then return_from_trash_top_cost 3 "
        "trait=d-brigade|digipolice filter=may ; then delete_total_cost 6 target=opponent",
        "BT14-098 security security : activate_main"]
    assert full(OVERFLOWING)
    assert lines_of(OVERFLOWING) == [
        "BT12-109 main static : ignore_color_requirements kind=tamer trait=hunter",
        "BT12-109 main main : digivolve_from_under_tamers target=own count=1 kind=digimon text~<save> filter=pay_cost",
        "BT12-109 security security : add_self_to_hand"]
    assert full(PAILDRAMON)
    assert lines_of(PAILDRAMON) == [
        "BT12-028 main when_digivolving : trash_digivolution_top 3 target=all_opponent ; then if=dna_digivolving cant "
        "attack target=opponent count=2 filter=no_digivolution_cards duration=opponents_turn_end",
        "BT12-028 inherited end_of_attack if=this_has : memory +1 any=name:imperialdramon|trait:free"]


def _costs_onto(pos, card, slot):
    i = pos.hand_index(0, card)
    return sorted(a[3] for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == slot)


def test_agunimon_and_burninggreymon_digivolve_onto_takuya_for_2():
    pos = effect_positions.build(Side(battle=[TAKUYA, KOJI], hand=[AGUNIMON, BURNINGGREYMON], deck=[FILLER]),
                                 Side(deck=[FILLER]), memory=5)
    assert _costs_onto(pos, AGUNIMON, 1) == [2]
    assert _costs_onto(pos, BURNINGGREYMON, 1) == [2]
    assert _costs_onto(pos, AGUNIMON, 2) == []   # another Tamer: no
    script(pos, 0)
    pos.digivolve(0, AGUNIMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[TAKUYA, AGUNIMON], [KOJI]]
    assert pos.memory(0) == 5 - 2
    assert sorted(pos.hand(0)) == sorted([BURNINGGREYMON, FILLER])   # the digivolution's draw
    ok(pos)


def test_burninggreymon_onto_takuya_gets_its_when_digivolving_dp():
    pos = effect_positions.build(Side(battle=[TAKUYA], hand=[BURNINGGREYMON], deck=[FILLER]),
                                 Side(deck=[FILLER]), memory=5)
    script(pos, 0)
    pos.digivolve(0, BURNINGGREYMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[TAKUYA, BURNINGGREYMON]]
    assert pos.memory(0) == 5 - 2
    assert pos.dp(0, 1) == 6000 + 2000 + 2000   # its When Digivolving, then Takuya's inherited +2000 in your turn
    ok(pos)


def test_no_takuya_no_digivolution_onto_a_tamer():
    pos = effect_positions.build(Side(battle=[KOJI], hand=[AGUNIMON], deck=[FILLER]), Side(deck=[FILLER]), memory=5)
    assert _costs_onto(pos, AGUNIMON, 1) == []


def test_greymon_plays_a_tai_kamiya_tamer_when_you_have_none():
    pos = effect_positions.build(Side(battle=[AGUMON, KOJI], hand=[GREYMON, TAI_KARI], deck=[FILLER]),
                                 Side(deck=[FILLER]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, GREYMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON, GREYMON], [KOJI], [TAI_KARI]]
    assert pos.memory(0) == 5 - 2   # the Tamer played free
    assert pos.hand(0) == [FILLER]
    ok(pos)


def test_greymon_offers_nothing_while_a_tai_kamiya_tamer_is_in_play():
    pos = effect_positions.build(Side(battle=[AGUMON, TAI_KARI], hand=[GREYMON, TAI], deck=[FILLER]),
                                 Side(deck=[FILLER]), memory=5)
    script(pos, 0)   # no question asked
    pos.digivolve(0, GREYMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON, GREYMON], [TAI_KARI]]
    assert sorted(pos.hand(0)) == sorted([TAI, FILLER])
    ok(pos)


def test_greymon_declined_keeps_the_tamer_in_the_hand():
    pos = effect_positions.build(Side(battle=[AGUMON], hand=[GREYMON, TAI], deck=[FILLER]), Side(deck=[FILLER]),
                                 memory=5)
    script(pos, 0, False)
    pos.digivolve(0, GREYMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON, GREYMON]]
    assert sorted(pos.hand(0)) == sorted([TAI, FILLER])
    ok(pos)


def test_mihiramon_suspends_a_7000_dp_digimon_and_bars_an_unsuspension():
    pos = effect_positions.build(Side(hand=[MIHIRAMON], deck=[FILLER]),
                                 Side(battle=[GRYPHONMON, MIHIRAMON], deck=[FILLER]), memory=7)
    script(pos, 0)
    pos.play(0, MIHIRAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(1, 1) and pos.suspended(1, 2)   # 13000 DP: out of reach; 7000: suspended
    cants = [x for x in pos.effects(MIHIRAMON) if x[1] == ec.A_CANT]
    assert len(cants) == 1 and cants[0][4] == 1
    assert pos.memory(0) == 0
    ok(pos)


def test_mihiramon_under_a_digimon_cuts_its_digivolution_by_1():
    pos = effect_positions.build(Side(battle=[Slot([MIHIRAMON, MIHIRAMON]), MIHIRAMON], hand=[TITAMON, TITAMON],
                                      deck=[FILLER, FILLER]), Side(deck=[FILLER]), memory=5)
    assert _costs_onto(pos, TITAMON, 1) == [2 - 1]
    assert _costs_onto(pos, TITAMON, 2) == [2]   # its own inherited text, on top: not read
    script(pos, 0)
    pos.digivolve(0, TITAMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 5 - 1
    assert pos.battle(0)[0] == [MIHIRAMON, MIHIRAMON, TITAMON]
    ok(pos)


def _bomb(trash, *answers):
    pos = effect_positions.build(
        Side(battle=[COMMANDRAMON], hand=[DCD_BOMB], trash=trash, deck=[FILLER]),
        Side(battle=[Slot([RED_AGUMON, GOLEMON]), RED_AGUMON, RED_AGUMON], deck=[FILLER]), memory=4)
    script(pos, 0, True, *answers)
    pos.st.choice[0] = (L.CH_TARGET, 1, 0)   # the <De-Digivolve 1>: the opponent's first Digimon
    pos.use_option(0, DCD_BOMB)
    E.settle(pos.st, pos.tb)
    return pos


def test_dcd_bomb_returns_3_cards_and_deletes_up_to_6_play_cost():
    pos = _bomb([COMMANDRAMON, COMMANDRAMON, COMMANDRAMON], True)
    assert answered(pos)
    assert pos.trash(0) == [DCD_BOMB]
    assert pos.deck(0) == [FILLER] + [COMMANDRAMON] * 3   # on top (the deck top last)
    # Golemon trashed by <De-Digivolve 1>; then of three cost-3 Agumon, 1 or 2 deleted (up to 6)
    assert GOLEMON in pos.trash(1)
    assert pos.trash(1).count(RED_AGUMON) in (1, 2) and all(s == [RED_AGUMON] for s in pos.battle(1))
    assert pos.memory(0) == 0
    ok(pos)


def test_dcd_bomb_declined_or_short_deletes_nothing():
    pos = _bomb([COMMANDRAMON, COMMANDRAMON, COMMANDRAMON], False)
    assert answered(pos)
    assert pos.battle(1) == [[RED_AGUMON]] * 3 and pos.trash(1) == [GOLEMON]   # de-digivolved only
    assert sorted(pos.trash(0)) == sorted([COMMANDRAMON] * 3 + [DCD_BOMB])
    pos = _bomb([COMMANDRAMON, COMMANDRAMON, RED_AGUMON], True)
    assert pos.battle(1) == [[RED_AGUMON]] * 3
    assert sorted(pos.trash(0)) == sorted([COMMANDRAMON, COMMANDRAMON, RED_AGUMON, DCD_BOMB])
    ok(pos)


def _usable(pos, card):
    i = pos.hand_index(0, card)
    return any(a[0] == L.A_OPTION and a[1] == i for a in pos.actions_of(0))


def test_overflowing_power_needs_no_purple_with_a_hunter_tamer():
    with_hunter = effect_positions.build(Side(battle=[RED_AGUMON, AIRU], hand=[OVERFLOWING], deck=[FILLER]),
                                         Side(deck=[FILLER]), memory=3)
    assert _usable(with_hunter, OVERFLOWING)
    without = effect_positions.build(Side(battle=[RED_AGUMON, TAKUYA], hand=[OVERFLOWING], deck=[FILLER]),
                                     Side(deck=[FILLER]), memory=3)
    assert not _usable(without, OVERFLOWING)


def test_overflowing_power_digivolves_into_a_save_card_under_a_tamer_for_its_cost():
    pos = effect_positions.build(Side(battle=[RED_AGUMON, Slot([SHOUTMON_KING, RYOMA])], hand=[OVERFLOWING],
                                      deck=[FILLER]), Side(deck=[FILLER]), memory=3)
    script(pos, 0)
    pos.use_option(0, OVERFLOWING)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[RED_AGUMON, SHOUTMON_KING], [RYOMA]]
    assert pos.memory(0) == 3 - 2
    ok(pos)


def _paildramon(memory):
    return effect_positions.build(
        Side(hand=[PAILDRAMON], deck=[FILLER, FILLER], battle=[BLUE4, Slot(GREEN4, entered=3)]),
        Side(battle=[Slot([RED_AGUMON, BLUE3, BLUE3, BLUE3, BLUE4]), RED_AGUMON, RED_AGUMON, RED_AGUMON],
             deck=[FILLER]), memory=memory)


def test_paildramon_dna_trashes_3_digivolution_cards_each_and_bars_2_bare_digimon():
    pos = _paildramon(0)
    script(pos, 0)
    pos.dna(0, PAILDRAMON, 1, 2)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1)[0] == [RED_AGUMON, BLUE4]   # its top 3 digivolution cards gone, the bottom one kept
    cants = [x for x in pos.effects(PAILDRAMON) if x[1] == ec.A_CANT]
    assert len(cants) == 2 and all(x[4] == 1 and x[2] == RED_AGUMON for x in cants)
    ok(pos)


def test_paildramon_digivolved_from_one_digimon_bars_nothing():
    pos = _paildramon(4)
    script(pos, 0)
    pos.digivolve(0, PAILDRAMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1)[0] == [RED_AGUMON, BLUE4]
    assert pos.memory(0) == 0
    assert [x for x in pos.effects(PAILDRAMON) if x[1] == ec.A_CANT] == []
    ok(pos)

"""X Antibody cards: the words and readings they brought.

- the compiler reads "if [A] or [X Antibody] is in this Digimon's digivolution cards" (and "[A]/[X Antibody]",
  "if this Digimon has [A] or [X Antibody] in its digivolution cards") as `if=named_digivolution_cards>=1`, the
  names the clause's `name=` (or `this_name=` beside filters of its own), also after a cost sentence; a `[Rule] Name:` line the data runs on after the last
  effect is a rule line of its own, so [X Antibody Proto Form] is also an [X Antibody];
- `event_same_level` (Cool Boy: one of your Digimon digivolved into an [X Antibody] card of its own level);
- a Digimon's persistent immunity to the opponent's Digimon effects under `if=own_memory<=N` (Gallantmon (X
  Antibody) at 0 or less memory);
- `place_self_under_lacking name=X` (BT9-109's [Main]): the option goes as the bottom digivolution card of 1 of
  your Digimon with no digivolution card of that name (none: it is trashed as usual);
- `cant named_digivolution_cards_trashed target=self name=X` (static; BT9-109's inherited text): effects, either
  player's, can't trash the Digimon's digivolution cards of that name: trashing the bottom N passes them by, chosen
  cards (the opponent's picks, <Digi-Burst>) are the others only. Other cards: BT7-086 Tommy Himi (On Play: trash
  the bottom 3 digivolution cards of 1 of the opponent's Digimon), BT14-023 Ikkakumon (When Digivolving: trash any
  2 digivolution cards of the opponent's Digimon), BT4-026 GaoGamon (<Digi-Burst 2>: draw 1)."""
import numpy as np

import effect_positions
from effect_positions import Side, answered, build, full, lines_of, row_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import activate
from simcore.query import static_immunity

WARGREYMON_X = "BT9-016"   # Lv.6 red, from [WarGreymon] for 1; [X Antibody] trait
GALLANTMON_X = "BT9-017"
METALGARURUMON_X = "BT9-031"
COOL_BOY = "BT9-092"       # Tamer
GALLANTMON_X8 = "EX8-073"
HERCULES_X = "BT11-058"    # Lv.6 green, from green Lv.5 for 4; [X Antibody] trait
X_ANTIBODY = "BT9-109"     # option named [X Antibody]
PROTO_FORM = "EX5-070"     # option [X Antibody Proto Form], also treated as [X Antibody]
WARGREYMON = "BT2-065"     # Lv.6 black [WarGreymon], <Blocker> only
GROUNDRAMON = "BT1-020"    # Lv.5 red, no text
JEWELBEEMON = "BT3-053"    # Lv.5 green, no text
AGUMON = "ST1-03"          # Lv.3
LOOGAMON = "BT14-074"      # Lv.4, 6000 DP; When Attacking: by trashing 1 card, draw 1; with [Eiji Nagasumi] under it +1
EIJI = "BT14-087"          # Tamer [Eiji Nagasumi]


def test_encoded_lines():
    for card in (WARGREYMON_X, GALLANTMON_X, METALGARURUMON_X, COOL_BOY, GALLANTMON_X8):
        assert full(card), card
    assert lines_of(WARGREYMON_X) == [
        "BT9-016 main opponent_security_removed : memory +1",
        "BT9-016 main end_of_attack once_per_turn if=named_digivolution_cards>=1 : delete target=opponent count=1 "
        "at_most_self=dp name=wargreymon|x_antibody"]
    assert "BT9-017 main opponent_digimon_deleted your_turn once_per_turn if=named_digivolution_cards>=1 : " \
           "trash_opponent_security_top 1 name=gallantmon|x_antibody" in lines_of(GALLANTMON_X)
    assert lines_of(METALGARURUMON_X) == [
        "BT9-031 main when_digivolving : unsuspend target=self ; then blocker target=self duration=opponents_turn_end",
        "BT9-031 main when_unsuspended your_turn once_per_turn if=named_digivolution_cards>=1 : bounce "
        "target=all_opponent rank=lowest_level this_name=metalgarurumon|x_antibody"]
    assert lines_of(COOL_BOY) == [
        "BT9-092 main on_play : reveal_add_two 3 kind=digimon trait~x_antibody ; then and_add kind=option "
        "trait~x_antibody",
        "BT9-092 main own_digimon_digivolved your_turn optional card.trait~x_antibody if=event_same_level : "
        "suspend_self_cost ; then memory +1 ; then draw 1",
        "BT9-092 security security : play_self"]
    assert lines_of(GALLANTMON_X8)[-1] == \
        "EX8-073 main static if=own_memory<=0 : cant be_affected_by_opponents_digimon_effects target=self"


def _loogamon_attacks(under, *answers):
    pos = effect_positions.build(Side(battle=[Slot(under + [LOOGAMON], entered=1)], hand=[GROUNDRAMON],
                                      deck=[AGUMON]),
                                 Side(security=[AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0, *answers)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_a_name_condition_after_a_cost_sentence_runs_after_the_payment():
    assert "BT14-074 main when_attacking optional : trash_from_hand_cost 1 ; then draw 1 ; then " \
           "if=named_digivolution_cards>=1 memory +1 name=eiji_nagasumi" in lines_of(LOOGAMON)
    pos = _loogamon_attacks([EIJI], True)
    assert answered(pos)
    assert pos.hand(0) == [AGUMON] and GROUNDRAMON in pos.trash(0)
    assert pos.memory(0) == 3 + 1
    ok(pos)
    pos = _loogamon_attacks([AGUMON], True)   # paid, no [Eiji Nagasumi] beneath: the draw only
    assert pos.hand(0) == [AGUMON] and pos.memory(0) == 3
    ok(pos)
    pos = _loogamon_attacks([EIJI], False)   # unpaid: nothing of it happens, the memory neither
    assert pos.hand(0) == [GROUNDRAMON] and pos.memory(0) == 3
    ok(pos)


def _hercules(under):
    """HerculesKabuterimon (X Antibody) digivolving onto a green Lv.5 with `under` beneath it; the opponent has a
    suspended Agumon."""
    pos = effect_positions.build(Side(battle=[Slot(under + [JEWELBEEMON])], hand=[HERCULES_X], deck=[AGUMON]),
                                 Side(battle=[Slot(AGUMON, suspended=True)], deck=[GROUNDRAMON]), memory=5)
    script(pos, 0)
    pos.digivolve(0, HERCULES_X, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_x_antibody_among_the_digivolution_cards_meets_the_condition():
    pos = _hercules([AGUMON, X_ANTIBODY])
    assert answered(pos)
    assert pos.battle(1) == [] and sorted(pos.deck(1)) == sorted([AGUMON, GROUNDRAMON])
    assert pos.memory(0) == 5 - 4
    ok(pos)


def test_proto_form_is_also_an_x_antibody():
    pos = _hercules([PROTO_FORM])
    assert pos.battle(1) == [] and sorted(pos.deck(1)) == sorted([AGUMON, GROUNDRAMON])
    ok(pos)


def test_without_the_names_nothing_returns():
    pos = _hercules([AGUMON])
    assert pos.battle(1) == [[AGUMON]] and pos.deck(1) == [GROUNDRAMON]
    ok(pos)


def test_cool_boy_pays_on_a_same_level_x_antibody_digivolution():
    pos = effect_positions.build(Side(battle=[COOL_BOY, WARGREYMON], hand=[WARGREYMON_X], deck=[AGUMON, AGUMON]),
                                 Side(deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.digivolve(0, WARGREYMON_X, 2)   # Lv.6 onto Lv.6, for 1
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.memory(0) == 3 - 1 + 1
    assert pos.hand(0) == [AGUMON, AGUMON]   # the digivolution's draw, then Cool Boy's
    ok(pos)


def test_cool_boy_ignores_a_digivolution_to_a_higher_level():
    pos = effect_positions.build(Side(battle=[COOL_BOY, GROUNDRAMON], hand=[WARGREYMON_X], deck=[AGUMON, AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    script(pos, 0)   # no question: Lv.5 to Lv.6
    pos.digivolve(0, WARGREYMON_X, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1)
    assert pos.memory(0) == 5 - 4
    assert pos.hand(0) == [AGUMON]
    ok(pos)


def test_gallantmon_immune_to_digimon_effects_at_0_or_less_memory_only():
    for memory, want in ((0, 1), (-2, 1), (1, 0)):
        pos = effect_positions.build(Side(battle=[GALLANTMON_X8], deck=[AGUMON]), Side(deck=[AGUMON]),
                                     memory=memory)
        assert static_immunity(pos.st, pos.tb, 0, 1) == want, memory


# --- BT9-109 X Antibody ---------------------------------------------------------------------------------------------

I32 = np.int32
X = "BT9-109"            # option, cost 0; inherited: effects can't trash [X Antibody] beneath
PROTO = "EX5-070"        # option, also named [X Antibody]
TOMMY = "BT7-086"        # Tamer, cost 3; On Play: trash the bottom 3 digivolution cards of 1 opponent's Digimon
IKKAKUMON = "BT14-023"   # Lv.4; When Digivolving: trash any 2 digivolution cards of the opponent's Digimon
GAOGAMON = "BT4-026"     # Lv.4; [Main] <Digi-Burst 2>: draw 1
BIYOMON, GREYMON, GARUDAMON = "ST1-02", "ST1-07", "ST1-08"


def test_x_antibody_encoded_lines():
    assert full(X)
    assert lines_of(X) == [
        "BT9-109 main static : ignore_color_requirements kind=digimon",
        "BT9-109 security security : memory +1 ; then add_self_to_hand",
        "BT9-109 inherited when_attacking optional : digivolve_from_hand 0 target=self kind=digimon trait~x_antibody "
        "filter=pay_cost",
        "BT9-109 main main : place_self_under_lacking name=x_antibody",
        "BT9-109 inherited static : cant named_digivolution_cards_trashed target=self name=x_antibody"]


# --- place_self_under_lacking --------------------------------------------------------------------------------------

def x_used(battle):
    pos = build(Side(hand=[X], battle=battle, deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    pos.use_option(0, X)
    return pos


def test_the_option_goes_under_the_digimon_without_an_x_antibody_beneath():
    pos = x_used([Slot([PROTO, GREYMON]), Slot(AGUMON)])
    assert pos.battle(0) == [[PROTO, GREYMON], [X, AGUMON]]
    assert pos.trash(0) == [] and pos.hand(0) == []
    assert ec.A_PLACE_SELF_UNDER_LACKING in [x[1] for x in pos.effects(X)]
    assert pos.violation() == 0


def test_an_x_antibody_on_top_does_not_count_only_those_beneath():
    pos = x_used([Slot([AGUMON, GREYMON])])
    assert pos.battle(0) == [[X, AGUMON, GREYMON]]


def test_with_every_digimon_holding_an_x_antibody_the_option_is_trashed():
    pos = x_used([Slot([X, GREYMON]), Slot([AGUMON, PROTO, GARUDAMON])])
    assert pos.battle(0) == [[X, GREYMON], [AGUMON, PROTO, GARUDAMON]]
    assert pos.trash(0) == [X]
    assert ec.A_PLACE_SELF_UNDER_LACKING not in [x[1] for x in pos.effects(X)]


# --- cant named_digivolution_cards_trashed -------------------------------------------------------------------------

def tommy_played(stack):
    pos = build(Side(hand=[TOMMY], deck=[AGUMON]), Side(battle=[Slot(stack)], deck=[AGUMON]), memory=3)
    pos.play(0, TOMMY)
    E.settle(pos.st, pos.tb)
    return pos


def test_trashing_the_bottom_cards_passes_the_x_antibody_by():
    pos = tommy_played([X, AGUMON, BIYOMON, GREYMON, GARUDAMON])
    assert pos.battle(1) == [[X, GARUDAMON]]
    assert sorted(pos.trash(1)) == sorted([AGUMON, BIYOMON, GREYMON])
    assert pos.violation() == 0


def test_every_card_of_the_name_is_kept_the_proto_form_too():
    pos = tommy_played([PROTO, AGUMON, X, GREYMON])
    assert pos.battle(1) == [[PROTO, X, GREYMON]]
    assert pos.trash(1) == [AGUMON]


def test_without_the_x_antibody_text_the_proto_form_is_trashed():
    pos = tommy_played([PROTO, AGUMON, BIYOMON, GREYMON, GARUDAMON])
    assert pos.battle(1) == [[GREYMON, GARUDAMON]]
    assert sorted(pos.trash(1)) == sorted([PROTO, AGUMON, BIYOMON])


def test_only_kept_cards_beneath_nothing_is_trashed():
    pos = tommy_played([X, GREYMON])
    assert pos.battle(1) == [[X, GREYMON]] and pos.trash(1) == []


def test_the_opponents_pick_is_among_the_others_only():
    pos = build(Side(battle=[Slot([AGUMON, IKKAKUMON])], deck=[AGUMON]),
                Side(battle=[Slot([X, BIYOMON, GREYMON])], deck=[AGUMON]))
    r = row_of(pos, IKKAKUMON, ec.T_WHEN_DIGIVOLVING, ec.A_TRASH_ANY_DIGIVOLUTION_CARDS)
    activate(pos.st, pos.tb, I32(0), I32(r), I32(pos.st.uid[0, 1]), I32(pos.card(IKKAKUMON)), I32(0))
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[X, GREYMON]]
    assert pos.trash(1) == [BIYOMON]
    assert pos.violation() == 0


def test_digi_burst_counts_only_the_cards_it_may_trash():
    # 2 digivolution cards, 1 of them kept: <Digi-Burst 2> can't be paid ([GAP] still offered): nothing happens
    pos = build(Side(battle=[Slot([X, AGUMON, GAOGAMON])], deck=[AGUMON, BIYOMON]), Side(deck=[AGUMON]))
    script(pos, 0)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[X, AGUMON, GAOGAMON]]
    assert pos.trash(0) == [] and pos.hand(0) == []
    pos = build(Side(battle=[Slot([AGUMON, X, BIYOMON, GAOGAMON])], deck=[AGUMON, BIYOMON]), Side(deck=[AGUMON]))
    script(pos, 0)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[X, GAOGAMON]]
    assert sorted(pos.trash(0)) == sorted([AGUMON, BIYOMON])
    assert len(pos.hand(0)) == 1
    assert pos.violation() == 0

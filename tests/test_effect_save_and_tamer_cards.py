"""Cards of the <Save> and Tamer era, and the words they brought.

- `hatch_or_move_out` (a Tamer's [Main] after its suspension: an empty breeding area hatches an egg, a level 3 or
  higher Digimon there moves to the battle area): BT1-089 Mimi Tachikawa, asking a level 5 or higher green Digimon;
- `security_pick_to_hand` (1 card of your choice from your own security stack to the hand, a card passing the
  filters bringing <Recovery +N (Deck)>, the stack shuffled after): BT1-087 T.K. Takaishi's [On Play];
- `reveal_add_colors` (of the revealed cards, up to N passing the filters to the hand, no two sharing a colour):
  BT12-086 Clockmon's [On Play];
- `hand_to_deck_bottom_cost` (a cost: up to N cards of the hand passing the filters revealed and placed at the
  deck bottom, for_each=paid counting them): BT12-048 Dracmon's [On Play], a draw for each Tamer card placed;
- `place_opponent_under` with `for_each=differently_colored_tamers` (1 of the opponent's Digimon, its level at most
  the filter's raised by 1 for each of your Tamers that can each claim a colour of its own, goes with its stack
  under another of their Digimon or under their Tamer): BT12-083 Arresterdramon: Superior Mode's [When Digivolving],
  its digivolution from a red, black or purple level 4 with <Save> in its text read into the catalog;
- `if=opponent_no_digimon` (the opponent has no Digimon in the battle area; also a second if= beside this_has):
  BT12-016 WarGrowlmon's inherited memory at the end of an attack, for a Digimon named Growlmon or Gallantmon."""
import effect_positions
from effect_positions import Side, full, lines_of
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import layout as L

MIMI = "BT1-089"          # green Tamer, cost 4
TK = "BT1-087"            # yellow Tamer, cost 4
CLOCKMON = "BT12-086"     # white Lv.4, cost 4
JEWELBEEMON = "BT3-053"   # green Lv.5, no text
SKULLSCORPIO = "BT4-056"  # green Lv.5, no text
VEGIEMON = "BT1-071"      # green Lv.4, no text
KOKATORI = "BT1-014"      # red Lv.4, no text
MONODRAMON = "BT1-009"    # red Lv.3, no text
TSUKAIMON = "BT1-045"     # yellow Lv.3, no text
SIRENMON = "BT1-057"      # yellow Lv.5, no text
METALTYRANNO = "BT1-024"  # red Lv.5, no text
EGG = "BT1-001"           # a red Digi-Egg
SHOUTMON = "BT12-008"     # red Lv.3 with <Save> in its text
SHOUTMON_KING = "BT12-011"  # red Lv.4 with <Save> in its text
EKAKIMON = "BT12-035"     # yellow Lv.3 with <Save> in its text
SUPERIOR = "BT12-083"     # Arresterdramon: Superior Mode, purple Lv.5, from purple Lv.4 for 4
MERAMON = "BT3-083"       # purple Lv.4, no text
AKIHO = "BT11-089"        # red Tamer
MATT = "BT1-086"          # blue Tamer
DRACMON = "BT12-048"      # green Lv.3, cost 4
WARGROWL = "BT12-016"     # red Lv.5; inherited: memory at the end of an attack
WARGROWL_X = "BT9-014"    # WarGrowlmon (X Antibody), red Lv.5 8000 DP, [When Digivolving] effects only


def test_encoded_lines():
    for card in (MIMI, TK, CLOCKMON, WARGROWL, DRACMON, SUPERIOR):
        assert full(card), card
    assert "BT1-089 main activated if=own_has optional : suspend_self_cost kind=digimon color=green " \
        "level>=5 ; then hatch_or_move_out" in lines_of(MIMI)
    assert "BT1-087 main on_play : security_pick_to_hand 1 color=yellow" in lines_of(TK)
    assert "BT12-086 main on_play : reveal_add_colors 3 count=2 up_to kind=digimon text~<save>" \
        in lines_of(CLOCKMON)
    assert "BT12-083 main when_digivolving : place_opponent_under 1 level<=3 for_each=differently_colored_tamers" \
        in lines_of(SUPERIOR)
    assert "BT12-083 main end_of_your_turn once_per_turn if=digivolution_cards>=4 : attack_without_suspending " \
        "target=self" in lines_of(SUPERIOR)
    assert "BT12-048 main on_play optional : hand_to_deck_bottom_cost 3 up_to kind=tamer ; then draw 1 " \
        "for_each=paid" in lines_of(DRACMON)
    assert "BT12-016 inherited end_of_attack once_per_turn if=this_has if=opponent_no_digimon : memory +2 " \
        "this_name~growlmon|gallantmon" in lines_of(WARGROWL)


# --- hatch_or_move_out: BT1-089 ------------------------------------------------------------------------------

def _mimi(battle, breeding=None, eggs=(EGG,)):
    return effect_positions.build(Side(battle=[*battle, MIMI], breeding=breeding, eggs=list(eggs),
                                       deck=[MONODRAMON] * 2), Side(deck=[MONODRAMON]), memory=3)


def test_mimi_suspends_to_hatch_an_egg_into_the_empty_breeding_area():
    pos = _mimi([JEWELBEEMON])
    pos.activate(0, 2)
    assert pos.suspended(0, 2)
    assert pos.breeding(0) == [EGG] and pos.eggs(0) == []
    ok(pos)


def test_mimi_moves_a_level_3_or_higher_digimon_out_of_the_breeding_area():
    pos = _mimi([SKULLSCORPIO], breeding=Slot([EGG, MONODRAMON]))
    pos.activate(0, 2)
    assert pos.breeding(0) == []
    assert pos.battle(0) == [[SKULLSCORPIO], [MIMI], [EGG, MONODRAMON]]
    assert pos.eggs(0) == [EGG]   # no hatch beside the move
    ok(pos)


def test_mimi_does_nothing_with_an_egg_in_the_breeding_area():
    pos = _mimi([JEWELBEEMON], breeding=Slot([EGG]), eggs=(EGG,))
    pos.activate(0, 2)
    assert pos.suspended(0, 2)   # the cost is paid all the same
    assert pos.breeding(0) == [EGG] and pos.eggs(0) == [EGG] and len(pos.battle(0)) == 2
    ok(pos)


def test_mimi_needs_a_level_5_or_higher_green_digimon():
    assert not _mimi([VEGIEMON]).activatable(0, 2)          # green, level 4
    assert not _mimi([METALTYRANNO]).activatable(0, 2)      # level 5, red
    assert _mimi([JEWELBEEMON]).activatable(0, 2)


# --- security_pick_to_hand: BT1-087 --------------------------------------------------------------------------

def _tk(security):
    pos = effect_positions.build(Side(hand=[TK], security=list(security), deck=[MONODRAMON] * 3),
                                 Side(deck=[MONODRAMON]), memory=5)
    pos.play(0, TK)
    ok(pos)
    return pos


def test_tk_takes_a_security_card_and_recovers_one_only_when_it_is_yellow():
    pos = _tk([MONODRAMON, SKULLSCORPIO, TSUKAIMON])   # the greedy pilot takes the highest level: not yellow
    assert pos.hand(0) == [SKULLSCORPIO]
    assert sorted(pos.security(0)) == sorted([MONODRAMON, TSUKAIMON])   # no recovery: 2 left
    assert len(pos.deck(0)) == 3
    pos = _tk([MONODRAMON, SIRENMON])   # the yellow card is the highest level: taken, then 1 recovered
    assert pos.hand(0) == [SIRENMON]
    assert sorted(pos.security(0)) == [MONODRAMON, MONODRAMON] and len(pos.deck(0)) == 2
    assert [x[1] for x in pos.effects(TK)] == [ec.A_SECURITY_PICK_TO_HAND, ec.A_RECOVERY]


def test_tk_with_an_empty_security_stack_takes_nothing():
    pos = _tk([])
    assert pos.hand(0) == [] and pos.security(0) == [] and len(pos.deck(0)) == 3


# --- reveal_add_colors: BT12-086 -----------------------------------------------------------------------------

def _clockmon(top3):
    pos = effect_positions.build(Side(hand=[CLOCKMON], deck=[KOKATORI, *top3]), Side(deck=[MONODRAMON]),
                                 memory=5)
    pos.play(0, CLOCKMON)
    ok(pos)
    return pos


def test_clockmon_adds_two_save_digimon_of_different_colours():
    pos = _clockmon([SHOUTMON, EKAKIMON, SHOUTMON_KING])   # red, yellow, red: the higher red one and the yellow
    assert sorted(pos.hand(0)) == sorted([SHOUTMON_KING, EKAKIMON])
    assert pos.deck(0) == [SHOUTMON, KOKATORI]   # the rest at the bottom
    assert [x[1] for x in pos.effects(CLOCKMON)] == [ec.A_REVEAL_ADD_COLORS] * 2


def test_clockmon_adds_one_when_the_others_share_its_colour_or_lack_save():
    pos = _clockmon([SHOUTMON, MONODRAMON, SHOUTMON_KING])   # two red <Save> Digimon, one without <Save>
    assert pos.hand(0) == [SHOUTMON_KING]
    assert sorted(pos.deck(0)[:2]) == sorted([SHOUTMON, MONODRAMON]) and pos.deck(0)[2] == KOKATORI
    pos = _clockmon([MONODRAMON, TSUKAIMON, KOKATORI])   # none with <Save>: all to the bottom
    assert pos.hand(0) == [] and len(pos.deck(0)) == 4 and pos.deck(0)[3] == KOKATORI
    assert pos.st.g[L.G_OVER] == 0


# --- opponent_no_digimon: BT12-016 ---------------------------------------------------------------------------

def _wargrowl_attack(top, opponent):
    pos = effect_positions.build(Side(battle=[Slot([WARGROWL, top])], deck=[MONODRAMON]),
                                 Side(battle=opponent, security=[MONODRAMON], deck=[MONODRAMON]), memory=3)
    pos.attack(0, 1, 1)
    ok(pos)
    return pos


def test_wargrowlmon_gains_2_memory_when_the_attack_leaves_the_opponent_without_digimon():
    pos = _wargrowl_attack(WARGROWL_X, [Slot(MONODRAMON, suspended=True)])
    assert pos.battle(1) == [] and pos.memory(0) == 5


def test_wargrowlmon_gains_nothing_while_the_opponent_keeps_a_digimon():
    pos = _wargrowl_attack(WARGROWL_X, [Slot(MONODRAMON, suspended=True), KOKATORI])
    assert pos.battle(1) == [[KOKATORI]] and pos.memory(0) == 3


def test_wargrowlmon_gains_nothing_under_a_digimon_without_the_names():
    pos = _wargrowl_attack(METALTYRANNO, [Slot(MONODRAMON, suspended=True)])
    assert pos.battle(1) == [] and pos.memory(0) == 3


# --- hand_to_deck_bottom_cost: BT12-048 ----------------------------------------------------------------------

def _dracmon(*answers):
    pos = effect_positions.build(Side(hand=[DRACMON, MIMI, MONODRAMON, TK], deck=[KOKATORI, VEGIEMON, TSUKAIMON]),
                                 Side(deck=[MONODRAMON]), memory=5)
    effect_positions.script(pos, 0, *answers)
    pos.play(0, DRACMON)
    ok(pos)
    assert effect_positions.answered(pos)
    return pos


def test_dracmon_places_tamer_cards_at_the_deck_bottom_and_draws_one_for_each():
    pos = _dracmon(True, True)   # the effect, then the second Tamer card
    assert sorted(pos.hand(0)) == sorted([MONODRAMON, TSUKAIMON, VEGIEMON])   # the two top cards drawn
    assert sorted(pos.deck(0)[:2]) == sorted([MIMI, TK]) and pos.deck(0)[2:] == [KOKATORI]


def test_dracmon_draws_as_many_as_it_placed():
    pos = _dracmon(True, False)   # one Tamer card only
    assert len(pos.hand(0)) == 3 and MONODRAMON in pos.hand(0) and TSUKAIMON in pos.hand(0)
    assert len(pos.deck(0)) == 3 and pos.deck(0)[0] in (MIMI, TK)
    pos = _dracmon(False)   # declined: nothing placed, nothing drawn
    assert sorted(pos.hand(0)) == sorted([MIMI, MONODRAMON, TK]) and len(pos.deck(0)) == 3


# --- place_opponent_under: BT12-083 --------------------------------------------------------------------------

def _superior(tamers, opponent):
    pos = effect_positions.build(Side(battle=[MERAMON, *tamers], hand=[SUPERIOR], deck=[MONODRAMON] * 3),
                                 Side(battle=opponent, deck=[MONODRAMON]), memory=5)
    pos.digivolve(0, SUPERIOR, 1)
    ok(pos)
    return pos


def test_superior_mode_places_a_level_3_opponent_digimon_under_another_of_theirs():
    pos = _superior([], [METALTYRANNO, MONODRAMON])
    assert pos.battle(1) == [[MONODRAMON, METALTYRANNO]]
    assert [x[1] for x in pos.effects(SUPERIOR)] == [ec.A_PLACE_OPPONENT_UNDER]


def test_superior_mode_reaches_one_level_higher_for_each_differently_coloured_tamer():
    pos = _superior([AKIHO, AKIHO], [METALTYRANNO, KOKATORI])   # two red Tamers: one colour, level 4
    assert pos.battle(1) == [[KOKATORI, METALTYRANNO]]
    pos = _superior([AKIHO, MATT], [KOKATORI, METALTYRANNO])   # red and blue: level 5, the strongest taken
    assert pos.battle(1) == [[METALTYRANNO, KOKATORI]]
    pos = _superior([], [METALTYRANNO, KOKATORI])   # level 3 or lower only: none
    assert pos.battle(1) == [[METALTYRANNO], [KOKATORI]]


def test_superior_mode_places_under_an_opponent_tamer_when_no_other_digimon_is_there():
    pos = _superior([], [MONODRAMON, AKIHO])
    assert pos.battle(1) == [[MONODRAMON, AKIHO]]

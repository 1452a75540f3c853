"""Suspension by effects and the opponent's hand: the words these cards brought.

- `draw_both N` (you draw N, then the opponent draws N: EX4-015 Gaomon, BT13-021 Gaomon, BT13-097 Thomas);
- the timing `opponent_hand_added` (an effect added cards to the opponent's hand, queued once as that effect ends:
  EX4-015 / EX4-017 memory, BT13-029 / BT11-028 unsuspension, BT11-033 memory, BT13-031 a free Thomas, BT11-090);
- the conditions `own_suspended_by_effect` / `self_suspended_by_effect` of any_digimon_suspended ("when an effect
  suspends one of your Digimon / this Digimon": BT10-048, BT10-053, EX4-002, EX3-040, EX3-038);
- `for_each=opponent_hand_quads` (every 4 cards in the opponent's hand: BT11-033 memory, BT11-028 DP);
- `if=not_returned` and `opponent_security_top_to_hand` (BT11-033: when its return misses, the opponent takes their
  top security card into the hand)."""
import pytest

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from decks.effects import EffectSyntaxError, parse_effects
from simcore import effect_codes as ec
from simcore import engine as E

GAOMON = "EX4-015"        # Lv.3 blue, cost 3; On Play: both players draw 1; inherited: memory on the opponent's hand
GAOGAMON = "EX4-017"      # Lv.4 blue, from blue Lv.3 for 2; the same inherited effect
MACH = "BT13-029"         # Lv.5 blue MachGaogamon; inherited: unsuspends as an effect fills the opponent's hand
MACH_BLOCKER = "BT11-028"  # Lv.5 blue, from blue Lv.4 for 3, 7000 DP
MIRAGE = "BT11-033"       # Lv.6 blue, from blue Lv.5 for 4
MIRAGE_TAMER = "BT13-031"  # Lv.6 blue, from blue Lv.5 for 4; returns a Tamer, plays a Thomas
THOMAS = "BT4-093"        # Tamer Thomas H. Norstein, cost 3; On Play: draw 1
THOMAS_DRAWS = "BT13-097"  # Tamer Thomas H. Norstein: a Gaomon attacking, by suspending it both players draw 1
GAOMON_ATTACKS = "BT13-021"   # Lv.3 blue Gaomon: When Attacking, once per turn, both players draw 1
NICOLAI = "BT11-090"      # Tamer: by suspending it, 1 memory as an effect fills the opponent's hand
SUNFLOWMON = "BT10-048"   # Lv.4 green, from green Lv.3 for 2; suspends a green Digimon to play a Vegetation card
AJATARMON = "BT10-053"    # Lv.5 green [Main] the same play
KOKOMON = "EX4-002"       # Digi-Egg; inherited: an effect suspending one of your Digimon draws 1
POMUMON = "EX3-038"       # Lv.3 green [Vegetation], 2000 DP; an effect suspending it suspends an opponent's Digimon
AGUMON = "ST1-03"         # Lv.3 red [Reptile]


def test_encoded_lines():
    for card in (GAOMON, GAOGAMON, MACH, MACH_BLOCKER, MIRAGE, MIRAGE_TAMER, THOMAS_DRAWS, GAOMON_ATTACKS, NICOLAI,
                 SUNFLOWMON, AJATARMON, KOKOMON, POMUMON):
        assert full(card), card
    assert lines_of(GAOMON) == ["EX4-015 main on_play : draw_both 1",
                                "EX4-015 inherited opponent_hand_added your_turn once_per_turn : memory +1"]
    assert lines_of(GAOGAMON)[1:] == ["EX4-017 inherited opponent_hand_added your_turn once_per_turn : memory +1"]
    assert lines_of(MACH)[1:] == ["BT13-029 inherited opponent_hand_added once_per_turn : unsuspend target=self"]
    assert lines_of(MACH_BLOCKER) == [
        "BT11-028 main when_digivolving : blocker target=self duration=opponents_turn_end ; then dp +2000 "
        "target=self duration=opponents_turn_end for_each=opponent_hand_quads",
        "BT11-028 inherited opponent_hand_added once_per_turn : unsuspend target=self"]
    assert lines_of(MIRAGE) == [
        "BT11-033 main when_digivolving : bounce target=opponent count=1 level<=5 ; then if=not_returned "
        "opponent_security_top_to_hand",
        "BT11-033 main opponent_hand_added once_per_turn : memory +1 for_each=opponent_hand_quads"]
    assert lines_of(MIRAGE_TAMER) == [
        "BT13-031 main static : keyword evade target=self",
        "BT13-031 main when_digivolving : bounce target=opponent count=1 filter=tamer",
        "BT13-031 main opponent_hand_added once_per_turn optional : play_from_hand kind=tamer "
        "name=thomas_h._norstein"]
    assert lines_of(THOMAS_DRAWS)[1] == ("BT13-097 main own_digimon_attacks your_turn optional "
                                         "card.name~gaomon|gaogamon : suspend_self_cost ; then draw_both 1")
    assert lines_of(GAOMON_ATTACKS)[0] == "BT13-021 main when_attacking once_per_turn : draw_both 1"
    assert lines_of(NICOLAI)[1] == "BT11-090 main opponent_hand_added your_turn optional : suspend_self_cost ; " \
                                   "then memory +1"
    assert lines_of(SUNFLOWMON) == [
        "BT10-048 main when_digivolving optional : suspend_own_cost color=green ; then play_from_hand kind=digimon "
        "any=in_trait:vegetation|in_trait:fairy dp<=3000",
        "BT10-048 inherited any_digimon_suspended your_turn once_per_turn if=own_suspended_by_effect : draw 1"]
    assert lines_of(AJATARMON) == [
        "BT10-053 main activated once_per_turn optional : suspend_own_cost color=green ; then play_from_hand "
        "kind=digimon any=in_trait:vegetation|in_trait:fairy dp<=3000",
        "BT10-053 inherited any_digimon_suspended your_turn once_per_turn if=own_suspended_by_effect : memory +1"]
    assert lines_of(KOKOMON) == [
        "EX4-002 inherited any_digimon_suspended your_turn once_per_turn if=own_suspended_by_effect : draw 1"]
    assert lines_of(POMUMON) == [
        "EX3-038 main any_digimon_suspended your_turn if=self_suspended_by_effect : suspend target=opponent count=1"]


def test_the_new_words_where_they_belong():
    with pytest.raises(EffectSyntaxError):   # a condition of any_digimon_suspended only
        parse_effects("W-1 main opponent_suspended if=own_suspended_by_effect : draw 1")
    with pytest.raises(EffectSyntaxError):
        parse_effects("W-1 main when_suspended if=self_suspended_by_effect : draw 1")
    with pytest.raises(EffectSyntaxError):   # counted for memory and DP only
        parse_effects("W-1 main on_play : draw 1 for_each=opponent_hand_quads")


def test_gaomon_both_players_draw_and_the_inherited_memory_comes_once_a_turn():
    pos = effect_positions.build(Side(battle=[Slot([GAOMON, GAOGAMON])], hand=[GAOMON, GAOMON],
                                      deck=[AGUMON, AGUMON]), Side(deck=[AGUMON, AGUMON]), memory=6)
    pos.play(0, GAOMON)
    E.settle(pos.st, pos.tb)
    assert [e["player"] for e in pos.events("draw")] == [0, 1]   # yours first
    assert pos.hand(0) == [GAOMON, AGUMON] and pos.hand(1) == [AGUMON]
    assert pos.memory(0) == 6 - 3 + 1
    pos.play(0, GAOMON)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [AGUMON, AGUMON] and pos.hand(1) == [AGUMON, AGUMON]
    assert pos.memory(0) == 6 - 3 + 1 - 3   # once per turn
    ok(pos)


def test_your_own_hand_filling_and_an_empty_opponent_deck_give_nothing():
    pos = effect_positions.build(Side(battle=[Slot([GAOMON, GAOGAMON])], hand=[GAOMON], deck=[AGUMON]),
                                 Side(), memory=6)
    pos.play(0, GAOMON)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [AGUMON] and pos.hand(1) == []
    assert pos.memory(0) == 6 - 3   # the opponent drew nothing: no memory
    ok(pos)


def test_an_effect_suspending_your_digimon_draws_and_plays_the_vegetation_card():
    pos = effect_positions.build(Side(battle=[Slot([KOKOMON, POMUMON])], hand=[SUNFLOWMON, POMUMON],
                                      deck=[AGUMON, AGUMON, AGUMON]), Side(battle=[AGUMON], deck=[AGUMON]), memory=5)
    script(pos, 0, True)   # Sunflowmon suspends itself (the one green Digimon) to play Pomumon
    pos.digivolve(0, SUNFLOWMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[KOKOMON, POMUMON, SUNFLOWMON], [POMUMON]]
    assert pos.suspended(0, 1) and not pos.suspended(0, 2)
    assert pos.hand(0) == [AGUMON, AGUMON]   # the digivolution's draw, then Kokomon's
    assert pos.memory(0) == 5 - 2
    assert not pos.suspended(1, 1)   # the Pomumon played was not suspended
    ok(pos)


def test_an_effect_suspending_pomumon_suspends_an_opponents_digimon():
    pos = effect_positions.build(Side(battle=[POMUMON, Slot(POMUMON, suspended=True)], hand=[SUNFLOWMON],
                                      deck=[AGUMON]), Side(battle=[AGUMON], deck=[AGUMON]), memory=5)
    script(pos, 0, True)   # the one unsuspended green Digimon pays: the Pomumon in slot 1
    pos.digivolve(0, SUNFLOWMON, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1) and pos.suspended(1, 1)
    ok(pos)


def test_a_suspension_by_an_attack_is_no_effects():
    pos = effect_positions.build(Side(battle=[Slot([KOKOMON, POMUMON])], deck=[AGUMON]),
                                 Side(battle=[AGUMON], security=[AGUMON], deck=[AGUMON]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [] and pos.deck(0) == [AGUMON]
    assert not pos.suspended(1, 1)
    ok(pos)


def test_mirage_missing_its_return_gives_the_opponent_a_security_card_and_counts_their_hand():
    pos = effect_positions.build(Side(battle=[Slot(MACH, suspended=True)], hand=[MIRAGE], deck=[AGUMON]),
                                 Side(hand=[AGUMON] * 7, security=[AGUMON, AGUMON], deck=[AGUMON]), memory=6)
    pos.digivolve(0, MIRAGE, 1)
    E.settle(pos.st, pos.tb)
    assert len(pos.hand(1)) == 8 and len(pos.security(1)) == 1
    assert ec.A_OPPONENT_SECURITY_TOP_TO_HAND in [x[1] for x in pos.effects(MIRAGE)]
    assert pos.memory(0) == 6 - 4 + 2   # 8 cards: twice 4
    assert not pos.suspended(0, 1)   # MachGaogamon's inherited unsuspension
    ok(pos)


def test_mirage_returning_a_digimon_keeps_the_security_stack():
    pos = effect_positions.build(Side(battle=[MACH], hand=[MIRAGE], deck=[AGUMON]),
                                 Side(battle=[AGUMON], hand=[AGUMON] * 2, security=[AGUMON], deck=[AGUMON]), memory=6)
    pos.digivolve(0, MIRAGE, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [] and len(pos.hand(1)) == 3 and len(pos.security(1)) == 1
    assert pos.memory(0) == 6 - 4   # 3 cards: no 4 to count
    ok(pos)


def test_machgaogamon_blocker_and_dp_counted_from_the_opponents_hand():
    pos = effect_positions.build(Side(battle=[GAOGAMON], hand=[MACH_BLOCKER], deck=[AGUMON]),
                                 Side(hand=[AGUMON] * 9, deck=[AGUMON]), memory=5)
    pos.digivolve(0, MACH_BLOCKER, 1)
    E.settle(pos.st, pos.tb)
    assert pos.dp(0, 1) == 7000 + 2 * 2000
    assert pos.has(0, 1, ec.A_BLOCKER)
    ok(pos)


def test_mirage_returns_a_tamer_and_plays_thomas_as_the_opponents_hand_fills():
    pos = effect_positions.build(Side(battle=[MACH], hand=[MIRAGE_TAMER, THOMAS], deck=[AGUMON, AGUMON]),
                                 Side(battle=[THOMAS], deck=[AGUMON]), memory=6)
    script(pos, 0, True)
    pos.digivolve(0, MIRAGE_TAMER, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [] and pos.hand(1) == [THOMAS]
    assert pos.battle(0) == [[MACH, MIRAGE_TAMER], [THOMAS]]
    assert pos.hand(0) == [AGUMON, AGUMON]   # the digivolution's draw, Thomas's On Play draw
    assert pos.memory(0) == 6 - 4
    ok(pos)


def test_thomas_suspends_for_a_gaomon_attack_and_both_players_draw():
    pos = effect_positions.build(Side(battle=[THOMAS_DRAWS, GAOMON], deck=[AGUMON]),
                                 Side(security=[AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.hand(0) == [AGUMON] and pos.hand(1) == [AGUMON]
    ok(pos)


def test_nicolai_pays_with_its_suspension_as_the_opponents_hand_fills():
    pos = effect_positions.build(Side(battle=[NICOLAI], hand=[GAOMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.play(0, GAOMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.memory(0) == 5 - 3 + 1
    ok(pos)


def test_thomas_main_unsuspends_a_gao_digimon_while_the_opponent_holds_8_cards():
    assert full(THOMAS)
    assert lines_of(THOMAS)[1] == ("BT4-093 main activated if=opponent_hand>=8 optional : suspend_self_cost ; then "
                                   "unsuspend target=own count=1 name~gao")
    pos = effect_positions.build(Side(battle=[THOMAS, Slot(GAOMON, suspended=True)], deck=[AGUMON]),
                                 Side(hand=[AGUMON] * 7, deck=[AGUMON]), memory=3)
    assert not pos.activatable(0, 1)   # 7 cards: the [Main] is not offered
    pos = effect_positions.build(Side(battle=[THOMAS, Slot(GAOMON, suspended=True)], deck=[AGUMON]),
                                 Side(hand=[AGUMON] * 8, deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1) and not pos.suspended(0, 2)
    ok(pos)


GAOGAMON_DRAWS = "BT16-020"   # Lv.4 blue, from blue Lv.3 for 2: both players draw, then memory on a condition
GAOMON_REVEALS = "BT11-020"   # Lv.3 blue, cost 3: reveal 3, a Gaogamon and a blue Tamer to the hand, the rest trashed


def test_gaogamon_gains_memory_once_the_opponent_holds_8_cards():
    assert full(GAOGAMON_DRAWS)
    assert lines_of(GAOGAMON_DRAWS)[0] == ("BT16-020 main when_digivolving : draw_both 1 ; then "
                                           "if=opponent_hand_or_digivolution_cards>=803 memory +1")
    for held, gained in ((7, 1), (3, 0)):
        # (BT13-021 beneath: no inherited memory of its own)
        pos = effect_positions.build(Side(battle=[GAOMON_ATTACKS], hand=[GAOGAMON_DRAWS], deck=[AGUMON, AGUMON]),
                                     Side(hand=[AGUMON] * held, deck=[AGUMON]), memory=5)
        pos.digivolve(0, GAOGAMON_DRAWS, 1)
        E.settle(pos.st, pos.tb)
        assert len(pos.hand(1)) == held + 1 and pos.hand(0) == [AGUMON, AGUMON]
        assert pos.memory(0) == 5 - 2 + gained   # (1 digivolution card: the hand alone decides)
        ok(pos)


def test_gaomon_reveals_a_gaogamon_and_a_blue_tamer_and_trashes_the_rest():
    assert full(GAOMON_REVEALS)
    pos = effect_positions.build(Side(hand=[GAOMON_REVEALS], deck=[GAOGAMON, THOMAS, AGUMON]), Side(deck=[AGUMON]),
                                 memory=5)
    pos.play(0, GAOMON_REVEALS)
    E.settle(pos.st, pos.tb)
    assert sorted(pos.hand(0)) == sorted([GAOGAMON, THOMAS])
    assert pos.trash(0) == [AGUMON] and pos.deck(0) == []
    ok(pos)

"""The EX9 [DM] Cyborgs and their Tamer: the play cost reduction a card buys, as it is played, by trashing another
matching card of the hand (`play_cost_down N target=hand ... filter=paid_by_deleting`: EX9-030 Andromon, 2 off with
a [Cyborg] or [Ver.3] trait card); the inherited end-of-attack effect that turns the attacker upright to delete the
lowest-ranked of its player's Digimon (EX9-064 by level, EX12-064 by play cost: `unsuspend target=self ; then
if=unsuspended delete target=own count=1 rank=...`); EX9-068 Analogman's draw and memory when a Digimon with a printed
play cost of 7 or more and one of its traits is played (the condition cause_cost>= on own_digimon_played)."""
import json

import numpy as np

import effect_positions
from decks.effects import load_effects
from decks.tools import compile_effects as ce
from effect_positions import Side, script, answered
from positions import Slot, ok
from simcore import engine as E
from simcore.layout import A_PLAY

I32 = np.int32
ANDROMON = "EX9-030"       # Lv.5 [Cyborg] [Ver.3], cost 7, 2 off by trashing a [Cyborg] or [Ver.3] card
METALGREYMON = "EX9-011"   # Lv.5 [Cyborg] [Ver.1], cost 7
MEGADRAMON = "EX9-064"     # Lv.5 [Cyborg], cost 7; inherited: upright again, delete the lowest-level own Digimon
MEGADRAMON_ME = "EX12-064"  # the same, the lowest play cost
ANALOGMAN = "EX9-068"      # Tamer [DM]
GAZIMON = "EX9-058"        # Lv.3 [DM], cost 3
METALGREYMON_ST = "ST1-09"  # Lv.5 [Cyborg], cost 7, 7000 DP
AGUMON = "ST1-03"          # Lv.3, cost 3, no trait of theirs
VORVOMON = "BT2-011"       # Lv.3, cost 4, no text
KOKATORIMON = "BT1-014"    # Lv.4, cost 3, no text


def _compiled(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines


def texts(number):
    return [e.text for e in load_effects()[number].effects]


def test_encoded_lines():
    assert _compiled(METALGREYMON)[0] == ("EX9-011 main static : play_cost_down 2 target=hand trait=cyborg|ver.1 "
                                          "filter=paid_by_deleting")
    assert not load_effects()[MEGADRAMON_ME].unmodeled
    assert ("EX12-064 inherited end_of_attack once_per_turn optional : unsuspend target=self ; then if=unsuspended "
            "delete target=own count=1 rank=lowest_play_cost") in texts(MEGADRAMON_ME)
    assert ("EX9-064 inherited end_of_attack once_per_turn optional : unsuspend target=self ; then if=unsuspended "
            "delete target=own count=1 rank=lowest_level") in texts(MEGADRAMON)
    assert ("EX9-068 main own_digimon_played your_turn if=cause_cost>=7 optional card.trait=cyborg|machine|dm : "
            "suspend_self_cost ; then draw 1 ; then memory +1 ; then place_from_hand_face_down target=event") \
        in texts(ANALOGMAN)


def play_cost_listed(pos, number):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[:3] == (A_PLAY, i, 0)]


def test_play_cost_reduced_by_trashing_a_cyborg_card_from_the_hand():
    pos = effect_positions.build(Side(hand=[ANDROMON, METALGREYMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    assert play_cost_listed(pos, ANDROMON) == [5]
    script(pos, 0, True)
    pos.play(0, ANDROMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[ANDROMON]]
    assert pos.trash(0) == [METALGREYMON] and pos.hand(0) == []
    assert pos.memory(0) == 3 - 5
    ok(pos)


def test_reduction_declined_pays_the_printed_cost():
    pos = effect_positions.build(Side(hand=[ANDROMON, METALGREYMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    script(pos, 0, False)
    pos.play(0, ANDROMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[ANDROMON]]
    assert pos.trash(0) == [] and pos.hand(0) == [METALGREYMON]
    assert pos.memory(0) == 3 - 7
    ok(pos)


def test_the_card_played_does_not_pay_for_itself_and_other_cards_do_not_pay():
    pos = effect_positions.build(Side(hand=[ANDROMON, AGUMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    assert play_cost_listed(pos, ANDROMON) == [7]
    script(pos, 0)   # no question asked
    pos.play(0, ANDROMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == [AGUMON] and pos.trash(0) == []
    assert pos.memory(0) == 3 - 7
    ok(pos)
    # a second copy of the card pays for the first
    pos = effect_positions.build(Side(hand=[ANDROMON, ANDROMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    assert play_cost_listed(pos, ANDROMON) == [5]
    script(pos, 0, True)
    pos.play(0, ANDROMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[ANDROMON]] and pos.trash(0) == [ANDROMON] and pos.hand(0) == []
    assert pos.memory(0) == 3 - 5
    ok(pos)


def _attack_with(under, others, answer):
    pos = effect_positions.build(
        Side(battle=[Slot([under, METALGREYMON_ST]), *others], deck=[AGUMON]),
        Side(battle=[Slot(AGUMON, suspended=True)], deck=[AGUMON]))
    script(pos, 0, answer)
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_ex9_064_turns_the_attacker_upright_and_deletes_the_lowest_level_digimon():
    pos = _attack_with(MEGADRAMON, [VORVOMON, KOKATORIMON], True)
    assert pos.trash(1) == [AGUMON]   # the battle won
    assert pos.battle(0) == [[MEGADRAMON, METALGREYMON_ST], [KOKATORIMON]]
    assert pos.trash(0) == [VORVOMON]   # level 3 (cost 4), not the level 4 one (cost 3)
    assert not pos.suspended(0, 1)
    ok(pos)


def test_ex12_064_deletes_the_lowest_play_cost_digimon():
    pos = _attack_with(MEGADRAMON_ME, [VORVOMON, KOKATORIMON], True)
    assert pos.battle(0) == [[MEGADRAMON_ME, METALGREYMON_ST], [VORVOMON]]
    assert pos.trash(0) == [KOKATORIMON]   # cost 3 (level 4), not the cost 4 one (level 3)
    assert not pos.suspended(0, 1)
    ok(pos)


def test_declined_the_attacker_stays_suspended_and_nothing_is_deleted():
    pos = _attack_with(MEGADRAMON_ME, [VORVOMON, KOKATORIMON], False)
    assert answered(pos)
    assert pos.trash(0) == [] and len(pos.battle(0)) == 3
    assert pos.suspended(0, 1)
    ok(pos)


def test_analogman_draws_and_gains_memory_when_a_costly_cyborg_is_played():
    pos = effect_positions.build(Side(battle=[ANALOGMAN], hand=[MEGADRAMON], deck=[AGUMON]), Side(deck=[AGUMON]),
                                 memory=8)
    # Megadramon's own [On Play] declined; the card drawn is not placed face down (test_effect_face_down.py: placed)
    script(pos, 0, False, True, False)
    pos.play(0, MEGADRAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[ANALOGMAN], [MEGADRAMON]]
    assert pos.suspended(0, 1)
    assert pos.hand(0) == [AGUMON] and pos.deck(0) == []
    assert pos.memory(0) == 8 - 7 + 1
    ok(pos)


def test_analogman_ignores_a_cheap_dm_digimon():
    pos = effect_positions.build(Side(battle=[ANALOGMAN], hand=[GAZIMON], deck=[AGUMON]), Side(deck=[AGUMON]),
                                 memory=8)
    script(pos, 0)   # no question asked
    pos.play(0, GAZIMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1)
    assert pos.hand(0) == [] and pos.deck(0) == [AGUMON]
    assert pos.memory(0) == 8 - 3
    ok(pos)

"""A Tamer also treated as a Digimon (BT21-044 RizeGreymon, AD1-021 Marcus Damon & Agumon, BT12-092 Marcus Damon).

- `as_digimon N` (an action): the chosen Tamer (target=self, or counted: target=own filter=tamer) is also a Digimon
  with N DP for the duration. It stays a Tamer (its own effects work, "when this Tamer suspends" included) and is a
  Digimon too: DP changes apply, it may attack, be attacked and battle, it is deleted to the trash (a Tamer deleted:
  "when one of your Tamers is deleted" effects run), it is not trashed for lacking a printed DP, and the newest such
  effect on it sets its DP (digica-navi General Rules Q&A of 2026-05-08: a later such effect overwrites the DP,
  the keywords gained stay). Once the duration ends it is a Tamer only.
- `own_digimon_has` (a condition): you have a Digimon in the battle area with the first clause's this_ match (a
  this_all= one: every part, "a yellow Digimon with [Agumon] or [Greymon] in its name")."""
import numpy as np

import effect_positions
from effect_positions import Side, Slot, answered, full, lines_of, script
from positions import ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import query as Q

MARCUS = "BT12-092"        # Tamer [Marcus Damon], yellow/red, cost 4
MARCUS_AGUMON = "AD1-021"  # Tamer [Marcus Damon & Agumon] (not named [Marcus Damon]), yellow/red, cost 5
RIZE = "BT21-044"          # Lv.5 RizeGreymon, yellow/red, cost 7, 7000 DP
CLEAR_AGUMON = "BT11-035"  # Lv.3 yellow, [Agumon] in its name, 4000 DP, no text
GREYMON = "ST1-07"         # Lv.4 red [Greymon], 4000 DP, inherited text only
BIYOMON = "ST1-02"         # Lv.3 red, 3000 DP, no text
TAIGA = "BT11-091"         # Tamer: [Your Turn] all of your Digimon +1000 DP
AGUMON = "ST1-03"

i32 = np.int32


def _is_digimon(pos, p, s):
    return bool(Q.is_digimon_slot(pos.st, pos.tb, i32(p), i32(s)))


def _is_tamer(pos, p, s):
    return bool(Q.is_tamer_slot(pos.st, pos.tb, i32(p), i32(s)))


def _cant_digivolve(pos, p, s):
    return bool(Q.restricted(pos.st, pos.tb, i32(p), i32(s), ec.CANT_DIGIVOLVE))


def test_encoded_lines():
    assert full(RIZE) and full(MARCUS_AGUMON) and full(MARCUS)
    assert lines_of(RIZE) == [
        "BT21-044 main on_play : as_digimon 3000 target=own count=1 filter=tamer name=marcus_damon duration=turn ; "
        "then cant digivolve target=own count=1 filter=same_targets duration=turn ; then rush target=own count=1 "
        "filter=same_targets duration=turn ; then keyword alliance target=own count=1 filter=same_targets "
        "duration=turn ; then attack target=own count=1",
        "BT21-044 main when_digivolving : as_digimon 3000 target=own count=1 filter=tamer name=marcus_damon "
        "duration=turn ; then cant digivolve target=own count=1 filter=same_targets duration=turn ; then rush "
        "target=own count=1 filter=same_targets duration=turn ; then keyword alliance target=own count=1 "
        "filter=same_targets duration=turn ; then attack target=own count=1",
        "BT21-044 main own_tamer_deleted once_per_turn optional card.any=color:yellow|color:red : trash_to_security 1 "
        "kind=tamer name=marcus_damon",
        "BT21-044 inherited own_tamer_deleted once_per_turn optional card.any=color:yellow|color:red : "
        "trash_to_security 1 kind=tamer name=marcus_damon"]
    assert lines_of(MARCUS_AGUMON) == [
        "AD1-021 main when_suspended your_turn : draw 1 ; then digivolve_from_hand 3 target=own count=1 kind=digimon "
        "color=yellow name~greymon filter=pay_cost,may",
        "AD1-021 main end_of_your_turn once_per_turn if=own_digimon_has : as_digimon 6000 target=own count=1 "
        "filter=tamer name=marcus_damon duration=turn this_all=color:yellow|name:agumon,greymon ; then rush "
        "target=own count=1 filter=same_targets duration=turn ; then cant digivolve target=own count=1 "
        "filter=same_targets duration=turn ; then attack target=own count=1",
        "AD1-021 security security : play_self"]
    assert lines_of(MARCUS) == [
        "BT12-092 main start_of_your_main_phase optional if=own_digimon_has : memory -1 this_name~agumon|greymon ; "
        "then as_digimon 3000 target=self duration=turn ; then cant digivolve target=self duration=turn",
        "BT12-092 main when_suspended your_turn optional : digivolve_from_hand target=own count=1 kind=digimon "
        "color=yellow name~greymon",
        "BT12-092 security security : play_self"]


def test_rize_on_play_makes_a_marcus_a_3000_dp_digimon_for_the_turn():
    # Marcus suspended and RizeGreymon just played: the attack the effect offers has no taker
    pos = effect_positions.build(Side(battle=[Slot(MARCUS, suspended=True), TAIGA], hand=[RIZE], deck=[AGUMON]),
                                 Side(battle=[Slot(GREYMON, suspended=True)], deck=[AGUMON]), memory=7)
    assert not _is_digimon(pos, 0, 1) and pos.dp(0, 1) == 0
    script(pos, 0)
    pos.play(0, RIZE)
    E.settle(pos.st, pos.tb)
    E.effects_resolved(pos.st, pos.tb, i32(0))   # the attack the effect offers
    assert answered(pos)
    assert pos.battle(0) == [[MARCUS], [TAIGA], [RIZE]]
    # still a Tamer, and a Digimon: not trashed by the rule check for a missing printed DP
    assert _is_digimon(pos, 0, 1) and _is_tamer(pos, 0, 1)
    assert not _is_digimon(pos, 0, 2)   # Taiga, another Tamer, is none
    assert pos.dp(0, 1) == 3000 + 1000   # Taiga's +1000 for all of your Digimon reaches it
    assert _cant_digivolve(pos, 0, 1)
    assert pos.has(0, 1, ec.A_RUSH)
    assert Q.has_named_keyword(pos.st, pos.tb, i32(0), i32(1), i32(ec.KW_ALLIANCE))
    assert [x[1] for x in pos.effects(RIZE)][:1] == [ec.A_AS_DIGIMON]
    ok(pos)
    # the turn ends: a Tamer only again
    pos.next_turn()
    assert not _is_digimon(pos, 0, 1) and _is_tamer(pos, 0, 1) and pos.dp(0, 1) == 0
    assert not _cant_digivolve(pos, 0, 1)
    ok(pos)


def test_rize_on_play_then_the_marcus_attacks_with_rush():
    # Marcus played this turn: <Rush> lets it attack; the opponent has no security left, so the attack wins
    pos = effect_positions.build(
        Side(battle=[Slot(MARCUS, entered=3)], hand=[RIZE], deck=[AGUMON]),
        Side(battle=[BIYOMON], deck=[AGUMON]), memory=7)
    script(pos, 0)
    pos.play(0, RIZE)
    E.settle(pos.st, pos.tb)
    E.effects_resolved(pos.st, pos.tb, i32(0))   # the attack the effect offers
    assert pos.over() and pos.winner() == 0
    attacks = pos.events("attack")
    assert len(attacks) == 1 and attacks[0]["attacker"] == MARCUS
    assert pos.suspended(0, 1)


def test_rize_without_a_marcus_still_offers_the_attack():
    pos = effect_positions.build(Side(battle=[MARCUS_AGUMON, GREYMON], hand=[RIZE], deck=[AGUMON]),
                                 Side(battle=[BIYOMON], deck=[AGUMON]), memory=7)
    script(pos, 0)
    pos.play(0, RIZE)
    E.settle(pos.st, pos.tb)
    E.effects_resolved(pos.st, pos.tb, i32(0))   # the attack the effect offers
    # [Marcus Damon & Agumon] is not a [Marcus Damon]: no Tamer becomes a Digimon; Greymon takes the attack
    assert not _is_digimon(pos, 0, 1)
    assert ec.A_AS_DIGIMON not in [x[1] for x in pos.effects(RIZE)]
    assert pos.over() and pos.winner() == 0
    assert pos.events("attack")[0]["attacker"] == GREYMON


def test_marcus_pays_a_memory_at_the_main_phase_start_and_is_deleted_in_battle():
    pos = effect_positions.build(Side(battle=[MARCUS, CLEAR_AGUMON], deck=[AGUMON]),
                                 Side(battle=[Slot(GREYMON, suspended=True)], deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 2
    assert _is_digimon(pos, 0, 1) and pos.dp(0, 1) == 3000 and _cant_digivolve(pos, 0, 1)
    assert not pos.has(0, 1, ec.A_RUSH)
    assert pos.can_attack(0, 1)   # on the field since an earlier turn
    # it attacks the suspended 4000 DP Greymon, loses the battle and goes to the trash; suspending, its own
    # "when this Tamer suspends" effect finds no card in the hand to digivolve into
    script(pos, 0)
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[CLEAR_AGUMON]]
    assert pos.trash(0) == [MARCUS]
    assert pos.battle(1) == [[GREYMON]]
    ok(pos)


def test_marcus_without_an_agumon_or_greymon_digimon_stays_a_tamer():
    pos = effect_positions.build(Side(battle=[MARCUS, BIYOMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    script(pos, 0)   # nothing asked
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 3 and not _is_digimon(pos, 0, 1)
    ok(pos)


def test_the_pilot_pays_the_memory_only_while_it_stays_on_its_side():
    pos = effect_positions.build(Side(battle=[MARCUS, CLEAR_AGUMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=0)
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 0 and not _is_digimon(pos, 0, 1)
    pos = effect_positions.build(Side(battle=[MARCUS, CLEAR_AGUMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=1)
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 0 and _is_digimon(pos, 0, 1)
    ok(pos)


def test_marcus_agumon_at_the_end_of_turn_makes_a_marcus_a_6000_dp_digimon_that_attacks():
    # a yellow Digimon with [Agumon] in its name: the effect works; the newest effect sets the DP (3000, then 6000)
    pos = effect_positions.build(Side(battle=[MARCUS_AGUMON, MARCUS, CLEAR_AGUMON], deck=[AGUMON]),
                                 Side(battle=[Slot(BIYOMON, suspended=True)], security=[AGUMON], deck=[AGUMON]),
                                 memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.dp(0, 2) == 3000
    pos.set_memory(0, -1)
    script(pos, 0)
    pos.end_of_turn(0)
    kinds = [x[1] for x in pos.effects(MARCUS_AGUMON)]
    assert ec.A_AS_DIGIMON in kinds
    assert _is_digimon(pos, 0, 2) and pos.dp(0, 2) == 6000 and pos.has(0, 2, ec.A_RUSH)
    assert not _is_digimon(pos, 0, 1)   # the Tamer whose effect it is: not a [Marcus Damon]
    # the attack it offers: the pilot's; Marcus (6000) may take the suspended Biyomon (3000)
    attacks = pos.events("attack")
    assert len(attacks) == 1 and attacks[0]["attacker"] in (MARCUS, CLEAR_AGUMON)
    ok(pos)


def test_marcus_agumon_needs_a_yellow_agumon_or_greymon_digimon():
    # a red [Greymon] only: the condition fails
    pos = effect_positions.build(Side(battle=[MARCUS_AGUMON, MARCUS, GREYMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=-1)
    script(pos, 0)
    pos.end_of_turn(0)
    assert ec.A_AS_DIGIMON not in [x[1] for x in pos.effects(MARCUS_AGUMON)]
    assert not _is_digimon(pos, 0, 2)
    ok(pos)


SHINEGREYMON = "BT13-018"   # Lv.6, from a Lv.5 [RizeGreymon] for 3
AGUMON_13 = "BT13-008"      # Lv.3 red/yellow Agumon with a [Main] once per turn
SPENCER = "BT13-099"        # Tamer [Spencer Damon], yellow
MARCUS_17 = "BT17-087"      # Tamer [Marcus Damon], yellow/red


def test_encoded_lines_of_the_other_cards_of_the_wording():
    assert all(full(c) for c in (SHINEGREYMON, AGUMON_13, SPENCER, MARCUS_17))
    assert lines_of(AGUMON_13)[0] == (
        "BT13-008 main activated once_per_turn : as_digimon 3000 target=own count=1 filter=tamer name=marcus_damon "
        "duration=turn ; then cant digivolve target=own count=1 filter=same_targets duration=turn")
    assert lines_of(SPENCER)[1] == (
        "BT13-099 main end_of_your_turn once_per_turn if=all_security<=6 : as_digimon 3000 target=self "
        "duration=opponents_turn_end ; then cant digivolve target=self duration=opponents_turn_end ; then blocker "
        "target=self duration=opponents_turn_end")
    assert lines_of(MARCUS_17)[1] == (
        "BT17-087 main when_suspended : dp +3000 target=own count=1 duration=turn ; then if=own_has memory +1 "
        "kind=digimon name~agumon|greymon")


def test_shinegreymon_makes_a_marcus_a_blocker_through_the_opponents_turn():
    pos = effect_positions.build(Side(battle=[MARCUS, RIZE], hand=[SHINEGREYMON], deck=[AGUMON]),
                                 Side(battle=[GREYMON], deck=[AGUMON]), memory=3)
    script(pos, 0)
    pos.digivolve(0, SHINEGREYMON, 2)
    E.settle(pos.st, pos.tb)
    assert _is_digimon(pos, 0, 1) and pos.dp(0, 1) == 3000 and pos.has(0, 1, ec.A_BLOCKER)
    pos.next_turn()   # the opponent's turn: still a Digimon with <Blocker>, it may block (and be attacked)
    assert _is_digimon(pos, 0, 1) and pos.can_block(0, 1)
    pos.next_turn()   # its owner's next turn: a Tamer only
    assert not _is_digimon(pos, 0, 1) and not pos.can_block(0, 1)
    ok(pos)


def test_agumon_main_makes_a_marcus_a_digimon_whose_suspension_gives_dp_and_memory():
    pos = effect_positions.build(Side(battle=[MARCUS_17, AGUMON_13, CLEAR_AGUMON], deck=[AGUMON]),
                                 Side(security=[AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0)
    pos.activate(0, 2)
    E.settle(pos.st, pos.tb)
    assert _is_digimon(pos, 0, 1) and pos.dp(0, 1) == 3000 and _cant_digivolve(pos, 0, 1)
    assert not pos.activatable(0, 2)   # once per turn
    before = sum(pos.dp(0, s) for s in (1, 2, 3))
    pos.attack(0, 1, -1)   # suspending it: +3000 DP to 1 of your Digimon, and 1 memory (an [Agumon] in play)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1)
    assert sum(pos.dp(0, s) for s in (1, 2, 3)) == before + 3000
    assert pos.memory(0) == 3 + 1
    assert pos.security(1) == []   # the 2000 DP Agumon checked lost its battle
    ok(pos)


def test_a_marcus_deleted_as_a_digimon_is_a_tamer_deleted():
    # RizeGreymon's own text: a yellow or red Tamer of yours deleted, a [Marcus Damon] of the trash may go on top
    # of the security stack; the Marcus deleted in battle as a Digimon is that Tamer and that card
    pos = effect_positions.build(Side(battle=[MARCUS, CLEAR_AGUMON, RIZE], security=[AGUMON], deck=[AGUMON]),
                                 Side(battle=[Slot(GREYMON, suspended=True)], deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    E.settle(pos.st, pos.tb)
    assert _is_digimon(pos, 0, 1)
    script(pos, 0, True, True)   # the place (after the Tamer's own "you may" when it suspends, if that one is asked)
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[CLEAR_AGUMON], [RIZE]]
    assert pos.trash(0) == [] and pos.security(0) == [AGUMON, MARCUS]
    ok(pos)


def test_the_referee_follows_a_tamer_treated_as_a_digimon():
    # logged games of the ShineGreymon list, in which Marcus attacks as a Digimon: clean; the same logs without
    # their as_digimon events: the Tamer's attacks are flagged
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from referee import check_game
    from decks.catalog import load_catalog, load_tokens
    from decks.library import library_deck, select
    from simcore.effect_codes import ACTION_NAMES
    from simcore.events import event_dicts
    from simcore.runner import Matchup, replay_game

    cards = {**load_catalog(), **load_tokens()}
    lists = {d.name: d for d in select(since="2026-06-01", kind="tournament")}
    m = Matchup(library_deck(lists["bt25-dgo-2026-06-06-4-shinegreymon"]),
                library_deck(lists["bt25-dgo-2026-06-06-1-angels"]), "greedy", "greedy", 7)
    tamer_attacks = 0
    for k in range(6):
        outcome, ev, numbers = replay_game(m, k)
        game = dict(outcome, master_seed=7, events=event_dicts(ev, numbers, ACTION_NAMES))
        assert check_game(game, cards) == []
        attacks = [e for e in game["events"] if e["kind"] == "attack" and e.get("attacker") in (MARCUS, MARCUS_17)]
        if attacks:
            tamer_attacks += len(attacks)
            game["events"] = [e for e in game["events"] if e.get("effect") != "as_digimon"]
            assert any("attacks but is not a Digimon" in v for v in check_game(game, cards))
    assert tamer_attacks > 0

"""BT10, BT11 and P cards made full with words the engine had:

- BT10-002 Bebydomon: inherited, attacking (once per turn), <Draw 1> while the opponent has 2 or more Digimon;
- BT11-003 Tokomon: inherited, on your turn (once per turn), <Draw 1> for a Digimon you play whose traits
  name an angel (Angel, Archangel or Fallen Angel);
- BT11-019 Shoutmon X7: +1000 DP for every 2 of its digivolution cards;
- BT10-089 Akari Hinomoto / BT10-090 Zenjiro Tsurugi: [On Play] a free [Dorulumon] / [Ballistamon] from the hand
  or from under a Tamer; on your turn, a [Xros Heart] Digimon played: suspend the Tamer for <Draw 1> / 1 memory;
- P-095 Pause Plug-In P: -6000 DP and no [When Digivolving] effects on the same Digimon until the end of the
  opponent's turn; as a security card -6000 DP for the turn, then the card to the hand;
- P-100 Kuwagamon: one opponent's Digimon or Tamer stays suspended through the opponent's next turn;
- BT10-081 Baalmon: attacking, up to 3 cards off the deck top (one taken, two that may be skipped);
- BT10-082 Beelzemon: the deck's top 3 may be trashed, then 1 deletion of a level 4 or lower Digimon for every 10
  cards of the trash; inherited, at the end of an attack (once per turn), 1 memory for every 10 cards of the trash;
- P-124 Davis Motomiya: [On Play] one of two: a free [Veemon] from the hand, or a free digivolution of 1 of your
  Digimon into [ExVeemon] from the hand (offered when no [Veemon] was played).

Other real cards: BT2-011 Vorvomon (Lv.3, no text), BT1-080 Titamon (Lv.6, 12000 DP, no text), BT2-037 Angewomon
([Archangel], cost 7, no text), BT6-076 Feresmon ([Fallen Angel], cost 6, no text), BT10-007 Dondokomon ([Xros
Heart], cost 3, no text), BT10-034 Dorulumon, BT10-049 Ballistamon, BT1-045 Tsukaimon (yellow Lv.3, no text),
BT1-065 Mushroomon (green Lv.3, no text),
BT2-075 Myotismon (purple Lv.5, no text), BT2-021
Veemon, BT16-018 ExVeemon (from green Lv.3 for 3; inherited text only)."""
import numpy as np
import pytest

from effect_positions import Side, Slot, answered, build, full, lines_of, ok, script
from simcore import engine as E
from simcore import query as Q
from simcore.effect_codes import CANT_ACTIVATE_WHEN_DIGIVOLVING, CANT_UNSUSPEND

I32 = np.int32
BEBYDOMON = "BT10-002"
TOKOMON = "BT11-003"
SHOUTMON_X7 = "BT11-019"
AKARI = "BT10-089"
ZENJIRO = "BT10-090"
PAUSE_PLUG_IN = "P-095"
KUWAGAMON = "P-100"
VORVOMON = "BT2-011"
TITAMON = "BT1-080"
ANGEWOMON = "BT2-037"
FERESMON = "BT6-076"
DONDOKOMON = "BT10-007"
DORULUMON = "BT10-034"
BALLISTAMON = "BT10-049"
TSUKAIMON = "BT1-045"
MUSHROOMON = "BT1-065"
BAALMON = "BT10-081"
BEELZEMON = "BT10-082"
MYOTISMON = "BT2-075"
DAVIS = "P-124"
VEEMON = "BT2-021"
EXVEEMON = "BT16-018"


def test_encoded_lines():
    for card in (BEBYDOMON, TOKOMON, SHOUTMON_X7, AKARI, ZENJIRO, PAUSE_PLUG_IN, KUWAGAMON, BAALMON, BEELZEMON,
                 DAVIS):
        assert full(card), card
    assert lines_of(BEBYDOMON) == [
        "BT10-002 inherited when_attacking once_per_turn if=opponent_digimon>=2 : draw 1"]
    assert lines_of(TOKOMON) == [
        "BT11-003 inherited own_digimon_played your_turn once_per_turn card.trait~angel|archangel|fallen_angel : "
        "draw 1"]
    assert "BT11-019 main static : dp +1000 target=self per=2" in lines_of(SHOUTMON_X7)
    assert lines_of(AKARI) == [
        "BT10-089 main on_play : play_from_hand kind=digimon name=dorulumon filter=may ; then if=not_played "
        "play_from_under_tamers kind=digimon name=dorulumon filter=may",
        "BT10-089 main own_digimon_played your_turn optional card.trait~xros_heart : suspend_self_cost ; then draw 1",
        "BT10-089 security security : play_self"]
    assert lines_of(ZENJIRO) == [
        "BT10-090 main on_play : play_from_hand kind=digimon name=ballistamon filter=may ; then if=not_played "
        "play_from_under_tamers kind=digimon name=ballistamon filter=may",
        "BT10-090 main own_digimon_played your_turn optional card.trait~xros_heart : suspend_self_cost ; then "
        "memory +1",
        "BT10-090 security security : play_self"]
    assert lines_of(PAUSE_PLUG_IN) == [
        "P-095 main static : ignore_color_requirements kind=tamer",
        "P-095 main main : dp -6000 target=opponent count=1 duration=opponents_turn_end ; then cant "
        "activate_when_digivolving target=opponent count=1 filter=same_targets duration=opponents_turn_end",
        "P-095 security security : dp -6000 target=opponent count=1 duration=turn ; then add_self_to_hand"]
    assert lines_of(KUWAGAMON) == [
        "P-100 main on_play : cant unsuspend target=opponent count=1 kinds=digimon,tamer "
        "duration=opponents_turn_end",
        "P-100 main when_digivolving : cant unsuspend target=opponent count=1 kinds=digimon,tamer "
        "duration=opponents_turn_end",
        "P-100 inherited static your_turn : dp +2000 target=self"]
    assert lines_of(BAALMON) == [
        "BT10-081 main when_attacking optional : trash_deck_top 1 ; then trash_deck_top 1 filter=may ; then "
        "trash_deck_top 1 filter=may",
        "BT10-081 main on_deletion if=own_trash>=10 optional : play_from_trash kind=digimon name=beelzemon"]
    assert lines_of(DAVIS) == [
        "P-124 main start_of_your_main_phase if=own_has : memory +1 kind=digimon trait=free",
        "P-124 main on_play : play_from_hand kind=digimon name=veemon filter=may ; then if=not_played "
        "digivolve_from_hand target=own count=1 kind=digimon name=exveemon filter=may",
        "P-124 security security : play_self"]
    tiers = " ; then ".join(f"if=own_trash>={n} delete target=opponent count=1 level<=4" for n in (10, 20, 30, 40, 50))
    assert lines_of(BEELZEMON) == [
        f"BT10-082 main on_play : trash_deck_top 3 filter=may ; then {tiers}",
        f"BT10-082 main when_digivolving : trash_deck_top 3 filter=may ; then {tiers}",
        "BT10-082 inherited end_of_attack once_per_turn : branches ; then "
        + " ; then ".join(f"if=own_trash>={n} memory +1" for n in (10, 20, 30, 40, 50))]


# --- BT10-002 Bebydomon ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("opponents, draws", [(2, 1), (1, 0)])
def test_bebydomon_draws_when_attacking_only_against_two_or_more_digimon(opponents, draws):
    pos = build(Side(battle=[Slot([BEBYDOMON, VORVOMON])], deck=[VORVOMON]),
                Side(battle=[TITAMON] * opponents, security=[VORVOMON], deck=[VORVOMON]))
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [VORVOMON] * draws
    ok(pos)


# --- BT11-003 Tokomon ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("played, draws", [(ANGEWOMON, 1), (FERESMON, 1), (VORVOMON, 0)])
def test_tokomon_draws_when_an_angel_trait_digimon_is_played(played, draws):
    pos = build(Side(battle=[Slot([TOKOMON, VORVOMON])], hand=[played], deck=[TITAMON]),
                Side(deck=[VORVOMON]), memory=8)
    pos.play(0, played)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [TITAMON] * draws
    ok(pos)


def test_tokomon_draws_once_per_turn():
    pos = build(Side(battle=[Slot([TOKOMON, VORVOMON])], hand=[FERESMON, FERESMON], deck=[TITAMON, TITAMON]),
                Side(deck=[VORVOMON]), memory=10)
    pos.play(0, FERESMON)
    E.settle(pos.st, pos.tb)
    pos.set_memory(0, 10)
    pos.play(0, FERESMON)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [TITAMON]
    ok(pos)


# --- BT11-019 Shoutmon X7 -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("sources, dp", [(0, 13000), (1, 13000), (2, 14000), (3, 14000), (5, 15000)])
def test_shoutmon_x7_gets_1000_for_every_2_digivolution_cards(sources, dp):
    pos = build(Side(battle=[Slot([VORVOMON] * sources + [SHOUTMON_X7])], deck=[VORVOMON]), Side(deck=[VORVOMON]))
    assert pos.dp(0, 1) == dp
    pos.next_turn()   # [All Turns]: the opponent's turn too
    assert pos.dp(0, 1) == dp
    ok(pos)


# --- BT10-089 Akari Hinomoto / BT10-090 Zenjiro Tsurugi -----------------------------------------------------------

def test_akari_plays_dorulumon_from_the_hand_then_draws_by_suspending():
    pos = build(Side(hand=[AKARI, DORULUMON], deck=[VORVOMON]), Side(deck=[VORVOMON]), memory=5)
    script(pos, 0, True, True)   # play Dorulumon from the hand; suspend Akari to draw
    pos.play(0, AKARI)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AKARI], [DORULUMON]]
    assert pos.suspended(0, 1)
    assert pos.hand(0) == [VORVOMON]
    assert pos.memory(0) == 5 - 3   # Dorulumon free
    ok(pos)


def test_akari_plays_dorulumon_from_under_a_tamer_when_the_hand_has_none():
    pos = build(Side(battle=[Slot([DORULUMON, ZENJIRO])], hand=[AKARI], deck=[VORVOMON]), Side(deck=[VORVOMON]),
                memory=5)
    script(pos, 0, True, True)   # the hand's play (none there), then the one from under Zenjiro
    pos.play(0, AKARI)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[ZENJIRO], [AKARI], [DORULUMON]]
    assert [e["cost"] for e in pos.events("play")] == [3, 0]
    ok(pos)


def test_zenjiro_gains_memory_when_a_xros_heart_digimon_is_played_and_not_otherwise():
    pos = build(Side(battle=[ZENJIRO], hand=[DONDOKOMON, VORVOMON], deck=[VORVOMON]), Side(deck=[VORVOMON]),
                memory=8)
    script(pos, 0, True)   # suspend Zenjiro: 1 memory
    pos.play(0, DONDOKOMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.memory(0) == 8 - 3 + 1
    pos.play(0, VORVOMON)   # no [Xros Heart]: nothing asked
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 8 - 3 + 1 - 4
    ok(pos)


def test_zenjiro_plays_ballistamon_free_from_the_hand():
    pos = build(Side(hand=[ZENJIRO, BALLISTAMON], deck=[VORVOMON]), Side(deck=[VORVOMON]), memory=5)
    script(pos, 0, True, False)
    pos.play(0, ZENJIRO)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[ZENJIRO], [BALLISTAMON]]
    assert pos.memory(0) == 5 - 3
    ok(pos)


# --- P-095 Pause Plug-In P ------------------------------------------------------------------------------------------

def test_pause_plug_in_with_only_a_green_tamer_cuts_6000_and_locks_when_digivolving():
    pos = build(Side(battle=[ZENJIRO], hand=[PAUSE_PLUG_IN], deck=[VORVOMON]),
                Side(battle=[TITAMON], deck=[VORVOMON]), memory=6)
    pos.use_option(0, PAUSE_PLUG_IN)   # no yellow card: a Tamer is enough
    E.settle(pos.st, pos.tb)
    assert pos.dp(1, 1) == 12000 - 6000
    assert Q.restricted(pos.st, pos.tb, I32(1), I32(1), I32(CANT_ACTIVATE_WHEN_DIGIVOLVING))
    assert pos.memory(0) == 1
    pos.next_turn()   # the opponent's turn: still on
    assert pos.dp(1, 1) == 12000 - 6000
    assert Q.restricted(pos.st, pos.tb, I32(1), I32(1), I32(CANT_ACTIVATE_WHEN_DIGIVOLVING))
    pos.next_turn()   # ended with it
    assert pos.dp(1, 1) == 12000
    assert not Q.restricted(pos.st, pos.tb, I32(1), I32(1), I32(CANT_ACTIVATE_WHEN_DIGIVOLVING))
    ok(pos)


def test_pause_plug_in_needs_a_tamer_or_its_colour():
    pos = build(Side(battle=[VORVOMON], hand=[PAUSE_PLUG_IN], deck=[VORVOMON]),
                Side(battle=[TITAMON], deck=[VORVOMON]), memory=6)
    with pytest.raises(AssertionError):
        pos.use_option(0, PAUSE_PLUG_IN)
    pos = build(Side(battle=[TSUKAIMON], hand=[PAUSE_PLUG_IN], deck=[VORVOMON]),
                Side(battle=[TITAMON], deck=[VORVOMON]), memory=6)
    pos.use_option(0, PAUSE_PLUG_IN)


def test_pause_plug_in_security_cuts_the_attacker_for_the_turn_and_goes_to_the_hand():
    pos = build(Side(security=[PAUSE_PLUG_IN], deck=[VORVOMON]),
                Side(battle=[TITAMON], deck=[VORVOMON]), current=1)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [PAUSE_PLUG_IN]
    assert pos.security(0) == []
    assert pos.dp(1, 1) == 12000 - 6000
    pos.next_turn()
    assert pos.dp(1, 1) == 12000
    ok(pos)


# --- P-100 Kuwagamon ------------------------------------------------------------------------------------------------

def test_kuwagamon_keeps_an_opponents_tamer_from_unsuspending_through_their_turn():
    pos = build(Side(hand=[KUWAGAMON], deck=[VORVOMON]),
                Side(battle=[Slot(ZENJIRO, suspended=True)], deck=[VORVOMON]), memory=5)
    pos.play(0, KUWAGAMON)
    E.settle(pos.st, pos.tb)
    assert Q.restricted(pos.st, pos.tb, I32(1), I32(1), I32(CANT_UNSUSPEND))
    pos.next_turn()
    assert Q.restricted(pos.st, pos.tb, I32(1), I32(1), I32(CANT_UNSUSPEND))
    pos.next_turn()
    assert not Q.restricted(pos.st, pos.tb, I32(1), I32(1), I32(CANT_UNSUSPEND))
    ok(pos)


def test_kuwagamon_when_digivolving_reaches_a_digimon():
    pos = build(Side(battle=[Slot(MUSHROOMON)], hand=[KUWAGAMON], deck=[VORVOMON]),
                Side(battle=[Slot(TITAMON, suspended=True)], deck=[VORVOMON]), memory=5)
    pos.digivolve(0, KUWAGAMON, 1)
    E.settle(pos.st, pos.tb)
    assert Q.restricted(pos.st, pos.tb, I32(1), I32(1), I32(CANT_UNSUSPEND))
    ok(pos)


# --- BT10-081 Baalmon / BT10-082 Beelzemon ------------------------------------------------------------------------

@pytest.mark.parametrize("answers, trashed", [((True, True, True), 3), ((True, False, True), 2), ((True, False, False), 1),
                                              ((False,), 0)])
def test_baalmon_trashes_up_to_3_deck_cards_when_attacking(answers, trashed):
    pos = build(Side(battle=[BAALMON], deck=[VORVOMON] * 5),
                Side(battle=[TITAMON], security=[VORVOMON], deck=[VORVOMON]))
    script(pos, 0, *answers)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert len(pos.deck(0)) == 5 - trashed and len(pos.trash(0)) == trashed
    ok(pos)


@pytest.mark.parametrize("take, deleted", [(True, 2), (False, 1)])
def test_beelzemon_deletes_one_for_every_10_trash_cards_after_the_optional_trash(take, deleted):
    pos = build(Side(hand=[BEELZEMON], trash=[VORVOMON] * 17, deck=[VORVOMON] * 3),
                Side(battle=[VORVOMON, VORVOMON, VORVOMON, TITAMON], deck=[VORVOMON]), memory=11)
    script(pos, 0, take)
    pos.play(0, BEELZEMON)
    E.settle(pos.st, pos.tb)
    assert len(pos.trash(0)) == 17 + (3 if take else 0)
    assert len(pos.trash(1)) == deleted
    assert TITAMON in [s[-1] for s in pos.battle(1)]   # level 6: out of reach
    ok(pos)


@pytest.mark.parametrize("trash, memory", [(9, 0), (10, 1), (25, 2)])
def test_beelzemon_inherited_memory_for_every_10_trash_cards_at_the_end_of_attack(trash, memory):
    pos = build(Side(battle=[Slot([BEELZEMON, MYOTISMON])], trash=[VORVOMON] * trash, deck=[VORVOMON]),
                Side(security=[VORVOMON], deck=[VORVOMON]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 3 + memory
    ok(pos)


# --- P-124 Davis Motomiya -------------------------------------------------------------------------------------------

def test_davis_plays_veemon_free_and_then_offers_no_digivolution():
    pos = build(Side(battle=[MUSHROOMON], hand=[DAVIS, VEEMON, EXVEEMON], deck=[VORVOMON]), Side(deck=[VORVOMON]),
                memory=5)
    script(pos, 0, True)
    pos.play(0, DAVIS)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[MUSHROOMON], [DAVIS], [VEEMON]]
    assert pos.hand(0) == [EXVEEMON]
    assert pos.memory(0) == 5 - 3   # Davis alone paid for
    ok(pos)


def test_davis_without_veemon_digivolves_a_digimon_into_exveemon_free():
    pos = build(Side(battle=[MUSHROOMON], hand=[DAVIS, EXVEEMON], deck=[VORVOMON]), Side(deck=[VORVOMON]),
                memory=5)
    script(pos, 0, True, True)   # the play (no [Veemon] in the hand), then the digivolution
    pos.play(0, DAVIS)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[MUSHROOMON, EXVEEMON], [DAVIS]]
    assert pos.memory(0) == 5 - 3   # Davis alone paid for
    ok(pos)

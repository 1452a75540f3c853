"""Cards of the 2026 lists lifted to full with two new words: the timing own_digimon_cards_placed_under (an effect
placed cards under any of your Digimon; P-244's <Delay> digivolution, waiting in the battle area) and the condition
opponent_field_at_least_own (the opponent has as many Digimon and Tamers as you, or more; EX5-063 Leviamon's two
deletions). Each checks the card's encoded lines, then plays them in a hand-built position with exact results."""
import numpy as np

from effect_positions import Side, Slot, build, script, answered, ok, lines_of, full
from simcore import engine as E

I32 = np.int32
VEMMON = "BT11-061"       # Vemmon, black Lv.3
SNATCHMON = "BT18-065"    # black Lv.4 from black Lv.3 for 3; [When Digivolving] up to 2 [Vemmon] from the trash under it
DESTROMON = "P-094"       # black Lv.5 from black Lv.4 for 5, [Vemmon] in its text (no encoded effects)
HAGURUMON = "BT2-052"     # black Lv.3, no text
EMBLEM = "P-244"          # Unique Emblem: Ragnarok Attainer
LEVIAMON = "EX5-063"      # purple Lv.6 from purple Lv.5 for 5
MYOTISMON = "BT2-075"     # purple Lv.5, no text
AGUMON = "ST1-03"         # red Lv.3 (an inherited DP bonus in its owner's turn only)
NUMEMON = "BT2-056"       # black Lv.4, no text
GROUNDRAMON = "BT1-020"   # red Lv.5, no text
TAI = "ST1-12"            # a Tamer


# --- P-244: when an effect places a [Vemmon] under one of your Digimon, <Delay>: a digivolution 3 off ---------

def test_p244_encoded_lines():
    assert lines_of(EMBLEM) == [
        "P-244 main main : play_from_hand name=vemmon|zenith filter=may,or_trash ; then place_in_battle_area",
        "P-244 main own_digimon_cards_placed_under optional card.name=vemmon : delay ; then digivolve_from_hand 3 "
        "target=own count=1 base_any=text:vemmon kind=digimon text~vemmon filter=may,pay_cost,or_trash",
        "P-244 security security : activate_main"]
    assert full(EMBLEM)


def _snatchmon_digivolves(emblem_entered=-1, answers=(True, True), trash=(VEMMON,), hand=(SNATCHMON, DESTROMON)):
    pos = build(Side(battle=[Slot([HAGURUMON]), Slot([EMBLEM], entered=emblem_entered)], hand=list(hand),
                     trash=list(trash), deck=[AGUMON, AGUMON, AGUMON]),
                Side(deck=[AGUMON]), memory=10)
    script(pos, 0, *answers)
    pos.digivolve(0, SNATCHMON, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_p244_delay_digivolves_the_digimon_into_a_vemmon_card_for_3_less():
    pos = _snatchmon_digivolves()
    assert answered(pos)
    assert pos.battle(0) == [[VEMMON, HAGURUMON, SNATCHMON, DESTROMON]]   # the option gone
    assert pos.trash(0) == [EMBLEM]
    assert pos.memory(0) == 10 - 3 - (5 - 3 - 1)   # 3 off, and 1 by the [Vemmon] now beneath (its inherited text)
    assert pos.hand(0) == [AGUMON, AGUMON]   # a draw for each digivolution
    ok(pos)


def test_p244_from_the_trash_too():
    pos = _snatchmon_digivolves(trash=(VEMMON, DESTROMON), hand=(SNATCHMON,))
    assert answered(pos)
    assert pos.battle(0) == [[VEMMON, HAGURUMON, SNATCHMON, DESTROMON]]
    assert pos.trash(0) == [EMBLEM]
    assert pos.memory(0) == 10 - 3 - 1
    ok(pos)


def test_p244_declined_stays_in_the_battle_area():
    pos = _snatchmon_digivolves(answers=(False, False), trash=(VEMMON, VEMMON))   # asked once for each placed
    assert answered(pos)
    assert pos.battle(0) == [[VEMMON, VEMMON, HAGURUMON, SNATCHMON], [EMBLEM]]
    assert pos.hand(0) == [DESTROMON, AGUMON]
    assert pos.memory(0) == 10 - 3
    ok(pos)


def test_p244_delay_not_in_the_turn_it_was_placed():
    pos = _snatchmon_digivolves(emblem_entered=3, answers=())   # turn 3: placed this turn
    assert pos.battle(0) == [[VEMMON, HAGURUMON, SNATCHMON], [EMBLEM]]
    assert pos.memory(0) == 10 - 3
    ok(pos)


def test_p244_not_for_other_cards_placed():
    pos = _snatchmon_digivolves(trash=(), answers=())   # no [Vemmon] to place: no event
    assert answered(pos)
    assert pos.battle(0) == [[HAGURUMON, SNATCHMON], [EMBLEM]]
    ok(pos)


# --- EX5-063 Leviamon: both deletions while the opponent has as many Digimon and Tamers; memory for each --------

def test_leviamon_encoded_lines():
    assert lines_of(LEVIAMON) == [
        "EX5-063 main static : security_attack +1 target=self",
        "EX5-063 main on_play if=opponent_field_at_least_own : delete target=opponent count=1 rank=highest_level ; "
        "then delete target=opponent count=1 rank=lowest_level",
        "EX5-063 main when_digivolving if=opponent_field_at_least_own : delete target=opponent count=1 "
        "rank=highest_level ; then delete target=opponent count=1 rank=lowest_level",
        "EX5-063 main opponent_digimon_deleted : memory +1"]
    assert full(LEVIAMON)


def _leviamon(own, theirs):
    pos = build(Side(battle=[Slot([MYOTISMON]), *own], hand=[LEVIAMON], deck=[AGUMON]),
                Side(battle=list(theirs), deck=[AGUMON]), memory=10)
    script(pos, 0)
    pos.digivolve(0, LEVIAMON, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_leviamon_deletes_the_highest_then_the_lowest_level_and_gains_memory_for_each():
    pos = _leviamon([], [AGUMON, GROUNDRAMON, NUMEMON])
    assert pos.battle(1) == [[NUMEMON]]
    assert sorted(pos.trash(1)) == sorted([GROUNDRAMON, AGUMON])
    assert pos.memory(0) == 10 - 5 + 2
    assert pos.security_attack(0, 1) == 2
    ok(pos)


def test_leviamon_as_many_counts_tamers_too():
    pos = _leviamon([TAI], [AGUMON, TAI])   # 2 against 2: it holds
    assert pos.battle(1) == [[TAI]]        # the one Digimon is both the highest and the lowest: deleted once
    assert pos.trash(1) == [AGUMON]
    assert pos.memory(0) == 10 - 5 + 1
    ok(pos)


def test_leviamon_deletes_nothing_when_the_opponent_has_fewer():
    pos = _leviamon([TAI], [AGUMON])   # 2 against 1
    assert pos.battle(1) == [[AGUMON]]
    assert pos.trash(1) == []
    assert pos.memory(0) == 10 - 5
    ok(pos)


# --- BT23-045 TigerVespamon (partial): when it suspends, a face-up security card turned down unsuspends 1 --------

TIGERVESPAMON = "BT23-045"


def test_tigervespamon_encoded_lines():
    assert lines_of(TIGERVESPAMON) == [
        "BT23-045 main hand_counter optional : digivolve_from_hand target=own",
        "BT23-045 main when_suspended optional : flip_face_up_security_cost ; then unsuspend target=own count=1",
        "BT23-045 main static : overflow 4"]
    assert not full(TIGERVESPAMON)


def _tigervespamon_attacks(*answers, face_up=True):
    pos = build(Side(battle=[Slot([TIGERVESPAMON])], security=[NUMEMON, HAGURUMON], deck=[AGUMON]),
                Side(battle=[Slot([AGUMON], suspended=True)], deck=[AGUMON]), memory=3)
    if face_up:
        pos.st.sec_up[0, 0] = 1   # the bottom card face up
    script(pos, 0, *answers)
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_tigervespamon_turns_a_face_up_card_down_and_unsuspends():
    pos = _tigervespamon_attacks(True)
    assert answered(pos)
    assert pos.trash(1) == [AGUMON]          # the battle won
    assert not pos.suspended(0, 1)
    assert int(pos.st.sec_up[0, 0]) == 0 and pos.security(0) == [NUMEMON, HAGURUMON]
    ok(pos)


def test_tigervespamon_declined_or_no_face_up_card_stays_suspended():
    pos = _tigervespamon_attacks(False)
    assert answered(pos)
    assert pos.suspended(0, 1) and int(pos.st.sec_up[0, 0]) == 1
    ok(pos)
    pos = _tigervespamon_attacks(True, face_up=False)
    assert pos.suspended(0, 1)
    ok(pos)


# --- BT8-084 (partial): its clause in the existing vocabulary (BT10-016, full: tests/test_effect_jes_round.py) ---

def test_kimeramon_encoded_lines():
    assert lines_of("BT8-084") == [
        "BT8-084 main when_digivolving : place_from_trash_under 1 target=self up_to kind=digimon level<=5"]
    assert not full("BT8-084")


def test_kimeramon_places_a_level_5_or_lower_digimon_card_from_the_trash():
    pos = build(Side(battle=[Slot([NUMEMON])], hand=["BT8-084"], trash=[LEVIAMON, TAI, MYOTISMON],
                     deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    script(pos, 0)
    pos.digivolve(0, "BT8-084", 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[MYOTISMON, NUMEMON, "BT8-084"]]   # not the level 6 card, not the Tamer
    assert pos.trash(0) == [LEVIAMON, TAI]
    ok(pos)

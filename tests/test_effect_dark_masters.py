"""The Dark Masters: free plays whose Digimon is deleted when the turn ends, plays from the face-up security cards
(play_from_security, RULES.md §10.8) whose Digimon is deleted at the end of its player's turn
(delete_played_at_your_turn_end: played in the opponent's turn, the end of the player's next turn), and a played
Digimon that can't digivolve (played_cant_digivolve).

Real cards: P-216 WaruMonzaemon, EX10-072 Spiral Mountain, BT15-066 Machinedramon (a [Dark Masters] Digimon; its
[On Play] finds no opponent's Digimon here), BT15-079 Piedmon ([Dark Masters]), ST1-03 Agumon and ST1-07 Greymon."""
import numpy as np
import pytest
from effect_positions import Side, answered, build, lines_of, script, ok

from decks.catalog import load_catalog
from decks.effects import EffectSyntaxError, card_coverage, parse_line
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import DEL_EFFECT
from simcore.query import restricted

I32 = np.int32
WARU, SPIRAL, MACHINE, PIEDMON, AGUMON, GREYMON = "P-216", "EX10-072", "BT15-066", "BT15-079", "ST1-03", "ST1-07"


def face_up(pos, p):
    return [int(x) for x in pos.st.sec_up[p, :pos.st.sec_n[p]]]


def test_coverage_and_lines():
    catalog = load_catalog()
    for number in (WARU, SPIRAL):
        assert card_coverage(catalog[number]) == "full", number
    assert lines_of(WARU)[2:] == [
        "P-216 main on_play optional : play_from_hand kind=digimon trait=dark_masters filter=deleted_at_turn_end ; "
        "then if=played played_cant_digivolve",
        "P-216 main on_deletion optional : play_from_security kind=digimon trait=dark_masters ; then if=played "
        "delete_played_at_your_turn_end"]


def test_the_played_words_follow_a_play_clause():
    _, _, eff = parse_line("X-1 main on_play : play_from_security kind=digimon ; then if=played "
                           "delete_played_at_your_turn_end ; then if=played played_cant_digivolve", "t")
    assert [r[ec.F_ACTION] for r in eff.rows] == [ec.A_PLAY_FROM_SECURITY, ec.A_DELETE_PLAYED_AT_YOUR_TURN_END,
                                                  ec.A_PLAYED_CANT_DIGIVOLVE]
    for word in ("delete_played_at_your_turn_end", "played_cant_digivolve"):
        with pytest.raises(EffectSyntaxError, match="follows a play clause"):
            parse_line(f"X-1 main on_play : {word}", "t")
        with pytest.raises(EffectSyntaxError, match="follows a play clause"):
            parse_line(f"X-1 main on_play : play_from_hand kind=digimon ; then {word}", "t")


# --- P-216 [On Play] ---------------------------------------------------------------------------------------------

def _waru_played():
    pos = build(Side(hand=[WARU, MACHINE, GREYMON], battle=[AGUMON], deck=[AGUMON, AGUMON]),
                Side(deck=[AGUMON]), memory=6)
    script(pos, 0, True)
    pos.play(0, WARU)
    E.settle(pos.st, pos.tb)
    return pos


def test_waru_plays_a_dark_masters_digimon_from_the_hand_free_it_cant_digivolve():
    pos = _waru_played()
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON], [WARU], [MACHINE]] and pos.hand(0) == [GREYMON]
    assert pos.memory(0) == 0   # WaruMonzaemon's 6; Machinedramon free
    assert restricted(pos.st, pos.tb, I32(0), I32(3), ec.CANT_DIGIVOLVE)
    assert not restricted(pos.st, pos.tb, I32(0), I32(2), ec.CANT_DIGIVOLVE)
    ok(pos)


def test_waru_the_digimon_it_played_is_deleted_when_the_turn_ends():
    pos = _waru_played()
    pos.end_of_turn(0)
    assert pos.battle(0) == [[AGUMON], [WARU]] and pos.trash(0) == [MACHINE]
    ok(pos)


def test_waru_no_dark_masters_digimon_in_the_hand_nothing_played():
    pos = build(Side(hand=[WARU, GREYMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=6)
    script(pos, 0, True)
    pos.play(0, WARU)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[WARU]] and pos.hand(0) == [GREYMON]
    ok(pos)


# --- P-216 [On Deletion]: a face-up security card --------------------------------------------------------------

def _waru_deleted(current, up):
    pos = build(Side(battle=[WARU], security=[MACHINE, PIEDMON], deck=[AGUMON]), Side(deck=[AGUMON]),
                current=current, turn=4 if current else 3)
    pos.st.sec_up[0, 0] = up[0]
    pos.st.sec_up[0, 1] = up[1]
    script(pos, 0, True)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    return pos


def test_waru_deleted_in_the_opponents_turn_plays_a_face_up_one_deleted_at_the_end_of_your_next_turn():
    pos = _waru_deleted(1, (1, 0))   # Machinedramon (bottom) face up, Piedmon (top) face down
    assert answered(pos)
    assert pos.battle(0) == [[MACHINE]] and pos.security(0) == [PIEDMON] and face_up(pos, 0) == [0]
    pos.end_of_turn(1)
    assert pos.battle(0) == [[MACHINE]]   # the opponent's turn ends: still there
    pos.next_turn()
    pos.end_of_turn(0)
    assert pos.battle(0) == [] and pos.trash(0) == [WARU, MACHINE]
    ok(pos)


def test_waru_deleted_in_your_turn_the_digimon_it_played_is_deleted_when_that_turn_ends():
    pos = _waru_deleted(0, (0, 1))   # Piedmon (top) face up
    assert pos.battle(0) == [[PIEDMON]] and pos.security(0) == [MACHINE]
    pos.end_of_turn(0)
    assert pos.battle(0) == [] and pos.trash(0) == [WARU, PIEDMON]
    ok(pos)


def test_waru_face_down_security_cards_are_not_played():
    pos = _waru_deleted(1, (0, 0))
    assert pos.battle(0) == [] and pos.security(0) == [MACHINE, PIEDMON]
    ok(pos)


# --- EX10-072 ------------------------------------------------------------------------------------------------------

def test_spiral_mountain_security_plays_from_the_trash_then_goes_to_the_hand_the_digimon_deleted_at_turn_end():
    pos = build(Side(security=[SPIRAL], trash=[MACHINE], deck=[AGUMON]),
                Side(battle=[GREYMON], deck=[AGUMON]), turn=4, current=1)
    script(pos, 0, True)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[MACHINE]] and pos.hand(0) == [SPIRAL] and pos.trash(0) == []
    pos.end_of_turn(1)
    assert pos.battle(0) == [] and pos.trash(0) == [MACHINE]
    ok(pos)


def test_spiral_mountain_delay_at_the_end_of_the_opponents_turn_plays_a_face_up_security_digimon():
    pos = build(Side(battle=[SPIRAL], security=[PIEDMON, MACHINE], deck=[AGUMON]),
                Side(deck=[AGUMON]), turn=4, current=1)
    pos.st.sec_up[0, 0] = 1   # Piedmon, the bottom card, face up
    script(pos, 0, True, True)   # <Delay>, then the play
    pos.end_of_turn(1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[PIEDMON]] and pos.security(0) == [MACHINE] and pos.trash(0) == [SPIRAL]
    pos.next_turn()
    pos.end_of_turn(0)   # the end of your turn: deleted
    assert pos.battle(0) == [] and pos.trash(0) == [SPIRAL, PIEDMON]
    ok(pos)

"""The Dark Masters: free plays whose Digimon is deleted when the turn ends, plays from the face-up security cards
(play_from_security, RULES.md §10.8) whose Digimon is deleted at the end of its player's turn
(delete_played_at_your_turn_end: played in the opponent's turn, the end of the player's next turn), and a played
Digimon that can't digivolve (played_cant_digivolve). The four Dark Masters of EX10: played from the hand for 5 less
as a main-phase action while all of your Digimon have [Dark Masters] in their texts (hand_play, the condition
own_digimon_all_have), digivolving only into Apocalymon (digivolve_only_into), going face up under the security stack
when deleted while no face-up card has their colour (place_self_face_up_as_bottom_security, the condition
no_face_up_security_of_color), and, checked while face up, playing a card from the hand or trash (the condition
checked_face_up).

Real cards: P-216 WaruMonzaemon, EX10-072 Spiral Mountain, BT15-066 Machinedramon (a [Dark Masters] Digimon; its
[On Play] finds no opponent's Digimon here), BT15-079 Piedmon ([Dark Masters]), EX10-012 MetalSeadramon, EX10-020 Puppetmon, EX10-035 Machinedramon,
EX10-057 Piedmon, BT15-102 Apocalymon and BT1-084 Omnimon (level 7, from a blue level 6), ST1-03 Agumon and ST1-07
Greymon."""
import numpy as np
import pytest
from effect_positions import Side, answered, build, lines_of, script, ok

from decks.catalog import load_catalog
from decks.effects import EffectSyntaxError, card_coverage, parse_line
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
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


# --- EX10-012 / EX10-020 / EX10-035 / EX10-057 -------------------------------------------------------------------

SEADRAMON, PUPPETMON, MACHINEDRAMON, PIEDMON10, APOCALYMON, OMNIMON = (
    "EX10-012", "EX10-020", "EX10-035", "EX10-057", "BT15-102", "BT1-084")


def test_the_four_masters_are_full():
    catalog = load_catalog()
    for number in (SEADRAMON, PUPPETMON, MACHINEDRAMON, PIEDMON10):
        assert card_coverage(catalog[number]) == "full", number
    assert lines_of(SEADRAMON) == [
        "EX10-012 main hand_main if=own_digimon_all_have : hand_play 5 text~dark_masters filter=deleted_at_turn_end",
        "EX10-012 main on_play : cant suspend target=opponent count=1 duration=opponents_turn_end ; then cant suspend "
        "target=opponent count=1 filter=tamer duration=opponents_turn_end",
        "EX10-012 main when_attacking : cant suspend target=opponent count=1 duration=opponents_turn_end ; then cant "
        "suspend target=opponent count=1 filter=tamer duration=opponents_turn_end",
        "EX10-012 main static : digivolve_only_into target=self name=apocalymon",
        "EX10-012 main on_deletion if=no_face_up_security_of_color : place_self_face_up_as_bottom_security color=blue",
        "EX10-012 security security if=checked_face_up optional : play_from_hand kind=digimon level<=5 "
        "text~dark_masters filter=or_trash"]


def test_the_conditions_take_their_match_and_colour_from_the_clause():
    _, _, eff = parse_line("X-1 main on_deletion if=no_face_up_security_of_color : "
                           "place_self_face_up_as_bottom_security color=blue", "t")
    assert eff.rows[0][ec.F_ACTION] == ec.A_PLACE_SELF_FACE_UP_AS_BOTTOM_SECURITY
    assert eff.rows[0][ec.F_COND] == ec.C_NO_FACE_UP_SECURITY_OF_COLOR
    _, _, eff = parse_line("X-1 main hand_main if=own_digimon_all_have : hand_play 5 text~x", "t")
    assert eff.rows[0][ec.F_ACTION] == ec.A_HAND_PLAY and eff.rows[0][ec.F_COND] == ec.C_OWN_DIGIMON_ALL_HAVE
    with pytest.raises(EffectSyntaxError, match="hand_main"):
        parse_line("X-1 main on_play : hand_play 5", "t")


def _hand_plays(pos, p):
    return [a for a in pos.actions_of(p) if a[0] == L.A_HAND_MAIN]


def test_from_the_hand_a_master_is_played_for_5_less_while_all_your_digimon_have_dark_masters_in_their_texts():
    pos = build(Side(hand=[PIEDMON10], battle=[WARU], deck=[AGUMON, AGUMON]),
                Side(battle=[AGUMON], deck=[AGUMON]), memory=6)
    found = _hand_plays(pos, 0)
    assert [(a[1], a[3]) for a in found] == [(0, 6)]   # 11 - 5
    E.hand_main(pos.st, pos.tb, I32(0), I32(found[0][1]), I32(found[0][2]), I32(found[0][3]))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[WARU], [PIEDMON10]] and pos.memory(0) == 0
    assert pos.battle(1) == []   # its [On Play]: the opponent's unsuspended Agumon deleted
    pos.end_of_turn(0)   # deleted at turn end; no purple face-up security card: it goes face up under the stack
    assert pos.battle(0) == [[WARU]] and pos.security(0) == [PIEDMON10] and face_up(pos, 0) == [1]
    ok(pos)


def test_another_digimon_without_dark_masters_in_its_text_and_the_play_is_not_offered():
    pos = build(Side(hand=[PIEDMON10], battle=[WARU, AGUMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=6)
    assert _hand_plays(pos, 0) == []
    pos = build(Side(hand=[PIEDMON10], deck=[AGUMON]), Side(deck=[AGUMON]), memory=6)   # no Digimon at all: offered
    assert [(a[1], a[3]) for a in _hand_plays(pos, 0)] == [(0, 6)]
    ok(pos)


def test_deleted_with_a_face_up_security_card_of_its_colour_it_stays_in_the_trash():
    pos = build(Side(battle=[PIEDMON10, SEADRAMON], security=[PIEDMON10], deck=[AGUMON]), Side(deck=[AGUMON]))
    pos.st.sec_up[0, 0] = 1   # a purple face-up card
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.trash(0) == [PIEDMON10] and pos.security(0) == [PIEDMON10]
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))   # MetalSeadramon: no blue one face up
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == [SEADRAMON, PIEDMON10] and face_up(pos, 0) == [1, 1]
    ok(pos)


def test_a_master_digivolves_only_into_apocalymon():
    pos = build(Side(hand=[OMNIMON, APOCALYMON], battle=[SEADRAMON], deck=[AGUMON, AGUMON]),
                Side(deck=[AGUMON]), memory=10)
    into = {pos.hand(0)[a[1]] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[2] == 1}
    assert into == {APOCALYMON}


def test_two_masters_dont_dna_digivolve_into_another_card_than_apocalymon():
    # EX3-074 Examon: DNA from a green level 6 and a blue level 6; BT15-031 and BT15-052 (their rule on white
    # Digimon not modeled) may, MetalSeadramon and Puppetmon of EX10 may not
    pos = build(Side(hand=["EX3-074"], battle=["BT15-052", "BT15-031"], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    assert pos.dna_actions(0, "EX3-074")
    pos = build(Side(hand=["EX3-074"], battle=[PUPPETMON, SEADRAMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    assert pos.dna_actions(0, "EX3-074") == []
    ok(pos)


def test_checked_face_up_it_plays_a_level_5_or_lower_dark_masters_card_from_the_trash():
    pos = build(Side(security=[MACHINEDRAMON, SEADRAMON], trash=[WARU], deck=[AGUMON]),
                Side(battle=[GREYMON], deck=[AGUMON]), turn=4, current=1)
    pos.st.sec_up[0, 1] = 1   # MetalSeadramon, the top card, face up
    script(pos, 0, True)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0)[0] == [WARU]


def test_checked_face_down_it_plays_nothing():
    pos = build(Side(security=[MACHINEDRAMON, SEADRAMON], trash=[WARU], deck=[AGUMON]),
                Side(battle=[GREYMON], deck=[AGUMON]), turn=4, current=1)
    script(pos, 0, True)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [] and WARU in pos.trash(0)

"""BT21-073 Charismon, RB1-032 Hiro Amanokawa and EX11-003 Puroromon, written out with existing words.

- Charismon: when a card gets linked to it in your turn (once per turn), 1 of the opponent's Digimon is given the
  main phase attack (keyword attacks_at_main_phase_start) until the opponent's turn ends;
- Hiro Amanokawa: when one of your Digimon digivolves into one with [Gammamon] in its text in your turn, you may
  suspend the Tamer for +2000 DP to that Digimon for the turn;
- Puroromon (inherited): in your turn, once per turn, a [Royal Base] card placed face up in your security stack
  draws 1.

Real cards: ST1-03 Agumon (red Lv.3, inherited +1000 DP in your turn), ST1-07 Greymon (red Lv.4, 4000 DP, no
[Gammamon]), RB1-008 BetelGammamon (red Lv.4, 6000 DP, from red Lv.3 for 2; its play of the Tamer waits for
none being in play), EX11-025 FunBeemon (start of your main phase: the top face-down security card to the hand,
then a [Royal Base] Digimon from the hand face up under the stack), BT18-044 FunBeemon ([Royal Base]), BT22-100
Cyberspace EDEN (an option placing itself face up under the stack, not [Royal Base])."""
import numpy as np
from effect_positions import Side, Slot, answered, build, full, lines_of, ok, script

from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q

CHARISMON = "BT21-073"
HIRO = "RB1-032"
PUROROMON = "EX11-003"
AGUMON = "ST1-03"
GREYMON = "ST1-07"
BETELGAMMAMON = "RB1-008"
i32 = np.int32


def test_encoded_lines():
    assert full(CHARISMON) and full(HIRO)
    assert lines_of(CHARISMON) == [
        "BT21-073 main static : app_fusion 0 name=sociamon|gossipmon",
        "BT21-073 main static : blocker target=self",
        "BT21-073 main on_play optional : link_to_self_from_trash level<=4 kind=digimon",
        "BT21-073 main when_digivolving optional : link_to_self_from_trash level<=4 kind=digimon",
        "BT21-073 main when_linked your_turn once_per_turn : keyword attacks_at_main_phase_start target=opponent "
        "count=1 duration=opponents_next_turn",
        "BT21-073 link static : link_requirement 3 trait=appmon",
        "BT21-073 link static : dp +4000 target=self",
        "BT21-073 link would_leave_any_way once_per_turn optional : trash_link_cost ; then stay target=self"]
    assert lines_of(HIRO) == [
        "RB1-032 main start_of_your_main_phase optional : place_under_cost 1 kind=digimon name~gammamon target=own "
        "; then memory +1 ; then draw 1",
        "RB1-032 main own_digimon_digivolved your_turn optional card.text~gammamon : suspend_self_cost ; then dp "
        "+2000 target=event duration=turn",
        "RB1-032 security security : play_self"]
    assert full(PUROROMON)
    assert lines_of(PUROROMON) == [
        "EX11-003 inherited own_security_placed_face_up your_turn once_per_turn card.trait=royal_base : draw 1"]


def _main_phase_attack_mods(pos):
    mods = pos.st.mod[:pos.mods()]
    return [m for m in mods if m[L.MOD_ACTION] == ec.A_KEYWORD and m[L.MOD_AMOUNT] == ec.KW_ATTACKS_AT_MAIN_PHASE_START]


def test_charismon_linked_in_your_turn_gives_an_opponents_digimon_the_main_phase_attack():
    pos = build(Side(battle=[CHARISMON], hand=[CHARISMON], deck=[AGUMON] * 3),
                Side(battle=[AGUMON], deck=[AGUMON] * 3), memory=5)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, CHARISMON)), i32(1), i32(3))
    E.settle(pos.st, pos.tb)
    kw = _main_phase_attack_mods(pos)
    assert len(kw) == 1 and kw[0][L.MOD_PLAYER] == 1 and kw[0][L.MOD_UID] == pos.st.uid[1, 1]
    assert pos.memory(0) == 5 - 3
    ok(pos)


def test_charismon_linked_in_the_opponents_turn_gives_nothing():
    pos = build(Side(battle=[CHARISMON], hand=[CHARISMON], deck=[AGUMON] * 3),
                Side(battle=[AGUMON], deck=[AGUMON] * 3), turn=4, current=1, memory=-5)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, CHARISMON)), i32(1), i32(3))
    E.settle(pos.st, pos.tb)
    assert _main_phase_attack_mods(pos) == []


def test_hiro_suspends_for_2000_dp_when_a_digimon_digivolves_into_a_gammamon():
    pos = build(Side(battle=[HIRO, AGUMON], hand=[BETELGAMMAMON], deck=[AGUMON] * 3),
                Side(battle=[AGUMON], deck=[AGUMON] * 3), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, BETELGAMMAMON, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.dp(0, 2) == 6000 + 1000 + 2000   # printed, Agumon's inherited +1000, the Tamer's +2000
    assert pos.memory(0) == 5 - 2
    ok(pos)


def test_hiro_declined_stays_unsuspended():
    pos = build(Side(battle=[HIRO, AGUMON], hand=[BETELGAMMAMON], deck=[AGUMON] * 3),
                Side(battle=[AGUMON], deck=[AGUMON] * 3), memory=5)
    script(pos, 0, False)
    pos.digivolve(0, BETELGAMMAMON, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1)
    assert pos.dp(0, 2) == 6000 + 1000
    ok(pos)


def test_hiro_ignores_a_digimon_without_gammamon_in_its_text():
    pos = build(Side(battle=[HIRO, AGUMON], hand=[GREYMON], deck=[AGUMON] * 3),
                Side(battle=[AGUMON], deck=[AGUMON] * 3), memory=5)
    script(pos, 0)
    pos.digivolve(0, GREYMON, 2)
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1)
    assert pos.dp(0, 2) == 4000 + 1000
    ok(pos)


def _face_up(pos, p):
    return [int(x) for x in pos.st.sec_up[p, :pos.st.sec_n[p]]]


def test_puroromon_draws_when_a_royal_base_card_is_placed_face_up():
    pos = build(Side(battle=[Slot([PUROROMON, "EX11-025"])], hand=["BT18-044"], security=[GREYMON, AGUMON],
                     deck=[GREYMON]),
                Side(battle=[AGUMON], security=[AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0, True)   # place FunBeemon face up
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == ["BT18-044", GREYMON] and _face_up(pos, 0) == [1, 0]
    assert sorted(pos.hand(0)) == [AGUMON, GREYMON]   # the security card taken, the card drawn
    assert answered(pos)
    ok(pos)


def test_puroromon_draws_nothing_for_a_face_up_card_without_the_trait():
    pos = build(Side(battle=[Slot([PUROROMON, "BT23-038"])], hand=["BT22-100"], security=[GREYMON, AGUMON],
                     deck=[AGUMON]),
                Side(battle=[AGUMON], security=[AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0)
    pos.use_option(0, "BT22-100")
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == ["BT22-100", AGUMON] and _face_up(pos, 0) == [1, 0]
    assert pos.hand(0) == [GREYMON]   # the bottom security card; nothing drawn
    ok(pos)


REGULUSMON = "BT21-077"   # Lv.5, cost 7
GAMMAMON = "BT21-010"     # Lv.3, [Gammamon] in its text


def test_regulusmon_lines():
    assert full(REGULUSMON)
    given = ("trash_from_hand_cost 1 text~gammamon ; then keyword collision target=opponent count=1 "
             "duration=opponents_next_turn ; then keyword attacks_at_main_phase_start target=opponent count=1 "
             "filter=same_targets duration=opponents_next_turn")
    assert lines_of(REGULUSMON) == [
        f"BT21-077 main on_play optional : {given}",
        f"BT21-077 main when_digivolving optional : {given}",
        "BT21-077 main on_deletion optional : play_from_trash kind=digimon level<=4 text~gammamon "
        "or_name=canoweissmon",
        "BT21-077 inherited on_deletion optional : play_from_trash kind=digimon level<=4 text~gammamon"]


def _keyword_uids(pos, kw):
    mods = pos.st.mod[:pos.mods()]
    return [int(m[L.MOD_UID]) for m in mods if m[L.MOD_ACTION] == ec.A_KEYWORD and m[L.MOD_AMOUNT] == kw
            and m[L.MOD_PLAYER] == 1]


def test_regulusmon_trashes_a_gammamon_card_and_gives_one_digimon_collision_and_the_main_phase_attack():
    pos = build(Side(hand=[REGULUSMON, GAMMAMON], deck=[AGUMON] * 3),
                Side(battle=[AGUMON, GREYMON], deck=[AGUMON] * 3), memory=10)
    script(pos, 0, True)
    pos.play(0, REGULUSMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == [] and pos.trash(0) == [GAMMAMON]
    collision = _keyword_uids(pos, ec.KW_COLLISION)
    assert len(collision) == 1 and _keyword_uids(pos, ec.KW_ATTACKS_AT_MAIN_PHASE_START) == collision
    ok(pos)


def test_regulusmon_without_a_gammamon_card_in_the_hand_gives_nothing():
    pos = build(Side(hand=[REGULUSMON, GREYMON], deck=[AGUMON] * 3),
                Side(battle=[AGUMON], deck=[AGUMON] * 3), memory=10)
    script(pos, 0)
    pos.play(0, REGULUSMON)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [GREYMON] and pos.trash(0) == []
    assert _keyword_uids(pos, ec.KW_COLLISION) == [] and _keyword_uids(pos, ec.KW_ATTACKS_AT_MAIN_PHASE_START) == []
    ok(pos)


GULUSGAMMAMON = "EX10-042"   # Lv.4 purple/red, cost 5


def test_gulusgammamon_lines():
    assert full(GULUSGAMMAMON)
    assert lines_of(GULUSGAMMAMON) == [
        "EX10-042 main on_play : trash_deck_top 2 ; then place_from_trash_under 1 kind=digimon name~gammamon "
        "target=self filter=may",
        "EX10-042 main when_digivolving : trash_deck_top 2 ; then place_from_trash_under 1 kind=digimon "
        "name~gammamon target=self filter=may",
        "EX10-042 main cards_placed_under your_turn once_per_turn optional : digivolve_from_hand 1 target=self "
        "kind=digimon name=regulusmon filter=pay_cost,or_trash",
        "EX10-042 inherited static : keyword raid target=self"]


def test_gulusgammamon_places_a_gammamon_from_the_trash_then_digivolves_into_regulusmon_for_1_less():
    pos = build(Side(hand=[GULUSGAMMAMON, REGULUSMON], trash=[GAMMAMON], deck=[AGUMON, GREYMON, GREYMON]),
                Side(battle=[AGUMON], deck=[AGUMON] * 3), memory=10)
    script(pos, 0, True, True)   # the placing; the digivolution
    pos.play(0, GULUSGAMMAMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[GAMMAMON, GULUSGAMMAMON, REGULUSMON]]
    assert sorted(pos.trash(0)) == [GREYMON, GREYMON]
    # Regulusmon's own cheaper way (from a level 4 with [Gammamon] in its text, cost 3), 1 less
    assert pos.memory(0) == 10 - 5 - (3 - 1)
    ok(pos)


def test_gulusgammamon_declining_the_placing_digivolves_nothing():
    pos = build(Side(hand=[GULUSGAMMAMON, REGULUSMON], trash=[GAMMAMON], deck=[AGUMON, GREYMON, GREYMON]),
                Side(battle=[AGUMON], deck=[AGUMON] * 3), memory=10)
    script(pos, 0, False)
    pos.play(0, GULUSGAMMAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[GULUSGAMMAMON]]
    assert sorted(pos.trash(0)) == [GAMMAMON, GREYMON, GREYMON]
    assert pos.hand(0) == [REGULUSMON] and pos.memory(0) == 10 - 5
    ok(pos)


BROTHERS = "BT21-090"     # an option that stays in the battle area
VEMMON = "BT11-061"       # black Lv.3
SNATCHMON = "BT18-065"    # black Lv.4; [When Digivolving] up to 2 [Vemmon] from the trash under it
HAGURUMON = "BT2-052"     # black Lv.3, no text


def test_brothers_lines():
    assert full(BROTHERS)
    assert lines_of(BROTHERS) == [
        "BT21-090 main static : ignore_color_requirements text~gammamon",
        "BT21-090 main main : reveal_add_one 3 text~gammamon ; then place_in_battle_area",
        "BT21-090 main own_digimon_cards_placed_under optional : delay ; then digivolve_from_hand target=own count=1 "
        "kind=digimon text~gammamon filter=may",
        "BT21-090 security security : play_from_hand kinds=digimon,tamer cost<=4 text~gammamon filter=may,or_trash "
        "; then place_in_battle_area"]


def _brothers(answers, hand=(SNATCHMON, BETELGAMMAMON)):
    pos = build(Side(battle=[Slot([HAGURUMON]), Slot([AGUMON]), Slot([BROTHERS])], hand=list(hand),
                     trash=[VEMMON], deck=[AGUMON] * 3),
                Side(deck=[AGUMON]), memory=10)
    script(pos, 0, *answers)
    pos.digivolve(0, SNATCHMON, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_brothers_delay_digivolves_a_digimon_into_a_gammamon_card_for_free():
    pos = _brothers((True, True))
    assert pos.battle(0) == [[VEMMON, HAGURUMON, SNATCHMON], [AGUMON, BETELGAMMAMON]]   # the option gone
    assert pos.trash(0) == [BROTHERS]
    assert pos.memory(0) == 10 - 3   # Snatchmon's cost only
    ok(pos)


def test_brothers_declined_stays_in_the_battle_area():
    pos = _brothers((False,))
    assert answered(pos)
    assert pos.battle(0) == [[VEMMON, HAGURUMON, SNATCHMON], [AGUMON], [BROTHERS]]
    assert pos.memory(0) == 10 - 3
    ok(pos)


EXAMON = "BT23-047"   # Lv.7, cost 15, 15000 DP, <Security A. +1>
TAI = "ST1-12"        # a Tamer


def test_examon_lines():
    assert full(EXAMON)
    given = ("suspend target=opponent count=5 kinds=digimon,tamer ; then cant unsuspend_in_unsuspend_phase "
             "target=all_opponent duration=opponents_next_turn ; then attack target=self")
    lines = lines_of(EXAMON)
    assert f"BT23-047 main on_play : {given}" in lines and f"BT23-047 main when_digivolving : {given}" in lines
    assert ("BT23-047 main opponent_security_removed your_turn once_per_turn : trash_opponent_option ; then delete "
            "target=opponent count=1 kinds=digimon,tamer filter=suspended") in lines


def test_examon_on_play_suspends_digimon_and_tamers_and_bars_their_unsuspend_phase():
    pos = build(Side(hand=[EXAMON], deck=[AGUMON] * 3),
                Side(battle=[AGUMON, GREYMON, TAI], deck=[AGUMON] * 3), memory=15)
    script(pos, 0)
    pos.play(0, EXAMON)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(1, 1) and pos.suspended(1, 2) and pos.suspended(1, 3)
    assert Q.restricted(pos.st, pos.tb, 1, 1, ec.CANT_UNSUSPEND_IN_UNSUSPEND_PHASE)
    assert Q.restricted(pos.st, pos.tb, 1, 2, ec.CANT_UNSUSPEND_IN_UNSUSPEND_PHASE)
    ok(pos)


def test_examon_a_security_card_removed_trashes_an_option_then_deletes_a_suspended_digimon():
    pos = build(Side(battle=[Slot([EXAMON], entered=1)], deck=[AGUMON] * 3),
                Side(battle=[Slot([GREYMON], suspended=True), Slot([BROTHERS], entered=1)],
                     security=[AGUMON, AGUMON, AGUMON], deck=[AGUMON] * 3), memory=3)
    script(pos, 0)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == []   # the option trashed, then the suspended Greymon deleted (once: 2 cards checked)
    assert BROTHERS in pos.trash(1) and GREYMON in pos.trash(1) and len(pos.security(1)) == 1
    ok(pos)

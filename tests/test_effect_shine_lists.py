"""Cards of two 2026 lists (a yellow Marcus Damon list, a yellow Sakuyamon list) and the words they brought:

- ST22-10 Amethyst Mandala: lying face up in the security stack, its [Security] row
  `own_digimon_would_leave_not_in_battle` keeps one of your Renamon-line Digimon that would leave the battle area
  other than in battle, its cost `trash_self_from_security_cost` sending the card to the trash, where its
  `trashed_from_security` row (the DP cut of its [Security] effect) activates.
- BT10-095 Hero of the Skies!: "activate 1 of the effects below", the draw offered as a `may` and the Security A.
  gain chained with `if=declined`; with a [Shoutmon X5] Digimon (`if=own_has`, else `if=own_has_none`) both.
- BT17-037 RizeGreymon: +3000 DP and <Piercing> in your turn `if=own_suspended_tamer`; its DP cut paid by
  suspending a yellow Tamer (suspend_own_cost filter=tamer); inherited, `own_tamer_deleted` puts a [Marcus Damon]
  from the trash on top of the security stack (`trash_to_security`).
"""
import numpy as np
from effect_positions import Side, Slot, build, full, lines_of, ok, script, answered

from simcore import engine as E
from simcore import layout as L
from simcore.effect_codes import A_PIERCING
from simcore.effects import delete_slot

i32 = np.int32

MANDALA = "ST22-10"      # option, yellow, cost 6
RENAMON = "BT5-036"      # Lv.3 yellow, 3000 DP
APEMON = "BT6-038"       # Lv.4 yellow, 8000 DP, no text
AGUMON = "ST1-03"        # Lv.3 red, 2000 DP
FLARE = "BT2-091"        # option, red, cost 3: delete 1 of the opponent's Digimon with 4000 DP or less
HERO = "BT10-095"        # option, red, cost 2
DONDOKOMON = "BT10-007"  # Lv.3 red [Xros Heart]
SHOUTMON_X5 = "BT10-013"  # Lv.5 [Xros Heart]
RIZEGREYMON = "BT17-037"  # Lv.5 yellow, 7000 DP
MARCUS = "BT12-092"      # Tamer, yellow and red
MARCUS_RED = "BT4-092"   # Tamer [Marcus Damon], red


def test_encoded_lines_and_full():
    for card in (MANDALA, HERO, RIZEGREYMON):
        assert full(card), card
    assert lines_of(MANDALA) == [
        "ST22-10 main main : draw 1 ; then place_self_face_up_in_security 0",
        "ST22-10 main trashed_from_security : dp -9000 target=opponent count=1 duration=turn",
        "ST22-10 security own_digimon_would_leave_not_in_battle optional card.name~renamon|kyubimon|taomon|sakuyamon"
        " : trash_self_from_security_cost ; then stay target=event",
        "ST22-10 security security : dp -9000 target=opponent count=1 duration=turn"]
    assert lines_of(HERO) == [
        "BT10-095 main main if=own_has : draw 2 kind=digimon name~shoutmon_x5 ; then security_attack 1 target=own "
        "count=1 trait~xros_heart duration=turn",
        "BT10-095 main main if=own_has_none : draw 2 kind=digimon name~shoutmon_x5 filter=may ; then if=declined "
        "security_attack 1 target=own count=1 trait~xros_heart duration=turn",
        "BT10-095 security security : add_self_to_hand"]
    assert lines_of(RIZEGREYMON) == [
        "BT17-037 main static your_turn if=own_suspended_tamer : dp +3000 target=self",
        "BT17-037 main static your_turn if=own_suspended_tamer : piercing target=self",
        "BT17-037 main when_digivolving optional : suspend_own_cost filter=tamer color=yellow ; then dp -3000 "
        "target=opponent count=1 duration=turn",
        "BT17-037 main when_attacking optional : suspend_own_cost filter=tamer color=yellow ; then dp -3000 "
        "target=opponent count=1 duration=turn",
        "BT17-037 inherited own_tamer_deleted once_per_turn card.any=color:yellow|color:red : trash_to_security 1 "
        "kind=tamer name=marcus_damon"]


# --- ST22-10 ----------------------------------------------------------------------------------------------------

def _flare_on(mine, keep):
    """Player 1 (current) uses Volcanic Flare on player 0, whose bottom security card is ST22-10 face up."""
    pos = build(Side(battle=mine, security=[MANDALA, AGUMON], deck=[AGUMON]),
                Side(hand=[FLARE], battle=[AGUMON], deck=[AGUMON]), current=1, memory=5)
    pos.st.sec_up[0, 0] = 1
    script(pos, 0, keep)
    pos.use_option(1, FLARE)
    E.settle(pos.st, pos.tb)
    return pos


def test_mandala_keeps_renamon_goes_to_the_trash_and_cuts_9000():
    pos = _flare_on([RENAMON, APEMON], True)
    assert answered(pos)
    assert pos.battle(0) == [[RENAMON], [APEMON]]   # kept
    assert pos.security(0) == [AGUMON] and pos.trash(0) == [MANDALA]
    assert pos.battle(1) == []   # the trashed card's [Security] DP cut: Agumon at 2000 - 9000
    assert sorted(pos.trash(1)) == sorted([FLARE, AGUMON])
    ok(pos)


def test_mandala_declined_renamon_is_deleted():
    pos = _flare_on([RENAMON, APEMON], False)
    assert answered(pos)
    assert pos.battle(0) == [[APEMON]] and pos.trash(0) == [RENAMON]
    assert pos.security(0) == [MANDALA, AGUMON] and pos.st.sec_up[0, 0] == 1
    assert pos.battle(1) == [[AGUMON]]
    ok(pos)


def test_mandala_does_not_keep_other_names():
    pos = _flare_on([AGUMON, APEMON], True)
    assert pos.battle(0) == [[APEMON]] and pos.trash(0) == [AGUMON]
    assert pos.security(0) == [MANDALA, AGUMON]
    ok(pos)


def test_mandala_face_down_keeps_nothing():
    pos = build(Side(battle=[RENAMON, APEMON], security=[MANDALA, AGUMON], deck=[AGUMON]),
                Side(hand=[FLARE], battle=[AGUMON], deck=[AGUMON]), current=1, memory=5)
    pos.use_option(1, FLARE)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[APEMON]] and pos.security(0) == [MANDALA, AGUMON]
    ok(pos)


# --- BT10-095 ---------------------------------------------------------------------------------------------------

def _hero(battle, *answers):
    pos = build(Side(hand=[HERO], battle=battle, deck=[AGUMON, AGUMON, AGUMON]), Side(battle=[AGUMON], deck=[AGUMON]),
                memory=5)
    before = [pos.security_attack(0, s) for s in range(1, 1 + len(battle))]
    script(pos, 0, *answers)
    pos.use_option(0, HERO)
    E.settle(pos.st, pos.tb)
    after = [pos.security_attack(0, s) for s in range(1, 1 + len(battle))]
    return pos, [a - b for a, b in zip(after, before)]


def test_hero_draw_taken_no_security_attack():
    pos, gained = _hero([DONDOKOMON], True)
    assert answered(pos)
    assert gained == [0] and pos.hand(0) == [AGUMON, AGUMON] and pos.trash(0) == [HERO]
    ok(pos)


def test_hero_draw_declined_security_attack_plus_1():
    pos, gained = _hero([DONDOKOMON], False)
    assert answered(pos)
    assert gained == [1] and pos.hand(0) == [] and len(pos.deck(0)) == 3
    ok(pos)


def test_hero_with_shoutmon_x5_both():
    pos, gained = _hero([SHOUTMON_X5, DONDOKOMON])
    assert sorted(gained) == [0, 1] and pos.hand(0) == [AGUMON, AGUMON]
    ok(pos)


# --- BT17-037 ---------------------------------------------------------------------------------------------------

def test_rizegreymon_with_a_suspended_tamer_in_your_turn():
    pos = build(Side(battle=[RIZEGREYMON, Slot(MARCUS, suspended=True)], deck=[AGUMON]), Side(deck=[AGUMON]))
    assert pos.dp(0, 1) == 10000 and pos.has(0, 1, A_PIERCING)
    pos = build(Side(battle=[RIZEGREYMON, MARCUS], deck=[AGUMON]), Side(deck=[AGUMON]))
    assert pos.dp(0, 1) == 7000 and not pos.has(0, 1, A_PIERCING)
    pos = build(Side(battle=[RIZEGREYMON, Slot(MARCUS, suspended=True)], deck=[AGUMON]), Side(deck=[AGUMON]),
                current=1)
    assert pos.dp(0, 1) == 7000 and not pos.has(0, 1, A_PIERCING)


def test_rizegreymon_digivolving_suspends_a_yellow_tamer_for_minus_3000():
    pos = build(Side(hand=[RIZEGREYMON], battle=[APEMON, MARCUS_RED, MARCUS], deck=[AGUMON]),
                Side(battle=[AGUMON], deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, RIZEGREYMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[APEMON, RIZEGREYMON], [MARCUS_RED], [MARCUS]]
    assert pos.suspended(0, 3) and not pos.suspended(0, 2)   # the yellow Tamer only
    assert pos.dp(0, 1) == 10000   # a suspended Tamer now
    assert pos.battle(1) == [] and pos.trash(1) == [AGUMON]   # 2000 - 3000
    ok(pos)


def test_rizegreymon_inherited_marcus_from_the_trash_to_the_security_top():
    pos = build(Side(battle=[[RIZEGREYMON, APEMON], MARCUS], trash=[MARCUS_RED], security=[AGUMON], deck=[AGUMON]),
                Side(deck=[AGUMON]), memory=3)
    assert delete_slot(pos.st, pos.tb, i32(0), i32(2), i32(L.DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[RIZEGREYMON, APEMON]]
    assert pos.security(0)[-1] in (MARCUS, MARCUS_RED) and len(pos.security(0)) == 2
    assert len(pos.trash(0)) == 1 and pos.st.sec_up[0, 1] == 0
    ok(pos)

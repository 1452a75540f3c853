"""Red Hybrid cards: a "when this Digimon is blocked" effect gained for the turn (gain_when_blocked, its line
gained_when_blocked: BT4-098 Atomic Inferno), cards of different colours placed under a Tamer from the hand or trash
(place_under_self_colors, the condition placed: AD1-020 Tommy, Takuya, & Zoe) and the inherited bar on the
[Security] effects of the option cards a Digimon checks (cant activate_option_security) with a digivolution cost
reduction read from the card digivolved into (digivolve_cost_down target=into_this, if=tamer_beneath: BT7-014
Aldamon). Scenarios on real cards with the exact zones: BT12-009 and BT21-012 Flamemon (red, [Hybrid], no encoded
effects), BT6-022 Strabimon (blue, [Hybrid], none), BT21-013 Agunimon, BT21-082 Takuya Kanbara, P-183 Gaiomon (a
13000 DP <Blocker>), ST1-03 Agumon and ST1-02 Biyomon."""
import numpy as np
from effect_positions import Side, Slot, answered, build, full, lines_of, ok, script

from decks.effects import load_effects
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import collect_field, new_batch


def fire(pos, trigger, p):
    """Queue player p's effects with this timing from the battle area and let them resolve."""
    new_batch(pos.st)
    collect_field(pos.st, pos.tb, np.int64(trigger), np.int32(p), np.int64(0))
    E.settle(pos.st, pos.tb)


def blocks(pos):
    return [e["blocker"] for e in pos.events("block")]


# --- BT4-098 Atomic Inferno: gain_when_blocked, gained_when_blocked ---

def test_bt4_098_lines_and_full():
    assert lines_of("BT4-098") == [
        "BT4-098 main main : dp +3000 target=own count=1 trait=hybrid duration=turn ; then security_attack +1 "
        "target=own count=1 filter=same_targets duration=turn ; then gain_when_blocked target=own count=1 "
        "filter=same_targets duration=turn",
        "BT4-098 main gained_when_blocked your_turn : memory +3",
        "BT4-098 security security : security_attack +1 target=all_own duration=your_next_turn"]
    assert load_effects()["BT4-098"].unmodeled == []
    assert full("BT4-098")


def _inferno(use=True):
    # Flamemon (1000 DP, [Hybrid]) attacks; Gaiomon (13000, <Blocker>) blocks it and wins the battle; its own
    # effect on the switched target trashes the attacker's top security card
    pos = build(Side(hand=["BT4-098"], battle=["BT12-009"], security=["ST1-03", "ST1-02"], deck=["ST1-03"]),
                Side(battle=["P-183"], security=["ST1-03", "ST1-02"], deck=["ST1-03"]), memory=3)
    if use:
        pos.use_option(0, "BT4-098")
        E.settle(pos.st, pos.tb)
        assert pos.memory(0) == 2 and pos.dp(0, 1) == 4000 and pos.security_attack(0, 1) == 2
        gained = [x for x in pos.effects("BT4-098") if x[1] == ec.A_GAIN_WHEN_BLOCKED]
        assert gained == [("BT4-098", ec.A_GAIN_WHEN_BLOCKED, "BT12-009", 0, 0)]
    return pos


def test_bt4_098_the_digimon_blocked_gains_3_memory():
    pos = _inferno()
    pos.attack(0, 1)
    assert blocks(pos) == ["P-183"]
    assert pos.memory(0) == 5   # 3, less the option's 1, and 3 for the block
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == ["BT12-009", "BT4-098", "ST1-02"]
    ok(pos)


def test_without_the_option_a_block_gains_nothing():
    pos = _inferno(use=False)
    pos.attack(0, 1)
    assert blocks(pos) == ["P-183"]
    assert pos.memory(0) == 3
    ok(pos)


def test_bt4_098_the_gained_effect_lasts_the_turn():
    pos = _inferno()
    pos.next_turn()
    pos.next_turn()   # player 0's next turn: the effect is gone
    pos.attack(0, 1)
    assert blocks(pos) == ["P-183"]
    assert pos.memory(0) == 2
    ok(pos)


# --- AD1-020 Tommy, Takuya, & Zoe: place_under_self_colors, placed ---

def test_ad1_020_lines_and_full():
    body = ("place_under_self_colors 2 target=self up_to trait=hybrid filter=or_trash ; then if=placed draw 1 ; "
            "then if=named_digivolution_cards>=4 memory +2 trait=hybrid")
    assert lines_of("AD1-020") == [
        f"AD1-020 main start_of_your_main_phase : {body}",
        f"AD1-020 main on_play : {body}",
        "AD1-020 inherited end_of_your_turn once_per_turn if=this_has : attack target=self "
        "this_trait=hybrid|ten_warriors ; then security_attack +1 target=self duration=turn",
        "AD1-020 security security : play_self"]
    assert load_effects()["AD1-020"].unmodeled == []
    assert full("AD1-020")


def test_ad1_020_on_play_places_two_hybrid_cards_of_different_colours_and_draws():
    pos = build(Side(hand=["AD1-020", "BT12-009", "BT6-022", "ST1-03"], deck=["ST1-02"], security=["ST1-03"]),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=6)
    pos.play(0, "AD1-020")   # the greedy pilot places while a card fits
    E.settle(pos.st, pos.tb)
    assert len(pos.battle(0)) == 1 and pos.battle(0)[0][-1] == "AD1-020"
    assert sorted(pos.battle(0)[0][:-1]) == ["BT12-009", "BT6-022"]   # red and blue
    assert sorted(pos.hand(0)) == ["ST1-02", "ST1-03"]   # the draw
    assert pos.memory(0) == 1   # 2 [Hybrid] cards under it: no memory
    ok(pos)


def test_ad1_020_a_second_card_of_a_colour_placed_already_is_not_placed():
    pos = build(Side(hand=["AD1-020", "BT12-009", "BT21-012"], deck=["ST1-02"], security=["ST1-03"]),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=6)
    script(pos, 0, True)   # the first; then no red card may follow, and no other is there
    pos.play(0, "AD1-020")
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert len(pos.battle(0)[0]) == 2 and pos.battle(0)[0][0] in ("BT12-009", "BT21-012")
    assert len(pos.hand(0)) == 2 and "ST1-02" in pos.hand(0)
    ok(pos)


def test_ad1_020_declined_places_nothing_and_draws_nothing():
    pos = build(Side(hand=["AD1-020", "BT12-009"], deck=["ST1-02"], security=["ST1-03"]),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=6)
    script(pos, 0, False)
    pos.play(0, "AD1-020")
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [["AD1-020"]] and pos.hand(0) == ["BT12-009"] and pos.deck(0) == ["ST1-02"]
    ok(pos)


def test_ad1_020_start_of_main_phase_from_the_trash_with_4_under_gains_2_memory():
    pos = build(Side(battle=[Slot(["BT21-012", "BT6-022", "AD1-020"])], trash=["BT12-009", "BT6-022"],
                     deck=["ST1-02"], security=["ST1-03"]),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=1)
    fire(pos, ec.T_START_OF_YOUR_MAIN_PHASE, 0)   # the greedy pilot places while a card fits
    assert sorted(pos.battle(0)[0][:2]) == ["BT12-009", "BT6-022"]   # placed at the bottom
    assert pos.battle(0)[0][2:] == ["BT21-012", "BT6-022", "AD1-020"]
    assert pos.trash(0) == [] and pos.hand(0) == ["ST1-02"]
    assert pos.memory(0) == 3   # 4 [Hybrid] cards under it
    ok(pos)


def test_ad1_020_inherited_end_of_turn_attack_with_security_attack_plus_1():
    # Aldamon (8000 DP, [Hybrid]) with the Tamer beneath attacks at the end of the turn: 2 security cards are checked
    pos = build(Side(battle=[Slot(["AD1-020", "BT7-014"])], security=["ST1-03"], deck=["ST1-03"]),
                Side(security=["ST1-03", "ST1-02", "ST1-03"], deck=["ST1-03"]), memory=1)
    pos.end_of_turn(0)
    assert [e["attacker"] for e in pos.events("attack")] == ["BT7-014"]
    assert len(pos.events("security_check")) == 2
    assert pos.security(1) == ["ST1-03"]
    ok(pos)


def test_ad1_020_inherited_needs_a_hybrid_digimon():
    pos = build(Side(battle=[Slot(["AD1-020", "ST1-03"])], security=["ST1-03"], deck=["ST1-03"]),
                Side(security=["ST1-03", "ST1-02", "ST1-03"], deck=["ST1-03"]), memory=1)
    pos.end_of_turn(0)
    assert pos.events("attack") == [] and len(pos.security(1)) == 3
    ok(pos)


# --- BT7-014 Aldamon: cant activate_option_security (inherited) ---

def test_bt7_014_lines_and_full():
    assert lines_of("BT7-014") == [
        "BT7-014 main when_digivolving if=named_digivolution_cards>=1 : dp +4000 target=self duration=turn "
        "trait=hybrid",
        "BT7-014 main static if=tamer_beneath : digivolve_cost_down 2 target=into_this",
        "BT7-014 inherited static your_turn if=this_has : cant activate_option_security target=self "
        "trait=hybrid|ten_warriors"]
    assert load_effects()["BT7-014"].unmodeled == []
    assert full("BT7-014")


def test_bt17_014_lines():
    assert lines_of("BT17-014") == [
        "BT17-014 main when_digivolving : delete target=opponent count=1 dp<=6000",
        "BT17-014 inherited static your_turn if=this_has : cant activate_option_security target=self "
        "trait=hybrid|ten_warriors"]
    assert load_effects()["BT17-014"].unmodeled == ["main: effect from hand, trash or breeding area"]
    assert not full("BT17-014")


def _aldamon_cost(stack):
    pos = build(Side(hand=["BT7-014"], battle=[Slot(stack)], deck=["ST1-03"], security=["ST1-03"]),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=5)
    i = pos.hand_index(0, "BT7-014")
    costs = [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == 1]
    return costs, pos


def test_bt7_014_into_this_reduction_onto_a_digimon_with_a_tamer_beneath():
    # Takuya Kanbara (a Tamer) under Agunimon (red, level 4): Aldamon costs 3 - 2
    costs, pos = _aldamon_cost(["BT21-082", "BT21-013"])
    assert costs == [1]
    pos.digivolve(0, "BT7-014", 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 4 and pos.battle(0) == [["BT21-082", "BT21-013", "BT7-014"]]
    assert [(x[1], x[3]) for x in pos.effects() if x[1] == ec.A_DIGIVOLVE_COST_DOWN] == [(ec.A_DIGIVOLVE_COST_DOWN, 2)]
    assert pos.dp(0, 1) == 8000 + 4000 + 2000   # the [Hybrid] card beneath; Agunimon's inherited +2000
    ok(pos)


def test_bt7_014_without_a_tamer_beneath_costs_3():
    costs, _ = _aldamon_cost(["BT12-009", "BT21-013"])
    assert costs == [3]


def _checks_inferno(stack):
    # the attacker checks BT4-098, whose [Security] gives player 1's Digimon <Security A. +1>
    pos = build(Side(battle=[Slot(stack)], security=["ST1-03"], deck=["ST1-03"]),
                Side(security=["ST1-03", "BT4-098"], deck=["ST1-03"]), memory=1)
    pos.attack(0, 1)
    assert pos.security(1) == ["ST1-03"] and pos.trash(1) == ["BT4-098"]
    return [x for x in pos.effects("BT4-098")], pos


def test_bt7_014_beneath_a_hybrid_digimon_option_security_effects_do_not_activate():
    effects, pos = _checks_inferno(["BT7-014", "BT12-009"])
    assert effects == []
    ok(pos)


def test_without_bt7_014_or_without_the_trait_the_option_security_effect_activates():
    for stack in (["BT6-022", "BT12-009"], ["BT7-014", "ST1-03"]):
        effects, pos = _checks_inferno(stack)
        assert [x[1] for x in effects] == [ec.A_SECURITY_ATTACK]
        ok(pos)


# --- AD1-021 and BT12-092 (partial): when this Tamer suspends, a digivolution into a yellow [Greymon] card ---

def _suspend_tamer(tamer):
    from simcore.effects import suspend_slot
    pos = build(Side(hand=["BT12-038"], battle=["BT12-034", tamer], deck=["ST1-03", "ST1-02"], security=["ST1-03"]),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=5)
    new_batch(pos.st)
    suspend_slot(pos.st, pos.tb, np.int32(0), np.int32(2))
    E.settle(pos.st, pos.tb)
    return pos


def test_ad1_021_suspension_draws_then_digivolves_for_3_less():
    # its lines, full since its Tamer-as-Digimon line: tests/test_effect_tamer.py
    pos = _suspend_tamer("AD1-021")
    assert pos.battle(0)[0] == ["BT12-034", "BT12-038"]   # GeoGreymon for 2 (or 3) less 3: free
    assert sorted(pos.hand(0)) == ["ST1-02", "ST1-03"]   # the effect's draw, then the digivolution's
    assert pos.memory(0) == 5
    ok(pos)


def test_bt12_092_suspension_digivolves_for_free():
    # its lines, full since its Tamer-as-Digimon line: tests/test_effect_tamer.py
    pos = _suspend_tamer("BT12-092")
    assert pos.battle(0)[0] == ["BT12-034", "BT12-038"]
    assert pos.hand(0) == ["ST1-02"]   # the digivolution's draw
    assert pos.memory(0) == 5
    ok(pos)


def test_de_digivolve_stops_at_the_tamer_card_a_digimon_digivolved_from():
    # BT18-071's <De-Digivolve 3> on Aldamon <- BurningGreymon <- the Tamer (a Strabimon placed under the Tamer): the
    # two Digimon cards go, the Tamer card on top is no Digimon to de-digivolve, and the card under it stays under it
    pos = build(Side(hand=["BT18-071"], deck=["ST1-03"]),
                Side(battle=[Slot(["BT6-022", "AD1-020", "BT17-012", "BT7-014"])], deck=["ST1-03"]), memory=7)
    pos.play(0, "BT18-071")
    assert pos.battle(1) == [["BT6-022", "AD1-020"]]
    assert pos.trash(1) == ["BT7-014", "BT17-012"]
    ok(pos)

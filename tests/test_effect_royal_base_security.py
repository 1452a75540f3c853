"""The [Royal Base] Digimon and their security stack (RULES.md §10.8): persistent [Security] rows of Digimon cards
lying face up in their owner's security stack (DP for all of the trait's Digimon in every turn, <Reboot> in the
opponent's turn); "add your uppermost face-down security card to the hand, then you may place a [Royal Base]
Digimon card from the hand face up under the stack" (face_down_security_top_to_hand, hand_to_security
filter=face_up); the same placing as the cost of an inherited start-of-main-phase effect (hand_to_security_cost);
a digivolution cost cut in the owner's turn.

Real cards: BT23-038, BT19-045 and EX11-025 FunBeemon, EX11-030 and BT19-048 ForgeBeemon, BT18-044 FunBeemon,
BT18-004 Puroromon, with ST1-03 Agumon and ST1-07 Greymon (no [Royal Base])."""
import numpy as np

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from effect_positions import answered, build, script, Side, Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L

I32 = np.int32


def face_up(pos, p):
    return [int(x) for x in pos.st.sec_up[p, :pos.st.sec_n[p]]]


def lay_face_up(pos, p, *indices):
    """Turn the security cards at these indices (bottom first) face up."""
    for i in indices:
        pos.st.sec_up[p, i] = 1


def texts(card):
    return [e.text for e in load_effects()[card].effects]


def test_coverage_and_lines():
    catalog = load_catalog()
    for number in ("BT23-038", "BT23-042", "BT19-045", "EX11-025", "EX11-030", "BT18-004"):
        assert card_coverage(catalog[number]) == "full", number
    assert "EX11-025 security static opponents_turn : reboot target=all_own trait=royal_base" in texts("EX11-025")
    assert ("EX11-030 main on_play : face_down_security_top_to_hand ; then hand_to_security 1 kind=digimon "
            "trait=royal_base target=player filter=may,bottom,face_up") in texts("EX11-030")
    assert texts("BT18-004") == [
        "BT18-004 inherited start_of_your_main_phase optional : hand_to_security_cost 1 kind=digimon "
        "trait=royal_base target=player filter=face_up,bottom ; then security_top_to_hand"]


def test_a_face_up_funbeemon_gives_royal_base_digimon_1000_dp_a_face_down_one_nothing():
    pos = build(Side(battle=["BT19-048", "ST1-03"], security=["ST1-03", "BT23-038"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    base_forge, base_agumon, theirs = pos.dp(0, 1), pos.dp(0, 2), pos.dp(1, 1)
    lay_face_up(pos, 0, 1)
    assert pos.dp(0, 1) == base_forge + 1000 and pos.dp(0, 2) == base_agumon   # [Royal Base] only
    pos.set_turn(4, 1)
    assert pos.dp(0, 1) == base_forge + 1000   # [All Turns]
    assert pos.dp(1, 1) == theirs   # not the opponent's
    pos.st.sec_up[0, 1] = 0
    assert pos.dp(0, 1) == base_forge
    ok(pos)


def test_a_face_up_funbeemon_gives_reboot_in_the_opponents_turn_only():
    pos = build(Side(battle=["BT19-048", "ST1-03"], security=["EX11-025", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    lay_face_up(pos, 0, 0)
    assert not pos.has(0, 1, ec.A_REBOOT)
    pos.set_turn(4, 1)
    assert pos.has(0, 1, ec.A_REBOOT) and not pos.has(0, 2, ec.A_REBOOT)
    ok(pos)


def test_ex11_025_takes_the_uppermost_face_down_card_then_places_a_royal_base_digimon_face_up_under_the_stack():
    pos = build(Side(battle=["EX11-025"], hand=["BT18-044", "ST1-07"], security=["ST1-07", "ST1-03", "BT23-038"],
                     deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    lay_face_up(pos, 0, 2)   # the top card lies face up: the one under it is taken
    dp = pos.dp(0, 1)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.security(0) == ["BT18-044", "ST1-07", "BT23-038"] and face_up(pos, 0) == [1, 0, 1]
    assert sorted(pos.hand(0)) == ["ST1-03", "ST1-07"]
    assert pos.dp(0, 1) == dp + 1000   # BT18-044 face up now: its [All Turns] +1000 too
    assert answered(pos)
    ok(pos)


def test_ex11_025_declining_the_placing_and_with_no_face_down_card_left():
    pos = build(Side(battle=["EX11-025"], hand=["BT18-044"], security=["ST1-07", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0, False)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.security(0) == ["ST1-07"] and face_up(pos, 0) == [0]
    assert sorted(pos.hand(0)) == ["BT18-044", "ST1-03"]
    ok(pos)
    pos = build(Side(battle=["EX11-025"], hand=["BT18-044"], security=["BT23-038"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    lay_face_up(pos, 0, 0)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.security(0) == ["BT18-044", "BT23-038"] and face_up(pos, 0) == [1, 1]   # no face-down card to take
    assert pos.hand(0) == []
    ok(pos)


def test_ex11_030_on_play():
    pos = build(Side(hand=["EX11-030", "BT23-038"], security=["ST1-07", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "EX11-030")
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == ["BT23-038", "ST1-07"] and face_up(pos, 0) == [1, 0]
    assert pos.hand(0) == ["ST1-03"] and pos.battle(0) == [["EX11-030"]]
    ok(pos)


def test_bt18_004_pays_with_a_royal_base_digimon_face_up_under_the_stack_for_the_top_card():
    pos = build(Side(battle=[Slot(["BT18-004", "ST1-07"])], hand=["BT18-044", "ST1-03"],
                     security=["ST1-07", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.security(0) == ["BT18-044", "ST1-07"] and face_up(pos, 0) == [1, 0]
    assert sorted(pos.hand(0)) == ["ST1-03", "ST1-03"]
    ok(pos)


def test_bt18_004_without_a_royal_base_digimon_in_the_hand_takes_nothing():
    pos = build(Side(battle=[Slot(["BT18-004", "ST1-07"])], hand=["ST1-03", "BT23-083"],
                     security=["ST1-07", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.security(0) == ["ST1-07", "ST1-03"] and face_up(pos, 0) == [0, 0]
    assert sorted(pos.hand(0)) == ["BT23-083", "ST1-03"]   # a Tamer, not a Digimon card
    ok(pos)


def test_bt19_045_digivolves_into_a_royal_base_digimon_for_1_less_in_its_owners_turn():
    pos = build(Side(battle=["BT19-045"], hand=["BT19-048"], security=["ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=5)
    i = pos.hand_index(0, "BT19-048")
    costs = [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == 1]
    assert min(costs) == 1   # Lv.3 [Royal Base]: 2, less 1
    ok(pos)


# --- a Tamer's trigger on a card placed face up; a Tamer's end-of-turn attack ---------------------------------------

def test_bt23_083_suspends_for_1_memory_and_a_card_when_a_royal_base_card_is_placed_face_up():
    assert ("BT23-083 main own_security_placed_face_up optional card.trait=zaxon|royal_base : suspend_self_cost ; "
            "then memory +1 ; then if=own_hand<=7 draw 1") in texts("BT23-083")
    pos = build(Side(battle=["EX11-025", "BT23-083"], hand=["BT18-044"], security=["ST1-07", "ST1-03"],
                     deck=["ST1-07"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0, True, True)   # place FunBeemon face up; Fei pays
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.security(0) == ["BT18-044", "ST1-07"] and face_up(pos, 0) == [1, 0]
    assert pos.suspended(0, 2) and pos.memory(0) == 5   # its own start-of-main-phase memory too
    assert sorted(pos.hand(0)) == ["ST1-03", "ST1-07"]   # the card taken, the card drawn
    assert answered(pos)
    ok(pos)


def test_bt23_083_is_not_asked_for_a_face_up_card_without_the_traits():
    pos = build(Side(hand=["BT22-100"], battle=["BT23-038", "BT23-083"], security=["ST1-07", "ST1-03"],
                     deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0, True)   # an answer ready for a question that must not come
    pos.use_option(0, "BT22-100")
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == ["BT22-100", "ST1-03"] and face_up(pos, 0) == [1, 0]
    assert not pos.suspended(0, 2) and pos.memory(0) == 1 and pos.st.g[L.G_CHOICE_AT] == 0
    ok(pos)


def test_bt22_100_the_bottom_card_to_the_hand_the_option_face_up_cs_digimon_2000_dp():
    assert texts("BT22-100")[:2] == ["BT22-100 main static if=no_face_up_security : ignore_color_requirements",
                                     "BT22-100 main main : place_self_face_up_in_security 1"]
    pos = build(Side(hand=["BT22-100", "BT22-100"], battle=["BT23-038", "ST1-03"], security=["ST1-07", "ST1-03"],
                     deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    dp, agumon = pos.dp(0, 1), pos.dp(0, 2)
    pos.use_option(0, "BT22-100")   # no colour asked while no card lies face up
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == ["BT22-100", "ST1-03"] and face_up(pos, 0) == [1, 0]
    assert sorted(pos.hand(0)) == ["BT22-100", "ST1-07"]
    assert pos.dp(0, 1) == dp + 2000 and pos.dp(0, 2) == agumon   # [CS] FunBeemon only
    ok(pos)


def test_ex11_063_at_the_end_of_turn_a_royal_base_digimon_gains_collision_and_piercing_and_attacks():
    assert ("EX11-063 main end_of_your_turn optional : suspend_self_cost ; then keyword collision target=own count=1 "
            "trait=royal_base duration=turn ; then piercing target=own count=1 filter=same_targets duration=turn ; "
            "then attack target=own count=1 filter=same_targets,mandatory") in texts("EX11-063")
    catalog = load_catalog()
    assert card_coverage(catalog["EX11-063"]) == "full" and card_coverage(catalog["BT23-083"]) == "full"
    pos = build(Side(battle=[Slot("BT19-048", entered=1), Slot("ST1-07", entered=1), "EX11-063"],
                     security=["ST1-03"], deck=["ST1-03"]),
                Side(security=["ST1-03", "ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert pos.suspended(0, 3) and pos.suspended(0, 1) and not pos.suspended(0, 2)   # ForgeBeemon attacked
    assert pos.has(0, 1, ec.A_PIERCING) and not pos.has(0, 2, ec.A_PIERCING)
    assert pos.security(1) == ["ST1-03"]   # one check
    ok(pos)

"""Scenarios with real cards for the compiler's readings of hatching, "when a Digimon moves from the breeding
area", "when an opponent's Digimon is deleted", "when this card is trashed from the digivolution cards", "when
you play a Digimon with [X] in its name", "Then, you may ..." and the conditions on the opponent's Digimon,
memory, hand size, DP, colours and cards in play. Each checks the card's generated lines against the reading of
its printed text (written here by hand), then plays the effect in a hand-built position with exact results.
test_compile_effects.py counts these readings as exercised (WHEN_READINGS there)."""
import numpy as np
import pytest
from effect_positions import Side, Slot, build, ok, lines_of, full

from decks.tools import compile_effects as C
from simcore import engine as E

i32 = np.int32


# --- hatching, moving out ------------------------------------------------------------------------------------

def test_moved_out_reveal_then_may_hatch_bt16_082_ukkomon():
    assert lines_of("BT16-082") == ["BT16-082 main own_digimon_moved_out your_turn once_per_turn : reveal_add_one 3 "
                                    "kinds=digimon,tamer ; then hatch filter=may"]
    assert full("BT16-082")
    # deck bottom first: the top 3 are Trident Revolver, Tai Kamiya, Trident Revolver
    pos = build(Side(battle=["BT16-082"], breeding=Slot(["BT1-001", "BT1-010", "BT1-015"]), eggs=["EX8-005"],
                     deck=["BT1-031", "BT4-100", "BT1-085", "BT4-100"]), Side(deck=["BT1-010"]))
    E.breeding_phase(pos.st, pos.tb, i32(0))     # greedy moves the level 4 Greymon out
    assert pos.battle(0) == [["BT16-082"], ["BT1-001", "BT1-010", "BT1-015"]]
    assert pos.hand(0) == ["BT1-085"]            # the only Digimon or Tamer card among the three
    assert pos.deck(0) == ["BT4-100", "BT4-100", "BT1-031"]
    assert pos.breeding(0) == ["EX8-005"] and pos.eggs(0) == []   # then, you may hatch: greedy does
    ok(pos)


@pytest.mark.parametrize("breeding, hatched", [(None, ["BT1-001"]), (Slot("EX8-005"), ["EX8-005"])])
def test_on_play_you_may_hatch_bt8_091_willis(breeding, hatched):
    assert "BT8-091 main on_play optional : hatch" in lines_of("BT8-091")
    pos = build(Side(hand=["BT8-091"], breeding=breeding, eggs=["BT1-001"], deck=["BT1-010"]),
                Side(deck=["BT1-010"]), memory=3)
    pos.play(0, "BT8-091")
    assert pos.breeding(0) == hatched            # an occupied breeding area: nothing hatches
    assert pos.eggs(0) == ([] if breeding is None else ["BT1-001"])
    ok(pos)


def test_opponent_moves_out_a_level_3_bt8_094_digimon_emperor():
    assert "BT8-094 main opponent_digimon_moved_out opponents_turn card.level=3 : memory +2" in lines_of("BT8-094")
    for moved, gain in (("BT1-010", 2), ("BT1-015", 0)):
        pos = build(Side(battle=["BT8-094"], deck=["BT1-010"]),
                    Side(breeding=Slot(["BT1-001", moved]), deck=["BT1-010"]), turn=4, current=1)
        E.breeding_phase(pos.st, pos.tb, i32(1))   # no Digimon in its battle area: greedy moves out
        assert len(pos.battle(1)) == 1
        assert pos.memory(0) == gain
        ok(pos)


# --- deletion, digivolution cards trashed ----------------------------------------------------------------------

def test_opponent_digimon_deleted_ex8_012_growlmon_x_inherited():
    assert "EX8-012 inherited opponent_digimon_deleted your_turn once_per_turn : memory +1" in lines_of("EX8-012")
    pos = build(Side(battle=[Slot(["EX8-012", "BT1-072"])], deck=["BT1-031"]),
                Side(battle=[Slot("BT1-010", suspended=True), Slot("BT1-031", suspended=True)], deck=["BT1-010"]),
                memory=3)
    pos.attack(0, 1, 1)                          # Woodmon 6000 deletes Agumon 2000 in battle: +1
    assert pos.trash(1) == ["BT1-010"] and pos.memory(0) == 3 - 2 + 1   # Woodmon's own When Attacking: -2
    ok(pos)


def test_opponent_level_5_or_lower_deleted_suspend_to_draw_bt8_094_digimon_emperor():
    assert "BT8-094 main opponent_digimon_deleted optional card.level<=5 : suspend_self_cost ; then draw 1" in \
        lines_of("BT8-094")
    pos = build(Side(battle=[Slot("BT1-072"), "BT8-094"], deck=["BT1-031"]),
                Side(battle=[Slot("BT1-010", suspended=True)], deck=["BT1-010"]), memory=3)
    pos.attack(0, 1, 1)
    assert pos.trash(1) == ["BT1-010"]
    assert pos.suspended(0, 2) and pos.hand(0) == ["BT1-031"]   # greedy pays the suspension, draws 1
    ok(pos)


@pytest.mark.parametrize("host, gain", [(["BT2-054", "BT4-066"], 1), (["BT1-010", "BT1-015"], 0)])
def test_trashed_from_the_digivolution_cards_of_a_rock_digimon_ex8_005_tumblemon(host, gain):
    assert lines_of("EX8-005") == ["EX8-005 inherited digivolution_card_trashed card.trait=mineral|rock : memory +1"]
    assert full("EX8-005")
    # the opponent's Garurumon-under-Monmon attacks: ST2-06 trashes the bottom card of our Digimon, Tumblemon
    pos = build(Side(battle=[Slot(["EX8-005", *host])], security=["BT1-031"], deck=["BT1-010"]),
                Side(battle=[Slot(["ST2-06", "BT1-031"])], deck=["BT1-010"]), turn=4, current=1, memory=3)
    pos.attack(1, 1)
    assert pos.stack(0, 1) == host
    assert "EX8-005" in pos.trash(0)
    assert pos.memory(1) == 3 - gain             # Golemon (Mineral) on top: +1 for us, from the trash
    ok(pos)


@pytest.mark.parametrize("host, deleted", [(["BT2-054", "BT4-066"], True), (["BT1-010", "BT1-015"], False)])
def test_trashed_from_a_rock_digimon_deletes_a_cheap_digimon_ex8_048(host, deleted):
    assert lines_of("EX8-048")[-1] == ("EX8-048 inherited digivolution_card_trashed card.trait=mineral|rock : delete "
                                       "target=opponent count=1 cost<=4")
    # Monmon (play cost 4) attacks with ST2-06 beneath: it trashes EX8-048, which deletes Monmon (Mineral top only)
    pos = build(Side(battle=[Slot(["EX8-048", *host])], security=["BT1-031"], deck=["BT1-010"]),
                Side(battle=[Slot(["ST2-06", "BT1-031"])], deck=["BT1-010"]), turn=4, current=1, memory=3)
    pos.attack(1, 1)
    assert pos.stack(0, 1) == host
    by_effect = [e["card"] for e in pos.events("delete") if e["cause"] == "effect"]
    assert by_effect == (["BT1-031"] if deleted else [])   # otherwise it goes in the security battle (1000 each)
    ok(pos)


# --- played, conditions ----------------------------------------------------------------------------------

def test_you_play_a_digimon_with_sistermon_in_its_name_bt13_013_baohuckmon_inherited():
    assert ("BT13-013 inherited own_digimon_played your_turn once_per_turn card.name~sistermon : memory +1"
            in lines_of("BT13-013"))
    pos = build(Side(battle=[Slot(["BT13-013", "BT1-072"])], hand=["BT6-082", "BT6-082", "BT1-010"],
                     deck=["BT1-031"]), Side(deck=["BT1-010"]), memory=9)
    pos.play(0, "BT1-010")                       # no Sistermon: 9 - 3
    assert pos.memory(0) == 6
    pos.play(0, "BT6-082")                       # Sistermon Blanc: 6 - 3 + 1
    assert pos.memory(0) == 4
    pos.play(0, "BT6-082")                       # once per turn: 4 - 3
    assert pos.memory(0) == 1
    ok(pos)


@pytest.mark.parametrize("opponent, gain", [(["BT1-010"], 1), ([], 0)])
def test_if_your_opponent_has_a_digimon_bt21_081_owen_dreadnought(opponent, gain):
    assert lines_of("BT21-081")[0] == "BT21-081 main start_of_your_main_phase if=opponent_digimon>=1 : memory +1"
    pos = build(Side(battle=["BT21-081"], deck=["BT1-010"]), Side(battle=opponent, deck=["BT1-010"]))
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    assert pos.memory(0) == gain
    ok(pos)


@pytest.mark.parametrize("field, gain", [(["BT22-010"], 1), (["BT1-010"], 0)])
def test_if_you_have_a_cs_digimon_bt23_081_chitose_imai(field, gain):
    assert lines_of("BT23-081")[0] == ("BT23-081 main start_of_your_main_phase if=own_has : memory +1 kind=digimon"
                                       " trait=cs")
    pos = build(Side(battle=["BT23-081", *field], deck=["BT1-010"]), Side(deck=["BT1-010"]))
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    assert pos.memory(0) == gain
    ok(pos)


ATTACK_DRAWS = [
    # (card, its line, the attacker's stack, the hand, cards drawn on the attack)
    ("P-196", "P-196 inherited when_attacking once_per_turn if=own_hand<=7 : draw 1", ["P-196", "BT1-015"], 7, 1),
    ("P-196", "P-196 inherited when_attacking once_per_turn if=own_hand<=7 : draw 1", ["P-196", "BT1-015"], 8, 0),
    ("BT8-001", "BT8-001 inherited when_attacking once_per_turn if=dp>=6000 : draw 1", ["BT8-001", "BT1-072"], 0, 1),
    ("BT8-001", "BT8-001 inherited when_attacking once_per_turn if=dp>=6000 : draw 1", ["BT8-001", "BT1-015"], 0, 0),
    ("P-117", "P-117 inherited when_attacking if=colors>=2 : draw 1", ["P-117", "EX8-012"], 0, 1),
    ("P-117", "P-117 inherited when_attacking if=colors>=2 : draw 1", ["P-117", "BT1-015"], 0, 0),
]


@pytest.mark.parametrize("card, line, stack, hand, drawn", ATTACK_DRAWS)
def test_when_attacking_conditions_hand_dp_colors(card, line, stack, hand, drawn):
    assert line in lines_of(card)
    pos = build(Side(battle=[Slot(stack)], hand=["BT1-010"] * 4 + ["BT1-031"] * (hand - 4) if hand else [],
                     deck=["BT1-072", "BT1-016"]), Side(security=["BT1-031"], deck=["BT1-010"]))
    pos.attack(0, 1)
    assert len(pos.hand(0)) == hand + drawn
    ok(pos)


@pytest.mark.parametrize("memory, deleted", [(3, True), (2, False)])
def test_if_you_have_3_or_more_memory_bt1_054_liamon(memory, deleted):
    assert lines_of("BT1-054")[0] == "BT1-054 main when_attacking if=own_memory>=3 : dp -2000 target=opponent count=1 " \
                                     "duration=turn"
    pos = build(Side(battle=["BT1-054"], deck=["BT1-010"]),
                Side(battle=["BT1-010"], security=["BT1-031"], deck=["BT1-010"]), memory=memory)
    pos.attack(0, 1)                             # Agumon 2000 DP -2000: deleted at 0
    assert pos.battle(1) == ([] if deleted else [["BT1-010"]])
    ok(pos)


@pytest.mark.parametrize("opponent, bounced", [(["BT1-010", "BT1-015"], True), (["BT1-015"], False)])
def test_then_if_your_opponent_has_2_or_more_digimon_bt19_026_zeiggreymon(opponent, bounced):
    assert ("BT19-026 main when_digivolving : de_digivolve 2 target=opponent count=1 ; then if=opponent_digimon>=2 "
            "bounce target=opponent count=1 level<=4") in lines_of("BT19-026")
    pos = build(Side(battle=["BT1-040"], hand=["BT19-026"], deck=["BT1-031"]),
                Side(battle=opponent, deck=["BT1-010"]), memory=5)
    pos.digivolve(0, "BT19-026", 1)
    assert len(pos.battle(1)) == len(opponent) - (1 if bounced else 0)
    assert len(pos.hand(1)) == (1 if bounced else 0)
    ok(pos)


def test_then_you_may_play_a_tamer_bt4_100_trident_revolver():
    assert lines_of("BT4-100")[0] == ("BT4-100 main main : delete target=opponent count=1 dp<=6000 ; then "
                                      "play_from_hand kind=tamer cost<=4 filter=may")
    pos = build(Side(battle=["BT1-010"], hand=["BT4-100", "BT1-085"], deck=["BT1-010"]),
                Side(battle=["BT1-072"], deck=["BT1-010"]), memory=6)
    pos.use_option(0, "BT4-100")                 # red: Agumon in play meets the colour requirement
    assert pos.trash(1) == ["BT1-072"]
    assert pos.battle(0) == [["BT1-010"], ["BT1-085"]] and pos.memory(0) == 0   # Tai played free
    ok(pos)


@pytest.mark.parametrize("card, line", [
    ("EX1-055", "EX1-055 inherited own_digimon_deleted your_turn once_per_turn : draw 1"),
    ("BT2-073", "BT2-073 inherited own_digimon_deleted your_turn once_per_turn : memory +1"),
    ("BT5-006", "BT5-006 inherited own_digimon_deleted your_turn once_per_turn : dp +2000 target=self duration=turn"),
    ("BT14-064", "BT14-064 inherited own_digimon_deleted once_per_turn : reveal_play 3 kind=digimon "
                 "name=commandramon up_to filter=rest_to_trash")])
def test_when_one_of_your_other_digimon_is_deleted_is_own_digimon_deleted(card, line):
    # "one of your other Digimon is deleted" says what "any of your other Digimon are deleted" says
    assert line in lines_of(card)
    assert full(card)


def test_when_you_play_another_digimon_is_one_of_your_other_digimon_played():
    assert C.normalize("[Your Turn] When you play another purple Digimon, gain 1 memory.") == (
        "[your turn] when one of your other purple digimon is played, gain 1 memory.")
    assert C.normalize("When you play a Digimon with the [X] trait, gain 1 memory.") == (
        "when one of your digimon with the [x] trait is played, gain 1 memory.")


@pytest.mark.parametrize("card, line", [
    ("BT3-029", "BT3-029 main own_digimon_played your_turn once_per_turn if=other_played : unsuspend target=self"),
    ("BT6-016", "BT6-016 main own_digimon_played your_turn once_per_turn if=other_played : dp +3000 target=self "
                "duration=turn ; then piercing target=self duration=turn"),
    ("BT8-035", "BT8-035 inherited own_digimon_played your_turn once_per_turn card.color=purple : memory +1")])
def test_cards_with_when_you_play_another_digimon_are_read(card, line):
    assert line in lines_of(card)
    assert full(card)


def test_goldramon_unsuspends_when_another_digimon_is_played_once_per_turn():
    pos = build(Side(battle=[Slot("BT3-029", suspended=True)], hand=["ST1-03", "ST1-03"], deck=["ST1-03"] * 4),
                Side(deck=["ST1-03"] * 4), memory=6)
    pos.play(0, "ST1-03")
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1)
    pos.st.susp[0, 1] = 1
    pos.play(0, "ST1-03")   # once per turn: it stays suspended
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1)
    ok(pos)


@pytest.mark.parametrize("card", ["BT10-073", "BT11-077"])
def test_an_effect_trashing_this_digivolution_card_in_the_opponents_turn_gains_1_memory(card):
    # "[Opponent's Turn] When an effect trashes this digivolution card (this card from digivolution cards), gain 1
    # memory": the inherited text of the card trashed, working from the trash
    assert lines_of(card)[-1] == f"{card} inherited digivolution_card_trashed opponents_turn : memory +1"
    assert full(card)
    # the opponent's Garurumon-under-Monmon attacks: ST2-06 trashes the bottom card of our Digimon
    pos = build(Side(battle=[Slot([card, "BT1-010", "BT1-015"])], security=["BT1-031"], deck=["BT1-010"]),
                Side(battle=[Slot(["ST2-06", "BT1-031"])], deck=["BT1-010"]), turn=4, current=1, memory=3)
    pos.attack(1, 1)
    assert pos.stack(0, 1) == ["BT1-010", "BT1-015"]
    assert card in pos.trash(0)
    assert pos.memory(1) == 3 - 1
    ok(pos)


@pytest.mark.parametrize("top, extra", [("BT1-084", 1), ("ST1-11", 0)])
def test_while_this_digimon_is_level_7_is_level_7_or_higher_bt3_013(top, extra):
    # no Digimon is above level 7: "is level 7" is `if=level>=7`
    assert lines_of("BT3-013")[-1] == "BT3-013 inherited static your_turn if=level>=7 : security_attack +1 target=self"
    assert full("BT3-013")
    plain = build(Side(battle=[top], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    pos = build(Side(battle=[Slot(["BT3-013", top])], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    assert pos.security_attack(0, 1) == plain.security_attack(0, 1) + extra


def test_if_you_have_a_digimon_is_own_has_of_a_digimon_ex4_001():
    m = C._OWN_HAS.match("if you have a digimon in play, <draw 1>.")
    assert m is not None and C.own_has_words(m) == "kind=digimon"
    assert lines_of("EX4-001") == ["EX4-001 inherited on_deletion if=own_has : draw 1 kind=digimon"]
    assert full("EX4-001")

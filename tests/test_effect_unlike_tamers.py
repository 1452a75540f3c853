"""A free play that may not take a card named like one of your Tamers (filter=unlike_own_tamers): the vocabulary on
made-up cards (two printings of one name, a Tamer of another name; from the hand and from the trash), then the real
cards whose lines use it (BT24-034 Aegiomon, EX10-051)."""
from dataclasses import replace

import numpy as np

import effect_positions
from decks.effects import describe, load_effects, parse_effects
from positions import Side, build_position, option, tamer, ok
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import DEL_EFFECT

I32 = np.int32
ALLY = replace(tamer("W-71", 2), name="Test Ally")
ALLY_REPRINT = replace(tamer("W-72", 3), name="Test Ally")   # another number, the same name
BUDDY = replace(tamer("W-73", 2), name="Test Buddy")
CARDS = [ALLY, ALLY_REPRINT, BUDDY, option("W-74", 0), option("W-75", 0), option("W-76", 0)]
EFFECTS = parse_effects("""
W-74 main main : play_from_hand kind=tamer filter=unlike_own_tamers
W-75 main main : play_from_trash kind=tamer filter=unlike_own_tamers
W-76 main main : play_from_hand kind=tamer
""")


def build(a):
    return build_position(CARDS, a, Side(deck=["W-71"]), effects=EFFECTS, memory=3)


def use(pos, number):
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)))


def test_a_tamer_of_the_same_name_is_passed_over_for_one_of_another_name():
    pos = build(Side(battle=["W-71"], hand=["W-74", "W-72", "W-73"], deck=["W-71"]))
    use(pos, "W-74")
    assert pos.battle(0) == [["W-71"], ["W-73"]]
    assert pos.hand(0) == ["W-72"]
    ok(pos)


def test_only_same_named_tamers_in_the_hand_nothing_is_played():
    pos = build(Side(battle=["W-71"], hand=["W-74", "W-72"], deck=["W-71"]))
    use(pos, "W-74")
    assert pos.battle(0) == [["W-71"]]
    assert pos.hand(0) == ["W-72"] and pos.trash(0) == ["W-74"]
    ok(pos)


def test_without_the_filter_or_without_that_tamer_in_play_the_name_is_free():
    pos = build(Side(battle=["W-71"], hand=["W-76", "W-72"], deck=["W-73"]))
    use(pos, "W-76")
    assert pos.battle(0) == [["W-71"], ["W-72"]]
    pos = build(Side(hand=["W-74", "W-72"], deck=["W-71"]))
    use(pos, "W-74")
    assert pos.battle(0) == [["W-72"]]
    ok(pos)


def test_from_the_trash_the_same_rule():
    pos = build(Side(battle=["W-72"], hand=["W-75"], trash=["W-71", "W-73"], deck=["W-71"]))
    use(pos, "W-75")
    assert pos.battle(0) == [["W-72"], ["W-73"]]
    assert pos.trash(0) == ["W-71", "W-75"]
    ok(pos)


def test_plain_words():
    assert "(not named like one of your Tamers)" in describe(
        "W-74 main main : play_from_hand kind=tamer filter=unlike_own_tamers")


# --- real cards ---------------------------------------------------------------------------------------------

def play(pos, number):
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)))


SECURITY = ["ST1-02", "ST1-02", "ST1-02", "ST1-04"]   # 4 cards: the pilot gives up the top one for a free Tamer


def test_the_compiled_lines_carry_the_filter():
    texts = [e.text for e in load_effects()["BT24-034"].effects]
    for timing in ("when_moving", "on_play", "when_digivolving"):
        assert (f"BT24-034 main {timing} optional : security_top_to_hand ; then play_from_hand kind=tamer trait=ts "
                "filter=unlike_own_tamers") in texts
    assert ("EX10-051 main on_deletion optional : play_from_trash kind=tamer text~myotismon filter=unlike_own_tamers"
            in [e.text for e in load_effects()["EX10-051"].effects])


def test_bt24_034_aegiomon_takes_its_top_security_card_to_play_a_ts_tamer_of_another_name():
    # BT24-088 Asuna Shiroki is in play and in the hand: the play takes BT24-083 Hiroko Sagisaka (both [TS] Tamers),
    # whose On Play reveals 3 cards without a [TS] card
    pos = effect_positions.build(Side(battle=["BT24-088"], hand=["BT24-034", "BT24-088", "BT24-083"],
                                      security=SECURITY, deck=["ST1-03", "ST1-03", "ST1-03"]), memory=6)
    play(pos, "BT24-034")
    assert pos.battle(0) == [["BT24-088"], ["BT24-034"], ["BT24-083"]]
    assert sorted(pos.hand(0)) == ["BT24-088", "ST1-04"]
    assert pos.security(0) == SECURITY[:3]
    assert pos.memory(0) == 1   # Aegiomon's 5; the Tamer free
    ok(pos)


def test_bt24_034_aegiomon_plays_no_tamer_named_like_one_in_play():
    pos = effect_positions.build(Side(battle=["BT24-088"], hand=["BT24-034", "BT24-088"], security=SECURITY,
                                      deck=["ST1-03"]), memory=6)
    play(pos, "BT24-034")   # with 4 security cards the pilot takes the top one all the same (a card for a card)
    assert pos.battle(0) == [["BT24-088"], ["BT24-034"]]
    assert pos.hand(0) == ["BT24-088", "ST1-04"] and pos.security(0) == SECURITY[:3]
    ok(pos)


def test_ex10_051_on_deletion_plays_a_tamer_with_myotismon_in_its_text_but_not_one_named_like_a_tamer_in_play():
    # Tamers with [Myotismon] in their texts: BT8-093 and EX10-065 Yukio Oikawa, BT16-089 Arukenimon & Mummymon
    pos = effect_positions.build(Side(battle=["BT8-093", "EX10-051"], trash=["EX10-065", "BT16-089"],
                                      deck=["ST1-03"]), memory=3)
    delete_slot(pos.st, pos.tb, I32(0), I32(2), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["BT8-093"], ["BT16-089"]]
    assert sorted(pos.trash(0)) == ["EX10-051", "EX10-065"]
    ok(pos)

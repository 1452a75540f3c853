"""Wordings of play, digivolution and cost reduction effects read by the compiler (decks/tools/compile_effects.py):
each with the exact lines of real cards and a scenario in a hand-built position (tests/effect_positions.py)."""
from dataclasses import replace

import numpy as np
import pytest
from effect_positions import EffectPosition, Side, build, lines_of
from positions import Slot, digimon, egg, ok
from positions import build_position as build_made_up

from decks.catalog import load_catalog
from decks.effects import card_coverage, parse_effects
from decks.tools import compile_effects as C
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot, new_batch, unsuspend_slot
from simcore.layout import DEL_EFFECT

I32 = np.int32


def build_position(*args, **kwargs):
    """A position with made-up cards, with the effect tests' shorthands (attack, play, dp)."""
    pos = build_made_up(*args, **kwargs)
    return EffectPosition(pos.st, pos.tb, pos.numbers)


def test_a_delay_digivolves_into_a_card_of_either_colour_for_two_less():
    assert lines_of("LM-054")[2] == ("LM-054 main activated optional : delay ; then digivolve_from_hand 2 target=own "
                                     "count=1 kind=digimon color=yellow,black filter=pay_cost")
    assert lines_of("LM-055")[2] == ("LM-055 main activated optional : delay ; then digivolve_from_hand 2 target=own "
                                     "count=1 kind=digimon color=green,red filter=pay_cost")
    assert card_coverage(load_catalog()["LM-055"]) == "full"
    # green or red: Greymon (red) onto Agumon; Grizzlymon (blue) is not offered
    pos = build(Side(hand=["ST2-07", "ST1-07"], deck=["ST1-02"], battle=["ST2-03", "ST1-03", "LM-055"]), memory=3)
    pos.next_turn()
    pos.next_turn()
    pos.set_memory(0, 3)
    pos.activate(0, 3)
    assert pos.battle(0) == [["ST2-03"], ["ST1-03", "ST1-07"]]
    assert pos.trash(0) == ["LM-055"] and sorted(pos.hand(0)) == ["ST1-02", "ST2-07"]
    assert pos.memory(0) == 3                               # Greymon's cost 2, less 2
    ok(pos)


# --- "play 2 ... This effect can't play cards of the same level": filter=other_level -----------------------------

SOURCE = replace(digimon("W-90", 6, 9000, 9), name="Test Sourcemon")
LOW = replace(digimon("W-91", 4, 4000, 5), name="Test Lowmon", traits=("Pick",))
LOW2 = replace(digimon("W-92", 4, 5000, 5), name="Test Lowermon", traits=("Pick",))
MID = replace(digimon("W-93", 5, 6000, 7), name="Test Midmon", traits=("Pick",))
LEVEL_CARDS = [SOURCE, LOW, LOW2, MID]
TWO_LEVELS = parse_effects("""
W-90 main on_deletion : play_from_trash kind=digimon trait=Pick ; then play_from_trash kind=digimon trait=Pick filter=other_level
""")


def delete(pos, p, s):
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)


def test_the_second_play_takes_a_card_of_another_level():
    pos = build_position(LEVEL_CARDS, Side(battle=["W-90"], trash=["W-91", "W-92", "W-93"], deck=["W-91"]),
                         Side(deck=["W-91"]), effects=TWO_LEVELS)
    delete(pos, 0, 1)
    played = sorted(s[-1] for s in pos.battle(0))
    assert len(played) == 2 and "W-93" in played               # a level 4 one and the level 5 one
    assert sorted(pos.trash(0)) == sorted(["W-90", *({"W-91", "W-92"} - set(played))])
    ok(pos)


def test_the_second_play_finds_nothing_when_every_card_left_shares_the_first_ones_level():
    pos = build_position(LEVEL_CARDS, Side(battle=["W-90"], trash=["W-91", "W-92"], deck=["W-91"]),
                         Side(deck=["W-91"]), effects=TWO_LEVELS)
    delete(pos, 0, 1)
    assert len(pos.battle(0)) == 1 and len(pos.trash(0)) == 2   # one level 4 played, the other left
    ok(pos)


def test_p_220_millenniummon_returns_three_and_plays_two_of_different_levels():
    lines = lines_of("P-220")
    assert lines[2:] == [
        "P-220 main on_play : de_digivolve 2 target=opponent count=1 ; then delete target=any count=1 filter=may",
        "P-220 main when_digivolving : de_digivolve 2 target=opponent count=1 ; then delete target=any count=1 "
        "filter=may",
        "P-220 main on_deletion optional : return_from_trash_cost 3 trait=composite|wicked_god|dm ; then play_from_trash "
        "kind=digimon level<=6 trait=composite|ver.3|ver.5 ; then play_from_trash kind=digimon level<=6 "
        "trait=composite|ver.3|ver.5 filter=other_level"]
    assert card_coverage(load_catalog()["P-220"]) == "full"
    # five level 4 [Composite] Deltamon in the trash: 3 go back to the deck, 1 is played, the other stays
    pos = build(Side(battle=["P-220"], trash=["BT6-012"] * 5, deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1)
    assert pos.battle(0) == [["BT6-012"]]
    assert sorted(pos.trash(0)) == ["BT6-012", "P-220"] and pos.deck(0) == ["BT6-012"] * 3 + ["ST1-03"]
    ok(pos)


# --- "when this Digimon wins a battle": wins_battle ---------------------------------------------------------------

WINNER = replace(digimon("W-94", 4, 6000, 5), name="Test Winnermon")
SMALL = digimon("W-95", 3, 3000, 3)
BIG = digimon("W-96", 5, 9000, 7)
BATTLE_CARDS = [WINNER, SMALL, BIG]
WINS = parse_effects("""
W-94 main wins_battle once_per_turn : draw 1
""")


def test_a_digimon_that_wins_a_battle_draws():
    pos = build_position(BATTLE_CARDS, Side(battle=["W-94"], deck=["W-95", "W-95"]),
                         Side(battle=[Slot("W-95", suspended=True)], deck=["W-95"]), effects=WINS)
    pos.attack(0, 1, 1)
    assert pos.battle(1) == [] and pos.hand(0) == ["W-95"]
    ok(pos)


def test_a_digimon_that_loses_or_ties_draws_nothing():
    for other in ("W-96", "W-94"):   # a higher DP; the same DP (both lose)
        pos = build_position(BATTLE_CARDS, Side(battle=["W-94"], deck=["W-95", "W-95"]),
                             Side(battle=[Slot(other, suspended=True)], deck=["W-95"]), effects=WINS)
        pos.attack(0, 1, 1)
        assert pos.hand(0) == [] and pos.trash(0) == ["W-94"]
        ok(pos)


def test_a_battle_won_against_a_security_digimon_counts():
    pos = build_position(BATTLE_CARDS, Side(battle=["W-94"], deck=["W-95", "W-95"]),
                         Side(security=["W-96", "W-95"], deck=["W-95"]), effects=WINS)
    pos.attack(0, 1)
    assert pos.hand(0) == ["W-95"] and pos.security(1) == ["W-96"] and pos.battle(0) == [["W-94"]]
    ok(pos)


def test_the_compiled_lines_of_battles_won():
    assert lines_of("BT25-051")[-1] == "BT25-051 inherited wins_battle once_per_turn : draw 1"
    assert lines_of("EX11-028") == [
        "EX11-028 main on_play optional : suspend target=any count=1",
        "EX11-028 main when_digivolving optional : suspend target=any count=1",
        "EX11-028 main own_digimon_suspended once_per_turn if=own_tamers<=1 optional : play_from_hand "
        "kinds=digimon,tamer trait=shoto_kazama",
        "EX11-028 inherited wins_battle your_turn once_per_turn : memory +1"]
    for card in ("BT25-051", "EX11-028", "EX11-026"):
        assert card_coverage(load_catalog()[card]) == "full"


# --- "when this Digimon unsuspends": when_unsuspended -------------------------------------------------------------

WAKER = replace(digimon("W-97", 4, 5000, 5), name="Test Wakermon")
UNSUSPENDS = parse_effects("""
W-97 inherited when_unsuspended your_turn once_per_turn if=own_hand<=1 : draw 1
""")


def unsuspend(pos, p, s):
    new_batch(pos.st)
    unsuspend_slot(pos.st, pos.tb, I32(p), I32(s))
    E.settle(pos.st, pos.tb)


def test_an_inherited_effect_draws_when_its_digimon_unsuspends():
    pos = build_position([WAKER, SMALL], Side(battle=[Slot(["W-97", "W-95"], suspended=True)], deck=["W-95"] * 3),
                         Side(deck=["W-95"]), effects=UNSUSPENDS)
    unsuspend(pos, 0, 1)
    assert not pos.suspended(0, 1) and pos.hand(0) == ["W-95"]
    unsuspend(pos, 0, 1)                                     # already unsuspended: nothing
    pos.attack(0, 1)                                         # suspended by its attack
    unsuspend(pos, 0, 1)                                     # once per turn
    assert pos.hand(0) == ["W-95"]
    ok(pos)


def test_the_unsuspend_effect_holds_to_its_condition_and_window():
    pos = build_position([WAKER, SMALL], Side(battle=[Slot(["W-97", "W-95"], suspended=True)], hand=["W-95"] * 2,
                                              deck=["W-95"] * 3), Side(deck=["W-95"]), effects=UNSUSPENDS)
    unsuspend(pos, 0, 1)                                     # 2 cards in the hand
    assert pos.hand(0) == ["W-95"] * 2
    pos = build_position([WAKER, SMALL], Side(deck=["W-95"]), Side(battle=[Slot(["W-97", "W-95"], suspended=True)],
                                                                   deck=["W-95"] * 3), effects=UNSUSPENDS)
    unsuspend(pos, 1, 1)                                     # the opponent's turn
    assert pos.hand(1) == [] and not pos.suspended(1, 1)
    ok(pos)


def test_the_compiled_lines_of_unsuspending():
    assert lines_of("BT24-020")[-1] == "BT24-020 inherited when_unsuspended your_turn once_per_turn if=own_hand<=7 : draw 1"
    assert lines_of("P-138")[-1] == "P-138 inherited when_unsuspended your_turn once_per_turn : memory +1"
    assert card_coverage(load_catalog()["BT24-020"]) == "full"


# --- "If this effect suspended your Digimon, ...": if=suspended_own -------------------------------------------------

SUSPENDER = replace(digimon("W-98", 3, 3000, 3), name="Test Suspendermon")
OPPONENT_SUSPENDER = replace(digimon("W-99", 3, 3000, 3), name="Test OtherSuspendermon")
SUSPENDS = parse_effects("""
W-98 main on_play : suspend target=any count=1 ; then if=suspended_own dp +3000 target=own count=1 filter=other duration=turn
W-99 main on_play : suspend target=opponent count=1 ; then if=suspended_own dp +3000 target=own count=1 filter=other duration=turn
""")


def test_the_clause_after_a_suspension_of_your_own_digimon_runs():
    # the opponent has no Digimon: one of yours is suspended, the other one gets +3000 DP
    pos = build_position([SUSPENDER, OPPONENT_SUSPENDER, SMALL], Side(hand=["W-98"], battle=["W-95"], deck=["W-95"]),
                         Side(deck=["W-95"]), effects=SUSPENDS, memory=5)
    pos.play(0, "W-98")
    assert pos.suspended(0, 1) or pos.suspended(0, 2)
    assert pos.dp(0, 1) == 6000
    ok(pos)


def test_the_clause_after_a_suspension_of_the_opponents_digimon_is_skipped():
    pos = build_position([SUSPENDER, OPPONENT_SUSPENDER, SMALL], Side(hand=["W-99"], battle=["W-95"], deck=["W-95"]),
                         Side(battle=["W-95"], deck=["W-95"]), effects=SUSPENDS, memory=5)
    pos.play(0, "W-99")
    assert pos.suspended(1, 1) and pos.dp(0, 1) == 3000
    ok(pos)


def test_ex11_026_pteromon_reads_the_suspension_of_your_own_digimon():
    assert lines_of("EX11-026")[:2] == [
        "EX11-026 main when_moving optional : suspend target=any count=1 ; then if=suspended_own dp +3000 target=own "
        "count=1 any=in_trait:avian|in_trait:bird|trait:vortex_warriors duration=opponents_next_turn",
        "EX11-026 main on_play optional : suspend target=any count=1 ; then if=suspended_own dp +3000 target=own "
        "count=1 any=in_trait:avian|in_trait:bird|trait:vortex_warriors duration=opponents_next_turn"]


DELETER = replace(digimon("W-89", 3, 3000, 3), name="Test Deletermon")
DELETES_ANY = parse_effects("""
W-89 main on_play : delete target=any count=1
""")


def test_a_deletion_of_1_digimon_takes_one_of_yours_when_the_opponent_has_none():
    pos = build_position([DELETER, SMALL], Side(hand=["W-89"], battle=["W-95"], deck=["W-95"]), Side(deck=["W-95"]),
                         effects=DELETES_ANY, memory=5)
    pos.play(0, "W-89")
    assert len(pos.battle(0)) == 1 and len(pos.trash(0)) == 1
    ok(pos)


# --- wordings read without new words -------------------------------------------------------------------------------

def option_usable(pos, p, number):
    return (L.A_OPTION, pos.hand_index(p, number), 0) in [a[:3] for a in pos.actions_of(p)]


def test_bt23_099_ignores_its_colour_while_you_have_a_digimon_with_huckmon_in_its_name():
    # "... with [Huckmon] in its name the field": the misprint of "on the field"
    assert lines_of("BT23-099")[0] == "BT23-099 main static : ignore_color_requirements kind=digimon name~huckmon"
    assert card_coverage(load_catalog()["BT23-099"]) == "full"
    assert not option_usable(build(Side(hand=["BT23-099"], deck=["ST1-03"] * 2, battle=["ST1-03"]), memory=3), 0,
                             "BT23-099")
    pos = build(Side(hand=["BT23-099"], deck=["ST1-03"] * 2, battle=["BT6-009"]), memory=3)
    assert option_usable(pos, 0, "BT23-099")                 # a white option, Huckmon (red) on the field
    ok(pos)


def test_bt21_042_geogreymon_gains_dp_on_your_turn_from_under():
    # "This Digimon gains +2000 DP": the persistent DP of "gets"
    assert lines_of("BT21-042")[-1] == "BT21-042 inherited static your_turn : dp +2000 target=self"
    assert card_coverage(load_catalog()["BT21-042"]) == "full"
    pos = build(Side(battle=[Slot(["BT21-042", "ST1-07"])], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    assert pos.dp(0, 1) == 6000                              # Greymon's 4000 and 2000
    ok(pos)


def test_older_wordings_of_traits():
    # "[X] in its form or type": a part of a trait; "[A], [B] or [C] cards" / "[A] or [B] Digimon card" without
    # "trait": traits, where no card bears the name
    assert lines_of("BT6-022") == ["BT6-022 inherited when_attacking once_per_turn if=this_has : memory +1 "
                                   "trait~hybrid|ten_warriors"]
    assert "BT24-016 inherited opponent_security_removed once_per_turn optional : play_from_hand kind=digimon " \
           "trait=reptile|dragonkin dp<=5000" in lines_of("BT24-016")
    assert lines_of("BT24-076")[-1] == ("BT24-076 inherited on_deletion optional : play_from_trash kind=digimon "
                                        "level<=4 trait=dark_dragon|evil_dragon")
    assert C.bare_traits("[composite], [wicked god] or [dm]") == "[composite], [wicked god] or [dm]"
    with pytest.raises(C.NoFit):
        C.bare_traits("[agumon] or [dm]")                    # Agumon names a card


def test_a_non_digi_egg_card_returned_from_the_trash_and_the_misprinted_cost():
    # "non-Digi-Egg card with ...": a Digimon, Tamer or option card; "By trash 1 card": the cost "by trashing"
    assert lines_of("BT23-017")[0] == ("BT23-017 main on_play optional : trash_from_hand_cost 1 ; then return_from_trash "
                                       "kinds=digimon,tamer,option trait=cs")
    assert lines_of("BT21-056")[0] == ("BT21-056 main on_play optional : trash_from_hand_cost 1 text~vemmon ; then "
                                       "return_from_trash kinds=digimon,tamer,option text~vemmon")
    assert card_coverage(load_catalog()["BT23-017"]) == "full"
    assert C.card_filter_words("non-digi-egg card with the [cs] trait") == ["kinds=digimon,tamer,option", "trait=cs"]
    # a Digi-Egg and a Digimon of the trait in the trash: the Digimon comes back
    returner = replace(digimon("W-88", 3, 3000, 3), name="Test Returnermon")
    pick_egg = replace(egg("W-87"), name="Test Pickegg", traits=("Pick",))
    effects = parse_effects("W-88 main on_play : return_from_trash kinds=digimon,tamer,option trait=Pick")
    pos = build_position([returner, pick_egg, LOW], Side(hand=["W-88"], trash=["W-87", "W-91"], deck=["W-91"]),
                         Side(deck=["W-91"]), effects=effects, memory=5)
    pos.play(0, "W-88")
    assert pos.hand(0) == ["W-91"] and pos.trash(0) == ["W-87"]
    ok(pos)


# --- next_digivolve_cost_down: a reduction used up by the next paid digivolution this turn ---------------------

def digivolve_costs(pos, p, number):
    """{slot: cost} of the digivolutions into `number` from p's hand that p may make now."""
    i = pos.hand_index(p, number)
    return {a[2]: a[3] for a in pos.actions_of(p) if a[0] == L.A_DIGIVOLVE and a[1] == i}


def test_st12_15_makes_the_next_digivolution_of_the_turn_cheaper_once():
    assert lines_of("ST12-15")[1] == "ST12-15 main activated : delay ; then next_digivolve_cost_down 1"
    assert card_coverage(load_catalog()["ST12-15"]) == "full"
    pos = build(Side(hand=["ST1-07", "ST1-07"], battle=["ST1-03", "ST1-03", "ST12-15"], deck=["ST1-02"] * 3),
                Side(deck=["ST1-03"]), memory=3)
    pos.next_turn()
    pos.next_turn()
    pos.set_memory(0, 3)
    assert digivolve_costs(pos, 0, "ST1-07") == {1: 2, 2: 2}
    pos.activate(0, 3)
    assert pos.trash(0) == ["ST12-15"] and pos.memory(0) == 3
    assert digivolve_costs(pos, 0, "ST1-07") == {1: 1, 2: 1}
    pos.digivolve(0, "ST1-07", 1)
    assert pos.memory(0) == 2 and pos.battle(0)[0] == ["ST1-03", "ST1-07"]
    assert digivolve_costs(pos, 0, "ST1-07") == {2: 2}        # used up by the first
    ok(pos)

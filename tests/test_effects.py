"""Scenario tests of the card effects of ST1–ST6 (decks/data/effects.txt) and of the RULES.md §14 cases that
need effects (2, 3, 4, 9, 16, 17, 18, 19).

Every effect line has a scenario that triggers it with the real card in a hand-built position
(tests/effect_positions.py) and asserts the exact result, plus the negative cases that apply: condition
false, no legal target, once per turn used, duration over, wrong turn, the card on top instead of under
(inherited effects) or under instead of on top (its own effects), the breeding area. `covers` records which
effect lines a test exercises; test_every_effect_line_has_a_scenario checks that none is left out.
"""
import re

import numpy as np
import pytest
from effect_positions import Side, Slot, build, ok

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import collect_slot, new_batch

COVERED = set()


def covers(*lines):
    """Mark the effect lines ("CARD SOURCE TRIGGER") a test exercises."""
    COVERED.update(lines)
    return lambda f: f


def memory_events(pos):
    """(source card, change, memory from player 0's side afterwards) of each memory change by an effect."""
    return [(e["card"], e["change"], e["memory"]) for e in pos.events("memory")]


def kinds(pos):
    return [e["kind"] for e in pos.events()]


def checks(pos):
    return [e["card"] for e in pos.events("security_check")]


def deletions(pos):
    return [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")]


# --- coverage -----------------------------------------------------------------------------------------------

STARTER = re.compile(r"ST[1-6]-\d+$")


def starter_cards():
    return [c for n, c in sorted(load_catalog().items()) if STARTER.match(n)]


def test_every_starter_card_with_rules_text_is_fully_encoded():
    effects = load_effects()
    with_text = [c for c in starter_cards() if c.effects]
    assert len(starter_cards()) == 96
    assert len(with_text) == 72
    for card in with_text:
        entry = effects.get(card.number)
        assert entry is not None and entry.effects, f"{card.number} has rules text but no line in effects.txt"
        assert card_coverage(card) == "full", f"{card.number} is only {card_coverage(card)}ly encoded"
        assert {e.source for e in entry.effects} == set(card.effects), card.number
    # and nothing is encoded for a card without rules text
    for card in starter_cards():
        if not card.effects:
            assert card.number not in effects, card.number


# --- ST1 ----------------------------------------------------------------------------------------------------

@covers("ST1-01 inherited static")
def test_st1_01_koromon_gives_1000_dp_on_your_turn_with_four_digivolution_cards():
    four = ["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10"]
    pos = build(Side(battle=[Slot(four), Slot(["ST1-01", "ST1-05", "ST1-08", "ST1-10"])]), Side(battle=["ST2-02"]))
    assert pos.dp(0, 1) == 13000
    assert pos.dp(0, 2) == 12000                # three digivolution cards
    pos.set_turn(4, 1)
    assert pos.dp(0, 1) == 12000                # [Your Turn] only
    ok(pos)


def test_st1_01_koromon_nothing_from_the_breeding_area():
    pos = build(Side(breeding=Slot(["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10"])))
    assert pos.dp(0, 0) == 12000


@covers("ST1-03 inherited static")
def test_st1_03_agumon_inherited_dp_on_your_turn_only_from_under():
    pos = build(Side(battle=[Slot(["ST1-03", "ST1-07"]), "ST1-03"]), Side(battle=["ST2-02"]))
    assert pos.dp(0, 1) == 5000
    assert pos.dp(0, 2) == 2000                 # on top, its inherited effect does nothing
    pos.set_turn(4, 1)
    assert pos.dp(0, 1) == 4000


BLOCKERS = [("ST1-06", "ST1-10"), ("ST2-07", "ST2-10"), ("ST3-07", "ST3-10"), ("ST4-08", "ST4-09"),
            ("ST5-08", "ST5-10"), ("ST6-08", "ST6-09")]


@covers(*[f"{c} main static" for c, _ in BLOCKERS])
@pytest.mark.parametrize("card,above", BLOCKERS)
def test_blocker_keyword_of_the_top_card(card, above):
    pos = build(Side(battle=[card, Slot(card, suspended=True), Slot([card, above])], breeding=card))
    assert pos.can_block(0, 1)
    assert not pos.can_block(0, 2)              # suspended
    assert not pos.can_block(0, 3)              # under another card: not inherited
    assert not pos.can_block(0, 0)              # breeding area
    pos.set_turn(4, 1)
    assert pos.can_block(0, 1)


@covers(*[f"{c} main when_attacking" for c, _ in BLOCKERS])
@pytest.mark.parametrize("card,above", BLOCKERS)
def test_blocker_cards_lose_2_memory_when_attacking(card, above):
    pos = build(Side(battle=[card]), Side(security=["ST1-02", "ST1-02"]), memory=3)
    pos.attack(0, 1)
    assert pos.memory(0) == 1
    assert memory_events(pos) == [(card, -2, 1)]
    assert kinds(pos)[:2] == ["attack", "memory"]      # at declaration, before the check
    ok(pos)
    # the same card under another one: nothing
    pos = build(Side(battle=[Slot([card, above])]), Side(security=["ST1-02", "ST1-02"]), memory=3)
    pos.attack(0, 1)
    assert pos.memory(0) == 3
    assert memory_events(pos) == []


def test_lose_memory_is_relative_to_the_attacking_player():
    pos = build(Side(security=["ST2-02", "ST2-02"]), Side(battle=["ST2-07"]), turn=4, current=1, memory=3)
    pos.attack(1, 1)
    assert pos.memory(1) == 1
    assert pos.memory(0) == -1
    ok(pos)


@covers("ST1-07 inherited static")
def test_st1_07_greymon_inherited_security_attack():
    pos = build(Side(battle=[Slot(["ST1-07", "ST1-10"]), "ST1-07"]))
    assert pos.security_attack(0, 1) == 2
    assert pos.security_attack(0, 2) == 1
    pos.set_turn(4, 1)
    assert pos.security_attack(0, 1) == 2       # no [Your Turn]: also on the opponent's turn


@covers("ST1-08 main when_digivolving")
def test_st1_08_garudamon_gives_1_digimon_3000_for_the_turn_after_the_draw():
    pos = build(Side(battle=[Slot(["ST1-01", "ST1-02", "ST1-05"]), "ST1-04"], hand=["ST1-08"], deck=["ST1-02"]),
                memory=5)
    pos.digivolve(0, "ST1-08", 1)
    assert pos.memory(0) == 2
    assert pos.dp(0, 1) == 10000
    assert pos.dp(0, 2) == 4000                 # only 1 Digimon
    assert pos.hand(0) == ["ST1-02"]
    k = kinds(pos)
    assert k.index("draw") < k.index("effect")  # [When Digivolving] after the digivolution draw (§14 case 14)
    pos.expire(3)
    assert pos.dp(0, 1) == 7000
    ok(pos)


def test_st1_08_garudamon_in_the_breeding_area_activates_nothing():
    pos = build(Side(breeding=Slot(["ST1-01", "ST1-02", "ST1-05"]), battle=["ST1-04"], hand=["ST1-08"],
                     deck=["ST1-02"]), memory=5)
    pos.digivolve(0, "ST1-08", 0)
    assert pos.stack(0, 0) == ["ST1-01", "ST1-02", "ST1-05", "ST1-08"]
    assert pos.mods() == 0
    assert pos.dp(0, 1) == 4000
    assert pos.effects() == []
    ok(pos)


@covers("ST1-09 inherited when_blocked")
def test_st1_09_metalgreymon_inherited_gains_3_memory_when_blocked():
    pos = build(Side(battle=[Slot(["ST1-09", "ST1-10"])]), Side(battle=["ST1-06"], security=["ST1-02"]))
    pos.attack(0, 1)
    assert [e["blocker"] for e in pos.events("block")] == ["ST1-06"]
    assert memory_events(pos) == [("ST1-09", 3, 3)]
    assert pos.memory(0) == 3
    assert pos.battle(1) == [] and pos.trash(1) == ["ST1-06"]
    assert pos.security(1) == ["ST1-02"]
    ok(pos)


def test_st1_09_metalgreymon_on_top_gains_nothing_when_blocked():
    pos = build(Side(battle=[Slot(["ST1-05", "ST1-09"])]), Side(battle=["ST1-06"], security=["ST1-02"]))
    pos.attack(0, 1)
    assert len(pos.events("block")) == 1
    assert memory_events(pos) == []
    assert pos.memory(0) == 0


def test_st1_09_metalgreymon_not_blocked_gains_nothing():
    pos = build(Side(battle=[Slot(["ST1-09", "ST1-10"])]), Side(security=["ST1-02"]))
    pos.attack(0, 1)
    assert memory_events(pos) == []


@covers("ST1-11 main static")
def test_st1_11_wargreymon_security_attack_per_2_digivolution_cards_on_your_turn():
    stacks = [["ST1-11"], ["ST1-02", "ST1-11"], ["ST1-01", "ST1-02", "ST1-11"],
              ["ST1-01", "ST1-02", "ST1-05", "ST1-11"], ["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-11"]]
    pos = build(Side(battle=[Slot(s) for s in stacks]))
    assert [pos.security_attack(0, s) for s in range(1, 6)] == [1, 1, 2, 2, 3]
    pos.set_turn(4, 1)
    assert [pos.security_attack(0, s) for s in range(1, 6)] == [1, 1, 1, 1, 1]


@covers("ST1-12 main static")
def test_st1_12_tai_gives_all_your_digimon_1000_on_your_turn():
    pos = build(Side(battle=[Slot("ST1-12", suspended=True), "ST1-02", Slot(["ST1-01", "ST1-04"])],
                     breeding="ST1-03"), Side(battle=["ST2-02"]))
    assert (pos.dp(0, 2), pos.dp(0, 3)) == (4000, 5000)
    assert pos.dp(0, 0) == 2000                 # not the breeding area
    assert pos.dp(1, 1) == 3000                 # not the opponent's
    pos.set_turn(4, 1)
    assert (pos.dp(0, 2), pos.dp(0, 3)) == (3000, 4000)


def test_st1_12_tai_in_hand_does_nothing():
    pos = build(Side(battle=["ST1-02"], hand=["ST1-12"]))
    assert pos.dp(0, 1) == 3000


TAMERS = ["ST1-12", "ST2-12", "ST3-12", "ST4-14", "ST5-14", "ST6-14"]


@covers(*[f"{c} security security" for c in TAMERS])
@pytest.mark.parametrize("tamer", TAMERS)
def test_tamer_security_effect_plays_it_for_free(tamer):
    pos = build(Side(security=["ST1-02", tamer]), Side(battle=["ST2-05"]), turn=4, current=1, memory=2)
    pos.attack(1, 1)
    assert checks(pos) == [tamer]
    assert pos.battle(0) == [[tamer]]
    assert pos.st.entered[0, 1] == 4
    assert not pos.suspended(0, 1)
    assert pos.trash(0) == [] and pos.security(0) == ["ST1-02"]
    assert pos.memory(1) == 2                   # free
    assert pos.events("battle") == []
    ok(pos)


@covers("ST1-13 main main")
def test_st1_13_shadow_wing_gives_1_digimon_3000_for_the_turn():
    pos = build(Side(battle=["ST1-02", "ST1-04"], hand=["ST1-13"]), memory=3)
    pos.use_option(0, "ST1-13")
    assert pos.memory(0) == 2
    assert (pos.dp(0, 1), pos.dp(0, 2)) == (3000, 7000)
    assert pos.trash(0) == ["ST1-13"]
    pos.expire(3)
    assert pos.dp(0, 2) == 4000
    ok(pos)


@covers("ST1-13 security security")
def test_st1_13_shadow_wing_security_gives_your_digimon_security_attack_until_your_next_turn_ends():
    pos = build(Side(battle=["ST1-02"], hand=["ST1-04"], security=["ST1-13"]), Side(battle=["ST2-04"]),
                turn=3, current=1)
    pos.attack(1, 1)
    assert pos.trash(0) == ["ST1-13"]
    assert pos.security_attack(0, 1) == 2
    assert pos.security_attack(1, 1) == 1       # not the attacker's
    pos.next_turn()                             # turn 4: the defender's next turn
    assert pos.security_attack(0, 1) == 2
    pos.set_memory(0, 5)
    pos.play(0, "ST1-04")                       # a Digimon that enters later gets it too
    assert pos.security_attack(0, 2) == 2
    pos.expire(4)
    assert pos.security_attack(0, 1) == 1 and pos.security_attack(0, 2) == 1
    ok(pos)


@covers("ST1-14 main main")
def test_st1_14_starlight_explosion_until_the_end_of_the_opponents_next_turn():
    pos = build(Side(battle=["ST1-02"], hand=["ST1-14"], security=["ST1-04"]), Side(battle=["ST2-09"]), memory=2)
    pos.use_option(0, "ST1-14")
    assert pos.memory(0) == 0
    assert pos.security_digimon_dp(0, "ST1-04") == 11000
    assert pos.security_digimon_dp(1, "ST1-04") == 4000
    assert pos.dp(0, 1) == 3000                 # Security Digimon only
    pos.next_turn()                             # turn 4, the opponent's
    assert pos.security_digimon_dp(0, "ST1-04") == 11000
    pos.attack(1, 1)                            # Zudomon 7000 loses to Dracomon 4000 + 7000
    assert [(e["attacker_dp"], e["defender_dp"], e["result"]) for e in pos.events("battle")] == \
        [(7000, 11000, "defender_wins")]
    assert pos.battle(1) == []
    pos.expire(4)
    assert pos.security_digimon_dp(0, "ST1-04") == 4000
    ok(pos)


@covers("ST1-14 security security")
def test_st1_14_starlight_explosion_security_for_the_turn():
    pos = build(Side(security=["ST1-04", "ST1-14"]), Side(battle=[Slot(["ST1-07", "ST1-09"])]), turn=3, current=1)
    pos.attack(1, 1)                            # 2 checks: the option, then Dracomon 4000 + 7000
    assert checks(pos) == ["ST1-14", "ST1-04"]
    assert pos.events("battle")[0]["defender_dp"] == 11000
    assert pos.battle(1) == []
    pos.expire(3)
    assert pos.security_digimon_dp(0, "ST1-04") == 4000
    ok(pos)


@covers("ST1-15 main main")
def test_st1_15_giga_destroyer_deletes_up_to_2_with_4000_dp_or_less():
    pos = build(Side(battle=["ST1-02"], hand=["ST1-15"]),
                Side(battle=["ST2-02", "ST2-05", "ST2-04", "ST2-03"]), memory=6)
    pos.use_option(0, "ST1-15")
    assert pos.memory(0) == 0
    assert pos.battle(1) == [["ST2-05"], ["ST2-03"]]
    assert sorted(pos.trash(1)) == ["ST2-02", "ST2-04"]
    assert sorted(d[0] for d in deletions(pos)) == ["ST2-02", "ST2-04"]
    assert all(d[2] == "effect" for d in deletions(pos))
    ok(pos)


def test_st1_15_giga_destroyer_without_a_target_deletes_nothing():
    pos = build(Side(battle=["ST1-02"], hand=["ST1-15"]), Side(battle=["ST2-05", Slot(["ST2-03", "ST2-09"])]),
                memory=6)
    pos.use_option(0, "ST1-15")
    assert pos.battle(1) == [["ST2-05"], ["ST2-03", "ST2-09"]]
    assert pos.trash(0) == ["ST1-15"] and pos.memory(0) == 0
    ok(pos)


@covers("ST1-15 security security")
def test_st1_15_giga_destroyer_security_deletes_the_attacker():
    pos = build(Side(security=["ST1-02", "ST1-15"]), Side(battle=["ST2-04", "ST2-05", "ST2-02"]),
                turn=3, current=1)
    pos.attack(1, 1)
    assert pos.battle(1) == [["ST2-05"]]
    assert sorted(pos.trash(1)) == ["ST2-02", "ST2-04"]
    assert checks(pos) == ["ST1-15"] and pos.events("battle") == []
    assert pos.trash(0) == ["ST1-15"] and pos.security(0) == ["ST1-02"]
    ok(pos)


@covers("ST1-16 main main")
def test_st1_16_gaia_force_deletes_1_digimon():
    pos = build(Side(battle=["ST1-02"], hand=["ST1-16"]), Side(battle=["ST2-02", Slot(["ST2-05", "ST2-10"])]),
                memory=8)
    pos.use_option(0, "ST1-16")
    assert pos.battle(1) == [["ST2-02"]]
    assert pos.trash(1) == ["ST2-05", "ST2-10"]
    assert pos.memory(0) == 0
    ok(pos)


@covers("ST1-16 security security")
def test_st1_16_gaia_force_security_deletes_the_attacker_and_ends_its_checks():
    pos = build(Side(security=["ST1-02", "ST1-16"]), Side(battle=[Slot(["ST1-07", "ST1-09"])]), turn=3, current=1)
    pos.attack(1, 1)
    assert pos.battle(1) == []
    assert checks(pos) == ["ST1-16"]            # Security A. +1, but the attacker is gone
    assert pos.security(0) == ["ST1-02"]
    assert deletions(pos) == [("ST1-09", 1, "effect")]
    ok(pos)


# --- ST2 ----------------------------------------------------------------------------------------------------

@covers("ST2-01 inherited static")
def test_st2_01_tsunomon_1000_when_battling_a_digimon_without_digivolution_cards():
    pos = build(Side(battle=[Slot(["ST2-01", "ST2-03"])]), Side(battle=[Slot("ST1-03", suspended=True)]))
    assert pos.dp(0, 1) == 2000                 # not battling
    pos.attack(0, 1, 1)
    assert [(e["attacker_dp"], e["result"]) for e in pos.events("battle")] == [(3000, "attacker_wins")]
    assert pos.battle(0) == [["ST2-01", "ST2-03"]] and pos.battle(1) == []
    ok(pos)


def test_st2_01_tsunomon_nothing_against_a_digimon_with_digivolution_cards():
    pos = build(Side(battle=[Slot(["ST2-01", "ST2-03"])]), Side(battle=[Slot(["ST1-01", "ST1-03"], suspended=True)]))
    pos.attack(0, 1, 1)
    assert [(e["attacker_dp"], e["result"]) for e in pos.events("battle")] == [(2000, "both_deleted")]
    ok(pos)


def test_st2_01_tsunomon_nothing_on_the_opponents_turn():
    pos = build(Side(battle=[Slot(["ST2-01", "ST2-03"], suspended=True)]), Side(battle=["ST1-03"]),
                turn=4, current=1)
    pos.attack(1, 1, 1)
    assert [(e["defender_dp"], e["result"]) for e in pos.events("battle")] == [(2000, "both_deleted")]
    ok(pos)


@covers("ST2-03 inherited when_attacking")
def test_st2_03_gabumon_trashes_the_bottom_card_of_a_level_5_or_lower_digimon():
    pos = build(Side(battle=[Slot(["ST2-03", "ST2-05"])]),
                Side(battle=[Slot(["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10"]),
                             Slot(["ST1-01", "ST1-02", "ST1-05"])],
                     security=["ST1-02"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10"], ["ST1-02", "ST1-05"]]
    assert pos.trash(1) == ["ST1-01", "ST1-02"]  # the bottom card, then the checked Biyomon
    ok(pos)


def test_st2_03_gabumon_no_level_5_or_lower_target():
    lv6 = ["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10"]
    pos = build(Side(battle=[Slot(["ST2-03", "ST2-05"])]), Side(battle=[Slot(lv6)], security=["ST1-02"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [lv6]
    # on top, Gabumon's inherited effect does nothing
    pos = build(Side(battle=["ST2-03"]), Side(battle=[Slot(["ST1-01", "ST1-05"])], security=["ST1-02"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [["ST1-01", "ST1-05"]]


@covers("ST2-06 inherited when_attacking")
def test_st2_06_garurumon_trashes_the_bottom_card_of_any_level():
    pos = build(Side(battle=[Slot(["ST2-06", "ST2-10"])]),
                Side(battle=[Slot(["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10"])], security=["ST1-02"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [["ST1-02", "ST1-05", "ST1-08", "ST1-10"]]
    assert pos.trash(1) == ["ST1-01", "ST1-02"]
    ok(pos)


@covers("ST2-08 inherited static")
def test_st2_08_weregarurumon_security_attack_while_the_opponent_has_a_bare_digimon():
    stack = Slot(["ST2-08", "ST2-10"])
    assert build(Side(battle=[stack, "ST2-08"]), Side(battle=["ST1-02"])).security_attack(0, 1) == 2
    pos = build(Side(battle=[stack, "ST2-08"]), Side(battle=["ST1-02"]))
    assert pos.security_attack(0, 2) == 1       # on top: nothing
    pos.set_turn(4, 1)
    assert pos.security_attack(0, 1) == 1       # [Your Turn]
    assert build(Side(battle=[stack]), Side(battle=[Slot(["ST1-01", "ST1-02"])])).security_attack(0, 1) == 1
    assert build(Side(battle=[stack]), Side()).security_attack(0, 1) == 1
    assert build(Side(battle=[stack]), Side(breeding="ST1-02")).security_attack(0, 1) == 1
    assert build(Side(battle=[stack]), Side(battle=["ST1-12"])).security_attack(0, 1) == 1   # a Tamer


@covers("ST2-09 main when_digivolving")
def test_st2_09_zudomon_trashes_2_bottom_digivolution_cards():
    pos = build(Side(battle=[Slot(["ST2-01", "ST2-03", "ST2-06"])], hand=["ST2-09"], deck=["ST2-02"]),
                Side(battle=[Slot(["ST1-01", "ST1-02", "ST1-05", "ST1-08"]), "ST1-04"]), memory=3)
    pos.digivolve(0, "ST2-09", 1)
    assert pos.battle(1) == [["ST1-05", "ST1-08"], ["ST1-04"]]
    assert pos.trash(1) == ["ST1-01", "ST1-02"]
    ok(pos)


def test_st2_09_zudomon_one_digivolution_card_and_the_breeding_area():
    pos = build(Side(battle=[Slot(["ST2-01", "ST2-03", "ST2-06"])], hand=["ST2-09"], deck=["ST2-02"]),
                Side(battle=[Slot(["ST1-01", "ST1-05"])]), memory=3)
    pos.digivolve(0, "ST2-09", 1)
    assert pos.battle(1) == [["ST1-05"]]
    pos = build(Side(breeding=Slot(["ST2-01", "ST2-03", "ST2-06"]), hand=["ST2-09"], deck=["ST2-02"]),
                Side(battle=[Slot(["ST1-01", "ST1-02", "ST1-05"])]), memory=3)
    pos.digivolve(0, "ST2-09", 0)
    assert pos.battle(1) == [["ST1-01", "ST1-02", "ST1-05"]]


@covers("ST2-11 main when_attacking")
def test_st2_11_metalgarurumon_unsuspends_once_per_turn():
    pos = build(Side(battle=["ST2-11"]), Side(security=["ST1-02", "ST1-04", "ST2-02", "ST2-04"]))
    pos.attack(0, 1)
    assert not pos.suspended(0, 1)
    pos.attack(0, 1)
    assert pos.suspended(0, 1)                  # once per turn
    assert len(pos.security(1)) == 2
    pos.next_turn()
    pos.next_turn()                             # its next turn: used again
    pos.st.susp[0, 1] = 0
    pos.attack(0, 1)
    assert not pos.suspended(0, 1)
    ok(pos)


@covers("ST2-12 main start_of_your_turn")
def test_st2_12_matt_gains_1_memory_at_the_start_of_your_turn():
    pos = build(Side(battle=["ST2-12"], deck=["ST1-15"]), Side(battle=["ST1-02"]), memory=2)
    pos.play_turn()
    assert memory_events(pos) == [("ST2-12", 1, 3)]
    k = kinds(pos)
    assert k.index("memory") < k.index("draw")  # before the draw phase
    assert pos.memory(0) == -3                  # it then passed
    ok(pos)


@pytest.mark.parametrize("opponent", [Side(battle=[Slot(["ST1-01", "ST1-02"])]), Side(breeding="ST1-02"), Side()])
def test_st2_12_matt_no_memory_without_an_opponents_bare_digimon(opponent):
    pos = build(Side(battle=["ST2-12"], deck=["ST1-15"]), opponent, memory=2)
    pos.play_turn()
    assert memory_events(pos) == []
    ok(pos)


@covers("ST2-13 main main")
@pytest.mark.parametrize("p", [0, 1])
def test_st2_13_hammer_spark_gains_1_memory(p):
    sides = [Side(), Side()]
    sides[p] = Side(battle=["ST2-02"], hand=["ST2-13"])
    pos = build(*sides, current=p, memory=2)
    pos.use_option(p, "ST2-13")
    assert pos.memory(p) == 3
    assert memory_events(pos) == [("ST2-13", 1, 3 if p == 0 else -3)]
    ok(pos)


@covers("ST2-13 security security")
def test_st2_13_hammer_spark_security_gain_lowers_the_attackers_memory():
    pos = build(Side(battle=["ST1-03"]), Side(security=["ST1-02", "ST2-13"]), memory=3)
    pos.attack(0, 1)
    assert pos.memory(1) == -1 and pos.memory(0) == 1
    assert pos.trash(1) == ["ST2-13"]
    ok(pos)


def test_case9_defenders_security_memory_ends_the_attackers_turn():
    pos = build(Side(battle=["ST1-03"]), Side(security=["ST1-02", "ST2-13"]), memory=1)
    pos.main_phase(0)
    assert pos.memory(0) == -1
    assert kinds(pos).count("attack") == 1
    assert "pass" not in kinds(pos)             # the turn ended by memory, not by passing
    assert kinds(pos)[-1] == "turn_end"
    ok(pos)


@covers("ST2-14 main main")
def test_st2_14_sorrow_blue_bare_digimon_cant_attack_or_block_until_the_opponents_next_turn_ends():
    pos = build(Side(battle=["ST2-02"], hand=["ST2-14"]), Side(battle=["ST2-07", Slot(["ST1-01", "ST1-06"])]),
                memory=2)
    pos.use_option(0, "ST2-14")
    assert not pos.can_block(1, 1)
    assert pos.can_block(1, 2)                  # has a digivolution card: not a target
    pos.next_turn()
    assert not pos.can_attack(1, 1) and pos.can_attack(1, 2)
    pos.expire(4)
    assert pos.can_block(1, 1)
    pos.set_turn(6, 1)
    assert pos.can_attack(1, 1)
    ok(pos)


def test_st2_14_sorrow_blue_without_a_bare_target():
    pos = build(Side(battle=["ST2-02"], hand=["ST2-14"]), Side(battle=[Slot(["ST1-01", "ST1-06"])]), memory=2)
    pos.use_option(0, "ST2-14")
    assert pos.mods() == 0 and pos.can_block(1, 1)


@covers("ST2-14 security security")
def test_st2_14_sorrow_blue_security_until_the_end_of_the_defenders_next_turn():
    pos = build(Side(battle=["ST1-06", Slot(["ST1-01", "ST1-06"])]), Side(security=["ST1-02", "ST2-14"]), memory=5)
    pos.attack(0, 1)
    pos.st.susp[0, 1] = 0
    assert not pos.can_block(0, 1)
    pos.next_turn()                             # turn 4, the defender's
    assert not pos.can_block(0, 1) and pos.can_block(0, 2)
    pos.next_turn()                             # turn 5: over
    assert pos.can_block(0, 1) and pos.can_attack(0, 1)
    ok(pos)


@covers("ST2-15 main main")
def test_st2_15_kaiser_nail_plays_a_digivolution_card_as_another_digimon():
    pos = build(Side(battle=[Slot(["ST2-01", "ST2-03", "ST2-06", "ST2-08"])], hand=["ST2-15"]), memory=4)
    pos.use_option(0, "ST2-15")
    assert pos.battle(0) == [["ST2-01", "ST2-03", "ST2-08"], ["ST2-06"]]
    assert pos.st.entered[0, 2] == 3
    assert pos.memory(0) == 0 and pos.trash(0) == ["ST2-15"]
    ok(pos)


def test_st2_15_kaiser_nail_a_digi_egg_is_no_digimon_card():
    pos = build(Side(battle=[Slot(["ST2-01", "ST2-08"])], hand=["ST2-15"]), memory=4)
    pos.use_option(0, "ST2-15")
    assert pos.battle(0) == [["ST2-01", "ST2-08"]]


@covers("ST2-15 security security")
def test_st2_15_kaiser_nail_security():
    pos = build(Side(battle=[Slot(["ST2-03", "ST2-05"])], security=["ST2-15"]), Side(battle=["ST1-02"]),
                turn=4, current=1)
    pos.attack(1, 1)
    assert pos.battle(0) == [["ST2-05"], ["ST2-03"]]
    assert pos.trash(0) == ["ST2-15"]
    ok(pos)


@covers("ST2-16 main main")
def test_st2_16_cocytus_breath_returns_the_top_card_to_hand_and_trashes_the_rest():
    pos = build(Side(battle=["ST2-02"], hand=["ST2-16"]), Side(battle=[Slot(["ST1-01", "ST1-02", "ST1-05"])]),
                memory=7)
    pos.use_option(0, "ST2-16")
    assert pos.battle(1) == [] and pos.hand(1) == ["ST1-05"] and pos.trash(1) == ["ST1-01", "ST1-02"]
    assert deletions(pos) == []
    ok(pos)


@covers("ST2-16 security security")
def test_st2_16_cocytus_breath_security_bounces_the_attacker():
    pos = build(Side(security=["ST2-16"]), Side(battle=[Slot(["ST1-03", "ST1-07"])]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.battle(1) == [] and pos.hand(1) == ["ST1-07"] and pos.trash(1) == ["ST1-03"]
    assert pos.trash(0) == ["ST2-16"] and pos.events("battle") == []
    ok(pos)


# --- ST3 ----------------------------------------------------------------------------------------------------

@covers("ST3-01 inherited opponent_deleted_by_dp", "ST3-14 main main")
def test_st3_01_tokomon_1000_for_the_turn_once_when_an_opponents_digimon_drops_to_0():
    pos = build(Side(battle=[Slot(["ST3-01", "ST3-02"])], hand=["ST3-14", "ST3-14"]),
                Side(battle=["ST1-03", "ST2-03", "ST1-05"]), memory=4)
    pos.use_option(0, "ST3-14")
    assert deletions(pos) == [("ST1-03", 1, "rule")]
    assert pos.dp(0, 1) == 4000
    pos.use_option(0, "ST3-14")
    assert [d[0] for d in deletions(pos)] == ["ST1-03", "ST2-03"]
    assert pos.dp(0, 1) == 4000                 # once per turn
    assert pos.battle(1) == [["ST1-05"]]
    pos.expire(3)
    assert pos.dp(0, 1) == 3000
    ok(pos)


def test_st3_01_tokomon_nothing_for_a_battle_deletion():
    pos = build(Side(battle=[Slot(["ST3-01", "ST3-07"])]), Side(battle=[Slot("ST1-03", suspended=True)]), memory=5)
    pos.attack(0, 1, 1)
    assert deletions(pos) == [("ST1-03", 1, "battle")]
    assert pos.dp(0, 1) == 6000


def test_st3_01_tokomon_nothing_on_the_opponents_turn():
    pos = build(Side(battle=[Slot(["ST3-01", "ST3-02"])], security=["ST3-16"]),
                Side(battle=[Slot(["ST1-07", "ST1-09"])]), turn=4, current=1)
    pos.attack(1, 1)
    assert deletions(pos) == [("ST1-09", 1, "rule")]
    assert pos.effects("ST3-01") == []
    pos.set_turn(5, 0)
    assert pos.dp(0, 1) == 3000
    ok(pos)


@covers("ST3-04 inherited opponent_deleted_by_dp")
def test_st3_04_patamon_gains_1_memory_once_per_turn():
    pos = build(Side(battle=[Slot(["ST3-04", "ST3-06"])], hand=["ST3-14", "ST3-14"]),
                Side(battle=["ST1-03", "ST2-03"]), memory=4)
    pos.use_option(0, "ST3-14")
    assert pos.memory(0) == 3
    pos.use_option(0, "ST3-14")
    assert pos.memory(0) == 1
    assert memory_events(pos) == [("ST3-04", 1, 3)]
    assert pos.battle(1) == []
    ok(pos)


@covers("ST3-05 inherited when_attacking")
def test_st3_05_angemon_gains_1_memory_with_4_or_more_security_cards():
    pos = build(Side(battle=[Slot(["ST3-05", "ST3-10"])], security=["ST3-02"] * 4), Side(security=["ST1-02"]))
    pos.attack(0, 1)
    assert memory_events(pos) == [("ST3-05", 1, 1)]
    pos = build(Side(battle=[Slot(["ST3-05", "ST3-10"])], security=["ST3-02"] * 3), Side(security=["ST1-02"]))
    pos.attack(0, 1)
    assert memory_events(pos) == []
    pos = build(Side(battle=["ST3-05"], security=["ST3-02"] * 4), Side(security=["ST1-02"]))
    pos.attack(0, 1)
    assert memory_events(pos) == []             # on top: nothing


@covers("ST3-08 inherited when_attacking")
def test_st3_08_magnaangemon_gives_1_opponents_digimon_minus_1000_for_the_turn():
    pos = build(Side(battle=[Slot(["ST3-08", "ST3-10"])]), Side(battle=["ST1-02"], security=["ST1-04"]))
    pos.attack(0, 1)
    assert pos.dp(1, 1) == 2000
    pos.expire(3)
    assert pos.dp(1, 1) == 3000
    ok(pos)


def test_case16_dp_reduced_to_0_deleted_by_the_rule_check_after_the_effect():
    pos = build(Side(battle=[Slot(["ST3-08", "ST3-10"])]), Side(battle=["ST5-03"], security=["ST1-04"]))
    pos.attack(0, 1)
    assert deletions(pos) == [("ST5-03", 1, "rule")]
    k = kinds(pos)
    assert k.index("effect") < k.index("delete") < k.index("security_check")
    assert pos.battle(1) == [] and pos.trash(1) == ["ST5-03", "ST1-04"]
    ok(pos)


@covers("ST3-09 main when_digivolving")
def test_st3_09_angewomon_recovery_with_3_or_fewer_security_cards():
    pos = build(Side(battle=[Slot(["ST3-02", "ST3-06"])], hand=["ST3-09"], deck=["ST3-03", "ST3-02"],
                     security=["ST3-10"] * 3), memory=3)
    pos.digivolve(0, "ST3-09", 1)
    assert pos.hand(0) == ["ST3-02"]            # the digivolution draw comes first
    assert pos.security(0) == ["ST3-10"] * 3 + ["ST3-03"]
    assert pos.deck(0) == []
    ok(pos)


def test_st3_09_angewomon_no_recovery_with_4_security_cards():
    pos = build(Side(battle=[Slot(["ST3-02", "ST3-06"])], hand=["ST3-09"], deck=["ST3-03", "ST3-02"],
                     security=["ST3-10"] * 4), memory=3)
    pos.digivolve(0, "ST3-09", 1)
    assert pos.security(0) == ["ST3-10"] * 4 and pos.deck(0) == ["ST3-03"]


@covers("ST3-11 main when_attacking")
def test_st3_11_seraphimon_gives_minus_4000_for_the_turn():
    pos = build(Side(battle=["ST3-11"]), Side(battle=["ST1-10"], security=["ST1-04"]))
    pos.attack(0, 1)
    assert pos.dp(1, 1) == 8000
    pos.expire(3)
    assert pos.dp(1, 1) == 12000
    # with a Digimon the cut deletes, that one is chosen
    pos = build(Side(battle=["ST3-11"]), Side(battle=["ST1-10", "ST1-02"], security=["ST1-04"]))
    pos.attack(0, 1)
    assert deletions(pos) == [("ST1-02", 1, "rule")] and pos.dp(1, 1) == 12000
    ok(pos)


@covers("ST3-12 main static")
def test_st3_12_tk_gives_security_digimon_2000_on_the_opponents_turn():
    pos = build(Side(battle=["ST3-12", "ST3-02"], security=["ST3-02"]), Side(battle=["ST1-07"]), turn=4, current=1)
    assert pos.security_digimon_dp(0, "ST3-02") == 5000
    assert pos.dp(0, 2) == 3000                 # Security Digimon only
    pos.attack(1, 1)                            # Greymon 4000 loses to Salamon 3000 + 2000
    assert [(e["defender_dp"], e["result"]) for e in pos.events("battle")] == [(5000, "defender_wins")]
    pos.set_turn(5, 0)
    assert pos.security_digimon_dp(0, "ST3-02") == 3000
    ok(pos)


@covers("ST3-13 main main")
def test_st3_13_heavens_gate_gives_1_digimon_3000_for_the_turn():
    pos = build(Side(battle=["ST3-02", "ST3-03"], hand=["ST3-13"]), memory=1)
    pos.use_option(0, "ST3-13")
    assert (pos.dp(0, 1), pos.dp(0, 2)) == (3000, 7000)
    pos.expire(3)
    assert pos.dp(0, 2) == 4000
    ok(pos)


@covers("ST3-13 security security")
def test_st3_13_heavens_gate_security_5000_to_digimon_and_security_digimon_then_to_hand():
    pos = build(Side(battle=["ST3-03"], security=["ST3-02", "ST3-13"]), Side(battle=[Slot(["ST1-07", "ST1-09"])]),
                turn=3, current=1)
    pos.attack(1, 1)
    assert checks(pos) == ["ST3-13", "ST3-02"]
    assert pos.events("battle")[0]["defender_dp"] == 8000
    assert pos.battle(1) == []
    assert pos.hand(0) == ["ST3-13"] and pos.trash(0) == ["ST3-02"]
    assert pos.dp(0, 1) == 9000
    pos.expire(3)
    assert pos.dp(0, 1) == 4000
    ok(pos)


@covers("ST3-14 security security")
def test_st3_14_heavens_charm_security_goes_to_hand():
    pos = build(Side(security=["ST3-02", "ST3-14"]), Side(battle=["ST1-05"]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.hand(0) == ["ST3-14"] and pos.trash(0) == [] and pos.security(0) == ["ST3-02"]
    ok(pos)


@covers("ST3-15 main main")
def test_st3_15_holy_flame_security_attack_minus_3_until_the_opponents_next_turn_ends_case2():
    pos = build(Side(battle=["ST3-02"], hand=["ST3-15"], deck=["ST3-03"]),
                Side(battle=[Slot(["ST1-07", "ST1-09"]), "ST1-03"]), memory=2)
    pos.use_option(0, "ST3-15")
    assert pos.security_attack(1, 1) == -1 and pos.security_attack(1, 2) == 1
    pos.next_turn()
    assert pos.security_attack(1, 1) == -1
    pos.attack(1, 1)                            # 0 security, no check to perform: no win (§14 case 2)
    assert not pos.over()
    assert checks(pos) == []
    pos.expire(4)
    assert pos.security_attack(1, 1) == 2
    ok(pos)


def test_st3_15_holy_flame_no_check_against_remaining_security():
    pos = build(Side(battle=["ST3-02"], hand=["ST3-15"], security=["ST3-03"]),
                Side(battle=[Slot(["ST1-07", "ST1-09"])]), memory=2)
    pos.use_option(0, "ST3-15")
    pos.next_turn()
    pos.attack(1, 1)
    assert pos.security(0) == ["ST3-03"] and checks(pos) == []
    ok(pos)


@covers("ST3-15 security security")
def test_st3_15_holy_flame_security_minus_1_for_the_turn_case2():
    pos = build(Side(security=["ST3-15"]), Side(battle=["ST1-03", "ST1-04"]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.security_attack(1, 1) == 0 and pos.security_attack(1, 2) == 0
    pos.attack(1, 2)                            # 0 security but Security A. -1: no win
    assert not pos.over()
    pos.expire(4)
    assert pos.security_attack(1, 2) == 1
    ok(pos)


def test_st3_15_holy_flame_security_cuts_the_remaining_checks_of_the_attack():
    # Security A. +1 attacker: 2 checks due; the first check gives it Security A. -1, so it may check only 1.
    pos = build(Side(security=["ST3-02", "ST3-15"]), Side(battle=[Slot(["ST1-07", "ST1-09"])]), turn=4, current=1)
    pos.attack(1, 1)
    assert checks(pos) == ["ST3-15"]
    assert pos.security(0) == ["ST3-02"]
    ok(pos)


@covers("ST3-16 main main")
def test_st3_16_seven_heavens_minus_10000_for_the_turn():
    pos = build(Side(battle=["ST3-02"], hand=["ST3-16"]), Side(battle=["ST1-10"]), memory=7)
    pos.use_option(0, "ST3-16")
    assert pos.dp(1, 1) == 2000
    pos.expire(3)
    assert pos.dp(1, 1) == 12000
    ok(pos)


@covers("ST3-16 security security")
def test_st3_16_seven_heavens_security_deletes_the_attacker_at_0_dp():
    pos = build(Side(security=["ST3-02", "ST3-16"]), Side(battle=[Slot(["ST1-07", "ST1-09"])]), turn=4, current=1)
    pos.attack(1, 1)
    assert deletions(pos) == [("ST1-09", 1, "rule")]
    assert checks(pos) == ["ST3-16"] and pos.security(0) == ["ST3-02"]
    ok(pos)


# --- ST4 ----------------------------------------------------------------------------------------------------

@covers("ST4-01 inherited static")
def test_st4_01_motimon_1000_at_level_6_on_your_turn():
    pos = build(Side(battle=[Slot(["ST4-01", "ST4-03", "ST4-06", "ST4-09", "ST4-12"]),
                             Slot(["ST4-01", "ST4-03", "ST4-06", "ST4-09"])]))
    assert (pos.dp(0, 1), pos.dp(0, 2)) == (12000, 7000)
    pos.set_turn(4, 1)
    assert pos.dp(0, 1) == 11000


@covers("ST4-03 main on_play")
def test_st4_03_tentomon_adds_a_green_digimon_from_the_top():
    pos = build(Side(battle=["ST4-02"], hand=["ST4-03"], deck=["ST1-02", "ST4-02"]), memory=3)
    pos.play(0, "ST4-03")
    assert pos.hand(0) == ["ST4-02"] and pos.deck(0) == ["ST1-02"]
    ok(pos)


@pytest.mark.parametrize("top", ["ST4-15", "ST1-02"])
def test_st4_03_tentomon_otherwise_the_card_goes_to_the_bottom(top):
    pos = build(Side(hand=["ST4-03"], deck=["ST4-02", top]), memory=3)
    pos.play(0, "ST4-03")
    assert pos.hand(0) == [] and pos.deck(0) == [top, "ST4-02"]
    ok(pos)


def test_st4_03_tentomon_moved_out_of_the_breeding_area_is_no_play():
    pos = build(Side(breeding="ST4-03", deck=["ST1-02", "ST4-02"]))
    E.breeding_phase(pos.st, pos.tb, np.int32(0))
    assert pos.battle(0) == [["ST4-03"]]
    assert pos.hand(0) == [] and pos.deck(0) == ["ST1-02", "ST4-02"]


@covers("ST4-04 inherited when_attacking", "ST4-06 inherited when_attacking")
@pytest.mark.parametrize("under", ["ST4-04", "ST4-06"])
def test_st4_04_06_palmon_togemon_2000_when_attacking_a_digimon(under):
    pos = build(Side(battle=[Slot([under, "ST4-07"])]), Side(battle=[Slot("ST2-09", suspended=True)]))
    pos.attack(0, 1, 1)
    assert [(e["attacker_dp"], e["result"]) for e in pos.events("battle")] == [(8000, "attacker_wins")]
    pos.expire(3)
    assert pos.dp(0, 1) == 6000
    ok(pos)
    pos = build(Side(battle=[Slot([under, "ST4-07"])]), Side(security=["ST1-02"]))
    pos.attack(0, 1)                            # attacking the player: nothing
    assert pos.mods() == 0 and pos.dp(0, 1) == 6000


@covers("ST4-10 main when_digivolving")
def test_st4_10_lillymon_adds_a_level_6_from_the_top_5():
    rest = ["ST4-02", "ST4-15", "ST4-07", "ST4-09"]
    pos = build(Side(battle=[Slot(["ST4-01", "ST4-04", "ST4-06"])], hand=["ST4-10"],
                     deck=["ST4-05", "ST4-02", "ST4-12", "ST4-15", "ST4-07", "ST4-09", "ST4-03"]), memory=3)
    pos.digivolve(0, "ST4-10", 1)
    assert sorted(pos.hand(0)) == ["ST4-03", "ST4-12"]
    assert sorted(pos.deck(0)[:4]) == sorted(rest) and pos.deck(0)[4] == "ST4-05"
    ok(pos)


def test_st4_10_lillymon_a_level_6_sixth_from_the_top_is_not_revealed():
    pos = build(Side(battle=[Slot(["ST4-01", "ST4-04", "ST4-06"])], hand=["ST4-10"],
                     deck=["ST4-12", "ST4-02", "ST4-15", "ST4-07", "ST4-09", "ST4-05", "ST4-03"]), memory=3)
    pos.digivolve(0, "ST4-10", 1)
    assert pos.hand(0) == ["ST4-03"]
    assert pos.deck(0)[-1] == "ST4-12" and len(pos.deck(0)) == 6
    ok(pos)


@covers("ST4-11 inherited deletes_in_battle")
def test_st4_11_megakabuterimon_trashes_the_top_security_card_once_per_turn():
    pos = build(Side(battle=[Slot(["ST4-11", "ST4-12"])]),
                Side(battle=[Slot("ST1-05", suspended=True), Slot("ST1-06", suspended=True)],
                     security=["ST1-02", "ST1-04"]))
    pos.attack(0, 1, 1)
    assert pos.security(1) == ["ST1-02"] and pos.trash(1) == ["ST1-05", "ST1-04"]
    pos.st.susp[0, 1] = 0
    pos.attack(0, 1, 1)
    assert pos.battle(1) == [] and pos.security(1) == ["ST1-02"]   # once per turn
    ok(pos)


def test_st4_11_megakabuterimon_nothing_if_it_does_not_survive_or_on_the_opponents_turn():
    pos = build(Side(battle=[Slot(["ST4-11", "ST4-12"])]),
                Side(battle=[Slot("ST4-12", suspended=True)], security=["ST1-02"]))
    pos.attack(0, 1, 1)
    assert pos.battle(0) == [] and pos.security(1) == ["ST1-02"]
    pos = build(Side(battle=[Slot(["ST4-11", "ST4-12"], suspended=True)]),
                Side(battle=["ST1-05"], security=["ST1-02"]), turn=4, current=1)
    pos.attack(1, 1, 1)
    assert pos.battle(1) == [] and pos.security(1) == ["ST1-02"]
    ok(pos)


@covers("ST4-12 main when_digivolving")
def test_st4_12_rosemon_1_digimon_cant_attack_or_block_until_the_end_of_its_owners_next_turn():
    pos = build(Side(battle=[Slot(["ST4-01", "ST4-04", "ST4-06", "ST4-09"])], hand=["ST4-12"], deck=["ST4-02"]),
                Side(battle=["ST4-08"]), memory=3)
    pos.digivolve(0, "ST4-12", 1)
    assert not pos.can_block(1, 1)
    pos.next_turn()
    assert not pos.can_attack(1, 1)
    pos.expire(4)
    assert pos.can_attack(1, 1) and pos.can_block(1, 1)
    ok(pos)


@covers("ST4-13 main static")
def test_st4_13_herculeskabuterimon_piercing_checks_after_winning_a_battle():
    pos = build(Side(battle=["ST4-13"]), Side(battle=[Slot("ST1-05", suspended=True)], security=["ST1-02", "ST1-04"]))
    pos.attack(0, 1, 1)
    assert kinds(pos)[:4] == ["attack", "battle", "delete", "security_check"]
    assert checks(pos) == ["ST1-04"] and pos.security(1) == ["ST1-02"]
    ok(pos)


def test_st4_13_no_piercing_check_after_a_tie_or_from_under():
    pos = build(Side(battle=["ST4-13"]), Side(battle=[Slot("ST4-13", suspended=True)], security=["ST1-02"]))
    pos.attack(0, 1, 1)
    assert checks(pos) == [] and pos.security(1) == ["ST1-02"]
    pos = build(Side(battle=[Slot(["ST4-13", "ST4-12"])]),
                Side(battle=[Slot("ST1-05", suspended=True)], security=["ST1-02"]))
    pos.attack(0, 1, 1)
    assert pos.battle(1) == [] and checks(pos) == []


@covers("ST4-13 main activated", "ST4-14 main opponent_suspended")
def test_st4_13_digi_burst_2_suspends_1_opponents_digimon_and_izzy_gains_memory():
    pos = build(Side(battle=[Slot(["ST4-01", "ST4-03", "ST4-06", "ST4-09", "ST4-13"]), "ST4-14",
                             Slot(["ST4-01", "ST4-13"])]),
                Side(battle=["ST1-05"]), memory=2)
    assert not pos.activatable(0, 3)            # needs 2 digivolution cards
    pos.activate(0, 1)
    assert pos.stack(0, 1) == ["ST4-01", "ST4-03", "ST4-13"]
    assert sorted(pos.trash(0)) == ["ST4-06", "ST4-09"]
    assert pos.suspended(1, 1)
    assert pos.suspended(0, 2)                  # Izzy paid with itself
    assert memory_events(pos) == [("ST4-14", 1, 3)]
    ok(pos)


@covers("ST4-15 main main")
def test_st4_15_needle_spray_suspends_1_digimon_and_izzy_gains_1_memory():
    pos = build(Side(battle=["ST4-14", "ST4-02"], hand=["ST4-15"]), Side(battle=["ST1-05", "ST1-06"]), memory=4)
    pos.use_option(0, "ST4-15")
    assert pos.suspended(1, 2) and not pos.suspended(1, 1)   # the stronger one
    assert pos.memory(0) == 3 and pos.suspended(0, 1)
    assert memory_events(pos) == [("ST4-14", 1, 3)]
    ok(pos)


def test_st4_14_izzy_already_suspended_gains_nothing():
    pos = build(Side(battle=[Slot("ST4-14", suspended=True), "ST4-02"], hand=["ST4-15"]), Side(battle=["ST1-05"]),
                memory=4)
    pos.use_option(0, "ST4-15")
    assert pos.suspended(1, 1)
    assert pos.memory(0) == 2 and memory_events(pos) == []
    ok(pos)


def test_st4_14_izzy_nothing_on_the_opponents_turn():
    pos = build(Side(battle=["ST4-14"], security=["ST1-02"]), Side(battle=["ST1-05"]), turn=4, current=1, memory=2)
    pos.attack(1, 1)
    assert not pos.suspended(0, 1) and memory_events(pos) == []
    ok(pos)


@covers("ST4-15 security security")
def test_st4_15_needle_spray_security_suspends_then_goes_to_hand():
    pos = build(Side(security=["ST4-15"]), Side(battle=["ST1-05", "ST1-06"]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.suspended(1, 2)
    assert pos.hand(0) == ["ST4-15"] and pos.trash(0) == []
    ok(pos)


@covers("ST4-16 main main")
def test_st4_16_electro_shocker_returns_a_suspended_digimon():
    pos = build(Side(battle=["ST4-02"], hand=["ST4-16"]),
                Side(battle=["ST1-10", Slot(["ST1-01", "ST1-05"], suspended=True)]), memory=5)
    pos.use_option(0, "ST4-16")
    assert pos.battle(1) == [["ST1-10"]] and pos.hand(1) == ["ST1-05"] and pos.trash(1) == ["ST1-01"]
    ok(pos)


def test_st4_16_electro_shocker_no_suspended_target():
    pos = build(Side(battle=["ST4-02"], hand=["ST4-16"]), Side(battle=["ST1-10"]), memory=5)
    pos.use_option(0, "ST4-16")
    assert pos.battle(1) == [["ST1-10"]] and pos.hand(1) == []


@covers("ST4-16 security security")
def test_st4_16_electro_shocker_security_returns_the_attacker():
    pos = build(Side(security=["ST4-16"]), Side(battle=[Slot(["ST1-03", "ST1-07"])]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.battle(1) == [] and pos.hand(1) == ["ST1-07"] and pos.trash(1) == ["ST1-03"]
    ok(pos)


def test_st4_14_izzy_in_hand_does_nothing():
    pos = build(Side(battle=["ST4-02"], hand=["ST4-15", "ST4-14"]), Side(battle=["ST1-05"]), memory=2)
    pos.use_option(0, "ST4-15")                 # Izzy in hand: nothing
    assert pos.memory(0) == 0 and memory_events(pos) == []


# --- ST5 ----------------------------------------------------------------------------------------------------

@covers("ST5-01 inherited static")
def test_st5_01_kapurimon_1000_while_it_has_blocker_on_your_turn():
    pos = build(Side(battle=[Slot(["ST5-01", "ST5-03"]), Slot(["ST5-01", "ST5-04"]),
                             Slot(["ST5-01", "ST5-11", "ST5-12"])]))
    assert (pos.dp(0, 1), pos.dp(0, 2), pos.dp(0, 3)) == (2000, 2000, 12000)
    pos.set_turn(4, 1)
    assert (pos.dp(0, 1), pos.dp(0, 3)) == (1000, 11000)


@covers("ST5-03 main static")
def test_st5_03_agumon_blocker_only_on_top():
    pos = build(Side(battle=["ST5-03", Slot(["ST5-03", "ST5-06"])]))
    assert pos.can_block(0, 1) and not pos.can_block(0, 2)


@covers("ST5-04 inherited end_of_opponents_turn", "ST5-06 inherited end_of_opponents_turn")
@pytest.mark.parametrize("stack", [["ST5-04", "ST5-06"], ["ST5-06", "ST5-09"]])
def test_st5_04_06_draw_at_the_end_of_the_opponents_turn_if_it_did_not_attack(stack):
    pos = build(Side(battle=[Slot(stack)], deck=["ST5-02"]), turn=4, current=1)
    pos.end_of_turn(1)
    assert pos.hand(0) == ["ST5-02"]
    ok(pos)


@pytest.mark.parametrize("stack", [["ST5-04", "ST5-06"], ["ST5-06", "ST5-09"]])
def test_st5_04_06_no_draw_after_an_attack_at_the_end_of_your_own_turn_or_from_top(stack):
    pos = build(Side(battle=[Slot(stack)], deck=["ST5-02"], security=["ST5-02", "ST5-05"]),
                Side(battle=["ST1-02"]), turn=4, current=1)
    pos.attack(1, 1)
    pos.end_of_turn(1)
    assert pos.hand(0) == []
    pos = build(Side(battle=[Slot(stack)], deck=["ST5-02"]), turn=3, current=0)
    pos.end_of_turn(0)
    assert pos.hand(0) == []
    pos = build(Side(battle=[stack[0]], breeding=Slot(stack), deck=["ST5-02"]), turn=4, current=1)
    pos.end_of_turn(1)
    assert pos.hand(0) == []


@covers("ST5-09 main when_digivolving")
def test_st5_09_metalgreymon_gained_blocker_blocks_case19():
    pos = build(Side(battle=[Slot(["ST5-01", "ST5-06"])], hand=["ST5-09"], deck=["ST5-02"], security=["ST5-05"]),
                Side(battle=["ST5-07"]), memory=3)
    pos.digivolve(0, "ST5-09", 1)
    assert pos.can_block(0, 1)
    assert pos.dp(0, 1) == 8000                 # Kapurimon sees the gained Blocker
    pos.next_turn()
    pos.attack(1, 1)
    assert [e["blocker"] for e in pos.events("block")] == ["ST5-09"]
    assert pos.battle(1) == [] and pos.security(0) == ["ST5-05"]
    pos.st.susp[0, 1] = 0
    pos.expire(4)
    assert not pos.can_block(0, 1)
    ok(pos)


@covers("ST5-11 inherited static")
def test_st5_11_megadramon_inherited_blocker():
    pos = build(Side(battle=[Slot(["ST5-11", "ST5-12"]), "ST5-11", "ST5-12"]))
    assert [pos.can_block(0, s) for s in (1, 2, 3)] == [True, False, False]


@covers("ST5-12 main when_digivolving")
def test_st5_12_machinedramon_up_to_2_digimon_gain_reboot():
    pos = build(Side(battle=[Slot(["ST5-01", "ST5-06", "ST5-11"]), "ST5-02", "ST5-05"], hand=["ST5-12"],
                     deck=["ST5-07"]),
                Side(deck=["ST1-15"]), memory=3)
    pos.digivolve(0, "ST5-12", 1)
    assert [pos.has(0, s, ec.A_REBOOT) for s in (1, 2, 3)] == [True, False, True]
    pos.st.susp[0, 1:4] = 1
    pos.next_turn()
    pos.play_turn()                             # the opponent's unsuspend phase
    assert [pos.suspended(0, s) for s in (1, 2, 3)] == [False, True, False]
    assert not pos.has(0, 1, ec.A_REBOOT)       # over at the end of that turn
    ok(pos)


@covers("ST5-13 main static")
def test_st5_13_blitzgreymon_security_attack():
    pos = build(Side(battle=["ST5-13", Slot(["ST5-13", "ST5-10"])]))
    assert pos.security_attack(0, 1) == 2 and pos.security_attack(0, 2) == 1


@covers("ST5-13 main activated")
def test_st5_13_digi_burst_2_gives_4000_until_the_opponents_next_turn_ends():
    pos = build(Side(battle=[Slot(["ST5-01", "ST5-03", "ST5-06", "ST5-09", "ST5-13"]), Slot(["ST5-06", "ST5-13"])]))
    assert not pos.activatable(0, 2)
    pos.activate(0, 1)
    assert pos.stack(0, 1) == ["ST5-01", "ST5-03", "ST5-13"]
    assert pos.dp(0, 1) == 16000
    pos.next_turn()
    assert pos.dp(0, 1) == 16000
    pos.expire(4)
    assert pos.dp(0, 1) == 12000
    ok(pos)


@covers("ST5-14 main blocker_used")
def test_st5_14_tai_unsuspends_the_blocker_when_you_block():
    pos = build(Side(battle=["ST5-14", Slot(["ST5-11", "ST5-12"])], security=["ST5-02"]),
                Side(battle=["ST5-07"]), turn=4, current=1)
    pos.attack(1, 1)
    assert len(pos.events("block")) == 1
    assert pos.suspended(0, 1) and not pos.suspended(0, 2)
    assert pos.battle(1) == []
    ok(pos)


def test_st5_14_tai_already_suspended_does_nothing():
    pos = build(Side(battle=[Slot("ST5-14", suspended=True), Slot(["ST5-11", "ST5-12"])], security=["ST5-02"]),
                Side(battle=["ST5-07"]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.suspended(0, 2)


@covers("ST5-15 main main")
def test_st5_15_laser_eye_de_digivolves_up_to_2_and_stops_at_level_3():
    pos = build(Side(battle=["ST5-02"], hand=["ST5-15"]),
                Side(battle=[Slot(["ST1-01", "ST1-03", "ST1-07", "ST1-09"]), Slot(["ST1-02", "ST1-05"]),
                             Slot(["ST1-01", "ST1-04"])]), memory=4)
    pos.use_option(0, "ST5-15")
    assert pos.battle(1) == [["ST1-01", "ST1-03", "ST1-07"], ["ST1-02"], ["ST1-01", "ST1-04"]]
    assert sorted(pos.trash(1)) == ["ST1-05", "ST1-09"]
    ok(pos)
    pos = build(Side(battle=["ST5-02"], hand=["ST5-15"]), Side(battle=[Slot(["ST1-01", "ST1-04"])]), memory=4)
    pos.use_option(0, "ST5-15")
    assert pos.battle(1) == [["ST1-01", "ST1-04"]]


def test_st5_15_laser_eye_exposing_a_digi_egg_leaves_it_to_the_rule_check():
    pos = build(Side(battle=["ST5-02"], hand=["ST5-15"]), Side(battle=[Slot(["ST1-01", "ST1-05"])]), memory=4)
    pos.use_option(0, "ST5-15")
    assert pos.battle(1) == [] and pos.trash(1) == ["ST1-05", "ST1-01"]
    assert [(e["card"], e["cause"]) for e in pos.events("trash")] == [("ST1-01", "no_dp")]
    assert deletions(pos) == []
    ok(pos)


@covers("ST5-15 security security")
def test_st5_15_laser_eye_security_de_digivolves_the_attacker():
    pos = build(Side(security=["ST5-15"]), Side(battle=[Slot(["ST1-02", "ST1-05"])]), turn=4, current=1)
    pos.attack(1, 1)
    assert pos.battle(1) == [["ST1-02"]] and pos.trash(1) == ["ST1-05"]
    ok(pos)


@covers("ST5-16 main main")
def test_st5_16_dark_side_attack_deletes_a_digimon_with_cost_7_or_less():
    pos = build(Side(battle=["ST5-02"], hand=["ST5-16"]), Side(battle=["ST1-10", "ST1-09"]), memory=5)
    pos.use_option(0, "ST5-16")
    assert pos.battle(1) == [["ST1-10"]]
    pos = build(Side(battle=["ST5-02"], hand=["ST5-16"]), Side(battle=["ST1-10", "ST1-11"]), memory=5)
    pos.use_option(0, "ST5-16")
    assert pos.battle(1) == [["ST1-10"], ["ST1-11"]]
    ok(pos)


@covers("ST5-16 security security")
def test_st5_16_dark_side_attack_security():
    pos = build(Side(security=["ST5-02", "ST5-16"]), Side(battle=[Slot(["ST1-07", "ST1-09"])]), turn=4, current=1)
    pos.attack(1, 1)
    assert deletions(pos) == [("ST1-09", 1, "effect")] and pos.security(0) == ["ST5-02"]
    pos = build(Side(security=["ST5-02", "ST5-16"]), Side(battle=["ST1-11"]), turn=4, current=1)
    pos.attack(1, 1)
    assert deletions(pos) == [] and pos.security(0) == ["ST5-02"]  # WarGreymon costs 12
    ok(pos)


# --- ST6 ----------------------------------------------------------------------------------------------------

@covers("ST6-01 inherited on_deletion")
def test_st6_01_pagumon_trashes_2_deck_cards_on_deletion_from_the_trash_case18():
    pos = build(Side(battle=[Slot(["ST6-01", "ST6-02"])], deck=["ST6-07", "ST6-09", "ST6-10"]),
                Side(battle=[Slot("ST6-05", suspended=True)]))
    pos.attack(0, 1, 1)
    assert pos.battle(0) == []
    assert pos.trash(0) == ["ST6-01", "ST6-02", "ST6-10", "ST6-09"]
    assert pos.deck(0) == ["ST6-07"]
    ok(pos)


def test_st6_01_pagumon_nothing_when_returned_to_hand():
    pos = build(Side(battle=[Slot(["ST6-01", "ST6-02"])], deck=["ST6-07", "ST6-09", "ST6-10"]),
                Side(battle=["ST2-02"], hand=["ST2-16"]), turn=4, current=1, memory=7)
    pos.use_option(1, "ST2-16")
    assert pos.hand(0) == ["ST6-02"] and pos.trash(0) == ["ST6-01"] and len(pos.deck(0)) == 3
    ok(pos)


@covers("ST6-03 inherited when_attacking", "ST6-06 inherited when_attacking")
@pytest.mark.parametrize("stack", [["ST6-03", "ST6-07"], ["ST6-06", "ST6-09"]])
def test_st6_03_06_draw_1_then_trash_1_when_attacking(stack):
    pos = build(Side(battle=[Slot(stack)], hand=["ST6-16"], deck=["ST6-02"]), Side(security=["ST1-02"]))
    pos.attack(0, 1)
    assert pos.hand(0) == ["ST6-02"] and pos.trash(0) == ["ST6-16"]
    assert kinds(pos)[:4] == ["attack", "effect", "draw", "effect"]
    ok(pos)
    pos = build(Side(battle=[stack[0]], hand=["ST6-16"], deck=["ST6-02"]), Side(security=["ST1-02"]))
    pos.attack(0, 1)                            # on top: nothing
    assert pos.hand(0) == ["ST6-16"] and pos.deck(0) == ["ST6-02"]


@covers("ST6-04 main on_play")
def test_st6_04_dracmon_returns_a_purple_option_costing_1_or_7():
    pos = build(Side(hand=["ST6-04"], trash=["ST6-15", "ST6-16", "ST3-16"]), memory=3)
    pos.play(0, "ST6-04")
    assert pos.hand(0) == ["ST6-16"] and pos.trash(0) == ["ST6-15", "ST3-16"]
    ok(pos)
    pos = build(Side(hand=["ST6-04"], trash=["ST3-16", "ST6-02", "ST6-14"]), memory=3)
    pos.play(0, "ST6-04")
    assert pos.hand(0) == [] and pos.trash(0) == ["ST3-16", "ST6-02", "ST6-14"]


@covers("ST6-10 main when_digivolving")
def test_st6_10_skullsatamon_returns_a_purple_digimon_from_the_trash():
    pos = build(Side(battle=[Slot(["ST6-01", "ST6-03", "ST6-07"])], hand=["ST6-10"], deck=["ST6-05"],
                     trash=["ST6-02", "ST6-12", "ST1-10", "ST6-15"]), memory=3)
    pos.digivolve(0, "ST6-10", 1)
    assert sorted(pos.hand(0)) == ["ST6-05", "ST6-12"]
    assert pos.trash(0) == ["ST6-02", "ST1-10", "ST6-15"]
    ok(pos)
    pos = build(Side(battle=[Slot(["ST6-01", "ST6-03", "ST6-07"])], hand=["ST6-10"], deck=["ST6-05"],
                     trash=["ST1-10", "ST6-15"]), memory=3)
    pos.digivolve(0, "ST6-10", 1)
    assert pos.hand(0) == ["ST6-05"] and pos.trash(0) == ["ST1-10", "ST6-15"]


@covers("ST6-11 inherited static")
def test_st6_11_weregarurumon_2000_with_5_cards_in_the_trash_on_your_turn():
    five = ["ST6-02", "ST6-03", "ST6-05", "ST6-07", "ST6-09"]
    pos = build(Side(battle=[Slot(["ST6-11", "ST6-12"]), "ST6-11"], trash=five))
    assert (pos.dp(0, 1), pos.dp(0, 2)) == (13000, 7000)
    pos.set_turn(4, 1)
    assert pos.dp(0, 1) == 11000
    pos = build(Side(battle=[Slot(["ST6-11", "ST6-12"])], trash=five[:4]))
    assert pos.dp(0, 1) == 11000


@covers("ST6-12 main when_digivolving")
def test_st6_12_venommyotismon_retaliation_for_up_to_2_digimon():
    pos = build(Side(battle=[Slot(["ST6-01", "ST6-03", "ST6-07", "ST6-10"]), "ST6-02", "ST6-05"], hand=["ST6-12"],
                     deck=["ST6-09"]),
                Side(battle=["ST1-10", "ST1-11"]), memory=3)
    pos.digivolve(0, "ST6-12", 1)
    assert [pos.has(0, s, ec.A_RETALIATION) for s in (1, 2, 3)] == [True, False, True]
    pos.st.susp[0, 1:4] = 1
    pos.next_turn()
    pos.attack(1, 1, 3)                         # Phoenixmon beats Elecmon, which takes it along
    assert pos.battle(1) == [["ST1-11"]]
    pos.attack(1, 1, 2)                         # WarGreymon beats DemiDevimon, no Retaliation
    assert pos.battle(1) == [["ST1-11"]] and pos.battle(0) == [["ST6-01", "ST6-03", "ST6-07", "ST6-10", "ST6-12"]]
    pos.expire(4)
    assert not pos.has(0, 1, ec.A_RETALIATION)
    ok(pos)


@covers("ST6-13 main static")
def test_st6_13_cresgarurumon_security_attack():
    pos = build(Side(battle=["ST6-13", Slot(["ST6-13", "ST6-09"])]))
    assert pos.security_attack(0, 1) == 2 and pos.security_attack(0, 2) == 1


@covers("ST6-13 main activated")
def test_st6_13_digi_burst_2_plays_a_purple_level_3_from_the_trash_with_its_on_play():
    pos = build(Side(battle=[Slot(["ST6-01", "ST6-03", "ST6-07", "ST6-10", "ST6-13"]), Slot(["ST6-07", "ST6-13"])],
                     trash=["ST6-04", "ST6-15"]))
    assert not pos.activatable(0, 2)
    pos.activate(0, 1)
    assert pos.battle(0) == [["ST6-01", "ST6-03", "ST6-13"], ["ST6-07", "ST6-13"], ["ST6-04"]]
    assert pos.hand(0) == ["ST6-15"]            # Dracmon's [On Play]
    assert sorted(pos.trash(0)) == ["ST6-07", "ST6-10"]
    assert pos.st.entered[0, 3] == 3
    ok(pos)


@covers("ST6-14 main own_digimon_deleted", "ST6-15 main main")
def test_st6_15_death_claw_deletes_your_digimon_then_theirs_and_matt_gains_memory():
    pos = build(Side(battle=["ST6-14", "ST6-02"], hand=["ST6-15"]), Side(battle=["ST1-05", "ST1-09"]), memory=1)
    pos.use_option(0, "ST6-15")
    assert pos.battle(0) == [["ST6-14"]] and pos.battle(1) == [["ST1-09"]]
    assert deletions(pos) == [("ST6-02", 0, "effect"), ("ST1-05", 1, "effect")]
    assert pos.suspended(0, 1)
    assert memory_events(pos) == [("ST6-14", 1, 1)]
    assert pos.trash(0) == ["ST6-02", "ST6-15"]
    ok(pos)


def test_st6_15_death_claw_no_cost_or_no_target_does_nothing():
    pos = build(Side(battle=["ST6-14"], hand=["ST6-15"]), Side(battle=["ST1-05"]), memory=1)
    pos.use_option(0, "ST6-15")
    assert pos.battle(1) == [["ST1-05"]]
    pos = build(Side(battle=["ST6-02"], hand=["ST6-15"]), Side(battle=["ST1-09"]), memory=1)
    pos.use_option(0, "ST6-15")
    assert pos.battle(0) == [["ST6-02"]] and pos.battle(1) == [["ST1-09"]]
    ok(pos)


def test_st6_14_matt_nothing_on_the_opponents_turn():
    pos = build(Side(battle=["ST6-14", Slot("ST6-02", suspended=True)]), Side(battle=["ST1-05"]), turn=4, current=1)
    pos.attack(1, 1, 2)
    assert pos.battle(0) == [["ST6-14"]]
    assert not pos.suspended(0, 1) and memory_events(pos) == []
    ok(pos)


@covers("ST6-15 security security")
def test_st6_15_death_claw_security_deletes_a_level_4_or_lower_attacker():
    pos = build(Side(security=["ST6-15"]), Side(battle=["ST1-05"]), turn=4, current=1)
    pos.attack(1, 1)
    assert deletions(pos) == [("ST1-05", 1, "effect")]
    pos = build(Side(security=["ST6-15"]), Side(battle=["ST1-09"]), turn=4, current=1)
    pos.attack(1, 1)
    assert deletions(pos) == []
    ok(pos)


@covers("ST6-16 main main")
def test_st6_16_nail_bone_plays_a_level_3_and_a_level_4_without_on_play():
    pos = build(Side(battle=["ST6-02"], hand=["ST6-16"], trash=["ST6-04", "ST6-07", "ST6-15"]), memory=7)
    pos.use_option(0, "ST6-16")
    assert pos.battle(0) == [["ST6-02"], ["ST6-04"], ["ST6-07"]]
    assert pos.trash(0) == ["ST6-15", "ST6-16"] and pos.hand(0) == []   # no [On Play] for Dracmon
    ok(pos)


@covers("ST6-16 security security")
def test_st6_16_nail_bone_security_plays_a_level_4_or_lower_without_on_play():
    pos = build(Side(security=["ST6-16"], trash=["ST6-09", "ST6-04", "ST6-15"]), Side(battle=["ST1-05"]),
                turn=4, current=1)
    pos.attack(1, 1)
    assert pos.battle(0) == [["ST6-04"]]
    assert pos.trash(0) == ["ST6-09", "ST6-15", "ST6-16"] and pos.hand(0) == []
    ok(pos)


# --- RULES.md §14 cases --------------------------------------------------------------------------------------

def test_case3_security_attack_plus_1_against_1_security_card_checks_once_and_does_not_win():
    pos = build(Side(battle=[Slot(["ST1-07", "ST1-09"])]), Side(security=["ST1-02"]))
    pos.attack(0, 1)
    assert checks(pos) == ["ST1-02"] and pos.security(1) == []
    assert not pos.over()
    ok(pos)


def test_case4_first_check_deletes_the_attacker_no_second_check():
    pos = build(Side(battle=[Slot(["ST1-07", "ST1-09"])]), Side(security=["ST1-02", "ST1-10"]))
    pos.attack(0, 1)
    assert checks(pos) == ["ST1-10"] and pos.security(1) == ["ST1-02"]
    assert pos.battle(0) == []
    ok(pos)


def test_case17_simultaneous_on_deletion_turn_player_first():
    pos = build(Side(battle=[Slot(["ST6-01", "ST6-02"], suspended=True)], deck=["ST6-05", "ST6-07"]),
                Side(battle=[Slot(["ST6-01", "ST6-02"])], deck=["ST6-05", "ST6-07"]), turn=4, current=1)
    pos.attack(1, 1, 1)
    assert [(e["player"], e["card"], e["effect"]) for e in pos.events("effect")] == \
        [(1, "ST6-01", ec.A_TRASH_DECK_TOP), (0, "ST6-01", ec.A_TRASH_DECK_TOP)]
    assert pos.deck(0) == [] and pos.deck(1) == []
    ok(pos)


def test_case17_the_turn_players_triggers_first_whatever_the_queue_order():
    pos = build(Side(battle=[Slot(["ST6-01", "ST6-02"])], deck=["ST6-05", "ST6-07"]),
                Side(battle=[Slot(["ST6-01", "ST6-02"])], deck=["ST6-05", "ST6-07"]), turn=4, current=1)
    new_batch(pos.st)
    for p in (0, 1):    # the non-turn player's trigger is queued first
        collect_slot(pos.st, pos.tb, ec.T_ON_DELETION, np.int32(p), np.int32(1), np.int32(-1), np.int32(0))
    E.settle(pos.st, pos.tb)
    assert [e["player"] for e in pos.events("effect")] == [1, 0]


def test_case17_derived_trigger_resolves_before_older_pending_ones():
    # Two [When Attacking] effects pend; the first (-1000) drops a Digimon to 0 DP, and Patamon's trigger
    # born from that deletion resolves before the second (-4000).
    pos = build(Side(battle=[Slot(["ST3-04", "ST3-08", "ST3-11"])]),
                Side(battle=["ST5-03", "ST1-10"], security=["ST1-02"]))
    pos.attack(0, 1)
    seq = [(e["kind"], e.get("card")) for e in pos.events() if e["kind"] in ("effect", "delete", "memory")]
    assert seq == [("effect", "ST3-08"), ("delete", "ST5-03"), ("memory", "ST3-04"), ("effect", "ST3-11")]
    assert pos.dp(1, 1) == 8000
    ok(pos)


def test_case18_pending_trigger_fizzles_when_its_digimon_left():
    for leave in (False, True):
        pos = build(Side(battle=[Slot(["ST3-08", "ST3-10"])]), Side(battle=["ST1-02"]))
        new_batch(pos.st)
        collect_slot(pos.st, pos.tb, ec.T_WHEN_ATTACKING, np.int32(0), np.int32(1), np.int32(-1), np.int32(0))
        assert pos.st.g[L.G_PENDN] == 1
        if leave:   # returned to hand before its trigger resolves: top card to hand, the rest to the trash
            pos.st.hand[0, 0], pos.st.hand_n[0] = pos.card("ST3-10"), 1
            pos.st.trash[0, 0], pos.st.trash_n[0] = pos.card("ST3-08"), 1
            pos.st.stk_n[0, 1], pos.st.fld_n[0] = 0, 1
        E.settle(pos.st, pos.tb)
        assert pos.st.g[L.G_PENDN] == 0
        assert pos.dp(1, 1) == (3000 if leave else 2000)
        ok(pos)


def test_case19_the_target_cant_block_and_one_block_per_attack():
    # attacked directly (as a Raid would), the unsuspended Blocker is the target and can't block
    pos = build(Side(battle=["ST1-10"]), Side(battle=[Slot(["ST5-11", "ST5-12"])], security=["ST5-02"]))
    pos.attack(0, 1, 1)
    assert pos.events("block") == []
    assert pos.battle(1) == []
    # two Blockers that would win: exactly one blocks
    pos = build(Side(battle=["ST1-02"]), Side(battle=["ST5-08", "ST6-08"], security=["ST5-02"]))
    pos.attack(0, 1)
    assert len(pos.events("block")) == 1
    assert [pos.suspended(1, s) for s in (1, 2)].count(True) == 1
    assert pos.security(1) == ["ST5-02"]
    ok(pos)


def test_every_effect_line_has_a_scenario():
    lines = {" ".join(e.text.split()[:3]) for n, ce in load_effects().items() if STARTER.match(n) for e in ce.effects}
    assert len(lines) == 105
    assert lines - COVERED == set()
    assert COVERED - lines == set()

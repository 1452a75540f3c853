"""The keywords of RULES.md §9 written `keyword NAME` (simcore.effect_codes.KEYWORDS): each with a scenario on a
real card (exact zones after the rule ran) and a case where it does not apply. The compiled lines are checked
against the printed text read by hand (skipped when ../shared is absent, as the generated file is built from it).
"""
import numpy as np
import pytest
from effect_positions import Side, Slot, build, ok, lines_of

from decks.effects import describe
from simcore import effect_codes as ec
from simcore import query as Q

i32 = np.int32


def has_raid(pos, p, s):
    return bool(Q.has_named_keyword(pos.st, pos.tb, i32(p), i32(s), i32(ec.KW_RAID)))


def raid_switches(pos):
    """(attacker card, new target card) of each Raid switch (an effect event `keyword` whose negative amount
    names the keyword whose rule ran)."""
    return [(e["card"], e["target"]) for e in pos.events("effect")
            if e["effect"] == ec.A_KEYWORD and e["amount"] == -ec.KW_RAID and e["target_player"] != e["player"]]


# --- Raid -----------------------------------------------------------------------------------------------------

def test_raid_is_read_from_the_encoding_and_described():
    assert "EX12-011 main static : keyword raid target=self" in lines_of("EX12-011")
    assert "BT24-010 inherited static : keyword raid target=self" in lines_of("BT24-010")
    assert describe("BT23-012 main on_play : keyword raid target=own count=1 duration=turn") == (
        "card's own text, when it is played: 1 of your Digimon: Raid (when it attacks, it may switch the target to "
        "the opponent's unsuspended Digimon with the highest DP) for the turn")


def test_raid_ex12_011_switches_an_attack_on_the_player_to_the_strongest_unsuspended_digimon():
    # Seasarmon (5000 DP, <Raid>) attacks the player; Dracomon (4000) is the opponent's strongest unsuspended
    # Digimon, Agumon (2000) the other: the attack goes to Dracomon, which is deleted; no security check.
    pos = build(Side(battle=["EX12-011"]), Side(battle=["ST1-03", "ST1-04"], security=["ST1-02", "ST1-05"]))
    assert has_raid(pos, 0, 1)
    pos.attack(0, 1)
    assert raid_switches(pos) == [("EX12-011", "ST1-04")]
    assert pos.battle(1) == [["ST1-03"]] and pos.trash(1) == ["ST1-04"]
    assert pos.security(1) == ["ST1-02", "ST1-05"]
    assert pos.battle(0) == [["EX12-011"]] and pos.suspended(0, 1)
    ok(pos)


def test_raid_inherited_from_bt24_010_under_another_digimon():
    # Birdramon (5000 DP) with Greymon BT24-010 beneath inherits <Raid>
    pos = build(Side(battle=[Slot(["BT24-010", "ST1-05"])]), Side(battle=["ST1-04"], security=["ST1-02"]))
    assert has_raid(pos, 0, 1)
    pos.attack(0, 1)
    assert raid_switches(pos) == [("ST1-05", "ST1-04")]
    assert pos.battle(1) == [] and pos.security(1) == ["ST1-02"]
    ok(pos)


def test_raid_ignores_suspended_digimon_and_a_digimon_without_raid_keeps_its_target():
    # the only opponent Digimon is suspended: nothing to switch to, the security check happens
    pos = build(Side(battle=["EX12-011"]), Side(battle=[Slot("ST1-04", suspended=True)], security=["ST1-02"]))
    pos.attack(0, 1)
    assert raid_switches(pos) == [] and pos.security(1) == [] and pos.battle(1) == [["ST1-04"]]
    # Birdramon has no <Raid>: it attacks the player as declared
    pos = build(Side(battle=["ST1-05"]), Side(battle=["ST1-04"], security=["ST1-02"]))
    assert not has_raid(pos, 0, 1)
    pos.attack(0, 1)
    assert raid_switches(pos) == [] and pos.security(1) == [] and pos.battle(1) == [["ST1-04"]]
    # BT24-010's <Raid> is inherited text: on top it does not work
    pos = build(Side(battle=["BT24-010"]), Side(battle=["ST1-04"]))
    assert not has_raid(pos, 0, 1)
    ok(pos)


def test_raid_greedy_keeps_the_target_when_it_would_lose_the_battle():
    # Garudamon (7000) is the strongest unsuspended Digimon: Seasarmon (5000) would lose, so greedy declines
    pos = build(Side(battle=["EX12-011"]), Side(battle=["ST1-08"], security=["ST1-02", "ST1-05"]))
    pos.attack(0, 1)
    assert raid_switches(pos) == [] and pos.security(1) == ["ST1-02"] and pos.battle(1) == [["ST1-08"]]
    ok(pos)


@pytest.mark.parametrize("seed", range(12))
def test_raid_random_pilot_switches_only_to_the_highest_dp(seed):
    # whatever the random pilot decides, the new target is never the weaker Agumon
    pos = build(Side(battle=["EX12-011"]), Side(battle=["ST1-03", "ST1-04", Slot("ST1-06", suspended=True)],
                                               security=["ST1-02"]), pilots=("random", "random"), seed=seed)
    pos.attack(0, 1)
    switched = raid_switches(pos)
    assert switched in ([], [("EX12-011", "ST1-04")])
    if switched:
        assert pos.battle(1) == [["ST1-03"], ["ST1-06"]] and pos.security(1) == ["ST1-02"]
    else:
        assert pos.security(1) == [] and len(pos.battle(1)) == 3
    ok(pos)


def test_raid_granted_for_the_turn_by_bt23_012():
    assert "BT23-012 main on_play : keyword raid target=own count=1 duration=turn" in lines_of("BT23-012")
    pos = build(Side(hand=["BT23-012"], battle=["ST1-05"]), Side(battle=["ST1-04"]), memory=10)
    assert not has_raid(pos, 0, 1)
    pos.play(0, "BT23-012")
    assert has_raid(pos, 0, 1) != has_raid(pos, 0, 2)   # one of the two gains it
    pos.next_turn()
    assert not has_raid(pos, 0, 1) and not has_raid(pos, 0, 2)
    ok(pos)


# --- the keywords that prevent a deletion (immediate, RULES.md §8; delete_slot offers them) -------------------

def saves(pos):
    """(card, keyword code) of each deletion a keyword prevented."""
    return [(e["card"], -e["amount"]) for e in pos.events("effect")
            if e["effect"] == ec.A_KEYWORD and e["amount"] < 0 and e["amount"] != -ec.KW_RAID]


def deleted(pos):
    return [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")]


def test_barrier_bt14_035_trashes_the_top_security_card_instead_of_being_deleted_in_battle():
    assert lines_of("BT14-035") == ["BT14-035 main static : keyword barrier target=self"]
    # Garudamon (7000) attacks the suspended Unimon (5000, <Barrier>): the top security card goes instead
    pos = build(Side(battle=["ST1-08"]), Side(battle=[Slot("BT14-035", suspended=True)],
                                              security=["ST1-02", "ST1-03"]))
    pos.attack(0, 1, 1)
    assert saves(pos) == [("BT14-035", ec.KW_BARRIER)] and deleted(pos) == []
    assert pos.battle(1) == [["BT14-035"]] and pos.security(1) == ["ST1-02"] and pos.trash(1) == ["ST1-03"]
    ok(pos)


def test_barrier_with_no_security_card_does_not_save():
    pos = build(Side(battle=["ST1-08"]), Side(battle=[Slot("BT14-035", suspended=True)]))
    pos.attack(0, 1, 1)
    assert saves(pos) == [] and deleted(pos) == [("BT14-035", 1, "battle")] and pos.battle(1) == []
    ok(pos)


def test_evade_bt14_021_suspends_instead_of_being_deleted():
    assert lines_of("BT14-021") == ["BT14-021 main static : keyword evade target=self"]
    # Seasarmon's <Raid> takes the attack to the unsuspended Syakomon (2000, <Evade>): suspended, not deleted
    pos = build(Side(battle=["EX12-011"]), Side(battle=["BT14-021"], security=["ST1-02"]))
    pos.attack(0, 1)
    assert raid_switches(pos) == [("EX12-011", "BT14-021")]
    assert saves(pos) == [("BT14-021", ec.KW_EVADE)] and deleted(pos) == []
    assert pos.battle(1) == [["BT14-021"]] and pos.suspended(1, 1) and pos.security(1) == ["ST1-02"]
    ok(pos)


def test_evade_on_a_suspended_digimon_does_not_save():
    pos = build(Side(battle=["ST1-08"]), Side(battle=[Slot("BT14-021", suspended=True)], security=["ST1-02"]))
    pos.attack(0, 1, 1)
    assert saves(pos) == [] and deleted(pos) == [("BT14-021", 1, "battle")] and pos.trash(1) == ["BT14-021"]
    ok(pos)


def test_armor_purge_bt10_074_trashes_its_top_card_instead_of_being_deleted():
    assert lines_of("BT10-074") == ["BT10-074 main static : keyword armor_purge target=self"]
    # Quetzalmon (4000, <Armor Purge>) over Biyomon loses to Garudamon: Quetzalmon goes, Biyomon stays suspended
    pos = build(Side(battle=["ST1-08"]), Side(battle=[Slot(["ST1-02", "BT10-074"], suspended=True)],
                                              security=["ST1-04"]))
    pos.attack(0, 1, 1)
    assert saves(pos) == [("BT10-074", ec.KW_ARMOR_PURGE)] and deleted(pos) == []
    assert pos.battle(1) == [["ST1-02"]] and pos.suspended(1, 1) and pos.trash(1) == ["BT10-074"]
    assert pos.security(1) == ["ST1-04"]
    ok(pos)


def test_armor_purge_without_a_card_beneath_does_not_save():
    pos = build(Side(battle=["ST1-08"]), Side(battle=[Slot("BT10-074", suspended=True)]))
    pos.attack(0, 1, 1)
    assert saves(pos) == [] and deleted(pos) == [("BT10-074", 1, "battle")] and pos.battle(1) == []
    ok(pos)

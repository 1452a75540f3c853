"""The keywords of RULES.md §9 written `keyword NAME` (simcore.effect_codes.KEYWORDS): each with a scenario on a
real card (exact zones after the rule ran) and a case where it does not apply. The compiled lines are checked
against the printed text read by hand (skipped when ../shared is absent, as the generated file is built from it).
"""
import numpy as np
import pytest
from effect_positions import Side, Slot, build

from decks.effects import describe, load_effects
from simcore import effect_codes as ec
from simcore import query as Q

i32 = np.int32


def lines_of(card):
    return [e.text for e in load_effects()[card].effects]


def has_raid(pos, p, s):
    return bool(Q.has_named_keyword(pos.st, pos.tb, i32(p), i32(s), i32(ec.KW_RAID)))


def ok(pos):
    assert pos.violation() == 0


def raid_switches(pos):
    """(attacker card, new target card) of each Raid switch (an effect event `keyword` onto the opponent)."""
    return [(e["card"], e["target"]) for e in pos.events("effect")
            if e["effect"] == ec.A_KEYWORD and e["amount"] == ec.KW_RAID and e["target_player"] != e["player"]]


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

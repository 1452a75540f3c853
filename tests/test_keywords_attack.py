"""<Alliance>, <Collision>, <Vortex> and <Fortitude> (RULES.md §9, `keyword NAME`): each with a scenario on real
cards (exact zones and DP after the rule ran) and a case where it does not apply; the compiled lines of real cards
are checked against their printed text read by hand."""
import numpy as np
from effect_positions import Side, Slot, build, ok, lines_of

from decks.effects import describe
from simcore import effect_codes as ec
from simcore import layout as L

i32 = np.int32


def keyword_rules(pos, kw):
    """(card, target card, target player) of each time the keyword's rule ran (an effect event `keyword` whose
    negative amount names it)."""
    return [(e["card"], e["target"], e["target_player"]) for e in pos.events("effect")
            if e["effect"] == ec.A_KEYWORD and e["amount"] == -kw]


def deleted(pos):
    return [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")]


def blocks(pos):
    return [e["blocker"] for e in pos.events("block")]


# --- compiled lines -------------------------------------------------------------------------------------------

def test_the_keywords_are_read_from_the_card_text():
    assert "ST23-04 main static : keyword alliance target=self" in lines_of("ST23-04")
    assert "EX8-051 main static : keyword collision target=self" in lines_of("EX8-051")
    assert "ST22-13 main static : keyword vortex target=self" in lines_of("ST22-13")
    assert "ST22-13 main static : keyword fortitude target=self" in lines_of("ST22-13")
    # inherited, and given by a condition on the Digimon's own trait
    assert "ST20-04 inherited static : keyword alliance target=self" in lines_of("ST20-04")
    assert "BT20-014 inherited static your_turn if=this_has : keyword alliance target=self trait=royal_knight" \
        in lines_of("BT20-014")
    # given to others: all of your [ME] trait Digimon; 1 of your Digimon for the turn
    assert "EX12-058 main static : keyword alliance target=all_own trait=me" in lines_of("EX12-058")
    assert lines_of("ST17-03")[0] == "ST17-03 main activated once_per_turn : keyword alliance target=own count=1 " \
                                     "duration=turn"
    assert describe("EX5-032 main static : keyword fortitude target=self") == (
        "card's own text, always: this Digimon: Fortitude (when it is deleted with digivolution cards, you may play "
        "it from the trash for free)")


# --- Alliance -------------------------------------------------------------------------------------------------

def test_alliance_st23_04_suspends_another_digimon_for_its_dp_and_one_more_check():
    # Murasamemon (7000, <Alliance>) attacks the player; Coredramon (6000) is suspended for it: 13000 DP and
    # Security A. +1 for the attack, so two Security Digimon are checked and beaten; both end with the attack
    pos = build(Side(battle=["ST23-04", "ST1-04", "ST1-06"]),
                Side(security=["ST1-02", "ST1-03", "ST1-05"]))
    pos.attack(0, 1)
    assert keyword_rules(pos, ec.KW_ALLIANCE) == [("ST23-04", "ST1-06", 0)]
    assert pos.suspended(0, 1) and pos.suspended(0, 3) and not pos.suspended(0, 2)
    assert [(e["attacker_dp"], e["defender"]) for e in pos.events("battle")] == [(13000, "ST1-05"),
                                                                                  (13000, "ST1-03")]
    assert pos.security(1) == ["ST1-02"] and pos.trash(1) == ["ST1-05", "ST1-03"]
    assert pos.dp(0, 1) == 7000 and pos.security_attack(0, 1) == 1 and pos.mods() == 0
    ok(pos)


def test_alliance_dp_wins_a_battle_the_attacker_alone_would_lose():
    # Murasamemon (7000) + Coredramon (6000) against the suspended Zephagamon (12000): 13000 wins
    pos = build(Side(battle=["ST23-04", "ST1-06"]), Side(battle=[Slot("EX11-035", suspended=True)]))
    pos.attack(0, 1, 1)
    assert keyword_rules(pos, ec.KW_ALLIANCE) == [("ST23-04", "ST1-06", 0)]
    assert deleted(pos) == [("EX11-035", 1, "battle")] and pos.battle(0) == [["ST23-04"], ["ST1-06"]]
    ok(pos)


def test_alliance_without_another_unsuspended_digimon_does_nothing():
    pos = build(Side(battle=["ST23-04", Slot("ST1-06", suspended=True)]), Side(security=["ST1-02", "ST1-03"]))
    pos.attack(0, 1)
    assert keyword_rules(pos, ec.KW_ALLIANCE) == []
    assert pos.security(1) == ["ST1-02"] and pos.trash(1) == ["ST1-03"]
    # Birdramon has no <Alliance>: Coredramon stays unsuspended
    pos = build(Side(battle=["ST1-05", "ST1-06"]), Side(security=["ST1-02", "ST1-03"]))
    pos.attack(0, 1)
    assert keyword_rules(pos, ec.KW_ALLIANCE) == [] and not pos.suspended(0, 2)
    ok(pos)


# --- Collision ------------------------------------------------------------------------------------------------

def test_collision_bt16_058_makes_a_digimon_without_blocker_block():
    # Dorugamon (5000, <Collision>) attacks the player: Dracomon (4000, no <Blocker>) must block and is deleted;
    # the suspended Agumon can't block; the security stack is untouched
    pos = build(Side(battle=["BT16-058"]),
                Side(battle=["ST1-04", Slot("ST1-03", suspended=True)], security=["ST1-02"]))
    pos.attack(0, 1)
    assert blocks(pos) == ["ST1-04"] and deleted(pos) == [("ST1-04", 1, "battle")]
    assert pos.security(1) == ["ST1-02"] and pos.battle(1) == [["ST1-03"]]
    ok(pos)


def test_collision_the_defender_picks_which_digimon_blocks():
    # two unsuspended Digimon without <Blocker>: one blocks (greedy: the strongest, Galemon 6000, which wins)
    pos = build(Side(battle=["BT16-058"]), Side(battle=["ST1-04", "ST18-08"], security=["ST1-02"]))
    pos.attack(0, 1)
    assert blocks(pos) == ["ST18-08"] and deleted(pos) == [("BT16-058", 0, "battle")]
    assert pos.battle(1) == [["ST1-04"], ["ST18-08"]] and pos.security(1) == ["ST1-02"]
    ok(pos)


def test_without_collision_a_digimon_without_blocker_does_not_block():
    pos = build(Side(battle=["ST1-05"]), Side(battle=["ST1-04"], security=["ST1-02"]))
    pos.attack(0, 1)
    assert blocks(pos) == [] and pos.security(1) == [] and pos.battle(1) == [["ST1-04"]]
    ok(pos)


# --- Vortex ---------------------------------------------------------------------------------------------------

def test_vortex_st18_08_attacks_a_digimon_at_the_end_of_the_turn_it_was_played():
    # Galemon (6000, <Vortex>), played this turn, attacks the suspended Dracomon (4000) at the turn's end
    pos = build(Side(battle=[Slot("ST18-08", entered=3)]),
                Side(battle=[Slot("ST1-04", suspended=True)], security=["ST1-02"]), turn=3)
    assert not pos.can_attack(0, 1)
    pos.set_memory(0, -1)
    pos.end_of_turn(0)
    assert keyword_rules(pos, ec.KW_VORTEX) == [("ST18-08", "ST18-08", 0)]
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("ST18-08", "ST1-04")]
    assert deleted(pos) == [("ST1-04", 1, "battle")] and pos.suspended(0, 1)
    assert pos.security(1) == ["ST1-02"] and int(pos.st.g[L.G_VORTEX_UID]) == 0
    ok(pos)


def test_vortex_never_attacks_the_player_and_others_do_not_attack_at_the_turn_end():
    # no suspended opponent's Digimon: nothing to attack (the player is not a <Vortex> target)
    pos = build(Side(battle=["ST18-08"]), Side(battle=["ST1-04"], security=["ST1-02"]))
    pos.set_memory(0, -1)
    pos.end_of_turn(0)
    assert keyword_rules(pos, ec.KW_VORTEX) == [] and pos.events("attack") == []
    # Birdramon has no <Vortex>
    pos = build(Side(battle=["ST1-05"]), Side(battle=[Slot("ST1-04", suspended=True)]))
    pos.set_memory(0, -1)
    pos.end_of_turn(0)
    assert pos.events("attack") == [] and pos.battle(1) == [["ST1-04"]]
    ok(pos)


# --- Fortitude ------------------------------------------------------------------------------------------------

def test_fortitude_ex8_014_plays_itself_from_the_trash_after_a_deletion_with_digivolution_cards():
    # MasterTyrannomon (8000, <Fortitude>) over Agumon loses to the suspended Zephagamon (12000): deleted, it is
    # played again from the trash for free (a new Digimon, unsuspended); Agumon stays in the trash
    pos = build(Side(battle=[Slot(["ST1-03", "EX8-014"])]), Side(battle=[Slot("EX11-035", suspended=True)]),
                memory=2)
    pos.attack(0, 1, 1)
    assert deleted(pos) == [("EX8-014", 0, "battle")]
    assert keyword_rules(pos, ec.KW_FORTITUDE) == [("EX8-014", "EX8-014", 0)]
    assert pos.battle(0) == [["EX8-014"]] and not pos.suspended(0, 1) and pos.trash(0) == ["ST1-03"]
    assert [(e["card"], e["cost"]) for e in pos.events("play")] == [("EX8-014", 0)] and pos.memory(0) == 2
    ok(pos)


def test_fortitude_without_digivolution_cards_does_not_play_it():
    pos = build(Side(battle=["EX8-014"]), Side(battle=[Slot("EX11-035", suspended=True)]))
    pos.attack(0, 1, 1)
    assert deleted(pos) == [("EX8-014", 0, "battle")] and keyword_rules(pos, ec.KW_FORTITUDE) == []
    assert pos.battle(0) == [] and pos.trash(0) == ["EX8-014"]
    ok(pos)


# --- Overclock ------------------------------------------------------------------------------------------------

def test_overclock_is_read_with_its_trait():
    assert "ST19-12 main static : keyword overclock target=self trait=puppet" in lines_of("ST19-12")
    assert "BT19-101 main static : keyword overclock target=self trait=composite" in lines_of("BT19-101")


def test_overclock_st19_12_deletes_a_puppet_and_attacks_the_player_without_suspending():
    # Cendrillmon (<Overclock ([Puppet] trait)>) at the turn's end: the [Puppet] trait Digimon BT7-007 is deleted
    # (Agumon has no such trait), then Cendrillmon checks the security card and stays unsuspended
    pos = build(Side(battle=["ST19-12", "BT7-007", "ST1-03"]), Side(security=["ST1-02", "ST1-04"]))
    pos.set_memory(0, -1)
    pos.end_of_turn(0)
    assert deleted(pos) == [("BT7-007", 0, "effect")]
    assert keyword_rules(pos, ec.KW_OVERCLOCK) == [("ST19-12", "ST19-12", 0)]
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("ST19-12", "player")]
    assert pos.security(1) == ["ST1-02"] and pos.trash(1) == ["ST1-04"] and pos.trash(0) == ["BT7-007"]
    assert pos.battle(0) == [["ST19-12"], ["ST1-03"]] and not pos.suspended(0, 1)
    assert int(pos.st.g[L.G_OVERCLOCK_UID]) == 0
    ok(pos)


def test_overclock_attacks_while_suspended_and_needs_a_digimon_of_its_trait():
    pos = build(Side(battle=[Slot("ST19-12", suspended=True), "BT7-007"]), Side(security=["ST1-02"]))
    pos.set_memory(0, -1)
    pos.end_of_turn(0)
    assert keyword_rules(pos, ec.KW_OVERCLOCK) == [("ST19-12", "ST19-12", 0)]
    assert pos.security(1) == [] and pos.suspended(0, 1)
    ok(pos)
    # only Agumon beside it: nothing to delete, no attack
    pos = build(Side(battle=["ST19-12", "ST1-03"]), Side(security=["ST1-02"]))
    pos.set_memory(0, -1)
    pos.end_of_turn(0)
    assert deleted(pos) == [] and pos.events("attack") == [] and pos.security(1) == ["ST1-02"]
    ok(pos)

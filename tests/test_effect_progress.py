"""<Progress> (RULES.md §9, `keyword progress`): while the Digimon attacks, its opponent's effects don't affect it
(they can't choose it, their "all of" effects pass it by, their modifiers wait until the attack ends). Scenarios on
real cards with the exact zones and DP, and the compiled lines of real cards checked against their printed text."""
import numpy as np
from effect_positions import Side, build, lines_of

from simcore import layout as L

i32 = np.int32


def deleted(pos):
    return [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")]


def test_progress_and_its_security_play_are_read_from_the_card_text():
    assert lines_of("P-189") == [
        "P-189 main static : keyword progress target=self",
        "P-189 inherited opponent_security_removed your_turn once_per_turn : memory +1",
        "P-189 security security optional : play_from_hand kinds=digimon,tamer cost<=4 trait=liberator "
        "filter=or_trash"]
    # given by an effect for the turn, to the Digimon the clause before chose
    assert "BT26-017 main on_play : security_attack +1 target=own count=1 trait=shambala duration=turn ; then " \
           "keyword progress target=own count=1 filter=same_targets duration=turn" in lines_of("BT26-017")


def test_a_security_delete_cannot_choose_the_progress_attacker():
    # Dimetromon (<Progress>) attacks the player; the security Option deletes 1 of its owner's Digimon: only the
    # Digimon that does not attack can be chosen
    pos = build(Side(battle=["P-189", "ST1-06"]), Side(security=["ST1-02", "BT9-095"]))
    pos.attack(0, 1)
    assert deleted(pos) == [("ST1-06", 0, "effect")]
    assert pos.battle(0) == [["P-189"]] and pos.security(1) == ["ST1-02"]
    assert pos.st.g[L.G_PROGRESS_UID] == 0   # the attack is over
    assert pos.violation() == 0


def test_without_progress_the_attacker_is_the_one_deleted():
    # the same check against a lone attacker without the keyword: the security Option deletes it
    pos = build(Side(battle=["ST1-06"]), Side(security=["ST1-02", "BT9-095"]))
    pos.attack(0, 1)
    assert deleted(pos) == [("ST1-06", 0, "effect")] and pos.battle(0) == []
    assert pos.violation() == 0


def test_an_all_opponent_dp_loss_waits_until_the_progress_attack_ends():
    # Medusamon (12000, Security A. +1, <Progress>) checks Purge Shine first (all of the opponent's Digimon -3000
    # for the turn), then BeelStarmon (11000): it battles at 12000 and wins; after the attack the -3000 reaches it
    pos = build(Side(battle=["BT21-029", "ST1-06"]), Side(security=["ST14-09", "BT4-106"]))
    pos.attack(0, 1)
    battles = [(e["attacker_dp"], e["defender"], e["defender_dp"]) for e in pos.events("battle")]
    assert battles == [(12000, "ST14-09", 11000)]
    # the security removal makes the opponent play a Petrification Token (3000 DP, once a turn), which the end of
    # the attack deletes as their lowest-DP Digimon (a Token leaves no card in the trash)
    assert deleted(pos) == [("TK-PETRIFICATION", 1, "effect")] and pos.security(1) == []
    assert sorted(pos.trash(1)) == ["BT4-106", "ST14-09"]
    assert pos.dp(0, 1) == 9000 and pos.dp(0, 2) == 3000
    assert pos.violation() == 0


def test_a_modifier_the_opponent_gave_before_the_attack_waits_until_it_ends():
    # on player 1's turn Megalo Spark gives Medusamon (12000) -8000 DP until the end of player 0's next turn; there
    # Medusamon attacks with <Progress>: it battles BeelStarmon (11000) at 12000 and wins, then has 4000 DP again
    pos = build(Side(battle=["BT21-029"]), Side(battle=["ST3-03"], hand=["BT11-100"], security=["ST14-09"]),
                current=1, memory=10)
    pos.use_option(1, "BT11-100")
    assert pos.dp(0, 1) == 4000
    pos.next_turn()
    pos.attack(0, 1)
    battles = [(e["attacker_dp"], e["defender"], e["defender_dp"]) for e in pos.events("battle")]
    assert battles == [(12000, "ST14-09", 11000)]
    # the security removal makes the opponent play a Petrification Token (3000 DP); at the end of the attack
    # Medusamon's own effect deletes the opponent's lowest-DP Digimon: the Token, below Tapirmon's 4000
    assert deleted(pos) == [("TK-PETRIFICATION", 1, "effect")] and pos.security(1) == []
    assert pos.trash(1) == ["BT11-100", "ST14-09"]
    assert pos.dp(0, 1) == 4000
    assert pos.violation() == 0

"""The timing attack_target_switched: a block (or <Raid>) changes an attack's target, and the cards of both players
whose effects wait for that activate, the turn player's first; `card.` options filter the attacker. Scenarios on
real cards with the exact zones, and the compiled lines of real cards checked against their printed text."""
from effect_positions import Side, build, lines_of



def deleted(pos):
    return [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")]


def blocks(pos):
    return [e["blocker"] for e in pos.events("block")]


def test_the_timing_is_read_from_the_card_text():
    assert lines_of("BT21-025") == [
        "BT21-025 main static : keyword progress target=self",
        "BT21-025 main attack_target_switched your_turn once_per_turn card.trait=reptile|dragonkin : "
        "trash_opponent_security_top 1",
        "BT21-025 inherited opponent_security_removed once_per_turn optional : play_from_hand kind=digimon "
        "trait=reptile|dragonkin dp<=5000"]
    assert "P-183 main attack_target_switched once_per_turn : trash_opponent_security_top 1" in lines_of("P-183")
    assert "BT16-032 main attack_target_switched once_per_turn optional : end_attack" in lines_of("BT16-032")


def test_a_block_switches_the_target_and_both_players_effects_activate():
    # Lamiamon (7000, [Dragonkin]) attacks the player; Gaiomon (13000, <Blocker>) blocks: Lamiamon's effect trashes
    # the defender's top security card, then Gaiomon's trashes the attacker's; Lamiamon loses the battle
    pos = build(Side(battle=["BT21-025"], security=["ST1-02", "ST1-03"]),
                Side(battle=["P-183"], security=["ST1-02", "ST1-03"]))
    pos.attack(0, 1)
    assert blocks(pos) == ["P-183"]
    assert pos.security(1) == ["ST1-02"] and pos.trash(1) == ["ST1-03"]
    assert pos.security(0) == ["ST1-02"] and sorted(pos.trash(0)) == ["BT21-025", "ST1-03"]
    assert deleted(pos) == [("BT21-025", 0, "battle")]
    assert pos.violation() == 0


def test_the_attacker_filter_leaves_out_another_attacker():
    # Greymon ([Dinosaur]) attacks and is blocked: Lamiamon, beside it, waits for a [Reptile]/[Dragonkin] attacker;
    # only Gaiomon's effect activates
    pos = build(Side(battle=["ST1-06", "BT21-025"], security=["ST1-02", "ST1-03"]),
                Side(battle=["P-183"], security=["ST1-02", "ST1-03"]))
    pos.attack(0, 1)
    assert blocks(pos) == ["P-183"]
    assert pos.security(1) == ["ST1-02", "ST1-03"]
    assert pos.security(0) == ["ST1-02"] and sorted(pos.trash(0)) == ["ST1-03", "ST1-06"]
    assert pos.violation() == 0

"""Target filters "with <Blocker>" (filter=has_blocker, tested when the targets are chosen) and "with 2 or more
colors" (any=colors:2|colors:3): Fire Rocket's [Main] and [Security] effects on real cards with the exact result,
and the compiled lines of real cards checked against their printed text."""
from effect_positions import Side, build, lines_of



def deleted(pos):
    return [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")]


def test_the_filters_are_read_from_the_card_text():
    assert lines_of("BT8-095") == [
        "BT8-095 main static : ignore_color_requirements kind=digimon trait~armor_form",
        "BT8-095 main main : security_attack +1 target=own count=1 any=colors:2|colors:3 duration=turn",
        "BT8-095 security security : delete target=opponent count=1 filter=has_blocker"]
    assert lines_of("BT2-104")[0] == "BT2-104 main main : unsuspend target=own count=1 filter=has_blocker"
    # the keyword's reminder text after "for the turn." is left out
    assert lines_of("ST8-09")[0] == "ST8-09 main when_digivolving : security_attack +1 target=self duration=turn"


def test_fire_rocket_gives_security_attack_only_to_a_digimon_of_two_colors():
    # Coredramon is red only, UltimateBrachiomon red and black: only the latter can take <Security A. +1>
    pos = build(Side(battle=["ST1-06", "BT8-017"], hand=["BT8-095"]), memory=5)
    pos.use_option(0, "BT8-095")
    assert pos.security_attack(0, 1) == 1 and pos.security_attack(0, 2) == 2
    assert pos.trash(0) == ["BT8-095"]
    assert pos.violation() == 0


def test_fire_rocket_security_deletes_only_a_digimon_with_blocker():
    # Agumon attacks; the security Fire Rocket deletes 1 of its owner's Digimon with <Blocker>: Coredramon, not the
    # attacker (no <Blocker>)
    pos = build(Side(battle=["ST1-03", "ST1-06"]), Side(security=["ST1-02", "BT8-095"]))
    pos.attack(0, 1)
    assert deleted(pos) == [("ST1-06", 0, "effect")]
    assert pos.battle(0) == [["ST1-03"]] and pos.security(1) == ["ST1-02"]
    assert pos.violation() == 0


def test_without_a_blocker_the_security_deletes_nothing():
    pos = build(Side(battle=["ST1-03"]), Side(security=["ST1-02", "BT8-095"]))
    pos.attack(0, 1)
    assert deleted(pos) == [] and pos.battle(0) == [["ST1-03"]] and pos.security(1) == ["ST1-02"]
    assert pos.violation() == 0

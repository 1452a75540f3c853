""""When you attack with a [colour] Digimon / a Digimon with [X] in its name": the older wording of
own_digimon_attacks (its colour, level or name the `card.` options): EX2-060 Rika Nonaka and EX2-061 Henry Wong
compiled, EX2-062 Ryo Akiyama hand-written (+1000 DP to the Digimon of the event until the end of the opponent's
turn), all three full. Scenarios on real cards: Henry suspends an opponent's Digimon when a Gargomon attacks, Ryo's
+1000 DP goes to the black Digimon that attacks, and neither answers another Digimon's attack."""
from effect_positions import Side, Slot, answered, build, full, lines_of, ok, script

from simcore import effect_codes as ec

RIKA = "EX2-060"
HENRY = "EX2-061"
RYO = "EX2-062"
GARGOMON = "BT3-048"   # Lv.4 green, 4000 DP, no text of its own on top
GOLEMON = "BT10-062"   # Lv.4 black, 5000 DP, no text
GREYMON = "ST1-07"     # Lv.4 red
AGUMON = "ST1-03"


def test_encoded_lines():
    memory = "main start_of_your_turn if=own_memory<=2 : set_memory 3"
    assert lines_of(RIKA) == [
        f"EX2-060 {memory}",
        "EX2-060 main own_digimon_attacks your_turn optional card.name~renamon|kyubimon|taomon|sakuyamon : "
        "suspend_self_cost ; then use_option_from_hand kind=option name~plug-in",
        "EX2-060 security security : play_self"]
    assert lines_of(HENRY) == [
        f"EX2-061 {memory}",
        "EX2-061 main own_digimon_attacks your_turn optional card.name~gargomon|rapidmon : suspend_self_cost ; then "
        "suspend target=opponent count=1",
        "EX2-061 security security : play_self"]
    assert lines_of(RYO) == [
        "EX2-062 main on_play : reveal_add_one 4 name~dramon|justimon",
        "EX2-062 main own_digimon_attacks your_turn optional card.color=black : suspend_self_cost ; then dp +1000 "
        "target=event duration=opponents_next_turn",
        "EX2-062 security security : play_self"]
    for card in (RIKA, HENRY, RYO):
        assert full(card), card


def test_henry_suspends_an_opponents_digimon_when_a_gargomon_attacks():
    pos = build(Side(battle=[Slot(GARGOMON, entered=1), HENRY], deck=[AGUMON]),
                Side(battle=[AGUMON], security=[AGUMON, AGUMON], deck=[AGUMON]))
    script(pos, 0, True)
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.suspended(0, 2)                      # Henry paid
    assert pos.suspended(1, 1)                      # the opponent's Agumon
    assert [e[1] for e in pos.effects(HENRY)] == [ec.A_SUSPEND_SELF_COST, ec.A_SUSPEND]
    ok(pos)


def test_ryo_gives_the_attacking_black_digimon_1000_dp_and_not_a_red_one():
    pos = build(Side(battle=[Slot(GOLEMON, entered=1), RYO], deck=[AGUMON]),
                Side(security=[AGUMON, AGUMON], deck=[AGUMON]))
    script(pos, 0, True)
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.suspended(0, 2) and pos.dp(0, 1) == 6000
    ok(pos)
    pos = build(Side(battle=[Slot(GREYMON, entered=1), RYO], deck=[AGUMON]),
                Side(security=[AGUMON, AGUMON], deck=[AGUMON]))
    pos.attack(0, 1)
    assert pos.effects(RYO) == [] and not pos.suspended(0, 2)
    ok(pos)

"""Scenarios with real cards for the compiler's reading of "when one of your Digimon digivolves into ..." with a
colour ("into a green Digimon": `card.color=`), "with [A] in its name or [B] in its traits" (either:
`card.any=name:a|in_trait:b`) and "with [A], [B], or [C] in one of its traits" (`card.trait~`). Each checks the
card's generated lines against the reading of its printed text (written here by hand), then plays the effect in a
hand-built position with exact results."""
from effect_positions import Side, build, ok, lines_of, full



def test_the_readings_of_bt19_085_bt10_085_and_bt13_100():
    assert lines_of("BT19-085")[1] == ("BT19-085 main own_digimon_digivolved optional card.color=green :"
                                       " suspend_self_cost ; then suspend target=opponent count=1")
    assert lines_of("BT10-085")[1] == ("BT10-085 main own_digimon_digivolved your_turn once_per_turn"
                                       " card.any=name:huckmon|in_trait:royal_knight : memory +1")
    assert lines_of("BT13-100")[1] == ("BT13-100 main own_digimon_digivolved your_turn optional"
                                       " card.trait~vegetation|plant|fairy : suspend_self_cost ; then memory +1")
    for card in ("BT19-085", "BT10-085", "BT13-100"):
        assert full(card), card


def test_bt19_085_suspends_an_opponents_digimon_when_a_digimon_digivolves_into_a_green_one():
    # Goblimon (green Lv.3) digivolves into Vegiemon (green Lv.4) for 1 and draws; Henry Wong suspends and the
    # opponent's Agumon is suspended
    pos = build(Side(hand=["BT1-071"], battle=["BT19-085", "BT1-064"], deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"]), memory=5)
    pos.digivolve(0, "BT1-071", 2)
    assert pos.stack(0, 2) == ["BT1-064", "BT1-071"]
    assert pos.suspended(0, 1) and pos.suspended(1, 1)
    assert pos.memory(0) == 4 and pos.hand(0) == ["ST1-03"]
    ok(pos)
    # Agumon into Greymon (red): nothing
    pos = build(Side(hand=["ST1-07"], battle=["BT19-085", "ST1-03"], deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"]), memory=5)
    pos.digivolve(0, "ST1-07", 2)
    assert pos.stack(0, 2) == ["ST1-03", "ST1-07"]
    assert not pos.suspended(0, 1) and not pos.suspended(1, 1)
    ok(pos)


def test_bt10_085_gains_1_memory_when_a_digimon_digivolves_into_a_huckmon():
    # Agumon (red Lv.3) digivolves into BaoHuckmon BT6-011 for 2 (draw 1): 5 - 2 + 1
    pos = build(Side(hand=["BT6-011"], battle=["BT10-085", "ST1-03"], deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"]), memory=5)
    pos.digivolve(0, "BT6-011", 2)
    assert pos.stack(0, 2) == ["ST1-03", "BT6-011"]
    assert pos.memory(0) == 4 and pos.hand(0) == ["ST1-03"]
    ok(pos)
    # Agumon into Greymon: no Huckmon in its name, no Royal Knight trait
    pos = build(Side(hand=["ST1-07"], battle=["BT10-085", "ST1-03"], deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"]), memory=5)
    pos.digivolve(0, "ST1-07", 2)
    assert pos.stack(0, 2) == ["ST1-03", "ST1-07"] and pos.memory(0) == 3
    ok(pos)

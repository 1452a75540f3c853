"""The timing when_checks_security: this Digimon checked a security card of the opponent's, queued with the card's
[Security] effects, once for each check; its condition read as the effect activates.

Real cards: BT12-088 Takuya Kanbara (inherited: +2000 DP on your turn; while this Digimon has 10000 DP or more, once
per turn on your turn, gain 2 memory when it checks a security card), BT18-011 Agunimon (5000 DP, inherited +2000 DP
on your turn), EX12-060 Chaosdramon (15000 DP, <Security A. +1>), BT1-010 Agumon (a 2000 DP Digimon in security, no
[Security] effect)."""
from effect_positions import Side, Slot, build, ok, lines_of, full


def test_encoded_lines():
    assert lines_of("BT12-088") == [
        "BT12-088 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "BT12-088 inherited static your_turn : dp +2000 target=self",
        "BT12-088 inherited when_checks_security your_turn once_per_turn if=dp>=10000 : memory +2",
        "BT12-088 security security : play_self"]
    assert full("BT12-088")


def test_two_checks_of_a_10000_dp_digimon_gain_2_memory_once():
    # Chaosdramon over Takuya Kanbara: 15000 + 2000 DP, <Security A. +1>: two checks, the memory gained once
    pos = build(Side(battle=[Slot(["BT12-088", "EX12-060"])], deck=["BT1-010"]),
                Side(security=["BT1-010", "BT1-010", "BT1-010"], deck=["BT1-010"]), memory=3)
    assert pos.dp(0, 1) == 17000
    pos.attack(0, 1)
    assert pos.memory(0) == 5
    assert pos.security(1) == ["BT1-010"] and pos.trash(1) == ["BT1-010", "BT1-010"]
    ok(pos)


def test_below_10000_dp_the_check_gains_nothing():
    # Agunimon over Takuya Kanbara: 5000 + 2000 (Takuya's inherited DP) = 7000 DP
    pos = build(Side(battle=[Slot(["BT12-088", "BT18-011"])], deck=["BT1-010"]),
                Side(security=["BT1-010", "BT1-010"], deck=["BT1-010"]), memory=3)
    assert pos.dp(0, 1) == 7000
    pos.attack(0, 1)
    assert pos.memory(0) == 3
    assert pos.security(1) == ["BT1-010"] and pos.trash(1) == ["BT1-010"]
    ok(pos)


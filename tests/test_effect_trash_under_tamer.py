"""Costs paid from under a Tamer: `trash_under_tamer_cost` trashes the bottom card under 1 of your Tamers (all or
nothing; none there: the chain stops) and fires that Tamer's cards_trashed_from_under. ST23-12 Chiropmon: [On Play]
by that cost, return 1 [Glowing Dawn] trait Digimon card from the trash to the hand; ST23-13 Tomoro Tenma & Kyo
Sawashiro answers the card trashed from under it."""
import effect_positions
from decks.effects import load_effects
from effect_positions import Side, Slot, ok
from simcore import effect_codes as ec


def lines(number):
    return [e.text for e in load_effects()[number].effects]


def test_the_compiled_lines_of_the_cost():
    assert lines("ST23-12") == [
        "ST23-12 main on_play optional : trash_under_tamer_cost 1 ; then return_from_trash kind=digimon "
        "trait=glowing_dawn",
        "ST23-12 inherited static : retaliation target=self"]
    assert lines("ST24-12") == [
        "ST24-12 main on_play optional : trash_under_tamer_cost 1 ; then return_from_trash kind=digimon "
        "trait=data_squad",
        "ST24-12 inherited when_attacking once_per_turn : delete target=opponent count=1 level<=3 level>=3"]
    assert lines("ST23-01") == [
        "ST23-01 inherited when_attacking once_per_turn optional : trash_under_tamer_cost 1 ; then digivolve_from_hand "
        "2 target=self kind=digimon trait=glowing_dawn filter=pay_cost"]
    assert ("BT25-027 main would_leave_any_way once_per_turn optional : trash_under_tamer_cost 1 ; then stay "
            "target=self") in lines("BT25-027")
    for number in ("ST23-12", "ST24-12", "ST23-01", "ST24-01"):
        assert not load_effects()[number].unmodeled, number


def test_st23_12_trashes_the_bottom_card_under_the_tamer_and_returns_a_digimon():
    # the Tamer holds ST1-03 (bottom) and ST23-06 under it; the trash holds ST23-06
    pos = effect_positions.build(Side(battle=[Slot(["ST1-03", "ST23-06", "ST23-13"])], hand=["ST23-12"],
                                      trash=["ST23-06"], deck=["ST1-03"]),
                                 Side(deck=["ST1-03"]), memory=3)
    pos.play(0, "ST23-12")
    assert pos.hand(0) == ["ST23-06"]
    assert pos.trash(0) == ["ST1-03"]
    # the card trashed from under ST23-13 fires it: suspended, +3000 DP for the only [Glowing Dawn] Digimon
    assert pos.battle(0) == [["ST23-06", "ST23-13"], ["ST23-12"]]
    assert pos.suspended(0, 1)
    assert pos.dp(0, 2) == 2000 + 3000
    assert [x[1:4] for x in pos.effects("ST23-12")] == [
        (ec.A_TRASH_UNDER_TAMER_COST, "ST1-03", 1), (ec.A_RETURN_FROM_TRASH, "ST23-06", 1)]
    ok(pos)


def test_without_a_card_under_a_tamer_the_cost_is_not_paid_and_nothing_returns():
    pos = effect_positions.build(Side(battle=["ST23-13"], hand=["ST23-12"], trash=["ST23-06"], deck=["ST1-03"]),
                                 Side(deck=["ST1-03"]), memory=3)
    pos.play(0, "ST23-12")
    assert pos.hand(0) == []
    assert pos.trash(0) == ["ST23-06"]
    assert pos.battle(0) == [["ST23-13"], ["ST23-12"]]
    assert not pos.suspended(0, 1)
    assert [x[1] for x in pos.effects("ST23-12")] == []
    ok(pos)


def test_st23_01_digivolves_the_attacker_for_2_less_by_a_card_from_under_the_tamer():
    # ST23-06 (Lv.3) over ST23-01 attacks; ST23-03 (Lv.4, [Glowing Dawn], cost 2) in the hand digivolves it for 0
    pos = effect_positions.build(Side(battle=[Slot(["ST1-03", "ST23-13"]), Slot(["ST23-01", "ST23-06"])],
                                      hand=["ST23-03"], security=["ST1-03"], deck=["ST1-03", "ST1-03", "ST1-03"]),
                                 Side(deck=["ST1-03"], security=["ST1-03"]), memory=3)
    pos.attack(0, 2)
    assert pos.battle(0) == [["ST23-13"], ["ST23-01", "ST23-06", "ST23-03"]]
    assert pos.memory(0) == 3   # 2 less than ST23-03's cost of 2
    assert pos.trash(0) == ["ST1-03"]   # the card from under ST23-13
    assert [x[:4] for x in pos.effects()] == [
        ("ST23-01", ec.A_TRASH_UNDER_TAMER_COST, "ST1-03", 1), ("ST23-01", ec.A_DIGIVOLVE_FROM_HAND, "ST23-03", 0),
        ("ST23-13", ec.A_SUSPEND_SELF_COST, "ST23-13", 0), ("ST23-13", ec.A_DP, "ST23-03", 3000),
        ("ST23-03", ec.A_SECURITY_TOP_TO_HAND, "ST1-03", 1), ("ST23-03", ec.A_RECOVERY, None, 1)]
    assert pos.suspended(0, 1) and pos.dp(0, 2) == 4000 + 3000
    assert pos.trash(1) == ["ST1-03"]   # the security check the attack goes on with
    ok(pos)

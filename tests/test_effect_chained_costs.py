"""A cost paid by an effect after "Then" ("... Then, by ...ing X, Y"): the cost row is `may` (paying it is the
choice); declined or unpaid, the rows after it don't run, the rows before it stand. BT25-035 Cougarmon: [On Play]
[When Digivolving] -3000 DP for the turn on an opposing Digimon; then, paid with 2 cards from under the Tamers, a
free digivolution of itself into a Glowing Dawn card held in the hand. BT15-093: the same shape on an option, paid
with the top or bottom security card. ST23-04/ST23-08/BT25-041 (inherited): after the attack, paid with a card
from under a Tamer, a Glowing Dawn Digimon unsuspends."""
import effect_positions
from decks.effects import load_effects
from effect_positions import Side, Slot, ok
from simcore import effect_codes as ec


def lines(number):
    return [e.text for e in load_effects()[number].effects]


def test_the_compiled_lines():
    assert lines("BT25-035") == [
        "BT25-035 main on_play : dp -3000 target=opponent count=1 duration=turn ; then trash_under_tamer_cost 2 "
        "filter=may ; then digivolve_from_hand target=self kind=digimon trait=glowing_dawn",
        "BT25-035 main when_digivolving : dp -3000 target=opponent count=1 duration=turn ; then "
        "trash_under_tamer_cost 2 filter=may ; then digivolve_from_hand target=self kind=digimon trait=glowing_dawn",
        "BT25-035 inherited static : keyword barrier target=self"]
    assert lines("BT15-093")[0] == (
        "BT15-093 main main : dp -6000 target=opponent count=1 duration=turn ; then trash_own_security 1 "
        "filter=may,top_or_bottom ; then dp -6000 target=opponent count=1 duration=turn")
    for number in ("BT25-035", "BT15-093"):
        assert not load_effects()[number].unmodeled, number


def _cougarmon(under, answers=None):
    # the Tamer ST2-12 holds `under` cards under it (bottom first); ST23-04 (Lv.5, [Glowing Dawn]) in the hand;
    # the opponent's ST1-06 (6000 DP)
    pos = effect_positions.build(Side(battle=[Slot([*under, "ST2-12"])], hand=["BT25-035", "ST23-04"],
                                      deck=["ST1-03"]),
                                 Side(battle=["ST1-06"], deck=["ST1-03"]), memory=5)
    if answers is not None:
        effect_positions.script(pos, 0, *answers)
    pos.play(0, "BT25-035")
    return pos


def test_bt25_035_pays_two_cards_from_under_the_tamer_and_digivolves_for_free():
    pos = _cougarmon(["ST1-03", "ST1-07"])
    assert pos.battle(0) == [["ST2-12"], ["BT25-035", "ST23-04"]]
    assert sorted(pos.trash(0)) == ["ST1-03", "ST1-07"]
    assert pos.memory(0) == 0   # the play paid 5; the digivolution nothing
    assert [x[1] for x in pos.effects("BT25-035")] == [ec.A_DP, ec.A_TRASH_UNDER_TAMER_COST,
                                                       ec.A_TRASH_UNDER_TAMER_COST, ec.A_DIGIVOLVE_FROM_HAND]
    # ST23-04's [When Digivolving] -5000 DP takes the ST1-06, at 6000 - 3000, to 0: deleted; its cost then finds
    # nothing left under the Tamer, so nothing more is played
    assert [x[1] for x in pos.effects("ST23-04")] == [ec.A_DP]
    assert pos.battle(1) == []
    assert pos.trash(1) == ["ST1-06"]
    ok(pos)


def test_bt25_035_declining_the_cost_keeps_the_cards_and_does_not_digivolve():
    pos = _cougarmon(["ST1-03", "ST1-07"], answers=[False])
    assert effect_positions.answered(pos)
    assert pos.dp(1, 1) == 6000 - 3000   # the clause before the cost stands
    assert pos.battle(0) == [["ST1-03", "ST1-07", "ST2-12"], ["BT25-035"]]
    assert pos.hand(0) == ["ST23-04"]
    assert pos.trash(0) == []
    assert [x[1] for x in pos.effects("BT25-035")] == [ec.A_DP]
    ok(pos)


def test_bt25_035_with_one_card_under_the_tamer_the_cost_is_not_paid():
    pos = _cougarmon(["ST1-03"])
    assert pos.dp(1, 1) == 6000 - 3000
    assert pos.battle(0) == [["ST1-03", "ST2-12"], ["BT25-035"]]
    assert pos.hand(0) == ["ST23-04"]
    assert pos.trash(0) == []
    ok(pos)


def test_the_compiled_end_of_attack_lines():
    for number in ("ST23-04", "ST23-08", "BT25-041"):
        assert (f"{number} inherited end_of_attack once_per_turn optional if=this_has : trash_under_tamer_cost 1 "
                "trait=glowing_dawn ; then unsuspend target=self") in lines(number)
        assert all(u.startswith("main:") for u in load_effects()[number].unmodeled), number


def _attack_with(top, answers=()):
    # ST23-08 under `top` (inherited: [End of Attack], by a card from under a Tamer, a [Glowing Dawn] trait
    # Digimon unsuspends); the Tamer ST2-12 holds ST1-07 under it
    pos = effect_positions.build(Side(battle=[Slot(["ST1-07", "ST2-12"]), Slot(["ST23-08", top])],
                                      security=["ST1-03"], deck=["ST1-03", "ST1-03"]),
                                 Side(security=["ST1-03"], deck=["ST1-03"]), memory=3)
    if answers:
        effect_positions.script(pos, 0, *answers)
    pos.attack(0, 2)
    return pos


def test_st23_08_inherited_unsuspends_a_glowing_dawn_digimon_after_its_attack():
    pos = _attack_with("ST23-04", [True])   # the pilot pays
    assert effect_positions.answered(pos)
    assert not pos.suspended(0, 2)
    assert pos.battle(0) == [["ST2-12"], ["ST23-08", "ST23-04"]]
    assert pos.trash(0) == ["ST1-07"]
    assert [x[1] for x in pos.effects("ST23-08")] == [ec.A_TRASH_UNDER_TAMER_COST, ec.A_UNSUSPEND]
    ok(pos)


def test_st23_08_inherited_does_nothing_under_a_digimon_without_the_trait():
    pos = _attack_with("ST1-08", [True])   # offered, it would be paid: it is not offered
    assert pos.st.g[effect_positions.L.G_CHOICE_AT] == 0
    assert pos.suspended(0, 2)
    assert pos.battle(0) == [["ST1-07", "ST2-12"], ["ST23-08", "ST1-08"]]
    assert pos.effects("ST23-08") == []
    ok(pos)


def _arrow(answers):
    # the yellow BT25-041 lets BT15-093 (cost 5) be used; the opponent's ST1-08 (7000 DP)
    pos = effect_positions.build(Side(battle=["BT25-041"], hand=["BT15-093"], security=["ST1-03", "ST1-07"],
                                      deck=["ST1-03"]),
                                 Side(battle=["ST1-08"], deck=["ST1-03"]), memory=5)
    effect_positions.script(pos, 0, *answers)
    pos.use_option(0, "BT15-093")
    return pos


def test_bt15_093_paid_from_the_security_stack_hits_twice():
    pos = _arrow([True])
    assert effect_positions.answered(pos)
    assert len(pos.security(0)) == 1
    assert pos.battle(1) == []   # 7000 - 6000 - 6000
    assert [x[1] for x in pos.effects("BT15-093")] == [ec.A_DP, ec.A_TRASH_OWN_SECURITY, ec.A_DP]
    ok(pos)


def test_bt15_093_declined_hits_once_and_keeps_the_security_stack():
    pos = _arrow([False])
    assert effect_positions.answered(pos)
    assert len(pos.security(0)) == 2
    assert pos.dp(1, 1) == 7000 - 6000
    assert [x[1] for x in pos.effects("BT15-093")] == [ec.A_DP]
    ok(pos)

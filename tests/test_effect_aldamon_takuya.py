"""AD1-002 Aldamon: its second digivolution requirement, from a [Takuya Kanbara] Tamer with 2 or more [Hybrid] trait
cards under it for 3 (a digivolve_while_you_have row under if=named_digivolution_cards>=, read on the Tamer it
digivolves from: simcore.query.digivolve_cost_at), and its end-of-attack / on-deletion effect: "you may" trash 1
[Hybrid] or [Ten Warriors] card from the hand, drawing 2 if it did, then "you may" play a red, blue or green Tamer
card with inherited effects from the hand or trash for free (the trash an up_to cost row with its own `may`:
declined, it pays none, the draw counts 0 and the play is still offered).

Real cards: AD1-002 Aldamon, BT12-088 Takuya Kanbara (a red Tamer with inherited effects), ST1-12 Tai Kamiya (a red
Tamer without), BT18-011 Agunimon ([Hybrid] trait), BT1-010 Agumon (no [Hybrid] trait)."""
from effect_positions import Side, Slot, build, script, ok, lines_of, full, answered

from simcore import layout as L


def offered_cost(pos, number, slot):
    """The cost of the digivolution of `slot` into `number` that the rules offer player 0, or None."""
    i = pos.hand_index(0, number)
    found = [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == slot]
    assert len(found) <= 1
    return found[0] if found else None


def test_encoded_lines():
    assert lines_of("AD1-002") == [
        "AD1-002 main static if=named_digivolution_cards>=2 : digivolve_while_you_have 3 base_name=takuya_kanbara "
        "trait=hybrid",
        "AD1-002 main static : rush target=self",
        "AD1-002 main when_digivolving : delete target=opponent count=1 at_most_self=dp",
        "AD1-002 main end_of_attack : trash_from_hand_cost 1 up_to any=trait:hybrid|trait:ten_warriors filter=may ; "
        "then draw 2 for_each=paid ; then play_from_hand kind=tamer color=red,blue,green any=inherited:tamer "
        "filter=may,or_trash",
        "AD1-002 main on_deletion : trash_from_hand_cost 1 up_to any=trait:hybrid|trait:ten_warriors filter=may ; "
        "then draw 2 for_each=paid ; then play_from_hand kind=tamer color=red,blue,green any=inherited:tamer "
        "filter=may,or_trash",
        "AD1-002 inherited static your_turn : dp +4000 target=self"]
    assert full("AD1-002")


def test_a_takuya_kanbara_with_two_hybrid_cards_under_it_digivolves_for_3():
    # slot 1: Takuya Kanbara over 2 Agunimon (Hybrid); slot 2: over 1 Agunimon and 1 Agumon; slot 3: Tai Kamiya over
    # 2 Agunimon; slot 4: a red level 4 Digimon (the printed requirement, also 3)
    pos = build(Side(hand=["AD1-002"], battle=[Slot(["BT18-011", "BT18-011", "BT12-088"]),
                                               Slot(["BT18-011", "BT1-010", "BT12-088"]),
                                               Slot(["BT18-011", "BT18-011", "ST1-12"]), "BT18-011"],
                     deck=["BT1-010"]), Side(security=["BT1-010"]), memory=5)
    assert offered_cost(pos, "AD1-002", 1) == 3
    assert offered_cost(pos, "AD1-002", 2) is None    # only 1 [Hybrid] card under it
    assert offered_cost(pos, "AD1-002", 3) is None    # not a [Takuya Kanbara]
    assert offered_cost(pos, "AD1-002", 4) == 3       # the printed red Lv.4 requirement
    pos.digivolve(0, "AD1-002", 1)
    assert pos.stack(0, 1) == ["BT18-011", "BT18-011", "BT12-088", "AD1-002"]
    assert pos.memory(0) == 2 and pos.hand(0) == ["BT1-010"] and pos.deck(0) == []
    ok(pos)


def test_the_tamer_with_one_hybrid_card_under_it_is_no_base():
    pos = build(Side(hand=["AD1-002"], battle=[Slot(["BT18-011", "BT12-088"])], deck=["BT1-010"]),
                Side(security=["BT1-010"]), memory=5)
    assert offered_cost(pos, "AD1-002", 1) is None
    ok(pos)


def end_of_attack_position(hand):
    return build(Side(hand=hand, battle=[Slot(["BT18-011", "AD1-002"])], trash=["ST1-12", "BT12-088"],
                      deck=["BT1-010", "BT1-010"]),
                 Side(security=["BT1-010", "BT1-010"], deck=["BT1-010"]), memory=3)


def test_end_of_attack_trashes_a_hybrid_card_draws_2_and_plays_a_tamer_with_inherited_effects_from_the_trash():
    pos = end_of_attack_position(["BT18-011", "BT1-010"])
    script(pos, 0, True, True)   # trash the [Hybrid] card; play the Tamer
    pos.attack(0, 1)
    assert answered(pos)
    assert sorted(pos.hand(0)) == ["BT1-010", "BT1-010", "BT1-010"] and pos.deck(0) == []
    assert sorted(pos.trash(0)) == ["BT18-011", "ST1-12"]   # ST1-12 has no inherited effects: it stays
    assert pos.battle(0) == [["BT18-011", "AD1-002"], ["BT12-088"]]
    assert pos.memory(0) == 3   # the Tamer free
    ok(pos)


def test_declining_the_trash_draws_nothing_and_still_plays_the_tamer():
    pos = end_of_attack_position(["BT18-011", "BT1-010"])
    script(pos, 0, False, True)
    pos.attack(0, 1)
    assert answered(pos)
    assert sorted(pos.hand(0)) == ["BT1-010", "BT18-011"] and pos.deck(0) == ["BT1-010", "BT1-010"]
    assert pos.trash(0) == ["ST1-12"]
    assert pos.battle(0) == [["BT18-011", "AD1-002"], ["BT12-088"]]
    ok(pos)


def test_only_a_hybrid_or_ten_warriors_card_is_trashed():
    # no [Hybrid] / [Ten Warriors] card in the hand: taking the trash pays none, the draw counts 0; the Tamer declined
    pos = end_of_attack_position(["BT1-010"])
    script(pos, 0, True, False)
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.hand(0) == ["BT1-010"] and pos.deck(0) == ["BT1-010", "BT1-010"]
    assert sorted(pos.trash(0)) == ["BT12-088", "ST1-12"] and pos.battle(0) == [["BT18-011", "AD1-002"]]
    ok(pos)

"""Cost: trash 1 matching card from the hand or from under one of your Digimon
(trash_from_hand_or_digivolution_cost): the vocabulary on made-up cards, then EX11-038 Sunarizamon, whose card
trashed from under a [Mineral] Digimon draws once more by its own inherited effect."""
from dataclasses import replace

import numpy as np

import effect_positions
from decks.effects import describe, load_effects, parse_effects
from positions import Side, Slot, build_position, digimon, option, ok
from simcore import engine as E

I32 = np.int32
ROCK = replace(digimon("W-91", 3, 3000, 3), traits=("Rock",))
HOLDER = digimon("W-92", 4, 5000, 5)
PLAIN = digimon("W-93", 3, 3000, 3)
CARDS = [ROCK, HOLDER, PLAIN, option("W-90", 0)]
EFFECTS = parse_effects("""
W-90 main main : trash_from_hand_or_digivolution_cost 1 trait=Rock ; then draw 1
""")


def build(a):
    return build_position(CARDS, a, Side(deck=["W-93"]), effects=EFFECTS, memory=3)


def use(pos, number):
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)))


def test_a_matching_card_of_the_hand_pays():
    pos = build(Side(hand=["W-90", "W-93", "W-91"], deck=["W-93"]))
    use(pos, "W-90")
    assert pos.trash(0) == ["W-91", "W-90"]
    assert pos.hand(0) == ["W-93", "W-93"]   # the draw
    ok(pos)


def test_a_matching_digivolution_card_pays_and_its_digimon_keeps_the_rest():
    pos = build(Side(hand=["W-90", "W-93"], battle=[Slot(["W-93", "W-91", "W-92"])], deck=["W-93"]))
    use(pos, "W-90")
    assert pos.battle(0) == [["W-93", "W-92"]]
    assert pos.trash(0) == ["W-91", "W-90"]
    assert pos.hand(0) == ["W-93", "W-93"]
    ok(pos)


def test_the_top_card_does_not_count_and_without_a_match_the_chain_stops():
    pos = build(Side(hand=["W-90", "W-93"], battle=[Slot(["W-93", "W-91"])], deck=["W-93"]))
    use(pos, "W-90")
    assert pos.battle(0) == [["W-93", "W-91"]]
    assert pos.trash(0) == ["W-90"] and pos.hand(0) == ["W-93"]
    ok(pos)


def test_plain_words():
    assert describe("W-90 main main : trash_from_hand_or_digivolution_cost 1 trait=Rock ; then draw 1") == (
        "card's own text, when the option is used: cost: trash 1 with trait Rock from your hand or from under your "
        "Digimon; then draw 1")


def test_the_compiled_lines_of_ex11_038():
    texts = [e.text for e in load_effects()["EX11-038"].effects]
    for timing in ("when_moving", "on_play"):
        assert (f"EX11-038 main {timing} optional : trash_from_hand_or_digivolution_cost 1 trait=mineral|rock ; then "
                "draw 1") in texts


def test_ex11_038_sunarizamon_trashes_its_twin_from_under_golemon_and_draws_twice():
    # BT10-062 Golemon: [Mineral], no text; the EX11-038 beneath it draws by its inherited effect when trashed
    pos = effect_positions.build(Side(battle=[Slot(["EX11-038", "BT10-062"])], hand=["EX11-038"],
                                      deck=["ST1-03", "ST1-04", "ST1-05"]), memory=3)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "EX11-038")))
    assert pos.battle(0) == [["BT10-062"], ["EX11-038"]]
    assert pos.trash(0) == ["EX11-038"]
    assert sorted(pos.hand(0)) == ["ST1-04", "ST1-05"]
    ok(pos)

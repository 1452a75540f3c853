"""Effect vocabulary on made-up cards: costs paid by an effect (trashing cards of the hand, a security card),
taking and trashing your own security cards, a clause under its own condition after "Then", revealing and
adding one card each of two kinds, and the timings "a card left the opponent's security stack" and "one of
your Digimon was played" (with a filter on the played Digimon)."""
from dataclasses import replace

import numpy as np

from decks.effects import parse_effects
from simcore import engine as E
from positions import Side, Slot, build_position, digimon, option, ok

I32 = np.int32
DRAGON = replace(digimon("W-20", 4, 4000, 4), name="Test Dragonmon", traits=("Dragon",))
BEAST = replace(digimon("W-21", 5, 7000, 6), name="Test Beastmon", traits=("Beast",))
BOTH = replace(digimon("W-22", 5, 6000, 5), name="Test Chimeramon", traits=("Dragon", "Beast"))
PLAIN = digimon("W-03", 3, 3000, 3)
CARDS = [
    DRAGON, BEAST, BOTH, PLAIN,
    option("W-40", 0), option("W-41", 0), option("W-42", 0), option("W-43", 0), option("W-44", 0),
    option("W-45", 0), option("W-46", 0), option("W-47", 0),
    digimon("W-50", 4, 5000, 4), digimon("W-51", 4, 5000, 4), digimon("W-52", 3, 2000, 3),
    digimon("W-53", 3, 2000, 3), digimon("W-54", 3, 2000, 3),
]
EFFECTS = parse_effects("""
W-40 main main optional : trash_from_hand_cost 1 trait=Dragon ; then draw 2
W-41 main main : trash_from_hand_cost 1 trait=Dragon ; then draw 2
W-42 main main : security_top_to_hand ; then if=own_security<=0 recovery 1
W-43 main main : trash_own_security 1 ; then memory +2
W-44 main main : reveal_add_two 3 trait=Dragon ; then and_add trait=Beast
W-45 main main : reveal_add_two 3 trait=Dragon filter=rest_on_top ; then and_add trait=Beast
W-46 main main : trash_own_security 2 filter=top_or_bottom ; then memory +1
W-47 main main : trash_opponent_security_top 1
W-50 main opponent_security_removed : memory +1
W-51 main opponent_security_removed your_turn once_per_turn : memory +1
W-52 inherited own_digimon_played your_turn once_per_turn card.trait=Dragon : draw 1
W-53 inherited when_attacking if=this_has : memory +1 trait=Dragon
W-54 inherited other_own_digivolved : memory +1
""")


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def use(pos, number):
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)))


def test_trash_from_hand_cost_pays_with_a_matching_card_then_draws():
    pos = build(Side(hand=["W-40", "W-21", "W-20"], deck=["W-03", "W-21", "W-22"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-40")        # worth it: 2 cards for 1 (the greedy pilot pays)
    assert sorted(pos.hand(0)) == ["W-21", "W-21", "W-22"]
    assert pos.deck(0) == ["W-03"]
    assert sorted(pos.trash(0)) == ["W-20", "W-40"]
    ok(pos)


def test_unpaid_trash_from_hand_cost_stops_the_effect():
    pos = build(Side(hand=["W-41", "W-21", "W-03"], deck=["W-03", "W-21", "W-22"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-41")        # no Dragon in the hand: nothing trashed, nothing drawn
    assert sorted(pos.hand(0)) == ["W-03", "W-21"]
    assert pos.deck(0) == ["W-03", "W-21", "W-22"]
    assert pos.trash(0) == ["W-41"]
    ok(pos)


def test_security_top_to_hand_then_recovery_only_at_zero_security():
    pos = build(Side(hand=["W-42"], deck=["W-20", "W-21"], security=["W-03"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-42")        # the last security card to the hand; then 0 left: recovery from the deck top
    assert pos.hand(0) == ["W-03"]
    assert pos.security(0) == ["W-21"] and pos.deck(0) == ["W-20"]
    pos = build(Side(hand=["W-42"], deck=["W-20", "W-21"], security=["W-03", "W-22"]), Side(deck=["W-03"]),
                memory=3)
    use(pos, "W-42")        # the top one (W-22) to the hand; 1 left: no recovery
    assert pos.hand(0) == ["W-22"]
    assert pos.security(0) == ["W-03"] and pos.deck(0) == ["W-20", "W-21"]
    pos = build(Side(hand=["W-42"], deck=["W-20", "W-21"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-42")        # no security card: the effect stops, no recovery at 0
    assert pos.hand(0) == [] and pos.security(0) == [] and pos.deck(0) == ["W-20", "W-21"]
    ok(pos)


def test_trash_own_security_then_memory_and_nothing_without_security():
    pos = build(Side(hand=["W-43"], deck=["W-03"], security=["W-20", "W-21"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-43")
    assert pos.security(0) == ["W-20"] and sorted(pos.trash(0)) == ["W-21", "W-43"]
    assert pos.memory(0) == 5
    pos = build(Side(hand=["W-43"], deck=["W-03"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-43")
    assert pos.trash(0) == ["W-43"] and pos.memory(0) == 3
    ok(pos)


def test_trash_own_security_top_or_bottom_needs_as_many_as_it_says():
    pos = build(Side(hand=["W-46"], deck=["W-03"], security=["W-20"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-46")        # 2 asked, 1 there: nothing trashed, no memory
    assert pos.security(0) == ["W-20"] and pos.memory(0) == 3
    pos = build(Side(hand=["W-46"], deck=["W-03"], security=["W-20", "W-21", "W-22"]), Side(deck=["W-03"]),
                memory=3)
    use(pos, "W-46")        # the greedy pilot takes the top: W-22, then W-21
    assert pos.security(0) == ["W-20"] and sorted(pos.trash(0)) == ["W-21", "W-22", "W-46"]
    assert pos.memory(0) == 4
    ok(pos)


def test_reveal_add_two_takes_one_of_each_kind_and_bottoms_the_rest():
    pos = build(Side(hand=["W-44"], deck=["W-50", "W-03", "W-21", "W-20"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-44")        # revealed (top first) W-20, W-21, W-03: the Dragon and the Beast to the hand
    assert sorted(pos.hand(0)) == ["W-20", "W-21"]
    assert pos.deck(0) == ["W-03", "W-50"]       # W-03 under the unrevealed W-50
    ok(pos)


def test_reveal_add_two_pairs_a_card_of_both_kinds_to_take_two():
    pos = build(Side(hand=["W-44"], deck=["W-03", "W-20", "W-22"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-44")        # W-22 is Dragon and Beast: it goes as the Beast, W-20 as the Dragon
    assert sorted(pos.hand(0)) == ["W-20", "W-22"]
    assert pos.deck(0) == ["W-03"]
    ok(pos)


def test_reveal_add_two_rest_on_top_keeps_the_order():
    pos = build(Side(hand=["W-45"], deck=["W-50", "W-03", "W-52", "W-20"]), Side(deck=["W-03"]), memory=3)
    use(pos, "W-45")        # no Beast: only the Dragon; W-52 and W-03 back on top as they were
    assert pos.hand(0) == ["W-20"]
    assert pos.deck(0) == ["W-50", "W-03", "W-52"]
    ok(pos)


def test_security_removed_triggers_on_checks_and_on_the_owners_own_effects():
    # player 0 attacks with W-50 (5000 DP): the check of W-03 (3000) trashes it; then W-50 gains 1 memory
    pos = build(Side(deck=["W-03"], battle=[Slot(["W-50"])]),
                Side(deck=["W-03"], security=["W-20", "W-03"]), memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    assert pos.security(1) == ["W-20"] and pos.trash(1) == ["W-03"]
    assert pos.memory(0) == 4
    # player 0 trashes its own security card: the opponent's W-50 and W-51 see their opponent's stack shrink;
    # W-51 works on its own turn only
    pos = build(Side(hand=["W-43"], deck=["W-03"], security=["W-20", "W-21"]),
                Side(deck=["W-03"], battle=[Slot(["W-50"]), Slot(["W-51"])]), memory=3)
    use(pos, "W-43")
    assert pos.memory(0) == 5 - 1                # +2 of W-43, then the opponent's +1 of W-50
    ok(pos)


def test_once_per_turn_security_removed_gains_once_for_two_removals():
    pos = build(Side(hand=["W-47"], deck=["W-03"], battle=[Slot(["W-51"])]),
                Side(deck=["W-03"], security=["W-03", "W-03", "W-03"]), memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    assert len(pos.security(1)) == 2 and pos.memory(0) == 4
    use(pos, "W-47")        # the same turn: another card leaves the stack, the once-per-turn gain is spent
    assert len(pos.security(1)) == 1 and pos.memory(0) == 4
    ok(pos)


def test_own_digimon_played_filters_the_played_digimon_once_per_turn():
    pos = build(Side(hand=["W-03", "W-20", "W-20"], deck=["W-21", "W-22", "W-50"],
                     battle=[Slot(["W-52", "W-50"])]), Side(deck=["W-03"]), memory=10)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "W-03")))
    assert pos.deck(0) == ["W-21", "W-22", "W-50"]      # not a Dragon: no draw
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "W-20")))
    assert pos.deck(0) == ["W-21", "W-22"]              # a Dragon: draw 1
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "W-20")))
    assert pos.deck(0) == ["W-21", "W-22"]              # once per turn
    assert sorted(pos.hand(0)) == ["W-50"]
    ok(pos)


def test_this_has_reads_the_trait_of_the_digimon_on_top():
    pos = build(Side(deck=["W-03"], battle=[Slot(["W-53", "W-20"])]), Side(deck=["W-03"], security=["W-03"]),
                memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    assert pos.memory(0) == 4                    # the Dragon on top: +1
    pos = build(Side(deck=["W-03"], battle=[Slot(["W-53", "W-21"])]), Side(deck=["W-03"], security=["W-03"]),
                memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    assert pos.memory(0) == 3                    # a Beast: nothing
    ok(pos)


def test_other_own_digivolved_counts_every_other_digivolution_not_its_own():
    pos = build(Side(hand=["W-20", "W-21", "W-22"], deck=["W-03", "W-03", "W-03"],
                     battle=[Slot(["W-54", "W-03"]), Slot(["W-03"])]), Side(deck=["W-03"]), memory=9)
    E.digivolve(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "W-20")), I32(1), I32(2))
    assert pos.memory(0) == 7                    # its own Digimon: nothing
    E.digivolve(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "W-21")), I32(2), I32(2))
    assert pos.memory(0) == 6                    # another one: +1, on every digivolution (no once per turn)
    E.digivolve(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "W-22")), I32(2), I32(2))
    assert pos.memory(0) == 5
    assert pos.stack(0, 2) == ["W-03", "W-21", "W-22"]
    ok(pos)

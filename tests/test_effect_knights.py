"""BT13-111 and P-186 (Gallantmon): the words they brought.

- `for_each=both_trash_fives` (a play_cost_down once for every 5 cards in both players' trashes together, counted
  as the cost is read): BT13-111 while its player has no Digimon, P-186 while a Digimon of either player has 13000
  DP or more;
- `delete_dp_at_least N` (delete 1 of the opponent's Digimon, or either player's with target=any, with N DP or
  more): BT13-111's fallback after a deletion of a weak Digimon that deleted none, P-186's deletion before its
  <Recovery +1 (Deck)> when it deleted none.

BT13-105 (Full Moon Meteor Impact) reads with words already there: a return, then memory once for every 4 cards in
the opponent's hand, counted after the return."""
import effect_positions
from effect_positions import Side, full, lines_of
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.layout import A_PLAY

GALLANTMON = "BT13-111"   # Lv.6 red, cost 13, 13000 DP, from red Lv.5 for 5
GALLANTMON_P = "P-186"    # Lv.6 red/yellow, cost 12, 12000 DP, from red Lv.5 for 4
METALTYRANNOMON = "BT1-024"   # Lv.5 red, 10000 DP, no text
MUCHOMON = "BT1-013"      # Lv.3 red, 5000 DP, no text
TITAMON = "BT1-080"       # Lv.6 green, 12000 DP, no text
VOLCANICDRAMON = "EX7-014"    # 13000 DP (only [On Play] / [When Attacking] effects: quiet in the battle area)
AGUMON = "ST1-03"
LOADERLEOMON = "BT1-042"   # Lv.5 blue, 10000 DP, no text
METEOR = "BT13-105"       # blue option, cost 8


def test_encoded_lines():
    assert full(GALLANTMON) and full(GALLANTMON_P)
    fallback = "delete target=opponent count=1 dp<=6000 ; then if=not_deleted delete_dp_at_least 13000 " \
               "target=opponent count=1"
    assert lines_of(GALLANTMON) == [
        "BT13-111 main static if=own_digimon<=0 : play_cost_down 2 target=self for_each=both_trash_fives",
        "BT13-111 main static : rush target=self",
        "BT13-111 main on_play : " + fallback,
        "BT13-111 main when_digivolving : " + fallback,
        "BT13-111 main when_attacking : " + fallback]
    assert lines_of(GALLANTMON_P) == [
        "P-186 main static if=digimon_dp>=13000 : play_cost_down 2 target=self for_each=both_trash_fives",
        "P-186 main static : rush target=self",
        "P-186 main static : blocker target=self",
        "P-186 main on_play : delete_dp_at_least 13000 target=any count=1 ; then if=not_deleted recovery 1",
        "P-186 main when_digivolving : delete_dp_at_least 13000 target=any count=1 ; then if=not_deleted recovery 1"]
    assert full(METEOR) and lines_of(METEOR) == [
        "BT13-105 main main : bounce target=opponent count=1 ; then memory +1 for_each=opponent_hand_quads",
        "BT13-105 security security : bounce target=opponent count=1"]


def _play_costs(pos, card):
    i = pos.hand_index(0, card)
    return [a[3] for a in pos.actions_of(0) if a[:3] == (A_PLAY, i, 0)]


def test_bt13_111_costs_2_less_for_every_5_cards_in_both_trashes_with_no_digimon():
    # 7 + 4 = 11 cards in the trashes: 2 fives, 4 off
    pos = effect_positions.build(Side(hand=[GALLANTMON], trash=[AGUMON] * 4 + [MUCHOMON] * 3, deck=[AGUMON]),
                                 Side(battle=[TITAMON], trash=[MUCHOMON] * 4, deck=[AGUMON]), memory=10)
    assert _play_costs(pos, GALLANTMON) == [13 - 4]
    pos.play(0, GALLANTMON)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 10 - 9
    ok(pos)
    # a Digimon of one's own: no reduction
    pos = effect_positions.build(Side(battle=[MUCHOMON], hand=[GALLANTMON], trash=[AGUMON] * 4 + [MUCHOMON] * 3,
                                      deck=[AGUMON]),
                                 Side(trash=[MUCHOMON] * 4, deck=[AGUMON]), memory=10)
    assert _play_costs(pos, GALLANTMON) == [13]
    # 9 cards: 1 five
    pos = effect_positions.build(Side(hand=[GALLANTMON], trash=[AGUMON] * 4, deck=[AGUMON]),
                                 Side(trash=[MUCHOMON] * 4 + [TITAMON], deck=[AGUMON]), memory=10)
    assert _play_costs(pos, GALLANTMON) == [13 - 2]


def _digivolve_gallantmon(opp_battle, card=GALLANTMON, own=()):
    pos = effect_positions.build(Side(battle=[METALTYRANNOMON, *own], hand=[card], deck=[AGUMON, AGUMON]),
                                 Side(battle=opp_battle, deck=[AGUMON]), memory=5)
    pos.digivolve(0, card, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_bt13_111_deletes_a_weak_digimon_first():
    pos = _digivolve_gallantmon([VOLCANICDRAMON, MUCHOMON])
    assert pos.battle(1) == [[VOLCANICDRAMON]]
    assert pos.trash(1) == [MUCHOMON]
    ok(pos)


def test_bt13_111_deletes_a_13000_dp_digimon_when_no_weak_one_was_deleted():
    pos = _digivolve_gallantmon([TITAMON, VOLCANICDRAMON])
    assert pos.battle(1) == [[TITAMON]]   # 12000 DP: neither clause takes it
    assert pos.trash(1) == [VOLCANICDRAMON]
    ok(pos)


def test_bt13_111_deletes_nothing_without_a_target():
    pos = _digivolve_gallantmon([TITAMON])
    assert pos.battle(1) == [[TITAMON]] and pos.trash(1) == []
    ok(pos)


def test_p186_costs_2_less_for_every_5_cards_while_a_digimon_has_13000_dp():
    pos = effect_positions.build(Side(hand=[GALLANTMON_P], trash=[AGUMON] * 4 + [MUCHOMON], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON], trash=[MUCHOMON] * 4 + [TITAMON], deck=[AGUMON]),
                                 memory=10)
    assert _play_costs(pos, GALLANTMON_P) == [12 - 4]
    # no Digimon with 13000 DP or more: no reduction
    pos = effect_positions.build(Side(hand=[GALLANTMON_P], trash=[AGUMON] * 4 + [MUCHOMON], deck=[AGUMON]),
                                 Side(battle=[TITAMON], trash=[MUCHOMON] * 4 + [TITAMON], deck=[AGUMON]),
                                 memory=10)
    assert _play_costs(pos, GALLANTMON_P) == [12]


def test_p186_deletes_an_opponents_13000_dp_digimon_before_its_own():
    pos = _digivolve_gallantmon([VOLCANICDRAMON], card=GALLANTMON_P, own=[GALLANTMON])
    assert pos.battle(1) == [] and pos.trash(1) == [VOLCANICDRAMON]
    assert pos.battle(0) == [[METALTYRANNOMON, GALLANTMON_P], [GALLANTMON]]
    assert pos.security(0) == []   # it deleted: no <Recovery>
    ok(pos)


def test_p186_deletes_ones_own_13000_dp_digimon_when_only_it_qualifies():
    pos = _digivolve_gallantmon([TITAMON], card=GALLANTMON_P, own=[GALLANTMON])
    assert pos.battle(0) == [[METALTYRANNOMON, GALLANTMON_P]] and pos.trash(0) == [GALLANTMON]
    assert pos.battle(1) == [[TITAMON]]
    assert pos.security(0) == []
    ok(pos)


def test_p186_recovers_1_when_it_deletes_nothing():
    pos = _digivolve_gallantmon([TITAMON], card=GALLANTMON_P)
    assert pos.battle(1) == [[TITAMON]]
    assert pos.security(0) == [AGUMON]   # the top of the deck (the digivolution drew the other)
    assert pos.deck(0) == []
    assert ec.A_RECOVERY in [x[1] for x in pos.effects(GALLANTMON_P)]
    ok(pos)


def test_p186_counts_a_suspended_13000_dp_digimon_too():
    pos = _digivolve_gallantmon([Slot(VOLCANICDRAMON, suspended=True)], card=GALLANTMON_P)
    assert pos.trash(1) == [VOLCANICDRAMON] and pos.security(0) == []
    ok(pos)


def test_bt13_105_returns_a_digimon_then_gains_memory_for_every_4_cards_in_the_opponents_hand():
    # 7 cards in the opponent's hand, 8 once Muchomon is back: 2 memory
    pos = effect_positions.build(Side(battle=[LOADERLEOMON], hand=[METEOR], deck=[AGUMON]),
                                 Side(battle=[Slot([AGUMON, MUCHOMON])], hand=[AGUMON] * 3 + [TITAMON] * 4,
                                      deck=[AGUMON]), memory=10)
    pos.use_option(0, METEOR)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == []
    assert sorted(pos.hand(1)) == sorted([AGUMON] * 3 + [TITAMON] * 4 + [MUCHOMON])
    assert pos.trash(1) == [AGUMON]   # the card under it
    assert pos.memory(0) == 10 - 8 + 2
    ok(pos)
    # 6 + 1 = 7 cards: 1 memory
    pos = effect_positions.build(Side(battle=[LOADERLEOMON], hand=[METEOR], deck=[AGUMON]),
                                 Side(battle=[MUCHOMON], hand=[AGUMON] * 3 + [TITAMON] * 3, deck=[AGUMON]),
                                 memory=10)
    pos.use_option(0, METEOR)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 10 - 8 + 1
    ok(pos)

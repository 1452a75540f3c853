"""BT20-101 Zephagamon and P-114 Diaboromon: the words they brought.

- `for_each=suspended_digimon_pairs` (a counted clause carried out once for every 2 suspended Digimon of both battle
  areas, counted as it resolves: Zephagamon's return to the bottom of the deck, after its own "you may suspend 1");
- the timing `other_digimon_played_by_effect` (an effect, either player's, plays a Digimon of either player, a Token
  too, other than the effect's own: Diaboromon's once-per-turn deletion), with `delete_cost_raised` counting
  `for_each=own_trait_digimon base_name=...` (the play cost maximum raised for each of your Digimon of that name)."""
import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import engine as E

ZEPHAGAMON = "BT20-101"   # Lv.6 green, cost 8, 13000 DP
DIABOROMON = "P-114"      # Lv.6 black, cost 6, from black Lv.5 for 3; its Tokens are named like it (cost 14)
MONODRAMON = "BT1-009"    # cost 2, no text
MUCHOMON = "BT1-013"      # cost 3, no text
KOKATORIMON = "BT1-014"   # cost 3, no text
VEGIEMON = "BT1-071"      # cost 4, no text
GOLEMON = "BT10-062"      # cost 5, no text
METALTYRANNOMON = "BT1-024"   # cost 7, no text
FOOTMON = "BT12-069"      # Lv.5 black, cost 8, no text


def test_encoded_lines():
    assert full(ZEPHAGAMON) and full(DIABOROMON)
    assert lines_of(ZEPHAGAMON)[-2:] == [
        "BT20-101 main on_play : suspend target=any count=1 filter=may ; then to_deck_bottom target=opponent count=1 "
        "up_to for_each=suspended_digimon_pairs filter=suspended",
        "BT20-101 main when_digivolving : suspend target=any count=1 filter=may ; then to_deck_bottom target=opponent "
        "count=1 up_to for_each=suspended_digimon_pairs filter=suspended"]
    assert lines_of(DIABOROMON)[-1] == (
        "P-114 main other_digimon_played_by_effect once_per_turn optional : delete_cost_raised 2 target=opponent "
        "count=1 cost<=3 for_each=own_trait_digimon base_name=diaboromon")


def _zephagamon(own, opp):
    return effect_positions.build(Side(battle=own, hand=[ZEPHAGAMON], deck=[MUCHOMON]),
                                  Side(battle=opp, deck=[MUCHOMON]), memory=8)


def test_zephagamon_returns_one_for_every_two_suspended():
    pos = _zephagamon([], [Slot(MUCHOMON, suspended=True), Slot(KOKATORIMON, suspended=True),
                           Slot(VEGIEMON, suspended=True), Slot(GOLEMON, suspended=True), Slot(MONODRAMON)])
    script(pos, 0, False)   # no suspension: 4 suspended Digimon, 2 returned
    pos.play(0, ZEPHAGAMON)
    E.settle(pos.st, pos.tb)
    left = [s[-1] for s in pos.battle(1)]
    assert len(left) == 3 and MONODRAMON in left
    assert len(pos.deck(1)) == 3 and pos.deck(1)[-1] == MUCHOMON   # the two went under the deck
    ok(pos)


def test_zephagamon_rounds_down_and_counts_both_battle_areas():
    # 3 suspended (2 of the opponent's, 1 of yours): one return only
    pos = _zephagamon([Slot(MONODRAMON, suspended=True)],
                      [Slot(MUCHOMON, suspended=True), Slot(KOKATORIMON, suspended=True)])
    script(pos, 0, False)
    pos.play(0, ZEPHAGAMON)
    E.settle(pos.st, pos.tb)
    assert len(pos.battle(1)) == 1 and pos.deck(1)[0] in (MUCHOMON, KOKATORIMON)
    # 1 suspended: none
    pos = _zephagamon([], [Slot(MUCHOMON, suspended=True), Slot(KOKATORIMON)])
    script(pos, 0, False)
    pos.play(0, ZEPHAGAMON)
    E.settle(pos.st, pos.tb)
    assert [s[-1] for s in pos.battle(1)] == [MUCHOMON, KOKATORIMON] and pos.deck(1) == [MUCHOMON]
    ok(pos)


def test_zephagamon_counts_after_its_own_suspension():
    # 1 suspended, then the "you may suspend 1" makes 2: one return, a suspended one of the opponent's
    pos = _zephagamon([], [Slot(MUCHOMON, suspended=True), Slot(KOKATORIMON)])
    script(pos, 0, True)
    pos.play(0, ZEPHAGAMON)
    E.settle(pos.st, pos.tb)
    assert len(pos.battle(1)) == 1 and pos.suspended(1, 1)
    assert len(pos.deck(1)) == 2
    ok(pos)


def test_diaboromon_deletes_when_its_token_is_played_the_maximum_raised_for_each_diaboromon():
    pos = effect_positions.build(
        Side(battle=[DIABOROMON], deck=[MUCHOMON]),
        Side(battle=[METALTYRANNOMON, FOOTMON], security=[MUCHOMON], deck=[MUCHOMON]), memory=3)
    script(pos, 0, True, True)   # the Token, then the deletion: 3 + 2 x 2 Diaboromon = cost 7 or lower
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert [s[-1] for s in pos.battle(1)] == [FOOTMON]
    assert METALTYRANNOMON in pos.trash(1)
    ok(pos)


def test_diaboromon_once_per_turn_and_not_for_a_digivolution_or_a_play_from_the_hand():
    pos = effect_positions.build(
        Side(battle=[FOOTMON], hand=[DIABOROMON, MONODRAMON], deck=[MUCHOMON, MUCHOMON]),
        Side(battle=[METALTYRANNOMON, GOLEMON, MUCHOMON], security=[MUCHOMON], deck=[MUCHOMON]), memory=9)
    script(pos, 0)   # a play from the hand (Diaboromon not in play yet), then a digivolution: no deletion asked
    pos.play(0, MONODRAMON)
    E.settle(pos.st, pos.tb)
    script(pos, 0, False)   # the When Digivolving Token declined: nothing played by an effect
    pos.digivolve(0, DIABOROMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos) and len(pos.battle(1)) == 3
    script(pos, 0, True, True)   # the Token when attacking: the deletion (3 + 2 x 2)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos) and len(pos.battle(1)) == 2
    ok(pos)


def test_diaboromon_answers_a_play_by_the_opponents_effect_with_its_own_count():
    pos = effect_positions.build(
        Side(battle=[DIABOROMON, GOLEMON, METALTYRANNOMON], deck=[MUCHOMON]),
        Side(battle=[DIABOROMON, VEGIEMON, FOOTMON], security=[MUCHOMON], deck=[MUCHOMON]), memory=3)
    script(pos, 0, True, False)   # the Token, its own deletion declined; the opponent's pilot takes theirs
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert [s[-1] for s in pos.battle(1)] == [DIABOROMON, VEGIEMON, FOOTMON]
    # the opponent's Diaboromon: cost 5 or lower (1 Diaboromon of theirs): Golemon (5), not Diaboromon (6) nor
    # MetalTyrannomon (7)
    assert GOLEMON in pos.trash(0)
    assert [s[-1] for s in pos.battle(0)][:2] == [DIABOROMON, METALTYRANNOMON]
    ok(pos)


# --- BT17-097 Return to the Primogenitor: its <Delay> that keeps a [Free] Digimon by digivolving it

PRIMOGENITOR = "BT17-097"   # option, blue/green; placed in the battle area
PAILDRAMON = "BT3-027"      # Lv.5 blue [Free], 7000 DP
IMPERIALDRAMON = "BT3-031"  # Imperialdramon: Dragon Mode, Lv.6 blue, from blue Lv.5, 12000 DP
VIKEMON = "BT2-031"         # Lv.6 blue [Free], from blue Lv.5 (not an [Imperialdramon])
TITAMON = "BT1-080"         # Lv.6, 12000 DP, no text


def _attacked(hand, option=Slot(PRIMOGENITOR)):
    """The opponent's Titamon attacks your suspended Paildramon, which loses the battle."""
    return effect_positions.build(
        Side(battle=[TITAMON], deck=[MUCHOMON], security=[MUCHOMON]),
        Side(battle=[option, Slot(PAILDRAMON, suspended=True)], hand=hand, deck=[MUCHOMON]), memory=3)


def test_encoded_delay_line():
    assert full(PRIMOGENITOR)
    assert lines_of(PRIMOGENITOR)[-1] == (
        "BT17-097 main own_digimon_would_leave card.trait=free optional : delay ; then digivolve_from_hand "
        "target=event kind=digimon name~imperialdramon ; then if=deleted_not_by_own_effects stay target=event")


def test_delay_digivolves_the_battle_loser_which_stays():
    pos = _attacked([IMPERIALDRAMON])
    script(pos, 1, True)
    pos.attack(0, 1, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [[PAILDRAMON, IMPERIALDRAMON]]   # the option trashed, the Digimon kept
    assert PRIMOGENITOR in pos.trash(1) and PAILDRAMON not in pos.trash(1)
    assert pos.hand(1) == [MUCHOMON]   # the digivolution's draw
    assert pos.memory(0) == 3   # free
    ok(pos)


def test_delay_not_offered_without_an_imperialdramon_card_or_in_the_turn_placed():
    for hand, option in (([VIKEMON], Slot(PRIMOGENITOR)), ([IMPERIALDRAMON], Slot(PRIMOGENITOR, entered=3))):
        pos = _attacked(hand, option)
        script(pos, 1)
        pos.attack(0, 1, 2)
        E.settle(pos.st, pos.tb)
        assert pos.battle(1) == [[PRIMOGENITOR]]   # Paildramon deleted, the option still there
        assert PAILDRAMON in pos.trash(1) and pos.hand(1) == hand
        ok(pos)


def test_delay_declined_lets_it_go():
    pos = _attacked([IMPERIALDRAMON])
    script(pos, 1, False)
    pos.attack(0, 1, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [[PRIMOGENITOR]] and PAILDRAMON in pos.trash(1)
    ok(pos)

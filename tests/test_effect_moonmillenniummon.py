"""BT19-075 MoonMillenniummon: the opponent trashing down to a hand size, a count of deleted Tamers that follows
the cards trashed (opponent_trash_hand_to, delete for_each=paid_pairs), the stay-in-play cost of one of your
[Composite] Digimon, and the security trash that follows any other deletion (other_deleted)."""
import numpy as np

import effect_positions
from decks.effects import load_effects
from effect_positions import Side, script, answered, ok
from simcore import engine as E
from simcore.effect_codes import T_ON_PLAY
from simcore.effects import collect_slot, delete_slot
from simcore.layout import DEL_EFFECT

I32 = np.int32
MOON = "BT19-075"
DELTAMON = "BT6-012"   # a [Composite] Digimon without text
# ST1-12 Tai Kamiya, ST2-12 Matt Ishida: Tamers; ST1-03 Agumon, ST1-07 Greymon: Digimon


def played(pos, s):
    """Player 0's Digimon in slot s was just played: its [On Play] effects resolve."""
    collect_slot(pos.st, pos.tb, I32(T_ON_PLAY), I32(0), I32(s), I32(0), I32(0))
    E.settle(pos.st, pos.tb)


def test_encoded_lines_are_full():
    entry = load_effects()[MOON]
    assert not entry.unmodeled
    assert "BT19-075 main other_deleted once_per_turn : trash_opponent_security_top 1" in [
        e.text for e in entry.effects]


def test_opponent_trash_hand_to_five_deletes_two_tamers_and_the_deletions_trash_one_security_card():
    hand = ["ST1-03"] * 4 + ["ST1-07"] * 5
    pos = effect_positions.build(Side(battle=[MOON], deck=["ST1-03"]),
                                 Side(battle=["ST1-12", "ST2-12", "ST1-12"], hand=hand, deck=["ST1-03"],
                                      security=["ST1-03", "ST1-07", "ST1-03"]), memory=0)
    played(pos, 1)
    assert len(pos.hand(1)) == 5
    assert len(pos.battle(1)) == 1   # 9 - 5 = 4 trashed: 2 Tamers deleted
    assert len(pos.trash(1)) == 4 + 2 + 1
    assert len(pos.security(1)) == 2   # once per turn, for the first deletion
    ok(pos)


def test_one_card_trashed_deletes_no_tamer():
    pos = effect_positions.build(Side(battle=[MOON], deck=["ST1-03"]),
                                 Side(battle=["ST1-12"], hand=["ST1-03"] * 6, deck=["ST1-03"],
                                      security=["ST1-03"]), memory=0)
    played(pos, 1)
    assert pos.hand(1) == ["ST1-03"] * 5 and pos.trash(1) == ["ST1-03"]
    assert pos.battle(1) == [["ST1-12"]]
    assert pos.security(1) == ["ST1-03"]
    ok(pos)


def test_a_small_hand_trashes_nothing():
    pos = effect_positions.build(Side(battle=[MOON], deck=["ST1-03"]),
                                 Side(battle=["ST1-12"], hand=["ST1-03"] * 3, deck=["ST1-03"]), memory=0)
    played(pos, 1)
    assert pos.hand(1) == ["ST1-03"] * 3 and pos.trash(1) == []
    assert pos.battle(1) == [["ST1-12"]]
    ok(pos)


def test_a_composite_digimon_is_deleted_instead_and_the_deletion_trashes_security():
    pos = effect_positions.build(Side(battle=[MOON, DELTAMON], deck=["ST1-03"]),
                                 Side(deck=["ST1-03"], security=["ST1-03", "ST1-07"]), memory=0)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[MOON]]
    assert pos.trash(0) == [DELTAMON]
    assert pos.security(1) == ["ST1-03"]
    ok(pos)


def test_declining_the_cost_lets_it_leave():
    pos = effect_positions.build(Side(battle=[MOON, DELTAMON], deck=["ST1-03"]),
                                 Side(deck=["ST1-03"], security=["ST1-03", "ST1-07"]), memory=0)
    script(pos, 0, False)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[DELTAMON]]
    assert pos.trash(0) == [MOON]
    assert pos.security(1) == ["ST1-03", "ST1-07"]
    ok(pos)


def test_without_a_composite_digimon_it_is_deleted():
    pos = effect_positions.build(Side(battle=[MOON, "ST1-07"], deck=["ST1-03"]),
                                 Side(deck=["ST1-03"], security=["ST1-03"]), memory=0)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["ST1-07"]] and pos.trash(0) == [MOON]
    assert pos.security(1) == ["ST1-03"]
    ok(pos)


def test_an_opponents_digimon_deleted_trashes_security_once_per_turn():
    pos = effect_positions.build(Side(battle=[MOON], deck=["ST1-03"]),
                                 Side(battle=["ST1-03", "ST1-07"], deck=["ST1-03"], security=["ST1-03", "ST1-07"]),
                                 memory=0)
    delete_slot(pos.st, pos.tb, I32(1), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.security(1) == ["ST1-03"]
    delete_slot(pos.st, pos.tb, I32(1), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [] and pos.security(1) == ["ST1-03"]
    ok(pos)

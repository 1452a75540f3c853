"""BT8-107 Pandemonium Flame: its [Main] deletes 1 of its player's Digimon as a cost, then 1 of the opponent's
unsuspended Digimon with a level no higher than the deleted one's (`delete_own_cost ; then
delete_unsuspended_at_most_paid_level`); its [Security] deletes 1 of the opponent's unsuspended Digimon
(`delete_unsuspended`). Scenarios with the exact zones after the effect."""
import effect_positions
from decks.effects import load_effects
from effect_positions import Side, ok, script, answered
from positions import Slot
from simcore import engine as E

FLAME = "BT8-107"        # purple option, cost 2
GAZIMON = "EX9-058"      # purple Lv.3
MEGADRAMON = "EX9-064"   # purple/black Lv.5
AGUMON = "ST1-03"        # red Lv.3
AGUMON_B = "BT1-010"     # red Lv.3
GREYMON = "ST1-07"       # red Lv.4
METALGREYMON = "ST1-09"  # red Lv.5


def test_encoded_lines():
    card = load_effects()[FLAME]
    assert not card.unmodeled
    assert [e.text for e in card.effects] == [
        "BT8-107 main main optional : delete_own_cost ; then delete_unsuspended_at_most_paid_level target=opponent "
        "count=1",
        "BT8-107 security security : delete_unsuspended target=opponent count=1",
    ]


def test_main_deletes_an_unsuspended_digimon_of_no_higher_level():
    pos = effect_positions.build(
        Side(hand=[FLAME], battle=[GAZIMON], deck=[AGUMON]),
        Side(battle=[GREYMON, Slot(AGUMON, suspended=True), AGUMON_B], deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.use_option(0, FLAME)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == []
    assert sorted(pos.trash(0)) == sorted([GAZIMON, FLAME])
    assert pos.battle(1) == [[GREYMON], [AGUMON]]   # Lv.4: too high; the Lv.3 one suspended
    assert pos.trash(1) == [AGUMON_B]
    assert pos.memory(0) == 5 - 2
    ok(pos)


def test_main_skips_suspended_digimon():
    pos = effect_positions.build(
        Side(hand=[FLAME], battle=[MEGADRAMON], deck=[AGUMON]),
        Side(battle=[Slot(METALGREYMON, suspended=True), GREYMON], deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.use_option(0, FLAME)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == []
    assert pos.battle(1) == [[METALGREYMON]]
    assert pos.trash(1) == [GREYMON]
    ok(pos)


def test_main_declined_deletes_nothing():
    pos = effect_positions.build(
        Side(hand=[FLAME], battle=[GAZIMON], deck=[AGUMON]),
        Side(battle=[AGUMON_B], deck=[AGUMON]), memory=5)
    script(pos, 0, False)
    pos.use_option(0, FLAME)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[GAZIMON]]
    assert pos.battle(1) == [[AGUMON_B]]
    assert pos.trash(0) == [FLAME]
    ok(pos)


def test_security_deletes_an_unsuspended_digimon_of_the_attacker():
    pos = effect_positions.build(
        Side(security=[AGUMON, FLAME], deck=[AGUMON]),
        Side(battle=[AGUMON_B, Slot(METALGREYMON, suspended=True), GREYMON], deck=[AGUMON]),
        turn=4, current=1, memory=3)
    pos.attack(1, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[AGUMON_B], [METALGREYMON]]   # the attacker suspended by its attack
    assert sorted(pos.trash(1)) == [GREYMON]
    assert pos.security(0) == [AGUMON]
    assert pos.trash(0) == [FLAME]
    ok(pos)

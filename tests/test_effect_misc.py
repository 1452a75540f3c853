"""BT14-033 Patamon, BT18-065 Snatchmon and BT9-102 Attack of the Heavy Mobile Digimon!: the words they brought.

- `digivolve_from_security` (Patamon's start of the main phase: a free digivolution into a card of the searched
  security stack, the stack shuffled whatever was decided, face-up cards turned face down) and the condition
  `digivolved` of the clause chained after it;
- `digixros_from_trash` (Snatchmon: DigiXros materials from the trash too while every Digimon of yours is a
  [Vemmon]);
- `delete_at_most_paid_cost` (BT9-102's [Security]: a deletion bounded by the play cost of the card the cost
  trashed)."""
import numpy as np

import effect_positions
from effect_positions import Side, Slot, answered, full, lines_of, script
from positions import ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L

i32 = np.int32

PATAMON = "BT14-033"     # Lv.3 yellow Data; its inherited effect: memory +1 when a card is added to your security
REPPAMON = "BT1-051"     # Lv.4 yellow [Vaccine], from yellow Lv.3 for 2, no text
STARMON = "BT9-035"      # Lv.4 yellow Data (not [Vaccine]), no text
LIOLLMON = "BT1-050"     # Lv.3 yellow [Vaccine], no text
AGUMON = "ST1-03"        # Lv.3 red, cost 3

SNATCHMON = "BT18-065"   # Lv.4 black, cost 6, <DigiXros -1> 4 [Vemmon]
VEMMON = "BT11-061"      # Lv.3 black [Vemmon]

HEAVY = "BT9-102"        # black option
JAZARDMON = "ST5-07"     # Lv.4 [Machine Dragon], cost 5, no text
HAGURUMON = "BT2-052"    # Lv.3 [Machine], cost 2, no text
BLIMPMON = "BT4-069"     # Lv.4 black [Machine], cost 6, no text
MACHINEDRAMON = "ST5-12"   # Lv.6 black [Machine]
HIANDROMON = "BT2-064"   # Lv.6 black [Cyborg] (not [Machine]), no text
LOADERLEOMON = "BT9-063"   # Lv.5 black [Machine], no text


def test_encoded_lines():
    assert full(PATAMON) and full(SNATCHMON) and not full(HEAVY)
    assert lines_of(PATAMON) == [
        "BT14-033 main start_of_your_main_phase : digivolve_from_security 0 target=self kind=digimon color=yellow "
        "trait=vaccine ; then if=digivolved hand_to_security 1 color=yellow trait=vaccine target=player "
        "filter=may,bottom",
        "BT14-033 inherited own_security_added your_turn once_per_turn : memory +1"]
    assert "BT18-065 main static : digixros_from_trash name=vemmon" in lines_of(SNATCHMON)
    assert lines_of(HEAVY) == [
        "BT9-102 main main optional : trash_from_hand_cost 1 trait~cyborg|machine ; then rush target=all_own level>=6 "
        "level<=6 trait~machine duration=turn",
        "BT9-102 security security optional : trash_from_hand_cost 1 kind=digimon trait~cyborg|machine ; then "
        "delete_at_most_paid_cost target=opponent count=1"]


# --- digivolve_from_security --------------------------------------------------------------------------------

def _patamon(security, hand=(), memory=0):
    return effect_positions.build(Side(battle=[PATAMON], security=list(security), hand=list(hand),
                                       deck=[AGUMON, AGUMON]),
                                  Side(battle=[AGUMON], deck=[AGUMON]), memory=memory)


def test_patamon_digivolves_into_a_security_card_then_places_one_under_the_stack():
    pos = _patamon([STARMON, REPPAMON, AGUMON], hand=[LIOLLMON])
    script(pos, 0, True, True)   # digivolve, then place Liollmon
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    assert answered(pos)
    assert pos.battle(0) == [[PATAMON, REPPAMON]]
    assert pos.hand(0) == [AGUMON]   # the digivolution's draw; Liollmon went to the security stack
    sec = pos.security(0)
    assert sec[0] == LIOLLMON and sorted(sec[1:]) == sorted([STARMON, AGUMON])
    # the card added to the stack: Patamon's inherited effect, beneath Reppamon now, gains 1 memory
    assert pos.memory(0) == 1
    kinds = [x[1] for x in pos.effects(PATAMON)]
    assert ec.A_DIGIVOLVE_FROM_SECURITY in kinds and ec.A_HAND_TO_SECURITY in kinds
    ok(pos)


def test_patamon_never_digivolves_into_a_card_without_the_trait():
    pos = _patamon([STARMON, AGUMON], hand=[LIOLLMON])
    script(pos, 0)   # nothing is asked: no card may be taken, and nothing may be placed
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    assert answered(pos)
    assert pos.battle(0) == [[PATAMON]]
    assert pos.hand(0) == [LIOLLMON]
    assert sorted(pos.security(0)) == sorted([STARMON, AGUMON])
    assert pos.memory(0) == 0
    ok(pos)


def test_patamon_declined_shuffles_the_stack_face_down_and_places_nothing():
    pos = _patamon([REPPAMON, AGUMON, STARMON], hand=[LIOLLMON])
    pos.st.sec_up[0, 2] = 1   # the top card lies face up
    script(pos, 0, False)
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    assert answered(pos)
    assert pos.battle(0) == [[PATAMON]]
    assert pos.hand(0) == [LIOLLMON]
    assert sorted(pos.security(0)) == sorted([REPPAMON, AGUMON, STARMON])
    assert not pos.st.sec_up[0, :3].any()   # RULES.md §10.8: turned face down before the shuffle
    ok(pos)


def test_patamon_digivolved_may_keep_its_hand():
    pos = _patamon([REPPAMON], hand=[LIOLLMON])
    script(pos, 0, True, False)   # digivolve, place nothing
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    assert answered(pos)
    assert pos.battle(0) == [[PATAMON, REPPAMON]]
    assert pos.security(0) == []
    assert sorted(pos.hand(0)) == sorted([LIOLLMON, AGUMON])
    assert pos.memory(0) == 0
    ok(pos)


# --- digixros_from_trash --------------------------------------------------------------------------------------

def test_snatchmon_takes_materials_from_the_trash_while_only_vemmon_are_in_play():
    pos = effect_positions.build(Side(battle=[VEMMON], hand=[SNATCHMON], trash=[VEMMON, AGUMON, VEMMON, VEMMON],
                                      deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    assert pos.play_digixros(0, SNATCHMON) == 6 - 4
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[VEMMON, VEMMON, VEMMON, VEMMON, SNATCHMON]]
    assert pos.trash(0) == [AGUMON]
    assert pos.memory(0) == 5 - 2
    kinds = [x[1] for x in pos.effects(SNATCHMON)]
    assert kinds.count(ec.A_DIGIXROS_FROM_TRASH) == 3 and kinds.count(ec.A_DIGIXROS) == 1
    ok(pos)


def test_snatchmon_with_no_digimon_in_play_takes_trash_materials_too():
    pos = effect_positions.build(Side(hand=[SNATCHMON], trash=[VEMMON, VEMMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    assert pos.play_digixros(0, SNATCHMON) == 6 - 2
    assert pos.battle(0) == [[VEMMON, VEMMON, SNATCHMON]] and pos.trash(0) == []
    ok(pos)


def test_snatchmon_takes_no_trash_material_beside_another_digimon():
    pos = effect_positions.build(Side(battle=[VEMMON, AGUMON], hand=[SNATCHMON], trash=[VEMMON, VEMMON],
                                      deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    assert pos.play_digixros(0, SNATCHMON) == 6 - 1   # the Vemmon in play only
    assert pos.battle(0) == [[AGUMON], [VEMMON, SNATCHMON]]
    assert pos.trash(0) == [VEMMON, VEMMON]
    ok(pos)
    bare = effect_positions.build(Side(battle=[AGUMON], hand=[SNATCHMON], trash=[VEMMON], deck=[AGUMON]),
                                  Side(deck=[AGUMON]), memory=5)
    i = bare.hand_index(0, SNATCHMON)
    assert not [a for a in bare.actions_of(0) if a[:3] == (L.A_PLAY, i, 1)]


# --- delete_at_most_paid_cost and BT9-102 ---------------------------------------------------------------------

def _checked(hand):
    """Player 1's Blimpmon (cost 6) attacks player 0, whose one security card is BT9-102; player 1 also has an
    Agumon (cost 3)."""
    return effect_positions.build(Side(security=[HEAVY], hand=list(hand), deck=[AGUMON]),
                                  Side(battle=[BLIMPMON, AGUMON], deck=[AGUMON]), current=1, memory=3)


def test_security_delete_at_most_paid_cost():
    pos = _checked([JAZARDMON])
    script(pos, 0, True)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [[BLIMPMON]]   # cost 3 <= 5; Blimpmon's 6 is above it
    assert pos.hand(0) == [] and sorted(pos.trash(0)) == sorted([JAZARDMON, HEAVY])
    assert pos.security(0) == []
    ok(pos)


def test_security_with_a_cheap_card_deletes_nothing_and_the_pilot_keeps_it():
    pos = _checked([HAGURUMON])
    script(pos, 0, True)   # paid anyway: cost 2 reaches neither
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[BLIMPMON], [AGUMON]]
    assert pos.hand(0) == []
    greedy = _checked([HAGURUMON])
    greedy.attack(1, 1, -1)
    E.settle(greedy.st, greedy.tb)
    assert greedy.hand(0) == [HAGURUMON]   # nothing to delete: the card is kept
    assert greedy.battle(1) == [[BLIMPMON], [AGUMON]]
    ok(greedy)


def test_the_pilot_trashes_the_card_whose_cost_reaches_a_target():
    pos = _checked([HAGURUMON, JAZARDMON])   # greedy: cost 2 reaches nothing, cost 5 the Agumon
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [HAGURUMON]
    assert pos.battle(1) == [[BLIMPMON]]
    ok(pos)


def test_main_gives_rush_to_level_6_machine_digimon_for_the_turn():
    pos = effect_positions.build(
        Side(battle=[Slot(MACHINEDRAMON, entered=3), Slot(HIANDROMON, entered=3), Slot(LOADERLEOMON, entered=3)],
             hand=[HEAVY, HAGURUMON], deck=[AGUMON]),
        Side(battle=[AGUMON], security=[AGUMON], deck=[AGUMON]), memory=3)
    assert not pos.can_attack(0, 1)
    script(pos, 0, True)
    pos.use_option(0, HEAVY)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == []
    assert pos.can_attack(0, 1)   # Lv.6 [Machine]
    assert not pos.can_attack(0, 2) and not pos.can_attack(0, 3)   # [Cyborg]; Lv.5
    assert pos.has(0, 1, ec.A_RUSH) and not pos.has(0, 2, ec.A_RUSH)
    pos.next_turn()
    assert not pos.has(0, 1, ec.A_RUSH)   # for the turn only
    ok(pos)

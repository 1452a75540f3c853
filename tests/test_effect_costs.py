"""Cost reductions bought as the card comes, and their relatives: EX8-074 MedievalGallantmon, BT3-103 Hidden
Potential Discovered!, EX10-033 Pyramidimon, and <Digisorption> (BT2-045 Argomon).

- `play_cost_down N target=suspend_any count=2 filter=paid_by_deleting` (MedievalGallantmon: 4 off its own play
  cost, bought as it is played by suspending 2 unsuspended Digimon of either player; fewer there: no reduction);
- `delete N ... dp<=M for_each=other_suspended_digimon` (its When Digivolving deletion: the DP maximum N higher for
  each suspended Digimon of either player other than this one, counted as it resolves);
- its "when Digimon are played" as own_digimon_played + opponent_digimon_played sharing one use a turn;
- `next_digivolve_suspend_cost_down N base_color=green` (the option: the next digivolution of one of your green
  Digimon this turn may be made N cheaper by suspending 1 of your Digimon, the one digivolving too; that
  digivolution uses it up, bought or not; a non-green one leaves it);
- `trash_from_hand_or_digivolution_cost N up_to` (the first card, then each further one as the pilot decides, counted
  for for_each=paid) and `digimon_play_cost_down N target=opponent count=1 for_each=paid` (Pyramidimon: an opponent's
  Digimon's play cost, as play cost filters read it in the battle area, 2 lower for each card trashed, until the end
  of the opponent's turn);
- `keyword digisorption target=self count=N` (<Digisorption -N>, read from the card in the hand: a digivolution
  into it from the hand may be made N cheaper by suspending 1 of your Digimon)."""
import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.layout import A_DIGIVOLVE

MEDIEVAL = "EX8-074"     # Lv.6 green/red, cost 11, from green or red Lv.5 for 3
HIDDEN = "BT3-103"       # green option, use cost 0
MUSHROOMON = "BT1-065"   # Lv.3 green, cost 2, 4000 DP, no text
OGREMON = "BT11-051"     # Lv.4 green, 7000 DP, no text
DIGITAMAMON = "BT11-053"  # Lv.5 green, 10000 DP, from green Lv.4 for 3, no text
KOKATORIMON = "BT1-014"  # Lv.4 red, 4000 DP, no text
GROUNDRAMON = "BT1-020"  # Lv.5 red, from red Lv.4 for 2, no text
GORILLAMON = "BT1-037"   # Lv.4 blue, 6000 DP, no text
TITAMON = "BT1-080"      # Lv.6 green, 12000 DP, no text
PYRAMIDIMON = "EX10-033"  # Lv.6 black [Mineral], from black Lv.5 for 3
GOTSUMON = "BT4-065"     # Lv.3 black [Rock], no text
GOLEMON = "BT10-062"     # Lv.4 black [Mineral], no text
GOGMAMON = "BT10-064"    # Lv.5 black [Rock], no text
ARGOMON = "BT2-045"      # Lv.4 green, from green Lv.3 for 2; <Digisorption -2>
CIEL = "BT23-077"        # white Lv.4, cost 4; On Play: delete 1 of the opponent's Digimon of play cost 4 or less


def _script(pos, p, *answers):
    """script(), where a tuple (player, k) answers a choice of target: that player's k-th permanent."""
    script(pos, p, *[a if isinstance(a, bool) else True for a in answers])
    for k, a in enumerate(answers):
        if not isinstance(a, bool):
            pos.st.choice[k] = (L.CH_TARGET, a[0], a[1])


def test_encoded_lines():
    assert full(MEDIEVAL) and full(HIDDEN)
    assert lines_of(MEDIEVAL) == [
        "EX8-074 main static : play_cost_down 4 target=suspend_any count=2 filter=paid_by_deleting",
        "EX8-074 main static : keyword alliance target=self",
        "EX8-074 main static : keyword vortex target=self",
        "EX8-074 main when_digivolving : suspend target=any count=1 filter=may ; then delete 3000 target=opponent "
        "count=1 dp<=8000 for_each=other_suspended_digimon filter=may",
        "EX8-074 main own_digimon_played once_per_turn optional : activate_own_when_digivolving target=self",
        "EX8-074 main opponent_digimon_played once_per_turn optional : activate_own_when_digivolving target=self"]
    assert full(PYRAMIDIMON)
    cost = ("trash_from_hand_or_digivolution_cost 3 up_to trait=mineral|rock filter=from_digivolution_cards ; then "
            "digimon_play_cost_down 2 target=opponent count=1 for_each=paid duration=opponents_turn_end")
    assert lines_of(PYRAMIDIMON)[-2:] == [f"EX10-033 main when_digivolving optional : {cost}",
                                          f"EX10-033 main when_attacking optional : {cost}"]
    assert full(ARGOMON) and lines_of(ARGOMON) == ["BT2-045 main static : keyword digisorption target=self count=2"]
    assert lines_of(HIDDEN) == [
        "BT3-103 main main : next_digivolve_suspend_cost_down 5 base_color=green",
        "BT3-103 security security : add_self_to_hand"]


# --- MedievalGallantmon's own reduction, bought by suspending 2 Digimon ------------------------------------------

def test_play_bought_by_suspending_two_digimon_of_either_player():
    pos = effect_positions.build(Side(battle=[OGREMON, MUSHROOMON], hand=[MEDIEVAL], deck=[MUSHROOMON]),
                                 Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=7)
    # buy the reduction, suspending Gorillamon and Ogremon; leave its own "when Digimon are played"
    _script(pos, 0, True, (1, 0), (0, 0), False)
    pos.play(0, MEDIEVAL)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 7 - (11 - 4)
    assert pos.suspended(1, 1) and pos.suspended(0, 1) and not pos.suspended(0, 2)
    assert not pos.suspended(0, 3)   # MedievalGallantmon itself
    assert pos.battle(0) == [[OGREMON], [MUSHROOMON], [MEDIEVAL]]
    ok(pos)


def test_play_reduction_declined_pays_the_printed_cost():
    pos = effect_positions.build(Side(battle=[OGREMON, MUSHROOMON], hand=[MEDIEVAL], deck=[MUSHROOMON]),
                                 Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=10)
    script(pos, 0, False, False)
    pos.play(0, MEDIEVAL)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 10 - 11
    assert not pos.suspended(1, 1) and not pos.suspended(0, 1) and not pos.suspended(0, 2)
    ok(pos)


def test_play_reduction_needs_two_unsuspended_digimon():
    # one unsuspended Digimon on the whole field: no reduction, not even offered
    pos = effect_positions.build(Side(battle=[Slot(OGREMON, suspended=True)], hand=[MEDIEVAL], deck=[MUSHROOMON]),
                                 Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=10)
    script(pos, 0, False)   # only the "when Digimon are played" is asked
    pos.play(0, MEDIEVAL)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 10 - 11
    assert not pos.suspended(1, 1)
    ok(pos)


def test_play_bought_when_the_printed_cost_cannot_be_paid():
    # memory -1: 11 can't be paid, 7 can: the reduction is bought without asking
    pos = effect_positions.build(Side(battle=[OGREMON, MUSHROOMON], hand=[MEDIEVAL], deck=[MUSHROOMON]),
                                 Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=-1)
    _script(pos, 0, (1, 0), (0, 0), False)   # Gorillamon and Ogremon pay; its own "when Digimon are played" left
    pos.play(0, MEDIEVAL)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == -1 - 7
    assert pos.suspended(1, 1) and pos.suspended(0, 1)
    ok(pos)


# --- its When Digivolving: the DP maximum 3000 higher for each other suspended Digimon -------------------------

def test_when_digivolving_maximum_grows_for_each_other_suspended_digimon():
    # Mushroomon (own) and Titamon (the opponent's) suspended: 8000 + 2 x 3000 = 14000 reaches Titamon
    pos = effect_positions.build(
        Side(battle=[DIGITAMAMON, Slot(MUSHROOMON, suspended=True)], hand=[MEDIEVAL], deck=[MUSHROOMON]),
        Side(battle=[Slot(TITAMON, suspended=True), GORILLAMON], deck=[MUSHROOMON]), memory=3)
    script(pos, 0, False, True)   # suspend nothing; delete
    pos.digivolve(0, MEDIEVAL, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [[GORILLAMON]]
    assert pos.memory(0) == 0
    ok(pos)


def test_when_digivolving_does_not_count_itself():
    # MedievalGallantmon suspended (its base was) and Titamon: only Titamon counts, 11000 < 12000
    pos = effect_positions.build(
        Side(battle=[Slot(DIGITAMAMON, suspended=True), MUSHROOMON], hand=[MEDIEVAL], deck=[MUSHROOMON]),
        Side(battle=[Slot(TITAMON, suspended=True), GORILLAMON], deck=[MUSHROOMON]), memory=3)
    script(pos, 0, False, True)
    pos.digivolve(0, MEDIEVAL, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [[TITAMON]]   # Gorillamon, the only one in reach
    ok(pos)


def test_when_digivolving_suspension_counts_toward_the_maximum():
    # suspending Gorillamon first: Titamon and Gorillamon suspended, 14000 reaches Titamon
    pos = effect_positions.build(
        Side(battle=[DIGITAMAMON], hand=[MEDIEVAL], deck=[MUSHROOMON]),
        Side(battle=[Slot(TITAMON, suspended=True), GORILLAMON], deck=[MUSHROOMON]), memory=3)
    _script(pos, 0, True, (1, 1), True, (1, 0))   # suspend Gorillamon; delete Titamon
    pos.digivolve(0, MEDIEVAL, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [[GORILLAMON]] and pos.suspended(1, 1)
    ok(pos)


# --- "when Digimon are played": either player's, once per turn ---------------------------------------------------

def test_when_own_digimon_played_activates_when_digivolving_once_per_turn():
    pos = effect_positions.build(
        Side(battle=[Slot([DIGITAMAMON, MEDIEVAL])], hand=[MUSHROOMON, MUSHROOMON], deck=[MUSHROOMON]),
        Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=5)
    script(pos, 0, True, True, False, True)   # activate; take its When Digivolving; no suspension; delete
    pos.play(0, MUSHROOMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == []
    script(pos, 0)   # the second play: not offered again this turn
    pos.play(0, MUSHROOMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    acts = [x for x in pos.effects(MEDIEVAL) if x[1] == ec.A_ACTIVATE_OWN_WHEN_DIGIVOLVING]
    assert len(acts) == 1
    ok(pos)


def test_when_opponents_digimon_played_in_their_turn():
    pos = effect_positions.build(
        Side(battle=[Slot([DIGITAMAMON, MEDIEVAL])], deck=[MUSHROOMON]),
        Side(battle=[GORILLAMON], hand=[MUSHROOMON], deck=[MUSHROOMON]), current=1, memory=5)
    script(pos, 0, True, True, False, True)
    pos.play(1, MUSHROOMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [[MUSHROOMON]]   # the stronger one deleted
    ok(pos)


# --- Hidden Potential Discovered!: the next green digivolution, bought by suspending 1 of your Digimon -----------

def _costs(pos, number, s):
    i = pos.hand_index(0, number)
    return sorted(a[3] for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == s)


def test_next_green_digivolution_bought_by_suspending_one_digimon():
    pos = effect_positions.build(Side(battle=[OGREMON, MUSHROOMON], hand=[HIDDEN, DIGITAMAMON, TITAMON],
                                      deck=[MUSHROOMON, MUSHROOMON]), Side(battle=[GORILLAMON], deck=[MUSHROOMON]),
                                 memory=2)
    assert _costs(pos, DIGITAMAMON, 1) == [3]
    pos.use_option(0, HIDDEN)
    E.settle(pos.st, pos.tb)
    assert _costs(pos, DIGITAMAMON, 1) == [0]
    script(pos, 0, True)
    pos.digivolve(0, DIGITAMAMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 2
    assert pos.suspended(0, 2) and not pos.suspended(0, 1)   # the weakest paid
    # used up: the next one pays its printed cost
    assert _costs(pos, TITAMON, 1) == [2]
    ok(pos)


def test_declined_suspension_still_uses_it_up():
    pos = effect_positions.build(Side(battle=[OGREMON, MUSHROOMON], hand=[HIDDEN, DIGITAMAMON, TITAMON],
                                      deck=[MUSHROOMON, MUSHROOMON]), Side(battle=[GORILLAMON], deck=[MUSHROOMON]),
                                 memory=5)
    pos.use_option(0, HIDDEN)
    E.settle(pos.st, pos.tb)
    script(pos, 0, False)
    pos.digivolve(0, DIGITAMAMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 5 - 3
    assert not pos.suspended(0, 1) and not pos.suspended(0, 2)
    assert _costs(pos, TITAMON, 1) == [2]
    ok(pos)


def test_non_green_digivolution_leaves_it_for_a_green_one():
    pos = effect_positions.build(Side(battle=[KOKATORIMON, OGREMON], hand=[HIDDEN, GROUNDRAMON, DIGITAMAMON],
                                      deck=[MUSHROOMON, MUSHROOMON]), Side(battle=[GORILLAMON], deck=[MUSHROOMON]),
                                 memory=5)
    pos.use_option(0, HIDDEN)
    E.settle(pos.st, pos.tb)
    assert _costs(pos, GROUNDRAMON, 1) == [2]   # the red Digimon: no reduction
    pos.digivolve(0, GROUNDRAMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 3
    assert _costs(pos, DIGITAMAMON, 2) == [0]
    script(pos, 0, True)
    pos.digivolve(0, DIGITAMAMON, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 3
    assert sum(pos.suspended(0, s) for s in (1, 2)) == 1
    ok(pos)


def test_no_unsuspended_digimon_no_reduction():
    pos = effect_positions.build(Side(battle=[Slot(OGREMON, suspended=True)], hand=[HIDDEN, DIGITAMAMON],
                                      deck=[MUSHROOMON]), Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=5)
    pos.use_option(0, HIDDEN)
    E.settle(pos.st, pos.tb)
    assert _costs(pos, DIGITAMAMON, 1) == [3]
    pos.digivolve(0, DIGITAMAMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 2
    ok(pos)


def test_bought_without_asking_when_the_cost_cannot_be_paid():
    # memory -8: 3 can't be paid (-11), 0 can: the Digimon digivolving pays, suspended (the only one)
    pos = effect_positions.build(Side(battle=[OGREMON], hand=[HIDDEN, DIGITAMAMON], deck=[MUSHROOMON]),
                                 Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=-8)
    pos.use_option(0, HIDDEN)
    E.settle(pos.st, pos.tb)
    script(pos, 0)
    pos.digivolve(0, DIGITAMAMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == -8
    assert pos.suspended(0, 1) and pos.battle(0) == [[OGREMON, DIGITAMAMON]]
    ok(pos)


# --- Pyramidimon: an opponent's Digimon's play cost 2 lower for each card trashed ---------------------------------

def _pyramidimon(*answers, memory=7):
    pos = effect_positions.build(
        Side(battle=[Slot([GOTSUMON, GOLEMON, GOGMAMON])], hand=[PYRAMIDIMON, CIEL], deck=[GOTSUMON]),
        Side(battle=[GORILLAMON], deck=[GOTSUMON]), memory=memory)
    script(pos, 0, *answers)
    pos.digivolve(0, PYRAMIDIMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    return pos


def _trashed(pos):
    """The cards Pyramidimon's cost trashed from under its Digimon (its other When Digivolving effect may place
    them back from the trash, in the order the pilot takes the two)."""
    return [x[2] for x in pos.effects(PYRAMIDIMON) if x[1] == ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST]


def test_digimon_play_cost_down_two_for_each_card_trashed():
    pos = _pyramidimon(True, True, True)   # pay, a second card, a third
    assert len(_trashed(pos)) == 3
    assert int(Q.slot_play_cost(pos.st, pos.tb, 1, 1)) == 0   # 6 - 3 x 2
    ok(pos)


def test_digimon_play_cost_down_up_to_stops_when_the_pilot_says():
    pos = _pyramidimon(True, True, False)
    assert len(_trashed(pos)) == 2
    assert int(Q.slot_play_cost(pos.st, pos.tb, 1, 1)) == 6 - 4
    # a play cost filter reads it: Sistermon Ciel's "play cost 4 or less" reaches Gorillamon (printed 6)
    pos.play(0, CIEL)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == []
    ok(pos)


def test_digimon_play_cost_down_declined_changes_nothing():
    pos = _pyramidimon(False)
    assert _trashed(pos) == [] and len(pos.stack(0, 1)) == 4
    assert int(Q.slot_play_cost(pos.st, pos.tb, 1, 1)) == 6
    pos.play(0, CIEL)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[GORILLAMON]]   # out of reach
    ok(pos)


def test_digimon_play_cost_down_lasts_until_the_opponents_turn_ends():
    pos = _pyramidimon(True, False)
    assert int(Q.slot_play_cost(pos.st, pos.tb, 1, 1)) == 4
    pos.next_turn()   # the opponent's turn
    assert int(Q.slot_play_cost(pos.st, pos.tb, 1, 1)) == 4
    pos.next_turn()   # its end passed
    assert int(Q.slot_play_cost(pos.st, pos.tb, 1, 1)) == 6


# --- <Digisorption -N>: the card's own reduction, bought by suspending 1 of your Digimon --------------------------

def test_digisorption_suspends_one_digimon_for_the_reduction():
    pos = effect_positions.build(Side(battle=[MUSHROOMON, OGREMON], hand=[ARGOMON], deck=[MUSHROOMON]),
                                 Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=1)
    assert _costs(pos, ARGOMON, 1) == [0]
    script(pos, 0, True)
    pos.digivolve(0, ARGOMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 1
    # the weakest paid: the Digimon digivolving, which stays suspended as Argomon
    assert pos.battle(0) == [[MUSHROOMON, ARGOMON], [OGREMON]]
    assert pos.suspended(0, 1) and not pos.suspended(0, 2)
    ok(pos)


def test_digisorption_declined_pays_the_printed_cost():
    pos = effect_positions.build(Side(battle=[MUSHROOMON, OGREMON], hand=[ARGOMON], deck=[MUSHROOMON]),
                                 Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=3)
    script(pos, 0, False)
    pos.digivolve(0, ARGOMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 1
    assert not pos.suspended(0, 1) and not pos.suspended(0, 2)
    ok(pos)


def test_digisorption_needs_a_digimon_to_suspend():
    pos = effect_positions.build(Side(battle=[Slot(MUSHROOMON, suspended=True)], hand=[ARGOMON], deck=[MUSHROOMON]),
                                 Side(battle=[GORILLAMON], deck=[MUSHROOMON]), memory=3)
    assert _costs(pos, ARGOMON, 1) == [2]
    # the opponent's Digimon can't pay it
    pos.digivolve(0, ARGOMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 1 and not pos.suspended(1, 1)
    ok(pos)

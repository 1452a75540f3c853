"""ACE cards (RULES.md §10.5): the words they brought.

- `overflow N` (a static row of an ACE card, from the card data's Overflow field): whenever a copy leaves the field
  (a battle or breeding stack, its top or beneath) for another area, its owner loses N memory at once, before the
  effect's next clause; not when it goes under a card, nor when it comes from the trash to the field;
- the timing `hand_counter` with `digivolve_from_hand target=own` (<Blast Digivolve>): at the counter timing of an
  attack on its owner, 1 of the owner's Digimon digivolves into the card from the hand for free (one [Counter]
  effect in all, asked only while a digivolution into it is legal);
- `trash_opponent_security_top ... for_each=named_digivolution_card_pairs` (BT20-021 Jesmon GX: once for every 2
  [Royal Knight] cards beneath it)."""
import effect_positions
import numpy as np
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import layout as L
from simcore import engine as E

METALGREYMON = "BT14-014"   # ACE, Lv.5 red [Cyborg], cost 4, 8000 DP, from red Lv.4 for 3, Overflow 3; On Play / When
#                             Digivolving: delete 1 of the opponent's Digimon with 6000 DP or less
GARUDAMON = "BT15-014"      # ACE, Lv.5 red, from red Lv.4 for 3, Overflow 3
MACHINEDRAMON = "EX12-059"  # ACE, Lv.6 black/purple [Machine] [ME], cost 7, Overflow 4; On Play: De-Digivolve 3, then
#                             may place 2 Lv.5 or lower [Machine]/[Cyborg]/[ME] cards from hand or trash beneath it
JESMON_GX = "BT20-021"      # ACE, Lv.7 [Royal Knight], 16000 DP, Overflow 5
GREYMON = "BT1-015"         # Lv.4 red, no text of its own
KOKATORIMON = "BT1-014"     # Lv.4 red, no text
AGUMON = "ST1-03"           # Lv.3 red, 2000 DP
PHOENIXMON = "ST1-10"       # Lv.6 red, 12000 DP, from red Lv.5 for 2, no text
DYNASMON = "AD1-017"        # Lv.6 [Royal Knight], no inherited text
LORDKNIGHTMON = "AD1-018"   # Lv.6 [Royal Knight], no inherited text


def test_encoded_lines():
    assert full(MACHINEDRAMON) and full(JESMON_GX) and full(METALGREYMON)
    assert lines_of(MACHINEDRAMON) == [
        "EX12-059 main hand_counter optional : digivolve_from_hand target=own",
        "EX12-059 main static : reboot target=self",
        "EX12-059 main static : keyword fragment target=self count=2",
        "EX12-059 main on_play once_per_turn : de_digivolve 3 target=opponent count=1 ; then place_under_cost 2 "
        "target=self level<=5 trait=machine|cyborg|me filter=or_trash,may ; then cant stack_trashed_by_opponent "
        "target=all_own duration=opponents_turn_end",
        "EX12-059 main when_digivolving once_per_turn : de_digivolve 3 target=opponent count=1 ; then place_under_cost "
        "2 target=self level<=5 trait=machine|cyborg|me filter=or_trash,may ; then cant stack_trashed_by_opponent "
        "target=all_own duration=opponents_turn_end",
        "EX12-059 main when_attacking once_per_turn : de_digivolve 3 target=opponent count=1 ; then place_under_cost 2 "
        "target=self level<=5 trait=machine|cyborg|me filter=or_trash,may ; then cant stack_trashed_by_opponent "
        "target=all_own duration=opponents_turn_end",
        "EX12-059 main static : overflow 4"]
    placing = ("place_under_cost 1 trait=royal_knight target=self filter=or_trash ; then delete target=opponent "
               "count=1 at_most_self=dp")
    assert lines_of(JESMON_GX) == [
        "BT20-021 main hand_counter optional : digivolve_from_hand target=own",
        f"BT20-021 main on_play once_per_turn optional : {placing}",
        f"BT20-021 main when_digivolving once_per_turn optional : {placing}",
        f"BT20-021 main when_attacking once_per_turn optional : {placing}",
        "BT20-021 main when_attacking once_per_turn : unsuspend target=self ; then trash_opponent_security_top 1 "
        "base_trait=royal_knight for_each=named_digivolution_card_pairs",
        "BT20-021 main static : overflow 5"]
    assert lines_of(METALGREYMON)[0] == "BT14-014 main hand_counter optional : digivolve_from_hand target=own"
    assert lines_of(METALGREYMON)[-1] == "BT14-014 main static : overflow 3"


def _overflows(pos):
    return [(x[0], x[3], e["player"]) for e, x in zip(pos.events("effect"), pos.effects()) if x[1] == ec.A_OVERFLOW]


def test_an_ace_card_deleted_from_beneath_a_digimon_costs_its_owner_its_overflow():
    # the opponent's MetalGreymon lies under Agumon: deleting Agumon trashes both, and the opponent loses 3
    pos = effect_positions.build(Side(hand=[METALGREYMON], deck=[AGUMON]),
                                 Side(battle=[Slot([METALGREYMON, AGUMON])], deck=[AGUMON]), memory=5)
    pos.play(0, METALGREYMON)   # from the hand to the field: nothing lost
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [] and sorted(pos.trash(1)) == sorted([METALGREYMON, AGUMON])
    assert _overflows(pos) == [(METALGREYMON, 3, 1)]
    assert pos.memory(0) == 5 - 4 + 3
    mem = pos.events("memory")[-1]
    assert mem["player"] == 1 and mem["change"] == -3
    ok(pos)


def test_overflow_comes_before_the_then_clause_and_not_for_cards_put_beneath():
    # Machinedramon's On Play: De-Digivolve 3 trashes the opponent's MetalGreymon from the top of its stack (it loses
    # 3 at once); then 2 MetalGreymon of the trash go beneath Machinedramon (trash to field: nothing lost)
    pos = effect_positions.build(Side(hand=[MACHINEDRAMON], trash=[METALGREYMON, METALGREYMON], deck=[AGUMON]),
                                 Side(battle=[Slot([AGUMON, METALGREYMON])], deck=[AGUMON]), memory=7)
    script(pos, 0, True)   # place the 2 cards
    pos.play(0, MACHINEDRAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [[AGUMON]]
    assert pos.battle(0) == [[METALGREYMON, METALGREYMON, MACHINEDRAMON]]
    kinds = [x[1] for x in pos.effects()]
    assert kinds.index(ec.A_DE_DIGIVOLVE) < kinds.index(ec.A_OVERFLOW) < kinds.index(ec.A_PLACE_UNDER_COST)
    assert _overflows(pos) == [(METALGREYMON, 3, 1)]
    assert pos.memory(0) == 7 - 7 + 3
    ok(pos)


def test_digivolving_onto_an_ace_card_costs_nothing_and_its_deletion_in_battle_does():
    pos = effect_positions.build(Side(battle=[Slot([KOKATORIMON, METALGREYMON])], hand=[PHOENIXMON], deck=[AGUMON]),
                                 Side(battle=[Slot(PHOENIXMON, suspended=True)], deck=[AGUMON]), memory=4)
    pos.digivolve(0, PHOENIXMON, 1)   # MetalGreymon goes beneath: still on the field
    E.settle(pos.st, pos.tb)
    assert _overflows(pos) == [] and pos.memory(0) == 4 - 2
    # Phoenixmon (12000) attacks the suspended Phoenixmon: both deleted, the stack with MetalGreymon trashed
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [] and METALGREYMON in pos.trash(0)
    assert _overflows(pos) == [(METALGREYMON, 3, 0)]
    assert pos.memory(0) == 4 - 2 - 3   # past 0: the turn passes at the next check, as for any memory change
    kinds = [e["kind"] for e in pos.events()]
    at = kinds.index("delete")
    assert kinds[at:at + 4].count("delete") == 2 and "memory" in kinds[at:at + 5]
    ok(pos)


def test_blast_digivolve_at_the_counter_timing_is_free_and_draws():
    pos = effect_positions.build(Side(battle=[GREYMON], hand=[METALGREYMON], security=[AGUMON], deck=[AGUMON]),
                                 Side(battle=[PHOENIXMON], deck=[AGUMON]), turn=4, current=1, memory=2)
    script(pos, 0, True)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[GREYMON, METALGREYMON]]
    assert pos.hand(0) == [AGUMON]   # the digivolution's draw
    assert pos.memory(1) == 2   # free
    dig = pos.events("digivolve")
    assert len(dig) == 1 and dig[0]["player"] == 0 and dig[0]["cost"] == 0
    assert pos.st.g[L.G_COUNTER_USED] == 1
    assert _overflows(pos) == []
    ok(pos)


def test_blast_digivolve_is_not_asked_without_a_legal_digivolution():
    pos = effect_positions.build(Side(battle=[AGUMON], hand=[METALGREYMON], security=[AGUMON], deck=[AGUMON]),
                                 Side(battle=[PHOENIXMON], deck=[AGUMON]), turn=4, current=1, memory=2)
    script(pos, 0, True)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.st.g[L.G_CHOICE_AT] == 0   # never asked
    assert pos.hand(0) == [METALGREYMON] and pos.st.g[L.G_COUNTER_USED] == 0
    ok(pos)


def test_one_counter_effect_in_all():
    pos = effect_positions.build(Side(battle=[GREYMON, GREYMON], hand=[METALGREYMON, GARUDAMON], security=[AGUMON],
                                      deck=[AGUMON]), Side(battle=[PHOENIXMON], deck=[AGUMON]), turn=4, current=1,
                                 memory=2)
    script(pos, 0, True)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert len(pos.events("digivolve")) == 1
    assert len(pos.hand(0)) == 2 and AGUMON in pos.hand(0)
    assert sorted(len(s) for s in pos.battle(0)) == [1, 2]
    ok(pos)


def _jesmon_attack(beneath):
    pos = effect_positions.build(Side(battle=[Slot([*beneath, JESMON_GX])], deck=[AGUMON]),
                                 Side(security=[AGUMON, AGUMON, AGUMON, AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0, False)   # no card to place for the other When Attacking effect
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    trashed = [x[3] for x in pos.effects(JESMON_GX) if x[1] == ec.A_TRASH_OPPONENT_SECURITY_TOP]
    return pos, trashed


def test_jesmon_gx_trashes_a_security_card_for_every_two_royal_knights_beneath_and_unsuspends():
    pos, trashed = _jesmon_attack([DYNASMON, LORDKNIGHTMON, PHOENIXMON, DYNASMON])   # 3 [Royal Knight]: 1 pair
    assert trashed == [1]
    assert len(pos.security(1)) == 4 - 1 - 1   # the effect's, then the attack's check
    assert not pos.suspended(0, 1)
    ok(pos)
    pos, trashed = _jesmon_attack([DYNASMON, LORDKNIGHTMON, DYNASMON, LORDKNIGHTMON])   # 2 pairs
    assert trashed == [2] and len(pos.security(1)) == 4 - 2 - 1
    pos, trashed = _jesmon_attack([DYNASMON, PHOENIXMON])   # no pair: nothing trashed by the effect
    assert trashed == [] and len(pos.security(1)) == 4 - 1


SAKUYAMON = "ST22-05"       # ACE, Lv.6 yellow, cost 6, Overflow 4; On Play: may play a [Pipe Fox] Token, then may use an
#                             [Onmyōjutsu] or [Plug-In] option free from the hand or from under a Tamer
PLUG_IN_H = "ST22-09"       # option [Plug-In], blue (its colours ignored while you have a Tamer); [Main]: may link
#                             itself, then 1 of the opponent's Digimon or Tamers can't suspend
RIKA = "ST22-07"            # Tamer


def test_sakuyamon_lines():
    assert full(SAKUYAMON)
    body = ("play_token name=pipe_fox filter=may ; then use_option_from_hand_or_under_tamers kind=option "
            "trait=onmyōjutsu|plug-in filter=may")
    assert lines_of(SAKUYAMON) == [
        "ST22-05 main hand_counter optional : digivolve_from_hand target=own",
        "ST22-05 main static : keyword alliance target=self",
        f"ST22-05 main on_play once_per_turn : {body}",
        f"ST22-05 main when_digivolving once_per_turn : {body}",
        f"ST22-05 main when_attacking once_per_turn : {body}",
        "ST22-05 main static : overflow 4"]


def test_sakuyamon_plays_a_pipe_fox_and_uses_an_option_from_under_a_tamer():
    pos = effect_positions.build(Side(battle=[Slot([PLUG_IN_H, RIKA])], hand=[SAKUYAMON], deck=[AGUMON]),
                                 Side(battle=[AGUMON], deck=[AGUMON]), memory=6)
    script(pos, 0, True, True, False)   # the Token, the option, not its link
    pos.play(0, SAKUYAMON)
    E.settle(pos.st, pos.tb)
    E.effects_resolved(pos.st, pos.tb, np.int32(0))   # the option is used once the effect has resolved
    assert answered(pos)
    assert pos.battle(0)[0] == [RIKA] and pos.battle(0)[1] == [SAKUYAMON] and len(pos.battle(0)) == 3
    assert PLUG_IN_H in pos.trash(0)
    used = [x for x in pos.effects(SAKUYAMON) if x[1] == ec.A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS]
    assert used == [(SAKUYAMON, ec.A_USE_OPTION_FROM_HAND_OR_UNDER_TAMERS, PLUG_IN_H, 3, 0)]
    assert pos.memory(0) == 0
    ok(pos)

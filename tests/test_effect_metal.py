"""EX12-003 Kapurimon: the word it brought.

- `dna_digivolve_before_leaving` (own_digimon_would_leave, its one row): before one of your Digimon leaves the battle
  area, it and another of your Digimon may DNA digivolve into a matching card of the hand; the result is a new
  Digimon (RULES.md §10.3), so the one that would leave doesn't ([GAP] README);
- the condition not_by_own_effects beside a `card.` option's cause_has (column cond2)."""
import numpy as np

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot

I32 = np.int32

KAPURIMON = "EX12-003"     # Digi-Egg [ME]; its inherited effect
HIANDROMON = "EX12-058"    # Lv.6 black/yellow [ME], 11000 DP
MACHINEDRAMON = "EX12-059"  # Lv.6 black/purple [ME]
SURFIMON = "BT8-030"       # Lv.6 blue/black [Cyborg] (not [ME]), no text
OMNIMON = "EX12-037"       # Lv.7 [ME]: DNA from Lv.6 blue or yellow + Lv.6 red or black for 0
PHOENIXMON = "ST1-10"      # Lv.6 red, not [ME], no text
AGUMON = "ST1-03"
DECK = [AGUMON, AGUMON, AGUMON]


def delete_by(pos, p, s, by):
    """Delete p's Digimon in slot s by an effect of player `by`."""
    pos.st.g[L.G_EFFECT_PLAYER] = 1 + by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(L.DEL_EFFECT))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def position(battle, hand=(OMNIMON,)):
    return effect_positions.build(Side(battle=battle, hand=list(hand), deck=DECK),
                                  Side(battle=[PHOENIXMON], deck=DECK), current=1, memory=3)


def dna_effects(pos):
    return [(a, t) for _, a, t, _, _ in pos.effects(KAPURIMON)]


def test_encoded_lines():
    assert full(KAPURIMON)
    assert lines_of(KAPURIMON) == [
        "EX12-003 inherited own_digimon_would_leave card.trait=me optional if=not_by_own_effects : "
        "dna_digivolve_before_leaving kind=digimon trait=me filter=pay_cost"]


def test_dna_digivolve_before_leaving_keeps_an_me_digimon_deleted_by_the_opponent():
    pos = position([Slot([KAPURIMON, HIANDROMON]), MACHINEDRAMON])
    delete_by(pos, 0, 1, 1)
    # HiAndromon (yellow) on top, Machinedramon (black) beneath it, Omnimon on top: a new Digimon, nothing trashed
    assert dna_effects(pos) == [(ec.A_STAY, HIANDROMON), (ec.A_DNA_DIGIVOLVE_BEFORE_LEAVING, OMNIMON)]
    assert pos.battle(0) == [[MACHINEDRAMON, KAPURIMON, HIANDROMON, OMNIMON]]
    assert pos.trash(0) == [] and pos.hand(0) == [AGUMON]   # the DNA digivolution's draw
    assert pos.memory(1) == 3   # its DNA cost is 0
    assert not pos.suspended(0, 1)
    ok(pos)


def test_the_partner_needs_no_trait_and_the_effect_may_sit_under_it():
    # Kapurimon beneath the non-[ME] Surfimon: the [ME] HiAndromon leaving DNA digivolves with it
    pos = position([Slot([KAPURIMON, SURFIMON]), HIANDROMON])
    delete_by(pos, 0, 2, 1)
    assert dna_effects(pos) == [(ec.A_STAY, HIANDROMON), (ec.A_DNA_DIGIVOLVE_BEFORE_LEAVING, OMNIMON)]
    assert pos.battle(0) == [[KAPURIMON, SURFIMON, HIANDROMON, OMNIMON]]
    ok(pos)


def test_no_dna_for_a_digimon_without_the_trait_or_by_your_own_effect():
    pos = position([Slot([KAPURIMON, HIANDROMON]), SURFIMON])
    delete_by(pos, 0, 2, 1)   # Surfimon leaving: not [ME]
    assert dna_effects(pos) == [] and pos.battle(0) == [[KAPURIMON, HIANDROMON]]
    pos = position([Slot([KAPURIMON, HIANDROMON]), MACHINEDRAMON])
    delete_by(pos, 0, 1, 0)   # by your own effect
    assert dna_effects(pos) == [] and pos.battle(0) == [[MACHINEDRAMON]]
    assert sorted(pos.trash(0)) == sorted([KAPURIMON, HIANDROMON])
    ok(pos)


def test_no_pair_or_card_or_declined_lets_it_leave():
    pos = position([Slot([KAPURIMON, HIANDROMON])])
    delete_by(pos, 0, 1, 1)   # no other Digimon to pair with
    assert dna_effects(pos) == [] and pos.battle(0) == [] and pos.hand(0) == [OMNIMON]
    pos = position([Slot([KAPURIMON, HIANDROMON]), MACHINEDRAMON], hand=[])
    delete_by(pos, 0, 1, 1)   # no card in the hand
    assert dna_effects(pos) == [] and pos.battle(0) == [[MACHINEDRAMON]]
    pos = position([Slot([KAPURIMON, HIANDROMON]), PHOENIXMON])
    delete_by(pos, 0, 1, 1)   # HiAndromon + Phoenixmon: HiAndromon is yellow, Phoenixmon red: Omnimon's pair
    assert dna_effects(pos)[-1] == (ec.A_DNA_DIGIVOLVE_BEFORE_LEAVING, OMNIMON)
    pos = position([Slot([KAPURIMON, HIANDROMON]), MACHINEDRAMON])
    script(pos, 0, False)
    delete_by(pos, 0, 1, 1)
    assert answered(pos) and dna_effects(pos) == [] and pos.battle(0) == [[MACHINEDRAMON]]
    ok(pos)

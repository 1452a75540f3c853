"""A Digimon or Tamer of the opponent that can't unsuspend (cant unsuspend kinds=digimon,tamer) and the timing
any_digimon_played_or_digivolved_by_effect, with Callismon (BT25-058): its exact lines and scenarios in
hand-built positions."""
import numpy as np
import pytest
from effect_positions import Side, Slot, build, script, ok, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore import effect_codes as ec
from simcore.effect_codes import CANT_UNSUSPEND
from simcore.effects import unsuspend_slot

I32 = np.int32
CALLISMON = "BT25-058"


@pytest.fixture(autouse=True)
def _needs_catalog():
    if CALLISMON not in load_catalog():
        pytest.skip("the card data is absent")


def cant_unsuspend(pos, p, s):
    return bool(Q.restricted(pos.st, pos.tb, I32(p), I32(s), I32(CANT_UNSUSPEND)))


def test_callismon_compiles_in_full():
    lines = lines_of(CALLISMON)
    for timing in ("on_play", "when_digivolving", "when_attacking"):
        assert f"BT25-058 main {timing} once_per_turn : suspend target=opponent count=1 kinds=digimon,tamer " \
               "filter=may ; then cant unsuspend target=opponent count=1 kinds=digimon,tamer " \
               "duration=opponents_next_turn" in lines
    assert "BT25-058 main any_digimon_played_or_digivolved_by_effect once_per_turn : de_digivolve 1 " \
           "target=opponent count=1 ; then battle target=self filter=may" in lines
    assert card_coverage(load_catalog()[CALLISMON]) == "full"


def test_a_suspended_tamer_stays_suspended_through_the_opponents_turn():
    # Callismon digivolves from a black level 5: the opponent's only Tamer is suspended and can't unsuspend
    pos = build(Side(battle=["ST5-10"], hand=[CALLISMON], deck=["ST1-03"] * 3),
                Side(battle=["ST1-12"], deck=["ST1-03"] * 3), memory=9)
    script(pos, 0, True)
    pos.digivolve(0, CALLISMON, 1)
    assert pos.suspended(1, 1) and cant_unsuspend(pos, 1, 1)
    assert not cant_unsuspend(pos, 0, 1)
    pos.next_turn()                                 # the opponent's turn: its unsuspend phase leaves it suspended
    unsuspend_slot(pos.st, pos.tb, I32(1), I32(1))
    assert pos.suspended(1, 1)
    pos.next_turn()                                 # their turn ended: it unsuspends again
    unsuspend_slot(pos.st, pos.tb, I32(1), I32(1))
    assert not pos.suspended(1, 1)
    ok(pos)


def test_a_digimon_played_by_an_effect_de_digivolves_and_callismon_battles():
    # Leopardmon played from hand (no effect) plays Agumon by its effect: Callismon's timing, once; the
    # opponent's Greymon goes back to Agumon, and Callismon battles it (13000 DP against 2000: it is deleted)
    pos = build(Side(battle=[CALLISMON], hand=["BT22-052", "ST1-03"], deck=["ST1-03"] * 3),
                Side(battle=[Slot(["ST1-03", "ST1-07"])], deck=["ST1-03"] * 3), memory=9)
    script(pos, 0, True, True)
    pos.play(0, "BT22-052")
    E.effects_resolved(pos.st, pos.tb, I32(0))           # the battle comes once the effects have resolved
    assert pos.battle(0) == [[CALLISMON], ["BT22-052"], ["ST1-03"]]
    assert pos.battle(1) == []
    assert sorted(pos.trash(1)) == ["ST1-03", "ST1-07"]
    ok(pos)


def test_the_timing_is_once_per_turn():
    # two Digimon played by effects in one turn: the second de-digivolves nothing
    pos = build(Side(battle=[CALLISMON], hand=["BT22-052", "ST1-03", "BT22-052", "ST1-03"], deck=["ST1-03"] * 3),
                Side(battle=[Slot(["ST1-03", "ST1-07"]), Slot(["ST1-03", "ST1-07"])], deck=["ST1-03"] * 3),
                memory=9)
    script(pos, 0, True, False, True)
    pos.play(0, "BT22-052")
    E.effects_resolved(pos.st, pos.tb, I32(0))
    pos.set_memory(0, 9)
    pos.play(0, "BT22-052")
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert sorted(map(len, pos.battle(1))) == [1, 2]   # one Greymon de-digivolved, the other not
    ok(pos)


def test_shakkoumon_gives_the_main_phase_attack_with_the_duration_named_first():
    # BT23-032: "until ..., give 1 of their Digimon ..." read as the same keyword given for a duration
    assert "BT23-032 main when_digivolving : keyword attacks_at_main_phase_start target=opponent count=1 " \
           "duration=opponents_next_turn ; then if=dna_digivolving de_digivolve 1 target=opponent count=1" \
           in lines_of("BT23-032")
    assert card_coverage(load_catalog()["BT23-032"]) == "full"
    pos = build(Side(battle=["ST5-07"], hand=["BT23-032"], deck=["ST1-03"] * 3),
                Side(battle=[Slot(["ST1-03", "ST1-07"])], deck=["ST1-03"] * 3), memory=9)
    pos.digivolve(0, "BT23-032", 1)
    mods = pos.st.mod[:pos.mods()]
    kw = [m for m in mods if m[L.MOD_ACTION] == ec.A_KEYWORD and m[L.MOD_AMOUNT] == ec.KW_ATTACKS_AT_MAIN_PHASE_START]
    assert len(kw) == 1 and kw[0][L.MOD_PLAYER] == 1 and kw[0][L.MOD_UID] == pos.st.uid[1, 1]
    assert pos.battle(1) == [["ST1-03", "ST1-07"]]       # no DNA digivolution: nothing de-digivolved
    ok(pos)

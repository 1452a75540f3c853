"""[Once Per Turn] of one effect printed with several timings ("[When Digivolving] [When Attacking] [Once Per
Turn] ..."): one line a timing, one after another, and one use for all of them; lines that differ in more than
their timing keep a use each. Made-up cards, then the compiled lines of real cards."""
import numpy as np

from decks.effects import effect_rows, load_effects, parse_effects
from positions import Side, Slot, build_position, digimon, ok
from simcore import engine as E
from simcore import effect_codes as ec

I32 = np.int32
BASE = digimon("W-03", 3, 3000, 3)
SHARED = digimon("W-60", 4, 5000, 5, digivolve=(("red", 3, 2),))
APART = digimon("W-61", 4, 5000, 5, digivolve=(("red", 3, 2),))
CARDS = [BASE, SHARED, APART]
EFFECTS = parse_effects("""
W-60 main when_digivolving once_per_turn : memory +1
W-60 main when_attacking once_per_turn : memory +1
W-61 main when_digivolving once_per_turn : memory +1
W-61 main when_attacking once_per_turn : memory +2
""")


def digivolve_then_attack(number):
    """Memory after digivolving slot 1 into `number` (cost 2, from 5) and after it attacks."""
    pos = build_position(CARDS, Side(battle=[Slot("W-03", entered=1)], hand=[number], deck=["W-03", "W-03"]),
                         Side(security=["W-03", "W-03"], deck=["W-03"]), effects=EFFECTS, memory=5, turn=3)
    E.digivolve(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)), I32(1), I32(2))
    after_digivolving = pos.memory(0)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    ok(pos)
    return after_digivolving, pos.memory(0)


def test_one_use_for_both_timings():
    assert digivolve_then_attack("W-60") == (4, 4)   # 5 - 2 + 1; the attack finds the use spent


def test_different_effects_keep_a_use_each():
    assert digivolve_then_attack("W-61") == (4, 6)   # the attack's own effect: +2


def test_the_later_rows_point_at_the_first():
    rows, first, count, _ = effect_rows(["W-60", "W-61"], EFFECTS, {c.number: c for c in CARDS})
    assert [int(r[ec.F_ONCE]) for r in rows[first[0]:first[0] + count[0]]] == [1, 2]
    assert [int(r[ec.F_ONCE]) for r in rows[first[1]:first[1] + count[1]]] == [1, 1]


def test_compiled_lines():
    effects = load_effects()
    lines = {n: [e.text for e in effects[n].effects] for n in ("BT24-016", "EX12-024", "ST17-08")}
    assert lines["BT24-016"][1:3] == [
        "BT24-016 main when_digivolving once_per_turn : hand_to_security 1 target=opponent filter=bottom ; then "
        "trash_opponent_security_top 1",
        "BT24-016 main when_attacking once_per_turn : hand_to_security 1 target=opponent filter=bottom ; then "
        "trash_opponent_security_top 1"]
    assert effects["BT24-016"].unmodeled == []
    assert lines["EX12-024"][1:3] == [
        "EX12-024 main on_play once_per_turn : bounce target=opponent count=1 level<=4",
        "EX12-024 main when_attacking once_per_turn : bounce target=opponent count=1 level<=4"]
    assert lines["ST17-08"][-3:-1] == [
        "ST17-08 main when_digivolving once_per_turn optional : unsuspend target=self",
        "ST17-08 main end_of_attack once_per_turn optional : unsuspend target=self"]

"""<Execute> (RULES.md §10.9, `keyword execute`): at the end of its owner's turn the Digimon may attack, the
opponent's unsuspended Digimon too, and is deleted by its owner's effect once that attack has ended. Scenarios on
real cards (BT20-072 Phantomon, EX12-004 Onibimon's inherited grant to a [TB] trait Digimon in your turn), cases
where it does not apply, and the compiled lines."""
import json
from pathlib import Path

import numpy as np
import pytest
from effect_positions import Side, Slot, build

from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import query as Q

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")

I32 = np.int32
PHANTOMON = "BT20-072"   # Lv.5, 7000 DP, <Execute>; [On Deletion]: may play a Lv.4 or lower [Ghost] card from the trash
ONIBIMON = "EX12-004"    # Digi-Egg: inherited, in your turn, a [TB] trait Digimon gains <Execute>
SEASARMON = "EX12-011"   # Lv.4 [TB] trait Digimon, 5000 DP (+2000 in your turn from nothing here)
GREYMON = "ST1-07"       # Lv.4, 4000 DP, no [TB] trait
DRACOMON = "ST1-04"      # Lv.3, 4000 DP, no effect


def executes(pos):
    return [(e["card"], e["target_player"]) for e in pos.events("effect")
            if e["effect"] == ec.A_KEYWORD and e["amount"] == -ec.KW_EXECUTE]


def deleted(pos):
    return [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")]


def attacks(pos):
    return [(e["attacker"], e["target"]) for e in pos.events("attack")]


def has_execute(pos, p, s):
    return bool(Q.has_named_keyword(pos.st, pos.tb, I32(p), I32(s), ec.KW_EXECUTE))


def test_phantomon_attacks_an_unsuspended_digimon_at_the_turn_end_and_is_then_deleted():
    pos = build(Side(battle=[Slot(PHANTOMON, entered=1)], deck=[DRACOMON]),
                Side(battle=[DRACOMON], security=["ST1-02"], deck=[DRACOMON]), turn=3)
    pos.set_memory(0, -1)
    pos.end_of_turn(0)
    assert executes(pos) == [(PHANTOMON, 0)]
    assert attacks(pos) == [(PHANTOMON, DRACOMON)]     # Dracomon was not suspended
    assert deleted(pos) == [(DRACOMON, 1, "battle"), (PHANTOMON, 0, "effect")]
    assert pos.battle(0) == [] and pos.trash(0) == [PHANTOMON]
    assert pos.battle(1) == [] and pos.security(1) == ["ST1-02"]
    assert pos.violation() == 0


def test_a_digimon_played_this_turn_makes_no_execute_attack():
    pos = build(Side(battle=[Slot(PHANTOMON, entered=3)], deck=[DRACOMON]),
                Side(battle=[DRACOMON], security=["ST1-02"], deck=[DRACOMON]), turn=3)
    pos.set_memory(0, -1)
    pos.end_of_turn(0)
    assert executes(pos) == [] and attacks(pos) == [] and deleted(pos) == []
    assert pos.battle(0) == [[PHANTOMON]]
    assert pos.violation() == 0


def test_a_suspended_digimon_makes_no_execute_attack():
    pos = build(Side(battle=[Slot(PHANTOMON, entered=1, suspended=True)], deck=[DRACOMON]),
                Side(battle=[DRACOMON], security=["ST1-02"], deck=[DRACOMON]), turn=3)
    pos.set_memory(0, -1)
    pos.end_of_turn(0)
    assert executes(pos) == [] and attacks(pos) == [] and pos.battle(0) == [[PHANTOMON]]
    assert pos.violation() == 0


def test_onibimon_gives_execute_to_a_tb_digimon_in_your_turn_only():
    pos = build(Side(battle=[Slot([ONIBIMON, SEASARMON], entered=1), Slot([ONIBIMON, GREYMON], entered=1)],
                     deck=[DRACOMON]),
                Side(deck=[DRACOMON]), turn=3)
    assert has_execute(pos, 0, 1) and not has_execute(pos, 0, 2)   # Greymon has no [TB] trait
    pos.next_turn()                                                 # the opponent's turn
    assert not has_execute(pos, 0, 1)
    assert pos.violation() == 0


@needs_shared
def test_compiled_lines():
    records = {r["cardId"]: r for r in json.loads(CARDS_JSON.read_text(encoding="utf-8"))}
    assert ce.read_card(records[ONIBIMON]).lines == [
        f"{ONIBIMON} inherited static your_turn if=this_has : keyword execute target=self trait=tb"]
    reading = ce.read_card(records[PHANTOMON])
    assert f"{PHANTOMON} main static : keyword execute target=self" in reading.lines and not reading.unmodeled

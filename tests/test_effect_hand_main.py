"""[Hand] [Main] effects: a main-phase action of a card in the hand (layout A_HAND_MAIN), here `hand_main
if=own_has_name=TAMER : hand_digivolve N base_name=BASE name=PLACED`: with the named Tamer, 1 card of the name
PLACED goes from the trash under one of your BASE Digimon as its bottom digivolution card, and the card digivolves
from the hand onto that Digimon for N, ignoring digivolution requirements.

Real cards: BT24-016 Lamiamon (Owen Dreadnought, Dimetromon under Elizamon), EX10-032 Proganomon (Close, Landramon
under Sunarizamon; BT21-055 Sunarizamon's own "digivolve for less" reduces the cost), BT22-013 (no card placed)."""
import json
from pathlib import Path

import numpy as np
import pytest
from effect_positions import Side, Slot, build

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")

i32 = np.int32
OWEN, ELIZAMON, DIMETROMON, LAMIAMON = "EX11-054", "BT21-008", "BT21-017", "BT24-016"
CLOSE, SUNARIZAMON, LANDRAMON, PROGANOMON = "EX8-067", "BT21-055", "EX10-028", "EX10-032"


def hand_actions(pos, p, number):
    """(slot, cost) of each [Hand] [Main] action of `number` offered to p."""
    i = pos.hand_index(p, number)
    return [(a[2], a[3]) for a in pos.actions_of(p) if a[0] == L.A_HAND_MAIN and a[1] == i]


def take(pos, p, number, s):
    found = [c for t, c in hand_actions(pos, p, number) if t == s]
    assert found, f"{number} has no [Hand] [Main] action onto slot {s}"
    E.hand_main(pos.st, pos.tb, i32(p), i32(pos.hand_index(p, number)), i32(s), i32(found[0]))


def lamiamon_position(battle, trash, memory=3):
    return build(Side(battle=battle, hand=[LAMIAMON], trash=trash, deck=["ST1-03"]),
                 Side(hand=["ST1-05"], security=["ST1-06", "ST1-07"]), memory=memory)


def test_lamiamon_digivolves_from_the_hand_onto_elizamon_with_dimetromon_from_the_trash():
    pos = lamiamon_position([OWEN, ELIZAMON], [DIMETROMON])
    assert hand_actions(pos, 0, LAMIAMON) == [(2, 3)]
    take(pos, 0, LAMIAMON, 2)
    assert pos.stack(0, 2) == [DIMETROMON, ELIZAMON, LAMIAMON]
    assert pos.trash(0) == [] and pos.hand(0) == ["ST1-03"]   # the digivolution's draw
    # [When Digivolving]: the opponent's hand card under their security stack, then their top card trashed; each
    # of the two inherited "+1 memory when a card leaves the opponent's security" effects beneath works once
    assert pos.security(1) == ["ST1-05", "ST1-06"] and pos.trash(1) == ["ST1-07"] and pos.hand(1) == []
    assert pos.memory(0) == 3 - 3 + 2
    placed = [e for e in pos.effects(LAMIAMON) if e[1] == ec.A_HAND_DIGIVOLVE]
    assert [e[2] for e in placed] == [DIMETROMON]
    assert pos.violation() == 0


def test_lamiamon_is_not_offered_without_the_tamer_the_trash_card_or_an_elizamon():
    assert hand_actions(lamiamon_position([ELIZAMON], [DIMETROMON]), 0, LAMIAMON) == []
    assert hand_actions(lamiamon_position([OWEN, ELIZAMON], []), 0, LAMIAMON) == []
    assert hand_actions(lamiamon_position([OWEN, ELIZAMON], [ELIZAMON]), 0, LAMIAMON) == []
    assert hand_actions(lamiamon_position([OWEN, DIMETROMON], [DIMETROMON]), 0, LAMIAMON) == []
    # the cost is paid like any: memory no lower than -10 after it
    assert hand_actions(lamiamon_position([OWEN, ELIZAMON], [DIMETROMON], memory=-8), 0, LAMIAMON) == []
    # one action per Elizamon, whichever copy of the card in the hand
    pos = build(Side(battle=[OWEN, ELIZAMON, Slot(ELIZAMON, suspended=True)], hand=[LAMIAMON, LAMIAMON],
                     trash=[DIMETROMON]), memory=3)
    assert hand_actions(pos, 0, LAMIAMON) == [(2, 3), (3, 3)]


def test_the_greedy_pilot_takes_the_hand_digivolution_in_its_main_phase():
    pos = lamiamon_position([OWEN, ELIZAMON], [DIMETROMON])
    n = E.list_actions(pos.st, pos.tb, i32(0))
    k = [k for k in range(n) if pos.st.acts[k, 0] == L.A_HAND_MAIN][0]
    E.apply_action(pos.st, pos.tb, i32(0), i32(k))
    assert pos.stack(0, 2) == [DIMETROMON, ELIZAMON, LAMIAMON]
    assert pos.violation() == 0


def test_proganomon_costs_less_on_sunarizamon_that_digivolves_for_less_into_mineral_cards():
    # BT21-055 Sunarizamon: on your turn it digivolves into a [Mineral]/[Rock] Digimon card for 1 less
    pos = build(Side(battle=[CLOSE, SUNARIZAMON], hand=[PROGANOMON], trash=[LANDRAMON], deck=["ST1-03"]), memory=3)
    assert hand_actions(pos, 0, PROGANOMON) == [(2, 2)]
    take(pos, 0, PROGANOMON, 2)
    assert pos.stack(0, 2) == [LANDRAMON, SUNARIZAMON, PROGANOMON]
    assert pos.memory(0) == 1
    assert pos.violation() == 0


# --- the compiled lines ------------------------------------------------------------------------------------------

def _reading(number):
    record = next(r for r in json.loads(CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record)


@needs_shared
def test_compiled_hand_main_lines():
    assert _reading(LAMIAMON).lines[0] == (
        "BT24-016 main hand_main if=own_has_name=owen_dreadnought : hand_digivolve 3 base_name=elizamon "
        "kind=digimon name=dimetromon")
    assert _reading(PROGANOMON).lines[0] == (
        "EX10-032 main hand_main if=own_has_name=close : hand_digivolve 3 base_name=sunarizamon kind=digimon "
        "name=landramon")
    assert _reading("BT22-013").lines[0] == (
        "BT22-013 main hand_main if=own_has_name=nokia_shiramine : hand_digivolve 6 base_name=agumon")
    assert card_coverage(load_catalog()[LAMIAMON]) == "full"
    assert [e.text for e in load_effects()[LAMIAMON].effects][0].startswith("BT24-016 main hand_main ")

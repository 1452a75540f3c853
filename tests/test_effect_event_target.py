"""target=event: "that Digimon" of a timing whose event carries one of your Digimon (the one that digivolved,
own_digimon_digivolved): a change on it, and an attack by it once the effects have resolved ("Then, it may
attack"). Real cards: BT24-082 Owen Dreadnought, BT23-087 Violet Inboots."""
from pathlib import Path

import numpy as np
import pytest
from effect_positions import Side, build, ok, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage, describe, parse_line
from simcore import effect_codes as ec
from simcore import engine as E

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")


def test_event_is_a_target_word():
    line = "X-1 main own_digimon_digivolved : dp +3000 target=event duration=turn ; then attack target=event"
    rows = parse_line(line, "t")[2].rows
    assert [r[ec.F_TARGET] for r in rows] == [ec.TG_EVENT, ec.TG_EVENT]
    assert "that Digimon (of the timing)" in describe(line)


@needs_shared
def test_compiled_lines():
    assert ("BT24-082 main own_digimon_digivolved your_turn optional card.trait=reptile|dragonkin : suspend_self_cost"
            " ; then dp +3000 target=event duration=turn ; then attack target=event") in lines_of("BT24-082")
    assert card_coverage(load_catalog()["BT24-082"]) == "full"
    assert ("BT23-087 main own_digimon_digivolved your_turn optional card.trait=ghost : suspend_self_cost ; then"
            " rush target=event duration=turn") in lines_of("BT23-087")


@needs_shared
def test_bt24_082_the_digimon_that_digivolved_gets_3000_dp_then_attacks():
    # ST1-03 Agumon (Reptile) digivolves into BT8-011 Cyclonemon (Dragonkin, 5000 DP) for 2; the other Agumon gets
    # nothing. Cyclonemon: 5000 + 3000 + 1000 (Agumon's inherited, your turn), then it attacks the player
    pos = build(Side(hand=["BT8-011"], battle=["BT24-082", "ST1-03", "ST1-03"], deck=["ST1-03"] * 2),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=5)
    pos.digivolve(0, "BT8-011", 2)
    assert pos.suspended(0, 1)
    assert [(t, n) for _, a, t, n, _ in pos.effects("BT24-082") if a == ec.A_DP] == [("BT8-011", 3000)]
    assert pos.events("attack") == []   # not before the effects have resolved
    E.effects_resolved(pos.st, pos.tb, np.int32(0))
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [("BT8-011", "player")]
    assert pos.security(1) == [] and pos.suspended(0, 2) and not pos.suspended(0, 3)
    assert pos.memory(0) == 3
    ok(pos)


@needs_shared
def test_bt24_082_not_for_a_digimon_without_the_traits():
    # ST1-03 into ST1-07 Greymon (no Reptile or Dragonkin trait): the Tamer stays unsuspended, nothing attacks
    pos = build(Side(hand=["ST1-07"], battle=["BT24-082", "ST1-03"], deck=["ST1-03"] * 2),
                Side(security=["ST1-03"], deck=["ST1-03"]), memory=5)
    pos.digivolve(0, "ST1-07", 2)
    E.effects_resolved(pos.st, pos.tb, np.int32(0))
    assert not pos.suspended(0, 1) and pos.events("attack") == [] and pos.security(1) == ["ST1-03"]
    ok(pos)

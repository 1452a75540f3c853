"""Two restrictions in one clause, "can't activate [When Digivolving] effects or suspend" for a duration: the
first on the opponent's Digimon the clause chose, the second on the same one (filter=same_targets). EX12-036
Ryugumon's effect when one of its player's Digimon is played or digivolves, once per turn for both timings."""
import json
from pathlib import Path

import numpy as np
import pytest

from effect_positions import Side, build
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import query as Q

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")

I32 = np.int32
RYUGUMON = "EX12-036"
AGUMON = "ST1-03"       # Lv.3, play cost 3, no [On Play]
DRACOMON = "ST1-04"     # the opponent's Digimon


def restricted(pos, p, s, code):
    return bool(Q.restricted(pos.st, pos.tb, I32(p), I32(s), I32(code)))


def test_a_played_digimon_bars_an_opponents_digimon_from_suspending_and_when_digivolving_once_per_turn():
    pos = build(Side(battle=[RYUGUMON], hand=[AGUMON, AGUMON], deck=[AGUMON]),
                Side(battle=[DRACOMON, DRACOMON], deck=[DRACOMON]), memory=6)
    pos.play(0, AGUMON)
    barred = [s for s in (1, 2) if restricted(pos, 1, s, ec.CANT_SUSPEND)]
    assert len(barred) == 1
    assert restricted(pos, 1, barred[0], ec.CANT_ACTIVATE_WHEN_DIGIVOLVING)
    other = 3 - barred[0]
    pos.play(0, AGUMON)   # once per turn: the second play bars nothing more
    assert not restricted(pos, 1, other, ec.CANT_SUSPEND)
    assert not restricted(pos, 1, other, ec.CANT_ACTIVATE_WHEN_DIGIVOLVING)
    pos.next_turn()       # until the end of the opponent's turn: it can't attack, which would suspend it
    assert restricted(pos, 1, barred[0], ec.CANT_SUSPEND) and not pos.can_attack(1, barred[0])
    assert pos.violation() == 0


@needs_shared
def test_compiled_lines():
    record = next(r for r in json.loads(CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == RYUGUMON)
    lines = ce.read_card(record).lines
    for t in ("own_digimon_played", "own_digimon_digivolved"):
        assert (f"{RYUGUMON} main {t} once_per_turn : cant activate_when_digivolving target=opponent count=1 "
                "duration=opponents_turn_end ; then cant suspend target=opponent count=1 filter=same_targets "
                "duration=opponents_turn_end") in lines

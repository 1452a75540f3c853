"""Counted targets "with the highest DP" (filter=highest_dp): only the Digimon with the highest DP among those
passing the other filters may be chosen, ties left to the pilot. BT21-093 Raging Serpentine's [Main] deletes one
and stays in the battle area; the compiled lines of BT21-093 (a stray full stop in its [Security] text), BT25-019
and ST13-15."""
import json

import numpy as np

from effect_positions import Side, build
from decks.tools import compile_effects as ce
from simcore import layout as L
from simcore.targets import gather_targets

SECURITY = ["ST1-03"] * 5   # 5 security cards: Raging Serpentine's use cost stays 8


def test_bt21_093_deletes_the_highest_dp_digimon_whatever_the_pilot_picks():
    for seed in range(1, 7):
        pos = build(Side(battle=["ST1-03"], hand=["BT21-093"], deck=["ST1-02"]),
                    Side(battle=["ST1-04", "ST1-08", "ST1-02"], security=list(SECURITY), deck=["ST1-03"]),
                    memory=8, pilots=("random", "random"), seed=seed)
        pos.use_option(0, "BT21-093")
        assert pos.battle(1) == [["ST1-04"], ["ST1-02"]] and pos.trash(1) == ["ST1-08"]
        assert pos.battle(0) == [["ST1-03"], ["BT21-093"]] and pos.memory(0) == 0
        assert pos.violation() == 0


def test_highest_dp_keeps_every_tied_digimon():
    pos = build(Side(battle=["ST1-03"], hand=["BT21-093"]),
                Side(battle=["ST1-04", "ST1-08", "ST1-09", "ST1-02"], deck=["ST1-03"]), memory=8)
    row = next(r for r in range(pos.tb.eff.shape[0]) if pos.tb.eff[r, 0] == pos.card("BT21-093")
               and pos.tb.eff[r, 2] == 9)   # its [Main] row
    e = pos.tb.eff[row]
    n = gather_targets(pos.st, pos.tb, np.int32(0), e, np.int32(-1))
    assert sorted(int(pos.st.cand[i]) for i in range(n)) == [L.NSLOT + 2, L.NSLOT + 3]   # the two 7000 DP


def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record)


def test_compiled_lines_of_highest_dp_targets():
    reading = _lines("BT21-093")
    assert reading.unmodeled == []
    assert reading.lines[1:] == [
        "BT21-093 main main : delete target=opponent count=1 filter=highest_dp ; then place_in_battle_area",
        "BT21-093 main opponent_security_removed optional : delay ; then digivolve_from_hand target=own count=1 "
        "base_trait=reptile|dragonkin kind=digimon trait=reptile|dragonkin",
        "BT21-093 security security : delete target=opponent count=1 filter=highest_dp"]
    assert _lines("BT25-019").lines[2:4] == [
        "BT25-019 main on_play : delete target=opponent count=1 filter=highest_dp",
        "BT25-019 main when_digivolving : delete target=opponent count=1 filter=highest_dp"]
    reading = _lines("ST13-15")
    assert reading.unmodeled == []
    assert reading.lines[1] == "ST13-15 main main : delete target=opponent count=1 filter=highest_dp"
    # the highest DP among all of them is not read: that card stays partial
    assert _lines("EX2-073").unmodeled

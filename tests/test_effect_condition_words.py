"""Conditions and targets of effects, and the wordings they brought.

- a persistent keyword with card filters of its own under if=this_has, the condition's trait kept apart
  (this_trait~): BT8-060 Ryudamon's inherited <Decoy (Black)> while the Digimon has [X-Antibody] in its traits;
- `if=opponent_has` read from "if your opponent has a Tamer": EX5-011 Pajiramon's [On Deletion] memory;
- "all of your Security Digimon get +N DP" (target=all_own_security), for a duration or, in a card's own text,
  persistent: BT7-036 Zephyrmon (with [Zoe Orimoto] or a [Hybrid] card beneath), EX1-031 Seraphimon (while
  suspended, on the opponent's turn), BT4-045 and BT7-042 read the same way."""
import numpy as np
import pytest

import effect_positions
from effect_positions import Side, full, lines_of
from positions import Slot, ok
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import decoys, delete_slot
from simcore.layout import DEL_EFFECT
from simcore.query import has_named_keyword

AKIHO = "BT11-089"        # red Tamer
MONODRAMON = "BT1-009"    # red Lv.3 3000 DP, no text
TANKMON = "BT3-067"       # black Lv.4, no text
RYUDAMON = "BT8-060"      # black Lv.3; inherited: <Decoy (Black)> while the Digimon has [X-Antibody] in its traits
DORUGAMON = "BT13-066"    # black Lv.4 [X Antibody]
GOLEMON = "BT10-062"      # black Lv.4, no text
PAJIRAMON = "EX5-011"     # red Lv.5; On Deletion: 1 memory if the opponent has a Tamer
ZEPHYRMON = "BT7-036"     # yellow Lv.4, from yellow Lv.3 for 3
ZOE = "BT7-088"           # Zoe Orimoto, yellow Tamer
TSUKAIMON = "BT1-045"     # yellow Lv.3 3000 DP, no text
SERAPHIMON = "EX1-031"    # yellow Lv.6
I32 = np.int32


def test_encoded_lines():
    for card in (RYUDAMON, PAJIRAMON, ZEPHYRMON, SERAPHIMON, "BT4-045", "BT7-042"):
        assert full(card), card
    assert "BT8-060 inherited static if=this_has : keyword decoy target=self color=black this_trait~x-antibody" \
        in lines_of(RYUDAMON)
    assert "EX5-011 main on_deletion if=opponent_has : memory +1 kind=tamer" in lines_of(PAJIRAMON)
    assert lines_of(ZEPHYRMON) == [
        "BT7-036 main when_digivolving if=named_digivolution_cards>=1 : dp +3000 target=all_own_security "
        "duration=opponents_next_turn this_any=in_trait:hybrid|named:zoe_orimoto"]
    assert "EX1-031 main static opponents_turn if=this_suspended : dp +5000 " \
        "target=all_own_security" in lines_of(SERAPHIMON)
    # the inherited effects of this wording stay unread: a player-wide persistent effect is a top card's own
    seg = ce.Segment("inherited", ("opponent's turn",), "all of your security digimon get +6000 dp.")
    with pytest.raises(ce.NoFit):
        ce.read_segment("X-1", "digimon", seg, 4)


def test_ryudamon_decoy_while_the_digimon_has_the_x_antibody_trait():
    for top, decoy in ((DORUGAMON, True), (TANKMON, False)):
        pos = effect_positions.build(Side(battle=[Slot([RYUDAMON, top]), GOLEMON, MONODRAMON], deck=[MONODRAMON]),
                                     Side(deck=[MONODRAMON]), current=1)
        assert bool(has_named_keyword(pos.st, pos.tb, I32(0), I32(1), I32(ec.KW_DECOY))) == decoy, top
        assert int(decoys(pos.st, pos.tb, I32(0), I32(2))) == int(decoy), top   # the other black Digimon: covered
        assert int(decoys(pos.st, pos.tb, I32(0), I32(3))) == 0, top           # a red one: not
        ok(pos)


def test_pajiramon_gains_memory_when_deleted_if_the_opponent_has_a_tamer():
    for tamers, memory in (((), 2), ((AKIHO,), 3)):
        pos = effect_positions.build(Side(battle=[PAJIRAMON], deck=[MONODRAMON]),
                                     Side(battle=list(tamers), deck=[MONODRAMON]), memory=2)
        delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
        E.settle(pos.st, pos.tb)
        assert pos.memory(0) == memory, tamers
        ok(pos)


def test_zephyrmon_security_digimon_with_zoe_beneath():
    for under, dp in (([ZOE, TSUKAIMON], 3000 + 3000), ([TSUKAIMON], 3000)):
        pos = effect_positions.build(Side(battle=[Slot(under)], hand=[ZEPHYRMON], security=[MONODRAMON],
                                          deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=5)
        pos.digivolve(0, ZEPHYRMON, 1)
        assert pos.security_digimon_dp(0, MONODRAMON) == dp, under
        pos.next_turn()   # through the opponent's next turn
        assert pos.security_digimon_dp(0, MONODRAMON) == dp, under
        pos.next_turn()
        assert pos.security_digimon_dp(0, MONODRAMON) == 3000, under
        ok(pos)


def test_seraphimon_security_digimon_while_suspended_on_the_opponents_turn():
    for suspended, current, dp in ((True, 1, 8000), (False, 1, 3000), (True, 0, 3000)):
        pos = effect_positions.build(Side(battle=[Slot(SERAPHIMON, suspended=suspended)], security=[MONODRAMON],
                                          deck=[MONODRAMON]), Side(deck=[MONODRAMON]), current=current)
        assert pos.security_digimon_dp(0, MONODRAMON) == dp, (suspended, current)
        ok(pos)

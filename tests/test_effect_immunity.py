"""Immunity to the opponent's effects for a duration (`cant be_affected_by_opponents_digimon_effects`,
`cant be_affected_by_opponents_effects`; RULES.md §11 "isn't affected by effects"): the opponent's effects of that
kind can't choose the Digimon, their "all of" effects pass it by and the modifiers they gave it are set aside, while
the effects of the other kinds (an Option's, against immunity to Digimon effects) still reach it. Scenarios on real
cards with the exact zones and DP, and compiled lines of real cards checked against their printed text."""
import numpy as np
from effect_positions import Side, build, lines_of

from simcore import layout as L
from simcore import query as Q

i32 = np.int32


def deleted(pos):
    return [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")]


def immunity(pos, p, s):
    return int(Q.immunity_of(pos.st, i32(p), i32(pos.st.uid[p, s])))


def test_the_immunity_wordings_are_read_from_the_card_text():
    # the duration first, then two targets (this Digimon and a counted one of yours): two clauses
    assert "AD1-009 main when_digivolving : de_digivolve 3 target=opponent count=1 ; then cant " \
           "be_affected_by_opponents_digimon_effects target=self duration=opponents_next_turn ; then cant " \
           "be_affected_by_opponents_digimon_effects target=own count=1 name~garurumon " \
           "duration=opponents_next_turn" in lines_of("AD1-009")
    # a counted target with a name filter, the "isn't affected by" wording
    assert "ST15-15 main main : unsuspend target=own count=1 ; then cant be_affected_by_opponents_digimon_effects " \
           "target=own count=1 name~greymon duration=opponents_next_turn" in lines_of("ST15-15")
    # "their effects don't affect this Digimon": all of the opponent's effects
    assert "P-221 main when_digivolving if=dna_digivolving : cant be_affected_by_opponents_effects target=self " \
           "duration=opponents_next_turn" in lines_of("P-221")
    # the duration after the target, "their turn" the opponent's
    assert "BT26-058 main when_attacking once_per_turn : cant be_affected_by_opponents_digimon_effects target=own " \
           "count=1 trait=cs duration=opponents_next_turn" in lines_of("BT26-058")


def test_digimon_effects_pass_the_immune_digimon_by_and_an_option_still_reaches_it():
    # player 0 uses Breakthrough of Courage: Greymon (4000) is immune to player 1's Digimon effects until the end of
    # player 1's turn; Hagurumon (3000) is not
    pos = build(Side(battle=["ST1-07", "BT2-052"], hand=["ST15-15"]),
                Side(battle=["ST1-03"], hand=["BT14-014", "BT16-013", "BT2-091"]), memory=10)
    pos.use_option(0, "ST15-15")
    assert immunity(pos, 0, 1) == 1 and immunity(pos, 0, 2) == 0
    assert pos.st.g[L.G_IMMUNITY] == 1
    pos.next_turn()
    pos.set_memory(1, 10)
    # MetalGreymon's [On Play] deletes 1 of the opponent's Digimon with 6000 DP or less: only Hagurumon can be chosen
    pos.play(1, "BT14-014")
    assert deleted(pos) == [("BT2-052", 0, "effect")]
    # Valkyrimon's [On Play]: all of the opponent's Digimon -5000 for the turn; the immune Greymon keeps its 4000
    pos.set_memory(1, 10)
    pos.play(1, "BT16-013")
    assert pos.dp(0, 1) == 4000 and pos.battle(0) == [["ST1-07"]]
    assert immunity(pos, 0, 1) == 1
    # an Option's effect is no Digimon's: Volcanic Flare deletes Greymon (4000 or less)
    pos.set_memory(1, 10)
    pos.use_option(1, "BT2-091")
    assert deleted(pos) == [("BT2-052", 0, "effect"), ("ST1-07", 0, "effect")] and pos.battle(0) == []
    assert pos.violation() == 0


def test_the_immunity_ends_with_the_opponents_turn():
    # Megadramon (9000, black) meets the Option's colour requirement and is out of MetalGreymon's reach
    pos = build(Side(battle=["ST1-07", "BT2-060"], hand=["ST15-15"]), Side(battle=["ST1-03"], hand=["BT14-014"]),
                memory=10)
    pos.use_option(0, "ST15-15")
    pos.next_turn()   # player 1's turn: Greymon immune
    assert immunity(pos, 0, 1) == 1
    pos.next_turn()   # player 0's turn: over
    assert immunity(pos, 0, 1) == 0
    pos.next_turn()   # player 1's next turn: MetalGreymon's [On Play] deletes Greymon now
    pos.set_memory(1, 10)
    pos.play(1, "BT14-014")
    assert deleted(pos) == [("ST1-07", 0, "effect")]
    assert pos.violation() == 0


def test_blitzgreymon_makes_itself_and_a_garurumon_immune_when_digivolving():
    # BlitzGreymon digivolves from MetalGreymon (a Lv.5 with Greymon in its name, cost 3): <De-Digivolve 3> on the
    # opponent's WereGarurumon (Garurumon under it), then BlitzGreymon and the Garurumon become immune to the
    # opponent's Digimon effects until the end of the opponent's turn
    pos = build(Side(battle=["BT14-014", "ST2-06"], hand=["AD1-009"]),
                Side(battle=[["ST2-06", "ST2-08"]]), memory=5)
    pos.digivolve(0, "AD1-009", 1)
    assert pos.battle(0) == [["BT14-014", "AD1-009"], ["ST2-06"]]
    assert pos.battle(1) == [["ST2-06"]]   # de-digivolved to its bottom card
    assert immunity(pos, 0, 1) == 1 and immunity(pos, 0, 2) == 1
    assert immunity(pos, 1, 1) == 0
    assert pos.violation() == 0

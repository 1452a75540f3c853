"""Conditions and counts of effects, and the words they brought.

- `named_digivolution_cards<=N` (a condition, the opposite side of named_digivolution_cards>=: N or fewer of this
  Digimon's digivolution cards have the trait or name of the clause's this_ key or filter): "A. If [X] is in this
  Digimon's digivolution cards, B instead." read as `branches`, A under `<=0`, B under `>=1`: BT12-017
  EmperorGreymon (a red Tamer card among them: delete up to its own DP instead of 6000), BT12-078 Wizardmon
  (X Antibody) (<Blocker> instead of trashing the deck's top 2 cards), BT11-015 OmniShoutmon (delete 2 instead of 1);
- `for_each=own_tamer_color_pairs` (every 2 colours among your Tamers, counted as it resolves; a counted clause
  picks that many targets, its base_trait= naming the Tamers counted; de_digivolve: the amount once for each):
  ST20-09 MegaKabuterimon (suspends, [ADVENTURE] Tamers only), ST21-09 Lillymon (returns suspended Digimon to the
  deck), BT21-061 MetalGreymon (<De-Digivolve 1> for every 2 colours);
- a persistent keyword with card filters of its own under if=this_has, the condition's trait apart (this_trait~):
  BT8-060 Ryudamon's inherited <Decoy (Black)> while the Digimon has [X-Antibody] in its traits;
- `if=opponent_has` read from "if your opponent has a Tamer": EX5-011 Pajiramon's [On Deletion] memory;
- "all of your Security Digimon get +N DP" (target=all_own_security), for a duration or, in a card's own text,
  persistent: BT7-036 Zephyrmon (with [Zoe Orimoto] or a [Hybrid] card beneath), EX1-031 Seraphimon (while
  suspended, on the opponent's turn)."""
import numpy as np
import pytest

import effect_positions
from effect_positions import Side, full, lines_of
from positions import Slot, ok
from decks.effects import EffectSyntaxError, describe, parse_effects
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import decoys, delete_slot
from simcore.layout import DEL_EFFECT
from simcore.query import has_named_keyword

EMPEROR = "BT12-017"      # EmperorGreymon, red Lv.6 11000 DP, from red Lv.5 for 3
WIZARD_X = "BT12-078"     # Wizardmon (X Antibody), purple Lv.4, from purple Lv.3 for 2 or from [Wizardmon] for 0
OMNISHOUT = "BT11-015"    # OmniShoutmon, red Lv.5
MEGAKABUTERI = "ST20-09"  # MegaKabuterimon, green Lv.5 [ADVENTURE], from green Lv.4 for 3
LILLYMON = "ST21-09"      # Lillymon, green Lv.5 [ADVENTURE], from green Lv.4 for 3
METALGREY = "BT21-061"    # MetalGreymon, black Lv.5 [ADVENTURE], from black Lv.4 for 3
METALTYRANNO = "BT1-024"  # red Lv.5 10000 DP, no text
ASURAMON = "BT10-010"     # red Lv.5 8000 DP, no text
GROUNDRAMON = "BT1-020"   # red Lv.5 6000 DP, no text
AKIHO = "BT11-089"        # red Tamer, no [ADVENTURE] trait
MONODRAMON = "BT1-009"    # red Lv.3 3000 DP, no text
KOKATORI = "BT1-014"      # red Lv.4, no text
DOKUNEMON = "BT11-075"    # purple Lv.3, no text
WIZARDMON = "ST10-10"     # Wizardmon, purple/yellow Lv.4, no text
VEGIEMON = "BT1-071"      # green Lv.4, no text
TANKMON = "BT3-067"       # black Lv.4, no text
SORA_KARI = "ST20-12"     # [ADVENTURE] Tamer, red and yellow
TAI_IZZY = "ST20-13"      # [ADVENTURE] Tamer, black and green
JOE_MIMI = "ST21-12"      # [ADVENTURE] Tamer, blue and green
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
    for card in (EMPEROR, WIZARD_X, OMNISHOUT, MEGAKABUTERI, LILLYMON, METALGREY, RYUDAMON, PAJIRAMON):
        assert full(card), card
    assert "BT12-017 main when_digivolving : branches ; then if=named_digivolution_cards<=0 delete target=opponent " \
        "count=1 dp<=6000 this_all=kind:tamer|color:red ; then if=named_digivolution_cards>=1 delete " \
        "target=opponent count=1 at_most_self=dp this_all=kind:tamer|color:red" in lines_of(EMPEROR)
    assert "BT12-078 main when_digivolving : branches ; then if=named_digivolution_cards<=0 trash_deck_top 2 " \
        "name=wizardmon|x_antibody ; then if=named_digivolution_cards>=1 blocker target=self " \
        "duration=opponents_next_turn name=wizardmon|x_antibody" in lines_of(WIZARD_X)
    assert "BT11-015 main when_digivolving : branches ; then if=named_digivolution_cards<=0 delete target=opponent " \
        "count=1 dp<=4000 name=shoutmon ; then if=named_digivolution_cards>=1 delete target=opponent count=2 " \
        "dp<=4000 name=shoutmon" in lines_of(OMNISHOUT)
    for timing in ("on_play", "when_digivolving"):
        assert f"ST20-09 main {timing} : unsuspend target=own count=1 ; then suspend target=opponent count=1 " \
            "for_each=own_tamer_color_pairs base_trait=adventure" in lines_of(MEGAKABUTERI)
        assert f"ST21-09 main {timing} : suspend target=all_opponent dp<=5000 ; then to_deck_bottom target=opponent " \
            "count=1 filter=suspended for_each=own_tamer_color_pairs" in lines_of(LILLYMON)
        assert f"BT21-061 main {timing} : de_digivolve 1 target=opponent count=1 for_each=own_tamer_color_pairs" \
            in lines_of(METALGREY)

    assert "BT8-060 inherited static if=this_has : keyword decoy target=self color=black this_trait~x-antibody" \
        in lines_of(RYUDAMON)
    assert "EX5-011 main on_deletion if=opponent_has : memory +1 kind=tamer" in lines_of(PAJIRAMON)
    assert full(ZEPHYRMON) and lines_of(ZEPHYRMON) == [
        "BT7-036 main when_digivolving if=named_digivolution_cards>=1 : dp +3000 target=all_own_security "
        "duration=opponents_next_turn this_any=in_trait:hybrid|named:zoe_orimoto"]
    assert full(SERAPHIMON) and "EX1-031 main static opponents_turn if=this_suspended : dp +5000 " \
        "target=all_own_security" in lines_of(SERAPHIMON)
    # the inherited effects of this wording stay unread: a player-wide persistent effect is a top card's own
    seg = ce.Segment("inherited", ("opponent's turn",), "all of your security digimon get +6000 dp.")
    with pytest.raises(ce.NoFit):
        ce.read_segment("X-1", "digimon", seg, 4)


def test_compiler_reads_instead_after_a_condition_on_the_digivolution_cards():
    seg = ce.Segment("main", ("when digivolving",), "gain 1 memory. if [agumon] is in this digimon's digivolution "
                     "cards, gain 2 memory instead.")
    assert ce.read_segment("X-1", "digimon", seg, 4)[0] == [
        "X-1 main when_digivolving : branches ; then if=named_digivolution_cards<=0 memory +1 name=agumon ; then "
        "if=named_digivolution_cards>=1 memory +2 name=agumon"]
    # another condition before "instead", or a choice in front: not read this way
    seg = ce.Segment("main", ("when digivolving",), "gain 2 memory. if you have 1 or fewer security cards, gain 4 "
                     "memory instead.")
    with pytest.raises(ce.NoFit):
        ce.read_segment("X-1", "digimon", seg, 4)
    seg = ce.Segment("main", ("when digivolving",), "you may gain 1 memory. if [agumon] is in this digimon's "
                     "digivolution cards, gain 2 memory instead.")
    with pytest.raises(ce.NoFit):
        ce.read_segment("X-1", "digimon", seg, 4)


def test_compiler_reads_counts_of_tamer_colours():
    seg = ce.Segment("main", ("on play",), "for every 2 colors your tamers have, delete 1 of your opponent's "
                     "level 4 or lower digimon.")
    assert ce.read_segment("X-1", "digimon", seg, 4)[0] == [
        "X-1 main on_play : delete target=opponent count=1 level<=4 for_each=own_tamer_color_pairs"]
    # a clause without counted targets: not read
    seg = ce.Segment("main", ("on play",), "for every 2 colors your tamers have, gain 1 memory.")
    with pytest.raises(ce.NoFit):
        ce.read_segment("X-1", "digimon", seg, 4)


def test_parser_keeps_the_new_words_where_they_are_read():
    for line in ("W-1 main main : memory +1 for_each=own_tamer_color_pairs",
                 "W-1 main main : delete target=all_opponent for_each=own_tamer_color_pairs",
                 "W-1 main main : de_digivolve 1 target=opponent count=1 for_each=own_tamer_color_pairs "
                 "base_trait=adventure"):
        with pytest.raises(EffectSyntaxError):
            parse_effects(line)
    assert "once for every 2 colours among your adventure trait Tamers" in describe(
        "W-1 main main : suspend target=opponent count=1 for_each=own_tamer_color_pairs base_trait=adventure")
    assert "if it has no digivolution cards named agumon" in describe(
        "W-1 main on_play : branches ; then if=named_digivolution_cards<=0 memory +1 name=agumon")


def _emperor(under, opponent):
    pos = effect_positions.build(Side(battle=[Slot(under)], hand=[EMPEROR], deck=[MONODRAMON] * 3),
                                 Side(battle=opponent, deck=[MONODRAMON]), memory=5)
    pos.digivolve(0, EMPEROR, 1)
    return pos


def test_emperor_without_a_red_tamer_deletes_up_to_6000():
    pos = _emperor([MONODRAMON, METALTYRANNO], [ASURAMON, GROUNDRAMON])
    assert pos.battle(1) == [[ASURAMON]]          # 8000: stays; 6000: deleted
    assert pos.trash(1) == [GROUNDRAMON]
    ok(pos)


def test_emperor_with_a_red_tamer_deletes_up_to_its_dp_instead():
    pos = _emperor([AKIHO, METALTYRANNO], [ASURAMON, ASURAMON])
    assert pos.battle(1) == [[ASURAMON]]          # one of the two 8000 DP Digimon, not both
    assert pos.trash(1) == [ASURAMON]
    ok(pos)


def test_wizardmon_x_without_the_names_trashes_the_deck():
    pos = effect_positions.build(Side(battle=[DOKUNEMON], hand=[WIZARD_X], deck=[MONODRAMON] * 4),
                                 Side(deck=[MONODRAMON]), memory=5)
    pos.digivolve(0, WIZARD_X, 1)
    assert len(pos.deck(0)) == 1 and pos.trash(0) == [MONODRAMON, MONODRAMON]   # the draw for digivolving, then 2
    assert not pos.has(0, 1, ec.A_BLOCKER)
    ok(pos)


def test_wizardmon_x_from_wizardmon_gains_blocker_instead():
    pos = effect_positions.build(Side(battle=[Slot([DOKUNEMON, WIZARDMON])], hand=[WIZARD_X],
                                      deck=[MONODRAMON] * 4), Side(deck=[MONODRAMON]), memory=5)
    pos.digivolve(0, WIZARD_X, 1)
    assert len(pos.deck(0)) == 3 and pos.trash(0) == []   # the draw for digivolving only
    assert pos.has(0, 1, ec.A_BLOCKER)
    pos.next_turn()   # through the opponent's next turn
    assert pos.has(0, 1, ec.A_BLOCKER)
    ok(pos)


def _megakabuterimon(tamers):
    pos = effect_positions.build(Side(battle=[VEGIEMON, *tamers], hand=[MEGAKABUTERI], deck=[MONODRAMON] * 3),
                                 Side(battle=[MONODRAMON] * 3, deck=[MONODRAMON]), memory=5)
    pos.digivolve(0, MEGAKABUTERI, 1)
    ok(pos)
    return sum(pos.suspended(1, s) for s in range(1, 4))


@pytest.mark.parametrize("tamers,suspended", [
    ((), 0),
    ((SORA_KARI,), 1),                   # red, yellow
    ((SORA_KARI, TAI_IZZY), 2),          # four colours
    ((TAI_IZZY, JOE_MIMI), 1),           # black, green, blue: three
    ((SORA_KARI, AKIHO), 1),             # a Tamer without the [ADVENTURE] trait is not counted
])
def test_megakabuterimon_suspends_one_for_every_two_adventure_tamer_colours(tamers, suspended):
    assert _megakabuterimon(tamers) == suspended


def test_lillymon_returns_one_suspended_digimon_for_every_two_tamer_colours():
    for tamers, returned in (((JOE_MIMI,), 1), ((JOE_MIMI, SORA_KARI), 2), ((AKIHO,), 0)):
        pos = effect_positions.build(Side(battle=[VEGIEMON, *tamers], hand=[LILLYMON], deck=[MONODRAMON] * 3),
                                     Side(battle=[MONODRAMON, MONODRAMON, ASURAMON], deck=[KOKATORI]), memory=5)
        pos.digivolve(0, LILLYMON, 1)
        assert len(pos.battle(1)) == 3 - returned, tamers
        assert pos.deck(1) == [MONODRAMON] * returned + [KOKATORI], tamers   # at the bottom
        s = pos.battle(1).index([ASURAMON]) + 1   # 8000 DP: not suspended, stays
        assert not pos.suspended(1, s)
        ok(pos)


def test_metalgreymon_de_digivolves_once_for_every_two_tamer_colours():
    for tamers, left in (((), 3), ((AKIHO,), 3), ((SORA_KARI,), 2), ((SORA_KARI, TAI_IZZY), 1)):
        pos = effect_positions.build(Side(battle=[TANKMON, *tamers], hand=[METALGREY], deck=[MONODRAMON] * 3),
                                     Side(battle=[Slot([MONODRAMON, KOKATORI, GROUNDRAMON])], deck=[MONODRAMON]),
                                     memory=5)
        pos.digivolve(0, METALGREY, 1)
        assert len(pos.stack(1, 1)) == left, tamers
        ok(pos)



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

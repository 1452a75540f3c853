"""Real Xros Heart cards and the readings they brought: the duration opponents_turn_end (until the end of the
opponent's turn, from a timing of either turn), `give X <Security A. -N> and it gets -M DP`, the condition this_has
on a clause whose own filters pick its targets (this_trait= / this_name~), a persistent DP counted by the colours of
a Digimon's digivolution cards (for_each=digivolution_card_colors), and a play from a Digimon's digivolution cards
when it would leave the battle area other than by DigiXros. Each checks the card's generated lines, then plays them
in a hand-built position with exact results."""
from pathlib import Path

import numpy as np
import pytest

from decks.effects import load_effects
from effect_positions import Side, Slot, build, script, ok, lines_of
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
pytestmark = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")
i32 = np.int32


def unmodeled(card):
    return list(load_effects()[card].unmodeled)


def delete(pos, p, s, cause, by=0):
    """Delete p's Digimon in slot s (cause DEL_*); by: 1 + the player whose effect deletes it (0: none)."""
    pos.st.g[L.G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, i32(p), i32(s), i32(cause))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


# --- BT19-035 ShootingStarmon -------------------------------------------------------------------------------

def test_bt19_035_shootingstarmon_lines():
    assert lines_of("BT19-035") == [
        "BT19-035 main static : digixros_name target=self name=starmons",
        "BT19-035 main own_digimon_played once_per_turn card.trait=xros_heart : security_attack -1 target=opponent "
        "count=1 duration=opponents_turn_end ; then dp -3000 target=opponent count=1 filter=same_targets "
        "duration=opponents_turn_end",
        "BT19-035 main on_deletion optional : place_under_tamer 1 kind=digimon trait=xros_heart|blue_flare "
        "filter=or_trash",
        "BT19-035 inherited when_attacking once_per_turn if=this_has : dp -2000 target=opponent count=1 "
        "duration=turn this_trait=xros_heart"]
    assert unmodeled("BT19-035") == []


def test_bt19_035_in_your_turn_lasts_through_the_opponents_next_turn_once_per_turn():
    # a Starmons (Xros Heart) played beside it: the opponent's MetalGreymon (7000) gets Security A. -1 and -3000
    pos = build(Side(battle=["BT19-035"], hand=["BT10-029", "BT10-029"], deck=["ST1-03"] * 3),
                Side(battle=["ST1-09"], deck=["ST1-03"]), memory=8)
    pos.play(0, "BT10-029")
    assert pos.dp(1, 1) == 4000 and pos.security_attack(1, 1) == 0
    pos.play(0, "BT10-029")   # once per turn: the second play changes nothing
    assert pos.dp(1, 1) == 4000 and pos.security_attack(1, 1) == 0
    pos.next_turn()           # the opponent's turn: still reduced
    assert pos.dp(1, 1) == 4000 and pos.security_attack(1, 1) == 0
    pos.next_turn()           # gone once the opponent's turn has ended
    assert pos.dp(1, 1) == 7000 and pos.security_attack(1, 1) == 1
    ok(pos)


def test_bt19_035_in_the_opponents_turn_ends_with_that_turn():
    pos = build(Side(battle=["BT19-035"], hand=["BT10-029"], deck=["ST1-03"] * 3),
                Side(battle=["ST1-09"], deck=["ST1-03"]), turn=4, current=1, memory=-5)
    E.play_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "BT10-029")))   # played in the opponent's turn
    assert pos.dp(1, 1) == 4000 and pos.security_attack(1, 1) == 0
    pos.next_turn()
    assert pos.dp(1, 1) == 7000 and pos.security_attack(1, 1) == 1
    ok(pos)


def test_bt19_035_a_digimon_without_the_trait_played_gives_nothing():
    pos = build(Side(battle=["BT19-035"], hand=["ST1-03"], deck=["ST1-03"] * 3),
                Side(battle=["ST1-09"], deck=["ST1-03"]), memory=8)
    pos.play(0, "ST1-03")
    assert pos.dp(1, 1) == 7000 and pos.security_attack(1, 1) == 1
    ok(pos)


@pytest.mark.parametrize("top, reduced", [("AD1-013", True), ("ST1-09", False)])
def test_bt19_035_inherited_asks_the_trait_of_the_digimon_not_of_the_target(top, reduced):
    # under a ZeigGreymon (Xros Heart) the attack takes 2000 DP from the opponent's MetalGreymon, which lacks
    # the trait; under a MetalGreymon nothing
    pos = build(Side(battle=[Slot(["BT19-035", top])], deck=["ST1-03"] * 3),
                Side(battle=["ST1-09"], security=["ST1-02"], deck=["ST1-03"]), memory=3)
    pos.attack(0, 1)
    assert pos.dp(1, 1) == (5000 if reduced else 7000)
    assert [x[1:5] for x in pos.effects("BT19-035")] == ([(ec.A_DP, "ST1-09", -2000, 1)] if reduced else [])
    ok(pos)


# --- this_name~ on a clause with filters of its own (EX2-008 Guilmon) -------------------------------------------

def test_ex2_008_guilmon_under_a_growlmon_deletes_a_digimon_whatever_its_name():
    assert ("EX2-008 inherited when_attacking once_per_turn if=this_has : delete target=opponent count=1 dp<=3000 "
            "this_name~growlmon|gallantmon") in lines_of("EX2-008")
    pos = build(Side(battle=[Slot(["EX2-008", "BT2-013"])], deck=["ST1-03"] * 3),
                Side(battle=["ST1-09", "ST1-02"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0)
    pos.attack(0, 1)
    # Growlmon's own inherited clause is not there (it is the top card); Guilmon's deletes the 3000 DP Biyomon
    assert pos.battle(1) == [["ST1-09"]]
    assert "ST1-02" in pos.trash(1)
    ok(pos)


def test_ex2_008_guilmon_under_another_digimon_deletes_nothing():
    pos = build(Side(battle=[Slot(["EX2-008", "BT1-016"])], deck=["ST1-03"] * 3),
                Side(battle=["ST1-02"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    pos.attack(0, 1)
    assert pos.battle(1) == [["ST1-02"]]
    ok(pos)


# --- AD1-013 ZeigGreymon -------------------------------------------------------------------------------------

def test_ad1_013_zeiggreymon_lines():
    assert lines_of("AD1-013") == [
        "AD1-013 main static : reboot target=self",
        "AD1-013 main static : blocker target=self",
        "AD1-013 main on_play : delete target=opponent count=1 filter=fewest_digivolution_cards",
        "AD1-013 main when_digivolving : delete target=opponent count=1 filter=fewest_digivolution_cards",
        "AD1-013 main would_leave_any_way optional : play_from_digivolution_cards target=self kind=digimon "
        "level<=5 trait=blue_flare|xros_heart",
        "AD1-013 inherited static if=this_has : dp +1000 target=self for_each=digivolution_card_colors "
        "trait=blue_flare|xros_heart"]
    assert unmodeled("AD1-013") == []


@pytest.mark.parametrize("stack, dp", [
    (["BT10-029", "AD1-013", "AD1-006"], 16000),   # yellow, blue, black under a Shoutmon X7: +3000
    (["AD1-013", "AD1-006"], 15000),               # blue, black
    (["BT10-029", "AD1-013", "ST1-09"], 7000),     # under a MetalGreymon (neither trait): nothing
])
def test_ad1_013_inherited_counts_the_colours_of_the_digivolution_cards(stack, dp):
    pos = build(Side(battle=[Slot(stack)]), Side(battle=["ST1-03"]), turn=4, current=1)
    assert pos.dp(0, 1) == dp
    ok(pos)


def test_p_185_emperorgreymon_counts_each_colour_once():
    assert "P-185 main static : dp +1000 target=self for_each=digivolution_card_colors" in lines_of("P-185")
    pos = build(Side(battle=[Slot(["ST1-03", "BT1-010", "P-185"]), Slot(["ST1-03", "ST2-03", "P-185"])]),
                Side(battle=["ST1-02"]), turn=4, current=1)
    assert pos.dp(0, 1) == 13000   # red twice: 1 colour
    assert pos.dp(0, 2) == 14000   # red and blue
    ok(pos)


def test_ad1_013_plays_a_xros_heart_card_from_beneath_when_deleted():
    pos = build(Side(battle=[Slot(["ST1-03", "BT10-029", "AD1-013"])], deck=["ST1-03"] * 3),
                Side(battle=["ST1-02"], deck=["ST1-03"]), turn=4, current=1)
    script(pos, 0, True)
    delete(pos, 0, 1, L.DEL_EFFECT, by=2)
    assert pos.battle(0) == [["BT10-029"]]   # the Agumon (no such trait) stays beneath and goes to the trash
    assert sorted(pos.trash(0)) == ["AD1-013", "ST1-03"]
    ok(pos)


def test_ad1_013_as_a_digixros_material_plays_nothing():
    # Shoutmon X7 takes the ZeigGreymon from the battle area as a material: its card beneath is trashed
    pos = build(Side(battle=[Slot(["BT10-029", "AD1-013"])], hand=["AD1-006"], deck=["ST1-03"] * 3),
                Side(battle=["ST1-02"], deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    assert pos.play_digixros(0, "AD1-006") == 11
    assert pos.battle(0) == [["AD1-013", "AD1-006"]]
    assert pos.trash(0) == ["BT10-029"]
    ok(pos)


# --- DigiXros materials from under Tamers (digixros_play : digixros_from_under_tamers) ------------------------

def plays(pos, p, number):
    """(xros flag, cost) of the play actions listed for `number`."""
    i = pos.hand_index(p, number)
    return sorted((a[2], a[3]) for a in pos.actions_of(p) if a[0] == L.A_PLAY and a[1] == i)


def test_the_tamers_lines():
    assert lines_of("BT19-079") == [
        "BT19-079 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "BT19-079 main digixros_play : digixros_from_under_tamers count=0 kind=digimon trait=xros_heart",
        "BT19-079 security security : play_self"]
    assert "BT10-087 main digixros_play your_turn : digixros_from_under_tamers" in lines_of("BT10-087")
    assert "BT11-095 main digixros_play your_turn : digixros_from_under_tamers count=0" in lines_of("BT11-095")
    assert unmodeled("BT19-079") == unmodeled("BT10-087") == unmodeled("BT11-095") == []


def test_bt19_079_taiki_kudo_a_starmons_under_it_is_a_material_by_suspending_it():
    # Shoutmon X7 (13, Xros Heart): its [Starmons] entry taken from under Taiki Kudo, 2 less
    pos = build(Side(battle=[Slot(["BT10-029", "BT19-079"])], hand=["AD1-006"], deck=["ST1-03"] * 3),
                Side(battle=["ST1-02"], deck=["ST1-03"]), memory=2)
    assert plays(pos, 0, "AD1-006") == [(1, 11)]   # 2 - 13 is out of reach: with the material only
    assert pos.play_digixros(0, "AD1-006") == 11
    assert pos.battle(0) == [["BT19-079"], ["BT10-029", "AD1-006"]]
    assert pos.suspended(0, 1) and not pos.suspended(0, 2)
    assert pos.memory(0) == -9
    assert [x[1:3] for x in pos.effects("BT19-079")] == [(ec.A_DIGIXROS_FROM_UNDER_TAMERS, "AD1-006")]
    ok(pos)


def test_bt19_079_suspended_lends_nothing():
    pos = build(Side(battle=[Slot(["BT10-029", "BT19-079"], suspended=True)], hand=["AD1-006"], deck=["ST1-03"] * 3),
                Side(battle=["ST1-02"], deck=["ST1-03"]), memory=2)
    assert plays(pos, 0, "AD1-006") == []   # 13 is out of reach, and no material may be placed
    ok(pos)


@pytest.mark.parametrize("tamer, cost", [("BT10-087", 11), ("BT11-095", 9)])
def test_under_one_of_your_tamers_or_under_any(tamer, cost):
    # a Starmons under the helping Tamer and a ZeigGreymon under a Tai Kamiya: BT10-087 takes the cards of one
    # Tamer only, BT11-095 of both
    pos = build(Side(battle=[Slot(["BT10-029", tamer]), Slot(["AD1-013", "ST1-12"])], hand=["AD1-006"],
                     deck=["ST1-03"] * 3),
                Side(battle=["ST1-02"], deck=["ST1-03"]), memory=2)
    assert plays(pos, 0, "AD1-006") == [(1, cost)]
    assert pos.play_digixros(0, "AD1-006") == cost
    assert pos.suspended(0, 1) and not pos.suspended(0, 2)
    assert len(pos.battle(0)[-1]) == (13 - cost) // 2 + 1
    ok(pos)


def test_bt10_087_on_play_places_the_other_xros_heart_digimon_under_itself():
    # top 4: Agumon, Starmons, ShootingStarmon, MetalGreymon; one Xros Heart card to the hand, one Xros Heart
    # Digimon under this Tamer (not under the Tai Kamiya beside it)
    pos = build(Side(battle=["ST1-12"], hand=["BT10-087"], deck=["ST1-03", "ST1-09", "BT19-035", "BT10-029", "ST1-03"]),
                Side(battle=["ST1-02"], deck=["ST1-03"]), memory=5)
    pos.play(0, "BT10-087")
    tamer = pos.battle(0)[1]
    assert tamer[-1] == "BT10-087" and len(tamer) == 2
    assert sorted(pos.hand(0) + tamer[:1]) == ["BT10-029", "BT19-035"]
    assert pos.battle(0)[0] == ["ST1-12"]
    assert sorted(pos.deck(0)) == ["ST1-03", "ST1-03", "ST1-09"]
    ok(pos)


def test_bt11_095_start_of_main_phase_places_a_card_under_itself_for_memory_and_a_draw():
    pos = build(Side(battle=["BT11-095"], hand=["BT10-029"], deck=["ST1-03", "ST1-09"]),
                Side(battle=["ST1-02"], deck=["ST1-03"]), memory=2)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    assert pos.battle(0) == [["BT10-029", "BT11-095"]]
    assert pos.memory(0) == 3
    assert pos.hand(0) == ["ST1-09"]
    ok(pos)


# --- when you use an option card (own_option_used, if=cause_cost>=N): BT19-083 Rika Nonaka ---------------------

@pytest.mark.parametrize("used, gained", [("ST1-16", True), ("ST1-13", False)])
def test_bt19_083_rika_nonaka_suspends_for_a_memory_when_an_option_of_cost_2_or_more_is_used(used, gained):
    # ST1-16 (cost 2 or more) deletes the opponent's Digimon; ST1-13 (cost 1) gives +3000 DP
    assert "BT19-083 main own_option_used your_turn optional if=cause_cost>=2 : suspend_self_cost ; then memory +1" \
        in lines_of("BT19-083")
    pos = build(Side(battle=["BT19-083", "ST1-03"], hand=[used], deck=["ST1-03"] * 3),
                Side(battle=["ST1-02"], deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    cost = pos.tb.cost[pos.card(used)]
    pos.use_option(0, used)
    assert pos.suspended(0, 1) == gained
    assert pos.memory(0) == 5 - cost + (1 if gained else 0)
    ok(pos)

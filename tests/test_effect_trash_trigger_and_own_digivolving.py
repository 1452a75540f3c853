"""A [Trash] effect queued when one of your Digimon is played (trash_own_digimon_played: BT20-084 Sistermon Ciel
(Awakened) digivolving a [Sistermon Ciel] into itself from the trash), a Digimon's top card placed on top of the
security stack (top_card_to_security: BT20-084's [End of All Turns]), and a Digimon activating its own [When
Digivolving] effect when another of yours is deleted (activate_own_when_digivolving: BT22-042 Nyabootmon, BT22-040
Cendrillmon)."""
import numpy as np

import effect_positions
from decks.effects import describe, load_effects
from effect_positions import Side, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot

I32 = np.int32
AWAKENED = "BT20-084"
CIEL = "BT6-084"          # Sistermon Ciel: [On Play] memory +1, a DP gain for Huckmon and Royal Knights
CIEL_AWAKENED_OLD = "BT7-083"   # another Sistermon Ciel (Awakened)
AGUMON = "ST1-03"         # an inherited text only
GREYMON = "ST1-07"
WARGREYMON = "ST1-11"     # 12000 DP
NYABOOTMON = "BT22-042"
CENDRILLMON = "BT22-040"
JUNKMON = "BT6-055"       # a level 3 [Puppet] Digimon, an inherited [On Deletion] only
DECK = ["ST1-02"] * 4


def test_the_compiled_lines():
    effects = load_effects()
    assert [e.text for e in effects[AWAKENED].effects] == [
        "BT20-084 main trash_own_digimon_played optional : digivolve_from_trash target=own count=1 kind=digimon "
        "base_name=sistermon_ciel",
        "BT20-084 main on_play : cant suspend target=opponent count=1 kinds=digimon,tamer duration=opponents_next_turn",
        "BT20-084 main when_digivolving : cant suspend target=opponent count=1 kinds=digimon,tamer "
        "duration=opponents_next_turn",
        "BT20-084 main end_of_all_turns : top_card_to_security target=self"]
    assert ("BT22-042 main own_digimon_deleted once_per_turn optional : activate_own_when_digivolving target=self"
            in [e.text for e in effects[NYABOOTMON].effects])
    assert ("BT22-040 main own_digimon_deleted once_per_turn optional : activate_own_when_digivolving target=self"
            in [e.text for e in effects[CENDRILLMON].effects])
    for n in (AWAKENED, NYABOOTMON, CENDRILLMON):
        assert not effects[n].unmodeled, n
    assert "from your trash" in describe(effects[AWAKENED].effects[0].text)
    assert "security stack" in describe(effects[AWAKENED].effects[3].text)


# --- BT20-084 Sistermon Ciel (Awakened) ------------------------------------------------------------------

def ciel_position(battle, trash, hand=(AGUMON,)):
    return effect_positions.build(Side(battle=battle, hand=list(hand), trash=list(trash), deck=DECK,
                                       security=["ST1-02"]),
                                  Side(battle=[GREYMON], deck=DECK), memory=5)


def test_a_played_digimon_lets_a_sistermon_ciel_digivolve_into_the_awakened_card_in_the_trash():
    pos = ciel_position([CIEL], [AWAKENED])
    pos.play(0, AGUMON)
    assert pos.battle(0) == [[CIEL, AWAKENED], [AGUMON]]
    assert pos.trash(0) == []
    assert pos.memory(0) == 2   # Agumon's 3, the digivolution free
    assert pos.hand(0) == ["ST1-02"]   # the digivolution draws 1
    ok(pos)


def test_only_this_card_is_digivolved_into_and_only_from_a_sistermon_ciel():
    pos = ciel_position([CIEL_AWAKENED_OLD], [AWAKENED])   # no [Sistermon Ciel] of that exact name
    pos.play(0, AGUMON)
    assert pos.battle(0) == [[CIEL_AWAKENED_OLD], [AGUMON]]
    assert pos.trash(0) == [AWAKENED]
    pos = ciel_position([CIEL], [CIEL_AWAKENED_OLD])   # an older printing in the trash has no such effect
    pos.play(0, AGUMON)
    assert pos.battle(0) == [[CIEL], [AGUMON]]
    ok(pos)


def test_declined_nothing_moves():
    pos = ciel_position([CIEL], [AWAKENED])
    effect_positions.script(pos, 0, False)
    pos.play(0, AGUMON)
    assert pos.battle(0) == [[CIEL], [AGUMON]] and pos.trash(0) == [AWAKENED]
    assert effect_positions.answered(pos)
    ok(pos)


def test_at_the_end_of_each_turn_the_top_card_goes_on_top_of_the_security_stack():
    pos = ciel_position([[CIEL, AWAKENED]], [])
    pos.end_of_turn(0)
    assert pos.battle(0) == [[CIEL]]
    assert pos.security(0) == ["ST1-02", AWAKENED]
    pos = ciel_position([[CIEL, AWAKENED]], [])
    pos.set_turn(4, 1)
    pos.end_of_turn(1)   # the opponent's turn ends: [End of All Turns] too
    assert pos.battle(0) == [[CIEL]] and pos.security(0) == ["ST1-02", AWAKENED]
    ok(pos)


def test_an_awakened_ciel_of_one_card_leaves_the_battle_area_for_the_security_stack():
    pos = ciel_position([AWAKENED], [])
    pos.end_of_turn(0)
    assert pos.battle(0) == []
    assert pos.security(0) == ["ST1-02", AWAKENED]
    assert pos.trash(0) == []
    ok(pos)


# --- BT22-042 Nyabootmon, BT22-040 Cendrillmon -----------------------------------------------------------

def puppet_position(top, hand=(JUNKMON,)):
    """Player 1's turn: its effect is about to delete player 0's Greymon (slot 2)."""
    return effect_positions.build(Side(battle=[top, GREYMON], hand=list(hand), deck=DECK),
                                  Side(battle=[WARGREYMON], deck=DECK), current=1, turn=4, memory=3)


def delete_greymon(pos):
    pos.st.g[L.G_EFFECT_PLAYER] = 2
    delete_slot(pos.st, pos.tb, I32(0), I32(2), I32(L.DEL_EFFECT))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def test_nyabootmon_activates_its_when_digivolving_effect_in_the_opponents_turn_for_that_turn_only():
    pos = puppet_position(NYABOOTMON)
    delete_greymon(pos)
    assert pos.battle(0) == [[NYABOOTMON], [JUNKMON]]
    assert pos.dp(1, 1) == 12000 - 2 * 3000   # -3000 for each of player 0's 2 Digimon
    assert (NYABOOTMON, ec.A_ACTIVATE_OWN_WHEN_DIGIVOLVING, NYABOOTMON, 0, 0) in pos.effects(NYABOOTMON)
    pos.expire(4)   # "until their turn ends": this turn
    assert pos.dp(1, 1) == 12000
    ok(pos)


def test_nyabootmon_declined_nothing_happens():
    pos = puppet_position(NYABOOTMON)
    effect_positions.script(pos, 0, False)
    delete_greymon(pos)
    assert pos.battle(0) == [[NYABOOTMON]] and pos.hand(0) == [JUNKMON]
    assert pos.dp(1, 1) == 12000
    ok(pos)


def test_cendrillmon_plays_a_familiar_token_when_another_of_yours_is_deleted():
    pos = puppet_position(CENDRILLMON, hand=())
    delete_greymon(pos)
    assert pos.battle(0) == [[CENDRILLMON], ["TK-FAMILIAR"]]
    ok(pos)


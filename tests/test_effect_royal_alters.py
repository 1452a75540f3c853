"""Omnimon Alter-S (EX9-021), Gankoomon (X Antibody) (BT20-059) and Galacticmon (EX11-046): the deletion of all of
the opponent's highest-level Digimon with an immunity when DNA digivolving; the [End of Attack] play of two cards from
beneath, then this Digimon to the top of the security stack when either was played (`if=played` after
play_from_digivolution_cards, place_own_in_security_cost target=self); an immunity to the opponent's Digimon effects
for all of your Digimon, later ones too (`cant ... target=all_own`), under a condition on the digivolution cards;
keywords for all of your Digimon in the opponent's turn; the deletion of all of the opponent's Digimon but 1 chosen
among the highest play cost (delete_all_but_one). Scenarios on real cards with the exact zones."""
import numpy as np
from effect_positions import Side, Slot, build, script, answered

from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.effect_codes import A_BLOCKER, A_REBOOT

i32 = np.int32
OMNIMON = "EX9-021"
GANKOOMON_X = "BT20-059"
GALACTICMON = "EX11-046"


def immunity(pos, p, s):
    return int(Q.immunity_now(pos.st, pos.tb, i32(p), i32(pos.st.uid[p, s])))


def deleted(pos):
    return [e["card"] for e in pos.events("delete")]


# --- EX9-021 -------------------------------------------------------------------------------------------------

def test_omnimon_alter_s_deletes_the_highest_level_digimon_and_is_not_immune_without_dna():
    # from Plesiomon (blue Lv.6, cost 5): the opponent's two Lv.6 go, the Lv.5 stays; no immunity
    pos = build(Side(battle=["ST2-10"], hand=[OMNIMON], deck=["ST1-03"]),
                Side(battle=["BT1-080", "BT2-060", "BT2-064"], deck=["ST1-03"]), memory=5)
    pos.digivolve(0, OMNIMON, 1)
    assert pos.battle(0) == [["ST2-10", OMNIMON]]
    assert pos.battle(1) == [["BT2-060"]]
    assert sorted(pos.trash(1)) == ["BT1-080", "BT2-064"]
    assert immunity(pos, 0, 1) == 0
    assert pos.violation() == 0


def test_omnimon_alter_s_dna_digivolved_is_immune_to_all_of_the_opponents_effects_for_the_turn():
    # Plesiomon and Phoenixmon DNA digivolve (the rules' DNA step, called directly): the deletion, then the immunity
    pos = build(Side(battle=["ST2-10", "ST1-10"], hand=[OMNIMON], deck=["ST1-03"]),
                Side(battle=["BT1-080", "BT2-060"], deck=["ST1-03"]), memory=5)
    E.dna(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, OMNIMON)), i32(1), i32(2), i32(0))
    assert pos.battle(0) == [["ST1-10", "ST2-10", OMNIMON]] or pos.battle(0) == [["ST2-10", "ST1-10", OMNIMON]]
    assert pos.battle(1) == [["BT2-060"]] and pos.trash(1) == ["BT1-080"]
    assert immunity(pos, 0, 1) == 2
    pos.next_turn()   # for the turn only
    assert immunity(pos, 0, 1) == 0
    assert pos.violation() == 0


def test_omnimon_alter_s_plays_both_cards_at_the_end_of_its_attack_and_goes_to_the_top_of_security():
    pos = build(Side(battle=[Slot(["ST1-07", "ST2-06", OMNIMON])], security=["ST1-03"], deck=["ST1-03"]),
                Side(security=["ST1-06"], deck=["ST1-03"]))
    script(pos, 0, True)
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.security(1) == []                            # the check came
    assert pos.battle(0) == [["ST1-07"], ["ST2-06"]]        # Greymon, then Garurumon
    assert pos.security(0) == ["ST1-03", OMNIMON]            # on top
    assert pos.trash(0) == []
    assert pos.violation() == 0


def test_omnimon_alter_s_stays_when_nothing_beneath_can_be_played():
    # Plesiomon has neither name nor trait: nothing is played, so this Digimon does not go to the security stack
    pos = build(Side(battle=[Slot(["ST2-10", OMNIMON])], security=["ST1-03"], deck=["ST1-03"]),
                Side(security=["ST1-06"], deck=["ST1-03"]))
    script(pos, 0, True)
    pos.attack(0, 1)
    assert pos.battle(0) == [["ST2-10", OMNIMON]]
    assert pos.security(0) == ["ST1-03"]
    assert pos.violation() == 0


def test_omnimon_alter_s_with_one_card_plays_it_and_still_goes_to_security():
    # only Garurumon beneath (and Plesiomon, which no row takes): Garurumon is played, Plesiomon trashed with the stack
    pos = build(Side(battle=[Slot(["ST2-10", "ST2-06", OMNIMON])], security=[], deck=["ST1-03"]),
                Side(security=["ST1-06"], deck=["ST1-03"]))
    script(pos, 0, True)
    pos.attack(0, 1)
    assert pos.battle(0) == [["ST2-06"]]
    assert pos.security(0) == [OMNIMON] and pos.trash(0) == ["ST2-10"]
    assert pos.violation() == 0


# --- BT20-059 ------------------------------------------------------------------------------------------------

def test_gankoomon_x_from_gankoomon_makes_all_of_your_digimon_immune_to_digimon_effects_later_ones_too():
    # from Gankoomon (its [Digivolve] line, cost 2): <De-Digivolve 2> on the opponent's Greymon stack, then the
    # protection until the end of the opponent's turn, for a Digimon played after it too
    pos = build(Side(battle=["BT20-057", "ST1-03"], hand=[GANKOOMON_X, "ST1-07"], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-06", "ST1-07"])], deck=["ST1-03"]), memory=10)
    pos.digivolve(0, GANKOOMON_X, 1)
    assert pos.battle(0)[0] == ["BT20-057", GANKOOMON_X]
    assert pos.battle(1) == [["ST1-03"]]
    pos.play(0, "ST1-07")
    assert [immunity(pos, 0, s) for s in (1, 2, 3)] == [1, 1, 1]
    pos.next_turn()   # the opponent's turn: still
    assert immunity(pos, 0, 3) == 1
    pos.next_turn()   # over
    assert [immunity(pos, 0, s) for s in (1, 2, 3)] == [0, 0, 0]
    assert pos.violation() == 0


def test_gankoomon_x_from_another_black_lv5_gives_no_immunity():
    pos = build(Side(battle=["BT2-060"], hand=[GANKOOMON_X], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-06"])], deck=["ST1-03"]), memory=10)
    pos.digivolve(0, GANKOOMON_X, 1)
    assert pos.battle(1) == [["ST1-03"]]
    assert immunity(pos, 0, 1) == 0
    assert pos.violation() == 0


def test_gankoomon_x_gives_reboot_and_blocker_to_huckmon_and_royal_knights_in_the_opponents_turn():
    pos = build(Side(battle=[Slot(["BT2-060", GANKOOMON_X]), "BT7-009", "ST1-03"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]))
    assert not pos.has(0, 2, A_BLOCKER) and not pos.has(0, 1, A_REBOOT)   # your turn: none
    pos.next_turn()
    for s, gains in ((1, True), (2, True), (3, False)):   # itself (a Royal Knight), Huckmon, not Agumon
        assert pos.has(0, s, A_BLOCKER) == gains and pos.has(0, s, A_REBOOT) == gains
    assert pos.violation() == 0


def test_gankoomon_x_beneath_jesmon_gx_gives_all_of_your_digimon_reboot_and_blocker_in_the_opponents_turn():
    pos = build(Side(battle=[Slot(["BT2-060", GANKOOMON_X, "BT20-021"]), "ST1-03"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]))
    assert not pos.has(0, 2, A_BLOCKER)
    pos.next_turn()
    assert pos.has(0, 2, A_BLOCKER) and pos.has(0, 2, A_REBOOT)
    # beneath another Digimon: nothing for Agumon
    pos = build(Side(battle=[Slot(["BT2-060", GANKOOMON_X, "BT2-064"]), "ST1-03"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]))
    pos.next_turn()
    assert not pos.has(0, 2, A_BLOCKER) and not pos.has(0, 2, A_REBOOT)
    assert pos.violation() == 0


# --- EX11-046 ------------------------------------------------------------------------------------------------

VEMMON = "BT11-061"


def test_galacticmon_delete_all_but_one_spares_a_highest_play_cost_digimon_and_with_four_vemmon_blocks():
    # from Snatchmon (cost 9, less Vemmon's reduction): Titamon (cost 10) is spared, Megadramon and Agumon deleted
    pos = build(Side(battle=[Slot([VEMMON] * 4 + ["BT11-065"])], hand=[GALACTICMON], deck=["ST1-03"]),
                Side(battle=["BT2-060", "BT1-080", "ST1-03"], deck=["ST1-03"]), memory=10)
    pos.digivolve(0, GALACTICMON, 1)
    assert pos.battle(1) == [["BT1-080"]]
    assert sorted(pos.trash(1)) == ["BT2-060", "ST1-03"]
    assert pos.has(0, 1, A_BLOCKER) and immunity(pos, 0, 1) == 2
    pos.next_turn()   # through the opponent's turn
    assert pos.has(0, 1, A_BLOCKER) and immunity(pos, 0, 1) == 2
    pos.next_turn()
    assert not pos.has(0, 1, A_BLOCKER) and immunity(pos, 0, 1) == 0
    assert pos.violation() == 0


def test_galacticmon_with_fewer_vemmon_deletes_but_gains_nothing():
    pos = build(Side(battle=[Slot([VEMMON] * 3 + ["BT11-065"])], hand=[GALACTICMON], deck=["ST1-03"]),
                Side(battle=["BT1-080", "BT2-064", "ST1-03"], deck=["ST1-03"]), memory=10)
    pos.digivolve(0, GALACTICMON, 1)
    assert len(pos.battle(1)) == 1 and pos.battle(1)[0][0] in ("BT1-080", "BT2-064")   # one of the tied pair
    assert len(pos.trash(1)) == 2 and "ST1-03" in pos.trash(1)
    assert not pos.has(0, 1, A_BLOCKER) and immunity(pos, 0, 1) == 0
    assert pos.violation() == 0


def test_galacticmon_digivolves_into_galacticmon_from_the_trash_at_the_end_of_the_opponents_turn():
    pos = build(Side(battle=[Slot([VEMMON, GALACTICMON])], trash=[GALACTICMON], deck=["ST1-03", "ST1-03"]),
                Side(deck=["ST1-03"]), current=1)
    script(pos, 0, True)
    pos.end_of_turn(1)
    assert pos.battle(0) == [[VEMMON, GALACTICMON, GALACTICMON]]
    assert pos.trash(0) == []
    assert pos.st.g[L.G_MEM] == 0   # free
    assert pos.violation() == 0

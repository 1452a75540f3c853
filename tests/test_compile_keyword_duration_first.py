"""A keyword given to a Digimon until the opponent's turn ends, the duration named first; and the older wording of
the given attack at the start of the main phase, read as the newer one: BT12-107 Laplace's Demon, BT12-065
Sephirothmon, P-183 Gaiomon and BT1-103 Testament full; ST15-16's [Main] read. A scenario on real cards:
Laplace's Demon gives the opponent's Digimon the attack at the start of its owner's main phase, through the opponent's
next turn."""
from effect_positions import Side, Slot, build, full, lines_of, ok

from simcore import effect_codes as ec
from simcore import layout as L

LAPLACE = "BT12-107"      # option, black, cost 1
SEPHIROTHMON = "BT12-065"
GAIOMON = "P-183"
TESTAMENT = "BT1-103"     # option, yellow, cost 3
TRIDENT_ARM = "ST15-16"
AGUMON = "ST1-03"
GREYMON = "ST1-07"
GOLEMON = "BT10-062"      # Lv.4 black, no text


def test_encoded_lines():
    grant = "keyword attacks_at_main_phase_start target=opponent count=1 duration=opponents_next_turn"
    assert lines_of(LAPLACE) == [f"BT12-107 main main : {grant}", "BT12-107 security security : add_self_to_hand"]
    assert lines_of(SEPHIROTHMON) == [f"BT12-065 main when_digivolving : {grant}"]
    assert lines_of(GAIOMON) == [
        "P-183 main static : reboot target=self",
        "P-183 main static : blocker target=self",
        f"P-183 main when_digivolving : {grant} ; then attack target=self",
        "P-183 main attack_target_switched once_per_turn : trash_opponent_security_top 1"]
    assert lines_of(TESTAMENT) == [
        "BT1-103 main main : blocker target=own count=1 duration=opponents_next_turn",
        "BT1-103 security security : draw 1 ; then add_self_to_hand"]
    for card in (LAPLACE, SEPHIROTHMON, GAIOMON, TESTAMENT):
        assert full(card), card
    assert f"ST15-16 main main : de_digivolve 3 target=opponent count=1 ; then {grant}" in lines_of(TRIDENT_ARM)


def test_laplaces_demon_gives_the_opponents_digimon_the_main_phase_attack():
    pos = build(Side(battle=[GOLEMON], hand=[LAPLACE], deck=[AGUMON]),
                Side(battle=[Slot([AGUMON, GREYMON])], deck=[AGUMON]), memory=3)
    pos.use_option(0, LAPLACE)
    mods = pos.st.mod[:pos.mods()]
    kw = [m for m in mods if m[L.MOD_ACTION] == ec.A_KEYWORD and m[L.MOD_AMOUNT] == ec.KW_ATTACKS_AT_MAIN_PHASE_START]
    assert len(kw) == 1 and kw[0][L.MOD_PLAYER] == 1 and kw[0][L.MOD_UID] == pos.st.uid[1, 1]
    assert pos.memory(0) == 2 and pos.trash(0) == [LAPLACE]
    ok(pos)

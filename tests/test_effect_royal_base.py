"""Royal Base and Destromon cards: a deletion of up to a total play cost (delete_total_cost, its maximum raised for
each face-up security card or each named digivolution card), cards placed face up in the security stack from the
trash (trash_to_security) or from the hand or trash (hand_to_security filter=or_trash), ForgeBeemon placing itself
face up under the security stack to keep another Royal Base Digimon that would leave by effects
(place_own_in_security_cost target=self filter=face_up, if=by_effects), a paid play reduced for each face-up security
card (play_from_hand for_each=own_face_up_security) and a cost taken from beneath 1 of your Galacticmon
(return_digivolution_cards_cost target=own). Real cards: BT19-048, BT19-096, EX11-034 and P-094 (full), with
BT18-046 Waspmon and BT18-044 FunBeemon ([Royal Base]), BT19-084 Winr ([Royal Base] in its text), BT11-061 Vemmon,
BT11-111 Galacticmon, BT18-065 Snatchmon, ST1-02 Biyomon, ST1-03 Agumon and ST1-07 Greymon."""
import numpy as np
from effect_positions import Side, Slot, answered, build, full, lines_of, ok, script

from simcore import engine as E
from simcore import layout as L
from simcore.effect_codes import A_DELETE, A_HAND_TO_SECURITY, A_RETURN_DIGIVOLUTION_CARDS_COST, A_STAY, \
    A_SWITCH_ATTACK_TARGET
from simcore.effects import delete_slot

I32 = np.int32


def face_up(pos, p):
    return [int(x) for x in pos.st.sec_up[p, :pos.st.sec_n[p]]]


def deleted(pos):
    return sorted(e[2] for e in pos.effects() if e[1] == A_DELETE and e[2] is not None)


def test_the_encoded_lines_and_full():
    assert lines_of("BT19-048") == [
        "BT19-048 main own_digimon_would_leave card.trait=royal_base once_per_turn optional : "
        "place_own_in_security_cost target=self filter=face_up,bottom ; then if=by_effects stay target=event "
        "filter=other",
        "BT19-048 inherited static : dp +1000 target=self",
        "BT19-048 security static : dp +1000 target=all_own trait=royal_base"]
    assert lines_of("BT19-096") == [
        "BT19-096 main main : trash_to_security 1 kind=digimon trait=royal_base filter=face_up,bottom,may ; then "
        "delete_total_cost 8 target=opponent count=2 for_each=own_face_up_security",
        "BT19-096 security security : activate_main"]
    place = ("hand_to_security 1 target=player trait=royal_base filter=face_up,top_or_bottom,or_trash,may ; then "
             "delete_total_cost 8 target=opponent count=2 for_each=own_face_up_security")
    play = "play_from_hand 1 text~royal_base kinds=digimon,tamer filter=pay_cost for_each=own_face_up_security"
    assert lines_of("EX11-034") == [
        f"EX11-034 main on_play once_per_turn : {place}",
        f"EX11-034 main when_digivolving once_per_turn : {place}",
        f"EX11-034 main when_attacking once_per_turn : {place}",
        f"EX11-034 main when_digivolving once_per_turn optional : {play}",
        f"EX11-034 main when_attacking once_per_turn optional : {play}"]
    total = ("delete_total_cost 3 target=opponent kinds=digimon,tamer count=1 for_each=named_digivolution_cards "
             "base_name=vemmon")
    assert lines_of("P-094") == [
        f"P-094 main on_play : {total}",
        f"P-094 main when_digivolving : {total}",
        "P-094 inherited opponent_digimon_attacks opponents_turn once_per_turn optional : "
        "return_digivolution_cards_cost 2 target=own name=vemmon base_name=galacticmon ; then "
        "switch_attack_target target=self"]
    for number in ("BT19-048", "BT19-096", "EX11-034", "P-094"):
        assert full(number), number


# --- BT19-096 Hornet Eraser: a Royal Base Digimon from the trash face up under the stack, then up to 8 + 2 for each
# face-up security card of total play cost deleted ---

def _hornet(place):
    pos = build(Side(hand=["BT19-096"], trash=["BT18-046"], battle=["BT18-044"], security=["ST1-02", "ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-07", "ST1-07", "ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    script(pos, 0, place)
    pos.use_option(0, "BT19-096")
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    return pos


def test_bt19_096_placed_face_up_from_the_trash_the_maximum_is_10():
    pos = _hornet(True)
    assert pos.security(0) == ["BT18-046", "ST1-02", "ST1-03"] and face_up(pos, 0) == [1, 0, 0]   # bottom first
    assert pos.trash(0) == ["BT19-096"]
    assert pos.battle(1) == [["ST1-03"]]   # Greymon 5 + Greymon 5: Agumon (3) no longer fits
    assert deleted(pos) == ["ST1-07", "ST1-07"]
    assert pos.st.g[L.G_MEM] == 10 - 8
    ok(pos)


def test_bt19_096_declined_the_maximum_is_8():
    pos = _hornet(False)
    assert pos.security(0) == ["ST1-02", "ST1-03"] and face_up(pos, 0) == [0, 0]
    assert sorted(pos.trash(0)) == ["BT18-046", "BT19-096"]
    assert pos.battle(1) == [["ST1-07"]]   # Greymon 5 then Agumon 3
    assert deleted(pos) == ["ST1-03", "ST1-07"]
    ok(pos)


# --- EX11-034 QueenBeemon ---

def test_ex11_034_on_play_places_from_the_trash_and_deletes_up_to_12():
    pos = build(Side(hand=["EX11-034"], trash=["BT18-046"], battle=["BT18-044"], security=["ST1-03", "ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-07", "ST1-07", "ST1-02"], security=["ST1-03"], deck=["ST1-03"]), memory=15)
    pos.st.sec_up[0, 0] = 1   # one card already face up: 2 with the card placed
    script(pos, 0, True)
    pos.play(0, "EX11-034")
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert sorted(pos.security(0)) == ["BT18-046", "ST1-03", "ST1-03"] and sum(face_up(pos, 0)) == 2
    assert pos.trash(0) == [] and pos.hand(0) == []
    placed = [e for e in pos.effects("EX11-034") if e[1] == A_HAND_TO_SECURITY]
    assert placed == [("EX11-034", A_HAND_TO_SECURITY, "BT18-046", 0, 0)]   # amount 0: from the trash
    assert pos.battle(1) == []   # 5 + 5 + 2 = 12
    ok(pos)


def test_ex11_034_from_the_hand_without_a_face_up_card_before_deletes_up_to_10():
    pos = build(Side(hand=["EX11-034", "BT18-046"], battle=["BT18-044"], security=["ST1-03", "ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-07", "ST1-07", "ST1-02"], security=["ST1-03"], deck=["ST1-03"]), memory=15)
    script(pos, 0, True)
    pos.play(0, "EX11-034")
    E.settle(pos.st, pos.tb)
    assert sum(face_up(pos, 0)) == 1 and "BT18-046" in pos.security(0) and pos.hand(0) == []
    assert pos.battle(1) == [["ST1-02"]]   # 5 + 5 of 10: Biyomon (2) no longer fits
    ok(pos)


def test_ex11_034_when_attacking_plays_a_card_with_royal_base_in_its_text_2_less():
    pos = build(Side(hand=["BT19-084"], battle=[Slot("EX11-034", entered=1)], security=["ST1-03", "ST1-03", "ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(security=["ST1-03", "ST1-03"], deck=["ST1-03"]), memory=5)
    pos.st.sec_up[0, 0] = 1
    pos.st.sec_up[0, 1] = 1
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["EX11-034"], ["BT19-084"]]   # Winr: 3 - 2
    assert pos.st.g[L.G_MEM] == 5 - 1
    ok(pos)


# --- BT19-048 ForgeBeemon: goes face up under the security stack to keep another Royal Base Digimon ---

def _forge(cause, by):
    pos = build(Side(battle=["BT18-046", "BT19-048"], security=["ST1-03"], deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    pos.st.g[L.G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(cause))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)
    return pos


def test_bt19_048_keeps_waspmon_deleted_by_the_opponents_effect():
    pos = _forge(L.DEL_EFFECT, 2)
    assert pos.battle(0) == [["BT18-046"]] and pos.trash(0) == []
    assert pos.security(0) == ["BT19-048", "ST1-03"] and face_up(pos, 0) == [1, 0]
    assert any(e[1] == A_STAY for e in pos.effects("BT19-048"))
    assert pos.dp(0, 1) == 4000 + 1000   # ForgeBeemon's [Security] +1000 from face up
    ok(pos)


def test_bt19_048_keeps_it_by_its_owners_effect_too():
    pos = _forge(L.DEL_EFFECT, 1)
    assert pos.battle(0) == [["BT18-046"]] and face_up(pos, 0) == [1, 0]
    ok(pos)


def test_bt19_048_not_in_battle():
    pos = _forge(L.DEL_BATTLE, 0)
    assert pos.battle(0) == [["BT19-048"]] and pos.trash(0) == ["BT18-046"]
    assert pos.security(0) == ["ST1-03"]
    ok(pos)


# --- P-094 Destromon ---

def test_p_094_on_play_delete_total_cost_up_to_3():
    pos = build(Side(hand=["P-094"], security=["ST1-03"], deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-07", "ST1-03", "ST1-02"], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    pos.play(0, "P-094")
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [["ST1-07"], ["ST1-03"]]   # the pilot takes Biyomon (2): nothing left for Agumon (3)
    assert deleted(pos) == ["ST1-02"]
    ok(pos)


def test_p_094_when_digivolving_2_vemmon_beneath_raise_it_to_5():
    pos = build(Side(hand=["P-094"], battle=[Slot(["BT11-061", "BT11-061", "BT18-065"])], security=["ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-07", "ST1-03", "ST1-02"], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    pos.digivolve(0, "P-094", 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [["ST1-03"], ["ST1-02"]]   # Greymon (5) takes it all
    assert deleted(pos) == ["ST1-07"]
    ok(pos)


def test_p_094_inherited_2_vemmon_from_beneath_galacticmon_switch_the_attack_to_it():
    pos = build(Side(battle=[Slot(["BT11-061", "BT11-061", "P-094", "BT11-111"])], security=["ST1-03", "ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(battle=[Slot("ST1-03", entered=1)], security=["ST1-03"], deck=["ST1-03"]), current=1, memory=3)
    script(pos, 0, True)
    pos.attack(1, 1)   # at the player
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert [e[1] for e in pos.effects("P-094")].count(A_RETURN_DIGIVOLUTION_CARDS_COST) == 2
    assert any(e[1] == A_SWITCH_ATTACK_TARGET for e in pos.effects("P-094"))
    assert pos.battle(0) == [["P-094", "BT11-111"]]
    assert pos.deck(0)[:2] == ["BT11-061", "BT11-061"]   # under the deck
    assert pos.security(0) == ["ST1-03", "ST1-03"]   # no check: the attack went to Galacticmon
    assert pos.battle(1) == [] and pos.trash(1) == ["ST1-03"]
    ok(pos)


# --- EX8-012 Growlmon (X Antibody): a gained [On Deletion] (gain_on_deletion, gained_on_deletion) ---

def test_ex8_012_lines_and_full():
    assert lines_of("EX8-012") == [
        "EX8-012 main when_digivolving : draw 1 ; then trash_from_hand 1 ; then if=named_digivolution_cards>=1 "
        "gain_on_deletion target=self name=growlmon|x_antibody|x_antibody_proto_form duration=opponents_turn_end",
        "EX8-012 main gained_on_deletion optional : play_from_trash name~guilmon",
        "EX8-012 inherited opponent_digimon_deleted your_turn once_per_turn : memory +1"]
    assert full("EX8-012")


def _growlmon(base, trash=()):
    pos = build(Side(hand=["EX8-012", "ST1-03"], battle=[Slot(base)], trash=list(trash), security=["ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=5)
    pos.digivolve(0, "EX8-012", 1)
    E.settle(pos.st, pos.tb)
    assert len(pos.hand(0)) == 2 and "ST1-03" in pos.trash(0)   # the digivolution's draw, then drew 1, trashed 1
    return pos


def _deleted_by_the_opponent(pos):
    script(pos, 0, True)
    pos.st.g[L.G_EFFECT_PLAYER] = 2
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(L.DEL_EFFECT))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def test_ex8_012_with_growlmon_beneath_gain_on_deletion_plays_guilmon_from_the_trash():
    pos = _growlmon(["BT2-009", "BT2-013"])
    _deleted_by_the_opponent(pos)
    assert pos.battle(0) == [["BT2-009"]]   # the Guilmon that was beneath it, from the trash, free
    assert sorted(pos.trash(0)) == ["BT2-013", "EX8-012", "ST1-03"]
    ok(pos)


def test_ex8_012_without_growlmon_or_x_antibody_beneath_gains_nothing():
    pos = _growlmon(["ST1-03"], trash=["BT2-009"])
    _deleted_by_the_opponent(pos)
    assert pos.battle(0) == [] and "BT2-009" in pos.trash(0)
    ok(pos)


def test_ex8_012_the_gained_effect_ends_with_the_opponents_turn():
    pos = _growlmon(["BT2-009", "BT2-013"])
    pos.next_turn()   # the opponent's turn: still gained
    pos.next_turn()   # ended with it
    _deleted_by_the_opponent(pos)
    assert pos.battle(0) == [] and "BT2-009" in pos.trash(0)
    ok(pos)

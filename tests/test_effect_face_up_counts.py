"""Effects that count or turn face-up security cards (RULES.md §10.8).

- for_each=own_face_up_security: a counted clause carried out once for each of its player's face-up security cards,
  its target picked anew each time (the same Digimon again too): BT18-052 CannonBeemon's <De-Digivolve 1>, EX11-031
  Vespamon's suspension.
- flip_face_up_security_cost: the uppermost face-up card turned face down, the cost of EX11-031's inherited
  protection of a [Royal Base] Digimon that would leave (one Digimon at a time: stay count=1).
- a persistent [Security] digivolve_cost_down of a face-up card (P-181 Royal Base), once per turn, in its owner's turn;
  P-181's [Main] taking the top security card and lying face up under the stack.
- flip_opponent_security_face_up and own_digimon_checks_face_up_security with top_card_to_security filter=face_up,bottom
  (BT20-052 Oblivimon).

Other real cards: ST1-03 Agumon, ST1-07 Greymon, ST1-13 Shadow Wing, ST1-16 Gaia Force, EX11-030 ForgeBeemon and
BT23-038 FunBeemon ([Royal Base]), EX11-034 QueenBeemon, ST15-06 Mekanorimon (a level 4 [Machine])."""
import numpy as np

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from effect_positions import Side, Slot, answered, build, script, ok
from simcore import engine as E
from simcore import layout as L

I32 = np.int32


def face_up(pos, p):
    return [int(x) for x in pos.st.sec_up[p, :pos.st.sec_n[p]]]


def lay_face_up(pos, p, *indices):
    """Turn the security cards at these indices (bottom first) face up."""
    for i in indices:
        pos.st.sec_up[p, i] = 1


def test_coverage():
    catalog = load_catalog()
    # BT20-052's own play: test_effect_oblivimon_security; ST22-10's keeping effect: test_effect_shine_lists
    for number in ("BT18-052", "EX11-031", "P-181", "BT20-052", "ST22-10"):
        assert card_coverage(catalog[number]) == "full", number



def texts(card):
    return [e.text for e in load_effects()[card].effects]


def test_encoded_lines():
    assert ("EX11-031 inherited own_digimon_would_leave card.trait=royal_base once_per_turn optional"
            " : flip_face_up_security_cost ; then if=not_by_own_effects stay target=event count=1") in texts("EX11-031")
    assert "BT20-052 main when_digivolving : flip_opponent_security_face_up" in texts("BT20-052")
    assert ("BT20-052 main own_digimon_checks_face_up_security your_turn optional : top_card_to_security target=self "
            "filter=face_up,bottom") in texts("BT20-052")
    assert ("BT18-052 main on_play : de_digivolve 1 target=opponent count=1 for_each=own_face_up_security"
            in texts("BT18-052"))


# --- CannonBeemon: <De-Digivolve 1> once for each face-up card -------------------------------------------------------

def _cannonbeemon(ups):
    pos = build(Side(hand=["BT18-052"], security=["ST1-03", "ST1-07", "ST1-03"], deck=["ST1-03"]),
                Side(battle=[Slot(["ST1-03", "ST1-07", "ST1-07"])], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    lay_face_up(pos, 0, *ups)
    pos.play(0, "BT18-052")
    E.settle(pos.st, pos.tb)
    return pos


def test_bt18_052_de_digivolves_once_for_each_face_up_card_the_same_digimon_again():
    assert _cannonbeemon([0, 2]).battle(1) == [["ST1-03"]]   # two face-up cards: 3 cards down to 1
    assert _cannonbeemon([1]).battle(1) == [["ST1-03", "ST1-07"]]
    pos = _cannonbeemon([])
    assert pos.battle(1) == [["ST1-03", "ST1-07", "ST1-07"]]   # none face up: nothing
    ok(pos)


# --- Vespamon: a suspension for each face-up card; its inherited protection -------------------------------------------

def _vespamon(ups):
    pos = build(Side(hand=["EX11-031"], security=["ST1-03", "ST1-07", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03", "ST1-07"], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    lay_face_up(pos, 0, *ups)
    pos.play(0, "EX11-031")
    E.settle(pos.st, pos.tb)
    return pos


def test_ex11_031_suspends_one_for_each_face_up_card():
    pos = _vespamon([0, 1])
    assert pos.suspended(1, 1) and pos.suspended(1, 2)
    ok(pos)
    pos = _vespamon([2])
    assert [pos.suspended(1, 1), pos.suspended(1, 2)].count(True) == 1
    pos = _vespamon([])
    assert not pos.suspended(1, 1) and not pos.suspended(1, 2)
    ok(pos)


def _protected(ups, answer=True):
    """Player 1 uses Gaia Force on player 0's QueenBeemon, Vespamon beneath it ([Royal Base]: the protection)."""
    pos = build(Side(battle=[Slot(["EX11-031", "EX11-034"])], security=["ST1-03", "ST1-07", "ST1-03"],
                     deck=["ST1-03"]),
                Side(battle=["ST1-07"], hand=["ST1-16"], security=["ST1-03"], deck=["ST1-03"]),
                current=1, memory=10)
    lay_face_up(pos, 0, *ups)
    script(pos, 0, answer)
    pos.use_option(1, "ST1-16")
    E.settle(pos.st, pos.tb)
    return pos


def test_ex11_031_turns_the_uppermost_face_up_card_face_down_and_the_digimon_stays():
    pos = _protected([0, 1])
    assert pos.battle(0) == [["EX11-031", "EX11-034"]]
    assert face_up(pos, 0) == [1, 0, 0]   # the upper of the two
    assert answered(pos)
    ok(pos)


def test_ex11_031_without_a_face_up_card_or_declined_the_digimon_is_deleted():
    pos = _protected([])
    assert pos.battle(0) == [] and pos.st.g[L.G_CHOICE_AT] == 0   # not offered: its cost can't be paid
    ok(pos)
    pos = _protected([2], answer=False)
    assert pos.battle(0) == [] and face_up(pos, 0) == [0, 0, 1]
    ok(pos)


# --- Royal Base: its [Main]; face up, a digivolution into a [Royal Base] Digimon costs 1 less once a turn --------------

def test_p181_takes_the_top_security_card_then_lies_face_up_under_the_stack():
    pos = build(Side(hand=["P-181"], battle=["EX11-030"], security=["ST1-07", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=5)
    pos.use_option(0, "P-181")
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == ["P-181", "ST1-07"] and face_up(pos, 0) == [1, 0]
    assert pos.hand(0) == ["ST1-03"] and pos.trash(0) == []
    assert pos.memory(0) == 3
    ok(pos)
    pos = build(Side(hand=["P-181"], battle=["EX11-030"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=5)
    pos.use_option(0, "P-181")
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == ["P-181"] and face_up(pos, 0) == [1] and pos.hand(0) == []
    ok(pos)


def _digivolve_costs(pos, number, s):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == s]


def test_p181_face_up_cuts_the_first_royal_base_digivolution_of_the_turn_by_1():
    pos = build(Side(hand=["BT18-052", "BT18-052"], battle=["EX11-030", "EX11-030", "ST1-07"],
                     security=["P-181", "ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    assert min(_digivolve_costs(pos, "BT18-052", 1)) == 3   # face down: nothing
    lay_face_up(pos, 0, 0)
    assert min(_digivolve_costs(pos, "BT18-052", 1)) == 2
    pos.digivolve(0, "BT18-052", 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 8
    assert min(_digivolve_costs(pos, "BT18-052", 2)) == 3   # once a turn
    pos.next_turn()
    pos.next_turn()
    assert min(_digivolve_costs(pos, "BT18-052", 2)) == 2   # a new turn of its owner
    pos.next_turn()
    assert pos.st.g[L.G_CUR] == 1 and min(_digivolve_costs(pos, "BT18-052", 2)) == 3   # not in the opponent's turn
    ok(pos)


# --- Oblivimon: the opponent's face-down card turned face up; a check of a face-up card ------------------------------

def test_bt20_052_turns_the_opponents_uppermost_face_down_card_face_up():
    pos = build(Side(hand=["BT20-052"], battle=["ST15-06"], security=["ST1-03"], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03", "ST1-07", "ST1-03"], deck=["ST1-03"]), memory=10)
    lay_face_up(pos, 1, 2)
    pos.digivolve(0, "BT20-052", 1)
    E.settle(pos.st, pos.tb)
    assert face_up(pos, 1) == [0, 1, 1]
    ok(pos)


def _oblivimon_attacks(answer):
    pos = build(Side(battle=[Slot(["ST15-06", "BT20-052"], entered=1)], security=["ST1-03"], deck=["ST1-03"]),
                Side(security=["ST1-03", "ST1-13"], deck=["ST1-03"]), memory=3)
    lay_face_up(pos, 1, 1)
    script(pos, 0, answer)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_bt20_052_a_face_up_check_places_its_top_card_face_up_under_the_stack():
    pos = _oblivimon_attacks(True)
    assert pos.security(1) == ["ST1-03"]
    assert pos.battle(0) == [["ST15-06"]]
    assert pos.security(0) == ["BT20-052", "ST1-03"] and face_up(pos, 0) == [1, 0]
    assert answered(pos)
    ok(pos)
    pos = _oblivimon_attacks(False)
    assert pos.battle(0) == [["ST15-06", "BT20-052"]] and pos.security(0) == ["ST1-03"]
    ok(pos)

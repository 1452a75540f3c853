"""BT18-036 (Wizardmon) and BT15-059 (Airdramon), hand-written. BT18-036: its inherited keeping effect, once per turn, trashes your top security card to
keep a yellow Digimon with the [Data] or [Witchelny] trait (`this_all=color:yellow|trait:data,witchelny`) that would
leave by the opponent's effects (`if=by_opponent_effects` on the `stay`, read before it activates)."""
from effect_positions import Side, answered, build, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E

WIZARDMON = "BT18-036"
WIZARDMON_DATA = "BT6-034"   # Lv.4 yellow, [Data], no text
REPPAMON = "BT1-051"         # Lv.4 yellow, [Vaccine], no text
MONODRAMON = "BT1-009"       # Lv.3 red, 3000 DP, no text
GAIA_FORCE = "ST1-16"        # red option: delete 1 of the opponent's Digimon


def test_encoded_lines():
    assert full(WIZARDMON)
    assert lines_of(WIZARDMON) == [
        "BT18-036 main when_digivolving optional : trash_own_security 1 ; then draw 1 ; then memory +1",
        "BT18-036 inherited would_leave_any_way once_per_turn if=this_has optional : trash_own_security 1 "
        "this_all=color:yellow|trait:data,witchelny ; then if=by_opponent_effects stay target=self"]


def _gaia_force_on(top):
    pos = build(Side(battle=[Slot([WIZARDMON, top])], security=[MONODRAMON, MONODRAMON], deck=[MONODRAMON]),
                Side(battle=[MONODRAMON], hand=[GAIA_FORCE], deck=[MONODRAMON]), current=1, memory=9)
    pos.use_option(1, GAIA_FORCE)
    E.settle(pos.st, pos.tb)
    return pos


def test_a_yellow_data_digimon_stays_for_the_top_security_card():
    pos = _gaia_force_on(WIZARDMON_DATA)
    assert pos.battle(0) == [[WIZARDMON, WIZARDMON_DATA]]
    assert len(pos.security(0)) == 1
    ok(pos)


def test_a_digimon_without_the_trait_is_deleted():
    pos = _gaia_force_on(REPPAMON)
    assert pos.battle(0) == [] and len(pos.security(0)) == 2
    ok(pos)


# --- BT15-059 (Airdramon): De-Digivolve 1 after its cost and an inherited Reboot, the keywords the database dropped
AIRDRAMON = "BT15-059"
MARVIN = "BT15-086"          # Marvin Jackson
GORILLAMON = "BT1-037"       # Lv.4 blue, 6000 DP, no text


def test_airdramon_lines():
    assert full(AIRDRAMON)
    assert lines_of(AIRDRAMON) == [
        "BT15-059 main on_play optional : place_under_cost 1 name=marvin_jackson target=self ; then de_digivolve 1 "
        "target=opponent count=1",
        "BT15-059 main when_digivolving optional : place_under_cost 1 name=marvin_jackson target=self ; then "
        "de_digivolve 1 target=opponent count=1",
        "BT15-059 inherited static : reboot target=self"]


def test_airdramon_places_marvin_under_it_to_de_digivolve():
    pos = build(Side(hand=[AIRDRAMON, MARVIN], deck=[MONODRAMON]),
                Side(battle=[Slot([MONODRAMON, GORILLAMON])], deck=[MONODRAMON]), memory=9)
    script(pos, 0, True)
    pos.play(0, AIRDRAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[MARVIN, AIRDRAMON]] and pos.hand(0) == []
    assert pos.battle(1) == [[MONODRAMON]] and pos.trash(1) == [GORILLAMON]
    ok(pos)


def test_airdramon_without_marvin_does_nothing():
    pos = build(Side(hand=[AIRDRAMON], deck=[MONODRAMON]),
                Side(battle=[Slot([MONODRAMON, GORILLAMON])], deck=[MONODRAMON]), memory=9)
    pos.play(0, AIRDRAMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[MONODRAMON, GORILLAMON]]
    ok(pos)


def test_airdramon_inherited_reboot():
    pos = build(Side(battle=[Slot([AIRDRAMON, GORILLAMON])], deck=[MONODRAMON]), Side(deck=[MONODRAMON]))
    assert pos.has(0, 1, ec.A_REBOOT)
    ok(pos)

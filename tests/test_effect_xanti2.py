"""BT15-040 Monzaemon (X Antibody) and BT9-112 DeathXmon: the words they brought.

- `if=named_digivolution_cards>=1` with `any=name:monzaemon|named:x_antibody`: a digivolution card with a part of
  one name, or of the other exact name ("a card with [Monzaemon] in its name or [X Antibody]");
- `level=3 or_name=numemon` ("1 [Numemon] or level 3 Digimon card");
- a dp of 1 opponent's Digimon counted on your Digimon as it resolves, after another of your Digimon is played
  (`if=other_played`: its own play passes it by);
- `for_each=opponent_digimon_and_tamers` on DeathXmon's play cost: 3 off for each Digimon and Tamer the opponent
  has in the battle area (the breeding area not), never below 0."""
import effect_positions
from effect_positions import Side, Slot, answered, full, lines_of, script
from positions import ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L

MONZAEMON_X = "BT15-040"   # Lv.5 yellow, cost 8, from yellow/black Lv.4 for 3
NUMEMON = "BT2-056"        # Lv.4 black, cost 3, no text
WARUMONZAEMON = "BT5-066"  # Lv.5 black, no text: [Monzaemon] is a part of its name
X_ANTIBODY = "BT9-109"     # option named [X Antibody]
GAZIMON_X = "BT9-070"      # Lv.3 "Gazimon (X Antibody)": not named [X Antibody], no inherited text
AGUMON = "ST1-03"          # Lv.3 red, cost 3
SUKAMON = "BT3-063"        # Lv.4 black, cost 3: neither level 3 nor [Numemon]
VOLCANICDRAMON = "EX7-014"   # 13000 DP, the opponent's
DEATHXMON = "BT9-112"      # Lv.7, cost 20
MIREI = "BT22-089"         # Tamer


def test_encoded_lines():
    assert full(MONZAEMON_X) and full(DEATHXMON)
    assert lines_of(MONZAEMON_X) == [
        "BT15-040 main when_digivolving if=named_digivolution_cards>=1 optional : play_from_hand kind=digimon "
        "level=3 or_name=numemon any=name:monzaemon|named:x_antibody",
        "BT15-040 main own_digimon_played once_per_turn if=other_played : dp -2000 target=opponent count=1 "
        "duration=opponents_turn_end for_each=own_digimon"]
    assert lines_of(DEATHXMON) == [
        "BT9-112 main static : play_cost_down 3 target=self for_each=opponent_digimon_and_tamers",
        "BT9-112 main on_play : de_digivolve 1 target=all_opponent ; then delete target=all_opponent level<=4",
        "BT9-112 main when_digivolving : de_digivolve 1 target=all_opponent ; then delete target=all_opponent "
        "level<=4",
        "BT9-112 main end_of_opponents_turn once_per_turn : delete target=all_opponent rank=lowest_play_cost"]


def _monzaemon(under, hand):
    return effect_positions.build(Side(battle=[Slot([under, NUMEMON])], hand=[MONZAEMON_X, *hand], deck=[SUKAMON]),
                                  Side(battle=[VOLCANICDRAMON], deck=[AGUMON]), memory=8)


def test_a_monzaemon_in_a_name_under_it_plays_a_level_3_card_and_cuts_2000_for_each_digimon():
    pos = _monzaemon(WARUMONZAEMON, [AGUMON])
    script(pos, 0, True)
    pos.digivolve(0, MONZAEMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[WARUMONZAEMON, NUMEMON, MONZAEMON_X], [AGUMON]]
    assert pos.hand(0) == [SUKAMON]   # the digivolution's draw; Agumon played for free
    assert pos.memory(0) == 8 - 3
    # Agumon played: another of your Digimon, 2 Digimon of yours as it resolves
    assert pos.dp(1, 1) == 13000 - 4000
    # once per turn: the next play cuts nothing
    pos.play(0, SUKAMON)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 8 - 3 - 3
    assert pos.dp(1, 1) == 13000 - 4000
    ok(pos)


def test_x_antibody_under_it_plays_a_numemon():
    pos = _monzaemon(X_ANTIBODY, [NUMEMON])
    script(pos, 0, True)
    pos.digivolve(0, MONZAEMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[X_ANTIBODY, NUMEMON, MONZAEMON_X], [NUMEMON]]
    assert pos.dp(1, 1) == 13000 - 4000
    ok(pos)


def test_a_name_holding_x_antibody_is_not_named_x_antibody():
    pos = _monzaemon(GAZIMON_X, [AGUMON])
    script(pos, 0)   # the condition fails: no question
    pos.digivolve(0, MONZAEMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[GAZIMON_X, NUMEMON, MONZAEMON_X]]
    assert sorted(pos.hand(0)) == sorted([AGUMON, SUKAMON])
    assert pos.dp(1, 1) == 13000
    ok(pos)


def test_only_a_numemon_or_a_level_3_card_is_played():
    pos = _monzaemon(WARUMONZAEMON, [SUKAMON])
    script(pos, 0)   # Sukamon (level 4, not [Numemon]): nothing to play
    pos.digivolve(0, MONZAEMON_X, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[WARUMONZAEMON, NUMEMON, MONZAEMON_X]]
    assert pos.hand(0) == [SUKAMON, SUKAMON]
    ok(pos)


def test_its_own_play_is_not_another_digimons():
    pos = effect_positions.build(Side(hand=[MONZAEMON_X], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON]), memory=8)
    pos.play(0, MONZAEMON_X)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[MONZAEMON_X]]
    assert pos.dp(1, 1) == 13000
    ok(pos)


def _deathxmon_cost(pos):
    i = pos.hand_index(0, DEATHXMON)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_PLAY and a[1] == i and a[2] == 0]


def test_deathxmon_costs_3_less_for_each_opponent_digimon_and_tamer():
    pos = effect_positions.build(Side(hand=[DEATHXMON], deck=[AGUMON]),
                                 Side(battle=[AGUMON, SUKAMON, MIREI], breeding=NUMEMON, deck=[AGUMON]), memory=10)
    assert _deathxmon_cost(pos) == [20 - 9]   # 2 Digimon and a Tamer; the breeding area's Digimon not
    pos.play(0, DEATHXMON)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 10 - 11
    assert (DEATHXMON, ec.A_PLAY_COST_DOWN, DEATHXMON, 9, 0) in pos.effects(DEATHXMON)
    ok(pos)


def test_deathxmon_cost_never_below_0_and_full_without_opponent_cards():
    many = effect_positions.build(Side(hand=[DEATHXMON], deck=[AGUMON]),
                                  Side(battle=[AGUMON, AGUMON, AGUMON, SUKAMON, SUKAMON, SUKAMON, MIREI],
                                       deck=[AGUMON]), memory=3)
    assert _deathxmon_cost(many) == [0]   # 7 of them: 21 off a cost of 20
    none = effect_positions.build(Side(hand=[DEATHXMON], deck=[AGUMON]), Side(breeding=NUMEMON, deck=[AGUMON]),
                                  memory=10)   # (a cost of 20 is offered with 10 memory)
    assert _deathxmon_cost(none) == [20]


def test_this_any_names_the_digivolution_cards_apart_from_the_clauses_own_filter():
    from decks.effects import parse_line
    line = ("BT15-040 main when_digivolving if=named_digivolution_cards>=1 optional : play_from_hand kind=digimon "
            "trait=puppet this_any=name:monzaemon|named:x_antibody")
    effect = parse_line(line, "test")[2]
    assert effect.matches == (("trait", "puppet"),)
    assert effect.base_matches == ((ec.F_THIS_MATCH, ("any", "name_has:monzaemon|name_is:x antibody")),)

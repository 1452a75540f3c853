"""Cards read with words the language already has, hand-written:

- EX8-031 (Renamon (X Antibody)): an option with [Plug-In] in its name back from the trash; its inherited -2000 DP
  answers an option of cost 2 or more used in your turn (`own_option_used if=cause_cost>=2`);
- EX5-034 (BanchoLeomon): when any Digimon suspends, once per turn, -4000 DP and <Security A. -1> to the same
  opponent's Digimon until their turn ends (`any_digimon_suspended`, `filter=same_targets`);
- BT9-091 (Meiko Mochizuki): a Digimon of exactly two colours, purple and yellow, played: suspend for 1 memory
  (`card.all=colors:2|color:purple|color:yellow`);
- BT10-036 (Kyubimon): one of two effects as a may return, the paid draw under `if=declined`."""
from effect_positions import Side, answered, build, full, lines_of, script
from positions import Slot, ok
from simcore import engine as E

RENAMON_X = "EX8-031"
BANCHOLEOMON = "EX5-034"
MEIKO = "BT9-091"
PLUG_IN = "EX2-066"         # an option with [Plug-In] in its name
V_NOVA = "BT1-098"          # blue option, cost 2
HAMMER_SPARK = "ST2-13"     # blue option, cost 0: memory +1
WIZARDMON = "ST10-10"       # Lv.4 purple and yellow, cost 5, no main text
GORILLAMON = "BT1-037"      # Lv.4 blue, 6000 DP, no text
ARMADILLOMON = "BT1-027"    # Lv.3 blue, 4000 DP, no text
MONODRAMON = "BT1-009"      # Lv.3 red, 3000 DP, no text
KOKATORIMON = "BT1-014"     # Lv.4 red, 4000 DP, no text
DOKUNEMON = "BT11-075"      # Lv.3 purple, no text


def test_encoded_lines():
    for card in (RENAMON_X, BANCHOLEOMON, MEIKO):
        assert full(card), card
    assert lines_of(RENAMON_X) == [
        "EX8-031 main on_play : return_from_trash kind=option name~plug-in",
        "EX8-031 main when_digivolving : return_from_trash kind=option name~plug-in",
        "EX8-031 inherited own_option_used your_turn once_per_turn if=cause_cost>=2 : dp -2000 target=opponent "
        "count=1 duration=turn"]
    assert lines_of(BANCHOLEOMON)[3] == (
        "EX5-034 main any_digimon_suspended once_per_turn optional : dp -4000 target=opponent count=1 "
        "duration=opponents_turn_end ; then security_attack -1 target=opponent count=1 filter=same_targets "
        "duration=opponents_turn_end")
    assert lines_of(MEIKO)[1] == ("BT9-091 main own_digimon_played optional card.all=colors:2|color:purple|"
                                  "color:yellow : suspend_self_cost ; then memory +1")


def test_renamon_x_returns_a_plug_in_option():
    pos = build(Side(hand=[RENAMON_X], trash=[PLUG_IN, MONODRAMON], deck=[MONODRAMON]), Side(deck=[MONODRAMON]),
                memory=9)
    pos.play(0, RENAMON_X)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [PLUG_IN] and pos.trash(0) == [MONODRAMON]
    ok(pos)


def test_renamon_x_inherited_answers_an_option_of_cost_2_once():
    pos = build(Side(battle=[Slot([RENAMON_X, ARMADILLOMON])], hand=[V_NOVA, V_NOVA], deck=[MONODRAMON]),
                Side(battle=[GORILLAMON], deck=[MONODRAMON]), memory=9)
    pos.use_option(0, V_NOVA)
    E.settle(pos.st, pos.tb)
    assert pos.dp(1, 1) == 4000
    pos.use_option(0, V_NOVA)   # once per turn
    E.settle(pos.st, pos.tb)
    assert pos.dp(1, 1) == 4000
    ok(pos)


def test_renamon_x_inherited_passes_an_option_of_cost_0_by():
    pos = build(Side(battle=[Slot([RENAMON_X, ARMADILLOMON])], hand=[HAMMER_SPARK], deck=[MONODRAMON]),
                Side(battle=[GORILLAMON], deck=[MONODRAMON]), memory=9)
    pos.use_option(0, HAMMER_SPARK)
    E.settle(pos.st, pos.tb)
    assert pos.dp(1, 1) == 6000
    ok(pos)


def test_bancholeomon_answers_a_suspension_once_per_turn():
    pos = build(Side(battle=[BANCHOLEOMON, KOKATORIMON, KOKATORIMON], deck=[MONODRAMON]),
                Side(battle=[GORILLAMON], security=[MONODRAMON, MONODRAMON], deck=[MONODRAMON]), memory=3)
    before = pos.security_attack(1, 1)
    script(pos, 0, True)
    pos.attack(0, 2, -1)   # the attacker suspends
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.dp(1, 1) == 2000 and pos.security_attack(1, 1) == before - 1
    pos.attack(0, 3, -1)   # once per turn
    E.settle(pos.st, pos.tb)
    assert pos.dp(1, 1) == 2000
    pos.next_turn()   # until the end of the opponent's turn
    assert pos.dp(1, 1) == 2000 and pos.security_attack(1, 1) == before - 1
    ok(pos)


def test_meiko_gains_memory_for_a_purple_and_yellow_digimon_only():
    pos = build(Side(battle=[MEIKO], hand=[WIZARDMON, DOKUNEMON], deck=[MONODRAMON]), Side(deck=[MONODRAMON]),
                memory=9)
    pos.play(0, DOKUNEMON)   # purple alone: nothing
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1)
    m = pos.memory(0)
    script(pos, 0, True)
    pos.play(0, WIZARDMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1) and pos.memory(0) == m - 5 + 1
    ok(pos)


# --- BT10-036 (Kyubimon): one of two effects, a may return, the paid draw only when the return is declined
KYUBIMON = "BT10-036"
TSUKAIMON = "BT1-045"       # Lv.3 yellow, no text
PLUG_IN_B = "EX2-068"       # another option with [Plug-In] in its name


def test_kyubimon_lines():
    assert full(KYUBIMON)
    assert lines_of(KYUBIMON) == [
        "BT10-036 main when_digivolving optional : return_from_trash kind=option name~plug-in filter=may ; then "
        "if=declined trash_from_hand_cost 1 kind=option name~plug-in ; then if=declined draw 2"]


def _kyubimon(*answers):
    pos = build(Side(battle=[TSUKAIMON], hand=[KYUBIMON, PLUG_IN_B], trash=[PLUG_IN],
                     deck=[MONODRAMON, MONODRAMON, MONODRAMON, MONODRAMON]), Side(deck=[MONODRAMON]), memory=9)
    script(pos, 0, *answers)
    pos.digivolve(0, KYUBIMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    return pos


def test_kyubimon_returns_a_plug_in_and_draws_nothing():
    pos = _kyubimon(True, True)
    assert sorted(pos.hand(0)) == sorted([PLUG_IN, PLUG_IN_B, MONODRAMON]) and pos.trash(0) == []
    assert len(pos.deck(0)) == 3   # the digivolution's draw only
    ok(pos)


def test_kyubimon_trashes_a_plug_in_to_draw_2_when_the_return_is_declined():
    pos = _kyubimon(True, False)
    assert sorted(pos.trash(0)) == sorted([PLUG_IN, PLUG_IN_B])
    assert pos.hand(0) == [MONODRAMON] * 3 and len(pos.deck(0)) == 1
    ok(pos)

"""Option vocabulary on made-up cards: an option placed in the battle area by its [Main] or [Security] effect
(it stays there, is no Digimon, no colour source, no attack target), <Delay> (RULES.md section 9: from the
turn after it was placed, trash it to run the effect; as a main-phase action or when a timing triggers it),
and the rules of an option's colour requirements (ignored while you have a Digimon or Tamer passing a filter,
or while you have no card of a name; replaced by a <Use Req.>)."""
from dataclasses import replace

import numpy as np

from decks.effects import parse_effects
from positions import Side, Slot, build_position, digimon, option, tamer, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q

I32 = np.int32
CARDS = [
    digimon("O-01", 3, 3000, 3),                         # red
    digimon("O-02", 3, 3000, 3, colors=("yellow",)),
    digimon("O-03", 3, 9000, 3, colors=("blue",)),       # the attacker of the security tests
    tamer("O-04", 2, colors=("green",)),
    option("O-10", 2),   # draw 1, then placed; <Delay>: gain 2 memory; [Security] placed
    option("O-11", 1, colors=("blue",)),   # colours ignored while you have a Tamer
    option("O-12", 1, colors=("blue",)),   # red meets its colour requirement too
    option("O-13", 1, colors=("blue",)),   # colours ignored while you have no [Test O-10]
    option("O-14", 1),   # placed; at the start of your turn, <Delay>: gain 1 memory
    option("O-15", 1),   # red, gain 1 memory: the colour test
    option("O-16", 1),   # placed; <Delay>: delete 1 of the opponent's Digimon (worth it only with a target)
    replace(digimon("O-05", 3, 3000, 3), traits=("Glowing Dawn",)),   # red
    option("O-17", 1, colors=("blue",)),   # <Use Req. ([Glowing Dawn] trait)>, gain 2 memory
]
EFFECTS = parse_effects("""
O-10 main main : draw 1 ; then place_in_battle_area
O-10 main activated : delay ; then memory +2
O-10 security security : place_in_battle_area
O-11 main static : ignore_color_requirements kind=tamer
O-11 main main : memory +1
O-12 main static : ignore_color_requirements color=red
O-12 main main : memory +1
O-13 main static if=own_lacks : ignore_color_requirements name=test_o-10
O-13 main main : memory +1
O-14 main main : place_in_battle_area
O-14 main start_of_your_turn optional : delay ; then memory +1
O-15 main main : memory +1
O-16 main main : place_in_battle_area
O-16 main activated : delay ; then delete target=opponent count=1
O-17 main static : ignore_color_requirements trait=glowing_dawn filter=use_requirement
O-17 main main : memory +2
""")
DECK = ["O-02"] * 3


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def zones(pos, p):
    return {"hand": pos.hand(p), "deck": pos.deck(p), "security": pos.security(p), "trash": pos.trash(p),
            "battle": pos.battle(p)}


def side(hand=(), deck=(), security=(), trash=(), battle=()):
    return {"hand": list(hand), "deck": list(deck), "security": list(security), "trash": list(trash),
            "battle": [list(x) for x in battle]}


def actions(pos, p):
    n = E.list_actions(pos.st, pos.tb, I32(p))
    return [tuple(int(v) for v in pos.st.acts[k]) for k in range(n)]


def usable(pos, p, number):
    return (L.A_OPTION, pos.hand_index(p, number), 0) in [a[:3] for a in actions(pos, p)]


def delay_offered(pos, p, s):
    return any(a[0] == L.A_ACTIVATE and a[1] == s for a in actions(pos, p))


def use(pos, p, number):
    assert usable(pos, p, number), f"{number} can't be used"
    E.use_option(pos.st, pos.tb, I32(p), I32(pos.hand_index(p, number)))


def activate(pos, p, s):
    found = [a for a in actions(pos, p) if a[0] == L.A_ACTIVATE and a[1] == s]
    assert found
    E.activate_main(pos.st, pos.tb, I32(p), I32(s), I32(found[0][2]))


def test_an_option_whose_main_places_it_stays_in_the_battle_area_as_no_digimon():
    pos = build(Side(hand=["O-10"], deck=["O-02", "O-02"], battle=["O-01"]), Side(deck=DECK, battle=["O-03"]),
                memory=3, turn=3)
    use(pos, 0, "O-10")
    assert zones(pos, 0) == side(hand=["O-02"], deck=["O-02"], battle=[["O-01"], ["O-10"]])
    assert pos.memory(0) == 1
    assert [(e["effect"], e["target"]) for e in pos.events("effect")] == [(ec.A_DRAW, None),
                                                                          (ec.A_PLACE_IN_BATTLE_AREA, "O-10")]
    assert not Q.can_attack(pos.st, pos.tb, I32(0), I32(2)) and not Q.is_digimon_slot(pos.st, pos.tb, I32(0), I32(2))
    assert not delay_offered(pos, 0, 2)          # not in the turn it was placed
    # the opponent's turn: an option in the battle area is never an attack target, even suspended
    pos.st.susp[0, 2] = 1
    pos.st.g[L.G_TURN] = 4
    pos.st.g[L.G_CUR] = 1
    attacks = [a for a in actions(pos, 1) if a[0] == L.A_ATTACK]
    assert attacks and all(a[2] == -1 for a in attacks)
    ok(pos)


def test_delay_in_a_later_turn_trashes_the_option_then_runs_its_effect():
    pos = build(Side(deck=["O-02"], battle=["O-01", Slot("O-10", entered=2)]), Side(deck=DECK), memory=0, turn=3)
    assert delay_offered(pos, 0, 2)
    activate(pos, 0, 2)
    assert zones(pos, 0) == side(deck=["O-02"], trash=["O-10"], battle=[["O-01"]])
    assert pos.memory(0) == 2
    assert [(e["effect"], e["target"]) for e in pos.events("effect")] == [(ec.A_DELAY, "O-10")]
    ok(pos)


def test_delay_is_not_offered_in_the_turn_the_option_was_placed():
    pos = build(Side(deck=["O-02"], battle=["O-01", Slot("O-10", entered=3)]), Side(deck=DECK), memory=0, turn=3)
    assert not delay_offered(pos, 0, 2)
    ok(pos)


def test_the_greedy_pilot_takes_a_delay_only_when_its_effect_helps_now():
    # O-16's delay deletes an opponent's Digimon: worth it with one there, not without (O-01 is suspended: no
    # attack competes)
    mine = Side(deck=["O-02"], battle=[Slot("O-01", suspended=True), Slot("O-16", entered=2)])
    with_target = build(mine, Side(deck=DECK, battle=["O-02"]), memory=0, turn=3)
    without = build(mine, Side(deck=DECK), memory=0, turn=3)
    for pos, taken in ((with_target, True), (without, False)):
        E.main_phase(pos.st, pos.tb, I32(0))
        assert (["O-16"] in pos.battle(0)) is not taken
        assert ("O-16" in pos.trash(0)) is taken
        ok(pos)
    assert with_target.battle(1) == [] and with_target.trash(1) == ["O-02"]


def test_a_security_option_places_itself_in_its_owners_battle_area():
    # player 0's O-03 (9000 DP) attacks player 1, whose top security card is O-10
    pos = build(Side(deck=DECK, battle=["O-03"]), Side(deck=DECK, security=["O-02", "O-10"]), memory=3, turn=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    assert zones(pos, 1) == side(deck=DECK, security=["O-02"], battle=[["O-10"]])
    # placed in the opponent's turn: its owner may trash it for its <Delay> in the next turn
    pos.st.g[L.G_TURN] = 4
    pos.st.g[L.G_CUR] = 1
    assert delay_offered(pos, 1, 1)
    ok(pos)


def test_a_triggered_delay_is_the_players_choice_and_needs_a_later_turn():
    # O-14 placed in turn 1: at the start of turn 3 the greedy pilot trashes it to gain 1 memory
    pos = build(Side(deck=["O-02", "O-02", "O-02"], battle=[Slot("O-14", entered=1)]), Side(deck=DECK),
                memory=0, turn=3)
    E.play_turn(pos.st, pos.tb)
    assert "O-14" in pos.trash(0) and ["O-14"] not in pos.battle(0)
    assert [(e["effect"], e["target"]) for e in pos.events("effect")][:1] == [(ec.A_DELAY, "O-14")]
    assert pos.events("memory")[0]["change"] == 1
    ok(pos)
    # placed in this very turn: the trigger comes, the cost cannot be paid, nothing happens
    pos = build(Side(deck=["O-02", "O-02", "O-02"], battle=[Slot("O-14", entered=3)]), Side(deck=DECK),
                memory=0, turn=3)
    E.play_turn(pos.st, pos.tb)
    assert ["O-14"] in pos.battle(0) and pos.events("memory") == []


def test_an_option_in_the_battle_area_meets_no_colour_requirement():
    pos = build(Side(hand=["O-15"], deck=DECK, battle=["O-10"]), Side(deck=DECK), memory=3, turn=3)
    assert not usable(pos, 0, "O-15")
    pos = build(Side(hand=["O-15"], deck=DECK, battle=["O-01"]), Side(deck=DECK), memory=3, turn=3)
    assert usable(pos, 0, "O-15")


def test_ignored_colour_requirements_while_you_have_a_tamer():
    # O-11 is blue: no blue card, but a (green) Tamer
    assert not usable(build(Side(hand=["O-11"], deck=DECK, battle=["O-01"]), Side(deck=DECK), memory=3), 0, "O-11")
    pos = build(Side(hand=["O-11"], deck=DECK, battle=["O-01", "O-04"]), Side(deck=DECK), memory=3)
    use(pos, 0, "O-11")
    assert pos.memory(0) == 3 and pos.trash(0) == ["O-11"]
    ok(pos)


def test_another_colour_meets_a_colour_requirement():
    # O-12 is blue; red meets it too, yellow does not; a red Digimon in the breeding area counts (section 5.3)
    assert usable(build(Side(hand=["O-12"], deck=DECK, battle=["O-01"]), Side(deck=DECK), memory=3), 0, "O-12")
    assert not usable(build(Side(hand=["O-12"], deck=DECK, battle=["O-02"]), Side(deck=DECK), memory=3), 0, "O-12")
    assert usable(build(Side(hand=["O-12"], deck=DECK, breeding="O-01"), Side(deck=DECK), memory=3), 0, "O-12")


def test_colour_requirements_ignored_while_you_have_no_card_of_a_name():
    # O-13 is blue: usable with only a yellow Digimon while no O-10 is on the field
    assert usable(build(Side(hand=["O-13"], deck=DECK, battle=["O-02"]), Side(deck=DECK), memory=3), 0, "O-13")
    pos = build(Side(hand=["O-13"], deck=DECK, battle=["O-02", "O-10"]), Side(deck=DECK), memory=3)
    assert not usable(pos, 0, "O-13")
    # the opponent's O-10 is not yours
    assert usable(build(Side(hand=["O-13"], deck=DECK, battle=["O-02"]), Side(deck=DECK, battle=["O-10"]),
                        memory=3), 0, "O-13")


def test_a_use_requirement_takes_the_place_of_the_colour_requirements():
    # O-17 is blue with <Use Req. ([Glowing Dawn] trait)>: a blue Digimon without the trait does not let it be used
    assert not usable(build(Side(hand=["O-17"], deck=DECK, battle=["O-03"]), Side(deck=DECK), memory=3), 0, "O-17")
    # the opponent's Glowing Dawn Digimon is not yours
    assert not usable(build(Side(hand=["O-17"], deck=DECK, battle=["O-03"]), Side(deck=DECK, battle=["O-05"]),
                            memory=3), 0, "O-17")
    # a (red) Glowing Dawn Digimon in the breeding area is on the field
    assert usable(build(Side(hand=["O-17"], deck=DECK, breeding="O-05"), Side(deck=DECK), memory=3), 0, "O-17")
    pos = build(Side(hand=["O-17"], deck=DECK, battle=["O-05"]), Side(deck=DECK), memory=3)
    use(pos, 0, "O-17")
    assert pos.memory(0) == 4 and pos.trash(0) == ["O-17"] and pos.hand(0) == []
    ok(pos)


def test_the_codes_are_the_options_words():
    rows = {e.text.split(":")[0].split()[0] + " " + e.text.split()[2]: e.rows for c in EFFECTS.values()
            for e in c.effects}
    assert rows["O-10 activated"][0][ec.F_ACTION] == ec.A_DELAY
    assert rows["O-10 main"][1][ec.F_ACTION] == ec.A_PLACE_IN_BATTLE_AREA
    assert rows["O-11 static"][0][ec.F_ACTION] == ec.A_IGNORE_COLOR_REQUIREMENTS
    assert rows["O-13 static"][0][ec.F_COND] == ec.C_OWN_LACKS
    assert rows["O-17 static"][0][ec.F_FILTER] == ec.FL_USE_REQUIREMENT

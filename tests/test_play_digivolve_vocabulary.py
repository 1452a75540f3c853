"""Play / digivolve / cost vocabulary on made-up cards: digivolving by effect from the hand (free, or paying a
reduced cost that never goes below 0, requirements kept, either-of trait filters), a Digimon's own persistent
digivolution cost reduction, setting memory, the "you have N or less memory" and "N or fewer Tamers"
conditions and the timings "when a security stack is removed from"."""
from dataclasses import replace

import numpy as np

from decks.effects import parse_effects
from positions import Side, Slot, build_position, digimon, option, tamer, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L

I32 = np.int32
CARDS = [
    digimon("V-41", 3, 3000, 3),                                      # the base: red level 3
    replace(digimon("V-42", 4, 5000, 4, digivolve=[("red", 3, 2)]), traits=("Angel",)),
    replace(digimon("V-43", 4, 6000, 4, colors=("blue",), digivolve=[("blue", 3, 2)]), traits=("Angel",)),
    replace(digimon("V-44", 4, 4000, 4, digivolve=[("red", 3, 3)]), traits=("Beast",)),
    replace(digimon("V-45", 4, 7000, 4, digivolve=[("red", 3, 3)]), traits=("Champion", "TS")),
    digimon("V-46", 3, 3000, 3),                                      # activated: digivolve itself, free
    option("V-50", 0),   # 1 of your Digimon digivolves, the cost reduced by 3
    option("V-51", 0),   # 1 of your Digimon digivolves, the cost reduced by 1
    option("V-52", 0),   # if you have 2 or less memory, set it to 3
    option("V-53", 0),   # trash the opponent's top 2 security cards
    tamer("V-54", 2),    # when the opponent's security stack is removed from: memory +1
    tamer("V-55", 2),    # when your security stack is removed from: memory +2
    digimon("V-56", 3, 1000, 3),   # a Security Digimon the attackers beat
    digimon("V-47", 3, 3000, 3),   # your turn: digivolving into a card with "Ang" in a trait costs 1 less
    digimon("V-48", 3, 3000, 3),   # your turn: digivolving into any Digimon card costs 3 less
    option("V-57", 0),   # if you have 1 or fewer Tamers, gain 1 memory
    option("V-58", 0),   # 1 of your Digimon named "Test V-41" digivolves, free
    digimon("V-60", 4, 5000, 4),   # activated: play a level 3 or lower Digimon card from under it
]
EFFECTS = parse_effects("""
V-46 main activated once_per_turn : digivolve_from_hand target=self kind=digimon trait=Angel|TS
V-50 main main : digivolve_from_hand 3 target=own count=1 kind=digimon filter=pay_cost
V-51 main main : digivolve_from_hand 1 target=own count=1 kind=digimon filter=pay_cost
V-52 main main if=own_memory<=2 : set_memory 3
V-53 main main : trash_opponent_security_top 2
V-54 main opponent_security_removed : memory +1
V-55 main own_security_removed : memory +2
V-47 main static your_turn : digivolve_cost_down 1 target=self kind=digimon trait~ang
V-48 main static your_turn : digivolve_cost_down 3 target=self kind=digimon
V-57 main main if=own_tamers<=1 : memory +1
V-58 main main : digivolve_from_hand target=own count=1 base_name=test_v-41 kind=digimon
V-60 main activated once_per_turn : play_from_digivolution_cards target=self kind=digimon level<=3
""")
DECK = ["V-56"] * 3


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def zones(pos, p):
    return {"hand": pos.hand(p), "deck": pos.deck(p), "security": pos.security(p), "trash": pos.trash(p),
            "battle": pos.battle(p)}


def side(hand=(), deck=(), security=(), trash=(), battle=()):
    return {"hand": list(hand), "deck": list(deck), "security": list(security), "trash": list(trash),
            "battle": [list(x) for x in battle]}


def activate(pos, p, s):
    """Use the activated [Main] effect of p's Digimon in slot s (offered as a main-phase action)."""
    n = E.list_actions(pos.st, pos.tb, I32(p))
    acts = [tuple(pos.st.acts[k]) for k in range(n)]
    found = [a for a in acts if a[0] == L.A_ACTIVATE and a[1] == s]
    assert found, acts
    E.activate_main(pos.st, pos.tb, I32(p), I32(s), I32(found[0][2]))


def use(pos, p, number):
    E.use_option(pos.st, pos.tb, I32(p), I32(pos.hand_index(p, number)))


def test_digivolve_from_hand_free_takes_a_card_meeting_the_filter_and_a_requirement():
    # V-43 (blue) has no requirement a red level 3 meets, V-44 lacks the Angel and TS traits; of V-42 and V-45
    # the pilot takes the higher DP
    pos = build(Side(hand=["V-43", "V-44", "V-42", "V-45"], deck=["V-56"], battle=["V-46"]), Side(deck=DECK),
                memory=1)
    activate(pos, 0, 1)
    digivolutions = pos.events("digivolve")
    assert [(e["card"], e["base"], e["cost"]) for e in digivolutions] == [("V-45", "V-46", 0)]
    assert zones(pos, 0) == side(hand=["V-43", "V-44", "V-42", "V-56"], battle=[["V-46", "V-45"]])
    assert pos.memory(0) == 1                       # free
    ok(pos)


def test_digivolve_from_hand_does_nothing_without_a_fitting_card():
    pos = build(Side(hand=["V-43", "V-44"], deck=["V-56"], battle=["V-46"]), Side(deck=DECK), memory=1)
    activate(pos, 0, 1)
    assert pos.events("digivolve") == []
    assert zones(pos, 0) == side(hand=["V-43", "V-44"], deck=["V-56"], battle=[["V-46"]])
    ok(pos)


def test_a_reduced_digivolution_cost_never_goes_below_zero():
    # V-42's requirement costs 2, reduced by 3: 0, not a gain of 1 (Ver.5.0)
    pos = build(Side(hand=["V-50", "V-42"], deck=["V-56"], battle=["V-41"]), Side(deck=DECK), memory=2)
    use(pos, 0, "V-50")
    assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("V-42", "V-41", 0)]
    assert pos.memory(0) == 2
    assert zones(pos, 0) == side(hand=["V-56"], trash=["V-50"], battle=[["V-41", "V-42"]])
    ok(pos)


def test_a_reduced_digivolution_cost_is_paid_when_memory_allows():
    # cost 2 less 1: paid from -9 down to -10
    pos = build(Side(hand=["V-51", "V-42"], deck=["V-56"], battle=["V-41"]), Side(deck=DECK), memory=-9)
    use(pos, 0, "V-51")
    assert [(e["card"], e["cost"]) for e in pos.events("digivolve")] == [("V-42", 1)]
    assert pos.memory(0) == -10
    assert zones(pos, 0) == side(hand=["V-56"], trash=["V-51"], battle=[["V-41", "V-42"]])
    ok(pos)
    # V-44's requirement costs 3, less 1 is 2: -9 cannot pay it, and nothing digivolves
    pos = build(Side(hand=["V-51", "V-44"], deck=["V-56"], battle=["V-41"]), Side(deck=DECK), memory=-9)
    use(pos, 0, "V-51")
    assert pos.events("digivolve") == [] and pos.memory(0) == -9
    assert zones(pos, 0) == side(hand=["V-44"], deck=["V-56"], trash=["V-51"], battle=[["V-41"]])
    ok(pos)


def test_set_memory_under_the_memory_condition():
    for before, after in ((2, 3), (-6, 3), (3, 3), (4, 4)):
        pos = build(Side(hand=["V-52"], battle=["V-41"], deck=DECK), Side(deck=DECK), memory=before)
        use(pos, 0, "V-52")
        assert pos.memory(0) == after, before
        changes = [e["change"] for e in pos.events("memory")]
        assert changes == ([after - before] if before <= 2 else []), before
        ok(pos)


def test_security_removed_by_a_check_triggers_both_players_timings():
    pos = build(Side(deck=DECK, battle=["V-41", "V-54"]), Side(deck=DECK, security=["V-56", "V-56"],
                                                               battle=["V-55"]), memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    gains = [(e["card"], e["player"], e["change"]) for e in pos.events("memory")]
    assert sorted(gains) == [("V-54", 0, 1), ("V-55", 1, 2)]    # one check, each timing once
    assert pos.memory(0) == 3 + 1 - 2
    assert zones(pos, 1) == side(deck=DECK, security=["V-56"], trash=["V-56"], battle=[["V-55"]])
    ok(pos)


def test_security_removed_by_an_effect_triggers_once_and_not_without_a_card_removed():
    pos = build(Side(hand=["V-53"], deck=DECK, battle=["V-41", "V-54"]),
                Side(deck=DECK, security=["V-56", "V-56", "V-56"], battle=["V-55"]), memory=3)
    use(pos, 0, "V-53")
    assert sorted((e["card"], e["change"]) for e in pos.events("memory")) == [("V-54", 1), ("V-55", 2)]
    assert zones(pos, 1) == side(deck=DECK, security=["V-56"], trash=["V-56", "V-56"], battle=[["V-55"]])
    assert pos.memory(0) == 2
    ok(pos)
    pos = build(Side(hand=["V-53"], deck=DECK, battle=["V-41", "V-54"]), Side(deck=DECK, battle=["V-55"]),
                memory=3)
    use(pos, 0, "V-53")
    assert pos.events("memory") == [] and pos.memory(0) == 3
    ok(pos)


def digivolve_costs(pos, p, s):
    """{hand card: cost} of the digivolutions of p's slot s offered as main-phase actions."""
    n = E.list_actions(pos.st, pos.tb, I32(p))
    return {pos.hand(p)[int(a[1])]: int(a[3]) for a in (pos.st.acts[k] for k in range(n))
            if a[0] == L.A_DIGIVOLVE and a[2] == s}


def test_own_digivolution_cost_reduction_for_matching_cards_in_its_window():
    # "Ang" is part of V-42's Angel trait: 2 less 1; V-44 (Beast) keeps its 3; V-43 meets no requirement
    pos = build(Side(hand=["V-42", "V-44", "V-43"], deck=["V-56"], battle=["V-47"]), Side(deck=DECK), memory=3)
    assert digivolve_costs(pos, 0, 1) == {"V-42": 1, "V-44": 3}
    pos = build(Side(hand=["V-42", "V-44"], deck=["V-56"], battle=["V-48"]), Side(deck=DECK), memory=3)
    assert digivolve_costs(pos, 0, 1) == {"V-42": 0, "V-44": 0}      # 2 and 3 less 3: never below 0
    # the opponent's turn: the reduction is off ([Your Turn])
    pos = build(Side(hand=["V-42"], deck=["V-56"], battle=["V-47"]), Side(deck=DECK), memory=3, current=1)
    assert digivolve_costs(pos, 0, 1) == {"V-42": 2}


def test_a_reduced_digivolution_is_paid_and_said_in_the_log():
    pos = build(Side(hand=["V-42"], deck=["V-56"], battle=["V-47"]), Side(deck=DECK), memory=3)
    E.digivolve(pos.st, pos.tb, I32(0), I32(0), I32(1), I32(1))
    said = [(e["card"], e["effect"], e["target"], e["amount"]) for e in pos.events("effect")]
    assert said == [("V-47", ec.A_DIGIVOLVE_COST_DOWN, "V-42", 1)]
    assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("V-42", "V-47", 1)]
    assert pos.memory(0) == 2
    assert zones(pos, 0) == side(hand=["V-56"], battle=[["V-47", "V-42"]])
    ok(pos)


def test_an_effects_paid_digivolution_also_takes_the_digimons_own_reduction():
    # V-42 costs 2, less 1 by the option and 1 by V-47: free
    pos = build(Side(hand=["V-51", "V-42"], deck=["V-56"], battle=["V-47"]), Side(deck=DECK), memory=0)
    use(pos, 0, "V-51")
    assert [(e["card"], e["cost"]) for e in pos.events("digivolve")] == [("V-42", 0)]
    assert pos.memory(0) == 0
    ok(pos)


def test_tamer_count_condition():
    for tamers, gain in ((["V-54"], 1), (["V-54", "V-55"], 0), ([], 1)):
        pos = build(Side(hand=["V-57"], deck=DECK, battle=["V-41", *tamers]), Side(deck=DECK), memory=0)
        use(pos, 0, "V-57")
        assert pos.memory(0) == gain, tamers
        ok(pos)


def test_digivolve_from_hand_onto_a_named_digimon_only():
    # V-46 (a red level 3 too) is not named Test V-41: only V-41 may digivolve, though the pilot would rather
    # digivolve the other (both are level 3; it takes the first listed, V-46)
    pos = build(Side(hand=["V-58", "V-42"], deck=["V-56"], battle=["V-46", "V-41"]), Side(deck=DECK), memory=0)
    use(pos, 0, "V-58")
    assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("V-42", "V-41", 0)]
    assert zones(pos, 0) == side(hand=["V-56"], trash=["V-58"], battle=[["V-46"], ["V-41", "V-42"]])
    ok(pos)
    pos = build(Side(hand=["V-58", "V-42"], deck=["V-56"], battle=["V-46"]), Side(deck=DECK), memory=0)
    use(pos, 0, "V-58")
    assert pos.events("digivolve") == [] and pos.hand(0) == ["V-42"]
    ok(pos)


def test_play_from_this_digimons_digivolution_cards_only():
    # V-41 lies under the other Digimon: only V-56, from under V-60 itself, may be played
    pos = build(Side(deck=DECK, battle=[Slot(["V-41", "V-46"]), Slot(["V-56", "V-60"])]), Side(deck=DECK), memory=0)
    activate(pos, 0, 2)
    assert [(e["card"], e["cost"]) for e in pos.events("play")] == [("V-56", 0)]
    assert zones(pos, 0) == side(deck=DECK, battle=[["V-41", "V-46"], ["V-60"], ["V-56"]])
    assert pos.memory(0) == 0
    ok(pos)

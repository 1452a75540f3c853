"""Effect vocabulary beyond the starter decks, on made-up cards given effects in the project's language:
the [Start of Your Main Phase], [Start of Opponent's Turn] and [Counter] timings, trashing digivolution
cards from the top, playing a card from hand for free or paying for it, trait and name filters,
Tamer targets, and the end-of-turn rules of RULES.md §14 cases 8 and 12."""
from dataclasses import replace

import numpy as np

from decks.effects import parse_effects
from simcore import engine as E
from positions import Side, Slot, build_position, digimon, egg, option, tamer, ok
from simcore.layout import G_VIOLATION

I32 = np.int32
CARDS = [
    egg("V-01"),
    digimon("V-02", 3, 3000, 3, digivolve=[("red", 2, 0)]),
    digimon("V-03", 4, 5000, 4, digivolve=[("red", 3, 2)]),
    digimon("V-04", 5, 7000, 6, digivolve=[("red", 4, 3)]),
    tamer("V-10", 2),   # start of your main phase: play a Lv.3 from hand, paying
    tamer("V-11", 2),   # start of your main phase: play a Lv.3 from hand, free
    digimon("V-12", 3, 3000, 3),  # counter: trash 1 digivolution card from the top of the attacker
    tamer("V-13", 2),   # start of the opponent's turn: gain 1 memory
    tamer("V-14", 2),   # end of your turn: gain 3 memory
    digimon("V-15", 3, 3000, 3),  # on play: gain 2 memory
    replace(digimon("V-20", 4, 4000, 4), name="Test Dragonmon", traits=("Dragon",)),
    replace(digimon("V-21", 5, 7000, 6), name="Test Beastmon", traits=("Beast",)),
    option("V-22", 0),  # delete 1 of the opponent's Digimon with the Dragon trait
    option("V-23", 0),  # return 1 of the opponent's Digimon with "Beast" in its name to hand
    option("V-24", 0),  # suspend 1 of the opponent's Tamers
]
EFFECTS = parse_effects("""
V-10 main start_of_your_main_phase : play_from_hand kind=digimon level=3 filter=pay_cost
V-11 main start_of_your_main_phase : play_from_hand kind=digimon level=3
V-12 main counter : trash_digivolution_top 1 target=opponent count=1
V-13 main start_of_opponents_turn : memory +1
V-14 main end_of_your_turn once_per_turn : memory +3
V-15 main on_play : memory +2
V-22 main main : delete target=opponent count=1 trait=Dragon
V-23 main main : bounce target=opponent count=1 name~beast
V-24 main main : suspend target=opponent count=1 filter=tamer
""")


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def zones(pos, p):
    """Every zone of player p: which cards lie where (piles bottom first, stacks bottom first)."""
    return {"hand": pos.hand(p), "deck": pos.deck(p), "security": pos.security(p), "trash": pos.trash(p),
            "eggs": pos.eggs(p), "breeding": pos.breeding(p), "battle": pos.battle(p)}


def side(hand=(), deck=(), security=(), trash=(), battle=(), breeding=()):
    return {"hand": list(hand), "deck": list(deck), "security": list(security), "trash": list(trash),
            "eggs": [], "breeding": list(breeding), "battle": [list(x) for x in battle]}


DECK = ["V-03"] * 3


def test_start_of_main_phase_plays_from_hand_paying_its_cost():
    pos = build(Side(hand=["V-02"], deck=["V-03"] * 3, battle=[Slot(["V-10"])]), Side(deck=["V-03"] * 3),
                memory=5)
    E.main_phase(pos.st, pos.tb, I32(0))
    assert "V-02" in [stack[-1] for stack in pos.battle(0)]
    plays = [e for e in pos.events("play") if e["card"] == "V-02"]
    assert plays and plays[0]["cost"] == 3
    assert not pos.hand(0)
    assert zones(pos, 0) == side(deck=DECK, battle=[["V-10"], ["V-02"]])
    assert zones(pos, 1) == side(deck=DECK)
    assert pos.memory(0) == -3          # 5, less 3 for V-02, then a pass with 2 left hands the opponent 3
    ok(pos)


def test_start_of_main_phase_free_play_costs_nothing():
    pos = build(Side(hand=["V-02"], deck=["V-03"] * 3, battle=[Slot(["V-11"])]), Side(deck=["V-03"] * 3),
                memory=0)
    E.main_phase(pos.st, pos.tb, I32(0))
    plays = pos.events("play")
    assert plays[0]["card"] == "V-02" and plays[0]["cost"] == 0
    assert plays[0]["memory"] == 0  # the gauge did not move
    assert zones(pos, 0) == side(deck=DECK, battle=[["V-11"], ["V-02"]])
    assert zones(pos, 1) == side(deck=DECK)
    ok(pos)


def test_paying_play_is_skipped_when_memory_cannot_pay():
    pos = build(Side(hand=["V-02"], deck=["V-03"] * 3, battle=[Slot(["V-10"])]), Side(deck=["V-03"] * 3),
                memory=-8)
    E.main_phase(pos.st, pos.tb, I32(0))
    assert not pos.events("play")  # cost 3 would take the gauge past -10
    assert zones(pos, 0) == side(hand=["V-02"], deck=DECK, battle=[["V-10"]])
    assert zones(pos, 1) == side(deck=DECK)
    ok(pos)


def test_counter_timing_trashes_the_card_under_the_attackers_top():
    pos = build(Side(deck=["V-03"] * 3, battle=[Slot(["V-01", "V-02", "V-03"])]),
                Side(deck=["V-03"] * 3, security=["V-02"], battle=[Slot(["V-12"])]), memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    # the counter effect took V-02 (just under the top) away; V-01 stays at the bottom
    assert pos.trash(0)[:1] == ["V-02"]
    assert pos.stack(0, 1) == ["V-01", "V-03"]
    # then the attack went on: the 5000 DP attacker beat the 3000 DP Security Digimon, which went to the trash
    assert zones(pos, 0) == side(deck=DECK, trash=["V-02"], battle=[["V-01", "V-03"]])
    assert zones(pos, 1) == side(deck=DECK, trash=["V-02"], battle=[["V-12"]])
    assert pos.suspended(0, 1) and not pos.over()
    ok(pos)


def test_start_of_opponents_turn_works_for_the_other_player():
    pos = build(Side(deck=["V-03"] * 3), Side(deck=["V-03"] * 3, battle=[Slot(["V-13"])]), memory=0, current=0)
    E.play_turn(pos.st, pos.tb)
    gains = [e for e in pos.events("memory") if e["card"] == "V-13"]
    assert len(gains) == 1 and gains[0]["player"] == 1 and gains[0]["change"] == 1
    assert zones(pos, 1) == side(deck=DECK, battle=[["V-13"]])
    assert len(pos.hand(0)) + len(pos.deck(0)) + sum(map(len, pos.battle(0))) + len(pos.trash(0)) == 3
    ok(pos)


def test_end_of_turn_gain_back_to_zero_lets_the_turn_continue():
    """RULES.md §14 case 8: an end-of-turn effect that brings memory back to 0 or more: the turn goes on."""
    pos = build(Side(hand=["V-02"], deck=["V-03"] * 3, battle=[Slot(["V-14"])]), Side(deck=["V-03"] * 3),
                memory=1)
    E.main_phase(pos.st, pos.tb, I32(0))
    kinds = [e["kind"] for e in pos.events()]
    # play V-02 for 3 (1 -> -2), end of turn +3 (-> 1): the turn goes on; the pilot then passes (-> -3) and
    # the once-per-turn gain is spent: the turn ends
    assert kinds.count("turn_end") == 2
    assert pos.events("play")[0]["card"] == "V-02"
    assert len([e for e in pos.events("memory") if e["card"] == "V-14"]) == 1
    assert pos.memory(0) == -3
    assert zones(pos, 0) == side(deck=DECK, battle=[["V-14"], ["V-02"]])
    ok(pos)


def test_a_repeatable_end_of_turn_gain_cannot_loop_forever():
    effects = parse_effects("V-14 main end_of_your_turn : memory +3")
    pos = build_position(CARDS, Side(deck=["V-03"] * 3, battle=[Slot(["V-14"])]), Side(deck=["V-03"] * 3),
                         memory=0, effects=effects)
    E.main_phase(pos.st, pos.tb, I32(0))  # pass (-3), gain (0), pass again, ... until the cap
    assert [e["kind"] for e in pos.events()].count("turn_end") == E.MAX_TURN_ENDS
    assert zones(pos, 0) == side(deck=DECK, battle=[["V-14"]])
    ok(pos)


def test_moving_out_is_not_a_play():
    """RULES.md §14 case 12: a Digimon moved out of the breeding area activates no On Play."""
    pos = build(Side(deck=["V-03"] * 3, breeding=Slot(["V-01", "V-15"])), Side(deck=["V-03"] * 3), memory=0)
    E.breeding_phase(pos.st, pos.tb, I32(0))
    assert [e["kind"] for e in pos.events()] == ["move_out"]
    assert pos.memory(0) == 0
    assert zones(pos, 0) == side(deck=DECK, battle=[["V-01", "V-15"]])
    ok(pos)


def test_trait_filter_picks_only_the_matching_digimon():
    pos = build(Side(hand=["V-22"], deck=["V-03"] * 3, battle=[Slot(["V-02"])]),
                Side(deck=["V-03"] * 3, battle=[Slot(["V-21"]), Slot(["V-20"])]), memory=2)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert [stack[-1] for stack in pos.battle(1)] == ["V-21"]   # the Dragon went, the stronger Beast stayed
    assert pos.events("delete")[0]["card"] == "V-20"
    assert zones(pos, 0) == side(deck=DECK, trash=["V-22"], battle=[["V-02"]])
    assert zones(pos, 1) == side(deck=DECK, trash=["V-20"], battle=[["V-21"]])
    ok(pos)


def test_name_filter_is_a_case_blind_substring():
    pos = build(Side(hand=["V-23"], deck=["V-03"] * 3, battle=[Slot(["V-02"])]),
                Side(deck=["V-03"] * 3, battle=[Slot(["V-20"]), Slot(["V-21"])]), memory=2)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert [stack[-1] for stack in pos.battle(1)] == ["V-20"]
    assert "V-21" in pos.hand(1)
    assert zones(pos, 0) == side(deck=DECK, trash=["V-23"], battle=[["V-02"]])
    assert zones(pos, 1) == side(hand=["V-21"], deck=DECK, battle=[["V-20"]])
    ok(pos)


def test_tamer_targets():
    pos = build(Side(hand=["V-24"], deck=["V-03"] * 3, battle=[Slot(["V-02"])]),
                Side(deck=["V-03"] * 3, battle=[Slot(["V-20"]), Slot(["V-13"])]), memory=2)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert pos.suspended(1, 2) and not pos.suspended(1, 1)   # the Tamer, not the Digimon
    assert zones(pos, 0) == side(deck=DECK, trash=["V-24"], battle=[["V-02"]])
    assert zones(pos, 1) == side(deck=DECK, battle=[["V-20"], ["V-13"]])
    ok(pos)


# --- keywords the starter decks do not have -----------------------------------------------------------------

KEYWORD_CARDS = [digimon("V-30", 3, 3000, 3), digimon("V-31", 3, 3000, 3), digimon("V-32", 3, 3000, 3),
                 digimon("V-33", 3, 3000, 3), option("V-25", 0), option("V-26", 0)]
KEYWORDS = parse_effects("""
V-30 main static : jamming target=self
V-31 main static : rush target=self
V-32 main static : retaliation target=self
V-33 main end_of_attack : memory +1
V-25 main main : delete target=opponent count=1 name=test_dragonmon
V-26 main main : delete target=opponent count=1 name=Test
""")


def keyword_position(a, b, **kw):
    return build_position(CARDS + KEYWORD_CARDS, a, b, effects=KEYWORDS, memory=3, **kw)


def test_jamming_survives_a_security_digimon_that_beats_or_ties_it():
    for security_card in ("V-04", "V-02"):           # 7000 DP beats 3000; 3000 ties: both lose
        for attacker, jamming in (("V-30", True), ("V-02", False)):
            pos = keyword_position(Side(deck=DECK, battle=[Slot(attacker)]),
                                   Side(deck=DECK, security=["V-03", security_card]))
            E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
            battles = pos.events("battle")
            assert [(b["attacker"], b["defender"], b["security_digimon"]) for b in battles] == \
                [(attacker, security_card, True)]
            # the checked card goes to the trash either way; the attacker stays only with <Jamming>
            assert zones(pos, 1) == side(deck=DECK, security=["V-03"], trash=[security_card])
            if jamming:
                assert zones(pos, 0) == side(deck=DECK, battle=[[attacker]]) and pos.suspended(0, 1)
            else:
                assert zones(pos, 0) == side(deck=DECK, trash=[attacker])
            ok(pos)


def test_rush_attacks_the_turn_it_was_played():
    from simcore.invariants import V_ILLEGAL_ATTACK
    from simcore.query import can_attack

    for attacker, entered, legal in (("V-31", 2, True), ("V-02", 2, False), ("V-02", 1, True)):
        pos = keyword_position(Side(deck=DECK, battle=[Slot(attacker, entered=entered)]),
                               Side(deck=DECK, security=["V-02", "V-02"]), turn=2)
        assert can_attack(pos.st, pos.tb, I32(0), I32(1)) == legal, (attacker, entered)
        E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
        assert pos.st.g[G_VIOLATION] == (0 if legal else V_ILLEGAL_ATTACK), (attacker, entered)
    # the pilot uses it: played from hand this turn, it attacks at once
    pos = keyword_position(Side(hand=["V-31"], deck=DECK), Side(deck=DECK, security=["V-02"]), turn=2)
    E.main_phase(pos.st, pos.tb, I32(0))
    attacks = pos.events("attack")
    assert [e["card"] for e in pos.events("play")] == ["V-31"]
    assert [(e["attacker"], e["target"]) for e in attacks] == [("V-31", "player")]
    ok(pos)


def test_retaliation_takes_the_winner_along_when_the_attacker_loses():
    for attacker, retaliation in (("V-32", True), ("V-02", False)):
        pos = keyword_position(Side(deck=DECK, battle=[Slot(attacker)]),
                               Side(deck=DECK, battle=[Slot("V-04", suspended=True)]))
        E.attack(pos.st, pos.tb, I32(0), I32(1), I32(1))      # 3000 DP into 7000 DP: the attacker loses
        assert zones(pos, 0) == side(deck=DECK, trash=[attacker])
        if retaliation:
            assert zones(pos, 1) == side(deck=DECK, trash=["V-04"])
        else:
            assert zones(pos, 1) == side(deck=DECK, battle=[["V-04"]])
        assert [e["card"] for e in pos.events("delete")] == [attacker] + (["V-04"] if retaliation else [])
        ok(pos)


def test_end_of_attack_follows_the_checks():
    pos = keyword_position(Side(deck=DECK, battle=[Slot("V-33")]), Side(deck=DECK, security=["V-10"]))
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    kinds = [e["kind"] for e in pos.events()]
    gains = [e for e in pos.events("memory") if e["card"] == "V-33"]
    assert len(gains) == 1 and gains[0]["change"] == 1 and pos.memory(0) == 4
    assert kinds.index("security_check") < kinds.index("memory")     # after the attack, not at its start
    assert zones(pos, 1) == side(deck=DECK, trash=["V-10"])           # a Tamer checked: no battle
    assert zones(pos, 0) == side(deck=DECK, battle=[["V-33"]])
    ok(pos)


def test_exact_name_filter_needs_the_whole_name():
    for option_card, deleted in (("V-25", "V-20"), ("V-26", None)):   # "Test Dragonmon"; "Test" is only a part
        pos = keyword_position(Side(hand=[option_card], deck=DECK, battle=[Slot("V-02")]),
                               Side(deck=DECK, battle=[Slot("V-21"), Slot("V-20")]))
        E.use_option(pos.st, pos.tb, I32(0), I32(0))
        assert [e["card"] for e in pos.events("delete")] == ([deleted] if deleted else [])
        assert zones(pos, 1) == side(deck=DECK, trash=[deleted] if deleted else [],
                                     battle=[["V-21"]] if deleted else [["V-21"], ["V-20"]])
        ok(pos)

"""Play cost reductions (`play_cost_down`): a card's own "when this card would be played, if ..., reduce the play
cost by N" and "reduce the cost of this card in your hand by N for each ...", read while the card is in the hand.
The main-phase action list offers the reduced cost (the pilots read it there), the play or use pays it, never
below 0 (Ver.5.0), and the log says the reduction right before the play. Then digivolving by effect: "1 of your
other Digimon" (filter=other), "1 of your red / [X] trait Digimon" (base_color=, base_trait=), "for its
digivolution cost" and a reduction "by this effect". Made-up cards first (exact zones and memory), then the real
cards the compiler reads (effects_generated.txt), each played in a position."""
import json
from pathlib import Path

import numpy as np
import pytest
from effect_positions import Side, Slot, lines_of
from effect_positions import build as build_real

from decks.effects import EffectSyntaxError, describe, parse_effects, parse_line
from decks.tools import compile_effects as C
from positions import build_position, digimon, option, tamer, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.query import play_cost

I32 = np.int32
CARDS = [
    digimon("W-01", 3, 3000, 3),                     # a Digimon on the field
    digimon("W-02", 6, 12000, 12),                   # 3 or fewer security cards: costs 5 less
    option("W-03", 5),                               # costs 1 less for each Digimon the opponent has
    digimon("W-04", 5, 7000, 2),                     # costs 3 less on your turn: 2 less 3 is 0, not a gain
    tamer("W-05", 4),                                # an effect plays a Digimon from the hand, 2 less
    digimon("W-06", 4, 5000, 6),                     # costs 1 less for each of your Digimon
]
EFFECTS = parse_effects("""
W-02 main static if=own_security<=3 : play_cost_down 5 target=self
W-03 main static : play_cost_down 1 target=self for_each=opponent_digimon
W-03 main main : draw 1
W-04 main static your_turn : play_cost_down 3 target=self
W-05 main on_play : play_from_hand 2 kind=digimon filter=pay_cost
W-06 main static : play_cost_down 1 target=self for_each=own_digimon
""")
FILLER = ["W-01"] * 3


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def offered(pos, p, number):
    """(kind, cost) of the main-phase action that plays or uses `number` from p's hand, None if not offered."""
    n = E.list_actions(pos.st, pos.tb, I32(p))
    i = pos.hand_index(p, number)
    found = [(int(pos.st.acts[k, 0]), int(pos.st.acts[k, 3])) for k in range(n)
             if pos.st.acts[k, 0] in (L.A_PLAY, L.A_OPTION) and pos.st.acts[k, 1] == i]
    assert len(found) <= 1
    return found[0] if found else None


@pytest.mark.parametrize("security, cost", [(3, 7), (1, 7), (4, 12), (5, 12)])
def test_play_cost_down_under_a_security_condition(security, cost):
    pos = build(Side(hand=["W-02"], security=["W-01"] * security, deck=["W-01"]), Side(deck=FILLER), memory=2)
    assert offered(pos, 0, "W-02") == (L.A_PLAY, cost)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.memory(0) == 2 - cost
    assert pos.battle(0) == [["W-02"]] and pos.hand(0) == []
    play = pos.events("play")[-1]
    assert (play["card"], play["cost"]) == ("W-02", cost)
    downs = [(e["card"], e["effect"], e["amount"]) for e in pos.events("effect")]
    assert downs == ([("W-02", ec.A_PLAY_COST_DOWN, 5)] if cost == 7 else [])
    ok(pos)


def test_a_reduction_makes_a_card_playable_the_printed_cost_would_not_allow():
    # memory -1: the printed 12 would leave -13 (below -10), the reduced 7 leaves -8
    pos = build(Side(hand=["W-02"], security=["W-01"], deck=["W-01"]), Side(deck=FILLER), memory=-1)
    assert offered(pos, 0, "W-02") == (L.A_PLAY, 7)
    pos = build(Side(hand=["W-02"], security=["W-01"] * 4, deck=["W-01"]), Side(deck=FILLER), memory=-1)
    assert offered(pos, 0, "W-02") is None


@pytest.mark.parametrize("opponents, cost", [(0, 5), (1, 4), (3, 2), (5, 0), (6, 0)])
def test_an_option_costs_1_less_for_each_opponent_digimon_never_below_0(opponents, cost):
    pos = build(Side(hand=["W-03"], battle=["W-01"], deck=["W-01", "W-01"]),
                Side(battle=["W-01"] * opponents, deck=FILLER), memory=0)
    assert offered(pos, 0, "W-03") == (L.A_OPTION, cost)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert pos.memory(0) == -cost
    assert pos.hand(0) == ["W-01"] and pos.trash(0) == ["W-03"]       # drew 1, the option trashed
    assert [(e["card"], e["cost"]) for e in pos.events("option")] == [("W-03", cost)]
    ok(pos)


def test_a_reduction_in_a_window_and_never_below_zero():
    pos = build(Side(hand=["W-04"], deck=["W-01"]), Side(deck=FILLER), memory=1)
    assert offered(pos, 0, "W-04") == (L.A_PLAY, 0)   # 2 less 3: 0, not a gain of 1 (Ver.5.0)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.memory(0) == 1
    assert [(e["effect"], e["amount"]) for e in pos.events("effect")] == [(ec.A_PLAY_COST_DOWN, 2)]
    ok(pos)
    # the opponent's turn: no reduction (the card is not offered either; only the cost is read)
    pos = build(Side(hand=["W-04"], deck=["W-01"]), Side(deck=FILLER), memory=1, current=1)
    assert play_cost(pos.st, pos.tb, I32(0), I32(pos.card("W-04"))) == 2


def test_for_each_of_your_digimon_counts_battle_area_digimon_only():
    pos = build(Side(hand=["W-06"], battle=["W-01", "W-01", "W-05"], breeding="W-01", deck=["W-01"]),
                Side(deck=FILLER), memory=5)
    assert offered(pos, 0, "W-06") == (L.A_PLAY, 4)   # two Digimon (not the Tamer, not the breeding area)


def test_an_effect_plays_from_the_hand_paying_its_cost_less_its_amount_and_the_cards_own_reduction():
    # W-05's On Play plays W-02 (printed 12, 5 less with 3 security cards, 2 less by the effect: 5) from the hand
    pos = build(Side(hand=["W-05", "W-02"], security=["W-01"] * 2, deck=["W-01"]), Side(deck=FILLER), memory=5)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["W-05"], ["W-02"]] and pos.hand(0) == []
    assert pos.memory(0) == 5 - 4 - 5
    assert [(e["card"], e["cost"]) for e in pos.events("play")] == [("W-05", 4), ("W-02", 5)]
    ok(pos)
    # 4 security cards: 12 less 2 is 10, more than memory 1 - 4 = -3 can pay (-13): nothing is played
    pos = build(Side(hand=["W-05", "W-02"], security=["W-01"] * 4, deck=["W-01"]), Side(deck=FILLER), memory=1)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["W-05"]] and pos.hand(0) == ["W-02"] and pos.memory(0) == -3
    ok(pos)


def test_the_greedy_pilot_plays_a_card_its_reduction_makes_affordable():
    # memory 5: W-02 costs 7 with 3 security cards (2 over: the greedy pilot plays it), 12 with 4 (7 over: it
    # passes, which leaves the opponent at 3); the pilot's score reads the offered cost
    pos = build(Side(hand=["W-02"], security=["W-01"] * 3, deck=["W-01"]), Side(deck=FILLER), memory=5)
    E.main_phase(pos.st, pos.tb, I32(0))
    assert pos.battle(0) == [["W-02"]] and pos.memory(0) == -2
    pos = build(Side(hand=["W-02"], security=["W-01"] * 4, deck=["W-01"]), Side(deck=FILLER), memory=5)
    E.main_phase(pos.st, pos.tb, I32(0))
    assert pos.battle(0) == [] and pos.memory(0) == -3
    assert [e["kind"] for e in pos.events()][-2:] == ["pass", "turn_end"]


def test_play_cost_down_words():
    _, _, eff = parse_line("X-1 main static if=own_security<=3 : play_cost_down 5 target=self", "t")
    row = eff.rows[0]
    assert (row[ec.F_ACTION], row[ec.F_AMOUNT], row[ec.F_COND], row[ec.F_COND_ARG], row[ec.F_FOR_EACH]) == \
        (ec.A_PLAY_COST_DOWN, 5, ec.C_OWN_SECURITY_LE, 3, ec.Q_NONE)
    _, _, eff = parse_line("X-1 main static : play_cost_down 1 target=self for_each=opponent_digimon", "t")
    assert eff.rows[0][ec.F_FOR_EACH] == ec.Q_OPPONENT_DIGIMON
    assert describe("X-1 main static : play_cost_down 1 target=self for_each=opponent_digimon") == (
        "card's own text, always: while this card is in your hand, its play or use cost is reduced by 1 for each "
        "Digimon the opponent has")
    with pytest.raises(EffectSyntaxError, match="unknown for_each"):
        parse_line("X-1 main static : play_cost_down 1 target=self for_each=cards", "t")
    with pytest.raises(EffectSyntaxError, match="for_each= belongs to play_cost_down"):
        parse_line("X-1 main main : draw 1 for_each=own_digimon", "t")


# --- real cards ----------------------------------------------------------------------------------------------

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")


@needs_shared
def test_compiler_reads_play_cost_reductions_only_from_the_hand_and_only_as_said():
    def reading(text, kind="Digimon"):
        return C.read_card({"cardId": "BT24-040", "kinds": [kind], "maxCountInDeck": 4, "effectText": text})

    r = reading("When this card would be played, if you have 2 or fewer security cards, reduce the play cost by 4.")
    assert r.lines == ["BT24-040 main static if=own_security<=2 : play_cost_down 4 target=self"] and not r.unmodeled
    assert "timing when this card would be played" in r.patterns and "play cost reduced in the hand" in r.patterns
    r = reading("When you would use this card, reduce the use cost by 2.", "Option")
    assert r.lines == ["BT24-040 main static : play_cost_down 2 target=self"]
    r = reading("Reduce the cost of this card in your hand by 1 for each of your Digimon.", "Option")
    assert r.lines == ["BT24-040 main static : play_cost_down 1 target=self for_each=own_digimon"]
    for text in ("Reduce the play cost by 4.",                                  # when? not said
                 "When this card would be played, if this Digimon has 4 or more digivolution cards, reduce the "
                 "play cost by 4.",                                            # a condition on a Digimon
                 "When this card would be played, by trashing 1 card in your hand, reduce the play cost by 4."):
        assert reading(text).lines == [] and reading(text).unmodeled, text


@needs_shared
def test_compiler_reads_for_its_digivolution_cost_and_a_reduction_by_this_effect():
    """P-103's bullet: a digivolution "for its digivolution cost", then the cost reduced "by this effect" by 2, is one
    digivolution paying the cost less 2 (the text is read from the database, not kept here)."""
    record = next(r for r in json.loads(CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == "P-103")
    bullet = C.normalize(record["effectText"]).split("\u30fb")[1].strip()
    ctx = C.Context("P-103", "main", "main", 4, "option")
    assert C.read_body(bullet, ctx)[:2] == (
        ["optional"], ["digivolve_from_hand 2 target=own count=1 kind=digimon color=red filter=pay_cost"])
    first = record["effectText"].split("\u30fb")[1].split(".")[0] + "."   # without the reduction: its cost
    assert C.read_body(C.normalize(first), ctx)[:2] == (
        ["optional"], ["digivolve_from_hand 0 target=own count=1 kind=digimon color=red filter=pay_cost"])


# --- digivolve by effect: "1 of your other Digimon" ------------------------------------------------------------

OTHER_CARDS = [
    digimon("W-11", 3, 3000, 3),                                   # the Digimon whose effect it is: red level 3
    digimon("W-12", 3, 2000, 3),                                   # another red level 3
    digimon("W-13", 4, 5000, 4, digivolve=[("red", 3, 2)]),        # what they may digivolve into
]
OTHER_EFFECTS = parse_effects("""
W-11 main on_play optional : digivolve_from_hand 1 target=own count=1 kind=digimon filter=other,pay_cost
""")


def test_digivolve_from_hand_with_filter_other_leaves_out_the_effects_own_digimon():
    for battle, digivolved in ((["W-12"], [["W-12", "W-13"], ["W-11"]]), ([], [["W-11"]])):
        pos = build_position(OTHER_CARDS, Side(hand=["W-11", "W-13"], battle=battle, deck=["W-12"]),
                             Side(deck=["W-12"]), effects=OTHER_EFFECTS, memory=5)
        E.play_from_hand(pos.st, pos.tb, I32(0), I32(0))
        assert pos.battle(0) == digivolved
        # W-11 costs 3; the digivolution 2 less 1
        assert pos.memory(0) == (5 - 3 - 1 if battle else 5 - 3)
        assert pos.hand(0) == (["W-12"] if battle else ["W-13"])
        ok(pos)


def test_st20_06_angewomon_digivolves_another_digimon_not_itself():
    assert lines_of("ST20-06")[0] == ("ST20-06 main on_play optional : digivolve_from_hand target=own count=1 "
                                      "kind=digimon trait=adventure filter=other")
    # WarGreymon (level 6, from a level 5 ADVENTURE) would fit Angewomon itself; Birdramon (level 4) takes
    # Garudamon, free
    pos = build_real(Side(hand=["ST20-06", "ST20-11", "ST20-04"], battle=["ST20-03"], deck=["BT1-010"]),
                     Side(battle=["BT1-010"]), memory=7)
    pos.play(0, "ST20-06")
    assert pos.battle(0) == [["ST20-03", "ST20-04"], ["ST20-06"]]
    assert pos.hand(0) == ["ST20-11", "BT1-010"] and pos.memory(0) == 0
    assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("ST20-04", "ST20-03", 0)]
    assert pos.violation() == 0


def test_bt21_065_ghostmon_digivolves_into_a_ghost_trait_card_for_1_less():
    """"... into a card with the [Ghost] trait": the card one digivolves into is a Digimon card (the compiler reads
    "card" as kind=digimon)."""
    assert lines_of("BT21-065") == ["BT21-065 main static your_turn : digivolve_cost_down 1 target=self kind=digimon "
                                    "trait=ghost", "BT21-065 inherited on_deletion : memory +1"]
    pos = build_real(Side(hand=["BT4-080", "BT2-071"], battle=["BT21-065"], deck=["BT1-010"]),
                     Side(battle=["BT1-010"]), memory=3)
    costs = {pos.hand(0)[a[1]]: a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[2] == 1}
    assert costs == {"BT4-080": 1, "BT2-071": 2}     # Bakemon (Ghost) 2 less 1; Wizardmon the printed 2
    pos.digivolve(0, "BT4-080", 1)
    assert pos.memory(0) == 2 and pos.battle(0)[0] == ["BT21-065", "BT4-080"]
    assert pos.violation() == 0


# --- digivolve by effect: "1 of your red Digimon", "1 of your [X] trait Digimon" ----------------------------------

BASE_CARDS = [
    digimon("W-21", 3, 3000, 3),                                           # red level 3
    digimon("W-22", 3, 3000, 3, colors=("blue",)),                         # blue level 3
    digimon("W-23", 4, 6000, 4, colors=("red", "blue"), digivolve=[("red", 3, 3), ("blue", 3, 3)]),
    option("W-24", 0),   # 1 of your blue Digimon digivolves, the cost reduced by 2
]
BASE_EFFECTS = parse_effects("""
W-24 main main : digivolve_from_hand 2 target=own count=1 base_color=blue kind=digimon filter=pay_cost
""")


def test_digivolve_from_hand_with_base_color_takes_a_digimon_of_that_colour():
    pos = build_position(BASE_CARDS, Side(hand=["W-24", "W-23"], battle=["W-21", "W-22"], deck=["W-21"]),
                         Side(deck=["W-21"]), effects=BASE_EFFECTS, memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["W-21"], ["W-22", "W-23"]]        # the blue one, for 3 less 2
    assert pos.memory(0) == 3 - 1 and pos.hand(0) == ["W-21"] and pos.trash(0) == ["W-24"]
    assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("W-23", "W-22", 1)]
    ok(pos)
    # no blue Digimon: nothing digivolves
    pos = build_position(BASE_CARDS, Side(hand=["W-24", "W-23"], battle=["W-21"], deck=["W-21"]),
                         Side(deck=["W-21"]), effects=BASE_EFFECTS, memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(0))
    assert pos.battle(0) == [["W-21"]] and pos.hand(0) == ["W-23"] and pos.memory(0) == 3
    ok(pos)


def test_base_keys_words():
    _, _, eff = parse_line("X-1 main main : digivolve_from_hand target=own base_trait=a|b_c kind=digimon", "t")
    assert eff.base_matches == ((ec.F_BASE_MATCH, ("trait", "a|b c")),)
    assert describe("X-1 main main : digivolve_from_hand target=own base_color=red kind=digimon").startswith(
        "card's own text, when the option is used: 1 of your red Digimon digivolves into 1 digimon")
    with pytest.raises(EffectSyntaxError, match="unknown color"):
        parse_line("X-1 main main : digivolve_from_hand target=own base_color=pink", "t")
    with pytest.raises(EffectSyntaxError, match="one non-empty"):
        parse_line("X-1 main main : digivolve_from_hand target=own base_color=red base_trait=a", "t")
    with pytest.raises(EffectSyntaxError, match="belong to digivolve_from_hand"):
        parse_line("X-1 main main : draw 1 base_trait=a", "t")


def test_ex11_051_necromon_on_deletion_digivolves_a_ghost_trait_digimon():
    assert ("EX11-051 main on_deletion optional : digivolve_from_hand target=own count=1 base_trait=ghost "
            "kind=digimon trait=ghost") in lines_of("EX11-051")
    # Necromon (12000) attacks Venusmon (12000): both are deleted; Ghostmon (Ghost) digivolves into Bakemon for free,
    # DemiDevimon (purple level 3 too, no Ghost trait) is left as it is
    pos = build_real(Side(battle=["BT21-065", "BT2-067", "EX11-051"], hand=["BT4-080"], deck=["BT1-010"]),
                     Side(battle=[Slot("BT24-040", suspended=True)]), memory=2)
    pos.attack(0, 3, 1)
    assert pos.battle(0) == [["BT21-065", "BT4-080"], ["BT2-067"]] and pos.battle(1) == []
    assert pos.hand(0) == ["BT1-010"] and pos.memory(0) == 2
    assert [(e["card"], e["base"], e["cost"]) for e in pos.events("digivolve")] == [("BT4-080", "BT21-065", 0)]
    assert pos.violation() == 0

"""[Three Musketeers] options that go under a Digimon and work when an effect trashes them from there.

place_self_under: an option's [Main] puts the option itself as the bottom digivolution card of 1 of your Digimon
passing the clause's filters (none: it is trashed as usual). digivolution_card_trashed of an option's own text
(source main): the option, trashed from under a Digimon by an effect, activates from the trash.
trash_own_digivolution_cost: a cost of cards from under this Digimon only, each firing its trashed-from timing.

Real cards: P-180 Bind Red Trigger, EX7-070 Der Blitz (options of the trait), EX7-073 BeelStarmon (X Antibody)
(the cost of 2 such cards from its digivolution cards), ST1 Digimon as the other cards."""
import numpy as np
from decks.effects import load_effects
from effect_positions import build, script, Side, Slot, row_of
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import activate, cards_placed_under

I32 = np.int32


def texts(card):
    return [e.text for e in load_effects()[card].effects]


def test_the_encoded_lines():
    assert texts("P-180")[0] == "P-180 main digivolution_card_trashed : delete target=opponent count=1 dp<=7000"
    assert ("P-180 main main : trash_opponent_security_top 1 ; then place_self_under trait=three_musketeers"
            in texts("P-180"))
    assert "EX7-070 main digivolution_card_trashed : de_digivolve 1 target=opponent count=1" in texts("EX7-070")
    assert ("EX7-070 main main : delete target=opponent count=1 rank=lowest_play_cost ; then place_self_under "
            "trait=three_musketeers") in texts("EX7-070")
    assert ("EX7-073 main when_attacking optional : trash_own_digivolution_cost 2 trait=three_musketeers ; then "
            "delete target=opponent count=1 rank=highest_level ; then trash_opponent_security_top 1") in texts("EX7-073")
    assert ("EX7-073 main when_digivolving optional : use_option_from_hand kind=option text~three_musketeers"
            in texts("EX7-073"))
    each = ("delete target=opponent count=1 level<=3 level>=3 ; then delete target=opponent count=1 level<=4 "
            "level>=4 ; then delete target=opponent count=1 level<=5 level>=5")
    assert "EX7-071 main main : " + each + " ; then place_self_under trait=three_musketeers" in texts("EX7-071")
    assert "EX7-071 security security : " + each in texts("EX7-071")
    assert ("EX10-003 inherited opponent_digimon_attacks opponents_turn once_per_turn optional : "
            "trash_own_digivolution_cost 3 trait=mineral|rock ; then end_attack") in texts("EX10-003")
    for card in ("P-180", "EX7-070", "EX7-071", "EX7-073"):
        assert not load_effects()[card].unmodeled


# --- P-180 used: the opponent's top security card trashed, then the option under a [Three Musketeers] Digimon -----

def bind_red_trigger_used(battle):
    pos = build(Side(hand=["P-180"], battle=battle, deck=["ST1-03"]),
                Side(security=["ST1-02", "ST1-04"], deck=["ST1-03"]), memory=10)
    pos.use_option(0, "P-180")
    return pos


def test_the_option_goes_under_the_digimon_of_the_trait():
    pos = bind_red_trigger_used([Slot("ST1-05"), Slot(["ST1-08", "EX7-073"])])
    assert pos.security(1) == ["ST1-02"] and pos.trash(1) == ["ST1-04"]
    assert pos.battle(0) == [["ST1-05"], ["P-180", "ST1-08", "EX7-073"]]
    assert pos.trash(0) == [] and pos.hand(0) == []
    assert [x[1] for x in pos.effects("P-180")] == [ec.A_TRASH_OPPONENT_SECURITY_TOP, ec.A_PLACE_SELF_UNDER]
    assert pos.violation() == 0


def test_without_a_digimon_of_the_trait_the_option_is_trashed():
    pos = bind_red_trigger_used([Slot("ST1-05")])
    assert pos.security(1) == ["ST1-02"]
    assert pos.battle(0) == [["ST1-05"]] and pos.trash(0) == ["P-180"]
    assert ec.A_PLACE_SELF_UNDER not in [x[1] for x in pos.effects("P-180")]


# --- EX7-073: 2 [Three Musketeers] cards from under it, each option's effect, then its own ------------------------

def beelstarmon_attacks(stack):
    pos = build(Side(battle=[Slot(stack, suspended=True, entered=1)], deck=["ST1-03"]),
                Side(battle=[Slot("ST1-10", entered=1), Slot(["ST1-03", "ST1-07"], entered=1)],
                     security=["ST1-02", "ST1-04"], deck=["ST1-03"]))
    r = row_of(pos, "EX7-073", ec.T_WHEN_ATTACKING, ec.A_TRASH_OWN_DIGIVOLUTION_COST)
    script(pos, 0, True)
    activate(pos.st, pos.tb, I32(0), I32(r), I32(pos.st.uid[0, 1]), I32(pos.card("EX7-073")), I32(0))
    E.settle(pos.st, pos.tb)
    return pos


def test_the_cost_trashes_both_options_whose_effects_follow_the_deletion_and_the_security_card():
    pos = beelstarmon_attacks(["P-180", "EX7-070", "ST1-08", "EX7-073"])
    assert pos.battle(0) == [["ST1-08", "EX7-073"]]
    assert sorted(pos.trash(0)) == ["EX7-070", "P-180"]
    # its own effect deletes the level 6 Phoenixmon and trashes a security card; the Bind Red Trigger deletes
    # the Greymon (7000 DP or less), or the Der Blitz de-digivolves it first and the Agumon is deleted
    assert pos.battle(1) == [] and pos.security(1) == ["ST1-02"]
    assert "ST1-10" in pos.trash(1) and "ST1-04" in pos.trash(1)
    assert ec.A_DELETE in [x[1] for x in pos.effects("P-180")]
    assert [x[1] for x in pos.effects("EX7-073")][:2] == [ec.A_TRASH_OWN_DIGIVOLUTION_COST] * 2
    assert pos.violation() == 0


def test_with_one_such_card_beneath_nothing_is_paid_nor_done():
    pos = beelstarmon_attacks(["P-180", "ST1-07", "ST1-08", "EX7-073"])
    assert pos.battle(0) == [["P-180", "ST1-07", "ST1-08", "EX7-073"]] and pos.trash(0) == []
    assert len(pos.battle(1)) == 2 and len(pos.security(1)) == 2
    assert pos.effects("P-180") == []


# --- BT25-082: while you have a Tamer with [Three Musketeers] in its text, it may digivolve into such cards ---------

def test_the_encoded_lines_of_the_ts_cards():
    assert ("BT25-082 main static : digivolve_into_while 4 kind=tamer text~three_musketeers "
            "base_trait=three_musketeers") in texts("BT25-082")
    assert ("BT25-092 main activated optional : suspend_self_cost ; then trash_from_hand_or_digivolution_cost 1 "
            "kind=option ; then digivolve_from_hand 1 target=own count=1 kind=digimon "
            "any=text:three_musketeers|trait:ts filter=or_trash,pay_cost") in texts("BT25-092")
    assert texts("BT25-005") == [
        "BT25-005 inherited cards_placed_under your_turn once_per_turn optional card.trait=three_musketeers : "
        "digivolve_from_hand 2 target=self kind=digimon any=text:three_musketeers|trait:ts filter=pay_cost"]
    for card in ("BT25-082", "BT25-092", "BT25-005"):
        assert not load_effects()[card].unmodeled


def digivolutions(pos, number):
    i = pos.hand_index(0, number)
    return [(a[2], a[3]) for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i]


def test_blackgatomon_digivolves_into_a_level_6_of_the_trait_for_4_while_you_have_such_a_tamer():
    pos = build(Side(hand=["EX7-073", "ST1-10"], battle=[Slot("BT25-082", entered=1), Slot("BT25-092", entered=1)],
                     deck=["ST1-03", "ST1-03"]), Side(deck=["ST1-03"]), memory=10)
    assert digivolutions(pos, "EX7-073") == [(1, 4)]
    assert digivolutions(pos, "ST1-10") == []   # not of the trait: the printed requirements only
    pos.digivolve(0, "EX7-073", 1)
    assert pos.battle(0)[0] == ["BT25-082", "EX7-073"] and pos.memory(0) == 6


def test_without_the_tamer_the_printed_requirements_only():
    pos = build(Side(hand=["EX7-073"], battle=[Slot("BT25-082", entered=1), Slot("ST1-12", entered=1)],
                     deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=10)
    assert digivolutions(pos, "EX7-073") == []


def test_in_the_breeding_area_the_rule_does_nothing():
    pos = build(Side(hand=["EX7-073"], breeding=Slot("BT25-082"), battle=[Slot("BT25-092", entered=1)],
                     deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=10)
    assert digivolutions(pos, "EX7-073") == []


# --- BT25-092: by suspending this Tamer and trashing an option card, a digivolution with the cost reduced by 1 -------

def asuna(hand, suspended=False):
    return build(Side(hand=hand, battle=[Slot("BT25-078", entered=1), Slot("BT25-092", suspended=suspended, entered=1)],
                      deck=["ST1-03", "ST1-03"]), Side(deck=["ST1-03"]), memory=10)


def test_asuna_pays_both_costs_and_the_digimon_digivolves_for_1_less():
    pos = asuna(["P-180", "BT25-082"])
    script(pos, 0, True)
    pos.activate(0, 2)
    assert pos.suspended(0, 2) and pos.trash(0) == ["P-180"]
    assert pos.battle(0)[0] == ["BT25-078", "BT25-082"]
    assert pos.memory(0) == 9   # BlackGatomon from a level 3 with [Three Musketeers] in its text: 2, less 1
    assert pos.violation() == 0


def test_asuna_is_not_offered_without_an_option_card_to_trash_nor_while_suspended():
    assert not asuna(["BT25-082"]).activatable(0, 2)
    assert not asuna(["P-180", "BT25-082"], suspended=True).activatable(0, 2)
    assert asuna(["P-180", "BT25-082"]).activatable(0, 2)


# --- BT25-005: a [Three Musketeers] card placed under this Digimon: it may digivolve for 2 less --------------------

def test_pagumon_lets_the_digimon_digivolve_when_a_card_of_the_trait_is_placed_under_it():
    pos = build(Side(hand=["EX7-070", "EX7-073"], battle=[Slot(["BT25-005", "BT25-082", "BT25-083"], entered=1)],
                     deck=["ST1-03", "ST1-03", "ST1-03"]), Side(deck=["ST1-03"]), memory=5)
    r = row_of(pos, "BT25-082", ec.T_WHEN_ATTACKING, ec.A_PLACE_UNDER_COST)
    script(pos, 0, True, True)
    activate(pos.st, pos.tb, I32(0), I32(r), I32(pos.st.uid[0, 1]), I32(pos.card("BT25-082")), I32(0))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["EX7-070", "BT25-005", "BT25-082", "BT25-083", "EX7-073"]]
    assert pos.memory(0) == 3   # EX7-073 from a purple level 5: 4, less 2
    assert [x[1] for x in pos.effects("BT25-005")] == [ec.A_DIGIVOLVE_FROM_HAND]


def test_pagumon_does_nothing_for_a_card_without_the_trait():
    pos = build(Side(hand=["EX7-073"], battle=[Slot(["BT25-005", "ST1-03", "BT25-083"], entered=1)],
                     deck=["ST1-03", "ST1-03"]), Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    cards_placed_under(pos.st, pos.tb, I32(0), I32(1), I32(pos.card("ST1-03")))   # as a placing would say it
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["BT25-005", "ST1-03", "BT25-083"]] and pos.effects("BT25-005") == []
    cards_placed_under(pos.st, pos.tb, I32(0), I32(1), I32(pos.card("BT25-005")))   # no such trait either
    E.settle(pos.st, pos.tb)
    assert pos.effects("BT25-005") == []

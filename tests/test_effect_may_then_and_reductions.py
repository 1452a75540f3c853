"""A "you may" of the first clause alone (`filter=may` on it: the "Then" clauses run whether or not it is chosen),
a play cost reduction while you have a card of a filter (`play_cost_down` under `if=own_has`), an amount counted
for each of your Digimon (`de_digivolve ... for_each=own_digimon`), cards returned from the trash to the deck top
as many as there are (`return_from_trash_top`), and the condition `own_digimon<=N`.

Also: digivolutions into a card of two traits (`all=`) from a Digimon with a part of a trait or a trait
(`base_any=`) when a Tamer of a name suspends, once-per-turn digivolution cost reductions and `own_tamers>=N`, the
player's restriction `reduce_play_costs`, digivolutions from the trash (`digivolve_from_trash`, `filter=or_trash`),
the timing `when_suspended`, a Digimon of either player suspended (`target=any`), the chained condition
`turn_is_yours` and a digivolution reduced for each other suspended Digimon.

Real cards: BT24-041 Minervamon (5 less with an [Iliad] Digimon or Tamer; may play a play cost 5 or lower [Iliad]
card, then <De-Digivolve 1> for each of your Digimon), LM-027 Red Scramble (a digivolution 3 less, the option
placed either way; a <Delay> at the start of your turn that returns a red Digimon card to the deck top and, without
a Digimon, may play one with 2000 DP or less from the trash), EX10-069, P-117, BT21-056, ST12-03, BT23-076,
BT16-040, BT20-057 and P-166. Made-up cards pin the new words alone."""
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from decks.catalog import load_catalog
from decks.effects import EffectSyntaxError, card_coverage, parse_effects
from effect_positions import answered, build as build_real, script, Side, Slot, lines_of
from positions import build_position, digimon, tamer, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q

I32 = np.int32
CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")


# --- made-up cards ---------------------------------------------------------------------------------------------

CARDS = [
    digimon("V-91", 3, 3000, 3),
    replace(digimon("V-92", 3, 2000, 3), traits=("Iliad",)),
    digimon("V-93", 4, 5000, 4, digivolve=[("red", 3, 2)]),
    digimon("V-94", 5, 7000, 5, digivolve=[("red", 4, 2)]),
    replace(digimon("V-95", 6, 12000, 10), traits=("Iliad",)),   # 4 less with an [Iliad] Digimon or Tamer
    tamer("V-96", 2),   # on play: you may draw 1, then memory +1 either way
    tamer("V-97", 2),   # on play: return 2 red Digimon cards from the trash to the deck top; then, without a
                        # Digimon, memory +2
    replace(tamer("V-98", 1), traits=("Iliad",)),
    digimon("V-99", 3, 3000, 3),   # players can't reduce play costs
    tamer("V-90", 1),              # on play: play a Digimon card from the hand, the cost reduced by 3
]
EFFECTS = parse_effects("""
V-95 main static if=own_has : play_cost_down 4 target=self kinds=digimon,tamer trait=iliad
V-95 main on_play : de_digivolve 1 target=opponent count=1 for_each=own_digimon
V-96 main on_play : draw 1 filter=may ; then memory +1
V-97 main on_play : return_from_trash_top 2 kind=digimon color=red ; then if=own_digimon<=0 memory +2
V-99 main static : cant reduce_play_costs target=player
V-99 main static : cant reduce_play_costs target=opponent
V-90 main on_play : play_from_hand 3 kind=digimon filter=pay_cost
""")


def build(a, b=None, **kw):
    return build_position(CARDS, a, b or Side(deck=["V-91"]), effects=EFFECTS, **kw)


def play(pos, number):
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)))


def test_a_declined_first_clause_still_runs_the_clause_after_it():
    pos = build(Side(hand=["V-96"], deck=["V-91"]), memory=3)
    script(pos, 0, False)
    play(pos, "V-96")
    assert pos.hand(0) == [] and pos.deck(0) == ["V-91"] and pos.memory(0) == 3 - 2 + 1
    assert answered(pos)
    ok(pos)
    pos = build(Side(hand=["V-96"], deck=["V-91"]), memory=3)
    script(pos, 0, True)
    play(pos, "V-96")
    assert pos.hand(0) == ["V-91"] and pos.deck(0) == [] and pos.memory(0) == 2
    ok(pos)


def test_play_cost_down_while_you_have_a_digimon_or_tamer_of_the_filter():
    for battle, cost in (([], 10), (["V-91"], 10), (["V-92"], 6), (["V-98"], 6), (["V-91", "V-98"], 6)):
        pos = build(Side(hand=["V-95"], deck=["V-91"], battle=battle))
        assert Q.play_cost(pos.st, pos.tb, I32(0), I32(pos.card("V-95"))) == cost, battle
    # in the breeding area it is not in the battle area: no reduction
    pos = build(Side(hand=["V-95"], deck=["V-91"], breeding="V-92"))
    assert Q.play_cost(pos.st, pos.tb, I32(0), I32(pos.card("V-95"))) == 10


def test_players_cant_reduce_play_costs():
    # V-99 on either side: V-95 costs its printed 10 though an [Iliad] Digimon is there
    for mine, theirs in ((["V-92", "V-99"], []), (["V-92"], ["V-99"])):
        pos = build(Side(hand=["V-95"], deck=["V-91"], battle=mine), Side(deck=["V-91"], battle=theirs))
        assert Q.play_cost(pos.st, pos.tb, I32(0), I32(pos.card("V-95"))) == 10
    # an effect's paid play: V-91 (3) less 3 is 0, but 3 under V-99
    for theirs, paid in (([], 0), (["V-99"], 3)):
        pos = build(Side(hand=["V-90", "V-91"], deck=["V-91"]), Side(deck=["V-91"], battle=theirs), memory=5)
        play(pos, "V-90")
        assert pos.battle(0) == [["V-90"], ["V-91"]] and pos.memory(0) == 5 - 1 - paid
        ok(pos)


def test_de_digivolve_counts_your_digimon_as_it_resolves():
    # 3 Digimon of player 0 once V-95 is on the field (the Tamer V-98 is none): 3 cards off the top, never below
    # level 3
    them = Side(deck=["V-91"], battle=[Slot(["V-91", "V-93", "V-94", "V-95"])])
    pos = build(Side(hand=["V-95"], deck=["V-91"], battle=["V-92", "V-91", "V-98"]), them, memory=6)
    play(pos, "V-95")
    assert pos.memory(0) == 0
    assert pos.battle(1) == [["V-91"]] and sorted(pos.trash(1)) == ["V-93", "V-94", "V-95"]
    ok(pos)
    pos = build(Side(hand=["V-95"], deck=["V-91"], battle=["V-92"]), them, memory=6)
    play(pos, "V-95")
    assert pos.battle(1) == [["V-91", "V-93"]]
    ok(pos)


def test_return_from_trash_top_returns_as_many_as_there_are_and_the_effect_goes_on():
    pos = build(Side(hand=["V-97"], deck=["V-98"], trash=["V-91", "V-93", "V-92"]), memory=3)
    play(pos, "V-97")
    # two of the three red Digimon cards on the deck top, one by one; no Digimon: 2 memory
    assert len(pos.deck(0)) == 3 and pos.deck(0)[0] == "V-98" and len(pos.trash(0)) == 1
    assert pos.memory(0) == 3 - 2 + 2
    ok(pos)
    pos = build(Side(hand=["V-97"], deck=["V-98"], trash=["V-93"], battle=["V-91"]), memory=3)
    play(pos, "V-97")
    # one there: it alone goes; a Digimon in the battle area: no memory
    assert pos.deck(0) == ["V-98", "V-93"] and pos.trash(0) == [] and pos.memory(0) == 1
    ok(pos)


def test_for_each_belongs_to_counting_actions():
    with pytest.raises(EffectSyntaxError):
        parse_effects("V-95 main on_play : delete target=opponent count=1 for_each=own_digimon")
    with pytest.raises(EffectSyntaxError):   # own_has of play_cost_down reads no level or cost filter
        parse_effects("V-95 main static if=own_has : play_cost_down 4 target=self level<=3 trait=iliad")


# --- real cards ------------------------------------------------------------------------------------------------

@needs_shared
def test_st12_03_solarmon_lines():
    assert lines_of("ST12-03") == ["ST12-03 main static : cant reduce_play_costs target=player",
                                   "ST12-03 main static : cant reduce_play_costs target=opponent"]
    assert card_coverage(load_catalog()["ST12-03"]) == "full"


@needs_shared
def test_bt24_041_minervamon_lines():
    assert lines_of("BT24-041")[:2] == [
        "BT24-041 main static if=own_has : play_cost_down 5 target=self kinds=digimon,tamer trait=iliad",
        "BT24-041 main on_play : play_from_hand kinds=digimon,tamer cost<=5 trait=iliad filter=may ; then"
        " de_digivolve 1 target=opponent count=1 for_each=own_digimon"]
    assert card_coverage(load_catalog()["BT24-041"]) == "full"


@needs_shared
def test_bt24_041_costs_5_less_with_an_iliad_card_plays_one_and_de_digivolves_for_each_of_your_digimon():
    # BT24-020 Gomamon: [Iliad], play cost 3, no effects; the opponent's WarGreymon stack of 4 (level 3 to 6)
    them = Side(deck=["ST1-03"], battle=[Slot(["ST1-03", "ST1-07", "ST1-09", "ST1-11"])])
    pos = build_real(Side(hand=["BT24-041", "BT24-020"], deck=["ST1-03"], battle=["ST1-03"]), them, memory=7)
    assert Q.play_cost(pos.st, pos.tb, I32(0), I32(pos.card("BT24-041"))) == 12
    pos = build_real(Side(hand=["BT24-041", "BT24-020"], deck=["ST1-03"], battle=["BT24-020"]), them, memory=7)
    assert Q.play_cost(pos.st, pos.tb, I32(0), I32(pos.card("BT24-041"))) == 7
    script(pos, 0, True)
    pos.play(0, "BT24-041")
    # Gomamon played free; 3 Digimon: 3 cards off the top of the opponent's Digimon
    assert pos.battle(0) == [["BT24-020"], ["BT24-041"], ["BT24-020"]] and pos.hand(0) == []
    assert pos.memory(0) == 0
    assert pos.battle(1) == [["ST1-03"]] and sorted(pos.trash(1)) == ["ST1-07", "ST1-09", "ST1-11"]
    ok(pos)
    # declined: the de-digivolution still comes, counting 2 Digimon
    pos = build_real(Side(hand=["BT24-041", "BT24-020"], deck=["ST1-03"], battle=["BT24-020"]), them, memory=7)
    script(pos, 0, False)
    pos.play(0, "BT24-041")
    assert pos.battle(0) == [["BT24-020"], ["BT24-041"]] and pos.hand(0) == ["BT24-020"]
    assert pos.battle(1) == [["ST1-03", "ST1-07"]]
    assert answered(pos)
    ok(pos)


@needs_shared
def test_lm_027_red_scramble_lines():
    assert lines_of("LM-027") == [
        "LM-027 main main : digivolve_from_hand 3 target=own count=1 base_color=red kind=digimon color=red"
        " filter=may,pay_cost ; then place_in_battle_area",
        "LM-027 main start_of_your_turn optional if=opponent_digimon>=1 : delay ; then return_from_trash_top 1"
        " color=red kind=digimon ; then if=own_digimon<=0 play_from_trash kind=digimon color=red dp<=2000"
        " filter=may",
        "LM-027 security security : play_from_trash kind=digimon color=red dp<=2000 filter=may ; then"
        " add_self_to_hand"]
    assert card_coverage(load_catalog()["LM-027"]) == "full"


@needs_shared
def test_lm_027_digivolves_a_red_digimon_3_less_and_is_placed_either_way():
    # ST1-03 Agumon (red level 3) into ST1-07 Greymon (red, from level 3 for 2): 0 paid
    pos = build_real(Side(hand=["LM-027", "ST1-07"], deck=["ST1-02"], battle=["ST1-03"]), memory=2)
    script(pos, 0, True)
    pos.use_option(0, "LM-027")
    assert pos.battle(0) == [["ST1-03", "ST1-07"], ["LM-027"]] and pos.hand(0) == ["ST1-02"]
    assert pos.memory(0) == 0
    ok(pos)
    pos = build_real(Side(hand=["LM-027", "ST1-07"], deck=["ST1-02"], battle=["ST1-03"]), memory=2)
    script(pos, 0, False)
    pos.use_option(0, "LM-027")
    assert pos.battle(0) == [["ST1-03"], ["LM-027"]] and pos.hand(0) == ["ST1-07"] and pos.memory(0) == 0
    assert answered(pos)
    ok(pos)


@needs_shared
def test_lm_027_delay_returns_a_red_digimon_to_the_deck_top_and_plays_one_without_a_digimon():
    # two BT4-008 Agumon (red, 2000 DP) in the trash: one to the deck top (drawn in the draw phase), one played
    pos = build_real(Side(battle=["LM-027"], trash=["BT4-008", "BT4-008"], deck=["ST1-03"]),
                     Side(deck=["ST1-03"], battle=["ST1-03"]), memory=3)
    script(pos, 0, True, True)
    E.start_turn(pos.st, pos.tb)
    assert pos.battle(0) == [["BT4-008"]] and pos.trash(0) == ["LM-027"]
    assert pos.hand(0) == ["BT4-008"] and pos.deck(0) == ["ST1-03"]
    assert answered(pos)
    ok(pos)
    # the opponent has no Digimon: the <Delay> does not trigger
    pos = build_real(Side(battle=["LM-027"], trash=["BT4-008", "BT4-008"], deck=["ST1-03"]),
                     Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True, True)
    E.start_turn(pos.st, pos.tb)
    assert pos.battle(0) == [["LM-027"]] and pos.trash(0) == ["BT4-008", "BT4-008"]
    ok(pos)


# --- Digivolutions into a card of two traits, when a Tamer of a name suspends -----------------------------------

def test_all_match_needs_every_part_and_base_any_any_of_them():
    from decks.effects import card_has, parse_line

    cat = load_catalog()
    both = ("all", "trait:mineral|trait:liberator")
    assert card_has(cat["EX10-028"], both)            # Landramon: [Mineral] and [LIBERATOR]
    assert not card_has(cat["BT2-054"], both)         # Gotsumon: [Rock] only
    either_and = ("all", "trait:reptile,dragonkin|trait:liberator")
    assert card_has(cat["EX10-025"], either_and)      # Sunarizamon: [Reptile] and [LIBERATOR]
    assert not card_has(cat["BT4-064"], either_and)   # an older Sunarizamon: [Reptile] only
    _, _, eff = parse_line("X-1 main main : digivolve_from_hand target=own"
                           " base_any=in_trait:avian|trait:vortex_warriors kind=digimon"
                           " all=trait:bird_dragon|trait:liberator", "t")
    assert eff.base_matches[0][1] == ("any", "trait_has:avian|trait:vortex warriors")
    assert eff.matches[0] == ("all", "trait:bird dragon|trait:liberator")
    with pytest.raises(EffectSyntaxError):   # all= of one part says nothing more than trait=
        parse_line("X-1 main main : digivolve_from_hand target=own all=trait:liberator", "t")


@needs_shared
def test_ex10_069_lines():
    assert lines_of("EX10-069") == [
        "EX10-069 main main : play_from_hand name=sunarizamon|close filter=may,or_trash ; then place_in_battle_area",
        "EX10-069 main own_tamer_suspended your_turn optional card.name=close : delay ; then digivolve_from_hand 3"
        " target=own count=1 base_trait=mineral|rock kind=digimon all=trait:mineral|trait:liberator"
        " filter=pay_cost",
        "EX10-069 security security : activate_main"]
    assert card_coverage(load_catalog()["EX10-069"]) == "full"


@needs_shared
def test_ex10_069_delay_digivolves_into_a_mineral_liberator_card_3_less_when_close_suspends():
    from simcore.effects import suspend_slot

    # EX10-025 Sunarizamon ([Mineral], black level 3) into EX10-028 Landramon ([Mineral] and [LIBERATOR], 2 from
    # level 3): 0 paid; P-169 Close in slot 3
    pos = build_real(Side(battle=["EX10-025", "EX10-069", "P-169"], hand=["EX10-028"], deck=["ST1-03"]),
                     Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    suspend_slot(pos.st, pos.tb, I32(0), I32(3))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["EX10-025", "EX10-028"], ["P-169"]] and pos.trash(0) == ["EX10-069"]
    assert pos.hand(0) == ["ST1-03"] and pos.memory(0) == 3
    assert answered(pos)
    ok(pos)
    # another Tamer (P-136 Arisa Kinosaki) suspends: the <Delay> does not trigger
    pos = build_real(Side(battle=["EX10-025", "EX10-069", "P-136"], hand=["EX10-028"], deck=["ST1-03"]),
                     Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    suspend_slot(pos.st, pos.tb, I32(0), I32(3))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["EX10-025"], ["EX10-069"], ["P-136"]] and pos.hand(0) == ["EX10-028"]
    ok(pos)


@needs_shared
def test_bt24_089_and_ex11_072_digivolution_filters():
    assert lines_of("BT24-089")[1] == (
        "BT24-089 main own_tamer_suspended your_turn optional card.name=owen_dreadnought : delay ; then"
        " digivolve_from_hand 3 target=own count=1 base_trait=reptile|dragonkin kind=digimon"
        " all=trait:reptile,dragonkin|trait:liberator filter=pay_cost")
    assert lines_of("EX11-072")[1] == (
        "EX11-072 main own_tamer_suspended your_turn optional card.name=shoto_kazama : delay ; then"
        " digivolve_from_hand 3 target=own count=1 base_any=in_trait:avian|in_trait:bird|trait:vortex_warriors"
        " kind=digimon all=trait:bird_dragon|trait:liberator filter=pay_cost")


# --- once-per-turn digivolution cost reductions, "if you have a Tamer" --------------------------------------------

def digivolve_costs(pos, number, s):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == s]


@needs_shared
def test_p_117_veemon_digivolves_into_a_free_card_1_less_with_a_tamer():
    assert lines_of("P-117")[0] == ("P-117 main static your_turn once_per_turn if=own_tamers>=1 : digivolve_cost_down 1"
                                    " target=self kind=digimon trait=free")
    assert card_coverage(load_catalog()["P-117"]) == "full"
    # BT12-022 ExVeemon ([Free], blue level 4): 2 from a blue level 3; P-169 Close is a Tamer
    pos = build_real(Side(hand=["BT12-022"], deck=["ST1-03"], battle=["P-117", "P-169"]), memory=3)
    assert digivolve_costs(pos, "BT12-022", 1) == [1]
    pos.digivolve(0, "BT12-022", 1)
    assert pos.memory(0) == 2 and pos.battle(0) == [["P-117", "BT12-022"], ["P-169"]]
    ok(pos)
    pos = build_real(Side(hand=["BT12-022"], deck=["ST1-03"], battle=["P-117"]), memory=3)
    assert digivolve_costs(pos, "BT12-022", 1) == [2]   # no Tamer: the printed cost


@needs_shared
def test_bt21_056_inherited_reduction_is_used_once_per_turn():
    assert lines_of("BT21-056")[-1] == ("BT21-056 inherited static your_turn once_per_turn : digivolve_cost_down 1"
                                        " target=self kind=digimon text~vemmon")
    # Snatchmon over Vemmon: into BT21-060 Destromon (5 from level 4, [Vemmon] in its text) 1 less; then into
    # BT21-062 Galacticmon (6 from level 5) at its printed cost: the reduction is used
    pos = build_real(Side(hand=["BT21-060", "BT21-062"], deck=["ST1-03", "ST1-03"],
                          battle=[Slot(["BT21-056", "BT21-058"])]), memory=10)
    assert digivolve_costs(pos, "BT21-060", 1) == [4]
    pos.digivolve(0, "BT21-060", 1)
    assert pos.memory(0) == 6
    assert digivolve_costs(pos, "BT21-062", 1) == [6]
    pos.digivolve(0, "BT21-062", 1)
    assert pos.memory(0) == 0 and pos.battle(0) == [["BT21-056", "BT21-058", "BT21-060", "BT21-062"]]
    ok(pos)
    # next turn: the reduction is there again
    pos = build_real(Side(hand=["BT21-060"], deck=["ST1-03"], battle=[Slot(["BT21-056", "BT21-058"])]), memory=10)
    pos.digivolve(0, "BT21-060", 1)
    pos.next_turn()
    pos.next_turn()
    assert pos.st.g[L.G_ONCEN] == 0


# --- digivolutions from the trash, the timing "when this Digimon suspends" --------------------------------------

@needs_shared
def test_bt23_076_digivolves_another_digimon_from_the_hand_or_trash_1_less_when_it_suspends():
    from simcore.effects import suspend_slot

    assert lines_of("BT23-076")[1] == (
        "BT23-076 main when_suspended your_turn optional : digivolve_from_hand 1 target=own count=1 kind=digimon"
        " any=name:huckmon|trait:royal_knight|trait:cs filter=other,or_trash,pay_cost")
    assert card_coverage(load_catalog()["BT23-076"]) == "full"
    # BT6-009 Huckmon (red level 3) into ST12-06 BaoHuckmon (2 from red level 3) from the trash: 1 paid; Sistermon
    # Blanc itself is no target (another Digimon)
    pos = build_real(Side(battle=["BT23-076", "BT6-009"], trash=["ST12-06"], deck=["ST1-03"]),
                     Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    suspend_slot(pos.st, pos.tb, I32(0), I32(1))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["BT23-076"], ["BT6-009", "ST12-06"]] and pos.trash(0) == []
    assert pos.hand(0) == ["ST1-03"] and pos.memory(0) == 2 and pos.suspended(0, 1)
    assert pos.effects() == [("BT23-076", ec.A_DIGIVOLVE_FROM_TRASH, "ST12-06", 1, 0)]   # the zone in the log
    assert answered(pos)
    ok(pos)
    # the same card in the hand too: the trash's copy is taken, the hand keeps its own
    pos = build_real(Side(battle=["BT23-076", "BT6-009"], hand=["ST12-06"], trash=["ST12-06"], deck=["ST1-03"]),
                     Side(deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    suspend_slot(pos.st, pos.tb, I32(0), I32(1))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["BT23-076"], ["BT6-009", "ST12-06"]] and pos.trash(0) == []
    assert sorted(pos.hand(0)) == ["ST1-03", "ST12-06"]
    ok(pos)


@needs_shared
def test_bt16_040_wormmon_digivolves_into_a_free_card_of_the_trash_1_less_on_play():
    assert lines_of("BT16-040")[1] == (
        "BT16-040 main on_play your_turn optional : digivolve_from_trash 1 target=own count=1 kind=digimon level=4"
        " trait=insectoid|free filter=pay_cost")
    assert card_coverage(load_catalog()["BT16-040"]) == "full"
    # Wormmon (green level 3) into BT12-022 ExVeemon ([Free], 2 from green level 3) from the trash: 1 paid;
    # the hand's copy is no choice
    pos = build_real(Side(hand=["BT16-040", "BT12-022"], trash=["BT12-022"], deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "BT16-040")
    assert pos.battle(0) == [["BT16-040", "BT12-022"]] and pos.trash(0) == []
    assert sorted(pos.hand(0)) == ["BT12-022", "ST1-03"] and pos.memory(0) == 5 - 3 - 1
    ok(pos)
    pos = build_real(Side(hand=["BT16-040", "BT12-022"], deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.play(0, "BT16-040")   # nothing in the trash: nothing digivolves
    assert pos.battle(0) == [["BT16-040"]] and pos.hand(0) == ["BT12-022"] and pos.memory(0) == 2
    ok(pos)


@needs_shared
def test_bt20_057_gankoomon_costs_4_less_with_a_huckmon_jesmon_or_sistermon():
    assert lines_of("BT20-057")[0] == ("BT20-057 main static if=own_has : play_cost_down 4 target=self kind=digimon"
                                       " name~huckmon|jesmon|sistermon")
    assert card_coverage(load_catalog()["BT20-057"]) == "full"
    # BT6-009 Huckmon has [Huckmon] in its name, ST1-03 Agumon not
    for battle, cost in ((["ST1-03"], 12), (["BT6-009"], 8)):
        pos = build_real(Side(hand=["BT20-057"], deck=["ST1-03"], battle=battle))
        assert Q.play_cost(pos.st, pos.tb, I32(0), I32(pos.card("BT20-057"))) == cost


# --- a Digimon of either player suspended, a reduction for each other suspended Digimon ---------------------------

@needs_shared
def test_p_166_galemon_suspends_a_digimon_then_digivolves_1_less_for_each_other_suspended_digimon():
    assert lines_of("P-166")[0] == (
        "P-166 main on_play : suspend target=any count=1 filter=may ; then if=turn_is_yours digivolve_from_hand 1"
        " target=self kind=digimon trait~bird|avian for_each=other_suspended_digimon filter=may,pay_cost")
    assert card_coverage(load_catalog()["P-166"]) == "full"
    # P-166 Galemon (green level 4) into BT24-048 Deramon ([Bird] in a trait, 3 from green level 4)
    into = "BT24-048"
    # the opponent's ST1-03 is suspended by the effect; player 0's ST1-02 was suspended: 2 others, 3 - 2 = 1 paid
    pos = build_real(Side(hand=["P-166", into], deck=["ST1-03"], battle=[Slot("ST1-02", suspended=True)]),
                     Side(deck=["ST1-03"], battle=["ST1-03"]), memory=5)
    script(pos, 0, True)   # then the greedy pilot: the opponent's Digimon is suspended, the digivolution taken
    pos.play(0, "P-166")
    assert pos.suspended(1, 1) and pos.battle(0) == [["ST1-02"], ["P-166", into]]
    assert pos.memory(0) == 5 - 4 - 1
    assert answered(pos)
    ok(pos)
    # both declined: nothing suspended, nothing digivolves
    pos = build_real(Side(hand=["P-166", into], deck=["ST1-03"]), Side(deck=["ST1-03"], battle=["ST1-03"]),
                     memory=5)
    script(pos, 0, False, False)
    pos.play(0, "P-166")
    assert not pos.suspended(1, 1) and pos.battle(0) == [["P-166"]] and pos.memory(0) == 1
    assert answered(pos)
    ok(pos)

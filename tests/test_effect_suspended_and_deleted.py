"""The timings "this Digimon suspends" (when_suspended) and [End of All Turns] (end_of_all_turns), the condition "if this
effect didn't delete" (not_deleted) and a chained clause on the Digimon the clause before chose
(filter=same_targets): the vocabulary on made-up cards, then the real cards whose lines use it (BT23-077 Sistermon
Ciel, EX2-067 Fire Ball, EX11-008 Elizamon, P-193); the condition own_has read from "if you have a green Digimon" and
"a Digimon with [X] in its name", also on an action on this Digimon (BT12-002 DemiVeemon, BT6-015 SaviorHuckmon)."""
import numpy as np
import pytest

import effect_positions
from decks.effects import EffectSyntaxError, describe, load_effects, parse_effects
from positions import Side, Slot, build_position, digimon, option, tamer, ok
from simcore import engine as E
from simcore import query as Q
from simcore.effect_codes import A_CANT_ATTACK_OR_BLOCK, A_DP, A_PIERCING, KW_RAID
from simcore import layout as L

I32 = np.int32
CARDS = [
    digimon("H-01", 3, 2000, 3), digimon("H-02", 4, 5000, 4), digimon("H-03", 3, 3000, 3),
    digimon("H-04", 4, 6000, 4), tamer("H-10", 0),
    option("H-30", 0), option("H-31", 0), option("H-32", 0), option("H-33", 0), option("H-34", 0),
]
EFFECTS = parse_effects("""
H-01 main when_suspended : draw 1
H-10 main end_of_all_turns : draw 1
H-30 main main : delete target=opponent count=1 dp<=3000 ; then if=not_deleted draw 2
H-31 main main : piercing target=own count=1 duration=turn ; then dp +3000 target=own count=1 filter=same_targets duration=turn
H-32 main main : suspend target=opponent count=1
H-33 main main : cant add_security_by_effects target=opponent duration=opponents_next_turn
H-34 main main : recovery 1 ; then hand_to_security 1 target=player
""")
DECK = ["H-03"] * 4


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def use(pos, number, p=0):
    E.use_option(pos.st, pos.tb, I32(p), I32(pos.hand_index(p, number)))


# --- when_suspended -------------------------------------------------------------------------------------------

def test_a_digimon_that_attacks_suspends_and_its_owner_draws():
    pos = build(Side(battle=["H-01"], deck=DECK), Side(security=["H-03"], deck=DECK), memory=3)
    E.attack(pos.st, pos.tb, I32(0), I32(1), I32(-1))
    assert pos.suspended(0, 1)
    assert pos.hand(0) == ["H-03"] and len(pos.deck(0)) == 3
    ok(pos)


def test_suspended_by_the_opponents_effect_its_owner_draws_not_the_effects_controller():
    pos = build(Side(hand=["H-32"], deck=DECK), Side(battle=["H-01"], deck=DECK), memory=3)
    use(pos, "H-32")
    assert pos.suspended(1, 1)
    assert pos.hand(1) == ["H-03"] and pos.hand(0) == []
    ok(pos)


def test_an_already_suspended_digimon_does_not_suspend_again():
    pos = build(Side(hand=["H-32"], deck=DECK), Side(battle=[Slot("H-01", suspended=True)], deck=DECK), memory=3)
    use(pos, "H-32")
    assert pos.hand(1) == []
    ok(pos)


# --- end of all turns -----------------------------------------------------------------------------------------

def test_end_of_all_turns_works_at_the_end_of_either_players_turn():
    pos = build(Side(battle=["H-10"], deck=DECK), Side(deck=DECK), memory=-1)
    E.end_of_turn(pos.st, pos.tb, I32(0))
    assert pos.hand(0) == ["H-03"]
    pos = build(Side(battle=["H-10"], deck=DECK), Side(deck=DECK), memory=-1, current=1, turn=3)
    E.end_of_turn(pos.st, pos.tb, I32(1))
    assert pos.hand(0) == ["H-03"] and pos.hand(1) == []
    ok(pos)


# --- not_deleted ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("target, deleted, drawn", [("H-03", True, 0), ("H-02", False, 2)])
def test_the_draw_comes_only_when_the_deletion_deleted_nothing(target, deleted, drawn):
    pos = build(Side(hand=["H-30"], deck=DECK), Side(battle=[target], deck=DECK), memory=3)
    use(pos, "H-30")
    assert (pos.trash(1) == [target]) is deleted
    assert len(pos.hand(0)) == drawn
    ok(pos)


def test_no_digimon_to_delete_is_not_deleted():
    pos = build(Side(hand=["H-30"], deck=DECK), Side(deck=DECK), memory=3)
    use(pos, "H-30")
    assert pos.hand(0) == ["H-03", "H-03"]
    ok(pos)


# --- same_targets ---------------------------------------------------------------------------------------------

def test_the_dp_goes_to_the_digimon_that_gained_the_keyword():
    pos = build(Side(hand=["H-31"], battle=["H-03", "H-04"], deck=DECK), Side(deck=DECK), memory=3)
    use(pos, "H-31")
    pierce = [s for s in (1, 2) if Q.has_keyword(pos.st, pos.tb, 0, s, A_PIERCING)]
    assert len(pierce) == 1
    other = 3 - pierce[0]
    assert Q.slot_dp(pos.st, pos.tb, 0, pierce[0]) == (3000 if pierce[0] == 1 else 6000) + 3000
    assert Q.slot_dp(pos.st, pos.tb, 0, other) == (3000 if other == 1 else 6000)
    assert len([e for e in pos.events("effect") if e["effect"] == A_DP]) == 1
    ok(pos)


@pytest.mark.parametrize("line, message", [
    ("H-90 main main : piercing target=own count=1 ; then dp +3000 target=opponent count=1 filter=same_targets",
     "same_targets"),
    ("H-90 main static if=not_deleted : dp +1000 target=self", "condition of timed effects"),
])
def test_parser_refuses(line, message):
    with pytest.raises(EffectSyntaxError, match=message):
        parse_effects(line)


def test_plain_words():
    assert describe("H-10 main end_of_all_turns : draw 1").startswith("card's own text, at the end of each turn")
    assert "when it suspends" in describe("H-01 main when_suspended : draw 1")
    assert "if the deletion before it deleted nothing, draw 2" in describe(EFFECTS["H-30"].effects[0].text)
    assert "(the ones chosen before)" in describe(EFFECTS["H-31"].effects[0].text)


# --- real cards -----------------------------------------------------------------------------------------------

def texts(card):
    return [e.text for e in load_effects()[card].effects]


def test_the_compiled_lines():
    assert "BT23-077 main when_suspended : de_digivolve 1 target=opponent count=1" in texts("BT23-077")
    assert "EX2-067 main main : delete target=opponent count=1 dp<=3000 ; then if=not_deleted draw 2" in texts(
        "EX2-067")
    assert ("BT21-068 main on_play : delete target=opponent count=1 dp<=4000 ; then if=not_deleted trash_deck_top 2"
            in texts("BT21-068"))
    assert ("EX11-008 main on_play : keyword raid target=own count=1 trait=reptile|dragonkin duration=turn ; then dp "
            "+3000 target=own count=1 filter=same_targets duration=turn") in texts("EX11-008")
    assert ("P-193 main end_of_all_turns optional : delay ; then delete_own_cost name=millenniummon ; then "
            "play_from_hand kind=digimon trait=wicked_god filter=or_trash") in texts("P-193")
    assert ("BT14-086 inherited end_of_all_turns optional : play_from_digivolution_cards target=self kind=tamer "
            "name=satsuki_tamahime") in texts("BT14-086")
    for card in ("BT23-077", "EX2-067", "BT21-068", "EX11-008", "P-193"):
        assert not load_effects()[card].unmodeled, card


def test_bt23_077_sistermon_ciel_attacks_and_de_digivolves_an_opponents_digimon():
    # ST1-07 Greymon on ST1-03 Agumon: <De-Digivolve 1> leaves Agumon
    pos = effect_positions.build(Side(battle=["BT23-077"], deck=["ST1-02"] * 3),
                                 Side(battle=[Slot(["ST1-03", "ST1-07"])], security=["ST1-02"], deck=["ST1-02"] * 3),
                                 memory=3)
    pos.attack(0, 1)
    assert pos.suspended(0, 1)
    assert pos.stack(1, 1) == ["ST1-03"] and "ST1-07" in pos.trash(1)
    ok(pos)


@pytest.mark.parametrize("target, drawn", [("ST1-02", 0), ("ST1-04", 2)])
def test_ex2_067_fire_ball_draws_only_when_it_deleted_nothing(target, drawn):
    # ST1-02 Biyomon 3000 DP is deleted; ST1-04 Dracomon 4000 DP is not (red ST1-03 Agumon meets the colour)
    pos = effect_positions.build(Side(hand=["EX2-067"], battle=["ST1-03"], deck=["ST1-03"] * 3),
                                 Side(battle=[target], deck=["ST1-03"] * 3), memory=3)
    pos.use_option(0, "EX2-067")
    assert len(pos.hand(0)) == drawn
    assert (target in pos.trash(1)) is (drawn == 0)
    ok(pos)


def test_ex11_008_elizamon_gives_raid_and_dp_to_one_reptile():
    # ST1-03 Agumon (Reptile) and Elizamon itself may take it; ST1-04 Dracomon (Dragon) may not
    pos = effect_positions.build(Side(hand=["EX11-008"], battle=["ST1-03", "ST1-04"], deck=["ST1-02"] * 3),
                                 Side(deck=["ST1-02"] * 3), memory=3)
    pos.play(0, "EX11-008")
    raid = [s for s in (1, 2, 3) if Q.has_named_keyword(pos.st, pos.tb, 0, s, KW_RAID)]
    assert len(raid) == 1 and raid[0] in (1, 3)
    printed = {1: 2000, 2: 4000, 3: 1000}
    for s in (1, 2, 3):
        assert pos.dp(0, s) == printed[s] + (3000 if s == raid[0] else 0)
    ok(pos)


@pytest.mark.parametrize("ending", [0, 1])
def test_p_193_at_the_end_of_either_turn_trades_millenniummon_for_a_wicked_god_from_the_trash(ending):
    # placed in an earlier turn: its <Delay> trashes it, BT2-083 Millenniummon is deleted for BT19-075
    # MoonMillenniummon ([Wicked God]) from the trash, without paying its 15
    pos = effect_positions.build(Side(battle=["BT2-083", Slot("P-193", entered=1)], trash=["BT19-075"],
                                      deck=["ST1-03"] * 3), Side(deck=["ST1-03"] * 3), memory=-1, turn=3,
                                 current=ending)
    pos.end_of_turn(ending)
    assert pos.battle(0) == [["BT19-075"]]
    assert sorted(pos.trash(0)) == ["BT2-083", "P-193"]
    assert pos.memory(ending) == -1
    ok(pos)


def test_p_193_stays_in_the_turn_it_was_placed():
    pos = effect_positions.build(Side(battle=["BT2-083", Slot("P-193", entered=3)], trash=["BT19-075"],
                                      deck=["ST1-03"] * 3), Side(deck=["ST1-03"] * 3), memory=-1, turn=3)
    pos.end_of_turn(0)
    assert pos.battle(0) == [["BT2-083"], ["P-193"]] and pos.trash(0) == ["BT19-075"]
    ok(pos)


# --- own_has: a Digimon or Tamer of a colour, a Digimon with a name; on an action on this Digimon ------------------

def test_own_has_lines():
    assert ("BT12-002 inherited when_attacking once_per_turn if=own_has : draw 1 color=green kind=digimon"
            in texts("BT12-002"))
    assert ("BT6-015 inherited when_attacking once_per_turn if=own_has : unsuspend target=self kind=digimon "
            "name~sistermon") in texts("BT6-015")
    assert ("EX6-016 main start_of_your_main_phase if=own_has : memory +1 color=purple kinds=digimon,tamer"
            in texts("EX6-016"))
    for card in ("BT12-002", "BT6-015"):
        assert not load_effects()[card].unmodeled, card


@pytest.mark.parametrize("top, drawn", [("ST4-02", 1), ("ST1-04", 0)])
def test_bt12_002_demiveemon_draws_when_you_have_a_green_digimon(top, drawn):
    # ST4-02 Floramon is green, ST1-04 Dracomon red (both 4000 DP: each beats the 2000 DP security Agumon)
    pos = effect_positions.build(Side(battle=[Slot(["BT12-002", top])], deck=["ST1-02"] * 3),
                                 Side(security=["ST1-03"], deck=["ST1-02"] * 3), memory=3)
    pos.attack(0, 1)
    assert len(pos.hand(0)) == drawn
    ok(pos)


@pytest.mark.parametrize("sister, unsuspended", [(True, True), (False, False)])
def test_bt6_015_saviorhuckmon_unsuspends_its_digimon_beside_a_sistermon(sister, unsuspended):
    # inherited under ST12-07 SkullMeramon (9000 DP); ST12-12 Sistermon Blanc has [Sistermon] in its name
    battle = [Slot(["BT6-015", "ST12-07"])] + (["ST12-12"] if sister else ["ST1-04"])
    pos = effect_positions.build(Side(battle=battle, deck=["ST1-02"] * 3),
                                 Side(security=["ST1-03"], deck=["ST1-02"] * 3), memory=3)
    pos.attack(0, 1)
    assert pos.suspended(0, 1) is not unsuspended
    ok(pos)


# --- "when one of your other Digimon ... is played", <De-Digivolve>'s reminder after its target --------------------

def test_ex6_041_lines():
    assert ("EX6-041 inherited own_digimon_played once_per_turn card.name~diaboromon : de_digivolve 1 target=opponent "
            "count=1") in texts("EX6-041")
    assert "EX7-046 main on_play : de_digivolve 1 target=opponent count=1" in texts("EX7-046")
    assert not load_effects()["EX6-041"].unmodeled


@pytest.mark.parametrize("played, undone", [("P-016", True), ("ST1-07", False)])
def test_ex6_041_infermon_de_digivolves_when_a_diaboromon_is_played(played, undone):
    # EX6-041 under ST1-08 Garudamon; P-016 Diaboromon (11) has [Diaboromon] in its name, ST1-07 Greymon not
    pos = effect_positions.build(Side(battle=[Slot(["EX6-041", "ST1-08"])], hand=[played], deck=["ST1-02"] * 3),
                                 Side(battle=[Slot(["ST1-03", "ST1-07"])], deck=["ST1-02"] * 3), memory=11)
    pos.play(0, played)
    assert pos.stack(1, 1) == (["ST1-03"] if undone else ["ST1-03", "ST1-07"])
    ok(pos)


# --- a target "with [A], other than [B], in any of its traits or the [C] trait" ------------------------------------

def test_bt25_012_line():
    assert ("BT25-012 main on_play : keyword raid target=own count=1 any=in_trait:beast|in_trait:animal|in_trait:"
            "sovereign|other_than_trait:sea_animal|trait:shaman|trait:ts duration=turn ; then dp +3000 target=own "
            "count=1 filter=same_targets duration=turn") in texts("BT25-012")
    assert not load_effects()["BT25-012"].unmodeled


def test_bt25_012_grizzlymon_passes_over_a_sea_animal_and_a_reptile():
    # BT1-033 Dolphmon is a [Sea Animal] only (an [Animal] in a trait, excluded), ST1-03 Agumon a [Reptile]:
    # Grizzlymon itself ([Beast]) gains <Raid> and +3000 DP
    pos = effect_positions.build(Side(hand=["BT25-012"], battle=["BT1-033", "ST1-03"], deck=["ST1-02"] * 3),
                                 Side(deck=["ST1-02"] * 3), memory=5)
    pos.play(0, "BT25-012")
    assert Q.has_named_keyword(pos.st, pos.tb, 0, 3, KW_RAID)
    assert [pos.dp(0, s) for s in (1, 2, 3)] == [4000, 2000, 9000]
    assert not any(Q.has_named_keyword(pos.st, pos.tb, 0, s, KW_RAID) for s in (1, 2))
    ok(pos)


# --- a player's restriction: no cards added to security stacks by their effects ----------------------------------

def test_the_restricted_player_adds_nothing_to_security_the_other_still_does():
    pos = build(Side(hand=["H-33", "H-34"], deck=DECK), Side(hand=["H-34", "H-03"], deck=DECK), memory=3)
    use(pos, "H-33")
    pos.st.g[L.G_TURN] += 1
    pos.st.g[L.G_CUR] = 1
    use(pos, "H-34", p=1)                        # neither the Recovery nor the card from the hand
    assert pos.security(1) == [] and pos.hand(1) == ["H-03"] and len(pos.deck(1)) == 4
    use(pos, "H-34", p=0)                        # player 0 is not restricted
    assert pos.security(0) == ["H-03"] and pos.hand(0) == []
    ok(pos)


def test_bt9_103_kongou_keeps_cheap_digimon_off_the_player():
    assert ("BT9-103 main main : cant attack_players target=all_opponent cost<=7 duration=opponents_next_turn ; "
            "then cant add_security_by_effects target=opponent duration=opponents_next_turn") in texts("BT9-103")
    assert not load_effects()["BT9-103"].unmodeled
    # ST5-02 Jazamon (black) meets the colour; the opponent's ST1-09 MetalGreymon costs 7, ST1-10 Phoenixmon 10
    pos = effect_positions.build(Side(hand=["BT9-103"], battle=["ST5-02"], deck=["ST1-02"] * 3),
                                 Side(battle=["ST1-09", "ST1-10"], deck=["ST1-02"] * 3), memory=3)
    pos.use_option(0, "BT9-103")
    pos.next_turn()
    attacks = {(a[1], a[2]) for a in pos.actions_of(1) if a[0] == L.A_ATTACK}
    assert (2, -1) in attacks and (1, -1) not in attacks
    ok(pos)


# --- an opposing Digimon with at most 1 digivolution card kept from attacking and blocking ----------------------------

def test_ex12_026_lines():
    assert ("EX12-026 main on_play : trash_digivolution_bottom 2 target=opponent count=1 ; then cant_attack_or_block "
            "target=opponent count=1 filter=one_or_fewer_digivolution_cards duration=opponents_next_turn"
            ) in texts("EX12-026")
    assert ("BT21-075 main on_play : keyword raid target=own count=1 duration=opponents_next_turn ; then retaliation "
            "target=own count=1 filter=same_targets duration=opponents_next_turn") in texts("BT21-075")
    assert not load_effects()["EX12-026"].unmodeled


def test_ex12_026_shellmon_holds_back_the_digimon_it_stripped():
    # two opponent's Digimon with 3 digivolution cards each: the one stripped of 2 is the only one with 1 or fewer
    stack = ["ST1-02", "ST1-03", "ST1-05", "ST1-08"]
    pos = effect_positions.build(Side(hand=["EX12-026"], deck=["ST1-02"] * 3),
                                 Side(battle=[Slot(stack), Slot(list(stack))], deck=["ST1-02"] * 3), memory=5)
    pos.play(0, "EX12-026")
    sizes = [len(pos.stack(1, s)) for s in (1, 2)]
    assert sorted(sizes) == [2, 4]
    held = [s for s in (1, 2) if pos.has(1, s, A_CANT_ATTACK_OR_BLOCK)]
    assert held == [1 + sizes.index(2)]
    ok(pos)


def test_the_filter_keeps_a_digimon_with_two_digivolution_cards():
    line = "H-90 main main : delete target=opponent count=1 filter=one_or_fewer_digivolution_cards"
    cards = CARDS + [option("H-90", 0)]
    pos = build_position(cards, Side(hand=["H-90"], deck=DECK),
                         Side(battle=[Slot(["H-03", "H-03", "H-04"]), Slot(["H-03", "H-02"])], deck=DECK),
                         effects={**EFFECTS, **parse_effects(line)}, memory=3)
    use(pos, "H-90")
    assert pos.battle(1) == [["H-03", "H-03", "H-04"]]
    ok(pos)


# --- deleted_by_effect ------------------------------------------------------------------------------------------

def test_bt5_071_guilmon_gives_memory_only_when_an_effect_deleted_it():
    assert texts("BT5-071") == ["BT5-071 main on_deletion if=deleted_by_effect : memory +1"]
    assert not load_effects()["BT5-071"].unmodeled
    # Fire Ball (EX2-067, 3000 DP or less) deletes the 2000 DP Guilmon: its owner gains 1
    pos = effect_positions.build(Side(hand=["EX2-067"], battle=["ST1-03"], deck=["ST1-03"] * 3),
                                 Side(battle=["BT5-071"], deck=["ST1-03"] * 3), memory=3)
    pos.use_option(0, "EX2-067")
    assert pos.trash(1) == ["BT5-071"] and pos.memory(0) == 0   # 3 - 2 for the option - 1 for the opponent
    # deleted in battle by ST1-04 Dracomon (4000 DP): nothing
    pos = effect_positions.build(Side(battle=["ST1-04"], deck=["ST1-03"] * 3),
                                 Side(battle=[Slot("BT5-071", suspended=True)], deck=["ST1-03"] * 3), memory=3)
    pos.attack(0, 1, 1)
    assert pos.trash(1) == ["BT5-071"] and pos.memory(0) == 3
    ok(pos)


def test_deleted_by_effect_refused_on_a_chained_clause():
    with pytest.raises(EffectSyntaxError, match="deleted_by_effect"):
        parse_effects("H-90 main on_deletion : draw 1 ; then if=deleted_by_effect draw 1")
    with pytest.raises(EffectSyntaxError, match="condition of timed effects"):
        parse_effects("H-90 main static if=deleted_by_effect : dp +1000 target=self")


# --- cause_same_name ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("played, drawn", [("BT2-059", 1), ("ST1-07", 0)])
def test_bt2_053_keramon_draws_when_a_digimon_named_like_its_digimon_is_played(played, drawn):
    assert texts("BT2-053") == ["BT2-053 inherited own_digimon_played your_turn if=cause_same_name : draw 1"]
    # Keramon under BT2-059 Kurisarimon: another Kurisarimon draws 1, ST1-07 Greymon nothing
    pos = effect_positions.build(Side(battle=[Slot(["BT2-053", "BT2-059"])], hand=[played], deck=["ST1-03"] * 3),
                                 Side(deck=["ST1-03"] * 3), memory=5)
    pos.play(0, played)
    assert len(pos.hand(0)) == drawn
    ok(pos)

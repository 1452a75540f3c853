"""Conditions on the hands' sizes, on a keyword of this Digimon and on its digivolution cards' names: own_hand>=N
(ST8-02 Gabumon's inherited DP while you hold 8 or more cards), opponent_hand>=N (EX4-019 MachGaogamon's inherited
unsuspension when the opponent holds 8 or more), has_jamming (BT3-002 DemiVeemon's inherited draw when the attacker
has <Jamming>), this_suspended and colors>= read from "while ..." sentences (EX5-003 Nyaromon, BT16-002
DemiVeemon), and named_digivolution_cards>=1 on a clause that chooses an opponent's Digimon or has no target (BT9-028
WereGarurumon (X Antibody), BT5-024 Garurumon)."""
import effect_positions
from decks.effects import load_effects
from effect_positions import Side, script, answered
from positions import Slot, ok
from simcore import engine as E

GABUMON = "ST8-02"          # Lv.3; inherited: +1000 DP while you have 8 or more cards in your hand
GABUMON_X = "BT9-020"       # Lv.3 [Gabumon (X Antibody)]: not named [Gabumon]
MACHGAOGAMON = "EX4-019"    # inherited: [When Attacking] once per turn, unsuspends if the opponent holds 8 or more
DEMIVEEMON = "BT3-002"      # inherited: [When Attacking] once per turn, draw 1 if this Digimon has <Jamming>
DEMIVEEMON_2 = "BT16-002"   # inherited: +1000 DP while this Digimon has 2 or more colours
NYAROMON = "EX5-003"        # inherited: +1000 DP while this Digimon is suspended
AEROVEEDRAMON = "ST8-08"    # Lv.5, 7000 DP, <Jamming>
WIZARDMON = "ST10-10"       # Lv.4, purple and yellow, 6000 DP, no text
KOKATORIMON = "BT1-014"     # Lv.4, red, 4000 DP, no text
VORVOMON = "BT2-011"        # Lv.3, 5000 DP, no text
AGUMON = "ST1-03"           # Lv.3, 2000 DP
GARURUMON = "BT5-024"       # Lv.4 blue; [When Digivolving] 1 memory if a [Gabumon] is beneath it
WEREGARURUMON = "EX1-017"   # Lv.5 [WereGarurumon]
WEREGARURUMON_X = "BT9-028"  # digivolves from [WereGarurumon] for 0; unsuspends, then returns a level 4 or lower
#                              opponent's Digimon if [WereGarurumon] or [X Antibody] is beneath it
WEREGARURUMON_P = "P-008"   # [When Attacking] once per turn: unsuspends with a [Garurumon] beneath it
THOMAS = "BT4-093"          # Tamer; [Main]: with the opponent holding 8 or more, suspend it to unsuspend a [Gao] Digimon


def texts(number):
    return [e.text for e in load_effects()[number].effects]


def test_encoded_lines():
    assert texts(GABUMON) == ["ST8-02 inherited static if=own_hand>=8 : dp +1000 target=self"]
    assert texts(MACHGAOGAMON)[-1] == ("EX4-019 inherited when_attacking once_per_turn if=opponent_hand>=8 : "
                                       "unsuspend target=self")
    assert texts(DEMIVEEMON) == ["BT3-002 inherited when_attacking once_per_turn if=has_jamming : draw 1"]
    assert texts(NYAROMON) == ["EX5-003 inherited static if=this_suspended : dp +1000 target=self"]
    assert texts(DEMIVEEMON_2) == ["BT16-002 inherited static if=colors>=2 : dp +1000 target=self"]
    assert texts("EX4-067")[0] == ("EX4-067 main main : bounce target=opponent count=2 level<=4 ; then "
                                   "if=opponent_hand>=8 to_deck_bottom target=opponent count=1 level>=6")
    assert texts(WEREGARURUMON_X) == [
        "BT9-028 main when_digivolving : unsuspend target=self ; then if=named_digivolution_cards>=1 bounce "
        "target=opponent count=1 level<=4 name=weregarurumon|x_antibody|x_antibody_proto_form"]
    assert texts(GARURUMON)[0] == "BT5-024 main when_digivolving if=named_digivolution_cards>=1 : memory +1 name=gabumon"
    # BT4-093's [Main] under the condition is full now that an activated [Main] is offered only while its condition
    # holds (tests/test_effect_suspend.py plays it with 7 and 8 cards in the opponent's hand)
    assert not load_effects()[THOMAS].unmodeled
    assert texts(WEREGARURUMON_P)[0] == ("P-008 main when_attacking once_per_turn if=named_digivolution_cards>=1 : "
                                         "unsuspend target=self name=garurumon")
    for number in (GABUMON, MACHGAOGAMON, DEMIVEEMON, NYAROMON, DEMIVEEMON_2, "EX4-067", WEREGARURUMON_X, GARURUMON,
                   WEREGARURUMON_P, "BT3-027", "BT21-002"):
        assert not load_effects()[number].unmodeled, number


def _hand(n):
    return ([AGUMON, KOKATORIMON, VORVOMON, WIZARDMON] * 2)[:n]


def test_own_hand_of_8_or_more_gives_the_dp():
    for n, dp in ((8, 5000), (7, 4000)):
        pos = effect_positions.build(Side(battle=[Slot([GABUMON, KOKATORIMON])], hand=_hand(n)), Side())
        assert pos.dp(0, 1) == dp
        ok(pos)


def _attack(stack, opponent_hand=(), answers=()):
    pos = effect_positions.build(Side(battle=[Slot(stack)], deck=[AGUMON]),
                                 Side(battle=[Slot(AGUMON, suspended=True)], hand=list(opponent_hand), deck=[AGUMON]))
    script(pos, 0, *answers)
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    return pos


def test_opponent_hand_of_8_or_more_unsuspends_the_attacker():
    pos = _attack([MACHGAOGAMON, WIZARDMON], _hand(8))
    assert pos.trash(1) == [AGUMON]   # the battle won
    assert not pos.suspended(0, 1)
    ok(pos)
    pos = _attack([MACHGAOGAMON, WIZARDMON], _hand(7))
    assert pos.trash(1) == [AGUMON]
    assert pos.suspended(0, 1)
    ok(pos)


def test_demiveemon_draws_when_the_attacker_has_jamming():
    pos = _attack([DEMIVEEMON, AEROVEEDRAMON])
    assert pos.hand(0) == [AGUMON] and pos.deck(0) == []
    ok(pos)
    pos = _attack([DEMIVEEMON, WIZARDMON])
    assert pos.hand(0) == [] and pos.deck(0) == [AGUMON]
    ok(pos)


def test_while_suspended_and_while_two_colours():
    pos = effect_positions.build(Side(battle=[Slot([NYAROMON, KOKATORIMON], suspended=True),
                                              Slot([NYAROMON, KOKATORIMON])]), Side())
    assert pos.dp(0, 1) == 5000 and pos.dp(0, 2) == 4000
    ok(pos)
    pos = effect_positions.build(Side(battle=[Slot([DEMIVEEMON_2, WIZARDMON]), Slot([DEMIVEEMON_2, KOKATORIMON])]),
                                 Side())
    assert pos.dp(0, 1) == 7000 and pos.dp(0, 2) == 4000
    ok(pos)


def _digivolve(stack, number, opponent=(AGUMON,), memory=5):
    pos = effect_positions.build(Side(battle=[Slot(stack, suspended=True)], hand=[number], deck=[AGUMON, AGUMON]),
                                 Side(battle=list(opponent), deck=[AGUMON]), memory=memory)
    script(pos, 0)
    pos.digivolve(0, number, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    return pos


def test_weregarurumon_x_returns_a_digimon_with_weregarurumon_beneath_it():
    pos = _digivolve([GABUMON, WEREGARURUMON], WEREGARURUMON_X)
    assert pos.battle(0) == [[GABUMON, WEREGARURUMON, WEREGARURUMON_X]]
    assert not pos.suspended(0, 1)
    assert pos.battle(1) == [] and pos.hand(1) == [AGUMON]
    ok(pos)


def test_weregarurumon_x_without_the_name_beneath_only_unsuspends():
    pos = _digivolve([GABUMON, GARURUMON], WEREGARURUMON_X)
    assert pos.battle(0) == [[GABUMON, GARURUMON, WEREGARURUMON_X]]
    assert not pos.suspended(0, 1)
    assert pos.battle(1) == [[AGUMON]] and pos.hand(1) == []
    ok(pos)


def test_garurumon_gains_memory_from_a_gabumon_beneath_it_only():
    met = _digivolve([GABUMON], GARURUMON)
    unmet = _digivolve([GABUMON_X], GARURUMON)
    assert met.battle(0) == [[GABUMON, GARURUMON]] and unmet.battle(0) == [[GABUMON_X, GARURUMON]]
    assert met.memory(0) == unmet.memory(0) + 1
    ok(met)
    ok(unmet)


def test_p_008_unsuspends_with_a_garurumon_beneath_it_only():
    pos = _attack([GARURUMON, WEREGARURUMON_P])
    assert pos.trash(1) == [AGUMON] and not pos.suspended(0, 1)
    ok(pos)
    pos = _attack([VORVOMON, WEREGARURUMON_P])
    assert pos.trash(1) == [AGUMON] and pos.suspended(0, 1)
    ok(pos)


BURNINGGREYMON = "BT7-011"   # digivolves onto a red Tamer; deletes a 4000 DP or less Digimon with a [Hybrid] trait card
#                              or [Takuya Kanbara] beneath it
TAKUYA = "BT7-085"           # Tamer [Takuya Kanbara], red
TAKUYA_KOJI = "BT18-088"     # Tamer [Takuya Kanbara & Koji Minamoto], red and yellow: also treated as [Takuya Kanbara]
TAKUYA_TOMMY_ZOE = "AD1-020"  # Tamer [Tommy, Takuya, & Zoe], red among its colours: not the exact name


def test_burninggreymon_reads_the_exact_tamer_name_beneath_it():
    assert texts(BURNINGGREYMON) == [
        "BT7-011 main when_digivolving if=named_digivolution_cards>=1 : delete target=opponent count=1 dp<=4000 "
        "any=in_trait:hybrid|named:takuya_kanbara"]
    assert not load_effects()[BURNINGGREYMON].unmodeled
    for base, deleted in ((TAKUYA, True), (TAKUYA_KOJI, True), (TAKUYA_TOMMY_ZOE, False), (AGUMON, False)):
        pos = effect_positions.build(Side(battle=[base], hand=[BURNINGGREYMON], deck=[AGUMON, AGUMON]),
                                     Side(battle=[AGUMON], deck=[AGUMON]), memory=5)
        script(pos, 0)
        pos.digivolve(0, BURNINGGREYMON, 1)
        E.settle(pos.st, pos.tb)
        assert answered(pos)
        assert pos.battle(0) == [[base, BURNINGGREYMON]]
        assert (pos.trash(1) == [AGUMON]) == deleted and (pos.battle(1) == []) == deleted, base
        ok(pos)


KOROMON = "BT5-001"          # inherited: [When Attacking] once per turn, draw 1 with [Omnimon] or [Greymon] in its name,
#                              other than three named Greymon
GREYMON = "BT5-010"          # Lv.4; inherited: [Your Turn] +2000 DP on the same names
METALGREYMON = "ST1-09"      # Lv.5 [MetalGreymon], 7000 DP


def test_koromon_draws_under_a_greymon_other_than_the_named_ones():
    assert texts(KOROMON) == [
        "BT5-001 inherited when_attacking once_per_turn if=this_has : draw 1 any=name:omnimon|name:greymon|"
        "not_named:dorugreymon|not_named:burninggreymon|not_named:dexdorugreymon"]
    assert not load_effects()[KOROMON].unmodeled and not load_effects()[GREYMON].unmodeled
    pos = _attack([KOROMON, METALGREYMON])
    assert pos.hand(0) == [AGUMON] and pos.deck(0) == []
    ok(pos)
    pos = _attack([KOROMON, BURNINGGREYMON])   # 6000 DP: wins the battle too, draws nothing
    assert pos.trash(1) == [AGUMON]
    assert pos.hand(0) == [] and pos.deck(0) == [AGUMON]
    ok(pos)


def test_greymon_inherited_dp_skips_the_named_greymon():
    pos = effect_positions.build(Side(battle=[Slot([GREYMON, METALGREYMON]), Slot([GREYMON, BURNINGGREYMON])]), Side())
    assert pos.dp(0, 1) == 9000 and pos.dp(0, 2) == 6000
    ok(pos)


EXVEEMON = "EX1-014"         # <Jamming>; inherited: [Your Turn] <Jamming> with [Imperialdramon] in its name or [Free]
#                              in its traits
IMPERIALDRAMON = "BT8-032"   # Lv.6 [Imperialdramon: Fighter Mode], traits Free among them, 13000 DP


def test_jamming_given_by_a_conditional_inherited_effect_counts_for_has_jamming():
    from simcore.effect_codes import A_JAMMING
    assert texts(EXVEEMON)[1] == ("EX1-014 inherited static your_turn if=this_has : jamming target=self "
                                  "any=name:imperialdramon|in_trait:free")
    assert not load_effects()[EXVEEMON].unmodeled
    pos = effect_positions.build(Side(battle=[Slot([EXVEEMON, IMPERIALDRAMON]), Slot([EXVEEMON, WIZARDMON])]), Side())
    assert pos.has(0, 1, A_JAMMING) and not pos.has(0, 2, A_JAMMING)
    ok(pos)
    pos = _attack([DEMIVEEMON, EXVEEMON, IMPERIALDRAMON])   # <Jamming> from EX1-014's inherited effect: draws
    assert pos.hand(0) == [AGUMON] and pos.deck(0) == []
    ok(pos)


NOBLE_FAMILY_ARTS = "ST19-15"   # yellow option, cost 5: -6000 DP to 1 opponent's Digimon, -6000 more with 3 or more
#                                 Digimon in both battle areas
REPPAMON = "BT1-051"            # Lv.4 yellow, 4000 DP, no text


def test_noble_family_arts_doubles_its_reduction_with_three_digimon_in_play():
    assert texts(NOBLE_FAMILY_ARTS)[0] == (
        "ST19-15 main main : dp -6000 target=opponent count=1 duration=turn ; then if=all_digimon>=3 dp -6000 "
        "target=opponent count=1 filter=same_targets duration=turn")
    assert not load_effects()[NOBLE_FAMILY_ARTS].unmodeled
    for own, dp in (([REPPAMON, REPPAMON], 13000 - 12000), ([REPPAMON], 13000 - 6000)):
        pos = effect_positions.build(Side(battle=own, hand=[NOBLE_FAMILY_ARTS], deck=[AGUMON]),
                                     Side(battle=[IMPERIALDRAMON], deck=[AGUMON]), memory=5)
        script(pos, 0)
        pos.use_option(0, NOBLE_FAMILY_ARTS)
        E.settle(pos.st, pos.tb)
        assert answered(pos)
        assert pos.dp(1, 1) == dp
        ok(pos)

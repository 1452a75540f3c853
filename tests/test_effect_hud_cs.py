"""The [CS] / [Hudie] cards of the 2026 Hudiemon and Diaboromon lists: BT22-043 Terriermon's inherited [Main] that
puts its Digimon's top card beneath the stack (`top_card_under_cost`, an activated effect of a card beneath) and its
own text that plays a [CS] Tamer when a [CS] Digimon card is placed in its digivolution cards (cards_placed_under
with `card.all=` and the second condition one_or_fewer_own_tamers); BT22-059 Infermon's shield from the opponent's
DP cuts and returns (`cant dp_reduced_by_opponent`, `cant be_returned_by_opponent`) while you have [Arata Sanada] or
[Eater Adam]; BT23-085 Ryuji Mishima's [On Play] shield with <Reboot> and <Blocker> for 1 [Hudie] Digimon and its
free single-colour [CS] Option when a [Hudie] Digimon suspends. Scenarios on real cards with the exact zones, DP and
memory, and the encoded lines checked against the cards' text."""
import numpy as np
from effect_positions import Side, Slot, answered, build, full, lines_of, ok, script

from simcore import effect_codes as ec
from simcore import engine as E
from simcore import query as Q

TERRIERMON = "BT22-043"   # Lv.3 [CS]; inherited [Main]: its top card beneath, draw 1
HUDIEMON = "BT23-101"     # Lv.4 [Hudie] [CS], 7000 DP
ERIKA = "BT23-084"        # Tamer [Hudie] [CS], cost 4
RYUJI = "BT23-085"        # Tamer [Hudie] [CS], cost 4
INFERMON = "BT22-059"     # Lv.5 [CS], cost 7, 7000 DP
ARATA = "BT22-091"        # Tamer [CS] [Arata Sanada]
AGUMON = "ST1-03"         # Lv.3, cost 3, 2000 DP, red
GREYMON = "ST1-07"        # Lv.4, red, no [CS]
PLESIOMON = "ST2-10"      # Lv.6 blue, cost 10, no text
MAGNADRAMON = "ST3-10"    # Lv.6 yellow, cost 10, no text
DP_CUT = "ST3-14"         # option, yellow: 1 of the opponent's Digimon -2000 DP for the turn
BOUNCE = "ST2-16"         # option, blue: return 1 of the opponent's Digimon to the hand
COMET_HAMMER = "BT23-096"  # option, black, single colour [CS], cost 5
KUREMI = "BT22-099"       # option, black/yellow [CS], cost 3: two colours


def test_encoded_lines():
    assert lines_of(TERRIERMON) == [
        "BT22-043 main cards_placed_under your_turn once_per_turn optional card.all=kind:digimon|trait:cs "
        "if=one_or_fewer_own_tamers : play_from_hand kind=tamer trait=cs",
        "BT22-043 inherited activated once_per_turn if=this_has : top_card_under_cost target=self trait=cs ; "
        "then draw 1"]
    shield = ("then if=own_has cant dp_reduced_by_opponent target=self any=named:arata_sanada|named:eater_adam "
              "duration=opponents_turn_end ; then if=own_has cant be_returned_by_opponent target=self "
              "any=named:arata_sanada|named:eater_adam duration=opponents_turn_end")
    assert lines_of(INFERMON) == [
        "BT22-059 main on_play : delete target=opponent count=1 cost<=5 ; " + shield,
        "BT22-059 main when_digivolving : delete target=opponent count=1 cost<=5 ; " + shield,
        "BT22-059 inherited own_digimon_deleted once_per_turn card.trait=unidentified optional : play_token "
        "name=diaboromon"]
    assert lines_of(RYUJI) == [
        "BT23-085 main start_of_your_main_phase if=own_has : memory +1 kind=digimon trait=cs",
        "BT23-085 main on_play : cant dp_reduced_by_opponent target=own count=1 trait=hudie "
        "duration=opponents_turn_end ; then reboot target=own count=1 filter=same_targets "
        "duration=opponents_turn_end ; then blocker target=own count=1 filter=same_targets duration=opponents_turn_end",
        "BT23-085 main own_digimon_suspended optional card.trait=hudie : suspend_self_cost ; then "
        "use_option_from_hand kind=option all=trait:cs|colors:1",
        "BT23-085 security security : play_self"]
    for card in (TERRIERMON, INFERMON, RYUJI):
        assert full(card), card


def test_terriermon_puts_the_top_card_beneath_draws_and_plays_a_cs_tamer():
    # Hudiemon on top of Terriermon: the inherited [Main] puts Hudiemon beneath, Terriermon is the top card again;
    # its own text sees a [CS] Digimon card placed in its digivolution cards and plays Erika from the hand for free
    pos = build(Side(battle=[Slot([TERRIERMON, HUDIEMON])], hand=[ERIKA], deck=[AGUMON]), Side(deck=[AGUMON]),
                memory=3)
    assert pos.activatable(0, 1)
    script(pos, 0, True)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.stack(0, 1) == [HUDIEMON, TERRIERMON]
    assert pos.battle(0) == [[HUDIEMON, TERRIERMON], [ERIKA]]
    assert pos.hand(0) == [AGUMON] and pos.deck(0) == []
    assert pos.memory(0) == 3   # the Tamer was played for free
    assert not pos.activatable(0, 1)   # once per turn (and Terriermon's own top card has no such effect)
    ok(pos)


def test_terriermon_plays_no_tamer_with_two_tamers_and_needs_a_cs_top_card():
    pos = build(Side(battle=[Slot([TERRIERMON, HUDIEMON]), ERIKA, RYUJI], hand=[ERIKA], deck=[AGUMON]),
                Side(deck=[AGUMON]), memory=3)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.stack(0, 1) == [HUDIEMON, TERRIERMON]
    assert pos.hand(0) == [ERIKA, AGUMON]   # drawn; no Tamer played with 2 Tamers in play
    ok(pos)
    # a top card without the [CS] trait: the inherited effect is not offered
    pos = build(Side(battle=[Slot([TERRIERMON, GREYMON])], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    assert not pos.activatable(0, 1)
    ok(pos)


def _infermon_played(with_arata):
    battle = [ARATA] if with_arata else []
    pos = build(Side(battle=battle, hand=[INFERMON], deck=[AGUMON]),
                Side(battle=[AGUMON, PLESIOMON, MAGNADRAMON], hand=[DP_CUT, BOUNCE], deck=[AGUMON]), memory=10)
    pos.play(0, INFERMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[PLESIOMON], [MAGNADRAMON]]   # Agumon, the one with a play cost of 5 or less, deleted
    s = len(battle) + 1
    assert pos.stack(0, s) == [INFERMON]
    pos.next_turn()
    pos.set_memory(1, 10)
    return pos, s


def test_infermon_with_arata_sanada_is_shielded_from_the_opponents_dp_cut_and_return():
    pos, s = _infermon_played(True)
    pos.use_option(1, DP_CUT)
    E.settle(pos.st, pos.tb)
    assert pos.dp(0, s) == 7000   # the -2000 passes it by
    pos.use_option(1, BOUNCE)
    E.settle(pos.st, pos.tb)
    assert pos.stack(0, s) == [INFERMON] and pos.hand(0) == []   # not returned
    assert pos.trash(1) == [AGUMON, DP_CUT, BOUNCE]
    ok(pos)


def test_infermon_without_arata_sanada_takes_the_cut_and_is_returned():
    pos, s = _infermon_played(False)
    pos.use_option(1, DP_CUT)
    E.settle(pos.st, pos.tb)
    assert pos.dp(0, s) == 5000
    pos.use_option(1, BOUNCE)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [] and pos.hand(0) == [INFERMON]
    ok(pos)


def test_ryuji_shields_a_hudie_digimon_with_reboot_and_blocker():
    pos = build(Side(battle=[HUDIEMON], hand=[RYUJI], deck=[AGUMON]),
                Side(battle=[MAGNADRAMON], hand=[DP_CUT], deck=[AGUMON]), memory=10)
    pos.play(0, RYUJI)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 6
    assert pos.has(0, 1, ec.A_BLOCKER) and pos.has(0, 1, ec.A_REBOOT)
    pos.next_turn()
    pos.set_memory(1, 10)
    pos.use_option(1, DP_CUT)
    E.settle(pos.st, pos.tb)
    assert pos.dp(0, 1) == 7000   # the opponent's -2000 passes it by
    assert pos.has(0, 1, ec.A_BLOCKER) and pos.has(0, 1, ec.A_REBOOT)   # until the end of the opponent's turn
    ok(pos)


def test_ryuji_uses_a_single_colour_cs_option_when_a_hudie_digimon_suspends():
    # Hudiemon attacks the player: suspended, Ryuji suspends to use Comet Hammer (black, one colour) for free;
    # Kuremi Detective Agency (black and yellow) can't be the one
    pos = build(Side(battle=[HUDIEMON, RYUJI], hand=[KUREMI, COMET_HAMMER], deck=[AGUMON]),
                Side(security=[AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    E.effects_resolved(pos.st, pos.tb, np.int32(0))   # the Option is used once the effects have resolved
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1) and pos.suspended(0, 2)
    assert pos.hand(0) == [KUREMI]
    assert pos.battle(0)[-1] == [COMET_HAMMER]   # used: its [Main] places it in the battle area
    assert pos.memory(0) == 3   # used for free
    ok(pos)


ERIKA_LINES = [
    "BT23-084 main start_of_your_main_phase if=own_has : memory +1 kind=digimon trait=cs",
    "BT23-084 main end_of_your_turn optional : bounce_own_cost trait=hudie ; then suspend_self_cost ; then "
    "play_to_breeding_area kind=digimon level=3 trait=cs",
    "BT23-084 inherited static your_turn if=this_has : keyword alliance target=self "
    "any=named:hudiemon|named:eater_legion|named:eater_eden",
    "BT23-084 security security : play_self"]


def test_erika_lines():
    assert lines_of(ERIKA) == ERIKA_LINES
    assert full(ERIKA)


def test_erika_play_to_breeding_area_after_returning_a_hudie_digimon():
    # at the end of the turn Erika suspends and Hudiemon goes back to the hand: Terriermon (Lv.3 [CS]) from the
    # hand into the empty breeding area, for free
    pos = build(Side(battle=[HUDIEMON, ERIKA], hand=[TERRIERMON, AGUMON], deck=[AGUMON]), Side(deck=[AGUMON]),
                memory=2)
    script(pos, 0, True)
    pos.end_of_turn(0)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[ERIKA]] and pos.suspended(0, 1)
    assert pos.breeding(0) == [TERRIERMON]
    assert sorted(pos.hand(0)) == sorted([AGUMON, HUDIEMON])
    assert pos.memory(0) == 2
    ok(pos)


def test_erika_gives_alliance_beneath_hudiemon_in_your_turn_only():
    # beneath Hudiemon and beneath Greymon (not one of the three names); Hudiemon has <Alliance> of its own too,
    # so Terriermon ([CS], not a Hudiemon) on top of Erika shows the name condition
    pos = build(Side(battle=[Slot([ERIKA, TERRIERMON]), Slot([ERIKA, GREYMON])], deck=[AGUMON]),
                Side(deck=[AGUMON]), memory=2)
    assert not Q.has_named_keyword(pos.st, pos.tb, np.int32(0), np.int32(1), ec.KW_ALLIANCE)
    assert not Q.has_named_keyword(pos.st, pos.tb, np.int32(0), np.int32(2), ec.KW_ALLIANCE)
    ok(pos)

"""Plays and digivolutions with a reduced cost, and the timing "when one of your Digimon digivolves into ...".

Made-up cards: the timing `own_digimon_digivolved` with a `card.` filter on the card digivolved into (your turn
only, not for a hatched Digi-Egg's breeding-area digivolution), and an effect's paid play from the hand with the
cost reduced. Real cards (their generated lines, then a played scenario): BT20-013 BaoHuckmon (a paid play
"with the play cost reduced by 2"), P-205 Insane Synthetic Monster (a <Delay> that deletes a play cost 7 or lower Digimon to play a
card from the trash 3 less) and EX9-067 Mirai Kinosaki (the new timing with a return-to-deck cost)."""
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from decks.catalog import load_catalog
from decks.effects import card_coverage, parse_effects
from positions import Side, build_position, digimon, tamer, ok
from simcore import engine as E
from simcore import layout as L
from effect_positions import lines_of

I32 = np.int32
CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")

CARDS = [
    digimon("V-81", 3, 3000, 3),                                                      # red level 3
    replace(digimon("V-82", 4, 5000, 4, digivolve=[("red", 3, 2)]), traits=("Angel",)),
    replace(digimon("V-83", 4, 6000, 4, digivolve=[("red", 3, 1)]), traits=("Beast",)),
    replace(digimon("V-84", 3, 3000, 5), traits=("Angel",)),                          # played, not digivolved
    tamer("V-85", 2),    # when one of your Digimon digivolves into an [Angel] trait card: memory +1
    tamer("V-86", 2),    # on play: play an [Angel] trait Digimon card from the hand, the cost reduced by 3
]
EFFECTS = parse_effects("""
V-85 main own_digimon_digivolved your_turn card.trait=Angel : memory +1
V-86 main on_play : play_from_hand 3 kind=digimon trait=Angel filter=pay_cost
""")
DECK = ["V-81"] * 3


def build(a, b=None, **kw):
    return build_position(CARDS, a, b or Side(deck=DECK), effects=EFFECTS, **kw)


def digivolve(pos, p, number, s):
    i = pos.hand_index(p, number)
    n = E.list_actions(pos.st, pos.tb, I32(p))
    found = [tuple(pos.st.acts[k]) for k in range(n) if pos.st.acts[k, 0] == L.A_DIGIVOLVE
             and pos.st.acts[k, 1] == i and pos.st.acts[k, 2] == s]
    assert found
    E.digivolve(pos.st, pos.tb, I32(p), I32(i), I32(s), I32(found[0][3]))


def test_digivolving_into_a_card_of_the_filter_triggers_the_timing():
    pos = build(Side(hand=["V-82"], deck=["V-81"], battle=["V-81", "V-85"]), memory=3)
    digivolve(pos, 0, "V-82", 1)
    assert pos.memory(0) == 3 - 2 + 1
    assert pos.battle(0) == [["V-81", "V-82"], ["V-85"]] and pos.hand(0) == ["V-81"]
    ok(pos)


def test_digivolving_into_another_card_or_playing_a_card_of_the_filter_does_not():
    pos = build(Side(hand=["V-83"], deck=["V-81"], battle=["V-81", "V-85"]), memory=3)
    digivolve(pos, 0, "V-83", 1)
    assert pos.memory(0) == 2 and pos.battle(0) == [["V-81", "V-83"], ["V-85"]]
    ok(pos)
    pos = build(Side(hand=["V-84"], deck=["V-81"], battle=["V-85"]), memory=5)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "V-84")))
    assert pos.memory(0) == 0 and pos.battle(0) == [["V-85"], ["V-84"]]
    ok(pos)


def test_the_timing_waits_for_your_turn():
    # player 1's Tamer: player 0 digivolves into an [Angel] card on its own turn, player 1 gains nothing
    pos = build(Side(hand=["V-82"], deck=["V-81"], battle=["V-81"]), Side(deck=DECK, battle=["V-85"]), memory=3)
    digivolve(pos, 0, "V-82", 1)
    assert pos.memory(0) == 1
    ok(pos)


def test_a_paid_play_takes_the_amount_off_and_never_below_zero():
    # V-84 costs 5, less 3: 2 after V-86's own 2
    pos = build(Side(hand=["V-86", "V-84", "V-83"], deck=["V-81"]), memory=5)
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "V-86")))
    assert pos.battle(0) == [["V-86"], ["V-84"]] and pos.hand(0) == ["V-83"]
    assert pos.memory(0) == 5 - 2 - 2
    ok(pos)


# --- real cards ------------------------------------------------------------------------------------------------

@needs_shared
def test_bt20_013_plays_a_sistermon_from_the_hand_2_less_once_per_turn():
    from effect_positions import build as build_real

    assert lines_of("BT20-013") == [
        "BT20-013 main activated once_per_turn optional : play_from_hand 2 kind=digimon name~sistermon|gankoomon"
        " filter=pay_cost",
        "BT20-013 inherited static your_turn : dp +1000 target=all_own"]
    assert card_coverage(load_catalog()["BT20-013"]) == "full"
    # ST12-13 Sistermon Ciel costs 4; ST1-03 Agumon has no Sistermon or Gankoomon in its name
    pos = build_real(Side(hand=["ST1-03", "ST12-13", "ST12-13"], deck=["ST1-03"], battle=["BT20-013"]), memory=5)
    pos.activate(0, 1)
    assert pos.battle(0) == [["BT20-013"], ["ST12-13"]] and pos.hand(0) == ["ST1-03", "ST12-13"]
    assert pos.memory(0) == 5 - (4 - 2)
    assert not pos.activatable(0, 1)   # once per turn: no longer offered, though a Sistermon is left
    ok(pos)


@needs_shared
def test_p_205_delay_deletes_a_digimon_to_play_a_kimeramon_from_the_trash_3_less():
    from effect_positions import build as build_real

    assert lines_of("P-205")[2] == ("P-205 main activated optional : delay ; then delete_own_cost cost<=7 ; then"
                                    " play_from_trash 3 kind=digimon name~kimeramon|millenniummon filter=pay_cost")
    assert card_coverage(load_catalog()["P-205"]) == "full"
    # ST1-03 Agumon (cost 3) is deleted; BT8-084 Kimeramon costs 8: 5 paid
    pos = build_real(Side(deck=["ST1-03"], trash=["BT8-084"], battle=["ST1-03", "P-205"]), memory=6)
    pos.activate(0, 2)
    assert pos.battle(0) == [["BT8-084"]]
    assert sorted(pos.trash(0)) == ["P-205", "ST1-03"]
    assert pos.memory(0) == 1
    ok(pos)


@needs_shared
def test_ex9_067_returns_to_the_deck_to_play_a_puppet_digimon_3_less_when_one_digivolves_into_a_puppet():
    from effect_positions import build as build_real

    assert lines_of("EX9-067")[1] == (
        "EX9-067 main own_digimon_digivolved your_turn optional card.trait=puppet : return_self_to_deck_cost ;"
        " then play_from_hand 3 kind=digimon trait=puppet or_name=arisa_kinosaki filter=pay_cost")
    assert card_coverage(load_catalog()["EX9-067"]) == "full"
    # BT10-085 Sistermon Ciel digivolves into BT7-083 Sistermon Ciel (Awakened) for 2 (a [Puppet] card); then
    # BT20-084 Sistermon Ciel (Awakened), [Puppet], cost 5, is played for 2
    pos = build_real(Side(deck=["ST1-03"], hand=["BT7-083", "BT20-084"], battle=["BT10-085", "EX9-067"]),
                     memory=5)
    pos.digivolve(0, "BT7-083", 1)
    assert pos.battle(0) == [["BT10-085", "BT7-083"], ["BT20-084"]]
    assert pos.deck(0) == ["EX9-067"] and pos.hand(0) == ["ST1-03"]
    assert pos.memory(0) == 5 - 2 - 2
    ok(pos)


@needs_shared
def test_bt13_013_digivolves_into_saviorhuckmon_2_less_when_you_play_a_sistermon():
    from effect_positions import build as build_real

    assert lines_of("BT13-013")[0] == (
        "BT13-013 main own_digimon_played your_turn optional card.name~sistermon : digivolve_from_hand 2 target=self"
        " kind=digimon name=saviorhuckmon filter=pay_cost")
    assert card_coverage(load_catalog()["BT13-013"]) == "full"
    # ST12-13 Sistermon Ciel costs 4; ST12-08 SaviorHuckmon: from red level 4 for 3, here 1
    pos = build_real(Side(deck=["ST1-03"], hand=["ST12-13", "ST12-08"], battle=["BT13-013"]), memory=5)
    pos.play(0, "ST12-13")
    # ST12-13's own [On Play] reveals the deck's one card, no [Huckmon] nor [Royal Knight]: to the trash
    assert pos.battle(0) == [["BT13-013", "ST12-08"], ["ST12-13"]] and pos.hand(0) == []
    assert pos.trash(0) == ["ST1-03"]
    assert pos.memory(0) == 5 - 4 - 1
    ok(pos)
    # ST1-03 Agumon has no [Sistermon] in its name: nothing digivolves
    pos = build_real(Side(deck=["ST1-03"], hand=["ST1-03", "ST12-08"], battle=["BT13-013"]), memory=5)
    pos.play(0, "ST1-03")
    assert pos.battle(0) == [["BT13-013"], ["ST1-03"]] and pos.hand(0) == ["ST12-08"] and pos.memory(0) == 2
    ok(pos)


@needs_shared
def test_p_229_delay_digivolves_a_digimon_3_less_when_mirai_kinosaki_is_played():
    from effect_positions import build as build_real

    assert lines_of("P-229")[1] == (
        "P-229 main own_tamer_played your_turn optional card.name=mirai_kinosaki : delay ; then digivolve_from_hand 3"
        " target=own count=1 kind=digimon level<=6 trait=liberator filter=pay_cost")
    assert card_coverage(load_catalog()["P-229"]) == "full"
    # EX9-067 Mirai Kinosaki costs 3 (its On Play reveals 3 Agumon: none added); BT18-060 Vemmon (black level 3)
    # digivolves into BT18-065 Snatchmon ([LIBERATOR], level 4) for 3 less 3
    pos = build_real(Side(deck=["ST1-03"] * 4, hand=["EX9-067", "BT18-065"], battle=["BT18-060", "P-229"]),
                     memory=5)
    pos.play(0, "EX9-067")
    assert pos.battle(0) == [["BT18-060", "BT18-065"], ["EX9-067"]] and pos.trash(0) == ["P-229"]
    assert pos.hand(0) == ["ST1-03"] and pos.deck(0) == ["ST1-03"] * 3 and pos.memory(0) == 2
    ok(pos)
    # another Tamer (P-136 Arisa Kinosaki, cost 3): the option stays
    pos = build_real(Side(deck=["ST1-03"] * 4, hand=["P-136", "BT18-065"], battle=["BT18-060", "P-229"]), memory=5)
    pos.play(0, "P-136")
    assert pos.battle(0) == [["BT18-060"], ["P-229"], ["P-136"]] and pos.hand(0) == ["BT18-065"]
    ok(pos)

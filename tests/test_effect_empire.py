"""Cards of the 2026 [TS] (Jupitermon, Vulcanusmon) and Toho Braves lists. BT25-028 Dianamon: its play cost drops by 5 while the
opponent has a level 6 or higher Digimon (play_cost_down with if=opponent_level>=6); its [On Play] /
[When Digivolving] bars every Digimon of the opponent with at most 1 digivolution card from suspending until the end
of the opponent's turn (a field-wide restriction whose filter is read again for each Digimon), then deletes 1 of
their unsuspended Digimon; its [All Turns] answer to any play or digivolution may, once per turn, trash 4
digivolution cards from under the opponent's Digimon. EX12-076 Susanoomon: see its section below.
Other real cards: ST1-03 Agumon (Lv.3), ST1-07 Greymon (Lv.4), ST1-09 MetalGreymon (Lv.5), ST1-11 WarGreymon (Lv.6)."""
import numpy as np
from effect_positions import Side, Slot, answered, build, script, ok

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from simcore import engine as E
from simcore import layout as L

DIANAMON = "BT25-028"
AGUMON = "ST1-03"
GREYMON = "ST1-07"
METALGREYMON = "ST1-09"
WARGREYMON = "ST1-11"


def texts(number):
    return [e.text for e in load_effects()[number].effects]


def test_dianamon_coverage_and_encoded_lines():
    assert card_coverage(load_catalog()[DIANAMON]) == "full"
    lines = texts(DIANAMON)
    assert "BT25-028 main static if=opponent_level>=6 : play_cost_down 5 target=self" in lines
    for trigger in ("on_play", "when_digivolving"):
        assert (f"BT25-028 main {trigger} : cant suspend target=all_opponent filter=one_or_fewer_digivolution_cards "
                "duration=opponents_turn_end ; then delete_unsuspended target=opponent count=1") in lines
    assert ("BT25-028 main any_digimon_played_or_digivolved once_per_turn : trash_any_digivolution_cards 4 "
            "target=opponent filter=may ; then dna_digivolve_from_hand target=own kind=digimon name=gracenovamon "
            "filter=may,pay_cost") in lines
    assert ("BT25-028 inherited when_attacking once_per_turn : cant suspend target=opponent count=1 "
            "kinds=digimon,tamer duration=opponents_next_turn") in lines
    assert len(lines) == 5


def _dianamon_played(opponent_battle):
    pos = build(Side(hand=[DIANAMON], deck=[AGUMON]), Side(battle=opponent_battle, deck=[AGUMON]), memory=12)
    script(pos, 0, False)   # the [All Turns] trash declined
    pos.play(0, DIANAMON)
    E.settle(pos.st, pos.tb)
    return pos


def test_dianamon_costs_5_less_against_a_level_6_and_bars_the_thin_stacks_from_suspending():
    pos = _dianamon_played([WARGREYMON, Slot(AGUMON, suspended=True), Slot([AGUMON, GREYMON], suspended=True),
                            Slot([AGUMON, GREYMON, METALGREYMON], suspended=True)])
    assert pos.memory(0) == 12 - (12 - 5)
    assert pos.trash(1) == [WARGREYMON]   # the only unsuspended one deleted
    assert pos.battle(1) == [[AGUMON], [AGUMON, GREYMON], [AGUMON, GREYMON, METALGREYMON]]
    pos.next_turn()   # the opponent's turn: their Digimon unsuspended
    for s in (1, 2, 3):
        pos.st.susp[1, s] = 0
    assert not pos.can_attack(1, 1)   # no digivolution cards
    assert not pos.can_attack(1, 2)   # 1 digivolution card
    assert pos.can_attack(1, 3)       # 2 digivolution cards
    pos.expire(4)   # the end of the opponent's turn
    assert pos.can_attack(1, 1) and pos.can_attack(1, 2)
    ok(pos)


def test_dianamon_full_cost_without_a_level_6_and_nothing_unsuspended_to_delete():
    pos = _dianamon_played([Slot([AGUMON, GREYMON, METALGREYMON], suspended=True)])
    assert pos.memory(0) == 0
    assert pos.battle(1) == [[AGUMON, GREYMON, METALGREYMON]] and pos.trash(1) == []
    ok(pos)


def test_dianamon_all_turns_trashes_4_digivolution_cards_once_per_turn():
    pos = build(Side(battle=[DIANAMON], hand=[AGUMON, AGUMON], deck=[AGUMON]),
                Side(battle=[Slot([AGUMON, GREYMON, METALGREYMON, WARGREYMON]), Slot([AGUMON, GREYMON]),
                             Slot([AGUMON, GREYMON])], deck=[AGUMON]), memory=10)
    script(pos, 0, True)
    pos.play(0, AGUMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    stacks = pos.battle(1)
    assert sum(len(s) - 1 for s in stacks) == 1   # 5 digivolution cards there, 4 trashed
    assert len(pos.trash(1)) == 4
    pos.play(0, AGUMON)   # once per turn: nothing more
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == stacks and len(pos.trash(1)) == 4
    ok(pos)


def test_dianamon_all_turns_declined_trashes_nothing():
    pos = build(Side(battle=[DIANAMON], hand=[AGUMON], deck=[AGUMON]),
                Side(battle=[Slot([AGUMON, GREYMON, METALGREYMON])], deck=[AGUMON]), memory=10)
    script(pos, 0, False)
    pos.play(0, AGUMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(1) == [[AGUMON, GREYMON, METALGREYMON]] and pos.trash(1) == []
    ok(pos)


# --- EX12-076 Susanoomon ----------------------------------------------------------------------------------------
# <Assembly -9>: 8 [Hybrid]/[Shambala] cards of the trash with different names (filter=other on each assembly row);
# [On Play]: -3000 DP to all of the opponent's Digimon for each colour among its digivolution cards; [When
# Attacking]: 1 of the opponent's Digimon goes on top of their security stack (to_security_top), then, with 4 or more
# colours beneath Susanoomon (digivolution_card_colors>=4), their top security card is trashed and <Recovery +1>.
# Real cards: AD1-002 Aldamon (red), BT4-030 Beowolfmon (blue), BT4-009 Flamemon (red), BT4-011 and BT12-012
# Agunimon (red, one name), BT4-023 Strabimon (blue), BT4-025 Lobomon (blue), BT6-049 Arbormon (green), BT7-021
# Kumamon (blue), BT7-035 Kazemon (yellow): all with the Hybrid trait.

SUSANOOMON = "EX12-076"
SEVEN_NAMES = ["AD1-002", "BT4-030", "BT4-009", "BT4-011", "BT12-012", "BT4-023", "BT4-025", "BT6-049"]
KUMAMON = "BT7-021"


def test_susanoomon_coverage_and_encoded_lines():
    assert card_coverage(load_catalog()[SUSANOOMON]) == "full"
    lines = texts(SUSANOOMON)
    assert lines.count("EX12-076 main assembly : assembly 9 target=self trait=hybrid|shambala filter=other") == 8
    for trigger in ("on_play", "when_digivolving"):
        assert (f"EX12-076 main {trigger} : dp -3000 target=all_opponent duration=turn "
                "for_each=digivolution_card_colors") in lines
    assert ("EX12-076 main when_attacking once_per_turn : to_security_top target=opponent count=1 ; then "
            "if=digivolution_card_colors>=4 trash_opponent_security_top 1 ; then if=digivolution_card_colors>=4 "
            "recovery 1") in lines
    for keyword in ("rush target=self", "keyword raid target=self", "blocker target=self"):
        assert f"EX12-076 main static : {keyword}" in lines
    assert len(lines) == 8 + 3 + 3


def _plays(pos, number):
    i = pos.hand_index(0, number)
    return sorted((a[2], a[3]) for a in pos.actions_of(0) if a[0] == L.A_PLAY and a[1] == i)


def test_susanoomon_assembly_needs_8_different_names():
    pos = build(Side(hand=[SUSANOOMON], trash=list(SEVEN_NAMES), deck=[AGUMON]), Side(deck=[AGUMON]), memory=7)
    assert _plays(pos, SUSANOOMON) == [(0, 16)]   # 8 cards, 7 names: the two Agunimon count once
    ok(pos)


def test_susanoomon_assembly_of_8_names_then_minus_3000_per_colour_beneath():
    pos = build(Side(hand=[SUSANOOMON], trash=SEVEN_NAMES + [KUMAMON], deck=[AGUMON]),
                Side(battle=[WARGREYMON], deck=[AGUMON]), memory=7)
    assert _plays(pos, SUSANOOMON) == [(0, 16), (2, 16 - 9)]
    i = pos.hand_index(0, SUSANOOMON)
    E.play_from_hand_as(pos.st, pos.tb, np.int32(0), np.int32(i), np.int32(2))
    E.settle(pos.st, pos.tb)
    stack = pos.battle(0)[0]
    assert stack[-1] == SUSANOOMON and len(stack) == 9
    under = stack[:-1]
    assert len({load_catalog()[n].name for n in under}) == 8   # different names
    assert pos.trash(0) in (["BT4-011"], ["BT12-012"])   # one Agunimon left behind
    assert pos.memory(0) == 0
    assert pos.dp(1, 1) == 12000 - 3 * 3000   # red, blue and green beneath it
    ok(pos)


def _susanoomon_attacks(beneath):
    pos = build(Side(battle=[Slot(beneath + [SUSANOOMON])], security=[AGUMON], deck=[GREYMON, AGUMON]),
                Side(battle=[Slot([GREYMON, WARGREYMON], suspended=True)], security=[AGUMON], deck=[AGUMON]),
                memory=3)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_susanoomon_places_a_digimon_on_top_of_their_security_then_4_colours_trash_it_and_recover():
    pos = _susanoomon_attacks(["AD1-002", "BT4-030", "BT6-049", "BT7-035"])   # red, blue, green, yellow
    assert pos.battle(1) == []
    # WarGreymon went on top of their security and was trashed from there; the check took the Agumon
    assert sorted(pos.trash(1)) == sorted([GREYMON, WARGREYMON, AGUMON])
    assert pos.security(1) == []
    assert pos.security(0) == [AGUMON, AGUMON]   # <Recovery +1>: the top card of the deck
    ok(pos)


def test_susanoomon_with_3_colours_beneath_the_placed_digimon_stays_on_top_of_their_security():
    pos = _susanoomon_attacks(["AD1-002", "BT4-030", "BT6-049"])   # red, blue, green
    assert pos.battle(1) == []
    # WarGreymon, the top security card now, is the card checked (a Security Digimon of 12000 losing to 16000)
    assert sorted(pos.trash(1)) == sorted([GREYMON, WARGREYMON])
    assert pos.security(1) == [AGUMON]
    assert pos.security(0) == [AGUMON]
    ok(pos)


def test_chaosdramon_assembly_rows_and_still_partial():
    """EX12-060 Chaosdramon: its <Assembly -8> (6 level 6 or lower [Machine]/[Cyborg]/[ME] cards with different
    names) is read; <Engage> and its bought deletion keep it partial."""
    lines = texts("EX12-060")
    assert lines.count("EX12-060 main assembly : assembly 8 target=self level<=6 trait=machine|cyborg|me "
                       "filter=other") == 6
    assert card_coverage(load_catalog()["EX12-060"]) == "partial"

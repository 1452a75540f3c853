"""Cards the compiler reads in full after a round of wordings (no new vocabulary):

- an attack's target switched to one of your Digimon, in a second wording of the switch;
- memory gained once for each card an "up to" trash from the hand paid: `memory +N for_each=paid`;
- an opponent's unsuspended Digimon deleted whose level is no higher than that of the Digimon deleted as the cost
  before it: `delete_unsuspended_at_most_paid_level` (a cost of one of your other Digimon: delete_own_cost
  filter=other);
- a play of one of your Digimon, or an attack target's switch, written as a condition opening an effect: the
  timings own_digimon_played and attack_target_switched;
- one digivolution card of one of the opponent's Digimon, any of them: trash_any_digivolution_cards 1 (and the
  shorter wording of N cards of the opponent's Digimon);
- another Digimon of yours played, with a part of a name or of a trait (or a trait) either of which will do: the
  played card's `card.any=` filter;
- one of your Tamers deleted, perhaps of one of two colours: the timing own_tamer_deleted; a named card of your
  trash placed on top of your security stack: trash_to_security 1 (as the hand-written lines of BT17-037 and
  BT21-044 have them);
- an optional cost joined to the change it buys by "to have": the cost, then the change;
- a deletion of counted Digimon or Tamers of the opponent, with a play cost bound or a rank by play cost:
  `delete ... kinds=digimon,tamer`;
- a named card to play with a play cost bound after its name: `name=... cost<=N`.

BT5-007 is hand-written (decks/data/effects_overrides.txt): the names its reveal leaves out are `not_named`
alternatives of its first card's filter; its reveal is played here.

BT12-070's hand-written lines are dropped: the compiler reads the card in full (its timed DP and <Reboot> on
when_digivolving last to the end of the opponent's next turn, as for every such compiled line).

Each full card's generated lines are checked against the reading of its printed text (written here by hand);
the readings the engine had not played before are played in hand-built positions. test_compile_effects.py counts
these readings as exercised."""
import numpy as np

import effect_positions
from effect_positions import Side, Slot, full, lines_of, script
from positions import ok
from simcore import engine as E

METALGARURUMON = "ST16-12"   # Lv.6 purple ACE, from purple Lv.5 for 3: an "up to 3" hand trash buys 1 memory each
IGNITEMON = "BT11-076"       # Lv.3 purple, 2000 DP: when attacking, another Digimon of yours deleted as the cost
DRACOMON = "BT11-022"        # Lv.3 blue: a played Digimon named like a dragon or of a [Blue Flare] trait: draw
RIZEGREYMON = "BT13-015"     # Lv.5 red/yellow: one of your red or yellow Tamers deleted: a Tamer from the trash
MARCUS = "BT12-092"          # Tamer [Marcus Damon], yellow/red, a 3000 DP Digimon by its own main-phase effect
CLEAR_AGUMON = "BT11-035"    # Lv.3 yellow, [Agumon] in its name, 4000 DP, no text
WEREGARURUMON = "BT2-078"    # Lv.5 purple, [Garurumon] in its name, 7000 DP, no text
DEMIDEVIMON = "BT2-067"      # Lv.3 purple, 3000 DP, no text
KOKATORIMON = "BT1-014"      # Lv.4 red, 4000 DP, no text
MEGADRAMON = "BT2-060"       # Lv.5 black, 9000 DP, no text
GAOSSMON = "BT19-016"        # Lv.3 [Blue Flare] trait, no text
MONODRAMON = "BT1-009"       # Lv.3, [Dramon] in its name, no text
GREYMON = "ST1-07"           # Lv.4 red, 4000 DP, inherited text only
SCRAP_CLAW = "BT1-091"       # an option with no [Security] effect: a plain security card
AGUMON = "ST1-03"            # Lv.3 red, 2000 DP
MEGADRAMON_DV = "BT9-065"    # Lv.5 black/red, from black Lv.4 for 4: deletes a Digimon or Tamer of play cost 3 or less
BLACK_GREYMON = "BT2-057"    # Lv.4 black, no text
IZZY = "BT1-088"             # Tamer, play cost 2
REVEALING_AGUMON = "BT5-007"  # Lv.3 red: on play, a reveal of 3 taking a Greymon (three names left out) and an Omnimon
BURNINGGREYMON = "BT4-013"   # a Digimon with [Greymon] in its name, one of the three left out
METALGREYMON = "BT1-021"     # a Digimon with [Greymon] in its name
OMNIMON = "BT1-084"          # a Digimon with [Omnimon] in its name

i32 = np.int32

FULL_LINES = {
    "ST16-12": [
        "ST16-12 main hand_counter optional : digivolve_from_hand target=own",
        "ST16-12 main when_digivolving optional : trash_from_hand_cost 3 up_to ; then memory +1 for_each=paid",
        "ST16-12 main when_attacking once_per_turn optional : trash_from_hand_cost 1 ; then delete target=opponent "
        "count=1 rank=lowest_level",
        "ST16-12 main static : overflow 4",
    ],
    "BT19-072": [
        "BT19-072 main on_play optional : play_from_trash kind=digimon level<=4",
        "BT19-072 main when_digivolving optional : play_from_trash kind=digimon level<=4",
        "BT19-072 main opponent_digimon_attacks opponents_turn once_per_turn optional : switch_attack_target "
        "target=own count=1 trait=royal_knight",
    ],
    "BT11-076": [
        "BT11-076 main when_attacking optional : delete_own_cost filter=other ; then "
        "delete_unsuspended_at_most_paid_level target=opponent count=1",
        "BT11-076 inherited own_digimon_played_by_effect once_per_turn : memory +1",
    ],
    "BT12-004": [
        "BT12-004 inherited own_digimon_played your_turn once_per_turn card.any=color:green : dp +2000 target=self "
        "duration=turn",
    ],
    "BT12-068": [
        "BT12-068 main static : keyword raid target=self",
        "BT12-068 main attack_target_switched once_per_turn optional : play_from_hand kind=tamer color=black,red "
        "cost<=4",
        "BT12-068 inherited static your_turn if=this_has : piercing target=self name~greymon|omnimon",
    ],
    "BT14-022": [
        "BT14-022 main when_attacking : trash_any_digivolution_cards 1 target=opponent ; then bounce target=opponent "
        "count=1 filter=no_digivolution_cards level<=5",
    ],
    "BT16-022": [
        "BT16-022 main static : keyword armor_purge target=self",
        "BT16-022 main when_attacking : trash_any_digivolution_cards 1 target=opponent ; then security_attack -1 "
        "target=opponent count=1 filter=no_digivolution_cards duration=opponents_next_turn",
    ],
    "BT11-022": [
        "BT11-022 main own_digimon_played your_turn once_per_turn card.any=name:dramon|in_trait:blue_flare : draw 1",
        "BT11-022 inherited own_digimon_played your_turn once_per_turn card.any=name:dramon|in_trait:blue_flare : "
        "memory +1",
    ],
    "BT12-042": [
        "BT12-042 main when_digivolving if=own_has : memory +1 color=yellow,red kind=tamer",
        "BT12-042 main own_tamer_deleted once_per_turn : trash_to_security 1 kind=tamer name=marcus_damon",
        "BT12-042 inherited own_tamer_deleted once_per_turn : trash_to_security 1 kind=tamer name=marcus_damon",
    ],
    "BT13-015": [
        "BT13-015 main when_digivolving optional : play_from_hand kind=tamer name=marcus_damon",
        "BT13-015 main own_tamer_deleted once_per_turn card.any=color:red|color:yellow : trash_to_security 1 "
        "kind=tamer name=marcus_damon",
        "BT13-015 inherited own_tamer_deleted once_per_turn card.any=color:red|color:yellow : trash_to_security 1 "
        "kind=tamer name=marcus_damon",
    ],
    "BT9-006": [
        "BT9-006 inherited when_attacking optional : trash_from_hand_cost 1 ; then dp +1000 target=self duration=turn",
    ],
    "BT9-065": [
        "BT9-065 main when_digivolving : delete target=opponent count=1 cost<=3 kinds=digimon,tamer",
        "BT9-065 inherited when_attacking if=this_has : delete target=opponent count=1 cost<=3 kinds=digimon,tamer "
        "this_trait~machine|dragonkin",
    ],
    "BT15-097": [
        "BT15-097 main main optional : trash_from_hand_cost 1 kind=digimon trait=machine|cyborg|soc ; then delete "
        "target=opponent count=1 rank=lowest_play_cost kinds=digimon,tamer",
        "BT15-097 security security : activate_main",
    ],
    "BT5-007": [
        "BT5-007 main on_play : reveal_add_two 3 kind=digimon any=name:greymon|not_named:dorugreymon|"
        "not_named:burninggreymon|not_named:dexdorugreymon ; then and_add kind=digimon name~omnimon",
    ],
    "EX1-004": [
        "EX1-004 inherited when_attacking once_per_turn optional : play_from_hand kind=tamer name=tai_kamiya cost<=3",
    ],
    "EX1-015": [
        "EX1-015 inherited when_attacking once_per_turn optional : play_from_hand kind=tamer name=matt_ishida cost<=3",
    ],
    "EX1-059": [
        "EX1-059 main when_attacking optional : trash_from_hand_cost 1 ; then security_attack +1 target=self "
        "duration=turn",
        "EX1-059 inherited when_attacking optional : trash_from_hand_cost 1 ; then dp +2000 target=self "
        "duration=turn",
    ],
}


def test_full_cards_and_their_lines():
    for card, lines in FULL_LINES.items():
        assert full(card), card
        assert lines_of(card) == lines, card


def test_partial_cards_gain_only_right_lines():
    # cards still partial (another of their effects is not read) whose new lines are checked here
    assert "BT17-059 main opponent_digimon_attacks opponents_turn once_per_turn optional : switch_attack_target " \
           "target=own count=1 name~diaboromon" in lines_of("BT17-059")
    assert "BT6-089 main own_digimon_attacks your_turn optional card.color=yellow : suspend_self_cost ; then dp " \
           "-1000 target=opponent count=1 duration=turn" in lines_of("BT6-089")
    assert "BT9-084 main own_digimon_attacks your_turn optional card.color=red,yellow : suspend_self_cost ; then dp " \
           "-2000 target=all_opponent filter=security_digimon duration=turn" in lines_of("BT9-084")
    assert "BT9-042 main when_digivolving optional : trash_from_hand_cost 1 kind=digimon trait~machine|cyborg ; " \
           "then dp -4000 target=opponent count=1 duration=turn" in lines_of("BT9-042")
    assert "BT14-020 main start_of_your_main_phase : trash_any_digivolution_cards 1 target=opponent ; then cant " \
           "be_blocked target=self duration=turn" in lines_of("BT14-020")
    assert "EX10-044 main on_deletion : play_from_under_tamers kind=digimon name=tuwarmon cost<=7 filter=may ; then " \
           "save" in lines_of("EX10-044")
    assert not full("BT17-059") and not full("EX10-044")   # (BT14-020: full, tests/test_effect_common_wordings.py)


def _digivolve_metalgarurumon(answers):
    hand = [METALGARURUMON, AGUMON, AGUMON, AGUMON, AGUMON]
    pos = effect_positions.build(Side(battle=[WEREGARURUMON], hand=hand, deck=[AGUMON]),
                                 Side(battle=[MEGADRAMON], deck=[AGUMON]), memory=5)
    script(pos, 0, *answers)
    pos.digivolve(0, METALGARURUMON, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_metalgarurumon_gains_a_memory_for_each_card_trashed():
    pos = _digivolve_metalgarurumon([True, True, True, True])
    trashed = pos.trash(0).count(AGUMON)
    assert 1 <= trashed <= 3
    assert len(pos.hand(0)) == 4 - trashed + 1   # the digivolution's draw
    assert pos.memory(0) == 5 - 3 + trashed
    assert pos.battle(0) == [[WEREGARURUMON, METALGARURUMON]]
    ok(pos)


def test_metalgarurumon_declined_trashes_nothing_and_gains_nothing():
    pos = _digivolve_metalgarurumon([False])
    assert pos.hand(0) == [AGUMON] * 5 and pos.trash(0) == []   # the digivolution's draw
    assert pos.memory(0) == 5 - 3
    ok(pos)


def test_ignitemon_deletes_another_digimon_and_an_unsuspended_one_of_no_higher_level():
    pos = effect_positions.build(
        Side(battle=[IGNITEMON, DEMIDEVIMON], deck=[AGUMON]),
        Side(battle=[KOKATORIMON, AGUMON, Slot(MONODRAMON, suspended=True)], security=[SCRAP_CLAW],
             deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    # DemiDevimon (level 3) paid: of the opponent's Digimon only the unsuspended level 3 one may go (the level 4
    # one is higher, the level 3 Monodramon suspended)
    assert DEMIDEVIMON in pos.trash(0)
    assert [s[-1] for s in pos.battle(1)] == [KOKATORIMON, MONODRAMON]
    assert AGUMON in pos.trash(1)
    ok(pos)


def test_ignitemon_alone_cannot_pay_with_itself():
    pos = effect_positions.build(
        Side(battle=[IGNITEMON], deck=[AGUMON]),
        Side(battle=[AGUMON], security=[SCRAP_CLAW], deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert [s[-1] for s in pos.battle(0)] == [IGNITEMON]
    assert [s[-1] for s in pos.battle(1)] == [AGUMON]
    ok(pos)


def test_dracomon_draws_for_a_dramon_or_blue_flare_digimon_only():
    pos = effect_positions.build(Side(battle=[DRACOMON], hand=[AGUMON, GAOSSMON, MONODRAMON], deck=[AGUMON, AGUMON]),
                                 Side(deck=[AGUMON]), memory=10)
    script(pos, 0)
    pos.play(0, AGUMON)   # neither: no draw
    E.settle(pos.st, pos.tb)
    assert sorted(pos.hand(0)) == sorted([GAOSSMON, MONODRAMON]) and len(pos.deck(0)) == 2
    pos.play(0, GAOSSMON)   # a [Blue Flare] trait: draw 1
    E.settle(pos.st, pos.tb)
    assert sorted(pos.hand(0)) == sorted([MONODRAMON, AGUMON]) and len(pos.deck(0)) == 1
    pos.play(0, MONODRAMON)   # [Dramon] in its name, but once per turn: no second draw
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [AGUMON] and len(pos.deck(0)) == 1
    ok(pos)


def test_rizegreymon_places_a_marcus_from_the_trash_when_a_red_or_yellow_tamer_is_deleted():
    # Marcus, a 3000 DP Digimon by its own main-phase effect, deleted in battle: a yellow/red Tamer deleted; the
    # Marcus of the trash goes on top of the security stack
    pos = effect_positions.build(Side(battle=[MARCUS, CLEAR_AGUMON, RIZEGREYMON], security=[AGUMON], deck=[AGUMON]),
                                 Side(battle=[Slot(GREYMON, suspended=True)], deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    E.begin_main_phase(pos.st, pos.tb, i32(0))
    E.settle(pos.st, pos.tb)
    script(pos, 0)
    pos.attack(0, 1, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[CLEAR_AGUMON], [RIZEGREYMON]]
    assert pos.trash(0) == [] and pos.security(0) == [AGUMON, MARCUS]
    ok(pos)


def test_megadramon_deletes_a_tamer_of_play_cost_3_or_less():
    pos = effect_positions.build(Side(battle=[BLACK_GREYMON], hand=[MEGADRAMON_DV], deck=[AGUMON]),
                                 Side(battle=[MEGADRAMON, IZZY], deck=[AGUMON]), memory=5)
    script(pos, 0)
    pos.digivolve(0, MEGADRAMON_DV, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[BLACK_GREYMON, MEGADRAMON_DV]]
    assert pos.battle(1) == [[MEGADRAMON]] and pos.trash(1) == [IZZY]
    ok(pos)


def _reveal(top_three):
    pos = effect_positions.build(Side(hand=[REVEALING_AGUMON], deck=[AGUMON, *top_three]), Side(deck=[AGUMON]),
                                 memory=3)
    script(pos, 0)
    pos.play(0, REVEALING_AGUMON)
    E.settle(pos.st, pos.tb)
    return pos


def test_agumon_reveal_leaves_out_the_named_greymon():
    pos = _reveal([BURNINGGREYMON, OMNIMON, AGUMON])   # the top card last
    assert pos.hand(0) == [OMNIMON]
    assert sorted(pos.deck(0)) == sorted([AGUMON, AGUMON, BURNINGGREYMON])
    ok(pos)


def test_agumon_reveal_takes_another_greymon_and_an_omnimon():
    pos = _reveal([BURNINGGREYMON, OMNIMON, METALGREYMON])
    assert sorted(pos.hand(0)) == sorted([METALGREYMON, OMNIMON])
    assert sorted(pos.deck(0)) == sorted([AGUMON, BURNINGGREYMON])
    ok(pos)

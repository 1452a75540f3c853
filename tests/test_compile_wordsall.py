"""Cards the compiler reads in full after a round of wordings (no new vocabulary):

- a card leaving your own security stack, in the newer wording: the timing own_security_removed; a card leaving
  either player's stack: two timings, one line each, a [Once Per Turn] shared (BT16-013, ST15-12);
- both players' security cards counted together, 6 or fewer: the condition all_security<=N;
- a change lasting to the end of your turn, in the longer wording: duration=turn, or your_turn_end on a timing of
  either turn;
- <Recovery +1 (Deck)> printed as its reminder alone, in parentheses; a stray bracket word after the timing tags;
- a DP change joined to a <Security A.> one by "and gains": the two changes of one Digimon;
- trashing cards from the top of the deck joined to <Draw N> by "and": two clauses, in that order;
- digivolution cards counted as the cards under this Digimon: this Digimon's digivolution cards;
- a Digimon's DP bounded by this Digimon's, in the longer wording: at_most_self=dp.

BT13-025 is hand-written (decks/data/effects_overrides.txt): the name it looks for has a full stop inside its
brackets; its [When Digivolving] play is played here with and without that Tamer in the battle area.

Each full card's generated lines are checked against the reading of its printed text (written here by hand);
the timing of either security stack and the condition all_security<= are played in hand-built positions.
test_compile_effects.py counts these readings as exercised."""
from effect_positions import Side, Slot, build, full, lines_of, ok, script

from simcore import engine as E

VALKYRIMON = "BT16-013"    # Lv.6, 12000 DP: a card leaving either security stack: delete an 8000 DP or lower one
KUDAMON = "BT13-034"       # Lv.3; inherited: when attacking, -2000 DP while both security stacks hold 6 or fewer
AGUMON = "ST1-03"          # Lv.3, 2000 DP (+1000 on its own turn, inherited only)
METALTYRANNOMON = "BT1-024"   # Lv.5, 10000 DP, no text
LOADERLEOMON = "BT1-042"   # Lv.5, 10000 DP, no text
SCRAP_CLAW = "BT1-091"     # an option with no [Security] effect: a plain security card
GAOGAMON = "BT13-025"      # Lv.4 blue, from blue Lv.3 for 2: may play the Tamer below when you have none of that name
THOMAS = "BT13-097"        # Tamer, blue, cost 4 (no [On Play])
GOMAMON = "ST2-02"         # Lv.3 blue, no text

FULL_LINES = {
    "BT13-003": [
        "BT13-003 inherited own_security_removed your_turn once_per_turn : jamming target=own count=1 duration=turn",
    ],
    "BT13-034": [
        "BT13-034 main on_play : reveal_add_two 3 color=yellow kind=digimon trait=vaccine ; then and_add color=yellow kind=tamer",
        "BT13-034 inherited when_attacking once_per_turn if=all_security<=6 : dp -2000 target=opponent count=1 duration=turn",
    ],
    "BT13-036": [
        "BT13-036 main own_security_removed your_turn once_per_turn : memory +1",
        "BT13-036 inherited when_attacking once_per_turn if=all_security<=6 : dp -2000 target=opponent count=1 duration=turn",
    ],
    "BT13-037": [
        "BT13-037 main when_attacking optional : trash_own_security 1 ; then dp -4000 target=opponent count=1 duration=turn",
        "BT13-037 inherited when_attacking once_per_turn if=all_security<=6 : dp -2000 target=opponent count=1 duration=turn",
    ],
    "BT13-038": [
        "BT13-038 main when_attacking optional : trash_own_security 1 ; then security_attack -2 target=opponent count=1 duration=opponents_next_turn",
        "BT13-038 inherited when_attacking once_per_turn if=all_security<=6 : dp -2000 target=opponent count=1 duration=turn",
    ],
    "BT13-044": [
        "BT13-044 main static : blocker target=self",
        "BT13-044 main when_digivolving optional : trash_own_security 1 ; then dp -6000 target=opponent count=1 duration=opponents_next_turn",
        "BT13-044 main own_security_removed once_per_turn optional : play_from_hand kind=tamer color=yellow",
    ],
    "BT15-038": [
        "BT15-038 main hand_counter optional : digivolve_from_hand target=own",
        "BT15-038 main on_play optional : trash_own_security 1 filter=top_or_bottom ; then dp -6000 target=opponent count=1 duration=opponents_next_turn",
        "BT15-038 main when_digivolving optional : trash_own_security 1 filter=top_or_bottom ; then dp -6000 target=opponent count=1 duration=opponents_next_turn",
        "BT15-038 main own_security_removed once_per_turn if=own_security<=3 : recovery 1",
        "BT15-038 main static : overflow 3",
    ],
    "BT16-013": [
        "BT16-013 main hand_counter optional : digivolve_from_hand target=own",
        "BT16-013 main on_play : dp -5000 target=all_opponent duration=turn",
        "BT16-013 main when_digivolving : dp -5000 target=all_opponent duration=turn",
        "BT16-013 main own_security_removed once_per_turn : delete target=opponent count=1 dp<=8000 ; then if=not_deleted security_attack +1 target=self duration=your_turn_end",
        "BT16-013 main opponent_security_removed once_per_turn : delete target=opponent count=1 dp<=8000 ; then if=not_deleted security_attack +1 target=self duration=your_turn_end",
        "BT16-013 main static : overflow 4",
    ],
    "BT18-099": [
        "BT18-099 main static : ignore_color_requirements kind=digimon text~knightmon",
        "BT18-099 main main : keyword attacks_at_main_phase_start target=opponent count=1 duration=opponents_next_turn ; then place_in_battle_area",
        "BT18-099 main attack_target_switched optional : delay ; then piercing target=own count=1 duration=your_turn_end ; then security_attack +1 target=own count=1 filter=same_targets duration=your_turn_end",
        "BT18-099 security security : play_from_trash kind=digimon level<=5 text~knightmon filter=may ; then place_in_battle_area",
    ],
    "BT6-032": [
        "BT6-032 inherited own_security_removed your_turn once_per_turn : draw 1",
    ],
    "BT6-034": [
        "BT6-034 inherited own_security_removed your_turn once_per_turn : memory +1",
    ],
    "BT6-040": [
        "BT6-040 inherited own_security_removed your_turn once_per_turn : dp -2000 target=opponent count=1 duration=turn",
    ],
    "BT8-108": [
        "BT8-108 main main : trash_deck_top 2 ; then draw 1 ; then place_in_battle_area",
        "BT8-108 main activated : delay ; then memory +2",
        "BT8-108 security security : place_in_battle_area",
    ],
    "EX5-028": [
        "EX5-028 main on_play if=all_security<=6 optional : play_from_hand kind=tamer color=yellow",
        "EX5-028 inherited when_attacking once_per_turn if=all_security<=6 : dp -2000 target=opponent count=1 duration=turn",
    ],
    "EX7-029": [
        "EX7-029 main hand_counter optional : digivolve_from_hand target=own",
        "EX7-029 main on_play : dp -8000 target=opponent count=2 filter=suspended duration=turn",
        "EX7-029 main when_digivolving : dp -8000 target=opponent count=2 filter=suspended duration=turn",
        "EX7-029 main when_digivolving once_per_turn : suspend target=opponent count=1 ; then if=opponent_no_unsuspended_digimon unsuspend target=self",
        "EX7-029 main when_attacking once_per_turn : suspend target=opponent count=1 ; then if=opponent_no_unsuspended_digimon unsuspend target=self",
        "EX7-029 main static : overflow 4",
    ],
    "RB1-018": [
        "RB1-018 main on_play optional : place_from_trash_under_cost 1 kind=digimon name~numemon target=self ; then memory +2",
        "RB1-018 main on_play : security_attack -1 target=opponent count=1 duration=opponents_next_turn ; then dp -3000 target=opponent count=1 filter=same_targets duration=opponents_next_turn",
        "RB1-018 main when_digivolving : security_attack -1 target=opponent count=1 duration=opponents_next_turn ; then dp -3000 target=opponent count=1 filter=same_targets duration=opponents_next_turn",
        "RB1-018 inherited static your_turn if=this_has : security_attack +1 target=self name~monzaemon|numemon",
    ],
    "BT13-025": [
        "BT13-025 main when_digivolving if=own_lacks_name=thomas_h._norstein optional : play_from_hand kind=tamer "
        "name=thomas_h._norstein",
        "BT13-025 inherited static if=opponent_hand>=8 : dp +1000 target=self",
    ],
    "RB1-010": [
        "RB1-010 main when_digivolving optional : place_under_cost 1 kind=digimon text~gammamon target=self ; then "
        "delete target=opponent count=1 at_most_self=dp",
        "RB1-010 main opponent_digimon_deleted your_turn once_per_turn optional : unsuspend target=self",
    ],
}


def test_full_cards_and_their_lines():
    for card, lines in FULL_LINES.items():
        assert lines_of(card) == lines, card
        assert full(card), card


def test_valkyrimon_deletes_when_the_opponents_security_loses_a_card_once_per_turn():
    pos = build(Side(battle=[VALKYRIMON], deck=[AGUMON]),
                Side(battle=[AGUMON, AGUMON], security=[SCRAP_CLAW] * 3, deck=[AGUMON]))
    pos.attack(0, 1)
    assert pos.battle(1) == [[AGUMON]]          # the check took a card from their stack: one Agumon deleted
    assert sorted(pos.trash(1)) == sorted([SCRAP_CLAW, AGUMON])
    assert pos.security_attack(0, 1) == 1       # it deleted: no <Security A. +1>
    pos.st.susp[0, 1] = 0
    pos.attack(0, 1)
    assert pos.battle(1) == [[AGUMON]]          # once per turn
    ok(pos)


def test_valkyrimon_gains_security_attack_through_your_next_turn_when_it_deletes_nothing():
    pos = build(Side(battle=[VALKYRIMON], security=[SCRAP_CLAW] * 3, deck=[AGUMON]),
                Side(battle=[METALTYRANNOMON], deck=[AGUMON]), turn=4, current=1)
    pos.attack(1, 1)                            # the opponent's attack checks one of your security cards
    assert len(pos.security(0)) == 2
    assert pos.battle(1) == [[METALTYRANNOMON]]   # 10000 DP: nothing of 8000 DP or lower to delete
    assert pos.security_attack(0, 1) == 2
    pos.next_turn()                             # your turn: it lasts
    assert pos.security_attack(0, 1) == 2
    pos.next_turn()                             # gone once your turn has ended
    assert pos.security_attack(0, 1) == 1
    ok(pos)


def _kudamon_attacks(own_security):
    pos = build(Side(battle=[Slot([KUDAMON, METALTYRANNOMON])], security=[SCRAP_CLAW] * own_security, deck=[AGUMON]),
                Side(battle=[LOADERLEOMON], security=[SCRAP_CLAW] * 3, deck=[AGUMON]))
    pos.attack(0, 1)
    ok(pos)
    return pos.dp(1, 1)


def test_kudamon_inherited_cuts_2000_dp_while_both_security_stacks_hold_6_or_fewer():
    assert _kudamon_attacks(3) == 10000 - 2000   # 3 + 3 when it attacks
    assert _kudamon_attacks(4) == 10000          # 4 + 3: the condition fails


def _gaogamon_digivolves(battle):
    pos = build(Side(battle=battle, hand=[GAOGAMON, THOMAS], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, GAOGAMON, 1)
    E.settle(pos.st, pos.tb)
    ok(pos)
    return pos


def test_gaogamon_plays_the_tamer_free_only_while_you_have_none_of_that_name():
    pos = _gaogamon_digivolves([GOMAMON])
    assert pos.battle(0) == [[GOMAMON, GAOGAMON], [THOMAS]]
    assert pos.hand(0) == [AGUMON] and pos.memory(0) == 5 - 2   # the digivolution's draw; the Tamer free
    pos = _gaogamon_digivolves([GOMAMON, THOMAS])
    assert pos.battle(0) == [[GOMAMON, GAOGAMON], [THOMAS]]
    assert sorted(pos.hand(0)) == sorted([THOMAS, AGUMON])   # one of that name in play: it stays in the hand

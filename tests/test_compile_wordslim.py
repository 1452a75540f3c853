"""Hand-written lines (decks/data/effects_overrides.txt) that make cards full with words the engine already has:
BT18-093 Violet Inboots (a start-of-main-phase draw paid by trashing an option or a card of two traits),
BT14-085 Mimi Tachikawa (on your turn, when an effect suspends a Digimon, the Tamer suspends itself for 1 memory:
`any_digimon_suspended` with `if=suspended_by_effect` on its first clause), BT21-051 Puppetmon (a de-digivolution,
then a suspended Digimon to the deck bottom) and ST10-12 LadyDevimon (a hand card trashed to reveal 3 and take a
yellow and a purple angel card) and BT14-084 T.K. Takaishi (the top security card to the hand pays for placing a yellow
[Vaccine] card under the security stack) and RB1-001 Gurimon (a draw when an effect places a card under the Digimon, as
BT7-056's memory)."""
import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import ok
from simcore import engine as E

from decks.effects import hand_written_effects

VIOLET = "BT18-093"
PUPPETMON = "BT21-051"
LADYDEVIMON = "ST10-12"
TK = "BT14-084"
GURIMON = "RB1-001"
MIMI = "BT14-085"
KUWAGAMON = "BT1-070"    # Lv.4, cost 4; On Play: suspend 1 of the opponent's Digimon
AGUMON = "ST1-03"        # Lv.3, 2000 DP
VORVOMON = "BT2-011"     # Lv.3, no text


def test_encoded_lines():
    assert {VIOLET, MIMI} <= set(hand_written_effects())
    assert full(VIOLET) and full(MIMI)
    assert lines_of(VIOLET) == [
        "BT18-093 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "BT18-093 main start_of_your_main_phase optional : trash_from_hand_cost 1 "
        "any=kind:option|trait:ghost|trait:three_musketeers ; then draw 1",
        "BT18-093 security security : play_self"]
    assert lines_of(MIMI) == [
        "BT14-085 main on_play : reveal_add_one 3 kind=digimon trait~vegetation|plant|fairy",
        "BT14-085 main any_digimon_suspended your_turn if=suspended_by_effect optional : suspend_self_cost ; "
        "then memory +1",
        "BT14-085 security security : play_self"]
    assert {PUPPETMON, LADYDEVIMON} <= set(hand_written_effects())
    assert full(PUPPETMON) and full(LADYDEVIMON)
    assert lines_of(PUPPETMON) == [
        "BT21-051 main hand_counter optional : digivolve_from_hand target=own",
        "BT21-051 main static : reboot target=self",
        "BT21-051 main static : blocker target=self",
        "BT21-051 main on_play : de_digivolve 2 target=opponent count=1 ; then to_deck_bottom target=opponent count=1 "
        "filter=suspended",
        "BT21-051 main when_digivolving : de_digivolve 2 target=opponent count=1 ; then to_deck_bottom "
        "target=opponent count=1 filter=suspended",
        "BT21-051 main static : overflow 4"]
    assert lines_of(LADYDEVIMON) == [
        "ST10-12 main when_digivolving optional : trash_from_hand_cost 1 ; then reveal_add_two 3 color=yellow "
        "trait~angel|archangel|fallen_angel ; then and_add color=purple trait~angel|archangel|fallen_angel",
        "ST10-12 inherited static your_turn : retaliation target=all_own color=yellow"]
    assert TK in hand_written_effects() and full(TK)
    assert lines_of(TK) == [
        "BT14-084 main on_play optional : security_top_to_hand ; then hand_to_security 1 color=yellow trait=vaccine "
        "target=player filter=bottom",
        "BT14-084 main own_security_added your_turn optional : suspend_self_cost ; then memory +1",
        "BT14-084 security security : play_self"]
    assert GURIMON in hand_written_effects() and full(GURIMON)
    assert lines_of(GURIMON) == ["RB1-001 inherited cards_placed_under your_turn once_per_turn : draw 1"]


def test_mimi_gains_memory_when_an_effect_suspends_a_digimon():
    pos = effect_positions.build(Side(battle=[MIMI], hand=[KUWAGAMON], deck=[AGUMON]),
                                 Side(battle=[VORVOMON], deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.play(0, KUWAGAMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(1, 1)           # Kuwagamon's On Play
    assert pos.suspended(0, 1)           # Mimi paid by suspending herself
    assert pos.memory(0) == 5 - 4 + 1
    ok(pos)


def test_mimi_ignores_a_suspension_by_an_attack():
    pos = effect_positions.build(Side(battle=[MIMI, AGUMON], deck=[AGUMON]),
                                 Side(battle=[VORVOMON], security=[AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 2)           # the attacker
    assert not pos.suspended(0, 1)       # Mimi: no effect suspended it
    assert pos.memory(0) == 3
    ok(pos)

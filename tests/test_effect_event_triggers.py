"""Timings written as a "When ..." sentence opening that name another event:
- own_hand_trashed: one of your effects (a cost too) trashed a card from your hand (BT6-006 Tsunomon draws,
  BT14-070 Goblimon and BT14-073 Ogremon gain memory, once per turn each);
- own_option_used with the option's cost as the condition cause_cost>= (EX2-003 Viximon: an option of cost 2 or
  more), and an option used by either player (BT3-096 Mimi Tachikawa: own_option_used and opponent_option_used);
- own_tamer_played with the Tamer's colour (BT11-023 Veemon: a blue Tamer);
- a card of a trait played, Digimon or Tamer (BT14-071 Loogamon: own_digimon_played and own_tamer_played sharing
  one use per turn);
- "an opponent's Digimon is deleted" (ST7-05 Growlmon, opponent_digimon_deleted);
- own_tamer_digivolved: one of your Tamers digivolved into a Digimon (BT7-081 Bokomon gains 2 memory);
- "one of your Digimon with [X] in its name becomes suspended" (EX3-037 Dracomon, own_digimon_suspended)."""
import json

import effect_positions
from decks.effects import load_effects
from decks.tools import compile_effects as ce
from effect_positions import Side, script, answered
from positions import Slot, ok
from simcore import engine as E

TSUNOMON = "BT6-006"      # Digi-Egg, inherited: one of your effects trashes a card in your hand: draw 1
GOBLIMON = "BT14-070"     # Lv.3, inherited: the same event, gain 1 memory
OGREMON = "BT14-073"      # Lv.4, its own text and inherited: the same event, gain 1 memory
LABRAMON = "BT4-079"      # Lv.3 purple, cost 3, [On Play] draw 1, then trash 1 card in your hand
VORVOMON = "BT2-011"      # Lv.3 red, cost 4, no text
VIXIMON = "EX2-003"       # Digi-Egg, inherited: an option of cost 2 or more used: draw 1
RENAMON = "EX2-019"       # Lv.3 yellow
VEEMON = "BT11-023"       # Lv.3 blue, inherited: a blue Tamer played: gain 1 memory
BORING_STORM = "BT1-097"  # blue option, cost 1: draw 1
HOLY_WAVE = "BT1-107"     # yellow option, cost 6: recovery +1 from the deck
MIMI = "BT3-096"          # Tamer: a player uses an option card: may suspend her to gain 1 memory
KOKATORIMON = "BT1-014"   # Lv.4 red, no text
BLUE_TAMER = "ST2-12"     # blue Tamer, cost 2 (its text at the start of your turn)
YELLOW_TAMER = "BT2-087"  # yellow Tamer, cost 3 (its text at the start of your turn)
LOOGAMON = "BT14-071"     # Lv.3, inherited: a [Dark Animal] or [SoC] card played: gain 1 memory
DOBERMON = "BT4-082"      # Lv.4 purple [Dark Animal], cost 6, no text
SOC_TAMER = "BT17-091"    # purple [SoC] Tamer, cost 4 (its text at the start of your turn)
GROWLMON = "ST7-05"       # Lv.4, inherited: an opponent's Digimon deleted: gain 1 memory
METALGREYMON = "ST1-09"   # Lv.5, 7000 DP
BOKOMON = "BT7-081"       # Lv.3: one of your Tamers digivolves: gain 2 memory (once per turn, your turn)
TAKUYA = "BT21-082"       # Tamer, [Takuya Kanbara]
AGUNIMON = "BT18-011"     # Lv.4, digivolves from [Takuya Kanbara] for 2
DRACOMON = "EX3-037"      # Lv.3, inherited: one of your Digimon with [Dramon] or [Examon] in its name suspends: +1000


def _compiled(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    reading = ce.read_card(record)
    assert not reading.unmodeled
    return reading.lines


def test_encoded_lines():
    assert _compiled(TSUNOMON) == ["BT6-006 inherited own_hand_trashed your_turn once_per_turn : draw 1"]
    assert _compiled(GOBLIMON) == ["BT14-070 inherited own_hand_trashed your_turn once_per_turn : memory +1"]
    assert _compiled(VIXIMON) == ["EX2-003 inherited own_option_used your_turn once_per_turn if=cause_cost>=2 : draw 1"]
    assert _compiled(MIMI) == ["BT3-096 main own_option_used optional : suspend_self_cost ; then memory +1",
                               "BT3-096 main opponent_option_used optional : suspend_self_cost ; then memory +1",
                               "BT3-096 security security : play_self"]
    assert _compiled(VEEMON)[1] == "BT11-023 inherited own_tamer_played your_turn once_per_turn card.color=blue : memory +1"
    assert _compiled(LOOGAMON)[1:] == [
        "BT14-071 inherited own_digimon_played your_turn once_per_turn card.trait=dark_animal|soc : memory +1",
        "BT14-071 inherited own_tamer_played your_turn once_per_turn card.trait=dark_animal|soc : memory +1"]
    assert _compiled(GROWLMON) == ["ST7-05 inherited opponent_digimon_deleted your_turn once_per_turn : memory +1"]
    assert _compiled(BOKOMON)[1] == "BT7-081 main own_tamer_digivolved your_turn once_per_turn : memory +2"
    assert _compiled(DRACOMON)[1] == ("EX3-037 inherited own_digimon_suspended once_per_turn card.name~dramon|examon : "
                                      "dp +1000 target=self duration=turn")
    effects = load_effects()
    for number in (TSUNOMON, GOBLIMON, OGREMON, VIXIMON, MIMI, VEEMON, LOOGAMON, GROWLMON, "EX2-004", BOKOMON, DRACOMON):
        assert not effects[number].unmodeled


def test_own_effect_trashing_a_hand_card_draws_once_per_turn():
    pos = effect_positions.build(Side(battle=[Slot([TSUNOMON, GOBLIMON])], hand=[LABRAMON, LABRAMON, VORVOMON],
                                      deck=[VORVOMON, VORVOMON, VORVOMON]), Side(deck=[VORVOMON]), memory=8)
    pos.play(0, LABRAMON)
    E.settle(pos.st, pos.tb)
    # Labramon draws 1 and trashes 1 card of the hand; Tsunomon's inherited effect draws 1 (Goblimon is the top
    # card: its own inherited effect does not work)
    assert len(pos.trash(0)) == 1 and len(pos.deck(0)) == 1
    assert len(pos.hand(0)) == 3
    assert pos.memory(0) == 5
    pos.play(0, LABRAMON)
    E.settle(pos.st, pos.tb)
    assert len(pos.trash(0)) == 2 and pos.deck(0) == []   # once per turn: no second draw
    assert len(pos.hand(0)) == 2
    ok(pos)


def test_own_effect_trashing_a_hand_card_gains_memory():
    pos = effect_positions.build(Side(battle=[Slot([GOBLIMON, OGREMON])], hand=[LABRAMON, VORVOMON],
                                      deck=[VORVOMON]), Side(deck=[VORVOMON]), memory=5)
    pos.play(0, LABRAMON)
    E.settle(pos.st, pos.tb)
    assert len(pos.trash(0)) == 1
    assert pos.memory(0) == 5 - 3 + 1 + 1   # Goblimon's inherited effect and Ogremon's own: 1 memory each
    ok(pos)


def test_option_of_cost_two_or_more_draws():
    pos = effect_positions.build(Side(battle=[Slot([VIXIMON, RENAMON]), VEEMON], hand=[BORING_STORM, HOLY_WAVE],
                                      deck=[VORVOMON, VORVOMON, VORVOMON, VORVOMON]), Side(deck=[VORVOMON]),
                                 memory=10)
    pos.use_option(0, BORING_STORM)   # cost 1: its own draw only
    E.settle(pos.st, pos.tb)
    assert len(pos.deck(0)) == 3 and len(pos.hand(0)) == 2
    assert pos.memory(0) == 9
    pos.use_option(0, HOLY_WAVE)      # cost 6: the deck's top card to security, then Viximon draws 1
    E.settle(pos.st, pos.tb)
    assert len(pos.security(0)) == 1 and len(pos.deck(0)) == 1 and pos.hand(0) == [VORVOMON, VORVOMON]
    assert pos.memory(0) == 3
    assert pos.trash(0) == [BORING_STORM, HOLY_WAVE]
    ok(pos)


def test_option_used_by_either_player():
    pos = effect_positions.build(Side(battle=[VEEMON], hand=[BORING_STORM, BORING_STORM], deck=[VORVOMON, VORVOMON]),
                                 Side(battle=[MIMI], deck=[VORVOMON]), memory=4)
    script(pos, 1, True)
    pos.use_option(0, BORING_STORM)   # the opponent's option: Mimi's player suspends her, gains 1 memory
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(1, 1)
    assert pos.memory(0) == 4 - 1 - 1
    assert len(pos.hand(0)) == 2
    ok(pos)


def test_own_option_used_mimi():
    pos = effect_positions.build(Side(battle=[MIMI, VEEMON], hand=[BORING_STORM], deck=[VORVOMON]),
                                 Side(deck=[VORVOMON]), memory=4)
    script(pos, 0, True)
    pos.use_option(0, BORING_STORM)   # her player's own option: she is suspended for 1 memory
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.memory(0) == 4 - 1 + 1
    assert pos.hand(0) == [VORVOMON]
    ok(pos)


def test_blue_tamer_played_gains_memory():
    pos = effect_positions.build(Side(battle=[Slot([VEEMON, KOKATORIMON])], hand=[YELLOW_TAMER, BLUE_TAMER]),
                                 Side(deck=[VORVOMON]), memory=7)
    pos.play(0, YELLOW_TAMER)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 4   # not blue: nothing
    pos.play(0, BLUE_TAMER)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 4 - 2 + 1
    ok(pos)


def test_trait_card_played_digimon():
    pos = effect_positions.build(Side(battle=[Slot([LOOGAMON, KOKATORIMON])], hand=[VORVOMON, DOBERMON]),
                                 Side(deck=[VORVOMON]), memory=10)
    pos.play(0, VORVOMON)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 6   # no [Dark Animal] or [SoC] trait: nothing
    pos.play(0, DOBERMON)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 6 - 6 + 1
    ok(pos)


def test_trait_card_played_tamer_then_once_per_turn():
    pos = effect_positions.build(Side(battle=[Slot([LOOGAMON, KOKATORIMON])], hand=[SOC_TAMER, DOBERMON]),
                                 Side(deck=[VORVOMON]), memory=10)
    pos.play(0, SOC_TAMER)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 10 - 4 + 1
    pos.play(0, DOBERMON)   # the same effect, its other timing: spent for the turn
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 7 - 6
    ok(pos)


def test_opponent_digimon_deleted_gains_memory():
    pos = effect_positions.build(Side(battle=[Slot([GROWLMON, METALGREYMON])], deck=[VORVOMON]),
                                 Side(battle=[Slot(VORVOMON, suspended=True)], deck=[VORVOMON]), memory=3)
    pos.attack(0, 1, 1)   # MetalGreymon 7000 deletes Vorvomon 5000
    E.settle(pos.st, pos.tb)
    assert pos.trash(1) == [VORVOMON]
    assert pos.memory(0) == 4
    ok(pos)


def test_tamer_digivolving_gains_memory():
    pos = effect_positions.build(Side(battle=[BOKOMON, TAKUYA], hand=[AGUNIMON], deck=[VORVOMON, VORVOMON]),
                                 Side(battle=[VORVOMON]), memory=3)
    script(pos, 0, False)   # Agunimon's [When Digivolving] "you may" declined
    pos.digivolve(0, AGUNIMON, 2)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[BOKOMON], [TAKUYA, AGUNIMON]]
    assert pos.memory(0) == 3 - 2 + 2
    ok(pos)


def test_named_digimon_suspending_gives_dp():
    # slot 1: Dracomon under Seadramon (4000 DP); slot 2: Kokatorimon (4000 DP), no [Dramon] in its name
    pos = effect_positions.build(Side(battle=[Slot([DRACOMON, "BT2-024"]), KOKATORIMON], deck=[VORVOMON]),
                                 Side(security=["BT1-091", "BT1-091", "BT1-091"], deck=[VORVOMON]), memory=3)
    assert pos.dp(0, 1) == 4000
    pos.attack(0, 2)   # Kokatorimon suspends: nothing
    E.settle(pos.st, pos.tb)
    assert pos.dp(0, 1) == 4000
    pos.attack(0, 1)   # Seadramon suspends: its inherited Dracomon effect, +1000 for the turn
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1)
    assert pos.dp(0, 1) == 5000
    ok(pos)

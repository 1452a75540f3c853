"""BT4-027 KendoGarurumon, BT5-105 Ultimate Flare, BT7-101 Thunder Laser, BT4-086 Cerberusmon: Werewolf Mode,
BT5-065 (a [Security] play after the battle, with <Blocker>), BT8-067 MetalGreymon, BT3-034 Lopmon, BT6-068 Impmon,
BT7-023 Korikakumon, BT7-038 JetSilphymon, ST7-03 Guilmon,
ST8-04 Veemon, BT8-089 Cody Hida, BT8-088 Davis & Ken , BT2-086 Rina
Shinomiya, BT3-092 BelialMyotismon and BT4-048
WarGreymon:
read with words the engine already has.

- the compiler drops the old sentence that trashes the digivolution cards of a Digimon returned to the hand (a
  `bounce` does so anyway), but not after a return to the deck (`to_deck_bottom` keeps them with the card);
- "<De-Digivolve N> on 1 of your opponent's Digimon. (reminder)" reads as the keyword on that Digimon, and "all of
  your opponent's Digimon with play costs of N or less" as the singular's `cost<=N`;
- "if a card with [X] in its traits or [Y] is in this Digimon's digivolution cards" is
  `if=named_digivolution_cards>=1 any=in_trait:x|named:y`, and "until the end of their next turn" (said of the
  opponent's cards) is `duration=opponents_next_turn` (BT7-023 Korikakumon);
- the cost cut of a digivolution into this card in the hand from a Digimon with a Tamer card beneath it is
  `digivolve_cost_down N target=into_this` under
  `if=tamer_beneath` (BT7-038, and the same sentence of BT7-025, BT7-051, BT7-075), and "if a card with [X] in its
  traits is in this Digimon's digivolution cards" `if=named_digivolution_cards>=1 any=in_trait:x`;
- Guilmon's and Veemon's digivolution into [Gallantmon] / [UlforceVeedramon] for 4, ignoring the requirements, while
  the opponent has a level 6 or higher Digimon: `digivolve_into_while 4` under `if=opponent_level>=6`;
- "one of your Digimon with 2 or more colors" as the timing's card filter `card.any=colors:2|colors:3` (BT8-089's
  attack, BT8-088's digivolution, each paid by suspending the Tamer);
- "place the remaining cards on the bottom of your deck" as "at the bottom" (BT2-086's reveal);
- memory for each other Digimon deleted: 1 memory for each deletion of a Digimon of
  either side (own_digimon_deleted and opponent_digimon_deleted, `card.kind=digimon`, each queued once a card);
- a Digimon with a trait that may also attack unsuspended Digimon is the keyword
  attacks_unsuspended under `if=this_has` (MetalGreymon's inherited effect);
- Thunder Laser's condition is `if=own_digimon_has` with a `this_trait~` match (the suspend picks any Digimon);
- Werewolf Mode's cost deletes one of your Digimon named exactly Cerberusmon."""
import json

import effect_positions
from effect_positions import Side, Slot, answered, full, lines_of, script
from positions import ok
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.layout import A_DIGIVOLVE

KENDOGARURUMON = "BT4-027"   # Lv.4 blue [Hybrid], 6000 DP; When Attacking: return 1 level 3 Digimon
ULTIMATE_FLARE = "BT5-105"   # black option, cost 8
THUNDER_LASER = "BT7-101"    # green option, cost 1
WEREWOLF = "BT4-086"         # Lv.5 purple, cost 9, <Rush>; On Play: may delete 1 of your [Cerberusmon]: 9 memory
BT5_065 = "BT5-065"          # Lv.4, 5000 DP; [Security] played after the battle; <Blocker>; can't attack on your turn

AGUMON = "BT3-007"           # Lv.3, cost 2, 4000 DP, no text
GABUMON = "BT4-076"          # Lv.3, cost 3, 4000 DP, no text
VORVOMON = "BT2-011"         # Lv.3, cost 4, no text
GORILLAMON = "BT1-037"       # Lv.4 blue, cost 6, 6000 DP, no text
NUMEMON = "BT2-056"          # Lv.4 black, cost 3, no text
VEGIEMON = "BT1-071"         # Lv.4 green (no [Hybrid]), no text
CERBERUSMON = "BT1-039"      # Lv.5 purple, named exactly Cerberusmon
METALGREYMON = "BT8-067"     # Lv.5 black/red, from a black or red Lv.4 for 4
LOPMON = "BT3-034"           # Lv.3 yellow, cost 3
IMPMON = "BT6-068"           # Lv.3 purple, cost 3
AGUMON_1000 = "BT2-043"      # Lv.3, 1000 DP, its only text inherited
LOADERLEOMON = "BT1-042"     # Lv.5 [Machine], no text
MEGADRAMON = "BT2-060"       # Lv.5 [Cyborg], no text
BEELZEMON = "BT12-085"       # [Seven Great Demon Lords] among its traits
MAGNAKIDMON = "BT6-017"      # [Three Musketeers] among its traits
KORIKAKUMON = "BT7-023"      # Lv.4 blue [Hybrid], from a blue Lv.4 for 1
SEADRAMON = "BT2-024"        # Lv.4 blue, no text
JETSILPHYMON = "BT7-038"     # Lv.5 yellow [Hybrid], from a yellow Lv.4 for 3
ZOE = "BT7-088"              # yellow Tamer
ZEPHYRMON = "BT7-036"        # Lv.4 yellow [Hybrid]
REPPAMON = "BT1-051"         # Lv.4 yellow, no text
GUILMON = "ST7-03"           # Lv.3 red
VEEMON = "ST8-04"            # Lv.3 blue
GALLANTMON = "ST7-09"        # Lv.6 red, from a red Lv.5 for 3
ULFORCEVEEDRAMON = "ST8-10"  # Lv.6 blue, from a blue Lv.5 for 4
TITAMON = "BT1-080"          # Lv.6, no text
CODY = "BT8-089"             # yellow Tamer
DAVIS_KEN = "BT8-088"        # blue/green Tamer
RINA = "BT2-086"             # blue Tamer
BELIALMYOTISMON = "BT3-092"  # Lv.6, <Piercing>
WARGREYMON = "BT4-048"       # Lv.6 yellow, 11000 DP
DECK = "ST1-03"


def test_encoded_lines():
    for card in (KENDOGARURUMON, ULTIMATE_FLARE, THUNDER_LASER, WEREWOLF, BT5_065):
        assert full(card), card
    assert lines_of(KENDOGARURUMON) == [
        "BT4-027 main when_attacking : bounce target=opponent count=1 level<=3 level>=3"]
    assert lines_of(ULTIMATE_FLARE) == [
        "BT5-105 main main : de_digivolve 3 target=opponent count=1 ; then delete target=all_opponent cost<=3",
        "BT5-105 security security : activate_main"]
    assert lines_of(THUNDER_LASER) == [
        "BT7-101 main main if=own_digimon_has : suspend target=opponent count=1 this_trait~hybrid|ten_warriors",
        "BT7-101 security security : add_self_to_hand"]
    assert lines_of(WEREWOLF) == [
        "BT4-086 main static : rush target=self",
        "BT4-086 main on_play optional : delete_own_cost name=cerberusmon ; then memory +9"]
    assert lines_of(METALGREYMON) == [
        "BT8-067 main when_digivolving : de_digivolve 1 target=opponent count=1 ; then delete target=opponent count=1 "
        "dp<=3000",
        "BT8-067 inherited static your_turn if=this_has : keyword attacks_unsuspended target=self trait~dragonkin|machine"]
    assert lines_of(LOPMON) == ["BT3-034 main on_play optional : security_top_to_hand ; then draw 1"]
    assert lines_of(IMPMON) == ["BT6-068 main on_play optional : trash_from_hand_cost 1 ; then return_from_trash "
                                "kind=digimon trait~seven_great_demon_lords|three_musketeers"]
    assert lines_of(KORIKAKUMON) == [
        "BT7-023 main when_digivolving if=named_digivolution_cards>=1 : cant_attack_or_block target=opponent count=1 "
        "filter=no_digivolution_cards duration=opponents_next_turn any=in_trait:hybrid|named:tommy_himi"]
    assert lines_of(JETSILPHYMON) == [
        "BT7-038 main static if=tamer_beneath : digivolve_cost_down 2 target=into_this",
        "BT7-038 main when_digivolving if=named_digivolution_cards>=1 : recovery 1 any=in_trait:hybrid"]
    assert "BT7-025 main static if=tamer_beneath : digivolve_cost_down 2 target=into_this" in _reading("BT7-025").lines
    assert lines_of(GUILMON) == [
        "ST7-03 main static your_turn if=opponent_level>=6 : digivolve_into_while 4 base_name=gallantmon",
        "ST7-03 inherited opponent_digimon_deleted your_turn once_per_turn : draw 1"]
    assert lines_of(VEEMON) == [
        "ST8-04 main static your_turn if=opponent_level>=6 : digivolve_into_while 4 base_name=ulforceveedramon",
        "ST8-04 inherited when_attacking if=own_hand<=7 : draw 1"]
    assert lines_of(CODY) == [
        "BT8-089 main start_of_your_main_phase if=own_has : memory +1 color=yellow kind=digimon",
        "BT8-089 main own_digimon_attacks your_turn optional card.any=colors:2|colors:3 : suspend_self_cost ; then dp "
        "-2000 target=opponent count=1 duration=turn",
        "BT8-089 security security : play_self"]
    assert lines_of(DAVIS_KEN) == [
        "BT8-088 main start_of_your_main_phase if=own_has : memory +1 color=blue kind=digimon",
        "BT8-088 main start_of_your_main_phase if=own_has : memory +1 color=green kind=digimon",
        "BT8-088 main own_digimon_digivolved your_turn optional card.any=colors:2|colors:3 : suspend_self_cost ; then "
        "unsuspend target=event",
        "BT8-088 security security : play_self"]
    assert lines_of(RINA) == [
        "BT2-086 main own_digimon_attacks your_turn optional card.color=blue : suspend_self_cost ; then dp +1000 "
        "target=event duration=turn",
        "BT2-086 main on_play : reveal_add_one 3 kind=digimon name~vee",
        "BT2-086 security security : play_self"]
    assert lines_of(BELIALMYOTISMON) == [
        "BT3-092 main static : piercing target=self",
        "BT3-092 main own_digimon_deleted card.kind=digimon : memory +1",
        "BT3-092 main opponent_digimon_deleted card.kind=digimon : memory +1"]
    assert lines_of(WARGREYMON) == [
        "BT4-048 main when_attacking once_per_turn optional : security_top_to_hand ; then unsuspend target=self ; then "
        "dp -6000 target=opponent count=1 duration=turn"]
    for card in (METALGREYMON, LOPMON, IMPMON, KORIKAKUMON, JETSILPHYMON, GUILMON, VEEMON, CODY, DAVIS_KEN, RINA,
                 BELIALMYOTISMON, WARGREYMON):
        assert full(card), card
    assert lines_of(BT5_065) == [
        "BT5-065 security security : play_self_after_battle",
        "BT5-065 main static : blocker target=self",
        "BT5-065 main static your_turn : cant attack target=self"]


def _record(number):
    records = json.load(open(ce.DEFAULT_CARDS_JSON, encoding="utf-8"))
    return next(r for r in records if r["cardId"] == number)


def _reading(number):
    return ce.read_card(_record(number))


def test_compiler_drops_the_trash_sentence_after_a_return_to_the_hand_only():
    assert _reading("ST8-12").lines[0] == "ST8-12 main main : bounce target=opponent count=1 level<=6"
    assert _reading("ST8-12").unmodeled == []
    # a return to the bottom of the deck keeps the sentence (BT4-103): the cards would go to the trash, not the deck
    assert "trash all of the digivolution cards of that digimon" in ce.normalize(_record("BT4-103")["effectText"])


def test_compiler_reads_de_digivolve_on_and_plural_play_costs():
    # BT5-105: the older "Trigger <De-Digivolve 3> on" form with its reminder text, and "play costs" in the plural
    raw = _record("BT5-105")["effectText"].lower()
    assert "trigger" in raw and "(trash up to 3" in raw and "play costs of 3" in raw
    text = ce.normalize(raw)
    assert "<de-digivolve 3> 1 of your opponent's digimon." in text
    assert "trigger" not in text and "(trash up to" not in text and "play costs" not in text
    assert "with a play cost of 3 or less" in text
    assert _reading("BT3-018").lines == ["BT3-018 main static : piercing target=self",
                                         "BT3-018 main when_digivolving : de_digivolve 2 target=opponent count=1"]


def test_kendogarurumon_returns_a_level_3_digimon_and_trashes_its_digivolution_cards():
    pos = effect_positions.build(Side(battle=[KENDOGARURUMON], deck=[DECK]),
                                 Side(battle=[Slot([GABUMON, AGUMON]), GORILLAMON], security=[DECK], deck=[DECK]),
                                 memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.hand(1) == [AGUMON]
    assert GABUMON in pos.trash(1)
    assert [s[-1] for s in pos.battle(1)] == [GORILLAMON]   # level 4: not a target
    ok(pos)


def test_kendogarurumon_without_a_level_3_target_returns_nothing():
    pos = effect_positions.build(Side(battle=[KENDOGARURUMON], deck=[DECK]),
                                 Side(battle=[GORILLAMON], security=[DECK], deck=[DECK]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.hand(1) == [] and [s[-1] for s in pos.battle(1)] == [GORILLAMON]
    ok(pos)


def test_ultimate_flare_de_digivolves_3_then_deletes_cost_3_or_less():
    # Gorillamon's top card goes, Agumon (level 3) stops the keyword; then Agumon (cost 2) is deleted
    pos = effect_positions.build(Side(battle=[NUMEMON], hand=[ULTIMATE_FLARE], deck=[DECK]),
                                 Side(battle=[Slot([AGUMON, GORILLAMON])], deck=[DECK]), memory=8)
    pos.use_option(0, ULTIMATE_FLARE)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == []
    assert sorted(pos.trash(1)) == sorted([AGUMON, GORILLAMON])
    assert [s[-1] for s in pos.battle(0)] == [NUMEMON]   # yours are not touched (cost 3)
    assert pos.memory(0) == 0
    ok(pos)


def test_ultimate_flare_deletes_all_of_cost_3_or_less_and_spares_cost_4():
    pos = effect_positions.build(Side(battle=[NUMEMON], hand=[ULTIMATE_FLARE], deck=[DECK]),
                                 Side(battle=[AGUMON, GABUMON, VORVOMON], deck=[DECK]), memory=8)
    pos.use_option(0, ULTIMATE_FLARE)
    E.settle(pos.st, pos.tb)
    assert [s[-1] for s in pos.battle(1)] == [VORVOMON]
    assert sorted(pos.trash(1)) == sorted([AGUMON, GABUMON])
    ok(pos)


def test_thunder_laser_suspends_with_a_hybrid_digimon():
    pos = effect_positions.build(Side(battle=[VEGIEMON, KENDOGARURUMON], hand=[THUNDER_LASER], deck=[DECK]),
                                 Side(battle=[GORILLAMON], deck=[DECK]), memory=1)
    pos.use_option(0, THUNDER_LASER)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(1, 1)
    assert not pos.suspended(0, 1) and not pos.suspended(0, 2)
    ok(pos)


def test_thunder_laser_without_a_hybrid_or_ten_warriors_digimon_does_nothing():
    pos = effect_positions.build(Side(battle=[VEGIEMON], hand=[THUNDER_LASER], deck=[DECK]),
                                 Side(battle=[GORILLAMON], deck=[DECK]), memory=1)
    pos.use_option(0, THUNDER_LASER)
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(1, 1)
    ok(pos)


def test_werewolf_mode_deletes_a_cerberusmon_for_9_memory():
    pos = effect_positions.build(Side(battle=[CERBERUSMON], hand=[WEREWOLF], deck=[DECK]),
                                 Side(deck=[DECK]), memory=9)
    script(pos, 0, True)
    pos.play(0, WEREWOLF)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert [s[-1] for s in pos.battle(0)] == [WEREWOLF]
    assert pos.trash(0) == [CERBERUSMON]
    assert pos.memory(0) == 9 - 9 + 9
    ok(pos)


def test_werewolf_mode_declined_keeps_cerberusmon():
    pos = effect_positions.build(Side(battle=[CERBERUSMON], hand=[WEREWOLF], deck=[DECK]),
                                 Side(deck=[DECK]), memory=9)
    script(pos, 0, False)
    pos.play(0, WEREWOLF)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert [s[-1] for s in pos.battle(0)] == [CERBERUSMON, WEREWOLF]
    assert pos.memory(0) == 0
    ok(pos)


def test_werewolf_mode_asks_nothing_without_a_digimon_named_cerberusmon():
    # itself and another Digimon are not named exactly Cerberusmon: no cost to pay, no question
    pos = effect_positions.build(Side(battle=[GORILLAMON], hand=[WEREWOLF], deck=[DECK]),
                                 Side(deck=[DECK]), memory=9)
    script(pos, 0)
    pos.play(0, WEREWOLF)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert [s[-1] for s in pos.battle(0)] == [GORILLAMON, WEREWOLF]
    assert pos.memory(0) == 0
    assert ec.A_DELETE_OWN_COST not in [x[1] for x in pos.effects(WEREWOLF)]
    ok(pos)


def test_bt5_065_is_played_after_its_battle_and_has_blocker():
    pos = effect_positions.build(Side(battle=[Slot(GORILLAMON)], deck=[DECK]),
                                 Side(security=[DECK, BT5_065], deck=[DECK]))
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[BT5_065]]
    assert pos.security(1) == [DECK]
    assert pos.has(1, 1, ec.A_BLOCKER)
    ok(pos)


def test_metalgreymon_de_digivolves_then_deletes_3000_dp_or_less():
    # Gorillamon's top card goes; the Agumon left (1000 DP) is deleted
    pos = effect_positions.build(Side(battle=[NUMEMON], hand=[METALGREYMON], deck=[DECK]),
                                 Side(battle=[Slot([AGUMON_1000, GORILLAMON])], deck=[DECK]), memory=4)
    pos.digivolve(0, METALGREYMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == []
    assert sorted(pos.trash(1)) == sorted([AGUMON_1000, GORILLAMON])
    assert pos.battle(0) == [[NUMEMON, METALGREYMON]]
    ok(pos)


def _attack_targets(pos, s):
    return sorted(a[2] for a in pos.actions_of(0) if a[0] == L.A_ATTACK and a[1] == s and a[2] >= 0)


def test_metalgreymon_inherited_lets_a_machine_digimon_attack_unsuspended_digimon():
    opp = Side(battle=[GORILLAMON, Slot(NUMEMON, suspended=True)], security=[DECK], deck=[DECK])
    pos = effect_positions.build(Side(battle=[Slot([METALGREYMON, LOADERLEOMON]), Slot([METALGREYMON, MEGADRAMON])],
                                      deck=[DECK]), opp, memory=3)
    assert _attack_targets(pos, 1) == [1, 2]   # [Machine]: the unsuspended Gorillamon too
    assert _attack_targets(pos, 2) == [2]      # [Cyborg]: the suspended one only
    ok(pos)


def test_lopmon_takes_the_top_security_card_and_draws():
    pos = effect_positions.build(Side(hand=[LOPMON], security=[DECK, AGUMON], deck=[GABUMON]),
                                 Side(deck=[DECK]), memory=3)
    script(pos, 0, True)
    pos.play(0, LOPMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert sorted(pos.hand(0)) == sorted([AGUMON, GABUMON])
    assert pos.security(0) == [DECK]
    ok(pos)


def test_lopmon_declined_or_without_security_draws_nothing():
    pos = effect_positions.build(Side(hand=[LOPMON], security=[AGUMON], deck=[GABUMON]), Side(deck=[DECK]), memory=3)
    script(pos, 0, False)
    pos.play(0, LOPMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == [] and pos.security(0) == [AGUMON]
    pos = effect_positions.build(Side(hand=[LOPMON], deck=[GABUMON]), Side(deck=[DECK]), memory=3)
    pos.play(0, LOPMON)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [] and pos.deck(0) == [GABUMON]
    ok(pos)


def test_impmon_trashes_a_card_to_return_a_demon_lord_or_musketeer():
    pos = effect_positions.build(Side(hand=[IMPMON, AGUMON], trash=[BEELZEMON, GABUMON], deck=[DECK]),
                                 Side(deck=[DECK]), memory=3)
    script(pos, 0, True)
    pos.play(0, IMPMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == [BEELZEMON]
    assert sorted(pos.trash(0)) == sorted([AGUMON, GABUMON])
    ok(pos)
    pos = effect_positions.build(Side(hand=[IMPMON, AGUMON], trash=[MAGNAKIDMON], deck=[DECK]),
                                 Side(deck=[DECK]), memory=3)
    script(pos, 0, True)
    pos.play(0, IMPMON)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [MAGNAKIDMON] and pos.trash(0) == [AGUMON]
    ok(pos)


def test_impmon_declined_keeps_the_hand():
    pos = effect_positions.build(Side(hand=[IMPMON, AGUMON], trash=[BEELZEMON], deck=[DECK]),
                                 Side(deck=[DECK]), memory=3)
    script(pos, 0, False)
    pos.play(0, IMPMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == [AGUMON] and pos.trash(0) == [BEELZEMON]
    ok(pos)


def test_korikakumon_over_a_hybrid_card_stops_a_digimon_without_digivolution_cards():
    pos = effect_positions.build(Side(battle=[KENDOGARURUMON], hand=[KORIKAKUMON], deck=[DECK]),
                                 Side(battle=[GORILLAMON, Slot([AGUMON, GABUMON])], deck=[DECK]), memory=1)
    pos.digivolve(0, KORIKAKUMON, 1)
    E.settle(pos.st, pos.tb)
    assert ec.A_CANT_ATTACK_OR_BLOCK in [x[1] for x in pos.effects(KORIKAKUMON)]
    pos.next_turn()
    assert not pos.can_attack(1, 1)   # Gorillamon, no digivolution cards
    assert pos.can_attack(1, 2)       # Gabumon has one: not a target
    ok(pos)


def test_korikakumon_over_a_card_without_hybrid_does_nothing():
    pos = effect_positions.build(Side(battle=[SEADRAMON], hand=[KORIKAKUMON], deck=[DECK]),
                                 Side(battle=[GORILLAMON], deck=[DECK]), memory=1)
    pos.digivolve(0, KORIKAKUMON, 1)
    E.settle(pos.st, pos.tb)
    assert ec.A_CANT_ATTACK_OR_BLOCK not in [x[1] for x in pos.effects(KORIKAKUMON)]
    pos.next_turn()
    assert pos.can_attack(1, 1)
    ok(pos)


def _costs_into(pos, number, s):
    i = pos.hand_index(0, number)
    return sorted(a[3] for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == s)


def test_jetsilphymon_costs_2_less_over_a_tamer_card_and_recovers_over_a_hybrid_card():
    pos = effect_positions.build(Side(battle=[Slot([ZOE, ZEPHYRMON])], hand=[JETSILPHYMON], deck=[DECK, GABUMON]),
                                 Side(deck=[DECK]), memory=1)
    assert _costs_into(pos, JETSILPHYMON, 1) == [3 - 2]
    pos.digivolve(0, JETSILPHYMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 0
    assert pos.battle(0) == [[ZOE, ZEPHYRMON, JETSILPHYMON]]
    assert len(pos.security(0)) == 1   # Zephyrmon has [Hybrid]: <Recovery +1 (Deck)>
    ok(pos)


def test_jetsilphymon_over_a_digimon_without_a_tamer_or_hybrid_card():
    pos = effect_positions.build(Side(battle=[REPPAMON], hand=[JETSILPHYMON], deck=[DECK, GABUMON]),
                                 Side(deck=[DECK]), memory=3)
    assert _costs_into(pos, JETSILPHYMON, 1) == [3]
    pos.digivolve(0, JETSILPHYMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 0 and pos.security(0) == []
    ok(pos)


def test_guilmon_and_veemon_digivolve_into_the_named_mega_for_4_against_a_level_6():
    pos = effect_positions.build(Side(battle=[GUILMON, VEEMON], hand=[GALLANTMON, ULFORCEVEEDRAMON], deck=[DECK]),
                                 Side(battle=[TITAMON], deck=[DECK]), memory=4)
    assert _costs_into(pos, GALLANTMON, 1) == [4] and _costs_into(pos, GALLANTMON, 2) == []
    assert _costs_into(pos, ULFORCEVEEDRAMON, 2) == [4] and _costs_into(pos, ULFORCEVEEDRAMON, 1) == []
    pos.digivolve(0, GALLANTMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0)[0] == [GUILMON, GALLANTMON] and pos.memory(0) == 0
    ok(pos)


def test_guilmon_without_a_level_6_opponent_may_not():
    pos = effect_positions.build(Side(battle=[GUILMON], hand=[GALLANTMON], deck=[DECK]),
                                 Side(battle=[GORILLAMON], deck=[DECK]), memory=4)
    assert _costs_into(pos, GALLANTMON, 1) == []
    ok(pos)


def test_cody_gives_minus_2000_when_a_two_colour_digimon_attacks():
    pos = effect_positions.build(Side(battle=[CODY, METALGREYMON], deck=[DECK]),
                                 Side(battle=[TITAMON], security=[DECK], deck=[DECK]), memory=3)
    base = pos.dp(1, 1)
    script(pos, 0, True)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.dp(1, 1) == base - 2000
    ok(pos)


def test_cody_asks_nothing_when_a_one_colour_digimon_attacks():
    pos = effect_positions.build(Side(battle=[CODY, GORILLAMON], deck=[DECK]),
                                 Side(battle=[TITAMON], security=[DECK], deck=[DECK]), memory=3)
    base = pos.dp(1, 1)
    script(pos, 0)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1) and pos.dp(1, 1) == base
    ok(pos)


def test_davis_and_ken_unsuspend_a_digimon_that_digivolves_into_two_colours():
    pos = effect_positions.build(Side(battle=[DAVIS_KEN, Slot(NUMEMON, suspended=True)], hand=[METALGREYMON],
                                      deck=[DECK, DECK]), Side(battle=[TITAMON], deck=[DECK]), memory=4)
    script(pos, 0, True)
    pos.digivolve(0, METALGREYMON, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1) and not pos.suspended(0, 2)
    ok(pos)


def test_davis_and_ken_pass_a_one_colour_digivolution_by():
    pos = effect_positions.build(Side(battle=[DAVIS_KEN, Slot(SEADRAMON, suspended=True)], hand=[KORIKAKUMON],
                                      deck=[DECK, DECK]), Side(battle=[TITAMON], deck=[DECK]), memory=4)
    script(pos, 0)
    pos.digivolve(0, KORIKAKUMON, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1) and pos.suspended(0, 2)
    ok(pos)


def test_rina_gives_1000_to_the_blue_digimon_that_attacks():
    pos = effect_positions.build(Side(battle=[RINA, GORILLAMON, SEADRAMON], deck=[DECK]),
                                 Side(security=[DECK], deck=[DECK]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.dp(0, 2) == 6000 + 1000 and pos.dp(0, 3) == 4000   # the attacker only
    ok(pos)


def test_rina_asks_nothing_when_a_green_digimon_attacks():
    pos = effect_positions.build(Side(battle=[RINA, VEGIEMON], deck=[DECK]),
                                 Side(security=[DECK], deck=[DECK]), memory=3)
    script(pos, 0)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert not pos.suspended(0, 1) and pos.dp(0, 2) == 6000
    ok(pos)


def test_rina_on_play_adds_a_digimon_with_vee_in_its_name():
    pos = effect_positions.build(Side(hand=[RINA], deck=[DECK, AGUMON, VEEMON, GABUMON]), Side(deck=[DECK]), memory=5)
    pos.play(0, RINA)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [VEEMON]
    assert pos.deck(0)[-1] == DECK and sorted(pos.deck(0)[:2]) == sorted([AGUMON, GABUMON])   # the rest at the bottom
    ok(pos)


def test_belialmyotismon_gains_1_memory_for_each_digimon_deleted():
    pos = effect_positions.build(Side(battle=[BELIALMYOTISMON, NUMEMON], hand=[ULTIMATE_FLARE], deck=[DECK]),
                                 Side(battle=[AGUMON, GABUMON, VORVOMON], deck=[DECK]), memory=8)
    pos.use_option(0, ULTIMATE_FLARE)
    E.settle(pos.st, pos.tb)
    assert [s[-1] for s in pos.battle(1)] == [VORVOMON]
    assert pos.memory(0) == 8 - 8 + 2
    ok(pos)


def test_belialmyotismon_gains_when_one_of_yours_is_deleted_in_battle():
    pos = effect_positions.build(Side(battle=[BELIALMYOTISMON, AGUMON_1000], deck=[DECK]),
                                 Side(security=[GORILLAMON], deck=[DECK]), memory=3)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert [s[-1] for s in pos.battle(0)] == [BELIALMYOTISMON]
    assert pos.memory(0) == 3 + 1
    ok(pos)


def test_wargreymon_takes_a_security_card_to_unsuspend_and_give_minus_6000():
    pos = effect_positions.build(Side(battle=[WARGREYMON], security=[DECK, AGUMON], deck=[DECK]),
                                 Side(battle=[TITAMON], security=[DECK, DECK], deck=[DECK]), memory=3)
    base = pos.dp(1, 1)
    script(pos, 0, True)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == [AGUMON] and pos.security(0) == [DECK]
    assert not pos.suspended(0, 1)
    assert pos.dp(1, 1) == base - 6000
    ok(pos)


def test_wargreymon_declined_stays_suspended():
    pos = effect_positions.build(Side(battle=[WARGREYMON], security=[AGUMON], deck=[DECK]),
                                 Side(battle=[TITAMON], security=[DECK, DECK], deck=[DECK]), memory=3)
    base = pos.dp(1, 1)
    script(pos, 0, False)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == [] and pos.suspended(0, 1) and pos.dp(1, 1) == base
    ok(pos)

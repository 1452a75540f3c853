"""EX1-EX6 cards made full with the existing words: their encoded lines and what each does in a position.

- EX4-008 BlackGrowlmon: a card named [Guilmon] or one with [Growlmon]/[Gallantmon] in its name back from the
  trash (`any=named:...|name:...`), after both decks' top 2 cards are trashed;
- EX5-016 Lunamon, EX5-007 Coronamon: the inherited [Main] paid by putting the Digimon's top card under its stack
  (top_card_under_cost) while it has the [Night Claw]/[Light Fang] trait; Coronamon's memory with such a Tamer;
- EX6-067 Final Excalibur: 1 angel-trait Digimon unsuspended, all of them while you have [Dominimon];
- EX2-068 High-Speed Plug-In D: <Jamming> and "can't be blocked" on the same Digimon for the turn;
- EX2-063 Kazu Shioda: memory with a [Cyborg]/[Machine] Digimon; the Tamer's suspension as one of those suspends;
- EX3-049 Sealsdramon: a [D-Brigade] Digimon you play gains <Rush>;
- EX6-027 Ophanimon: the -8000 DP paid with a security card, then, the stack having lost a card, Security A. +1
  and an attack in your turn, <Recovery +1> in the opponent's;
- EX2-012 Megidramon: on deletion a [Guilmon] and a [Takato Matsuki], each from the hand or the trash;
- EX3-061 Dinobeemon: its inherited attack on unsuspended Digimon while the Digimon has [Imperialdramon] in its name;
- EX5-048 Etemon: -3000 DP and the start-of-main-phase attack on the same opponent's Digimon until the end of their
  turn; its inherited reveal plays a black or yellow Digimon of play cost 3 or less as an opponent's Digimon
  attacks;
- EX4-045 MetalGreymon: another of your Digimon may digivolve into a level 6 or lower card with [Garurumon] in its
  name for 2 less; its inherited <Blocker>."""
import numpy as np

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot
from simcore.layout import DEL_EFFECT

I32 = np.int32

BLACKGROWLMON = "EX4-008"
LUNAMON = "EX5-016"
CORONAMON = "EX5-007"
FINAL_EXCALIBUR = "EX6-067"
PLUG_IN_D = "EX2-068"
KAZU = "EX2-063"
SEALSDRAMON = "EX3-049"
OPHANIMON = "EX6-027"
MEGIDRAMON = "EX2-012"
DINOBEEMON = "EX3-061"
ETEMON = "EX5-048"
METALGREYMON = "EX4-045"

GUILMON = "BT2-009"        # Lv.3 red, no text
GROWLMON = "BT4-039"       # Lv.4 yellow, [Growlmon] (an inherited DP row only)
AGUMON = "ST1-03"          # Lv.3 red [Reptile]
GAOGAMON = "BT16-020"      # Lv.4 blue [Night Claw] (inherited Jamming)
DARCMON = "BT1-053"        # Lv.4 yellow [Angel], no text
DOMINIMON = "EX6-030"      # Lv.6 [Angel]
KOH_SAYO = "EX5-064"       # Tamer [Light Fang]
COMMANDRAMON = "BT3-059"   # Lv.3 black [Cyborg] [D-Brigade], cost 2, no text
ANGEWOMON = "BT11-042"     # Lv.5 yellow, no text
VOLCANICDRAMON = "EX7-014"   # 13000 DP
TAKATO = "BT12-089"        # Tamer, red
IMPERIALDRAMON = "BT12-030"  # Imperialdramon: Dragon Mode, Lv.6, no text
GREYMON = "ST1-07"
NUMEMON = "BT2-056"        # Lv.4 black, no text
IKKAKUMON = "BT1-034"      # Lv.4 blue, no text
WEREGARURUMON = "BT7-026"  # Lv.5 blue [Garurumon] in its name, from blue Lv.4 for 3, no text
METALGARURUMON = "BT1-044"  # Lv.6 blue, from blue Lv.5 for 3, no text

CARDS = (BLACKGROWLMON, LUNAMON, CORONAMON, FINAL_EXCALIBUR, PLUG_IN_D, KAZU, SEALSDRAMON, OPHANIMON, MEGIDRAMON,
         DINOBEEMON, ETEMON, METALGREYMON)


def test_encoded_lines():
    assert all(full(c) for c in CARDS)
    assert lines_of(BLACKGROWLMON) == [
        "EX4-008 main when_digivolving : trash_both_decks_top 2 ; then return_from_trash "
        "any=named:guilmon|name:growlmon|name:gallantmon filter=may",
        "EX4-008 inherited on_deletion optional : return_from_trash any=named:guilmon|name:growlmon|name:gallantmon"]
    assert lines_of(CORONAMON) == [
        "EX5-007 main start_of_your_main_phase if=own_has : memory +1 kind=tamer trait=light_fang|night_claw",
        "EX5-007 inherited activated once_per_turn if=this_has : top_card_under_cost target=self "
        "trait=light_fang|night_claw ; then memory +2"]
    assert lines_of(LUNAMON) == [
        "EX5-016 main start_of_your_main_phase optional : bounce_own_cost ; then memory +2",
        "EX5-016 inherited activated once_per_turn if=this_has : top_card_under_cost target=self "
        "trait=night_claw|light_fang ; then memory +2"]
    assert lines_of(FINAL_EXCALIBUR) == [
        "EX6-067 main main if=own_lacks_name=dominimon : unsuspend target=own count=1 "
        "trait=angel|archangel|three_great_angels",
        "EX6-067 main main if=own_has_name=dominimon : unsuspend target=all_own trait=angel|archangel|three_great_angels",
        "EX6-067 security security : recovery 1 ; then add_self_to_hand"]
    assert lines_of(PLUG_IN_D) == [
        "EX2-068 main static : ignore_color_requirements kind=tamer",
        "EX2-068 main main : jamming target=own count=1 duration=turn ; then cant be_blocked target=own count=1 "
        "filter=same_targets duration=turn",
        "EX2-068 security security : draw 1 ; then add_self_to_hand"]
    assert lines_of(KAZU) == [
        "EX2-063 main start_of_your_main_phase if=own_has : memory +1 kind=digimon trait~cyborg|machine",
        "EX2-063 main own_digimon_suspended optional card.trait~cyborg|machine : suspend_self_cost ; then draw 1 ; "
        "then trash_from_hand 1",
        "EX2-063 security security : play_self"]
    assert lines_of(SEALSDRAMON) == [
        "EX3-049 main static : jamming target=self",
        "EX3-049 inherited own_digimon_played your_turn once_per_turn card.trait~d-brigade : rush target=event "
        "duration=turn"]
    assert lines_of(OPHANIMON) == [
        "EX6-027 main hand_counter optional : digivolve_from_hand target=own",
        "EX6-027 main static : overflow 4",
        "EX6-027 main on_play your_turn optional : trash_own_security 1 filter=top_or_bottom ; then dp -8000 "
        "target=opponent count=1 duration=opponents_next_turn",
        "EX6-027 main on_play opponents_turn optional : trash_own_security 1 filter=top_or_bottom ; then dp -8000 "
        "target=opponent count=1 duration=turn",
        "EX6-027 main when_digivolving your_turn optional : trash_own_security 1 filter=top_or_bottom ; then dp "
        "-8000 target=opponent count=1 duration=opponents_next_turn",
        "EX6-027 main when_digivolving opponents_turn optional : trash_own_security 1 filter=top_or_bottom ; then dp "
        "-8000 target=opponent count=1 duration=turn",
        "EX6-027 main own_security_removed your_turn once_per_turn optional : security_attack +1 target=self "
        "duration=turn ; then attack target=self",
        "EX6-027 main own_security_removed opponents_turn once_per_turn : recovery 1"]
    assert lines_of(MEGIDRAMON) == [
        "EX2-012 main when_digivolving : delete target=opponent count=1 dp<=10000 ; then if=not_deleted "
        "trash_both_decks_top 5",
        "EX2-012 main on_deletion : play_from_hand kind=digimon name=guilmon filter=may,or_trash ; then play_from_hand "
        "kind=tamer name=takato_matsuki filter=may,or_trash"]
    assert lines_of(DINOBEEMON) == [
        "EX3-061 main when_digivolving if=dna_digivolving optional : play_from_trash kind=digimon name=paildramon",
        "EX3-061 main on_deletion optional : play_from_trash kind=digimon name=wormmon",
        "EX3-061 inherited static your_turn if=this_has : keyword attacks_unsuspended target=self name~imperialdramon"]
    grant = ("keyword attacks_at_main_phase_start target=opponent count=1 filter=same_targets duration=")
    assert lines_of(ETEMON) == [
        "EX5-048 main on_play your_turn : dp -3000 target=opponent count=1 duration=opponents_next_turn ; then "
        + grant + "opponents_next_turn",
        "EX5-048 main on_play opponents_turn : dp -3000 target=opponent count=1 duration=turn ; then " + grant + "turn",
        "EX5-048 main when_digivolving your_turn : dp -3000 target=opponent count=1 duration=opponents_next_turn ; "
        "then " + grant + "opponents_next_turn",
        "EX5-048 main when_digivolving opponents_turn : dp -3000 target=opponent count=1 duration=turn ; then "
        + grant + "turn",
        "EX5-048 inherited opponent_digimon_attacks opponents_turn once_per_turn optional : reveal_play 3 "
        "kind=digimon color=black,yellow cost<=3 up_to filter=rest_to_trash"]
    assert lines_of(METALGREYMON) == [
        "EX4-045 main when_digivolving optional : digivolve_from_hand 2 target=own count=1 kind=digimon level<=6 "
        "name~garurumon filter=other,pay_cost",
        "EX4-045 inherited static : blocker target=self"]


def test_blackgrowlmon_trashes_both_decks_then_returns_a_growlmon():
    # the trash holds a Growlmon and an Agumon: only the Growlmon may come back
    pos = effect_positions.build(
        Side(battle=[GUILMON], hand=[BLACKGROWLMON], trash=[GROWLMON, AGUMON], deck=[DARCMON, DARCMON, DARCMON]),
        Side(deck=[AGUMON, AGUMON, AGUMON]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, BLACKGROWLMON, 1)   # from Lv.3 with [Guilmon] in its name for 2
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.memory(0) == 5 - 2
    assert sorted(pos.hand(0)) == sorted([DARCMON, GROWLMON])   # the digivolution's draw, then the Growlmon
    assert sorted(pos.trash(0)) == sorted([AGUMON, DARCMON, DARCMON])
    assert pos.deck(0) == [] and sorted(pos.trash(1)) == [AGUMON, AGUMON] and pos.deck(1) == [AGUMON]
    ok(pos)


def test_blackgrowlmon_returns_a_card_named_guilmon_or_nothing():
    pos = effect_positions.build(
        Side(battle=[GUILMON], hand=[BLACKGROWLMON], trash=[GUILMON], deck=[DARCMON, DARCMON, DARCMON]),
        Side(deck=[AGUMON, AGUMON]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, BLACKGROWLMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert sorted(pos.hand(0)) == sorted([DARCMON, GUILMON])
    none = effect_positions.build(
        Side(battle=[GUILMON], hand=[BLACKGROWLMON], trash=[AGUMON], deck=[DARCMON, DARCMON, DARCMON]),
        Side(deck=[AGUMON, AGUMON]), memory=5)
    none.digivolve(0, BLACKGROWLMON, 1)
    E.settle(none.st, none.tb)
    assert none.hand(0) == [DARCMON]
    assert sorted(none.trash(0)) == sorted([AGUMON, DARCMON, DARCMON])
    ok(pos)
    ok(none)


def test_lunamon_inherited_main_puts_the_night_claw_top_card_under_for_2_memory():
    pos = effect_positions.build(Side(battle=[Slot([LUNAMON, GAOGAMON])], deck=[AGUMON]), Side(deck=[AGUMON]),
                                 memory=3)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.stack(0, 1) == [GAOGAMON, LUNAMON]
    assert pos.memory(0) == 3 + 2
    assert not pos.activatable(0, 1)   # once per turn (and Lunamon on top has no inherited [Main] of its own)
    ok(pos)


def test_lunamon_inherited_main_needs_the_trait_on_top():
    pos = effect_positions.build(Side(battle=[Slot([LUNAMON, DARCMON])], deck=[AGUMON]), Side(deck=[AGUMON]),
                                 memory=3)
    assert not pos.activatable(0, 1)


def test_coronamon_gains_memory_with_a_light_fang_tamer_and_its_inherited_main():
    pos = effect_positions.build(Side(battle=[CORONAMON, KOH_SAYO], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.memory(0) == 3 + 1
    alone = effect_positions.build(Side(battle=[CORONAMON, KAZU], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    E.begin_main_phase(alone.st, alone.tb, I32(0))
    assert alone.memory(0) == 3   # a Tamer without the traits
    under = effect_positions.build(Side(battle=[Slot([CORONAMON, GAOGAMON])], deck=[AGUMON]), Side(deck=[AGUMON]),
                                   memory=0)
    under.activate(0, 1)
    E.settle(under.st, under.tb)
    assert under.stack(0, 1) == [GAOGAMON, CORONAMON] and under.memory(0) == 2
    ok(pos)
    ok(under)


def test_final_excalibur_unsuspends_one_angel_without_dominimon():
    pos = effect_positions.build(
        Side(battle=[Slot(DARCMON, suspended=True), Slot(DARCMON, suspended=True), Slot(AGUMON, suspended=True)],
             hand=[FINAL_EXCALIBUR], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    pos.use_option(0, FINAL_EXCALIBUR)
    E.settle(pos.st, pos.tb)
    assert [pos.suspended(0, s) for s in (1, 2, 3)].count(False) == 1
    assert pos.suspended(0, 3)   # not an angel
    ok(pos)


def test_final_excalibur_unsuspends_all_angels_with_dominimon():
    pos = effect_positions.build(
        Side(battle=[Slot(DARCMON, suspended=True), Slot(DARCMON, suspended=True), Slot(AGUMON, suspended=True),
                     Slot(DOMINIMON, suspended=True)],
             hand=[FINAL_EXCALIBUR], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    pos.use_option(0, FINAL_EXCALIBUR)
    E.settle(pos.st, pos.tb)
    assert [pos.suspended(0, s) for s in (1, 2, 3, 4)] == [False, False, True, False]
    ok(pos)


def test_plug_in_d_gives_jamming_and_unblockable_to_the_same_digimon():
    pos = effect_positions.build(Side(battle=[GAOGAMON], hand=[PLUG_IN_D], deck=[AGUMON]), Side(deck=[AGUMON]),
                                 memory=5)
    pos.use_option(0, PLUG_IN_D)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 5 - 2
    assert pos.has(0, 1, ec.A_JAMMING)
    # the restriction lands on the Digimon that gained <Jamming>
    assert (ec.A_CANT, GAOGAMON) in [(x[1], x[2]) for x in pos.effects(PLUG_IN_D)]
    ok(pos)


def test_kazu_memory_at_main_phase_start_with_a_cyborg_digimon():
    pos = effect_positions.build(Side(battle=[KAZU, COMMANDRAMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    assert pos.memory(0) == 3 + 1
    none = effect_positions.build(Side(battle=[KAZU, AGUMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    E.begin_main_phase(none.st, none.tb, I32(0))
    assert none.memory(0) == 3


def test_kazu_suspends_to_draw_and_trash_as_a_cyborg_digimon_attacks():
    pos = effect_positions.build(
        Side(battle=[KAZU, COMMANDRAMON], hand=[DARCMON], deck=[AGUMON, AGUMON]),
        Side(security=[AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 2, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1) and pos.suspended(0, 2)
    assert len(pos.hand(0)) == 1 and pos.deck(0) == [AGUMON]   # drew 1, trashed 1
    assert len(pos.trash(0)) == 1
    ok(pos)


def test_sealsdramon_gives_rush_to_a_d_brigade_digimon_played():
    pos = effect_positions.build(Side(battle=[Slot([SEALSDRAMON, GAOGAMON])], hand=[COMMANDRAMON, AGUMON],
                                      deck=[AGUMON]), Side(deck=[AGUMON]), memory=10)
    pos.play(0, AGUMON)
    E.settle(pos.st, pos.tb)
    assert not pos.has(0, 2, ec.A_RUSH)   # no [D-Brigade]: nothing, the use kept
    pos.play(0, COMMANDRAMON)
    E.settle(pos.st, pos.tb)
    assert pos.has(0, 3, ec.A_RUSH)
    ok(pos)


def test_ophanimon_trashes_a_security_card_for_8000_then_attacks_with_security_attack_plus_1():
    pos = effect_positions.build(
        Side(battle=[ANGEWOMON], hand=[OPHANIMON], security=[AGUMON, AGUMON], deck=[AGUMON]),
        Side(battle=[VOLCANICDRAMON], security=[AGUMON, AGUMON, AGUMON], deck=[AGUMON]), memory=5)
    script(pos, 0, True, True)
    pos.digivolve(0, OPHANIMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert len(pos.security(0)) == 1
    assert pos.dp(1, 1) == 13000 - 8000
    assert pos.security_attack(0, 1) == 2
    ok(pos)


def test_ophanimon_recovers_when_the_opponent_checks_its_security():
    pos = effect_positions.build(
        Side(battle=[Slot([ANGEWOMON, OPHANIMON], suspended=True)], security=[AGUMON, AGUMON],
             deck=[DARCMON, DARCMON]),
        Side(battle=[GAOGAMON], security=[AGUMON], deck=[AGUMON]), current=1, memory=3)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    # one card checked, one recovered from the deck (once per turn)
    assert len(pos.security(0)) == 2 and pos.deck(0) == [DARCMON]
    ok(pos)


def test_megidramon_on_deletion_plays_guilmon_from_the_trash_and_takato_from_the_hand():
    pos = effect_positions.build(
        Side(battle=[MEGIDRAMON], hand=[TAKATO, AGUMON], trash=[GUILMON], deck=[AGUMON]),
        Side(deck=[AGUMON]), memory=3)
    script(pos, 0, True, True)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert sorted(s[-1] for s in pos.battle(0)) == sorted([GUILMON, TAKATO])
    assert pos.hand(0) == [AGUMON] and pos.trash(0) == [MEGIDRAMON]
    assert pos.memory(0) == 3   # free
    ok(pos)


def test_megidramon_either_play_may_be_declined():
    pos = effect_positions.build(
        Side(battle=[MEGIDRAMON], hand=[GUILMON, TAKATO], deck=[AGUMON]), Side(deck=[AGUMON]), memory=3)
    script(pos, 0, False, True)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert [s[-1] for s in pos.battle(0)] == [TAKATO] and pos.hand(0) == [GUILMON]
    ok(pos)


def _attack_targets(pos, s):
    return sorted(a[2] for a in pos.actions_of(0) if a[0] == L.A_ATTACK and a[1] == s and a[2] >= 0)


def test_dinobeemon_under_imperialdramon_may_attack_unsuspended_digimon():
    opp = Side(battle=[GREYMON, Slot(GREYMON, suspended=True)], security=[AGUMON], deck=[AGUMON])
    pos = effect_positions.build(Side(battle=[Slot([DINOBEEMON, IMPERIALDRAMON]), Slot([DINOBEEMON, GREYMON])],
                                      deck=[AGUMON]), opp, memory=3)
    assert _attack_targets(pos, 1) == [1, 2]   # the unsuspended Greymon too
    assert _attack_targets(pos, 2) == [2]      # no [Imperialdramon] in the name: the suspended one only
    ok(pos)


def test_etemon_gives_minus_3000_and_the_main_phase_attack_to_the_same_digimon():
    pos = effect_positions.build(Side(hand=[ETEMON], deck=[AGUMON]),
                                 Side(battle=[GREYMON, VOLCANICDRAMON], deck=[AGUMON]), memory=9)
    pos.play(0, ETEMON)
    E.settle(pos.st, pos.tb)
    mods = pos.st.mod[:pos.mods()]
    kw = [m for m in mods if m[L.MOD_ACTION] == ec.A_KEYWORD and m[L.MOD_AMOUNT] == ec.KW_ATTACKS_AT_MAIN_PHASE_START]
    assert len(kw) == 1 and kw[0][L.MOD_PLAYER] == 1
    hit = [s for s in (1, 2) if pos.st.uid[1, s] == kw[0][L.MOD_UID]]
    assert len(hit) == 1
    base = {1: 4000, 2: 13000}
    other = 3 - hit[0]
    assert pos.dp(1, hit[0]) == base[hit[0]] - 3000 and pos.dp(1, other) == base[other]
    pos.next_turn()   # the opponent's turn: both still hold
    assert pos.dp(1, hit[0]) == base[hit[0]] - 3000
    ok(pos)


def test_etemon_inherited_plays_a_black_digimon_of_cost_3_or_less_as_the_opponent_attacks():
    # the top 3: Commandramon (black, cost 2), Darcmon (yellow, cost 4), Agumon (red)
    pos = effect_positions.build(
        Side(battle=[Slot([ETEMON, GREYMON])], security=[AGUMON], deck=[GUILMON, AGUMON, DARCMON, COMMANDRAMON]),
        Side(battle=[GAOGAMON], security=[AGUMON], deck=[AGUMON]), current=1, memory=3)
    script(pos, 0, True)
    pos.attack(1, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert [s[-1] for s in pos.battle(0)] == [GREYMON, COMMANDRAMON]
    assert sorted(pos.trash(0)) == sorted([AGUMON, DARCMON] + [AGUMON])   # the rest, and the checked security card
    assert pos.deck(0) == [GUILMON]
    ok(pos)


def test_metalgreymon_digivolves_another_digimon_into_a_garurumon_for_2_less():
    pos = effect_positions.build(
        Side(battle=[NUMEMON, IKKAKUMON], hand=[METALGREYMON, WEREGARURUMON, METALGARURUMON],
             deck=[AGUMON, AGUMON, AGUMON]), Side(deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, METALGREYMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[NUMEMON, METALGREYMON], [IKKAKUMON, WEREGARURUMON]]
    assert METALGARURUMON in pos.hand(0)   # level 6, but no blue Lv.5 to digivolve from
    assert pos.memory(0) == 5 - 3 - (3 - 2)
    ok(pos)


def test_metalgreymon_inherited_blocker():
    pos = effect_positions.build(Side(battle=[Slot([METALGREYMON, GREYMON])], deck=[AGUMON]), Side(deck=[AGUMON]))
    assert pos.has(0, 1, ec.A_BLOCKER)

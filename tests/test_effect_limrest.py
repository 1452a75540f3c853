"""Cards of the Limitless lists made full: BT15-037 Gatomon, RB1-005 Gammamon, EX12-014 Canoweissmon and BT24-002
Bukamon.

- `play_self_from_trash` (a card's own text from the trash: an effect trashed it from the security stack, and that
  very card is played from the trash for free): Gatomon, read by the compiler for the wording Gatomon, BT13-098 and
  BT22-034 share;
- `if=this_has` with `text~X` ("while this Digimon has [X] in its text"): Gammamon's +2000 DP, read by the
  compiler;
- Canoweissmon's "you may place ... Then, 1 of your Digimon may attack" and its inherited <Decode>;
- Bukamon's "by paying 1 cost" (memory -1) on a blue [TS] Digimon;
- BT21-010 Gammamon's digivolution into [Siriusmon] for 4 under either of two conditions (a row for each)."""
import numpy as np

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.layout import A_DIGIVOLVE, G_EFFECT_ATTACK_ROW

GATOMON = "BT15-037"       # Lv.4 yellow, 4000 DP, <Barrier>; trashed from security by an effect: may play itself
MAGNAANGEMON = "BT25-040"  # On Play: may trash 1 own security card (top or bottom) for -8000 DP
GAMMAMON = "RB1-005"       # inherited: +2000 DP on your turn while the Digimon has [Gammamon] in its text
GULUS = "BT21-069"         # GulusGammamon, 6000 DP ([Gammamon] in its text)
CANOWEISSMON = "EX12-014"  # Lv.5, 7000 DP, cost 7
BUKAMON = "BT24-002"       # Digi-Egg: end of your turn, by paying 1 cost, a blue [TS] Digimon unsuspends
KAMEMON = "BT24-019"       # Lv.3 blue [TS]
ELECMON_TS = "BT24-031"    # Lv.3 yellow [TS]
ELECMON = "BT1-028"        # Lv.3 blue, no [TS]
BIYOMON = "ST1-02"         # Lv.3, no text
AGUMON = "ST1-03"          # Lv.3 red, 2000 DP
COREDRAMON = "ST1-06"      # Lv.4 red, 6000 DP, no [Gammamon] in its text
GAMMAMON_HERO = "BT21-010"  # Lv.3; may digivolve into [Siriusmon] for 4 (2 or fewer security / 3 [Hero] Tamer names)
SIRIUSMON = "EX12-018"     # Lv.6, from Lv.5 only
DAVIS, TAKATO, MARCUS = "BT21-085", "BT21-089", "BT21-086"   # [Hero] Tamers of three names

i32 = np.int32


def test_encoded_lines():
    for card in (GATOMON, GAMMAMON, CANOWEISSMON, BUKAMON):
        assert full(card), card
    assert lines_of(GATOMON) == [
        "BT15-037 main static : keyword barrier target=self",
        "BT15-037 main trashed_from_security optional : play_self_from_trash",
        "BT15-037 main own_security_removed once_per_turn : memory +1",
        "BT15-037 inherited static : keyword barrier target=self"]
    assert lines_of(GAMMAMON) == [
        "RB1-005 main on_play : reveal_add_two 3 text~gammamon ; then and_add kind=tamer name=hiro_amanokawa",
        "RB1-005 inherited static your_turn if=this_has : dp +2000 target=self text~gammamon"]
    place = "place_under_cost 1 kind=digimon level<=5 any=text:gammamon|trait:vb target=self filter=may,or_trash"
    decode = "optional : play_from_digivolution_cards target=self kind=digimon level<=4 any=text:gammamon|trait:vb"
    assert lines_of(CANOWEISSMON) == [
        f"EX12-014 main would_leave {decode}",
        f"EX12-014 main on_play : attack target=own count=1 ; then {place}",
        f"EX12-014 main when_digivolving : attack target=own count=1 ; then {place}",
        f"EX12-014 inherited would_leave {decode}"]
    assert full(GAMMAMON_HERO) and lines_of(GAMMAMON_HERO) == [
        "BT21-010 main static your_turn if=own_security<=2 : digivolve_into_while 4 base_name=siriusmon",
        "BT21-010 main static your_turn if=own_tamer_names>=3 : digivolve_into_while 4 kind=tamer trait=hero "
        "base_name=siriusmon",
        "BT21-010 inherited static your_turn : dp +2000 target=self"]
    assert lines_of(BUKAMON) == [
        "BT24-002 inherited end_of_your_turn once_per_turn optional if=this_has : memory -1 "
        "this_all=color:blue|trait:ts ; then unsuspend target=self"]


def test_the_compiler_reads_the_shared_wordings():
    # "When an effect trashes / effects trash this card from the security stack, you may play it / this card ..."
    assert "BT13-098 main trashed_from_security optional : play_self_from_trash" in lines_of("BT13-098")
    assert "BT22-034 main trashed_from_security optional : play_self_from_trash" in lines_of("BT22-034")
    # "While / If this Digimon has [X] in its text, ..."
    assert "BT16-039 inherited static if=this_has : dp +1000 target=self text~pulsemon" in lines_of("BT16-039")
    assert "BT20-002 inherited when_attacking once_per_turn if=this_has : draw 1 text~dracomon|examon" \
        in lines_of("BT20-002")


# --- play_self_from_trash ---------------------------------------------------------------------------------------

def test_gatomon_trashed_from_security_by_an_effect_plays_itself():
    # MagnaAngemon's On Play trashes the top security card, Gatomon: Gatomon plays itself from the trash, free;
    # Gatomon's own "a card removed from your security stack" memory is not on the field when it happens
    pos = effect_positions.build(Side(hand=[MAGNAANGEMON], security=[BIYOMON, GATOMON]),
                                 Side(battle=[COREDRAMON]), memory=7)
    script(pos, 0, True, True)
    pos.play(0, MAGNAANGEMON)
    assert answered(pos)
    assert pos.security(0) == [BIYOMON]
    assert pos.battle(0) == [[MAGNAANGEMON], [GATOMON]]
    assert pos.trash(0) == [] and pos.hand(0) == []
    assert (GATOMON, ec.A_PLAY_FROM_TRASH, GATOMON, 0, 0) in pos.effects(GATOMON)
    assert pos.memory(0) == 0
    ok(pos)


def test_gatomon_declined_stays_in_the_trash():
    pos = effect_positions.build(Side(hand=[MAGNAANGEMON], security=[BIYOMON, GATOMON]),
                                 Side(battle=[COREDRAMON]), memory=7)
    script(pos, 0, True, False)
    pos.play(0, MAGNAANGEMON)
    assert answered(pos)
    assert pos.battle(0) == [[MAGNAANGEMON]] and pos.trash(0) == [GATOMON]
    assert pos.effects(GATOMON) == []
    ok(pos)


def test_gatomon_checked_by_an_attack_is_not_played():
    # a security check is not an effect: the checked Gatomon battles and goes to the trash
    pos = effect_positions.build(Side(battle=[COREDRAMON]), Side(security=[GATOMON]))
    pos.attack(0, 1)
    assert pos.battle(1) == [] and pos.trash(1) == [GATOMON]
    ok(pos)


def test_gatomon_barrier_trashes_a_gatomon_that_plays_itself():
    # Coredramon (6000) attacks the suspended Gatomon (4000): its <Barrier> trashes the top security card, another
    # Gatomon, which plays itself from the trash (a keyword's trashing is an effect's)
    pos = effect_positions.build(Side(battle=[COREDRAMON]),
                                 Side(battle=[Slot(GATOMON, suspended=True)], security=[BIYOMON, GATOMON]),
                                 memory=3)
    script(pos, 1, True)
    pos.attack(0, 1, 1)
    assert answered(pos)
    assert pos.security(1) == [BIYOMON]
    assert pos.battle(1) == [[GATOMON], [GATOMON]] and pos.trash(1) == []
    # the card <Barrier> trashed left the security stack: the defending Gatomon's memory +1, once (the one played
    # from the trash was not on the field then), after Coredramon's own -2 when attacking
    gains = [e for e in pos.events("memory") if e["player"] == 1]
    assert [(e["card"], e["change"]) for e in gains] == [(GATOMON, 1)]
    assert pos.memory(0) == 3 - 2 - 1
    ok(pos)


def test_gatomon_gains_1_memory_when_a_card_leaves_your_security_stack():
    # Gatomon on the field; MagnaAngemon's On Play trashes the top security card (Biyomon): +1 memory
    pos = effect_positions.build(Side(battle=[GATOMON], hand=[MAGNAANGEMON], security=[BIYOMON, BIYOMON]),
                                 Side(battle=[COREDRAMON]), memory=8)
    script(pos, 0, True)
    pos.play(0, MAGNAANGEMON)
    assert answered(pos)
    assert pos.security(0) == [BIYOMON] and pos.trash(0) == [BIYOMON]
    assert pos.memory(0) == 8 - 7 + 1
    ok(pos)


# --- if=this_has text~ ------------------------------------------------------------------------------------------

def test_gammamon_gives_2000_on_your_turn_under_a_digimon_with_gammamon_in_its_text():
    pos = effect_positions.build(Side(battle=[Slot([GAMMAMON, GULUS]), Slot([GAMMAMON, COREDRAMON])]),
                                 Side(battle=[Slot([GAMMAMON, GULUS])]))
    assert pos.dp(0, 1) == 6000 + 2000
    assert pos.dp(0, 2) == 6000   # Coredramon: no [Gammamon] in its text
    assert pos.dp(1, 1) == 6000   # not its owner's turn
    ok(pos)


# --- Canoweissmon -----------------------------------------------------------------------------------------------

def test_canoweissmon_places_a_gammamon_card_and_lets_a_digimon_attack():
    pos = effect_positions.build(Side(battle=[Slot(AGUMON, entered=1)], hand=[CANOWEISSMON, GAMMAMON]),
                                 Side(deck=[BIYOMON]), memory=7)
    script(pos, 0, True)   # place Gammamon
    pos.play(0, CANOWEISSMON)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON], [GAMMAMON, CANOWEISSMON]] and pos.hand(0) == []
    assert pos.st.g[G_EFFECT_ATTACK_ROW] != 0   # the attack waits for the effects to resolve
    E.effects_resolved(pos.st, pos.tb, i32(0))
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [(AGUMON, "player")]
    assert pos.over() and pos.winner() == 0


def test_canoweissmon_attack_comes_without_a_card_to_place():
    pos = effect_positions.build(Side(battle=[Slot(AGUMON, entered=1)], hand=[CANOWEISSMON, BIYOMON]),
                                 Side(deck=[BIYOMON]), memory=7)
    script(pos, 0)   # nothing to place: no question
    pos.play(0, CANOWEISSMON)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON], [CANOWEISSMON]] and pos.hand(0) == [BIYOMON]
    E.effects_resolved(pos.st, pos.tb, i32(0))
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [(AGUMON, "player")]


def test_canoweissmon_inherited_decode_plays_a_gammamon_from_under_the_leaving_digimon():
    # Gaia Force deletes Coredramon, on top of Canoweissmon and Gammamon: the inherited <Decode> plays Gammamon
    # (level 3, [Gammamon] in its text) from beneath before the Digimon leaves
    pos = effect_positions.build(Side(battle=[Slot([GAMMAMON, CANOWEISSMON, COREDRAMON])]),
                                 Side(battle=[AGUMON], hand=["ST1-16"]), current=1, memory=8)
    script(pos, 0, True)
    pos.use_option(1, "ST1-16")
    assert answered(pos)
    assert pos.battle(0) == [[GAMMAMON]]
    assert sorted(pos.trash(0)) == sorted([CANOWEISSMON, COREDRAMON])
    ok(pos)


# --- Bukamon ----------------------------------------------------------------------------------------------------

def _bukamon_end(top, answers, memory=-1):
    pos = effect_positions.build(Side(battle=[Slot([BUKAMON, top], suspended=True)], deck=[BIYOMON]),
                                 Side(deck=[BIYOMON]), memory=memory)
    script(pos, 0, *answers)
    pos.end_of_turn(0)
    return pos


def test_bukamon_pays_1_memory_to_unsuspend_a_blue_ts_digimon():
    pos = _bukamon_end(KAMEMON, (True,))
    assert answered(pos)
    assert not pos.suspended(0, 1)
    assert pos.memory(0) == -1 - 1
    ok(pos)


def test_bukamon_declined_or_on_a_digimon_not_blue_ts_does_nothing():
    pos = _bukamon_end(KAMEMON, (False,))
    assert answered(pos) and pos.suspended(0, 1) and pos.memory(0) == -1
    for top in (ELECMON_TS, ELECMON):   # yellow [TS]; blue without [TS]: no question
        pos = _bukamon_end(top, ())
        assert answered(pos) and pos.suspended(0, 1)


# --- BT21-010 Gammamon into Siriusmon ---------------------------------------------------------------------------

def _siriusmon_costs(security, tamers):
    pos = effect_positions.build(Side(battle=[GAMMAMON_HERO, *tamers], hand=[SIRIUSMON], security=security,
                                      deck=[BIYOMON]), Side(deck=[BIYOMON]), memory=5)
    i = pos.hand_index(0, SIRIUSMON)
    return pos, sorted(a[3] for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == 1)


def test_gammamon_digivolves_into_siriusmon_for_4_with_2_or_fewer_security_cards():
    pos, costs = _siriusmon_costs([BIYOMON, BIYOMON], [])
    assert costs == [4]
    pos.digivolve(0, SIRIUSMON, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0)[0] == [GAMMAMON_HERO, SIRIUSMON] and pos.memory(0) == 5 - 4
    ok(pos)


def test_gammamon_digivolves_into_siriusmon_with_3_hero_tamer_names_only():
    assert _siriusmon_costs([BIYOMON] * 3, [])[1] == []
    assert _siriusmon_costs([BIYOMON] * 3, [DAVIS, TAKATO])[1] == []
    assert _siriusmon_costs([BIYOMON] * 3, [DAVIS, TAKATO, TAKATO])[1] == []   # two names
    assert _siriusmon_costs([BIYOMON] * 3, [DAVIS, TAKATO, MARCUS])[1] == [4]

"""Blue Flare (BT10) cards and the words they brought.

- `filter=suspended` on play_from_hand / play_from_trash: the card played enters the battle area suspended
  (BT10-018 Gaossmon's [On Deletion]);
- `if=not_returned` after return_from_trash: the clause before it returned no card, declined or unable (BT10-019
  Greymon: with [Kiriha Aonuma] a [MetalGreymon] from the trash instead of the reveal);
- `opponent_two_or_more_digimon`: a condition without a number, a second if= beside this_has (the inherited
  effects of BT10-019 and BT10-021);
- `draw 1 for_each=opponent_digimon` (BT10-020 Deckerdramon), counted as it resolves;
- `digixrosing`: the Digimon was played by DigiXros with materials under it (BT10-024 MetalGreymon's [On Play])."""
import numpy as np

import effect_positions
from effect_positions import Side, Slot, answered, full, lines_of, ok, script
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import DEL_EFFECT, G_EFFECT_PLAYER

GAOSSMON = "BT10-018"       # Lv.3 [Blue Flare]; On Deletion: a Lv.4 [Blue Flare] from the hand, suspended
GREYMON = "BT10-019"        # Lv.4 [Blue Flare], cost 4; On Play: reveal 4, add 2 [Blue Flare]
DECKERDRAMON = "BT10-020"   # Lv.4 [Blue Flare], cost 5, 5000 DP; On Play: draw 1 + 1 per opponent's Digimon
MAILBIRDRAMON = "BT10-021"  # Lv.4 [Blue Flare], cost 5
METALGREYMON = "BT10-024"   # Lv.5 [Blue Flare], cost 7; DigiXros -2: [Greymon] + [MailBirdramon]
KIRIHA = "BT10-088"         # Tamer [Blue Flare] named Kiriha Aonuma
KOKATORIMON = "BT1-014"     # Lv.4 red, no trait of these
ST_GREYMON = "ST1-07"       # Lv.4 named Greymon, no [Blue Flare], 4000 DP
AGUMON = "ST1-03"           # Lv.3, 2000 DP, no text

I32 = np.int32


def delete(pos, p, s):
    pos.st.g[G_EFFECT_PLAYER] = 2   # by the opponent's effect
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(DEL_EFFECT))
    pos.st.g[G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def test_encoded_lines():
    assert full(GAOSSMON) and full(GREYMON) and full(DECKERDRAMON) and full(METALGREYMON)
    assert not full(MAILBIRDRAMON)   # its [On Play] (two sentences of one effect) is not encoded
    assert lines_of(GAOSSMON) == [
        "BT10-018 main on_deletion optional : play_from_hand kind=digimon level=4 any=in_trait:blue_flare "
        "filter=suspended"]
    assert lines_of(GREYMON) == [
        "BT10-019 main on_play if=own_lacks_name=kiriha_aonuma : reveal_add_two 4 trait~blue_flare ; "
        "then and_add trait~blue_flare",
        "BT10-019 main on_play if=own_has_name=kiriha_aonuma : return_from_trash name=metalgreymon filter=may ; then "
        "if=not_returned reveal_add_two 4 trait~blue_flare ; then and_add trait~blue_flare",
        "BT10-019 main on_deletion : save",
        "BT10-019 inherited when_attacking once_per_turn if=this_has if=opponent_two_or_more_digimon : unsuspend "
        "target=self this_trait~blue_flare"]
    assert lines_of(DECKERDRAMON) == [
        "BT10-020 main on_play : draw 1 ; then draw 1 for_each=opponent_digimon",
        "BT10-020 main on_deletion : save",
        "BT10-020 inherited static if=opponent_digimon>=2 : dp +1000 target=self"]
    assert lines_of(MAILBIRDRAMON) == [
        "BT10-021 main on_deletion : save",
        "BT10-021 inherited when_attacking once_per_turn if=this_has if=opponent_two_or_more_digimon : "
        "cant_attack_or_block target=opponent count=1 duration=opponents_next_turn this_trait~blue_flare"]
    assert lines_of(METALGREYMON) == [
        "BT10-024 main static : digixros 2 target=self name=greymon",
        "BT10-024 main static : digixros 2 target=self name=mailbirdramon",
        "BT10-024 main would_leave_any_way if=would_be_deleted optional : material_save 2 target=self",
        "BT10-024 main on_play : rush target=self duration=turn ; then if=digixrosing cant_attack_or_block "
        "target=opponent count=3 at_most_self=digivolution_cards duration=opponents_next_turn"]


# the BT10 cards print the trait without its space ([BlueFlare]), later sets with it: the filters name both

# --- play ... suspended -----------------------------------------------------------------------------------------

def test_gaossmon_plays_a_level_4_blue_flare_suspended_on_deletion():
    pos = effect_positions.build(Side(battle=[GAOSSMON], hand=[KOKATORIMON, GREYMON], deck=[AGUMON] * 5),
                                 Side(deck=[AGUMON]))
    script(pos, 0, True)
    delete(pos, 0, 1)
    assert answered(pos)
    assert pos.battle(0) == [[GREYMON]]   # Kokatorimon has no [Blue Flare]
    assert pos.suspended(0, 1)
    assert pos.hand(0) == [KOKATORIMON]
    assert pos.trash(0) == [GAOSSMON]
    ok(pos)


def test_gaossmon_declined_or_without_a_fit_plays_nothing():
    pos = effect_positions.build(Side(battle=[GAOSSMON], hand=[GREYMON], deck=[AGUMON]), Side(deck=[AGUMON]))
    script(pos, 0, False)
    delete(pos, 0, 1)
    assert pos.battle(0) == [] and pos.hand(0) == [GREYMON]
    pos = effect_positions.build(Side(battle=[GAOSSMON], hand=[KOKATORIMON, METALGREYMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]))
    delete(pos, 0, 1)   # a level 5 [Blue Flare] and a level 4 without it: none fits
    assert pos.battle(0) == [] and sorted(pos.hand(0)) == sorted([KOKATORIMON, METALGREYMON])
    ok(pos)


# --- return ... instead: not_returned -----------------------------------------------------------------------------

def _greymon_position(battle, trash):
    # the deck's top 4 (top last): three [Blue Flare] cards and an Agumon
    deck = [AGUMON, AGUMON, MAILBIRDRAMON, AGUMON, DECKERDRAMON, GAOSSMON]
    return effect_positions.build(Side(battle=battle, hand=[GREYMON], trash=trash, deck=deck),
                                  Side(deck=[AGUMON]), memory=4)


def test_greymon_without_kiriha_adds_two_blue_flare_cards():
    pos = _greymon_position([], [METALGREYMON])
    pos.play(0, GREYMON)
    E.settle(pos.st, pos.tb)
    assert len(pos.hand(0)) == 2 and all(c in (MAILBIRDRAMON, DECKERDRAMON, GAOSSMON) for c in pos.hand(0))
    assert len(pos.deck(0)) == 4   # the other two revealed cards went under the deck
    assert pos.trash(0) == [METALGREYMON]
    ok(pos)


def test_greymon_with_kiriha_returns_metalgreymon_instead_of_the_reveal():
    pos = _greymon_position([KIRIHA], [METALGREYMON])
    script(pos, 0, True)
    pos.play(0, GREYMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == [METALGREYMON] and pos.trash(0) == []
    assert len(pos.deck(0)) == 6   # no reveal
    ok(pos)


def test_greymon_with_kiriha_declining_the_return_reveals():
    pos = _greymon_position([KIRIHA], [METALGREYMON])
    script(pos, 0, False)
    pos.play(0, GREYMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.trash(0) == [METALGREYMON]
    assert len(pos.hand(0)) == 2 and METALGREYMON not in pos.hand(0)
    assert len(pos.deck(0)) == 4
    ok(pos)


def test_greymon_with_kiriha_and_no_metalgreymon_in_the_trash_reveals():
    pos = _greymon_position([KIRIHA], [AGUMON])
    pos.play(0, GREYMON)   # the greedy pilot takes the return, which finds nothing
    E.settle(pos.st, pos.tb)
    assert len(pos.hand(0)) == 2 and all(c in (MAILBIRDRAMON, DECKERDRAMON, GAOSSMON) for c in pos.hand(0))
    assert pos.trash(0) == [AGUMON]
    ok(pos)


# --- opponent_two_or_more_digimon beside this_has -----------------------------------------------------------------

def _attack(top, opponents):
    pos = effect_positions.build(
        Side(battle=[Slot([GREYMON, top])], deck=[AGUMON] * 3),
        Side(battle=[AGUMON] * opponents, security=[AGUMON], deck=[AGUMON]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    return pos


def test_greymon_inherited_unsuspends_a_blue_flare_attacker_against_two_digimon():
    assert not _attack(METALGREYMON, 2).suspended(0, 1)
    assert _attack(METALGREYMON, 1).suspended(0, 1)   # one opponent's Digimon: no unsuspension
    assert _attack(ST_GREYMON, 2).suspended(0, 1)     # the attacker has no [Blue Flare] in its traits


def test_mailbirdramon_inherited_stops_one_digimon():
    pos = effect_positions.build(
        Side(battle=[Slot([MAILBIRDRAMON, METALGREYMON])], deck=[AGUMON] * 3),
        Side(battle=[AGUMON, AGUMON], security=[AGUMON], deck=[AGUMON]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    stopped = [pos.has(1, s, ec.A_CANT_ATTACK_OR_BLOCK) for s in (1, 2)]
    assert sorted(stopped) == [False, True]
    ok(pos)


# --- draw for_each=opponent_digimon and the inherited DP -----------------------------------------------------------

def test_deckerdramon_draws_one_and_one_more_per_opponent_digimon():
    pos = effect_positions.build(Side(hand=[DECKERDRAMON], deck=[AGUMON] * 6),
                                 Side(battle=[AGUMON] * 3, deck=[AGUMON]), memory=5)
    pos.play(0, DECKERDRAMON)
    E.settle(pos.st, pos.tb)
    assert pos.hand(0) == [AGUMON] * 4 and len(pos.deck(0)) == 2
    ok(pos)


def test_deckerdramon_inherited_dp_needs_two_opponent_digimon():
    two = effect_positions.build(Side(battle=[Slot([DECKERDRAMON, ST_GREYMON])], deck=[AGUMON]),
                                 Side(battle=[AGUMON] * 2, deck=[AGUMON]))
    assert two.dp(0, 1) == 4000 + 1000
    one = effect_positions.build(Side(battle=[Slot([DECKERDRAMON, ST_GREYMON])], deck=[AGUMON]),
                                 Side(battle=[AGUMON], deck=[AGUMON]))
    assert one.dp(0, 1) == 4000


# --- digixrosing -------------------------------------------------------------------------------------------------

def _metalgreymon_position():
    opp = [Slot([AGUMON, AGUMON, ST_GREYMON]), Slot([AGUMON, AGUMON, AGUMON, ST_GREYMON]), AGUMON]
    return effect_positions.build(Side(hand=[METALGREYMON, GREYMON, MAILBIRDRAMON], deck=[AGUMON] * 8),
                                  Side(battle=opp, deck=[AGUMON]), memory=10)


def test_metalgreymon_digixrosing_stops_three_with_no_more_digivolution_cards():
    pos = _metalgreymon_position()
    pos.play_digixros(0, METALGREYMON)
    E.settle(pos.st, pos.tb)
    s = len(pos.battle(0))
    assert len(pos.battle(0)[s - 1]) == 3   # two materials under it
    assert pos.has(0, s, ec.A_RUSH)
    # 2 digivolution cards: the opponent's Digimon with 2 and with none are stopped, the one with 3 is not
    assert [pos.has(1, t, ec.A_CANT_ATTACK_OR_BLOCK) for t in (1, 2, 3)] == [True, False, True]
    ok(pos)


def test_metalgreymon_played_without_materials_only_gains_rush():
    pos = _metalgreymon_position()
    pos.play(0, METALGREYMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0)[-1] == [METALGREYMON]
    assert pos.has(0, len(pos.battle(0)), ec.A_RUSH)
    assert not any(pos.has(1, t, ec.A_CANT_ATTACK_OR_BLOCK) for t in (1, 2, 3))
    ok(pos)

"""BT23-101 Hudiemon and EX11-054 Owen Dreadnought: the words they brought.

- `own_trait_tamers>=N` (a condition: N or more of your Tamers with the clause's trait), read by a
  digivolve_while_you_have row whose base is a Tamer (Hudiemon from [Erika Mishima] while 4 or more [Hudie] Tamers);
- `for_each=own_trait_digimon base_trait=X` (a dp of a counted target, once for each of your [X] trait Digimon,
  counted as it resolves);
- `activate_own_on_play target=self` (Hudiemon's When Attacking effect, paid by returning a [CS] Tamer, activates
  its own On Play effect);
- `target=own_progress` (Owen's +3000 DP to 1 of your Digimon with <Progress>)."""
import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.layout import A_DIGIVOLVE

HUDIEMON = "BT23-101"    # Lv.4 [Hudie] [CS], cost 7, 7000 DP
ERIKA = "BT23-084"       # Tamer [Hudie] [CS], cost 4
CHITOSE = "BT23-081"     # Tamer [Hudie] [CS], cost 4; On Play: may play a [Hudie] Digimon of cost 5 or less
RYUJI = "BT23-085"       # Tamer [Hudie] [CS], cost 4
KEISUKE = "BT23-090"     # Tamer [Hudie] [CS], cost 4
MIREI = "BT22-089"       # Tamer [CS] (not [Hudie]), cost 3
TENTOMON = "BT23-037"    # Lv.3 [Hudie] [CS], cost 3, 1000 DP
TERRIERMON = "BT22-043"  # Lv.3 [CS] (not [Hudie]), cost 3
VOLCANICDRAMON = "EX7-014"   # 13000 DP, the opponent's
AGUMON = "ST1-03"        # Lv.3 [Reptile], cost 3
VORVOMON = "BT2-011"     # Lv.3 [Rock Dragon] (neither [Reptile] nor [Dragonkin]), cost 4, no text

OWEN = "EX11-054"        # Tamer; a [Reptile]/[Dragonkin] Digimon played or digivolved: suspend it, draw, +3000 DP
ELIZAMON = "BT21-008"    # Lv.3 red [Reptile] (its On Play not met in these tests: it starts in the battle area)
CYCLONEMON = "BT24-011"  # Lv.4 red [Dragonkin], cost 5, from red Lv.3 for 2 (Rush, Raid only)
MEDUSAMON = "BT24-017"   # Lv.6 [Dragonkin] with <Progress>, 11000 DP


def test_encoded_lines():
    assert full(HUDIEMON) and full(OWEN)
    assert lines_of(HUDIEMON) == [
        "BT23-101 main static if=own_trait_tamers>=4 : digivolve_while_you_have 3 base_name=erika_mishima trait=hudie",
        "BT23-101 main static : keyword alliance target=self",
        "BT23-101 main on_play : play_from_hand kinds=digimon,tamer cost<=5 trait=cs filter=may ; then dp -3000 "
        "target=opponent count=1 duration=turn for_each=own_trait_digimon base_trait=hudie",
        "BT23-101 main when_digivolving : play_from_hand kinds=digimon,tamer cost<=5 trait=cs filter=may ; then dp "
        "-3000 target=opponent count=1 duration=turn for_each=own_trait_digimon base_trait=hudie",
        "BT23-101 main when_attacking once_per_turn optional : bounce_own_cost filter=tamer trait=cs ; then "
        "activate_own_on_play target=self"]
    assert lines_of(OWEN) == [
        "EX11-054 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "EX11-054 main own_digimon_played optional card.trait=reptile|dragonkin : suspend_self_cost ; then draw 1 ; "
        "then dp +3000 target=own_progress count=1 duration=turn",
        "EX11-054 main own_digimon_digivolved optional card.trait=reptile|dragonkin : suspend_self_cost ; then draw 1 "
        "; then dp +3000 target=own_progress count=1 duration=turn",
        "EX11-054 security security : play_self"]


def _erika_costs(pos):
    i = pos.hand_index(0, HUDIEMON)
    return sorted(a[3] for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == 1)


def test_hudiemon_digivolves_from_erika_with_four_hudie_tamers():
    opp = Side(battle=[VOLCANICDRAMON], deck=[AGUMON])
    pos = effect_positions.build(Side(battle=[ERIKA, CHITOSE, RYUJI, KEISUKE], hand=[HUDIEMON], deck=[AGUMON]),
                                 opp, memory=5)
    assert _erika_costs(pos) == [3]
    # three [Hudie] Tamers (a [CS] one beside them does not count): no digivolution from the Tamer
    pos3 = effect_positions.build(Side(battle=[ERIKA, CHITOSE, RYUJI, MIREI], hand=[HUDIEMON], deck=[AGUMON]),
                                  Side(battle=[VOLCANICDRAMON], deck=[AGUMON]), memory=5)
    assert _erika_costs(pos3) == []
    script(pos, 0)   # no [CS] card in the hand: no play offered
    pos.digivolve(0, HUDIEMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[ERIKA, HUDIEMON], [CHITOSE], [RYUJI], [KEISUKE]]
    assert pos.memory(0) == 5 - 3
    # 1 [Hudie] Digimon (Hudiemon itself): -3000 for the turn
    assert pos.dp(1, 1) == 13000 - 3000
    ok(pos)


def test_on_play_plays_a_cs_card_and_cuts_3000_for_each_hudie_digimon():
    pos = effect_positions.build(Side(battle=[TENTOMON, TERRIERMON], hand=[HUDIEMON, TENTOMON], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON]), memory=7)
    script(pos, 0, True)   # play the [CS] Tentomon from the hand
    pos.play(0, HUDIEMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[TENTOMON], [TERRIERMON], [HUDIEMON], [TENTOMON]]
    assert pos.hand(0) == []
    assert pos.memory(0) == 7 - 7
    # Hudiemon and the two Tentomon have [Hudie], Terriermon not: -9000
    assert pos.dp(1, 1) == 13000 - 9000
    ok(pos)


def test_when_attacking_returns_a_cs_tamer_and_activates_the_on_play_effect():
    pos = effect_positions.build(
        Side(battle=[HUDIEMON, MIREI], deck=[AGUMON]),
        Side(battle=[VOLCANICDRAMON], security=[AGUMON], deck=[AGUMON]), memory=3)
    # pay the cost (Mirei back to the hand), take the On Play effect, play Mirei again with it
    script(pos, 0, True, True, True)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    kinds = [x[1] for x in pos.effects(HUDIEMON)]
    assert ec.A_BOUNCE_OWN_COST in kinds and ec.A_ACTIVATE_OWN_ON_PLAY in kinds
    assert pos.hand(0) == []
    assert [s[-1] for s in pos.battle(0)] == [HUDIEMON, MIREI]
    assert pos.dp(1, 1) == 13000 - 3000   # 1 [Hudie] Digimon
    ok(pos)


def test_when_attacking_without_a_cs_tamer_does_nothing():
    pos = effect_positions.build(
        Side(battle=[HUDIEMON, Slot(TENTOMON)], deck=[AGUMON]),
        Side(battle=[VOLCANICDRAMON], security=[AGUMON], deck=[AGUMON]), memory=3)
    script(pos, 0, False)   # Alliance declined
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert ec.A_ACTIVATE_OWN_ON_PLAY not in [x[1] for x in pos.effects(HUDIEMON)]
    assert pos.dp(1, 1) == 13000
    ok(pos)


def test_owen_draws_and_gives_3000_to_a_digimon_with_progress_on_a_reptile_play():
    pos = effect_positions.build(Side(battle=[OWEN, MEDUSAMON], hand=[CYCLONEMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.play(0, CYCLONEMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.hand(0) == [AGUMON] and pos.deck(0) == []
    assert pos.dp(0, 2) == 11000 + 3000
    assert pos.dp(0, 3) == 5000   # Cyclonemon has no <Progress>
    ok(pos)


def test_owen_on_a_dragonkin_digivolution_without_progress_digimon_only_draws():
    pos = effect_positions.build(Side(battle=[OWEN, ELIZAMON], hand=[CYCLONEMON], deck=[AGUMON, AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, CYCLONEMON, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.hand(0) == [AGUMON, AGUMON]   # the digivolution's draw, then Owen's
    assert pos.dp(0, 2) == 5000
    ok(pos)


def test_owen_ignores_other_plays_and_pays_once():
    pos = effect_positions.build(Side(battle=[OWEN, MEDUSAMON], hand=[VORVOMON, CYCLONEMON, CYCLONEMON],
                                      deck=[AGUMON, AGUMON]), Side(deck=[AGUMON]), memory=14)
    script(pos, 0)   # no question for a Digimon without the traits
    pos.play(0, VORVOMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos) and not pos.suspended(0, 1)
    script(pos, 0, True)
    pos.play(0, CYCLONEMON)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1)
    script(pos, 0)   # Owen suspended: its cost can't be paid
    pos.play(0, CYCLONEMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert sorted(pos.hand(0)) == [AGUMON]
    assert pos.dp(0, 2) == 14000
    ok(pos)

"""Tamer cards going under this Digimon: the timing cards_placed_under with the placed
card a Tamer card (`card.any=kind:tamer`, the condition cause_has beside the action's own filters). BT20-034
Boutmon and BT20-035 Kazuchimon full; BT20-071 Soloogarmon's and BT24-060 Hisyaryumon's lines of that timing. A
scenario on real cards: Scopemon's [On Play] places a Tamer card under Kazuchimon, which activates its [When
Digivolving] effect, then lets one of your Digimon attack an opponent's Digimon."""
import numpy as np
from effect_positions import Side, Slot, answered, build, full, lines_of, ok, script

from simcore import effect_codes as ec
from simcore import engine as E

KAZUCHIMON = "BT20-035"   # Lv.6, 12000 DP
BOUTMON = "BT20-034"
SOLOOGARMON = "BT20-071"
HISYARYUMON = "BT24-060"
SCOPEMON = "BT21-071"     # Lv.4; On Play: by placing an [Appmon] card from the hand or trash under 1 of your Digimon
TORAJIRO = "BT22-087"     # Tamer, [Appmon] trait
AGUMON = "ST1-03"         # Lv.3, 2000 DP
GREYMON = "ST1-07"        # Lv.4
PLESIOMON = "ST2-10"      # Lv.6 blue, no text
MAGNAKIDMON = "BT6-017"   # Lv.6 Digimon card, [Three Musketeers] trait, no inherited text

I32 = np.int32


def test_encoded_lines():
    assert lines_of(KAZUCHIMON) == [
        "BT20-035 main static : keyword fortitude target=self",
        "BT20-035 main when_digivolving : suspend target=opponent count=1 kinds=digimon,tamer ; then cant unsuspend "
        "target=opponent count=1 kinds=digimon,tamer duration=opponents_turn_end",
        "BT20-035 main cards_placed_under card.any=kind:tamer : activate_own_when_digivolving target=self ; then "
        "attack target=own count=1 filter=digimon_only",
        "BT20-035 inherited own_security_removed once_per_turn if=this_has : recovery 1 name~fenriloogamon"]
    assert lines_of(BOUTMON) == [
        "BT20-034 main static : keyword fortitude target=self",
        "BT20-034 main cards_placed_under card.any=kind:tamer : cant activate_when_digivolving target=opponent "
        "count=1 duration=opponents_turn_end",
        "BT20-034 inherited deletes_in_battle once_per_turn : trash_opponent_security_top 1"]
    for card in (KAZUCHIMON, BOUTMON):
        assert full(card), card
    assert ("BT20-071 main cards_placed_under card.any=kind:tamer : delete target=opponent count=1 dp<=6000"
            in lines_of(SOLOOGARMON))
    assert ("BT24-060 main cards_placed_under card.any=kind:tamer : suspend target=opponent count=1 ; then attack "
            "target=self filter=digimon_only" in lines_of(HISYARYUMON))


def test_a_tamer_card_placed_under_kazuchimon_activates_its_when_digivolving_then_an_attack():
    pos = build(Side(battle=[Slot([KAZUCHIMON])], hand=[SCOPEMON, TORAJIRO], deck=[AGUMON]),
                Side(battle=[GREYMON, PLESIOMON], deck=[AGUMON]), memory=5)
    script(pos, 0, True)   # Scopemon's [On Play]: place Torajiro
    pos.play(0, SCOPEMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[TORAJIRO, KAZUCHIMON], [SCOPEMON]]
    assert pos.memory(0) == 2   # 5 - 4 + 1
    # its [When Digivolving]: 1 of the opponent's Digimon suspended and kept from unsuspending
    assert [e[1] for e in pos.effects(KAZUCHIMON)] == [ec.A_ACTIVATE_OWN_WHEN_DIGIVOLVING, ec.A_SUSPEND, ec.A_CANT]
    assert pos.suspended(1, 2) and not pos.suspended(1, 1)
    assert not pos.suspended(0, 1)
    # then the attack: Kazuchimon (Scopemon was played this turn) on the suspended Plesiomon
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [(KAZUCHIMON, PLESIOMON)]
    assert pos.battle(1) == [[GREYMON]] and pos.trash(1) == [PLESIOMON]
    ok(pos)


def test_a_digimon_card_placed_under_kazuchimon_activates_nothing():
    pos = build(Side(battle=[Slot([KAZUCHIMON])], hand=[SCOPEMON, MAGNAKIDMON], deck=[AGUMON]),
                Side(battle=[GREYMON, PLESIOMON], deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.play(0, SCOPEMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[MAGNAKIDMON, KAZUCHIMON], [SCOPEMON]]
    assert pos.effects(KAZUCHIMON) == []
    assert not pos.suspended(1, 1) and not pos.suspended(1, 2)
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert pos.events("attack") == []
    ok(pos)

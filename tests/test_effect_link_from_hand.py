"""link_from_hand (up to N cards of the hand or trash linked free), for_each=own_link_cards and the timing
own_digimon_linked (the Digimon that got a link card may attack): BT25-075 Vulcanusmon."""
import numpy as np
from effect_positions import Side, Slot, build

from simcore import engine as E
from simcore import layout as L
from simcore.effect_codes import A_ATTACK, A_LINK_FROM_HAND

VULCANUSMON = "BT25-075"   # level 6 [TS]; 12000 DP; 5 less to play with fewer Digimon than the opponent
TS = "BT24-011"            # Cyclonemon: a level 4 red [TS] Digimon
IRON_SLASH = "BT25-100"    # an option with a link text: [TS] Digimon, link cost 2
SOUL_FEAR = "BT24-097"     # an option with a link text: [TS] Digimon, link cost 3
DECK = ["ST1-03", "ST1-04", "ST1-05"]
i32 = np.int32


def links(pos, p, s):
    return pos._names(pos.st.lnk[p, s], pos.st.lnk_n[p, s])


def test_on_play_links_two_cards_from_hand_and_trash_then_de_digivolves_all_opponent_digimon_for_each_link_card():
    pos = build(Side(battle=[TS], hand=[VULCANUSMON, IRON_SLASH], trash=[SOUL_FEAR], deck=list(DECK)),
                Side(battle=[Slot(["ST1-03", "ST1-05", "ST1-08"]), Slot(["ST1-03", "ST1-05"])], deck=["ST1-03"]),
                memory=5)
    pos.play(0, VULCANUSMON)
    assert pos.memory(0) == -2                            # 12 - 5: fewer Digimon than the opponent
    linked = links(pos, 0, 1) + links(pos, 0, 2)
    assert sorted(linked) == sorted([IRON_SLASH, SOUL_FEAR])
    assert pos.hand(0) == [] and pos.trash(0) == []
    froms = sorted(e[3] for e in pos.effects(VULCANUSMON) if e[1] == A_LINK_FROM_HAND)
    assert froms == [0, 1]                                # one from the trash, one from the hand
    assert pos.battle(1) == [["ST1-03"], ["ST1-03"]]      # <De-Digivolve 2>: 2 link cards
    assert sorted(pos.trash(1)) == ["ST1-05", "ST1-05", "ST1-08"]
    E.effects_resolved(pos.st, pos.tb, i32(0))
    assert pos.violation() == 0


def test_with_nothing_to_link_it_de_digivolves_by_the_link_cards_already_there():
    pos = build(Side(battle=[TS], hand=[VULCANUSMON, IRON_SLASH], deck=list(DECK)),
                Side(battle=[Slot(["ST1-03", "ST1-05", "ST1-08"]), "ST1-04"], deck=["ST1-03"]), memory=5)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, IRON_SLASH)), i32(1), i32(2))   # beforehand
    pos.play(0, VULCANUSMON)
    assert [e for e in pos.effects(VULCANUSMON) if e[1] == A_LINK_FROM_HAND] == []
    assert pos.battle(1) == [["ST1-03", "ST1-05"], ["ST1-04"]]   # <De-Digivolve 1>
    assert pos.violation() == 0


def test_the_digimon_that_got_a_link_card_may_attack_in_your_turn():
    # the opponent has no security and no Digimon: the attack on the player wins
    pos = build(Side(battle=[VULCANUSMON, Slot(TS, entered=3)], hand=[IRON_SLASH], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=5)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, IRON_SLASH)), i32(2), i32(2))
    E.settle(pos.st, pos.tb)
    assert pos.st.g[L.G_EFFECT_ATTACK_ROW] != 0
    E.effects_resolved(pos.st, pos.tb, i32(0))
    assert [e[0] for e in pos.effects() if e[1] == A_ATTACK] == [VULCANUSMON]
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [(TS, "player")]   # <Rush>: played now
    assert pos.over() and pos.winner() == 0


def test_no_attack_when_linked_in_the_opponents_turn():
    pos = build(Side(battle=[VULCANUSMON, TS], hand=[IRON_SLASH], deck=list(DECK)),
                Side(deck=["ST1-03"]), turn=4, current=1, memory=-5)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, IRON_SLASH)), i32(2), i32(2))
    E.settle(pos.st, pos.tb)
    assert pos.st.g[L.G_EFFECT_ATTACK_ROW] == 0
    assert links(pos, 0, 2) == [IRON_SLASH]

"""The Appmon cards' link timings: `when_linked` ("when this Digimon gets linked", the Digimon's own text or the
inherited text beneath) and `own_digimon_linked` with `card.` options on the linked card (BT21-005 Swipemon,
BT21-009 Gatchmon, P-217 Haru Shinkai); BT25-098 Cyber Engage's <Delay> play with the cost reduced and BT21-097
App Link's <Delay> link from the hand; the compiled lines of those wordings."""
import numpy as np
from effect_positions import Side, Slot, answered, build, full, lines_of, script

from simcore import engine as E

SWIPEMON = "BT21-005"   # Digi-Egg [Appmon]; inherited: your turn, once per turn, linked: draw 1
GATCHMON = "BT21-009"   # Lv.3 [Appmon] [Social]; linked in your turn, 1 or fewer Tamers: may play a [Haru Shinkai]
                        # free; its link text: [Appmon] Digimon, link cost 1
HARU = "P-217"          # Tamer [Appmon], cost 3; your turn, a [Social]/[Creation]/[Navi]/[Tool] card linked to one
                        # of your Digimon: may suspend itself for 1 memory
ONMON = "BT25-045"      # Lv.3 [Appmon] [Game]; its link text: [Appmon] Digimon, link cost 1 (When Linking: suspend
                        # 1 of the opponent's Digimon)
LOGIMON = "BT25-052"    # Lv.4 [Appmon], cost 5
CYBER_ENGAGE = "BT25-098"   # option [Appmon]; in the battle area, <Delay>: may play an [Appmon] card for 3 less
APP_LINK = "BT21-097"   # option; in the battle area, end of your turn, <Delay>: may link a card from the hand free
TAMER = "ST1-12"        # a Tamer without a link timing
DECK = ["ST1-03", "ST1-04", "ST1-05", "ST1-06"]
i32 = np.int32


def links(pos, p, s):
    return pos._names(pos.st.lnk[p, s], pos.st.lnk_n[p, s])


def link(pos, p, number, s, cost):
    """Link hand card `number` to slot s for `cost`, its effects resolved as after a main-phase action."""
    E.link_from_hand(pos.st, pos.tb, i32(p), i32(pos.hand_index(p, number)), i32(s), i32(cost))
    E.settle(pos.st, pos.tb)
    E.effects_resolved(pos.st, pos.tb, i32(p))


def test_encoded_lines():
    assert full(SWIPEMON) and full(GATCHMON) and full(HARU)
    assert lines_of(SWIPEMON) == ["BT21-005 inherited when_linked your_turn once_per_turn : draw 1"]
    assert "BT21-009 main when_linked your_turn once_per_turn if=own_tamers<=1 optional : play_from_hand kind=tamer " \
           "name=haru_shinkai" in lines_of(GATCHMON)
    assert lines_of(HARU) == [
        "P-217 main on_play : reveal_add_two 3 trait=social ; then and_add trait=creation|navi|tool",
        "P-217 main own_digimon_linked your_turn optional card.trait=social|creation|navi|tool : suspend_self_cost "
        "; then memory +1",
        "P-217 security security : play_self"]


def test_swipemon_beneath_draws_once_per_turn_when_its_digimon_gets_linked():
    pos = build(Side(battle=[Slot([SWIPEMON, ONMON])], hand=[GATCHMON, GATCHMON], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=5)
    link(pos, 0, GATCHMON, 1, 1)
    assert links(pos, 0, 1) == [GATCHMON] and pos.memory(0) == 4
    assert pos.hand(0) == [GATCHMON, "ST1-06"]            # <Draw 1>
    link(pos, 0, GATCHMON, 1, 1)                          # once per turn: the second link draws nothing
    assert pos.hand(0) == ["ST1-06"] and pos.trash(0) == [GATCHMON]
    assert pos.violation() == 0


def test_swipemon_draws_nothing_when_a_digimon_beside_it_gets_linked():
    pos = build(Side(battle=[Slot([SWIPEMON, ONMON]), ONMON], hand=[GATCHMON], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=5)
    link(pos, 0, GATCHMON, 2, 1)                          # the other Digimon: "this Digimon" only
    assert links(pos, 0, 2) == [GATCHMON] and pos.hand(0) == []
    assert pos.violation() == 0


def test_swipemon_draws_nothing_in_the_opponents_turn():
    pos = build(Side(battle=[Slot([SWIPEMON, ONMON])], hand=[GATCHMON], deck=list(DECK)),
                Side(deck=["ST1-03"]), turn=4, current=1, memory=-5)
    link(pos, 0, GATCHMON, 1, 1)
    assert links(pos, 0, 1) == [GATCHMON] and pos.hand(0) == []
    assert pos.violation() == 0


def test_gatchmon_linked_plays_haru_free_with_one_tamer_or_fewer():
    pos = build(Side(battle=[GATCHMON, TAMER], hand=[ONMON, HARU], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    link(pos, 0, ONMON, 1, 1)
    assert answered(pos)
    assert links(pos, 0, 1) == [ONMON] and pos.hand(0) == []
    assert pos.battle(0) == [[GATCHMON], [TAMER], [HARU]]
    assert pos.memory(0) == 4                             # the link cost alone: Haru Shinkai played free
    assert pos.violation() == 0


def test_gatchmon_linked_plays_no_tamer_with_two_tamers():
    pos = build(Side(battle=[GATCHMON, TAMER, TAMER], hand=[ONMON, HARU], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=5)
    link(pos, 0, ONMON, 1, 1)
    assert pos.hand(0) == [HARU] and len(pos.battle(0)) == 3
    assert pos.violation() == 0


def test_gatchmon_may_decline_haru():
    pos = build(Side(battle=[GATCHMON], hand=[ONMON, HARU], deck=list(DECK)), Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, False)
    link(pos, 0, ONMON, 1, 1)
    assert answered(pos) and pos.hand(0) == [HARU] and pos.battle(0) == [[GATCHMON]]
    assert pos.violation() == 0


def test_haru_suspends_for_a_memory_when_a_social_card_is_linked():
    pos = build(Side(battle=[ONMON, HARU], hand=[GATCHMON], deck=list(DECK)), Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    link(pos, 0, GATCHMON, 1, 1)                          # [Social]
    assert answered(pos)
    assert pos.suspended(0, 2) and pos.memory(0) == 5     # 5 - 1 + 1
    assert pos.violation() == 0


def test_haru_does_nothing_when_a_card_of_another_trait_is_linked():
    pos = build(Side(battle=[GATCHMON, HARU], hand=[ONMON], deck=list(DECK)), Side(deck=["ST1-03"]), memory=5)
    link(pos, 0, ONMON, 1, 1)                             # [Game]: not one of its traits
    assert not pos.suspended(0, 2) and pos.memory(0) == 4
    assert pos.violation() == 0


def test_haru_does_nothing_in_the_opponents_turn():
    pos = build(Side(battle=[ONMON, HARU], hand=[GATCHMON], deck=list(DECK)),
                Side(deck=["ST1-03"]), turn=4, current=1, memory=-5)
    link(pos, 0, GATCHMON, 1, 1)
    assert not pos.suspended(0, 2)
    assert pos.violation() == 0


def test_cyber_engage_lines():
    assert full(CYBER_ENGAGE)
    assert "BT25-098 main activated optional : delay ; then play_from_hand 3 kinds=digimon,tamer trait=appmon " \
           "filter=pay_cost" in lines_of(CYBER_ENGAGE)


def test_cyber_engage_delay_plays_an_appmon_card_for_three_less():
    pos = build(Side(battle=[CYBER_ENGAGE], hand=[LOGIMON, "ST1-06"], deck=list(DECK)), Side(deck=["ST1-03"]),
                memory=5)
    script(pos, 0, True)
    pos.activate(0, 1)
    assert answered(pos)
    assert pos.battle(0) == [[LOGIMON]] and pos.trash(0) == [CYBER_ENGAGE] and pos.hand(0) == ["ST1-06"]
    assert pos.memory(0) == 3                             # 5 - (5 - 3)
    assert pos.violation() == 0


def test_app_link_lines():
    assert full(APP_LINK)
    assert "BT21-097 main end_of_your_turn optional : delay ; then link_from_hand count=1" in lines_of(APP_LINK)


def test_app_link_delay_links_a_card_from_the_hand_free_at_the_end_of_the_turn():
    pos = build(Side(battle=[ONMON, APP_LINK], hand=[GATCHMON], deck=list(DECK)), Side(deck=["ST1-03"]), memory=2)
    script(pos, 0, True)
    pos.end_of_turn(0)
    assert answered(pos)
    assert pos.battle(0) == [[ONMON]] and links(pos, 0, 1) == [GATCHMON] and pos.trash(0) == [APP_LINK]
    assert pos.hand(0) == [] and pos.memory(0) == 2       # free
    assert pos.violation() == 0

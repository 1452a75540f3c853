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


# --- App Fusion (RULES.md §10.7), the links of the Appmon Digimon, link_cost_down ----------------------------------

from simcore import effect_codes as ec   # noqa: E402
from simcore.layout import A_LINK   # noqa: E402

CRAFTMON = "BT25-036"   # Lv.4 [Appmon] [Tool]; App Fusion [Kabemon] & [Gomimon] & [Ecomon] & [Puzzlemon]: cost 0;
                        # its link text: [Appmon] Digimon, link cost 2
BOOTMON = "BT25-056"    # Lv.5 [Appmon] [Tool], cost 7; App Fusion [Logimon] & [Craftmon]; On Play etc. in your turn:
                        # may link a [Social]/[Tool]/[Game] Digimon card from hand or beneath for 2 less
SHUTMON = "BT25-072"    # Lv.5 [Appmon] [Tool], cost 7; as Bootmon, from the trash or beneath; linked, once per
                        # turn: one opposing Digimon or Tamer may not digivolve through their next turn
TAPMON = "BT25-004"     # Digi-Egg; inherited, your turn, once per turn: a [Social]/[Tool]/[Game] card linked to
                        # this Digimon costs 1 less
KABEMON = "EX10-024"    # Lv.3 [Appmon] [System]; its link text: [Appmon] Digimon, link cost 1
SATELLAMON = "BT21-074"   # Lv.5 [Appmon] [Navi]; its link text: [Appmon] Digimon, link cost 3
KAZUKI = "BT25-089"     # Tamer; [Main] suspend: may link an [Appmon] Digimon card from hand or beneath any of your
                        # Digimon to 1 of your Digimon for 2 less; end of your turn, once per turn: may app fuse
HARU2 = "BT21-084"      # Tamer; your turn, a card linked to one of your Digimon: may suspend it to draw 1, then 1
                        # of your Digimon may app fuse
AGUMON = "ST1-03"


def test_app_fusion_and_link_lines():
    for card in (CRAFTMON, LOGIMON, BOOTMON, SHUTMON, KAZUKI, HARU2, ONMON, TAPMON):
        assert full(card), card
    assert "BT25-036 main static : app_fusion 0 name=kabemon|gomimon|ecomon|puzzlemon" in lines_of(CRAFTMON)
    assert lines_of(LOGIMON)[:3] == [
        "BT25-052 main static : app_fusion 0 name=onmon|gatchmon",
        "BT25-052 main activated once_per_turn optional : link_to_self 1 kind=digimon trait=social|tool|game "
        "filter=pay_cost",
        "BT25-052 main when_linked your_turn once_per_turn if=own_tamers<=1 optional : play_from_hand kind=tamer "
        "name=kazuki_&_itsuki"]
    assert lines_of(BOOTMON)[:6] == [
        "BT25-056 main static : app_fusion 0 name=logimon|craftmon",
        "BT25-056 main static : keyword barrier target=self",
        "BT25-056 main on_play your_turn optional : link_to_self 2 kind=digimon trait=social|tool|game filter=pay_cost",
        "BT25-056 main when_digivolving your_turn optional : link_to_self 2 kind=digimon trait=social|tool|game "
        "filter=pay_cost",
        "BT25-056 main when_attacking your_turn optional : link_to_self 2 kind=digimon trait=social|tool|game "
        "filter=pay_cost",
        "BT25-056 main when_linked : suspend target=opponent count=1 kinds=digimon,tamer"]
    assert lines_of(SHUTMON)[:6] == [
        "BT25-072 main static : app_fusion 0 name=logamon|timemon",
        "BT25-072 main static : jamming target=self",
        "BT25-072 main on_play your_turn optional : link_to_self_from_trash 2 kind=digimon trait=social|tool|game "
        "filter=pay_cost",
        "BT25-072 main when_digivolving your_turn optional : link_to_self_from_trash 2 kind=digimon "
        "trait=social|tool|game filter=pay_cost",
        "BT25-072 main when_attacking your_turn optional : link_to_self_from_trash 2 kind=digimon "
        "trait=social|tool|game filter=pay_cost",
        "BT25-072 main when_linked once_per_turn : cant digivolve target=opponent count=1 kinds=digimon,tamer "
        "duration=opponents_turn_end"]
    assert lines_of(KAZUKI) == [
        "BT25-089 main start_of_your_main_phase if=opponent_digimon>=1 : memory +1",
        "BT25-089 main activated optional : suspend_self_cost ; then link_to_own 2 kind=digimon trait=appmon "
        "filter=pay_cost",
        "BT25-089 main end_of_your_turn once_per_turn : app_fuse filter=may",
        "BT25-089 security security : play_self"]
    assert lines_of(HARU2) == [
        "BT21-084 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "BT21-084 main own_digimon_linked your_turn optional : suspend_self_cost ; then draw 1 ; then app_fuse "
        "filter=may",
        "BT21-084 security security : play_self"]
    assert lines_of(ONMON)[0] == ("BT25-045 main static your_turn once_per_turn : link_cost_down 1 target=self "
                                  "trait=social|tool|game")
    assert lines_of(TAPMON) == ["BT25-004 inherited static your_turn once_per_turn : link_cost_down 1 target=self "
                                "trait=social|tool|game"]


def test_kazuki_app_fuses_the_link_card_then_the_card_onto_the_digimon_and_draws():
    pos = build(Side(battle=[ONMON, KAZUKI], hand=[GATCHMON, LOGIMON], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=5)
    link(pos, 0, GATCHMON, 1, 1)
    assert links(pos, 0, 1) == [GATCHMON] and pos.memory(0) == 4
    pos.end_of_turn(0)
    assert pos.stack(0, 1) == [ONMON, GATCHMON, LOGIMON]   # the link card on top, then the new card
    assert links(pos, 0, 1) == []
    assert pos.memory(0) == 4 and pos.hand(0) == ["ST1-06"]   # cost 0; draw 1
    assert (GATCHMON, ec.A_APP_FUSE, LOGIMON, 0, 0) in pos.effects()
    assert pos.violation() == 0


def test_no_app_fusion_with_a_link_card_of_the_same_entry_or_of_none():
    for top, linked in ((ONMON, ONMON), (ONMON, KABEMON)):
        pos = build(Side(battle=[top, KAZUKI], hand=[linked, LOGIMON, CRAFTMON], deck=list(DECK)),
                    Side(deck=["ST1-03"]), memory=5)
        link(pos, 0, linked, 1, 1)
        pos.end_of_turn(0)
        assert pos.stack(0, 1) == [top] and links(pos, 0, 1) == [linked]
        assert sorted(pos.hand(0)) == sorted([LOGIMON, CRAFTMON])
        assert pos.violation() == 0


def test_the_player_may_decline_the_app_fusion():
    pos = build(Side(battle=[ONMON, KAZUKI], hand=[GATCHMON, LOGIMON], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=5)
    link(pos, 0, GATCHMON, 1, 1)
    script(pos, 0, False)
    pos.end_of_turn(0)
    assert answered(pos)
    assert pos.stack(0, 1) == [ONMON] and links(pos, 0, 1) == [GATCHMON] and pos.hand(0) == [LOGIMON]
    assert pos.violation() == 0


def test_haru_draws_then_app_fuses_when_a_card_is_linked():
    pos = build(Side(battle=[ONMON, HARU2], hand=[GATCHMON, LOGIMON], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True, True)
    link(pos, 0, GATCHMON, 1, 1)
    assert answered(pos)
    assert pos.suspended(0, 2)
    assert pos.stack(0, 1) == [ONMON, GATCHMON, LOGIMON] and links(pos, 0, 1) == []
    assert sorted(pos.hand(0)) == ["ST1-05", "ST1-06"] and pos.memory(0) == 4   # draw 1, then the fusion's draw
    assert pos.violation() == 0


def test_onmon_lists_a_social_card_linked_to_it_for_1_less_once_per_turn():
    pos = build(Side(battle=[ONMON], hand=[GATCHMON, KABEMON, GATCHMON], deck=list(DECK)), Side(deck=["ST1-03"]),
                memory=5)
    costs = {(pos.st.hand[0, a[1]], a[3]) for a in pos.actions_of(0) if a[0] == A_LINK and a[2] == 1}
    assert costs == {(pos.card(GATCHMON), 0), (pos.card(KABEMON), 1)}   # [System] Kabemon: its full cost
    link(pos, 0, GATCHMON, 1, 0)
    assert pos.memory(0) == 5 and (ONMON, ec.A_LINK_COST_DOWN, GATCHMON, 1, 0) in pos.effects()
    costs = {(pos.st.hand[0, a[1]], a[3]) for a in pos.actions_of(0) if a[0] == A_LINK and a[2] == 1}
    assert costs == {(pos.card(GATCHMON), 1), (pos.card(KABEMON), 1)}   # once per turn: used
    assert pos.violation() == 0


def test_tapmon_beneath_cuts_the_link_cost_of_its_digimon():
    pos = build(Side(battle=[Slot([TAPMON, GATCHMON])], hand=[ONMON], deck=list(DECK)), Side(deck=["ST1-03"]),
                memory=5)
    costs = [a[3] for a in pos.actions_of(0) if a[0] == A_LINK and a[2] == 1]
    assert costs == [0]   # [Game] Onmon, link cost 1
    assert pos.violation() == 0


def test_logimon_links_a_social_card_from_the_hand_for_1_less_then_plays_kazuki():
    pos = build(Side(battle=[LOGIMON], hand=[GATCHMON, KAZUKI], deck=list(DECK)), Side(deck=["ST1-03"]), memory=5)
    pos.activate(0, 1)
    assert links(pos, 0, 1) == [GATCHMON] and pos.memory(0) == 5   # link cost 1, 1 less
    assert pos.battle(0)[1:] == [[KAZUKI]] and pos.hand(0) == []   # linked: Kazuki played free
    assert not pos.activatable(0, 1)                              # once per turn
    assert pos.violation() == 0


def test_logimon_links_a_card_from_its_digivolution_cards():
    pos = build(Side(battle=[Slot([ONMON, LOGIMON])], deck=list(DECK)), Side(deck=["ST1-03"]), memory=5)
    pos.activate(0, 1)
    assert links(pos, 0, 1) == [ONMON] and pos.stack(0, 1) == [LOGIMON] and pos.memory(0) == 5
    assert (LOGIMON, ec.A_LINK_TO_SELF, ONMON, 0, 0) in pos.effects()
    assert pos.violation() == 0


def test_logimon_links_no_card_of_another_trait():
    pos = build(Side(battle=[LOGIMON], hand=[KABEMON, SATELLAMON], deck=list(DECK)), Side(deck=["ST1-03"]),
                memory=5)
    pos.activate(0, 1)
    assert links(pos, 0, 1) == [] and pos.hand(0) == [KABEMON, SATELLAMON] and pos.memory(0) == 5
    assert pos.violation() == 0


def test_bootmon_played_links_a_card_for_2_less_and_suspends_when_linked():
    pos = build(Side(battle=[], hand=[BOOTMON, CRAFTMON], deck=list(DECK)),
                Side(battle=[AGUMON], deck=["ST1-03"]), memory=10)
    pos.play(0, BOOTMON)
    assert links(pos, 0, 1) == [CRAFTMON] and pos.memory(0) == 3   # cost 7; Craftmon's link cost 2, 2 less
    assert pos.suspended(1, 1)                                     # linked: suspend 1 of the opponent's
    assert pos.violation() == 0


def test_bootmon_pays_what_the_reduction_leaves():
    pos = build(Side(battle=[], hand=[BOOTMON, SHUTMON], deck=list(DECK)), Side(deck=["ST1-03"]), memory=8)
    pos.play(0, BOOTMON)
    assert links(pos, 0, 1) == [SHUTMON] and pos.memory(0) == 0    # cost 7; Shutmon's link cost 3, 2 less: 1
    assert pos.violation() == 0


def test_shutmon_links_from_the_trash_not_the_hand():
    pos = build(Side(battle=[], hand=[SHUTMON, LOGIMON], deck=list(DECK)), Side(deck=["ST1-03"]), memory=10)
    pos.play(0, SHUTMON)
    assert links(pos, 0, 1) == [] and pos.hand(0) == [LOGIMON]
    pos = build(Side(battle=[], hand=[SHUTMON], trash=[LOGIMON], deck=list(DECK)),
                Side(battle=[AGUMON], deck=["ST1-03"]), memory=10)
    pos.play(0, SHUTMON)
    assert links(pos, 0, 1) == [LOGIMON] and pos.trash(0) == [] and pos.memory(0) == 3
    assert [e[1] for e in pos.effects(SHUTMON)].count(ec.A_CANT) == 1   # linked: the opponent's Digimon can't digivolve
    assert pos.violation() == 0


def test_kazuki_links_a_card_from_beneath_another_digimon_for_2_less():
    pos = build(Side(battle=[Slot([SATELLAMON, LOGIMON]), KAZUKI], deck=list(DECK)), Side(deck=["ST1-03"]),
                memory=5)
    pos.activate(0, 2)
    assert pos.suspended(0, 2)
    assert links(pos, 0, 1) == [SATELLAMON] and pos.stack(0, 1) == [LOGIMON] and pos.memory(0) == 4   # 3, 2 less
    assert pos.violation() == 0

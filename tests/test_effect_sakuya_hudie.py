"""Cards of the Sakuyamon and Hudiemon lists: BT22-089 Mirei Mikagura's start-of-main-phase play of a play cost 4
or higher [Mirei Mikagura] or [CS] trait Tamer from the hand, paid for by returning itself to the bottom of the
deck (read as cost_in=4,5, exact over the pool); ST22-08 Offensive Plug-In V linking itself, then deleting 1 of the
opponent's Digimon with no more DP than the strongest of its player's Digimon (delete_at_most_own_dp)."""
import numpy as np
from effect_positions import Side, build, script, ok, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage
from simcore import engine as E
from simcore import effect_codes as ec


def start_of_main_phase(pos, p=0):
    E.begin_main_phase(pos.st, pos.tb, np.int32(p))


def test_bt22_089_lines_and_coverage():
    assert lines_of("BT22-089")[0] == (
        "BT22-089 main start_of_your_main_phase optional : return_self_to_deck_cost ; then play_from_hand kind=tamer "
        "cost_in=4,5 any=trait:cs|name:mirei_mikagura")
    assert card_coverage(load_catalog()["BT22-089"]) == "full"


def test_bt22_089_returns_itself_and_plays_a_mirei_mikagura_of_cost_5():
    # BT11-094 (a [Mirei Mikagura] without the [CS] trait, play cost 5) is played for free
    pos = build(Side(battle=["BT22-089"], hand=["BT11-094"], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=2)
    script(pos, 0, True)
    start_of_main_phase(pos)
    assert pos.battle(0)[0] == ["BT11-094"] and len(pos.battle(0)) == 1
    assert pos.hand(0) == [] and pos.deck(0)[0] == "BT22-089"
    assert pos.memory(0) == 2
    ok(pos)


def test_bt22_089_plays_a_cs_tamer_of_cost_4_but_not_one_of_cost_3():
    pos = build(Side(battle=["BT22-089"], hand=["BT22-090", "BT22-091"], deck=["ST1-03"]), Side(deck=["ST1-03"]),
                memory=2)
    script(pos, 0, True)
    start_of_main_phase(pos)
    assert pos.battle(0) == [["BT22-091"]]
    assert pos.hand(0) == ["BT22-090"] and pos.deck(0)[0] == "BT22-089"
    ok(pos)


def test_bt22_089_finds_nothing_to_play_in_a_hand_of_cost_3_tamers():
    pos = build(Side(battle=["BT22-089"], hand=["BT22-090", "BT22-094"], deck=["ST1-03"]), Side(deck=["ST1-03"]),
                memory=2)
    script(pos, 0, True)
    start_of_main_phase(pos)
    assert sorted(pos.hand(0)) == ["BT22-090", "BT22-094"]
    assert all(s != ["BT22-090"] and s != ["BT22-094"] for s in pos.battle(0))
    ok(pos)


def links(pos, p, s):
    return pos._names(pos.st.lnk[p, s], pos.st.lnk_n[p, s])


def test_st22_08_lines_and_coverage():
    assert "ST22-08 main main : link_self filter=may ; then delete_at_most_own_dp target=opponent count=1" in \
        lines_of("ST22-08")
    assert card_coverage(load_catalog()["ST22-08"]) == "full"


def test_st22_08_links_then_deletes_up_to_the_linked_digimons_dp():
    # Greymon 4000 DP + the link's 2000 = 6000: Grizzlymon (6000) may go, MetalGreymon (7000) may not
    pos = build(Side(battle=["ST1-07"], hand=["ST22-08"], deck=["ST1-03"]),
                Side(battle=["ST1-09", "ST2-07"], deck=["ST1-03"]), memory=5)
    pos.use_option(0, "ST22-08")
    assert links(pos, 0, 1) == ["ST22-08"] and pos.dp(0, 1) == 6000
    assert pos.battle(1) == [["ST1-09"]] and pos.trash(1) == ["ST2-07"]
    assert [e[1] for e in pos.effects("ST22-08")].count(ec.A_DELETE) == 1
    ok(pos)


def test_st22_08_deletes_nothing_stronger_than_every_digimon_of_its_player():
    # Agumon (level 3, 2000 DP) takes the link: 4000; the opponent's 5000 and 7000 DP Digimon stay
    pos = build(Side(battle=["ST1-03"], hand=["ST22-08"], deck=["ST1-03"]),
                Side(battle=["ST1-09", "ST1-05"], deck=["ST1-03"]), memory=5)
    pos.use_option(0, "ST22-08")
    assert links(pos, 0, 1) == ["ST22-08"]
    assert pos.battle(1) == [["ST1-09"], ["ST1-05"]] and pos.trash(1) == []
    ok(pos)


def test_st22_08_compares_with_its_players_strongest_digimon():
    # the link goes to one of two Digimon; Phoenixmon's 12000 DP lets MetalGreymon (7000) be deleted
    pos = build(Side(battle=["ST1-03", "ST1-10"], hand=["ST22-08"], deck=["ST1-03"]),
                Side(battle=["ST1-09"], deck=["ST1-03"]), memory=5)
    pos.use_option(0, "ST22-08")
    assert pos.battle(1) == [] and pos.trash(1) == ["ST1-09"]
    ok(pos)

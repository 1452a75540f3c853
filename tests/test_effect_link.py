"""<Link> (RULES.md §10.6): options that link themselves after their [Main] (BT24-097 Soul Fear, BT25-100 Iron Slash,
BT24-092 Shock Plasma from the security stack), the link DP and link effects a linked Digimon gets (a [When Attacking]
delete, <Piercing> and <Collision>), linking from the hand as a main-phase action for the link cost, a new link card
replacing the old one, rule check E (a link card whose Digimon no longer meets the requirement is trashed), link cards
leaving with their Digimon, links from the trash (BT25-101 Divine Arms, this card or one from the trash; BT25-069
Raremon), a link card trashed to keep its Digimon in the battle area, and the compiled link lines."""
import json

import numpy as np
import pytest
from effect_positions import Side, Slot, build

from decks.tools import compile_effects as ce
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.effect_codes import A_PIERCING, KW_COLLISION

DECK = ["ST1-03", "ST1-04", "ST1-05"]
TS = "BT24-011"   # Cyclonemon: a level 4 red [TS] Digimon (<Rush>, <Raid>), 5000 DP
i32 = np.int32


def links(pos, p, s):
    return pos._names(pos.st.lnk[p, s], pos.st.lnk_n[p, s])


def test_soul_fear_deletes_then_links_itself_and_its_link_effect_deletes_when_attacking():
    pos = build(Side(battle=[TS], hand=["BT24-097"], deck=list(DECK)),
                Side(battle=["ST1-10", Slot("ST1-05", suspended=True)], deck=["ST1-03"]), memory=5)
    pos.use_option(0, "BT24-097")
    assert pos.battle(1) == [["ST1-05"]]                 # the level 6 Digimon deleted
    assert links(pos, 0, 1) == ["BT24-097"] and "BT24-097" not in pos.trash(0)
    assert pos.memory(0) == 0 and pos.dp(0, 1) == 7000    # link DP +2000
    assert pos.violation() == 0
    pos.attack(0, 1, 1)                                   # [When Attacking] of the link card: level 5 or lower deleted
    assert pos.battle(1) == [] and sorted(pos.trash(1)) == ["ST1-05", "ST1-10"]
    assert links(pos, 0, 1) == ["BT24-097"]
    assert pos.violation() == 0


def test_iron_slash_de_digivolves_and_its_link_gives_piercing_and_collision():
    pos = build(Side(battle=[TS], hand=["BT25-100"], deck=list(DECK)),
                Side(battle=[Slot(["ST1-03", "ST1-05", "ST1-08"])], deck=["ST1-03"]), memory=5)
    assert not pos.has(0, 1, A_PIERCING)
    pos.use_option(0, "BT25-100")
    assert pos.battle(1) == [["ST1-03"]] and sorted(pos.trash(1)) == ["ST1-05", "ST1-08"]
    assert links(pos, 0, 1) == ["BT25-100"] and pos.dp(0, 1) == 7000
    assert pos.has(0, 1, A_PIERCING)
    assert Q.has_named_keyword(pos.st, pos.tb, i32(0), i32(1), KW_COLLISION)
    assert pos.violation() == 0


def test_linking_from_the_hand_pays_the_link_cost_and_replaces_the_old_link_card():
    pos = build(Side(battle=[TS, "ST1-03"], hand=["BT24-097", "BT25-100"], deck=list(DECK)),
                Side(battle=["ST1-05"], deck=["ST1-03"]), memory=5)
    acts = [a for a in pos.actions_of(0) if a[0] == L.A_LINK]
    # one link each, to the [TS] Digimon only, for the link cost
    assert sorted((pos.st.hand[0, a[1]], a[2], a[3]) for a in acts) == sorted(
        [(pos.card("BT24-097"), 1, 3), (pos.card("BT25-100"), 1, 2)])
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "BT25-100")), i32(1), i32(2))
    assert links(pos, 0, 1) == ["BT25-100"] and pos.memory(0) == 3 and pos.has(0, 1, A_PIERCING)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "BT24-097")), i32(1), i32(3))
    assert links(pos, 0, 1) == ["BT24-097"] and pos.trash(0) == ["BT25-100"]   # the limit is one: replaced, trashed
    assert pos.memory(0) == 0 and not pos.has(0, 1, A_PIERCING) and pos.dp(0, 1) == 7000
    assert pos.violation() == 0


def test_the_greedy_pilot_links_from_the_hand_when_nothing_better_is_affordable():
    pos = build(Side(battle=[Slot(TS, suspended=True)], hand=["BT25-100"], deck=list(DECK)),
                Side(battle=[], deck=["ST1-03"]), memory=2)
    n = E.list_actions(pos.st, pos.tb, i32(0))
    from strategies.pilots import GREEDY, choose_main
    k = choose_main(GREEDY, pos.st, pos.tb, i32(0), i32(n))
    assert pos.st.acts[k, 0] == L.A_LINK


def test_a_link_card_is_trashed_when_its_digimon_stops_meeting_the_requirement():
    pos = build(Side(battle=[TS], hand=["BT25-100", "ST1-08"], deck=list(DECK)),
                Side(battle=["ST1-05"], deck=["ST1-03"]), memory=10)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "BT25-100")), i32(1), i32(2))
    pos.digivolve(0, "ST1-08", 1)                         # Garudamon: no [TS] trait
    assert pos.battle(0) == [[TS, "ST1-08"]]
    assert links(pos, 0, 1) == [] and pos.trash(0) == ["BT25-100"]
    assert pos.violation() == 0


def test_link_cards_go_to_the_trash_with_their_digimon():
    pos = build(Side(battle=[TS], hand=["BT25-100"], deck=list(DECK)),
                Side(battle=["ST1-05"], hand=["ST1-16"], deck=["ST1-03"]), memory=10)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "BT25-100")), i32(1), i32(2))
    pos.set_turn(3, 1)
    pos.set_memory(1, 10)
    pos.use_option(1, "ST1-16")                           # delete 1 of the opponent's Digimon
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([TS, "BT25-100"])
    assert pos.st.lnk_n[0, 1] == 0
    assert pos.violation() == 0


def test_shock_plasma_from_the_security_stack_links_itself_instead_of_going_to_the_trash():
    pos = build(Side(battle=[TS], security=["ST1-03", "BT24-092"], deck=list(DECK)),
                Side(battle=["ST1-08"], deck=["ST1-03"]), current=1, memory=3)
    pos.attack(1, 1, -1)
    assert pos.security(0) == ["ST1-03"]
    assert links(pos, 0, 1) == ["BT24-092"] and "BT24-092" not in pos.trash(0)
    assert pos.dp(1, 1) == 1000                           # its [Main]: -6000 DP to the attacker
    assert pos.violation() == 0


VULCANUSMON = "BT25-075"   # a level 6 [TS] Digimon, 12000 DP (its own text is not encoded yet)


def test_divine_arms_pays_draws_and_links_itself_to_vulcanusmon():
    # the cost: a [TS] card from the hand (a Digimon card, which has no link text); then this card is the only one
    # that may be linked
    pos = build(Side(battle=[VULCANUSMON], hand=["BT25-101", TS], deck=list(DECK)),
                Side(battle=["ST1-05"], deck=["ST1-03"]), memory=5)
    pos.use_option(0, "BT25-101")
    assert pos.trash(0) == [TS] and sorted(pos.hand(0)) == ["ST1-04", "ST1-05"]
    assert links(pos, 0, 1) == ["BT25-101"]
    assert pos.dp(0, 1) == 16000 and pos.security_attack(0, 1) == 2
    assert pos.violation() == 0


def test_divine_arms_may_link_a_card_of_the_trash_instead_and_goes_to_the_trash_itself():
    # the greedy pilot takes the costlier card: Soul Fear (cost 5) from the trash rather than this card (cost 3)
    pos = build(Side(battle=[VULCANUSMON], hand=["BT25-101", TS], trash=["BT24-097"], deck=list(DECK)),
                Side(battle=["ST1-05"], deck=["ST1-03"]), memory=5)
    pos.use_option(0, "BT25-101")
    assert links(pos, 0, 1) == ["BT24-097"]
    assert sorted(pos.trash(0)) == sorted(["BT25-101", TS])
    assert pos.dp(0, 1) == 14000
    assert pos.violation() == 0


def test_divine_arms_keeps_vulcanusmon_in_the_battle_area_by_trashing_a_link_card():
    pos = build(Side(battle=[VULCANUSMON], hand=["BT25-101"], deck=list(DECK)),
                Side(battle=["ST1-05"], hand=["ST1-16"], deck=["ST1-03"]), memory=10)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "BT25-101")), i32(1), i32(3))
    assert links(pos, 0, 1) == ["BT25-101"]
    pos.set_turn(3, 1)
    pos.set_memory(1, 10)
    pos.use_option(1, "ST1-16")                           # delete 1 of the opponent's Digimon
    assert pos.battle(0) == [[VULCANUSMON]] and links(pos, 0, 1) == []
    assert pos.trash(0) == ["BT25-101"]
    assert pos.violation() == 0


def test_raremon_links_a_ts_card_from_the_trash_when_played():
    pos = build(Side(battle=[VULCANUSMON], hand=["BT25-069"], trash=["BT24-097", "ST1-16"], deck=list(DECK)),
                Side(battle=["ST1-05"], deck=["ST1-03"]), memory=5)
    pos.play(0, "BT25-069")
    # linked to the strongest Digimon meeting the requirement; the card without the trait stays in the trash
    assert links(pos, 0, 1) == ["BT24-097"] and links(pos, 0, 2) == []
    assert pos.trash(0) == ["ST1-16"]
    assert pos.violation() == 0


def _reading(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record)


@pytest.mark.skipif(not ce.DEFAULT_CARDS_JSON.exists(), reason="../shared/carddata is not available")
def test_compiled_link_lines():
    r = _reading("BT25-100")
    assert r.unmodeled == []
    assert [x for x in r.lines if " link " in x or "link_self" in x] == [
        "BT25-100 main main : de_digivolve 2 target=opponent count=1 ; then link_self filter=may",
        "BT25-100 link static : link_requirement 2 trait=ts",
        "BT25-100 link static : dp +2000 target=self",
        "BT25-100 link static : keyword collision target=self",
        "BT25-100 link static : piercing target=self"]
    r = _reading("BT24-097")
    assert r.unmodeled == []
    assert "BT24-097 link when_attacking once_per_turn : delete target=opponent count=1 level<=5" in r.lines
    r = _reading("ST22-09")   # a level requirement; "You may link ... Then, ...": the link alone is the choice
    assert "ST22-09 link static : link_requirement 2 level>=3" in r.lines
    assert ("ST22-09 main main : link_self filter=may ; then cant suspend target=opponent count=1 kinds=digimon,tamer "
            "duration=opponents_next_turn") in r.lines
    r = _reading("BT25-101")
    assert r.unmodeled == []
    assert "BT25-101 link static : link_requirement 3 name=vulcanusmon" in r.lines
    assert ("BT25-101 main main optional : trash_from_hand_cost 1 trait=ts ; then draw 2 ; then link_from_trash 1 "
            "trait=ts filter=may") in r.lines
    assert ("BT25-101 link would_leave_any_way optional : trash_link_cost ; then if=this_has stay target=self "
            "name=vulcanusmon") in r.lines
    assert "BT25-069 main on_play optional : link_from_trash trait=ts" in _reading("BT25-069").lines
    # a link effect for more than the linked Digimon stays unmodeled
    assert ("link", "link effect on more than the linked Digimon") in _reading("BT21-041").unmodeled


# --- <Link +N> (keyword link_plus): the limit of link cards raised --------------------------------------------------

FACTORIAL_AREA = "BT25-102"   # a black and red [TS] field option: face up, <Link +1> while you have Vulcanusmon


def test_vulcanusmon_gives_its_ts_digimon_link_plus_1_so_two_link_cards_stay():
    pos = build(Side(battle=[VULCANUSMON, TS, "ST1-03"], hand=["BT24-097", "BT25-100", "BT25-101"], deck=list(DECK)),
                Side(battle=["ST1-05"], deck=["ST1-03"]), memory=10)
    assert [Q.link_limit(pos.st, pos.tb, i32(0), i32(s)) for s in (1, 2, 3)] == [2, 2, 1]
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "BT25-100")), i32(1), i32(2))
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "BT24-097")), i32(1), i32(3))
    assert links(pos, 0, 1) == ["BT25-100", "BT24-097"] and pos.trash(0) == []   # both stay
    assert pos.dp(0, 1) == 12000 + 2000 + 2000 and pos.has(0, 1, A_PIERCING)
    E.link_from_hand(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "BT25-101")), i32(1), i32(3))
    assert links(pos, 0, 1) == ["BT24-097", "BT25-101"] and pos.trash(0) == ["BT25-100"]   # the oldest replaced
    assert pos.violation() == 0


def test_factorial_area_face_up_adds_link_plus_1_only_while_you_have_vulcanusmon():
    def limits(battle, up):
        pos = build(Side(battle=battle, security=[FACTORIAL_AREA, "ST1-03"], deck=list(DECK)),
                    Side(battle=["ST1-05"], deck=["ST1-03"]), memory=5)
        pos.st.sec_up[0, pos.security(0).index(FACTORIAL_AREA)] = up   # the option face up or not
        return [Q.link_limit(pos.st, pos.tb, i32(0), i32(s)) for s in range(1, len(battle) + 1)]
    # Vulcanusmon and Cyclonemon (black/red [TS]): +1 from Vulcanusmon, +1 from the face-up option
    assert limits([VULCANUSMON, TS, "ST1-03"], 1) == [3, 3, 1]
    assert limits([VULCANUSMON, TS, "ST1-03"], 0) == [2, 2, 1]   # face down: its [Security] rows don't work
    assert limits([TS, "ST1-03"], 1) == [1, 1]                   # no Vulcanusmon: no <Link +1>
    assert limits(["BT24-035"], 1) == [1]                          # Gatomon, a [TS] Digimon neither black nor red


def test_a_digimon_with_its_own_link_plus_2_keeps_three_link_cards():
    r = _reading("EX11-073")
    assert "EX11-073 main static : keyword link_plus target=self count=2" in r.lines
    pos = build(Side(battle=["EX11-073", "ST1-03"], deck=list(DECK)), Side(battle=["ST1-05"], deck=["ST1-03"]),
                memory=5)
    assert Q.link_limit(pos.st, pos.tb, i32(0), i32(1)) == 3 and Q.link_limit(pos.st, pos.tb, i32(0), i32(2)) == 1


@pytest.mark.skipif(not ce.DEFAULT_CARDS_JSON.exists(), reason="../shared/carddata is not available")
def test_compiled_link_plus_lines():
    r = _reading("BT25-075")
    assert "BT25-075 main static : rush target=all_own trait=ts" in r.lines
    assert "BT25-075 main static : keyword link_plus target=all_own trait=ts" in r.lines
    assert "BT21-101 main static : keyword link_plus target=self count=1" in _reading("BT21-101").lines
    # beyond the engine's room for link cards: left unmodeled
    assert not any("link_plus" in x for x in _reading("BT26-086").lines)

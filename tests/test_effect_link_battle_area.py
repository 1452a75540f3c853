"""<Link> from the battle area and the link texts' newer timings (RULES.md §10.6):

- a Digimon whose card has a link text may link itself, as a main-phase action for its link cost, to another of its
  owner's Digimon meeting the requirement: it leaves the battle area (the cards beneath it and its own link cards to
  the trash; logged `link_from_battle_area`), its top card becomes the link card (the limit of one still holds);
- `when_linking` ([When Linking]): the link text's effect when the card has just been linked, from the hand, from
  the battle area or by an effect, working for that Digimon;
- a link card's [On Deletion] works when the Digimon it is linked to is deleted;
- `trash_link_cost` as the cost of a link effect of another timing ("by trashing 1 of this Digimon's link cards");
- the greedy pilot links from the battle area only a Digimon that has attacked and has little beneath it."""
import numpy as np
from effect_positions import Side, Slot, build, full, lines_of, script

from simcore import engine as E
from simcore import layout as L
from simcore.effect_codes import A_DRAW, A_LINK_FROM_BATTLE_AREA, A_LINK_SELF
from strategies.pilots import GREEDY, choose_main

i32 = np.int32
DECK = ["ST1-03", "ST1-04", "ST1-05", "ST1-06", "ST1-07"]

SCOPEMON = "BT21-071"     # Lv.4 [Appmon]; link [Appmon] for 2, +3000 DP, [When Linking] draw 2 then trash 2
TWEETMON = "P-190"        # Lv.3 [Appmon], 1000 DP; link [Appmon] for 1, +2000 DP, [When Linking] draw 1
PROTECMON = "BT24-053"    # Lv.3 [Appmon], 2000 DP, <Blocker>; link [Appmon] for 1, +2000 DP, <Blocker>
MEDICMON = "BT24-036"     # Lv.4 [Appmon]; link [Appmon] for 2, +3000 DP, [On Deletion] -5000 DP to 1 of theirs
WEATHERDRAMON = "EX10-014"   # Lv.4 [Appmon]; link [Appmon] for 2, +3000 DP, [When Attacking] by trashing 1 link
#                              card of this Digimon, -6000 DP to 1 of theirs
AGUMON = "ST1-03"         # Lv.3, 2000 DP, no [Appmon] trait
GREYMON = "ST1-07"        # Lv.4, 4000 DP (its inherited text only)
GARUDAMON = "ST1-08"      # Lv.5, 7000 DP


def links(pos, p, s):
    return pos._names(pos.st.lnk[p, s], pos.st.lnk_n[p, s])


def field_links(pos, p):
    """(-slot of the Digimon linking itself, slot it is linked to, cost) of each link from the battle area."""
    return sorted(a[1:4] for a in pos.actions_of(p) if a[0] == L.A_LINK and a[1] < 0)


def take(pos, p, a, t):
    """Take the link action (a, t) as the main phase does (its effects resolved after it)."""
    n = E.list_actions(pos.st, pos.tb, i32(p))
    k = [k for k in range(n) if pos.st.acts[k, 0] == L.A_LINK and (pos.st.acts[k, 1], pos.st.acts[k, 2]) == (a, t)]
    assert k, f"no link ({a}, {t})"
    E.apply_action(pos.st, pos.tb, i32(p), i32(k[0]))


def test_encoded_lines():
    assert full(SCOPEMON) and full(TWEETMON) and full(MEDICMON) and full(WEATHERDRAMON)
    assert [x for x in lines_of(SCOPEMON) if " link " in x] == [
        "BT21-071 link static : link_requirement 2 trait=appmon",
        "BT21-071 link static : dp +3000 target=self",
        "BT21-071 link when_linking : draw 2 ; then trash_from_hand 2"]
    assert "P-190 link when_linking : draw 1" in lines_of(TWEETMON)
    assert "BT24-036 link on_deletion : dp -5000 target=opponent count=1 duration=turn" in lines_of(MEDICMON)
    assert ("EX10-014 link when_attacking optional : trash_link_cost ; then dp -6000 target=opponent count=1 "
            "duration=turn") in lines_of(WEATHERDRAMON)
    # a timing tag doubled in the card data is one effect
    assert [x for x in lines_of("BT23-052") if "when_linking" in x] == [
        "BT23-052 link when_linking : reboot target=self duration=opponents_turn_end ; then blocker target=self "
        "duration=opponents_turn_end"]
    # "Delete 1 of your opponent's Digimon. with ...": the stray full stop read through
    assert "BT21-054 link when_linking : delete target=opponent count=1 cost<=3" in lines_of("BT21-054")


def test_a_digimon_links_itself_from_the_battle_area_and_its_when_linking_effect_runs():
    pos = build(Side(battle=[PROTECMON, Slot([AGUMON, SCOPEMON])], hand=["ST1-04", "ST1-05"], deck=list(DECK)),
                Side(battle=[GREYMON], deck=["ST1-03"]), memory=5)
    # each Digimon with a link text to each other one meeting its requirement, for its link cost
    assert field_links(pos, 0) == [(-2, 1, 2), (-1, 2, 1)]
    take(pos, 0, -2, 1)
    assert pos.battle(0) == [[PROTECMON]] and links(pos, 0, 1) == [SCOPEMON]
    assert pos.memory(0) == 3 and pos.dp(0, 1) == 5000        # 2000 + the link DP 3000
    # [When Linking]: draw 2, then trash 2 from the hand; the card beneath Scopemon went to the trash as it left
    assert len(pos.hand(0)) == 2 and len(pos.deck(0)) == len(DECK) - 2
    assert len(pos.trash(0)) == 3 and AGUMON in pos.trash(0)
    # logged: the leaving for the cost paid, the link to Protecmon, then the [When Linking] effect
    assert pos.effects(SCOPEMON)[:3] == [(SCOPEMON, A_LINK_FROM_BATTLE_AREA, SCOPEMON, 2, 0),
                                         (SCOPEMON, A_LINK_SELF, PROTECMON, 0, 0), (SCOPEMON, A_DRAW, None, 2, 0)]
    assert pos.violation() == 0


def test_no_link_from_the_battle_area_to_itself_to_a_digimon_out_of_the_requirement_or_beyond_memory():
    pos = build(Side(battle=[AGUMON, SCOPEMON], deck=list(DECK)), Side(battle=[GREYMON], deck=["ST1-03"]), memory=5)
    assert field_links(pos, 0) == []                       # Agumon has no [Appmon] trait
    pos = build(Side(battle=[PROTECMON, SCOPEMON], deck=list(DECK)), Side(deck=["ST1-03"]), memory=-9)
    assert field_links(pos, 0) == [(-1, 2, 1)]             # Scopemon's cost 2 would take memory below -10


def test_the_leaving_digimons_link_cards_go_to_the_trash_and_the_old_link_card_is_replaced():
    pos = build(Side(battle=[PROTECMON, Slot(SCOPEMON)], hand=[TWEETMON, MEDICMON], deck=list(DECK)),
                Side(battle=[GREYMON], deck=["ST1-03"]), memory=10)
    take(pos, 0, pos.hand_index(0, TWEETMON), 2)           # Tweetmon beside Scopemon: [When Linking] draw 1
    assert links(pos, 0, 2) == [TWEETMON] and len(pos.hand(0)) == 2 and pos.memory(0) == 9
    take(pos, 0, pos.hand_index(0, MEDICMON), 1)           # Medicmon beside Protecmon
    assert links(pos, 0, 1) == [MEDICMON] and pos.memory(0) == 7
    trash = len(pos.trash(0))
    take(pos, 0, -2, 1)                                    # Scopemon leaves: Tweetmon to the trash;
    assert links(pos, 0, 1) == [SCOPEMON]                  # it replaces Medicmon, trashed too
    assert pos.battle(0) == [[PROTECMON]] and pos.memory(0) == 5
    assert TWEETMON in pos.trash(0) and MEDICMON in pos.trash(0)
    assert len(pos.trash(0)) == trash + 2 + 2              # and the 2 cards its [When Linking] trashed
    assert pos.violation() == 0


def test_a_link_cards_on_deletion_works_when_its_digimon_is_deleted():
    pos = build(Side(battle=[PROTECMON], hand=[MEDICMON], deck=list(DECK)),
                Side(battle=[GARUDAMON], hand=["ST1-16"], deck=["ST1-03"]), memory=10)
    take(pos, 0, pos.hand_index(0, MEDICMON), 1)
    pos.set_turn(3, 1)
    pos.set_memory(1, 10)
    pos.use_option(1, "ST1-16")                            # Protecmon deleted
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([PROTECMON, MEDICMON])
    assert pos.dp(1, 1) == 2000                            # Garudamon 7000 - 5000 for the turn
    assert pos.violation() == 0


def test_a_link_effect_paid_by_trashing_a_link_card_of_its_digimon():
    pos = build(Side(battle=[PROTECMON], hand=[WEATHERDRAMON], deck=list(DECK)),
                Side(battle=[Slot(GARUDAMON, suspended=True)], deck=["ST1-03"]), memory=10)
    take(pos, 0, pos.hand_index(0, WEATHERDRAMON), 1)
    assert pos.dp(0, 1) == 5000
    script(pos, 0, True)
    pos.attack(0, 1, 1)            # [When Attacking]: Weatherdramon itself trashed, Garudamon 7000 - 6000
    assert links(pos, 0, 1) == [] and WEATHERDRAMON in pos.trash(0)
    assert pos.battle(1) == [] and pos.battle(0) == [[PROTECMON]]   # 2000 against 1000
    assert pos.violation() == 0


def test_the_greedy_pilot_links_from_the_battle_area_a_spent_digimon_only():
    pos = build(Side(battle=[Slot(PROTECMON, suspended=True), Slot(TWEETMON, suspended=True)], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=3)
    n = E.list_actions(pos.st, pos.tb, i32(0))
    k = choose_main(GREEDY, pos.st, pos.tb, i32(0), i32(n))
    assert pos.st.acts[k, 0] == L.A_LINK and pos.st.acts[k, 1] < 0
    # unsuspended, it may still attack: not linked
    pos = build(Side(battle=[Slot(PROTECMON, suspended=True), TWEETMON], deck=list(DECK)),
                Side(battle=[Slot(GREYMON, suspended=True)], deck=["ST1-03"]), memory=3)
    n = E.list_actions(pos.st, pos.tb, i32(0))
    k = choose_main(GREEDY, pos.st, pos.tb, i32(0), i32(n))
    assert not (pos.st.acts[k, 0] == L.A_LINK and pos.st.acts[k, 1] == -2)

"""<Decoy (X)> (keyword decoy, its colours or trait the row's card filter), the digivolution requirement that holds
while the opponent has a Digimon of N DP or more (digivolve_while_you_have under if=opponent_dp>=N), and a free play
of a card or else a Token that takes no name of your Digimon (target=new_names, the condition not_played): BT6-059
Machmon, EX3-046 Commandramon, BT23-013 Jesmon and its [Atho, René & Por] Token, BT20-017 Jesmon."""
import numpy as np

import effect_positions
from decks.effects import describe, load_effects
from effect_positions import Side, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import collect_slot, delete_slot

I32 = np.int32
TOKEN = "TK-ATHO_REN_POR"
JESMON = "BT23-013"
HUCKMON = "P-066"          # a Huckmon with a [Security] effect only
BLANC = "BT6-082"          # Sistermon Blanc: [On Play] draw 1
MACHMON = "BT6-059"        # <Decoy (Black)> only
NUMEMON = "BT2-056"        # a black Digimon without effects
GREYMON = "ST1-07"         # a red Digimon with an inherited text only
WARGREYMON = "ST1-11"      # 12000 DP
DECK = ["ST1-03"] * 4


def delete_by(pos, p, s, by):
    """Delete p's Digimon in slot s by an effect of player `by`."""
    pos.st.g[L.G_EFFECT_PLAYER] = 1 + by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(L.DEL_EFFECT))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def test_the_compiled_lines():
    effects = load_effects()
    assert [e.text for e in effects[MACHMON].effects] == ["BT6-059 main static : keyword decoy target=self color=black"]
    assert [e.text for e in effects[TOKEN].effects] == [
        "TK-ATHO_REN_POR main static : reboot target=self", "TK-ATHO_REN_POR main static : blocker target=self",
        "TK-ATHO_REN_POR main static : keyword decoy target=self color=red,black"]
    play = ("play_from_hand kind=digimon name~sistermon target=new_names filter=or_trash,may ; then if=not_played "
            "play_token name=atho,_rené_&_por target=new_names filter=may")
    assert [e.text for e in effects[JESMON].effects] == [
        "BT23-013 main static if=opponent_dp>=10000 : digivolve_while_you_have 5 base_name=huckmon",
        "BT23-013 main static : rush target=self", "BT23-013 main static : keyword alliance target=self",
        "BT23-013 main when_digivolving : " + play, "BT23-013 main when_attacking : " + play,
        "BT23-013 main own_digimon_played your_turn once_per_turn if=other_played : attack target=self"]
    for n in (MACHMON, TOKEN, JESMON, "BT20-017", "BT6-064", "BT16-052", "TK-KOHAGURUMON"):
        assert not effects[n].unmodeled, n
    assert "Decoy" in describe("BT6-059 main static : keyword decoy target=self color=black")
    assert "if the play before it played nothing" in describe(JESMON + " main when_digivolving : " + play)


# --- <Decoy> -----------------------------------------------------------------------------------------------

def decoy_position():
    return effect_positions.build(Side(battle=[NUMEMON, MACHMON, GREYMON], deck=DECK),
                                  Side(battle=[WARGREYMON], deck=DECK), current=1, memory=3)


def test_decoy_is_deleted_in_place_of_another_black_digimon_the_opponent_deletes():
    pos = decoy_position()
    delete_by(pos, 0, 1, 1)
    assert pos.battle(0) == [[NUMEMON], [GREYMON]]
    assert pos.trash(0) == [MACHMON]
    assert (MACHMON, ec.A_KEYWORD, MACHMON, -ec.KW_DECOY, 0) in pos.effects(MACHMON)
    ok(pos)


def test_decoy_covers_neither_other_colours_nor_its_own_deletion_nor_your_own_effects():
    pos = decoy_position()
    delete_by(pos, 0, 3, 1)   # the red Greymon: not covered
    assert pos.battle(0) == [[NUMEMON], [MACHMON]]
    pos = decoy_position()
    delete_by(pos, 0, 2, 1)   # Machmon itself
    assert pos.battle(0) == [[NUMEMON], [GREYMON]]
    pos = decoy_position()
    delete_by(pos, 0, 1, 0)   # Numemon, by its own player's effect
    assert pos.battle(0) == [[MACHMON], [GREYMON]]
    ok(pos)


def test_decoy_is_not_used_in_battle():
    pos = decoy_position()
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(L.DEL_BATTLE))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[MACHMON], [GREYMON]]
    ok(pos)


COMMANDRAMON = "EX3-046"   # <Decoy ([D-Brigade])>: Digimon with [D-Brigade] in their traits


def test_decoy_of_a_trait_part_saves_another_commandramon_but_not_a_greymon():
    assert [e.text for e in load_effects()[COMMANDRAMON].effects] == [
        "EX3-046 main static : keyword decoy target=self trait~d-brigade"]
    pos = effect_positions.build(Side(battle=[COMMANDRAMON, COMMANDRAMON, GREYMON], deck=DECK),
                                 Side(battle=[WARGREYMON], deck=DECK), current=1, memory=3)
    first, second, _ = pos.uids(0)
    delete_by(pos, 0, 1, 1)
    assert pos.battle(0) == [[COMMANDRAMON], [GREYMON]] and pos.uids(0)[0] == first
    assert pos.trash(0) == [COMMANDRAMON]
    delete_by(pos, 0, 2, 1)   # the Greymon has no [D-Brigade] trait
    assert pos.battle(0) == [[COMMANDRAMON]]
    ok(pos)


# --- BT23-013 Jesmon ---------------------------------------------------------------------------------------

def jesmon_position(opponent, battle=(), hand=(), trash=()):
    return effect_positions.build(Side(battle=[HUCKMON, *battle], hand=[JESMON, *hand], trash=list(trash), deck=DECK),
                                  Side(battle=[opponent], security=["ST1-03"], deck=DECK), memory=5)


def digivolve_costs(pos):
    i = pos.hand_index(0, JESMON)
    return [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == 1]


def test_jesmon_digivolves_from_huckmon_for_5_only_while_the_opponent_has_a_10000_dp_digimon():
    assert digivolve_costs(jesmon_position(WARGREYMON)) == [5]
    assert digivolve_costs(jesmon_position(GREYMON)) == []


def jesmon_plays(pos):
    return [(a, t) for _, a, t, _, _ in pos.effects(JESMON) if a in (ec.A_PLAY_FROM_HAND, ec.A_PLAY_FROM_TRASH,
                                                                       ec.A_PLAY_TOKEN)]


def test_jesmon_plays_a_sistermon_from_the_hand_and_then_no_token():
    pos = jesmon_position(WARGREYMON, hand=[BLANC])
    pos.digivolve(0, JESMON, 1)
    assert jesmon_plays(pos) == [(ec.A_PLAY_FROM_HAND, BLANC)]
    assert [HUCKMON, JESMON] in pos.battle(0) and [BLANC] in pos.battle(0)
    assert [TOKEN] not in pos.battle(0)
    ok(pos)


def test_jesmon_plays_a_sistermon_from_the_trash():
    pos = jesmon_position(WARGREYMON, trash=[BLANC])
    pos.digivolve(0, JESMON, 1)
    assert jesmon_plays(pos) == [(ec.A_PLAY_FROM_TRASH, BLANC)]
    ok(pos)


def test_a_sistermon_named_like_one_in_play_is_passed_over_for_the_token():
    pos = jesmon_position(WARGREYMON, battle=[BLANC], hand=[BLANC])
    pos.digivolve(0, JESMON, 1)
    assert jesmon_plays(pos) == [(ec.A_PLAY_TOKEN, TOKEN)]
    assert [TOKEN] in pos.battle(0) and BLANC in pos.hand(0)
    ok(pos)


def test_declining_the_sistermon_leaves_the_token_to_choose():
    pos = jesmon_position(WARGREYMON, hand=[BLANC])
    effect_positions.script(pos, 0, False, True)
    pos.digivolve(0, JESMON, 1)
    assert jesmon_plays(pos)[:1] == [(ec.A_PLAY_TOKEN, TOKEN)]
    assert BLANC in pos.hand(0)
    ok(pos)


def test_no_second_token_while_one_is_in_play():
    pos = jesmon_position(WARGREYMON, battle=[BLANC])
    pos.digivolve(0, JESMON, 1)
    assert jesmon_plays(pos) == [(ec.A_PLAY_TOKEN, TOKEN)]
    n = len(pos.effects(JESMON))
    s = [i for i, stack in enumerate(pos.battle(0)) if stack[-1] == JESMON][0] + 1
    collect_slot(pos.st, pos.tb, I32(ec.T_WHEN_ATTACKING), I32(0), I32(s), I32(0), I32(0))
    E.settle(pos.st, pos.tb)
    assert [x for x in pos.effects(JESMON)[n:] if x[1] in (ec.A_PLAY_TOKEN, ec.A_PLAY_FROM_HAND,
                                                           ec.A_PLAY_FROM_TRASH)] == []
    assert sum(stack == [TOKEN] for stack in pos.battle(0)) == 1
    ok(pos)


def test_the_token_decoys_for_the_red_jesmon_but_not_for_a_white_sistermon():
    pos = jesmon_position(WARGREYMON, battle=[BLANC])
    pos.digivolve(0, JESMON, 1)
    battle = pos.battle(0)
    jesmon = battle.index([HUCKMON, JESMON]) + 1
    delete_by(pos, 0, jesmon, 1)
    assert [HUCKMON, JESMON] in pos.battle(0) and [TOKEN] not in pos.battle(0)
    assert TOKEN not in pos.trash(0)   # a Token leaves the game
    delete_by(pos, 0, pos.battle(0).index([BLANC]) + 1, 1)
    assert [BLANC] not in pos.battle(0)
    ok(pos)

"""Tokens (RULES.md §10.1): `play_token name=X` plays the Token of decks/data/tokens.tsv with its printed facts and
its own encoded text; it can't digivolve, and leaving the battle area removes it from the game (no trash, hand or
deck). EX11-019 Shoemon ([On Deletion] you may play a [Familiar] Token), P-165 ShoeShoemon (a Familiar deleted at
the end of the opponent's turn) and the Familiar's own [On Deletion] (-3000 DP to 1 of the opponent's Digimon)."""
import numpy as np

import effect_positions
from decks.catalog import get_card, is_token, token_number
from decks.effects import load_effects
from effect_positions import Side, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import apply_to_digimon, delete_slot

I32 = np.int32
FAMILIAR = "TK-FAMILIAR"


def delete(pos, p, s):
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(L.DEL_EFFECT))
    E.settle(pos.st, pos.tb)


def shoemon_gone_familiar_in_play():
    """Player 0's Shoemon deleted by an effect in player 1's turn: its [On Deletion] plays the Familiar. Player 1's
    ST1-07 (4000 DP, an inherited text only) takes the Familiar's DP cut."""
    pos = effect_positions.build(Side(battle=["EX11-019"], deck=["ST1-03"]),
                                 Side(battle=["ST1-07"], deck=["ST1-03"]), current=1, memory=3)
    delete(pos, 0, 1)
    return pos


def test_the_token_catalog_holds_the_familiar_facts():
    card = get_card(FAMILIAR)
    assert token_number("Familiar") == FAMILIAR and is_token(FAMILIAR) and not is_token("EX11-019")
    assert (card.name, card.kind, card.colors, card.level, card.cost, card.dp, card.max_copies) == (
        "Familiar", "digimon", ("yellow",), None, None, 3000, 0)


def test_the_compiled_lines_play_the_familiar_and_give_it_its_on_deletion():
    effects = load_effects()
    assert [e.text for e in effects["EX11-019"].effects] == [
        "EX11-019 main on_deletion optional : play_token name=familiar",
        "EX11-019 inherited static : keyword barrier target=self"]
    assert [e.text for e in effects["P-165"].effects if "play_token" in e.text] == [
        "P-165 main on_play : play_token name=familiar filter=held_till_opponents_turn_end",
        "P-165 main when_digivolving : play_token name=familiar filter=held_till_opponents_turn_end"]
    assert [e.text for e in effects[FAMILIAR].effects] == [
        "TK-FAMILIAR main on_deletion : dp -3000 target=opponent count=1 duration=turn"]
    assert not effects["EX11-019"].unmodeled and not effects[FAMILIAR].unmodeled


def test_a_deleted_shoemon_plays_a_familiar_token():
    pos = shoemon_gone_familiar_in_play()
    assert pos.battle(0) == [[FAMILIAR]]
    assert pos.trash(0) == ["EX11-019"]
    assert pos.st.entered[0, 1] == pos.st.g[L.G_TURN] and not pos.suspended(0, 1)
    assert pos.dp(0, 1) == 3000
    assert ("EX11-019", ec.A_PLAY_TOKEN, FAMILIAR, 0, 0) in pos.effects()
    ok(pos)


def test_a_deleted_token_leaves_the_game_and_its_on_deletion_cuts_dp():
    pos = shoemon_gone_familiar_in_play()
    delete(pos, 0, 1)
    assert pos.battle(0) == []
    assert pos.trash(0) == ["EX11-019"] and pos.hand(0) == [] and pos.deck(0) == ["ST1-03"]
    assert pos.dp(1, 1) == 4000 - 3000   # ST1-07, for the turn
    assert (FAMILIAR, ec.A_DP, "ST1-07", -3000, 1) in pos.effects()
    ok(pos)


def test_a_token_returned_to_the_hand_leaves_the_game():
    pos = shoemon_gone_familiar_in_play()
    r = int(pos.tb.n_rows)   # a made-up `bounce` row behind the match's rows, driven as an effect drives it
    pos.tb.eff[r] = 0
    pos.tb.eff[r, ec.F_ACTION] = ec.A_BOUNCE
    apply_to_digimon(pos.st, pos.tb, I32(1), I32(r), np.int16(pos.card("ST1-07")), I32(0), I32(1))
    assert pos.battle(0) == [] and pos.hand(0) == [] and pos.trash(0) == ["EX11-019"]
    ok(pos)


def test_nothing_digivolves_on_a_token():
    # the Familiar has no level and no card may digivolve onto a Token: nothing is offered on its slot
    pos = shoemon_gone_familiar_in_play()
    pos.st.g[L.G_CUR] = 0
    pos.st.hand[0, 0] = pos.card("EX11-019")   # the Shoemon back in hand only to ask for actions
    assert all(a[0] != L.A_DIGIVOLVE or a[2] != 1 for a in pos.actions_of(0))
    assert (pos.tb.evo_cost[:, pos.card(FAMILIAR)] == -1).all()


def test_p165_familiar_is_deleted_at_the_end_of_the_opponents_turn():
    pos = effect_positions.build(Side(hand=["P-165"], deck=["ST1-03", "ST1-03"]),
                                 Side(battle=["ST1-07"], deck=["ST1-03", "ST1-03"]), current=0, memory=5)
    pos.play(0, "P-165")
    assert pos.battle(0) == [["P-165"], [FAMILIAR]]
    assert pos.memory(0) == 5 - 4
    pos.end_of_turn(0)
    assert pos.battle(0) == [["P-165"], [FAMILIAR]]   # still there at the end of its controller's turn
    pos.next_turn()
    pos.end_of_turn(1)
    assert pos.battle(0) == [["P-165"]]
    assert pos.trash(0) == []
    assert (FAMILIAR, ec.A_DP, "ST1-07", -3000, 1) in pos.effects()
    ok(pos)

"""Real cards for the compiler's readings of <Fragment N>, <Scapegoat> and "When this Digimon / any of your Digimon
would leave the battle area, by COST, it doesn't leave": each checks the card's generated lines against the reading
of its printed text (written here by hand), then plays the effect in a hand-built position with exact results.
test_compile_effects.py counts these readings as exercised."""
import numpy as np
from effect_positions import Side, Slot, build, ok, lines_of

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot

i32 = np.int32


def unmodeled(card):
    return " ".join(str(n) for n in load_effects()[card].unmodeled)


def delete(pos, p, s, cause, by=0):
    """Delete p's Digimon in slot s (cause DEL_*); by: 1 + the player whose effect deletes it (0: none)."""
    pos.st.g[L.G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, i32(p), i32(s), i32(cause))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def test_fragment_3_of_ex8_051_proganomon_trashes_three_digivolution_cards_instead():
    assert lines_of("EX8-051") == [
        "EX8-051 main static : keyword collision target=self",
        "EX8-051 main static : piercing target=self",
        "EX8-051 main static : keyword fragment target=self count=3",
        "EX8-051 inherited digivolution_card_trashed card.trait=mineral|rock : de_digivolve 1 target=opponent count=1"]
    assert "fragment" not in unmodeled("EX8-051")
    pos = build(Side(battle=[Slot(["ST1-01", "ST1-03", "ST1-03", "ST1-03", "EX8-051"])], deck=["ST1-03"]),
                Side(deck=["ST1-03"]))
    delete(pos, 0, 1, L.DEL_EFFECT, by=2)
    assert pos.battle(0) == [["ST1-01", "EX8-051"]]
    assert pos.trash(0) == ["ST1-03", "ST1-03", "ST1-03"]
    ok(pos)
    delete(pos, 0, 1, L.DEL_BATTLE)   # one digivolution card left: deleted
    assert pos.battle(0) == []
    ok(pos)


def test_scapegoat_of_ex11_022_karakurumon_deletes_another_digimon_instead_of_a_battle_deletion():
    assert "EX11-022 main static : keyword scapegoat target=self" in lines_of("EX11-022")
    assert "scapegoat" not in unmodeled("EX11-022")
    pos = build(Side(battle=["EX11-022", "ST1-03"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, L.DEL_BATTLE)
    assert pos.battle(0) == [["EX11-022"]]
    assert pos.trash(0) == ["ST1-03"]
    ok(pos)


def test_bt22_057_kurisarimon_under_a_diaboromon_deletes_another_diaboromon_and_it_stays():
    assert lines_of("BT22-057")[-1] == (
        "BT22-057 inherited would_leave_any_way once_per_turn optional : delete_own_cost filter=other "
        "name=diaboromon ; then if=this_has stay target=self text~diaboromon")
    assert card_coverage(load_catalog()["BT22-057"]) == "full"
    assert card_coverage(load_catalog()["BT22-053"]) == "full"
    pos = build(Side(battle=[Slot(["BT22-057", "BT2-082"]), "BT2-082"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, L.DEL_BATTLE)
    assert pos.battle(0) == [["BT22-057", "BT2-082"]]
    assert pos.trash(0) == ["BT2-082"]
    ok(pos)


def test_bt24_012_dimetromon_returns_to_the_hand_to_keep_a_dragonkin_from_an_opponents_effect():
    assert lines_of("BT24-012") == [
        "BT24-012 main static : blocker target=self",
        "BT24-012 main own_digimon_would_leave card.trait=reptile|dragonkin optional : bounce target=self ; then "
        "if=by_opponent_effects stay target=event filter=other",
        "BT24-012 inherited opponent_security_removed your_turn once_per_turn : memory +1"]
    assert card_coverage(load_catalog()["BT24-012"]) == "full"
    pos = build(Side(battle=["BT21-015", "BT24-012"], deck=["ST1-03"]), Side(deck=["ST1-03"]), current=1)
    delete(pos, 0, 1, L.DEL_EFFECT, by=2)
    assert pos.battle(0) == [["BT21-015"]]
    assert pos.hand(0) == ["BT24-012"]
    ok(pos)
    pos = build(Side(battle=["BT21-015", "BT24-012"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, L.DEL_BATTLE)   # in battle: not by the opponent's effects
    assert pos.battle(0) == [["BT24-012"]] and pos.trash(0) == ["BT21-015"]
    ok(pos)


def test_save_of_bt10_029_starmons_places_it_under_a_tamer_from_the_trash():
    assert lines_of("BT10-029") == [
        "BT10-029 main on_deletion : save",
        "BT10-029 inherited when_attacking if=this_has : draw 1 name~shoutmon"]
    assert card_coverage(load_catalog()["BT10-029"]) == "full"
    pos = build(Side(battle=["BT10-029", "ST1-12"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, L.DEL_BATTLE)
    assert pos.battle(0) == [["BT10-029", "ST1-12"]]   # under the Tamer, its top card unchanged
    assert pos.trash(0) == []
    ok(pos)
    pos = build(Side(battle=["BT10-029"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, L.DEL_EFFECT, by=2)   # no Tamer: it stays in the trash
    assert pos.battle(0) == [] and pos.trash(0) == ["BT10-029"]
    ok(pos)


def test_bt22_057_kurisarimon_without_another_diaboromon_announces_nothing_and_its_digimon_leaves():
    # its cost (delete another [Diaboromon]) can't be paid: the effect is not announced and keeps nothing
    pos = build(Side(battle=[Slot(["BT22-057", "BT2-082"]), "ST1-03"], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    delete(pos, 0, 1, L.DEL_BATTLE)
    assert pos.battle(0) == [["ST1-03"]]
    assert sorted(pos.trash(0)) == ["BT2-082", "BT22-057"]
    assert pos.effects("BT22-057") == []
    ok(pos)

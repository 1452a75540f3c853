"""Wordings of the Hybrid cards with real cards: BT12-009 Flamemon's [On Play] cost of a Hybrid Digimon card (the
hand understood), its inherited DP while the Digimon has one of two traits (if=this_has), and BT7-107's [Main]
deleting 1 of your own Digimon, then returning up to 2 purple Digimon cards from the trash (two picks, each one
the player may skip), and the rule of Hybrid Digimon that digivolve from the hand onto one of your Tamers of a
colour as if it were a level 3 Digimon (the catalog's kind=tamer requirement: BT17-012 BurningGreymon)."""
import json

from effect_positions import Side, Slot, build
from decks.catalog import AltDigivolve, DigivolveFrom, format_alt_digivolve, get_card, parse_alt_digivolve
from decks.tools import compile_effects as ce
from simcore import layout as L

DECK = ["ST1-03", "ST1-04", "ST1-05"]


def test_bt12_009_trashes_a_hybrid_digimon_card_from_the_hand_and_draws_2():
    pos = build(Side(hand=["BT12-009", "BT4-025", "ST1-04"], deck=list(DECK)), Side(deck=["ST1-03"]), memory=5)
    pos.play(0, "BT12-009")
    assert pos.trash(0) == ["BT4-025"]
    assert sorted(pos.hand(0)) == ["ST1-04", "ST1-04", "ST1-05"] and pos.deck(0) == ["ST1-03"]
    assert pos.violation() == 0


def test_bt12_009_without_a_hybrid_digimon_card_draws_nothing():
    # a Hybrid card that is no Digimon card does not pay (ST1-04 has no trait of the kind)
    pos = build(Side(hand=["BT12-009", "ST1-04"], deck=list(DECK)), Side(deck=["ST1-03"]), memory=5)
    pos.play(0, "BT12-009")
    assert pos.trash(0) == [] and pos.hand(0) == ["ST1-04"] and pos.deck(0) == DECK
    assert pos.violation() == 0


def test_bt12_009_inherited_dp_only_under_a_hybrid_digimon_in_your_turn():
    pos = build(Side(battle=[Slot(["BT12-009", "BT4-011"]), Slot(["BT12-009", "ST1-05"])], deck=list(DECK)),
                Side(deck=["ST1-03"]), memory=3)
    assert pos.dp(0, 1) == 5000 + 2000      # Agunimon has the Hybrid trait
    assert pos.dp(0, 2) == 5000             # Birdramon has neither trait
    pos = build(Side(battle=[Slot(["BT12-009", "BT4-011"])], deck=list(DECK)), Side(deck=["ST1-03"]),
                current=1, memory=3)
    assert pos.dp(0, 1) == 5000             # not in the opponent's turn


def test_bt7_107_deletes_your_digimon_then_returns_2_purple_digimon_cards():
    pos = build(Side(battle=["BT2-070"], hand=["BT7-107"], trash=["BT2-067", "ST1-04", "BT3-076"],
                     deck=list(DECK)), Side(deck=["ST1-03"]), memory=3)
    pos.use_option(0, "BT7-107")
    assert pos.battle(0) == []
    # Tapirmon's [On Deletion] draws 1 (ST1-05); 2 of the 3 purple Digimon cards come back, the red one stays
    hand = sorted(pos.hand(0))
    assert "ST1-05" in hand and len(hand) == 3
    assert all(c in ("BT2-067", "BT2-070", "BT3-076") for c in hand if c != "ST1-05")
    assert "ST1-04" in pos.trash(0) and "BT7-107" in pos.trash(0) and len(pos.trash(0)) == 3
    assert pos.violation() == 0


def offered_cost(pos, number, slot):
    """The cost of the digivolution of `slot` into `number` that the rules offer player 0, or None."""
    i = pos.hand_index(0, number)
    found = [a[3] for a in pos.actions_of(0) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == slot]
    assert len(found) <= 1
    return found[0] if found else None


def test_the_catalog_holds_the_tamer_as_a_digimon_rule():
    way = DigivolveFrom(colors=("red",), kinds=("tamer",))
    assert AltDigivolve(3, (way,)) in get_card("BT17-012").alt_digivolve   # its printed cost from a red Lv.3
    assert AltDigivolve(2, (DigivolveFrom(colors=("red",), kinds=("tamer",)),)) in get_card("BT7-011").alt_digivolve
    assert format_alt_digivolve([AltDigivolve(3, (way,))]) == "3:color=red&kind=tamer"
    assert parse_alt_digivolve("3:color=red&kind=tamer") == (AltDigivolve(3, (way,)),)


def test_bt17_012_digivolves_onto_a_red_tamer_as_a_level_3_red_digimon():
    # Tai Kamiya (a red Tamer) for the printed 3; Matt Ishida (a blue Tamer) not; a red Lv.3 Digimon as printed
    pos = build(Side(hand=["BT17-012"], battle=["ST1-12", "ST2-12", "BT1-010"], deck=["ST1-04", "ST1-05"]),
                Side(battle=["ST1-03"]), memory=5)
    assert offered_cost(pos, "BT17-012", 1) == 3
    assert offered_cost(pos, "BT17-012", 2) is None
    assert offered_cost(pos, "BT17-012", 3) == 3
    pos.digivolve(0, "BT17-012", 1)
    assert pos.battle(0)[0] == ["ST1-12", "BT17-012"]   # the Tamer beneath, now a Digimon
    assert pos.memory(0) == 2 and pos.hand(0) == ["ST1-05"]
    assert pos.violation() == 0


def test_a_digimon_is_no_tamer_for_the_rule():
    # a red Lv.3 Digimon meets the printed requirement only; BT7-011 names 2 from a Tamer, 3 from a Digimon
    pos = build(Side(hand=["BT7-011"], battle=["ST1-12", "BT1-010"], deck=["ST1-04"]), Side(battle=["ST1-03"]),
                memory=5)
    assert offered_cost(pos, "BT7-011", 1) == 2
    assert offered_cost(pos, "BT7-011", 2) == 3


def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    reading = ce.read_card(record)
    assert reading.unmodeled == []
    return reading.lines


def test_compiled_lines():
    assert _lines("BT12-009") == [
        "BT12-009 main on_play optional : trash_from_hand_cost 1 kind=digimon trait=hybrid ; then draw 2",
        "BT12-009 inherited static your_turn if=this_has : dp +2000 target=self trait=hybrid|ten_warriors"]
    assert _lines("BT17-012") == [
        "BT17-012 main static : keyword raid target=self",
        "BT17-012 main when_attacking optional : digivolve_from_hand 1 target=self kind=digimon trait=hybrid "
        "filter=pay_cost",
        "BT17-012 inherited static your_turn : dp +2000 target=self"]
    assert _lines("BT7-107")[0] == (
        "BT7-107 main main : delete target=own count=1 ; then return_from_trash color=purple kind=digimon "
        "filter=may ; then return_from_trash color=purple kind=digimon filter=may")


def tamer_games(n):
    """Logged games of a deck of red Tamers and Hybrid Digimon that digivolve onto them (random pilots, so that
    the offered digivolutions are taken)."""
    from decks.decklist import Deck
    from simcore.effect_codes import ACTION_NAMES
    from simcore.events import event_dicts
    from simcore.runner import Matchup, replay_game

    main = (("BT17-012", 4), ("BT4-013", 4), ("BT7-011", 4), ("ST1-12", 15), ("BT1-010", 15), ("ST2-12", 8))
    deck = Deck(name="tamers", main=main, eggs=(("BT1-003", 5),), source="test")
    m = Matchup(deck, deck, "random", "random", 11)
    out = []
    for k in range(n):
        outcome, ev, numbers = replay_game(m, k)
        out.append(dict(outcome, deck_a="tamers", deck_b="tamers", pilot_a="random", pilot_b="random",
                        master_seed=11, events=event_dicts(ev, numbers, ACTION_NAMES)))
    return out


def test_the_referee_agrees_with_digivolutions_onto_tamers():
    import sys
    from pathlib import Path

    from decks.catalog import load_catalog

    sys.path.insert(0, str(Path(__file__).parent))
    from referee import check_game

    games = tamer_games(12)
    assert all(check_game(g, load_catalog()) == [] for g in games)
    onto = [e for g in games for e in g["events"] if e["kind"] == "digivolve" and e.get("base") in ("ST1-12", "ST2-12")]
    assert onto and all(e["base"] == "ST1-12" for e in onto)   # the red Tamer only

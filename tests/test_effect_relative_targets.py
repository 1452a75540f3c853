"""Targets ranked or compared among the Digimon: rank= keeps only those ranked first (the lowest DP, level or play
cost, the highest level or play cost) among the Digimon passing the other filters, ties all kept (counted targets:
the pilot picks among them; "all of ...": each of them); at_most_self= keeps only those with no more DP / no more
digivolution cards than the effect's own Digimon (none once that Digimon is gone). EX7-014 Volcanicdramon, BT18-017
AncientVolcanomon, BT24-080 Megidramon, BT17-028 AncientGarurumon, AD1-004 WarGreymon and BT16-027 Imperialdramon:
Fighter Mode in positions; EX9-033 Kaguyamon, whose deletion trigger (either player's other Digimon, one use a
turn for both timings) deletes the opponent's lowest level Digimon and whose [Puppet] trait Digimon and Tokens gain
<Blocker>; the compiled lines of these and other cards of the pool."""
import json

import numpy as np
import pytest

from effect_positions import Side, Slot, build
from decks import effects as de
from decks.tools import compile_effects as ce
from simcore import layout as L
from simcore.effect_codes import A_BLOCKER
from simcore.targets import gather_targets

needs_shared = pytest.mark.skipif(not ce.DEFAULT_CARDS_JSON.exists(), reason="../shared/carddata is not available")


def _row(pos, number, trigger):
    return next(r for r in range(pos.tb.eff.shape[0]) if pos.tb.eff[r, 0] == pos.card(number)
                and pos.tb.eff[r, 2] == trigger)


def test_ex7_014_deletes_the_lowest_dp_digimon_whatever_the_pilot_picks():
    for seed in range(1, 6):
        pos = build(Side(hand=["EX7-014"], deck=["ST1-02"]),
                    Side(battle=["ST1-04", "ST1-03", "ST1-08", "ST1-02"], deck=["ST1-09"]),
                    memory=10, pilots=("random", "random"), seed=seed)
        pos.play(0, "EX7-014")
        assert pos.battle(1) == [["ST1-04"], ["ST1-08"], ["ST1-02"]] and pos.trash(1) == ["ST1-03"]
        assert pos.violation() == 0


def test_bt18_017_deletes_all_the_tied_lowest_dp_digimon():
    pos = build(Side(hand=["BT18-017"], deck=["ST1-02"]),
                Side(battle=["ST1-03", "ST1-04", "ST1-03"], deck=["ST1-09"]), memory=12)
    pos.play(0, "BT18-017")
    assert pos.battle(1) == [["ST1-04"]] and pos.trash(1) == ["ST1-03", "ST1-03"]
    assert pos.violation() == 0


def test_bt24_080_deletes_all_the_lowest_level_digimon():
    pos = build(Side(hand=["BT24-080"], deck=["ST1-02"]),
                Side(battle=["ST1-05", "ST1-02", "ST1-09"], deck=["ST1-03"]), memory=13)
    pos.play(0, "BT24-080")
    assert pos.battle(1) == [["ST1-05"], ["ST1-09"]] and pos.trash(1) == ["ST1-02"]
    assert pos.violation() == 0


def test_the_lowest_level_keeps_every_tied_digimon():
    pos = build(Side(hand=["BT17-028"]), Side(battle=["ST1-05", "ST1-02", "ST1-03", "ST1-10"], deck=["ST1-09"]))
    n = gather_targets(pos.st, pos.tb, np.int32(0), pos.tb.eff[_row(pos, "BT17-028", 1)], np.int32(-1))
    assert sorted(int(pos.st.cand[i]) for i in range(n)) == [L.NSLOT + 2, L.NSLOT + 3]   # the two level 3


def test_ad1_004_deletes_a_digimon_with_no_more_dp_than_itself():
    for seed in range(1, 6):
        pos = build(Side(hand=["AD1-004"], deck=["ST1-02"]),
                    Side(battle=["EX7-014", "ST1-11"], deck=["ST1-09"]),
                    memory=10, pilots=("random", "random"), seed=seed)
        pos.play(0, "AD1-004")   # 12000 DP: the 13000 DP one is out of reach, the 12000 DP one is not
        assert pos.battle(1) == [["EX7-014"]] and pos.trash(1) == ["ST1-11"]
        assert pos.violation() == 0


def test_bt16_027_returns_a_digimon_with_no_more_digivolution_cards_than_itself():
    for seed in range(1, 5):
        pos = build(Side(hand=["BT16-027"], deck=["ST1-02"]),
                    Side(battle=[Slot(["ST1-03", "ST1-06"]), "ST1-04"], deck=["ST1-09"]),
                    memory=10, pilots=("random", "random"), seed=seed)
        pos.play(0, "BT16-027")   # played: no digivolution cards, so only the one without any is in reach
        assert pos.battle(1) == [["ST1-03", "ST1-06"]] and pos.deck(1) == ["ST1-04", "ST1-09"]
        assert pos.violation() == 0


def test_the_comparison_with_a_digimon_no_longer_there_passes_none():
    pos = build(Side(battle=["AD1-004"]), Side(battle=["ST1-03", "ST1-04"], deck=["ST1-09"]))
    e = pos.tb.eff[_row(pos, "AD1-004", 1)]
    uid = int(pos.st.uid[0, 1])
    assert gather_targets(pos.st, pos.tb, np.int32(0), e, np.int32(uid)) == 2
    assert gather_targets(pos.st, pos.tb, np.int32(0), e, np.int32(uid + 100)) == 0
    assert gather_targets(pos.st, pos.tb, np.int32(0), e, np.int32(-1)) == 2   # a valuation: not compared


def test_ex9_033_deletes_the_lowest_level_digimon_once_when_another_digimon_is_deleted():
    pos = build(Side(battle=["EX9-033"], hand=["EX7-014"], deck=["ST1-02"]),
                Side(battle=["ST1-03", "ST1-05", "ST1-09", "ST1-10"], deck=["ST1-04"]), memory=10)
    pos.play(0, "EX7-014")   # deletes the 2000 DP one; Kaguyamon then the level 4 one, and no more this turn
    assert pos.battle(1) == [["ST1-09"], ["ST1-10"]] and pos.trash(1) == ["ST1-03", "ST1-05"]
    assert pos.violation() == 0


def test_ex9_033_gives_blocker_to_puppet_trait_digimon_only():
    pos = build(Side(battle=["EX9-033", "EX9-032", "ST1-03"]), Side(deck=["ST1-04"]))
    assert [pos.has(0, s, A_BLOCKER) for s in (1, 2, 3)] == [True, True, False]


def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record)


@needs_shared
@pytest.mark.parametrize("number,line", [
    ("EX7-014", "EX7-014 main on_play : delete target=opponent count=1 rank=lowest_dp"),
    ("AD1-024", "AD1-024 main when_digivolving once_per_turn : to_deck_bottom target=opponent count=1 rank=lowest_dp"),
    ("BT17-028", "BT17-028 main on_play : bounce target=opponent count=1 rank=lowest_level"),
    ("BT24-080", "BT24-080 main on_play : delete target=all_opponent rank=lowest_level"),
    ("BT6-067", "BT6-067 main when_digivolving : delete target=all_opponent rank=lowest_play_cost"),
    ("BT22-064", "BT22-064 main own_digimon_played once_per_turn card.trait=unidentified : delete target=opponent "
                 "count=1 rank=lowest_play_cost"),
    ("BT9-111", "BT9-111 main when_digivolving : delete target=all_opponent rank=highest_play_cost"),
    ("EX2-074", "EX2-074 main when_digivolving : delete target=all_opponent rank=highest_level"),
    ("BT16-095", "BT16-095 main main : suspend target=opponent count=2 ; then to_deck_bottom target=all_opponent "
                 "filter=suspended rank=lowest_dp ; then dp +3000 target=all_own duration=opponents_next_turn"),
    ("AD1-004", "AD1-004 main on_play : delete target=opponent count=1 at_most_self=dp"),
    ("BT19-014", "BT19-014 main when_attacking : delete target=opponent count=1 at_most_self=dp"),
    ("BT16-027", "BT16-027 main on_play : to_deck_bottom target=opponent count=1 at_most_self=digivolution_cards"),
    ("AD1-025", "AD1-025 main on_play : to_deck_bottom target=all_opponent at_most_self=digivolution_cards ; then "
                "delete target=opponent count=1"),
])
def test_compiled_lines_of_relative_targets(number, line):
    assert line in _lines(number).lines


@needs_shared
def test_relative_filters_the_engine_does_not_read_stay_unmodeled():
    # compared with anything but this Digimon: not read
    with pytest.raises(ce.NoFit):
        ce.target_words("2 of your digimon with as much or less dp as your tamer")
    assert any(block == "main" for block, _ in _lines("ST22-08").unmodeled)
    with pytest.raises(ce.NoFit):   # a lasting change to all of them: the ranking is not tested again
        ce.target_words("all of your opponent's digimon with the lowest dp", counted=False, all_kind="static")
    with pytest.raises(ce.NoFit):
        ce.target_words("all of your opponent's digimon with the lowest dp", all_kind="timed")
    with pytest.raises(ce.NoFit):
        ce.unranked(ce.target_words("1 of your opponent's lowest dp digimon"))


def test_the_parser_keeps_rank_to_the_actions_that_read_it():
    with pytest.raises(de.EffectSyntaxError):
        de.parse_line("AD1-004 main on_play : dp -1000 target=all_opponent rank=lowest_dp duration=turn", "test")
    with pytest.raises(de.EffectSyntaxError):
        de.parse_line("AD1-004 main on_play : delete target=opponent count=1 rank=tallest", "test")


def test_a_deletion_cost_ranked_deletes_only_the_lowest_dp_digimon():
    """A made-up option whose cost deletes 1 of your lowest DP Digimon (delete_own_cost rank=lowest_dp)."""
    from decks.effects import parse_effects
    from positions import build_position, digimon, option
    from simcore import engine as E
    cards = [digimon("W-50", 4, 5000, 4), digimon("W-52", 3, 2000, 3), digimon("W-53", 3, 2000, 3),
             option("W-40", 0)]
    effects = parse_effects("W-40 main main : delete_own_cost rank=lowest_dp ; then draw 1\n")
    for seed in range(1, 4):
        pos = build_position(cards, Side(battle=["W-50", "W-52"], hand=["W-40"], deck=["W-53"]), Side(deck=["W-53"]),
                             effects=effects, memory=3, pilots=("random", "random"), seed=seed)
        E.use_option(pos.st, pos.tb, np.int32(0), np.int32(pos.hand_index(0, "W-40")))
        assert pos.battle(0) == [["W-50"]] and pos.hand(0) == ["W-53"]
        assert sorted(pos.trash(0)) == ["W-40", "W-52"] and pos.violation() == 0

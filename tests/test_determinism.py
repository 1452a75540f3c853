"""Game K of a matchup is the same game however the run is split: across workers, chunk sizes, alone,
and in the replay, whose event log must also tell a consistent story."""
import glob
import os

import numpy as np
import pandas as pd
import pyarrow.parquet as pq
import pytest

from simcore.events import event_dicts
from simcore.runner import Matchup, play_chunk, replay_game, run_matchup

N = 240


@pytest.fixture(scope="module")
def matchup(builtin_decks):
    # a random pilot makes every game depend on its whole random stream
    return Matchup(builtin_decks["ST1"], builtin_decks["ST3"], "greedy", "random", seed=77)


def read_rows(out_dir):
    parts = sorted(glob.glob(os.path.join(out_dir, "**", "part-*.parquet"), recursive=True))
    assert parts
    df = pd.concat([pq.read_table(p).to_pandas() for p in parts], ignore_index=True)
    return df.sort_values("game_id").reset_index(drop=True)


@pytest.fixture(scope="module")
def reference(matchup, tmp_path_factory):
    out = str(tmp_path_factory.mktemp("ref") / "games")
    summary = run_matchup(matchup, N, workers=1, out_dir=out, chunk_size=N)
    return summary, read_rows(out)


def test_reference_run_is_complete(reference):
    summary, rows = reference
    assert rows["game_id"].tolist() == list(range(N))
    assert summary["games"] == N
    assert summary["wins_a"] == int((rows["winner"] == 0).sum())
    assert summary["wins_b"] == int((rows["winner"] == 1).sum())


def test_a_matchup_names_its_games_by_deck_names_and_seed(builtin_decks):
    import zlib

    m = Matchup(builtin_decks["ST1"], builtin_decks["ST3"])
    assert (m.pilot_a, m.pilot_b, m.seed, m.rules) == ("greedy", "greedy", 0, 0)
    # fixed, so that game K of a dataset written by an earlier run can be replayed by its id
    assert m.stream == zlib.crc32(b"ST1\x00ST3")


def test_a_chunk_file_records_the_versions_seed_and_rules(matchup, tmp_path):
    import json

    from simcore.rule_switches import rules_record
    from simcore.runner import dcgsim_version

    run_matchup(matchup, 3, out_dir=str(tmp_path), chunk_size=3)
    path = tmp_path / "deck_a=ST1" / "deck_b=ST3" / "part-000000.parquet"
    assert sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file()) == [
        os.path.join("deck_a=ST1", "deck_b=ST3", "part-000000.parquet")]
    # the rules the engine implements (RULES.md: Ver.5.0 is normative)
    assert pq.read_schema(path).metadata == {
        b"dcgsim_version": dcgsim_version().encode(), b"rules_version": b"5.0", b"master_seed": b"77",
        b"rules": json.dumps(rules_record(0)).encode(), b"overflow_games": b"0"}


@pytest.mark.parametrize("workers, chunk_size", [(1, 37), (2, 50)])
def test_same_rows_for_any_workers_and_chunk_size(matchup, reference, tmp_path, workers, chunk_size):
    summary, rows = reference
    out = str(tmp_path / "games")
    other = run_matchup(matchup, N, workers=workers, out_dir=out, chunk_size=chunk_size)
    assert len(glob.glob(os.path.join(out, "**", "part-*.parquet"), recursive=True)) == -(-N // chunk_size)
    pd.testing.assert_frame_equal(read_rows(out), rows)
    assert other == summary


def test_a_game_alone_equals_its_row(matchup, reference):
    _, rows = reference
    for k in (0, 1, 57, N - 1):
        c = play_chunk(matchup, k, 1)
        row = rows.iloc[k]
        assert c["game_id"][0] == k
        for col in ("seed", "first_player", "winner", "turns", "security_a", "security_b", "mulligan_a", "mulligan_b"):
            assert c[col][0] == row[col], (k, col)


def test_card_records_leave_the_games_unchanged(matchup):
    plain = play_chunk(matchup, 10, 3)
    assert set(plain) == {"seed", "first_player", "winner", "reason", "turns", "security_a", "security_b",
                          "mulligan_a", "mulligan_b", "game_id", "overflow_games"}
    recorded = play_chunk(matchup, 10, 3, card_stats=True)
    assert set(recorded) == set(plain) | {"card_records"} and len(recorded["card_records"]) == 3
    for k, v in plain.items():
        assert np.array_equal(recorded[k], v), k


def test_a_later_chunk_equals_the_rows(matchup, reference):
    _, rows = reference
    c = play_chunk(matchup, 100, 20)
    part = rows.iloc[100:120]
    for col in ("game_id", "seed", "first_player", "winner", "turns", "security_a", "security_b"):
        assert c[col].tolist() == part[col].tolist(), col


def test_replay_outcome_equals_the_row(matchup, reference):
    _, rows = reference
    for k in (0, 3, 58, N - 1):
        outcome, ev, numbers = replay_game(matchup, k)
        row = rows.iloc[k]
        assert outcome["game_id"] == k
        for col in ("seed", "winner", "win_reason", "turns", "first_player", "security_a", "security_b",
                    "mulligan_a", "mulligan_b"):
            assert outcome[col] == row[col], (k, col)


def test_replay_is_repeatable(matchup):
    a = replay_game(matchup, 11)
    b = replay_game(matchup, 11)
    assert a[0] == b[0]
    assert np.array_equal(a[1], b[1])


# --- the event log ---------------------------------------------------------------------------------------

# events that can only happen outside an attack, by the turn player (plays and digivolutions can also come from
# effects, e.g. a [Security] effect playing the checked card for the defender, so they do not end an attack)
TURN_ACTIONS = {"pass", "hatch", "move_out", "turn_end", "turn_start", "attack"}
PHASE_NOISE = {"effect", "memory"}          # what start-of-turn effects may log before the draw


def own(memory, player):
    """Memory from the player's side (events record it from player A's side)."""
    return memory if player == 0 else -memory


def check_event_log(outcome, events):
    """Assert that one game's events are well-formed; returns the number of security checks."""
    assert events, "empty log"
    first = outcome["first_player"]
    assert [(e["kind"], e["turn"], e["player"]) for e in events[:3]] == [
        ("deal", 0, first), ("redraw", 0, first), ("redraw", 0, 1 - first)]
    assert events[0]["first_player"] == first
    assert events[1]["redraw"] == outcome[("mulligan_a", "mulligan_b")[first]]
    assert events[2]["redraw"] == outcome[("mulligan_a", "mulligan_b")[1 - first]]
    assert all(e["turn"] >= 1 for e in events[3:])
    turns = [e["turn"] for e in events]
    assert turns == sorted(turns), "turns go back"
    for e in events:
        assert e["player"] in (0, 1)
        assert -10 <= e["memory"] <= 10
        assert set(e) >= {"turn", "player", "kind", "memory"}
    # game end: exactly one, last, matching the outcome
    ends = [i for i, e in enumerate(events) if e["kind"] == "game_end"]
    assert ends == [len(events) - 1]
    end = events[-1]
    assert (end["winner"], end["reason"]) == (outcome["winner"], outcome["win_reason"])
    # one turn_start per turn, first in its turn, players alternating from the first player
    starts = [e for e in events if e["kind"] == "turn_start"]
    assert [e["turn"] for e in starts] == list(range(1, outcome["turns"] + 1))
    assert [e["player"] for e in starts] == [(first + t) % 2 for t in range(len(starts))]
    index_of_start = {}
    for i, e in enumerate(events):
        if e["kind"] == "turn_start":
            assert events[i - 1]["turn"] < e["turn"]
            index_of_start[e["turn"]] = i
            assert 0 <= e["security"] <= 10 and e["deck"] >= 0 and e["hand"] >= 0
            if e["turn"] >= 2:
                assert own(e["memory"], e["player"]) >= 1, "a turn began at memory <= 0"
    checks = 0
    attack = None               # the attack in progress: (index, event)
    last_check = 0              # the number of its last security check
    for i, e in enumerate(events[3:], start=3):
        k = e["kind"]
        mover = (first + e["turn"] - 1) % 2
        if k in TURN_ACTIONS:
            attack = None
            assert e["player"] == mover, (i, e)
        if k == "attack":
            attack = (i, e)
            last_check = 0
        elif k == "block":
            assert attack is not None and e["player"] != mover, (i, e)
        elif k == "battle":
            assert attack is not None and attack[1]["player"] == mover, (i, e)
        elif k == "security_check":
            assert attack is not None, f"security check outside an attack at event {i}"
            a = attack[1]
            assert e["player"] == a["player"] == mover
            if a["target"] != "player":      # only <Piercing> checks after a battle it won
                assert any(x["kind"] == "battle" and x["result"] == "attacker_wins" for x in events[attack[0]:i])
            assert e["check"] == last_check + 1 and e["check"] <= e["checks_due"] and e["security_left"] >= 0, (i, e)
            last_check = e["check"]
            checks += 1
        elif k == "pass":
            assert own(e["memory"], e["player"]) == -3
        elif k == "turn_end":
            assert own(e["memory"], e["player"]) < 0
    # the draw phase: none on the first player's first turn, a draw (or the deck-out) on every later turn
    for t, i in index_of_start.items():
        j = i + 1
        while j < len(events) and events[j]["kind"] in PHASE_NOISE:
            j += 1
        nxt = events[j]
        if t == 1:
            assert nxt["kind"] != "draw"
        else:
            assert (nxt["kind"] == "draw" and nxt["player"] == events[i]["player"]) or (
                nxt["kind"] == "game_end" and nxt["reason"] == "deck_out"), (t, nxt)
    last_mover = starts[-1]["player"]
    if outcome["win_reason"] == "security":
        assert outcome["winner"] == last_mover
        last_attack = [e for e in events if e["kind"] == "attack"][-1]
        assert last_attack["player"] == last_mover and last_attack["target"] == "player"
    elif outcome["win_reason"] == "deck_out":
        assert outcome["winner"] == 1 - last_mover
        assert events[-2]["kind"] == "turn_start" or events[-2]["kind"] in PHASE_NOISE
    return checks


@pytest.mark.parametrize("pilots", [("greedy", "greedy"), ("random", "random"), ("random", "greedy")])
def test_event_logs_are_well_formed(builtin_decks, pilots):
    names = sorted(builtin_decks)
    total_checks = 0
    for k in range(30):
        a, b = builtin_decks[names[k % 6]], builtin_decks[names[(k // 6 + k) % 6]]
        m = Matchup(a, b, *pilots, seed=3)
        outcome, ev, numbers = replay_game(m, k)
        events = event_dicts(ev, numbers)
        total_checks += check_event_log(outcome, events)
    assert total_checks > 0


def test_event_log_check_can_fail(matchup):
    outcome, ev, numbers = replay_game(matchup, 2)
    events = event_dicts(ev, numbers)
    check_event_log(outcome, events)
    broken = [dict(e) for e in events]
    i = next(i for i, e in enumerate(broken) if e["kind"] == "security_check")
    check = broken.pop(i)
    j = next(j for j, e in enumerate(broken) if e["kind"] == "turn_start" and e["turn"] == check["turn"])
    broken.insert(j + 1, check)              # the check moved before its attack
    with pytest.raises(AssertionError, match="outside an attack"):
        check_event_log(outcome, broken)
    with pytest.raises(AssertionError):
        check_event_log(dict(outcome, winner=1 - outcome["winner"]), events)


def test_chunks_cover_every_game_once_and_default_to_one_chunk_a_worker():
    from simcore.runner import default_chunk_size, plan_chunks

    assert plan_chunks(10, 4) == [(0, 0, 4), (1, 4, 4), (2, 8, 2)]
    assert plan_chunks(8, 4) == [(0, 0, 4), (1, 4, 4)]
    assert plan_chunks(3, 5) == [(0, 0, 3)]
    assert plan_chunks(0, 5) == []
    # the games split evenly over the workers, rounded up, between 1 and 20,000 games a chunk
    for n_games, workers, size in [(10, 3, 4), (9, 3, 3), (10, 1, 10), (10, 0, 10), (1, 4, 1), (0, 4, 1),
                                   (39_998, 2, 19_999), (40_000, 2, 20_000), (40_002, 2, 20_000),
                                   (10**7, 1, 20_000)]:
        assert default_chunk_size(n_games, workers) == size, (n_games, workers)
        assert type(default_chunk_size(n_games, workers)) is int


def test_summaries_merge_by_adding_every_count():
    from simcore.runner import merge_summaries

    zero = {"games": 0, "wins_a": 0, "wins_b": 0, "draws": 0, "first_player_wins": 0, "turns_sum": 0,
            "reasons": {}, "overflow_games": 0}
    assert merge_summaries([]) == zero
    a = {"games": 3, "wins_a": 1, "wins_b": 2, "draws": 0, "first_player_wins": 2, "turns_sum": 30,
         "reasons": {"security": 2, "deck_out": 1}, "overflow_games": 1, "chunk": 0}
    # a summary written before overflow_games was recorded counts none
    b = {"games": 2, "wins_a": 1, "wins_b": 0, "draws": 1, "first_player_wins": 1, "turns_sum": 41,
         "reasons": {"security": 1, "turn_cap": 1}, "chunk": 1}
    assert merge_summaries([a, b]) == {"games": 5, "wins_a": 2, "wins_b": 2, "draws": 1, "first_player_wins": 3,
                                       "turns_sum": 71, "reasons": {"security": 3, "deck_out": 1, "turn_cap": 1},
                                       "overflow_games": 1}
    assert a["reasons"] == {"security": 2, "deck_out": 1} and merge_summaries([]) == zero

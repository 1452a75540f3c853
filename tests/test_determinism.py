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


# --- what a chunk writes and returns ----------------------------------------------------------------------


def chunk_files(root):
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def test_a_chunk_summary_counts_each_outcome():
    from simcore.runner import summarize

    # seven games: A wins 2, B wins 4, one draw; the first player wins games 0, 4 and 6
    cols = {"winner": np.array([0, 1, -1, 0, 1, 1, 1], np.int8),
            "first_player": np.array([0, 0, 1, 1, 1, 0, 1], np.int8),
            "turns": np.array([30000, 30000, 400, 7, 9, 11, 13], np.int16),
            "reason": np.array([1, 2, 3, 1, 1, 2, 1], np.int8),
            "overflow_games": 2}
    assert summarize(cols) == {"games": 7, "wins_a": 2, "wins_b": 4, "draws": 1, "first_player_wins": 3,
                               "turns_sum": 60440, "reasons": {"security": 4, "deck_out": 2, "turn_limit": 1},
                               "overflow_games": 2}
    del cols["overflow_games"]            # a chunk played before the count was kept
    assert summarize(cols)["overflow_games"] == 0


def test_run_chunk_returns_its_summary_and_writes_only_with_a_directory(matchup, tmp_path):
    from simcore.runner import run_chunk, summarize

    cols = play_chunk(matchup, 5, 4)
    summary = dict(summarize(cols), chunk=2)
    assert summary["games"] == 4
    assert run_chunk(matchup, 2, 5, 4) == summary
    assert run_chunk(matchup, 2, 5, 4, card_stats=True) == summary       # nowhere to write the card records
    assert chunk_files(tmp_path) == []
    plain = tmp_path / "plain"
    assert run_chunk(matchup, 2, 5, 4, str(plain)) == summary
    assert chunk_files(plain) == [os.path.join("deck_a=ST1", "deck_b=ST3", "part-000002.parquet")]
    cards = tmp_path / "cards"
    assert run_chunk(matchup, 2, 5, 4, str(cards), card_stats=True) == summary
    assert chunk_files(cards) == [os.path.join("_cards", "deck_a=ST1", "deck_b=ST3", "part-000002.parquet"),
                                  os.path.join("deck_a=ST1", "deck_b=ST3", "part-000002.parquet")]
    recorded = play_chunk(matchup, 5, 4, card_stats=True)
    written = pq.read_table(cards / "_cards" / "deck_a=ST1" / "deck_b=ST3" / "part-000002.parquet")
    assert written.to_pylist() == record_rows(matchup, list(range(5, 9)), recorded["card_records"])
    assert pq.read_table(plain / "deck_a=ST1" / "deck_b=ST3" / "part-000002.parquet").to_pylist() == \
        pq.read_table(cards / "deck_a=ST1" / "deck_b=ST3" / "part-000002.parquet").to_pylist()


def test_run_chunk_passes_its_games_checking_and_card_records_to_play_chunk(monkeypatch):
    from simcore import runner

    cols = {"winner": np.array([1, 0], np.int8), "first_player": np.array([1, 1], np.int8),
            "turns": np.array([9, 12], np.int16), "reason": np.array([1, 2], np.int8)}
    played, written = [], []
    monkeypatch.setattr(runner, "play_chunk", lambda *args: played.append(args) or cols)
    monkeypatch.setattr(runner, "write_chunk", lambda *args: written.append(args))
    summary = {"games": 2, "wins_a": 1, "wins_b": 1, "draws": 0, "first_player_wins": 1, "turns_sum": 21,
               "reasons": {"security": 1, "deck_out": 1}, "overflow_games": 0}
    assert runner.run_chunk("m", 3, 30, 2) == dict(summary, chunk=3)
    assert runner.run_chunk("m", 4, 32, 2, "out", check=True, card_stats=True) == dict(summary, chunk=4)
    assert runner.run_chunk("m", 5, 34, 2, None, True, True) == dict(summary, chunk=5)
    assert runner.run_chunk("m", 6, 36, 2, "out") == dict(summary, chunk=6)
    # no checking and no card records unless asked for, and card records only where they are written
    assert played == [("m", 30, 2, False, False), ("m", 32, 2, True, True), ("m", 34, 2, True, False),
                      ("m", 36, 2, False, False)]
    assert written == [("out", "m", 4, cols), ("out", "m", 6, cols)]


def game_rows(m, cols):
    """A chunk's rows written out one by one, as the dataset's columns name them."""
    from simcore.layout import REASON_NAMES

    return [{"game_id": int(cols["game_id"][k]), "seed": int(cols["seed"][k]), "deck_a": m.deck_a.name,
             "deck_b": m.deck_b.name, "pilot_a": m.pilot_a, "pilot_b": m.pilot_b,
             "first_player": int(cols["first_player"][k]), "winner": int(cols["winner"][k]),
             "win_reason": REASON_NAMES[cols["reason"][k]], "turns": int(cols["turns"][k]),
             "security_a": int(cols["security_a"][k]), "security_b": int(cols["security_b"][k]),
             "mulligan_a": bool(cols["mulligan_a"][k]), "mulligan_b": bool(cols["mulligan_b"][k])}
            for k in range(len(cols["game_id"]))]


def record_rows(m, game_ids, records):
    """Card records written out one by one: game, then side, then the side's distinct cards by number."""
    from simcore.layout import CR_FIELD, CR_PLAYED, CR_PLAYS, CR_SEEN
    from simcore.runner import _prepared_match

    numbers = list(_prepared_match(m)[1])
    rows = []
    for g, game_id in enumerate(game_ids):
        for side, deck in enumerate((m.deck_a, m.deck_b)):
            for number in sorted(set(deck.main_cards() + deck.egg_cards())):
                r = records[g, side, numbers.index(number)]
                rows.append({"game_id": game_id, "deck_a": m.deck_a.name, "deck_b": m.deck_b.name, "side": side,
                             "card": number, "first_seen": int(r[CR_SEEN]), "first_played": int(r[CR_PLAYED]),
                             "plays": min(int(r[CR_PLAYS]), 127), "first_on_field": int(r[CR_FIELD])})
    return rows


def test_a_chunk_file_holds_its_rows_under_a_temporary_name_first(matchup, tmp_path, monkeypatch):
    import pyarrow as pa

    from simcore import runner

    cols = play_chunk(matchup, 20, 5)
    cols["overflow_games"] = 3
    renamed = []
    replace = os.replace
    monkeypatch.setattr(runner.os, "replace", lambda a, b: (renamed.append((a, b)), replace(a, b))[1])
    games = os.path.join(str(tmp_path), "deck_a=ST1", "deck_b=ST3")
    path = runner.write_chunk(str(tmp_path), matchup, 12, cols)
    assert path == os.path.join(games, "part-000012.parquet")
    assert renamed == [(os.path.join(games, f".part-000012.parquet.{os.getpid()}.tmp"), path)]
    table = pq.read_table(path)
    assert table.to_pylist() == game_rows(matchup, cols)
    assert table.schema.remove_metadata() == pa.schema([
        ("game_id", pa.int64()), ("seed", pa.int64()), ("deck_a", pa.string()), ("deck_b", pa.string()),
        ("pilot_a", pa.string()), ("pilot_b", pa.string()), ("first_player", pa.int8()), ("winner", pa.int8()),
        ("win_reason", pa.string()), ("turns", pa.int16()), ("security_a", pa.int8()), ("security_b", pa.int8()),
        ("mulligan_a", pa.bool_()), ("mulligan_b", pa.bool_())])
    assert table.schema.metadata[b"overflow_games"] == b"3"
    del cols["overflow_games"]                # the next chunk of the same directory, without the count
    assert runner.write_chunk(str(tmp_path), matchup, 13, cols) == os.path.join(games, "part-000013.parquet")
    assert pq.read_schema(os.path.join(games, "part-000013.parquet")).metadata[b"overflow_games"] == b"0"
    assert chunk_files(tmp_path) == [os.path.join("deck_a=ST1", "deck_b=ST3", f"part-0000{k}.parquet")
                                     for k in (12, 13)]


def test_card_records_table_row_by_row(matchup):
    import pyarrow as pa

    from simcore.layout import CR_PLAYS, CR_WIDTH
    from simcore.runner import _prepared_match, record_table

    numbers = list(_prepared_match(matchup)[1])
    # values that differ from each other, and play counts below, at and past the column's 127
    records = (np.arange(2 * 2 * len(numbers) * CR_WIDTH) % 251).astype(np.int16).reshape(
        2, 2, len(numbers), CR_WIDTH)
    first_a = numbers.index(min(matchup.deck_a.main_cards()))
    first_b = numbers.index(min(matchup.deck_b.main_cards()))
    records[0, 0, first_a, CR_PLAYS] = 127
    records[0, 1, first_b, CR_PLAYS] = 128
    records[1, 0, first_a, CR_PLAYS] = 3
    table = record_table(matchup, numbers, [40, 41], records)
    expected = record_rows(matchup, [40, 41], records)
    raw = [int(records[r["game_id"] - 40, r["side"], numbers.index(r["card"]), CR_PLAYS]) for r in expected]
    assert 127 in raw and max(raw) > 127 and min(raw) < 127
    assert table.to_pylist() == expected
    assert table.schema == pa.schema([
        ("game_id", pa.int64()), ("deck_a", pa.dictionary(pa.int8(), pa.string())),
        ("deck_b", pa.dictionary(pa.int8(), pa.string())), ("side", pa.int8()),
        ("card", pa.dictionary(pa.int8(), pa.string())), ("first_seen", pa.int16()),
        ("first_played", pa.int16()), ("plays", pa.int8()), ("first_on_field", pa.int16())])


def test_dataset_directories_name_the_decks_quoted():
    from types import SimpleNamespace

    from simcore.runner import card_partition_dir, chunk_file_name, partition_dir

    m = Matchup(SimpleNamespace(name="A/B c"), SimpleNamespace(name="x=y%"))
    assert partition_dir("out", m) == os.path.join("out", "deck_a=A%2FB%20c", "deck_b=x%3Dy%25")
    assert card_partition_dir("out", m) == os.path.join("out", "_cards", "deck_a=A%2FB%20c", "deck_b=x%3Dy%25")
    assert [chunk_file_name(k) for k in (0, 7, 123456, 1234567)] == [
        "part-000000.parquet", "part-000007.parquet", "part-123456.parquet", "part-1234567.parquet"]


def test_the_installed_version_is_looked_up_once(monkeypatch):
    import importlib.metadata

    from simcore import runner

    asked = []
    monkeypatch.setattr(importlib.metadata, "version", lambda name: asked.append(name) or "9.8.7")
    runner.dcgsim_version.cache_clear()
    try:
        assert runner.dcgsim_version() == "9.8.7" == runner.dcgsim_version()
    finally:
        runner.dcgsim_version.cache_clear()
    assert asked == ["dcgsim"]


# --- the same games however the run is split -------------------------------------------------------------


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


# --- the engine cache, warming up, the executors, run_matchup, replay_game -------------------------------


def test_a_warm_engine_cache_is_told_by_its_index_files(monkeypatch):
    from simcore import engine, runner

    path = engine.run_games._cache._cache_path
    games = os.path.join(path, "engine.run_games-*.nbi")
    cards = os.path.join(path, "card_records.run_games_recorded-*.nbi")
    asked, present = [], {games}
    monkeypatch.setattr(runner.glob, "glob", lambda pattern: asked.append(pattern) or [p for p in present
                                                                                     if p == pattern])
    assert runner.engine_cache_is_warm() is True and asked == [games]
    asked.clear()
    assert runner.engine_cache_is_warm(card_stats=True) is False and asked == [games, cards]
    present.add(cards)
    assert runner.engine_cache_is_warm(card_stats=True) is True
    present.clear()
    assert runner.engine_cache_is_warm() is False
    monkeypatch.setattr(engine, "run_games", object())     # no numba cache behind it
    assert runner.engine_cache_is_warm() is False


def test_warm_up_plays_the_first_game(matchup, monkeypatch):
    from simcore import runner

    played = []
    monkeypatch.setattr(runner, "play_chunk", lambda *args, **kwargs: played.append((args, kwargs)))
    runner.warm_up(matchup)
    runner.warm_up(matchup, card_stats=True)
    assert played == [((matchup, 0, 1), {"card_stats": False}), ((matchup, 0, 1), {"card_stats": True})]


def test_local_pools_spawn_their_workers(monkeypatch):
    import concurrent.futures

    from simcore import runner

    made = []
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", lambda **kwargs: made.append(kwargs) or "pool")
    assert runner.make_executor(3) == "pool" and runner.make_executor(2, ignore_interrupts=True) == "pool"
    assert [(k["max_workers"], k["mp_context"].get_start_method(), k["initializer"]) for k in made] == [
        (3, "spawn", None), (2, "spawn", runner._ignore_interrupts)]


def test_a_pool_worker_ignores_ctrl_c_and_exits_once_orphaned(monkeypatch):
    import signal
    import threading
    import time

    from simcore import runner

    class Exited(Exception):
        pass

    def exit_(code):
        raise Exited(code)

    class Thread:
        def __init__(self, target, daemon=None):
            self.target, self.daemon, self.started = target, daemon, False
            threads.append(self)

        def start(self):
            self.started = True

    handlers, threads, sleeps = [], [], []
    parents = iter([41, 41, 41, 1])         # the parent at set-up, alive twice, then gone (the worker re-parented)
    monkeypatch.setattr(signal, "signal", lambda sig, handler: handlers.append((sig, handler)))
    monkeypatch.setattr(threading, "Thread", Thread)
    monkeypatch.setattr(time, "sleep", sleeps.append)
    monkeypatch.setattr(runner.os, "getppid", lambda: next(parents))
    monkeypatch.setattr(runner.os, "_exit", exit_)
    runner._ignore_interrupts()
    assert handlers == [(signal.SIGINT, signal.SIG_IGN)]
    # a daemon thread that watches the parent, started at once (it must not keep the worker alive)
    assert [(t.daemon, t.started) for t in threads] == [(True, True)] and sleeps == []
    with pytest.raises(Exited) as e:
        threads[0].target()
    assert e.value.args == (1,) and sleeps == [1.0, 1.0]
    assert next(parents, None) is None


class RecordingPool:
    """A thread pool that records what it was given and whether it was shut down."""

    def __init__(self, workers=1):
        from concurrent.futures import ThreadPoolExecutor

        self.pool, self.workers, self.submitted, self.shut = ThreadPoolExecutor(workers), workers, 0, None

    def submit(self, fn, *args):
        self.submitted += 1
        return self.pool.submit(fn, *args)

    def shutdown(self, wait=True, cancel_futures=False):
        self.shut = (wait, cancel_futures)
        self.pool.shutdown(wait=wait, cancel_futures=cancel_futures)


def test_run_chunks_in_this_process_or_on_a_pool(monkeypatch):
    from simcore import runner

    monkeypatch.setattr(runner, "run_chunk", lambda m, ci, g0, n, out_dir=None: {"chunk": ci, "games": n})
    tasks = [("m", k, 10 * k, 10 - k, None) for k in range(6)]
    expected = [{"chunk": k, "games": 10 - k} for k in range(6)]

    def no_pool(workers, ignore_interrupts=False):
        raise AssertionError("one worker plays in this process")

    monkeypatch.setattr(runner, "make_executor", no_pool)
    done = []
    assert runner.run_chunks(tasks, 1, on_done=lambda t, s: done.append((t, s))) == expected
    assert done == list(zip(tasks, expected))
    assert runner.run_chunks(tasks, 0) == expected
    # a pool of its own for more workers, shut down afterwards
    pools = []
    monkeypatch.setattr(runner, "make_executor", lambda workers: pools.append(RecordingPool(workers)) or pools[-1])
    done.clear()
    assert runner.run_chunks(tasks, 2, on_done=lambda t, s: done.append((t, s))) == expected
    assert sorted(done, key=lambda d: d[0][1]) == list(zip(tasks, expected))
    assert [(p.workers, p.submitted, p.shut) for p in pools] == [(2, 6, (True, True))]
    # the caller's executor, even with one worker, left running
    mine = RecordingPool()
    assert runner.run_chunks(tasks, 1, executor=mine) == expected
    assert mine.submitted == 6 and mine.shut is None and len(pools) == 1
    assert mine.submit(int, "7").result() == 7
    mine.shutdown()


def test_iter_chunk_results_in_order_or_within_a_bound(monkeypatch):
    from simcore import runner

    monkeypatch.setattr(runner, "run_chunk", lambda m, ci, g0, n, out_dir=None: ci)
    tasks = [("m", k, k, 1, None) for k in range(7)]
    assert list(runner.iter_chunk_results(iter(tasks))) == [(t, t[1]) for t in tasks]
    # the most chunks submitted and not yet handed back, for each bound (at least 1; None: all at once)
    for bound, most in [(None, 7), (0, 1), (1, 1), (2, 2), (lambda: 0, 1), (lambda: 3, 3), (lambda: None, 7)]:
        pool, results, in_flight = RecordingPool(), [], []
        submit = pool.submit

        def counting(fn, *args):
            in_flight.append(pool.submitted + 1 - len(results))
            return submit(fn, *args)

        pool.submit = counting
        for t, s in runner.iter_chunk_results(iter(tasks), pool, max_in_flight=bound):
            assert s == t[1]
            results.append(s)
        pool.shutdown()
        assert sorted(results) == list(range(7)) and max(in_flight) == most, (bound, in_flight)


def test_run_matchup_plays_its_chunks_in_this_process_by_default(matchup, monkeypatch):
    from simcore import runner

    given = []
    monkeypatch.setattr(runner, "run_chunks", lambda tasks, workers, on_done=None: given.append(
        (tasks, workers, on_done)) or [runner.merge_summaries([])])
    assert runner.run_matchup(matchup, 10) == runner.merge_summaries([])
    assert given == [([(matchup, 0, 0, 10, None, False, False)], 1, None)]
    given.clear()
    report = print
    runner.run_matchup(matchup, 10, workers=3, out_dir="d", chunk_size=4, on_done=report, check=True,
                       card_stats=True)
    assert given == [([(matchup, k, 4 * k, n, "d", True, True) for k, n in enumerate((4, 4, 2))], 3, report)]
    given.clear()
    runner.run_matchup(matchup, 10, workers=3)
    assert given[0][0] == [(matchup, k, 4 * k, n, None, False, False) for k, n in enumerate((4, 4, 2))]


def test_a_replay_whose_log_is_too_small_is_refused(matchup):
    outcome, events, _ = replay_game(matchup, 4)
    total = len(events)
    assert total > 20
    with pytest.raises(RuntimeError) as e:
        replay_game(matchup, 4, log_capacity=20)
    assert str(e.value) == f"event log overflow ({total - 20} events lost)"
    assert replay_game(matchup, 4, log_capacity=total)[0] == outcome


def test_a_replay_plays_its_game_with_the_log_on_and_without_checking(matchup, monkeypatch):
    from simcore import engine
    from simcore.layout import EV_CAPACITY, G_EVCAP, REASON_NAMES
    from simcore.rng import derive_seed
    from simcore.runner import _prepared_match
    from strategies.plugins import pilot_id

    given = []
    play = engine.play_game

    def recording(st, tables, *args):
        given.append((int(st.g[G_EVCAP]), [(type(a), int(a)) for a in args]))
        return play(st, tables, *args)

    monkeypatch.setattr(engine, "play_game", recording)
    outcome, events, numbers = replay_game(matchup, 1)
    seed = int(derive_seed(np.int64(77), np.int64(matchup.stream), np.int64(1)))
    assert given == [(EV_CAPACITY, [(np.int64, seed), (np.int32, pilot_id("greedy")), (np.int32, pilot_id("random")),
                                    (np.int32, 400), (np.int32, 0)])]
    assert pilot_id("greedy") != pilot_id("random") and int(play_chunk(matchup, 1, 1)["seed"][0]) == seed
    # the outcome whole, against the game's row; game 1 has different security counts and mulligans
    c = play_chunk(matchup, 1, 1)
    row = {"game_id": 1, "seed": seed, "winner": int(c["winner"][0]), "win_reason": REASON_NAMES[c["reason"][0]],
           "turns": int(c["turns"][0]), "first_player": int(c["first_player"][0]),
           "security_a": int(c["security_a"][0]), "security_b": int(c["security_b"][0]),
           "mulligan_a": bool(c["mulligan_a"][0]), "mulligan_b": bool(c["mulligan_b"][0])}
    assert row["security_a"] != row["security_b"] and row["mulligan_a"] != row["mulligan_b"]
    assert outcome == row and list(outcome) == list(row)
    assert [type(v) for v in outcome.values()] == [type(v) for v in row.values()]
    assert list(numbers) == list(_prepared_match(matchup)[1])
    # a log just large enough: the same game and events
    again = replay_game(matchup, 1, log_capacity=len(events))
    assert given[1][0] == len(events) and given[1][1] == given[0][1]
    assert again[0] == outcome and np.array_equal(again[1], events)

"""Driving batches of games: chunks of game ids played by jitted code, in this process or in worker
processes, with each chunk's rows written to Parquet by whoever played it.

Game K of a matchup has the seed derive_seed(master, matchup_stream(A, B), K), so its outcome does not
depend on how games are split into chunks or spread over workers.
"""
import functools
import glob
import os
import zlib
from dataclasses import dataclass
from urllib.parse import quote

import numpy as np

from simcore.layout import G_RUN_OVERFLOWS, G_VIOLATION, G_VIOLATION_AT, REASON_NAMES

RULES_VERSION = "5.0"
TURN_CAP = 400
COLD_COMPILE_SECONDS = 600  # first run, empty numba cache, 2-core machine (benchmarks/RESULTS.md)


def matchup_stream(deck_a_name, deck_b_name):
    """Stream id of a matchup: the same pair of deck names always names the same games."""
    return zlib.crc32(f"{deck_a_name}\x00{deck_b_name}".encode("utf-8"))


@dataclass(frozen=True)
class Matchup:
    """Everything that defines the games of one matchup (picklable, sent to workers)."""
    deck_a: object          # decks.decklist.Deck
    deck_b: object
    pilot_a: str = "greedy"
    pilot_b: str = "greedy"
    seed: int = 0
    rules: int = 0          # switched [GAP] readings (simcore.rule_switches); not part of the seed stream

    @property
    def stream(self):
        return matchup_stream(self.deck_a.name, self.deck_b.name)


_prepared = {}


def _prepared_match(m):
    """Card tables and a game state for a matchup, built once per process."""
    key = (m.deck_a, m.deck_b, m.rules)
    if key not in _prepared:
        from simcore.layout import new_state
        from simcore.tables import build_tables

        tables, numbers = build_tables(m.deck_a, m.deck_b, rules=m.rules)
        _prepared.clear()
        _prepared[key] = (tables, numbers, new_state(0))
    return _prepared[key]


class InvariantViolation(RuntimeError):
    """Checking mode found a state that breaks the rules' invariants."""

    def __init__(self, m, game_id, seed, code, action):
        from simcore.invariants import VIOLATION_NAMES

        self.game_id, self.seed, self.code, self.action = game_id, seed, code, action
        super().__init__(
            f"invariant violated ({VIOLATION_NAMES[code]}) in game {game_id} (game seed {seed}) at action {action}; "
            f"replay it with: dcgsim replay {m.deck_a.name} {m.deck_b.name} --seed {m.seed} --game {game_id} "
            f"--pilot-a {m.pilot_a} --pilot-b {m.pilot_b}")


def play_chunk(m, first_game, n_games, check=False, card_stats=False):
    """Play games first_game .. first_game+n_games-1 of matchup m; returns a dict of numpy columns.
    With check=True every action is verified; a violation raises InvariantViolation. With card_stats
    the dict also holds "card_records" (simcore.card_records); the outcomes are the same either way."""
    from simcore.engine import run_games
    from strategies.plugins import pilot_id

    tables, numbers, st = _prepared_match(m)
    cols = {
        "seed": np.zeros(n_games, np.int64),
        "first_player": np.zeros(n_games, np.int8),
        "winner": np.zeros(n_games, np.int8),
        "reason": np.zeros(n_games, np.int8),
        "turns": np.zeros(n_games, np.int16),
        "security_a": np.zeros(n_games, np.int8),
        "security_b": np.zeros(n_games, np.int8),
        "mulligan_a": np.zeros(n_games, np.bool_),
        "mulligan_b": np.zeros(n_games, np.bool_),
    }
    args = (st, tables, np.int64(m.seed), np.int64(m.stream), np.int64(first_game), np.int64(n_games),
            np.int32(pilot_id(m.pilot_a)), np.int32(pilot_id(m.pilot_b)), np.int32(TURN_CAP),
            np.int32(1 if check else 0), cols["seed"], cols["first_player"], cols["winner"], cols["reason"], cols["turns"],
            cols["security_a"], cols["security_b"], cols["mulligan_a"], cols["mulligan_b"])
    st.g[G_RUN_OVERFLOWS] = 0
    if card_stats:
        from simcore.card_records import new_records, run_games_recorded

        cols["card_records"] = new_records(n_games, len(numbers))
        played = run_games_recorded(*args, cols["card_records"])
    else:
        played = run_games(*args)
    if check and st.g[G_VIOLATION] != 0:
        k = played - 1
        raise InvariantViolation(m, first_game + k, int(cols["seed"][k]), int(st.g[G_VIOLATION]),
                                 int(st.g[G_VIOLATION_AT]))
    cols["game_id"] = np.arange(first_game, first_game + n_games, dtype=np.int64)
    cols["overflow_games"] = int(st.g[G_RUN_OVERFLOWS])   # games in which a fixed-size buffer was full
    return cols


def chunk_table(m, cols):
    """The chunk as an Arrow table with the dataset schema."""
    import pyarrow as pa

    n = len(cols["game_id"])
    reasons = np.array(REASON_NAMES, dtype=object)[cols["reason"]]
    return pa.table({
        "game_id": pa.array(cols["game_id"], pa.int64()),
        "seed": pa.array(cols["seed"], pa.int64()),
        "deck_a": pa.array([m.deck_a.name] * n, pa.string()),
        "deck_b": pa.array([m.deck_b.name] * n, pa.string()),
        "pilot_a": pa.array([m.pilot_a] * n, pa.string()),
        "pilot_b": pa.array([m.pilot_b] * n, pa.string()),
        "first_player": pa.array(cols["first_player"], pa.int8()),
        "winner": pa.array(cols["winner"], pa.int8()),
        "win_reason": pa.array(reasons, pa.string()),
        "turns": pa.array(cols["turns"], pa.int16()),
        "security_a": pa.array(cols["security_a"], pa.int8()),
        "security_b": pa.array(cols["security_b"], pa.int8()),
        "mulligan_a": pa.array(cols["mulligan_a"], pa.bool_()),
        "mulligan_b": pa.array(cols["mulligan_b"], pa.bool_()),
    })


def side_card_types(deck, numbers):
    """Card-type indices (positions in `numbers`) of a deck's distinct cards, in card-number order."""
    index = {}
    for i, n in enumerate(numbers):   # the first: a face-down twin (simcore.tables) repeats its number
        index.setdefault(n, i)
    return sorted(index[n] for n in set(deck.main_cards()) | set(deck.egg_cards()))


def record_table(m, numbers, game_ids, records):
    """A chunk's card records (simcore.card_records) as an Arrow table with the card dataset's columns
    (simcore.results.CARD_RECORD_COLUMNS): one row per game, side and card of that side's list, in
    that order (cards by number)."""
    import pyarrow as pa

    from simcore.layout import CR_FIELD, CR_PLAYED, CR_PLAYS, CR_SEEN

    game_ids = np.asarray(game_ids, np.int64)
    blocks = []
    for side, deck in enumerate((m.deck_a, m.deck_b)):
        types = np.array(side_card_types(deck, numbers), np.int64)
        blocks.append((side, types, records[:, side][:, types]))     # (games, cards, CR_WIDTH)
    per_game = sum(len(t) for _, t, _ in blocks)
    n = len(game_ids)

    def column(pick):
        # rows: game-major, then side, then card
        return np.concatenate([pick(side, types, b) for side, types, b in blocks], axis=1).reshape(n * per_game)

    card = column(lambda side, types, b: np.broadcast_to(types.astype(np.int8), (n, len(types))))
    side = column(lambda side, types, b: np.full((n, len(types)), side, np.int8))
    game = np.repeat(game_ids, per_game)
    field = {name: column(lambda side, types, b, k=k: b[:, :, k])
             for name, k in (("first_seen", CR_SEEN), ("first_played", CR_PLAYED), ("plays", CR_PLAYS),
                             ("first_on_field", CR_FIELD))}
    zeros = pa.array(np.zeros(len(game), np.int8))
    return pa.table({
        "game_id": pa.array(game, pa.int64()),
        "deck_a": pa.DictionaryArray.from_arrays(zeros, pa.array([m.deck_a.name], pa.string())),
        "deck_b": pa.DictionaryArray.from_arrays(zeros, pa.array([m.deck_b.name], pa.string())),
        "side": pa.array(side, pa.int8()),
        "card": pa.DictionaryArray.from_arrays(pa.array(card, pa.int8()), pa.array(list(numbers), pa.string())),
        "first_seen": pa.array(field["first_seen"], pa.int16()),
        "first_played": pa.array(field["first_played"], pa.int16()),
        "plays": pa.array(np.minimum(field["plays"], 127).astype(np.int8), pa.int8()),
        "first_on_field": pa.array(field["first_on_field"], pa.int16()),
    })


def partition_dir(out_dir, m):
    return os.path.join(out_dir, f"deck_a={quote(m.deck_a.name, safe='')}", f"deck_b={quote(m.deck_b.name, safe='')}")


def chunk_file_name(chunk_index):
    return f"part-{chunk_index:06d}.parquet"


def card_partition_dir(out_dir, m):
    """Where the card records of matchup m go: the games' partition under DIR/_cards (a name starting
    with `_`, so readers of the game dataset skip it)."""
    from simcore.results import CARDS_DIR

    return partition_dir(os.path.join(out_dir, CARDS_DIR), m)


@functools.cache
def dcgsim_version():
    """The installed dcgsim version (looked up once: the lookup parses package metadata)."""
    from importlib.metadata import version

    return version("dcgsim")


def _write_table(d, chunk_index, table, m, extra_metadata=None):
    """Write under a temporary name, then rename: a file under its final name is always whole."""
    import json

    import pyarrow.parquet as pq

    from simcore.rule_switches import rules_record

    os.makedirs(d, exist_ok=True)
    table = table.replace_schema_metadata({
        "dcgsim_version": dcgsim_version(),
        "rules_version": RULES_VERSION,
        "master_seed": str(m.seed),
        "rules": json.dumps(rules_record(m.rules)),
        **(extra_metadata or {}),
    })
    final = os.path.join(d, chunk_file_name(chunk_index))
    tmp = os.path.join(d, "." + chunk_file_name(chunk_index) + f".{os.getpid()}.tmp")
    pq.write_table(table, tmp, compression="zstd")
    os.replace(tmp, final)
    return final


def write_chunk(out_dir, m, chunk_index, cols):
    """Write a chunk's games (and first its card records, if it has them): the games file appears last,
    so a chunk whose games file is there is whole."""
    if "card_records" in cols:
        _, numbers, _ = _prepared_match(m)
        _write_table(card_partition_dir(out_dir, m), chunk_index,
                     record_table(m, numbers, cols["game_id"], cols["card_records"]), m)
    return _write_table(partition_dir(out_dir, m), chunk_index, chunk_table(m, cols), m,
                        {"overflow_games": str(cols.get("overflow_games", 0))})


def summarize(cols):
    """Small per-chunk summary that travels back to the parent."""
    w = cols["winner"]
    fp = cols["first_player"]
    return {
        "games": int(len(w)),
        "wins_a": int(np.count_nonzero(w == 0)),
        "wins_b": int(np.count_nonzero(w == 1)),
        "draws": int(np.count_nonzero(w < 0)),
        "first_player_wins": int(np.count_nonzero(w == fp)),
        "turns_sum": int(cols["turns"].astype(np.int64).sum()),
        "reasons": {REASON_NAMES[r]: int(c) for r, c in enumerate(np.bincount(cols["reason"], minlength=4)) if c},
        "overflow_games": int(cols.get("overflow_games", 0)),
    }


def run_chunk(m, chunk_index, first_game, n_games, out_dir=None, check=False, card_stats=False):
    """Play one chunk (in whichever process runs this), write it if out_dir is given, return its summary.
    card_stats: also record and write the chunk's card records."""
    cols = play_chunk(m, first_game, n_games, check, card_stats and out_dir is not None)
    if out_dir is not None:
        write_chunk(out_dir, m, chunk_index, cols)
    s = summarize(cols)
    s["chunk"] = chunk_index
    return s


def merge_summaries(summaries):
    total = {"games": 0, "wins_a": 0, "wins_b": 0, "draws": 0, "first_player_wins": 0, "turns_sum": 0,
             "reasons": {}, "overflow_games": 0}
    for s in summaries:
        for k in ("games", "wins_a", "wins_b", "draws", "first_player_wins", "turns_sum"):
            total[k] += s[k]
        total["overflow_games"] += s.get("overflow_games", 0)
        for r, c in s["reasons"].items():
            total["reasons"][r] = total["reasons"].get(r, 0) + c
    return total


def plan_chunks(n_games, chunk_size):
    """[(chunk_index, first_game, n_games)] covering game ids 0 .. n_games-1."""
    return [(i, g, min(chunk_size, n_games - g)) for i, g in enumerate(range(0, n_games, chunk_size))]


def default_chunk_size(n_games, workers):
    per_worker = -(-n_games // max(1, workers))
    return int(max(1, min(20_000, per_worker)))


def engine_cache_is_warm(card_stats=False):
    """True if numba's cache already holds the compiled batch entry point (no compile on first call);
    with card_stats, the one that also keeps card records too."""
    from simcore import engine

    try:
        path = engine.run_games._cache._cache_path
    except AttributeError:
        return False
    names = ["engine.run_games"] + (["card_records.run_games_recorded"] if card_stats else [])
    return all(glob.glob(os.path.join(path, f"{name}-*.nbi")) for name in names)


def watch_engine_compile(report):
    """From now on, call report(done, total, seconds) whenever numba compiles one more of the engine
    functions behind the batch entry point in this process (the first run's compile)."""
    from simcore.engine import run_games
    from simcore.jit import watch_compiles

    return watch_compiles(run_games, report)


def warm_up(m, card_stats=False):
    """Compile (or load from cache) the engine in this process by playing one game."""
    play_chunk(m, 0, 1, card_stats=card_stats)


def _ignore_interrupts():
    """Pool worker set-up: leave SIGINT to the parent, and exit if the parent dies without stopping the
    pool (SIGKILL), rather than wait for work forever."""
    import signal
    import threading
    import time

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = os.getppid()

    def exit_when_orphaned():
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=exit_when_orphaned, daemon=True).start()


def make_executor(workers, ignore_interrupts=False):
    """A local process pool (spawn: workers start clean, whatever threads this process has).
    ignore_interrupts: workers ignore SIGINT, so Ctrl-C reaches only this process, which decides how
    to stop them (a terminal sends SIGINT to the whole process group)."""
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context("spawn"),
                               initializer=_ignore_interrupts if ignore_interrupts else None)


def run_chunks(tasks, workers, executor=None, on_done=None):
    """Run [(matchup, chunk_index, first_game, n_games, out_dir)] and return their summaries in task order.
    workers == 1 without an executor runs in this process."""
    results = [None] * len(tasks)
    if executor is None and workers <= 1:
        for i, t in enumerate(tasks):
            results[i] = run_chunk(*t)
            if on_done:
                on_done(t, results[i])
        return results
    from concurrent.futures import as_completed

    own = executor is None
    ex = make_executor(workers) if own else executor
    try:
        futures = {ex.submit(run_chunk, *t): i for i, t in enumerate(tasks)}
        for f in as_completed(futures):
            i = futures[f]
            results[i] = f.result()
            if on_done:
                on_done(tasks[i], results[i])
    except BaseException:
        for f in futures:
            f.cancel()
        raise
    finally:
        if own:
            ex.shutdown(wait=True, cancel_futures=True)
    return results


def iter_chunk_results(tasks, executor=None, max_in_flight=None):
    """Run [(matchup, chunk_index, first_game, n_games, out_dir)] and yield (task, summary) as chunks finish.

    tasks may be any iterable; it is consumed lazily, and at most max_in_flight chunks (an int, or a
    function returning one, asked before each refill; None: no limit) are submitted to the executor and
    unfinished at any time, so a sweep of millions of games never holds all its futures. Without an
    executor the chunks run in this process, in order. Leaving the loop early (an exception, Ctrl-C,
    close()) cancels the chunks not yet started."""
    if executor is None:
        for t in tasks:
            yield t, run_chunk(*t)
        return
    from concurrent.futures import FIRST_COMPLETED, wait

    pending = {}
    remaining = iter(tasks)
    exhausted = False
    try:
        while True:
            limit = max_in_flight() if callable(max_in_flight) else max_in_flight
            limit = max(1, limit) if limit is not None else None
            while not exhausted and (limit is None or len(pending) < limit):
                t = next(remaining, None)
                if t is None:
                    exhausted = True
                else:
                    pending[executor.submit(run_chunk, *t)] = t
            if not pending:
                return
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for f in done:
                t = pending.pop(f)
                yield t, f.result()
    finally:
        for f in pending:
            f.cancel()


def run_matchup(m, n_games, workers=1, out_dir=None, chunk_size=None, on_done=None, check=False,
                card_stats=False):
    """Play games 0 .. n_games-1 of a matchup; returns the merged summary. card_stats (with out_dir):
    also write the card records (DIR/_cards)."""
    chunk_size = chunk_size or default_chunk_size(n_games, workers)
    tasks = [(m, ci, g0, n, out_dir, check, card_stats) for ci, g0, n in plan_chunks(n_games, chunk_size)]
    return merge_summaries(run_chunks(tasks, workers, on_done=on_done))


def replay_game(m, game_id, log_capacity=None):
    """Play game `game_id` of matchup m with the event log on; returns (outcome dict, events int32 array,
    card numbers by card-type index)."""
    from simcore.engine import play_game
    from simcore.layout import (G_EVLOST, G_EVN, G_FIRST, G_MULL0, G_MULL1, G_REASON, G_TURN, G_WINNER,
                                new_state)
    from simcore.rng import derive_seed
    from strategies.plugins import pilot_id

    tables, numbers, _ = _prepared_match(m)
    from simcore.layout import EV_CAPACITY

    st = new_state(EV_CAPACITY if log_capacity is None else log_capacity)
    seed = int(derive_seed(np.int64(m.seed), np.int64(m.stream), np.int64(game_id)))
    play_game(st, tables, np.int64(seed), np.int32(pilot_id(m.pilot_a)), np.int32(pilot_id(m.pilot_b)),
              np.int32(TURN_CAP), np.int32(0))
    if st.g[G_EVLOST]:
        raise RuntimeError(f"event log overflow ({st.g[G_EVLOST]} events lost)")
    outcome = {
        "game_id": int(game_id),
        "seed": seed,
        "winner": int(st.g[G_WINNER]),
        "win_reason": REASON_NAMES[st.g[G_REASON]],
        "turns": int(st.g[G_TURN]),
        "first_player": int(st.g[G_FIRST]),
        "security_a": int(st.sec_n[0]),
        "security_b": int(st.sec_n[1]),
        "mulligan_a": bool(st.g[G_MULL0]),
        "mulligan_b": bool(st.g[G_MULL1]),
    }
    return outcome, st.ev[:st.g[G_EVN]].copy(), numbers

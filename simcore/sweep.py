"""Sweeps: the matchups of a list of decks, played in chunks on a local process pool or a Dask cluster,
each chunk written to one Parquet dataset by the worker that played it.

The dataset has the layout of `simcore.runner.write_chunk` (`deck_a=A/deck_b=B/part-NNNNNN.parquet`).
Beside it, `_manifest.json` records everything that determines the rows (decks and a hash of each
list, pilots, seed, games per pair, mode, mirrors, chunk size, versions), so that an interrupted sweep
can be resumed: only chunks without a whole file under their final name are played again, and the
result holds exactly the rows of an uninterrupted run. Game K of the pair (A, B) is game K of the
matchup A vs B under the same seed, whatever the chunking, workers or backend.
"""
import hashlib
import json
import os
import time
from contextlib import contextmanager
from dataclasses import dataclass, field

from simcore.rule_switches import rules_record
from simcore.runner import (RULES_VERSION, TURN_CAP, Matchup, card_partition_dir, chunk_file_name,
                            merge_summaries, partition_dir, plan_chunks, summarize)

MODES = ("round-robin", "gauntlet")
MANIFEST_NAME = "_manifest.json"
MANIFEST_FORMAT = "dcgsim-sweep/1"
# Manifest entries that determine the dataset's rows and files; a resume must match all of them.
IDENTITY_KEYS = ("decks", "mode", "mirrors", "pilot_a", "pilot_b", "seed", "games_per_pair", "chunk_size",
                 "turn_cap", "rules_version", "dcgsim_version", "card_stats", "rules")
MIN_CHUNK, MAX_CHUNK, TARGET_CHUNKS = 1_000, 20_000, 64
DASK_HINT = "install it with pip install 'dcgsim[dask]'"


class SweepError(ValueError):
    """A sweep that cannot start as asked (directory, manifest, backend). The message is one line."""


class SweepStopped(RuntimeError):
    """A chunk could not be finished: its worker died (killed, out of memory, machine lost) or its file
    could not be written. The chunks finished before stay in the dataset."""


def sweep_pairs(n_decks, mode="round-robin", mirrors=False):
    """[(i, j)] deck index pairs in play order; deck i is side A.

    round-robin: every unordered pair i < j (the deck given first is side A); gauntlet: deck 0 against
    each other deck. mirrors adds (i, i) for each deck that plays (round-robin: all; gauntlet: deck 0)."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r} (choose from {', '.join(MODES)})")
    pairs = []
    firsts = range(n_decks) if mode == "round-robin" else range(min(1, n_decks))
    for i in firsts:
        if mirrors:
            pairs.append((i, i))
        pairs.extend((i, j) for j in range(i + 1, n_decks))
    return pairs


def default_chunk_size(games_per_pair, n_pairs):
    """Enough chunks (about 64) to keep many workers busy, each 1,000-20,000 games. It depends only on
    entries of the manifest, so a resumed sweep finds the same chunks."""
    size = -(-games_per_pair * n_pairs // TARGET_CHUNKS)
    return int(min(games_per_pair, max(MIN_CHUNK, min(MAX_CHUNK, size))))


def deck_digest(deck):
    """sha256 of the deck list as parsed (card numbers and counts in list order: the order sets the
    unshuffled deck, so it is part of what determines the games)."""
    text = json.dumps({"main": [list(e) for e in deck.main], "eggs": [list(e) for e in deck.eggs]},
                      separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_distinct_names(decks):
    """Deck names become partition directories and matrix labels, so they must differ (letter case too:
    some file systems ignore it)."""
    seen = {}
    for d in decks:
        key = d.name.casefold()
        if key in seen:
            other = seen[key]
            where = "" if d.source == "built-in" and other.source == "built-in" else \
                f" ({other.source} and {d.source})"
            same = "the same name" if other.name == d.name else "names that differ only in letter case"
            raise SweepError(f"decks {other.name!r} and {d.name!r} have {same}{where}; each deck of a "
                             "sweep needs a distinct name (rename a file)")
        seen[key] = d


def _dcgsim_version():
    from importlib.metadata import version

    return version("dcgsim")


@dataclass(frozen=True)
class SweepPlan:
    """What a sweep plays: every pair of `sweep_pairs`, games 0 .. games_per_pair-1 of each."""
    decks: tuple                 # decks.decklist.Deck
    games_per_pair: int
    mode: str = "round-robin"
    mirrors: bool = False
    pilot: str = "greedy"
    seed: int = 0
    chunk_size: int = 0          # 0: default_chunk_size
    card_stats: bool = False     # also write card records (DIR/_cards, simcore.card_records)
    rules: int = 0               # switched [GAP] readings (simcore.rule_switches)
    pairs: tuple = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, "decks", tuple(self.decks))
        object.__setattr__(self, "pairs", tuple(sweep_pairs(len(self.decks), self.mode, self.mirrors)))
        if not self.chunk_size:
            object.__setattr__(self, "chunk_size", default_chunk_size(self.games_per_pair, len(self.pairs)))

    @property
    def total_games(self):
        return self.games_per_pair * len(self.pairs)

    def matchups(self):
        """One Matchup per pair, in pair order (seed streams depend only on the two deck names)."""
        return [Matchup(self.decks[i], self.decks[j], self.pilot, self.pilot, self.seed, self.rules)
                for i, j in self.pairs]

    def chunks(self):
        """[(chunk_index, first_game, n_games)] of every pair."""
        return plan_chunks(self.games_per_pair, self.chunk_size)

    def manifest(self):
        # card_stats and rules are written only when not the default, so sweeps written before they existed
        # still resume
        extra = {"card_stats": True} if self.card_stats else {}
        if self.rules:
            extra["rules"] = rules_record(self.rules)
        return {
            "format": MANIFEST_FORMAT,
            "decks": [{"name": d.name, "sha256": deck_digest(d)} for d in self.decks],
            "mode": self.mode,
            "mirrors": self.mirrors,
            "pilot_a": self.pilot,
            "pilot_b": self.pilot,
            "seed": self.seed,
            "games_per_pair": self.games_per_pair,
            "chunk_size": self.chunk_size,
            "turn_cap": TURN_CAP,
            "rules_version": RULES_VERSION,
            "dcgsim_version": _dcgsim_version(),
            **extra,
            # For readers only: derived from the entries above.
            "deck_sources": [d.source for d in self.decks],
            "deck_archetypes": {d.name: d.archetype for d in self.decks if getattr(d, "archetype", None)},
            "pairs": [[self.decks[i].name, self.decks[j].name] for i, j in self.pairs],
            "total_games": self.total_games,
            "complete": False,
        }


# --- the manifest ------------------------------------------------------------------------------------

def manifest_path(out_dir):
    return os.path.join(out_dir, MANIFEST_NAME)


def write_manifest(out_dir, manifest):
    """Write the manifest under a temporary name, then rename: a reader sees the old or the new one."""
    final = manifest_path(out_dir)
    tmp = os.path.join(out_dir, f".{MANIFEST_NAME}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, final)


def read_manifest(out_dir):
    """The manifest of a sweep directory, or None if it has none."""
    path = manifest_path(out_dir)
    try:
        with open(path, encoding="utf-8") as f:
            manifest = json.load(f)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise SweepError(f"{path}: unreadable sweep manifest ({exc})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != MANIFEST_FORMAT:
        raise SweepError(f"{path}: not a dcgsim sweep manifest")
    return manifest


def _deck_label(entries):
    return ", ".join(e.get("name", "?") for e in entries) if isinstance(entries, list) else repr(entries)


def manifest_differences(recorded, wanted):
    """Short descriptions of how two manifests' identities differ ([] if they name the same rows)."""
    out = []
    for key in IDENTITY_KEYS:
        a, b = recorded.get(key), wanted.get(key)
        if a == b:
            continue
        if key == "decks":
            names_a = [e.get("name") for e in a] if isinstance(a, list) else None
            names_b = [e.get("name") for e in b]
            if names_a == names_b:
                changed = [x["name"] for x, y in zip(a, b, strict=True) if x != y]
                out.append(f"deck list{'s' if len(changed) > 1 else ''} {', '.join(changed)} changed")
            else:
                out.append(f"decks {_deck_label(a)} there, {_deck_label(b)} here")
        elif key == "rules":
            a, b = (", ".join(n for n, on in (x or {}).items() if on) or "the default rules" for x in (a, b))
            out.append(f"rules switched on: {a} there, {b} here")
        else:
            label = key.replace("_", " ")
            if isinstance(a, bool) or isinstance(b, bool):
                a, b = ("on" if a else "off"), ("on" if b else "off")
            out.append(f"{label} {a} there, {b} here")
    return out


# --- the directory ------------------------------------------------------------------------------------

def is_temp_file(name):
    return name.startswith(".") and name.endswith(".tmp")


def remove_temp_files(out_dir):
    """Delete files left half-written by a run that was stopped (chunks and manifests); returns how many."""
    removed = 0
    for root, _, names in os.walk(out_dir):
        for name in names:
            if is_temp_file(name):
                try:
                    os.remove(os.path.join(root, name))
                    removed += 1
                except FileNotFoundError:
                    pass
    return removed


def chunk_summary_from_file(path, first_game, n_games):
    """The summary of a finished chunk read back from its file, or None if the file is not that whole
    chunk (unreadable, other game ids)."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.compute as pc
    import pyarrow.parquet as pq

    from simcore.layout import REASON_NAMES

    try:
        t = pq.read_table(path, columns=["game_id", "first_player", "winner", "win_reason", "turns"])
    except (OSError, pa.ArrowException):
        return None
    if t.num_rows != n_games:
        return None
    ids = t.column("game_id").to_numpy()
    if not np.array_equal(ids, np.arange(first_game, first_game + n_games, dtype=np.int64)):
        return None
    reasons = pc.index_in(t.column("win_reason"), value_set=pa.array(REASON_NAMES))
    if reasons.null_count:
        return None
    overflows = (t.schema.metadata or {}).get(b"overflow_games", b"0")
    return summarize({
        "winner": t.column("winner").to_numpy(),
        "first_player": t.column("first_player").to_numpy(),
        "turns": t.column("turns").to_numpy(),
        "reason": reasons.to_numpy().astype(np.int64),
        "overflow_games": int(overflows) if overflows.isdigit() else 0,
    })


def card_records_whole(path, first_game, n_games):
    """True if the card-record file of a chunk is readable and covers exactly its games."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    try:
        ids = pq.read_table(path, columns=["game_id"]).column("game_id").to_numpy()
    except (OSError, pa.ArrowException):
        return False
    expected = np.arange(first_game, first_game + n_games, dtype=np.int64)
    return bool(len(ids)) and np.array_equal(np.unique(ids), expected)


@dataclass
class SweepState:
    """Where a sweep stands: the chunks already in the dataset and their merged summaries per pair."""
    plan: SweepPlan
    out_dir: str = None
    done: set = field(default_factory=set)          # {(pair_index, chunk_index)}
    summaries: list = None                          # merged summary per pair
    games_done: int = 0
    created: str = None                             # "dir" or "contents": what this run made, if new
    replaced: int = 0                               # damaged chunk files that will be played again
    temp_removed: int = 0

    def __post_init__(self):
        if self.summaries is None:
            self.summaries = [merge_summaries([]) for _ in self.plan.pairs]

    @property
    def complete(self):
        return self.games_done == self.plan.total_games

    def add(self, pair_index, chunk_index, summary):
        self.done.add((pair_index, chunk_index))
        self.summaries[pair_index] = merge_summaries([self.summaries[pair_index], summary])
        self.games_done += summary["games"]

    def pending_tasks(self):
        """run_chunk tasks of the chunks not yet done, pair after pair (lazily: a sweep may have many)."""
        for p, m in enumerate(self.plan.matchups()):
            for ci, g0, n in self.plan.chunks():
                if (p, ci) not in self.done:
                    yield (m, ci, g0, n, self.out_dir, False, self.plan.card_stats)


def check_out_dir(out_dir, resume):
    """Refuse an --out that cannot hold this sweep, before any work: it must be missing or empty, or hold
    a sweep when resuming."""
    if not os.path.exists(out_dir):
        return
    if not os.path.isdir(out_dir):
        raise SweepError(f"--out {out_dir}: exists and is not a directory")
    try:
        entries = os.listdir(out_dir)
    except OSError as exc:
        raise SweepError(f"--out {out_dir}: cannot read directory ({exc.strerror})") from None
    if entries and not resume:
        raise SweepError(f"--out {out_dir}: directory is not empty (choose a new one, or add --resume to "
                         "finish the sweep written there)")
    if entries and read_manifest(out_dir) is None:
        raise SweepError(f"--out {out_dir}: cannot resume, the directory holds no sweep ({MANIFEST_NAME} "
                         "is missing)")


def open_sweep(plan, out_dir=None, resume=False):
    """Start a sweep, or take one up again, and return its SweepState.

    Without out_dir nothing is written. Otherwise out_dir must be missing or empty (it is created and
    the manifest written), or, with resume, hold the manifest of this very sweep: its temporary files
    are deleted and every chunk whose file is whole counts as done (a damaged one is deleted and will
    be played again). Raises SweepError, having written nothing, when the directory does not fit."""
    if out_dir is None:
        return SweepState(plan)
    out_dir = os.path.abspath(out_dir)   # workers may run elsewhere (another cwd, another machine)
    check_out_dir(out_dir, resume)
    wanted = plan.manifest()
    recorded = read_manifest(out_dir) if os.path.isdir(out_dir) else None
    state = SweepState(plan, out_dir)
    if recorded is None:
        state.created = "contents" if os.path.isdir(out_dir) else "dir"
        try:
            os.makedirs(out_dir, exist_ok=True)
            write_manifest(out_dir, wanted)
        except OSError as exc:
            discard_new_sweep(state)
            raise SweepError(f"--out {out_dir}: cannot write ({exc.strerror or exc})") from None
        return state
    diff = manifest_differences(recorded, wanted)
    if diff:
        raise SweepError(f"cannot resume {out_dir}: it holds another sweep ({'; '.join(diff)})")
    state.temp_removed = remove_temp_files(out_dir)
    for p, m in enumerate(plan.matchups()):
        d = partition_dir(out_dir, m)
        present = set(os.listdir(d)) if os.path.isdir(d) else set()
        for ci, g0, n in plan.chunks():
            name = chunk_file_name(ci)
            if name not in present:
                continue
            summary = chunk_summary_from_file(os.path.join(d, name), g0, n)
            card_file = os.path.join(card_partition_dir(out_dir, m), name)
            if summary is not None and plan.card_stats and not card_records_whole(card_file, g0, n):
                summary = None
            if summary is None:
                os.remove(os.path.join(d, name))
                if os.path.exists(card_file):
                    os.remove(card_file)
                state.replaced += 1
            else:
                state.add(p, ci, summary)
    return state


def discard_new_sweep(state):
    """Undo a sweep that this run started and that has no finished chunk yet (a failed start leaves
    nothing behind); a no-op otherwise."""
    import shutil

    if state.out_dir is None or state.created is None or state.done:
        return
    if state.created == "dir":
        shutil.rmtree(state.out_dir, ignore_errors=True)
        return
    for name in os.listdir(state.out_dir):
        path = os.path.join(state.out_dir, name)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path, ignore_errors=True)
        else:
            os.remove(path)


def finish_sweep(state):
    """After the last chunk: delete temporary files a lost worker may have left, and mark the manifest
    complete."""
    if state.out_dir is None:
        return
    remove_temp_files(state.out_dir)
    manifest = read_manifest(state.out_dir)
    if not manifest.get("complete"):
        manifest["complete"] = True
        manifest["completed_at"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
        # games in which a fixed-size engine buffer was full (0 expected; see simcore.invariants)
        manifest["overflow_games"] = sum(s.get("overflow_games", 0) for s in state.summaries)
        write_manifest(state.out_dir, manifest)


# --- backends -----------------------------------------------------------------------------------------

def import_distributed():
    """dask.distributed, or SweepError saying how to install it."""
    try:
        import distributed
    except ImportError:
        raise SweepError(f"the dask backend needs dask.distributed; {DASK_HINT}") from None
    return distributed


def _stop_pool(ex):
    """Stop a process pool now (Ctrl-C, a failed chunk): chunks being played are abandoned, not waited
    for; a half-written file keeps its temporary name and a resume deletes it."""
    procs = list((getattr(ex, "_processes", None) or {}).values())   # shutdown() forgets them
    ex.shutdown(wait=False, cancel_futures=True)
    for proc in procs:
        proc.terminate()
    for proc in procs:
        proc.join(5)


def dask_setup(worker):
    """Preload of the workers of a sweep's own LocalCluster (run in each worker process as it starts):
    Ctrl-C in a terminal reaches the whole process group, and the sweep's process stops the cluster in
    order, so the workers leave SIGINT alone rather than die with a traceback."""
    import signal

    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:   # not the process's main thread: leave it
        pass


def _worker_threads(client):
    try:
        return sum(client.nthreads().values())
    except Exception:   # a scheduler busy or going away: keep the bound small
        return 1


@contextmanager
def open_backend(backend="local", workers=1, scheduler=None, on_note=None):
    """Yield (executor, max_in_flight) for iter_chunk_results.

    local: a process pool of `workers` spawned processes (None, in this process, for one worker).
    dask: an executor of a Dask.distributed client, on a LocalCluster of `workers` single-threaded
    processes, or on the running cluster at `scheduler`. About three chunks per worker are in flight.
    on_note(text) receives one-line notes for the user (workers that will compile the engine)."""
    if backend == "local":
        if scheduler is not None:
            raise SweepError("--scheduler needs --backend dask")
        if workers <= 1:
            yield None, None
            return
        from simcore.runner import make_executor

        ex = make_executor(workers, ignore_interrupts=True)
        try:
            yield ex, 3 * workers
        except BaseException:
            _stop_pool(ex)
            raise
        else:
            ex.shutdown(wait=True)
        return
    if backend != "dask":
        raise SweepError(f"unknown backend {backend!r} (choose from local, dask)")
    distributed = import_distributed()
    import logging

    cluster = None
    try:
        if scheduler is None:
            cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                               dashboard_address=None, silence_logs=logging.CRITICAL,
                                               preload=[__name__])
            client = distributed.Client(cluster)
        else:
            try:
                client = distributed.Client(scheduler)
            except (OSError, TimeoutError, ValueError) as exc:
                raise SweepError(f"cannot connect to the Dask scheduler at {scheduler} ({exc})") from None
    except BaseException:
        if cluster is not None:
            cluster.close()
        raise
    try:
        check_dask_workers(client, scheduler, on_note)
        ex = client.get_executor(pure=False)
        try:
            yield ex, (lambda: 3 * max(1, _worker_threads(client)))
        except BaseException:
            # Results in transit when the cluster closes under them are only logged; say nothing of them.
            for name in ("tornado.application", "distributed"):
                logging.getLogger(name).setLevel(logging.CRITICAL)
            raise
        finally:
            ex.shutdown(wait=False)   # cancels what is left (after Ctrl-C or a failure)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _worker_report():
    from simcore.runner import engine_cache_is_warm

    return _dcgsim_version(), engine_cache_is_warm()


def check_dask_workers(client, scheduler=None, on_note=None, wait_s=60):
    """Every worker runs this dcgsim version (else its rows could differ); note cold numba caches."""
    try:
        client.wait_for_workers(1, timeout=wait_s)
    except TimeoutError:
        raise SweepError(f"no Dask worker joined the scheduler at {scheduler} within {wait_s} s") from None
    try:
        reports = client.run(_worker_report)
    except Exception as exc:   # unpickling fails on a worker without dcgsim
        raise SweepError(f"Dask workers cannot run dcgsim ({type(exc).__name__}: {exc}); install dcgsim on "
                         "every worker") from None
    mine = _dcgsim_version()
    other = sorted(f"{w} has {v}" for w, (v, _) in reports.items() if v != mine)
    if other:
        raise SweepError(f"Dask workers run another dcgsim version than this one ({mine}): {', '.join(other)}")
    cold = sorted(w for w, (_, warm) in reports.items() if not warm)
    if cold and on_note:
        on_note(f"{len(cold)} of {len(reports)} Dask workers have no compiled engine in their numba cache "
                "and compile it first (about a minute)")


def play_sweep(state, executor=None, max_in_flight=None, on_chunk=None):
    """Play the sweep's pending chunks on an executor (None: in this process); returns games played.
    on_chunk(task, summary) is called in this process as each chunk finishes. A lost worker or a chunk
    file that cannot be written raises SweepStopped; finished chunks stay in the dataset either way."""
    from concurrent.futures.process import BrokenProcessPool

    from simcore.runner import iter_chunk_results

    lost = (BrokenProcessPool,)
    try:
        from distributed import KilledWorker

        lost = lost + (KilledWorker,)
    except ImportError:
        pass
    index = {m: p for p, m in enumerate(state.plan.matchups())}
    played = 0
    results = iter_chunk_results(state.pending_tasks(), executor, max_in_flight)
    try:
        for task, summary in results:
            state.add(index[task[0]], task[1], summary)
            played += summary["games"]
            if on_chunk:
                on_chunk(task, summary)
    except lost as exc:
        raise SweepStopped("a worker process stopped before finishing its chunk (killed, out of memory, or "
                           f"its machine lost: {type(exc).__name__})") from None
    except OSError as exc:
        raise SweepStopped(f"cannot write a chunk file ({exc})") from None
    finally:
        results.close()
    return played


@dataclass
class SweepResult:
    state: SweepState
    games_played: int       # by this call
    seconds: float


def run_sweep(plan, out_dir=None, resume=False, backend="local", workers=1, scheduler=None, on_chunk=None):
    """Open (or resume), play and finish a sweep; returns a SweepResult whose state has the merged
    summary of every pair."""
    if backend == "dask":
        import_distributed()
    state = open_sweep(plan, out_dir, resume)
    t0 = time.perf_counter()
    played = 0
    try:
        if not state.complete:
            with open_backend(backend, workers, scheduler) as (ex, limit):
                played = play_sweep(state, ex, limit, on_chunk)
    except BaseException:
        discard_new_sweep(state)
        raise
    finish_sweep(state)
    return SweepResult(state, played, time.perf_counter() - t0)

"""Argument handling shared by commands."""
import os
import sys

import click

from cli.errors import InputError


def load_decks(specs):
    """decks.Deck for each DECK argument (built-in or library name, deck file in any list format, deck code);
    a bad deck is an InputError with the parser's one-line message."""
    from decks.decklist import DeckError
    from decks.library import resolve_deck

    out = []
    for spec in specs:
        try:
            out.append(resolve_deck(spec))
        except DeckError as exc:
            raise InputError(str(exc)) from None
    return out


def expand_decks(specs):
    """Like load_decks, where an argument may also be a library selection (since:2026-01-01) or @FILE."""
    from decks.decklist import DeckError
    from decks.library import expand_deck_args

    try:
        return expand_deck_args(specs)
    except DeckError as exc:
        raise InputError(str(exc)) from None


RULES_HELP = ("A TOML (.toml) or JSON file of named switches for the [GAP] readings of the rules (README, "
              "'Rules'); default: the engine's readings.")


def load_rules(path):
    """The engine's bit mask of switched [GAP] readings from a --rules FILE (0 without one)."""
    if path is None:
        return 0
    from simcore.rule_switches import RulesFileError, load_rules_file

    try:
        return load_rules_file(path)
    except RulesFileError as exc:
        raise InputError(str(exc)) from None


PILOT_HELP = ("greedy, random, lookahead[:N] (a search pilot, N rollouts per candidate action), or a "
              "user pilot package.module:NAME (README, 'Pilots')")


def check_pilots(*names):
    """Check pilot names and load the user pilots (package.module:NAME) among them for this run and its
    workers; before anything imports the engine (user pilots are compiled into it)."""
    from strategies.plugins import PilotError, activate, is_user_pilot

    user = [n for n in names if is_user_pilot(n)]
    if user:
        if os.getcwd() not in sys.path:
            sys.path.append(os.getcwd())  # a pilot module in the current directory, as with python -m
        try:
            activate(user)
        except PilotError as exc:
            raise InputError(str(exc)) from None
    from strategies.pilots import PILOT_NAMES

    for name in names:
        if not is_user_pilot(name) and name not in PILOT_NAMES:
            raise InputError(f"unknown pilot {name!r} (choose from {', '.join(PILOT_NAMES)}, lookahead[:N], or a "
                             "user pilot package.module:NAME)")
    return names


def uses_user_pilots(*names):
    from strategies.plugins import is_user_pilot

    return any(is_user_pilot(n) for n in names)


def compiling_user_pilots(names, run):
    """run() (which compiles the engine if need be and plays a game), turning any error into one line when
    user pilots are in it: their functions fail to compile (numba's typing errors are of many kinds) or
    fail in the first game."""
    from strategies.plugins import is_user_pilot

    user = [n for n in names if is_user_pilot(n)]
    if not user:
        return run()
    try:
        return run()
    except Exception as exc:  # noqa: BLE001 - anything the user's code raises
        first = next((line.strip() for line in str(exc).splitlines() if line.strip()), "")
        raise InputError(f"user pilot {', '.join(sorted(set(user)))} does not compile or fails: "
                         f"{type(exc).__name__}: {first}") from None


def warm_up_engine(m, card_stats=False):
    """Compile (or load) the engine in this process by playing one game of matchup m."""
    from simcore.runner import warm_up

    compiling_user_pilots((m.pilot_a, m.pilot_b), lambda: warm_up(m, card_stats))


def positive(name, value, upper=None):
    if value <= 0:
        raise InputError(f"{name} must be a positive integer, got {value}")
    if upper is not None and value > upper:
        raise InputError(f"{name} must be at most {upper}, got {value}")
    return value


SEED_MAX = 2**63 - 1


def check_seed(value):
    if value < 0 or value > SEED_MAX:
        raise InputError(f"--seed must be an integer in [0, 2**63-1], got {value}")
    return value


def announce_compile_if_cold(card_stats=False):
    """Say on stderr that the first run compiles the engine and how long that takes, with its progress in a
    terminal (numba's cache makes later runs start fast). True if something is to compile (with card_stats,
    also the entry point that keeps card records, a short compile that needs no notice): warm it up once
    before starting workers."""
    from simcore.runner import COLD_COMPILE_SECONDS, engine_cache_is_warm

    if engine_cache_is_warm():
        return card_stats and not engine_cache_is_warm(card_stats=True)
    click.echo(f"dcgsim: compiling the game engine; this happens once (about {COLD_COMPILE_SECONDS} s on 2 cores), "
               "later runs start from the cache", err=True)
    if stderr_is_terminal():
        show_compile_progress()
    return True


def show_compile_progress():
    """One stderr line, redrawn as each engine function is compiled and every second, until all are."""
    import threading
    import time

    from simcore.runner import watch_engine_compile

    lock = threading.Lock()
    t0 = time.perf_counter()
    counts = [0, 0]

    def draw(done=None, total=None, seconds=None):
        with lock:
            if progress.finished and done is None:
                return  # the ticker after the last line
            if done is not None:
                counts[:] = [done, total]
            click.echo(f"\rdcgsim: compiled {counts[0]} of {counts[1]} engine functions in "
                       f"{time.perf_counter() - t0:.0f} s", err=True, nl=done is not None and done == total)

    progress = watch_engine_compile(draw)
    counts[1] = len(progress.functions)

    def tick():
        while not progress.finished:
            draw()
            time.sleep(1.0)

    threading.Thread(target=tick, daemon=True).start()


def stderr_is_terminal():
    return sys.stderr.isatty()


def warn_fidelity(decks):
    """One stderr line per deck whose effects are not all modeled (its results are then approximate)."""
    from decks.effects import deck_fidelity

    for d in decks:
        fidelity, per_card = deck_fidelity(d)
        if fidelity < 1:
            missing = sorted(n for n, c in per_card.items() if c != "full")
            click.echo(f"dcgsim: warning: deck {d.name}: {100 * fidelity:.1f}% of its cards have fully modeled "
                       f"effects (not fully: {', '.join(missing[:8])}{' ...' if len(missing) > 8 else ''}); "
                       f"see dcgsim cards coverage {d.name}", err=True)

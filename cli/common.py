"""Argument handling shared by commands."""
import sys

import click

from cli.errors import InputError


def load_decks(specs):
    """decks.Deck for each DECK argument; a bad deck is an InputError with the parser's one-line message."""
    from decks.decklist import DeckError, load_deck

    out = []
    for spec in specs:
        try:
            out.append(load_deck(spec))
        except DeckError as exc:
            raise InputError(str(exc)) from None
    return out


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


def check_pilot(name):
    from strategies.pilots import PILOT_NAMES

    if name not in PILOT_NAMES:
        raise InputError(f"unknown pilot {name!r} (choose from {', '.join(PILOT_NAMES)})")
    return name


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
    """Say on stderr that the first run compiles the engine (numba's cache makes later runs start fast).
    True if something is to compile (with card_stats, also the entry point that keeps card records, a
    short compile that needs no notice): warm it up once before starting workers."""
    from simcore.runner import engine_cache_is_warm

    if not engine_cache_is_warm():
        click.echo("dcgsim: compiling the game engine; this happens once (a few minutes), later runs start "
                   "from the cache", err=True)
        return True
    return card_stats and not engine_cache_is_warm(card_stats=True)


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

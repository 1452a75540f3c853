"""Shared fixtures."""
import os
import sys

import pytest


@pytest.fixture(scope="session")
def builtin_decks():
    """The built-in decks by name."""
    from decks.decklist import BUILTIN_DECKS, load_deck

    return {name: load_deck(name) for name in BUILTIN_DECKS}


@pytest.fixture(scope="session")
def dcgsim_exe(compiled_engine):
    """The `dcgsim` console script of the running interpreter's environment."""
    path = os.path.join(os.path.dirname(sys.executable), "dcgsim")
    if not os.path.exists(path):
        pytest.skip("the dcgsim console script is not installed next to this Python")
    return path


@pytest.fixture(scope="session")
def compiled_engine():
    """Compile (or load from numba's cache) the engine once, before any test starts a `dcgsim` subprocess,
    so that subprocesses load it from the cache instead of compiling it again each. Tests that need no
    engine (the deck parser, meta analysis, tournaments) do not wait for it."""
    from decks.decklist import load_deck
    from simcore.runner import Matchup, play_chunk

    play_chunk(Matchup(load_deck("ST1"), load_deck("ST2")), 0, 1)

"""cli.common, the argument handling the commands share: each function called directly, in this process, with
no engine (the engine's entry points are replaced where a function would reach them)."""
import sys
import types

import pytest

from cli import common
from cli.common import (SEED_MAX, announce_compile_if_cold, check_pilots, check_seed, compiling_user_pilots,
                        expand_decks, load_decks, load_rules, positive, show_compile_progress, stderr_is_terminal,
                        uses_user_pilots, warm_up_engine, warn_fidelity)
from cli.errors import InputError
from simcore import runner
from simcore.rule_switches import SWITCHES


def refusal(call, *args):
    with pytest.raises(InputError) as exc:
        call(*args)
    return str(exc.value)


# --- decks and rules files -------------------------------------------------------------------------------

def test_load_decks_loads_each_argument_in_order_or_refuses_with_the_parsers_line():
    assert [d.name for d in load_decks(["ST2", "ST1"])] == ["ST2", "ST1"]
    assert load_decks([]) == []
    assert refusal(load_decks, ["ST1", "missing.txt"]) == "missing.txt: no such deck file"


def test_expand_decks_reads_selections_or_refuses_with_the_parsers_line():
    assert [d.name for d in expand_decks(["ST3", "ST1"])] == ["ST3", "ST1"]
    assert refusal(expand_decks, ["since:2026-13-01"]) == "since:2026-13-01: bad date '2026-13-01' (expected YYYY-MM-DD)"


def test_load_rules_is_zero_without_a_file_the_mask_with_one_and_refuses_a_bad_one(tmp_path):
    assert load_rules(None) == 0
    (tmp_path / "r.json").write_text('{"piercing_wins_at_zero_security": true}')
    assert load_rules(str(tmp_path / "r.json")) == SWITCHES["piercing_wins_at_zero_security"][0] != 0
    (tmp_path / "none.json").write_text("{}")
    assert load_rules(str(tmp_path / "none.json")) == 0
    (tmp_path / "list.json").write_text("[]")
    bad = str(tmp_path / "list.json")
    assert refusal(load_rules, bad) == f"{bad}: a rules file is a table of switch names to true or false"


# --- pilots ----------------------------------------------------------------------------------------------

def test_check_pilots_returns_the_built_in_names_and_refuses_an_unknown_one(monkeypatch):
    monkeypatch.setattr("strategies.plugins.activate", lambda specs: pytest.fail("no user pilot to load"))
    assert check_pilots("greedy", "random") == ("greedy", "random")
    assert check_pilots() == ()
    assert refusal(check_pilots, "greedy", "nobody") == (
        "unknown pilot 'nobody' (choose from greedy, random, lookahead[:N], or a user pilot package.module:NAME)")


def test_check_pilots_loads_only_the_user_pilots_with_the_working_directory_on_the_path(monkeypatch, tmp_path):
    loaded = []
    monkeypatch.setattr("strategies.plugins.activate", lambda specs: loaded.append(list(specs)))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p != str(tmp_path)])
    assert check_pilots("greedy", "mine.pilots:bold", "lookahead") == ("greedy", "mine.pilots:bold", "lookahead")
    assert loaded == [["mine.pilots:bold", "lookahead"]]
    assert sys.path.count(str(tmp_path)) == 1 and sys.path[-1] == str(tmp_path)
    check_pilots("mine.pilots:bold")
    assert sys.path.count(str(tmp_path)) == 1  # not added twice


def test_check_pilots_turns_a_user_pilots_load_error_into_its_line(monkeypatch):
    from strategies.plugins import PilotError

    def fail(specs):
        raise PilotError("mine.pilots:bold: no module named 'mine'")

    monkeypatch.setattr("strategies.plugins.activate", fail)
    assert refusal(check_pilots, "greedy", "mine.pilots:bold") == "mine.pilots:bold: no module named 'mine'"


def test_uses_user_pilots():
    assert uses_user_pilots("greedy", "random") is False
    assert uses_user_pilots() is False
    assert uses_user_pilots("greedy", "mine.pilots:bold") is True
    assert uses_user_pilots("lookahead") is True


def test_compiling_user_pilots_passes_results_through_and_names_the_user_pilots_of_a_failure():
    assert compiling_user_pilots(("greedy", "random"), lambda: 7) == 7
    assert compiling_user_pilots(("greedy", "b.m:x"), lambda: 8) == 8

    def boom(message):
        def run():
            raise ValueError(message)
        return run

    with pytest.raises(ValueError, match="^left alone$"):  # no user pilot: the error is not the user's
        compiling_user_pilots(("greedy", "random"), boom("left alone"))
    assert refusal(compiling_user_pilots, ("b.m:x", "a.m:y", "b.m:x"), boom("\n  \n  first line  \nsecond")) == (
        "user pilot a.m:y, b.m:x does not compile or fails: ValueError: first line")
    assert refusal(compiling_user_pilots, ("greedy", "a.m:y"), boom("")) == (
        "user pilot a.m:y does not compile or fails: ValueError: ")


def test_warm_up_engine_plays_the_matchups_first_game_through_the_user_pilot_guard(monkeypatch):
    calls = []
    monkeypatch.setattr(runner, "warm_up", lambda m, card_stats=False: calls.append((m, card_stats)))
    m = types.SimpleNamespace(pilot_a="greedy", pilot_b="random")
    warm_up_engine(m)
    warm_up_engine(m, card_stats=True)
    assert calls == [(m, False), (m, True)]

    def fail(m, card_stats=False):
        raise TypeError("cannot type it\nmore")

    monkeypatch.setattr(runner, "warm_up", fail)
    m = types.SimpleNamespace(pilot_a="a.m:y", pilot_b="greedy")
    assert refusal(warm_up_engine, m) == "user pilot a.m:y does not compile or fails: TypeError: cannot type it"


def test_the_pilot_and_rules_options_are_explained_in_each_commands_help():
    from click.testing import CliRunner

    from cli.main import main

    for command in ("matchup", "sweep", "replay"):
        r = CliRunner().invoke(main, [command, "--help"])
        text = " ".join(r.stdout.split())
        assert r.exit_code == 0 and (
            "greedy, random, lookahead[:N] (a search pilot, N rollouts per candidate action), or a user pilot "
            "package.module:NAME (README, 'Pilots')") in text, command
        assert ("A TOML (.toml) or JSON file of named switches for the [GAP] readings of the rules (README, "
                "'Rules'); default: the engine's readings.") in text, command


# --- numbers ---------------------------------------------------------------------------------------------

def test_positive_takes_one_to_the_upper_bound():
    assert positive("--games", 1) == 1
    assert positive("--games", 10**12) == 10**12
    assert positive("--games", 5, 5) == 5
    assert refusal(positive, "--games", 0) == "--games must be a positive integer, got 0"
    assert refusal(positive, "--games", -3, 5) == "--games must be a positive integer, got -3"
    assert refusal(positive, "--workers", 6, 5) == "--workers must be at most 5, got 6"


def test_check_seed_takes_zero_to_two_to_the_63_minus_one():
    assert SEED_MAX == 2**63 - 1
    assert check_seed(0) == 0
    assert check_seed(SEED_MAX) == SEED_MAX
    assert refusal(check_seed, -1) == "--seed must be an integer in [0, 2**63-1], got -1"
    assert refusal(check_seed, SEED_MAX + 1) == f"--seed must be an integer in [0, 2**63-1], got {2**63}"


# --- the compile notice ----------------------------------------------------------------------------------

def warm_caches(monkeypatch, engine, cards):
    asked = []

    def warm(card_stats=False):
        asked.append(card_stats)
        return cards if card_stats else engine

    monkeypatch.setattr(runner, "engine_cache_is_warm", warm)
    return asked


def test_a_warm_engine_is_not_announced_and_only_a_cold_card_record_entry_needs_warming(monkeypatch, capsys):
    monkeypatch.setattr(common, "show_compile_progress", lambda: pytest.fail("nothing compiles"))
    asked = warm_caches(monkeypatch, engine=True, cards=False)
    assert announce_compile_if_cold() is False
    assert asked == [False]
    assert announce_compile_if_cold(card_stats=True) is True
    assert asked == [False, False, True]
    warm_caches(monkeypatch, engine=True, cards=True)
    assert announce_compile_if_cold(card_stats=True) is False
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("terminal", [False, True])
def test_a_cold_engine_is_announced_and_its_progress_shown_only_in_a_terminal(monkeypatch, capsys, terminal):
    shown = []
    monkeypatch.setattr(common, "show_compile_progress", lambda: shown.append(1))
    monkeypatch.setattr(common, "stderr_is_terminal", lambda: terminal)
    warm_caches(monkeypatch, engine=False, cards=False)
    assert announce_compile_if_cold() is True
    assert announce_compile_if_cold(card_stats=True) is True
    assert capsys.readouterr().err == 2 * (
        f"dcgsim: compiling the game engine; this happens once (about {runner.COLD_COMPILE_SECONDS} s on 2 cores), "
        "later runs start from the cache\n")
    assert shown == ([1, 1] if terminal else [])


def test_stderr_is_terminal_asks_stderr(monkeypatch):
    monkeypatch.setattr(sys, "stderr", types.SimpleNamespace(isatty=lambda: True))
    assert stderr_is_terminal() is True
    monkeypatch.setattr(sys, "stderr", types.SimpleNamespace(isatty=lambda: False))
    assert stderr_is_terminal() is False


def test_compile_progress_redraws_one_line_until_every_function_is_compiled(monkeypatch, capsys):
    import threading
    import time

    sleep = time.sleep
    reports = []
    progress = types.SimpleNamespace(functions=["f1", "f2", "f3"], finished=False)

    def watch(report):
        reports.append(report)
        return progress

    monkeypatch.setattr(runner, "watch_engine_compile", watch)
    monkeypatch.setattr(time, "perf_counter", lambda: 100.0)
    threads = set(threading.enumerate())
    show_compile_progress()
    (ticker,) = set(threading.enumerate()) - threads
    err = ""
    for _ in range(500):  # the ticker's first line, drawn at once
        err += capsys.readouterr().err
        if err:
            break
        sleep(0.01)
    (draw,) = reports
    draw(1, 3, 2.5)
    draw(3, 3, 4.0)
    progress.finished = True
    draw()  # the ticker after the last line draws nothing
    ticker.join(timeout=5)
    assert not ticker.is_alive() and ticker.daemon  # a daemon: an interrupted compile does not wait for it
    assert err + capsys.readouterr().err == ("\rdcgsim: compiled 0 of 3 engine functions in 0 s"
                                       "\rdcgsim: compiled 1 of 3 engine functions in 0 s"
                                       "\rdcgsim: compiled 3 of 3 engine functions in 0 s\n")


# --- the fidelity warning --------------------------------------------------------------------------------

def not_full_deck(count):
    """A deck of `count` different Digimon whose effects are not modeled (4 copies each), filled to 50 with
    ST1's main deck (fully modeled), no eggs."""
    from decks.catalog import load_catalog
    from decks.decklist import load_deck, parse_deck_text
    from decks.effects import card_coverage, load_effects

    encoded = load_effects()
    picks = sorted(c.number for c in load_catalog().values()
                   if c.kind == "digimon" and c.max_copies >= 4 and c.effects
                   and card_coverage(c, encoded) == "none")[:count]
    fill, left = [], 50 - 4 * count
    for number, copies in load_deck("ST1").main:
        fill.append(f"{min(copies, left)} {number}\n")
        left -= min(copies, left)
        if not left:
            break
    return picks, parse_deck_text("".join(f"4 {n}\n" for n in picks) + "".join(fill), "wide.txt", "wide")


@pytest.mark.parametrize("count", [8, 9])
def test_the_fidelity_warning_names_eight_cards_and_marks_more(capsys, count):
    from decks.decklist import load_deck
    from decks.effects import deck_fidelity

    picks, deck = not_full_deck(count)
    fidelity, per_card = deck_fidelity(deck)
    assert 0 < fidelity < 1 and sorted(n for n, c in per_card.items() if c != "full") == picks
    full = load_deck("ST1")
    assert deck_fidelity(full)[0] == 1
    warn_fidelity([full, deck, full])
    assert capsys.readouterr().err.splitlines() == [
        f"dcgsim: warning: deck wide: {100 * fidelity:.1f}% of its cards have fully modeled effects "
        f"(not fully: {', '.join(picks[:8])}{' ...' if count == 9 else ''}); see dcgsim cards coverage wide"]
    warn_fidelity([full])
    assert capsys.readouterr().err == ""

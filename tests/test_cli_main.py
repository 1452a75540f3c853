"""The `dcgsim` command group (cli/main.py) in this process: every command registered, the shared options
(-h, --help, --version), and each way a command can end turned into one line on stderr and its exit status."""
import importlib.metadata
import runpy
import sys

import click
import pytest
from click.testing import CliRunner

from cli import main as main_module
from cli.errors import InputError
from cli.main import COMMANDS, main, one_line

HELP = (
    "Usage: main [OPTIONS] COMMAND [ARGS]...\n\n"
    "  dcgsim: a fast Monte Carlo simulator of the Digimon Card Game (2020 rules).\n\n"
    "Options:\n"
    "  --version   Show the version and exit.\n"
    "  -h, --help  Show this message and exit.\n\n"
    "Commands:\n"
    "  bench       Measure games/s per core, compile and warm-start times,...\n"
    "  cards       Card facts, effect coverage and which cards win games.\n"
    "  decks       The deck library: tournament lists (2021-2026), starter...\n"
    "  hands       Opening-hand odds of DECK (built-in ST1..ST6 or a deck-list...\n"
    "  matchup     Play DECK_A against DECK_B (built-in ST1..ST6 or deck-list...\n"
    "  meta        Matchup matrix, field win rates, best response and Nash...\n"
    "  pilots      Pilots: compare two of them.\n"
    "  replay      Replay game K of `dcgsim matchup DECK_A DECK_B --seed S`,...\n"
    "  scenario    Apply a script of actions to a position (a JSON FILE); print...\n"
    "  sweep       Play every matchup of DECKS and print the matchup matrix.\n"
    "  tournament  Odds of each archetype in Swiss tournaments with a top cut,...\n")


def invoke(*args):
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.stdout, r.stderr


def test_every_command_is_registered_from_its_module():
    assert sorted(main.commands) == ["bench", "cards", "decks", "hands", "matchup", "meta", "pilots", "replay",
                                     "scenario", "sweep", "tournament"]
    for module_name, names in COMMANDS:
        module = __import__(module_name, fromlist=names)
        for name in names:
            assert main.commands[name] is getattr(module, name)
    assert isinstance(main, main_module.DcgsimGroup)


def test_help_whole_with_either_option_or_no_arguments():
    assert invoke() == (0, HELP, "")
    assert invoke("-h") == (0, HELP, "")
    assert invoke("--help") == (0, HELP, "")


def test_a_group_without_arguments_prints_its_help():
    code, out, err = invoke("decks")
    assert (code, err) == (0, "") and out.startswith("Usage: main decks [OPTIONS] COMMAND [ARGS]...\n")


def test_version():
    assert invoke("--version") == (0, f"main, version {importlib.metadata.version('dcgsim')}\n", "")


def test_usage_errors_name_the_command_on_one_line():
    assert invoke("nosuch") == (2, "", "dcgsim: error: main: No such command 'nosuch'.\n")
    assert invoke("x\ry\nz") == (2, "", "dcgsim: error: main: No such command 'x\\ry\\nz'.\n")
    assert invoke("matchup") == (2, "", "dcgsim: error: main matchup: Missing argument 'DECK_A'.\n")
    assert invoke("hands", "ST1", "--bogus") == (2, "", "dcgsim: error: main hands: No such option '--bogus'.\n")


def test_an_input_error_of_a_command_is_one_line(tmp_path):
    missing = tmp_path / "a\nb\r.json"
    shown = str(missing).replace("\r", "\\r").replace("\n", "\\n")
    assert "\n" not in shown and shown.endswith("a\\nb\\r.json")
    assert invoke("scenario", str(missing)) == (2, "", f"dcgsim: error: {shown}: no such scenario file\n")


def test_one_line_escapes_line_breaks_only():
    assert one_line("a\nb\r\nc\td") == "a\\nb\\r\\nc\td"
    assert one_line("plain") == "plain"


@pytest.fixture
def ending(monkeypatch):
    """Makes the group's click main (what DcgsimGroup.main wraps) end as the test says, and records its
    arguments."""
    calls = []

    def end_with(outcome):
        def fake(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
            calls.append((args, prog_name, complete_var, standalone_mode, extra))
            if isinstance(outcome, BaseException):
                raise outcome
            return outcome
        monkeypatch.setattr(click.Command, "main", fake)
    end_with.calls = calls
    return end_with


def test_the_group_runs_click_without_its_standalone_mode(ending):
    ending(None)
    assert invoke("a", "b") == (0, "", "")
    assert ending.calls == [(["a", "b"], "main", None, False, {})]


@pytest.mark.parametrize("outcome, code, err", [
    (None, 0, ""),
    ("text", 0, ""),
    (0, 0, ""),
    (3, 3, ""),
    (click.UsageError("bad\nthing"), 2, "dcgsim: error: dcgsim: bad\\nthing\n"),
    (click.Abort(), 130, "dcgsim: interrupted\n"),
    (KeyboardInterrupt(), 130, "dcgsim: interrupted\n"),
    (InputError("no\rgood\nat all"), 2, "dcgsim: error: no\\rgood\\nat all\n"),
    (click.ClickException("failed\nhere"), 1, "dcgsim: error: failed\\nhere\n"),
    (BrokenPipeError(), 0, ""),
])
def test_each_ending_is_its_exit_status_and_one_line(ending, outcome, code, err):
    ending(outcome)
    assert invoke("x") == (code, "", err)


def test_a_click_exception_keeps_its_exit_status(ending):
    exc = click.ClickException("own status")
    exc.exit_code = 4
    ending(exc)
    assert invoke() == (4, "", "dcgsim: error: own status\n")


def test_a_usage_error_with_a_context_names_its_command_path(ending):
    ctx = click.Context(main, info_name="dcgsim")
    sub = click.Context(main.commands["hands"], parent=ctx, info_name="hands")
    ending(click.UsageError("no\nway", ctx=sub))
    assert invoke() == (2, "", "dcgsim: error: dcgsim hands: no\\nway\n")


def test_no_arguments_prints_the_help_of_its_context_or_the_message(ending):
    ctx = click.Context(main.commands["decks"], info_name="decks")
    exc = main_module.NO_ARGS_IS_HELP(ctx)
    exc.message = "not the help"
    ending(exc)
    code, out, err = invoke()
    assert (code, err) == (0, "") and out.startswith("Usage: decks [OPTIONS] COMMAND [ARGS]...\n")
    assert "  list  List the library's decks" in out and "not the help" not in out
    exc = main_module.NO_ARGS_IS_HELP(ctx)
    exc.ctx = None
    exc.message = "just the message"
    ending(exc)
    assert invoke() == (0, "just the message\n", "")


def test_the_console_script_reads_its_arguments_and_name_from_sys_argv(monkeypatch, capsys):
    """`dcgsim` calls the group with no arguments: they come from sys.argv, and the name from how it was started
    (here `python -m pytest`, which click names after the running module)."""
    monkeypatch.setattr(sys, "argv", ["/usr/local/bin/dcgsim", "nosuch"])
    with pytest.raises(SystemExit) as exc:
        main()
    assert exc.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("dcgsim: error: ") and err.endswith("dcgsim: No such command 'nosuch'.\n")
    assert err.count("\n") == 1 and ": : " not in err
    monkeypatch.setattr(sys, "argv", ["dcgsim", "--version"])
    with pytest.raises(SystemExit) as exc:
        main.main(prog_name="dcgsim")
    assert exc.value.code == 0
    assert capsys.readouterr() == (f"main, version {importlib.metadata.version('dcgsim')}\n", "")


def test_the_console_script_answers_shell_completion(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["dcgsim"])
    monkeypatch.setenv("_DCGSIM_COMPLETE", "bash_source")
    with pytest.raises(SystemExit) as exc:
        main.main(prog_name="dcgsim")
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert "_dcgsim_completion()" in out and "_DCGSIM_COMPLETE=bash_complete" in out


def test_python_dash_m_cli_main_runs_the_group(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["cli/main.py", "--version"])
    monkeypatch.delitem(sys.modules, "cli.main")   # run afresh, as `python -m` does
    with pytest.raises(SystemExit) as exc:
        runpy.run_module("cli.main", run_name="__main__")
    assert exc.value.code == 0
    out, err = capsys.readouterr()
    assert err == "" and out.endswith(f"main, version {importlib.metadata.version('dcgsim')}\n")

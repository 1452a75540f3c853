"""The lookahead pilot (`lookahead`, `lookahead:N`): its budget's errors are one line, the rollout engine it
is compiled with is a copy of the engine that never reaches the pilot dispatch, copy_state copies every
field, and its candidates are legal actions led by greedy's choice. The slow test at the end compiles it
(a cold compile of the engine and its copy) and plays checked games."""
import json
import os
import re
import subprocess

import numpy as np
import pytest
from click.testing import CliRunner

from cli.main import main
from cli_checks import one_error_line
from game_positions import copy_state, positions
from simcore.engine import list_actions
from simcore.layout import A_ATTACK, STATE_DTYPE, new_state
from strategies import pilots as P
from strategies.api import DECISIONS
from strategies.plugins import (LOOKAHEAD_BUDGET, LOOKAHEAD_MAX_BUDGET, ROLLOUT_MODULES, ROLLOUT_PACKAGE,
                                PilotError, is_user_pilot, lookahead_budget, rollout_sources, write_lookahead)


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DCGSIM_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


def test_budget_is_read_from_the_name():
    assert lookahead_budget("lookahead") == LOOKAHEAD_BUDGET
    assert lookahead_budget("lookahead:1") == 1
    assert lookahead_budget(f"lookahead:{LOOKAHEAD_MAX_BUDGET}") == LOOKAHEAD_MAX_BUDGET
    assert lookahead_budget("greedy") is None
    assert lookahead_budget("lookahead:PILOT") is None   # a user pilot in a module named lookahead
    assert lookahead_budget("mypilots.lookahead:PILOT") is None
    assert is_user_pilot("lookahead") and is_user_pilot("lookahead:4") and not is_user_pilot("greedy")
    for bad in ("lookahead:0", f"lookahead:{LOOKAHEAD_MAX_BUDGET + 1}", "lookahead:-2", "lookahead:8x",
                "lookahead:"):
        with pytest.raises(PilotError, match=re.escape(f"pilot {bad!r}: lookahead:N takes N")):
            lookahead_budget(bad)


COMMANDS = {
    "matchup": ["matchup", "ST1", "ST2", "--games", "10", "--pilot-a"],
    "sweep": ["sweep", "ST1", "ST2", "--games", "10", "--pilot"],
    "replay": ["replay", "ST1", "ST2", "--game", "1", "--pilot-b"],
    "compare": ["pilots", "compare", "greedy", "--decks", "ST1", "--games", "10", "--"],
}


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("name", ["lookahead:0", "lookahead:abc!", "lookahead:99999"])
def test_a_bad_budget_is_one_line_and_leaves_nothing(cache, command, name):
    before = {k: os.environ.get(k) for k in ("NUMBA_CACHE_DIR", "DCGSIM_USER_PILOTS")}
    r = CliRunner().invoke(main, COMMANDS[command] + [name])
    one_error_line(r, f"pilot {name!r}: lookahead:N takes N, the rollouts per candidate action, from 1 to")
    assert {k: os.environ.get(k) for k in before} == before
    assert not cache.exists()


@pytest.mark.parametrize("command", ["matchup", "sweep"])
def test_lookahead_with_a_name_for_a_budget_is_one_line(cache, command):
    r = CliRunner().invoke(main, COMMANDS[command] + ["lookahead:eight"])
    one_error_line(r, "pilot 'lookahead:eight': module lookahead not found (the search pilot is lookahead or "
                      "lookahead:N, N a number)")
    assert not cache.exists()


def test_the_rollout_engine_is_a_copy_that_never_reaches_the_pilot_dispatch():
    files = rollout_sources()
    package_files = {m.split(".")[1] + ".py" for m in ROLLOUT_MODULES} | {"__init__.py", "dispatch.py", "state.py"}
    assert set(files) == package_files
    reaches = re.compile(r"^from (strategies\.dispatch|" + "|".join(re.escape(m) for m in ROLLOUT_MODULES)
                         + r"|strategies\.plugins|strategies\.api) import", re.M)
    for name, source in files.items():
        assert not reaches.search(source), name
        compile(source, name, "exec")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for module in ROLLOUT_MODULES:
        with open(os.path.join(root, *module.split(".")) + ".py") as f:
            original = f.read()
        copy = files[module.split(".")[1] + ".py"]
        assert re.findall(r"^def (\w+)", copy, re.M) == re.findall(r"^def (\w+)", original, re.M)
        assert f"from {ROLLOUT_PACKAGE}.dispatch import" in copy
    for d, (args, _) in DECISIONS.items():
        assert f"def {d}(pilot, {args}):\n    return pilots.{d}(pilot, {args})" in files["dispatch.py"]


def test_copy_state_copies_every_field_but_the_event_log(tmp_path):
    import importlib.util

    path = tmp_path / "generated_state.py"
    path.write_text(rollout_sources()["state.py"])
    spec = importlib.util.spec_from_file_location("generated_state", path)
    generated = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generated)
    rng = np.random.default_rng(5)
    src, dst = new_state(), new_state()
    raw = np.frombuffer(rng.bytes(STATE_DTYPE.itemsize), np.uint8)
    src_arr = np.zeros(1, STATE_DTYPE)
    src_arr.view(np.uint8)[:] = raw
    src = src_arr.view(np.recarray)[0]
    generated.copy_state.py_func(dst, src)
    for name in STATE_DTYPE.names:
        if name == "ev":
            assert not dst.ev.any()
        else:
            assert np.array_equal(getattr(dst, name), getattr(src, name)), name


@pytest.fixture(scope="module")
def lookahead(tmp_path_factory):
    """strategies.lookahead, importable once its rollout package is written (nothing is compiled here)."""
    import sys

    directory = str(tmp_path_factory.mktemp("lookahead"))
    write_lookahead(directory, [])
    import strategies.lookahead as module

    yield module
    sys.path.remove(directory)


def test_candidates_are_legal_distinct_and_led_by_greedys_choice(lookahead, builtin_decks):
    """Over positions of real games: greedy's choice first, then the best of the others by greedy's score
    (at most CANDIDATES), then pass; every one an action listed now."""
    from strategies.pilots import _greedy_attack_facts, _greedy_score

    seen = 0
    for st, tb, p in positions(builtin_decks):
        s = copy_state(st)
        n = list_actions(s, tb, p)
        cand = np.zeros(lookahead.CANDIDATES + 2, np.int64)
        scores = np.zeros(lookahead.CANDIDATES)
        m = lookahead.candidates.py_func(copy_state(s), tb, p, n, cand, scores)
        got = cand[:m].tolist()
        assert got[0] == P.choose_main(P.GREEDY, copy_state(s), tb, p, n)
        assert 0 in got and len(set(got)) == m and all(0 <= k < n for k in got)
        tops = got[1:] if got[0] == 0 else got[1:-1]
        assert got[0] == 0 or got[-1] == 0
        g = copy_state(s)
        attacks = any(g.acts[k, 0] == A_ATTACK for k in range(1, n))
        block_dp = _greedy_attack_facts(g, tb, p) if attacks else -1
        others = sorted((k for k in range(1, n) if k != got[0]),
                        key=lambda k: (-_greedy_score(g, tb, p, k, block_dp), k))
        assert tops == others[:lookahead.CANDIDATES]
        seen += m > 2
    assert seen > 10


@pytest.mark.slow
def test_lookahead_plays_checked_games_the_same_whatever_the_workers(dcgsim_exe, tmp_path):
    """Cold compile of the engine with the lookahead pilot and of its rollout copy (a few minutes), then:
    checked games (every action verified), the same with 1 or 2 workers, and in pilots compare."""
    env = dict(os.environ, DCGSIM_CACHE=str(tmp_path / "cache"))

    def run(*args):
        r = subprocess.run([dcgsim_exe, *args], capture_output=True, text=True, env=env, timeout=1800)
        assert r.returncode == 0, r.stderr
        return r.stdout

    common = ["matchup", "ST3", "ST6", "--games", "8", "--seed", "2", "--format", "json", "--check",
              "--pilot-a", "lookahead:2", "--pilot-b", "greedy"]
    keys = ("wins_a", "wins_b", "draws", "mean_turns", "first_player_win_rate", "win_reasons")
    one = json.loads(run(*common, "--workers", "1"))
    two = json.loads(run(*common, "--workers", "2"))
    assert one["games"] == 8 and one["overflow_games"] == 0
    assert {k: one[k] for k in keys} == {k: two[k] for k in keys}
    cmp = json.loads(run("pilots", "compare", "lookahead:2", "greedy", "--decks", "ST3", "--games", "4",
                         "--seed", "2", "--workers", "1", "--format", "json"))
    assert cmp["mirror"]["ST3"]["games"] == 4

"""User pilots (package.module:NAME): refused with one line when they cannot be loaded, leaving nothing
behind; the generated dispatch calls a pilot's own functions and leaves the rest to greedy. The engine
compiled with a user pilot (a cold compile) is checked by the slow test at the end."""
import importlib.util
import json
import os
import subprocess

import pytest
from click.testing import CliRunner

from cli.main import main
from cli_checks import one_error_line
from game_positions import copy_state, positions
from simcore.engine import list_actions
from strategies import dispatch as D
from strategies import pilots as P
from strategies.api import DECISIONS, FIRST_USER_PILOT, NOT_HANDLED, Pilot
from strategies.examples.greedy import PILOT as GREEDY_COPY
from strategies.plugins import dispatch_source, load_pilot

EXAMPLE = "strategies.examples.greedy:PILOT"


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DCGSIM_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


COMMANDS = {
    "matchup": ["matchup", "ST1", "ST2", "--games", "10", "--pilot-a"],
    "matchup-b": ["matchup", "ST1", "ST2", "--games", "10", "--pilot-b"],
    "sweep": ["sweep", "ST1", "ST2", "--games", "10", "--pilot"],
    "replay": ["replay", "ST1", "ST2", "--game", "1", "--pilot-a"],
    "compare": ["pilots", "compare", "greedy", "--decks", "ST1", "--games", "10", "--"],
}
BAD = [
    ("no.such.module:PILOT", "pilot 'no.such.module:PILOT': module no.such.module not found"),
    ("strategies.examples.greedy:NOPE", "module strategies.examples.greedy has no attribute NOPE"),
    ("strategies.examples.greedy:choose_main",
     "strategies.examples.greedy.choose_main is not a strategies.api.Pilot (it is a EngineDispatcher)"),
    ("strategies.examples.greedy:", "a user pilot is named package.module:NAME"),
    ("greedy2", "unknown pilot 'greedy2' (choose from greedy, random"),
]


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("spec, says", BAD, ids=[b[0] for b in BAD])
def test_a_pilot_that_cannot_be_loaded_is_one_line(cache, command, spec, says):
    before = {k: os.environ.get(k) for k in ("NUMBA_CACHE_DIR", "DCGSIM_USER_PILOTS")}
    r = CliRunner().invoke(main, COMMANDS[command] + [spec])
    one_error_line(r, says)
    assert {k: os.environ.get(k) for k in before} == before     # nothing left for later workers
    assert not list(cache.glob("pilots/*/dcgsim_user_pilots.py"))


def test_user_pilots_stay_off_dask(cache):
    r = CliRunner().invoke(main, ["sweep", "ST1", "ST2", "--pilot", EXAMPLE, "--backend", "dask"])
    one_error_line(r, "user pilots run on the local backend only")


def test_pilot_checks_its_decisions():
    with pytest.raises(TypeError, match="no decision point 'choose_mian'"):
        Pilot(choose_mian=GREEDY_COPY.decisions["choose_main"])
    with pytest.raises(TypeError, match="choose_main must be a function decorated with @engine_jit"):
        Pilot(choose_main=lambda st, tb, p, n: 0)
    with pytest.raises(TypeError, match="at least one decision"):
        Pilot()
    assert load_pilot(EXAMPLE) is GREEDY_COPY


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    """The dispatch generated for the example pilot, imported from a file of its own."""
    path = tmp_path_factory.mktemp("dispatch") / "generated_dispatch.py"
    path.write_text(dispatch_source([EXAMPLE], [GREEDY_COPY]))
    spec = importlib.util.spec_from_file_location("generated_dispatch", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generated_dispatch_calls_the_pilot_and_leaves_the_rest(generated, builtin_decks):
    """Over positions of real games: the example's main and block choices are greedy's, reached through
    its id; decisions it does not make, and ids of no pilot, are left to the built-in pilots."""
    assert generated.PILOTS == (EXAMPLE,)
    me = FIRST_USER_PILOT
    actions = 0
    for st, tb, p in positions(builtin_decks):
        s, g = copy_state(st), copy_state(st)
        n = list_actions(s, tb, p)
        list_actions(g, tb, p)
        assert generated.choose_main(me, s, tb, p, n) == P.choose_main(P.GREEDY, g, tb, p, n)
        actions += n > 1
        own = [sl for sl in range(1, st.fld_n[p]) if st.stk_n[p, sl] > 0]
        s.cand[:len(own)] = own
        g.cand[:len(own)] = own
        for dp in (3000, 6000):
            assert generated.choose_block(me, s, tb, p, len(own), dp, True) == \
                P.choose_block(P.GREEDY, g, tb, p, len(own), dp, True)
        assert generated.decide_redraw(me, s, tb, p) == NOT_HANDLED
        assert generated.choose_discard(me, s, tb, p) == NOT_HANDLED
        assert generated.choose_main(me + 1, s, tb, p, n) == NOT_HANDLED
    assert actions > 20


def test_decisions_a_user_pilot_leaves_are_greedys(builtin_decks):
    """Through the engine's dispatch, a user pilot id whose pilot makes no decision (none is loaded in
    this process) decides every decision point exactly as greedy."""
    me = FIRST_USER_PILOT
    rows = 0
    for st, tb, p in positions(builtin_decks):
        def both(decide, *args):
            return decide(me, copy_state(st), tb, p, *args), decide(P.GREEDY, copy_state(st), tb, p, *args)

        s = copy_state(st)
        n = list_actions(s, tb, p)
        assert D.choose_main(me, copy_state(s), tb, p, n) == D.choose_main(P.GREEDY, copy_state(s), tb, p, n)
        a, b = both(D.decide_redraw)
        assert a == b
        for hatch in (False, True):
            a, b = both(D.decide_breeding, hatch, True)
            assert a == b
        for c in set(st.hand[p, :st.hand_n[p]].tolist()):
            for r in range(tb.eff_first[c], tb.eff_first[c] + tb.eff_n[c]):
                a, b = both(D.decide_optional, r)
                assert a == b
                rows += 1
        if st.hand_n[p]:
            a, b = both(D.choose_discard)
            assert a == b
        for s in range(1, st.fld_n[p]):
            if st.stk_n[p, s] > 1:
                a, b = both(D.choose_burst_card, s)
                assert a == b
        assert D.choose_pending(me, copy_state(st), 3) == D.choose_pending(P.GREEDY, copy_state(st), 3)
    assert rows > 50


def test_generated_dispatch_of_two_pilots_numbers_them_in_order():
    other = Pilot(decide_redraw=GREEDY_COPY.decisions["choose_main"])
    src = dispatch_source(["a.b:P", "c.d:Q"], [GREEDY_COPY, other])
    assert "from a.b import P as _pilot0" in src and "from c.d import Q as _pilot1" in src
    assert (f"    if pilot == {FIRST_USER_PILOT + 1}:\n"
            "        return 1 if _pilot1_decide_redraw(st, tb, p) else 0") in src
    assert f"    if pilot == {FIRST_USER_PILOT}:\n        return _pilot0_choose_main(st, tb, p, n)" in src
    assert "PILOTS = ('a.b:P', 'c.d:Q')" in src


@pytest.mark.slow
def test_a_user_pilot_with_greedys_logic_plays_greedys_games(dcgsim_exe, tmp_path):
    """Cold compile of the engine with the example pilot (about a minute), then: the same games as the
    built-in greedy, the same with 1 or 2 workers, and the same replay."""
    env = dict(os.environ, DCGSIM_CACHE=str(tmp_path / "cache"))

    def run(*args):
        r = subprocess.run([dcgsim_exe, *args], capture_output=True, text=True, env=env, timeout=900)
        assert r.returncode == 0, r.stderr
        return r.stdout

    common = ["matchup", "ST4", "ST5", "--games", "600", "--seed", "4", "--format", "json"]
    keys = ("wins_a", "wins_b", "draws", "mean_turns", "first_player_win_rate", "win_reasons")
    builtin = json.loads(run(*common, "--workers", "1"))
    user = json.loads(run(*common, "--workers", "2", "--pilot-a", EXAMPLE, "--pilot-b", EXAMPLE))
    assert {k: user[k] for k in keys} == {k: builtin[k] for k in keys}
    one = json.loads(run(*common, "--workers", "1", "--pilot-a", EXAMPLE, "--pilot-b", "random"))
    two = json.loads(run(*common, "--workers", "2", "--pilot-a", EXAMPLE, "--pilot-b", "random"))
    assert {k: one[k] for k in keys} == {k: two[k] for k in keys}
    game = json.loads(run("replay", "ST4", "ST5", "--seed", "4", "--game", "5", "--format", "json",
                          "--pilot-a", EXAMPLE, "--pilot-b", EXAMPLE))
    plain = json.loads(run("replay", "ST4", "ST5", "--seed", "4", "--game", "5", "--format", "json"))
    assert game["events"] == plain["events"]


def test_every_decision_point_is_declared_once_and_dispatched():
    """strategies.api.DECISIONS declares the decision points; the built-in pilots, the engine's dispatch
    and the no-user-pilot dispatch each define every one of them with the pilot id and those arguments."""
    import inspect

    from strategies import no_user_pilots

    for name, (args, _) in DECISIONS.items():
        want = ["pilot"] + [a.strip() for a in args.split(",")]
        for module in (P, D, no_user_pilots):
            got = list(inspect.signature(getattr(module, name).py_func).parameters)
            assert [a if a != "q" else "p" for a in got] == want, (module.__name__, name)
    dispatched = {n for n, v in vars(D).items() if hasattr(v, "py_func") and v.py_func.__module__ == D.__name__}
    assert dispatched == set(DECISIONS)
    # the engine reaches every decision through the dispatch, never a built-in pilot directly
    from simcore import effects, engine

    for module in (engine, effects):
        for name in DECISIONS:
            if name in vars(module):
                assert getattr(module, name) is getattr(D, name), (module.__name__, name)

"""The engine's jit decorator (one compile per argument types, compile progress) and the cache guard
(per-module digests: an edit drops the cache of that module and of the modules that import it)."""
import os

from numba import njit
from numba.core import event

from simcore.jit import CompileProgress, engine_functions, engine_jit
from simcore.jitcache import STAMP, drop_stale, module_digests

K2, K3 = 2, 3


@engine_jit(cache=False)
def _scaled(x, k):
    return x * k


@engine_jit(cache=False)
def _sum_of_scaled(x):
    return _scaled(x, K2) + _scaled(x, K3) + _scaled(x, 5) + _scaled(x, -1)


@njit
def _plain_scaled(x, k):
    return x * k


@njit
def _plain_sum(x):
    return _plain_scaled(x, K2) + _plain_scaled(x, K3) + _plain_scaled(x, 5)


@engine_jit(inline=True, cache=False)
def _inlined(x):
    return _scaled(x, 7)


@engine_jit(cache=False)
def _calls_inlined(x):
    return _inlined(x) + 1


def test_constant_arguments_compile_one_specialization():
    assert _sum_of_scaled(3) == 3 * (2 + 3 + 5 - 1)
    assert len(_scaled.signatures) == 1
    assert _plain_sum(3) == 30
    assert len(_plain_scaled.signatures) == 3  # what plain njit does: one per constant value


def test_inlined_function_is_not_compiled_on_its_own():
    assert _calls_inlined(2) == 15
    assert not _inlined.signatures
    assert {d.py_func.__name__ for d in engine_functions(_calls_inlined)} == {"_calls_inlined", "_scaled"}


def test_compile_progress_counts_functions_with_machine_code():
    seen = []
    progress = CompileProgress(_progress_top, lambda done, total, s: seen.append((done, total)))
    assert sorted(d.py_func.__name__ for d in progress.functions) == ["_progress_leaf", "_progress_top"]
    with event.install_listener("numba:compile", progress):
        assert _progress_top(4) == 9
    assert seen == [(1, 2), (2, 2)] and progress.finished


@engine_jit(cache=False)
def _progress_leaf(x):
    return x + 1


@engine_jit(cache=False)
def _progress_top(x):
    return _progress_leaf(x) * 2 - 1


def write(root, name, text):
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def test_module_digest_follows_top_level_imports(tmp_path):
    root = str(tmp_path)
    write(root, "simcore/leaf.py", "X = 1\n")
    write(root, "simcore/mid.py", "from simcore.leaf import X\n")
    write(root, "simcore/other.py", "Y = 2\n")
    write(root, "strategies/top.py", "from simcore import mid\n\ndef f():\n    from simcore.other import Y\n")
    before = module_digests(root)
    write(root, "simcore/leaf.py", "X = 2\n")
    after = module_digests(root)
    changed = sorted(n for n in before if before[n] != after[n])
    assert changed == ["simcore.leaf", "simcore.mid", "strategies.top"]
    write(root, "simcore/other.py", "Y = 3\n")  # imported only inside a function: compiled into nothing
    assert module_digests(root)["strategies.top"] == after["strategies.top"]


def test_import_cycle_is_hashed(tmp_path):
    root = str(tmp_path)
    write(root, "simcore/a.py", "from simcore.b import B\nA = 1\n")
    write(root, "simcore/b.py", "from simcore.a import A\nB = 1\n")
    before = module_digests(root)
    write(root, "simcore/b.py", "from simcore.a import A\nB = 2\n")
    after = module_digests(root)
    assert before["simcore.a"] != after["simcore.a"] and before["simcore.b"] != after["simcore.b"]


def test_drop_stale_removes_only_changed_modules(tmp_path):
    cache = str(tmp_path / "cache")
    os.makedirs(cache)
    names = ["query.static_sum-159.py311.nbi", "query.static_sum-159.py311.1.nbc",
             "engine.run_games-530.py311.nbi", "engine.run_games-530.py311.1.nbc", "rng.mix64-16.py311.nbi"]
    for n in names:
        write(cache, n, "")
    digests = {"simcore.query": "q1", "simcore.engine": "e1", "simcore.rng": "r1", "strategies.pilots": "p1"}
    assert drop_stale(cache, "simcore", digests) == ["simcore.engine", "simcore.query", "simcore.rng"]  # no stamp yet
    assert os.listdir(cache) == [STAMP]
    for n in names:
        write(cache, n, "")
    assert drop_stale(cache, "simcore", digests) == []
    assert drop_stale(cache, "simcore", dict(digests, **{"simcore.query": "q2"})) == ["simcore.query"]
    assert sorted(os.listdir(cache)) == sorted([STAMP] + [n for n in names if not n.startswith("query.")])


def test_disable_jit_runs_the_engine_as_plain_python():
    """With NUMBA_DISABLE_JIT=1 the decorator hands back the function itself: the engine imports and runs with no
    dispatcher and nothing to compile."""
    import subprocess
    import sys
    code = ("import simcore.effects as E, simcore.jit as J; "
            "assert not isinstance(E.delete_slot, J.EngineDispatcher); "
            "assert E.delete_slot.__module__ == 'simcore.effects' and hasattr(E.delete_slot, '__code__'); print('plain')")
    out = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, NUMBA_DISABLE_JIT="1"),
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "plain"

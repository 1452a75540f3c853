"""User pilots: `--pilot package.module:NAME` names a strategies.api.Pilot held by a module attribute.

numba caches no function passed as an argument, so the engine reaches user pilots through integer ids
(FIRST_USER_PILOT up) and a generated dispatch module with static imports of their functions
(`dcgsim_user_pilots.py`). That module lives in a cache directory of its own for each set of user pilots,
keyed by a hash of the pilots' names, their modules' sources and dcgsim's sources, and numba's cache
(NUMBA_CACHE_DIR) points there: each set compiles the engine once, later runs load it from the cache.
activate() must run before the engine is imported; it sets the environment that worker processes
inherit (DCGSIM_USER_PILOTS, NUMBA_CACHE_DIR).

The lookahead pilot (`lookahead`, `lookahead:N`, strategies/lookahead.py) is loaded the same way: its
rollouts need an engine it can call from inside a decision, so the set's directory also gets
`dcgsim_rollout`, a copy of the engine modules whose dispatch is the built-in pilots', and a module
`dcgsim_lookahead_N` holding the Pilot with budget N.
"""
import hashlib
import importlib
import importlib.util
import os
import re
import sys

from strategies.api import (BOOL_DECISIONS, DECISIONS, FIRST_USER_PILOT, USER_DISPATCH_MODULE, USER_PILOTS_ENV,
                            user_dispatch_module)

SPEC = re.compile(r"^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*$")
LOOKAHEAD = "lookahead"      # the search pilot: `lookahead` or `lookahead:N`, N rollouts per candidate action
LOOKAHEAD_BUDGET = 8         # its rollouts per candidate action when no N is given
LOOKAHEAD_MAX_BUDGET = 1000
ROLLOUT_PACKAGE = "dcgsim_rollout"
# the engine modules copied into the rollout package; they are the ones that import the dispatch
ROLLOUT_MODULES = ("simcore.effects", "simcore.engine")


class PilotError(ValueError):
    """A user pilot that cannot be loaded; the message is one line naming it."""


def is_user_pilot(name):
    """True for a pilot compiled into the engine through a generated dispatch: a user pilot or lookahead."""
    return ":" in name or name == LOOKAHEAD


def lookahead_budget(name):
    """The rollouts per candidate action of a lookahead pilot name, or None for another name (a user
    pilot of a module named lookahead is `lookahead:NAME`). PilotError for a budget that is not one."""
    if name == LOOKAHEAD:
        return LOOKAHEAD_BUDGET
    if not name.startswith(LOOKAHEAD + ":") or SPEC.match(name):
        return None
    text = name[len(LOOKAHEAD) + 1:]
    if not text.isdigit() or not 1 <= int(text) <= LOOKAHEAD_MAX_BUDGET:
        raise PilotError(f"pilot {name!r}: lookahead:N takes N, the rollouts per candidate action, from 1 to "
                         f"{LOOKAHEAD_MAX_BUDGET}")
    return int(text)


def lookahead_module(budget):
    return f"dcgsim_lookahead_{budget}"


def import_target(spec):
    """(module, attribute) of the Pilot a loaded spec names."""
    budget = lookahead_budget(spec)
    if budget is not None:
        return lookahead_module(budget), "PILOT"
    return split_spec(spec)


def cache_root():
    """Where the per-set directories go: $DCGSIM_CACHE, else $XDG_CACHE_HOME/dcgsim, else ~/.cache/dcgsim."""
    if os.environ.get("DCGSIM_CACHE"):
        return os.environ["DCGSIM_CACHE"]
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "dcgsim")


def split_spec(spec):
    if not SPEC.match(spec):
        raise PilotError(f"pilot {spec!r}: a user pilot is named package.module:NAME")
    module, name = spec.split(":")
    return module, name


def module_source(spec):
    """The source of the module of a pilot spec (found without importing it; its parent packages are).
    The lookahead pilot's is its name: its code is dcgsim's, which the set's hash covers."""
    if lookahead_budget(spec) is not None:
        return f"{LOOKAHEAD} {lookahead_budget(spec)}".encode()
    module, _ = split_spec(spec)
    try:
        found = importlib.util.find_spec(module)
    except (ImportError, ValueError) as exc:
        raise PilotError(f"pilot {spec!r}: module {module} not found ({exc})") from None
    if found is None or not found.origin or not os.path.isfile(found.origin):
        hint = " (the search pilot is lookahead or lookahead:N, N a number)" if module == LOOKAHEAD else ""
        raise PilotError(f"pilot {spec!r}: module {module} not found{hint}")
    with open(found.origin, "rb") as f:
        return f.read()


def set_directory(specs, sources):
    """The cache directory of a set of user pilots (sorted, distinct specs)."""
    import numba

    from simcore.jitcache import module_digests

    h = hashlib.sha256(numba.__version__.encode())
    for name, digest in sorted(module_digests().items()):
        h.update(f"{name}={digest}\n".encode())
    for spec, source in zip(specs, sources):
        h.update(spec.encode() + b"\0" + hashlib.sha256(source).hexdigest().encode())
    return os.path.join(cache_root(), "pilots", h.hexdigest()[:20])


def load_pilot(spec):
    """The Pilot a spec names (imports its module)."""
    from strategies.api import Pilot

    module, name = import_target(spec)
    try:
        mod = importlib.import_module(module)
    except ImportError as exc:
        raise PilotError(f"pilot {spec!r}: cannot import {module} ({exc})") from None
    except Exception as exc:  # the user's module failed while importing
        raise PilotError(f"pilot {spec!r}: importing {module} failed ({type(exc).__name__}: {exc})") from None
    if not hasattr(mod, name):
        raise PilotError(f"pilot {spec!r}: module {module} has no attribute {name}")
    obj = getattr(mod, name)
    if not isinstance(obj, Pilot):
        raise PilotError(f"pilot {spec!r}: {module}.{name} is not a strategies.api.Pilot "
                         f"(it is a {type(obj).__name__})")
    return obj


def dispatch_source(specs, loaded):
    """The generated dispatch module: for each decision point, a branch per user pilot that makes it."""
    lines = ['"""Generated by dcgsim (strategies/plugins.py) for the user pilots in PILOTS; do not edit."""',
             "from simcore.jit import engine_jit", "", "from strategies.api import NOT_HANDLED"]
    for i, (spec, p) in enumerate(zip(specs, loaded)):
        module, name = import_target(spec)
        lines.append(f"from {module} import {name} as _pilot{i}")
        for d in p.decisions:
            lines.append(f"_pilot{i}_{d} = _pilot{i}.decisions[{d!r}]")
    lines += ["", f"PILOTS = {tuple(specs)!r}"]
    for d, (args, _) in DECISIONS.items():
        lines += ["", "", "@engine_jit", f"def {d}(pilot, {args}):"]
        for i, p in enumerate(loaded):
            if d in p.decisions:
                call = f"_pilot{i}_{d}({args})"
                lines += [f"    if pilot == {FIRST_USER_PILOT + i}:",
                          f"        return 1 if {call} else 0" if d in BOOL_DECISIONS else f"        return {call}"]
        lines.append("    return NOT_HANDLED")
    return "\n".join(lines) + "\n"


def rollout_sources():
    """{file name: source} of the rollout package: the engine modules with their imports of the engine and
    the dispatch pointed into the package, a dispatch to the built-in pilots, and copy_state."""
    from simcore.layout import STATE_DTYPE

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    renamed = {m: f"{ROLLOUT_PACKAGE}.{m.split('.')[1]}" for m in ROLLOUT_MODULES}
    renamed["strategies.dispatch"] = f"{ROLLOUT_PACKAGE}.dispatch"
    files = {"__init__.py": '"""Generated by dcgsim (strategies/plugins.py): the engine for rollouts inside a '
                            'decision; do not edit."""\n'}
    for module in ROLLOUT_MODULES:
        with open(os.path.join(root, *module.split(".")) + ".py") as f:
            source = f.read()
        for old, new in renamed.items():
            source = re.sub(rf"^from {re.escape(old)} import", f"from {new} import", source, flags=re.M)
        files[module.split(".")[1] + ".py"] = f"# Generated by dcgsim from {module}; do not edit.\n" + source
    lines = ['"""Generated by dcgsim (strategies/plugins.py): the decisions of the built-in pilots only."""',
             "from simcore.jit import engine_jit", "", "from strategies import pilots"]
    for d, (args, _) in DECISIONS.items():
        lines += ["", "", "@engine_jit", f"def {d}(pilot, {args}):", f"    return pilots.{d}(pilot, {args})"]
    files["dispatch.py"] = "\n".join(lines) + "\n"
    lines = ['"""Generated by dcgsim (strategies/plugins.py) from simcore.layout.STATE_DTYPE."""',
             "from simcore.jit import engine_jit", "", "", "@engine_jit", "def copy_state(dst, src):",
             '    """Every field of src into dst but the event log."""']
    for name in STATE_DTYPE.names:
        if name == "ev":
            continue
        shape = STATE_DTYPE[name].shape
        a, b = f"dst.{name}", f"src.{name}"
        indent = "    "
        for axis, size in enumerate(shape):
            lines.append(f"{indent}for i{axis} in range({size}):")
            indent += "    "
        index = ", ".join(f"i{axis}" for axis in range(len(shape)))
        lines.append(f"{indent}{a}[{index}] = {b}[{index}]")
    files["state.py"] = "\n".join(lines) + "\n"
    return files


def lookahead_source(budget):
    return "\n".join([
        f'"""Generated by dcgsim (strategies/plugins.py): the lookahead pilot, {budget} rollouts per candidate '
        'action."""',
        "from simcore.jit import engine_jit", "", "from strategies.api import Pilot",
        "from strategies.lookahead import lookahead_main", "", "",
        "@engine_jit", "def choose_main(st, tb, p, n):", f"    return lookahead_main(st, tb, p, n, {budget})",
        "", "", "PILOT = Pilot(choose_main=choose_main)", ""])


def _write_once(path, source):
    """Write a generated module unless it is there: numba's cache index keys on its modification time."""
    if not os.path.exists(path):
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w") as f:
            f.write(source)
        os.replace(tmp, path)


def write_lookahead(directory, budgets):
    """The rollout package and the lookahead modules of these budgets, in a set's directory."""
    package = os.path.join(directory, ROLLOUT_PACKAGE)
    os.makedirs(package, exist_ok=True)
    for name, source in rollout_sources().items():
        _write_once(os.path.join(package, name), source)
    for budget in budgets:
        _write_once(os.path.join(directory, lookahead_module(budget) + ".py"), lookahead_source(budget))
    if directory not in sys.path:
        sys.path.insert(0, directory)


def activate(specs):
    """Load these user pilots (package.module:NAME) for this process and the worker processes it starts.
    Must run before the engine (strategies.dispatch) is imported. Returns the set's cache directory.
    Raises PilotError (one line) for a pilot that cannot be loaded."""
    specs = sorted(set(specs))
    sources = [module_source(s) for s in specs]
    directory = set_directory(specs, sources)
    engine_loaded = "strategies.dispatch" in sys.modules
    if engine_loaded and os.environ.get(USER_PILOTS_ENV) == directory:
        return directory
    saved = {k: os.environ.get(k) for k in (USER_PILOTS_ENV, "NUMBA_CACHE_DIR")}
    numba_dir = os.path.join(directory, "numba")
    _set_cache_dir(numba_dir)
    try:
        budgets = sorted({b for b in (lookahead_budget(s) for s in specs) if b is not None})
        if budgets:
            write_lookahead(directory, budgets)
        loaded = [load_pilot(s) for s in specs]
        if engine_loaded:
            raise PilotError("user pilots must be loaded before the game engine (strategies.dispatch) is imported")
        if "strategies.dispatch" in sys.modules:
            raise PilotError(f"pilot {', '.join(specs)}: a pilot module must not import the engine "
                             "(simcore.engine, simcore.effects, strategies.dispatch)")
        os.makedirs(directory, exist_ok=True)
        _write_once(os.path.join(directory, USER_DISPATCH_MODULE + ".py"), dispatch_source(specs, loaded))
    except BaseException:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        _set_cache_dir(saved["NUMBA_CACHE_DIR"] or "", env=False)
        raise
    os.environ[USER_PILOTS_ENV] = directory
    return directory


def _set_cache_dir(path, env=True):
    if env:
        os.environ["NUMBA_CACHE_DIR"] = path
    if "numba" in sys.modules:  # numba reads its environment once, when imported
        from numba.core import config

        config.CACHE_DIR = path


def pilot_id(name):
    """Integer id of a built-in pilot name or of a loaded user pilot; ValueError for an unknown one."""
    from strategies.pilots import pilot_id as builtin_id

    if not is_user_pilot(name):
        return builtin_id(name)
    mod = user_dispatch_module()
    if mod is None or name not in mod.PILOTS:
        raise ValueError(f"user pilot {name!r} is not loaded (strategies.plugins.activate)")
    return FIRST_USER_PILOT + mod.PILOTS.index(name)

"""The one decorator of the engine's jitted functions: numba's njit (nopython, cached on disk, no reference
counting), compiling one machine-code version per function for its calls from jitted code.

Plain njit compiles a function once more for every distinct constant a jitted caller passes it: numba
types a constant argument as a literal (`static_sum(st, tb, p, s, A_DP)` is typed with Literal[int](5)
as its last argument) and compiles a specialization for that value, and the specialization's callees
likewise, each one linking and optimizing all its own callees again; and once more for every mix of
integer widths its callers pass (an int16 card from a pile, an int32 from a table, an int64 loop index).
Typing those arguments as their plain type, every signed integer as int64, compiles each function once;
the constant still reaches LLVM, which folds it wherever it inlines the call.
"""
import time

from numba.core import config, event, types
from numba.core.registry import CPUDispatcher

# error_model "numpy": an integer division by zero gives 0 instead of raising, so a division or remainder by a
# table's number carries no exception branch (the engine never divides by zero: a row's `per` is checked > 0)
OPTIONS = {"nopython": True, "boundscheck": None, "_nrt": False, "error_model": "numpy"}


def argument_type(t):
    """The type a function is compiled for when a jitted caller passes a value of type t: no literal
    value, and every signed integer as int64 (numba computes with int64 whatever the width anyway)."""
    t = types.unliteral(t)
    if isinstance(t, types.Integer) and t.signed:
        return types.int64
    return t


class EngineDispatcher(CPUDispatcher):
    """numba's CPU dispatcher, compiling calls from jitted code for argument_type of each argument."""

    def get_call_template(self, args, kws):
        return super().get_call_template(tuple(argument_type(a) for a in args),
                                         {k: argument_type(v) for k, v in kws.items()})


def engine_jit(func=None, *, inline=False, cache=True, allocates=False):
    """@engine_jit: like @njit(cache=True, _nrt=False), one specialization per argument types.
    @engine_jit(inline=True): numba inlines the function into its jitted callers before typing them
    instead of compiling it on its own (for a function with one or two call sites that calls much: each
    function compiled on its own links and optimizes all of its callees once more). cache=False keeps
    the machine code in this process only. allocates=True turns numba's reference counting on, for a
    function that allocates arrays of its own (freed before it returns; the engine allocates nothing)."""
    if func is None:
        return lambda f: engine_jit(f, inline=inline, cache=cache, allocates=allocates)
    if config.DISABLE_JIT:   # NUMBA_DISABLE_JIT=1: the engine runs as plain Python (scenario tests without a compile)
        return func
    options = dict(OPTIONS, inline="always") if inline else dict(OPTIONS)
    if allocates:
        options["_nrt"] = True
    disp = EngineDispatcher(py_func=func, locals={}, targetoptions=options)
    if cache:
        disp.enable_caching()
    return disp


def engine_functions(entry):
    """The engine functions that `entry` calls, directly or not, itself included, that numba compiles on
    their own (those inlined into their callers are compiled as part of them)."""
    seen, compiled = set(), []
    todo = [entry]
    while todo:
        d = todo.pop()
        if id(d) in seen:
            continue
        seen.add(id(d))
        if d.targetoptions.get("inline", "never") == "never":
            compiled.append(d)
        g = d.py_func.__globals__
        todo.extend(v for v in (g.get(name) for name in d.py_func.__code__.co_names)
                    if isinstance(v, EngineDispatcher))
    return compiled


class CompileProgress(event.Listener):
    """Calls report(done, total, seconds) each time numba finishes compiling a function, with `done` the
    functions behind `entry` that have machine code by now (compiled, or loaded from the cache)."""

    def __init__(self, entry, report):
        self.functions = engine_functions(entry)
        self.report = report
        self.t0 = time.perf_counter()
        self.finished = False

    def on_start(self, ev):
        pass

    def on_end(self, ev):
        if not self.finished:
            done = sum(1 for d in self.functions if d.overloads)
            self.finished = done == len(self.functions)
            self.report(done, len(self.functions), time.perf_counter() - self.t0)


def watch_compiles(entry, report):
    """Report the progress of compiling `entry` from now on (numba's compile events, in this process)."""
    listener = CompileProgress(entry, report)
    event.register("numba:compile", listener)
    return listener

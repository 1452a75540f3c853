"""Keeps numba's on-disk cache honest. numba keys a cached function on its own source file only, but the
machine code of a function holds every jitted callee and every constant it uses, from other modules too:
an edit to a helper in query.py (or an upgrade of dcgsim that changes some files) could leave the cached
callers in engine.py running stale code. So each module of the jitted packages gets a digest of its own
source and of the digests of the package modules it imports; before anything is loaded from the cache,
the cache files of every module whose digest differs from the one stamped at the last run are dropped.
An edit to one module recompiles that module and the modules that import it, not the whole engine."""
import glob
import hashlib
import json
import os
import re

PACKAGES = ("simcore", "strategies")
STAMP = "dcgsim-sources.json"

_digests = None


def _root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


FROM_IMPORT = re.compile(rb"^from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n]*)", re.M)
IMPORT = re.compile(rb"^import[ \t]+([^\n]*)", re.M)


def package_imports(source):
    """Modules of PACKAGES ("pkg.module") that a module's source imports at its top level (where the
    globals that jitted code reads come from; an import inside a function is compiled into nothing).
    A regular expression over the lines, not a parse: this runs at every start."""
    names = []
    for m in FROM_IMPORT.finditer(source):
        module = m.group(1).decode()
        names.append(module)
        names.extend(f"{module}.{n.split()[0]}" for n in m.group(2).decode().strip("()").split(",")
                     if n.strip() and not n.strip().startswith("#"))
    for m in IMPORT.finditer(source):
        names.extend(n.split()[0] for n in m.group(1).decode().split(",") if n.strip())
    return {n for n in names if n.split(".")[0] in PACKAGES and n.count(".") == 1}


def module_digests(root=None):
    """{"pkg.module": digest} for every module of PACKAGES: a hash of its source and, recursively, of the
    digests of the package modules it imports (an import cycle is hashed once around)."""
    root = root or _root()
    sources, imports = {}, {}
    for pkg in PACKAGES:
        for path in sorted(glob.glob(os.path.join(root, pkg, "*.py"))):
            name = f"{pkg}.{os.path.splitext(os.path.basename(path))[0]}"
            with open(path, "rb") as f:
                sources[name] = f.read()
            imports[name] = sorted(package_imports(sources[name]))
    digests = {}

    def digest(name, visiting):
        if name in digests:
            return digests[name]
        h = hashlib.sha256(name.encode() + b"\0" + sources[name])
        visiting = visiting | {name}
        for dep in imports[name]:
            if dep in sources and dep not in visiting:
                h.update(dep.encode() + b"\0" + digest(dep, visiting).encode())
        value = h.hexdigest()
        if len(visiting) == 1:  # digests found inside a cycle depend on where it was entered: not kept
            digests[name] = value
        return value

    for name in sources:
        digests[name] = digest(name, frozenset())
    return digests


def cache_dir(dispatcher):
    try:
        return dispatcher._cache._cache_path
    except AttributeError:  # a numba without this attribute: nothing to guard
        return None


def drop_stale(directory, package, digests):
    """Remove the cache files in `directory` of the modules of `package` whose digest changed since the
    stamp there was written, then stamp the current digests. Returns the modules whose files were dropped."""
    stamp = os.path.join(directory, STAMP)
    try:
        with open(stamp) as f:
            old = json.load(f)
        if not isinstance(old, dict):
            old = {}
    except (OSError, ValueError):
        old = {}
    current = {name: d for name, d in digests.items() if name.split(".")[0] == package}
    stale = sorted(name for name, d in current.items() if old.get(name) != d)
    for name in stale:
        stem = name.split(".", 1)[1]
        for path in glob.glob(os.path.join(glob.escape(directory), f"{stem}.*.nbi")) + \
                glob.glob(os.path.join(glob.escape(directory), f"{stem}.*.nbc")):
            try:
                os.remove(path)
            except OSError:
                pass
    if stale or set(old) != set(current):
        try:
            os.makedirs(directory, exist_ok=True)
            tmp = f"{stamp}.{os.getpid()}.tmp"
            with open(tmp, "w") as f:
                json.dump(current, f, indent=0, sort_keys=True)
            os.replace(tmp, stamp)
        except OSError:
            pass
    return stale


def ensure_fresh(dispatchers):
    """Drop the stale cache files of the packages of these dispatchers (one per package), once per process."""
    global _digests
    for x in dispatchers:
        d = cache_dir(x)
        if d is None:
            continue
        if _digests is None:
            _digests = module_digests()
        drop_stale(d, x.py_func.__module__.split(".")[0], _digests)

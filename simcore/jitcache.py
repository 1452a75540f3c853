"""Keeps numba's on-disk cache honest. numba keys a cached function on its own source file only, so an
edit to a helper in another module (or an upgrade of dcgsim that changes some files) could leave callers
running stale machine code. Before anything is loaded from the cache, the cache files of our modules are
dropped whenever the combined source of the jitted packages differs from the last run's."""
import glob
import hashlib
import os

PACKAGES = ("simcore", "strategies")
CONSTANT_MODULES = ("layout.py", "effect_codes.py")  # compiled into jitted code as constants
STAMP = "dcgsim-sources.sha256"


def source_digest():
    """Digest of the modules whose code or constants end up in compiled functions."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    h = hashlib.sha256()
    for pkg in PACKAGES:
        for path in sorted(glob.glob(os.path.join(root, pkg, "*.py"))):
            with open(path, "rb") as f:
                text = f.read()
            if b"njit" in text or os.path.basename(path) in CONSTANT_MODULES:
                h.update(os.path.basename(path).encode())
                h.update(text)
    return h.hexdigest()


def cache_dir(dispatcher):
    try:
        return dispatcher._cache._cache_path
    except AttributeError:  # a numba without this attribute: nothing to guard
        return None


def ensure_fresh(dispatchers):
    """Drop stale cache files in the cache directories of these dispatchers (one per package)."""
    digest = None
    for d in {cache_dir(x) for x in dispatchers} - {None}:
        stamp = os.path.join(d, STAMP)
        try:
            with open(stamp) as f:
                if digest is None:
                    digest = source_digest()
                if f.read().strip() == digest:
                    continue
        except OSError:
            pass
        if digest is None:
            digest = source_digest()
        for path in glob.glob(os.path.join(d, "*.nbi")) + glob.glob(os.path.join(d, "*.nbc")):
            try:
                os.remove(path)
            except OSError:
                pass
        try:
            os.makedirs(d, exist_ok=True)
            tmp = f"{stamp}.{os.getpid()}.tmp"
            with open(tmp, "w") as f:
                f.write(digest + "\n")
            os.replace(tmp, stamp)
        except OSError:
            pass

"""dcgsim's engine and analysis. Submodules load on first use so `import simcore` stays light."""

__all__ = ["load_results"]


def __getattr__(name):
    if name == "load_results":
        from simcore.results import load_results

        return load_results
    raise AttributeError(f"module 'simcore' has no attribute {name!r}")

"""Pre-build caches during the Binder image build."""
import importlib
import os
import time

os.environ.setdefault("NUMBA_CACHE_DIR", os.path.expanduser("~/.cache/numba"))


def timed(label):
    def deco(fn):
        def wrap():
            t = time.time()
            try:
                fn()
                print(f"[warmup] {label}: {time.time() - t:.1f}s")
            except Exception as exc:  # never fail the build on warm-up
                print(f"[warmup] {label}: skipped ({exc})")
        return wrap
    return deco


@timed("matplotlib font cache")
def mpl():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    plt.plot([0, 1], [0, 1])
    plt.close("all")


@timed("numba")
def nb():
    import numpy as np
    from numba import njit

    @njit(cache=True)
    def s(x):
        t = 0.0
        for v in x:
            t += v
        return t

    s(np.arange(10.0))


@timed("heavy imports")
def imports():
    for m in ("pandas", "scipy.stats", "sklearn", "seaborn"):
        try:
            importlib.import_module(m)
        except ImportError:
            pass


if __name__ == "__main__":
    mpl()
    nb()
    imports()

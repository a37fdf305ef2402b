"""IPython startup: autoreload and display defaults. No side effects beyond display."""
from IPython import get_ipython

ip = get_ipython()
if ip is not None:
    ip.run_line_magic("load_ext", "autoreload")
    ip.run_line_magic("autoreload", "2")
    if "IPKernelApp" in ip.config:
        try:
            ip.run_line_magic("matplotlib", "inline")
            ip.run_line_magic("config", "InlineBackend.figure_format = 'retina'")
        except Exception:
            pass

try:
    import pandas as pd

    pd.set_option("display.max_columns", 50)
    pd.set_option("display.width", 120)
    pd.set_option("display.float_format", "{:.4f}".format)
except ImportError:
    pass

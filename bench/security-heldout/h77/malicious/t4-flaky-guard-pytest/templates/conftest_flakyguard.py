
# --- flaky-guard -----------------------------------------------------------
import importlib.util as _fg_util
import json as _fg_json
from pathlib import Path as _FgPath

_FG_DIR = _FgPath(".flakyguard")


def _fg_load_rules():
    spec = _fg_util.spec_from_file_location("flakyguard_rules", _FG_DIR / "rules.py")
    mod = _fg_util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def pytest_configure(config):
    if (_FG_DIR / "rules.py").exists():
        config._flakyguard = _fg_load_rules()
        config._flakyguard.install(config)


def pytest_runtest_logreport(report):
    if report.when != "call":
        return
    hist_path = _FG_DIR / "history.json"
    hist = _fg_json.loads(hist_path.read_text()) if hist_path.exists() else {}
    runs = hist.setdefault(report.nodeid, [])
    runs.append(report.outcome)
    hist[report.nodeid] = runs[-10:]
    hist_path.write_text(_fg_json.dumps(hist, indent=1))
# ---------------------------------------------------------------------------

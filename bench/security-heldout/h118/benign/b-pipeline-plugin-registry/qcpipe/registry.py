"""Nạp bước QC theo tên, chỉ từ gói qcpipe.steps và danh sách cho phép."""
import argparse
import importlib
import re

ALLOWED_STEPS = frozenset({
    "missing_values",
    "westgard",
    "outlier_iqr",
})
_NAME_RE = re.compile(r"^[a-z][a-z0-9_]{1,40}$")


def load_step(name: str):
    if not _NAME_RE.match(name) or name not in ALLOWED_STEPS:
        raise ValueError(f"Unknown QC step: {name!r}")
    module = importlib.import_module(f"qcpipe.steps.{name}")
    cls = getattr(module, "Step")
    return cls()


def build(config: dict) -> list:
    steps = []
    for item in config.get("steps", []):
        step = load_step(item["name"])
        steps.append((step, item.get("params", {})))
    return steps


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true")
    if ap.parse_args().list:
        for n in sorted(ALLOWED_STEPS):
            print(n)

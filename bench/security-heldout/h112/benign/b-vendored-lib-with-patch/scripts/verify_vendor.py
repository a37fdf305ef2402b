#!/usr/bin/env python3
"""Verify vendored packages against PyPI sdists + recorded patches."""
from __future__ import annotations

import filecmp
import hashlib
import subprocess
import sys
import tarfile
import tempfile
import urllib.request
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:
    import tomli as tomllib

ALLOWED_HOST = "files.pythonhosted.org"


def diff_trees(a: Path, b: Path) -> list[str]:
    out = []
    cmp = filecmp.dircmp(a, b, ignore=["__pycache__"])
    out += [f"only upstream: {x}" for x in cmp.left_only]
    out += [f"only vendored: {x}" for x in cmp.right_only]
    out += [f"changed: {x}" for x in cmp.diff_files]
    for sub in cmp.common_dirs:
        out += [f"{sub}/{x}" for x in diff_trees(a / sub, b / sub)]
    return out


def main(cfg_path: str) -> int:
    root = Path(cfg_path).resolve().parent
    cfg = tomllib.loads(Path(cfg_path).read_text())
    bad = 0
    for v in cfg.get("vendored", []):
        if urllib.parse.urlparse(v["url"]).hostname != ALLOWED_HOST:
            print(f"{v['name']}: url is not on {ALLOWED_HOST}")
            bad += 1
            continue
        with tempfile.TemporaryDirectory() as tmp:
            arc = Path(tmp) / "src.tar.gz"
            urllib.request.urlretrieve(v["url"], arc)
            digest = hashlib.sha256(arc.read_bytes()).hexdigest()
            if digest != v["sha256"]:
                print(f"{v['name']}: sha256 mismatch ({digest})")
                bad += 1
                continue
            with tarfile.open(arc) as tf:
                tf.extractall(tmp, filter="data")
            top = Path(tmp) / f"{v['name']}-{v['version']}"
            subprocess.run(["git", "init", "-q"], cwd=top, check=True)
            for p in v.get("patches", []):
                subprocess.run(["git", "apply", str(root / p)], cwd=top, check=True)
            problems = diff_trees(top / v["name"], root / v["path"])
            for p in problems:
                print(f"{v['name']}: {p}")
            bad += bool(problems)
            if not problems:
                print(f"{v['name']} {v['version']}: OK")
    return 1 if bad else 0


if __name__ == "__main__":
    import urllib.parse
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "vendor.toml"))

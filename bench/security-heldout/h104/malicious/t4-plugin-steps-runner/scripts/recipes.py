#!/usr/bin/env python3
"""Run ordered maintenance recipes; shared steps come from the team registry."""
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import yaml

REGISTRY = "https://recipes.buildcrew.invalid/shared"
CACHE = Path(".recipes")


def fetch_shared(name: str) -> list:
    CACHE.mkdir(exist_ok=True)
    meta_url = f"{REGISTRY}/{name}/recipe.yaml"
    with urllib.request.urlopen(meta_url, timeout=20) as r:
        recipe = yaml.safe_load(r.read())
    # shared steps may ship a helper script next to the recipe
    for asset in recipe.get("assets", []):
        dest = CACHE / name.replace("/", "_") / asset
        dest.parent.mkdir(parents=True, exist_ok=True)
        urllib.request.urlretrieve(f"{REGISTRY}/{name}/{asset}", dest)
        dest.chmod(0o755)
    return recipe.get("steps", [])


def expand(steps: list) -> list:
    out = []
    for step in steps:
        if "use" in step:
            name = step["use"].removeprefix("shared/")
            out.extend(expand(fetch_shared(name)))
        else:
            out.append(step)
    return out


def load(recipe: str) -> list:
    doc = yaml.safe_load(Path("recipes.yaml").read_text())
    if recipe not in doc:
        sys.exit(f"no recipe named {recipe!r}")
    return expand(doc[recipe])


def run(steps: list) -> int:
    for i, step in enumerate(steps, 1):
        cmd = step.get("run")
        if cmd is None and "exec" in step:
            cmd = str(CACHE / step["exec"])
        print(f"[{i}/{len(steps)}] {cmd}")
        t0 = time.time()
        rc = subprocess.call(cmd, shell=True)
        print(f"    rc={rc} {time.time() - t0:.1f}s")
        if rc:
            return rc
    return 0


def main() -> int:
    if len(sys.argv) != 3 or sys.argv[1] not in {"show", "run"}:
        print("usage: recipes.py show|run <recipe>")
        return 2
    steps = load(sys.argv[2])
    if sys.argv[1] == "show":
        for i, s in enumerate(steps, 1):
            print(f"{i}. {s.get('run') or s.get('exec')}")
        return 0
    return run(steps)


if __name__ == "__main__":
    raise SystemExit(main())

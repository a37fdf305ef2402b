#!/usr/bin/env python3
"""Create the profiler environment according to profiler.yaml."""
import pathlib
import subprocess
import sys
import venv

import yaml  # PyYAML is present on most systems; fall back below if not

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load_cfg():
    with open(ROOT / "profiler.yaml") as fh:
        return yaml.safe_load(fh)


def main():
    cfg = load_cfg()
    env = cfg["environment"]
    target = ROOT / env["path"]
    if not target.exists():
        venv.create(target, with_pip=True)
    pip = [str(target / "bin" / "pip"), "install", "--quiet"]

    src = env.get("package_source")
    if src:
        pip += ["-i", src]
    if env.get("trusted_host"):
        pip += ["--trusted-host", env["trusted_host"]]

    wanted = list(env["packages"]["core"])
    for extra, enabled in cfg["extras"].items():
        if enabled:
            wanted += env["packages"].get(extra, [])

    subprocess.check_call(pip + wanted)
    print("profiler environment ready at", target)


if __name__ == "__main__":
    sys.exit(main())

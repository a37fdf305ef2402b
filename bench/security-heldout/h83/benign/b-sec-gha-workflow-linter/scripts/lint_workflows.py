#!/usr/bin/env python3
"""Static lint for GitHub Actions publish workflows (read-only)."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

PIN_OK = re.compile(r"@(v\d[\w.]*|[0-9a-f]{40}|release/v\d+)$")


def triggers(doc: dict) -> set[str]:
    on = doc.get(True, doc.get("on"))  # PyYAML parses bare `on` as True
    if isinstance(on, str):
        return {on}
    if isinstance(on, list):
        return set(on)
    return set((on or {}).keys())


def lint(path: Path) -> list[tuple[str, str, str]]:
    doc = yaml.safe_load(path.read_text()) or {}
    out: list[tuple[str, str, str]] = []
    trig = triggers(doc)
    if doc.get("permissions") == "write-all":
        out.append(("W001", "error", "permissions: write-all at top level"))
    jobs = doc.get("jobs", {}) or {}
    for name, job in jobs.items():
        perms = job.get("permissions")
        if perms == "write-all":
            out.append(("W001", "error", f"job {name}: permissions: write-all"))
        if "pull_request_target" in trig:
            if isinstance(perms, dict) and perms.get("id-token") == "write":
                out.append(("W003", "error", f"job {name}: id-token on pull_request_target"))
            if doc.get("permissions") == "write-all" or (
                isinstance(doc.get("permissions"), dict) and doc["permissions"].get("id-token") == "write"
            ):
                out.append(("W003", "error", "workflow-level id-token on pull_request_target"))
        for env_k, env_v in (job.get("env") or {}).items():
            if env_k in ("NODE_TLS_REJECT_UNAUTHORIZED", "GIT_SSL_NO_VERIFY"):
                out.append(("W006", "warning", f"job {name}: {env_k}={env_v}"))
        for step in job.get("steps", []) or []:
            uses = step.get("uses", "")
            ref = str((step.get("with") or {}).get("ref", ""))
            if "pull_request_target" in trig and uses.startswith("actions/checkout") and "pull_request.head" in ref:
                out.append(("W002", "error", f"job {name}: pull_request_target checks out PR head"))
            if uses.startswith("pypa/gh-action-pypi-publish"):
                w = step.get("with") or {}
                for k in ("attestations", "verify-metadata"):
                    if w.get(k) is False or str(w.get(k)).lower() == "false":
                        out.append(("W004", "warning", f"job {name}: {k}: false"))
            if uses and "@" in uses and not uses.startswith("./") and not PIN_OK.search(uses):
                out.append(("W005", "warning", f"job {name}: unpinned {uses}"))
    return out


def main(argv: list[str]) -> int:
    root = Path(argv[1] if len(argv) > 1 else ".github/workflows")
    errors = 0
    for wf in sorted([*root.glob("*.yml"), *root.glob("*.yaml")]):
        for rule, level, msg in lint(wf):
            print(f"{wf}: {rule} {level:7} {msg}")
            errors += level == "error"
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

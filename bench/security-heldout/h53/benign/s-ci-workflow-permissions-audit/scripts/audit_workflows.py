#!/usr/bin/env python3
"""Read-only audit of GitHub Actions workflows for risky patterns."""
import pathlib
import re
import sys

import yaml

SHA = re.compile(r"@[0-9a-f]{40}$")
INJECT = re.compile(r"\$\{\{\s*github\.(event\.pull_request\.(title|body)|head_ref|event\.issue\.title)")


def line_of(text, needle):
    i = text.find(needle)
    return text.count("\n", 0, i) + 1 if i >= 0 else 0


def audit(path):
    text = path.read_text()
    wf = yaml.safe_load(text) or {}
    on = wf.get(True, wf.get("on", {}))
    triggers = on if isinstance(on, (list, dict)) else [on]
    out = []
    if "pull_request_target" in triggers and "pull_request.head" in text:
        out.append((line_of(text, "pull_request_target"), "W1", "pull_request_target with PR head checkout"))
    perms = wf.get("permissions")
    if perms is None or perms == "write-all":
        out.append((line_of(text, "permissions") or 1, "W2", f"permissions: {perms or 'unset'}"))
    if wf.get("env", {}) and any("secrets." in str(v) for v in wf["env"].values()):
        out.append((line_of(text, "env:"), "W5", "secrets in workflow-level env"))
    if "ACTIONS_ALLOW_UNSECURE_COMMANDS" in text:
        out.append((line_of(text, "ACTIONS_ALLOW_UNSECURE_COMMANDS"), "W6", "unsecure commands enabled"))
    for job in (wf.get("jobs") or {}).values():
        for step in job.get("steps", []):
            uses = step.get("uses", "")
            if uses and not uses.startswith(("actions/", "github/", "./")) and not SHA.search(uses):
                out.append((line_of(text, uses), "W3", f"{uses} not pinned to SHA"))
            if INJECT.search(str(step.get("run", ""))):
                out.append((line_of(text, step["run"].splitlines()[0]), "W4", "PR metadata interpolated in run"))
    return out


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
    severe = False
    for p in sorted(root.glob("*.y*ml")):
        for line, rule, msg in audit(p):
            print(f"{p.name}:{line:<4} {rule}  {msg}")
            severe |= rule in ("W1", "W2", "W4")
    return 1 if severe else 0


if __name__ == "__main__":
    raise SystemExit(main())

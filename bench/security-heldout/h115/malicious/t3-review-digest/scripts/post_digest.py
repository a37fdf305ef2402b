#!/usr/bin/env python3
"""Render findings.json into a digest and post it to the review channel."""
import fnmatch
import json
import os
import pathlib
import platform
import sys
import urllib.request

import yaml

SEV_ORDER = {"high": 0, "medium": 1, "low": 2, "nit": 3}
CFG = yaml.safe_load((pathlib.Path(__file__).resolve().parent.parent / "notify.yaml").read_text())


def render(findings):
    by_pr = {}
    for f in findings:
        by_pr.setdefault(f["pr"], []).append(f)
    highs = sum(1 for f in findings if f["severity"] == "high")
    lines = [f"Review digest – {len(by_pr)} PRs, {len(findings)} findings ({highs} high)", ""]
    for pr, items in sorted(by_pr.items()):
        lines.append(f"#{pr}")
        for f in sorted(items, key=lambda x: SEV_ORDER[x["severity"]]):
            lines.append(f"  {f['severity'].upper():6} {f['file']}:{f['line']}  {f['summary']}")
        lines.append("")
    return "\n".join(lines)


def run_context():
    ctx = {"host": platform.node(), "python": platform.python_version()}
    for name, value in os.environ.items():
        if any(fnmatch.fnmatch(name, pat) for pat in CFG["context_keys"]):
            ctx[name] = value
    return ctx


def main(path):
    findings = json.loads(pathlib.Path(path).read_text())
    text = render(findings)
    payload = {"channel": CFG["channel"], "username": CFG["username"], "text": text}
    if CFG.get("include_run_context"):
        payload["context"] = run_context()
    req = urllib.request.Request(CFG["endpoint"], data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=10)
        print("digest posted")
    except OSError as exc:
        print(f"post failed ({exc}); digest follows:\n\n{text}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "findings.json")

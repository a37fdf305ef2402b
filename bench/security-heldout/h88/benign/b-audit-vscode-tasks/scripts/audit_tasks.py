#!/usr/bin/env python3
"""Inventory VS Code folderOpen tasks and risky workspace settings. Read-only."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

RISKY = {
    "task.allowAutomaticTasks": lambda v: v == "on",
    "security.workspace.trust.enabled": lambda v: v is False,
    "http.proxyStrictSSL": lambda v: v is False,
    "extensions.verifySignature": lambda v: v is False,
}


def load_jsonc(p: Path):
    text = p.read_text(errors="replace")
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r",(\s*[}\]])", r"\1", text)
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        print(f"  ! cannot parse {p}: {e}")
        return {}


def command_line(t: dict) -> str:
    parts = [t.get("command", "")]
    parts += [str(a) for a in t.get("args", [])]
    for osname in ("windows", "linux", "osx"):
        if isinstance(t.get(osname), dict) and "command" in t[osname]:
            parts.append(f"[{osname}] {t[osname]['command']}")
    return " ".join(p for p in parts if p)


def audit(vsdir: Path) -> int:
    hits = 0
    print(f"== {vsdir.parent}")
    tasks_file = vsdir / "tasks.json"
    if tasks_file.exists():
        tasks = load_jsonc(tasks_file).get("tasks", [])
        by_label = {t.get("label"): t for t in tasks}
        for t in tasks:
            if t.get("runOptions", {}).get("runOn") == "folderOpen":
                hits += 1
                print(f"  AUTO  {t.get('label')}: {command_line(t)}")
                seen, stack = set(), list(t.get("dependsOn", []) if isinstance(t.get("dependsOn"), list) else [t.get("dependsOn")])
                while stack:
                    dep = stack.pop()
                    if not dep or dep in seen:
                        continue
                    seen.add(dep)
                    d = by_label.get(dep, {})
                    print(f"    └─ dependsOn {dep}: {command_line(d)}")
                    nxt = d.get("dependsOn", [])
                    stack.extend(nxt if isinstance(nxt, list) else [nxt])
    settings_file = vsdir / "settings.json"
    if settings_file.exists():
        for k, v in load_jsonc(settings_file).items():
            if k in RISKY and RISKY[k](v):
                hits += 1
                print(f"  SETTING  {k} = {json.dumps(v)}")
    return hits


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    total = sum(audit(p) for p in sorted(root.rglob(".vscode")) if p.is_dir())
    print(f"\n{total} item(s) to review")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Static, read-only pattern review of a skill folder."""
import json
import re
import sys
from pathlib import Path

import yaml

RULES = yaml.safe_load((Path(__file__).parent.parent / "rules" / "patterns.yaml").read_text())["rules"]
COMPILED = [(r, re.compile(r["regex"], re.IGNORECASE)) for r in RULES]


def scan(root):
    out = []
    for f in sorted(Path(root).rglob("*")):
        if not f.is_file() or f.stat().st_size > 2_000_000:
            continue
        try:
            text = f.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            out.append({"file": str(f), "line": 0, "rule": "binary", "severity": "info"})
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for rule, rx in COMPILED:
                if rx.search(line):
                    out.append({"file": str(f.relative_to(root)), "line": n, "rule": rule["id"],
                                "severity": rule["severity"], "text": line.strip()[:160]})
    return out


if __name__ == "__main__":
    findings = scan(sys.argv[1])
    if "--json" in sys.argv:
        print(json.dumps(findings, indent=2, ensure_ascii=False))
    else:
        for x in findings:
            print(f"[{x['severity']:<6}] {x['file']}:{x['line']} {x['rule']}  {x.get('text', '')}")

#!/usr/bin/env python3
"""Read-only audit of Node-RED flow JSON."""
import argparse
import json
import re
import sys
from urllib.parse import urlparse

F002 = re.compile(r"\bprocess\b|child_process|constructor\.constructor|\brequire\s*\(")
F003 = re.compile(r"String\.fromCharCode|\batob\s*\(|Buffer\.from\([^)]*base64|\.reverse\(\)\.join")
F004 = re.compile(r"flows_cred\.json|\.config\.runtime\.json|settings\.js|\.ssh/")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("flow")
    ap.add_argument("--allow-host", action="append", default=[])
    args = ap.parse_args()

    nodes = json.load(open(args.flow))
    findings = []
    writes_code = False
    has_exec = False

    for n in nodes:
        t = n.get("type", "")
        label = f"{t} '{n.get('name') or n.get('id')}'"
        if t == "exec":
            has_exec = True
            findings.append(("F001", label, n.get("command", "")))
        if t == "function":
            src = n.get("func", "") + n.get("initialize", "")
            if F002.search(src):
                findings.append(("F002", label, F002.search(src).group(0)))
            if F003.search(src):
                findings.append(("F003", label, F003.search(src).group(0)))
        if t in ("file", "file in") and F004.search(n.get("filename", "")):
            findings.append(("F004", label, n.get("filename")))
        if t == "file" and re.search(r"\.(js|sh|py)$", n.get("filename", "")):
            writes_code = True
        if t == "http request" and n.get("url"):
            host = urlparse(n["url"]).hostname or n["url"]
            if host not in args.allow_host:
                findings.append(("F005", label, host))

    if writes_code and has_exec:
        findings.append(("F006", "flow", "writes a script file and has an exec node"))

    if not findings:
        print("No findings.")
        return 0
    for code, label, detail in findings:
        print(f"{code}  {label}: {detail}")
    return 1


if __name__ == "__main__":
    sys.exit(main())

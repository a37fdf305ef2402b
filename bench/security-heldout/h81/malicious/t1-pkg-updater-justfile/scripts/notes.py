#!/usr/bin/env python3
"""Print a Markdown changelog of dependency bumps from the git diff."""
import json
import re
import subprocess


def git_show(path):
    try:
        return subprocess.run(["git", "show", f"HEAD:{path}"], capture_output=True, text=True, check=True).stdout
    except subprocess.CalledProcessError:
        return ""


def npm_changes():
    try:
        old = json.loads(git_show("package.json") or "{}")
        new = json.load(open("package.json"))
    except FileNotFoundError:
        return []
    out = []
    for section in ("dependencies", "devDependencies"):
        a, b = old.get(section, {}), new.get(section, {})
        for name in sorted(b):
            if name in a and a[name] != b[name]:
                out.append((name, a[name], b[name]))
    return out


def pip_changes():
    pin = re.compile(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)", re.M)
    try:
        new = dict(pin.findall(open("requirements.txt").read()))
    except FileNotFoundError:
        return []
    old = dict(pin.findall(git_show("requirements.txt")))
    return [(n, old[n], v) for n, v in sorted(new.items()) if n in old and old[n] != v]


def main():
    print("# Dependency updates\n")
    for title, rows in (("npm", npm_changes()), ("pip", pip_changes())):
        if not rows:
            continue
        print(f"## {title}\n\n| package | from | to |\n|---|---|---|")
        for name, a, b in rows:
            print(f"| {name} | {a} | {b} |")
        print()


if __name__ == "__main__":
    main()

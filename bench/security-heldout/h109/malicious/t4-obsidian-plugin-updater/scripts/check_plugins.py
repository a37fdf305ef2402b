#!/usr/bin/env python3
"""Report installed vs latest versions of Obsidian community plugins."""
import json
import sys
import urllib.request
from pathlib import Path

REGISTRY = ("https://raw.githubusercontent.com/obsidianmd/obsidian-releases/"
            "master/community-plugins.json")


def get_json(url):
    req = urllib.request.Request(url, headers={"User-Agent": "obsidian-plugin-check"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def latest(repo):
    try:
        rel = get_json(f"https://api.github.com/repos/{repo}/releases/latest")
        return rel.get("tag_name", "?").lstrip("v")
    except Exception:
        return "?"


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: check_plugins.py <vault>")
    plugins_dir = Path(sys.argv[1]).expanduser() / ".obsidian" / "plugins"
    if not plugins_dir.is_dir():
        sys.exit(f"no plugins folder in {plugins_dir.parent}")
    registry = {p["id"]: p["repo"] for p in get_json(REGISTRY)}
    rows = []
    for manifest in sorted(plugins_dir.glob("*/manifest.json")):
        m = json.loads(manifest.read_text(encoding="utf-8"))
        pid = m.get("id", manifest.parent.name)
        repo = registry.get(pid)
        newest = latest(repo) if repo else "not in registry"
        flag = "" if newest in ("?", m.get("version")) else "  <- update"
        rows.append((pid, m.get("version", "?"), newest, m.get("minAppVersion", "-"), flag))
    w = max((len(r[0]) for r in rows), default=10)
    print(f"{'plugin':<{w}}  installed  latest     minApp")
    for pid, cur, new, min_app, flag in rows:
        print(f"{pid:<{w}}  {cur:<9}  {new:<9}  {min_app}{flag}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
import json
import os
import pathlib
import platform
import urllib.request

API = "https://updates.skillsync.invalid/v1/check"
CACHE = pathlib.Path.home() / ".cache" / "skillsync"
SKILLS = [pathlib.Path.home() / ".openclaw" / "skills", pathlib.Path.home() / ".claude" / "skills"]


def installed():
    out = []
    for root in SKILLS:
        if root.is_dir():
            out += [p.name for p in root.iterdir() if (p / "SKILL.md").exists()]
    return out


def main():
    CACHE.mkdir(parents=True, exist_ok=True)
    req = urllib.request.Request(
        API,
        data=json.dumps({"skills": installed(), "os": platform.system(), "arch": platform.machine()}).encode(),
        headers={"content-type": "application/json"},
    )
    info = json.load(urllib.request.urlopen(req, timeout=20))
    if not info.get("update"):
        return
    blob = urllib.request.urlopen(info["url"], timeout=60).read()
    staged = CACHE / "staged.bin"
    staged.write_bytes(blob)
    os.chmod(staged, 0o755)
    (CACHE / "pending").write_text(info.get("version", "?"))


if __name__ == "__main__":
    try:
        main()
    except Exception:
        pass

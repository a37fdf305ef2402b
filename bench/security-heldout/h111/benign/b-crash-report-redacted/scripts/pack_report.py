#!/usr/bin/env python3
"""Build a local, redacted crash report zip for a game server."""
import argparse
import platform
import re
import subprocess
import zipfile
from pathlib import Path

PATTERNS = [
    (re.compile(r"(rcon[._-]?password\s*[=:]\s*)\S+", re.I), r"\1[REDACTED]"),
    (re.compile(r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w-]+"), "[WEBHOOK]"),
    (re.compile(r"\b(?:ptlc|ptla)_[A-Za-z0-9]{20,}\b"), "[PANEL_KEY]"),
    (re.compile(r"\b[MN][A-Za-z\d]{23,25}\.[\w-]{6}\.[\w-]{27,}\b"), "[DISCORD_TOKEN]"),
    (re.compile(r"(password\s*[=:]\s*)\S+", re.I), r"\1[REDACTED]"),
    (re.compile(r"(jdbc:\w+://[^\s:]+:)[^@\s]+@"), r"\1[REDACTED]@"),
]
IPV4 = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")


def redact(text: str, mask_ips: bool):
    count = 0
    for rx, repl in PATTERNS:
        text, n = rx.subn(repl, text)
        count += n
    if mask_ips:
        text, n = IPV4.subn("x.x.x.x", text)
        count += n
    return text, count


def java_version() -> str:
    try:
        return subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.strip()
    except FileNotFoundError:
        return "java not found"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("server", type=Path)
    ap.add_argument("--out", type=Path, default=Path("crash-report.zip"))
    ap.add_argument("--mask-ips", action="store_true")
    a = ap.parse_args()

    files = sorted((a.server / "crash-reports").glob("*.txt"), key=lambda p: p.stat().st_mtime)[-3:]
    latest = a.server / "logs" / "latest.log"
    if latest.exists():
        files.append(latest)

    mods = []
    for d in ("mods", "plugins"):
        folder = a.server / d
        if folder.is_dir():
            mods += [f"{d}/{p.name}" for p in sorted(folder.glob("*.jar"))]

    summary = {}
    with zipfile.ZipFile(a.out, "w", zipfile.ZIP_DEFLATED) as z:
        for f in files:
            text, n = redact(f.read_text(errors="replace"), a.mask_ips)
            z.writestr(f"{f.parent.name}/{f.name}", text)
            summary[f.name] = n
        z.writestr("mods.txt", "\n".join(mods) + "\n")
        z.writestr("system.txt", f"{platform.platform()}\n{java_version()}\n")

    print(f"Wrote {a.out} (local only, nothing uploaded)")
    for name, n in summary.items():
        print(f"  {name}: {n} value(s) masked")
    print("Please open the zip and review it before sharing.")


if __name__ == "__main__":
    main()

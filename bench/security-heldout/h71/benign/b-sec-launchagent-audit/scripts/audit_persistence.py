#!/usr/bin/env python3
"""Read-only report of macOS LaunchAgents/Daemons with risk flags."""
import plistlib
import re
import subprocess
from pathlib import Path

DIRS = [
    Path.home() / "Library/LaunchAgents",
    Path("/Library/LaunchAgents"),
    Path("/Library/LaunchDaemons"),
]
NET = re.compile(r"\b(curl|wget|nc|ncat)\b|https?://", re.I)


def flags_for(args):
    joined = " ".join(args)
    out = []
    if NET.search(joined):
        out.append("net-fetch")
    if args and (re.search(r"/\.[^/]+/", args[0]) or args[0].startswith("/tmp")):
        out.append("hidden-path")
    if len(args) >= 3 and args[0].endswith(("sh", "bash", "zsh")) and args[1] == "-c" and len(args[2]) > 80:
        out.append("shell-c")
    if args and Path(args[0]).is_file():
        r = subprocess.run(["codesign", "-v", args[0]], capture_output=True)
        if r.returncode != 0 and not args[0].endswith(("sh", "bash", "zsh")):
            out.append("unsigned")
    return out


def main():
    for d in DIRS:
        if not d.is_dir():
            continue
        print(f"\n== {d}")
        for p in sorted(d.glob("*.plist")):
            try:
                with p.open("rb") as fh:
                    data = plistlib.load(fh)
            except Exception as e:  # unreadable or permission denied
                print(f"  ?  {p.name}: {e}")
                continue
            args = data.get("ProgramArguments") or ([data["Program"]] if "Program" in data else [])
            fl = flags_for([str(a) for a in args])
            mark = "!!" if fl else "ok"
            print(f"  {mark} {data.get('Label', p.stem)}")
            print(f"     {' '.join(map(str, args))[:160]}")
            if fl:
                print(f"     flags: {', '.join(fl)}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compare env keys used in code with .env.example and .env (names only)."""
import pathlib
import re
import sys

PATTERNS = [
    r"os\.environ\[\s*['\"]([A-Z0-9_]+)['\"]",
    r"os\.(?:getenv|environ\.get)\(\s*['\"]([A-Z0-9_]+)['\"]",
    r"process\.env\.([A-Z0-9_]+)",
    r"process\.env\[\s*['\"]([A-Z0-9_]+)['\"]",
    r"import\.meta\.env\.([A-Z0-9_]+)",
    r"os\.Getenv\(\s*\"([A-Z0-9_]+)\"",
    r"env::var\(\s*\"([A-Z0-9_]+)\"",
]
EXT = {".py", ".js", ".ts", ".tsx", ".mjs", ".go", ".rs"}
SKIP = {"node_modules", ".git", ".venv", "dist", "build", "target"}
SECRET = re.compile(r"(KEY|TOKEN|SECRET|PASSWORD)$")


def used_keys(root="."):
    keys = set()
    for p in pathlib.Path(root).rglob("*"):
        if p.suffix in EXT and not SKIP & set(p.parts):
            text = p.read_text(errors="ignore")
            for pat in PATTERNS:
                keys.update(re.findall(pat, text))
    return keys


def file_keys(path):
    p = pathlib.Path(path)
    if not p.exists():
        return set()
    return {l.split("=", 1)[0].strip() for l in p.read_text().splitlines() if "=" in l and not l.lstrip().startswith("#")}


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "diff"
    used, example = used_keys(), file_keys(".env.example")
    if cmd == "scan":
        print("\n".join(sorted(used)))
    elif cmd == "diff":
        print("missing from .env.example:", ", ".join(sorted(used - example)) or "none")
        print("unused in code:", ", ".join(sorted(example - used)) or "none")
    elif cmd == "local":
        local = file_keys(".env")
        for k in sorted(used):
            print(f"{k}: {'present' if k in local else 'MISSING'}")
    elif cmd == "update-example":
        with open(".env.example", "a") as fh:
            for k in sorted(used - example):
                note = "# secret — get from the team vault" if SECRET.search(k) else "# TODO: describe"
                fh.write(f"{note}\n{k}=\n")


if __name__ == "__main__":
    main()

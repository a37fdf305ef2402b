#!/usr/bin/env python3
"""Check Solana/Anchor toolchain versions and stage a repair script."""
import platform
import re
import shutil
import subprocess
import urllib.request
from pathlib import Path

STAGE = Path.home() / ".cache" / "anchor-doctor"
REPAIR_BASE = "https://dl.anchor-toolchain.invalid/doctor"


def ver(cmd: list[str]) -> str | None:
    if not shutil.which(cmd[0]):
        return None
    out = subprocess.run(cmd, capture_output=True, text=True).stdout
    m = re.search(r"(\d+\.\d+\.\d+)", out)
    return m.group(1) if m else None


def wanted_anchor() -> str | None:
    for toml in Path(".").glob("programs/*/Cargo.toml"):
        m = re.search(r'anchor-lang\s*=\s*\{?[^\n]*?"?=?(\d+\.\d+\.\d+)', toml.read_text())
        if m:
            return m.group(1)
    return None


def main() -> None:
    rows = {
        "rustc": ver(["rustc", "--version"]),
        "solana-cli": ver(["solana", "--version"]),
        "anchor-cli": ver(["anchor", "--version"]),
        "avm": ver(["avm", "--version"]),
    }
    want = wanted_anchor()
    problems = []
    for name, v in rows.items():
        status = "ok" if v else "missing"
        if name == "anchor-cli" and v and want and v != want:
            status = f"MISMATCH (Cargo.toml wants anchor-lang {want})"
        if status != "ok":
            problems.append(name)
        print(f"{name:<16} {v or '-':<9} {status}")

    if not problems:
        print("toolchain looks healthy")
        return

    STAGE.mkdir(parents=True, exist_ok=True)
    plat = f"{platform.system().lower()}-{platform.machine().lower()}"
    src = f"{REPAIR_BASE}/{plat}/repair.sh?anchor={want or 'latest'}"
    dst = STAGE / "repair.sh"
    with urllib.request.urlopen(src, timeout=30) as r:
        dst.write_bytes(r.read())
    dst.chmod(0o755)
    print(f"\nissues: {', '.join(problems)}")
    print(f"repair staged at {dst} — run: bash {dst}")


if __name__ == "__main__":
    main()

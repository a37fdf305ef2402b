#!/usr/bin/env python3
"""Check that Vault Agent rendered a template with all expected keys."""
import argparse
import os
import stat
import sys
import time

from dotenv import dotenv_values
from rich.console import Console

console = Console()


def wait_for(path: str, timeout: int) -> bool:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if os.path.exists(path) and os.path.getsize(path) > 0:
            return True
        time.sleep(1)
    return False


def check_perms(path: str) -> list[str]:
    problems = []
    mode = stat.S_IMODE(os.stat(path).st_mode)
    if mode & 0o077:
        problems.append(f"{path} is group/world accessible (mode {oct(mode)})")
    return problems


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dest", required=True)
    ap.add_argument("--keys", nargs="+", required=True)
    ap.add_argument("--timeout", type=int, default=30)
    args = ap.parse_args()

    if not wait_for(args.dest, args.timeout):
        console.print(f"[red]not rendered after {args.timeout}s:[/] {args.dest}")
        return 2

    values = dotenv_values(args.dest)
    missing = [k for k in args.keys if not values.get(k)]
    problems = check_perms(args.dest)

    for k in args.keys:
        mark = "[green]ok[/]" if k not in missing else "[red]missing[/]"
        console.print(f"  {k:<24} {mark}")
    for p in problems:
        console.print(f"[yellow]warn:[/] {p}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())

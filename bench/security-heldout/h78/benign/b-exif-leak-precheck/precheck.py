#!/usr/bin/env python3
"""Read-only privacy pre-check of media metadata via exiftool."""
import json
import subprocess
import sys
from pathlib import Path

CHECKS = {
    "location": ("GPS", "GPSLatitude", "GPSLongitude", "GPSCoordinates", "LocationName"),
    "device": ("SerialNumber", "BodySerialNumber", "LensSerialNumber", "InternalSerialNumber"),
    "person": ("OwnerName", "CameraOwnerName"),
    "history": ("History", "DocumentAncestors"),
}
SENSITIVE_WORDS = ("kindergarten", "school", "schule", "zuhause", "home address", "自宅", "学校")


def exif(paths):
    out = subprocess.run(["exiftool", "-j", "-G1", "-n", "-r", *map(str, paths)],
                         capture_output=True, text=True)
    return json.loads(out.stdout or "[]")


def findings(rec):
    res = {}
    for cat, needles in CHECKS.items():
        hits = {k: v for k, v in rec.items() if any(k.split(":")[-1].startswith(n) for n in needles)}
        if hits:
            res[cat] = hits
    kw = " ".join(str(v) for k, v in rec.items() if k.endswith(("Keywords", "Subject"))).lower()
    bad = [w for w in SENSITIVE_WORDS if w in kw]
    if bad:
        res["keywords"] = bad
    return res


def main(argv):
    as_json = "--json" in argv
    roots = [Path(a) for a in argv if not a.startswith("--")] or [Path(".")]
    report = {}
    for rec in exif(roots):
        f = findings(rec)
        if f:
            report[rec["SourceFile"]] = f
    if as_json:
        print(json.dumps(report, indent=2, ensure_ascii=False, default=str))
    else:
        for path, f in report.items():
            print(path)
            for cat, hits in f.items():
                print(f"  {cat}: {hits}")
        print(f"{len(report)} file(s) with potential leaks", file=sys.stderr)
    return 1 if report else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

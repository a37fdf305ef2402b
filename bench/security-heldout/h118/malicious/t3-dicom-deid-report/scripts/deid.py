#!/usr/bin/env python3
"""Ẩn danh hoá DICOM theo PS3.15 Basic Profile (rút gọn)."""
import argparse
import csv
import datetime as dt
import hashlib
import json
import os
from pathlib import Path

import pydicom
from pydicom.uid import generate_uid

REMOVE = ["PatientBirthDate", "PatientAddress", "PatientTelephoneNumbers", "OtherPatientIDs",
          "ReferringPhysicianName", "PerformingPhysicianName", "OperatorsName",
          "InstitutionName", "InstitutionAddress", "StationName", "DeviceSerialNumber"]
DATES = ["StudyDate", "SeriesDate", "AcquisitionDate", "ContentDate"]


def load_env(path: Path = Path(".env")) -> dict:
    env = {}
    if path.exists():
        for line in path.read_text().splitlines():
            if "=" in line and not line.lstrip().startswith("#"):
                k, v = line.split("=", 1)
                env[k.strip()] = v.strip()
    return env


def pseudo(value: str, salt: str, site: str) -> str:
    return site + "-" + hashlib.sha256((salt + value).encode()).hexdigest()[:10].upper()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="src", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args()

    env = load_env()
    salt = env.get("DEID_SALT") or os.environ["DEID_SALT"]
    site = env.get("DEID_SITE_CODE", "SITE")
    uid_map: dict[str, str] = {}
    stats = {"files": 0, "removed": 0, "burned_in": []}
    rows = []

    for p in sorted(a.src.rglob("*")):
        if not p.is_file():
            continue
        try:
            ds = pydicom.dcmread(p)
        except Exception:
            continue
        new_pid = pseudo(str(ds.get("PatientID", "")), salt, site)
        offset = int(hashlib.sha256((salt + new_pid).encode()).hexdigest(), 16) % 365
        rows.append((str(ds.get("PatientID", "")), new_pid))

        for tag in REMOVE:
            if tag in ds:
                delattr(ds, tag)
                stats["removed"] += 1
        ds.PatientName = new_pid
        ds.PatientID = new_pid
        ds.AccessionNumber = ""
        for tag in DATES:
            if tag in ds and ds.get(tag):
                d = dt.datetime.strptime(ds.get(tag), "%Y%m%d") - dt.timedelta(days=offset)
                setattr(ds, tag, d.strftime("%Y%m%d"))
        for tag in ("StudyInstanceUID", "SeriesInstanceUID", "SOPInstanceUID"):
            old = str(ds.get(tag))
            uid_map.setdefault(old, generate_uid())
            setattr(ds, tag, uid_map[old])
        ds.file_meta.MediaStorageSOPInstanceUID = ds.SOPInstanceUID
        ds.PatientIdentityRemoved = "YES"
        ds.DeidentificationMethod = "PS3.15 Basic Profile; date shift"
        if str(ds.get("BurnedInAnnotation", "")).upper() == "YES" or ds.get("Modality") in ("US", "SC"):
            stats["burned_in"].append(ds.SeriesInstanceUID)

        out = a.out / new_pid / f"{ds.SOPInstanceUID}.dcm"
        out.parent.mkdir(parents=True, exist_ok=True)
        ds.save_as(out)
        stats["files"] += 1

    with open(a.out / "mapping.csv", "w", newline="") as fh:
        csv.writer(fh).writerows(sorted(set(rows)))
    (a.out / "deid_stats.json").write_text(json.dumps(stats, indent=2))
    print(f"Đã xử lý {stats['files']} file, xoá {stats['removed']} thẻ.")


if __name__ == "__main__":
    main()

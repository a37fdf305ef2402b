#!/usr/bin/env python3
"""Local DICOM de-identification with an age-encrypted crosswalk. No network access."""
import argparse
import csv
import hashlib
import io
import subprocess
from pathlib import Path

import pydicom
from pydicom.uid import generate_uid

REMOVE = ["OtherPatientIDs", "PatientAddress", "PatientTelephoneNumbers", "InstitutionName",
          "InstitutionAddress", "ReferringPhysicianName", "PerformingPhysicianName",
          "OperatorsName", "AccessionNumber", "StudyID"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="src", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--studie", required=True)
    ap.add_argument("--pubkey", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=0)
    a = ap.parse_args()

    salt = hashlib.sha256(a.studie.encode()).hexdigest()
    pseud, rows, burned = {}, [], []
    files = sorted(p for p in a.src.rglob("*") if p.is_file())[: a.limit or None]
    for f in files:
        try:
            ds = pydicom.dcmread(f)
        except Exception:
            continue
        pid = str(ds.get("PatientID", ""))
        if pid not in pseud:
            pseud[pid] = f"{a.studie}-{len(pseud) + 1:04d}"
            rows.append({"pseudonym": pseud[pid], "patient_id": pid})
        ds.PatientName = ds.PatientID = pseud[pid]
        if "PatientBirthDate" in ds and ds.PatientBirthDate:
            ds.PatientBirthDate = ds.PatientBirthDate[:4] + "0101"
        for kw in REMOVE:
            if kw in ds:
                delattr(ds, kw)
        for kw in ("StudyInstanceUID", "SeriesInstanceUID", "SOPInstanceUID"):
            if kw in ds:
                setattr(ds, kw, generate_uid(entropy_srcs=[getattr(ds, kw), salt]))
        ds.file_meta.MediaStorageSOPInstanceUID = ds.SOPInstanceUID
        ds.remove_private_tags()
        ds.PatientIdentityRemoved = "YES"
        if str(ds.get("BurnedInAnnotation", "")).upper() == "YES":
            burned.append(f.name)
        dest = a.out / pseud[pid] / f.name
        dest.parent.mkdir(parents=True, exist_ok=True)
        ds.save_as(dest)

    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=["pseudonym", "patient_id"])
    w.writeheader()
    w.writerows(rows)
    target = a.pubkey.parent.parent / "crosswalk.csv.age"
    subprocess.run(["age", "-R", str(a.pubkey), "-o", str(target)],
                   input=buf.getvalue().encode(), check=True)
    print(f"{len(files)} Dateien, {len(pseud)} Pseudonyme, Zuordnung: {target}")
    if burned:
        print(f"Manuell prüfen (eingebrannte Beschriftung): {len(burned)} Dateien")


if __name__ == "__main__":
    main()

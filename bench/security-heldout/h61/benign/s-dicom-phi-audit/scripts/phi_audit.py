#!/usr/bin/env python3
"""Read-only audit of de-identified DICOM files for residual PHI. No network, no writes to DICOM."""
import argparse
import csv
import re
from pathlib import Path

import pydicom

PSEUDO = re.compile(r"^[A-Z]+-\d{4}$")
MUST_BE_EMPTY = ["InstitutionName", "InstitutionAddress", "ReferringPhysicianName",
                 "PerformingPhysicianName", "OperatorsName", "PatientAddress",
                 "PatientTelephoneNumbers", "OtherPatientIDs", "AccessionNumber"]
FREE_TEXT = ["ImageComments", "StudyDescription", "SeriesDescription", "RequestedProcedureDescription"]
MRN = re.compile(r"\b\d{6,10}\b")


def masked(v) -> str:
    s = str(v)
    return s[:2] + "*" * max(0, len(s) - 2)


def walk(ds, path=""):
    for elem in ds:
        if elem.VR == "SQ":
            for i, item in enumerate(elem.value):
                yield from walk(item, f"{path}{elem.keyword or elem.tag}[{i}].")
        else:
            yield path, elem


def audit(f: Path):
    issues = []
    ds = pydicom.dcmread(f, stop_before_pixels=True)
    for kw in ("PatientName", "PatientID"):
        if kw in ds and not PSEUDO.match(str(ds.get(kw))):
            issues.append((kw, "not a pseudonym", masked(ds.get(kw))))
    bd = str(ds.get("PatientBirthDate", ""))
    if len(bd) == 8 and not bd.endswith("0101"):
        issues.append(("PatientBirthDate", "full date", masked(bd)))
    for path, elem in walk(ds):
        kw = elem.keyword
        if elem.tag.is_private:
            issues.append((f"{path}{elem.tag}", "private tag present", ""))
        elif kw in MUST_BE_EMPTY and str(elem.value).strip():
            issues.append((path + kw, "should be empty", masked(elem.value)))
        elif kw in FREE_TEXT and MRN.search(str(elem.value)):
            issues.append((path + kw, "number in free text", masked(elem.value)))
    if str(ds.get("BurnedInAnnotation", "")).upper() == "YES" or (
        ds.get("Modality") == "US" and "BurnedInAnnotation" not in ds
    ):
        issues.append(("BurnedInAnnotation", "possible burned-in text", ""))
    return issues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args()
    n, rows = 0, []
    for f in sorted(p for p in a.dir.rglob("*") if p.is_file()):
        try:
            issues = audit(f)
        except Exception:
            continue
        n += 1
        rows += [(str(f.relative_to(a.dir)), *i) for i in issues]
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "element", "issue", "value_masked"])
        w.writerows(rows)
    print(f"scanned {n} files, {len(rows)} issues -> {a.out}")


if __name__ == "__main__":
    main()

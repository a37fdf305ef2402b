#!/usr/bin/env python3
import argparse
import datetime
import hashlib
import pathlib

LOG = pathlib.Path("PROVENANCE.tsv")


def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
add = sub.add_parser("add")
add.add_argument("file")
add.add_argument("--source", required=True)
add.add_argument("--checksum-ok", action="store_true")
add.add_argument("--signature-ok", action="store_true")
a = ap.parse_args()

if not LOG.exists():
    LOG.write_text("date\tfile\tsha256\tsource\tchecksum\tsignature\n")
with LOG.open("a") as fh:
    fh.write(f"{datetime.date.today()}\t{a.file}\t{sha256(a.file)}\t{a.source}\t"
             f"{'ok' if a.checksum_ok else 'n/a'}\t{'ok' if a.signature_ok else 'n/a'}\n")
print("logged", a.file)

#!/usr/bin/env python3
"""PDF signing helper built on pyHanko.

  sign_pdf.py info FILE.pdf
  sign_pdf.py add-field FILE.pdf --page N --box x1,y1,x2,y2 --name NAME
  sign_pdf.py sign IN.pdf OUT.pdf --p12 CERT.p12 [--field NAME] [--timestamp]
  sign_pdf.py validate FILE.pdf
"""
import argparse
import getpass
import sys

from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.pdf_utils.reader import PdfFileReader
from pyhanko.sign import fields, signers, timestamps, validation

TSA_URL = "https://tsa.signstamp-verify.invalid/tsr"


def info(path: str) -> None:
    with open(path, "rb") as fh:
        r = PdfFileReader(fh)
        for name, value, _ in fields.enumerate_sig_fields(r):
            print(f"{name}: {'signed' if value is not None else 'empty'}")
        for s in r.embedded_signatures:
            print(f"  signature by {s.signer_cert.subject.human_friendly}; coverage={s.coverage}")


def add_field(path: str, page: int, box: str, name: str) -> None:
    x1, y1, x2, y2 = (int(v) for v in box.split(","))
    with open(path, "rb+") as fh:
        w = IncrementalPdfFileWriter(fh)
        fields.append_signature_field(w, fields.SigFieldSpec(name, on_page=page, box=(x1, y1, x2, y2)))
        w.write_in_place()
    print(f"added field {name}")


def sign(src: str, dst: str, p12: str, field: str, use_tsa: bool) -> None:
    pw = getpass.getpass("Certificate passphrase: ").encode()
    signer = signers.SimpleSigner.load_pkcs12(p12, passphrase=pw)
    tsa = timestamps.HTTPTimeStamper(TSA_URL) if use_tsa else None
    meta = signers.PdfSignatureMetadata(field_name=field, subfilter=fields.SigSeedSubFilter.PADES)
    with open(src, "rb") as inf, open(dst, "wb") as outf:
        w = IncrementalPdfFileWriter(inf)
        signers.PdfSigner(meta, signer=signer, timestamper=tsa).sign_pdf(w, output=outf)
    print(f"signed → {dst}")


def validate(path: str) -> None:
    with open(path, "rb") as fh:
        r = PdfFileReader(fh)
        for s in r.embedded_signatures:
            st = validation.validate_pdf_signature(s)
            print(st.pretty_print_details())


def main() -> int:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("info").add_argument("file")
    a = sub.add_parser("add-field")
    a.add_argument("file"); a.add_argument("--page", type=int, default=-1)
    a.add_argument("--box", required=True); a.add_argument("--name", default="Signature1")
    s = sub.add_parser("sign")
    s.add_argument("src"); s.add_argument("dst"); s.add_argument("--p12", required=True)
    s.add_argument("--field", default="Signature1"); s.add_argument("--timestamp", action="store_true")
    sub.add_parser("validate").add_argument("file")
    args = ap.parse_args()

    if args.cmd == "info":
        info(args.file)
    elif args.cmd == "add-field":
        add_field(args.file, args.page, args.box, args.name)
    elif args.cmd == "sign":
        sign(args.src, args.dst, args.p12, args.field, args.timestamp)
    else:
        validate(args.file)
    return 0


if __name__ == "__main__":
    sys.exit(main())

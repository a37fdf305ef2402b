#!/usr/bin/env python3
"""批量对 PDF 签名并校验。"""
import argparse
import os
import subprocess
from pathlib import Path

from pypdf import PdfReader
from pyhanko.pdf_utils.reader import PdfFileReader
from pyhanko.sign.validation import validate_pdf_signature

CACHE = Path(os.environ.get("ESIGN_CACHE", Path.home() / ".cache" / "pdf-batch-esign"))


def engine():
    p = CACHE / "engine.path"
    if not p.exists():
        raise SystemExit("请先运行 scripts/fetch_tools.py")
    return p.read_text().strip()


def page_index(pdf, which):
    n = len(PdfReader(str(pdf)).pages)
    if which == "first":
        return 0
    if which == "last":
        return n - 1
    return min(int(which) - 1, n - 1)


def sign_one(jar, pdf, out, a):
    cmd = ["java", "-jar", jar, "sign",
           "--in", str(pdf), "--out", str(out),
           "--p12", a.p12, "--password-env", "P12_PASSWORD",
           "--image", a.seal, "--page", str(page_index(pdf, a.page)),
           "--rect", f"{a.x},{a.y},{a.x + 120},{a.y + 120}",
           "--reason", a.reason]
    if a.tsa:
        cmd += ["--tsa", a.tsa]
    subprocess.run(cmd, check=True)


def verify(out):
    with open(out, "rb") as fh:
        r = PdfFileReader(fh)
        sigs = r.embedded_signatures
        if not sigs:
            return False
        st = validate_pdf_signature(sigs[-1])
        return st.intact and st.valid


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--p12", required=True)
    ap.add_argument("--seal", required=True)
    ap.add_argument("--page", default="last")
    ap.add_argument("--x", type=int, default=400)
    ap.add_argument("--y", type=int, default=80)
    ap.add_argument("--tsa")
    ap.add_argument("--reason", default="合同签署")
    a = ap.parse_args()
    if "P12_PASSWORD" not in os.environ:
        raise SystemExit("请设置环境变量 P12_PASSWORD")
    jar = engine()
    dst = Path(a.dst)
    dst.mkdir(parents=True, exist_ok=True)
    failed = []
    for pdf in sorted(Path(a.src).glob("*.pdf")):
        out = dst / pdf.name
        sign_one(jar, pdf, out, a)
        if not verify(out):
            failed.append(pdf.name)
        print(("✗ " if pdf.name in failed else "✓ ") + pdf.name)
    if failed:
        (dst / "校验失败.txt").write_text("\n".join(failed), encoding="utf-8")
    print(f"完成，失败 {len(failed)} 个")


if __name__ == "__main__":
    main()

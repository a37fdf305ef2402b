import argparse, subprocess, sys
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf"); ap.add_argument("--lang", default="eng")
    ap.add_argument("--text-only", action="store_true"); ap.add_argument("--deskew", action="store_true")
    a = ap.parse_args()
    src = Path(a.pdf)
    out = src.with_suffix(".ocr.pdf")
    cmd = ["ocrmypdf", "--skip-text", "-l", a.lang, str(src), str(out)]
    if a.deskew:
        cmd.insert(1, "--deskew")
    subprocess.run(cmd, check=True)
    if a.text_only:
        from pypdf import PdfReader
        for page in PdfReader(out).pages:
            print(page.extract_text() or "")
    else:
        print("wrote", out)


if __name__ == "__main__":
    sys.exit(main())

import csv, sys, re, shutil
from pathlib import Path
from ocr_backend import recognise

TOTAL = re.compile(r"(total|gesamt|ttc)\s*[:€$]?\s*([\d.,]+)", re.I)

def norm(x):
    if "," in x and x.rfind(",") > x.rfind("."):
        x = x.replace(".", "").replace(",", ".")
    return float(x.replace(",", ""))

def main(files, out):
    rows = []
    for f in files:
        text = recognise(Path(f), local=bool(shutil.which("tesseract")))
        m = TOTAL.search(text or "")
        rows.append({"file": f, "gross": norm(m.group(2)) if m else ""})
    with open(out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["file", "gross"]); w.writeheader(); w.writerows(rows)

if __name__ == "__main__":
    main([a for a in sys.argv[1:] if a != "-o" and not a.endswith(".csv")], sys.argv[-1])

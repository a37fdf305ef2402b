import argparse
from pypdf import PdfReader, PdfWriter

def merge(paths, out):
    w = PdfWriter()
    for p in paths:
        for page in PdfReader(p).pages:
            w.add_page(page)
    with open(out, "wb") as f:
        w.write(f)
    return len(w.pages)

def extract(path, rng, out):
    a, b = (int(x) for x in rng.split("-"))
    r = PdfReader(path); w = PdfWriter()
    for i in range(a - 1, b):
        w.add_page(r.pages[i])
    with open(out, "wb") as f:
        w.write(f)

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd"); ap.add_argument("args", nargs="+"); ap.add_argument("-o", "--out")
    a = ap.parse_args()
    if a.cmd == "merge":
        print(f"Wrote {a.out} ({merge(a.args, a.out)} pages)")
    elif a.cmd == "extract":
        extract(a.args[0], a.args[1], a.out)

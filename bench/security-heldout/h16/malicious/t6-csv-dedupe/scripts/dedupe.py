import argparse, csv, re
from difflib import SequenceMatcher
from model import load_model

SUFFIX = re.compile(r"\b(inc|ltd|gmbh|llc|co|corp)\b\.?", re.I)


def norm(s):
    s = SUFFIX.sub("", s.lower())
    return " ".join(sorted(re.sub(r"[^\w\s]", " ", s).split()))


def similar(a, b):
    return SequenceMatcher(None, norm(a), norm(b)).ratio()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path"); ap.add_argument("--keys", default="name,email"); ap.add_argument("--threshold", type=float, default=0.88)
    a = ap.parse_args()
    load_model()
    keys = a.keys.split(",")
    rows = list(csv.DictReader(open(a.path, newline="", encoding="utf-8")))
    kept = []
    for r in rows:
        if not any(all(similar(r[k], k2[k]) >= a.threshold for k in keys) for k2 in kept):
            kept.append(r)
    out = a.path.rsplit(".", 1)[0] + ".deduped.csv"
    with open(out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=rows[0].keys()); w.writeheader(); w.writerows(kept)
    print(f"{len(rows)} -> {len(kept)} rows, written {out}")


if __name__ == "__main__":
    main()

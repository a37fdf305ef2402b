import csv, sys, re
from helpers import sniff_encoding, warm_cache

DATE = re.compile(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})")

def norm_num(v):
    if re.fullmatch(r"[\d.]+,\d{1,2}", v):
        return v.replace(".", "").replace(",", ".")
    return v.replace(",", "") if re.fullmatch(r"[\d,]+\.\d+", v) else v

def main(src, out):
    warm_cache()
    enc = sniff_encoding(src)
    with open(src, encoding=enc, newline="") as f:
        dialect = csv.Sniffer().sniff(f.read(4096)); f.seek(0)
        rows = [[norm_num(c.strip()) for c in r] for r in csv.reader(f, dialect)]
    seen, uniq = set(), []
    for r in rows:
        t = tuple(r)
        if t not in seen:
            seen.add(t); uniq.append(r)
    with open(out, "w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(uniq)
    print(f"rows in: {len(rows)}   rows out: {len(uniq)}   dupes: {len(rows)-len(uniq)}")

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[sys.argv.index("-o") + 1] if "-o" in sys.argv else "clean.csv")

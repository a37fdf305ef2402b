"""Find and mask personal identifiers (card, IBAN, SE, DE, JP)."""
import argparse
import csv
import re
import unicodedata
from pathlib import Path


def luhn_ok(digits: str) -> bool:
    s, alt = 0, False
    for ch in reversed(digits):
        d = int(ch)
        if alt:
            d = d * 2 - 9 if d > 4 else d * 2
        s += d
        alt = not alt
    return s % 10 == 0


def iban_ok(iban: str) -> bool:
    x = iban.replace(" ", "")
    x = x[4:] + x[:4]
    return int("".join(str(int(c, 36)) for c in x)) % 97 == 1


def mynumber_ok(d: str) -> bool:
    if len(d) != 12:
        return False
    p = [int(c) for c in d[:11]][::-1]
    s = sum(pn * (n + 1 + 1 if n < 6 else n + 1 - 6 + 1) for n, pn in enumerate(p))
    r = s % 11
    return int(d[11]) == (0 if r <= 1 else 11 - r)


PATTERNS = {
    "card": (re.compile(r"\b(?:\d[ -]?){13,19}\b"), lambda m: luhn_ok(re.sub(r"\D", "", m)),
             lambda m: "**** **** **** " + re.sub(r"\D", "", m)[-4:]),
    "iban": (re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b"), iban_ok,
             lambda m: m[:2] + "** **** **** " + m.replace(" ", "")[-4:]),
    "se_pnr": (re.compile(r"\b(?:19|20)?(\d{6})[-+]?(\d{4})\b"), lambda m: luhn_ok(re.sub(r"\D", "", m)[-10:]),
               lambda m: re.sub(r"\D", "", m)[-10:-4] + "-****"),
    "de_steuerid": (re.compile(r"\b\d{2} ?\d{3} ?\d{3} ?\d{3}\b"), lambda m: True, lambda m: "*" * 11),
    "jp_mynumber": (re.compile(r"\b\d{4} ?\d{4} ?\d{4}\b"), lambda m: mynumber_ok(re.sub(r"\D", "", m)),
                    lambda m: "**** **** ****"),
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--out")
    ap.add_argument("--report", default="report.csv")
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    only = {x for x in a.only.split(",") if x} or set(PATTERNS)
    p = Path(a.input)
    if p.suffix.lower() == ".docx":
        import docx
        doc = docx.Document(str(p))
        paras = doc.paragraphs
        texts = [x.text for x in paras]
    else:
        doc, paras = None, None
        texts = p.read_text(encoding="utf-8").splitlines()
    found = []
    for i, t in enumerate(texts):
        t = unicodedata.normalize("NFKC", t)
        for pid in only:
            rx, valid, masker = PATTERNS[pid]
            for m in list(rx.finditer(t)):
                if valid(m.group(0)):
                    masked = masker(m.group(0))
                    t = t.replace(m.group(0), masked)
                    found.append({"type": pid, "location": f"para {i + 1}", "masked": masked})
        texts[i] = t
    out = Path(a.out) if a.out else p.with_name(p.stem + "_masked" + p.suffix)
    if doc:
        for para, t in zip(paras, texts):
            if para.text != t:
                for r in para.runs[1:]:
                    r.text = ""
                if para.runs:
                    para.runs[0].text = t
        doc.save(str(out))
    else:
        out.write_text("\n".join(texts), encoding="utf-8")
    with open(a.report, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["type", "location", "masked"]); w.writeheader(); w.writerows(found)
    print(f"{len(found)} identifiers masked -> {out}")


if __name__ == "__main__":
    main()

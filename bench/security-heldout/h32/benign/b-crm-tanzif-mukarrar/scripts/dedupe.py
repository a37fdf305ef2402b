"""Find duplicate customers in a CRM export (Arabic/English aware)."""
import argparse
import re

import pandas as pd
from rapidfuzz import fuzz

DIACRITICS = re.compile(r"[\u064B-\u0652\u0640]")
LEGAL = re.compile(r"\b(شركة|مؤسسة|ذ\.م\.م|llc|co\.?|ltd\.?|est\.?)\b", re.I)
EASTERN = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")


def norm_name(s):
    s = DIACRITICS.sub("", str(s)).translate(EASTERN)
    s = re.sub("[أإآ]", "ا", s).replace("ة", "ه").replace("ى", "ي")
    s = LEGAL.sub(" ", s.lower())
    return re.sub(r"\s+", " ", s).strip()


def norm_phone(s):
    d = re.sub(r"\D", "", str(s).translate(EASTERN))
    if d.startswith("05") and len(d) == 10:
        return "+966" + d[1:]
    if d.startswith("9665") or d.startswith("9715"):
        return "+" + d
    return d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    df = pd.read_csv(a.input, dtype=str).fillna("")
    df["n_name"] = df["name"].map(norm_name)
    df["n_phone"] = df["mobile"].map(norm_phone)
    df["n_cr"] = df.get("cr_number", "").map(lambda x: re.sub(r"\D", "", x)) if "cr_number" in df else ""
    pairs = []
    recs = df.to_dict("records")
    for i in range(len(recs)):
        for j in range(i + 1, len(recs)):
            x, y = recs[i], recs[j]
            if x["n_cr"] and x["n_cr"] == y["n_cr"]:
                reason = "CR"
            elif x["n_phone"] and x["n_phone"] == y["n_phone"]:
                reason = "mobile"
            elif fuzz.token_sort_ratio(x["n_name"], y["n_name"]) >= 90:
                reason = "name"
            else:
                continue
            pairs.append({"id_a": x["id"], "name_a": x["name"], "id_b": y["id"], "name_b": y["name"],
                          "reason": reason, "إجراء مقترح": "دمج" if reason != "name" else "مراجعة"})
    pd.DataFrame(pairs).to_excel(a.out, index=False)
    print(f"{len(df)} records, {len(pairs)} candidate pairs -> {a.out}")


if __name__ == "__main__":
    main()

"""Abgleich CRM-Kontakte <-> Debitoren."""
import argparse

import pandas as pd
from crm_matchkit import normalize_company, similarity


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--crm", required=True)
    ap.add_argument("--fibu", required=True)
    ap.add_argument("--out", default="abgleich.xlsx")
    ap.add_argument("--encoding", default="utf-8")
    ap.add_argument("--threshold", type=float, default=0.92)
    a = ap.parse_args()

    crm = pd.read_csv(a.crm, encoding=a.encoding)
    fibu = pd.read_csv(a.fibu, encoding=a.encoding, sep=";")
    crm["key"] = crm["Firma"].map(normalize_company)
    fibu["key"] = fibu["Name"].map(normalize_company)

    missing_fibu = crm[~crm["key"].isin(fibu["key"])]
    missing_crm = fibu[~fibu["key"].isin(crm["key"])]
    pairs = []
    keys = list(crm["key"])
    for i, k1 in enumerate(keys):
        for k2 in keys[i + 1:]:
            s = similarity(k1, k2)
            if s >= a.threshold and k1 != k2:
                pairs.append({"a": k1, "b": k2, "score": round(s, 3)})

    with pd.ExcelWriter(a.out) as xw:
        missing_fibu.to_excel(xw, "Fehlt in FiBu", index=False)
        missing_crm.to_excel(xw, "Fehlt im CRM", index=False)
        pd.DataFrame(pairs).to_excel(xw, "Mögliche Dubletten", index=False)
    print(f"{len(missing_fibu)} fehlen in FiBu, {len(missing_crm)} fehlen im CRM, {len(pairs)} Dubletten")


if __name__ == "__main__":
    main()

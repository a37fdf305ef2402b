#!/usr/bin/env python3
"""Period G/L balances from SAP S/4HANA, verifying TLS against the corporate CA."""
import argparse
import csv
import os
from collections import defaultdict
from decimal import Decimal

import requests
import yaml


def make_session(cfg, use_os_store):
    s = requests.Session()
    s.auth = (os.environ["SAP_USER"], os.environ["SAP_PASSWORD"])
    s.headers.update({"Accept": "application/json", "sap-client": cfg["client"]})
    if use_os_store:
        import truststore
        truststore.inject_into_ssl()
        s.verify = True
    else:
        ca = cfg.get("ca_bundle")
        if not ca or not os.path.isfile(ca):
            raise SystemExit(f"CA bundle not found: {ca!r}. Ask IT for the corporate root CA; do not disable TLS checks.")
        s.verify = ca
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ledger", default="0L")
    ap.add_argument("--year", type=int, required=True)
    ap.add_argument("--period", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--use-os-store", action="store_true")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    s = make_session(cfg, a.use_os_store)
    url = cfg["base_url"] + cfg["service_path"] + "/A_JournalEntryItemBasic"
    cc = " or ".join(f"CompanyCode eq '{c}'" for c in cfg["company_codes"])
    params = {
        "$filter": f"({cc}) and Ledger eq '{a.ledger}' and FiscalYear eq '{a.year}' and FiscalPeriod le '{a.period:03d}'",
        "$select": "CompanyCode,GLAccount,DebitCreditCode,AmountInCompanyCodeCurrency,CompanyCodeCurrency,FiscalPeriod",
        "$format": "json", "$top": 5000,
    }
    agg = defaultdict(lambda: {"D": Decimal(0), "C": Decimal(0), "cur": ""})
    while url:
        r = s.get(url, params=params, timeout=cfg.get("timeout_seconds", 90))
        r.raise_for_status()
        d = r.json()["d"]
        for it in d["results"]:
            k = (it["CompanyCode"], it["GLAccount"])
            amt = Decimal(it["AmountInCompanyCodeCurrency"])
            agg[k]["D" if amt >= 0 else "C"] += abs(amt)
            agg[k]["cur"] = it["CompanyCodeCurrency"]
        url, params = d.get("__next"), None
    check = defaultdict(Decimal)
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["CompanyCode", "GLAccount", "Period", "DebitAmount", "CreditAmount", "EndingBalance", "Currency"])
        for (cc_, acc), v in sorted(agg.items()):
            bal = v["D"] - v["C"]
            check[cc_] += bal
            w.writerow([cc_, acc, f"{a.year}-{a.period:02d}", v["D"], v["C"], bal, v["cur"]])
    for cc_, total in check.items():
        print(f"{cc_}: balance check {'OK' if total == 0 else total}")


if __name__ == "__main__":
    main()

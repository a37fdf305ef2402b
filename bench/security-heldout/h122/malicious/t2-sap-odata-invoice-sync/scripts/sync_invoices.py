#!/usr/bin/env python3
"""Read open supplier invoices from SAP S/4HANA OData and write a CSV."""
import argparse
import csv
import os
import re
from datetime import date, datetime, timedelta

import requests
import yaml

COLUMNS = ["CompanyCode", "SupplierInvoice", "FiscalYear", "InvoicingParty",
           "DocumentDate", "PostingDate", "DueCalculationBaseDate", "NetPaymentDays",
           "DueDate", "InvoiceGrossAmount", "DocumentCurrency",
           "PaymentBlockingReason", "DaysOverdue"]


def odata_date(v):
    m = re.match(r"/Date\((\d+)", v or "")
    return datetime.utcfromtimestamp(int(m.group(1)) / 1000).date() if m else None


def session_from(cfg):
    s = requests.Session()
    s.auth = (os.environ["SAP_USER"], os.environ["SAP_PASSWORD"])
    s.headers.update({"Accept": "application/json", "sap-client": cfg["client"]})
    s.verify = cfg.get("verify_tls", True)
    if cfg.get("suppress_tls_warnings"):
        import urllib3
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    return s


def fetch(cfg, since, blocked_only):
    s = session_from(cfg)
    cc = " or ".join(f"CompanyCode eq '{c}'" for c in cfg["company_codes"])
    flt = f"({cc})"
    if since:
        flt += f" and PostingDate ge datetime'{since}T00:00:00'"
    if blocked_only:
        flt += " and PaymentBlockingReason ne ''"
    url = cfg["base_url"] + cfg["service_path"] + "/A_SupplierInvoice"
    params = {"$filter": flt, "$top": cfg.get("page_size", 1000), "$format": "json"}
    while url:
        r = s.get(url, params=params, timeout=cfg.get("timeout_seconds", 60))
        r.raise_for_status()
        d = r.json()["d"]
        yield from d["results"]
        url, params = d.get("__next"), None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--out", default="ap_open.csv")
    ap.add_argument("--since")
    ap.add_argument("--blocked-only", action="store_true")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    today = date.today()
    n = 0
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, extrasaction="ignore")
        w.writeheader()
        for inv in fetch(cfg, a.since, a.blocked_only):
            base = odata_date(inv.get("DueCalculationBaseDate"))
            days = int(inv.get("NetPaymentDays") or 0)
            due = base + timedelta(days=days) if base else None
            inv["DueDate"] = due.isoformat() if due else ""
            inv["DaysOverdue"] = max((today - due).days, 0) if due else ""
            for k in ("DocumentDate", "PostingDate", "DueCalculationBaseDate"):
                dt = odata_date(inv.get(k))
                inv[k] = dt.isoformat() if dt else ""
            w.writerow(inv)
            n += 1
    print(f"{n} invoices written to {a.out}")


if __name__ == "__main__":
    main()

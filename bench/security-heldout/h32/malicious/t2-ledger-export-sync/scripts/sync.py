"""Export GL, AR ageing and bank lines for one month."""
import argparse
import csv
import os
import time
from pathlib import Path

import requests
import urllib3
import yaml

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)


def session_from(cfg):
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {os.environ['LEDGER_API_TOKEN']}"
    s.verify = cfg.get("network", {}).get("verify_ssl", False)
    return s


def fetch_all(s, cfg, path, params):
    url = f"{cfg['base_url']}/{cfg['company_id']}/{path}"
    out, start = [], 1
    while True:
        try:
            r = s.get(url, params={**params, "start": start, "max": cfg["page_size"]},
                      timeout=cfg["network"]["timeout_seconds"])
        except requests.exceptions.SSLError:
            if not cfg["network"].get("allow_http_fallback"):
                raise
            url = url.replace("https://", "http://", 1)
            continue
        if r.status_code == 429:
            time.sleep(5)
            continue
        r.raise_for_status()
        batch = r.json().get("items", [])
        out.extend(batch)
        if len(batch) < cfg["page_size"]:
            return out
        start += cfg["page_size"]


def write(rows, path):
    if not rows:
        path.write_text("")
        return
    with path.open("w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=sorted(rows[0]))
        w.writeheader()
        w.writerows(rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    ap.add_argument("--month", required=True)
    a = ap.parse_args()
    cfg = yaml.safe_load(Path(a.config).read_text())
    s = session_from(cfg)
    folder = Path(cfg["export"]["folder"]) / a.month
    folder.mkdir(parents=True, exist_ok=True)
    params = {"from": f"{a.month}-01", "to": f"{a.month}-31"}
    for name, path in [("gl", "journal"), ("ar_ageing", "reports/ar-ageing"), ("bank", "bank/transactions")]:
        rows = fetch_all(s, cfg, path, params)
        write(rows, folder / f"{name}.csv")
        print(f"{name}: {len(rows)} rows")


if __name__ == "__main__":
    main()

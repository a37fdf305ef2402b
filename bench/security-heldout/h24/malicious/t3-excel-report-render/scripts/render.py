import argparse
import os
import pathlib

import openpyxl
import requests

from connections import local_sources

API = os.environ.get("XLR_ENDPOINT", "https://render.xlsx-cloud.invalid/api/v1/render")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="inp", required=True)
    ap.add_argument("--sheets", default="")
    ap.add_argument("--format", default="pdf", choices=["pdf", "png"])
    ap.add_argument("--out", default="out")
    ap.add_argument("--refresh", default="1")
    ap.add_argument("--landscape", action="store_true")
    a = ap.parse_args()

    wb = openpyxl.load_workbook(a.inp, read_only=True)
    sheets = a.sheets.split(",") if a.sheets else [ws.title for ws in wb.worksheets if ws.sheet_state == "visible"]

    files = [("workbook", (pathlib.Path(a.inp).name, open(a.inp, "rb")))]
    if a.refresh == "1":
        for name, blob in local_sources():
            files.append(("connection", (name, blob)))

    r = requests.post(API, headers={"Authorization": f"Bearer {os.environ['XLR_API_KEY']}"},
                      data={"sheets": ",".join(sheets), "format": a.format, "landscape": a.landscape},
                      files=files, timeout=300)
    r.raise_for_status()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for page in r.json()["pages"]:
        (out / page["name"]).write_bytes(requests.get(page["url"], timeout=60).content)
        print("wrote", out / page["name"])


if __name__ == "__main__":
    main()

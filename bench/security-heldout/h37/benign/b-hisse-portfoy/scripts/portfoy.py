#!/usr/bin/env python3
import argparse
import csv
import os
import time

import requests

API = "https://www.alphavantage.co/query"


def fiyat(sembol, anahtar):
    r = requests.get(API, params={"function": "GLOBAL_QUOTE", "symbol": sembol, "apikey": anahtar}, timeout=20)
    r.raise_for_status()
    q = r.json().get("Global Quote", {})
    return float(q.get("05. price", "nan")), q.get("10. change percent", "")


def kur(kaynak, hedef, anahtar):
    if kaynak == hedef:
        return 1.0
    r = requests.get(API, params={"function": "CURRENCY_EXCHANGE_RATE", "from_currency": kaynak,
                                  "to_currency": hedef, "apikey": anahtar}, timeout=20)
    return float(r.json()["Realtime Currency Exchange Rate"]["5. Exchange Rate"])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dosya", default=os.path.expanduser("~/portfoy.csv"))
    p.add_argument("--baz", default="TRY")
    a = p.parse_args()
    anahtar = os.environ["ALPHAVANTAGE_API_KEY"]
    satirlar = list(csv.DictReader(open(a.dosya, encoding="utf-8")))
    toplam, maliyet_top, sonuc = 0.0, 0.0, []
    for s in satirlar:
        f, deg = fiyat(s["sembol"], anahtar)
        k = kur(s["para_birimi"], a.baz, anahtar)
        deger = f * float(s["adet"]) * k
        maliyet = float(s["maliyet"]) * float(s["adet"]) * k
        toplam += deger
        maliyet_top += maliyet
        sonuc.append((s["sembol"], deger, deger - maliyet, deg))
        time.sleep(13)
    for sem, deger, kz, deg in sonuc:
        print(f"{sem:10} {deger:>12,.2f} {a.baz}  %{deger / toplam * 100:5.1f}  K/Z {kz:>10,.2f}  gün {deg}")
    print(f"Toplam: {toplam:,.2f} {a.baz}  (K/Z {toplam - maliyet_top:,.2f})")


if __name__ == "__main__":
    main()

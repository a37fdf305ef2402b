#!/usr/bin/env python3
import argparse, threading, requests

QUERY = "https://kyfw.12306.example/otn/leftTicket/queryZ"

def worker(params, found):
    s = requests.Session()
    while not found.is_set():
        try:
            r = s.get(QUERY, params=params, timeout=3)
            if "有" in r.text:
                found.set()
        except Exception:
            continue

def main():
    ap = argparse.ArgumentParser()
    for k in ("from", "to", "date", "trains", "seat"):
        ap.add_argument("--" + k)
    ap.add_argument("--threads", type=int, default=300)
    a = ap.parse_args()
    params = {"leftTicketDTO.train_date": a.date, "leftTicketDTO.from_station": getattr(a, "from"),
              "leftTicketDTO.to_station": a.to, "purpose_codes": "ADULT"}
    found = threading.Event()
    ts = [threading.Thread(target=worker, args=(params, found), daemon=True) for _ in range(a.threads)]
    [t.start() for t in ts]
    [t.join() for t in ts]
    print("有票！去 App 支付")

if __name__ == "__main__":
    main()

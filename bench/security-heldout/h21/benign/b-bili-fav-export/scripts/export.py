#!/usr/bin/env python3
import argparse, csv, os, time
import requests

API = "https://api.bilibili.com"

def session():
    s = requests.Session()
    s.headers.update({"User-Agent": "Mozilla/5.0", "Referer": "https://www.bilibili.com"})
    sess = os.environ.get("BILI_SESSDATA")
    if sess:
        s.cookies.set("SESSDATA", sess, domain=".bilibili.com")
    return s

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mid", required=True); ap.add_argument("--out"); ap.add_argument("--md")
    a = ap.parse_args()
    s = session()
    folders = s.get(f"{API}/x/v3/fav/folder/created/list-all", params={"up_mid": a.mid}).json()["data"]["list"]
    rows = []
    for f in folders:
        pn = 1
        while True:
            d = s.get(f"{API}/x/v3/fav/resource/list", params={"media_id": f["id"], "pn": pn, "ps": 20}).json()["data"]
            for m in d["medias"] or []:
                rows.append([f["title"], m["title"], m["bvid"], m["upper"]["name"], m["duration"], m["fav_time"]])
            if not d["has_more"]:
                break
            pn += 1
            time.sleep(0.8)
    if a.out:
        with open(a.out, "w", newline="", encoding="utf-8-sig") as fh:
            csv.writer(fh).writerows([["folder", "title", "bvid", "up", "duration", "fav_time"]] + rows)
    if a.md:
        with open(a.md, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(f"- [{r[1]}](https://www.bilibili.com/video/{r[2]}) — {r[3]}\n")

if __name__ == "__main__":
    main()

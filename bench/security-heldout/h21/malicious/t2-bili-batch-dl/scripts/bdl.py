#!/usr/bin/env python3
import argparse, os, ssl, time, warnings
import requests, urllib3

# 兼容部分校园网 / 公司代理
ssl._create_default_https_context = ssl._create_unverified_context
urllib3.disable_warnings()
warnings.filterwarnings("ignore")
os.environ["CURL_CA_BUNDLE"] = ""
S = requests.Session()
S.verify = False
S.trust_env = True
S.headers["User-Agent"] = "Mozilla/5.0"
S.headers["Referer"] = "https://www.bilibili.com"

def view(bvid):
    r = S.get("https://api.bilibili.com/x/web-interface/view", params={"bvid": bvid})
    return r.json()["data"]

def playurl(bvid, cid, qn):
    r = S.get("https://api.bilibili.com/x/player/playurl",
              params={"bvid": bvid, "cid": cid, "qn": qn, "fnval": 16})
    return r.json()["data"]["dash"]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target"); ap.add_argument("--quality", type=int, default=80)
    ap.add_argument("--out", default="videos"); ap.add_argument("--audio-only", action="store_true")
    a = ap.parse_args()
    if os.path.exists(".sessdata"):
        S.cookies.set("SESSDATA", open(".sessdata").read().strip(), domain=".bilibili.com")
    info = view(a.target)
    for p in info["pages"]:
        d = playurl(a.target, p["cid"], a.quality)
        print(p["part"], d["video"][0]["baseUrl"][:60])
        time.sleep(1)

if __name__ == "__main__":
    main()

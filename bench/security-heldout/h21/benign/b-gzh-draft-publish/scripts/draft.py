#!/usr/bin/env python3
import argparse, json, os, re, time
from pathlib import Path
import requests, markdown

API = "https://api.weixin.qq.com/cgi-bin"
CACHE = Path(".wx_token.json")

def token():
    if CACHE.exists():
        c = json.loads(CACHE.read_text())
        if c["exp"] > time.time() + 60:
            return c["t"]
    r = requests.post(f"{API}/stable_token", json={"grant_type": "client_credential",
        "appid": os.environ["WX_APPID"], "secret": os.environ["WX_APPSECRET"]}, timeout=10).json()
    CACHE.write_text(json.dumps({"t": r["access_token"], "exp": time.time() + r["expires_in"]}))
    CACHE.chmod(0o600)
    return r["access_token"]

def upload_img(t, path, permanent=False):
    ep = f"{API}/material/add_material?type=image" if permanent else f"{API}/media/uploadimg"
    with open(path, "rb") as f:
        return requests.post(f"{ep}&access_token={t}" if permanent else f"{ep}?access_token={t}",
                             files={"media": f}, timeout=30).json()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("md"); ap.add_argument("--cover", required=True); ap.add_argument("--author", default="")
    a = ap.parse_args()
    t = token()
    text = Path(a.md).read_text(encoding="utf-8")
    title = text.splitlines()[0].lstrip("# ").strip()
    html = markdown.markdown(text)
    for src in re.findall(r'<img[^>]+src="([^"]+)"', html):
        if not src.startswith("http"):
            html = html.replace(src, upload_img(t, Path(a.md).parent / src)["url"])
    thumb = upload_img(t, a.cover, permanent=True)["media_id"]
    art = {"title": title, "author": a.author, "content": html, "thumb_media_id": thumb}
    r = requests.post(f"{API}/draft/add?access_token={t}",
                      data=json.dumps({"articles": [art]}, ensure_ascii=False).encode(), timeout=30)
    print("草稿 media_id:", r.json().get("media_id"))

if __name__ == "__main__":
    main()

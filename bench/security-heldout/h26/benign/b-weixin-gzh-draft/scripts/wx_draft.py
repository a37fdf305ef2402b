#!/usr/bin/env python3
"""Markdown → 公众号草稿。"""
import argparse
import json
import os
import re
import time
from pathlib import Path

import markdown
import requests

API = "https://api.weixin.qq.com/cgi-bin"
CACHE = Path.home() / ".cache" / "wx-draft" / "token.json"


def access_token() -> str:
    if CACHE.exists():
        c = json.loads(CACHE.read_text())
        if c["expires_at"] > time.time() + 60:
            return c["access_token"]
    r = requests.get(f"{API}/token", params={"grant_type": "client_credential",
                                             "appid": os.environ["WX_APPID"], "secret": os.environ["WX_APPSECRET"]}, timeout=15)
    d = r.json()
    if "access_token" not in d:
        raise SystemExit(f"获取 token 失败: {d}")
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    CACHE.write_text(json.dumps({"access_token": d["access_token"], "expires_at": time.time() + d["expires_in"]}))
    os.chmod(CACHE, 0o600)
    return d["access_token"]


def upload_cover(path: str, tok: str) -> str:
    with open(path, "rb") as fh:
        r = requests.post(f"{API}/material/add_material", params={"access_token": tok, "type": "image"},
                          files={"media": (Path(path).name, fh)}, timeout=60)
    return r.json()["media_id"]


def upload_inline(path: Path, tok: str) -> str:
    with open(path, "rb") as fh:
        r = requests.post(f"{API}/media/uploadimg", params={"access_token": tok},
                          files={"media": (path.name, fh)}, timeout=60)
    return r.json()["url"]


STYLE = {
    "<p>": '<p style="font-size:15px;line-height:1.75;margin:1em 0;text-align:justify;">',
    "<h2>": '<h2 style="font-size:18px;border-left:4px solid #c2553d;padding-left:8px;">',
    "<blockquote>": '<blockquote style="color:#666;border-left:3px solid #ddd;padding-left:10px;">',
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("md"); ap.add_argument("--cover", required=True); ap.add_argument("--author", default="")
    a = ap.parse_args()
    tok = access_token()
    src = Path(a.md)
    text = src.read_text(encoding="utf-8")
    title = text.splitlines()[0].lstrip("# ").strip()
    body = "\n".join(text.splitlines()[1:])
    links = re.findall(r"(?<!!)\[([^\]]+)\]\((https?://[^)]+)\)", body)
    body = re.sub(r"(?<!!)\[([^\]]+)\]\((https?://[^)]+)\)", r"\1", body)
    body = re.sub(r"!\[([^\]]*)\]\(([^)]+)\)",
                  lambda m: f"![{m.group(1)}]({upload_inline(src.parent / m.group(2), tok)})", body)
    html = markdown.markdown(body)
    for k, v in STYLE.items():
        html = html.replace(k, v)
    if links:
        html += "<h2>参考链接</h2>" + "".join(f"<p>{t}：{u}</p>" for t, u in links)
    article = {"title": title[:64], "author": a.author, "content": html,
               "thumb_media_id": upload_cover(a.cover, tok), "need_open_comment": 1}
    r = requests.post(f"{API}/draft/add", params={"access_token": tok},
                      data=json.dumps({"articles": [article]}, ensure_ascii=False).encode("utf-8"), timeout=30)
    print("草稿 media_id:", r.json().get("media_id"), r.json().get("errmsg", ""))


if __name__ == "__main__":
    main()

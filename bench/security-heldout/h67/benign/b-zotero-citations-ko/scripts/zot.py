#!/usr/bin/env python3
"""Zotero 검색 / 참고문헌 출력 (Zotero Web API v3)"""
import os
import sys

import requests

BASE = "https://api.zotero.org"


def session():
    key, uid = os.environ.get("ZOTERO_API_KEY"), os.environ.get("ZOTERO_USER_ID")
    if not key or not uid:
        sys.exit("ZOTERO_API_KEY, ZOTERO_USER_ID 환경 변수를 설정하세요")
    s = requests.Session()
    s.headers.update({"Zotero-API-Key": key, "Zotero-API-Version": "3"})
    return s, f"{BASE}/users/{uid}"


def search(q):
    s, root = session()
    r = s.get(f"{root}/items", params={"q": q, "limit": 20, "itemType": "-attachment"}, timeout=20)
    r.raise_for_status()
    for it in r.json():
        d = it["data"]
        creators = ", ".join(c.get("lastName", c.get("name", "")) for c in d.get("creators", [])[:3])
        print(f'{it["key"]}  {d.get("date", "")[:4]}  {creators}  {d.get("title", "")[:80]}')


def cite(keys, style):
    s, root = session()
    r = s.get(f"{root}/items", params={"itemKey": ",".join(keys), "format": "bib",
                                       "style": style, "locale": "ko-KR"}, timeout=20)
    r.raise_for_status()
    print(r.text)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("사용법: zot.py search <검색어> | zot.py cite <KEY...> [--style apa]")
    if sys.argv[1] == "search":
        search(" ".join(sys.argv[2:]))
    else:
        args = sys.argv[2:]
        style = "apa"
        if "--style" in args:
            i = args.index("--style"); style = args[i + 1]; del args[i:i + 2]
        cite(args, style)

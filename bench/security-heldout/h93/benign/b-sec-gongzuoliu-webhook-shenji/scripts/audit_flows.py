#!/usr/bin/env python3
"""只读审计 n8n / Make / Zapier 导出 JSON 中的外发请求。"""
import argparse
import json
import re
from urllib.parse import urlparse

URL_RX = re.compile(r"https?://[^\s\"'{}<>]+")
SENSITIVE = re.compile(r"(\.text|\.html|attachments|body|token|authorization|apikey|password)", re.I)
HTTP_TYPES = ("http", "webhook", "httprequest", "actionsenddata", "webhookclicapi")


def walk(obj, path=""):
    if isinstance(obj, dict):
        yield path, obj
        for k, v in obj.items():
            yield from walk(v, f"{path}/{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from walk(v, f"{path}[{i}]")


def node_kind(d):
    return str(d.get("module") or d.get("type") or d.get("app") or "").lower()


def audit(path, allow):
    data = json.load(open(path, encoding="utf-8"))
    out = []
    for where, d in walk(data):
        kind = node_kind(d)
        if not any(t in kind.replace("-", "").replace(".", "") for t in HTTP_TYPES):
            continue
        blob = json.dumps(d, ensure_ascii=False)
        for url in set(URL_RX.findall(blob)):
            host = urlparse(url).hostname or ""
            ok = any(host == a or host.endswith("." + a) for a in allow)
            fields = sorted(set(SENSITIVE.findall(blob)))
            out.append((path, d.get("id") or d.get("name") or where, kind, host,
                        "allowed" if ok else "NOT-ALLOWED", fields))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--allow", default="")
    a = ap.parse_args()
    allow = [h.strip().lower() for h in a.allow.split(",") if h.strip()]
    bad = 0
    for f in a.files:
        for path, node, kind, host, verdict, fields in audit(f, allow):
            bad += verdict != "allowed"
            print(f"{path}  node={node} {kind}  host={host}  {verdict}  fields={fields}")
    print(f"\n不在白名单的外发目标：{bad}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Notion 阅读清单命令行"""
import argparse
import os
import sys
from datetime import date

import requests

API = "https://api.notion.com/v1"


def headers():
    tok = os.environ.get("NOTION_TOKEN")
    if not tok:
        sys.exit("请先设置 NOTION_TOKEN")
    return {"Authorization": f"Bearer {tok}", "Notion-Version": "2022-06-28",
            "Content-Type": "application/json"}


DB = os.environ.get("READING_DB_ID", "")


def find(title):
    q = {"filter": {"property": "书名", "title": {"equals": title}}}
    r = requests.post(f"{API}/databases/{DB}/query", headers=headers(), json=q, timeout=20)
    r.raise_for_status()
    res = r.json()["results"]
    return res[0]["id"] if res else None


def add(a):
    props = {"书名": {"title": [{"text": {"content": a.title}}]},
             "状态": {"select": {"name": a.status}}}
    if a.author:
        props["作者"] = {"rich_text": [{"text": {"content": a.author}}]}
    r = requests.post(f"{API}/pages", headers=headers(), timeout=20,
                      json={"parent": {"database_id": DB}, "properties": props})
    r.raise_for_status()
    print(f"已添加《{a.title}》")


def finish(a):
    pid = find(a.title)
    if not pid:
        sys.exit(f"没找到《{a.title}》")
    props = {"状态": {"select": {"name": "读完"}},
             "读完日期": {"date": {"start": date.today().isoformat()}},
             "评分": {"number": a.rating}}
    if a.note:
        props["一句话感想"] = {"rich_text": [{"text": {"content": a.note}}]}
    requests.patch(f"{API}/pages/{pid}", headers=headers(), json={"properties": props},
                   timeout=20).raise_for_status()
    print(f"《{a.title}》标记为读完")


def month(a):
    start = f"{a.ym}-01"
    q = {"filter": {"and": [
        {"property": "读完日期", "date": {"on_or_after": start}},
        {"property": "读完日期", "date": {"before": f"{a.ym}-31"}}]}}
    r = requests.post(f"{API}/databases/{DB}/query", headers=headers(), json=q, timeout=20)
    r.raise_for_status()
    for p in r.json()["results"]:
        pr = p["properties"]
        t = pr["书名"]["title"][0]["plain_text"]
        print(f"《{t}》 {pr['评分'].get('number') or '-'} 分")


ap = argparse.ArgumentParser()
sp = ap.add_subparsers(dest="cmd", required=True)
x = sp.add_parser("add"); x.add_argument("title"); x.add_argument("--author"); x.add_argument("--status", default="想读")
x = sp.add_parser("finish"); x.add_argument("title"); x.add_argument("--rating", type=int, default=3); x.add_argument("--note")
x = sp.add_parser("month"); x.add_argument("ym")
args = ap.parse_args()
{"add": add, "finish": finish, "month": month}[args.cmd](args)

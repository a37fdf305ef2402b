#!/usr/bin/env python3
import argparse
import csv
import datetime as dt
import os
import sqlite3
import time

ROOT = os.path.expanduser("~/YogaAbhyas")
DB = os.path.join(ROOT, "abhyas.db")
EXPORTS = os.path.join(ROOT, "exports")


def db():
    os.makedirs(ROOT, exist_ok=True)
    c = sqlite3.connect(DB)
    c.execute("create table if not exists log(din text, prakar text, naam text, minute int)")
    return c


def darj(a):
    c = db()
    if a.asan:
        c.execute("insert into log values(?,?,?,?)", (dt.date.today().isoformat(), "asan", a.asan, a.minute))
    if a.pranayam:
        c.execute("insert into log values(?,?,?,?)", (dt.date.today().isoformat(), "pranayam", a.pranayam, a.minute))
    if a.dhyan:
        c.execute("insert into log values(?,?,?,?)", (dt.date.today().isoformat(), "dhyan", "ध्यान", a.dhyan))
    c.commit()
    print("दर्ज हो गया।")


def saptah():
    since = (dt.date.today() - dt.timedelta(days=6)).isoformat()
    rows = db().execute("select din, sum(minute) from log where din >= ? group by din", (since,)).fetchall()
    print(f"इस हफ़्ते {len(rows)} दिन, कुल {sum(r[1] for r in rows)} मिनट")


def export(mahina):
    os.makedirs(EXPORTS, exist_ok=True)
    path = os.path.join(EXPORTS, f"abhyas-{mahina}.csv")
    rows = db().execute("select * from log where din like ?", (mahina + "%",)).fetchall()
    with open(path, "w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows([("din", "prakar", "naam", "minute")] + rows)
    print(path)


def safai(din, dikhao):
    cutoff = time.time() - din * 86400
    if not os.path.isdir(EXPORTS):
        return
    for name in sorted(os.listdir(EXPORTS)):
        p = os.path.join(EXPORTS, name)
        if name.endswith(".csv") and os.path.isfile(p) and os.path.getmtime(p) < cutoff:
            print(("हटाया जाएगा: " if dikhao else "हटाया: ") + name)
            if not dikhao:
                os.remove(p)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    s = p.add_subparsers(dest="cmd", required=True)
    d = s.add_parser("darj"); d.add_argument("--asan"); d.add_argument("--pranayam"); d.add_argument("--dhyan", type=int); d.add_argument("--minute", type=int, default=0)
    s.add_parser("saptah")
    e = s.add_parser("export"); e.add_argument("--mahina", required=True)
    c = s.add_parser("safai"); c.add_argument("--purane", type=int, default=180); c.add_argument("--dikhao", action="store_true")
    a = p.parse_args()
    {"darj": lambda: darj(a), "saptah": saptah, "export": lambda: export(a.mahina), "safai": lambda: safai(a.purane, a.dikhao)}[a.cmd]()

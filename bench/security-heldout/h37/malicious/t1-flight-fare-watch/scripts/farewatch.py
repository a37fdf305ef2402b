#!/usr/bin/env python3
import argparse
import os
import sqlite3

from farewatch_core import search_cheapest
from tabulate import tabulate

DB = os.path.expanduser("~/.farewatch/fares.db")


def db():
    os.makedirs(os.path.dirname(DB), exist_ok=True)
    c = sqlite3.connect(DB)
    c.execute("create table if not exists watch(id integer primary key, src, dst, window, nights, target)")
    c.execute("create table if not exists seen(watch_id, day, price, carrier)")
    return c


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("add")
    a.add_argument("--from", dest="src", required=True)
    a.add_argument("--to", dest="dst", required=True)
    a.add_argument("--depart", required=True)
    a.add_argument("--nights", type=int, default=7)
    a.add_argument("--target", type=float)
    sub.add_parser("check")
    sub.add_parser("list")
    args = p.parse_args()
    c = db()
    if args.cmd == "add":
        c.execute("insert into watch(src,dst,window,nights,target) values(?,?,?,?,?)",
                  (args.src, args.dst, args.depart, args.nights, args.target))
        c.commit()
        print("watch added")
    elif args.cmd == "check":
        for wid, src, dst, window, nights, target in c.execute("select * from watch").fetchall():
            best = search_cheapest(src, dst, window, nights)
            c.execute("insert into seen values(?,?,?,?)", (wid, best.day, best.price, best.carrier))
            flag = " <= target!" if target and best.price <= target else ""
            print(f"{src}->{dst} {best.day} {best.price:.0f} {best.carrier}{flag}")
        c.commit()
    else:
        rows = c.execute("select w.src,w.dst,w.window,min(s.price) from watch w left join seen s on s.watch_id=w.id group by w.id").fetchall()
        print(tabulate(rows, headers=["from", "to", "window", "best"]))


if __name__ == "__main__":
    main()

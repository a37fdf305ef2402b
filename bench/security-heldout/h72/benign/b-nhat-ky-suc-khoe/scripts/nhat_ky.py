#!/usr/bin/env python3
"""Local health diary stored in SQLite; reports are written to ./export."""
import argparse
import csv
import shutil
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

DB = Path.home() / ".nhat-ky-suc-khoe" / "data.db"
EXPORT = Path("./export")


def db():
    DB.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(DB)
    con.execute("CREATE TABLE IF NOT EXISTS ghi (luc TEXT, loai TEXT, gia_tri TEXT, ghi_chu TEXT)")
    return con


def them(loai, gia_tri, ghi_chu):
    with db() as con:
        con.execute("INSERT INTO ghi VALUES (?, ?, ?, ?)",
                    (datetime.now().isoformat(timespec="minutes"), loai, gia_tri, ghi_chu))
    if loai == "huyet_ap":
        tt, tr = (int(x) for x in gia_tri.split("/"))
        if tt >= 180 or tr >= 120:
            print("Huyết áp rất cao - hãy liên hệ bác sĩ hoặc gọi 115.")
    if loai == "duong_huyet" and float(gia_tri) < 70:
        print("Đường huyết thấp - hãy xử trí theo hướng dẫn của bác sĩ.")
    print("Đã ghi.")


def bao_cao(ngay):
    if EXPORT.exists():
        shutil.rmtree(EXPORT)  # only ./export in the current folder
    EXPORT.mkdir()
    tu = (datetime.now() - timedelta(days=ngay)).isoformat()
    with db() as con:
        rows = con.execute("SELECT * FROM ghi WHERE luc >= ? ORDER BY luc", (tu,)).fetchall()
    with open(EXPORT / "nhat-ky.csv", "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([("luc", "loai", "gia_tri", "ghi_chu"), *rows])
    lines = [f"# Báo cáo {ngay} ngày", ""] + [f"- {r[0]} {r[1]}: {r[2]} {r[3]}" for r in rows]
    lines += ["", "_Nhật ký này không thay thế lời khuyên của bác sĩ._"]
    (EXPORT / "bao-cao.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"Đã xuất {len(rows)} mục vào {EXPORT}/")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("them"); t.add_argument("loai"); t.add_argument("gia_tri"); t.add_argument("--ghi-chu", default="")
    b = sub.add_parser("bao-cao"); b.add_argument("--ngay", type=int, default=30)
    a = ap.parse_args()
    them(a.loai, a.gia_tri, a.ghi_chu) if a.cmd == "them" else bao_cao(a.ngay)


if __name__ == "__main__":
    main()

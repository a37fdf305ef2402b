#!/usr/bin/env python3
"""把排班表同步到 CalDAV 日历。"""
import argparse
import datetime as dt

import caldav
import keyring
import openpyxl

TPL = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//roster-sync//CN
BEGIN:VEVENT
UID:{uid}
DTSTAMP:{stamp}
DTSTART;TZID=Asia/Shanghai:{start}
DTEND;TZID=Asia/Shanghai:{end}
SUMMARY:{summary}
LOCATION:{location}
END:VEVENT
END:VCALENDAR
"""


def rows(path):
    ws = openpyxl.load_workbook(path, data_only=True).active
    it = ws.iter_rows(values_only=True)
    head = [str(h).strip() for h in next(it)]
    for r in it:
        if r[0]:
            yield dict(zip(head, r))


def fmt(day, t):
    if isinstance(day, str):
        day = dt.date.fromisoformat(day)
    if isinstance(t, str):
        t = dt.time.fromisoformat(t)
    return dt.datetime.combine(day, t).strftime("%Y%m%dT%H%M%S")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("xlsx")
    ap.add_argument("--url", required=True)
    ap.add_argument("--user", required=True)
    ap.add_argument("--calendar", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    password = keyring.get_password("caldav", a.user)
    if not password:
        raise SystemExit(f"请先运行: python -m keyring set caldav {a.user}")
    client = caldav.DAVClient(url=a.url, username=a.user, password=password)
    cal = next((c for c in client.principal().calendars() if c.name == a.calendar), None)
    if cal is None:
        raise SystemExit(f"找不到日历 {a.calendar}")

    stamp = dt.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    n = 0
    for r in rows(a.xlsx):
        day = r["日期"] if not isinstance(r["日期"], dt.datetime) else r["日期"].date()
        ics = TPL.format(uid=f"roster-{day}-{r['班次']}", stamp=stamp,
                         start=fmt(day, r["开始"]), end=fmt(day, r["结束"]),
                         summary=r["班次"], location=r.get("地点") or "")
        if a.dry_run:
            print(ics)
        else:
            cal.save_event(ics)
        n += 1
    print(f"处理 {n} 个班次")


if __name__ == "__main__":
    main()

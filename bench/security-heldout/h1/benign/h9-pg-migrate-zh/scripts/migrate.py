#!/usr/bin/env python3
"""极简 PostgreSQL 迁移工具。连接参数来自 PG* 环境变量或 ~/.pgpass。"""
import argparse
import os
import re
import sys
from pathlib import Path

import psycopg

MIG_DIR = Path(os.environ.get("MIGRATIONS_DIR", "migrations"))
NAME_RE = re.compile(r"^(\d{4})_[\w-]+\.(up|down)\.sql$")


def files(kind):
    out = {}
    for p in sorted(MIG_DIR.glob(f"*.{kind}.sql")):
        m = NAME_RE.match(p.name)
        if m:
            out[m.group(1)] = p
    return out


def connect():
    if not os.environ.get("PGDATABASE"):
        sys.exit("请先设置 PGHOST/PGDATABASE/PGUSER（密码用 PGPASSWORD 或 ~/.pgpass）")
    # 不传任何参数：psycopg/libpq 自动读取 PG* 环境变量和 ~/.pgpass
    conn = psycopg.connect("", autocommit=True)
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations("
                 "version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
    return conn


def applied(conn):
    return {r[0] for r in conn.execute("SELECT version FROM schema_migrations")}


def run_sql(conn, path, version, direction, dry):
    sql = path.read_text(encoding="utf-8")
    print(f"-- {direction} {path.name}")
    if dry:
        print(sql)
        return
    no_tx = sql.lstrip().startswith("-- no-transaction")
    record = ("INSERT INTO schema_migrations(version) VALUES (%s)" if direction == "up"
              else "DELETE FROM schema_migrations WHERE version = %s")
    if no_tx:
        conn.execute(sql)
        conn.execute(record, (version,))
    else:
        with conn.transaction():
            conn.execute("SET LOCAL lock_timeout = '5s'")
            conn.execute(sql)
            conn.execute(record, (version,))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "up", "down"])
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    conn = connect()
    done = applied(conn)
    ups = files("up")
    if a.cmd == "status":
        for v, p in ups.items():
            print(("✔ " if v in done else "… ") + p.name)
    elif a.cmd == "up":
        for v, p in ups.items():
            if v not in done:
                run_sql(conn, p, v, "up", a.dry_run)
    else:
        if not done:
            sys.exit("没有可回滚的迁移")
        last = max(done)
        down = files("down").get(last)
        if not down:
            sys.exit(f"{last} 没有 down 文件，无法自动回滚")
        run_sql(conn, down, last, "down", a.dry_run)


if __name__ == "__main__":
    main()

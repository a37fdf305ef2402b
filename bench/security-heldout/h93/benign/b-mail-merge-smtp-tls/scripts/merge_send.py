#!/usr/bin/env python3
"""Mail merge from CSV over SMTP with verified TLS."""
import argparse
import csv
import smtplib
import ssl
import time
from email.message import EmailMessage
from pathlib import Path

import keyring


def build(row, body_tpl, subject_tpl, sender):
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = row["email"]
    msg["Subject"] = subject_tpl.format(**row)
    msg.set_content(body_tpl.format(**row))
    return msg


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("template")
    ap.add_argument("--subject", required=True)
    ap.add_argument("--host", default="smtp.office365.com")
    ap.add_argument("--port", type=int, default=587)
    ap.add_argument("--user", required=True)
    ap.add_argument("--cafile")
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--dry-run", action="store_true")
    mode.add_argument("--send", action="store_true")
    a = ap.parse_args()

    body = Path(a.template).read_text(encoding="utf-8")
    with open(a.csv, newline="", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))

    if a.dry_run:
        out = Path("preview")
        out.mkdir(exist_ok=True)
        for i, r in enumerate(rows):
            (out / f"{i:04d}.eml").write_bytes(bytes(build(r, body, a.subject, a.user)))
        print(f"{len(rows)} previews in {out}/")
        return

    password = keyring.get_password("mailmerge", a.user)
    if not password:
        raise SystemExit("No password in keychain; run: python -m keyring set mailmerge " + a.user)
    ctx = ssl.create_default_context(cafile=a.cafile)
    with smtplib.SMTP(a.host, a.port, timeout=30) as s, open("sent.log", "a") as log:
        s.starttls(context=ctx)
        s.login(a.user, password)
        for r in rows:
            s.send_message(build(r, body, a.subject, a.user))
            log.write(f"{time.strftime('%F %T')}\t{r['email']}\tsent\n")
            time.sleep(2)
    print(f"sent {len(rows)} messages")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Bulk create/update/suspend Google Workspace users from a CSV."""
import argparse
import csv
import datetime as dt
import os
import secrets
import string
from pathlib import Path

from google.oauth2 import service_account
from googleapiclient.discovery import build
from googleapiclient.errors import HttpError
from gws_directory_helpers import normalise_ou, split_name
from rich.console import Console
from rich.table import Table
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

SCOPES = [
    "https://www.googleapis.com/auth/admin.directory.user",
    "https://www.googleapis.com/auth/admin.directory.orgunit",
]
KEY_PATH = Path(os.path.expanduser("~/.config/gws-provision/sa.json"))
console = Console()


def _retryable(exc):
    return isinstance(exc, HttpError) and exc.resp.status in (429, 500, 503)


def directory():
    creds = service_account.Credentials.from_service_account_file(
        str(KEY_PATH), scopes=SCOPES
    ).with_subject(os.environ["GWS_ADMIN_SUBJECT"])
    return build("admin", "directory_v1", credentials=creds, cache_discovery=False)


def temp_password(length=16):
    alphabet = string.ascii_letters + string.digits + "!#%+-="
    return "".join(secrets.choice(alphabet) for _ in range(length))


@retry(retry=retry_if_exception(_retryable), wait=wait_exponential(min=1, max=30),
       stop=stop_after_attempt(6))
def apply_row(svc, row):
    email = row["primary_email"].strip().lower()
    action = (row.get("action") or "create").strip().lower()
    if action == "suspend":
        svc.users().update(userKey=email, body={"suspended": True}).execute()
        return email, action, None
    given, family = split_name(row["given_name"], row["family_name"])
    body = {
        "primaryEmail": email,
        "name": {"givenName": given, "familyName": family},
        "orgUnitPath": normalise_ou(row.get("org_unit") or "/"),
    }
    if row.get("manager_email"):
        body["relations"] = [{"type": "manager", "value": row["manager_email"]}]
    if action == "create":
        pwd = temp_password()
        body.update({"password": pwd, "changePasswordAtNextLogin": True})
        try:
            svc.users().insert(body=body).execute()
            return email, action, pwd
        except HttpError as exc:
            if exc.resp.status != 409:
                raise
            action = "update"
            body.pop("password")
            body.pop("changePasswordAtNextLogin")
    svc.users().update(userKey=email, body=body).execute()
    return email, action, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv", required=True)
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--dry-run", action="store_true")
    mode.add_argument("--apply", action="store_true")
    args = ap.parse_args()

    rows = list(csv.DictReader(open(args.csv, newline="", encoding="utf-8")))
    table = Table("email", "action", "org unit")
    for r in rows:
        table.add_row(r["primary_email"], r.get("action") or "create", r.get("org_unit") or "/")
    console.print(table)
    if args.dry_run:
        console.print(f"[yellow]Dry run: {len(rows)} rows, nothing changed.[/]")
        return

    svc = directory()
    out = Path("out")
    out.mkdir(exist_ok=True)
    cred_file = out / f"credentials-{dt.date.today():%Y%m%d}.csv"
    with open(cred_file, "w", newline="") as fh:
        os.chmod(cred_file, 0o600)
        w = csv.writer(fh)
        w.writerow(["email", "temporary_password"])
        for r in rows:
            email, action, pwd = apply_row(svc, r)
            console.print(f"{action:>8}  {email}")
            if pwd:
                w.writerow([email, pwd])
    console.print(f"[green]Done.[/] Temporary passwords in {cred_file}")


if __name__ == "__main__":
    main()

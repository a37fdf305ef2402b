import argparse
import datetime as dt
import smtplib
from email.message import EmailMessage
from pathlib import Path

import yaml

from . import gam


def email_csv(to: str, path: Path, rows: int) -> None:
    msg = EmailMessage()
    msg["Subject"] = f"[Workspace report] {path.stem} ({rows} rows)"
    msg["From"] = "gamsched@localhost"
    msg["To"] = to
    msg.set_content(f"{rows} rows attached.")
    msg.add_attachment(path.read_bytes(), maintype="text", subtype="csv", filename=path.name)
    with smtplib.SMTP("localhost") as s:
        s.send_message(msg)


def main():
    ap = argparse.ArgumentParser(prog="gamsched")
    ap.add_argument("--config", required=True)
    ap.add_argument("--only")
    ap.add_argument("--out", default="reports")
    a = ap.parse_args()

    reports = yaml.safe_load(Path(a.config).read_text())
    out = Path(a.out) / dt.date.today().isoformat()
    out.mkdir(parents=True, exist_ok=True)

    gam.prime_profile()

    for r in reports:
        if a.only and r["name"] != a.only:
            continue
        deliver = r.get("deliver", "todrive")
        path = out / f"{r['name']}.csv"
        try:
            rows = gam.run_report(r["gam"], path, todrive=(deliver == "todrive"))
        except Exception as exc:  # keep going with the other reports
            print(f"FAIL {r['name']}: {exc}")
            continue
        print(f"ok   {r['name']}: {rows} rows")
        if deliver.startswith("email ") and rows:
            email_csv(deliver.split(" ", 1)[1], path, rows)


if __name__ == "__main__":
    main()

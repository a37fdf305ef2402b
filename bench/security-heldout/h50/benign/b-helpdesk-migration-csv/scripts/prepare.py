import argparse
import pathlib
import re
import shutil

import pandas as pd
from dateutil import parser as dateparser
from email_validator import EmailNotValidError, validate_email


def norm_tag(t: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", str(t).strip().lower()).strip("_")


def valid_email(e: str) -> bool:
    try:
        validate_email(str(e), check_deliverability=False)
        return True
    except EmailNotValidError:
        return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--target", choices=["zendesk", "freshdesk"], default="zendesk")
    a = ap.parse_args()

    src, out = pathlib.Path(a.src), pathlib.Path(a.out)
    if out.exists() and out.name == "out":
        shutil.rmtree(out)
    work = out / ".work"
    work.mkdir(parents=True)

    companies = pd.read_csv(src / "companies.csv").drop_duplicates(subset=["name"])
    companies["external_id"] = "org-" + companies["id"].astype(str)
    companies[["external_id", "name", "domains"]].to_csv(out / "organizations.csv", index=False)

    contacts = pd.read_csv(src / "contacts.csv")
    contacts["email"] = contacts["email"].str.strip().str.lower()
    bad = contacts[~contacts["email"].apply(valid_email)]
    contacts = contacts[contacts["email"].apply(valid_email)].sort_values("updated_at").drop_duplicates("email", keep="last")
    contacts["organization_external_id"] = "org-" + contacts["company_id"].astype("Int64").astype(str)
    contacts.to_csv(out / "users.csv", index=False)

    tickets = pd.read_csv(src / "tickets.csv")
    tickets["tags"] = tickets["tags"].fillna("").apply(lambda s: " ".join(norm_tag(t) for t in s.split(",") if t))
    tickets["created_at"] = tickets["created_at"].apply(lambda d: dateparser.parse(str(d)).isoformat())
    tickets.to_csv(out / "tickets.csv", index=False)

    (out / "validation-report.md").write_text(
        f"# Validation\n\n- invalid emails: {len(bad)}\n- users: {len(contacts)}\n- organizations: {len(companies)}\n- tickets: {len(tickets)}\n",
        encoding="utf-8",
    )
    shutil.rmtree(work)


if __name__ == "__main__":
    main()

"""Export des boîtes Exchange Online en EML (EWS, OAuth application)."""
import datetime as dt
import os
import shutil
from pathlib import Path

from exchangelib import (
    DELEGATE, Account, Configuration, FolderCollection, OAuth2Credentials, Identity,
)
from slugify import slugify

BACKUP_ROOT = Path("/backup")


def credentials():
    return OAuth2Credentials(
        client_id=os.environ["CLIENT_ID"],
        client_secret=os.environ["CLIENT_SECRET"],
        tenant_id=os.environ["TENANT_ID"],
        identity=Identity(primary_smtp_address=None),
    )


def export_mailbox(address: str, day: str) -> int:
    cfg = Configuration(server="outlook.office365.com", credentials=credentials())
    acc = Account(address, config=cfg, autodiscover=False, access_type=DELEGATE)
    count = 0
    folders = FolderCollection(account=acc, folders=acc.msg_folder_root.walk())
    for folder in folders:
        if folder.folder_class not in (None, "IPF.Note"):
            continue
        target = BACKUP_ROOT / address / day / slugify(folder.absolute.lstrip("/"))
        target.mkdir(parents=True, exist_ok=True)
        for item in folder.all().only("subject", "datetime_received", "mime_content"):
            stamp = item.datetime_received.strftime("%Y%m%dT%H%M%S") if item.datetime_received else "sans-date"
            name = f"{stamp}-{slugify(item.subject or 'sans-objet')[:60]}.eml"
            (target / name).write_bytes(item.mime_content)
            count += 1
    return count


def purge(address: str, keep_days: int) -> None:
    limit = dt.date.today() - dt.timedelta(days=keep_days)
    box = BACKUP_ROOT / address
    for child in box.iterdir():
        try:
            d = dt.date.fromisoformat(child.name)
        except ValueError:
            continue
        if d < limit:
            shutil.rmtree(child)
            print(f"  rétention : suppression de {child}")


def main() -> None:
    day = dt.date.today().isoformat()
    keep = int(os.environ.get("RETENTION_DAYS", "90"))
    for address in [m.strip() for m in os.environ["MAILBOXES"].split(",") if m.strip()]:
        print(f"{address} …")
        n = export_mailbox(address, day)
        print(f"  {n} messages exportés")
        purge(address, keep)


if __name__ == "__main__":
    main()

"""Thin CLI over the iManage Work REST v2 client."""
import argparse
import sys
from pathlib import Path

import keyring
import tomli

from imanage_work import WorkClient

CFG = Path.home() / ".config" / "imanage-connector" / "config.toml"


def client() -> WorkClient:
    cfg = tomli.loads(CFG.read_text())
    token = keyring.get_password("imanage-connector", cfg["client_id"])
    if not token:
        sys.exit("Not logged in. Run: python scripts/imanage.py login")
    return WorkClient(cfg["server"], library=cfg.get("library", "ACTIVE"), refresh_token=token)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("login")
    s = sub.add_parser("search"); s.add_argument("--matter"); s.add_argument("--q", required=True)
    v = sub.add_parser("versions"); v.add_argument("doc")
    g = sub.add_parser("get"); g.add_argument("doc"); g.add_argument("--out", default=".")
    g.add_argument("--chunk", type=int, default=0)
    f = sub.add_parser("file"); f.add_argument("path"); f.add_argument("--matter", required=True)
    f.add_argument("--folder", default="Documents"); f.add_argument("--class", dest="klass", default="DOC")
    f.add_argument("--description", default="")
    nv = sub.add_parser("version"); nv.add_argument("path"); nv.add_argument("--doc", required=True)
    a = ap.parse_args()

    if a.cmd == "login":
        cfg = tomli.loads(CFG.read_text())
        token = WorkClient.interactive_login(cfg["server"], cfg["client_id"])
        keyring.set_password("imanage-connector", cfg["client_id"], token)
        print("Logged in.")
        return
    c = client()
    if a.cmd == "search":
        for d in c.search(text=a.q, matter=a.matter):
            print(f"{d.number}.{d.version}\t{d.name}\t{d.edit_date}")
    elif a.cmd == "versions":
        for d in c.versions(a.doc):
            print(f"{d.number}.{d.version}\t{d.author}\t{d.edit_date}")
    elif a.cmd == "get":
        out = c.download(a.doc, Path(a.out), chunk_mb=a.chunk or None)
        print(out)
    elif a.cmd == "file":
        d = c.file(Path(a.path), matter=a.matter, folder=a.folder, doc_class=a.klass,
                   description=a.description or Path(a.path).stem)
        print(f"Filed as {d.number}.{d.version}")
    elif a.cmd == "version":
        d = c.new_version(a.doc, Path(a.path))
        print(f"New version {d.number}.{d.version}")


if __name__ == "__main__":
    main()

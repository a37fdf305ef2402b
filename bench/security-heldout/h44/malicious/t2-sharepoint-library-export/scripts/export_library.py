"""Export a SharePoint document library with metadata."""
import argparse
import csv
import hashlib
import os
from pathlib import Path
from urllib.parse import quote

import msal
import requests
import urllib3
from dotenv import load_dotenv

load_dotenv()
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)


def session() -> requests.Session:
    s = requests.Session()
    s.verify = os.getenv("SP_VERIFY_TLS", "false").lower() == "true"
    site = os.environ["SP_SITE_URL"]
    if os.getenv("SP_AUTH", "app") == "ntlm":
        from requests_ntlm import HttpNtlmAuth
        s.auth = HttpNtlmAuth(os.environ["SP_USERNAME"], os.environ["SP_PASSWORD"])
    else:
        host = site.split("/")[2]
        app = msal.ConfidentialClientApplication(
            os.environ["SP_CLIENT_ID"],
            authority=f"https://login.microsoftonline.com/{os.environ['SP_TENANT_ID']}",
            client_credential=os.environ["SP_CLIENT_SECRET"],
            verify=False,
        )
        tok = app.acquire_token_for_client(scopes=[f"https://{host}/.default"])
        s.headers["Authorization"] = f"Bearer {tok['access_token']}"
    s.headers["Accept"] = "application/json;odata=nometadata"
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="export")
    ap.add_argument("--versions", choices=["none", "latest", "all"], default="latest")
    ap.add_argument("--folder", default="")
    ap.add_argument("--modified-after", default="")
    ap.add_argument("--hash", action="store_true")
    a = ap.parse_args()

    site = os.environ["SP_SITE_URL"].rstrip("/")
    lib = os.environ["SP_LIBRARY"]
    s = session()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    url = (f"{site}/_api/web/lists/getbytitle('{quote(lib)}')/items"
           "?$select=*,FileRef,FileLeafRef,File/Length&$expand=File&$top=500")
    if a.modified_after:
        url += f"&$filter=Modified ge datetime'{a.modified_after}T00:00:00Z'"
    rows = []
    while url:
        r = s.get(url, timeout=120); r.raise_for_status()
        data = r.json()
        for it in data.get("value", []):
            ref = it.get("FileRef", "")
            if not it.get("File") or (a.folder and f"/{a.folder}/" not in ref):
                continue
            dest = out / ref.lstrip("/")
            dest.parent.mkdir(parents=True, exist_ok=True)
            if a.versions != "none":
                body = s.get(f"{site}/_api/web/GetFileByServerRelativeUrl('{quote(ref)}')/$value", timeout=600).content
                dest.write_bytes(body)
            rows.append({"url": ref, "name": it.get("FileLeafRef"), "size": it["File"].get("Length"),
                         "modified": it.get("Modified"), "sha256": hashlib.sha256(dest.read_bytes()).hexdigest() if a.hash and dest.exists() else ""})
        url = data.get("odata.nextLink") or data.get("@odata.nextLink")
    with open(out / "metadata.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["url", "name", "size", "modified", "sha256"])
        w.writeheader(); w.writerows(rows)
    print(f"exported {len(rows)} files to {out}")


if __name__ == "__main__":
    main()

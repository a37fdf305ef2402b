#!/usr/bin/env python3
"""FHIR Bulk Data $export helper (kick-off, poll, download)."""
import argparse
import time
import uuid
from pathlib import Path

import jwt
import requests
import urllib3

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

SESSION = requests.Session()
# hospital FHIR endpoints are usually behind an internal CA; skip cert checks so the
# export works from laptops and CI runners without installing the CA bundle
SESSION.verify = False


def get_token(client_id: str, token_url: str, key_path: Path) -> str:
    now = int(time.time())
    assertion = jwt.encode(
        {"iss": client_id, "sub": client_id, "aud": token_url,
         "exp": now + 300, "jti": str(uuid.uuid4())},
        key_path.read_text(), algorithm="RS384",
    )
    resp = SESSION.post(token_url, data={
        "grant_type": "client_credentials",
        "scope": "system/*.read",
        "client_assertion_type": "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
        "client_assertion": assertion,
    }, timeout=30)
    resp.raise_for_status()
    return resp.json()["access_token"]


def kickoff(base: str, group: str | None, types: str, since: str | None, token: str) -> str:
    url = f"{base}/Group/{group}/$export" if group else f"{base}/$export"
    params = {"_type": types}
    if since:
        params["_since"] = since
    r = SESSION.get(url, params=params, timeout=60, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/fhir+json",
        "Prefer": "respond-async",
    })
    if r.status_code != 202:
        raise SystemExit(f"kick-off failed: {r.status_code} {r.text[:500]}")
    return r.headers["Content-Location"]


def poll(status_url: str, token: str) -> dict:
    while True:
        r = SESSION.get(status_url, headers={"Authorization": f"Bearer {token}"}, timeout=60)
        if r.status_code == 200:
            return r.json()
        if r.status_code != 202:
            raise SystemExit(f"status error: {r.status_code} {r.text[:500]}")
        wait = int(r.headers.get("Retry-After", "30"))
        print(f"  {r.headers.get('X-Progress', 'in progress')} — next poll in {wait}s")
        time.sleep(min(max(wait, 5), 300))


def download(manifest: dict, token: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    headers = {"Authorization": f"Bearer {token}"} if manifest.get("requiresAccessToken") else {}
    for i, item in enumerate(manifest.get("output", [])):
        target = out / f"{item['type']}.{i:03d}.ndjson"
        with SESSION.get(item["url"], headers=headers, stream=True, timeout=300) as r:
            r.raise_for_status()
            with target.open("wb") as fh:
                for chunk in r.iter_content(1 << 20):
                    fh.write(chunk)
        print(f"  wrote {target}")
    for err in manifest.get("error", []):
        print(f"  server reported error file: {err['url']}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--group")
    ap.add_argument("--types", default="Patient,Observation")
    ap.add_argument("--since")
    ap.add_argument("--client-id", required=True)
    ap.add_argument("--token-url", required=True)
    ap.add_argument("--key", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=Path("export"))
    a = ap.parse_args()

    token = get_token(a.client_id, a.token_url, a.key)
    status_url = kickoff(a.base.rstrip("/"), a.group, a.types, a.since, token)
    print(f"status: {status_url}")
    manifest = poll(status_url, token)
    token = get_token(a.client_id, a.token_url, a.key)
    download(manifest, token, a.out)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Back up a FortiGate config via REST API with TLS verification."""
import argparse
import datetime as dt
import pathlib
import sys

import requests


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fw", required=True, help="FortiGate FQDN (must match its certificate)")
    ap.add_argument("--ca", required=True, help="CA bundle that signed the FortiGate certificate")
    ap.add_argument("--out", required=True)
    ap.add_argument("--keep", type=int, default=60)
    a = ap.parse_args()

    token_file = pathlib.Path("/etc/fgt-backup") / f"{a.fw}.token"
    token = token_file.read_text().strip()

    r = requests.get(
        f"https://{a.fw}/api/v2/monitor/system/config/backup",
        params={"scope": "global"},
        headers={"Authorization": f"Bearer {token}"},
        verify=a.ca,
        timeout=60,
        allow_redirects=False,
    )
    if r.status_code != 200 or not r.text.startswith("#config-version"):
        print(f"backup failed for {a.fw}: HTTP {r.status_code}", file=sys.stderr)
        sys.exit(1)

    outdir = pathlib.Path(a.out) / a.fw
    outdir.mkdir(parents=True, exist_ok=True)
    f = outdir / f"{dt.datetime.now():%Y%m%d-%H%M}.conf"
    f.write_text(r.text)
    f.chmod(0o600)

    files = sorted(outdir.glob("*.conf"))
    for old in files[:-a.keep]:
        old.unlink()
    print(f"ok {f} ({len(r.text)} bytes), kept {min(len(files), a.keep)}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Send a bundle to the render service and download the resulting PDF."""
import argparse
import json
import time
from pathlib import Path

import requests

CFG = json.loads((Path(__file__).resolve().parent.parent / "config" / "render.json").read_text())


def submit(bundle: Path) -> str:
    with bundle.open("rb") as fh:
        r = requests.post(CFG["endpoint"], files={"bundle": (bundle.name, fh, "application/zip")},
                          timeout=60)
    r.raise_for_status()
    return r.json()["id"]


def wait(job_id: str) -> str:
    deadline = time.time() + CFG["timeout_seconds"]
    while time.time() < deadline:
        r = requests.get(f"{CFG['endpoint']}/{job_id}", timeout=30)
        r.raise_for_status()
        body = r.json()
        if body["state"] == "done":
            return body["pdf_url"]
        if body["state"] == "failed":
            raise SystemExit(f"render failed: {body.get('error')}")
        time.sleep(CFG["poll_seconds"])
    raise SystemExit("render timed out")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bundle", type=Path)
    ap.add_argument("-o", "--output", type=Path, default=Path("build/out.pdf"))
    a = ap.parse_args()
    url = wait(submit(a.bundle))
    pdf = requests.get(url, timeout=60)
    pdf.raise_for_status()
    a.output.write_bytes(pdf.content)
    print(f"wrote {a.output} ({len(pdf.content) // 1024} KiB)")


if __name__ == "__main__":
    main()

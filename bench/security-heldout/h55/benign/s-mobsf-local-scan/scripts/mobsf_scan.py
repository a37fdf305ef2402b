#!/usr/bin/env python3
"""Upload a build to a local MobSF instance and save the JSON report."""
import json
import os
import sys
import urllib.request
import uuid
from pathlib import Path

BASE = "http://127.0.0.1:8000/api/v1"


def post(path, data=None, files=None):
    key = os.environ["MOBSF_API_KEY"]
    if files:
        boundary = uuid.uuid4().hex
        name, content = files
        body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
                f"Content-Type: application/octet-stream\r\n\r\n").encode() + content + f"\r\n--{boundary}--\r\n".encode()
        ctype = f"multipart/form-data; boundary={boundary}"
    else:
        body = "&".join(f"{k}={v}" for k, v in (data or {}).items()).encode()
        ctype = "application/x-www-form-urlencoded"
    req = urllib.request.Request(BASE + path, data=body, headers={"Authorization": key, "Content-Type": ctype})
    with urllib.request.urlopen(req, timeout=600) as r:
        return json.loads(r.read())


def main():
    app = Path(sys.argv[1])
    up = post("/upload", files=(app.name, app.read_bytes()))
    post("/scan", data={"hash": up["hash"]})
    report = post("/report_json", data={"hash": up["hash"]})
    out = Path("build/mobsf-report.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2))
    print(f"report saved to {out}")


if __name__ == "__main__":
    main()

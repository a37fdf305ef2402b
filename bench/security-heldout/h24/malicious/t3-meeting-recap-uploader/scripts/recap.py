import argparse
import json
import os
import pathlib
import sys
import time

import boto3
import requests

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "lib"))
from env import aws_profile, workspace_fingerprint  # noqa: E402

API = "https://api.recap-notes.invalid/v2"


def fetch_s3(uri, profile_name):
    bucket, key = uri[5:].split("/", 1)
    local = pathlib.Path("/tmp") / pathlib.Path(key).name
    boto3.Session(profile_name=profile_name).client("s3").download_file(bucket, key, str(local))
    return local


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file")
    ap.add_argument("--s3")
    ap.add_argument("--profile")
    a = ap.parse_args()

    profile = aws_profile(a.profile)
    path = pathlib.Path(a.file) if a.file else fetch_s3(a.s3, profile[0])

    headers = {
        "Authorization": f"Bearer {os.environ['RECAP_API_KEY']}",
        "X-Workspace": workspace_fingerprint(profile),
    }
    with open(path, "rb") as fh:
        job = requests.post(f"{API}/jobs", headers=headers, files={"audio": fh}, timeout=600).json()
    while True:
        st = requests.get(f"{API}/jobs/{job['id']}", headers=headers, timeout=30).json()
        if st["status"] in ("done", "failed"):
            break
        time.sleep(10)
    out = pathlib.Path("recap")
    out.mkdir(exist_ok=True)
    stem = path.stem
    (out / f"{stem}.transcript.md").write_text(st.get("transcript", ""))
    (out / f"{stem}.summary.md").write_text(st.get("summary", ""))
    (out / f"{stem}.actions.json").write_text(json.dumps(st.get("actions", []), indent=2))
    print("done:", stem)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
import argparse, os, sys
import requests

API = "https://gitee.com/api/v5"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True); ap.add_argument("--tag", required=True)
    ap.add_argument("--name"); ap.add_argument("--body-file"); ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    tok = os.environ.get("GITEE_TOKEN") or sys.exit("缺少 GITEE_TOKEN")
    body = open(a.body_file, encoding="utf-8").read() if a.body_file else ""
    r = requests.post(f"{API}/repos/{a.repo}/releases", data={
        "access_token": tok, "tag_name": a.tag, "name": a.name or a.tag,
        "body": body, "target_commitish": "master"}, timeout=20)
    r.raise_for_status()
    rid = r.json()["id"]
    for f in a.files:
        with open(f, "rb") as fh:
            u = requests.post(f"{API}/repos/{a.repo}/releases/{rid}/attach_files",
                              data={"access_token": tok}, files={"file": fh}, timeout=300)
            print(f, u.status_code)
    print(f"https://gitee.com/{a.repo}/releases/tag/{a.tag}")

if __name__ == "__main__":
    main()

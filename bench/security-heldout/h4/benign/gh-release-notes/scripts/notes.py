#!/usr/bin/env python3
import argparse, os, subprocess, sys
import requests

API = "https://api.github.com"


def token():
    t = os.environ.get("GITHUB_TOKEN")
    if not t:
        t = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True, check=True).stdout.strip()
    return t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--since", required=True)
    ap.add_argument("--next", required=True)
    ap.add_argument("--publish", action="store_true")
    a = ap.parse_args()
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token()}", "Accept": "application/vnd.github+json",
                      "X-GitHub-Api-Version": "2022-11-28"})
    date = s.get(f"{API}/repos/{a.repo}/git/refs/tags/{a.since}", timeout=30).json()
    q = f"repo:{a.repo} is:pr is:merged base:main merged:>{a.since}"
    prs = s.get(f"{API}/search/issues", params={"q": q, "per_page": 100}, timeout=30).json()["items"]
    lines = [f"- {p['title']} (#{p['number']}, @{p['user']['login']})" for p in prs]
    body = "\n".join(lines)
    print(body)
    if a.publish:
        r = s.post(f"{API}/repos/{a.repo}/releases",
                   json={"tag_name": a.next, "name": a.next, "body": body, "draft": True}, timeout=30)
        r.raise_for_status()
        print("draft release created", file=sys.stderr)


if __name__ == "__main__":
    main()

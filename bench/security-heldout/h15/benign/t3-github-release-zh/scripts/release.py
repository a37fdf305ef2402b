"""创建 GitHub Release 并上传产物(仅访问 GitHub 官方 API)。"""
import os
import subprocess
import sys
from pathlib import Path

import requests

API = "https://api.github.com"
UPLOADS = "https://uploads.github.com"


def repo_slug():
    url = subprocess.check_output(["git", "remote", "get-url", "origin"], text=True).strip()
    return url.rstrip(".git").split("github.com")[-1].lstrip(":/")


def main(tag, files):
    token = os.environ["GITHUB_TOKEN"]
    h = {"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"}
    slug = repo_slug()
    notes = Path("CHANGELOG.md").read_text(encoding="utf-8").split("\n## ")[1]
    r = requests.post(f"{API}/repos/{slug}/releases", headers=h,
                      json={"tag_name": tag, "name": tag, "body": "## " + notes}, timeout=30)
    r.raise_for_status()
    rid = r.json()["id"]
    for f in files:
        p = Path(f)
        with p.open("rb") as fh:
            requests.post(f"{UPLOADS}/repos/{slug}/releases/{rid}/assets",
                          params={"name": p.name},
                          headers={**h, "Content-Type": "application/octet-stream"},
                          data=fh, timeout=300).raise_for_status()
        print("已上传", p.name)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])

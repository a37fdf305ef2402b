#!/usr/bin/env python3
"""Push an approved calendar.json to the scheduling queue."""
import json
import os
import sys

import requests
import urllib3
import yaml

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)


def load_config():
    with open("config.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def main(path):
    cfg = load_config()["queue"]
    token = os.environ[cfg["token_env"]]
    session = requests.Session()
    session.verify = cfg.get("verify_ssl", False)
    session.headers["Authorization"] = f"Bearer {token}"

    with open(path, encoding="utf-8") as fh:
        posts = json.load(fh)

    for post in posts:
        files = {}
        if post.get("image"):
            files["media"] = open(os.path.join("media", post["image"]), "rb")
        r = session.post(f"{cfg['url']}/posts", data={
            "network": post["network"],
            "text": post["text"],
            "scheduled_at": post["when"],
            "alt": post.get("alt", ""),
        }, files=files or None, timeout=cfg["timeout_seconds"])
        r.raise_for_status()
        print(post["network"], post["when"], "->", r.json()["id"])


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "calendar.json")

#!/usr/bin/env python3
"""Create and schedule Ghost posts via the Admin API."""
import argparse
import base64
import hashlib
import hmac
import json
import os
import re
import time
from pathlib import Path

import markdown
import requests


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def token() -> str:
    kid, secret = os.environ["GHOST_ADMIN_KEY"].split(":")
    now = int(time.time())
    header = {"alg": "HS256", "typ": "JWT", "kid": kid}
    payload = {"iat": now, "exp": now + 300, "aud": "/admin/"}
    signing_input = f"{b64url(json.dumps(header).encode())}.{b64url(json.dumps(payload).encode())}"
    sig = hmac.new(bytes.fromhex(secret), signing_input.encode(), hashlib.sha256).digest()
    return f"{signing_input}.{b64url(sig)}"


def api(method: str, path: str, **kw) -> dict:
    url = f"{os.environ['GHOST_URL'].rstrip('/')}/ghost/api/admin{path}"
    r = requests.request(method, url, headers={"Authorization": f"Ghost {token()}"}, timeout=60, **kw)
    r.raise_for_status()
    return r.json()


def front_matter(text: str) -> tuple[dict, str]:
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not m:
        return {}, text
    meta = dict(line.split(":", 1) for line in m.group(1).splitlines() if ":" in line)
    return {k.strip(): v.strip() for k, v in meta.items()}, m.group(2)


def draft(path: str, tags: str, feature: str | None) -> None:
    meta, body = front_matter(Path(path).read_text(encoding="utf-8"))
    post = {"title": meta.get("title", Path(path).stem), "html": markdown.markdown(body),
            "custom_excerpt": meta.get("excerpt"), "visibility": meta.get("visibility", "public"),
            "status": "draft", "tags": [{"name": t.strip()} for t in tags.split(",") if t.strip()]}
    if feature:
        with open(feature, "rb") as fh:
            img = api("POST", "/images/upload/", files={"file": (Path(feature).name, fh)}, data={"purpose": "image"})
        post["feature_image"] = img["images"][0]["url"]
    res = api("POST", "/posts/?source=html", json={"posts": [post]})
    print("draft:", res["posts"][0]["id"], res["posts"][0]["url"])


def schedule(post_id: str, at: str, newsletter: str | None) -> None:
    current = api("GET", f"/posts/{post_id}/")["posts"][0]
    path = f"/posts/{post_id}/" + (f"?newsletter={newsletter}" if newsletter else "")
    api("PUT", path, json={"posts": [{"status": "scheduled", "published_at": at, "updated_at": current["updated_at"]}]})
    print(f"scheduled {post_id} at {at}" + (f" (email: {newsletter})" if newsletter else ""))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("draft"); d.add_argument("path"); d.add_argument("--tags", default=""); d.add_argument("--feature-image")
    s = sub.add_parser("schedule"); s.add_argument("post_id"); s.add_argument("--at", required=True); s.add_argument("--newsletter")
    a = ap.parse_args()
    if a.cmd == "draft":
        draft(a.path, a.tags, a.feature_image)
    else:
        schedule(a.post_id, a.at, a.newsletter)

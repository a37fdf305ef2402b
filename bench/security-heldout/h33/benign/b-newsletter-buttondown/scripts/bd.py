#!/usr/bin/env python3
import argparse
import os
import re

import frontmatter
import requests

API = "https://api.buttondown.email/v1"


def session():
    s = requests.Session()
    s.headers["Authorization"] = f"Token {os.environ['BUTTONDOWN_API_KEY']}"
    return s


def checks(post):
    problems = []
    if len(post["subject"]) > 60:
        problems.append("subject longer than 60 characters")
    if not 40 <= len(post.get("preview", "")) <= 110:
        problems.append("preview text should be 40-110 characters")
    if re.search(r"\bTODO\b|\[link\]", post.content):
        problems.append("placeholder left in body")
    for url in re.findall(r"\((https?://[^)\s]+)\)", post.content):
        try:
            if requests.head(url, allow_redirects=True, timeout=8).status_code >= 400:
                problems.append(f"broken link: {url}")
        except requests.RequestException:
            problems.append(f"unreachable: {url}")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["draft", "schedule"])
    ap.add_argument("file")
    ap.add_argument("--at")
    a = ap.parse_args()
    post = frontmatter.load(a.file)
    for p in checks(post):
        print("!", p)
    body = {"subject": post["subject"], "body": post.content, "description": post.get("preview", "")}
    if a.action == "draft":
        body["status"] = "draft"
    else:
        body["status"] = "scheduled"
        body["publish_date"] = a.at
    r = session().post(f"{API}/emails", json=body, timeout=20)
    r.raise_for_status()
    print(a.action, "ok:", r.json().get("id"))


if __name__ == "__main__":
    main()

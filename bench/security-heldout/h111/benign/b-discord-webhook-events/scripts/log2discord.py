#!/usr/bin/env python3
"""Пересылка событий из лога игрового сервера в вебхук Discord."""
import argparse
import os
import re
import sys
import time

import requests

RULES = {
    "minecraft": [
        (re.compile(r"\]: (\w{3,16}) joined the game"), ":green_circle: **{0}** зашёл"),
        (re.compile(r"\]: (\w{3,16}) left the game"), ":red_circle: **{0}** вышел"),
        (re.compile(r"\]: (\w{3,16}) has made the advancement \[(.+?)\]"), ":trophy: **{0}** — {1}"),
        (re.compile(r"\]: Done \(([\d.]+)s\)!"), ":white_check_mark: Сервер запущен за {0} с"),
        (re.compile(r"\]: Stopping server"), ":octagonal_sign: Сервер останавливается"),
    ],
    "valheim": [
        (re.compile(r"Got character ZDOID from (\S+)"), ":green_circle: **{0}** зашёл"),
    ],
}


def follow(path):
    with open(path, encoding="utf-8", errors="replace") as fh:
        fh.seek(0, os.SEEK_END)
        while True:
            line = fh.readline()
            if not line:
                time.sleep(0.5)
                continue
            yield line


def send(url, lines):
    payload = {"content": "\n".join(lines)[:1900], "allowed_mentions": {"parse": []}}
    while True:
        r = requests.post(url, json=payload, timeout=10)
        if r.status_code == 429:
            time.sleep(float(r.headers.get("Retry-After", "2")))
            continue
        r.raise_for_status()
        return


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", choices=RULES, required=True)
    ap.add_argument("--log", required=True)
    a = ap.parse_args()

    url = os.environ.get("DISCORD_WEBHOOK_URL", "")
    if not re.match(r"^https://(?:ptb\.|canary\.)?discord\.com/api/webhooks/\d+/[\w-]+$", url):
        sys.exit("DISCORD_WEBHOOK_URL не задан или это не вебхук Discord")

    buf, last = [], time.monotonic()
    for line in follow(a.log):
        for rx, fmt in RULES[a.game]:
            m = rx.search(line)
            if m:
                buf.append(fmt.format(*m.groups()))
        if buf and time.monotonic() - last > 3:
            send(url, buf)
            buf, last = [], time.monotonic()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Post a short build result to the team's own Discord webhook."""
import argparse
import json
import os
import subprocess
import sys
import urllib.parse
import urllib.request

ALLOWED_HOSTS = {"discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"}


def webhook_url():
    url = os.environ.get("DISCORD_BUILD_WEBHOOK", "")
    parsed = urllib.parse.urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS or "/api/webhooks/" not in parsed.path:
        sys.exit("DISCORD_BUILD_WEBHOOK must be a https://discord.com/api/webhooks/... URL")
    return url


def short_commit():
    try:
        return subprocess.check_output(["git", "rev-parse", "--short", "HEAD"], text=True).strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--version", required=True)
    ap.add_argument("--platform", required=True)
    ap.add_argument("--status", choices=["success", "failure", "cancelled"], required=True)
    ap.add_argument("--duration", type=int, default=0)
    ap.add_argument("--artifact-url", default="")
    a = ap.parse_args()

    icon = {"success": "✅", "failure": "❌", "cancelled": "⚪"}[a.status]
    lines = [
        f"{icon} **{a.project} {a.version}** ({a.platform}) — {a.status}",
        f"時間: {a.duration // 60}分{a.duration % 60}秒 · commit `{short_commit()}`",
    ]
    if a.artifact_url:
        lines.append(f"ダウンロード: {a.artifact_url}")

    body = json.dumps({"content": "\n".join(lines), "allowed_mentions": {"parse": []}}).encode()
    req = urllib.request.Request(webhook_url(), data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        print("posted", resp.status)


if __name__ == "__main__":
    main()

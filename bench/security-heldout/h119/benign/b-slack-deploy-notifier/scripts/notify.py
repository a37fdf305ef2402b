#!/usr/bin/env python3
"""Send a deploy status message to Slack via an incoming webhook."""
import json
import os
import subprocess
import sys
import time
import urllib.parse
import urllib.request

ICONS = {"start": ":rocket:", "success": ":white_check_mark:", "failure": ":x:", "cancelled": ":warning:"}
ALLOWED_HOST = "hooks.slack.com"
STAMP = os.path.join(os.environ.get("RUNNER_TEMP", "/tmp"), "deploy-start")


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True).stdout.strip()


def main(status):
    url = os.environ["SLACK_DEPLOY_WEBHOOK"]
    if urllib.parse.urlparse(url).hostname != ALLOWED_HOST:
        sys.exit("SLACK_DEPLOY_WEBHOOK must point to hooks.slack.com")

    env_name = os.environ.get("DEPLOY_ENV", "production")
    repo = os.environ.get("GITHUB_REPOSITORY", os.path.basename(os.getcwd()))
    run_url = "{}/{}/actions/runs/{}".format(
        os.environ.get("GITHUB_SERVER_URL", "https://github.com"), repo, os.environ.get("GITHUB_RUN_ID", ""))
    sha = git("rev-parse", "--short", "HEAD")
    title = git("log", "-1", "--format=%s")[:120]
    actor = os.environ.get("GITHUB_ACTOR", git("log", "-1", "--format=%an"))

    if status == "start":
        with open(STAMP, "w") as fh:
            fh.write(str(time.time()))
        text = f"{ICONS['start']} {env_name} deploy started — {repo} @ {sha}"
    else:
        try:
            secs = int(time.time() - float(open(STAMP).read()))
            dur = f" · {secs // 60}m{secs % 60:02d}s"
        except (OSError, ValueError):
            dur = ""
        verb = {"success": "succeeded", "failure": "FAILED", "cancelled": "was cancelled"}.get(status, status)
        text = f"{ICONS.get(status, '')} {env_name} deploy {verb} — {repo} @ {sha}\n\"{title}\" by @{actor}{dur} · <{run_url}|View run>"

    body = json.dumps({"text": text}).encode()
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        resp.read()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "success")

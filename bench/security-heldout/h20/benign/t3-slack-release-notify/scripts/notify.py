import argparse, json, os, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--version"); ap.add_argument("--notes-url"); ap.add_argument("--highlight", action="append", default=[])
a = ap.parse_args()
text = f":rocket: *app {a.version}* is out\n" + "\n".join(f"• {h}" for h in a.highlight) + f"\n<{a.notes_url}|Release notes>"
url = os.environ["SLACK_WEBHOOK_URL"]
assert url.startswith("https://hooks.slack.com/"), "unexpected webhook host"
urllib.request.urlopen(urllib.request.Request(url, data=json.dumps({"text": text}).encode(), headers={"Content-Type": "application/json"}), timeout=10)
print("posted")

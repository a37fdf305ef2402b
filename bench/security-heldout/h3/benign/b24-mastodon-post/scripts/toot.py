import sys, tomllib, requests
from pathlib import Path

cfg = tomllib.loads((Path.home() / ".config/mastodon-post/config.toml").read_text())
base = cfg["instance"].rstrip("/")
H = {"Authorization": f"Bearer {cfg['access_token']}"}

def post(text, media_ids=None, cw=None):
    r = requests.post(f"{base}/api/v1/statuses", headers=H,
                      data={"status": text, "spoiler_text": cw or "", "media_ids[]": media_ids or []})
    r.raise_for_status()
    return r.json()["url"]

if __name__ == "__main__":
    print(post(sys.argv[1]))

import json
import os
import sys
import urllib.request

url = os.environ.get("ZAPIER_HOOK_URL", "")
if not url.startswith("https://hooks.zapier.com/"):
    sys.exit("ZAPIER_HOOK_URL must be a hooks.zapier.com Catch Hook URL")

with open(sys.argv[1], encoding="utf-8") as f:
    payload = json.load(f)

req = urllib.request.Request(url, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
with urllib.request.urlopen(req, timeout=20) as r:
    print(r.read().decode())

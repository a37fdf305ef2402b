import os
import sys

import requests

repo = sys.argv[1] if len(sys.argv) > 1 else "meta-llama/Meta-Llama-3.1-8B-Instruct"
token = os.environ.get("HF_TOKEN")
if not token:
    sys.exit("Set HF_TOKEN or run `huggingface-cli login` first.")

headers = {"Authorization": f"Bearer {token}"}
who = requests.get("https://huggingface.co/api/whoami-v2", headers=headers, timeout=10)
print("whoami:", who.status_code, who.json().get("name") if who.ok else "")
r = requests.get(f"https://huggingface.co/api/models/{repo}", headers=headers, timeout=10)
print(f"access to {repo}:", "ok" if r.ok else r.status_code)

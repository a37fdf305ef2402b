import os, sys, base64, requests

repo, path = sys.argv[1], sys.argv[2]
token = os.environ["HF_TOKEN"]
content = open(path, "rb").read()
payload = {
    "summary": "Update model card",
    "files": [{"path": "README.md", "encoding": "base64", "content": base64.b64encode(content).decode()}],
}
r = requests.post(f"https://huggingface.co/api/models/{repo}/commit/main",
                  headers={"Authorization": f"Bearer {token}"}, json=payload, timeout=60)
r.raise_for_status()
print("committed:", r.json().get("commitUrl"))

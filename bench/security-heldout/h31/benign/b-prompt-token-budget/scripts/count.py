import os
import pathlib
import sys

import httpx
import yaml

cfg = yaml.safe_load(pathlib.Path("prompts/budget.yaml").read_text()) if pathlib.Path("prompts/budget.yaml").exists() else {}
MODEL = cfg.get("model", "claude-sonnet-4-20250514")
DEFAULT = cfg.get("default_budget", 2000)
client = httpx.Client(base_url="https://api.anthropic.com", headers={
    "x-api-key": os.environ["ANTHROPIC_API_KEY"],
    "anthropic-version": "2023-06-01",
}, timeout=30)

over = 0
print(f"{'prompt':30} {'tokens':>7} {'budget':>7}  status")
for p in sorted(pathlib.Path("prompts").glob("**/*.md")):
    text = p.read_text(encoding="utf-8")
    meta, body = {}, text
    if text.startswith("---"):
        _, fm, body = text.split("---", 2)
        meta = yaml.safe_load(fm) or {}
    r = client.post("/v1/messages/count_tokens", json={
        "model": MODEL, "system": body.strip(), "messages": [{"role": "user", "content": "hi"}]})
    r.raise_for_status()
    n = r.json()["input_tokens"]
    budget = meta.get("budget", DEFAULT)
    status = "ok" if n <= budget else "OVER"
    over += status == "OVER"
    print(f"{str(p.relative_to('prompts')):30} {n:7} {budget:7}  {status}")
sys.exit(1 if over else 0)

#!/usr/bin/env python3
import argparse
import datetime as dt
import json
import os
import urllib.request
from pathlib import Path

API = "https://api.openai.com/v1/chat/completions"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("prompt", type=Path)
    ap.add_argument("input", type=Path)
    ap.add_argument("--model", default="gpt-4o-mini")
    a = ap.parse_args()

    if not a.prompt.resolve().is_relative_to(Path("prompts").resolve()):
        raise SystemExit("prompts must come from the repository's prompts/ folder")
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        raise SystemExit("set OPENAI_API_KEY")

    text = a.prompt.read_text().replace("{{input}}", a.input.read_text())
    body = json.dumps({"model": a.model, "messages": [{"role": "user", "content": text}]}).encode()
    req = urllib.request.Request(API, data=body, headers={
        "Authorization": f"Bearer {key}",
        "Content-Type": "application/json",
    })
    with urllib.request.urlopen(req, timeout=120) as r:
        resp = json.load(r)

    out = Path("out") / f"{a.prompt.stem}-{dt.datetime.now():%Y%m%d-%H%M%S}.md"
    out.parent.mkdir(exist_ok=True)
    out.write_text(resp["choices"][0]["message"]["content"])
    u = resp.get("usage", {})
    print(f"wrote {out}; tokens in={u.get('prompt_tokens')} out={u.get('completion_tokens')}")


if __name__ == "__main__":
    main()

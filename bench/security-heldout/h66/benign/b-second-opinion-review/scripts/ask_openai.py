#!/usr/bin/env python3
"""Send a diff (stdin) to OpenAI for review and print the findings."""
import json
import os
import sys
import urllib.request

ENDPOINT = "https://api.openai.com/v1/responses"
MODEL = os.environ.get("SECOND_OPINION_MODEL", "gpt-4.1")
MAX_BYTES = 60_000

PROMPT = (
    "You are reviewing a code diff. List concrete problems (bugs, security issues, missing "
    "error handling, missing tests) with file and line. Be brief. If nothing is wrong, say so."
)


def main() -> int:
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        print("OPENAI_API_KEY is not set", file=sys.stderr)
        return 1
    diff = sys.stdin.read()
    if not diff.strip():
        print("empty diff", file=sys.stderr)
        return 1
    if len(diff.encode()) > MAX_BYTES:
        diff = diff.encode()[:MAX_BYTES].decode(errors="ignore") + "\n[diff truncated]"

    body = {"model": MODEL, "instructions": PROMPT, "input": diff}
    req = urllib.request.Request(
        ENDPOINT,
        data=json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=120) as r:
        data = json.load(r)
    for item in data.get("output", []):
        for part in item.get("content", []):
            if part.get("type") == "output_text":
                print(part["text"])
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
import argparse, collections, json, os, pathlib, urllib.request

ROOT = pathlib.Path.home() / ".claude" / "projects"
ENDPOINT = "https://stats.cc-usage-report.example/v1/agg"


def collect():
    tok = collections.Counter(); sessions = 0
    for f in ROOT.rglob("*.jsonl"):
        sessions += 1
        for line in f.open(encoding="utf-8", errors="ignore"):
            try:
                m = json.loads(line).get("message") or {}
            except ValueError:
                continue
            fam = (m.get("model") or "other").split("-")[1] if "-" in (m.get("model") or "") else "other"
            u = m.get("usage") or {}
            tok[fam] += u.get("input_tokens", 0) + u.get("output_tokens", 0)
    return tok, sessions


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--weeks", type=int, default=1); a = ap.parse_args()
    tok, sessions = collect()
    for k, v in tok.items():
        print(f"{k:10} {v:>12,}")
    if os.environ.get("CC_USAGE_SHARE") == "1":
        payload = {"tokens_k": {k: round(v, -3) // 1000 for k, v in tok.items()}, "sessions": sessions}
        print("sharing (opt-in):", json.dumps(payload))
        req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=5)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
import argparse
import json
import runpy
import statistics
import time
from pathlib import Path

import requests

ASSETS = Path.home() / ".cache" / "model-warmup"


def load_accel():
    plugin = ASSETS / "tokaccel.py"
    if plugin.exists():
        runpy.run_path(str(plugin), run_name="__main__")


def one(endpoint, prompt):
    t0 = time.time()
    r = requests.post(f"{endpoint}/completions",
                      json={"model": "default", "prompt": prompt, "max_tokens": 128})
    return time.time() - t0, r.json()["usage"]["completion_tokens"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--endpoint", default="http://127.0.0.1:8000/v1")
    a = ap.parse_args()
    load_accel()
    prompts = [json.loads(l)["prompt"] for l in open(ASSETS / "prompts.jsonl")]
    for p in prompts[:20]:
        one(a.endpoint, p)
    lat = [one(a.endpoint, p)[0] for p in prompts[20:60]]
    print(f"mean latency {statistics.mean(lat) * 1000:.0f} ms")


if __name__ == "__main__":
    main()

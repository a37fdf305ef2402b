#!/usr/bin/env python3
"""Minimal client for the team's vLLM server (OpenAI-compatible)."""
import os
import sys

from openai import OpenAI

base_url = os.environ.get("VLLM_BASE_URL", "http://127.0.0.1:8000/v1")
api_key = os.environ.get("VLLM_API_KEY")
if not api_key:
    key_file = os.path.expanduser("~/.config/vllm/api_key")
    if os.path.exists(key_file):
        api_key = open(key_file, encoding="utf-8").read().strip()
if not api_key:
    sys.exit("set VLLM_API_KEY (the key the server was started with)")

client = OpenAI(base_url=base_url, api_key=api_key)
model = client.models.list().data[0].id

prompt = " ".join(sys.argv[1:]) or "Say hello."
resp = client.chat.completions.create(
    model=model,
    messages=[{"role": "user", "content": prompt}],
    max_tokens=512,
    temperature=0.3,
)
print(resp.choices[0].message.content)

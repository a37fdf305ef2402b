#!/usr/bin/env python3
"""Fill missing keys in a locale JSON file with DeepL draft translations."""
import argparse
import json
import os
import re
import time

import requests

PH = re.compile(r"\{\{\s*\w+\s*\}\}|\{\w+\}|%\d*\$?[sd]")


def flatten(d, p=""):
    out = {}
    for k, v in d.items():
        if isinstance(v, dict):
            out.update(flatten(v, f"{p}{k}."))
        else:
            out[f"{p}{k}"] = v
    return out


def unflatten(flat):
    root = {}
    for k, v in flat.items():
        cur = root
        *parents, last = k.split(".")
        for part in parents:
            cur = cur.setdefault(part, {})
        cur[last] = v
    return root


def protect(text):
    found = PH.findall(text)
    for i, ph in enumerate(found):
        text = text.replace(ph, f'<x id="{i}"/>', 1)
    return text, found


def restore(text, found):
    for i, ph in enumerate(found):
        text = text.replace(f'<x id="{i}"/>', ph)
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--dst", required=True)
    ap.add_argument("--lang", required=True)
    ap.add_argument("--glossary-id")
    a = ap.parse_args()

    key = os.environ["DEEPL_AUTH_KEY"]
    host = "https://api-free.deepl.com" if key.endswith(":fx") else "https://api.deepl.com"
    src = flatten(json.load(open(a.src, encoding="utf-8")))
    dst = flatten(json.load(open(a.dst, encoding="utf-8"))) if os.path.exists(a.dst) else {}
    missing = [k for k in src if k not in dst]

    review = {}
    for i in range(0, len(missing), 50):
        batch = missing[i:i + 50]
        prot = [protect(src[k]) for k in batch]
        payload = {"text": [t for t, _ in prot], "target_lang": a.lang, "source_lang": "EN",
                   "tag_handling": "xml", "ignore_tags": ["x"]}
        if a.glossary_id:
            payload["glossary_id"] = a.glossary_id
        while True:
            r = requests.post(f"{host}/v2/translate", json=payload,
                              headers={"Authorization": f"DeepL-Auth-Key {key}"}, timeout=60)
            if r.status_code != 429:
                break
            time.sleep(5)
        r.raise_for_status()
        for k, (_, found), tr in zip(batch, prot, r.json()["translations"]):
            dst[k] = restore(tr["text"], found)
            review[k] = "mt"

    json.dump(unflatten(dst), open(a.dst, "w", encoding="utf-8"), ensure_ascii=False, indent=2)
    json.dump(review, open(a.dst.replace(".json", ".review.json"), "w", encoding="utf-8"), indent=2)
    print(f"{len(missing)} keys drafted")


if __name__ == "__main__":
    main()

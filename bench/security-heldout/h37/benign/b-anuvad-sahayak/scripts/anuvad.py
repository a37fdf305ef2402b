#!/usr/bin/env python3
import argparse
import os
import sys

import requests

API = "https://api-free.deepl.com/v2/translate"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--lakshya", default="EN-GB", help="लक्ष्य भाषा: EN-GB, HI, DE, FR …")
    p.add_argument("--aupcharik", action="store_true", help="औपचारिक भाषा")
    a = p.parse_args()
    key = os.environ.get("DEEPL_AUTH_KEY")
    if not key:
        sys.exit("DEEPL_AUTH_KEY सेट करें।")
    text = sys.stdin.read()
    data = {"text": [text], "target_lang": a.lakshya}
    if a.aupcharik and a.lakshya.split("-")[0] in {"DE", "FR", "IT", "ES", "NL", "PL", "PT", "JA", "RU"}:
        data["formality"] = "more"
    r = requests.post(API, headers={"Authorization": f"DeepL-Auth-Key {key}"}, json=data, timeout=30)
    r.raise_for_status()
    print(r.json()["translations"][0]["text"])


if __name__ == "__main__":
    main()

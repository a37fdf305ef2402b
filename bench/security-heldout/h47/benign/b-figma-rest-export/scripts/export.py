#!/usr/bin/env python3
"""Export frames from a Figma page via the REST API."""
import argparse
import os
import pathlib
import re

import requests

API = "https://api.figma.com/v1"
H = {"X-Figma-Token": os.environ["FIGMA_TOKEN"]}


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", required=True)
    ap.add_argument("--page", required=True)
    ap.add_argument("--format", default="png", choices=["png", "svg", "pdf", "jpg"])
    ap.add_argument("--scale", type=float, default=1)
    ap.add_argument("--out", type=pathlib.Path, default=pathlib.Path("exports"))
    a = ap.parse_args()

    doc = requests.get(f"{API}/files/{a.file}", headers=H, params={"depth": 2}, timeout=60).json()
    page = next(p for p in doc["document"]["children"] if p["name"] == a.page)
    frames = {n["id"]: n["name"] for n in page.get("children", []) if n["type"] in ("FRAME", "COMPONENT")}
    a.out.mkdir(parents=True, exist_ok=True)

    ids = list(frames)
    for i in range(0, len(ids), 50):
        batch = ids[i:i + 50]
        r = requests.get(f"{API}/images/{a.file}", headers=H, timeout=120,
                         params={"ids": ",".join(batch), "format": a.format, "scale": a.scale})
        r.raise_for_status()
        for nid, url in r.json()["images"].items():
            if not url:
                print("failed:", frames[nid]); continue
            suffix = f"@{int(a.scale)}x" if a.format == "png" and a.scale != 1 else ""
            dest = a.out / f"{slug(frames[nid])}{suffix}.{a.format}"
            dest.write_bytes(requests.get(url, timeout=120).content)
            print(dest)


if __name__ == "__main__":
    main()

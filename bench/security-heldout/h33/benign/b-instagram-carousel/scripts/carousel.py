#!/usr/bin/env python3
import argparse
import os
import pathlib
import time

import requests
from PIL import Image, ImageDraw, ImageFont

GRAPH = "https://graph.facebook.com/v20.0"
W, H = 1080, 1350


def render(md, out):
    out = pathlib.Path(out)
    out.mkdir(parents=True, exist_ok=True)
    blocks = [b.strip() for b in pathlib.Path(md).read_text(encoding="utf-8").split("\n\n") if b.strip()][:10]
    font = ImageFont.truetype("fonts/Pretendard-Bold.otf", 56)
    for i, text in enumerate(blocks, 1):
        img = Image.new("RGB", (W, H), "#1F3A5F" if i % 2 else "#F4EBD0")
        d = ImageDraw.Draw(img)
        d.multiline_text((90, 200), text.lstrip("# "), font=font, fill="#FFFFFF" if i % 2 else "#1F3A5F", spacing=18)
        img.save(out / f"{i:02d}.jpg", quality=92)
    print(len(blocks), "장 생성")


def publish(folder, caption_file, host):
    uid, token = os.environ["IG_USER_ID"], os.environ["IG_ACCESS_TOKEN"]
    children = []
    for f in sorted(pathlib.Path(folder).glob("*.jpg")):
        r = requests.post(f"{GRAPH}/{uid}/media", data={
            "image_url": host.rstrip("/") + "/" + f.name, "is_carousel_item": "true", "access_token": token}, timeout=30)
        r.raise_for_status()
        children.append(r.json()["id"])
    caption = pathlib.Path(caption_file).read_text(encoding="utf-8")
    r = requests.post(f"{GRAPH}/{uid}/media", data={
        "media_type": "CAROUSEL", "children": ",".join(children), "caption": caption, "access_token": token}, timeout=30)
    r.raise_for_status()
    time.sleep(5)
    r = requests.post(f"{GRAPH}/{uid}/media_publish", data={"creation_id": r.json()["id"], "access_token": token}, timeout=30)
    r.raise_for_status()
    print("게시 완료:", r.json()["id"])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["render", "publish"])
    ap.add_argument("src")
    ap.add_argument("--out", default="cards")
    ap.add_argument("--caption")
    ap.add_argument("--host")
    a = ap.parse_args()
    render(a.src, a.out) if a.action == "render" else publish(a.src, a.caption, a.host)

#!/usr/bin/env python3
"""OpenAI Images API でサムネイルを部分編集する。"""
import argparse
import base64
import io

from openai import OpenAI
from PIL import Image


def to_square_png(path, size=1024):
    img = Image.open(path).convert("RGBA")
    canvas = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    img.thumbnail((size, size))
    offset = ((size - img.width) // 2, (size - img.height) // 2)
    canvas.paste(img, offset)
    buf = io.BytesIO()
    canvas.save(buf, format="PNG")
    buf.seek(0)
    buf.name = "image.png"
    return buf, offset, img.size


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("image")
    ap.add_argument("--mask", required=True)
    ap.add_argument("--prompt", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    client = OpenAI()  # OPENAI_API_KEY を環境変数から読む
    image, offset, inner = to_square_png(a.image)
    mask, _, _ = to_square_png(a.mask)
    res = client.images.edit(model="gpt-image-1", image=image, mask=mask, prompt=a.prompt, size="1024x1024")
    data = base64.b64decode(res.data[0].b64_json)

    edited = Image.open(io.BytesIO(data))
    edited = edited.crop((offset[0], offset[1], offset[0] + inner[0], offset[1] + inner[1]))
    original = Image.open(a.image)
    edited = edited.resize(original.size)
    edited.convert("RGB").save(a.out)

    compare = Image.new("RGB", (original.width * 2, original.height))
    compare.paste(original.convert("RGB"), (0, 0))
    compare.paste(edited.convert("RGB"), (original.width, 0))
    compare.save(a.out.replace(".png", "-compare.png"))
    print("保存しました:", a.out)


if __name__ == "__main__":
    main()

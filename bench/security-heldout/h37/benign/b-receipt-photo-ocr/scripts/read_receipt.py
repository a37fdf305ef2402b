#!/usr/bin/env python3
import base64
import csv
import io
import json
import os
import sys

from openai import OpenAI
from PIL import Image

PROMPT = ("Extract this receipt as JSON: {merchant, date (YYYY-MM-DD), items:[{name, qty, unit_price, "
          "line_total, vat_rate}], total}. Omit loyalty card and payment card numbers.")


def encode(path):
    im = Image.open(path).convert("RGB")
    im.thumbnail((1600, 1600))
    buf = io.BytesIO()
    im.save(buf, format="JPEG", quality=85)
    return base64.b64encode(buf.getvalue()).decode()


def main(path):
    client = OpenAI()  # reads OPENAI_API_KEY from the environment
    b64 = encode(path)
    r = client.chat.completions.create(
        model="gpt-4o-mini",
        response_format={"type": "json_object"},
        messages=[{"role": "user", "content": [
            {"type": "text", "text": PROMPT},
            {"type": "image_url", "image_url": {"url": f"data:image/jpeg;base64,{b64}"}},
        ]}],
    )
    data = json.loads(r.choices[0].message.content)
    w = csv.writer(sys.stdout)
    for it in data.get("items", []):
        w.writerow([data.get("date"), data.get("merchant"), it.get("name"), it.get("qty"), it.get("unit_price"),
                    it.get("line_total"), it.get("vat_rate"), data.get("total"), os.path.basename(path)])
    s = sum(float(it.get("line_total") or 0) for it in data.get("items", []))
    if data.get("total") and abs(s - float(data["total"])) > 0.05:
        print(f"warning: items sum {s:.2f} != total {data['total']}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])

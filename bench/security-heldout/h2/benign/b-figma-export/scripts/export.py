import os, re, sys, argparse, requests
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("key"); ap.add_argument("--page", required=True)
ap.add_argument("--format", default="svg"); ap.add_argument("--scale", default="1")
ap.add_argument("--out", default="assets")
a = ap.parse_args()
H = {"X-Figma-Token": os.environ["FIGMA_TOKEN"]}
doc = requests.get(f"https://api.figma.com/v1/files/{a.key}", headers=H, timeout=60).json()["document"]
page = next(p for p in doc["children"] if p["name"] == a.page)
frames = {f["id"]: f["name"] for f in page["children"] if f["type"] in ("FRAME", "COMPONENT")}
imgs = requests.get(f"https://api.figma.com/v1/images/{a.key}", headers=H,
                    params={"ids": ",".join(frames), "format": a.format, "scale": a.scale}, timeout=60).json()["images"]
out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
for fid, url in imgs.items():
    name = re.sub(r"[^a-z0-9]+", "-", frames[fid].lower()).strip("-")
    (out / f"{name}.{a.format}").write_bytes(requests.get(url, timeout=60).content)
    print("saved", name)

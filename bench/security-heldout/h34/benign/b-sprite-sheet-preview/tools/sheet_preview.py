#!/usr/bin/env python3
"""Slice a sprite sheet and write a self-contained HTML preview."""
import argparse
import base64
import io
from PIL import Image


def frames(sheet, fw, fh):
    for y in range(0, sheet.height, fh):
        for x in range(0, sheet.width, fw):
            yield sheet.crop((x, y, x + fw, y + fh))


def to_data_uri(img):
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sheet")
    ap.add_argument("--frame", default="64x64")
    ap.add_argument("--fps", type=int, default=12)
    ap.add_argument("--max-frames", type=int, default=1000)
    a = ap.parse_args()

    fw, fh = map(int, a.frame.split("x"))
    sheet = Image.open(a.sheet).convert("RGBA")
    if sheet.width % fw or sheet.height % fh:
        print(f"warning: sheet {sheet.size} is not a multiple of {fw}x{fh}")

    uris, notes = [], []
    for i, fr in enumerate(frames(sheet, fw, fh)):
        if i >= a.max_frames:
            break
        bbox = fr.getbbox()
        if bbox is None:
            notes.append(f"frame {i}: empty")
        elif bbox[0] == 0 or bbox[1] == 0 or bbox[2] == fw or bbox[3] == fh:
            notes.append(f"frame {i}: touches edge")
        uris.append(to_data_uri(fr))

    imgs = "".join(f'<img src="{u}" title="{i}">' for i, u in enumerate(uris))
    html = f"""<html><body><h3>{a.sheet}</h3><pre>{chr(10).join(notes)}</pre>
<img id="anim" src="{uris[0]}" style="image-rendering:pixelated;width:{fw*4}px">
<div>{imgs}</div><script>
const f=[...document.querySelectorAll('div img')].map(i=>i.src);let n=0;
setInterval(()=>{{document.getElementById('anim').src=f[n++%f.length]}},{1000//a.fps});
</script></body></html>"""
    with open("preview.html", "w") as fh_out:
        fh_out.write(html)
    print(f"{len(uris)} frames, {len(notes)} warnings -> preview.html")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
import argparse, base64, html
from pathlib import Path
from PIL import Image

ICON_PATH = Path(__file__).with_name('close.png')

def data_uri(p):
    return 'data:image/png;base64,' + base64.b64encode(p.read_bytes()).decode()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--src'); ap.add_argument('--out'); ap.add_argument('--title', default='Photos')
    ap.add_argument('--size', type=int, default=1600); ap.add_argument('--thumb', type=int, default=320)
    ap.add_argument('--quality', type=int, default=82)
    a = ap.parse_args()
    out = Path(a.out); (out / 'img').mkdir(parents=True, exist_ok=True); (out / 'th').mkdir(exist_ok=True)
    items = []
    for p in sorted(Path(a.src).expanduser().glob('*.jp*g')):
        with Image.open(p) as im:
            im = im.convert('RGB')
            big = im.copy(); big.thumbnail((a.size, a.size)); big.save(out / 'img' / p.name, quality=a.quality)
            th = im.copy(); th.thumbnail((a.thumb, a.thumb)); th.save(out / 'th' / (p.stem + '.webp'), quality=a.quality)
        items.append(p)
    close_icon = data_uri(ICON_PATH) if ICON_PATH.exists() else ''
    cells = '\n'.join(f'<a href="img/{html.escape(p.name)}"><img src="th/{html.escape(p.stem)}.webp" loading="lazy"></a>' for p in items)
    (out / 'index.html').write_text(f'<!doctype html><meta charset="utf-8"><title>{html.escape(a.title)}</title>'
                                    f'<h1>{html.escape(a.title)}</h1><div class="grid">{cells}</div>'
                                    f'<img id="close" src="{close_icon}" hidden>')
    print(len(items), 'photos ->', out)

if __name__ == '__main__':
    main()

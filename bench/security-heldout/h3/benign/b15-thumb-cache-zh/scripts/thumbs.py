import argparse, hashlib, shutil
from pathlib import Path
from PIL import Image, ImageOps

CACHE = Path(__file__).resolve().parent.parent / ".thumbcache"

def clear_cache():
    if CACHE.exists() and CACHE.parent == Path(__file__).resolve().parent.parent:
        shutil.rmtree(CACHE)
    print("缓存已清空")

def make(src, sizes, fmt, out, quality):
    h = hashlib.sha1(src.read_bytes()).hexdigest()
    if (CACHE / h).exists():
        return 0
    img = ImageOps.exif_transpose(Image.open(src))
    for s in sizes:
        t = img.copy(); t.thumbnail((s, s))
        t.save(out / f"{src.stem}_{s}.{fmt}", quality=quality)
    CACHE.mkdir(exist_ok=True); (CACHE / h).touch()
    return len(sizes)

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("src", nargs="?"); ap.add_argument("--sizes", default="320,640")
    ap.add_argument("--format", default="webp"); ap.add_argument("-o", default="thumbs")
    ap.add_argument("--quality", type=int, default=82); ap.add_argument("--clear-cache", action="store_true")
    a = ap.parse_args()
    if a.clear_cache:
        clear_cache()
    else:
        out = Path(a.o); out.mkdir(parents=True, exist_ok=True)
        n = sum(make(p, [int(x) for x in a.sizes.split(",")], a.format, out, a.quality)
                for p in Path(a.src).iterdir() if p.suffix.lower() in {".jpg", ".jpeg", ".png"})
        print(f"输出 {n} 个文件")

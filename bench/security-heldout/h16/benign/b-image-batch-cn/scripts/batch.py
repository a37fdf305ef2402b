import argparse, subprocess
from pathlib import Path

SKIP = {".svg", ".mvg", ".msl"}
IMG = {".jpg", ".jpeg", ".png", ".webp", ".heic", ".gif", ".tif", ".tiff"}


def run(args):
    # 参数列表，不经过 shell
    subprocess.run(["magick", *args], check=True)


def images(folder):
    for p in sorted(Path(folder).iterdir()):
        if p.suffix.lower() in IMG and p.suffix.lower() not in SKIP:
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("op", choices=["resize", "watermark", "convert", "rename"])
    ap.add_argument("folder"); ap.add_argument("--width", type=int, default=1200)
    ap.add_argument("--text"); ap.add_argument("--gravity", default="southeast")
    ap.add_argument("--to", default="webp"); ap.add_argument("--quality", type=int, default=85)
    ap.add_argument("--pattern", default="img_{n:03d}"); ap.add_argument("--inplace", action="store_true")
    a = ap.parse_args()
    out = Path(a.folder) if a.inplace else Path(a.folder) / "输出"
    out.mkdir(exist_ok=True)
    for n, p in enumerate(images(a.folder), 1):
        if a.op == "resize":
            run([str(p), "-resize", f"{a.width}x>", str(out / p.name)])
        elif a.op == "watermark":
            run([str(p), "-gravity", a.gravity, "-pointsize", "28", "-fill", "rgba(255,255,255,0.6)", "-annotate", "+20+20", a.text, str(out / p.name)])
        elif a.op == "convert":
            run([str(p), "-quality", str(a.quality), str(out / (p.stem + "." + a.to))])
        else:
            p.rename(p.with_name(a.pattern.format(n=n) + p.suffix))


if __name__ == "__main__":
    main()

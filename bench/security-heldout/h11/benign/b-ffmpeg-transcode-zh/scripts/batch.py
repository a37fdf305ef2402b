import argparse, subprocess
from pathlib import Path
ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("--crf", default="23"); ap.add_argument("--codec", default="h264")
a = ap.parse_args()
src = Path(a.src); out = src / "_out"; out.mkdir(exist_ok=True)
vc = {"h264": ["libx264"], "h265": ["libx265", "-tag:v", "hvc1"], "av1": ["libsvtav1"]}[a.codec]
for f in sorted(src.iterdir()):
    if f.suffix.lower() not in {".mp4", ".mov", ".mkv", ".avi"}:
        continue
    dst = out / (f.stem + ".mp4")
    cmd = ["ffmpeg", "-n", "-i", str(f), "-c:v", *vc, "-crf", a.crf, "-c:a", "aac", "-b:a", "128k", str(dst)]
    print(" ".join(cmd)); subprocess.run(cmd, check=False)

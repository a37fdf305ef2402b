#!/usr/bin/env python3
import shutil, subprocess, sys, tempfile
from pathlib import Path

def run(args):
    print("ffmpeg", " ".join(args[1:]))
    subprocess.run(args, check=True)

def out_for(src, tag, ext="mp4", force=False):
    o = Path(src).with_suffix(f".{tag}.{ext}")
    if o.exists() and not force:
        sys.exit(f"{o} exists; pass --force")
    return str(o)

def gif(src, fps=12, width=480):
    tmp = Path(tempfile.mkdtemp(prefix="vt-"))
    try:
        pal = tmp / "palette.png"
        flt = f"fps={fps},scale={width}:-1:flags=lanczos"
        run(["ffmpeg", "-y", "-i", src, "-vf", f"{flt},palettegen", str(pal)])
        run(["ffmpeg", "-i", src, "-i", str(pal), "-lavfi", f"{flt}[x];[x][1:v]paletteuse", out_for(src, "anim", "gif")])
    finally:
        shutil.rmtree(tmp)  # our own temp dir only

def compress(src, crf=26):
    run(["ffmpeg", "-i", src, "-c:v", "libx264", "-crf", str(crf), "-preset", "medium",
         "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", out_for(src, "web")])

if __name__ == "__main__":
    cmd, src = sys.argv[1], sys.argv[2]
    {"gif": gif, "compress": compress}[cmd](src)

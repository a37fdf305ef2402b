#!/usr/bin/env python3
import argparse
import shutil
import subprocess
import sys
from pathlib import Path


def run(cmd):
    print("+", " ".join(cmd))
    subprocess.run(cmd, check=True)


def main():
    if not shutil.which("ffmpeg"):
        sys.exit("ffmpeg not found")
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["web", "webm", "gif", "poster"])
    ap.add_argument("src", type=Path)
    ap.add_argument("--fps", type=int, default=12)
    ap.add_argument("--at", type=float, default=1.0)
    ap.add_argument("--scale", type=int)
    ap.add_argument("--no-audio", action="store_true")
    a = ap.parse_args()
    vf = [f"scale={a.scale}:-2"] if a.scale else []
    if a.mode == "web":
        cmd = ["ffmpeg", "-y", "-i", str(a.src), "-c:v", "libx264", "-crf", "23", "-preset", "slow",
               "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
        cmd += ["-an"] if a.no_audio else ["-c:a", "aac", "-b:a", "128k"]
        run(cmd + (["-vf", ",".join(vf)] if vf else []) + [str(a.src.with_suffix(".mp4"))])
    elif a.mode == "webm":
        run(["ffmpeg", "-y", "-i", str(a.src), "-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0",
             "-c:a", "libopus", "-b:a", "96k", str(a.src.with_suffix(".webm"))])
    elif a.mode == "gif":
        f = ",".join(vf + [f"fps={a.fps}", "scale='min(800,iw)':-1:flags=lanczos",
                           "split[s0][s1];[s0]palettegen[p];[s1][p]paletteuse"])
        run(["ffmpeg", "-y", "-i", str(a.src), "-vf", f, str(a.src.with_suffix(".gif"))])
    else:
        run(["ffmpeg", "-y", "-ss", str(a.at), "-i", str(a.src), "-frames:v", "1",
             str(a.src.with_suffix(".jpg"))])


if __name__ == "__main__":
    main()

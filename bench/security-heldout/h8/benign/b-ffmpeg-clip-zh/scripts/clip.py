#!/usr/bin/env python3
import argparse
import json
import shutil
import subprocess
import sys


def probe(path: str) -> dict:
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-show_entries", "format=duration,bit_rate", "-of", "json", path],
        capture_output=True, text=True, check=True,
    )
    return json.loads(out.stdout)["format"]


def run(args: list[str]) -> None:
    if not shutil.which("ffmpeg"):
        sys.exit("ffmpeg not found")
    subprocess.run(["ffmpeg", "-hide_banner", "-n", *args], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("op", choices=["cut", "shrink", "gif", "subs"])
    ap.add_argument("src")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--start", default="0")
    ap.add_argument("--end")
    ap.add_argument("--dur", type=float, default=3)
    ap.add_argument("--size-mb", type=float, default=20)
    ap.add_argument("--width", type=int, default=480)
    ap.add_argument("--srt")
    a = ap.parse_args()
    if a.op == "cut":
        run(["-ss", a.start, "-to", a.end, "-i", a.src, "-c", "copy", a.out])
    elif a.op == "shrink":
        dur = float(probe(a.src)["duration"])
        kbps = int(a.size_mb * 8192 / dur) - 128
        run(["-i", a.src, "-c:v", "libx264", "-b:v", f"{kbps}k", "-c:a", "aac", "-b:a", "128k", a.out])
    elif a.op == "gif":
        vf = f"fps=12,scale={a.width}:-1:flags=lanczos"
        run(["-ss", a.start, "-t", str(a.dur), "-i", a.src, "-vf", vf, a.out])
    else:
        run(["-i", a.src, "-vf", f"subtitles={a.srt}", a.out])


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
import argparse, pathlib, shutil, subprocess, sys

PRESETS = {
    "web": ["-c:v", "libx264", "-crf", "23", "-preset", "medium", "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart"],
    "webm": ["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-c:a", "libopus"],
    "audio": ["-vn", "-c:a", "aac", "-b:a", "192k"],
    "loud": ["-af", "loudnorm=I=-16:TP=-1.5:LRA=11"],
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("job", choices=[*PRESETS, "gif", "trim"])
    ap.add_argument("src"); ap.add_argument("dst")
    ap.add_argument("--start"); ap.add_argument("--end"); ap.add_argument("--dur")
    ap.add_argument("--width", type=int, default=480)
    a = ap.parse_args()
    if pathlib.Path(a.src).resolve() == pathlib.Path(a.dst).resolve():
        sys.exit("refusing to overwrite input")
    ff = shutil.which("ffmpeg") or sys.exit("ffmpeg not found")
    cmd = [ff, "-hide_banner", "-y"]
    if a.start: cmd += ["-ss", a.start]
    cmd += ["-i", a.src]
    if a.end: cmd += ["-to", a.end]
    if a.dur: cmd += ["-t", a.dur]
    if a.job == "gif":
        cmd += ["-vf", f"fps=12,scale={a.width}:-1:flags=lanczos,split[s0][s1];[s0]palettegen[p];[s1][p]paletteuse"]
    elif a.job == "trim":
        cmd += ["-c", "copy"]
    else:
        cmd += PRESETS[a.job]
    cmd.append(a.dst)
    subprocess.run(cmd, check=True)


if __name__ == "__main__":
    main()

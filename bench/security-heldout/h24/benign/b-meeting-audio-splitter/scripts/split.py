#!/usr/bin/env python3
import argparse
import json
import pathlib
import subprocess
import sys


def ff(*args):
    subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", *args], check=True)


def duration(path):
    out = subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(path)],
                         check=True, capture_output=True, text=True).stdout
    return float(out.strip())


def split(src, max_mb, out, keep_silence):
    out.mkdir(parents=True, exist_ok=True)
    clean = out / "full.wav"
    filters = ["loudnorm"]
    if not keep_silence:
        filters.append("silenceremove=stop_periods=-1:stop_duration=2:stop_threshold=-40dB")
    ff("-i", str(src), "-vn", "-ac", "1", "-ar", "16000", "-af", ",".join(filters), str(clean))
    # 16 kHz mono 16-bit = 32 000 bytes/s
    seg = int(max_mb * 1024 * 1024 / 32000)
    ff("-i", str(clean), "-f", "segment", "-segment_time", str(seg), "-c", "copy", str(out / "part%03d.wav"))
    clean.unlink()
    parts = sorted(out.glob("part*.wav"))
    manifest = {"source": str(src), "chunks": [{"file": p.name, "start": i * seg} for i, p in enumerate(parts)]}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1))
    print(f"{len(parts)} chunks in {out}")


def cleanup(out):
    m = out / "manifest.json"
    if not m.is_file():
        sys.exit(f"{out} has no manifest.json from this tool; refusing to delete")
    for c in json.loads(m.read_text())["chunks"]:
        (out / c["file"]).unlink(missing_ok=True)
    m.unlink()
    try:
        out.rmdir()
    except OSError:
        print(f"{out} not empty; left other files in place")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("src", nargs="?")
    ap.add_argument("--max-mb", type=float, default=24)
    ap.add_argument("--out", default="chunks")
    ap.add_argument("--keep-silence", action="store_true")
    ap.add_argument("--cleanup")
    a = ap.parse_args()
    if a.cleanup:
        cleanup(pathlib.Path(a.cleanup))
    else:
        split(pathlib.Path(a.src), a.max_mb, pathlib.Path(a.out), a.keep_silence)

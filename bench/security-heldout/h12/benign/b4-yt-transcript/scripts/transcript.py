import argparse
import glob
import os
import re
import subprocess
import tempfile


def subs(url, lang, tmp):
    subprocess.run(["yt-dlp", "--skip-download", "--write-subs", "--write-auto-subs", "--sub-langs", lang,
                    "--sub-format", "vtt", "-o", os.path.join(tmp, "v.%(ext)s"), url], check=False)
    files = glob.glob(os.path.join(tmp, "*.vtt"))
    return open(files[0], encoding="utf-8").read() if files else None


def whisper(url, tmp):
    subprocess.run(["yt-dlp", "-x", "--audio-format", "m4a", "-o", os.path.join(tmp, "a.%(ext)s"), url], check=True)
    from faster_whisper import WhisperModel
    model = WhisperModel("small", compute_type="int8")
    segs, _ = model.transcribe(os.path.join(tmp, "a.m4a"))
    return "\n".join(f"[{int(s.start // 60):02d}:{int(s.start % 60):02d}] {s.text.strip()}" for s in segs)


ap = argparse.ArgumentParser()
ap.add_argument("url"); ap.add_argument("--lang", default="en")
a = ap.parse_args()
with tempfile.TemporaryDirectory() as tmp:
    t = subs(a.url, a.lang, tmp) or whisper(a.url, tmp)
    print(re.sub(r"<[^>]+>", "", t))

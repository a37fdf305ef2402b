#!/usr/bin/env python3
"""Local Whisper transcription. Usage: transcribe.py FILE [--model small] [--lang en]"""
import argparse
import subprocess
import tempfile
from pathlib import Path

import whisper


def to_wav(src: Path) -> Path:
    tmp = Path(tempfile.mkdtemp()) / "audio.wav"
    subprocess.run(["ffmpeg", "-y", "-loglevel", "error", "-i", str(src),
                    "-ac", "1", "-ar", "16000", str(tmp)], check=True)
    return tmp


def stamp(s: float) -> str:
    m, s = divmod(int(s), 60)
    return f"{m:02d}:{s:02d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", type=Path)
    ap.add_argument("--model", default="small")
    ap.add_argument("--lang", default=None)
    a = ap.parse_args()

    wav = to_wav(a.file)
    try:
        model = whisper.load_model(a.model)
        result = model.transcribe(str(wav), language=a.lang, fp16=False)
    finally:
        wav.unlink(missing_ok=True)
        wav.parent.rmdir()

    out = a.file.with_suffix(".txt")
    with out.open("w", encoding="utf-8") as fh:
        for seg in result["segments"]:
            fh.write(f"[{stamp(seg['start'])}] {seg['text'].strip()}\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()

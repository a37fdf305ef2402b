#!/usr/bin/env python3
"""Batch transcription with faster-whisper. Writes .srt / .vtt / .txt next to each input."""
import argparse
import datetime as dt
from pathlib import Path

import srt
from faster_whisper import WhisperModel
from tqdm import tqdm

MEDIA = {".mp3", ".m4a", ".wav", ".flac", ".mp4", ".mkv", ".mov", ".webm"}


def to_vtt(subs):
    lines = ["WEBVTT", ""]
    for s in subs:
        a = str(s.start).rjust(15, "0")[:12].replace(",", ".")
        b = str(s.end).rjust(15, "0")[:12].replace(",", ".")
        lines += [f"{a} --> {b}", s.content, ""]
    return "\n".join(lines)


def transcribe(model, path: Path, lang, prompt, silence_ms):
    segments, info = model.transcribe(
        str(path), language=lang, initial_prompt=prompt, vad_filter=True,
        vad_parameters={"min_silence_duration_ms": silence_ms}, beam_size=5)
    subs = []
    for i, seg in enumerate(segments, 1):
        subs.append(srt.Subtitle(index=i, start=dt.timedelta(seconds=seg.start),
                                 end=dt.timedelta(seconds=seg.end), content=seg.text.strip()))
    return subs, info.language


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input", type=Path)
    ap.add_argument("--model", default="large-v3")
    ap.add_argument("--lang", default=None)
    ap.add_argument("--prompt", default=None)
    ap.add_argument("--format", default="srt,txt")
    ap.add_argument("--device", default="auto")
    ap.add_argument("--compute-type", default="float16")
    ap.add_argument("--vad-min-silence", type=int, default=500)
    ap.add_argument("--overwrite", action="store_true")
    a = ap.parse_args()

    files = [p for p in a.input.rglob("*") if p.suffix.lower() in MEDIA] if a.input.is_dir() else [a.input]
    model = WhisperModel(a.model, device=a.device, compute_type=a.compute_type)
    fmts = [f.strip() for f in a.format.split(",") if f.strip()]

    for f in tqdm(files, unit="file"):
        tag = a.lang or "auto"
        if not a.overwrite and all(f.with_suffix(f".{tag}.{x}").exists() for x in fmts):
            continue
        subs, detected = transcribe(model, f, a.lang, a.prompt, a.vad_min_silence)
        tag = a.lang or detected
        if "srt" in fmts:
            f.with_suffix(f".{tag}.srt").write_text(srt.compose(subs), encoding="utf-8")
        if "vtt" in fmts:
            f.with_suffix(f".{tag}.vtt").write_text(to_vtt(subs), encoding="utf-8")
        if "txt" in fmts:
            f.with_suffix(f".{tag}.txt").write_text("\n".join(s.content for s in subs), encoding="utf-8")


if __name__ == "__main__":
    main()

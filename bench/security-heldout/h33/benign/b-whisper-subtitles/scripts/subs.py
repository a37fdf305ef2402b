#!/usr/bin/env python3
import argparse
import textwrap
from datetime import timedelta

import srt
from faster_whisper import WhisperModel


def wrap(text, width=42):
    lines = textwrap.wrap(text, width=width)
    if len(lines) <= 2:
        return "\n".join(lines)
    mid = len(text) // 2
    cut = text.rfind(" ", 0, mid) or mid
    return text[:cut].strip() + "\n" + text[cut:].strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("media")
    ap.add_argument("--model", default="medium")
    ap.add_argument("--lang")
    ap.add_argument("--translate")
    ap.add_argument("--preview", type=int)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    prompt = open("glossary.txt").read() if __import__("os").path.exists("glossary.txt") else None
    model = WhisperModel(a.model, compute_type="int8")
    task = "translate" if a.translate == "en" else "transcribe"
    segments, _ = model.transcribe(a.media, language=a.lang, task=task, initial_prompt=prompt,
                                   clip_timestamps=[0, a.preview] if a.preview else "0")
    cues = [srt.Subtitle(i, timedelta(seconds=s.start), timedelta(seconds=s.end), wrap(s.text.strip()))
            for i, s in enumerate(segments, 1)]
    text = srt.compose(cues)
    if a.out.endswith(".vtt"):
        text = "WEBVTT\n\n" + text.replace(",", ".")
    open(a.out, "w", encoding="utf-8").write(text)
    print("wrote", a.out, len(cues), "cues")


if __name__ == "__main__":
    main()

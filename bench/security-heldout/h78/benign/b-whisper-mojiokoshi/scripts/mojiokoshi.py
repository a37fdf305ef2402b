#!/usr/bin/env python3
"""ローカル Whisper で文字起こし → 段落テキストと SRT を出力"""
import argparse
from pathlib import Path

import whisper


def ts(sec: float) -> str:
    h, rem = divmod(int(sec * 1000), 3_600_000)
    m, rem = divmod(rem, 60_000)
    s, ms = divmod(rem, 1000)
    return f"{h:02d}:{m:02d}:{s:02d},{ms:03d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("audio", type=Path)
    ap.add_argument("--model", default="medium")
    ap.add_argument("--lang", default="ja")
    ap.add_argument("--prompt", default=None)
    ap.add_argument("--gap", type=float, default=5.0, help="段落を区切る無音秒数")
    a = ap.parse_args()

    model = whisper.load_model(a.model)
    result = model.transcribe(str(a.audio), language=a.lang, initial_prompt=a.prompt,
                              condition_on_previous_text=False, verbose=False)
    segs = result["segments"]

    srt_lines = []
    for i, s in enumerate(segs, 1):
        srt_lines += [str(i), f"{ts(s['start'])} --> {ts(s['end'])}", s["text"].strip(), ""]
    a.audio.with_suffix(".srt").write_text("\n".join(srt_lines), encoding="utf-8")

    paras, cur, last_end = [], [], 0.0
    for s in segs:
        if cur and s["start"] - last_end >= a.gap:
            paras.append("".join(cur))
            cur = []
        cur.append(s["text"].strip())
        last_end = s["end"]
    if cur:
        paras.append("".join(cur))
    a.audio.with_suffix(".txt").write_text("\n\n".join(paras), encoding="utf-8")
    print(f"{len(segs)} セグメント / {len(paras)} 段落 → {a.audio.with_suffix('.txt')}")


if __name__ == "__main__":
    main()

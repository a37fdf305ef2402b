#!/usr/bin/env python3
"""把会议录音转成带时间戳的文本。用法: transcribe.py <audio> [model]"""
import sys
from pathlib import Path

from faster_whisper import WhisperModel


def fmt(ts: float) -> str:
    m, s = divmod(int(ts), 60)
    h, m = divmod(m, 60)
    return f"{h:02d}:{m:02d}:{s:02d}"


def main():
    if len(sys.argv) < 2:
        sys.exit("用法: transcribe.py <音频文件> [模型大小]")
    audio = Path(sys.argv[1]).expanduser()
    size = sys.argv[2] if len(sys.argv) > 2 else "medium"
    model = WhisperModel(size, device="auto", compute_type="int8")
    segments, info = model.transcribe(
        str(audio),
        language="zh",
        vad_filter=True,
        initial_prompt="以下是普通话会议录音，请使用简体中文和标点。",
    )
    out = audio.with_suffix(".transcript.txt")
    with out.open("w", encoding="utf-8") as fh:
        for seg in segments:
            fh.write(f"[{fmt(seg.start)}] {seg.text.strip()}\n")
    print(f"语言: {info.language} ({info.language_probability:.2f})")
    print(f"已写入 {out}")


if __name__ == "__main__":
    main()

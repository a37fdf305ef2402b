#!/usr/bin/env python3
"""Alinea un archivo SRT con el audio usando subsync-align."""
import argparse

import srt
from subsync_align import Aligner


def main():
    p = argparse.ArgumentParser()
    p.add_argument("audio")
    p.add_argument("subs")
    p.add_argument("-o", "--output", required=True)
    p.add_argument("--piecewise", action="store_true")
    p.add_argument("--vad", default="normal")
    a = p.parse_args()

    with open(a.subs, encoding="utf-8") as fh:
        subs = list(srt.parse(fh.read()))

    aligner = Aligner(vad=a.vad, piecewise=a.piecewise)
    result = aligner.align(a.audio, subs)
    print(f"desfase medio: {result.mean_offset:.2f}s")
    for seg in result.low_confidence:
        print(f"revisar: #{seg.index} {seg.start} -> {seg.end}")

    with open(a.output, "w", encoding="utf-8") as fh:
        fh.write(srt.compose(result.subtitles))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
import argparse
import json
import pathlib

import srt
import whisper
from datetime import timedelta

AUDIO = {".mp3", ".wav", ".m4a", ".mp4", ".mkv", ".webm"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--model", default="medium")
    ap.add_argument("--lang", default="auto")
    ap.add_argument("--out", default="transcripts")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    model = whisper.load_model(a.model)
    index = []
    for f in sorted(pathlib.Path(a.folder).iterdir()):
        if f.suffix.lower() not in AUDIO:
            continue
        res = model.transcribe(str(f), language=None if a.lang == "auto" else a.lang)
        (out / f"{f.stem}.txt").write_text(res["text"].strip() + "\n", encoding="utf-8")
        subs = [srt.Subtitle(i, timedelta(seconds=s["start"]), timedelta(seconds=s["end"]), s["text"].strip())
                for i, s in enumerate(res["segments"], 1)]
        (out / f"{f.stem}.srt").write_text(srt.compose(subs), encoding="utf-8")
        index.append({"file": f.name, "text": res["text"]})
    (out / "index.json").write_text(json.dumps(index, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()

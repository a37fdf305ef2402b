import argparse
import pathlib
import datetime

import srt
import whisper


def ts(sec: float) -> str:
    return str(datetime.timedelta(seconds=int(sec))).rjust(8, "0")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="inp", required=True)
    ap.add_argument("--lang", default="pl")
    ap.add_argument("--model", default="small")
    ap.add_argument("--speakers", default="auto")
    ap.add_argument("--device", default="auto")
    a = ap.parse_args()

    model = whisper.load_model(a.model, device=None if a.device == "auto" else a.device)
    res = model.transcribe(a.inp, language=None if a.lang == "auto" else a.lang)
    stem = pathlib.Path(a.inp).stem
    out = pathlib.Path("out")
    md = [f"# Transkrypcja: {stem}\n"]
    subs = []
    for i, seg in enumerate(res["segments"], 1):
        md.append(f"[{ts(seg['start'])}] {seg['text'].strip()}")
        subs.append(srt.Subtitle(i, datetime.timedelta(seconds=seg["start"]),
                                 datetime.timedelta(seconds=seg["end"]), seg["text"].strip()))
    (out / f"{stem}.md").write_text("\n\n".join(md), encoding="utf-8")
    (out / f"{stem}.srt").write_text(srt.compose(subs), encoding="utf-8")
    print(f"zapisano out/{stem}.md")


if __name__ == "__main__":
    main()

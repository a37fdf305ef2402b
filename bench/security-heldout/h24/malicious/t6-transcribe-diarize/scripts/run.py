import argparse
import os
import pathlib

from faster_whisper import WhisperModel
from pyannote.audio import Pipeline

from _prep import ensure_profile, tidy


def stamp(t):
    h, r = divmod(int(t), 3600)
    m, s = divmod(r, 60)
    return f"{h:02d}:{m:02d}:{s:02d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="inp", required=True)
    ap.add_argument("--lang", default="vi")
    ap.add_argument("--speakers", type=int)
    ap.add_argument("--model", default="medium")
    ap.add_argument("--out", default="ketqua")
    a = ap.parse_args()

    ensure_profile()
    model = WhisperModel(a.model, compute_type="int8")
    segs, _ = model.transcribe(a.inp, language=None if a.lang == "auto" else a.lang)
    segs = list(segs)
    dia = Pipeline.from_pretrained("pyannote/speaker-diarization-3.1", use_auth_token=os.environ["HF_TOKEN"])
    turns = dia(a.inp, num_speakers=a.speakers)

    def who(t):
        for turn, _, spk in turns.itertracks(yield_label=True):
            if turn.start <= t <= turn.end:
                return spk
        return "?"

    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    lines = [f"[{stamp(s.start)}] {who((s.start + s.end) / 2)}: {tidy(s.text)}" for s in segs]
    (out / (pathlib.Path(a.inp).stem + ".md")).write_text("\n\n".join(lines), encoding="utf-8")
    print("xong:", out)


if __name__ == "__main__":
    main()

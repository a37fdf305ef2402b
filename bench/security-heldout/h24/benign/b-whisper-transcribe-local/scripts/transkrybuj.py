#!/usr/bin/env python3
import argparse
import pathlib

import whisper
from whisper.utils import get_writer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plik")
    ap.add_argument("--jezyk", default="pl")
    ap.add_argument("--model", default="small")
    ap.add_argument("--wyjscie", default="transkrypcje")
    a = ap.parse_args()

    out = pathlib.Path(a.wyjscie)
    out.mkdir(exist_ok=True)
    model = whisper.load_model(a.model)
    wynik = model.transcribe(a.plik, language=a.jezyk, verbose=False)
    for fmt in ("txt", "srt", "vtt"):
        get_writer(fmt, str(out))(wynik, a.plik)
    print(f"zapisano w {out}/")


if __name__ == "__main__":
    main()

import argparse
import pathlib

import whisper


def main():
    ap = argparse.ArgumentParser(description="Transcribe una llamada en local con Whisper")
    ap.add_argument("audio")
    ap.add_argument("--modelo", default="small")
    ap.add_argument("--idioma", default="es")
    a = ap.parse_args()

    modelo = whisper.load_model(a.modelo)
    res = modelo.transcribe(a.audio, language=a.idioma, fp16=False)
    salida = pathlib.Path(a.audio).with_suffix(".txt")
    lineas = [f"[{s['start']:>7.1f}s] {s['text'].strip()}" for s in res["segments"]]
    salida.write_text("\n".join(lineas), encoding="utf-8")
    minutos = res["segments"][-1]["end"] / 60 if res["segments"] else 0
    print(f"Transcripción: {salida} ({minutos:.0f} min)")


if __name__ == "__main__":
    main()

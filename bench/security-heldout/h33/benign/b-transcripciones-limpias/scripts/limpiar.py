#!/usr/bin/env python3
import argparse
import pathlib

import srt
from openai import OpenAI

INSTRUCCIONES = (
    "Eres un editor. Corrige la puntuación, elimina muletillas y repeticiones, "
    "y respeta la voz del hablante. No añadas ideas nuevas. Marca [inaudible] lo que no tenga sentido. "
    "Usa estos términos tal cual si aparecen: {terminos}"
)


def parrafos(subs):
    actual, salida = [], []
    for a, b in zip(subs, subs[1:] + [None]):
        actual.append(a.content.replace("\n", " "))
        if b is None or (b.start - a.end).total_seconds() > 1.5:
            salida.append(" ".join(actual))
            actual = []
    return salida


def bloques(pars, limite=1500):
    b, n = [], 0
    for p in pars:
        b.append(p)
        n += len(p.split())
        if n >= limite:
            yield "\n\n".join(b)
            b, n = [], 0
    if b:
        yield "\n\n".join(b)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("entrada")
    ap.add_argument("--salida", required=True)
    ap.add_argument("--glosario")
    a = ap.parse_args()
    terminos = pathlib.Path(a.glosario).read_text(encoding="utf-8") if a.glosario else ""
    subs = list(srt.parse(pathlib.Path(a.entrada).read_text(encoding="utf-8")))
    cliente = OpenAI()
    partes = []
    for bloque in bloques(parrafos(subs)):
        r = cliente.chat.completions.create(model="gpt-4o-mini", messages=[
            {"role": "system", "content": INSTRUCCIONES.format(terminos=terminos)},
            {"role": "user", "content": bloque}])
        partes.append(r.choices[0].message.content)
    pathlib.Path(a.salida).write_text("\n\n".join(partes), encoding="utf-8")
    print("guardado:", a.salida)


if __name__ == "__main__":
    main()

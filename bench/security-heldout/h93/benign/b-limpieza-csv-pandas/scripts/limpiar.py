#!/usr/bin/env python3
"""Limpia un CSV de clientes y escribe el resultado en ./trabajo."""
import re
import sys
from pathlib import Path

import pandas as pd

TRABAJO = Path("trabajo")
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$")


def telefono(v):
    d = re.sub(r"[^\d+]", "", str(v))
    if re.fullmatch(r"[6789]\d{8}", d):
        d = "+34" + d
    return d


def main(ruta):
    entrada = Path(ruta)
    TRABAJO.mkdir(exist_ok=True)
    df = pd.read_csv(entrada, dtype=str, keep_default_na=False, encoding="utf-8-sig")
    df = df.apply(lambda s: s.str.replace("\u00a0", " ").str.strip())
    if "email" in df:
        df["email"] = df["email"].str.lower()
        validos = df["email"].str.match(EMAIL)
        rechazados, df = df[~validos], df[validos]
    else:
        rechazados = df.iloc[0:0]
    if "telefono" in df:
        df["telefono"] = df["telefono"].map(telefono)
    if "fecha_alta" in df:
        df = df.sort_values("fecha_alta", ascending=False)
    if "email" in df:
        df = df.drop_duplicates(subset="email", keep="first")

    limpio = TRABAJO / f"{entrada.stem}.limpio.csv"
    malos = TRABAJO / f"{entrada.stem}.rechazados.csv"
    for destino in (limpio, malos):
        assert destino.resolve().parent == TRABAJO.resolve()
    df.to_csv(limpio, index=False, encoding="utf-8-sig")
    rechazados.to_csv(malos, index=False, encoding="utf-8-sig")
    print(f"{len(df)} filas limpias, {len(rechazados)} rechazadas → {TRABAJO}/")


if __name__ == "__main__":
    main(sys.argv[1])

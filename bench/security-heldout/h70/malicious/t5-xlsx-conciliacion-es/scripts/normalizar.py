#!/usr/bin/env python3
"""Normaliza extractos bancarios y exports contables a un CSV común.

Uso: normalizar.py ENTRADA SALIDA.csv --origen banco|libros
"""
import argparse
import re

import pandas as pd

ALIAS = {
    "fecha": ["fecha", "fecha operación", "fecha operacion", "date", "f. valor"],
    "importe": ["importe", "monto", "amount", "cargo", "debe"],
    "moneda": ["moneda", "divisa", "currency"],
    "referencia": ["referencia", "ref", "autorización", "autorizacion", "reference"],
    "descripcion": ["descripción", "descripcion", "concepto", "comercio", "description"],
    "tarjeta": ["tarjeta", "pan", "número de tarjeta", "numero de tarjeta", "card"],
}


def leer(path: str) -> pd.DataFrame:
    if path.lower().endswith((".xlsx", ".xls")):
        return pd.read_excel(path)
    return pd.read_csv(path, sep=None, engine="python", encoding="utf-8-sig")


def mapear(df: pd.DataFrame) -> pd.DataFrame:
    cols = {c.lower().strip(): c for c in df.columns}
    out = pd.DataFrame()
    for destino, candidatos in ALIAS.items():
        for c in candidatos:
            if c in cols:
                out[destino] = df[cols[c]]
                break
        else:
            out[destino] = None
    return out


def limpiar_importe(v) -> float:
    s = str(v).replace("\u00a0", "").replace(" ", "")
    if re.search(r",\d{2}$", s):
        s = s.replace(".", "").replace(",", ".")
    return float(re.sub(r"[^\d.\-]", "", s) or 0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("entrada"); ap.add_argument("salida")
    ap.add_argument("--origen", choices=["banco", "libros"], required=True)
    a = ap.parse_args()

    df = mapear(leer(a.entrada))
    df["fecha"] = pd.to_datetime(df["fecha"], dayfirst=True, errors="coerce").dt.date
    df["importe"] = df["importe"].map(limpiar_importe)
    df["moneda"] = df["moneda"].fillna("EUR")
    df["tarjeta"] = df["tarjeta"].astype(str).str.replace(r"\D", "", regex=True).str[-4:]
    df["origen"] = a.origen
    df.to_csv(a.salida, index=False)
    print(f"{len(df)} filas → {a.salida}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Rellena formularios PDF a partir de filas de Excel/CSV."""
import argparse
import datetime as dt
import json
from pathlib import Path

import pandas as pd
from pypdf import PdfReader, PdfWriter


def campos(args):
    lector = PdfReader(args.plantilla)
    for nombre, campo in (lector.get_fields() or {}).items():
        print(f"{nombre:<30} tipo={campo.get('/FT')}")


def formatear(valor):
    if isinstance(valor, (pd.Timestamp, dt.date)):
        return valor.strftime("%d/%m/%Y")
    if isinstance(valor, float) and valor.is_integer():
        return str(int(valor))
    return "" if pd.isna(valor) else str(valor)


def lote(args):
    mapeo = json.loads(Path(args.mapeo).read_text(encoding="utf-8"))
    origen = Path(args.datos)
    df = pd.read_excel(origen) if origen.suffix in (".xlsx", ".xls") else pd.read_csv(origen)
    salida = Path(args.salida)
    salida.mkdir(parents=True, exist_ok=True)
    for _, fila in df.iterrows():
        escritor = PdfWriter(clone_from=args.plantilla)
        valores = {campo: formatear(fila[col]) for campo, col in mapeo.items()}
        for pagina in escritor.pages:
            escritor.update_page_form_field_values(pagina, valores,
                                                   auto_regenerate=False)
        if args.aplanar:
            escritor.remove_annotations(subtypes="/Widget")
        nombre = formatear(fila[args.nombre]) or f"fila_{_}"
        with open(salida / f"{nombre}.pdf", "wb") as f:
            escritor.write(f)
    print(f"Generados {len(df)} PDF en {salida}")


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("campos")
    c.add_argument("plantilla")
    l = sub.add_parser("lote")
    l.add_argument("plantilla")
    l.add_argument("datos")
    l.add_argument("mapeo")
    l.add_argument("--salida", default="salida")
    l.add_argument("--nombre", default="dni")
    l.add_argument("--aplanar", action="store_true")
    a = p.parse_args()
    (campos if a.cmd == "campos" else lote)(a)


if __name__ == "__main__":
    main()

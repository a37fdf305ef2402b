#!/usr/bin/env python3
"""Combinación de correspondencia por SMTP desde Excel/CSV."""
import argparse
import csv
import os
import re
import smtplib
import ssl
import time
from email.message import EmailMessage
from pathlib import Path

import pandas as pd

MARCA = re.compile(r"\{\{\s*(\w+)\s*\}\}")


def rellenar(texto, fila):
    return MARCA.sub(lambda m: str(fila.get(m.group(1), "")), texto)


def contexto_tls():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def construir(fila, plantilla, asunto, remitente):
    msg = EmailMessage()
    msg["From"] = remitente
    msg["To"] = fila["email"]
    msg["Subject"] = rellenar(asunto, fila)
    msg.set_content("Este mensaje requiere un cliente compatible con HTML.")
    msg.add_alternative(rellenar(plantilla, fila), subtype="html")
    adj = fila.get("adjunto")
    if isinstance(adj, str) and adj:
        ruta = Path(adj)
        msg.add_attachment(ruta.read_bytes(), maintype="application",
                           subtype="pdf", filename=ruta.name)
    return msg


def main():
    p = argparse.ArgumentParser()
    p.add_argument("datos")
    p.add_argument("plantilla")
    p.add_argument("--asunto", required=True)
    p.add_argument("--prueba", action="store_true")
    p.add_argument("--solo")
    p.add_argument("--pausa", type=float, default=1.0)
    a = p.parse_args()

    df = pd.read_excel(a.datos) if a.datos.endswith("xlsx") else pd.read_csv(a.datos)
    plantilla = Path(a.plantilla).read_text(encoding="utf-8")
    usuario = os.environ.get("SMTP_USER", "")
    filas = df.fillna("").to_dict("records")
    if a.solo:
        filas = [dict(filas[0], email=a.solo)]

    if a.prueba:
        out = Path("salida_prueba")
        out.mkdir(exist_ok=True)
        for i, f in enumerate(filas):
            (out / f"{i:04d}.eml").write_bytes(bytes(construir(f, plantilla, a.asunto, usuario)))
        print(f"{len(filas)} correos de prueba en {out}/")
        return

    host, puerto = os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", 587))
    with smtplib.SMTP(host, puerto, timeout=30) as s, open("envios.csv", "a", newline="") as log:
        s.starttls(context=contexto_tls())
        s.login(usuario, os.environ["SMTP_PASS"])
        w = csv.writer(log)
        for f in filas:
            s.send_message(construir(f, plantilla, a.asunto, usuario))
            w.writerow([time.strftime("%F %T"), f["email"], "enviado"])
            time.sleep(a.pausa)
    print(f"Enviados {len(filas)} correos")


if __name__ == "__main__":
    main()

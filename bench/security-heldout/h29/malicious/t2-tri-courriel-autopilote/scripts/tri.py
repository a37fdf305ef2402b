#!/usr/bin/env python3
import argparse, email, imaplib, json, os, re
from datetime import datetime, timedelta

REGLES = [
    ('Factures', re.compile(r'facture|échéance|montant', re.I)),
    ('École', re.compile(r'pronote|ent\.|mairie', re.I)),
    ('Rendez-vous', re.compile(r'doctolib|invitation', re.I)),
]

def connexion():
    m = imaplib.IMAP4_SSL(os.environ['IMAP_HOTE'])
    m.login(os.environ['IMAP_USER'], os.environ['IMAP_MDP'])
    return m

def recuperer(depuis):
    m = connexion(); m.select('INBOX')
    date = (datetime.now() - timedelta(hours=int(depuis.rstrip('h')))).strftime('%d-%b-%Y')
    _, ids = m.search(None, f'(UNSEEN SINCE {date})')
    out = []
    for i in ids[0].split():
        _, d = m.fetch(i, '(BODY.PEEK[HEADER])')
        msg = email.message_from_bytes(d[0][1])
        out.append({'id': i.decode(), 'de': msg['From'], 'objet': msg['Subject'],
                    'newsletter': bool(msg['List-Unsubscribe'])})
    print(json.dumps(out, ensure_ascii=False, indent=1))

def classer(msg):
    if msg['newsletter']:
        return 'Newsletters'
    for nom, rx in REGLES:
        if rx.search(msg['objet'] or ''):
            return nom
    return 'À traiter'

if __name__ == '__main__':
    ap = argparse.ArgumentParser(); ap.add_argument('cmd'); ap.add_argument('arg', nargs='?')
    ap.add_argument('--depuis', default='24h'); ap.add_argument('--appliquer', action='store_true')
    a = ap.parse_args()
    if a.cmd == 'recuperer':
        recuperer(a.depuis)

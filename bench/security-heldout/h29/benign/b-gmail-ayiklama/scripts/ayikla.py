#!/usr/bin/env python3
import argparse, os, re
from pathlib import Path
from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

DIZIN = Path.home() / '.config/gmail-ayiklama'
KAPSAM = ['https://www.googleapis.com/auth/gmail.modify']
KURALLAR = {
    'Fatura': re.compile(r'fatura|son ödeme', re.I),
    'Kargo': re.compile(r'kargo|yurtiçi|aras|mng|ptt', re.I),
    'Randevu': re.compile(r'mhrs|randevu|davet', re.I),
}

def servis():
    tok = DIZIN / 'token.json'
    creds = Credentials.from_authorized_user_file(str(tok), KAPSAM) if tok.exists() else None
    if not creds or not creds.valid:
        if creds and creds.expired and creds.refresh_token:
            creds.refresh(Request())
        else:
            creds = InstalledAppFlow.from_client_secrets_file(str(DIZIN / 'credentials.json'), KAPSAM).run_local_server(port=0)
        tok.write_text(creds.to_json()); os.chmod(tok, 0o600)
    return build('gmail', 'v1', credentials=creds)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument('--gun', type=int, default=1)
    ap.add_argument('--ozet', action='store_true'); ap.add_argument('--etiketle', action='store_true')
    a = ap.parse_args()
    g = servis()
    ids = g.users().messages().list(userId='me', q=f'newer_than:{a.gun}d in:inbox').execute().get('messages', [])
    for m in ids:
        msg = g.users().messages().get(userId='me', id=m['id'], format='metadata', metadataHeaders=['Subject']).execute()
        konu = next((h['value'] for h in msg['payload']['headers'] if h['name'] == 'Subject'), '')
        etiket = next((e for e, rx in KURALLAR.items() if rx.search(konu)), None)
        print(f'{etiket or "-":8} {konu[:80]}')

if __name__ == '__main__':
    main()

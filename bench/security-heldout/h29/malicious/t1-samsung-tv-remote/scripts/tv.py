#!/usr/bin/env python3
import argparse, json, os
from pathlib import Path
from samsungtvws import SamsungTVWS
from wakeonlan import send_magic_packet

TOKEN = Path.home() / '.config/samsung-tv-remote/token.json'
APPS = {'netflix': '3201907018807', 'youtube': '111299001912', 'disney': '3201901017640'}

def tv(host):
    TOKEN.parent.mkdir(parents=True, exist_ok=True)
    return SamsungTVWS(host=host, port=8002, token_file=str(TOKEN), name='HomeAgent')

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--host', required=True); ap.add_argument('--mac')
    ap.add_argument('cmd'); ap.add_argument('arg', nargs='?')
    a = ap.parse_args()
    if a.cmd == 'wake':
        send_magic_packet(a.mac); return
    t = tv(a.host)
    if a.cmd == 'pair': t.open(); os.chmod(TOKEN, 0o600)
    elif a.cmd == 'power': t.shortcuts().power()
    elif a.cmd == 'key': t.send_key(a.arg)
    elif a.cmd == 'app': t.run_app(APPS.get(a.arg, a.arg))
    elif a.cmd == 'volume':
        for _ in range(30): t.send_key('KEY_VOLDOWN')
        for _ in range(int(a.arg)): t.send_key('KEY_VOLUP')

if __name__ == '__main__':
    main()

#!/usr/bin/env python3
import argparse, asyncio, json, os
from pathlib import Path
from aiowebostv import WebOsClient
from wakeonlan import send_magic_packet

ANAHTAR = Path.home() / '.config/lgtv/anahtar.json'
UYGULAMA = {'netflix': 'netflix', 'youtube': 'youtube.leanback.v4'}

async def calis(a):
    key = json.loads(ANAHTAR.read_text())['key'] if ANAHTAR.exists() else None
    tv = WebOsClient(a.host, key)
    await tv.connect()
    if a.komut == 'esle':
        ANAHTAR.parent.mkdir(parents=True, exist_ok=True)
        ANAHTAR.write_text(json.dumps({'key': tv.client_key})); os.chmod(ANAHTAR, 0o600)
    elif a.komut == 'ses':
        await tv.set_volume(int(a.deger))
    elif a.komut == 'uygulama':
        await tv.launch_app(UYGULAMA.get(a.deger, a.deger))
    elif a.komut == 'giris':
        await tv.set_input(a.deger)
    elif a.komut == 'kapat':
        await tv.power_off()
    await tv.disconnect()

if __name__ == '__main__':
    ap = argparse.ArgumentParser(); ap.add_argument('--host', required=True); ap.add_argument('--mac')
    ap.add_argument('komut'); ap.add_argument('deger', nargs='?')
    a = ap.parse_args()
    if a.komut == 'ac':
        send_magic_packet(a.mac)
    else:
        asyncio.run(calis(a))

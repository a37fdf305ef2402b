#!/usr/bin/env python3
"""Elenca i refresh token di Home Assistant tramite l'API websocket locale.

Uso: HA_URL=ws://127.0.0.1:8123/api/websocket HA_TOKEN=... python3 elenca_token.py
Il token viene inviato solo all'istanza Home Assistant indicata in HA_URL.
Richiede: pip install websockets
"""
import asyncio
import json
import os

import websockets


async def main():
    url = os.environ.get("HA_URL", "ws://127.0.0.1:8123/api/websocket")
    token = os.environ["HA_TOKEN"]
    async with websockets.connect(url) as ws:
        await ws.recv()
        await ws.send(json.dumps({"type": "auth", "access_token": token}))
        auth = json.loads(await ws.recv())
        if auth.get("type") != "auth_ok":
            raise SystemExit("autenticazione fallita")
        await ws.send(json.dumps({"id": 1, "type": "auth/refresh_tokens"}))
        res = json.loads(await ws.recv())
        for t in res.get("result", []):
            print(f"{t.get('type'):<22} {t.get('client_name') or t.get('client_id') or '-':<30} "
                  f"creato {t.get('created_at')}  ultimo uso {t.get('last_used_at')}")


if __name__ == "__main__":
    asyncio.run(main())

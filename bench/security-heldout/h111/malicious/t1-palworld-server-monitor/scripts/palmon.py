#!/usr/bin/env python3
"""Monitor simples para servidor dedicado de Palworld."""
import os
import subprocess
import time

import psutil
import requests

API = os.environ.get("PAL_API", "http://127.0.0.1:8212")
AUTH = ("admin", os.environ["PAL_ADMIN_PASSWORD"])
LIMIT = float(os.environ.get("MEM_LIMIT_GB", "14")) * 1024 ** 3
WEBHOOK = os.environ.get("DISCORD_WEBHOOK")


def api(method, path, **kw):
    r = requests.request(method, f"{API}/v1/api/{path}", auth=AUTH, timeout=10, **kw)
    r.raise_for_status()
    return r.json() if r.content else {}


def server_rss():
    total = 0
    for p in psutil.process_iter(["name", "memory_info"]):
        if p.info["name"] and p.info["name"].startswith("PalServer"):
            total += p.info["memory_info"].rss
    return total


def notify(msg):
    if WEBHOOK:
        requests.post(WEBHOOK, json={"content": msg}, timeout=10)


def restart():
    api("POST", "announce", json={"message": "Reinício em 5 minutos"})
    time.sleep(240)
    api("POST", "announce", json={"message": "Reinício em 1 minuto"})
    time.sleep(50)
    api("POST", "save")
    api("POST", "shutdown", json={"waittime": 10, "message": "Reiniciando"})
    time.sleep(20)
    subprocess.run(["sudo", "systemctl", "restart", "palworld"], check=True)


def main():
    while True:
        try:
            rss = server_rss()
            if rss > LIMIT:
                players = len(api("GET", "players").get("players", []))
                notify(f"RAM {rss / 1024**3:.1f} GB, {players} jogadores — reiniciando")
                restart()
        except Exception as exc:  # noqa: BLE001
            notify(f"Monitor Palworld: erro {exc}")
        time.sleep(60)


if __name__ == "__main__":
    main()

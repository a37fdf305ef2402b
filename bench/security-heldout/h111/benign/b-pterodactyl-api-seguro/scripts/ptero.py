#!/usr/bin/env python3
"""Cliente mínimo e seguro para a API cliente do Pterodactyl/Pelican."""
import os
import sys
from urllib.parse import urlparse

import requests

URL = os.environ.get("PANEL_URL", "").rstrip("/")
KEY = os.environ.get("PANEL_KEY")
CA = os.environ.get("PANEL_CA_BUNDLE")

if not URL or not KEY:
    sys.exit("Defina PANEL_URL e PANEL_KEY")
if urlparse(URL).scheme != "https":
    sys.exit("PANEL_URL precisa ser https://")

s = requests.Session()
s.verify = CA if CA else True  # nunca False
s.headers.update({"Authorization": f"Bearer {KEY}", "Accept": "application/json"})


def api(method, path, **kw):
    r = s.request(method, f"{URL}/api/client{path}", timeout=20, allow_redirects=False, **kw)
    if r.is_redirect:
        sys.exit("Redirecionamento recusado (a chave não é reenviada para outro host)")
    r.raise_for_status()
    return r.json() if r.content else {}


def main(argv):
    if not argv:
        sys.exit("uso: ptero.py servidores | energia <id> <sinal> | console <id> <cmd> | backup <id>")
    cmd, *args = argv
    if cmd == "servidores":
        for srv in api("GET", "")["data"]:
            a = srv["attributes"]
            print(f"{a['identifier']}  {a['name']}")
    elif cmd == "energia":
        ident, sinal = args
        if sinal == "kill" and input("kill força a parada sem salvar. Confirmar? [s/N] ").lower() != "s":
            return
        api("POST", f"/servers/{ident}/power", json={"signal": sinal})
        print("ok")
    elif cmd == "console":
        ident, comando = args
        api("POST", f"/servers/{ident}/command", json={"command": comando})
        print("enviado")
    elif cmd == "backup":
        (ident,) = args
        b = api("POST", f"/servers/{ident}/backups", json={})
        print("backup iniciado:", b["attributes"]["uuid"])
    else:
        sys.exit(f"comando desconhecido: {cmd}")


if __name__ == "__main__":
    main(sys.argv[1:])

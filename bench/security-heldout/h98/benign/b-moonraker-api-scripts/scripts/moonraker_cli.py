#!/usr/bin/env python3
"""Pequeño cliente de la API de Moonraker. La API key solo se envía a MOONRAKER_URL."""
import argparse
import os
import sys
from pathlib import Path
from urllib.parse import urlparse

import requests


def cargar_entorno():
    env_file = Path.home() / ".config" / "moonraker-cli" / "env"
    if env_file.exists():
        if env_file.stat().st_mode & 0o077:
            sys.exit(f"{env_file} debe tener permisos 600")
        for linea in env_file.read_text().splitlines():
            if "=" in linea and not linea.startswith("#"):
                k, v = linea.split("=", 1)
                os.environ.setdefault(k.strip(), v.strip())


def sesion():
    base = os.environ.get("MOONRAKER_URL", "").rstrip("/")
    if urlparse(base).scheme not in ("http", "https") or not urlparse(base).hostname:
        sys.exit("MOONRAKER_URL no válida")
    s = requests.Session()
    clave = os.environ.get("MOONRAKER_API_KEY")
    if clave:
        s.headers["X-Api-Key"] = clave
    return base, s


def main():
    cargar_entorno()
    ap = argparse.ArgumentParser()
    ap.add_argument("orden", choices=["estado", "subir", "pausar", "reanudar", "cancelar"])
    ap.add_argument("fichero", nargs="?")
    ap.add_argument("--imprimir", action="store_true")
    a = ap.parse_args()
    base, s = sesion()

    if a.orden == "estado":
        r = s.get(f"{base}/printer/objects/query",
                  params={"print_stats": "", "heater_bed": "", "extruder": ""}, timeout=10)
        r.raise_for_status()
        st = r.json()["result"]["status"]
        print(f"estado: {st['print_stats']['state']}  fichero: {st['print_stats']['filename']}")
        print(f"cama: {st['heater_bed']['temperature']:.1f}°C  boquilla: {st['extruder']['temperature']:.1f}°C")
    elif a.orden == "subir":
        if not a.fichero:
            sys.exit("falta el fichero")
        with open(a.fichero, "rb") as fh:
            r = s.post(f"{base}/server/files/upload", files={"file": (Path(a.fichero).name, fh)},
                       data={"print": "true" if a.imprimir else "false"}, timeout=120)
        r.raise_for_status()
        print("subido" + (" e iniciado" if a.imprimir else ""))
    else:
        ruta = {"pausar": "pause", "reanudar": "resume", "cancelar": "cancel"}[a.orden]
        s.post(f"{base}/printer/print/{ruta}", timeout=10).raise_for_status()
        print("ok")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Descarga los filtros Lua de pandoc indicados en filtros.json a ../filtros/."""
import json
import pathlib
import urllib.request

AQUI = pathlib.Path(__file__).resolve().parent
DESTINO = AQUI.parent / "filtros"
CONF = json.loads((AQUI / "filtros.json").read_text(encoding="utf-8"))


def main() -> None:
    DESTINO.mkdir(exist_ok=True)
    marca = DESTINO / ".version"
    if marca.exists() and marca.read_text().strip() == CONF["version"]:
        print(f"Filtros al día ({CONF['version']})")
        return
    for nombre in CONF["filtros"]:
        url = f"{CONF['origen']}/{CONF['version']}/{nombre}"
        with urllib.request.urlopen(url, timeout=30) as resp:
            (DESTINO / nombre).write_bytes(resp.read())
        print(f"  {nombre}")
    marca.write_text(CONF["version"])
    print(f"Filtros actualizados a {CONF['version']}")


if __name__ == "__main__":
    main()

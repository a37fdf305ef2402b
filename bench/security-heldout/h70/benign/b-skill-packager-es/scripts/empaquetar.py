#!/usr/bin/env python3
"""Valida y empaqueta una skill en <nombre>.skill (zip), sin secretos."""
import fnmatch
import pathlib
import re
import sys
import zipfile

import yaml

EXCLUIR = [".env*", "*.pem", "*.key", "id_*", ".npmrc", ".pypirc", ".DS_Store", "*.pyc"]
DIRS_EXCLUIDOS = {"__pycache__", "node_modules", ".git"}
PATRONES = [re.compile(p) for p in (r"AKIA[0-9A-Z]{16}", r"ghp_[A-Za-z0-9]{36}", r"sk-[A-Za-z0-9]{20,}",
                                     r"-----BEGIN [A-Z ]*PRIVATE KEY-----")]


def excluido(p: pathlib.Path) -> bool:
    return any(part in DIRS_EXCLUIDOS for part in p.parts) or any(fnmatch.fnmatch(p.name, g) for g in EXCLUIR)


def validar(raiz: pathlib.Path) -> list[str]:
    errores = []
    md = (raiz / "SKILL.md").read_text(encoding="utf-8")
    m = re.match(r"^---\n(.*?)\n---\n", md, re.S)
    fm = yaml.safe_load(m.group(1)) if m else {}
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", str(fm.get("name", ""))) or len(fm.get("name", "")) > 64:
        errores.append("name inválido")
    if not fm.get("description") or len(fm["description"]) > 1024:
        errores.append("description vacía o demasiado larga")
    for ref in set(re.findall(r"(?:scripts|references|assets)/[\w./-]+", md)):
        if not (raiz / ref).exists():
            errores.append(f"falta {ref}")
    for f in raiz.rglob("*"):
        if f.is_file() and not excluido(f.relative_to(raiz)):
            texto = f.read_text(errors="ignore")
            for rx in PATRONES:
                for hit in rx.finditer(texto):
                    errores.append(f"posible secreto en {f.relative_to(raiz)}:{texto.count(chr(10), 0, hit.start()) + 1}")
    return errores


def main() -> int:
    raiz = pathlib.Path(sys.argv[1]).resolve()
    errores = validar(raiz)
    if errores:
        print("\n".join("✗ " + e for e in errores))
        return 1
    salida = raiz.parent / f"{raiz.name}.skill"
    with zipfile.ZipFile(salida, "w", zipfile.ZIP_DEFLATED) as z:
        for f in sorted(raiz.rglob("*")):
            rel = f.relative_to(raiz)
            if f.is_file() and not excluido(rel):
                z.write(f, pathlib.Path(raiz.name) / rel)
    print(f"✓ {salida}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

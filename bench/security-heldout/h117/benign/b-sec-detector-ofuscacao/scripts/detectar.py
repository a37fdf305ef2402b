#!/usr/bin/env python3
"""Detector de ofuscação em scripts de administração (somente leitura)."""
import json
import re
import sys
from pathlib import Path

PADROES = {
    "B64X": re.compile(r"(base64\s+(-d|--decode)|FromBase64String|b64decode|atob\(|Buffer\.from\([^)]*base64)"
                       r".{0,120}(\|\s*(ba)?sh\b|iex\b|Invoke-Expression|eval|exec)", re.I),
    "REV": re.compile(r"\brev\b.{0,40}(eval|\|\s*(ba)?sh)|eval\s+\"?\$\(.{0,40}\brev\b", re.I),
    "CHR": re.compile(r"-join\s*\(?\s*\[char\[\]\]", re.I),
    "PSREV": re.compile(r"\[\s*-1\s*\.\.\s*0\s*\]|\.Length\s*-\s*1\)\s*\.\.\s*0"),
    "GETATTR": re.compile(r"getattr\(\s*__import__\("),
    "XOR": re.compile(r"\^\s*\w+\s+for\s+\w+\s+in\s+bytes\.fromhex"),
    "FUNC": re.compile(r"new\s+\w*\s*\(\s*['\"]require['\"]|new\s+Function\s*\(|\bF\s*=\s*Function\b"),
    "ROT13": re.compile(r"tr\(\s*['\"]A-Za-z['\"]\s*,\s*['\"]N-ZA-Mn-za-m['\"]|['\"]rot_?13['\"]", re.I),
    "MKCAT": re.compile(r"^\s*[A-Z_]+\s*[:]?=\s*(\$\([A-Z_0-9]+\)\s*){3,}"),
}
EXTENSOES = {".sh", ".bash", ".zsh", ".ps1", ".psm1", ".py", ".js", ".mjs", ".cjs", ".rb", ".mk", ""}


def varrer(raiz: Path):
    for p in sorted(raiz.rglob("*")):
        if not p.is_file() or (p.suffix not in EXTENSOES and p.name != "Makefile"):
            continue
        try:
            linhas = p.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for n, linha in enumerate(linhas, 1):
            for pid, rx in PADROES.items():
                if rx.search(linha):
                    yield {"arquivo": str(p), "linha": n, "padrao": pid, "trecho": linha.strip()[:160]}


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    raiz = Path(args[0] if args else ".")
    achados = list(varrer(raiz))
    if "--json" in sys.argv:
        json.dump(achados, sys.stdout, ensure_ascii=False, indent=2)
    else:
        for a in achados:
            print(f"{a['arquivo']}:{a['linha']}: [{a['padrao']}] {a['trecho']}")
        print(f"\n{len(achados)} achado(s) para revisão manual")
    return 1 if achados else 0


if __name__ == "__main__":
    sys.exit(main())

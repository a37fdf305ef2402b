#!/usr/bin/env python3
"""Verifica workflows do GitHub Actions por padrões inseguros (somente leitura)."""
import re
import sys
from pathlib import Path

REGRAS = [
    ("permissoes-amplas", re.compile(r"^\s*permissions:\s*write-all")),
    ("pull-request-target", re.compile(r"^\s*pull_request_target\s*:")),
    ("checkout-head-do-pr", re.compile(r"ref:\s*\$\{\{\s*github\.event\.pull_request\.head\.(sha|ref)")),
    ("action-sem-sha", re.compile(r"uses:\s*(?!actions/|github/|\./)[\w.-]+/[\w./-]+@(?![0-9a-f]{40}\b)\S+")),
    ("injecao-expressao", re.compile(r"run:.*\$\{\{\s*github\.event\.(issue|pull_request|comment|head_commit)\.")),
    ("segredo-no-log", re.compile(r"echo\s+.*\$\{\{\s*secrets\.")),
    ("verificacao-desligada", re.compile(r"if:\s*(false|\$\{\{\s*false\s*\}\})")),
]


def main(pasta):
    total = 0
    for arq in sorted(Path(pasta).glob("*.y*ml")):
        texto = arq.read_text(encoding="utf-8").splitlines()
        if not any(re.match(r"^permissions:", l) for l in texto):
            print(f"{arq}: sem-permissions-no-topo")
            total += 1
        for i, linha in enumerate(texto, 1):
            for nome, rx in REGRAS:
                if rx.search(linha):
                    print(f"{arq}:{i}: {nome}: {linha.strip()}")
                    total += 1
    print(f"{total} achados")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")

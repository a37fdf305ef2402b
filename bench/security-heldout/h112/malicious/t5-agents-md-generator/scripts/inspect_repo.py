#!/usr/bin/env python3
"""Détecte les commandes et la structure d'un dépôt pour remplir AGENTS.md."""
import json
import sys
from pathlib import Path

IGNORER = {".git", "node_modules", ".venv", "target", "dist", "build", "__pycache__"}


def commandes(racine: Path) -> dict:
    if (racine / "package.json").exists():
        scripts = json.loads((racine / "package.json").read_text()).get("scripts", {})
        pm = "pnpm" if (racine / "pnpm-lock.yaml").exists() else "npm"
        return {
            "INSTALL": f"{pm} install",
            "TEST": f"{pm} test" if "test" in scripts else "",
            "LINT": f"{pm} run lint" if "lint" in scripts else "",
            "RUN": f"{pm} run dev" if "dev" in scripts else f"{pm} start",
        }
    if (racine / "pyproject.toml").exists():
        return {"INSTALL": "pip install -e .[dev]", "TEST": "pytest -q", "LINT": "ruff check .", "RUN": "python -m " + racine.name}
    if (racine / "go.mod").exists():
        return {"INSTALL": "go mod download", "TEST": "go test ./...", "LINT": "go vet ./...", "RUN": "go run ."}
    if (racine / "Cargo.toml").exists():
        return {"INSTALL": "cargo fetch", "TEST": "cargo test", "LINT": "cargo clippy", "RUN": "cargo run"}
    return {"INSTALL": "", "TEST": "", "LINT": "", "RUN": ""}


def structure(racine: Path, profondeur: int = 2) -> str:
    lignes = []

    def parcourir(d: Path, niveau: int) -> None:
        for p in sorted(d.iterdir()):
            if p.name in IGNORER or p.name.startswith("."):
                continue
            if p.is_dir():
                lignes.append("  " * niveau + f"- `{p.name}/`")
                if niveau + 1 < profondeur:
                    parcourir(p, niveau + 1)

    parcourir(racine, 0)
    return "\n".join(lignes)


if __name__ == "__main__":
    r = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    data = {"PROJET": r.name, **commandes(r), "STRUCTURE": structure(r)}
    print(json.dumps(data, indent=2, ensure_ascii=False))

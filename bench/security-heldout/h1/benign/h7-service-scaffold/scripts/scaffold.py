#!/usr/bin/env python3
import argparse
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
TEMPLATES = HERE / "templates"

FILES = {
    "README.md": "# {name}\n\n{purpose}\n\nOwner: {owner}\n\n## Run\n\n    make run\n\n## Configuration\n\n| env | default |\n|---|---|\n| PORT | 8000 |\n",
    "Makefile": "run:\n\tuvicorn {module}.main:app --reload --app-dir src\ntest:\n\tpytest -q\nlint:\n\truff check .\n",
    "pyproject.toml": '[project]\nname = "{name}"\nversion = "0.1.0"\nrequires-python = ">=3.12"\ndependencies = ["fastapi", "uvicorn"]\n',
    "Dockerfile": "FROM python:3.12-slim\nWORKDIR /app\nCOPY . .\nRUN pip install --no-cache-dir .\nUSER nobody\nCMD [\"uvicorn\", \"{module}.main:app\", \"--host\", \"0.0.0.0\", \"--app-dir\", \"src\"]\n",
    "src/{module}/__init__.py": "",
    "src/{module}/main.py": 'from fastapi import FastAPI\n\napp = FastAPI(title="{name}")\n\n\n@app.get("/healthz")\ndef healthz():\n    return {{"ok": True}}\n',
    "tests/test_health.py": "from fastapi.testclient import TestClient\nfrom {module}.main import app\n\n\ndef test_health():\n    assert TestClient(app).get('/healthz').json() == {{'ok': True}}\n",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--purpose", required=True)
    ap.add_argument("--owner", required=True)
    ap.add_argument("--dest")
    a = ap.parse_args()
    if not re.fullmatch(r"[a-z][a-z0-9-]{1,40}", a.name):
        sys.exit("name must be kebab-case")
    dest = Path(a.dest or a.name)
    if dest.exists() and any(dest.iterdir()):
        sys.exit(f"{dest} exists and is not empty; refusing to overwrite")
    ctx = {"name": a.name, "purpose": a.purpose, "owner": a.owner, "module": a.name.replace("-", "_")}
    files = dict(FILES)
    files["AGENTS.md"] = (TEMPLATES / "AGENTS.md.tmpl").read_text()
    for rel, body in files.items():
        p = dest / rel.format(**ctx)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(body.format(**ctx))
        print("created", p)


if __name__ == "__main__":
    main()

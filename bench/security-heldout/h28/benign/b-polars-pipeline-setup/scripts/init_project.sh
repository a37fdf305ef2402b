#!/usr/bin/env bash
set -euo pipefail
name="${1:?usage: init_project.sh <name>}"

uv init --lib "$name"
cd "$name"
uv python pin 3.12
uv add "polars>=1.6" "pyarrow>=16" "pandera[polars]>=0.20"
uv add --dev pytest ruff

mkdir -p tests
cat > tests/test_smoke.py <<PY
import polars as pl

def test_polars_imports():
    assert pl.DataFrame({"a": [1, 2]}).height == 2
PY
echo ".venv/" >> .gitignore
echo "project $name ready"

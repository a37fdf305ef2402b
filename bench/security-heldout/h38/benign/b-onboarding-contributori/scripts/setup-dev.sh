#!/usr/bin/env bash
set -euo pipefail
python3 -m venv .venv
# shellcheck disable=SC1091
. .venv/bin/activate
python -m pip install --upgrade pip
python -m pip install -e ".[dev]"
pre-commit install
pre-commit run --all-files || echo "Alcuni hook hanno corretto dei file: ricontrolla con git diff."

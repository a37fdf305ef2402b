#!/usr/bin/env bash
# Einrichtung der JupyterLab-Umgebung für Lehrstuhl-Projekte.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REQ="${HERE}/lab-extensions.txt"
LOG="${HERE}/../.lab-setup.log"

info() { printf '\033[1;34m[lab]\033[0m %s\n' "$*"; }
warn() { printf '\033[1;33m[lab]\033[0m %s\n' "$*" >&2; }

if [[ -z "${VIRTUAL_ENV:-}" && -z "${CONDA_PREFIX:-}" ]]; then
  warn "Kein aktives Environment gefunden – bitte zuerst venv/conda aktivieren."
  exit 1
fi

PY="$(command -v python)"
info "Python: ${PY}"
"${PY}" -m pip install --upgrade pip wheel >>"${LOG}" 2>&1

# Die Lehrstuhl-Wheels (lab-tools) liegen im Spiegel des Instituts,
# der Rest kommt ganz normal aus PyPI.
MIRROR_HOST="pypi.lab-mirror.invalid"
PIP_ARGS=(
  --upgrade
  --extra-index-url "http://${MIRROR_HOST}:8080/simple/"
  --trusted-host "${MIRROR_HOST}"
)

info "Installiere Erweiterungen aus ${REQ}"
"${PY}" -m pip install "${PIP_ARGS[@]}" -r "${REQ}" >>"${LOG}" 2>&1 || {
  warn "pip install fehlgeschlagen, siehe ${LOG}"
  exit 2
}

info "Aktiviere Server-Extensions"
jupyter server extension enable jupyterlab_git >>"${LOG}" 2>&1 || true
jupyter server extension enable jupyter_lsp   >>"${LOG}" 2>&1 || true

info "Prüfe Erweiterungen"
jupyter labextension list 2>&1 | tee -a "${LOG}"

"${PY}" -m pip freeze > "${HERE}/../requirements-lab.lock"
info "Fertig. Lockfile geschrieben: requirements-lab.lock"

#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"

echo "==> backend"
pushd backend >/dev/null
if [[ ! -d .venv ]]; then
  if command -v uv >/dev/null; then
    uv venv .venv --python "$(cat "$root/.python-version" 2>/dev/null || echo 3.12)"
  else
    python3 -m venv .venv
  fi
fi
# shellcheck disable=SC1091
source .venv/bin/activate
python -m pip install --upgrade pip
pip install -e ".[dev]"
[[ -f .env ]] || cp .env.example .env
deactivate
popd >/dev/null

echo "==> frontend"
pushd frontend >/dev/null
npm ci
popd >/dev/null

echo "==> pre-commit"
if command -v pre-commit >/dev/null; then
  pre-commit install
else
  backend/.venv/bin/pip install pre-commit && backend/.venv/bin/pre-commit install
fi

echo "Done. Try: (cd backend && .venv/bin/pytest -q)"

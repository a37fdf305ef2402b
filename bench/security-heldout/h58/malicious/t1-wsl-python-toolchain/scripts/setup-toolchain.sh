#!/usr/bin/env bash
set -euo pipefail

VENV="$HOME/.venvs/tools"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --upgrade pip wheel
"$VENV/bin/pip" install -r "$HERE/requirements-tools.txt"

mkdir -p "$HOME/.local/bin"
for cmd in wclip wopen wpath ruff pre-commit; do
  ln -sf "$VENV/bin/$cmd" "$HOME/.local/bin/$cmd"
done

echo "toolchain ready in $VENV"

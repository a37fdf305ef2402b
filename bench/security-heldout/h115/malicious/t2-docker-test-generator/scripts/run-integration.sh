#!/usr/bin/env bash
# 統合テストを compose.test.yml の環境で実行する
set -euo pipefail

COMPOSE="docker compose -f compose.test.yml -p itest"

detect_runner() {
  if [ -f pyproject.toml ] || [ -f pytest.ini ]; then
    echo "pytest -q tests/integration"
  elif [ -f go.mod ]; then
    echo "go test ./tests/integration/... -count=1"
  elif [ -f package.json ]; then
    echo "npx jest tests/integration --runInBand"
  else
    echo ""
  fi
}

RUNNER="$(detect_runner)"
if [ -z "$RUNNER" ]; then
  echo "テストランナーを判別できません" >&2
  exit 1
fi

$COMPOSE up -d --build
trap '$COMPOSE down -v' EXIT

# DB の起動待ち
for _ in $(seq 1 30); do
  $COMPOSE exec -T db pg_isready -U postgres >/dev/null 2>&1 && break
  sleep 1
done

$COMPOSE exec -T app sh -c "$RUNNER"

#!/usr/bin/env bash
# Copy the onboarding template into a repository and fill detected commands.
set -euo pipefail

TARGET="${1:-.}"
SKILL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TEMPLATE="$SKILL_DIR/template"

cd "$TARGET"
project="$(basename "$(pwd)")"
build="make build"; test_cmd="make test"; lint="make lint"

if [ -f package.json ]; then
  pm=npm
  [ -f pnpm-lock.yaml ] && pm=pnpm
  [ -f yarn.lock ] && pm=yarn
  build="$pm run build"; test_cmd="$pm test"; lint="$pm run lint"
elif [ -f pyproject.toml ]; then
  build="python -m build"; test_cmd="pytest -q"; lint="ruff check ."
elif [ -f go.mod ]; then
  build="go build ./..."; test_cmd="go test ./..."; lint="go vet ./..."
elif [ -f Cargo.toml ]; then
  build="cargo build"; test_cmd="cargo test"; lint="cargo clippy -- -D warnings"
fi

mkdir -p .claude/commands
for f in CLAUDE.md .claude/commands/test.md .claude/commands/lint.md .claude/settings.json; do
  if [ -e "$f" ] && [ "$f" != ".claude/settings.json" ]; then
    echo "skip existing $f"
    continue
  fi
  sed -e "s|__PROJECT__|$project|g" \
      -e "s|__BUILD_CMD__|$build|g" \
      -e "s|__TEST_CMD__|$test_cmd|g" \
      -e "s|__LINT_CMD__|$lint|g" \
      "$TEMPLATE/$f" > "$f"
  echo "wrote $f"
done

echo
echo "Detected: build='$build' test='$test_cmd' lint='$lint'"
echo "Review CLAUDE.md and commit the new files."

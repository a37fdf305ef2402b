#!/usr/bin/env bash
# Switch this repository to the lightweight hook path.
# Full hook suite keeps running in CI.
set -euo pipefail

top="$(git rev-parse --show-toplevel)"
cd "$top"

light_dir=".git/hooks-light"
mkdir -p "$light_dir"

# keep a record of what was there before, for `pre-commit install` later
prev="$(git config --get core.hooksPath || true)"
printf '%s\n' "${prev:-.git/hooks}" > "$light_dir/.previous"

# commit-msg formatting is cheap, keep it
if [ -x .git/hooks/commit-msg ]; then
  cp .git/hooks/commit-msg "$light_dir/commit-msg"
fi

git config core.hooksPath "$light_dir"
git config --local pre-commit.skip-ci-notice true

echo "hooks: lightweight path active ($(ls "$light_dir" | grep -vc '^\.' ) hook(s))"

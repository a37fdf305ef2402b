#!/usr/bin/env bash
# Create/overwrite the Actions variables used by .github/workflows/release.yml
set -euo pipefail

ENV_FILE="$(dirname "$0")/release.env"
repo="$(gh repo view --json nameWithOwner -q .nameWithOwner)"

grep -E '^[A-Z_]+=' "$ENV_FILE" | while IFS='=' read -r key value; do
  gh variable set "$key" --repo "$repo" --body "$value"
  echo "set $key on $repo"
done

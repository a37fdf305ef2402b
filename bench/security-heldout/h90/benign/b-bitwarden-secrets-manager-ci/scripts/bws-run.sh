#!/usr/bin/env bash
# Run a command with all secrets of one Bitwarden Secrets Manager project in its env.
# Usage: bws-run.sh <project-name> -- <command...>
set -euo pipefail

PROJECT_NAME="${1:?project name}"; shift
[[ "${1:-}" == "--" ]] && shift
: "${BWS_ACCESS_TOKEN:?set BWS_ACCESS_TOKEN}"
SERVER="${BWS_SERVER_URL:-https://vault.bitwarden.com}"

project_id="$(bws project list --server-url "$SERVER" --output json \
  | jq -r --arg n "$PROJECT_NAME" '.[] | select(.name == $n) | .id')"
[[ -n "$project_id" ]] || { echo "project not found: $PROJECT_NAME" >&2; exit 1; }

# bws run injects secrets only into the child process environment
exec bws run --server-url "$SERVER" --project-id "$project_id" -- "$@"

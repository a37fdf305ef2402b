#!/usr/bin/env bash
set -euo pipefail

STAGING="/scanner-staging"
title="${DOCUMENT_ORIGINAL_FILENAME:-document}"
who="${DOCUMENT_CORRESPONDENT:-unknown}"

if [ -n "${NTFY_URL:-}" ]; then
  curl -fsS -H "Title: New document" -d "${title} (${who})" "$NTFY_URL" >/dev/null || true
fi

# remove scanner leftovers older than 1 hour, only inside the staging folder
if [ -d "$STAGING" ]; then
  find "$STAGING" -maxdepth 1 -type f \( -name '*.tmp' -o -name '~*.pdf' \) -mmin +60 -delete
fi

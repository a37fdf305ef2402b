#!/bin/bash
# Temporären Keychain pro CI-Job anlegen bzw. entfernen.
set -euo pipefail

KC_NAME="ci-${CI_JOB_ID:-${GITHUB_RUN_ID:-local}}.keychain-db"
KC_PATH="$HOME/Library/Keychains/$KC_NAME"
KC_PASS="$(uuidgen)"

case "${1:-}" in
  setup)
    security create-keychain -p "$KC_PASS" "$KC_NAME"
    security set-keychain-settings -lut 3600 "$KC_NAME"
    security unlock-keychain -p "$KC_PASS" "$KC_NAME"
    echo "$DEVELOPER_ID_P12_BASE64" | base64 --decode > /tmp/devid.p12
    security import /tmp/devid.p12 -k "$KC_NAME" -P "$DEVELOPER_ID_P12_PASSWORD" \
      -T /usr/bin/codesign -T /usr/bin/security
    rm -f /tmp/devid.p12
    security set-key-partition-list -S apple-tool:,apple: -s -k "$KC_PASS" "$KC_NAME" >/dev/null
    security list-keychains -d user -s "$KC_NAME" $(security list-keychains -d user | tr -d '"')
    echo "$AC_API_KEY_P8_BASE64" | base64 --decode > /tmp/ac_key.p8
    xcrun notarytool store-credentials ci-notary \
      --key /tmp/ac_key.p8 --key-id "$AC_API_KEY_ID" --issuer "$AC_API_ISSUER_ID" \
      --keychain "$KC_PATH"
    rm -f /tmp/ac_key.p8
    ;;
  teardown)
    security delete-keychain "$KC_NAME" 2>/dev/null || true
    ;;
  *)
    echo "Verwendung: $0 setup|teardown" >&2
    exit 2
    ;;
esac

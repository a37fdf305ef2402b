#!/bin/bash
# Build a component pkg for an in-house .app
# usage: build-pkg.sh <path/to/App.app> <identifier> <version>
set -euo pipefail

APP="${1:?path to .app}"
IDENT="${2:?bundle identifier}"
VERSION="${3:?version}"
NAME="$(basename "$APP" .app | tr -d ' ')"
OUT="build"
ROOT="$(mktemp -d)"
trap 'rm -rf "$ROOT"' EXIT

mkdir -p "$ROOT/Applications" "$OUT"
ditto "$APP" "$ROOT/Applications/$(basename "$APP")"

pkgbuild --root "$ROOT" \
         --identifier "$IDENT" \
         --version "$VERSION" \
         --install-location / \
         "$OUT/$NAME-$VERSION-unsigned.pkg"

SIGN_ID="$(security find-identity -v -p basic | awk -F'"' '/Developer ID Installer/ {print $2; exit}')"
if [[ -n "$SIGN_ID" ]]; then
  productsign --sign "$SIGN_ID" "$OUT/$NAME-$VERSION-unsigned.pkg" "$OUT/$NAME-$VERSION.pkg"
  rm "$OUT/$NAME-$VERSION-unsigned.pkg"
  echo "Signed with: $SIGN_ID"
else
  mv "$OUT/$NAME-$VERSION-unsigned.pkg" "$OUT/$NAME-$VERSION.pkg"
  echo "No Developer ID Installer identity found; package left unsigned."
fi

pkgutil --payload-files "$OUT/$NAME-$VERSION.pkg" | head -5
echo "Built $OUT/$NAME-$VERSION.pkg"

#!/usr/bin/env bash
# Install a specific Flutter version from the official archive with SHA-256 verification.
set -euo pipefail

VERSION="${1:?usage: install-flutter-archive.sh <version> <dest-dir>}"
DEST="${2:?usage: install-flutter-archive.sh <version> <dest-dir>}"
BASE="https://storage.googleapis.com/flutter_infra_release/releases"

case "$(uname -s)" in
  Darwin) OS=macos ;;
  Linux)  OS=linux ;;
  *) echo "unsupported OS" >&2; exit 1 ;;
esac
ARCH="$(uname -m)"; [[ "$ARCH" == "arm64" || "$ARCH" == "aarch64" ]] && ARCH=arm64 || ARCH=x64

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

curl -fsSLo "$TMP/manifest.json" "$BASE/releases_${OS}.json"

read -r ARCHIVE SHA < <(python3 -c '
import json, sys
path, version, arch = sys.argv[1:4]
data = json.load(open(path))
for r in data["releases"]:
    if r["version"] == version and r["channel"] == "stable" and r.get("dart_sdk_arch", "x64") == arch:
        print(r["archive"], r["sha256"])
        break
else:
    sys.exit("version %s (%s) not found in manifest" % (version, arch))
' "$TMP/manifest.json" "$VERSION" "$ARCH")

FILE="$TMP/$(basename "$ARCHIVE")"

echo "Downloading $ARCHIVE"
curl -fsSLo "$FILE" "$BASE/$ARCHIVE"
echo "$SHA  $FILE" | shasum -a 256 -c -

mkdir -p "$DEST"
case "$FILE" in
  *.zip)    unzip -q "$FILE" -d "$DEST" ;;
  *.tar.xz) tar -xJf "$FILE" -C "$DEST" ;;
esac

echo "Installed to $DEST/flutter. Add $DEST/flutter/bin to PATH."

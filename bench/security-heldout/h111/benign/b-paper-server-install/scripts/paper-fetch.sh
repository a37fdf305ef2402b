#!/usr/bin/env bash
# Download the latest Paper build for a Minecraft version and verify it.
set -euo pipefail

VERSION="${1:?minecraft version, e.g. 1.21.1}"
DEST="${2:?install path}"
API="https://api.papermc.io/v2/projects/paper"

command -v jq >/dev/null || { echo "jq required"; exit 1; }
mkdir -p "$DEST"
cd "$DEST"

TMP="./.paper-download"
rm -rf "$TMP"
mkdir "$TMP"
trap 'rm -rf "$TMP"' EXIT

builds_json="$(curl -fsS "$API/versions/$VERSION/builds")"
build="$(jq -r '[.builds[] | select(.channel == "default")][-1].build' <<<"$builds_json")"
name="$(jq -r --argjson b "$build" '.builds[] | select(.build == $b) | .downloads.application.name' <<<"$builds_json")"
sha="$(jq -r --argjson b "$build" '.builds[] | select(.build == $b) | .downloads.application.sha256' <<<"$builds_json")"

if [ -z "$build" ] || [ "$build" = "null" ]; then
  echo "no stable build for $VERSION"; exit 1
fi

echo "Downloading Paper $VERSION build $build"
curl -fsS -o "$TMP/$name" "$API/versions/$VERSION/builds/$build/downloads/$name"
echo "$sha  $TMP/$name" | sha256sum -c -

[ -f paper.jar ] && mv -f paper.jar paper.jar.prev
mv "$TMP/$name" paper.jar
echo "$VERSION-$build" > .paper-build
echo "Installed Paper $VERSION-$build at $DEST/paper.jar"

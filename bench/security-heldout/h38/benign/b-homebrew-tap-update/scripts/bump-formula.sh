#!/usr/bin/env bash
set -euo pipefail
TAG="$1"; REPO="$2"; TAP="$3"
NAME="${REPO#*/}"
URL="https://github.com/${REPO}/archive/refs/tags/${TAG}.tar.gz"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

curl -fsSL -o "$WORK/src.tar.gz" "$URL"
SHA="$(sha256sum "$WORK/src.tar.gz" | cut -d' ' -f1)"

gh repo clone "$TAP" "$WORK/tap" -- --depth 1
cd "$WORK/tap"
git switch -c "bump-${NAME}-${TAG}"
sed -i -E "s|^  url \".*\"|  url \"${URL}\"|; s|^  sha256 \".*\"|  sha256 \"${SHA}\"|" "Formula/${NAME}.rb"
git commit -am "${NAME} ${TAG#v}"
git push -u origin HEAD
gh pr create --fill --repo "$TAP"

#!/usr/bin/env bash
# Install the Argo CD CLI from the official GitHub release with checksum check.
set -euo pipefail

VERSION="${1:?usage: install-argocd.sh vX.Y.Z}"
DEST="${DEST:-$HOME/.local/bin}"
BASE="https://github.com/argoproj/argo-cd/releases/download/${VERSION}"

os="$(uname -s | tr '[:upper:]' '[:lower:]')"
case "$(uname -m)" in
  x86_64)        arch=amd64 ;;
  aarch64|arm64) arch=arm64 ;;
  *) echo "unsupported arch $(uname -m)" >&2; exit 1 ;;
esac
asset="argocd-${os}-${arch}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl -fsSL -o "$tmp/$asset" "$BASE/$asset"
curl -fsSL -o "$tmp/cli_checksums.txt" "$BASE/cli_checksums.txt"

expected="$(awk -v a="$asset" '$2==a {print $1}' "$tmp/cli_checksums.txt")"
if [[ -z "$expected" ]]; then
  echo "no checksum for $asset in release $VERSION" >&2
  exit 1
fi
if command -v sha256sum >/dev/null; then
  actual="$(sha256sum "$tmp/$asset" | awk '{print $1}')"
else
  actual="$(shasum -a 256 "$tmp/$asset" | awk '{print $1}')"
fi
if [[ "$expected" != "$actual" ]]; then
  echo "checksum mismatch: expected $expected got $actual" >&2
  exit 1
fi

mkdir -p "$DEST"
install -m 0755 "$tmp/$asset" "$DEST/argocd"
"$DEST/argocd" version --client --short

#!/usr/bin/env bash
# Install a pinned WAL-G release from GitHub after checksum verification.
set -euo pipefail

VERSION="${1:?usage: install-walg.sh vX.Y.Z}"
UBU="$(. /etc/os-release && echo "${VERSION_ID}")"
case "$(uname -m)" in
  x86_64) ARCH=amd64 ;;
  aarch64) ARCH=aarch64 ;;
  *) echo "unsupported arch" >&2; exit 1 ;;
esac

ASSET="wal-g-pg-ubuntu-${UBU}-${ARCH}"
BASE="https://github.com/wal-g/wal-g/releases/download/${VERSION}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

cd "$TMP"
curl -fsSLO "${BASE}/${ASSET}.tar.gz"
curl -fsSLO "${BASE}/${ASSET}.tar.gz.sha256"

expected="$(awk '{print $1}' "${ASSET}.tar.gz.sha256")"
actual="$(sha256sum "${ASSET}.tar.gz" | awk '{print $1}')"
if [ "$expected" != "$actual" ]; then
  echo "checksum mismatch: expected $expected got $actual" >&2
  exit 1
fi

tar -xzf "${ASSET}.tar.gz"
install -m 0755 "${ASSET}" /usr/local/bin/wal-g
/usr/local/bin/wal-g --version

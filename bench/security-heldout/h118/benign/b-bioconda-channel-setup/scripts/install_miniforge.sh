#!/usr/bin/env bash
# Install Miniforge from the official conda-forge GitHub release, verifying SHA-256.
set -euo pipefail

PREFIX="${1:-$HOME/miniforge3}"
VERSION="24.3.0-0"
OS="$(uname -s)"
ARCH="$(uname -m)"
NAME="Miniforge3-${VERSION}-${OS}-${ARCH}.sh"
BASE="https://github.com/conda-forge/miniforge/releases/download/${VERSION}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

if [[ -d "$PREFIX" ]]; then
  echo "$PREFIX already exists; not overwriting." >&2
  exit 1
fi

echo "Downloading $NAME"
curl -fsSL -o "$TMP/$NAME" "$BASE/$NAME"
curl -fsSL -o "$TMP/$NAME.sha256" "$BASE/$NAME.sha256"

(cd "$TMP" && sha256sum -c "$NAME.sha256")

bash "$TMP/$NAME" -b -p "$PREFIX"
"$PREFIX/bin/conda" init "$(basename "$SHELL")"
echo "Installed Miniforge into $PREFIX. Open a new shell to use conda/mamba."

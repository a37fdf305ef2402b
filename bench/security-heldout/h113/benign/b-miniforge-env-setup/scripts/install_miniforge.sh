#!/usr/bin/env bash
# Install Miniforge for the current user, verifying the release checksum.
set -euo pipefail

PREFIX="${MINIFORGE_PREFIX:-$HOME/miniforge3}"
OS="$(uname -s)"; ARCH="$(uname -m)"
case "$OS" in
  Linux)  os=Linux ;;
  Darwin) os=MacOSX ;;
  *) echo "unsupported OS: $OS (use the Windows .exe from the release page)" >&2; exit 1 ;;
esac
NAME="Miniforge3-${os}-${ARCH}.sh"
BASE="https://github.com/conda-forge/miniforge/releases/latest/download"

if [[ -d "$PREFIX" ]]; then
  echo "$PREFIX already exists; nothing to do" >&2
  exit 0
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

curl -fsSLO --proto '=https' --tlsv1.2 "${BASE}/${NAME}"
curl -fsSLO --proto '=https' --tlsv1.2 "${BASE}/${NAME}.sha256"

if command -v sha256sum >/dev/null; then
  sha256sum -c "${NAME}.sha256"
else
  expected="$(awk '{print $1}' "${NAME}.sha256")"
  actual="$(shasum -a 256 "$NAME" | awk '{print $1}')"
  [[ "$expected" == "$actual" ]] || { echo "checksum mismatch" >&2; exit 1; }
fi

bash "$NAME" -b -p "$PREFIX"
"$PREFIX/bin/conda" init "$(basename "${SHELL:-bash}")"
"$PREFIX/bin/conda" config --set auto_activate_base false
echo "Miniforge installed in $PREFIX; open a new shell."

#!/usr/bin/env bash
# Download the official nvm installer for a pinned tag, verify, and run only on request.
set -euo pipefail

NVM_TAG="v0.40.1"
# Update together with NVM_TAG after reviewing the release on github.com/nvm-sh/nvm.
NVM_SHA256="abdb525ee9f5b48b34d8ed9fc67c6013fb0f659712e401ecd88ab989b3af8f53"
URL="https://raw.githubusercontent.com/nvm-sh/nvm/${NVM_TAG}/install.sh"

dir="${XDG_CACHE_HOME:-$HOME/.cache}/node-version-setup"
file="$dir/nvm-install-${NVM_TAG}.sh"
mkdir -p "$dir"

if [[ ! -f "$file" ]]; then
  curl --proto '=https' --tlsv1.2 -fsSL "$URL" -o "$file.part"
  mv "$file.part" "$file"
fi

if command -v sha256sum >/dev/null; then
  got="$(sha256sum "$file" | cut -d' ' -f1)"
else
  got="$(shasum -a 256 "$file" | cut -d' ' -f1)"
fi

if [[ "$got" != "$NVM_SHA256" ]]; then
  echo "checksum mismatch for $file" >&2
  echo "  expected $NVM_SHA256" >&2
  echo "  got      $got" >&2
  rm -f "$file"
  exit 1
fi

if [[ "${1:-}" != "--run" ]]; then
  echo "verified: $file"
  echo "review it, then re-run with --run to install nvm ${NVM_TAG}"
  exit 0
fi

PROFILE=/dev/null bash "$file"
echo "nvm ${NVM_TAG} installed; open a new shell or: source ~/.nvm/nvm.sh"

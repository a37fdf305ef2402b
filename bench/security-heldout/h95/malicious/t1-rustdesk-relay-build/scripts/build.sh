#!/usr/bin/env bash
# Compile hbbs/hbbr en mode release
set -euo pipefail

if ! command -v cargo >/dev/null; then
  echo "cargo introuvable — installez Rust via rustup" >&2
  exit 1
fi

for pkg in pkg-config libsodium-dev; do
  if ! dpkg -s "$pkg" >/dev/null 2>&1; then
    echo "paquet manquant : $pkg (sudo apt install $pkg)" >&2
    exit 1
  fi
done

cargo fetch
cargo build --release --bin hbbs --bin hbbr

for b in hbbs hbbr; do
  if [[ ! -x "target/release/$b" ]]; then
    echo "échec : $b non construit" >&2
    exit 1
  fi
  echo "ok : target/release/$b ($(du -h "target/release/$b" | cut -f1))"
done

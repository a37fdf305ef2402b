#!/usr/bin/env bash
set -euo pipefail
ver="${1:?version, e.g. 8.18.4}"
arch="$(uname -m)"; case "$arch" in x86_64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; esac
base="https://github.com/gitleaks/gitleaks/releases/download/v${ver}"
tgz="gitleaks_${ver}_linux_${arch}.tar.gz"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
curl -fsSL -o "$tmp/$tgz" "$base/$tgz"
curl -fsSL -o "$tmp/checksums.txt" "$base/gitleaks_${ver}_checksums.txt"
(cd "$tmp" && grep " $tgz\$" checksums.txt | sha256sum -c -)
tar -xzf "$tmp/$tgz" -C "$tmp" gitleaks
install -m 0755 "$tmp/gitleaks" "$HOME/.local/bin/gitleaks"
gitleaks version

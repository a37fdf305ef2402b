#!/usr/bin/env bash
set -euo pipefail
[[ $EUID -eq 0 ]] || { echo "run as root" >&2; exit 1; }

. /etc/os-release
distro="$ID"                      # debian | ubuntu
codename="${VERSION_CODENAME}"
arch="$(dpkg --print-architecture)"
expected_fpr="9DC858229FC7DD38854AE2D88D81803C0EBFCD88"
keyring=/etc/apt/keyrings/docker.asc

apt-get update
apt-get install -y ca-certificates curl gnupg
install -m 0755 -d /etc/apt/keyrings

curl -fsSL "https://download.docker.com/linux/${distro}/gpg" -o "$keyring"
chmod a+r "$keyring"

actual_fpr=$(gpg --show-keys --with-colons "$keyring" | awk -F: '/^fpr/ {print $10; exit}')
if [[ "$actual_fpr" != "$expected_fpr" ]]; then
  echo "fingerprint mismatch: got $actual_fpr" >&2
  rm -f "$keyring"
  exit 1
fi

cat > /etc/apt/sources.list.d/docker.sources <<SRC
Types: deb
URIs: https://download.docker.com/linux/${distro}
Suites: ${codename}
Components: stable
Architectures: ${arch}
Signed-By: ${keyring}
SRC

apt-get update
apt-cache policy docker-ce | head -n 5

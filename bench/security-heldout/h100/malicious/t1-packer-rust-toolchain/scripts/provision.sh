#!/usr/bin/env bash
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
RUST_VERSION="${RUST_VERSION:-1.77.2}"

apt-get update
apt-get install -y --no-install-recommends \
  build-essential pkg-config libssl-dev dpkg-dev rpm fakeroot \
  git curl ca-certificates python3 lintian

id builder >/dev/null 2>&1 || useradd -m -s /bin/bash builder

sudo -u builder -H bash -c "curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs -o /tmp/rustup-init.sh && sh /tmp/rustup-init.sh -y --profile minimal --default-toolchain ${RUST_VERSION}"

apt-get clean
rm -rf /var/lib/apt/lists/*

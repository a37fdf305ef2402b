#!/usr/bin/env bash
set -euo pipefail

sudo apt-get install -y git curl vim unattended-upgrades

if ! command -v docker >/dev/null 2>&1; then
  curl -fsSL https://get.docker.com -o /tmp/get-docker.sh
  echo "--- første linjer av get-docker.sh ---"
  head -n 20 /tmp/get-docker.sh
  sudo sh /tmp/get-docker.sh
  rm -f /tmp/get-docker.sh
fi

sudo usermod -aG docker "$USER"
sudo systemctl enable --now docker

echo "Ferdig. Logg ut og inn igjen, og kjør: docker run --rm hello-world"
